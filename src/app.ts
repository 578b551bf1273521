// Composition root: builds the services, the routes and the HTTP server, and listens; startGateway() is
// what main.ts, tests and benchmarks call.
import { chatRoutes } from './api/chat.js';
import { consoleApiRoutes } from './api/console.js';
import { consoleStaticRoutes } from './console/static-routes.js';
import { healthRoutes } from './api/health.js';
import { readinessRoutes, type Lifecycle } from './api/readiness.js';
import { seedDevAccountIfEmpty, type DevAccount } from './bootstrap.js';
import { keyRoutes } from './api/keys.js';
import { providerKeyRoutes } from './api/provider-keys.js';
import { settingsRoutes } from './api/settings.js';
import { usageRoutes } from './api/usage.js';
import { Authenticator } from './auth/authenticator.js';
import type { Config } from './config.js';
import { PlanRules } from './limits/plan-rules.js';
import { LocalRequestLimiter, type RequestLimiter } from './limits/rate-limiter.js';
import { SharedLimits } from './limits/shared-limits.js';
import { createLogger, logRequest, type Logger, type RequestLogEntry } from './log.js';
import {
  authCacheHitsTotal,
  authCacheMissesTotal,
  dbBatchFlushDurationSeconds,
  dbBatchFlushFailuresTotal,
  httpErrorsTotal,
  httpRequestDurationSeconds,
  httpRequestsTotal,
  registerMappingStoreCollector,
  registerPoolCollector,
  statusClass,
} from './metrics/metrics.js';
import { MappingStore } from './pii/mapping-store.js';
import { PiiPool } from './pii/pool.js';
import { loadLexicon } from './pii/morph/index.js';
import { applyPriceOverridesFile, setModelAliases } from './providers/catalogue.js';
import { closeUpstreamPools } from './providers/upstream-client.js';
import { AccountCache } from './store/account-cache.js';
import { startMetricsServer, type MetricsServer } from './metrics/server.js';
import { loadOrCreateMasterKey } from './secrets/master-key.js';
import { HttpServer, type RequestContext, type RouteDef } from './server/http.js';
import type { Services } from './services.js';
import { mergeKeyUse, touchApiKeys, type KeyUse } from './store/api-keys.js';
import { insertAuditEvents, mergeAuditEvent } from './store/audit.js';
import { Batcher } from './store/batcher.js';
import { storeUnavailableError } from './store/unavailable.js';
import { replayUsageJournals, UsageJournal } from './store/usage-journal.js';
import { InFlightChats } from './chat/in-flight.js';
import { connectDatabase, type Database } from './store/db.js';
import { migrate } from './store/migrate.js';
import { mergeUsage, writeUsage } from './store/usage.js';

export interface GatewayOptions {
  /** Server mode: isolate this gateway's tables in a schema (tests). */
  schema?: string;
  logger?: Logger;
  /** Start the Prometheus endpoint (default true). */
  metrics?: boolean;
  /** Embedded database only: on an empty database, create a dev account before listening. */
  seedDevAccount?: boolean;
}

export interface Gateway {
  url: string;
  port: number;
  metricsPort: number | null;
  services: Services;
  /** The dev account created on this start (embedded first start), keys in clear — print once. */
  devAccount: DevAccount | null;
  /** Readiness answers 503 from now on (SIGTERM), while requests are still served. */
  drain(): void;
  close(): Promise<void>;
}

/**
 * Starts a gateway in three steps: build the services (PII workers, database, caches, limits, batched
 * writes), build the HTTP server with every route, listen. Whatever a step started is released when a
 * later one fails, so the caller's error is the only consequence.
 */
export async function startGateway(config: Config, opts: GatewayOptions = {}): Promise<Gateway> {
  const logger = opts.logger ?? createLogger({ level: config.logLevel });
  if (config.pricesFile) applyPriceOverridesFile(config.pricesFile);
  setModelAliases(config.modelAliases);
  const built = await buildServices(config, opts, logger);
  const lifecycle: LifecycleState = { state: 'starting' };
  const server = buildServer(built, lifecycle);
  let listening: Listening;
  try {
    listening = await listen(server, config, opts);
  } catch (err) {
    // A taken port: nothing was served yet.
    await server.close(0);
    await built.release();
    throw err;
  }
  lifecycle.state = 'ready';
  return gatewayHandle(built, server, listening, lifecycle);
}

