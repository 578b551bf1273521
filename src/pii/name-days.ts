// A name-day calendar names no one: "Imieniny obchodzą dziś: Andrzej, Anna i Katarzyna", "Dziś imieniny obchodzi
// Barbara". In a sentence that says who celebrates name days ("imieniny" with "obchodzi"/"obchodzą"), lone first
// names are the calendar's, and are dropped from PERSON candidates. "Imieniny Kasi obchodzimy u babci" (we celebrate
// someone's) keeps Kasia.
import { isFirstNameAnyCase } from './names/dictionary.js';
import type { Candidate } from './types.js';

const CALENDAR_RE = /imienin\p{L}*[^.!?\n]{0,40}obchodz(?:i|ą|a)(?!\p{L})|obchodz(?:i|ą|a)(?!\p{L})[^.!?\n]{0,40}imienin/giu;
const SINGLE_WORD_RE = /^\p{Lu}\p{Ll}+$/u;

export function dropNameDayNames(text: string, candidates: Candidate[]): Candidate[] {
  if (text.indexOf('mienin') < 0 || !candidates.some((c) => c.type === 'PERSON')) return candidates;
  const sentences: Array<[number, number]> = [];
  CALENDAR_RE.lastIndex = 0;
  for (let m = CALENDAR_RE.exec(text); m; m = CALENDAR_RE.exec(text)) {
    let start = m.index, end = m.index + m[0].length;
    while (start > 0 && !/[.!?\n]/.test(text[start - 1]!)) start--;
    while (end < text.length && !/[.!?\n]/.test(text[end]!)) end++;
    sentences.push([start, end]);
  }
  if (sentences.length === 0) return candidates;
  return candidates.filter((c) => {
    if (c.type !== 'PERSON' || !sentences.some(([s, e]) => s <= c.start && c.end <= e)) return true;
    const word = text.slice(c.start, c.end);
    return !(SINGLE_WORD_RE.test(word) && isFirstNameAnyCase(word));
  });
}
