// Limits shared by every instance through Redis (REDIS_URL): the per-key minute limit and, for chat,
// the plan quota are decided together by one Lua script, atomically, in one round trip per request.
// A chat request on a plan with a quota is decided at admission (after its body, model and provider key
// passed), so a refused request never holds a unit of the quota; one refused before admission is
// counted against the minute limit when it ends. Counters expire with their window (minute) or period
// (day/month). A quota counter missing in Redis (a new period, or Redis lost its data) is seeded once
// from the usage roll-ups: SET NX, so concurrent seeders on several instances cannot add up. Window
// and period names come from the instance's clock (instances are expected to run NTP-synced clocks).
//
// Redis failing or slower than REDIS_TIMEOUT_MS: LIMITS_ON_REDIS_ERROR=open decides in this process
// (the minute windows of MinuteRateLimiter, the quota counters of PlanRules), closed answers 503. The
// client reconnects by itself and shared counting resumes with the next decision.
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { Logger } from '../log.js';
import { limitsRedisFailuresTotal } from '../metrics/metrics.js';
import { ApiError } from '../server/errors.js';
import type { Sql } from '../store/db.js';
import { countRequests } from '../store/usage.js';
import { MemoryFailureCounts, type FailureCounts } from './failure-counts.js';
import type { HeldQuotas } from './plan-rules.js';
import { planQuota, quotaPeriod, type QuotaConfig, type QuotaPeriod } from './quota-period.js';
import {
  MinuteRateLimiter,
  minuteExceeded,
  setRateLimitHeaders,
  type LimitedRequest,
  type LimitSubject,
  type RateDecision,
  type RequestLimiter,
} from './rate-limiter.js';

// KEYS[1] minute counter, KEYS[2] quota counter (chat only). ARGV: minute limit, minute TTL (ms), quota.
// Returns {allowed, minute count, quota}: quota 1 = one unit counted, 0 = spent, -1 = counter missing
// (seed it, then run again; nothing was counted), -2 = not asked or not reached (minute limit hit first).
const DECIDE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= tonumber(ARGV[1]) then return {0, count, -2} end
local q = -2
if KEYS[2] then
  local used = redis.call('GET', KEYS[2])
  if not used then return {0, count, -1} end
  if tonumber(used) < tonumber(ARGV[3]) then
    redis.call('INCR', KEYS[2])
    q = 1
  else
    q = 0
  end
