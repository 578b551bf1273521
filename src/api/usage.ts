// /v1/usage/summary and /v1/usage/daily over the daily roll-ups (UTC dates).
import type { RequestContext, RouteDef } from '../server/http.js';
import { badRequest } from '../server/errors.js';
import type { Services } from '../services.js';
import { usageDaily, usageSummary } from '../store/usage.js';
import { authorize } from './guard.js';
import { MAX_DAY, MIN_DAY, parseDay, utcDay } from './validation.js';

const DAY_MS = 86_400_000;

/**
 * start_date/end_date from the query, each a real date from MIN_DAY to MAX_DAY; defaults: the 30
 * days before end_date (never before MIN_DAY) through end_date, which defaults to today.
 */
export function parsePeriod(ctx: RequestContext): { start: string; end: string } {
  const q = ctx.query;
  for (const k of q.keys()) {
    if (k !== 'start_date' && k !== 'end_date') throw badRequest('unknown query parameter; allowed: start_date, end_date');
  }
  const read = (name: string): Date | undefined => {
    const all = q.getAll(name);
    if (all.length === 0) return undefined;
    if (all.length > 1) throw badRequest(`${name}: given more than once`);
    const d = parseDay(all[0]);
    if (!d) throw badRequest(`${name}: expected a real date as YYYY-MM-DD from ${MIN_DAY} to ${MAX_DAY}`);
    return d;
  };
  const end = read('end_date') ?? new Date(`${utcDay()}T00:00:00Z`);
  const earliest = new Date(`${MIN_DAY}T00:00:00Z`);
  const start = read('start_date') ?? new Date(Math.max(earliest.getTime(), end.getTime() - 30 * DAY_MS));
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
