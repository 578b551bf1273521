// Where a sentence may end, for the rules that read a text sentence by sentence: ".", "!", "?", "…" before a
// space, or a line break. Only from the first mark of a run, taking the whole run: a long run of marks with
// no space after it would otherwise be tried again from each of its marks, each try backing off through the
// rest of the run (40 KB of "!" took seconds). The leading lookahead: the lookbehind is tried only at a mark
// or a line break, not at every position.

/** A new global regex (each module keeps its own: the searches keep state in lastIndex). */
export function sentenceEndRegExp(): RegExp {
  return /(?=[.!?…\n])(?:(?<![.!?…])(?=([.!?…]+))\1(?=\s)|\n)/g;
}
