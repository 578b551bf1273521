// A console session as a credential for the /v1 API. The browser console calls the same handlers as
// API clients; when a request carries no Authorization header but the session cookie, the session
// stands in for a key: it belongs to the user's account, holds every permission (a console user is
// the account's owner), is rate limited per user at the plan's per-minute limit, and reaches the
// providers with the account's stored keys — including on Free and Solo, whose live keys have no API
// access. With `X-Console-Mode: test` it acts as a test key (answered by the mock provider when no
// provider key is stored). State-changing requests must come from the gateway's own origin (CSRF).
import { PERMISSIONS } from './keys.js';
import { ApiError } from '../server/errors.js';
import type { RequestContext } from '../server/http.js';
import type { Services } from '../services.js';
import type { KeyPrincipal } from '../store/api-keys.js';
import { touchSession, type ConsoleSession } from '../store/console-users.js';

export const SESSION_COOKIE = 'gw_session';
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The session token from the Cookie header, or null. */
export function sessionToken(ctx: RequestContext): string | null {
  const header = ctx.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return /^[\w-]{20,100}$/.test(value) ? value : null;
    }
  }
  return null;
}

/**
 * Refuses a state-changing request that a browser sent from another site: Sec-Fetch-Site, when present,
 * must say same-origin, and Origin must be present and name this host. Requests without Origin come
 * from no browser page of ours (browsers send it on every POST/PATCH/DELETE), so they are refused too.
 */
export function checkSameOrigin(ctx: RequestContext): void {
  if (SAFE_METHODS.has(ctx.method)) return;
  const site = ctx.headers['sec-fetch-site'];
  const origin = ctx.headers.origin;
  let originHost: string | null = null;
  try {
    originHost = origin ? new URL(origin).host : null;
  } catch {
    originHost = null;
  }
  if ((site && site !== 'same-origin') || !originHost || originHost !== ctx.headers.host) {
    throw new ApiError('forbidden', 'cross-site request refused: the console session is accepted only from the console\'s own pages; API clients use an API key');
  }
}

/** The session behind the cookie (idle and absolute expiry applied), or a 401. */
export async function currentSession(ctx: RequestContext, s: Services): Promise<ConsoleSession> {
  const token = sessionToken(ctx);
  const session = token ? await touchSession(s.db.sql, token, s.config.console.idleSeconds, s.config.console.absoluteSeconds) : undefined;
  if (!session) throw new ApiError('authentication_error', 'console session expired or signed out; sign in again');
  return session;
}

/** Console principals carry the user's id where a key's id would be. */
export const isConsolePrincipal = (p: KeyPrincipal) => p.keyId.startsWith('usr_');

/** The principal for a request authenticated by the console session (CSRF-checked first). */
export async function sessionPrincipal(ctx: RequestContext, s: Services): Promise<KeyPrincipal> {
  checkSameOrigin(ctx);
  const session = await currentSession(ctx, s);
  return {
    keyId: session.userId,
    accountId: session.accountId,
    plan: session.plan,
    kind: ctx.headers['x-console-mode'] === 'test' ? 'test' : 'live',
    permissions: [...PERMISSIONS],
  };
}
