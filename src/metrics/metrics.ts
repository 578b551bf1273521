// Every Prometheus metric of the gateway, on one registry.
//
// Conventions (https://prometheus.io/docs/practices/naming/):
// - our metrics are prefixed `gateway_`; counters end in `_total`; durations are seconds, sizes bytes;
// - Node's default metrics keep their standard unprefixed names (`process_*`, `nodejs_*`) so stock
//   Node dashboards work too; grafana/dashboards/gateway.json uses those names.
//
// Cardinality rules for callers (a label value creates a time series forever):
// - never put an account id, key id, request id, URL with ids, or anything from message content into a label;
// - `route` is the route TEMPLATE (`/v1/keys/:id`), never the raw path; unmatched paths use `unknown`;
// - `model` must be a public id from the fixed model catalogue (src/providers), never the client's raw
//   string; requests with an unknown model fail validation before any model-labelled metric is touched;
// - `provider` is one of the nine ProviderName values or `mock`.
import { Gauge, Registry, collectDefaultMetrics } from 'prom-client';
// Counters and histograms are updated on the request path: ours, exported identically (fast-metrics.ts).
import { Counter, Histogram } from './fast-metrics.js';

export const registry = new Registry();

// process_cpu_seconds_total, process_resident_memory_bytes, nodejs_eventloop_lag_*, nodejs_heap_*, ...
// No timers: prom-client computes them when /metrics is scraped (the event-loop monitor is libuv's).
collectDefaultMetrics({ register: registry });

/** HTTP status → low-cardinality class label: `2xx`, `4xx`, `5xx` ... (`other` for nonsense). */
export function statusClass(status: number): string {
  if (status >= 100 && status < 600) return STATUS_CLASSES[Math.floor(status / 100) - 1];
  return 'other';
}
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;

/** Seconds elapsed since `startNs` (a `process.hrtime.bigint()` reading); for histogram observations. */
export function secondsSince(startNs: bigint): number {
  return Number(process.hrtime.bigint() - startNs) / 1e9;
}

// Bucket sets, in seconds. Chosen per what they measure rather than prom-client's 5 ms..10 s default.
/** Whole HTTP requests: sub-millisecond management calls up to minute-long streams. */
const REQUEST_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60];
/** Upstream calls and time to first token: tens of milliseconds to minutes. */
const UPSTREAM_BUCKETS = [0.025, 0.05, 0.1, 0.2, 0.35, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10, 20, 30, 60, 120];
/** Gateway overhead must stay tiny; fine buckets from 50 µs to 100 ms. */
const OVERHEAD_BUCKETS = [0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1];
/** PII detection work: regexes take microseconds, NER inference milliseconds. */
const PII_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
/** Database batch flushes. */
const DB_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

// ---------------------------------------------------------------------------------------------------
// HTTP (recorded by src/server/ once per finished request, including errors and client aborts)

/** Finished HTTP requests. Recorded by the server layer when a response ends. `method` is the upper-case HTTP verb; `status_class` is statusClass(status), or `aborted` when the client went away first. */
export const httpRequestsTotal = new Counter({
  name: 'gateway_http_requests_total',
  help: 'HTTP requests answered, by route template, method and status class.',
  labelNames: ['route', 'method', 'status_class'] as const,
  registers: [registry],
});

/** Error replies by `error.type` of the body (bad_request, authentication_error, provider_timeout, ...). Recorded where the error reply is written. */
export const httpErrorsTotal = new Counter({
  name: 'gateway_http_errors_total',
  help: 'HTTP error replies, by route template and error type of the response body.',
  labelNames: ['route', 'error_type'] as const,
  registers: [registry],
});

/** Wall time from request start to the last byte written. Recorded by the server layer. */
export const httpRequestDurationSeconds = new Histogram({
  name: 'gateway_http_request_duration_seconds',
  help: 'HTTP request duration from first byte in to last byte out, by route template.',
  labelNames: ['route'] as const,
  buckets: REQUEST_BUCKETS,
  registers: [registry],
});

