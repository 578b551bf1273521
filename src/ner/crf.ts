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

function logSumExp(values: Float64Array, n: number): number {
  let m = -Infinity;
  for (let i = 0; i < n; i++) if (values[i]! > m) m = values[i]!;
  if (m === -Infinity) return m;
  let s = 0;
  for (let i = 0; i < n; i++) s += Math.exp(values[i]! - m);
  return m + Math.log(s);
}

export class CrfDecoder {
  private readonly k: number;
  private readonly start: Float64Array;
  private readonly trans: Float64Array; // row-major [previous × current]
  private readonly end: Float64Array;

  constructor(tables: CrfTables, tagCount: number) {
    const k = (this.k = tagCount);
    const ok = tables.start?.length === k && tables.end?.length === k && tables.transitions?.length === k
      && tables.transitions.every((row) => row.length === k);
    if (!ok) throw new Error(`NER CRF tables do not match the ${k} tags`);
    this.start = Float64Array.from(tables.start);
    this.end = Float64Array.from(tables.end);
    this.trans = Float64Array.from(tables.transitions.flat());
  }

  /** emissions: row-major [n × k] scores starting at `offset`. */
  decode(emissions: Float32Array, offset: number, n: number): CrfDecoded {
    const k = this.k;
    const tagIds = new Int32Array(n), tagProbs = new Float32Array(n), maxProbs = new Float32Array(n);
    if (n === 0) return { tagIds, tagProbs, maxProbs };
    const em = (i: number, j: number) => emissions[offset + i * k + j]!;

    // Viterbi.
    const back = new Int32Array(n * k);
    let score = new Float64Array(k), next = new Float64Array(k);
    for (let j = 0; j < k; j++) score[j] = this.start[j]! + em(0, j);
    for (let i = 1; i < n; i++) {
      for (let j = 0; j < k; j++) {
        let best = -Infinity, arg = 0;
        for (let q = 0; q < k; q++) {
          const s = score[q]! + this.trans[q * k + j]!;
          if (s > best) { best = s; arg = q; }
        }
        next[j] = best + em(i, j);
        back[i * k + j] = arg;
      }
      const tmp = score; score = next; next = tmp;
    }
    let j = 0;
    for (let q = 0; q < k; q++) if (score[q]! + this.end[q]! > score[j]! + this.end[j]!) j = q;
    tagIds[n - 1] = j;
    for (let i = n - 1; i > 0; i--) { j = back[i * k + j]!; tagIds[i - 1] = j; }

    // Forward-backward in log space.
    const alpha = new Float64Array(n * k), beta = new Float64Array(n * k), tmp = new Float64Array(k);
    for (let c = 0; c < k; c++) alpha[c] = this.start[c]! + em(0, c);
    for (let i = 1; i < n; i++) {
      for (let c = 0; c < k; c++) {
        for (let p = 0; p < k; p++) tmp[p] = alpha[(i - 1) * k + p]! + this.trans[p * k + c]!;
        alpha[i * k + c] = logSumExp(tmp, k) + em(i, c);
      }
    }
    for (let c = 0; c < k; c++) beta[(n - 1) * k + c] = this.end[c]!;
    for (let i = n - 2; i >= 0; i--) {
      for (let p = 0; p < k; p++) {
        for (let c = 0; c < k; c++) tmp[c] = this.trans[p * k + c]! + em(i + 1, c) + beta[(i + 1) * k + c]!;
        beta[i * k + p] = logSumExp(tmp, k);
      }
    }
    for (let c = 0; c < k; c++) tmp[c] = alpha[(n - 1) * k + c]! + this.end[c]!;
    const logZ = logSumExp(tmp, k);
    for (let i = 0; i < n; i++) {
      let m = 0;
      for (let c = 0; c < k; c++) {
        const p = Math.exp(alpha[i * k + c]! + beta[i * k + c]! - logZ);
        if (p > m) m = p;
        if (c === tagIds[i]) tagProbs[i] = p;
      }
      maxProbs[i] = m;
    }
    return { tagIds, tagProbs, maxProbs };
  }
}
