// Counters of failures in fixed windows, by key (the console's sign-in throttle counts failed sign-ins
// per e-mail and per address with them). In memory for one instance; with REDIS_URL the shared
// limiter's Redis holds them, so every instance sees every failure (SharedLimits.failureCounts()).
import { LRUCache } from 'lru-cache';

export interface FailureWindow {
  count: number;
  /** Milliseconds until the window ends (0 when there is none). */
  msLeft: number;
}

export interface FailureCounts {
  read(keys: readonly string[]): Promise<FailureWindow[]>;
  /** One more failure for each key; a key without a window starts one of `windowMs`. */
  add(keys: readonly string[], windowMs: number): Promise<void>;
  clear(key: string): Promise<void>;
}

interface Window { count: number; resetAt: number }

export class MemoryFailureCounts implements FailureCounts {
  private readonly windows = new LRUCache<string, Window>({ max: 50_000 });

  constructor(private readonly now: () => number = Date.now) {}

  read(keys: readonly string[]): Promise<FailureWindow[]> {
    const t = this.now();
    return Promise.resolve(keys.map((key) => {
      const w = this.windows.get(key);
      return w && w.resetAt > t ? { count: w.count, msLeft: w.resetAt - t } : { count: 0, msLeft: 0 };
    }));
  }

  add(keys: readonly string[], windowMs: number): Promise<void> {
    const t = this.now();
    for (const key of keys) {
      const w = this.windows.get(key);
      if (!w || w.resetAt <= t) this.windows.set(key, { count: 1, resetAt: t + windowMs });
      else w.count++;
    }
    return Promise.resolve();
  }

  clear(key: string): Promise<void> {
    this.windows.delete(key);
    return Promise.resolve();
  }
}
