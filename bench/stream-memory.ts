// What an open stream costs the gateway in memory, apart from what the traffic around it costs: N streams
// opened against a paced upstream that sends its first event and then holds every answer open, so that the
// streams stay open and idle while they are measured. Memory is read idle (after a first round of the same
// streams, opened and closed: JIT, pools and heaps warmed), with the N streams open, and again once they have
// closed. Resident memory from /proc (all threads: the event loop, PII workers, V8's helpers); the event loop's
// heap and external memory from the gateway's own metrics (prom-client's nodejs_* gauges).
//
//   npx tsx bench/stream-memory.ts                        # 2,000 streams, a new account's defaults
//   BENCH_MEMORY_STREAMS=500 BENCH_MEMORY_PII=off npx tsx bench/stream-memory.ts
//   BENCH_MEMORY_SNAPSHOTS=/tmp/snaps npx tsx bench/stream-memory.ts   # also heap snapshots of the event loop
//   BENCH_MEMORY_MAINJS=/path/to/other/build/src/main.js npx tsx bench/stream-memory.ts   # another build
//   BENCH_MEMORY_IDLE_S=35 npx tsx bench/stream-memory.ts   # idle reading once the warm-up's upstream connections closed
//   BENCH_MEMORY_WARMUP_STREAMS=1000 npx tsx bench/stream-memory.ts   # also what streams 1,001–2,000 add above the warm-up's peak
//   BENCH_MEMORY_PACE=40:3000 npx tsx bench/stream-memory.ts   # streams measured while events flow (every 40 ms, 3,000 of them)
//   BENCH_MEMORY_SMAPS=/tmp/smaps npx tsx bench/stream-memory.ts   # /proc/<pid>/smaps at every reading: which mappings grew
//
// Every reading follows a full garbage collection of the event loop's heap (through the inspector, which
// BENCH_MEMORY_GC=off leaves out): without it the idle reading still held the warm-up round's garbage and
// streams could read as costing less than nothing.
//
// BENCH_MEMORY_SNAPSHOTS writes `idle.heapsnapshot` and `open.heapsnapshot` (node --heapsnapshot-signal) into
// that folder, to open in Chrome DevTools (Comparison view) and see which objects each stream keeps.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildGateway } from './lib/build.js';
import { gatewayNodeFlags, REPO_ROOT } from './lib/processes.js';
import { StreamLoad } from './lib/stream-load.js';
import { commonTags, Prompts, setWords, startGateway, startPacedUpstream } from './streams.js';
import { answerWords } from './lib/paced-upstream.js';
import { WebSocket } from 'undici';

const STREAMS = Number(process.env.BENCH_MEMORY_STREAMS ?? 2000);
/** Streams of the warm-up round. Fewer than STREAMS: the memory the streams past them take above the warm-up's
 * peak is also read (freed memory mostly stays with the process, so below that peak RSS hardly moves). */
const WARMUP_STREAMS = Number(process.env.BENCH_MEMORY_WARMUP_STREAMS ?? STREAMS);
const PII_OFF = process.env.BENCH_MEMORY_PII === 'off';
const SNAPSHOTS = process.env.BENCH_MEMORY_SNAPSHOTS;
/** A folder for /proc/<pid>/smaps at every reading (0 the idle one unless a warm-up reading came first). */
const SMAPS = process.env.BENCH_MEMORY_SMAPS;
const GC = process.env.BENCH_MEMORY_GC !== 'off';
const RAMP_MS = Number(process.env.BENCH_MEMORY_RAMP_S ?? 10) * 1000;
const SETTLE_MS = 5000;
/** The wait after the warm-up round before the idle reading: past undici's keep-alive (30 s), the upstream
 * connections the warm-up left are closed and the open streams' own count toward them. */
const IDLE_WAIT_MS = Number(process.env.BENCH_MEMORY_IDLE_S ?? 5) * 1000;
/** The longest wait for every stream's first event after the ramp. */
const FIRST_EVENTS_MS = 120_000;
/** Long enough that no answer ends while it is measured. */
const HOLD_MS = 600_000;
/** `ms:events`: the upstream keeps writing (an event every ms, so many per answer) instead of holding after
 * the first event, so that what a stream keeps while its events flow is measured. */
