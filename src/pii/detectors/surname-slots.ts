// PERSON: a surname in a slot only a surname fills, whatever word it is — also a common noun ("kura", "PIES",
// "Bąk") that the other rules leave as a word:
// - after "pan"/"pani" (any case form) and a first name: "pan zbigniew kura", "panią Ewą Sową"; in lower case
//   after "pan"/"pani" alone, a listed surname, or a word no dictionary has that reads as a surname ("pani sowa z
//   parteru", "z panem mrozem"; not "pani doktor", "pani domu", "pan młody", "pana postawę"), or any noun that is
//   then told apart as people are ("pan kura od gazu", "pani zima z trzeciego") or does what people do ("pani zima
//   przyjdzie", "pan kura powiedział");
// - in a declaration after "ja," and a first name, before a comma or what a declaration goes on with:
//   "JA, MAREK PIES, ZAMIESZKAŁY…", "ja, anna koza (PESEL …)";
// - beside a first name before a filiation ("s. Adama", "c. Ewy", "syn Jana"): "Bąk Marek, s. Adama".
// The first name must be one and the other word in the same case (lower case, capitalised or capitals); the word
// may not be a first name too ("pani anna maria"), a word mostly no noun ("pan marek powiedział", names/non-nouns.ts)
// a word of time or place ("pani ola dzisiaj"), a role ("pani ewa kierowniczka", label-words.ts) or kin.
import { isFoldedWordUnit } from '../char-class.js';
import type { ScanText } from '../context.js';
import { fold } from '../fold.js';
import { isFirstNameAnyCase } from '../names/dictionary.js';
import { isDictionaryWord } from '../dictionary-words.js';
import { isInstitutionWord } from '../institution-words.js';
import { isRoleWord } from '../label-words.js';
import { isNonNounWord } from '../names/non-nouns.js';
import type { Candidate } from '../types.js';
import { isNotSurname } from './person.js';
import { readsAsSurname, TITLES } from './titled-surnames.js';
import { isKnownSurname } from '../names/surnames.js';

export const SURNAME_SLOT_SCORE = 0.6;

