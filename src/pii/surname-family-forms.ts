// The forms a surname takes for a family, a wife and a daughter, and the other half of a double-barrelled surname
// (docs/pii-detection.md §7). After resolution:
// - a surname found as a person comes back for the family ("u Wilków", "Nowakowie przyszli"), the wife ("Kowalowa")
//   or the daughter ("Wróblówna"), capitalised or in capitals: those forms name the same people;
// - a capitalised word in "-ówna" that no dictionary has is a daughter's surname anywhere ("bo Wróblówna ma
//   komunię"): the suffix makes nothing else but a handful of words ("królówna");
// - a person's span glued by a hyphen to a capitalised listed or surname-shaped word takes that word in
//   ("Ptak-Nowicka" where the model read "Nowicka"): it is the other half of a double-barrelled surname; a firm's
//   trade is no surname ("SOWA-TRANS" stays a firm's name with the owner's surname in it).
import { HYPHEN_JOINS, isFoldedWordUnit, nextWord, type Span } from './char-class.js';
import { isDictionaryWord } from './dictionary-words.js';
import { fold, foldText } from './fold.js';
import { isFirstNameAnyCase } from './names/dictionary.js';
import { looksLikeSurname } from './names/surnames.js';
import { covered } from './ordered-entities.js';
import type { Candidate } from './types.js';

export const FAMILY_FORM_SCORE = 0.45;

/** Endings added to a surname's stem (folded: no "ó"): the family (plural), the wife's and the daughter's forms. */
const FAMILY_ENDINGS_RE = /^(?:owie|ow|om|ami|ach|owa|owej|owe|owna|owny|ownie|owne)$/;
const DAUGHTER_RE = /^\p{Lu}\p{Ll}{3,}(?:ówn|own)(?:a|y|ie|ą|ę|ami|om)$/u;
const CAPITALISED_RE = /^\p{Lu}/u;
const WORD: Span = { start: 0, end: 0 };

/** The stems a surname's family forms are built on: the word less a case ending, and without a fleeting "e" ("Wróbel" → "wrobl"). */
function stemsOf(folded: string): string[] {
  const stems = [folded];
  const m = /^(.{3,}?)(?:a|u|owi|em|iem|e|y|i|ie)$/.exec(folded);
  if (m) stems.push(m[1]!);
  for (const s of [...stems]) if (/e[lkcnrz]$/.test(s)) stems.push(s.slice(0, -2) + s.slice(-1));
  return stems.filter((s) => s.length >= 3);
}

/** PERSON candidates for the family forms of the surnames in accepted PERSON spans, and for "-ówna" words. */
export function surnameFamilyForms(text: string, accepted: readonly { type: string; start: number; end: number }[]): Candidate[] {
  // Per surname word: its stems, under the prefix they share (searched for once).
  const stems = new Map<string, string[]>();
  for (const e of accepted) {
    if (e.type !== 'PERSON') continue;
    for (let at = e.start; nextWord(text, at, HYPHEN_JOINS, WORD) && WORD.start < e.end; at = WORD.end) {
      if (WORD.end - WORD.start < 3 || !CAPITALISED_RE.test(text[WORD.start]!)) continue;
      const word = text.slice(WORD.start, WORD.end);
      if (isFirstNameAnyCase(word)) continue;
      const of = stemsOf(fold(word));
      if (of.length === 0) continue;
      let prefix = of[0]!;
      for (const s of of) while (!s.startsWith(prefix)) prefix = prefix.slice(0, -1);
      if (prefix.length >= 3) stems.set(prefix, [...(stems.get(prefix) ?? []), ...of]);
    }
  }
  const out: Candidate[] = [];
  if (stems.size > 0) { familyWords(text, accepted, stems, out); out.sort((a, b) => a.start - b.start); }
  // "-ówna" words anywhere: the text is read word by word only where one may be (seldom).
  if (text.includes('ówn') || text.includes('ÓWN')) {
    for (let at = 0; nextWord(text, at, HYPHEN_JOINS, WORD); at = WORD.end) {
      const start = WORD.start, end = WORD.end;
      if (end - start < 7 || !CAPITALISED_RE.test(text[start]!) || covered(accepted, start, end) || covered(out, start, end)) continue;
      const word = text.slice(start, end);
      if (DAUGHTER_RE.test(word[0] + word.slice(1).toLowerCase()) && !isDictionaryWord(word.toLowerCase())) {
        out.push({ type: 'PERSON', start, end, score: FAMILY_FORM_SCORE, source: 'family-form' });
      }
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** The words of `text` that are a stem of `stems` and a family ending, capitalised, that no entity covers (found by
 * searching the folded text for each stem: most of a text's words are never looked at). */
function familyWords(text: string, accepted: readonly { start: number; end: number }[], stems: ReadonlyMap<string, string[]>, out: Candidate[]): void {
  const folded = foldText(text);
  const taken = new Set<number>();
  for (const [prefix, of] of stems) {
    for (let p = folded.indexOf(prefix); p >= 0; p = folded.indexOf(prefix, p + 1)) {
      if (p > 0 && isFoldedWordUnit(folded.charCodeAt(p - 1))) continue;
      let end = p + prefix.length;
      while (end < folded.length && isFoldedWordUnit(folded.charCodeAt(end))) end++;
      if (end - p < 5 || taken.has(p)) continue;
      const s = of.find((stem) => folded.startsWith(stem, p) && end > p + stem.length && FAMILY_ENDINGS_RE.test(folded.slice(p + stem.length, end)));
      if (s === undefined) continue;
      if (!CAPITALISED_RE.test(text[p]!) || covered(accepted, p, end)) continue;
      const word = text.slice(p, end);
      // A word of the language needs a stem of four letters and a capital that says more than a text in capitals:
      // "Wilków" mid-sentence, not "TOMÓW" (volumes) after "Tom".
      if (isDictionaryWord(word.toLowerCase()) && (word === word.toUpperCase() || s.length < 4)) continue;
      taken.add(p);
      out.push({ type: 'PERSON', start: p, end, score: FAMILY_FORM_SCORE, source: 'family-form' });
    }
  }
}

/** `entities` (ordered, not overlapping) with each PERSON span glued by a hyphen to a capitalised surname taking it in. */
export function widenDoubleBarrelled<T extends { type: string; start: number; end: number }>(text: string, entities: readonly T[]): T[] {
  let out: T[] | null = null;
  for (let i = 0; i < entities.length; i++) {
    const e = entities[i]!;
    if (e.type !== 'PERSON') continue;
    let start = e.start, end = e.end;
    if (text[start - 1] === '-' && /\p{L}/u.test(text[start - 2] ?? '')) {
      let s = start - 1;
      while (s > 0 && /\p{L}/u.test(text[s - 1]!)) s--;
      if (CAPITALISED_RE.test(text[s]!) && start - 1 - s >= 2 && looksLikeSurname(text.slice(s, start - 1)) && (i === 0 || entities[i - 1]!.end <= s)) start = s;
    }
    if (text[end] === '-' && /\p{Lu}/u.test(text[end + 1] ?? '')) {
      let x = end + 1;
      while (x < text.length && /\p{L}/u.test(text[x]!)) x++;
      if (x - end - 1 >= 2 && looksLikeSurname(text.slice(end + 1, x)) && (i + 1 === entities.length || entities[i + 1]!.start >= x)) end = x;
    }
    if (start !== e.start || end !== e.end) (out ??= entities.slice())[i] = { ...e, start, end };
  }
  return out ?? (entities as T[]);
}
