// Where a process's CPU goes, thread by thread: run time, time waiting for a CPU and times scheduled in
// (each one a wake-up or a preemption) from /proc/<pid>/task/<tid>/schedstat (nanoseconds, unlike the
// 10 ms ticks of stat), and the thread's name and start time from its stat. Every thread of a Node
// process is called "node" except libuv's pool ("libuv-worker"): the event loop is the thread whose tid is
// the pid, V8's platform helpers (GC, compiler) start with the process, and worker threads start later,
// so threads are labelled by role from their start order (see label()).
import { readdirSync, readFileSync } from 'node:fs';

export interface ThreadSample {
  tid: number;
  comm: string;
  /** Start time after boot, clock ticks. */
  start: number;
  runNs: number;
  waitNs: number;
  slices: number;
  /** Kernel time, clock ticks (1/100 s): system calls, page faults, waking other threads. */
  systemTicks: number;
}

export function sampleThreads(pid: number): Map<number, ThreadSample> {
  const out = new Map<number, ThreadSample>();
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const t of tids) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${t}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const fields = stat.slice(close + 2).split(' ');
      const [run, wait, slices] = readFileSync(`/proc/${pid}/task/${t}/schedstat`, 'utf8').trim().split(' ').map(Number);
      out.set(Number(t), { tid: Number(t), comm: stat.slice(stat.indexOf('(') + 1, close), start: Number(fields[19]), systemTicks: Number(fields[12]), runNs: run!, waitNs: wait!, slices: slices! });
    } catch {
      // the thread ended meanwhile
    }
  }
  return out;
}

export interface ThreadUse {
  label: string;
  tid: number;
  runMs: number;
  waitMs: number;
  slices: number;
}

/**
 * Per thread, what it used between two samples, labelled: "event loop", "worker N" for the threads that
 * started after the process's first second and ran the most (worker threads: the PII pool), "libuv" for
 * libuv's pool, "v8 helpers" for the rest (V8's platform threads: GC and compiler jobs), summed.
 */
export function threadUse(pid: number, before: Map<number, ThreadSample>, after: Map<number, ThreadSample>): ThreadUse[] {
  const rows: Array<ThreadUse & { start: number }> = [];
  const main = after.get(pid);
  for (const [tid, b] of after) {
    const a = before.get(tid) ?? { ...b, runNs: 0, waitNs: 0, slices: 0 };
    rows.push({ label: '', tid, start: b.start, runMs: (b.runNs - a.runNs) / 1e6, waitMs: (b.waitNs - a.waitNs) / 1e6, slices: b.slices - a.slices });
  }
  const processStart = main?.start ?? 0;
  const late = rows.filter((r) => r.tid !== pid && r.start > processStart + 50 && !after.get(r.tid)!.comm.startsWith('libuv'));
  late.sort((x, y) => x.start - y.start || x.tid - y.tid);
  late.forEach((r, i) => (r.label = `late ${i + 1}`));
  const out: ThreadUse[] = [];
  const helpers: ThreadUse = { label: 'v8 helpers', tid: 0, runMs: 0, waitMs: 0, slices: 0 };
  const libuv: ThreadUse = { label: 'libuv', tid: 0, runMs: 0, waitMs: 0, slices: 0 };
  for (const r of rows) {
    if (r.tid === pid) out.unshift({ label: 'event loop', tid: r.tid, runMs: r.runMs, waitMs: r.waitMs, slices: r.slices });
    else if (r.label) out.push({ label: r.label, tid: r.tid, runMs: r.runMs, waitMs: r.waitMs, slices: r.slices });
    else {
      const sum = after.get(r.tid)!.comm.startsWith('libuv') ? libuv : helpers;
      sum.runMs += r.runMs;
      sum.waitMs += r.waitMs;
      sum.slices += r.slices;
    }
  }
  return [...out, helpers, libuv];
}
