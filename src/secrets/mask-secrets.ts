// Masks API-key-like tokens in text that leaves the gateway (upstream error messages passed to
// clients) or goes to the logs. Providers sometimes quote the key they were sent ("Incorrect API key
// provided: sk-..."); the rest of such a message is useful and is kept.
//
// Three layers: the exact secrets the caller knows (the provider key of the request), the documented
// key formats of the nine providers and of the gateway itself (their public prefix is kept, so the
// reader still sees what kind of key it was), and any long random-looking token (Mistral and Cohere
// keys have no prefix).

export const REDACTED = '[REDACTED]';

// Characters a key body is made of; `*` because providers quote keys half-masked (sk-abc1****wxyz).
const BODY = '[A-Za-z0-9_*-]';
// Not preceded by a key character: "task-..." must not be read as "sk-...".
const START = '(?<![A-Za-z0-9_-])';

/** Known key formats: the prefix (kept) and a body long enough that ordinary words do not match. */
const PREFIXED = new RegExp(
  `${START}(sk-(?:ant-(?:api\\d\\d-|admin\\d\\d-)?|proj-|svcacct-|admin-)?|AIza|gsk_|xai-|pplx-|vpx_(?:live|test)_)${BODY}{12,}`,
  'g',
);

/** `Bearer <token>` wherever it is quoted (headers echoed back in an error). */
const BEARER = /\b(Bearer\s+)[^\s"',;]+/gi;

/** Keys passed in a URL query (Gemini accepts `?key=`). */
const QUERY_KEY = /([?&](?:key|api_key|apikey|api-key|access_token|token)=)[^&\s"'#]+/gi;

/** Any run of 32+ key characters mixing letters and digits (prefix-less keys, e.g. Mistral, Cohere). */
const LONG_TOKEN = /(?<![A-Za-z0-9_*-])[A-Za-z0-9_*-]{32,}/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function looksRandom(token: string): boolean {
  if (UUID.test(token)) return false; // request ids: not secrets, and useful in a support ticket
  return /[0-9]/.test(token) && /[A-Za-z]/.test(token);
}

/** Shortest secret replaced literally: shorter strings would match ordinary text. */
const MIN_LITERAL = 8;

/** `text` with each of the exact `secrets` replaced (safe on raw JSON: only the secret itself changes). */
export function redactKnown(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length >= MIN_LITERAL && out.includes(secret)) out = out.split(secret).join(literalMask(secret));
  }
  return out;
}

/** What replaces a known secret: its public prefix when it has a known format (`sk-proj-[REDACTED]`),
 * so the message reads as if the patterns had masked it, else `[REDACTED]`. */
function literalMask(secret: string): string {
  const masked = maskPatterns(secret);
  const prefix = masked.slice(0, -REDACTED.length);
  return masked.endsWith(REDACTED) && secret.startsWith(prefix) ? masked : REDACTED;
}

function maskPatterns(text: string): string {
  return text
    .replace(BEARER, `$1${REDACTED}`)
    .replace(QUERY_KEY, `$1${REDACTED}`)
    .replace(PREFIXED, `$1${REDACTED}`)
    .replace(LONG_TOKEN, (token) => (looksRandom(token) ? REDACTED : token));
}

/**
 * `text` with every key-like token replaced by `[REDACTED]` (a known prefix such as `sk-proj-` is
 * kept). `known` are exact secrets to remove wherever they appear, whatever their shape.
 */
export function maskSecrets(text: string, known: readonly string[] = []): string {
  return maskPatterns(redactKnown(text, known));
}

/**
 * A copy of a value to be logged with every string masked (objects and arrays walked, Errors
 * copied with a masked message and stack). Depth-limited: log payloads are small.
 */
export function maskDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskSecrets(value);
  if (value === null || typeof value !== 'object' || depth > 6) return value;
  if (value instanceof Error) {
    // Still an Error, so the logger serialises it as one (type, message, stack).
    const copy = new Error(maskSecrets(value.message));
    copy.name = value.name;
    copy.stack = value.stack && maskSecrets(value.stack);
    return copy;
  }
  if (Array.isArray(value)) return value.map((v) => maskDeep(v, depth + 1));
  if (value instanceof Date || Buffer.isBuffer(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = maskDeep(v, depth + 1);
  return out;
}
