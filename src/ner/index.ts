// Polish NER (PERSON / LOCATION / ORGANIZATION) on raw text, for the PII pipeline.
//
// Text → tokens (NKJP conventions) → sentences → windows of ≤ MAX_WINDOW tokens (long sentences overlap,
// each token is taken from the window where it sits farthest from an edge) → one batched ONNX run →
// constrained BIO decoding → character-offset Candidates with score = the lowest tag probability in the span.

import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Candidate, EntityType } from '../pii/types.js';
import { bioSpans } from './decode.js';
import { NerTagger } from './tagger.js';
import { splitSentences, tokenize } from './tokenizer.js';

export interface NerModel {
  detect(text: string): Promise<Candidate[]>;
  close(): Promise<void>;
}

export const DEFAULT_NER_MODEL_DIR: string = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'models', 'ner');

const MODEL_FILES = ['model.onnx', 'vocab.json'];
const MAX_WINDOW = 128;
const OVERLAP = 32;
const MIN_SCORE = 0.5;
const NER_TYPES: ReadonlySet<string> = new Set(['PERSON', 'LOCATION', 'ORGANIZATION']);

export function nerModelAvailable(dir: string = DEFAULT_NER_MODEL_DIR): boolean {
  return MODEL_FILES.every((f) => existsSync(join(dir, f)));
}

/** Token windows over one sentence [begin, end): each window also records which tokens it owns. */
function windows(begin: number, end: number, out: Array<{ from: number; to: number; ownFrom: number; ownTo: number }>) {
  if (end - begin <= MAX_WINDOW) { out.push({ from: begin, to: end, ownFrom: begin, ownTo: end }); return; }
  const step = MAX_WINDOW - OVERLAP;
  for (let from = begin; ; from += step) {
    const to = Math.min(from + MAX_WINDOW, end);
    const ownFrom = from === begin ? begin : from + OVERLAP / 2;
    const last = to === end;
    out.push({ from, to, ownFrom, ownTo: last ? end : from + step + OVERLAP / 2 });
    if (last) break;
  }
}

class OnnxNerModel implements NerModel {
  private closed = false;
  constructor(private readonly tagger: NerTagger) {}

  async detect(text: string): Promise<Candidate[]> {
    if (this.closed) throw new Error('NER model is closed');
    if (typeof text !== 'string') throw new TypeError('NER detect: text must be a string');
    const tokens = tokenize(text);
    if (tokens.length === 0) return [];
    const wins: Array<{ from: number; to: number; ownFrom: number; ownTo: number }> = [];
    for (const [b, e] of splitSentences(text, tokens)) windows(b, e, wins);
    const tagged = await this.tagger.tag(wins.map((w) => tokens.slice(w.from, w.to).map((t) => t.text)));

    // Stitch owned tokens back into one tag/probability sequence per text.
    const tags = new Array<string>(tokens.length);
    const probs = new Float32Array(tokens.length);
    wins.forEach((w, i) => {
      const r = tagged[i]!;
      for (let p = w.ownFrom; p < w.ownTo; p++) {
        tags[p] = this.tagger.tags[r.tagIds[p - w.from]!]!;
        probs[p] = r.tagProbs[p - w.from]!;
      }
    });
    // A span never crosses a sentence boundary: the next sentence starts with B- or O after decoding.
    const out: Candidate[] = [];
    for (const s of bioSpans(tags)) {
      if (!NER_TYPES.has(s.type)) continue;
      let score = 1;
      for (let p = s.start; p < s.end; p++) score = Math.min(score, probs[p]!);
      if (score < MIN_SCORE) continue;
      out.push({ type: s.type as EntityType, start: tokens[s.start]!.start, end: tokens[s.end - 1]!.end, score, source: 'ner' });
    }
    return out;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.tagger.close();
  }
}

export async function loadNerModel(dir: string = DEFAULT_NER_MODEL_DIR): Promise<NerModel> {
  if (!nerModelAvailable(dir)) {
    throw new Error(`NER model not found in ${dir} (expected ${MODEL_FILES.join(', ')})`);
  }
  return new OnnxNerModel(await NerTagger.load(dir));
}
