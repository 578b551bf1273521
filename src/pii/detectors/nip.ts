// NIP (tax id): 10 digits, plain or hyphenated 3-3-2-2 / 3-2-2-3, optionally with the EU "PL" prefix.
// A number whose checksum fails is taken only right after the word "NIP" (or "VAT"), scored lower;
// one typed in other groups ("764 803 67 19") only there and with a valid checksum.
import { isValidNip } from '../checksums.js';
import { ContextWords, matchesBeforeDigitRuns } from '../context.js';
import { detectSplitNumber, type SplitNumberRule } from './split-number.js';
import { LISTED_END, LISTED_START, digitsOnly, gluedToNumber, noWordBefore, withContext, type Detector } from './types.js';

// Glued to another number by "," "/" or "-" (a CSV row) only with a valid checksum, and a hyphenated
// form not by "-" (it could be part of a longer hyphenated number); after a label ("NIP5260250274") or
// "_" (a file name) it still stands alone.
// Sticky: tried only where a run of three digits or more starts, or "PL"/"PL " before one (matchesBeforeDigitRuns):
// LISTED_START lets a bare number start nowhere else.
const NIP_RE = new RegExp(
  `(?:(?<![\\p{L}\\p{N}_])[Pp][Ll] ?|${LISTED_START})(?:\\d{10}|\\d{3}-\\d{3}-\\d{2}-\\d{2}|\\d{3}-\\d{2}-\\d{2}-\\d{3})${LISTED_END}`,
  'uy',
);
const PREFIX_AHEAD = [3, 2, 0]; // "PL 1234567890", "PL1234567890", "1234567890"
/** Whether a NIP may begin with a unit before its digits ("P", "p"; exported for the test of matchesBeforeDigitRuns). */
export const opensNipPrefix = (unit: number): boolean => unit === 80 || unit === 112;
/**
 * Whether a NIP may start before this run of digits: its digits start the run ("PL"/"PL " before it), ten of them
 * alone (no digit may follow) or three and a hyphen. Exported for the test of matchesBeforeDigitRuns.
 */
export const nipRunFits = (text: string, start: number, end: number): boolean =>
  end - start === 10 || (end - start === 3 && text.charCodeAt(end) === 45);
// "identyfikacji podatkowej", "podatnika", "firma", "firmy", "NIP-u", "VAT".
const CONTEXT = new ContextWords(['nip', 'podatk', 'podatnik', 'firm', '=vat']);
export const NIP_SCORE = 0.5;
export const NIP_SCORE_CONTEXT = 0.9;
export const NIP_SCORE_CONTEXT_ONLY = 0.45;
/** Words that vouch for a NIP whose checksum fails ("firma" alone does not). */
const STRICT_CONTEXT = new ContextWords(['nip', '=vat']);
const SPLIT_RULE: SplitNumberRule = { type: 'NIP', source: 'nip_split', digits: 10, keywords: ['nip', 'vat'], context: STRICT_CONTEXT, valid: isValidNip, score: NIP_SCORE_CONTEXT };

export const detectNip: Detector = (scan, out) => {
  if (scan.digits.count < 10 || scan.digits.longestRun < 3) return; // every form has 10 digits, the first 3+ in a row
  for (const m of matchesBeforeDigitRuns(scan, NIP_RE, 3, PREFIX_AHEAD, opensNipPrefix, nipRunFits)) {
    const start = m.index;
    const end = start + m[0].length;
    if (m[0][0] !== 'P' && m[0][0] !== 'p' && !noWordBefore(scan.text, start)) continue; // "PL"/"pl" has its own boundary
    const valid = isValidNip(digitsOnly(m[0]));
    const hyphenGlued = m[0].includes('-') && (scan.text[start - 1] === '-' || scan.text[end] === '-');
    if (gluedToNumber(scan.text, start, end) && (!valid || hyphenGlued)) continue;
    if (!valid) {
      if (STRICT_CONTEXT.before(scan, start)) {
        out.push({ type: 'NIP', start, end, source: 'nip_context', score: NIP_SCORE_CONTEXT_ONLY });
      }
      continue;
    }
    out.push({
      type: 'NIP', start, end, source: 'nip',
      score: withContext(NIP_SCORE, NIP_SCORE_CONTEXT, CONTEXT.before(scan, start)),
    });
  }
  detectSplitNumber(scan, out, SPLIT_RULE);
};
