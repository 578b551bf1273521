// Messages between the main thread (PiiPool) and the PII worker.
import type { Art9Category, EntityType, Mapping } from './types.js';

export interface WorkerTask {
  texts: string[];
  entities: EntityType[];
  art9: boolean;
  ner: boolean;
}

export interface WorkerResult {
  /** Anonymized texts, same order as the task's. */
  texts: string[];
  mapping: Mapping;
  /** Replaced occurrences per entity type. */
  counts: Partial<Record<EntityType, number>>;
  /** Art. 9 categories found (empty when the scan was not requested). */
  art9: Art9Category[];
  /** Time spent in the worker on this task, ms. */
  durationMs: number;
  /** Time spent in NER inference, ms (only when NER ran). */
  nerMs?: number;
}
