// bench/rules.ts's two realistic-message figures for this checkout and another one (a `git worktree` of the code
// before a change), in one process, passes interleaved: on a shared machine both sides see the same load, so
// their ratio holds where two separate runs of bench/rules.ts differ by tens of percent from run to run.
// `npx tsx bench/rules-ab.ts --base /path/to/other/checkout [--prompts N] [--rounds N]`; the other checkout needs
// its dependencies (a node_modules link will do).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findEntities } from '../src/pii/anonymize.js';
import { DEFAULT_ENABLED_TYPES, ENTITY_TYPES, SETTING_TO_ENTITIES, type Candidate, type EntityType } from '../src/pii/types.js';
import { realisticPrompt } from './lib/polish-prompts.js';
import { imitatedNerSpans } from './lib/imitated-ner.js';

const opt = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const basePath = opt('--base');
if (!basePath) throw new Error('usage: npx tsx bench/rules-ab.ts --base /path/to/other/checkout [--prompts N] [--rounds N]');
const count = Number(opt('--prompts') ?? 2000);
const rounds = Number(opt('--rounds') ?? 10);
const base = (await import(pathToFileURL(resolve(basePath, 'src/pii/anonymize.ts')).href)) as { findEntities: typeof findEntities };


const texts = Array.from({ length: count }, (_, i) => realisticPrompt(12, i).text);
const ner = texts.map(imitatedNerSpans);
const byDefault = new Set(DEFAULT_ENABLED_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s]));
const all = new Set(ENTITY_TYPES);
const find = { base: base.findEntities, this: findEntities };
const cases = [
  { name: 'default types', run: (f: typeof findEntities) => { for (let i = 0; i < count; i++) f(texts[i]!, byDefault); } },
  { name: 'all types + the NER spans\' filters', run: (f: typeof findEntities) => { for (let i = 0; i < count; i++) f(texts[i]!, all, ner[i]); } },
];
const best = new Map<string, number>();
// Round 0 warms both up; then each round runs every case on both sides, the side first alternating.
for (let round = 0; round <= rounds; round++) {
  for (const c of cases) {
    for (const side of round % 2 ? (['this', 'base'] as const) : (['base', 'this'] as const)) {
      const start = process.cpuUsage();
      c.run(find[side]);
      const used = process.cpuUsage(start);
      const key = `${c.name}|${side}`;
      if (round > 0) best.set(key, Math.min(best.get(key) ?? Infinity, (used.user + used.system) / count));
    }
  }
}
console.log(`realistic user messages, ${count} prompts, CPU per text (best of ${rounds} interleaved passes):`);
for (const c of cases) {
  const b = best.get(`${c.name}|base`)!, t = best.get(`${c.name}|this`)!;
  console.log(`  ${c.name.padEnd(36)} base ${b.toFixed(1)} µs   this ${t.toFixed(1)} µs   (${((t / b - 1) * 100).toFixed(1)} %)`);
}
