// Vocabulary shared by the declension lexicon, the regular-surname rules and their users.

export type GrammaticalCase = 'nom' | 'gen' | 'dat' | 'acc' | 'inst' | 'loc' | 'voc';

/** The seven cases in the traditional order, which is also the slot order of a paradigm. */
export const CASES: readonly GrammaticalCase[] = ['nom', 'gen', 'dat', 'acc', 'inst', 'loc', 'voc'];

export type NameKind = 'first' | 'surname' | 'place';

/**
 * Grammatical gender; for people also their sex. Places: the gender of the place name (Gdańsk m, Warszawa
 * f), or p for a name used in the plural only (Katowice, Tychy), whose forms are plural.
 */
export type Gender = 'm' | 'f' | 'n' | 'p';

export interface FormReading {
  /** Dictionary spelling of the lemma (nominative singular). */
  lemma: string;
  kind: NameKind;
  gender: Gender;
  /** The cases this form stands for, in CASES order. */
  cases: GrammaticalCase[];
}

/** One form per case, in CASES order; a slot may hold variants, the first being the usual one. */
export type Paradigm = readonly (readonly string[])[];
