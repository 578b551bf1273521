// The PII workers' detection cache: keys, lifetime, bound, and that it stores no personal data.
import { describe, expect, it } from 'vitest';
import { DetectionCache } from '../../src/pii/detection-cache.js';
import { findEntities } from '../../src/pii/anonymize.js';

const TEXT = 'Pan Jan Kowalski, PESEL 44051401359.';
const value = () => ({ entities: findEntities(TEXT, new Set(['PERSON', 'PESEL'])), art9: [] });

describe('DetectionCache', () => {
  it('keys depend on the text and on the settings, and carry no text', () => {
    const k = DetectionCache.key(TEXT, 'PERSON,PESEL|ner=0|art9=1');
    expect(k).toBe(DetectionCache.key(TEXT, 'PERSON,PESEL|ner=0|art9=1'));
    expect(k).not.toBe(DetectionCache.key(TEXT, 'PERSON|ner=0|art9=1'));
    expect(k).not.toBe(DetectionCache.key(TEXT, 'PERSON,PESEL|ner=1|art9=1'));
    expect(k).not.toBe(DetectionCache.key(TEXT + ' ', 'PERSON,PESEL|ner=0|art9=1'));
    // settings/text boundary: ("a", "bc") and ("ab", "c") differ
    expect(DetectionCache.key('bc', 'a')).not.toBe(DetectionCache.key('c', 'ab'));
    expect(k).toMatch(/^[A-Za-z0-9+/]{43}=$/); // a SHA-256 digest, nothing of the text
  });

  it('stores offsets and types only: no value of the text is in an entry', () => {
    const cache = new DetectionCache({ maxEntries: 10, ttlMs: 1000 });
    const key = DetectionCache.key(TEXT, 's');
    cache.set(key, value());
    const stored = JSON.stringify(cache.get(key));
    expect(stored).toContain('"PESEL"');
    for (const v of ['Jan', 'Kowalski', '44051401359']) expect(stored).not.toContain(v);
  });

  it('expires entries ttlMs after they were stored, even when used meanwhile', () => {
    let now = 0;
    const cache = new DetectionCache({ maxEntries: 10, ttlMs: 1000, now: () => now });
    cache.set('a', value());
    now = 999;
    expect(cache.get('a')).toBeDefined();
    now = 1001;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect({ hits: cache.hits, misses: cache.misses }).toEqual({ hits: 1, misses: 1 });
  });

  it('keeps at most maxEntries, least recently used out first', () => {
    const cache = new DetectionCache({ maxEntries: 3, ttlMs: 60_000 });
    for (const k of ['a', 'b', 'c']) cache.set(k, value());
    expect(cache.get('a')).toBeDefined(); // a is now the most recent
    cache.set('d', value()); // evicts b
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    for (const k of ['a', 'c', 'd']) expect(cache.get(k), k).toBeDefined();
  });

  it('maxEntries 0 turns it off', () => {
    const cache = new DetectionCache({ maxEntries: 0, ttlMs: 60_000 });
    cache.set('a', value());
    expect(cache.enabled).toBe(false);
    expect(cache.get('a')).toBeUndefined();
  });
});
