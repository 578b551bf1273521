// A test key manages test keys only and reads, never changes, what live traffic uses: live keys are not
// listed to it and acting on one is 403; provider keys and account settings are read-only to it. Every
// refusal is checked for having no effect: the live key still works, live traffic still reaches the
// provider with the stored key, the settings are as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerKeyFor, startChatFixture, type ChatFixture } from '../helpers/chat.js';
import { api } from '../helpers/gateway.js';

let f: ChatFixture;

beforeAll(async () => {
  f = await startChatFixture({ plan: 'business' });
});
afterAll(async () => f?.close());

const forbidden = (r: { status: number; json: any }) => {
  expect(r.status).toBe(403);
  expect(r.json.error.type).toBe('forbidden');
  expect(r.json.error.message).toContain('a test key may create, list and revoke test keys');
};

/** A chat with the live key; returns the provider key the mock upstream received. */
async function liveChatProviderKey(): Promise<string> {
  f.mock.reset();
  const r = await f.client(f.acct.liveKey).chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'hej' }] });
  expect(r.choices[0]?.message.content).toBeTruthy();
  const sent = f.mock.requests.at(-1)!;
  return String(sent.headers.authorization).replace(/^Bearer /, '');
}

describe('a test key and API keys', () => {
  it('lists test keys only; a live key lists both kinds', async () => {
    const asTest = await api(f.gw.url, f.acct.testKey)('GET', '/v1/keys');
    const asLive = await api(f.gw.url, f.acct.liveKey)('GET', '/v1/keys');
    expect(asTest.status).toBe(200);
    expect(asTest.json.keys.length).toBeGreaterThan(0);
    for (const k of asTest.json.keys) expect(k.key_prefix).toMatch(/^vpx_test_/);
    expect(asLive.json.keys.some((k: any) => k.key_prefix.startsWith('vpx_live_'))).toBe(true);
    expect(asTest.text).not.toContain('vpx_live_');
  });

  it('cannot revoke a live key (403, and the live key keeps working); an unknown id stays 404', async () => {
    const live = (await api(f.gw.url, f.acct.liveKey)('GET', '/v1/keys')).json.keys.find((k: any) => k.key_prefix === f.acct.liveKey.slice(0, 13) + '...');
    expect(live).toBeDefined();
    forbidden(await api(f.gw.url, f.acct.testKey)('DELETE', `/v1/keys/${live.id}`));
    expect((await api(f.gw.url, f.acct.liveKey)('GET', '/v1/keys')).status).toBe(200);
    expect((await api(f.gw.url, f.acct.liveKey)('GET', '/v1/keys')).json.keys.map((k: any) => k.id)).toContain(live.id);
    expect(await liveChatProviderKey()).toBe(providerKeyFor('openai'));
    expect((await api(f.gw.url, f.acct.testKey)('DELETE', '/v1/keys/key_doesnotexist')).status).toBe(404);
  });

  it('cannot create a live key, nor page from a live key\'s id', async () => {
    forbidden(await api(f.gw.url, f.acct.testKey)('POST', '/v1/keys', { name: 'sneaky', kind: 'live' }));
    const live = (await api(f.gw.url, f.acct.liveKey)('GET', '/v1/keys')).json.keys.find((k: any) => k.key_prefix.startsWith('vpx_live_'));
    const r = await api(f.gw.url, f.acct.testKey)('GET', `/v1/keys?after=${live.id}`);
    expect(r.status).toBe(400);
    expect(r.json.error.message).toMatch(/^after: /);
  });

  it('creates, lists and revokes test keys', async () => {
    const call = api(f.gw.url, f.acct.testKey);
    const created = await call('POST', '/v1/keys', { name: 'dev' });
    expect(created.status).toBe(201);
    expect(created.json.api_key).toMatch(/^vpx_test_/);
    expect((await call('GET', '/v1/keys')).json.keys.map((k: any) => k.id)).toContain(created.json.id);
    expect((await call('DELETE', `/v1/keys/${created.json.id}`)).status).toBe(200);
    expect((await api(f.gw.url, created.json.api_key)('GET', '/v1/keys')).status).toBe(401);
  });
});

describe('a test key and provider keys', () => {
  it('reads them masked', async () => {
    const r = await api(f.gw.url, f.acct.testKey)('GET', '/v1/provider-keys');
    expect(r.status).toBe(200);
    expect(r.json.provider_keys.length).toBe(9);
    expect(r.text).not.toContain(providerKeyFor('openai'));
  });

  it('cannot store one (403): live traffic keeps using the stored key', async () => {
    const before = (await api(f.gw.url, f.acct.liveKey)('GET', '/v1/provider-keys')).json;
    forbidden(await api(f.gw.url, f.acct.testKey)('POST', '/v1/provider-keys', { provider: 'openai', api_key: 'sk-attacker-key-0000' }));
    expect((await api(f.gw.url, f.acct.liveKey)('GET', '/v1/provider-keys')).json).toEqual(before);
    expect(await liveChatProviderKey()).toBe(providerKeyFor('openai'));
  });

  it('cannot delete one (403): it stays stored and in use', async () => {
    const before = (await api(f.gw.url, f.acct.liveKey)('GET', '/v1/provider-keys')).json;
    const openai = before.provider_keys.find((k: any) => k.provider === 'openai');
    forbidden(await api(f.gw.url, f.acct.testKey)('DELETE', `/v1/provider-keys/${openai.id}`));
    expect((await api(f.gw.url, f.acct.liveKey)('GET', '/v1/provider-keys')).json).toEqual(before);
    expect(await liveChatProviderKey()).toBe(providerKeyFor('openai'));
  });
});

describe('a test key and account settings', () => {
  it('reads the PII settings but cannot change them (403, unchanged)', async () => {
    const before = await api(f.gw.url, f.acct.testKey)('GET', '/v1/settings/pii');
    expect(before.status).toBe(200);
    forbidden(await api(f.gw.url, f.acct.testKey)('PATCH', '/v1/settings/pii', { enabled: false }));
    expect((await api(f.gw.url, f.acct.liveKey)('GET', '/v1/settings/pii')).json).toEqual(before.json);
    // A live key still may.
    const patched = await api(f.gw.url, f.acct.liveKey)('PATCH', '/v1/settings/pii', { art9_action: 'block' });
    expect(patched.status).toBe(200);
    expect(patched.json.art9_action).toBe('block');
  });
});
