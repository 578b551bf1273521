// Sums of `node --trace-gc-nvp` lines per isolate: what a process's threads allocated, what survived
// scavenges long enough to be promoted to the old generation (the copying that makes a scavenge cost), and
// the collections' pauses. Used by bench/lib/profile.ts (PROFILE_GC=1).

export interface GcSums {
  scavenges: number;
  allocatedBytes: number;
  promotedBytes: number;
  /** Scavenge pauses on the isolate's own thread. */
  scavengePauseMs: number;
  /** Scavenge work done in parallel on V8's helper threads. */
  scavengeHelpersMs: number;
  markCompacts: number;
  markCompactPauseMs: number;
}

const LINE = /^\[\d+:(0x[0-9a-f]+)\]\s+\d+ ms: (.*)$/;

/** Per isolate address, in the order the isolates first appear in the log (the main thread's comes first). */
export function gcPerIsolate(log: string): Map<string, GcSums> {
  const byIsolate = new Map<string, GcSums>();
  for (const line of log.split('\n')) {
    const m = LINE.exec(line);
    if (!m) continue;
    const f = new Map(m[2]!.split(' ').map((kv) => kv.split('=') as [string, string]));
    const num = (k: string) => Number(f.get(k) ?? 0) || 0;
    let s = byIsolate.get(m[1]!);
    if (!s) byIsolate.set(m[1]!, (s = { scavenges: 0, allocatedBytes: 0, promotedBytes: 0, scavengePauseMs: 0, scavengeHelpersMs: 0, markCompacts: 0, markCompactPauseMs: 0 }));
    if (f.get('gc') === 's') {
      s.scavenges++;
      s.allocatedBytes += num('allocated');
      s.promotedBytes += num('promoted');
      s.scavengePauseMs += num('pause');
      s.scavengeHelpersMs += num('background.scavenge.parallel');
    } else if (f.get('gc') === 'mc') {
      s.markCompacts++;
      s.markCompactPauseMs += num('pause');
    }
  }
  return byIsolate;
}
