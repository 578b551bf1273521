// Messages between the main thread (PiiPool) and the PII worker.
import type { Art9Category, EntityForms, EntityType, Mapping } from './types.js';

export interface WorkerTask {
  texts: string[];
  /** Enabled entity types, comma-separated: one string is cheaper to hand over than an array. */
  entities: string;
  art9: boolean;
  ner: boolean;
  /** Pseudonyms instead of tags for people and places (docs/pii-replacement.md#pseudonym-mode). */
  pseudonyms?: boolean;
}

export interface WorkerResult {
  /** Anonymized texts, same order as the task's. */
  texts: string[];
  mapping: Mapping;
  /**
   * The mapping's ENTITY_FORMS (linked persons and places), sent beside it: a symbol-keyed property is
   * not copied between threads. scanTexts (src/chat/anonymize-request.ts) puts it back into the mapping.
   */
  entityForms?: Record<string, EntityForms>;
  /** Replaced occurrences per entity type. */
  counts: Partial<Record<EntityType, number>>;
  /** Art. 9 categories found (empty when the scan was not requested). */
  art9: Art9Category[];
  /** Time spent in the worker on this task, ms. */
  durationMs: number;
  /** Time spent in NER inference, ms (only when NER ran). */
  nerMs?: number;
  /** Non-empty texts whose detection came from the worker's cache (not scanned again). */
  cachedTexts?: number;
}

/** How the texts are anonymized beyond detection: pseudonyms or tags. */
export interface ReplacementOptions {
  pseudonyms?: boolean;
}

/** The pool's settings, handed to every worker at start. */
export interface PiiWorkerData {
  ner?: boolean;
  /** Folder of the NER model (default: models/ner of the checkout). */
  nerModelDir?: string;
  /** Detection cache size per worker (0 = off) and entry lifetime, ms. */
  cacheEntries?: number;
  cacheTtlMs?: number;
  /** Nice steps this worker thread runs below the main thread (Linux: per thread). */
  nice?: number;
}

/** One message to a worker: the tasks of several requests, answered together (see PiiPool). */
export interface WorkerBatch {
  tasks: WorkerTask[];
  /**
   * Start-up check: the worker answers once its NER model (when enabled) is loaded, or fails with
   * the reason it could not be.
   */
  probe?: boolean;
}

/** Per task, in order: its result, or the error message of that task alone. */
export type WorkerBatchResult = Array<WorkerResult | { error: string }>;
