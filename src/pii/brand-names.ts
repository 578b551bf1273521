// Brands after the goods they name ("sok Tymbark", "rower Kross", "kupiłam buty Nike"): a PERSON candidate of
// one capitalised word right after a noun for goods is the product's brand when it cannot be an owner's name in
// the genitive ("rower Kowalskiego", "auto Nowaka", "telefon Kasi" stay people): no first name's form, no
// genitive of a lexicon name and no genitive-like ending.
import { fold } from './fold.js';
import { loadLexicon } from './morph/index.js';
import { firstNameDictionary } from './names/dictionary.js';
import type { Candidate } from './types.js';

/** Folded nouns for goods, in the forms that stand before a brand (nominative, accusative, instrumental). */
const GOODS_NOUNS: ReadonlySet<string> = new Set([
  'sok', 'soki', 'sokiem', 'rower', 'rowerem', 'telefon', 'telefonem', 'smartfon', 'smartfonem', 'laptop', 'laptopem',
  'komputer', 'komputerem', 'tablet', 'tabletem', 'auto', 'autem', 'samochod', 'samochodem', 'buty', 'butami', 'kask',
  'kaskiem', 'piwo', 'piwem', 'wino', 'winem', 'kawa', 'kawe', 'kawy', 'herbata', 'herbate', 'czekolada', 'czekolade',
  'jogurt', 'jogurtem', 'ser', 'maslo', 'szampon', 'szamponem', 'krem', 'kremem', 'pralka', 'pralke', 'lodowka',
  'lodowke', 'telewizor', 'telewizorem', 'odkurzacz', 'odkurzaczem', 'zegarek', 'zegarkiem', 'perfumy', 'papierosy',
  'baton', 'batonik', 'chipsy', 'mleko', 'woda', 'wode', 'napoj', 'ciastka', 'platki', 'proszek', 'plyn', 'pasta',
  'paste', 'opony', 'opona', 'skuter', 'motocykl', 'kosiarka', 'kosiarke', 'wiertarka', 'wiertarke', 'drukarka',
  'drukarke', 'sluchawki', 'konsola', 'konsole', 'aparat', 'tabletki', 'suplement', 'dezodorant', 'ketchup',
  'majonez', 'musztarda', 'musztarde', 'wodka', 'wodke', 'cydr', 'kurtka', 'kurtke', 'plecak', 'plecakiem',
]);

/** Endings a genitive of a name may have: the word may be an owner's ("Nowaka", "Kowalskiego", "Zosi", "Kowalskiej"). */
const GENITIVE_LIKE_RE = /(?:a|ego|ej|y|i|u|ów)$/u;

/** Candidates without the PERSON spans that are a brand after its goods noun (see above). */
export function dropBrandNames(text: string, candidates: Candidate[]): Candidate[] {
  let out: Candidate[] | undefined;
  for (let i = 0; i < candidates.length; i++) {
    const c = candidates[i]!;
    if (c.type === 'PERSON' && isBrandAfterGoods(text, c.start, c.end)) (out ??= candidates.slice(0, i));
    else if (out) out.push(c);
  }
  return out ?? candidates;
}

function isBrandAfterGoods(text: string, start: number, end: number): boolean {
  if (start < 3 || text.charCodeAt(start - 1) !== 32) return false;
  const word = text.slice(start, end);
  if (!/^\p{Lu}[\p{Ll}\p{Lu}]+$/u.test(word) || GENITIVE_LIKE_RE.test(word.toLowerCase())) return false;
  let i = start - 1;
  while (i > 0 && /\p{L}/u.test(text[i - 1]!)) i--;
  if (i === start - 1 || !GOODS_NOUNS.has(fold(text.slice(i, start - 1)))) return false;
  if (firstNameDictionary().forms.has(word)) return false;
  return !loadLexicon().readingsOf(word).some((r) => r.entry.kind !== 'place' && r.cases.includes('gen'));
}
