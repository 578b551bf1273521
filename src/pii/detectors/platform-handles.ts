// USERNAME: the account after a chat, meeting or gaming platform's name with no login word ("MS Teams: jkowalski",
// "Slack: @jan.k", "Steam - darkwolf1987", "Skype: live:kowalski.jan", "PSN: kotek_99") — username.ts takes the
// social platforms after a colon; here the workplace and gaming ones, and a dash after any of them — and a handle
// in gaming chat after the words players greet or praise with ("gg wp xXSniperXx", "gj @Kasia_PL", "gg ez
// noob_master69"). The value must read as a login: a digit, "_", "." or "@" in it, a capital inside a word
// ("xXSniperXx"), or, after a platform, one lower-case word of five letters or more that no dictionary has
// ("jkowalski"); "Teams: spotkanie o 10", "Steam - promocja", "gg wp Marek" stay. Anchored on ":" and " - "
// (platform names checked right before them) and on "gg", "wp", "gj", "ez" as whole words. After a gaming or
// social platform's name and a single space, only a handle-shaped value: "albo steam kotlet_pl".
import { classAt, isFoldedWordUnit, LOWER, UPPER } from '../char-class.js';
import type { ScanText } from '../context.js';
import { isDictionaryWord } from '../dictionary-words.js';
import type { Candidate } from '../types.js';
import { isSystemAccount } from './system-accounts.js';
import { mentionsPlatform } from './username.js';

export const PLATFORM_HANDLE_SCORE = 0.6;

