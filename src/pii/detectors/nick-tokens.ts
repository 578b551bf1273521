// USERNAME: a nickname that shows itself by its shape wherever it stands in prose ("pisz na priv do Kotek_88",
// "zabił mnie szybki_bill", "napisał mi bartek2007"): a name or a Polish word joined by "_" to a word, letters or
// digits ("Dziku_PL", "kot_w_butach"), or a first name or a listed surname followed by two to four digits
// ("bartek2007", "sowa99"). Code is read
// elsewhere: a line that reads as code (code-spans.ts) is skipped, and so is a token that is the whole text (a tool's
// or function's name is scanned on its own: "web_search"), a token followed by "(" or by a dot and letters
// (a call, a file: "raport_2024.pdf") is none, and a word of "_" joined parts must start with a first name, a
// listed surname or a Polish word that is no role or heading and hold no part of code's names, so "user_id",
// "created_at", "max_tokens", "programista_senior", "Etap_1" stay. Also: a word glued in CamelCase with a first
// name or a listed surname among its parts ("ProstyJanusz"; "PowerPoint" stays), an initial and a surname joined by
// a dot or "_" ("j.kaminska", "m_kozak"; "j.polski" stays), a made-up word with a handle's tail or a year of birth
// ("kotlet_official", "prostyjanusz_1977"), any "_" word in brackets right after a name ("Lisem (szymo_lolek)").
import { LETTER, LOWER, unitClass, UPPER } from '../char-class.js';
import { isCodeLine } from '../code-spans.js';
import type { ScanText } from '../context.js';
import { isDictionaryWord } from '../dictionary-words.js';
import { isHeadingWord, isRoleWord } from '../label-words.js';
import { isFirstNameAnyCase } from '../names/dictionary.js';
import { isKnownSurname, looksLikeSurname } from '../names/surnames.js';
import type { Candidate } from '../types.js';
import { isSystemAccount } from './system-accounts.js';

export const NICK_TOKEN_SCORE = 0.5;

/** At a "_" (the token around it is read back and forth) or at a run of digits after letters. */
const SNAKE_RE = /^(\p{L}{3,15})_([\p{L}\p{N}]{1,15})(?:_[\p{L}\p{N}]{1,15}){0,3}$/u;
const NAME_DIGITS_RE = /^(\p{L}{3,15})(\d{2,4})$/u;
const TOKEN_UNIT_RE = /[\p{L}\p{N}_]/u;
/** What may stand right before a nickname: a space, a bracket, a quote, a line's start. */
const BEFORE_OK = new Set([' ', '\t', '\n', '(', '"', '„', '\'', '*', '[']);

/** A letter (NaN past the text's ends is none). */
const isLetterUnit = (c: number): boolean => (unitClass(c) & LETTER) !== 0;

