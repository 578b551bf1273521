// zod → 400 errors whose message names the field (`messages[2].content: expected string or array`).
import type { z } from 'zod';
import { ApiError } from '../server/errors.js';

export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`;
    else out += out ? `.${String(p)}` : String(p);
  }
  return out;
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  let message = issue.message;
  if (issue.code === 'unrecognized_keys') message = `unknown field(s): ${issue.keys.join(', ')}`;
  const where = formatPath(issue.path);
  throw new ApiError('bad_request', where ? `${where}: ${message}` : message);
}

/** Today's UTC date as YYYY-MM-DD. */
export function utcDay(d: Date = new Date()): string {
  return d.toISOString().slice(0, 10);
}

/** A real calendar date in YYYY-MM-DD form, or undefined. */
export function parseDay(s: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return undefined;
  const d = new Date(`${s}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || utcDay(d) !== s ? undefined : d;
}

/**
 * Quotes a client-supplied value in an error message only when it looks like an identifier (enum
 * values, model names); anything else is described, so error messages never echo free text that
 * could be personal data.
 */
export function quoteValue(value: unknown): string {
  if (typeof value === 'string' && /^[\w.:/-]{1,64}$/.test(value)) return JSON.stringify(value);
  if (typeof value === 'string') return 'the given string';
  return value === null ? 'null' : `a ${Array.isArray(value) ? 'array' : typeof value}`;
}
