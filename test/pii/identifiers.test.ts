// Structured identifiers beyond the spec's rules (issue 13): phones without the spec's context,
// foreign numbers, document and account numbers recognised by context, usernames and handles,
// look-alike characters inside numbers, and the false positives these rules must not create.
import { describe, expect, it } from 'vitest';
import { anonymizeTexts } from '../../src/pii/anonymize.js';
import { detectCandidates } from '../../src/pii/detectors/index.js';
import { normalizeLookalikes } from '../../src/pii/lookalike.js';
import { restoreText } from '../../src/pii/restore.js';
import { ENTITY_TYPES, type EntityType } from '../../src/pii/types.js';

const ALL = new Set<EntityType>(ENTITY_TYPES);

/** [type, replaced value] of every entity tagged with all types enabled. */
function tagged(text: string): Array<[string, string]> {
  const r = anonymizeTexts([text], ALL);
  return [...r.texts[0].matchAll(/<([A-Z_]+)_\d+>/g)].map((m) => [m[1], r.mapping[m[0]]]);
}
function scores(text: string, type: EntityType): Array<[string, number]> {
  return detectCandidates(text, new Set([type])).filter((c) => c.type === type).map((c) => [text.slice(c.start, c.end), c.score]);
}

describe('phones', () => {
  it.each([
    ['mój nr to 601234567', '601234567'],
    ['Kontakt: 601-234-567', '601-234-567'],
    ['pod numerem 601 234 567 po 17', '601 234 567'],
    ['dzwoń śmiało 512 345 678', '512 345 678'],
    ['napisz SMS na 693100632', '693100632'],
    ['WhatsApp: 784 902 509', '784 902 509'],
    ['moja komórka 601 23 45 67', '601 23 45 67'],
    ['Biuro: (42) 334 59 01', '(42) 334 59 01'],
    ['stacjonarny 58 443 71 68', '58 443 71 68'],
    ['Pozdrawiam,\nJan\n601 234 567', '601 234 567'],
    ['dane do faktury: NIP 5229769712.\nZ poważaniem\nEwa\n886366079\newa@uni.lodz.pl', '886366079'],
    ['tel.: 123 456 789', '123 456 789'],
    ['hej, odezwij się 530923377 jak będziesz', '530923377'],
    ['+43 664 1234567', '+43 664 1234567'],
    ['tel. +49 151 76201531', '+49 151 76201531'],
    ['+44 7685 364622', '+44 7685 364622'],
    ['+1 (555) 123-4567', '+1 (555) 123-4567'],
    ['(+48)601234567', '(+48)601234567'],
    ['+48 (22) 123 45 67', '+48 (22) 123 45 67'],
    ['0049 30 1234567', '0049 30 1234567'],
    ['+420 777 123 456', '+420 777 123 456'],
    ['+44 (0) 20 7946 0958', '+44 (0) 20 7946 0958'],
    ['dzwoń: 48 601 234 567', '48 601 234 567'],
    ['tel./fax (0-22) 123 45 67', '(0-22) 123 45 67'],
    ['Jan;Kowalski;601234567', '601234567'],
    ['tel.601234567', '601234567'],
    ['nr tel 0 601 234 567', '0 601 234 567'],
  ])('%j → phone %j', (text, value) => {
    expect(tagged(text)).toContainEqual(['PHONE_NUMBER', value]);
  });

  it('scores: phone word 0.4, weak word (numer, nr, kontakt) 0.3, none 0.2, +48 0.85, other codes 0.75', () => {
    expect(scores('tel. 601234567', 'PHONE_NUMBER')).toEqual([['601234567', 0.4]]);
    expect(scores('nr 601234567', 'PHONE_NUMBER')).toEqual([['601234567', 0.3]]);
    expect(scores('pisz 601 234 567', 'PHONE_NUMBER')).toEqual([['601 234 567', 0.2]]);
    expect(scores('+43 664 1234567', 'PHONE_NUMBER')).toEqual([['+43 664 1234567', 0.75]]);
  });

  it('a phone word wins over a REGON whose checksum the nine digits happen to pass', () => {
    expect(tagged('Proszę dzwonić: 123456785')).toEqual([['PHONE_NUMBER', '123456785']]);
    expect(tagged('REGON 123456785')).toEqual([['REGON', '123456785']]);
  });

  it.each([
    'Kod produktu 600 700 800.',
    'Numer zamówienia: 601 234 567, wysyłka jutro.',
    'Zamówienie 601234567 zostało wysłane.',
    'Faktura nr 512345678 do zapłaty.',
    'Kwota 600 700 800 zł w budżecie.',
    'Populacja wynosi 600 700 800 osób.',
    'Nakład 600 000 000 egzemplarzy.',
    'Przychód +15 000 000 zł rok do roku.',
    'Numer sprawy #601234567 w systemie.',
    'Identyfikator 123456789 w bazie.',
    'Czas 12:30, wersja 1.2.3, kod 00-950 Warszawa.',
    'Numer partii 48 600 700 800 na etykiecie.',
    'Wynik 1234 5678 9 punktów.',
    'Nr zamówienia:\n123456789',
    'Faktura nr 512345678 do zapłaty.',
    'Numer przesyłki (tracking): 601234567',
    '"orderId": 601234567',
    '"amount": 601234567, "timeout": 512345678',
    'Zużycie 512 345 678 bajtów, 600 123 456 rekordów.',
  ])('not a phone: %j', (text) => {
    expect(tagged(text).filter(([t]) => t === 'PHONE_NUMBER')).toEqual([]);
  });

  it.each([
    ['tel.stacj. 71/344 21 09, kom. nie odbieram', '71/344 21 09'],
    ['sekretariat 12/634-55-21', '12/634-55-21'],
    ['nr do kancelarii 0-58 341 22 90', '0-58 341 22 90'],
    ['oddzwon na stacjonarny 42 6312244 po 15', '42 6312244'],
    ['Tel. 89 527 3301', '89 527 3301'],
    ['Rejestracja przychodni: (81) 589 82 55, czynne 8-18.', '(81) 589 82 55'],
  ])('a landline with its area code before a slash, a trunk "0-" or seven digits: %j', (text, value) => {
    expect(tagged(text)).toContainEqual(['PHONE_NUMBER', value]);
  });

  it.each([
    'Sygn. akt 12/634-55-21',
    'Wynik 12 345 6789',
    'Sprawa 71/344 21 09 w toku.',
    'W 2023 r. zarejestrowano 42 6312244 zgłoszeń.',
    'Faktura 12/634/2024 z dnia 3 maja.',
    'Numer rejestru 22 628 14 50 w KRS.',
    'kod 99 527 3301 na etykiecie, tel. do biura w stopce',
  ])('a shape landlines share with other numbers is no phone without a phone word: %j', (text) => {
    expect(tagged(text).filter(([t]) => t === 'PHONE_NUMBER')).toEqual([]);
  });
});

