// Realistic traffic, compared with Portkey. A new account's defaults (PII detection on with the NER
// model, the detection cache at its default), a ~0.7 KB Polish prompt whose user message is new in
// every request (so no detection cache can answer it), 50 connections, streaming and not, plus a
// short prompt (~60 characters, also new every time). Each scenario is sent straight to the mock
// upstream, through the do-nothing proxy, through the Portkey AI Gateway and through the gateway, the
// four taking turns for BENCH_ROUNDS rounds (order reversed every other round) so that a shared
// machine's drift hits them alike; each target's rounds are summed. See bench/README.md ("Realistic
// traffic vs Portkey").
//
// Standalone: `npx tsx bench/realistic.ts` (prints a markdown report, writes nothing); `npm run bench`
// runs it after the gateway scenarios and writes it into bench/results/.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { optionsFromEnv, replyText, REPLY_CHUNKS, REPLY_WORDS, type GatewayBenchOptions } from './gateway.js';
import { buildGateway } from './lib/build.js';
import { prepareDatabase, serverReachable, type BenchDatabase, type DatabaseKind } from './lib/database.js';
import { promptTexts, SecretLedger } from './lib/leak-check.js';
import { combineLoads, runLoad, runLoadSampled, type LoadSpec, type SampledLoad } from './lib/load.js';
import { combineCpu, CpuMeter, type CpuUse } from './lib/machine.js';
import { checkGeneratedIdentifiers, REALISTIC_SYSTEM_PROMPT, realisticPrompt, shortPrompt, type GeneratedPrompt } from './lib/polish-prompts.js';
import { startPortkeyProcess, type PortkeyProcess } from './lib/portkey.js';
import { startBareProxyProcess, startGatewayProcess, startMockProcess, tail, type GatewayProcess, type MockProcess } from './lib/processes.js';
import {
  REALISTIC_TARGET_LABEL, type GatewayRunEvidence, type Measured, type RealisticBenchResult, type RealisticScenario,
  type RealisticTarget, type TargetCheck,
} from './lib/types.js';

export type { RealisticBenchResult } from './lib/types.js';

const MODEL = 'gpt-4o';
const SANITY_REQUESTS = 20;
/** Scenario keys, also accepted in BENCH_ONLY (`realistic` = all three). */
export const REALISTIC_KEYS = ['realistic-non-stream', 'realistic-stream', 'short'] as const;

export interface RealisticOptions extends GatewayBenchOptions {
  /** Seed of the prompt generator. */
  seed: number;
  /** Turns each target takes per scenario; its figures are the sum of its rounds. */
  rounds: number;
  /** Seconds of unrecorded load, all the selected scenarios' requests mixed, each target gets once before the first scenario. */
  prewarmS: number;
}

/** The gateway benchmark's options, except: 3 rounds of 4 s per target (quick: 1 of 3 s), BENCH_SEED, BENCH_ROUNDS,
 * BENCH_PREWARM (default 20 s; quick 0). */
export function realisticOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): RealisticOptions {
  const base = optionsFromEnv(env);
  const seed = env.BENCH_SEED ? Number(env.BENCH_SEED) : 12;
  if (!Number.isSafeInteger(seed)) throw new Error(`BENCH_SEED: expected an integer, got ${JSON.stringify(env.BENCH_SEED)}`);
  const rounds = env.BENCH_ROUNDS ? Number(env.BENCH_ROUNDS) : base.quick ? 1 : 3;
  if (!Number.isSafeInteger(rounds) || rounds < 1) throw new Error(`BENCH_ROUNDS: expected a whole number ≥ 1, got ${JSON.stringify(env.BENCH_ROUNDS)}`);
  const prewarmS = env.BENCH_PREWARM ? Number(env.BENCH_PREWARM) : base.quick ? 0 : 20;
  if (!Number.isFinite(prewarmS) || prewarmS < 0) throw new Error(`BENCH_PREWARM: expected seconds ≥ 0, got ${JSON.stringify(env.BENCH_PREWARM)}`);
  return { ...base, durationS: env.BENCH_DURATION ? base.durationS : base.quick ? 3 : 4, seed, rounds, prewarmS };
}

