// /v1/provider-keys: store, list and delete the account's upstream provider keys (sealed at rest).
import { z } from 'zod';
import { PROVIDERS } from '../providers/types.js';
import { notFound } from '../server/errors.js';
import type { RouteDef } from '../server/http.js';
import type { Services } from '../services.js';
import { createProviderKey, deleteProviderKey, listProviderKeys } from '../store/provider-keys.js';
import { authorize } from './guard.js';
import { isIdOf, labelSchema, parseBody } from './validation.js';

export const createBody = z.strictObject({
  provider: z.enum(PROVIDERS, { error: `unknown provider; allowed: ${PROVIDERS.join(', ')}` }),
  api_key: z
    .string({ error: 'required string' })
    .trim()
    .min(8, 'too short to be a provider key')
    .max(1000, 'at most 1000 characters')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces'),
  name: labelSchema(200, 'must be a string').optional().nullable(),
});

const view = (r: { id: string; provider: string; name: string | null; key_suffix: string; created_at: Date }) => ({
  id: r.id,
  provider: r.provider,
  name: r.name,
  key_suffix: r.key_suffix,
  created_at: r.created_at,
});

export function providerKeyRoutes(s: Services): RouteDef[] {
  return [
    {
      method: 'POST',
      pattern: '/v1/provider-keys',
      handler: async (ctx) => {
        const caller = await authorize(ctx, s, 'keys:manage');
        const body = parseBody(createBody, await ctx.jsonBody(), s.config.jsonMaxDepth);
        const row = await createProviderKey(s.db.sql, s.masterKey, caller.accountId, body.provider, body.api_key, body.name ?? null, caller.keyId);
        await s.accounts.invalidate(caller.accountId);
        ctx.json(201, view(row));
      },
    },
    {
      method: 'GET',
      pattern: '/v1/provider-keys',
      handler: async (ctx) => {
        const caller = await authorize(ctx, s, 'keys:manage');
        ctx.json(200, { provider_keys: (await listProviderKeys(s.db.sql, caller.accountId)).map(view) });
      },
    },
    {
      method: 'DELETE',
      pattern: '/v1/provider-keys/:id',
      handler: async (ctx) => {
        const caller = await authorize(ctx, s, 'keys:manage');
        const id = ctx.params[0];
        if (!isIdOf('pk', id) || !(await deleteProviderKey(s.db.sql, caller.accountId, id, caller.keyId))) throw notFound('provider key');
        await s.accounts.invalidate(caller.accountId);
        ctx.json(200, { id, deleted: true });
      },
    },
  ];
}
