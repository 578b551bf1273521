// Request framing over raw sockets: headers that make the body length ambiguous (a request-smuggling
// risk behind a lenient proxy) are refused with 400 and the connection is closed, so the bytes after
// them are never read as another request.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpServer } from '../../src/server/http.js';

let server: HttpServer;
let port: number;
let handled = 0;
let smuggled = 0;

beforeAll(async () => {
  server = new HttpServer(
    [
      {
        method: 'POST',
        pattern: '/echo',
        handler: async (ctx) => {
          handled++;
          ctx.json(200, { body: (await ctx.body()).toString() });
        },
      },
      {
        method: 'GET',
        pattern: '/smuggled',
        handler: (ctx) => {
          smuggled++;
          ctx.json(200, { smuggled: true });
        },
      },
    ],
    1024,
  );
  port = await server.listen('127.0.0.1', 0);
});
afterAll(async () => server?.close(0));

/** Writes raw bytes; resolves with what came back once the server closed the connection (or after `waitMs`). */
function raw(bytes: string, waitMs = 3000): Promise<{ data: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ data, closed: false });
    }, waitMs);
    socket.on('data', (d) => (data += d.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ data, closed: true });
    });
    socket.write(bytes);
  });
}

const responses = (data: string) => data.match(/^HTTP\/1\.1 \d{3}/gm) ?? [];
const bodyOf = (data: string) => JSON.parse(data.slice(data.indexOf('\r\n\r\n') + 4));

describe('ambiguous body length → 400 and close', () => {
  it('two differing Content-Length headers', async () => {
    const before = handled;
    const r = await raw('POST /echo HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nContent-Length: 5\r\n\r\nabcde');
    expect(r.closed).toBe(true);
    expect(responses(r.data)).toEqual(['HTTP/1.1 400']);
    expect(r.data.toLowerCase()).toContain('connection: close');
    expect(bodyOf(r.data).error).toEqual({ type: 'bad_request', message: expect.stringContaining('Content-Length'), code: 400 });
    expect(handled).toBe(before);
  });

  it('a request smuggled behind them is never served', async () => {
    // A proxy that used the second length forwards this as one request; read with the first one,
    // the tail is a second request. The connection must close before anything reads it.
    const tail = 'GET /smuggled HTTP/1.1\r\nHost: a\r\n\r\n';
    const r = await raw(`POST /echo HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nContent-Length: ${3 + tail.length}\r\n\r\nabc${tail}`);
    expect(r.closed).toBe(true);
    expect(responses(r.data)).not.toContain('HTTP/1.1 200');
    expect(smuggled).toBe(0);
  });

  it('a larger value first, then a smaller one', async () => {
    const r = await raw('POST /echo HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\nContent-Length: 3\r\n\r\nabcde');
    expect(r.closed).toBe(true);
    expect(responses(r.data)).toEqual(['HTTP/1.1 400']);
  });

  it('Transfer-Encoding given twice', async () => {
    const r = await raw('POST /echo HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n');
    expect(r.closed).toBe(true);
    expect(responses(r.data)).toEqual(['HTTP/1.1 400']);
    expect(bodyOf(r.data).error.message).toContain('Transfer-Encoding');
  });

  it('Transfer-Encoding with Content-Length: uWS closes the connection without dispatching it', async () => {
    const before = handled;
    const r = await raw('POST /echo HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n3\r\nabc\r\n0\r\n\r\n');
    expect(r.closed).toBe(true);
    expect(responses(r.data)).toEqual([]);
    expect(handled).toBe(before);
  });
});

describe('unambiguous framing is served', () => {
  it('a repeated identical Content-Length is one length', async () => {
    const r = await raw('POST /echo HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nContent-Length: 3\r\nConnection: close\r\n\r\nabc');
    expect(responses(r.data)).toEqual(['HTTP/1.1 200']);
    expect(bodyOf(r.data)).toEqual({ body: 'abc' });
  });

  it('chunked body', async () => {
    const r = await raw('POST /echo HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n3\r\nabc\r\n0\r\n\r\n');
    expect(responses(r.data)).toEqual(['HTTP/1.1 200']);
    expect(bodyOf(r.data)).toEqual({ body: 'abc' });
  });
});
