// Names in text typed in one case (chat, lowercase news retold, ALL CAPS letters): a caseless person's unknown
// words come back as echoes, and a name read alone gains the unknown word after it (name-echoes.ts). Each rule
// with the probes it must catch and the ones it must leave alone.
import { describe, expect, it } from 'vitest';
import { anonymizeTexts } from '../../src/pii/anonymize.js';
import { locationEchoes } from '../../src/pii/location-echoes.js';
import { extendCaselessFirstNames, nameEchoes } from '../../src/pii/name-echoes.js';

type Span = { type: string; start: number; end: number };
/** Accepted spans for the given values (first occurrence of each, in text order). */
function spans(text: string, values: [string, string][]): Span[] {
  return values
    .map(([type, v]) => {
      const start = text.indexOf(v);
      if (start < 0) throw new Error(`no "${v}" in the probe`);
      return { type, start, end: start + v.length };
    })
    .sort((a, b) => a.start - b.start);
}
/** The echo values nameEchoes adds. */
const echoes = (text: string, accepted: [string, string][]) =>
  nameEchoes(text, spans(text, accepted)).map((c) => text.slice(c.start, c.end));
/** The PERSON values after extendCaselessFirstNames. */
const extended = (text: string, accepted: [string, string][]) =>
  extendCaselessFirstNames(text, spans(text, accepted)).filter((s) => s.type === 'PERSON').map((s) => text.slice(s.start, s.end));

describe('caseless echo: an unknown word of a caseless person comes back', () => {
  it.each([
    // a full name read once, neither word a listed name: its surname in another case form
    ['zginal giovanni falcone. falconego pamietaja wszyscy', [['PERSON', 'giovanni falcone']], ['falconego']],
    ['ZGINĄŁ GIOVANNI FALCONE. FALCONEGO PAMIĘTAJĄ WSZYSCY', [['PERSON', 'GIOVANNI FALCONE']], ['FALCONEGO']],
  ] as [string, [string, string][], string[]][])('%s', (text, accepted, expected) => {
    expect(echoes(text, accepted)).toEqual(expected);
  });

  it('a single unknown word read as a person twice echoes its other mentions', () => {
    const text = 'zgredzik przyszedl pozno, a potem zgredzik spal. rano zgredzik wyszedl i zgredzikowi bylo wstyd';
    const first = text.indexOf('zgredzik'), second = text.indexOf('zgredzik', first + 1);
    const accepted = [{ type: 'PERSON', start: first, end: first + 8 }, { type: 'PERSON', start: second, end: second + 8 }];
    expect(nameEchoes(text, accepted).map((c) => text.slice(c.start, c.end))).toEqual(['zgredzik', 'zgredzikowi']);
  });

  it('the same in ALL CAPS', () => {
    const text = 'WOJTYSZKO ZŁOŻYŁ SKARGĘ. WOJTYSZKO ŻĄDA ZWROTU. NAPISZ DO WOJTYSZKI';
    const first = 0, second = text.indexOf('WOJTYSZKO', 1);
    const accepted = [{ type: 'PERSON', start: first, end: 9 }, { type: 'PERSON', start: second, end: second + 9 }];
    expect(nameEchoes(text, accepted).map((c) => text.slice(c.start, c.end))).toEqual(['WOJTYSZKI']);
  });

  it.each([
    // a word read as a person once (a model's slip on a dialect verb) is not spread over the text
    ['albo ryktuj sie, moja babcia mowila ryktuj sie', [['PERSON', 'ryktuj']]],
    // a word read as a person twice but also as a place or organization
    ['operacja narvik wykonana. narvik zdobyty, pod narvikiem walki', [['PERSON', 'narvik'], ['LOCATION', 'narvikiem']]],
    // a dictionary word stays out however often it is read as a person
    ['kot spal. kot zjadl. potem kotowi bylo zle', [['PERSON', 'kot']]],
  ] as [string, [string, string][]][])('nothing added: %s', (text, accepted) => {
    expect(echoes(text, accepted)).toEqual([]);
  });

  it('mixed case: the model reads each capitalised mention itself, nothing is added from "Zgredzik"', () => {
    const text = 'Zgredzik przyszedł. Zgredzik wyszedł, a zgredzikowi było wstyd';
    const b = text.indexOf('Zgredzik', 1);
    expect(nameEchoes(text, [{ type: 'PERSON', start: 0, end: 8 }, { type: 'PERSON', start: b, end: b + 8 }])).toEqual([]);
  });

  it('a word read as a person twice and also as a place is no echo', () => {
    const text = 'operacja narvik wykonana. narvik zdobyty, walki pod narvikiem i narvikiem';
    const a = text.indexOf('narvik'), b = text.indexOf('narvik', a + 1), c = text.indexOf('narvikiem');
    const accepted = [
      { type: 'PERSON', start: a, end: a + 6 }, { type: 'PERSON', start: b, end: b + 6 }, { type: 'LOCATION', start: c, end: c + 9 },
    ];
    expect(nameEchoes(text, accepted)).toEqual([]);
  });
});

