// PERSON: a listed surname that is also a common noun, capitalised inside a sentence after a preposition that takes a
// person, in a case form other than the noun's own ("Spotkanie z Kowalem i Zającem", "idź do Kury", "u Lisa", "przez
// Wilka"): a common noun is not capitalised there, a person's surname is. A place or a club has no listed surname's
// form ("z Krakowem", "z Legią"); adjectival surnames ("przy Kowalskiej", a street as often) are left to the other
// rules, and so are plurals and peoples ("ze Szwedami", "ze Szwedem"). Items joined by "i"/"oraz"/"lub"/"albo" after
// one such surname are read the same way ("z Kowalem i Zającem"). A capitalised preposition counts only where it opens
// a sentence ("Z Baranem nie ma co gadać").
import { LETTER, LOWER, UPPER, unitClass } from '../char-class.js';
import type { ScanText } from '../context.js';
import { isDictionaryWord } from '../dictionary-words.js';
import { fold } from '../fold.js';
import { isFirstNameAnyCase } from '../names/dictionary.js';
import { isKnownSurname } from '../names/surnames.js';
import type { Candidate } from '../types.js';
import { isNationStem } from './family-names.js';

export const OBLIQUE_SURNAME_SCORE = 0.5;

/** Prepositions that take a person, in lower case and capitalised. */
const PREPOSITIONS: ReadonlySet<string> = new Set(['z', 'ze', 'do', 'u', 'od', 'dla', 'przez', 'przy', 'o', 'po', 'za', 'ku', 'wobec']
  .flatMap((p) => [p, p[0]!.toUpperCase() + p.slice(1)]));
/** Conjunctions that join a second surname to one just found. */
const JOINERS: ReadonlySet<string> = new Set(['i', 'oraz', 'lub', 'albo', 'czy']);
/** Endings of a noun's oblique case forms (genitive to locative, singular): the nominative ("Zając") is the noun as often. */
const OBLIQUE_ENDING_RE = /(?:em|iem|owi|ą|ę|a|y|i|u|e)$/u;
/** Plural forms: a family's (family-names.ts) or a people's ("ze Szwedami"). */
const PLURAL_RE = /(?:ami|ach|om|ów|owie)$/u;
/** A singular case ending, cut to compare the stem with the peoples' ("Szwedem" → "szwed"). */
const SINGULAR_ENDING_RE = /(?:iem|em|owi|a|u|e|y|i|ą|ę)$/u;
/** Adjectival surnames' forms, which streets share ("przy Kowalskiej"). */
const ADJECTIVAL_RE = /(?:sk|ck|dzk)(?:i|a|iego|iej|iemu|im|ą|ich|imi)$/u;

export function detectObliqueSurnames(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  let lastEnd = -1;
  // From space to space: a capital right after one, a lower-case letter after that.
  for (let space = text.indexOf(' '); space >= 0; space = text.indexOf(' ', space + 1)) {
    const i = space + 1;
    if (!(unitClass(text.charCodeAt(i)) & UPPER) || !(unitClass(text.charCodeAt(i + 1)) & LOWER)) continue;
    // The word before the space: a preposition or a joiner right after a surname just found.
    const before = previousWord(text, space);
    if (before === undefined) continue;
    const joined = before.start === lastEnd + 1 && JOINERS.has(before.word);
    if (!joined && !PREPOSITIONS.has(before.word)) continue;
    // A capitalised preposition only opens a sentence ("Z Baranem nie ma co gadać").
    if (before.word.charCodeAt(0) < 97 && !startsSentence(text, before.start)) continue;
    let end = i + 1;
    while (end < text.length && unitClass(text.charCodeAt(end)) & LOWER) end++;
    if (end - i < 4 || unitClass(text.charCodeAt(end)) & LETTER) continue;
    const word = text.slice(i, end);
    if (OBLIQUE_ENDING_RE.test(word) && !PLURAL_RE.test(word) && !ADJECTIVAL_RE.test(word) && isKnownSurname(word) && isDictionaryWord(word.toLowerCase())
      && !isFirstNameAnyCase(word) && !isNationStem(fold(word).replace(SINGULAR_ENDING_RE, ''))) {
      out.push({ type: 'PERSON', start: i, end, score: OBLIQUE_SURNAME_SCORE, source: 'oblique-surname' });
      lastEnd = end;
    }
  }
}

/** The word of one to six letters (a capital first at most) ending right before `space`, or undefined. */
function previousWord(text: string, space: number): { word: string; start: number } | undefined {
  let start = space;
  while (start > 0 && space - start < 7 && unitClass(text.charCodeAt(start - 1)) & LOWER) start--;
  if (start > 0 && unitClass(text.charCodeAt(start - 1)) & UPPER) start--;
  if (start === space || space - start > 6 || (start > 0 && unitClass(text.charCodeAt(start - 1)) & LETTER)) return undefined;
  return { word: text.slice(start, space), start };
}

/** Whether the word at `start` opens a sentence: the text's start, or ".", "!", "?" or a line break before it. */
function startsSentence(text: string, start: number): boolean {
  let k = start - 1;
  while (k >= 0 && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k--;
  if (k < 0) return true;
  const c = text.charCodeAt(k);
  return c === 46 || c === 33 || c === 63 || c === 10;
}
