// Provider keys, sealed with AES-256-GCM; the plaintext exists only in memory while a request uses it.
import { newId } from '../auth/keys.js';
import type { ProviderName } from '../providers/types.js';
import { seal } from '../secrets/seal.js';
import type { Sql } from './db.js';

export interface ProviderKeyRow {
  id: string;
  provider: ProviderName;
  name: string | null;
  key_suffix: string;
  created_at: Date;
}

export async function createProviderKey(
  sql: Sql,
  masterKey: Buffer,
  accountId: string,
  provider: ProviderName,
  apiKey: string,
  name: string | null,
  actorKeyId: string | null,
): Promise<ProviderKeyRow> {
  const id = newId('pk');
  const sealed = seal(masterKey, apiKey, accountId, id);
  return sql.begin(async (tx) => {
    const [row] = await tx<ProviderKeyRow[]>`
      INSERT INTO provider_keys (id, account_id, provider, name, sealed, key_suffix)
      VALUES (${id}, ${accountId}, ${provider}, ${name}, ${sealed}, ${'...' + apiKey.slice(-4)})
      RETURNING id, provider, name, key_suffix, created_at`;
    await tx`INSERT INTO audit_events (account_id, actor_key_id, action, target_id, detail)
             VALUES (${accountId}, ${actorKeyId}, 'provider_key.create', ${id}, ${tx.json({ provider })})`;
    return row;
  }) as Promise<ProviderKeyRow>;
}

export async function listProviderKeys(sql: Sql, accountId: string): Promise<ProviderKeyRow[]> {
  return sql<ProviderKeyRow[]>`
    SELECT id, provider, name, key_suffix, created_at FROM provider_keys
    WHERE account_id = ${accountId} ORDER BY created_at, id`;
}

export async function deleteProviderKey(
  sql: Sql,
  accountId: string,
  id: string,
  actorKeyId: string | null,
): Promise<boolean> {
  return sql.begin(async (tx) => {
    const [row] = await tx<{ provider: string }[]>`
      DELETE FROM provider_keys WHERE id = ${id} AND account_id = ${accountId} RETURNING provider`;
    if (!row) return false;
    await tx`INSERT INTO audit_events (account_id, actor_key_id, action, target_id, detail)
             VALUES (${accountId}, ${actorKeyId}, 'provider_key.delete', ${id}, ${tx.json({ provider: row.provider })})`;
    return true;
  }) as Promise<boolean>;
}