describe('caseless name read alone gains the unknown word after it', () => {
  it.each([
    ['zginal od bomby giovanni falcone, 19 lipca', [['PERSON', 'giovanni']], ['giovanni falcone']],
    ['pozdrowienia od irena kowlaska z biura', [['PERSON', 'irena']], ['irena kowlaska']],
    ['PROSZĘ PRZEKAZAĆ DONATELLA MASTRANGELO DOKUMENTY', [['PERSON', 'DONATELLA']], ['DONATELLA MASTRANGELO']],
  ] as [string, [string, string][], string[]][])('%s', (text, accepted, expected) => {
    expect(extended(text, accepted)).toEqual(expected);
  });

  it.each([
    // a dictionary word after the name
    ['wczoraj jan pojechal do domu', [['PERSON', 'jan']], ['jan']],
    ['KASIA DZISIAJ NIE PRZYJDZIE', [['PERSON', 'KASIA']], ['KASIA']],
    // another case: "kasia Xyzzy" is not one caseless name
    ['spotkalam kasia Mastrangelo', [['PERSON', 'kasia']], ['kasia']],
    // mixed case: the model reads "Giovanni Falcone" itself
    ['zginął Giovanni Falcone', [['PERSON', 'Giovanni']], ['Giovanni']],
    // glued to a handle or path
    ['napisz do kasia kasia_99', [['PERSON', 'kasia']], ['kasia']],
    // the next word already an entity
    ['anna krakowie', [['PERSON', 'anna'], ['LOCATION', 'krakowie']], ['anna']],
  ] as [string, [string, string][], string[]][])('left as it is: %s', (text, accepted, expected) => {
    expect(extended(text, accepted)).toEqual(expected);
  });
});

