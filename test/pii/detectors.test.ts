import { describe, expect, it } from 'vitest';
import { anonymizeTexts } from '../../src/pii/anonymize.js';
import { detectCandidates } from '../../src/pii/detectors/index.js';
import { ENTITY_TYPES, type EntityType } from '../../src/pii/types.js';
import { loadVectors } from './vectors.js';

const V = loadVectors();
const ALL = new Set<EntityType>(ENTITY_TYPES);

/** Candidates of one type in a text, as [matched text, score]. */
function found(text: string, type: EntityType): Array<[string, number]> {
  return detectCandidates(text, new Set([type])).filter((c) => c.type === type).map((c) => [text.slice(c.start, c.end), c.score]);
}
/** The types of the tags in the anonymized text when every type is enabled. */
function tagTypes(text: string): string[] {
  return [...anonymizeTexts([text], ALL).texts[0].matchAll(/<([A-Z_]+)_\d+>/g)].map((m) => m[1]);
}

const vectorDetectors: Array<[string, EntityType, (v: string) => string]> = [
  ['PESEL', 'PESEL', (v) => `Mój numer PESEL to ${v}, proszę o weryfikację.`],
  ['NIP', 'NIP', (v) => `Firma ma NIP ${v}.`],
  ['REGON', 'REGON', (v) => `REGON spółki: ${v}.`],
  ['ID card (dowód osobisty)', 'PL_ID_CARD', (v) => `Seria i numer dowodu: ${v}.`],
  ['Passport', 'PL_PASSPORT', (v) => `Paszport nr ${v} ważny do 2030.`],
  ['IBAN (PL)', 'IBAN_CODE', (v) => `Proszę o przelew na konto ${v} do piątku.`],
];

/** Types whose invalid values are still taken after a context word (document and account numbers). */
const LENIENT_WITH_CONTEXT = new Set(['PESEL', 'NIP', 'REGON', 'ID card (dowód osobisty)', 'Passport', 'IBAN (PL)']);

describe('every checksum vector in a sentence', () => {
  for (const [section, type, sentence] of vectorDetectors) {
    it(`${section}: each valid vector is found exactly, and wins with all types enabled`, () => {
      for (const v of V[section].valid) {
        expect(found(sentence(v), type).map(([t]) => t), v).toEqual([v]);
        expect(tagTypes(sentence(v)), v).toEqual([type]);
      }
    });
    // Issue 13 (no leak first): after a context word a value whose checksum fails is still taken,
    // at a lower score (a mistyped document or account number is still somebody's); bare, the
    // spec's checksum rule holds.
    it(`${section}: no invalid vector is found bare; with context it is, below a valid one`, () => {
      for (const v of V[section].invalid) {
        expect(found(`Wartość ${v} podano.`, type), v).toEqual([]);
        if (LENIENT_WITH_CONTEXT.has(section) && /^(?:[A-Z]{2,3} ?)?\d[\d -]+$/.test(v)) {
          const hits = found(sentence(v), type);
          expect(hits.map(([t]) => t), v).toEqual([v]);
          expect(hits[0][1], v).toBeLessThan(0.5 + 1e-9);
        }
      }
    });
  }
  it('Luhn: valid card-length vectors are CREDIT_CARD, the 11-digit Luhn vector and invalid ones are not', () => {
    for (const v of V['Luhn (credit cards)'].valid) {
      const s = `Płacę kartą ${v}, dziękuję.`;
      const digits = v.replace(/\D/g, '');
      expect(found(s, 'CREDIT_CARD').map(([t]) => t), v).toEqual(digits.length >= 13 ? [v] : []);
    }
    for (const v of V['Luhn (credit cards)'].invalid) expect(found(`Karta ${v}.`, 'CREDIT_CARD'), v).toEqual([]);
  });
});