/** What buildServices started, and how to stop all of it at once when start-up fails later. */
interface BuiltServices {
  services: Services;
  /** The same objects as services.piiPool and services.rateLimiter, with their start-up/shutdown side. */
  piiPool: PiiPool;
  limiter: RequestLimiter;
  devAccount: DevAccount | null;
  /** The usage batcher's crash journal, closed after the last flush. */
  usageJournal: UsageJournal;
  /** Prometheus collectors reading the pool and the mapping store, removed again on close. */
  unregisterCollectors: Array<() => void>;
  release(): Promise<void>;
}

interface LifecycleState { state: Lifecycle }

interface Listening { port: number; metrics: MetricsServer | null }

// ---- 1. services ------------------------------------------------------------------------------------

async function buildServices(config: Config, opts: GatewayOptions, logger: Logger): Promise<BuiltServices> {
  // The PII workers first: a NER model that cannot be loaded stops start-up before the database wait.
  const piiPool = await startPiiPool(config, logger);
  const store = await openStore(config, opts, logger).catch(async (err: unknown) => {
    await piiPool.close();
    throw err;
  });
  const { db, masterKey } = store;
  const auth = new Authenticator(db, {
    ttlMs: config.authCacheTtlMs,
    storeTimeoutMs: config.databaseTimeoutMs,
    failuresPerMinute: config.authFailuresPerMinute,
    onCacheResult: (hit) => (hit ? authCacheHitsTotal.inc() : authCacheMissesTotal.inc()),
  });
  const mappings = new MappingStore();
  const chats = new InFlightChats();
  // A revoked key's requests end at once, here and (through the bus) on every other instance.
  auth.bus.onInvalidate('key', (hash) => chats.revoke(hash));
  let limiter: RequestLimiter | undefined;
  const unregisterCollectors = [
    registerPoolCollector(() => piiPool.stats()),
    registerMappingStoreCollector(() => ({ entries: mappings.size, bytes: mappings.bytes })),
  ];
  const release = async () => {
    await Promise.allSettled([auth.stop(), piiPool.close(), limiter?.close()]);
    for (const unregister of unregisterCollectors) unregister();
    await db.close().catch(() => {});
  };
  const usageJournal = new UsageJournal(config.dataDir, (err) =>
    logger.error({ err: err instanceof Error ? err.message : String(err) }, 'usage journal failed: a crash may lose up to BATCH_FLUSH_MS of usage'));
  try {
    limiter = await startLimiter(config, db, logger);
    const services: Services = {
      config,
      db,
      masterKey,
      auth,
      rateLimiter: limiter,
      logger,
      accounts: new AccountCache(db.sql, masterKey, auth.bus, config.authCacheTtlMs, logger, config.databaseTimeoutMs),
      planRules: new PlanRules(db.sql, config, undefined, limiter instanceof SharedLimits ? limiter : undefined),
      piiPool,
      mappings,
      chats,
      batches: batchedWrites(config, db, logger, usageJournal),
    };
    await auth.start();
    return { services, piiPool, limiter, devAccount: store.devAccount, usageJournal, unregisterCollectors, release };
  } catch (err) {
    usageJournal.close();
    await release();
    throw err;
  }
}

/** The database, migrated, the master key, and on an empty embedded database the dev account. */
async function openStore(config: Config, opts: GatewayOptions, logger: Logger): Promise<{ db: Database; masterKey: Buffer; devAccount: DevAccount | null }> {
  let db: Database | undefined;
  try {
    db = await connectDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolMax: config.databasePoolMax,
      // A database that accepts connections and never completes them fails queries within DATABASE_TIMEOUT_MS.
      connectTimeoutS: Math.max(1, Math.ceil(config.databaseTimeoutMs / 1000)),
      schema: opts.schema,
      embeddedPort: config.embeddedDbPort,
      onProgress: (message) => logger.info(message),
    });
    await migrate(db.sql);
    // Usage a crashed process had journaled but not yet written, before any new traffic.
    // A replay that fails leaves the journals for the next start rather than keeping this one from serving.
    await replayUsageJournals(db.sql, config.dataDir).then(
      (replayed) => replayed.journals && logger.info({ ...replayed }, 'usage journals of stopped processes replayed'),
      (err: unknown) => logger.error({ err: err instanceof Error ? err.message : String(err) }, 'usage journal replay failed; kept for the next start'),
    );
    const masterKey = loadOrCreateMasterKey(config.masterKey, config.dataDir);
    const devAccount = opts.seedDevAccount && !db.server ? await seedDevAccountIfEmpty(db.sql) : null;
    return { db, masterKey, devAccount };
  } catch (err) {
    // Release the embedded data folder's lock, so a caller may try again.
    await db?.close().catch(() => {});
    throw err;
  }
}

