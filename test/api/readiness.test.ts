// GET /readyz: ready only while serving with the database reachable; 503 while draining after SIGTERM
// (Gateway.drain) and when the database does not answer. GET /v1/health stays the liveness answer.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READINESS_PATH } from '../../src/api/readiness.js';
import postgres from 'postgres';
import { dropSchema, startTestGateway, TEST_DATABASE_URL, uniqueSchema, type TestGateway } from '../helpers/gateway.js';
import { relayToPostgres } from '../helpers/pg-relay.js';

async function ready(g: TestGateway): Promise<{ status: number; json: any }> {
  const res = await fetch(g.url + READINESS_PATH);
  return { status: res.status, json: await res.json() };
}

describe('readiness', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway();
  });
  afterAll(async () => gw?.close());

  it('is ready once started, and reports what it depends on', async () => {
    const r = await ready(gw);
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      status: 'ready',
      checks: { database: 'up', redis: 'off', pii_pool: 'up', pii_workers: expect.any(Number), ner_model: 'off' },
    });
    expect(r.json.checks.pii_workers).toBeGreaterThan(0);
    // A PostgreSQL server suggests several instances: without REDIS_URL start-up says what that means.
    expect(gw.logLines.some((l) => l.includes('REDIS_URL is not set') && l.includes('several instances'))).toBe(true);
  });

  it('answers 503 when the database does not answer, and liveness stays 200', async () => {
    const relay = await relayToPostgres();
    const g = await startTestGateway({ env: { DATABASE_URL: relay.url } });
    try {
      expect((await ready(g)).status).toBe(200);
      relay.cut();
      const r = await ready(g);
      expect(r.status).toBe(503);
      expect(r.json.status).toBe('unavailable');
      expect(r.json.checks.database).toBe('down');
      expect((await fetch(`${g.url}/v1/health`)).status).toBe(200);
    } finally {
      relay.restore(); // so that shutdown can flush and close promptly
      await g.close();
      await relay.close();
    }
  });

  it('answers 503 once draining (after SIGTERM), while liveness and requests are still served', async () => {
    const acct = await gw.account('business');
    gw.drain();
    const r = await ready(gw);
    expect(r.status).toBe(503);
    expect(r.json.status).toBe('draining');
    expect((await fetch(`${gw.url}/v1/health`)).status).toBe(200);
    const served = await fetch(`${gw.url}/v1/settings/pii`, { headers: { authorization: `Bearer ${acct.liveKey}` } });
    expect(served.status).toBe(200);
  });
});

describe('readiness after SIGTERM (npm start)', () => {
  it('answers 503 draining for SHUTDOWN_DRAIN_MS while still serving, then the process exits 0', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gw-drain-'));
    // PostgreSQL in a schema of its own (postgres.js takes search_path from the URL): starts faster
    // than a fresh embedded database.
    const schema = uniqueSchema('drain');
    const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE SCHEMA "${schema}"`);
    await admin.end();
    const databaseUrl = new URL(TEST_DATABASE_URL);
    databaseUrl.searchParams.set('search_path', schema);
    const env = {
      ...process.env, DATABASE_URL: databaseUrl.toString(), GATEWAY_MASTER_KEY: '11'.repeat(32), GATEWAY_DATA_DIR: dataDir,
      PII_NER: 'false', PII_POOL_THREADS: '1',
      PORT: '0', METRICS_PORT: '0', HOST: '127.0.0.1', METRICS_HOST: '127.0.0.1', SHUTDOWN_DRAIN_MS: '1500',
    };
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      let stdout = '';
      child.stdout.on('data', (d) => (stdout += d));
      await expect.poll(() => /"port":(\d+)[^\n]*gateway listening/.exec(stdout), { timeout: 25_000, interval: 100 }).not.toBeNull();
      const url = `http://127.0.0.1:${/"port":(\d+)[^\n]*gateway listening/.exec(stdout)![1]}`;
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      child.kill('SIGTERM');
      await expect.poll(async () => (await fetch(`${url}/readyz`)).status, { timeout: 1_400, interval: 20 }).toBe(503);
      const body = (await (await fetch(`${url}/readyz`)).json()) as { status: string };
      expect(body.status).toBe('draining');
      expect((await fetch(`${url}/v1/health`)).status).toBe(200);
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      await dropSchema(schema);
    }
  }, 40_000);
});
