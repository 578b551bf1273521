// CrfDecoder against brute force: for short sequences every tag path is enumerated, so the Viterbi path
// must be the highest-scoring one and the marginals must equal the normalised sums over all paths.
import { describe, expect, it } from 'vitest';
import { CrfDecoder, type CrfTables } from '../../src/ner/crf.js';

const K = 4;

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32) * 4 - 2;
}

function randomTables(next: () => number): CrfTables {
  return {
    start: Array.from({ length: K }, next),
    transitions: Array.from({ length: K }, () => Array.from({ length: K }, next)),
    end: Array.from({ length: K }, next),
  };
}

function bruteForce(t: CrfTables, em: Float32Array, n: number) {
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
