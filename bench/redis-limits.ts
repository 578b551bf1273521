// Hot-path cost of shared limits: the same chat requests, in the same run, through a gateway with
// in-process limits and through one with REDIS_URL (minute limit and Business quota decided by one Lua
// script per request). Both run against one mock upstream and PostgreSQL, on a Business account with
// limits lifted so they never refuse; only the gateway being measured gets traffic, the two gateways
// alternate (BENCH_ROUNDS rounds) so that a busy machine's drift hits both alike. Redis round trips per
// request are script calls (EVALSHA/EVAL) counted by Redis itself (commands a script runs inside Redis
// are counted separately and are not round trips).
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
import { chatBody, REPLY_CHUNKS, REPLY_WORDS } from './gateway.js';
import { prepareDatabase, type BenchDatabase } from './lib/database.js';
import { runLoad, type LoadResult } from './lib/load.js';
import { CpuMeter } from './lib/machine.js';
import { startGatewayProcess, startMockProcess, type GatewayProcess } from './lib/processes.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

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
      PII_NER: 'false',
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

async function measure(u: Under, pii: boolean, redis: Redis): Promise<LoadResult & { cpu: number | null; redisCallsPerRequest: number }> {
  await call(u, 'PATCH', '/v1/settings/pii', { enabled: pii }, 200);
  const spec = { url: `${u.proc.url}/v1/chat/completions`, headers: { authorization: `Bearer ${u.key}` }, body: chatBody(false), connections: CONNECTIONS };
  await runLoad({ ...spec, durationS: 1 }); // warm-up
  const before = await scriptCalls(redis);
  const meter = new CpuMeter({ gateway: u.proc.pid });
  const result = await runLoad({ ...spec, durationS: SECONDS });
  const cpu = meter.stop().gateway;
  const calls = (await scriptCalls(redis)) - before;
  const total = result.requests + result.non2xx;
  return { ...result, cpu, redisCallsPerRequest: total ? calls / total : 0 };
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
    for (const pii of [false, true]) {
      for (let round = 1; round <= ROUNDS; round++) {
        for (const u of round % 2 ? unders : [...unders].reverse()) {
          const r = await measure(u, pii, redis);
          (rps[`${u.name}/${pii}`] ??= []).push(r.rps);
          // Gateway CPU per request: less sensitive than req/s to what else the machine is doing.
          const perRequest = r.cpu !== null && r.requests ? (r.cpu * SECONDS * 1000) / r.requests : NaN;
          (cpuMs[`${u.name}/${pii}`] ??= []).push(perRequest);
          rows.push(
            `| ${pii ? 'on (regex)' : 'off'} | ${round} | ${u.name === 'redis' ? 'Redis (REDIS_URL)' : 'in process'} | ${r.rps} | ${r.latencyMs.p50.toFixed(2)} | ` +
              `${r.latencyMs.p99.toFixed(2)} | ${r.cpu?.toFixed(2) ?? '-'} | ${perRequest.toFixed(3)} | ${r.redisCallsPerRequest.toFixed(2)} | ${r.non2xx + r.errors} |`,
          );
        }
      }
    }
    const sum = (xs: number[] | undefined) => (xs ?? []).reduce((a, b) => a + b, 0);
    const ratio = (pii: boolean) => (sum(rps[`redis/${pii}`]) / sum(rps[`local/${pii}`])).toFixed(3);
    const cpuRatio = (pii: boolean) => (sum(cpuMs[`redis/${pii}`]) / sum(cpuMs[`local/${pii}`])).toFixed(3);
    process.stdout.write(
      [
        `Shared limits, non-streaming chat, ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} alternating rounds, Business account, PostgreSQL, ${new Date().toISOString()}`,
        '',
        '| PII | round | limits | req/s | p50 ms | p99 ms | gateway CPU (cores) | gateway CPU ms/request | Redis round trips/request | non-2xx+errors |',
        '|---|---|---|---|---|---|---|---|---|---|',
        ...rows,
        '',
        `throughput with Redis / without (all rounds): PII off ${ratio(false)}, PII on ${ratio(true)}`,
        `gateway CPU per request with Redis / without: PII off ${cpuRatio(false)}, PII on ${cpuRatio(true)}`,
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
