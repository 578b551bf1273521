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

/** Keywords after which a value is digits only, and what may stand between (nothing: "PESEL8504…"). */
const KEYWORD_RE = /(?<![\p{L}\p{N}])(?:pesel|nip|regon|krs|iban|nrb|nr konta|konto|rachunek|rachunku|tel\.?|telefon|kom\.?|komórka|komorka)(?:[ \t]*(?:nr|numer)\.?)?(?:[ \t]*[:=#-]?[ \t]*|_)/giu;
const KEYWORD_HINT_RE = /pesel|nip|regon|krs|iban|nrb|kont|rachun|tel|kom/i;
/** One group of a value: digits and look-alikes. */
const GROUP_RE = /[0-9OoDQIli|!ZzASsGbTBgq]+/y;
const GROUP_CHAR_RE = /[0-9OoDQIli|!ZzASsGbTBgq]/;
/** Look-alikes read after a keyword. Not E (3), which is rarely mistyped for one and often a word's letter. */
const KEYWORD_DIGIT_OF: Record<string, string> = {
  O: '0', o: '0', D: '0', Q: '0', I: '1', l: '1', i: '1', '|': '1', '!': '1', Z: '2', z: '2', A: '4', S: '5', s: '5',
  G: '6', b: '6', T: '7', B: '8', g: '9', q: '9',
};
const MAX_KEYWORD_LOOKALIKES = 3;
const MAX_VALUE = 42;

/**
 * The text with look-alikes read as digits in a value right after an identifier keyword (see above): groups
 * of digits and look-alikes (an IBAN's "PL" kept) separated by single spaces or hyphens, standing alone, with
 * at least six digits, twice as many digits as look-alikes and at most three of them. Same length as the input.
 */
export function normalizeAfterKeywords(text: string): string {
  if (!KEYWORD_HINT_RE.test(text)) return text;
  let out: string | undefined;
  KEYWORD_RE.lastIndex = 0;
  for (let m = KEYWORD_RE.exec(text); m; m = KEYWORD_RE.exec(text)) {
    let at = m.index + m[0].length;
    if (text.startsWith('PL', at)) at += text[at + 2] === ' ' ? 3 : 2;
    const start = at;
    let end = at, digits = 0, lookalikes = 0;
    while (end - start < MAX_VALUE) {
      GROUP_RE.lastIndex = at;
      const g = GROUP_RE.exec(text);
      if (!g || WORD_AFTER_RE.test(text[at + g[0].length] ?? '')) break; // a word's letters follow: not a value group
      for (const c of g[0]) if (c >= '0' && c <= '9') digits++; else lookalikes++;
      end = at + g[0].length;
      const sep = text[end];
      if ((sep !== ' ' && sep !== '-') || !GROUP_CHAR_RE.test(text[end + 1] ?? '')) break;
      at = end + 1;
    }
    if (lookalikes === 0 || lookalikes > MAX_KEYWORD_LOOKALIKES || digits < 6 || digits < 2 * lookalikes) continue;
    if (WORD_AFTER_RE.test(text[end] ?? '') || (start > 0 && WORD_AFTER_RE.test(text[start - 1]!) && text[start - 1] !== '_' && !/[A-Za-z]/.test(text[start - 1]!))) continue;
    const read = text.slice(start, end).replace(/[OoDQIli|!ZzASsGbTBgq]/g, (c) => KEYWORD_DIGIT_OF[c]!);
    out = (out ?? text).slice(0, start) + read + (out ?? text).slice(end);
  }
  return out ?? text;
}
const WORD_AFTER_RE = /[\p{L}\p{N}_]/u;
