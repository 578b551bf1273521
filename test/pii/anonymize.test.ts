import { describe, expect, it } from 'vitest';
import { anonymizeTexts, detectArt9 } from '../../src/pii/anonymize.js';
import { restoreText } from '../../src/pii/restore.js';
import { ENTITY_TYPES, type EntityType } from '../../src/pii/types.js';

const ALL = new Set<EntityType>(ENTITY_TYPES);

describe('anonymizeTexts', () => {
  it('replaces every detected value by a numbered tag and records the mapping and counts', () => {
    const r = anonymizeTexts(
      ['Pan Jan Kowalski, PESEL 44051401359, e-mail jan@example.com.', 'Anna Nowak, tel. +48 600 700 800'],
      ALL,
    );
    expect(r.texts).toEqual([
      'Pan <PERSON_1>, PESEL <PESEL_1>, e-mail <EMAIL_ADDRESS_1>.',
      '<PERSON_2>, tel. <PHONE_NUMBER_1>',
    ]);
    expect(r.mapping).toEqual({
      '<PERSON_1>': 'Jan Kowalski', '<PESEL_1>': '44051401359', '<EMAIL_ADDRESS_1>': 'jan@example.com',
      '<PERSON_2>': 'Anna Nowak', '<PHONE_NUMBER_1>': '+48 600 700 800',
    });
    expect(r.counts).toEqual({ PERSON: 2, PESEL: 1, EMAIL_ADDRESS: 1, PHONE_NUMBER: 1 });
  });
  it('the same value gets the same tag across all messages; counts count occurrences', () => {
    const r = anonymizeTexts(['PESEL 44051401359', 'jeszcze raz 44051401359 i 02070803628', 'znów 44051401359'], new Set(['PESEL']));
    expect(r.texts).toEqual(['PESEL <PESEL_1>', 'jeszcze raz <PESEL_1> i <PESEL_2>', 'znów <PESEL_1>']);
    expect(r.counts).toEqual({ PESEL: 4 });
    expect(Object.keys(r.mapping)).toHaveLength(2);
  });
  it('numbering skips tags that already appear literally in any input text', () => {
    const r = anonymizeTexts(['Tekst z <PERSON_1> i <PERSON_3>.', 'Jan i Anna oraz Ola'], new Set(['PERSON']));
    expect(r.texts[1]).toBe('<PERSON_2> i <PERSON_4> oraz <PERSON_5>');
    expect(r.texts[0]).toBe('Tekst z <PERSON_1> i <PERSON_3>.');
    // Restoration stays unambiguous: the literal <PERSON_1> is not in the mapping and survives.
    expect(restoreText(r.texts.join('|'), r.mapping)).toBe('Tekst z <PERSON_1> i <PERSON_3>.|Jan i Anna oraz Ola');
  });
  it('only enabled types are detected (extra candidates of other types are ignored)', () => {
    const text = 'Jan, PESEL 44051401359';
    expect(anonymizeTexts([text], new Set(['PESEL'])).texts[0]).toBe('Jan, PESEL <PESEL_1>');
    const extra = [[{ type: 'LOCATION' as const, start: 0, end: 3, score: 0.9 }]];
    expect(anonymizeTexts([text], new Set(['PESEL']), { extraCandidates: extra }).texts[0]).toBe('Jan, PESEL <PESEL_1>');
    expect(anonymizeTexts([text], new Set(['LOCATION', 'PESEL']), { extraCandidates: extra }).texts[0]).toBe('<LOCATION_1>, PESEL <PESEL_1>');
  });
  it('NER candidates compete with rule-based ones by score', () => {
    const text = 'Spotkanie z Janem Kowalskim w Gdańsku.';
    const ner = [[
      { type: 'PERSON' as const, start: text.indexOf('Janem'), end: text.indexOf(' w '), score: 0.95 },
      { type: 'LOCATION' as const, start: text.indexOf('Gdańsku'), end: text.indexOf('.'), score: 0.9 },
    ]];
    const r = anonymizeTexts([text], new Set(['PERSON', 'LOCATION']), { extraCandidates: ner });
    expect(r.texts[0]).toBe('Spotkanie z <PERSON_1> w <LOCATION_1>.');
    expect(r.mapping['<PERSON_1>']).toBe('Janem Kowalskim');
  });
  it('empty and PII-free texts are returned unchanged; round trip restores the originals', () => {
    const texts = ['', 'Dzień dobry, jak się masz?', 'Anna, ul. Długa 5, 00-950 Warszawa, PL61 1090 1014 0000 0712 1981 2874'];
    const r = anonymizeTexts(texts, ALL);
    expect(r.texts[0]).toBe('');
    expect(r.texts[1]).toBe(texts[1]);
    expect(r.texts[2]).not.toContain('Długa');
    expect(r.texts.map((t) => restoreText(t, r.mapping))).toEqual(texts);
  });
  it('detectArt9 is re-exported and returns sorted unique categories', () => {
    expect(detectArt9(['Mam cukrzycę i depresję.', 'Jestem katolikiem.'])).toEqual(['SENSITIVE_HEALTH', 'SENSITIVE_RELIGION']);
  });
});
