// PERSON: the answer to a question for the listener's name in a transcript or chat ("AGENT: Jak się pan nazywa?\nKLIENT: Mazur.",
// "Proszę podać nazwisko.\n- Kowalczyk Anna"). The line after the question, past a speaker label, is the name when
// it is one to three words, each capitalised, in capitals or lower case, with nothing else but a closing
// punctuation mark: an answer of a sentence ("Mam na imię…") is for the other rules. Gated on "naz"
// in the text; a role word or a yes/no answer ("Tak.", "Słucham?") is no name. After a request to spell the name
// ("Proszę przeliterować nazwisko.") the answer is the name however it goes on ("Chrząszcz. Ch jak…", "K-o-z-i-o-ł.
// Kozioł."), and a name spelled letter by letter with hyphens is one wherever the text speaks of spelling.
import { isDictionaryWord } from '../dictionary-words.js';
import { fold } from '../fold.js';
import { isRoleWord } from '../label-words.js';
import { isFirstNameAnyCase } from '../names/dictionary.js';
import { isLexiconSurnameNominative } from '../names/lexicon-surnames.js';
import { isKnownSurname } from '../names/surnames.js';
import type { ScanText } from '../context.js';
import type { Candidate } from '../types.js';

export const NAME_ANSWER_SCORE = 0.6;

/** Questions for the listener's name (folded text), and a question for a name on one line. */
const ASKED_NAME = String.raw`jak (?:sie )?(?:pan|pani) (?:sie )?nazywa|jak (?:sie |ty )+nazywasz|jak (?:pan|pani)u? na nazwisko|jakie (?:jest )?(?:pana|pani|twoje) nazwisko|z kim rozmawiam`;
const QUESTION_RE = new RegExp(String.raw`(?:${ASKED_NAME}|(?:podac|podaj|poprosze|prosze o|moge prosic o) (?:(?:pana|pani|swoje|twoje|panskie|imie i) )?nazwisko|nazwisko(?: (?:pacjenta|pacjentki|klienta|klientki|goscia|zglaszajacego|zglaszajacej|osoby|dziecka|ucznia|uczennicy|wlasciciela|wlascicielki|nadawcy|odbiorcy|kierowcy))?\?)[^\n]*\n`, 'gu');
/** The answer line: an optional speaker label, then one to three name words, a spelling's hint ("Fąfara, przez ą")
 * and closing punctuation. */
const ANSWER_RE = /^[ \t]*(?:[-–>*]+[ \t]*)?(?:[\p{L}\d .]{1,24}:[ \t]*)?((?:\p{L}+(?:-\p{L}+)?)(?: \p{L}+(?:-\p{L}+)?){0,2})[ \t]*(?:,[ \t]*przez [^\n,.]{1,20})?[.!]?[ \t]*(?:\n|$)/u;
/** Short answers that are no name (folded). */
const NOT_NAME: ReadonlySet<string> = new Set([
  'tak', 'nie', 'slucham', 'prosze', 'dobrze', 'ok', 'okej', 'chwileczke', 'moment', 'halo', 'dzien dobry', 'juz',
  'nie wiem', 'nie pamietam', 'oczywiscie', 'jasne', 'dziekuje', 'prosze bardzo', 'po co', 'dlaczego',
]);

export function detectNameAnswers(scan: ScanText, out: Candidate[]): void {
  const folded = scan.folded;
  if (!folded.includes('naz') && !folded.includes('z kim rozmawiam')) return; // "nazwisko", "nazywa"
  const text = scan.text;
  const re = QUESTION_RE;
  re.lastIndex = 0;
  for (let m = re.exec(folded); m; m = re.exec(folded)) {
    const lineStart = m.index + m[0].length;
    const a = ANSWER_RE.exec(text.slice(lineStart, lineStart + 120));
    if (!a) continue;
    const name = a[1]!;
    const words = name.split(' ');
    if (NOT_NAME.has(folded.slice(lineStart + a[0].lastIndexOf(name), lineStart + a[0].lastIndexOf(name) + name.length))) continue;
    if (words.some((w) => isRoleWord(w) || w.length < 2)) continue;
    // Mixed case within a word ("iPhone") or a lower-case word among capitalised ones is no name.
    if (!words.every((w) => /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?$/u.test(w)) && !words.every((w) => w === w.toUpperCase())
      && !words.every((w) => w === w.toLowerCase())) continue;
    const start = lineStart + a[0].lastIndexOf(name);
    out.push({ type: 'PERSON', start, end: start + name.length, score: NAME_ANSWER_SCORE, source: 'name-answers' });
  }
  detectSameLineAnswers(scan, out);
  if (folded.includes('liter') || hasSpelledLetters(scan.text)) detectSpelledNames(scan, out);
}

/** Whether a letter stands alone between two hyphens somewhere ("k-u-r-a"): most texts have none. */
function hasSpelledLetters(text: string): boolean {
  for (let i = text.indexOf('-'); i >= 0; i = text.indexOf('-', i + 1)) {
    if (text.charCodeAt(i + 2) === 45 && /\p{L}/u.test(text[i + 1] ?? '')) return true;
  }
  return false;
}

