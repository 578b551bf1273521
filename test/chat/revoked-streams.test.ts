// Revoking a key ends its requests in flight, on this instance and on another one sharing the database:
// a stream gets an error event in its surface's format (then [DONE] where the surface has it), and the
// upstream request is aborted. Streams of other keys go on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDERS } from '../../src/providers/types.js';
import { providerEnv, providerKeyFor } from '../helpers/chat.js';
import { api, dropSchema, startTestGateway, uniqueSchema, type TestAccount, type TestGateway } from '../helpers/gateway.js';
import { startMockUpstream, type MockUpstream } from '../mocks/upstream.js';

const schema = uniqueSchema('revoke');
let mock: MockUpstream;
let a: TestGateway;
let b: TestGateway;
let acct: TestAccount;

/** A paced answer: 300 words, one every 50 ms (15 s), far longer than any test here waits. */
const SLOW = { replyTokens: 300, chunkDelayMs: 50 };

beforeAll(async () => {
  mock = await startMockUpstream(SLOW);
  const env = providerEnv(mock.url);
  [a, b] = await Promise.all([startTestGateway({ schema, env }), startTestGateway({ schema, env })]);
  acct = await a.account('business');
  for (const p of PROVIDERS) {
    const r = await api(a.url, acct.liveKey)('POST', '/v1/provider-keys', { provider: p, api_key: providerKeyFor(p) });
    expect(r.status).toBe(201);
  }
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await mock?.close();
  await dropSchema(schema);
});

async function newKey(name: string): Promise<{ id: string; key: string }> {
  const r = await api(a.url, acct.liveKey)('POST', '/v1/keys', { name });
  expect(r.status).toBe(201);
  return { id: r.json.id, key: r.json.api_key };
}

/** Opens a stream and waits until its first content arrived; `rest()` reads it to its end. */
async function openStream(gw: TestGateway, key: string, path: string, body: Record<string, unknown>) {
  const res = await fetch(gw.url + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, stream: true }),
  });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!/delta/.test(text)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended before any content: ${text}`);
    text += decoder.decode(value, { stream: true });
  }
  return {
    async rest(): Promise<string> {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return text;
        text += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

const chatBody = { model: 'gpt-4o', messages: [{ role: 'user', content: 'tell me a long story' }] };
const events = (text: string) => text.split('\n\n').filter(Boolean);
const wordsIn = (text: string) => (text.match(/"content":"[^"]+"/g) ?? []).length;

async function upstreamAborted(count: number): Promise<void> {
  const deadline = Date.now() + 5000;
  while (mock.requests.filter((r) => r.aborted).length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  expect(mock.requests.filter((r) => r.aborted).length).toBe(count);
}

describe('revoking a key ends its streams', () => {
  it('on the instance that revoked it: an error event, [DONE], the upstream aborted; another key streams on', async () => {
    mock.reset();
    const victim = await newKey('victim');
    const bystander = await newKey('bystander');
    const doomed = await openStream(a, victim.key, '/v1/chat/completions', chatBody);
    const other = await openStream(a, bystander.key, '/v1/chat/completions', chatBody);
    expect((await api(a.url, acct.liveKey)('DELETE', `/v1/keys/${victim.id}`)).status).toBe(200);
    const text = await doomed.rest();
    const evs = events(text);
    expect(evs.at(-1)).toBe('data: [DONE]');
    const err = JSON.parse(evs.at(-2)!.slice(6));
    expect(err.error).toMatchObject({ type: 'authentication_error', message: 'API key revoked', code: 401 });
    expect(wordsIn(text)).toBeLessThan(SLOW.replyTokens / 2);
    await upstreamAborted(1);
    // The other key's stream was not touched: still reading, and its upstream request is not aborted.
    expect(mock.requests.filter((r) => r.aborted)).toHaveLength(1);
    await other.cancel();
  });

  it('on another instance (through the invalidation bus), in the Messages format', async () => {
    mock.reset();
    const victim = await newKey('victim on B');
    const doomed = await openStream(b, victim.key, '/v1/messages', {
      model: 'anthropic/claude-4.6-sonnet', max_tokens: 1000, messages: [{ role: 'user', content: 'tell me a long story' }],
    });
    expect((await api(a.url, acct.liveKey)('DELETE', `/v1/keys/${victim.id}`)).status).toBe(200);
    const text = await doomed.rest();
    const last = events(text).at(-1)!;
    expect(last).toMatch(/^event: error\n/);
    const err = JSON.parse(last.split('\n').find((l) => l.startsWith('data: '))!.slice(6));
    expect(err).toEqual({ type: 'error', error: { type: 'authentication_error', message: 'API key revoked' } });
    await upstreamAborted(1);
  });

  it('a request of a revoked key still waiting for the provider gets 401 at once', async () => {
    mock.reset();
    mock.set({ hang: true });
    const victim = await newKey('victim waiting');
    const pending = api(b.url, victim.key)('POST', '/v1/chat/completions', chatBody);
    const deadline = Date.now() + 5000;
    while (mock.requests.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(mock.requests).toHaveLength(1);
    expect((await api(a.url, acct.liveKey)('DELETE', `/v1/keys/${victim.id}`)).status).toBe(200);
    const r = await pending;
    expect(r.status).toBe(401);
    expect(r.json.error.message).toBe('API key revoked');
    await upstreamAborted(1);
    expect(b.services.chats.size).toBe(0);
  });

  it('a request leaves the registry when it ends: streamed, cancelled by its client, answered whole, refused', async () => {
    mock.reset();
    mock.set({ replyTokens: 3, chunkDelayMs: 0 });
    const { key } = await newKey('ending');
    const chats = a.services.chats;
    const ended = async () => {
      const deadline = Date.now() + 5000;
      while (chats.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(chats.size).toBe(0);
    };
    const done = await openStream(a, key, '/v1/chat/completions', chatBody);
    expect(events(await done.rest()).at(-1)).toBe('data: [DONE]');
    await ended();
    mock.set(SLOW);
    const cancelled = await openStream(a, key, '/v1/chat/completions', chatBody);
    expect(chats.size).toBe(1);
    await cancelled.cancel();
    await upstreamAborted(1);
    await ended();
    mock.set({ replyTokens: 3, chunkDelayMs: 0 });
    expect((await api(a.url, key)('POST', '/v1/chat/completions', chatBody)).status).toBe(200);
    await ended();
    expect((await api(a.url, key)('POST', '/v1/chat/completions', { ...chatBody, model: 'no-such-model' })).status).toBe(400);
    await ended();
  });
});
