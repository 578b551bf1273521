// Migrations (concurrent start-up) and the batch writer against the PostgreSQL server.
import { readdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { aggregateAuditEvents, mergeAuditEvent, type AuditEvent } from '../../src/store/audit.js';
import { Batcher } from '../../src/store/batcher.js';
import { mergeUsage, type UsageRecord } from '../../src/store/usage.js';
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
  it('flushes on its timer and retries a failed batch on its timer', async () => {
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
    for (let i = 0; i < 50 && flushed.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    // The failed batch went back and its own timer tried again, with no new item needed.
    expect(failures).toHaveLength(1);
    expect(flushed).toEqual([[1, 2]]);
    b.add(3);
    await b.close();
    expect(flushed).toEqual([[1, 2], [3]]);
    expect(b.pending).toBe(0);
  });

  it('folds items with equal keys into the first one queued, also across a failed flush', async () => {
    const flushed: Array<Array<{ k: string; n: number }>> = [];
    let fail = true;
    const b = new Batcher<{ k: string; n: number }>({
      name: 't',
      intervalMs: 10_000,
      merge: { key: (i) => i.k, into: (q, i) => { q.n += i.n; } },
      flush: async (items) => {
        if (fail) {
          fail = false;
          throw new Error('db down');
        }
        flushed.push(items.map((i) => ({ ...i })));
      },
    });
    b.add({ k: 'a', n: 1 });
    b.add({ k: 'b', n: 10 });
    b.add({ k: 'a', n: 2 });
    expect(b.pending).toBe(2);
    await b.flush(); // fails: the items go back, still one per key
    b.add({ k: 'a', n: 4 });
    b.add({ k: 'c', n: 100 });
    expect(b.pending).toBe(3);
    await b.close();
    expect(flushed).toEqual([[{ k: 'a', n: 7 }, { k: 'b', n: 10 }, { k: 'c', n: 100 }]]);
    b.add({ k: 'a', n: 1 }); // after a flush a key starts over
    expect(b.pending).toBe(1);
  });

  it('forgets the key of a dropped item, so a later one is queued rather than lost', async () => {
    const flushed: Array<Array<{ k: string; n: number }>> = [];
    const b = new Batcher<{ k: string; n: number }>({
      name: 't', intervalMs: 10_000, maxItems: 2,
      merge: { key: (i) => i.k, into: (q, i) => { q.n += i.n; } },
      flush: async (items) => { flushed.push(items); },
    });
    b.add({ k: 'a', n: 1 });
    b.add({ k: 'b', n: 1 });
    b.add({ k: 'c', n: 1 }); // drops a
    b.add({ k: 'a', n: 5 });
    await b.close();
    expect(flushed).toEqual([[{ k: 'c', n: 1 }, { k: 'a', n: 5 }]]);
  });

  it('bounds retained items', async () => {
    const b = new Batcher<number>({ name: 't', intervalMs: 10_000, maxItems: 3, flush: async () => {} });
    for (let i = 0; i < 10; i++) b.add(i);
    expect(b.pending).toBe(3);
    await b.close();
  });
});

describe('merging queued usage and audit items', () => {
  it('audit: a merged event counts every use and keeps the first and last time', () => {
    const ev = (ms: number, target = 'k1') => ({
      accountId: 'a', actorKeyId: 'key', action: 'provider_key.use', targetId: target, detail: { provider: 'openai' }, at: new Date(ms),
    });
    const b = new Batcher<AuditEvent>({ name: 't', intervalMs: 10_000, merge: mergeAuditEvent, flush: async () => {} });
    const queued = ev(2000);
    b.add(queued);
    b.add(ev(1000));
    b.add(ev(3000));
    b.add(ev(1500, 'k2'));
    expect(b.pending).toBe(2);
    // A merged event and a plain one with the same key, as after a failed flush and a new use.
    const rows = aggregateAuditEvents([queued, ev(500)]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ count: 4, first: new Date(500), last: new Date(3000) });
  });

  it('usage: requests, tokens, cost and PII counts add up per account, day and model', () => {
    const rec = (model: string, pii: Record<string, number>) => ({
      accountId: 'a', day: '2026-11-26', model, requests: 1, promptTokens: 10, completionTokens: 5, costUsd: 0.5, pii,
    });
    const b = new Batcher<UsageRecord>({ name: 't', intervalMs: 10_000, merge: mergeUsage, flush: async () => {} });
    const first = rec('gpt-4o', { names: 1 });
    b.add(first);
    b.add(rec('gpt-4o', { names: 2, pesel: 1 }));
    b.add(rec('gpt-4o-mini', {}));
    expect(b.pending).toBe(2);
    expect(first).toEqual({ ...rec('gpt-4o', { names: 3, pesel: 1 }), requests: 2, promptTokens: 20, completionTokens: 10, costUsd: 1 });
  });
});
