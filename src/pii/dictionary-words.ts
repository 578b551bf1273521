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

/** Letters that chat typed without Polish letters may stand for a Polish one ("z" for "ż" or "ź"). */
const WITH_DIACRITICS: Readonly<Record<string, readonly string[]>> = {
  a: ['ą'], c: ['ć'], e: ['ę'], l: ['ł'], n: ['ń'], o: ['ó'], s: ['ś'], z: ['ż', 'ź'],
};
/** Most spellings tried for one word: each lookup may be one of the filter's ~1% false positives, so a word with
 * many candidate letters would read as a dictionary word by chance if all were tried. */
const MAX_SPELLINGS = 24;

/**
 * isDictionaryWord of the word as typed, or of it with Polish letters put back where chat leaves them out
 * ("tesciowa" → "teściowa", "mlody" → "młody"). A word with a Polish letter is read as typed.
 */
export function isDictionaryWordAnyDiacritics(word: string): boolean {
  const lower = word.toLowerCase();
  if (isDictionaryWord(lower)) return true;
  if (/[ąćęłńóśźż]/.test(lower)) return false;
  let budget = MAX_SPELLINGS;
  const tryFrom = (prefix: string, i: number): boolean => {
    if (budget <= 0) return false;
    if (i === lower.length) return --budget >= 0 && prefix !== lower && isDictionaryWord(prefix);
    const c = lower[i]!;
    if (tryFrom(prefix + c, i + 1)) return true;
    for (const d of WITH_DIACRITICS[c] ?? []) if (tryFrom(prefix + d, i + 1)) return true;
    return false;
  };
  return tryFrom('', 0);
}
