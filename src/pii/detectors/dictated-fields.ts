// PERSON: a first name's and a surname's label side by side with one word each, in lower case, as a form is
// dictated to a voice assistant or typed in chat ("imie halina nazwisko zima pesel …", "nazwisko kura imię
// zbigniew"). The first name's value must be a first name, so "podaj imię i nazwisko klienta" stays a sentence;
// the surname's value is then taken whatever word it is ("zima", "kura"), as a form's field would be, but for a
// word no surname is (a preposition or a conjunction: "nazwisko po mamie").
import type { ScanText } from '../context.js';
import { isFirstNameAnyCase } from '../names/dictionary.js';
import type { Candidate } from '../types.js';

export const DICTATED_FIELD_SCORE = 0.6;

const PAIR_RE = /(?<![\p{L}])(?:(?:imi[eę]|imiona) (\p{Ll}{2,}) nazwisko (\p{Ll}{2,})|nazwisko (\p{Ll}{2,}) (?:imi[eę]|imiona) (\p{Ll}{2,}))(?![\p{L}\p{N}])/gu;
/** Words that are no surname after "nazwisko" ("nazwisko po mamie", "nazwisko jest"). */
const NOT_A_VALUE: ReadonlySet<string> = new Set([
  'po', 'na', 'do', 'od', 'za', 'ze', 'we', 'jest', 'to', 'ma', 'mam', 'masz', 'oraz', 'albo', 'lub', 'czy', 'jak', 'tez', 'też',
  'panienskie', 'panieńskie', 'rodowe', 'matki', 'ojca', 'prosze', 'proszę', 'podaj', 'wpisz', 'brak',
]);

export function detectDictatedFields(scan: ScanText, out: Candidate[]): void {
  if (!scan.folded.includes('nazwisko')) return;
  const text = scan.text, re = PAIR_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const first = m[1] ?? m[4]!, surname = m[2] ?? m[3]!;
    if (!isFirstNameAnyCase(first) || NOT_A_VALUE.has(surname)) continue;
    const end = m.index + m[0].length;
    const firstStart = m[1] !== undefined ? m.index + m[0].indexOf(' ') + 1 : end - first.length;
    const surnameStart = m[1] !== undefined ? end - surname.length : m.index + 'nazwisko '.length;
    push(out, firstStart, firstStart + first.length);
    push(out, surnameStart, surnameStart + surname.length);
  }
}

function push(out: Candidate[], start: number, end: number): void {
  if (out.some((c) => c.type === 'PERSON' && c.start <= start && end <= c.end)) return;
  out.push({ type: 'PERSON', start, end, score: DICTATED_FIELD_SCORE, source: 'dictated-field' });
}