end
count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return {1, count, q}`;

// Attempt windows (sign-in throttle). RESERVE: KEYS = counters; ARGV[1] window (ms), ARGV[i + 1] the
// limit of KEYS[i]. Every key under its limit: INCR each (a new one expires with its window), return 0.
// Otherwise count nothing and return the ms until the last blocking window ends.
const RESERVE_ATTEMPT = `
local wait = 0
for i, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[i + 1]) then
    local ttl = redis.call('PTTL', key)
    if ttl < 1 then
      redis.call('PEXPIRE', key, ARGV[1])
      ttl = tonumber(ARGV[1])
    end
    if ttl > wait then wait = ttl end
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('PEXPIRE', key, ARGV[1]) end
end
return 0`;

// RELEASE: KEYS = counters; one attempt back each, never below zero (DECR keeps the expiry).
const RELEASE_ATTEMPT = `
for i, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end
return 0`;

/** Minute counters outlive their window a little, so a late decision never finds a fresh key. */
const MINUTE_TTL_SLACK_MS = 5_000;
/** Quota counters outlive their period by a day, then expire. */
const QUOTA_TTL_SLACK_MS = 86_400_000;

/** A chat request the guard left to admission. */
interface Pending { subject: LimitSubject; limit: number }

interface Decision { rate: RateDecision; quota: number }

interface LimitsRedis extends Redis {
  gwDecide(numKeys: number, ...keysAndArgs: (string | number)[]): Promise<[number, number, number]>;
  gwReserveAttempt(numKeys: number, ...keysAndArgs: (string | number)[]): Promise<number>;
  gwReleaseAttempt(numKeys: number, ...keys: string[]): Promise<number>;
}

/** A Redis call that failed or timed out (told apart from database errors while seeding). */
class RedisUnavailable extends Error {}

export interface SharedLimitsOptions {
  redis: Config['redis'] & { url: string };
  sql: Sql;
  quotas: QuotaConfig;
  logger: Logger;
  now?: () => number;
}

export class SharedLimits implements RequestLimiter, HeldQuotas {
  private readonly redis: LimitsRedis;
  private readonly local: MinuteRateLimiter;
  private readonly pending = new WeakMap<LimitedRequest, Pending>();
  /** Seeds in flight in this process, by quota key (the other instances are held off by SET NX). */
  private readonly seeding = new Map<string, Promise<void>>();
  private degraded = false;
  /** Outages begun (PlanRules re-seeds its in-process quota counters for each). */
  outages = 0;
  private readonly now: () => number;
  private readonly failures: FailureCounts;

  constructor(private readonly opts: SharedLimitsOptions) {
    this.now = opts.now ?? Date.now;
    this.local = new MinuteRateLimiter(this.now);
    this.redis = new Redis(opts.redis.url, {
      // Never queue or retry a decision: it fails at once (or after the timeout, see call()) and the
      // mode applies. The client's own timeout only bounds what a hung server leaves pending.
      commandTimeout: Math.max(1_000, 10 * opts.redis.timeoutMs),
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2_000,
      retryStrategy: (times) => Math.min(100 * times, 1_000),
      // Decisions of concurrent requests share one write to the socket.
      enableAutoPipelining: true,
    }) as LimitsRedis;
    this.redis.defineCommand('gwDecide', { lua: DECIDE });
    this.redis.defineCommand('gwReserveAttempt', { lua: RESERVE_ATTEMPT });
    this.redis.defineCommand('gwReleaseAttempt', { lua: RELEASE_ATTEMPT });
    // Connection errors are reported through the decisions that fail (metric, one log line).
    this.redis.on('error', () => {});
    this.redis.on('ready', () => this.recovered());
    this.failures = this.sharedFailureCounts(new MemoryFailureCounts(this.now));
  }

  failureCounts(): FailureCounts {
    return this.failures;
  }

  /**
   * Attempt windows in Redis (keys gw:{signin}:…), so a throttle holds across instances. Redis failing: this
   * process's counters answer, whatever LIMITS_ON_REDIS_ERROR says (a throttle that refuses every
   * sign-in while Redis is down would lock everyone out).
   */
  private sharedFailureCounts(local: MemoryFailureCounts): FailureCounts {
    // One hash slot for all of them: a script's keys must share one on a Redis Cluster.
    const k = (key: string) => `gw:{signin}:${key}`;
    const guarded = <T>(shared: () => Promise<T>, fallback: () => Promise<T>) => this.call(shared).catch((err: unknown) => {
      if (!(err instanceof RedisUnavailable)) throw err;
      limitsRedisFailuresTotal.inc({ mode: 'open' });
      return fallback();
    });
    return {
      // Counted here too when Redis counts it, for when Redis is away at the next attempt.
      reserve: async (keys, limits, windowMs) => {
        let redisAnswered = true;
        const wait = await guarded(
          () => this.redis.gwReserveAttempt(keys.length, ...keys.map(k), windowMs, ...limits),
          () => {
            redisAnswered = false;
            return local.reserve(keys, limits, windowMs);
          },
        );
        if (redisAnswered && Number(wait) === 0) local.count(keys, windowMs);
        return Number(wait);
      },
      release: async (keys) => {
        await local.release(keys);
        await guarded(() => this.redis.gwReleaseAttempt(keys.length, ...keys.map(k)), () => Promise.resolve(0));
      },
      clear: async (key) => {
        await local.clear(key);
        await guarded(() => this.redis.del(k(key)), () => Promise.resolve(0));
      },
    };
  }

  /** Waits (bounded) for the first connection, so the first requests do not fall back needlessly. */
  async connected(timeoutMs: number): Promise<boolean> {
    if (this.redis.status === 'ready') return true;
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        this.redis.off('ready', onReady);
        resolve(ok);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      this.redis.on('ready', onReady);
    });
  }

  async take(request: LimitedRequest, subject: LimitSubject, limit: number, withQuota: boolean): Promise<RateDecision | null> {
    if (withQuota && planQuota(subject.plan, this.opts.quotas) > 0) {
      this.pending.set(request, { subject, limit });
      return null;
    }
    try {
      return (await this.decide(subject, limit, false)).rate;
    } catch (err) {
      if (!(err instanceof RedisUnavailable)) throw err;
      return this.fallBack(err, subject.keyId, limit);
    }
  }

  /**
   * Admission of a chat request the guard left pending: minute limit and quota in one script. Sets the
   * X-RateLimit-* headers and throws the minute 429; 'exhausted' when the quota is spent; undefined
   * when nothing was pending or Redis failed in open mode (PlanRules then counts in this process).
   */
  async admitHeld(request: LimitedRequest): Promise<'admitted' | 'exhausted' | undefined> {
    const p = this.pending.get(request);
    if (!p) return undefined;
    this.pending.delete(request);
    let d: Decision;
    try {
      d = await this.decide(p.subject, p.limit, true);
    } catch (err) {
      if (!(err instanceof RedisUnavailable)) throw err;
      const local = this.fallBack(err, p.subject.keyId, p.limit);
      setRateLimitHeaders(request, local);
      if (!local.allowed) throw minuteExceeded(local, p.subject.kind);
      return undefined;
    }
    setRateLimitHeaders(request, d.rate);
    if (!d.rate.allowed) throw minuteExceeded(d.rate, p.subject.kind);
    return d.quota === 1 ? 'admitted' : 'exhausted';
  }

  /** The request's end: one refused before admission still counts against its key's minute limit. */
  settle(request: LimitedRequest): void {
    const p = this.pending.get(request);
    if (!p) return;
    this.pending.delete(request);
    this.decide(p.subject, p.limit, false).catch((err: unknown) => {
      if (!(err instanceof RedisUnavailable)) return;
      this.noteOutage(err);
      if (this.opts.redis.onError === 'open') this.local.take(p.subject.keyId, p.limit);
    });
  }

  redisState(): 'up' | 'down' {
    return this.redis.status === 'ready' ? 'up' : 'down';
  }

  async close(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, 1_000)));
    await Promise.race([this.redis.quit().catch(() => {}), bound]);
    clearTimeout(timer);
    this.redis.disconnect();
  }

  private async decide(subject: LimitSubject, limit: number, withQuota: boolean): Promise<Decision> {
    const now = this.now();
    const windowStart = now - (now % 60_000);
    // One hash tag per account: both keys of a decision live in one Redis Cluster slot.
    const tag = `gw:{${subject.accountId}}`;
    const minuteKey = `${tag}:m:${subject.keyId}:${windowStart / 1000}`;
    const period = withQuota ? quotaPeriod(subject.plan, this.opts.quotas, new Date(now)) : null;
    const quotaKey = period ? `${tag}:q:${subject.plan}:${period.period}` : null;
    const keys = quotaKey ? [minuteKey, quotaKey] : [minuteKey];
    const args = [limit, windowStart + 60_000 - now + MINUTE_TTL_SLACK_MS, period?.quota ?? 0];
    let [allowed, count, quota] = await this.call(() => this.redis.gwDecide(keys.length, ...keys, ...args));
    if (quota === -1 && quotaKey && period) {
      await this.seed(subject.accountId, quotaKey, period);
      [allowed, count, quota] = await this.call(() => this.redis.gwDecide(keys.length, ...keys, ...args));
      if (quota === -1) throw new RedisUnavailable('quota counter vanished right after seeding');
    }
    this.recovered();
    const rate = { allowed: allowed === 1, limit, remaining: Math.max(0, limit - count), resetAt: (windowStart + 60_000) / 1000 };
    return { rate, quota };
  }

  /** The period's count so far from the usage roll-ups, written only if no instance did it first. */
  private seed(accountId: string, quotaKey: string, period: QuotaPeriod): Promise<void> {
    let pending = this.seeding.get(quotaKey);
    if (!pending) {
      pending = (async () => {
        const used = await countRequests(this.opts.sql, accountId, period.seedStart, period.seedEnd);
        await this.call(() => this.redis.set(quotaKey, used, 'PXAT', period.endsAt + QUOTA_TTL_SLACK_MS, 'NX'));
      })().finally(() => this.seeding.delete(quotaKey));
      this.seeding.set(quotaKey, pending);
    }
    return pending;
  }

  /**
   * A Redis call bounded by REDIS_TIMEOUT_MS. When the timer fires, the verdict waits one turn of the
   * event loop (setImmediate runs after pending I/O is read): a busy process whose answer is already in
   * the socket then gets it, instead of counting Redis as slow and falling back.
   */
  private call<T>(fn: () => Promise<T>): Promise<T> {
    const ms = this.opts.redis.timeoutMs;
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      const finish = (action: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        action();
      };
      const timer = setTimeout(() => setImmediate(() => finish(() => reject(new RedisUnavailable(`no answer within ${ms} ms`)))), ms);
      fn().then(
        (value) => finish(() => resolve(value)),
        (err: unknown) => finish(() => reject(new RedisUnavailable(err instanceof Error ? err.message : String(err)))),
      );
    });
  }

  /** Redis did not answer: the mode's answer, counting the request in this process in open mode. */
  private fallBack(err: Error, keyId: string, limit: number): RateDecision {
    this.noteOutage(err);
    if (this.opts.redis.onError === 'closed') {
      throw new ApiError('service_unavailable', 'rate limits are unavailable right now (their shared store does not answer); retry shortly');
    }
    return this.local.take(keyId, limit);
  }

  /** The failure metric, and one log line per outage. */
  private noteOutage(err: Error): void {
    const mode = this.opts.redis.onError;
    limitsRedisFailuresTotal.inc({ mode });
    if (this.degraded) return;
    this.degraded = true;
    this.outages++;
    this.opts.logger.warn(
      { mode, err: err.message },
      mode === 'open'
        ? 'limits: Redis did not answer; limits and quotas are counted per instance until it does'
        : 'limits: Redis did not answer; requests are refused (503) until it does',
    );
  }

  private recovered(): void {
    if (!this.degraded) return;
    this.degraded = false;
    this.opts.logger.info('limits: Redis answers again; shared limits and quotas resumed');
  }
}