/** Whether BENCH_ONLY (undefined = everything) asks for any realistic scenario. */
export function realisticSelected(only: readonly string[] | undefined): boolean {
  return !only || only.some((k) => k === 'realistic' || (REALISTIC_KEYS as readonly string[]).includes(k));
}

// ---- what is sent ----------------------------------------------------------------------------------

function chatBody(user: string, system: string | null, stream: boolean): string {
  return JSON.stringify({
    model: MODEL,
    messages: [...(system ? [{ role: 'system', content: system }] : []), { role: 'user', content: user }],
    ...(stream ? { stream: true, stream_options: { include_usage: true } } : {}),
  });
}

/** Hands out prompt after prompt, never the same index twice in one benchmark process. */
class Prompts {
  private index = 0;
  chars = 0;
  count = 0;
  constructor(private readonly seed: number) {}

  realistic(): GeneratedPrompt {
    return realisticPrompt(this.seed, this.index++);
  }

  /** A body for scenario `key`; the identifiers of realistic prompts go to `ledger` when given. */
  body(key: RealisticScenario['key'], ledger?: SecretLedger): string {
    if (key === 'short') {
      const text = shortPrompt(this.seed, this.index++);
      this.chars += text.length;
      this.count++;
      return chatBody(text, null, false);
    }
    const p = this.realistic();
    ledger?.add(p.secrets);
    this.chars += p.text.length + REALISTIC_SYSTEM_PROMPT.length;
    this.count++;
    return chatBody(p.text, REALISTIC_SYSTEM_PROMPT, key === 'realistic-stream');
  }

  resetStats(): void {
    this.chars = 0;
    this.count = 0;
  }
}

// ---- the processes ---------------------------------------------------------------------------------

interface Gateway {
  proc: GatewayProcess;
  db: BenchDatabase;
  key: string;
  metricsUrl: string;
}

/** The gateway as a new account gets it: no setting changed. Only the Enterprise per-minute limit is
 * lifted (it would cap the load at 50 req/s) and the OpenAI base URL points at the mock. */
async function startGateway(dbKind: DatabaseKind, mockUrl: string, workDir: string, mainJs: string | undefined): Promise<Gateway> {
  const db = await prepareDatabase(dbKind, 'realistic');
  try {
    const proc = await startGatewayProcess(
      { ...db.env, PROVIDER_OPENAI_BASE_URL: `${mockUrl}/openai/v1`, RATE_LIMIT_ENTERPRISE: '1000000000' },
      path.join(workDir, 'gateway-realistic.log'),
      mainJs,
    );
    const gw: Gateway = { proc, db, key: db.liveKey, metricsUrl: `http://127.0.0.1:${await metricsPort(proc.logFile)}/metrics` };
    const r = await fetch(`${proc.url}/v1/provider-keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${gw.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'openai', api_key: 'sk-bench-not-a-real-key', name: 'bench' }),
    });
    if (r.status !== 201) throw new Error(`POST /v1/provider-keys answered ${r.status}: ${(await r.text()).slice(0, 300)}`);
    return gw;
  } catch (err) {
    await db.dispose().catch(() => {});
    throw err;
  }
}

/** The metrics port the gateway logged at start-up ("gateway listening", metrics_port). */
async function metricsPort(logFile: string): Promise<number> {
  for (let i = 0; i < 50; i++) {
    const m = /"metrics_port":(\d+)/.exec(readFileSync(logFile, 'utf8'));
    if (m) return Number(m[1]);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the gateway did not log its metrics port:\n${tail(logFile)}`);
}

interface Counters {
  ner: number | null;
  hit: number | null;
  miss: number | null;
}

async function scrape(gw: Gateway): Promise<Counters> {
  const text = await (await fetch(gw.metricsUrl)).text();
  const value = (re: RegExp) => {
    const m = re.exec(text);
    return m ? Number(m[1]) : null;
  };
  return {
    ner: value(/^gateway_ner_duration_seconds_count(?:\{[^}]*\})? (\S+)$/m),
    hit: value(/^gateway_pii_cache_texts_total\{result="hit"\} (\S+)$/m),
    miss: value(/^gateway_pii_cache_texts_total\{result="miss"\} (\S+)$/m),
  };
}

const delta = (a: number | null, b: number | null) => (a === null || b === null ? null : b - a);

// ---- the mock's records ----------------------------------------------------------------------------

