// API errors: {error: {type, message, code}} with code = HTTP status, the gateway's own (OpenAI-style) body on
// every route; /v1/messages answers in Anthropic's error format instead (anthropicErrorJson).

export type ErrorType =
  | 'bad_request'
  | 'authentication_error'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'payload_too_large'
  | 'rate_limit_exceeded'
  | 'internal_error'
  | 'provider_error'
  | 'provider_auth_error'
  | 'service_unavailable'
  | 'provider_timeout';

const STATUS_OF: Record<ErrorType, number> = {
  bad_request: 400,
  authentication_error: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  rate_limit_exceeded: 429,
  internal_error: 500,
  provider_error: 502,
  service_unavailable: 503,
  // The provider refused the stored provider key: Failed Dependency, which clients do not retry.
  provider_auth_error: 424,
  provider_timeout: 504,
};

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly type: ErrorType,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = STATUS_OF[type];
  }

  toBody(): { error: { type: ErrorType; message: string; code: number } } {
    return { error: { type: this.type, message: this.message, code: this.status } };
  }
}

export const badRequest = (message: string) => new ApiError('bad_request', message);
export const notFound = (what = 'resource') => new ApiError('not_found', `${what} not found`);

/** How a route writes an error's body (the status and headers are the same on every route). */
export type ErrorBodyWriter = (err: ApiError) => string;

export const gatewayErrorJson: ErrorBodyWriter = (err) => JSON.stringify(err.toBody());

/** Anthropic's error types, by the gateway's: what Anthropic clients branch on. */
const ANTHROPIC_ERROR_TYPE: Record<ErrorType, string> = {
  bad_request: 'invalid_request_error',
  authentication_error: 'authentication_error',
  forbidden: 'permission_error',
  not_found: 'not_found_error',
  method_not_allowed: 'invalid_request_error',
  payload_too_large: 'request_too_large',
  rate_limit_exceeded: 'rate_limit_error',
  internal_error: 'api_error',
  // The provider, not the client's key, failed: a server-side error in Anthropic's terms.
  provider_error: 'api_error',
  provider_auth_error: 'api_error',
  service_unavailable: 'overloaded_error',
  provider_timeout: 'timeout_error',
};

export function anthropicErrorType(type: ErrorType): string {
  return ANTHROPIC_ERROR_TYPE[type];
}

/** Anthropic's error body: `{"type": "error", "error": {"type", "message"}}`, with the same status. */
export const anthropicErrorJson: ErrorBodyWriter = (err) =>
  JSON.stringify({ type: 'error', error: { type: anthropicErrorType(err.type), message: err.message } });
