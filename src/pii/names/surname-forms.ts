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
  for (const h of hashes) HASH_BITS[(h & BIT_MASK) >>> 5] |= 1 << (h & 31);
  return map;
}

/** One bit per value of the hash's low 22 bits, set for the listed forms' hashes: a word whose bit is clear
 * is no listed form, told by one array read (a Set lookup of a 32-bit number costs far more). */
const HASH_BITS = new Uint32Array(1 << 17);
const BIT_MASK = (1 << 22) - 1;
function listedHash(h: number): boolean {
  return (HASH_BITS[(h & BIT_MASK) >>> 5]! & (1 << (h & 31))) !== 0 && hashes!.has(h);
}

const POLISH_LOWER: Readonly<Record<number, number>> = Object.fromEntries(
  [...'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ'].map((c, i) => [c.charCodeAt(0), 'acelnoszzacelnoszz'.charCodeAt(i)]),
);

/** FNV-1a of the word as fold() writes it (ASCII lower-cased, Polish letters to their base), without the copy. */
export function foldedHash(word: string): number {
  return foldedHashRange(word, 0, word.length);
}

/** foldedHash of text[start, end), without cutting it out. */
function foldedHashRange(text: string, start: number, end: number): number {
  let h = FOLDED_HASH_START;
  for (let i = start; i < end; i++) h = foldedHashStep(h, text.charCodeAt(i));
  return h >>> 0;
}

/** foldedHash unit by unit, for a scanner that reads a word's units anyway: h = foldedHashStep(h, unit) from
 * FOLDED_HASH_START over the word's units, then mayBeNameFormHash(h). */
export const FOLDED_HASH_START = 0x811c9dc5;
export function foldedHashStep(h: number, c: number): number {
  if (c >= 65 && c <= 90) c += 32;
  else if (c >= 128) c = foldedUnit(c);
  return Math.imul(h ^ c, 16777619);
}

/** A unit from 128 up as foldedHash reads it: a Polish letter's base, else the unit read alone, lower-cased
 * (its first unit); kept per unit, 0 = not yet known. */
const FOLDED_UNIT = new Uint16Array(0x10000);
function foldedUnit(c: number): number {
  const known = FOLDED_UNIT[c]!;
  if (known !== 0) return known;
  return (FOLDED_UNIT[c] = POLISH_LOWER[c] ?? String.fromCharCode(c).toLowerCase().charCodeAt(0));
}

/** The class of `word` in any case, with or without Polish diacritics ("tuwima", "MODIGLIANIM", "Kwasniewska"). */
export function nameFormClass(word: string): NameFormClass {
  if (word.length < 3) return NOT_NAME;
  classes ??= load();
  if (!listedHash(foldedHash(word))) return NOT_NAME;
  return classes.get(fold(word)) ?? NOT_NAME;
}

/**
 * Whether the word text[start, end) may have a class other than NOT_NAME: false rules it out (as
 * nameFormClass(text.slice(start, end)) would) without cutting it out; true says only "look it up".
 */
export function mayBeNameForm(text: string, start: number, end: number): boolean {
  return end - start >= 3 && mayBeNameFormHash(foldedHashRange(text, start, end));
}

/** mayBeNameForm of a word of 3 or more units by its hash (foldedHashStep). */
export function mayBeNameFormHash(h: number): boolean {
  classes ??= load();
  return listedHash(h >>> 0);
}

/** Whether `word` is a surname form that is a name by itself. */
export function isSurnameForm(word: string): boolean {
  return nameFormClass(word) === NAME_ALONE;
}
