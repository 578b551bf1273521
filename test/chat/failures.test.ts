// Every failure path of the chat route: validation, missing provider key, upstream errors, timeouts,
// broken streams, client disconnects and slow clients.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../helpers/gateway.js';
import { startChatFixture, type ChatFixture } from '../helpers/chat.js';

let f: ChatFixture;
beforeAll(async () => {
  f = await startChatFixture({
    env: { UPSTREAM_FIRST_BYTE_TIMEOUT_MS: '600', UPSTREAM_IDLE_TIMEOUT_MS: '600', UPSTREAM_CONNECT_TIMEOUT_MS: '1000' },
  });
});
afterAll(async () => f?.close());
beforeEach(() => f.mock.reset());

const chat = (body: unknown, key?: string) => api(f.gw.url, key ?? f.acct.liveKey)('POST', '/v1/chat/completions', body);
const user = (content: unknown) => [{ role: 'user', content }];

/** Raw SSE text of a streaming request (fetch, to see error events the SDK would throw on). */
async function rawStream(body: Record<string, unknown>): Promise<{ status: number; text: string }> {
  const res = await fetch(`${f.gw.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${f.acct.liveKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, stream: true }),
  });
  return { status: res.status, text: await res.text() };
}

describe('validation → 400 naming the field', () => {
  it.each([
    [{ messages: user('hi') }, 'model'],
    [{ model: '', messages: user('hi') }, 'model'],
    [{ model: 'gpt-4o' }, 'messages'],
    [{ model: 'gpt-4o', messages: [] }, 'messages'],
    [{ model: 'gpt-4o', messages: 'hi' }, 'messages'],
    [{ model: 'gpt-4o', messages: [{ role: 'wizard', content: 'x' }] }, 'messages[0].role'],
    [{ model: 'gpt-4o', messages: [{ role: 'user' }] }, 'messages[0].content'],
    [{ model: 'gpt-4o', messages: [{ role: 'user', content: 42 }] }, 'messages[0].content'],
    [{ model: 'gpt-4o', messages: [{ role: 'user', content: [{ type: 'text' }] }] }, 'messages[0].content'],
    [{ model: 'gpt-4o', messages: [{ role: 'tool', content: 'x' }] }, 'messages[0].tool_call_id'],
    [{ model: 'gpt-4o', messages: [{ role: 'user', content: null }] }, 'messages[0].content'],
    [{ model: 'gpt-4o', messages: user('hi'), temperature: 2.5 }, 'temperature'],
    [{ model: 'gpt-4o', messages: user('hi'), temperature: 'hot' }, 'temperature'],
    [{ model: 'gpt-4o', messages: user('hi'), top_p: 1.5 }, 'top_p'],
    [{ model: 'gpt-4o', messages: user('hi'), max_tokens: 0 }, 'max_tokens'],
    [{ model: 'gpt-4o', messages: user('hi'), max_tokens: 1.5 }, 'max_tokens'],
    [{ model: 'gpt-4o', messages: user('hi'), frequency_penalty: -3 }, 'frequency_penalty'],
    [{ model: 'gpt-4o', messages: user('hi'), presence_penalty: 2.1 }, 'presence_penalty'],
    [{ model: 'gpt-4o', messages: user('hi'), stop: 5 }, 'stop'],
    [{ model: 'gpt-4o', messages: user('hi'), stop: ['a', 'b', 'c', 'd', 'e'] }, 'stop'],
    [{ model: 'gpt-4o', messages: user('hi'), stream: 'yes' }, 'stream'],
    [{ model: 'gpt-4o', messages: user('hi'), stream_options: { include_usage: true } }, 'stream_options'],
    [{ model: 'gpt-5', messages: user('hi') }, 'model'],
    [{ model: 'anthropic/gpt-4o', messages: user('hi') }, 'model'],
    [{ model: 'claude-4.6-opus', messages: user('hi') }, 'model'],
  ])('%j', async (body, field) => {
    const r = await chat(body);
    expect(r.status).toBe(400);
    expect(r.json.error.type).toBe('bad_request');
    expect(r.json.error.message).toContain(field);
    expect(f.mock.requests).toHaveLength(0);
  });

  it('accepts every role and content form of the chat API', async () => {
    const r = await chat({
      model: 'gpt-4o',
      messages: [
        { role: 'system', content: 's' },
        { role: 'developer', content: 'd' },
        { role: 'user', content: [{ type: 'text', text: 'look' }, { type: 'image_url', image_url: { url: 'https://example.com/a.png' } }] },
        { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'f', arguments: '{}' } }] },
        { role: 'tool', tool_call_id: 'c1', content: 'result' },
        { role: 'user', content: 'go on' },
      ],
      stop: ['\n\n'],
    });
    expect(r.status).toBe(200);
    const sent = f.mock.requests[0].body;
    expect(sent.messages.find((m: any) => m.role === 'user' && Array.isArray(m.content)).content[1]).toEqual({
      type: 'image_url',
      image_url: { url: 'https://example.com/a.png' },
    });
    expect(sent.stop).toEqual(['\n\n']);
  });
});

describe('provider keys', () => {
  it('no stored key for the provider → 400; a test key falls back to the mock provider', async () => {
    const other = await f.gw.account('business');
    const r = await chat({ model: 'anthropic/claude-4.6-haiku', messages: user('hi') }, other.liveKey);
    expect(r.status).toBe(400);
    expect(r.json.error.message).toContain('anthropic');
    const mock = await chat({ model: 'anthropic/claude-4.6-haiku', messages: user('Ping from test') }, other.testKey);
    expect(mock.status).toBe(200);
    expect(mock.json.choices[0].message.content).toBe('Mock response to: Ping from test');
    expect(mock.json.model).toBe('anthropic/claude-4.6-haiku');
    expect(f.mock.requests).toHaveLength(0);
  });

  it('forwarded requests are audited as provider_key.use (aggregated per flush), without the key', async () => {
    const a = await f.gw.account('enterprise');
    const r = await api(f.gw.url, a.liveKey)('POST', '/v1/provider-keys', { provider: 'openai', api_key: 'sk-openai-audit-9999' });
    for (let i = 0; i < 3; i++) expect((await chat({ model: 'gpt-4o', messages: user('audit me') }, a.liveKey)).status).toBe(200);
    await f.gw.services.batches.audit.flush();
    const rows = await f.gw.services.db.sql<{ target_id: string; detail: { provider: string; model: string; count?: number } }[]>`
      SELECT target_id, detail FROM audit_events WHERE account_id = ${a.accountId} AND action = 'provider_key.use'`;
    expect(rows.every((row) => row.target_id === r.json.id && row.detail.provider === 'openai' && row.detail.model === 'gpt-4o')).toBe(true);
    expect(rows.reduce((n, row) => n + (row.detail.count ?? 1), 0)).toBe(3);
    expect(rows.length).toBeLessThanOrEqual(3);
    expect(JSON.stringify(rows)).not.toContain('sk-openai-audit');
  });
});

describe('upstream failures', () => {
  it('upstream 4xx/5xx → 502 provider_error with the upstream message', async () => {
    for (const [model, status] of [
      ['gpt-4o', 500],
      ['anthropic/claude-4.6-opus', 422], // 401/403/429 have their own answers (upstream-errors.test.ts)
      ['google/gemini-2.5-pro', 400],
      ['cohere/command-a', 503],
    ] as const) {
      f.mock.set({ error: { status, message: `upstream says no ${status}` } });
      const r = await chat({ model, messages: user('hi') });
      expect(r.status, model).toBe(502);
      expect(r.json.error.type).toBe('provider_error');
      expect(r.json.error.message).toContain(`upstream says no ${status}`);
      expect(r.json.error.code).toBe(502);
    }
  });

  it('no answer within the timeout → 504 provider_timeout, streaming or not', async () => {
    f.mock.set({ hang: true });
    const r = await chat({ model: 'gpt-4o', messages: user('hi') });
    expect(r.status).toBe(504);
    expect(r.json.error.type).toBe('provider_timeout');
    const s = await chat({ model: 'gpt-4o', messages: user('hi'), stream: true });
    expect(s.status).toBe(504);
  });

  it('an unreachable upstream → 502', async () => {
    const dead = await startChatFixture({ env: { PROVIDER_OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' } });
    try {
      const r = await api(dead.gw.url, dead.acct.liveKey)('POST', '/v1/chat/completions', { model: 'gpt-4o', messages: user('hi') });
      expect(r.status).toBe(502);
      expect(r.json.error.type).toBe('provider_error');
    } finally {
      await dead.close();
    }
  });

  it.each([
    ['malformed event', { malformedAt: 2 }],
    ['disconnect mid-stream', { disconnectAt: 3 }],
    ['stalls mid-stream (idle timeout)', { stallAt: 3 }],
  ])('%s: the stream ends with an error event and [DONE]', async (_name, behavior) => {
    for (const model of ['gpt-4o', 'anthropic/claude-4.6-sonnet', 'cohere/command-a']) {
      f.mock.set({ ...behavior, reply: 'one two three four five six seven eight' });
      const r = await rawStream({ model, messages: user('hi') });
      expect(r.status, model).toBe(200);
      const events = r.text.split('\n\n').filter(Boolean);
      expect(events.at(-1), model).toBe('data: [DONE]');
      const err = JSON.parse(events.at(-2)!.slice(6));
      expect(err.error.type, model).toMatch(/provider_error|provider_timeout/);
    }
  });

  it('a stream cut before its end marker: an error for formats whose end is explicit', async () => {
    for (const model of ['anthropic/claude-4.6-sonnet', 'cohere/command-a']) {
      f.mock.set({ omitEnd: true, reply: 'one two three' });
      const events = (await rawStream({ model, messages: user('hi') })).text.split('\n\n').filter(Boolean);
      expect(events.at(-1)).toBe('data: [DONE]');
      expect(JSON.parse(events.at(-2)!.slice(6)).error.type, model).toBe('provider_error');
    }
    // OpenAI-compatible streams that already sent a finish reason are complete without [DONE].
    f.mock.set({ omitEnd: true, reply: 'one two three' });
    const events = (await rawStream({ model: 'gpt-4o', messages: user('hi') })).text.split('\n\n').filter(Boolean);
    expect(events.at(-1)).toBe('data: [DONE]');
    expect(events.some((e) => e.includes('"error"'))).toBe(false);
  });

  it('the client disconnecting aborts the upstream request', async () => {
    f.mock.set({ chunkDelayMs: 100, replyTokens: 100 });
    const controller = new AbortController();
    const res = await fetch(`${f.gw.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${f.acct.liveKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'gpt-4o', stream: true, messages: user('long answer please') }),
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    await reader.read();
    controller.abort();
    const deadline = Date.now() + 3000;
    while (!f.mock.requests[0]?.aborted && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(f.mock.requests[0].aborted).toBe(true);
    // The gateway is fine afterwards.
    f.mock.reset();
    expect((await chat({ model: 'gpt-4o', messages: user('still there?') })).status).toBe(200);
  });
});

