// CPU cost of linking per text, and of loading the declension lexicon once (with its heap, given --expose-gc):
//   node --expose-gc --import tsx eval/pii/linking-cost.ts
// applyTags over the dev linking texts (≈10 PERSON/LOCATION spans each), the same spans typed as e-mail
// addresses (no linking) for comparison, three rounds (the first pays for V8 warming up). Process CPU time,
// so a busy machine inflates the figures less than wall time would. Figures: docs/benchmarks.md.
import { applyTags, type Entity } from '../../src/pii/anonymize.js';
import { loadLexicon } from '../../src/pii/morph/index.js';
import { generateLinkingSplit } from './linking.js';

const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const before = process.cpuUsage();
loadLexicon();
const loadMs = process.cpuUsage(before).user / 1000;
gc?.();
const heap = gc ? `, ${((process.memoryUsage().heapUsed - heapBefore) / 1e6).toFixed(1)} MB heap` : '';
console.log(`lexicon load: ${loadMs.toFixed(0)} ms CPU${heap}`);

const texts = generateLinkingSplit('dev').map((r) => ({ text: r.text, spans: r.mentions.map((m): Entity => ({ type: m.type, start: m.start, end: m.end })) }));
const untyped = texts.map((t) => ({ text: t.text, spans: t.spans.map((s): Entity => ({ ...s, type: 'EMAIL_ADDRESS' })) }));
const spans = texts.reduce((n, t) => n + t.spans.length, 0) / texts.length;
for (let round = 1; round <= 3; round++) {
  for (const [label, set] of [['linked', texts], ['not linked', untyped]] as const) {
    const start = process.cpuUsage();
    for (let k = 0; k < 5; k++) for (const t of set) applyTags([t.text], [t.spans]);
    const us = process.cpuUsage(start).user / (5 * set.length);
    console.log(`round ${round}, ${label}: ${us.toFixed(0)} µs CPU per text (${spans.toFixed(1)} spans)`);
  }
}
