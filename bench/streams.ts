// Many long streams at once, as real chat traffic is: a paced upstream (bench/lib/paced-upstream.ts: one
// small OpenAI-format event every N ms, M events per answer), C concurrent closed-loop streams
// (bench/lib/stream-load.ts), a realistic Polish prompt new in every request. The same load goes straight
// to the upstream, through the do-nothing proxy, through Portkey, and through the gateway with a new
// account's defaults and with PII off, one target at a time (their order reversed every other round).
// Per target: the CPU of its process (all threads) per streamed event, its resident memory per open
// stream, the time to the first event (p50/p99) and the gap added between events beyond the upstream's
// pacing as the clients see them, failures, and, in the same window, GET /v1/health and new chats on new
// connections. See bench/README.md ("Many streams at once").
//
// Standalone: `npx tsx bench/streams.ts` (markdown on stdout, nothing written); `npm run bench` runs it
// too (BENCH_ONLY=streams: only it) and writes it into bench/results/.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { optionsFromEnv, type GatewayBenchOptions } from './gateway.js';
import { buildGateway } from './lib/build.js';
import { prepareDatabase, serverReachable, type BenchDatabase, type DatabaseKind } from './lib/database.js';
import { latencyStats } from './lib/load.js';
import { combineCpu, CpuMeter, type CpuUse } from './lib/machine.js';
import { answerWords } from './lib/paced-upstream.js';
import { checkGeneratedIdentifiers, REALISTIC_SYSTEM_PROMPT, realisticPrompt } from './lib/polish-prompts.js';
import { startPortkeyProcess, type PortkeyProcess } from './lib/portkey.js';
import { startBareProxyProcess, startGatewayProcess, startUrlPrintingChild, tail, type GatewayProcess, type MockProcess } from './lib/processes.js';
import { RunQueueMeter, type RunQueueUse } from './lib/run-queue.js';
import { sampleThreads, threadUse, type ThreadUse } from './lib/thread-cpu.js';
import { combineStreamLoads, probeNewChat, StreamLoad, type SampledStreamLoad } from './lib/stream-load.js';
import {
  didNotComplete, STREAMS_TARGET_LABEL, STREAMS_TARGETS, type StreamsBenchResult, type StreamsGaveUp, type StreamsLevel, type StreamsLevelResult, type StreamsRun,
  type StreamsTarget,
} from './lib/streams-types.js';
import type { TargetCheck } from './lib/types.js';

export type { StreamsBenchResult } from './lib/streams-types.js';

const MODEL = 'gpt-4o';
export const DEFAULT_LEVELS = '300:40:100,2000:250:40';
const HEALTH_EVERY_MS = 100;
const NEW_CHAT_EVERY_MS = 500;
/** Longest ramp: the connections open over one answer's duration, at most this long. */
const MAX_RAMP_MS = 10_000;
/** Seconds a turn may run past its plan (ramp, warm-up, window, one answer's drain) before the target is given up. */
export const DEFAULT_MARGIN_S = 15;

export interface StreamsOptions extends GatewayBenchOptions {
  levels: StreamsLevel[];
  windowS: number;
  streamsWarmupS: number;
  rounds: number;
  prewarmS: number;
  seed: number;
  shape: 'openai' | 'frame';
  targets: StreamsTarget[];
  /** Seconds a turn may take beyond its plan (turnBudgetMs). */
  marginS: number;
}

class OptionError extends Error {}

function number(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const v = Number(raw);
  if (!Number.isFinite(v) || v < min) throw new OptionError(`${name}: expected a number ≥ ${min}, got ${JSON.stringify(raw)}`);
  return v;
}

/**
 * `streams:intervalMs:events` per level, comma-separated. The defaults: 300 streams at one event every 40 ms,
 * 100 events per answer (4 s answers, 75 new requests a second); 2,000 streams at one event every 250 ms, 40
 * per answer (10 s answers, 200 new requests a second). At 40 ms, 2,000 streams would be 52,000 events a
 * second, which the upstream and the load generator alone could not offer on two cores; at 250 ms the
 * machine carries about as many events as at 300 streams, held open by 2,000.
 */
export function parseLevels(spec: string): StreamsLevel[] {
  return spec.split(',').map((part) => {
    const [c, interval = '40', events = '100'] = part.trim().split(':');
    const level = { streams: Number(c), intervalMs: Number(interval), events: Number(events) };
    if (![level.streams, level.intervalMs, level.events].every((n) => Number.isSafeInteger(n) && n >= 1)) {
      throw new OptionError(`BENCH_STREAMS: expected streams:intervalMs:events (whole numbers ≥ 1), got ${JSON.stringify(part)}`);
    }
    return level;
  });
}

