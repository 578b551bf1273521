// Names of Poland's immigrant communities and old surname forms inside Polish text (rules only, no NER):
// Ukrainian, Belarusian, Georgian, English and German first names in Polish case forms, Ukrainian -enko
// surnames, Vietnamese names, nobiliary particles, wives' and daughters' "-owa"/"-ówna" forms, a first name that is
// also a holiday (names/holidays.ts), and a second name after an honorific and an unlisted first name ("Pani
// Gulnara Abdullaeva"); each with the lines that must stay untouched.
import { describe, expect, it } from 'vitest';
import { anonymizeTexts } from '../../src/pii/anonymize.js';
import { marriedNameStem } from '../../src/pii/detectors/married-name-forms.js';
import { isFirstNameAnyCase } from '../../src/pii/names/dictionary.js';
import { isSurnameShaped } from '../../src/pii/names/surnames.js';

/** The PERSON values that would be replaced (rules only, no NER). */
const persons = (text: string) => Object.values(anonymizeTexts([text], new Set(['PERSON'])).mapping);

describe('immigrants\' first names', () => {
  it.each([
    ['Umowę podpisał wczoraj Ołeksandr Kowalenko.', 'Ołeksandr Kowalenko'],
    ['proszę o kontakt z Iryną w sprawie zaświadczenia', 'Iryną'],
    ['w imieniu Oksany Melnyk', 'Oksany Melnyk'],
    ['jego żona Wolha też szuka pracy', 'Wolha'],
    ['Spotkanie z Emily Parker przełożone.', 'Emily Parker'],
    ['rozmawiałam z Switłaną Hrycenko', 'Switłaną Hrycenko'],
    ['współczucia dla rodziny ś.p. Mychajła Hrycenki', 'Mychajła Hrycenki'],
    ['przekaż Pawłowi i Mychajłowi', 'Mychajłowi'],
  ])('%s', (text, name) => {
    expect(persons(text)).toContain(name);
  });
  it('are first names in any case', () => {
    for (const w of ['OŁEKSANDR', 'iryna', 'Wołodymyrem']) expect(isFirstNameAnyCase(w)).toBe(true);
  });
  it('leave out Polish words the lists skip', () => {
    for (const text of ['Inna sprawa to wiza.', 'Wiera w to nie wierzy.', 'Ulana woda ostygła.']) expect(persons(text)).toEqual([]);
  });
});

describe('Ukrainian -enko surnames', () => {
  it('are surname-shaped in the nominative', () => {
    for (const w of ['Szewczenko', 'Bondarenko', 'Honcharenko', 'KOSTENKO']) expect(isSurnameShaped(w)).toBe(true);
  });
  it('leave out -enko adverbs and -enka nouns', () => {
    for (const w of ['Cienko', 'cieniutenko', 'malusienko', 'piosenki', 'sukienkę', 'Piosenka']) expect(isSurnameShaped(w)).toBe(false);
  });
  it('mark a surname-first table row', () => {
    expect(persons('L.p.\tPracownik\n2\tPetrenko Vitalii\t12')).toContain('Petrenko Vitalii');
  });
});

describe('Vietnamese names', () => {
  it.each([
    ['Pracownik: Nguyen Van Anh, stanowisko: kucharz.', 'Nguyen Van Anh'],
    ['Zastępstwo: Tran Thi Mai.', 'Tran Thi Mai'],
    ['Umówiłam się z panem Nguyenem na odbiór kluczy.', 'Nguyenem'],
    ['PHAM pozostaje na liście', 'PHAM'],
    ['Do Thi Lan przyjdzie jutro.', 'Do Thi Lan'],
    ['dzwonil pan nguyen w sprawie lokalu', 'nguyen'],
    ['WYKAZ OSÓB: 1. NGUYEN VAN HUNG 2. TRAN THI LAN', 'TRAN THI LAN'],
  ])('%s', (text, name) => {
    expect(persons(text)).toContain(name);
  });
  it('take only short given names after the family name', () => {
    expect(persons('NGUYEN ZAPŁACIŁ CZYNSZ')).toEqual(['NGUYEN']);
  });
  it('leave out the family names that are words without a middle name', () => {
    for (const text of ['Tran z dorsza to zdrowie.', 'Do Warszawy jadę w piątek.', 'Le Monde pisze o wyborach.', 'Lecimy do Ho Chi Minh w maju.', 'DO WARSZAWY I DO KRAKOWA']) {
      expect(persons(text)).toEqual([]);
    }
  });
});

