// A stand-in for the NER model's output in the rule benchmarks (bench/rules.ts, rules-ab.ts) and the detection
// digest: two capitalised words (a person), a street or a capitalised word after "w"/"we" (a place), an
// upper-case acronym (an organization); score 0.9. About as many spans per realistic prompt as the model finds
// (six), some of them noise the filters drop ("PESEL").
import type { Candidate, EntityType } from '../../src/pii/types.js';

const PROPER_RE = /(?<![\p{L}\p{N}])(?:(?:ul|os|al)\. \p{Lu}\p{Ll}+|\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+|(?<=\bwe? )\p{Lu}\p{Ll}+|\p{Lu}{3,})(?![\p{L}\p{N}])/gu;

export function imitatedNerSpans(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(PROPER_RE)) {
    const w = m[0];
    const type: EntityType = /^\p{Lu}+$/u.test(w) ? 'ORGANIZATION' : /^(?:ul|os|al)\./.test(w) || !w.includes(' ') ? 'LOCATION' : 'PERSON';
    out.push({ type, start: m.index, end: m.index + w.length, score: 0.9, source: 'ner' });
  }
  return out;
}