describe('look-alike characters inside numbers', () => {
  it('are read as digits for detection only; the replaced value and the restored text are the original', () => {
    const text = 'zadzwoń 6O4 594 393 albo PESEL 44O514O1359';
    const r = anonymizeTexts([text], ALL);
    expect(Object.values(r.mapping).sort()).toEqual(['44O514O1359', '6O4 594 393']);
    expect(r.texts[0]).not.toContain('594');
    expect(restoreText(r.texts[0], r.mapping)).toBe(text);
  });
  it('normalisation keeps the length and leaves words, names and code alone', () => {
    for (const s of ['Mi3loch', 'Oto Ola i 10 lat', '0x1O', '|601|', 'II wojna', 'lO0', 'v1l0']) {
      const n = normalizeLookalikes(s);
      expect(n.length).toBe(s.length);
      expect(n, s).toBe(s);
    }
    expect(normalizeLookalikes('6O4 594 39l')).toBe('604 594 391');
  });
});

describe('document numbers after a document word', () => {
  it.each([
    ['Seria i numer dowodu: XX123456', 'PL_ID_CARD', 'XX123456'],
    ['nr dowodu 1234-5678-9012', 'PL_ID_CARD', '1234-5678-9012'],
    ['dowód osobisty ABC 123457 (zła cyfra kontrolna)', 'PL_ID_CARD', 'ABC 123457'],
    ['numer dokumentu: abc123456', 'PL_ID_CARD', 'abc123456'],
    ['legitymacja studencka nr 198388', 'PL_ID_CARD', '198388'],
    ['paszport AB1234567', 'PL_PASSPORT', 'AB1234567'],
    ['prawo jazdy numer 311/9977/2018', 'PL_DRIVING_LICENSE', '311/9977/2018'],
    ['dowód: abc 123456', 'PL_ID_CARD', 'abc 123456'],
    ['numer albumu 123456', 'PL_ID_CARD', '123456'],
    ['nr karty pobytu RP1234567', 'PL_ID_CARD', 'RP1234567'],
  ])('%j → %s %j', (text, type, value) => {
    expect(tagged(text)).toContainEqual([type, value]);
  });
  it('below checksum-validated types, so a valid value keeps its own type', () => {
    expect(scores('nr dowodu XX123456', 'PL_ID_CARD')).toEqual([['XX123456', 0.45]]);
    expect(tagged('dowód osobisty, PESEL 44051401359')).toEqual([['PESEL', '44051401359']]);
  });
  it.each([
    'dowód zakupu nr 123456',
    'dowód wpłaty 12345678 z banku',
    'Dowód rejestracyjny pojazdu 1234567',
    'Numer 123456 w katalogu.',
    'numer dokumentu FV/2024/03/0012',
  ])('not a document number: %j', (text) => {
    expect(tagged(text).filter(([t]) => t.startsWith('PL_'))).toEqual([]);
  });
});

