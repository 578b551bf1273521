// Plan rules for chat (DESIGN.md): Free — two models, 3000 characters, 50 requests a day;
// Business — 100 000 requests a calendar month. Counters live in memory, seeded once per period
// from the usage roll-ups, so the hot path does no database round trip. Several instances each
// count their own admissions on top of the seeded figure (the limit may be overshot by the
// requests admitted elsewhere during one seed period — documented in the README).
import type { Config, Plan } from '../config.js';
import { rateLimitRejectionsTotal } from '../metrics/metrics.js';
import type { ModelInfo } from '../providers/types.js';
import { ApiError } from '../server/errors.js';
import type { Sql } from '../store/db.js';
import { countRequests } from '../store/usage.js';

export const FREE_PLAN_MODELS: ReadonlySet<string> = new Set(['gpt-5.4-nano', 'google/gemini-2.5-flash-lite']);

interface Counter { period: string; count: number; seeded: Promise<void> | null }

export class PlanRules {
  private readonly counters = new Map<string, Counter>();

  constructor(
    private readonly sql: Sql,
    private readonly config: Pick<Config, 'freeDailyRequests' | 'freeMaxChars' | 'businessMonthlyRequests'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Throws 403/400 for requests the plan does not allow at all (checked before anything is counted). */
  checkRequest(plan: Plan, model: ModelInfo, chars: number): void {
    if (plan !== 'free') return;
    if (!FREE_PLAN_MODELS.has(model.id)) {
      rateLimitRejectionsTotal.inc({ reason: 'plan_model' });
      throw new ApiError('forbidden', `the free plan allows only ${[...FREE_PLAN_MODELS].join(' and ')}; model ${model.id} needs a paid plan`);
    }
    if (chars > this.config.freeMaxChars) {
      rateLimitRejectionsTotal.inc({ reason: 'plan_chars' });
      throw new ApiError('bad_request', `messages: ${chars} characters exceed the free plan's limit of ${this.config.freeMaxChars}`);
    }
  }

  /** Counts one request against the daily/monthly quota, or throws 429 when it is used up. */
  async admit(accountId: string, plan: Plan): Promise<void> {
    const quota = plan === 'free' ? this.config.freeDailyRequests : plan === 'business' ? this.config.businessMonthlyRequests : 0;
    if (!quota) return;
    const today = this.now().toISOString().slice(0, 10);
    const period = plan === 'free' ? today : today.slice(0, 7);
    const key = `${accountId}:${plan}`;
    let c = this.counters.get(key);
    if (!c || c.period !== period) {
      const counter: Counter = { period, count: 0, seeded: null };
      const start = plan === 'free' ? today : `${period}-01`;
      counter.seeded = countRequests(this.sql, accountId, start, today).then(
        (n) => {
          counter.count += n;
          counter.seeded = null;
        },
        (err: unknown) => {
          this.counters.delete(key);
          throw err;
        },
      );
      this.counters.set(key, counter);
      c = counter;
    }
    if (c.seeded) await c.seeded;
    if (c.count >= quota) {
      const reason = plan === 'free' ? 'daily' : 'monthly';
      rateLimitRejectionsTotal.inc({ reason });
      const retryAfter = secondsUntilNextPeriod(this.now(), plan === 'free' ? 'day' : 'month');
      throw new ApiError(
        'rate_limit_exceeded',
        plan === 'free'
          ? `the free plan allows ${quota} requests a day; the quota resets at 00:00 UTC`
          : `the business plan allows ${quota} requests a month; the quota resets on the 1st at 00:00 UTC`,
        { 'Retry-After': String(retryAfter) },
      );
    }
    c.count++;
  }
}

function secondsUntilNextPeriod(now: Date, unit: 'day' | 'month'): number {
  const next =
    unit === 'day'
      ? Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)
      : Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}
