// Words as OCR reads them from scans and faxes: a lower-case "l" for a capital "I" at the start ("lRENA", "lWONA"),
// a zero for "O", a one for "I", "Ł" or "L", a five for "S" between capitals ("KR0L", "MAC1EJ", "WIES1AW", "PE5EL"),
// a zero for "O" at a word of capitals' start or end ("0SOBISTY", "NAZWISK0"), in other words a digit for the letter
// it looks like ("Nazw1sko", "Wies1aw", "Gr2yb", "Kr0l", "Z1eceniobiorca", "te1."), a leading "5" or "0" for a
// capital "S" or "O" ("5ylwester"), an "l" for the "I" that starts a word ("lmię", "lrena"), and a letter "O", "o",
// "I" or "l" between digits for the digit ("5O9 249 552"). The repair keeps the text's length and offsets, like
// mojibake.ts's; detection-view.ts reads the repaired text, so the rules and the model see the word, and the
// original characters are what gets replaced.
//
// Capitals: only words of four or more characters, all capitals but for the one character, with one such
// character: identifiers keep their digits ("ABC123456", "PL0012…", "WX 12345" have digits in a row or after the
// letters); a "1" is read as the letter that makes a word or a name ("WIES1AW" → "WIESŁAW"), else as "I". Other
// words: one digit, or the "l" before a consonant, and only where the repaired word is a dictionary word, a first
// name or a listed surname and the word as typed is none.
import { isDictionaryWord } from './dictionary-words.js';
import { isFirstNameAnyCase } from './names/dictionary.js';
import { isKnownSurname } from './names/surnames.js';

/** Cheap test first: every misreading this repairs holds a "0", "1", "2", "3" or "5" beside a letter, an "l" before
 * a capital or a consonant, or an "O", "o", "I" or "l" between digits; one pass over the units finds them (a regex of
 * such alternatives costs ~5× it). */
function hasOcrHint(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 53 && c !== 108 && c !== 111 && c !== 79 && c !== 73) continue; // most units: letters past "5" but "l", "o", "O", "I"
    if (c > 57) { // "l", "o", "O", "I": between digits; "l" also at a word's start, before a capital or a consonant
      if (isDigitUnit(text.charCodeAt(i - 1)) && isDigitUnit(text.charCodeAt(i + 1))) return true;
      if (c !== 108 || isLetterUnit(text.charCodeAt(i - 1))) continue;
      const next = text.charCodeAt(i + 1);
      if ((next >= 65 && next <= 90) || CONSONANT_UNITS.has(next)) return true;
    } else if (c >= 48 && c <= 53 && c !== 52) {
      const before = isLetterUnit(text.charCodeAt(i - 1)), after = isLetterUnit(text.charCodeAt(i + 1));
      if (before && after) return true; // inside a word
      // "0" ending or starting a word of capitals ("NAZWISK0", "0SOBISTY")
      if (c === 48 && before && !isWordUnit(text.charCodeAt(i + 1)) && isUpperUnit(text.charCodeAt(i - 2)) && isUpperUnit(text.charCodeAt(i - 3))) return true;
      if (c === 48 && after && !isWordUnit(text.charCodeAt(i - 1)) && isUpperUnit(text.charCodeAt(i + 2)) && isUpperUnit(text.charCodeAt(i + 3))) return true;
      // "5" or "0" opening a word of lower-case letters ("5ylwester"); "1" ending one ("te1.")
      if ((c === 53 || c === 48) && after && !isWordUnit(text.charCodeAt(i - 1)) && isLowerUnit(text.charCodeAt(i + 1))) return true;
      if (c === 49 && before && !isWordUnit(text.charCodeAt(i + 1)) && isLowerUnit(text.charCodeAt(i - 1))) return true;
    }
  }
  return false;
}
const isDigitUnit = (c: number): boolean => c >= 48 && c <= 57;
const isLowerUnit = (c: number): boolean => (c >= 97 && c <= 122) || (c > 127 && POLISH_LETTER_UNITS.has(c) && !POLISH_UPPER_UNITS.has(c));
const isUpperUnit = (c: number): boolean => (c >= 65 && c <= 90) || POLISH_UPPER_UNITS.has(c);
const isWordUnit = (c: number): boolean => isLetterUnit(c) || (c >= 48 && c <= 57);
const POLISH_UPPER_UNITS: ReadonlySet<number> = new Set([...'ĄĆĘŁŃÓŚŹŻ'].map((ch) => ch.charCodeAt(0)));
const CONSONANT_UNITS: ReadonlySet<number> = new Set([...'bcdfghjkmnprstwzćńśźżĄĆĘŁŃÓŚŹŻ'].map((ch) => ch.charCodeAt(0)));
/** An ASCII or Polish letter (NaN past the text's ends is none). */
function isLetterUnit(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c > 127 && POLISH_LETTER_UNITS.has(c));
}
const POLISH_LETTER_UNITS: ReadonlySet<number> = new Set([...'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ'].map((ch) => ch.charCodeAt(0)));
/** A word of capitals with one OCR character: "l" at its start, "0"/"1"/"5" inside, or "0" at its start or end. */
const WORD_RE = /(?<![\p{L}\p{N}_@.-])(?:l\p{Lu}{3,}|\p{Lu}+[015]\p{Lu}+|\p{Lu}{3,}0|0\p{Lu}{3,})(?![\p{L}\p{N}_@-])/gu;
/** A word of letters with one digit before a lower-case letter (after a letter, or opening the word), one ending it
 * after lower-case letters, or an "l" before a consonant at its start. */
