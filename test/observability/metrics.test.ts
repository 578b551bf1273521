import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeStreams,
  registerMappingStoreCollector,
  registerPoolCollector,
  registry,
  secondsSince,
  statusClass,
  httpRequestsTotal,
} from '../../src/metrics/metrics.js';
import { startMetricsServer, type MetricsServer } from '../../src/metrics/server.js';

// The metrics the brief and the dashboard rely on; each must exist with this exact name and type.
const REQUIRED: Record<string, 'counter' | 'gauge' | 'histogram'> = {
  gateway_http_requests_total: 'counter',
  gateway_http_errors_total: 'counter',
  gateway_http_request_duration_seconds: 'histogram',
  gateway_overhead_seconds: 'histogram',
  gateway_active_streams: 'gauge',
  gateway_upstream_requests_total: 'counter',
  gateway_upstream_duration_seconds: 'histogram',
  gateway_upstream_ttft_seconds: 'histogram',
  gateway_tokens_total: 'counter',
  gateway_cost_usd_total: 'counter',
  gateway_pii_entities_total: 'counter',
  gateway_pii_cache_texts_total: 'counter',
  gateway_anonymization_duration_seconds: 'histogram',
  gateway_ner_duration_seconds: 'histogram',
  gateway_art9_flags_total: 'counter',
  gateway_art9_blocked_total: 'counter',
  gateway_rate_limit_rejections_total: 'counter',
  gateway_auth_cache_hits_total: 'counter',
  gateway_auth_cache_misses_total: 'counter',
  gateway_db_batch_flush_duration_seconds: 'histogram',
  gateway_db_batch_flush_failures_total: 'counter',
  gateway_worker_pool_queue_size: 'gauge',
  gateway_worker_pool_utilization_ratio: 'gauge',
  gateway_worker_pool_threads: 'gauge',
  gateway_mapping_store_entries: 'gauge',
  gateway_mapping_store_bytes: 'gauge',
  process_cpu_seconds_total: 'counter',
  process_resident_memory_bytes: 'gauge',
  nodejs_eventloop_lag_p99_seconds: 'gauge',
  nodejs_heap_size_used_bytes: 'gauge',
};

// Labels that would explode cardinality or leak identity; no gateway metric may have them.
const FORBIDDEN_LABELS = ['account_id', 'account', 'key_id', 'key', 'request_id', 'user', 'path', 'url', 'content'];

async function metricJson() {
  return registry.getMetricsAsJSON();
}

