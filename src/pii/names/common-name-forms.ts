// Forms of the shipped first names and listed surnames that are also common Polish words ("marka",
// "baran", "marszałek", "róży"), folded, one a line in common-name-forms.txt (built with surname-forms.txt by
// scripts/build-surname-forms.ts from the hunspell dictionary's lower-case words).

import { readFileSync } from 'node:fs';
import { fold } from '../fold.js';

const FILE = new URL('./common-name-forms.txt', import.meta.url);

let forms: ReadonlySet<string> | undefined;

/** Whether `word` (any case, with or without Polish diacritics) is a name's form that is also a common word. */
export function isCommonNameForm(word: string): boolean {
  return isCommonFoldedForm(fold(word));
}

/** isCommonNameForm of a word given folded (fold.ts). */
export function isCommonFoldedForm(folded: string): boolean {
  forms ??= new Set(readFileSync(FILE, 'utf8').split('\n').filter((line) => line.length > 0));
  return forms.has(folded);
}
