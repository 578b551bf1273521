// The period a plan quota counts in (Free: the UTC day, Business: the UTC calendar month), its bounds,
// and the 429 a spent quota gets. Shared by the in-process and the Redis-backed counters.
import type { Config, Plan } from '../config.js';
import { rateLimitRejectionsTotal } from '../metrics/metrics.js';
import { ApiError } from '../server/errors.js';

export type QuotaConfig = Pick<Config, 'freeDailyRequests' | 'businessMonthlyRequests'>;

export interface QuotaPeriod {
  quota: number;
  /** 2026-11-24 (Free) or 2026-11 (Business): names the counter. */
  period: string;
  /** First and last day (inclusive) whose recorded usage seeds the counter. */
  seedStart: string;
  seedEnd: string;
  /** When the period ends (ms since the epoch). */
  endsAt: number;
}

/** A plan's request quota per period (Free: a day, Business: a month); 0 = none. */
export function planQuota(plan: Plan, config: QuotaConfig): number {
  return plan === 'free' ? config.freeDailyRequests : plan === 'business' ? config.businessMonthlyRequests : 0;
}

/** The quota that applies to a plan now, or null for plans without one. */
export function quotaPeriod(plan: Plan, config: QuotaConfig, now: Date): QuotaPeriod | null {
  const quota = planQuota(plan, config);
  if (!quota) return null;
  const today = now.toISOString().slice(0, 10);
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  if (plan === 'free') return { quota, period: today, seedStart: today, seedEnd: today, endsAt: Date.UTC(y, m, now.getUTCDate() + 1) };
  return { quota, period: today.slice(0, 7), seedStart: `${today.slice(0, 7)}-01`, seedEnd: today, endsAt: Date.UTC(y, m + 1, 1) };
}

/** The 429 for a spent quota (counted in the rejections metric). */
export function quotaExceeded(plan: Plan, p: QuotaPeriod, now: Date): ApiError {
  rateLimitRejectionsTotal.inc({ reason: plan === 'free' ? 'daily' : 'monthly' });
  const retryAfter = Math.max(1, Math.ceil((p.endsAt - now.getTime()) / 1000));
  return new ApiError(
    'rate_limit_exceeded',
    plan === 'free'
      ? `the free plan allows ${p.quota} requests a day; the quota resets at 00:00 UTC`
      : `the business plan allows ${p.quota} requests a month; the quota resets on the 1st at 00:00 UTC`,
    { 'Retry-After': String(retryAfter) },
  );
}
