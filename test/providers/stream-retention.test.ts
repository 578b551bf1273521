// What an open upstream stream keeps in memory. A stream lasts seconds to minutes and the gateway holds
// thousands at once: a socket read or a decoded read kept alive by a small piece of it (undici's header
// views, a sliced string) is paid for thousands of times. Measured with the garbage collector run by hand.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentFrames } from '../../src/providers/content-frame.js';
import { closeUpstreamPools, sendUpstream, type UpstreamResponse } from '../../src/providers/upstream-client.js';
import type { ChatCompletionChunk } from '../../src/types/openai.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function memory(): NodeJS.MemoryUsage {
  gc();
  gc();
  return process.memoryUsage();
}

const STREAMS = 8;
const FIRST_READ = 60 * 1024;

describe('an open upstream stream', () => {
  let server: Server;
  let url = '';
  beforeAll(async () => {
    // Headers and a large first piece of body in one write (one socket read on the gateway's side), a small
    // piece a little later (the read a waiting reader holds on to), then nothing more: the answer stays open.
    server = createServer((req, res) => {
      req.resume();
      res.socket!.write(`HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\nx-note: kept\r\n\r\n` +
        `${FIRST_READ.toString(16)}\r\n${'x'.repeat(FIRST_READ)}\r\n`);
      setTimeout(() => res.socket!.write('1\r\nz\r\n'), 30);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await closeUpstreamPools();
  });

  it('does not keep the socket read that carried its headers once that body has been consumed', async () => {
    const before = memory().arrayBuffers;
    const open: Array<{ res: UpstreamResponse; rest: Promise<unknown> }> = [];
    for (let i = 0; i < STREAMS; i++) {
      const res = await sendUpstream({ url, method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      const body = res.chunks()[Symbol.asyncIterator]();
      let got = 0;
      while (got < FIRST_READ + 1) got += ((await body.next()).value as Buffer).length;
      open.push({ res, rest: body.next().catch(() => {}) });
    }
    const held = memory().arrayBuffers - before;
    expect(open[0]!.res.headers['x-note']).toBe('kept');
    for (const o of open) o.res.dispose();
    await Promise.all(open.map((o) => o.rest));
    // Kept, the first reads alone would be about STREAMS × 60 KiB.
    expect(held).toBeLessThan((STREAMS * FIRST_READ) / 4);
  });

  it('does not keep the request body once it was sent', async () => {
    const prompt = 256 * 1024;
    const openStreams = async (size: number) => {
      const open: Array<{ res: UpstreamResponse; rest: Promise<unknown> }> = [];
      for (let i = 0; i < STREAMS; i++) {
        // A new text each time, dropped here: only what the stream keeps stays reachable.
        const body = JSON.stringify({ messages: [{ role: 'user', content: `${i} ${'p'.repeat(size)}` }] });
        const res = await sendUpstream({ url, method: 'POST', headers: { 'content-type': 'application/json' }, body });
        const chunks = res.chunks()[Symbol.asyncIterator]();
        let got = 0;
        while (got < FIRST_READ + 1) got += ((await chunks.next()).value as Buffer).length;
        open.push({ res, rest: chunks.next().catch(() => {}) });
      }
      return async () => {
        for (const o of open) o.res.dispose();
        await Promise.all(open.map((o) => o.rest));
      };
    };
    // Once with small bodies first: what the first streams cost once (code, pools) is not counted.
    await (await openStreams(16))();
    const before = memory();
    const close = await openStreams(prompt);
    const after = memory();
    await close();
    const held = after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers;
    // Kept (undici keeps a request's body until its response ends), the bodies alone would be STREAMS × 256 KB.
    expect(held).toBeLessThan((STREAMS * prompt) / 4);
  });
});

describe('a stream\'s content frame', () => {
  it('does not keep the text of the read it was learned from', () => {
    const frame = { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'gpt-4o' };
    const event = (content: string) => JSON.stringify({ ...frame, choices: [{ index: 0, delta: { content }, finish_reason: null }] });
    const before = memory().heapUsed;
    const streams: ContentFrames[] = [];
    for (let i = 0; i < 20; i++) {
      // One decoded read: the learned event, then much more text (later events of the same read).
      const read = `${event(`word ${i}`)}\n\n${'y'.repeat(200_000)}${i}`;
      const data = read.slice(0, read.indexOf('\n\n'));
      const frames = new ContentFrames();
      frames.learn(data, JSON.parse(data) as ChatCompletionChunk);
      expect(frames.match(event('next'))?.choices[0]?.delta.content).toBe('next');
      streams.push(frames);
    }
    const held = memory().heapUsed - before;
    expect(streams).toHaveLength(20);
    // Kept, the reads would be 20 × 200 KB.
    expect(held).toBeLessThan(1_000_000);
  });
});

describe('a stream\'s frame template', () => {
  it('keeps its cuts, not the text they were cut from', () => {
    const frame = { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'gpt-4o' };
    const event = (content: string) => JSON.stringify({ ...frame, choices: [{ index: 0, delta: { content }, finish_reason: null }] });
    const data = event('word');
    const frames = new ContentFrames();
    frames.learn(data, JSON.parse(data) as ChatCompletionChunk);
    const learned = frames.matchEvent(event('next'))!.frame;
    const before = memory().heapUsed;
    const templates: unknown[] = [];
    for (let i = 0; i < 20; i++) {
      // An encoder's text that is a slice of a much longer string (as V8 may hand one out): the cuts of it
      // live as long as the stream, so they must not keep the longer string.
      const encode = (chunk: ChatCompletionChunk) => `${'y'.repeat(200_000)}${i}data: ${JSON.stringify(chunk)}\n\n`.slice(200_000 + String(i).length);
      const cut = learned.template(encode);
      expect(cut!.head).toBe('data: {"id":"chatcmpl-1","object":"chat.completion.chunk","created":1,"model":"gpt-4o","choices":[{"index":0,"delta":{"content":');
      templates.push(cut);
    }
    const held = memory().heapUsed - before;
    expect(templates).toHaveLength(20);
    // Kept, the longer strings would be 20 × 200 KB.
    expect(held).toBeLessThan(1_000_000);
  });
});
