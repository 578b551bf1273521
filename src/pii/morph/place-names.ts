// Place names of several words ("Zielona Góra", "Bielsko-Biała", "Piotrków Trybunalski"): which place a
// form such as "w Zielonej Górze" names, and the name's form in a given case. docs/pii-replacement.md,
// "Linking", describes the rule.
//
// Each word is read on its own: as a noun the lexicon lists (Góra, Bielsko, Sącz, of any kind: PoliMorf
// files Góra under the surnames), or, since the lexicon holds proper nouns only, as a regular adjective
// (Zielona, Nowy, Trybunalski, Jelenia, Górnicza), declined here. A reading of the whole name takes one
// reading per word, all in one case and one number, at least one noun (not a first name), adjectives in
// the gender of the first noun (the head), and nouns of another gender only across a hyphen. Names of
// plural-only nouns take no adjectives: the rules decline singulars only.

import { loadLexicon } from './lexicon.js';
import { CASES, type Gender, type GrammaticalCase, type NameKind } from './types.js';

export interface PlacePart {
  /** Dictionary spelling of the word's lemma (adjectives: the lower-case form, as the rules build it). */
  lemma: string;
  kind: NameKind | 'adjective';
  gender: Gender;
}

export interface PlaceNameReading {
  /** The whole name in the nominative, the words' lemmas joined by the name's own separators. */
  lemma: string;
  /** The head's gender (the first noun's), which the name as a whole takes. */
  gender: Gender;
  parts: PlacePart[];
  cases: GrammaticalCase[];
}

