import { describe, expect, it } from 'vitest';
import { acceptRemainders, mergeAdjacentPersons, resolveCandidates, resolveOverlaps } from '../../src/pii/resolve.js';
import { detectCandidates, findEntities } from '../../src/pii/anonymize.js';
import { ENTITY_TYPES } from '../../src/pii/types.js';
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

describe('remainders of rejected candidates (beyond the spec: no identifier digits left in clear)', () => {
  const texts = (text: string, cs: Candidate[]) => cs.map((x) => [x.type, text.slice(x.start, x.end)]);

  it('the uncovered digits of a rejected phone are accepted as a phone, trimmed of their separators', () => {
    const text = 'tel.+48 474 559 123-jan.kowalski@example.com';
    const phone = c('PHONE_NUMBER', 4, 19, 0.85);
    const email = c('EMAIL_ADDRESS', 16, text.length, 1);
    expect(texts(text, resolveCandidates([phone, email], text))).toEqual([['PHONE_NUMBER', '+48 474 559'], ['EMAIL_ADDRESS', '123-jan.kowalski@example.com']]);
    // The spec's rule alone would drop the phone: its three groups would stay readable.
    expect(texts(text, resolveOverlaps([phone, email]))).toEqual([['EMAIL_ADDRESS', '123-jan.kowalski@example.com']]);
  });

  it('a remainder with fewer than 3 digits, or a name\'s, stays; an e-mail\'s letters do not', () => {
    const text = 'Jan Kowalski 12 ab';
    const accepted = [c('PERSON', 0, 3, 0.9)];
    expect(acceptRemainders([c('PERSON', 0, 12, 0.5), ...accepted], accepted.slice(), text)).toEqual(accepted);
    expect(acceptRemainders([c('PHONE_NUMBER', 0, 15, 0.3), ...accepted], accepted.slice(), text)).toEqual(accepted);
    const mail = 'anna.kowalska@example.pl';
    const got = acceptRemainders([c('EMAIL_ADDRESS', 0, 24, 0.5), c('PERSON', 5, 24, 0.9)], [c('PERSON', 5, 24, 0.9)], mail);
    expect(texts(mail, got)).toEqual([['EMAIL_ADDRESS', 'anna'], ['PERSON', 'kowalska@example.pl']]);
  });

  it('an address glued to a phone by "-", "+" or nothing: both found whole', () => {
    const all = new Set(ENTITY_TYPES);
    const found = (text: string) => findEntities(text, all).map((e) => [e.type, text.slice(e.start, e.end)]);
    expect(found('Kontakt: jan.kowalski@example.com-+48 474 559 123 po południu.'))
      .toEqual([['EMAIL_ADDRESS', 'jan.kowalski@example.com'], ['PHONE_NUMBER', '+48 474 559 123']]);
    expect(found('Kontakt: jan.kowalski@example.com+48 474 559 123.'))
      .toEqual([['EMAIL_ADDRESS', 'jan.kowalski@example.com'], ['PHONE_NUMBER', '+48 474 559 123']]);
    // Still no phone inside a longer token of digits, nor an address through a longer domain.
    expect(found('nr 12+48 474 559 123')).not.toContainEqual(['PHONE_NUMBER', '+48 474 559 123']);
    expect(found('jan@example.com-dom.pl')).toEqual([['EMAIL_ADDRESS', 'jan@example.com-dom.pl']]);
  });

  it('glued identifiers: no run of 3 digits of a rule finding, and no e-mail letter, is left in clear', () => {
    let seed = 11;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T,>(a: readonly T[]) => a[Math.floor(rnd() * a.length)]!;
    const d = (n: number) => Array.from({ length: n }, () => Math.floor(rnd() * 10)).join('');
    const pieces = [
      () => `+48 ${d(3)} ${d(3)} ${d(3)}`, () => `${d(3)}-${d(3)}-${d(3)}`, () => `${d(3)} ${d(3)} ${d(3)}`,
      () => `jan.nowak${d(2)}@example.pl`, () => `${d(3)}@example.com`, () => 'tel.', () => 'mail', () => 'PESEL 44051401359',
    ];
    const all = new Set(ENTITY_TYPES);
    for (let i = 0; i < 2000; i++) {
      const text = Array.from({ length: 2 + Math.floor(rnd() * 3) }, () => pick(pieces)()).join(pick(['-', '', '/', ',', ' ']));
      const covered = new Uint8Array(text.length);
      for (const e of findEntities(text, all)) covered.fill(1, e.start, e.end);
      for (const cand of detectCandidates(text, all)) {
        const left = [...text.slice(cand.start, cand.end)].map((ch, k) => (covered[cand.start + k] ? ' ' : ch)).join('');
        if (cand.type === 'EMAIL_ADDRESS') expect(left.replace(/[^\p{L}\p{N}]/gu, ''), text).toBe('');
        else expect(/\d(?:[ -]?\d){2}/.test(left), `${text}: ${left}`).toBe(false);
      }
    }
  });
});
