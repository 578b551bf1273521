import { describe, expect, it } from 'vitest';
import { detectCandidates } from '../../src/pii/detectors/index.js';

const initialNames = (text: string): string[] =>
  detectCandidates(text, new Set(['PERSON'])).filter((c) => c.source === 'initial_name').map((c) => text.slice(c.start, c.end));

describe('a surname after an initial', () => {
  it('takes the initial and a surname-like word, in lists, with or without a space, with two initials', () => {
    expect(initialNames('Protokół podpisali: A. Wrona, K. Żmuda-Trzebiatowska i T. Grabowski.')).toEqual(
      ['A. Wrona', 'K. Żmuda-Trzebiatowska', 'T. Grabowski']);
    expect(initialNames('Autor: P.Kaczmarczyk')).toEqual(['P.Kaczmarczyk']);
    expect(initialNames('Zgodnie z opinią J. K. Wójcika sprawa jest pilna.')).toEqual(['J. K. Wójcika']);
    expect(initialNames('Dokument sprawdził S. Sowa, zatwierdziła B. Mazurkiewicz')).toEqual(['S. Sowa', 'B. Mazurkiewicz']);
    expect(initialNames('Ż. Dąbrowska')).toEqual(['Ż. Dąbrowska']);
  });

  it('leaves out lettered items, sentences ending in a letter, legal forms and streets or patrons', () => {
    expect(initialNames('A. Dane osobowe\nB. Zwyczaje\nC. Podsumowanie')).toEqual([]);
    expect(initialNames('Wybieramy plan B. Dlatego proszę o cierpliwość.')).toEqual([]);
    expect(initialNames('Umowę zawarto z Orlen S.A. Kowalski był obecny.')).toEqual([]);
    expect(initialNames('Biuro mieści się przy ul. J. Słowackiego 5, obok Szkoły im. M. Kopernika.')).toEqual([]);
    expect(initialNames('Dostawa na os. K. Wielkiego i pl. J. Matejki')).toEqual([]);
    expect(initialNames('NR. Kowalski')).toEqual([]);
    expect(initialNames('Wersja 2.Nowak')).toEqual([]);
  });
});
