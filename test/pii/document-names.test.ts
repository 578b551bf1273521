// Rules for names in documents and structured text (rule detectors only, no NER model): form labels with a
// dotted leader or a wide gap, English honorifics, surname-first names in capitals, people after list labels,
// SQL INSERT name columns, name-shaped @mentions, names joined by "_" as chat speaker labels, code reading a
// username field, and Polish letters broken by a wrong code page. Each rule has cases it must find and cases it
// must leave alone.
import { describe, expect, it } from 'vitest';
import { findEntities } from '../../src/pii/anonymize.js';
import { detectionView } from '../../src/pii/detection-view.js';
import { repairMojibake } from '../../src/pii/mojibake.js';
import { DEFAULT_ENABLED_TYPES, SETTING_TO_ENTITIES, type EntityType } from '../../src/pii/types.js';

const DEFAULTS = new Set<EntityType>(DEFAULT_ENABLED_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s] ?? []));

/** The values of `type` the rules replace in `text` with a new account's types. */
function values(text: string, type: EntityType = 'PERSON'): string[] {
  return findEntities(text, DEFAULTS).filter((e) => e.type === type).map((e) => text.slice(e.start, e.end));
}

describe('form labels without a colon', () => {
  it('reads the value after a dotted or underscored leader, and after a wide gap when the label opens its line', () => {
    expect(values('Nazwisko ........ Kobylański\nImię ____ Zenobia')).toEqual(['Kobylański', 'Zenobia']);
    expect(values('1. NAZWISKO  WALCZYK\n2. IMIĘ (IMIONA)  TERESA MARIA')).toEqual(['WALCZYK', 'TERESA MARIA']);
    expect(values('Nazwisko\tKowalczyk')).toEqual(['Kowalczyk']);
    expect(values('Imię (imiona): Anna Maria')).toEqual(['Anna Maria']);
  });
  it('leaves empty leaders, sentences, and table header rows alone', () => {
    expect(values('NAZWISKO I IMIĘ ........................\nADRES ZAMIESZKANIA ........................\nPODPIS ..........')).toEqual([]);
    expect(values('Nazwisko Kołek jest rzadkie')).toEqual([]);
    expect(values('Nazwisko  Stanowisko  Dział\nNAZWISKO    STANOWISKO')).toEqual([]);
    expect(values('Nazwisko... nie pamiętam')).toEqual([]);
  });
});

describe('form labels with "=", a leader after the colon, and roles', () => {
  it('reads markup attributes and settings, and a value between leaders', () => {
    expect(values('<Kontakt nazwisko="Zielonka" imie="Piotr"/>\nNAZWISKO=Kowalczyk')).toEqual(['Zielonka', 'Piotr', 'Kowalczyk']);
    expect(values('NAZWISKO: ....... SZPAK ....... IMIĘ: ....... HENRYK')).toEqual(['SZPAK', 'HENRYK']);
  });
  it('takes a name after a document role', () => {
    expect(values('Ubezpieczający: GÓRNY ROBERT\nPoszkodowana: Edyta Gąsior')).toEqual(['GÓRNY ROBERT', 'Edyta Gąsior']);
    expect(values('Koordynator: Wiktoria Pyka\nAssignee: Norbert Pluta')).toEqual(['Wiktoria Pyka', 'Norbert Pluta']);
  });
  it('leaves code, replies after roles that are speaker labels, and unknown words after "=" alone', () => {
    expect(values('firstName = FirstName;\nif (nazwisko == null) nazwisko = req.nazwisko;')).toEqual([]);
    expect(values('Pacjent: Dobrze.\nŚwiadek: Widziałem go.\nOdbiorca: Gabinet Stomatologiczny')).toEqual([]);
  });
});

describe('names after a date, and surname-first display names', () => {
  it('a date or year before a name does not block it as "3 Maja" does', () => {
    expect(values('> Dnia 01.02.2024 Czesław Mucha napisał:')).toEqual(['Czesław Mucha']);
    expect(values('ul. 3 Maja 5, a 11 Listopada święto')).toEqual([]);
  });
  it('a quoted display name written surname first', () => {
    expect(values('Od: "Kalinowska Marta" <m.k@example.pl>')).toEqual(['Kalinowska Marta']);
  });
});

describe('markdown tables', () => {
  it('takes the cells under a name column', () => {
    expect(values('| Lp. | Nazwisko | Imię |\n|---|---|---|\n| 1 | Gil | Alicja |')).toEqual(['Gil', 'Alicja']);
  });
  it('leaves tables without a name column alone', () => {
    expect(values('| Produkt | Nazwa | Cena |\n|---|---|---|\n| 1 | Kabel Wilk | 20 |')).toEqual([]);
  });
});

describe('English honorifics', () => {
  it('finds the name after Mr, Mrs, Ms and Miss, capitalised or in capitals', () => {
    expect(values('Dear Ms. Wiśniewska, thank you.')).toEqual(['Wiśniewska']);
    expect(values('BOARDING PASS  MR JERZY SZCZYGIEL  SEAT 12A')).toEqual(['JERZY SZCZYGIEL']);
    expect(values('Mrs J. Zbroja will attend.')).toEqual(['J. Zbroja']);
  });
  it('leaves titles and Microsoft products alone', () => {
    expect(values('Thank you, Mr President, and Madam Speaker.')).toEqual([]);
    expect(values('Open it in MS Word or MS SQL Server; Ms Teams works too.')).toEqual([]);
  });
});

