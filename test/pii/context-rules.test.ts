// Context rules for forms and chat (rule detectors only, no NER model): form fields by label, names as
// speaker labels, legal-form company names, handles in social context, "Użytkownik:" as a speaker label,
// identifiers with look-alikes after their keyword, PERSON spans extended over an adjacent word. Each rule
// has cases it must find and cases it must leave alone.
import { describe, expect, it } from 'vitest';
import { findEntities } from '../../src/pii/anonymize.js';
import { normalizeAfterKeywords } from '../../src/pii/lookalike.js';
import { ENTITY_TYPES, type Candidate, type EntityType } from '../../src/pii/types.js';

const ALL = new Set<EntityType>(ENTITY_TYPES);

/** What the rules replace in `text`, as [type, value] pairs. */
function found(text: string, types: ReadonlySet<EntityType> = ALL, extra?: Candidate[]): Array<[string, string]> {
  return findEntities(text, types, extra).map((e) => [e.type, text.slice(e.start, e.end)]);
}
const values = (text: string, type: EntityType) => found(text).filter(([t]) => t === type).map(([, v]) => v);

describe('form fields by label', () => {
  it('finds names, places and companies after labels in any case, numbered, with leaders, several on a line', () => {
    const text = '1. Imię: Halina\n2) NAZWISKO: GĄSIOR\n3. Nazwisko rodowe ........: Brzęczkiewicz\nimie: zbigniew nazwisko: kowalczyk\n' +
      'IMIĘ: EDYTA NAZWISKO: PYREK MIEJSCOWOŚĆ: PCIM DOLNY\nMiejsce urodzenia: Nowa Dęba\nb) Miejscowość: Wólka Kosowska, woj. mazowieckie\n' +
      'Nazwa firmy: Usługi Transportowe Trela\nPracodawca: ZPHU „Kaczmarek i Syn”';
    expect(values(text, 'PERSON')).toEqual(expect.arrayContaining(['Halina', 'GĄSIOR', 'Brzęczkiewicz', 'zbigniew', 'kowalczyk', 'EDYTA', 'PYREK']));
    expect(values(text, 'LOCATION')).toEqual(expect.arrayContaining(['PCIM DOLNY', 'Nowa Dęba', 'Wólka Kosowska']));
    expect(values(text, 'ORGANIZATION')).toEqual(expect.arrayContaining(['Usługi Transportowe Trela']));
  });
  it('a name label narrowed by whose name it is, and a value ended by the next, unknown label', () => {
    const text = 'Nazwisko rodowe matki: Górecka\nImię i nazwisko klienta: Jan Nowak\nImie: Jerzy Nazwisko: Olszewski Telefon: 501-201-301\n' +
      'NAZWISKO: GĄSIOR PESEL: 44051401359';
    expect(values(text, 'PERSON')).toEqual(expect.arrayContaining(['Górecka', 'Jan Nowak', 'Jerzy', 'Olszewski', 'GĄSIOR']));
    expect(values(text, 'PERSON')).not.toContain('Jerzy Nazwisko');
  });
  it('a narrowed label that is no name label, and a placeholder after one, are not names', () => {
    expect(found('Kolor oczu matki: Niebieski\nNazwisko rodowe matki: brak\nWłaściciel lokalu: nie dotyczy')).toEqual([]);
  });
  it('leaves placeholders, replies after a dialogue label and running text after a label alone', () => {
    const text = 'Imię: brak\nNazwisko: nie dotyczy\nMiejscowość: wpisz miejscowość\nNazwisko: proszę podać w formularzu poniżej, bez skrótów\n' +
      'Pacjent: Boli mnie głowa.\nStudent: Dobrze.\nFirma: nie dotyczy';
    expect(found(text)).toEqual([]);
  });
  it('reads quoted keys and values of a JSON or dict dump, and English name keys', () => {
    expect(values("{'first_name': 'Marek', 'last_name': 'Dziedzic', 'phone': '600'}", 'PERSON')).toContain('Dziedzic');
    expect(values('{"last_name": "Sowa", "surname": "Lis"}', 'PERSON')).toEqual(expect.arrayContaining(['Sowa', 'Lis']));
  });
  it('leaves a quoted placeholder, a sentence in quotes and other keys alone', () => {
    expect(found('{"nazwisko": "brak", "user_name": "admin", "last_name": "Sowa i spółka sprzedaje"}', new Set(['PERSON']))).toEqual([]);
  });
});

