// A phone read out in groups of number words (speech-to-text voicemails): the groups' digits, and the runs that
// must stay untouched (amounts, dates, a number without a phone or number word before it).
import { describe, expect, it } from 'vitest';
import { detectCandidates } from '../../src/pii/detectors/index.js';
import { groupedNumberDigits } from '../../src/pii/detectors/number-words-phone.js';

const phones = (text: string): string[] =>
  detectCandidates(text, new Set(['PHONE_NUMBER'])).filter((c) => c.type === 'PHONE_NUMBER').map((c) => text.slice(c.start, c.end));

describe('groups of number words', () => {
  it('read as digits group by group', () => {
    expect(groupedNumberDigits(['szescset', 'dwa', 'sto', 'trzy', 'czterysta', 'piecdziesiat', 'szesc'])).toBe('602103456');
    expect(groupedNumberDigits(['siedemset', 'dwadziescia', 'jeden', 'dwanascie', 'zero', 'osiem'])).toBe('7211208');
    expect(groupedNumberDigits(['jeden', 'dwa', 'trzy'])).toBe(''); // single digits: digit-by-digit.ts
  });
  it.each([
    ['proszę o kontakt mój numer to sześćset dwa sto trzy czterysta pięćdziesiąt sześć dziękuję', 'sześćset dwa sto trzy czterysta pięćdziesiąt sześć'],
    ['oddzwoń na siedemset dwadzieścia jeden, dziewięćset dziewięćdziesiąt siedem, dwieście trzydzieści jeden', 'siedemset dwadzieścia jeden, dziewięćset dziewięćdziesiąt siedem, dwieście trzydzieści jeden'],
    ['telefon pięćset dwanaście trzydzieści cztery dwadzieścia dwa dziewięćdziesiąt', 'pięćset dwanaście trzydzieści cztery dwadzieścia dwa dziewięćdziesiąt'],
  ])('are a phone after a phone word: %s', (text, phone) => {
    expect(phones(text)).toEqual([phone]);
  });
  it('are not a phone without a phone word, or with the wrong count of digits', () => {
    expect(phones('zapłaciłem sześćset dwa złote i sto trzy grosze, razem czterysta pięćdziesiąt sześć')).toEqual([]);
    expect(phones('mój numer to sto dwadzieścia trzy')).toEqual([]);
    expect(phones('w roku tysiąc dziewięćset osiemdziesiąt dziewięć')).toEqual([]);
  });
});
