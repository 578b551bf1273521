// PERSON by words that need no capital to be read as a name, for text typed all lowercase ("rozmawiałem
// wczoraj z tuwimem") or in ALL CAPS ("SPOTKANIE Z JANEM MODIGLIANIM") as much as for text as written
// (docs/pii-detection.md §6.3):
// - a word that is a form of a person's surname and of nothing else — no common word, no place, no
//   nationality (names/surname-forms.ts) — is a name by itself, in any case, with a first name or an
//   initial right before it; not after a street, saint or patron marker ("ul. mickiewicza", "IM. KOŚCIUSZKI");
// - in an ALL CAPS sentence, a first name followed by a surname-like word ("JAN KOWALSKI", "ANNĘ NOWAK"),
//   as person-recall.ts reads lowercase pairs; first names that are common words ("RÓŻA", "MAJA") are not.
import { classAt, HYPHEN_OR_APOSTROPHE_JOINS, LETTER, nextWord, PAIR, unitsOf, type Span } from '../char-class.js';
import { fold } from '../fold.js';
import { isFirstNameAnyCase } from '../names/dictionary.js';
import { FOLDED_HASH_START, foldedHash, foldedHashStep, mayBeNameForm, mayBeNameFormHash, NAME_ALONE, nameFormClass, NEXT_TO_NAME } from '../names/surname-forms.js';
import { isCaselessSurnameInPractice, mayBeNameInPracticeHash } from '../names/names-in-practice.js';
import { isKnownSurname, looksLikeSurname } from '../names/surnames.js';
import type { Candidate } from '../types.js';
import { isInstitutionWord } from '../institution-words.js';
import type { Detector } from './types.js';
import { sentenceEnds } from '../sentence-end.js';

export const SURNAME_FORM_SCORE = 0.5;
export const CAPS_PAIR_SCORE = 0.5;

// Words: \p{L}+(?:[-'’]\p{L}+)*, with hyphenated and apostrophe'd parts ("skłodowska-curie", "o'neill"), as
// char-class.ts nextWord (HYPHEN_OR_APOSTROPHE_JOINS) reads them.

/** Folded words after which a name names a street, square, school or saint, not a person. */
const PLACE_MARKERS: ReadonlySet<string> = new Set([
  'ul', 'ulica', 'ulicy', 'ulice', 'ulica', 'ulice', 'al', 'aleja', 'alei', 'aleje', 'pl', 'plac', 'placu', 'placem',
  'os', 'osiedle', 'osiedla', 'osiedlu', 'sw', 'swiety', 'swietego', 'swietej', 'swieta', 'swietym', 'im', 'imienia',
  'bl', 'rondo', 'ronda', 'rondzie', 'most', 'mostu', 'gen', 'kard', 'abp', 'bp', 'ks',
]);

interface Word { start: number; end: number; text: string; caps: boolean }

/**
 * Lowercase first-name forms that are common words ("maja", "róża", "wiktoria", "marek" the common noun
 * aside, "ala"): never read as a first name in a sentence without case.
 */
const COMMON_FIRST_NAME_FORMS: ReadonlySet<string> = new Set([
  'maja', 'mai', 'maje', 'maja', 'roza', 'rozy', 'roze', 'roza', 'lilia', 'lilii', 'jagoda', 'jagody', 'kalina',
  'kaliny', 'nadzieja', 'nadziei', 'roma', 'romy', 'pola', 'polo', 'wiktoria', 'wiara', 'wiary', 'mark', 'frank',
  'kuba', 'wit', 'wita', 'ida', 'idzie', 'ide', 'mieszko', 'mieszka', 'sylwester', 'sylwestra', 'oskar', 'oskara',
  'marka', 'marki', 'ani', 'dana', 'danie', 'dany', 'lila', 'mila', 'misia', 'gracja', 'bogu', 'luka', 'luki',
  'wiki', 'arka', 'wice', 'lew', 'max', 'maks', 'ala', 'ola', 'ewa', 'ewy', 'ewie', 'ewe', 'bogdan', 'marzena',
]);

