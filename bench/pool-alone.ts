// The PII worker pool on its own, without HTTP: 50 closed-loop clients each send a new realistic Polish
// message (with the realistic system prompt, a new account's default types, NER on, Art. 9 on) and wait
// BENCH_DELAY_MS before the next, as if the rest of a request took that long. Prints requests/s, the mean
// batch size and each thread's CPU (from /proc), which shows whether the worker thread is saturated.
//
//   npx tsx bench/pool-alone.ts   (BENCH_DELAY_MS=3, PII_BATCHES_PER_THREAD=1, PII_POOL_THREADS=1, BENCH_SECONDS=6)
import { readdirSync, readFileSync } from 'node:fs';
import { PiiPool } from '../src/pii/pool.js';
import { DEFAULT_ENABLED_TYPES, SETTING_TO_ENTITIES, type EntityType } from '../src/pii/types.js';
import { REALISTIC_SYSTEM_PROMPT, realisticPrompt } from './lib/polish-prompts.js';

const DELAY_MS = Number(process.env.BENCH_DELAY_MS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const BATCHES = Number(process.env.PII_BATCHES_PER_THREAD ?? 1);
const THREADS = Number(process.env.PII_POOL_THREADS ?? 1);
const CLIENTS = 50;

/** CPU ticks (1/100 s) per thread of this process, by thread id. */
function threadTicks(): Map<string, number> {
  const out = new Map<string, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    const fields = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    out.set(tid, Number(fields[11]) + Number(fields[12]));
  }
  return out;
}

const enabled: ReadonlySet<EntityType> = new Set(DEFAULT_ENABLED_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s]));
const pool = new PiiPool({ ner: true, threads: THREADS, batchesPerThread: BATCHES });
await pool.ready();
let next = 0, done = 0, stop = false;
async function client(): Promise<void> {
  while (!stop) {
    await pool.anonymize([REALISTIC_SYSTEM_PROMPT, realisticPrompt(5, next++).text], enabled, true);
    done++;
    if (DELAY_MS) await new Promise((r) => setTimeout(r, DELAY_MS));
  }
}
const clients = Array.from({ length: CLIENTS }, client);
await new Promise((r) => setTimeout(r, 2_000)); // warm-up
const ticks0 = threadTicks(), done0 = done, batches0 = pool.batching(), t0 = performance.now();
await new Promise((r) => setTimeout(r, SECONDS * 1_000));
const ticks1 = threadTicks(), secs = (performance.now() - t0) / 1_000, batches1 = pool.batching();
stop = true;
await Promise.all(clients);
await pool.close();
const busy = [...ticks1].map(([tid, t]) => [tid, Math.round((t - (ticks0.get(tid) ?? t)) / secs)] as const).filter(([, pct]) => pct > 3);
console.log(`${CLIENTS} clients, ${DELAY_MS} ms between a client's requests, ${THREADS} worker(s), ${BATCHES} batch(es) per worker: ` +
  `${((done - done0) / secs).toFixed(0)} requests/s, mean batch ${((batches1.tasks - batches0.tasks) / (batches1.batches - batches0.batches)).toFixed(1)} tasks`);
console.log(`CPU per thread (% of a core): ${busy.map(([tid, pct]) => `${tid} ${pct}%`).join(', ')}`);