export function detectNickTokens(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  if (!text.includes('_') && scan.digits.count === 0 && !text.includes('.') && !hasInnerCapital(text)) return;
  // Handles and e-mails found already, in order: a token inside one is theirs.
  const taken = out.filter((c) => c.type === 'USERNAME' || c.type === 'EMAIL_ADDRESS').map((c) => [c.start, c.end] as const).sort((x, y) => x[0] - y[0]);
  const isTaken = (start: number, end: number): boolean => {
    let lo = 0, hi = taken.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (taken[mid]![0] < end) lo = mid + 1; else hi = mid; }
    for (let i = lo - 1; i >= 0 && i >= lo - 4; i--) if (taken[i]![1] > start) return true; // spans before `end`, the last few
    return false;
  };
  const codeLines = new Map<number, boolean>();
  // Line starts, found once (a search back from each token is quadratic on a long line).
  let breaks: number[] | undefined;
  const lineStartOf = (pos: number): number => {
    if (!breaks) { breaks = []; for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) breaks.push(i); }
    let lo = 0, hi = breaks.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (breaks[mid]! < pos) lo = mid + 1; else hi = mid; }
    return lo === 0 ? 0 : breaks[lo - 1]! + 1;
  };
  const found: Candidate[] = [];
  const tryToken = (start: number, end: number, reads: (token: string) => boolean = isNick): void => {
    // A token that is the whole text is an identifier (a tool's or a function's name, scanned on its own), no prose.
    if (end - start > 40 || (start === 0 && end === text.length)) return;
    if (start > 0 && !BEFORE_OK.has(text[start - 1]!)) return;
    const after = text[end];
    if (after === '(' || after === '@' || (after === '.' && /\p{L}/u.test(text[end + 1] ?? ''))) return;
    if (!reads(text.slice(start, end)) || isTaken(start, end)) return;
    const lineStart = lineStartOf(start);
    let code = codeLines.get(lineStart);
    if (code === undefined) {
      let lineEnd = text.indexOf('\n', end);
      if (lineEnd < 0) lineEnd = text.length;
      codeLines.set(lineStart, (code = isCodeLine(text.slice(lineStart, lineEnd))));
    }
    if (!code) found.push({ type: 'USERNAME', start, end, score: NICK_TOKEN_SCORE, source: 'nick-token' });
  };
  // Each token is read once: the search goes on past its end.
  for (let at = text.indexOf('_'); at >= 0; at = text.indexOf('_', at + 1)) {
    let start = at, end = at + 1;
    while (start > 0 && TOKEN_UNIT_RE.test(text[start - 1]!)) start--;
    while (end < text.length && TOKEN_UNIT_RE.test(text[end]!)) end++;
    // In brackets right after a capitalised word ("z Szymonem Lisem (szymo_lolek)"), any such word is its handle.
    tryToken(start, end, text[start - 1] === '(' && text[end] === ')' && BRACKETED_AFTER_NAME_RE.test(text.slice(Math.max(0, start - 24), start)) ? isBracketedNick : isNick);
    at = end;
  }
  // Names with digits: each run of two to four digits right after a letter.
  const runs = scan.digits.runs;
  for (let r = 0; r < runs.length; r += 2) {
    const digitsStart = runs[r]!, end = runs[r + 1] ?? text.length;
    if (end - digitsStart < 2 || end - digitsStart > 4 || !isLetterUnit(text.charCodeAt(digitsStart - 1))) continue;
    let start = digitsStart;
    while (start > 0 && digitsStart - start < 16 && isLetterUnit(text.charCodeAt(start - 1))) start--;
    if (text.charCodeAt(start - 1) === 95 || text.charCodeAt(end) === 95) continue; // the "_" pass had it
    if (!TOKEN_UNIT_RE.test(text[end] ?? ' ')) tryToken(start, end);
  }
  // Words glued in CamelCase with a name among them: "ProstyJanusz", "KasiaOgrodniczka", "AntekSuperNinja".
  if (hasInnerCapital(text)) {
    const re = CAMEL_RE;
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) tryToken(m.index, m.index + m[0].length, isCamelNick);
    // A gamer's frame of x's around a word: "xXBaranXx", "XxKotXx".
    const framed = FRAMED_NICK_RE;
    framed.lastIndex = 0;
    for (let m = framed.exec(text); m; m = framed.exec(text)) tryToken(m.index, m.index + m[0].length, () => true);
    // A capitalised word with a country's tag glued on, as gamers sign: "SzczupakPL", "KowalPL".
    const tagged = TAGGED_WORD_RE;
    tagged.lastIndex = 0;
    for (let m = tagged.exec(text); m; m = tagged.exec(text)) tryToken(m.index, m.index + m[0].length, () => true);
  }
  // A login of an initial, a dot and a surname: "j.kaminska", "a.wrobel".
  for (let at = text.indexOf('.'); at >= 0; at = text.indexOf('.', at + 1)) {
    if (!isLowerAscii(text.charCodeAt(at - 1)) || !isLowerAscii(text.charCodeAt(at + 1)) || isLetterUnit(text.charCodeAt(at - 2))) continue;
    let end = at + 1;
    while (end < text.length && isLetterUnit(text.charCodeAt(end))) end++;
    if (end - at > 3 && !TOKEN_UNIT_RE.test(text[end] ?? ' ') && text[end] !== '@' && !(text[end] === '.' && isLetterUnit(text.charCodeAt(end + 1)))) {
      tryToken(at - 1, end, isInitialLogin);
    }
    at = end - 1;
  }
  for (const c of found) out.push(c);
}

