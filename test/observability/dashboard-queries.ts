// Helpers shared by the dashboard tests: read grafana/dashboards/gateway.json, list its PromQL
// queries, and find the metric names each query uses.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DASHBOARD_PATH = fileURLToPath(new URL('../../grafana/dashboards/gateway.json', import.meta.url));

export interface DashboardQuery {
  /** Panel title, or `variable <name>` for template variable queries. */
  where: string;
  expr: string;
}

interface Panel {
  id: number;
  type: string;
  title: string;
  datasource?: { type: string; uid: string };
  gridPos: { h: number; w: number; x: number; y: number };
  targets?: { expr?: string; refId: string; datasource?: { type: string; uid: string } }[];
  panels?: Panel[];
}

export interface Dashboard {
  uid: string;
  title: string;
  schemaVersion: number;
  panels: Panel[];
  templating: { list: { name: string; type: string; query: string | { query: string }; datasource?: { uid: string } }[] };
}

export function loadDashboard(): Dashboard {
  return JSON.parse(readFileSync(DASHBOARD_PATH, 'utf8')) as Dashboard;
}

/** All panels, including those nested in collapsed rows. */
export function allPanels(dash: Dashboard): Panel[] {
  return dash.panels.flatMap((p) => [p, ...(p.panels ?? [])]);
}

/** Every PromQL expression on the dashboard, panel targets first, then template variables. */
export function dashboardQueries(dash: Dashboard): DashboardQuery[] {
  const out: DashboardQuery[] = [];
  for (const panel of allPanels(dash)) {
    for (const target of panel.targets ?? []) {
      if (target.expr) out.push({ where: `${panel.title} [${target.refId}]`, expr: target.expr });
    }
  }
  for (const variable of dash.templating.list) {
    if (variable.type !== 'query') continue;
    const query = typeof variable.query === 'string' ? variable.query : variable.query.query;
    out.push({ where: `variable ${variable.name}`, expr: query });
  }
  return out;
}

/**
 * Replace Grafana's template variables with values Prometheus accepts, as Grafana would:
 * `$__rate_interval`/`$__interval`/`$__range` become durations, `$split` the label `instance`, other
 * user variables the "All" regex `.*`.
 */
export function substituteVariables(expr: string, rateInterval = '1m', range = '5m'): string {
  return expr
    .replaceAll('$__rate_interval', rateInterval)
    .replaceAll('$__interval', rateInterval)
    .replaceAll('$__range', range)
    // $split names a label to group by (job = all instances summed, instance = one series each).
    .replace(/\$\{?split\}?/g, 'instance')
    .replace(/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g, '.*');
}

// Words that look like identifiers in PromQL but are not metric names.
const KEYWORDS = new Set([
  'by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'bool', 'and', 'or', 'unless', 'offset',
  'inf', 'nan', 'atan2',
]);

/**
 * Metric names used by one PromQL expression (Grafana's `label_values(metric, label)` included).
 * Label matchers, grouping clauses, strings and range selectors are removed first; what remains that
 * is an identifier not followed by `(` (a function or aggregation) and not a keyword is a metric name.
 */
export function metricNamesIn(expr: string): string[] {
  const labelValues = /^\s*label_values\(\s*([a-zA-Z_:][a-zA-Z0-9_:]*)\s*,/.exec(expr);
  if (labelValues) return [labelValues[1]];
  const stripped = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const names = new Set<string>();
  const ident = /([a-zA-Z_:][a-zA-Z0-9_:]*)(\s*\()?/g;
  for (let m = ident.exec(stripped); m; m = ident.exec(stripped)) {
    const [, word, call] = m;
    if (call || KEYWORDS.has(word.toLowerCase())) continue;
    // A number's exponent (1e-9) is not a name.
    const before = stripped[m.index - 1];
    if (before !== undefined && /[0-9.]/.test(before)) continue;
    names.add(word);
  }
  return [...names];
}

/**
 * Map a name as queried to the name the registry knows: histogram series `_bucket`, `_sum`, `_count`
 * belong to their histogram. `registered` maps registered names to their type.
 */
export function registeredNameFor(queried: string, registered: Map<string, string>): string | undefined {
  if (registered.has(queried)) return queried;
  const suffix = /_(bucket|sum|count)$/.exec(queried);
  if (!suffix) return undefined;
  const base = queried.slice(0, -suffix[0].length);
  const type = registered.get(base);
  if (type === 'histogram') return base;
  if (type === 'summary' && suffix[1] !== 'bucket') return base;
  return undefined;
}
