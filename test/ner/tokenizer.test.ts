import { describe, expect, it } from 'vitest';
import { splitSentences, tokenize, TOKEN_RE } from '../../src/ner/tokenizer.js';

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

  it('ends a sentence after a lone digit or a closing bracket, which are no initials', () => {
    const s = 'Sprawa nr KS/2026/1. Zwrot na konto. Był tam (ur. 1950). Następnie J. Nowak.';
    const toks = tokenize(s);
    const sents = splitSentences(s, toks).map(([b, e]) => toks.slice(b, e).map((t) => t.text).join(' '));
    expect(sents).toEqual(['Sprawa nr KS / 2026 / 1 .', 'Zwrot na konto .', 'Był tam ( ur . 1950 ) .', 'Następnie J . Nowak .']);
  });
});

describe('tokenize against its grammar (TOKEN_RE)', () => {
  const byRegex = (text: string) => [...text.matchAll(TOKEN_RE)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));

  it('finds exactly the regex\'s tokens in random text', () => {
    // Digits, separators, both apostrophes, Polish and other letters, every kind of JS whitespace, a non-ASCII
    // digit, astral letters and digits, an emoji, lone surrogates and punctuation.
    const units = ['0', '7', '9', '.', ',', "'", '’', 'a', 'Z', 'ą', 'Ż', 'ß', 'Σ', '一', '٣', '²', ' ', '\t', '\n', '\r',
      '\v', '\f', '\u00a0', '\u1680', '\u2003', '\u200a', '\u200b', '\u2028', '\u202f', '\u205f', '\u3000', '\ufeff',
      '\u{1d400}', '\u{1d7ce}', '\u{1f600}', '\ud800', '\udc00', '-', '(', '„', '_', '@', '+'];
    let seed = 5;
    const pick = () => units[(seed = (seed * 1103515245 + 12345) >>> 0) % units.length]!;
    for (let n = 0; n < 5000; n++) {
      const text = Array.from({ length: 1 + (n % 12) }, pick).join('');
      expect(tokenize(text), JSON.stringify(text)).toEqual(byRegex(text));
    }
  });

  it('agrees on realistic prompts', () => {
    const text = 'Pan Jan Kowalski (PESEL 90010112345) zapłacił 1.234,56 zł 3.05.2024 r.; Blake\'a, O’Neill i 12a/3. 1.5x 1.2.3b';
    expect(tokenize(text)).toEqual(byRegex(text));
  });
});
