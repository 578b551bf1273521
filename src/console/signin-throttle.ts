// Sign-in attempts counted per e-mail and per client address in a fixed window. Each attempt is
// reserved before the password is checked, atomically against both limits: past either, sign-in is
// refused without checking (so guessing costs no scrypt time either), and parallel guesses cannot all
// pass one check before any failure is counted. A reservation stands as a failure unless the password
// was right: then the e-mail's count is cleared and the address's attempt given back. E-mails are kept
// as SHA-256 hashes. The counts live in this process, or with REDIS_URL in Redis, shared by every
// instance (src/limits/failure-counts.ts).
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

  /** Reserves one attempt: 0 when it may be checked now, else the seconds until it may (nothing reserved). */
  async reserve(email: string, address: string): Promise<number> {
    const ms = await this.counts.reserve([emailKey(email), addressKey(address)], [this.limits.perEmail, this.limits.perAddress], this.limits.windowMs);
    return ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : 0;
  }

  /** The reserved attempt signed in: the e-mail starts afresh, the address gets its attempt back. */
  async succeeded(email: string, address: string): Promise<void> {
    await this.counts.clear(emailKey(email));
    await this.counts.release([addressKey(address)]);
  }

  /** The reserved attempt was never checked (the check itself failed): both get it back. */
  unchecked(email: string, address: string): Promise<void> {
    return this.counts.release([emailKey(email), addressKey(address)]);
  }
}

const emailKey = (email: string) => `e:${createHash('sha256').update(normalizeEmail(email)).digest('hex')}`;
const addressKey = (address: string) => `a:${address}`;