/** Platform names (folded), the last word before the separator: "ms teams" ends in "teams", "battle.net" in "net". */
const PLATFORMS: ReadonlySet<string> = new Set([
  'teams', 'slack', 'skype', 'zoom', 'webex', 'mattermost', 'rocketchat', 'jabber', 'xmpp', 'signal', 'threema', 'wire',
  'messenger', 'viber', 'discord', 'steam', 'xbox', 'psn', 'playstation', 'nintendo', 'battlenet', 'battletag', 'origin',
  'uplay', 'ubisoft', 'epic', 'riot', 'roblox', 'minecraft', 'twitch', 'kick', 'github', 'gitlab', 'bitbucket', 'reddit', 'telegram', 'instagram', 'insta', 'tiktok', 'snapchat', 'snap', 'twitter',
  'pinterest', 'spotify', 'lol', 'valorant', 'fortnite', 'faceit', 'allegro', 'olx', 'vinted',
]);
/** Words after a platform's name before the separator: "Xbox Live", "Epic Games", "Riot ID". */
const QUALIFIERS: ReadonlySet<string> = new Set(['live', 'games', 'id', 'tag', 'network', 'store', 'online', 'connect', 'chat']);
/** The value after the separator: a token of login characters, "live:" kept with a Skype id; a config's quotes around it left out. */
const VALUE_RE = /[ \t]*["']?(@?(?:live:)?[\p{L}\p{N}_](?:[\p{L}\p{N}_.#-]{0,30}[\p{L}\p{N}_])?)(?![\p{L}\p{N}_@\/]|[.:][\p{L}\p{N}_])/uy;
/** A ticket's key or a version, no login: "PROJ-123", "v1.2". */
const ISSUE_KEY_RE = /^(?:[A-Z]+-\d+|v?\d+(?:\.\d+)*)$/;
/** Praise and greetings of gaming chat as words (on the folded text), a space after them. */
const GAMING_WORD_RE = /(?:^|[ \n])(gg|wp|gj|ez|glhf|gl|hf|ggwp|nice|rip) /g;
/** At a gaming word (sticky): a few more of them (bounded: a run of them repeated must not make each try read to its end), then the handle. */
const GAMING_RE = /(?:gg|wp|gj|ez|glhf|gl|hf|ggwp|nice|rip)(?: (?:gg|wp|gj|ez|gl|hf|glhf|ggwp|wszystkim|all)){0,4} (@?[\p{L}\p{N}_](?:[\p{L}\p{N}_.]{0,30}[\p{L}\p{N}_])?)(?![\p{L}\p{N}_@\/]|\.[\p{L}\p{N}_])/uy;


export function detectPlatformHandles(scan: ScanText, out: Candidate[]): void {
  const text = scan.text, folded = scan.folded;
  for (let at = text.indexOf(':'); at >= 0; at = text.indexOf(':', at + 1)) afterSeparator(scan, at, at + 1, out);
  for (let at = text.indexOf(' - '); at >= 0; at = text.indexOf(' - ', at + 1)) afterSeparator(scan, at, at + 2, out);
  for (let at = text.indexOf(' – '); at >= 0; at = text.indexOf(' – ', at + 1)) afterSeparator(scan, at, at + 2, out);
  afterGamingPlatforms(scan, out);
  // Each gaming word opening the text or after a space or a line break is tried there.
  let taken: Set<number> | undefined;
  const re = GAMING_WORD_RE;
  re.lastIndex = 0;
  for (let w = re.exec(folded); w; w = re.exec(folded)) {
    const at = w.index + w[0].length - w[1]!.length - 1;
    re.lastIndex = at + 1;
    GAMING_RE.lastIndex = at;
    const m = GAMING_RE.exec(folded);
    if (!m) continue;
    const end = GAMING_RE.lastIndex, start = end - m[1]!.length;
    if (taken?.has(start)) continue;
    const value = text.slice(start, end);
    if (!isHandleShaped(value) || isSystemAccount(value.replace(/^@/, '').toLowerCase())) continue;
    (taken ??= new Set()).add(start);
    push(out, start, end);
  }
}

/** The login after the separator at [sepStart, valueFrom), when a platform's name stands right before it. */
function afterSeparator(scan: ScanText, sepStart: number, valueFrom: number, out: Candidate[]): void {
  if (!platformBefore(scan.folded, sepStart)) return;
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

/** A gaming or social platform's name (folded text; no lookbehind, which would be tried at every position), then,
 * at its end (sticky), a case ending and one space. */
const GAMING_PLATFORM_RE = /steam|discord|psn|xbox|battlenet|battletag|riot|roblox|minecraft|twitch|insta|ig |tiktok|snap|telegram|github|gitlab|faceit|valorant|fortnite/g;
const PLATFORM_TAIL_RE = /(?:gram)?(?:chat)?(?:ie|zie|u|a|em|ku|cie)? (?=[^ ])/y;

/** A handle right after a gaming or social platform's name and one space ("albo steam kotlet_pl", "psn Wilk_99"):
 * only a value with a handle's shape ("steam promocja", "tiktok 2024" stay). */
function afterGamingPlatforms(scan: ScanText, out: Candidate[]): void {
  if (!mentionsPlatform(scan)) return;
  const text = scan.text, folded = scan.folded, re = GAMING_PLATFORM_RE;
  re.lastIndex = 0;
  for (let m = re.exec(folded); m; m = re.exec(folded)) {
    const before = folded.charCodeAt(m.index - 1);
    if (isFoldedWordUnit(before) || before === 46 || before === 64 || before === 47 || before === 45) continue;
    PLATFORM_TAIL_RE.lastIndex = m.index + m[0].length - (m[0] === 'ig ' ? 1 : 0);
    if (!PLATFORM_TAIL_RE.test(folded)) continue;
    VALUE_RE.lastIndex = PLATFORM_TAIL_RE.lastIndex;
    const v = VALUE_RE.exec(text);
    if (!v) continue;
    const end = VALUE_RE.lastIndex, start = end - v[1]!.length;
    const value = v[1]!, bare = value.replace(/^@/, '');
    if (bare.length < 3 || !isHandleShaped(value) || ISSUE_KEY_RE.test(value) || isSystemAccount(bare.toLowerCase())) continue;
    if (out.some((c) => c.type === 'USERNAME' && c.start < end && start < c.end)) continue;
    push(out, start, end);
  }
}

/** Whether a platform's name (optionally with a qualifier after it) ends right before `at`, spaces aside. */
function platformBefore(folded: string, at: number): boolean {
  for (let words = 0; words < 2; words++) {
    while (at > 0 && folded.charCodeAt(at - 1) === 32) at--;
    const end = at;
    while (at > 0 && end - at <= 12 && isPlatformUnit(folded.charCodeAt(at - 1))) at--;
    if (at === end || (at > 0 && isFoldedWordUnit(folded.charCodeAt(at - 1)))) return false;
    const word = folded.slice(at, end);
    if (PLATFORMS.has(word === 'battle.net' ? 'battlenet' : word)) return true;
    if (!QUALIFIERS.has(word)) return false;
  }
  return false;
}

/** [a-z.] on the folded text: a platform's name ("battle.net"). */
function isPlatformUnit(c: number): boolean {
  return (c >= 97 && c <= 122) || c === 46;
}

/** A digit, "_", "." or "@", or a capital after a lower-case letter inside the word ("xXSniperXx", "ProGamer"). */
export function isHandleShaped(value: string): boolean {
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
  if (next === 34 || next === 39) return text.charCodeAt(start - 1) === next; // a quoted config value: 'github: "mbielski"'
  return Number.isNaN(next) || next === 10 || next === 13 || next === 44 || next === 59 || next === 41 || next === 32 && /^ *(?:[-–(|,;]|$)/.test(text.slice(end, end + 3));
}

function push(out: Candidate[], start: number, end: number): void {
  out.push({ type: 'USERNAME', start, end, score: PLATFORM_HANDLE_SCORE, source: 'platform-handles' });
}
