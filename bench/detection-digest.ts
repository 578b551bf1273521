// A digest of every span detection finds over a large fixed set of texts: the check that a change meant to
// make detection cheaper changes no detected span. Run it before the change and after; the digests must match.
//
// Texts: the pii:eval records (dev and test) and linking texts (dev and test), the NKJP documents of the
// gateway evaluation (test and dev splits) in its four forms of writing (gateway-eval.ts FORMS), and the
// realistic and short prompts of bench/rules.ts and bench/realistic.ts (seed 12).
// Each text goes through the worker's path (workers/pii-worker.ts): the detection view, the rule detectors,
// the NER model's spans with the rules' masks, resolution (filters, union, echoes), spans mapped back. Four
// settings: the gateway evaluation's types and the pii:eval types (all), both with the model's spans; the
// default types without NER (bench/rules.ts first block); all types with bench/rules.ts's imitated NER spans.
// The model is deterministic; its spans are cached per (text, masks) under bench/results/tmp/ so a second run
// costs only the rules (a changed mask recomputes them).
//
// `npx tsx bench/detection-digest.ts [--nkjp PATH] [--out FILE] [--no-ner]`: prints one digest per setting and
// per text set, and with --out writes every span (set, text index, type, start, end, value) a line for diffing.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateLinkingSplit } from '../eval/pii/linking.js';
import { loadSplit } from '../eval/pii/run.js';
import { DEFAULT_NER_MODEL_DIR, loadNerModel, nerModelAvailable, type MaskSpan } from '../src/ner/index.js';
import { FORMS, gatewayEntityTypes, readNkjpDocuments, runningText } from '../src/ner/gateway-eval.js';
import { detectCandidates, resolveEntities } from '../src/pii/anonymize.js';
import { detectionView } from '../src/pii/detection-view.js';
import { nerMasks } from '../src/pii/ner-masks.js';
import { DEFAULT_ENABLED_TYPES, ENTITY_TYPES, SETTING_TO_ENTITIES, type Candidate, type EntityType } from '../src/pii/types.js';
import { realisticPrompt, shortPrompt } from './lib/polish-prompts.js';
import { imitatedNerSpans } from './lib/imitated-ner.js';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const nkjpPath = opt('--nkjp') ?? join(DEFAULT_NER_MODEL_DIR, '..', '..', '..', 'shared', 'data', 'ner', 'nkjp-1m-ner.iob.xz');
const outPath = opt('--out');
const useNer = !args.includes('--no-ner');

// ---- the texts ----------------------------------------------------------------------------------------------

const sets: Array<{ name: string; texts: string[] }> = [];
for (const split of ['dev', 'test'] as const) {
  sets.push({ name: `pii-${split}`, texts: loadSplit(split).map((r) => r.text) });
  sets.push({ name: `linking-${split}`, texts: generateLinkingSplit(split).map((r) => r.text) });
}
if (existsSync(nkjpPath)) {
  for (const [split, remainder] of [['test', 0], ['dev', 5]] as const) {
    const docs = readNkjpDocuments(nkjpPath, remainder).map((d) => runningText(d).text);
    for (const [form, transform] of Object.entries(FORMS)) sets.push({ name: `nkjp-${split}-${form}`, texts: docs.map(transform) });
  }
} else {
  console.log(`NKJP file not found (${nkjpPath}): its documents are left out; pass --nkjp PATH`);
}
const PROMPTS = 2000;
sets.push({ name: 'realistic', texts: Array.from({ length: PROMPTS }, (_, i) => realisticPrompt(12, i).text) });
sets.push({ name: 'short', texts: Array.from({ length: PROMPTS }, (_, i) => shortPrompt(12, i)) });

// ---- the settings -------------------------------------------------------------------------------------------

type NerSource = 'model' | 'imitated' | 'none';
const settings: Array<{ name: string; types: ReadonlySet<EntityType>; ner: NerSource }> = [
  { name: 'gateway types + NER', types: gatewayEntityTypes(), ner: 'model' },
  { name: 'all types + NER', types: new Set(ENTITY_TYPES), ner: 'model' },
  { name: 'default types, rules only', types: new Set(DEFAULT_ENABLED_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s])), ner: 'none' },
  { name: 'all types + imitated NER', types: new Set(ENTITY_TYPES), ner: 'imitated' },
];
if (!useNer || !nerModelAvailable()) {
  if (useNer) console.log('NER model not found: the settings with its spans are left out');
  settings.splice(0, 2);
}


