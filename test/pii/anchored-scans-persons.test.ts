// PERSON rules that find their patterns from a cheaper start (a word some verb form starts with, a closing's rare
// literal, a capitalised word after an honorific) instead of trying the pattern at every position. These tests compare
// each with the pattern searched the old way, which states what it matches, on listed and random texts; and the
// unit-by-unit caselessSpan of name-echoes.ts with the copies it used to compare.
import { describe, expect, it } from 'vitest';
import {
  COMPANY_FIELD_RE, companyFieldMatches, LOWER_HONORIFIC_RE, lowerHonorificMatches, LOWER_INTRO_RE, NAME_FIELD_RE, nameFieldMatches, nextLowerIntroduction, SIGNATURE_RE,
  signatureMatches,
} from '../../src/pii/detectors/person-recall.js';
import { nextPersonVerb } from '../../src/pii/detectors/subject-names.js';
import { HONORIFIC_RE, honorificStart } from '../../src/pii/detectors/person.js';
import { nextCapitalised, type Span } from '../../src/pii/char-class.js';
import { caselessSpan, caselessSpanOfCopy } from '../../src/pii/name-echoes.js';
import { readFileSync } from 'node:fs';
import { isCaselessSurnameInPractice, mayBeNameInPracticeHash } from '../../src/pii/names/names-in-practice.js';
import { foldedHash } from '../../src/pii/names/surname-forms.js';
import { anyDiacritics, PLURAL_PERSON_VERBS, SINGULAR_PERSON_VERBS } from '../../src/pii/person-verbs.js';
import { randomTexts } from './fixtures/random-texts.js';

/** Every match of a global pattern, as "start-end:groups". */
function allMatches(re: RegExp, text: string): string[] {
  const found: string[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) found.push(`${m.index}-${m.index + m[0].length}:${m.slice(1).join('|')}`);
  return found;
}

const OLD_VERB_RE = new RegExp(anyDiacritics(String.raw`(?<![\p{L}\p{N}_])(?:(${SINGULAR_PERSON_VERBS})|(${PLURAL_PERSON_VERBS}))(?![\p{L}\p{N}_])`), 'gu');

function verbsFound(text: string): string[] {
  const found: string[] = [];
  for (let m = nextPersonVerb(text, 0); m; m = nextPersonVerb(text, m.index + m[0].length)) {
    found.push(`${m.index}-${m.index + m[0].length}:${m.slice(1).join('|')}`);
  }
  return found;
}

describe('person verbs, tried at the words some verb form starts with', () => {
  it('match what the pattern searched at every position matches', () => {
    const listed = ['siobhan odpisala wczoraj', 'jest na urlopie', 'jest na l4', 'oksana nie odbiera', 'e-mailed me', 'emailed',
      'told me', 'told', 'will join', 'is joining', 'sa na wakacjach', 'pisal1', '_pisal', 'xpisal', 'pisał', 'napisali i',
      'rajesh i priya dolacza', '𝒶pisal', 'pisal𝒶', 'ma urlop', 'ma urlopy', 'are joining us'];
    const random = randomTexts(['pisal', 'pisala', 'na', 'od', 'prze', 'dzwoni', 'li', 'la', 'l', 'jest', ' na ', 'urlopie', 'l4',
      'e', '-', 'mailed', 'told', ' me', 'will', ' join', 'is', ' joining', 'sa', 'wakacjach', 'ma', ' urlop', 'mowi', 'czeka',
      'ja', 'a', ' ', ' ', ' ', '.', '1', '_', '𝒶', 'ł', 'ą', 'przyszed', 'wrote', 'said', 'are'], 20000, 13);
    let matched = 0;
    for (const t of [...listed, ...random]) {
      const expected = allMatches(OLD_VERB_RE, t);
      matched += expected.length;
      expect(verbsFound(t), t).toEqual(expected);
    }
    expect(matched).toBeGreaterThan(2000);
    expect(verbsFound('siobhan odpisala, jest na urlopie')).toEqual(['8-16:odpisala|', '18-33:jest na urlopie|']);
  });
});

