// Two isolated measurements, in one process, no HTTP (the figures they print go to docs/benchmarks.md):
//   1. MappingStore set + delete when the store empties each time vs when other entries remain
//      (lru-cache's delete() of the last entry runs clear(), which fills arrays sized `max`);
//   2. the PII pool's cost per task on the main thread and on the worker: a near-empty task (the
//      hand-off alone) and the benchmark's prompt with every entity type and Art. 9.
//   npx tsx bench/lib/micro.ts
import { readdirSync, readFileSync } from 'node:fs';
import { MappingStore } from '../../src/pii/mapping-store.js';
import { PiiPool } from '../../src/pii/pool.js';
import { SETTING_TO_ENTITIES, type EntityType } from '../../src/pii/types.js';
import { PII_PROMPT } from '../gateway.js';

/** CPU seconds of this process's main thread and of all its other threads (Linux /proc). */
function threadCpu(): { main: number; others: number } {
  let main = 0;
  let others = 0;
  for (const tid of readdirSync(`/proc/${process.pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${process.pid}/task/${tid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const secs = (Number(f[11]) + Number(f[12])) / 100;
      if (Number(tid) === process.pid) main += secs;
      else others += secs;
    } catch {
      // thread ended
    }
  }
  return { main, others };
}

function mappingStore(): void {
  const mapping = { '<PERSON_1>': 'Jan Kowalski', '<PESEL_1>': '44051401359' };
  for (const [label, alsoHeld] of [['store empties after each request', 0], ['10 other entries held', 10]] as const) {
    const store = new MappingStore({ purgeIntervalMs: 0 });
    for (let i = 0; i < alsoHeld; i++) store.set(`other-${i}`, mapping);
    for (let i = 0; i < 2000; i++) {
      store.set(`warm-${i}`, mapping);
      store.delete(`warm-${i}`);
    }
    const n = 5000;
    const t0 = performance.now();
    for (let i = 0; i < n; i++) {
      store.set(`req-${i}`, mapping);
      store.delete(`req-${i}`);
    }
    console.log(`MappingStore set + delete, ${label}: ${(((performance.now() - t0) / n) * 1000).toFixed(1)} µs`);
    store.close();
  }
}

async function pool(): Promise<void> {
  const pool = new PiiPool({ threads: 1 });
  const regexTypes = new Set(
    Object.values(SETTING_TO_ENTITIES).flat().filter((e) => e !== 'LOCATION' && e !== 'ORGANIZATION'),
  ) as Set<EntityType>;
  const cases = [
    { label: 'near-empty task (the hand-off alone)', texts: ['x'], entities: new Set<EntityType>(['EMAIL_ADDRESS']), art9: false },
    { label: 'benchmark prompt, all regex types + Art. 9', texts: [PII_PROMPT, 'Jesteś asystentem kancelarii podatkowej.'], entities: regexTypes, art9: true },
  ];
  try {
    for (const c of cases) {
      for (const inFlight of [1, 50]) {
        const n = 6000;
        const run = async () => {
          let started = 0;
          await Promise.all(Array.from({ length: inFlight }, async () => {
            while (started++ < n) await pool.anonymize(c.texts, c.entities, c.art9);
          }));
        };
        await run(); // warm-up
        const c0 = threadCpu();
        const t0 = performance.now();
        await run();
        const seconds = (performance.now() - t0) / 1000;
        const c1 = threadCpu();
        console.log(
          `PiiPool, ${c.label}, ${inFlight} in flight: ${Math.round(n / seconds)} tasks/s; ` +
            `main thread ${(((c1.main - c0.main) / n) * 1e6).toFixed(0)} µs/task, other threads ${(((c1.others - c0.others) / n) * 1e6).toFixed(0)} µs/task`,
        );
      }
    }
  } finally {
    await pool.close();
  }
}

mappingStore();
await pool();