const LOWER_WORD_RE = /(?<![\p{L}\p{N}_@.\/-])(?:\p{L}*\p{L}[01235]\p{Ll}\p{L}*|[05]\p{Ll}{3,}|\p{Ll}{2,}1|l[bcdfghjkmnprstwzćńśźż]\p{Ll}{2,})(?![\p{L}\p{N}_@-])/gu;
/** A letter read for a digit between digits ("5O9 249 552", "6l2"). */
const DIGIT_LETTER_RE = /(?<=\d)[OoIl](?=\d)/g;
/** The letters a digit is read for in a word of lower-case letters, the likeliest first. */
const LETTERS_OF_DIGIT: Readonly<Record<string, readonly string[]>> = { 0: ['o'], 1: ['i', 'l', 'ł'], 2: ['z'], 3: ['e'], 5: ['s'] };
/** The capitals a digit is read for in a word of capitals, the likeliest first. */
const CAPITALS_OF_DIGIT: Readonly<Record<string, readonly string[]>> = { 0: ['O'], 1: ['I', 'Ł', 'L'], 5: ['S'] };
/** Abbreviations a repair may make though no dictionary lists them ("te1." → "tel."). */
const ABBREVIATIONS: ReadonlySet<string> = new Set(['tel', 'kom']);

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
    return repairedCapitals(w);
  });
  LOWER_WORD_RE.lastIndex = 0;
  out = out.replace(LOWER_WORD_RE, (w) => {
    const repaired = repairedLowerWord(w);
    if (repaired === undefined) return w;
    changed = true;
    return repaired;
  });
  if (out.includes('O') || out.includes('o') || out.includes('I') || out.includes('l')) {
    DIGIT_LETTER_RE.lastIndex = 0;
    out = out.replace(DIGIT_LETTER_RE, (ch) => {
      changed = true;
      return ch === 'O' || ch === 'o' ? '0' : '1';
    });
  }
  return changed ? out : null;
}

/** A word of capitals with its one "0", "1" or "5" read as the capital that makes a word or a name, else the likeliest. */
function repairedCapitals(w: string): string {
  const at = w.search(/[015]/);
  if (at < 0) return w.replace('0', 'O');
  const letters = CAPITALS_OF_DIGIT[w[at]!]!;
  for (const letter of letters) {
    const repaired = w.slice(0, at) + letter + w.slice(at + 1);
    if (readsAsWord(repaired) || isKnownSurname(repaired)) return repaired;
  }
  return w.slice(0, at) + letters[0] + w.slice(at + 1);
}

const readsAsWord = (w: string): boolean => isDictionaryWord(w) || isFirstNameAnyCase(w);

/** The word with its one OCR character read as a letter, where that makes a word and the word as typed is none. */
function repairedLowerWord(w: string): string | undefined {
  if (w.length < (w.endsWith('1') ? 3 : 4) || readsAsWord(w)) return undefined;
  if (w[0] === 'l') {
    const repaired = 'I' + w.slice(1);
    return readsAsWord(repaired) ? repaired : undefined;
  }
  const at = w.search(/[01235]/);
  if (at < 0 || /[0-9]/.test(w.slice(at + 1))) return undefined;
  for (const letter of LETTERS_OF_DIGIT[w[at]!] ?? []) {
    const capital = at === 0 ? letter.toUpperCase() : letter;
    const repaired = w.slice(0, at) + capital + w.slice(at + 1);
    if (readsAsWord(repaired) || isKnownSurname(repaired) || (at === w.length - 1 && ABBREVIATIONS.has(repaired))) return repaired;
  }
  return undefined;
}
