// Provider keys, sealed with AES-256-GCM; the plaintext exists only in memory while a request uses it.
import { newId } from '../auth/keys.js';
import type { ProviderName } from '../providers/types.js';
import { seal } from '../secrets/seal.js';
import type { Sql } from './db.js';
import { toPage, type Page, type PageRequest } from './pagination.js';

export interface ProviderKeyRow {
  id: string;
  provider: ProviderName;
  name: string | null;
  key_suffix: string;
  created_at: Date;
}

/**
 * Stores a provider key unless the account already holds `cap` ('full'). The account's row is locked
 * for the count and the insert, so concurrent stores cannot pass the cap together.
 */
export async function createProviderKey(
  sql: Sql,
  masterKey: Buffer,
  accountId: string,
  provider: ProviderName,
  apiKey: string,
  name: string | null,
  actorKeyId: string | null,
  cap = Infinity,
): Promise<ProviderKeyRow | 'full'> {
  const id = newId('pk');
  const sealed = seal(masterKey, apiKey, accountId, id);
  return sql.begin(async (tx) => {
    if (Number.isFinite(cap)) {
      await tx`SELECT 1 FROM accounts WHERE id = ${accountId} FOR UPDATE`;
      const [{ n }] = await tx<{ n: number }[]>`SELECT count(*)::int AS n FROM provider_keys WHERE account_id = ${accountId}`;
      if (n >= cap) return 'full' as const;
    }
    const [row] = await tx<ProviderKeyRow[]>`
      INSERT INTO provider_keys (id, account_id, provider, name, sealed, key_suffix)
      VALUES (${id}, ${accountId}, ${provider}, ${name}, ${sealed}, ${'...' + apiKey.slice(-4)})
      RETURNING id, provider, name, key_suffix, created_at`;
    await tx`INSERT INTO audit_events (account_id, actor_key_id, action, target_id, detail)
             VALUES (${accountId}, ${actorKeyId}, 'provider_key.create', ${id}, ${tx.json({ provider })})`;
    return row;
  }) as Promise<ProviderKeyRow | 'full'>;
}

/** The account's provider keys, oldest first, one page. */
export async function listProviderKeys(sql: Sql, accountId: string, page: PageRequest = { limit: 1_000_000 }): Promise<Page<ProviderKeyRow>> {
  const after = page.after;
  const rows = await sql<ProviderKeyRow[]>`
    SELECT id, provider, name, key_suffix, created_at FROM provider_keys
    WHERE account_id = ${accountId}
    ${after ? sql`AND (created_at, id) > (SELECT created_at, id FROM provider_keys WHERE id = ${after})` : sql``}
    ORDER BY created_at, id LIMIT ${page.limit + 1}`;
  return toPage(rows, page.limit);
}

/** Whether this account holds a provider key with this id (a page cursor is checked with it). */
export async function providerKeyExists(sql: Sql, accountId: string, id: string): Promise<boolean> {
  const [row] = await sql`SELECT 1 FROM provider_keys WHERE id = ${id} AND account_id = ${accountId}`;
  return row !== undefined;
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
