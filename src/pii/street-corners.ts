// A street corner or crossing names two streets, in the genitive of their patrons: "na rogu Piłsudskiego i
// Mickiewicza", "skrzyżowanie Jana Pawła II z Wojska Polskiego". Those are addresses' words, not people in the
// text, though every name rule reads a surname's genitive as one.
import type { Candidate } from './types.js';

/** A corner word, an optional "ulic", then two names of one to three capitalised words joined by "i", "z" or "oraz". */
const CORNER_RE = /(?<![\p{L}])(?:[Rr]ogu|[Rr]óg|[Ss]krzy[żz]owani[ueaem]+)(?: ulic| alei)? (\p{Lu}[\p{L}-]+(?: \p{Lu}[\p{L}-]+){0,2}(?: I{1,3})?) (?:i|z|oraz) (\p{Lu}[\p{L}-]+(?: \p{Lu}[\p{L}-]+){0,2}(?: I{1,3})?)/gu;
const HINT_RE = /r[oó]g|skrzy[żz]owa/i;

/** Candidates without the PERSON spans inside the street names of a corner or crossing. */
export function dropStreetCornerNames(text: string, candidates: Candidate[]): Candidate[] {
  if (!HINT_RE.test(text) || !candidates.some((c) => c.type === 'PERSON')) return candidates;
  const streets: Array<{ start: number; end: number }> = [];
  CORNER_RE.lastIndex = 0;
  for (let m = CORNER_RE.exec(text); m; m = CORNER_RE.exec(text)) {
    const second = m.index + m[0].length - m[2]!.length;
    const first = m.index + m[0].indexOf(m[1]!, m[0].indexOf(' '));
    streets.push({ start: first, end: first + m[1]!.length }, { start: second, end: second + m[2]!.length });
  }
  if (streets.length === 0) return candidates;
  return candidates.filter((c) => c.type !== 'PERSON' || !streets.some((s) => s.start <= c.start && c.end <= s.end));
}
