import { describe, expect, it } from 'vitest';
import { detectCandidates } from '../../src/pii/detectors/index.js';
import { anonymizeTexts } from '../../src/pii/anonymize.js';
import { declineFirstName } from '../../src/pii/names/declension.js';
import { firstNameDictionary } from '../../src/pii/names/dictionary.js';
import firstNames from '../../src/pii/names/first-names.json' with { type: 'json' };
import { MALE_DIMINUTIVES, FEMALE_DIMINUTIVES } from '../../src/pii/names/diminutives.js';

function persons(text: string): Array<[string, number]> {
  return detectCandidates(text, new Set(['PERSON'])).map((c) => [text.slice(c.start, c.end), c.score]);
}
function personTags(text: string): string {
  return anonymizeTexts([text], new Set(['PERSON'])).texts[0];
}

describe('first-name dictionary', () => {
  it('ships hundreds of frequent names per sex and 100+ diminutives', () => {
    expect(firstNames.male.length).toBeGreaterThan(300);
    expect(firstNames.female.length).toBeGreaterThan(200);
    expect(new Set([...MALE_DIMINUTIVES, ...FEMALE_DIMINUTIVES]).size).toBeGreaterThanOrEqual(100);
    expect(firstNames.male).toContain('Piotr');
    expect(firstNames.female).toContain('Anna');
  });
  it('declines regular patterns, with mobile e and soft stems', () => {
    expect(declineFirstName('Piotr', 'M')).toEqual(['Piotr', 'Piotra', 'Piotrowi', 'Piotrem', 'Piotrze']);
    expect(declineFirstName('Anna', 'F')).toEqual(expect.arrayContaining(['Anna', 'Anny', 'Annie', 'Annę', 'Anną']));
    expect(declineFirstName('Marek', 'M')).toEqual(expect.arrayContaining(['Marka', 'Markowi', 'Markiem', 'Marku']));
    expect(declineFirstName('Paweł', 'M')).toEqual(expect.arrayContaining(['Pawła', 'Pawłem', 'Pawle']));
    expect(declineFirstName('Rysiek', 'M')).toEqual(expect.arrayContaining(['Ryśka', 'Ryśkiem']));
    expect(declineFirstName('Jerzy', 'M')).toEqual(expect.arrayContaining(['Jerzego', 'Jerzemu', 'Jerzym']));
    expect(declineFirstName('Robert', 'M')).toEqual(expect.arrayContaining(['Robercie']));
    expect(declineFirstName('Monika', 'F')).toEqual(expect.arrayContaining(['Moniki', 'Monice']));
    expect(declineFirstName('Jadwiga', 'F')).toEqual(expect.arrayContaining(['Jadwigi', 'Jadwidze']));
    expect(declineFirstName('Kasia', 'F')).toEqual(expect.arrayContaining(['Kasi', 'Kasię', 'Kasią', 'Kasiu']));
    expect(declineFirstName('Maria', 'F')).toEqual(expect.arrayContaining(['Marii', 'Marię', 'Marią']));
    expect(declineFirstName('Alicja', 'F')).toEqual(expect.arrayContaining(['Alicji']));
    expect(declineFirstName('Maja', 'F')).toEqual(expect.arrayContaining(['Mai', 'Maję']));
    expect(declineFirstName('Staś', 'M')).toEqual(expect.arrayContaining(['Stasia', 'Stasiem', 'Stasiu']));
  });
  it('holds inflected forms of names and diminutives', () => {
    const { forms } = firstNameDictionary();
    for (const f of ['Piotrze', 'Annę', 'Tomka', 'Kasiu', 'Gosi', 'Krzysztofem', 'Małgorzacie', 'Katarzyny']) {
      expect(forms.has(f), f).toBe(true);
    }
  });
  it('drops the mobile e of Kacper and Aleksander, not of Walter', () => {
    const { forms } = firstNameDictionary();
    for (const f of ['Kacpra', 'Kacprowi', 'Kacprem', 'Kacprze', 'Aleksandrem', 'Aleksandrowi', 'Kaspra']) expect(forms.get(f), f).toBe('M');
    expect(forms.has('Waltra')).toBe(false);
    expect(forms.get('Waltera')).toBe('M');
    expect(persons('Wczoraj rozmawiałem z Kacprem o projekcie.')).toEqual([['Kacprem', 0.4]]);
    expect(persons('Przekaż to Aleksandrowi Nowakowi.')).toEqual([['Aleksandrowi Nowakowi', 0.4]]);
    expect(persons('Kacprowa łódź i kacprowe pomysły')).toEqual([]);
  });
});