const PACE = process.env.BENCH_MEMORY_PACE?.split(':').map(Number);

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

interface Reading {
  rssMiB: number;
  anonMiB: number;
  heapUsedMiB: number;
  heapTotalMiB: number;
  externalMiB: number;
  /** The event loop's young generation (both semi-spaces) and old space, as V8 sizes them (committed). */
  newSpaceMiB: number;
  oldSpaceMiB: number;
}

function procKiB(pid: number, file: string, field: string): number {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(readFileSync(`/proc/${pid}/${file}`, 'utf8'));
  return m ? Number(m[1]) : NaN;
}

async function read(pid: number, metricsUrl: string): Promise<Reading> {
  const text = await (await fetch(metricsUrl)).text();
  const gauge = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) / 2 ** 20;
  return {
    rssMiB: procKiB(pid, 'status', 'VmRSS') / 1024,
    anonMiB: procKiB(pid, 'smaps_rollup', 'Anonymous') / 1024,
    heapUsedMiB: gauge('nodejs_heap_size_used_bytes'),
    heapTotalMiB: gauge('nodejs_heap_size_total_bytes'),
    externalMiB: gauge('nodejs_external_memory_bytes'),
    newSpaceMiB: gauge('nodejs_heap_space_size_total_bytes\\{space="new"\\}'),
    oldSpaceMiB: gauge('nodejs_heap_space_size_total_bytes\\{space="old"\\}'),
  };
}

/** A full garbage collection of the gateway's event loop, through its inspector (HeapProfiler.collectGarbage). */
async function collectGarbage(inspectorUrl: string): Promise<void> {
  const ws = new WebSocket(inspectorUrl);
  await new Promise<void>((resolve, reject) => {
    ws.onopen = () => ws.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
    ws.onmessage = (e) => {
      if ((JSON.parse(String(e.data)) as { id?: number }).id === 1) resolve();
    };
    ws.onerror = () => reject(new Error('the gateway\'s inspector did not answer'));
  });
  ws.close();
}

/** Writes the event loop's heap snapshot (SIGUSR2) and moves it to `dir/name`. */
async function snapshot(pid: number, dir: string, name: string): Promise<void> {
  const before = new Set(readdirSync(REPO_ROOT).filter((f) => f.endsWith('.heapsnapshot')));
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 600; i++) {
    await sleep(500);
    const made = readdirSync(REPO_ROOT).find((f) => f.endsWith('.heapsnapshot') && !before.has(f));
    if (!made) continue;
    const size = statSync(path.join(REPO_ROOT, made)).size;
    await sleep(1000);
    if (statSync(path.join(REPO_ROOT, made)).size !== size) continue;
    renameSync(path.join(REPO_ROOT, made), path.join(dir, name));
    return;
  }
  throw new Error('no heap snapshot appeared');
}

