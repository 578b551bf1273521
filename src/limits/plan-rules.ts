// Plan rules for chat (the product design's plans): Free — two models, 3000 characters of text sent to the
// provider, 50 requests a day;
// Business — 100 000 requests a calendar month.
// With REDIS_URL, `admit` has the shared limiter decide the request's minute limit and quota together,
// in one Redis script (see shared-limits.ts). Otherwise (one instance, or Redis failing with
// LIMITS_ON_REDIS_ERROR=open) counters live in this process, seeded once per period from the usage
// roll-ups, so the hot path does no database round trip.
import type { Config, Plan } from '../config.js';
import { rateLimitRejectionsTotal } from '../metrics/metrics.js';
import type { ModelInfo } from '../providers/types.js';
import { ApiError } from '../server/errors.js';
import type { Sql } from '../store/db.js';
import { countRequests } from '../store/usage.js';
import { quotaExceeded, quotaPeriod } from './quota-period.js';
import type { LimitedRequest } from './rate-limiter.js';

export const FREE_PLAN_MODELS: ReadonlySet<string> = new Set(['gpt-5.4-nano', 'google/gemini-2.5-flash-lite']);

interface Counter { period: string; count: number; seeded: Promise<void> | null; outage: number }

/** The shared limiter's decision for a request the guard left to admission; undefined = decide here. */
export interface HeldQuotas {
  admitHeld(request: LimitedRequest): Promise<'admitted' | 'exhausted' | undefined>;
  /** Redis outages begun so far: counters from an earlier outage missed what Redis admitted since. */
  readonly outages: number;
}

export class PlanRules {
  private readonly counters = new Map<string, Counter>();

  constructor(
    private readonly sql: Sql,
    private readonly config: Pick<Config, 'freeDailyRequests' | 'freeMaxChars' | 'businessMonthlyRequests'>,
    private readonly now: () => Date = () => new Date(),
    private readonly held?: HeldQuotas,
  ) {}

  /** 403 for a model the plan does not allow (checked before anything is counted). */
  checkModel(plan: Plan, model: ModelInfo): void {
    if (plan !== 'free' || FREE_PLAN_MODELS.has(model.id)) return;
    rateLimitRejectionsTotal.inc({ reason: 'plan_model' });
    throw new ApiError('forbidden', `the free plan allows only ${[...FREE_PLAN_MODELS].join(' and ')}; model ${model.id} needs a paid plan`);
  }

  /**
   * 400 past the Free plan's character limit. `chars` counts every text the request sends to the
   * provider: message text and reasoning, tool-call arguments and results, tool and schema
   * descriptions, identifiers, stop sequences, predicted output and the strings of fields the
   * gateway does not know (src/chat/request-walk.ts); roles, enum options and attachments do not count.
   */
  checkChars(plan: Plan, chars: number): void {
    if (plan !== 'free' || chars <= this.config.freeMaxChars) return;
    rateLimitRejectionsTotal.inc({ reason: 'plan_chars' });
    throw new ApiError('bad_request', `request: ${chars} characters of text exceed the free plan's limit of ${this.config.freeMaxChars} (every text sent to the provider counts)`);
  }

  /**
   * Counts one request against the daily/monthly quota, or throws 429 when it is used up. `request`
   * (the request context) lets the shared limiter decide it, with the minute limit the guard left.
   */
  async admit(accountId: string, plan: Plan, request?: LimitedRequest): Promise<void> {
    const now = this.now();
    const p = quotaPeriod(plan, this.config, now);
    if (!p) return;
    const held = request && this.held ? await this.held.admitHeld(request) : undefined;
    if (held === 'admitted') return;
    if (held === 'exhausted') throw quotaExceeded(plan, p, now);
    const key = `${accountId}:${plan}`;
    let c = this.counters.get(key);
    const outage = this.held?.outages ?? 0;
    if (!c || c.period !== p.period || c.outage !== outage) {
      const counter: Counter = { period: p.period, count: 0, seeded: null, outage };
      counter.seeded = countRequests(this.sql, accountId, p.seedStart, p.seedEnd).then(
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
    if (c.count >= p.quota) throw quotaExceeded(plan, p, this.now());
    c.count++;
  }
}