describe('context words raise scores (inflected, case- and diacritic-insensitive)', () => {
  it('PESEL 0.5 without, 0.95 with context', () => {
    expect(found('Numer 44051401359 podano.', 'PESEL')).toEqual([['44051401359', 0.5]]);
    expect(found('Numerem Pesel klienta jest 44051401359.', 'PESEL')).toEqual([['44051401359', 0.95]]);
  });
  it('NIP 0.5 without, 0.9 with nip/podatkowej/firma', () => {
    expect(found('Numer 8567346215.', 'NIP')).toEqual([['8567346215', 0.5]]);
    expect(found('numer identyfikacji podatkowej 8567346215', 'NIP')).toEqual([['8567346215', 0.9]]);
    expect(found('NIP-u nie mam, ale: 8567346215', 'NIP')).toEqual([['8567346215', 0.9]]);
    expect(found('Firmy: PL8567346215', 'NIP')).toEqual([['PL8567346215', 0.9]]);
    expect(found('NIP 856-73-46-215', 'NIP')).toEqual([['856-73-46-215', 0.9]]);
  });
  it('REGON 0.3 / 0.5', () => {
    expect(found('numer 123456785', 'REGON')).toEqual([['123456785', 0.3]]);
    expect(found('regonu: 123456785', 'REGON')).toEqual([['123456785', 0.5]]);
  });
  it('KRS: context 0.85; without context only zero-padded numbers at 0.3', () => {
    expect(found('Spółka wpisana do Krajowego Rejestru Sądowego pod numerem 1234567890.', 'KRS')).toEqual([['1234567890', 0.85]]);
    expect(found('numer KRS: 0000123456', 'KRS')).toEqual([['0000123456', 0.85]]);
    expect(found('sygnatura 0000123456', 'KRS')).toEqual([['0000123456', 0.3]]);
    expect(found('zamówienie 1234567890', 'KRS')).toEqual([]);
  });
  // Issue 13: local numbers after a phone word score 0.4, not the spec's 0.3, so that a phone whose
  // nine digits happen to pass the REGON checksum (REGON bare: 0.3) is still tagged as a phone.
  // Without context they are no longer dropped (see identifiers.test.ts).
  it('phone: +48 always 0.85; local numbers after a phone word (telefon, tel., komórka, zadzwoń) 0.4', () => {
    for (const p of ['+48 600 700 800', '+48600700800', '+48-600-700-800', '+48 12 345 67 89', '0048 600 700 800']) {
      expect(found(`Kontakt: ${p}.`, 'PHONE_NUMBER'), p).toEqual([[p, 0.85]]);
    }
    expect(found('Zadzwoń pod 600 700 800.', 'PHONE_NUMBER')).toEqual([['600 700 800', 0.4]]);
    expect(found('tel. 600-700-800', 'PHONE_NUMBER')).toEqual([['600-700-800', 0.4]]);
    expect(found('Moja komórka: 600700800', 'PHONE_NUMBER')).toEqual([['600700800', 0.4]]);
    expect(found('telefon stacjonarny (22) 123 45 67', 'PHONE_NUMBER')).toEqual([['(22) 123 45 67', 0.4]]);
    expect(found('Kod produktu 600 700 800.', 'PHONE_NUMBER')).toEqual([]);
  });
  it('date of birth: 0.3 without, 0.85 with birth context; three formats', () => {
    expect(found('Data: 12.03.1985', 'DATE_OF_BIRTH')).toEqual([['12.03.1985', 0.3]]);
    expect(found('urodzony 12.03.1985 w Krakowie', 'DATE_OF_BIRTH')).toEqual([['12.03.1985', 0.85]]);
    expect(found('ur. 1/2/1990', 'DATE_OF_BIRTH')).toEqual([['1/2/1990', 0.85]]);
    expect(found('data urodzenia: 1985-03-12', 'DATE_OF_BIRTH')).toEqual([['1985-03-12', 0.85]]);
    expect(found('Urodziła się 3 Maja 1991 roku', 'DATE_OF_BIRTH')).toEqual([['3 Maja 1991', 0.85]]);
    expect(found('urodzona 29 lutego 2000', 'DATE_OF_BIRTH')).toEqual([['29 lutego 2000', 0.85]]);
  });
  it('date of birth: a date with a time of day is an appointment or a log line, unless a birth word says otherwise', () => {
    for (const t of ['Spotkanie przeniesione na 9 marca 2024 r. o 18:00.', 'Start: 12.03.2024 o godz. 9.30',
      '2024-05-06 10:30 ERROR timeout', 'Zebranie 3.04.2023, 17:45 w sali B', 'Call on 12/03/2024 at 14:00']) {
      expect(found(t, 'DATE_OF_BIRTH'), t).toEqual([]);
    }
    expect(found('urodzona 3.04.2023 o 6:15, waga 3400 g', 'DATE_OF_BIRTH')).toEqual([['3.04.2023', 0.85]]);
    expect(found('Data: 12.03.1985, wzrost 180 cm', 'DATE_OF_BIRTH')).toEqual([['12.03.1985', 0.3]]);
    expect(found('Pacjent 12.03.1985 r. zgłosił się', 'DATE_OF_BIRTH')).toEqual([['12.03.1985', 0.3]]);
  });
  it('address 0.5 / 0.7 with adres, zamieszkania, mieszkam', () => {
    expect(found('Mieszkam przy ul. Marszałkowskiej 10/12 w Warszawie.', 'PL_ADDRESS')).toEqual([['ul. Marszałkowskiej 10/12', 0.7]]);
    expect(found('Adres zamieszkania: al. Jana Pawła II 5 m. 3, Kraków', 'PL_ADDRESS')).toEqual([['al. Jana Pawła II 5 m. 3', 0.7]]);
    expect(found('Sklep jest na os. Kościuszkowskim 7A.', 'PL_ADDRESS')).toEqual([['os. Kościuszkowskim 7A', 0.5]]);
    expect(found('Biuro: ulicy 3 Maja 15', 'PL_ADDRESS')).toEqual([['ulicy 3 Maja 15', 0.5]]);
    expect(found('pl. św. Katarzyny 2/4', 'PL_ADDRESS')).toEqual([['pl. św. Katarzyny 2/4', 0.5]]);
    expect(found('ul. gen. Józefa Bema 5 lok. 12', 'PL_ADDRESS')).toEqual([['ul. gen. Józefa Bema 5 lok. 12', 0.5]]);
  });
  it('identity documents: ID card, passport, driving licence, vehicle plate with context boosts', () => {
    expect(found('numer ABA300000', 'PL_ID_CARD')).toEqual([['ABA300000', 0.5]]);
    expect(found('dowód osobisty ABA 300000', 'PL_ID_CARD')).toEqual([['ABA 300000', 0.85]]);
    expect(found('dokument CC7999486', 'PL_PASSPORT')).toEqual([['CC7999486', 0.4]]);
    expect(found('numer paszportu CC7999486', 'PL_PASSPORT')).toEqual([['CC7999486', 0.75]]);
    expect(found('numer 12345/67/1234', 'PL_DRIVING_LICENSE')).toEqual([['12345/67/1234', 0.3]]);
    expect(found('prawo jazdy nr 00123/15/0456789', 'PL_DRIVING_LICENSE')).toEqual([['00123/15/0456789', 0.65]]);
    expect(found('Parking: WA 12345 i KR 4X7Y2', 'PL_VEHICLE_PLATE')).toEqual([['WA 12345', 0.15], ['KR 4X7Y2', 0.15]]);
    expect(found('numer rejestracyjny samochodu GD 1234A', 'PL_VEHICLE_PLATE')).toEqual([['GD 1234A', 0.5]]);
  });
  it('postal code, e-mail, IBAN without PL (NRB), credit cards with separators', () => {
    expect(found('00-950 Warszawa', 'PL_POSTAL_CODE')).toEqual([['00-950', 0.4]]);
    expect(found('Pisz na jan.kowalski+oferty@firma.com.pl lub a_b@x.io.', 'EMAIL_ADDRESS'))
      .toEqual([['jan.kowalski+oferty@firma.com.pl', 1], ['a_b@x.io', 1]]);
    expect(found('konto 61 1090 1014 0000 0712 1981 2874', 'IBAN_CODE')).toEqual([['61 1090 1014 0000 0712 1981 2874', 0.7]]);
    expect(found('konto 61109010140000071219812874', 'IBAN_CODE')).toEqual([['61109010140000071219812874', 0.7]]);
    // In capitals the account word's last two letters are no country prefix ("KONTO" ends in "TO").
    expect(found('PRZELEJ NA KONTO 61 1090 1014 0000 0712 1981 2874 TO ODDAM', 'IBAN_CODE')).toEqual([['61 1090 1014 0000 0712 1981 2874', 0.7]]);
    expect(found('NR RACHUNKU: PL61 1090 1014 0000 0712 1981 2874', 'IBAN_CODE')).toEqual([['PL61 1090 1014 0000 0712 1981 2874', 0.7]]);
    // "pl" in lower case (chat, a lowercased form) is the same prefix; other lowercase pairs are none.
    expect(found('na rachunek pl61 1090 1014 0000 0712 1981 2874 prosze', 'IBAN_CODE')).toEqual([['pl61 1090 1014 0000 0712 1981 2874', 0.7]]);
    expect(found('nip pl5260250274', 'NIP').map(([t]) => t)).toEqual(['pl5260250274']);
    expect(found('kod de89370400440532013000', 'IBAN_CODE')).toEqual([]);
    expect(found('karta 4111-1111-1111-1111', 'CREDIT_CARD')).toEqual([['4111-1111-1111-1111', 1]]);
    expect(found('karta 3714 496353 98431', 'CREDIT_CARD')).toEqual([['3714 496353 98431', 1]]);
  });
});

