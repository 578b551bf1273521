// Caps on the keys an account holds (MAX_KEYS_PER_ACCOUNT, MAX_PROVIDER_KEYS_PER_ACCOUNT), exact under
// concurrent creation, and cursor pages on GET /v1/keys and GET /v1/provider-keys: limit, after,
// has_more, first_id, last_id, oldest first, bad parameters → 400 naming the parameter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestGateway, type TestGateway } from '../helpers/gateway.js';

const KEY_CAP = 6;
const PROVIDER_KEY_CAP = 4;
let gw: TestGateway;

beforeAll(async () => {
  gw = await startTestGateway({ env: { MAX_KEYS_PER_ACCOUNT: String(KEY_CAP), MAX_PROVIDER_KEYS_PER_ACCOUNT: String(PROVIDER_KEY_CAP) } });
});
afterAll(async () => gw?.close());

const badRequest = (r: { status: number; json: any }) => {
  expect(r.status).toBe(400);
  expect(r.json.error.type).toBe('bad_request');
  return r.json.error.message as string;
};

/** Every page of a listing with `limit`, and the answers themselves. */
async function allPages(key: string, path: string, field: string, limit: number) {
  const pages: any[] = [];
  for (let after: string | null = null; ; ) {
    const r = await api(gw.url, key)('GET', `${path}?limit=${limit}${after ? `&after=${after}` : ''}`);
    expect(r.status).toBe(200);
    pages.push(r.json);
    if (!r.json.has_more) return { pages, rows: pages.flatMap((p) => p[field]) };
    after = r.json.last_id;
  }
}

describe('caps', () => {
  it('API keys: past MAX_KEYS_PER_ACCOUNT active keys a new one is a 400 naming the limit; revoking frees a place', async () => {
    const a = await gw.account('business'); // holds 2 keys already
    const call = api(gw.url, a.liveKey);
    for (let i = 2; i < KEY_CAP; i++) expect((await call('POST', '/v1/keys', { name: `k${i}` })).status).toBe(201);
    const message = badRequest(await call('POST', '/v1/keys', { name: 'one too many' }));
    expect(message).toContain('MAX_KEYS_PER_ACCOUNT');
    expect(message).toContain(String(KEY_CAP));
    const victim = (await call('GET', '/v1/keys')).json.keys.at(-1).id;
    expect((await call('DELETE', `/v1/keys/${victim}`)).status).toBe(200);
    expect((await call('POST', '/v1/keys', { name: 'in its place' })).status).toBe(201);
    expect((await call('GET', '/v1/keys')).json.keys).toHaveLength(KEY_CAP);
  });

  it('API keys: concurrent creations cannot pass the cap together', async () => {
    const a = await gw.account('business');
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => api(gw.url, a.liveKey)('POST', '/v1/keys', { name: `p${i}` })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(KEY_CAP - 2);
    for (const r of results.filter((x) => x.status !== 201)) expect(badRequest(r)).toContain('MAX_KEYS_PER_ACCOUNT');
    expect((await api(gw.url, a.liveKey)('GET', '/v1/keys')).json.keys).toHaveLength(KEY_CAP);
  });

  it('provider keys: past MAX_PROVIDER_KEYS_PER_ACCOUNT a new one is a 400 naming the limit, also when sent at once', async () => {
    const a = await gw.account('business');
    const store = (i: number) => api(gw.url, a.liveKey)('POST', '/v1/provider-keys', { provider: 'openai', api_key: `sk-cap-test-${i}-abcdef` });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => store(i)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(PROVIDER_KEY_CAP);
    for (const r of results.filter((x) => x.status !== 201)) {
      const message = badRequest(r);
      expect(message).toContain('MAX_PROVIDER_KEYS_PER_ACCOUNT');
      expect(message).toContain(String(PROVIDER_KEY_CAP));
      expect(message).not.toContain('sk-cap-test');
    }
    const listed = (await api(gw.url, a.liveKey)('GET', '/v1/provider-keys')).json.provider_keys;
    expect(listed).toHaveLength(PROVIDER_KEY_CAP);
    expect((await api(gw.url, a.liveKey)('DELETE', `/v1/provider-keys/${listed[0].id}`)).status).toBe(200);
    expect((await store(99)).status).toBe(201);
  });
});

