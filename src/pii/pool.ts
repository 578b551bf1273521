// Client side of the PII worker pool. The main thread only sends texts and receives results:
// it never imports the detectors (test/pii/pool.test.ts checks the import graph).
//
// Tasks are batched ("group commit"): one batch per worker thread is in flight by default; tasks that
// arrive meanwhile wait on the main thread and go out together as the next batch when the thread is
// done (handed over before the finished batch's requests continue on the main thread). A second slot
// per thread (batchesPerThread: 2) keeps the worker from waiting for the main thread between batches,
// but halves the batches, and the NER model's cost per text grows as batches shrink, so one slot is
// the default (see batchesPerThread). A hand-off (structured clone, the MessagePort reply, two thread
// wake-ups) costs about as much as detecting PII in a short prompt, so under load one hand-off per
// batch instead of per request saves most of the pool's overhead, while an idle gateway still sends
// each request at once (a batch of one). `npx tsx bench/pii.ts` measures the round trip.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { PiiWorkerData, ReplacementOptions, WorkerBatch, WorkerBatchResult, WorkerResult, WorkerTask } from './pool-types.js';
import type { EntityType } from './types.js';

/** The detection queue is full: the gateway is saturated and the caller should retry shortly. */
export class PiiQueueFullError extends Error {
  constructor(maxQueue: number) {
    super(`PII task queue is at limit (${maxQueue} waiting)`);
    this.name = 'PiiQueueFullError';
  }
}

export type { WorkerResult, WorkerTask } from './pool-types.js';

export interface PiiPoolOptions {
  /** Worker threads (default: one per core). */
  threads?: number;
  /**
   * Run the NER model for PERSON/LOCATION/ORGANIZATION (default false). Fail closed: when it cannot be
   * loaded, ready() rejects and tasks that need it fail rather than pass names through.
   */
  ner?: boolean;
  /** Folder of the NER model (default: models/ner of the checkout). */
  nerModelDir?: string;
  /**
   * Most tasks waiting for a free thread; beyond it anonymize() rejects with a PiiQueueFullError (the
   * chat route answers 429). Default 4096.
   */
  maxQueue?: number;
  /**
   * Batches handed to one worker thread at a time (default 1). With 2, one is worked on and the next
   * already waits in the worker, so it never waits for the main thread between batches; but batches
   * then hold half as many tasks and the NER pass costs more per text; one slot gives more throughput
   * on the pool alone and through the gateway (`npx tsx bench/pool-alone.ts`, `bench/pool-variants.ts`).
   */
  batchesPerThread?: number;
  /**
   * While a thread is busy, another one gets a batch only once this many characters of text wait, or a
   * batch of this much text is in flight (default 8,192). Otherwise the busy threads are done soon, and
   * the tasks wait for one and go out together: the NER pass costs more per text in small batches. A
   * short prompt behind a long document goes to an idle thread at once. 0 = any idle thread takes whatever waits.
   * Only with batchesPerThread 1. Every text counts, cached ones too (the main thread does not know
   * them), so short prompts with a system prompt spilled to a second thread at a lower threshold and
   * lost throughput; at 8,192 they do not, and realistic prompts gain as much (`bench/pool-variants.ts`).
   */
  spillChars?: number;
  /**
   * A task that has waited this long while a thread is idle goes to that thread, whatever spillChars
   * says (default 5 ms): the gate saves CPU under load, but must not hold a request's first token
   * back behind a busy thread (bench/streams.ts, TTFT p99).
   */
  spillAfterMs?: number;
  /**
   * Nice steps the worker threads run below the main thread (Linux, where a nice value is per thread;
   * 0–19, default 0). The gateway sets 5 (PII_WORKER_NICE) so the event loop keeps its core when a batch
   * wakes a worker: realistic traffic gains, short prompts lose a little (docs/benchmarks.md, "What
   * moved the numbers"; measured with `bench/pool-variants.ts`).
   */
  workerNice?: number;
  /** Most tasks in one batch (default 32), so one batch never holds its first request back for long. */
  maxBatchTasks?: number;
  /** Most characters of text in one batch (default 256 Ki); a larger single task still goes alone. */
  maxBatchChars?: number;
  /**
   * Per-worker cache of detection results per text (src/pii/detection-cache.ts): entries per worker
   * (default 10,000; 0 = off) and their lifetime (default 10 minutes).
   */
  cacheEntries?: number;
  cacheTtlMs?: number;
}

