// Where a sentence may end, for the rules that read a text sentence by sentence: ".", "!", "?", "…" before a
// space, or a line break. Only from the first mark of a run, taking the whole run: a long run of marks with
// no space after it would otherwise be tried again from each of its marks, each try backing off through the
// rest of the run (40 KB of "!" took seconds). The leading lookahead: the lookbehind is tried only at a mark
// or a line break, not at every position.

/** A new global regex (each module keeps its own: the searches keep state in lastIndex). */
export function sentenceEndRegExp(): RegExp {
  return /(?=[.!?…\n])(?:(?<![.!?…])(?=([.!?…]+))\1(?=\s)|\n)/g;
}

const SENTENCE_END_RE = sentenceEndRegExp();
let endsOf = '';
let ends: readonly number[] = [];

/**
 * Every match of sentenceEndRegExp in `text`, in order, as [index, end] pairs flattened: [i0, e0, i1, e1, …].
 * The rules that read the same text sentence by sentence share one search: the last text's is kept.
 */
export function sentenceEnds(text: string): readonly number[] {
  if (text === endsOf && text.length > 0) return ends;
  const found: number[] = [];
  SENTENCE_END_RE.lastIndex = 0;
  for (let m = SENTENCE_END_RE.exec(text); m; m = SENTENCE_END_RE.exec(text)) found.push(m.index, m.index + m[0].length);
  endsOf = text;
  ends = found;
  return found;
}