/** Time spent in the gateway itself (auth, limits, PII, translation, restore), excluding waiting for the upstream. Recorded by the chat route; `stream` is `true`/`false`. */
export const gatewayOverheadSeconds = new Histogram({
  name: 'gateway_overhead_seconds',
  help: 'Time spent inside the gateway per request, excluding time waiting for the upstream provider.',
  labelNames: ['route', 'stream'] as const,
  buckets: OVERHEAD_BUCKETS,
  registers: [registry],
});

/** Streaming responses currently open. The chat route increments on the first SSE byte and decrements on end/abort. */
export const activeStreams = new Gauge({
  name: 'gateway_active_streams',
  help: 'Streaming (SSE) chat responses currently open.',
  registers: [registry],
});

// ---------------------------------------------------------------------------------------------------
// Upstream providers (recorded by the chat route / upstream client)

/** Upstream calls by outcome: status_class is `2xx`/`4xx`/`5xx` from statusClass(), or `timeout`, `error` (network/protocol), `aborted` (client went away). */
export const upstreamRequestsTotal = new Counter({
  name: 'gateway_upstream_requests_total',
  help: 'Requests sent to upstream providers, by provider and outcome class.',
  labelNames: ['provider', 'status_class'] as const,
  registers: [registry],
});

/** The key's id is in the audit trail and the request log line (failed_key_ids), not a label. */
export const providerKeyFailoversTotal = new Counter({
  name: 'gateway_provider_key_failovers_total',
  help: 'Stored provider keys set aside before the answer started (refused, rate_limited, unreachable, server_error); the next key was tried.',
  labelNames: ['provider', 'reason'] as const,
  registers: [registry],
});

/** Full upstream call time (request sent → body fully read). Recorded by the chat route. */
export const upstreamDurationSeconds = new Histogram({
  name: 'gateway_upstream_duration_seconds',
  help: 'Upstream provider call duration from request sent to response fully received.',
  labelNames: ['provider'] as const,
  buckets: UPSTREAM_BUCKETS,
  registers: [registry],
});

/** Time to first token: request sent → first content chunk from the upstream (streaming only). Recorded by the chat route. */
export const upstreamTtftSeconds = new Histogram({
  name: 'gateway_upstream_ttft_seconds',
  help: 'Time from sending a streaming upstream request to its first content token.',
  labelNames: ['provider'] as const,
  buckets: UPSTREAM_BUCKETS,
  registers: [registry],
});

/** Tokens billed, `kind` = `prompt` | `completion`. `model` must be a catalogue id. Recorded when usage is known. */
export const tokensTotal = new Counter({
  name: 'gateway_tokens_total',
  help: 'Tokens reported by upstream providers, by provider, catalogue model and kind (prompt|completion).',
  labelNames: ['provider', 'model', 'kind'] as const,
  registers: [registry],
});

/** Estimated cost from catalogue prices. `model` must be a catalogue id. Recorded with tokensTotal. */
export const costUsdTotal = new Counter({
  name: 'gateway_cost_usd_total',
  help: 'Estimated upstream cost in US dollars from catalogue prices, by provider and catalogue model.',
  labelNames: ['provider', 'model'] as const,
  registers: [registry],
});

// ---------------------------------------------------------------------------------------------------
// PII (recorded by src/pii/ on the main thread, from what the pool returns)

/** Entities replaced by tags, `type` = EntityType (PERSON, PESEL, ...). Recorded once per anonymized request with the counts. */
export const piiEntitiesTotal = new Counter({
  name: 'gateway_pii_entities_total',
  help: 'PII entities detected and replaced, by entity type.',
  labelNames: ['type'] as const,
  registers: [registry],
});

/** Whole anonymization of one request (queue wait in the pool included). */
export const anonymizationDurationSeconds = new Histogram({
  name: 'gateway_anonymization_duration_seconds',
  help: 'Time to anonymize one request, including waiting for a pool worker.',
  buckets: PII_BUCKETS,
  registers: [registry],
});

