// Per-account PII settings; a missing row means the defaults (defaultPiiSettings below).
import { DEFAULT_ENABLED_TYPES, type PiiSettingType } from '../pii/types.js';
import type { Sql } from './db.js';

export type Art9Action = 'flag' | 'block' | 'ignore';

/** How names reach the provider: tags (`<PERSON_1>`) or declined Polish pseudonyms (docs/pii-replacement.md). */
export const REPLACEMENT_MODES = ['tags', 'pseudonyms'] as const;
export type ReplacementMode = (typeof REPLACEMENT_MODES)[number];

export interface PiiSettings {
  enabled: boolean;
  enabled_types: PiiSettingType[];
  art9_detection: boolean;
  art9_action: Art9Action;
  replacement: ReplacementMode;
  /** Tag mode: the instruction to the model says each person tag's grammatical gender. */
  tag_gender_hint: boolean;
  updated_at: Date | null;
}

export function defaultPiiSettings(): PiiSettings {
  return { enabled: true, enabled_types: [...DEFAULT_ENABLED_TYPES], art9_detection: true, art9_action: 'flag', replacement: 'tags', tag_gender_hint: false, updated_at: null };
}

export async function getPiiSettings(sql: Sql, accountId: string): Promise<PiiSettings> {
  const [row] = await sql<PiiSettings[]>`
    SELECT enabled, enabled_types, art9_detection, art9_action, replacement, tag_gender_hint, updated_at
    FROM pii_settings WHERE account_id = ${accountId}`;
  return row ?? defaultPiiSettings();
}

export async function savePiiSettings(
  sql: Sql,
  accountId: string,
  s: Omit<PiiSettings, 'updated_at'>,
): Promise<PiiSettings> {
  const [row] = await sql<PiiSettings[]>`
    INSERT INTO pii_settings (account_id, enabled, enabled_types, art9_detection, art9_action, replacement, tag_gender_hint, updated_at)
    VALUES (${accountId}, ${s.enabled}, ${sql.array(s.enabled_types as string[])}, ${s.art9_detection}, ${s.art9_action},
      ${s.replacement}, ${s.tag_gender_hint}, now())
    ON CONFLICT (account_id) DO UPDATE SET
      enabled = EXCLUDED.enabled, enabled_types = EXCLUDED.enabled_types,
      art9_detection = EXCLUDED.art9_detection, art9_action = EXCLUDED.art9_action,
      replacement = EXCLUDED.replacement, tag_gender_hint = EXCLUDED.tag_gender_hint, updated_at = now()
    RETURNING enabled, enabled_types, art9_detection, art9_action, replacement, tag_gender_hint, updated_at`;
  return row;
}
