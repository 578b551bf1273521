// Starts real gateways for tests: real HTTP on an ephemeral port, real PostgreSQL (a fresh schema
// per gateway group) or the embedded PGlite in a temp folder. Log lines are captured for PII checks.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import postgres from 'postgres';
import { startGateway, type Gateway } from '../../src/app.js';
import { PERMISSIONS, type KeyKind, type Permission } from '../../src/auth/keys.js';
import { loadConfig, type Config, type Plan } from '../../src/config.js';
import { createLogger } from '../../src/log.js';
import { createAccount } from '../../src/store/accounts.js';
import { createApiKey } from '../../src/store/api-keys.js';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type DbMode = 'server' | 'embedded';

export interface TestGateway extends Gateway {
  config: Config;
  schema: string | undefined;
  logLines: string[];
  /** Creates an account with a live and a test key (all permissions unless given). */
  account(plan?: Plan, permissions?: readonly Permission[]): Promise<TestAccount>;
  key(accountId: string, kind: KeyKind, permissions?: readonly Permission[]): Promise<string>;
}

export interface TestAccount { accountId: string; liveKey: string; testKey: string }

let counter = 0;
export function uniqueSchema(prefix = 't'): string {
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${counter++}`;
}

export interface StartOptions {
  mode?: DbMode;
  env?: Record<string, string>;
  /** Share a schema with another gateway (multi-instance tests). */
  schema?: string;
  /** Share an embedded data dir (restart tests). */
  dataDir?: string;
}

export async function startTestGateway(opts: StartOptions = {}): Promise<TestGateway> {
  const mode = opts.mode ?? 'server';
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), 'gw-test-'));
  const schema = mode === 'server' ? (opts.schema ?? uniqueSchema()) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    METRICS_PORT: '0',
    METRICS_HOST: '127.0.0.1',
    GATEWAY_DATA_DIR: dataDir,
    GATEWAY_MASTER_KEY: '11'.repeat(32),
    LOG_LEVEL: 'info',
    BATCH_FLUSH_MS: '50',
    SHUTDOWN_GRACE_MS: '2000',
    PII_NER: 'false',
    // One worker is enough here and starts faster; the pool's own tests cover several (test/pii/pool.test.ts).
    PII_POOL_THREADS: '1',
    ...(mode === 'server' ? { DATABASE_URL: TEST_DATABASE_URL, DATABASE_POOL_MAX: '4' } : {}),
    ...opts.env,
  });
  const logLines: string[] = [];
  const destination = new Writable({
    write(chunk, _enc, cb) {
      logLines.push(...String(chunk).split('\n').filter(Boolean));
      cb();
    },
  });
  const gateway = await startGateway(config, { schema, logger: createLogger({ level: 'info', destination }) });
  const sql = gateway.services.db.sql;
  const key = async (accountId: string, kind: KeyKind, permissions: readonly Permission[] = PERMISSIONS) =>
    (await createApiKey(sql, accountId, `${kind} test key`, kind, permissions)).apiKey;
  return {
    ...gateway,
    config,
    schema,
    logLines,
    key,
    async account(plan: Plan = 'business', permissions: readonly Permission[] = PERMISSIONS) {
      const acct = await createAccount(sql, `test ${plan}`, plan);
      return { accountId: acct.id, liveKey: await key(acct.id, 'live', permissions), testKey: await key(acct.id, 'test', permissions) };
    },
    async close() {
      await gateway.close();
      if (schema && !opts.schema) await dropSchema(schema);
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function dropSchema(schema: string): Promise<void> {
  const sql = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await sql.end();
  }
}

/** fetch with the gateway's base URL and an optional bearer key. */
export function api(base: string, key?: string) {
  return async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(base + path, {
      method,
      headers: {
        ...(key ? { authorization: `Bearer ${key}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, json, text };
  };
}
