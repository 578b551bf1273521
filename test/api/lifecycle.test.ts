// Start-up as a user runs it (`npm start` with the embedded database) and graceful shutdown.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { api } from '../helpers/gateway.js';
import { startChatFixture } from '../helpers/chat.js';

function freePort(): number {
  return 20_000 + Math.floor(Math.random() * 20_000);
}

describe('npm start (embedded database)', () => {
  it('first start creates a dev account and prints working keys; a restart keeps them; SIGTERM exits cleanly', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gw-start-'));
    const port = freePort();
    const env = { ...process.env, PORT: String(port), METRICS_PORT: '0', GATEWAY_DATA_DIR: dataDir, LOG_LEVEL: 'info', PII_NER: 'false', DATABASE_URL: '' };
    const children: Array<{ kill(): boolean }> = [];
    const start = () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
      children.push(child);
      return { child, exited, output: () => out };
    };
    const waitHealthy = async () => {
      // The first embedded start creates the database (~15 s alone, more on a busy 2-core machine).
      const deadline = Date.now() + 100_000;
      while (Date.now() < deadline) {
        try {
          if ((await fetch(`http://127.0.0.1:${port}/v1/health`)).ok) return;
        } catch {
          // not up yet
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('gateway did not start');
    };
    try {
      const first = start();
      await waitHealthy();
      const live = /live key: (vpx_live_\w{24})/.exec(first.output())?.[1];
      const test = /test key: (vpx_test_\w{24})/.exec(first.output())?.[1];
      expect(live).toBeDefined();
      expect(test).toBeDefined();
      // The test key is printed with its per-minute limit, which trial scripts meet first.
      expect(first.output()).toMatch(/test key: vpx_test_\w{24} {2}\(20 requests a minute, RATE_LIMIT_TEST;/);
      const base = `http://127.0.0.1:${port}`;
      expect((await api(base, live)('GET', '/v1/keys')).json.keys).toHaveLength(2);
      const chat = await api(base, test)('POST', '/v1/chat/completions', { model: 'gpt-4o', messages: [{ role: 'user', content: 'Cześć, tu Anna Nowak' }] });
      expect(chat.status).toBe(200);
      expect(chat.json.choices[0].message.content).toBe('Mock response to: Cześć, tu Anna Nowak');
      // The request line reaches stdout while the gateway runs (the log buffer is flushed on a timer),
      // with metadata only.
      const requestLine = async () => {
        for (let i = 0; i < 30; i++) {
          const line = first.output().split('\n').find((l) => l.includes('"route":"/v1/chat/completions"'));
          if (line) return line;
          await new Promise((r) => setTimeout(r, 100));
        }
        return undefined;
      };
      const line = await requestLine();
      expect(line).toBeDefined();
      expect(JSON.parse(line!)).toMatchObject({ msg: 'request', status: 200, model: 'gpt-4o', entity_counts: { PERSON: 1 } });
      expect(first.output()).not.toContain('Anna Nowak');
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      const second = start();
      await waitHealthy();
      expect(second.output()).not.toContain('live key:');
      expect((await api(base, live)('GET', '/v1/settings/pii')).status).toBe(200);
      second.child.kill('SIGINT');
      expect(await second.exited).toBe(0);
    } finally {
      for (const c of children) c.kill(); // never leave a gateway behind when an assertion failed
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});

describe('graceful shutdown', () => {
  it('stops accepting, lets an in-flight stream finish, flushes batches', async () => {
    const f = await startChatFixture();
    f.mock.set({ replyTokens: 20, chunkDelayMs: 50 });
    const res = await fetch(`${f.gw.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${f.acct.liveKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'gpt-4o', stream: true, messages: [{ role: 'user', content: 'long' }] }),
    });
    const reading = res.text();
    await new Promise((r) => setTimeout(r, 150));
    const closing = f.gw.close();
    await new Promise((r) => setTimeout(r, 50));
    // New connections are refused (requests on already-open keep-alive connections get Connection: close).
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(f.gw.port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(true));
    });
    expect(refused).toBe(true);
    const text = await reading;
    expect(text.trim().endsWith('data: [DONE]')).toBe(true);
    expect(text).not.toContain('"error"');
    await closing;
    await f.mock.close();
  });
});