async function main(): Promise<void> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-stream-memory-'));
  const mainJs = process.env.BENCH_MEMORY_MAINJS || buildGateway().mainJs;
  const level = PACE ? { streams: STREAMS, intervalMs: PACE[0]!, events: PACE[1]! } : { streams: STREAMS, intervalMs: HOLD_MS, events: 2 };
  const upstream = await startPacedUpstream(level, 'openai');
  const flags = [...gatewayNodeFlags(), ...(SNAPSHOTS ? ['--heapsnapshot-signal=SIGUSR2'] : []), ...(GC ? ['--inspect=127.0.0.1:0'] : [])];
  const gw = await startGateway('stream_memory', 'postgresql', upstream.url, path.join(workDir, 'gateway.log'), mainJs, PII_OFF, {}, flags);
  try {
    let metricsPort: string | undefined;
    for (let i = 0; i < 50 && !metricsPort; i++, await sleep(100)) metricsPort = /"metrics_port":(\d+)/.exec(readFileSync(gw.proc.logFile, 'utf8'))?.[1];
    if (!metricsPort) throw new Error(`the gateway did not log its metrics port:\n${readFileSync(gw.proc.logFile, 'utf8').slice(0, 2000)}`);
    const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    const inspectorUrl = GC ? /Debugger listening on (ws:\/\/\S+)/.exec(readFileSync(gw.proc.logFile, 'utf8'))?.[1] : undefined;
    if (GC && !inspectorUrl) throw new Error('the gateway did not log its inspector\'s address');
    let readings = 0;
    const reading = async () => {
      if (inspectorUrl) await collectGarbage(inspectorUrl);
      if (SMAPS) writeFileSync(path.join(SMAPS, `${readings++}.smaps`), readFileSync(`/proc/${gw.proc.pid}/smaps`));
      return read(gw.proc.pid, metricsUrl);
    };
    const prompts = new Prompts(5);
    await setWords(upstream, answerWords(level.events, PII_OFF ? [] : await commonTags(gw, prompts)));
    const round = async (measure: boolean, streams = STREAMS) => {
      const load = new StreamLoad({ url: `${gw.proc.url}/v1/chat/completions`, headers: { authorization: `Bearer ${gw.key}` }, streams, intervalMs: level.intervalMs, nextBody: () => prompts.body() });
      load.record(true);
      await load.ramp(RAMP_MS);
      // On a busy machine the PII workers may still be on the last requests: measure only once every stream
      // is past anonymization and holds what an open stream holds.
      for (let waited = 0; load.firstEvents < streams && waited < FIRST_EVENTS_MS; waited += 250) await sleep(250);
      await sleep(SETTLE_MS);
      const open = measure ? await reading() : null;
      if (measure && SNAPSHOTS) await snapshot(gw.proc.pid, SNAPSHOTS, 'open.heapsnapshot');
      const { result: r, samples } = await load.stopSampled(0);
      if (r.errors + r.non2xx) throw new Error(`${r.non2xx} non-2xx and ${r.errors} failed answers while the streams were held open`);
      return { open, firstEvents: samples.ttft.length };
    };
    if (SNAPSHOTS) mkdirSync(SNAPSHOTS, { recursive: true });
    if (SMAPS) mkdirSync(SMAPS, { recursive: true });
    const warm = await round(WARMUP_STREAMS < STREAMS, WARMUP_STREAMS); // warm-up: the same streams (or fewer), opened and closed
    await sleep(IDLE_WAIT_MS);
    const idle = await reading();
    if (SNAPSHOTS) await snapshot(gw.proc.pid, SNAPSHOTS, 'idle.heapsnapshot');
    const { open, firstEvents } = await round(true);
    await sleep(SETTLE_MS);
    const closed = await reading();
    const perStream = (k: keyof Reading, a: Reading) => ((a[k] - idle[k]) * 1024 / STREAMS).toFixed(1);
    console.log(`${STREAMS} streams open and ${PACE ? `fed an event every ${PACE[0]} ms` : 'idle'} (${firstEvents} had their first event), PII ${PII_OFF ? 'off' : 'on (defaults)'}`);
    console.log('| | RSS | anonymous | heap used | heap total | external | new space | old space |\n|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const [name, r] of [['idle, MiB', idle], ['open, MiB', open!], ['closed again, MiB', closed]] as const) {
      console.log(`| ${name} | ${r.rssMiB.toFixed(1)} | ${r.anonMiB.toFixed(1)} | ${r.heapUsedMiB.toFixed(1)} | ${r.heapTotalMiB.toFixed(1)} | ${r.externalMiB.toFixed(1)} | ${r.newSpaceMiB.toFixed(1)} | ${r.oldSpaceMiB.toFixed(1)} |`);
    }
    const keys = ['rssMiB', 'anonMiB', 'heapUsedMiB', 'heapTotalMiB', 'externalMiB', 'newSpaceMiB', 'oldSpaceMiB'] as const;
    console.log(`| open − idle, KiB per stream | ${keys.map((k) => perStream(k, open!)).join(' | ')} |`);
    console.log(`| closed − idle, KiB per stream | ${keys.map((k) => perStream(k, closed)).join(' | ')} |`);
    if (warm.open) {
      const above = (k: keyof Reading) => ((open![k] - warm.open![k]) * 1024 / (STREAMS - WARMUP_STREAMS)).toFixed(1);
      console.log(`| open − warm-up's ${WARMUP_STREAMS} open, KiB per stream past them | ${keys.map(above).join(' | ')} |`);
    }
  } finally {
    await gw.proc.stop();
    await gw.db.dispose().catch(() => {});
    await upstream.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
