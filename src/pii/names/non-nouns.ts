// Polish word forms that are mostly something other than a noun (verbs, adverbs, prepositions, conjunctions,
// particles, pronouns, adjectives, numerals), one a line in non-noun-words.txt (built by training/ner/non_nouns.py
// from NKJP's training documents' tags), each also looked up without Polish diacritics. A rule that takes any noun
// as a surname in a slot only a surname fills reads it to leave "pan marek powiedział", "pani ola bardzo" alone.
import { readFileSync } from 'node:fs';
import { withoutDiacritics } from './dictionary.js';

const FILE = new URL('./non-noun-words.txt', import.meta.url);

let forms: ReadonlySet<string> | undefined;

/** Whether `word` (any case, with or without Polish diacritics) is a form tagged mostly as no noun. */
export function isNonNounWord(word: string): boolean {
  if (!forms) {
    const words = readFileSync(FILE, 'utf8').split('\n').filter((line) => line.length > 0);
    forms = new Set([...words, ...words.map(withoutDiacritics)]);
  }
  return forms.has(word.toLowerCase());
}
