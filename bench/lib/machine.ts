// What the benchmark ran on, and where the CPU went during each load run. On a shared 2-core machine
// a number means little without knowing how busy the cores were, so every run records the CPU time of
// the gateway, the mock upstream and the load generator (from /proc), and what everything else on the
// machine used in the same window.
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, cpus, getPriority, loadavg, totalmem } from 'node:os';

export interface MachineInfo {
  cores: number;
  cpuModel: string;
  /**
   * The CPU's family/model and the vector extensions the NER model's kernels depend on (VMs often name the
   * model only "AMD EPYC"): the NER model runs much faster with AVX-512 VNNI than with AVX2 alone
   * (bench/ner.ts; figures per CPU in docs/benchmarks.md).
   */
  cpuFeatures: string;
  memoryGiB: number;
  node: string;
  platform: string;
  /** 1/5/15-minute load averages when the run started. */
  loadAtStart: [number, number, number];
  /** Scheduling niceness of the benchmark (inherited by the gateway and the mock). */
  nice: number;
}

export function machineInfo(): MachineInfo {
  const la = loadavg();
  return {
    cores: availableParallelism(),
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    cpuFeatures: cpuFeatures(readCpuinfo()),
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    loadAtStart: [round2(la[0]), round2(la[1]), round2(la[2])],
    nice: getPriority(),
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function readCpuinfo(): string {
  try {
    return readFileSync('/proc/cpuinfo', 'utf8');
  } catch {
    return '';
  }
}

/** A field of /proc/cpuinfo's first processor, or undefined. */
function cpuinfoField(cpuinfo: string, name: string): string | undefined {
  const first = cpuinfo.split(/\n\s*\n/)[0] ?? '';
  return new RegExp(`^${name}\\s*:\\s*(.*)$`, 'm').exec(first)?.[1]?.trim();
}

/** The first processor's flags ("avx2", "avx512_vnni", …), or undefined without /proc/cpuinfo. */
export function cpuFlags(cpuinfo: string): Set<string> | undefined {
  const flagList = cpuinfoField(cpuinfo, 'flags');
  return flagList === undefined ? undefined : new Set(flagList.split(/\s+/));
}

/** "family 23 model 49; AVX2, no AVX-512, no VNNI" from /proc/cpuinfo's first processor; 'unknown' without it. */
export function cpuFeatures(cpuinfo: string): string {
  const flags = cpuFlags(cpuinfo);
  if (!flags) return 'unknown';
  const field = (name: string) => cpuinfoField(cpuinfo, name);
  const has = (f: string) => flags.has(f);
  const simd = [
    has('avx2') ? 'AVX2' : 'no AVX2',
    has('avx512f') ? 'AVX-512' : 'no AVX-512',
    has('avx512_vnni') ? 'AVX-512 VNNI' : has('avx_vnni') ? 'AVX-VNNI' : 'no VNNI',
  ];
  return `family ${field('cpu family') ?? '?'} model ${field('model') ?? '?'}; ${simd.join(', ')}`;
}

// Linux reports process and system CPU time in clock ticks; USER_HZ is 100 on every mainstream kernel.
const TICKS_PER_SECOND = 100;

/**
 * utime + stime in seconds, or null when it cannot be read: of a process (all its threads), or of one of
 * its threads when `tid` is given (`tid` = `pid` is the main thread).
 */
export function processCpuSeconds(pid: number, tid?: number): number | null {
  try {
    const stat = readFileSync(tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`, 'utf8');
    // Fields after the parenthesised command name (which may itself contain spaces).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * CPU seconds of every process with this command name, by pid. Processes that exit during a window
 * take their share with them, so the sum is a lower bound.
 */
function cpuSecondsByName(comm: string): Map<number, number> {
  const out = new Map<number, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return out;
  }
  for (const e of entries) {
    if (e.charCodeAt(0) < 48 || e.charCodeAt(0) > 57) continue;
    try {
      const stat = readFileSync(`/proc/${e}/stat`, 'utf8');
      const open = stat.indexOf('(');
      const close = stat.lastIndexOf(')');
      if (stat.slice(open + 1, close) !== comm) continue;
      const fields = stat.slice(close + 2).split(' ');
      out.set(Number(e), (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND);
    } catch {
      // exited meanwhile
    }
  }
  return out;
}

/** Busy and total CPU time of the whole machine (all cores), in seconds. */
function systemCpuSeconds(): { busy: number; total: number; irq: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0];
    const v = line.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is already counted in user).
    const total = v.slice(0, 8).reduce((a, b) => a + b, 0);
    const idle = v[3] + v[4];
    // Interrupt and softirq time (loopback packet processing, mostly) and time stolen by the
    // hypervisor are charged to no process.
    const irq = v[5] + v[6] + v[7];
    return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND, irq: irq / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

/** Cores' worth of CPU each party used during a window (1.0 = one core fully busy). */
export interface CpuUse {
  gateway: number | null;
  mock: number | null;
  /** All PostgreSQL server processes on the machine (the gateway's batched writes, and anyone else's queries). */
  postgres: number;
  /** The benchmark process itself: autocannon plus the bookkeeping around it. */
  loadGenerator: number;
  /** Interrupts, softirqs (the kernel's loopback network processing) and hypervisor steal: no process's. */
  irqSteal: number | null;
  /** Everything else on the machine (other engineers' tests, training runs, ...). */
  other: number | null;
  /** The machine's idle capacity in the window, in cores. */
  idle: number | null;
}

export class CpuMeter {
  private readonly startedAt = performance.now();
  private readonly self = process.cpuUsage();
  private readonly sys = systemCpuSeconds();
  private readonly pg = cpuSecondsByName('postgres');
  private readonly procs: Map<string, { pid: number; at: number | null }>;

  constructor(pids: { gateway?: number; mock?: number }) {
    this.procs = new Map();
    for (const [name, pid] of Object.entries(pids)) {
      if (pid) this.procs.set(name, { pid, at: processCpuSeconds(pid) });
    }
  }

  stop(): CpuUse {
    const wall = (performance.now() - this.startedAt) / 1000;
    const selfUsage = process.cpuUsage(this.self);
    const loadGenerator = (selfUsage.user + selfUsage.system) / 1e6 / wall;
    const cores = (name: string): number | null => {
      const p = this.procs.get(name);
      if (!p || p.at === null) return null;
      const now = processCpuSeconds(p.pid);
      return now === null ? null : (now - p.at) / wall;
    };
    const gateway = cores('gateway');
    const mock = cores('mock');
    let pgSeconds = 0;
    for (const [pid, now] of cpuSecondsByName('postgres')) pgSeconds += now - (this.pg.get(pid) ?? 0);
    const postgres = pgSeconds / wall;
    const sysNow = systemCpuSeconds();
    let other: number | null = null;
    let idle: number | null = null;
    let irqSteal: number | null = null;
    if (this.sys && sysNow) {
      const busy = (sysNow.busy - this.sys.busy) / wall;
      const capacity = (sysNow.total - this.sys.total) / wall;
      irqSteal = (sysNow.irq - this.sys.irq) / wall;
      other = Math.max(0, busy - irqSteal - loadGenerator - (gateway ?? 0) - (mock ?? 0) - postgres);
      idle = Math.max(0, capacity - busy);
    }
    const r = (n: number | null) => (n === null ? null : round2(n));
    return { gateway: r(gateway), mock: r(mock), postgres: round2(postgres), loadGenerator: round2(loadGenerator), irqSteal: r(irqSteal), other: r(other), idle: r(idle) };
  }
}

/** CPU use of several measured windows as one: each field averaged, weighted by the window's seconds. */
export function combineCpu(parts: readonly { cpu: CpuUse; seconds: number }[]): CpuUse {
  const total = parts.reduce((a, p) => a + p.seconds, 0);
  const mean = (field: keyof CpuUse): number | null => {
    let sum = 0;
    for (const p of parts) {
      const v = p.cpu[field];
      if (v === null) return null;
      sum += v * p.seconds;
    }
    return round2(sum / total);
  };
  return {
    gateway: mean('gateway'), mock: mean('mock'), postgres: mean('postgres') ?? 0, loadGenerator: mean('loadGenerator') ?? 0,
    irqSteal: mean('irqSteal'), other: mean('other'), idle: mean('idle'),
  };
}
