// Polish ID card (dowód osobisty) number: three letters and six digits ("ABA 300000" also accepted)
// with a valid check digit; after a document word, other forms too (document-context.ts).
import { isValidIdCard } from '../checksums.js';
import { ContextWords, isAsciiLetter, matchesBeforeDigitRuns, type ScanText } from '../context.js';
import type { Candidate } from '../types.js';
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
  if (scan.digits.count >= 6 && scan.folded.indexOf('seri') >= 0) detectSeriesAndNumber(scan, out);
};

/**
 * A card's series and number given apart, as forms and scans print them: "seria RMN, numer 819 910", "seria: ABC nr
 * 123456". Taken only with a valid check digit and after a document word.
 */
const SERIES_NUMBER_RE = /seri[ai][ \t]*:?[ \t]*([A-Z]{3})[ \t]*[,;]?[ \t]*(?:i[ \t]+)?(?:numer|nr\.?)[ \t]*:?[ \t]*(\d{3}[ \t]?\d{3})(?![\p{L}\p{N}])/giu;

function detectSeriesAndNumber(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  SERIES_NUMBER_RE.lastIndex = 0;
  for (let m = SERIES_NUMBER_RE.exec(text); m; m = SERIES_NUMBER_RE.exec(text)) {
    const value = (m[1]! + m[2]!.replace(/[ \t]/g, '')).toUpperCase();
    if (!/^[A-Z]{3}\d{6}$/.test(value) || !isValidIdCard(value) || !CONTEXT.before(scan, m.index)) continue;
    const start = m.index + m[0].indexOf(m[1]!, 4);
    out.push({ type: 'PL_ID_CARD', start, end: m.index + m[0].length, source: 'id_card', score: ID_CARD_SCORE_CONTEXT });
  }
}
