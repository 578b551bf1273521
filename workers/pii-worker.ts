// Piscina worker: anonymizes the texts of one request and scans them for Art. 9 categories.
// All detection over user content happens here, off the main thread.
import { existsSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { workerData } from 'node:worker_threads';
import { applyPseudonyms, applyTags, detectArt9, detectCandidates, resolveEntities } from '../src/pii/anonymize.js';
import { nerMasks } from '../src/pii/ner-masks.js';
import { DetectionCache, type CachedDetection } from '../src/pii/detection-cache.js';
import { detectionView, type DetectionView } from '../src/pii/detection-view.js';
import { warmUpDetectors } from '../src/pii/warm-up.js';
import type { Art9Category, Candidate, EntityType } from '../src/pii/types.js';
import { ENTITY_FORMS, ENTITY_TYPES } from '../src/pii/types.js';
import type { PiiWorkerData, WorkerBatch, WorkerBatchResult, WorkerResult, WorkerTask } from '../src/pii/pool-types.js';
import type { MaskSpan, NerModel } from '../src/ner/index.js';

const KNOWN_TYPES: ReadonlySet<string> = new Set(ENTITY_TYPES);
const NER_TYPES: readonly EntityType[] = ['PERSON', 'LOCATION', 'ORGANIZATION'];
const options = (workerData ?? {}) as PiiWorkerData;
lowerThreadPriority(options.nice ?? 0);

/**
 * Runs this worker thread `steps` nice steps below the main thread (Linux keeps a nice value per thread,
 * and pid 0 names the calling thread, which starts with its creator's). The event loop is the one thread
 * every request passes through twice; a worker woken by a batch must not push it off a core. Elsewhere
 * setPriority(0) would renice the whole process, so only on Linux.
 */
function lowerThreadPriority(steps: number): void {
  if (steps <= 0 || process.platform !== 'linux') return;
  try {
    os.setPriority(0, Math.min(19, os.getPriority(0) + steps));
  } catch {
    // not permitted here: the worker runs at the process's priority
  }
}

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

// Warm-up at worker start: builds the name dictionary, compiles every detector's regex and lets V8
// optimize the detectors, so the first real requests do not pay for it (src/pii/warm-up.ts).
warmUpDetectors();

/**
 * One message from PiiPool: the tasks of several requests; a bad task fails alone. The NER model sees
 * the texts of every task at once (one padded run over all their sentences is cheaper per text than
 * one run per task); the rest of the work is per task.
 */
export default async function anonymizeBatch(batch: WorkerBatch): Promise<WorkerBatchResult> {
  if (!batch || !Array.isArray(batch.tasks)) throw new TypeError('pii-worker: expected a batch of tasks');
  if (batch.probe && options.ner) await loadNer();
  const jobs: Array<Job | Failed> = [];
  for (const task of batch.tasks) {
    try {
      jobs.push(await prepareTask(task));
    } catch (err) {
      jobs.push(failure(err));
    }
  }
  await detectNer(jobs.filter((j): j is Job => !('error' in j)));
  return jobs.map((j) => {
    if ('error' in j) return j;
    try {
      return finishTask(j);
    } catch (err) {
      return failure(err);
    }
  });
}

interface Failed { error: string }

/** Messages here are this module's own (validation, model loading): never user text. */
function failure(err: unknown): Failed {
  return { error: err instanceof Error ? err.message : String(err) };
}

const EMPTY: CachedDetection = { entities: [], art9: [] };

/** One task between its steps: cache lookups done, NER candidates (when needed) pending. */
interface Job {
  task: WorkerTask;
  enabled: ReadonlySet<EntityType>;
  model: NerModel | null;
  detections: CachedDetection[];
  misses: Array<{ index: number; key: string }>;
  /** Per miss, the normalized view detection reads (detection-view.ts), or null when it is the text. */
  views: Array<DetectionView | null>;
  /** The rule detectors' candidates per miss, found first so the model can skip identifiers. */
  rules: Candidate[][];
  /** With NER: the identifier spans of each miss that the model reads as one token (ner-masks.ts). */
  masks?: MaskSpan[][];
  cachedTexts: number;
  /** Worker time spent on this task so far, ms. */
  ms: number;
  nerMs?: number;
  extra?: Candidate[][];
  /** Why NER failed for this task (it then fails alone). */
  failed?: string;
}

async function prepareTask(task: WorkerTask): Promise<Job> {
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
  const views = misses.map((m) => detectionView(task.texts[m.index]!));
  const rules = misses.map((m, k) => detectCandidates(views[k]?.text ?? task.texts[m.index]!, enabled));
  const masks = model ? rules.map(nerMasks) : undefined;
  return { task, enabled, model, detections, misses, views, rules, masks, cachedTexts, ms: performance.now() - started };
}

/**
 * NER candidates for the missed texts of every job that needs them, in one model call. Should that
 * call fail, each job is tried alone, so a failure stays with the task that causes it.
 */
async function detectNer(jobs: Job[]): Promise<void> {
  const needing = jobs.filter((j) => j.model && j.misses.length);
  if (needing.length === 0) return;
  const texts = needing.flatMap((j) => j.misses.map((m, k) => seen(j, m.index, k)));
  const masks = needing.flatMap((j) => j.masks!);
  const organizations = needing.flatMap((j) => j.misses.map(() => j.enabled.has('ORGANIZATION')));
  const t0 = performance.now();
  let all: Candidate[][] | undefined, shared: Failed | undefined;
  try {
    all = await needing[0]!.model!.detectMany(texts, masks, organizations);
  } catch (err) {
    shared = failure(err);
  }
  if (all || needing.length === 1) {
    const ms = performance.now() - t0;
    let next = 0;
    for (const j of needing) {
      if (all) j.extra = all.slice(next, (next += j.misses.length));
      else j.failed = shared!.error;
      j.nerMs = ms;
      j.ms += ms;
    }
    return;
  }
  for (const j of needing) {
    const t1 = performance.now();
    try {
      j.extra = await j.model!.detectMany(j.misses.map((m, k) => seen(j, m.index, k)), j.masks!, j.misses.map(() => j.enabled.has('ORGANIZATION')));
    } catch (err) {
      j.failed = failure(err).error;
    }
    j.nerMs = performance.now() - t1;
    j.ms += j.nerMs;
  }
}

/** The text detection reads for miss `k` (text `index` of the task): its normalized view, or the text itself. */
function seen(job: Job, index: number, k: number): string {
  return job.views[k]?.text ?? job.task.texts[index]!;
}

function finishTask(job: Job): WorkerResult {
  const started = performance.now();
  const { task, enabled, detections, misses, extra, rules, views } = job;
  if (job.failed) throw new Error(job.failed);
  misses.forEach((m, k) => {
    const text = seen(job, m.index, k);
    const entities = resolveEntities(text, enabled, rules[k]!, extra?.[k]);
    const detection: CachedDetection = {
      // Spans of the view, mapped onto the original: the original characters are what gets replaced.
      entities: views[k] ? views[k].toOriginal(entities) : entities,
      art9: task.art9 ? detectArt9([text]) : [],
    };
    detections[m.index] = detection;
    cache.set(m.key, detection);
  });

  const entities = detections.map((d) => d.entities);
  const result = task.pseudonyms === true ? applyPseudonyms(task.texts, entities) : applyTags(task.texts, entities);
  const art9 = new Set<Art9Category>();
  for (const d of detections) for (const c of d.art9) art9.add(c);
  const out: WorkerResult = {
    ...result,
    art9: [...art9].sort(),
    durationMs: job.ms + performance.now() - started,
    cachedTexts: job.cachedTexts,
  };
  if (job.nerMs !== undefined) out.nerMs = job.nerMs;
  // A symbol-keyed property does not cross to the main thread: the linked entities travel beside the mapping.
  const entityForms = result.mapping[ENTITY_FORMS];
  if (entityForms) out.entityForms = entityForms;
  return out;
}
