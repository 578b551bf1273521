// PERSON: a surname that is also a common word, typed without a capital, where the sentence can only mean a person:
// the one told something ("przekaż kozłowi, że szef go szuka", "powiedz wróblowi") or talked with ("gadałem z
// kowalem, mówi że…", "rozmawiałam z sową"). In chat such surnames read as words everywhere else ("baran", "kozioł",
// "sowa"); after a verb of telling (dative) or of talking (with "z", instrumental) they are the person. The word
// must be that case of a surname PoliMorf lists; a role or family noun there ("powiedz szefowi", "z mamą") is no
// surname PoliMorf has. Capitalised words are the other rules' and the model's.
import type { ScanText } from '../context.js';
import { loadLexicon } from '../morph/index.js';
import type { GrammaticalCase } from '../morph/index.js';
import { fold } from '../fold.js';
import type { Candidate } from '../types.js';

export const ADDRESSEE_SURNAME_SCORE = 0.5;

/** A verb of telling (imperative or past, folded), then a word: its addressee in the dative. */
const TELLING_RE = /(?:przekaz|powiedz|napisz|przypomnij|odpisz|daj znac|dajcie znac|przekazcie|powiedzcie|napiszcie|przekazalem|przekazalam|powiedzialem|powiedzialam|napisalem|napisalam|obiecalem|obiecalam|zglosilem|zglosilam) (\p{L}{3,})(?![\p{L}\p{N}_])/gu;
/** A verb of talking (folded), "z"/"ze", then a word: the one talked with, in the instrumental. */
const TALKING_RE = /(?:gadalem|gadalam|gadalismy|gadam|rozmawialem|rozmawialam|rozmawialismy|rozmawiam|pisalem|pisalam|pisze|pisalismy|dzwonilem|dzwonilam|umowilem sie|umowilam sie|zgadalem sie|zgadalam sie|spotkalem sie|spotkalam sie|widzialem sie|widzialam sie) ze? (\p{L}{3,})(?![\p{L}\p{N}_])/gu;

export function detectAddresseeSurnames(scan: ScanText, out: Candidate[]): void {
  find(scan, TELLING_RE, 'dat', out);
  find(scan, TALKING_RE, 'inst', out);
}

/** Folded surnames that are nouns people still talk with or write to as such: trades, kin, slang, institutions
 * ("rozmawiałam z piekarzem", "napisz wujkowi", "gadałem z ziomkiem", "z bankiem": Banek's instrumental). */
const COMMON_NOUN_LEMMAS: ReadonlySet<string> = new Set([
  'kucharz', 'stolarz', 'krawiec', 'piekarz', 'rybak', 'ogrodnik', 'rolnik', 'ciesla', 'murarz', 'szewc', 'mlynarz',
  'starosta', 'biskup', 'krol', 'pan', 'dziadek', 'wujek', 'ziomek', 'bank', 'klasa', 'szkola', 'sedzia',
  'kolega', 'kumpel', 'doktor', 'mistrz', 'majster', 'soltys', 'wojt', 'ksiadz', 'kapitan', 'general', 'major', 'banek',
]);

/** A lower-case word in the instrumental right after: the word before it was its adjective. */
const INSTRUMENTAL_WORD_AFTER_RE = /^ \p{Ll}+(?:ą|em|iem|im|ym|ami)(?![\p{L}\p{N}_])/u;
const WORD_CHAR_RE = /[\p{L}\p{N}_]/u;

function find(scan: ScanText, re: RegExp, grammaticalCase: GrammaticalCase, out: Candidate[]): void {
  const folded = scan.folded;
  re.lastIndex = 0;
  for (let m = re.exec(folded); m; m = re.exec(folded)) {
    // A verb inside a longer word ("odpowiedz") is none: checked here, as a lookbehind would be at every position.
    if (m.index > 0 && WORD_CHAR_RE.test(folded[m.index - 1]!)) continue;
    addressee(scan, m.index + m[0].length - m[1]!.length, m.index + m[0].length, grammaticalCase, out);
  }
}

function addressee(scan: ScanText, start: number, end: number, grammaticalCase: GrammaticalCase, out: Candidate[]): void {
  const text = scan.text;
  const word = text.slice(start, end);
  if (word !== word.toLowerCase() && word !== word.toUpperCase()) return;
  const readings = loadLexicon().readingsOf(word);
  if (!readings.some((r) => r.entry.kind === 'surname' && r.cases.includes(grammaticalCase) && !COMMON_NOUN_LEMMAS.has(fold(r.entry.lemma)))) return;
  // An adjective before its noun in the same case ("z polską ambasadą", "z nowym kowalem"); one told something is
  // no place ("powiedz polsce").
  if (grammaticalCase === 'inst' ? INSTRUMENTAL_WORD_AFTER_RE.test(text.slice(end, end + 30)) : readings.some((r) => r.entry.kind === 'place')) return;
  if (out.some((c) => c.type === 'PERSON' && c.start <= start && end <= c.end)) return;
  out.push({ type: 'PERSON', start, end, score: ADDRESSEE_SURNAME_SCORE, source: 'addressee-surname' });
}
