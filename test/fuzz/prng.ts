// A small seeded PRNG (mulberry32) with the picks the case generators need. Every case gets its own
// generator derived from (seed, case index), so one case can be replayed alone.

export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A generator for case `index` of run `seed`, independent of the other cases. */
  static forCase(seed: number, index: number): Rng {
    return new Rng(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35));
  }

  /** Uniform in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by weight: [[weight, value], ...]. */
  weighted<T>(items: ReadonlyArray<readonly [number, T]>): T {
    const total = items.reduce((n, [w]) => n + w, 0);
    let r = this.next() * total;
    for (const [w, v] of items) {
      r -= w;
      if (r < 0) return v;
    }
    return items[items.length - 1][1];
  }

  /** Sizes skewed small: mostly short, sometimes up to `max`. */
  size(max: number): number {
    return Math.floor(max ** this.next()) - 1 + (this.chance(0.5) ? 1 : 0);
  }

  bytes(n: number): Buffer {
    const b = Buffer.alloc(n);
    for (let i = 0; i < n; i++) b[i] = Math.floor(this.next() * 256);
    return b;
  }

  chars(n: number, alphabet: string): string {
    let s = '';
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(this.next() * alphabet.length)];
    return s;
  }
}

/** FUZZ_SEED from the environment (a number, or `random`), else the fixed default. */
export function seedFromEnv(fallback: number): number {
  const raw = process.env.FUZZ_SEED;
  if (!raw) return fallback;
  if (raw === 'random') return Math.floor(Math.random() * 2 ** 32);
  const n = Number(raw);
  if (!Number.isInteger(n)) throw new Error('FUZZ_SEED: expected an integer or "random"');
  return n >>> 0;
}
