// The form a linked person or place is restored in (docs/pii-replacement.md, "Restoring a tag in the case
// that fits"): declined into the case the words before the tag ask for when that is certain; otherwise
// the one form the request used, or the nominative when it used several.
import { casesBeforeTag } from './case-context.js';
import { declineForm, type GrammaticalCase } from './morph/index.js';
import { declinePlaceName } from './morph/place-names.js';
import type { EntityForms } from './types.js';

/** The entity's whole name in `grammaticalCase`, or undefined when a part has no known paradigm. */
export function declineEntity(entity: EntityForms, grammaticalCase: GrammaticalCase): string | undefined {
  if (entity.kind === 'place') {
    if (entity.place === undefined) return undefined;
    if (entity.parts) return declinePlaceName(entity.place, entity.parts, grammaticalCase);
    return declineForm(entity.place, 'place', entity.gender, grammaticalCase);
  }
  const parts: string[] = [];
  if (entity.first !== undefined) {
    const first = declineForm(entity.first, 'first', entity.gender, grammaticalCase);
    if (first === undefined) return undefined;
    parts.push(first);
  }
  if (entity.surname !== undefined) {
    // Addressing someone, Polish puts the first name in the vocative and leaves the surname in the
    // nominative: "Panie Janie Nowak", "Panie Sobczak" ("Panie Sobczaku" is familiar, even rude).
    const surnameCase = grammaticalCase === 'voc' ? 'nom' : grammaticalCase;
    const surname = declineForm(entity.surname, 'surname', entity.gender, surnameCase);
    if (surname === undefined) return undefined;
    parts.push(surname);
  }
  return parts.length ? parts.join(' ') : undefined;
}

/** What a tag of this entity is restored to, given the text right before the tag. */
export function restoredForm(entity: EntityForms, before: string): string {
  const cases = casesBeforeTag(before, entity.kind);
  if (cases?.length) {
    // Decide only when every case the context allows gives the same form ("pana": gen = acc for a man).
    const forms = cases.map((c) => declineEntity(entity, c));
    if (forms[0] !== undefined && forms.every((f) => f === forms[0])) return forms[0];
  }
  return entity.forms.length === 1 ? entity.forms[0].form : entity.lemma;
}
