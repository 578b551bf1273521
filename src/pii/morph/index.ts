// Polish declension of personal names and place names: which lemma, sex/gender and case a word form
// stands for, and the form of a lemma in a given case. The lexicon (PoliMorf, see lexicon.ts) answers
// first; the regular-surname rules cover surnames it lacks. docs/pii-replacement.md describes both.

import { loadLexicon, type LexiconEntry } from './lexicon.js';
import { analyzeSurnameByRule, declineSurnameByRule } from './surname-rules.js';
import { CASES, type FormReading, type Gender, type GrammaticalCase, type NameKind } from './types.js';
import { isKnownSurname } from '../names/surnames.js';

export { CASES, type FormReading, type Gender, type GrammaticalCase, type NameKind } from './types.js';
export { loadLexicon } from './lexicon.js';

/** "kowalski" → "Kowalski", "wiśniewska-nowak" → "Wiśniewska-Nowak". */
function titleCase(lower: string): string {
  return lower.replace(/(^|-)(\p{Ll})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

function isAllCaps(text: string): boolean {
  return text !== text.toLowerCase() && text === text.toUpperCase();
}

/** `form` written in the letter-case style of `model`: ALL CAPS, all lowercase, or as given. */
function inStyleOf(model: string, form: string): string {
  if (isAllCaps(model) && model.length > 1) return form.toUpperCase();
  if (model === model.toLowerCase()) return form.toLowerCase();
  return form;
}

/** Readings of one word without hyphens: lexicon entries, then rule readings for surnames it lacks. */
function analyzeWord(lower: string): FormReading[] {
  const lexicon = loadLexicon();
  const readings: FormReading[] = lexicon.readingsOf(lower).map(({ entry, cases }) => ({
    lemma: entry.lemma,
    kind: entry.kind,
    gender: entry.gender,
    cases,
  }));
  // A woman keeps a consonant-final or -o surname unchanged (Anna Zając): the lexicon lists the man only.
  for (const r of [...readings]) {
    if (r.kind === 'surname' && r.gender === 'm' && r.cases.includes('nom') && isIndeclinableForWomen(r.lemma) && !lexicon.has(r.lemma, 'surname', 'f')) {
      readings.push({ lemma: r.lemma, kind: 'surname', gender: 'f', cases: [...CASES] });
    }
  }
  for (const rule of analyzeSurnameByRule(lower)) {
    if (readings.some((r) => r.kind === 'surname' && r.gender === rule.gender && r.lemma.toLowerCase() === rule.lemma)) continue;
    // The lexicon's paradigm of a surname wins over the rule's guess for the same lemma and sex.
    if (lexicon.has(rule.lemma, 'surname', rule.gender)) continue;
    readings.push({ lemma: titleCase(rule.lemma), kind: 'surname', gender: rule.gender, cases: rule.cases });
  }
  return readings;
}

/** Double-barrelled surnames (Wiśniewska-Nowak): each part a surname of the same sex, in a common case. */
function analyzeHyphenated(parts: string[]): FormReading[] {
  const perPart = parts.map((p) => analyzeWord(p).filter((r) => r.kind === 'surname'));
  const readings: FormReading[] = [];
  const combine = (i: number, lemmas: string[], gender: Gender, cases: GrammaticalCase[]) => {
    if (!cases.length) return;
    if (i === parts.length) {
      readings.push({ lemma: lemmas.join('-'), kind: 'surname', gender, cases });
      return;
    }
    for (const r of perPart[i]) {
      if (r.gender !== gender) continue;
      combine(i + 1, [...lemmas, r.lemma], gender, cases.filter((c) => r.cases.includes(c)));
    }
  };
  for (const first of perPart[0]) combine(1, [first.lemma], first.gender, first.cases);
  // Keep one reading per lemma and sex (a part may be both in the lexicon and covered by a rule).
  const seen = new Set<string>();
  return readings.filter((r) => {
    const key = `${r.lemma}\t${r.gender}\t${r.cases.join()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * All readings of one word form (case-insensitive match, returned lemma in its dictionary spelling);
 * lexicon first, then the regular-surname rules.
 */
export function analyzeForm(form: string): FormReading[] {
  const lower = form.trim().toLowerCase();
  if (!lower) return [];
  let readings = analyzed.get(lower);
  if (!readings) {
    const parts = lower.split('-');
    readings = parts.length > 1 && parts.every((p) => p.length > 0) ? analyzeHyphenated(parts) : analyzeWord(lower);
    if (analyzed.size >= ANALYZED_MAX) analyzed.clear();
    analyzed.set(lower, readings);
  }
  // Copies: the cached readings stay as they were whatever the caller does with its own.
  return readings.map((r) => ({ ...r, cases: [...r.cases] }));
}

/** Names recur from request to request: their readings are kept (lowercase form → readings), up to a bound. */
const analyzed = new Map<string, FormReading[]>();
const ANALYZED_MAX = 20_000;

function lexiconEntry(lemma: string, kind: NameKind, gender: Gender): LexiconEntry | undefined {
  return loadLexicon().entriesOf(lemma).find((e) => e.kind === kind && e.gender === gender);
}

/**
 * How common a first name is, as a rank (0 = the most common in the PESEL registry); Infinity for a name
 * the lexicon does not list as a first name of this sex.
 */
export function firstNameRank(lemma: string, gender: Gender): number {
  return loadLexicon().rowOf(lemma, 'first', gender) ?? Infinity;
}

/** Whether the lexicon itself lists this name (a reading from it is surer than one from the surname rules). */
export function isLexiconName(lemma: string, kind: NameKind, gender: Gender): boolean {
  return loadLexicon().has(lemma, kind, gender);
}

/** A surname a woman bears unchanged in every case: ending in a consonant or -o (Nowak, Zając, Matejko). */
function isIndeclinableForWomen(lemma: string): boolean {
  return /[^aąeęiuyó]$/iu.test(lemma);
}

/** The usual form of one word (no hyphen) in one case, dictionary spelling or rule-built lowercase. */
function declineWord(word: string, kind: NameKind, gender: Gender, index: number): string | undefined {
  const entry = lexiconEntry(word, kind, gender);
  if (entry) return entry.paradigm[index][0];
  if (kind !== 'surname') return undefined;
  const male = gender === 'f' ? lexiconEntry(word, 'surname', 'm') : undefined;
  if (male && isIndeclinableForWomen(word)) return male.lemma;
  const forms = declineSurnameByRule(word.toLowerCase(), gender);
  if (!forms) return undefined;
  // Rule-built forms share the lemma's beginning: keep its capitals (McDonald's "D" included).
  const lower = forms[index];
  let out = '';
  for (let i = 0; i < lower.length; i++) out += i < word.length && word[i] !== word[i].toLowerCase() ? lower[i].toUpperCase() : lower[i];
  return out;
}

/**
 * The form of `lemma` in `grammaticalCase`, or undefined when no paradigm is known. Preserves the input's
 * letter case style (ALL CAPS in → ALL CAPS out, lowercase → lowercase).
 */
export function declineForm(lemma: string, kind: NameKind, gender: Gender, grammaticalCase: GrammaticalCase): string | undefined {
  const index = CASES.indexOf(grammaticalCase);
  const trimmed = lemma.trim();
  if (index < 0 || !trimmed) return undefined;
  const whole = declineWord(trimmed, kind, gender, index);
  if (whole !== undefined) return inStyleOf(trimmed, whole);
  const parts = trimmed.split('-');
  if (kind !== 'surname' || parts.length < 2 || parts.some((p) => !p)) return undefined;
  const declined = parts.map((p) => declineWord(p, kind, gender, index));
  if (declined.some((p) => p === undefined)) return undefined;
  return inStyleOf(trimmed, declined.join('-'));
}

/** A plainly spelled one-word name (no acronym like ARiMR), every case filled, and at least three distinct forms. */
function hasFullParadigm(entry: LexiconEntry): boolean {
  return (
    /^\p{Lu}\p{Ll}+$/u.test(entry.lemma) &&
    entry.paradigm.every((forms) => forms.length > 0) &&
    new Set(entry.paradigm.map((f) => f[0])).size >= 3
  );
}

const candidates = new Map<string, readonly string[]>();

/**
 * Lemmas with a full regular paradigm in all seven cases, for pseudonyms: first names and surnames per
 * gender, places per gender. First names come most frequent first, surnames common ones first.
 */
export function pseudonymCandidates(kind: NameKind, gender: Gender): readonly string[] {
  const key = `${kind}\t${gender}`;
  let list = candidates.get(key);
  if (!list) {
    const lexicon = loadLexicon();
    const lemmas: string[] = [];
    for (let i = 0; i < lexicon.size; i++) {
      const e = lexicon.entry(i);
      if (e.kind === kind && e.gender === gender && hasFullParadigm(e)) lemmas.push(e.lemma);
    }
    // Surnames on the common-surname list read as ordinary people; the rest keep their table order.
    list =
      kind === 'surname'
        ? [...lemmas.filter((l) => isKnownSurname(l)), ...lemmas.filter((l) => !isKnownSurname(l))]
        : lemmas;
    list = Object.freeze([...new Set(list)]);
    candidates.set(key, list);
  }
  return list;
}
