// PERSON: a first name alone, typed in lower case or in capitals, as chat, SMS and call transcripts write
// it ("bylam u kasi", "ide z tomkiem", "panie zbyszku", "tu jasiek", "moja corka zosia", "JESTEM HENRYK").
// A capitalised first name is person.ts's; this reads the words whose case says nothing. Two rules:
// - a first-name form (any case form and diminutive, with or without Polish diacritics, an accusative typed
//   without its "ę": "dorote") that is no word of the Polish dictionary in lower case, no name form that is
//   also a common word (common-name-forms.txt) and none of the dictionary's ambiguous names ("roza", "maja",
//   "kuba") is a name wherever it stands: "tomkiem", "zbyszku", "kasi" are nothing else; so is a dictionary
//   word that running text writes as a name ("markowi", "jackiem": names/names-in-practice.ts);
// - after a word that introduces a person — a self-introduction ("jestem", "tu", "z tej strony", "mam na
//   imie", "nazywam sie"), an honorific ("pani", "panie") or a family or role noun ("corka", "brat",
//   "babci", "klientka", "konsultantowi") — a first-name form that is also a dictionary word is a name too
//   ("brat lukasz", "tu jasiek", "babci heli"); after a family or role noun even an ambiguous one ("syn
//   kuba"), unless it also reads as a verb or function word ("corki maja": mają, they have).
// A listed surname right after such a name, in the same caseless writing, joins its span ("syn kuba wrobel",
// "zapytamy dorote wysocka"): the surnames that are also common words ("wróbel", "kowal") are what the lower-case
// pair rule (person-recall.ts) must leave alone without a name it trusts before them.
// Not a word glued to an address, path, handle or number, nor a street's, saint's or patron's name after its
// marker ("ul. stefana", "sw. jana", "ul. jana pawla").
import { classAt, HashFilter, hashUnits, LETTER, UPPER } from '../char-class.js';
import type { ScanText } from '../context.js';
import { isDictionaryWord } from '../dictionary-words.js';
import { isCommonWordFirstName } from './caseless-names.js';
import { fold } from '../fold.js';
import { isCommonFoldedForm } from '../names/common-name-forms.js';
import { declineFirstName } from '../names/declension.js';
import { firstNameDictionary, isFirstNameAnyCase } from '../names/dictionary.js';
import { isFoldedNameInPractice } from '../names/names-in-practice.js';
import { isKnownSurname } from '../names/surnames.js';
import { isListItemPair, isNominativeFirstName, mayBeWordSurname } from './list-item-names.js';
import type { Candidate } from '../types.js';

export const CASELESS_FIRST_NAME_SCORE = 0.5;
export const INTRODUCED_FIRST_NAME_SCORE = 0.6;

/** Folded words after which a first name introduces its speaker ("jestem", "tu", "z tej strony", "na imie"). */
const SELF_INTRODUCTION: ReadonlySet<string> = new Set(['jestem', 'tu', 'strony', 'imie', 'mowi']);
/** Folded verbs of naming before "sie" ("nazywam sie", "nazywa sie"). */
const NAMING_VERBS: ReadonlySet<string> = new Set(['nazywam', 'nazywa', 'nazywasz', 'nazywamy']);
/** Folded honorifics ("pani kasia", "panie zbyszku", "pana krzysia"). */
const HONORIFICS: ReadonlySet<string> = new Set([
  'pan', 'pana', 'panu', 'panem', 'panie', 'pani', 'pania', 'panno', 'panna', 'panny',
]);
/** Folded prefixes of family and role nouns before a name ("corka", "brat", "babci", "klientka", "konsultantowi"). */
const PERSON_NOUN_PREFIXES: readonly string[] = [
  'cork', 'corec', 'coreczk', 'syn', 'brat', 'brac', 'siostr', 'siostrzyczk', 'tesciow', 'tescia', 'tesciu', 'babci', 'babc',
  'babk', 'dziad', 'cioc', 'ciot', 'wujk', 'wujek', 'wuj', 'kuzyn', 'wnuk', 'wnucz', 'bratow', 'szwagr', 'narzeczon',
  'chlopak', 'dziewczyn', 'przyjaciel', 'przyjaciol', 'kolega', 'kolegi', 'koleg', 'kolezank', 'sasiad', 'klient',
  'uzytkowni', 'konsultant', 'pacjent', 'szef', 'kierowni', 'kierowc', 'doradc', 'ksiegow', 'sprzedawc', 'kurier',
  'listonosz', 'technik', 'serwisant', 'opiekun', 'nauczyciel', 'wychowawc', 'trener', 'lekarz', 'pielegniar',
  'dyrektor', 'prezes', 'pracownik', 'pracownic', 'meza', 'mezem', 'mezowi', 'mezu', 'mama',
  'mamie', 'mame', 'mamusi', 'tata', 'taty', 'tacie', 'tate', 'tatus', 'ojciec', 'ojca', 'ojcu', 'matk', 'matce',
  'dziecko', 'dziecka', 'synek', 'synka', 'corunia', 'partner', 'znajom',
];
/** Short family nouns matched whole: as prefixes they would take other words ("zona" → "zonal", "maz" → "mazda").
 * Not "mamy" (we have: "mamy nadzieję"), nor "tesc" as a prefix ("tesco"). */
