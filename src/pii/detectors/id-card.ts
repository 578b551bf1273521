// Polish ID card (dowód osobisty) number: three letters and six digits ("ABA 300000" also accepted)
// with a valid check digit; after a document word, other forms too (document-context.ts).
import { isValidIdCard } from '../checksums.js';
import { ContextWords, isAsciiLetter, matchesBeforeDigitRuns } from '../context.js';
import { detectDocumentsByContext } from './document-context.js';
import { LISTED_END, LOWER_SERIES_STOP, withContext, type Detector } from './types.js';

// Only valid check digits are taken, so a "," "/" "-" or "_" to another number or word is a separator
// ("skan_ABC123456.pdf"). A series typed in lower case ("abc123456", chat) only glued to its digits: a
// three-letter word before six digits ("kod 123456", "tel 123456") would pass one check digit in ten.
// Sticky: tried only three or four units before a run of six digits (matchesBeforeDigitRuns).
const ID_CARD_RE = new RegExp(`(?<![\\p{L}\\p{N}])(?:[A-Z]{3} ?|(?!${LOWER_SERIES_STOP})[a-z]{3})\\d{6}${LISTED_END}`, 'uy');
const SERIES_AHEAD = [4, 3]; // "ABC 123456", "ABC123456"
const CONTEXT = new ContextWords(['dowod', 'osobist']);
export const ID_CARD_SCORE = 0.5;
export const ID_CARD_SCORE_CONTEXT = 0.85;

export const detectIdCard: Detector = (scan, out) => {
  if (scan.digits.longestRun >= 6) for (const m of matchesBeforeDigitRuns(scan, ID_CARD_RE, 6, SERIES_AHEAD, isAsciiLetter)) {
    if (!isValidIdCard(m[0].replace(' ', '').toUpperCase())) continue;
    const start = m.index;
    out.push({
      type: 'PL_ID_CARD', start, end: start + m[0].length, source: 'id_card',
      score: withContext(ID_CARD_SCORE, ID_CARD_SCORE_CONTEXT, CONTEXT.before(scan, start)),
    });
  }
  detectDocumentsByContext(scan, 'id', out);
};