/**
 * Whether a span is one word, all lowercase or all capitals, that is a first name and a common word
 * ("róża", "MAJA", "wiktoria"): without case or context it is read as the word.
 */
export function isCommonWordFirstName(span: string): boolean {
  if (!/^\p{L}+$/u.test(span) || (span.toLowerCase() !== span && span.toUpperCase() !== span)) return false;
  return COMMON_FIRST_NAME_FORMS.has(fold(span));
}

export const detectCaselessNames: Detector = (scan, out) => detect(scan.text, out, true);

/** detectCaselessNames reading every sentence whole, without mayHoldName passing any over (for the test that
 * compares the two). */
export const detectCaselessNamesInEverySentence: Detector = (scan, out) => detect(scan.text, out, false);

function detect(text: string, out: Candidate[], passOver: boolean): void {
  // Where a sentence may end (sentence-end.ts), not after an initial.
  const ends = sentenceEnds(text);
  let from = 0;
  for (let e = 0; ; e += 2) {
    const last = e >= ends.length;
    if (!last && afterInitial(text, ends[e]!, ends[e + 1]!)) continue; // "s. karwowski", "J. KOWALSKI"
    const to = last ? text.length : ends[e]!;
    if (to > from && (!passOver || mayHoldName(text, from, to))) sentence(text, from, to, out);
    if (last) break;
    from = ends[e + 1]!;
  }
}

/** Whether a sentence end text[at, end) is a full stop closing a one-letter word (an initial), not a sentence. */
function afterInitial(text: string, at: number, end: number): boolean {
  if (end - at !== 1 || text.charCodeAt(at) !== 46 || at < 1 || !LETTER_RE.test(text[at - 1]!)) return false;
  return at < 2 || !LETTER_RE.test(text[at - 2]!);
}
const LETTER_RE = /\p{L}/u;

/**
 * Whether the sentence text[from, to) can hold a finding of sentence(): a word that is a surname form
 * alone, or no word with a lower-case letter (ALL CAPS). Most sentences of text as written have neither
 * and are passed over here: one pass over the units, each word's hash (surname-forms.ts) taken as it is
 * read, no word cut out; the words are read as nextWord reads them.
 */
function mayHoldName(text: string, from: number, to: number): boolean {
  let lower = false, long = false, capsBefore = false;
  // Up to the sentence's end only: a sentence without letters must not look on for the next one ('. . . .'
  // repeated would read the rest of the text once per full stop).
  for (let p = from; p < to;) {
    let k = classAt(text, p);
    if (!(k & LETTER)) { p += unitsOf(k); continue; }
    const start = p;
    let h = FOLDED_HASH_START;
    let wordLower = false;
    for (;;) {
      for (; k & LETTER; k = classAt(text, p)) {
        if (k & PAIR) return true; // an astral letter: left to sentence() to read
        const c = text.charCodeAt(p++);
        h = foldedHashStep(h, c);
        if (!wordLower && changesInCapitals(c)) lower = wordLower = true;
      }
      const c = text.charCodeAt(p);
      if (!(c === 45 || c === 39 || c === 0x2019) || !(classAt(text, p + 1) & LETTER)) break;
      h = foldedHashStep(h, c);
      k = classAt(text, ++p);
    }
    if (p - start >= 4 && mayBeNameFormHash(h) && nameFormClass(text.slice(start, p)) === NAME_ALONE) return true;
    if (p - start >= 4 && mayBeNameInPracticeHash(h) && isCaselessSurnameInPractice(text.slice(start, p))) return true;
    if (p - start > 1) long = true;
    // Two words of three letters or more in capitals in a row: a name in capitals may be among them.
    const caps = !wordLower && p - start >= 3;
    if (caps && capsBefore) return true;
    capsBefore = caps;
  }
  return !lower && long;
}
/** The word nextWord found last. */
const WORD_SPAN: Span = { start: 0, end: 0 };

/** Per UTF-16 unit outside the surrogates: 2 when toUpperCase() changes it, 1 when not, 0 not yet known. A word
 * is changed by toUpperCase() when one of its units is: the mapping depends on no context. */
