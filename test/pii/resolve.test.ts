import { describe, expect, it } from 'vitest';
import { mergeAdjacentPersons, resolveCandidates, resolveOverlaps } from '../../src/pii/resolve.js';
import type { Candidate, EntityType } from '../../src/pii/types.js';

const c = (type: EntityType, start: number, end: number, score: number): Candidate => ({ type, start, end, score });
const spans = (cs: Candidate[]) => cs.map((x) => [x.type, x.start, x.end, x.score]);

describe('merge of adjacent PERSON matches', () => {
  it('merges when separated by up to 2 whitespace characters; span first start → second end, max score', () => {
    const text = 'Jan  Kowalski';
    expect(spans(mergeAdjacentPersons([c('PERSON', 0, 3, 0.4), c('PERSON', 5, 13, 0.7)], text))).toEqual([['PERSON', 0, 13, 0.7]]);
    expect(spans(mergeAdjacentPersons([c('PERSON', 0, 3, 0.4), c('PERSON', 3, 6, 0.4)], 'AnnaBob'))).toEqual([['PERSON', 0, 6, 0.4]]);
    expect(spans(mergeAdjacentPersons([c('PERSON', 0, 3, 0.4), c('PERSON', 4, 7, 0.5)], 'Jan\nOla'))).toEqual([['PERSON', 0, 7, 0.5]]);
  });
  it('does not merge over 3 whitespace characters or over non-whitespace', () => {
    expect(mergeAdjacentPersons([c('PERSON', 0, 3, 0.4), c('PERSON', 6, 9, 0.4)], 'Jan   Ola')).toHaveLength(2);
    expect(mergeAdjacentPersons([c('PERSON', 0, 3, 0.4), c('PERSON', 5, 8, 0.4)], 'Jan, Ola')).toHaveLength(2);
    expect(mergeAdjacentPersons([c('PERSON', 0, 3, 0.4), c('EMAIL_ADDRESS', 4, 8, 1)], 'Jan a@b.')).toHaveLength(2);
  });
  it('merges chains of three', () => {
    expect(spans(mergeAdjacentPersons([c('PERSON', 10, 15, 0.4), c('PERSON', 0, 3, 0.4), c('PERSON', 4, 9, 0.7)], 'Jan Maria Rokita')))
      .toEqual([['PERSON', 0, 15, 0.7]]);
  });
  it('a stronger overlapping PERSON (NER) keeps its own chain', () => {
    const text = 'Jan Kowalski Ola';
    const merged = mergeAdjacentPersons([c('PERSON', 0, 3, 0.4), c('PERSON', 0, 12, 0.9), c('PERSON', 13, 16, 0.4)], text);
    expect(spans(resolveOverlaps(merged))).toEqual([['PERSON', 0, 16, 0.9]]);
  });
});

describe('greedy overlap resolution', () => {
  it('higher score wins an overlap', () => {
    expect(spans(resolveOverlaps([c('KRS', 0, 10, 0.3), c('NIP', 0, 10, 0.9)]))).toEqual([['NIP', 0, 10, 0.9]]);
  });
  it('ties: longer first, then earlier first', () => {
    expect(spans(resolveOverlaps([c('PERSON', 0, 4, 0.5), c('PL_ADDRESS', 0, 10, 0.5)]))).toEqual([['PL_ADDRESS', 0, 10, 0.5]]);
    expect(spans(resolveOverlaps([c('PERSON', 3, 8, 0.5), c('PERSON', 0, 5, 0.5)]))).toEqual([['PERSON', 0, 5, 0.5]]);
  });
  it('non-overlapping matches are all accepted and returned by position; touching spans do not overlap', () => {
    expect(spans(resolveOverlaps([c('PESEL', 20, 31, 0.5), c('PERSON', 0, 3, 0.4), c('NIP', 3, 13, 0.5)])))
      .toEqual([['PERSON', 0, 3, 0.4], ['NIP', 3, 13, 0.5], ['PESEL', 20, 31, 0.5]]);
  });
  it('a high-scoring match blocks lower ones on both sides', () => {
    expect(spans(resolveOverlaps([c('A' as EntityType, 0, 5, 0.1), c('B' as EntityType, 4, 8, 0.9), c('C' as EntityType, 7, 12, 0.1)])))
      .toEqual([['B', 4, 8, 0.9]]);
  });
  it('drops empty, inverted and out-of-range candidates', () => {
    expect(resolveCandidates([c('PERSON', 2, 2, 1), c('PERSON', 5, 3, 1), c('PERSON', 0, 99, 1), c('PERSON', -1, 2, 1)], 'abcdef')).toEqual([]);
  });
});