/** Writes that leave the request path: usage, key last use and audit events, flushed every BATCH_FLUSH_MS. */
function batchedWrites(config: Config, db: Database, logger: Logger, usageJournal: UsageJournal): Services['batches'] {
  const onFlush = (name: string, seconds: number, err: unknown) => {
    dbBatchFlushDurationSeconds.observe({ batch: name }, seconds);
    if (err) {
      dbBatchFlushFailuresTotal.inc({ batch: name });
      logger.error({ batch: name, err: err instanceof Error ? err.message : String(err) }, 'batch flush failed');
    }
  };
  const intervalMs = config.batchFlushMs;
  return {
    // mergeKeyUse leaves one item (the latest use) per key in a batch.
    keyUse: new Batcher<KeyUse>({
      name: 'key_use',
      intervalMs,
      onFlush,
      merge: mergeKeyUse,
      flush: (items) => touchApiKeys(db.sql, new Map(items.map((u) => [u.keyId, u.at]))),
    }),
    audit: new Batcher({ name: 'audit', intervalMs, onFlush, merge: mergeAuditEvent, flush: (items) => insertAuditEvents(db.sql, items) }),
    usage: new Batcher({
      name: 'usage',
      intervalMs,
      onFlush,
      merge: mergeUsage,
      journal: usageJournal,
      flush: (items, mark) => writeUsage(db.sql, items, mark === undefined ? undefined : { journal: usageJournal.id, seq: mark }),
    }),
  };
}

// ---- 2. routes and the HTTP server -----------------------------------------------------------------

function buildRoutes(services: Services, piiPool: PiiPool, lifecycle: LifecycleState): RouteDef[] {
  return [
    ...healthRoutes(services),
    ...readinessRoutes(services, { state: () => lifecycle.state, piiWorkers: () => piiPool.stats().threads }),
    ...keyRoutes(services),
    ...providerKeyRoutes(services),
    ...settingsRoutes(services),
    ...usageRoutes(services),
    ...chatRoutes(services),
    // The web console: its page and files, sign-in and sessions (its data comes from the /v1 routes).
    ...consoleApiRoutes(services),
    ...consoleStaticRoutes(),
  ];
}

function buildServer(built: BuiltServices, lifecycle: LifecycleState): HttpServer {
  const { services, piiPool, limiter } = built;
  const { logger } = services;
  return new HttpServer(buildRoutes(services, piiPool, lifecycle), services.config.bodyLimitBytes, {
    onFinish: (ctx) => {
      limiter.settle(ctx);
      recordRequest(ctx, logger);
    },
    knownError: storeUnavailableError,
    onUnexpectedError: (ctx, err) =>
      logger.error({ request_id: ctx?.requestId, route: ctx?.route, err: err instanceof Error ? err.stack : String(err) }, 'unexpected error'),
  });
}

// ---- 3. listening, and the running gateway ---------------------------------------------------------

/** The API port (bound exclusively), then the metrics port. */
async function listen(server: HttpServer, config: Config, opts: GatewayOptions): Promise<Listening> {
  const port = await server.listen(config.host, config.port);
  const metrics = opts.metrics === false ? null : await startMetricsServer(config.metricsPort, config.metricsHost);
  return { port, metrics };
}