describe('false positives: none of these contain personal data', () => {
  const clean = [
    'Zamówienie nr 12345678901 zostało wysłane.', // 11 digits, bad PESEL checksum
    'Numer zamówienia: 1234567890, faktura FV/2024/03/0012.',
    'Cena: 1 234,56 zł, rabat 15%, razem 2 469,12 zł brutto.',
    'Termin płatności: 15.03.2024, faktura z dnia 01.02.2024.',
    'Spotkanie zaplanowano na 2099-01-01.',
    'Wersja 1.2.3 wydana 3.4.5; kod 12-34-56.',
    'Numer 8567346216 jest błędny.', // bad NIP checksum, bare (after "NIP" it is taken)
    'Wartość PL61 1090 1014 0000 0712 1981 2875 ma złą sumę.', // bare: checksum needed (after "konto" it is taken)
    'Kod produktu 600 700 800, numer partii 48 600 700 800.',
    'Tabela ABC DEFG oraz NIP 12345 i ZUS 2024.',
    'Identyfikator 4111111111111112 nie przechodzi Luhna.',
    'Numer sprawy 12-345-678 oraz 600-700-800-900.',
    'Róża kwitnie w ogrodzie. Nadzieja umiera ostatnia. Mają dużo pracy.',
    'Święto 3 Maja i 1 Maja; szkoła im. Marii Konopnickiej przy ul. Jana Pawła II.',
    'Mieszka w Warszawie. Danie dnia kosztuje 30 zł. Marka samochodu jest znana.',
    'iPhone 15 Pro Max kosztuje dużo.',
    'Pan Bóg wie najlepiej, a Pan Prezes zdecyduje.',
  ];
  for (const text of clean) {
    it(JSON.stringify(text), () => {
      const r = anonymizeTexts([text], ALL);
      expect(r.texts[0]).toBe(text);
      expect(r.mapping).toEqual({});
    });
  }
});

