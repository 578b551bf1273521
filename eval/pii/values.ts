// Generators of synthetic personal-data values with known validity. Check digits are computed here,
// independently of the detectors under test (src/pii/checksums.ts), so a detector bug cannot hide
// in the data. "Well-formed" means the format and checksum are valid and no noise was added.
import type { Rng } from './rng.js';
import type { Category, Piece } from './types.js';

const piece = (text: string, category: Category, kind: string, wellFormed: boolean): Piece => ({ text, category, kind, wellFormed });
const id = (text: string, kind: string, wellFormed: boolean): Piece => piece(text, 'IDENTIFIER', kind, wellFormed);

function weightedSum(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * weights[i];
  return sum;
}

/** Replaces the last digit with another one, which breaks any single check digit. */
function breakLastDigit(rng: Rng, s: string): string {
  const last = Number(s[s.length - 1]);
  return s.slice(0, -1) + String((last + rng.int(1, 9)) % 10);
}

// ---- PESEL, NIP, REGON ----------------------------------------------------------------------

export function peselFor(rng: Rng, year: number, month: number, day: number, female: boolean): string {
  const m = year >= 2000 ? month + 20 : month;
  const base = String(year % 100).padStart(2, '0') + String(m).padStart(2, '0') + String(day).padStart(2, '0');
  const sexDigit = female ? rng.pick([0, 2, 4, 6, 8]) : rng.pick([1, 3, 5, 7, 9]);
  const body = base + rng.digits(3) + String(sexDigit);
  const check = (10 - (weightedSum(body, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10;
  return body + String(check);
}

export function pesel(rng: Rng, valid = true): Piece {
  const value = peselFor(rng, rng.int(1950, 2006), rng.int(1, 12), rng.int(1, 28), rng.chance(0.5));
  return valid ? id(value, 'pesel', true) : id(breakLastDigit(rng, value), 'pesel_bad_checksum', false);
}

function nipDigits(rng: Rng): string {
  for (;;) {
    const body = String(rng.int(1, 9)) + rng.digits(8);
    const r = weightedSum(body, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11;
    if (r !== 10) return body + String(r);
  }
}

export function nip(rng: Rng, valid = true): Piece {
  let d = nipDigits(rng);
  if (!valid) d = breakLastDigit(rng, d);
  const style = rng.int(0, 3);
  const text = style === 0 ? d
    : style === 1 ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}`
    : style === 2 ? `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5, 7)}-${d.slice(7)}`
    : `PL${d}`;
  return id(text, valid ? 'nip' : 'nip_bad_checksum', valid);
}

export function regon(rng: Rng, valid = true): Piece {
  const body = String(rng.int(1, 9)) + rng.digits(7);
  let d = body + String((weightedSum(body, [8, 9, 2, 3, 4, 5, 6, 7]) % 11) % 10);
  if (!valid) d = breakLastDigit(rng, d);
  return id(d, valid ? 'regon' : 'regon_bad_checksum', valid);
}

// ---- bank accounts and cards ------------------------------------------------------------------

function mod97(numeric: string): number {
  let r = 0;
  for (const ch of numeric) r = (r * 10 + Number(ch)) % 97;
  return r;
}

/** 26 digits of a Polish account number (NRB) with a valid IBAN check. */
export function nrbDigits(rng: Rng): string {
  const bban = rng.pick(['1020', '1090', '1140', '1240', '1050', '1160', '2490']) + rng.digits(4) + rng.digits(16);
  const check = 98 - mod97(bban + '252100'); // "PL" = 25 21, check digits "00" at the end
  return String(check).padStart(2, '0') + bban;
}

function groupNrb(d: string): string {
  return [d.slice(0, 2), ...d.slice(2).match(/.{4}/g)!].join(' ');
}

export function iban(rng: Rng, valid = true): Piece {
  let d = nrbDigits(rng);
  if (!valid) d = String((Number(d.slice(0, 2)) + rng.int(1, 40)) % 100).padStart(2, '0') + d.slice(2);
  const style = rng.int(0, 2);
  const text = style === 0 ? `PL${d}` : style === 1 ? `PL${groupNrb(d)}` : `PL${d.slice(0, 2)} ${d.slice(2).match(/.{4}/g)!.join(' ')}`;
  return id(text, valid ? 'iban' : 'iban_bad_checksum', valid);
}

/** A 26-digit account number, grouped or not; with `valid` false its check digits are wrong. */
export function accountNumber(rng: Rng, valid = true): Piece {
  let d = nrbDigits(rng);
  if (!valid) d = String((Number(d.slice(0, 2)) + rng.int(1, 40)) % 100).padStart(2, '0') + d.slice(2);
  const text = rng.chance(0.6) ? groupNrb(d) : d;
  return id(text, valid ? 'account_26' : 'account_26_bad_checksum', valid);
}

/** 16 digits that people call an account number (not a valid NRB). */
export function shortAccount(rng: Rng): Piece {
  const d = String(rng.int(1, 9)) + rng.digits(15);
  const text = rng.chance(0.5) ? d.match(/.{4}/g)!.join(' ') : d;
  return id(text, 'account_16', false);
}

function luhnComplete(body: string): string {
  let sum = 0;
  for (let i = body.length - 1, dbl = true; i >= 0; i--, dbl = !dbl) {
    let v = Number(body[i]);
    if (dbl) { v *= 2; if (v > 9) v -= 9; }
    sum += v;
  }
  return body + String((10 - (sum % 10)) % 10);
}

export function creditCard(rng: Rng): Piece {
  const d = luhnComplete(rng.pick(['4', '5']) + rng.digits(14));
  const style = rng.int(0, 2);
  const text = style === 0 ? d : d.match(/.{4}/g)!.join(style === 1 ? ' ' : '-');
  return id(text, 'card', true);
}

// ---- documents --------------------------------------------------------------------------------

const LETTERS = 'ABCDEFGHIJKLMNOPRSTUWXYZ';

function letters(rng: Rng, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += rng.pick([...LETTERS]);
  return s;
}

function alnum(ch: string): number {
  return ch >= '0' && ch <= '9' ? Number(ch) : ch.charCodeAt(0) - 55;
}

/** Fills the check digit at `at` so that the weighted sum of all characters is ≡ 0 mod 10. */
function withCheckDigit(prefix: string, rest: string, at: number, weights: readonly number[]): string {
  for (let c = 0; c <= 9; c++) {
    const s = prefix + rest.slice(0, at - prefix.length) + String(c) + rest.slice(at - prefix.length);
    let sum = 0;
    for (let i = 0; i < s.length; i++) sum += alnum(s[i]) * weights[i];
    if (sum % 10 === 0) return s;
  }
  throw new Error('unreachable: weight 9 reaches every residue');
}

export function idCard(rng: Rng, valid = true): Piece {
  const v = withCheckDigit(letters(rng, 3), rng.digits(5), 3, [7, 3, 1, 9, 7, 3, 1, 7, 3]);
  if (valid) return id(rng.chance(0.2) ? `${v.slice(0, 3)} ${v.slice(3)}` : v, 'id_card', true);
  return id(v.slice(0, 3) + String((Number(v[3]) + rng.int(1, 9)) % 10) + v.slice(4), 'id_card_bad_checksum', false);
}

/** Document numbers in no Polish standard format ("XX123456", "1234-5678-9012", "AB 12 34 567"). */
export function nonStandardDocument(rng: Rng): Piece {
  const style = rng.int(0, 3);
  const text = style === 0 ? letters(rng, 2) + rng.digits(6)
    : style === 1 ? `${rng.digits(4)}-${rng.digits(4)}-${rng.digits(4)}`
    : style === 2 ? `${letters(rng, 2)} ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(3)}`
    : `${rng.digits(3)}/${rng.digits(4)}/${String(rng.int(2015, 2025))}`;
  return id(text, 'document_nonstandard', false);
}

export function passport(rng: Rng, valid = true): Piece {
  const v = withCheckDigit(letters(rng, 2), rng.digits(6), 2, [7, 3, 9, 1, 7, 3, 1, 7, 3]);
  if (valid) return id(v, 'passport', true);
  return id(v.slice(0, 2) + String((Number(v[2]) + rng.int(1, 9)) % 10) + v.slice(3), 'passport_bad_checksum', false);
}

export function drivingLicence(rng: Rng): Piece {
  return id(`${rng.digits(5)}/${rng.digits(2)}/${rng.digits(4)}`, 'driving_licence', true);
}

/** Student card and similar numbers that only their context makes personal. */
export function studentCard(rng: Rng): Piece {
  return id(String(rng.int(100000, 499999)), 'student_card', false);
}

// ---- phones -------------------------------------------------------------------------------------

const MOBILE_PREFIXES = ['501', '502', '504', '509', '510', '512', '517', '530', '533', '535', '570', '572', '575',
  '600', '601', '602', '604', '605', '607', '660', '661', '664', '665', '690', '691', '693', '695', '697',
  '721', '724', '727', '730', '733', '781', '784', '790', '792', '794', '880', '883', '886'];

function mobileDigits(rng: Rng): string {
  return rng.pick(MOBILE_PREFIXES) + rng.digits(6);
}

export type PhoneStyle = 'spaced' | 'dashed' | 'plain' | 'intl_spaced' | 'intl_plain' | 'intl_paren' | 'intl_00'
  | 'foreign' | 'landline';

export const LOCAL_PHONE_STYLES: readonly PhoneStyle[] = ['spaced', 'dashed', 'plain'];
export const ALL_PHONE_STYLES: readonly PhoneStyle[] = ['spaced', 'dashed', 'plain', 'intl_spaced', 'intl_plain',
  'intl_paren', 'intl_00', 'foreign', 'landline'];

function foreignPhone(rng: Rng): string {
  switch (rng.int(0, 3)) {
    case 0: return `+43 ${rng.pick(['660', '664', '676', '699'])} ${rng.digits(7)}`;
    case 1: return `+49 ${rng.pick(['151', '160', '170', '176'])} ${rng.digits(8)}`;
    case 2: return `+44 7${rng.digits(3)} ${rng.digits(6)}`;
    default: return `+1 ${rng.pick(['212', '312', '415', '646'])} ${rng.int(200, 999)} ${rng.digits(4)}`;
  }
}

function landline(rng: Rng): string {
  const area = rng.pick(['22', '12', '42', '58', '61', '71', '32', '81', '91', '85']);
  const d = String(rng.int(2, 8)) + rng.digits(6);
  const groups = `${d.slice(0, 3)} ${d.slice(3, 5)} ${d.slice(5)}`;
  return rng.chance(0.5) ? `(${area}) ${groups}` : `${area} ${groups}`;
}

export function phone(rng: Rng, style: PhoneStyle = rng.pick(ALL_PHONE_STYLES)): Piece {
  const d = mobileDigits(rng);
  const sp = `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`;
  const text = style === 'spaced' ? sp
    : style === 'dashed' ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`
    : style === 'plain' ? d
    : style === 'intl_spaced' ? `+48 ${sp}`
    : style === 'intl_plain' ? `+48${d}`
    : style === 'intl_paren' ? `(+48) ${sp}`
    : style === 'intl_00' ? `0048 ${sp}`
    : style === 'foreign' ? foreignPhone(rng)
    : landline(rng);
  return piece(text, 'PHONE', `phone_${style}`, true);
}

