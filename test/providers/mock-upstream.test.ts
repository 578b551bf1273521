// The mock upstream is test infrastructure the gateway tests and the bench rely on: check its knobs.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { startMockUpstream } from '../mocks/upstream.js';
import type { MockUpstream } from '../mocks/upstream.js';

let up: MockUpstream;
beforeAll(async () => { up = await startMockUpstream(); });
afterAll(async () => { await up.close(); });
beforeEach(() => up.reset());

const post = (path: string, body: unknown) => request(`${up.url}${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

describe('mock upstream', () => {
  it('records requests and answers 404 for unknown paths', async () => {
    const res = await post('/nope', { a: 1 });
    expect(res.statusCode).toBe(404);
    await res.body.text();
    expect(up.requests[0]).toMatchObject({ method: 'POST', path: '/nope', body: { a: 1 }, aborted: false });
  });

  it('replyTokens gives N words; reply gives fixed text', async () => {
    up.set({ replyTokens: 50 });
    const a = await (await post('/v1/chat/completions', { model: 'm', messages: [] })).body.json() as any;
    expect(a.choices[0].message.content.split(' ')).toHaveLength(50);
    up.set({ reply: 'fixed' });
    const b = await (await post('/v1/messages', { model: 'm', messages: [] })).body.json() as any;
    expect(b.content[0].text).toBe('fixed');
  });

  it('latencyMs delays the headers', async () => {
    up.set({ latencyMs: 120 });
    const t0 = Date.now();
    const res = await post('/v2/chat', { model: 'm', messages: [{ role: 'user', content: 'x' }] });
    await res.body.text();
    expect(Date.now() - t0).toBeGreaterThanOrEqual(110);
  });

  it('can be re-configured over HTTP', async () => {
    const put = await request(`${up.url}/__mock/behavior`, { method: 'PUT', body: JSON.stringify({ reply: 'over http' }) });
    expect(put.statusCode).toBe(204);
    await put.body.text();
    const a = await (await post('/v1/chat/completions', { model: 'm', messages: [] })).body.json() as any;
    expect(a.choices[0].message.content).toBe('over http');
    const list = await (await request(`${up.url}/__mock/requests`)).body.json() as any[];
    expect(list).toHaveLength(1);
  });

  it('runs standalone as a child process and prints its URL', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/mocks/upstream-server.ts', '{"reply":"child"}'], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        createInterface({ input: child.stdout! }).once('line', resolve);
        child.once('exit', (code) => reject(new Error(`exited ${code}`)));
      });
      const { url } = JSON.parse(line);
      const res = await request(`${url}/v1/chat/completions`, { method: 'POST', body: JSON.stringify({ model: 'm', messages: [] }) });
      expect(((await res.body.json()) as any).choices[0].message.content).toBe('child');
    } finally {
      child.kill('SIGTERM');
    }
  });
});