// ---- the model's spans, cached --------------------------------------------------------------------------------

const cacheFile = join(here, 'results', 'tmp', 'detection-digest-ner.json');
const nerCache: Record<string, Candidate[]> = existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, 'utf8')) : {};
let cacheChanged = false;
const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const nerKey = (text: string, masks: readonly MaskSpan[]) => sha(`${text}\u0000${JSON.stringify(masks)}`);

async function modelSpans(texts: readonly string[], masks: readonly MaskSpan[][]): Promise<Candidate[][]> {
  const keys = texts.map((t, i) => nerKey(t, masks[i]!));
  const missing = keys.flatMap((k, i) => (nerCache[k] ? [] : [i]));
  if (missing.length > 0) {
    const model = await loadModel();
    const BATCH = 64;
    for (let b = 0; b < missing.length; b += BATCH) {
      const idx = missing.slice(b, b + BATCH);
      const found = await model.detectMany(idx.map((i) => texts[i]!), idx.map((i) => masks[i]!));
      idx.forEach((i, k) => (nerCache[keys[i]!] = found[k]!));
    }
    cacheChanged = true;
  }
  // A copy each time: resolution may change the candidates it is given.
  return keys.map((k) => nerCache[k]!.map((c) => ({ ...c })));
}
let model: Awaited<ReturnType<typeof loadNerModel>> | undefined;
async function loadModel() {
  model ??= await loadNerModel();
  return model;
}

// ---- detection and the digest ---------------------------------------------------------------------------------

const lines: string[] = [];
const overall = createHash('sha256');
const started = performance.now();
for (const setting of settings) {
  const perSetting = createHash('sha256');
  const candidates = createHash('sha256');
  const row: string[] = [];
  let spans = 0;
  for (const set of sets) {
    const views = set.texts.map(detectionView);
    const seen = set.texts.map((t, i) => views[i]?.text ?? t);
    const rules = seen.map((t) => (t ? detectCandidates(t, setting.types) : []));
    // The rules' own findings, in the order they came: stricter than the spans that survive resolution.
    for (const [i, list] of rules.entries()) for (const c of list) candidates.update(`${set.name}\t${i}\t${c.type}\t${c.start}\t${c.end}\t${c.score}\t${c.source ?? ''}\n`);
    let extra: (Candidate[] | undefined)[];
    if (setting.ner === 'model') extra = await modelSpans(seen, rules.map(nerMasks));
    else if (setting.ner === 'imitated') extra = seen.map(imitatedNerSpans);
    else extra = seen.map(() => undefined);
    const perSet = createHash('sha256');
    set.texts.forEach((text, i) => {
      if (!text) return;
      const found = resolveEntities(seen[i]!, setting.types, rules[i]!, extra[i]);
      const entities = views[i] ? views[i]!.toOriginal(found) : found;
      for (const e of entities) {
        const line = `${setting.name}\t${set.name}\t${i}\t${e.type}\t${e.start}\t${e.end}\t${JSON.stringify(text.slice(e.start, e.end))}`;
        perSet.update(line + '\n');
        if (outPath) lines.push(line);
        spans++;
      }
    });
    const d = perSet.digest('hex');
    perSetting.update(`${set.name} ${d}\n`);
    row.push(`    ${set.name.padEnd(26)} ${String(set.texts.length).padStart(5)} texts  ${d.slice(0, 16)}`);
  }
  const d = perSetting.digest('hex');
  overall.update(`${setting.name} ${d}\n`);
  const c = candidates.digest('hex');
  overall.update(`${setting.name} rules ${c}\n`);
  console.log(`${setting.name}: ${spans} spans, digest ${d.slice(0, 16)}; the rules' candidates ${c.slice(0, 16)}`);
  for (const r of row) console.log(r);
}
console.log(`all settings: ${overall.digest('hex')} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
if (cacheChanged) {
  mkdirSync(dirname(cacheFile), { recursive: true });
  writeFileSync(cacheFile, JSON.stringify(nerCache));
}
if (outPath) writeFileSync(outPath, lines.join('\n') + '\n');
await model?.close();
