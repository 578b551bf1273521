// Names where the text's case says nothing: surname forms that are nothing else, first name + surname in
// ALL CAPS, and a found name replaced where it comes back; each with the lines that must stay untouched.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anonymizeTexts } from '../../src/pii/anonymize.js';
import { ScanText } from '../../src/pii/context.js';
import { detectCaselessNames, detectCaselessNamesInEverySentence } from '../../src/pii/detectors/caseless-names.js';
import { detectCandidates } from '../../src/pii/detectors/index.js';
import { nameEchoes, nameEchoesWordByWord, nameStem } from '../../src/pii/name-echoes.js';
import type { Candidate } from '../../src/pii/types.js';
import { isCommonNameForm } from '../../src/pii/names/common-name-forms.js';
import { isSurnameForm, NAME_ALONE, nameFormClass, NEXT_TO_NAME, NOT_NAME } from '../../src/pii/names/surname-forms.js';

/** The PERSON values that would be replaced (rules only, no NER). */
const persons = (text: string) => Object.values(anonymizeTexts([text], new Set(['PERSON'])).mapping);

describe('surname forms that are nothing else', () => {
  it('are names in any case, with or without diacritics', () => {
    for (const w of ['tuwima', 'Tuwimem', 'MODIGLIANIEGO', 'kwaśniewskim', 'kwasniewskim', 'Lewandowski']) expect(isSurnameForm(w)).toBe(true);
  });
  it('leave out common words, places, nationalities and first names', () => {
    for (const w of ['król', 'wilk', 'nowak', 'marzec', 'polak', 'niemca', 'rosjanin', 'amerykanin', 'polsce', 'warszawa', 'anna', 'jana']) {
      expect(isSurnameForm(w)).toBe(false);
    }
    expect(nameFormClass('lekarza')).toBe(NOT_NAME);
  });
  it('classes a first name or a place-like name as a name only next to another name', () => {
    expect(nameFormClass('tuwima')).toBe(NAME_ALONE);
    expect(nameFormClass('tim')).toBe(NEXT_TO_NAME);
  });

  it.each([
    ['rozmawiałem wczoraj z tuwimem o wierszach', 'tuwimem'],
    ['dzwonił lewandowski, oddzwoń', 'lewandowski'],
    ['rozmawialem z kwasniewskim wczoraj', 'kwasniewskim'],
    ['PROSZĘ O KONTAKT Z PANEM LEWANDOWSKIM', 'LEWANDOWSKIM'],
    ['SPOTKANIE Z JANEM MODIGLIANIM W PIĄTEK', 'JANEM MODIGLIANIM'],
    ['jak pisał s. karwowski w 1980', 's. karwowski'],
  ])('%j → %s', (text, name) => expect(persons(text)).toEqual([name]));

  it.each([
    'jutro idę do lekarza',
    'róża kwitnie w ogrodzie',
    'marzec był zimny',
    'RÓŻA KWITNIE W OGRODZIE',
    'MARZEC BYŁ ZIMNY',
    'polak i niemiec rozmawiali w polsce',
    'ROSJANIN I AMERYKANIN',
    'kot i wilk, król i paź',
    'mieszkam przy ul. mickiewicza 5', // a street
    'ULICA IM. KOŚCIUSZKI JEST ZAMKNIĘTA',
    'zobacz http://example.com/books/hitler/index.html', // part of an address
    'wiktoria w meczu, bogdan na boisku',
  ])('no person in %j', (text) => expect(persons(text)).toEqual([]));
});

describe('first name + surname in ALL CAPS', () => {
  it.each([
    ['JAN KOWALSKI PRZYJDZIE JUTRO', 'JAN KOWALSKI'],
    ['WNIOSEK SKŁADA ANNA ZIELIŃSKA Z KRAKOWA', 'ANNA ZIELIŃSKA'],
    ['MAJA NOWAK', 'MAJA NOWAK'], // a common-word first name before a listed surname
  ])('%j → %s', (text, name) => expect(persons(text)).toEqual([name]));

  it('takes two first names as two people, not a first name and a surname', () => {
    expect(persons('JAN I ANNA PRZYSZLI')).not.toContain('JAN I ANNA');
    expect(persons('ZOSIA I ANNA PRZYSZLY')).toEqual(['ZOSIA', 'ANNA']);
  });

  it.each([
    'MAJA POLSKA WYGRAŁA', // a common-word first name before a word only shaped like a surname
    'DOSTAŁEM OD MAJA NOWE ZADANIA',
  ])('no person in %j', (text) => expect(persons(text)).toEqual([]));
});

describe('a found name where it comes back', () => {
  it('stems case forms alike', () => {
    expect(nameStem('Kowalskiego')).toBe(nameStem('kowalska'));
    expect(nameStem('KOWALSKIEJ')).toBe(nameStem('Kowalski'));
    expect(nameStem('Nowakiem')).toBe(nameStem('nowak'));
    expect(nameStem('Maniusia')).toBe(nameStem('maniuś'));
  });

  it.each([
    ['Umowę podpisał Jan Nowak. Potem nowaka nie było.', ['Jan Nowak', 'nowaka']],
    ['Anna Kowalska dzwoniła. Przekaż kowalskiej, że oddzwonię.', ['Anna Kowalska', 'kowalskiej']],
    ['Zgłaszający: Piotr Wiśniewski\nPAN WIŚNIEWSKI PROSI O KONTAKT', ['Piotr Wiśniewski', 'WIŚNIEWSKI']],
  ])('%j → %j replaced, linked to one tag', (text, names) => {
    const { texts, mapping } = anonymizeTexts([text], new Set(['PERSON']));
    for (const name of names) expect(texts[0]).not.toContain(name);
    // Every form is the same person: linking gives them one tag.
    expect(Object.keys(mapping)).toEqual(['<PERSON_1>']);
    expect(texts[0]!.match(/<PERSON_1>/g)).toHaveLength(names.length);
  });

  it('not a name that is also a common word, nor a word inside an address', () => {
    expect(isCommonNameForm('baran')).toBe(true);
    expect(persons('Przyszedł pan Baran. Baran to zwierzę.')).toEqual(['Baran']);
    expect(persons('Pisał Jan Nowak, zob. nowak.pl i /users/nowak/')).toEqual(['Jan Nowak']);
  });
});

