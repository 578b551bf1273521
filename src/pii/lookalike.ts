// Look-alike characters inside numbers ("6O4 594 393", "44O51401359", "TYZ4l4005"): typed or OCR'd
// letters O/o (zero), I/l (one), S (five) and B (eight) among digits. Detection reads the numbers
// with them replaced; the replacement keeps every offset, so the span replaced in the forwarded
// text (and the value given back on restoration) is the original text, look-alikes included.
// Right after an identifier's keyword ("PESEL 85041Z07581", "NIP:526-O25-O2-74", "PESEL85041207S81"),
// where the value can only be digits, more letters are read as digits (Z → 2, G/b → 6, T → 7, q/g → 9,
// D/Q → 0, i/| → 1, A → 4, s → 5), also with the keyword glued on; the checksum of each detector then
// decides on the value read (docs/pii-detection.md §3.3).

/** A look-alike next to a digit: the only places worth a second look (most texts have none). */
const HINT_RE = /\d[OoIlSB]|[OoIlSB]\d/g;
/** Characters a run (with its letter prefix) may consist of; a region around a hint is grown over them. */
const REGION_CHAR = /[0-9OoIlSBA-Z -]/;
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

/**
 * The text with look-alikes read as digits in runs that are mostly digits (at least twice as many
 * digits as look-alikes, at most three look-alikes). Same length as the input.
 */
export function normalizeLookalikes(text: string): string {
  HINT_RE.lastIndex = 0;
  let hint = HINT_RE.exec(text);
  if (!hint) return text;
  // Only the region around each hint is rewritten; the rest of the text is copied as it is.
  let result = '';
  let copied = 0;
  while (hint) {
    let a = hint.index;
    let b = hint.index + 2;
    while (a > 0 && hint.index - a < MAX_REGION && REGION_CHAR.test(text[a - 1])) a--;
    while (b < text.length && b - hint.index < MAX_REGION && REGION_CHAR.test(text[b])) b++;
    // One neighbour on each side, so the run's lookbehind and lookahead see the real text. A region
    // cut short (a very long token) is left as it is rather than read with a false boundary.
    const from = Math.max(copied, a - 1);
    const to = Math.min(text.length, b + 1);
    const cut = (a > 0 && REGION_CHAR.test(text[a - 1])) || (b < text.length && REGION_CHAR.test(text[b]));
    const region = text.slice(from, to);
    result += text.slice(copied, from) + (cut ? region : normalizeRegion(region));
    copied = to;
    HINT_RE.lastIndex = Math.max(to, hint.index + 1);
    hint = HINT_RE.exec(text);
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
/** A look-alike next to a digit: where a value with one may be (most texts have none near a keyword). */
const KEYWORD_HINT_RE = /\d[OoDQIli|!ZzASsGbTBgq]|[OoDQIli|!ZzASsGbTBgq]\d/g;
const GROUP_CHAR_RE = /[0-9OoDQIli|!ZzASsGbTBgq]/;
/** Look-alikes read after a keyword. Not E (3), which is rarely mistyped for one and often a word's letter. */
const KEYWORD_DIGIT_OF: Record<string, string> = {
  O: '0', o: '0', D: '0', Q: '0', I: '1', l: '1', i: '1', '|': '1', '!': '1', Z: '2', z: '2', A: '4', S: '5', s: '5',
  G: '6', b: '6', T: '7', B: '8', g: '9', q: '9',
};
const MAX_KEYWORD_LOOKALIKES = 3;
const MAX_VALUE = 42;
const WORD_CHAR_RE = /[\p{L}\p{N}_]/u;

/**
 * The text with look-alikes read as digits in a value right after an identifier keyword (see above): groups
 * of digits and look-alikes (an IBAN's "PL" kept) separated by single spaces or hyphens, standing alone, with
 * at least six digits, twice as many digits as look-alikes and at most three of them. Same length as the
 * input. Only the values around a look-alike next to a digit are looked at.
 */
export function normalizeAfterKeywords(text: string): string {
  KEYWORD_HINT_RE.lastIndex = 0;
  let hint = KEYWORD_HINT_RE.exec(text);
  if (!hint) return text;
  let out: string | undefined;
  let done = 0; // the values before this end were looked at
  for (; hint; hint = KEYWORD_HINT_RE.exec(text)) {
    if (hint.index < done) continue;
    // The value's start: back over groups of digits and look-alikes and single separators.
    let start = hint.index;
    while (start > 0 && hint.index - start < MAX_VALUE && (GROUP_CHAR_RE.test(text[start - 1]!) ||
      ((text[start - 1] === ' ' || text[start - 1] === '-') && start > 1 && GROUP_CHAR_RE.test(text[start - 2]!)))) start--;
    // A value glued to its keyword ("PESEL85041207S82") starts at its first digit.
    while (start < hint.index && !/\d/.test(text[start]!) && /[A-Za-z]/.test(text[start - 1] ?? '')) start++;
    let end = hint.index + 2;
    while (end < text.length && end - start < MAX_VALUE && (GROUP_CHAR_RE.test(text[end]!) ||
      ((text[end] === ' ' || text[end] === '-') && GROUP_CHAR_RE.test(text[end + 1] ?? '')))) end++;
    done = end;
    KEYWORD_HINT_RE.lastIndex = end;
    const value = readValue(text, start, end);
    if (!value || !KEYWORD_BEFORE_RE.test(text.slice(Math.max(0, value[0] - 24), value[0]))) continue;
    const read = text.slice(value[0], value[1]).replace(/[OoDQIli|!ZzASsGbTBgq]/g, (c) => KEYWORD_DIGIT_OF[c]!);
    out = (out ?? text).slice(0, value[0]) + read + (out ?? text).slice(value[1]);
  }
  return out ?? text;
}

/** The groups of text[start, end) that make a value (see above), trimmed to whole groups, or undefined. */
function readValue(text: string, start: number, end: number): [number, number] | undefined {
  // Trailing groups that are a word's letters ("… 527 lub"): the value ends at the last group with a digit.
  while (end > start && !/\d/.test(text.slice(text.lastIndexOf(' ', end - 1) + 1, end))) end = Math.max(start, text.lastIndexOf(' ', end - 1));
  if (end <= start || WORD_CHAR_RE.test(text[end] ?? '')) return undefined;
  let digits = 0, lookalikes = 0;
  for (let i = start; i < end; i++) {
    const c = text[i]!;
    if (c >= '0' && c <= '9') digits++;
    else if (c !== ' ' && c !== '-') lookalikes++;
  }
  if (lookalikes === 0 || lookalikes > MAX_KEYWORD_LOOKALIKES || digits < 6 || digits < 2 * lookalikes) return undefined;
  return [start, end];
}
