// Gateway benchmark: the same requests, in the same run, sent (a) straight to the mock upstream in
// OpenAI's wire format — "direct", the baseline — and (b) through the gateway to that same mock, with
// PII detection off, on with the regex detectors, and on with the NER model. Three processes: this one
// (autocannon), the gateway, the mock upstream. See bench/README.md for the method.
//
// Standalone: `npx tsx bench/gateway.ts` (prints a markdown report); `npm run bench` runs it with the
// other benchmarks and writes bench/results/.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PII_SETTING_TYPES } from '../src/pii/types.js';
import { buildGateway } from './lib/build.js';
import { prepareDatabase, serverReachable, type BenchDatabase, type DatabaseKind } from './lib/database.js';
import { probeTtfb, runLoad, type LoadSpec } from './lib/load.js';
import { CpuMeter } from './lib/machine.js';
import {
  BENCH_PII_CACHE, BENCH_PII_CACHE_ENTRIES, REPO_ROOT, startBareProxyProcess, startGatewayProcess, startMockProcess, tail,
  type GatewayProcess, type MockProcess,
} from './lib/processes.js';
import { VARIANT_LABEL, type GatewayBenchResult, type Measured, type ScenarioGroup, type TargetCheck, type Variant } from './lib/types.js';

export type { GatewayBenchResult } from './lib/types.js';

// ---- what is sent ----------------------------------------------------------------------------------

/** A Polish request dense with personal data: names, PESEL, NIP, IBAN, phone, e-mail, address. */
export const PII_PROMPT = [
  'Dzień dobry, nazywam się Jan Kowalski, PESEL 44051401359. Proszę przygotować pismo do urzędu skarbowego',
  'w sprawie zwrotu nadpłaty podatku dla mojej firmy (NIP 8567346215). Zwrot proszę przelać na rachunek',
  'PL61109010140000071219812874 w PKO Banku Polskim. W razie pytań proszę dzwonić pod numer +48 601 234 567',
  'albo pisać na adres jan.kowalski@example.pl. Mój adres do korespondencji: ul. Marszałkowska 12 m. 4,',
  '00-590 Warszawa. Pełnomocnikiem w tej sprawie jest moja żona, Anna Kowalska, a dokumenty księgowe',
  'przygotowała pani Katarzyna Nowak z biura rachunkowego w Krakowie. Pismo powinno być uprzejme i krótkie.',
].join(' ');

const SYSTEM_PROMPT = 'Jesteś asystentem kancelarii podatkowej. Odpowiadaj po polsku, rzeczowo.';

/** Values from PII_PROMPT that must never reach the upstream when PII detection is on. */
const MUST_BE_HIDDEN = ['44051401359', '8567346215', 'PL61109010140000071219812874', 'jan.kowalski@example.pl'];

const MODEL = 'gpt-4o';
export const REPLY_WORDS = 200;
export const REPLY_CHUNKS = 20;
const FILLER = ['lorem', 'ipsum', 'dolor', 'sit', 'amet', 'consectetur', 'adipiscing', 'elit', 'sed', 'do',
  'eiusmod', 'tempor', 'incididunt', 'ut', 'labore', 'et', 'dolore', 'magna', 'aliqua', 'enim'];

/**
 * The mock's answer: REPLY_WORDS words, some of them the tags the gateway put into the prompt, so that
 * with PII on the streaming restorer really replaces tags (some split across chunk boundaries) rather
 * than passing text through. Direct and PII-off runs get the same bytes (tags stay as they are).
 */
export function replyText(tags: readonly string[]): string {
  const words: string[] = [];
  const every = tags.length ? Math.floor(REPLY_WORDS / (tags.length + 1)) : Infinity;
  let t = 0;
  for (let i = 0; i < REPLY_WORDS; i++) {
    words.push((i + 1) % every === 0 && t < tags.length ? tags[t++] : FILLER[i % FILLER.length]);
  }
  return words.join(' ');
}

export function chatBody(stream: boolean): string {
  return JSON.stringify({
    model: MODEL,
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: PII_PROMPT },
    ],
    ...(stream ? { stream: true, stream_options: { include_usage: true } } : {}),
  });
}

