// Offline evaluation of the rule-based detectors on NKJP-1M (not a test; run by hand):
//   npx tsx test/pii/tools/nkjp-eval.ts [path/to/nkjp-1m-ner.iob.xz]
// Reports token-level precision/recall of the dictionary PERSON detector against the corpus'
// persName annotation (the NER model is what covers bare surnames, so recall here is partial),
// the most frequent false-positive words, hits of the other detectors (NKJP is news and fiction,
// so nearly every identifier hit is a false positive to look at) and Art. 9 keyword hits per
// category. Prints matched words to the console: the corpus is public text, not user data.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { explainArt9 } from '../../../src/pii/art9.js';
import { DETECTORS, detectCandidates } from '../../../src/pii/detectors/index.js';
import { resolveCandidates } from '../../../src/pii/resolve.js';
import type { EntityType } from '../../../src/pii/types.js';

const DEFAULT = fileURLToPath(new URL('../../../../shared/data/ner/nkjp-1m-ner.iob.xz', import.meta.url));
const path = process.argv[2] ?? DEFAULT;
const iob = execFileSync('xz', ['-dc', path], { maxBuffer: 1 << 30 }).toString('utf8');

interface Tok { text: string; person: boolean; start: number; end: number }
const sentences: Tok[][] = [];
let cur: Tok[] = [];
for (const line of iob.split('\n')) {
  if (!line.trim()) { if (cur.length) sentences.push(cur); cur = []; continue; }
  if (line.startsWith('-DOCSTART')) continue;
  const [orth, , , label] = line.split('\t');
  cur.push({ text: orth, person: /(^|#)[BI]-persName(#|$)/.test(label ?? ''), start: 0, end: 0 });
}

const NO_SPACE_BEFORE = new Set([',', '.', ':', ';', '!', '?', ')', '”', '"']);
const types = new Set(Object.keys(DETECTORS) as EntityType[]);
let tp = 0, fp = 0, fn = 0, chars = 0;
const fpWords = new Map<string, number>();
const other = new Map<string, string[]>();
const art9 = new Map<string, Map<string, number>>();
const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

for (const s of sentences) {
  let text = '';
  for (const t of s) {
    if (text && !NO_SPACE_BEFORE.has(t.text)) text += ' ';
    t.start = text.length; text += t.text; t.end = text.length;
  }
  chars += text.length;
  const accepted = resolveCandidates(detectCandidates(text, types), text);
  for (const t of s) {
    if (!/\p{L}/u.test(t.text)) continue;
    const hit = accepted.some((c) => c.type === 'PERSON' && c.start < t.end && t.start < c.end);
    if (hit && t.person) tp++;
    else if (hit) { fp++; bump(fpWords, t.text); }
    else if (t.person) fn++;
  }
  for (const c of accepted) if (c.type !== 'PERSON') other.set(c.type, [...(other.get(c.type) ?? []), text.slice(c.start, c.end)]);
  for (const h of explainArt9(text)) {
    const m = art9.get(h.category) ?? new Map<string, number>();
    bump(m, h.word.toLowerCase());
    art9.set(h.category, m);
  }
}

const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([w, k]) => `${w}:${k}`).join(' ');
console.log({ sentences: sentences.length, characters: chars });
console.log(`PERSON (dictionary) token-level precision ${(tp / (tp + fp)).toFixed(3)}, recall ${(tp / (tp + fn)).toFixed(3)}`, { tp, fp, fn });
console.log('most frequent false-positive words:', top(fpWords, 40));
for (const [type, hits] of other) console.log(`${type}: ${hits.length} hits, e.g.`, hits.slice(0, 5));
for (const [category, words] of art9) console.log(`${category}: ${[...words.values()].reduce((a, b) => a + b, 0)} hits; top: ${top(words, 15)}`);