describe('caseless place echo: a one-word place read twice comes back in the same form', () => {
  /** LOCATION values locationEchoes adds for accepted spans at the given occurrences of each value. */
  const placeEchoes = (text: string, accepted: [string, string, number][]) => {
    const spansAt = accepted.map(([type, v, nth]) => {
      let start = -1;
      for (let i = 0; i <= nth; i++) start = text.indexOf(v, start + 1);
      if (start < 0) throw new Error(`no "${v}" #${nth} in the probe`);
      return { type, start, end: start + v.length };
    }).sort((a, b) => a.start - b.start);
    return locationEchoes(text, spansAt).map((c) => text.slice(c.start, c.end));
  };

  it.each([
    ['mieszkam w gdansku od roku. w gdansku jest fajnie, ale gdansku brakuje metra', [['LOCATION', 'gdansku', 0], ['LOCATION', 'gdansku', 1]], ['gdansku']],
    ['PRACUJĘ W POLSCE. W POLSCE JEST DOBRZE. POLSCE ZALEŻY NA TYM', [['LOCATION', 'POLSCE', 0], ['LOCATION', 'POLSCE', 1]], ['POLSCE']],
  ] as [string, [string, string, number][], string[]][])('%s', (text, accepted, expected) => {
    expect(placeEchoes(text, accepted)).toEqual(expected);
  });

  it.each([
    // read as a place once: a model's slip is not spread
    ['uznane przez fife dopiero od roku. patronat fife nad klubem', [['LOCATION', 'fife', 0]]],
    // another case form: "warty" (the guard's) is not "warta" the river
    ['nad warta jest las. nad warta plaza. zmiana warty o dwunastej', [['LOCATION', 'warta', 0], ['LOCATION', 'warta', 1]]],
    // also read as a person's name
    ['w kaliszu i w kaliszu tez, a o janie kaliszu pisza gazety. kaliszu',
      [['LOCATION', 'kaliszu', 0], ['LOCATION', 'kaliszu', 1], ['PERSON', 'janie kaliszu', 0]]],
    // mixed case: the model reads each capitalised mention itself
    ['W Gdańsku i w Gdańsku. gdańsku', [['LOCATION', 'Gdańsku', 0], ['LOCATION', 'Gdańsku', 1]]],
    // glued to a path
    ['w gdansku i w gdansku, zdjecia na /gdansku/', [['LOCATION', 'gdansku', 0], ['LOCATION', 'gdansku', 1]]],
  ] as [string, [string, string, number][]][])('nothing added: %s', (text, accepted) => {
    expect(placeEchoes(text, accepted)).toEqual([]);
  });
});

describe('caseless echo of a dictionary word read as a person three times', () => {
  /** Echo values with PERSON spans at every occurrence of `value` but the last. */
  const dictEchoes = (text: string, value: string) => {
    const at: number[] = [];
    for (let p = text.indexOf(value); p >= 0; p = text.indexOf(value, p + 1)) at.push(p);
    const accepted = at.slice(0, -1).map((start) => ({ type: 'PERSON', start, end: start + value.length }));
    return nameEchoes(text, accepted).map((c) => text.slice(c.start, c.end));
  };

  it('ALL CAPS: the form comes back', () => {
    expect(dictEchoes('ANGUS WYSZEDŁ. POTEM ANGUS WRÓCIŁ, ALE ANGUS MILCZAŁ. RANO ANGUS SPAŁ', 'ANGUS')).toEqual(['ANGUS']);
  });
  it('lowercase: the form comes back', () => {
    expect(dictEchoes('roza wie. roza czuje. roza wchodzi do lozka, a roza spi', 'roza')).toEqual(['roza']);
  });
  it('read twice only: nothing', () => {
    expect(dictEchoes('roza wie. roza czuje. a roza spi', 'roza')).toEqual([]);
  });
  it('a text that also capitalises it: nothing ("Panie Marszałku!" beside "panie marszałku")', () => {
    expect(dictEchoes('Panie Marszałku! panie marszałku, panie marszałku i panie marszałku. panie marszałku', 'marszałku')).toEqual([]);
  });
  it('another case form of the dictionary word: nothing', () => {
    expect(nameEchoes('roza wie, roza czuje, roza spi. kupilem rozy', [0, 10, 21].map((s) => ({ type: 'PERSON', start: s, end: s + 4 })))).toEqual([]);
  });
});

describe('three-letter first names typed without case', () => {
  const persons = (text: string) => Object.values(anonymizeTexts([text], new Set(['PERSON'] as never[])).mapping);
  it.each([
    ['wczoraj ewa nie przyszla do pracy', ['ewa']],
    ['rozmawialam z ewą o tym', ['ewą']],
    ['OLA ZADZWONI JUTRO', ['OLA']],
    ['mam pytanie do izy w sprawie urlopu', ['izy']],
  ])('%s', (text, expected) => {
    expect(persons(text)).toEqual(expected);
  });
  it.each([
    'oni ida do domu',
    'ale to nie tak',
    'kupilem ule dla pszczol',
    'sos a la carbonara',
  ])('left alone: %s', (text) => {
    expect(persons(text)).toEqual([]);
  });
});
