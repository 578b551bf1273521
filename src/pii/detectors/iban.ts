// Bank account numbers: Polish IBAN ("PL" + 26 digits, spaces between groups allowed) and the
// domestic form without "PL" (NRB, 26 digits). Bare, both must pass the IBAN mod-97 check (a
// random 26-digit number passes with probability 1/97); the NRB form is reported as IBAN_CODE too.
// After an account word (konto, rachunek, nr konta, przelew/przelej, wpłata, IBAN) the check is waived: a mistyped
// 26-digit number or a 16–34 digit "account number" is still somebody's account (0.5, below a
// validated one, and below a Luhn-valid card number, which keeps its own type).
import { isValidNrb, isValidPolishIban } from '../checksums.js';
import { ContextClasses, matchesAfter, stemPositions, type ScanText } from '../context.js';
import type { Candidate } from '../types.js';
import { GROUPED_END, GROUPED_START, alreadyFound, type Detector } from './types.js';

const ACCOUNT_RE = new RegExp(`${GROUPED_START}(PL ?)?\\d{2}(?: ?\\d{4}){6}${GROUPED_END}`, 'gu');
// Lenient form: an optional country prefix, then 16–34 digits, single spaces or hyphens between
// them (one digit per step, so a long digit run cannot make the regex backtrack exponentially).
const LOOSE_ACCOUNT_RE = new RegExp(`${GROUPED_START}(?:[A-Z]{2} ?)?\\d(?:[ -]?\\d){15,33}${GROUPED_END}`, 'uy');
const CONTEXT = new ContextClasses({
  other: ['kart', 'pesel', '=nip', 'regon', 'zamowien', 'faktur', 'telefon', '=tel'],
  account: ['=konto', '=konta', '=kontem', '=koncie', 'rachun', '=rach', 'przele', '=iban', '=nrb', 'bankow', 'wplat', 'wplac'],
});
/** Account words in the folded text: values are looked for only in the window after one. */
const STEMS = ['konto', 'konta', 'konte', 'kontu', 'koncie', 'rachun', 'rach', 'przele', 'iban', 'nrb', 'bankow', 'wplat', 'wplac'];
const CONTEXT_WORDS = 6;
const CONTEXT_CHARS = 80;

export const IBAN_SCORE = 0.7;
export const IBAN_SCORE_CONTEXT_ONLY = 0.5;

/** Sixteen digits close together: most texts have none, and this test is cheap. */
const DIGITS_HINT_RE = /\d(?:[ -]?\d){15}/;

function detectByContext(scan: ScanText, out: Candidate[]): void {
  if (!DIGITS_HINT_RE.test(scan.text)) return;
  let searchedTo = 0; // two account words close together share a window: each value once
  for (const [index, length] of stemPositions(scan, STEMS)) {
    const from = Math.max(index + length, searchedTo);
    for (const m of matchesAfter(scan.text, LOOSE_ACCOUNT_RE, from, index + length + CONTEXT_CHARS - from)) {
      const end = m.index + m[0].length;
      if (CONTEXT.nearest(scan, m.index, CONTEXT_WORDS, CONTEXT_CHARS) !== 'account') continue;
      if (alreadyFound(out, 'IBAN_CODE', m.index, end)) continue;
      out.push({ type: 'IBAN_CODE', start: m.index, end, source: 'iban_context', score: IBAN_SCORE_CONTEXT_ONLY });
    }
    searchedTo = index + length + CONTEXT_CHARS;
  }
}

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
  detectByContext(scan, out);
};
