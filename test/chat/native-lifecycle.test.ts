// Native streams (Claude on /v1/messages, OpenAI on /v1/responses) when the client leaves or the
// gateway shuts down: the upstream request is aborted, the usage row is written, and a cut stream
// ends with the surface's own error event.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../helpers/gateway.js';
import { MODEL_OF, startChatFixture, type ChatFixture } from '../helpers/chat.js';

const STREAMS: Record<string, Record<string, unknown>> = {
  '/v1/messages': { model: MODEL_OF.anthropic, max_tokens: 500, stream: true, messages: [{ role: 'user', content: 'a long answer, please' }] },
  '/v1/responses': { model: 'gpt-4o', stream: true, input: 'a long answer, please' },
};

/** Opens a stream; `first` resolves with the first body bytes, `all` with the whole text. */
function openStream(url: string, key: string, path: string, signal?: AbortSignal) {
  let gotFirst!: () => void;
  const first = new Promise<void>((resolve) => (gotFirst = resolve));
  const all = (async () => {
    const res = await fetch(url + path, {
      method: 'POST', signal,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(STREAMS[path]),
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      gotFirst();
    }
    return text;
  })();
  all.catch(() => gotFirst());
  return { first, all };
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  expect(check()).toBe(true);
}

describe('client abort on a native stream', () => {
  let f: ChatFixture;
  beforeAll(async () => {
    f = await startChatFixture();
  });
  afterAll(async () => f?.close());
  beforeEach(() => f.mock.reset());

  it.each(Object.keys(STREAMS))('%s: the upstream request is aborted, the request is counted once', async (path) => {
    f.mock.set({ chunkDelayMs: 50, replyTokens: 200 });
    const a = await f.gw.account('enterprise');
    for (const provider of ['openai', 'anthropic']) {
      await api(f.gw.url, a.liveKey)('POST', '/v1/provider-keys', { provider, api_key: `sk-${provider}-abort-1234` });
    }
    const controller = new AbortController();
    const s = openStream(f.gw.url, a.liveKey, path, controller.signal);
    await s.first;
    controller.abort();
    await s.all.catch(() => undefined);
    await until(() => f.mock.requests[0]?.aborted === true);
    await new Promise((r) => setTimeout(r, 200)); // the usage batch flushes every 50 ms in tests
    const summary = (await api(f.gw.url, a.liveKey)('GET', '/v1/usage/summary')).json;
    expect(summary.total_requests).toBe(1);
  });
});

describe('shutdown cuts native streams with their own error event', () => {
  it('Messages ends with an Anthropic error event, Responses with a Responses error event', async () => {
    const f = await startChatFixture({ env: { SHUTDOWN_GRACE_MS: '300' } });
    try {
      f.mock.set({ chunkDelayMs: 20, replyTokens: 200 });
      const messages = openStream(f.gw.url, f.acct.liveKey, '/v1/messages');
      const responses = openStream(f.gw.url, f.acct.liveKey, '/v1/responses');
      await Promise.all([messages.first, responses.first]);
      await f.gw.close();
      const last = (text: string) => text.trim().split('\n\n').at(-1)!;
      const m = last(await messages.all);
      expect(m.split('\n')[0]).toBe('event: error');
      expect(JSON.parse(m.split('\n')[1].slice('data: '.length))).toEqual({
        type: 'error', error: { type: 'overloaded_error', message: expect.stringContaining('shutting down') },
      });
      const r = last(await responses.all);
      expect(r.split('\n')[0]).toBe('event: error');
      expect(JSON.parse(r.split('\n')[1].slice('data: '.length))).toEqual({
        type: 'error', code: 'service_unavailable', message: expect.stringContaining('shutting down'), param: null, sequence_number: expect.any(Number),
      });
    } finally {
      await f.mock.close();
    }
  });
});