/** Texts of chat requests looked up in the PII workers' detection cache: `result` = hit (not scanned again) or miss (scanned). */
export const piiCacheTextsTotal = new Counter({
  name: 'gateway_pii_cache_texts_total',
  help: 'Message texts looked up in the PII detection cache, by result (hit = not scanned again).',
  labelNames: ['result'] as const,
  registers: [registry],
});
// Both series exist from the start (at 0), so the dashboard's hit ratio has data before the first hit.
for (const result of ['hit', 'miss']) piiCacheTextsTotal.labels({ result });

/** NER model inference for one request (inside the worker, reported back to the main thread). */
export const nerDurationSeconds = new Histogram({
  name: 'gateway_ner_duration_seconds',
  help: 'NER model inference time for one request.',
  buckets: PII_BUCKETS,
  registers: [registry],
});

/** Requests in which an Art. 9 category was found, `category` = SENSITIVE_*. */
export const art9FlagsTotal = new Counter({
  name: 'gateway_art9_flags_total',
  help: 'Requests flagged with a GDPR Art. 9 sensitive category, by category.',
  labelNames: ['category'] as const,
  registers: [registry],
});

/** Requests refused because art9_action = block and a category was found. */
export const art9BlockedTotal = new Counter({
  name: 'gateway_art9_blocked_total',
  help: 'Requests refused because of a GDPR Art. 9 category with art9_action=block.',
  registers: [registry],
});

// ---------------------------------------------------------------------------------------------------
// Limits and auth (recorded by src/limits/ and src/auth/)

/** Why a request was refused: minute | daily | monthly (429) or plan_model | plan_chars | plan_access (plan rules). */
export const rateLimitRejectionsTotal = new Counter({
  name: 'gateway_rate_limit_rejections_total',
  help: 'Requests refused by rate limits or plan rules, by reason.',
  labelNames: ['reason'] as const,
  registers: [registry],
});

/** Limit decisions Redis could not answer in time (REDIS_URL set): mode open = decided in process, closed = 503. */
export const limitsRedisFailuresTotal = new Counter({
  name: 'gateway_limits_redis_failures_total',
  help: 'Rate-limit and quota decisions that Redis did not answer within REDIS_TIMEOUT_MS, by LIMITS_ON_REDIS_ERROR mode (open: in-process limits used; closed: 503).',
  labelNames: ['mode'] as const,
  registers: [registry],
});

/** Authentication cache hits (key found in memory). */
export const authCacheHitsTotal = new Counter({
  name: 'gateway_auth_cache_hits_total',
  help: 'API key lookups answered from the in-memory authentication cache.',
  registers: [registry],
});

/** Authentication cache misses (key looked up in the database). */
export const authCacheMissesTotal = new Counter({
  name: 'gateway_auth_cache_misses_total',
  help: 'API key lookups that had to query the database.',
  registers: [registry],
});

/** Refused authentications: missing | malformed (header or key format) | unknown | revoked. */
export const authFailuresTotal = new Counter({
  name: 'gateway_auth_failures_total',
  help: 'Refused authentications by reason: 401 for a missing, malformed, unknown or revoked key; throttled = 429 for an address past AUTH_FAILURES_PER_MINUTE.',
  labelNames: ['reason'] as const,
  registers: [registry],
});

// ---------------------------------------------------------------------------------------------------
// Database (recorded by src/store/ batch writers; `batch` names the writer, e.g. usage, pii_usage, last_used)

/** One flush of a batched writer. */
export const dbBatchFlushDurationSeconds = new Histogram({
  name: 'gateway_db_batch_flush_duration_seconds',
  help: 'Duration of one batched database flush, by batch writer.',
  labelNames: ['batch'] as const,
  buckets: DB_BUCKETS,
  registers: [registry],
});

/** Requests answered 503 because the database did not answer (connection refused or lost, timeout). */
export const storeUnavailableTotal = new Counter({
  name: 'gateway_store_unavailable_total',
  help: 'Requests answered 503 because the database did not answer.',
  registers: [registry],
});

