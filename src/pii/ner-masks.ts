// Which rule findings the NER model reads as one placeholder token (src/ner/index.ts, MaskSpan).
// Identifiers with a fixed format — digits, an IBAN, an e-mail address — are never part of a name, place
// or organisation, yet in realistic prompts they are a fifth of all tokens (a spaced IBAN is seven, an
// e-mail address five or more). Read as one number-like token each, they cost the model one step; one of
// a single token (a PESEL, an ID-card number) is read with its digits and letters blanked, so a new one
// costs no embed run (see blankIdentifier).
// What of a masked span is not replaced in the end holds no letter (test/pii/ner-masks.test.ts checks it
// over realistic prompts, the evaluation records and generated runs of identifiers), so the model misses no
// name by not reading it; an e-mail's local part often is a name, and the address goes whole. Person,
// address, locality, username and vehicle-plate findings are not masked: they hold words the model
// should still read.
import type { MaskSpan } from '../ner/index.js';
import type { Candidate, EntityType } from './types.js';

export const NER_MASKED_TYPES: ReadonlySet<EntityType> = new Set<EntityType>([
  'PESEL', 'NIP', 'REGON', 'KRS', 'PL_ID_CARD', 'PL_PASSPORT', 'PL_DRIVING_LICENSE',
  'IBAN_CODE', 'CREDIT_CARD', 'PHONE_NUMBER', 'EMAIL_ADDRESS', 'PL_POSTAL_CODE',
]);

/** The spans of `candidates` that the model should not read word by word. */
export function nerMasks(candidates: readonly Candidate[]): MaskSpan[] {
  const out: MaskSpan[] = [];
  for (const c of candidates) if (NER_MASKED_TYPES.has(c.type)) out.push({ start: c.start, end: c.end });
  return out;
}
