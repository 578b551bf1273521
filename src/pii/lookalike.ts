// Look-alike characters inside numbers ("6O4 594 393", "44O51401359", "TYZ4l4005"): typed or OCR'd
// letters O/o (zero), I/l (one), S (five) and B (eight) among digits. Detection reads the numbers
// with them replaced; the replacement keeps every offset, so the span replaced in the forwarded
// text (and the value given back on restoration) is the original text, look-alikes included.
// Right after an identifier's keyword ("PESEL 85041Z07581", "NIP:526-O25-O2-74", "PESEL85041207S81"),
// where the value can only be digits, more letters are read as digits (Z → 2, G/b → 6, T → 7, q/g → 9,
// D/Q → 0, i/| → 1, A → 4, s → 5), also with the keyword glued on; the checksum of each detector then
// decides on the value read (docs/pii-detection.md §3.3).
// Text typed in one case turns a look-alike into its other case ("l" for 1 is "L" in capitals, "S" for 5
// and "B" for 8 are "s" and "b" in lower case, an ID card's series is "abc"): such letters, and a series
// glued to its digits in any case, are read only where the value read passes a checksum (readAnyCase).

import { isAsciiDigit } from './char-class.js';
import { isValidIdCard, isValidLuhn, isValidNip, isValidNrb, isValidPassport, isValidPesel, isValidRegon } from './checksums.js';

/** Per ASCII unit, whether the class `re` (of ASCII characters) holds it: read by code, not a regex test per character. */
function asciiClass(re: RegExp): Uint8Array {
  return Uint8Array.from({ length: 128 }, (_, c) => (re.test(String.fromCharCode(c)) ? 1 : 0));
}
/** Whether text[i] is in `cls` (asciiClass); false past the end. */
function isIn(cls: Uint8Array, text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c < 128 && cls[c] === 1;
}

/** Where the global regex `hint` first matches at or after `from`, or -1. */
function nextHint(text: string, from: number, hint: RegExp): number {
  hint.lastIndex = from;
  return hint.exec(text)?.index ?? -1;
}

/** A look-alike next to a digit: the only places worth a second look (most texts have none). */
const HINT_RE = /\d[OoIlSB]|[OoIlSB]\d/g;
/** Characters a run (with its letter prefix) may consist of; a region around a hint is grown over them. */
const REGION_CHAR = asciiClass(/[0-9OoIlSBA-Z -]/);
const MAX_REGION = 48;
// A run of digit groups (single spaces or hyphens between them), each group with at least one real
// digit, standing alone or after a 2–3 capital-letter prefix (an ID card's series, kept as it is).
// Not inside a word ("Mi3loch", "0x1O") and not a lone letter ("o 12", the preposition).
const CH = '[0-9OoIlSB]';
const GROUP = `${CH}*\\d${CH}*`;
const RUN_RE = new RegExp(`(?<![\\p{L}\\p{N}_])((?:[A-Z]{2,3} ?)?)(${GROUP}(?:[ -]${GROUP})*)(?![\\p{L}\\p{N}_])`, 'gu');
const LOOKALIKE_RE = /[OoIlSB]/g;
const DIGIT_OF: Record<string, string> = { O: '0', o: '0', I: '1', l: '1', S: '5', B: '8' };
const MAX_LOOKALIKES = 3;

/** Cyrillic and Greek letters drawn as digits (З 3, О 0, Ο 0), typed or pasted into a number: each one next to an
 * ASCII digit is read as that digit. Same length (each is one UTF-16 unit). */
const FOREIGN_DIGIT_LETTER_RE = /(?<=\d)[ЗзОоΟο]|[ЗзОоΟο](?=\d)/g;
const FOREIGN_DIGIT_OF: Record<string, string> = { З: '3', з: '3', О: '0', о: '0', Ο: '0', ο: '0' };
function readForeignDigitLetters(text: string): string {
  if (!FOREIGN_HINT_RE.test(text)) return text;
  return text.replace(FOREIGN_DIGIT_LETTER_RE, (c) => FOREIGN_DIGIT_OF[c]!);
}
const FOREIGN_HINT_RE = /[ЗзОоΟο]/;

/**
 * The text with look-alikes read as digits in runs that are mostly digits (at least twice as many
 * digits as look-alikes, at most three look-alikes). Same length as the input.
 */
