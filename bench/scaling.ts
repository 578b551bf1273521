// How throughput scales with cores and PII worker threads, on a machine with many cores. Realistic
// traffic as in bench/realistic.ts (a new account's defaults, NER on, a ~0.7 KB Polish prompt full of
// personal data that is new in every request; streaming and not; the ~60-character short prompt), sent
// by several load-generator processes (bench/lib/load-child.ts) so that the load side is not the limit.
//
// The machine's CPUs are split: the last BENCH_SCALING_LOAD_CORES run the mock upstream and the load
// generators; the others are the pool the targets are pinned to (every thread, with taskset). The
// gateway runs once per entry of BENCH_SCALING_CORES with PII_POOL_THREADS equal to its cores, and once
// per entry of BENCH_SCALING_INSTANCES ("2x6": two gateway processes of 6 cores and 6 workers each, on
// disjoint cores, each with its own database, the connections split between them, as two replicas
// behind a load balancer would be). Direct to the mock, the do-nothing proxy and Portkey (one event
// loop each, pinned to the whole pool) are the baselines. Below 8 CPUs nothing is pinned and only the
// number of workers changes.
//
//   npx tsx bench/scaling.ts                       # markdown on stdout
//   BENCH_SCALING_CORES=1,2,4,8,12 BENCH_SCALING_INSTANCES=2x6 BENCH_SCALING_LOAD_CORES=4 BENCH_SCALING_LOADERS=3
//   BENCH_SECONDS=4 BENCH_WARMUP=1 BENCH_PREWARM=10 BENCH_CONNECTIONS=50 BENCH_TRAFFIC=realistic,realistic-stream,short
//   BENCH_GATEWAY_MAIN=<main.js of a build> (default: build the working tree)  BENCH_OUT=<file.json>
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { REPLY_CHUNKS, REPLY_WORDS, replyText } from './gateway.js';
import { buildGateway } from './lib/build.js';
import { allowedCpus, CoreSetMeter, pinProcess, type CoreSetUse, type PinMethod } from './lib/cpu-sets.js';
import { prepareDatabase, serverReachable, type BenchDatabase, type DatabaseKind } from './lib/database.js';
import { scalingBody, type LoadChildSpec, type ScalingTraffic } from './lib/load-child.js';
import { combineLoads, runLoad, type LoadResult } from './lib/load.js';
import { machineInfo } from './lib/machine.js';
import { startPortkeyProcess } from './lib/portkey.js';
import { REPO_ROOT, startBareProxyProcess, startGatewayProcess, startMockProcess, trackChild } from './lib/processes.js';

const num = (name: string, dflt: number) => {
  const v = process.env[name] === undefined ? dflt : Number(process.env[name]);
  if (!Number.isFinite(v) || v < 0) throw new Error(`${name}: expected a number ≥ 0, got ${JSON.stringify(process.env[name])}`);
  return v;
};

const CPUS = allowedCpus();
const PINNED = CPUS.length >= 8;
const LOAD_CORES = PINNED ? num('BENCH_SCALING_LOAD_CORES', Math.max(2, Math.round(CPUS.length / 4))) : 0;
/** CPUs the targets run on, and those of the mock and the load generators (all of them when not pinned). */
const POOL = PINNED ? CPUS.slice(0, CPUS.length - LOAD_CORES) : CPUS;
const LOAD_CPUS = PINNED ? CPUS.slice(CPUS.length - LOAD_CORES) : CPUS;
const LOADERS = num('BENCH_SCALING_LOADERS', PINNED ? Math.max(1, LOAD_CORES - 1) : 1);
const SECONDS = num('BENCH_SECONDS', 4);
const WARMUP = num('BENCH_WARMUP', 1);
const PREWARM = num('BENCH_PREWARM', 10);
const CONNECTIONS = num('BENCH_CONNECTIONS', 50);
const TRAFFIC = (process.env.BENCH_TRAFFIC ?? 'realistic,realistic-stream,short').split(',').map((t) => t.trim()) as ScalingTraffic[];
/** Baselines to measure first (BENCH_SCALING_BASELINES, comma-separated; 'none' for none). */
const BASELINES = (process.env.BENCH_SCALING_BASELINES ?? 'direct,proxy,portkey').split(',').map((b) => b.trim()).filter((b) => b && b !== 'none');
for (const b of BASELINES) if (!['direct', 'proxy', 'portkey'].includes(b)) throw new Error(`BENCH_SCALING_BASELINES: unknown baseline ${JSON.stringify(b)}`);
for (const t of TRAFFIC) if (!['realistic', 'realistic-stream', 'short'].includes(t)) throw new Error(`BENCH_TRAFFIC: unknown traffic ${JSON.stringify(t)}`);

