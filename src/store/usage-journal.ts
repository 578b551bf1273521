// Usage is billing data, and it waits up to BATCH_FLUSH_MS in memory before its database batch. The
// journal keeps a crash (SIGKILL, OOM kill) from losing that: every usage record also goes to an
// append-only file in GATEWAY_DATA_DIR/usage-journal/, one line per group commit (records merged per
// account/day/model): at the end of the event-loop turn that recorded them, or — when the last line is
// younger than GROUP_COMMIT_MS — once it is that old, so a busy gateway writes at most one line per
// GROUP_COMMIT_MS and a crash of the process loses at most that much. Written with write(2) on the event
// loop (the file then survives the process); fdatasync follows off the loop, for the machine's crash, at
// most one per SYNC_INTERVAL_MS: each costs a thread pool wake-up and a device flush, about half a
// millisecond of CPU, which a sync per line paid for nearly every request of a streaming gateway.
//
// Lines carry a sequence number. When the usage batcher takes a batch it seals the journal (the batch
// holds exactly the records of the lines up to the mark it gets, since both happen in one synchronous
// step) and the database transaction that writes the batch also records the mark (usage_journal_marks).
// A journal is a series of segment files; a flushed segment is deleted once its mark has committed.
// At start, the journals of processes that are gone are replayed: their lines past the recorded mark,
// in one transaction that moves the mark, so a replay interrupted at any point adds nothing twice.
import { randomBytes } from 'node:crypto';
import { closeSync, fdatasync, mkdirSync, openSync, readdirSync, readFileSync, unlink, writeSync } from 'node:fs';
import path from 'node:path';
import type { Sql } from './db.js';
import { processStarted } from './data-dir-lock.js';
import { mergeUsage, writeUsage, type UsageRecord } from './usage.js';

/** Shortest time between two journal lines, and so the longest a record waits for its line. */
export const GROUP_COMMIT_MS = 10;
/** Shortest time between two fdatasyncs, and so the longest a written line waits for its sync. */
export const SYNC_INTERVAL_MS = 100;
export const JOURNAL_DIR = 'usage-journal';

/** journal id: `<pid>-<process start ticks>-<random>`; file: `usage-<id>.<segment>.jsonl`. */
const FILE = /^usage-(\d+)-(\d*)-([0-9a-f]+)\.(\d+)\.jsonl$/;

/** Journals this process has open (several gateways may run in one process, e.g. in tests). */
const openJournals = new Set<string>();

/** What the usage batcher needs of a journal. */
export interface BatchJournal<T> {
  append(item: T): void;
  /** Writes what is pending and returns the mark that covers everything appended so far. */
  seal(): number;
  /** The batch taken with `mark` is in the database: the segments it covers can go. */
  committed(mark: number): void;
}

interface Segment { file: string; lastSeq: number }

export class UsageJournal implements BatchJournal<UsageRecord> {
  readonly id: string;
  private readonly dir: string;
  private fd: number | null = null;
  private segment: Segment | null = null;
  private segmentNo = 0;
  /** Sealed segments not yet known to be in the database. */
  private readonly sealed: Segment[] = [];
  private seq = 0;
  private pending = new Map<string, UsageRecord>();
  private timer: NodeJS.Timeout | null = null;
  private immediate: NodeJS.Immediate | null = null;
  private lastWriteAt = 0;
  private syncing = false;
  private resync = false;
  /** A sync waiting for SYNC_INTERVAL_MS to pass since the last one. */
  private syncTimer: NodeJS.Timeout | null = null;
  private lastSyncAt = Number.NEGATIVE_INFINITY;

  /** False when the folder could not be created (read-only data folder): usage then waits in memory only. */
  readonly enabled: boolean;

  constructor(dataDir: string, private readonly onError: (err: unknown) => void = () => {}) {
    this.dir = path.resolve(dataDir, JOURNAL_DIR);
    let enabled = true;
    try {
      mkdirSync(this.dir, { recursive: true });
    } catch (err) {
      enabled = false;
      onError(err);
    }
    this.enabled = enabled;
    this.id = `${process.pid}-${processStarted(process.pid) ?? ''}-${randomBytes(4).toString('hex')}`;
    openJournals.add(this.id);
  }

  append(record: UsageRecord): void {
    if (!this.enabled) return;
    const key = mergeUsage.key(record);
    const queued = this.pending.get(key);
    // A copy: the batcher folds later records into the first one it queued.
    if (queued) mergeUsage.into(queued, record);
    else this.pending.set(key, { ...record, pii: { ...record.pii } });
    if (this.timer || this.immediate) return;
    const wait = this.lastWriteAt + GROUP_COMMIT_MS - performance.now();
    if (wait <= 0) {
      this.immediate = setImmediate(this.writePending);
      this.immediate.unref();
    } else {
      this.timer = setTimeout(this.writePending, wait);
      this.timer.unref();
    }
  }

  private readonly writePending = (): void => this.write();

  seal(): number {
    this.write();
    if (this.segment) {
      this.sealed.push(this.segment);
      this.segment = null;
      this.closeFd();
    }
    return this.seq;
  }

  committed(mark: number): void {
    while (this.sealed.length > 0 && this.sealed[0]!.lastSeq <= mark) {
      const done = this.sealed.shift()!;
      removeFile(done.file);
    }
  }

  /** After the batcher's last flush: nothing pending stays behind unless the database refused it. */
  close(): void {
    this.write();
    this.closeFd();
    openJournals.delete(this.id);
  }

