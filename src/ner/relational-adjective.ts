// Lowercase relational adjectives: "angielski", "polskiego", "niemieccy", "polsko-niemieckiej". NKJP, the
// training corpus, tags them as part of the place they derive from, so the model reads "Przetłumacz na
// angielski" as a LOCATION; but written in lower case such a word names a language, a nationality or a
// region's adjective, never a place a person can be found at (a city is a capitalised noun).

/** -ski / -cki / -dzki in every case and number (-scy, -ccy, -dzcy for men), after optional "polsko-" parts. */
const RELATIONAL_ADJECTIVE_RE = /^(?:\p{Ll}+o-)*\p{Ll}+(?:(?:s|c|dz)k(?:i|a|ie|iego|iej|iemu|im|ich|imi|ą)|scy|ccy|dzcy)$/u;

/** Whether `word` is one lowercase relational adjective (see above). */
export function isRelationalAdjective(word: string): boolean {
  return RELATIONAL_ADJECTIVE_RE.test(word);
}
