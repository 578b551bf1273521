// Which of the two NER models reads a sentence (index.ts): one written the ordinary way — mixed case, with
// the Polish diacritics a Polish sentence of its length would have — goes to the as-written model
// (models/ner/as-written/), the better reader of edited text; one typed without case (all lowercase, ALL CAPS)
// or, long enough, without a single Polish diacritic goes to the case-robust model (models/ner/), trained on
// such copies. A short sentence without diacritics stays as written: many short Polish sentences have none
// ("Jan Kowalski mieszka w Krakowie" does), and the as-written model reads them as well as any other.

import { caselessKind } from './truecase.js';

export type WritingForm = 'as-written' | 'caseless';

/**
 * Fewest words (tokens with a letter) from which a mixed-case sentence without any Polish diacritic reads as
 * typed without them. Chosen on the NKJP dev split (training/ner/README.md, "Two models, routed").
 */
export const MIN_WORDS_WITHOUT_DIACRITICS = 3;

const POLISH_DIACRITIC = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/;

/** The writing form of tokens [begin, end); `minWords` is MIN_WORDS_WITHOUT_DIACRITICS unless a tuning run sets it. */
export function writingForm(
  tokens: readonly { text: string }[], begin: number, end: number, minWords: number = MIN_WORDS_WITHOUT_DIACRITICS,
): WritingForm {
  if (caselessKind(tokens, begin, end) !== null) return 'caseless';
  let words = 0;
  for (let i = begin; i < end; i++) {
    const t = tokens[i]!.text;
    if (POLISH_DIACRITIC.test(t)) return 'as-written';
    if (t.toLowerCase() !== t.toUpperCase()) words++;
  }
  return words >= minWords ? 'caseless' : 'as-written';
}
