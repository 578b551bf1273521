// API errors: {error: {type, message, code}} with code = HTTP status.

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
