// Linear-chain CRF decoding for models trained with `--crf` (mirrors training/ner/crf.py): Viterbi over the
// model's emission scores plus the learned start/transition/end scores shipped in vocab.json, and per-token
// marginal probabilities from forward-backward, which serve as the model's confidence. The BIO constraint
// is already in the shipped scores (invalid moves carry -1e4), so no separate mask is needed here.
//
// Both passes are generated once per model as straight-line JavaScript for its tag count, with the
// transition scores as literals and the tag scores of a position in locals: the loops over tags and the
// table reads were most of the decoder's time (7 tags: 49 moves per token), and a move whose probability
// is exactly 0 (a masked one) drops out of forward-backward altogether. Generated from numbers only —
// every table value is checked to be a finite number before it is written into the source.

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

/** Writes tagIds (the best path) of emissions [n × k] at `off`; `back` holds ≥ n × k entries. */
type ViterbiKernel = (em: Float32Array, off: number, n: number, tagIds: Int32Array, back: Int32Array) => void;
/** Writes tagProbs and maxProbs; e, alpha and beta are scratch of ≥ n × k entries. */
type MarginalsKernel = (em: Float32Array, off: number, n: number, tagIds: Int32Array, tagProbs: Float32Array,
  maxProbs: Float32Array, e: Float64Array, alpha: Float64Array, beta: Float64Array) => void;

/** A table value as a source literal: a number (±Infinity included, as a mask may be written), never anything else. */
function literal(x: unknown): string {
  if (typeof x !== 'number' || Number.isNaN(x)) throw new Error('NER CRF tables hold a value that is not a number');
  if (x === Infinity) return 'Infinity';
  if (x === -Infinity) return '-Infinity';
  return Object.is(x, -0) ? '-0' : String(x);
}

const tagsOf = (k: number) => Array.from({ length: k }, (_, i) => i);

/** Viterbi with the scores of the previous position in s0…s(k-1); ties keep the lower tag, as a loop would. */
function viterbiSource(k: number, start: number[], trans: number[], end: number[]): string {
  const tags = tagsOf(k);
  const lines = [`let ${tags.map((j) => `s${j} = ${literal(start[j])} + em[off + ${j}]`).join(', ')};`];
  lines.push(`for (let row = off + ${k}, at = ${k}; at < n * ${k}; row += ${k}, at += ${k}) {`);
  for (const j of tags) {
    lines.push(`  let b${j} = s0 + ${literal(trans[j])}, a${j} = 0, x${j};`);
    for (let q = 1; q < k; q++) lines.push(`  x${j} = s${q} + ${literal(trans[q * k + j])}; if (x${j} > b${j}) { b${j} = x${j}; a${j} = ${q}; }`);
    lines.push(`  back[at + ${j}] = a${j};`);
  }
  lines.push(`  ${tags.map((j) => `s${j} = b${j} + em[row + ${j}];`).join(' ')}`, '}');
  lines.push(`let j = 0, best = s0 + ${literal(end[0])};`);
  for (let q = 1; q < k; q++) lines.push(`if (s${q} + ${literal(end[q])} > best) { best = s${q} + ${literal(end[q])}; j = ${q}; }`);
  lines.push('tagIds[n - 1] = j;', `for (let i = n - 1; i > 0; i--) { j = back[i * ${k} + j]; tagIds[i - 1] = j; }`);
  return lines.join('\n');
}

/**
 * Forward-backward in probability space with every position rescaled to sum 1: one exp per emission
 * instead of one per (position, tag, tag) in log space, and the scaling cancels out of the marginals.
 * Emissions are shifted by their row maximum first, so nothing overflows or underflows; rows are clamped
 * at e^-700 so that no normalising sum can underflow to zero. `et` = exp(transitions); its zeros are left out.
 */