describe('metrics registry', () => {
  it('registers every required metric with the right type', async () => {
    const byName = new Map((await metricJson()).map((m) => [m.name, m.type as unknown as string]));
    for (const [name, type] of Object.entries(REQUIRED)) {
      expect(byName.get(name), name).toBe(type);
    }
  });

  it('follows Prometheus naming conventions for gateway metrics', async () => {
    const ours = (await metricJson()).filter((m) => m.name.startsWith('gateway_'));
    expect(ours.length).toBeGreaterThanOrEqual(25);
    for (const m of ours) {
      const type = m.type as unknown as string;
      expect(m.name, m.name).toMatch(/^gateway_[a-z0-9_]+$/);
      expect(m.help.length, `${m.name} help`).toBeGreaterThan(10);
      if (type === 'counter') expect(m.name, `${m.name} is a counter`).toMatch(/_total$/);
      else expect(m.name, `${m.name} is not a counter`).not.toMatch(/_total$/);
      if (type === 'histogram') expect(m.name, `${m.name} unit`).toMatch(/_seconds$|_bytes$/);
      // No unit prefixes other than base units: milliseconds, kilobytes etc. are wrong.
      expect(m.name).not.toMatch(/_(ms|milliseconds|microseconds|kb|mb)(_|$)/);
    }
  });

  it('never uses identity or content labels', () => {
    const all = registry.getMetricsAsArray() as unknown as { name: string; labelNames: string[] }[];
    // Guard against a vacuous pass: label names must be visible on the metric objects.
    expect(all.find((m) => m.name === 'gateway_http_requests_total')?.labelNames).toEqual(['route', 'method', 'status_class']);
    for (const m of all) for (const bad of FORBIDDEN_LABELS) expect(m.labelNames ?? [], m.name).not.toContain(bad);
  });

  it('statusClass maps statuses to classes', () => {
    expect(statusClass(200)).toBe('2xx');
    expect(statusClass(201)).toBe('2xx');
    expect(statusClass(302)).toBe('3xx');
    expect(statusClass(404)).toBe('4xx');
    expect(statusClass(499)).toBe('4xx');
    expect(statusClass(504)).toBe('5xx');
    expect(statusClass(101)).toBe('1xx');
    expect(statusClass(0)).toBe('other');
    expect(statusClass(600)).toBe('other');
    expect(statusClass(Number.NaN)).toBe('other');
  });

  it('secondsSince measures elapsed time in seconds', async () => {
    const start = process.hrtime.bigint();
    await new Promise((r) => setTimeout(r, 20));
    const s = secondsSince(start);
    expect(s).toBeGreaterThan(0.015);
    expect(s).toBeLessThan(2);
  });

  it('pool and mapping-store collectors fill gauges at scrape time and can be replaced/unregistered', async () => {
    let queue = 3;
    const unregister = registerPoolCollector(() => ({ queueSize: queue, utilization: 0.25, threads: 2 }));
    const unregisterNer = registerPoolCollector(() => ({ queueSize: 1, utilization: 0.5, threads: 1 }), 'ner');
    const unregisterStore = registerMappingStoreCollector(() => ({ entries: 7, bytes: 1234 }));
    let text = await registry.metrics();
    expect(text).toContain('gateway_worker_pool_queue_size{pool="pii"} 3');
    expect(text).toContain('gateway_worker_pool_queue_size{pool="ner"} 1');
    expect(text).toContain('gateway_worker_pool_utilization_ratio{pool="pii"} 0.25');
    expect(text).toContain('gateway_worker_pool_threads{pool="pii"} 2');
    expect(text).toContain('gateway_mapping_store_entries 7');
    expect(text).toContain('gateway_mapping_store_bytes 1234');

    queue = 9; // read at scrape time, not at registration
    text = await registry.metrics();
    expect(text).toContain('gateway_worker_pool_queue_size{pool="pii"} 9');

    // A second gateway in the same process replaces the first one's callback; the stale unregister is a no-op.
    const unregister2 = registerPoolCollector(() => ({ queueSize: 42, utilization: 1, threads: 4 }));
    unregister();
    text = await registry.metrics();
    expect(text).toContain('gateway_worker_pool_queue_size{pool="pii"} 42');

    // A throwing callback drops its series but does not break the scrape.
    const unregisterBroken = registerPoolCollector(() => {
      throw new Error('pool destroyed');
    }, 'broken');
    text = await registry.metrics();
    expect(text).not.toContain('pool="broken"');
    expect(text).toContain('gateway_worker_pool_queue_size{pool="pii"} 42');
    unregisterBroken();

    unregister2();
    unregisterNer();
    unregisterStore();
    text = await registry.metrics();
    expect(text).not.toContain('gateway_worker_pool_queue_size{pool=');
    expect(text).toContain('gateway_mapping_store_entries 0');
  });
});

describe('metrics server over real HTTP', () => {
  let server: MetricsServer;
  let base: string;

  beforeAll(async () => {
    server = await startMetricsServer(0, '127.0.0.1');
    base = `http://127.0.0.1:${server.port}`;
  });
  afterAll(async () => {
    await server.close();
  });

  it('serves every registered metric in the Prometheus text format', async () => {
    httpRequestsTotal.inc({ route: '/v1/health', method: 'GET', status_class: '2xx' });
    activeStreams.inc();
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(registry.contentType);
    const text = await res.text();
    for (const name of Object.keys(REQUIRED)) expect(text, name).toContain(`# TYPE ${name} `);
    expect(text).toMatch(/gateway_http_requests_total\{route="\/v1\/health",method="GET",status_class="2xx"\} [1-9]/);
    expect(text).toMatch(/^gateway_active_streams [1-9]/m);
    activeStreams.dec();
  });

  it('answers HEAD without a body, 404 elsewhere and 405 for other methods', async () => {
    const head = await fetch(`${base}/metrics`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const missing = await fetch(`${base}/nope`);
    expect(missing.status).toBe(404);
    await missing.text();
    const post = await fetch(`${base}/metrics`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    await post.text();
    const withQuery = await fetch(`${base}/metrics?x=1`);
    expect(withQuery.status).toBe(200);
    await withQuery.text();
  });

  it('rejects an invalid port with a clear error', async () => {
    await expect(startMetricsServer(70000, '127.0.0.1')).rejects.toThrow(/metrics port/);
  });

  it('reports a busy port as a listen error', async () => {
    await expect(startMetricsServer(server.port, '127.0.0.1')).rejects.toThrow(/EADDRINUSE/);
  });
});