describe('names as speaker labels', () => {
  it('finds a first name in any case, a surname, initials, a title and a glued label, at a line start or after a full stop', () => {
    const text = 'HALINA: Dzień dobry.\nzbigniew: Cześć.\nWIŚNIEWSKA: Proszę.\nJ. Wrzos: Tak. Kowalczyk: Nie.\n[10:32] Poseł Jan Nowak: Wnoszę.\nSenatorJanKowalski: Wysoka Izbo.';
    expect(values(text, 'PERSON')).toEqual(['HALINA', 'zbigniew', 'WIŚNIEWSKA', 'J. Wrzos', 'Kowalczyk', 'Jan Nowak', 'JanKowalski']);
  });
  it('leaves role labels, headings and labels that are no name alone', () => {
    const text = 'Konsultant: Dzień dobry.\nKLIENT 2: Hej. Doradca: Proszę.\nUwaga: ważne\nPytanie: co dalej?\nTemat: Faktura\nhttp://example.com\nGodzina 10:30 Spotkanie: jutro';
    expect(values(text, 'PERSON')).toEqual([]);
  });
});

describe('legal-form company names', () => {
  const org = new Set<EntityType>(['ORGANIZATION']);
  it('finds the name before a legal form and after a trade-type prefix, the form included', () => {
    const text = 'Umowę podpisała firma Kowalczyk Sp. z o.o., a fakturę wystawił PPUH Marbud Jan Trela. Dostawcą jest Mostostal Zabrze S.A. i „Zielony Ogród” s.c. W Budrex sp. j. też. Łącze daje Telekomunikacja Polska SA.';
    expect(found(text, org).map(([, v]) => v)).toEqual([
      'Kowalczyk Sp. z o.o.', 'PPUH Marbud Jan Trela', 'Mostostal Zabrze S.A.', '„Zielony Ogród” s.c.', 'Budrex sp. j.',
      'Telekomunikacja Polska SA',
    ]);
  });
  it('takes "of" and "and" inside the name', () => {
    expect(found('Przejęcie przez Bank of America Polska S.A. było głośne.', org).map(([, v]) => v)).toEqual(['Bank of America Polska S.A.']);
  });
  it('in text without case, takes the word before a legal form, and the one before it when no dictionary has it', () => {
    const text = 'fakturę wystawiła firma kowalczyk sp. z o.o. wczoraj, a pracuję w mostostal zabrze s.a. od roku';
    expect(found(text, org).map(([, v]) => v)).toEqual(['kowalczyk sp. z o.o.', 'mostostal zabrze s.a.']);
    expect(found('PROSZĘ O FAKTURĘ DLA KOWALCZYK SP. Z O.O.', org).map(([, v]) => v)).toEqual(['KOWALCZYK SP. Z O.O.']);
  });
  it('in text without case, takes no function word, kind noun or dictionary word before a legal form', () => {
    expect(found('założę sp. z o.o. albo s.a. w przyszłym roku, to jest firma sp. j. a nie s.c.', org)).toEqual([]);
  });
  it('takes no legal form alone, no lowercase words before it, and no prefix without a name', () => {
    const text = 'Założę spółkę z o.o. albo sp. z o.o. w przyszłym roku. Rozważam formę S.A. albo SA. Jakie PHU wybrać?';
    expect(found(text, org)).toEqual([]);
  });
});

describe('handles in social context and speaker labels', () => {
  it('finds handles after "jako" or "pod nickiem" near a platform', () => {
    const text = 'znajdziesz mnie na TikToku jako zuzka.kwiatek, a na Steamie gram pod nickiem kowal_77. Na insta jestem jako ola_bzdęga.';
    expect(values(text, 'USERNAME')).toEqual(['zuzka.kwiatek', 'kowal_77', 'ola_bzdęga']);
  });
  it('leaves "jako" without a platform near, and plain words after it', () => {
    expect(values('Pracuję jako programista_senior w firmie. Występuję jako gość.', 'USERNAME')).toEqual([]);
    expect(values('Na Facebooku występuję jako gość.', 'USERNAME')).toEqual([]);
  });
  it('reads "Użytkownik:" and "User:" opening a chat line as a speaker, a handle-shaped value still as a handle', () => {
    const text = 'Użytkownik: Witam, mam problem z kontem.\nBot: W czym mogę pomóc?\nUżytkownik: Tak\nUser: hello there. User: kasia_99\nNazwa użytkownika: jkowalski';
    expect(values(text, 'USERNAME')).toEqual(['kasia_99', 'jkowalski']);
  });
});

