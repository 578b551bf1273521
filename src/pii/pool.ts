// Client side of the PII worker pool. The main thread only sends texts and receives results:
// it never imports the detectors (test/pii/pool.test.ts checks the import graph).
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { WorkerResult, WorkerTask } from './pool-types.js';
import type { EntityType } from './types.js';

export type { WorkerResult, WorkerTask } from './pool-types.js';

export interface PiiPoolOptions {
  /** Worker threads (default: cores − 1, at least 1). */
  threads?: number;
  /** Run the NER model for PERSON/LOCATION/ORGANIZATION when it is available (default false). */
  ner?: boolean;
  /**
   * Most tasks waiting for a free thread; beyond it anonymize() rejects with piscina's
   * "Task queue is at limit" (default 4096 — piscina's own 'auto' is threads², far too small for bursts).
   */
  maxQueue?: number;
}

/** Under tsx/vitest this file is TypeScript and the worker needs the tsx bootstrap; compiled, it is JS. */
function workerFilename(): string {
  const dev = import.meta.url.endsWith('.ts');
  return fileURLToPath(new URL(dev ? '../../workers/pii-worker.mjs' : '../../workers/pii-worker.js', import.meta.url));
}

const DEFAULT_MAX_QUEUE = 4096;

export function defaultThreadCount(): number {
  return Math.max(1, availableParallelism() - 1);
}

export class PiiPool {
  private readonly pool: Piscina<WorkerTask, WorkerResult>;
  private readonly ner: boolean;

  constructor(opts: PiiPoolOptions = {}) {
    const threads = opts.threads ?? defaultThreadCount();
    if (!Number.isInteger(threads) || threads < 1) throw new RangeError(`PiiPool: threads must be a positive integer, got ${threads}`);
    this.ner = opts.ner ?? false;
    this.pool = new Piscina<WorkerTask, WorkerResult>({
      filename: workerFilename(),
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Infinity, // keep workers (and their warm dictionaries and NER model) alive
      maxQueue: opts.maxQueue ?? DEFAULT_MAX_QUEUE,
      workerData: { ner: this.ner },
    });
  }

  /**
   * Anonymizes all texts of one request with one mapping and, if `art9`, scans for special
   * categories. Resolves in the main thread only when there is nothing to scan.
   */
  anonymize(texts: readonly string[], entities: ReadonlySet<EntityType>, art9: boolean): Promise<WorkerResult> {
    const nothingToScan = texts.every((t) => t.length === 0) || (entities.size === 0 && !art9);
    if (nothingToScan) {
      return Promise.resolve({ texts: texts.slice(), mapping: {}, counts: {}, art9: [], durationMs: 0 });
    }
    const task: WorkerTask = { texts: texts as string[], entities: [...entities], art9, ner: this.ner };
    return this.pool.run(task);
  }

  stats(): { queueSize: number; utilization: number; threads: number } {
    return { queueSize: this.pool.queueSize, utilization: this.pool.utilization, threads: this.pool.threads.length };
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
