// Hot-path cost of shared limits: the same chat requests, in the same run, through a gateway with
// in-process limits and through one with REDIS_URL (minute limit and Business quota decided by one Lua
// script per request). Both run against one mock upstream and PostgreSQL, on a Business account with
// limits lifted so they never refuse; only the gateway being measured gets traffic, the two gateways
// alternate (BENCH_ROUNDS rounds) so that a busy machine's drift hits both alike. Redis round trips per
// request are script calls (EVALSHA/EVAL) counted by Redis itself (commands a script runs inside Redis
// are counted separately and are not round trips). Two kinds of traffic: PII off (a fixed prompt: the
// gateway's own work is smallest, so the limiter's share is largest) and a new account's defaults (PII on
// with the NER model, a new realistic Polish user message in every request, as in bench/realistic.ts).
// Redis's own CPU per request is read from INFO cpu: on this 2-core VM redis-server runs on the cores the
// gateway uses, so it is reported apart from the gateway's.
//
//   npx tsx bench/redis-limits.ts   (REDIS_URL, default redis://127.0.0.1:6379; BENCH_SECONDS=5, BENCH_ROUNDS=2)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import postgres from 'postgres';
import { createLogger } from '../src/log.js';
import { SharedLimits } from '../src/limits/shared-limits.js';
import type { Sql } from '../src/store/db.js';
import { existsSync } from 'node:fs';
import { chatBody, REPLY_CHUNKS, REPLY_WORDS } from './gateway.js';
import { REALISTIC_SYSTEM_PROMPT, realisticPrompt } from './lib/polish-prompts.js';
import { prepareDatabase, type BenchDatabase } from './lib/database.js';
import { runLoad, type LoadResult } from './lib/load.js';
import { CpuMeter } from './lib/machine.js';
import { startGatewayProcess, startMockProcess, type GatewayProcess } from './lib/processes.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const NER = existsSync(path.join(import.meta.dirname, '..', 'models', 'ner', 'model.onnx'));

/** PII off with a fixed prompt, or a new account's defaults with a new realistic user message each time. */
type Traffic = 'off' | 'defaults';
const TRAFFIC: readonly Traffic[] = ['off', 'defaults'];
const TRAFFIC_LABEL: Record<Traffic, string> = { off: 'off', defaults: NER ? 'defaults (NER), new text' : 'defaults (no NER model), new text' };

let promptIndex = 0;
function realisticBody(): string {
  const user = realisticPrompt(16, promptIndex++).text;
  return JSON.stringify({ model: 'gpt-4o', messages: [{ role: 'system', content: REALISTIC_SYSTEM_PROMPT }, { role: 'user', content: user }] });
}

interface Under { name: string; proc: GatewayProcess; db: BenchDatabase; key: string }

