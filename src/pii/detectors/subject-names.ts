// Names no list has, read from what the sentence does with them. The first-name lists cannot hold every name a
// foreign colleague or customer has; a word that no Polish dictionary has, in these places, is such a name:
// - capitalised, right before a verb people do (person-verbs.ts): "Siobhan odpisała wczoraj", "Thiago przyjdzie",
//   "Aoife wrote back", two joined by "i"/"and" before a plural verb ("Rajesh i Priya … dołączą"); not after a
//   preposition ("W Paryżu pisałem") nor as the end of a longer name that is no person's, nor in "mówi się";
// - the addressee of a call or message: "Oddzwoń do Siobhan" (not a place: "do Londynu", "do Warszawy");
// - who introduces themselves opening a message: "tu thiago pereira", "z tej strony Oluwaseun";
// - a word joined by "i"/"and" to a name found by the other rules, in the same case: "od siobhan i liama".
// Kept out everywhere: dictionary words ("Kurier dzwonił"), role and desk words, English pronouns and group words
// ("Everyone said"), platforms and services people name in chat ("Netflix wysłał", "Revolut pisze"; ner-noise.ts),
// and places that act in news ("Moskwa wysłała", words in -ja/-ia/-ji).
import { classBefore, HashFilter, hashUnits, LETTER, nextRun, NUMBER, UNDERSCORE, unitsOf, WORD, type Run } from '../char-class.js';
import type { ScanText } from '../context.js';
import { isDictionaryWord, isDictionaryWordAnyDiacritics } from '../dictionary-words.js';
import { fold } from '../fold.js';
import { isKnownSurname } from '../names/surnames.js';
import { isLexiconSurnameNominative } from '../names/lexicon-surnames.js';
import { isRoleWord } from '../label-words.js';
import { isFirstNameAnyCase } from '../names/dictionary.js';
import { looksLikeSurname } from '../names/surnames.js';
import { anyDiacritics, expandVerbPattern, PLURAL_PERSON_VERBS, SINGULAR_PERSON_VERBS } from '../person-verbs.js';
import { isNotPersonWord, isTechName } from '../ner-noise.js';
import type { Candidate } from '../types.js';

export const SUBJECT_NAME_SCORE = 0.5;

/** An adverb or negation between the name and the verb ("Mehmet nie odbiera", "Thiago jutro przyjdzie"). */
const BETWEEN = String.raw`(?:(?:nie|te[żz]|ju[żz]|w[łl]a[śs]nie|dzi[śs]|dzisiaj|jutro|wczoraj|znowu|zn[óo]w|chyba|pewnie|jeszcze|just|already|also) )?`;

// Group 1: a singular verb, group 2: a plural one. Tried only at the start of a word that some verb form starts with
// (VERB_FIRST_WORDS): tried at every word start, this big alternation cost more than any other pattern of the rules.
const VERB_SOURCE = anyDiacritics(String.raw`(?<![\p{L}\p{N}_])(?:(${SINGULAR_PERSON_VERBS})|(${PLURAL_PERSON_VERBS}))(?![\p{L}\p{N}_])`);
const VERB_AT_RE = new RegExp(VERB_SOURCE, 'uy');
/** hashUnits of the first word ("[\p{L}\p{N}_]+") of every verb form: "dzwonil", "jest" of "jest na urlopie", "e" of
 * "e-mailed". A match starts a word, and that whole word is its first one (a space, a hyphen or the end follows it). */
const VERB_FIRST_WORDS = new HashFilter(
  expandVerbPattern(anyDiacritics(`${SINGULAR_PERSON_VERBS}|${PLURAL_PERSON_VERBS}`)).map((form) => hashUnits(form.split(/[^\p{L}\p{N}_]/u)[0]!)),
);
const WORD_RUN: Run = { start: 0, end: 0, hash: 0 };

