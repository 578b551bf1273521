// The gate every authenticated endpoint passes: authenticate (401), per-key minute limit with its
// headers (429), plan API access for live keys (403), permission (403). A console session may stand in
// for the key.
import { sessionPrincipal, sessionToken } from '../auth/console-session.js';
import type { Permission } from '../auth/keys.js';
import { minuteExceeded, setRateLimitHeaders } from '../limits/rate-limiter.js';
import { rateLimitRejectionsTotal } from '../metrics/metrics.js';
import { ApiError } from '../server/errors.js';
import type { RequestContext } from '../server/http.js';
import type { Services } from '../services.js';
import type { KeyPrincipal } from '../store/api-keys.js';

export async function authorize(ctx: RequestContext, s: Services, permission: Permission | null): Promise<KeyPrincipal> {
  // No key but the console's session cookie: the session stands in for a key (src/auth/console-session.ts).
  const viaConsole = ctx.headers.authorization === undefined && sessionToken(ctx) !== null;
  const principal = viaConsole ? await sessionPrincipal(ctx, s) : await s.auth.authenticate(ctx.headers.authorization, () => ctx.clientAddress);
  ctx.log.account_id = principal.accountId;
  ctx.log.key_id = principal.keyId;
  const limit = principal.kind === 'test' ? s.config.rateLimits.test : s.config.rateLimits[principal.plan];
  // null: a chat request whose minute limit is decided with its plan quota at admission (shared limits).
  const decision = await s.rateLimiter.take(ctx, principal, limit, permission === 'chat:write');
  if (decision) setRateLimitHeaders(ctx, decision);
  if (!viaConsole) s.batches.keyUse.add({ keyId: principal.keyId, at: new Date() });
  if (decision && !decision.allowed) throw minuteExceeded(decision, principal.kind);
  // Free and Solo reach the providers through the console only.
  if (!viaConsole && principal.kind === 'live' && (principal.plan === 'free' || principal.plan === 'solo')) {
    rateLimitRejectionsTotal.inc({ reason: 'plan_access' });
    throw new ApiError(
      'forbidden',
      `the ${principal.plan} plan has no programmatic API access; use the web console (its playground reaches the providers), a test key (answered by the mock provider) or upgrade to business`,
    );
  }
  if (permission && !principal.permissions.includes(permission)) {
    throw new ApiError('forbidden', `this API key lacks the ${permission} permission`);
  }
  return principal;
}
