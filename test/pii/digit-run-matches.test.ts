// matchesBeforeDigitRuns (context.ts) must find what a global search of the whole text finds, for the
// series-then-digits shapes the ID card and passport detectors use it for.
import { describe, expect, it } from 'vitest';
import { isAsciiLetter, matchesBeforeDigitRuns, ScanText } from '../../src/pii/context.js';
import { accountRunFits, opensAccountPrefix } from '../../src/pii/detectors/iban.js';
import { nipRunFits, opensNipPrefix } from '../../src/pii/detectors/nip.js';
import { DATE_RUN_SHAPES } from '../../src/pii/detectors/date-of-birth.js';
import { detectIdCard } from '../../src/pii/detectors/id-card.js';
import { detectPassport } from '../../src/pii/detectors/passport.js';
import { opensPhone, PHONE_SOURCES } from '../../src/pii/detectors/phone.js';
import { GROUPED_END, GROUPED_START, LISTED_END, LISTED_START, LOWER_SERIES_STOP, NUM_END, NUM_START } from '../../src/pii/detectors/types.js';
import type { Candidate } from '../../src/pii/types.js';

const ID = `(?<![\\p{L}\\p{N}])(?:[A-Z]{3} ?|(?!${LOWER_SERIES_STOP})[a-z]{3})\\d{6}${LISTED_END}`;
const PASSPORT = `(?<![\\p{L}\\p{N}_])(?:[A-Z]{2} ?|(?!${LOWER_SERIES_STOP})[a-z]{2})\\d{7}${NUM_END}`;
/** The number detectors' shapes (pesel.ts, nip.ts, regon.ts, driving-license.ts, credit-card.ts): source, shortest run, distances,
 * the units a match may begin with before a run. */
const NUMBERS: Array<[string, string, number, number[], ((unit: number) => boolean)?, RunFits?]> = [
  ['PESEL', `${LISTED_START}\\d{11}${LISTED_END}`, 11, [0]],
  ['NIP', `(?:(?<![\\p{L}\\p{N}_])[Pp][Ll] ?|${LISTED_START})(?:\\d{10}|\\d{3}-\\d{3}-\\d{2}-\\d{2}|\\d{3}-\\d{2}-\\d{2}-\\d{3})${LISTED_END}`, 3, [3, 2, 0], opensNipPrefix, nipRunFits],
  ['REGON', `${NUM_START}(?:\\d{14}|\\d{9})${NUM_END}`, 9, [0]],
  ['licence', `${NUM_START}\\d{5}\\/\\d{2}\\/\\d{4,7}${NUM_END}`, 5, [0]],
  ['card', `(?=[2-6])${GROUPED_START}[2-6](?:[ -]?\\d){12,18}${GROUPED_END}`, 1, [0]],
];
/** iban.ts's run: no 'u' flag, no boundary of its own. */
const IBAN_RUN = '(?:([A-Z]{2}|[Pp][Ll]) ?)?\\d[\\d -]{14,}\\d';

// Both read the detection view (ScanText reads look-alikes as digits: "BC3424l23").
function globalMatches(raw: string, source: string, lead = '(?=[A-Za-z])'): Array<[number, string]> {
  const text = new ScanText(raw).text;
  const re = new RegExp(`${lead}${source}`, 'gu');
  return [...text.matchAll(re)].map((m) => [m.index!, m[0]]);
}
type RunFits = (text: string, start: number, end: number) => boolean;
function runMatches(
  text: string, source: string, minRun: number, ahead: number[], opens?: (unit: number) => boolean, flags = 'uy', runFits?: RunFits,
): Array<[number, string]> {
  return matchesBeforeDigitRuns(new ScanText(text), new RegExp(source, flags), minRun, ahead, opens, runFits).map((m) => [m.index, m[0]]);
}

