// PERSON: someone pointed at by where they belong, in lower-case chat: "ten lis z 3b", "ta jagoda z biologii", "tego
// kowala z księgowości". A demonstrative, one lower-case word, then "z"/"od"/"ze" and a school class, a subject or a
// workplace's department: there the word is a first name or a surname even when it is also a word ("lis", "jagoda").
// The word must be a first-name form or a surname the lexicon or the lists know, so "ta kawa z automatu" stays.
import { isFirstNameAnyCase } from '../names/dictionary.js';
import { isLexiconSurnameNominative } from '../names/lexicon-surnames.js';
import { isKnownSurname } from '../names/surnames.js';
import type { Candidate } from '../types.js';

export const DESCRIBED_PERSON_SCORE = 0.5;

/** Classes, school subjects and departments (folded stems, as written after "z"/"od"). */
const PLACES_OF_PEOPLE = [
  '\\d[a-h]', 'klasy', 'matm[ay]', 'matematyki', 'polskiego', 'angielskiego', 'niemieckiego', 'historii', 'biologii',
  'chemii', 'fizyki', 'geografii', 'informatyki', 'wf-?u', 'religii', 'plastyki', 'muzyki', 'ksiegowosci', 'księgowości',
  'kadr', 'hr-?u', 'it', 'marketingu', 'sprzedazy', 'sprzedaży', 'magazynu', 'recepcji', 'serwisu', 'zarzadu', 'zarządu',
  'dzialu', 'działu', 'biura', 'sekretariatu', 'logistyki', 'produkcji', 'obslugi', 'obsługi', 'ochrony', 'portierni',
  'szatni', 'stolowki', 'stołówki', 'pietra', 'piętra', 'parteru', 'bloku', 'klatki', 'osiedla', 'podstawowki',
  'podstawówki', 'liceum', 'technikum', 'gimnazjum', 'studiow', 'studiów', 'roku', 'grupy', 'zmiany', 'druzyny', 'drużyny',
].join('|');
const DESCRIBED_RE = new RegExp(
  `(?:^|[^\\p{L}])(?:ten|ta|tego|tej|temu|tą|tę|te|tym)[ \\t]+(\\p{Ll}{3,15})[ \\t]+(?:z|ze|od)[ \\t]+(?:${PLACES_OF_PEOPLE})(?![\\p{L}\\p{N}])`,
  'gu',
);
const HINT_RE = /\bt(?:en|a|ego|ej|emu|ą|ę|e|ym) \p{Ll}+ (?:z|ze|od) /u;

export function detectDescribedPeople(text: string, out: Candidate[]): void {
  if (!HINT_RE.test(text)) return;
  DESCRIBED_RE.lastIndex = 0;
  for (let m = DESCRIBED_RE.exec(text); m; m = DESCRIBED_RE.exec(text)) {
    const word = m[1]!;
    if (!isFirstNameAnyCase(word) && !isLexiconSurnameNominative(word) && !isKnownSurname(word)) continue;
    const start = m.index + m[0].indexOf(word, m[0].search(/\s/));
    out.push({ type: 'PERSON', start, end: start + word.length, score: DESCRIBED_PERSON_SCORE, source: 'described-person' });
  }
}
