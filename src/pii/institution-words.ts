// Words that open an institution's, place's or prize's name ("Uniwersytet", "Szpital", "Nagroda"): a first name
// after one is the patron, not a person in the text ("Uniwersytet Mikołaja Kopernika").
import { fold } from './fold.js';

/**
 * Capitalised words that name an institution, place or prize: first names after them in the same
 * run of capitalised words are its patron ("Uniwersytet Mikołaja Kopernika", "Nagroda Nobla").
 */
const INSTITUTION_PREFIXES = [
  'uniwersyte', 'akademi', 'politechni', 'szkol', 'liceum', 'gimnazjum', 'instytu', 'fundacj', 'muze',
  'szpital', 'park', 'ulic', 'alej', 'alei', 'plac', 'most', 'moscie', 'rondo', 'ronda', 'rondzie', 'kosciol',
  'koscie', 'bazyli', 'katedr', 'stadion', 'teatr', 'filharmoni', 'nagrod', 'order', 'krzyz', 'dworzec', 'dworc',
  'lotnisk', 'hala', 'hali', 'centrum', 'osiedl', 'port', 'zamek', 'zamk', 'kopalni', 'huta', 'huty', 'hucie',
  'stoczni', 'zaklad', 'przedszkol', 'bibliotek', 'klub', 'hotel', 'kaplic', 'sanktuari', 'parafi', 'wydzial',
].map(fold);


/** INSTITUTION_PREFIXES by first letter: a word is compared only with those that can start it. */
const INSTITUTION_BY_FIRST = new Map<string, string[]>();
for (const p of INSTITUTION_PREFIXES) {
  const group = INSTITUTION_BY_FIRST.get(p[0]);
  if (group) group.push(p); else INSTITUTION_BY_FIRST.set(p[0], [p]);
}

/** Whether a word opens an institution's, place's or prize's name ("Uniwersytet", "Nagroda"): a name after it is its patron. */
export function isInstitutionWord(word: string): boolean {
  const f = fold(word);
  const group = INSTITUTION_BY_FIRST.get(f[0]);
  if (group) for (const p of group) if (f.startsWith(p)) return true;
  return false;
}

/**
 * isInstitutionWord of the word text[start, end) read from the text's folded copy (ScanText.folded), without a copy
 * folded per word: a capitalised word folds unit by unit as the whole text does.
 */
export function isInstitutionWordAt(folded: string, start: number, end: number): boolean {
  const group = INSTITUTION_BY_FIRST.get(folded[start]!);
  if (group) for (const p of group) if (p.length <= end - start && folded.startsWith(p, start)) return true;
  return false;
}
