// Console sign-in and sessions over HTTP (no browser): the same answer for an unknown e-mail and a wrong
// password, throttling per e-mail and per address, idle and absolute expiry, sign-out, the cookie's
// attributes, sign-up, the admin commands, and the embedded database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../src/admin.js';
import { hashPassword } from '../../src/console/password.js';
import { createConsoleUser } from '../../src/store/console-users.js';
import { api, startTestGateway, TEST_DATABASE_URL, type TestAccount, type TestGateway } from '../helpers/gateway.js';

const PASSWORD = 'a long enough password';

function signer(gw: TestGateway) {
  const origin = gw.url;
  const call = api(gw.url);
  return {
    signIn: (email: string, password: string, headers: Record<string, string> = {}) =>
      call('POST', '/console/api/sign-in', { email, password }, { origin, ...headers }),
    cookieOf: (r: { headers: Headers }) => /gw_session=([^;]*)/.exec(r.headers.get('set-cookie') ?? '')![0],
    call,
    origin,
  };
}

describe('console sessions (PostgreSQL server)', () => {
  let gw: TestGateway;
  let acct: TestAccount;
  beforeAll(async () => {
    gw = await startTestGateway({ env: { CONSOLE_COOKIE_SECURE: 'true', CONSOLE_SIGNUP: 'open' } });
    acct = await gw.account('business');
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      await createConsoleUser(gw.services.db.sql, acct.accountId, email, await hashPassword(PASSWORD));
    }
  }, 30_000);
  afterAll(() => gw?.close());

  it('signs in with a Secure, HttpOnly, SameSite=Strict cookie that authenticates the /v1 API', async () => {
    const { signIn, cookieOf, call } = signer(gw);
    const r = await signIn('A@Example.com ', PASSWORD);
    expect(r.status).toBe(200);
    const setCookie = r.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Secure/);
    const cookie = cookieOf(r);
    expect((await call('GET', '/v1/keys', undefined, { cookie })).status).toBe(200);
    const session = await call('GET', '/console/api/session', undefined, { cookie });
    expect(session.json).toMatchObject({ signed_in: true, email: 'a@example.com', plan: 'business', quota: { period: 'month' } });
    // A key in Authorization wins over the cookie: a bad key is refused even with a good session.
    expect((await call('GET', '/v1/keys', undefined, { cookie, authorization: 'Bearer vpx_live_000000000000000000000000' })).status).toBe(401);
    // Sign-out ends it on the server.
    expect((await call('POST', '/console/api/sign-out', undefined, { cookie, origin: gw.url })).status).toBe(200);
    expect((await call('GET', '/v1/keys', undefined, { cookie })).status).toBe(401);
    // Nothing of the password is stored or logged.
    const [row] = await gw.services.db.sql<{ password_hash: string }[]>`SELECT password_hash FROM console_users WHERE email = 'a@example.com'`;
    expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(gw.logLines.join('\n')).not.toContain(PASSWORD);
  });

  it('answers a wrong password and an unknown e-mail alike, and throttles per e-mail', async () => {
    const { signIn } = signer(gw);
    const unknown = await signIn('nobody@example.com', PASSWORD);
    const wrong = await signIn('b@example.com', 'wrong password!');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.json).toEqual(wrong.json);
    for (let i = 0; i < 4; i++) expect((await signIn('b@example.com', 'wrong password!')).status).toBe(401);
    // Five failures: now even the right password waits, with a clear message.
    const throttled = await signIn('b@example.com', PASSWORD);
    expect(throttled.status).toBe(429);
    expect(throttled.json.error.message).toMatch(/too many failed sign-ins .* try again in \d+ min/);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another e-mail from the same address still signs in (the address limit is higher).
    expect((await signIn('c@example.com', PASSWORD)).status).toBe(200);
  });

  it('expires sessions after the idle window and after the absolute lifetime', async () => {
    const { signIn, cookieOf, call } = signer(gw);
    const sql = gw.services.db.sql;
    // Defaults: 120 minutes idle, 12 hours in all. Idle: unused for 3 h; absolute: used just now, but 13 h old.
    const age = [
      () => sql`UPDATE console_sessions SET last_seen_at = now() - interval '3 hours'`,
      () => sql`UPDATE console_sessions SET created_at = now() - interval '13 hours', last_seen_at = now()`,
    ];
    for (const makeOld of age) {
      const cookie = cookieOf(await signIn('c@example.com', PASSWORD));
      expect((await call('GET', '/v1/keys', undefined, { cookie })).status).toBe(200);
      await makeOld();
      const r = await call('GET', '/v1/keys', undefined, { cookie });
      expect(r.status).toBe(401);
      expect(r.json.error.message).toContain('sign in again');
    }
  });

  it('a use moves the session\'s last use forward once it is a minute old, not on every request', async () => {
    const { signIn, cookieOf, call } = signer(gw);
    const sql = gw.services.db.sql;
    const cookie = cookieOf(await signIn('c@example.com', PASSWORD));
    const lastSeen = async () => (await sql<{ t: Date }[]>`SELECT max(last_seen_at) AS t FROM console_sessions`)[0]!.t.getTime();
    await sql`UPDATE console_sessions SET last_seen_at = now() - interval '30 seconds'`;
    const fresh = await lastSeen();
    expect((await call('GET', '/v1/keys', undefined, { cookie })).status).toBe(200);
    expect(await lastSeen()).toBe(fresh); // 30 s old: no write
    await sql`UPDATE console_sessions SET last_seen_at = now() - interval '90 minutes'`;
    const stale = await lastSeen();
    expect((await call('GET', '/v1/keys', undefined, { cookie })).status).toBe(200);
    expect(await lastSeen()).toBeGreaterThan(stale + 80 * 60_000); // moved to now: the idle window starts again
  });

  it('refuses a sign-in posted from another origin', async () => {
    const r = await api(gw.url)('POST', '/console/api/sign-in', { email: 'c@example.com', password: PASSWORD }, { origin: 'https://evil.example' });
    expect(r.status).toBe(403);
  });

  it('signs up a Free account when CONSOLE_SIGNUP=open', async () => {
    const { call, origin, cookieOf } = signer(gw);
    const weak = await call('POST', '/console/api/sign-up', { email: 'new@example.com', password: 'short' }, { origin });
    expect(weak.status).toBe(400);
    expect(weak.json.error.message).toMatch(/^password: must be at least 12/);
    const r = await call('POST', '/console/api/sign-up', { email: 'new@example.com', password: PASSWORD }, { origin });
    expect(r.status).toBe(201);
    const session = await call('GET', '/console/api/session', undefined, { cookie: cookieOf(r) });
    expect(session.json.plan).toBe('free');
    expect(session.json.models.map((m: { id: string }) => m.id).sort()).toEqual(['google/gemini-2.5-flash-lite', 'gpt-5.4-nano']);
    expect((await call('POST', '/console/api/sign-up', { email: 'new@example.com', password: PASSWORD }, { origin })).status).toBe(400);
  });

  it('admin: user create prints a one-time password; reset-password reads one from stdin and ends sessions', async () => {
    const out: string[] = [];
    const env = { DATABASE_URL: TEST_DATABASE_URL, NODE_ENV: 'test' };
    await runAdmin(['user', 'create', '--account', acct.accountId, '--email', 'ops@example.com', '--schema', gw.schema!], (l) => out.push(l), env);
    expect(out).toContain('e-mail: ops@example.com');
    const password = /^password: (\S+)/m.exec(out.join('\n'))![1];
    const { signIn, cookieOf, call } = signer(gw);
    const cookie = cookieOf(await signIn('ops@example.com', password));
    const stdin = async () => 'a brand new password\n';
    await runAdmin(['user', 'reset-password', '--email', 'ops@example.com', '--password-stdin', '--schema', gw.schema!], (l) => out.push(l), env, stdin);
    expect((await call('GET', '/v1/keys', undefined, { cookie })).status).toBe(401);
    expect((await signIn('ops@example.com', password)).status).toBe(401);
    expect((await signIn('ops@example.com', 'a brand new password')).status).toBe(200);
    await expect(
      runAdmin(['user', 'create', '--account', acct.accountId, '--email', 'ops@example.com', '--schema', gw.schema!], () => {}, env),
    ).rejects.toThrow(/exists/);
    // The same e-mail rule as sign-up: no domain without a dot, nothing over 320 characters.
    for (const bad of ['ops@localhost', `${'a'.repeat(320)}@example.com`]) {
      await expect(
        runAdmin(['user', 'create', '--account', acct.accountId, '--email', bad, '--schema', gw.schema!], () => {}, env),
      ).rejects.toThrow(/--email must be an e-mail address/);
    }
  }, 20_000);
});

