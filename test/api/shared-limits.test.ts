// Three gateway instances (LIMITS_ON_REDIS_ERROR=open) and one more (closed) on one PostgreSQL schema
// and one redis-server of their own: limits and quotas hold exactly over concurrent round-robin
// traffic, X-RateLimit-* report the shared figures, a Redis outage leaves every instance answering in
// its mode, and a restarted Redis brings shared counting back (quotas re-seeded from recorded usage).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/metrics/metrics.js';
import { dropSchema, startTestGateway, uniqueSchema, type TestAccount, type TestGateway } from '../helpers/gateway.js';
import { TestRedis } from '../helpers/redis-server.js';

const MINUTE_LIMIT = 30;
const MONTHLY_QUOTA = 40;
const schema = uniqueSchema('shared');
let redis: TestRedis;
let open: TestGateway[];
let closed: TestGateway;

beforeAll(async () => {
  redis = await TestRedis.start();
  const env = {
    REDIS_URL: redis.url,
    // Generous: on a busy test machine a 50 ms timeout would fall back to per-instance counting. A
    // killed Redis refuses connections, which fails a decision at once whatever the timeout.
    REDIS_TIMEOUT_MS: '2000',
    RATE_LIMIT_BUSINESS: String(MINUTE_LIMIT),
    RATE_LIMIT_TEST: '1000',
    BUSINESS_MONTHLY_REQUESTS: String(MONTHLY_QUOTA),
  };
  const all = await Promise.all([
    ...[0, 1, 2].map(() => startTestGateway({ schema, env })),
    startTestGateway({ schema, env: { ...env, LIMITS_ON_REDIS_ERROR: 'closed' } }),
  ]);
  open = all.slice(0, 3);
  closed = all[3]!;
}, 60_000);
afterAll(async () => {
  await Promise.all([...(open ?? []), closed].map((g) => g?.close()));
  await dropSchema(schema);
  await redis?.kill();
});

interface Answer { status: number; headers: Headers; json: any }

/** One request; a gateway that does not answer within `withinMs` fails the test (no hang allowed). */
async function call(g: TestGateway, key: string, method: string, path: string, body?: unknown, withinMs = 10_000): Promise<Answer> {
  const res = await fetch(g.url + path, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(withinMs),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined };
}

const chat = (g: TestGateway, key: string, model = 'gpt-4o', withinMs?: number) =>
  call(g, key, 'POST', '/v1/chat/completions', { model, messages: [{ role: 'user', content: 'hello' }] }, withinMs);

/** Counting across a minute edge would split one burst over two windows: start a burst well inside one. */
async function awayFromMinuteEdge(): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 55_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100));
}

/** 45 requests at once, round-robin over the open instances: exactly the limit passes. */
async function burstOverMinuteLimit(acct: TestAccount): Promise<void> {
  await awayFromMinuteEdge();
  const answers = await Promise.all(
    Array.from({ length: MINUTE_LIMIT + 15 }, (_, i) => call(open[i % 3]!, acct.liveKey, 'GET', '/v1/settings/pii')),
  );
  const ok = answers.filter((a) => a.status === 200);
  const refused = answers.filter((a) => a.status === 429);
  expect(ok).toHaveLength(MINUTE_LIMIT);
  expect(refused).toHaveLength(15);
  // Shared figures: every admitted request saw a different remaining count, 29 down to 0.
  const remaining = ok.map((a) => Number(a.headers.get('x-ratelimit-remaining'))).sort((x, y) => x - y);
  expect(remaining).toEqual(Array.from({ length: MINUTE_LIMIT }, (_, i) => i));
  for (const a of [...ok, ...refused]) expect(a.headers.get('x-ratelimit-limit')).toBe(String(MINUTE_LIMIT));
  for (const a of refused) {
    expect(a.json.error.type).toBe('rate_limit_exceeded');
    expect(a.headers.get('x-ratelimit-remaining')).toBe('0');
  }
}