/** Parts of code identifiers ("user_id", "max_tokens", "created_at") and of job titles: a "_" token with one is no nickname. */
const CODE_PARTS: ReadonlySet<string> = new Set([
  'user', 'users', 'max', 'min', 'created', 'updated', 'deleted', 'is', 'has', 'get', 'set', 'api', 'db', 'id', 'ids', 'at',
  'by', 'to', 'from', 'num', 'count', 'total', 'tmp', 'temp', 'file', 'path', 'dir', 'name', 'key', 'value', 'type',
  'status', 'code', 'data', 'item', 'list', 'map', 'email', 'mail', 'addr', 'url', 'host', 'port', 'token', 'tokens',
  'secret', 'config', 'test', 'main', 'init', 'log', 'err', 'error', 'msg', 'text', 'date', 'time', 'ts', 'new', 'old',
  'first', 'last', 'start', 'end', 'size', 'len', 'index', 'row', 'col', 'table', 'field', 'env', 'var', 'tag', 'form',
  // and of job titles written as one token ("programista_senior")
  'senior', 'junior', 'mid', 'lead', 'dev', 'admin', 'intern', 'stazysta',
]);

/** Two or more capitalised parts of three letters or more glued, digits allowed after them. The lookahead comes
 * first: the lookbehind's classes, tried at every position, would cost more than the rest. */
