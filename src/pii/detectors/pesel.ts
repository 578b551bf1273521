// PESEL: 11 standalone digits with a valid checksum and an existing birth date; right after the
// word "PESEL", 11 digits whose checksum fails too (a mistyped PESEL is still one), scored lower.
import { isValidPesel } from '../checksums.js';
import { ContextWords } from '../context.js';
import { NUM_END, NUM_START, withContext, type Detector } from './types.js';

const PESEL_RE = new RegExp(`${NUM_START}\\d{11}${NUM_END}`, 'gu');
const CONTEXT = new ContextWords(['pesel']);
export const PESEL_SCORE = 0.5;
export const PESEL_SCORE_CONTEXT = 0.95;
export const PESEL_SCORE_CONTEXT_ONLY = 0.45;

export const detectPesel: Detector = (scan, out) => {
  const re = PESEL_RE;
  re.lastIndex = 0;
  for (let m = re.exec(scan.text); m; m = re.exec(scan.text)) {
    const start = m.index;
    const context = CONTEXT.before(scan, start);
    if (!isValidPesel(m[0])) {
      if (context) out.push({ type: 'PESEL', start, end: start + 11, source: 'pesel_context', score: PESEL_SCORE_CONTEXT_ONLY });
      continue;
    }
    out.push({ type: 'PESEL', start, end: start + 11, source: 'pesel', score: withContext(PESEL_SCORE, PESEL_SCORE_CONTEXT, context) });
  }
};
