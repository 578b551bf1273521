// Payment card numbers: 13–19 digits (groups separated by spaces or hyphens allowed), a known
// issuer prefix (2–6: Mastercard, Amex, Diners, JCB, Visa, Maestro, Discover) and a valid Luhn
// check; scored 1.0 like Presidio's validated card numbers. A 13-digit number that is also a valid
// EAN-13 barcode ("5901234123457", Polish products start with 590) is a product code unless a card
// word (karta, Visa, Mastercard…) is near: 13-digit cards are rare, barcodes in text are not.
import { isValidEan13, isValidLuhn } from '../checksums.js';
import { ContextWords, matchesBeforeDigitRuns } from '../context.js';
import { GROUPED_END, GROUPED_START, digitsOnly, type Detector } from './types.js';

// Sticky: tried only where a run of digits starts (matchesBeforeDigitRuns), the only place GROUPED_START lets a match start.
const CARD_RE = new RegExp(`(?=[2-6])${GROUPED_START}[2-6](?:[ -]?\\d){12,18}${GROUPED_END}`, 'uy');
const AT_RUN_START = [0];
const CARD_CONTEXT = new ContextWords(['kart', '=card', '=visa', 'mastercard', 'maestro', 'platnicz', '=cvv', 'kredytow', 'debetow']);
export const CREDIT_CARD_SCORE = 1.0;

export const detectCreditCard: Detector = (scan, out) => {
  if (scan.digits.count < 13) return; // a card number has 13-19 digits
  for (const m of matchesBeforeDigitRuns(scan, CARD_RE, 1, AT_RUN_START)) {
    const digits = digitsOnly(m[0]);
    if (!isValidLuhn(digits)) continue;
    if (isValidEan13(digits) && !CARD_CONTEXT.before(scan, m.index)) continue;
    out.push({ type: 'CREDIT_CARD', start: m.index, end: m.index + m[0].length, source: 'credit_card', score: CREDIT_CARD_SCORE });
  }
};
