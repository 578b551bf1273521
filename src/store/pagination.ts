// Keyset pages of a listing ordered by (created_at, id): stable while rows are added or removed, and
// each page costs one index range however deep it is.

/** One page: `limit` rows at most, and whether more follow. */
export interface Page<T> { rows: T[]; hasMore: boolean }

/**
 * Where a page starts: after the row with this id (which the caller checked exists; its position is
 * read in SQL, since a JavaScript Date would drop the microseconds of created_at), or at the beginning.
 */
export interface PageRequest { limit: number; after?: string }

/** Cuts the `limit + 1` rows a query fetched into a page (the extra row only tells that more follow). */
export function toPage<T>(rows: T[], limit: number): Page<T> {
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}
