// Which model reads a sentence: the as-written model for text written the ordinary way, the case-robust
// model for text typed without case or diacritics (src/ner/writing-form.ts).
import { describe, expect, it } from 'vitest';
import { tokenize } from '../../src/ner/tokenizer.js';
import { writingForm } from '../../src/ner/writing-form.js';

const form = (sentence: string, lowercaseName?: (w: string) => boolean) => {
  const tokens = tokenize(sentence);
  return writingForm(tokens, 0, tokens.length, lowercaseName);
};
const names = new Set(['jan', 'kowalski', 'gdańska']);
const lowercaseName = (w: string) => names.has(w);

describe('writingForm', () => {
  it('sends a mixed-case Polish sentence with diacritics to the as-written model', () => {
    expect(form('Wczoraj Jan Kowalski spotkał się z Anną Nowak w Krakowie.')).toBe('as-written');
    expect(form('Przekaż dokumenty Janowi Kowalskiemu do poniedziałku.', lowercaseName)).toBe('as-written');
    // Only its first word capitalised, and no lowercase word that may be a name.
    expect(form('Proszę o zwięzłą odpowiedź w punktach.', lowercaseName)).toBe('as-written');
  });

  it('sends lowercase chat and ALL CAPS to the robust model', () => {
    expect(form('hej, tu jan kowalski z gdańska, oddzwoń')).toBe('caseless');
    expect(form('WCZORAJ JAN KOWALSKI SPOTKAŁ SIĘ Z ANNĄ NOWAK W KRAKOWIE.')).toBe('caseless');
  });

  it('sends a sentence without any Polish diacritic to the robust model, long or short', () => {
    expect(form('Wczoraj Jan Kowalski spotkal sie z Anna Nowak w Krakowie i poszli razem na obiad.')).toBe('caseless');
    expect(form('Jan Kowalski mieszka w Gdyni.')).toBe('caseless');
    expect(form('Dzwonil Marek.')).toBe('caseless');
  });

  it('sends a sentence capitalised only at its start to the robust model when a lowercase word may be a name', () => {
    expect(form('Wczoraj dzwonił jan kowalski z gdańska.', lowercaseName)).toBe('caseless');
    // Without the robust model's tables nothing says so.
    expect(form('Wczoraj dzwonił jan kowalski z gdańska.')).toBe('as-written');
    // A capital past the first word: the writer used case; the lowercase words are read as written.
    expect(form('Wczoraj dzwonił Marek z gdańska.', lowercaseName)).toBe('as-written');
  });

  it('sends a form line (two labels or more) to the robust model, not a sentence with one colon', () => {
    expect(form('Imię: Halina Nazwisko: Wrzos Miejscowość: Łódź')).toBe('caseless');
    expect(form('Uwaga: spotkanie z Anną Nowak przeniesiono na piątek.')).toBe('as-written');
    expect(form('Godzina 10:30, sala Łódzka.')).toBe('as-written');
  });

  it('reads only the sentence it is given', () => {
    const tokens = tokenize('tu jan z gdańska. Spotkanie z Anną Nowak w Łodzi.');
    const dot = tokens.findIndex((t) => t.text === '.');
    expect(writingForm(tokens, 0, dot + 1)).toBe('caseless');
    expect(writingForm(tokens, dot + 1, tokens.length)).toBe('as-written');
  });
});
