// Polish passport number: two letters and seven digits with a checksum; after "paszport", a
// number whose check digit fails too (document-context.ts).
import { isValidPassport } from '../checksums.js';
import { ContextWords, isAsciiLetter, matchesBeforeDigitRuns } from '../context.js';
import { detectDocumentsByContext } from './document-context.js';
import { LOWER_SERIES_STOP, NUM_END, withContext, type Detector } from './types.js';

// A series in lower case ("ab1234567") only glued to its digits, as for ID cards (id-card.ts).
// Sticky: tried only two or three units before a run of seven digits (matchesBeforeDigitRuns).
const PASSPORT_RE = new RegExp(`(?<![\\p{L}\\p{N}_])(?:[A-Z]{2} ?|(?!${LOWER_SERIES_STOP})[a-z]{2})\\d{7}${NUM_END}`, 'uy');
const SERIES_AHEAD = [3, 2]; // "AB 1234567", "AB1234567"
const CONTEXT = new ContextWords(['paszport']);
export const PASSPORT_SCORE = 0.4;
export const PASSPORT_SCORE_CONTEXT = 0.75;

export const detectPassport: Detector = (scan, out) => {
  if (scan.digits.longestRun >= 7) for (const m of matchesBeforeDigitRuns(scan, PASSPORT_RE, 7, SERIES_AHEAD, isAsciiLetter)) {
    if (!isValidPassport(m[0].replace(' ', '').toUpperCase())) continue;
    const start = m.index;
    out.push({
      type: 'PL_PASSPORT', start, end: start + m[0].length, source: 'passport',
      score: withContext(PASSPORT_SCORE, PASSPORT_SCORE_CONTEXT, CONTEXT.before(scan, start)),
    });
  }
  detectDocumentsByContext(scan, 'passport', out);
};
