// Identifiers read out one character at a time, as a call transcript or a dictated SMS writes them ("pesel 5 2
// 0 1 0 5 0 9 0 1 1", "nip to 2 1 4 8 8 4 2 6 5 6", "numer dowodu r r w 4 5 2 8 3 4", "oddzwon na 7 9 1 2 2 2 3
// 3 3"): single digits (and, for an ID card, its three letters) split by single spaces. The other detectors
// read digit groups; a run of single characters is theirs to no one. Each run is taken only after its own
// keyword among the few words before it, and only when the joined value is that identifier: the right count
// and, where the identifier has one, a valid checksum (a phone has none: nine digits after a phone word). Digits
// spelled as words ("pesel osiem cztery zero siedem ...") are read the same way, and so are a form's boxes, one digit
// to a box ("PESEL: |8|0|0|1|…|", "[8][0][0]…").
import { isValidIdCard, isValidLuhn, isValidNip, isValidNrb, isValidPesel, isValidRegon } from '../checksums.js';
import { ContextWords, type ScanText } from '../context.js';
import type { Candidate, EntityType } from '../types.js';
import { MOBILE_PREFIXES } from './phone.js';

export const DIGIT_BY_DIGIT_SCORE = 0.9;
export const PHONE_DIGIT_BY_DIGIT_SCORE = 0.6;

/** Six or more single digits, one space apart (or " - " between groups: "7 2 1 - 9 9 7 - 2 3 1"), standing alone
 * (not the tail of a longer number or word). */
const SINGLE_DIGITS_RE = /(?<![\p{L}\p{N}_.,/-]|[\p{N}] )\d(?: (?:[-–—] )?\d){5,}(?![\p{L}\p{N}_]|[.,/-]\d| (?:[-–—] )?\d)/gu;
const SIX_SINGLE_DIGITS_RE = /\d (?:[-–—] )?\d (?:[-–—] )?\d (?:[-–—] )?\d (?:[-–—] )?\d (?:[-–—] )?\d/;
/** Six or more digits each in its own box: between bars ("|8|0|1|", "| 8 | 0 |") or in brackets ("[8][0][1]"). */
const BOXED_DIGITS_RE = /\|?(?:[ \t]*\d[ \t]*\|){5,}[ \t]*\d[ \t]*\|?|\[\d\](?:[ \t]*\[\d\]){5,}/g;

/** Three single letters before single digits: an ID card's series read out ("r r w 4 5 2 8 3 4"). */
const SPELLED_SERIES_RE = /(?<![\p{L}\p{N}_])\p{L} \p{L} \p{L} $/u;

interface Rule {
  type: EntityType;
  digits: number;
  valid: (digits: string) => boolean;
  context: ContextWords;
  score: number;
}

const RULES: readonly Rule[] = [
  { type: 'PESEL', digits: 11, valid: isValidPesel, context: new ContextWords(['pesel']), score: DIGIT_BY_DIGIT_SCORE },
  { type: 'NIP', digits: 10, valid: isValidNip, context: new ContextWords(['=nip', '=vat']), score: DIGIT_BY_DIGIT_SCORE },
  { type: 'REGON', digits: 9, valid: isValidRegon, context: new ContextWords(['regon']), score: DIGIT_BY_DIGIT_SCORE },
  { type: 'PHONE_NUMBER', digits: 9, valid: () => true, score: PHONE_DIGIT_BY_DIGIT_SCORE, context: new ContextWords([
    // not "numer"/"nr" alone: an order's or a case's number is read out too
    'telefon', '=tel', '=kom', 'komork', 'zadzwon', 'oddzwon', 'dzwon', '=sms', 'esemes', 'whatsapp',
  ]) },
  { type: 'CREDIT_CARD', digits: 16, valid: isValidLuhn, context: new ContextWords(['kart', '=card', '=visa', 'mastercard']), score: DIGIT_BY_DIGIT_SCORE },
  { type: 'IBAN_CODE', digits: 26, valid: isValidNrb, context: new ContextWords(['=konto', '=konta', 'rachun', '=iban', 'przelew', '=nrb']), score: DIGIT_BY_DIGIT_SCORE },
];
const ID_CARD_CONTEXT = new ContextWords(['dowod', 'osobist']);

// Digits spelled as words, as speech-to-text writes a number read out ("osiem cztery zero siedem ..."), in the
// folded text (no case, no diacritics): six or more digit words or single digits, split by spaces or commas.
export const DIGIT_WORDS: Readonly<Record<string, string>> = {
  zero: '0', jeden: '1', jedna: '1', dwa: '2', dwie: '2', trzy: '3', cztery: '4', piec: '5', szesc: '6', siedem: '7',
  osiem: '8', dziewiec: '9',
};
const DIGIT_WORD = `(?:${Object.keys(DIGIT_WORDS).join('|')}|\\d)`;
// The lookahead rejects at once a position whose letter starts no digit word.
const SPELLED_DIGITS_RE = new RegExp(`(?=[zjdtcpso])(?<![\\p{L}\\p{N}])${DIGIT_WORD}(?:,? ${DIGIT_WORD}){5,}(?![\\p{L}\\p{N}])`, 'gu');
/** Two digit words in a row: most texts have none, and skip the search (no "u" flag: the folded text's digit words
 * are ASCII, and the search without it is several times faster). */
