// Declension of surnames the lexicon lacks, for the regular classes only (docs/pii-replacement.md,
// "Surnames the lexicon lacks"):
// - adjectival -ski/-cki/-dzki (m) and -ska/-cka/-dzka, -owa (f): Kowalski → Kowalskiego, Kowalska → Kowalskiej;
// - masculine consonant-final: Nowak → Nowaka, Nowakowi, Nowakiem, Nowaku;
// - -a surnames, either sex: Zaręba → Zaręby, Zarębie, Zarębę, Zarębą, Zarębo;
// - masculine -o surnames: Matejko → Matejki, Matejce, Matejkę, Matejką;
// - feminine consonant-final and -o surnames do not decline: Anna Nowak, Anny Nowak.
// Stems whose vowel changes or drops (Wróbel → Wróbla, Mróz → Mroza, Gołąb → Gołębia, Sobek → Sobka) are
// not regular: they get no paradigm here, so callers fall back to the lemma rather than guess a wrong form.
// Everything works on lowercase text.

import { CASES, type Gender, type GrammaticalCase } from './types.js';

const VOWEL = 'aąeęioóuy';
const ENDS_IN_VOWEL = new RegExp(`[${VOWEL}]$`);
const POLISH_WORD = /^[a-ząćęłńóśźż]+$/;
/** Endings of inflected forms, never of a surname's base form: no rule lemma ends so (Kowalskiego, Nowakiem). */
const INFLECTED_ENDING = /(?:ego|emu|ej|ą|ę|iem|owi|ega|(?:sk|ck|dzk)im)$/;

/** Hard consonant → its softened form before the locative/dative -e (Kot → Kocie, Zaręba → Zarębie). */
const SOFTENED: readonly (readonly [string, string])[] = [
  ['st', 'ście'], ['sł', 'śle'], ['zd', 'ździe'], ['sn', 'śnie'], ['zn', 'źnie'],
  ['r', 'rze'], ['t', 'cie'], ['d', 'dzie'], ['n', 'nie'], ['m', 'mie'], ['ł', 'le'], ['s', 'sie'],
  ['z', 'zie'], ['w', 'wie'], ['b', 'bie'], ['p', 'pie'], ['f', 'fie'],
];
/** Velars before -e in -a/-o nouns (Kluska → Klusce, Zaręga → Zarędze, Pacha → Pasze). */
const VELAR_SOFTENED: readonly (readonly [string, string])[] = [['ch', 'sze'], ['k', 'ce'], ['g', 'dze']];
/** Consonants that were soft in history and take -y/-u, not a softened -e. */
const HARDENED = /(?:sz|cz|rz|ż|c|dz|dż)$/;
/** Soft consonants written with a diacritic at the end of a word, i + vowel before an ending. */
const SOFT_FINAL: Record<string, string> = { ś: 'si', ć: 'ci', ń: 'ni', ź: 'zi' };

type Forms = readonly string[];

function softenedE(stem: string, table: readonly (readonly [string, string])[]): string | undefined {
  for (const [hard, soft] of table) if (stem.endsWith(hard)) return stem.slice(0, -hard.length) + soft;
  return undefined;
}

/** Kowalski: nom, gen, dat, acc, inst, loc, voc. */
function adjectivalMasculine(lemma: string): Forms {
  return [lemma, lemma + 'ego', lemma + 'emu', lemma + 'ego', lemma + 'm', lemma + 'm', lemma];
}

/** Kowalska, Nowakowa (stem + -iej/-ej, -ą). */
function adjectivalFeminine(lemma: string): Forms {
  const stem = lemma.slice(0, -1);
  const oblique = stem.endsWith('k') ? stem + 'iej' : stem + 'ej';
  return [lemma, oblique, oblique, stem + 'ą', stem + 'ą', oblique, lemma];
}

/** Nouns in -a or -o (Zaręba, Matejko): the ending is replaced. */
function aOrONoun(lemma: string): Forms | undefined {
  const stem = lemma.slice(0, -1);
  if (stem.length < 2 || ENDS_IN_VOWEL.test(stem)) return undefined;
  let genitive: string;
  let dativeLocative: string | undefined;
  if (/[kg]$/.test(stem)) {
    genitive = stem + 'i';
    dativeLocative = softenedE(stem, VELAR_SOFTENED);
  } else if (/[lj]$/.test(stem)) {
    genitive = dativeLocative = stem + 'i';
  } else if (HARDENED.test(stem)) {
    genitive = dativeLocative = stem + 'y';
  } else {
    genitive = stem + 'y';
    dativeLocative = softenedE(stem, stem.endsWith('ch') ? VELAR_SOFTENED : SOFTENED);
  }
  if (!dativeLocative) return undefined;
  return [lemma, genitive, dativeLocative, stem + 'ę', stem + 'ą', dativeLocative, stem + 'o'];
}

