// An organization found once is the same organization where it comes back: "firmy Amway … Amway sprawdza",
// "Amway Corporation … w Amwayu". After resolution, each accepted ORGANIZATION span of one to three capitalised
// words (an acronym too) is looked for again in the same text, each word in any case form (the same stem); an
// occurrence that no entity covers, written in the same case style (capitalised or ALL CAPS) in a sentence
// with lower case, becomes an ORGANIZATION too. So does the first word of a longer name on its own, when it is
// no word of the language, first name or kind of institution ("Amway Polska" … "Amway sprawdza"). Not a
// one-word name the text also writes in lower case ("KOT", the magazine, in a text about cats), nor, at a
// sentence's start, one the dictionary has ("Zorza polarna").
import { atSentenceStart, isOrganizationHead, isOrganizationKindNoun } from './detectors/organization-shapes.js';
import { isFirstNameAnyCase } from './names/dictionary.js';
import { isDictionaryWord } from './dictionary-words.js';
import { fold, foldText } from './fold.js';
import { nameStem } from './name-echoes.js';
import type { Candidate } from './types.js';

export const ORGANIZATION_ECHO_SCORE = 0.45;

const NAME_WORD_RE = /^\p{Lu}[\p{L}\p{N}]*$/u;
const LOWER_RE = /\p{Ll}/u;
/** A model's span below this is not looked for again. */
const ECHOED_MIN_SCORE = 0.6;
const isCaps = (w: string): boolean => w.length > 1 && w === w.toUpperCase();
const WORD_RE = /[\p{L}\p{N}]+/uy;

/** The sentence around [start, end), at most 60 characters either side. */
function sentenceAround(text: string, start: number, end: number): string {
  let a = start, b = end;
  while (a > 0 && start - a < 60 && !'.!?\n'.includes(text[a - 1]!)) a--;
  while (b < text.length && b - end < 60 && !'.!?\n'.includes(text[b]!)) b++;
  return text.slice(a, b);
}

/** Whether a word with this folded stem starts in lower case somewhere in the text. */
function writtenLower(text: string, folded: string, stem: string): boolean {
  for (let at = folded.indexOf(stem); at >= 0; at = folded.indexOf(stem, at + 1)) {
    if (at > 0 && /[\p{L}\p{N}]/u.test(text[at - 1]!)) continue;
    if (text[at] !== text[at]!.toUpperCase()) return true;
  }
  return false;
}

/** A word of a name that may stand for the whole name: not a word of the language, a first name or a kind of institution. */
function ownWord(word: string): boolean {
  return word.length >= 3 && !isDictionaryWord(word) && !isFirstNameAnyCase(word) && !isOrganizationHead(word) && !isOrganizationKindNoun(word);
}

/**
 * ORGANIZATION candidates for the words of `text` that repeat an accepted organization's name (see the
 * header) and that no accepted entity covers. `accepted` is ordered by position and does not overlap.
 */
export function organizationEchoes(text: string, accepted: readonly Candidate[]): Candidate[] {
  let folded: string | undefined;
  const names: string[][] = [];
  // Each word's case style (ALL CAPS or capitalised), which its echo keeps: "KOT" the magazine, "Kot" the word.
  const capsOf = new Map<string[], boolean[]>();
  for (const c of accepted) {
    if (c.type !== 'ORGANIZATION') continue;
    const words = text.slice(c.start, c.end).split(' ');
    if (words.length > 3 || !words.every((w) => NAME_WORD_RE.test(w) && w.length >= 2)) continue;
    if (c.source === 'ner' && c.score < ECHOED_MIN_SCORE) continue; // a guess of the model's
    const stems = words.map((w) => nameStem(w));
    // One word the text also writes in lower case is a word of the language ("KOT" the magazine, "kot").
    folded ??= foldText(text);
    if (words.length === 1 && writtenLower(text, folded, stems[0]!)) continue;
    if (!names.some((n) => n.join(' ') === stems.join(' '))) { names.push(stems); capsOf.set(stems, words.map(isCaps)); }
    // The first word of a longer name, one the dictionary lacks, stands for it ("Amway Polska" … "Amway").
    if (words.length > 1 && ownWord(words[0]!) && !writtenLower(text, folded, stems[0]!) && !names.some((n) => n.length === 1 && n[0] === stems[0])) {
      const one = [stems[0]!];
      names.push(one); capsOf.set(one, [isCaps(words[0]!)]);
    }
  }
  if (names.length === 0 || folded === undefined) return [];
  const out: Candidate[] = [];
  const covered = (start: number, end: number) =>
    accepted.some((c) => c.start < end && start < c.end) || out.some((c) => c.start < end && start < c.end);
  for (const stems of names) {
    const first = stems[0]!;
    const caps = capsOf.get(stems)!;
    for (let at = folded.indexOf(first); at >= 0; at = folded.indexOf(first, at + 1)) {
      if (at > 0 && /[\p{L}\p{N}]/u.test(text[at - 1]!)) continue;
      // Each word of the name, in turn, one space apart, with the same stem.
      let pos = at, end = -1;
      for (let k = 0; k < stems.length; k++) {
        if (k > 0) { if (text[pos] !== ' ') break; pos++; }
        WORD_RE.lastIndex = pos;
        const w = WORD_RE.exec(text);
        if (!w || !NAME_WORD_RE.test(w[0]) || nameStem(w[0]) !== stems[k] || isCaps(w[0]) !== caps[k]) break;
        pos += w[0].length;
        if (k === stems.length - 1) end = pos;
      }
      if (end < 0 || covered(at, end)) continue;
      // In a sentence without lower case every word looks like a name.
      if (!LOWER_RE.test(sentenceAround(text, at, end))) continue;
      if (stems.length === 1 && atSentenceStart(text, at) && isDictionaryWord(text.slice(at, end))) continue;
      out.push({ type: 'ORGANIZATION', start: at, end, score: ORGANIZATION_ECHO_SCORE, source: 'echo' });
    }
  }
  return out;
}