const TWO_DIGIT_WORDS_RE = new RegExp(`(?:${Object.keys(DIGIT_WORDS).join('|')}),? (?:${Object.keys(DIGIT_WORDS).join('|')})(?![a-z])`);

/** Candidates of the enabled types among runs of single digits, or of digits spelled as words, in `scan`. */
export function detectDigitByDigit(scan: ScanText, enabled: ReadonlySet<EntityType>, out: Candidate[]): void {
  const text = scan.text;
  if (scan.digits.count >= 6 && SIX_SINGLE_DIGITS_RE.test(text)) {
    SINGLE_DIGITS_RE.lastIndex = 0;
    for (let m = SINGLE_DIGITS_RE.exec(text); m; m = SINGLE_DIGITS_RE.exec(text)) {
      const start = m.index, end = start + m[0].length;
      const digits = m[0].replace(/[ \-–—]/g, '');
      if (digits.length === 6 && enabled.has('PL_ID_CARD')) idCard(scan, start, end, digits, out);
      spokenIdentifier(scan, start, end, digits, enabled, out);
    }
  }
  if (scan.digits.count >= 6 && (text.indexOf('|') >= 0 || text.indexOf('][') >= 0)) {
    BOXED_DIGITS_RE.lastIndex = 0;
    for (let m = BOXED_DIGITS_RE.exec(text); m; m = BOXED_DIGITS_RE.exec(text)) {
      spokenIdentifier(scan, m.index, m.index + m[0].length, m[0].replace(/[^\d]/g, ''), enabled, out);
    }
  }
  const folded = scan.folded;
  if (!TWO_DIGIT_WORDS_RE.test(folded)) return;
  SPELLED_DIGITS_RE.lastIndex = 0;
  for (let m = SPELLED_DIGITS_RE.exec(folded); m; m = SPELLED_DIGITS_RE.exec(folded)) {
    const start = m.index, end = start + m[0].length;
    const digits = m[0].split(/,? /).map((w) => DIGIT_WORDS[w] ?? w).join('');
    if (digits.length === 6 && enabled.has('PL_ID_CARD')) idCard(scan, start, end, digits, out);
    if (digits.length === 9 && enabled.has('PHONE_NUMBER') && spokenMobile(scan, m[0], end, digits)) {
      out.push({ type: 'PHONE_NUMBER', start, end, score: PHONE_DIGIT_BY_DIGIT_SCORE, source: 'digit-by-digit' });
      continue;
    }
    spokenIdentifier(scan, start, end, digits, enabled, out);
  }
}

/**
 * Nine digit words with a mobile prefix that say they are a phone without a phone word before them: read out in
 * threes ("siedem dziewięć dwa, dwa osiem dwa, trzy osiem osiem") or followed by "to numer …"/"to telefon …".
 */
function spokenMobile(scan: ScanText, run: string, end: number, digits: string): boolean {
  if (!MOBILE_PREFIXES.has(digits.slice(0, 2))) return false;
  if (/^(?:\S+ \S+ \S+), (?:\S+ \S+ \S+), (?:\S+ \S+ \S+)$/.test(run)) return true;
  NUMBER_AFTER_RE.lastIndex = end;
  return NUMBER_AFTER_RE.test(scan.folded);
}
const NUMBER_AFTER_RE = /[ ,.;:—–-]{1,4}(?:to )?(?:jest )?(?:moj |jego |jej )?(?:numer|nr|tel|telefon|komorka)(?![a-z])/y;

/** The first rule whose identifier `digits` is, after that identifier's keyword (also for number-words-phone.ts). */
export function spokenIdentifier(scan: ScanText, start: number, end: number, digits: string, enabled: ReadonlySet<EntityType>, out: Candidate[]): void {
  for (const rule of RULES) {
    if (digits.length !== rule.digits || !enabled.has(rule.type) || !rule.valid(digits)) continue;
    if (!rule.context.before(scan, start)) continue;
    out.push({ type: rule.type, start, end, score: rule.score, source: 'digit-by-digit' });
    return;
  }
}

/** An ID card read out: three single letters, then the six digits ("r r w 4 5 2 8 3 4"), after a document word. */
function idCard(scan: ScanText, start: number, end: number, digits: string, out: Candidate[]): void {
  const series = SPELLED_SERIES_RE.exec(scan.text.slice(Math.max(0, start - 8), start));
  if (!series) return;
  const from = start - series[0].length;
  const value = series[0].replace(/ /g, '').toUpperCase() + digits;
  if (!/^[A-Z]{3}\d{6}$/.test(value) || !isValidIdCard(value) || !ID_CARD_CONTEXT.before(scan, from)) return;
  out.push({ type: 'PL_ID_CARD', start: from, end, score: DIGIT_BY_DIGIT_SCORE, source: 'digit-by-digit' });
}
