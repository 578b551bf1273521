// Dates that may be birth dates: d.m.yyyy (separators . / -, one kind per date), yyyy-mm-dd and
// "12 marca 1985" (Polish genitive month names). Only real calendar dates between 1900 and today.
// Without context every such date is a weak candidate (0.3, docs/pii-detection.md §3.1); with a birth
// context word (urodzony, urodzenia, ur.) it is strong (0.85). Dates introduced by a word that
// marks them as something else (termin płatności, faktura, dostawa, wysyłka, promocja, oferta
// ważna do…) or right after "do"/"od" (a deadline or a range) are skipped unless a birth word is
// also present, and future dates are never birth dates. A date followed by a time of day ("9 marca
// 2026 r. o 18:00", "2024-05-06 10:30") is an appointment or a log line, not a birth date, unless a birth
// word is there ("urodzona 3.04.2023 o 6:15"): otherwise each announced event becomes a birth date once
// the calendar passes it.
import { isValidDate } from '../checksums.js';
import { ContextWords, matchesBeforeDigitRuns } from '../context.js';
import { withContext, type Detector } from './types.js';

const MONTHS = ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia',
  'września', 'października', 'listopada', 'grudnia'];
const MONTH_INDEX = new Map(MONTHS.map((m, i) => [m, i + 1]));

const B = String.raw`(?=\d)(?<![\p{L}\p{N}_.\/-])`; // a number follows; see NUM_START
const E = String.raw`(?![\p{L}\p{N}_]|[.\/-]\d)`;
// Sticky: tried only where a run of digits starts (matchesBeforeDigitRuns), the only place B lets a match start.
const NUMERIC_RE = new RegExp(`${B}(\\d{1,2})([./-])(\\d{1,2})\\2(\\d{4})${E}`, 'uy');
const ISO_RE = new RegExp(`${B}(\\d{4})-(\\d{2})-(\\d{2})${E}`, 'uy');
const WORDS_RE = new RegExp(`${B}(\\d{1,2}) (${MONTHS.join('|')}) (\\d{4})${E}`, 'iuy');
const AT_RUN_START = [0];
// Each form's first number is a whole run of digits (B and \d{n} after it), so the run's length and the unit after
// it decide whether the regex can match there.
const DOT = 46, SLASH = 47, HYPHEN = 45, SPACE = 32;
/** NUMERIC_RE: a day of one or two digits, then its separator. */
const numericRunFits = (text: string, start: number, end: number): boolean => {
  const c = text.charCodeAt(end);
  return end - start <= 2 && (c === DOT || c === SLASH || c === HYPHEN);
};
/** ISO_RE: a year of four digits, then a hyphen. */
const isoRunFits = (text: string, start: number, end: number): boolean => end - start === 4 && text.charCodeAt(end) === HYPHEN;
/** WORDS_RE: a day of one or two digits, then a space. */
const wordsRunFits = (text: string, start: number, end: number): boolean => end - start <= 2 && text.charCodeAt(end) === SPACE;
/** Each form's regex with its shortest run and run test, for the test that they find what a global search finds. */
export const DATE_RUN_SHAPES: ReadonlyArray<readonly [RegExp, number, (text: string, start: number, end: number) => boolean]> = [
  [NUMERIC_RE, 1, numericRunFits], [ISO_RE, 4, isoRunFits], [WORDS_RE, 1, wordsRunFits],
];

const BIRTH_CONTEXT = new ContextWords(['urodz', '=ur', 'narodzin', '=dob']);
const OTHER_DATE_CONTEXT = new ContextWords([
  'termin', 'faktur', 'platn', 'zaplat', 'zamowien', 'dostaw', 'wysyl', 'wizyt', 'spotkan', 'wystawi',
  'umow', 'wazn', 'rezerwacj', 'przelew', 'zlecen', 'wyjazd', 'przyjazd', 'lot', 'seminari', 'konferencj',
  // shipping, orders, offers and other dates of things, not people
  'zamow', 'wyslan', 'wyslal', 'nadan', 'nadal', 'odbior', 'odebr', 'doreczen', 'dostarcz', 'kurier', 'paczk',
  'przesylk', 'promocj', 'ofert', 'obowiazuj', 'koncz', 'zakoncz', 'wygasa', 'uplyw', 'gwarancj', 'zwrot',
  'reklamac', 'zakup', 'kupil', 'sprzedaz', 'rabat', 'wyprzedaz', 'realizac', 'aktualiz', 'deadline', 'egzamin',
  'rozpoczec', 'zapis', 'wydan', 'wydal', 'oplac', 'rachun', 'transakc', 'zgloszen', 'rejestrac',
  'dotrze', 'dostepn', 'zaplanow', 'premier', 'czynn', 'otwarci', 'zamkniec', 'wydarzen', 'koncert', 'przesun',
  'wyslem', 'odbierz', 'wazno', 'aktualn', 'publikac', 'opublikow', 'wersj', 'release', 'sprint', 'nabor', 'rekrutac',
]);
// "do 31.12.2024", "od 01.02.2024": a range or a deadline, not a birth date.
const RANGE_WORD = new ContextWords(['=do', '=od', '=przed', '=until', '=since']);
// After the date: an optional "r."/"roku", then up to two of "o"/"godz."/"at", then hh:mm.
const TIME_OF_DAY_AFTER = /^(?:\s*(?:r\.|rok[u]?\b))?\s*(?:,\s*)?(?:(?:o|od|godz\.?|godzina|godzinie|at|,)\s*){0,2}(?:[01]?\d|2[0-3])[:.][0-5]\d(?!\d)/iu;
export const DOB_SCORE = 0.3;
export const DOB_SCORE_CONTEXT = 0.85;
const MIN_YEAR = 1900;

function emit(scan: Parameters<Detector>[0], out: Parameters<Detector>[1], start: number, end: number,
  year: number, month: number, day: number): void {
  if (year < MIN_YEAR || !isValidDate(year, month, day)) return;
  if (Date.UTC(year, month - 1, day) > Date.now()) return;
  const birth = BIRTH_CONTEXT.before(scan, start);
  if (!birth && (OTHER_DATE_CONTEXT.before(scan, start) || RANGE_WORD.before(scan, start, 1) ||
    TIME_OF_DAY_AFTER.test(scan.text.slice(end, end + 24)))) return;
  out.push({ type: 'DATE_OF_BIRTH', start, end, source: 'date_of_birth', score: withContext(DOB_SCORE, DOB_SCORE_CONTEXT, birth) });
}

export const detectDateOfBirth: Detector = (scan, out) => {
  if (scan.digits.longestRun < 4) return; // every form has a four-digit year
  for (const m of matchesBeforeDigitRuns(scan, NUMERIC_RE, 1, AT_RUN_START, undefined, numericRunFits)) {
    emit(scan, out, m.index, m.index + m[0].length, Number(m[4]), Number(m[3]), Number(m[1]));
  }
  for (const m of matchesBeforeDigitRuns(scan, ISO_RE, 4, AT_RUN_START, undefined, isoRunFits)) {
    emit(scan, out, m.index, m.index + m[0].length, Number(m[1]), Number(m[2]), Number(m[3]));
  }
  for (const m of matchesBeforeDigitRuns(scan, WORDS_RE, 1, AT_RUN_START, undefined, wordsRunFits)) {
    const month = MONTH_INDEX.get(m[2].toLowerCase()) ?? 0;
    emit(scan, out, m.index, m.index + m[0].length, Number(m[3]), month, Number(m[1]));
  }
};
