// Failed sign-ins counted per e-mail and per client address in a fixed window. Past either limit, sign-in
// is refused before the password is checked (so guessing costs no scrypt time either); a success clears
// the e-mail's count. E-mails are kept as SHA-256 hashes. The counts live in this process, or with
// REDIS_URL in Redis, shared by every instance (src/limits/failure-counts.ts).
import { createHash } from 'node:crypto';
import { MemoryFailureCounts, type FailureCounts } from '../limits/failure-counts.js';
import { normalizeEmail } from '../store/console-users.js';

export interface ThrottleLimits { perEmail: number; perAddress: number; windowMs: number }
export const DEFAULT_SIGNIN_LIMITS: ThrottleLimits = { perEmail: 5, perAddress: 20, windowMs: 15 * 60_000 };

export class SignInThrottle {
  constructor(
    private readonly limits: ThrottleLimits = DEFAULT_SIGNIN_LIMITS,
    private readonly counts: FailureCounts = new MemoryFailureCounts(),
  ) {}

  /** Seconds until this e-mail and address may try again, or 0 when they may now. */
  async retryAfter(email: string, address: string): Promise<number> {
    const windows = await this.counts.read([emailKey(email), addressKey(address)]);
    const limits = [this.limits.perEmail, this.limits.perAddress];
    let wait = 0;
    windows.forEach((w, i) => {
      if (w.count >= limits[i]!) wait = Math.max(wait, Math.ceil(w.msLeft / 1000));
    });
    return wait;
  }

  recordFailure(email: string, address: string): Promise<void> {
    return this.counts.add([emailKey(email), addressKey(address)], this.limits.windowMs);
  }

  recordSuccess(email: string): Promise<void> {
    return this.counts.clear(emailKey(email));
  }
}

const emailKey = (email: string) => `e:${createHash('sha256').update(normalizeEmail(email)).digest('hex')}`;
const addressKey = (address: string) => `a:${address}`;
