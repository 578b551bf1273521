// Piscina worker: anonymizes the texts of one request and scans them for Art. 9 categories.
// All detection over user content happens here, off the main thread.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { workerData } from 'node:worker_threads';
import { applyTags, detectArt9, findEntities, anonymizeTexts } from '../src/pii/anonymize.js';
import { DetectionCache, type CachedDetection } from '../src/pii/detection-cache.js';
import type { Art9Category, EntityType } from '../src/pii/types.js';
import { ENTITY_TYPES } from '../src/pii/types.js';
import type { PiiWorkerData, WorkerBatch, WorkerBatchResult, WorkerResult, WorkerTask } from '../src/pii/pool-types.js';
import type { NerModel } from '../src/ner/index.js';

const KNOWN_TYPES: ReadonlySet<string> = new Set(ENTITY_TYPES);
const NER_TYPES: readonly EntityType[] = ['PERSON', 'LOCATION', 'ORGANIZATION'];
const options = (workerData ?? {}) as PiiWorkerData;

// ---------------------------------------------------------------------------------------------
// NER: the ONNX model is loaded once per worker, at worker start when the pool enables NER.
// Fail closed: if it cannot be loaded, the start-up probe and every task that needs NER fail with the
// reason, rather than letting names through unreplaced.
let nerModel: Promise<NerModel> | undefined;

function loadNer(): Promise<NerModel> {
  return (nerModel ??= (async () => {
    const ner = await import('../src/ner/index.js');
    const dir = options.nerModelDir ?? ner.DEFAULT_NER_MODEL_DIR;
    const missing = ['model.onnx', 'vocab.json'].filter((f) => !existsSync(join(dir, f))).map((f) => join(dir, f));
    let reason: string;
    if (missing.length) {
      reason = `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing`;
    } else {
      try {
        return await ner.loadNerModel(dir);
      } catch (err) {
        // The loader's messages name files, never user content.
        const message = (err instanceof Error ? err.message : String(err)).split('\n')[0].replace(/[.\s]+$/, '');
        reason = `loading failed: ${message}`;
      }
    }
    throw new Error(
      `PII_NER is on but the NER model cannot be used: ${reason}. Put model.onnx and vocab.json in ${dir} ` +
        '(PII_NER_MODEL_DIR names another folder), or set PII_NER=false to run with rule-based detection only.',
    );
  })());
}

if (options.ner) loadNer().catch(() => {}); // reported by the probe and by each task that needs NER
// ---------------------------------------------------------------------------------------------

const cache = new DetectionCache({ maxEntries: options.cacheEntries ?? 0, ttlMs: options.cacheTtlMs ?? 0 });

function validate(task: WorkerTask): void {
  if (!task || !Array.isArray(task.texts) || !task.texts.every((t) => typeof t === 'string')) {
    throw new TypeError('pii-worker: task.texts must be an array of strings');
  }
}

/** Parsed `entities` strings: few distinct settings exist, so each is split and checked once. */
const enabledSets = new Map<string, ReadonlySet<EntityType>>();

const BAD_ENTITIES = 'pii-worker: task.entities must be a string of known entity types';

function enabledTypes(entities: unknown): ReadonlySet<EntityType> {
  if (typeof entities !== 'string') throw new TypeError(BAD_ENTITIES);
  let set = enabledSets.get(entities);
  if (!set) {
    const list = entities ? entities.split(',') : [];
    if (!list.every((e) => KNOWN_TYPES.has(e))) throw new TypeError(BAD_ENTITIES);
    set = new Set(list as EntityType[]);
    if (enabledSets.size < 1000) enabledSets.set(entities, set);
  }
  return set;
}

// Warm-up at worker start: builds the name dictionary and compiles every detector's regex, so
// the first real request does not pay for it.
anonymizeTexts(['Pan Jan Kowalski, PESEL 44051401359, tel. +48 600 700 800, ul. Długa 5, jan@example.com'], new Set(ENTITY_TYPES));
detectArt9(['cukrzyca']);

/** One message from PiiPool: the tasks of several requests; a bad task fails alone. */
export default async function anonymizeBatch(batch: WorkerBatch): Promise<WorkerBatchResult> {
  if (!batch || !Array.isArray(batch.tasks)) throw new TypeError('pii-worker: expected a batch of tasks');
  if (batch.probe && options.ner) await loadNer();
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

const EMPTY: CachedDetection = { entities: [], art9: [] };

async function anonymizeTask(task: WorkerTask): Promise<WorkerResult> {
  const started = performance.now();
  validate(task);
  const enabled = enabledTypes(task.entities);
  const model = task.ner && NER_TYPES.some((t) => enabled.has(t)) ? await loadNer() : null;
  // Everything the result of one text depends on besides the text itself. The main thread lists the
  // types in the same order for the same settings; another order only costs a cache miss.
  const settings = `${task.entities}|ner=${model ? 1 : 0}|art9=${task.art9 ? 1 : 0}`;

  const detections = new Array<CachedDetection>(task.texts.length);
  const misses: Array<{ index: number; key: string }> = [];
  let cachedTexts = 0;
  task.texts.forEach((text, index) => {
    if (!text) { detections[index] = EMPTY; return; }
    const key = cache.enabled ? DetectionCache.key(text, settings) : '';
    const hit = cache.enabled ? cache.get(key) : undefined;
    if (hit) { detections[index] = hit; cachedTexts++; } else misses.push({ index, key });
  });

  let nerMs: number | undefined;
  let extra: Awaited<ReturnType<NerModel['detect']>>[] | undefined;
  if (model && misses.length) {
    const t0 = performance.now();
    extra = await Promise.all(misses.map((m) => model.detect(task.texts[m.index])));
    nerMs = performance.now() - t0;
  }
  misses.forEach((m, k) => {
    const text = task.texts[m.index];
    const detection: CachedDetection = {
      entities: findEntities(text, enabled, extra?.[k]),
      art9: task.art9 ? detectArt9([text]) : [],
    };
    detections[m.index] = detection;
    cache.set(m.key, detection);
  });

  const result = applyTags(task.texts, detections.map((d) => d.entities));
  const art9 = new Set<Art9Category>();
  for (const d of detections) for (const c of d.art9) art9.add(c);
  const out: WorkerResult = {
    ...result,
    art9: [...art9].sort(),
    durationMs: performance.now() - started,
    cachedTexts,
  };
  if (nerMs !== undefined) out.nerMs = nerMs;
  return out;
}