// Two instances of the same mock upstream, with the same answer: one serves direct, the proxy and
// Portkey; the gateway's records every request it receives, for the leak check. Keeping every request
// costs a mock noticeable CPU at the direct rates (thousands per second), so only the gateway's records.
interface Mock {
  proc: MockProcess;
  reply: string;
}

async function setReply(mock: Mock, reply: string): Promise<void> {
  mock.reply = reply;
  const r = await fetch(`${mock.proc.url}/__mock/behavior`, { method: 'PUT', body: JSON.stringify({ reply, chunks: REPLY_CHUNKS }) });
  if (r.status !== 204) throw new Error(`mock upstream: PUT /__mock/behavior answered ${r.status}`);
}

/** Forgets the recorded requests (the reset also restores the start behaviour, so the answer is set again). */
async function clearMock(mock: Mock): Promise<void> {
  const r = await fetch(`${mock.proc.url}/__mock/reset`, { method: 'POST' });
  if (r.status !== 204) throw new Error(`mock upstream: POST /__mock/reset answered ${r.status}`);
  await setReply(mock, mock.reply);
}

async function mockRequests(mock: Mock): Promise<{ path: string; body: unknown }[]> {
  return (await (await fetch(`${mock.proc.url}/__mock/requests`)).json()) as { path: string; body: unknown }[];
}

/** How many ledger identifiers occur in the prompts the mock received since the last clear. */
async function leaksAtMock(mock: Mock, ledger: SecretLedger): Promise<{ checked: number; leaked: number }> {
  const recs = await mockRequests(mock);
  let leaked = 0;
  for (const r of recs) for (const t of promptTexts(r.body)) leaked += ledger.countIn(t);
  return { checked: recs.length, leaked };
}

// ---- sanity ----------------------------------------------------------------------------------------

async function post(url: string, headers: Record<string, string>, body: string) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

function streamedText(sse: string): { text: string; done: boolean } {
  let text = '';
  for (const line of sse.split('\n')) {
    if (!line.startsWith('data: {')) continue;
    const chunk = JSON.parse(line.slice(6)) as { choices?: { delta?: { content?: string } }[] };
    text += chunk.choices?.[0]?.delta?.content ?? '';
  }
  return { text, done: sse.includes('data: [DONE]') };
}

type Sanity = RealisticBenchResult['sanity'];

/** SANITY_REQUESTS new prompts through the gateway with X-Show-Raw-Prompt: what it would forward. */
async function gatewaySanity(gw: Gateway, prompts: Prompts, ledger: SecretLedger): Promise<Omit<Sanity, 'streamRestored' | 'portkeyReachesMock' | 'nerRuns'> & { tags: string[] }> {
  let entities = 0;
  let identifiersVisible = 0;
  let namesVisible = 0;
  let phonesVisible = 0;
  let phonesSent = 0;
  const types = new Set<string>();
  let common: string[] | null = null;
  for (let i = 0; i < SANITY_REQUESTS; i++) {
    const p = prompts.realistic();
    ledger.add(p.secrets);
    const r = await post(`${gw.proc.url}/v1/chat/completions`, { authorization: `Bearer ${gw.key}`, 'x-show-raw-prompt': 'true' }, chatBody(p.text, REALISTIC_SYSTEM_PROMPT, false));
    if (r.status !== 200) throw new Error(`sanity request through the gateway answered ${r.status}: ${r.text.slice(0, 300)}`);
    const header = r.headers.get('x-anonymization-info');
    if (!header) throw new Error('sanity request: no X-Anonymization-Info header with X-Show-Raw-Prompt: true');
    const info = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as {
      raw_prompt: string; entities_found: number; entity_types: string[]; mapping: Record<string, string>;
    };
    entities += info.entities_found;
    for (const t of info.entity_types) types.add(t);
    identifiersVisible += p.secrets.filter((s) => info.raw_prompt.includes(s)).length;
    if (info.raw_prompt.includes(p.fullName)) namesVisible++;
    phonesSent += p.phones.length;
    phonesVisible += p.phones.filter((s) => info.raw_prompt.includes(s)).length;
    const tags = Object.keys(info.mapping);
    common = common === null ? tags : common.filter((t) => tags.includes(t));
  }
  return {
    requests: SANITY_REQUESTS,
    meanEntities: Math.round((entities / SANITY_REQUESTS) * 10) / 10,
    entityTypes: [...types].sort(),
    identifiersVisible,
    namesVisible,
    phonesVisible,
    phonesSent,
    tags: (common ?? []).slice(0, 8),
  };
}

