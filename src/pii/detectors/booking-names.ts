// PERSON: a traveller's name as airline and booking systems write it, "SURNAME/GIVEN TITLE" ("PAX: NOWACKA/JOANNA
// MRS", "1. WRZOSEK/PIOTR MR", "Kowalczyk/Anna Mrs", "OKONKWO/CHIDI EMEKA MR"). Both parts are the name: one span
// from the surname to the last given name, the title left out.
// - With a title after the given names (MR, MRS, MS, MISS, MSTR, CHD, INF, in capitals or capitalised) any two
//   words of letters in one case are taken: the title is what says it is a name, so unlisted names go too.
// - Without one, "ZIELIŃSKI/TOMASZ" is a name only when the given name is a listed first name and either a
//   booking word or a list number opens the line ("Pasażer:", "PAX", "1."), a name with a title came before it
//   on the line, or the surname looks like one and is no common word. So "TCP/IP", "PLN/EUR", "WRO/WAW", "km/h",
//   "A/B", "S/N", "ON/OFF" stay.
// Anchored on "/": each one is read where it stands, so a text without a slash costs one indexOf.
import { classAt, classBefore, LETTER, LOWER, UPPER, unitsOf, WORD } from '../char-class.js';
import type { ScanText } from '../context.js';
import { isDictionaryWord } from '../dictionary-words.js';
import { isFirstNameAnyCase } from '../names/dictionary.js';
import { looksLikeSurname } from '../names/surnames.js';
import type { Candidate } from '../types.js';

export const BOOKING_NAME_SCORE = 0.7;

/** Passenger types of a booking record, in capitals. */
const TITLES: ReadonlySet<string> = new Set(['MR', 'MRS', 'MS', 'MISS', 'MSTR', 'CHD', 'INF']);
/** At most this many given names between the slash and the title ("NOWAK/ANNA MARIA MRS"). */
const MAX_GIVEN = 3;
/** How far back on its line a name without a title looks for what makes it a booking's. */
const LINE_CHARS = 40;
/** The line before a name without a title: a booking word, or a list number ("1.", "2)") alone. */
const BOOKING_LINE_RE = /(?:pax|passenger|pasa[żz]er|traveller|traveler|podr[óo][żz]n|rezerwacj|booking|reservation|bilet|ticket|pnr|nazwisk|imi[ęe]|name|guest|go[śs][ćc])|^[ \t]*\d{1,3}[.)][ \t]*$/iu;
/** Characters that glue a word before the slash to a path, an address or a code ("/usr/", "a.b/c", "x-y/z"). */
const GLUE_BEFORE = new Set([47, 92, 46, 64, 45, 95, 35, 61, 38, 63]); // / \ . @ - _ # = & ?

const enum Shape { None, Capitals, Capitalised }

/** Shape of a word of letters (parts joined by "-" or "'"): all capitals, or each part capitalised. */
function shapeOf(word: string): Shape {
  let caps = true, capitalised = true, partStart = true, letters = 0;
  for (let i = 0; i < word.length;) {
    const k = classAt(word, i);
    if (k & LETTER) {
      letters++;
      if (k & LOWER) { caps = false; if (partStart) capitalised = false; } else if (!(k & UPPER)) return Shape.None;
      else if (!partStart) capitalised = false;
      partStart = false;
    } else partStart = true;
    i += unitsOf(k);
  }
  if (letters < 2) return Shape.None;
  return caps ? Shape.Capitals : capitalised ? Shape.Capitalised : Shape.None;
}

/** End of a word of letters starting at `at` (parts joined by "-" or "'"), `at` when none starts there. */
function wordEnd(text: string, at: number): number {
  let e = at;
  for (;;) {
    const k = classAt(text, e);
    if (k & LETTER) { e += unitsOf(k); continue; }
    const c = text.charCodeAt(e);
    if (e > at && (c === 45 || c === 39) && classAt(text, e + 1) & LETTER) { e++; continue; }
    return e;
  }
}

/** Start of the word of letters that ends at `end` (parts joined by "-" or "'"), `end` when none does. */
function wordStart(text: string, end: number): number {
  let s = end;
  for (;;) {
    const k = classBefore(text, s);
    if (k & LETTER) { s -= unitsOf(k); continue; }
    const c = text.charCodeAt(s - 1);
    if (s < end && (c === 45 || c === 39) && classBefore(text, s - 1) & LETTER) { s--; continue; }
    return s;
  }
}

/** The text of the line before `start`, at most LINE_CHARS of it. */
function lineBefore(text: string, start: number): string {
  const before = text.slice(Math.max(0, start - LINE_CHARS), start);
  return before.slice(before.lastIndexOf('\n') + 1);
}

function isTitle(text: string, start: number, end: number): boolean {
  if (end - start > 4 || classAt(text, end) & WORD) return false;
  return TITLES.has(text.slice(start, end).toUpperCase());
}

export function detectBookingNames(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  let titledEnd = -1; // where the last name with a title ended
  for (let slash = text.indexOf('/'); slash >= 0; slash = text.indexOf('/', slash + 1)) {
    if (!(classAt(text, slash + 1) & LETTER) || !(classBefore(text, slash) & LETTER)) continue;
    const start = wordStart(text, slash);
    if (start === slash || classBefore(text, start) & WORD || GLUE_BEFORE.has(text.charCodeAt(start - 1))) continue;
    const shape = shapeOf(text.slice(start, slash));
    if (shape === Shape.None) continue;
    let end = slash + 1, given = 0, titled = false, firstEnd = -1;
    for (let at = slash + 1; given <= MAX_GIVEN;) {
      const e = wordEnd(text, at);
      if (e === at) break;
      if (given > 0 && isTitle(text, at, e)) { titled = true; break; }
      if (given === MAX_GIVEN || shapeOf(text.slice(at, e)) !== shape || classAt(text, e) & WORD) break;
      given++;
      end = e;
      if (firstEnd < 0) firstEnd = e;
      if (text.charCodeAt(e) !== 32) break;
      at = e + 1;
    }
    if (given === 0) continue;
    if (titled) titledEnd = end;
    else {
      end = firstEnd;
      const surname = text.slice(start, slash);
      if (end - slash - 1 < 3 || !isFirstNameAnyCase(text.slice(slash + 1, end))) continue;
      const before = lineBefore(text, start);
      const booked = (titledEnd >= 0 && start - titledEnd <= LINE_CHARS && !text.slice(titledEnd, start).includes('\n')) || BOOKING_LINE_RE.test(before);
      if (!booked && !(looksLikeSurname(surname) && !isDictionaryWord(surname))) continue;
    }
    out.push({ type: 'PERSON', start, end, score: BOOKING_NAME_SCORE, source: 'booking-names' });
    slash = end;
  }
}
