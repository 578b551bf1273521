// Cores for bench/scaling.ts: pinning a running process (every thread) to a set of CPUs, how busy a set
// of CPUs was over a window, and how much of a process's CPU was its main thread (the event loop).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { processCpuSeconds } from './machine.js';

/** "0-3,8" → [0, 1, 2, 3, 8]. */
export function parseCpuList(list: string): number[] {
  const out: number[] = [];
  for (const part of list.split(',').map((s) => s.trim()).filter(Boolean)) {
    const [a, b] = part.split('-').map(Number);
    if (!Number.isInteger(a) || (b !== undefined && !Number.isInteger(b))) throw new Error(`not a CPU list: ${JSON.stringify(list)}`);
    for (let c = a; c <= (b ?? a); c++) out.push(c);
  }
  return out;
}

/** The CPUs this process may run on (its affinity), from /proc/self/status. */
export function allowedCpus(): number[] {
  const m = /^Cpus_allowed_list:\s*(\S+)$/m.exec(readFileSync('/proc/self/status', 'utf8'));
  return m ? parseCpuList(m[1]) : [];
}

/** How a process was pinned: by `taskset`, by Python's os.sched_setaffinity, or not at all. */
export type PinMethod = 'taskset' | 'python3' | 'none';

/**
 * Restricts every thread of `pid` to `cpus`; threads it starts later inherit the mask. Returns how,
 * or 'none' when neither taskset nor python3 is there (the caller reports it).
 */
export function pinProcess(pid: number, cpus: readonly number[]): PinMethod {
  const list = cpus.join(',');
  if (spawnSync('taskset', ['-a', '-p', '-c', list, String(pid)], { stdio: 'ignore' }).status === 0) return 'taskset';
  const py = `import os\nfor t in os.listdir('/proc/${pid}/task'):\n  os.sched_setaffinity(int(t), {${list}})`;
  if (spawnSync('python3', ['-c', py], { stdio: 'ignore' }).status === 0) return 'python3';
  return 'none';
}

/** Busy and total ticks per CPU, from /proc/stat. */
function perCpuTicks(): Map<number, { busy: number; total: number }> {
  const out = new Map<number, { busy: number; total: number }>();
  for (const line of readFileSync('/proc/stat', 'utf8').split('\n')) {
    const m = /^cpu(\d+)\s+(.*)$/.exec(line);
    if (!m) continue;
    const v = m[2].trim().split(/\s+/).map(Number);
    const total = v.slice(0, 8).reduce((a, b) => a + b, 0);
    out.set(Number(m[1]), { busy: total - v[3] - v[4], total });
  }
  return out;
}

export interface CoreSetUse {
  /** Idle capacity of the measured CPU set over the window, in cores. */
  idle: number;
  /** The processes' CPU, in cores, and their main threads' (event loops'). */
  processes: number;
  eventLoops: number;
}

/** Measures a window: how idle `cpus` were and what `pids` (all threads, and main threads) used. */
export class CoreSetMeter {
  private readonly t0 = performance.now();
  private readonly ticks = perCpuTicks();
  private readonly procs: number[];
  private readonly mains: number[];

  constructor(private readonly cpus: readonly number[], private readonly pids: readonly number[]) {
    this.procs = pids.map((p) => processCpuSeconds(p) ?? 0);
    this.mains = pids.map((p) => processCpuSeconds(p, p) ?? 0);
  }

  stop(): CoreSetUse {
    const wall = (performance.now() - this.t0) / 1000;
    const now = perCpuTicks();
    let idleTicks = 0;
    let totalTicks = 0;
    for (const c of this.cpus) {
      const a = this.ticks.get(c);
      const b = now.get(c);
      if (!a || !b) continue;
      idleTicks += b.total - b.busy - (a.total - a.busy);
      totalTicks += b.total - a.total;
    }
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    const procs = sum(this.pids.map((p, i) => (processCpuSeconds(p) ?? 0) - this.procs[i]));
    const mains = sum(this.pids.map((p, i) => (processCpuSeconds(p, p) ?? 0) - this.mains[i]));
    const r = (n: number) => Math.round(n * 100) / 100;
    // Ticks are per CPU, so idle ticks / total ticks × CPUs = idle cores.
    return { idle: r(totalTicks ? (idleTicks / totalTicks) * this.cpus.length : 0), processes: r(procs / wall), eventLoops: r(mains / wall) };
  }
}