function marginalsSource(k: number, es: number[], et: number[], ee: number[]): string {
  const tags = tagsOf(k);
  const sumOf = (v: string) => tags.map((c) => `${v}${c}`).join(' + ');
  const products = (pairs: Array<[number, string]>) => {
    const terms = pairs.filter(([w]) => w !== 0).map(([w, v]) => `${literal(w)} * ${v}`);
    return terms.length ? terms.join(' + ') : '0';
  };
  const lines = [`for (let at = 0, src = off; at < n * ${k}; at += ${k}, src += ${k}) {`, '  let m = em[src];'];
  for (let c = 1; c < k; c++) lines.push(`  if (em[src + ${c}] > m) m = em[src + ${c}];`);
  for (const c of tags) lines.push(`  e[at + ${c}] = Math.exp(Math.max(em[src + ${c}] - m, -700));`);
  lines.push('}');
  // Forward: a0…a(k-1) are the previous position's alphas.
  lines.push(`let ${tags.map((c) => `a${c} = ${literal(es[c])} * e[${c}]`).join(', ')};`, `let sum = ${sumOf('a')};`);
  lines.push(tags.map((c) => `alpha[${c}] = a${c} /= sum;`).join(' '));
  lines.push(`for (let at = ${k}; at < n * ${k}; at += ${k}) {`);
  for (const c of tags) lines.push(`  const f${c} = (${products(tags.map((p) => [et[p * k + c]!, `a${p}`]))}) * e[at + ${c}];`);
  lines.push(`  sum = ${sumOf('f')};`, `  ${tags.map((c) => `alpha[at + ${c}] = a${c} = f${c} / sum;`).join(' ')}`, '}');
  // Backward: b0…b(k-1) are the next position's betas, w0…w(k-1) its share e × beta, taken once.
  lines.push(`let ${tags.map((c) => `b${c} = ${literal(ee[c])}`).join(', ')};`, `sum = ${sumOf('b')};`);
  lines.push(`const last = (n - 1) * ${k};`, tags.map((c) => `beta[last + ${c}] = b${c} /= sum;`).join(' '));
  lines.push(`for (let at = last - ${k}; at >= 0; at -= ${k}) {`);
  lines.push(`  ${tags.map((c) => `const w${c} = e[at + ${k + c}] * b${c};`).join(' ')}`);
  for (const p of tags) lines.push(`  const g${p} = ${products(tags.map((c) => [et[p * k + c]!, `w${c}`]))};`);
  lines.push(`  sum = ${sumOf('g')};`, `  ${tags.map((c) => `beta[at + ${c}] = b${c} = g${c} / sum;`).join(' ')}`, '}');
  // Marginals of the decoded tag and the highest one.
  lines.push(`for (let i = 0, at = 0; i < n; i++, at += ${k}) {`);
  lines.push(`  ${tags.map((c) => `const q${c} = alpha[at + ${c}] * beta[at + ${c}];`).join(' ')}`);
  lines.push(`  const z = ${sumOf('q')};`, '  let m = q0;');
  for (let c = 1; c < k; c++) lines.push(`  if (q${c} > m) m = q${c};`);
  lines.push('  const t = at + tagIds[i];', '  tagProbs[i] = (alpha[t] * beta[t]) / z;', '  maxProbs[i] = m / z;', '}');
  return lines.join('\n');
}

export class CrfDecoder {
  private readonly k: number;
  private readonly viterbi: ViterbiKernel;
  private readonly marginals: MarginalsKernel;
  private back = new Int32Array(0);
  private e = new Float64Array(0);
  private alpha = new Float64Array(0);
  private beta = new Float64Array(0);

  constructor(tables: CrfTables, tagCount: number) {
    const k = (this.k = tagCount);
    const ok = tables.start?.length === k && tables.end?.length === k && tables.transitions?.length === k
      && tables.transitions.every((row) => row.length === k);
    if (!ok) throw new Error(`NER CRF tables do not match the ${k} tags`);
    const trans = tables.transitions.flat();
    this.viterbi = new Function('em', 'off', 'n', 'tagIds', 'back', viterbiSource(k, tables.start, trans, tables.end)) as ViterbiKernel;
    this.marginals = new Function('em', 'off', 'n', 'tagIds', 'tagProbs', 'maxProbs', 'e', 'alpha', 'beta',
      marginalsSource(k, tables.start.map(Math.exp), trans.map(Math.exp), tables.end.map(Math.exp))) as MarginalsKernel;
  }

  /**
   * emissions: row-major [n × k] scores starting at `offset`. With `skipIfAll` a tag index (the "O" tag),
   * a path made only of that tag gets no marginals (tagProbs/maxProbs stay 0): nothing is read from them.
   */
  decode(emissions: Float32Array, offset: number, n: number, skipIfAll = -1): CrfDecoded {
    const tagIds = new Int32Array(n), tagProbs = new Float32Array(n), maxProbs = new Float32Array(n);
    if (n === 0) return { tagIds, tagProbs, maxProbs };
    this.reserve(n);
    this.viterbi(emissions, offset, n, tagIds, this.back);
    let plain = skipIfAll >= 0;
    for (let i = 0; plain && i < n; i++) plain = tagIds[i] === skipIfAll;
    if (!plain) this.marginals(emissions, offset, n, tagIds, tagProbs, maxProbs, this.e, this.alpha, this.beta);
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
}
