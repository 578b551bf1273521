// What a process manager does to `npm start`: SIGTERM to npm's own pid. The gateway must get it and shut
// down as it does under `node` directly — the port closes and no process is left behind serving.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function portAccepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

describe('npm start and signals', () => {
  it('SIGTERM to npm reaches the gateway: it logs its shutdown, the port closes and npm exits 0', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gw-npm-'));
    dirs.push(dataDir);
    const env = {
      ...process.env,
      DATABASE_URL: '', GATEWAY_MASTER_KEY: '', NODE_ENV: 'development',
      PORT: '0', METRICS_PORT: '0', HOST: '127.0.0.1', METRICS_HOST: '127.0.0.1',
      GATEWAY_DATA_DIR: dataDir, PII_NER: 'false', PII_POOL_THREADS: '1', LOG_LEVEL: 'info',
    };
    // Its own process group, so that whatever it leaves behind can be ended below.
    const npm = spawn('npm', ['start'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    npm.stderr.resume();
    const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
    const port = await new Promise<number>((resolve, reject) => {
      npm.stdout.on('data', (d) => {
        stdout += d;
        const listening = /"port":(\d+),[^\n]*"msg":"gateway listening"/.exec(stdout);
        if (listening) resolve(Number(listening[1]));
      });
      void exited.then((code) => reject(new Error(`npm start exited (${code}) before listening:\n${stdout}`)));
    });
    expect(await portAccepts(port)).toBe(true);
    // The first start prints the test key with its per-minute limit, which trial scripts meet first.
    expect(stdout).toMatch(/test key: vpx_test_\w+ {2}\(20 requests a minute, RATE_LIMIT_TEST;/);

    npm.kill('SIGTERM');
    const code = await Promise.race([exited, new Promise<'running'>((r) => setTimeout(() => r('running'), 20_000))]);
    const closed = await waitFor(async () => !(await portAccepts(port)), 10_000);
    try {
      process.kill(-npm.pid!, 'SIGKILL'); // anything of the group still running (there should be nothing)
    } catch {
      // the group is gone: nothing was left behind
    }
    expect(closed).toBe(true);
    expect(code).toBe(0);
    expect(stdout).toContain('"signal":"SIGTERM"');
    expect(stdout).toContain('"msg":"stopped"');
  });
});
