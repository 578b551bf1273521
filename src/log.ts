// Structured JSON logs (pino): one line per request plus start-up/shutdown/error events.
//
// Rule: logs carry metadata only. Never message content, tag values, mappings, API keys or provider
// keys. logRequest() copies a fixed list of fields, so an object that happens to carry content cannot
// leak it by being spread into the entry; `redact` below is a second line of defence for secrets, and
// key-like tokens in any logged string are masked (maskArgs).
import { destination as pinoDestination, pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';
import { maskDeep } from './secrets/mask-secrets.js';

export type { Logger } from 'pino';

/** The `service` field of every line. */
const SERVICE = 'pii-gateway';

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

// Request lines skip pino: they are built field by field (requestLogFields), so there is nothing to
// redact (pino's wildcard redaction costs more than the line itself) and their JSON is written by
// requestLine() straight to the logger's destination, in pino's format.
const requestLineDestinations = new WeakMap<Logger, DestinationStream>();

export function createLogger(options: LoggerOptions = {}): Logger {
  const level = parseLogLevel(options.level ?? process.env.LOG_LEVEL);
  const config = {
    level,
    base: { service: SERVICE },
    timestamp: pino.stdTimeFunctions.isoTime,
    // `"level":"info"` rather than pino's numeric 30: readable and what log pipelines expect.
    formatters: { level: (label: string) => ({ level: label }) },
  };
  // Default: stdout through an asynchronous, buffering writer: lines collect until 8 KiB or the next
  // flush tick (LOG_FLUSH_MS), then go out in one write, which keeps the event loop's cost per line
  // lowest (a synchronous write per request is the dearest; `npx tsx bench/lib/profile.ts` shows it).
  // flushLogger() writes out the buffer at shutdown and on fatal errors.
  const destination = options.destination ?? bufferedStdout();
  const log = pino({ ...config, redact: { paths: [...REDACT_PATHS], censor: '[REDACTED]' }, hooks: { logMethod: maskArgs } }, destination);
  requestLineDestinations.set(log, destination);
  if (!options.destination) ownDestinations.set(log, destination as LineBuffer);
  return log;
}

/** Masks key-like tokens in everything a line carries (an upstream error may quote a key). Event lines
 * are rare, so walking their arguments costs nothing that matters; request lines do not pass here. */
function maskArgs(this: Logger, args: unknown[], method: (...a: unknown[]) => void): void {
  method.apply(this, args.map((a) => maskDeep(a)));
}

const ownDestinations = new WeakMap<Logger, LineBuffer>();

/** Longest time a log line waits in the stdout buffer. */
const LOG_FLUSH_MS = 200;
/** Characters of lines collected before they are handed to the writer in one block. */
const LOG_BLOCK_CHARS = 8192;

/**
 * Lines collected in an array and handed to sonic-boom as one string per ~8 KiB. sonic-boom's own
 * buffering (minLength) measures the UTF-8 length of its whole pending string on every write, which
 * flattens that growing string: kilobytes allocated and copied per request line.
 */
export class LineBuffer implements DestinationStream {
  private lines: string[] = [];
  private chars = 0;

  constructor(private readonly out: ReturnType<typeof pinoDestination>, private readonly blockChars = LOG_BLOCK_CHARS) {}

  write(line: string): boolean {
    this.lines.push(line);
    this.chars += line.length;
    if (this.chars >= this.blockChars) this.flush();
    return true;
  }

  /** Hands what is collected to the writer (it writes asynchronously). */
  flush(): void {
    if (this.lines.length === 0) return;
    const block = this.lines.length === 1 ? this.lines[0]! : this.lines.join('');
    this.lines = [];
    this.chars = 0;
    this.out.write(block);
  }

  /** Writes out everything, collected and in flight, before returning (shutdown, fatal errors). */
  flushSync(): void {
    this.flush();
    this.out.flushSync();
  }
}

function bufferedStdout(): LineBuffer {
  const dest = new LineBuffer(pinoDestination({ dest: 1, sync: false }));
  setInterval(() => {
    try {
      dest.flush();
    } catch {
      // stdout closed: nothing more can be written
    }
  }, LOG_FLUSH_MS).unref();
  return dest;
}

/** Writes out whatever the logger's buffered stdout writer still holds (call before exiting). */
/**
 * An error as log fields without its message, which may hold client data: its name (or type) and the first
 * five frames of its stack.
 */
export function errorFieldsWithoutMessage(err: unknown): { err: string; where: string | undefined } {
  const where = err instanceof Error ? err.stack?.split('\n').slice(1, 6).join('\n') : undefined;
  return { err: err instanceof Error ? err.name : typeof err, where };
}

export function flushLogger(log: Logger): void {
  try {
    ownDestinations.get(log)?.flushSync();
  } catch {
    // stdout closed: nothing more can be written
  }
}

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
  /** How the request reached the provider: in its own wire format (`native`) or translated from chat. */
  wire?: 'native' | 'translated';
  prompt_tokens?: number;
  completion_tokens?: number;
  entity_counts?: Record<string, number>;
  art9_categories?: string[];
  /** Stored provider keys (ids) that failed before the answer started and were replaced by the next one. */
  failed_key_ids?: string[];
  /** `error.type` of the reply (bad_request, provider_error, ...), or `client_aborted`. */
  error_type?: string;
}

