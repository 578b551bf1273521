// Environment → typed, validated configuration. The one place where every default lives.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { buildModelAliases } from './providers/catalogue.js';
import type { ProviderName } from './providers/types.js';
import { PROVIDERS } from './providers/types.js';
import { DEFAULT_PROVIDER_BASE_URLS } from './providers/wire.js';
import { MasterKeyError, parseMasterKey } from './secrets/master-key.js';
import { VERSION } from './version.js';

/** models/ner beside src/ (dist/models is a link to it after a build). */
export const DEFAULT_NER_MODEL_DIR: string = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'models', 'ner');

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));
// Upstream calls are plain HTTP(S); anything else would fail on every request instead of at start.
const url = z.string().refine(isHttpUrl, 'must be an http:// or https:// URL');

function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  METRICS_PORT: port.default(9464),
  METRICS_HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  DATABASE_POOL_MAX: positiveInt.default(10),
  /** How long a request waits for a database answer (key lookup, account data) before 503. */
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  /** Embedded database only: PGlite's own port (0 = any free loopback port). */
  EMBEDDED_DB_PORT: port.default(0),
  GATEWAY_DATA_DIR: z.string().min(1).default('./data'),
  GATEWAY_MASTER_KEY: z.string().optional(),
  LOG_LEVEL: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  ).default('info'),
  BODY_LIMIT_BYTES: positiveInt.default(1024 * 1024),
  /** Deepest nesting of arrays/objects accepted in a JSON request body (400 beyond it). */
  JSON_MAX_DEPTH: z.coerce.number().int().min(4).max(1000).default(64),
  SHUTDOWN_GRACE_MS: positiveInt.default(10_000),
  /** After SIGTERM: how long /readyz answers 503 while requests are still accepted, before shutdown starts. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  AUTH_CACHE_TTL_MS: positiveInt.default(60_000),
  /** Refused API keys per client address and minute before further unknown keys get 429; 0 = no limit. */
  AUTH_FAILURES_PER_MINUTE: z.coerce.number().int().min(0).default(60),
  /** Active API keys one account may hold (creating one more through the API is a 400). */
  MAX_KEYS_PER_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(100),
  /** Provider keys one account may store. */
  MAX_PROVIDER_KEYS_PER_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(50),
  BATCH_FLUSH_MS: positiveInt.default(1000),
  // Per-key per-minute limits (the product design's defaults).
  RATE_LIMIT_TEST: positiveInt.default(20),
  RATE_LIMIT_FREE: positiveInt.default(10),
  RATE_LIMIT_SOLO: positiveInt.default(30),
  RATE_LIMIT_BUSINESS: positiveInt.default(600),
  RATE_LIMIT_ENTERPRISE: positiveInt.default(3000),
  FREE_DAILY_REQUESTS: positiveInt.default(50),
  FREE_MAX_CHARS: positiveInt.default(3000),
  BUSINESS_MONTHLY_REQUESTS: positiveInt.default(100_000),
  /** Shared limits and quotas across instances (redis:// or rediss://); unset = in-process counters. */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional(),
  /** When Redis fails or is slow: open = in-process limits, closed = 503. */
  LIMITS_ON_REDIS_ERROR: z.enum(['open', 'closed']).default('open'),
  /** How long one limit decision may wait for Redis before the mode above applies. */
  REDIS_TIMEOUT_MS: z.coerce.number().int().min(5).max(5_000).default(50),
  // Upstream timeouts.
  UPSTREAM_CONNECT_TIMEOUT_MS: positiveInt.default(5_000),
  UPSTREAM_FIRST_BYTE_TIMEOUT_MS: positiveInt.default(60_000),
  UPSTREAM_IDLE_TIMEOUT_MS: positiveInt.default(30_000),
  /** Largest non-streamed upstream answer, and largest single event of a streamed one (502 / error event past them). */
  UPSTREAM_MAX_BODY_BYTES: z.coerce.number().int().min(1024).default(16 * 1024 * 1024),
  UPSTREAM_MAX_EVENT_BYTES: z.coerce.number().int().min(1024).default(8 * 1024 * 1024),
  PRICES_FILE: z.string().min(1).optional(),
  /** Other model ids accepted for catalogue models: `alias=model,alias=model`. */
  MODEL_ALIASES: z.string().optional(),
  // PII engine.
  PII_POOL_THREADS: z.coerce.number().int().min(0).default(0), // 0 = one per CPU core
  PII_BATCHES_PER_THREAD: z.coerce.number().int().min(1).max(8).default(1),
  PII_SPILL_CHARS: z.coerce.number().int().min(0).default(8192),
  PII_SPILL_AFTER_MS: z.coerce.number().min(0).max(1000).default(5),
  PII_WORKER_NICE: z.coerce.number().int().min(0).max(19).default(5),
  PII_NER: bool.default(true),
  /** Folder holding the NER model (model.onnx, vocab.json). */
  PII_NER_MODEL_DIR: z.string().min(1).optional(),
  PII_CACHE_ENTRIES: z.coerce.number().int().min(0).default(10_000), // per worker thread; 0 = off
  PII_CACHE_TTL_MS: z.coerce.number().int().min(1).default(600_000),
  // Web console.
  CONSOLE_SIGNUP: z.enum(['open', 'closed']).default('closed'),
  CONSOLE_COOKIE_SECURE: bool.default(false),
  CONSOLE_SESSION_IDLE_MINUTES: positiveInt.default(120),
  CONSOLE_SESSION_MAX_HOURS: positiveInt.default(12),
  ...Object.fromEntries(PROVIDERS.map((p) => [`PROVIDER_${p.toUpperCase()}_BASE_URL`, url.optional()])),
});

