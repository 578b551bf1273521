// Round 12, second part, written from the kinds of leak the ninth held-out set showed (made-up examples; the set is
// now spent), through the whole detection path (same harness as real-world-probes.test.ts): a wife's form of a
// surname that is a word after a lower-case "pani" ("pani kowalowa"), a person's word inside a firm's name beside
// them (quoted, hyphenated, after "firma"), OCR capitals ("lRENA", "KR0L"), a foreign passport with a letter after
// its digits, the other items of a numbered list of people, a forum quote's and a profile line's handle, and the
// Vietnamese given name "Lan". Clean texts hold the look-alikes.
import { describe, expect, it } from 'vitest';
import { findEntities } from '../../src/pii/anonymize.js';
import { repairOcrCapitals } from '../../src/pii/ocr-capitals.js';
import { DEFAULT_ENABLED_TYPES, SETTING_TO_ENTITIES } from '../../src/pii/types.js';
import { describeRealWorldProbes } from './real-world-probe-suite.js';

/** [text, values that must not reach the provider]. */
const PROBES: Array<[string, string[]]> = [
  // a wife's form of a common-word surname after a lower-case "pani"
  ['zadzwon do pani wroblowej albo do pani zajacowej, one wiedza', ['wroblowej', 'zajacowej']],
  ['pani kowalowa z parteru znowu pytala o klucze', ['kowalowa']],
  // a person's word inside a firm's name beside them
  ['ZOBOWIĄZANY: ZAKŁAD USŁUGOWY "KRUK" JERZY KRUK, NIP 1232761612', ['KRUK']],
  ['Dostawca: PPHU „SOWA-TRANS” Marek Sowa, Radom', ['Sowa']],
  ['Klientka Tran Thi Mai prosi o fakturę dla firmy Mai Beauty.', ['Mai']],
  // capitals as OCR reads them
  ['PACJENTKA: lWONA SZCZEPANIK   ODDZIAŁ: II', ['lWONA', 'SZCZEPANIK']],
  ['WNIOSKODAWCA: JAN KR0L, UL. LIPOWA 3', ['KR0L']],
  // a foreign passport with a letter after its digits
  ['obywatel Filipin, nr paszportu P4421980A, wiza do 2027', ['P4421980A']],
  // the other items of a numbered list of people
  ['Grupa na basen: 1. Minh Anh 2. Oliwia Nowak 3. Rohan Mehta 4. Jan Sowa', ['Minh', 'Anh', 'Rohan', 'Mehta']],
  ['Skład:\n1. Jan Kowalski\n2. Thabo Mbeki\n3. Anna Nowak', ['Thabo', 'Mbeki']],
  ['Dyżury: 1. Bao Tran 2. Zuzanna Nowak 3. Filip Kos', ['Bao', 'Tran']],
  // a forum quote's author, a profile line's user
  ['Cytat (kruczek88): "nie polecam tego sklepu"', ['kruczek88']],
  ['user: KrukPL | dołączył: 2021 | posty: 88', ['KrukPL']],
  // a Vietnamese given name that is also a Polish word, after the middle name
  ['jutro zmiana z nguyen thi lan i olehem', ['nguyen', 'lan']],
];

/** Realistic texts with no person and no identifier of a default type. */
const CLEAN: string[] = [
  'Plan: 1. Otwarcie Sesji 2. Wybór Komisji 3. Sprawy Bieżące',
  'Sale:\n1. Sala Gimnastyczna\n2. Sala Konferencyjna\n3. Aula Główna',
  'kupiłem ISO9001, MP3 i kabel A1B2 w sklepie',
  'user: admin | rola: moderator',
  'Pani dyrektorowa prosi o raport, a pani lipowa? nie wiem.',
];

describeRealWorldProbes('real-world probes, round 12 second part (married forms, firm names, OCR capitals, passports, list items, forum handles)', { probes: PROBES, clean: CLEAN });

const ENABLED = new Set(DEFAULT_ENABLED_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s]));
const spans = (text: string): string[] => findEntities(text, ENABLED).map((e) => text.slice(e.start, e.end));

describe('round 12 second part: what each span covers', () => {
  it('OCR capitals are repaired in place, identifiers left alone', () => {
    expect(repairOcrCapitals('lRENA KR0L')).toBe('IRENA KROL');
    expect(repairOcrCapitals('ABC123456 PL0012 ISO9001 lubię')).toBeNull();
  });
  it('a word of a name inside a firm\'s name is that word alone, a common word elsewhere stays', () => {
    expect(spans('PPHU „SOWA-TRANS” Marek Sowa')).toEqual(['SOWA', 'Marek Sowa']);
    expect(spans('Jan Wilk mówi, że w lesie widział wilka. Wilk uciekł.')).toEqual(['Jan Wilk']);
  });
  it('a numbered list needs two people found before its other items are people', () => {
    expect(spans('1. Bao Tran 2. Zuzanna Mróz')).not.toContain('Bao Tran');
  });
});
