// Token-level tagging with the ONNX model: batches token sequences into padded tensors (cached per-token
// vectors for the split graph, see onnx-split.ts; token ids for a graph run whole), and decodes each sequence: constrained BIO Viterbi over softmax probabilities, or, for a
// model trained with a CRF output layer (vocab.json has `crf`), CRF Viterbi with marginals as confidence.
// Text handling (tokenizing, sentence windows, character offsets) lives in index.ts; this module only sees
// token strings.

import * as ort from 'onnxruntime-node';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CrfDecoder, type CrfTables } from './crf.js';
import { BioDecoder } from './decode.js';
import { loadNameFreeTables, type NameFreeTables } from './name-free.js';
import { Featurizer, type NerTables, type TokenFeaturizer } from './features.js';
import { AsWrittenFeaturizer } from './features-as-written.js';
import { splitNerModel, type SplitModel } from './onnx-split.js';
import { createTaggerSession } from './signed-weights.js';
import { TokenVectors } from './token-vectors.js';

export interface TaggedSequence {
  /** Decoded tag index per token (into tagger.tags). */
  tagIds: Int32Array;
  /** Probability of the decoded tag per token. */
  tagProbs: Float32Array;
  /** Highest tag probability per token (the model's raw confidence). */
  maxProbs: Float32Array;
}

// Cap on padded positions per run call: past about 2048, larger calls got no faster per token (their
// activations outgrow the caches), and tensors stay small however large the batch.
const MAX_BATCH_POSITIONS = 2048;
// Cost of one run call and of one LSTM time step, in padded token positions (measured on one thread:
// a call costs ≈ 20 positions, a step ≈ 1 beyond its positions); packing minimises calls × padding with them.
const CALL_COST = 20;
const STEP_COST = 1;
// Graph run whole: per-token feature ids are a pure function of the token string, and text repeats most
// of its tokens.
const FEATURE_CACHE_ENTRIES = 50_000;

/**
 * Batch-major emissions [rows × t × k] from the recurrent half's time-major outputs [t × 1 × rows × k]:
 * token i of a row of length n scores forward[i] + backward[n − 1 − i] (the backward LSTM read the row
 * reversed). Padding positions stay 0; nothing reads them.
 */
export function joinDirections(forward: Float32Array, backward: Float32Array, rows: readonly (readonly string[])[], t: number, k: number): Float32Array {
  const b = rows.length, out = new Float32Array(b * t * k);
  for (let r = 0; r < b; r++) {
    const n = rows[r]!.length;
    for (let i = 0; i < n; i++) {
      const o = (r * t + i) * k, f = (i * b + r) * k, w = ((n - 1 - i) * b + r) * k;
      for (let q = 0; q < k; q++) out[o + q] = forward[f + q]! + backward[w + q]!;
    }
  }
  return out;
}

export interface TagOptions {
  /**
   * 'entities': per-token confidence (CRF marginals) only for sequences whose decoded path has an entity
   * tag; the others get tagProbs/maxProbs of 0. Detection reads confidence only inside spans, so this
   * changes nothing there and skips forward-backward for most sentences. Default 'all'.
   */
  confidence?: 'all' | 'entities';
}

interface TokenFeatures { word: number; shape: number; chars: Int32Array }

/**
 * Splits sequences sorted by ascending length into run calls [from, to): the cut that minimises
 * CALL_COST per call + (STEP_COST + rows) × the call's longest sequence, within MAX_BATCH_POSITIONS.
 */
export function packCalls(lengths: readonly number[]): Array<[number, number]> {
  const n = lengths.length, best = new Float64Array(n + 1), cut = new Int32Array(n + 1);
  for (let j = 1; j <= n; j++) {
    const t = lengths[j - 1]!;
    best[j] = Infinity;
    for (let i = j - 1; i >= 0 && t * (j - i) <= Math.max(MAX_BATCH_POSITIONS, t); i--) {
      const c = best[i]! + CALL_COST + (STEP_COST + j - i) * t;
      if (c < best[j]!) { best[j] = c; cut[j] = i; }
    }
  }
  const out: Array<[number, number]> = [];
  for (let j = n; j > 0; j = cut[j]!) out.push([cut[j]!, j]);
  return out.reverse();
}

