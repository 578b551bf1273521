// REGON (business register number): 9 or 14 standalone digits with valid checksums; right after
// the word "REGON", a number whose checksum fails too, scored lower, and a valid one typed in groups
// ("920-448-748").
import { isValidRegon } from '../checksums.js';
import { ContextWords, matchesBeforeDigitRuns } from '../context.js';
import { detectSplitNumber, type SplitNumberRule } from './split-number.js';
import { NUM_END, NUM_START, withContext, type Detector } from './types.js';

// Sticky: tried only where a run of nine digits or more starts (matchesBeforeDigitRuns), the only place NUM_START lets a match start.
const REGON_RE = new RegExp(`${NUM_START}(?:\\d{14}|\\d{9})${NUM_END}`, 'uy');
const AT_RUN_START = [0];
const CONTEXT = new ContextWords(['regon']);
export const REGON_SCORE = 0.3;
export const REGON_SCORE_CONTEXT = 0.5;
export const REGON_SCORE_CONTEXT_ONLY = 0.45;
const SPLIT_RULES: SplitNumberRule[] = [9, 14].map((digits) => ({ type: 'REGON', source: 'regon_split', digits, keywords: ['regon'], context: CONTEXT, valid: isValidRegon, score: REGON_SCORE_CONTEXT }));

export const detectRegon: Detector = (scan, out) => {
  if (scan.digits.count >= 9) for (const rule of SPLIT_RULES) detectSplitNumber(scan, out, rule);
  if (scan.digits.longestRun < 9) return; // every match is 9 or 14 digits in a row
  for (const m of matchesBeforeDigitRuns(scan, REGON_RE, 9, AT_RUN_START)) {
    const start = m.index;
    const context = CONTEXT.before(scan, start);
    if (!isValidRegon(m[0])) {
      if (context) out.push({ type: 'REGON', start, end: start + m[0].length, source: 'regon_context', score: REGON_SCORE_CONTEXT_ONLY });
      continue;
    }
    out.push({ type: 'REGON', start, end: start + m[0].length, source: 'regon', score: withContext(REGON_SCORE, REGON_SCORE_CONTEXT, context) });
  }
};
