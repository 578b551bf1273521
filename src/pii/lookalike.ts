// Look-alike characters inside numbers ("6O4 594 393", "44O51401359", "TYZ4l4005"): typed or OCR'd
// letters O/o (zero), I/l (one), S (five) and B (eight) among digits. Detection reads the numbers
// with them replaced; the replacement keeps every offset, so the span replaced in the forwarded
// text (and the value given back on restoration) is the original text, look-alikes included.

/** A look-alike next to a digit: the only texts worth a second look (most have none). */
const HINT_RE = /\d[OoIlSB]|[OoIlSB]\d/;
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
  if (!HINT_RE.test(text)) return text;
  RUN_RE.lastIndex = 0;
  return text.replace(RUN_RE, (whole, prefix: string, run: string) => {
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