function gatewayHandle(built: BuiltServices, server: HttpServer, listening: Listening, lifecycle: LifecycleState): Gateway {
  const { services, piiPool, limiter, unregisterCollectors, usageJournal } = built;
  const { config, logger } = services;
  let closed = false;
  return {
    url: `http://127.0.0.1:${listening.port}`,
    port: listening.port,
    metricsPort: listening.metrics?.port ?? null,
    services,
    devAccount: built.devAccount,
    drain() {
      lifecycle.state = 'draining';
    },
    async close() {
      if (closed) return;
      closed = true;
      lifecycle.state = 'draining';
      // In-flight requests end (or are cut) and record their usage before the batches flush.
      await server.close(config.shutdownGraceMs);
      await Promise.all(Object.values(services.batches).map((b) => b.close()));
      for (const [name, b] of Object.entries(services.batches)) {
        if (!b.pending) continue;
        if (name === 'usage') logger.error({ batch: name, items: b.pending }, 'shutdown: usage not written; kept in the usage journal for the next start');
        else logger.error({ batch: name, items: b.pending }, 'shutdown: batch not written, its items are lost');
      }
      usageJournal.close();
      // All usage written: this process's journal mark is no longer needed.
      if (!services.batches.usage.pending) await services.db.sql`DELETE FROM usage_journal_marks WHERE journal = ${usageJournal.id}`.catch(() => {});
      await services.auth.stop();
      await limiter.close();
      for (const unregister of unregisterCollectors) unregister();
      await piiPool.close();
      await listening.metrics?.close();
      await closeUpstreamPoolsBounded();
      await services.db.close();
    },
  };
}

/** REDIS_URL: limits shared through Redis (waits briefly for it; an unreachable one is handled per
 * LIMITS_ON_REDIS_ERROR). Otherwise in-process limits, with a warning when a database server suggests
 * several instances. */
async function startLimiter(config: Config, db: Database, logger: Logger): Promise<RequestLimiter> {
  if (!config.redis.url) {
    if (db.server) {
      logger.warn('REDIS_URL is not set: rate limits and quotas are counted per instance; several instances on one database need REDIS_URL');
    }
    return new LocalRequestLimiter();
  }
  const shared = new SharedLimits({ redis: { ...config.redis, url: config.redis.url }, sql: db.sql, quotas: config, logger });
  if (!(await shared.connected(2_000))) {
    logger.warn({ mode: config.redis.onError }, 'limits: Redis not reachable at start-up; LIMITS_ON_REDIS_ERROR applies until it is');
  }
  return shared;
}

/** The upstream pools are per process (main.ts closes them again, a no-op then); in tests other gateways
 * may still stream through them, so do not wait for those. */
async function closeUpstreamPoolsBounded(): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, 1_000)));
  await Promise.race([closeUpstreamPools(), bound]);
  clearTimeout(timer);
}

/** Starts the PII workers and waits until they run (with NER: the model loaded), else rejects. */
async function startPiiPool(config: Config, logger: Logger): Promise<PiiPool> {
  if (config.piiNer) logger.info({ model_dir: config.nerModelDir }, 'loading the NER model');
  // A deep queue: under a burst, requests wait for a worker rather than fail.
  const piiPool = new PiiPool({
    threads: config.piiPoolThreads || undefined,
    batchesPerThread: config.piiBatchesPerThread,
    spillChars: config.piiSpillChars,
    spillAfterMs: config.piiSpillAfterMs,
    workerNice: config.piiWorkerNice,
    ner: config.piiNer,
    nerModelDir: config.nerModelDir,
    maxQueue: 10_000,
    cacheEntries: config.piiCacheEntries,
    cacheTtlMs: config.piiCacheTtlMs,
  });
  try {
    await piiPool.ready();
  } catch (err) {
    await piiPool.close();
    throw err;
  }
  // Restoring declines linked names on this thread: read the declension lexicon now, not in the first answer.
  loadLexicon();
  return piiPool;
}

function recordRequest(ctx: RequestContext, logger: Logger): void {
  const seconds = (performance.now() - ctx.startedAt) / 1000;
  const status = ctx.aborted && !ctx.status ? 499 : ctx.status;
  httpRequestsTotal.inc({ route: ctx.route, method: ctx.method, status_class: ctx.aborted ? 'aborted' : statusClass(status) });
  httpRequestDurationSeconds.observe({ route: ctx.route }, seconds);
  const errorType = ctx.aborted ? 'client_aborted' : (ctx.log.error_type as string | undefined);
  if (errorType) httpErrorsTotal.inc({ route: ctx.route, error_type: errorType });
  // The request is over: its log fields are completed in place rather than copied into a new entry.
  const entry = ctx.log;
  entry.request_id = ctx.requestId;
  entry.route = ctx.route;
  entry.method = ctx.method;
  entry.status = status;
  entry.latency_ms = seconds * 1000;
  entry.error_type = errorType;
  logRequest(logger, entry as RequestLogEntry);
}
