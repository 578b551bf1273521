// What one PII worker spends per realistic request, by stage, in-process on one thread: the NER model
// (detectMany over batches of BATCH prompts, as a worker batch does, with the identifiers the rules found
// masked), the rule detectors and the resolution with the NER candidates, the Art. 9 scan and tag application. CPU time, so a busy machine distorts it
// far less than wall time. Standalone: `npx tsx bench/worker-cost.ts` (--prompts N, default 1000;
// --batch N, default 8; --short: bench/realistic.ts's ~60-character prompts instead; NER_MODEL_DIR=DIR:
// another model folder, e.g. a candidate). --worker: instead, the whole task as the worker runs it
// (workers/pii-worker.ts anonymizeBatch on batches of BATCH requests of the system prompt and the user
// message, the defaults' types, Art. 9 on, no detection cache), CPU per request (all threads).
import { applyTags, detectArt9, detectCandidates, resolveEntities } from '../src/pii/anonymize.js';
import { nerMasks } from '../src/pii/ner-masks.js';
import { DEFAULT_NER_MODEL_DIR, loadNerModel } from '../src/ner/index.js';
import { DEFAULT_ENABLED_TYPES, SETTING_TO_ENTITIES, type Candidate, type EntityType } from '../src/pii/types.js';
import { REALISTIC_SYSTEM_PROMPT, realisticPrompt, shortPrompt } from './lib/polish-prompts.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const COUNT = arg('--prompts', 1000);
const BATCH = arg('--batch', 8);

function cpuUs(): number {
  const u = process.cpuUsage();
  return u.user + u.system;
}

const enabled: ReadonlySet<EntityType> = new Set(DEFAULT_ENABLED_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s]));
const model = await loadNerModel(process.env.NER_MODEL_DIR ?? DEFAULT_NER_MODEL_DIR);
const SHORT = process.argv.includes('--short');
const texts = Array.from({ length: COUNT }, (_, i) => (SHORT ? shortPrompt(31, i) : realisticPrompt(31, i).text));
if (process.argv.includes('--worker')) await wholeTasks();
// Warm-up: model, dictionaries, regexes, token-vector cache of common words, every stage measured below
// (the tags' linking reads the declension lexicon: loaded here, not inside the first measured batch).
for (let i = 0; i < 200; i += BATCH) {
  const batch = texts.slice(i, i + BATCH);
  const rules = batch.map((t) => detectCandidates(t, enabled));
  const ner = await model.detectMany(batch, rules.map(nerMasks));
  const entities = batch.map((t, k) => resolveEntities(t, enabled, rules[k]!, ner[k]));
  detectArt9([REALISTIC_SYSTEM_PROMPT, ...batch]);
  batch.forEach((t, k) => applyTags([t], [entities[k]!]));
}
const spent = { ner: 0, rules: 0, art9: 0, tags: 0 };
for (let i = 0; i < COUNT; i += BATCH) {
  const batch = texts.slice(i, i + BATCH);
  let t = cpuUs();
  const rules = batch.map((text) => detectCandidates(text, enabled));
  spent.rules += cpuUs() - t;
  t = cpuUs();
  const ner: Candidate[][] = await model.detectMany(batch, rules.map(nerMasks));
  spent.ner += cpuUs() - t;
  t = cpuUs();
  const entities = batch.map((text, k) => resolveEntities(text, enabled, rules[k]!, ner[k]));
  spent.rules += cpuUs() - t;
  t = cpuUs();
  detectArt9([REALISTIC_SYSTEM_PROMPT, ...batch]);
  spent.art9 += cpuUs() - t;
  t = cpuUs();
  batch.forEach((text, k) => applyTags([text], [entities[k]!]));
  spent.tags += cpuUs() - t;
}
const per = (us: number) => (us / COUNT).toFixed(0).padStart(5);
const total = spent.ner + spent.rules + spent.art9 + spent.tags;
console.log(`PII worker CPU per ${SHORT ? 'short' : 'realistic'} user message (~${Math.round(texts.reduce((a, t) => a + t.length, 0) / COUNT)} chars), ${COUNT} prompts in batches of ${BATCH}:`);
console.log(`  NER model (detectMany)           ${per(spent.ner)} µs`);
console.log(`  rules + NER post-filters         ${per(spent.rules)} µs`);
console.log(`  Art. 9 scan                      ${per(spent.art9)} µs`);
console.log(`  tags                             ${per(spent.tags)} µs`);
console.log(`  total                            ${per(total)} µs  (≈ ${Math.round(1e6 / (total / COUNT))} requests/s per worker)`);
await model.close();

/** --worker: the worker's own entry point over whole requests; exits when done. */
async function wholeTasks(): Promise<never> {
  const { default: anonymizeBatch } = await import('../workers/pii-worker.js');
  const entities = [...enabled].join(',');
  const task = (text: string) => ({ texts: [REALISTIC_SYSTEM_PROMPT, text], entities, art9: true, ner: true });
  const warm = Array.from({ length: 400 }, (_, i) => task(SHORT ? shortPrompt(32, i) : realisticPrompt(32, i).text));
  for (let i = 0; i < warm.length; i += BATCH) await anonymizeBatch({ tasks: warm.slice(i, i + BATCH) });
  const tasks = texts.map(task);
  const all0 = cpuUs();
  for (let i = 0; i < COUNT; i += BATCH) await anonymizeBatch({ tasks: tasks.slice(i, i + BATCH) });
  const all = cpuUs() - all0;
  console.log(`PII worker CPU per ${SHORT ? 'short' : 'realistic'} request (system prompt + user message), whole tasks in batches of ${BATCH}: ` +
    `${(all / COUNT).toFixed(0)} µs in all threads (V8's helpers included)`);
  await model.close();
  process.exit(0);
}