describe('identifiers with look-alikes after their keyword', () => {
  it('reads more look-alikes as digits right after the keyword, the keyword glued or not; the checksum decides', () => {
    expect(normalizeAfterKeywords('PESEL 85041Z07582')).toBe('PESEL 85041207582');
    expect(normalizeAfterKeywords('PESEL85041207S82 ok')).toBe('PESEL85041207582 ok');
    expect(normalizeAfterKeywords('tel 6O1 234 5Z7 lub mail')).toBe('tel 601 234 527 lub mail');
    expect(normalizeAfterKeywords('IBAN PL61 1O9O 1014 0000 0712 1981 2874')).toBe('IBAN PL61 1090 1014 0000 0712 1981 2874');
    expect(values('PESEL 85041Z07582, NIP: 526-O25-O2-74', 'PESEL')).toEqual(['85041Z07582']);
  });
  it('leaves words after the keyword, values with too many look-alikes, and letters away from a keyword', () => {
    for (const t of ['PESEL: Zakopane 12', 'tel. ZAZAZAZ123456', 'nip to 526025O2Z4', 'Kod ABC12Z456 na paczce', 'PESEL 8Z04IZ0Z58Z']) {
      expect(normalizeAfterKeywords(t), t).toBe(t);
    }
  });
});

describe('a PERSON span extended over an adjacent word', () => {
  const ner = (text: string, s: string): Candidate => ({ type: 'PERSON', start: text.indexOf(s), end: text.indexOf(s) + s.length, score: 0.9, source: 'ner' });
  const persons = (text: string, s: string) => found(text, new Set<EntityType>(['PERSON', 'LOCATION']), [ner(text, s)]).filter(([t]) => t === 'PERSON').map(([, v]) => v);
  it('over a capitalised or surname-like word after it, a (mistyped) first name before it', () => {
    expect(persons('Spotkałem Kowalskeigo Jna wczoraj.', 'Kowalskeigo')).toEqual(['Kowalskeigo Jna']);
    expect(persons('Wczoraj Bożnka Trela dzwoniła.', 'Trela')).toEqual(['Bożnka Trela']);
    expect(persons('rozmawiałem z gerwazym brzęczkiewiczem wczoraj', 'gerwazym')).toEqual(['gerwazym brzęczkiewiczem']);
    expect(persons('Przyszła Bożenka Trela z siostrą.', 'Bożenka')).toEqual(['Bożenka Trela']);
  });
  it('not over months, conjunctions, roles, lowercase words after a capitalised name, or a place', () => {
    expect(persons('Dzwonił Nowak Czwartek rano.', 'Nowak')).toEqual(['Nowak']);
    expect(persons('Przyszła Anna i Marek.', 'Anna')).toEqual(['Anna', 'Marek']);
    expect(persons('Pan Kowalski przyszedł.', 'Kowalski')).toEqual(['Kowalski']);
    expect(persons('Jest Anna tutaj.', 'Anna')).toEqual(['Anna']);
  });
});

describe('names typed without Polish diacritics', () => {
  it('finds first names and listed surnames without them, capitalised or in lowercase chat', () => {
    expect(values('Zglaszam Lukasza Wozniaka do konkursu.', 'PERSON')).toEqual(['Lukasza Wozniaka']);
    expect(values('wczoraj byl u mnie michal zajac z synem', 'PERSON')).toEqual(['michal zajac']);
  });
  it('not an accusative that reads as a common word, nor a flower', () => {
    expect(values('Ale to nie koniec. Pole tekstowe jest puste. Ide do domu.', 'PERSON')).toEqual([]);
    expect(values('Roza w ogrodzie zakwitla.', 'PERSON')).toEqual([]);
  });
});

describe('a company with a legal form is replaced whole', () => {
  it('the owner name inside it gives way to the company', () => {
    const text = 'Fakturę wystawiła firma Kwiatkowski sp. j. z Radomia.';
    expect(found(text, new Set<EntityType>(['PERSON', 'ORGANIZATION']))).toEqual([['ORGANIZATION', 'Kwiatkowski sp. j.']]);
  });
});
