// Token featurization rules (mirrored in training/ner/featurize.py): word key, shape classes and the
// first-name gazetteer flag folded into the shape class. Python/TS agreement on real tokens is covered by
// the parity test; these pin the rules themselves on a tiny hand-made table.
import { describe, expect, it } from 'vitest';
import { Featurizer, FIRSTNAME_SUFFIX, shapeName, wordKey, type NerTables } from '../../src/ner/features.js';

const BASE = ['<pad>', 'lower', 'capitalized', 'allcaps', 'mixedcaps', 'digits', 'alnum', 'punct', 'other'];
const tables: NerTables = {
  words: ['<pad>', '<unk>', 'anna', 'w', '0000'],
  chars: ['<pad>', '<unk>', 'a', 'n'],
  shapes: [...BASE, ...BASE.slice(1).map((s) => s + FIRSTNAME_SUFFIX)],
  tags: ['O'],
  maxChars: 4,
  pad: 0,
  unk: 1,
  firstNames: ['anna', 'annę', 'piotra'],
};

describe('NER features', () => {
  it('keys words by lowercase with ASCII digits mapped to 0', () => {
    expect(wordKey('ŁÓDŹ')).toBe('łódź');
    expect(wordKey('2015')).toBe('0000');
    const f = new Featurizer(tables);
    expect(f.wordId('Anna')).toBe(2);
    expect(f.wordId('2015')).toBe(4);
    expect(f.wordId('Kraków')).toBe(1);
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
    expect(f.shapeId('Kowalski')).toBe(id('capitalized'));
    expect(f.shapeId('Piotrek')).toBe(id('capitalized')); // only forms in the table count
  });

  it('works with older tables that have no first-name list', () => {
    const { firstNames: _, ...old } = tables;
    const f = new Featurizer({ ...old, shapes: BASE });
    expect(f.shapeId('Anna')).toBe(BASE.indexOf('capitalized'));
  });

  it('clips long words to their first and last halves for char ids', () => {
    const f = new Featurizer(tables);
    const out = new Int32Array(4);
    f.writeCharIds('anxxna', out, 0); // → a n | n a
    expect(Array.from(out)).toEqual([2, 3, 3, 2]);
    f.writeCharIds('a', out, 0);
    expect(Array.from(out)).toEqual([2, 0, 0, 0]);
  });
});
