// Deterministic generator of the PII evaluation set: `npx tsx eval/pii/generate.ts` rewrites
// dev.jsonl and test.jsonl; test/pii/eval-score.test.ts checks the committed files match.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ctx, type Pools, type Template } from './build.js';
import { DEV_NAMES, TEST_NAMES } from './names.js';
import { DEV_CITIES, DEV_STREETS, TEST_CITIES, TEST_STREETS } from './places.js';
import { Rng } from './rng.js';
import { DEV_TEMPLATES } from './templates-dev.js';
import { TEST_TEMPLATES } from './templates-test.js';
import type { EvalRecord, Genre, Split } from './types.js';

/**
 * Records per genre in each split (~840 in all; PII-free ones come from "clean", from code and from a few
 * transcript, form and chat templates). Genres are generated in this order, so one added at the end leaves
 * the records of the others as they were.
 */
const QUOTAS: Record<Genre, number> = {
  chat: 140, email: 90, form: 90, dialogue: 100, code: 48, noisy: 80, clean: 52,
  transcript: 70, signature: 50, numbered_form: 60, plain_chat: 60,
};

const SPLITS: Record<Split, { seed: number; pools: Pools; templates: readonly Template[] }> = {
  dev: { seed: 13_001, pools: { names: DEV_NAMES, cities: DEV_CITIES, streets: DEV_STREETS }, templates: DEV_TEMPLATES },
  test: { seed: 13_002, pools: { names: TEST_NAMES, cities: TEST_CITIES, streets: TEST_STREETS }, templates: TEST_TEMPLATES },
};

/** The records of one split, always the same for the same code. */
export function generateSplit(split: Split): EvalRecord[] {
  const { seed, pools, templates } = SPLITS[split];
  const rng = new Rng(seed);
  const ctx = new Ctx(rng, pools);
  const records: EvalRecord[] = [];
  for (const genre of Object.keys(QUOTAS) as Genre[]) {
    const family = templates.filter((t) => t.genre === genre);
    if (family.length === 0) throw new Error(`${split}: no templates for genre ${genre}`);
    for (let i = 0; i < QUOTAS[genre]; i++) {
      const template = family[i % family.length];
      const built = template.make(ctx);
      records.push({ id: `${split}-${String(records.length + 1).padStart(4, '0')}`, genre, template: template.id, text: built.text, spans: built.spans });
    }
  }
  return records;
}

export function toJsonl(records: readonly EvalRecord[]): string {
  return records.map((r) => JSON.stringify(r)).join('\n') + '\n';
}

export function splitPath(split: Split): string {
  return fileURLToPath(new URL(`./${split}.jsonl`, import.meta.url));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const split of ['dev', 'test'] as const) {
    const records = generateSplit(split);
    writeFileSync(splitPath(split), toJsonl(records));
    const clean = records.filter((r) => r.spans.length === 0).length;
    const spans = records.reduce((n, r) => n + r.spans.length, 0);
    console.log(`${split}: ${records.length} records, ${spans} gold spans, ${clean} PII-free`);
  }
}
