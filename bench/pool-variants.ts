// PII pool settings compared on realistic traffic, in one run: Portkey and several gateway variants
// (each its own process, all a new account's defaults, NER on) take turns under the same load, for
// BENCH_ROUNDS rounds, so a busy machine's drift hits all of them alike. Only the target being measured
// gets traffic. Realistic traffic as in bench/realistic.ts: a new ~0.7 KB Polish prompt full of personal
// data in every request, 50 connections, non-streaming and streaming (BENCH_TRAFFIC=non-stream,stream,short
// picks; short = bench/realistic.ts's ~60-character prompt).
//
//   npx tsx bench/pool-variants.ts
//   BENCH_VARIANTS='default=;two batches per worker=PII_BATCHES_PER_THREAD:2;two workers=PII_POOL_THREADS:2'
//   BENCH_VARIANTS='old=MAINJS:/path/to/other/checkout/bench/results/tmp/dist/src/main.js;new='  (two builds)
//   BENCH_VARIANTS='single-threaded GC=NODEFLAGS:--single-threaded-gc;default='  (Node.js flags instead of npm run start:prod's)
//   BENCH_VARIANTS='no log=;request log=LOG_LEVEL:info'  (variants run without the request log unless they set LOG_LEVEL)
//   BENCH_SECONDS=6 BENCH_ROUNDS=2 BENCH_CONNECTIONS=50 BENCH_PREWARM=20
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPLY_CHUNKS, REPLY_WORDS } from './gateway.js';
import { buildGateway } from './lib/build.js';
import { prepareDatabase, type BenchDatabase } from './lib/database.js';
import { runLoad } from './lib/load.js';
import { CpuMeter } from './lib/machine.js';
import { REALISTIC_SYSTEM_PROMPT, realisticPrompt, shortPrompt } from './lib/polish-prompts.js';
import { startPortkeyProcess } from './lib/portkey.js';
import { startGatewayProcess, startMockProcess } from './lib/processes.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Seconds of unrecorded load each target gets once before the first round (a fresh process is still compiling). */
const PREWARM = Number(process.env.BENCH_PREWARM ?? 20);
const VARIANTS = process.env.BENCH_VARIANTS ?? 'default=;two batches per worker=PII_BATCHES_PER_THREAD:2;two workers=PII_POOL_THREADS:2';

interface Target { name: string; url: string; headers: Record<string, string>; pid: number; db?: BenchDatabase; stop(): Promise<void> }

/** `name=VAR:value,VAR:value;name=...` → [name, env]. */
function parseVariants(spec: string): Array<[string, Record<string, string>]> {
  return spec.split(';').filter(Boolean).map((v) => {
    const eq = v.indexOf('=');
    const name = eq < 0 ? v : v.slice(0, eq), vars = eq < 0 ? '' : v.slice(eq + 1); // values may hold "=" ("--flag=1")
    const env = Object.fromEntries(vars.split(',').filter(Boolean).map((kv) => {
      const colon = kv.indexOf(':');
      return [kv.slice(0, colon), kv.slice(colon + 1)] as [string, string];
    }));
    return [name.trim(), env];
  });
}

/** Traffic kinds to run, in order (BENCH_TRAFFIC, comma-separated; default non-stream,stream). */
const TRAFFIC = (process.env.BENCH_TRAFFIC ?? 'non-stream,stream').split(',').map((t) => t.trim());
type Traffic = 'non-stream' | 'stream' | 'short';
for (const t of TRAFFIC) if (!['non-stream', 'stream', 'short'].includes(t)) throw new Error(`BENCH_TRAFFIC: unknown traffic ${JSON.stringify(t)}`);

let promptIndex = 0;
function body(traffic: Traffic): string {
  if (traffic === 'short') return JSON.stringify({ model: 'gpt-4o', messages: [{ role: 'user', content: shortPrompt(21, promptIndex++) }] });
  const stream = traffic === 'stream';
  const user = realisticPrompt(21, promptIndex++).text;
  return JSON.stringify({
    model: 'gpt-4o',
    messages: [{ role: 'system', content: REALISTIC_SYSTEM_PROMPT }, { role: 'user', content: user }],
    ...(stream ? { stream: true, stream_options: { include_usage: true } } : {}),
  });
}

