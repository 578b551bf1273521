// KRS (National Court Register number): 10 digits, no checksum, so context decides.
// Without a context word only zero-padded numbers ("0000123456") are taken: every KRS number issued
// so far starts with "00", and this keeps arbitrary 10-digit order or account numbers out.
import { ContextWords } from '../context.js';
import { NUM_END, NUM_START, withContext, type Detector } from './types.js';

const KRS_RE = new RegExp(`${NUM_START}\\d{10}${NUM_END}`, 'gu');
// "KRS", "rejestr sądowy", "Krajowy Rejestr Sądowy", "numer KRS".
const CONTEXT = new ContextWords(['krs', 'rejestr']);
export const KRS_SCORE = 0.3;
export const KRS_SCORE_CONTEXT = 0.85;

export const detectKrs: Detector = (scan, out) => {
  if (scan.digits.longestRun < 10) return; // every match is 10 digits in a row
  const re = KRS_RE;
  re.lastIndex = 0;
  for (let m = re.exec(scan.text); m; m = re.exec(scan.text)) {
    const start = m.index;
    const context = CONTEXT.before(scan, start);
    if (!context && !m[0].startsWith('00')) continue;
    out.push({ type: 'KRS', start, end: start + 10, source: 'krs', score: withContext(KRS_SCORE, KRS_SCORE_CONTEXT, context) });
  }
};
