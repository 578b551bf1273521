// A woman named by her husband's or father's surname with the old suffixes, still common in village talk,
// memoirs and obituaries: "-owa" (wife: "Pawlakowa", "u Nowakowej") and "-ówna" (daughter: "Pawlakówna",
// "z Kowalczykówną"), in any case ending. The stem must be a listed surname that is no common word, so
// adjectives and place names ("Lipowa", "Grzybowa", "Krakowa", "Tarnowa", "Główna") stay out; a stem that
// dropped its "e" ("Gajkowa" from Gajek, "Wróblowa" from Wróbel) is tried with it. Typed in lower case, the
// word must also be no dictionary word.
import { classBefore, LOWER, unitsOf, WORD as WORD_CHAR } from '../char-class.js';
import type { ScanText } from '../context.js';
import { isDictionaryWord } from '../dictionary-words.js';
import { isCommonNameForm } from '../names/common-name-forms.js';
import { isKnownSurname } from '../names/surnames.js';
import type { Candidate } from '../types.js';

export const MARRIED_NAME_SCORE = 0.5;

const SUFFIX_RE = /(?:owa|owej|ową|owo|ówna|ówny|ównie|ówną|ówno)$/u;
/** Cheap test before the scan: most texts hold no word with these endings. */
const HINT_RE = /\p{Ll}(?:ow[aeąo]|ówn)/u;

/** The surname a married or maiden form comes from, when it is a listed one that is no common word (or, where
 * the context already says a person is meant, `commonToo`: "p. Wróblowa"). */
export function marriedNameStem(word: string, commonToo = false): string | undefined {
  const m = SUFFIX_RE.exec(word);
  if (!m) return undefined;
  const stem = word.slice(0, m.index);
  if (stem.length < 3) return undefined;
  const candidates = [stem];
  if (/[^aeiouyąęó][lkcnr]$/u.test(stem)) candidates.push(stem.slice(0, -1) + 'e' + stem.slice(-1)); // Gajk → Gajek
  for (const s of candidates) if (isKnownSurname(s) && (commonToo || !isCommonNameForm(s))) return s;
  return undefined;
}

/** Whether the word ending at `end` has the "w" every suffix of SUFFIX_RE holds 2 to 4 units before its end: most
 * capitalised words do not, and are passed over without a copy and a regex. */
function mayEndInSuffix(text: string, end: number): boolean {
  return text.charCodeAt(end - 2) === 119 || text.charCodeAt(end - 3) === 119 || text.charCodeAt(end - 4) === 119;
}

export function detectMarriedNameForms(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  if (!HINT_RE.test(text)) return;
  const words = scan.capitalisedWords;
  for (let w = 0; w < words.length; w += 2) {
    const start = words[w]!, end = words[w + 1]!;
    if (!mayEndInSuffix(text, end)) continue;
    const word = text.slice(start, end);
    if (word.includes('-') || !marriedNameStem(word)) continue;
    out.push({ type: 'PERSON', start, end, score: MARRIED_NAME_SCORE, source: 'married-name-forms' });
  }
  // Typed in lower case ("kowalczykowa nie przyszła", "u nowakowej"): the same forms, unless the dictionary has the
  // word in lower case (an adjective the stem happens to make).
  LOWER_SUFFIX_RE.lastIndex = 0;
  for (let m = LOWER_SUFFIX_RE.exec(text); m; m = LOWER_SUFFIX_RE.exec(text)) {
    const start = lowerWordStart(text, m.index);
    if (start < 0) continue;
    const word = text.slice(start, m.index + m[0].length);
    if (!marriedNameStem(word[0]!.toUpperCase() + word.slice(1)) || isDictionaryWord(word)) continue;
    out.push({ type: 'PERSON', start, end: start + word.length, score: MARRIED_NAME_SCORE, source: 'married-name-forms' });
  }
}

// A lower-case word of three letters or more and a married or maiden suffix, standing alone. The suffix is searched
// for and the word read back from it: a pattern anchored on every word start cost ~20 µs per prompt, this ~1.
const LOWER_SUFFIX_RE = /(?:owa|owej|ową|owo|ówna|ówny|ównie|ówną|ówno)(?![\p{L}\p{N}_@-])/gu;

/** Where the lower-case word ending in a suffix at `suffixAt` starts; -1 when fewer than three lower-case letters
 *  precede the suffix or the word is glued to a letter, digit, "_", "@", "." or "-". */
function lowerWordStart(text: string, suffixAt: number): number {
  let start = suffixAt, letters = 0;
  for (let k = classBefore(text, start); k & LOWER; k = classBefore(text, start)) {
    start -= unitsOf(k);
    letters++;
  }
  if (letters < 3) return -1;
  return start > 0 && (classBefore(text, start) & WORD_CHAR || '@.-'.includes(text[start - 1]!)) ? -1 : start;
}
