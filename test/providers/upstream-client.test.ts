import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  UpstreamAbortedError, UpstreamConnectionError, UpstreamTimeoutError, closeUpstreamPools, sendUpstream,
} from '../../src/providers/upstream-client.js';
import { CancelToken } from '../../src/providers/cancel.js';
import { openAiCompatibleAdapter } from '../../src/providers/adapters/openai-compatible.js';
import { anthropicAdapter } from '../../src/providers/adapters/anthropic.js';
import { resolveModel } from '../../src/providers/catalogue.js';
import { sseEvents } from '../../src/providers/sse.js';
import { UpstreamProtocolError } from '../../src/providers/types.js';
import type { UpstreamCall } from '../../src/providers/types.js';
import { startMockUpstream } from '../mocks/upstream.js';
import type { MockUpstream } from '../mocks/upstream.js';

let up: MockUpstream;
const gpt = resolveModel('gpt-4o')!;
const claude = resolveModel('anthropic/claude-4.6-haiku')!;

beforeAll(async () => { up = await startMockUpstream(); });
afterAll(async () => { await up.close(); await closeUpstreamPools(); });
beforeEach(() => up.reset());

function openaiCall(stream: boolean): UpstreamCall {
  return openAiCompatibleAdapter.buildRequest({ model: 'gpt-4o', messages: [{ role: 'user', content: 'hello there' }] }, gpt, 'k', `${up.url}/v1`, stream);
}

