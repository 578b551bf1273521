// Checksum and format validators for Polish identifiers and a few international ones.
// Inputs are the identifier's characters only (separators already removed by the caller).
// Every function is total: malformed input returns false, never throws.

const DIGIT_0 = 48;

function digitAt(s: string, i: number): number {
  return s.charCodeAt(i) - DIGIT_0;
}

function allDigits(s: string, length: number): boolean {
  if (s.length !== length) return false;
  for (let i = 0; i < length; i++) {
    const d = digitAt(s, i);
    if (d < 0 || d > 9) return false;
  }
  return true;
}

const PESEL_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];

/** Decoded birth date of a PESEL (month offsets encode the century), or null if the date does not exist. */
export function peselBirthDate(pesel: string): { year: number; month: number; day: number } | null {
  if (!allDigits(pesel, 11)) return null;
  const yy = digitAt(pesel, 0) * 10 + digitAt(pesel, 1);
  let mm = digitAt(pesel, 2) * 10 + digitAt(pesel, 3);
  const dd = digitAt(pesel, 4) * 10 + digitAt(pesel, 5);
  // +80 → 1800s, +0 → 1900s, +20 → 2000s, +40 → 2100s, +60 → 2200s.
  let century: number;
  if (mm > 80) { century = 1800; mm -= 80; }
  else if (mm > 60) { century = 2200; mm -= 60; }
  else if (mm > 40) { century = 2100; mm -= 40; }
  else if (mm > 20) { century = 2000; mm -= 20; }
  else century = 1900;
  const year = century + yy;
  return isValidDate(year, mm, dd) ? { year, month: mm, day: dd } : null;
}

/** PESEL: weights 1,3,7,9,… over ten digits, control = (10 − sum mod 10) mod 10, and a real birth date. */
export function isValidPesel(pesel: string): boolean {
  if (!allDigits(pesel, 11)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += digitAt(pesel, i) * PESEL_WEIGHTS[i];
  if ((10 - (sum % 10)) % 10 !== digitAt(pesel, 10)) return false;
  return peselBirthDate(pesel) !== null;
}

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** NIP: weights 6,5,7,2,3,4,5,6,7; sum mod 11 equals the 10th digit; a remainder of 10 is never valid. */
export function isValidNip(nip: string): boolean {
  if (!allDigits(nip, 10)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += digitAt(nip, i) * NIP_WEIGHTS[i];
  const r = sum % 11;
  return r !== 10 && r === digitAt(nip, 9);
}

const REGON9_WEIGHTS = [8, 9, 2, 3, 4, 5, 6, 7];
const REGON14_WEIGHTS = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8];

function regonCheck(s: string, weights: readonly number[]): boolean {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += digitAt(s, i) * weights[i];
  return (sum % 11) % 10 === digitAt(s, weights.length);
}

/** REGON of 9 digits, or of 14 digits whose first 9 digits are themselves a valid REGON-9. */
export function isValidRegon(regon: string): boolean {
  if (allDigits(regon, 9)) return regonCheck(regon, REGON9_WEIGHTS);
  if (allDigits(regon, 14)) {
    return regonCheck(regon, REGON9_WEIGHTS) && regonCheck(regon, REGON14_WEIGHTS);
  }
  return false;
}

/** Value of an identifier character: digits 0–9, letters A=10 … Z=35; -1 otherwise. */
function alnumValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 90) return code - 55;
  return -1;
}

function weightedMod10(s: string, weights: readonly number[]): boolean {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) {
    const v = alnumValue(s.charCodeAt(i));
    if (v < 0) return false;
    sum += v * weights[i];
  }
  return sum % 10 === 0;
}

function isUpperLetters(s: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c < 65 || c > 90) return false;
  }
  return true;
}

const ID_CARD_WEIGHTS = [7, 3, 1, 9, 7, 3, 1, 7, 3];

/** Polish ID card (dowód osobisty): AAA999999, weights 7,3,1,9,7,3,1,7,3 over all nine, sum ≡ 0 mod 10. */
export function isValidIdCard(id: string): boolean {
  return id.length === 9 && isUpperLetters(id, 0, 3) && allDigits(id.slice(3), 6)
    && weightedMod10(id, ID_CARD_WEIGHTS);
}

const PASSPORT_WEIGHTS = [7, 3, 9, 1, 7, 3, 1, 7, 3];

/** Polish passport: AA9999999, weights 7,3,9,1,7,3,1,7,3, sum ≡ 0 mod 10 (3rd char is the check digit). */
export function isValidPassport(id: string): boolean {
  return id.length === 9 && isUpperLetters(id, 0, 2) && allDigits(id.slice(2), 7)
    && weightedMod10(id, PASSPORT_WEIGHTS);
}

/** Luhn check over a digit string (no separators). */
export function isValidLuhn(digits: string): boolean {
  if (digits.length < 2) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digitAt(digits, i);
    if (d < 0 || d > 9) return false;
    if (double) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/**
 * IBAN mod-97 check (ISO 13616): move the first four characters to the end, letters → 10…35,
 * the number mod 97 must be 1. Input: compact IBAN (no spaces), uppercase.
 */
export function isValidIban(iban: string): boolean {
  if (iban.length < 15 || iban.length > 34) return false;
  if (!isUpperLetters(iban, 0, 2)) return false;
  let rem = 0;
  const n = iban.length;
  for (let k = 0; k < n; k++) {
    const code = iban.charCodeAt((k + 4) % n);
    const v = alnumValue(code);
    if (v < 0) return false;
    rem = v < 10 ? (rem * 10 + v) % 97 : (rem * 100 + v) % 97;
  }
  return rem === 1;
}

/** Polish IBAN: PL + 26 digits with a valid mod-97 check. */
export function isValidPolishIban(iban: string): boolean {
  return iban.length === 28 && iban.startsWith('PL') && allDigits(iban.slice(2), 26) && isValidIban(iban);
}

/** Polish domestic account number (NRB): the 26 digits of a PL IBAN, checked as if prefixed with PL. */
export function isValidNrb(digits: string): boolean {
  return allDigits(digits, 26) && isValidIban('PL' + digits);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Whether year-month-day exists in the Gregorian calendar (month 1–12). */
export function isValidDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const max = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1];
  return day <= max;
}

/** EAN-13 / GTIN-13 product barcode: weights 1,3,1,3,… over twelve digits, check = (10 − sum mod 10) mod 10. */
export function isValidEan13(digits: string): boolean {
  if (!allDigits(digits, 13)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += digitAt(digits, i) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === digitAt(digits, 12);
}
