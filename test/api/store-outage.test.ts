// A database that stops answering is unavailability: once the key cache has expired, chat, the keys
// API and unknown keys get 503 service_unavailable with Retry-After (not 500), counted in
// gateway_store_unavailable_total, and /readyz is not ready. When the database is back, all is served again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READINESS_PATH } from '../../src/api/readiness.js';
import { storeUnavailableTotal } from '../../src/metrics/metrics.js';
import { api, startTestGateway, type TestAccount, type TestGateway } from '../helpers/gateway.js';
import { relayToPostgres, type PgRelay } from '../helpers/pg-relay.js';

const CACHE_TTL_MS = 200;
/** A key no one holds, new each time: a refused key is remembered for a minute. */
let unknownKeys = 0;
const unknownKey = () => `vpx_live_${String(++unknownKeys).padStart(24, 'A')}`;

let relay: PgRelay;
let gw: TestGateway;
let acct: TestAccount;

beforeAll(async () => {
  relay = await relayToPostgres();
  gw = await startTestGateway({
    env: { DATABASE_URL: relay.url, AUTH_CACHE_TTL_MS: String(CACHE_TTL_MS), DATABASE_TIMEOUT_MS: '1000' },
  });
  acct = await gw.account('business');
});
afterAll(async () => {
  relay?.restore(); // so that shutdown can flush and close promptly
  await gw?.close();
  await relay?.close();
});

const outages = async () => (await storeUnavailableTotal.get()).values[0]?.value ?? 0;
const expire = () => new Promise((r) => setTimeout(r, CACHE_TTL_MS + 50));

/** The requests that need the database once caches have expired. */
function requests() {
  return {
    chat: () => api(gw.url, acct.testKey)('POST', '/v1/chat/completions', { model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }] }),
    streamedChat: () => api(gw.url, acct.testKey)('POST', '/v1/chat/completions', { model: 'gpt-4o', stream: true, messages: [{ role: 'user', content: 'hi' }] }),
    keys: () => api(gw.url, acct.liveKey)('GET', '/v1/keys'),
    unknownKey: () => api(gw.url, unknownKey())('GET', '/v1/keys'),
    messages: () => api(gw.url, acct.testKey)('POST', '/v1/messages', { model: 'anthropic/claude-4.6-sonnet', max_tokens: 50, messages: [{ role: 'user', content: 'hi' }] }),
  };
}

async function expectAllUnavailable(): Promise<void> {
  for (const [name, send] of Object.entries(requests())) {
    const before = await outages();
    const r = await send();
    expect(r.status, name).toBe(503);
    expect(r.headers.get('retry-after'), name).toMatch(/^\d+$/);
    expect(r.json.error.type, name).toBe(name === 'messages' ? 'overloaded_error' : 'service_unavailable');
    expect(r.text, name).not.toContain('127.0.0.1'); // nothing about where the database is
    expect(await outages(), name).toBe(before + 1);
  }
  const ready = await fetch(gw.url + READINESS_PATH);
  expect(ready.status).toBe(503);
  expect(((await ready.json()) as any).checks.database).toBe('down');
}

/** Once the database is back (a reconnect may take a moment on a busy machine), everything is served. */
async function expectAllServed(): Promise<void> {
  const r = requests();
  const checks: Array<[() => Promise<number>, number]> = [
    [async () => (await r.chat()).status, 200],
    [async () => (await r.keys()).status, 200],
    [async () => (await r.unknownKey()).status, 401],
    [async () => (await fetch(gw.url + READINESS_PATH)).status, 200],
  ];
  for (const [status, expected] of checks) {
    await expect.poll(status, { timeout: 15_000, interval: 200 }).toBe(expected);
  }
}

describe('the database stops answering', () => {
  it('refused connections: 503 with Retry-After on every route that needs it; served again once it is back', async () => {
    await expectAllServed();
    relay.cut();
    await expire();
    await expectAllUnavailable();
    relay.restore();
    await expectAllServed();
  });

  it('connections accepted and never answered: 503 after DATABASE_TIMEOUT_MS, not a request held for ever', async () => {
    relay.blackhole();
    await expire();
    await expectAllUnavailable();
    relay.restore();
    await expectAllServed();
  });
});
