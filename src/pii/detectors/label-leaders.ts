// Form labels separated from their value without a colon, as scanned and printed forms, markup and settings
// write them (docs/pii-detection.md §6.1): an attribute's or a setting's "=" ('nazwisko="Zielonka"'), the space
// after a bilingual label's English half ("Nazwisko/Surname MRÓZ") or after a pair of labels in capitals on one line
// ("NAZWISKO KOZIOŁ IMIĘ MAREK"), a dotted or underscored leader ("Nazwisko ........ Kobylański",
// "Imię ____ Jan", "NAZWISKO I IMIĘ …… KACZMAREK ZDZISŁAWA"), or, for a label that opens its line (after a box
// number or a bullet), a gap of two or more spaces or a tab ("1. NAZWISKO  WALCZYK", "2. IMIĘ (IMIONA)\tTERESA"), or
// the end of its line when a name's label stands alone on it ("Nazwisko / Surname\nKOZIOŁ": form-fields.ts then reads
// the next line strictly, as after a colon).
// A single space is no separator: "Nazwisko Kowalskiego znam" is a sentence; after a gap the value must read as
// a name, as a table's header row ("Nazwisko  Stanowisko  Dział") has the same shape. form-fields.ts looks the
// label up before each separator found here exactly as before a colon.

import { isDictionaryWordAnyDiacritics } from '../dictionary-words.js';
import { isFirstNameAnyCase } from '../names/dictionary.js';
import { looksLikeSurname } from '../names/surnames.js';

/**
 * Where a separator starts (the label ends before it, spaces allowed) and where the value may start; whether the
 * label must open its line (a gap of spaces), and whether the value must read as a name (a gap, or "=" in code:
 * "firstName = FirstName").
 */
export interface LabelSeparator { labelEnd: number; valueStart: number; lineStart: boolean; strict: boolean }

/** A leader of three or more dots, ellipses or underscores, with spaces between and after (those before: in code). */
const LEADER_RE = /(?:[._…][ \t]*){3,}/g;
/** An attribute's or a setting's "=" (not "==", "=>", "<=", "!="): '<Kontakt nazwisko="Zielonka"', "NAZWISKO=Kowalski". */
const EQUALS_RE = /(?<![=!<>])=(?![=>])[ \t]*/g;
/** The English half of a bilingual label and the one space after it, before its value ("Nazwisko/Surname MRÓZ",
 * "Imiona/Given names ALICJA" in a passport's or visa's printed lines): a pair of labels is never a sentence. */
const BILINGUAL_LABEL_END_RE = /\/ ?(?:surname|last name|family name|given names?|first names?|name) (?=[^\s:])/giu;
/** A surname's and a first name's label in capitals, at most 60 characters apart on one line (a bound: the test stays
 * linear on a long line), with a single space before each value, as a scanned
 * document prints them ("NAZWISKO KOZIOŁ IMIĘ MAREK"): the two labels make a form's line, not a sentence. */
const CAPS_LABEL_RE = /(?<![\p{L}])(?:NAZWISKO|IMIĘ|IMIE|IMIONA) (?=\p{Lu})/gu;
const CAPS_LABEL_LINE_RE = /NAZWISKO \p{Lu}[^\n]{0,60}?(?:IMIĘ|IMIE|IMIONA) \p{Lu}|(?:IMIĘ|IMIE|IMIONA) \p{Lu}[^\n]{0,60}?NAZWISKO \p{Lu}/u;


/** Two or more spaces or a tab after a letter or a closing parenthesis ("IMIĘ (IMIONA)  TERESA"). */
const WIDE_GAP_RE = /(?<=[\p{L})])(?: {2,}|\t)[ \t]*/gu;
/** What may come before a label that opens its line: spaces, a box number ("1.", "12)", "a)", "[3]"), a bullet. */
const LINE_OPENING_RE = /(?:^|\n)[ \t]*(?:\d{1,2}[.)]|\(\d{1,2}\)|\[\d{1,2}\]|[a-z][.)]|[-•*|])?[ \t]*$/;

