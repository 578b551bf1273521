// Counter and Histogram for the request path, exported by prom-client's Registry exactly as prom-client's
// own would be (test/observability/fast-metrics.test.ts compares the two, text and JSON).
//
// Why not prom-client's: every update there hashes its labels (sorted keys, joined), validates them and,
// for a histogram, finds the bucket through a string-keyed object, and a chat request makes about a
// dozen updates on the event loop (`npm run bench` measures the request path). Here an update finds its
// cell through one Map per label (label values are short, mostly constant strings whose hash V8 keeps)
// and bumps numbers: no sorting, no joined key, no per-update objects.
// Labels are validated when a label set is first seen.
import type { Registry } from 'prom-client';

type Labels<L extends string> = Partial<Record<L, string | number>>;

interface Config<L extends string> {
  name: string;
  help: string;
  labelNames?: readonly L[];
  registers?: Registry[];
}

/** Label values are text in the exposition: 1 and '1' are one series, as in prom-client. */
function valueKey(v: string | number | undefined): string | undefined {
  return typeof v === 'number' ? String(v) : v;
}

function checkLabels(labelNames: readonly string[], labels: object): void {
  for (const name of Object.keys(labels)) {
    if (!labelNames.includes(name)) throw new Error(`Added label "${name}" is not included in initial labelset: ${JSON.stringify(labelNames)}`);
  }
}

function checkValue(value: number): void {
  if (!Number.isFinite(value)) throw new TypeError(`Value is not a valid number: ${value}`);
}

abstract class FastMetric<L extends string, Cell extends { labels: Labels<L> }> {
  readonly name: string;
  readonly help: string;
  readonly labelNames: readonly L[];
  readonly aggregator = 'sum';
  /** Every label set's cell, in the order first seen (the export order). */
  protected cells: Cell[] = [];
  /** Cells by label value, one Map level per label name in declared order (undefined: label absent). */
  private index = new Map<unknown, unknown>();

  constructor(config: Config<L>) {
    this.name = config.name;
    this.help = config.help;
    this.labelNames = config.labelNames ?? [];
    for (const r of config.registers ?? []) r.registerMetric(this as never);
  }

  protected abstract newCell(labels: Labels<L>): Cell;

  protected cell(labels: Labels<L>): Cell {
    const names = this.labelNames;
    let level = this.index;
    const last = names.length - 1;
    for (let i = 0; i < last; i++) {
      const v = valueKey(labels[names[i]]);
      let next = level.get(v) as Map<unknown, unknown> | undefined;
      if (!next) level.set(v, (next = new Map()));
      level = next;
    }
    const v = last >= 0 ? valueKey(labels[names[last]]) : undefined;
    let c = level.get(v) as Cell | undefined;
    if (!c) {
      checkLabels(names, labels);
      level.set(v, (c = this.newCell({ ...labels })));
      this.cells.push(c);
    }
    return c;
  }

  reset(): void {
    this.cells = [];
    this.index = new Map();
  }
}

interface CounterCell<L extends string> {
  labels: Labels<L>;
  value: number;
}

export class Counter<L extends string = string> extends FastMetric<L, CounterCell<L>> {
  readonly type = 'counter';

  constructor(config: Config<L>) {
    super(config);
    this.reset();
  }

  inc(labels?: Labels<L> | number, value?: number): void {
    if (typeof labels === 'number' || labels === undefined) {
      value = labels;
      labels = {};
    }
    if (value === undefined) value = 1;
    else {
      checkValue(value);
      if (value < 0) throw new Error('It is not possible to decrease a counter');
    }
    this.cell(labels).value += value;
  }

  /** A label set bound once (the same cell on every inc). */
  labels(labels: Labels<L>): { inc(value?: number): void } {
    return { inc: (value?: number) => this.inc(labels, value) };
  }

  override reset(): void {
    super.reset();
    // prom-client shows an unlabelled counter at 0 before its first increment.
    if (this.labelNames.length === 0) this.cell({});
  }

  protected newCell(labels: Labels<L>): CounterCell<L> {
    return { labels, value: 0 };
  }

  async get() {
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      values: this.cells.map((c) => ({ value: c.value, labels: c.labels })),
      aggregator: this.aggregator,
    };
  }
}

interface HistogramCell<L extends string> {
  labels: Labels<L>;
  /** Observations per bucket (not cumulative); the last slot counts those above every bound. */
  counts: Float64Array;
  sum: number;
  count: number;
}

interface BucketValue {
  labels: Record<string, string | number>;
  sharedLabels: Record<string, string | number>;
  value: number;
  metricName: string;
  exemplar: null | undefined;
}

export class Histogram<L extends string = string> extends FastMetric<L, HistogramCell<L>> {
  readonly type = 'histogram';
  readonly upperBounds: readonly number[];

  constructor(config: Config<L> & { buckets: readonly number[] }) {
    super(config);
    if (this.labelNames.includes('le' as L)) throw new Error('le is a reserved label keyword');
    this.upperBounds = [...config.buckets];
    this.reset();
  }

  observe(labels: Labels<L> | number, value?: number): void {
    if (typeof labels === 'number') {
      value = labels;
      labels = {};
    }
    checkValue(value as number);
    const v = value as number;
    const c = this.cell(labels);
    const bounds = this.upperBounds;
    let i = 0;
    while (i < bounds.length && v > bounds[i]) i++;
    c.counts[i]++;
    c.sum += v;
    c.count++;
  }

  override reset(): void {
    super.reset();
    if (this.labelNames.length === 0) this.cell({});
  }

  protected newCell(labels: Labels<L>): HistogramCell<L> {
    return { labels, counts: new Float64Array(this.upperBounds.length + 1), sum: 0, count: 0 };
  }

  /** The registry's text export: cumulative buckets, +Inf, sum and count per label set, as prom-client. */
  async getForPromString() {
    const values: BucketValue[] = [];
    const bucket = `${this.name}_bucket`;
    for (const c of this.cells) {
      let acc = 0;
      for (let i = 0; i < this.upperBounds.length; i++) {
        acc += c.counts[i];
        values.push({ labels: { le: this.upperBounds[i] }, sharedLabels: c.labels as Record<string, string>, value: acc, metricName: bucket, exemplar: null });
      }
      values.push({ labels: { le: '+Inf' }, sharedLabels: c.labels as Record<string, string>, value: c.count, metricName: bucket, exemplar: null });
      values.push({ labels: {}, sharedLabels: c.labels as Record<string, string>, value: c.sum, metricName: `${this.name}_sum`, exemplar: undefined });
      values.push({ labels: {}, sharedLabels: c.labels as Record<string, string>, value: c.count, metricName: `${this.name}_count`, exemplar: undefined });
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  async get() {
    const data = await this.getForPromString();
    const values = data.values.map(({ sharedLabels, labels, ...rest }) => ({ ...rest, labels: { ...labels, ...sharedLabels } }));
    return { ...data, values };
  }
}
