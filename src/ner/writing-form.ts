// Which of the two NER models reads a sentence (index.ts): one written the ordinary way — mixed case and at
// least one Polish diacritic — goes to the as-written model (models/ner/as-written/), the better reader of
// edited text; one typed without case (all lowercase, ALL CAPS) or without a single Polish diacritic goes to
// the case-robust model (models/ner/), trained on such copies. A short sentence without diacritics ("Jan
// Kowalski mieszka w Gdyni.") goes to the robust model too: on the NKJP dev split the as-written model read
// such sentences no better at any length, and through the gateway slightly worse (training/ner/README.md).

import { caselessKind } from './truecase.js';

export type WritingForm = 'as-written' | 'caseless';

const POLISH_DIACRITIC = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/;

/** The writing form of tokens [begin, end): 'as-written' when it has both cases and a Polish diacritic. */
export function writingForm(tokens: readonly { text: string }[], begin: number, end: number): WritingForm {
  if (caselessKind(tokens, begin, end) !== null) return 'caseless';
  for (let i = begin; i < end; i++) if (POLISH_DIACRITIC.test(tokens[i]!.text)) return 'as-written';
  return 'caseless';
}
