// Bank account numbers: Polish IBAN ("PL" + 26 digits, spaces between groups allowed) and the
// domestic form without "PL" (NRB, 26 digits). Both must pass the IBAN mod-97 check, so a
// random 26-digit number passes with probability 1/97; the NRB form is reported as IBAN_CODE too.
import { isValidNrb, isValidPolishIban } from '../checksums.js';
import { GROUPED_END, GROUPED_START, type Detector } from './types.js';

const ACCOUNT_RE = new RegExp(`${GROUPED_START}(PL ?)?\\d{2}(?: ?\\d{4}){6}${GROUPED_END}`, 'gu');
export const IBAN_SCORE = 0.7;

export const detectIban: Detector = (scan, out) => {
  const re = ACCOUNT_RE;
  re.lastIndex = 0;
  for (let m = re.exec(scan.text); m; m = re.exec(scan.text)) {
    const compact = m[0].replace(/ /g, '');
    const valid = m[1] ? isValidPolishIban(compact) : isValidNrb(compact);
    if (!valid) continue;
    const start = m.index;
    out.push({ type: 'IBAN_CODE', start, end: start + m[0].length, source: 'iban', score: IBAN_SCORE });
  }
};
