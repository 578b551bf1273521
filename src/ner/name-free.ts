// Which sentences the NER model is not run on: those that cannot hold a name it would find. A sentence whose
// only capital is its first word — "Proszę o zwięzłą odpowiedź w punktach." — holds a name only when that word
// can be one, or when one of its lowercase words can: people type names lowercase too ("tu jan nowak"), so
// every lowercase word must be a common word, and not a name's form that the training text mostly capitalizes.
// The tables come from the training data (training/ner/name_free.py → models/ner/name-free.json) and a
// Polish dictionary's lowercase-only forms (training/ner/common_words.py → models/ner/common-words.bloom).
// Skipped sentences are tagged O. What it costs on held-out NKJP: `npm run ner:eval`.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BloomFilter } from './bloom.js';
import { plainAscii, type TokenFeaturizer } from './features.js';
import { isRelationalAdjective } from './relational-adjective.js';
import { polishLetter, UPPER } from './truecase.js';

export interface NameFreeTables {
  /**
   * Whether a word is a common word: the training text writes it (its word key, so also without diacritics)
   * lowercase mid-sentence, or the dictionary lists it only in lower case (prompts open with imperatives the
   * training text lacks).
   */
  commonWord(word: string): boolean;
  /** Whether a lowercase word is usually part of a name in the training data ("polskich" as a LOCATION). */
  entityWord(lowercase: string): boolean;
  /** Whether a word is in the model's gazetteers, in any case, with or without diacritics: a first name, surname or locality. */
  nameForm(word: string): boolean;
  /**
   * Whether a word typed lowercase may well be a name: a gazetteer form the training text writes capitalized
   * mid-sentence at least as often as lowercase ("marek", "nowaka"; not "ale", "piątek"). Any case, with or
   * without diacritics. Absent for a model that finds names by their capitals only (the as-written model,
   * whose name-free.json has no such list): its sentences' lowercase words are then not looked up.
   */
  nameWhenLowercase?(word: string): boolean;
  /**
   * Whether a lowercase word has a lower-case reading in the Polish dictionary (lowercase-words.bloom, the
   * truecasing list of truecase.ts); absent when the model folder has no such file.
   */
  lowercaseWord?(lowercase: string): boolean;
}

// Both read ASCII code units and Polish letters directly and fall back to case mapping at the first other unit:
// they run on every token of the sentences checked, and the two case-mapped copies per token were most of this
// rule's time.
/** Whether s has a letter with a lower-case form of its own (s.toLowerCase() !== s). */
export function hasUpper(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 128) {
      const polish = polishLetter(c);
      if (polish === 0) return s.toLowerCase() !== s;
      if (polish === UPPER) return true;
    } else if (c >= 65 && c <= 90) return true;
  }
  return false;
}

/** Whether s has a cased letter (s.toLowerCase() !== s.toUpperCase()). */
export function hasLetter(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 128) return polishLetter(c) !== 0 || s.toLowerCase() !== s.toUpperCase();
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) return true;
  }
  return false;
}

/** Tokens after which a capital opens quoted or bracketed text, as at a sentence's start:
 * „Zamówienie wyślemy jutro”, (Proszę…). Quotation marks that also close (" ”) count only before a word. */
const OPENERS: ReadonlySet<string> = new Set(['„', '“', '"', '«', '»', '‚', '(', '[']);

/**
 * True when tokens [begin, end) hold no word usually part of a name, every capital is the first letter of
 * an opening word — the sentence's first word, or a word right after an opening quotation mark or bracket —
 * that is a common word the gazetteers do not list as a name, and every lowercase word is a common word that
 * is no name typed lowercase (nameWhenLowercase). `identifiers` flags tokens the rule detectors found as
 * identifiers (1 = one).
 */
export function nameFree(
  tokens: readonly { text: string }[], begin: number, end: number, tables: NameFreeTables, identifiers?: Uint8Array,
): boolean {
  // First the checks that cost a character scan or one Set lookup: most sentences with a name stop here.
  let seenWord = false;
  for (let i = begin; i < end; i++) {
    const t = tokens[i]!.text;
    // An identifier the rule detectors found (an IBAN "PL…", an ID card "ABC…") is a word, but its
    // capitals are no name's: a sentence it is the only reason to read holds nothing for the model.
    if (identifiers?.[i]) { seenWord = true; continue; }
    if (!hasLetter(t)) {
      if (seenWord && tables.entityWord(t)) return false;
      continue;
    }
    const opening = !seenWord || (i > begin && OPENERS.has(tokens[i - 1]!.text));
    seenWord = true;
    if (opening ? !openingWordFree(t, tables) : hasUpper(t) || entityWord(t, tables)) return false;
  }
  // Then the dictionary look-ups, for the lowercase words of a sentence that would otherwise be skipped.
  if (!tables.nameWhenLowercase) return true;
  for (let i = begin; i < end; i++) {
    const t = tokens[i]!.text;
    if (identifiers?.[i] || !hasLetter(t) || hasUpper(t)) continue;
    if (mayBeLowercaseName(t, tables)) return false;
  }
  return true;
}

