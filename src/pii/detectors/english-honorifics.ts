// A name after an English honorific, in documents and mail written in English about Polish people
// (docs/pii-detection.md §6.3): "Dear Ms. Wiśniewska", "Mr Przemysław Kałuża", "MR JERZY SZCZYGIEL" on a
// boarding pass, "Mrs. J. Nowak". One to three capitalised or ALL CAPS words (or an initial) after the
// honorific are the name; a title after it ("Mr President", "Madam Speaker") is not. Polish honorifics and
// "Dr" are person.ts's.
import type { Candidate } from '../types.js';
import type { ScanText } from '../context.js';
import { isFirstNameAnyCase } from '../names/dictionary.js';
import { looksLikeSurname } from '../names/surnames.js';

export const ENGLISH_HONORIFIC_SCORE = 0.6;

/** The honorific, then the name: up to three words of one case style, one space apart. */
const HONORIFIC_NAME_RE =
  /(?<![\p{L}\p{N}_])(Mr|Mrs|Ms|Miss|Mx|MR|MRS|MS|MISS|MX)\.?[ \t]+((?:\p{Lu}\.[ \t]?)?(?:\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?(?: \p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?){0,2}|\p{Lu}{2,}(?:-\p{Lu}{2,})?(?: \p{Lu}{2,}(?:-\p{Lu}{2,})?){0,2}))(?![\p{L}\p{N}_])/gu;
/** Titles and offices after an honorific (folded to lower case), not names. */
const TITLES: ReadonlySet<string> = new Set([
  'president', 'chairman', 'chairwoman', 'chair', 'speaker', 'secretary', 'minister', 'ambassador', 'mayor', 'governor',
  'justice', 'director', 'manager', 'right', 'big', 'nobody', 'everybody', 'universe', 'world',
]);
const HINT_RE = /\b(?:M[rsx]|M[RSX]|Miss|MISS)/;

export function detectEnglishHonorifics(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  if (!HINT_RE.test(text)) return;
  const re = HONORIFIC_NAME_RE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const name = m[2]!;
    const words = name.split(/[ .]+/).filter((w) => w.length > 1);
    if (TITLES.has(words[0]!.toLowerCase())) continue;
    // "MS Word", "MS SQL", "Ms Teams": Microsoft. In capitals and after "Ms" without its dot the name must read as one.
    const dotted = m[0].charCodeAt(m[1]!.length) === 46;
    if ((m[1] === m[1]!.toUpperCase() || (m[1] === 'Ms' && !dotted)) && !words.some((w) => isFirstNameAnyCase(w) || looksLikeSurname(w))) continue;
    const start = m.index + m[0].length - name.length;
    out.push({ type: 'PERSON', start, end: start + name.length, score: ENGLISH_HONORIFIC_SCORE, source: 'english-honorific' });
  }
}
