// Collects writes in memory and flushes them together: on a timer (at least every `intervalMs`)
// and at shutdown. Keeps per-request database writes off the hot path.

export interface BatcherOptions<T> {
  name: string;
  intervalMs: number;
  /** Writes one batch; a failure keeps the items for the next try (merged with newer ones). */
  flush(items: T[]): Promise<void>;
  /** Called after each flush attempt (for metrics). */
  onFlush?(name: string, seconds: number, error: unknown): void;
  /** Upper bound on retained items when the database is down; the oldest are dropped past it. */
  maxItems?: number;
}

export class Batcher<T> {
  private items: T[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly opts: BatcherOptions<T>) {}

  add(item: T): void {
    this.items.push(item);
    const max = this.opts.maxItems ?? 100_000;
    if (this.items.length > max) this.items.splice(0, this.items.length - max);
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.flush();
      }, this.opts.intervalMs);
      this.timer.unref();
    }
  }

  get pending(): number {
    return this.items.length;
  }

  /** Flushes everything queued so far; concurrent calls share one run at a time. */
  async flush(): Promise<void> {
    while (this.running) await this.running;
    if (this.items.length === 0) return;
    const batch = this.items;
    this.items = [];
    const started = performance.now();
    this.running = this.opts
      .flush(batch)
      .then(
        () => this.opts.onFlush?.(this.opts.name, (performance.now() - started) / 1000, null),
        (err: unknown) => {
          this.items = batch.concat(this.items);
          this.opts.onFlush?.(this.opts.name, (performance.now() - started) / 1000, err);
        },
      )
      .finally(() => {
        this.running = null;
      });
    await this.running;
  }

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }
}
