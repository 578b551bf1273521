// /v1/usage/summary and /v1/usage/daily over the daily roll-ups (UTC dates).
import type { RequestContext, RouteDef } from '../server/http.js';
import { badRequest } from '../server/errors.js';
import type { Services } from '../services.js';
import { usageDaily, usageSummary } from '../store/usage.js';
import { authorize } from './guard.js';
import { parseDay, quoteValue, utcDay } from './validation.js';

const DAY_MS = 86_400_000;

/** start_date/end_date from the query; defaults: the 30 days before today through today. */
export function parsePeriod(ctx: RequestContext): { start: string; end: string } {
  const q = ctx.query;
  for (const k of q.keys()) {
    if (k !== 'start_date' && k !== 'end_date') throw badRequest(`unknown query parameter ${quoteValue(k)}; allowed: start_date, end_date`);
  }
  const read = (name: string): Date | undefined => {
    const v = q.get(name);
    if (v === null) return undefined;
    const d = parseDay(v);
    if (!d) throw badRequest(`${name}: expected a real date as YYYY-MM-DD, got ${quoteValue(v)}`);
    return d;
  };
  const end = read('end_date') ?? new Date(`${utcDay()}T00:00:00Z`);
  const start = read('start_date') ?? new Date(end.getTime() - 30 * DAY_MS);
  if (start > end) throw badRequest('start_date: must not be after end_date');
  return { start: utcDay(start), end: utcDay(end) };
}

export function usageRoutes(s: Services): RouteDef[] {
  return [
    {
      method: 'GET',
      pattern: '/v1/usage/summary',
      handler: async (ctx) => {
        const caller = await authorize(ctx, s, 'usage:read');
        const { start, end } = parsePeriod(ctx);
        await s.batches.usage.flush(); // this instance's pending roll-ups are included
        ctx.json(200, await usageSummary(s.db.sql, caller.accountId, start, end));
      },
    },
    {
      method: 'GET',
      pattern: '/v1/usage/daily',
      handler: async (ctx) => {
        const caller = await authorize(ctx, s, 'usage:read');
        const { start, end } = parsePeriod(ctx);
        await s.batches.usage.flush();
        ctx.json(200, { daily: await usageDaily(s.db.sql, caller.accountId, start, end) });
      },
    },
  ];
}