const PERSON_NOUN_EXACT: ReadonlySet<string> = new Set(['zona', 'zony', 'zonie', 'zone', 'zonka', 'zonki', 'maz']);

/** Ambiguous first-name forms (dictionary.ts) that also read as a verb, pronoun or function word: never a name
 * here, after any introducing word ("corki maja" = they have, "syn idzie" = goes, "pani ani" = neither). */
const VERB_OR_FUNCTION_WORDS: ReadonlySet<string> = new Set([
  'maja', 'mai', 'maje', 'idzie', 'ida', 'ide', 'wita', 'mieszka', 'danie', 'dana', 'dany', 'bogu', 'ani', 'wice',
  'marki', 'marka', 'pola', 'polo', 'luki', 'luka', 'wiki', 'arka', 'lew', 'wit', 'mark', 'frank', 'max', 'wiara',
  'wiary', 'nadziei', 'nadzieja', 'nadzieje',
]);

/** Folded three-letter forms of common first names that are nothing else in Polish chat ("ewa", "z ola"): a name
 * wherever it stands, like a longer form. Other three-letter forms need an introducing word: "ida" (idą, they go),
 * "ale", "ule" (beehives), "oli" (oil), "ala" ("ala ma kota" is a name, but "a la" and "à la" are not). */
const SHORT_NAME_FORMS: ReadonlySet<string> = new Set(['ewa', 'ewy', 'ewo', 'ola', 'olo', 'iza', 'izy', 'izo', 'ula', 'ela']);

/** Folded first-name forms, each in lower case without diacritics (an accusative's "ę" read as "e": "dorote"). */
let foldedForms: ReadonlySet<string> | undefined;
/** hashUnits of each folded form: a word whose hash is none of these is not cut out of the text to be looked up. */
let formHashes: HashFilter | undefined;
let ambiguousForms: ReadonlySet<string> | undefined;
function forms(): ReadonlySet<string> {
  if (!foldedForms) {
    const dict = firstNameDictionary();
    foldedForms = new Set([...dict.forms.keys()].map(fold));
    formHashes = new HashFilter([...foldedForms].map(hashUnits));
    // Every case form of an ambiguous name ("kube", Kubę, as much as "kuba"; Cuba is "kubę" too).
    ambiguousForms = new Set([...dict.ambiguous].flatMap((f) => [f, ...declineFirstName(f, 'M'), ...declineFirstName(f, 'F')]).map(fold));
  }
  return foldedForms;
}