  /** One line with everything pending, appended to the current segment. */
  private write(): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.immediate) clearImmediate(this.immediate);
    this.timer = null;
    this.immediate = null;
    if (this.pending.size === 0) return;
    this.lastWriteAt = performance.now();
    const records = [...this.pending.values()];
    this.pending = new Map();
    try {
      if (this.fd === null) {
        const file = path.join(this.dir, `usage-${this.id}.${++this.segmentNo}.jsonl`);
        this.fd = openSync(file, 'a', 0o600);
        this.segment = { file, lastSeq: 0 };
      }
      const seq = ++this.seq;
      writeSync(this.fd, JSON.stringify({ s: seq, r: records }) + '\n');
      this.segment!.lastSeq = seq;
      this.sync();
    } catch (err) {
      // The batcher still has these records; only the crash protection is missing.
      this.onError(err);
    }
  }

  /**
   * fdatasync off the event loop, one at a time and at most one per SYNC_INTERVAL_MS; writes meanwhile are
   * covered by the next one.
   */
  private sync(): void {
    if (this.syncing) {
      this.resync = true;
      return;
    }
    if (this.syncTimer || this.fd === null) return;
    const wait = this.lastSyncAt + SYNC_INTERVAL_MS - performance.now();
    if (wait > 0) {
      this.syncTimer = setTimeout(this.syncNow, wait);
      this.syncTimer.unref();
      return;
    }
    this.syncNow();
  }

  private readonly syncNow = (): void => {
    this.syncTimer = null;
    const fd = this.fd;
    if (fd === null) return;
    this.syncing = true;
    this.lastSyncAt = performance.now();
    fdatasync(fd, () => {
      this.syncing = false;
      if (this.resync && this.fd !== null) {
        this.resync = false;
        this.sync();
      }
    });
  };

  private closeFd(): void {
    if (this.fd === null) return;
    const fd = this.fd;
    this.fd = null;
    // Closed once synced, when a sync is in flight or lines wait for theirs.
    const close = () => {
      try {
        closeSync(fd);
      } catch {
        // already closed
      }
    };
    const unsynced = this.syncTimer !== null;
    if (this.syncTimer) clearTimeout(this.syncTimer);
    this.syncTimer = null;
    if (this.syncing || unsynced) fdatasync(fd, close);
    else close();
  }
}

/** Off the event loop: a committed segment left behind by a crash is harmless (its lines are under the mark). */
function removeFile(file: string): void {
  unlink(file, () => {}); // gone already, or removed at the next start's replay
}

/** Whether the process that wrote journal `pid`/`started` may still be running (then it is not replayed). */
function writerAlive(id: string, pid: number, started: string): boolean {
  if (openJournals.has(id)) return true;
  if (pid === process.pid) return false; // a gateway of this process that has closed
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = processStarted(pid);
  return !(started && now && started !== now); // the pid belongs to another process now
}

export interface ReplayResult { journals: number; records: number; requests: number }

/**
 * Adds to the database the usage that journals of gone processes hold past their marks, then deletes
 * them. A torn last line (the crash came mid-write) is skipped.
 */
export async function replayUsageJournals(sql: Sql, dataDir: string): Promise<ReplayResult> {
  const dir = path.resolve(dataDir, JOURNAL_DIR);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return { journals: 0, records: 0, requests: 0 };
  }
  const byJournal = new Map<string, string[]>();
  for (const name of names) {
    const m = FILE.exec(name);
    if (!m) continue;
    const id = `${m[1]}-${m[2]}-${m[3]}`;
    if (writerAlive(id, Number(m[1]), m[2]!)) continue;
    byJournal.set(id, [...(byJournal.get(id) ?? []), name]);
  }
  const result: ReplayResult = { journals: 0, records: 0, requests: 0 };
  for (const [journal, files] of byJournal) {
    const [row] = await sql<{ seq: string }[]>`SELECT seq FROM usage_journal_marks WHERE journal = ${journal}`;
    const mark = Number(row?.seq ?? 0);
    const records: UsageRecord[] = [];
    let last = mark;
    for (const file of files) {
      for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
        const entry = parseLine(line);
        if (!entry || entry.s <= mark) continue;
        records.push(...entry.r);
        last = Math.max(last, entry.s);
      }
    }
    const kept = await ofExistingAccounts(sql, records);
    if (kept.length > 0) await writeUsage(sql, kept, { journal, seq: last });
    for (const file of files) removeFile(path.join(dir, file));
    await sql`DELETE FROM usage_journal_marks WHERE journal = ${journal}`;
    result.journals++;
    result.records += kept.length;
    for (const r of kept) result.requests += r.requests;
  }
  return result;
}

/** Usage of accounts deleted meanwhile has nowhere to go (and would fail the whole replay). */
async function ofExistingAccounts(sql: Sql, records: UsageRecord[]): Promise<UsageRecord[]> {
  if (records.length === 0) return records;
  const ids = [...new Set(records.map((r) => r.accountId))];
  const rows = await sql<{ id: string }[]>`SELECT id FROM accounts WHERE id = ANY(${sql.array(ids)}::text[])`;
  const existing = new Set(rows.map((r) => r.id));
  return records.filter((r) => existing.has(r.accountId));
}

function parseLine(line: string): { s: number; r: UsageRecord[] } | null {
  if (!line) return null;
  try {
    const entry = JSON.parse(line) as { s: number; r: UsageRecord[] };
    return Number.isInteger(entry.s) && Array.isArray(entry.r) ? entry : null;
  } catch {
    return null;
  }
}
