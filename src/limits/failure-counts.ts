// Counters of attempts in fixed windows, by key (the console's sign-in throttle counts sign-ins per
// e-mail and per address with them). An attempt is reserved before it is checked, atomically against
// every key's limit, so parallel attempts cannot all pass one check; a successful one is given back.
// In memory for one instance; with REDIS_URL the shared limiter's Redis holds them, so every instance
// sees every attempt (SharedLimits.failureCounts()).
import { BoundedCache } from '../bounded-cache.js';

export interface FailureCounts {
  /**
   * One more attempt for each key if every key is under its limit (`limits[i]` for `keys[i]`): 0, and
   * each is counted (a key without a window starts one of `windowMs`). Otherwise nothing is counted and
   * the answer is the milliseconds until the last blocking window ends.
   */
  reserve(keys: readonly string[], limits: readonly number[], windowMs: number): Promise<number>;
  /** Gives back one reserved attempt of each key (never below zero; the window keeps its end). */
  release(keys: readonly string[]): Promise<void>;
  clear(key: string): Promise<void>;
}

interface Window { count: number; resetAt: number }

export class MemoryFailureCounts implements FailureCounts {
  private readonly windows = new BoundedCache<string, Window>({ max: 50_000 });

  constructor(private readonly now: () => number = Date.now) {}

  reserve(keys: readonly string[], limits: readonly number[], windowMs: number): Promise<number> {
    const t = this.now();
    let wait = 0;
    keys.forEach((key, i) => {
      const w = this.live(key, t);
      if (w && w.count >= limits[i]!) wait = Math.max(wait, w.resetAt - t);
    });
    if (wait === 0) this.count(keys, windowMs);
    return Promise.resolve(wait);
  }

  /** Counts one attempt for each key whatever its limit (the shared counts mirror Redis with it). */
  count(keys: readonly string[], windowMs: number): void {
    const t = this.now();
    for (const key of keys) {
      const w = this.live(key, t);
      if (w) w.count++;
      else this.windows.set(key, { count: 1, resetAt: t + windowMs });
    }
  }

  release(keys: readonly string[]): Promise<void> {
    const t = this.now();
    for (const key of keys) {
      const w = this.live(key, t);
      if (w && w.count > 0) w.count--;
    }
    return Promise.resolve();
  }

  clear(key: string): Promise<void> {
    this.windows.delete(key);
    return Promise.resolve();
  }

  private live(key: string, t: number): Window | undefined {
    const w = this.windows.get(key);
    return w && w.resetAt > t ? w : undefined;
  }
}