const IN_CAPITALS = new Uint8Array(0x10000);
function changesInCapitals(c: number): boolean {
  let k = IN_CAPITALS[c]!;
  if (k === 0) {
    const s = String.fromCharCode(c);
    k = IN_CAPITALS[c] = s.toUpperCase() !== s ? 2 : 1;
  }
  return k === 2;
}

/** Whether toUpperCase() changes `word`, which is text[start, end). */
function changedInCapitals(text: string, start: number, end: number, word: string): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdfff) return word.toUpperCase() !== word;
    if (changesInCapitals(c)) return true;
  }
  return false;
}

/** The rules over one sentence text[from, to). */
function sentence(text: string, from: number, to: number, out: Candidate[]): void {
  const words: Word[] = [];
  let lower = 0;
  const span = WORD_SPAN;
  for (let at = from; nextWord(text, at, HYPHEN_OR_APOSTROPHE_JOINS, span) && span.start < to; at = span.end) {
    const w = text.slice(span.start, span.end);
    const changed = changedInCapitals(text, span.start, span.end, w);
    if (changed) lower++;
    words.push({ start: span.start, end: span.end, text: w, caps: !changed });
  }
  if (words.length === 0) return;
  const allCaps = lower === 0 && words.some((w) => w.text.length > 1);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.text.length >= 4 && nameAlone(text, w) && !glued(text, w) && !afterPlaceMarker(text, words, i)) {
      let first = i, last = i;
      while (first > 0 && continuesLeft(text, words, first)) first--;
      while (last + 1 < words.length && words[last + 1]!.start === words[last]!.end + 1 && text.charCodeAt(words[last]!.end) === 32 &&
        nameWordAfter(words[last + 1]!.text) && !glued(text, words[last + 1]!)) last++;
      const start = words[first]!.start, end = words[last]!.end;
      if (!patronOfInstitution(text, words, first) && !found(out, start, end)) {
        out.push({ type: 'PERSON', start, end, score: SURNAME_FORM_SCORE, source: 'surname-form' });
      }
      i = last;
      continue;
    }
    // A name in capitals reads the same in a sentence as written ("paczka dla ZBIGNIEW SZCZEPANIAK").
    if (i + 1 < words.length && (allCaps || (w.caps && words[i + 1]!.caps && !nextToCapitals(words, i))) && capsPair(text, w, words[i + 1]!)
      && !patronOfInstitution(text, words, i)) {
      out.push({ type: 'PERSON', start: w.start, end: words[i + 1]!.end, score: CAPS_PAIR_SCORE, source: 'caps-pair' });
      i++;
    }
  }
}

/** Whether a word is a name by itself: a surname form that is nothing else, or, typed without case, one that
 * text writes as a name in practice ("nowakiem", names-in-practice.ts). */
function nameAlone(text: string, w: Word): boolean {
  if (mayBeNameForm(text, w.start, w.end) && nameFormClass(w.text) === NAME_ALONE) return true;
  // Most words are ruled out by their hash, without the copies isCaselessSurnameInPractice makes (as mayHoldName).
  return mayBeNameInPracticeHash(foldedHash(w.text)) && isCaselessSurnameInPractice(w.text);
}

/** Whether the capitals of words[i] and words[i + 1] run on into a heading ("UMOWA JAN KOWALSKI SP"): the
 * word before or after the pair is in capitals too (a name of three capitalised words is left to ALL CAPS text). */
function nextToCapitals(words: readonly Word[], i: number): boolean {
  const before = words[i - 1], after = words[i + 2];
  return (before !== undefined && before.caps && before.text.length > 1) || (after !== undefined && after.caps && after.text.length > 1);
}

/** Whether the words before words[first] (up to three, one space apart) open an institution's name
 * ("Uniwersytet Mikołaja Kopernika", "szkoła im. …"): the name is its patron. */
