// PERSON: a first name drawn out as chat writes it when calling or cheering someone ("tomeeek!!!", "kasiaaa gdzie
// jesteś", "kseniaa"): a letter written three times or more, or twice at the word's end, read back once (or twice,
// "Annaaa") is a first name. Drawn out, a first name that is also a word ("tomek", "maja") is still the name: chat
// draws out calls and cries ("nieee", "siemaaa"), and a common noun rarely. The drawn-out word itself must be no
// word of the dictionary.
import { LETTER, unitClass } from '../char-class.js';
import type { ScanText } from '../context.js';
import { isDictionaryWord } from '../dictionary-words.js';
import { isFirstNameAnyCase } from '../names/dictionary.js';
import type { Candidate } from '../types.js';

export const ELONGATED_NAME_SCORE = 0.6;

const WORD_AROUND_RE = /\p{L}+/uy;
const RUN_RE = /(\p{L})\1+/gu;

export function detectElongatedNames(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  let lastEnd = -1;
  // Cheap pass: a letter equal to the one before it, three in a row or two before a word's end.
  for (let i = 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== text.charCodeAt(i - 1) || i < lastEnd) continue;
    const triple = text.charCodeAt(i + 1) === c;
    if (!triple && unitClass(text.charCodeAt(i + 1)) & LETTER) continue;
    if (!(unitClass(c) & LETTER)) continue;
    let start = i;
    while (start > 0 && unitClass(text.charCodeAt(start - 1)) & LETTER) start--;
    WORD_AROUND_RE.lastIndex = start;
    const m = WORD_AROUND_RE.exec(text);
    if (!m) continue;
    const end = start + m[0].length;
    lastEnd = end;
    const word = m[0];
    // "-ii" ends many a word's case form ("Marii", "historii"), and a first name's form is the other rules'.
    if (word.length < 4 || (!triple && c === 105) || isDictionaryWord(word) || isFirstNameAnyCase(word)) continue;
    const once = word.replace(RUN_RE, (run, ch: string) => (run.length >= 3 || run.length === word.length - word.lastIndexOf(run) ? ch : run));
    const twice = word.replace(RUN_RE, (run, ch: string) => (run.length >= 3 ? ch + ch : run));
    const name = [once, twice].find((n) => n !== word && isFirstNameAnyCase(n));
    if (name) out.push({ type: 'PERSON', start, end, score: ELONGATED_NAME_SCORE, source: 'elongated-name' });
  }
}
