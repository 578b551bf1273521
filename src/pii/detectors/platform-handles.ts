// USERNAME: the account after a chat, meeting or gaming platform's name with no login word ("MS Teams: jkowalski",
// "Slack: @jan.k", "Steam - darkwolf1987", "Skype: live:kowalski.jan", "PSN: kotek_99") — username.ts takes the
// social platforms after a colon; here the workplace and gaming ones, and a dash after any of them — and a handle
// in gaming chat after the words players greet or praise with ("gg wp xXSniperXx", "gj @Kasia_PL", "gg ez
// noob_master69"). The value must read as a login: a digit, "_", "." or "@" in it, a capital inside a word
// ("xXSniperXx"), or, after a platform, one lower-case word of five letters or more that no dictionary has
// ("jkowalski"); "Teams: spotkanie o 10", "Steam - promocja", "gg wp Marek" stay. Anchored on ":" and " - "
// (platform names checked right before them) and on "gg", "wp", "gj", "ez" as whole words.
import { classAt, LOWER, UPPER, WORD } from '../char-class.js';
import type { ScanText } from '../context.js';
import { isDictionaryWord } from '../dictionary-words.js';
import type { Candidate } from '../types.js';
import { isSystemAccount } from './system-accounts.js';

export const PLATFORM_HANDLE_SCORE = 0.6;

/** Platform names (folded), the last word before the separator: "ms teams" ends in "teams", "battle.net" in "net". */
const PLATFORMS: ReadonlySet<string> = new Set([
  'teams', 'slack', 'skype', 'zoom', 'webex', 'mattermost', 'rocketchat', 'jabber', 'xmpp', 'signal', 'threema', 'wire',
  'messenger', 'viber', 'discord', 'steam', 'xbox', 'psn', 'playstation', 'nintendo', 'battlenet', 'battletag', 'origin',
  'uplay', 'ubisoft', 'epic', 'riot', 'roblox', 'minecraft', 'twitch', 'kick', 'github', 'gitlab', 'bitbucket', 'reddit', 'telegram', 'instagram', 'insta', 'tiktok', 'snapchat', 'snap', 'twitter',
  'pinterest', 'spotify', 'lol', 'valorant', 'fortnite', 'faceit', 'allegro', 'olx', 'vinted',
]);
/** A platform word ending at the separator: "MS Teams", "Battle.net", "Xbox Live", "Epic Games", "Riot ID". */
const PLATFORM_BEFORE_RE = /(?:^|[^a-z0-9_])([a-z]+(?:\.net)?)(?: (?:live|games|id|tag|network|store|online|connect|chat))?\s*$/;
/** The value after the separator: a token of login characters, "live:" kept with a Skype id. */
const VALUE_RE = /[ \t]*(@?(?:live:)?[\p{L}\p{N}_](?:[\p{L}\p{N}_.#-]{0,30}[\p{L}\p{N}_])?)(?![\p{L}\p{N}_@\/]|[.:][\p{L}\p{N}_])/uy;
/** A ticket's key or a version, no login: "PROJ-123", "v1.2". */
const ISSUE_KEY_RE = /^(?:[A-Z]+-\d+|v?\d+(?:\.\d+)*)$/;
/** Praise and greetings of gaming chat, as whole words, then a handle. */
const GAMING_RE = /(?:gg|wp|gj|ez|glhf|gl|hf|ggwp|nice|rip)(?: (?:gg|wp|gj|ez|gl|hf|glhf|ggwp|wszystkim|all))* (@?[\p{L}\p{N}_](?:[\p{L}\p{N}_.]{0,30}[\p{L}\p{N}_])?)(?![\p{L}\p{N}_@\/]|\.[\p{L}\p{N}_])/gu;


export function detectPlatformHandles(scan: ScanText, out: Candidate[]): void {
  const text = scan.text, folded = scan.folded;
  for (let at = text.indexOf(':'); at >= 0; at = text.indexOf(':', at + 1)) afterSeparator(scan, at, at + 1, out);
  for (let at = text.indexOf(' - '); at >= 0; at = text.indexOf(' - ', at + 1)) afterSeparator(scan, at, at + 2, out);
  for (let at = text.indexOf(' – '); at >= 0; at = text.indexOf(' – ', at + 1)) afterSeparator(scan, at, at + 2, out);
  if (folded.indexOf('gg ') < 0 && folded.indexOf('wp ') < 0 && folded.indexOf('gj ') < 0 && folded.indexOf('ez ') < 0
    && folded.indexOf('gl ') < 0 && folded.indexOf('hf ') < 0 && folded.indexOf('nice ') < 0 && folded.indexOf('rip ') < 0) return;
  const re = GAMING_RE;
  re.lastIndex = 0;
  for (let m = re.exec(folded); m; m = re.exec(folded)) {
    // Checked here, not by a leading lookbehind (which would run at every position): the word stands alone.
    if (m.index > 0 && (classAt(text, m.index - 1) & WORD || text.charCodeAt(m.index - 1) === 64)) { re.lastIndex = m.index + 1; continue; }
    const end = re.lastIndex, start = end - m[1]!.length;
    const value = text.slice(start, end);
    if (isHandleShaped(value) && !isSystemAccount(value.replace(/^@/, '').toLowerCase())) push(out, start, end);
  }
}

/** The login after the separator at [sepStart, valueFrom), when a platform's name stands right before it. */
function afterSeparator(scan: ScanText, sepStart: number, valueFrom: number, out: Candidate[]): void {
  const folded = scan.folded;
  const before = folded.slice(Math.max(0, sepStart - 24), sepStart);
  const p = PLATFORM_BEFORE_RE.exec(before);
  if (!p || !PLATFORMS.has(p[1]!.replace('.', ''))) return;
  const text = scan.text;
  if (text[valueFrom] === '/' ) return; // a URL: "https://…"
  VALUE_RE.lastIndex = valueFrom;
  const m = VALUE_RE.exec(text);
  if (!m) return;
  const end = VALUE_RE.lastIndex, start = end - m[1]!.length;
  const value = m[1]!;
  const bare = value.replace(/^@/, '').replace(/^live:/, '');
  if (bare.length < 3 || isSystemAccount(bare.toLowerCase())) return;
  if (ISSUE_KEY_RE.test(value) || (!isHandleShaped(value) && !isLoginWord(text, start, end))) return;
  push(out, start, end);
}

/** A digit, "_", "." or "@", or a capital after a lower-case letter inside the word ("xXSniperXx", "ProGamer"). */
function isHandleShaped(value: string): boolean {
  if (!/\p{L}/u.test(value)) return false;
  if (/[\d_.@:#]/.test(value)) return true;
  for (let i = 1; i < value.length; i++) if (classAt(value, i) & UPPER && classAt(value, i - 1) & LOWER) return true;
  return false;
}

/** One lower-case word of five letters or more that no dictionary has, ending the clause ("Teams: jkowalski"). */
function isLoginWord(text: string, start: number, end: number): boolean {
  if (end - start < 5) return false;
  for (let i = start; i < end; i++) if (!(classAt(text, i) & LOWER)) return false;
  if (isDictionaryWord(text.slice(start, end))) return false;
  const next = text.charCodeAt(end);
  return Number.isNaN(next) || next === 10 || next === 13 || next === 44 || next === 59 || next === 41 || next === 32 && /^ *(?:[-–(|,;]|$)/.test(text.slice(end, end + 3));
}

function push(out: Candidate[], start: number, end: number): void {
  out.push({ type: 'USERNAME', start, end, score: PLATFORM_HANDLE_SCORE, source: 'platform-handles' });
}
