// An upstream that sends one endless event, or a line that never ends, or a non-streamed answer past the
// body cap: the client's stream ends with an error event in its surface's format, the request is recorded,
// the gateway stops reading that upstream (so it holds at most the cap) and keeps serving.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upstreamRequestsTotal } from '../../src/metrics/metrics.js';
import { api } from '../helpers/gateway.js';
import { startChatFixture, type ChatFixture } from '../helpers/chat.js';

const MAX_EVENT = 256 * 1024;
const MAX_BODY = 64 * 1024;
/** What the upstream would send if nobody stopped it. */
const ENDLESS = 1024 * 1024 * 1024;

type Mode = 'huge-event' | 'endless-line' | 'large-body';
let mode: Mode = 'huge-event';
/** Bytes the upstream managed to write for the last request, and whether the gateway closed it. */
let written = 0;
let closedByGateway = false;

let upstream: Server;
let f: ChatFixture;

/** The events a stream of each wire format starts with, before the oversized one. */
function opening(path: string): string {
  if (path.endsWith('/v1/messages')) {
    return 'event: message_start\ndata: {"type":"message_start","message":{"id":"m","type":"message","role":"assistant","model":"claude","content":[],"usage":{"input_tokens":3,"output_tokens":0}}}\n\n'
      + 'event: content_block_start\ndata: {"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}\n\n';
  }
  return `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'gpt-4o', choices: [{ index: 0, delta: { content: 'start ' }, finish_reason: null }] })}\n\n`;
}

beforeAll(async () => {
  upstream = createServer((req, res) => {
    req.resume();
    written = 0;
    closedByGateway = false;
    res.on('close', () => {
      if (!res.writableFinished) closedByGateway = true;
    });
    if (mode === 'large-body') {
      const content = 'y'.repeat(MAX_BODY * 4);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: 'c', object: 'chat.completion', created: 1, model: 'gpt-4o', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(opening(req.url ?? ''));
    // huge-event: a data field that goes on and on; endless-line: a comment line that never ends.
    res.write(mode === 'huge-event' ? 'data: {"type":"content_block_delta","text":"' : ': ');
    const piece = 'x'.repeat(64 * 1024);
    const pump = () => {
      while (!res.destroyed && written < ENDLESS) {
        written += piece.length;
        if (!res.write(piece)) return void res.once('drain', pump);
      }
      res.end();
    };
    pump();
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  f = await startChatFixture({
    env: {
      PROVIDER_OPENAI_BASE_URL: `${url}/v1`,
      PROVIDER_ANTHROPIC_BASE_URL: url,
      UPSTREAM_MAX_EVENT_BYTES: String(MAX_EVENT),
      UPSTREAM_MAX_BODY_BYTES: String(MAX_BODY),
    },
  });
});
afterAll(async () => {
  await f?.close();
  await new Promise<void>((r) => upstream?.close(() => r()));
});

async function post(path: string, body: Record<string, unknown>): Promise<{ status: number; text: string }> {
  const res = await fetch(`${f.gw.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${f.acct.liveKey}`, 'x-api-key': f.acct.liveKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

async function requestsRecorded(model: string): Promise<number> {
  await f.gw.services.batches.usage.flush();
  const [row] = await f.gw.services.db.sql<{ n: string | null }[]>`
    SELECT sum(requests) AS n FROM usage_daily WHERE account_id = ${f.acct.accountId} AND model = ${model}`;
  return Number(row?.n ?? 0);
}

async function errorClassCount(provider: string): Promise<number> {
  const metric = await upstreamRequestsTotal.get();
  return metric.values.find((v) => v.labels.provider === provider && v.labels.status_class === 'error')?.value ?? 0;
}

/** The upstream was closed by the gateway long before it could send its gigabyte. */
async function expectUpstreamStopped(): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!closedByGateway && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  expect(closedByGateway).toBe(true);
  // The cap, plus what sat in socket buffers and the client's read queue when it stopped.
  expect(written).toBeLessThan(48 * 1024 * 1024);
}

describe.each<Mode>(['huge-event', 'endless-line'])('an upstream %s', (m) => {
  it('Chat Completions: an error event, then [DONE]; recorded; the upstream is closed', async () => {
    mode = m;
    const before = await requestsRecorded('gpt-4o');
    const errorsBefore = await errorClassCount('openai');
    const r = await post('/v1/chat/completions', { model: 'gpt-4o', stream: true, messages: [{ role: 'user', content: 'hi' }] });
    expect(r.status).toBe(200);
    const events = r.text.split('\n\n').filter(Boolean);
    expect(events.at(-1)).toBe('data: [DONE]');
    const err = JSON.parse(events.at(-2)!.slice(6));
    expect(err.error.type).toBe('provider_error');
    expect(err.error.message).toContain(`larger than ${MAX_EVENT} bytes`);
    await expectUpstreamStopped();
    expect(await requestsRecorded('gpt-4o')).toBe(before + 1);
    expect(await errorClassCount('openai')).toBe(errorsBefore + 1);
  });

  it('Messages (native): an Anthropic error event; recorded; the upstream is closed', async () => {
    mode = m;
    const model = 'anthropic/claude-4.6-sonnet';
    const before = await requestsRecorded(model);
    const r = await post('/v1/messages', { model, max_tokens: 100, stream: true, messages: [{ role: 'user', content: 'hi' }] });
    expect(r.status).toBe(200);
    const events = r.text.split('\n\n').filter(Boolean);
    const last = events.at(-1)!;
    expect(last).toMatch(/^event: error\n/);
    const err = JSON.parse(last.split('\n').find((l) => l.startsWith('data: '))!.slice(6));
    expect(err.type).toBe('error');
    expect(err.error.message).toContain(`larger than ${MAX_EVENT} bytes`);
    await expectUpstreamStopped();
    expect(await requestsRecorded(model)).toBe(before + 1);
  });
});

describe('a non-streamed answer past UPSTREAM_MAX_BODY_BYTES', () => {
  it('→ 502 naming the cap, recorded, and the gateway answers the next request', async () => {
    mode = 'large-body';
    const before = await requestsRecorded('gpt-4o');
    const r = await api(f.gw.url, f.acct.liveKey)('POST', '/v1/chat/completions', { model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }] });
    expect(r.status).toBe(502);
    expect(r.json.error.type).toBe('provider_error');
    expect(r.json.error.message).toContain(`larger than ${MAX_BODY} bytes`);
    expect(await requestsRecorded('gpt-4o')).toBe(before + 1);
    mode = 'huge-event';
    const health = await fetch(`${f.gw.url}/v1/health`);
    expect(health.status).toBe(200);
  });
});
