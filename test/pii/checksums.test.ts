import { describe, expect, it } from 'vitest';
import {
  isValidDate, isValidIban, isValidIdCard, isValidLuhn, isValidNip, isValidNrb, isValidPassport, isValidPesel,
  isValidPolishIban, isValidRegon, peselBirthDate,
} from '../../src/pii/checksums.js';
import { loadVectors } from './vectors.js';

const V = loadVectors();
const compact = (s: string) => s.replace(/[\s-]/g, '');

const cases: Array<[string, (s: string) => boolean]> = [
  ['PESEL', isValidPesel],
  ['NIP', (s) => isValidNip(compact(s))],
  ['REGON', isValidRegon],
  ['ID card (dowód osobisty)', isValidIdCard],
  ['Passport', isValidPassport],
  ['IBAN (PL)', (s) => isValidPolishIban(compact(s))],
  ['Luhn (credit cards)', (s) => isValidLuhn(compact(s))],
];

describe('checksums: every vector from pii-test-vectors.md', () => {
  it('the vector file has all seven sections with values', () => {
    for (const [name] of cases) {
      expect(V[name], name).toBeDefined();
      expect(V[name].valid.length, name).toBeGreaterThan(0);
      expect(V[name].invalid.length, name).toBeGreaterThan(0);
    }
  });
  for (const [name, check] of cases) {
    it(`${name}: valid vectors pass`, () => {
      for (const v of V[name].valid) expect(check(v), v).toBe(true);
    });
    it(`${name}: invalid vectors fail`, () => {
      for (const v of V[name].invalid) expect(check(v), v).toBe(false);
    });
  }
});

describe('checksum details', () => {
  it('PESEL decodes the century from the month', () => {
    expect(peselBirthDate('02870803622')).toEqual({ year: 1802, month: 7, day: 8 });
    expect(peselBirthDate('01510813623')).toEqual({ year: 2101, month: 11, day: 8 });
    expect(peselBirthDate('00610179938')).toEqual({ year: 2200, month: 1, day: 1 });
    expect(peselBirthDate('99923135889')).toEqual({ year: 1899, month: 12, day: 31 });
    expect(peselBirthDate('02381307589')).toBeNull(); // month 38 → 2000s, month 18 does not exist
  });
  it('PESEL with a good checksum but an impossible date is invalid', () => {
    // 1990-02-30: compute a checksum-correct number for a date that does not exist.
    const base = '9002300000';
    const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
    const sum = [...base].reduce((a, d, i) => a + Number(d) * w[i], 0);
    const pesel = base + String((10 - (sum % 10)) % 10);
    expect(isValidPesel(pesel)).toBe(false);
  });
  it('NIP with remainder 10 is invalid and malformed input never throws', () => {
    expect(isValidNip('1234567890')).toBe(false);
    for (const bad of ['', 'abc', '12345', '85673462150', '85673462 5']) expect(isValidNip(bad)).toBe(false);
  });
  it('REGON-14 needs a valid REGON-9 prefix', () => {
    expect(isValidRegon('12345678612342')).toBe(false);
    expect(isValidRegon('12345678512347')).toBe(true);
  });
  it('IBAN generic mod-97 and the domestic 26-digit form', () => {
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(isValidNrb('61109010140000071219812874')).toBe(true);
    expect(isValidNrb('61109010140000071219812875')).toBe(false);
  });
  it('calendar dates including leap years', () => {
    expect(isValidDate(2000, 2, 29)).toBe(true);
    expect(isValidDate(1900, 2, 29)).toBe(false);
    expect(isValidDate(2024, 4, 31)).toBe(false);
    expect(isValidDate(2024, 13, 1)).toBe(false);
  });
});
