// Look-alike characters among digits and document series read in any case (issue 33): a text typed all in
// lower case or in capitals turns "l" for 1 into "L", "S"/"B" into "s"/"b", an ID card's series into "abc".
// Such readings are taken only where the checksum passes; ordinary words and codes stay as they are.
import { describe, expect, it } from 'vitest';
import { anonymizeTexts } from '../../src/pii/anonymize.js';
import { normalizeAfterKeywords, readAnyCase } from '../../src/pii/lookalike.js';
import { ENTITY_TYPES, type EntityType } from '../../src/pii/types.js';

const ALL = new Set<EntityType>(ENTITY_TYPES);
const IDENTIFIERS = new Set(['PESEL', 'NIP', 'REGON', 'IBAN_CODE', 'CREDIT_CARD', 'PL_ID_CARD', 'PL_PASSPORT', 'PL_DRIVING_LICENSE', 'PHONE_NUMBER']);

/** [type, replaced value] of every entity tagged with all types enabled. */
function tagged(text: string): Array<[string, string]> {
  const r = anonymizeTexts([text], ALL);
  return [...r.texts[0]!.matchAll(/<([A-Z_]+)_\d+>/g)].map((m) => [m[1]!, r.mapping[m[0]]!]);
}

// Valid values: PESEL 85041207506 and 91011558808, NIP 1181515807, ID cards TYZ414005, BMY491605, KBL158800,
// passport EA1158805, NRB 61109010140000071219812874, card 4111111111111103, REGON 12345678512347.
describe('probe: identifiers typed in chat (lower case) and in ALL CAPS with look-alikes', () => {
  it.each([
    ['mój pesel to 8504l2o75o6', 'PESEL', '8504l2o75o6'],
    ['PESEL 8504L2075O6', 'PESEL', '8504L2075O6'],
    ['PESEL:85041207S06 (SKAN)', 'PESEL', '85041207S06'],
    ['PESEL8504L207506', 'PESEL', '8504L207506'],
    ['pesel 8504120750b', 'PESEL', '8504120750b'],
    ['pesel: 9101155880b', 'PESEL', '9101155880b'],
    ['pesel 85041207t06 a tel 602 700 628', 'PESEL', '85041207t06'],
    ['moje dane 85O4L207506 dzięki', 'PESEL', '85O4L207506'],
    ['to jest 910ii558808 ok', 'PESEL', '910ii558808'],
    ['NIP: 118-151-58-O7', 'NIP', '118-151-58-O7'],
    ['NIP 118L515807', 'NIP', '118L515807'],
    ['NIP PLl181515807', 'NIP', 'PLl181515807'],
    ['nip pll18151580t', 'NIP', 'pll18151580t'],
    ['nr dowodu tyz4l4005', 'PL_ID_CARD', 'tyz4l4005'],
    ['NR DOWODU TYZ4L4005', 'PL_ID_CARD', 'TYZ4L4005'],
    ['wysylam tyz4l4005 do sprawdzenia', 'PL_ID_CARD', 'tyz4l4005'],
    ['TYZ 4L4005', 'PL_ID_CARD', 'TYZ 4L4005'],
    ['dowód bmy49l605', 'PL_ID_CARD', 'bmy49l605'],
    ['zapisz kbl158800 i tyle', 'PL_ID_CARD', 'kbl158800'],
    ['paszport ea1158805', 'PL_PASSPORT', 'ea1158805'],
    ['PASZPORT EA1L588O5', 'PL_PASSPORT', 'EA1L588O5'],
    ['a paszport? ea115880s', 'PL_PASSPORT', 'ea115880s'],
    ['KONTO 61 1090 1014 0000 0712 198L 2874', 'IBAN_CODE', '61 1090 1014 0000 0712 198L 2874'],
    ['iban pl61 1o9o 1014 0000 0712 19b1 2874', 'IBAN_CODE', 'pl61 1o9o 1014 0000 0712 19b1 2874'],
    ['KARTA 4111 1111 1111 L103', 'CREDIT_CARD', '4111 1111 1111 L103'],
    ['TEL. KOM. 6O2-563-3L2', 'PHONE_NUMBER', '6O2-563-3L2'],
    ['TEL. KOM. 88330SL99', 'PHONE_NUMBER', '88330SL99'],
    ['regon 1234567851234t', 'REGON', '1234567851234t'],
  ])('%j → %s %j', (text, type, value) => {
    expect(tagged(text)).toContainEqual([type, value]);
  });

  it('reads a letter whose two cases are different digits both ways, the checksum choosing', () => {
    // "b" is drawn like 6 and is a lowercased "B" (8): 85041207506 ends in 6, 91011558808 in 8.
    expect(normalizeAfterKeywords('pesel 8504120750b')).toBe('pesel 85041207506');
    expect(normalizeAfterKeywords('pesel 9101155880b')).toBe('pesel 91011558808');
    expect(readAnyCase('iban pl61 1o9o 1014 0000 0712 19b1 2874')).toBe('iban pl61 1090 1014 0000 0712 1981 2874');
  });

  it('keeps every offset and gives back the original value', () => {
    const text = 'PESEL 8504L2075O6, NR DOWODU TYZ4L4005';
    const r = anonymizeTexts([text], ALL);
    expect(Object.values(r.mapping).sort()).toEqual(['8504L2075O6', 'TYZ4L4005']);
    expect(readAnyCase(text).length).toBe(text.length);
  });
});

