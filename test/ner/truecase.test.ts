// Sentences typed without case are read truecased: dictionary words in lower case, other words capitalised.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadNerModel, type NerModel } from '../../src/ner/index.js';
import { caselessKind, DIACRITIC, LETTER, letterCase, LOWER, truecase, UPPER } from '../../src/ner/truecase.js';
import { cleanNerCandidate } from '../../src/pii/ner-noise.js';

const tokens = (s: string) => s.split(' ').map((text) => ({ text }));
const COMMON = new Set(['wczoraj', 'dzwonił', 'do', 'mnie', 'i', 'z', 'kgb', 'w', 'sprawie', 'umowy', 'marek']);
const view = (s: string) => {
  const t = tokens(s);
  return truecase(t, 0, t.length, (w) => COMMON.has(w))?.join(' ') ?? null;
};

describe('letterCase (ASCII and Polish letters read by char code)', () => {
  it('agrees with case mapping and the Polish diacritic class on any string', () => {
    // ASCII, Polish, the neighbours of Polish letters' codes, German ß, Turkish İ (lower case is longer), Greek, a
    // titlecase letter, digits, punctuation, an astral letter.
    const units = ['a', 'z', 'A', 'Z', 'Q', '@', '[', '`', '{', '0', '.', ' ', 'ą', 'Ą', 'ć', 'Ę', 'ł', 'Ł', 'ń', 'ó', 'Ó', 'ś', 'ź', 'Ż', 'ż',
      'ă', 'Ĉ', 'ô', 'Ô', 'ß', 'İ', 'ı', 'Σ', 'ς', 'ǅ', '一', '\u00aa', '\u{1d400}'];
    const want = (s: string) => (s.toLowerCase() !== s ? UPPER : 0) | (s.toUpperCase() !== s ? LOWER : 0)
      | (s.toLowerCase() !== s.toUpperCase() ? LETTER : 0) | (/[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/.test(s) ? DIACRITIC : 0);
    let seed = 29;
    const pick = () => units[(seed = (seed * 1103515245 + 12345) >>> 0) % units.length]!;
    for (let n = 0; n < 4000; n++) {
      const s = Array.from({ length: 1 + (n % 6) }, pick).join('');
      expect(letterCase(s), JSON.stringify(s)).toBe(want(s));
    }
    expect(letterCase('Łódź')).toBe(UPPER | LOWER | LETTER | DIACRITIC);
    expect(letterCase('Lodz')).toBe(UPPER | LOWER | LETTER);
    expect(letterCase('2024')).toBe(0);
  });
});

describe('truecase view', () => {
  it('says which sentences have no case of their own', () => {
    expect(caselessKind(tokens('wczoraj dzwonił angus'), 0, 3)).toBe('lower');
    expect(caselessKind(tokens('WCZORAJ DZWONIŁ ANGUS'), 0, 3)).toBe('upper');
    expect(caselessKind(tokens('Wczoraj dzwonił Angus'), 0, 3)).toBeNull();
    expect(caselessKind(tokens('123 , .'), 0, 3)).toBeNull();
  });

  it('lower-cases dictionary words and capitalises the rest, in both forms of writing', () => {
    expect(view('wczoraj dzwonił do mnie angus')).toBe('wczoraj dzwonił do mnie Angus');
    expect(view('WCZORAJ DZWONIŁ DO MNIE ANGUS')).toBe('wczoraj dzwonił do mnie Angus');
    expect(view('dzwonił marek')).toBe('dzwonił marek'); // also a common word: read by its context
  });

  it('keeps short unknown words as they are (acronyms in capitals) and leaves cased sentences alone', () => {
    expect(view('W SPRAWIE UMOWY Z PZU')).toBe('w sprawie umowy z PZU');
    expect(view('w sprawie umowy z pzu')).toBe('w sprawie umowy z pzu');
    expect(view('Wczoraj dzwonił Angus')).toBeNull();
  });
});

describe('the model on sentences without case', () => {
  let model: NerModel;
  beforeAll(async () => { model = await loadNerModel(); });
  afterAll(async () => { await model.close(); });
  // The model's PERSON spans as the gateway keeps them (after its noise filters).
  const persons = async (text: string) => (await model.detect(text)).filter((c) => c.type === 'PERSON')
    .flatMap((c) => { const kept = cleanNerCandidate(c, text); return kept ? [text.slice(kept.start, kept.end)] : []; });

  it('finds a name the dictionaries do not know, lowercase and in capitals', async () => {
    expect(await persons('wczoraj rozmawiałem z angusem mcdonaldem o projekcie')).toEqual(['angusem mcdonaldem']);
    expect(await persons('WCZORAJ ROZMAWIAŁEM Z ANGUSEM MCDONALDEM O PROJEKCIE')).toEqual(['ANGUSEM MCDONALDEM']);
  });

  it('tags no common words', async () => {
    for (const text of ['jutro idę do lekarza', 'róża kwitnie w ogrodzie', 'marzec był zimny', 'JUTRO IDĘ DO LEKARZA', 'MARZEC BYŁ ZIMNY',
      'RÓŻA KWITNIE W OGRODZIE', 'czesc, jutro ide do lekarza i do apteki', 'ok dzieki, to do jutra']) {
      expect(await persons(text)).toEqual([]);
    }
  });
});
