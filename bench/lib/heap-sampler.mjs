// Preload for a gateway under a bench: every second, one line per thread (the event loop and each PII worker,
// which inherit the preload) with the process's resident memory and that thread's V8 heap spaces, appended
// to $BENCH_HEAP_SAMPLES/<pid>.txt. Shows which heap space an RSS change is (young generation, old generation
// and how much of it is live after the last GC, code, large objects):
//
//   BENCH_HEAP_SAMPLES=/tmp/heap BENCH_GATEWAY_NODE_OPTIONS="--import $PWD/bench/lib/heap-sampler.mjs" npx tsx bench/streams-variants.ts
//
// Columns (MiB): ms since the epoch, thread (0 = the event loop), RSS, new space resident and capacity, old space
// resident and used, code, large objects.
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { threadId } from 'node:worker_threads';

const dir = process.env.BENCH_HEAP_SAMPLES;
if (dir) {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${process.pid}.txt`);
  if (threadId === 0) appendFileSync(file, `# node ${process.execArgv.join(' ')} ${process.argv.slice(1).join(' ')}\n# ms thread rss new newcap old oldused code lo\n`);
  const mib = (b) => (b / 2 ** 20).toFixed(1);
  setInterval(() => {
    const s = Object.fromEntries(v8.getHeapSpaceStatistics().map((x) => [x.space_name, x]));
    const rssKiB = Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]);
    appendFileSync(file, [Date.now(), threadId, (rssKiB / 1024).toFixed(1), mib(s.new_space.physical_space_size), mib(s.new_space.space_size),
      mib(s.old_space.physical_space_size), mib(s.old_space.space_used_size), mib(s.code_space.physical_space_size),
      mib(s.large_object_space.physical_space_size)].join(' ') + '\n');
  }, 1000).unref();
}