async function startVariant(name: string, variant: Record<string, string>, mockUrl: string, workDir: string, defaultMainJs: string): Promise<Target> {
  // MAINJS:<path> runs another build (e.g. an older commit's bench/results/tmp/dist/src/main.js) as this variant.
  // NODEFLAGS:<flags separated by spaces> replaces the Node.js flags of npm run start:prod ('' = none).
  const { MAINJS: mainJs = defaultMainJs, NODEFLAGS: nodeFlags, ...env } = variant;
  const db = await prepareDatabase('postgresql', 'pool');
  const proc = await startGatewayProcess(
    // No request log by default (LOG_LEVEL warn); a variant's own settings come last and win (LOG_LEVEL:info).
    { ...db.env, PROVIDER_OPENAI_BASE_URL: `${mockUrl}/openai/v1`, RATE_LIMIT_ENTERPRISE: '1000000000', LOG_LEVEL: 'warn', ...env },
    path.join(workDir, `gateway-${name.replace(/\W+/g, '_')}.log`),
    mainJs,
    nodeFlags === undefined ? undefined : nodeFlags.split(' ').filter(Boolean),
  );
  const headers = { authorization: `Bearer ${db.liveKey}` };
  const r = await fetch(`${proc.url}/v1/provider-keys`, {
    method: 'POST', headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ provider: 'openai', api_key: 'sk-bench-not-a-real-key', name: 'bench' }),
  });
  if (r.status !== 201) throw new Error(`${name}: POST /v1/provider-keys answered ${r.status}`);
  return { name, url: `${proc.url}/v1/chat/completions`, headers, pid: proc.pid, db, stop: () => proc.stop() };
}

async function main(): Promise<void> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-pool-'));
  const { mainJs } = buildGateway();
  const mock = await startMockProcess({ replyTokens: REPLY_WORDS, chunks: REPLY_CHUNKS });
  const targets: Target[] = [];
  try {
    const pk = await startPortkeyProcess(mock.url, path.join(workDir, 'portkey.log'));
    targets.push({ name: 'Portkey', url: `${pk.url}/v1/chat/completions`, headers: pk.headers, pid: pk.pid, stop: () => pk.stop() });
    for (const [name, env] of parseVariants(VARIANTS)) targets.push(await startVariant(name, env, mock.url, workDir, mainJs));
    for (const t of targets) {
      let n = 0;
      const mixed = () => body(TRAFFIC[n++ % TRAFFIC.length] as Traffic);
      if (PREWARM > 0) await runLoad({ url: t.url, headers: t.headers, connections: CONNECTIONS, durationS: PREWARM, body: mixed(), nextBody: mixed });
    }
    const rps = new Map<string, number[]>();
    console.log(`| traffic | round | target | req/s | p50 ms | p99 ms | target CPU (cores) | idle | non-2xx+errors |\n|---|---|---|---|---|---|---|---|---|`);
    for (const traffic of TRAFFIC as Traffic[]) {
      for (let round = 1; round <= ROUNDS; round++) {
        for (const t of round % 2 ? targets : [...targets].reverse()) {
          const spec = { url: t.url, headers: t.headers, connections: CONNECTIONS, body: body(traffic), nextBody: () => body(traffic) };
          await runLoad({ ...spec, durationS: 2 }); // warm-up
          const meter = new CpuMeter({ gateway: t.pid });
          const r = await runLoad({ ...spec, durationS: SECONDS });
          const cpu = meter.stop();
          const key = `${traffic} · ${t.name}`;
          rps.set(key, [...(rps.get(key) ?? []), r.rps]);
          console.log(`| ${traffic} | ${round} | ${t.name} | ${r.rps} | ${r.latencyMs.p50.toFixed(1)} | ${r.latencyMs.p99.toFixed(1)} | ${cpu.gateway ?? '–'} | ${cpu.idle} | ${r.non2xx + r.errors} |`);
        }
      }
    }
    console.log('\nsum of rounds, / Portkey:');
    for (const traffic of TRAFFIC) {
      const base = (rps.get(`${traffic} · Portkey`) ?? []).reduce((a, b) => a + b, 0);
      for (const t of targets.slice(1)) {
        const sum = (rps.get(`${traffic} · ${t.name}`) ?? []).reduce((a, b) => a + b, 0);
        console.log(`  ${traffic} · ${t.name}: ${(sum / base).toFixed(2)}×`);
      }
    }
  } finally {
    for (const t of targets) {
      await t.stop().catch(() => {});
      await t.db?.dispose().catch(() => {});
    }
    await mock.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
