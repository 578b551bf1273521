// PERSON: a first name right after a family or relation noun, in any case form, that the first-name list does
// not have: a diminutive or an inflected form it lacks ("z synem Kacprem", "dziadek Zdzisiu", "szwagier Zenuś"),
// or a name from elsewhere ("z mężem Arjunem"). The noun says a person's name follows, so a capitalised word
// that is no word of the Polish dictionary is taken ("córka Właściciela", "syn Boży", "z mężem Ministra" are
// words, and stay). In lower-case chat ("z moim synem kacprem") the word must also look like a name form: one
// typo from a listed form (a mobile "e" dropped: "kacprem") or a diminutive's ending ("zenus", "halinki"), so a
// typo of an ordinary word stays. In capitals ("Z SYNEM KACPREM") a word in capitals no dictionary has.
// A listed first name after the noun is person.ts's (capitalised) or caseless-first-names.ts's (any case).
// Anchored on the nouns: one regex over the folded text finds a word after a space that opens like one of
// them, and the word is then looked up whole.
import { classAt, classBefore, LOWER, nextCapitalised, UPPER, unitsOf, WORD, type Span } from '../char-class.js';
import type { ScanText } from '../context.js';
import { isDictionaryWord, isDictionaryWordAnyDiacritics } from '../dictionary-words.js';
import { firstNameDictionary, isFirstNameAnyCase } from '../names/dictionary.js';
import { isNearFirstName } from '../names/fuzzy.js';
import { isKnownSurname, looksLikeSurname } from '../names/surnames.js';
import type { Candidate } from '../types.js';

export const RELATION_NAME_SCORE = 0.7;

/** Family and relation nouns in the singular, every case form, folded (plurals name orders and groups: "siostry
 * Urszulanki", "bracia Grimm"). Not "mamy" (we have), nor "babka" (a cake). */
const RELATION_NOUNS: ReadonlySet<string> = new Set([
  'syn', 'syna', 'synowi', 'synem', 'synu', 'synek', 'synka', 'synkowi', 'synkiem', 'synku', 'synus', 'synusia', 'synusiem',
  'corka', 'corki', 'corce', 'corke', 'corko', 'coreczka', 'coreczki', 'coreczce', 'coreczke', 'coreczko',
  'maz', 'meza', 'mezowi', 'mezem', 'mezu',
  'zona', 'zony', 'zonie', 'zone', 'zono', 'zonka', 'zonki', 'zonce', 'zonke',
  'brat', 'brata', 'bratu', 'bratem', 'bracie', 'braciszek', 'braciszka', 'braciszkowi', 'braciszkiem', 'braciszku',
  'siostra', 'siostry', 'siostrze', 'siostre', 'siostro', 'siostrzyczka', 'siostrzyczki', 'siostrzyczce', 'siostrzyczke',
  'babcia', 'babci', 'babcie', 'babciu', 'babunia', 'babuni', 'babunie', 'babuniu',
  'dziadek', 'dziadka', 'dziadkowi', 'dziadkiem', 'dziadku', 'dziadzio', 'dziadzia', 'dziadziowi', 'dziadziem', 'dziadziu',
  'wujek', 'wujka', 'wujkowi', 'wujkiem', 'wujku', 'wuj', 'wuja', 'wujowi', 'wujem', 'wujaszek', 'wujaszka', 'wujaszkiem',
  'ciocia', 'cioci', 'ciocie', 'ciociu', 'ciotka', 'ciotki', 'ciotce', 'ciotke', 'ciotko',
  'tesc', 'tescia', 'tesciowi', 'tesciem', 'tesciu', 'tesciowa', 'tesciowej', 'tesciowo',
  'szwagier', 'szwagra', 'szwagrowi', 'szwagrem', 'szwagrze', 'szwagierka', 'szwagierki', 'szwagierce', 'szwagierke',
  'wnuk', 'wnuka', 'wnukowi', 'wnukiem', 'wnuku', 'wnuczek', 'wnuczka', 'wnuczkowi', 'wnuczkiem', 'wnuczku', 'wnuczki',
  'wnuczce', 'wnuczke', 'wnusia', 'wnusi', 'wnusiu',
  'kuzyn', 'kuzyna', 'kuzynowi', 'kuzynem', 'kuzynie', 'kuzynka', 'kuzynki', 'kuzynce', 'kuzynke',
  'ziec', 'ziecia', 'zieciowi', 'zieciem', 'zieciu', 'synowa', 'synowej', 'bratowa', 'bratowej',
  'pasierb', 'pasierba', 'pasierbowi', 'pasierbem', 'pasierbie', 'pasierbica', 'pasierbicy', 'pasierbice',
  'narzeczony', 'narzeczonego', 'narzeczonemu', 'narzeczonym', 'narzeczona', 'narzeczonej',
  'mama', 'mamie', 'mame', 'mamo', 'mamusia', 'mamusi', 'mamusie', 'mamusiu', 'matka', 'matki', 'matce', 'matke',
  'tata', 'taty', 'tacie', 'tate', 'tato', 'tatus', 'tatusia', 'tatusiowi', 'tatusiem', 'tatusiu',
  'ojciec', 'ojca', 'ojcu', 'ojcem', 'ojcze',
  'kolega', 'kolegi', 'koledze', 'kolege', 'kolego', 'kolezanka', 'kolezanki', 'kolezance', 'kolezanke',
  'przyjaciel', 'przyjaciela', 'przyjacielowi', 'przyjacielem', 'przyjacielu',
  'przyjaciolka', 'przyjaciolki', 'przyjaciolce', 'przyjaciolke',
  'sasiad', 'sasiada', 'sasiadowi', 'sasiadem', 'sasiedzie', 'sasiadka', 'sasiadki', 'sasiadce', 'sasiadke',
]);
/** Folded nouns that are other words without their Polish letter ("maz" = maź, "zone" = zone): taken only as written with it. */
const NEEDS_POLISH_LETTER: ReadonlySet<string> = new Set(['maz', 'zone']);