describe('signatures, tried only shortly before a closing\'s literal', () => {
  it('match what the pattern searched at every position matches', () => {
    const re = new RegExp(SIGNATURE_RE.source, 'gu');
    const found = (t: string) => signatureMatches(t).map((m) => `${m.index}-${m.index + m[0].length}:${m.slice(1).join('|')}`);
    const listed = ['Pozdrawiam,\nJan Kowalski', 'Z serdecznymi pozdrowieniami\nAnna Nowak', 'Z wyrazami szacunku, Jan',
      'x\n--\nMarta', '--\nMarta', '---\nMarta', 'Best regards,\nAoife Murphy | Senior Engineer', 'All the best,\nNiamh',
      'Warmest regards\nDeclan O\'Brien', 'Thanks,\nMarta\nDzięki!\nOla', 'Serdecznie pozdrawiam Jan Nowak - kierownik',
      'jest Pozdrawiam Ewa', 'Take care,\nSeán', 'Yours sincerely,\nJ. Smith', 'Do usłyszenia, Kasia.', 'Szacunek Ola'];
    const random = randomTexts(['Pozdrawiam', 'pozdr', 'Serdecznie ', 'Z ', 'serdecznymi ', 'pozdrowieniami', 'poważaniem',
      'Dzięki', 'Best', ' regards', 'Thanks', 'All the best', 'Yours', 'Take care', 'Cheers', 'Do zobaczenia', '--', '-',
      '\n', '\n', ',', ', ', ' ', ' ', '!', '.', ' | ', ' - ', 'Jan', ' Kowalski', 'Anna', 'O\'Brien', 'de ', 'J. ', 'x', 'ó',
      '𝒶', 'Ł', '\r\n', '\t'], 20000, 17);
    let matched = 0;
    for (const t of [...listed, ...random]) {
      const expected = allMatches(re, t);
      matched += expected.length;
      expect(found(t), t).toEqual(expected);
    }
    expect(matched).toBeGreaterThan(2000);
  });
});

describe('honorifics, tried only before capitalised words', () => {
  it('every place the pattern matches is the honorificStart of a capitalised word', () => {
    const at = new RegExp(HONORIFIC_RE.source, 'uy');
    const starts = (t: string) => {
      const out = new Set<number>();
      const w: Span = { start: 0, end: 0 };
      for (let from = 0; nextCapitalised(t, from, w); from = w.end) out.add(honorificStart(t, w.start));
      return out;
    };
    const listed = ['pani Nowak', 'Pan Kowalski', 'dr. Nowak', 'Dr Nowak-Kowalska', 'prof. Wiśniewska', 'mgr Nowak', 'mec. Nowak',
      'inż. Nowak', 'p. Nowak', 'spani Nowak', '1pan Nowak', 'pan  Nowak', 'panie Nowak1', 'Pani Nowak Pani Kowalska', 'pan\nNowak'];
    const random = randomTexts(['pan ', 'pani ', 'Pan ', 'panie ', 'p. ', 'P.', 'dr ', 'Dr. ', 'prof. ', 'mgr ', 'mec. ', 'inż. ',
      'p', 'an', 'i', 'm', ' ', ' ', 'Nowak', 'Kowalska', 'Nowak', '-', 'A', 'x', '1', '_', '𝒶', 'Ł', 'ą', '\n', '.'], 20000, 19);
    let matched = 0;
    for (const t of [...listed, ...random]) {
      const candidates = starts(t);
      for (let p = 0; p < t.length; p++) {
        at.lastIndex = p;
        if (!at.exec(t)) continue;
        matched++;
        expect(candidates.has(p), `${p} in ${t}`).toBe(true);
      }
    }
    expect(matched).toBeGreaterThan(2000);
  });
});

describe('company-name fields, tried only at line starts', () => {
  it('match what the pattern searched at every position matches', () => {
    const found = (t: string) => companyFieldMatches(t).map((m) => `${m.index}-${m.index + m[0].length}:${m[1]}`);
    const listed = ['Nazwa firmy: Usługi Remontowe Król', '\n\nFirma: Jan Nowak\nWykonawca :Anna', 'x Firma: Nowak', '\n* Sprzedawca:\n'];
    const random = randomTexts(['Nazwa firmy', 'Firma', 'firma', 'Wykonawca', 'Przedsiębiorca', ':', ': ', ' ', '\t', '*', '•', '-', '\n',
      '\n', 'Jan Nowak', 'x', 'a'.repeat(60), '𝒶', '\r\n'], 20000, 23);
    let matched = 0;
    for (const t of [...listed, ...random]) {
      const expected = allMatches(COMPANY_FIELD_RE, t);
      matched += expected.length;
      expect(found(t), t).toEqual(expected);
    }
    expect(matched).toBeGreaterThan(2000);
  });
});

describe('name fields, tried only at line starts and naming words', () => {
  it('match what the pattern searched at every position matches', () => {
    const found = (t: string) => nameFieldMatches(t).map((m) => `${m.index}-${m.index + m[0].length}:${m.slice(1).join('|')}`);
    const listed = ['Imię i nazwisko: Jan Kowalski', 'Nazywam się Anna Nowak.', 'a nazwisko to Nowak, b', 'x\n- Od: Tendai Moyo',
      'Nazwisko: Nowak\nImię: Jan', 'nazwiskiem Nowak', 'Message From: Weekly Digest'];
    const random = randomTexts(['Imię i nazwisko', 'Nazwisko', 'nazwisko', 'nazwiskiem', ' to', 'Nazywam się', 'nazywa się', 'Od', 'From',
      'Wnioskodawca', ':', ': ', ' ', ' ', '\n', '\n', '- ', '*', 'Jan', ' Kowalski', 'Anna', 'J. ', ',', '.', ';', 'x', '𝒶', 'Ł'], 20000, 29);
    let matched = 0;
    for (const t of [...listed, ...random]) {
      const expected = allMatches(NAME_FIELD_RE, t);
      matched += expected.length;
      expect(found(t), t).toEqual(expected);
    }
    expect(matched).toBeGreaterThan(2000);
  });
});

