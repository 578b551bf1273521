// The dashboard against a real gateway: real HTTP traffic, a scrape of its metrics port over HTTP,
// and (when installed) a real Prometheus evaluating every panel query against what the gateway exports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectStream, startChatFixture, type ChatFixture } from '../helpers/chat.js';
import { api, type TestAccount } from '../helpers/gateway.js';
import { dashboardQueries, loadDashboard, metricNamesIn, substituteVariables } from './dashboard-queries.js';
import { findPrometheus, startPrometheus, type RunningPrometheus } from './prometheus-harness.js';

const binary = findPrometheus();
if (!binary) {
  console.warn('SKIPPED Prometheus part of gateway-metrics.test.ts: `prometheus` is not installed (apt-get install -y prometheus)');
}

/** Parse the text exposition format into series name → samples (labels string → value). */
function parseExposition(text: string): { types: Map<string, string>; samples: Map<string, Map<string, number>> } {
  const types = new Map<string, string>();
  const samples = new Map<string, Map<string, number>>();
  for (const line of text.split('\n')) {
    if (line.startsWith('# TYPE ')) {
      const [, , name, type] = line.split(' ');
      types.set(name, type);
    } else if (line && !line.startsWith('#')) {
      const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{.*\})? (\S+)/.exec(line);
      if (!m) throw new Error(`unparseable exposition line: ${line}`);
      const series = samples.get(m[1]) ?? new Map<string, number>();
      series.set(m[2] ?? '', Number(m[3]));
      samples.set(m[1], series);
    }
  }
  return { types, samples };
}

/** Metric (base) names the traffic below must make the gateway export with at least one sample. */
const DRIVEN = [
  'gateway_http_requests_total',
  'gateway_http_errors_total',
  'gateway_http_request_duration_seconds',
  'gateway_overhead_seconds',
  'gateway_active_streams',
  'gateway_upstream_requests_total',
  'gateway_upstream_duration_seconds',
  'gateway_upstream_ttft_seconds',
  'gateway_tokens_total',
  'gateway_cost_usd_total',
  'gateway_pii_entities_total',
  'gateway_pii_cache_texts_total',
  'gateway_art9_flags_total',
  'gateway_art9_blocked_total',
  'gateway_auth_cache_hits_total',
  'gateway_auth_cache_misses_total',
  'gateway_rate_limit_rejections_total',
  'gateway_db_batch_flush_duration_seconds',
  'gateway_worker_pool_queue_size',
  'gateway_worker_pool_utilization_ratio',
  'gateway_worker_pool_threads',
  'gateway_mapping_store_entries',
  'gateway_mapping_store_bytes',
  'process_cpu_seconds_total',
  'process_resident_memory_bytes',
  'nodejs_heap_size_used_bytes',
  'nodejs_external_memory_bytes',
  'nodejs_eventloop_lag_p99_seconds',
];
// Not driven here: gateway_db_batch_flush_failures_total (needs a failing database), and
// gateway_anonymization_duration_seconds / gateway_ner_duration_seconds, which the chat route does not
// record yet (the pool returns durationMs/nerMs; see the report to the lead).

/** A user message with a name, a valid PESEL and an Art. 9 (health) keyword. */
const PII_PROMPT = 'Pan Jan Kowalski, PESEL 44051401359, choruje na cukrzycę. Streść to.';

