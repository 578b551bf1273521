// The client's error for an upstream answer with status >= 400. The provider's own message is kept
// (key-like tokens masked) because it usually says what to fix; the status says who must act:
//   401/403  the provider refused the account's stored key → 424 provider_auth_error naming the key's
//            id: the account must replace it. Not 401 (the gateway key is fine) and not 5xx (clients
//            such as the openai SDK retry 5xx, and a refused key stays refused).
//   429      the provider's rate limit → 429 rate_limit_exceeded with the provider's Retry-After.
//   other    502 provider_error.
import { maskSecrets } from '../secrets/mask-secrets.js';
import { ApiError } from '../server/errors.js';
import type { ProviderName } from './types.js';

/** The stored provider key a request used: its id is named in errors, the secret only masked out. */
export interface UsedKey { id: string; apiKey: string }

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

const DELAY_SECONDS = /^\d{1,9}$/;
const HTTP_DATE = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/** The provider's Retry-After when it is a delay in seconds or an HTTP date; anything else is dropped
 * rather than copied into our response headers. */
function validRetryAfter(value: string | string[] | undefined): string | undefined {
  const v = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!v) return undefined;
  return DELAY_SECONDS.test(v) || (HTTP_DATE.test(v) && !Number.isNaN(Date.parse(v))) ? v : undefined;
}