describe('lower-case introductions, tried only at their first word', () => {
  it('match what the pattern searched from each place matches', () => {
    const listed = ['nazywam sie jan kowalski', 'mam na imie zofia a nazwisko dąbrowska', 'xnazywam się jan', 'nazwisko chyba ostrowski'];
    const random = randomTexts(['nazywam', 'nazywa', ' się', ' sie', 'nazwisko', 'nazwiskiem', ' to', ' mam', 'na imię', 'na imie', ' chyba',
      ' ', ' ', '\t', 'jan', 'kowalski', '-', 'x', 'A', '.', '𝒶', 'ł', 'na'], 20000, 31);
    const re = new RegExp(LOWER_INTRO_RE.source, 'gu');
    let matched = 0;
    for (const t of [...listed, ...random]) {
      for (let from = 0; from <= t.length; from += 5) {
        re.lastIndex = from;
        const expected = re.exec(t);
        const m = nextLowerIntroduction(t, from);
        if (expected) matched++;
        expect(m && `${m.index}:${m[0]}`, t).toEqual(expected && `${expected.index}:${expected[0]}`);
      }
    }
    expect(matched).toBeGreaterThan(2000);
  });
});

describe('caselessSpan read unit by unit', () => {
  it('answers what the lower- and upper-case copies answer', () => {
    const random = randomTexts(['a', 'A', 'ą', 'Ą', 'ł', 'Ł', 'Ó', 'ß', 'İ', 'Σ', 'ς', 'é', 'É', 'ǅ', '𐐀', '𐐨', '1', ' ', '-', '.', 'µ', 'ŉ'], 20000, 37);
    for (const t of random) {
      for (let start = 0; start < t.length; start += 2) {
        for (const end of [start, start + 1, start + 3, t.length]) {
          if (end > t.length) continue;
          expect(caselessSpan(t, start, end), `${start}-${end} ${t}`).toBe(caselessSpanOfCopy(t, start, end));
        }
      }
    }
  });
});

describe('lower-case honorifics, tried only at their first letters', () => {
  it('match what the pattern searched at every position matches', () => {
    const found = (t: string) => lowerHonorificMatches(t).map((m) => `${m.index}-${m.index + m[0].length}:${m[1]}`);
    const listed = ['pan kowalski dzwonił', 'u pani nowakowej', 'dr. wiśniewski', 'doktor mahmoud', 'mecenas zieliński', 'spani kowalski',
      'prof. nowak-kowalska', 'pan kowalski@x', 'pania nowak', 'panią nowakową'];
    const random = randomTexts(['pan ', 'pani ', 'panią ', 'panem ', 'prof. ', 'dr ', 'doktor ', 'mecenas ', 'p', 'an', 'd', 'r', '.', ' ',
      'kowalski', 'kowalski', 'nowakowej', '-', 'x', 'A', '1', '_', '@', '𝒶', 'ł'], 20000, 41);
    let matched = 0;
    for (const t of [...listed, ...random]) {
      const expected = allMatches(LOWER_HONORIFIC_RE, t);
      matched += expected.length;
      expect(found(t), t).toEqual(expected);
    }
    expect(matched).toBeGreaterThan(2000);
  });
});

describe('the hash before isCaselessSurnameInPractice (caseless-names.ts nameAlone)', () => {
  it('passes every word that isCaselessSurnameInPractice takes', () => {
    const listed = readFileSync(new URL('../../src/pii/names/names-in-practice.txt', import.meta.url), 'utf8').split('\n').filter((l) => l);
    const polish: Record<string, string> = { a: 'ą', c: 'ć', e: 'ę', l: 'ł', n: 'ń', o: 'ó', s: 'ś', z: 'ż' };
    let s = 43;
    const next = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
    let taken = 0;
    for (let i = 0; i < 20000; i++) {
      const form = listed[Math.floor(next() * listed.length)]!;
      // The form in capitals or lower case, some letters with Polish diacritics put on, or one letter replaced.
      let w = [...form].map((c) => (next() < 0.15 && polish[c] ? polish[c] : c)).join('');
      if (next() < 0.5) w = w.toUpperCase();
      if (next() < 0.2) { const at = Math.floor(next() * w.length); w = w.slice(0, at) + ['İ', 'Σ', 'ß', '\u212A', '𝒶', 'é'][i % 6] + w.slice(at + 1); }
      if (!isCaselessSurnameInPractice(w)) continue;
      taken++;
      expect(mayBeNameInPracticeHash(foldedHash(w)), w).toBe(true);
    }
    expect(taken).toBeGreaterThan(2000);
  });
});
