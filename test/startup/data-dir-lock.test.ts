// The embedded data folder's lock: held against other processes, taken over when its owner is gone.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../../src/store/data-dir-lock.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gw-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('data folder lock', () => {
  it('one holder at a time; released on unlock', () => {
    const dir = tempDir();
    const unlock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    unlock();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir)();
  });

  it('refuses while another live process holds it, naming its pid', async () => {
    const dir = tempDir();
    const child = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: child.pid, token: 'other' }));
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by another process \\(pid ${child.pid}\\)`));
    } finally {
      child.kill();
    }
  });

  it('takes over a stale lock: its process is gone, or it is our own pid from an earlier life', () => {
    const dir = tempDir();
    const dead = spawnSync('true').pid;
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: dead, token: 'crashed' }));
    lockDataDir(dir)();
    // A container restarted after SIGKILL gets the same pid again; the token tells the lives apart.
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: process.pid, token: 'previous life' }));
    lockDataDir(dir)();
    writeFileSync(path.join(dir, LOCK_FILE), 'half-written garbage');
    lockDataDir(dir)();
  });

  it.skipIf(!existsSync('/proc/1/stat'))('takes over a lock whose pid now belongs to another process (pid reused)', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: 1, token: 'old', started: 'another life' }));
    lockDataDir(dir)();
  });
});