describe('PERSON detection', () => {
  it('0.4 without context, 0.7 with a context word in any inflection', () => {
    expect(persons('Wczoraj Anna poszła do sklepu.')).toEqual([['Anna', 0.4]]);
    expect(persons('Rozmawiałem z panią Anną wczoraj.')).toEqual([['Anną', 0.7]]);
    expect(persons('Klientka Zofia prosi o kontakt.')).toEqual([['Zofia', 0.7]]);
    expect(persons('Imię pacjenta: Piotr')).toEqual([['Piotr', 0.7]]);
    expect(persons('u pacjentki Małgorzaty stwierdzono')).toEqual([['Małgorzaty', 0.7]]);
  });
  it('includes a following capitalised word as the surname', () => {
    expect(persons('Spotkałem Annę Nowak-Wiśniewską w pracy.')).toEqual([['Annę Nowak-Wiśniewską', 0.4]]);
    expect(persons('Dane: Jan KOWALSKI, PESEL')).toEqual([['Jan KOWALSKI', 0.4]]);
    expect(persons('Jan Pesel')).toEqual([['Jan', 0.4]]); // not a surname when it is a known keyword
  });
  it('diminutives and inflected forms', () => {
    expect(persons('Daj znać Kasi i Tomkowi.')).toEqual([['Kasi', 0.4], ['Tomkowi', 0.4]]);
    expect(persons('Wyślij to Piotrowi.')).toEqual([['Piotrowi', 0.4]]);
  });
  it('chains of first names merge into one PERSON in anonymization', () => {
    expect(personTags('Przyszedł Jan Maria Rokita.')).toBe('Przyszedł <PERSON_1>.');
    expect(anonymizeTexts(['Przyszedł Jan Maria Rokita.'], new Set(['PERSON'])).mapping).toEqual({ '<PERSON_1>': 'Jan Maria Rokita' });
  });
  it('surnames after an honorific or title', () => {
    expect(persons('Proszę przekazać pani Nowak dokumenty.')).toEqual([['Nowak', 0.6]]);
    expect(persons('Skierowanie wystawił dr Zieliński.')).toEqual([['Zieliński', 0.6]]);
    expect(persons('Pan Bóg i Pan Prezes')).toEqual([]);
  });
  it('a surname after the abbreviated "p." (pan/pani), not a floor or a point', () => {
    expect(persons('Proszę o kontakt z p. Zającem w sprawie umowy.')).toEqual([['Zającem', 0.6]]);
    expect(persons('Budynek A, p. Parter, str. 12 p. Wstęp, patrz p. Załącznik')).toEqual([]);
  });
  it('a first name that is also a common word opens a sentence as a name before a listed surname', () => {
    expect(persons('Zastępstwo: Oskar Nowak.').map(([v]) => v)).toEqual(['Oskar Nowak']);
    expect(persons('Oskar dla najlepszego filmu. Róża Wiatrów kwitnie.')).toEqual([]);
  });
  it('the next field\'s label after a first name is not its surname', () => {
    expect(persons('Imie: Jerzy Nazwisko: Olszewski').map(([v]) => v)).not.toContain('Jerzy Nazwisko');
    expect(persons('Imię: Anna Telefon: 501 201 301').map(([v]) => v)).toContain('Anna');
    expect(persons('Przyszła Anna Telefonowicz.').map(([v]) => v)).toEqual(['Anna Telefonowicz']);
  });
  it('names in street, saint and patron names are not persons', () => {
    expect(persons('Mieszkam przy ul. Jana Pawła II.')).toEqual([]);
    expect(persons('Szkoła im. Marii Konopnickiej')).toEqual([]);
    expect(persons('kościół św. Anny')).toEqual([]);
    expect(persons('Święto 3 Maja')).toEqual([]);
  });
  it('ambiguous names need context at the start of a sentence, not in mid-sentence', () => {
    expect(persons('Róża kwitnie.')).toEqual([]);
    expect(persons('Wczoraj przyszła Róża.')).toEqual([['Róża', 0.4]]);
    expect(persons('Pani Róża przyszła.')).toEqual([['Róża', 0.7]]);
    expect(persons('Mają czas. Maja ma czas?')).toEqual([]);
    expect(persons('Dzisiaj Maja ma urodziny.')).toEqual([['Maja', 0.4]]);
    expect(persons('iPhone Pro Max')).toEqual([]);
    expect(persons('Pan Max Weber')).toEqual([['Max Weber', 0.7]]);
  });
  it('lowercase first names alone are read by caseless-first-names.ts, below the dictionary pass\'s scores', () => {
    expect(persons('anna, piotr i kasia')).toEqual([['anna', 0.5], ['piotr', 0.5], ['kasia', 0.5]]);
  });
});

describe('PERSON: runs after numbers', () => {
  it('only the word right after a number is skipped, not the following names', () => {
    expect(persons('tel. 600 Pan Jan Kowalski')).toEqual([['Jan Kowalski', 0.7]]);
    expect(persons('Mam 2 Anny w klasie')).toEqual([]);
  });
});