/** One streamed prompt through the gateway: every tag of the mock's answer is replaced. */
async function gatewayRestores(gw: Gateway, prompts: Prompts, ledger: SecretLedger, tags: readonly string[]): Promise<boolean> {
  const p = prompts.realistic();
  ledger.add(p.secrets);
  const r = await post(`${gw.proc.url}/v1/chat/completions`, { authorization: `Bearer ${gw.key}` }, chatBody(p.text, REALISTIC_SYSTEM_PROMPT, true));
  if (r.status !== 200) throw new Error(`sanity stream through the gateway answered ${r.status}: ${r.text.slice(0, 300)}`);
  const { text, done } = streamedText(r.text);
  return done && tags.length > 0 && tags.every((t) => !text.includes(t));
}

/** Portkey answers exactly the mock's text, streamed and not, and the (recording) mock received the prompt sent. */
async function portkeySanity(pk: PortkeyProcess, mock: Mock, prompts: Prompts): Promise<void> {
  await clearMock(mock);
  const sent: string[] = [];
  const headers = { ...pk.headers, 'x-portkey-custom-host': `${mock.proc.url}/openai/v1` };
  for (const stream of [false, true]) {
    const p = prompts.realistic();
    sent.push(p.text);
    const r = await post(`${pk.url}/v1/chat/completions`, headers, chatBody(p.text, REALISTIC_SYSTEM_PROMPT, stream));
    if (r.status !== 200) throw new Error(`sanity request through Portkey (stream ${stream}) answered ${r.status}: ${r.text.slice(0, 300)}`);
    const text = stream ? streamedText(r.text) : { text: (JSON.parse(r.text) as { choices: { message: { content: string } }[] }).choices[0].message.content, done: true };
    if (text.text !== mock.reply || !text.done) throw new Error(`sanity request through Portkey (stream ${stream}): the answer is not the mock's`);
  }
  const recs = await mockRequests(mock);
  const got = recs.map((r) => promptTexts(r.body).at(-1));
  if (recs.length !== 2 || got[0] !== sent[0] || got[1] !== sent[1] || !recs.every((r) => r.path === '/openai/v1/chat/completions')) {
    throw new Error(`sanity: the mock did not receive Portkey's two requests as sent (${recs.length} recorded)`);
  }
}

// ---- the run ---------------------------------------------------------------------------------------

const SCENARIOS: readonly { key: RealisticScenario['key']; name: string; stream: boolean }[] = [
  { key: 'realistic-non-stream', name: 'realistic prompt, non-stream', stream: false },
  { key: 'realistic-stream', name: 'realistic prompt, stream', stream: true },
  { key: 'short', name: 'short prompt, non-stream', stream: false },
];
const TARGETS: readonly RealisticTarget[] = ['direct', 'proxy', 'portkey', 'gateway'];

