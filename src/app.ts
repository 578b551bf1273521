// Composition root: builds the services, the routes and the HTTP server; startGateway() is what
// main.ts, tests and benchmarks call.
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
import { applyPriceOverridesFile, setModelAliases } from './providers/catalogue.js';
import { closeUpstreamPools } from './providers/upstream-client.js';
import { AccountCache } from './store/account-cache.js';
import { startMetricsServer } from './metrics/server.js';
import { loadOrCreateMasterKey } from './secrets/master-key.js';
import { HttpServer, type RequestContext } from './server/http.js';
import type { Services } from './services.js';
import { mergeKeyUse, touchApiKeys, type KeyUse } from './store/api-keys.js';
import { insertAuditEvents, mergeAuditEvent } from './store/audit.js';
import { Batcher } from './store/batcher.js';
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

export async function startGateway(config: Config, opts: GatewayOptions = {}): Promise<Gateway> {
  const logger = opts.logger ?? createLogger({ level: config.logLevel });
  if (config.pricesFile) applyPriceOverridesFile(config.pricesFile);
  setModelAliases(config.modelAliases);
  // The PII workers first: a NER model that cannot be loaded stops start-up before the database wait.
  const piiPool = await startPiiPool(config, logger);
  let db: Database | undefined;
  let masterKey: Buffer;
  let devAccount: DevAccount | null;
  try {
    db = await connectDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolMax: config.databasePoolMax,
      schema: opts.schema,
      embeddedPort: config.embeddedDbPort,
      onProgress: (message) => logger.info(message),
    });
    await migrate(db.sql);
    masterKey = loadOrCreateMasterKey(config.masterKey, config.dataDir);
    devAccount = opts.seedDevAccount && !db.server ? await seedDevAccountIfEmpty(db.sql) : null;
  } catch (err) {
    // Release the workers and the embedded data folder's lock, so a caller may try again.
    await Promise.allSettled([piiPool.close(), db?.close()]);
    throw err;
  }

  const onFlush = (name: string, seconds: number, err: unknown) => {
    dbBatchFlushDurationSeconds.observe({ batch: name }, seconds);
    if (err) {
      dbBatchFlushFailuresTotal.inc({ batch: name });
      logger.error({ batch: name, err: err instanceof Error ? err.message : String(err) }, 'batch flush failed');
    }
  };
  const auth = new Authenticator(db, {
    ttlMs: config.authCacheTtlMs,
    failuresPerMinute: config.authFailuresPerMinute,
    onCacheResult: (hit) => (hit ? authCacheHitsTotal.inc() : authCacheMissesTotal.inc()),
  });
  const mappings = new MappingStore();
  const limiter = await startLimiter(config, db, logger);
  let lifecycle: Lifecycle = 'starting';
  const unregisterCollectors = [
    registerPoolCollector(() => piiPool.stats()),
    registerMappingStoreCollector(() => ({ entries: mappings.size, bytes: mappings.bytes })),
  ];
  const services: Services = {
    config,
    db,
    masterKey,
    auth,
    rateLimiter: limiter,
    logger,
    accounts: new AccountCache(db.sql, masterKey, auth.bus, config.authCacheTtlMs, logger),
    planRules: new PlanRules(db.sql, config, undefined, limiter instanceof SharedLimits ? limiter : undefined),
    piiPool,
    mappings,
    batches: {
      // mergeKeyUse leaves one item (the latest use) per key in a batch.
      keyUse: new Batcher<KeyUse>({
        name: 'key_use',
        intervalMs: config.batchFlushMs,
        onFlush,
        merge: mergeKeyUse,
        flush: (items) => touchApiKeys(db.sql, new Map(items.map((u) => [u.keyId, u.at]))),
      }),
      audit: new Batcher({ name: 'audit', intervalMs: config.batchFlushMs, onFlush, merge: mergeAuditEvent, flush: (items) => insertAuditEvents(db.sql, items) }),
      usage: new Batcher({ name: 'usage', intervalMs: config.batchFlushMs, onFlush, merge: mergeUsage, flush: (items) => writeUsage(db.sql, items) }),
    },
  };
  await services.auth.start();

  const server = new HttpServer(
    [
      ...healthRoutes(services),
      ...readinessRoutes(services, { state: () => lifecycle, piiWorkers: () => piiPool.stats().threads }),
      ...keyRoutes(services),
      ...providerKeyRoutes(services),
      ...settingsRoutes(services),
      ...usageRoutes(services),
      ...chatRoutes(services),
      // The web console: its page and files, sign-in and sessions (its data comes from the /v1 routes).
      ...consoleApiRoutes(services),
      ...consoleStaticRoutes(),
    ],
    config.bodyLimitBytes,
    {
      onFinish: (ctx) => {
        limiter.settle(ctx);
        recordRequest(ctx, logger);
      },
      onUnexpectedError: (ctx, err) =>
        logger.error({ request_id: ctx?.requestId, route: ctx?.route, err: err instanceof Error ? err.stack : String(err) }, 'unexpected error'),
    },
  );
  let port: number;
  let metrics: Awaited<ReturnType<typeof startMetricsServer>> | null;
  try {
    port = await server.listen(config.host, config.port);
    metrics = opts.metrics === false ? null : await startMetricsServer(config.metricsPort, config.metricsHost);
  } catch (err) {
    // A taken port: release what was started, so the caller's error is the only consequence.
    await server.close(0);
    await Promise.allSettled([services.auth.stop(), piiPool.close(), limiter.close()]);
    for (const unregister of unregisterCollectors) unregister();
    await db.close().catch(() => {});
    throw err;
  }

  let closed = false;
  lifecycle = 'ready';
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    metricsPort: metrics?.port ?? null,
    services,
    devAccount,
    drain() {
      lifecycle = 'draining';
    },
    async close() {
      if (closed) return;
      closed = true;
      lifecycle = 'draining';
      // In-flight requests end (or are cut) and record their usage before the batches flush.
      await server.close(config.shutdownGraceMs);
      await Promise.all(Object.values(services.batches).map((b) => b.close()));
      for (const [name, b] of Object.entries(services.batches)) {
        if (b.pending) logger.error({ batch: name, items: b.pending }, 'shutdown: batch not written, its items are lost');
      }
      await services.auth.stop();
      await limiter.close();
      for (const unregister of unregisterCollectors) unregister();
      await piiPool.close();
      await metrics?.close();
      await closeUpstreamPoolsBounded();
      await db.close();
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
