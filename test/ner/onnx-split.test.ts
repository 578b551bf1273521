// The split graph (onnx-split.ts) and the token-vector cache (token-vectors.ts) against the shipped model
// run whole: the same emissions (to float rounding: the output layer's sum is split between the two
// directions), whatever the cache holds.
import * as ort from 'onnxruntime-node';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NER_MODEL_DIR } from '../../src/ner/index.js';
import { Featurizer, type NerTables } from '../../src/ner/features.js';
import { splitNerModel, type SplitModel } from '../../src/ner/onnx-split.js';
import { joinDirections } from '../../src/ner/tagger.js';
import { TokenVectors } from '../../src/ner/token-vectors.js';

const OPTIONS = { intraOpNumThreads: 1, interOpNumThreads: 1, graphOptimizationLevel: 'all' } as const;
const SENTENCES = [
  ['Wczoraj', 'Jan', 'Kowalski', 'spotkał', 'się', 'z', 'Anną', 'Nowak', 'w', 'Krakowie', '.'],
  ['Mam', 'konto', 'w', 'PKO', 'Bank', 'Polski', '.'],
  ['Konstantynopolitańczykowianeczka', 'z', 'Gdańska', '🙂'],
  ['dobrze'],
];

describe('NER graph split', () => {
  const bytes = readFileSync(join(DEFAULT_NER_MODEL_DIR, 'model.onnx'));
  const tables = JSON.parse(readFileSync(join(DEFAULT_NER_MODEL_DIR, 'vocab.json'), 'utf8')) as NerTables;
  const featurizer = new Featurizer(tables);
  let split: SplitModel;
  let full: ort.InferenceSession, embed: ort.InferenceSession, tagger: ort.InferenceSession;
  beforeAll(async () => {
    split = splitNerModel(bytes)!;
    [full, embed, tagger] = await Promise.all([bytes, split.embed, split.tagger].map((b) => ort.InferenceSession.create(b, OPTIONS)));
  });
  afterAll(async () => { await Promise.all([full, embed, tagger].map((s) => s.release())); });

  /** Padded id tensors for the sentences, as the whole model takes them. */
  function idFeeds(rows: string[][]) {
    const b = rows.length, t = Math.max(...rows.map((r) => r.length)), c = featurizer.maxChars;
    const words = new BigInt64Array(b * t), shapes = new BigInt64Array(b * t), chars = new BigInt64Array(b * t * c);
    const scratch = new Int32Array(c);
    rows.forEach((row, r) => row.forEach((tok, i) => {
      words[r * t + i] = BigInt(featurizer.wordId(tok));
      shapes[r * t + i] = BigInt(featurizer.shapeId(tok));
      featurizer.writeCharIds(tok, scratch, 0);
      scratch.forEach((v, j) => { chars[(r * t + i) * c + j] = BigInt(v); });
    }));
    return {
      t,
      feeds: {
        words: new ort.Tensor('int64', words, [b, t]), chars: new ort.Tensor('int64', chars, [b, t, c]),
        shapes: new ort.Tensor('int64', shapes, [b, t]),
        lengths: new ort.Tensor('int64', BigInt64Array.from(rows, (r) => BigInt(r.length)), [b]),
      },
    };
  }

  it('finds the feature Concat and gives each half only what it needs', () => {
    expect(split.feature).toBeTruthy();
    expect([...embed.inputNames].sort()).toEqual(['chars', 'shapes', 'words']);
    expect(embed.outputNames).toEqual([split.feature]);
    expect([...tagger.inputNames].sort()).toEqual(['x', 'xr']);
    expect([...tagger.outputNames].sort()).toEqual(['backward', 'forward']);
    // The word embeddings (most of the file) stay out of the tagger half.
    expect(split.tagger.length).toBeLessThan(bytes.length / 4);
  });

  it('puts a low-rank input projection into the embed half: cached vectors are as wide as the LSTMs\' input', async () => {
    const meta = JSON.parse(readFileSync(join(DEFAULT_NER_MODEL_DIR, 'meta.json'), 'utf8')) as { hyperparameters: { input_rank?: number | null } };
    const rank = meta.hyperparameters.input_rank;
    const { x, dim } = await new TokenVectors(embed, split.feature, featurizer).batch([['Jan', 'Kowalski']], 2);
    // word embedding 100 + char-CNN 50 + shape 8 without a projection
    expect(dim).toBe(rank ?? 158);
    expect(x.length).toBe(2 * dim);
  });

  /** The split graph's emissions for rows, through the cache and the recurrent half. */
  async function splitEmissions(vectors: TokenVectors, rows: string[][], t: number): Promise<Float32Array> {
    const { x, xr, dim } = await vectors.batch(rows, t);
    const out = await tagger.run({
      x: new ort.Tensor('float32', x, [t, rows.length, dim]), xr: new ort.Tensor('float32', xr, [t, rows.length, dim]),
    });
    return joinDirections(out.forward!.data as Float32Array, out.backward!.data as Float32Array, rows, t, tables.tags.length);
  }

  /** Largest difference over the real tokens' emissions (padding is not compared: the split leaves it 0). */
  function maxDifference(a: Float32Array, b: Float32Array, rows: string[][], t: number): number {
    const k = tables.tags.length;
    let d = 0;
    rows.forEach((row, r) => {
      for (let i = 0; i < row.length * k; i++) d = Math.max(d, Math.abs(a[r * t * k + i]! - b[r * t * k + i]!));
    });
    return d;
  }

  it('cached token vectors + the recurrent half give the whole model\'s emissions, also after the cache empties', async () => {
    const { t, feeds } = idFeeds(SENTENCES);
    const want = (await full.run(feeds)).emissions!.data as Float32Array;
    // Capacity 30: the first call fills most of it, so the second must empty it and start again.
    const vectors = new TokenVectors(embed, split.feature, featurizer, 30);
    for (const round of [0, 1]) {
      if (round === 1) await vectors.batch([Array.from({ length: 25 }, (_, i) => `słowo${i}`)], 25);
      const got = await splitEmissions(vectors, SENTENCES, t);
      expect(maxDifference(got, want, SENTENCES, t)).toBeLessThan(1e-4);
    }
    // Rows joined the wrong way round (forward[i] + backward[i]) are far off: the check above can fail.
    const wrong = await splitEmissions(vectors, SENTENCES.map((r) => [...r].reverse()), t);
    expect(maxDifference(wrong, want, SENTENCES, t)).toBeGreaterThan(0.1);
    await expect(new TokenVectors(embed, split.feature, featurizer, 3).batch([['a', 'b', 'c', 'd']], 4)).rejects.toThrow(/more than 3 distinct tokens/);
  });

  it('concurrent calls with shared tokens each get their own tokens\' vectors, also when one empties the cache', async () => {
    const rows = [['Widziałem', 'Annę', 'Nowak', 'w', 'Krakowie', '.'], ['Anna', 'Nowak', ',', 'PESEL', '44051401359'],
      ['Nowak', 'w', 'Gdańsku', 'i', 'Anna', 'z', 'Krakowa']];
    const alone = await Promise.all(rows.map((r) => new TokenVectors(embed, split.feature, featurizer).batch([r], r.length)));
    for (const capacity of [1000, 12]) {
      const shared = new TokenVectors(embed, split.feature, featurizer, capacity);
      const together = await Promise.all(rows.map((r) => shared.batch([r], r.length)));
      together.forEach((v, i) => {
        expect(Array.from(v.x)).toEqual(Array.from(alone[i]!.x));
        expect(Array.from(v.xr)).toEqual(Array.from(alone[i]!.xr));
      });
    }
  });

  it('a buffer handed back and reused holds only the new rows\' vectors, with zero padding', async () => {
    const long = [['Widziałem', 'Annę', 'Nowak', 'w', 'Krakowie', 'i', 'w', 'Gdańsku', '.'], ['Jan', 'Kowalski', ',', 'PESEL', '44051401359', 'z', 'Łodzi']];
    const short = [['Anna', 'Nowak'], ['Nowak', 'w', 'Gdańsku']];
    const fresh = await new TokenVectors(embed, split.feature, featurizer).batch(short, 3);
    const vectors = new TokenVectors(embed, split.feature, featurizer);
    const first = await vectors.batch(long, 9);
    const firstBuffers = [first.x.buffer, first.xr.buffer];
    vectors.release(first.x, first.xr);
    const again = await vectors.batch(short, 3);
    // The released buffers were taken again (the check below would pass trivially on new ones).
    expect(firstBuffers).toContain(again.x.buffer);
    expect(Array.from(again.x)).toEqual(Array.from(fresh.x));
    expect(Array.from(again.xr)).toEqual(Array.from(fresh.xr));
    // Not released: a second call gets other buffers than the one still in use.
    const other = await vectors.batch(short, 3);
    expect(other.x.buffer).not.toBe(again.x.buffer);
    expect(other.xr.buffer).not.toBe(again.xr.buffer);
  });

  it('leaves a graph of another shape whole (null), and rejects bytes that are not protobuf', () => {
    expect(splitNerModel(split.tagger)).toBeNull();
    expect(splitNerModel(new Uint8Array(0))).toBeNull();
    expect(() => splitNerModel(Uint8Array.from([0x0a, 0xff]))).toThrow(/truncated/);
  });
});