const round2 = (ms: number | undefined) => (ms === undefined ? undefined : Math.round(ms * 100) / 100);

/**
 * Copy only the known request fields out of `entry` (which may be a wider object at run time, e.g. one
 * that also carries messages). Undefined fields are left out of the JSON line by pino. Latencies are
 * rounded to 0.01 ms. The Record return type makes the compiler reject a field added to RequestLogEntry
 * but forgotten here.
 */
export function requestLogFields(entry: RequestLogEntry): Record<keyof RequestLogEntry, unknown> {
  return {
    request_id: entry.request_id,
    account_id: entry.account_id,
    key_id: entry.key_id,
    route: entry.route,
    method: entry.method,
    model: entry.model,
    provider: entry.provider,
    status: entry.status,
    latency_ms: round2(entry.latency_ms),
    upstream_latency_ms: round2(entry.upstream_latency_ms),
    ttft_ms: round2(entry.ttft_ms),
    stream: entry.stream,
    wire: entry.wire,
    prompt_tokens: entry.prompt_tokens,
    completion_tokens: entry.completion_tokens,
    entity_counts: entry.entity_counts,
    art9_categories: entry.art9_categories,
    failed_key_ids: entry.failed_key_ids,
    error_type: entry.error_type,
  };
}

/** Write the per-request line: `info` normally, `warn` for upstream failures (502/504), `error` for other 5xx. */
export function logRequest(log: Logger, entry: RequestLogEntry): void {
  const level = entry.status < 500 ? 'info' : entry.status === 502 || entry.status === 504 ? 'warn' : 'error';
  // The level check uses `log` itself, so a level changed on it at run time is respected.
  if (!log.isLevelEnabled(level)) return;
  const destination = requestLineDestinations.get(log);
  if (destination) destination.write(requestLine(level, entry));
  else log[level](requestLogFields(entry), 'request'); // a child or foreign logger: pino writes it
}

/**
 * The request line as pino writes it for this module's loggers (level, time, service, the fields in
 * requestLogFields' order, msg), built directly: about half the time and a third of the allocation of
 * writing it through pino (`PROFILE_GC=1 npx tsx bench/lib/profile.ts` measures the allocation).
 */
export function requestLine(level: string, entry: RequestLogEntry): string {
  const fields = requestLogFields(entry);
  let line = `{"level":"${level}","time":"${new Date().toISOString()}","service":"${SERVICE}"`;
  for (const key in fields) {
    const value = fields[key as keyof RequestLogEntry];
    if (value !== undefined) line += `,"${key}":${JSON.stringify(value)}`;
  }
  return line + ',"msg":"request"}\n';
}
