// /v1/provider-keys: store, list (paginated, masked) and delete the account's upstream provider keys
// (sealed at rest). A test key may only list them (src/auth/test-key-sandbox.ts); an account stores at
// most MAX_PROVIDER_KEYS_PER_ACCOUNT.
import { z } from 'zod';
import { assertMayChangeProviderKeys } from '../auth/test-key-sandbox.js';
import { PROVIDERS } from '../providers/types.js';
import { badRequest, notFound } from '../server/errors.js';
import type { RouteDef } from '../server/http.js';
import type { Services } from '../services.js';
import { createProviderKey, deleteProviderKey, listProviderKeys, providerKeyExists } from '../store/provider-keys.js';
import { authorize } from './guard.js';
import { pageBody, parsePageQuery, unknownCursor } from './pagination.js';
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
        assertMayChangeProviderKeys(caller);
        const body = parseBody(createBody, await ctx.jsonBody(), s.config.jsonMaxDepth);
        const cap = s.config.maxProviderKeysPerAccount;
        const row = await createProviderKey(s.db.sql, s.masterKey, caller.accountId, body.provider, body.api_key, body.name ?? null, caller.keyId, cap);
        if (row === 'full') {
          throw badRequest(`this account already stores ${cap} provider keys, the most allowed (MAX_PROVIDER_KEYS_PER_ACCOUNT); delete one first`);
        }
        await s.accounts.invalidate(caller.accountId);
        ctx.json(201, view(row));
      },
    },
    {
      method: 'GET',
      pattern: '/v1/provider-keys',
      handler: async (ctx) => {
        const caller = await authorize(ctx, s, 'keys:manage');
        const { limit, after } = parsePageQuery(ctx, 'pk');
        if (after !== undefined && !(await providerKeyExists(s.db.sql, caller.accountId, after))) throw unknownCursor('provider key');
        ctx.json(200, pageBody('provider_keys', await listProviderKeys(s.db.sql, caller.accountId, { limit, after }), view));
      },
    },
    {
      method: 'DELETE',
      pattern: '/v1/provider-keys/:id',
      handler: async (ctx) => {
        const caller = await authorize(ctx, s, 'keys:manage');
        assertMayChangeProviderKeys(caller);
        const id = ctx.params[0];
        if (!isIdOf('pk', id) || !(await deleteProviderKey(s.db.sql, caller.accountId, id, caller.keyId))) throw notFound('provider key');
        await s.accounts.invalidate(caller.accountId);
        ctx.json(200, { id, deleted: true });
      },
    },
  ];
}
