// /v1/settings/pii: read and partially update the account's PII settings (a test key may read them
// only: they apply to live traffic too, src/auth/test-key-sandbox.ts).
import { z } from 'zod';
import { assertMayChangeAccountSettings } from '../auth/test-key-sandbox.js';
import { PII_SETTING_TYPES } from '../pii/types.js';
import type { RouteDef } from '../server/http.js';
import type { Services } from '../services.js';
import { getPiiSettings, REPLACEMENT_MODES, savePiiSettings } from '../store/pii-settings.js';
import { authorize } from './guard.js';
import { parseBody } from './validation.js';

export const patchBody = z.strictObject({
  enabled: z.boolean({ error: 'must be a boolean' }).optional(),
  enabled_types: z
    .array(
      z.enum(PII_SETTING_TYPES, { error: `unknown PII type; allowed: ${PII_SETTING_TYPES.join(', ')}` }),
      { error: 'must be an array of PII type names' },
    )
    // An empty list would switch detection off while `enabled` (and the notice sent upstream) says on.
    .min(1, 'must not be empty; to turn PII detection off send "enabled": false')
    .optional(),
  art9_detection: z.boolean({ error: 'must be a boolean' }).optional(),
  art9_action: z
    .enum(['flag', 'block', 'ignore'], { error: 'unknown action; allowed: flag, block, ignore' })
    .optional(),
  replacement: z
    .enum(REPLACEMENT_MODES, { error: `unknown replacement; allowed: ${REPLACEMENT_MODES.join(', ')}` })
    .optional(),
  tag_gender_hint: z.boolean({ error: 'must be a boolean' }).optional(),
});

export function settingsRoutes(s: Services): RouteDef[] {
  return [
    {
      method: 'GET',
      pattern: '/v1/settings/pii',
      handler: async (ctx) => {
        const caller = await authorize(ctx, s, 'settings:manage');
        const cur = await getPiiSettings(s.db.sql, caller.accountId);
        const { enabled, enabled_types, art9_detection, art9_action, replacement, tag_gender_hint } = cur;
        ctx.json(200, { enabled, enabled_types, art9_detection, art9_action, replacement, tag_gender_hint });
      },
    },
    {
      method: 'PATCH',
      pattern: '/v1/settings/pii',
      handler: async (ctx) => {
        const caller = await authorize(ctx, s, 'settings:manage');
        assertMayChangeAccountSettings(caller);
        const patch = parseBody(patchBody, await ctx.jsonBody(), s.config.jsonMaxDepth);
        const cur = await getPiiSettings(s.db.sql, caller.accountId);
        const saved = await savePiiSettings(s.db.sql, caller.accountId, {
          enabled: patch.enabled ?? cur.enabled,
          // Keep the canonical order, drop duplicates.
          enabled_types: patch.enabled_types ? PII_SETTING_TYPES.filter((t) => patch.enabled_types!.includes(t)) : cur.enabled_types,
          art9_detection: patch.art9_detection ?? cur.art9_detection,
          art9_action: patch.art9_action ?? cur.art9_action,
          replacement: patch.replacement ?? cur.replacement,
          tag_gender_hint: patch.tag_gender_hint ?? cur.tag_gender_hint,
        });
        await s.accounts.invalidate(caller.accountId);
        ctx.json(200, saved);
      },
    },
  ];
}
