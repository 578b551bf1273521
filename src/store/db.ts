// Database connection: a PostgreSQL server (DATABASE_URL) or embedded PGlite served over a loopback
// socket, so the same postgres.js code and SQL serve both.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { lockDataDir } from './data-dir-lock.js';

/** Serialises schema creation and migrations across instances starting together. */
export const MIGRATION_LOCK_ID = 7_314_202_611;

export type Sql = postgres.Sql<Record<string, never>>;

export interface Database {
  sql: Sql;
  /** True for a real PostgreSQL server (LISTEN/NOTIFY available). */
  server: boolean;
  close(): Promise<void>;
}

export interface ConnectOptions {
  databaseUrl?: string;
  /** Embedded mode: where PGlite keeps its files. */
  dataDir: string;
  poolMax?: number;
  /** Server mode: seconds a new connection may take (postgres.js's connect_timeout; default 30). */
  connectTimeoutS?: number;
  /** Server mode: run everything inside this schema (tests isolate runs this way). */
  schema?: string;
  embeddedPort?: number;
  /** Start-up progress worth telling an operator (the first embedded start takes a while). */
  onProgress?: (message: string) => void;
}

const commonOptions = {
  onnotice: () => {},
  // Timestamps come back as Date; bigint sums as strings, converted where read.
  transform: { undefined: null },
} as const;

export async function connectDatabase(opts: ConnectOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const sql = postgres(opts.databaseUrl, {
      ...commonOptions,
      max: opts.poolMax ?? 10,
      ...(opts.connectTimeoutS ? { connect_timeout: opts.connectTimeoutS } : {}),
      connection: opts.schema ? { search_path: opts.schema } : {},
    }) as unknown as Sql;
    if (opts.schema) {
      // Under the migrations lock: concurrent CREATE SCHEMA IF NOT EXISTS can still collide.
      const schema = opts.schema.replace(/"/g, '');
      await sql.begin(async (tx) => {
        await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`;
        await tx.unsafe(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
      });
    }
    return { sql, server: true, close: () => sql.end({ timeout: 5 }) };
  }
  return connectEmbedded(opts);
}

async function connectEmbedded(opts: ConnectOptions): Promise<Database> {
  // Loaded lazily: a server deployment never pays for the WASM build.
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  // Before anything touches the files: a second process would work on its own copy of the database.
  const unlock = lockDataDir(opts.dataDir);
  const dir = path.resolve(opts.dataDir, 'pg');
  try {
    const first = !existsSync(path.join(dir, 'PG_VERSION'));
    opts.onProgress?.(
      first
        ? `creating the embedded database in ${dir} (first start only, takes about 15 s)`
        : `opening the embedded database in ${dir}`,
    );
    mkdirSync(dir, { recursive: true });
    const pglite = await PGlite.create(dir);
    try {
      const socketServer = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: opts.embeddedPort ?? 0 });
      await socketServer.start();
      const conn = socketServer.getServerConn(); // "127.0.0.1:PORT"
      // PGlite is single-connection: one client connection, no LISTEN/NOTIFY, no COPY.
      const sql = postgres(`postgres://postgres@${conn}/postgres`, { ...commonOptions, max: 1 }) as unknown as Sql;
      return {
        sql,
        server: false,
        close: async () => {
          try {
            await sql.end({ timeout: 5 });
            await socketServer.stop();
            await pglite.close();
          } finally {
            unlock();
          }
        },
      };
    } catch (err) {
      await pglite.close().catch(() => {});
      throw err;
    }
  } catch (err) {
    unlock();
    throw err;
  }
}