// ---- options ---------------------------------------------------------------------------------------

export interface GatewayBenchOptions {
  /** Seconds per measured run. */
  durationS: number;
  /** Seconds of unrecorded load against the same target before each measured run. */
  warmupS: number;
  /** Connections for the throughput runs (the latency runs use one). */
  connections: number;
  /** Sequential streamed requests per target for the time-to-first-byte probe (0 = skip). */
  ttfbRequests: number;
  database: DatabaseKind | 'auto';
  /** Run the PII+NER scenarios ('auto' = when models/ner/model.onnx exists). */
  ner: boolean | 'auto';
  /** 'compiled': tsc build run with plain node, as in production; 'tsx': src/main.ts under tsx. */
  build: 'compiled' | 'tsx';
  quick: boolean;
  /** Scenario groups to run (`stream-50`, `non-stream-1`, ...); undefined = all. */
  only?: string[];
  /** Progress lines (stderr by default). */
  log: (line: string) => void;
}

class OptionError extends Error {}

function num(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const v = Number(raw.replace(/s$/, ''));
  if (!Number.isFinite(v) || v < min) throw new OptionError(`${name}: expected a number ≥ ${min}, got ${JSON.stringify(raw)}`);
  return v;
}

/** BENCH_QUICK=1 (3 s runs), BENCH_DURATION (s, default 10), BENCH_WARMUP, BENCH_CONNECTIONS,
 * BENCH_TTFB_REQUESTS, BENCH_DB=auto|postgresql|embedded, BENCH_NER=auto|true|false,
 * BENCH_GATEWAY_BUILD=compiled|tsx, BENCH_ONLY (comma-separated scenario groups to run, e.g.
 * `stream-50,non-stream-1`; default all — for quick comparisons while working, not for results). */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayBenchOptions {
  const quick = ['1', 'true', 'yes'].includes((env.BENCH_QUICK ?? '').toLowerCase());
  const db = env.BENCH_DB ?? 'auto';
  if (!['auto', 'postgresql', 'embedded'].includes(db)) throw new OptionError(`BENCH_DB: expected auto, postgresql or embedded, got ${JSON.stringify(db)}`);
  const nerRaw = (env.BENCH_NER ?? 'auto').toLowerCase();
  if (!['auto', 'true', 'false', '1', '0'].includes(nerRaw)) throw new OptionError(`BENCH_NER: expected auto, true or false, got ${JSON.stringify(env.BENCH_NER)}`);
  const build = env.BENCH_GATEWAY_BUILD ?? 'compiled';
  if (build !== 'compiled' && build !== 'tsx') throw new OptionError(`BENCH_GATEWAY_BUILD: expected compiled or tsx, got ${JSON.stringify(build)}`);
  return {
    build,
    durationS: num(env, 'BENCH_DURATION', quick ? 3 : 10, 1),
    warmupS: num(env, 'BENCH_WARMUP', quick ? 1 : 2, 0),
    connections: num(env, 'BENCH_CONNECTIONS', 50, 1),
    ttfbRequests: num(env, 'BENCH_TTFB_REQUESTS', quick ? 50 : 200, 0),
    database: db as GatewayBenchOptions['database'],
    ner: nerRaw === 'auto' ? 'auto' : nerRaw === 'true' || nerRaw === '1',
    quick,
    only: env.BENCH_ONLY ? env.BENCH_ONLY.split(',').map((x) => x.trim()) : undefined,
    log: (line) => process.stderr.write(`${line}\n`),
  };
}

// ---- results ---------------------------------------------------------------------------------------


// ---- the run ---------------------------------------------------------------------------------------

const NER_MODEL = path.join(REPO_ROOT, 'models', 'ner', 'model.onnx');

interface GatewayUnderTest {
  proc: GatewayProcess;
  db: BenchDatabase;
  key: string;
}

