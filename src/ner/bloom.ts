// A Bloom filter written by training/ner/common_words.py (the common-word list of the NER skip rule):
// membership with no false negatives and ~1% false positives, in a few bytes per word. Hashing mirrors
// the Python side exactly: FNV-1a over UTF-16 code units, two bases, double hashing.

import { readFileSync } from 'node:fs';

const HEADER = /^pii-gateway-bloom v1 bits=(\d+) hashes=(\d+) count=(\d+)$/;

function fnv1a(word: string, basis: number): number {
  let h = basis;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 16777619) >>> 0;
  return h;
}

export class BloomFilter {
  constructor(private readonly bits: Uint8Array, private readonly size: number, private readonly hashes: number) {}

  /** Filters read, by path: the NER model and the rule detectors share one copy of a file. */
  private static readonly cache = new Map<string, BloomFilter>();

  /** Reads a filter file (once per process); throws naming the file when it is not one. */
  static read(file: string): BloomFilter {
    let filter = BloomFilter.cache.get(file);
    if (!filter) BloomFilter.cache.set(file, (filter = BloomFilter.parse(file)));
    return filter;
  }

  private static parse(file: string): BloomFilter {
    const data = readFileSync(file);
    const newline = data.indexOf(10);
    const m = newline > 0 ? HEADER.exec(data.subarray(0, newline).toString('ascii')) : null;
    const size = m ? Number(m[1]) : 0, hashes = m ? Number(m[2]) : 0;
    if (!m || size % 8 !== 0 || hashes < 1 || data.length - newline - 1 !== size / 8) {
      throw new Error(`NER: ${file} is not a Bloom filter written by training/ner/common_words.py`);
    }
    return new BloomFilter(data.subarray(newline + 1), size, hashes);
  }

  has(word: string): boolean {
    const h1 = fnv1a(word, 0x811c9dc5), h2 = (fnv1a(word, 0x9747b28c) | 1) >>> 0;
    for (let i = 0; i < this.hashes; i++) {
      // (h1 + i·h2) mod 2^32, then mod size — as the Python side computes it.
      const p = ((h1 + Math.imul(i, h2)) >>> 0) % this.size;
      if (!(this.bits[p >> 3]! & (1 << (p & 7)))) return false;
    }
    return true;
  }
}
