// An organization found once is the same organization where it comes back: "firmy Amway … Amway sprawdza",
// "Amway Corporation … w Amwayu". After resolution, each accepted ORGANIZATION span of one to three capitalised
// words (an acronym too) is looked for again in the same text, each word in any case form (the same stem); an
// occurrence that no entity covers, written in the same case style (capitalised or ALL CAPS) in a sentence
// with lower case, becomes an ORGANIZATION too. Not a one-word name the text also writes in lower case ("KOT",
// the magazine, in a text about cats), nor, at a sentence's start, one the dictionary has ("Zorza polarna").
// A name whose every word the language lacks ("Amway", "SKKT", "amd"; no first name or kind of institution
// either) comes back in any case, also in text written without case, where nothing else marks a name; so does
// the first word of a longer name on its own when it is such a word ("Amway Polska" … "Amway sprawdza").
// Never inside an address, a path or a longer word ("www.mdk-raciborz.pl"); an acronym's ending goes with it ("SKKT-u").
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
  // Names of words no language has ("Amway", "SKKT", "amd"): their echo may be written in any case.
  const anyCase = new Set<string[]>();
  const add = (stems: string[], caps: boolean[], caseless: boolean) => {
    const key = stems.join(' ');
    const known = names.find((n) => n.join(' ') === key);
    if (known) { if (caseless) anyCase.add(known); return; }
    names.push(stems);
    capsOf.set(stems, caps);
    if (caseless) anyCase.add(stems);
  };
  for (const c of accepted) {
    if (c.type !== 'ORGANIZATION') continue;
    const words = text.slice(c.start, c.end).split(' ');
    if (words.length > 3) continue;
    const own = words.every((w) => WORD_ONLY_RE.test(w) && ownWord(w));
    if (!own && !words.every((w) => NAME_WORD_RE.test(w) && w.length >= 2)) continue;
    if (c.source === 'ner' && c.score < ECHOED_MIN_SCORE) continue; // a guess of the model's
    const stems = words.map((w) => nameStem(w));
    // One word the text also writes in lower case is a word of the language ("KOT" the magazine, "kot").
    folded ??= foldText(text);
    if (!own && words.length === 1 && writtenLower(text, folded, stems[0]!)) continue;
    add(stems, words.map(isCaps), own);
    // The first word of a longer name, one the dictionary lacks, stands for it ("Amway Polska" … "Amway").
    if (words.length > 1 && ownWord(words[0]!)) add([stems[0]!], [isCaps(words[0]!)], true);
  }
  if (names.length === 0 || folded === undefined) return [];
  const out: Candidate[] = [];
  const covered = (start: number, end: number) =>
    accepted.some((c) => c.start < end && start < c.end) || out.some((c) => c.start < end && start < c.end);
  for (const stems of names) {
    const first = stems[0]!;
    const caps = capsOf.get(stems)!;
    const caseless = anyCase.has(stems);
    for (let at = folded.indexOf(first); at >= 0; at = folded.indexOf(first, at + 1)) {
      // Not inside a word, an address or a path ("www.mdk-raciborz.pl").
      if (at > 0 && /[\p{L}\p{N}.@/\\_]/u.test(text[at - 1]!)) continue;
      // Each word of the name, in turn, one space apart, with the same stem.
      let pos = at, end = -1;
      for (let k = 0; k < stems.length; k++) {
        if (k > 0) { if (text[pos] !== ' ') break; pos++; }
        WORD_RE.lastIndex = pos;
        const w = WORD_RE.exec(text);
        if (!w || nameStem(w[0]) !== stems[k]) break;
        if (!caseless && (!NAME_WORD_RE.test(w[0]) || isCaps(w[0]) !== caps[k])) break;
        pos += w[0].length;
        if (k === stems.length - 1) end = pos;
      }
      if (end < 0) continue;
      // An acronym's ending after a hyphen goes with it ("SKKT-u"); another word or an address glued on does not.
      const ending = INFLECTION_AFTER_RE.exec(text.slice(end, end + 8));
      if (ending) end += ending[0].length;
      else if (GLUED_AFTER_RE.test(text.slice(end, end + 2))) continue;
      if (covered(at, end)) continue;
      if (!caseless) {
        // In a sentence without lower case every word looks like a name.
        if (!LOWER_RE.test(sentenceAround(text, at, end))) continue;
        if (stems.length === 1 && atSentenceStart(text, at) && isDictionaryWord(text.slice(at, end))) continue;
      }
      out.push({ type: 'ORGANIZATION', start: at, end, score: ORGANIZATION_ECHO_SCORE, source: 'echo' });
    }
  }
  return out;
}
const INFLECTION_AFTER_RE = /^[-'’]\p{L}{1,3}(?![\p{L}\p{N}.@/-])/u;
const GLUED_AFTER_RE = /^(?:[@/\\_]|\.[\p{L}\p{N}])/u;
const WORD_ONLY_RE = /^[\p{L}\p{N}]+$/u;
