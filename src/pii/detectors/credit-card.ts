// Payment card numbers: 13–19 digits (groups separated by spaces or hyphens allowed), a known
// issuer prefix (2–6: Mastercard, Amex, Diners, JCB, Visa, Maestro, Discover) and a valid Luhn
// check; scored 1.0 like Presidio's validated card numbers.
import { isValidLuhn } from '../checksums.js';
import { GROUPED_END, GROUPED_START, digitsOnly, type Detector } from './types.js';

const CARD_RE = new RegExp(`${GROUPED_START}[2-6](?:[ -]?\\d){12,18}${GROUPED_END}`, 'gu');
export const CREDIT_CARD_SCORE = 1.0;

export const detectCreditCard: Detector = (scan, out) => {
  const re = CARD_RE;
  re.lastIndex = 0;
  for (let m = re.exec(scan.text); m; m = re.exec(scan.text)) {
    if (!isValidLuhn(digitsOnly(m[0]))) continue;
    out.push({ type: 'CREDIT_CARD', start: m.index, end: m.index + m[0].length, source: 'credit_card', score: CREDIT_CARD_SCORE });
  }
};