describe('surname-first names in capitals', () => {
  it('finds a surname-shaped or listed surname followed by a first name', () => {
    expect(values('Pacjent: ADAMIAK WIESŁAW\nOddział: chirurgia')).toEqual(['ADAMIAK WIESŁAW']);
    expect(values('Lista: WALCZYK TERESA, KACZMAREK ZDZISŁAWA')).toEqual(['WALCZYK TERESA', 'KACZMAREK ZDZISŁAWA']);
  });
  it('leaves common words before a first name and places named after patrons alone', () => {
    expect(values('PLAC JANA PAWŁA II')).toEqual([]);
    expect(values('SZPITAL MARII SKŁODOWSKIEJ-CURIE')).toEqual([]);
    expect(values('KOT MAREK BIEGA')).toEqual([]);
  });
});

describe('people after list labels', () => {
  it('takes every name-shaped item of the list, common-word surnames too', () => {
    expect(values('Uczestnicy: M. Zbroja, K. Kołek (urlop)\nAttendees: Leszek Bąk (Gdańsk) and Roman Cichy')).toEqual(
      ['M. Zbroja', 'K. Kołek', 'Leszek Bąk', 'Roman Cichy']);
    expect(values('Obecni: Danuta Gołąb – skarbnik; Ryszard Cichy')).toEqual(['Danuta Gołąb', 'Ryszard Cichy']);
  });
  it('leaves bodies, counts and lower-case notes alone', () => {
    expect(values('Obecni: Zarząd, Rada Nadzorcza i goście')).toEqual([]);
    expect(values('Obecni: 12 osób. Nieobecni: brak')).toEqual([]);
    expect(values('Present: slides from the last meeting')).toEqual([]);
  });
});

describe('SQL INSERT name columns', () => {
  it('takes the values under name columns in every row', () => {
    const sql = "INSERT INTO `osoby` (`id`, `first_name`, `last_name`, city) VALUES (1, 'Wanda', 'Kot', 'Radom'),\n(2, 'Ewa', 'Lis', 'Opole');";
    expect(values(sql)).toEqual(['Wanda', 'Kot', 'Ewa', 'Lis']);
  });
  it('leaves tables without a name column and queries alone', () => {
    expect(values("INSERT INTO products (name, price) VALUES ('Kabel', 10), ('Zasilacz', 20);")).toEqual([]);
    expect(values('SELECT imie, nazwisko FROM klienci WHERE miasto = ? ORDER BY nazwisko;')).toEqual([]);
  });
});

describe('mentions and chat handles', () => {
  it('takes an @mention made of an initial or first name and a surname, anywhere', () => {
    expect(values('@jkaczmarczyk zrób review, cc @m.sobczyk i @anna_nowak', 'USERNAME')).toEqual(['@jkaczmarczyk', '@m.sobczyk', '@anna_nowak']);
  });
  it('leaves decorators, channel mentions and plain words alone', () => {
    expect(values('@Component class Foo {}; @here deploy; @types/node; @kasia', 'USERNAME')).toEqual([]);
  });
  it('takes the nick of an IRC-style log line after its timestamp', () => {
    expect(values('[09:01] <ola_pieczka> hej\n21:15 <@kamil> ok', 'USERNAME')).toEqual(['ola_pieczka', 'kamil']);
  });
  it('leaves markup at a line start alone', () => {
    expect(values('<b> pogrubione </b>\n<div> tekst </div>', 'USERNAME')).toEqual([]);
  });
  it('reads a name joined by "_" as a speaker label, and a first name with any capitalised surname', () => {
    expect(values('[21:14] Zbyszek_Grabarz: kto gra?\nAnna Zbroja: ja')).toEqual(['Zbyszek_Grabarz', 'Anna Zbroja']);
  });
  it('is no speaker name when the label is a role or has no first name', () => {
    expect(values('[21:14] Klient_VIP: kto gra?\nUwaga Nowa: ja')).toEqual([]);
  });
  it('is no username when code reads a username field or calls a function', () => {
    expect(values('const userName = req.body.userName;\nlogin = getLogin();', 'USERNAME')).toEqual([]);
    expect(values('login: jan.nowak.1985', 'USERNAME')).toEqual(['jan.nowak.1985']);
  });
});

describe('Polish letters broken by a wrong code page', () => {
  it('repairs a text with a broken letter between letters, keeping its length, and finds its names', () => {
    const text = 'Imiê i nazwisko: Ma³gorzata Wêgrzyn\nMiejscowo¶æ: Bia³ystok';
    expect(repairMojibake(text)).toBe('Imię i nazwisko: Małgorzata Węgrzyn\nMiejscowość: Białystok');
    expect(detectionView(text)!.text.length).toBe(text.length);
    expect(values(text)).toEqual(['Ma³gorzata Wêgrzyn']);
    expect(repairMojibake('¿ona i m±¿, œwiêta')).toBe('żona i mąż, święta');
  });
  it('leaves French, Spanish and symbols alone', () => {
    expect(repairMojibake('crème brûlée, fête, señor, cœur')).toBeNull();
    expect(repairMojibake('¿Qué pasa? ±5% i 10³ m')).toBeNull();
  });
});
