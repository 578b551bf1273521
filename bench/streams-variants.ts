// Gateway variants compared on the many-streams load (bench/streams.ts), in one run: every variant is its
// own gateway process (a new account's defaults unless it says otherwise) in front of one paced upstream,
// and the variants take turns, BENCH_ROUNDS rounds, the order reversed every other round, so that a busy
// machine's drift hits them alike. Only the variant being measured gets traffic. Per round and summed: TTFT
// p50/p99, event delay p99, CPU per streamed event, resident memory per open stream, the probes.
//
//   npx tsx bench/streams-variants.ts
//   BENCH_VARIANTS='nice 5=PII_WORKER_NICE:5;nice 0=PII_WORKER_NICE:0'
//   BENCH_VARIANTS='before=MAINJS:/tmp/base/bench/results/tmp/dist/src/main.js;after='   (two builds)
//   BENCH_VARIANTS='pii off=PII:off;defaults='                                           (PII:off = PATCH enabled false)
//   BENCH_STREAMS=300:40:100  BENCH_STREAMS_SECONDS=15  BENCH_ROUNDS=2  BENCH_STREAMS_PREWARM=10  BENCH_DIRECT=1 (also the upstream itself)
//   BENCH_PROXY=1 (also the do-nothing proxy, bench/lib/bare-proxy.ts: the variants' CPU per event against it)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildGateway } from './lib/build.js';
import type { StreamsRun } from './lib/streams-types.js';
import { combine, commonTags, measure, parseLevels, Prompts, setWords, startGateway, startPacedUpstream, type Endpoint, type Gateway, type RunPart } from './streams.js';
import { answerWords } from './lib/paced-upstream.js';
import { startBareProxyProcess, type MockProcess } from './lib/processes.js';

const SECONDS = Number(process.env.BENCH_STREAMS_SECONDS ?? 15);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PREWARM = Number(process.env.BENCH_STREAMS_PREWARM ?? 10);
const WARMUP = Number(process.env.BENCH_STREAMS_WARMUP ?? 2);
const LEVEL = parseLevels(process.env.BENCH_STREAMS ?? '300:40:100')[0]!;
const VARIANTS = process.env.BENCH_VARIANTS ?? 'nice 5=PII_WORKER_NICE:5;nice 0=PII_WORKER_NICE:0';

/** `name=VAR:value,VAR:value;name=...` → [name, env] (as bench/pool-variants.ts). */
function parseVariants(spec: string): Array<[string, Record<string, string>]> {
  return spec.split(';').filter(Boolean).map((v) => {
    const eq = v.indexOf('=');
    const name = eq < 0 ? v : v.slice(0, eq), vars = eq < 0 ? '' : v.slice(eq + 1);
    const env = Object.fromEntries(vars.split(',').filter(Boolean).map((kv) => {
      const colon = kv.indexOf(':');
      return [kv.slice(0, colon), kv.slice(colon + 1)] as [string, string];
    }));
    return [name.trim(), env];
  });
}

const f = (n: number | null | undefined, d = 1) => (n === null || n === undefined || Number.isNaN(n) ? '–' : n.toFixed(d));

function row(label: string, r: StreamsRun): string {
  return `| ${label} | ${f(r.ttftMs.p50)} | ${f(r.ttftMs.p99)} | ${f(r.eventDelayMs.p99)} | ${Math.round(r.events / r.windowS)} | ${f(r.cpuPerEventUs)} | ` +
    `${r.rss ? `${f(r.rss.perStreamKiB)} (${f(r.rss.idleMiB, 0)} → ${f(r.rss.duringMiB, 0)} MiB)` : '–'} | ${r.probes.healthMs ? f(r.probes.healthMs.p99) : '–'} | ${f(r.probes.newChatTtftMs.p99)} | ` +
    `${f(r.cpu.gateway, 2)} | ${r.runQueue ? `${f(r.runQueue.mainWaitedMs, 0)} / ${f(r.runQueue.othersWaitedMs, 0)}` : '–'} | ${f(r.cpu.other, 2)} | ${f(r.cpu.idle, 2)} | ${r.non2xx}/${r.errors}/${r.incomplete} |`;
}

