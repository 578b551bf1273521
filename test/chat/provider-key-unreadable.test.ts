// A provider key sealed under one master key and read by a gateway with another: the chat answer
// names the provider key's id (never the secret) and says what to do; the gateway logs it once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, dropSchema, startTestGateway, uniqueSchema, type TestAccount, type TestGateway } from '../helpers/gateway.js';

const SECRET = 'sk-proj-Q7vLm2XkP9sRt4WbN8cYd1FhJ6gKz3aE5uVo0iTnB_yMq2LrS8xCw4Dp7HjG1eZk';
const schema = uniqueSchema('mk');
const env = (masterKey: string) => ({ GATEWAY_MASTER_KEY: masterKey, PROVIDER_OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
let gw: TestGateway;
let acct: TestAccount;
let keyId: string;

beforeAll(async () => {
  const first = await startTestGateway({ schema, env: env('aa'.repeat(32)) });
  try {
    acct = await first.account('enterprise');
    const r = await api(first.url, acct.liveKey)('POST', '/v1/provider-keys', { provider: 'openai', api_key: SECRET });
    expect(r.status).toBe(201);
    keyId = r.json.id;
  } finally {
    await first.close();
  }
  gw = await startTestGateway({ schema, env: env('bb'.repeat(32)) });
});
afterAll(async () => {
  await gw?.close();
  await dropSchema(schema);
});

it('chat names the unreadable provider key and what to do; the gateway logs it once', async () => {
  for (let i = 0; i < 3; i++) {
    const r = await api(gw.url, acct.liveKey)('POST', '/v1/chat/completions', { model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }] });
    expect(r.status).toBe(500);
    expect(r.json.error.type).toBe('internal_error');
    expect(r.json.error.message).toContain(`the stored openai provider key ${keyId} cannot be decrypted`);
    expect(r.json.error.message).toContain('GATEWAY_MASTER_KEY');
    expect(r.json.error.message).toContain('POST /v1/provider-keys');
    expect(r.text).not.toContain(SECRET.slice(8, 24));
  }
  const about = gw.logLines.filter((l) => l.includes(keyId)).map((l) => JSON.parse(l));
  expect(about).toHaveLength(1);
  expect(about[0].level).toBe('error');
  expect(about[0].provider_key_id).toBe(keyId);
  expect(gw.logLines.join('\n')).not.toContain(SECRET.slice(8, 24));
});
