// Pseudonym mode's extra cost, in one process (standalone: `nice -n 19 npx tsx bench/pseudonym-cost.ts`):
// the realistic prompt (bench/lib/polish-prompts.ts, new text every request) anonymized with a new
// account's entity types by the rule detectors, then its echo restored as a stream in 8-character
// chunks, once with tags and once with pseudonyms. Two figures: the whole (detection + replacement +
// restore) and the replacement + restore alone (detection done once, outside the timing). The modes take
// turns round by round, so a busy machine's drift hits both alike; the report gives ratios.
import { enabledEntities } from '../src/chat/anonymize-request.js';
import { applyPseudonyms, applyTags, findEntities, type Entity } from '../src/pii/anonymize.js';
import { loadLexicon } from '../src/pii/morph/index.js';
import { TagRestorer } from '../src/pii/restore.js';
import { defaultPiiSettings } from '../src/store/pii-settings.js';
import { realisticPrompt } from './lib/polish-prompts.js';

const REQUESTS = Number(process.env.PSEUDONYM_BENCH_REQUESTS ?? 200);
const ROUNDS = Number(process.env.PSEUDONYM_BENCH_ROUNDS ?? 5);
const enabled = enabledEntities(defaultPiiSettings());
const prompts = Array.from({ length: REQUESTS }, (_, i) => realisticPrompt(20_251_127, i).text);

function restoreStreamed(text: string, mapping: Record<string, string>): string {
  const r = new TagRestorer(mapping);
  let out = '';
  for (let i = 0; i < text.length; i += 8) out += r.push(text.slice(i, i + 8));
  return out + r.flush();
}

function replaceAndRestore(text: string, entities: Entity[], pseudonyms: boolean): void {
  const r = pseudonyms ? applyPseudonyms([text], [entities]) : applyTags([text], [entities]);
  const back = restoreStreamed(r.texts[0], r.mapping);
  // Pseudonyms restore the prompt's own forms; tags may put back a linked name's nominative (by design).
  if (pseudonyms && back !== text) throw new Error('pseudonym restore changed the prompt');
}

/** ms per request over all prompts. */
function whole(pseudonyms: boolean): number {
  const t0 = performance.now();
  for (const p of prompts) replaceAndRestore(p, findEntities(p, enabled), pseudonyms);
  return (performance.now() - t0) / prompts.length;
}

function replacementOnly(detected: Entity[][], pseudonyms: boolean): number {
  const t0 = performance.now();
  prompts.forEach((p, i) => replaceAndRestore(p, detected[i], pseudonyms));
  return (performance.now() - t0) / prompts.length;
}

loadLexicon();
const detected = prompts.map((p) => findEntities(p, enabled));
const persons = detected.reduce((n, es) => n + es.filter((e) => e.type === 'PERSON').length, 0);
// Warm-up: both paths compiled and optimized before anything is timed.
for (let i = 0; i < 2; i++) { whole(false); whole(true); }

const sums = { wholeTags: 0, wholePseudo: 0, replTags: 0, replPseudo: 0 };
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 === 0 ? [false, true] : [true, false];
  for (const pseudo of order) {
    if (pseudo) { sums.wholePseudo += whole(true); sums.replPseudo += replacementOnly(detected, true); }
    else { sums.wholeTags += whole(false); sums.replTags += replacementOnly(detected, false); }
  }
}
const f = (ms: number) => `${((ms / ROUNDS) * 1000).toFixed(0)} µs`;
console.log(`pseudonym mode cost: ${REQUESTS} realistic prompts (${(prompts.reduce((n, p) => n + p.length, 0) / REQUESTS).toFixed(0)} chars, ` +
  `${(persons / REQUESTS).toFixed(1)} PERSON spans each on average), ${ROUNDS} rounds, rule detectors only, one thread`);
console.log(`| part | tags | pseudonyms | ratio |\n|---|---|---|---|`);
console.log(`| detection + replacement + streamed restore | ${f(sums.wholeTags)} | ${f(sums.wholePseudo)} | ${(sums.wholePseudo / sums.wholeTags).toFixed(2)} |`);
console.log(`| replacement + streamed restore alone | ${f(sums.replTags)} | ${f(sums.replPseudo)} | ${(sums.replPseudo / sums.replTags).toFixed(2)} |`);
