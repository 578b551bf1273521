// A database that does not answer is unavailability, not a gateway bug: requests that needed it get
// 503 service_unavailable with Retry-After (clients retry those), counted in
// gateway_store_unavailable_total; /readyz reports the same outage on its own check.
import { storeUnavailableTotal } from '../metrics/metrics.js';
import { ApiError } from '../server/errors.js';

/** Seconds a client is asked to wait: long enough for a failover or restart to be noticed. */
export const STORE_RETRY_AFTER_S = 5;

/** A store call that got no answer in time (see withStoreTimeout). */
export class StoreTimeoutError extends Error {
  readonly code = 'STORE_TIMEOUT';
  constructor(ms: number) {
    super(`the database did not answer within ${ms} ms`);
    this.name = 'StoreTimeoutError';
  }
}

/** Socket errors, postgres.js's own connection errors, and ours. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE',
  'CONNECT_TIMEOUT', 'CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'STORE_TIMEOUT',
]);

/** SQLSTATEs of a server that cannot serve now: class 08 (connection exception), shutdown, too many connections. */
function unavailableState(code: string): boolean {
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';
}

/** True when `err` says the database did not answer (rather than refused a query). */
export function isStoreUnavailable(err: unknown): boolean {
  if (err instanceof AggregateError) return err.errors.some(isStoreUnavailable); // a host with several addresses
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (CONNECTION_CODES.has(code) || unavailableState(code));
}

/** The client's 503 for a store outage (counted), or null when `err` is something else. */
export function storeUnavailableError(err: unknown): ApiError | null {
  if (!isStoreUnavailable(err)) return null;
  storeUnavailableTotal.inc();
  return new ApiError('service_unavailable', 'the gateway\'s database is not answering; retry shortly', {
    'Retry-After': String(STORE_RETRY_AFTER_S),
  });
}

/** `work`, or a StoreTimeoutError once it has taken `ms`: a database that accepts connections but never
 * answers (or a pool whose connections all hang) must not hold requests for ever. */
export function withStoreTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StoreTimeoutError(ms)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