export function normalizeLookalikes(text: string): string {
  text = readAnyCase(readForeignDigitLetters(text));
  let hint = nextHint(text, 0, HINT_RE);
  if (hint < 0) return text;
  // Only the region around each hint is rewritten; the rest of the text is copied as it is.
  let result = '';
  let copied = 0;
  while (hint >= 0) {
    let a = hint;
    let b = hint + 2;
    while (a > 0 && hint - a < MAX_REGION && isIn(REGION_CHAR, text, a - 1)) a--;
    while (b < text.length && b - hint < MAX_REGION && isIn(REGION_CHAR, text, b)) b++;
    // One neighbour on each side, so the run's lookbehind and lookahead see the real text. A region
    // cut short (a very long token) is left as it is rather than read with a false boundary.
    const from = Math.max(copied, a - 1);
    const to = Math.min(text.length, b + 1);
    const cut = (a > 0 && isIn(REGION_CHAR, text, a - 1)) || (b < text.length && isIn(REGION_CHAR, text, b));
    const region = text.slice(from, to);
    result += text.slice(copied, from) + (cut ? region : normalizeRegion(region));
    copied = to;
    hint = nextHint(text, Math.max(to, hint + 1), HINT_RE);
  }
  return result + text.slice(copied);
}

function normalizeRegion(region: string): string {
  RUN_RE.lastIndex = 0;
  return region.replace(RUN_RE, (whole, prefix: string, run: string) => {
    let digits = 0;
    for (let i = 0; i < run.length; i++) { const c = run.charCodeAt(i); if (c >= 48 && c <= 57) digits++; }
    const lookalikes = run.length - digits - countSeparators(run);
    if (lookalikes === 0 || lookalikes > MAX_LOOKALIKES || digits < 2 * lookalikes) return whole;
    return prefix + run.replace(LOOKALIKE_RE, (c) => DIGIT_OF[c]);
  });
}

function countSeparators(run: string): number {
  let n = 0;
  for (let i = 0; i < run.length; i++) { const c = run[i]; if (c === ' ' || c === '-') n++; }
  return n;
}

