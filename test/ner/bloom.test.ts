// The dictionary's Bloom filter (src/ner/bloom.ts) as training/ner/common_words.py writes it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BloomFilter } from '../../src/ner/bloom.js';
import { DEFAULT_NER_MODEL_DIR, nerModelAvailable } from '../../src/ner/index.js';

const SHIPPED = path.join(DEFAULT_NER_MODEL_DIR, 'common-words.bloom');

describe.skipIf(!nerModelAvailable())('the shipped common-word filter', () => {
  const filter = BloomFilter.read(SHIPPED);

  it('holds lowercase-only dictionary forms, also those the training text never had', () => {
    for (const w of ['przetłumacz', 'zaproponuj', 'streść', 'wygeneruj', 'numer', 'proszę']) expect(filter.has(w)).toBe(true);
  });

  it('does not hold names, nor forms the dictionary also lists capitalized', () => {
    for (const w of ['anna', 'warszawa', 'orlen', 'marek', 'róża', 'kowalski']) expect(filter.has(w)).toBe(false);
  });

  it('answers yes to about 1% of strings that are no words (the rate it was sized for)', () => {
    let yes = 0;
    for (let i = 0; i < 20_000; i++) if (filter.has(`qx${i.toString(36)}zv`)) yes++;
    expect(yes / 20_000).toBeGreaterThan(0.002);
    expect(yes / 20_000).toBeLessThan(0.03);
  });
});

describe('BloomFilter.read', () => {
  it('refuses a file that is not a filter, naming it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bloom-'));
    try {
      const file = path.join(dir, 'common-words.bloom');
      writeFileSync(file, 'pii-gateway-bloom v1 bits=64 hashes=3 count=2\nshort');
      expect(() => BloomFilter.read(file)).toThrow(/common-words\.bloom is not a Bloom filter/);
      writeFileSync(file, Buffer.from('not a header'));
      expect(() => BloomFilter.read(file)).toThrow(/is not a Bloom filter/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds every word it was built from (a filter built here the way the Python side builds it)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bloom-'));
    try {
      // Positions as common_words.py computes them: FNV-1a over UTF-16 units, two bases, double hashing.
      const fnv = (w: string, basis: number) => { let h = basis; for (let i = 0; i < w.length; i++) h = Math.imul(h ^ w.charCodeAt(i), 16777619) >>> 0; return h; };
      const bits = 1024, hashes = 4, words = ['żółć', 'numer', 'przetłumacz'];
      const table = new Uint8Array(bits / 8);
      for (const w of words) {
        const h1 = fnv(w, 0x811c9dc5), h2 = (fnv(w, 0x9747b28c) | 1) >>> 0;
        for (let i = 0; i < hashes; i++) { const p = ((h1 + i * h2) % 2 ** 32) % bits; table[p >> 3]! |= 1 << (p & 7); }
      }
      const file = path.join(dir, 'f.bloom');
      writeFileSync(file, Buffer.concat([Buffer.from(`pii-gateway-bloom v1 bits=${bits} hashes=${hashes} count=3\n`), table]));
      const filter = BloomFilter.read(file);
      for (const w of words) expect(filter.has(w)).toBe(true);
      expect(filter.has('anna')).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
