// How the NER model reads a sentence typed without case: all lowercase ("wczoraj dzwonił do mnie angus") or in
// ALL CAPS ("WCZORAJ DZWONIŁ DO MNIE ANGUS"). The model finds most names by their capital; in such a sentence
// it has none to go by (or nothing but), so it reads a truecased copy instead: a word the Polish dictionary
// has in lower case is written in lower case, any other word — a name, a foreign or unknown word — is
// capitalised ("wczoraj dzwonił do mnie Angus"). Short unknown words (up to four letters) keep their case:
// in capitals they are acronyms ("KGB", "PPKS"), in lowercase chat mostly slang and typos. The first word
// of a sentence is not capitalised: it would read as a name whenever the model is unsure. Offsets do not
// change (each token keeps its length). A name found in a truecased sentence must pass a higher confidence
// bar (CASELESS_MIN_SCORE in index.ts): the copy is a guess at the case, not the case the writer chose.

/** Whether the word has a lower-case reading in the dictionary (src/ner/name-free.ts, lowercase-words.bloom). */
export type LowercaseWord = (lowercase: string) => boolean;

/** Longest unknown word that keeps its case (an acronym in capitals). */
const ACRONYM_MAX = 4;

/** Whether tokens [begin, end) have cased letters of one case only: 'lower', 'upper', or null (mixed or none). */
export function caselessKind(tokens: readonly { text: string }[], begin: number, end: number): 'lower' | 'upper' | null {
  let upper = false, lower = false;
  for (let i = begin; i < end; i++) {
    const t = tokens[i]!.text;
    if (!upper && t.toLowerCase() !== t) upper = true;
    if (!lower && t.toUpperCase() !== t) lower = true;
    if (upper && lower) return null;
  }
  return upper ? 'upper' : lower ? 'lower' : null;
}

/**
 * The truecased text of each token of [begin, end), or null when the sentence has case of its own (see the
 * header). A word that is both a common word and a name ("róża", "marek") stays in lower case: the model
 * then reads it by its context, as in text typed with case.
 */
export function truecase(tokens: readonly { text: string }[], begin: number, end: number, lowercaseWord: LowercaseWord): string[] | null {
  const kind = caselessKind(tokens, begin, end);
  if (kind === null) return null;
  const out: string[] = [];
  for (let i = begin; i < end; i++) {
    const t = tokens[i]!.text;
    const low = t.toLowerCase();
    if (low === t.toUpperCase() || low.length !== t.length) { out.push(t); continue; } // no letters, or case changes its length
    if (lowercaseWord(low)) out.push(low);
    else if (Array.from(low).length <= ACRONYM_MAX) out.push(t);
    else out.push(low[0]!.toUpperCase() + low.slice(1));
  }
  return out;
}
