// Query parameters and answer fields of the paginated listings (GET /v1/keys, GET /v1/provider-keys):
// `limit` rows per page and `after` the id of the last row already seen, answered with `has_more`,
// `first_id` and `last_id` as OpenAI's list endpoints do (docs/api.md, "Listings").
import { badRequest } from '../server/errors.js';
import type { RequestContext } from '../server/http.js';
import type { Page } from '../store/pagination.js';
import { isIdOf } from './validation.js';

/** Rows per page when `limit` is not given, and the most one page holds. */
export const PAGE_LIMIT_DEFAULT = 100;
export const PAGE_LIMIT_MAX = 100;

export interface PageQuery { limit: number; after?: string }

/**
 * `limit` (1–PAGE_LIMIT_MAX) and `after` (an id with this prefix) from the query; anything else is a
 * 400 naming the parameter. Whether `after` names a row of the listing is the handler's check.
 */
export function parsePageQuery(ctx: RequestContext, idPrefix: string): PageQuery {
  const q = ctx.query;
  for (const k of q.keys()) {
    if (k !== 'limit' && k !== 'after') throw badRequest('unknown query parameter; allowed: limit, after');
  }
  const one = (name: string): string | undefined => {
    const all = q.getAll(name);
    if (all.length > 1) throw badRequest(`${name}: given more than once`);
    return all[0];
  };
  const rawLimit = one('limit');
  let limit = PAGE_LIMIT_DEFAULT;
  if (rawLimit !== undefined) {
    limit = /^\d{1,6}$/.test(rawLimit) ? Number(rawLimit) : NaN;
    if (!(limit >= 1 && limit <= PAGE_LIMIT_MAX)) throw badRequest(`limit: expected a whole number from 1 to ${PAGE_LIMIT_MAX}`);
  }
  const after = one('after');
  if (after !== undefined && !isIdOf(idPrefix, after)) throw badRequest(`after: expected the id (${idPrefix}_…) of the last entry of an earlier page`);
  return { limit, after };
}

/** The 400 for an `after` id that names no entry of this listing. */
export const unknownCursor = (what: string) =>
  badRequest(`after: names no ${what} of this listing (a deleted entry cannot continue a listing); start again without after`);

/** The page's rows under `field`, with has_more, first_id and last_id. */
export function pageBody<T extends { id: string }, V>(field: string, page: Page<T>, view: (row: T) => V) {
  return {
    [field]: page.rows.map(view),
    has_more: page.hasMore,
    first_id: page.rows[0]?.id ?? null,
    last_id: page.rows.at(-1)?.id ?? null,
  };
}
