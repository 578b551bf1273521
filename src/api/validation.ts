// Validation helpers of the management routes: storable labels, ids, UTC days. The body parsing
// itself (zod → 400 naming the field, the depth limit) is src/server/validation.ts, re-exported here.
import { z } from 'zod';

export { parseBody } from '../server/validation.js';

// Lone UTF-16 surrogates cannot be encoded as UTF-8; C0/C1 controls (NUL above all, which
// PostgreSQL refuses) have no place in a label.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Whether `s` can be stored as PostgreSQL text and shown back as a label. */
export function isStorableText(s: string): boolean {
  return !CONTROL.test(s) && !LONE_SURROGATE.test(s);
}

/** A trimmed, non-empty, length-limited label (key names) that PostgreSQL can store. */
export function labelSchema(max: number, typeError: string) {
  return z
    .string({ error: typeError })
    .trim()
    .min(1, 'must not be empty')
    .max(max, `at most ${max} characters`)
    .refine(isStorableText, 'must not contain control characters or invalid Unicode (unpaired surrogates)');
}

/**
 * Whether a path parameter has the shape of an id made by newId(prefix): anything else cannot
 * exist, so handlers answer 404 without asking the database (which refuses NUL bytes with an error).
 */
export function isIdOf(prefix: string, id: string): boolean {
  return id.length <= 100 && new RegExp(`^${prefix}_[A-Za-z0-9_-]+$`).test(id);
}

/** Today's UTC date as YYYY-MM-DD. */
export function utcDay(d: Date = new Date()): string {
  return d.toISOString().slice(0, 10);
}

/** The dates the usage endpoints accept (inclusive): wide enough for any real account, and safely inside PostgreSQL's date range. */
export const MIN_DAY = '2000-01-01';
export const MAX_DAY = '2999-12-31';

/** A real calendar date in YYYY-MM-DD form between MIN_DAY and MAX_DAY, or undefined. */
export function parseDay(s: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || s < MIN_DAY || s > MAX_DAY) return undefined;
  const d = new Date(`${s}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || utcDay(d) !== s ? undefined : d;
}