/** The next match of the person-verb pattern in `folded` at or after `from`, as a global search with it finds it. */
export function nextPersonVerb(folded: string, from: number): RegExpExecArray | null {
  const re = VERB_AT_RE;
  // Each run found is a whole word: the search starts at 0, after a word or after a match, which ends before no word unit.
  for (let at = from; nextRun(folded, at, WORD, 1, WORD_RUN); at = WORD_RUN.end) {
    if (!VERB_FIRST_WORDS.has(WORD_RUN.hash)) continue;
    re.lastIndex = WORD_RUN.start;
    const m = re.exec(folded);
    if (m) return m;
  }
  return null;
}
/** The capitalised subject right before the verb (and an adverb); the word must stand alone. */
const SUBJECT_BEFORE_RE = new RegExp(String.raw`(?<![\p{L}\p{N}_@.'’-])(\p{Lu}\p{Ll}{2,}) ${BETWEEN}$`, 'u');
/** The same in capitals ("OKSANA NIE ODBIERA"): one word of four letters or more. */
const SUBJECT_IN_CAPITALS_RE = new RegExp(String.raw`(?<![\p{L}\p{N}_@.'’-])(\p{Lu}{4,}) ${BETWEEN.toUpperCase()}$`, 'u');
const LOWER_RE = /\p{Ll}/u;
const VOWEL_RE = /[AEIOUYĄĘÓ]/u;
const capitalised = (word: string): string => word[0]! + word.slice(1).toLowerCase();
/** Two capitalised words joined by "i"/"and" before a plural verb, up to four words between ("Rajesh i Priya z zespołu z Bangalore dołączą"). */
const PAIR_BEFORE_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}_@.'’-])(\p{Lu}\p{Ll}{2,}) (?:i|oraz|and|&) (\p{Lu}\p{Ll}{2,})(?: [\p{L}\p{N}]+){0,4} ${BETWEEN}$`, 'u',
);

/** Folded words that are no one's name before such a verb: pronouns, people without a name, desks and groups. */
const NOT_NAMES: ReadonlySet<string> = new Set([
  'everyone', 'everybody', 'someone', 'somebody', 'nobody', 'anyone', 'anybody', 'he', 'she', 'they', 'we', 'you', 'it',
  'this', 'that', 'who', 'which', 'what', 'management', 'support', 'team', 'customer', 'client', 'user', 'sales',
  'mom', 'dad', 'mum', 'boss', 'doctor', 'nurse', 'police', 'staff', 'hr', 'it', 'legal', 'finance', 'office',
  'the', 'our', 'your', 'my', 'his', 'her', 'their', 'google', 'microsoft', 'apple', 'amazon', 'meta',
  'ktos', 'nikt', 'kazdy', 'wszyscy', 'ona', 'on', 'oni', 'one', 'ja', 'ty', 'my', 'wy',
  'mr', 'mrs', 'ms', 'miss', 'sir', 'madam', 'dr', 'prof', 'pan', 'pani', 'panstwo',
]);
/** Foreign capitals and countries in their Polish names that news writes as actors ("Pekin odpowiedział"). */
const PLACES: ReadonlySet<string> = new Set([
  'ukraina', 'litwa', 'lotwa', 'bialorus', 'kanada', 'ameryka', 'korea', 'chiny', 'niemcy', 'czechy', 'wegry', 'wlochy',
  'moskwa', 'pekin', 'bruksela', 'waszyngton', 'kijow', 'berlin', 'londyn', 'paryz', 'rzym', 'madryt', 'wieden', 'praga',
  'tokio', 'ankara', 'teheran', 'kreml', 'strasburg', 'genewa', 'haga', 'minsk', 'wilno', 'ryga', 'tallin', 'budapeszt',
  'bratyslawa', 'warszawa', 'krakow', 'bialy', 'watykan', 'izrael', 'iran', 'irak', 'egipt', 'kair',
]);
/** The word before a subject, with the space after it. */
const PREVIOUS_WORD_RE = /(?:^|[^\p{L}\p{N}_])(\p{L}+) $/u;
/** Prepositions (folded): a word after one is no subject. */
const PREPOSITIONS: ReadonlySet<string> = new Set([
  'w', 'we', 'z', 'ze', 'o', 'do', 'od', 'na', 'po', 'przy', 'u', 'dla', 'za', 'przez', 'pod', 'nad', 'przed', 'miedzy', 'bez',
  'ku', 'wg', 'in', 'at', 'from', 'to', 'of', 'by', 'for', 'with',
]);
const IMPERSONAL_RE = /^ sie(?![\p{L}])/u; // read on the folded text
/** Capitalised words that open a sentence before its subject ("Wczoraj Thiago przyszedł", "Ale Kwame mówi"). */
const OPENERS: ReadonlySet<string> = new Set([
  'wczoraj', 'dzis', 'dzisiaj', 'jutro', 'rano', 'wieczorem', 'potem', 'teraz', 'ale', 'a', 'i', 'wiec', 'no', 'bo', 'tez', 'juz',
  'wlasnie', 'chyba', 'moze', 'pewnie', 'niestety', 'takze', 'rowniez', 'oczywiscie', 'ok', 'okej', 'hej', 'tak', 'nie', 'znowu',
  'jeszcze', 'nawet', 'tylko', 'akurat', 'przed', 'then', 'yesterday', 'today', 'and', 'but', 'so', 'also', 'hi', 'ps',
]);

