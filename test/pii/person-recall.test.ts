// PERSON rules beyond the capitalised dictionary: signatures, lower-case chat names, mistyped first
// names, plants; each with the false positives it must not produce.
import { describe, expect, it } from 'vitest';
import { anonymizeTexts } from '../../src/pii/anonymize.js';
import { isNearFirstName } from '../../src/pii/names/fuzzy.js';
import { isKnownSurname, isSurnameShaped } from '../../src/pii/names/surnames.js';

/** The PERSON values that would be replaced (rules only, no NER). */
const persons = (text: string) => Object.values(anonymizeTexts([text], new Set(['PERSON'])).mapping);

describe('signatures', () => {
  it.each([
    ['Dziękuję za odpowiedź.\nPozdrawiam, Nowak', 'Nowak'],
    ['Podpisano: Kowalska', 'Kowalska'],
    ['W załączniku faktura.\n--\nMieloch', 'Mieloch'],
    ['Z poważaniem\nJ. Wrzos', 'J. Wrzos'],
    ['Dzięki!\nBrzęczyszczykiewicz', 'Brzęczyszczykiewicz'],
    ['Serdecznie pozdrawiam\nZofia Grzelak', 'Zofia Grzelak'],
    // English closings, Irish and Scottish surnames, a role after the name
    ['Thanks for the update.\n\nBest,\nAoife', 'Aoife'],
    ["Sounds good.\nCheers, Niamh O'Brien", "Niamh O'Brien"],
    ['Let me know.\nThanks,\nOluwaseun', 'Oluwaseun'],
    ['Regards,\nDeclan Murphy | Senior Engineer', 'Declan Murphy'],
    ['Best regards\nRuairí Ó Súilleabháin', 'Ruairí Ó Súilleabháin'],
    ['Best wishes,\nSean McCarthy – Sales', 'Sean McCarthy'],
    ['Dzięki wielkie,\nTaisiia Hnatiuk', 'Taisiia Hnatiuk'],
  ])('%j → %s', (text, name) => expect(persons(text)).toEqual([name]));

  it.each([
    'Pozdrawiam,\nZespół Obsługi Klienta',
    'Dziękuję Państwu',
    'Pozdrawiam serdecznie',
    'Dzięki, Pozdrawiam',
    'Pozdrawiam, Dział Kadr',
    'Dziękuję. Proszę o szybką odpowiedź',
    'Regards,\nCustomer Service',
    'Kind regards,\nAccounts Payable',
    'Best,\nThe Support Team',
    'Best Practices\nChapter two',
    'Thanks,\nAdmin',
    'Thank you,\nEveryone',
    'Cheers,\nGood Luck',
    'Best Western Hotel\nul. Długa 5',
  ])('no person in %j', (text) => expect(persons(text)).toEqual([]));
});

describe('lower-case chat names', () => {
  it.each([
    ['hej, tu jan kowalski, pisze w sprawie zamowienia', 'jan kowalski'],
    ['pozdrawiam anna nowak', 'anna nowak'],
    ['przekaz to tomaszowi wisniewskiemu', 'tomaszowi wisniewskiemu'],
    ['pisze do was piotr Zieliński', 'piotr Zieliński'],
    ['dzwonił pan kowalski, oddzwonić', 'kowalski'],
    ['byłam u pani zielińskiej wczoraj', 'zielińskiej'],
    ['rozmawialam z pania mazurkiewicz o fakturze', 'mazurkiewicz'], // "panią" typed without diacritics
    ['hej tu marek wisniewski, moj pesel', 'marek wisniewski'], // "marek" is also a common word (of brands)
    ['pan mahmoud przyjdzie o 14 po klucze', 'mahmoud'], // no dictionary word: a name the lists lack
    ['była pani siobhan z recepcji', 'siobhan'],
  ])('%j → %s', (text, name) => expect(persons(text)).toEqual([name]));

  it.each([
    ['oni mają kowalskiego za szefa', ['kowalskiego']], // "mają" = they have: the surname alone, no pair
    ['nie ma ani kowalskiego ani nowaka', ['kowalskiego', 'nowaka']], // "ani" = nor, not Ania
  ])('%j: the surname alone, no first name before it → %j', (text, names) => expect(persons(text)).toEqual(names));

  it.each([
    'dostałem od maja nowe zadania',
    'dobra marka samochodu',
    'pani domu ugotowała obiad',
    'przywitalem sie z pania kierowniczka',
    'pan kierowca czekał',
    'ile marek samochodów sprzedano',
    'nie znam ani polski ani angielski', // common first-name forms before adjectives that are no listed surname
    'czy pani moglaby oddzwonic', // dictionary words typed without Polish letters
    'pan mlody i pani mloda tanczyli',
    'pani psycholog zaleca odpoczynek',
    'słucham pana. pełnomocnik-bo przecież', // not across a sentence's end
    'dr dolto-zupełnie zapomniała', // a part of it is a dictionary word
  ])('no person in %j', (text) => expect(persons(text)).toEqual([]));
});

