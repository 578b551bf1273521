// PERSON: a Vietnamese name written given names first, as Polish forms and introductions often put it ("Thi Lan
// Nguyen", "Van Hung Tran", "Duc Anh Nguyen", "THI MAI LE"). vietnamese-names.ts reads the family name and what
// follows it; here the one to three capitalised (or capitals) syllables right before a listed family name join
// it, when they read as a Vietnamese name: a middle name (Van/Thi) among them, or given-name syllables of
// VIETNAMESE_GIVEN before a family name that is no other word (Nguyen, Pham…), or two such syllables, the first
// no Polish or English word, before any listed family name. So "Pan Tran", "Mai Le" and "Long Do" stay. Only texts
// with a middle name or a distinct family name are scanned (so "Minh Tuan Tran" alone is not), anchored on the
// family names: one regex of their literal spellings.
import { classAt, classBefore, LETTER, LOWER, UPPER, WORD } from '../char-class.js';
import type { ScanText } from '../context.js';
import type { Candidate } from '../types.js';
import { ALSO_WORDS, DISTINCT_FAMILY, mayHoldVietnameseName, MIDDLE, OTHER_FAMILY, plainSyllable, VIETNAMESE_GIVEN, VIETNAMESE_NAME_SCORE } from './vietnamese-names.js';

const capitalsToo = (names: readonly string[]): string[] => [...names, ...names.map((n) => n.toUpperCase())];
const DISTINCT: ReadonlySet<string> = new Set(capitalsToo(DISTINCT_FAMILY));
/** A space, then a listed family name in the given case, standing alone. */
const FAMILY_RE = new RegExp(String.raw` (${capitalsToo([...DISTINCT_FAMILY, ...OTHER_FAMILY]).join('|')})(?![\p{L}\p{N}_])`, 'gu');
const MIDDLE_PLAIN: ReadonlySet<string> = new Set(MIDDLE.map((m) => plainSyllable(m.toLowerCase())));
export function detectVietnameseGivenFirst(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  if (!mayHoldVietnameseName(scan)) return;
  const re = FAMILY_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const family = m[1]!;
    const familyStart = m.index + 1;
    const capitals = family.length > 1 && (classAt(family, 1) & UPPER) !== 0;
    // Up to three syllables before it, each one space apart, in the family name's case style.
    const syllables: string[] = [];
    let start = familyStart;
    while (syllables.length < 3 && start >= 2 && text.charCodeAt(start - 1) === 32) {
      const wordEnd = start - 1;
      let i = wordEnd;
      while (i > 0 && classAt(text, i - 1) & LETTER) i--;
      if (i === wordEnd || wordEnd - i > 6 || (i > 0 && classBefore(text, i) & WORD)) break;
      const word = text.slice(i, wordEnd);
      if (!(classAt(word, 0) & UPPER) || !sameStyle(word, capitals)) break;
      const plain = plainSyllable(word.toLowerCase());
      if (!VIETNAMESE_GIVEN.has(plain) && !ALSO_WORDS.has(plain) && !MIDDLE_PLAIN.has(plain)) break;
      syllables.unshift(plain);
      start = i;
    }
    if (syllables.length === 0 || !readsVietnamese(syllables, DISTINCT.has(family))) continue;
    out.push({ type: 'PERSON', start, end: familyStart + family.length, score: VIETNAMESE_NAME_SCORE, source: 'vietnamese-given-first' });
  }
}

/** Whether the rest of `word` after its first letter is all lower case (capitals: all upper case). */
function sameStyle(word: string, capitals: boolean): boolean {
  for (let i = 1; i < word.length; i++) {
    const k = classAt(word, i);
    if (k & LETTER && !(k & (capitals ? UPPER : LOWER))) return false;
  }
  return true;
}

function readsVietnamese(syllables: readonly string[], distinctFamily: boolean): boolean {
  if (syllables.some((s) => MIDDLE_PLAIN.has(s))) return true;
  if (distinctFamily) return true;
  return syllables.length >= 2 && !ALSO_WORDS.has(syllables[0]!);
}
