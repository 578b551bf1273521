// The realistic benchmark sums each target's turns: these checks keep the arithmetic honest (a wrong
// merge would quietly change every reported ratio).
import { describe, expect, it } from 'vitest';
import { combineLoads, latencyStats, type SampledLoad } from '../../bench/lib/load.js';
import { combineCpu, type CpuUse } from '../../bench/lib/machine.js';

function run(durationS: number, samples: number[], extra: Partial<SampledLoad['result']> = {}): SampledLoad {
  const values = Float64Array.from(samples);
  return {
    samples: values,
    result: {
      connections: 50, durationS, requests: values.length, rps: values.length / durationS, latencyMs: latencyStats(values),
      non2xx: 0, errors: 0, timeouts: 0, bytesPerS: 100 * values.length / durationS, ...extra,
    },
  };
}

describe('combineLoads', () => {
  it('divides all requests by the summed seconds, not the mean of the rates', () => {
    const c = combineLoads([run(2, [1, 1, 1, 1]), run(4, [1, 1])]);
    expect(c.requests).toBe(6);
    expect(c.durationS).toBe(6);
    expect(c.rps).toBe(1); // the mean of 2 and 0.5 would be 1.25
    expect(c.bytesPerS).toBe(100);
  });

  it('takes percentiles over every response of every turn', () => {
    const fast = run(1, Array.from({ length: 98 }, () => 10));
    const slow = run(1, [500, 900]);
    const c = combineLoads([fast, slow]);
    expect(c.latencyMs.p50).toBe(10);
    expect(c.latencyMs.p99).toBe(500);
    expect(c.latencyMs.max).toBe(900);
  });

  it('adds failures up and refuses an empty list', () => {
    const c = combineLoads([run(1, [5], { non2xx: 2, errors: 1 }), run(1, [5], { non2xx: 3, timeouts: 4 })]);
    expect([c.non2xx, c.errors, c.timeouts]).toEqual([5, 1, 4]);
    expect(() => combineLoads([])).toThrow(/no runs/);
  });
});

describe('combineCpu', () => {
  const cpu = (gateway: number | null, idle: number): CpuUse => ({ gateway, mock: 0.5, postgres: 0.1, loadGenerator: 0.4, irqSteal: 0, other: 0, idle });

  it('weights each window by its seconds', () => {
    const c = combineCpu([{ cpu: cpu(1, 0.2), seconds: 3 }, { cpu: cpu(2, 0.6), seconds: 1 }]);
    expect(c.gateway).toBe(1.25);
    expect(c.idle).toBe(0.3);
    expect(c.mock).toBe(0.5);
  });

  it('stays unknown when one window could not be read', () => {
    expect(combineCpu([{ cpu: cpu(null, 0), seconds: 1 }, { cpu: cpu(1, 0), seconds: 1 }]).gateway).toBeNull();
  });
});