describe('numbers must stand alone', () => {
  it('a PESEL inside a longer digit or letter run is not found', () => {
    expect(found('x44051401359', 'PESEL')).toEqual([]);
    expect(found('144051401359', 'PESEL')).toEqual([]);
    expect(found('44051401359a', 'PESEL')).toEqual([]);
    expect(found('44051401359.5', 'PESEL')).toEqual([]);
    expect(found('(44051401359)', 'PESEL')).toEqual([['44051401359', 0.5]]);
    expect(found('PESEL:44051401359.', 'PESEL')).toEqual([['44051401359', 0.95]]);
  });
  it('a postal code inside a phone-like group is not found', () => {
    expect(found('612-345-678', 'PL_POSTAL_CODE')).toEqual([]);
    expect(found('kod 61-345, miasto', 'PL_POSTAL_CODE')).toEqual([['61-345', 0.4]]);
  });
});

describe('identifiers a checksum vouches for, glued to other numbers (CSV rows, tables)', () => {
  const pesel = V.PESEL!.valid[0]!, pesel2 = V.PESEL!.valid[1]!, nip = V.NIP!.valid[0]!;

  it('PESEL, NIP, ID card and IBAN separated by "," "/" or "-" from other numbers are found', () => {
    for (const glue of [',', '/', '-']) {
      expect(found(`${pesel}${glue}${pesel2}${glue}601234567`, 'PESEL').map(([t]) => t), glue).toEqual([pesel, pesel2]);
      expect(found(`12${glue}${nip}${glue}34`, 'NIP').map(([t]) => t), glue).toEqual([nip]);
      expect(found(`ABA300000${glue}${pesel}`, 'PL_ID_CARD').map(([t]) => t), glue).toEqual(['ABA300000']);
      expect(found(`601234567${glue}PL61109010140000071219812874${glue}5`, 'IBAN_CODE').map(([t]) => t), glue).toEqual(['PL61109010140000071219812874']);
    }
  });

  it('not a mistyped one (context alone does not vouch through glue), not after a decimal point', () => {
    const bad = pesel.slice(0, 10) + String((Number(pesel[10]) + 1) % 10);
    expect(found(`PESEL ${bad}`, 'PESEL')).toHaveLength(1); // standing alone after its word: taken, lower
    expect(found(`PESEL 12,${bad}`, 'PESEL')).toEqual([]);
    expect(found(`3.${pesel}`, 'PESEL')).toEqual([]);
    expect(found(`${pesel}.5`, 'PESEL')).toEqual([]);
  });

  it('accounts inside a longer run of digit groups: each valid one, whole', () => {
    const text = 'PL61 1090 1014 0000 0712 1981 2874 61 1090 1014 0000 0712 1981 2874 5094647577';
    expect(found(text, 'IBAN_CODE').map(([t]) => t)).toEqual(['PL61 1090 1014 0000 0712 1981 2874', '61 1090 1014 0000 0712 1981 2874']);
    // A run of groups with no valid account in it stays unreported without an account word.
    expect(found('1234 5678 9012 3456 7890 1234 5678 9012 3456 7890', 'IBAN_CODE')).toEqual([]);
  });
});

