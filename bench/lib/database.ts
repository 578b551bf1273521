// The gateway's database for a benchmark run, prepared BEFORE the gateway starts, with the same store
// code `npm run admin` uses: the PostgreSQL server at TEST_DATABASE_URL in a fresh schema when it is
// reachable (the production setup), else the embedded PGlite in a temp folder.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { PERMISSIONS } from '../../src/auth/keys.js';
import { createAccount } from '../../src/store/accounts.js';
import { createApiKey } from '../../src/store/api-keys.js';
import { connectDatabase } from '../../src/store/db.js';
import { migrate } from '../../src/store/migrate.js';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type DatabaseKind = 'postgresql' | 'embedded';

export interface BenchDatabase {
  kind: DatabaseKind;
  /** Human-readable: where the data lives (no credentials). */
  description: string;
  /** The account's live key, with every permission; the account is on the Enterprise plan. */
  liveKey: string;
  /** Environment for the gateway process. */
  env: Record<string, string>;
  /** Drops the schema / deletes the folder. The gateway must be stopped first. */
  dispose(): Promise<void>;
}

export async function serverReachable(url = TEST_DATABASE_URL): Promise<boolean> {
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`SELECT 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

/** Appends `search_path=<schema>` to a postgres:// URL (postgres.js sends unknown query parameters as
 * connection parameters, so the unmodified gateway works inside the schema). */
function withSearchPath(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('search_path', schema);
  return u.toString();
}

function redactUrl(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return `${u.protocol}//${u.username ? `${u.username}@` : ''}${u.host}${u.pathname}`;
}

/**
 * A database with the gateway's tables and one Enterprise account holding a live key.
 * `label` tells apart the databases of one run (one per gateway process).
 */
export async function prepareDatabase(kind: DatabaseKind, label: string): Promise<BenchDatabase> {
  const masterKey = randomBytes(32).toString('hex');
  if (kind === 'postgresql') {
    const schema = `bench_${label}_${process.pid}_${Date.now().toString(36)}`;
    const db = await connectDatabase({ databaseUrl: TEST_DATABASE_URL, dataDir: tmpdir(), poolMax: 1, schema });
    let liveKey: string;
    try {
      await migrate(db.sql);
      liveKey = await createBenchAccount(db.sql);
    } finally {
      await db.close();
    }
    return {
      kind,
      description: `PostgreSQL server ${redactUrl(TEST_DATABASE_URL)}, schema ${schema}`,
      liveKey,
      env: { NODE_ENV: 'production', DATABASE_URL: withSearchPath(TEST_DATABASE_URL, schema), GATEWAY_MASTER_KEY: masterKey },
      async dispose() {
        const sql = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
        try {
          await sql.unsafe(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        } finally {
          await sql.end({ timeout: 5 });
        }
      },
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-gw-${label}-`));
  // PGlite is single-process: create the account, close it, then the gateway opens the same files.
  const db = await connectDatabase({ dataDir });
  let liveKey: string;
  try {
    await migrate(db.sql);
    liveKey = await createBenchAccount(db.sql);
  } finally {
    await db.close();
  }
  return {
    kind,
    description: `embedded PGlite in ${dataDir}`,
    liveKey,
    // NODE_ENV=production refuses the embedded database, so this gateway runs as `development`.
    env: { NODE_ENV: 'development', GATEWAY_DATA_DIR: dataDir, GATEWAY_MASTER_KEY: masterKey },
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function createBenchAccount(sql: Parameters<typeof createAccount>[0]): Promise<string> {
  const account = await createAccount(sql, 'benchmark', 'enterprise');
  return (await createApiKey(sql, account.id, 'benchmark', 'live', PERMISSIONS)).apiKey;
}