/** A keyword right before a value (the slice before the value's start): after it the value is digits only. */
const KEYWORD_BEFORE_RE = /(?<![\p{L}\p{N}])(?:pesel|nip|regon|krs|iban|nrb|nr konta|konto|rachunek|rachunku|tel\.?|telefon|kom\.?|komórka|komorka)(?:[ \t]*(?:nr|numer)\.?)?(?:[ \t]*[:=#-]?[ \t]*|_)(?:PL ?)?$/iu;
/** An ID card's or a passport's keyword and its series ("dowodu: KTR3009Z2"): the value after it must open with a digit
 * (a series may end in a look-alike letter: "NRI978390" is read as it is). */
const DOCUMENT_BEFORE_RE = /(?<![\p{L}\p{N}])(?:dowod\p{L}*|dowód|osobist\p{L}*|card number|paszport\p{L}*|passport(?: no\.?)?)[ \t]*[:=#-]?[ \t]*[A-Za-z]{2,3} ?$/iu;
/** A look-alike next to a digit: where a value with one may be (most texts have none near a keyword). */
const KEYWORD_HINT_RE = /\d[OoDdQIiLl|!ZzAaSsGbTtBgq]|[OoDdQIiLl|!ZzAaSsGbTtBgq]\d/g;
const GROUP_CHAR = asciiClass(/[0-9OoDdQIiLl|!ZzAaSsGbTtBgq]/);
const KEYWORD_LOOKALIKE_RE = /[OoDdQIiLl|!ZzAaSsGbTtBgq]/g;
/**
 * Look-alikes read after a keyword, in either case (a text typed in capitals or lower case has them in the
 * other one). Not E (3), which is rarely mistyped for one and often a word's letter. A letter whose two cases
 * stand for different digits (b/B, g/G, q/Q) is read both ways, the checksum choosing (the first as written).
 */
const KEYWORD_DIGITS_OF: Record<string, string> = {
  O: '0', o: '0', D: '0', d: '0', Q: '09', I: '1', i: '1', L: '1', l: '1', '|': '1', '!': '1', Z: '2', z: '2',
  A: '4', a: '4', S: '5', s: '5', G: '69', b: '68', T: '7', t: '7', B: '86', g: '96', q: '9',
};
const MAX_KEYWORD_LOOKALIKES = 3;
const MAX_VALUE = 42;
const WORD_CHAR_RE = /[\p{L}\p{N}_]/u;

/**
 * The text with look-alikes read as digits in a value right after an identifier keyword (see above): groups
 * of digits and look-alikes (an IBAN's "PL" kept) separated by single spaces or hyphens, standing alone, with
 * at least six units of which five digits, twice as many digits as look-alikes and at most three of them. Same length as the
 * input. Only the values around a look-alike next to a digit are looked at.
 */
export function normalizeAfterKeywords(text: string): string {
  let hint = nextHint(text, 0, KEYWORD_HINT_RE);
  if (hint < 0) return text;
  const edits: Array<[number, string]> = [];
  let done = 0; // the values before this end were looked at
  for (let from = 0; hint >= 0; hint = nextHint(text, from, KEYWORD_HINT_RE)) {
    from = hint + 2;
    if (hint < done) continue;
    // The value's start: back over groups of digits and look-alikes and single separators.
    let start = hint;
    while (start > 0 && hint - start < MAX_VALUE && (isIn(GROUP_CHAR, text, start - 1) ||
      ((text[start - 1] === ' ' || text[start - 1] === '-') && start > 1 && isIn(GROUP_CHAR, text, start - 2)))) start--;
    // A value glued to its keyword ("PESEL85041207S82", "PESEL8504L207506") or after "PL" ("PLS9001376l3")
    // starts after the letters that are the keyword's: each start from the first letter to the first digit is tried.
    let firstDigit = start;
    while (firstDigit < text.length && !isAsciiDigit(text.charCodeAt(firstDigit))) firstDigit++;
    let end = hint + 2;
    while (end < text.length && end - start < MAX_VALUE && (isIn(GROUP_CHAR, text, end) ||
      ((text[end] === ' ' || text[end] === '-') && isIn(GROUP_CHAR, text, end + 1)))) end++;
    done = end;
    from = end;
    let value: [number, number] | undefined;
    for (let from = start; from <= firstDigit && !value; from++) {
      value = readValue(text, from, end);
      if (value) {
        const before = text.slice(Math.max(0, value[0] - 24), value[0]);
        if (!KEYWORD_BEFORE_RE.test(before) && !(isAsciiDigit(text.charCodeAt(value[0])) && DOCUMENT_BEFORE_RE.test(before))) value = undefined;
      }
    }
    if (!value) continue;
    const raw = text.slice(value[0], value[1]);
    const read = readChecked(raw, KEYWORD_DIGITS_OF, KEYWORD_LOOKALIKE_RE, '', true) ?? firstReading(raw, KEYWORD_DIGITS_OF, KEYWORD_LOOKALIKE_RE);
    edits.push([value[0], read]);
  }
  return applyEdits(text, edits);
}

/** The text with each edit's same-length reading put in at its start (edits in order, not overlapping). */
function applyEdits(text: string, edits: ReadonlyArray<[number, string]>): string {
  if (edits.length === 0) return text;
  let out = '';
  let copied = 0;
  for (const [at, read] of edits) {
    out += text.slice(copied, at) + read;
    copied = at + read.length;
  }
  return out + text.slice(copied);
}

/** The start of the group (no space in it) that ends at `end`, not before `start`. */
function groupStart(text: string, start: number, end: number): number {
  let i = end;
  while (i > start && text[i - 1] !== ' ') i--;
  return i;
}

/** Whether text[from, to) has an ASCII digit. */
function hasDigitIn(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (isAsciiDigit(text.charCodeAt(i))) return true;
  return false;
}

/** The groups of text[start, end) that make a value (see above), trimmed to whole groups, or undefined. */
function readValue(text: string, start: number, end: number): [number, number] | undefined {
  // Trailing groups that are a word's letters ("… 527 lub"): the value ends at the last group with a digit.
  // (The group's start is looked for within the value only: a long text without a space stays linear.)
  while (end > start && !hasDigitIn(text, groupStart(text, start, end), end)) end = Math.max(start, groupStart(text, start, end) - 1);
  if (end <= start || WORD_CHAR_RE.test(text[end] ?? '')) return undefined;
  let digits = 0, lookalikes = 0, groupDigit = false;
  for (let i = start; i < end; i++) {
    const c = text[i]!;
    if (c >= '0' && c <= '9') { digits++; groupDigit = true; }
    else if (c !== ' ' && c !== '-') lookalikes++;
    // A group without a digit is a word ("… 123 a 456"), not part of a value.
    else if (!groupDigit) return undefined;
    else groupDigit = false;
  }
  if (!groupDigit) return undefined;
  // Six units at least (an ID card's digits: "KTR3009Z2"), of which five digits; twice as many digits as look-alikes.
  if (lookalikes === 0 || lookalikes > MAX_KEYWORD_LOOKALIKES || digits < 5 || digits + lookalikes < 6 || digits < 2 * lookalikes) return undefined;
  return [start, end];
}

// ---- look-alikes in any case, read where a checksum passes ----------------------------------------

/** A look-alike in any case next to a digit (a cheap test before the values around it are read). */
const ANY_HINT_RE = /\d[OoIiLlSsBb|]|[OoIiLlSsBb|]\d/g;
/** Look-alikes read in any case. "b" is 6 as drawn and 8 as a lowercased "B": both are tried. */
const ANY_DIGITS_OF: Record<string, string> = { O: '0', o: '0', I: '1', i: '1', L: '1', l: '1', '|': '1', S: '5', s: '5', B: '8', b: '86' };
const ANY_LOOKALIKE_RE = /[OoIiLlSsBb|]/g;
const VALUE_CHAR = asciiClass(/[0-9A-Za-z|]/);
const LETTER_RE = /[A-Za-z]/;

/**
 * The text with look-alikes of any case read as digits in a value that then passes a checksum: eleven
 * digits a PESEL, ten a NIP, fourteen a REGON, 13–19 a card number (Luhn), 26 an account (NRB, also after
 * "PL"), two letters and seven digits a passport, three letters and six an ID card (the series in any case,
 * also glued to the digits: "tyz4l4005"). The value: groups of digits and look-alikes separated by single
 * spaces or hyphens, each with a digit, standing alone, after an optional 2–3 letter series; at most three
 * look-alikes, twice as many digits. Nothing else is changed, so a word, a code or a phone is read as before.
 */
export function readAnyCase(text: string): string {
  let hint = nextHint(text, 0, ANY_HINT_RE);
  if (hint < 0) return text;
  const edits: Array<[number, string]> = [];
  for (let end = 0; hint >= 0; hint = nextHint(text, end, ANY_HINT_RE)) {
    // The groups around the hint: back and forward over value characters and single separators.
    let start = hint;
    while (start > 0 && hint - start < MAX_VALUE && (isIn(VALUE_CHAR, text, start - 1) ||
      ((text[start - 1] === ' ' || text[start - 1] === '-') && start > 1 && isIn(VALUE_CHAR, text, start - 2)))) start--;
    end = hint + 2;
    while (end < text.length && end - start < MAX_VALUE && (isIn(VALUE_CHAR, text, end) ||
      ((text[end] === ' ' || text[end] === '-') && isIn(VALUE_CHAR, text, end + 1)))) end++;
    const found = readValueAnyCase(text, start, end, hint);
    if (found && found[0] >= (edits.length ? edits[edits.length - 1]![0] + edits[edits.length - 1]![1].length : 0)) edits.push([found[0], found[2]]);
  }
  return applyEdits(text, edits);
}

/**
 * In text[start, end) (groups around the hint at `at`), the value holding the hint whose reading passes a
 * checksum: [start, end, reading], the reading the same length as the value.
 */
function readValueAnyCase(text: string, start: number, end: number, at: number): [number, number, string] | undefined {
  // Group boundaries: the value is the groups with a digit around the hint, with an optional series group before.
  const groups: Array<[number, number]> = [];
  for (let i = start; i < end;) {
    let j = i;
    while (j < end && text[j] !== ' ' && text[j] !== '-') j++;
    groups.push([i, j]);
    i = j + 1;
  }
  let hintGroup = 0;
  while (hintGroup < groups.length && !(at >= groups[hintGroup]![0] && at < groups[hintGroup]![1])) hintGroup++;
  if (hintGroup === groups.length) return undefined;
  let first = hintGroup, last = hintGroup;
  while (first > 0 && hasDigitIn(text, groups[first - 1]![0], groups[first - 1]![1])) first--;
  while (last < groups.length - 1 && hasDigitIn(text, groups[last + 1]![0], groups[last + 1]![1])) last++;
  const b = groups[last]![1];
  // Standing alone: not inside a word the groups were cut from ("zł85O4…", "…12sł").
  if (WORD_CHAR_RE.test(text[groups[first]![0] - 1] ?? '') || WORD_CHAR_RE.test(text[b] ?? '')) return undefined;
  const starts = [groups[first]![0]];
  // A separate series ("abc 12345o", "AB 123456l") before the digits.
  const before = groups[first - 1];
  if (before && text[before[1]] === ' ' && /^[A-Za-z]{2,3}$/.test(text.slice(before[0], before[1]))
    && !WORD_CHAR_RE.test(text[before[0] - 1] ?? '')) starts.push(before[0]);
  for (const a of starts) {
    const value = text.slice(a, b);
    // The series, glued ("tyz4l4005") or not: 3, 2 or 0 leading letters ("kbl158800" is a series and six digits).
    let letters = 0;
    while (letters < value.length && LETTER_RE.test(value[letters]!)) letters++;
    for (const series of [3, 2, 0]) {
      if (series > letters) continue;
      const rest = value.slice(series).replace(/^ /, '');
      const prefix = value.slice(0, value.length - rest.length);
      if (!/\d/.test(rest) || /[^0-9 \-OoIiLlSsBb|]/.test(rest)) continue;
      let digits = 0, lookalikes = 0;
      for (const c of rest) { if (c >= '0' && c <= '9') digits++; else if (c !== ' ' && c !== '-') lookalikes++; }
      // Already an identifier as typed: nothing to read.
      if (lookalikes === 0 && passesChecksum(prefix.trim().toUpperCase(), rest.replace(/[ -]/g, ''))) return undefined;
      if (lookalikes === 0 || lookalikes > MAX_KEYWORD_LOOKALIKES || digits < 2 * lookalikes) continue;
      const read = readChecked(rest, ANY_DIGITS_OF, ANY_LOOKALIKE_RE, prefix.trim().toUpperCase());
      if (read) return [a, b, prefix + read];
    }
  }
  return undefined;
}

/** Every reading of `value` (look-alikes read by `table`, up to eight when letters have two readings). */
function readings(value: string, table: Record<string, string>, re: RegExp): string[] {
  let out = [''];
  let last = 0;
  for (const m of value.matchAll(re)) {
    const lit = value.slice(last, m.index);
    out = out.flatMap((r) => [...table[m[0]]!].map((d) => r + lit + d));
    last = m.index + 1;
    if (out.length > 8) break;
  }
  return out.map((r) => r + value.slice(last));
}

function firstReading(value: string, table: Record<string, string>, re: RegExp): string {
  return value.replace(re, (c) => table[c]![0]!);
}

/**
 * The first reading of `value` whose digits (with the series before them, if any) pass the checksum of
 * the identifier of that many digits, or undefined. Nine digits (a REGON, or a phone without a checksum) only
 * after a keyword (`regon9`).
 */
function readChecked(value: string, table: Record<string, string>, re: RegExp, series = '', regon9 = false): string | undefined {
  for (const r of readings(value, table, re)) {
    if (/[^0-9 -]/.test(r)) continue;
    const d = r.replace(/[ -]/g, '');
    if (passesChecksum(series, d) || (regon9 && d.length === 9 && isValidRegon(d))) return r;
  }
  return undefined;
}

function passesChecksum(series: string, d: string): boolean {
  if (series.length === 3) return d.length === 6 && isValidIdCard(series + d);
  if (series.length === 2) return (d.length === 7 && isValidPassport(series + d)) || (series === 'PL' && d.length === 26 && isValidNrb(d));
  if (series) return false;
  switch (d.length) {
    case 10: return isValidNip(d);
    case 11: return isValidPesel(d);
    case 14: return isValidRegon(d);
    case 26: return isValidNrb(d);
    default: return d.length >= 13 && d.length <= 19 && d[0]! >= '2' && d[0]! <= '6' && isValidLuhn(d);
  }
}
