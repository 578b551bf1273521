// The first-name dictionary used by the PERSON detector: every inflected form of the shipped
// names (PESEL registry list + diminutives + immigrants' names), plus the lists that keep common words out.

import firstNames from './first-names.json' with { type: 'json' };
import { declineFirstName, mobileEForms, type Sex } from './declension.js';
import { FEMALE_DIMINUTIVES, MALE_DIMINUTIVES, productiveDiminutives } from './diminutives.js';
import { isDictionaryWord } from '../dictionary-words.js';
import { FOREIGN_FEMALE_NAMES, FOREIGN_MALE_NAMES, masculineLoForms, ukrainianDativeForms } from './foreign-first-names.js';

/**
 * Names (in any form) that are also ordinary Polish words or proper nouns. At the start of a
 * sentence, where every word is capitalised, or after a number ("3 Maja" is a holiday and a street),
 * they count as a name only with a context word (pan, pani, imię, …). Elsewhere a capitalised
 * "Róża" is a name. Chosen by hand from the shipped list: a word is here when the common-word
 * reading is frequent in everyday text (róża = rose, nadzieja = hope, mają = they have,
 * mieszka = lives, idzie = goes, danie = dish, marka = brand, ani = neither, wita = greets).
 */
const AMBIGUOUS_FORMS: readonly string[] = [
  'Róża', 'Róży', 'Różę', 'Róże', 'Lilia', 'Lilii', 'Jagoda', 'Jagody', 'Kalina', 'Kaliny', 'Nadzieja',
  'Nadziei', 'Roma', 'Romy', 'Maja', 'Mai', 'Mają', 'Maję', 'Pola', 'Polo', 'Wiktoria', 'Victoria', 'Wiara',
  'Mark', 'Frank', 'Milan', 'Jordan', 'Kuba', 'Kuby', 'Kubie', 'Wit', 'Wita', 'Idą', 'Idzie', 'Mieszko',
  'Mieszka', 'Sylwester', 'Sylwestra', 'Oskar', 'Oskara', 'Rose', 'Marka', 'Marki', 'Ani', 'Dana', 'Danie',
  'Dany', 'Lila', 'Mila', 'Misia', 'Gracja', 'Bogu', 'Luka', 'Luki', 'Wiki', 'Arka', 'Wice', 'Lew', 'Idę',
  'Oscar', 'Oscara', 'Diego', 'Stasi',
];

/** Forms never reported without a context word, even mid-sentence ("iPhone Pro Max", "jon" = ion). */
const NEEDS_CONTEXT_FORMS: readonly string[] = ['Max', 'Ion', 'Lev', 'Yan', 'Mia', 'Ann', 'Eva', 'Will'];

/** Forms dropped altogether: generated inflections that are (almost) only common words. */
// "Helu": the Hel peninsula ("na Helu"); "Misiu": teddy bear.
const DROPPED_FORMS: readonly string[] = ['Mario', 'Lecha', 'Lechu', 'Ewo', 'Ido', 'Ado', 'Polu', 'Romo', 'Rito', 'Helu', 'Misiu'];

export interface FirstNameDictionary {
  /** Every known form → the sex of (one of) the names it comes from. */
  readonly forms: ReadonlyMap<string, Sex>;
  readonly ambiguous: ReadonlySet<string>;
  readonly needsContext: ReadonlySet<string>;
}

function buildDictionary(): FirstNameDictionary {
  const forms = new Map<string, Sex>();
  const add = (names: readonly string[], sex: Sex) => {
    for (const n of names) for (const f of declineFirstName(n, sex)) if (!forms.has(f)) forms.set(f, sex);
  };
  add(firstNames.male, 'M');
  add(firstNames.female, 'F');
  add(MALE_DIMINUTIVES, 'M');
  add(FEMALE_DIMINUTIVES, 'F');
  const built = productiveDiminutives(firstNames.male, firstNames.female, isDictionaryWord, new Set(AMBIGUOUS_FORMS));
  add(built.male, 'M');
  add(built.female, 'F');
  // and from the short forms: "Iza" → "Izka", "Zuza" → "Zuzka", "Hela" → "Helka"
  add(productiveDiminutives([], FEMALE_DIMINUTIVES, isDictionaryWord, new Set(AMBIGUOUS_FORMS)).female, 'F');
  add(FOREIGN_MALE_NAMES, 'M');
  add(FOREIGN_FEMALE_NAMES, 'F');
  for (const f of masculineLoForms(FOREIGN_MALE_NAMES)) if (!forms.has(f)) forms.set(f, 'M');
  for (const f of ukrainianDativeForms(FOREIGN_FEMALE_NAMES)) if (!forms.has(f)) forms.set(f, 'F');
  for (const f of mobileEForms(firstNames.male)) if (!forms.has(f)) forms.set(f, 'M');
  for (const f of DROPPED_FORMS) forms.delete(f);
  // Generated two-letter forms ("Mi" from Mia) are noise, not names.
  for (const f of forms.keys()) if (f.length < 3) forms.delete(f);
  // Chat is often typed without Polish letters ("Lukasz", "Malgorzata"): each form also without them,
  // unless that spelling is another name's form; the lists that keep common words out follow. Not an
  // accusative whose only Polish letter is its final "ę": "Alę", "Idę" read "Ale", "Ide" (but, I go).
  const ambiguous = new Set(AMBIGUOUS_FORMS);
  for (const [f, sex] of [...forms]) {
    const plain = withoutDiacritics(f);
    if (plain === f || forms.has(plain) || (f.endsWith('ę') && plain.slice(0, -1) === f.slice(0, -1))) continue;
    forms.set(plain, sex);
    if (ambiguous.has(f)) ambiguous.add(plain);
  }
  return {
    forms,
    ambiguous,
    needsContext: new Set(NEEDS_CONTEXT_FORMS),
  };
}

const PLAIN: Record<string, string> = { ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z', Ł: 'L', Ś: 'S', Ż: 'Z', Ź: 'Z', Ć: 'C' };

/** A form without Polish diacritics, case kept ("Łukasz" → "Lukasz"). */
export function withoutDiacritics(word: string): string {
  return word.replace(/[ąćęłńóśźżŁŚŻŹĆ]/g, (c) => PLAIN[c]!);
}

let cached: FirstNameDictionary | undefined;

/** The dictionary, built once per thread on first use (a few thousand entries). */
export function firstNameDictionary(): FirstNameDictionary {
  return (cached ??= buildDictionary());
}

/**
 * Whether `word` in any case is a form of a known first name ("HALINA", "halina", "Halinie"), for text
 * whose case says nothing: labels, ALL CAPS forms, lowercase chat. Hyphenated names by their first part.
 */
export function isFirstNameAnyCase(word: string): boolean {
  const dash = word.indexOf('-');
  const w = dash > 0 ? word.slice(0, dash) : word;
  if (w.length < 3) return false;
  const forms = firstNameDictionary().forms;
  return forms.has(w) || forms.has(w[0]!.toUpperCase() + w.slice(1).toLowerCase());
}