// The shortcuts (a sentence passed over by one scan of its units, echoes found with indexOf in the folded
// text) must find what reading every sentence and word finds: compared on random text made of names in every
// case, common words, joined words and the characters whose case or folding depends on more than the unit
// (ß, ĸ with no capital, ǅ, Σ, İ, astral letters, lone surrogates).
describe('the shortcuts of caseless names and echoes', () => {
  const WORDS = [
    'tuwima', 'Tuwimem', 'TUWIM', 'MODIGLIANIEGO', 'kwaśniewskim', 'kwasniewskim', 'Lewandowski', 'LEWANDOWSKIM',
    'lewandowskiego', 'Jan', 'JANEM', 'anna', 'ANNĘ', 'Nowak', 'NOWAK', 'róża', 'MAJA', 'jutro', 'idę', 'do', 'lekarza',
    'ul.', 'im.', 's.', 'J.', "o'neill", 'Skłodowska-Curie', 'SKŁODOWSKIEJ-CURIE', 'uniwersytet', 'Mikołaja',
    'ß', 'ĸ', 'ǅ', 'ΣΟΦΙΑ', 'Σ', 'İlknur', 'KOWALSKİ', '𝐀bc', '𐐀𐐨', '\uD835', 'Maniuś', 'maniusia', '12', '@',
  ];
  const SEPARATORS = [' ', ' ', ' ', '', ', ', '. ', '\n', '-', '/', '.'];
  const text = fc.array(fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...SEPARATORS)), { maxLength: 14 })
    .map((parts) => parts.map(([w, sep]) => w + sep).join(''));

  it('a sentence passed over holds no caseless name', () => {
    fc.assert(fc.property(text, (t) => {
      const fast: Candidate[] = [], whole: Candidate[] = [];
      detectCaselessNames(new ScanText(t), fast);
      detectCaselessNamesInEverySentence(new ScanText(t), whole);
      expect(fast).toEqual(whole);
    }), { numRuns: 2000 });
  });

  it('a name after a long run of sentences without letters is found, and such a run alone finds nothing', () => {
    expect(persons(`${'. '.repeat(3000)}rozmawiałem z tuwimem`)).toEqual(['tuwimem']);
    expect(persons('. . . ! ? '.repeat(2000))).toEqual([]);
    expect(persons(`${'!'.repeat(20000)} rozmawiałem z tuwimem...!? Potem nic.`)).toEqual(['tuwimem']);
  });

  it('echoes found in the folded text are those found word by word', () => {
    // Accepted PERSON spans: some of the words, in order.
    const withSpans = fc.tuple(text, fc.array(fc.boolean(), { minLength: 14, maxLength: 14 })).map(([t, pick]) => {
      const spans: { type: string; start: number; end: number }[] = [];
      let i = 0;
      for (const m of t.matchAll(/\p{L}+(?:-\p{L}+)*/gu)) if (pick[i++ % pick.length]) spans.push({ type: 'PERSON', start: m.index, end: m.index + m[0].length });
      return { t, spans };
    });
    fc.assert(fc.property(withSpans, ({ t, spans }) => { expect(nameEchoes(t, spans)).toEqual(nameEchoesWordByWord(t, spans)); }), { numRuns: 2000 });
  });

  it('on examples', () => {
    const t = 'Dzwonił Jan Lewandowski. Potem lewandowskiego nie było, a LEWANDOWSKIM się zajmę.';
    const spans = [{ type: 'PERSON', start: 8, end: 23 }];
    expect(nameEchoes(t, spans).map((c) => t.slice(c.start, c.end))).toEqual(['lewandowskiego', 'LEWANDOWSKIM']);
    expect(nameEchoesWordByWord(t, spans)).toEqual(nameEchoes(t, spans));
  });
});

describe('a name in capitals inside a sentence as written', () => {
  const names = (text: string) => detectCandidates(text, new Set(['PERSON'])).map((c) => text.slice(c.start, c.end));
  it('takes a first name and a surname typed in capitals', () => {
    expect(names('Kurier: paczka dla ZBIGNIEW SZCZEPANIAK bedzie dzis 14-16')).toContain('ZBIGNIEW SZCZEPANIAK');
    expect(names('Zgłoszenie od JAN NOWAK w sprawie')).toContain('JAN NOWAK');
  });
  it('leaves acronyms, company forms and longer capital headings alone', () => {
    expect(names('Kupiłem akcje PKO BP i ING BANK')).toEqual([]);
    expect(names('Umowa z MAREK SP. Z O.O. podpisana')).toEqual([]);
    expect(names('Film ZIELONA GRANICA ADAM MARCZAK FILM')).toEqual([]);
  });
});
