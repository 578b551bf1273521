// A list of people names more of them than the model finds: "Byli Marek Zieliński, Ania i Kuba Nowak" with Marek
// Zieliński and Kuba Nowak found and Ania missed, "na spotkaniu: Tomasz Wrona, kuba, Iza Mróz". After resolution,
// each accepted PERSON span is followed along the list it stands in (items joined by ", ", " i ", " oraz ", " a ",
// " lub ", " & "), left and right: an item of one word that no entity covers and that is a first-name form in any
// case, a diminutive too ("Ania", "kuba", "Kasią"), is a PERSON, optionally with a capitalised surname after it. The
// item must end there (a separator, a sentence's end or bracket follows), so "Marek Zieliński i ala ma kota" keeps
// "ala ma kota". A first name that is also a word of the language ("maja", "róża", "marek") is taken only next to
// two people of the list ("MAJA, OLA, KUBA") or between two, or capitalised mid-sentence. The list's last item may
// run on into the sentence ("powiedz kasi i zuzi żeby…") when it is a lower-case first-name form that is no common word.
import { isDictionaryWord } from './dictionary-words.js';
import { isRoleWord } from './label-words.js';
import { isCommonNameForm } from './names/common-name-forms.js';
import { isFirstNameAnyCase } from './names/dictionary.js';
import type { Candidate } from './types.js';
import { covered, entityAt } from './ordered-entities.js';

export const PERSON_LIST_MATE_SCORE = 0.5;

/** Between two people of a comma list, capitalised single words, each its own item ("obrona: Jan Lis, Dziedzic, Kot"). */
const SURNAME_ITEMS_RE = /^(?:, (?:\p{Lu}\p{Ll}{2,}(?:-\p{Lu}\p{Ll}{2,})?))+, $/u;
const SURNAME_ITEM_RE = /\p{Lu}\p{Ll}{2,}(?:-\p{Lu}\p{Ll}{2,})?/gu;
/** Before a person (the text up to it): a label's colon, one capitalised word, ", ". */
const LABELLED_FIRST_ITEM_RE = /(?:^|[.;\n] ?)\p{Lu}\p{Ll}+: (\p{Lu}\p{Ll}{2,}(?:-\p{Lu}\p{Ll}{2,})?), $/u;

/**
 * The single capitalised words between two found people of one comma list are people too, whatever words they are
 * ("Kowal, Dziedzic, Nowak" in a team's roster), but for roles ("Kierownik").
 */
function surnamesBetweenPeople(text: string, accepted: readonly Candidate[], out: Candidate[]): void {
  for (let i = 0; i + 1 < accepted.length; i++) {
    const a = accepted[i]!, b = accepted[i + 1]!;
    // The list's first item right after a label, when the list holds people before it too ("skład: Jan Lis, Kot.
    // Rezerwa: Bąk, Marek Lis"): a single capitalised word, then ", " and a person.
    if (a.type === 'PERSON' && b.type === 'PERSON' && b.start - a.end <= 80) {
      const m = LABELLED_FIRST_ITEM_RE.exec(text.slice(Math.max(a.end, b.start - 40), b.start));
      if (m && !isRoleWord(m[1]!) && !isFirstNameAnyCase(m[1]!)) {
        const start = b.start - m[0].length + m[0].indexOf(m[1]!, m[0].indexOf(':'));
        if (!covered(accepted, start, start + m[1]!.length)) out.push({ type: 'PERSON', start, end: start + m[1]!.length, score: PERSON_LIST_MATE_SCORE, source: 'list-mate' });
      }
    }
    if (a.type !== 'PERSON' || b.type !== 'PERSON' || b.start - a.end > 80 || text.charCodeAt(a.end) !== 44) continue;
    const gap = text.slice(a.end, b.start);
    if (!SURNAME_ITEMS_RE.test(gap)) continue;
    for (const m of gap.matchAll(SURNAME_ITEM_RE)) {
      if (isRoleWord(m[0])) continue;
      out.push({ type: 'PERSON', start: a.end + m.index!, end: a.end + m.index! + m[0].length, score: PERSON_LIST_MATE_SCORE, source: 'list-mate' });
    }
  }
}

