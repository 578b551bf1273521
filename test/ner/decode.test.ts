// Constrained BIO Viterbi over softmax probabilities (models trained without --crf) against brute force:
// the path must be the most probable one among the paths where every I-X follows B-X or I-X.
import { describe, expect, it } from 'vitest';
import { BioDecoder, bioSpans } from '../../src/ner/decode.js';

const TAGS = ['O', 'B-PERSON', 'I-PERSON', 'B-LOCATION', 'I-LOCATION'];
const K = TAGS.length;

function valid(path: number[]): boolean {
  return path.every((q, i) => {
    const t = TAGS[q]!;
    if (!t.startsWith('I-')) return true;
    const prev = i === 0 ? null : TAGS[path[i - 1]!]!;
    return prev !== null && prev !== 'O' && prev.slice(2) === t.slice(2);
  });
}

describe('BioDecoder', () => {
  it('returns the most probable valid BIO path (brute force over random probabilities)', () => {
    let s = 7;
    const next = () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
    for (let round = 0; round < 30; round++) {
      const n = 1 + (round % 5);
      const probs = new Float32Array(n * K);
      for (let i = 0; i < n; i++) {
        let sum = 0;
        for (let q = 0; q < K; q++) sum += (probs[i * K + q] = next() ** 3);
        for (let q = 0; q < K; q++) probs[i * K + q]! /= sum;
      }
      let best = -Infinity, bestPath: number[] = [];
      for (let code = 0; code < K ** n; code++) {
        const path = Array.from({ length: n }, (_, i) => Math.floor(code / K ** i) % K);
        if (!valid(path)) continue;
        const score = path.reduce((a, q, i) => a + Math.log(Math.max(probs[i * K + q]!, 1e-12)), 0);
        if (score > best) { best = score; bestPath = path; }
      }
      const got = Array.from(new BioDecoder(TAGS).viterbi(probs, 0, n));
      expect(valid(got)).toBe(true);
      expect(got).toEqual(bestPath);
    }
  });

  it('never starts with I- even when the model prefers it', () => {
    const probs = Float32Array.from([0.05, 0.05, 0.8, 0.05, 0.05]);
    expect(TAGS[new BioDecoder(TAGS).viterbi(probs, 0, 1)[0]!]).not.toMatch(/^I-/);
  });

  it('bioSpans turns tags into token spans; a stray I- opens a span', () => {
    expect(bioSpans(['B-PERSON', 'I-PERSON', 'O', 'I-LOCATION', 'B-PERSON'])).toEqual([
      { type: 'PERSON', start: 0, end: 2 }, { type: 'LOCATION', start: 3, end: 4 }, { type: 'PERSON', start: 4, end: 5 },
    ]);
  });
});