/** Gateway sizes: cores (= PII workers) of one instance; default powers of two up to the pool, and the pool. */
function coreCounts(): number[] {
  if (process.env.BENCH_SCALING_CORES) return process.env.BENCH_SCALING_CORES.split(',').map(Number).filter((n) => n >= 1 && n <= POOL.length);
  const out: number[] = [];
  for (let c = 1; c < POOL.length; c *= 2) out.push(c);
  return [...out, POOL.length];
}

/** Several-instance configurations, "2x6" → [2, 6]; default two halves of the pool when pinned. */
function instanceConfigs(): [number, number][] {
  const spec = process.env.BENCH_SCALING_INSTANCES ?? (PINNED ? `2x${Math.floor(POOL.length / 2)}` : '');
  return spec.split(',').filter(Boolean).map((s) => {
    const [n, c] = s.split('x').map(Number);
    if (!(n >= 1 && c >= 1 && n * c <= POOL.length)) throw new Error(`BENCH_SCALING_INSTANCES: ${JSON.stringify(s)} does not fit ${POOL.length} cores`);
    return [n, c];
  });
}

interface Endpoint { url: string; headers: Record<string, string> }

/** A target under load: its endpoints, the processes and CPUs to measure, and how to stop it. */
interface Target {
  name: string;
  cores: number | null;
  workers: number | null;
  endpoints: Endpoint[];
  pids: number[];
  cpus: number[];
  stop(): Promise<void>;
}

interface Row {
  target: string;
  cores: number | null;
  workers: number | null;
  traffic: ScalingTraffic;
  load: LoadResult;
  cpu: CoreSetUse;
}

const log = (s: string) => process.stderr.write(`${s}\n`);

/** Runs LOADERS load-generator processes against `target` and measures the target's CPU while they measure. */
async function measure(target: Target, traffic: ScalingTraffic, seed: number): Promise<Row> {
  const children = Array.from({ length: LOADERS }, (_, i) => {
    const spec: LoadChildSpec = {
      urls: target.endpoints.map((e) => e.url), headers: target.endpoints.map((e) => e.headers),
      connections: Math.max(1, Math.round(CONNECTIONS / LOADERS)), warmupS: WARMUP, durationS: SECONDS, traffic, seed: seed * 100 + i,
    };
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/load-child.ts', JSON.stringify(spec)], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    trackChild(child);
    if (PINNED) pinProcess(child.pid!, LOAD_CPUS);
    return child;
  });
  let measuring = 0;
  let meter: CoreSetMeter | null = null;
  let cpu: CoreSetUse | null = null;
  const results = await Promise.all(children.map((child) => new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      let msg: { phase: string };
      try {
        msg = JSON.parse(line) as { phase: string };
      } catch {
        return reject(new Error(`load generator printed a line that is not JSON (${line.length} characters)`));
      }
      if (msg.phase === 'measuring' && ++measuring === children.length) meter = new CoreSetMeter(target.cpus, target.pids);
      if (msg.phase === 'done') {
        if (!cpu && meter) cpu = meter.stop(); // the first child to finish ends the window
        resolve(line);
      }
    });
    child.once('exit', (code) => code !== 0 && reject(new Error(`load generator exited with code ${code}`)));
  })));
  const parts = results.flatMap((line) => (JSON.parse(line) as { parts: { result: LoadResult; samples: string }[] }).parts).map((p) => {
    const buf = Buffer.from(p.samples, 'base64');
    return { result: p.result, samples: new Float64Array(buf.buffer, buf.byteOffset, buf.byteLength / 8) };
  });
  return { target: target.name, cores: target.cores, workers: target.workers, traffic, load: combineLoads(parts), cpu: cpu ?? { idle: 0, processes: 0, eventLoops: 0 } };
}

