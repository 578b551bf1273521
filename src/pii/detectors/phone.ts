// Phone numbers. A phone-shaped number in conversational text is almost always a phone, and a
// missed one leaks, so local numbers are taken more widely than "needs context" (docs/pii-detection.md §3.1):
// - international: "+48" (also "(+48)", "0048") and nine digits, 0.85; another country code
//   ("+43 664 1234567", "+1 (555) 123-4567", "0049 30 1234567"), 8–15 digits in all, 0.75;
// - local nine digits (3-3-3, 3-2-2-2, 2-3-2-2, "(42) 334 59 01", plain): the nearest context word
//   within ten words decides. A phone word (telefon, tel., komórka, zadzwoń, SMS, WhatsApp…) 0.4;
//   a weak one (numer, nr, kontakt) 0.3; a word naming another number (zamówienie, faktura,
//   konto, PESEL, kod produktu…) rules it out unless a listed area code stands in brackets; with none, a
//   mobile prefix or a landline area code in the landline shape, or a number alone on its line (a signature),
//   is still a phone at 0.2;
// - landline shapes other numbers share ("71/344 21 09", "42 6312244", "89 527 3301"): a listed area
//   code and a phone or weak word.
// Amounts and counts ("600 700 800 zł", "… osób") are never phones.
import { isAsciiDigit, LETTER, unitClass } from '../char-class.js';
import { ContextClasses, ContextWords, matchesBeforeDigitRuns, type ScanText } from '../context.js';
import type { Candidate } from '../types.js';
import { digitsOnly, GROUPED_END, GROUPED_START, labelGlued, type Detector } from './types.js';

const SEP = '[ .-]?';
// +48 (or (+48), 0048), then nine digits, the first two may be a parenthesised area code, or the first
// three a parenthesised mobile prefix ("+48(603)112-987").
const PL_INTERNATIONAL = String.raw`(?:\+48|\(\+48\)|0048)[ -]?(?:\(\d{2}\)${SEP}\d(?:${SEP}\d){6}|\(\d{3}\)${SEP}\d(?:${SEP}\d){5}|\d(?:${SEP}\d){8})`;
// Another country code after "+" (or "00" and a separator), an optional parenthesised area code,
// then digit groups; the total digit count is checked in code.
const OTHER_INTERNATIONAL = String.raw`(?:\+(?!48)|\(\+(?!48)|00(?!48)(?=[1-9]\d{0,2}\)?[ -]))[1-9]\d{0,2}\)?[ -]?(?:\(\d{1,4}\)${SEP})?\d(?:${SEP}\d){4,12}`;
// A number that starts with "+" may follow a letter or "_" ("…@example.com+48 601 …", "tel_+48…"): the plus
// itself marks where it begins. Other starts need the usual boundary.
const PLUS_START = String.raw`(?<![\p{N}+]|\d[ .,\/-]?)(?=\(?\+)`;
// Every match starts with "+", "(+" or "00": the leading lookahead lets the engine reject every other
// position on its first character instead of trying the lookbehinds there (a third of this detector's time).
const INTERNATIONAL_RE = new RegExp(
  `(?=[+(0])(?:${PLUS_START}|${GROUPED_START})(?:(${PL_INTERNATIONAL})|${OTHER_INTERNATIONAL})${GROUPED_END}`,
  'uy',
);
// Local shapes; group 1 = mobile-like groups (2 = their separator), 3 = landline-like groups, 4 = plain digits.
// A "48" country code written without "+" ("48 601 234 567") or the old trunk "0 " ("0 601 234 567")
// may come first; the context rules apply.
// A phone word, or "nr" / "numer", may be glued to it ("tel601234567", "kom_601 234 567", "nr601234567"):
// the glued word then decides as if a space were between.
const PHONE_LABELS = ['tel', 'telefon', 'kom', 'fax', 'phone', 'mobile', 'nr', 'numer'];
// Group 5: landline shapes that other numbers share too (case numbers, scores), taken only with a phone or weak
// context word: the area code before a slash ("71/344 21 09", "12/634-55-21") or before seven digits unsplit or
// split 3-4 ("42 6312244", "89 527 3301").
const LOCAL_RE = new RegExp(
  `(?=[\\d(])(?:${GROUPED_START}|${labelGlued(PHONE_LABELS)})(?:48[ -]?|0 )?(?:(\\d{3}([ .-])\\d{3}\\2\\d{3}|\\d{3}[ -]\\d{2}[ -]\\d{2}[ -]\\d{2})` +
  `|(\\(0?-?\\d{2}\\) ?\\d{3}[ -]?\\d{2}[ -]?\\d{2}|(?:0-?)?\\d{2}[ -]\\d{3}[ -]\\d{2}[ -]\\d{2})|(\\d{9})` +
  `|(\\d{2} ?\\/ ?\\d{3}[ -]?\\d{2}[ -]?\\d{2}|\\d{2} \\d{7}|\\d{2} \\d{3} \\d{4}))${GROUPED_END}`,
  'uy',
);
// Both regexes are tried only at a run of digits, or one or two units before it ("+48", "(+48", "(58)", "(-58)")
// (matchesBeforeDigitRuns): their start boundaries let no match begin after a digit.
const START_AHEAD = [2, 1, 0];
/** Whether a phone may begin with a unit before its digits ("(", "+"; exported for the test of matchesBeforeDigitRuns). */
export const opensPhone = (unit: number): boolean => unit === 40 || unit === 43;
/** The two regexes' sources, for the test that compares the search from digit runs with a global one. */
export const PHONE_SOURCES: readonly string[] = [INTERNATIONAL_RE.source, LOCAL_RE.source];
/** A currency or unit right after the number: an amount or a count, not a phone. */
const AMOUNT_AFTER_RE = /[  ]?(?:(?:zł|zl|pln|eur|euro|usd|gbp|chf|€|\$|%|kg|km|szt|sztuk|osób|osob|mln|tys|lat|dni|razy|b|kb|mb|gb|tb|ms|kwh|m2|m²)(?![\p{L}])|(?:bajt|rekord|wiersz|wyświetle|pobra|użytkownik|uzytkownik|egzemplarz|mieszkańc|sztuk)\p{L}*)/iuy;