describe('console sessions (embedded PGlite)', () => {
  it('signs in and uses the API with the session; Solo reaches providers only through it', async () => {
    // A provider that refuses connections: reaching it is a 502, the mock provider a 200.
    const gw = await startTestGateway({ mode: 'embedded', env: { PROVIDER_OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' } });
    try {
      const acct = await gw.account('solo');
      await createConsoleUser(gw.services.db.sql, acct.accountId, 'solo@example.com', await hashPassword(PASSWORD));
      const { signIn, cookieOf, call } = signer(gw);
      const cookie = cookieOf(await signIn('solo@example.com', PASSWORD));
      // Solo's live key has no API access; its console session does.
      expect((await api(gw.url, acct.liveKey)('GET', '/v1/keys')).status).toBe(403);
      expect((await call('GET', '/v1/keys', undefined, { cookie })).status).toBe(200);
      expect((await call('GET', '/console/api/session', undefined, { cookie })).json.quota.limit).toBeNull();
      const stored = await call('POST', '/v1/provider-keys', { provider: 'openai', api_key: 'sk-solo-0000' }, { cookie, origin: gw.url });
      expect(stored.status).toBe(201);
      const body = { model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }] };
      const viaTestKey = await api(gw.url, acct.testKey)('POST', '/v1/chat/completions', body);
      expect(viaTestKey.status).toBe(200); // the mock, although a provider key is stored
      const viaConsole = await call('POST', '/v1/chat/completions', body, { cookie, origin: gw.url });
      expect(viaConsole.status).toBe(502); // the provider (here: nobody listening)
      const consoleTestMode = await call('POST', '/v1/chat/completions', body, { cookie, origin: gw.url, 'x-console-mode': 'test' });
      expect(consoleTestMode.status).toBe(200);
      // "Sent to provider" of a long conversation: whole in the console's stream (an SSE comment), while the
      // header stays within 8 KiB; an API key's stream carries no such comment.
      const long = { model: 'gpt-4o', stream: true, messages: [{ role: 'user', content: 'Sprawa: '.padEnd(30_000, 'x y ') }] };
      const raw = { 'x-show-raw-prompt': 'true' };
      const consoleLong = await call('POST', '/v1/chat/completions', long, { cookie, origin: gw.url, 'x-console-mode': 'test', ...raw });
      expect(consoleLong.status).toBe(200);
      const comment = /^: x-anonymization-info (\S+)$/m.exec(consoleLong.text);
      const whole = JSON.parse(Buffer.from(comment![1], 'base64').toString('utf8'));
      expect(whole.anonymized_messages.at(-1).content).toHaveLength(30_000);
      expect(consoleLong.headers.get('x-anonymization-info')!.length).toBeLessThanOrEqual(8 * 1024);
      const keyLong = await api(gw.url, acct.testKey)('POST', '/v1/chat/completions', long, raw);
      expect(keyLong.status).toBe(200);
      expect(keyLong.text).not.toContain('x-anonymization-info');
    } finally {
      await gw.close();
    }
  }, 90_000);
});
