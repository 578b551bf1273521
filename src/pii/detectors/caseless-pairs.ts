// PERSON and LOCATION in sentences typed without case (all lower case or ALL CAPS), from the declension
// lexicon (morph/lexicon.ts: PoliMorf's first names, surnames and places) and the words around them
// (docs/pii-detection.md §6.3):
// - a first name followed by a word the lexicon lists as a surname in the same gender and case ("tomasza
//   łapana", "JANUSZ STOPA", "irena nalewaj"): the first name's case and gender vouch for a surname that is
//   also a common word, which no rule reads alone; not a patron after a street, saint or institution marker;
// - a place form the dictionary has no lower-case reading of, after a preposition that governs the form's
//   case ("z siemianowic", "we wronkach", "koło mosiny"), with a second word when the two decline as one
//   place name ("w polanicy zdroju");
// - "polski" after a preposition that governs the genitive ("do polski", "z polski") or after a noun no
//   masculine nominative ends like ("reprezentacja polski", "historii polski"): there the adjective would
//   have to be declined, so the word is the country.
// Sentences with case are passed over after their first two letters: the model and the other rules read
// names by their capitals there.
import { HYPHEN_OR_APOSTROPHE_JOINS, nextWord, type Span } from '../char-class.js';
import type { ScanText } from '../context.js';
import { isDictionaryWord } from '../dictionary-words.js';
import { fold } from '../fold.js';
import { loadLexicon } from '../morph/lexicon.js';
import { analyzePlaceName } from '../morph/place-names.js';
import type { Gender, GrammaticalCase, NameKind } from '../morph/types.js';
import { isSurnameForm } from '../names/surname-forms.js';
import { looksLikeSurname } from '../names/surnames.js';
import type { Candidate } from '../types.js';
import { isCommonWordFirstName } from './caseless-names.js';
import { isOrganizationHead } from './organization-shapes.js';
import { sentenceEnds } from '../sentence-end.js';

export const CASELESS_PAIR_SCORE = 0.5;
export const CASELESS_PLACE_SCORE = 0.5;

interface Word { start: number; end: number; text: string; lower: string }


/** Whether text[from, to) has letters and none of them is both lower and upper case among its words
 * (a sentence as written starts with a capital and a lower-case letter and is left at once). */
function caseless(text: string, from: number, to: number): boolean {
  let seen = 0;
  for (let i = from; i < to; i++) {
    seen |= letterCase(text.charCodeAt(i));
    if (seen === (LOWER | UPPER)) return false;
  }
  return seen !== 0;
}

const LOWER = 1, UPPER = 2, NO_CASE = 4;
/** Per UTF-16 unit: LOWER when toUpperCase() changes it, UPPER when toLowerCase() does, NO_CASE when neither;
 * 0 not yet known. Only the flags LOWER and UPPER are returned. */
const UNIT_CASE = new Uint8Array(0x10000);
function letterCase(c: number): number {
  let k = UNIT_CASE[c]!;
  if (k === 0) {
    const ch = String.fromCharCode(c);
    k = UNIT_CASE[c] = ch.toUpperCase() !== ch ? LOWER : ch.toLowerCase() !== ch ? UPPER : NO_CASE;
  }
  return k & (LOWER | UPPER);
}

/** Runs `rule` over each sentence of the text that is typed without case. */
function eachCaselessSentence(text: string, rule: (words: Word[]) => void): void {
  // Where a sentence may end (sentence-end.ts).
  const ends = sentenceEnds(text);
  let from = 0;
  for (let e = 0; ; e += 2) {
    const last = e >= ends.length;
    if (!last && ends[e + 1]! - ends[e]! === 1 && text.charCodeAt(ends[e]!) === 46 && afterInitial(text, ends[e]!)) continue; // "n. abercrombie", "J. KOWALSKI"
    const to = last ? text.length : ends[e]!;
    if (to - from > 3 && caseless(text, from, to)) rule(wordsOf(text, from, to));
    if (last) break;
    from = ends[e + 1]!;
  }
}