/** Random texts over the characters that decide these shapes: letters of both cases, digits, spaces, separators. */
function randomTexts(count: number, alphabet = 'ABCabcXYZnrtelkod0123456789      ._-/,ąĄ٣'): string[] {
  let seed = 7;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  return Array.from({ length: count }, () => {
    let s = '';
    const length = 5 + Math.floor(next() * 60);
    for (let i = 0; i < length; i++) s += next() < 0.7 ? String(Math.floor(next() * 10)) : alphabet[Math.floor(next() * alphabet.length)];
    return s;
  });
}

const CASES = [
  'ABC123456', 'ABC 123456', 'dowód ABC123456 i XYZ 654321.', 'abc123456, def1234567', 'AB1234567 AB 1234567', 'ABC1234567',
  'XABC123456', '1ABC123456', 'ABC123456A', 'ABC123456.7', 'ABC123456.', 'tel123456', 'kod 123456', 'AB  1234567',
  'ABCD123456', 'AB1234567ABC123456', 'ABC123456ABC123456', '123456', 'AB', '', 'AB 1234567_', 'ab1234567/2',
];

describe('matchesBeforeDigitRuns', () => {
  it('finds the ID card and passport shapes a global search finds, at the text edges and next to each other', () => {
    for (const text of CASES) {
      expect(runMatches(text, ID, 6, [4, 3], isAsciiLetter), text).toEqual(globalMatches(text, ID));
      expect(runMatches(text, PASSPORT, 7, [3, 2], isAsciiLetter), text).toEqual(globalMatches(text, PASSPORT));
    }
    expect(runMatches('dowód ABC123456 i XYZ 654321.', ID, 6, [4, 3], isAsciiLetter)).toEqual([[6, 'ABC123456'], [18, 'XYZ 654321']]);
  });
  it('finds the number shapes a global search finds, on listed and random texts', () => {
    const listed = ['44051401359', 'PL1234567890 PL 123-456-78-90 pl123-45-67-890', '123456789 12345678901234 1234567890123',
      '12345/67/8901 4111 1111 1111 1111', '1+44051401359 a44051401359 44051401359a 4405140135.9', '12 PL1234567890', 'x5/PL 1234567890'];
    for (const [name, source, minRun, ahead, opens, runFits] of NUMBERS) {
      for (const text of [...listed, ...randomTexts(3000, 'PLpl0123456789      ._-/,+٣a')]) {
        expect(runMatches(text, source, minRun, ahead, opens, 'uy', runFits), `${name}: ${text}`).toEqual(globalMatches(text, source, ''));
      }
    }
  });
  it('finds the account runs a global search finds', () => {
    const listed = ['PL61109010140000071219812874', 'pl 61 1090 1014 0000 0712 1981 2874', '12 PL61109010140000071219812874',
      'AB1 2345 6789 0123 4567', '1-2 3456 7890 1234 5678 x 1234567890123456'];
    const ibanMatches = (text: string, flags: string) => runMatches(text, IBAN_RUN, 1, [3, 2, 0], opensAccountPrefix, flags, accountRunFits);
    for (const text of [...listed, ...randomTexts(3000, 'ABPLpl0123456789      -.'), ...randomTexts(2000, 'ABPLpl  -')]) {
      const view = new ScanText(text).text;
      expect(ibanMatches(text, 'y'), text).toEqual([...view.matchAll(new RegExp(IBAN_RUN, 'g'))].map((m) => [m.index!, m[0]]));
    }
  });
  it('finds the phone shapes a global search finds', () => {
    const listed = ['+48 601 234 567', '(+48) 601-234-567', '0048601234567', '+43 664 1234567', '+1 (555) 123-4567', '0049 30 1234567',
      '(58) 931 49 76', '(058) 931 49 76', '(0-58) 931 49 76', '(-58)931 49 76', 'tel601234567', 'nr_601 234 567', '48 601 234 567',
      '0 601 234 567', '12 (58) 931 49 76', '1 601 234 567', 'x+48601234567', '71/344 21 09', '12 / 634-55-21', '42 6312244',
      '89 527 3301', '0-58 341 22 90', '171/344 21 09', '42 63122441'];
    for (const source of PHONE_SOURCES) {
      for (const text of [...listed, ...randomTexts(4000, '(((+++)))0000    --..tel_'), ...randomTexts(1000, '(+48) -.a')]) {
        expect(runMatches(text, source, 1, [2, 1, 0], opensPhone), text).toEqual(globalMatches(text, source, ''));
      }
    }
  });
  it('finds the date shapes a global search finds, with the runs their run tests leave out not tried', () => {
    const listed = ['12.03.1985', '1/2/1990 i 01-02-1990', '3.4-1990', '123.04.1985', '12.03.19851', '1985-03-12', '19850-03-12',
      '12 marca 1985', '12 MARCA 1985', '123 marca 1985', '5 maja 2001r.', 'x12.03.1985', '.12.03.1985', '2024-05-06-1985'];
    let seed = 11;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    const DIGITS = [...'0123456789'];
    const digits = (lengths: readonly number[]) => Array.from({ length: pick(lengths) }, () => pick(DIGITS)).join('');
    const day = () => digits([1, 2, 2, 2, 3]), year = () => digits([4, 4, 4, 3, 5]);
    const separator = () => pick(['.', '/', '-', ' ', '.', '.', '-', ' ', '']);
    // Date-like pieces, each part of a length or separator the forms take or one near it, glued by units the edges test.
    const pieces = [
      () => { const sep = separator(); return day() + sep + day() + (next() < 0.8 ? sep : separator()) + year(); },
      () => day() + pick([' ', ' ', ' ', '.']) + pick(['marca', 'MAJA', 'Lutego', 'grudnia', 'maj']) + pick([' ', ' ', ' ', '-']) + year(),
      () => year() + pick(['-', '-', '-', '.']) + day() + pick(['-', '-', '-', '/']) + day(),
      () => pick([' ', ' ', '.', '-', '/', 'a', 'ą', '_', day()]),
    ];
    const random = Array.from({ length: 4000 }, () => Array.from({ length: 1 + Math.floor(next() * 5) }, () => pick(pieces)() + pick([' ', ' ', ' ', ', ', '', '.', 'r.'])).join(''));
    let matched = 0;
    for (const [re, minRun, runFits] of DATE_RUN_SHAPES) {
      const global = new RegExp(re.source, re.flags.replace('y', 'g'));
      for (const text of [...listed, ...random]) {
        const view = new ScanText(text).text;
        const found = matchesBeforeDigitRuns(new ScanText(text), re, minRun, [0], undefined, runFits).map((m) => [m.index, m[0]]);
        expect(found, text).toEqual([...view.matchAll(global)].map((m) => [m.index!, m[0]]));
        matched += found.length;
      }
    }
    expect(matched).toBeGreaterThan(300);
  });
  it('agrees with the global search on random texts', () => {
    for (const text of randomTexts(3000)) {
      expect(runMatches(text, ID, 6, [4, 3], isAsciiLetter), text).toEqual(globalMatches(text, ID));
      expect(runMatches(text, PASSPORT, 7, [3, 2], isAsciiLetter), text).toEqual(globalMatches(text, PASSPORT));
    }
  });
});

describe('ID card and passport detectors read from digit runs', () => {
  const found = (detect: typeof detectIdCard, text: string) => {
    const out: Candidate[] = [];
    detect(new ScanText(text), out);
    return out.map((c) => text.slice(c.start, c.end));
  };
  it('find valid numbers glued to or one space after the series, with no document word before them', () => {
    expect(found(detectIdCard, 'Skan: ABA300000, kopia ABA 300000.')).toEqual(['ABA300000', 'ABA 300000']);
    expect(found(detectPassport, 'Numery ZS0000177 oraz ZS 0000177')).toEqual(['ZS0000177', 'ZS 0000177']);
  });
  it('leave numbers glued to a longer word or run, and clean text', () => {
    expect(found(detectIdCard, 'XABA300000 ABA3000001 Zwykłe zdanie bez numerów.')).toEqual([]);
    expect(found(detectPassport, 'XZS0000177 ZS00001770 12345678901')).toEqual([]);
  });
});