/** Street, saint and patron markers: a name after them names a place ("ul. Kwame Nkrumaha"). */
const PLACE_MARKER_BEFORE_RE = /(?:^|[^\p{L}])(?:ul|al|pl|os|św|im|bł)\.? $/u;

/** Whether a capitalised word may be a name no list has: no dictionary word, role, pronoun, group or place. */
export function mayBeUnlistedName(word: string): boolean {
  const f = fold(word);
  if (NOT_NAMES.has(f) || PLACES.has(f) || isRoleWord(word) || isTechName([word]) || isNotPersonWord(word)) return false;
  if (/(?:ja|ia|ji|ii)$/.test(f) && !isFirstNameAnyCase(word)) return false; // "Rosja", "Francji", "Słowenia"
  return !isDictionaryWord(word);
}

export function detectSubjectNames(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  // The verbs are read on the folded text (same length), so a verb in capitals counts too ("SIOBHAN ODPISAŁA").
  const folded = scan.folded;
  for (let m = nextPersonVerb(folded, 0); m; m = nextPersonVerb(folded, m.index + m[0].length)) {
    const from = Math.max(0, m.index - 120);
    const before = text.slice(from, m.index);
    const inCapitals = !LOWER_RE.test(text.slice(m.index, m.index + m[0].length));
    // In capitals only a single subject, one word that is no acronym ("NATO", "PZU"): four letters with a vowel.
    const subject = inCapitals
      ? (m[1] !== undefined ? SUBJECT_IN_CAPITALS_RE : null)?.exec(before)
      : (m[1] !== undefined ? SUBJECT_BEFORE_RE : PAIR_BEFORE_RE).exec(before);
    if (!subject) continue;
    const at = from + subject.index;
    if (PLACE_MARKER_BEFORE_RE.test(text.slice(Math.max(0, at - 5), at))) continue;
    const first = subject[1]!;
    if (m[1] !== undefined) {
      if (IMPERSONAL_RE.test(folded.slice(m.index + m[0].length, m.index + m[0].length + 5))) continue; // "mówi się": it is said
      // A listed first name is the dictionary rules' to find; this rule is for the names they lack.
      if (isFirstNameAnyCase(first)) continue;
      if (inCapitals ? !VOWEL_RE.test(first) || !mayBeUnlistedName(capitalised(first)) : !mayBeUnlistedName(first) && !surnameThatCalls(first, m[1])) continue;
      const prev = PREVIOUS_WORD_RE.exec(text.slice(Math.max(0, at - 24), at));
      let start = at;
      if (prev) {
        const word = inCapitals ? capitalised(prev[1]!) : prev[1]!;
        // After a preposition the word is no subject ("W Paryżu pisałem", "z Łeby"); after a capitalised word it is
        // part of a longer name, a person's only when that word may be a first name ("Siobhan Kelly napisała", not
        // "Agencja Reutera pisze").
        if (PREPOSITIONS.has(fold(word))) continue;
        if (/^\p{Lu}\p{Ll}/u.test(word) && !OPENERS.has(fold(word))) {
          if (!(isFirstNameAnyCase(word) || mayBeUnlistedName(word))) continue;
          start = at - (prev[0].length - prev[0].indexOf(prev[1]!));
        }
      }
      out.push({ type: 'PERSON', start, end: at + first.length, score: SUBJECT_NAME_SCORE, source: 'subject-name' });
      continue;
    }
    // Two people before a plural verb: both words must be names (known ones count), so "Kafka i RabbitMQ" stays out.
    const second = subject[2]!;
    const secondAt = at + subject[0].indexOf(second, first.length);
    const isName = (w: string) => isFirstNameAnyCase(w) || mayBeUnlistedName(w);
    if (!isName(first) || !isName(second)) continue;
    if (!isFirstNameAnyCase(first)) out.push({ type: 'PERSON', start: at, end: at + first.length, score: SUBJECT_NAME_SCORE, source: 'subject-name' });
    if (!isFirstNameAnyCase(second)) out.push({ type: 'PERSON', start: secondAt, end: secondAt + second.length, score: SUBJECT_NAME_SCORE, source: 'subject-name' });
  }
}