/** Whether the full stop at `at` closes a one-letter word (an initial). */
function afterInitial(text: string, at: number): boolean {
  return at >= 1 && LETTER_RE.test(text[at - 1]!) && (at < 2 || !LETTER_RE.test(text[at - 2]!));
}
const LETTER_RE = /\p{L}/u;

const WORD: Span = { start: 0, end: 0 };
function wordsOf(text: string, from: number, to: number): Word[] {
  const words: Word[] = [];
  for (let at = from; nextWord(text, at, HYPHEN_OR_APOSTROPHE_JOINS, WORD) && WORD.start < to; at = WORD.end) {
    const w = text.slice(WORD.start, WORD.end);
    words.push({ start: WORD.start, end: WORD.end, text: w, lower: w.toLowerCase() });
  }
  return words;
}

/** Whether two words are one space apart. */
function adjacent(text: string, a: Word, b: Word): boolean {
  return b.start === a.end + 1 && text.charCodeAt(a.end) === 32;
}

/** Whether a word is glued to a path, an address, a handle or a number (part of something else). */
function glued(text: string, w: Word): boolean {
  const before = text[w.start - 1], after = text[w.end];
  return (before !== undefined && /[/@_#\p{N}]/u.test(before)) || (after !== undefined && /[/@_\p{N}]/u.test(after));
}

interface Reading { kind: NameKind; gender: Gender; cases: readonly GrammaticalCase[] }
function readings(lower: string, kind: NameKind): Reading[] {
  const out: Reading[] = [];
  for (const { entry, cases } of loadLexicon().readingsOf(lower)) if (entry.kind === kind) out.push({ kind, gender: entry.gender, cases });
  return out;
}

/** Whether some reading of `a` and some of `b` share a gender and a case other than the vocative (a name
 * called out is seldom followed by a surname, and "maju" is also the month). */
function agree(a: readonly Reading[], b: readonly Reading[]): boolean {
  return a.some((x) => b.some((y) => x.gender === y.gender && x.cases.some((c) => c !== 'voc' && y.cases.includes(c))));
}

/** A consonant-final or -o surname is also a woman's, unchanged in every case (Anna Karcz, Irena Nalewaj). */
function surnameReadings(lower: string): Reading[] {
  const out = readings(lower, 'surname');
  for (const r of [...out]) {
    if (r.gender === 'm' && r.cases.includes('nom') && /[^aąeęiuyó]$/u.test(lower)) out.push({ kind: 'surname', gender: 'f', cases: ['nom', 'gen', 'dat', 'acc', 'inst', 'loc', 'voc'] });
  }
  return out;
}

/** PERSON: a first name and a surname of the lexicon that agree, in a sentence without case. */
export function detectCaselessPairs(scan: ScanText, out: Candidate[], afterMarker: (scan: ScanText, start: number) => boolean): void {
  const text = scan.text;
  eachCaselessSentence(text, (words) => {
    for (let i = 0; i + 1 < words.length; i++) {
      const a = words[i]!, b = words[i + 1]!;
      if (a.text.length < 3 || b.text.length < 3 || !adjacent(text, a, b) || glued(text, a) || glued(text, b)) continue;
      const first = readings(a.lower, 'first');
      if (first.length === 0) continue;
      // A short first name that is also a word ("sam", "ida") reads as the word: "sam pan", "sam kawałek".
      if (isCommonWordFirstName(a.text) || (a.text.length <= 3 && isDictionaryWord(a.lower))) continue;
      const surname = surnameReadings(b.lower);
      if (surname.length === 0 || !agree(first, surname) || afterMarker(scan, a.start)) continue;
      out.push({ type: 'PERSON', start: a.start, end: b.end, score: CASELESS_PAIR_SCORE, source: 'caseless-pair' });
      i++;
    }
    listedNames(text, words, out);
    initialNames(scan, words, out, afterMarker);
  });
}

/**
 * An initial and a word that reads as a surname and as nothing else ("n. abercrombie", "W. STABROWSKI",
 * "k. f. schinkla"): a listed or surname-shaped word or a PoliMorf surname form, or a word the dictionary
 * does not know that names no place ("k. mosiny" is "koło Mosiny"), that one only with a space after the dot
 * ("a.png" is a file). Not after a number or a Roman numeral ("1992 r.", "xix w."), nor a street, saint or
 * patron, nor inside a path or an address ("example.com/a.png").
 */
function initialNames(scan: ScanText, words: readonly Word[], out: Candidate[], afterMarker: (scan: ScanText, start: number) => boolean): void {
  const text = scan.text;
  for (let i = 0; i + 1 < words.length; i++) {
    const initial = words[i]!;
    if (initial.text.length !== 1 || text[initial.end] !== '.') continue;
    let j = i + 1;
    const second = words[j]!;
    if (second.text.length === 1 && text[second.end] === '.' && second.start - initial.end <= 2) j++;
    const w = words[j];
    if (!w || w.start - words[j - 1]!.end > 2 || text.slice(words[j - 1]!.end, w.start).trim() !== '.') continue;
    if (w.text.length < 3 || glued(text, w) || glued(text, initial) || afterNumber(text, words, i) || afterMarker(scan, initial.start)) continue;
    const surname = looksLikeSurname(w.text) || isSurnameForm(w.text) || (readings(w.lower, 'surname').length > 0 && !isDictionaryWord(w.lower));
    // Without a space after the dot an unknown word is as often a file's extension ("a.png", "raport b.docx"), and a
    // word of the language an abbreviation's ("j.polski" is the school subject).
    if (text[w.start - 1] === '.' && (!surname || isDictionaryWord(w.lower))) continue;
    // "k." is as often "koło" before a village no list knows ("k. kromolic"): only a surname after it.
    if (!surname && (initial.lower === 'k' || isDictionaryWord(w.lower) || readings(w.lower, 'place').length > 0 || readings(w.lower, 'first').length > 0)) continue;
    out.push({ type: 'PERSON', start: initial.start, end: w.end, score: CASELESS_PAIR_SCORE, source: 'caseless-initial' });
    i = j;
  }
}

/** Whether the word before words[i] is a number or a Roman numeral ("1992 r.", "xix w."). */
function afterNumber(text: string, words: readonly Word[], i: number): boolean {
  const before = text.slice(Math.max(0, words[i]!.start - 12), words[i]!.start);
  return /(?:\p{N}|(?<!\p{L})[ivxlcdm]{2,})[\s.]*$/iu.test(before);
}

/** Conjunctions that join the items of a list. */
const LIST_CONJUNCTIONS: ReadonlySet<string> = new Set(['i', 'oraz', 'lub', 'albo', 'and']);
/** Whether text[from, to), between two words, closes a list item: a comma, semicolon, colon, bracket, dash,
 * or a hyphen between spaces. */
function itemGap(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 44 || c === 59 || c === 58 || c === 40 || c === 41 || c === 91 || c === 93 || c === 0x2013 || c === 0x2014) return true;
    if (c === 45 && i > from && i + 1 < to && text.charCodeAt(i - 1) === 32 && text.charCodeAt(i + 1) === 32) return true;
  }
  return false;
}

