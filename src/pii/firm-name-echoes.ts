// A person's surname or given name inside a firm's name beside them: "PRZEDSIĘBIORSTWO HANDLOWE "WILK" STANISŁAW
// WILK", "PPHU „SOWA-TRANS” Marek Sowa", "firma Hoa Nails" of "Tran Thi Hoa". The firm's name then says who the
// person is as much as the name does, also where the word is a common one ("Wilk", "Sowa") that the echo rule
// (name-echoes.ts) leaves alone. Each word of an accepted PERSON span of two or more words (a name read in full)
// is looked for, capitalised or in capitals, in the three words after a firm's head word ("firma", "PHU",
// "przedsiębiorstwo", "sklep", …; quotes and hyphenated parts included: "SOWA-TRANS") or right before a legal form
// ("KRUK-BUD sp. z o.o."); that word, or that part, becomes a PERSON. Not in other quotes: ALL CAPS text quotes
// every word capitalised.
import { fold } from './fold.js';
import { covered } from './ordered-entities.js';
import type { Candidate } from './types.js';

export const FIRM_NAME_ECHO_SCORE = 0.45;

/** Accepted entities, ordered by start and not overlapping. */
type Accepted = { type: string; start: number; end: number };

/** Folded head words of a firm's name ("firmę" folds to "firme"). */
const FIRM_HEADS: ReadonlySet<string> = new Set([
  'firma', 'firmy', 'firmie', 'firme', 'phu', 'pphu', 'fhu', 'phup', 'ppuh', 'puh', 'zaklad', 'zakladu', 'sklep', 'sklepu',
  'salon', 'salonu', 'studio', 'hurtownia', 'hurtowni', 'uslugi', 'przedsiebiorstwo', 'przedsiebiorstwa', 'gabinet',
  'gabinetu', 'warsztat', 'warsztatu', 'pracownia', 'pracowni', 'biuro', 'biura', 'kancelaria', 'kancelarii',
]);
/** A firm's head word or a legal form in the original text (no Unicode classes: one quick scan); the head words'
 * and legal forms' folded spellings are checked after. */
const MARKS_RE = /[Ff]irm|FIRM|PP?HU|FHU|PP?UH|[Zz]ak[lł]ad|ZAK[LŁ]AD|[Ss]klep|SKLEP|[Ss]alon|SALON|[Ss]tudio|STUDIO|[Hh]urtown|HURTOWN|[Uu]s[lł]ugi|US[LŁ]UGI|[Pp]rzedsi|PRZEDSI|[Gg]abinet|GABINET|[Ww]arsztat|WARSZTAT|[Pp]racowni|PRACOWNI|[Bb]iur[oa]|BIUR[OA]|[Kk]ancelari|KANCELARI|[Ss][Pp]\. ?[ZzJjKk]|[Ss]\. ?[AaCc]\./g;
const LEGAL_FORM_AT_RE = /^(?:sp\. ?z ?o\.? ?o\.?|s\.? ?c\.|s\.? ?a\.|sp\. ?j\.|sp\. ?k\.)/;
const FOLDED_WORDS_RE = /[a-z]+/g;
const LETTER_RE = /[A-Za-zĄĆĘŁŃÓŚŹŻąćęłńóśźżÀ-ÖØ-öø-ž]/;

/** PERSON candidates for the words of a name found in full that come back in a firm's name (see above). */
export function firmNameEchoes(text: string, accepted: readonly Accepted[]): Candidate[] {
  MARKS_RE.lastIndex = 0;
  let mark = MARKS_RE.exec(text);
  if (!mark) return [];
  const words = new Set<string>();
  for (const e of accepted) {
    if (e.type !== 'PERSON') continue;
    // Only the spans and the words around the marks are folded: a fold of the whole text costs more than the rule.
    const parts = fold(text.slice(e.start, e.end)).match(FOLDED_WORDS_RE);
    if (!parts || parts.length < 2) continue;
    for (const p of parts) if (p.length >= 3) words.add(p);
  }
  if (words.size === 0) return [];
  const out: Candidate[] = [];
  const consider = (start: number, end: number) => {
    const word = text.slice(start, end);
    if (!/^\p{Lu}/u.test(word) || !words.has(fold(word)) || covered(accepted, start, end)) return;
    if (!out.some((c) => c.start === start)) out.push({ type: 'PERSON', start, end, score: FIRM_NAME_ECHO_SCORE, source: 'firm-name-echo' });
  };
  for (; mark; mark = MARKS_RE.exec(text)) {
    const at = mark.index;
    if (at > 0 && LETTER_RE.test(text[at - 1]!)) continue; // inside a word
    let end = at;
    while (end < text.length && LETTER_RE.test(text[end]!)) end++;
    if (FIRM_HEADS.has(fold(text.slice(at, end)))) {
      // The three words after the head word, on its line.
      for (let i = end, n = 0; n < 3; n++) {
        while (i < text.length && !LETTER_RE.test(text[i]!) && text[i] !== '\n') i++;
        if (i >= text.length || text[i] === '\n') break;
        const ws = i;
        while (i < text.length && LETTER_RE.test(text[i]!)) i++;
        consider(ws, i);
      }
    } else if (LEGAL_FORM_AT_RE.test(text.slice(at, at + 12).toLowerCase())) {
      // The two words before the legal form, on its line.
      for (let i = at, n = 0; n < 2; n++) {
        while (i > 0 && !LETTER_RE.test(text[i - 1]!) && text[i - 1] !== '\n') i--;
        if (i === 0 || text[i - 1] === '\n') break;
        const we = i;
        while (i > 0 && LETTER_RE.test(text[i - 1]!)) i--;
        consider(i, we);
      }
    }
    MARKS_RE.lastIndex = Math.max(MARKS_RE.lastIndex, end);
  }
  return out.sort((a, b) => a.start - b.start);
}
