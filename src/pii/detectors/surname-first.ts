// A name written surname first in capitals, as registers, hospital cards, court lists and scanned forms write
// it (docs/pii-detection.md §6.3): "Pacjent: ADAMIAK WIESŁAW", "KACZMAREK ZDZISŁAWA", "WALCZYK TERESA MARIA".
// A word in capitals that is surname-shaped (-ski, -czyk, -wicz …) or a listed surname that is no common word,
// one space, then a first name in capitals that is no common word: "LIS ANNA" stays to the model (a fox),
// "ADAMIAK WIESŁAW" is a name. The first-name-first order is caseless-names.ts's caps pair.
import type { Candidate } from '../types.js';
import type { ScanText } from '../context.js';
import { isCommonNameForm } from '../names/common-name-forms.js';
import { isFirstNameAnyCase } from '../names/dictionary.js';
import { isKnownSurname, isSurnameShaped } from '../names/surnames.js';

export const SURNAME_FIRST_SCORE = 0.5;

/**
 * Two words in capitals (a hyphenated surname allowed), one space apart. What stands before the first is
 * checked in code: a lookbehind opening the regex would run at every position of the text.
 */
const CAPS_PAIR_RE = /(\p{Lu}{3,}(?:-\p{Lu}{3,})?) (\p{Lu}{3,})(?![\p{L}\p{N}_@\/-])/gu;
const GLUED_BEFORE_RE = /[\p{L}\p{N}_.@\/-]/u;
/** A word in capitals, two words apart at most: most texts have none, and then the scan is skipped. */
const CAPITALS_HINT_RE = /[A-ZĄĆĘŁŃÓŚŹŻ]{3,} [A-ZĄĆĘŁŃÓŚŹŻ]{3}/;

export function detectSurnameFirst(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  if (!CAPITALS_HINT_RE.test(text)) return;
  const re = CAPS_PAIR_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const surname = m[1]!, first = m[2]!;
    if ((m.index > 0 && GLUED_BEFORE_RE.test(text[m.index - 1]!)) || !isSurname(surname) || !isFirstNameAnyCase(first) || isCommonNameForm(first)) {
      re.lastIndex = m.index + surname.length + 1; // the second word may open the next pair
      continue;
    }
    out.push({ type: 'PERSON', start: m.index, end: m.index + m[0].length, score: SURNAME_FIRST_SCORE, source: 'surname-first' });
  }
}

/** A surname in capitals: surname-shaped, or listed and no common word and no first name ("KOT", "JAN" are not). */
function isSurname(word: string): boolean {
  if (isFirstNameAnyCase(word)) return false;
  return word.split('-').every((part) => isSurnameShaped(part) || (isKnownSurname(part) && !isCommonNameForm(part)));
}
