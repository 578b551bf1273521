// A person's surname or given name inside a firm's name beside them: "PRZEDSIĘBIORSTWO HANDLOWE "WILK" STANISŁAW
// WILK", "PPHU „SOWA-TRANS” Marek Sowa", "firma Hoa Nails" of "Tran Thi Hoa". The firm's name then says who the
// person is as much as the name does, also where the word is a common one ("Wilk", "Sowa") that the echo rule
// (name-echoes.ts) leaves alone. Each word of an accepted PERSON span of two or more words (a name read in full)
// is looked for, capitalised or in capitals, in the three words after a firm's head word ("firma", "PHU",
// "przedsiębiorstwo", "sklep", …; quotes and hyphenated parts included: "SOWA-TRANS") or right before a legal form
// ("KRUK-BUD sp. z o.o."); that word, or that part, becomes a PERSON. Not in other quotes: ALL CAPS text quotes
// every word capitalised.
import { foldText } from './fold.js';
import type { Candidate } from './types.js';

export const FIRM_NAME_ECHO_SCORE = 0.45;

type Accepted = { type: string; start: number; end: number };

/** Folded head words of a firm's name ("firmę" folds to "firme"). */
const FIRM_HEADS: ReadonlySet<string> = new Set([
  'firma', 'firmy', 'firmie', 'firme', 'phu', 'pphu', 'fhu', 'phup', 'ppuh', 'puh', 'zaklad', 'zakladu', 'sklep', 'sklepu',
  'salon', 'salonu', 'studio', 'hurtownia', 'hurtowni', 'uslugi', 'przedsiebiorstwo', 'przedsiebiorstwa', 'gabinet',
  'gabinetu', 'warsztat', 'warsztatu', 'pracownia', 'pracowni', 'biuro', 'biura', 'kancelaria', 'kancelarii',
]);
/** A legal form right after the word (folded text), past its hyphenated rest and a closing quote. */
const LEGAL_FORM_AFTER_RE = /^(?:-[a-z]+)?["”»]?,? (?:sp\. ?z ?o\.? ?o\.?|s\.? ?c\.|s\.? ?a\.|sp\. ?j\.|sp\. ?k\.)/;
const FOLDED_WORDS_RE = /[a-z]+/g;
const LETTER_RE = /[a-z]/;

/**
 * PERSON candidates for the words of a name found in full that come back in a firm's name (see above). Each such
 * word is looked up in the folded text (indexOf: most texts have few names and fewer firms), and a hit is judged by
 * the three words before it and what follows it.
 */
export function firmNameEchoes(text: string, accepted: readonly Accepted[], folded: string = foldText(text)): Candidate[] {
  const words = new Set<string>();
  for (const e of accepted) {
    if (e.type !== 'PERSON') continue;
    // The folded text keeps the original's offsets: the span's folded words are read off it.
    const parts = folded.slice(e.start, e.end).match(FOLDED_WORDS_RE);
    if (!parts || parts.length < 2) continue;
    for (const p of parts) if (p.length >= 3) words.add(p);
  }
  if (words.size === 0) return [];
  let out: Candidate[] | undefined;
  for (const w of words) {
    for (let at = folded.indexOf(w); at >= 0; at = folded.indexOf(w, at + 1)) {
      const start = at, end = at + w.length;
      if ((start > 0 && LETTER_RE.test(folded[start - 1]!)) || LETTER_RE.test(folded[end] ?? '')) continue; // part of a longer word
      if (!/^\p{Lu}/u.test(text.slice(start, end)) || covered(accepted, start, end)) continue;
      if (!headWordBefore(folded, start) && !LEGAL_FORM_AFTER_RE.test(folded.slice(end, end + 16))) continue;
      if (!(out ??= []).some((c) => c.start === start)) out.push({ type: 'PERSON', start, end, score: FIRM_NAME_ECHO_SCORE, source: 'firm-name-echo' });
    }
  }
  return out ? out.sort((a, b) => a.start - b.start) : [];
}

/** Whether one of the three words before `start` on its line is a firm's head word (folded text). */
function headWordBefore(folded: string, start: number): boolean {
  let i = start;
  for (let n = 0; n < 3; n++) {
    while (i > 0 && !LETTER_RE.test(folded[i - 1]!) && folded[i - 1] !== '\n') i--;
    if (i === 0 || folded[i - 1] === '\n') return false;
    const end = i;
    while (i > 0 && LETTER_RE.test(folded[i - 1]!)) i--;
    if (FIRM_HEADS.has(folded.slice(i, end))) return true;
  }
  return false;
}

/** Whether an accepted entity overlaps [start, end). */
function covered(accepted: readonly Accepted[], start: number, end: number): boolean {
  return accepted.some((e) => e.start < end && start < e.end);
}