describe('look-alikes of the other case are read only where a checksum passes', () => {
  it('a reading that fails every checksum is left as typed', () => {
    // 85041207507: the PESEL above with a wrong check digit; TYZ414006 a wrong ID card check digit.
    for (const t of ['moje dane 85O4L207507 dzięki', 'wysylam tyz4l4006 do sprawdzenia', 'NUMER 118L515808']) {
      expect(readAnyCase(t), t).toBe(t);
    }
    expect(tagged('wysylam tyz4l4006 do sprawdzenia').filter(([t]) => IDENTIFIERS.has(t))).toEqual([]);
  });
  it('a series that is already an ID card is not read as a passport with a look-alike ("kbl158800", not "KB" + "l158800")', () => {
    expect(readAnyCase('zapisz kbl158800 i tyle')).toBe('zapisz kbl158800 i tyle');
  });
  it('a series in lower case is taken glued to its digits only, and not after a word that is no series', () => {
    // TEL123451, PIN123459 and NR1234569 pass the ID card and passport check digits; OLA123456 too.
    expect(tagged('zapisz ola123456 i tyle')).toContainEqual(['PL_ID_CARD', 'ola123456']);
    for (const t of ['tel123451 to nie dokument', 'pin123459 do karty', 'zamówienie nr1234569', 'tel 123451 albo kod', 'ola 123456 lat']) {
      expect(tagged(t).filter(([type]) => type === 'PL_ID_CARD' || type === 'PL_PASSPORT'), t).toEqual([]);
    }
  });
  it('a group without a digit after a keyword is a word, not part of the value', () => {
    expect(normalizeAfterKeywords('pesel 850412 a 07506')).toBe('pesel 850412 a 07506');
  });
});

describe('clean lines in capitals and lower case with digit-like words stay untouched', () => {
  it.each([
    'SOLO 2024 NA SCENIE W OPOLU',
    'l0l to było dobre',
    'BOOB 1234 I BOSS 2',
    'CERTYFIKAT ISO 9001:2015 WDROŻONY',
    'mamy iso 27001 i iso 9001 od 2019',
    'KOD PRODUKTU: SLB-4401-0O',
    'model xb1500s w wersji 2',
    'silnik 1.6l z 2015, spalanie 5l na 100km',
    'bateria 5000mah, ekran 120hz',
    '10s przerwy, 30s pracy, 8 serii',
    'KUPIĆ 5L MLEKA I 2KG CUKRU',
    'karta graficzna rtx 3080ti',
    'wersja 1.0.3b już jest',
    'szkoła nr 15, sala 21b, lekcja 3',
    'OSIOŁ I LIS 12 RAZY',
    'ZAMÓWIENIE NR 1234567 WYSŁANE',
    'kod 123456 w sms',
    'pln123456 przelano',
    'osioł 5o0 metrów dalej',
    'ilość: 100l wody, 2x50l oleju',
    'ZESTAW 3X100L I 2X5OL',
    'sobie 1s0 2b0 3l0',
    'NUMER SERYJNY SN8812L0S9B2',
    'płytka ISBL 12345 S0L0',
    'BILET 2O24 SOBOTA 18:3O',
    'zbiornik 1000l, pompa 12v, 50hz',
  ])('%j', (text) => {
    expect(readAnyCase(text)).toBe(text);
    expect(tagged(text).filter(([t]) => IDENTIFIERS.has(t))).toEqual([]);
  });
});
