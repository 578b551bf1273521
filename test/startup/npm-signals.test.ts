// What a process manager does to `npm start`: SIGTERM to npm's own pid. The gateway must get it and shut
// down as it does under `node` directly — the port closes and no process is left behind serving.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL, uniqueSchema } from '../helpers/gateway.js';

// The PostgreSQL server in a schema of its own (postgres.js passes search_path on as a connection
// parameter): no embedded database to create, so the test is about the signal alone.
const schema = uniqueSchema('npm');
const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
beforeAll(async () => {
  await admin.unsafe(`CREATE SCHEMA ${schema}`);
});
afterAll(async () => {
  await admin.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.end();
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
  it('SIGTERM to npm reaches the gateway: it logs its shutdown, the port closes and npm exits 0', { timeout: 120_000 }, async () => {
    const url = new URL(TEST_DATABASE_URL);
    url.searchParams.set('search_path', schema);
    const env = {
      ...process.env,
      DATABASE_URL: url.toString(), GATEWAY_MASTER_KEY: '11'.repeat(32), NODE_ENV: 'development',
      PORT: '0', METRICS_PORT: '0', HOST: '127.0.0.1', METRICS_HOST: '127.0.0.1',
      PII_NER: 'false', PII_POOL_THREADS: '1', LOG_LEVEL: 'info',
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
