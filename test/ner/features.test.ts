// Token featurization rules (mirrored in training/ner/featurize.py): word key, shape classes, the
// first-name, surname and locality gazetteer flags folded into the shape class, and char ids (folded base
// letter × channels + case/diacritic channel). Python/TS agreement on real tokens is covered by the parity
// test; these pin the rules themselves on a tiny hand-made table.
import { AsWrittenFeaturizer } from '../../src/ner/features-as-written.js';
import { describe, expect, it } from 'vitest';
import {
  charBase, charChannel, Featurizer, FIRSTNAME_SUFFIX, fold, LOCALITY_SUFFIX, shapeName, SURNAME_SUFFIX, wordKey,
  type NerTables,
} from '../../src/ner/features.js';

const BASE = ['<pad>', 'lower', 'capitalized', 'allcaps', 'mixedcaps', 'digits', 'alnum', 'punct', 'other'];
const FLAGS = [FIRSTNAME_SUFFIX, SURNAME_SUFFIX, LOCALITY_SUFFIX];
// Same order as featurize.SHAPES: base classes, then every flag combination (mask 1..7, suffixes in FLAGS order).
const SHAPES = [...BASE];
for (let m = 1; m < 8; m++) {
  const suffix = FLAGS.filter((_, k) => (m >> k) & 1).join('');
  SHAPES.push(...BASE.slice(1).map((s) => s + suffix));
}
// Gazetteer forms as vocab.json ships them: folded (lowercase, no Polish diacritics).
const tables: NerTables = {
  words: ['<pad>', '<unk>', 'anna', 'w', '0000', 'zolw'],
  chars: ['<pad>', '<unk>', 'a', 'n', 'l', 'o', 'd', 'z'],
  shapes: SHAPES,
  tags: ['O'],
  maxChars: 4,
  pad: 0,
  unk: 1,
  charChannels: 8,
  firstNames: ['anna', 'anne', 'piotra', 'roza'],
  surnames: ['kowalski', 'kowalskiemu', 'nowak', 'nowaka', 'gora'],
  localities: ['krakow', 'krakowie', 'gdanska', 'gora', 'roza'],
};

