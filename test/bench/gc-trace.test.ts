// bench/lib/profile.ts (PROFILE_GC=1) reports allocation and promotion per request from V8's own GC trace:
// a parser that missed a field or an isolate would report a quiet heap.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { gcPerIsolate } from '../../bench/lib/gc-trace.js';

describe('gcPerIsolate', () => {
  it('sums what a real node --trace-gc-nvp run prints: ~40 MB allocated, little promoted', () => {
    // 400,000 objects of ~100 bytes, dropped in groups of 1,000: tens of MB allocated, nearly none kept.
    const script = 'let keep = []; for (let i = 0; i < 400000; i++) { keep.push({ i, s: "x" + i }); if (keep.length > 1000) keep = []; }';
    const log = execFileSync(process.execPath, ['--trace-gc-nvp', '--max-semi-space-size=1', '-e', script], { encoding: 'utf8' });
    const isolates = [...gcPerIsolate(log).values()];
    expect(isolates).toHaveLength(1);
    const [main] = isolates;
    expect(main!.scavenges).toBeGreaterThan(5);
    expect(main!.allocatedBytes).toBeGreaterThan(15e6);
    expect(main!.promotedBytes).toBeLessThan(main!.allocatedBytes / 5);
    expect(main!.scavengePauseMs).toBeGreaterThan(0);
  });

  it('keeps isolates apart, in the order they first appear, and counts mark-compacts', () => {
    const log = [
      'some other output',
      '[7:0x1]       44 ms: pause=0.7 mutator=39.8 gc=s allocated=1000 promoted=10 background.scavenge.parallel=0.5',
      '[7:0x2]       50 ms: pause=2.0 gc=s allocated=500 promoted=0',
      '[7:0x1]      365 ms: pause=3.8 mutator=21.6 gc=mc reduce_memory=0',
      '[7:0x1]      400 ms: pause=1.3 gc=s allocated=2000 promoted=30',
    ].join('\n');
    const sums = gcPerIsolate(log);
    expect([...sums.keys()]).toEqual(['0x1', '0x2']);
    expect(sums.get('0x1')).toEqual({
      scavenges: 2, allocatedBytes: 3000, promotedBytes: 40, scavengePauseMs: 2, scavengeHelpersMs: 0.5, markCompacts: 1, markCompactPauseMs: 3.8,
    });
    expect(sums.get('0x2')).toMatchObject({ scavenges: 1, allocatedBytes: 500, markCompacts: 0 });
  });
});