describe('PESEL, NIP, REGON whose checksum fails, right after their own word', () => {
  it('are taken at 0.45; bare they are not', () => {
    expect(scores('PESEL: 52020628002', 'PESEL')).toEqual([['52020628002', 0.45]]);
    expect(scores('NIP 781-17-77-719', 'NIP')).toEqual([['781-17-77-719', 0.45]]);
    expect(scores('REGON: 116687939', 'REGON')).toEqual([['116687939', 0.45]]);
    expect(scores('numer 52020628002', 'PESEL')).toEqual([]);
    expect(scores('Firma, numer 7811777719', 'NIP')).toEqual([]);
    expect(scores('numer 116687939', 'REGON')).toEqual([]);
  });
  it('a PESEL split by a stray space or hyphen is taken after "PESEL" only', () => {
    expect(scores('pesel: 850312 12345', 'PESEL')).toEqual([['850312 12345', 0.45]]);
    expect(scores('Mój PESEL to 4405140135-9', 'PESEL')).toEqual([['4405140135-9', 0.95]]);
    expect(scores('Kod 850312 12345 z magazynu', 'PESEL')).toEqual([]);
  });
  it('a PESEL, NIP or REGON typed in groups is taken after its keyword when its checksum holds', () => {
    expect(scores('pesel: 810 427 224 73', 'PESEL')).toEqual([['810 427 224 73', 0.95]]);
    expect(scores('PESEL 99.03.18.21207', 'PESEL')).toEqual([['99.03.18.21207', 0.95]]);
    expect(scores('nip: 764 803 67 19', 'NIP')).toEqual([['764 803 67 19', 0.9]]);
    expect(scores('regon 920-448-748', 'REGON')).toEqual([['920-448-748', 0.5]]);
    expect(scores('regon 920.448.748.12345', 'REGON').map(([v]) => v)).toEqual([]);
  });
  it('grouped numbers without the keyword or with a failing checksum stay', () => {
    expect(scores('pesel: 810 427 224 74', 'PESEL')).toEqual([]);
    expect(scores('PESEL dodany 12.03.2024, 11 zł', 'PESEL')).toEqual([]);
    expect(scores('kod 810 427 224 73 z magazynu', 'PESEL')).toEqual([]);
    expect(scores('nip: 764 803 67 18', 'NIP')).toEqual([]);
    expect(scores('zamówienie 764 803 67 19', 'NIP')).toEqual([]);
    expect(scores('regon 920-448-749', 'REGON')).toEqual([]);
    expect(scores('tel. 920-448-748', 'REGON')).toEqual([]);
  });
  it('the first grouped number within 24 characters after the keyword is the one read', () => {
    expect(scores(`nip${' '.repeat(24)}764 803 67 19`, 'NIP')).toEqual([['764 803 67 19', 0.9]]);
    expect(scores(`nip${' '.repeat(25)}764 803 67 19`, 'NIP')).toEqual([]);
    expect(scores('nip x 12, 764 803 67 19', 'NIP')).toEqual([['764 803 67 19', 0.9]]);
    expect(scores('nip 12 34, 764 803 67 19', 'NIP')).toEqual([]);
  });
  it('with the keyword many times in a long text, only a number right after one of them counts', () => {
    const prose = 'The private innovation was elevated by the NIP office. '.repeat(200);
    expect(scores(`${prose}nip: 764 803 67 19, and later 810 427 224 73`, 'NIP')).toEqual([['764 803 67 19', 0.9]]);
    expect(scores(`${prose}${'x'.repeat(40)} 764 803 67 19`, 'NIP')).toEqual([]);
    expect(scores(`PESEL? ${prose} pesel 810 427 224 73 oraz pesel 99.03.18.21207`, 'PESEL')).toEqual(
      [['810 427 224 73', 0.95], ['99.03.18.21207', 0.95]]);
  });
});

