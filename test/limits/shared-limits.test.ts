// The Redis-backed limiter on its own (real redis-server, real PostgreSQL, a clock the test moves):
// window edges of the minute limit, quota periods, seeding from usage once, requests refused before
// admission.
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.js';
import { SignInThrottle } from '../../src/console/signin-throttle.js';
import { SharedLimits } from '../../src/limits/shared-limits.js';
import { PlanRules } from '../../src/limits/plan-rules.js';
import { createAccount } from '../../src/store/accounts.js';
import { connectDatabase, type Database } from '../../src/store/db.js';
import { migrate } from '../../src/store/migrate.js';
import { dropSchema, TEST_DATABASE_URL, uniqueSchema } from '../helpers/gateway.js';
import { TestRedis } from '../helpers/redis-server.js';

const schema = uniqueSchema('limits');
// Quota counters expire at an absolute time on Redis's own clock (their period's end plus a day), so the
// fixed dates these tests run at must lie ahead of the real date: November of next year.
const Y = new Date().getUTCFullYear() + 1;
const day = (d: number, month = 11) => `${Y}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
let redis: TestRedis;
let db: Database;
const opened: SharedLimits[] = [];
const quiet = createLogger({ level: 'silent', destination: new Writable({ write: (_c, _e, cb) => cb() }) });

beforeAll(async () => {
  redis = await TestRedis.start();
  db = await connectDatabase({ databaseUrl: TEST_DATABASE_URL, dataDir: '', poolMax: 2, schema });
  await migrate(db.sql);
});
afterAll(async () => {
  await Promise.all(opened.map((l) => l.close()));
  await db?.close();
  await dropSchema(schema);
  await redis?.kill();
});

/** A limiter whose clock is `clock.t` (ms since the epoch). */
async function limiter(clock: { t: number }, quotas = { freeDailyRequests: 3, businessMonthlyRequests: 5 }): Promise<SharedLimits> {
  const l = new SharedLimits({
    redis: { url: redis.url, onError: 'closed', timeoutMs: 2_000 }, // generous: a busy test machine must not time out
    sql: db.sql,
    quotas,
    logger: quiet,
    now: () => clock.t,
  });
  opened.push(l);
  expect(await l.connected(5_000)).toBe(true);
  return l;
}

/** A stand-in request context that keeps the headers it was given. */
function req(): { headers: Record<string, string>; setHeader(k: string, v: string): void } {
  const headers: Record<string, string> = {};
  return { headers, setHeader: (k, v) => void (headers[k] = v) };
}

/** Minute (guard) then admission, the way a chat request goes: admitted | exhausted | minute (429). */
async function chatOnce(l: SharedLimits, who: Parameters<SharedLimits['take']>[1], limit = 100): Promise<string | undefined> {
  const r = req();
  expect(await l.take(r, who, limit, true)).toBeNull(); // left to admission
  try {
    return await l.admitHeld(r);
  } catch (err) {
    return (err as { status: number }).status === 429 ? 'minute' : String(err);
  }
}

async function account(plan: 'free' | 'business') {
  return createAccount(db.sql, `limits ${plan}`, plan);
}

async function recordUsage(accountId: string, day: string, requests: number): Promise<void> {
  await db.sql`INSERT INTO usage_daily (account_id, day, model, requests) VALUES (${accountId}, ${day}::date, 'gpt-4o', ${requests})`;
}

describe('minute limit', () => {
  it('counts within a clock-aligned minute and starts over exactly at its edge', async () => {
    const clock = { t: Date.UTC(Y, 10, 24, 10, 0, 59, 0) };
    const l = await limiter(clock);
    const acct = await account('business');
    const who = { keyId: 'key_edge', accountId: acct.id, plan: 'business' as const };
    const first = (await l.take(req(), who, 2, false))!;
    expect(first).toEqual({ allowed: true, limit: 2, remaining: 1, resetAt: Date.UTC(Y, 10, 24, 10, 1) / 1000 });
    clock.t += 999; // 10:00:59.999, the window's last millisecond
    expect(((await l.take(req(), who, 2, false))!).remaining).toBe(0);
    const refused = (await l.take(req(), who, 2, false))!;
    expect(refused.allowed).toBe(false);
    expect(refused.remaining).toBe(0);
    clock.t += 1; // 10:01:00.000: a new window
    const next = (await l.take(req(), who, 2, false))!;
    expect(next).toEqual({ allowed: true, limit: 2, remaining: 1, resetAt: Date.UTC(Y, 10, 24, 10, 2) / 1000 });
  });

  it('two limiters (two instances) share one count, and the counter expires with its window', async () => {
    const clock = { t: Date.UTC(Y, 10, 24, 11, 0, 30) };
    const [a, b] = [await limiter(clock), await limiter(clock)];
    const acct = await account('business');
    const who = { keyId: 'key_shared', accountId: acct.id, plan: 'business' as const };
    const decisions = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).take(req(), who, 10, false).then((d) => d!)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    expect(decisions.filter((d) => d.allowed).map((d) => d.remaining).sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const c = redis.client();
    try {
      const keys = await c.keys(`gw:{${acct.id}}:m:*`);
      expect(keys).toHaveLength(1);
      const ttl = await c.pttl(keys[0]!);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(35_000); // 30 s left in the window + 5 s slack
    } finally {
      c.disconnect();
    }
  });
});

describe('plan quotas', () => {
  it('are seeded once per period from recorded usage, also when instances seed at the same moment', async () => {
    const clock = { t: Date.UTC(Y, 10, 24, 12) };
    const limiters = [await limiter(clock), await limiter(clock), await limiter(clock)];
    const acct = await account('business');
    // 3 requests recorded this month (two days), one last month (not counted): 2 of 5 left.
    await recordUsage(acct.id, day(2), 1);
    await recordUsage(acct.id, day(24), 2);
    await recordUsage(acct.id, day(31, 10), 7);
    const who = { keyId: 'key_q', accountId: acct.id, plan: 'business' as const };
    const rules = limiters.map((l) => new PlanRules(db.sql, { freeDailyRequests: 3, freeMaxChars: 3000, businessMonthlyRequests: 5 }, () => new Date(clock.t), l));
    const outcomes = await Promise.all(
      Array.from({ length: 9 }, async (_, i) => {
        const request = req();
        expect(await limiters[i % 3]!.take(request, who, 100, true)).toBeNull();
        return rules[i % 3]!.admit(acct.id, 'business', request).then(() => 'ok', (err: { status: number }) => err.status);
      }),
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(2);
    expect(outcomes.filter((o) => o === 429)).toHaveLength(7);
    const c = redis.client();
    try {
      expect(await c.get(`gw:{${acct.id}}:q:business:${Y}-11`)).toBe('5');
      // The counter lives until the month is over (plus a day), then goes.
      const expiresAt = await c.pexpiretime(`gw:{${acct.id}}:q:business:${Y}-11`);
      expect(expiresAt).toBe(Date.UTC(Y, 11, 1) + 86_400_000);
    } finally {
      c.disconnect();
    }
    // A counter already in Redis is not seeded again, even though usage in the database grew.
    await recordUsage(acct.id, day(20), 1);
    expect(await chatOnce(limiters[0]!, who)).toBe('exhausted');
  });

  it('a Free day ends at 00:00 UTC: the next request counts in a fresh, freshly seeded day', async () => {
    const clock = { t: Date.UTC(Y, 10, 24, 23, 59, 59, 999) };
    const l = await limiter(clock);
    const acct = await account('free');
    await recordUsage(acct.id, day(25), 2); // already recorded "tomorrow" (seeded when it comes)
    const who = { keyId: 'key_day', accountId: acct.id, plan: 'free' as const };
    const claims: (string | undefined)[] = [];
    for (let i = 0; i < 4; i++) claims.push(await chatOnce(l, who));
    expect(claims).toEqual(['admitted', 'admitted', 'admitted', 'exhausted']);
    clock.t += 1;
    const fresh: (string | undefined)[] = [];
    for (let i = 0; i < 2; i++) fresh.push(await chatOnce(l, who));
    expect(fresh).toEqual(['admitted', 'exhausted']);
  });

  it('a request refused before admission counts against the minute limit, never against the quota', async () => {
    const clock = { t: Date.UTC(Y, 10, 24, 13, 0, 10) };
    const l = await limiter(clock);
    const acct = await account('free');
    const who = { keyId: 'key_rel', accountId: acct.id, plan: 'free' as const };
    const quotaKey = `gw:{${acct.id}}:q:free:${day(24)}`;
    const minuteKey = `gw:{${acct.id}}:m:key_rel:${Date.UTC(Y, 10, 24, 13) / 1000}`;
    const c = redis.client();
    try {
      const refused = req();
      expect(await l.take(refused, who, 2, true)).toBeNull();
      l.settle(refused); // e.g. a 400 for its body: it ended before admission
      await expect.poll(() => c.get(minuteKey)).toBe('1');
      expect(await c.get(quotaKey)).toBeNull();
      // Admission decides both in one step and reports the shared minute figures.
      const admitted = req();
      await l.take(admitted, who, 2, true);
      expect(await l.admitHeld(admitted)).toBe('admitted');
      expect(admitted.headers).toEqual({ 'X-RateLimit-Limit': '2', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': String(Date.UTC(Y, 10, 24, 13, 1) / 1000) });
      l.settle(admitted); // nothing more to count
      expect(await c.get(quotaKey)).toBe('1');
      // Past the minute limit: 429 from admission, the quota untouched.
      expect(await chatOnce(l, who, 2)).toBe('minute');
      expect(await c.get(quotaKey)).toBe('1');
      expect(await c.get(minuteKey)).toBe('2');
    } finally {
      c.disconnect();
    }
  });
});

describe('Redis outages (LIMITS_ON_REDIS_ERROR=open)', () => {
  it('quotas fall back to counters seeded from usage, seeded afresh for every outage', async () => {
    const own = await TestRedis.start(); // this test kills and restarts its Redis
    const clock = { t: Date.UTC(Y, 10, 24, 14) };
    const l = new SharedLimits({ redis: { url: own.url, onError: 'open', timeoutMs: 2_000 }, sql: db.sql, quotas: { freeDailyRequests: 3, businessMonthlyRequests: 5 }, logger: quiet, now: () => clock.t });
    try {
      expect(await l.connected(5_000)).toBe(true);
      const rules = new PlanRules(db.sql, { freeDailyRequests: 3, freeMaxChars: 3000, businessMonthlyRequests: 5 }, () => new Date(clock.t), l);
      const acct = await account('free');
      const who = { keyId: 'key_outage', accountId: acct.id, plan: 'free' as const };
      // One chat request as the gateway makes it: guard, admission, and (if admitted) a usage record.
      const chat = async (): Promise<number> => {
        const request = req();
        await l.take(request, who, 100, true);
        try {
          await rules.admit(acct.id, 'free', request);
        } catch (err) {
          return (err as { status: number }).status;
        }
        await db.sql`INSERT INTO usage_daily (account_id, day, model, requests) VALUES (${acct.id}, ${day(24)}, 'gpt-4o', 1)
          ON CONFLICT (account_id, day, model) DO UPDATE SET requests = usage_daily.requests + 1`;
        return 200;
      };
      expect(await chat()).toBe(200); // shared: 1 of 3
      await own.kill();
      expect(await chat()).toBe(200); // outage 1, in process: seeded with 1, now 2
      expect(l.outages).toBe(1);
      await own.restart();
      await expect.poll(() => l.redisState(), { timeout: 5_000 }).toBe('up');
      expect(await chat()).toBe(200); // shared again: Redis came back empty, seeded with 2, now 3
      await own.kill();
      // Outage 2: a counter kept from outage 1 would say 2 and admit; seeded afresh it says 3.
      expect(await chat()).toBe(429);
      expect(l.outages).toBe(2);
    } finally {
      await l.close();
      await own.kill();
    }
  });
});

describe('a Redis that does not answer (frozen)', () => {
  it('is given REDIS_TIMEOUT_MS, then the mode applies; shared counting resumes when it answers', async () => {
    const own = await TestRedis.start();
    const make = (onError: 'open' | 'closed') =>
      // 300 ms: short, yet long enough that a busy test machine does not time out a healthy Redis.
      new SharedLimits({ redis: { url: own.url, onError, timeoutMs: 300 }, sql: db.sql, quotas: { freeDailyRequests: 3, businessMonthlyRequests: 5 }, logger: quiet });
    const [open, closed] = [make('open'), make('closed')];
    const acct = await account('business');
    const who = { keyId: 'key_frozen', accountId: acct.id, plan: 'business' as const };
    const bounded = <T>(p: Promise<T>) =>
      Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer within a second')), 1_000))]);
    try {
      expect(await open.connected(5_000)).toBe(true);
      expect(await closed.connected(5_000)).toBe(true);
      expect((await open.take(req(), who, 10, false))!.remaining).toBe(9);
      own.freeze(true);
      // open: decided in process, closed: 503.
      expect((await bounded(open.take(req(), who, 10, false)))!.allowed).toBe(true);
      await expect(bounded(closed.take(req(), who, 10, false))).rejects.toMatchObject({ status: 503, type: 'service_unavailable' });
      own.freeze(false);
      // Answering again: the closed limiter decides again, and both count one shared window.
      await expect.poll(() => closed.take(req(), who, 10, false).then(() => 'decided', () => 'refused'), { timeout: 5_000 }).toBe('decided');
      const fresh = { ...who, keyId: 'key_after_freeze' };
      expect((await open.take(req(), fresh, 10, false))!.remaining).toBe(9);
      expect((await closed.take(req(), fresh, 10, false))!.remaining).toBe(8);
    } finally {
      own.freeze(false);
      await Promise.all([open.close(), closed.close()]);
      await own.kill();
    }
  });
});

describe('attempt windows (the console sign-in throttle) in Redis', () => {
  it('an attempt on one instance counts on every instance, reserved atomically; a frozen Redis leaves each instance its own counts', async () => {
    const own = await TestRedis.start();
    const make = () => new SharedLimits({ redis: { url: own.url, onError: 'closed', timeoutMs: 300 }, sql: db.sql, quotas: { freeDailyRequests: 3, businessMonthlyRequests: 5 }, logger: quiet });
    const [a, b] = [make(), make()];
    const limits = { perEmail: 3, perAddress: 100, windowMs: 60_000 };
    const [onA, onB] = [new SignInThrottle(limits, a.failureCounts()), new SignInThrottle(limits, b.failureCounts())];
    try {
      expect(await a.connected(5_000)).toBe(true);
      expect(await b.connected(5_000)).toBe(true);
      expect(await onA.reserve('ola@example.pl', '10.1.0.1')).toBe(0);
      expect(await onB.reserve('OLA@example.pl', '10.1.0.2')).toBe(0);
      // Attempts sent at once over two instances: only the one left under the limit is reserved.
      const racing = await Promise.all([onA, onB, onA, onB].map((t, i) => t.reserve('ola@example.pl', `10.1.0.${10 + i}`)));
      expect(racing.filter((w) => w === 0)).toHaveLength(1);
      // Three attempts over two instances: both refuse, for the rest of the window.
      for (const t of [onA, onB]) expect(await t.reserve('ola@example.pl', '10.1.0.4')).toBeGreaterThan(55);
      // No e-mail or address in the keys: only hashes and the address the request came from.
      const peek = new Redis(own.url);
      const keys = (await peek.keys('*')).join(' ');
      peek.disconnect();
      expect(keys).toMatch(/gw:\{signin\}:e:[0-9a-f]{64}/);
      expect(keys).not.toContain('ola@');
      await onB.succeeded('ola@example.pl', '10.1.0.2');
      expect(await onA.reserve('ola@example.pl', '10.1.0.4')).toBe(0);
      // Redis frozen: each instance answers from its own counts within the timeout (never an error).
      own.freeze(true);
      for (let i = 0; i < 3; i++) expect(await onB.reserve('ewa@example.pl', '10.1.0.5')).toBe(0);
      expect(await onB.reserve('ewa@example.pl', '10.1.0.6')).toBeGreaterThan(55);
      expect(await onA.reserve('ewa@example.pl', '10.1.0.6')).toBe(0);
    } finally {
      own.freeze(false);
      await Promise.all([a.close(), b.close()]);
      await own.kill();
    }
  });
});