describe('PERSON: common names are not treated as ambiguous words', () => {
  it('sentence-initial ordinary names are found', () => {
    expect(persons('Ewa poszła do sklepu.')).toEqual([['Ewa', 0.4]]);
    expect(persons('Klara i Nina przyszły.')).toEqual([['Klara', 0.4], ['Nina', 0.4]]);
  });
  it('"Państwo Polskie" and "Panie Boże" are not persons', () => {
    expect(persons('Państwo Polskie wydało ustawę. Panie Boże, pomóż.')).toEqual([]);
  });
});

describe('PERSON: institutions and offices', () => {
  it('names of patrons inside institution names are not persons', () => {
    expect(persons('Studiuje na Uniwersytecie Mikołaja Kopernika w Toruniu.')).toEqual([]);
    expect(persons('Dostał Nagrodę Nobla i Order Orła Białego.')).toEqual([]);
  });
  it('offices after an honorific are not surnames', () => {
    expect(persons('Panie Senatorze, Pani Minister, Panie Generale')).toEqual([]);
  });
});

describe('surname-first list items and name columns of tables', () => {
  const names = (text: string) => detectCandidates(text, new Set(['PERSON'])).map((c) => text.slice(c.start, c.end));
  it('takes "Surname Firstname" as a whole list item or cell', () => {
    expect(names('Obecni:\n- Wrona Piotr\n- Szewczyk Marta')).toEqual(expect.arrayContaining(['Wrona Piotr', 'Szewczyk Marta']));
    expect(names('1) Sowa Jerzy\n2) Piątek Halina – księgowa')).toEqual(expect.arrayContaining(['Sowa Jerzy', 'Piątek Halina']));
  });
  it('leaves a greeting, a weekday or a city before a first name out of it', () => {
    expect(names('Cześć Marek\nco tam?')).toEqual(['Marek']);
    expect(names('Poniedziałek Marek\nWtorek Anna')).toEqual(['Marek', 'Anna']);
    expect(names('- Kraków Marek\n')).toEqual(['Marek']);
    expect(names('Wrona Piotr przyszedł późno')).not.toContain('Wrona Piotr');
  });
  it('takes every cell under a name header of a TSV, CSV or semicolon table', () => {
    expect(names('imie\tnazwisko\tpesel\nAnna\tWalczak\t1')).toContain('Walczak');
    expect(names('nazwisko;imie;telefon\nGórski;Marek;601222333\nLis;Ewa;502111444')).toEqual(expect.arrayContaining(['Górski', 'Lis']));
    expect(names('"first_name","last_name"\n"Jan","Sowa"')).toContain('Sowa');
  });
  it('leaves cells of other columns and rows of another shape alone', () => {
    expect(names('produkt;cena\nLis;12')).toEqual([]);
    expect(names('nazwisko;telefon\nLis;12\nUwaga: Kraków i Wrocław')).toEqual(['Lis']);
    expect(names('nazwisko;miasto\nKowal;Kraków')).toEqual(['Kowal']);
  });
});

describe('a double surname in lower case and a name after a clock time', () => {
  const names = (text: string) => detectCandidates(text, new Set(['PERSON'])).map((c) => text.slice(c.start, c.end));
  it('takes a lower-case first name before a double surname', () => {
    expect(names('spotkanie z anna kowalska-mazur jutro o 9')).toContain('anna kowalska-mazur');
  });
  it('takes a name right after a clock time', () => {
    expect(names('W dniu 12.03.2024 o 10:15 Adrian Mikołajczyk napisał:')).toContain('Adrian Mikołajczyk');
  });
  it('still leaves dates and hyphenated words alone', () => {
    expect(names('od 3 Maja do 10 Czerwca, ul. 3 Maja 5')).toEqual([]);
    // "z ewa" is "z Ewą" typed without diacritics: the first name alone is a name, the hyphenated word is not its surname
    expect(names('spotkanie z ewa biało-czerwona flaga')).toEqual(['ewa']);
  });
});

describe('a surname after an honorific and a title', () => {
  const names = (text: string) => detectCandidates(text, new Set(['PERSON'])).map((c) => text.slice(c.start, c.end));
  it('takes the surname after "Pani Profesor", "Panie Dyrektorze"', () => {
    expect(names('Szanowna Pani Profesor Wiśniewska,\nuprzejmie proszę')).toEqual(['Wiśniewska']);
    expect(names('Panie Dyrektorze Kowalski, proszę')).toEqual(['Kowalski']);
  });
  it('leaves an office and its complement alone', () => {
    expect(names('Pan Prezes Zarządu zdecydował, a Pani Minister Sprawiedliwości odpowiedziała.')).toEqual([]);
    expect(names('Pan Bóg Wszechmogący')).toEqual([]);
  });
});
