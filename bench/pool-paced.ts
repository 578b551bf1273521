// The PII worker pool on its own, fed as the many-streams load feeds it (bench/streams.ts at 300 streams
// of 4 s answers: 75 new realistic requests a second, each its own batch), or closed-loop for comparison:
// CPU per request of each thread of this process (bench/lib/thread-cpu.ts, from schedstat), split into
// the event loop, the PII worker threads and V8's helper threads, with the times each was scheduled in.
// A new account's defaults: the default types, NER on, Art. 9 on, the detection cache, workers niced 5.
//
//   npx tsx bench/pool-paced.ts                  # 75 requests/s for 10 s, after 3 s of the same (BENCH_WARMUP)
//   BENCH_RATE=75 BENCH_SECONDS=10 BENCH_WARMUP=3 PII_POOL_THREADS=2 BENCH_CLOSED=1 (50 closed-loop clients instead)
//   BENCH_RATE=0 (one client, back to back: batches of one, the worker never idle for long)
//   node --single-threaded-gc --import tsx bench/pool-paced.ts   (V8 flags apply to the workers too)
import { PiiPool } from '../src/pii/pool.js';
import { DEFAULT_ENABLED_TYPES, SETTING_TO_ENTITIES, type EntityType } from '../src/pii/types.js';
import { sampleThreads } from './lib/thread-cpu.js';
import { REALISTIC_SYSTEM_PROMPT, realisticPrompt } from './lib/polish-prompts.js';

const RATE = Number(process.env.BENCH_RATE ?? 75);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const THREADS = Number(process.env.PII_POOL_THREADS ?? 2);
const CLOSED = process.env.BENCH_CLOSED === '1';
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 3);
const CLIENTS = 50;

const entities: ReadonlySet<EntityType> = new Set(DEFAULT_ENABLED_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s]));
const before = new Set(sampleThreads(process.pid).keys());
const pool = new PiiPool({ threads: THREADS, ner: true, workerNice: 5 });
await pool.ready();
const workers = [...sampleThreads(process.pid).keys()].filter((t) => !before.has(t));

let index = 0;
const request = () => pool.anonymize([REALISTIC_SYSTEM_PROMPT, realisticPrompt(41, index++).text], entities, true);

async function drive(ms: number): Promise<number> {
  let done = 0;
  const end = performance.now() + ms;
  if (CLOSED || RATE === 0) {
    await Promise.all(Array.from({ length: CLOSED ? CLIENTS : 1 }, async () => {
      while (performance.now() < end) {
        await request();
        done++;
      }
    }));
    return done;
  }
  const pending: Promise<unknown>[] = [];
  const t0 = performance.now();
  for (let i = 0; performance.now() < end; i++) {
    const due = t0 + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(request().then(() => done++));
  }
  await Promise.all(pending);
  return done;
}

await drive(WARMUP_S * 1000);
console.log('-- window start');
const b0 = pool.batching();
const s0 = sampleThreads(process.pid);
const t0 = performance.now();
const n = await drive(SECONDS * 1000);
const wallS = (performance.now() - t0) / 1000;
console.log('-- window end');
const s1 = sampleThreads(process.pid);
const b1 = pool.batching();

const groups = new Map<string, { run: number; wait: number; slices: number; sys: number }>();
for (const [tid, b] of s1) {
  const a = s0.get(tid) ?? { runNs: 0, waitNs: 0, slices: 0, systemTicks: 0 };
  const label = tid === process.pid ? 'event loop' : workers.includes(tid) ? `worker ${workers.indexOf(tid) + 1}` : b.comm.startsWith('libuv') ? 'libuv' : 'v8 helpers';
  const g = groups.get(label) ?? { run: 0, wait: 0, slices: 0, sys: 0 };
  g.sys += (b.systemTicks - a.systemTicks) * 1e7;
  g.run += b.runNs - a.runNs;
  g.wait += b.waitNs - a.waitNs;
  g.slices += b.slices - a.slices;
  groups.set(label, g);
}
const us = (ns: number) => Math.round(ns / 1000 / n);
const total = [...groups.values()].reduce((a, g) => a + g.run, 0);
console.log(`${CLOSED ? `${CLIENTS} closed-loop clients` : RATE === 0 ? 'one client back to back' : `${RATE} requests/s`}, ${THREADS} threads, ${process.execArgv.filter((a) => a.startsWith('--') && a !== '--import').join(' ') || 'no flags'}: ` +
  `${n} requests in ${wallS.toFixed(1)} s, ${((b1.tasks - b0.tasks) / (b1.batches - b0.batches)).toFixed(2)} tasks per batch`);
console.log(`CPU µs per request: all ${us(total)} · ` + [...groups].filter(([, g]) => g.run > 20_000 * n).sort().map(([l, g]) => `${l} ${us(g.run)} (kernel ${us(g.sys)}, waited ${us(g.wait)}, ×${(g.slices / n).toFixed(1)})`).join(' · '));
await pool.close();