// ---- e-mail, usernames, dates of birth ---------------------------------------------------------

const FOLD: Record<string, string> = { ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z' };
export const asciiFold = (s: string): string => s.toLowerCase().replace(/[ąćęłńóśźż]/g, (c) => FOLD[c]);

export function email(rng: Rng, first: string, last: string): Piece {
  const f = asciiFold(first), l = asciiFold(last);
  const local = rng.pick([`${f}.${l}`, `${f[0]}${l}`, `${f}${l}${rng.int(70, 99)}`, `${f}_${l}`, `${l}.${f}`, `${f}${rng.int(1, 999)}`]);
  const domain = rng.pick(['gmail.com', 'wp.pl', 'o2.pl', 'onet.pl', 'interia.pl', 'outlook.com', 'poczta.fm',
    'firma-budowlana.pl', 'uni.lodz.pl', 'kancelaria-prawo.com.pl']);
  return piece(`${local}@${domain}`, 'EMAIL', 'email', true);
}

export function username(rng: Rng, first: string, last: string): Piece {
  const f = asciiFold(first), l = asciiFold(last);
  const text = rng.pick([`${f}_${rng.int(80, 99)}`, `${f[0]}${l}`, `${l}${rng.int(1, 99)}`, `${f}.${l[0]}`,
    `x_${f}_x`, `${f}${l.slice(0, 3)}`, `${l}_pl`, `${f}2k${rng.int(0, 9)}`]);
  return piece(text, 'USERNAME', 'username', true);
}

export function handle(rng: Rng, first: string, last: string): Piece {
  const u = username(rng, first, last);
  return piece('@' + u.text, 'USERNAME', 'handle', true);
}

const MONTHS_GEN = ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września',
  'października', 'listopada', 'grudnia'];

