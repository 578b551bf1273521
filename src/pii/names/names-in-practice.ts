// First-name and surname forms that are also dictionary words but that running Polish text writes capitalised,
// as a name ("markowi", "jackiem", "pawlowi"): names-in-practice.txt, folded, one a line, made from the NER
// training text's counts by training/ner/names_in_practice.py. Typed without case, such a form is read as a
// name where the caseless rules read forms that are nothing else; a form the text writes in lower case too
// ("kot", "roza", "wiara", "lis") is not listed and stays a word.

import { readFileSync } from 'node:fs';
import { fold } from '../fold.js';
import { foldedHash } from './surname-forms.js';
import { isKnownSurname } from './surnames.js';

const FILE = new URL('./names-in-practice.txt', import.meta.url);

let forms: ReadonlySet<string> | undefined;
/** foldedHash (surname-forms.ts) of every listed form, for a scanner that hashes its words anyway. */
let hashes: ReadonlySet<number> | undefined;
/** One bit per value of a hash's low 16 bits, set for the listed forms: most words are ruled out by one array read. */
const HASH_BITS = new Uint32Array(1 << 11);

function load(): ReadonlySet<string> {
  const set = new Set(readFileSync(FILE, 'utf8').split('\n').filter((l) => l.length > 0));
  hashes = new Set([...set].map(foldedHash));
  for (const h of hashes) HASH_BITS[(h & 0xffff) >>> 5]! |= 1 << (h & 31);
  forms = set;
  return set;
}

/** Whether the folded form `f` ("markowi") is a name in practice. */
export function isFoldedNameInPractice(f: string): boolean {
  return (forms ?? load()).has(f);
}

/** Whether `word`, in any case, with or without diacritics, is a name in practice. */
export function isNameInPractice(word: string): boolean {
  return isFoldedNameInPractice(fold(word));
}

/** Whether `word`, typed without case (all lower case or all capitals: "nowakiem", "NOWAKIEM"), is a listed
 * surname's form in practice, not only a first name's. A capitalised word is the case-aware rules' to read. */
export function isCaselessSurnameInPractice(word: string): boolean {
  if (word !== word.toLowerCase() && word !== word.toUpperCase()) return false;
  return isNameInPractice(word) && isKnownSurname(word);
}

/** Whether a word with foldedHash `h` may be listed: false rules it out without cutting it out. */
export function mayBeNameInPracticeHash(h: number): boolean {
  if (!forms) load();
  return (HASH_BITS[(h & 0xffff) >>> 5]! & (1 << (h & 31))) !== 0 && hashes!.has(h >>> 0);
}
