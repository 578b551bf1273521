// Request-body validation shared by every route: zod → 400 errors whose message names the field
// (`messages[2].content: expected string or array`) and lists what is allowed, never quoting the
// client's value (it could be personal data); and the nesting-depth limit checked before any schema.
import { z } from 'zod';
import { ApiError } from './errors.js';

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