/**
 * A list whose items are two words each, a first name first ("sebastian bugla, krzysztof mazur, janusz
 * stopa"): once two items are such pairs, each is a name, whatever its second word is (a surname no list
 * knows, or one that is a common word). The first name must be no dictionary word ("ani", "stan" open
 * lists of nouns: "ani dumy, ani troski").
 */
function listedNames(text: string, words: readonly Word[], out: Candidate[]): void {
  const items: Array<[Word, Word]> = [];
  let itemStart = 0;
  for (let i = 0; i <= words.length; i++) {
    const w = words[i];
    const closes = w === undefined || LIST_CONJUNCTIONS.has(w.lower) || (i > 0 && itemGap(text, words[i - 1]!.end, w.start));
    if (!closes) continue;
    const length = i - itemStart;
    if (length === 2) {
      const a = words[itemStart]!, b = words[itemStart + 1]!;
      if (a.text.length >= 3 && b.text.length >= 3 && adjacent(text, a, b) && !glued(text, a) && !glued(text, b) &&
        /^\p{L}+$/u.test(a.text) && !isCommonWordFirstName(a.text) && !isDictionaryWord(a.lower) && readings(a.lower, 'first').length > 0) {
        items.push([a, b]);
      }
    }
    itemStart = w !== undefined && LIST_CONJUNCTIONS.has(w.lower) ? i + 1 : i;
  }
  if (items.length < 2) return;
  for (const [a, b] of items) out.push({ type: 'PERSON', start: a.start, end: b.end, score: CASELESS_PAIR_SCORE, source: 'caseless-list' });
}

