// CrfDecoder against brute force: for short sequences every tag path is enumerated, so the Viterbi path
// must be the highest-scoring one and the marginals must equal the normalised sums over all paths.
import { describe, expect, it } from 'vitest';
import { CrfDecoder, type CrfTables } from '../../src/ner/crf.js';

const K = 4;

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32) * 4 - 2;
}

function randomTables(next: () => number, k = K): CrfTables {
  return {
    start: Array.from({ length: k }, next),
    transitions: Array.from({ length: k }, () => Array.from({ length: k }, next)),
    end: Array.from({ length: k }, next),
  };
}

/** The shipped model's shape: O plus B-/I- of three types, with the -1e4 masks of invalid BIO moves. */
function bioTables(next: () => number): CrfTables {
  const t = randomTables(next, 7);
  const isInside = (q: number) => q > 0 && q % 2 === 0;
  for (let q = 0; q < 7; q++) {
    if (isInside(q)) t.start[q] = -1e4;
    for (let p = 0; p < 7; p++) if (isInside(q) && p !== q && p !== q - 1) t.transitions[p]![q] = -1e4;
  }
  return t;
}

function bruteForce(t: CrfTables, em: Float32Array, n: number, K = t.start.length) {
  let best = -Infinity, bestPath: number[] = [];
  const weights: Array<{ path: number[]; w: number }> = [];
  const path = new Array<number>(n).fill(0);
  for (let code = 0; code < K ** n; code++) {
    for (let i = 0, c = code; i < n; i++, c = Math.floor(c / K)) path[i] = c % K;
    let s = t.start[path[0]!]! + t.end[path[n - 1]!]!;
    for (let i = 0; i < n; i++) s += em[i * K + path[i]!]!;
    for (let i = 1; i < n; i++) s += t.transitions[path[i - 1]!]![path[i]!]!;
    if (s > best) { best = s; bestPath = path.slice(); }
    weights.push({ path: path.slice(), w: Math.exp(s) });
  }
  const z = weights.reduce((a, b) => a + b.w, 0);
  const marg = Array.from({ length: n }, () => new Array<number>(K).fill(0));
  for (const { path: p, w } of weights) p.forEach((q, i) => (marg[i]![q]! += w / z));
  return { bestPath, marg };
}

describe('CrfDecoder', () => {
  it('finds the best path and exact marginals (brute force, random scores)', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const next = rng(seed);
      const tables = randomTables(next);
      const n = 1 + (seed % 5);
      const em = Float32Array.from({ length: n * K }, next);
      const got = new CrfDecoder(tables, K).decode(em, 0, n);
      const want = bruteForce(tables, em, n);
      expect(Array.from(got.tagIds)).toEqual(want.bestPath);
      for (let i = 0; i < n; i++) {
        const row = want.marg[i]!;
        expect(got.tagProbs[i]).toBeCloseTo(row[got.tagIds[i]!]!, 5);
        expect(got.maxProbs[i]).toBeCloseTo(Math.max(...row), 5);
        expect(row.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
      }
    }
  });

  it('matches brute force with seven BIO tags, whose masked moves drop out of forward-backward', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const next = rng(seed * 31);
      const tables = bioTables(next);
      const n = 1 + (seed % 4);
      const em = Float32Array.from({ length: n * 7 }, () => 3 * next());
      const got = new CrfDecoder(tables, 7).decode(em, 0, n);
      const want = bruteForce(tables, em, n);
      expect(Array.from(got.tagIds)).toEqual(want.bestPath);
      for (let i = 0; i < n; i++) {
        expect(got.tagProbs[i]).toBeCloseTo(want.marg[i]![got.tagIds[i]!]!, 5);
        expect(got.maxProbs[i]).toBeCloseTo(Math.max(...want.marg[i]!), 5);
      }
    }
  });

  it('skips the marginals of an all-O path only when asked', () => {
    const tables = bioTables(rng(8));
    const em = new Float32Array(3 * 7);
    for (let i = 0; i < 3; i++) em[i * 7] = 20; // O everywhere
    const decoder = new CrfDecoder(tables, 7);
    expect(Array.from(decoder.decode(em, 0, 3, 0).tagProbs)).toEqual([0, 0, 0]);
    for (const p of decoder.decode(em, 0, 3).tagProbs) expect(p).toBeGreaterThan(0.99);
  });

  it('refuses tables with a value that is not a number (the kernels are generated from them)', () => {
    const tables = randomTables(rng(4));
    (tables.end as unknown[])[2] = '0; globalThis.pwned = 1';
    expect(() => new CrfDecoder(tables, K)).toThrow(/not a number/);
    expect((globalThis as Record<string, unknown>).pwned).toBeUndefined();
    const nan = randomTables(rng(4));
    nan.transitions[1]![1] = NaN;
    expect(() => new CrfDecoder(nan, K)).toThrow(/not a number/);
  });

  it('reads a sequence at an offset inside a padded batch', () => {
    const tables = randomTables(rng(99));
    const em = Float32Array.from({ length: 3 * K }, rng(7));
    const alone = new CrfDecoder(tables, K).decode(em.slice(K, 3 * K), 0, 2);
    const inside = new CrfDecoder(tables, K).decode(em, K, 2);
    expect(Array.from(inside.tagIds)).toEqual(Array.from(alone.tagIds));
    expect(Array.from(inside.tagProbs)).toEqual(Array.from(alone.tagProbs));
  });

  it('never takes a masked (-1e4) move', () => {
    const tables = randomTables(rng(3));
    tables.transitions[0]![1] = -1e4; // 1 may not follow 0
    tables.start[1] = -1e4; // nor start a sequence
    const em = new Float32Array(4 * K);
    for (let i = 0; i < 4; i++) { em[i * K + 1] = 50; em[i * K] = i === 1 ? 60 : 0; }
    const { tagIds } = new CrfDecoder(tables, K).decode(em, 0, 4);
    expect(tagIds[0]).not.toBe(1);
    for (let i = 1; i < 4; i++) if (tagIds[i - 1] === 0) expect(tagIds[i]).not.toBe(1);
  });

  it('stays finite with extreme emission scores (probability-space forward-backward is rescaled)', () => {
    const tables = randomTables(rng(5));
    const n = 6;
    const em = Float32Array.from({ length: n * K }, (_, i) => (i % 3 === 0 ? 2000 : -2000));
    const got = new CrfDecoder(tables, K).decode(em, 0, n);
    for (let i = 0; i < n; i++) {
      expect(Number.isFinite(got.tagProbs[i]!)).toBe(true);
      expect(got.maxProbs[i]).toBeGreaterThan(0);
      expect(got.maxProbs[i]).toBeLessThanOrEqual(1 + 1e-6);
    }
  });

  it('rejects tables that do not match the tag count', () => {
    expect(() => new CrfDecoder(randomTables(rng(1)), K + 1)).toThrow(/do not match/);
  });
});