/** At "pan…" (sticky, folded text): the honorific's form, a first name, the surname. */
const HONORIFIC_RE = /(?:pan|pani|pana|panu|panem|pania|panie)[ \t]+(\p{L}{2,})[ \t]+(\p{L}{3,}(?:-\p{L}{2,})?)(?![\p{L}\p{N}])/duy;
/** At "ja" (sticky, folded text): a declaration's first name and surname, then a comma or a declaration's next words. */
const DECLARATION_RE = /ja,?[ \t]+(?:nizej podpisan[ya][ \t]+)?(\p{L}{2,})[ \t]+(\p{L}{3,}(?:-\p{L}{2,})?)(?=[ \t]*(?:[,(]|zam|ur\.|urodz|pesel|legitym|oswiadcz|syn |corka|s\.|c\.))/duy;
/** Two words before a filiation (the match ends at the comma before "s."/"c."/"syn"/"córka"), read backwards from it. */
const FILIATION_BEFORE_RE = /(?<![\p{L}\p{N}])(\p{L}{3,}(?:-\p{L}{2,})?)[ \t]+(\p{L}{2,}(?:-\p{L}{2,})?)$/du;
const FILIATION_AFTER_RE = /,[ \t]*(?:s\.|c\.|syn|corka)[ \t]+\p{L}/uy;
/** At "śp." or a word of kin (folded text): the first name and the word after it. */
/** Words of kin in their case forms (folded). */
const KIN_WORDS = String.raw`syn(?:a|owi|em)?|cork(?:a|e|i)|corce|maz|meza|mezowi|mezem|zon(?:a|e|y|ie)|brat(?:a|u|em)?|siostr(?:a|e|y|ze)|ojc(?:a|u|em)|ojciec|matk(?:a|e|i)|matce|wnuk(?:a|owi|iem)?|wnucz(?:ka|ke|ki|ce)`;
const KIN_SLOT_RE = new RegExp(String.raw`(?:sp\.|${KIN_WORDS})[ \t]+(\p{L}{2,})[ \t]+(\p{L}{3,}(?:-\p{L}{2,})?)(?![\p{L}\p{N}])`, 'duy');
/** The first units of the words KIN_SLOT_RE opens with: it is tried only where they start a word of kin. */
const KIN_HEAD_RE = /sp\.|syn|cor|maz|mez|zon|bra|sio|ojc|mat|wnu/g;
const KIN_WORD_RE = new RegExp(`^(?:${KIN_WORDS})$`);
/** Words of time, place and degree that follow a name in a sentence ("pani ola dzisiaj", "pan marek tutaj"). */
const NOT_SURNAMES: ReadonlySet<string> = new Set([
  'dzisiaj', 'dzis', 'jutro', 'wczoraj', 'pojutrze', 'teraz', 'zaraz', 'potem', 'rano', 'wieczorem', 'wieczor', 'noca',
  'tutaj', 'tu', 'tam', 'juz', 'jeszcze', 'znowu', 'znow', 'tez', 'takze', 'chyba', 'moze', 'raczej', 'prawie', 'ok',
  'okej', 'dzieki', 'sam', 'sama', 'sami', 'razem', 'osobiscie', 'prosze', 'przepraszam', 'serdecznie', 'pozdrawiam',
  // kin and company a name is followed by ("pani ola sąsiadka", "pan marek szef")
  'mama', 'tata', 'babcia', 'dziadek', 'ciocia', 'wujek', 'brat', 'siostra', 'syn', 'corka', 'zona', 'maz', 'sasiad',
  'sasiadka', 'kolega', 'kolezanka', 'szef', 'szefowa', 'znajomy', 'znajoma', 'wnuk', 'wnuczka', 'kuzyn', 'kuzynka',
]);

export function detectSurnameSlots(scan: ScanText, out: Candidate[]): void {
  const text = scan.text, folded = scan.folded;
  for (let at = folded.indexOf('pan'); at >= 0; at = folded.indexOf('pan', at + 3)) {
    const next = folded.charCodeAt(at + 3); // " ", or the "i", "a", "u", "e" of "pani", "pana", "panu", "panem", "panie"
    if (next !== 32 && next !== 9 && next !== 105 && next !== 97 && next !== 117 && next !== 101) continue;
    if (at > 0 && isFoldedWordUnit(folded.charCodeAt(at - 1))) continue;
    HONORIFIC_RE.lastIndex = at;
    const m = HONORIFIC_RE.exec(folded);
    if (m && isFirstNameAnyCase(text.slice(...m.indices![1]!))) take(text, out, m.indices![2]!, m.indices![1]!);
    else afterHonorificAlone(scan, at, out);
  }
  for (let at = folded.indexOf('ja'); at >= 0; at = folded.indexOf('ja', at + 2)) {
    const next = folded.charCodeAt(at + 2);
    if (next !== 44 && next !== 32 && next !== 9) continue; // "ja," or "ja " only
    if (at > 0 && isFoldedWordUnit(folded.charCodeAt(at - 1))) continue;
    DECLARATION_RE.lastIndex = at;
    const m = DECLARATION_RE.exec(folded);
    if (m) take(text, out, m.indices![2]!, m.indices![1]!);
  }
  // After "śp." or a word of kin and a first name: "ŚP. JAN ZIMA", "upoważniam syna Marka Kurę" (capitalised or in
  // capitals only: in lower-case chat a noun after a name is as often the sentence's own).
  // A plain alternation of the words' first units, with nothing before it, is searched for fast; the word is checked after.
  KIN_HEAD_RE.lastIndex = 0;
  for (let h = KIN_HEAD_RE.exec(folded); h; h = KIN_HEAD_RE.exec(folded)) {
    const at = h.index;
    if (at > 0 && isFoldedWordUnit(folded.charCodeAt(at - 1))) continue;
    let wordEnd = at + 2;
    while (wordEnd < folded.length && isFoldedWordUnit(folded.charCodeAt(wordEnd))) wordEnd++;
    const word = folded.slice(at, wordEnd);
    if (!KIN_WORD_RE.test(word) && !(word === 'sp' && folded.charCodeAt(wordEnd) === 46)) continue;
    kinSlot(text, folded, at, out);
  }
  for (let at = folded.indexOf(','); at >= 0; at = folded.indexOf(',', at + 1)) {
    const next = folded.charCodeAt(folded.charCodeAt(at + 1) === 32 ? at + 2 : at + 1);
    if (next !== 115 && next !== 99) continue; // "s." "syn", "c." "corka"
    FILIATION_AFTER_RE.lastIndex = at;
    if (!FILIATION_AFTER_RE.test(folded)) continue;
    const from = Math.max(0, at - 60);
    const m = FILIATION_BEFORE_RE.exec(text.slice(from, at));
    if (!m) continue;
    const one: [number, number] = [from + m.indices![1]![0], from + m.indices![1]![1]];
    const two: [number, number] = [from + m.indices![2]![0], from + m.indices![2]![1]];
    if (isFirstNameAnyCase(m[2]!)) take(text, out, one, two);
    else take(text, out, two, one);
  }
}

/** The slot after a word of kin or "śp." at `at` (folded text): the first name and, capitalised or in capitals, the surname. */
function kinSlot(text: string, folded: string, at: number, out: Candidate[]): void {
  KIN_SLOT_RE.lastIndex = at;
  const m = KIN_SLOT_RE.exec(folded);
  if (!m) return;
  const [start, end] = m.indices![2]!;
  if (text.slice(start, end) === text.slice(start, end).toLowerCase()) return;
  const firstName = text.slice(...m.indices![1]!);
  // Not a first name that is mostly no noun ("SYNOWI ANI CÓRCE": "ani" is "nor"), nor a word of kin after it.
  if (!isFirstNameAnyCase(firstName) || isNonNounWord(firstName.toLowerCase()) || KIN_WORD_RE.test(m[2]!)) return;
  const before = out.length;
  take(text, out, m.indices![2]!, m.indices![1]!);
  if (out.length > before) out[before]!.start = m.indices![1]![0]; // the slot vouches for the first name too ("MARKA")
}

/** At "pan…" alone, in lower case (sticky, folded text): the honorific's form, the word after it. */
const HONORIFIC_ALONE_RE = /(?:pan|pani|pana|panu|panem|pania|panie)[ \t]+(\p{Ll}{3,}(?:-\p{Ll}{2,})?)(?![\p{L}\p{N}_@.-])/duy;

/** The lower-case word after a lower-case "pan"/"pani" at `at`, when it reads as a surname or no dictionary has it. */
function afterHonorificAlone(scan: ScanText, at: number, out: Candidate[]): void {
  const text = scan.text;
  if (text[at] !== 'p') return;
  HONORIFIC_ALONE_RE.lastIndex = at;
  const m = HONORIFIC_ALONE_RE.exec(scan.folded);
  if (!m) return;
  const [start, end] = m.indices![1]!;
  const word = text.slice(start, end);
  if (word !== word.toLowerCase() || isFirstNameAnyCase(word)) return;
  const folded = m[1]!;
  if (TITLES.has(folded) || NOT_SURNAMES.has(folded) || isRoleWord(word) || isInstitutionWord(word)) return;
  // A word mostly no noun is none, but for a surname's adjectival form that what follows tells as a person's ("pani
  // zimowej od angielskiego").
  if (isNonNounWord(word) && !(ADJECTIVAL_SURNAME_RE.test(folded) && followedAsPerson(scan.folded, end))) return;
  const capitalised = word[0]!.toUpperCase() + word.slice(1);
  // A word of the language must be a listed surname ("pana postawę" is "your attitude"), or a person's by what follows.
  if (isNotSurname(capitalised) || (isDictionaryWord(word)
    ? !isKnownSurname(word) && (NOT_PEOPLE_AFTER_HONORIFIC.has(folded) || !followedAsPerson(scan.folded, end))
    : !readsAsSurname(capitalised) && (word.length < 4 || !/[aeiouyąęó]/.test(word)))) return;
  if (out.some((c) => c.type === 'PERSON' && c.start <= start && end <= c.end)) return;
  out.push({ type: 'PERSON', start, end, score: SURNAME_SLOT_SCORE, source: 'surname-slot' });
}

/** The feminine and genitive forms of adjectival surnames (folded): "-owa", "-owej", "-ska", "-ckiej". */
const ADJECTIVAL_SURNAME_RE = /^\p{L}{3,}(?:ow|[sc]k|dzk)(?:a|iej|ej)$/u;
/** Nouns after "pan"/"pani" in set phrases, not surnames ("pan bóg", "pani domu", "pan młody"). */
const NOT_PEOPLE_AFTER_HONORIFIC: ReadonlySet<string> = new Set([
  'bog', 'boga', 'bogu', 'bogiem', 'jezus', 'jezusa', 'domu', 'domowa', 'domowej', 'mlody', 'mloda', 'mlodego', 'swiata', 'zamku', 'sytuacji',
  'wlasciciel', 'wlascicielka', 'kierowca', 'kolega', 'klient', 'klientka', 'pacjent', 'pacjentka',
]);
/** After the word (folded text, sticky): "od"/"z" and a word ("od gazu", "z parteru"), or a verb of the third person
 * in the past or future, a conjunction allowed before it ("przyjdzie", "powiedział", "jak przyjdzie"). */
const PERSON_FOLLOWS_RE = /[ \t]+(?:(?:od|z|ze)[ \t]+\p{L}{3,}|(?:(?:jak|gdy|kiedy|jesli|jezeli|bo|to)[ \t]+)?\p{L}{2,}(?:l|la|lo|li|ly|dzie|dzi)(?![\p{L}\p{N}]))/uy;
function followedAsPerson(folded: string, end: number): boolean {
  PERSON_FOLLOWS_RE.lastIndex = end;
  return PERSON_FOLLOWS_RE.test(folded);
}

/** Adds the word at `surname` as a surname beside the first name at `first`, when the slot holds. */
function take(text: string, out: Candidate[], surname: readonly number[], first: readonly number[]): void {
  const [start, end] = surname as [number, number];
  const word = text.slice(start, end), name = text.slice(first[0], first[1]);
  if (!isFirstNameAnyCase(name) || isFirstNameAnyCase(word)) return;
  if (caseClass(name) !== caseClass(word) || caseClass(word) === 'mixed') return;
  const lower = word.toLowerCase();
  if (NOT_SURNAMES.has(fold(lower)) || isNonNounWord(lower) || isRoleWord(word)) return;
  if (out.some((c) => c.type === 'PERSON' && c.start <= start && end <= c.end)) return;
  out.push({ type: 'PERSON', start, end, score: SURNAME_SLOT_SCORE, source: 'surname-slot' });
}

function caseClass(word: string): 'lower' | 'upper' | 'capitalised' | 'mixed' {
  const first = word[0]!, rest = word.slice(1).replace(/-/g, '');
  if (word === word.toLowerCase()) return 'lower';
  if (word === word.toUpperCase()) return 'upper';
  if (first !== first.toLowerCase() && /^\p{Ll}*(?:\p{Lu}\p{Ll}*)?$/u.test(rest)) return 'capitalised';
  return 'mixed';
}
