// A name and its spelling go together, as callers give them: "Wit. W-I-T.", "Szwed, S Z W E D, jak Szwecja",
// "Zając. Z-A-J-Ą-C." Once resolution has found one of the two, the other is the same person's name:
// - a spelled run (single letters joined by hyphens, spaces or commas, three or more) whose letters make a word of a
//   found PERSON span is that person too;
// - a found spelled run's word, written out elsewhere in the text, is that person too.
import { fold } from './fold.js';
import { covered } from './ordered-entities.js';
import type { Candidate, EntityType } from './types.js';

export const SPELLED_ECHO_SCORE = 0.5;

type Accepted = { type: EntityType; start: number; end: number };

const LETTER = 'A-Za-zÀ-ž';
/** Three or more single letters, each pair split by the same mark: "-", " ", ", " or ",". No "u" flag: Polish letters
 * lie in À-ž, and the search without it is several times faster. */
const SPELLED_RUN_RE = new RegExp(`(?<![${LETTER}0-9])[${LETTER}](?:(-|, ?| )[${LETTER}])(?:\\1[${LETTER}]){1,}(?![${LETTER}0-9])`, 'g');
const WORD_RE = /[\p{L}]+/gu;
const isWordUnit = (c: string | undefined): boolean => c !== undefined && /[\p{L}\p{N}_]/u.test(c);

/** PERSON candidates for a found name's spelling and a found spelling's name (see the header). Ordered input. */
export function spelledEchoes(text: string, accepted: readonly Accepted[]): Candidate[] {
  SPELLED_RUN_RE.lastIndex = 0;
  let out: Candidate[] | undefined;
  let names: Set<string> | undefined;
  for (let m = SPELLED_RUN_RE.exec(text); m; m = SPELLED_RUN_RE.exec(text)) {
    const start = m.index, end = start + m[0].length;
    const word = fold(m[0].replace(/[-, ]/g, ''));
    if (covered(accepted, start, end)) {
      if (accepted.some((e) => e.type === 'PERSON' && e.start <= start && end <= e.end)) {
        for (const [s, e] of writtenOut(text, word)) if (!covered(accepted, s, e)) (out ??= []).push(candidate(s, e));
      }
      continue;
    }
    names ??= personWords(text, accepted);
    if (names.has(word)) (out ??= []).push(candidate(start, end));
  }
  return out ?? [];
}

function candidate(start: number, end: number): Candidate {
  return { type: 'PERSON', start, end, score: SPELLED_ECHO_SCORE, source: 'spelled-echo' };
}

/** The folded words of the found PERSON spans, three letters or more. */
function personWords(text: string, accepted: readonly Accepted[]): Set<string> {
  const words = new Set<string>();
  for (const e of accepted) {
    if (e.type !== 'PERSON') continue;
    for (const w of text.slice(e.start, e.end).match(WORD_RE) ?? []) if (w.length >= 3) words.add(fold(w));
  }
  return words;
}

/** Where `word` (folded) stands written out as a whole word in `text`. */
function writtenOut(text: string, word: string): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  if (word.length < 3) return found;
  WORD_RE.lastIndex = 0;
  for (let m = WORD_RE.exec(text); m; m = WORD_RE.exec(text)) {
    const start = m.index, end = start + m[0].length;
    if (m[0].length === word.length && !isWordUnit(text[start - 1]) && !isWordUnit(text[end]) && fold(m[0]) === word) found.push([start, end]);
  }
  return found;
}