/** A space, then a word opening like one of RELATION_NOUNS, then a space or ", ": on the folded text. Only positions
 * holding a space are tried, which is most of the regex's cost saved; a line's or a bracket's first word is tried on its own. */
const STEMS = String.raw`(?:syn|c(?:or|io[ct])|m(?:ez|az|am|at[kc])|zon|zie|b(?:ra[tc]|ab)|s(?:iostr|zwag|asi)|dziad|w(?:uj|nu)|t(?:esc|at|ac)|kuzyn|pasierb|narzecz|ojc|kole[gdz]|przyjac)[a-z]*,? (?=\S)`;
const NOUN_RE = new RegExp(` ${STEMS}`, 'g');
const NOUN_AT_RE = new RegExp(STEMS, 'y');

/** Endings of diminutives and their case forms in lower case ("zenek", "zenka", "zdzisiu", "kubus", "halinki"). */
const DIMINUTIVE_ENDING_RE = /(?:[^aeiouyąęó]e[kń]|k(?:a|i|u|o|ę|ą|iem|owi)|(?:[sczn]|dz)i(?:a|u|o|ę|ą|em|owi)|[śćńź]|u[sś]|[^aeiouy]ce)$/u;

const WORD_SPAN: Span = { start: 0, end: 0 };

export function detectRelationNames(scan: ScanText, out: Candidate[]): void {
  const folded = scan.folded;
  atLineOrBracket(scan, 0, out);
  for (let i = folded.indexOf('\n'); i >= 0; i = folded.indexOf('\n', i + 1)) atLineOrBracket(scan, i + 1, out);
  for (let i = folded.indexOf('('); i >= 0; i = folded.indexOf('(', i + 1)) atLineOrBracket(scan, i + 1, out);
  const re = NOUN_RE;
  re.lastIndex = 0;
  for (let m = re.exec(folded); m; m = re.exec(folded)) {
    nameAfterNoun(scan, m.index + 1, m[0].slice(1), out);
    re.lastIndex--; // the space after the noun may open another noun
  }
}

/** A noun opening a line or a bracket, where NOUN_RE's space is not. */
function atLineOrBracket(scan: ScanText, at: number, out: Candidate[]): void {
  NOUN_AT_RE.lastIndex = at;
  const m = NOUN_AT_RE.exec(scan.folded);
  if (m) nameAfterNoun(scan, at, m[0], out);
}

