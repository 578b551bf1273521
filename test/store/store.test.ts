// Migrations (concurrent start-up) and the batch writer against the PostgreSQL server.
import { readdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { Batcher } from '../../src/store/batcher.js';
import { connectDatabase } from '../../src/store/db.js';
import { migrate } from '../../src/store/migrate.js';
import { dropSchema, TEST_DATABASE_URL, uniqueSchema } from '../helpers/gateway.js';

describe('migrations', () => {
  const schema = uniqueSchema('mig');
  // Every file in the migrations folder, so a new migration is covered without editing this test.
  const files = readdirSync(new URL('../../src/store/migrations/', import.meta.url)).filter((f) => f.endsWith('.sql')).sort();
  afterAll(() => dropSchema(schema));

  it('four instances migrating at once apply every file exactly once', async () => {
    const dbs = await Promise.all([0, 1, 2, 3].map(() => connectDatabase({ databaseUrl: TEST_DATABASE_URL, dataDir: '/tmp', schema, poolMax: 2 })));
    try {
      const results = await Promise.all(dbs.map((d) => migrate(d.sql)));
      const applied = results.flat();
      expect(files.length).toBeGreaterThanOrEqual(4);
      expect(applied.sort()).toEqual(files);
      const rows = await dbs[0].sql<{ name: string }[]>`SELECT name FROM schema_migrations ORDER BY name`;
      expect(rows.map((r) => r.name)).toEqual(files);
      expect(await migrate(dbs[0].sql)).toEqual([]);
    } finally {
      await Promise.all(dbs.map((d) => d.close()));
    }
  });
});

describe('Batcher', () => {
  it('flushes on its timer, merges items and retries after a failure', async () => {
    const flushed: number[][] = [];
    let fail = true;
    const failures: unknown[] = [];
    const b = new Batcher<number>({
      name: 't',
      intervalMs: 20,
      flush: async (items) => {
        if (fail) {
          fail = false;
          throw new Error('db down');
        }
        flushed.push(items);
      },
      onFlush: (_n, _s, err) => err && failures.push(err),
    });
    b.add(1);
    b.add(2);
    await new Promise((r) => setTimeout(r, 60));
    expect(failures).toHaveLength(1);
    expect(flushed).toEqual([]);
    b.add(3);
    await b.close();
    expect(flushed).toEqual([[1, 2, 3]]);
    expect(b.pending).toBe(0);
  });

  it('bounds retained items', async () => {
    const b = new Batcher<number>({ name: 't', intervalMs: 10_000, maxItems: 3, flush: async () => {} });
    for (let i = 0; i < 10; i++) b.add(i);
    expect(b.pending).toBe(3);
    await b.close();
  });
});
