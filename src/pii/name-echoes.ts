// A name found once is the same name where it comes back: "Jan Kowalski … kowalskiemu", "MANIUŚ … Maniusia".
// A text names a person in full once and then by the surname alone, in other case forms and often in
// another case style (chat, transcripts, ALL CAPS headings), where nothing else marks it as a name. After
// resolution, each name-like word of an accepted PERSON span (a first name or surname that is no common word)
// is looked for again in the same text, in any case and case form; an occurrence that no entity covers, and
// that is the same form or itself name-like, becomes a PERSON too (docs/pii-detection.md §7). In text typed in
// one case (chat, ALL CAPS), where a name looks like any word, a person's words that no dictionary knows echo
// too once read as a person twice, and a word read as a person three times echoes in that same form.
import { HYPHEN_JOINS, LETTER, nextWord, unitClass, type Span } from './char-class.js';
import { isDictionaryWord } from './dictionary-words.js';
import { fold, foldText } from './fold.js';
import { marriedNameStem } from './detectors/married-name-forms.js';
import { isNominativeFirstName } from './detectors/list-item-names.js';
import { isFirstNameAnyCase } from './names/dictionary.js';
import { isLexiconSurnameNominative } from './names/lexicon-surnames.js';
import { nameFormClass, NOT_NAME } from './names/surname-forms.js';
import { isKnownSurname, isSurnameShaped } from './names/surnames.js';
import { isCommonFoldedForm } from './names/common-name-forms.js';
import type { Candidate } from './types.js';
import { covered } from './ordered-entities.js';

export const ECHO_SCORE = 0.45;
/** How many times a caseless dictionary word must be read as a person before its form is one (see echoes). */
const DICT_MIN = 3;

/** Case endings of Polish nouns and adjectives, longest first: what is cut off to compare two forms. */
const ENDINGS = ['iego', 'iemu', 'owie', 'owi', 'ami', 'ach', 'ego', 'emu', 'iem', 'iej', 'ich', 'imi', 'ów', 'om', 'ej',
  'em', 'ie', 'im', 'ym', 'ą', 'ę', 'a', 'u', 'y', 'i', 'o', 'e'].map(fold);
/** Soft consonants written with "i" before a vowel ("Maniuś" → "Maniusia"): the stem's last letter. */
const SOFT: Readonly<Record<string, string>> = { si: 's', ci: 'c', ni: 'n', zi: 'z', dzi: 'dz' };
const MIN_STEM = 4;

/** ENDINGS and SOFT's pairs by their last letter, each group in its list's order: a word is compared only with
 * those that can end it. */
const ENDINGS_BY_LAST = byLastUnit(ENDINGS.map((e) => [e, e] as const));
const SOFT_BY_LAST = byLastUnit(Object.entries(SOFT));
const NONE: readonly (readonly [string, string])[] = [];
function byLastUnit<T extends readonly [string, string]>(list: readonly T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const pair of list) {
    const last = pair[0].charCodeAt(pair[0].length - 1);
    const group = out.get(last);
    if (group) group.push(pair); else out.set(last, [pair]);
  }
  return out;
}

/** The folded word without its case ending ("kowalskiego" → "kowalsk", "maniusia" → "manius"). */
export function nameStem(word: string): string {
  return stemOfFolded(fold(word));
}

/** nameStem of a word given folded. */
function stemOfFolded(f: string): string {
  let stem = f;
  for (const [e] of ENDINGS_BY_LAST.get(f.charCodeAt(f.length - 1)) ?? NONE) {
    if (f.length - e.length >= MIN_STEM && f.endsWith(e)) { stem = f.slice(0, -e.length); break; }
  }
  for (const [soft, hard] of SOFT_BY_LAST.get(stem.charCodeAt(stem.length - 1)) ?? NONE) {
    if (stem.endsWith(soft) && stem.length - soft.length + hard.length >= MIN_STEM) return stem.slice(0, -soft.length) + hard;
  }
  return stem;
}