async function startGateways(instances: number, cores: number, mockUrl: string, mainJs: string, dbKind: DatabaseKind, workDir: string): Promise<Target> {
  const dbs: BenchDatabase[] = [];
  const procs: Awaited<ReturnType<typeof startGatewayProcess>>[] = [];
  const endpoints: Endpoint[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < instances; i++) {
    const db = await prepareDatabase(dbKind, `scaling${i}`);
    dbs.push(db);
    const proc = await startGatewayProcess(
      { ...db.env, PROVIDER_OPENAI_BASE_URL: `${mockUrl}/openai/v1`, RATE_LIMIT_ENTERPRISE: '1000000000', PII_POOL_THREADS: String(cores) },
      path.join(workDir, `gateway-${instances}x${cores}-${i}.log`), mainJs,
    );
    procs.push(proc);
    // uWS falls back to a slow JavaScript server when its binary does not load: that is not what is measured here.
    if (readFileSync(proc.logFile, 'utf8').includes('Falling back to a NodeJS implementation')) throw new Error('uWebSockets.js did not load its binary');
    const mine = POOL.slice(i * cores, (i + 1) * cores);
    if (PINNED) pinProcess(proc.pid, mine);
    cpus.push(...mine);
    const headers = { authorization: `Bearer ${db.liveKey}` };
    const r = await fetch(`${proc.url}/v1/provider-keys`, {
      method: 'POST', headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'openai', api_key: 'sk-bench-not-a-real-key', name: 'bench' }),
    });
    if (r.status !== 201) throw new Error(`POST /v1/provider-keys answered ${r.status}`);
    endpoints.push({ url: `${proc.url}/v1/chat/completions`, headers });
  }
  return {
    name: instances === 1 ? 'gateway' : `gateway ×${instances}`, cores: instances * cores, workers: instances * cores,
    endpoints, pids: procs.map((p) => p.pid), cpus: PINNED ? cpus : CPUS,
    async stop() {
      for (const p of procs) await p.stop().catch(() => {});
      for (const d of dbs) await d.dispose().catch(() => {});
    },
  };
}

/** Unrecorded load, the traffics mixed, so the target's code is compiled before it is measured. */
async function prewarm(target: Target): Promise<void> {
  if (PREWARM <= 0) return;
  let n = 0;
  const mixed = () => scalingBody(TRAFFIC[n % TRAFFIC.length], 7, n++);
  await Promise.all(target.endpoints.map((e) =>
    runLoad({ url: e.url, headers: e.headers, connections: Math.max(1, Math.round(CONNECTIONS / target.endpoints.length)), durationS: PREWARM, body: mixed(), nextBody: mixed })));
}

function report(rows: Row[], pin: PinMethod | 'off'): string {
  const m = machineInfo();
  const out = [
    `# Scaling with cores and PII workers (\`npx tsx bench/scaling.ts\`)`, '',
    `${m.cores} CPUs (${m.cpuModel}; ${m.cpuFeatures}), ${m.memoryGiB} GiB, Node ${m.node}. Targets pinned to CPUs ${PINNED ? `${POOL[0]}–${POOL.at(-1)}` : 'none (fewer than 8)'}, ` +
      `mock upstream and ${LOADERS} load generator(s) to ${PINNED ? `${LOAD_CPUS[0]}–${LOAD_CPUS.at(-1)}` : 'any'} (pinning: ${pin}); ` +
      `${CONNECTIONS} connections, ${WARMUP} s warm-up + ${SECONDS} s measured per row, ${PREWARM} s mixed pre-warm per target.`, '',
    '| traffic | target | cores | PII workers | req/s | req/s per core | p50 ms | p99 ms | target CPU (cores) | event loop(s) (cores) | idle of its cores | non-2xx + errors |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const perCore = r.cores ? Math.round(r.load.rps / r.cores) : '–';
    out.push(`| ${r.traffic} | ${r.target} | ${r.cores ?? '–'} | ${r.workers ?? '–'} | ${Math.round(r.load.rps)} | ${perCore} | ${r.load.latencyMs.p50.toFixed(1)} | ${r.load.latencyMs.p99.toFixed(1)} | ${r.cpu.processes} | ${r.cpu.eventLoops} | ${r.cpu.idle} | ${r.load.non2xx + r.load.errors + r.load.timeouts} |`);
  }
  out.push('', 'Gateway against the baselines of the same run:', '');
  for (const t of TRAFFIC) {
    const of = (name: string) => rows.find((r) => r.traffic === t && r.target === name)?.load.rps;
    const pk = of('Portkey');
    const proxy = of('do-nothing proxy');
    for (const r of rows.filter((x) => x.traffic === t && x.target.startsWith('gateway'))) {
      out.push(`- ${t}, ${r.target} on ${r.cores} cores: ${pk ? (r.load.rps / pk).toFixed(2) : '–'}× Portkey, ${proxy ? (r.load.rps / proxy).toFixed(2) : '–'}× the do-nothing proxy`);
    }
  }
  return out.join('\n');
}