describe('nobiliary particles', () => {
  it('join the surname after a first name', () => {
    expect(persons('Ewelina de Virion-Sadowska podpisała protokół.')).toContain('Ewelina de Virion-Sadowska');
    expect(persons('Spotkanie z Anną van der Berg.')).toContain('Anną van der Berg');
  });
  it('do not take a pronoun after "da" (will give)', () => {
    expect(persons('Ania da Ci znać jutro.')).toEqual(['Ania']);
  });
});

describe('wives\' and daughters\' surname forms (-owa, -ówna)', () => {
  it.each([
    ['stara Pawlakowa z drugiego piętra', 'Pawlakowa'],
    ['mieszkała z córką, Pawlakówną, do 1995 roku', 'Pawlakówną'],
    ['byłam u Nowakowej na kawie', 'Nowakowej'],
  ])('%s', (text, name) => {
    expect(persons(text)).toContain(name);
  });
  it('find the surname behind the form, with a dropped "e"', () => {
    expect(marriedNameStem('Kowalczykową')).toBe('Kowalczyk');
    expect(marriedNameStem('Nowakówna')).toBe('Nowak');
  });
  it('leave out adjectives, streets and places in -owa / -ówna', () => {
    for (const w of ['Lipowa', 'Grzybowa', 'Krakowa', 'Tarnowa', 'Główna', 'Równa', 'Narodowa', 'Ogrodowa', 'Wilkowa', 'Mazurowa']) {
      expect(marriedNameStem(w)).toBeUndefined();
    }
    for (const text of ['Mieszkam na Lipowej 3, a pracuję w Krakowie.', 'Zupa Grzybowa i Ogórkowa są w menu.', 'Ulica Główna jest zamknięta.']) {
      expect(persons(text)).toEqual([]);
    }
  });
  it.each([
    ['kowalczykowa nie przyszła dzisiaj do pracy', 'kowalczykowa'],
    ['dzwoniła pawlakowa że nie będzie jej jutro', 'pawlakowa'],
    ['byłam u nowakowej wczoraj', 'nowakowej'],
    ['pawlakówna wyjechała do anglii', 'pawlakówna'],
  ])('in lower case: %s', (text, name) => {
    expect(persons(text)).toContain(name);
  });
  it('leave out lower-case adjectives, streets and places', () => {
    for (const text of ['mieszkam na lipowej, obok ogrodowej', 'zupa grzybowa i pomidorowa', 'jedziemy do krakowa i tarnowa',
      'kolorowa, domowa, zimowa, makowa, wiśniowa, kawowa', 'ulica kasztanowa i jabłonkowa', 'narodowa i główna']) {
      expect(persons(text)).toEqual([]);
    }
  });
});

describe('a first name that is also a holiday', () => {
  it('is the day among other holidays\' names', () => {
    for (const text of ['Wigilia, Boże Narodzenie i Sylwester w tym roku wypadają w środku tygodnia.', 'Andrzejki, Mikołajki, a potem Sylwester.']) {
      expect(persons(text)).toEqual([]);
    }
  });
  it('stays a name with a surname, a person word, or no other holiday near', () => {
    expect(persons('Na Wigilię przyjedzie Sylwester Nowak.')).toContain('Sylwester Nowak');
    expect(persons('Na Wigilię przyjdzie też kolega Sylwester.')).toContain('Sylwester');
    expect(persons('Wczoraj dzwonił Sylwester w sprawie imprezy.')).toEqual(['Sylwester']);
  });
});

describe('a second name after an honorific and an unlisted first name', () => {
  it('joins the name when it is surname-like or no dictionary word', () => {
    expect(persons('Od poniedziałku na recepcji będzie Pani Gulnara Abdullaeva.')).toContain('Gulnara Abdullaeva');
    expect(persons('Umowę podpisze pan Ashot Petrosyan.')).toContain('Ashot Petrosyan');
  });
  it('leaves out a common word in a title-cased line', () => {
    expect(persons('Pani Nowak Warszawa to piękne miasto')).toEqual(['Nowak']);
    expect(persons('Pan Kowalski Zadzwonił')).toEqual(['Kowalski']);
  });
});
