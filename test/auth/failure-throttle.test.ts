// Guessing keys (a new value each time, which no negative cache answers) is throttled per client
// address: past AUTH_FAILURES_PER_MINUTE refused lookups, uncached keys get 429 with no database query,
// while keys already cached as valid keep working from that address.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestGateway, type TestAccount, type TestGateway } from '../helpers/gateway.js';
import { AuthFailureThrottle } from '../../src/limits/auth-failure-throttle.js';

const LIMIT = 5;
let gw: TestGateway;
let acct: TestAccount;
let keyLookups = 0;

beforeAll(async () => {
  gw = await startTestGateway({ env: { AUTH_FAILURES_PER_MINUTE: String(LIMIT) } });
  acct = await gw.account('enterprise');
  const db = gw.services.db;
  const real = db.sql;
  db.sql = new Proxy(real, {
    apply(target, self, args: unknown[]) {
      const strings = args[0] as readonly string[] | undefined;
      if (Array.isArray(strings) && strings.join('?').includes('FROM api_keys')) keyLookups++;
      return Reflect.apply(target as unknown as (...a: unknown[]) => unknown, self, args);
    },
  });
});
afterAll(async () => gw?.close());
beforeEach(() => {
  keyLookups = 0;
});

const models = (key: string) =>
  fetch(`${gw.url}/v1/models`, { headers: { authorization: `Bearer ${key}` } }).then(async (r) => ({
    status: r.status,
    retryAfter: r.headers.get('retry-after'),
    json: (await r.json()) as { error?: { type: string; message: string } },
  }));

/** A well-formed key nobody holds, different every call. */
let n = 0;
const guess = () => `vpx_live_Gg${String(n++).padStart(22, '0')}`;

describe('failed authentications per client address', () => {
  it('after LIMIT refused lookups, further guesses get 429 with Retry-After and no database query', async () => {
    expect((await models(acct.liveKey)).status).toBe(200); // cached as valid before the guessing starts
    keyLookups = 0;
    for (let i = 0; i < LIMIT; i++) expect((await models(guess())).status).toBe(401);
    expect(keyLookups).toBe(LIMIT);
    for (let i = 0; i < 10; i++) {
      const r = await models(guess());
      expect(r.status).toBe(429);
      expect(r.json.error?.type).toBe('rate_limit_exceeded');
      expect(Number(r.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(r.json.error?.message).not.toContain('vpx_');
    }
    expect(keyLookups).toBe(LIMIT);
  });

  it('a key already cached as valid keeps working from the throttled address', async () => {
    expect((await models(acct.liveKey)).status).toBe(200);
    expect(keyLookups).toBe(0);
  });

  it('reads the client address only for a key that is not cached', async () => {
    let reads = 0;
    const address = () => { reads++; return '203.0.113.9'; };
    await gw.services.auth.authenticate(`Bearer ${acct.liveKey}`, address);
    reads = 0;
    await gw.services.auth.authenticate(`Bearer ${acct.liveKey}`, address); // cached now
    expect(reads).toBe(0);
    await expect(gw.services.auth.authenticate(`Bearer ${guess()}`, address)).rejects.toThrow(/invalid or revoked/);
    expect(reads).toBe(1);
  });
});

describe('AuthFailureThrottle', () => {
  it('counts per address and forgets at the next minute', () => {
    let now = 120_000;
    const t = new AuthFailureThrottle(2, () => now);
    t.recordFailure('10.0.0.1');
    expect(t.retryAfter('10.0.0.1')).toBe(0);
    t.recordFailure('10.0.0.1');
    expect(t.retryAfter('10.0.0.1')).toBe(60);
    expect(t.retryAfter('10.0.0.2')).toBe(0);
    now += 30_000;
    expect(t.retryAfter('10.0.0.1')).toBe(30);
    now += 30_000;
    expect(t.retryAfter('10.0.0.1')).toBe(0);
  });
});
