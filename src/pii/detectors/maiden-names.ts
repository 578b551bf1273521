// PERSON: a maiden or former surname after the words that introduce it — "Anna Nowak z d. Kurowska", "Ewa Lis z domu
// Wrona", "primo voto Kaczmarek", "née Zielińska", "nazwisko panieńskie to Kozieł" — in forms, registers and obituaries. After the abbreviation
// ("z d.", "zd.", "primo voto", "née") any capitalised word or one in capitals is the surname. "z domu" is also
// "from home" ("wyszłam z domu wcześnie", "z domu Dziecka"): there the word must look like a surname, or be in no
// dictionary, and in lower case ("z domu kowalska") both, unless a name stands right before ("anna nowak z domu
// wrona"); "z Domu …" names an institution ("Z DOMU" in capitals is a form's).
import type { ScanText } from '../context.js';
import { isDictionaryWord } from '../dictionary-words.js';
import { isFirstNameAnyCase } from '../names/dictionary.js';
import { isKnownSurname, looksLikeSurname } from '../names/surnames.js';
import type { Candidate } from '../types.js';

export const MAIDEN_NAME_SCORE = 0.6;

/** The introducing words on the folded text (group 1 "z domu", the looser one), then one or two hyphenated words. */
const MAIDEN_RE = /(?<![\p{L}\p{N}])(?:(z domu)|z d\.|zd\.|primo voto|secundo voto|nee|nazwisko panienskie(?:[ \t]+(?:to|brzmi|jest))?[ \t]*[:–-]?)[ \t]+(\p{L}+(?:-\p{L}+)?)/gu;

export function detectMaidenNames(scan: ScanText, out: Candidate[]): void {
  const folded = scan.folded;
  if (!folded.includes('z domu') && !folded.includes('z d.') && !folded.includes('zd.') && !folded.includes('voto') && !folded.includes('nee ') && !folded.includes('panienskie')) return;
  const text = scan.text;
  const re = MAIDEN_RE;
  re.lastIndex = 0;
  for (let m = re.exec(folded); m; m = re.exec(folded)) {
    const end = m.index + m[0].length, start = end - m[2]!.length;
    const word = text.slice(start, end);
    const capitalised = word[0] !== word[0]!.toLowerCase();
    if (m[1] !== undefined) {
      if (text[m.index + 2] === 'D' && text[m.index + 3] === 'o') continue; // an institution: "z Domu Dziecka", "z Domu Kultury"
      const surnameLike = looksLikeSurname(capitalised ? word : word[0]!.toUpperCase() + word.slice(1));
      const inDictionary = isDictionaryWord(word.toLowerCase());
      if (capitalised ? !surnameLike && inDictionary : !surnameLike || (inDictionary && !nameBefore(text, m.index))) continue;
      // In capitals an institution's words read like surnames too ("Z DOMU DZIECKA"): a dictionary word must be a listed surname.
      if (text[m.index + 3] === 'O' && inDictionary && !isKnownSurname(word)) continue;
    } else if (!capitalised) continue;
    if (out.some((c) => c.type === 'PERSON' && c.start <= start && end <= c.end)) continue;
    out.push({ type: 'PERSON', start, end, score: MAIDEN_NAME_SCORE, source: 'maiden-names' });
  }
}

/** Whether the word before "z domu" at `at` is a first name or looks like a surname ("anna nowak z domu wrona"). */
function nameBefore(text: string, at: number): boolean {
  const m = WORD_BEFORE_RE.exec(text.slice(Math.max(0, at - 40), at));
  return m !== null && (isFirstNameAnyCase(m[1]!) || looksLikeSurname(m[1]![0]!.toUpperCase() + m[1]!.slice(1)));
}
const WORD_BEFORE_RE = /(\p{L}{3,}),?[ \t]+$/u;