/** The name after the noun `match` (noun, optional comma, space) found at `start`, if there is one. */
function nameAfterNoun(scan: ScanText, start: number, match: string, out: Candidate[]): void {
  const nounEnd = start + match.search(/,? $/);
  const noun = match.slice(0, nounEnd - start);
  if (!RELATION_NOUNS.has(noun)) return;
  const text = scan.text;
  if (NEEDS_POLISH_LETTER.has(noun) && text.slice(start, nounEnd).toLowerCase() === noun) return;
  const at = start + match.length;
  const nounClass = classAt(text, start), secondClass = classAt(text, start + 1);
  if (nounClass & LOWER) {
    const k = classAt(text, at);
    if (k & UPPER) capitalisedName(text, at, out);
    else if (k & LOWER) lowerCaseName(text, at, out);
  } else if (secondClass & UPPER) {
    capitalsName(text, at, out); // the noun in capitals: "Z SYNEM KACPREM"
  } else {
    capitalisedName(text, at, out); // a capitalised noun opening a sentence: "Babcia Zdzisia"
  }
}

/** A capitalised word at `at` no dictionary has, with a capitalised surname after it. */
function capitalisedName(text: string, at: number, out: Candidate[]): void {
  if (!nextCapitalised(text, at, WORD_SPAN) || WORD_SPAN.start !== at || WORD_SPAN.end - at < 3 || isApostrophe(text.charCodeAt(WORD_SPAN.end))) return;
  const end = WORD_SPAN.end;
  const word = text.slice(at, end);
  if (firstNameDictionary().forms.has(word) || isDictionaryWord(word)) return;
  let nameEnd = end;
  if (text.charCodeAt(end) === 32 && nextCapitalised(text, end + 1, WORD_SPAN) && WORD_SPAN.start === end + 1) {
    const surname = text.slice(WORD_SPAN.start, WORD_SPAN.end);
    if (looksLikeSurname(surname) || !isDictionaryWord(surname)) nameEnd = WORD_SPAN.end;
  }
  out.push({ type: 'PERSON', start: at, end: nameEnd, score: RELATION_NAME_SCORE, source: 'relation-names' });
}

/** End of the run of letters of class `cls` at `at` that stands alone (no digit or "_" glued), or -1. */
function wordOf(text: string, at: number, cls: number): number {
  let e = at;
  for (let k = classAt(text, e); k & cls; k = classAt(text, e)) e += unitsOf(k);
  return e - at >= 3 && !(classAt(text, e) & WORD) && !isApostrophe(text.charCodeAt(e)) && !(classBefore(text, at) & WORD) ? e : -1;
}

/** "'" or "’" after a word: an English possessive or a Polish ending after a foreign word ("Matiki's", "ONR'em"). */
function isApostrophe(c: number): boolean {
  return c === 39 || c === 0x2019;
}

/** A lower-case word at `at` that reads as a first-name form no list has, with a listed surname after it. */
function lowerCaseName(text: string, at: number, out: Candidate[]): void {
  const end = wordOf(text, at, LOWER);
  if (end < 0) return;
  const word = text.slice(at, end);
  if (isFirstNameAnyCase(word) || isDictionaryWord(word)) return;
  // A listed form but for a typo or a mobile "e" is a name even where a spelling with Polish letters is some word.
  if (!isNearFirstName(word) && !(DIMINUTIVE_ENDING_RE.test(word) && !isDictionaryWordAnyDiacritics(word))) return;
  let nameEnd = end;
  if (text.charCodeAt(end) === 32) {
    const surnameEnd = wordOf(text, end + 1, LOWER);
    if (surnameEnd > 0 && isKnownSurname(text.slice(end + 1, surnameEnd))) nameEnd = surnameEnd;
  }
  out.push({ type: 'PERSON', start: at, end: nameEnd, score: RELATION_NAME_SCORE, source: 'relation-names' });
}

/** A word in capitals at `at` no dictionary has (the noun was in capitals too). */
function capitalsName(text: string, at: number, out: Candidate[]): void {
  const end = wordOf(text, at, UPPER);
  if (end < 0) return;
  const word = text.slice(at, end);
  if (isFirstNameAnyCase(word) || isDictionaryWord(word)) return;
  out.push({ type: 'PERSON', start: at, end, score: RELATION_NAME_SCORE, source: 'relation-names' });
}
