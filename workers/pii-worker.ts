// Piscina worker: anonymizes the texts of one request and scans them for Art. 9 categories.
// All detection over user content happens here, off the main thread.
import { workerData } from 'node:worker_threads';
import { anonymizeTexts, detectArt9 } from '../src/pii/anonymize.js';
import type { Candidate, EntityType } from '../src/pii/types.js';
import { ENTITY_TYPES } from '../src/pii/types.js';
import type { WorkerBatch, WorkerBatchResult, WorkerResult, WorkerTask } from '../src/pii/pool-types.js';
import type { NerModel } from '../src/ner/index.js';

const KNOWN_TYPES: ReadonlySet<string> = new Set(ENTITY_TYPES);
const NER_TYPES: readonly EntityType[] = ['PERSON', 'LOCATION', 'ORGANIZATION'];

// ---------------------------------------------------------------------------------------------
// NER: the ONNX model is loaded once per worker, at worker start when the pool enables NER.
// A missing model or a failed load disables NER in this worker (rule-based detection still runs).
let nerModel: Promise<NerModel | null> | undefined;

function loadNer(): Promise<NerModel | null> {
  return (nerModel ??= (async () => {
    try {
      const ner = await import('../src/ner/index.js');
      return ner.nerModelAvailable() ? await ner.loadNerModel() : null;
    } catch (err) {
      // The message names files, never user content.
      console.error(`pii-worker: NER model failed to load, continuing without it: ${(err as Error).message}`);
      return null;
    }
  })());
}

/** NER candidates per text, or undefined when NER is off, not needed or unavailable. */
async function nerCandidates(texts: readonly string[], enabled: ReadonlySet<EntityType>): Promise<Candidate[][] | undefined> {
  if (!NER_TYPES.some((t) => enabled.has(t))) return undefined;
  const model = await loadNer();
  if (!model) return undefined;
  return Promise.all(texts.map((t) => (t ? model.detect(t) : Promise.resolve([]))));
}

if ((workerData as { ner?: boolean } | undefined)?.ner) void loadNer();
// ---------------------------------------------------------------------------------------------

function validate(task: WorkerTask): void {
  if (!task || !Array.isArray(task.texts) || !task.texts.every((t) => typeof t === 'string')) {
    throw new TypeError('pii-worker: task.texts must be an array of strings');
  }
  if (!Array.isArray(task.entities) || !task.entities.every((e) => KNOWN_TYPES.has(e))) {
    throw new TypeError('pii-worker: task.entities must be an array of known entity types');
  }
}

// Warm-up at worker start: builds the name dictionary and compiles every detector's regex, so
// the first real request does not pay for it.
anonymizeTexts(['Pan Jan Kowalski, PESEL 44051401359, tel. +48 600 700 800, ul. Długa 5, jan@example.com'], new Set(ENTITY_TYPES));
detectArt9(['cukrzyca']);

/** One message from PiiPool: the tasks of several requests; a bad task fails alone. */
export default async function anonymizeBatch(batch: WorkerBatch): Promise<WorkerBatchResult> {
  if (!batch || !Array.isArray(batch.tasks)) throw new TypeError('pii-worker: expected a batch of tasks');
  const out: WorkerBatchResult = [];
  for (const task of batch.tasks) {
    try {
      out.push(await anonymizeTask(task));
    } catch (err) {
      // Messages here are this module's own (validation, model loading): never user text.
      out.push({ error: err instanceof Error ? err.message : String(err) });
    }
  }
  return out;
}

async function anonymizeTask(task: WorkerTask): Promise<WorkerResult> {
  const started = performance.now();
  validate(task);
  const enabled = new Set(task.entities);
  let extraCandidates: Candidate[][] | undefined;
  let nerMs: number | undefined;
  if (task.ner) {
    const t0 = performance.now();
    extraCandidates = await nerCandidates(task.texts, enabled);
    if (extraCandidates) nerMs = performance.now() - t0;
  }
  const result = anonymizeTexts(task.texts, enabled, { extraCandidates });
  const art9 = task.art9 ? detectArt9(task.texts) : [];
  const out: WorkerResult = { ...result, art9, durationMs: performance.now() - started };
  if (nerMs !== undefined) out.nerMs = nerMs;
  return out;
}