describe('mistyped first names', () => {
  it('a first name one typo away, followed by a surname', () => {
    expect(persons('Zadzwonił Pitor Kowalski.')).toEqual(['Pitor Kowalski']);
    expect(persons('Spotkanie z Krzystof Wiśniewski.')).toEqual(['Krzystof Wiśniewski']);
    expect(isNearFirstName('Agnieszak')).toBe(true);
    expect(isNearFirstName('Kowalski')).toBe(false);
  });
  it('honorifics and common words near a name are not first names', () => {
    expect(persons('Panie Kowalski, proszę.')).toEqual(['Kowalski']);
    expect(persons('Uniwersytet Warszawski ogłosił.')).toEqual([]);
  });
});

describe('surname shape', () => {
  it('knows listed surnames and surname endings, not common nouns', () => {
    expect(isKnownSurname('Nowaka')).toBe(true);
    expect(isSurnameShaped('Zielińska')).toBe(true);
    expect(isSurnameShaped('Kowalczyk')).toBe(true);
    expect(isSurnameShaped('Pracownik')).toBe(false);
    expect(isSurnameShaped('Konsultant')).toBe(false);
  });
});

describe('plants', () => {
  it('Róża near flower words is the flower, elsewhere a person', () => {
    expect(persons('Kupiłem bukiet, Róża była piękna.')).toEqual([]);
    expect(persons('Wczoraj Róża przyszła do pracy.')).toEqual(['Róża']);
    expect(persons('Bukiet przyniosła pani Róża.')).toEqual(['Róża']);
  });
});

describe('name fields and introducers', () => {
  it.each([
    ['Nazwisko: Baran\nSeria i numer dowodu: XDO655969', 'Baran'],
    ['Imię i nazwisko: Zofia Mieloch, tel. 601 234 567', 'Zofia Mieloch'],
    ['Wnioskodawca: Brzęczek\nData: dziś', 'Brzęczek'],
    ['Od: Grzegorz Brzęczyszczykiewicz <g@x.pl>', 'Grzegorz Brzęczyszczykiewicz'],
    ['numer legitymacji to 198388, a nazwisko Miłoch.', 'Miłoch'],
    ['nazywam się Wrzos', 'Wrzos'],
    ['Wiadomość od: Tendai Moyo', 'Tendai Moyo'], // two words no list or dictionary has
  ])('%j → %s', (text, name) => expect(persons(text)).toEqual([name]));

  it.each([
    'Nazwisko: (wpisz)',
    'Do: Zespół Obsługi Klienta',
    'Od: Biuro Rachunkowe\nDo: Księgowość',
    'Imię: Pozdrawiam',
    'Nazwisko: nieznane',
    'Imię: Brak',
    'Pozdrawiam,\nMarketing',
    'From: Weekly Digest', // an English header: English words are no Polish dictionary's
    'Od: Netflix',
  ])('no person in %j', (text) => expect(persons(text)).toEqual([]));

  it.each([
    ['mam na imie zofia a nazwisko dąbrowska, tel 501 987 654', ['zofia', 'dąbrowska']],
    ['nazywam sie jan kowalski i mam problem z umowa', ['jan kowalski']],
    ['nazwisko to pietrzak', ['pietrzak']],
    ['byl u nas pan z firmy, nazwisko chyba ostrowski', ['ostrowski']],
  ])('a lower-case self-introduction: %j → %j', (text, names) => expect(persons(text)).toEqual(names));

  it.each([
    'nazywam się tak samo jak ty',
    'jak masz na imię? bo nie pamiętam',
    'podaj imię i nazwisko oraz adres',
    'na imie mu dali po dziadku',
    'nazwisko chyba zapomnialam',
  ])('no introduced name in %j', (text) => expect(persons(text)).toEqual([]));

  it('a company-name field: the words that look like a surname or a first name are its owner', () => {
    expect(persons('Nazwa firmy: Usługi Remontowe Król\nNIP: 6045926390')).toEqual(['Król']);
    expect(persons('Firma: Jan Kowalski Transport')).toEqual(['Jan Kowalski']);
    expect(persons('Firma: Budmax Usługi Budowlane')).toEqual([]);
  });
});

