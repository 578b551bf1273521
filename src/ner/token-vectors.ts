// Per-token model input vectors (word embedding ‖ char-CNN ‖ shape embedding, or the model's low-rank
// projection of them when it has one), computed by the embed half
// of the split graph (onnx-split.ts) once per distinct token and kept in a bounded cache: text repeats
// most of its tokens, and the char-CNN is the largest single cost of a run.

import * as ort from 'onnxruntime-node';
import type { TokenFeaturizer } from './features.js';

// Default: 16 Ki vectors × 64 floats (the shipped model's projected input; 158 without a projection)
// ≈ 4 MB per worker; emptied when full (cheap: a batch's own tokens are computed again within its next call).
const CAPACITY = 16_384;
// Input buffers kept for reuse (a pair per run call in flight): a fresh zeroed Float32Array of a batch's size
// (≈ 300 KB for 16 realistic prompts) costs more to allocate than its contents cost to copy. Sized for a run
// call of up to this many positions (tagger.ts MAX_BATCH_POSITIONS) or the largest seen since.
const SPARE_BUFFERS = 4;
const BUFFER_POSITIONS = 2048;

export class TokenVectors {
  private readonly slots = new Map<string, number>();
  private slab: Float32Array | null = null;
  private dim = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly spare: Float32Array[] = [];

  constructor(
    private readonly session: ort.InferenceSession,
    private readonly feature: string,
    private readonly featurizer: TokenFeaturizer,
    private readonly capacity = CAPACITY,
  ) {}

  /**
   * The vectors of the given token rows, time-major [t × rows.length × dim] and zero padded, as the
   * recurrent half of the split graph takes them: `x` in order, `xr` with each row reversed within its
   * own length. Calls run one after another: a call must not see the cache emptied or its slots reused
   * while it waits for the embed run. x and xr may be views of reused buffers: hand them back with
   * release() once the run that reads them has returned, and not read them after that.
   */
  batch(rows: readonly (readonly string[])[], t: number): Promise<{ x: Float32Array; xr: Float32Array; dim: number }> {
    const run = this.queue.then(() => this.fill(rows, t));
    this.queue = run.catch(() => {});
    return run;
  }

  private async fill(rows: readonly (readonly string[])[], t: number): Promise<{ x: Float32Array; xr: Float32Array; dim: number }> {
    let slots = this.slotsOf(rows);
    if (slots.missing.length > 0 && this.slots.size + slots.missing.length > this.capacity) {
      this.slots.clear();
      slots = this.slotsOf(rows);
      if (slots.missing.length > this.capacity) throw new Error(`NER: more than ${this.capacity} distinct tokens in one run`);
    }
    if (slots.missing.length) await this.compute(slots.missing);
    const d = this.dim, slab = this.slab!, b = rows.length;
    const x = this.buffer(t * b * d), xr = this.buffer(t * b * d);
    let k = 0;
    rows.forEach((row, r) => {
      const n = row.length;
      for (let i = 0; i < n; i++, k++) {
        // A token new in this call has slot -1 until compute() gave it one.
        const slot = slots.ids[k]! >= 0 ? slots.ids[k]! : this.slots.get(row[i]!)!;
        const v = slab.subarray(slot * d, (slot + 1) * d);
        x.set(v, (i * b + r) * d); // a memcpy, not a JS loop
        xr.set(v, ((n - 1 - i) * b + r) * d);
      }
    });
    return { x, xr, dim: d };
  }

  /** A zeroed view of n floats, on a spare buffer when one is large enough. */
  private buffer(n: number): Float32Array {
    const i = this.spare.findIndex((a) => a.length >= n);
    if (i < 0) return new Float32Array(Math.max(n, BUFFER_POSITIONS * this.dim)).subarray(0, n);
    const view = this.spare.splice(i, 1)[0]!.subarray(0, n);
    view.fill(0);
    return view;
  }

  /** Takes back the buffers of batch() results whose run has returned. */
  release(...views: Float32Array[]): void {
    for (const v of views) {
      if (this.spare.length < SPARE_BUFFERS) this.spare.push(new Float32Array(v.buffer));
    }
  }

  /** Each token's cache slot (-1 when not cached), in row order, and the distinct uncached tokens. */
  private slotsOf(rows: readonly (readonly string[])[]): { ids: Int32Array; missing: string[] } {
    let n = 0;
    for (const row of rows) n += row.length;
    const ids = new Int32Array(n), seen = new Set<string>();
    let k = 0;
    for (const row of rows) {
      for (const tok of row) {
        const slot = this.slots.get(tok);
        ids[k++] = slot ?? -1;
        if (slot === undefined) seen.add(tok);
      }
    }
    return { ids, missing: [...seen] };
  }

  /** Runs the embed graph on the new tokens as one sequence and stores their vectors. */
  private async compute(tokens: readonly string[]): Promise<void> {
    const u = tokens.length, c = this.featurizer.maxChars;
    const words = new BigInt64Array(u), shapes = new BigInt64Array(u), chars = new BigInt64Array(u * c);
    const w32 = new Int32Array(words.buffer), s32 = new Int32Array(shapes.buffer), c32 = new Int32Array(chars.buffer);
    const scratch = new Int32Array(c);
    tokens.forEach((tok, i) => {
      w32[i * 2] = this.featurizer.wordId(tok);
      s32[i * 2] = this.featurizer.shapeId(tok);
      this.featurizer.writeCharIds(tok, scratch, 0);
      for (let j = 0; j < c; j++) c32[(i * c + j) * 2] = scratch[j]!;
    });
    const out = await this.session.run({
      words: new ort.Tensor('int64', words, [1, u]),
      chars: new ort.Tensor('int64', chars, [1, u, c]),
      shapes: new ort.Tensor('int64', shapes, [1, u]),
    });
    const x = out[this.feature]!, d = x.dims[2]!, data = x.data as Float32Array;
    if (this.slab === null) { this.dim = d; this.slab = new Float32Array(this.capacity * d); }
    tokens.forEach((tok, i) => {
      const slot = this.slots.size; // tokens are distinct and new, so slots stay 0, 1, 2, …
      this.slab!.set(data.subarray(i * d, (i + 1) * d), slot * d);
      this.slots.set(tok, slot);
    });
  }

  async close(): Promise<void> {
    await this.session.release();
  }
}