export function dateOfBirth(rng: Rng): Piece {
  const y = rng.int(1948, 2005), m = rng.int(1, 12), d = rng.int(1, 28);
  const dd = String(d).padStart(2, '0'), mm = String(m).padStart(2, '0');
  const text = rng.pick([`${dd}.${mm}.${y}`, `${d} ${MONTHS_GEN[m - 1]} ${y}`, `${y}-${mm}-${dd}`, `${dd}/${mm}/${y}`, `${d}.${mm}.${y}`]);
  return piece(text, 'DATE_OF_BIRTH', 'date_of_birth', true);
}

// ---- noise ----------------------------------------------------------------------------------------

const DIGIT_LOOKALIKES: Record<string, string> = { '0': 'O', '1': 'l', '5': 'S', '8': 'B' };
const LETTER_LOOKALIKES: Record<string, string> = { e: '3', o: '0', i: '1', a: '4', l: '1' };

/** One or two look-alike characters inside a value (OCR-like): "6O4 594 393", "Mi3loch". */
export function withLookalikes(rng: Rng, p: Piece): Piece {
  const table = /\d/.test(p.text) ? DIGIT_LOOKALIKES : LETTER_LOOKALIKES;
  const positions = [...p.text].map((c, i) => (table[c] && i > 0 ? i : -1)).filter((i) => i >= 0);
  if (positions.length === 0) return { ...p, wellFormed: false, kind: p.kind + '_noisy' };
  const chars = [...p.text];
  const n = Math.min(positions.length, rng.int(1, 2));
  for (let k = 0; k < n; k++) {
    const at = rng.pick(positions);
    chars[at] = table[chars[at]] ?? chars[at];
  }
  return { ...p, text: chars.join(''), wellFormed: false, kind: p.kind + '_noisy' };
}

/** Look-alikes a hurried or OCR'd value gets beyond O/I/l/S/B: Z for 2, A for 4, G for 6, T for 7, q for 9. */
const KEYWORD_LOOKALIKES: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '4': 'A', '5': 'S', '6': 'G', '7': 'T', '8': 'B', '9': 'q' };

/** One digit of the value replaced by a look-alike letter (for values written right after their keyword). */
export function withOneLookalike(rng: Rng, p: Piece): Piece {
  const positions = [...p.text].map((c, i) => (KEYWORD_LOOKALIKES[c] && i > 0 ? i : -1)).filter((i) => i >= 0);
  const chars = [...p.text];
  const at = rng.pick(positions);
  chars[at] = KEYWORD_LOOKALIKES[chars[at]]!;
  return { ...p, text: chars.join(''), wellFormed: false, kind: p.kind + '_lookalike' };
}

/** A text without Polish diacritics, case kept ("Łukasz Woźniak" → "Lukasz Wozniak"). */
export function stripPolish(s: string): string {
  return s.replace(/[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/g, (c) => {
    const lower = c.toLowerCase();
    const base = FOLD[lower]!;
    return c === lower ? base : base.toUpperCase();
  });
}