export function detectCaselessFirstNames(
  scan: ScanText,
  out: Candidate[],
  isPlaceMarker: (scan: ScanText, start: number) => boolean,
): void {
  const text = scan.text;
  const folded = scan.folded;
  const names = forms();
  let earlier: EarlierNames | undefined; // made at the first name found: most texts have none
  // One pass over the folded text (lower case, no diacritics), each word's hash taken as it is read; a word is cut out
  // only when its hash is a name form's. The two words before it are kept as offsets.
  let prevStart = -1, prevEnd = -1, prev2Start = -1, prev2End = -1;
  let lines: LowerCaseLines | undefined;
  const n = folded.length;
  for (let i = 0; i < n;) {
    let c = folded.charCodeAt(i);
    if (!isLetterUnit(folded, i, c)) { i++; continue; }
    const start = i;
    let hash = 0;
    for (;;) {
      hash = (Math.imul(hash, 31) + c) | 0;
      c = folded.charCodeAt(++i);
      if (i < n && isLetterUnit(folded, i, c)) continue;
      // A hyphen between letters joins the parts into one word ("anna-maria"), as nextWord's HYPHEN_JOINS reads it.
      if (c === 45 && i + 1 < n && isLetterUnit(folded, i + 1, folded.charCodeAt(i + 1))) continue;
      break;
    }
    const end = i;
    const beforeStart = prevStart, beforeEnd = prevEnd, before2Start = prev2Start, before2End = prev2End;
    prev2Start = prevStart; prev2End = prevEnd; prevStart = start; prevEnd = end;
    if (end - start < 3 || !formHashes!.has(hash)) continue;
    const f = folded.slice(start, end);
    if (!names.has(f) || caseSaysSomething(text, start, end) || glued(text, start, end)) continue;
    // In capitals by its first two letters, next to another word in capitals, on a line with lower case: a heading.
    const caps = isCapitalsStart(text, start);
    const afterCapitals = beforeEnd === start - 1 && beforeEnd - beforeStart >= 2 && isCapitalsStart(text, beforeStart);
    if (caps && (afterCapitals || capitalsAfter(text, end)) && (lines ??= new LowerCaseLines(text)).hasLowerCase(start)) continue;
    const adjacent = beforeEnd >= 0 && onlySpaceOrComma(text, beforeEnd, start);
    const cue = adjacent ? introducer(folded.slice(beforeStart, beforeEnd), before2End >= 0 ? folded.slice(before2Start, before2End) : '') : null;
    const score = nameScore(text.slice(start, end), f, cue, text, end);
    if (score === 0 || isPlaceMarker(scan, start)) continue;
    // The second name of a patron ("ul. jana pawla", "PLAC JANA PAWŁA II")
    if (adjacent && names.has(folded.slice(beforeStart, beforeEnd)) && isPlaceMarker(scan, beforeStart)) continue;
    if ((earlier ??= new EarlierNames(out)).covers(start, end)) continue;
    const nameEnd = surnameAfter(text, folded, end, names);
    const from = nameEnd === end && adjacent && !cue && text.charCodeAt(start - 1) === 32 ? invertedSurnameStart(text, beforeStart, beforeEnd, start, end) : start;
    out.push({ type: 'PERSON', start: from, end: nameEnd, score, source: 'caseless-first-name' });
    if (nameEnd > end) i = nameEnd; // the surname is not read again as a first name
  }
}

/**
 * The start of a surname before a first name when the two are a whole list item or table cell in the same caseless
 * writing ("1. BĄK ANDRZEJ", "- góra jolanta"): any word there, a common one too, is the surname; `start` otherwise.
 */
function invertedSurnameStart(text: string, beforeStart: number, beforeEnd: number, start: number, end: number): number {
  if (beforeEnd !== start - 1 || beforeEnd - beforeStart < 2) return start;
  const surname = text.slice(beforeStart, beforeEnd), name = text.slice(start, end);
  if (!sameCaseless(surname, name) || !isNominativeFirstName(name) || isFirstNameAnyCase(surname)) return start;
  if (!mayBeWordSurname(surname) || glued(text, beforeStart, beforeEnd)) return start;
  return isListItemPair(text, beforeStart, end) ? beforeStart : start;
}