describe('identifiers glued to a label or joined by "_" (file names, snake_case keys)', () => {
  const pesel = V.PESEL!.valid[0]!, nip = V.NIP!.valid[0]!;
  const account = '61109010140000071219812874';

  it('a label glued to a valid identifier leaves it standing alone', () => {
    expect(found(`PESEL${pesel}`, 'PESEL').map(([t]) => t)).toEqual([pesel]);
    expect(found(`nr${pesel}, pesel_${pesel}`, 'PESEL').map(([t]) => t)).toEqual([pesel, pesel]);
    expect(found(`NIP${nip}`, 'NIP').map(([t]) => t)).toEqual([nip]);
    expect(found(`konto${account}`, 'IBAN_CODE').map(([t]) => t)).toEqual([account]);
    expect(found(`kontoPL${account}`, 'IBAN_CODE').map(([t]) => t)).toEqual([`PL${account}`]);
  });

  it('"_" separates a valid identifier from the words of a file name', () => {
    expect(found(`skan_${pesel}.pdf`, 'PESEL').map(([t]) => t)).toEqual([pesel]);
    expect(found(`${nip}_faktura.pdf`, 'NIP').map(([t]) => t)).toEqual([nip]);
    expect(found('dowod_ABA300000_przod.jpg', 'PL_ID_CARD').map(([t]) => t)).toEqual(['ABA300000']);
    expect(found(`wyciag_${account}_2026.pdf`, 'IBAN_CODE').map(([t]) => t)).toEqual([account]);
    expect(found('jan.kowalski@example.com_umowa.pdf', 'EMAIL_ADDRESS').map(([t]) => t)).toEqual(['jan.kowalski@example.com']);
    expect(found('tel_+48 601 234 567', 'PHONE_NUMBER').map(([t]) => t)).toEqual(['+48 601 234 567']);
  });

  it('not inside a word or a code: letters that are no label, or a label that is the end of a word', () => {
    expect(found(`abc${pesel}`, 'PESEL')).toEqual([]);
    expect(found(`${pesel}abc`, 'PESEL')).toEqual([]);
    expect(found(`sznr${pesel}`, 'PESEL')).toEqual([]); // "nr" at the end of another word
    expect(found(`x${account}`, 'IBAN_CODE')).toEqual([]);
  });

  it('a phone word or "nr" glued to a local number reads as if a space were between; another word does not', () => {
    expect(found('tel601234567', 'PHONE_NUMBER')).toEqual([['601234567', 0.4]]);
    expect(found('Kom_601 234 567', 'PHONE_NUMBER')).toEqual([['601 234 567', 0.4]]);
    expect(found('tel412345678', 'PHONE_NUMBER')).toEqual([['412345678', 0.4]]); // no mobile prefix: the word decides
    expect(found('nr601234567', 'PHONE_NUMBER')).toEqual([['601234567', 0.3]]); // as "nr 601234567"
    expect(found('Faktura nr512345678', 'PHONE_NUMBER')).toEqual([]); // as "Faktura nr 512345678"
    expect(found('abc601234567', 'PHONE_NUMBER')).toEqual([]);
    expect(found('hotel601234567', 'PHONE_NUMBER')).toEqual([]);
  });
});
