// Polish driving licence number: 5 digits / 2 digits / 4–7 digits. No checksum exists; the
// slashed shape is distinctive, and a context word ("prawo jazdy", "blankiet") raises the score.
// After "prawo jazdy", other number forms are taken too (document-context.ts).
import { ContextWords, matchesBeforeDigitRuns } from '../context.js';
import { detectDocumentsByContext } from './document-context.js';
import { NUM_END, NUM_START, withContext, type Detector } from './types.js';

// Sticky: tried only where a run of five digits or more starts (matchesBeforeDigitRuns), the only place NUM_START lets a match start.
const LICENSE_RE = new RegExp(`${NUM_START}\\d{5}\\/\\d{2}\\/\\d{4,7}${NUM_END}`, 'uy');
const AT_RUN_START = [0];
const CONTEXT = new ContextWords(['jazd', 'blankiet', 'kierowc']);
export const DRIVING_LICENSE_SCORE = 0.3;
export const DRIVING_LICENSE_SCORE_CONTEXT = 0.65;

export const detectDrivingLicense: Detector = (scan, out) => {
  // Every slashed number has 11+ digits, 5 of them in a row.
  if (scan.digits.count >= 11 && scan.digits.longestRun >= 5) for (const m of matchesBeforeDigitRuns(scan, LICENSE_RE, 5, AT_RUN_START)) {
    const start = m.index;
    out.push({
      type: 'PL_DRIVING_LICENSE', start, end: start + m[0].length, source: 'driving_license',
      score: withContext(DRIVING_LICENSE_SCORE, DRIVING_LICENSE_SCORE_CONTEXT, CONTEXT.before(scan, start)),
    });
  }
  detectDocumentsByContext(scan, 'licence', out);
};
