// CPU of the usage journal alone at a streaming gateway's request rate: one usage record every
// BENCH_JOURNAL_EVERY_MS (13 ms ≈ 75 requests/s, the 300-stream scenario's rate), the process's CPU (all
// threads: the event loop's write(2) and the thread pool's fdatasync) per record, against a timer alone.
// Two journal builds take turns (BENCH_JOURNAL_BEFORE: another checkout's src/store/usage-journal.ts).
//
//   npx tsx bench/journal-cost.ts
//   BENCH_JOURNAL_BEFORE=/work/main/src/store/usage-journal.ts BENCH_ROUNDS=4 BENCH_JOURNAL_SECONDS=5 npx tsx bench/journal-cost.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { UsageRecord } from '../src/store/usage.js';

interface Journal { append(r: UsageRecord): void; close(): void }
type JournalClass = new (dataDir: string) => Journal;

const EVERY_MS = Number(process.env.BENCH_JOURNAL_EVERY_MS ?? 13);
const SECONDS = Number(process.env.BENCH_JOURNAL_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);

const record = (i: number): UsageRecord => ({
  accountId: `acct-${i % 3}`, day: '2026-11-28', model: 'gpt-4o', requests: 1, promptTokens: 200, completionTokens: 100, costUsd: 0, pii: { PERSON: 1 },
});

/** Process CPU in µs per tick of the pacing timer, with `journal` appending one record per tick (or none). */
async function turn(Journal: JournalClass | null): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'journal-cost-'));
  const journal = Journal ? new Journal(dir) : null;
  const ticks = Math.round((SECONDS * 1000) / EVERY_MS);
  const start = process.cpuUsage();
  await new Promise<void>((done) => {
    let i = 0;
    const tick = () => {
      journal?.append(record(i));
      if (++i >= ticks) done();
      else setTimeout(tick, EVERY_MS);
    };
    tick();
  });
  await new Promise((r) => setTimeout(r, 250)); // the last syncs
  const used = process.cpuUsage(start);
  journal?.close();
  rmSync(dir, { recursive: true, force: true });
  return (used.user + used.system) / ticks;
}

async function main(): Promise<void> {
  const variants: Array<[string, JournalClass | null]> = [['timer alone', null]];
  const before = process.env.BENCH_JOURNAL_BEFORE;
  if (before) variants.push(['before', (await import(pathToFileURL(before).href) as { UsageJournal: JournalClass }).UsageJournal]);
  variants.push(['this checkout', (await import('../src/store/usage-journal.js')).UsageJournal]);
  const results = new Map<string, number[]>(variants.map(([n]) => [n, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, J] of round % 2 ? [...variants].reverse() : variants) results.get(name)!.push(await turn(J));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(`one record every ${EVERY_MS} ms, ${SECONDS} s per turn, ${ROUNDS} rounds: process CPU µs per record (median; rounds)`);
  for (const [name, xs] of results) console.log(`${name.padEnd(14)} ${median(xs).toFixed(0).padStart(6)}   (${xs.map((x) => x.toFixed(0)).join(', ')})`);
}

await main();
