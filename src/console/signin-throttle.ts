// Failed sign-ins counted per e-mail and per client address in a fixed window. Past either limit, sign-in
// is refused before the password is checked (so guessing costs no scrypt time either); a success clears
// the e-mail's count. E-mails are kept as SHA-256 hashes, in memory only (per instance).
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { normalizeEmail } from '../store/console-users.js';

export interface ThrottleLimits { perEmail: number; perAddress: number; windowMs: number }
export const DEFAULT_SIGNIN_LIMITS: ThrottleLimits = { perEmail: 5, perAddress: 20, windowMs: 15 * 60_000 };

interface Window { count: number; resetAt: number }

export class SignInThrottle {
  private readonly windows = new LRUCache<string, Window>({ max: 50_000 });

  constructor(
    private readonly limits: ThrottleLimits = DEFAULT_SIGNIN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until this e-mail and address may try again, or 0 when they may now. */
  retryAfter(email: string, address: string): number {
    const t = this.now();
    let wait = 0;
    for (const [key, limit] of this.keys(email, address)) {
      const w = this.windows.get(key);
      if (w && w.resetAt > t && w.count >= limit) wait = Math.max(wait, Math.ceil((w.resetAt - t) / 1000));
    }
    return wait;
  }

  recordFailure(email: string, address: string): void {
    const t = this.now();
    for (const [key] of this.keys(email, address)) {
      const w = this.windows.get(key);
      if (!w || w.resetAt <= t) this.windows.set(key, { count: 1, resetAt: t + this.limits.windowMs });
      else w.count++;
    }
  }

  recordSuccess(email: string): void {
    this.windows.delete(emailKey(email));
  }

  private keys(email: string, address: string): Array<[string, number]> {
    return [
      [emailKey(email), this.limits.perEmail],
      [`a:${address}`, this.limits.perAddress],
    ];
  }
}

const emailKey = (email: string) => `e:${createHash('sha256').update(normalizeEmail(email)).digest('hex')}`;
