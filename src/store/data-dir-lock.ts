// One process at a time on an embedded data folder. PGlite keeps the database in memory and writes it
// back to the folder, so a second process (an admin command, another gateway) would work on its own
// copy and one of them would silently lose its changes. The lock is a file holding the owner's pid;
// a lock whose process is gone (crash, SIGKILL) is stale and taken over.
import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'gateway.lock';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `the data folder ${dataDir} is in use by another process (pid ${pid}): the embedded database serves one process at a time. ` +
        'Stop the gateway first, or use a PostgreSQL server (DATABASE_URL) to run several processes on one database.',
    );
  }
}

interface LockContent { pid: number; token: string; started?: string }

/** Locks this process holds (by token): a lock file with our own pid but another token is stale. */
const ownTokens = new Set<string>();

/** The process's start time in clock ticks since boot (Linux), to tell a reused pid from the owner. */
export function processStarted(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function alive(owner: LockContent): boolean {
  if (owner.pid === process.pid) return ownTokens.has(owner.token);
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false; // ESRCH: no such process
  }
  const started = processStarted(owner.pid);
  return !(owner.started && started && owner.started !== started);
}

function readOwner(file: string): LockContent | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as LockContent;
    return Number.isInteger(owner.pid) && owner.pid > 0 ? owner : null;
  } catch {
    return null; // gone meanwhile, or half-written by a crashed owner
  }
}

/** Takes the data folder's lock or throws DataDirLockedError; returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const me: LockContent = { pid: process.pid, token: randomUUID(), started: processStarted(process.pid) };
  for (let attempt = 0; attempt < 3; attempt++) {
    if (create(file, me)) {
      ownTokens.add(me.token);
      return () => release(file, me.token);
    }
    const owner = readOwner(file);
    if (owner && alive(owner)) throw new DataDirLockedError(dir, owner.pid);
    rmSync(file, { force: true }); // stale: its process is gone
  }
  throw new DataDirLockedError(dir, readOwner(file)?.pid ?? 0);
}

/**
 * Creates the lock file complete or not at all: written aside, then hard-linked into place (a link
 * fails if the name exists), so no one ever reads a half-written lock. False if the lock exists.
 */
function create(file: string, me: LockContent): boolean {
  const aside = `${file}.${me.token}`;
  writeFileSync(aside, JSON.stringify(me) + '\n', { mode: 0o600 });
  try {
    linkSync(aside, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    rmSync(aside, { force: true });
  }
}

function release(file: string, token: string): void {
  if (!ownTokens.delete(token)) return;
  if (readOwner(file)?.token === token) rmSync(file, { force: true });
}