export async function runRealisticBench(opts: RealisticOptions): Promise<RealisticBenchResult> {
  const log = opts.log;
  checkGeneratedIdentifiers(opts.seed, 2000);
  const dbKind: DatabaseKind = opts.database === 'auto' ? ((await serverReachable()) ? 'postgresql' : 'embedded') : opts.database;
  let mainJs: string | undefined;
  let buildNote = 'src/main.ts under tsx (`node --import tsx`)';
  if (opts.build === 'compiled') {
    log('realistic: compiling the gateway (tsconfig.build.json → bench/results/tmp/dist) ...');
    const build = buildGateway();
    mainJs = build.mainJs;
    buildNote = 'compiled with tsconfig.build.json, run as `node dist/src/main.js`' + (build.warnings ? ' (tsc reported type errors in the working tree; it emitted anyway)' : '');
  }
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-realistic-'));
  const prompts = new Prompts(opts.seed);
  const ledger = new SecretLedger();
  let mockProc: MockProcess | undefined;
  let recProc: MockProcess | undefined;
  let bare: MockProcess | undefined;
  let pk: PortkeyProcess | undefined;
  let gw: Gateway | undefined;
  try {
    log(`realistic: database ${dbKind}; starting the mock upstream, the do-nothing proxy, Portkey and the gateway (defaults) ...`);
    mockProc = await startMockProcess({ replyTokens: REPLY_WORDS, chunks: REPLY_CHUNKS });
    recProc = await startMockProcess({ replyTokens: REPLY_WORDS, chunks: REPLY_CHUNKS, record: true });
    const mock: Mock = { proc: mockProc, reply: replyText([]) };
    const rec: Mock = { proc: recProc, reply: mock.reply };
    bare = await startBareProxyProcess(mockProc.url);
    pk = await startPortkeyProcess(mockProc.url, path.join(workDir, 'portkey.log'));
    gw = await startGateway(dbKind, recProc.url, workDir, mainJs);

    // Sanity: the gateway finds and hides the identifiers of new prompts (NER running), restores the
    // tags of a streamed answer, and Portkey really talks to the mock.
    await clearMock(rec);
    const before = await scrape(gw);
    const g = await gatewaySanity(gw, prompts, ledger);
    await setReply(mock, replyText(g.tags));
    await setReply(rec, mock.reply);
    const streamRestored = await gatewayRestores(gw, prompts, ledger, g.tags);
    const sanityNer = delta(before.ner, (await scrape(gw)).ner);
    const sanityLeaks = await leaksAtMock(rec, ledger);
    if (g.identifiersVisible || sanityLeaks.leaked) throw new Error(`sanity: ${g.identifiersVisible + sanityLeaks.leaked} generated identifier(s) reached the upstream prompt`);
    if (!streamRestored) throw new Error('sanity: the gateway left tags in the streamed answer');
    await portkeySanity(pk, rec, prompts);
    const { tags: _tags, ...gSanity } = g;
    const sanity: Sanity = { ...gSanity, streamRestored, portkeyReachesMock: true, nerRuns: sanityNer };
    log(`realistic sanity: ${g.meanEntities} entities per prompt (${g.entityTypes.join(', ')}); names visible ${g.namesVisible}/${g.requests}; ` +
      `phones visible ${g.phonesVisible}/${g.phonesSent}; NER runs ${sanityNer}; Portkey reaches the mock: yes`);

    const targetUrl: Record<RealisticTarget, { url: string; headers: Record<string, string>; pid?: number }> = {
      direct: { url: `${mockProc.url}/openai/v1/chat/completions`, headers: { authorization: 'Bearer sk-bench-not-a-real-key' } },
      proxy: { url: `${bare.url}/openai/v1/chat/completions`, headers: { authorization: 'Bearer sk-bench-not-a-real-key' }, pid: bare.pid },
      portkey: { url: `${pk.url}/v1/chat/completions`, headers: pk.headers, pid: pk.pid },
      gateway: { url: `${gw.proc.url}/v1/chat/completions`, headers: { authorization: `Bearer ${gw.key}` }, pid: gw.proc.pid },
    };
    /** One turn of `target`: warm-up, then a measured run with its CPU use. */
    const turn = async (scenario: (typeof SCENARIOS)[number], target: RealisticTarget, round: number): Promise<Turn> => {
      const t = targetUrl[target];
      const track = target === 'gateway' ? ledger : undefined;
      const spec: LoadSpec = {
        url: t.url, headers: t.headers, connections: opts.connections, durationS: opts.durationS,
        body: prompts.body(scenario.key), nextBody: () => prompts.body(scenario.key, track),
      };
      const warm = opts.warmupS > 0 ? await runLoad({ ...spec, durationS: opts.warmupS }) : null;
      const meter = new CpuMeter({ gateway: t.pid, mock: target === 'gateway' ? recProc!.pid : mockProc!.pid });
      const load = await runLoadSampled(spec);
      const cpu = meter.stop();
      const result = load.result;
      log(`  ${String(round).padStart(2)} ${REALISTIC_TARGET_LABEL[target].padEnd(24)} ${String(result.rps).padStart(8)} req/s  p50 ${result.latencyMs.p50.toFixed(2)} ms  p99 ${result.latencyMs.p99.toFixed(2)} ms` +
        `  cpu target ${cpu.gateway ?? '–'} mock ${cpu.mock} ac ${cpu.loadGenerator} pg ${cpu.postgres} irq ${cpu.irqSteal} other ${cpu.other} idle ${cpu.idle}` +
        (result.non2xx || result.errors ? `  non2xx ${result.non2xx} errors ${result.errors}` : ''));
      if (result.requests === 0) throw new Error(`${scenario.name} · ${target}: no successful responses (non-2xx ${result.non2xx}, errors ${result.errors})`);
      return { load, cpu, warmRequests: warm?.requests ?? 0 };
    };

    const selected = SCENARIOS.filter((sc) => !opts.only || opts.only.includes('realistic') || opts.only.includes(sc.key));
    // A freshly started Node.js server runs at about half its speed for its first ~30 s under this load
    // (measured: V8's helper threads, mostly compiling then, took ~1 ms of the gateway's CPU per request
    // in the first 5 s and 0.06–0.5 ms, mostly GC, after 30 s), so every target first gets the selected
    // scenarios' requests, mixed, unrecorded.
    if (opts.prewarmS > 0) {
      let n = 0;
      for (const target of TARGETS) {
        const t = targetUrl[target];
        const mixed = () => prompts.body(selected[n++ % selected.length].key);
        const r = await runLoad({ url: t.url, headers: t.headers, connections: opts.connections, durationS: opts.prewarmS, body: mixed(), nextBody: mixed });
        log(`  pre-warm ${REALISTIC_TARGET_LABEL[target].padEnd(24)} ${r.rps} req/s over ${opts.prewarmS} s (mixed scenarios, not recorded)`);
      }
    }

    const scenarios: RealisticScenario[] = [];
    for (const scenario of selected) {
      log(`${scenario.name}, ${opts.connections} conn, ${opts.rounds} round(s):`);
      prompts.resetStats();
      await clearMock(rec);
      ledger.clear();
      const c0 = await scrape(gw);
      const turns = new Map<RealisticTarget, Turn[]>(TARGETS.map((t) => [t, []]));
      for (let round = 1; round <= opts.rounds; round++) {
        for (const target of round % 2 ? TARGETS : [...TARGETS].reverse()) turns.get(target)!.push(await turn(scenario, target, round));
      }
      const out: RealisticScenario = { key: scenario.key, name: scenario.name, stream: scenario.stream, meanPromptChars: 0, runs: {} };
      for (const [target, ts] of turns) out.runs[target] = combineTurns(ts);
      const c1 = await scrape(gw);
      const leaks = await leaksAtMock(rec, ledger);
      const gwTurns = turns.get('gateway')!;
      out.gateway = evidence(out.runs.gateway!, gwTurns.reduce((a, t) => a + t.warmRequests, 0), c0, c1, leaks, ledger.size);
      log(`  gateway evidence: NER runs ${out.gateway.nerRuns} for ${out.gateway.requests} requests; cache hit ${out.gateway.cacheHits} miss ${out.gateway.cacheMisses}; ` +
        `upstream requests checked ${leaks.checked}, identifiers leaked ${leaks.leaked} of ${ledger.size}`);
      await clearMock(rec);
      out.meanPromptChars = Math.round(prompts.chars / Math.max(1, prompts.count));
      scenarios.push(out);
    }

    return {
      setup: {
        database: gw.db.description.replace(/ in \/.*$/, ' (temp folder)'),
        gatewayBuild: buildNote,
        gatewaySettings: 'a new account\'s defaults: PII detection on (default entity types, NER model on, Art. 9 flag), ' +
          `detection cache ${process.env.PII_CACHE_ENTRIES ?? 'default (10 000 texts per worker)'}; PII worker threads ${process.env.PII_POOL_THREADS ?? 'default (one per core)'}; ` +
          'only RATE_LIMIT_ENTERPRISE lifted',
        portkey: '@portkey-ai/gateway 1.15.2, `start-server.js --headless`, x-portkey-provider: openai, x-portkey-custom-host: the mock',
        durationS: opts.durationS,
        rounds: opts.rounds,
        prewarmS: opts.prewarmS,
        warmupS: opts.warmupS,
        connections: opts.connections,
        quick: opts.quick,
        seed: opts.seed,
        model: MODEL,
        replyWords: REPLY_WORDS,
        replyChunks: REPLY_CHUNKS,
      },
      sanity,
      scenarios,
      targets: checkRealisticTargets(scenarios, sanity),
    };
  } catch (err) {
    if (gw) log(`--- gateway log ---\n${tail(gw.proc.logFile)}`);
    if (pk) log(`--- Portkey log ---\n${tail(pk.logFile)}`);
    throw err;
  } finally {
    await gw?.proc.stop();
    await pk?.stop();
    await bare?.stop();
    await mockProc?.stop();
    await recProc?.stop();
    await gw?.db.dispose().catch((e: unknown) => log(`could not clean up the ${gw!.db.kind} database: ${String(e)}`));
    if (!process.env.BENCH_KEEP_LOGS) rmSync(workDir, { recursive: true, force: true });
    else log(`realistic: logs kept in ${workDir}`);
  }
}