const CAMEL_RE = /(?=\p{Lu})(?<![\p{L}\p{N}_.@#\/-])(?:\p{Lu}\p{Ll}{2,}){2,4}\d{0,4}(?![\p{L}\p{N}_@\/-])/gu;
/** Whether a lower-case letter is followed by a capital somewhere (read by the units' classes: a `\p{Ll}\p{Lu}` regex
 * costs ten times more on a prompt). */
function hasInnerCapital(text: string): boolean {
  let lower = false;
  for (let i = 0; i < text.length; i++) {
    const k = unitClass(text.charCodeAt(i));
    if (k & UPPER) { if (lower) return true; } else lower = (k & LOWER) !== 0;
  }
  return false;
}
const CAMEL_PART_RE = /\p{Lu}\p{Ll}+/gu;
const CAMEL_YEAR_RE = /\p{Ll}\d{2}$/u;
/** Two or three capitalised words glued: "LukiWarrior". */
const CAMEL_HEAD_RE = /^(?:\p{Lu}\p{Ll}{2,}){2,3}$/u;
/** Words of devices' and programs' model names ("GalaxyNote20", "RedmiNote13"), which end in two digits too. */
const DEVICE_WORDS: ReadonlySet<string> = new Set([
  'galaxy', 'note', 'redmi', 'pro', 'max', 'plus', 'ultra', 'mini', 'lite', 'air', 'book', 'pad', 'phone', 'watch',
  'station', 'power', 'point', 'office', 'windows', 'play', 'surface', 'pixel', 'edge', 'turbo', 'smart', 'band',
]);
const isLowerAscii = (c: number): boolean => c >= 97 && c <= 122;

/** A word framed by x's: "xXBaranXx". */
const FRAMED_NICK_RE = /(?<![\p{L}\p{N}_])[xX][xX]?\p{Lu}\p{Ll}{2,}[\p{L}\d]*[xX][xX]?(?![\p{L}\p{N}_])/gu;
/** A capitalised word of four letters or more and "PL" glued to it, alone. */
const TAGGED_WORD_RE = /(?=\p{Lu})(?<![\p{L}\p{N}_.@#\/-])\p{Lu}\p{Ll}{3,}PL(?![\p{L}\p{N}_@\/-])/gu;

/** A CamelCase word one of whose parts is a first name or a listed surname of four letters or more ("PowerPoint",
 * "YouTube" have none; "McDonald" has a part of two letters, which CAMEL_RE does not read), or one with a Polish
 * word among its parts and a two-digit number after them, as a year of birth ("BabciaGamerka95"; "PlayStation5" has
 * one digit, "GalaxyNote20" no Polish word). */
function isCamelNick(token: string): boolean {
  const year = CAMEL_YEAR_RE.test(token);
  for (const part of token.match(CAMEL_PART_RE) ?? []) {
    if (part.length >= 4 && (isFirstNameAnyCase(part) || isKnownSurname(part))) return true;
    if (year && !DEVICE_WORDS.has(part.toLowerCase()) && isDictionaryWord(part.toLowerCase())) return true;
  }
  return false;
}

/** "j.kaminska": an initial and a surname, listed or shaped as one, that is no word ("j.polski" is a school subject). */
function isInitialLogin(token: string): boolean {
  const surname = token.slice(2);
  return looksLikeSurname(surname) && !isDictionaryWord(surname);
}

const BRACKETED_AFTER_NAME_RE = /\p{Lu}\p{Ll}+ \($/u;
/** A "_" token in brackets after a name: two or three parts of letters (and digits after them), none a code's part. */
function isBracketedNick(token: string): boolean {
  if (!/^\p{L}{3,15}(?:_\p{L}[\p{L}\d]{1,14}){1,2}$/u.test(token)) return isNick(token);
  return !token.toLowerCase().split('_').some((p) => CODE_PARTS.has(p));
}
const INITIAL_SNAKE_RE = /^\p{L}_(\p{L}{3,20})$/u;
const BIRTH_YEAR_RE = /^(?:19[4-9]\d|20[01]\d)$/;
/** Tails a handle's owner adds to a word of their own: no code identifier ends so. */
const HANDLE_TAILS: ReadonlySet<string> = new Set(['official', 'oficjalnie', 'gaming', 'gamer', 'ttv', 'yt', 'tv', 'xd', 'vlog', 'vlogi']);

/** Whether a token reads as a nickname by its shape and its first part: after "_", a name or a Polish word that no
 * part of code is; before digits, a first name or a listed surname ("bartek2007", "sowa99"; not "pokoj12"). */
function isNick(token: string): boolean {
  // An initial and a surname ("m_sroka", "J_KOWALSKI"): "_" makes even a surname that is a word an account's name.
  const initialled = INITIAL_SNAKE_RE.exec(token);
  if (initialled) return isKnownSurname(initialled[1]!) || (looksLikeSurname(initialled[1]!) && !isDictionaryWord(initialled[1]!.toLowerCase()));
  const snake = SNAKE_RE.exec(token);
  if (snake) {
    const head = snake[1]!;
    const parts = token.toLowerCase().split('_');
    if (parts.some((p) => CODE_PARTS.has(p))) return false;
    // In capitals only a listed surname or first name ("KOWALCZYK_M", an account's name): "PL_2024", "API_V2" are codes.
    if (head === head.toUpperCase()) return head.length >= 4 && (isKnownSurname(head) || isFirstNameAnyCase(head));
    if (/^\d$/.test(parts.at(-1)!) || isRoleWord(head) || isHeadingWord(head)) return false; // "Etap_1", "programista_senior"
    // A handle's usual tail after a made-up word ("babelgamer_official", "kotlet_gaming"), or a year of birth
    // ("prostyjanusz_1977").
    if (parts.length === 2 && (HANDLE_TAILS.has(parts[1]!) || BIRTH_YEAR_RE.test(parts[1]!)) && parts[0]!.length >= 4 && /[aeiouy]/.test(parts[0]!)) return true;
    if (isFirstNameAnyCase(head) || isKnownSurname(head)) return true;
    // Words glued in CamelCase before a number ("LukiWarrior_97", "DarkKnight_2003"): a gamer's tag, no code's name.
    if (parts.length === 2 && /^\d{2,4}$/.test(parts[1]!) && CAMEL_HEAD_RE.test(head)) return true;
    // A word before a recent year names a document or a sheet ("zestawienie_2023", "umowa_2024"), not its author.
    return isDictionaryWord(head.toLowerCase()) && !(parts.length === 2 && /^20[2-9]\d$/.test(parts[1]!));
  }
  const m = NAME_DIGITS_RE.exec(token);
  if (!m || isSystemAccount(token.toLowerCase())) return false;
  const head = m[1]!;
  if (head === head.toUpperCase() && head.length > 1) return false; // "ABC123": a code
  return isFirstNameAnyCase(head) || isKnownSurname(head);
}
