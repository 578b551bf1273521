// PERSON: a capitalised word no list knows, as the subject of something people do ("Siobhan odpisała wczoraj",
// "Thiago przyjdzie jutro", "Kwame powiedział", "Aoife wrote back", "Rajesh i Priya … dołączą"). The first-name
// lists cannot hold every name a foreign colleague or customer has; a word that is no Polish dictionary word,
// written with a capital, right before a verb of calling, writing, saying, coming or sending, is such a name.
// Kept out: dictionary words ("Kurier dzwonił", "Szefowa pisała"), role and desk words, English pronouns and
// group words ("Everyone said", "Support replied"), and places that act in news ("Moskwa wysłała", "Rosja",
// words in -ja/-ia); verbs that institutions and states do as often as people ("prosi", "chce", "twierdzi",
// "odpowiedział", "zapowiedział") are not on the list.
import type { ScanText } from '../context.js';
import { isDictionaryWord, isDictionaryWordAnyDiacritics } from '../dictionary-words.js';
import { fold } from '../fold.js';
import { isRoleWord } from '../label-words.js';
import { isFirstNameAnyCase } from '../names/dictionary.js';
import { anyDiacritics, PLURAL_PERSON_VERBS, SINGULAR_PERSON_VERBS } from '../person-verbs.js';
import type { Candidate } from '../types.js';

export const SUBJECT_NAME_SCORE = 0.5;

/** An adverb or negation between the name and the verb ("Mehmet nie odbiera", "Thiago jutro przyjdzie"). */
const BETWEEN = String.raw`(?:(?:nie|te[żz]|ju[żz]|w[łl]a[śs]nie|dzi[śs]|dzisiaj|jutro|wczoraj|znowu|zn[óo]w|chyba|pewnie|jeszcze|just|already|also) )?`;

// Group 1: a singular verb, group 2: a plural one.
const VERB_RE = new RegExp(anyDiacritics(String.raw`(?<![\p{L}\p{N}_])(?:(${SINGULAR_PERSON_VERBS})|(${PLURAL_PERSON_VERBS}))(?![\p{L}\p{N}_])`), 'gu');
/** The capitalised subject right before the verb (and an adverb); the word must stand alone. */
const SUBJECT_BEFORE_RE = new RegExp(String.raw`(?<![\p{L}\p{N}_@.'’-])(\p{Lu}\p{Ll}{2,}) ${BETWEEN}$`, 'u');
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
]);
/** Foreign capitals and countries in their Polish names that news writes as actors ("Pekin odpowiedział"). */
const PLACES: ReadonlySet<string> = new Set([
  'ukraina', 'litwa', 'lotwa', 'bialorus', 'kanada', 'ameryka', 'korea', 'chiny', 'niemcy', 'czechy', 'wegry', 'wlochy',
  'moskwa', 'pekin', 'bruksela', 'waszyngton', 'kijow', 'berlin', 'londyn', 'paryz', 'rzym', 'madryt', 'wieden', 'praga',
  'tokio', 'ankara', 'teheran', 'kreml', 'strasburg', 'genewa', 'haga', 'minsk', 'wilno', 'ryga', 'tallin', 'budapeszt',
  'bratyslawa', 'warszawa', 'krakow', 'bialy', 'watykan', 'izrael', 'iran', 'irak', 'egipt', 'kair',
]);
/** Street, saint and patron markers: a name after them names a place ("ul. Kwame Nkrumaha"). */
const PLACE_MARKER_BEFORE_RE = /(?:^|[^\p{L}])(?:ul|al|pl|os|św|im|bł)\.? $/u;

/** Whether a capitalised word may be a name no list has: no dictionary word, role, pronoun, group or place. */
function mayBeUnlistedName(word: string): boolean {
  const f = fold(word);
  if (NOT_NAMES.has(f) || PLACES.has(f) || isRoleWord(word)) return false;
  if (/(?:ja|ia)$/.test(f) && !isFirstNameAnyCase(word)) return false; // "Rosja", "Francja", "Słowenia"
  return !isDictionaryWord(word);
}

export function detectSubjectNames(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  const re = VERB_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const from = Math.max(0, m.index - 120);
    const before = text.slice(from, m.index);
    const subject = (m[1] !== undefined ? SUBJECT_BEFORE_RE : PAIR_BEFORE_RE).exec(before);
    if (!subject) continue;
    const at = from + subject.index;
    if (PLACE_MARKER_BEFORE_RE.test(text.slice(Math.max(0, at - 5), at))) continue;
    const first = subject[1]!;
    if (m[1] !== undefined) {
      if (mayBeUnlistedName(first)) out.push({ type: 'PERSON', start: at, end: at + first.length, score: SUBJECT_NAME_SCORE, source: 'subject-name' });
      continue;
    }
    // Two people before a plural verb: both words must be names (known ones count), so "Kafka i RabbitMQ" stays out.
    const second = subject[2]!;
    const secondAt = at + subject[0].indexOf(second, first.length);
    const isName = (w: string) => isFirstNameAnyCase(w) || mayBeUnlistedName(w);
    if (!isName(first) || !isName(second)) continue;
    out.push({ type: 'PERSON', start: at, end: at + first.length, score: SUBJECT_NAME_SCORE, source: 'subject-name' });
    out.push({ type: 'PERSON', start: secondAt, end: secondAt + second.length, score: SUBJECT_NAME_SCORE, source: 'subject-name' });
  }
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
  if (lower ? isDictionaryWordAnyDiacritics(word) : !mayBeUnlistedName(word)) return false;
  return !NOT_NAMES.has(fold(word)) && !PLACES.has(fold(word)) && !isRoleWord(word);
}
