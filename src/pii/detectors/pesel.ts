// PESEL: 11 standalone digits with a valid checksum and an existing birth date; right after the
// word "PESEL", 11 digits whose checksum fails too (a mistyped PESEL is still one), scored lower,
// and 11 digits split by a stray space or hyphen, or typed in groups ("810 427 224 73", "99.03.18.21207").
import { isValidPesel } from '../checksums.js';
import { ContextWords } from '../context.js';
import { afterKeywords } from './split-number.js';
import { GROUPED_END, GROUPED_START, LISTED_END, LISTED_START, alreadyFound, digitsOnly, gluedToNumber, noWordBefore, withContext, type Detector } from './types.js';

// Glued to another number by "," "/" or "-" (a CSV row) only with a valid checksum; after a label
// ("PESEL44051401359") or "_" (a file name) it still stands alone.
const PESEL_RE = new RegExp(`${LISTED_START}\\d{11}${LISTED_END}`, 'gu');
// After the word "PESEL" the eleven digits may be split by a stray space or hyphen ("850312 12345"),
// or typed in up to five groups split by spaces, hyphens or dots; those need a valid checksum, as
// a dotted date with more digits after it could add up to eleven.
const SPLIT_PESEL_RE = new RegExp(`(?=\\d)${GROUPED_START}\\d+(?:[ .-]\\d+){1,4}${GROUPED_END}`, 'gu');
const STRAY_SPLIT_RE = /^\d+(?:[ -]\d+){1,2}$/;
const PESEL_KEYWORDS = ['pesel'];
/** How far after "PESEL" the number may start ("PESEL klienta: ", "nr PESEL to "). */
const SPLIT_WINDOW = 40;
const PESEL_WORD_RE = /pesel/i;
const CONTEXT = new ContextWords(['pesel']);
export const PESEL_SCORE = 0.5;
export const PESEL_SCORE_CONTEXT = 0.95;
export const PESEL_SCORE_CONTEXT_ONLY = 0.45;

export const detectPesel: Detector = (scan, out) => {
  const re = PESEL_RE;
  re.lastIndex = 0;
  // Eleven digits in a row, or no match: most texts have no such run, and skip the regex.
  if (scan.digits.longestRun >= 11) for (let m = re.exec(scan.text); m; m = re.exec(scan.text)) {
    const start = m.index;
    if (!noWordBefore(scan.text, start)) continue;
    const context = CONTEXT.before(scan, start);
    if (!isValidPesel(m[0])) {
      if (context && !gluedToNumber(scan.text, start, start + 11)) out.push({ type: 'PESEL', start, end: start + 11, source: 'pesel_context', score: PESEL_SCORE_CONTEXT_ONLY });
      continue;
    }
    out.push({ type: 'PESEL', start, end: start + 11, source: 'pesel', score: withContext(PESEL_SCORE, PESEL_SCORE_CONTEXT, context) });
  }
  // A split PESEL is eleven digits too, so a text with fewer skips the word search.
  if (scan.digits.count >= 11 && PESEL_WORD_RE.test(scan.text)) detectSplitPesel(scan, out);
};

function detectSplitPesel(scan: Parameters<Detector>[0], out: Parameters<Detector>[1]): void {
  afterKeywords(scan, PESEL_KEYWORDS, SPLIT_PESEL_RE, SPLIT_WINDOW, (m) => {
    const digits = digitsOnly(m[0]);
    if (digits.length !== 11 || !CONTEXT.before(scan, m.index)) return;
    const valid = isValidPesel(digits);
    if (!valid && !STRAY_SPLIT_RE.test(m[0])) return;
    const end = m.index + m[0].length;
    if (alreadyFound(out, 'PESEL', m.index, end)) return; // after a second "PESEL"
    const score = valid ? PESEL_SCORE_CONTEXT : PESEL_SCORE_CONTEXT_ONLY;
    out.push({ type: 'PESEL', start: m.index, end, source: 'pesel_split', score });
  });
}