/** Polish mobile prefixes (first two digits of a nine-digit mobile number). */
export const MOBILE_PREFIXES: ReadonlySet<string> = new Set(['45', '50', '51', '53', '57', '60', '66', '69', '72', '73', '78', '79', '88']);
/** Polish landline area codes. */
const AREA_CODES = new Set([
  '12', '13', '14', '15', '16', '17', '18', '22', '23', '24', '25', '29', '32', '33', '34', '41', '42', '43',
  '44', '46', '48', '52', '54', '55', '56', '58', '59', '61', '62', '63', '65', '67', '68', '71', '74', '75',
  '76', '77', '81', '82', '83', '84', '85', '86', '87', '89', '91', '94', '95',
]);

const OTHER_WORDS = [
  'zamowien', 'zamow', 'faktur', '=fv', '=konto', '=konta', '=kontem', 'rachun', 'przelew', '=iban', 'pesel',
  '=nip', 'regon', '=krs', 'dowod', 'paszport', 'legitymac', 'dokument', '=kod', '=kodem', '=kodu', 'produkt',
  'parti', 'paczk', 'przesylk', 'sledz', 'sprawy', '=sprawa', 'sygnatur', 'referenc', 'transakc', 'zlecen',
  'umow', 'polis', '=klienta', '=ean', '=sku', '=id', '=pin', '=puk', 'seryjn', 'imei', 'kwot', '=cena',
  '=cene', 'artykul', 'katalog', 'indeks', 'zgloszen', 'ticket', 'order', 'invoice', 'rezerwac', 'bilet',
  'wniosk', 'decyzj', 'identyfikator', 'karty', '=karta', 'licznik', 'ksiegi', '=rejestr', '=rejestru', '=rejestrze',
  '=rejestrem', 'rejestrow', 'budzet', 'populacj',
  'mieszkanc', 'suma', '=sume', 'razem', 'saldo', 'wartosc', 'oplat', 'tracking', '=awb', 'przewozow', 'nadawcz',
  // code and data fields that hold other numbers
  'amount', 'price', '=total', '=count', '=size', 'bytes', 'timestamp', '=ts', 'epoch', '=seed', '=hash', 'version',
  '=build', 'offset', '=limit', 'timeout', '=port', '=pid', '=uid', '=gid',
];
const OTHER = new ContextWords(OTHER_WORDS);
const CONTEXT = new ContextClasses({
  phone: [
    'telefon', '=tel', 'komork', '=kom', '=komorka', 'zadzwon', 'dzwon', 'oddzwon', 'dodzwon', '=sms', 'smsa',
    'smsem', 'esemes', 'whatsapp', '=whatsappie', '=wa', 'signal', 'viber', 'telegram', 'infolini', '=fax', 'faks',
    'stacjonar', '=mobile', '=phone', '=cell', '=call', 'rozmow', 'polaczen',
  ],
  // and the desks a listing gives a number for ("sekretariat 12/634-55-21", "Rejestracja: (81) 589 82 55")
  weak: ['=numer', '=numerem', '=numeru', '=numerze', '=numery', '=nr', '=nru', '=nrem', 'kontakt', 'sekretariat', 'rejestracj',
    'recepcj', '=centrala', '=centrali',
    // where an ad or a note gives the number to call: "w razie pytań 787 111 799", "info 531 429 772"
    '=pytan', '=pytania', '=info'],
  other: OTHER_WORDS,
});
const CONTEXT_WORDS = 10;
const CONTEXT_CHARS = 120;

