// Usage survives a crash: the real gateway process (npm start) answers a stream of short requests, is
// SIGKILLed under that load, and started again; the usage rows then count every answered request but
// at most what ~50 ms of traffic would be. The batch interval is set to 2 s so that a flush cannot hide
// a missing journal: without it, the requests answered since the last flush (about a second's worth
// here) would be lost.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/store/accounts.js';
import { createApiKey } from '../../src/store/api-keys.js';
import { PERMISSIONS } from '../../src/auth/keys.js';
import { JOURNAL_DIR } from '../../src/store/usage-journal.js';
import { dropSchema, TEST_DATABASE_URL, uniqueSchema } from '../helpers/gateway.js';

const LOAD_MS = 3_000;
const CONCURRENCY = 8;

const schema = uniqueSchema('crash');
const dataDir = mkdtempSync(path.join(tmpdir(), 'gw-crash-'));
const databaseUrl = new URL(TEST_DATABASE_URL);
databaseUrl.searchParams.set('search_path', schema);
const sql = postgres(databaseUrl.toString(), { max: 1, onnotice: () => {} });

interface Child { proc: ChildProcess; url: string; stdout(): string; exited: Promise<number | null> }

async function startChild(): Promise<Child> {
  const env = {
    ...process.env, DATABASE_URL: databaseUrl.toString(), GATEWAY_MASTER_KEY: '11'.repeat(32), GATEWAY_DATA_DIR: dataDir,
    PII_NER: 'false', PII_POOL_THREADS: '1', LOG_LEVEL: 'info',
    PORT: '0', METRICS_PORT: '0', HOST: '127.0.0.1', METRICS_HOST: '127.0.0.1',
    BATCH_FLUSH_MS: '2000', RATE_LIMIT_TEST: '1000000',
  };
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => proc.on('exit', resolve));
  let stdout = '';
  proc.stdout!.on('data', (d) => (stdout += d));
  proc.stderr!.resume();
  const listening = /"port":(\d+)[^\n]*gateway listening/;
  await expect.poll(() => listening.exec(stdout), { timeout: 40_000, interval: 100 }).not.toBeNull();
  return { proc, url: `http://127.0.0.1:${listening.exec(stdout)![1]}`, stdout: () => stdout, exited };
}

let first: Child | undefined;
let second: Child | undefined;

beforeAll(async () => {
  await sql.unsafe(`CREATE SCHEMA "${schema}"`);
});
afterAll(async () => {
  for (const c of [first, second]) c?.proc.kill('SIGKILL');
  await sql.end();
  await dropSchema(schema);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('usage across a SIGKILL under load', () => {
  it('loses at most ~50 ms of answered requests', async () => {
    first = await startChild();
    const account = await createAccount(sql, 'crash test', 'enterprise');
    // A test key without a provider key: answered by the built-in mock, so the gateway is the bottleneck.
    const { apiKey } = await createApiKey(sql, account.id, 'load', 'test', PERMISSIONS);
    const body = JSON.stringify({ model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }] });
    let answered = 0;
    let stop = false;
    const started = performance.now();
    const worker = async () => {
      while (!stop) {
        try {
          const res = await fetch(`${first!.url}/v1/chat/completions`, {
            method: 'POST', headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' }, body,
          });
          const text = await res.text();
          if (res.status === 200 && text.includes('"choices"')) answered++;
        } catch {
          // the process was killed mid-request: not answered
        }
      }
    };
    const workers = Array.from({ length: CONCURRENCY }, worker);
    await new Promise((r) => setTimeout(r, LOAD_MS));
    first.proc.kill('SIGKILL');
    const elapsedS = (performance.now() - started) / 1000;
    await first.exited;
    stop = true;
    await Promise.all(workers);
    // Its journal is on disk, not yet replayed.
    expect(readdirSync(path.join(dataDir, JOURNAL_DIR)).length).toBeGreaterThan(0);

    second = await startChild();
    expect(second.stdout()).toContain('usage journals of stopped processes replayed');
    const [row] = await sql<{ n: string | null }[]>`SELECT sum(requests) AS n FROM usage_daily WHERE account_id = ${account.id}`;
    const recorded = Number(row?.n ?? 0);
    const rate = answered / elapsedS;
    const lost = Math.max(0, answered - recorded);
    // Requests in flight at the kill may be recorded without having been answered: at most one per worker.
    expect(recorded).toBeLessThanOrEqual(answered + CONCURRENCY);
    expect(answered).toBeGreaterThan(20);
    expect(lost, `answered ${answered} (${rate.toFixed(0)}/s), recorded ${recorded}`).toBeLessThanOrEqual(Math.max(2, Math.ceil(rate * 0.05)));

    // A clean stop writes everything and leaves no journal behind.
    second.proc.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(readdirSync(path.join(dataDir, JOURNAL_DIR))).toEqual([]);
    const [marks] = await sql<{ n: string }[]>`SELECT count(*) AS n FROM usage_journal_marks`;
    expect(Number(marks!.n)).toBe(0);
  }, 120_000);
});
