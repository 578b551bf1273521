// Words as OCR reads them from scans and faxes: a lower-case "l" for a capital "I" at the start ("lRENA", "lWONA"),
// a zero for "O" or a one for "I" between capitals ("KR0L", "N0WAK", "MAC1EJ"), a zero for "O" at a word of
// capitals' start or end ("0SOBISTY", "NAZWISK0"), and in words of lower-case letters a digit for the letter it
// looks like ("Nazw1sko", "Wies1aw", "Gr2yb") or an "l" for the "I" that starts it ("lmię", "lrena"). The repair
// keeps the text's length and offsets, like mojibake.ts's; detection-view.ts reads the repaired text, so the rules
// and the model see the word, and the original characters are what gets replaced.
//
// Capitals: only words of four or more characters, all capitals but for the one character, with one such
// character: identifiers keep their digits ("ABC123456", "PL0012…", "WX 12345" have digits in a row or after the
// letters). Lower case: one digit between letters, or the "l" before a consonant, and only where the repaired word
// is a dictionary word or a first name and the word as typed is neither.
import { isDictionaryWord } from './dictionary-words.js';
import { isFirstNameAnyCase } from './names/dictionary.js';

/** Cheap test first: every misreading this repairs holds a "0", "1", "2", "3" or "5" beside a letter or an "l"
 * before a capital or a consonant; one pass over the units finds them (a regex of such alternatives costs ~5× it). */
function hasOcrHint(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 53 && c !== 108) continue; // most units: letters past "5" but "l"
    if (c === 108) { // "l" at a word's start, before a capital or a consonant
      if (isLetterUnit(text.charCodeAt(i - 1))) continue;
      const next = text.charCodeAt(i + 1);
      if ((next >= 65 && next <= 90) || CONSONANT_UNITS.has(next)) return true;
    } else if (c >= 48 && c <= 53 && c !== 52) {
      const before = isLetterUnit(text.charCodeAt(i - 1)), after = isLetterUnit(text.charCodeAt(i + 1));
      if (before && after) return true; // inside a word
      // "0" ending or starting a word of capitals ("NAZWISK0", "0SOBISTY")
      if (c === 48 && before && !isWordUnit(text.charCodeAt(i + 1)) && isUpperUnit(text.charCodeAt(i - 2)) && isUpperUnit(text.charCodeAt(i - 3))) return true;
      if (c === 48 && after && !isWordUnit(text.charCodeAt(i - 1)) && isUpperUnit(text.charCodeAt(i + 2)) && isUpperUnit(text.charCodeAt(i + 3))) return true;
    }
  }
  return false;
}
const isUpperUnit = (c: number): boolean => (c >= 65 && c <= 90) || POLISH_UPPER_UNITS.has(c);
const isWordUnit = (c: number): boolean => isLetterUnit(c) || (c >= 48 && c <= 57);
const POLISH_UPPER_UNITS: ReadonlySet<number> = new Set([...'ĄĆĘŁŃÓŚŹŻ'].map((ch) => ch.charCodeAt(0)));
const CONSONANT_UNITS: ReadonlySet<number> = new Set([...'bcdfghjkmnprstwzćńśźżĄĆĘŁŃÓŚŹŻ'].map((ch) => ch.charCodeAt(0)));
/** An ASCII or Polish letter (NaN past the text's ends is none). */
function isLetterUnit(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c > 127 && POLISH_LETTER_UNITS.has(c));
}
const POLISH_LETTER_UNITS: ReadonlySet<number> = new Set([...'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ'].map((ch) => ch.charCodeAt(0)));
/** A word of capitals with one OCR character: "l" at its start, "0"/"1" inside, or "0" at its start or end. */
const WORD_RE = /(?<![\p{L}\p{N}_@.-])(?:l\p{Lu}{3,}|\p{Lu}+[01]\p{Lu}+|\p{Lu}{3,}0|0\p{Lu}{3,})(?![\p{L}\p{N}_@-])/gu;
/** A word of letters with one digit between two lower-case letters, or an "l" before a consonant at its start. */
const LOWER_WORD_RE = /(?<![\p{L}\p{N}_@.\/-])(?:\p{L}*\p{Ll}[01235]\p{Ll}\p{L}*|l[bcdfghjkmnprstwzćńśźż]\p{Ll}{2,})(?![\p{L}\p{N}_@-])/gu;
/** The letters a digit is read for in a word of lower-case letters, the likeliest first. */
const LETTERS_OF_DIGIT: Readonly<Record<string, readonly string[]>> = { 0: ['o'], 1: ['i', 'l', 'ł'], 2: ['z'], 3: ['e'], 5: ['s'] };

/** The text with its OCR misreadings repaired (same length), or null when it has none. */
export function repairOcrCapitals(text: string): string | null {
  if (!hasOcrHint(text)) return null;
  let changed = false;
  WORD_RE.lastIndex = 0;
  let out = text.replace(WORD_RE, (w) => {
    if (w.length < 4) return w;
    changed = true;
    if (w[0] === 'l') return 'I' + w.slice(1);
    if (w[0] === '0') return 'O' + w.slice(1);
    return w.replace('0', 'O').replace('1', 'I');
  });
  LOWER_WORD_RE.lastIndex = 0;
  out = out.replace(LOWER_WORD_RE, (w) => {
    const repaired = repairedLowerWord(w);
    if (repaired === undefined) return w;
    changed = true;
    return repaired;
  });
  return changed ? out : null;
}

const readsAsWord = (w: string): boolean => isDictionaryWord(w) || isFirstNameAnyCase(w);

/** The word with its one OCR character read as a letter, where that makes a word and the word as typed is none. */
function repairedLowerWord(w: string): string | undefined {
  if (w.length < 4 || readsAsWord(w)) return undefined;
  if (w[0] === 'l') {
    const repaired = 'I' + w.slice(1);
    return readsAsWord(repaired) ? repaired : undefined;
  }
  const at = w.search(/[01235]/);
  if (at < 0 || /[0-9]/.test(w.slice(at + 1))) return undefined;
  for (const letter of LETTERS_OF_DIGIT[w[at]!] ?? []) {
    const repaired = w.slice(0, at) + letter + w.slice(at + 1);
    if (readsAsWord(repaired)) return repaired;
  }
  return undefined;
}
