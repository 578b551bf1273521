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
/** A list's separator after a token (sticky), and one ending right before a token. */
const SEPARATOR_AT_RE = /(?:, ?(?:i |oraz )?| i | oraz | albo | lub )/y;
const SEPARATOR_BEFORE_RE = /(?:, ?(?:i |oraz )?| i | oraz | albo | lub )$/;
/** A token (sticky), and one ending the text before a separator. */
const TOKEN_AT_RE = /@?[\p{L}\p{N}_][\p{L}\p{N}_.]{0,30}/uy;
const TOKEN_BEFORE_RE = /(?<![\p{L}\p{N}_.@\/-])@?[\p{L}\p{N}_][\p{L}\p{N}_.]{0,30}$/u;
const TOKEN_UNIT_RE = /[\p{L}\p{N}_.@]/u;
const VERSION_RE = /^v?\d/i;

export function detectHandleLists(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  // Only the tokens that hold a "_" or are a handle found already anchor a list.
  const anchors: Array<[number, number]> = [];
  for (let at = text.indexOf('_'); at >= 0; at = text.indexOf('_', at + 1)) {
    let start = at, end = at + 1;
    while (start > 0 && TOKEN_UNIT_RE.test(text[start - 1]!)) start--;
    while (end < text.length && TOKEN_UNIT_RE.test(text[end]!)) end++;
    at = end; // each token is read once
    while (end > start && text[end - 1] === '.') end--;
    if (end - start <= 40 && anchors.length < MAX_ANCHORS) anchors.push([start, end]);
  }
  for (const c of out) if (c.type === 'USERNAME' && anchors.length < MAX_ANCHORS) anchors.push([c.start, c.end]);
  const done = new Set<number>();
  for (const [start, end] of anchors) {
    if (done.has(start)) continue;
    const items = listAround(text, start, end);
    for (const [s] of items) done.add(s);
    if (items.length >= 2) takeList(scan, items, out);
  }
}

/** The tokens of the list the token at [start, end) stands in, itself included, in order. */
function listAround(text: string, start: number, end: number): Array<[number, number]> {
  const items: Array<[number, number]> = [[start, end]];
  for (let at = start; items.length < MAX_ITEMS;) {
    const sep = SEPARATOR_BEFORE_RE.exec(text.slice(Math.max(0, at - 8), at));
    if (!sep) break;
    const tokenEnd = at - sep[0].length;
    const token = TOKEN_BEFORE_RE.exec(text.slice(Math.max(0, tokenEnd - 40), tokenEnd));
    if (!token || SEPARATOR_WORDS.has(token[0])) break;
    at = tokenEnd - token[0].length;
    items.unshift([at, tokenEnd]);
  }
  for (let at = end; items.length < MAX_ITEMS;) {
    SEPARATOR_AT_RE.lastIndex = at;
    if (!SEPARATOR_AT_RE.test(text)) break;
    TOKEN_AT_RE.lastIndex = SEPARATOR_AT_RE.lastIndex;
    const token = TOKEN_AT_RE.exec(text);
    if (!token) break;
    let tokenEnd = TOKEN_AT_RE.lastIndex;
    while (text[tokenEnd - 1] === '.') tokenEnd--;
    if (TOKEN_UNIT_RE.test(text[TOKEN_AT_RE.lastIndex] ?? '') || SEPARATOR_WORDS.has(text.slice(token.index, tokenEnd))) break;
    items.push([token.index, tokenEnd]);
    at = tokenEnd;
  }
  return items;
}
const MAX_ITEMS = 30;
/** Lists looked for around at most this many tokens: a text of thousands of handles is no chat message. */
const MAX_ANCHORS = 200;
const SEPARATOR_WORDS: ReadonlySet<string> = new Set(['i', 'oraz', 'albo', 'lub']);

function takeList(scan: ScanText, items: Array<[number, number]>, out: Candidate[]): void {
  const text = scan.text;
  const listStart = items[0]![0];
  const lineStart = text.lastIndexOf('\n', listStart) + 1;
  if (!SOCIAL_HINT_RE.test(scan.folded.slice(Math.max(lineStart, listStart - HINT_CHARS), listStart))) return;
  const values = items.map(([s, e]) => text.slice(s, e));
  if (!values.every((v) => isHandleShaped(v) && !VERSION_RE.test(v) && (v.match(/\p{L}/gu)?.length ?? 0) >= 2)) return;
  const found = (s: number, e: number) => out.some((c) => c.type === 'USERNAME' && c.start <= s && e <= c.end);
  items.forEach(([start, end], i) => {
    if (found(start, end) || isSystemAccount(values[i]!.replace(/^@/, '').toLowerCase())) return;
    out.push({ type: 'USERNAME', start, end, score: PLATFORM_HANDLE_SCORE, source: 'handle-list' });
  });
}
