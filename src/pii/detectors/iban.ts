// Bank account numbers: Polish IBAN ("PL" + 26 digits, spaces between groups allowed), the domestic
// form without "PL" (NRB, 26 digits) and foreign IBANs ("DE89 3704 …"). Bare, a value must pass the
// IBAN mod-97 check (a random number passes with probability 1/97); all are reported as IBAN_CODE.
// After an account word (konto, rachunek, nr konta, przelew/przelej, wpłata, IBAN) the check is
// waived: a mistyped 26-digit number or a 16–34 digit "account number" is still somebody's account
// (0.5, below a validated one, and below a Luhn-valid card number, which keeps its own type).
import { isValidIban, isValidNrb, isValidPolishIban } from '../checksums.js';
import { ContextClasses } from '../context.js';
import type { Detector } from './types.js';

// An optional country prefix, then a run of digits, spaces and hyphens. A plain character-class loop
// is several times cheaper than a digit-by-digit pattern; the run's shape (16–34 digits, single
// separators, standing alone) is checked in code. One pass finds both the validated and the
// context-only accounts.
const RUN_RE = /(?:([A-Z]{2}) ?)?\d[\d -]{14,60}\d/g;
const SHAPE_RE = /^(?:[A-Z]{2} ?)?\d(?:[ -]?\d){15,33}$/;

/** The run stands alone: not glued to letters, digits or "+", nor continuing a digit group ("1.2345 …"). */
function standsAlone(text: string, start: number, end: number): boolean {
  const prev = text.slice(Math.max(0, start - 2), start);
  if (/[\p{L}\p{N}_+]$/u.test(prev) || /\d[.,\/-]$/.test(prev)) return false;
  return !/^(?:[\p{L}\p{N}_]|[.,\/-]\d)/u.test(text.slice(end, end + 2));
}

const CONTEXT = new ContextClasses({
  other: ['kart', 'pesel', '=nip', 'regon', 'zamowien', 'faktur', 'telefon', '=tel'],
  account: ['=konto', '=konta', '=kontem', '=koncie', 'rachun', '=rach', 'przele', '=iban', '=nrb', 'bankow', 'wplat', 'wplac'],
});
const CONTEXT_WORDS = 6;
const CONTEXT_CHARS = 80;
const NRB_DIGITS = 26;

export const IBAN_SCORE = 0.7;
export const IBAN_SCORE_CONTEXT_ONLY = 0.5;

function isValidAccount(country: string | undefined, compact: string, digits: number): boolean {
  if (country === 'PL') return isValidPolishIban(compact);
  if (country) return isValidIban(compact);
  return digits === NRB_DIGITS && isValidNrb(compact);
}

export const detectIban: Detector = (scan, out) => {
  if (scan.digits.count < 16) return; // an account number has 16-34 digits (SHAPE_RE)
  const re = RUN_RE;
  re.lastIndex = 0;
  for (let m = re.exec(scan.text); m; m = re.exec(scan.text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!SHAPE_RE.test(m[0]) || !standsAlone(scan.text, start, end)) continue;
    const compact = m[0].replace(/[ -]/g, '');
    const digits = compact.length - (m[1] ? 2 : 0);
    if (isValidAccount(m[1], compact, digits)) {
      out.push({ type: 'IBAN_CODE', start, end, source: 'iban', score: IBAN_SCORE });
    } else if (CONTEXT.nearest(scan, start, CONTEXT_WORDS, CONTEXT_CHARS) === 'account') {
      out.push({ type: 'IBAN_CODE', start, end, source: 'iban_context', score: IBAN_SCORE_CONTEXT_ONLY });
    }
  }
};
