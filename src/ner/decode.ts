// Constrained BIO Viterbi decoding and span extraction. Mirrors training/ner/decode.py.

const NEG = -1e9;

/** I-X may only follow B-X or I-X; anything else is allowed. */
function allowed(prev: string | null, cur: string): boolean {
  if (!cur.startsWith('I-')) return true;
  return prev !== null && prev !== 'O' && prev.slice(2) === cur.slice(2);
}

export class BioDecoder {
  private readonly k: number;
  private readonly trans: Float64Array;
  private readonly start: Float64Array;

  constructor(readonly tags: readonly string[]) {
    const k = (this.k = tags.length);
    this.trans = new Float64Array(k * k);
    this.start = new Float64Array(k);
    for (let j = 0; j < k; j++) {
      this.start[j] = allowed(null, tags[j]!) ? 0 : NEG;
      for (let q = 0; q < k; q++) this.trans[q * k + j] = allowed(tags[q]!, tags[j]!) ? 0 : NEG;
    }
  }

  /**
   * probs: row-major [n × k] probabilities starting at `offset`. Returns tag indices (length n).
   * Log-probs are clamped at 1e-12 like the Python side so ties resolve identically.
   */
  viterbi(probs: Float32Array, offset: number, n: number): Int32Array {
    const k = this.k;
    const path = new Int32Array(n);
    if (n === 0) return path;
    const back = new Int32Array(n * k);
    let score = new Float64Array(k), next = new Float64Array(k);
    for (let j = 0; j < k; j++) score[j] = this.start[j]! + Math.log(Math.max(probs[offset + j]!, 1e-12));
    for (let i = 1; i < n; i++) {
      const row = offset + i * k;
      for (let j = 0; j < k; j++) {
        let best = -Infinity, arg = 0;
        for (let q = 0; q < k; q++) {
          const s = score[q]! + this.trans[q * k + j]!;
          if (s > best) { best = s; arg = q; }
        }
        next[j] = best + Math.log(Math.max(probs[row + j]!, 1e-12));
        back[i * k + j] = arg;
      }
      const tmp = score; score = next; next = tmp;
    }
    let j = 0;
    for (let q = 1; q < k; q++) if (score[q]! > score[j]!) j = q;
    path[n - 1] = j;
    for (let i = n - 1; i > 0; i--) { j = back[i * k + j]!; path[i - 1] = j; }
    return path;
  }
}

export interface TokenSpan { type: string; start: number; end: number }

/** BIO tag strings → token spans [start, end). A stray I-X (not after X) opens a new span. */
export function bioSpans(tags: readonly string[]): TokenSpan[] {
  const out: TokenSpan[] = [];
  let curType: string | null = null, curStart = 0;
  for (let i = 0; i <= tags.length; i++) {
    const t = i < tags.length ? tags[i]! : 'O';
    const continues = curType !== null && t.startsWith('I-') && t.slice(2) === curType;
    if (curType !== null && !continues) { out.push({ type: curType, start: curStart, end: i }); curType = null; }
    if (t.startsWith('B-') || (t.startsWith('I-') && curType === null)) { curType = t.slice(2); curStart = i; }
  }
  return out;
}
