// Hot-path cost of shared limits: the same chat requests, in the same run, through a gateway with
// in-process limits and through one with REDIS_URL (minute limit and Business quota decided by one Lua
// script per request). Both run against one mock upstream and PostgreSQL, on a Business account with
// limits lifted so they never refuse; only the gateway being measured gets traffic. Redis round trips
// per request are read from Redis's own command statistics.
//
//   npx tsx bench/redis-limits.ts        (REDIS_URL, default redis://127.0.0.1:6379; BENCH_SECONDS=5)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import postgres from 'postgres';
import { chatBody, REPLY_CHUNKS, REPLY_WORDS } from './gateway.js';
import { prepareDatabase, type BenchDatabase } from './lib/database.js';
import { runLoad, type LoadResult } from './lib/load.js';
import { CpuMeter } from './lib/machine.js';
import { startGatewayProcess, startMockProcess, type GatewayProcess } from './lib/processes.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

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
  for (const m of info.matchAll(/^cmdstat_(evalsha|eval|set|get):calls=(\d+)/gm)) calls += Number(m[2]);
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

async function main(): Promise<void> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-redis-'));
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  const mock = await startMockProcess({ replyTokens: REPLY_WORDS, chunks: REPLY_CHUNKS });
  const unders: Under[] = [];
  try {
    unders.push(await start('local', mock.url, workDir, {}));
    unders.push(await start('redis', mock.url, workDir, { REDIS_URL }));
    const rows: string[] = [];
    const rps: Record<string, number> = {};
    for (const pii of [false, true]) {
      for (const u of unders) {
        const r = await measure(u, pii, redis);
        rps[`${u.name}/${pii}`] = r.rps;
        rows.push(
          `| ${pii ? 'on (regex)' : 'off'} | ${u.name === 'redis' ? 'Redis (REDIS_URL)' : 'in process'} | ${r.rps} | ${r.latencyMs.p50.toFixed(2)} | ` +
            `${r.latencyMs.p99.toFixed(2)} | ${r.cpu?.toFixed(2) ?? '-'} | ${r.redisCallsPerRequest.toFixed(2)} | ${r.non2xx + r.errors} |`,
        );
      }
    }
    process.stdout.write(
      [
        `Shared limits, non-streaming chat, ${CONNECTIONS} connections, ${SECONDS} s each, Business account, PostgreSQL, ${new Date().toISOString()}`,
        '',
        '| PII | limits | req/s | p50 ms | p99 ms | gateway CPU (cores) | Redis calls/request | non-2xx+errors |',
        '|---|---|---|---|---|---|---|---|',
        ...rows,
        '',
        `throughput with Redis / without: PII off ${(rps['redis/false']! / rps['local/false']!).toFixed(3)}, PII on ${(rps['redis/true']! / rps['local/true']!).toFixed(3)}`,
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
