// Look-alike characters inside numbers ("6O4 594 393", "44O51401359", "TYZ4l4005"): typed or OCR'd
// letters O/o (zero), I/l (one), S (five) and B (eight) among digits. Detection reads the numbers
// with them replaced; the replacement keeps every offset, so the span replaced in the forwarded
// text (and the value given back on restoration) is the original text, look-alikes included.

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
