// Which of the two NER models reads a sentence (index.ts): one written the ordinary way — a capital past its
// first word and at least one Polish diacritic — goes to the as-written model (models/ner/as-written/), the
// better reader of edited text; one typed without case (all lowercase, ALL CAPS), with no capital but its
// first word's ("Wczoraj dzwonił jan kowalski z gdańska."), or without a single Polish diacritic goes to the
// case-robust model (models/ner/), trained on such copies. The as-written model finds names by their capitals;
// a sentence with none past its first word goes to the robust model only when one of its lowercase words may be
// a name typed lowercase (`lowercaseName`, the robust model's skip tables: name-free.ts) — otherwise any name
// it holds is its capitalised first word, which the as-written model reads better. A form line — two labels or
// more, each a word and a colon ("Imię: Halina Nazwisko: Wrzos Miejscowość: Łódź") — goes to the robust model,
// trained on such lines; the as-written model reads a label after a name as part of it ("Halina Nazwisko"). A short sentence without diacritics ("Jan
// Kowalski mieszka w Gdyni.") goes to the robust model too: on the NKJP dev split the as-written model read
// such sentences no better at any length, and through the gateway slightly worse (training/ner/README.md).

import { DIACRITIC, LETTER, LOWER, UPPER, letterCase } from './truecase.js';

export type WritingForm = 'as-written' | 'caseless';

/** Labels (a word, then a colon) that make a sentence a form line. */
const FORM_LABELS = 2;

function isWord(t: string): boolean {
  return /^\p{L}+$/u.test(t);
}

/**
 * The writing form of tokens [begin, end): 'as-written' when it has both cases and a Polish diacritic, and a
 * capital past its first word or no lowercase word that `lowercaseName` says may be a name.
 */
export function writingForm(
  tokens: readonly { text: string }[], begin: number, end: number, lowercaseName?: (word: string) => boolean,
): WritingForm {
  // One pass over each token's case bits (truecase.ts letterCase); each way to 'caseless' below gives the same
  // answer whichever is found first.
  let all = 0, laterCapital = false, seenWord = false, labels = 0;
  for (let i = begin; i < end; i++) {
    const t = tokens[i]!.text;
    if (t === ':' && i > begin && isWord(tokens[i - 1]!.text) && ++labels >= FORM_LABELS) return 'caseless';
    const bits = letterCase(t);
    all |= bits;
    if (!(bits & LETTER)) continue;
    if (seenWord && bits & UPPER) laterCapital = true;
    seenWord = true;
  }
  const cases = all & (UPPER | LOWER);
  if (cases === UPPER || cases === LOWER) return 'caseless'; // one case only (truecase.ts caselessKind)
  if (!(all & DIACRITIC)) return 'caseless';
  if (laterCapital) return 'as-written';
  for (let i = begin; i < end; i++) {
    const t = tokens[i]!.text;
    if ((letterCase(t) & (LETTER | UPPER)) === LETTER && lowercaseName?.(t)) return 'caseless';
  }
  return 'as-written';
}