/** The two halves of the split graph (onnx-split.ts), or null to run the file whole. */
async function loadSplit(file: string, options: ort.InferenceSession.SessionOptions) {
  let split: SplitModel | null;
  try {
    split = splitNerModel(readFileSync(file));
  } catch {
    return null; // not a graph this reader understands: ORT gets the file itself
  }
  if (!split) return null;
  const [tagger, session] = await Promise.all([
    createTaggerSession(split.tagger, options),
    ort.InferenceSession.create(split.embed, options),
  ]);
  return { tagger: tagger.session, signedWeights: tagger.signed, session, feature: split.feature };
}

export class NerTagger {
  readonly tags: readonly string[];
  private readonly featurizer: TokenFeaturizer;
  /** Exactly one of the two: the model's output is softmax probabilities or CRF emission scores. */
  private readonly decoder: BioDecoder | null;
  private readonly crf: CrfDecoder | null;
  private readonly featureCache = new Map<string, TokenFeatures>();

  /** Present when the graph could be split: the tagger session then takes cached token vectors. */
  private readonly vectors: TokenVectors | null;

  /** What decides which sentences need no run (name-free.ts); null: the model folder has no tables. */
  readonly nameFree: NameFreeTables | null;

  /** Whether the LSTMs run with int8 weights (exact and faster on this CPU, signed-weights.ts). */
  readonly signedWeights: boolean;

  private constructor(
    private readonly session: ort.InferenceSession,
    tables: NerTables & { crf?: CrfTables },
    embed: { session: ort.InferenceSession; feature: string; signedWeights: boolean } | null,
    dir: string,
    dictionaryDir: string,
  ) {
    this.signedWeights = embed?.signedWeights ?? false;
    this.tags = tables.tags;
    // Tables without charChannels are the as-written model's: letters as written, no case/diacritic fold.
    this.featurizer = tables.charChannels === undefined ? new AsWrittenFeaturizer(tables) : new Featurizer(tables);
    this.vectors = embed ? new TokenVectors(embed.session, embed.feature, this.featurizer) : null;
    this.crf = tables.crf ? new CrfDecoder(tables.crf, tables.tags.length) : null;
    this.decoder = this.crf ? null : new BioDecoder(tables.tags);
    this.nameFree = loadNameFreeTables(dir, tables.words, this.featurizer, dictionaryDir);
  }

  /** `dictionaryDir`: where the dictionary filters the skip rule reads lie (name-free.ts); default `dir`. */
  static async load(dir: string, dictionaryDir: string = dir): Promise<NerTagger> {
    const tables = JSON.parse(readFileSync(join(dir, 'vocab.json'), 'utf8')) as NerTables;
    if (!Array.isArray(tables.words) || !Array.isArray(tables.chars) || !Array.isArray(tables.tags)) {
      throw new Error(`NER tables in ${dir}/vocab.json are malformed (words/chars/tags missing)`);
    }
    const options: ort.InferenceSession.SessionOptions = {
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
      graphOptimizationLevel: 'all',
    };
    const file = join(dir, 'model.onnx');
    const split = await loadSplit(file, options);
    if (split) return new NerTagger(split.tagger, tables, split, dir, dictionaryDir);
    return new NerTagger(await ort.InferenceSession.create(file, options), tables, null, dir, dictionaryDir);
  }

  async tag(sequences: readonly (readonly string[])[], opts: TagOptions = {}): Promise<TaggedSequence[]> {
    const result = new Array<TaggedSequence>(sequences.length);
    const order = sequences.map((_, i) => i).filter((i) => sequences[i]!.length > 0);
    for (let i = 0; i < sequences.length; i++) {
      if (sequences[i]!.length === 0) {
        result[i] = { tagIds: new Int32Array(0), tagProbs: new Float32Array(0), maxProbs: new Float32Array(0) };
      }
    }
    order.sort((a, b) => sequences[a]!.length - sequences[b]!.length);
    const all = opts.confidence !== 'entities';
    for (const [from, to] of packCalls(order.map((i) => sequences[i]!.length))) {
      await this.runBatch(sequences, order.slice(from, to), result, all);
    }
    return result;
  }