async function waitFor(cond: () => boolean, ms = 2000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('sendUpstream', () => {
  it('reuses keep-alive connections across requests', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await sendUpstream(openaiCall(false));
      expect(res.status).toBe(200);
      await res.text();
    }
    expect(up.requests).toHaveLength(6);
    // undici may open a second connection when the next request starts before it has booked the previous
    // response as complete; either way connections are reused, not one per request.
    expect(new Set(up.requests.map((r) => r.remotePort)).size).toBeLessThanOrEqual(2);
  });

  it('times out before the first byte when the upstream hangs', async () => {
    up.set({ hang: true });
    const t0 = Date.now();
    const err = await sendUpstream(openaiCall(false), { firstByteTimeoutMs: 150 }).catch((e) => e);
    expect(err).toBeInstanceOf(UpstreamTimeoutError);
    expect((err as UpstreamTimeoutError).phase).toBe('first-byte');
    // undici's header/body timers tick every ~0.5 s, so a 150 ms timeout fires within about a second.
    expect(Date.now() - t0).toBeLessThan(2500);
    await waitFor(() => up.requests[0]?.aborted === true);
  });

  it('times out mid-stream when the body goes idle', async () => {
    up.set({ stallAt: 3 });
    const res = await sendUpstream(openaiCall(true), { idleTimeoutMs: 150 });
    expect(res.status).toBe(200);
    const events: string[] = [];
    const err = await (async () => {
      for await (const e of sseEvents(res.chunks())) events.push(e.data);
    })().catch((e) => e);
    expect(err).toBeInstanceOf(UpstreamTimeoutError);
    expect((err as UpstreamTimeoutError).phase).toBe('idle');
    expect(events).toHaveLength(3);
    await waitFor(() => up.requests[0]?.aborted === true);
  });

  it('aborting the signal mid-stream closes the upstream connection', async () => {
    up.set({ replyTokens: 200, chunkDelayMs: 20 });
    const ac = new AbortController();
    const res = await sendUpstream(openaiCall(true), { signal: ac.signal });
    let n = 0;
    const err = await (async () => {
      for await (const _ of sseEvents(res.chunks())) {
        if (++n === 2) ac.abort();
      }
    })().catch((e) => e);
    expect(err).toBeInstanceOf(UpstreamAbortedError);
    await waitFor(() => up.requests[0]?.aborted === true);
  });

  it('events that arrive together come out as one chunk, so the gateway writes them once', async () => {
    up.set({ replyTokens: 100, chunks: 40 }); // 40 content events + role/finish/[DONE], written back to back
    const res = await sendUpstream(openaiCall(true));
    const pieces: Buffer[] = [];
    for await (const c of res.chunks()) pieces.push(c);
    const text = Buffer.concat(pieces).toString();
    expect(text.match(/^data: /gm)!.length).toBeGreaterThanOrEqual(42);
    expect(text.trimEnd().endsWith('data: [DONE]')).toBe(true);
    expect(pieces.length).toBeLessThan(10); // a handful of socket reads, not one piece per event
  });

  it('leaving the loop early closes the upstream connection', async () => {
    up.set({ replyTokens: 200, chunkDelayMs: 20 });
    const res = await sendUpstream(openaiCall(true));
    for await (const _ of res.chunks()) break; // read one piece, then leave
    await waitFor(() => up.requests[0]?.aborted === true);
  });

  it('headers are parsed lower-cased', async () => {
    const res = await sendUpstream(openaiCall(false));
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    await res.text();
  });

  it('aborting before the headers rejects with UpstreamAbortedError and the mock sees the abort', async () => {
    up.set({ hang: true });
    const ac = new AbortController();
    const p = sendUpstream(openaiCall(false), { signal: ac.signal });
    await waitFor(() => up.requests.length === 1);
    ac.abort();
    await expect(p).rejects.toBeInstanceOf(UpstreamAbortedError);
    await waitFor(() => up.requests[0].aborted);
  });

  it('an already-aborted signal sends nothing', async () => {
    const ac = new AbortController();
    ac.abort();
    await expect(sendUpstream(openaiCall(false), { signal: ac.signal })).rejects.toBeInstanceOf(UpstreamAbortedError);
    expect(up.requests).toHaveLength(0);
  });

  // The gateway cancels with a CancelToken (src/providers/cancel.ts), not an AbortController.
  it('a CancelToken cancels as an AbortSignal does: mid-stream, before the headers, and before sending', async () => {
    up.set({ replyTokens: 200, chunkDelayMs: 20 });
    const midStream = new CancelToken();
    const res = await sendUpstream(openaiCall(true), { signal: midStream });
    let n = 0;
    const err = await (async () => {
      for await (const _ of sseEvents(res.chunks())) if (++n === 2) midStream.abort();
    })().catch((e) => e);
    expect(err).toBeInstanceOf(UpstreamAbortedError);
    await waitFor(() => up.requests[0]?.aborted === true);

    up.set({ hang: true });
    const beforeHeaders = new CancelToken();
    const p = sendUpstream(openaiCall(false), { signal: beforeHeaders });
    await waitFor(() => up.requests.length === 2);
    beforeHeaders.abort();
    await expect(p).rejects.toBeInstanceOf(UpstreamAbortedError);
    await waitFor(() => up.requests[1]!.aborted);

    const already = new CancelToken();
    already.abort();
    await expect(sendUpstream(openaiCall(false), { signal: already })).rejects.toBeInstanceOf(UpstreamAbortedError);
    expect(up.requests).toHaveLength(2);
  });

  it('sends the body whole with its length in bytes, not chunked, and no body at all when it is empty', async () => {
    const heads: string[] = [];
    const srv = createServer((socket) => {
      let raw = Buffer.alloc(0);
      socket.on('data', (d) => {
        raw = Buffer.concat([raw, d]);
        const end = raw.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = raw.subarray(0, end).toString('latin1');
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
        if (raw.length < end + 4 + length) return;
        heads.push(`${head}\n\n${raw.subarray(end + 4, end + 4 + length).toString('utf8')}`);
        raw = raw.subarray(end + 4 + length);
        socket.write('HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok');
      });
    });
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', () => r()));
    const url = `http://127.0.0.1:${(srv.address() as { port: number }).port}/v1/x`;
    try {
      const body = JSON.stringify({ content: 'Zażółć gęślą jaźń 🙂' });
      expect(await (await sendUpstream({ url, method: 'POST', headers: { 'content-type': 'application/json' }, body })).text()).toBe('ok');
      expect(await (await sendUpstream({ url, method: 'POST', headers: {}, body: '' })).text()).toBe('ok');
      const [post, empty] = heads;
      expect(/content-length: (\d+)/i.exec(post!)?.[1]).toBe(String(Buffer.byteLength(body)));
      expect(post).not.toMatch(/transfer-encoding/i);
      expect(post!.match(/content-length/gi)).toHaveLength(1);
      expect(post!.endsWith(`\n\n${body}`)).toBe(true);
      expect(empty).not.toMatch(/transfer-encoding|content-length: [1-9]/i);
    } finally {
      srv.close();
    }
  });

  it('a refused connection is an UpstreamConnectionError', async () => {
    const srv = createServer();
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', () => r()));
    const port = (srv.address() as { port: number }).port;
    await new Promise<void>((r) => srv.close(() => r()));
    const call = { ...openaiCall(false), url: `http://127.0.0.1:${port}/v1/chat/completions` };
    const err = await sendUpstream(call).catch((e) => e);
    expect(err).toBeInstanceOf(UpstreamConnectionError);
    expect(String(err.message)).not.toContain('Bearer');
  });

  it('a socket destroyed mid-stream is an UpstreamConnectionError and the translator refuses to finish', async () => {
    up.set({ disconnectAt: 3 });
    const res = await sendUpstream(openaiCall(true));
    const tr = openAiCompatibleAdapter.createStreamTranslator(gpt, 'r');
    const err = await (async () => {
      for await (const e of sseEvents(res.chunks())) tr.push(e);
    })().catch((e) => e);
    expect(err).toBeInstanceOf(UpstreamConnectionError);
    expect(() => tr.finish()).toThrow(UpstreamProtocolError);
  });

  it('a malformed event is an UpstreamProtocolError', async () => {
    up.set({ malformedAt: 2 });
    const res = await sendUpstream(openaiCall(true));
    const tr = openAiCompatibleAdapter.createStreamTranslator(gpt, 'r');
    const err = await (async () => {
      for await (const e of sseEvents(res.chunks())) tr.push(e);
    })().catch((e) => e);
    expect(err).toBeInstanceOf(UpstreamProtocolError);
    expect(err.message).toMatch(/malformed JSON/);
    res.dispose();
  });

  it('an Anthropic stream that ends without message_stop makes finish() throw', async () => {
    up.set({ omitEnd: true });
    const call = anthropicAdapter.buildRequest({ model: claude.id, messages: [{ role: 'user', content: 'hi' }] }, claude, 'k', up.url, true);
    const res = await sendUpstream(call);
    const tr = anthropicAdapter.createStreamTranslator(claude, 'r');
    let text = '';
    for await (const e of sseEvents(res.chunks())) for (const c of tr.push(e)) text += c.choices[0]?.delta.content ?? '';
    expect(text).toBe('Echo: hi');
    expect(tr.done).toBe(false);
    expect(() => tr.finish()).toThrow(/message_stop/);
  });

  it('reads an error status and body', async () => {
    up.set({ error: { status: 429, message: 'slow down' } });
    const res = await sendUpstream(openaiCall(false));
    expect(res.status).toBe(429);
    expect(openAiCompatibleAdapter.errorMessage(res.status, await res.text())).toBe('slow down');
  });

  it('text() refuses a body over the limit', async () => {
    up.set({ replyTokens: 2000 });
    const res = await sendUpstream(openaiCall(false));
    await expect(res.text(1024)).rejects.toThrow(/larger than 1024 bytes/);
  });
});