/** A separator of list items, right at the position given (sticky). */
const SEPARATOR_AFTER_RE = /(?:, ?| i | oraz | a | lub | & )/y;
/** A separator ending right at the end of the text given. */
const SEPARATOR_BEFORE_RE = /(?:, ?| i | oraz | a | lub | & )$/;
/** One word, then optionally a capitalised word after it, then the item's end: right at the position given (sticky). */
const ITEM_RE = /([\p{L}]{2,15})(?: (\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?))?(?=, ?| i | oraz | a | lub | & |[.;:!?)\n]|$)/uy;
/** A lower-case word of four letters or more, then a space and a lower-case word: right at the position given (sticky). */
const LAST_ITEM_RE = /(\p{Ll}{4,15})(?= \p{Ll})/uy;
/** The last word of the text given, standing alone. */
const LAST_WORD_RE = /(?:^|[\s(:])(\p{L}{2,15})$/u;
/** A saint's or a street's marker before the word: "św. Anny i Joachima", "ul. Jana". */
const MARKER_BEFORE_RE = /(?:^|[^\p{L}])(?:św|sw|ul|al|pl|im|bł|bl)\.? $/iu;
/** Function words the first-name list also has ("ani", "ala"): never a list mate. */
const NOT_MATES: ReadonlySet<string> = new Set(['ani', 'ala', 'ale', 'ile', 'dobra', 'luba', 'wiara', 'nadzieja']);

/** PERSON candidates for the unfound first names of lists of people. `accepted` is ordered and does not overlap. */
export function personListMates(text: string, accepted: readonly Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  surnamesBetweenPeople(text, accepted, out);
  for (const person of accepted) {
    if (person.type !== 'PERSON') continue;
    // Two people side by side make it a list of people: a name that is also a word may join it anywhere.
    const twoPeople = nextItemIsPerson(text, accepted, person.end) || prevItemIsPerson(text, accepted, person.start);
    // Rightwards.
    for (let end = person.end; ;) {
      SEPARATOR_AFTER_RE.lastIndex = end;
      const sep = SEPARATOR_AFTER_RE.exec(text);
      if (!sep) break;
      const at = end + sep[0].length;
      if (entityAt(accepted, at, 'start')?.type === 'PERSON') break; // the next found item carries on from there
      ITEM_RE.lastIndex = at;
      const item = ITEM_RE.exec(text);
      if (!item) {
        // The list's last item as the sentence goes on ("powiedz kasi i zuzi żeby…"): only a first-name form no
        // word of the language is (names/common-name-forms.ts), typed in lower case, so "Marek Zieliński i ala ma kota"
        // keeps its words.
        LAST_ITEM_RE.lastIndex = at;
        const last = LAST_ITEM_RE.exec(text);
        if (last && !covered(accepted, at, LAST_ITEM_RE.lastIndex) && isFirstNameAnyCase(last[1]!) && !isCommonNameForm(last[1]!)
          && !NOT_MATES.has(last[1]!) && !isRoleWord(last[1]!) && !MARKER_BEFORE_RE.test(text.slice(Math.max(0, at - 5), at))) {
          out.push({ type: 'PERSON', start: at, end: LAST_ITEM_RE.lastIndex, score: PERSON_LIST_MATE_SCORE, source: 'person-list' });
        }
        break;
      }
      if (covered(accepted, at, ITEM_RE.lastIndex)) break;
      const itemEnd = ITEM_RE.lastIndex;
      const nextIsPerson = nextItemIsPerson(text, accepted, itemEnd);
      if (!isListedName(text, at, item[1]!, nextIsPerson || twoPeople)) break;
      out.push({ type: 'PERSON', start: at, end: itemEnd, score: PERSON_LIST_MATE_SCORE, source: 'person-list' });
      end = itemEnd;
    }
    // Leftwards.
    for (let start = person.start; ;) {
      const sep = SEPARATOR_BEFORE_RE.exec(text.slice(Math.max(0, start - 7), start));
      if (!sep) break;
      const end = start - sep[0].length;
      if (entityAt(accepted, end, 'end')) break;
      const itemStart = listedNameBefore(text, accepted, end, twoPeople);
      if (itemStart < 0) break;
      if (out.some((c) => c.start === itemStart)) break;
      out.push({ type: 'PERSON', start: itemStart, end, score: PERSON_LIST_MATE_SCORE, source: 'person-list' });
      start = itemStart;
    }
  }
  return dedupe(out);
}

/** Start of the list item ending at `end`: a first name, or a first name and a capitalised surname; -1 if none. */
function listedNameBefore(text: string, accepted: readonly Candidate[], end: number, twoPeople: boolean): number {
  const last = LAST_WORD_RE.exec(text.slice(Math.max(0, end - 16), end));
  if (!last) return -1;
  let start = end - last[1]!.length;
  if (covered(accepted, start, end)) return -1;
  if (!isListedName(text, start, last[1]!, twoPeople || prevItemIsPerson(text, accepted, start))) {
    // "Ania Nowak": a capitalised surname after the first name.
    if (!/^\p{Lu}\p{Ll}/u.test(last[1]!) || text.charCodeAt(start - 1) !== 32) return -1;
    const first = LAST_WORD_RE.exec(text.slice(Math.max(0, start - 17), start - 1));
    if (!first) return -1;
    start = start - 1 - first[1]!.length;
    if (covered(accepted, start, end) || !isListedName(text, start, first[1]!, twoPeople || prevItemIsPerson(text, accepted, start))) return -1;
  }
  return start;
}

/** Whether a first-name form at `start` is a list mate: one that is also a word needs a person on both sides or a capital mid-sentence. */
function isListedName(text: string, start: number, word: string, personOnOtherSide: boolean): boolean {
  if (MARKER_BEFORE_RE.test(text.slice(Math.max(0, start - 5), start))) return false;
  if (word.length < 3 || NOT_MATES.has(word.toLowerCase()) || !isFirstNameAnyCase(word) || isRoleWord(word)) return false;
  if (!isDictionaryWord(word)) return true;
  return personOnOtherSide || (/^\p{Lu}\p{Ll}/u.test(word) && !/(?:^|[.!?]\s*)$/.test(text.slice(Math.max(0, start - 3), start)));
}

function nextItemIsPerson(text: string, accepted: readonly Candidate[], end: number): boolean {
  SEPARATOR_AFTER_RE.lastIndex = end;
  const sep = SEPARATOR_AFTER_RE.exec(text);
  return !!sep && entityAt(accepted, end + sep[0].length, 'start')?.type === 'PERSON';
}

function prevItemIsPerson(text: string, accepted: readonly Candidate[], start: number): boolean {
  const sep = SEPARATOR_BEFORE_RE.exec(text.slice(Math.max(0, start - 7), start));
  return !!sep && entityAt(accepted, start - sep[0].length, 'end')?.type === 'PERSON';
}

function dedupe(found: Candidate[]): Candidate[] {
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  return found.filter((c, i) => i === 0 || c.start >= found[i - 1]!.end);
}
