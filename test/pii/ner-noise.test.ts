// NER spans that are never personal data (language adverbs as LOCATION, identifier names as
// ORGANIZATION) are dropped; real places, organizations and lower-case names are kept.
import { describe, expect, it } from 'vitest';
import { findEntities } from '../../src/pii/anonymize.js';
import { isNerNoise } from '../../src/pii/ner-noise.js';
import type { Candidate, EntityType } from '../../src/pii/types.js';

const ALL = new Set<EntityType>(['PERSON', 'LOCATION', 'ORGANIZATION', 'NIP']);

/** NER candidates for the given substrings of `text`, as the model would report them. */
function ner(text: string, spans: Array<[EntityType, string]>): Candidate[] {
  return spans.map(([type, s]) => {
    const start = text.indexOf(s);
    if (start < 0) throw new Error(`${s} not in text`);
    return { type, start, end: start + s.length, score: 0.9, source: 'ner' };
  });
}

describe('isNerNoise', () => {
  /** `[type, text, span]`: the span is the first occurrence of `span` in `text`. */
  const check = (type: string, text: string, span: string) => {
    const start = text.indexOf(span);
    return isNerNoise(type, text, start, start + span.length);
  };
  it.each([
    ['LOCATION', 'Odpowiadaj po polsku.', 'polsku'], ['LOCATION', 'Odpowiadaj po polsku.', 'po polsku'],
    ['LOCATION', 'Po angielsku, proszę.', 'angielsku'], ['LOCATION', 'mówi po niemiecku', 'niemiecku'],
    ['LOCATION', 'gwara: po śląsku', 'śląsku'], ['ORGANIZATION', 'Podaj NIP.', 'NIP'],
    ['ORGANIZATION', 'REGON firmy', 'REGON'], ['ORGANIZATION', 'numer PESEL', 'PESEL'],
  ])('%s in "%s": %s is noise', (type, text, span) => expect(check(type, text, span)).toBe(true));

  it.each([
    ['LOCATION', 'Mieszkam w Polsce, po Polsku', 'Polsku'], ['LOCATION', 'w Krakowie', 'Krakowie'],
    ['LOCATION', 'mieszkam w płocku', 'płocku'], ['LOCATION', 'w Gdańsku', 'Gdańsku'],
    ['ORGANIZATION', 'ZUS potwierdził', 'ZUS'], ['ORGANIZATION', 'konto w PKO Bank Polski', 'PKO Bank Polski'],
    ['ORGANIZATION', 'NIPy firm', 'NIPy'], ['PERSON', 'po polsku', 'polsku'],
  ])('%s in "%s": %s is kept', (type, text, span) => expect(check(type, text, span)).toBe(false));
});

describe('findEntities with NER candidates', () => {
  it('drops noise spans and keeps real ones', () => {
    const text = 'Odpowiadaj po polsku. Firma z Płocku podała NIP 8567346215, a ZUS potwierdził.';
    const found = findEntities(text, ALL, ner(text, [['LOCATION', 'polsku'], ['LOCATION', 'Płocku'], ['ORGANIZATION', 'NIP'], ['ORGANIZATION', 'ZUS']]));
    expect(found.map((e) => [e.type, text.slice(e.start, e.end)])).toEqual([
      ['LOCATION', 'Płocku'], ['NIP', '8567346215'], ['ORGANIZATION', 'ZUS'],
    ]);
  });
});