/** A word and the separator after it ("Bielsku-Białej" → Bielsku, "-", Białej, ""). */
const WORDS = /([\p{L}']+)([\s-]*)/gu;
const NAME = /^[\p{L}']+(?:(?:\s+|-)[\p{L}']+)+$/u;
const POLISH_LOWER = /^[a-ząćęłńóśźż]+$/;

/** The seven singular forms of a regular adjective lemma (lower case), in CASES order; undefined when not one. */
export function adjectiveForms(lemma: string): { gender: Gender; forms: string[] } | undefined {
  if (lemma.length < 4 || !POLISH_LOWER.test(lemma)) return undefined;
  const stem = lemma.slice(0, -1);
  const velar = /[kg]$/.test(stem);
  switch (lemma.slice(-1)) {
    case 'y': // Nowy: Nowego, Nowemu, Nowy, Nowym, Nowym (never after k, g or i: those take -i)
      if (velar || /[aąeęioóuy]$/.test(stem)) return undefined;
      return { gender: 'm', forms: [lemma, stem + 'ego', stem + 'emu', lemma, lemma + 'm', lemma + 'm', lemma] };
    case 'i': // Trybunalski, Jeleni: the -i stays before every ending
      if (/[aąeęioóuy]$/.test(stem)) return undefined;
      return { gender: 'm', forms: [lemma, lemma + 'ego', lemma + 'emu', lemma, lemma + 'm', lemma + 'm', lemma] };
    case 'a': { // Zielona: Zielonej, Zieloną; Śląska: Śląskiej; Jelenia: Jeleniej
      const oblique = stem + (velar ? 'iej' : 'ej');
      return { gender: 'f', forms: [lemma, oblique, oblique, stem + 'ą', stem + 'ą', oblique, lemma] };
    }
    case 'e': { // Nowe: Nowego; Mazowieckie: Mazowieckiego
      if (velar) return undefined;
      const instrumental = (stem.endsWith('i') ? stem : stem + 'y') + 'm';
      return { gender: 'n', forms: [lemma, stem + 'ego', stem + 'emu', lemma, instrumental, instrumental, lemma] };
    }
    default:
      return undefined;
  }
}

/** Adjective lemmas a lower-case form could come from. */
function adjectiveLemmas(form: string): Set<string> {
  const out = new Set<string>();
  // Candidates only: each is kept when its paradigm holds the form.
  for (const ending of ['iego', 'iemu', 'iej', 'ego', 'emu', 'ej', 'ym', 'im', 'ą', 'y', 'i', 'a', 'e', 'm']) {
    if (!form.endsWith(ending) || form.length - ending.length < 3) continue;
    const base = form.slice(0, -ending.length);
    for (const end of ['y', 'i', 'a', 'e', '']) out.add(base + end);
  }
  return out;
}

/**
 * Readings of one word of a place name: lexicon nouns, then regular adjectives. A masculine word that
 * declines as an adjective is one here, even where PoliMorf lists a man of that name (Mazowiecki): the
 * man's accusative (Mazowieckiego) is not the town's (Tomaszów Mazowiecki).
 */
function partReadings(word: string): (PlacePart & { cases: GrammaticalCase[] })[] {
  const lower = word.toLowerCase();
  const adjectives: (PlacePart & { cases: GrammaticalCase[] })[] = [];
  for (const lemma of adjectiveLemmas(lower)) {
    const adjective = adjectiveForms(lemma);
    if (!adjective) continue;
    const cases = CASES.filter((_, i) => adjective.forms[i] === lower);
    if (cases.length) adjectives.push({ lemma, kind: 'adjective', gender: adjective.gender, cases });
  }
  const masculineAdjective = adjectives.some((a) => a.gender === 'm');
  // First names are left out: "Jan Kowalski" typed LOCATION is no town.
  const nouns = loadLexicon().readingsOf(lower)
    .filter(({ entry }) => entry.kind !== 'first' && !(masculineAdjective && entry.gender === 'm' && entry.kind !== 'place'))
    .map(({ entry, cases }) => ({ lemma: entry.lemma, kind: entry.kind, gender: entry.gender, cases }));
  return [...nouns, ...adjectives];
}

function lemmaKey(r: PlaceNameReading): string {
  return `${r.gender}\t${r.lemma.toLowerCase()}`;
}

/**
 * The places a name of two or more words may be, best first: none when no reading fits, several when the
 * words allow several equally good ("Bielska-Białej": Bielsk or Bielsko). Readings of one place are merged,
 * their cases joined.
 */
export function analyzePlaceName(value: string): PlaceNameReading[] {
  const text = value.trim();
  if (!NAME.test(text)) return [];
  const words = [...text.matchAll(WORDS)].map((m) => ({ word: m[1], sep: m[2] }));
  const options = words.map((w) => partReadings(w.word));
  const found: PlaceNameReading[] = [];
  const walk = (i: number, parts: PlacePart[], cases: GrammaticalCase[]) => {
    if (!cases.length) return;
    if (i === words.length) {
      const nouns = parts.filter((p) => p.kind !== 'adjective');
      if (!nouns.length) return;
      const head = nouns[0].gender;
      // One number: plural-only nouns take no adjective and no singular noun beside them.
      if ((head === 'p') !== nouns.every((p) => p.gender === 'p')) return;
      if (parts.some((p) => p.kind === 'adjective' && (head === 'p' || p.gender !== head))) return;
      // Nouns of two genders make one name only joined by a hyphen (Bielsko-Biała, Kędzierzyn-Koźle);
      // "Kraków Warszawa" is two towns.
      if (words.some((w, k) => k < words.length - 1 && !w.sep.includes('-')) && nouns.some((p) => p.gender !== head)) return;
      const lemma = parts.map((p, k) => styledPart(p.lemma, words[k].word) + separator(words[k].sep)).join('');
      found.push({ lemma, gender: head, parts, cases });
    }
    if (i >= words.length) return;
    for (const r of options[i]) {
      const { cases: partCases, ...part } = r;
      walk(i + 1, [...parts, part], cases.filter((c) => partCases.includes(c)));
    }
  };
  walk(0, [], [...CASES]);
  if (!found.length) return [];
  // Readings where every noun shares the head's gender (Zielona Góra the town, not "Góra" the man's
  // surname) win, then those with more words the lexicon lists (Ruda Śląska: the noun Ruda, not the
  // adjective "rudy"), then those with a place among them.
  const score = (r: PlaceNameReading) =>
    100 * Number(r.parts.every((p) => p.kind === 'adjective' || p.gender === r.gender)) +
    10 * r.parts.filter((p) => p.kind !== 'adjective').length +
    Number(r.parts.some((p) => p.kind === 'place'));
  const best = Math.max(...found.map(score));
  const byPlace = new Map<string, PlaceNameReading>();
  for (const r of found) {
    if (score(r) !== best) continue;
    const had = byPlace.get(lemmaKey(r));
    if (had) had.cases = CASES.filter((c) => had.cases.includes(c) || r.cases.includes(c));
    else byPlace.set(lemmaKey(r), { ...r });
  }
  return [...byPlace.values()];
}

/** Between words: a hyphen stays a hyphen, any run of spaces is one space. */
function separator(sep: string): string {
  return sep.includes('-') ? '-' : sep ? ' ' : '';
}

/** An adjective lemma in the letter case of the word the text used ("Zielonej" → "Zielona"). */
function styledPart(lemma: string, word: string): string {
  if (word.length > 1 && word === word.toUpperCase() && word !== word.toLowerCase()) return lemma.toUpperCase();
  if (word === word.toLowerCase()) return lemma.toLowerCase();
  return lemma.charAt(0).toUpperCase() + lemma.slice(1);
}

/**
 * A place name of several words in one case: each word declined by its part, the name's separators and
 * letter case kept; undefined when a word has no form in that case.
 */
export function declinePlaceName(name: string, parts: readonly PlacePart[], grammaticalCase: GrammaticalCase): string | undefined {
  const words = [...name.trim().matchAll(WORDS)].map((m) => ({ word: m[1], sep: m[2] }));
  if (words.length !== parts.length) return undefined;
  const index = CASES.indexOf(grammaticalCase);
  let out = '';
  for (const [k, { word, sep }] of words.entries()) {
    const part = parts[k];
    let form: string | undefined;
    if (part.kind === 'adjective') form = adjectiveForms(part.lemma.toLowerCase())?.forms[index];
    else form = loadLexicon().entriesOf(part.lemma).find((e) => e.kind === part.kind && e.gender === part.gender)?.paradigm[index][0];
    if (form === undefined) return undefined;
    out += styledPart(form, word) + separator(sep);
  }
  return out;
}
