// The web console's own endpoints under /console/api: sign-in, sign-out, optional sign-up and what the
// signed-in user's pages need about the plan (allowed models with prices, quota left). Everything else
// the console does goes through the /v1 handlers with the session as credential (src/auth/console-session.ts).
import { z } from 'zod';
import { checkSameOrigin, currentSession, SESSION_COOKIE, sessionToken } from '../auth/console-session.js';
import type { Plan } from '../config.js';
import { dummyPasswordHash, hashPassword, MAX_PASSWORD_LENGTH, passwordProblem, verifyPassword } from '../console/password.js';
import { DEFAULT_SIGNIN_LIMITS, SignInThrottle } from '../console/signin-throttle.js';
import { FREE_PLAN_MODELS } from '../limits/plan-rules.js';
import { quotaPeriod } from '../limits/quota-period.js';
import { DEFAULT_ENABLED_TYPES, PII_SETTING_TYPES } from '../pii/types.js';
import { allModels } from '../providers/catalogue.js';
import { PROVIDERS } from '../providers/types.js';
import { ApiError, badRequest, notFound } from '../server/errors.js';
import type { RequestContext, RouteDef } from '../server/http.js';
import type { Services } from '../services.js';
import { createAccount } from '../store/accounts.js';
import { createConsoleUser, createSession, deleteSession, findConsoleUser, isEmailAddress, pruneSessions } from '../store/console-users.js';
import type { Sql } from '../store/db.js';
import { countRequests } from '../store/usage.js';
import { parseBody } from './validation.js';

const credentials = z.strictObject({
  email: z.string({ error: 'required string' }).trim().min(3, 'required').max(320, 'at most 320 characters'),
  password: z.string({ error: 'required string' }).min(1, 'required').max(MAX_PASSWORD_LENGTH, `at most ${MAX_PASSWORD_LENGTH} characters`),
});

export function consoleApiRoutes(s: Services): RouteDef[] {
  const throttle = new SignInThrottle(DEFAULT_SIGNIN_LIMITS, s.rateLimiter.failureCounts());
  return [
    { method: 'POST', pattern: '/console/api/sign-in', handler: (ctx) => signIn(ctx, s, throttle) },
    {
      method: 'POST',
      pattern: '/console/api/sign-out',
      handler: async (ctx) => {
        checkSameOrigin(ctx);
        const token = sessionToken(ctx);
        if (token) await deleteSession(s.db.sql, token);
        ctx.setHeader('Set-Cookie', cookie(s, '', 0));
        ctx.json(200, { signed_out: true });
      },
    },
    { method: 'POST', pattern: '/console/api/sign-up', handler: (ctx) => signUp(ctx, s) },
    {
      method: 'GET',
      pattern: '/console/api/session',
      handler: async (ctx) => {
        ctx.setHeader('Cache-Control', 'no-store');
        // Signed out is an answer here, not an error: the page asks this on every load.
        const session = sessionToken(ctx) ? await currentSession(ctx, s).catch(() => null) : null;
        if (!session) return ctx.json(200, { signed_in: false });
        ctx.json(200, {
          signed_in: true,
          email: session.email,
          account_id: session.accountId,
          plan: session.plan,
          models: plannedModels(session.plan),
          quota: await quota(s, session.accountId, session.plan),
        });
      },
    },
    {
      method: 'GET',
      pattern: '/console/api/config',
      handler: (ctx) => ctx.json(200, { signup: s.config.console.signup, pii_types: PII_SETTING_TYPES, pii_default_types: DEFAULT_ENABLED_TYPES, providers: PROVIDERS }),
    },
  ];
}

async function signIn(ctx: RequestContext, s: Services, throttle: SignInThrottle): Promise<void> {
  checkSameOrigin(ctx);
  const { email, password } = parseBody(credentials, await ctx.jsonBody(), s.config.jsonMaxDepth);
  // Reserved before the password is checked, so parallel guesses cannot all pass the check.
  const wait = await throttle.reserve(email, ctx.clientAddress);
  if (wait) {
    throw new ApiError('rate_limit_exceeded', `too many failed sign-ins for this e-mail or from this address; try again in ${Math.ceil(wait / 60)} min`, {
      'Retry-After': String(wait),
    });
  }
  let user: Awaited<ReturnType<typeof findConsoleUser>>;
  let ok: boolean;
  try {
    user = await findConsoleUser(s.db.sql, email);
    // An unknown e-mail costs the same scrypt time and gets the same answer: no hint whether it exists.
    ok = (await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()))) && user !== undefined;
  } catch (err) {
    await throttle.unchecked(email, ctx.clientAddress).catch(() => {});
    throw err;
  }
  // A wrong password keeps its reservation: it counts as a failure.
  if (!ok || !user) throw new ApiError('authentication_error', 'wrong e-mail or password');
  await throttle.succeeded(email, ctx.clientAddress);
  await startSession(ctx, s, user.id);
  ctx.json(200, { email: user.email, account_id: user.account_id });
}

async function signUp(ctx: RequestContext, s: Services): Promise<void> {
  if (!s.config.console.signup) throw notFound('sign-up (CONSOLE_SIGNUP is closed)');
  checkSameOrigin(ctx);
  const { email, password } = parseBody(credentials, await ctx.jsonBody(), s.config.jsonMaxDepth);
  if (!isEmailAddress(email)) throw badRequest('email: not an e-mail address');
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem);
  if (await findConsoleUser(s.db.sql, email)) throw badRequest('email: cannot sign up with this e-mail; sign in or ask the operator to reset the password');
  const hash = await hashPassword(password);
  const user = await s.db.sql.begin(async (tx) => {
    const sql = tx as unknown as Sql;
    const account = await createAccount(sql, 'console sign-up', 'free');
    return createConsoleUser(sql, account.id, email, hash);
  });
  await startSession(ctx, s, user.id);
  ctx.json(201, { email: user.email, account_id: user.account_id, plan: 'free' });
}

async function startSession(ctx: RequestContext, s: Services, userId: string): Promise<void> {
  const token = await createSession(s.db.sql, userId);
  ctx.setHeader('Set-Cookie', cookie(s, token, s.config.console.absoluteSeconds));
  // Expired sessions are refused anyway; deleting them now and then keeps the table small.
  pruneSessions(s.db.sql, s.config.console.idleSeconds, s.config.console.absoluteSeconds).catch(() => {});
}

function cookie(s: Services, value: string, maxAge: number): string {
  const secure = s.config.console.cookieSecure ? '; Secure' : '';
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`;
}

/** The models the plan may use, with prices for the playground's cost estimate. */
function plannedModels(plan: Plan) {
  return allModels()
    .filter((m) => plan !== 'free' || FREE_PLAN_MODELS.has(m.id))
    .map((m) => ({ id: m.id, provider: m.provider, input_usd_per_m: m.inputPricePerM, output_usd_per_m: m.outputPricePerM }));
}

/** The plan's request quota for the current period and what is left (null: no quota). */
async function quota(s: Services, accountId: string, plan: Plan) {
  const q = quotaPeriod(plan, s.config, new Date());
  const perMinute = s.config.rateLimits[plan];
  if (!q) return { period: null, limit: null, used: null, left: null, per_minute: perMinute };
  // Answers still in the usage batch count too: the owner just sent them from the playground.
  await s.batches.usage.flush();
  const used = await countRequests(s.db.sql, accountId, q.seedStart, q.seedEnd);
  return { period: plan === 'free' ? 'day' : 'month', limit: q.quota, used, left: Math.max(0, q.quota - used), per_minute: perMinute };
}
