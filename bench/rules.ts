// Rule-detector cost per text (everything but the NER model): CPU time of findEntities with a new
// account's default entity types over the realistic and short prompts of bench/realistic.ts, in-process.
// The second block adds what the worker does with the model's spans (ner-noise.ts, person-union.ts,
// code-names.ts, resolution) on all types: the model is not run; its spans are imitated by
// imitatedNerSpans (about six per realistic prompt, as the model finds), computed before timing.
// Standalone: `npx tsx bench/rules.ts` (options: --prompts N, default 2000).
import { findEntities } from '../src/pii/anonymize.js';
import { DEFAULT_ENABLED_TYPES, ENTITY_TYPES, SETTING_TO_ENTITIES, type Candidate, type EntityType } from '../src/pii/types.js';
import { realisticPrompt, shortPrompt } from './lib/polish-prompts.js';
import { imitatedNerSpans } from './lib/imitated-ner.js';

const SEED = 12;

const PASSES = 8;

/**
 * CPU µs per text: the best of PASSES passes over the texts, after one warm-up pass. V8 keeps compiling
 * the detectors' functions and regexes (on background threads, which process.cpuUsage counts) for the
 * first few thousand texts, and a worker serves far more: measured after 300 texts, as this did first,
 * the figure was 2-3× the steady cost and varied from run to run. The best pass is also the one least
 * disturbed by other processes on a shared machine. findEntities keeps nothing per text, so a later pass
 * over the same texts costs what new texts do.
 */
function cpuMicrosPerText(texts: readonly string[], enabled: ReadonlySet<EntityType>, extra?: readonly Candidate[][]): number {
  let best = Infinity;
  for (let pass = 0; pass <= PASSES; pass++) {
    const start = process.cpuUsage();
    for (let i = 0; i < texts.length; i++) findEntities(texts[i], enabled, extra?.[i]);
    const used = process.cpuUsage(start);
    if (pass > 0) best = Math.min(best, (used.user + used.system) / texts.length);
  }
  return best;
}


const flag = process.argv.indexOf('--prompts');
const count = flag > 0 ? Number(process.argv[flag + 1]) : 2000;
const enabled = new Set(DEFAULT_ENABLED_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s]));
const realistic = Array.from({ length: count }, (_, i) => realisticPrompt(SEED, i).text);
const short = Array.from({ length: count }, (_, i) => shortPrompt(SEED, i));
console.log(`rule detectors, default types, ${count} prompts each, CPU per text (best of ${PASSES} passes after a warm-up pass):`);
console.log(`  realistic user message (~610 chars): ${cpuMicrosPerText(realistic, enabled).toFixed(1)} µs`);
console.log(`  short prompt (~60 chars):            ${cpuMicrosPerText(short, enabled).toFixed(1)} µs`);

const all = new Set(ENTITY_TYPES);
const realisticNer = realistic.map(imitatedNerSpans);
const shortNer = short.map(imitatedNerSpans);
const spans = (n: Candidate[][]) => (n.reduce((s, c) => s + c.length, 0) / n.length).toFixed(1);
console.log(`worker per text without the model's forward pass: all types, rules + the NER spans' filters, union and resolution:`);
console.log(`  realistic user message, ${spans(realisticNer)} NER spans: ${cpuMicrosPerText(realistic, all, realisticNer).toFixed(1)} µs`);
console.log(`  short prompt, ${spans(shortNer)} NER spans:           ${cpuMicrosPerText(short, all, shortNer).toFixed(1)} µs`);