/** The leaders of a text, then its wide gaps (callers sort by position). Texts with neither cost one indexOf each. */
export function labelSeparators(text: string): LabelSeparator[] {
  const out: LabelSeparator[] = [];
  if (text.includes('...') || text.includes('…') || text.includes('___') || text.includes('. .')) {
    LEADER_RE.lastIndex = 0;
    for (let m = LEADER_RE.exec(text); m; m = LEADER_RE.exec(text)) {
      let labelEnd = m.index;
      while (labelEnd > 0 && (text[labelEnd - 1] === ' ' || text[labelEnd - 1] === '\t')) labelEnd--;
      out.push({ labelEnd, valueStart: m.index + m[0].length, lineStart: false, strict: false });
    }
  }
  if (text.includes('=')) {
    EQUALS_RE.lastIndex = 0;
    for (let m = EQUALS_RE.exec(text); m; m = EQUALS_RE.exec(text)) {
      let labelEnd = m.index;
      while (labelEnd > 0 && text[labelEnd - 1] === ' ') labelEnd--;
      out.push({ labelEnd, valueStart: m.index + m[0].length, lineStart: false, strict: true });
    }
  }
  if (text.includes('/')) {
    BILINGUAL_LABEL_END_RE.lastIndex = 0;
    for (let m = BILINGUAL_LABEL_END_RE.exec(text); m; m = BILINGUAL_LABEL_END_RE.exec(text)) {
      const labelEnd = m.index + m[0].length - 1;
      out.push({ labelEnd, valueStart: labelEnd + 1, lineStart: false, strict: false });
    }
  }
  if (text.includes('NAZWISK') && CAPS_LABEL_LINE_RE.test(text)) {
    CAPS_LABEL_RE.lastIndex = 0;
    let lineEnd = -1, lineHasPair = false; // each line is tested once, however many labels it holds
    for (let m = CAPS_LABEL_RE.exec(text); m; m = CAPS_LABEL_RE.exec(text)) {
      if (m.index > lineEnd) {
        const end = text.indexOf('\n', m.index);
        lineEnd = end < 0 ? text.length : end;
        lineHasPair = CAPS_LABEL_LINE_RE.test(text.slice(text.lastIndexOf('\n', m.index) + 1, lineEnd));
      }
      if (!lineHasPair) continue;
      const labelEnd = m.index + m[0].length - 1;
      out.push({ labelEnd, valueStart: labelEnd + 1, lineStart: false, strict: false });
    }
  }
  if (text.includes('\n')) labelsAloneOnTheirLines(text, out);
  if (text.includes('  ') || text.includes('\t')) {
    WIDE_GAP_RE.lastIndex = 0;
    for (let m = WIDE_GAP_RE.exec(text); m; m = WIDE_GAP_RE.exec(text)) {
      out.push({ labelEnd: m.index, valueStart: m.index + m[0].length, lineStart: true, strict: true });
    }
  }
  return out;
}

/** A name's label alone on its line, no colon, in any case and possibly bilingual ("Nazwisko / Surname", "IMIONA",
 * "2. Imię"): a printed form or a document's scan puts its value on the line under it. */
const NAME_LABEL_LINE_RE = /^[ \t]*(?:\d{1,2}[.)][ \t]*)?(?:nazwisko|imi[eę]|imiona|imi[eę] i nazwisko|nazwisko i imi[eę]|surname|given names?|first names?|last name)(?:[ \t]*\/[ \t]*(?:surname|given names?|first names?|last name|name|nazwisko|imi[eę]|imiona))?[ \t]*\r?$/iu;
const LABEL_LINE_MAX = 40;

function labelsAloneOnTheirLines(text: string, out: LabelSeparator[]): void {
  for (let start = 0, end = text.indexOf('\n'); end >= 0; start = end + 1, end = text.indexOf('\n', start)) {
    if (end - start > LABEL_LINE_MAX || end - start < 4 || !NAME_LABEL_LINE_RE.test(text.slice(start, end))) continue;
    let labelEnd = end;
    while (labelEnd > start && /[ \t\r]/.test(text[labelEnd - 1]!)) labelEnd--;
    out.push({ labelEnd, valueStart: labelEnd, lineStart: true, strict: false });
  }
}

/** Whether a label starting at `start` opens its line (a wide gap separates only such labels). */
export function opensLine(text: string, start: number): boolean {
  return LINE_OPENING_RE.test(text.slice(Math.max(0, start - 12), start));
}

/**
 * Whether a value reads as a name: it has a first name ("GÓRNY ROBERT", "TERESA MARIA"), every word looks like a
 * surname ("WALCZYK"), or one or two capitalised words go with an initial ("Kwaśny T.", "J. Zawada").
 */
export function readsAsName(value: string): boolean {
  const words = value.split(/[ \t]+/).filter((w) => !INITIAL_RE.test(w));
  if (words.length === 0) return false;
  if (words.length < value.split(/[ \t]+/).length && words.length <= 2 && words.every((w) => CAPITALISED_RE.test(w))) return true;
  if (words.some((w) => isFirstNameAnyCase(w)) || words.every((w) => looksLikeSurname(w))) return true;
  // Two capitalised words no dictionary has: a foreign name the lists lack ("Alesia Haurylchyk").
  return words.length === 2 && words.every((w) => CAPITALISED_RE.test(w) && !isDictionaryWordAnyDiacritics(w.toLowerCase()));
}
const INITIAL_RE = /^\p{Lu}\.$/u;
const CAPITALISED_RE = /^\p{Lu}\p{L}+(?:-\p{Lu}\p{L}+)?$/u;

/** Past a leader right after a colon ("NAZWISKO: ....... SZPAK"), or `from` when there is none. */
export function leaderEnd(text: string, from: number): number {
  LEADER_AFTER_RE.lastIndex = from;
  return LEADER_AFTER_RE.test(text) ? LEADER_AFTER_RE.lastIndex : from;
}
const LEADER_AFTER_RE = /[ \t]*(?:[._…][ \t]*){3,}/y;
