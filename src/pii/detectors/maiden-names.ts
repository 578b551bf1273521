// PERSON: a maiden or former surname after the words that introduce it — "Anna Nowak z d. Kurowska", "Ewa Lis z domu
// Wrona", "primo voto Kaczmarek", "née Zielińska" — in forms, registers and obituaries. After the abbreviation
// ("z d.", "zd.", "primo voto", "née") any capitalised word or one in capitals is the surname. "z domu" is also
// "from home" ("wyszłam z domu wcześnie", "z domu Dziecka"): there the word must look like a surname, or be in no
// dictionary, and in lower case ("z domu kowalska") both; "z Domu …" names an institution.
import type { ScanText } from '../context.js';
import { isDictionaryWord } from '../dictionary-words.js';
import { looksLikeSurname } from '../names/surnames.js';
import type { Candidate } from '../types.js';

export const MAIDEN_NAME_SCORE = 0.6;

/** The introducing words on the folded text (group 1 "z domu", the looser one), then one or two hyphenated words. */
const MAIDEN_RE = /(?<![\p{L}\p{N}])(?:(z domu)|z d\.|zd\.|primo voto|secundo voto|nee)[ \t]+(\p{L}+(?:-\p{L}+)?)/gu;

export function detectMaidenNames(scan: ScanText, out: Candidate[]): void {
  const folded = scan.folded;
  if (!folded.includes('z domu') && !folded.includes('z d.') && !folded.includes('zd.') && !folded.includes('voto') && !folded.includes('nee ')) return;
  const text = scan.text;
  const re = MAIDEN_RE;
  re.lastIndex = 0;
  for (let m = re.exec(folded); m; m = re.exec(folded)) {
    const end = m.index + m[0].length, start = end - m[2]!.length;
    const word = text.slice(start, end);
    const capitalised = word[0] !== word[0]!.toLowerCase();
    if (m[1] !== undefined) {
      if (text[m.index + 2] === 'D') continue; // an institution: "z Domu Dziecka", "z Domu Kultury"
      const surnameLike = looksLikeSurname(capitalised ? word : word[0]!.toUpperCase() + word.slice(1));
      const inDictionary = isDictionaryWord(word.toLowerCase());
      if (capitalised ? !surnameLike && inDictionary : !surnameLike || inDictionary) continue;
    } else if (!capitalised) continue;
    if (out.some((c) => c.type === 'PERSON' && c.start <= start && end <= c.end)) continue;
    out.push({ type: 'PERSON', start, end, score: MAIDEN_NAME_SCORE, source: 'maiden-names' });
  }
}