/** Words as `\p{L}+(?:-\p{L}+)*` finds them (char-class.ts nextWord). */
const WORD: Span = { start: 0, end: 0 };

/** Folded words that are never a name's echo, whatever a span held: titles, particles, common short words. */
const NEVER_ECHO: ReadonlySet<string> = new Set([
  'pan', 'pani', 'pana', 'panu', 'panem', 'panie', 'panią', 'von', 'van', 'der', 'den', 'del', 'della', 'mac',
  'dr', 'prof', 'jan', 'jana', 'janem', 'janowi', 'janie', 'święty', 'święta', 'świętego', 'świętej',
].map(fold));

/**
 * Whether a word is name-like enough to be looked for again, or to be taken as a name's echo: a first name, a
 * surname form, or a surname-shaped or listed surname — not one that is also a common word ("Baran",
 * "Marka"), unless it has a surname's ending ("Kowalska" is also an adjective).
 */
function nameLike(word: string, folded: string): boolean {
  if (word.length < MIN_STEM + 1 || NEVER_ECHO.has(folded)) return false;
  const shaped = isSurnameShaped(word);
  if (!(shaped || isFirstNameAnyCase(word) || nameFormClass(word) !== NOT_NAME || isKnownSurname(word))) return false;
  return shaped || !isCommonFoldedForm(folded);
}

/**
 * PERSON candidates for the words of `text` that repeat a name of an accepted PERSON span (see the header)
 * and that no accepted entity covers. `accepted` is ordered by position and does not overlap.
 */
export function nameEchoes(text: string, accepted: readonly Accepted[]): Candidate[] {
  const commonForms = new Set<string>(), lowerForms = new Set<string>();
  const found = echoes(text, accepted, !FOLDS_BY_UNIT_RE.test(text), commonForms, lowerForms);
  const words = commonForms.size === 0 && lowerForms.size === 0 ? [] : commonWordSurnameEchoes(text, accepted, found, commonForms, lowerForms);
  return words.length === 0 ? found : found.concat(words).sort((a, b) => a.start - b.start);
}

/**
 * A surname that is also a common word, found right after a first name ("Ewa Szpak", "Tomasz Ryś"), comes back
 * alone in the same form where no common word would be written so: as a speaker's label opening a line ("Szpak: Mam
 * pięć lat…") or capitalised inside a sentence ("… odpowiedział Ryś"). Not at a sentence's start, where any
 * word is capitalised ("Szpak siedział na płocie").
 */
function commonWordSurnameEchoes(
  text: string, accepted: readonly Accepted[], found: readonly Candidate[], forms: ReadonlySet<string>, lowerForms: ReadonlySet<string>,
): Candidate[] {
  const out: Candidate[] = [];
  for (const surname of lowerForms) lowerCaseForms(text, accepted, found, surname, out);
  for (const form of forms) {
    for (let p = text.indexOf(form); p >= 0; p = text.indexOf(form, p + form.length)) {
      const end = p + form.length;
      if (unitClass(text.charCodeAt(p - 1)) & LETTER || unitClass(text.charCodeAt(end)) & LETTER || glued(text, p, end)) continue;
      if (covered(accepted, p, end) || covered(found, p, end)) continue;
      const before = text.slice(Math.max(0, p - 40), p);
      const label = LINE_START_RE.test(before) && text[end] === ':';
      if (label || !SENTENCE_START_RE.test(before)) out.push({ type: 'PERSON', start: p, end, score: ECHO_SCORE, source: 'echo' });
    }
  }
  return out;
}
const TITLE_CASE_RE = /^\p{Lu}\p{Ll}+$/u;
/** Case endings of a masculine surname that is a noun ("wilk" → "wilka", "wilkowi", "wilkiem"). */
const OBLIQUE_ENDINGS = ['a', 'owi', 'iem', 'em', 'u'];

/**
 * A lower-case surname that is a word, found after a first name in lower-case writing ("marek wilk"), comes back
 * in another case form in lower case ("… wilkowi już nie ufam"); its own form is the common word as often.
 */