describe('NER features', () => {
  it('keys words by their fold (lowercase, no Polish diacritics) with ASCII digits mapped to 0', () => {
    expect(fold('Zażółć GĘŚLĄ jaźń')).toBe('zazolc gesla jazn');
    expect(wordKey('ŁÓDŹ')).toBe('lodz');
    expect(wordKey('2015')).toBe('0000');
    // Plain lowercase ASCII is its own key; a capital, digit or non-ASCII unit anywhere still maps.
    for (const [tok, folded, key] of [
      ['kot', 'kot', 'kot'], ['a-b_c.', 'a-b_c.', 'a-b_c.'], ['', '', ''], ['kotY', 'koty', 'koty'], ['nr12', 'nr12', 'nr00'],
      ['zaś', 'zas', 'zas'], ['x\u00c9', 'x\u00e9', 'x\u00e9'], ['İ', 'i\u0307', 'i\u0307'], ['a\u0130', 'ai\u0307', 'ai\u0307'],
    ]) {
      expect(fold(tok!), tok).toBe(folded);
      expect(wordKey(tok!), tok).toBe(key);
    }
    // Any code unit, beside a capital and digits, folds as featurize.fold and word_key define it.
    const POLISH: Record<string, string> = { ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z' };
    const refFold = (t: string) => t.toLowerCase().replace(/[ąćęłńóśźż]/g, (c) => POLISH[c]!);
    for (let c = 0; c < 0x10000; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const tok = `x${String.fromCharCode(c)}Ż19`;
      if (fold(tok) !== refFold(tok) || wordKey(tok) !== refFold(tok).replace(/[0-9]/g, '0')) expect.fail(`U+${c.toString(16)}`);
    }
    const f = new Featurizer(tables);
    expect(f.wordId('Anna')).toBe(2);
    expect(f.wordId('2015')).toBe(4);
    expect(f.wordId('Kraków')).toBe(1);
    // one word however it is typed
    for (const typed of ['żółw', 'Żółw', 'ŻÓŁW', 'zolw', 'ZOLW']) expect(f.wordId(typed), typed).toBe(5);
  });

  it('classifies shapes through case round trips', () => {
    expect(shapeName('kot')).toBe('lower');
    expect(shapeName('Łódź')).toBe('capitalized');
    expect(shapeName('PKO')).toBe('allcaps');
    expect(shapeName('iPhone')).toBe('mixedcaps');
    expect(shapeName('2015')).toBe('digits');
    expect(shapeName('A4')).toBe('alnum');
    expect(shapeName(',')).toBe('punct');
  });

  it('folds the first-name flag into the shape class, in any case and inflected form', () => {
    const f = new Featurizer(tables);
    const id = (name: string) => tables.shapes.indexOf(name);
    expect(f.shapeId('Annę')).toBe(id('capitalized+firstname'));
    expect(f.shapeId('PIOTRA')).toBe(id('allcaps+firstname'));
    expect(f.shapeId('anna')).toBe(id('lower+firstname'));
    expect(f.shapeId('Zieliński')).toBe(id('capitalized')); // in no list
    expect(f.shapeId('Piotrek')).toBe(id('capitalized')); // only forms in the table count
  });

  it('sets the gazetteer flags on names typed without diacritics', () => {
    const f = new Featurizer(tables);
    const id = (name: string) => tables.shapes.indexOf(name);
    expect(f.shapeId('Anne')).toBe(id('capitalized+firstname')); // "Annę"
    expect(f.shapeId('krakow')).toBe(id('lower+locality'));
    expect(f.shapeId('GDANSKA')).toBe(id('allcaps+locality'));
    expect(f.shapeId('Roza')).toBe(id('capitalized+firstname+locality'));
    expect(f.isNameForm('KRAKÓW')).toBe(true);
    expect(f.isNameForm('gora')).toBe(true);
    expect(f.isNameForm('dom')).toBe(false);
  });

  it('folds the surname and locality flags the same way', () => {
    const f = new Featurizer(tables);
    const id = (name: string) => tables.shapes.indexOf(name);
    expect(f.shapeId('Kowalskiemu')).toBe(id('capitalized+surname'));
    expect(f.shapeId('NOWAKA')).toBe(id('allcaps+surname'));
    expect(f.shapeId('Krakowie')).toBe(id('capitalized+locality'));
    expect(f.shapeId('gdańska')).toBe(id('lower+locality'));
    expect(f.shapeId('Warszawie')).toBe(id('capitalized')); // only forms in the table count
  });

  it('combines flags with suffixes in the fixed order +firstname, +surname, +locality', () => {
    const f = new Featurizer(tables);
    expect(tables.shapes[f.shapeId('Góra')]).toBe('capitalized+surname+locality');
    expect(tables.shapes[f.shapeId('Róża')]).toBe('capitalized+firstname+locality');
    // the first 17 classes are those of the first-name-only tables, at the same indices
    expect(SHAPES.slice(0, 17)).toEqual([...BASE, ...BASE.slice(1).map((s) => s + FIRSTNAME_SUFFIX)]);
  });

  it('works with older tables that have no surname/locality lists (first-name flag only)', () => {
    const { surnames: _s, localities: _l, ...old } = tables;
    const f = new Featurizer({ ...old, shapes: SHAPES.slice(0, 17) });
    expect(f.shapeId('Anna')).toBe(SHAPES.indexOf('capitalized+firstname'));
    expect(f.shapeId('Kowalski')).toBe(SHAPES.indexOf('capitalized'));
    expect(f.shapeId('Krakowie')).toBe(SHAPES.indexOf('capitalized'));
  });

  it('works with older tables that have no gazetteer lists at all', () => {
    const { firstNames: _f, surnames: _s, localities: _l, ...old } = tables;
    const f = new Featurizer({ ...old, shapes: BASE });
    expect(f.shapeId('Anna')).toBe(BASE.indexOf('capitalized'));
    expect(f.shapeId('Góra')).toBe(BASE.indexOf('capitalized'));
  });

  it('reads each char as its folded base letter and a case/diacritic channel', () => {
    expect(['a', 'A', 'ą', 'Ą', '1', '.', 'ł', 'Ł', 'é'].map(charChannel)).toEqual([2, 3, 5, 6, 1, 1, 5, 6, 2]);
    expect(['a', 'A', 'ą', 'Ą', 'Ł', 'é', '1'].map(charBase)).toEqual(['a', 'a', 'a', 'a', 'l', 'é', '1']);
    const f = new Featurizer(tables);
    const ids = (tok: string) => { const out = new Int32Array(4); f.writeCharIds(tok, out, 0); return Array.from(out); };
    const base = (tok: string) => ids(tok).map((id) => Math.floor(id / tables.charChannels!));
    const channel = (tok: string) => ids(tok).map((id) => id % tables.charChannels!);
    // "Łódź", "ŁÓDŹ", "lodz": the same letters for the char-CNN, told apart only by the channel
    expect(base('Łódź')).toEqual([4, 5, 6, 7]);
    expect(base('ŁÓDŹ')).toEqual(base('Łódź'));
    expect(base('lodz')).toEqual(base('Łódź'));
    expect(channel('Łódź')).toEqual([6, 5, 2, 5]);
    expect(channel('ŁÓDŹ')).toEqual([6, 6, 3, 6]);
    expect(channel('lodz')).toEqual([2, 2, 2, 2]);
    expect(ids('a')).toEqual([2 * 8 + 2, 0, 0, 0]); // padding stays 0
    expect(base('x')).toEqual([1, 0, 0, 0]); // unknown letter: <unk>
  });

  it('clips long words to their first and last halves for char ids', () => {
    const f = new Featurizer(tables);
    const out = new Int32Array(4);
    f.writeCharIds('anxxna', out, 0); // → a n | n a
    expect(Array.from(out).map((id) => id >> 3)).toEqual([2, 3, 3, 2]);
    f.writeCharIds('a', out, 0);
    expect(Array.from(out).map((id) => id >> 3)).toEqual([2, 0, 0, 0]);
  });

  it('refuses tables from before the case-folded char ids', () => {
    const { charChannels: _c, ...old } = tables;
    expect(() => new Featurizer(old as NerTables)).toThrow(/charChannels/);
  });
});

describe('AsWrittenFeaturizer (the as-written model, features-as-written.ts)', () => {
  const { charChannels: _, ...asWrittenTables } = tables;
  it('reads letters as written: no diacritic fold, no case channel', () => {
    const f = new AsWrittenFeaturizer(asWrittenTables);
    expect(f.wordKey('Łódź2')).toBe('łódź0');
    expect(f.wordKey('Łódź')).not.toBe(f.wordKey('Lodz'));
    const ids = (tok: string) => { const out = new Int32Array(asWrittenTables.maxChars); f.writeCharIds(tok, out, 0); return Array.from(out); };
    expect(ids('a')[0]).not.toBe(ids('A')[0]);
  });

  it('each featurizer refuses the other model\'s tables', () => {
    expect(() => new AsWrittenFeaturizer(tables)).toThrow(/charChannels/);
    expect(() => new Featurizer(asWrittenTables)).toThrow(/charChannels/);
  });
});