async function api(gw: GatewayUnderTest, method: string, route: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(gw.proc.url + route, {
    method,
    headers: { authorization: `Bearer ${gw.key}`, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/**
 * PII on = every entity type the account can enable: the defaults leave out addresses and
 * organizations, and the prompt has an address the benchmark wants found (and the NER model's
 * LOCATION/ORGANIZATION output used). Art. 9 detection stays at its default (on, flag).
 */
async function setPii(gw: GatewayUnderTest, enabled: boolean): Promise<void> {
  const r = await api(gw, 'PATCH', '/v1/settings/pii', enabled ? { enabled, enabled_types: [...PII_SETTING_TYPES] } : { enabled });
  if (r.status !== 200) throw new Error(`PATCH /v1/settings/pii answered ${r.status}: ${r.text.slice(0, 300)}`);
}

async function startGatewayUnderTest(
  label: string, dbKind: DatabaseKind, mockUrl: string, ner: boolean, workDir: string, mainJs: string | undefined,
): Promise<GatewayUnderTest> {
  const db = await prepareDatabase(dbKind, label);
  try {
    const proc = await startGatewayProcess(
      {
        ...db.env,
        PROVIDER_OPENAI_BASE_URL: `${mockUrl}/openai/v1`,
        PII_NER: String(ner),
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
        // The Enterprise per-minute limit is lifted so that it cannot cap the load; the limiter still
        // counts every request as in production.
        RATE_LIMIT_ENTERPRISE: '1000000000',
        // Every request repeats the same prompt: with the workers' detection cache on, PII detection
        // would run once per run. Off, every request is scanned as if new (the worst case, and what a
        // stream of distinct single-message requests costs). BENCH_PII_CACHE=1 measures it on.
        PII_CACHE_ENTRIES: BENCH_PII_CACHE_ENTRIES,
      },
      path.join(workDir, `gateway-${label}.log`),
      mainJs,
    );
    const gw = { proc, db, key: db.liveKey };
    const r = await api(gw, 'POST', '/v1/provider-keys', { provider: 'openai', api_key: 'sk-bench-not-a-real-key', name: 'bench' });
    if (r.status !== 201) throw new Error(`POST /v1/provider-keys answered ${r.status}: ${r.text.slice(0, 300)}`);
    return gw;
  } catch (err) {
    await db.dispose().catch(() => {});
    throw err;
  }
}

/** One PII-on request with X-Show-Raw-Prompt: what was found (never the values). */
async function inspectPii(gw: GatewayUnderTest): Promise<{ entities: number; types: string[]; tags: string[] }> {
  const r = await api(gw, 'POST', '/v1/chat/completions', chatBody(false), { 'x-show-raw-prompt': 'true' });
  if (r.status !== 200) throw new Error(`sanity request through the gateway answered ${r.status}: ${r.text.slice(0, 300)}`);
  const header = r.headers.get('x-anonymization-info');
  if (!header) throw new Error('sanity request: no X-Anonymization-Info header with X-Show-Raw-Prompt: true');
  const info = JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as {
    raw_prompt: string; entities_found: number; entity_types: string[]; mapping: Record<string, string>;
  };
  const leaked = MUST_BE_HIDDEN.filter((v) => info.raw_prompt.includes(v));
  if (leaked.length) throw new Error(`sanity request: ${leaked.length} known identifier(s) reached the upstream prompt with PII on`);
  return { entities: info.entities_found, types: info.entity_types, tags: Object.keys(info.mapping) };
}

/** Streams one answer through the gateway; true when none of `tags` is left in the text. */
async function streamedTextRestored(gw: GatewayUnderTest, tags: readonly string[]): Promise<boolean> {
  const r = await api(gw, 'POST', '/v1/chat/completions', chatBody(true));
  if (r.status !== 200) throw new Error(`sanity stream through the gateway answered ${r.status}: ${r.text.slice(0, 300)}`);
  let text = '';
  for (const line of r.text.split('\n')) {
    if (!line.startsWith('data: {')) continue;
    const chunk = JSON.parse(line.slice(6)) as { choices?: { delta?: { content?: string } }[] };
    text += chunk.choices?.[0]?.delta?.content ?? '';
  }
  const words = text.split(/\s+/).filter(Boolean).length;
  if (words < REPLY_WORDS) throw new Error(`sanity stream: expected ≥ ${REPLY_WORDS} words, got ${words}`);
  return tags.every((t) => !text.includes(t));
}

async function setMockReply(mock: MockProcess, reply: string): Promise<void> {
  const res = await fetch(`${mock.url}/__mock/behavior`, { method: 'PUT', body: JSON.stringify({ reply, chunks: REPLY_CHUNKS }) });
  if (res.status !== 204) throw new Error(`mock upstream: PUT /__mock/behavior answered ${res.status}`);
}

export async function runGatewayBench(opts: GatewayBenchOptions): Promise<GatewayBenchResult> {
  const log = opts.log;
  const dbKind: DatabaseKind =
    opts.database === 'auto' ? ((await serverReachable()) ? 'postgresql' : 'embedded') : opts.database;
  const nerAvailable = existsSync(NER_MODEL);
  const runNer = opts.ner === 'auto' ? nerAvailable : opts.ner;
  if (runNer && !nerAvailable) throw new OptionError(`BENCH_NER=true but ${path.relative(REPO_ROOT, NER_MODEL)} does not exist`);
  const variants: Variant[] = runNer ? ['pii-off', 'pii-regex', 'pii-ner'] : ['pii-off', 'pii-regex'];
  let mainJs: string | undefined;
  let buildNote = 'src/main.ts under tsx (`node --import tsx`)';
  if (opts.build === 'compiled') {
    log('compiling the gateway (tsconfig.build.json → bench/results/tmp/dist) ...');
    const build = buildGateway();
    mainJs = build.mainJs;
    buildNote = 'compiled with tsconfig.build.json, run as `node dist/src/main.js`' + (build.warnings ? ' (tsc reported type errors in the working tree; it emitted anyway)' : '');
  }
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-run-'));

  let mock: MockProcess | undefined;
  let bare: MockProcess | undefined;
  const gateways: GatewayUnderTest[] = [];
  try {
    log(`database: ${dbKind}; starting the mock upstream and the gateway${runNer ? 's' : ''} ...`);
    mock = await startMockProcess({ replyTokens: REPLY_WORDS, chunks: REPLY_CHUNKS });
    bare = await startBareProxyProcess(mock.url);
    // Two gateway processes: regex-only (PII_NER=false) serves both "PII off" and "PII on (regex)" by
    // toggling the account's PII setting; the second has the NER model loaded (PII_NER=true). Only the
    // one being measured receives requests; the other sits idle.
    const regexGw = await startGatewayUnderTest('regex', dbKind, mock.url, false, workDir, mainJs);
    gateways.push(regexGw);
    const nerGw = runNer ? await startGatewayUnderTest('ner', dbKind, mock.url, true, workDir, mainJs) : undefined;
    if (nerGw) gateways.push(nerGw);

    // Sanity: the gateways work, PII is found and hidden, and the answer's tags are restored.
    const sanity: GatewayBenchResult['sanity'] = {};
    await setPii(regexGw, true);
    const regexInfo = await inspectPii(regexGw);
    const replyTags = regexInfo.tags.slice(0, 8);
    await setMockReply(mock, replyText(replyTags));
    sanity['pii-regex'] = { entities: regexInfo.entities, types: regexInfo.types, restored: await streamedTextRestored(regexGw, replyTags) };
    if (nerGw) {
      await setPii(nerGw, true);
      const nerInfo = await inspectPii(nerGw);
      // Only the reply's tags that this gateway's own mapping holds are replaced; others stay text.
      const own = replyTags.filter((t) => nerInfo.tags.includes(t));
      sanity['pii-ner'] = { entities: nerInfo.entities, types: nerInfo.types, restored: await streamedTextRestored(nerGw, own) };
    }
    await setPii(regexGw, false);
    sanity['pii-off'] = { entities: 0, types: [], restored: false };
    for (const [v, s] of Object.entries(sanity)) {
      if (v !== 'pii-off' && !s.restored) throw new Error(`sanity: ${v} left tags in the streamed answer`);
    }
    log(`sanity: regex found ${regexInfo.entities} entities (${regexInfo.types.join(', ')})` +
      (sanity['pii-ner'] ? `; regex+NER found ${sanity['pii-ner'].entities} (${sanity['pii-ner'].types.join(', ')})` : ''));

    const pids = { gateway: regexGw.proc.pid, mock: mock.pid };
    const measure = async (name: string, spec: LoadSpec, gatewayPid: number): Promise<Measured> => {
      if (opts.warmupS > 0) await runLoad({ ...spec, durationS: opts.warmupS });
      const meter = new CpuMeter({ ...pids, gateway: gatewayPid });
      const result = await runLoad(spec);
      const cpu = meter.stop();
      log(`  ${name.padEnd(44)} ${String(result.rps).padStart(8)} req/s  p50 ${result.latencyMs.p50.toFixed(2)} ms  p99 ${result.latencyMs.p99.toFixed(2)} ms` +
        `  cpu gw ${cpu.gateway} mock ${cpu.mock} ac ${cpu.loadGenerator} pg ${cpu.postgres} irq ${cpu.irqSteal} other ${cpu.other}` +
        (result.non2xx || result.errors ? `  non2xx ${result.non2xx} errors ${result.errors}` : ''));
      if (result.requests === 0) throw new Error(`${name}: no successful responses (non-2xx ${result.non2xx}, errors ${result.errors})`);
      return { ...result, cpu };
    };

    const directUrl = `${mock.url}/openai/v1/chat/completions`;
    const directHeaders = { authorization: 'Bearer sk-bench-not-a-real-key' };
    const gwTarget = (v: Variant) => (v === 'pii-ner' ? nerGw! : regexGw);
    let piiOn = false;
    const groups: ScenarioGroup[] = [];
    // Direct and every gateway variant back to back for each (stream, connections) pair, so that
    // each ratio compares runs made within a minute of each other.
    for (const stream of [false, true]) {
      for (const connections of [opts.connections, 1]) {
        const name = `${stream ? 'stream' : 'non-stream'}, ${connections} conn`;
        if (opts.only && !opts.only.includes(`${stream ? 'stream' : 'non-stream'}-${connections}`)) continue;
        log(`${name}:`);
        const body = chatBody(stream);
        const base = { body, connections, durationS: opts.durationS };
        const direct = await measure('direct (mock upstream)', { ...base, url: directUrl, headers: directHeaders }, regexGw.proc.pid);
        const bareRun = await measure('bare proxy (floor)', { ...base, url: `${bare.url}/openai/v1/chat/completions`, headers: directHeaders }, bare.pid);
        const gateway: ScenarioGroup['gateway'] = {};
        for (const v of variants) {
          const gw = gwTarget(v);
          if (gw === regexGw && piiOn !== (v === 'pii-regex')) {
            piiOn = v === 'pii-regex';
            await setPii(regexGw, piiOn);
          }
          gateway[v] = await measure(`gateway, ${VARIANT_LABEL[v]}`, {
            ...base, url: `${gw.proc.url}/v1/chat/completions`, headers: { authorization: `Bearer ${gw.key}` },
          }, gw.proc.pid);
        }
        groups.push({ name, stream, connections, direct, bare: bareRun, gateway });
      }
    }

    const ttfb: GatewayBenchResult['ttfb'] = {};
    if (opts.ttfbRequests > 0) {
      log(`time to first byte, ${opts.ttfbRequests} sequential streamed requests each:`);
      const body = chatBody(true);
      ttfb.direct = await probeTtfb({ url: directUrl, headers: directHeaders, body, durationS: 0, requests: opts.ttfbRequests });
      for (const v of variants) {
        const gw = gwTarget(v);
        if (gw === regexGw && piiOn !== (v === 'pii-regex')) {
          piiOn = v === 'pii-regex';
          await setPii(regexGw, piiOn);
        }
        ttfb[v] = await probeTtfb({
          url: `${gw.proc.url}/v1/chat/completions`, headers: { authorization: `Bearer ${gw.key}` }, body, durationS: 0, requests: opts.ttfbRequests,
        });
      }
      for (const [k, t] of Object.entries(ttfb)) log(`  ${k.padEnd(10)} first byte p50 ${t.firstByteMs.p50} ms, p99 ${t.firstByteMs.p99} ms`);
    }

    return {
      setup: {
        database: regexGw.db.description.replace(/ in \/.*$/, ' (temp folder)'),
        databaseKind: dbKind,
        gatewayBuild: buildNote,
        durationS: opts.durationS,
        warmupS: opts.warmupS,
        connections: opts.connections,
        quick: opts.quick,
        model: MODEL,
        replyWords: REPLY_WORDS,
        replyChunks: REPLY_CHUNKS,
        promptChars: PII_PROMPT.length + SYSTEM_PROMPT.length,
        piiTypes: `all ${PII_SETTING_TYPES.length} entity types enabled, Art. 9 detection on (flag)`,
        piiPoolThreads: process.env.PII_POOL_THREADS ?? '0 (cores − 1)',
        piiCache: BENCH_PII_CACHE ? 'on (BENCH_PII_CACHE=1)' : 'off (every request scanned as new)',
        logLevel: process.env.LOG_LEVEL ?? 'info',
        variants,
        ...(runNer ? {} : { nerSkippedBecause: nerAvailable ? 'BENCH_NER=false' : `${path.relative(REPO_ROOT, NER_MODEL)} not found` }),
      },
      sanity,
      groups,
      ttfb,
      targets: checkTargets(groups, opts.connections),
    };
  } catch (err) {
    for (const gw of gateways) log(`--- gateway log (${path.basename(gw.proc.logFile)}) ---\n${tail(gw.proc.logFile)}`);
    throw err;
  } finally {
    for (const gw of gateways) await gw.proc.stop();
    await bare?.stop();
    await mock?.stop();
    for (const gw of gateways) await gw.db.dispose().catch((e: unknown) => log(`could not clean up ${gw.db.kind} database: ${String(e)}`));
    if (!process.env.BENCH_KEEP_LOGS) rmSync(workDir, { recursive: true, force: true });
    else log(`gateway logs kept in ${workDir}`);
  }
}

/** The targets, evaluated on this run. */
export function checkTargets(groups: ScenarioGroup[], connections: number): TargetCheck[] {
  const out: TargetCheck[] = [];
  const find = (stream: boolean, conns: number) => groups.find((g) => g.stream === stream && g.connections === conns);
  const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
  for (const stream of [false, true]) {
    const g = find(stream, connections);
    const off = g?.gateway['pii-off'];
    if (g && off) {
      const ratio = off.rps / g.direct.rps;
      // The do-nothing proxy's ratio in the same run says how much of the gap no proxy here could close.
      const floor = g.bare ? `; do-nothing proxy ${g.bare.rps} req/s = ${pct(g.bare.rps / g.direct.rps)}` : '';
      out.push({
        target: `${stream ? 'stream' : 'non-stream'}: gateway (PII off) throughput ≥ 50% of direct, ${connections} conn`,
        measured: `${off.rps} / ${g.direct.rps} req/s = ${pct(ratio)}${floor}`,
        pass: ratio >= 0.5,
      });
    }
  }
  for (const stream of [false, true]) {
    const g = find(stream, 1);
    const off = g?.gateway['pii-off'];
    if (g && off) {
      const added = off.latencyMs.p50 - g.direct.latencyMs.p50;
      out.push({
        target: `${stream ? 'stream' : 'non-stream'}: added p50 latency (PII off) ≤ 1 ms, 1 conn`,
        measured: `${off.latencyMs.p50.toFixed(3)} − ${g.direct.latencyMs.p50.toFixed(3)} = ${added.toFixed(3)} ms`,
        pass: added <= 1,
      });
    }
  }
  const s = find(true, connections);
  for (const v of ['pii-regex', 'pii-ner'] as const) {
    const on = s?.gateway[v];
    const off = s?.gateway['pii-off'];
    if (on && off) {
      const ratio = on.rps / off.rps;
      out.push({
        target: `stream: ${VARIANT_LABEL[v]} throughput ≥ 80% of PII off, ${connections} conn`,
        measured: `${on.rps} / ${off.rps} req/s = ${pct(ratio)}`,
        pass: ratio >= 0.8,
      });
    }
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { renderGatewayMarkdown } = await import('./lib/report.js');
  try {
    const result = await runGatewayBench(optionsFromEnv());
    process.stdout.write(renderGatewayMarkdown(result) + '\n');
  } catch (err) {
    process.stderr.write(`gateway benchmark failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  }
}
