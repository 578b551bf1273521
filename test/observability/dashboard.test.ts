import { describe, expect, it } from 'vitest';
import { registry } from '../../src/metrics/metrics.js';
import {
  allPanels,
  dashboardQueries,
  loadDashboard,
  metricNamesIn,
  registeredNameFor,
  substituteVariables,
} from './dashboard-queries.js';

const dash = loadDashboard();

async function registeredTypes(): Promise<Map<string, string>> {
  return new Map((await registry.getMetricsAsJSON()).map((m) => [m.name, m.type as unknown as string]));
}

describe('PromQL metric-name extraction', () => {
  it('finds metric names and ignores functions, labels, groupings and numbers', () => {
    expect(metricNamesIn('histogram_quantile(0.99, sum by (le, provider) (rate(gateway_upstream_ttft_seconds_bucket{instance=~"$instance",route="a{b}"}[$__rate_interval])))'))
      .toEqual(['gateway_upstream_ttft_seconds_bucket']);
    expect(metricNamesIn('sum(rate(a_total[1m])) / clamp_min(sum(rate(b_total{x="y"}[1m])) + c, 1e-9) * 3600'))
      .toEqual(['a_total', 'b_total', 'c']);
    expect(metricNamesIn('sum by (status_class) (rate(x_total[5m])) / ignoring(status_class) group_left sum(rate(y_total[5m]))'))
      .toEqual(['x_total', 'y_total']);
    expect(metricNamesIn('label_values(gateway_http_requests_total, route)')).toEqual(['gateway_http_requests_total']);
  });

  it('maps histogram series to their histogram and nothing else', () => {
    const reg = new Map([['h_seconds', 'histogram'], ['c_total', 'counter'], ['g', 'gauge']]);
    expect(registeredNameFor('h_seconds_bucket', reg)).toBe('h_seconds');
    expect(registeredNameFor('h_seconds_count', reg)).toBe('h_seconds');
    expect(registeredNameFor('c_total', reg)).toBe('c_total');
    expect(registeredNameFor('g_bucket', reg)).toBeUndefined();
    expect(registeredNameFor('missing_total', reg)).toBeUndefined();
  });

  it('substitutes Grafana variables', () => {
    expect(substituteVariables('rate(x{instance=~"$instance",r=~"${route}"}[$__rate_interval]) [$__range]', '30s', '1h'))
      .toBe('rate(x{instance=~".*",r=~".*"}[30s]) [1h]');
  });

  it('substitutes the split-by label variable with a label name', () => {
    expect(substituteVariables('sum by (route, $split) (rate(x[$__rate_interval]))', '30s')).toBe('sum by (route, instance) (rate(x[30s]))');
  });
});

describe('Grafana dashboard', () => {
  it('sums over every instance by default and splits time series by `instance` on request', () => {
    const split = dash.templating.list.find((v) => v.name === 'split') as unknown as { current: { value: string }; options: { value: string }[] };
    expect(split.options.map((o) => o.value)).toEqual(['job', 'instance']);
    expect(split.current.value).toBe('job');
    for (const p of allPanels(dash)) {
      if (p.type !== 'timeseries') continue;
      for (const t of p.targets ?? []) {
        // Every aggregation groups by $split (or already by instance); bare per-series queries are per instance.
        const groupings = [...(t.expr ?? '').matchAll(/\b(?:sum|avg|max|min)\b(?: by \(([^)]*)\))?/g)];
        for (const g of groupings) expect(g[1] ?? '', `${p.title}: ${t.expr}`).toMatch(/\$split|\binstance\b/);
      }
    }
  });

  it('is a provisionable dashboard whose Prometheus data source is a variable, not a fixed uid', () => {
    expect(dash.uid).toBe('pii-gateway');
    expect(dash.schemaVersion).toBeGreaterThanOrEqual(36);
    // A `datasource` variable of type prometheus comes first, so the other variables' queries can use it;
    // imported by hand the dashboard then works with whatever uid the user's Prometheus has.
    const [first, ...rest] = dash.templating.list;
    expect(first).toMatchObject({ name: 'datasource', type: 'datasource', query: 'prometheus' });
    const panels = allPanels(dash);
    const ids = panels.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of panels) {
      expect(p.gridPos.x + p.gridPos.w, p.title).toBeLessThanOrEqual(24);
      if (p.type === 'row') continue;
      expect(p.datasource, p.title).toEqual({ type: 'prometheus', uid: '${datasource}' });
      expect(p.targets?.length, p.title).toBeGreaterThan(0);
      for (const t of p.targets ?? []) expect(t.datasource?.uid, p.title).toBe('${datasource}');
    }
    for (const v of rest) expect(v.datasource?.uid, v.name).toBe('${datasource}');
    expect(JSON.stringify(dash)).not.toContain('"uid":"prometheus"');
  });

  it('covers the required views', () => {
    const titles = allPanels(dash).map((p) => p.title.toLowerCase()).join('\n');
    for (const word of ['traffic', 'errors by type', 'latency p50 / p95 / p99', 'time to first token', 'overhead',
      'tokens/s', 'cost', 'pii detections', 'art. 9', 'rate-limit', 'queue', 'utilization', 'active streams',
      'mapping store', 'flush', 'memory', 'cpu']) {
      expect(titles).toContain(word);
    }
  });

  it('queries only metrics that are registered', async () => {
    const registered = await registeredTypes();
    const queries = dashboardQueries(dash);
    expect(queries.length).toBeGreaterThan(40);
    const unknown: string[] = [];
    for (const q of queries) {
      const names = metricNamesIn(q.expr);
      expect(names.length, `${q.where}: no metric found in ${q.expr}`).toBeGreaterThan(0);
      for (const name of names) if (!registeredNameFor(name, registered)) unknown.push(`${q.where}: ${name}`);
    }
    expect(unknown).toEqual([]);
  });

  it('uses histogram_quantile only over histogram buckets, and every gateway metric appears on it', async () => {
    const registered = await registeredTypes();
    const used = new Set<string>();
    for (const q of dashboardQueries(dash)) {
      for (const name of metricNamesIn(q.expr)) {
        used.add(registeredNameFor(name, registered) ?? name);
        if (q.expr.includes('histogram_quantile')) expect(name, q.where).toMatch(/_bucket$/);
        if (name.endsWith('_bucket')) expect(q.expr, q.where).toMatch(/rate\(/);
      }
    }
    const missing = [...registered.keys()].filter((n) => n.startsWith('gateway_') && !used.has(n));
    expect(missing, 'gateway metrics not shown on the dashboard').toEqual([]);
  });

  it('substituted queries leave no Grafana variables behind', () => {
    for (const q of dashboardQueries(dash)) expect(substituteVariables(q.expr), q.where).not.toContain('$');
  });
});
