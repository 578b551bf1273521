// Restoring pseudonym forms (word keys of the mapping), whole and streamed: every form of a pseudonym
// goes back to the original in the same case, and no pseudonym form reaches the client however the
// answer is split into chunks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitAt } from '../helpers/split-at.js';
import { TagRestorer, restoreJsonString, restoreText } from '../../src/pii/restore.js';
import { attachEntityForms, type Mapping } from '../../src/pii/types.js';

// "Jan Kowalski" forwarded as "Piotr Kowalczyk"-like pseudonym "Piotr Zawadzki"; "Anna Nowak" as "Ewa Wójcik"
// (female surname in -k: indeclinable, as the original). Forms by case: nom gen dat acc inst loc voc.
const MAPPING: Mapping = {
  '<PESEL_1>': '44051401359',
  Piotr: 'Jan', Piotra: 'Jana', Piotrowi: 'Janowi', Piotrem: 'Janem', Piotrze: 'Janie', 'Piotr…': 'Jan',
  Zawadzki: 'Kowalski', Zawadzkiego: 'Kowalskiego', Zawadzkiemu: 'Kowalskiemu', Zawadzkim: 'Kowalskim', 'Zawadzk…': 'Kowalski',
  Ewa: 'Anna', Ewy: 'Anny', Ewie: 'Annie', Ewę: 'Annę', Ewą: 'Anną', Ewo: 'Anno',
  Wójcik: 'Nowak', 'Wójcik…': 'Nowak',
};
const FORMS = Object.keys(MAPPING).filter((k) => !k.startsWith('<') && !k.endsWith('…'));
const STEMS = Object.keys(MAPPING).filter((k) => k.endsWith('…')).map((k) => k.slice(0, -1).toLowerCase());

/** Words of the output, written as names, that are a pseudonym form or begin with a pseudonym stem. */
function leakedPseudonyms(text: string): string[] {
  const words = (text.match(/[\p{L}\p{M}]+/gu) ?? []).filter((w) => w[0] !== w[0].toLowerCase());
  const forms = new Set(FORMS.map((f) => f.toLowerCase()));
  return words.filter((w) => forms.has(w.toLowerCase()) || STEMS.some((s) => w.toLowerCase().startsWith(s)));
}

describe('restoring pseudonym forms', () => {
  it('puts back the original in the case of the form the model wrote', () => {
    expect(restoreText('Piotr Zawadzki prosi o kontakt. Proszę oddzwonić do Piotra Zawadzkiego.', MAPPING))
      .toBe('Jan Kowalski prosi o kontakt. Proszę oddzwonić do Jana Kowalskiego.');
    expect(restoreText('Rozmawiałem z Piotrem Zawadzkim i z panią Ewą Wójcik o Ewie.', MAPPING))
      .toBe('Rozmawiałem z Janem Kowalskim i z panią Anną Nowak o Annie.');
    expect(restoreText('Pani Ewo, pan Zawadzki (PESEL <PESEL_1>) dzwonił.', MAPPING)).toBe('Pani Anno, pan Kowalski (PESEL 44051401359) dzwonił.');
  });
  it('keeps ALL CAPS; a word not written as a name (lower-case first letter) is an ordinary word', () => {
    expect(restoreText('PIOTRA ZAWADZKIEGO, Piotrowi', MAPPING)).toBe('JANA KOWALSKIEGO, Janowi');
    expect(restoreText('ewa, piotrowi, zawadzkiego', MAPPING)).toBe('ewa, piotrowi, zawadzkiego');
  });
  it('a word that begins with a pseudonym stem but is no known form gets the original lemma', () => {
    expect(restoreText('Zawadzcy? Zawadzkich! Wójcikowa', MAPPING)).toBe('Zawadzcy? Kowalski! Nowak');
  });
  it('leaves words that merely contain a form, and words that only look alike', () => {
    expect(restoreText('Ewangelia, Ewka, przewaga, PiotrowskiX', MAPPING)).toBe('Ewangelia, Ewka, przewaga, Jan');
    expect(restoreText('Ewangelia i Ewa', MAPPING)).toBe('Ewangelia i Anna');
  });
  it('JSON mode escapes the original', () => {
    const m: Mapping = { Nowak: 'O"Brien', 'Nowak…': 'O"Brien' };
    expect(JSON.parse(`"${restoreJsonString('dla Nowaka', m)}"`)).toBe('dla O"Brien');
  });
  it('holds back only a word that could still become a form', () => {
    const r = new TagRestorer(MAPPING);
    expect(r.push('Dzień dobry, Pio')).toBe('Dzień dobry, ');
    expect(r.buffered).toBe('Pio');
    expect(r.push('tr')).toBe('');
    expect(r.push('a')).toBe('');
    expect(r.push(' i Ewa')).toBe('Jana i ');
    expect(r.push('ngelia ')).toBe('Ewangelia ');
    expect(r.push('dom')).toBe('dom');
    expect(r.push('Ewa')).toBe('Ewa'); // continues the word "dom": no form
    expect(r.push(' Zawadzk')).toBe(' ');
    expect(r.flush()).toBe('Kowalski');
  });
});