export const PHONE_INTERNATIONAL_SCORE = 0.85;
export const PHONE_OTHER_COUNTRY_SCORE = 0.75;
export const PHONE_LOCAL_SCORE = 0.4;
export const PHONE_LOCAL_WEAK_SCORE = 0.3;
export const PHONE_LOCAL_BARE_SCORE = 0.2;

const MAX_LABEL = 12;
const POD_BEFORE_RE = /(?:^|[^\p{L}])[pP][oO][dD] $/u;
/** A capitalised word, a comma and a space right before a number: a name and its phone in a contact line. */
const NAME_COMMA_BEFORE_RE = /(?:^|[^\p{L}])\p{Lu}\p{Ll}{2,}, $/u;
const TRAILING = new Set([' ', '\t', '\r', '.', ',', ';', ')']);

function countDigits(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) if (isAsciiDigit(s.charCodeAt(i))) n++;
  return n;
}

function amountFollows(text: string, end: number): boolean {
  AMOUNT_AFTER_RE.lastIndex = end;
  return AMOUNT_AFTER_RE.test(text);
}

/**
 * Nothing but the number (after a short label such as "tel." or "kom:") on its line: a signature
 * or a form field. Returns the line's start, or -1.
 */
function aloneOnLine(text: string, start: number, end: number): number {
  let i = start - 1;
  while (i >= 0 && start - i <= MAX_LABEL && text[i] !== '\n' && !isAsciiDigit(text.charCodeAt(i))) i--;
  if (i >= 0 && text[i] !== '\n') return -1;
  let j = end;
  while (j < text.length && text[j] !== '\n' && TRAILING.has(text[j])) j++;
  return j === text.length || text[j] === '\n' ? i + 1 : -1;
}

/** Where context for a number alone on the line at `lineStart` may start: that line, or the one before if it ends with ":". */
function labelLineStart(text: string, lineStart: number): number {
  let k = lineStart - 2;
  while (k >= 0 && (text[k] === ' ' || text[k] === '\r')) k--;
  if (k < 0 || text[k] !== ':') return lineStart;
  while (k >= 0 && text[k] !== '\n') k--;
  return k + 1;
}

/** Score of a local number from its context and shape, or 0 when it is not a phone. */
function localScore(scan: ScanText, m: RegExpExecArray): number {
  const text = scan.text;
  const start = m.index;
  const end = start + m[0].length;
  if (amountFollows(text, end) || text[start - 1] === '#') return 0;
  // A number alone on its line (a signature, a form field) reads only its own line's label, and
  // the line before when that one ends with ":" ("Nr zamówienia:\n123456789").
  const lineStart = aloneOnLine(text, start, end);
  const reach = lineStart < 0 ? CONTEXT_CHARS : Math.min(CONTEXT_CHARS, start - labelLineStart(text, lineStart));
  // "pod" right before a number is where one calls or orders ("zamówienia pod 730 441 285"): a phone's word.
  if (POD_BEFORE_RE.test(text.slice(Math.max(0, start - 5), start))) return PHONE_LOCAL_SCORE;
  let context = CONTEXT.nearest(scan, start, CONTEXT_WORDS, reach);
  // A word about another number vetoes only within its own sentence or line: "Kto da referencje?\nKandydatka: pani
  // Nowak, 884 181 567", a table's header line ("imie,nazwisko,pesel,telefon") over its rows.
  if (context === 'other') {
    const sentence = sentenceStart(text, start, reach);
    if (sentence > start - reach) context = CONTEXT.nearest(scan, start, CONTEXT_WORDS, start - sentence);
  }
  const digits = digitsOnly(m[0]).slice(-9);
  if (m[5] !== undefined) {
    // The shared shapes: a landline only with a listed area code and a word (or a line) that says so.
    if (!AREA_CODES.has(digits.slice(0, 2))) return 0;
    if (context === 'phone') return PHONE_LOCAL_SCORE;
    if (context === 'weak' && !OTHER.before(scan, start, 3)) return PHONE_LOCAL_WEAK_SCORE;
    return 0;
  }
  if (context === 'phone') return PHONE_LOCAL_SCORE;
  // "numer"/"nr" right after a word naming another number: "Faktura nr 512345678"; not across a comma ("w sprawie
  // polisy OC, numer 784 302 611 jest aktualny?").
  if (context === 'weak') return OTHER.before(scan, start, wordsInClause(text, start, 3)) ? 0 : PHONE_LOCAL_WEAK_SCORE;
  // An area code in brackets is a phone's own mark: a word about another number nearby ("Rejestracja: (81) 589 82 55") does not veto it;
  // nor does it veto a mobile right after a name and a comma, a contact's line ("Zgłoszenia: Anna Nowak, 571 539 112").
  if (context === 'other') {
    if (bracketedAreaCode(m[3])) return PHONE_LOCAL_BARE_SCORE;
    const mobileAfterName = (m[1] !== undefined || m[4] !== undefined) && MOBILE_PREFIXES.has(digits.slice(0, 2)) && NAME_COMMA_BEFORE_RE.test(text.slice(Math.max(0, start - 24), start));
    return mobileAfterName ? PHONE_LOCAL_BARE_SCORE : 0;
  }
  if (digits.endsWith('000000')) return 0; // round numbers are amounts or counts
  const mobile = (m[1] !== undefined || m[4] !== undefined) && MOBILE_PREFIXES.has(digits.slice(0, 2));
  const landline = m[3] !== undefined && AREA_CODES.has(digits.replace(/^0/, '').slice(0, 2));
  if (mobile || landline || lineStart >= 0) return PHONE_LOCAL_BARE_SCORE;
  return 0;
}