describe('a slow upstream', () => {
  it('reaches the client event by event, not held back until its end', async () => {
    f.mock.set({ replyTokens: 8, chunks: 8, chunkDelayMs: 150 }); // ~1.2 s from the first event to the last
    const t0 = performance.now();
    const res = await fetch(`${f.gw.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${f.acct.liveKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'gpt-4o', stream: true, messages: user('tell me slowly') }),
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let text = '', firstContentAt = 0;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += Buffer.from(value).toString();
      if (!firstContentAt && text.includes('"content":"') && /"content":"[^"]+"/.test(text)) firstContentAt = performance.now() - t0;
    }
    const endAt = performance.now() - t0;
    expect(text.trim().endsWith('data: [DONE]')).toBe(true);
    expect(firstContentAt).toBeGreaterThan(0);
    expect(endAt - firstContentAt).toBeGreaterThan(700); // the first words arrived while the upstream was still sending
  });
});

describe('slow client', () => {
  let upstream: Server;
  let produced = 0;
  beforeAll(async () => {
    // An upstream that streams as fast as its socket lets it, honouring its own backpressure.
    upstream = createServer((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const event = `data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', created: 1, model: 'gpt-4o', choices: [{ index: 0, delta: { content: 'y'.repeat(4000) }, finish_reason: null }] })}\n\n`;
      const pump = () => {
        while (!res.destroyed && produced < 400 * 1024 * 1024) {
          produced += event.length;
          if (!res.write(event)) return void res.once('drain', pump);
        }
        res.end();
      };
      pump();
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()));
  });
  afterAll(() => new Promise<void>((r) => upstream.close(() => r())));

  it('does not make the gateway buffer without bound', async () => {
    const port = (upstream.address() as AddressInfo).port;
    const g = await startChatFixture({ env: { PROVIDER_OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1` } });
    try {
      const body = JSON.stringify({ model: 'gpt-4o', stream: true, messages: user('flood me') });
      const socket = net.connect(g.gw.port, '127.0.0.1');
      await new Promise((r) => socket.once('connect', r));
      socket.write(
        `POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${g.acct.liveKey}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      // Read a little, then stop reading entirely.
      await new Promise((r) => socket.once('data', r));
      socket.pause();
      await new Promise((r) => setTimeout(r, 1500));
      const first = produced;
      await new Promise((r) => setTimeout(r, 1000));
      // The upstream could produce hundreds of MB a second; with the client stalled it must stall too.
      expect(first).toBeLessThan(64 * 1024 * 1024);
      expect(produced - first).toBeLessThan(1024 * 1024);
      socket.destroy();
    } finally {
      await g.close();
    }
  });
});
