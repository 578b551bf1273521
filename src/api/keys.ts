// /v1/keys: create, list (paginated) and revoke service API keys. A test key manages test keys only
// (src/auth/test-key-sandbox.ts); an account holds at most MAX_KEYS_PER_ACCOUNT active keys.
import { z } from 'zod';
import { PERMISSIONS, type Permission } from '../auth/keys.js';
import { assertMayManageKey, manageableKeyKinds } from '../auth/test-key-sandbox.js';
import { ApiError, badRequest, notFound } from '../server/errors.js';
import type { RouteDef } from '../server/http.js';
import type { Services } from '../services.js';
import { createApiKeyWithin, findApiKey, listApiKeys, revokeApiKey, type ApiKeyRow } from '../store/api-keys.js';
import { authorize } from './guard.js';
import { pageBody, parsePageQuery, unknownCursor } from './pagination.js';
import { isIdOf, labelSchema, parseBody } from './validation.js';

export const createKeyBody = z.strictObject({
  name: labelSchema(200, 'required string'),
  permissions: z
    .array(z.enum(PERMISSIONS, { error: `unknown permission; allowed: ${PERMISSIONS.join(', ')}` }), { error: 'expected an array of permissions' })
    .min(1, 'must not be empty')
    .optional(),
  /** Extension: the kind of the new key; defaults to the kind of the calling key. */
  kind: z.enum(['live', 'test'], { error: 'unknown kind; allowed: live, test' }).optional(),
});

export function keyRoutes(s: Services): RouteDef[] {
  return [
    {
      method: 'POST',
      pattern: '/v1/keys',
      handler: async (ctx) => {
        const caller = await authorize(ctx, s, 'keys:manage');
        const body = parseBody(createKeyBody, await ctx.jsonBody(), s.config.jsonMaxDepth);
        const permissions: Permission[] = body.permissions ? [...new Set(body.permissions)] : [...PERMISSIONS];
        const missing = permissions.filter((p) => !caller.permissions.includes(p));
        if (missing.length) throw new ApiError('forbidden', `cannot grant permissions this key does not hold: ${missing.join(', ')}`);
        const kind = body.kind ?? caller.kind;
        assertMayManageKey(caller, kind);
        const cap = s.config.maxKeysPerAccount;
        const created = await createApiKeyWithin(s.db.sql, cap, caller.accountId, body.name, kind, permissions);
        if (created === 'full') {
          throw badRequest(`this account already holds ${cap} active API keys, the most allowed (MAX_KEYS_PER_ACCOUNT); revoke one first`);
        }
        const { row, apiKey } = created;
        ctx.json(201, { id: row.id, name: row.name, api_key: apiKey, permissions: row.permissions, created_at: row.created_at });
      },
    },
    {
      method: 'GET',
      pattern: '/v1/keys',
      handler: async (ctx) => {
        const caller = await authorize(ctx, s, 'keys:manage');
        const { limit, after } = parsePageQuery(ctx, 'key');
        const kinds = manageableKeyKinds(caller);
        if (after !== undefined) {
          const cursor = await findApiKey(s.db.sql, caller.accountId, after);
          if (!cursor || !kinds.includes(cursor.kind)) throw unknownCursor('API key');
        }
        await s.batches.keyUse.flush(); // listings show this request's own use too
        const page = await listApiKeys(s.db.sql, caller.accountId, kinds, { limit, after });
        ctx.json(200, pageBody('keys', page, keyView));
      },
    },
    {
      method: 'DELETE',
      pattern: '/v1/keys/:id',
      handler: async (ctx) => {
        const caller = await authorize(ctx, s, 'keys:manage');
        const id = ctx.params[0];
        const target = isIdOf('key', id) ? await findApiKey(s.db.sql, caller.accountId, id) : undefined;
        if (!target?.active) throw notFound('API key');
        assertMayManageKey(caller, target.kind);
        const hash = await revokeApiKey(s.db.sql, caller.accountId, id);
        if (!hash) throw notFound('API key'); // revoked meanwhile by another request
        await s.auth.invalidateKey(hash);
        ctx.json(200, { id, deleted: true });
      },
    },
  ];
}

const keyView = (r: ApiKeyRow) => ({
  id: r.id,
  name: r.name,
  key_prefix: r.key_prefix,
  permissions: r.permissions,
  created_at: r.created_at,
  last_used_at: r.last_used_at,
});