/** BENCH_STREAMS (levels), BENCH_STREAMS_SECONDS (window, default 20; quick 5), BENCH_STREAMS_WARMUP (2; quick 1),
 * BENCH_STREAMS_ROUNDS (1), BENCH_STREAMS_PREWARM (10; quick 0), BENCH_STREAMS_MARGIN (15), BENCH_STREAMS_TARGETS,
 * BENCH_STREAMS_SHAPE, BENCH_SEED. */
export function streamsOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): StreamsOptions {
  const base = optionsFromEnv(env);
  const targets = env.BENCH_STREAMS_TARGETS ? env.BENCH_STREAMS_TARGETS.split(',').map((t) => t.trim()) : [...STREAMS_TARGETS];
  for (const t of targets) {
    if (!(STREAMS_TARGETS as readonly string[]).includes(t)) throw new OptionError(`BENCH_STREAMS_TARGETS: unknown target ${JSON.stringify(t)}; known: ${STREAMS_TARGETS.join(', ')}`);
  }
  const shape = env.BENCH_STREAMS_SHAPE ?? 'openai';
  if (shape !== 'openai' && shape !== 'frame') throw new OptionError(`BENCH_STREAMS_SHAPE: expected openai or frame, got ${JSON.stringify(shape)}`);
  return {
    ...base,
    levels: parseLevels(env.BENCH_STREAMS ?? DEFAULT_LEVELS),
    windowS: number(env, 'BENCH_STREAMS_SECONDS', base.quick ? 5 : 20, 1),
    streamsWarmupS: number(env, 'BENCH_STREAMS_WARMUP', base.quick ? 1 : 2, 0),
    rounds: number(env, 'BENCH_STREAMS_ROUNDS', 1, 1),
    prewarmS: number(env, 'BENCH_STREAMS_PREWARM', base.quick ? 0 : 10, 0),
    seed: number(env, 'BENCH_SEED', 12, 0),
    shape,
    targets: STREAMS_TARGETS.filter((t) => targets.includes(t)),
    marginS: number(env, 'BENCH_STREAMS_MARGIN', DEFAULT_MARGIN_S, 0),
  };
}

export function streamsSelected(only: readonly string[] | undefined): boolean {
  return !only || only.includes('streams');
}

// ---- what is sent ----------------------------------------------------------------------------------

export class Prompts {
  private index = 0;
  constructor(private readonly seed: number) {}
  body(): string {
    return JSON.stringify({
      model: MODEL,
      messages: [{ role: 'system', content: REALISTIC_SYSTEM_PROMPT }, { role: 'user', content: realisticPrompt(this.seed, this.index++).text }],
      stream: true,
      stream_options: { include_usage: true },
    });
  }
}

// ---- the processes ---------------------------------------------------------------------------------

export interface Gateway {
  proc: GatewayProcess;
  db: BenchDatabase;
  key: string;
}

/**
 * A gateway as a new account gets it (only the Enterprise per-minute limit lifted); PII off when asked.
 * `env` and `nodeFlags` (default: npm run start:prod's) are for comparing variants (bench/streams-variants.ts).
 */
export async function startGateway(
  label: string, dbKind: DatabaseKind, upstreamUrl: string, logFile: string, mainJs: string | undefined, piiOff: boolean,
  env: Record<string, string> = {}, nodeFlags?: string[],
): Promise<Gateway> {
  const db = await prepareDatabase(dbKind, label);
  try {
    const proc = await startGatewayProcess(
      { ...db.env, PROVIDER_OPENAI_BASE_URL: `${upstreamUrl}/openai/v1`, RATE_LIMIT_ENTERPRISE: '1000000000', ...env }, logFile, mainJs, nodeFlags,
    );
    const gw: Gateway = { proc, db, key: db.liveKey };
    await api(gw, 'POST', '/v1/provider-keys', { provider: 'openai', api_key: 'sk-bench-not-a-real-key', name: 'bench' }, 201);
    if (piiOff) await api(gw, 'PATCH', '/v1/settings/pii', { enabled: false }, 200);
    return gw;
  } catch (err) {
    await db.dispose().catch(() => {});
    throw err;
  }
}