interface Turn {
  load: SampledLoad;
  cpu: CpuUse;
  warmRequests: number;
}

/** A target's rounds as one measurement, with each round's req/s kept. */
function combineTurns(turns: readonly Turn[]): Measured {
  return {
    ...combineLoads(turns.map((t) => t.load)),
    cpu: combineCpu(turns.map((t) => ({ cpu: t.cpu, seconds: t.load.result.durationS }))),
    roundsRps: turns.map((t) => t.load.result.rps),
  };
}

function evidence(
  m: Measured, warmRequests: number, c0: Counters, c1: Counters, leaks: { checked: number; leaked: number }, sent: number,
): GatewayRunEvidence {
  return {
    requests: m.requests + warmRequests,
    nerRuns: delta(c0.ner, c1.ner),
    cacheHits: delta(c0.hit, c1.hit),
    cacheMisses: delta(c0.miss, c1.miss),
    upstreamRequestsChecked: leaks.checked,
    identifiersSent: sent,
    identifiersLeaked: leaks.leaked,
  };
}

/** The targets for this scenario, evaluated on this run. */
export function checkRealisticTargets(scenarios: readonly RealisticScenario[], sanity: RealisticBenchResult['sanity']): TargetCheck[] {
  const out: TargetCheck[] = [];
  const x = (n: number) => `${n.toFixed(2)}×`;
  for (const s of scenarios) {
    const g = s.runs.gateway;
    if (!g) continue;
    const pk = s.runs.portkey;
    if (s.key !== 'short' && pk) {
      const ratio = g.rps / pk.rps;
      out.push({
        target: `${s.name}: gateway ≥ 1.5× Portkey's throughput, p99 no worse`,
        measured: `${g.rps} / ${pk.rps} req/s = ${x(ratio)}; p99 ${g.latencyMs.p99.toFixed(1)} vs ${pk.latencyMs.p99.toFixed(1)} ms`,
        pass: ratio >= 1.5 && g.latencyMs.p99 <= pk.latencyMs.p99,
      });
    }
    const proxy = s.runs.proxy;
    if (s.key === 'short' && proxy) {
      const ratio = g.rps / proxy.rps;
      out.push({
        target: `${s.name}: gateway ≥ 0.4× the do-nothing proxy's throughput`,
        measured: `${g.rps} / ${proxy.rps} req/s = ${x(ratio)}`,
        pass: ratio >= 0.4,
      });
    }
  }
  const runs = scenarios.map((s) => s.gateway).filter((e): e is GatewayRunEvidence => !!e && e.identifiersSent > 0);
  if (runs.length) {
    const sent = runs.reduce((a, e) => a + e.identifiersSent, 0);
    const leaked = runs.reduce((a, e) => a + e.identifiersLeaked, 0) + sanity.identifiersVisible;
    const checked = runs.reduce((a, e) => a + e.upstreamRequestsChecked, 0);
    out.push({
      target: 'no generated PESEL, NIP, IBAN, e-mail or ID card reaches the upstream under load',
      measured: `${leaked} of ${sent} found in ${checked} upstream requests`,
      pass: leaked === 0,
    });
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { renderRealisticMarkdown } = await import('./lib/realistic-report.js');
  try {
    const result = await runRealisticBench(realisticOptionsFromEnv());
    process.stdout.write(renderRealisticMarkdown(result) + '\n');
  } catch (err) {
    process.stderr.write(`realistic benchmark failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  }
}