describe('look-alike digits in names', () => {
  it.each([
    ['Wnioskodawca: Danie1 P1otrowski', 'Danie1 P1otrowski'],
    ['Podpisała M4rta Lew4ndowska wczoraj.', 'M4rta Lew4ndowska'],
    ['Przyszła Agn13szka Pawłowska.', 'Agn13szka Pawłowska'],
    ['Nazywam się Mi3loch Anna, piszę z Krakowa.', 'Mi3loch Anna'],
    ['Zgłosiła się Anna Mi3loch wczoraj.', 'Anna Mi3loch'],
    ['M4rta Lew4ndowska podpisała.', 'M4rta Lew4ndowska'],
    ['Nr 12, 345: M4rta Lew4ndowska', 'M4rta Lew4ndowska'],
    ['Podpisał Pio7r Nowak.', 'Pio7r Nowak'],
  ])('%j → %s', (text, name) => expect(persons(text)).toEqual([name]));

  it('a code after a first name is not its surname', () => expect(persons('Anna Ab1234 przyszła')).toEqual(['Anna']));
  it.each(['Format A4 i B5, model X5', 'Kup Samsung Galaxy S23 Ultra', 'Plik Mp3 i wersja V1', 'Kod 4Marta12 i 0Anna'])('no person in %j',
    (text) => expect(persons(text)).toEqual([]));
});

describe('a lower-case listed surname alone', () => {
  it.each([
    ['widziales sie z jankowska? mowila cos', 'jankowska'],
    ['kaminski znowu sie spoznil', 'kaminski'],
    ['daj znac kowalczykowi ze spotkanie przesuniete', 'kowalczykowi'],
    ['oddaj to dla kowalczyka', 'kowalczyka'],
    // after a verb people do; one that is also an adjective only before the clause goes on
    ['wczoraj przyszedł kaczmarczyk i zabrał wiertarkę', 'kaczmarczyk'],
    ['dzwonił wiśniewski, pytał o fakturę', 'wiśniewski'],
    ['pisała jabłońska, że zebranie przesunięte', 'jabłońska'],
    ['powiedz górskiej żeby oddzwoniła', 'górskiej'],
    ['dzwonil wisniewski ze nie przyjdzie', 'wisniewski'],
    ['pytał o ciebie zawadzki, ten z serwisu', 'zawadzki'],
  ])('%j → %s', (text, name) => expect(persons(text)).toContain(name));
  it('after a lower-case pair, which the same pass over the words reads', () => {
    expect(persons('pisala anna nowak. kaminski znowu sie spoznil, oddaj to dla kowalczyka')).toEqual(
      expect.arrayContaining(['anna nowak', 'kaminski', 'kowalczyka']));
  });
  it.each([
    'rozmowa z polskim konsulem', 'u krakowskiej rodziny', 'w gorskiej chacie', 'z angielskim napisem',
    'ten film o warszawskim getcie', 'po wiejsku, z miejskim autobusem',
    'pisała polska prasa', 'czekał górski szlak, a potem zejście', 'mówił po polsku i angielsku', 'powiedz polskiej ambasadzie',
  ])('no lower-case surname alone in %j', (text) => expect(persons(text)).toEqual([]));
});
