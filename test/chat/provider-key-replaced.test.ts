// The opened provider key is cached with the account's data: a key stored, replaced or deleted
// through the API must still be what the very next request uses (or misses), with no wait for a TTL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api } from '../helpers/gateway.js';
import { startChatFixture, type ChatFixture } from '../helpers/chat.js';

let fx: ChatFixture;
beforeAll(async () => { fx = await startChatFixture(); });
afterAll(async () => { await fx?.close(); });

const chat = () => api(fx.gw.url, fx.acct.liveKey)('POST', '/v1/chat/completions', { model: 'gpt-4o', messages: [{ role: 'user', content: 'Cześć' }] });
async function keyUsedUpstream(): Promise<string | undefined> {
  fx.mock.reset();
  const r = await chat();
  expect(r.status).toBe(200);
  const auth = fx.mock.requests.at(-1)?.headers.authorization;
  return typeof auth === 'string' ? auth.replace(/^Bearer /, '') : undefined;
}

it('the next request after a provider key is added or deleted uses the newest stored key', async () => {
  const call = api(fx.gw.url, fx.acct.liveKey);
  const first = await keyUsedUpstream();
  expect(first).toMatch(/^pk-openai-secret-/);
  expect(await keyUsedUpstream()).toBe(first); // served from the cache

  const added = await call('POST', '/v1/provider-keys', { provider: 'openai', api_key: 'sk-proj-replacement-0001' });
  expect(added.status).toBe(201);
  expect(await keyUsedUpstream()).toBe('sk-proj-replacement-0001');

  expect((await call('DELETE', `/v1/provider-keys/${added.json.id}`)).status).toBe(200);
  expect(await keyUsedUpstream()).toBe(first);
});
