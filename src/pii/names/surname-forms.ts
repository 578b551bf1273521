// Forms of people's names that are no common word (scripts/build-surname-forms.ts builds surname-forms.txt
// from PoliMorf's proper nouns and the hunspell dictionary): most are a surname and nothing else ("tuwima",
// "modiglianiego") and are a name by themselves; the rest ("~" in the file) are also a place's name or a
// first name and are read as a name only next to another name word.

import { readFileSync } from 'node:fs';
import { fold } from '../fold.js';

const FILE = new URL('./surname-forms.txt', import.meta.url);

/** Not a name form / a name next to another name word / a name by itself. */
export const NOT_NAME = 0, NEXT_TO_NAME = 1, NAME_ALONE = 2;
export type NameFormClass = typeof NOT_NAME | typeof NEXT_TO_NAME | typeof NAME_ALONE;

let classes: ReadonlyMap<string, NameFormClass> | undefined;
/** foldedHash of every listed form: most words are ruled out by it without a folded copy. */
let hashes: ReadonlySet<number> | undefined;

function load(): ReadonlyMap<string, NameFormClass> {
  const map = new Map<string, NameFormClass>();
  for (const line of readFileSync(FILE, 'utf8').split('\n')) {
    if (line.startsWith('~')) map.set(line.slice(1), NEXT_TO_NAME);
    else if (line.length > 0) map.set(line, NAME_ALONE);
  }
  hashes = new Set([...map.keys()].map(foldedHash));
  return map;
}

const POLISH_LOWER: Readonly<Record<number, number>> = Object.fromEntries(
  [...'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ'].map((c, i) => [c.charCodeAt(0), 'acelnoszzacelnoszz'.charCodeAt(i)]),
);

/** FNV-1a of the word as fold() writes it (ASCII lower-cased, Polish letters to their base), without the copy. */
function foldedHash(word: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) {
    let c = word.charCodeAt(i);
    if (c >= 65 && c <= 90) c += 32;
    else if (c >= 128) c = POLISH_LOWER[c] ?? (word[i]!.toLowerCase().charCodeAt(0));
    h = Math.imul(h ^ c, 16777619);
  }
  return h >>> 0;
}

/** The class of `word` in any case, with or without Polish diacritics ("tuwima", "MODIGLIANIM", "Kwasniewska"). */
export function nameFormClass(word: string): NameFormClass {
  if (word.length < 3) return NOT_NAME;
  classes ??= load();
  if (!hashes!.has(foldedHash(word))) return NOT_NAME;
  return classes.get(fold(word)) ?? NOT_NAME;
}

/** Whether `word` is a surname form that is a name by itself. */
export function isSurnameForm(word: string): boolean {
  return nameFormClass(word) === NAME_ALONE;
}
