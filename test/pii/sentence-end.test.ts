// sentenceEnds (sentence-end.ts) is the regex's matches, shared by the rules that split the same text.
import { describe, expect, it } from 'vitest';
import { sentenceEndRegExp, sentenceEnds } from '../../src/pii/sentence-end.js';

function byRegex(text: string): number[] {
  return [...text.matchAll(sentenceEndRegExp())].flatMap((m) => [m.index!, m.index! + m[0].length]);
}

describe('sentenceEnds', () => {
  it('finds what the regex finds, a text after another and back again', () => {
    const texts = ['Ala ma kota. Kot ma Alę!', 'Co?! Nie wiem…\nDalej... koniec', 'J. Kowalski przyszedł.', '', '...!!', 'brak końca', 'a.b. c!? d\n\ne'];
    for (const text of [...texts, ...texts.reverse()]) expect(sentenceEnds(text), text).toEqual(byRegex(text));
  });
  it('a text with no end has none', () => expect(sentenceEnds('zdanie bez końca')).toEqual([]));
});