// Pieces that stress the word restorer: forms in every letter case, near-forms, tags, letters, emoji.
const piece = fc.oneof(
  fc.constantFrom(...FORMS, ...FORMS.map((f) => f.toUpperCase()), ...FORMS.map((f) => f.toLowerCase())),
  fc.constantFrom('<PESEL_1>', '<PESEL_', '<', 'Pio', 'Zawadz', 'Ewan', 'Wójcikowa', 'owi', 'em', 'ą', 'x', '😀', ' ', ', ', '.\n', '"', '\\', '-', '_1>'),
  fc.string({ maxLength: 6 }),
);
const textArb = fc.array(piece, { maxLength: 30 }).map((ps) => ps.join(''));


function stream(chunks: string[], json = false): string {
  const r = new TagRestorer(MAPPING, { json });
  const out = chunks.map((c) => r.push(c));
  out.push(r.flush());
  expect(r.buffered).toBe('');
  return out.join('');
}

describe('streamed pseudonym restore (property-based)', () => {
  it('any split gives exactly the non-streamed restore, with no pseudonym form left', () => {
    fc.assert(fc.property(textArb, fc.array(fc.nat(), { maxLength: 30 }), (text, cuts) => {
      const whole = restoreText(text, MAPPING);
      expect(stream(splitAt(text, cuts))).toBe(whole);
      expect(leakedPseudonyms(whole)).toEqual([]);
    }), { numRuns: 2000 });
  });
  it('one character per chunk gives the same result', () => {
    fc.assert(fc.property(textArb, (text) => {
      expect(stream(text.split(''))).toBe(restoreText(text, MAPPING));
    }), { numRuns: 500 });
  });
  it('JSON mode: any split gives restoreJsonString of the whole', () => {
    fc.assert(fc.property(textArb, fc.array(fc.nat(), { maxLength: 30 }), (text, cuts) => {
      expect(stream(splitAt(text, cuts), true)).toBe(restoreJsonString(text, MAPPING));
    }), { numRuns: 1000 });
  });
});

describe('pseudonym words beside a linked tag (a name the lexicon read but got no pseudonym)', () => {
  // The linked tag is restored in the case the words before it ask for; the words before it may have
  // been pseudonym forms restored in an earlier chunk.
  const LINKED: Mapping = { ...MAPPING, '<PERSON_9>': 'Gdańsk' };
  attachEntityForms(LINKED, { '<PERSON_9>': { kind: 'person', gender: 'm', surname: 'Nowak', lemma: 'Nowak', forms: [{ form: 'Nowak', cases: ['nom'] }] } });
  const pieceLinked = fc.oneof(piece, fc.constantFrom('<PERSON_9>', 'do ', 'z ', 'panem ', 'Piotra ', 'dla Ewy '));
  const text2 = fc.array(pieceLinked, { maxLength: 30 }).map((ps) => ps.join(''));

  it('any split gives exactly the non-streamed restore', () => {
    expect(restoreText('Dla Piotra i do <PERSON_9>', LINKED)).toBe('Dla Jana i do Nowaka');
    fc.assert(fc.property(text2, fc.array(fc.nat(), { maxLength: 30 }), (text, cuts) => {
      const r = new TagRestorer(LINKED);
      const out = splitAt(text, cuts).map((c) => r.push(c)).join('') + r.flush();
      expect(out).toBe(restoreText(text, LINKED));
    }), { numRuns: 1000 });
  });
});
