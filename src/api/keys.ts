// /v1/keys: create, list and revoke service API keys.
import { z } from 'zod';
import { PERMISSIONS, type Permission } from '../auth/keys.js';
import { ApiError, notFound } from '../server/errors.js';
import type { RouteDef } from '../server/http.js';
import type { Services } from '../services.js';
import { createApiKey, listApiKeys, revokeApiKey } from '../store/api-keys.js';
import { authorize } from './guard.js';
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
        if (caller.kind === 'test' && kind === 'live') throw new ApiError('forbidden', 'a test key cannot create live keys');
        const { row, apiKey } = await createApiKey(s.db.sql, caller.accountId, body.name, kind, permissions);
        ctx.json(201, { id: row.id, name: row.name, api_key: apiKey, permissions: row.permissions, created_at: row.created_at });
      },
    },
    {
      method: 'GET',
      pattern: '/v1/keys',
      handler: async (ctx) => {
        const caller = await authorize(ctx, s, 'keys:manage');
        await s.batches.keyUse.flush(); // listings show this request's own use too
        const rows = await listApiKeys(s.db.sql, caller.accountId);
        ctx.json(200, {
          keys: rows.map((r) => ({
            id: r.id,
            name: r.name,
            key_prefix: r.key_prefix,
            permissions: r.permissions,
            created_at: r.created_at,
            last_used_at: r.last_used_at,
          })),
        });
      },
    },
    {
      method: 'DELETE',
      pattern: '/v1/keys/:id',
      handler: async (ctx) => {
        const caller = await authorize(ctx, s, 'keys:manage');
        const id = ctx.params[0];
        const hash = isIdOf('key', id) ? await revokeApiKey(s.db.sql, caller.accountId, id) : undefined;
        if (!hash) throw notFound('API key');
        await s.auth.invalidateKey(hash);
        ctx.json(200, { id, deleted: true });
      },
    },
  ];
}
