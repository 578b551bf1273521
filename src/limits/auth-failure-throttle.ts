// Failed authentications per client address, in one-minute windows. Past the limit, a key that is not
// already cached as valid is refused with 429 before it reaches the database, so guessing keys (each guess
// a new value, which no negative cache can answer) costs the database at most `limit` queries a minute
// per address. Valid keys already in the cache keep working from a throttled address.
import { MinuteRateLimiter } from './rate-limiter.js';

export class AuthFailureThrottle {
  private readonly failures: MinuteRateLimiter;

  constructor(
    private readonly limit: number,
    now: () => number = Date.now,
  ) {
    this.failures = new MinuteRateLimiter(now);
  }

  /** Seconds until `address` may try unknown keys again, or 0 when it may now. */
  retryAfter(address: string): number {
    const d = this.failures.peek(address, this.limit);
    return d.remaining > 0 ? 0 : Math.max(1, Math.ceil(d.resetAt - this.failures.nowSeconds()));
  }

  recordFailure(address: string): void {
    this.failures.take(address, this.limit);
  }
}
