// How long a process's threads waited for a CPU (Linux schedstat: time runnable but not running), apart
// from how long they ran. On a machine whose cores are shared, a slow first token is either work or a wait
// for a core; this tells the two apart, for the event loop and for the other threads (PII workers, GC
// helpers) separately.
import { readdirSync, readFileSync } from 'node:fs';

/** Per thread id: [ns on a CPU, ns waiting on a run queue]. */
type Sample = Map<number, [number, number]>;

function sample(pid: number): Sample | null {
  const out: Sample = new Map();
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return null;
  }
  for (const t of tids) {
    try {
      const [run, wait] = readFileSync(`/proc/${pid}/task/${t}/schedstat`, 'utf8').split(' ').map(Number);
      out.set(Number(t), [run!, wait!]);
    } catch {
      // the thread ended meanwhile
    }
  }
  return out;
}

/** Milliseconds per second of the window: ran on a CPU, waited for one; the main thread and the others. */
export interface RunQueueUse {
  mainRanMs: number;
  mainWaitedMs: number;
  othersRanMs: number;
  othersWaitedMs: number;
}

export class RunQueueMeter {
  private readonly start = performance.now();
  private readonly before: Sample | null;

  constructor(private readonly pid: number) {
    this.before = sample(pid);
  }

  stop(): RunQueueUse | null {
    const after = sample(this.pid);
    if (!this.before || !after) return null;
    const seconds = (performance.now() - this.start) / 1000;
    const use = { mainRanMs: 0, mainWaitedMs: 0, othersRanMs: 0, othersWaitedMs: 0 };
    for (const [tid, [run, wait]] of after) {
      const [run0, wait0] = this.before.get(tid) ?? [0, 0];
      const ran = (run - run0) / 1e6 / seconds, waited = (wait - wait0) / 1e6 / seconds;
      if (tid === this.pid) {
        use.mainRanMs += ran;
        use.mainWaitedMs += waited;
      } else {
        use.othersRanMs += ran;
        use.othersWaitedMs += waited;
      }
    }
    const r = (n: number) => Math.round(n * 10) / 10;
    return { mainRanMs: r(use.mainRanMs), mainWaitedMs: r(use.mainWaitedMs), othersRanMs: r(use.othersRanMs), othersWaitedMs: r(use.othersWaitedMs) };
  }
}