/** Under tsx/vitest this file is TypeScript and the worker needs the tsx bootstrap; compiled, it is JS. */
function workerFilename(): string {
  const dev = import.meta.url.endsWith('.ts');
  return fileURLToPath(new URL(dev ? '../../workers/pii-worker.mjs' : '../../workers/pii-worker.js', import.meta.url));
}

const DEFAULT_MAX_QUEUE = 4096;

/** The wire form of an entity set (comma-joined), once per set object: callers reuse one set per settings. */
const entityLists = new WeakMap<ReadonlySet<EntityType>, string>();
function entityList(entities: ReadonlySet<EntityType>): string {
  let s = entityLists.get(entities);
  if (s === undefined) entityLists.set(entities, (s = [...entities].join(',')));
  return s;
}

/** Young generation of a worker thread, MB: V8 makes it three semi-spaces, so 4 MB ones (its default tops out at 16). */
export const WORKER_YOUNG_GENERATION_MB = 12;

/** One worker thread per core: the event loop needs less than a core per worker's worth of requests. */
export function defaultThreadCount(): number {
  return Math.max(1, availableParallelism());
}

interface Pending {
  task: WorkerTask;
  chars: number;
  /** performance.now() when the task was queued. */
  queuedAt: number;
  resolve: (r: WorkerResult) => void;
  reject: (e: Error) => void;
}

export class PiiPool {
  private readonly pool: Piscina<WorkerBatch, WorkerBatchResult>;
  private readonly ner: boolean;
  private readonly threads: number;
  private readonly slots: number;
  private readonly maxQueue: number;
  private readonly maxBatchTasks: number;
  private readonly maxBatchChars: number;
  private readonly spillChars: number;
  private readonly spillAfterMs: number;
  /** The timer that re-checks the spill gate when the oldest waiting task reaches spillAfterMs. */
  private spillTimer: NodeJS.Timeout | undefined;
  /** With several batches per thread the extra slots are there to be filled at once: no spill gate. */
  private readonly spillGated: boolean;
  private waiting: Pending[] = [];
  private waitingChars = 0;
  /** Characters of text of each batch in flight (its length is the number of batches in flight). */
  private readonly charsInFlight: number[] = [];
  private closed = false;
  private sentTasks = 0;
  private sentBatches = 0;

  constructor(opts: PiiPoolOptions = {}) {
    const threads = opts.threads ?? defaultThreadCount();
    if (!Number.isInteger(threads) || threads < 1) throw new RangeError(`PiiPool: threads must be a positive integer, got ${threads}`);
    this.ner = opts.ner ?? false;
    this.threads = threads;
    const perThread = opts.batchesPerThread ?? 1;
    if (!Number.isInteger(perThread) || perThread < 1) throw new RangeError(`PiiPool: batchesPerThread must be a positive integer, got ${perThread}`);
    this.slots = threads * perThread;
    this.maxQueue = opts.maxQueue ?? DEFAULT_MAX_QUEUE;
    this.maxBatchTasks = opts.maxBatchTasks ?? 32;
    this.maxBatchChars = opts.maxBatchChars ?? 256 * 1024;
    this.spillChars = opts.spillChars ?? 8192;
    this.spillAfterMs = opts.spillAfterMs ?? 5;
    this.spillGated = perThread === 1;
    this.pool = new Piscina<WorkerBatch, WorkerBatchResult>({
      filename: workerFilename(),
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Infinity, // keep workers (and their warm dictionaries and NER model) alive
      maxQueue: this.slots, // never more batches handed over than there are slots (see dispatch)
      concurrentTasksPerWorker: perThread,
      // Idle workers wait in their event loop instead of blocking in Atomics.wait, so V8 does its
      // idle-time GC work between tasks rather than in the middle of one: the p99 time in the worker
      // halves, throughput unchanged as tasks come in batches (`npx tsx bench/pii.ts`).
      atomics: 'disabled',
      // A worker's garbage lives for one batch, so a small young generation does: V8 would otherwise let
      // each busy worker's grow to 32 MB resident (docs/benchmarks.md, "Memory under traffic").
      resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
      workerData: {
        ner: this.ner,
        nerModelDir: opts.nerModelDir,
        cacheEntries: opts.cacheEntries ?? 10_000,
        cacheTtlMs: opts.cacheTtlMs ?? 10 * 60_000,
        nice: opts.workerNice ?? 0,
      } satisfies PiiWorkerData,
    });
  }

  /**
   * Resolves once every worker has started and, with NER, loaded the model; rejects with the reason
   * otherwise (the gateway then refuses to start). Every worker loads the same files, so one probe
   * per thread is enough to see a load failure.
   */
  async ready(): Promise<void> {
    await Promise.all(Array.from({ length: this.threads }, () => this.pool.run({ tasks: [], probe: true })));
  }

