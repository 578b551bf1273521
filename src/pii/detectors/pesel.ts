// PESEL: 11 standalone digits with a valid checksum and an existing birth date; right after the
// word "PESEL", 11 digits whose checksum fails too (a mistyped PESEL is still one), scored lower,
// and 11 digits split by a stray space or hyphen, or typed in groups ("810 427 224 73", "99.03.18.21207").
import { isValidPesel } from '../checksums.js';
import { ContextWords, matchesBeforeDigitRuns } from '../context.js';
import { detectSplitNumber, type SplitNumberRule } from './split-number.js';
import { LISTED_END, LISTED_START, gluedToNumber, noWordBefore, withContext, type Detector } from './types.js';

// Glued to another number by "," "/" or "-" (a CSV row) only with a valid checksum; after a label
// ("PESEL44051401359") or "_" (a file name) it still stands alone.
// Sticky: tried only where a run of eleven digits starts (matchesBeforeDigitRuns), the only place LISTED_START lets a match start.
const PESEL_RE = new RegExp(`${LISTED_START}\\d{11}${LISTED_END}`, 'uy');
const AT_RUN_START = [0];
// After the word "PESEL" the eleven digits may be split by a stray space or hyphen ("850312 12345"),
// or typed in up to five groups split by spaces, hyphens or dots (split-number.ts); those need a valid
// checksum, as a dotted date with more digits after it could add up to eleven.
const STRAY_SPLIT_RE = /^\d+(?:[ -]\d+){1,2}$/;
const PESEL_WORD_RE = /pesel/i;
const CONTEXT = new ContextWords(['pesel']);
export const PESEL_SCORE = 0.5;
export const PESEL_SCORE_CONTEXT = 0.95;
export const PESEL_SCORE_CONTEXT_ONLY = 0.45;
/** "PESEL klienta: ", "nr PESEL to ": the number may start 40 characters after the word. */
const SPLIT_RULE: SplitNumberRule = {
  type: 'PESEL', source: 'pesel_split', digits: 11, keywords: ['pesel'], context: CONTEXT, valid: isValidPesel,
  score: PESEL_SCORE_CONTEXT, window: 40, stray: { shape: STRAY_SPLIT_RE, score: PESEL_SCORE_CONTEXT_ONLY },
};

export const detectPesel: Detector = (scan, out) => {
  // Eleven digits in a row, or no match: most texts have no such run, and skip the regex.
  if (scan.digits.longestRun >= 11) for (const m of matchesBeforeDigitRuns(scan, PESEL_RE, 11, AT_RUN_START)) {
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
  if (scan.digits.count >= 11 && PESEL_WORD_RE.test(scan.text)) detectSplitNumber(scan, out, SPLIT_RULE);
};