/** The window's CPU of each thread of the target per request (bench/lib/thread-cpu.ts). */
function threadSummary(part: RunPart): string {
  const requests = part.load.result.events / LEVEL.events;
  const per = (ms: number) => Math.round((ms * 1000) / requests);
  const total = part.threads!.reduce((a, t) => a + t.runMs, 0);
  return `all ${per(total)} · ` + part.threads!.filter((t) => t.runMs > 0 || t.slices > 0)
    .map((t) => `${t.label} ${per(t.runMs)}/${per(t.waitMs)} ×${(t.slices / requests).toFixed(1)}`).join(' · ');
}

async function main(): Promise<void> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-streams-variants-'));
  const { mainJs } = buildGateway();
  const upstream = await startPacedUpstream(LEVEL, 'openai');
  const gateways: Gateway[] = [];
  let proxy: MockProcess | null = null;
  const prompts = new Prompts(31);
  try {
    const targets: Array<{ name: string; endpoint: Endpoint }> = [];
    if (process.env.BENCH_DIRECT === '1') targets.push({ name: 'direct', endpoint: { url: `${upstream.url}/openai/v1/chat/completions`, headers: {} } });
    if (process.env.BENCH_PROXY === '1') {
      proxy = await startBareProxyProcess(upstream.url);
      targets.push({ name: 'proxy', endpoint: { url: `${proxy.url}/openai/v1/chat/completions`, headers: { authorization: 'Bearer sk-bench-not-a-real-key' }, pid: proxy.pid } });
    }
    for (const [i, [name, variant]] of parseVariants(VARIANTS).entries()) {
      const { MAINJS: variantMain = mainJs, NODEFLAGS: nodeFlags, PII: pii, ...env } = variant;
      const gw = await startGateway(`sv_${i}`, 'postgresql', upstream.url, path.join(workDir, `gateway-${i}.log`), variantMain, pii === 'off', env,
        nodeFlags === undefined ? undefined : nodeFlags.split(' ').filter(Boolean));
      gateways.push(gw);
      targets.push({ name, endpoint: { url: `${gw.proc.url}/v1/chat/completions`, headers: { authorization: `Bearer ${gw.key}` }, pid: gw.proc.pid, health: `${gw.proc.url}/v1/health` } });
    }
    const withPii = gateways.find((_, i) => parseVariants(VARIANTS)[i]![1].PII !== 'off');
    await setWords(upstream, answerWords(LEVEL.events, withPii ? await commonTags(withPii, prompts) : []));
    if (PREWARM > 0) for (const t of targets) await measure(t.endpoint, LEVEL, PREWARM, prompts, upstream.pid, 0);
    console.log(`${LEVEL.streams} streams, an event every ${LEVEL.intervalMs} ms, ${LEVEL.events} per answer; ${SECONDS} s per turn, ${ROUNDS} rounds\n`);
    const header = '| round · variant | TTFT p50 | TTFT p99 | delay p99 | ev/s | CPU µs/event | KiB/stream (RSS idle → open) | health p99 | new chat p99 | target cores | waited for a CPU ms/s: loop / others | other | idle | non2xx/failed/open |\n' +
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|';
    console.log(header);
    const threadLines: string[] = [];
    const parts = new Map<string, RunPart[]>(targets.map((t) => [t.name, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const t of round % 2 ? targets : [...targets].reverse()) {
        const part = (await measure(t.endpoint, LEVEL, WARMUP, prompts, upstream.pid, SECONDS * 1000))!;
        parts.get(t.name)!.push(part);
        console.log(row(`${round} · ${t.name}`, combine([part], LEVEL)));
        if (part.threads) threadLines.push(`${round} · ${t.name}: ${threadSummary(part)}`);
      }
    }
    console.log(`\nCPU by thread, µs per request (run / waiting for a CPU, times scheduled in per request; requests = events / ${LEVEL.events}):\n${threadLines.join('\n')}`);
    console.log(`\nall rounds:\n\n${header}`);
    for (const t of targets) console.log(row(t.name, combine(parts.get(t.name)!, LEVEL)));
  } finally {
    for (const g of gateways) {
      await g.proc.stop().catch(() => {});
      await g.db.dispose().catch(() => {});
    }
    await proxy?.stop().catch(() => {});
    await upstream.stop();
    if (!process.env.BENCH_KEEP_LOGS) rmSync(workDir, { recursive: true, force: true });
    else console.error(`logs kept in ${workDir}`);
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
