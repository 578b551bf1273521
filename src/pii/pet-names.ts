// A pet's name is no person's: "nasz pies Burek", "kot Filemon śpi", "papuga Koko". A single capitalised word right
// after a lower-case word for a pet is dropped from PERSON candidates, whoever proposed it (the model reads "Burek" as
// a name, and it is one, a dog's). Only the word itself: "pies sąsiada, pana Nowaka" keeps the neighbour.
import type { Candidate } from './types.js';

/** Pets' nouns in lower case, in the cases a name follows them in ("z psem Burkiem"). */
const PET_BEFORE_RE = /(?:^|[^\p{L}])(?:pies|piesek|psa|psem|psu|pieska|pieskiem|suka|suczka|suczkę|suczki|kot|kota|kotem|kotu|kotek|kotka|kotkiem|kotkę|kotki|kocur|kocura|chomik|chomika|chomikiem|papuga|papugę|papugi|kanarek|kanarka|koń|konia|koniem|klacz|kucyk|kucyka|królik|królika|królikiem|świnka|świnki|żółw|żółwia|rybka|rybki|jamnik|jamnika|owczarek|owczarka|labrador|labradora|kundel|kundla|szczeniak|szczeniaka) $/u;
const HINT_RE = /pies|psa|psem|kot|such|suka|suczk|chomik|papug|kanar|koń|koni|klacz|kucyk|królik|śwink|żółw|rybk|jamnik|owczar|labrador|kundel|kundl|szczeni/;
const SINGLE_WORD_RE = /^\p{Lu}\p{Ll}+$/u;

export function dropPetNames(text: string, candidates: Candidate[]): Candidate[] {
  if (!HINT_RE.test(text) || !candidates.some((c) => c.type === 'PERSON')) return candidates;
  return candidates.filter((c) => {
    if (c.type !== 'PERSON' || !SINGLE_WORD_RE.test(text.slice(c.start, c.end))) return true;
    return !PET_BEFORE_RE.test(text.slice(Math.max(0, c.start - 14), c.start));
  });
}
