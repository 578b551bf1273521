// A rule-found street address beats a NER LOCATION overlapping it; other locations stay.
import { describe, expect, it } from 'vitest';
import { anonymizeTexts } from '../../src/pii/anonymize.js';
import type { Candidate, EntityType } from '../../src/pii/types.js';

describe('PL_ADDRESS vs NER LOCATION', () => {
  it('keeps the whole address (with house and flat number) under one tag', () => {
    const text = 'Adres zamieszkania: ul. Długa 12 m. 4, a pracuję w Krakowie.';
    const ner = (word: string, score: number): Candidate => {
      const start = text.indexOf(word);
      return { type: 'LOCATION', start, end: start + word.length, score, source: 'ner' };
    };
    const enabled = new Set<EntityType>(['PL_ADDRESS', 'LOCATION']);
    const r = anonymizeTexts([text], enabled, { extraCandidates: [[ner('Długa', 0.97), ner('Krakowie', 0.93)]] });
    const address = Object.entries(r.mapping).find(([tag]) => tag.startsWith('<PL_ADDRESS_'))?.[1];
    expect(address).toBe('ul. Długa 12 m. 4');
    expect(r.mapping['<LOCATION_1>']).toBe('Krakowie');
    expect(r.texts[0]).not.toMatch(/Długa|Krakowie/);
  });
});
