import { describe, expect, it } from 'vitest';
import { splitSentences, tokenize } from '../../src/ner/tokenizer.js';

const texts = (s: string) => tokenize(s).map((t) => t.text);

describe('NER tokenizer', () => {
  it('splits words and each punctuation character, with exact UTF-16 offsets', () => {
    const s = 'Jan Kowalski, ur. w Łodzi!';
    const toks = tokenize(s);
    expect(toks.map((t) => t.text)).toEqual(['Jan', 'Kowalski', ',', 'ur', '.', 'w', 'Łodzi', '!']);
    for (const t of toks) expect(s.slice(t.start, t.end)).toBe(t.text);
    expect(toks[6]).toEqual({ text: 'Łodzi', start: 20, end: 25 });
  });

  it('keeps Polish diacritics inside words (upper and lower case)', () => {
    expect(texts('Zażółć gęślą jaźń ŻÓŁW Świętokrzyskie')).toEqual(['Zażółć', 'gęślą', 'jaźń', 'ŻÓŁW', 'Świętokrzyskie']);
  });

  it('keeps decimal numbers whole but splits hyphens, quotes and brackets (NKJP convention)', () => {
    expect(texts('Kurs 4,35 zł; 10.000 osób (tzw. "Bielsko-Biała")')).toEqual([
      'Kurs', '4,35', 'zł', ';', '10.000', 'osób', '(', 'tzw', '.', '"', 'Bielsko', '-', 'Biała', '"', ')',
    ]);
    expect(texts('w 2015.')).toEqual(['w', '2015', '.']);
    expect(texts("Blake'a")).toEqual(["Blake'a"]);
  });

  it('handles empty input, whitespace and astral characters with correct offsets', () => {
    expect(tokenize('')).toEqual([]);
    expect(tokenize(' \n\t ')).toEqual([]);
    const s = '😀 Anna';
    const toks = tokenize(s);
    expect(toks.map((t) => t.text)).toEqual(['😀', 'Anna']);
    expect(toks[1]).toEqual({ text: 'Anna', start: 3, end: 7 });
  });

  it('splits sentences at final punctuation and newlines, not after abbreviations or initials', () => {
    const s = 'Mieszkam przy ul. Długiej w Gdańsku. J. Kowalski tu był! a to nie koniec\nNowa linia';
    const toks = tokenize(s);
    const sents = splitSentences(s, toks).map(([b, e]) => toks.slice(b, e).map((t) => t.text).join(' '));
    expect(sents).toEqual([
      'Mieszkam przy ul . Długiej w Gdańsku .',
      'J . Kowalski tu był ! a to nie koniec',
      'Nowa linia',
    ]);
  });
});
