import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitAt } from '../helpers/split-at.js';
import { TagRestorer, restoreJsonString, restoreText } from '../../src/pii/restore.js';
import type { Mapping } from '../../src/pii/types.js';

const MAPPING: Mapping = {
  '<PERSON_1>': 'Jan Kowalski',
  '<PERSON_12>': 'Żaneta Ćwik 😀',
  '<EMAIL_ADDRESS_1>': 'jan@example.com',
  '<PESEL_1>': '44051401359',
  '<PL_ADDRESS_3>': 'ul. "Długa" 5 \\ m. 2', // quote and backslash: JSON escaping matters
  '<PHONE_NUMBER_2>': 'to nie <PERSON_1>', // a value that looks like a tag is not replaced again
};
const LONGEST = Math.max(...Object.keys(MAPPING).map((t) => t.length));
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('restoreText / restoreJsonString', () => {
  it('replaces only tags present in the mapping, in one pass', () => {
    expect(restoreText('A <PERSON_1>, B <PERSON_2>, C <PERSON_12>.', MAPPING)).toBe('A Jan Kowalski, B <PERSON_2>, C Żaneta Ćwik 😀.');
    expect(restoreText('<PHONE_NUMBER_2>', MAPPING)).toBe('to nie <PERSON_1>');
    expect(restoreText('<person_1> <PERSON_1 <PERSON_> <_1>', MAPPING)).toBe('<person_1> <PERSON_1 <PERSON_> <_1>');
    expect(restoreText('no tags', MAPPING)).toBe('no tags');
  });
  it('does not treat prototype names as tags', () => {
    expect(restoreText('<CONSTRUCTOR_1> <__PROTO___1>', {})).toBe('<CONSTRUCTOR_1> <__PROTO___1>');
  });
  it('JSON mode escapes the values so the JSON text stays valid', () => {
    const args = JSON.stringify({ address: '<PL_ADDRESS_3>', who: '<PERSON_1>' });
    const restored = restoreJsonString(args, MAPPING);
    expect(JSON.parse(restored)).toEqual({ address: MAPPING['<PL_ADDRESS_3>'], who: 'Jan Kowalski' });
  });
});

// Text made of pieces that stress the restorer: real tags, near-tags, lone "<", emoji, Polish letters.
const piece = fc.oneof(
  fc.constantFrom(...Object.keys(MAPPING)),
  fc.constantFrom('<', '>', '<<', '<>', '<PER', '<PERSON_', '<PERSON_1', '<PERSON_9>', '<person_1>', '<PERSON_1 >',
    '<PERSON_12', '<PERSON_123>', '<EMAIL_ADDRESS_', '_1>', 'PERSON_1>', '😀', '🇵🇱', 'ąęśćżźółń', 'Zażółć', ' ', '\n', '"', '\\'),
  fc.string({ maxLength: 8 }),
);
const textArb = fc.array(piece, { maxLength: 25 }).map((ps) => ps.join(''));


function stream(chunks: string[], mapping: Mapping, json = false, check?: (r: TagRestorer) => void): string[] {
  const r = new TagRestorer(mapping, { json });
  const out = chunks.map((c) => { const o = r.push(c); check?.(r); return o; });
  out.push(r.flush());
  expect(r.buffered).toBe('');
  return out;
}

const isTagPrefix = (s: string) => Object.keys(MAPPING).some((t) => t.length > s.length && t.startsWith(s));

describe('TagRestorer (property-based)', () => {
  it('any split of any text gives exactly restoreText of the whole', () => {
    fc.assert(fc.property(textArb, fc.array(fc.nat(), { maxLength: 30 }), (text, cuts) => {
      expect(stream(splitAt(text, cuts), MAPPING).join('')).toBe(restoreText(text, MAPPING));
    }), { numRuns: 2000 });
  });
  it('one character per chunk gives the same result', () => {
    fc.assert(fc.property(textArb, (text) => {
      expect(stream(text.split(''), MAPPING).join('')).toBe(restoreText(text, MAPPING));
    }), { numRuns: 500 });
  });
  it('holds back less than the longest tag, and only a prefix of a mapping tag', () => {
    fc.assert(fc.property(textArb, fc.array(fc.nat(), { maxLength: 30 }), (text, cuts) => {
      stream(splitAt(text, cuts), MAPPING, false, (r) => {
        expect(r.buffered.length).toBeLessThan(LONGEST);
        if (r.buffered) expect(isTagPrefix(r.buffered), r.buffered).toBe(true);
      });
    }), { numRuns: 1000 });
  });
  it('JSON mode: any split gives restoreJsonString of the whole', () => {
    fc.assert(fc.property(textArb, fc.array(fc.nat(), { maxLength: 30 }), (text, cuts) => {
      expect(stream(splitAt(text, cuts), MAPPING, true).join('')).toBe(restoreJsonString(text, MAPPING));
    }), { numRuns: 1000 });
  });
  it('well-formed chunks in give well-formed chunks out (cuts only before "<")', () => {
    fc.assert(fc.property(textArb, fc.array(fc.nat(), { maxLength: 30 }), (text, cuts) => {
      // Move cuts that fall inside a surrogate pair one unit to the left.
      const safe = cuts.map((c) => c % (text.length + 1)).map((c) => (c > 0 && /[\uDC00-\uDFFF]/.test(text[c] ?? '') ? c - 1 : c));
      fc.pre(!LONE_SURROGATE.test(text));
      for (const o of stream(splitAt(text, safe), MAPPING)) expect(LONE_SURROGATE.test(o)).toBe(false);
    }), { numRuns: 1000 });
  });
  it('emits text immediately when no tag can be starting', () => {
    const r = new TagRestorer(MAPPING);
    expect(r.push('Dzień dobry ')).toBe('Dzień dobry ');
    expect(r.push('panie <PER')).toBe('panie ');
    expect(r.buffered).toBe('<PER');
    expect(r.push('SON_1> i <x')).toBe('Jan Kowalski i <x');
    expect(r.push('<PERSON_1')).toBe('');
    expect(r.push('2> ok')).toBe('Żaneta Ćwik 😀 ok');
    expect(r.push('<PESEL_')).toBe('');
    expect(r.flush()).toBe('<PESEL_');
  });
  it('an empty mapping never holds anything back', () => {
    const r = new TagRestorer({});
    expect(r.push('<PERSON_')).toBe('<PERSON_');
    expect(r.flush()).toBe('');
  });
});