async function start(name: string, mockUrl: string, workDir: string, env: Record<string, string>): Promise<Under> {
  const db = await prepareDatabase('postgresql', `redis_${name}`);
  // Business: a plan with a quota, so the shared path decides minute limit and quota together.
  const sql = postgres(db.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
  await sql`UPDATE accounts SET plan = 'business'`;
  await sql.end();
  const proc = await startGatewayProcess(
    {
      ...db.env,
      ...env,
      PROVIDER_OPENAI_BASE_URL: `${mockUrl}/openai/v1`,
      PII_NER: String(NER),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_BUSINESS: '1000000000',
      BUSINESS_MONTHLY_REQUESTS: '1000000000',
    },
    path.join(workDir, `gateway-${name}.log`),
  );
  const under = { name, proc, db, key: db.liveKey };
  await call(under, 'POST', '/v1/provider-keys', { provider: 'openai', api_key: 'sk-bench-not-a-real-key', name: 'bench' }, 201);
  return under;
}

async function call(u: Under, method: string, route: string, body: unknown, expected: number): Promise<void> {
  const res = await fetch(u.proc.url + route, {
    method,
    headers: { authorization: `Bearer ${u.key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== expected) throw new Error(`${u.name}: ${method} ${route} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
}

async function scriptCalls(redis: Redis): Promise<number> {
  const info = await redis.info('commandstats');
  let calls = 0;
  for (const m of info.matchAll(/^cmdstat_(evalsha|eval):calls=(\d+)/gm)) calls += Number(m[2]);
  return calls;
}

/** Seconds of CPU redis-server has used (user + system), from INFO cpu. */
async function redisCpuSeconds(redis: Redis): Promise<number> {
  const info = await redis.info('cpu');
  const field = (name: string) => Number(new RegExp(`^${name}:([\\d.]+)`, 'm').exec(info)?.[1] ?? NaN);
  return field('used_cpu_user') + field('used_cpu_sys');
}

interface Measured extends LoadResult { cpu: number | null; redisCallsPerRequest: number; redisCpuMsPerRequest: number }

async function measure(u: Under, traffic: Traffic, redis: Redis): Promise<Measured> {
  await call(u, 'PATCH', '/v1/settings/pii', { enabled: traffic !== 'off' }, 200);
  const spec = {
    url: `${u.proc.url}/v1/chat/completions`, headers: { authorization: `Bearer ${u.key}` }, body: chatBody(false), connections: CONNECTIONS,
    ...(traffic === 'defaults' ? { nextBody: realisticBody } : {}),
  };
  await runLoad({ ...spec, durationS: 1 }); // warm-up
  const before = await scriptCalls(redis);
  const redisCpuBefore = await redisCpuSeconds(redis);
  const meter = new CpuMeter({ gateway: u.proc.pid });
  const result = await runLoad({ ...spec, durationS: SECONDS });
  const cpu = meter.stop().gateway;
  const redisCpu = (await redisCpuSeconds(redis)) - redisCpuBefore;
  const calls = (await scriptCalls(redis)) - before;
  const total = result.requests + result.non2xx;
  return { ...result, cpu, redisCallsPerRequest: total ? calls / total : 0, redisCpuMsPerRequest: total ? (redisCpu * 1000) / total : 0 };
}

/**
 * The limiter alone, in this process: CPU time per shared decision (minute limit + Business quota in one
 * script, 50 in flight), which a busy machine distorts far less than req/s. The quota counter is set
 * beforehand, so no database is needed.
 */
async function cpuPerSharedDecision(redis: Redis, n = 20_000): Promise<number> {
  const accountId = `bench_${process.pid}_${Date.now().toString(36)}`;
  const now = new Date();
  await redis.set(`gw:{${accountId}}:q:business:${now.toISOString().slice(0, 7)}`, 0, 'EX', 600);
  const limits = new SharedLimits({
    redis: { url: REDIS_URL, onError: 'closed', timeoutMs: 1_000 },
    sql: undefined as unknown as Sql,
    quotas: { freeDailyRequests: 50, businessMonthlyRequests: 1_000_000_000 },
    logger: createLogger({ level: 'silent' }),
  });
  try {
    if (!(await limits.connected(5_000))) throw new Error('Redis not reachable');
    const subject = { keyId: 'bench', accountId, plan: 'business' as const };
    const one = async () => {
      const request = { setHeader() {} };
      await limits.take(request, subject, 1_000_000_000, true);
      if ((await limits.admitHeld(request)) !== 'admitted') throw new Error('not admitted');
    };
    for (let i = 0; i < 1_000; i++) await one(); // warm-up
    const before = process.cpuUsage();
    let next = 0;
    await Promise.all(Array.from({ length: 50 }, async () => {
      while (next++ < n) await one();
    }));
    const used = process.cpuUsage(before);
    return (used.user + used.system) / n;
  } finally {
    await limits.close();
  }
}

async function main(): Promise<void> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-redis-'));
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  const mock = await startMockProcess({ replyTokens: REPLY_WORDS, chunks: REPLY_CHUNKS });
  const unders: Under[] = [];
  try {
    unders.push(await start('local', mock.url, workDir, {}));
    unders.push(await start('redis', mock.url, workDir, { REDIS_URL }));
    const rows: string[] = [];
    const rps: Record<string, number[]> = {};
    const cpuMs: Record<string, number[]> = {};
    for (const traffic of TRAFFIC) {
      for (let round = 1; round <= ROUNDS; round++) {
        for (const u of round % 2 ? unders : [...unders].reverse()) {
          const r = await measure(u, traffic, redis);
          (rps[`${u.name}/${traffic}`] ??= []).push(r.rps);
          // Gateway CPU per request: less sensitive than req/s to what else the machine is doing.
          const perRequest = r.cpu !== null && r.requests ? (r.cpu * SECONDS * 1000) / r.requests : NaN;
          (cpuMs[`${u.name}/${traffic}`] ??= []).push(perRequest);
          const redisMs = u.name === 'redis' ? r.redisCpuMsPerRequest.toFixed(3) : '–';
          rows.push(
            `| ${TRAFFIC_LABEL[traffic]} | ${round} | ${u.name === 'redis' ? 'Redis (REDIS_URL)' : 'in process'} | ${r.rps} | ${r.latencyMs.p50.toFixed(2)} | ` +
              `${r.latencyMs.p99.toFixed(2)} | ${r.cpu?.toFixed(2) ?? '-'} | ${perRequest.toFixed(3)} | ${redisMs} | ${r.redisCallsPerRequest.toFixed(2)} | ${r.non2xx + r.errors} |`,
          );
        }
      }
    }
    const sum = (xs: number[] | undefined) => (xs ?? []).reduce((a, b) => a + b, 0);
    const ratio = (t: Traffic) => (sum(rps[`redis/${t}`]) / sum(rps[`local/${t}`])).toFixed(3);
    const cpuRatio = (t: Traffic) => (sum(cpuMs[`redis/${t}`]) / sum(cpuMs[`local/${t}`])).toFixed(3);
    const each = (f: (t: Traffic) => string) => TRAFFIC.map((t) => `PII ${TRAFFIC_LABEL[t]} ${f(t)}`).join(', ');
    process.stdout.write(
      [
        `Shared limits, non-streaming chat, ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} alternating rounds, Business account, PostgreSQL, ${new Date().toISOString()}`,
        '',
        '| PII | round | limits | req/s | p50 ms | p99 ms | gateway CPU (cores) | gateway CPU ms/request | redis-server CPU ms/request | Redis round trips/request | non-2xx+errors |',
        '|---|---|---|---|---|---|---|---|---|---|---|',
        ...rows,
        '',
        `throughput with Redis / without (all rounds): ${each(ratio)}`,
        `gateway CPU per request with Redis / without: ${each(cpuRatio)}`,
        `the shared limiter alone: ${(await cpuPerSharedDecision(redis)).toFixed(1)} µs of CPU per decision (minute limit + quota, one round trip)`,
        '',
      ].join('\n'),
    );
  } finally {
    for (const u of unders) {
      await u.proc.stop();
      await u.db.dispose().catch(() => {});
    }
    await mock.stop();
    redis.disconnect();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