/** Whether a word typed lowercase may be a name the model reads lowercase: no common word, or a name form the
 * training text mostly capitalizes (false for tables without nameWhenLowercase). */
export function mayBeLowercaseName(word: string, tables: NameFreeTables): boolean {
  return tables.nameWhenLowercase !== undefined && (!tables.commonWord(word) || tables.nameWhenLowercase(word));
}

/** A lowercase word usually part of a name, except relational adjectives: the gateway drops what the model
 * tags of them alone (src/pii/ner-noise.ts), so a sentence they are the reason to read gains nothing. */
function entityWord(lowercase: string, tables: NameFreeTables): boolean {
  return tables.entityWord(lowercase) && !isRelationalAdjective(lowercase);
}

/** An opening word cannot be (part of) a name: lowercase (checked with the other lowercase words), or a
 * common word that is no name form. */
function openingWordFree(word: string, tables: NameFreeTables): boolean {
  const lower = word.toLowerCase();
  if (lower === word) return !entityWord(word, tables);
  if (tables.entityWord(lower)) return false;
  // "PZU", "WHO": an all-capitals opening word is an acronym, often an organization.
  if (word.length > 1 && word.toUpperCase() === word) return false;
  return tables.commonWord(word) && !tables.nameForm(word);
}

/** How common-words.bloom keys a word: lowercase, ASCII digits → '0' (training/ner/common_words.py). */
function dictionaryKey(word: string): string {
  if (plainAscii(word, true)) return word;
  return word.toLowerCase().replace(/[0-9]/g, '0');
}

interface NameFreeFile { vocabWords: number; lowercaseWords: string; entityLowercase: string[]; nameWhenLowercase?: string[] }

/** Each filter file read once per process: both models' tables read the same dictionary. */
const filters = new Map<string, BloomFilter | null>();
function readFilter(file: string): BloomFilter | null {
  let f = filters.get(file);
  if (f === undefined) { f = existsSync(file) ? BloomFilter.read(file) : null; filters.set(file, f); }
  return f;
}

/**
 * The tables for a model folder, or null when it has no name-free.json (every sentence is then tagged).
 * `words` is the model's word vocabulary (vocab.json), which the lowercase-word bits follow, keyed by the
 * model's featurizer (its wordKey); the dictionary's filters (common-words.bloom, lowercase-words.bloom) are
 * read from `dictionaryDir` (default: the model folder) when there.
 */
export function loadNameFreeTables(
  dir: string, words: readonly string[], featurizer: Pick<TokenFeaturizer, 'wordKey' | 'isNameForm'>, dictionaryDir: string = dir,
): NameFreeTables | null {
  const file = join(dir, 'name-free.json');
  if (!existsSync(file)) return null;
  const data = JSON.parse(readFileSync(file, 'utf8')) as NameFreeFile;
  if (data.vocabWords !== words.length || typeof data.lowercaseWords !== 'string' || !Array.isArray(data.entityLowercase) ||
    (data.nameWhenLowercase !== undefined && !Array.isArray(data.nameWhenLowercase))) {
    throw new Error(`NER: ${file} does not match vocab.json (rebuild it with training/ner/name_free.py)`);
  }
  const bits = Buffer.from(data.lowercaseWords, 'base64');
  const common = new Set<string>();
  words.forEach((w, i) => { if (bits[i >> 3]! & (1 << (i & 7))) common.add(w); });
  const entity = new Set(data.entityLowercase);
  const lowercaseNames = data.nameWhenLowercase ? new Set(data.nameWhenLowercase) : null;
  const dictionary = readFilter(join(dictionaryDir, 'common-words.bloom'));
  const lowercase = readFilter(join(dictionaryDir, 'lowercase-words.bloom'));
  const key = (word: string) => featurizer.wordKey(word);
  return {
    ...(lowercase ? { lowercaseWord: (word: string) => lowercase.has(dictionaryKey(word)) } : {}),
    // The dictionary lists forms as written (with diacritics); the vocabulary's keys are the model's word keys.
    commonWord: (word) => common.has(key(word)) || (dictionary !== null && dictionary.has(dictionaryKey(word))),
    entityWord: (lower) => entity.has(lower),
    nameForm: (word) => featurizer.isNameForm(word),
    ...(lowercaseNames ? { nameWhenLowercase: (word: string) => lowercaseNames.has(key(word)) } : {}),
  };
}