export type Plan = 'free' | 'solo' | 'business' | 'enterprise';
export const PLANS: readonly Plan[] = ['free', 'solo', 'business', 'enterprise'];

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  metricsPort: number;
  metricsHost: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  databaseTimeoutMs: number;
  embeddedDbPort: number;
  dataDir: string;
  masterKey: string | undefined;
  logLevel: string;
  bodyLimitBytes: number;
  jsonMaxDepth: number;
  shutdownGraceMs: number;
  shutdownDrainMs: number;
  authCacheTtlMs: number;
  authFailuresPerMinute: number;
  /** Caps per account: active API keys, stored provider keys. */
  maxKeysPerAccount: number;
  maxProviderKeysPerAccount: number;
  batchFlushMs: number;
  rateLimits: { test: number } & Record<Plan, number>;
  freeDailyRequests: number;
  freeMaxChars: number;
  businessMonthlyRequests: number;
  /** Shared limits: Redis URL (undefined = in-process), behaviour on Redis errors, per-decision timeout. */
  redis: { url: string | undefined; onError: 'open' | 'closed'; timeoutMs: number };
  upstream: { connectTimeoutMs: number; firstByteTimeoutMs: number; idleTimeoutMs: number; maxBodyBytes: number; maxEventBytes: number };
  providerBaseUrls: Record<ProviderName, string>;
  pricesFile: string | undefined;
  /** Operator aliases: [other id, catalogue model] pairs, checked against the catalogue. */
  modelAliases: Array<[string, string]>;
  piiPoolThreads: number;
  /** Detection batches handed to one PII worker at a time (one worked on, the rest queued in it). */
  piiBatchesPerThread: number;
  /** Characters of text waiting (or in one batch in flight) past which another PII worker takes a batch while one is busy. */
  piiSpillChars: number;
  piiSpillAfterMs: number;
  piiWorkerNice: number;
  piiNer: boolean;
  /** Where the NER model lives; with piiNer the gateway refuses to start if it cannot be loaded. */
  nerModelDir: string;
  /** Detection cache per PII worker: entries (0 = off) and lifetime. */
  piiCacheEntries: number;
  piiCacheTtlMs: number;
  /** Web console: self-service sign-up (Free accounts), the Secure cookie flag, session lifetimes. */
  console: { signup: boolean; cookieSecure: boolean; idleSeconds: number; absoluteSeconds: number };
  /** Written into /v1/health. */
  version: string;
}

/** Every problem of the environment at once, one line per variable; the message never echoes a value. */
export class ConfigError extends Error {}

export interface LoadConfigOptions {
  /**
   * Whether a database server needs GATEWAY_MASTER_KEY (default true). The admin command seals
   * nothing, so it passes false.
   */
  masterKeyRequired?: boolean;
}

/** Rules that involve several variables; each returns `VARIABLE: problem` lines. */
function crossChecks(env: Record<string, string>, opts: LoadConfigOptions): string[] {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';
  if (env.GATEWAY_MASTER_KEY) {
    try {
      parseMasterKey(env.GATEWAY_MASTER_KEY);
    } catch (err) {
      if (!(err instanceof MasterKeyError)) throw err;
      problems.push(err.message);
    }
  } else if (production) {
    problems.push('GATEWAY_MASTER_KEY: required when NODE_ENV=production');
  } else if (env.DATABASE_URL && opts.masterKeyRequired !== false) {
    // Every instance on one database must seal and open provider keys with the same key.
    problems.push('GATEWAY_MASTER_KEY: required when DATABASE_URL is set (all instances must share it; generate one with openssl rand -hex 32)');
  }
  if (env.MODEL_ALIASES) {
    try {
      buildModelAliases(parseModelAliases(env.MODEL_ALIASES));
    } catch (err) {
      problems.push(`MODEL_ALIASES: ${(err as Error).message}`);
    }
  }
  if (production && !env.DATABASE_URL) {
    problems.push('DATABASE_URL: required when NODE_ENV=production (the embedded database is for development)');
  }
  return problems;
}

