// Parallel sign-in guesses through real HTTP, on a gateway with in-process counts and on one with Redis:
// each attempt is reserved before its password is checked, so no more than the limit are checked; the
// rest, and then the right password, get 429 with Retry-After.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/console/password.js';
import { DEFAULT_SIGNIN_LIMITS } from '../../src/console/signin-throttle.js';
import { createConsoleUser } from '../../src/store/console-users.js';
import { api, startTestGateway, type TestGateway } from '../helpers/gateway.js';
import { TestRedis } from '../helpers/redis-server.js';

const PASSWORD = 'correct horse battery staple';
const GUESSES = 20;

describe.each(['in-process', 'Redis'] as const)('parallel guesses over HTTP (%s counts)', (where) => {
  let redis: TestRedis | undefined;
  let gw: TestGateway;
  let accountId: string;

  beforeAll(async () => {
    if (where === 'Redis') redis = await TestRedis.start();
    gw = await startTestGateway({ env: redis ? { REDIS_URL: redis.url, REDIS_TIMEOUT_MS: '2000' } : {} });
    accountId = (await gw.account('business')).accountId;
  }, 60_000);
  afterAll(async () => {
    await gw?.close();
    await redis?.kill();
  });

  const signIn = (email: string, password: string) =>
    api(gw.url)('POST', '/console/api/sign-in', { email, password }, { origin: gw.url });

  it(`${GUESSES} wrong guesses at once: at most ${DEFAULT_SIGNIN_LIMITS.perEmail} are checked, the rest and then the right password get 429`, async () => {
    const email = `victim-${where.toLowerCase()}@example.pl`;
    await createConsoleUser(gw.services.db.sql, accountId, email, await hashPassword(PASSWORD));
    const answers = await Promise.all(Array.from({ length: GUESSES }, (_, i) => signIn(email, `wrong guess ${i} long enough`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(DEFAULT_SIGNIN_LIMITS.perEmail);
    expect(statuses.filter((s) => s === 429)).toHaveLength(GUESSES - DEFAULT_SIGNIN_LIMITS.perEmail);
    for (const r of answers.filter((x) => x.status === 429)) {
      expect(r.json.error.type).toBe('rate_limit_exceeded');
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(60);
    }
    const right = await signIn(email, PASSWORD);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(60);
  });

  it('fewer wrong guesses than the limit, then the right password: signed in, and the count starts afresh', async () => {
    const email = `owner-${where.toLowerCase()}@example.pl`;
    await createConsoleUser(gw.services.db.sql, accountId, email, await hashPassword(PASSWORD));
    const wrong = await Promise.all(Array.from({ length: DEFAULT_SIGNIN_LIMITS.perEmail - 1 }, (_, i) => signIn(email, `nope ${i} nope nope`)));
    expect(wrong.map((r) => r.status)).toEqual(Array(DEFAULT_SIGNIN_LIMITS.perEmail - 1).fill(401));
    expect((await signIn(email, PASSWORD)).status).toBe(200);
    expect((await signIn(email, 'one more wrong one')).status).toBe(401);
    expect((await signIn(email, PASSWORD)).status).toBe(200);
  });
});
