// Polish passport number: two letters and seven digits with a checksum; after "paszport", a
// number whose check digit fails too (document-context.ts).
import { isValidPassport } from '../checksums.js';
import { ContextWords } from '../context.js';
import { detectDocumentsByContext } from './document-context.js';
import { LOWER_SERIES_STOP, NUM_END, withContext, type Detector } from './types.js';

// A series in lower case ("ab1234567") only glued to its digits, as for ID cards (id-card.ts).
const PASSPORT_RE = new RegExp(`(?=[A-Za-z])(?<![\\p{L}\\p{N}_])(?:[A-Z]{2} ?|(?!${LOWER_SERIES_STOP})[a-z]{2})\\d{7}${NUM_END}`, 'gu');
const CONTEXT = new ContextWords(['paszport']);
export const PASSPORT_SCORE = 0.4;
export const PASSPORT_SCORE_CONTEXT = 0.75;

export const detectPassport: Detector = (scan, out) => {
  const re = PASSPORT_RE;
  re.lastIndex = 0;
  if (scan.digits.longestRun >= 7) for (let m = re.exec(scan.text); m; m = re.exec(scan.text)) { // seven digits in a row
    if (!isValidPassport(m[0].replace(' ', '').toUpperCase())) continue;
    const start = m.index;
    out.push({
      type: 'PL_PASSPORT', start, end: start + m[0].length, source: 'passport',
      score: withContext(PASSPORT_SCORE, PASSPORT_SCORE_CONTEXT, CONTEXT.before(scan, start)),
    });
  }
  detectDocumentsByContext(scan, 'passport', out);
};
