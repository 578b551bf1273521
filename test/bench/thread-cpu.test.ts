import { describe, expect, it } from 'vitest';
import { sampleThreads, threadUse, type ThreadSample } from '../../bench/lib/thread-cpu.js';

const thread = (tid: number, start: number, runMs: number, comm = 'node', slices = 0): ThreadSample =>
  ({ tid, comm, start, runNs: runMs * 1e6, waitNs: 0, slices, systemTicks: 0 });

describe('threadUse', () => {
  it('labels the event loop, the threads started late (workers) and sums V8 helpers and libuv', () => {
    const before = new Map([
      [100, thread(100, 1000, 10)], [101, thread(101, 1001, 1)], [102, thread(102, 1001, 2)],
      [103, thread(103, 1002, 0, 'libuv-worker')], [110, thread(110, 1300, 5)], [111, thread(111, 1301, 5)],
    ]);
    const after = new Map([
      [100, thread(100, 1000, 30, 'node', 7)], [101, thread(101, 1001, 4)], [102, thread(102, 1001, 5)],
      [103, thread(103, 1002, 1, 'libuv-worker')], [110, thread(110, 1300, 25, 'node', 3)], [111, thread(111, 1301, 6)],
      [112, thread(112, 1400, 2)], // started within the window: all its time counts
    ]);
    const rows = threadUse(100, before, after);
    expect(rows.map((r) => [r.label, r.runMs])).toEqual([
      ['event loop', 20], ['late 1', 20], ['late 2', 1], ['late 3', 2], ['v8 helpers', 6], ['libuv', 1],
    ]);
    expect(rows[0]!.slices).toBe(7);
  });

  it('reads this process: its main thread is the event loop and has run', () => {
    const rows = threadUse(process.pid, new Map(), sampleThreads(process.pid));
    expect(rows[0]!.label).toBe('event loop');
    expect(rows[0]!.runMs).toBeGreaterThan(0);
  });
});
