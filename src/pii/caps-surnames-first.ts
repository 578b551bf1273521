// A surname written in capitals before a found first name, as Polish lists, payrolls and school records write a
// person ("CZAPLA Anna | 6 100,00 | …", "SOWA Ewa, kl. IV b"): surname-first, the surname in capitals, the record's
// next field after a separator. After resolution the first name is found (the dictionary knows it); the capitals
// before it are a surname whatever word they are ("KOZA", "ŁABĘDŹ"), where the line opens with them and the name
// ends at a field's separator ("|", ",", ";", a tab) or the line's end. A heading, role or institution word
// ("UWAGA Jan przyjdzie", "DYREKTOR Anna …") stays out. The same after a label's colon or in brackets ("Dane do
// rezerwacji: SIWIEC Paweł, paszport …"), and a capitalised surname before a lone first name in a list item or
// brackets ("3. Tran Anna ✓", "(Sowa Ewa, gr. 3)").
import { classAt, LOWER, UPPER } from './char-class.js';
import { isInstitutionWord } from './institution-words.js';
import { isHeadingWord, isRoleWord } from './label-words.js';
import { isFirstNameAnyCase } from './names/dictionary.js';
import { isNonNounWord } from './names/non-nouns.js';
import { covered } from './ordered-entities.js';
import type { Candidate } from './types.js';

export const CAPS_SURNAME_FIRST_SCORE = 0.5;

type Accepted = { type: string; start: number; end: number };

/** Before a first name (the text up to it): the line's start, an optional list marker, or a label's colon or an
 * opening bracket; the word in capitals, one space. */
const CAPS_BEFORE_RE = /(?:(?:^|\n)[ \t]*(?:\d{1,3}[.)][ \t]+|[-•*][ \t]+)?|: |\()(\p{Lu}{3,}(?:-\p{Lu}{3,})?) $/u;
/** The same for a capitalised surname, which needs a list marker or a bracket: "3. Tran Anna ✓", "(Sowa Ewa, gr. 3)". */
const TITLE_BEFORE_RE = /(?:(?:^|\n)[ \t]*(?:\d{1,3}[.)][ \t]+|[-•*][ \t]+)|\()(\p{Lu}\p{Ll}{2,}(?:-\p{Lu}\p{Ll}{2,})?) $/u;
/** The same at a line's start with no marker, taken only in a list of lines and with a mark after the first name. */
const TITLE_LINE_RE = /(?:^|\n)[ \t]*(\p{Lu}\p{Ll}{2,}(?:-\p{Lu}\p{Ll}{2,})?) $/u;
const MARK_AFTER_RE = /^[ \t]*[✓✔✗(–—]/;
/** After the first name: a field's separator, a mark or a bracket, or the line's end. */
const FIELD_END_RE = /^[ \t]*(?:[|,;\t(✓✔✗–—]|\r?\n|$)/;
/** Capitals that open a line before a name and are no surname. */
const NOT_SURNAMES: ReadonlySet<string> = new Set([
  'UWAGA', 'PILNE', 'INFO', 'TEMAT', 'DLA', 'OSOBA', 'KONTAKT', 'PAN', 'PANI', 'PANA', 'PANU', 'DRODZY', 'DROGI',
  'DROGA', 'SZANOWNY', 'SZANOWNA', 'SZANOWNI', 'WITAJ', 'CZEŚĆ', 'HEJ', 'GRATULACJE', 'BRAWO', 'DZIĘKUJEMY', 'PODPIS',
  'NAZWISKO', 'IMIĘ', 'PS', 'ODBIORCA', 'NADAWCA', 'KLIENT', 'KLIENTKA', 'PACJENT', 'PACJENTKA', 'UCZEŃ', 'UCZENNICA',
]);

export function capsSurnamesFirst(text: string, accepted: readonly Accepted[]): Candidate[] {
  const out: Candidate[] = [];
  const multiline = text.indexOf('\n') >= 0;
  for (const e of accepted) {
    if (e.type !== 'PERSON' || e.start < 2 || text.charCodeAt(e.start - 1) !== 32 || !(classAt(text, e.start - 2) & (UPPER | LOWER)) || !(classAt(text, e.start) & UPPER)) continue;
    if (!FIELD_END_RE.test(text.slice(e.end, e.end + 3))) continue;
    const name = text.slice(e.start, e.end);
    const first = name.split(' ')[0]!;
    if (first === first.toUpperCase() || !isFirstNameAnyCase(first)) continue;
    const before = text.slice(Math.max(0, e.start - 40), e.start);
    // A line of a list with no marker ("Kowal Anna ✓", "Zima Ewa – nieobecna") needs a mark after the name.
    const marked = multiline && MARK_AFTER_RE.test(text.slice(e.end, e.end + 3));
    const m = CAPS_BEFORE_RE.exec(before) ?? (name === first ? TITLE_BEFORE_RE.exec(before) ?? (marked ? TITLE_LINE_RE.exec(before) : null) : null);
    if (!m) continue;
    const word = m[1]!;
    const start = e.start - 1 - word.length;
    if (word !== word.toUpperCase() && (isFirstNameAnyCase(word) || isNonNounWord(word))) continue; // "1. Anna Maria", "Dziś Anna ✓"
    if (NOT_SURNAMES.has(word.toUpperCase()) || isHeadingWord(word) || isRoleWord(word) || isInstitutionWord(word.toLowerCase()) || covered(accepted, start, e.start - 1)) continue;
    out.push({ type: 'PERSON', start, end: e.start - 1, score: CAPS_SURNAME_FIRST_SCORE, source: 'caps-surname-first' });
  }
  return out;
}
