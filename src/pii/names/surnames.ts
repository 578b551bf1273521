// What a surname looks like: a list of frequent Polish surnames with their inflected forms, and the
// endings that mark a word as a surname even when it is not on the list. Used where a capitalised
// word alone must be told apart from a common noun (signatures, dialogue labels, lowercase chat).

import surnames from './surnames.json' with { type: 'json' };
import { withoutDiacritics } from './dictionary.js';

let known: ReadonlySet<string> | undefined;

/**
 * Whether `word` (any case, with or without Polish diacritics) is an inflected form of a listed surname
 * ("Nowaka", "kowalskiej", "zajac").
 */
export function isKnownSurname(word: string): boolean {
  known ??= new Set([...surnames.forms, ...surnames.forms.map(withoutDiacritics)]);
  return known.has(word.toLowerCase());
}

// Endings of Polish surnames that common nouns rarely have: -ski/-cki/-dzki and their inflections,
// -ńska, -wicz, -czyk, -czak, -wiak/-niak, -czuk, and the Ukrainian -enko ("Szewczenko", "Bondarenko"; only
// that form: "-enki", "-enkę" end "piosenki", "sukienkę"). Nouns like "pracownik", "człowiek" are not matched.
const SURNAME_ENDING_RE = /(?:[sc]k(?:i|a|iego|iej|iemu|im|ą)|dzk(?:i|a|iego|iej|im|ą)|wicz(?:a|owi|em|u)?|czyk(?:a|owi|iem)?|czak(?:a|owi|iem)?|[wn]iak(?:a|owi|iem)?|czuk(?:a|owi|iem)?|\p{Ll}{2}enko)$/u;
/** Adverbs in -enko ("cienko", "cieniutenko", "malusienko"): no surnames. */
const ENKO_ADVERB_RE = /(?:^cienko|utenko|usienko|uchenko)$/u;

/** Whether `word` ends like a Polish surname ("Brzęczyszczykiewicz", "Zielińska", "Kowalczyk", "Kowalenko"). */
export function isSurnameShaped(word: string): boolean {
  const lower = word.toLowerCase();
  return word.length >= 5 && SURNAME_ENDING_RE.test(lower) && !ENKO_ADVERB_RE.test(lower);
}

/** A known or surname-shaped word. */
export function looksLikeSurname(word: string): boolean {
  return isSurnameShaped(word) || isKnownSurname(word);
}