describe('bank accounts after an account word', () => {
  it.each([
    ['przelew na konto 83 1140 6877 3946 8628 6819 9276', '83 1140 6877 3946 8628 6819 9276'],
    ['nr konta 95109080876007673144548466', '95109080876007673144548466'],
    ['rachunek 8087 2157 1094 4146', '8087 2157 1094 4146'],
    ['numer rachunku: PL61 1090 1014 0000 0712 1981 2875', 'PL61 1090 1014 0000 0712 1981 2875'],
    ['przelej na 61109010140000071219812875', '61109010140000071219812875'],
    ['IBAN: DE89 3704 0044 0532 0130 01', 'DE89 3704 0044 0532 0130 01'],
  ])('%j → account %j', (text, value) => {
    expect(tagged(text)).toContainEqual(['IBAN_CODE', value]);
    expect(scores(text, 'IBAN_CODE')).toEqual([[value, 0.5]]);
  });
  it('a valid card number after "konto" stays a card', () => {
    expect(tagged('konto karty 4111 1111 1111 1111')).toEqual([['CREDIT_CARD', '4111 1111 1111 1111']]);
  });
  it.each([
    'Numer przesyłki 1234 5678 9012 3456 7890 12.',
    'Wartość 61 1090 1014 0000 0712 1981 2875 ma złą sumę.',
  ])('not an account: %j', (text) => {
    expect(tagged(text).filter(([t]) => t === 'IBAN_CODE')).toEqual([]);
  });
});

