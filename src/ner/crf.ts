// Linear-chain CRF decoding for models trained with `--crf` (mirrors training/ner/crf.py): Viterbi over the
// model's emission scores plus the learned start/transition/end scores shipped in vocab.json, and per-token
// marginal probabilities from forward-backward, which serve as the model's confidence. The BIO constraint
// is already in the shipped scores (invalid moves carry -1e4), so no separate mask is needed here.

export interface CrfTables {
  start: number[];
  /** transitions[previous][current] */
  transitions: number[][];
  end: number[];
}

export interface CrfDecoded {
  tagIds: Int32Array;
  /** Marginal probability of the decoded tag per token. */
  tagProbs: Float32Array;
  /** Highest marginal per token. */
  maxProbs: Float32Array;
}

export class CrfDecoder {
  private readonly k: number;
  private readonly start: Float64Array;
  private readonly trans: Float64Array; // row-major [previous × current]
  private readonly end: Float64Array;
  private readonly expStart: Float64Array;
  private readonly expTrans: Float64Array; // masked moves (-1e4) become exactly 0
  private readonly expEnd: Float64Array;
  private score: Float64Array;
  private next: Float64Array;
  private back = new Int32Array(0);
  private e = new Float64Array(0);
  private alpha = new Float64Array(0);
  private beta = new Float64Array(0);

  constructor(tables: CrfTables, tagCount: number) {
    const k = (this.k = tagCount);
    const ok = tables.start?.length === k && tables.end?.length === k && tables.transitions?.length === k
      && tables.transitions.every((row) => row.length === k);
    if (!ok) throw new Error(`NER CRF tables do not match the ${k} tags`);
    this.start = Float64Array.from(tables.start);
    this.end = Float64Array.from(tables.end);
    this.trans = Float64Array.from(tables.transitions.flat());
    this.expStart = this.start.map(Math.exp);
    this.expTrans = this.trans.map(Math.exp);
    this.expEnd = this.end.map(Math.exp);
    this.score = new Float64Array(k);
    this.next = new Float64Array(k);
  }

  /**
   * emissions: row-major [n × k] scores starting at `offset`. With `skipIfAll` a tag index (the "O" tag),
   * a path made only of that tag gets no marginals (tagProbs/maxProbs stay 0): nothing is read from them.
   */
  decode(emissions: Float32Array, offset: number, n: number, skipIfAll = -1): CrfDecoded {
    const k = this.k, trans = this.trans;
    const tagIds = new Int32Array(n), tagProbs = new Float32Array(n), maxProbs = new Float32Array(n);
    if (n === 0) return { tagIds, tagProbs, maxProbs };
    this.reserve(n);

    // Viterbi.
    const back = this.back;
    let score = this.score, next = this.next;
    for (let j = 0; j < k; j++) score[j] = this.start[j]! + emissions[offset + j]!;
    for (let i = 1; i < n; i++) {
      const row = offset + i * k;
      for (let j = 0; j < k; j++) {
        let best = -Infinity, arg = 0;
        for (let q = 0; q < k; q++) {
          const s = score[q]! + trans[q * k + j]!;
          if (s > best) { best = s; arg = q; }
        }
        next[j] = best + emissions[row + j]!;
        back[i * k + j] = arg;
      }
      const tmp = score; score = next; next = tmp;
    }
    let j = 0;
    for (let q = 0; q < k; q++) if (score[q]! + this.end[q]! > score[j]! + this.end[j]!) j = q;
    tagIds[n - 1] = j;
    for (let i = n - 1; i > 0; i--) { j = back[i * k + j]!; tagIds[i - 1] = j; }

    if (skipIfAll < 0 || tagIds.some((q) => q !== skipIfAll)) this.marginals(emissions, offset, n, tagIds, tagProbs, maxProbs);
    return { tagIds, tagProbs, maxProbs };
  }

  /** Grows the scratch buffers (reused across calls: decoding is synchronous) to hold n positions. */
  private reserve(n: number): void {
    if (this.back.length >= n * this.k) return;
    const size = Math.max(n, 2 * (this.back.length / this.k)) * this.k;
    this.back = new Int32Array(size);
    this.e = new Float64Array(size);
    this.alpha = new Float64Array(size);
    this.beta = new Float64Array(size);
  }

  /**
   * Forward-backward in probability space with every position rescaled to sum 1: one exp per emission
   * instead of one per (position, tag, tag) in log space, and the scaling cancels out of the marginals.
   * Emissions are shifted by their row maximum first, so nothing overflows or underflows.
   */
  private marginals(emissions: Float32Array, offset: number, n: number,
    tagIds: Int32Array, tagProbs: Float32Array, maxProbs: Float32Array): void {
    const k = this.k, e = this.e, alpha = this.alpha, beta = this.beta;
    for (let i = 0; i < n; i++) {
      let m = -Infinity;
      for (let c = 0; c < k; c++) m = Math.max(m, emissions[offset + i * k + c]!);
      // Clamped at e^-700 so that no row, and so no normalising sum, can underflow to zero.
      for (let c = 0; c < k; c++) e[i * k + c] = Math.exp(Math.max(emissions[offset + i * k + c]! - m, -700));
    }
    const t = this.expTrans;
    let sum = 0;
    for (let c = 0; c < k; c++) sum += (alpha[c] = this.expStart[c]! * e[c]!);
    for (let c = 0; c < k; c++) alpha[c]! /= sum;
    for (let i = 1; i < n; i++) {
      sum = 0;
      for (let c = 0; c < k; c++) {
        let a = 0;
        for (let p = 0; p < k; p++) a += alpha[(i - 1) * k + p]! * t[p * k + c]!;
        sum += (alpha[i * k + c] = a * e[i * k + c]!);
      }
      for (let c = 0; c < k; c++) alpha[i * k + c]! /= sum;
    }
    sum = 0;
    for (let c = 0; c < k; c++) sum += (beta[(n - 1) * k + c] = this.expEnd[c]!);
    for (let c = 0; c < k; c++) beta[(n - 1) * k + c]! /= sum;
    for (let i = n - 2; i >= 0; i--) {
      sum = 0;
      for (let p = 0; p < k; p++) {
        let b = 0;
        for (let c = 0; c < k; c++) b += t[p * k + c]! * e[(i + 1) * k + c]! * beta[(i + 1) * k + c]!;
        sum += (beta[i * k + p] = b);
      }
      for (let p = 0; p < k; p++) beta[i * k + p]! /= sum;
    }
    for (let i = 0; i < n; i++) {
      let z = 0;
      for (let c = 0; c < k; c++) z += alpha[i * k + c]! * beta[i * k + c]!;
      let m = 0;
      for (let c = 0; c < k; c++) {
        const p = (alpha[i * k + c]! * beta[i * k + c]!) / z;
        if (p > m) m = p;
        if (c === tagIds[i]) tagProbs[i] = p;
      }
      maxProbs[i] = m;
    }
  }
}