async function api(gw: Gateway, method: string, route: string, body: unknown, expected: number): Promise<void> {
  const r = await fetch(`${gw.proc.url}${route}`, {
    method, headers: { authorization: `Bearer ${gw.key}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  if (r.status !== expected) throw new Error(`${method} ${route} answered ${r.status}: ${(await r.text()).slice(0, 300)}`);
}

export function startPacedUpstream(level: StreamsLevel, shape: StreamsOptions['shape']): Promise<MockProcess> {
  return startUrlPrintingChild('paced upstream', ['--import', 'tsx', 'bench/lib/paced-upstream.ts', JSON.stringify({ intervalMs: level.intervalMs, events: level.events, shape })]);
}

export async function setWords(upstream: MockProcess, words: string[]): Promise<void> {
  const r = await fetch(`${upstream.url}/__paced/words`, { method: 'PUT', body: JSON.stringify(words) });
  if (r.status !== 204) throw new Error(`paced upstream: PUT /__paced/words answered ${r.status}`);
}

/** Resident memory of a process, MiB (VmRSS). */
function rssMiB(pid: number): number | null {
  try {
    const m = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

// ---- sanity ----------------------------------------------------------------------------------------

/** The tags every one of a few new prompts got (X-Show-Raw-Prompt), so the answer can carry them. */
export async function commonTags(gw: Gateway, prompts: Prompts): Promise<string[]> {
  let common: string[] | null = null;
  for (let i = 0; i < 8; i++) {
    const body = JSON.parse(prompts.body()) as Record<string, unknown>;
    delete body.stream;
    delete body.stream_options;
    const r = await fetch(`${gw.proc.url}/v1/chat/completions`, {
      method: 'POST', headers: { authorization: `Bearer ${gw.key}`, 'content-type': 'application/json', 'x-show-raw-prompt': 'true' }, body: JSON.stringify(body),
    });
    if (r.status !== 200) throw new Error(`sanity request through the gateway answered ${r.status}: ${(await r.text()).slice(0, 300)}`);
    const header = r.headers.get('x-anonymization-info');
    await r.arrayBuffer();
    if (!header) throw new Error('sanity request: no X-Anonymization-Info with X-Show-Raw-Prompt: true');
    const tags = Object.keys((JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as { mapping: Record<string, string> }).mapping);
    common = common === null ? tags : common.filter((t) => tags.includes(t));
  }
  return (common ?? []).sort().slice(0, 4);
}

async function streamedText(url: string, headers: Record<string, string>, body: string): Promise<string> {
  const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  const sse = await r.text();
  if (r.status !== 200 || !sse.includes('data: [DONE]')) throw new Error(`sanity stream from ${new URL(url).host} answered ${r.status}: ${sse.slice(0, 300)}`);
  let text = '';
  for (const line of sse.split('\n')) {
    if (line.startsWith('data: {')) text += (JSON.parse(line.slice(6)) as { choices?: { delta?: { content?: string } }[] }).choices?.[0]?.delta?.content ?? '';
  }
  return text;
}

// ---- one measured run ------------------------------------------------------------------------------

export interface Endpoint {
  url: string;
  headers: Record<string, string>;
  pid?: number;
  /** GET /v1/health of a gateway. */
  health?: string;
  /** Kills the processes this target started (not the upstream the others share): a turn that gives up calls it. */
  kill?: () => void;
}

export interface RunPart {
  load: SampledStreamLoad;
  cpu: CpuUse;
  runQueue: RunQueueUse | null;
  rss: { idle: number; during: number } | null;
  health: Float64Array | null;
  healthFailures: number;
  newChat: Float64Array;
  newChatFailures: number;
  /** The target's CPU by thread over the window (bench/lib/thread-cpu.ts), when it is a local process. */
  threads?: ThreadUse[];
  /** Set when the target could not complete its streams within the turn's budget; the figures are then partial. */
  gaveUp?: StreamsGaveUp;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * How long a turn may take: its ramp, warm-up and window, one answer's duration (pace × events) for the
 * answers in flight to end, and `marginS`. A target that has not completed every stream by then is given up.
 */
export function turnBudgetMs(level: StreamsLevel, warmupS: number, recordMs: number, marginS = DEFAULT_MARGIN_S): number {
  const answerMs = level.intervalMs * level.events;
  return Math.min(answerMs, MAX_RAMP_MS) + warmupS * 1000 + recordMs + answerMs + marginS * 1000;
}

/**
 * Runs `probe` every `everyMs` until end(); results() then waits up to `waitMs` for the probes in flight and
 * counts those still open as failures (a target that stopped answering must not hold the bench).
 */
function repeat(everyMs: number, probe: () => Promise<number>, sequential: boolean) {
  const times: number[] = [];
  let failures = 0;
  let running = true;
  const pending = new Set<Promise<void>>();
  const once = () => {
    const p = probe().then((ms) => void times.push(ms), () => void failures++).finally(() => pending.delete(p));
    pending.add(p);
    return p;
  };
  void (async () => {
    while (running) {
      const started = performance.now();
      if (sequential) await once();
      else void once();
      await sleep(Math.max(0, everyMs - (performance.now() - started)));
    }
  })();
  return {
    end: () => void (running = false),
    results: async (waitMs: number) => {
      running = false;
      if (pending.size) await Promise.race([Promise.all(pending), sleep(waitMs)]);
      return { times: Float64Array.from(times), failures: failures + pending.size };
    },
  };
}

async function healthProbe(url: string): Promise<number> {
  const t0 = performance.now();
  const r = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  await r.arrayBuffer();
  if (r.status !== 200) throw new Error(`health ${r.status}`);
  return performance.now() - t0;
}

/**
 * One run of `level` against `target`: ramp, warm-up, then `recordMs` measured (0: unrecorded, null returned),
 * then the answers in flight may end, all within `budgetMs` from the ramp's start. A measured turn whose streams
 * have not all completed an answer and ended by then is given up: the target is killed (`target.kill`) and the
 * part carries `gaveUp` with what the clients got until then.
 */
export async function measure(
  target: Endpoint, level: StreamsLevel, warmupS: number, prompts: Prompts, upstreamPid: number, recordMs: number,
  budgetMs = turnBudgetMs(level, warmupS, recordMs),
): Promise<RunPart | null> {
  const answerMs = level.intervalMs * level.events;
  const load = new StreamLoad({ url: target.url, headers: target.headers, streams: level.streams, intervalMs: level.intervalMs, nextBody: () => prompts.body() });
  await sleep(1000); // the previous run's connections closed, the target idle
  const idle = target.pid ? rssMiB(target.pid) : null;
  const t0 = performance.now();
  const left = () => Math.max(0, t0 + budgetMs - performance.now());
  await load.ramp(Math.min(answerMs, MAX_RAMP_MS));
  await sleep(Math.min(warmupS * 1000, left()));
  if (recordMs === 0) {
    await load.stop(left());
    return null;
  }
  const rss: number[] = [];
  const sampler = setInterval(() => {
    const v = target.pid ? rssMiB(target.pid) : null;
    if (v !== null) rss.push(v);
  }, 250);
  const health = target.health ? repeat(HEALTH_EVERY_MS, () => healthProbe(target.health!), true) : null;
  const chats = repeat(NEW_CHAT_EVERY_MS, () => probeNewChat(target.url, target.headers, prompts.body(), 30_000), false);
  const meter = new CpuMeter({ gateway: target.pid, mock: upstreamPid });
  const queue = target.pid ? new RunQueueMeter(target.pid) : null;
  const threads0 = target.pid ? sampleThreads(target.pid) : null;
  load.record(true);
  await sleep(Math.min(recordMs, left()));
  load.record(false);
  const cpu = meter.stop();
  const threads = target.pid && threads0 ? threadUse(target.pid, threads0, sampleThreads(target.pid)) : undefined;
  const runQueue = queue?.stop() ?? null;
  clearInterval(sampler);
  health?.end();
  chats.end();
  const sampled = await load.stopSampled(left());
  const gaveUp = sampled.streamsDone < level.streams
    ? { streamsDone: sampled.streamsDone, streams: level.streams, seconds: Math.round((performance.now() - t0) / 100) / 10 }
    : undefined;
  // Killing the target closes the probes' connections, so that they end now.
  if (gaveUp) target.kill?.();
  const probeWait = Math.max(left(), gaveUp ? 2000 : 0);
  const healthResults = await health?.results(probeWait);
  const chatResults = await chats.results(probeWait);
  rss.sort((a, b) => a - b);
  return {
    load: sampled,
    cpu,
    runQueue,
    ...(threads ? { threads } : {}),
    rss: idle !== null && rss.length ? { idle, during: rss[Math.floor(rss.length / 2)]! } : null,
    health: healthResults?.times ?? null,
    healthFailures: healthResults?.failures ?? 0,
    newChat: chatResults.times,
    newChatFailures: chatResults.failures,
    ...(gaveUp ? { gaveUp } : {}),
  };
}

/** A target's runs (rounds) as one. */
export function combine(parts: RunPart[], level: StreamsLevel): StreamsRun {
  const load = combineStreamLoads(parts.map((p) => p.load));
  const cpu = combineCpu(parts.map((p) => ({ cpu: p.cpu, seconds: p.load.result.windowS })));
  const perEvent = (cores: number | null) => (cores === null || load.events === 0 ? null : round1(((cores * load.windowS) / load.events) * 1e6));
  const mean = (f: (p: RunPart) => number) => parts.reduce((a, p) => a + f(p), 0) / parts.length;
  const rss = parts.every((p) => p.rss) ? {
    idleMiB: round1(mean((p) => p.rss!.idle)),
    duringMiB: round1(mean((p) => p.rss!.during)),
    perStreamKiB: round1((mean((p) => p.rss!.during - p.rss!.idle) * 1024) / level.streams),
  } : null;
  const { streams: _streams, ...figures } = load;
  const queues = parts.map((p) => p.runQueue).filter((q): q is RunQueueUse => q !== null);
  const queueMean = (k: keyof RunQueueUse) => round1(queues.reduce((a, q) => a + q[k], 0) / queues.length);
  const gaveUp = parts.find((p) => p.gaveUp)?.gaveUp;
  return {
    ...figures,
    ...(gaveUp ? { gaveUp } : {}),
    cpu,
    runQueue: queues.length === parts.length
      ? { mainRanMs: queueMean('mainRanMs'), mainWaitedMs: queueMean('mainWaitedMs'), othersRanMs: queueMean('othersRanMs'), othersWaitedMs: queueMean('othersWaitedMs') }
      : null,
    cpuPerEventUs: perEvent(cpu.gateway),
    upstreamPerEventUs: perEvent(cpu.mock),
    loadGeneratorPerEventUs: perEvent(cpu.loadGenerator) ?? 0,
    rss,
    probes: {
      healthMs: parts[0]!.health ? latencyStats(joined(parts.map((p) => p.health!))) : null,
      healthFailures: parts.reduce((a, p) => a + p.healthFailures, 0),
      newChatTtftMs: latencyStats(joined(parts.map((p) => p.newChat))),
      newChatFailures: parts.reduce((a, p) => a + p.newChatFailures, 0),
    },
  };
}

function joined(arrays: readonly Float64Array[]): Float64Array {
  const all = new Float64Array(arrays.reduce((a, x) => a + x.length, 0));
  let at = 0;
  for (const x of arrays) {
    all.set(x, at);
    at += x.length;
  }
  return all;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

// ---- the run ---------------------------------------------------------------------------------------

export async function runStreamsBench(opts: StreamsOptions): Promise<StreamsBenchResult> {
  const log = opts.log;
  checkGeneratedIdentifiers(opts.seed, 500);
  const dbKind: DatabaseKind = opts.database === 'auto' ? ((await serverReachable()) ? 'postgresql' : 'embedded') : opts.database;
  let mainJs: string | undefined;
  let buildNote = 'src/main.ts under tsx (`node --import tsx`)';
  if (opts.build === 'compiled') {
    log('streams: compiling the gateway (tsconfig.build.json → bench/results/tmp/dist) ...');
    const build = buildGateway();
    mainJs = build.mainJs;
    buildNote = 'compiled with tsconfig.build.json, run as `node dist/src/main.js`' + (build.warnings ? ' (tsc reported type errors in the working tree; it emitted anyway)' : '');
  }
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-streams-'));
  const prompts = new Prompts(opts.seed);
  const wants = (t: StreamsTarget) => opts.targets.includes(t);
  const upstreams: MockProcess[] = [];
  const proxies: MockProcess[] = [];
  const portkeys: PortkeyProcess[] = [];
  const gateways: Gateway[] = [];
  try {
    const levels: StreamsLevelResult[] = [];
    let sanity: StreamsBenchResult['sanity'] | undefined;
    // Each level has its own upstream (its pacing) and its own targets in front of it, started afresh:
    // a level's memory figures are not those of a process that held another level's streams before.
    for (const [index, level] of opts.levels.entries()) {
      log(`streams: ${level.streams} streams, an event every ${level.intervalMs} ms, ${level.events} per answer; database ${dbKind}; starting the targets ...`);
      const upstream = await startPacedUpstream(level, opts.shape);
      upstreams.push(upstream);
      const endpoints: Partial<Record<StreamsTarget, Endpoint>> = {};
      if (wants('direct')) endpoints.direct = { url: `${upstream.url}/openai/v1/chat/completions`, headers: { authorization: 'Bearer sk-bench-not-a-real-key' } };
      if (wants('proxy')) {
        const proxy = await startBareProxyProcess(upstream.url);
        proxies.push(proxy);
        endpoints.proxy = {
          url: `${proxy.url}/openai/v1/chat/completions`, headers: { authorization: 'Bearer sk-bench-not-a-real-key' }, pid: proxy.pid,
          kill: () => proxy.process.kill('SIGKILL'),
        };
      }
      if (wants('portkey')) {
        const pk = await startPortkeyProcess(upstream.url, path.join(workDir, `portkey-${index}.log`));
        portkeys.push(pk);
        endpoints.portkey = { url: `${pk.url}/v1/chat/completions`, headers: pk.headers, pid: pk.pid, kill: () => pk.process.kill('SIGKILL') };
      }
      for (const t of ['gateway', 'gateway-pii-off'] as const) {
        if (!wants(t)) continue;
        const gw = await startGateway(`streams_${index}_${t === 'gateway' ? 'on' : 'off'}`, dbKind, upstream.url, path.join(workDir, `${t}-${index}.log`), mainJs, t !== 'gateway');
        gateways.push(gw);
        endpoints[t] = {
          url: `${gw.proc.url}/v1/chat/completions`, headers: { authorization: `Bearer ${gw.key}` }, pid: gw.proc.pid, health: `${gw.proc.url}/v1/health`,
          kill: () => gw.proc.process.kill('SIGKILL'),
        };
      }

      // The answer carries tags the gateway puts into these prompts, so that its restorer works.
      const gwOn = gateways.find((g) => endpoints.gateway?.pid === g.proc.pid);
      const tags = gwOn ? await commonTags(gwOn, prompts) : [];
      await setWords(upstream, answerWords(level.events, tags));
      if (!sanity) {
        const restored = endpoints.gateway ? await streamedText(endpoints.gateway.url, endpoints.gateway.headers, prompts.body()) : '';
        const passed = endpoints['gateway-pii-off'] ? await streamedText(endpoints['gateway-pii-off'].url, endpoints['gateway-pii-off'].headers, prompts.body()) : '';
        sanity = {
          tags,
          restored: !!endpoints.gateway && tags.length > 0 && tags.every((t) => !restored.includes(t)),
          passedThroughWithPiiOff: !!endpoints['gateway-pii-off'] && tags.every((t) => passed.includes(t)),
        };
        if (endpoints.gateway && !sanity.restored) throw new Error('sanity: the gateway (defaults) left tags in the streamed answer, or its prompts got no common tags');
        if (endpoints.portkey) await streamedText(endpoints.portkey.url, endpoints.portkey.headers, prompts.body());
        log(`streams sanity: tags in the answer ${tags.join(' ') || '(none)'}; restored by the gateway: ${sanity.restored}; Portkey answers`);
      }

      const answerMs = level.intervalMs * level.events;
      const targets = STREAMS_TARGETS.filter((t) => endpoints[t]);
      if (opts.prewarmS > 0) {
        for (const t of targets) {
          await measure(endpoints[t]!, level, opts.prewarmS, prompts, upstream.pid, 0, turnBudgetMs(level, opts.prewarmS, 0, opts.marginS));
          log(`  pre-warm ${STREAMS_TARGET_LABEL[t].padEnd(24)} ${opts.prewarmS} s after the ramp (not recorded)`);
        }
      }
      const parts = new Map<StreamsTarget, RunPart[]>(targets.map((t) => [t, []]));
      const budgetMs = turnBudgetMs(level, opts.streamsWarmupS, opts.windowS * 1000, opts.marginS);
      for (let round = 1; round <= opts.rounds; round++) {
        for (const t of round % 2 ? targets : [...targets].reverse()) {
          if (parts.get(t)!.some((p) => p.gaveUp)) continue; // given up and killed in an earlier round
          const part = (await measure(endpoints[t]!, level, opts.streamsWarmupS, prompts, upstream.pid, opts.windowS * 1000, budgetMs))!;
          parts.get(t)!.push(part);
          if (part.gaveUp) {
            log(`  ${String(round).padStart(2)} ${STREAMS_TARGET_LABEL[t].padEnd(24)} did not complete: ${part.gaveUp.streamsDone} of ${part.gaveUp.streams} streams ` +
              `in ${part.gaveUp.seconds} s (budget ${budgetMs / 1000} s); ${endpoints[t]!.kill ? 'killed, ' : ''}its figures below are partial`);
          }
          const l = part.load.result;
          log(`  ${String(round).padStart(2)} ${STREAMS_TARGET_LABEL[t].padEnd(24)} ttft p50 ${l.ttftMs.p50.toFixed(1)} p99 ${l.ttftMs.p99.toFixed(1)} ms` +
            `  delay p99 ${l.eventDelayMs.p99.toFixed(1)} ms  ${Math.round(l.events / l.windowS)} ev/s  cpu target ${part.cpu.gateway ?? '–'} upstream ${part.cpu.mock} load ${part.cpu.loadGenerator}` +
            ` other ${part.cpu.other} idle ${part.cpu.idle}` + (part.rss ? `  rss ${part.rss.idle.toFixed(0)} → ${part.rss.during.toFixed(0)} MiB` : '') +
            (l.non2xx || l.errors || l.incomplete ? `  non-2xx ${l.non2xx} errors ${l.errors} incomplete ${l.incomplete}` : ''));
        }
      }
      const out: StreamsLevelResult = { ...level, runs: {} };
      for (const [t, ps] of parts) out.runs[t] = combine(ps, level);
      levels.push(out);
      log(`  (answers of ${answerMs / 1000} s; the targets of this level stop)`);
      for (const g of gateways.splice(0)) {
        await g.proc.stop();
        await g.db.dispose().catch((e: unknown) => log(`could not clean up the ${g.db.kind} database: ${String(e)}`));
      }
      for (const p of [...portkeys.splice(0), ...proxies.splice(0), ...upstreams.splice(0)]) await p.stop();
    }
    return {
      setup: {
        database: dbKind === 'postgresql' ? 'PostgreSQL (a fresh schema per gateway)' : 'embedded PGlite (temp folder)',
        gatewayBuild: buildNote,
        gatewaySettings: 'a new account\'s defaults (PII on with the default entity types, NER on, Art. 9 flag, detection cache default), ' +
          'and the same with `PATCH /v1/settings/pii {"enabled": false}`; only RATE_LIMIT_ENTERPRISE lifted',
        shape: opts.shape,
        rampS: 'one answer\'s duration (at most 10 s)',
        warmupS: opts.streamsWarmupS,
        windowS: opts.windowS,
        rounds: opts.rounds,
        prewarmS: opts.prewarmS,
        marginS: opts.marginS,
        seed: opts.seed,
        healthEveryMs: HEALTH_EVERY_MS,
        newChatEveryMs: NEW_CHAT_EVERY_MS,
        quick: opts.quick,
      },
      sanity: sanity!,
      levels,
      targets: checkStreamsTargets(levels),
    };
  } catch (err) {
    for (const g of gateways) log(`--- gateway log ---\n${tail(g.proc.logFile)}`);
    throw err;
  } finally {
    for (const g of gateways) {
      await g.proc.stop();
      await g.db.dispose().catch(() => {});
    }
    for (const p of [...portkeys, ...proxies, ...upstreams]) await p.stop();
    if (!process.env.BENCH_KEEP_LOGS) rmSync(workDir, { recursive: true, force: true });
    else log(`streams: logs kept in ${workDir}`);
  }
}

/**
 * The gateway's resident memory per added stream: (open at the big level − open at the small one) / the
 * streams between them, KiB; null without both levels' figures. The levels carry about the same events a
 * second, so this leaves out what does not grow with the number of streams (the heaps and arenas the traffic
 * grows from idle, which the bench's (open − idle) / streams charges to them) and keeps what does.
 */
export function marginalKiBPerStream(small: StreamsLevelResult | undefined, big: StreamsLevelResult | undefined): number | null {
  const a = small?.runs.gateway, b = big?.runs.gateway;
  if (!a?.rss || !b?.rss || a.gaveUp || b.gaveUp || big!.streams <= small!.streams) return null;
  return round1(((b.rss.duringMiB - a.rss.duringMiB) * 1024) / (big!.streams - small!.streams));
}

/** The scenario's targets, on this run's numbers. A ratio counts only when neither side had a failed answer. */
export function checkStreamsTargets(levels: readonly StreamsLevelResult[]): TargetCheck[] {
  const out: TargetCheck[] = [];
  const clean = (r: StreamsRun | undefined): r is StreamsRun => !!r && !r.gaveUp && r.non2xx === 0 && r.errors === 0 && r.incomplete === 0;
  const failures = (r: StreamsRun) => (r.gaveUp ? `did not complete: ${didNotComplete(r.gaveUp)}; ` : '') +
    `${r.non2xx} non-2xx, ${r.errors} failed, ${r.incomplete} unfinished`;
  const small = levels.find((l) => l.streams === 300) ?? levels[0];
  if (small) {
    const { direct, proxy, portkey, gateway } = small.runs;
    const at = `${small.streams} streams`;
    if (direct && gateway) {
      const ok = clean(direct) && clean(gateway);
      out.push({
        target: `${at}: TTFT p99 with a new account's defaults ≤ direct + 50 ms`,
        measured: ok ? `${gateway.ttftMs.p99.toFixed(1)} vs ${direct.ttftMs.p99.toFixed(1)} ms (+${(gateway.ttftMs.p99 - direct.ttftMs.p99).toFixed(1)})` : failures(gateway),
        pass: ok && gateway.ttftMs.p99 <= direct.ttftMs.p99 + 50,
      });
      out.push({
        target: `${at}: TTFT p50 with defaults ≤ direct + 10 ms`,
        measured: ok ? `${gateway.ttftMs.p50.toFixed(1)} vs ${direct.ttftMs.p50.toFixed(1)} ms (+${(gateway.ttftMs.p50 - direct.ttftMs.p50).toFixed(1)})` : failures(gateway),
        pass: ok && gateway.ttftMs.p50 <= direct.ttftMs.p50 + 10,
      });
    }
    for (const [base, factor, name] of [[proxy, 1.5, 'the do-nothing proxy'], [portkey, 0.5, 'Portkey']] as const) {
      if (!base || !gateway || gateway.cpuPerEventUs === null || base.cpuPerEventUs === null) continue;
      const ok = clean(base) && clean(gateway);
      const ratio = gateway.cpuPerEventUs / base.cpuPerEventUs;
      out.push({
        target: `${at}: CPU per streamed event with defaults ≤ ${factor}× ${name}`,
        measured: ok ? `${gateway.cpuPerEventUs} / ${base.cpuPerEventUs} µs = ${ratio.toFixed(2)}×` : failures(clean(gateway) ? base : gateway),
        pass: ok && ratio <= factor,
      });
    }
  }
  const big = levels.find((l) => l.streams === 2000);
  const g = big?.runs.gateway;
  if (big && g) {
    const at = `${big.streams} streams (defaults)`;
    // A given-up turn's figures are partial: shown, never a pass.
    const partial = g.gaveUp ? ' (partial: did not complete)' : '';
    out.push({ target: `${at}: every answer completes`, measured: `${g.completed} completed in the window; ${failures(g)}`, pass: clean(g) });
    if (g.rss) {
      const slope = marginalKiBPerStream(small, big);
      out.push({
        target: `${at}: ≤ 64 KiB resident per open stream`,
        measured: `${g.rss.perStreamKiB} KiB (${g.rss.idleMiB} → ${g.rss.duringMiB} MiB)${partial}` +
          (slope === null ? '' : `; per added stream, open at ${big.streams} − open at ${small!.streams}: ${slope} KiB`),
        pass: !partial && g.rss.perStreamKiB <= 64,
      });
    }
    if (g.probes.healthMs) {
      out.push({
        target: `${at}: GET /v1/health p99 ≤ 50 ms during the run`,
        measured: `${g.probes.healthMs.p99.toFixed(1)} ms` + (g.probes.healthFailures ? `, ${g.probes.healthFailures} failed` : '') + partial,
        pass: !partial && g.probes.healthMs.p99 <= 50 && g.probes.healthFailures === 0,
      });
    }
    out.push({
      target: `${at}: a new chat's TTFT p99 ≤ 200 ms during the run`,
      measured: `${g.probes.newChatTtftMs.p99.toFixed(1)} ms over ${Math.round(big.runs.gateway!.windowS * 1000 / NEW_CHAT_EVERY_MS)} new chats` +
        (g.probes.newChatFailures ? `, ${g.probes.newChatFailures} failed` : '') + partial,
      pass: !partial && g.probes.newChatTtftMs.p99 <= 200 && g.probes.newChatFailures === 0,
    });
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { renderStreamsMarkdown } = await import('./lib/streams-report.js');
  try {
    const result = await runStreamsBench(streamsOptionsFromEnv());
    process.stdout.write(renderStreamsMarkdown(result) + '\n');
  } catch (err) {
    process.stderr.write(`streams benchmark failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  }
}
