// Surnames that an introduction names, whatever word they are, once resolution has found the first name beside them:
// - "nazywa się Paweł ryba", "nazywam się Anna Kos": after the verb of naming, the word after a found first name is
//   the surname, in any case; a word that is mostly no noun ("nazywa się Marek i mieszka …") is none;
// - "pamiętasz Marka zimę? tego co miał owczarka", "widziałam Pawła kurę! tego z liceum": after a found first name,
//   a word followed by a pronoun that says who it was ("tego co", "tej od", "tego z") is the surname;
// - "dostałam od marty wróbla kartkę": in lower-case writing, a listed surname's form right after a found first name;
// - "Anna „Wiewiórka” Dziedzic": after a found first name, a nickname in quotes, then the capitalised surname;
// - "Szczepaniak się nazywa", "Ryba się nazywam": a capitalised word right before "się nazywa" is the name, when it
//   is a surname (listed, or in the lexicon of surnames) or no word of the language ("Firma się nazywa …" stays).
import { isDictionaryWord } from './dictionary-words.js';
import { isLexiconSurnameNominative } from './names/lexicon-surnames.js';
import { isNonNounWord } from './names/non-nouns.js';
import { isKnownSurname } from './names/surnames.js';
import { isFirstNameAnyCase } from './names/dictionary.js';
import { covered } from './ordered-entities.js';
import type { Candidate, EntityType } from './types.js';

export const INTRODUCED_SURNAME_SCORE = 0.5;

type Accepted = { type: EntityType; start: number; end: number };

/** The verb of naming right before a span (the text up to it, folded or not). */
const NAMED_BEFORE_RE = /(?:^|[^\p{L}])(?:(?:nazywa|nazywam|nazywasz|nazywał|nazywala|nazywała) (?:się|sie)|(?:się|sie) (?:nazywa|nazywam|nazywasz|nazywał|nazywala|nazywała)) $/u;
/** The word after the first name: letters, then the clause's end (punctuation, an emoji, a line's or the text's end). */
const WORD_AFTER_RE = /^ (\p{L}{2,}(?:-\p{L}{2,})?)(?=[\s.,!?;:)"'”]|[^\p{L}\p{N}]|$)/u;
/** The word after a first name, then "?" or "!" and a pronoun saying who that was: "zimę? tego co", "kurę! tego z" (after
 * a comma it may be an object: "kupiłam Ani sukienkę, tej od mamy nie chciała"). */
const WHO_AFTER_RE = /^ (\p{L}{3,}(?:-\p{L}{2,})?)[ \t]*[?!]+[ \t]*(?:tego|tej|temu|tym|ten|ta|tę|te)[ \t]+(?:co|od|ze?|spod|któr|ktor)(?![\p{L}])/u;
/** A nickname in quotes after a first name, then the surname: ' „Wiewiórka" Dziedzic'. */
const QUOTED_NICK_AFTER_RE = /^ [„"“']\p{L}[^"”„“'\n]{1,23}["”“'] (\p{Lu}\p{Ll}{2,}(?:-\p{Lu}\p{Ll}{2,})?)(?![\p{L}])/u;
const QUOTE_HINT_RE = /["”“'] \p{Lu}/u;
/** The next word in lower case, four letters or more. */
const LOWER_PAIR_RE = /^ (\p{Ll}{4,})(?![\p{L}\p{N}])/u;
/** A text typed in lower case: its first letter is (a chat message). */
const LOWER_TEXT_RE = /^[^\p{L}]*\p{Ll}/u;
const WHO_HINT_RE = /[?!][ \t]*t(?:ego|ej|emu|ym|en|a|ę|e) /;
/** Before "nazywa" (the text up to it): a capitalised word, then "się " ("Szczepaniak się nazywa"). */
const BEFORE_NAMING_RE = /(?:^|[^\p{L}\p{N}])(\p{Lu}\p{Ll}{2,}(?:-\p{Lu}\p{Ll}{2,})?) (?:się|sie) $/u;
/** After "nazywa": the verb's ending, then no letter ("nazywa", "nazywam", "nazywał"). */
const NAMING_END_RE = /^(?:m|sz|ł|ła|la)?(?![\p{L}])/u;

export function introducedSurnames(text: string, accepted: readonly Accepted[]): Candidate[] {
  const lower = LOWER_TEXT_RE.test(text);
  if (!lower && text.indexOf('nazywa') < 0 && !WHO_HINT_RE.test(text) && !QUOTE_HINT_RE.test(text)) return [];
  let out: Candidate[] | undefined;
  for (const e of accepted) {
    if (e.type !== 'PERSON') continue;
    const name = text.slice(e.start, e.end);
    if (name.indexOf(' ') >= 0 || !isFirstNameAnyCase(name)) continue;
    const after = text.slice(e.end, e.end + 48);
    // In lower-case writing, a listed surname's form right after a first name ("od marty wrobla kartke"): the pair's
    // surname, in whatever case the sentence puts it.
    if (lower && name === name.toLowerCase()) {
      const pair = LOWER_PAIR_RE.exec(after);
      if (pair && isKnownSurname(pair[1]!) && !isNonNounWord(pair[1]!) && !isFirstNameAnyCase(pair[1]!)) {
        const start = e.end + 1;
        if (!covered(accepted, start, start + pair[1]!.length)) (out ??= []).push({ type: 'PERSON', start, end: start + pair[1]!.length, score: INTRODUCED_SURNAME_SCORE, source: 'introduced-surname' });
        continue;
      }
    }
    const quoted = QUOTED_NICK_AFTER_RE.exec(after);
    if (quoted) {
      const start = e.end + quoted[0].length - quoted[1]!.length;
      if (!covered(accepted, start, start + quoted[1]!.length)) (out ??= []).push({ type: 'PERSON', start, end: start + quoted[1]!.length, score: INTRODUCED_SURNAME_SCORE, source: 'introduced-surname' });
      continue;
    }
    const m = NAMED_BEFORE_RE.test(text.slice(Math.max(0, e.start - 16), e.start)) ? WORD_AFTER_RE.exec(after) : WHO_AFTER_RE.exec(after);
    if (!m) continue;
    const word = m[1]!;
    const start = e.end + 1, end = start + word.length;
    if (isNonNounWord(word) || isFirstNameAnyCase(word) || covered(accepted, start, end)) continue;
    (out ??= []).push({ type: 'PERSON', start, end, score: INTRODUCED_SURNAME_SCORE, source: 'introduced-surname' });
  }
  return out ?? [];
}

/** PERSON candidates for a capitalised name right before "się nazywa" (a detector: no entity need be found first). */
export function detectNamedBeforeNaming(text: string, out: Candidate[]): void {
  // Each "nazywa" is read from there: the capitalised word is among the few units before it.
  for (let at = text.indexOf('nazywa'); at >= 0; at = text.indexOf('nazywa', at + 6)) {
    if (!NAMING_END_RE.test(text.slice(at + 6, at + 9))) continue;
    const before = text.slice(Math.max(0, at - 40), at);
    const m = BEFORE_NAMING_RE.exec(before);
    if (!m) continue;
    const word = m[1]!;
    // A surname of an adjective's shape ("Wierzbicki") is a non-noun word too: listed surnames go first.
    if (!isKnownSurname(word) && (isNonNounWord(word) || (!isLexiconSurnameNominative(word) && isDictionaryWord(word.toLowerCase())))) continue;
    const start = at - before.length + m.index + m[0].indexOf(word);
    out.push({ type: 'PERSON', start, end: start + word.length, score: INTRODUCED_SURNAME_SCORE, source: 'introduced-surname' });
  }
}