describe('pages', () => {
  it('GET /v1/keys: pages of `limit`, oldest first, together the whole listing; a revoked key still continues one', async () => {
    const a = await gw.account('business');
    const call = api(gw.url, a.liveKey);
    for (let i = 0; i < 3; i++) await call('POST', '/v1/keys', { name: `page${i}` });
    const whole = await call('GET', '/v1/keys');
    expect(whole.json).toMatchObject({ has_more: false, first_id: whole.json.keys[0].id, last_id: whole.json.keys.at(-1).id });
    expect(whole.json.keys).toHaveLength(5);
    const { pages, rows } = await allPages(a.liveKey, '/v1/keys', 'keys', 2);
    expect(pages.map((p) => p.keys.length)).toEqual([2, 2, 1]);
    expect(pages.map((p) => p.has_more)).toEqual([true, true, false]);
    for (const p of pages) expect([p.first_id, p.last_id]).toEqual([p.keys[0].id, p.keys.at(-1).id]);
    expect(rows.map((k) => k.id)).toEqual(whole.json.keys.map((k: any) => k.id));
    const created = rows.map((k) => Date.parse(k.created_at));
    expect([...created].sort((x, y) => x - y)).toEqual(created);
    // The last key of the first page is revoked before the next page is asked for.
    const first = pages[0];
    expect((await call('DELETE', `/v1/keys/${first.last_id}`)).status).toBe(200);
    const next = await call('GET', `/v1/keys?limit=2&after=${first.last_id}`);
    expect(next.json.keys.map((k: any) => k.id)).toEqual(pages[1].keys.map((k: any) => k.id));
  });

  it('GET /v1/keys for a test key pages through test keys only', async () => {
    const a = await gw.account('business');
    for (let i = 0; i < 3; i++) await api(gw.url, a.liveKey)('POST', '/v1/keys', { name: `t${i}`, kind: 'test' });
    await api(gw.url, a.liveKey)('POST', '/v1/keys', { name: 'live one' });
    const { pages, rows } = await allPages(a.testKey, '/v1/keys', 'keys', 3);
    expect(rows).toHaveLength(4);
    expect(pages.map((p) => p.has_more)).toEqual([true, false]);
    for (const k of rows) expect(k.key_prefix).toMatch(/^vpx_test_/);
  });

  it('GET /v1/provider-keys: the same pages; an empty listing has no ids', async () => {
    const a = await gw.account('business');
    expect((await api(gw.url, a.liveKey)('GET', '/v1/provider-keys')).json).toEqual({ provider_keys: [], has_more: false, first_id: null, last_id: null });
    for (const p of ['openai', 'anthropic', 'mistral']) {
      expect((await api(gw.url, a.liveKey)('POST', '/v1/provider-keys', { provider: p, api_key: `sk-${p}-page-1234` })).status).toBe(201);
    }
    const { pages, rows } = await allPages(a.liveKey, '/v1/provider-keys', 'provider_keys', 2);
    expect(pages.map((p) => p.has_more)).toEqual([true, false]);
    expect(rows.map((k) => k.provider)).toEqual(['openai', 'anthropic', 'mistral']);
    // A deleted key cannot continue a listing: 400 naming `after`.
    const last = pages[0].last_id;
    expect((await api(gw.url, a.liveKey)('DELETE', `/v1/provider-keys/${last}`)).status).toBe(200);
    expect(badRequest(await api(gw.url, a.liveKey)('GET', `/v1/provider-keys?after=${last}`))).toMatch(/^after: /);
  });

  it.each([
    ['/v1/keys?limit=0', 'limit: '],
    ['/v1/keys?limit=101', 'limit: '],
    ['/v1/keys?limit=abc', 'limit: '],
    ['/v1/keys?limit=1.5', 'limit: '],
    ['/v1/keys?limit=-1', 'limit: '],
    ['/v1/keys?limit=', 'limit: '],
    ['/v1/keys?limit=1&limit=2', 'limit: '],
    ['/v1/keys?after=', 'after: '],
    ['/v1/keys?after=Kowalski', 'after: '],
    ['/v1/keys?after=pk_abc', 'after: '],
    ['/v1/keys?after=key_doesnotexist', 'after: '],
    ['/v1/keys?cursor=x', 'unknown query parameter'],
    ['/v1/provider-keys?limit=1000', 'limit: '],
    ['/v1/provider-keys?after=key_abc', 'after: '],
    ['/v1/provider-keys?after=pk_doesnotexist', 'after: '],
  ])('%s → 400 naming %s', async (path, start) => {
    const a = await gw.account('business');
    const message = badRequest(await api(gw.url, a.liveKey)('GET', path));
    expect(message.startsWith(start)).toBe(true);
    expect(message).not.toContain('Kowalski');
  });

  it('another account\'s key id does not continue this account\'s listing', async () => {
    const [a, b] = [await gw.account('business'), await gw.account('business')];
    const theirs = (await api(gw.url, b.liveKey)('GET', '/v1/keys')).json.keys[0].id;
    expect(badRequest(await api(gw.url, a.liveKey)('GET', `/v1/keys?after=${theirs}`))).toMatch(/^after: /);
  });
});
