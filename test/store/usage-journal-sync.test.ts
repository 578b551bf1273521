// The usage journal's fdatasync: at most one per SYNC_INTERVAL_MS however many lines are written, every
// line synced in the end, and a segment closed with lines still waiting for their sync is synced first.
import * as fs from 'node:fs';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GROUP_COMMIT_MS, JOURNAL_DIR, SYNC_INTERVAL_MS, UsageJournal } from '../../src/store/usage-journal.js';
import type { UsageRecord } from '../../src/store/usage.js';

vi.mock('node:fs', async (importOriginal) => ({ ...await importOriginal<typeof import('node:fs')>(), fdatasync: vi.fn() }));

const synced = vi.mocked(fs.fdatasync);
let syncTimes: number[] = [];
const realFs = await vi.importActual<typeof import('node:fs')>('node:fs');
synced.mockImplementation(((fd: number, cb: (err: NodeJS.ErrnoException | null) => void) => {
  syncTimes.push(performance.now());
  realFs.fdatasync(fd, cb);
}) as unknown as typeof fs.fdatasync);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const record = (accountId: string): UsageRecord => ({
  accountId, day: '2026-11-28', model: 'gpt-4o', requests: 1, promptTokens: 10, completionTokens: 5, costUsd: 0, pii: {},
});

describe('usage journal sync', () => {
  let dataDir: string;
  let journal: UsageJournal;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'gw-journal-sync-'));
    journal = new UsageJournal(dataDir);
    synced.mockClear();
    syncTimes = [];
  });
  afterEach(() => {
    journal.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const lines = () => readdirSync(path.join(dataDir, JOURNAL_DIR))
    .flatMap((f) => readFileSync(path.join(dataDir, JOURNAL_DIR, f), 'utf8').split('\n').filter(Boolean));

  it('writes a line per group commit but syncs at most once per interval, the last lines included', async () => {
    const writes = 8;
    let lastAppend = 0;
    for (let i = 0; i < writes; i++) {
      lastAppend = performance.now();
      journal.append(record(`a${i}`));
      await sleep(GROUP_COMMIT_MS + 2);
    }
    await sleep(SYNC_INTERVAL_MS + 50);
    expect(lines()).toHaveLength(writes); // the crash of the process still loses at most a group commit
    const at = syncTimes;
    expect(at.length).toBeGreaterThanOrEqual(2); // the first line at once, the later ones after the interval
    expect(at.length).toBeLessThan(writes);
    // A timer fires by the loop's cached clock, a few ms early against performance.now(); a sync per line
    // would be GROUP_COMMIT_MS apart.
    for (let i = 1; i < at.length; i++) expect(at[i]! - at[i - 1]!).toBeGreaterThanOrEqual(SYNC_INTERVAL_MS - 5);
    expect(at[at.length - 1]!).toBeGreaterThan(lastAppend); // the last line is synced too
    const count = at.length;
    await sleep(SYNC_INTERVAL_MS + 20);
    expect(syncTimes).toHaveLength(count); // nothing new written: no sync
  });

  it('a lone line after a quiet spell is synced at once', async () => {
    journal.append(record('a'));
    await sleep(SYNC_INTERVAL_MS + 30);
    synced.mockClear();
    journal.append(record('b'));
    await sleep(GROUP_COMMIT_MS + 5);
    expect(synced).toHaveBeenCalledTimes(1);
  });

  it('sealing a segment whose last lines wait for their sync syncs it before closing it', async () => {
    journal.append(record('a'));
    await sleep(GROUP_COMMIT_MS + 5);
    journal.append(record('b'));
    await sleep(GROUP_COMMIT_MS + 5);
    expect(synced).toHaveBeenCalledTimes(1); // the second line waits for the interval
    const fdOfSegment = synced.mock.calls[0]![0];
    journal.seal();
    expect(synced).toHaveBeenCalledTimes(2);
    expect(synced.mock.calls[1]![0]).toBe(fdOfSegment);
    await sleep(SYNC_INTERVAL_MS + 30);
    expect(synced).toHaveBeenCalledTimes(2); // the cancelled wait does not sync a closed descriptor
  });
});