/** Prepositions and the case of the place name they govern. */
const PLACE_PREPOSITIONS: ReadonlyMap<string, GrammaticalCase> = new Map([
  ['z', 'gen'], ['ze', 'gen'], ['do', 'gen'], ['spod', 'gen'], ['koło', 'gen'], ['k', 'gen'], ['w', 'loc'], ['we', 'loc'],
  ['pod', 'inst'], ['nad', 'inst'],
]);
/** Prepositions after which "polski" is the country's genitive, not the adjective. */
const GENITIVE_PREPOSITIONS: ReadonlySet<string> = new Set(['do', 'z', 'ze', 'od', 'dla', 'spoza', 'wokół', 'dookoła', 'u', 'bez', 'koło', 'obok', 'oprócz', 'według', 'wzdłuż', 'naprzeciw']);

/**
 * Whether a word before "polski" makes it the country's genitive: a dictionary word of four letters or more
 * with an ending no masculine noun in the nominative has ("reprezentacja polski", "historii polski",
 * "mistrzostw polski", "prezydenta polski"; an adjective "polski" follows only such a noun: "język polski").
 */
function nounBeforeCountry(w: Word): boolean {
  // An organization's head noun opens its name instead ("konfederacja polski niepodległej", "związku polski").
  return w.text.length >= 4 && GENITIVE_NOUN_ENDING_RE.test(w.lower) && isDictionaryWord(w.lower) && !isOrganizationHead(w.text);
}
const GENITIVE_NOUN_ENDING_RE = /(?:a|i|u|ów|stw)$/u;

/** LOCATION: a place form after a preposition governing its case, in a sentence without case. */
export function detectCaselessPlaces(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  eachCaselessSentence(text, (words) => {
    for (let i = 0; i + 1 < words.length; i++) {
      const p = words[i]!, w = words[i + 1]!;
      if (!adjacent(text, p, w) && !(p.lower === 'k' && text.slice(p.end, w.start) === '. ')) continue;
      if (glued(text, w)) continue;
      if (w.lower === 'polski' && (GENITIVE_PREPOSITIONS.has(p.lower) || nounBeforeCountry(p))) {
        out.push({ type: 'LOCATION', start: w.start, end: w.end, score: CASELESS_PLACE_SCORE, source: 'caseless-place' });
        i++;
        continue;
      }
      const governed = PLACE_PREPOSITIONS.get(p.lower);
      if (governed === undefined || w.text.length < 3 || isDictionaryWord(w.lower)) continue;
      if (!readings(w.lower, 'place').some((r) => r.cases.includes(governed))) continue;
      let end = w.end;
      const next = words[i + 2];
      if (next && adjacent(text, w, next) && !glued(text, next) && fold(next.lower).length >= 3 &&
        analyzePlaceName(`${w.lower} ${next.lower}`).some((r) => r.cases.includes(governed))) {
        end = next.end;
        i++;
      }
      out.push({ type: 'LOCATION', start: w.start, end, score: CASELESS_PLACE_SCORE, source: 'caseless-place' });
      i++;
    }
  });
}
