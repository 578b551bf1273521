// Typed upstream failures and the one place that turns any of them into the client's error.
// The provider's own message is kept (key-like tokens masked) because it usually says what to fix;
// the status says who must act:
//   401/403  the provider refused the account's stored key → 424 provider_auth_error naming the key's
//            id: the account must replace it. Not 401 (the gateway key is fine) and not 5xx (clients
//            such as the openai SDK retry 5xx, and a refused key stays refused).
//   429      the provider's rate limit → 429 rate_limit_exceeded with the provider's Retry-After.
//   other    502 provider_error; a timeout 504 provider_timeout.
import { maskSecrets } from '../secrets/mask-secrets.js';
import { ApiError } from '../server/errors.js';
import type { ProviderName } from './types.js';
import { UpstreamProtocolError } from './types.js';
import { UpstreamAbortedError, UpstreamTimeoutError } from './upstream-client.js';
import { UpstreamRequestError } from './adapters/common.js';

/** The stored provider key a request used: its id is named in errors, the secret only masked out. */
export interface UsedKey { id: string; apiKey: string }

/** The provider answered with status >= 400; `detail` is its message (the key already redacted). */
export class UpstreamStatusError extends Error {
  constructor(
    readonly provider: ProviderName,
    readonly status: number,
    readonly detail: string,
    readonly retryAfter?: string | string[],
  ) {
    super(`${provider} returned HTTP ${status}`);
    this.name = 'UpstreamStatusError';
  }
}

/** The client went away while the upstream was being asked: nothing is sent, nothing is logged as an error. */
export class ClientClosedError extends ApiError {
  constructor() {
    super('bad_request', 'client closed the connection');
  }
}

export function upstreamStatusError(
  provider: ProviderName,
  status: number,
  detail: string,
  key: UsedKey,
  retryAfter?: string | string[],
): ApiError {
  const text = maskSecrets(detail, [key.apiKey]);
  if (status === 401 || status === 403) {
    return new ApiError('provider_auth_error',
      `${provider} refused the stored provider key ${key.id} (HTTP ${status}: ${text}); replace it with POST /v1/provider-keys`);
  }
  if (status === 429) {
    const delay = validRetryAfter(retryAfter);
    return new ApiError('rate_limit_exceeded', `${provider} rate limit: ${text}`, delay ? { 'Retry-After': delay } : {});
  }
  return new ApiError('provider_error', `${provider} returned HTTP ${status}: ${text}`);
}

/** The metrics status class of a failed call: `aborted`, `timeout`, the HTTP class, or `error`; null when
 * no upstream request was made (the request could not be expressed in the provider's format). */
export function failureClass(err: unknown): string | null {
  if (err instanceof UpstreamRequestError || (err instanceof ApiError && !(err instanceof ClientClosedError))) return null;
  if (err instanceof UpstreamAbortedError || err instanceof ClientClosedError) return 'aborted';
  if (err instanceof UpstreamTimeoutError) return 'timeout';
  if (err instanceof UpstreamStatusError) return `${Math.floor(err.status / 100)}xx`;
  return 'error';
}

/**
 * The client's error for any failure of a provider call. Upstream text in it (an error event, a message
 * inside a malformed answer) has key-like tokens masked, the stored key's secret among them.
 */
export function clientError(err: unknown, provider: ProviderName, key: UsedKey | null, aborted: boolean): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof UpstreamRequestError) return new ApiError('bad_request', err.message);
  if (err instanceof UpstreamAbortedError || aborted) return new ClientClosedError();
  if (err instanceof UpstreamStatusError) return upstreamStatusError(provider, err.status, err.detail, key ?? { id: '-', apiKey: '' }, err.retryAfter);
  if (err instanceof UpstreamTimeoutError) return new ApiError('provider_timeout', `${provider}: ${err.message}`);
  const mask = (text: string) => maskSecrets(text, key ? [key.apiKey] : []);
  if (err instanceof SyntaxError || err instanceof UpstreamProtocolError) {
    return new ApiError('provider_error', `${provider} sent an invalid response: ${mask(err.message).slice(0, 200)}`);
  }
  return new ApiError('provider_error', `${provider}: ${mask(err instanceof Error ? err.message : String(err))}`);
}

const DELAY_SECONDS = /^\d{1,9}$/;
const HTTP_DATE = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/** The provider's Retry-After when it is a delay in seconds or an HTTP date; anything else is dropped
 * rather than copied into our response headers. */
function validRetryAfter(value: string | string[] | undefined): string | undefined {
  const v = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!v) return undefined;
  return DELAY_SECONDS.test(v) || (HTTP_DATE.test(v) && !Number.isNaN(Date.parse(v))) ? v : undefined;
}
