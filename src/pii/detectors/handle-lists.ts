// USERNAME: the other members of a list of handles, as gamers and streamers write their team or guests ("nasz team:
// xXmrozikXx, kruk_lol, Szczygiel99 i BasiaPL"). A list of two or more single tokens joined by commas or "i", "oraz",
// "albo", "lub" is one when every token has a handle's shape (a digit, "_", "." or an inner capital:
// platform-handles.ts isHandleShaped) and one of them holds "_" or is a handle found already; and only after a
// gaming or social word on its line ("nasz team:", "gracze", "na discordzie"), so a list of code fields ("user_id,
// created_at i email") or product codes ("XR500, ZX10R") stays.
import type { ScanText } from '../context.js';
import type { Candidate } from '../types.js';
import { isHandleShaped, PLATFORM_HANDLE_SCORE } from './platform-handles.js';
import { isSystemAccount } from './system-accounts.js';

/** Words of gaming and social talk (folded text), looked for on the list's line before it. */
const SOCIAL_HINT_RE = /team|sklad|ekip|klan|druzyn|gildi|nick|gramy|gracz|discord|steam|twitch|insta|tiktok|(?:^|[^a-z])gg(?:[^a-z]|$)|lobby|squad|serwer|stream|kanal|youtube|turniej/;
const HINT_CHARS = 60;
/** A run of tokens joined by list separators; split by TOKEN_RE afterwards. */
const LIST_RE = /(?<![\p{L}\p{N}_.@\/-])@?[\p{L}\p{N}_][\p{L}\p{N}_.]{0,30}(?:(?:, ?(?:i |oraz )?| i | oraz | albo | lub )@?[\p{L}\p{N}_][\p{L}\p{N}_.]{0,30})+/gu;
const TOKEN_RE = /@?[\p{L}\p{N}_][\p{L}\p{N}_.]*/gu;
const SEPARATOR_WORDS: ReadonlySet<string> = new Set(['i', 'oraz', 'albo', 'lub']);
const VERSION_RE = /^v?\d/i;

export function detectHandleLists(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  if (!text.includes('_') && !out.some((c) => c.type === 'USERNAME')) return;
  const folded = scan.folded;
  const re = LIST_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const items: Array<[number, number]> = [];
    TOKEN_RE.lastIndex = 0;
    for (let t = TOKEN_RE.exec(m[0]); t; t = TOKEN_RE.exec(m[0])) {
      const token = t[0].replace(/\.+$/, '');
      if (SEPARATOR_WORDS.has(token)) continue;
      items.push([m.index + t.index, m.index + t.index + token.length]);
    }
    if (items.length < 2) continue;
    const lineStart = folded.lastIndexOf('\n', m.index) + 1;
    if (!SOCIAL_HINT_RE.test(folded.slice(Math.max(lineStart, m.index - HINT_CHARS), m.index))) continue;
    const values = items.map(([s, e]) => text.slice(s, e));
    if (!values.every((v) => isHandleShaped(v) && !VERSION_RE.test(v) && (v.match(/\p{L}/gu)?.length ?? 0) >= 2)) continue;
    const found = (s: number, e: number) => out.some((c) => c.type === 'USERNAME' && c.start <= s && e <= c.end);
    if (!items.some(([s, e], i) => values[i]!.includes('_') || found(s, e))) continue;
    items.forEach(([start, end], i) => {
      if (found(start, end) || isSystemAccount(values[i]!.replace(/^@/, '').toLowerCase())) return;
      out.push({ type: 'USERNAME', start, end, score: PLATFORM_HANDLE_SCORE, source: 'handle-list' });
    });
  }
}