/** Whether two words are both in lower case or both in capitals. */
function sameCaseless(a: string, b: string): boolean {
  return (a === a.toLowerCase() && b === b.toLowerCase()) || (a === a.toUpperCase() && b === b.toUpperCase());
}

/** The end of a listed surname one space after a caseless first name ending at `end`, in lower case or capitals as
 * the name is; `end` when there is none (or the next word is a first name too: "anna maria"). */
function surnameAfter(text: string, folded: string, end: number, names: ReadonlySet<string>): number {
  if (text.charCodeAt(end) !== 32) return end;
  let to = end + 1;
  while (to < folded.length && (isLetterUnit(folded, to, folded.charCodeAt(to)) ||
    (folded.charCodeAt(to) === 45 && isLetterUnit(folded, to + 1, folded.charCodeAt(to + 1))))) to++;
  if (to - end - 1 < 2 || glued(text, end + 1, to)) return end;
  const word = text.slice(end + 1, to);
  if (word !== word.toLowerCase() && word !== word.toUpperCase()) return end; // a capitalised word is person.ts's
  if (!word.split('-').every((part) => isKnownSurname(part)) || names.has(folded.slice(end + 1, to))) return end;
  return to;
}

/** The PERSON spans other rules found before this one, asked in increasing order of start: whether one covers a
 * word (one pass over them, not a search of all per word). */
class EarlierNames {
  private readonly spans: Array<{ start: number; end: number }>;
  private next = 0;
  private maxEnd = -1;
  constructor(out: readonly Candidate[]) {
    this.spans = out.filter((c) => c.type === 'PERSON').sort((a, b) => a.start - b.start);
  }
  covers(start: number, end: number): boolean {
    while (this.next < this.spans.length && this.spans[this.next]!.start <= start) {
      this.maxEnd = Math.max(this.maxEnd, this.spans[this.next++]!.end);
    }
    return this.maxEnd >= end;
  }
}

type Cue = 'introduction' | 'tu' | 'honorific' | 'person-noun' | 'masculine-demonstrative';

/** Folded masculine demonstratives ("ten kuba z 3b", "tego kuby"): they tell a boy's name from a feminine noun. */
const MASCULINE_DEMONSTRATIVES: ReadonlySet<string> = new Set(['ten', 'tego', 'temu']);
/** Folded forms of ambiguous names that are a man's while their other reading is feminine ("Kuba", the country: "ta Kuba"). */
const MASCULINE_AGAINST_FEMININE: ReadonlySet<string> = new Set(['kuba', 'kuby', 'kubie', 'kube', 'kubą', 'kubo'].map(fold));

/** What kind of word introduces the word after `before` (folded), or null. */
function introducer(before: string, beforeBefore: string): Cue | null {
  if (before === 'tu') return 'tu';
  if (SELF_INTRODUCTION.has(before)) return 'introduction';
  if (before === 'sie' && NAMING_VERBS.has(beforeBefore)) return 'introduction';
  if (HONORIFICS.has(before)) return 'honorific';
  if (PERSON_NOUN_EXACT.has(before) || PERSON_NOUN_PREFIXES.some((p) => before.startsWith(p))) return 'person-noun';
  if (MASCULINE_DEMONSTRATIVES.has(before)) return 'masculine-demonstrative';
  return null;
}

/** The score of a first-name form `word` (folded `f`) with the introducing word `cue`, or 0 when it is no name. */
function nameScore(word: string, f: string, cue: Cue | null, text: string, end: number): number {
  const ambiguous = ambiguousForms!.has(f);
  if (!ambiguous && (f.length >= 4 || (SHORT_NAME_FORMS.has(f) && !isDictionaryWord(word))) && ((!isDictionaryWord(f) && !isCommonFoldedForm(f)) || nameInPractice(f))) {
    return cue ? INTRODUCED_FIRST_NAME_SCORE : CASELESS_FIRST_NAME_SCORE;
  }
  if (!cue || VERB_OR_FUNCTION_WORDS.has(f) || !isFirstNameAnyCase(word)) return 0;
  if (cue === 'masculine-demonstrative') return MASCULINE_AGAINST_FEMININE.has(f) ? INTRODUCED_FIRST_NAME_SCORE : 0;
  if (ambiguous) return cue === 'person-noun' ? INTRODUCED_FIRST_NAME_SCORE : 0;
  // A short dictionary word ("ida", "aga", "mili") only after a family or role noun.
  if (f.length <= 4 && cue !== 'person-noun') return 0;
  // "tu" is mostly "here": the name must end the phrase ("tu jasiek, ...", "tu krzysiek z serwisu").
  if (cue === 'tu' && !/^(?:[,.!?;:]|\s*$| z | ze )/.test(text.slice(end, end + 4))) return 0;
  return INTRODUCED_FIRST_NAME_SCORE;
}