async function failures(mode: 'open' | 'closed'): Promise<number> {
  const metric = (await registry.getMetricsAsJSON()).find((m) => m.name === 'gateway_limits_redis_failures_total');
  return (metric?.values ?? []).filter((v) => v.labels.mode === mode).reduce((sum, v) => sum + v.value, 0);
}

async function readiness(g: TestGateway): Promise<{ status: number; json: any }> {
  const res = await fetch(`${g.url}/readyz`, { signal: AbortSignal.timeout(2_000) });
  return { status: res.status, json: await res.json() };
}

describe('limits shared through Redis by three instances', () => {
  let quotaAccount: TestAccount;

  it('a per-minute limit holds exactly over concurrent round-robin traffic', async () => {
    await burstOverMinuteLimit(await open[0]!.account('business'));
  });

  it('a monthly quota holds exactly; requests refused before admission do not use it up', async () => {
    quotaAccount = await open[1]!.account('business');
    const requests: Promise<Answer>[] = [];
    for (let i = 0; i < MONTHLY_QUOTA + 20; i++) {
      requests.push(chat(open[i % 3]!, quotaAccount.testKey));
      // A 400 (unknown model) ends before admission: it counts against the minute limit only.
      if (i % 10 === 0) requests.push(chat(open[(i + 1) % 3]!, quotaAccount.testKey, 'no-such-model'));
    }
    const answers = await Promise.all(requests);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(6);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MONTHLY_QUOTA);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(20);
    for (const a of refused) expect(a.json.error.message).toMatch(/month/);
  });

  it('Redis killed: every instance answers at once, open ones counting in process, the closed one 503', async () => {
    const acct = await open[2]!.account('business');
    // Keys authenticated (and cached) first, so the answers below measure the limiter alone.
    for (const g of [...open, closed]) expect((await call(g, acct.liveKey, 'GET', '/v1/settings/pii')).status).toBe(200);
    const [openBefore, closedBefore] = [await failures('open'), await failures('closed')];
    const logsBefore = [...open, closed].map((g) => g.logLines.length);
    await redis.kill();
    // Within a second each: never a hang.
    for (const g of open) {
      expect((await call(g, acct.liveKey, 'GET', '/v1/settings/pii', undefined, 1_000)).status).toBe(200);
      expect((await chat(g, acct.testKey, 'gpt-4o', 1_000)).status).toBe(200);
    }
    const refused = await call(closed, acct.liveKey, 'GET', '/v1/settings/pii', undefined, 1_000);
    expect(refused.status).toBe(503);
    expect(refused.json.error.message).toMatch(/rate limits are unavailable/);
    expect(await failures('open')).toBeGreaterThanOrEqual(openBefore + 6);
    expect(await failures('closed')).toBeGreaterThan(closedBefore);
    for (const [i, g] of [...open, closed].entries()) {
      // One warning per outage, however many requests it failed.
      expect(g.logLines.slice(logsBefore[i]).filter((l) => l.includes('limits: Redis did not answer'))).toHaveLength(1);
      // Readiness reports Redis but stays ready: the mode decides what requests get.
      const ready = await readiness(g);
      expect(ready.status).toBe(200);
      expect(ready.json.checks.redis).toBe('down');
    }
  });

  it('Redis restarted (empty): shared counting resumes and quotas are seeded again from recorded usage', async () => {
    await redis.restart();
    for (const g of [...open, closed]) await expect.poll(async () => (await readiness(g)).json.checks.redis, { timeout: 5_000 }).toBe('up');
    await burstOverMinuteLimit(await open[0]!.account('business'));
    // The quota account's 40 requests are in the usage roll-ups; the new counter starts from them.
    for (const g of open) {
      const over = await chat(g, quotaAccount.testKey);
      expect(over.status).toBe(429);
      expect(over.json.error.message).toMatch(/month/);
    }
    const acct = await closed.account('business');
    expect((await call(closed, acct.liveKey, 'GET', '/v1/settings/pii')).status).toBe(200);
    for (const g of [...open, closed]) expect(g.logLines.some((l) => l.includes('shared limits and quotas resumed'))).toBe(true);
  });
});