  /**
   * Anonymizes all texts of one request with one mapping and, if `art9`, scans for special
   * categories. Resolves in the main thread only when there is nothing to scan.
   */
  anonymize(texts: readonly string[], entities: ReadonlySet<EntityType>, art9: boolean, replacement: ReplacementOptions = {}): Promise<WorkerResult> {
    const nothingToScan = texts.every((t) => t.length === 0) || (entities.size === 0 && !art9);
    if (nothingToScan) {
      return Promise.resolve({ texts: texts.slice(), mapping: {}, counts: {}, art9: [], durationMs: 0 });
    }
    if (this.closed) return Promise.reject(new Error('PII pool is closed'));
    if (this.waiting.length >= this.maxQueue) {
      return Promise.reject(new PiiQueueFullError(this.maxQueue));
    }
    const task: WorkerTask = { texts: texts as string[], entities: entityList(entities), art9, ner: this.ner };
    if (replacement.pseudonyms) task.pseudonyms = true;
    let chars = 0;
    for (const t of texts) chars += t.length;
    return new Promise<WorkerResult>((resolve, reject) => {
      this.waiting.push({ task, chars, queuedAt: performance.now(), resolve, reject });
      this.waitingChars += chars;
      this.dispatch();
    });
  }

  /** Hands waiting tasks to free slots, one batch per slot; a second busy slot only past spillChars. */
  private dispatch(): void {
    while (this.charsInFlight.length < this.slots && this.waiting.length > 0) {
      const inFlight = this.charsInFlight.length;
      if (this.spillGated && inFlight > 0 && this.waitingChars < this.spillChars &&
        Math.max(...this.charsInFlight) < this.spillChars) {
        const waited = performance.now() - this.waiting[0].queuedAt;
        if (waited < this.spillAfterMs) {
          this.armSpillTimer(this.spillAfterMs - waited);
          return;
        }
      }
      // With several idle threads and enough text, split it so every idle thread gets a share.
      const idleThreads = this.spillGated
        ? Math.min(this.threads - inFlight, Math.floor(this.waitingChars / Math.max(1, this.spillChars)))
        : this.threads - inFlight;
      const share = idleThreads > 1 ? Math.ceil(this.waiting.length / idleThreads) : this.waiting.length;
      const limit = Math.min(this.maxBatchTasks, share);
      let n = 0;
      let chars = 0;
      while (n < this.waiting.length && n < limit && (n === 0 || chars + this.waiting[n].chars <= this.maxBatchChars)) {
        chars += this.waiting[n].chars;
        n++;
      }
      this.waitingChars -= chars;
      this.send(this.waiting.splice(0, n), chars);
    }
  }

  private armSpillTimer(delayMs: number): void {
    if (this.spillTimer !== undefined) return;
    this.spillTimer = setTimeout(() => {
      this.spillTimer = undefined;
      this.dispatch();
    }, Math.max(1, Math.ceil(delayMs)));
    this.spillTimer.unref();
  }

  private send(batch: Pending[], chars: number): void {
    this.charsInFlight.push(chars);
    this.sentTasks += batch.length;
    this.sentBatches++;
    this.pool.run({ tasks: batch.map((p) => p.task) }).then(
      (results) => {
        this.release(chars); // the next batch goes out before these requests' continuations run
        batch.forEach((p, i) => {
          const r = results[i];
          if (r && 'error' in r) p.reject(new Error(r.error));
          else if (r) p.resolve(r);
          else p.reject(new Error('PII worker returned no result for a task'));
        });
      },
      (err: unknown) => {
        this.release(chars);
        const e = err instanceof Error ? err : new Error(String(err));
        for (const p of batch) p.reject(e);
      },
    );
  }

  private release(chars: number): void {
    this.charsInFlight.splice(this.charsInFlight.indexOf(chars), 1);
    this.dispatch();
  }

  stats(): { queueSize: number; utilization: number; threads: number } {
    return { queueSize: this.waiting.length, utilization: this.pool.utilization, threads: this.pool.threads.length };
  }

  /** Tasks and batches handed to the workers so far (their ratio is the mean batch size). */
  batching(): { tasks: number; batches: number } {
    return { tasks: this.sentTasks, batches: this.sentBatches };
  }

  close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.spillTimer);
    const err = new Error('PII pool is closed');
    for (const p of this.waiting.splice(0)) p.reject(err);
    this.waitingChars = 0;
    return this.pool.close();
  }
}