function lowerCaseForms(text: string, accepted: readonly Accepted[], found: readonly Candidate[], surname: string, out: Candidate[]): void {
  for (let p = text.indexOf(surname); p >= 0; p = text.indexOf(surname, p + surname.length)) {
    if (unitClass(text.charCodeAt(p - 1)) & LETTER) continue;
    let end = p + surname.length;
    while (unitClass(text.charCodeAt(end)) & LETTER) end++;
    const ending = text.slice(p + surname.length, end);
    if (!OBLIQUE_ENDINGS.includes(ending) || glued(text, p, end) || covered(accepted, p, end) || covered(found, p, end)) continue;
    out.push({ type: 'PERSON', start: p, end, score: ECHO_SCORE, source: 'echo' });
  }
}
/** What comes right before a line's first word: the text's or a line's start, spaces, a list's bullet. */
const LINE_START_RE = /(?:^|\n)[ \t*>•-]*$/;
/** What comes right before a sentence's first word (a quotation mark or a bracket may open it). */
const SENTENCE_START_RE = /(?:^|[.!?…:\n])[\s"„“'(\[*-]*$/;

/** nameEchoes reading every word of the text, as it does where the text does not fold unit by unit (for the
 * test that compares the two ways). */
export function nameEchoesWordByWord(text: string, accepted: readonly Accepted[]): Candidate[] {
  return echoes(text, accepted, false, new Set());
}

type Accepted = { type: string; start: number; end: number };

/** `byIndex`: the words that start like a stem are found in the folded text (wordsStartingWith). `commonForms` gains the
 * capitalised surnames that are also words, found after a first name (for commonWordSurnameEchoes), `lowerForms` the same
 * in lower-case writing (for lowerCaseForms). */
function echoes(text: string, accepted: readonly Accepted[], byIndex: boolean, commonForms: Set<string>, lowerForms = new Set<string>()): Candidate[] {
  const stems = new Set<string>(), forms = new Set<string>();
  // Stems of surnames no list knows, read after a first name in the same span ("THOMASA STRUNZA"): their other
  // forms are echoes only where the dictionary has no word of that form either ("STRUNZ", not "stopy").
  const unlisted = new Set<string>();
  // Stems of caseless spans' unknown words (see below), with how many PERSON spans hold them, and their forms.
  const caselessSeen = new Map<string, number>(), caselessForms = new Set<string>(), dictSeen = new Map<string, number>();
  const capitalised = new Map<string, boolean>();
  const w = WORD;
  for (const e of accepted) {
    if (e.type !== 'PERSON') continue;
    let afterFirstName = false;
    // A span typed in one case (chat, ALL CAPS) that was still read as a person: its words that are no
    // dictionary word are that person's, however unusual ("angus … angus"); in mixed case the model
    // reads each capitalised mention itself.
    const caseless = caselessSpan(text, e.start, e.end);
    // A name of several words is read as a person once; a single word must be read so twice.
    const weight = caseless && /[\s\u00a0]/.test(text.slice(e.start, e.end)) ? 2 : 1;
    for (let at = e.start; nextWord(text, at, HYPHEN_JOINS, w) && w.start < e.end; at = w.end) {
      const short = w.end - w.start < MIN_STEM + 1; // not nameLike
      const word = text.slice(w.start, w.end), folded = fold(word);
      const named = !short && nameLike(word, folded);
      if (!named && afterFirstName && w.end - w.start >= 3 && TITLE_CASE_RE.test(word) && !NEVER_ECHO.has(folded) && isDictionaryWord(word)) commonForms.add(word);
      // The same in lower case ("marek wilk"): its case forms come back in lower case ("… wilkowi nie ufam").
      if (!named && afterFirstName && caseless && w.end - w.start >= 3 && word === word.toLowerCase() && !NEVER_ECHO.has(folded) && isDictionaryWord(word)) lowerForms.add(word);
      if (named) { stems.add(stemOfFolded(folded)); forms.add(folded); }
      else if (!short && afterFirstName && !isDictionaryWord(word)) { const stem = stemOfFolded(folded); stems.add(stem); unlisted.add(stem); forms.add(folded); }
      else if (!short && caseless && !isDictionaryWord(word)) { const stem = stemOfFolded(folded); caselessSeen.set(stem, (caselessSeen.get(stem) ?? 0) + weight); caselessForms.add(folded); }
      else if (caseless && w.end - w.start >= MIN_STEM) dictSeen.set(folded, (dictSeen.get(folded) ?? 0) + (capitalisedIn(text, word, capitalised) ? -Infinity : 1));
      afterFirstName = isFirstNameAnyCase(word);
    }
  }
  // A caseless unknown word counts as a name once read as a person twice (or once in a name of several words),
  // and never where it is also read as a place or organization.
  if (caselessSeen.size > 0) {
    for (const e of accepted) {
      if (e.type === 'PERSON') continue;
      for (let at = e.start; nextWord(text, at, HYPHEN_JOINS, w) && w.start < e.end; at = w.end) caselessSeen.delete(stemOfFolded(fold(text.slice(w.start, w.end))));
    }
    for (const [stem, n] of caselessSeen) if (n >= 2 && !stems.has(stem)) { stems.add(stem); unlisted.add(stem); }
    for (const f of caselessForms) if (caselessSeen.get(stemOfFolded(f))! >= 2) forms.add(f);
  }
  // A word typed in one case that the rules above leave out (a dictionary word, or a short one) and that is read
  // as a person three times ("angus", "RÓŻA", "ewa") is that person's name
  // where it comes back in that form, also typed in one case; not in a text that also capitalises it (mixed
  // case: "panie marszałku … Panie Marszałku!", where the model reads the names itself).
  const dictForms = new Set<string>();
  for (const [f, n] of dictSeen) if (n >= DICT_MIN && !NEVER_ECHO.has(f) && !forms.has(f)) { stems.add(stemOfFolded(f)); dictForms.add(f); }
  if (stems.size === 0) return [];
  // Most words share no stem's first letters: those are passed over before a stem is cut, most of them by
  // headKey without a folded copy.
  const heads = new Set<string>(), headKeys = new Set<number>();
  for (const s of stems) {
    const head = s.slice(0, MIN_STEM);
    heads.add(head);
    headKeys.add(headKey(head, 0));
  }
  const out: Candidate[] = [];
  let k = 0;
  const starts = byIndex ? wordsStartingWith(text, heads) : undefined;
  for (let at = 0, next = 0; starts ? next < starts.length && nextWord(text, starts[next++]!, HYPHEN_JOINS, w) : nextWord(text, at, HYPHEN_JOINS, w); at = w.end) {
    const start = w.start, end = w.end;
    while (k < accepted.length && accepted[k]!.end <= start) k++;
    if (k < accepted.length && accepted[k]!.start < end) continue; // covered
    if (end - start < MIN_STEM) continue;
    const key = starts ? -1 : headKey(text, start);
    if (key >= 0 && !headKeys.has(key)) continue;
    const word = text.slice(start, end);
    if (!heads.has(fold(word.slice(0, MIN_STEM)))) continue;
    const folded = fold(word);
    if (!stems.has(stemOfFolded(folded)) || glued(text, start, end)) continue;
    // Another form must itself be a name's, or one of an unlisted surname that is no dictionary word.
    if (dictForms.has(folded) ? !caselessSpan(text, start, end) && !forms.has(folded)
      : !forms.has(folded) && !nameLike(word, folded) && !(unlisted.has(stemOfFolded(folded)) && !isDictionaryWord(word))) continue;
    out.push({ type: 'PERSON', start, end, score: ECHO_SCORE, source: 'echo' });
  }
  return out;
}

/**
 * A first name (or a word no dictionary knows) read alone as a person in caseless writing, right before a
 * word in the same case that no dictionary knows, is that word's first name: "giovanni falcone" and
 * "DONATELLA MASTRANGELO" gain the surname that truecasing left lower-case and the model missed ("irena
 * kowlaska" too, typed with a typo). A dictionary word after it ("jan pojechał", "KASIA DZISIAJ") stays out, but for
 * a surname's forms that are also words (isSurnameAfterFirstName: "olka krolowa").
 * Returns `accepted` with those PERSON spans extended, in order.
 */
export function extendCaselessFirstNames<T extends Accepted>(text: string, accepted: readonly T[]): T[] {
  let out: T[] | undefined;
  const w = WORD;
  for (let i = 0; i < accepted.length; i++) {
    const e = accepted[i]!;
    if (e.type !== 'PERSON' || !caselessSpan(text, e.start, e.end) || !nextWord(text, e.start, HYPHEN_JOINS, w) || w.end !== e.end) continue;
    const first = text.slice(w.start, w.end);
    if (!isFirstNameAnyCase(first) && isDictionaryWord(first)) continue;
    if (text[e.end] !== ' ' || !nextWord(text, e.end, HYPHEN_JOINS, w) || w.start !== e.end + 1) continue;
    const next = accepted[i + 1];
    if (next && next.start < w.end) continue;
    const word = text.slice(w.start, w.end);
    if (w.end - w.start < MIN_STEM || !caselessSpan(text, w.start, w.end) || !sameCase(text.slice(e.start, e.end), word)) continue;
    if (NEVER_ECHO.has(fold(word)) || glued(text, w.start, w.end)) continue;
    if (isDictionaryWord(word) && !isSurnameAfterFirstName(first, word)) continue;
    out ??= accepted.slice();
    out[i] = { ...e, end: w.end };
  }
  return out ?? (accepted as T[]);
}

/**
 * Whether a dictionary word after a caseless first name is its surname all the same: a wife's or daughter's form of
 * a surname ("olka krolowa", "basia kowalowa"), or after a first name's nominative a surname's nominative PoliMorf
 * lists ("jan sobota"; not "z jankiem sobota").
 */
function isSurnameAfterFirstName(first: string, word: string): boolean {
  const lower = word.toLowerCase();
  if (marriedNameStem(lower, true) !== undefined) return true;
  return isLexiconSurnameNominative(lower) && isNominativeFirstName(first.toLowerCase());
}

/** Whether two caseless words are in the same case (both lower case or both capitals). */
function sameCase(a: string, b: string): boolean {
  return (a === a.toLowerCase()) === (b === b.toLowerCase());
}

/** Whether the text also writes `word` capitalised ("Marszałku" beside "marszałku"); answers kept in `known`
 * (one search of the text per word, however often a name repeats). */
function capitalisedIn(text: string, word: string, known: Map<string, boolean>): boolean {
  const lower = word.toLowerCase();
  let answer = known.get(lower);
  if (answer === undefined) known.set(lower, (answer = text.includes(lower[0]!.toUpperCase() + lower.slice(1))));
  return answer;
}

/** Whether text[start, end) has letters and all of them in one case ("angus", "ANGUS", not "Angus"). */
export function caselessSpan(text: string, start: number, end: number): boolean {
  // Read unit by unit, without three copies, where every unit is ASCII or a Polish letter (nearly every span): each
  // such unit's case is its own, one to one.
  let lower = false, upper = false;
  for (let i = start; i < end; i++) {
    const k = caseOfUnit(text.charCodeAt(i));
    if (k < 0) return caselessSpanOfCopy(text, start, end);
    if (k === LOWER_CASE) lower = true;
    else if (k === UPPER_CASE) upper = true;
  }
  return lower !== upper;
}
const LOWER_CASE = 1, UPPER_CASE = 2;
const POLISH_LOWER_UNITS = new Set([...'ąćęłńóśźż'].map((c) => c.charCodeAt(0)));
const POLISH_UPPER_UNITS = new Set([...'ĄĆĘŁŃÓŚŹŻ'].map((c) => c.charCodeAt(0)));
/** LOWER_CASE, UPPER_CASE or 0 (no case) for an ASCII unit or a Polish letter; -1 for any other unit. */
function caseOfUnit(c: number): number {
  if (c < 128) return c >= 97 && c <= 122 ? LOWER_CASE : c >= 65 && c <= 90 ? UPPER_CASE : 0;
  return POLISH_LOWER_UNITS.has(c) ? LOWER_CASE : POLISH_UPPER_UNITS.has(c) ? UPPER_CASE : -1;
}

/** caselessSpan by the lower- and upper-case copies of the span (any text). */
export function caselessSpanOfCopy(text: string, start: number, end: number): boolean {
  const s = text.slice(start, end);
  const lower = s.toLowerCase(), upper = s.toUpperCase();
  return lower !== upper && (s === lower || s === upper);
}

/**
 * Text where fold() works unit by unit, so that fold(text).slice(a, b) is fold(text.slice(a, b)): no
 * surrogate, "Σ" (whose lower case depends on what follows) or "İ" (two units in lower case). Tested as
 * "has a unit that is not so".
 */
const FOLDS_BY_UNIT_RE = /[\uD800-\uDFFF\u0130\u03A3]/;

/**
 * The starts of the words of `text` (as nextWord reads them) whose folded first units are one of `heads`,
 * in order, for text that folds unit by unit: found with indexOf in the folded text instead of a pass over
 * every word.
 */
function wordsStartingWith(text: string, heads: ReadonlySet<string>): number[] {
  const folded = foldText(text);
  const out: number[] = [];
  for (const head of heads) {
    for (let p = folded.indexOf(head); p >= 0; p = folded.indexOf(head, p + 1)) if (startsWord(text, p)) out.push(p);
  }
  return heads.size > 1 ? out.sort((a, b) => a - b) : out;
}

/** Whether a word of HYPHEN_JOINS starts at `p` in text without surrogates: a letter not after a letter, nor after
 * a hyphen after a letter ("Nowak-Kowalska" is one word). */
function startsWord(text: string, p: number): boolean {
  if (!(unitClass(text.charCodeAt(p)) & LETTER)) return false;
  if (p === 0) return true;
  const before = text.charCodeAt(p - 1);
  if (unitClass(before) & LETTER) return false;
  return !(before === 45 && p >= 2 && unitClass(text.charCodeAt(p - 2)) & LETTER);
}

/**
 * A number for fold() of the MIN_STEM units of `s` from `at`, folded unit by unit: equal heads give equal
 * keys. -1 where a unit's fold may depend on its neighbours or change the length (a surrogate, "Σ", "İ"):
 * such a word is compared by its folded copy.
 */
function headKey(s: string, at: number): number {
  let key = 0;
  for (let i = at; i < at + MIN_STEM; i++) {
    const f = foldedUnit(s.charCodeAt(i));
    if (f < 0) return -1;
    key = (Math.imul(key, 31) + f) & 0x3fffffff;
  }
  return key;
}

/** fold() of one UTF-16 unit read alone, or -1 (see headKey); kept per unit, 0 = not yet known. */
const FOLDED_UNIT = new Int32Array(0x10000);
function foldedUnit(c: number): number {
  const known = FOLDED_UNIT[c]!;
  if (known !== 0) return known;
  const s = String.fromCharCode(c);
  const special = (c >= 0xd800 && c <= 0xdfff) || c === 0x3a3 || s.toLowerCase().length !== 1;
  return (FOLDED_UNIT[c] = special ? -1 : fold(s).charCodeAt(0));
}

/** A word inside a path, address, handle or number ("/books/hitler/", "nowak_1", "@nowak"). */
export function glued(text: string, start: number, end: number): boolean {
  const before = text[start - 1], after = text[end];
  if (before !== undefined && /[/@_#.\p{N}]/u.test(before)) return true;
  return after !== undefined && (/[/@_\p{N}]/u.test(after) || (after === '.' && /\p{L}/u.test(text[end + 1] ?? '')));
}
