// Per-key fixed-window limiter (one-minute windows aligned to the clock), kept in process memory.
// Every authenticated response reports it in X-RateLimit-* headers.
import type { KeyKind } from '../auth/keys.js';
import type { Plan } from '../config.js';
import { rateLimitRejectionsTotal } from '../metrics/metrics.js';
import { ApiError } from '../server/errors.js';
import { MemoryFailureCounts, type FailureCounts } from './failure-counts.js';

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix seconds when the current window ends. */
  resetAt: number;
}

export class MinuteRateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private sweepAt = 0;

  constructor(private readonly now: () => number = Date.now) {}

  take(key: string, limit: number): RateDecision {
    const now = this.now();
    const start = now - (now % 60_000);
    if (now >= this.sweepAt) this.sweep(start);
    let w = this.windows.get(key);
    if (!w || w.start !== start) {
      w = { start, count: 0 };
      this.windows.set(key, w);
    }
    const allowed = w.count < limit;
    if (allowed) w.count++;
    return { allowed, limit, remaining: Math.max(0, limit - w.count), resetAt: (start + 60_000) / 1000 };
  }

  /** The decision `take` would make, without counting. */
  peek(key: string, limit: number): RateDecision {
    const now = this.now();
    const start = now - (now % 60_000);
    const w = this.windows.get(key);
    const count = w && w.start === start ? w.count : 0;
    return { allowed: count < limit, limit, remaining: Math.max(0, limit - count), resetAt: (start + 60_000) / 1000 };
  }

  nowSeconds(): number {
    return this.now() / 1000;
  }

  /** Drops windows of earlier minutes so idle keys do not accumulate. */
  private sweep(currentStart: number): void {
    for (const [k, w] of this.windows) if (w.start !== currentStart) this.windows.delete(k);
    this.sweepAt = currentStart + 60_000;
  }
}

/** What a minute decision answers: its headers always, a 429 with Retry-After when refused. */
export interface LimitedRequest {
  setHeader(name: string, value: string): void;
}

export function setRateLimitHeaders(request: LimitedRequest, d: RateDecision): void {
  request.setHeader('X-RateLimit-Limit', String(d.limit));
  request.setHeader('X-RateLimit-Remaining', String(d.remaining));
  request.setHeader('X-RateLimit-Reset', String(d.resetAt));
}

/** The 429 of a refused minute decision (counted in the rejections metric). Test keys have a limit of
 * their own, low by default, which trial scripts meet first: the message says so. */
export function minuteExceeded(d: RateDecision, kind?: KeyKind): ApiError {
  rateLimitRejectionsTotal.inc({ reason: 'minute' });
  const retryAfter = Math.max(1, Math.ceil(d.resetAt - Date.now() / 1000));
  const whose = kind === 'test' ? 'test keys allow' : 'this key allows';
  const other = kind === 'test' ? ' (a live key has its plan\'s higher limit)' : '';
  return new ApiError('rate_limit_exceeded', `rate limit exceeded: ${whose} ${d.limit} requests a minute${other}; retry after ${retryAfter} s`, {
    'Retry-After': String(retryAfter),
  });
}

/** Who a request counts against: the key's minute limit, and for chat the account's plan quota. */
export interface LimitSubject { keyId: string; accountId: string; plan: Plan; kind?: KeyKind }

/**
 * What the guard calls once per authenticated request (`request` is the request context). null means
 * "decided later": with shared limits, a chat request on a plan with a quota gets its minute limit and
 * its quota decided together, in one Redis round trip, when PlanRules.admit reaches it; `settle` (the
 * request's end) counts one that never got there against the minute limit.
 */
export interface RequestLimiter {
  take(request: LimitedRequest, subject: LimitSubject, limit: number, withQuota: boolean): Promise<RateDecision | null>;
  settle(request: LimitedRequest): void;
  /** For readiness: off (no REDIS_URL), up or down. */
  redisState(): 'off' | 'up' | 'down';
  /** Where failure counters (the console's sign-in throttle) live: this process, or Redis when shared. */
  failureCounts(): FailureCounts;
  close(): Promise<void>;
}

/** One instance: the minute windows above; quotas are counted by PlanRules in this process. */
export class LocalRequestLimiter implements RequestLimiter {
  private readonly failures = new MemoryFailureCounts();
  constructor(private readonly minute = new MinuteRateLimiter()) {}
  failureCounts(): FailureCounts {
    return this.failures;
  }
  take(_request: LimitedRequest, subject: LimitSubject, limit: number): Promise<RateDecision> {
    return Promise.resolve(this.minute.take(subject.keyId, limit));
  }
  settle(): void {}
  redisState(): 'off' {
    return 'off';
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}
