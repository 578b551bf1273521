// A person's surname or given name inside a firm's name beside them: "PRZEDSIĘBIORSTWO HANDLOWE "WILK" STANISŁAW
// WILK", "PPHU „SOWA-TRANS” Marek Sowa", "firma Hoa Nails" of "Tran Thi Hoa". The firm's name then says who the
// person is as much as the name does, also where the word is a common one ("Wilk", "Sowa") that the echo rule
// (name-echoes.ts) leaves alone. Each word of an accepted PERSON span of two or more words (a name read in full)
// is looked for, capitalised or in capitals, in the three words after a firm's head word ("firma", "PHU",
// "przedsiębiorstwo", "sklep", …; quotes and hyphenated parts included: "SOWA-TRANS") or right before a legal form
// ("KRUK-BUD sp. z o.o."); that word, or that part, becomes a PERSON. Not in other quotes: ALL CAPS text quotes
// every word capitalised.
import { fold } from './fold.js';
import type { Candidate } from './types.js';

export const FIRM_NAME_ECHO_SCORE = 0.45;

type Accepted = { type: string; start: number; end: number };

/** Folded head words of a firm's name. */
const FIRM_HEADS: ReadonlySet<string> = new Set([
  'firma', 'firmy', 'firmie', 'firme', 'firma', 'phu', 'pphu', 'fhu', 'phup', 'ppuh', 'puh', 'zaklad', 'zakladu', 'sklep',
  'sklepu', 'salon', 'salonu', 'studio', 'hurtownia', 'hurtowni', 'uslugi', 'przedsiebiorstwo', 'przedsiebiorstwa',
  'gabinet', 'gabinetu', 'warsztat', 'warsztatu', 'pracownia', 'pracowni', 'biuro', 'biura', 'kancelaria', 'kancelarii',
]);
const WORD_RE = /\p{L}+/gu;
/** A legal form right after a word of the name, past its hyphenated rest and a closing quote. */
const LEGAL_FORM_AFTER_RE = /^(?:-\p{L}+)?["”»]?,? (?:sp\. ?z ?o\.? ?o\.?|s\.? ?c\.|s\.? ?a\.|sp\. ?j\.|sp\. ?k\.)/iu;

/** PERSON candidates for the words of a name found in full that come back in a firm's name (see above). */
export function firmNameEchoes(text: string, accepted: readonly Accepted[]): Candidate[] {
  const words = new Set<string>();
  for (const e of accepted) {
    if (e.type !== 'PERSON') continue;
    const parts = text.slice(e.start, e.end).match(WORD_RE);
    if (!parts || parts.length < 2) continue;
    for (const p of parts) if (p.length >= 3) words.add(fold(p));
  }
  if (words.size === 0) return [];
  const out: Candidate[] = [];
  let k = 0, headAt = -Infinity, wordIndex = 0;
  WORD_RE.lastIndex = 0;
  for (let m = WORD_RE.exec(text); m; m = WORD_RE.exec(text)) {
    const start = m.index, end = start + m[0].length, f = fold(m[0]);
    wordIndex++;
    if (FIRM_HEADS.has(f)) { headAt = wordIndex; continue; }
    if (!words.has(f) || !/^\p{Lu}/u.test(m[0])) continue;
    while (k < accepted.length && accepted[k]!.end <= start) k++;
    if (k < accepted.length && accepted[k]!.start < end) continue; // covered
    // In a firm's name: up to three words after its head word, or right before its legal form ("SOWA-TRANS sp. z o.o.").
    if (wordIndex - headAt <= 3 || LEGAL_FORM_AFTER_RE.test(text.slice(end, end + 16))) {
      out.push({ type: 'PERSON', start, end, score: FIRM_NAME_ECHO_SCORE, source: 'firm-name-echo' });
    }
  }
  return out;
}