describe('usernames and handles', () => {
  it.each([
    ['mój nick to kasia_99', 'kasia_99'],
    ['mój nick na forum to ajablonska, dodaj mnie', 'ajablonska'],
    ['MÓJ NICK NA FORUM TO WLODARCZYK_PL, DODAJ MNIE', 'WLODARCZYK_PL'],
    ['Klient: login kwozniak, mieszkam w Łodzi.', 'kwozniak'],
    ['login: jkowalski', 'jkowalski'],
    ['nick na discordzie: Kasia99', 'Kasia99'],
    ['nazwa użytkownika: x_filip_x', 'x_filip_x'],
    ['Użytkownik baran11 zgłosił błąd', 'baran11'],
    ['Obserwuj mnie na Instagramie: @kasia.nowak', '@kasia.nowak'],
    ['@michalski36 na tiktoku wrzucił nowy film', '@michalski36'],
    ['mój discord: kasia#1234', 'kasia#1234'],
    ['IG: ania.k', 'ania.k'],
    ['Instagram: ania_gotuje, zapraszam', 'ania_gotuje'],
    ['LinkedIn: linkedin.com/in/karolina-ostrowska-123', 'karolina-ostrowska-123'],
    ['GitHub: https://github.com/kostrowska', 'kostrowska'],
    ['mój profil https://pl.linkedin.com/in/jan-kowalski-a1b2c3/ zapraszam', 'jan-kowalski-a1b2c3'],
    ['pisz na t.me/kasia99', 'kasia99'],
    ['Użytkownik jkowalski zgłosił błąd w panelu', 'jkowalski'],
  ])('%j → username %j', (text, value) => {
    expect(tagged(text)).toContainEqual(['USERNAME', value]);
  });
  it.each([
    'Login przez Google nie działa.',
    'Użytkownik nie może się zalogować.',
    'login: admin, hasło w menedżerze',
    '@Component({ selector: "app" })',
    'npm i @types/node',
    'Dzięki @here za pomoc',
    'user story do estymacji',
    'Na Instagramie: super zdjęcia z wakacji',
    'Godzina 12:30, proporcje 3:1, GitHub: zobacz README',
    'zobacz https://github.com/features/actions i https://www.facebook.com/groups/123',
    'LinkedIn: linkedin.com/company/acme',
    'użytkownik zgłosił błąd, login przez konto firmowe działa',
    'LOGIN PRZEZ GOOGLE NIE DZIAŁA.',
  ])('not a username: %j', (text) => {
    expect(tagged(text).filter(([t]) => t === 'USERNAME')).toEqual([]);
  });
  it('a NER name inside a username gives way to the whole username', () => {
    const text = 'mój nick na forum to artur.k, dodaj mnie';
    const start = text.indexOf('artur');
    const ner = [{ type: 'PERSON' as const, start, end: start + 5, score: 0.99, source: 'ner' }];
    const r = anonymizeTexts([text], ALL, { extraCandidates: [ner] });
    expect(r.texts[0]).toBe('mój nick na forum to <USERNAME_1>, dodaj mnie');
  });
  it('a name after "Użytkownik:" is left to the name detectors', () => {
    expect(tagged('Użytkownik: Jan Kowalski').map(([t]) => t)).not.toContain('USERNAME');
  });
});

describe('barcodes and dates that are not personal data', () => {
  it('an EAN-13 barcode is not a card number unless a card word is near', () => {
    expect(tagged('Kod kreskowy 5901234123457 na opakowaniu.')).toEqual([]);
    expect(tagged('EAN: 5901234123457')).toEqual([]);
    expect(tagged('Karta 5901234123457')).toEqual([['CREDIT_CARD', '5901234123457']]);
  });
  it.each([
    'Wysyłka zamówienia 12.03.2024.',
    'Paczka nadana 03.02.2024, odbiór w paczkomacie.',
    'Promocja trwa do 30.11.2024.',
    'Oferta obowiązuje od 01.10.2024 do 31.10.2024.',
    'Gwarancja kończy się 15.05.2024.',
    'Przesyłka dotrze 12.03.2024.',
    'Premiera 10.10.2024 w kinach.',
    'Aktualizacja zaplanowana na 2024-05-01.',
  ])('not a date of birth: %j', (text) => {
    expect(tagged(text).filter(([t]) => t === 'DATE_OF_BIRTH')).toEqual([]);
  });
  it('a birth word still wins', () => {
    expect(tagged('urodzona 12.03.1985, do 2024 w Krakowie')).toContainEqual(['DATE_OF_BIRTH', '12.03.1985']);
  });
});
