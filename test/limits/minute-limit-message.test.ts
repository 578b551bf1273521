// A refused minute says whose limit it was: test keys have a low one of their own (RATE_LIMIT_TEST), which
// trial scripts reach first, so the 429 names it and the way out; a live key's names its plan's figure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ env: { RATE_LIMIT_TEST: '2', RATE_LIMIT_BUSINESS: '3' } });
});
afterAll(async () => {
  await gw?.close();
});

async function refusal(key: string, allowed: number): Promise<{ status: number; message: string; retryAfter: string | null }> {
  for (let i = 0; i < allowed; i++) {
    const ok = await fetch(`${gw.url}/v1/models`, { headers: { authorization: `Bearer ${key}` } });
    expect(ok.status).toBe(200);
  }
  const res = await fetch(`${gw.url}/v1/models`, { headers: { authorization: `Bearer ${key}` } });
  const body = (await res.json()) as { error: { message: string } };
  return { status: res.status, message: body.error.message, retryAfter: res.headers.get('retry-after') };
}

describe('the minute limit\'s 429', () => {
  it('for a test key says test keys allow N requests a minute and that a live key has more', async () => {
    const { testKey } = await gw.account('business');
    const r = await refusal(testKey, 2);
    expect(r.status).toBe(429);
    expect(r.message).toMatch(/^rate limit exceeded: test keys allow 2 requests a minute \(a live key has its plan's higher limit\); retry after \d+ s$/);
    expect(Number(r.retryAfter)).toBeGreaterThan(0);
  });

  it('for a live key gives the key\'s own limit', async () => {
    const { liveKey } = await gw.account('business');
    const r = await refusal(liveKey, 3);
    expect(r.status).toBe(429);
    expect(r.message).toMatch(/^rate limit exceeded: this key allows 3 requests a minute; retry after \d+ s$/);
  });
});
