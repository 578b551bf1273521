// First names written with one typo ("Pitor", "Krzystof", "Agnieszak"): a word is a near form when
// one deletion from it and one deletion from a dictionary form meet (symmetric delete), which covers
// one substitution, insertion, deletion, or a swap of two neighbours. Only forms of 5+ letters take
// part: shorter ones are one letter away from too many ordinary words.
import { firstNameDictionary } from './dictionary.js';

const MIN_LENGTH = 5;
let index: ReadonlySet<string> | undefined;

function deletions(word: string, into: Set<string>): void {
  for (let i = 0; i < word.length; i++) into.add(word.slice(0, i) + word.slice(i + 1));
}

function buildIndex(): ReadonlySet<string> {
  const out = new Set<string>();
  for (const form of firstNameDictionary().forms.keys()) {
    if (form.length < MIN_LENGTH) continue;
    const f = form.toLowerCase();
    out.add(f);
    deletions(f, out);
  }
  return out;
}

/** Whether `word` is a first-name form with at most one typo (any case; built once per thread). */
export function isNearFirstName(word: string): boolean {
  if (word.length < MIN_LENGTH) return false;
  index ??= buildIndex();
  const w = word.toLowerCase();
  if (index.has(w)) return true;
  for (let i = 0; i < w.length; i++) if (index.has(w.slice(0, i) + w.slice(i + 1))) return true;
  return false;
}
