// A place found in text typed in one case is the same place where its form comes back: "w polsce … w polsce",
// "DO GDAŃSKA … Z GDAŃSKA". In mixed case the model reads each capitalised mention itself; in caseless text a
// place is found where its context marks it (a preposition that governs its case, the model's reading of a
// truecased sentence) and missed elsewhere. After resolution, each one-word LOCATION form written in one case
// (lowercase or ALL CAPS) and read as a place at least twice is looked for again in the same text in that same
// form (not other case forms: "warta" the river, "warty" the guard's). Not a form the text also reads as a
// person's or organization's name, nor one glued to a path, handle or number.
import { HYPHEN_JOINS, nextWord, type Span } from './char-class.js';
import { fold } from './fold.js';
import { caselessSpan, glued } from './name-echoes.js';
import type { Candidate } from './types.js';

export const LOCATION_ECHO_SCORE = 0.45;
/** A form is looked for again once read as a place this many times: one reading may be the model's slip. */
const MIN_SEEN = 2;
const MIN_LETTERS = 4;

type Accepted = { type: string; start: number; end: number };

const WORD: Span = { start: 0, end: 0 };

/** LOCATION candidates for the words of `text` that repeat a caseless one-word place (see the header) and that
 * no accepted entity covers. `accepted` is ordered by position and does not overlap. */
export function locationEchoes(text: string, accepted: readonly Accepted[]): Candidate[] {
  const forms = new Set<string>(), seen = new Map<string, number>();
  const w = WORD;
  for (const e of accepted) {
    if (e.type !== 'LOCATION' || e.end - e.start < MIN_LETTERS) continue;
    const value = text.slice(e.start, e.end);
    if (!caselessSpan(text, e.start, e.end) || !nextWord(text, e.start, HYPHEN_JOINS, w) || w.start !== e.start || w.end !== e.end) continue;
    const folded = fold(value);
    seen.set(folded, (seen.get(folded) ?? 0) + 1);
  }
  for (const [f, n] of seen) if (n >= MIN_SEEN) forms.add(f);
  if (forms.size === 0) return [];
  // A word the text also reads as a person's or an organization's name is not taken for the place.
  for (const e of accepted) {
    if (e.type !== 'PERSON' && e.type !== 'ORGANIZATION') continue;
    for (let at = e.start; nextWord(text, at, HYPHEN_JOINS, w) && w.start < e.end; at = w.end) {
      forms.delete(fold(text.slice(w.start, w.end)));
    }
  }
  if (forms.size === 0) return [];
  const out: Candidate[] = [];
  let k = 0;
  for (let at = 0; nextWord(text, at, HYPHEN_JOINS, w); at = w.end) {
    const start = w.start, end = w.end;
    if (end - start < MIN_LETTERS) continue;
    while (k < accepted.length && accepted[k]!.end <= start) k++;
    if (k < accepted.length && accepted[k]!.start < end) continue; // covered
    if (!caselessSpan(text, start, end)) continue;
    const folded = fold(text.slice(start, end));
    if (!forms.has(folded)) continue;
    if (glued(text, start, end)) continue;
    out.push({ type: 'LOCATION', start, end, score: LOCATION_ECHO_SCORE, source: 'location-echo' });
  }
  return out;
}
