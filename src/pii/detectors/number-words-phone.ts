// A phone number read out in groups of number words, as speech-to-text writes a voicemail ("mój numer to
// sześćset dwa sto trzy czterysta pięćdziesiąt sześć", "siedemset dwadzieścia jeden dziewięćset dziewięćdziesiąt
// siedem dwieście trzydzieści jeden"): each group is a number below a thousand, the groups joined give nine
// digits, and a phone or number word stands among the few words before. Single digit words ("sześć zero dwa …")
// are digit-by-digit.ts's. Other identifiers read out in such groups (a PESEL in pairs, an account number in groups
// of four) are taken by digit-by-digit.ts's rules: valid and after their keyword. Read on the folded text (no case,
// no diacritics).
import { ContextWords, type ScanText } from '../context.js';
import type { Candidate, EntityType } from '../types.js';
import { DIGIT_WORDS, spokenIdentifier } from './digit-by-digit.js';

export const NUMBER_WORDS_PHONE_SCORE = 0.6;

/** The digit words digit-by-digit.ts reads, as numbers. */
const UNITS: Record<string, number> = Object.fromEntries(Object.entries(DIGIT_WORDS).map(([w, d]) => [w, Number(d)]));
const TEENS: Record<string, number> = {
  dziesiec: 10, jedenascie: 11, dwanascie: 12, trzynascie: 13, czternascie: 14, pietnascie: 15, szesnascie: 16,
  siedemnascie: 17, osiemnascie: 18, dziewietnascie: 19,
};
const TENS: Record<string, number> = {
  dwadziescia: 20, trzydziesci: 30, czterdziesci: 40, piecdziesiat: 50, szescdziesiat: 60, siedemdziesiat: 70,
  osiemdziesiat: 80, dziewiecdziesiat: 90,
};
const HUNDREDS: Record<string, number> = {
  sto: 100, dwiescie: 200, trzysta: 300, czterysta: 400, piecset: 500, szescset: 600, siedemset: 700, osiemset: 800,
  dziewiecset: 900,
};
const WORDS = [...Object.keys(HUNDREDS), ...Object.keys(TENS), ...Object.keys(TEENS), ...Object.keys(UNITS)]
  .sort((a, b) => b.length - a.length);
/** Three or more number words in a row, split by spaces or commas. */
const RUN_RE = new RegExp(`(?<![a-z0-9])(?:${WORDS.join('|')})(?:,? (?:${WORDS.join('|')})){2,}(?![a-z0-9])`, 'g');
/** A hundreds or tens word next to another number word: most texts have none. */
const HINT_RE = /(?:set|sta|scie|sto|dziesci|dziesiat|nascie) (?:[a-z]+ )?(?:sto|dwiescie|trzysta|czterysta|[a-z]*set|[a-z]*dziesci[a]?|[a-z]*dziesiat|jeden|dwa|trzy|cztery|piec|szesc|siedem|osiem|dziewiec)/;

const CONTEXT = new ContextWords([
  'telefon', '=tel', '=kom', 'komork', 'zadzwon', 'oddzwon', 'dzwon', '=sms', 'esemes', 'whatsapp', '=numer', '=nr',
  'kontakt',
]);

/** The digits of a run of number words read as groups below a thousand ("szescset dwa" → "602"), or ''. */
export function groupedNumberDigits(words: readonly string[]): string {
  let digits = '';
  let groups = 0, multiDigit = 0;
  for (let i = 0; i < words.length;) {
    let h: number | undefined, t: number | undefined, u: number | undefined;
    if (HUNDREDS[words[i]!] !== undefined) h = HUNDREDS[words[i++]!];
    if (i < words.length && TEENS[words[i]!] !== undefined) t = TEENS[words[i++]!];
    else {
      if (i < words.length && TENS[words[i]!] !== undefined) t = TENS[words[i++]!];
      if (i < words.length && UNITS[words[i]!] !== undefined) u = UNITS[words[i++]!];
    }
    if (h === undefined && t === undefined && u === undefined) return '';
    const value = (h ?? 0) + (t ?? 0) + (u ?? 0);
    const width = h !== undefined ? 3 : t !== undefined ? 2 : 1;
    digits += String(value).padStart(width, '0');
    groups++;
    if (width > 1) multiDigit++;
  }
  return groups >= 2 && multiDigit > 0 ? digits : '';
}

export function detectNumberWordsPhone(scan: ScanText, enabled: ReadonlySet<EntityType>, out: Candidate[]): void {
  const folded = scan.folded;
  if (!HINT_RE.test(folded)) return;
  RUN_RE.lastIndex = 0;
  for (let m = RUN_RE.exec(folded); m; m = RUN_RE.exec(folded)) {
    const digits = groupedNumberDigits(m[0].split(/,? /));
    const end = m.index + m[0].length;
    if (digits.length === 9 && enabled.has('PHONE_NUMBER') && CONTEXT.before(scan, m.index)) {
      out.push({ type: 'PHONE_NUMBER', start: m.index, end, score: NUMBER_WORDS_PHONE_SCORE, source: 'number-words-phone' });
    } else if (digits.length >= 10) {
      // Another identifier read out in pairs and groups ("PESEL: sześćdziesiąt jeden, dziesięć, dziewiętnaście…",
      // an account number in groups of four): valid and after its keyword, as digit by digit.
      spokenIdentifier(scan, m.index, end, digits, enabled, out);
    }
  }
}