/** `alias=model, alias=model` → pairs; an entry without one `=` between two ids is an error naming its position. */
function parseModelAliases(raw: string | undefined): Array<[string, string]> {
  if (!raw) return [];
  return raw.split(',').map((entry, i) => {
    const parts = entry.split('=').map((p) => p.trim());
    if (parts.length !== 2 || !parts[0] || !parts[1] || /\s/.test(parts[0] + parts[1])) {
      throw new Error(`entry ${i + 1} is not alias=model`);
    }
    return [parts[0], parts[1]];
  });
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, opts: LoadConfigOptions = {}): Config {
  // Empty strings mean "unset" (common in compose files and CI).
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;
  const parsed = envSchema.safeParse(cleaned);
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  problems.push(...crossChecks(cleaned, opts));
  if (!parsed.success || problems.length) {
    throw new ConfigError(`invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data as z.infer<typeof envSchema> & Record<string, string | undefined>;
  const providerBaseUrls = Object.fromEntries(
    PROVIDERS.map((p) => [p, (e[`PROVIDER_${p.toUpperCase()}_BASE_URL`] ?? DEFAULT_PROVIDER_BASE_URLS[p]).replace(/\/+$/, '')]),
  ) as Record<ProviderName, string>;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    databaseTimeoutMs: e.DATABASE_TIMEOUT_MS,
    embeddedDbPort: e.EMBEDDED_DB_PORT,
    dataDir: e.GATEWAY_DATA_DIR,
    masterKey: e.GATEWAY_MASTER_KEY,
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    jsonMaxDepth: e.JSON_MAX_DEPTH,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    authCacheTtlMs: e.AUTH_CACHE_TTL_MS,
    authFailuresPerMinute: e.AUTH_FAILURES_PER_MINUTE,
    maxKeysPerAccount: e.MAX_KEYS_PER_ACCOUNT,
    maxProviderKeysPerAccount: e.MAX_PROVIDER_KEYS_PER_ACCOUNT,
    batchFlushMs: e.BATCH_FLUSH_MS,
    rateLimits: {
      test: e.RATE_LIMIT_TEST,
      free: e.RATE_LIMIT_FREE,
      solo: e.RATE_LIMIT_SOLO,
      business: e.RATE_LIMIT_BUSINESS,
      enterprise: e.RATE_LIMIT_ENTERPRISE,
    },
    freeDailyRequests: e.FREE_DAILY_REQUESTS,
    freeMaxChars: e.FREE_MAX_CHARS,
    businessMonthlyRequests: e.BUSINESS_MONTHLY_REQUESTS,
    redis: { url: e.REDIS_URL, onError: e.LIMITS_ON_REDIS_ERROR, timeoutMs: e.REDIS_TIMEOUT_MS },
    upstream: {
      connectTimeoutMs: e.UPSTREAM_CONNECT_TIMEOUT_MS,
      firstByteTimeoutMs: e.UPSTREAM_FIRST_BYTE_TIMEOUT_MS,
      idleTimeoutMs: e.UPSTREAM_IDLE_TIMEOUT_MS,
      maxBodyBytes: e.UPSTREAM_MAX_BODY_BYTES,
      maxEventBytes: e.UPSTREAM_MAX_EVENT_BYTES,
    },
    providerBaseUrls,
    pricesFile: e.PRICES_FILE,
    modelAliases: parseModelAliases(e.MODEL_ALIASES),
    piiPoolThreads: e.PII_POOL_THREADS,
    piiBatchesPerThread: e.PII_BATCHES_PER_THREAD,
    piiSpillChars: e.PII_SPILL_CHARS,
    piiSpillAfterMs: e.PII_SPILL_AFTER_MS,
    piiWorkerNice: e.PII_WORKER_NICE,
    piiNer: e.PII_NER,
    nerModelDir: e.PII_NER_MODEL_DIR ? resolve(e.PII_NER_MODEL_DIR) : DEFAULT_NER_MODEL_DIR,
    piiCacheEntries: e.PII_CACHE_ENTRIES,
    piiCacheTtlMs: e.PII_CACHE_TTL_MS,
    console: {
      signup: e.CONSOLE_SIGNUP === 'open',
      cookieSecure: e.CONSOLE_COOKIE_SECURE,
      idleSeconds: e.CONSOLE_SESSION_IDLE_MINUTES * 60,
      absoluteSeconds: e.CONSOLE_SESSION_MAX_HOURS * 3600,
    },
    version: VERSION,
  };
}
