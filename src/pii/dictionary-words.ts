// Whether a word has a lower-case reading in the Polish dictionary: the hunspell forms the NER model's
// truecasing reads (models/ner/lowercase-words.bloom, ~1% false positives). A rule uses it to tell a word
// typed in capitals ("KOTA", "OSOBY") from an acronym ("SKKT"). Without the file every word reads as
// unknown, so a checkout without the model only loses that distinction.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BloomFilter } from '../ner/bloom.js';

const FILE = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'models', 'ner', 'lowercase-words.bloom');

let filter: BloomFilter | null | undefined;

/** Loads the dictionary's filter now (start-up), so the first request does not wait for it. */
export function loadDictionaryWords(): void {
  filter ??= existsSync(FILE) ? BloomFilter.read(FILE) : null;
}

/** Whether `word` (any case) is a form the dictionary has in lower case. */
export function isDictionaryWord(word: string): boolean {
  loadDictionaryWords();
  // Keyed as training/ner/common_words.py writes it: lower case, ASCII digits as '0'.
  return filter !== null && filter!.has(word.toLowerCase().replace(/[0-9]/g, '0'));
}