/** Nowak, Mickiewicz, Kot, Łoś: masculine surnames ending in a consonant with a stable stem. */
function consonantMasculine(lemma: string): Forms | undefined {
  // Mobile e (Sobek → Sobka, Kupiec → Kupca, Kozieł → Kozła) and ó/ą alternation (Mróz → Mroza, Gołąb →
  // Gołębia) are lexical: no rule can tell Sobek from Hałek.
  if (/e[kcł]$/.test(lemma) || new RegExp(`[óą][^${VOWEL}]+$`).test(lemma)) return undefined;
  const softFinal = lemma.endsWith('dź') ? 'dź' : SOFT_FINAL[lemma.slice(-1)] ? lemma.slice(-1) : undefined;
  if (softFinal) {
    const stem = lemma.slice(0, -softFinal.length) + (softFinal === 'dź' ? 'dzi' : SOFT_FINAL[softFinal]);
    return [lemma, stem + 'a', stem + 'owi', stem + 'a', stem + 'em', stem + 'u', stem + 'u'];
  }
  let locative: string | undefined;
  if (/(?:[kgjlh]|ch)$/.test(lemma) || HARDENED.test(lemma)) locative = lemma + 'u';
  else locative = softenedE(lemma, SOFTENED);
  if (!locative) return undefined;
  const instrumental = /[kg]$/.test(lemma) ? lemma + 'iem' : lemma + 'em';
  return [lemma, lemma + 'a', lemma + 'owi', lemma + 'a', instrumental, locative, locative];
}

function indeclinable(lemma: string): Forms {
  return CASES.map(() => lemma);
}

/**
 * The regular paradigm of a surname (lowercase lemma) for one sex, one form per case in CASES order,
 * or undefined when the surname is not in a regular class.
 */
export function declineSurnameByRule(lemma: string, gender: Gender): Forms | undefined {
  if (lemma.length < 3 || !POLISH_WORD.test(lemma) || INFLECTED_ENDING.test(lemma) || gender === 'n') return undefined;
  const adjectival = /(?:sk|ck|dzk)([ia])$/.exec(lemma);
  if (adjectival) {
    if (adjectival[1] === 'i') return gender === 'm' ? adjectivalMasculine(lemma) : undefined;
    // A man called Kowalska is not a regular case; a woman's -ska surname is adjectival.
    return gender === 'f' ? adjectivalFeminine(lemma) : undefined;
  }
  const last = lemma.slice(-1);
  if (last === 'a') {
    if (gender === 'f' && lemma.endsWith('owa') && lemma.length > 5) return adjectivalFeminine(lemma);
    return /ia$/.test(lemma) ? undefined : aOrONoun(lemma);
  }
  if (last === 'o') {
    if (ENDS_IN_VOWEL.test(lemma.slice(-2, -1))) return undefined;
    if (!aOrONoun(lemma)) return undefined;
    return gender === 'm' ? aOrONoun(lemma) : indeclinable(lemma);
  }
  if (ENDS_IN_VOWEL.test(lemma)) return undefined;
  const masculine = consonantMasculine(lemma);
  if (!masculine) return undefined;
  // A woman keeps the surname's base form in every case (Anna Nowak, Anny Nowak).
  return gender === 'm' ? masculine : indeclinable(lemma);
}

/** Lemmas a lowercase form could come from under the rules; the caller checks each by declining it. */
function candidateLemmas(form: string): Set<string> {
  const out = new Set<string>([form]);
  const replace = (ending: string, by: string) => {
    if (form.length > ending.length + 1 && form.endsWith(ending)) out.add(form.slice(0, -ending.length) + by);
  };
  for (const ending of ['iego', 'iemu', 'im']) replace(ending, 'i');
  for (const ending of ['iej', 'ej', 'ą']) replace(ending, 'a');
  for (const ending of ['a', 'owi', 'em', 'iem', 'u']) replace(ending, '');
  for (const ending of ['y', 'i', 'ę', 'ą', 'o']) {
    replace(ending, 'a');
    replace(ending, 'o');
  }
  for (const [hard, soft] of [...SOFTENED, ...VELAR_SOFTENED]) {
    replace(soft, hard);
    replace(soft, hard + 'a');
    replace(soft, hard + 'o');
  }
  for (const lemma of [...out]) {
    // Łosia → łosi → łoś
    for (const [final, spelled] of [...Object.entries(SOFT_FINAL), ['dź', 'dzi']]) {
      if (lemma.length > spelled.length + 1 && lemma.endsWith(spelled)) out.add(lemma.slice(0, -spelled.length) + final);
    }
  }
  return out;
}

export interface RuleReading {
  /** Lowercase lemma. */
  lemma: string;
  gender: Gender;
  cases: GrammaticalCase[];
}

/** Every regular-surname reading of a lowercase form: lemma, sex and the cases the form stands for. */
export function analyzeSurnameByRule(form: string): RuleReading[] {
  if (form.length < 3 || !POLISH_WORD.test(form)) return [];
  const readings: RuleReading[] = [];
  for (const lemma of candidateLemmas(form)) {
    for (const gender of ['m', 'f'] as const) {
      const forms = declineSurnameByRule(lemma, gender);
      if (!forms) continue;
      const cases = CASES.filter((_, i) => forms[i] === form);
      if (cases.length) readings.push({ lemma, gender, cases });
    }
  }
  // Szyszki, Szyszce: -a and -o surnames share their oblique forms; -a ones are by far the more common.
  return readings.filter(
    (r) => !(r.lemma.endsWith('o') && r.lemma !== form && readings.some((a) => a.lemma === r.lemma.slice(0, -1) + 'a' && a.gender === r.gender)),
  );
}
