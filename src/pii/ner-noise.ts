// Spans the NER model tags that are never personal data, dropped before they compete with the rules.
// NKJP, the model's training corpus, annotates words derived from place names, so the model tags
// language adverbs ("po polsku", "po angielsku") as LOCATION; and it tags the names of identifiers
// ("NIP", "REGON") as ORGANIZATION because they look like institution acronyms. Replacing them costs
// no safety but blurs prompts ("Odpowiadaj <LOCATION_1>"). The lists are narrow on purpose: a
// false positive only blurs a prompt, a dropped real name would leak it.

/** Identifier names, never an organization: the acronym alone is the whole span. */
const IDENTIFIER_ACRONYMS: ReadonlySet<string> = new Set([
  'NIP', 'PESEL', 'REGON', 'KRS', 'IBAN', 'BIC', 'SWIFT', 'NRB', 'VAT', 'PKD', 'EAN', 'ISBN', 'ISSN', 'PIN', 'PUK',
]);

/** A lower-case adverb of language or manner after "po": "po polsku", "po niemiecku", "po śląsku". */
const LANGUAGE_ADVERB_RE = /^\p{Ll}+(?:sku|cku|dzku)$/u;
const PO_BEFORE_RE = /(?:^|[^\p{L}])[Pp]o $/u;

/** Whether the NER span text[start, end) of `type` is noise (see above). */
export function isNerNoise(type: string, text: string, start: number, end: number): boolean {
  const span = text.slice(start, end);
  if (type === 'ORGANIZATION') return IDENTIFIER_ACRONYMS.has(span);
  if (type === 'LOCATION') {
    const word = span.startsWith('po ') ? span.slice(3) : span;
    return LANGUAGE_ADVERB_RE.test(word) && (word !== span || PO_BEFORE_RE.test(text.slice(Math.max(0, start - 4), start)));
  }
  return false;
}