/** Where the sentence or line holding `start` begins, looking back at most `reach` units (after "?", "!", a line
 * break, or a full stop that ends a sentence; not the break after a label's colon). */
function sentenceStart(text: string, start: number, reach: number): number {
  for (let i = start - 1; i >= 0 && i >= start - reach; i--) {
    const c = text.charCodeAt(i);
    if (c === 10 && /:[ \t\r]*$/.test(text.slice(Math.max(0, i - 4), i))) continue; // a label line's value: "Nr zamówienia:\n…"
    if (c === 10 || c === 63 || c === 33) return i + 1;
    if (c === 46 && endsSentence(text, i)) return i + 1;
  }
  return start - reach;
}

/**
 * Whether the full stop at `dot` ends a sentence: a space follows, and a number or a word of five letters or more
 * comes before ("paczka u sąsiada pod 7. W razie pytań …", "… u Nowaka. Tel …"). An abbreviation ("nr.", "zam.",
 * "tel.") is short and keeps the sentence going, so "Zam. 784 302 611" stays an order's number.
 */
function endsSentence(text: string, dot: number): boolean {
  const next = text.charCodeAt(dot + 1);
  if (next !== 32 && next !== 9 && next !== 10) return false;
  let k = dot - 1;
  if (k >= 0 && isAsciiDigit(text.charCodeAt(k))) return true;
  while (k >= 0 && (unitClass(text.charCodeAt(k)) & LETTER)) k--;
  return dot - 1 - k >= 5;
}

/** How many of the `max` words before `start` stand in its clause (after the last comma or semicolon before it). */
function wordsInClause(text: string, start: number, max: number): number {
  let words = 0, inWord = false;
  for (let i = start - 1; i >= 0 && start - i <= 60; i--) {
    const c = text[i]!;
    if (c === ',' || c === ';' || c === '\n') break;
    const letter = /[\p{L}\p{N}]/u.test(c);
    if (letter && !inWord && ++words >= max) return max;
    inWord = letter;
  }
  return Math.max(words, 1);
}

/** Whether a landline match opens with a listed area code in brackets ("(81) …", "(0-58) …"). */
function bracketedAreaCode(landline: string | undefined): boolean {
  const m = landline === undefined ? null : /^\(0?-?(\d{2})\)/.exec(landline);
  return m !== null && AREA_CODES.has(m[1]!);
}

function push(out: Candidate[], start: number, end: number, score: number, source: string): void {
  out.push({ type: 'PHONE_NUMBER', start, end, source, score });
}

export const detectPhone: Detector = (scan, out) => {
  if (scan.digits.count < 8) return; // every phone taken has 8+ digits (9 local, 8-15 international)
  const text = scan.text;
  const international = text.includes('+') || text.includes('00');
  if (international) for (const m of matchesBeforeDigitRuns(scan, INTERNATIONAL_RE, 1, START_AHEAD, opensPhone)) {
    const end = m.index + m[0].length;
    if (m[1] !== undefined) { push(out, m.index, end, PHONE_INTERNATIONAL_SCORE, 'phone'); continue; }
    const digits = countDigits(m[0]);
    if (digits < 8 || digits > 15 || amountFollows(text, end)) continue;
    push(out, m.index, end, PHONE_OTHER_COUNTRY_SCORE, 'phone');
  }
  for (const m of matchesBeforeDigitRuns(scan, LOCAL_RE, 1, START_AHEAD, opensPhone)) {
    const score = localScore(scan, m);
    if (score > 0) push(out, m.index, m.index + m[0].length, score, 'phone_local');
  }
};