  /** Model inputs as token ids, for a graph that could not be split. */
  private idFeeds(sequences: readonly (readonly string[])[], idx: number[], t: number): Record<string, ort.Tensor> {
    const b = idx.length, c = this.featurizer.maxChars;
    // int64 tensors written through an Int32 view (little-endian low words; high words stay 0) —
    // avoids one BigInt allocation per element.
    const words = new BigInt64Array(b * t), shapes = new BigInt64Array(b * t), chars = new BigInt64Array(b * t * c);
    const w32 = new Int32Array(words.buffer), s32 = new Int32Array(shapes.buffer), c32 = new Int32Array(chars.buffer);
    for (let r = 0; r < b; r++) {
      const seq = sequences[idx[r]!]!;
      for (let i = 0; i < seq.length; i++) {
        const pos = r * t + i, f = this.features(seq[i]!), ids = f.chars;
        w32[pos * 2] = f.word;
        s32[pos * 2] = f.shape;
        for (let j = 0, o = pos * c * 2; j < c; j++, o += 2) c32[o] = ids[j]!;
      }
    }
    return {
      words: new ort.Tensor('int64', words, [b, t]),
      chars: new ort.Tensor('int64', chars, [b, t, c]),
      shapes: new ort.Tensor('int64', shapes, [b, t]),
    };
  }

  /** Cached word id, shape id and char ids of one token. */
  private features(tok: string): TokenFeatures {
    let f = this.featureCache.get(tok);
    if (f === undefined) {
      const chars = new Int32Array(this.featurizer.maxChars);
      this.featurizer.writeCharIds(tok, chars, 0);
      f = { word: this.featurizer.wordId(tok), shape: this.featurizer.shapeId(tok), chars };
      if (this.featureCache.size >= FEATURE_CACHE_ENTRIES) this.featureCache.clear();
      this.featureCache.set(tok, f);
    }
    return f;
  }

  /**
   * The model's per-token scores, batch-major [b × t × tags]: CRF emissions, or softmax probabilities
   * from a graph run whole. The split graph's two directions are joined here (see joinDirections).
   */
  private async scores(sequences: readonly (readonly string[])[], idx: number[], t: number): Promise<Float32Array> {
    const b = idx.length, rows = idx.map((i) => sequences[i]!);
    if (!this.vectors) {
      const lengths = BigInt64Array.from(rows, (r) => BigInt(r.length));
      const out = await this.session.run({ ...this.idFeeds(sequences, idx, t), lengths: new ort.Tensor('int64', lengths, [b]) });
      return (this.crf ? out.emissions! : out.probs!).data as Float32Array;
    }
    const { x, xr, dim } = await this.vectors.batch(rows, t);
    let out: ort.InferenceSession.OnnxValueMapType;
    try {
      out = await this.session.run({ x: new ort.Tensor('float32', x, [t, b, dim]), xr: new ort.Tensor('float32', xr, [t, b, dim]) });
    } finally {
      this.vectors.release(x, xr);
    }
    return joinDirections(out.forward!.data as Float32Array, out.backward!.data as Float32Array, rows, t, this.tags.length);
  }

  private async runBatch(sequences: readonly (readonly string[])[], idx: number[], result: TaggedSequence[], allConfidence: boolean) {
    const b = idx.length;
    const t = sequences[idx[b - 1]!]!.length;
    const scores = await this.scores(sequences, idx, t);
    const k = this.tags.length;
    if (this.crf) {
      const skipIfAll = allConfidence ? -1 : this.tags.indexOf('O');
      for (let r = 0; r < b; r++) {
        result[idx[r]!] = this.crf.decode(scores, r * t * k, sequences[idx[r]!]!.length, skipIfAll);
      }
      return;
    }
    for (let r = 0; r < b; r++) {
      const n = sequences[idx[r]!]!.length, base = r * t * k;
      const tagIds = this.decoder!.viterbi(scores, base, n);
      const tagProbs = new Float32Array(n), maxProbs = new Float32Array(n);
      for (let i = 0; i < n; i++) {
        let m = 0;
        for (let q = 0; q < k; q++) m = Math.max(m, scores[base + i * k + q]!);
        maxProbs[i] = m;
        tagProbs[i] = scores[base + i * k + tagIds[i]!]!;
      }
      result[idx[r]!] = { tagIds, tagProbs, maxProbs };
    }
  }

  async close(): Promise<void> {
    await this.session.release();
    await this.vectors?.close();
  }
}
