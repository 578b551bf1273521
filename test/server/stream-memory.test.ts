// What an open stream keeps in memory. A streamed answer lasts seconds to minutes and a gateway holds
// thousands at once, so anything a stream keeps that it no longer needs — here, the bytes of the request
// body once it has been parsed — is paid for thousands of times. Measured with the garbage collector run
// by hand: the bytes outside the JS heap (Buffers) that open streams still hold.
import { connect, type Socket } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpServer, type RequestContext, type RouteDef } from '../../src/server/http.js';
import { SSE_HEADERS } from '../../src/server/sse.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const BODY_BYTES = 256 * 1024;
const STREAMS = 8;

let server: HttpServer;
let base = '';
const open: RequestContext[] = [];
const unexpected: unknown[] = [];

beforeAll(async () => {
  const routes: RouteDef[] = [
    {
      // Reads the JSON body, then streams and never ends: the context lives on, as a long answer's does.
      method: 'POST',
      pattern: '/stream',
      handler: async (ctx) => {
        const body = await ctx.jsonBody();
        ctx.startStream(200, { ...SSE_HEADERS });
        await ctx.write(`data: ${JSON.stringify({ chars: String(body.text).length })}\n\n`);
        open.push(ctx);
        await new Promise<void>((resolve) => ctx.onAbort(resolve));
      },
    },
    {
      method: 'POST',
      pattern: '/read-twice',
      handler: async (ctx) => {
        await ctx.jsonBody();
        await ctx.jsonBody();
        ctx.json(200, { read: 'twice' });
      },
    },
  ];
  server = new HttpServer(routes, 1024 * 1024, { onUnexpectedError: (_ctx, err) => void unexpected.push(err) });
  base = `http://127.0.0.1:${await server.listen('127.0.0.1', 0)}`;
});

afterAll(async () => {
  await server.close(100);
});

function externalBytes(): number {
  gc();
  gc();
  return process.memoryUsage().arrayBuffers;
}

describe('an open stream', () => {
  it('does not keep its request body once the body has been parsed', async () => {
    const before = externalBytes();
    const sockets: Socket[] = [];
    for (let i = 0; i < STREAMS; i++) {
      // A raw socket: a client that kept its own copy of the body would be measured too.
      const body = JSON.stringify({ text: String(i).repeat(BODY_BYTES) });
      const socket = connect(Number(new URL(base).port), '127.0.0.1');
      sockets.push(socket);
      socket.write(`POST /stream HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
      const first = await new Promise<string>((resolve) => socket.once('data', (d: Buffer) => resolve(d.toString())));
      expect(first).toContain(`"chars":${BODY_BYTES}`);
    }
    expect(open).toHaveLength(STREAMS);
    const held = externalBytes() - before;
    for (const s of sockets) s.destroy();
    // Kept, the bodies alone would be STREAMS × 256 KiB = 2 MiB.
    expect(held).toBeLessThan((STREAMS * BODY_BYTES) / 4);
  });

  it('a handler that reads the body twice gets an error, not an empty body', async () => {
    const res = await fetch(`${base}/read-twice`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
    expect(res.status).toBe(500);
    expect(unexpected.some((e) => e instanceof Error && /already read/.test(e.message))).toBe(true);
  });
});
