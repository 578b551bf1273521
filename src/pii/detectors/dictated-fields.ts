// PERSON: a first name's and a surname's label side by side with one word each, in lower case, as a form is
// dictated to a voice assistant or typed in chat ("imie halina nazwisko zima pesel …", "nazwisko kura imię
// zbigniew"). The first name's value must be a first name, so "podaj imię i nazwisko klienta" stays a sentence;
// the surname's value is then taken whatever word it is ("zima", "kura"), as a form's field would be, but for a
// word no surname is (a preposition or a conjunction: "nazwisko po mamie"). A surname spelled right after its value
// needs no first name ("nazwisko zima, z jak zegar").
import type { ScanText } from '../context.js';
import { isFirstNameAnyCase } from '../names/dictionary.js';
import type { Candidate } from '../types.js';

export const DICTATED_FIELD_SCORE = 0.6;

/** Before "nazwisko" (the text up to it): "imię" and its value. */
const FIRST_BEFORE_RE = /(?<![\p{L}])(?:imi[eę]|imiona) (\p{Ll}{2,}) $/u;
/** At "nazwisko" (sticky): its value, then optionally "imię" and its value. */
const SURNAME_AT_RE = /nazwisko (\p{Ll}{2,})(?: (?:imi[eę]|imiona) (\p{Ll}{2,}))?(?![\p{L}\p{N}])/uy;
/** A spelling after a value: its first letter "jak" a word ("z jak zegar"). */
const SPELLING_AFTER_RE = /,?[ \t]+(\p{L})[ \t]+jak[ \t]+\p{L}/uy;
/** Words that are no surname after "nazwisko" ("nazwisko po mamie", "nazwisko jest"). */
const NOT_A_VALUE: ReadonlySet<string> = new Set([
  'po', 'na', 'do', 'od', 'za', 'ze', 'we', 'jest', 'to', 'ma', 'mam', 'masz', 'oraz', 'albo', 'lub', 'czy', 'jak', 'tez', 'też',
  'panienskie', 'panieńskie', 'rodowe', 'matki', 'ojca', 'prosze', 'proszę', 'podaj', 'wpisz', 'brak',
]);

export function detectDictatedFields(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  for (let at = text.indexOf('nazwisko'); at >= 0; at = text.indexOf('nazwisko', at + 8)) {
    SURNAME_AT_RE.lastIndex = at;
    const m = SURNAME_AT_RE.exec(text);
    if (!m) continue;
    const surname = m[1]!, surnameStart = at + 'nazwisko '.length;
    const before = FIRST_BEFORE_RE.exec(text.slice(Math.max(0, at - 30), at));
    const first = before ? before[1]! : m[2];
    if (NOT_A_VALUE.has(surname)) continue;
    // Spelled right after, its first letter first ("nazwisko zima, z jak zegar, i, m, a"): the value is a name alone.
    SPELLING_AFTER_RE.lastIndex = surnameStart + surname.length;
    const spelled = SPELLING_AFTER_RE.exec(text);
    if (first === undefined && spelled && spelled[1]!.toLowerCase() === surname[0]) { push(out, surnameStart, surnameStart + surname.length); continue; }
    if (first === undefined || !isFirstNameAnyCase(first)) continue;
    const firstStart = before ? at - before[0].length + before[0].indexOf(' ') + 1 : SURNAME_AT_RE.lastIndex - first.length;
    push(out, firstStart, firstStart + first.length);
    push(out, surnameStart, surnameStart + surname.length);
  }
}

function push(out: Candidate[], start: number, end: number): void {
  if (out.some((c) => c.type === 'PERSON' && c.start <= start && end <= c.end)) return;
  out.push({ type: 'PERSON', start, end, score: DICTATED_FIELD_SCORE, source: 'dictated-field' });
}