/** Verbs of calling, writing and saying (folded): what no animal, season or thing does ("Zima dzwoniła", "Kowal napisał"). */
const TALKING_VERB_RE = /^(?:(?:za|od|prze)?dzwoni|(?:na|od|prze)?pisa[lł]|powiedzia|mowi|obieca|twierdzi|zapyta|poprosi|przeprosi|odpowiedzia)/;
/** A listed surname that is also a word, before a verb of calling or writing ("Zima dzwoniła rano"): the word's own
 * reading cannot do that. */
function surnameThatCalls(word: string, verb: string): boolean {
  const f = fold(word);
  return (isKnownSurname(word) || isLexiconSurnameNominative(word)) && TALKING_VERB_RE.test(verb) && !NOT_NAMES.has(f) && !PLACES.has(f) && !isRoleWord(word) && !isTechName([word]) && !isNotPersonWord(word);
}

/** A call or message to someone ("Oddzwoń do Siobhan", "napisz do Kwame"): the word after "do". Searched for from
 *  " do " and the verb read back from there (verbWordStart): anchored on every word start it cost ~25 µs a prompt. */
const TO_NAME_RE = / (?:do (\p{Lu}\p{Ll}{2,})|DO (\p{Lu}{4,}))(?![\p{L}\p{N}_@'’-])/gu;

/** Where the word of 4–14 letters ending at `end` starts, standing alone; -1 otherwise. */
function verbWordStart(text: string, end: number): number {
  let start = end, letters = 0;
  for (let k = classBefore(text, start); k & LETTER; k = classBefore(text, start)) {
    start -= unitsOf(k);
    letters++;
  }
  return letters < 4 || letters > 14 || (start > 0 && classBefore(text, start) & (NUMBER | UNDERSCORE)) ? -1 : start;
}

/** The verb before "do", lower-cased. */
const CALL_OR_WRITE_RE = /^(?:(?:za|od|prze)?dzwo[nń]|(?:na|od)?pis|wy(?:sł|sl|śl)|przeka[zż]|odezw)/;
/** Genitive endings a place takes after "do" ("do Londynu", "do Berlina", "do Pragi"). */
const PLACE_GENITIVE_RE = /(?:u|a|y|i)$/;

/**
 * The addressee of a call or message, a name no list has ("Oddzwoń do Siobhan"); not a place ("dzwonił do Londynu",
 * "do Berlina"): a word in "-u" or a listed place with a genitive ending is left alone.
 */
export function detectAddressees(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  if (!text.includes(' do ') && !text.includes(' DO ')) return;
  const re = TO_NAME_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const verbStart = verbWordStart(text, m.index);
    if (verbStart < 0) continue;
    const verb = text.slice(verbStart, m.index);
    const inCapitals = m[2] !== undefined; // "ZADZWOŃ DO SIOBHAN"
    const written = m[1] ?? m[2]!;
    // Not a neuter verb: an institution writing to a country ("Ministerstwo wysłało do Włoch").
    if (!CALL_OR_WRITE_RE.test(verb.toLowerCase()) || /ło$/i.test(verb)) continue;
    if (inCapitals && (LOWER_RE.test(verb) || !VOWEL_RE.test(written))) continue;
    const word = inCapitals ? capitalised(written) : written;
    const f = fold(word);
    if (f.endsWith('u') || PLACES.has(f.replace(PLACE_GENITIVE_RE, '')) || PLACES.has(f.replace(PLACE_GENITIVE_RE, 'a')) || PLACES.has(f + 'y')) continue;
    if (!mayBeUnlistedName(word)) continue;
    const start = m.index + m[0].length - word.length;
    out.push({ type: 'PERSON', start, end: start + word.length, score: SUBJECT_NAME_SCORE, source: 'addressee' });
  }
}

/** Introducing oneself at a message's start: "tu thiago pereira", "Z tej strony Oluwaseun". */
const INTRO_RE = /(?:^|[\n.,:;!?][ \t]*|(?:[Hh]ej|[Cc]ze[śs][ćc]|[Ss]iema|[Hh]alo|[Dd]zie[ńn] dobry|[Ww]itam),? )(?:[Tt]u|[Zz] tej strony) (\p{L}\p{Ll}{2,})(?: (\p{L}\p{Ll}{2,}(?:-\p{L}\p{Ll}+)?))?(?![\p{L}\p{N}_@.'’-])/gu;

/** What every match of INTRO_RE holds: a cheap test first, as most texts have neither. */
const INTRO_HINT_RE = /[Tt]u |[Zz] tej strony /;

/**
 * The name after "tu"/"z tej strony" opening a message, when no dictionary has it even with Polish letters put back
 * ("tu jest problem", "tu mieszkam" are words); a second word joins it when it is no dictionary word either or
 * looks like a surname.
 */
export function detectIntroductions(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  if (!INTRO_HINT_RE.test(text)) return;
  const re = INTRO_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const first = m[1]!;
    if (!(isFirstNameAnyCase(first) || isForeignWord(first))) continue;
    const start = m.index + m[0].length - (m[2] ? m[1]!.length + 1 + m[2].length : m[1]!.length);
    const second = m[2];
    const end = second && (isForeignWord(second) || looksLikeSurname(second)) ? start + first.length + 1 + second.length : start + first.length;
    out.push({ type: 'PERSON', start, end, score: SUBJECT_NAME_SCORE, source: 'introduction' });
  }
}

/** A word no dictionary has in any spelling, and no pronoun, role, group or place. */
function isForeignWord(word: string): boolean {
  const f = fold(word);
  if (NOT_NAMES.has(f) || PLACES.has(f) || isRoleWord(word) || isTechName([word]) || isNotPersonWord(word)) return false;
  return word.split('-').every((part) => !isDictionaryWordAnyDiacritics(part));
}

/** A word joined by "i"/"and" to a name ("od siobhan i liama", "Ingrid i Tendai"): after the name and before it. */
const JOINED_AFTER_RE = /^ (?:i|oraz|and|&) (\p{L}\p{Ll}{2,})(?![\p{L}\p{N}_@'’-])/u;
const JOINED_BEFORE_RE = /(?<![\p{L}\p{N}_@.'’-])(\p{L}\p{Ll}{2,}) (?:i|oraz|and|&) $/u;

/**
 * A word joined to a one-word name found by the rules before this one is a name too when it is written in the same
 * case and no dictionary has it, even with Polish letters put back ("pozdrowienia od siobhan i liama"): a list of
 * people. Call after the other PERSON rules, with their candidates in `out`.
 */
export function detectJoinedNames(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  const found = out.length;
  for (let i = 0; i < found; i++) {
    const c = out[i]!;
    if (c.type !== 'PERSON') continue;
    const name = text.slice(c.start, c.end);
    if (!/^\p{L}\p{Ll}+$/u.test(name)) continue;
    const lower = name[0] !== name[0]!.toUpperCase();
    const after = JOINED_AFTER_RE.exec(text.slice(c.end, c.end + 40));
    if (after && isJoinedName(after[1]!, lower)) {
      const start = c.end + after[0].length - after[1]!.length;
      out.push({ type: 'PERSON', start, end: start + after[1]!.length, score: SUBJECT_NAME_SCORE, source: 'joined-name' });
    }
    const before = JOINED_BEFORE_RE.exec(text.slice(Math.max(0, c.start - 40), c.start));
    if (before && isJoinedName(before[1]!, lower)) {
      const start = c.start - before[0].length;
      out.push({ type: 'PERSON', start, end: start + before[1]!.length, score: SUBJECT_NAME_SCORE, source: 'joined-name' });
    }
  }
}

function isJoinedName(word: string, lower: boolean): boolean {
  if ((word[0] !== word[0]!.toUpperCase()) !== lower) return false; // "Siobhan i liam": not one list
  if (isFirstNameAnyCase(word)) return false; // found by the first-name rules
  if (lower ? isDictionaryWordAnyDiacritics(word) : !mayBeUnlistedName(word)) return false;
  return !NOT_NAMES.has(fold(word)) && !PLACES.has(fold(word)) && !isRoleWord(word);
}