describe('dashboard metrics exported by a running gateway', () => {
  let f: ChatFixture;
  let acct: TestAccount;
  let blocking: TestAccount;
  let scrapeUrl: string;

  /** One streamed and one plain chat through the mock upstream, with PII and an Art. 9 keyword. */
  async function chatTraffic(): Promise<void> {
    const client = f.client(acct.liveKey);
    const plain = await client.chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: PII_PROMPT }] });
    expect(plain.choices[0].message.content).toContain('Kowalski'); // restored from the tag
    const streamed = await collectStream(
      await client.chat.completions.create({ model: 'anthropic/claude-4.6-sonnet', stream: true, messages: [{ role: 'user', content: PII_PROMPT }] }),
    );
    expect(streamed.content.length).toBeGreaterThan(0);
  }

  /** Chat plus a mix of successes and each error class the API can produce. */
  async function sendTraffic(): Promise<void> {
    await chatTraffic();
    const anon = api(f.gw.url);
    const live = api(f.gw.url, acct.liveKey);
    const test = api(f.gw.url, acct.testKey);
    expect((await anon('GET', '/v1/health')).status).toBe(200);
    expect((await live('GET', '/v1/keys')).status).toBe(200);
    expect((await anon('GET', '/v1/keys')).status).toBe(401);
    expect((await api(f.gw.url, 'vpx_live_' + 'x'.repeat(24))('GET', '/v1/keys')).status).toBe(401);
    expect((await anon('GET', '/v1/no-such-route')).status).toBe(404);
    // art9_action=block on the second account: refused before anything is forwarded.
    const blocked = await api(f.gw.url, blocking.liveKey)('POST', '/v1/chat/completions', { model: 'gpt-4o', messages: [{ role: 'user', content: PII_PROMPT }] });
    expect(blocked.status).toBe(400);
    expect(blocked.json.error.message).toContain('SENSITIVE_HEALTH');
    // RATE_LIMIT_TEST=2: the third request within the minute is refused.
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await test('GET', '/v1/keys')).status);
    expect(statuses).toContain(429);
  }

  beforeAll(async () => {
    f = await startChatFixture({ env: { RATE_LIMIT_TEST: '2' } });
    acct = f.acct;
    blocking = await f.gw.account('business');
    const patched = await api(f.gw.url, blocking.liveKey)('PATCH', '/v1/settings/pii', { art9_action: 'block' });
    expect(patched.status).toBe(200);
    const stored = await api(f.gw.url, blocking.liveKey)('POST', '/v1/provider-keys', { provider: 'openai', api_key: 'pk-openai-blocking-1234' });
    expect(stored.status).toBe(201);
    scrapeUrl = `http://127.0.0.1:${f.gw.metricsPort}/metrics`;
    await sendTraffic();
    // Let the batched writers flush at least once (BATCH_FLUSH_MS=50 in test gateways).
    await new Promise((r) => setTimeout(r, 300));
  });

  afterAll(async () => {
    await f?.close();
  });

  it('exports every metric the dashboard queries, and samples for the ones this traffic drives', async () => {
    const res = await fetch(scrapeUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const { types, samples } = parseExposition(await res.text());

    const queried = new Set(dashboardQueries(loadDashboard()).flatMap((q) => metricNamesIn(q.expr)));
    const missing = [...queried].filter((name) => {
      const base = name.replace(/_(bucket|sum|count)$/, '');
      return !types.has(name) && !(types.get(base) === 'histogram');
    });
    expect(missing, 'dashboard metrics absent from the gateway scrape').toEqual([]);

    for (const name of DRIVEN) {
      const series = types.get(name) === 'histogram' ? `${name}_count` : name;
      expect(samples.get(series)?.size ?? 0, `${series} has samples`).toBeGreaterThan(0);
    }
  });

  it('records requests with route templates and status classes, never raw paths or ids', async () => {
    const { samples } = parseExposition(await (await fetch(scrapeUrl)).text());
    const requests = samples.get('gateway_http_requests_total')!;
    const labelSets = [...requests.keys()];
    expect(labelSets).toContain('{route="/v1/health",method="GET",status_class="2xx"}');
    expect(labelSets).toContain('{route="/v1/chat/completions",method="POST",status_class="2xx"}');
    expect(labelSets.some((l) => l.includes('route="/v1/keys"') && l.includes('status_class="4xx"'))).toBe(true);
    expect(labelSets.join('\n')).not.toContain('no-such-route');
    const errors = [...samples.get('gateway_http_errors_total')!.keys()].join('\n');
    expect(errors).toContain('error_type="authentication_error"');
    expect(errors).toContain('error_type="rate_limit_exceeded"');
    expect(errors).toContain('error_type="not_found"');
    // Nothing identifying in any label of any metric.
    const everything = [...samples.values()].flatMap((s) => [...s.keys()]).join('\n');
    expect(everything).not.toContain(acct.accountId);
    expect(everything).not.toContain('vpx_');
    expect(samples.get('gateway_rate_limit_rejections_total')!.get('{reason="minute"}')).toBeGreaterThanOrEqual(1);
    expect(samples.get('gateway_auth_cache_hits_total')!.get('')).toBeGreaterThanOrEqual(1);
    // Chat: entity types and Art. 9 categories, tokens by catalogue model, TTFT for the streamed call.
    expect(samples.get('gateway_pii_entities_total')!.get('{type="PESEL"}')).toBeGreaterThanOrEqual(1);
    expect(samples.get('gateway_art9_flags_total')!.get('{category="SENSITIVE_HEALTH"}')).toBeGreaterThanOrEqual(1);
    expect(samples.get('gateway_art9_blocked_total')!.get('')).toBeGreaterThanOrEqual(1);
    expect(samples.get('gateway_tokens_total')!.get('{provider="openai",model="gpt-4o",kind="prompt"}')).toBeGreaterThan(0);
    expect(samples.get('gateway_upstream_ttft_seconds_count')!.get('{provider="anthropic"}')).toBeGreaterThanOrEqual(1);
    expect(samples.get('gateway_upstream_requests_total')!.get('{provider="openai",status_class="2xx"}')).toBeGreaterThanOrEqual(1);
    expect(samples.get('gateway_overhead_seconds_count')!.get('{route="/v1/chat/completions",stream="true"}')).toBeGreaterThanOrEqual(1);
    expect(samples.get('gateway_worker_pool_threads')!.get('{pool="pii"}')).toBeGreaterThanOrEqual(1);
    // No content in any label.
    expect(everything).not.toContain('Kowalski');
    expect(everything).not.toContain('44051401359');
  });

  describe.skipIf(!binary)('in a real Prometheus', () => {
    let prom: RunningPrometheus;
    let traffic: NodeJS.Timeout;

    beforeAll(async () => {
      prom = await startPrometheus(binary!, `127.0.0.1:${f.gw.metricsPort}`);
      // Keep requests flowing so rate() windows see increases (one round at a time).
      let busy = false;
      traffic = setInterval(() => {
        if (busy) return;
        busy = true;
        void Promise.all([chatTraffic(), api(f.gw.url)('GET', '/v1/keys'), api(f.gw.url, blocking.liveKey)('POST', '/v1/chat/completions', { model: 'gpt-4o', messages: [{ role: 'user', content: PII_PROMPT }] })])
          .catch(() => {})
          .finally(() => (busy = false));
      }, 100);
      await prom.waitForScrapes(3);
    });

    afterAll(async () => {
      clearInterval(traffic);
      await prom?.stop();
    });

    it('evaluates every panel query without error; panels over driven metrics show data', async () => {
      const driven = new Set(DRIVEN);
      const failures: string[] = [];
      let withData = 0;
      for (const q of dashboardQueries(loadDashboard())) {
        if (q.where.startsWith('variable ')) continue;
        const expr = substituteVariables(q.expr, '10s', '1m');
        const r = await prom.query(expr);
        if (r.status !== 'success') {
          failures.push(`${q.where}: ${r.errorType} ${r.error}`);
          continue;
        }
        const bases = metricNamesIn(q.expr).map((n) => n.replace(/_(bucket|sum|count)$/, ''));
        // No 5xx or upstream failures are driven, so ratios filtered to those have no series.
        const shouldHaveData =
          bases.every((b) => driven.has(b)) && !q.expr.includes('status_class="5xx"') && !q.expr.includes('status_class!="2xx"');
        if (shouldHaveData) {
          withData++;
          if (!r.data?.result.length) failures.push(`${q.where}: no data for ${expr}`);
        }
      }
      expect(failures).toEqual([]);
      // 41 of the 48 panel queries use only driven metrics (measured); guard against the filter growing vacuous.
      expect(withData).toBeGreaterThanOrEqual(40);
    });
  });
});