/** Failed flushes (rows are kept for the next try or dropped, per writer). */
export const dbBatchFlushFailuresTotal = new Counter({
  name: 'gateway_db_batch_flush_failures_total',
  help: 'Batched database flushes that failed, by batch writer.',
  labelNames: ['batch'] as const,
  registers: [registry],
});

// ---------------------------------------------------------------------------------------------------
// Sampled state: gauges filled at scrape time from registered callbacks (no timers, no hot-path cost).

export interface PoolStats {
  /** Tasks waiting for a worker. */
  queueSize: number;
  /** 0..1, piscina's `utilization`. */
  utilization: number;
  /** Worker threads alive. */
  threads: number;
}

export interface MappingStoreStats {
  entries: number;
  bytes: number;
}

const poolCollectors = new Map<string, () => PoolStats>();
let mappingStoreCollector: (() => MappingStoreStats) | null = null;

// A failing callback (e.g. a pool being destroyed) must not turn the whole scrape into an error:
// its series are simply left out of this scrape.
function* poolSnapshots(): Generator<[string, PoolStats]> {
  for (const [pool, get] of poolCollectors) {
    let stats: PoolStats;
    try {
      stats = get();
    } catch {
      continue;
    }
    yield [pool, stats];
  }
}

function mappingStoreSnapshot(): MappingStoreStats {
  try {
    return mappingStoreCollector ? mappingStoreCollector() : EMPTY_STORE;
  } catch {
    return EMPTY_STORE;
  }
}
const EMPTY_STORE: MappingStoreStats = { entries: 0, bytes: 0 };

/** Filled from registerPoolCollector(); `pool` names the piscina pool (default `pii`). */
export const workerPoolQueueSize = new Gauge({
  name: 'gateway_worker_pool_queue_size',
  help: 'Tasks waiting for a worker thread, by pool.',
  labelNames: ['pool'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const [pool, stats] of poolSnapshots()) this.set({ pool }, stats.queueSize);
  },
});

/** Filled from registerPoolCollector(). */
export const workerPoolUtilization = new Gauge({
  name: 'gateway_worker_pool_utilization_ratio',
  help: 'Worker pool utilization (0..1), by pool.',
  labelNames: ['pool'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const [pool, stats] of poolSnapshots()) this.set({ pool }, stats.utilization);
  },
});

/** Filled from registerPoolCollector(). */
export const workerPoolThreads = new Gauge({
  name: 'gateway_worker_pool_threads',
  help: 'Worker threads alive, by pool.',
  labelNames: ['pool'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const [pool, stats] of poolSnapshots()) this.set({ pool }, stats.threads);
  },
});

/** Filled from registerMappingStoreCollector(). */
export const mappingStoreEntries = new Gauge({
  name: 'gateway_mapping_store_entries',
  help: 'Per-request PII mappings currently held in memory.',
  registers: [registry],
  collect() {
    this.set(mappingStoreSnapshot().entries);
  },
});

/** Filled from registerMappingStoreCollector(). */
export const mappingStoreBytes = new Gauge({
  name: 'gateway_mapping_store_bytes',
  help: 'Approximate bytes held by in-memory PII mappings.',
  registers: [registry],
  collect() {
    this.set(mappingStoreSnapshot().bytes);
  },
});

/**
 * Report a worker pool's state at scrape time. Called by the pool's owner after creating it.
 * Registering the same pool name again replaces the earlier callback (tests start several gateways
 * in one process). Returns an unregister function; call it when the pool is destroyed.
 */
export function registerPoolCollector(getStats: () => PoolStats, pool = 'pii'): () => void {
  poolCollectors.set(pool, getStats);
  return () => {
    if (poolCollectors.get(pool) === getStats) poolCollectors.delete(pool);
  };
}

/** Report the mapping store's size at scrape time. Same replace/unregister rules as registerPoolCollector. */
export function registerMappingStoreCollector(getStats: () => MappingStoreStats): () => void {
  mappingStoreCollector = getStats;
  return () => {
    if (mappingStoreCollector === getStats) mappingStoreCollector = null;
  };
}
