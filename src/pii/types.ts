// Shared PII vocabulary: entity names, setting names and the mapping between them.
import type { PlacePart } from './morph/place-names.js';
import type { Gender, GrammaticalCase } from './morph/types.js';

export const ENTITY_TYPES = [
  'PERSON', 'LOCATION', 'ORGANIZATION', 'PESEL', 'NIP', 'REGON', 'PL_ID_CARD', 'PL_PASSPORT',
  'PL_DRIVING_LICENSE', 'PL_VEHICLE_PLATE', 'KRS', 'IBAN_CODE', 'PHONE_NUMBER', 'PL_ADDRESS',
  'PL_POSTAL_CODE', 'DATE_OF_BIRTH', 'EMAIL_ADDRESS', 'CREDIT_CARD', 'USERNAME',
] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** Setting names accepted in `enabled_types`, each enabling entity types (docs/pii-detection.md §1). */
export const PII_SETTING_TYPES = [
  'names', 'pesel', 'nip', 'regon', 'id_card', 'passport', 'phone', 'email', 'address',
  'postal_code', 'date_of_birth', 'iban', 'credit_card', 'organization', 'krs',
  'driving_license', 'vehicle_plate', 'username',
] as const;
export type PiiSettingType = (typeof PII_SETTING_TYPES)[number];

export const SETTING_TO_ENTITIES: Record<PiiSettingType, readonly EntityType[]> = {
  names: ['PERSON'],
  pesel: ['PESEL'],
  nip: ['NIP'],
  regon: ['REGON'],
  id_card: ['PL_ID_CARD'],
  passport: ['PL_PASSPORT'],
  phone: ['PHONE_NUMBER'],
  email: ['EMAIL_ADDRESS'],
  address: ['PL_ADDRESS', 'LOCATION'],
  postal_code: ['PL_POSTAL_CODE'],
  date_of_birth: ['DATE_OF_BIRTH'],
  iban: ['IBAN_CODE'],
  credit_card: ['CREDIT_CARD'],
  organization: ['ORGANIZATION'],
  krs: ['KRS'],
  driving_license: ['PL_DRIVING_LICENSE'],
  vehicle_plate: ['PL_VEHICLE_PLATE'],
  username: ['USERNAME'],
};

/** Reverse mapping, used to key usage `pii_detections.by_type` by setting name. */
export const ENTITY_TO_SETTING: Record<EntityType, PiiSettingType> = Object.fromEntries(
  Object.entries(SETTING_TO_ENTITIES).flatMap(([s, es]) => es.map((e) => [e, s])),
) as Record<EntityType, PiiSettingType>;

// username is on by default: a login or handle is an online identifier (GDPR Art. 4(1)) that
// points at one person as surely as an e-mail address, and it is only taken after a context word.
export const DEFAULT_ENABLED_TYPES: readonly PiiSettingType[] = [
  'names', 'email', 'phone', 'pesel', 'nip', 'iban', 'credit_card', 'regon', 'id_card', 'passport',
  'driving_license', 'username',
];

export const ART9_CATEGORIES = [
  'SENSITIVE_HEALTH', 'SENSITIVE_RELIGION', 'SENSITIVE_POLITICAL', 'SENSITIVE_UNION',
  'SENSITIVE_ORIENTATION', 'SENSITIVE_ETHNIC', 'SENSITIVE_GENETIC', 'SENSITIVE_BIOMETRIC',
] as const;
export type Art9Category = (typeof ART9_CATEGORIES)[number];

/** A candidate match from one detector (half-open [start, end) in UTF-16 code units). */
export interface Candidate {
  type: EntityType;
  start: number;
  end: number;
  score: number;
  /** Which detector produced it (for debugging/metrics, never logged with text). */
  source?: string;
}

/**
 * What linking knows of the person or place behind one tag (docs/pii-replacement.md, "Linking"): the
 * lemma in the nominative, its gender, and every form the request used. Restoring a tag puts back the
 * form that fits the words before it, declined from these lemmas.
 */
export interface EntityForms {
  kind: 'person' | 'place';
  gender: Gender;
  /** Persons: the first name and surname lemmas seen (either may be missing), in the request's letter case. */
  first?: string;
  surname?: string;
  /** Places: the place-name lemma (several words: each word's lemma, joined as the name joins them). */
  place?: string;
  /** Places of several words: how each word of `place` declines. */
  parts?: PlacePart[];
  /** The whole name in the nominative, as the tag is restored where no form is decided. */
  lemma: string;
  /** Each distinct original value replaced by the tag, with the cases it was read in. */
  forms: { form: string; cases: GrammaticalCase[] }[];
}

/** Key of the per-tag EntityForms inside a Mapping: a symbol, so code that lists tags never sees it (attachEntityForms). */
export const ENTITY_FORMS: unique symbol = Symbol('entity forms');

/**
 * tag (e.g. `<PERSON_1>`) → original value. Lives only in memory, per request. Linked persons and places
 * also carry their EntityForms under ENTITY_FORMS (absent in a mapping that has none); the string value of
 * such a tag is what restoring puts back where no case is decided.
 */
export type Mapping = Record<string, string> & { [ENTITY_FORMS]?: Record<string, EntityForms> };

/**
 * Puts linked entities into a mapping, not enumerable: listings, comparisons and serialisations of the
 * mapping see tags and values only, as before linking existed.
 */
export function attachEntityForms(mapping: Mapping, forms: Record<string, EntityForms>): void {
  Object.defineProperty(mapping, ENTITY_FORMS, { value: forms, enumerable: false, configurable: true, writable: true });
}

/** Anything shaped like a tag (`<PERSON_1>`, `<IBAN_CODE_2>`): the one definition, for numbering and
 * restoring. Global: use it with replace(), or reset lastIndex before an exec() loop. */
export const TAG_RE = /<[A-Z_]+_\d+>/g;