/** A request to spell (folded text), to the end of its line. */
const SPELL_REQUEST_RE = /(?:prze)?liter(?:owac|uj|uje|ujemy|owal|owala)[^\n]*\n/g;
/** The answer's first word, past a speaker label: a word, or letters spelled with hyphens ("K-o-z-i-o-ł"). */
const SPELL_ANSWER_RE = /^[ \t]*(?:[-–>*]+[ \t]*)?(?:[\p{L}\d .]{1,24}:[ \t]*)?(\p{L}{1,3}(?:-\p{L}{1,3}){3,}|\p{Lu}\p{L}+(?:-\p{Lu}\p{L}+)?)(?=[ \t]*[.,!]|[ \t]*\n|[ \t]*$)/u;
/** Letters spelled one by one with hyphens, digraphs too ("K-o-z-i-o-ł", "Ch-ę-c-i-ń-s-k-a"). */
const SPELLED_RE = /(?<![\p{L}\p{N}-])\p{L}{1,3}(?:-\p{L}{1,3}){3,}(?![\p{L}\p{N}-])/gu;

function detectSpelledNames(scan: ScanText, out: Candidate[]): void {
  const text = scan.text, folded = scan.folded;
  SPELL_REQUEST_RE.lastIndex = 0;
  for (let m = SPELL_REQUEST_RE.exec(folded); m; m = SPELL_REQUEST_RE.exec(folded)) {
    if (!/nazwisk|imie|imion|dane/.test(m[0])) continue;
    const lineStart = m.index + m[0].length;
    const a = SPELL_ANSWER_RE.exec(text.slice(lineStart, lineStart + 120));
    if (!a || NOT_NAME.has(fold(a[1]!)) || isRoleWord(a[1]!)) continue;
    const start = lineStart + a[0].length - a[1]!.length;
    out.push({ type: 'PERSON', start, end: start + a[1]!.length, score: NAME_ANSWER_SCORE, source: 'name-answers' });
  }
  const spelling = folded.includes('liter');
  SPELLED_RE.lastIndex = 0;
  for (let m = SPELLED_RE.exec(text); m; m = SPELLED_RE.exec(text)) {
    const parts = m[0].split('-');
    // Mostly single letters: "Ch-ę-c-i-ń-s-k-a", not "pół-na-pół".
    if (parts.filter((p) => p.length === 1).length * 2 < parts.length) continue;
    const joined = parts.join('');
    // Where nothing speaks of spelling, only a name spelled right after it is written ("Kura, k-u-r-a").
    if (!spelling && !text.slice(Math.max(0, m.index - 40), m.index).toLowerCase().includes(joined.toLowerCase())) continue;
    out.push({ type: 'PERSON', start: m.index, end: m.index + m[0].length, score: NAME_ANSWER_SCORE, source: 'spelled-name' });
    // The name written whole nearby ("K-o-z-i-o-ł. Kozioł."): the same letters in any case.
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 60);
    const at = after.toLowerCase().indexOf(joined.toLowerCase());
    if (at >= 0) {
      const s = m.index + m[0].length + at;
      if (!/\p{L}/u.test(text[s - 1] ?? '') && !/\p{L}/u.test(text[s + joined.length] ?? '')) {
        out.push({ type: 'PERSON', start: s, end: s + joined.length, score: NAME_ANSWER_SCORE, source: 'spelled-name' });
      }
    }
  }
}

/** The question for a name ending in "?" with the answer on the same line ("A nazwisko? Wrona, tak jak ja."). */
const SAME_LINE_QUESTION_RE = new RegExp(String.raw`(?:${ASKED_NAME}|(?:^|[^a-z])nazwisko)\?[ \t]+`, 'gu');
/** One or two words right after the question, then a comma, a full stop, "!" or the line's end. */
const SAME_LINE_ANSWER_RE = /^(?:[-–—][ \t]*)?(\p{L}+(?:-\p{L}+)?(?: \p{L}+(?:-\p{L}+)?)?)(?=[ \t]*(?:[.,!;]|\n|$))/u;

/**
 * In one-line transcripts and chat the answer follows its question on the same line. Only capitalised words or
 * words in capitals that each read as a name (a first name, a listed or lexicon surname, or no dictionary word):
 * "Jak się pan nazywa? Proszę powiedzieć." stays out.
 */
function detectSameLineAnswers(scan: ScanText, out: Candidate[]): void {
  const folded = scan.folded;
  if (!folded.includes('?')) return;
  const text = scan.text;
  const re = SAME_LINE_QUESTION_RE;
  re.lastIndex = 0;
  for (let m = re.exec(folded); m; m = re.exec(folded)) {
    const at = m.index + m[0].length;
    const a = SAME_LINE_ANSWER_RE.exec(text.slice(at, at + 60));
    if (!a) continue;
    const name = a[1]!;
    const words = name.split(' ');
    if (!words.every((w) => /^\p{Lu}(?:\p{Ll}+(?:-\p{Lu}\p{Ll}+)?|[\p{Lu}-]+)$/u.test(w))) continue;
    if (words.some((w) => w.length < 2 || isRoleWord(w) || NOT_NAME.has(w.toLowerCase()))) continue;
    if (!words.every((w) => isFirstNameAnyCase(w) || isKnownSurname(w) || isLexiconSurnameNominative(w.toLowerCase()) || !isDictionaryWord(w))) continue;
    const start = at + a[0].length - name.length;
    out.push({ type: 'PERSON', start, end: start + name.length, score: NAME_ANSWER_SCORE, source: 'name-answers' });
  }
}