/** Whether the folded form is a dictionary word that running text writes as a name ("markowi", "jackiem"); not
 * one of the names known as common words ("bogdan", "wiktoria"), which need an introducing word still. */
function nameInPractice(f: string): boolean {
  return !VERB_OR_FUNCTION_WORDS.has(f) && !isCommonWordFirstName(f) && isFoldedNameInPractice(f);
}

/** Whether a word in capitals of two letters or more follows one space after `end`. */
function capitalsAfter(text: string, end: number): boolean {
  CAPITALS_AFTER_RE.lastIndex = end;
  return CAPITALS_AFTER_RE.test(text);
}
const CAPITALS_AFTER_RE = / \p{Lu}{2,}(?!\p{Ll})/uy;

/**
 * Whether the line holding a position has a lower-case letter: a name in capitals next to other capitals on such a
 * line is part of a heading, an acronym run or a company's name ("Film ZIELONA GRANICA ADAM MARCZAK"), which
 * caseless-names.ts reads; in text all in capitals it is a name. Each line is read once.
 */
class LowerCaseLines {
  private from = -1;
  private to = -1;
  private lower = false;
  constructor(private readonly text: string) {}
  hasLowerCase(at: number): boolean {
    if (at < this.from || at >= this.to) {
      const before = this.text.lastIndexOf('\n', at);
      const after = this.text.indexOf('\n', at);
      this.from = before + 1;
      this.to = after < 0 ? this.text.length : after;
      this.lower = /\p{Ll}/u.test(this.text.slice(this.from, this.to));
    }
    return this.lower;
  }
}

/** Whether the unit `c` at folded[i] is (part of) a letter: a-z read at once, any other unit by its class. */
function isLetterUnit(folded: string, i: number, c: number): boolean {
  if (c >= 97 && c <= 122) return true;
  return c >= 128 && (classAt(folded, i) & LETTER) !== 0;
}

/** Whether the word at `start` begins with two capitals. */
function isCapitalsStart(text: string, start: number): boolean {
  return (classAt(text, start) & UPPER) !== 0 && (classAt(text, start + 1) & UPPER) !== 0;
}

/** Whether text[from, to) between two words is one space, possibly after a comma. */
function onlySpaceOrComma(text: string, from: number, to: number): boolean {
  const gap = to - from;
  if (gap === 1) return text.charCodeAt(from) === 32;
  return gap === 2 && text.charCodeAt(from) === 44 && text.charCodeAt(from + 1) === 32;
}

/** Whether the word is capitalised as written ("Kasia": person.ts reads it) or mixes case ("kaSia"). */
function caseSaysSomething(text: string, start: number, end: number): boolean {
  const w = text.slice(start, end);
  const lower = w.toLowerCase();
  return w !== lower && w !== w.toUpperCase();
}

/** Whether the word is glued to an address, path, handle or number ("jan.kowalski@", "/kasia/", "ola_92"). */
function glued(text: string, start: number, end: number): boolean {
  const before = text[start - 1], after = text[end];
  if (before !== undefined && /[/@_#.\p{N}\\]/u.test(before)) return true;
  return after !== undefined && (/[/@_\p{N}\\]/u.test(after) || (after === '.' && /[\p{L}\p{N}]/u.test(text[end + 1] ?? '')));
}
