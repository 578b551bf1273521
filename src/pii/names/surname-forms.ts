// Forms of people's surnames that are nothing else: no common word, place or nationality
// (scripts/build-surname-forms.ts builds surname-forms.txt from PoliMorf and the hunspell dictionary).

import { readFileSync } from 'node:fs';
import { fold } from '../fold.js';

const FILE = new URL('./surname-forms.txt', import.meta.url);

let forms: ReadonlySet<string> | undefined;

/** Whether `word`, in any case and with or without Polish diacritics, is such a form ("tuwima", "MODIGLIANIM"). */
export function isSurnameForm(word: string): boolean {
  if (word.length < 4) return false;
  forms ??= new Set(readFileSync(FILE, 'utf8').split('\n').filter((line) => line.length > 0));
  return forms.has(fold(word));
}
