// The request path's Counter and Histogram must export exactly what prom-client's would: the same
// updates go to both, on two registries, and the text (Prometheus and OpenMetrics) and JSON must match.
import * as prom from 'prom-client';
import { describe, expect, it } from 'vitest';
import { Counter, Histogram } from '../../src/metrics/fast-metrics.js';

const BUCKETS = [0.001, 0.01, 0.1, 1, 10];

/** Two registries with the same metrics: prom-client's and ours. */
function pair() {
  const made = [new prom.Registry(), new prom.Registry()].map((registry, i) => {
    const C = i === 0 ? prom.Counter : Counter;
    const H = i === 0 ? prom.Histogram : Histogram;
    return {
      registry,
      requests: new C({ name: 'x_requests_total', help: 'Requests.', labelNames: ['route', 'status_class'] as const, registers: [registry] }),
      hits: new C({ name: 'x_hits_total', help: 'Hits.', registers: [registry] }),
      duration: new H({ name: 'x_duration_seconds', help: 'Duration.', labelNames: ['route'] as const, buckets: BUCKETS, registers: [registry] }),
      bare: new H({ name: 'x_bare_seconds', help: 'Bare.', buckets: BUCKETS, registers: [registry] }),
    };
  });
  return { theirs: made[0], ours: made[1] };
}

type Side = ReturnType<typeof pair>['ours'];

function update(m: Side, i: number): void {
  const route = ['/v1/chat/completions', '/v1/messages', 'unknown'][i % 3];
  m.requests.inc({ route, status_class: i % 7 === 0 ? '4xx' : '2xx' });
  if (i % 5 === 0) m.requests.inc({ route, status_class: '5xx' }, 2.5);
  if (i % 2 === 0) m.hits.inc();
  if (i % 3 === 0) m.hits.inc(4);
  // Values on, below and above the bounds, and 0.
  const v = [0, 0.001, 0.0005, 0.05, 1, 10, 11, 0.1, 3][i % 9];
  m.duration.observe({ route }, v);
  m.bare.observe(v / 2);
}

describe('fast metrics export as prom-client does', () => {
  it('same text and JSON before any update (unlabelled metrics show zeros)', async () => {
    const { theirs, ours } = pair();
    expect(await ours.registry.metrics()).toBe(await theirs.registry.metrics());
    expect(await ours.registry.getMetricsAsJSON()).toStrictEqual(await theirs.registry.getMetricsAsJSON());
  });

  it('same text (Prometheus and OpenMetrics) and JSON after many updates, and after a reset', async () => {
    const { theirs, ours } = pair();
    for (let i = 0; i < 500; i++) {
      update(theirs as unknown as Side, i);
      update(ours, i);
    }
    const text = await ours.registry.metrics();
    expect(text).toBe(await theirs.registry.metrics());
    expect(text).toContain('x_duration_seconds_bucket{le="0.1",route="/v1/messages"}');
    expect(await ours.registry.getMetricsAsJSON()).toStrictEqual(await theirs.registry.getMetricsAsJSON());
    for (const side of [theirs, ours]) side.registry.setContentType(prom.Registry.OPENMETRICS_CONTENT_TYPE as never);
    expect(await ours.registry.metrics()).toBe(await theirs.registry.metrics());

    theirs.registry.resetMetrics();
    ours.registry.resetMetrics();
    update(theirs as unknown as Side, 1);
    update(ours, 1);
    expect(await ours.registry.metrics()).toBe(await theirs.registry.metrics());
  });

  it('a bound label set counts into the same series', async () => {
    const registry = new prom.Registry();
    const c = new Counter({ name: 'y_total', help: 'Y.', labelNames: ['type'] as const, registers: [registry] });
    const bound = c.labels({ type: 'PESEL' });
    bound.inc();
    bound.inc(2);
    c.inc({ type: 'PESEL' });
    expect((await c.get()).values).toEqual([{ value: 4, labels: { type: 'PESEL' } }]);
  });

  it('refuses what prom-client refuses: unknown labels, a decrease, a non-number, the le label', () => {
    const registry = new prom.Registry();
    const c = new Counter({ name: 'z_total', help: 'Z.', labelNames: ['a'] as const, registers: [registry] });
    expect(() => c.inc({ b: 'x' } as never)).toThrow(/label "b"/);
    expect(() => c.inc({ a: 'x' }, -1)).toThrow(/decrease/);
    expect(() => c.inc({ a: 'x' }, Number.NaN)).toThrow(/not a valid number/);
    const h = new Histogram({ name: 'z_seconds', help: 'Z.', buckets: BUCKETS, registers: [registry] });
    expect(() => h.observe(Number.POSITIVE_INFINITY)).toThrow(/not a valid number/);
    expect(() => new Histogram({ name: 'w_seconds', help: 'W.', labelNames: ['le'], buckets: BUCKETS })).toThrow(/reserved/);
  });

  it('a missing label is not the same series as an empty one', async () => {
    const c = new Counter({ name: 'v_total', help: 'V.', labelNames: ['a', 'b'] as const });
    c.inc({ a: '' });
    c.inc({ a: '', b: '' });
    expect((await c.get()).values).toHaveLength(2);
  });
});
