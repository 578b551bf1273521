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

/** letterCase bits: the token changes when lowercased (UPPER), when upper-cased (LOWER), its two cases differ
 * (LETTER), it has a Polish diacritic letter (DIACRITIC). */
export const UPPER = 1, LOWER = 2, LETTER = 4, DIACRITIC = 8;
const POLISH_DIACRITIC = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/;

/**
 * The letterCase bits of a token: a scan of char codes for ASCII and Polish letters, whose case maps one
 * character to one; a token with any other character takes the string methods. Routing reads these bits of
 * every token, and two case copies of each (of a two-byte string, as most tokens of Polish text are) cost
 * about four times the scan.
 */
export function letterCase(t: string): number {
  let bits = 0;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c < 0x80) {
      if (c >= 0x61 && c <= 0x7a) bits |= LOWER | LETTER;
      else if (c >= 0x41 && c <= 0x5a) bits |= UPPER | LETTER;
      continue;
    }
    const polish = polishLetter(c);
    if (polish === 0) {
      const low = t.toLowerCase(), up = t.toUpperCase();
      return (low !== t ? UPPER : 0) | (up !== t ? LOWER : 0) | (low !== up ? LETTER : 0) | (POLISH_DIACRITIC.test(t) ? DIACRITIC : 0);
    }
    bits |= polish | LETTER | DIACRITIC;
  }
  return bits;
}

/** LOWER or UPPER for a Polish diacritic letter's char code, else 0. */
export function polishLetter(c: number): number {
  switch (c) {
    case 0x105: case 0x107: case 0x119: case 0x142: case 0x144: case 0xf3: case 0x15b: case 0x17a: case 0x17c: return LOWER;
    case 0x104: case 0x106: case 0x118: case 0x141: case 0x143: case 0xd3: case 0x15a: case 0x179: case 0x17b: return UPPER;
    default: return 0;
  }
}

/** Whether tokens [begin, end) have cased letters of one case only: 'lower', 'upper', or null (mixed or none). */
export function caselessKind(tokens: readonly { text: string }[], begin: number, end: number): 'lower' | 'upper' | null {
  let bits = 0;
  for (let i = begin; i < end; i++) {
    bits |= letterCase(tokens[i]!.text);
    if ((bits & (UPPER | LOWER)) === (UPPER | LOWER)) return null;
  }
  return bits & UPPER ? 'upper' : bits & LOWER ? 'lower' : null;
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
