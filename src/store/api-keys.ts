// Service API keys: only the SHA-256 hash of a key is stored.
import type { Plan } from '../config.js';
import { generateApiKey, hashApiKey, maskApiKey, newId, type KeyKind, type Permission } from '../auth/keys.js';
import type { Sql } from './db.js';
import { toPage, type Page, type PageRequest } from './pagination.js';

export interface ApiKeyRow {
  id: string;
  account_id: string;
  name: string;
  key_prefix: string;
  kind: KeyKind;
  permissions: Permission[];
  created_at: Date;
  last_used_at: Date | null;
}

/** What authentication needs about a key, joined with its account's plan. */
export interface KeyPrincipal {
  keyId: string;
  accountId: string;
  plan: Plan;
  kind: KeyKind;
  permissions: Permission[];
}

export async function createApiKey(
  sql: Sql,
  accountId: string,
  name: string,
  kind: KeyKind,
  permissions: readonly Permission[],
): Promise<{ row: ApiKeyRow; apiKey: string }> {
  const apiKey = generateApiKey(kind);
  const [row] = await sql<ApiKeyRow[]>`
    INSERT INTO api_keys (id, account_id, name, key_hash, key_prefix, kind, permissions)
    VALUES (${newId('key')}, ${accountId}, ${name}, ${hashApiKey(apiKey)}, ${maskApiKey(apiKey)}, ${kind},
            ${sql.array(permissions as string[])})
    RETURNING id, account_id, name, key_prefix, kind, permissions, created_at, last_used_at`;
  return { row, apiKey };
}

/**
 * createApiKey unless the account already holds `cap` active keys ('full'). The account's row is locked
 * for the count and the insert, so concurrent creations cannot pass the cap together.
 */
export async function createApiKeyWithin(
  sql: Sql,
  cap: number,
  accountId: string,
  name: string,
  kind: KeyKind,
  permissions: readonly Permission[],
): Promise<{ row: ApiKeyRow; apiKey: string } | 'full'> {
  return sql.begin(async (tx) => {
    const t = tx as unknown as Sql;
    await t`SELECT 1 FROM accounts WHERE id = ${accountId} FOR UPDATE`;
    const [{ n }] = await t<{ n: number }[]>`
      SELECT count(*)::int AS n FROM api_keys WHERE account_id = ${accountId} AND revoked_at IS NULL`;
    if (n >= cap) return 'full' as const;
    return createApiKey(t, accountId, name, kind, permissions);
  }) as Promise<{ row: ApiKeyRow; apiKey: string } | 'full'>;
}

/** The account's active keys of the given kinds, oldest first, one page. */
export async function listApiKeys(
  sql: Sql,
  accountId: string,
  kinds: readonly KeyKind[] = ['live', 'test'],
  page: PageRequest = { limit: 1_000_000 },
): Promise<Page<ApiKeyRow>> {
  const after = page.after;
  const rows = await sql<ApiKeyRow[]>`
    SELECT id, account_id, name, key_prefix, kind, permissions, created_at, last_used_at
    FROM api_keys WHERE account_id = ${accountId} AND revoked_at IS NULL AND kind = ANY(${sql.array(kinds as string[])})
    ${after ? sql`AND (created_at, id) > (SELECT created_at, id FROM api_keys WHERE id = ${after})` : sql``}
    ORDER BY created_at, id LIMIT ${page.limit + 1}`;
  return toPage(rows, page.limit);
}

/**
 * A key of this account by id, revoked ones included (a page cursor may name a key revoked since),
 * with what the handlers check: its kind and whether it is still active.
 */
export async function findApiKey(
  sql: Sql,
  accountId: string,
  keyId: string,
): Promise<{ id: string; kind: KeyKind; active: boolean } | undefined> {
  const [row] = await sql<{ id: string; kind: KeyKind; active: boolean }[]>`
    SELECT id, kind, revoked_at IS NULL AS active FROM api_keys WHERE id = ${keyId} AND account_id = ${accountId}`;
  return row;
}

/** Revokes a key of this account; returns its hash (for cache invalidation) or undefined if none. */
export async function revokeApiKey(sql: Sql, accountId: string, keyId: string): Promise<string | undefined> {
  const [row] = await sql<{ key_hash: string }[]>`
    UPDATE api_keys SET revoked_at = now()
    WHERE id = ${keyId} AND account_id = ${accountId} AND revoked_at IS NULL
    RETURNING key_hash`;
  return row?.key_hash;
}

/** The key's principal, `'revoked'` for a revoked key (counted apart from unknown ones), else undefined. */
export async function findPrincipalByHash(sql: Sql, keyHash: string): Promise<KeyPrincipal | 'revoked' | undefined> {
  const [row] = await sql<{ id: string; account_id: string; plan: Plan; kind: KeyKind; permissions: Permission[]; revoked: boolean }[]>`
    SELECT k.id, k.account_id, a.plan, k.kind, k.permissions, k.revoked_at IS NOT NULL AS revoked
    FROM api_keys k JOIN accounts a ON a.id = k.account_id
    WHERE k.key_hash = ${keyHash}`;
  if (!row) return undefined;
  if (row.revoked) return 'revoked';
  return { keyId: row.id, accountId: row.account_id, plan: row.plan, kind: row.kind, permissions: row.permissions };
}

/** One queued last use per API key (the batcher's merge): the latest time wins. */
export interface KeyUse { keyId: string; at: Date }
export const mergeKeyUse = {
  key: (u: KeyUse): string => u.keyId,
  into(queued: KeyUse, u: KeyUse): void {
    if (u.at > queued.at) queued.at = u.at;
  },
};

/** Batched write of last-use times: one statement for many keys. */
export async function touchApiKeys(sql: Sql, uses: Map<string, Date>): Promise<void> {
  if (uses.size === 0) return;
  const ids = [...uses.keys()];
  const times = ids.map((id) => uses.get(id)!.toISOString());
  await sql`
    UPDATE api_keys k SET last_used_at = GREATEST(COALESCE(k.last_used_at, u.t), u.t)
    FROM (SELECT unnest(${sql.array(ids)}::text[]) AS id, unnest(${sql.array(times)}::timestamptz[]) AS t) u
    WHERE k.id = u.id`;
}
