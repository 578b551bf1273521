// Rule-detector cost per text (everything but the NER model): CPU time of findEntities with a new
// account's default entity types over the realistic and short prompts of bench/realistic.ts, in-process.
// Standalone: `npx tsx bench/rules.ts` (options: --prompts N, default 2000).
import { findEntities } from '../src/pii/anonymize.js';
import { DEFAULT_ENABLED_TYPES, SETTING_TO_ENTITIES, type EntityType } from '../src/pii/types.js';
import { realisticPrompt, shortPrompt } from './lib/polish-prompts.js';

const SEED = 12;

function cpuMicrosPerText(texts: readonly string[], enabled: ReadonlySet<EntityType>): number {
  for (const t of texts.slice(0, 300)) findEntities(t, enabled); // warm-up
  const start = process.cpuUsage();
  for (const t of texts) findEntities(t, enabled);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / texts.length;
}

const flag = process.argv.indexOf('--prompts');
const count = flag > 0 ? Number(process.argv[flag + 1]) : 2000;
const enabled = new Set(DEFAULT_ENABLED_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s]));
const realistic = Array.from({ length: count }, (_, i) => realisticPrompt(SEED, i).text);
const short = Array.from({ length: count }, (_, i) => shortPrompt(SEED, i));
console.log(`rule detectors, default types, ${count} prompts each, CPU per text:`);
console.log(`  realistic user message (~610 chars): ${cpuMicrosPerText(realistic, enabled).toFixed(1)} µs`);
console.log(`  short prompt (~60 chars):            ${cpuMicrosPerText(short, enabled).toFixed(1)} µs`);
