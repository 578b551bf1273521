// The usage journal against the PostgreSQL server: marks committed with their batch, replay of a dead
// process's journal adds exactly what never reached the database (once, whatever is replayed again),
// a torn last line is skipped, and a failed flush's retry does not journal its records twice.
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Batcher } from '../../src/store/batcher.js';
import { connectDatabase, type Database } from '../../src/store/db.js';
import { migrate } from '../../src/store/migrate.js';
import { createAccount } from '../../src/store/accounts.js';
import { JOURNAL_DIR, replayUsageJournals, UsageJournal } from '../../src/store/usage-journal.js';
import { mergeUsage, writeUsage, type UsageRecord } from '../../src/store/usage.js';
import { dropSchema, TEST_DATABASE_URL, uniqueSchema } from '../helpers/gateway.js';

const schema = uniqueSchema('journal');
let db: Database;

beforeAll(async () => {
  db = await connectDatabase({ databaseUrl: TEST_DATABASE_URL, dataDir: '/tmp', schema, poolMax: 2 });
  await migrate(db.sql);
});
afterAll(async () => {
  await db?.close();
  await dropSchema(schema);
});

const record = (accountId: string, requests = 1): UsageRecord => ({
  accountId, day: '2026-11-27', model: 'gpt-4o', requests, promptTokens: 10 * requests, completionTokens: 5 * requests, costUsd: 0, pii: { pesel: requests },
});

async function requestsOf(accountId: string): Promise<number> {
  const [row] = await db.sql<{ n: string | null }[]>`SELECT sum(requests) AS n FROM usage_daily WHERE account_id = ${accountId}`;
  return Number(row?.n ?? 0);
}

function usageBatcher(journal: UsageJournal, failFirst = 0): Batcher<UsageRecord> {
  let failures = failFirst;
  return new Batcher<UsageRecord>({
    name: 'usage',
    intervalMs: 60_000, // flushed by the test only
    merge: mergeUsage,
    journal,
    flush: async (items, mark) => {
      if (failures > 0) {
        failures--;
        throw new Error('database down');
      }
      await writeUsage(db.sql, items, mark === undefined ? undefined : { journal: journal.id, seq: mark });
    },
  });
}

/** Stands for a crash: the journal's files stay as they are and its process counts as gone. */
function crash(journal: UsageJournal): void {
  journal.close(); // only forgets that this process has it open; the files and marks stay
}

describe('usage journal', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'gw-journal-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const files = () => readdirSync(path.join(dataDir, JOURNAL_DIR));
  // Committed segments are unlinked off the event loop, so they go shortly after the flush, not with it.
  const segmentsRemoved = () => vi.waitFor(() => expect(files()).toEqual([]), { timeout: 2000, interval: 10 });

  it('a committed batch deletes its segments; what came after it is replayed once after a crash', async () => {
    const acct = await createAccount(db.sql, 'journal', 'business');
    const journal = new UsageJournal(dataDir);
    const usage = usageBatcher(journal);
    for (let i = 0; i < 5; i++) usage.add(record(acct.id));
    await usage.flush();
    expect(await requestsOf(acct.id)).toBe(5);
    await segmentsRemoved(); // the flushed segment is gone
    for (let i = 0; i < 3; i++) usage.add(record(acct.id));
    await new Promise((r) => setTimeout(r, 50)); // journaled, never flushed
    crash(journal);
    expect(files()).toHaveLength(1);

    expect(await replayUsageJournals(db.sql, dataDir)).toEqual({ journals: 1, records: 1, requests: 3 });
    expect(await requestsOf(acct.id)).toBe(8);
    await segmentsRemoved();
    expect(await replayUsageJournals(db.sql, dataDir)).toEqual({ journals: 0, records: 0, requests: 0 });
    expect(await requestsOf(acct.id)).toBe(8);
  });

  it('lines at or below the committed mark are not added again (crash between commit and delete)', async () => {
    const acct = await createAccount(db.sql, 'journal mark', 'business');
    const journal = new UsageJournal(dataDir);
    const usage = usageBatcher(journal);
    usage.add(record(acct.id, 2));
    // Keep a copy of the segment the flush will delete, as a crash right after the commit would leave it.
    journal.seal();
    const [segment] = files();
    const kept = readFileSync(path.join(dataDir, JOURNAL_DIR, segment!));
    await usage.flush();
    writeFileSync(path.join(dataDir, JOURNAL_DIR, segment!), kept);
    usage.add(record(acct.id, 3));
    await new Promise((r) => setTimeout(r, 50));
    crash(journal);
    // A torn line at the end: the crash came mid-write.
    appendFileSync(path.join(dataDir, JOURNAL_DIR, files().at(-1)!), '{"s":99,"r":[{"accountId"');
    expect((await replayUsageJournals(db.sql, dataDir)).requests).toBe(3);
    expect(await requestsOf(acct.id)).toBe(5);
  });

  it('a failed flush is retried without journaling its records twice', async () => {
    const acct = await createAccount(db.sql, 'journal retry', 'business');
    const journal = new UsageJournal(dataDir);
    const usage = usageBatcher(journal, 1);
    for (let i = 0; i < 4; i++) usage.add(record(acct.id));
    await usage.flush(); // fails: requeued
    expect(await requestsOf(acct.id)).toBe(0);
    usage.add(record(acct.id));
    await usage.flush();
    expect(await requestsOf(acct.id)).toBe(5);
    await segmentsRemoved();
    usage.add(record(acct.id));
    await new Promise((r) => setTimeout(r, 50));
    crash(journal);
    await replayUsageJournals(db.sql, dataDir);
    expect(await requestsOf(acct.id)).toBe(6);
  });

  it('usage of an account deleted meanwhile is dropped; the rest is replayed', async () => {
    const kept = await createAccount(db.sql, 'journal kept', 'business');
    const gone = await createAccount(db.sql, 'journal gone', 'business');
    const journal = new UsageJournal(dataDir);
    const usage = usageBatcher(journal);
    usage.add(record(kept.id, 2));
    usage.add(record(gone.id, 7));
    await new Promise((r) => setTimeout(r, 50));
    crash(journal);
    await db.sql`DELETE FROM accounts WHERE id = ${gone.id}`;
    expect(await replayUsageJournals(db.sql, dataDir)).toEqual({ journals: 1, records: 1, requests: 2 });
    expect(await requestsOf(kept.id)).toBe(2);
    await segmentsRemoved();
  });

  it('the journal of a gateway still open in this process is left alone', async () => {
    const acct = await createAccount(db.sql, 'journal open', 'business');
    const journal = new UsageJournal(dataDir);
    const usage = usageBatcher(journal);
    usage.add(record(acct.id));
    await new Promise((r) => setTimeout(r, 50));
    expect((await replayUsageJournals(db.sql, dataDir)).journals).toBe(0);
    await usage.close();
    journal.close();
    expect(await requestsOf(acct.id)).toBe(1);
    await segmentsRemoved();
  });
});
