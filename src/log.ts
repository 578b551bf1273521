// Structured JSON logs (pino): one line per request plus start-up/shutdown/error events.
//
// Rule: logs carry metadata only. Never message content, tag values, mappings, API keys or provider
// keys. logRequest() copies a fixed list of fields, so an object that happens to carry content cannot
// leak it by being spread into the entry; `redact` below is a second line of defence for secrets.
import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';

export type { Logger } from 'pino';

const LEVELS: readonly LevelWithSilent[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Paths pino replaces with `[REDACTED]` wherever they appear in a logged object (defence in depth). */
export const REDACT_PATHS: readonly string[] = [
  'authorization',
  'api_key',
  'apiKey',
  '*.authorization',
  '*.api_key',
  '*.apiKey',
  'headers.authorization',
  '*.headers.authorization',
  'req.headers.authorization',
];

export interface LoggerOptions {
  /** pino level name; defaults to `LOG_LEVEL` from the environment, else `info`. */
  level?: string;
  /** Where lines go (default: stdout). Tests pass a Writable to capture lines. */
  destination?: DestinationStream;
}

/** Parse a level name, throwing an error that names the variable and the accepted values. */
export function parseLogLevel(value: string | undefined, source = 'LOG_LEVEL'): LevelWithSilent {
  if (value === undefined || value === '') return 'info';
  const level = value.trim().toLowerCase();
  if ((LEVELS as readonly string[]).includes(level)) return level as LevelWithSilent;
  throw new Error(`${source}: unknown log level ${JSON.stringify(value)}; expected one of ${LEVELS.join(', ')}`);
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const level = parseLogLevel(options.level ?? process.env.LOG_LEVEL);
  const config = {
    level,
    base: { service: 'pii-gateway' },
    timestamp: pino.stdTimeFunctions.isoTime,
    // `"level":"info"` rather than pino's numeric 30: readable and what log pipelines expect.
    formatters: { level: (label: string) => ({ level: label }) },
    redact: { paths: [...REDACT_PATHS], censor: '[REDACTED]' },
  };
  // Default destination is pino's synchronous stdout writer: lines are never lost at exit.
  return options.destination ? pino(config, options.destination) : pino(config);
}

/** The process-wide logger. Modules import this; tests that need to see lines use createLogger(). */
export const logger: Logger = createLogger();

/**
 * One line per finished request. Fields that do not apply are left out (undefined) rather than faked.
 * All fields are metadata: ids are internal identifiers (never the secret key), entity_counts maps an
 * entity type (PERSON, PESEL, ...) to a count, art9_categories lists SENSITIVE_* keys.
 */
export interface RequestLogEntry {
  request_id: string;
  account_id?: string;
  key_id?: string;
  /** Route template, e.g. `/v1/chat/completions`, `/v1/keys/:id`. */
  route: string;
  method: string;
  /** Catalogue model id, only after the model was resolved. */
  model?: string;
  provider?: string;
  status: number;
  latency_ms: number;
  upstream_latency_ms?: number;
  /** Time to first token, streaming only. */
  ttft_ms?: number;
  stream?: boolean;
  prompt_tokens?: number;
  completion_tokens?: number;
  entity_counts?: Record<string, number>;
  art9_categories?: string[];
  /** `error.type` of the reply (bad_request, provider_error, ...), or `client_aborted`. */
  error_type?: string;
}

// Field list of RequestLogEntry; `satisfies` makes the compiler flag a field added to one but not the other.
const REQUEST_FIELDS = [
  'request_id', 'account_id', 'key_id', 'route', 'method', 'model', 'provider', 'status', 'latency_ms',
  'upstream_latency_ms', 'ttft_ms', 'stream', 'prompt_tokens', 'completion_tokens', 'entity_counts',
  'art9_categories', 'error_type',
] as const satisfies readonly (keyof RequestLogEntry)[];
type MissingField = Exclude<keyof RequestLogEntry, (typeof REQUEST_FIELDS)[number]>;
const _allFieldsListed: [MissingField] extends [never] ? true : MissingField = true;
void _allFieldsListed;

/**
 * Copy only the known request fields out of `entry` (which may be a wider object at run time),
 * dropping undefined ones. Latencies are rounded to 0.01 ms to keep lines short.
 */
export function requestLogFields(entry: RequestLogEntry): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of REQUEST_FIELDS) {
    const value = entry[field];
    if (value === undefined) continue;
    out[field] = typeof value === 'number' && field.endsWith('_ms') ? Math.round(value * 100) / 100 : value;
  }
  return out;
}

/** Write the per-request line: `info` normally, `warn` for upstream failures (502/504), `error` for other 5xx. */
export function logRequest(log: Logger, entry: RequestLogEntry): void {
  const fields = requestLogFields(entry);
  if (entry.status < 500) log.info(fields, 'request');
  else if (entry.status === 502 || entry.status === 504) log.warn(fields, 'request');
  else log.error(fields, 'request');
}
