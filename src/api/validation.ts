// zod → 400 errors whose message names the field (`messages[2].content: expected string or array`)
// and lists what is allowed, never quoting the client's value (it could be personal data).
import { z } from 'zod';
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
  if (issue.code === 'unrecognized_keys') message = unknownFieldMessage(schema, issue.path);
  const where = formatPath(issue.path);
  throw new ApiError('bad_request', where ? `${where}: ${message}` : message);
}

/** The client's own key names are not repeated; the allowed ones are listed when the body's top level is meant. */
function unknownFieldMessage(schema: z.ZodType, path: ReadonlyArray<PropertyKey>): string {
  if (path.length === 0 && schema instanceof z.ZodObject) return `unknown field; allowed: ${Object.keys(schema.shape).join(', ')}`;
  return 'unknown field';
}

/**
 * A JSON request body: refused past `maxDepth` levels of nesting (before the schema walks it, so
 * nothing downstream recurses into a hostile structure), then parsed with `schema`.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: Record<string, unknown>, maxDepth: number): z.infer<S> {
  const known = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  checkDepth(body, maxDepth, known);
  return parseWith(schema, body);
}

/**
 * 400 when `body` (level 1) nests arrays/objects deeper than `maxDepth`. The top-level field is
 * named only when it is one of `knownFields`: pass-through key names are the client's own text.
 */
export function checkDepth(body: Record<string, unknown>, maxDepth: number, knownFields: readonly string[]): void {
  for (const key of Object.keys(body)) {
    if (!exceedsDepth(body[key], 2, maxDepth)) continue;
    const limit = `nested deeper than the limit of ${maxDepth} levels`;
    throw new ApiError('bad_request', `${knownFields.includes(key) ? key : 'request body'}: ${limit}`);
  }
}

/** Whether `value`, sitting at level `level`, reaches past `maxDepth`; an explicit stack, so any depth is safe. */
function exceedsDepth(value: unknown, level: number, maxDepth: number): boolean {
  const stack: Array<[unknown, number]> = [[value, level]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (d > maxDepth) return true;
    const children = Array.isArray(v) ? v : Object.values(v);
    for (const c of children) if (c !== null && typeof c === 'object') stack.push([c, d + 1]);
  }
  return false;
}

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
