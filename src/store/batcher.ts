// Collects writes in memory and flushes them together: on a timer (at least every `intervalMs`)
// and at shutdown. Keeps per-request database writes off the hot path.
import type { BatchJournal } from './usage-journal.js';

export interface BatcherOptions<T> {
  name: string;
  intervalMs: number;
  /** Writes one batch; a failure keeps the items for the next try (merged with newer ones). With a
   * journal, `mark` is the journal's mark covering the batch, to be committed with it. */
  flush(items: T[], mark?: number): Promise<void>;
  /** Called after each flush attempt (for metrics). */
  onFlush?(name: string, seconds: number, error: unknown): void;
  /** Upper bound on retained items when the database is down; the oldest are dropped past it. */
  maxItems?: number;
  /**
   * Items with equal keys are folded into the first one queued (`into(queued, item)` mutates `queued`)
   * instead of being queued: a busy key then holds one item until the flush, not one per request, and the
   * items of a request die young instead of being promoted by the GC (they would wait up to `intervalMs`).
   */
  merge?: { key(item: T): string; into(queued: T, item: T): void };
  /** Every item is also appended here, so that a crash before the flush does not lose it (usage-journal.ts). */
  journal?: BatchJournal<T>;
}

export class Batcher<T> {
  private items: T[] = [];
  /** With `merge`: the queued item of each key. */
  private readonly byKey = new Map<string, T>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly opts: BatcherOptions<T>) {}

  add(item: T): void {
    this.opts.journal?.append(item);
    this.enqueue(item);
  }

  private enqueue(item: T): void {
    const merge = this.opts.merge;
    if (merge) {
      const key = merge.key(item);
      const queued = this.byKey.get(key);
      if (queued !== undefined) {
        merge.into(queued, item);
        return; // a queued item means the timer is armed
      }
      this.byKey.set(key, item);
    }
    this.items.push(item);
    const max = this.opts.maxItems ?? 100_000;
    if (this.items.length > max) this.drop(this.items.length - max);
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.flush();
      }, this.opts.intervalMs);
      this.timer.unref();
    }
  }

  /** Drops the `n` oldest items (the database has been down for a long time). */
  private drop(n: number): void {
    const dropped = this.items.splice(0, n);
    const merge = this.opts.merge;
    if (merge) for (const d of dropped) this.byKey.delete(merge.key(d));
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
    this.byKey.clear();
    // In the same synchronous step as taking the batch: the mark covers exactly what the batch holds.
    const journal = this.opts.journal;
    const mark = journal?.seal();
    const started = performance.now();
    this.running = this.opts
      .flush(batch, mark)
      .then(
        () => {
          if (journal && mark !== undefined) journal.committed(mark);
          this.opts.onFlush?.(this.opts.name, (performance.now() - started) / 1000, null);
        },
        (err: unknown) => {
          this.requeue(batch);
          this.opts.onFlush?.(this.opts.name, (performance.now() - started) / 1000, err);
        },
      )
      .finally(() => {
        this.running = null;
      });
    await this.running;
  }

  /** A failed batch goes back in front of what was added meanwhile (merged with it where keys match). */
  private requeue(batch: T[]): void {
    const newer = this.items;
    this.items = [];
    this.byKey.clear();
    // Already journaled: the failed batch's mark was not committed, so its lines stay for the next one.
    for (const item of batch) this.enqueue(item);
    for (const item of newer) this.enqueue(item);
  }

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }
}
