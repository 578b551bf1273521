// Evaluates every dashboard query in a real Prometheus that scrapes our /metrics endpoint, with every
// metric receiving values, so a broken PromQL expression or a query shape that can never show data fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as m from '../../src/metrics/metrics.js';
import { startMetricsServer, type MetricsServer } from '../../src/metrics/server.js';
import { dashboardQueries, loadDashboard, substituteVariables } from './dashboard-queries.js';
import { findPrometheus, startPrometheus, type RunningPrometheus } from './prometheus-harness.js';

const binary = findPrometheus();
if (!binary) {
  console.warn('SKIPPED prometheus.test.ts: the `prometheus` binary is not installed (apt-get install -y prometheus)');
}

/** Record a little of everything, as a busy gateway would between two scrapes. */
function recordTraffic(): void {
  m.httpRequestsTotal.inc({ route: '/v1/chat/completions', method: 'POST', status_class: '2xx' }, 5);
  m.httpRequestsTotal.inc({ route: '/v1/chat/completions', method: 'POST', status_class: '5xx' });
  m.httpRequestsTotal.inc({ route: '/v1/keys', method: 'GET', status_class: '4xx' });
  m.httpErrorsTotal.inc({ route: '/v1/chat/completions', error_type: 'provider_error' });
  for (const s of [0.004, 0.02, 0.3, 1.2]) m.httpRequestDurationSeconds.observe({ route: '/v1/chat/completions' }, s);
  for (const s of [0.0002, 0.0008]) m.gatewayOverheadSeconds.observe({ route: '/v1/chat/completions', stream: 'true' }, s);
  m.gatewayOverheadSeconds.observe({ route: '/v1/chat/completions', stream: 'false' }, 0.0004);
  m.upstreamRequestsTotal.inc({ provider: 'openai', status_class: '2xx' }, 4);
  m.upstreamRequestsTotal.inc({ provider: 'openai', status_class: 'timeout' });
  m.upstreamDurationSeconds.observe({ provider: 'openai' }, 0.8);
  m.upstreamTtftSeconds.observe({ provider: 'openai' }, 0.2);
  m.tokensTotal.inc({ provider: 'openai', model: 'gpt-4o', kind: 'prompt' }, 100);
  m.tokensTotal.inc({ provider: 'openai', model: 'gpt-4o', kind: 'completion' }, 40);
  m.costUsdTotal.inc({ provider: 'openai', model: 'gpt-4o' }, 0.00065);
  m.piiEntitiesTotal.inc({ type: 'PERSON' }, 2);
  m.piiEntitiesTotal.inc({ type: 'PESEL' });
  m.piiCacheTextsTotal.inc({ result: 'hit' }, 3);
  m.piiCacheTextsTotal.inc({ result: 'miss' }, 2);
  m.anonymizationDurationSeconds.observe(0.0012);
  m.nerDurationSeconds.observe(0.006);
  m.art9FlagsTotal.inc({ category: 'SENSITIVE_HEALTH' });
  m.art9BlockedTotal.inc();
  m.rateLimitRejectionsTotal.inc({ reason: 'minute' });
  m.limitsRedisFailuresTotal.inc({ mode: 'open' });
  m.providerKeyFailoversTotal.inc({ provider: 'openai', reason: 'rate_limited' });
  m.authCacheHitsTotal.inc(9);
  m.authCacheMissesTotal.inc();
  m.authFailuresTotal.inc({ reason: 'unknown' }, 2);
  m.authFailuresTotal.inc({ reason: 'throttled' });
  m.dbBatchFlushDurationSeconds.observe({ batch: 'usage' }, 0.004);
  m.dbBatchFlushFailuresTotal.inc({ batch: 'usage' });
  m.activeStreams.set(3);
}

describe.skipIf(!binary)('dashboard queries in a real Prometheus', () => {
  let metrics: MetricsServer;
  let prom: RunningPrometheus;
  let traffic: NodeJS.Timeout;
  const unregister: (() => void)[] = [];

  beforeAll(async () => {
    metrics = await startMetricsServer(0, '127.0.0.1');
    unregister.push(m.registerPoolCollector(() => ({ queueSize: 2, utilization: 0.5, threads: 2 })));
    unregister.push(m.registerMappingStoreCollector(() => ({ entries: 4, bytes: 2048 })));
    recordTraffic();
    traffic = setInterval(recordTraffic, 200);
    prom = await startPrometheus(binary!, `127.0.0.1:${metrics.port}`);
    // rate() needs two samples in its window; take a few.
    await prom.waitForScrapes(3);
  });

  afterAll(async () => {
    clearInterval(traffic);
    for (const u of unregister) u();
    await prom?.stop();
    await metrics?.close();
  });

  it('evaluates every panel and variable query without error, and each returns data', async () => {
    const failures: string[] = [];
    for (const q of dashboardQueries(loadDashboard())) {
      if (q.where.startsWith('variable ')) continue; // label_values() is Grafana syntax, checked below
      const expr = substituteVariables(q.expr, '10s', '1m');
      const r = await prom.query(expr);
      if (r.status !== 'success') failures.push(`${q.where}: ${r.errorType} ${r.error}`);
      else if (!r.data?.result.length) failures.push(`${q.where}: no data for ${expr}`);
      else if (r.data.result.every((s) => !Number.isFinite(Number(s.value[1])))) failures.push(`${q.where}: only NaN/Inf for ${expr}`);
    }
    expect(failures).toEqual([]);
  });

  it('finds the label values the template variables ask for', async () => {
    const r = await prom.query('count by (instance, route) (gateway_http_requests_total)');
    expect(r.status).toBe('success');
    const routes = new Set(r.data!.result.map((s) => s.metric.route));
    expect(routes).toContain('/v1/chat/completions');
    expect(r.data!.result.every((s) => s.metric.instance === `127.0.0.1:${metrics.port}`)).toBe(true);
  });
});