async function main(): Promise<void> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-scaling-'));
  const mainJs = process.env.BENCH_GATEWAY_MAIN ?? buildGateway().mainJs;
  const dbKind: DatabaseKind = (process.env.BENCH_DB as DatabaseKind | undefined) ?? ((await serverReachable()) ? 'postgresql' : 'embedded');
  const mock = await startMockProcess({ replyTokens: REPLY_WORDS, chunks: REPLY_CHUNKS });
  const rows: Row[] = [];
  let pin: PinMethod | 'off' = 'off';
  try {
    if (PINNED) pin = pinProcess(mock.pid, LOAD_CPUS);
    // Tags a realistic prompt gets, so the restorer really puts values back into the answers.
    const reply = replyText(['<PERSON_1>', '<PESEL_1>', '<EMAIL_ADDRESS_1>', '<PHONE_NUMBER_1>', '<PERSON_2>']);
    await fetch(`${mock.url}/__mock/behavior`, { method: 'PUT', body: JSON.stringify({ reply, chunks: REPLY_CHUNKS }) });
    const baselines: Record<string, () => Promise<Target>> = {
      direct: async () => ({ name: 'direct', cores: null, workers: null, endpoints: [{ url: `${mock.url}/openai/v1/chat/completions`, headers: { authorization: 'Bearer sk-bench' } }], pids: [mock.pid], cpus: LOAD_CPUS, stop: async () => {} }),
      proxy: async () => {
        const p = await startBareProxyProcess(mock.url);
        if (PINNED) pinProcess(p.pid, POOL);
        return { name: 'do-nothing proxy', cores: null, workers: null, endpoints: [{ url: `${p.url}/openai/v1/chat/completions`, headers: { authorization: 'Bearer sk-bench' } }], pids: [p.pid], cpus: POOL, stop: p.stop };
      },
      portkey: async () => {
        const p = await startPortkeyProcess(mock.url, path.join(workDir, 'portkey.log'));
        if (PINNED) pinProcess(p.pid, POOL);
        return { name: 'Portkey', cores: null, workers: null, endpoints: [{ url: `${p.url}/v1/chat/completions`, headers: p.headers }], pids: [p.pid], cpus: POOL, stop: p.stop };
      },
    };
    const starters: (() => Promise<Target>)[] = [
      ...BASELINES.map((b) => baselines[b]),
      ...coreCounts().map((c) => () => startGateways(1, c, mock.url, mainJs, dbKind, workDir)),
      ...instanceConfigs().map(([n, c]) => () => startGateways(n, c, mock.url, mainJs, dbKind, workDir)),
    ];
    let seed = 1;
    for (const start of starters) {
      const target = await start();
      try {
        log(`${target.name}${target.cores ? ` on ${target.cores} cores` : ''}: pre-warm ${target.name === 'direct' ? 0 : PREWARM} s`);
        if (target.name !== 'direct') await prewarm(target);
        for (const t of TRAFFIC) {
          const row = await measure(target, t, seed++);
          rows.push(row);
          log(`  ${t}: ${Math.round(row.load.rps)} req/s, p99 ${row.load.latencyMs.p99.toFixed(1)} ms, CPU ${row.cpu.processes} (event loops ${row.cpu.eventLoops}), idle ${row.cpu.idle}`);
        }
      } finally {
        await target.stop();
      }
    }
  } finally {
    await mock.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
  const md = report(rows, pin);
  console.log(md);
  if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, JSON.stringify({ machine: machineInfo(), pin, pool: POOL, loadCpus: LOAD_CPUS, rows }, null, 2));
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
