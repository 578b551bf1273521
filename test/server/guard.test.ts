// The HTTP layer's last-resort guards: no exception in request handling (handler, context
// construction, hooks, abort callbacks) may end the process; the failing request gets a 4xx/500,
// the server goes on serving. Path parameters are validated here, before any handler sees them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpServer, type RouteDef } from '../../src/server/http.js';
import { api } from '../helpers/gateway.js';

const unexpected: unknown[] = [];
let server: HttpServer;
let base: string;
let abortHandlerRan = false;

beforeAll(async () => {
  const routes: RouteDef[] = [
    { method: 'GET', pattern: '/ok', handler: (ctx) => ctx.json(200, { ok: true }) },
    { method: 'GET', pattern: '/sync-throw', handler: () => { throw new Error('sync boom'); } },
    { method: 'GET', pattern: '/async-throw', handler: async () => { await Promise.resolve(); throw new Error('async boom'); } },
    { method: 'GET', pattern: '/throw-value', handler: () => { throw undefined; } },
    { method: 'GET', pattern: '/finish-hook-throws', handler: (ctx) => ctx.json(200, { ok: true }) },
    { method: 'GET', pattern: '/error-hook-throws', handler: () => { throw new Error('and the hook throws too'); } },
    {
      method: 'GET',
      pattern: '/abort-handler-throws',
      handler: (ctx) =>
        new Promise<void>((resolve) => {
          ctx.onAbort(() => {
            abortHandlerRan = true;
            resolve();
            throw new Error('abort handler boom');
          });
        }),
    },
    { method: 'DELETE', pattern: '/items/:id', handler: (ctx) => ctx.json(200, { id: ctx.params[0] }) },
    { method: 'GET', pattern: '/items/:id/parts/:part', handler: (ctx) => ctx.json(200, { id: ctx.params[0], part: ctx.params[1] }) },
  ];
  server = new HttpServer(routes, 1024, {
    onFinish: (ctx) => {
      if (ctx.route === '/finish-hook-throws') throw new Error('onFinish boom');
    },
    onUnexpectedError: (ctx, err) => {
      unexpected.push(err);
      if (ctx?.route === '/error-hook-throws') throw new Error('onUnexpectedError boom');
    },
  });
  base = `http://127.0.0.1:${await server.listen('127.0.0.1', 0)}`;
});
afterAll(async () => server?.close(0));

const call = (method: string, path: string) => api(base)(method, path);
async function stillServing(): Promise<void> {
  const r = await call('GET', '/ok');
  expect(r.status).toBe(200);
  expect(r.json).toEqual({ ok: true });
}

describe('a failing request never ends the process', () => {
  it.each(['/sync-throw', '/async-throw', '/throw-value', '/error-hook-throws'])('%s → 500 for that request only', async (path) => {
    const before = unexpected.length;
    const r = await call('GET', path);
    expect(r.status).toBe(500);
    expect(r.json).toEqual({ error: { type: 'internal_error', message: 'internal server error', code: 500 } });
    expect(r.text).not.toContain('boom');
    expect(unexpected.length).toBe(before + 1);
    await stillServing();
  });

  it('an onFinish hook that throws does not lose the answer or the server', async () => {
    const r = await call('GET', '/finish-hook-throws');
    expect(r.status).toBe(200);
    await stillServing();
    expect(server.activeRequests).toBe(0);
  });

  it('an abort handler that throws (client gone) does not end the process', async () => {
    const ac = new AbortController();
    const pending = fetch(`${base}/abort-handler-throws`, { signal: ac.signal }).catch(() => null);
    await new Promise((r) => setTimeout(r, 100));
    ac.abort();
    await pending;
    for (let i = 0; i < 50 && !abortHandlerRan; i++) await new Promise((r) => setTimeout(r, 20));
    expect(abortHandlerRan).toBe(true);
    await stillServing();
  });
});

describe('path parameters are checked before any handler', () => {
  it.each(['%ZZ', '%E0%A4%A', '%', 'abc%2', '%C3%28'])('malformed percent-encoding %s → 400 naming the parameter', async (raw) => {
    const r = await call('DELETE', `/items/${raw}`);
    expect(r.status).toBe(400);
    expect(r.json.error).toEqual({ type: 'bad_request', message: 'path parameter id is not valid', code: 400 });
    await stillServing();
  });

  it.each(['a%00b', '%0A', 'x%0D%0Ay', '%7F', '%1B[31m', '%C2%85'])('control character %s → 400 naming the parameter', async (raw) => {
    const r = await call('DELETE', `/items/${raw}`);
    expect(r.status).toBe(400);
    expect(r.json.error.message).toBe('path parameter id is not valid');
  });

  it('names the right parameter of several', async () => {
    const r = await call('GET', '/items/fine/parts/%ZZ');
    expect(r.status).toBe(400);
    expect(r.json.error.message).toBe('path parameter part is not valid');
  });

  it('well-formed parameters are decoded', async () => {
    expect((await call('DELETE', '/items/key_123')).json).toEqual({ id: 'key_123' });
    expect((await call('DELETE', '/items/a%20b%C5%BC')).json).toEqual({ id: 'a bż' });
    expect((await call('GET', '/items/x/parts/y')).json).toEqual({ id: 'x', part: 'y' });
  });
});

describe('routing errors never echo the request', () => {
  it('404 does not repeat the path', async () => {
    const r = await call('GET', '/v1/jan.kowalski@example.pl');
    expect(r.status).toBe(404);
    expect(r.json.error.type).toBe('not_found');
    expect(r.text).not.toContain('kowalski');
    expect(r.text).not.toContain('/v1/');
  });

  it('405 names the route pattern and the method, not the requested path', async () => {
    const r = await call('PUT', '/items/jan.kowalski@example.pl');
    expect(r.status).toBe(405);
    expect(r.json.error.message).toContain('/items/:id');
    expect(r.json.error.message).toContain('PUT');
    expect(r.text).not.toContain('kowalski');
    expect(r.headers.get('allow')).toBe('DELETE');
  });
});