function patronOfInstitution(text: string, words: readonly Word[], first: number): boolean {
  for (let k = first - 1; k >= 0 && k >= first - 3; k--) {
    if (!/^\.? $/.test(text.slice(words[k]!.end, words[k + 1]!.start))) return false;
    if (isInstitutionWord(words[k]!.text)) return true;
  }
  return false;
}

/** Whether another PERSON rule already found a span covering [start, end). */
function found(out: readonly Candidate[], start: number, end: number): boolean {
  return out.some((c) => c.type === 'PERSON' && c.start <= start && end <= c.end);
}

/** A first name in capitals, one space, then a surname-like word that is no first name itself. */
function capsPair(text: string, first: Word, next: Word): boolean {
  if (next.start !== first.end + 1 || text.charCodeAt(first.end) !== 32) return false;
  if (first.text.length < 3 || !isFirstNameAnyCase(first.text) || isFirstNameAnyCase(next.text)) return false;
  // A first name that is also a common word ("MAJA", "RÓŻA") only before a listed surname or a surname form.
  if (COMMON_FIRST_NAME_FORMS.has(fold(first.text))) {
    return isKnownSurname(next.text) || nameFormClass(next.text) === NAME_ALONE || doubleBarrelled(next.text);
  }
  // A double-barrelled surname whose second part is also a word ("WOŹNIAK-ZIMA") goes by its first part.
  const dash = next.text.indexOf('-');
  return looksLikeSurname(next.text) || nameFormClass(next.text) !== 0 || (dash >= 3 && next.text.length - dash > 2 && looksLikeSurname(next.text.slice(0, dash)));
}

/** A double-barrelled surname whose parts each look like one ("KRÓL-SZYMAŃSKA"): no common word is written so. */
function doubleBarrelled(word: string): boolean {
  const parts = word.split('-');
  return parts.length === 2 && parts.every((p) => p.length >= 3 && looksLikeSurname(p));
}

/** A first-name form in any case that is not also a common word. */
function isFirstName(word: string): boolean {
  return word.length >= 3 && isFirstNameAnyCase(word) && !COMMON_FIRST_NAME_FORMS.has(fold(word));
}

/**
 * Whether the word before words[i] belongs to the name words[i] is part of: a first name or another name
 * form one space before it ("jan tuwim", "giovanni falcone"), or an initial ("s. karwowski").
 */
function continuesLeft(text: string, words: readonly Word[], i: number): boolean {
  const prev = words[i - 1]!, w = words[i]!;
  const gap = text.slice(prev.end, w.start);
  if (glued(text, prev)) return false;
  if (gap === '. ' || gap === '.') return prev.text.length === 1;
  return gap === ' ' && (isFirstName(prev.text) || nameFormClass(prev.text) >= NEXT_TO_NAME);
}

/** A word after a name that continues it: another name form, a listed surname or a first name ("nowak anna"). */
function nameWordAfter(word: string): boolean {
  return nameFormClass(word) >= NEXT_TO_NAME || isKnownSurname(word) || isFirstName(word);
}

/**
 * Whether a word is glued to a path, an address, a handle or a number ("/books/hitler/", "goebbels.pdf",
 * "@nowak", "nowak_1"): part of something else, which other rules read.
 */
function glued(text: string, w: Word): boolean {
  const before = text[w.start - 1], after = text[w.end];
  if (before !== undefined && /[/@_#.\p{N}]/u.test(before)) return true;
  return after !== undefined && (/[/@_\p{N}]/u.test(after) || (after === '.' && LETTER_RE.test(text[w.end + 1] ?? '')));
}

/** Whether the word before words[i] (a dot allowed after it) marks a street, saint or patron ("ul. mickiewicza"). */
function afterPlaceMarker(text: string, words: readonly Word[], i: number): boolean {
  const m = MARKER_BEFORE_RE.exec(text.slice(Math.max(0, words[i]!.start - 16), words[i]!.start));
  return m !== null && PLACE_MARKERS.has(fold(m[1]!));
}
const MARKER_BEFORE_RE = /(?<!\p{L})(\p{L}+)\.? $/u;
