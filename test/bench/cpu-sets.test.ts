// bench/scaling.ts pins each target to a set of CPUs and reads how busy those CPUs were: a wrong CPU list
// or a pin that silently did nothing would make its "cores" column a lie.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { allowedCpus, CoreSetMeter, parseCpuList, pinProcess } from '../../bench/lib/cpu-sets.js';

describe('parseCpuList', () => {
  it('reads ranges and single CPUs as the kernel writes them', () => {
    expect(parseCpuList('0-3,8')).toEqual([0, 1, 2, 3, 8]);
    expect(parseCpuList('5')).toEqual([5]);
  });

  it('refuses what is not a CPU list', () => {
    expect(() => parseCpuList('a-b')).toThrow(/not a CPU list/);
  });
});

describe('pinning and measuring', () => {
  it('sees the CPUs this process may use', () => {
    expect(allowedCpus()).toHaveLength(availableParallelism());
  });

  it('pins every thread of a running process to the given CPUs', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)'], { stdio: 'ignore' });
    try {
      await new Promise((r) => setTimeout(r, 200));
      const method = pinProcess(child.pid!, [0]);
      if (method === 'none') return void console.warn('neither taskset nor python3 here: pinning not checked');
      const tids = readdirSync(`/proc/${child.pid}/task`);
      expect(tids.length).toBeGreaterThan(1); // Node's own helper threads
      for (const tid of tids) {
        const status = readFileSync(`/proc/${child.pid}/task/${tid}/status`, 'utf8');
        expect(/^Cpus_allowed_list:\s*(\S+)$/m.exec(status)?.[1]).toBe('0');
      }
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('counts a busy process and its main thread, and less idle on the CPUs it ran on', () => {
    // Compared with what the process itself says it used: on a loaded machine the spinning thread may get
    // well under a core, and the meter must read that, not a fixed share.
    const meter = new CoreSetMeter(allowedCpus(), [process.pid]);
    const cpu0 = process.cpuUsage();
    const wall0 = performance.now();
    const until = wall0 + 300;
    let x = 0;
    while (performance.now() < until) x += Math.sqrt(x + 1);
    const use = meter.stop();
    const spent = process.cpuUsage(cpu0);
    const usedCores = (spent.user + spent.system) / 1000 / (performance.now() - wall0);
    expect(x).toBeGreaterThan(0);
    expect(usedCores).toBeGreaterThan(0.05);
    expect(use.processes).toBeGreaterThan(usedCores * 0.6);
    expect(use.processes).toBeLessThan(usedCores * 1.5 + 0.1);
    expect(use.eventLoops).toBeGreaterThan(usedCores * 0.5); // this thread spun for the whole window
    expect(use.idle).toBeLessThan(allowedCpus().length - usedCores * 0.5);
  });
});
