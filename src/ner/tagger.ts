// Token-level tagging with the ONNX model: batches token sequences into padded int64 tensors, runs one
// InferenceSession, and decodes each sequence: constrained BIO Viterbi over softmax probabilities, or, for a
// model trained with a CRF output layer (vocab.json has `crf`), CRF Viterbi with marginals as confidence.
// Text handling (tokenizing, sentence windows, character offsets) lives in index.ts; this module only sees
// token strings.

import * as ort from 'onnxruntime-node';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CrfDecoder, type CrfTables } from './crf.js';
import { BioDecoder } from './decode.js';
import { Featurizer, type NerTables } from './features.js';

export interface TaggedSequence {
  /** Decoded tag index per token (into tagger.tags). */
  tagIds: Int32Array;
  /** Probability of the decoded tag per token. */
  tagProbs: Float32Array;
  /** Highest tag probability per token (the model's raw confidence). */
  maxProbs: Float32Array;
}

// Cap on padded positions per run call: sequences are sorted by length and packed so padding stays small
// while most inputs still go through in one call.
const MAX_BATCH_POSITIONS = 8192;

export class NerTagger {
  readonly tags: readonly string[];
  private readonly featurizer: Featurizer;
  /** Exactly one of the two: the model's output is softmax probabilities or CRF emission scores. */
  private readonly decoder: BioDecoder | null;
  private readonly crf: CrfDecoder | null;

  private constructor(private readonly session: ort.InferenceSession, tables: NerTables & { crf?: CrfTables }) {
    this.tags = tables.tags;
    this.featurizer = new Featurizer(tables);
    this.crf = tables.crf ? new CrfDecoder(tables.crf, tables.tags.length) : null;
    this.decoder = this.crf ? null : new BioDecoder(tables.tags);
  }

  static async load(dir: string): Promise<NerTagger> {
    const tables = JSON.parse(readFileSync(join(dir, 'vocab.json'), 'utf8')) as NerTables;
    if (!Array.isArray(tables.words) || !Array.isArray(tables.chars) || !Array.isArray(tables.tags)) {
      throw new Error(`NER tables in ${dir}/vocab.json are malformed (words/chars/tags missing)`);
    }
    const session = await ort.InferenceSession.create(join(dir, 'model.onnx'), {
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
      graphOptimizationLevel: 'all',
    });
    return new NerTagger(session, tables);
  }

  async tag(sequences: readonly (readonly string[])[]): Promise<TaggedSequence[]> {
    const result = new Array<TaggedSequence>(sequences.length);
    const order = sequences.map((_, i) => i).filter((i) => sequences[i]!.length > 0);
    for (let i = 0; i < sequences.length; i++) {
      if (sequences[i]!.length === 0) {
        result[i] = { tagIds: new Int32Array(0), tagProbs: new Float32Array(0), maxProbs: new Float32Array(0) };
      }
    }
    order.sort((a, b) => sequences[a]!.length - sequences[b]!.length);
    let k = 0;
    while (k < order.length) {
      // Sorted ascending, so the last member sets the padded length.
      let end = k + 1;
      while (end < order.length && sequences[order[end]!]!.length * (end - k + 1) <= MAX_BATCH_POSITIONS) end++;
      await this.runBatch(sequences, order.slice(k, end), result);
      k = end;
    }
    return result;
  }

  private async runBatch(sequences: readonly (readonly string[])[], idx: number[], result: TaggedSequence[]) {
    const b = idx.length;
    const t = sequences[idx[b - 1]!]!.length;
    const c = this.featurizer.maxChars;
    // int64 tensors written through an Int32 view (little-endian low words; high words stay 0) —
    // avoids one BigInt allocation per element.
    const words = new BigInt64Array(b * t), shapes = new BigInt64Array(b * t);
    const chars = new BigInt64Array(b * t * c), lengths = new BigInt64Array(b);
    const w32 = new Int32Array(words.buffer), s32 = new Int32Array(shapes.buffer);
    const c32 = new Int32Array(chars.buffer), charScratch = new Int32Array(c);
    for (let r = 0; r < b; r++) {
      const seq = sequences[idx[r]!]!;
      lengths[r] = BigInt(seq.length);
      for (let i = 0; i < seq.length; i++) {
        const pos = r * t + i, tok = seq[i]!;
        w32[pos * 2] = this.featurizer.wordId(tok);
        s32[pos * 2] = this.featurizer.shapeId(tok);
        this.featurizer.writeCharIds(tok, charScratch, 0);
        for (let j = 0; j < c; j++) c32[(pos * c + j) * 2] = charScratch[j]!;
      }
    }
    const out = await this.session.run({
      words: new ort.Tensor('int64', words, [b, t]),
      chars: new ort.Tensor('int64', chars, [b, t, c]),
      shapes: new ort.Tensor('int64', shapes, [b, t]),
      lengths: new ort.Tensor('int64', lengths, [b]),
    });
    const k = this.tags.length;
    if (this.crf) {
      const emissions = out.emissions!.data as Float32Array;
      for (let r = 0; r < b; r++) result[idx[r]!] = this.crf.decode(emissions, r * t * k, sequences[idx[r]!]!.length);
      return;
    }
    const probs = out.probs!.data as Float32Array;
    for (let r = 0; r < b; r++) {
      const n = sequences[idx[r]!]!.length, base = r * t * k;
      const tagIds = this.decoder!.viterbi(probs, base, n);
      const tagProbs = new Float32Array(n), maxProbs = new Float32Array(n);
      for (let i = 0; i < n; i++) {
        let m = 0;
        for (let q = 0; q < k; q++) m = Math.max(m, probs[base + i * k + q]!);
        maxProbs[i] = m;
        tagProbs[i] = probs[base + i * k + tagIds[i]!]!;
      }
      result[idx[r]!] = { tagIds, tagProbs, maxProbs };
    }
  }

  async close(): Promise<void> {
    await this.session.release();
  }
}
