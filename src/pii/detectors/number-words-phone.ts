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
  'kontakt', '=numerem', '=numeru', '=numerze',
]);

/** The digits of a run of number words read as groups below a thousand ("szescset dwa" → "602"), or ''. */
export function groupedNumberDigits(words: readonly string[]): string {
  const read = readGroups(words);
  return read && read.groups >= 2 && read.multiDigit > 0 ? read.digits : '';
}

/** Words read as consecutive groups below a thousand: their digits, how many groups, how many of more than one digit. */
function readGroups(words: readonly string[]): { digits: string; groups: number; multiDigit: number } | undefined {
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
    if (h === undefined && t === undefined && u === undefined) return undefined;
    const value = (h ?? 0) + (t ?? 0) + (u ?? 0);
    const width = h !== undefined ? 3 : t !== undefined ? 2 : 1;
    digits += String(value).padStart(width, '0');
    groups++;
    if (width > 1) multiDigit++;
  }
  return { digits, groups, multiDigit };
}

/** "plus " right before a run. */
const PLUS_BEFORE_RE = /(?:^|[^a-z])plus $/;

/**
 * The digits of a run of number words. Commas split what the speaker grouped ("sześćset sześćdziesiąt, zero
 * sześćdziesiąt pięć, pięćset osiemnaście" is 660 065 518): each group is read on its own, so a "zero" opening a group
 * is a digit and not a unit added to the group before. Without commas the run is read as groupedNumberDigits does.
 */
function spokenDigits(run: string): string {
  if (run.indexOf(',') < 0) return groupedNumberDigits(run.split(' '));
  let digits = '';
  let multiDigit = false;
  for (const chunk of run.split(/, ?/)) {
    const read = readGroups(chunk.split(' '));
    if (!read) return '';
    if (read.multiDigit > 0) multiDigit = true;
    digits += read.digits;
  }
  return multiDigit ? digits : '';
}

export function detectNumberWordsPhone(scan: ScanText, enabled: ReadonlySet<EntityType>, out: Candidate[]): void {
  const folded = scan.folded;
  if (!HINT_RE.test(folded)) return;
  RUN_RE.lastIndex = 0;
  for (let m = RUN_RE.exec(folded); m; m = RUN_RE.exec(folded)) {
    let digits = spokenDigits(m[0]);
    const end = m.index + m[0].length;
    // "plus czterdzieści osiem, …": the country code read out before a phone says what it is.
    const plus48 = digits.length === 11 && digits.startsWith('48') && PLUS_BEFORE_RE.test(folded.slice(Math.max(0, m.index - 6), m.index));
    if (plus48) digits = digits.slice(2);
    if (digits.length === 9 && enabled.has('PHONE_NUMBER') && (plus48 || CONTEXT.before(scan, m.index))) {
      out.push({ type: 'PHONE_NUMBER', start: m.index, end, score: NUMBER_WORDS_PHONE_SCORE, source: 'number-words-phone' });
    } else if (digits.length >= 10) {
      // Another identifier read out in pairs and groups ("PESEL: sześćdziesiąt jeden, dziesięć, dziewiętnaście…",
      // an account number in groups of four): valid and after its keyword, as digit by digit.
      spokenIdentifier(scan, m.index, end, digits, enabled, out);
    }
  }
}
