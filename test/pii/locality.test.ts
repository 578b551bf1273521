// LOCATION from the shape of an address: a city after a postal code or a locality field.
import { describe, expect, it } from 'vitest';
import { detectCandidates } from '../../src/pii/detectors/index.js';

const places = (text: string) => detectCandidates(text, new Set(['LOCATION'])).map((c) => text.slice(c.start, c.end));

describe('LOCATION after a postal code or a locality label', () => {
  it.each([
    ['os. Piastów 127 lok. 3, 88-514 Zgierz.', 'Zgierz'],
    ['ul. Kościuszki 103 m. 46, 89-140 Nowy Sącz', 'Nowy Sącz'],
    ['57-654 Kędzierzyn-Koźle, Polska', 'Kędzierzyn-Koźle'],
    ['Adres: Długa 5\nMiejscowość: Bielsko-Biała\nE-mail: x@y.pl', 'Bielsko-Biała'],
    ['Miasto: Piotrków Trybunalski', 'Piotrków Trybunalski'],
  ])('%j → %s', (text, place) => expect(places(text)).toEqual([place]));

  it.each([
    'zamówienie 12-345 sztuk',
    'Zamówienie nr 12-345 Towar A4 wysłano.',
    'tel. 601-234-567 Anna',
    'Miejscowość: (wpisz)',
  ])('no place in %j', (text) => expect(places(text)).toEqual([]));
});
