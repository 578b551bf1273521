// Polish postal code: NN-NNN, standing alone (not part of a longer hyphenated digit group).
import { GROUPED_END, type Detector } from './types.js';

const POSTAL_RE = new RegExp(`(?<![\\p{L}\\p{N}_+]|\\d[.,\\/-])\\d{2}-\\d{3}${GROUPED_END}`, 'gu');
export const POSTAL_CODE_SCORE = 0.4;

export const detectPostalCode: Detector = (scan, out) => {
  if (scan.digits.longestRun < 3) return; // NN-NNN
  const re = POSTAL_RE;
  re.lastIndex = 0;
  for (let m = re.exec(scan.text); m; m = re.exec(scan.text)) {
    out.push({ type: 'PL_POSTAL_CODE', start: m.index, end: m.index + 6, source: 'postal_code', score: POSTAL_CODE_SCORE });
  }
};
