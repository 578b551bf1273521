// A person's name as a whole list item or table cell ("1. Bąk Andrzej", "- KASZA HANNA", "| Sowa Piotr |"),
// surname first: the item's bounds make a word that is also a common noun or a place read as a surname.
import { fold } from '../fold.js';
import { isInstitutionWord } from '../institution-words.js';
import { isHeadingWord, isRoleWord } from '../label-words.js';
import { loadLexicon } from '../morph/index.js';
import { looksLikeSurname } from '../names/surnames.js';

/** Words that follow a first name but are not surnames (months, days, street-like words). */
export const NOT_FOLLOWING_SURNAME: ReadonlySet<string> = new Set([
  'stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września',
  'października', 'listopada', 'grudnia', 'poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota',
  'niedziela', 'ul', 'al', 'pl', 'os', 'pesel', 'nip', 'regon', 'tel', 'email', 'nr', 'i', 'oraz', 'w',
  // the next field's label on a form line ("Imię: Jerzy Nazwisko: Olszewski")
  'nazwisko', 'imię', 'imie', 'imiona', 'telefon', 'adres', 'mail',
].map(fold));

/**
 * "Surname Firstname" as a list item or table cell ("- Wrona Piotr", "2) Piątek Halina", "Sowa Jerzy\t…"):
 * the whole item is the two words, the first a known or surname-shaped word, so a greeting line
 * ("Cześć Marek") or a heading stays out.
 */
export function isInvertedListName(text: string, surnameStart: number, nameStart: number, end: number): boolean {
  const surname = text.slice(surnameStart, nameStart - 1);
  if (isInstitutionWord(surname)) return false;
  if (looksLikeSurname(surname)) return LIST_ITEM_START_RE.test(text.slice(Math.max(0, surnameStart - 12), surnameStart)) && ITEM_END_RE.test(text.slice(end, end + 5));
  // A surname that is also a word ("- Kasza Hanna") only in a marked item, before a first name's nominative: not
  // "- Wizyta Anny", "Cześć Marek", "- Kraków Marek", "Poniedziałek Marek".
  return isNominativeFirstName(text.slice(nameStart, end)) && mayBeWordSurname(surname) && isListItemPair(text, surnameStart, end);
}

/** Whether a word that is no surname by its shape may still be one before a first name: no role, heading, weekday, month or place. */
export function mayBeWordSurname(word: string): boolean {
  if (isRoleWord(word) || isHeadingWord(word) || NOT_FOLLOWING_SURNAME.has(fold(word)) || WEEKDAYS.has(fold(word))) return false;
  return !loadLexicon().readingsOf(word).some((r) => r.entry.kind === 'place');
}
const WEEKDAYS: ReadonlySet<string> = new Set(['poniedzialek', 'wtorek', 'sroda', 'czwartek', 'piatek', 'sobota', 'niedziela']);

/**
 * Whether text[start, end) is a whole list item after a bullet or number, or a table cell ("1. Bąk Andrzej",
 * "- KASZA HANNA", "| Sowa Piotr |"); a bare line is not one.
 */
export function isListItemPair(text: string, start: number, end: number): boolean {
  if (!ITEM_END_RE.test(text.slice(end, end + 5))) return false;
  return MARKED_ITEM_START_RE.test(text.slice(Math.max(0, start - 12), start)) || isUnmarkedListLine(text, start, end);
}

/**
 * Whether text[start, end) opens a line of a list without bullets whose lines are a name, a dash and a value ("Król
 * Agata — 6 200 zł" above "Wróbel Jan — 5 800 zł"): the line before or after it has the same shape.
 */
function isUnmarkedListLine(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  if (!/^[ \t]*$/.test(text.slice(lineStart, start)) || !DASH_AFTER_RE.test(text.slice(end, end + 4))) return false;
  const lineEnd = text.indexOf('\n', end);
  const next = lineEnd < 0 ? '' : text.slice(lineEnd + 1, text.indexOf('\n', lineEnd + 1) >>> 0);
  const previous = lineStart === 0 ? '' : text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, lineStart - 1);
  return DASHED_PAIR_LINE_RE.test(next) || DASHED_PAIR_LINE_RE.test(previous);
}
/** A dash between the item and its value. */
const DASH_AFTER_RE = /^[ \t]+[—–-][ \t]/;
/** A line of two capitalised words (or words in capitals), a dash and a value. */
const DASHED_PAIR_LINE_RE = /^[ \t]*\p{Lu}[\p{L}'-]+ \p{Lu}[\p{L}'-]+[ \t]+[—–-][ \t]/u;

/** Whether a word is a first name's nominative ("Andrzej", "JOLANTA"; not "Anny"). */
export function isNominativeFirstName(word: string): boolean {
  return loadLexicon().readingsOf(word).some((r) => r.entry.kind === 'first' && r.cases.includes('nom'));
}
/** Line start, an optional bullet or number ("-", "•", "*", "1)", "2.", "a)"), a table cell's start or an opening quote. */
const LIST_ITEM_START_RE = /(?:^|[\n\t;|"„])[ \t]*(?:(?:[-*•–]|\d{1,3}[.)]|\p{Ll}\))[ \t]*)?$/u;
/** A bullet or number at a line's start, or a table cell's start. */
const MARKED_ITEM_START_RE = /(?:(?:^|\n)[ \t]*(?:[-*•–]|\d{1,3}[.)]|\p{Ll}\))|[\t;|])[ \t]*$/u;
/** The item ends with its line, cell, a quote (a mail's display name: "Kalinowska Marta" <…>), a dash before a role
 * ("– kierownik") or a dotted leader before a signature's place ("Zima Bartłomiej ....... podpis"). */
const ITEM_END_RE = /^(?:[ \t]*(?:$|[\r\n\t;|,("”])|[ \t][-–—][ \t]|[ \t]+(?:\.{3}|…))/;
