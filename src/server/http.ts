// uWS plumbing only: routing, body reading with a limit, JSON replies, SSE writes with backpressure,
// abort handling and error replies. Nothing here knows about accounts, keys or providers.
import { randomUUID } from 'node:crypto';
import uws from 'uWebSockets.js';
import { ApiError } from './errors.js';

type HttpResponse = uws.HttpResponse;
type HttpRequest = uws.HttpRequest;

const STATUS_TEXT: Record<number, string> = {
  200: '200 OK', 201: '201 Created', 204: '204 No Content', 400: '400 Bad Request', 401: '401 Unauthorized',
  403: '403 Forbidden', 404: '404 Not Found', 405: '405 Method Not Allowed', 413: '413 Payload Too Large',
  424: '424 Failed Dependency', 429: '429 Too Many Requests', 500: '500 Internal Server Error', 502: '502 Bad Gateway',
  503: '503 Service Unavailable', 504: '504 Gateway Timeout',
};
const statusLine = (s: number) => STATUS_TEXT[s] ?? `${s} Status`;

/** Request headers copied out of uWS (its request object is only valid during the first callback). */
const COPIED_HEADERS = ['authorization', 'content-type', 'content-length', 'x-show-raw-prompt', 'x-request-id', 'user-agent'] as const;

export interface ServerHooks {
  /** Called once per request when its response has been fully sent or the client went away. */
  onFinish?(ctx: RequestContext): void;
  /** Unexpected handler failure (not an ApiError): log it, the client gets a 500. */
  onUnexpectedError?(ctx: RequestContext, err: unknown): void;
}

export class RequestContext {
  readonly requestId: string;
  readonly method: string;
  readonly path: string;
  readonly rawQuery: string;
  readonly headers: Record<string, string> = {};
  readonly params: string[];
  readonly startedAt = performance.now();
  /** Route pattern (low-cardinality label for metrics/logs). */
  route: string;
  status = 0;
  aborted = false;
  finished = false;
  /** Filled by later layers for the request log. */
  readonly log: Record<string, unknown> = {};
  private readonly responseHeaders: Array<[string, string]> = [];
  private readonly abortHandlers: Array<() => void> = [];
  private bodyPromise: Promise<Buffer> | null = null;
  private drainWaiter: (() => void) | null = null;
  private streaming = false;

  constructor(
    private readonly res: HttpResponse,
    req: HttpRequest,
    route: string,
    paramCount: number,
    private readonly server: HttpServer,
  ) {
    this.method = req.getMethod().toUpperCase();
    this.path = req.getUrl();
    this.rawQuery = req.getQuery() ?? '';
    this.route = route;
    for (const h of COPIED_HEADERS) {
      const v = req.getHeader(h);
      if (v) this.headers[h] = v;
    }
    this.params = [];
    for (let i = 0; i < paramCount; i++) this.params.push(decodeURIComponent(req.getParameter(i) ?? ''));
    const incomingId = this.headers['x-request-id'];
    this.requestId = incomingId && /^[\w.-]{1,64}$/.test(incomingId) ? incomingId : randomUUID();
    res.onAborted(() => {
      this.aborted = true;
      this.drainWaiter?.();
      for (const fn of this.abortHandlers.splice(0)) fn();
      this.markFinished();
    });
  }

  get query(): URLSearchParams {
    return new URLSearchParams(this.rawQuery);
  }

  /** Runs `fn` when the client disconnects before the response is complete. */
  onAbort(fn: () => void): void {
    if (this.aborted) fn();
    else this.abortHandlers.push(fn);
  }

  setHeader(name: string, value: string): void {
    this.responseHeaders.push([name, value]);
  }

  /**
   * Starts reading the body at once (uWS drops data that arrives before onData is attached);
   * resolves with the whole body, or rejects with 413 past `limit` bytes.
   */
  startBody(limit: number): void {
    if (this.bodyPromise) return;
    const declared = Number(this.headers['content-length'] ?? '0');
    if (declared > limit) {
      this.bodyPromise = Promise.reject(tooLarge(limit));
      this.bodyPromise.catch(() => {});
      return;
    }
    this.bodyPromise = new Promise<Buffer>((resolve, reject) => {
      const parts: Buffer[] = [];
      let size = 0;
      let failed = false;
      this.res.onData((chunk, isLast) => {
        if (failed) return;
        size += chunk.byteLength;
        if (size > limit) {
          failed = true;
          reject(tooLarge(limit));
          return;
        }
        // The ArrayBuffer is only valid during this callback: copy it.
        parts.push(Buffer.from(new Uint8Array(chunk).slice()));
        if (isLast) resolve(parts.length === 1 ? parts[0] : Buffer.concat(parts, size));
      });
      this.onAbort(() => reject(new ApiError('bad_request', 'client closed the connection')));
    });
    this.bodyPromise.catch(() => {});
  }

  body(): Promise<Buffer> {
    if (!this.bodyPromise) this.startBody(this.server.bodyLimit);
    return this.bodyPromise!;
  }

  /** Parses the body as a JSON object; 400 naming the problem otherwise. */
  async jsonBody(): Promise<Record<string, unknown>> {
    const raw = await this.body();
    if (raw.length === 0) throw new ApiError('bad_request', 'request body is empty; expected a JSON object');
    let value: unknown;
    try {
      value = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new ApiError('bad_request', 'request body is not valid JSON');
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new ApiError('bad_request', 'request body must be a JSON object');
    }
    return value as Record<string, unknown>;
  }

  json(status: number, body: unknown): void {
    this.send(status, JSON.stringify(body), 'application/json');
  }

  send(status: number, payload: string, contentType: string, extraHeaders?: Record<string, string>): void {
    if (this.aborted || this.finished) return;
    this.status = status;
    // After a 413 the rest of the body may still be in flight: close rather than parse it as a request.
    const closeConnection = this.server.closing || status === 413;
    this.res.cork(() => {
      this.res.writeStatus(statusLine(status));
      this.writeCommonHeaders();
      this.res.writeHeader('Content-Type', contentType);
      if (extraHeaders) for (const k in extraHeaders) this.res.writeHeader(k, extraHeaders[k]);
      this.res.end(payload, closeConnection);
    });
    this.markFinished();
  }

  error(err: unknown): void {
    if (this.streaming) {
      // Headers are gone; stream handlers end the stream with an error event themselves.
      this.endStream();
      return;
    }
    const apiError = err instanceof ApiError ? err : new ApiError('internal_error', 'internal server error');
    if (!(err instanceof ApiError)) this.server.hooks.onUnexpectedError?.(this, err);
    this.log.error_type = apiError.type;
    this.send(apiError.status, JSON.stringify(apiError.toBody()), 'application/json', apiError.headers);
  }

  /** Sends status and headers of an SSE response; later writes go through write(). */
  startStream(status: number, headers: Record<string, string>): void {
    if (this.aborted || this.finished) return;
    this.status = status;
    this.streaming = true;
    this.res.onWritable(() => {
      const w = this.drainWaiter;
      this.drainWaiter = null;
      w?.();
      return true;
    });
    this.res.cork(() => {
      this.res.writeStatus(statusLine(status));
      this.writeCommonHeaders();
      for (const k in headers) this.res.writeHeader(k, headers[k]);
      // The headers go out with the first body write (one syscall instead of two per stream).
    });
  }

  get isStreaming(): boolean {
    return this.streaming;
  }

  /**
   * Writes a chunk of the streaming body. Resolves at once while the socket keeps up; otherwise waits
   * for it to drain, so a slow client makes the gateway read the upstream slower instead of buffering.
   */
  write(chunk: string): Promise<void> | undefined {
    if (this.aborted || this.finished) return undefined;
    let ok = true;
    this.res.cork(() => {
      ok = this.res.write(chunk);
    });
    if (ok) return undefined;
    return new Promise<void>((resolve) => {
      this.drainWaiter = resolve;
    });
  }

  /** Ends a streaming response, writing `tail` (the last events) in the same write. */
  endStream(tail?: string): void {
    if (this.aborted || this.finished) return;
    // No closeConnection here: uWS would add a Connection header after the chunked body started.
    this.res.cork(() => this.res.end(tail));
    this.markFinished();
  }

  private writeCommonHeaders(): void {
    this.res.writeHeader('X-Request-Id', this.requestId);
    for (const [k, v] of this.responseHeaders) this.res.writeHeader(k, v);
  }

  private markFinished(): void {
    if (this.finished) return;
    this.finished = true;
    this.server.requestFinished(this);
  }
}

function tooLarge(limit: number): ApiError {
  return new ApiError('payload_too_large', `request body exceeds the limit of ${limit} bytes`);
}

export type Handler = (ctx: RequestContext) => Promise<void> | void;
type Method = 'get' | 'post' | 'patch' | 'del' | 'put';

export interface RouteDef {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
  /** uWS pattern, e.g. `/v1/keys/:id`. */
  pattern: string;
  handler: Handler;
}

const UWS_METHOD: Record<RouteDef['method'], Method> = { GET: 'get', POST: 'post', PATCH: 'patch', DELETE: 'del', PUT: 'put' };

export class HttpServer {
  readonly app = uws.App();
  closing = false;
  private listenSocket: uws.us_listen_socket | null = null;
  private inFlight = 0;
  private idleWaiters: Array<() => void> = [];

  constructor(
    routes: RouteDef[],
    readonly bodyLimit: number,
    readonly hooks: ServerHooks = {},
  ) {
    const byPattern = new Map<string, RouteDef[]>();
    for (const r of routes) byPattern.set(r.pattern, [...(byPattern.get(r.pattern) ?? []), r]);
    for (const [pattern, defs] of byPattern) {
      const paramCount = (pattern.match(/:/g) ?? []).length;
      for (const def of defs) {
        this.app[UWS_METHOD[def.method]](pattern, (res, req) => this.dispatch(res, req, pattern, paramCount, def.handler));
      }
      const allowed = defs.map((d) => d.method).join(', ');
      // Known path, other method: 405 (uWS prefers method-specific handlers over `any`).
      this.app.any(pattern, (res, req) =>
        this.dispatch(res, req, pattern, 0, (ctx) => {
          ctx.error(new ApiError('method_not_allowed', `method ${ctx.method} is not allowed on ${pattern}; allowed: ${allowed}`, { Allow: allowed }));
        }),
      );
    }
    this.app.any('/*', (res, req) =>
      this.dispatch(res, req, 'unknown', 0, (ctx) => ctx.error(new ApiError('not_found', `no route for ${ctx.method} ${ctx.path}`))),
    );
  }

  private dispatch(res: HttpResponse, req: HttpRequest, route: string, paramCount: number, handler: Handler): void {
    const ctx = new RequestContext(res, req, route, paramCount, this);
    this.inFlight++;
    if (ctx.method === 'POST' || ctx.method === 'PATCH' || ctx.method === 'PUT') ctx.startBody(this.bodyLimit);
    let result: Promise<void> | void;
    try {
      result = handler(ctx);
    } catch (err) {
      ctx.error(err);
      return;
    }
    if (result) {
      result.then(
        () => {
          if (!ctx.finished) ctx.error(new Error(`handler for ${route} finished without a response`));
        },
        (err: unknown) => ctx.error(err),
      );
    }
  }

  requestFinished(ctx: RequestContext): void {
    this.inFlight--;
    this.hooks.onFinish?.(ctx);
    if (this.inFlight === 0) for (const w of this.idleWaiters.splice(0)) w();
  }

  listen(host: string, port: number): Promise<number> {
    return new Promise((resolve, reject) => {
      this.app.listen(host, port, (socket) => {
        if (!socket) return reject(new Error(`cannot listen on ${host}:${port}`));
        this.listenSocket = socket;
        resolve(uws.us_socket_local_port(socket as unknown as uws.us_socket));
      });
    });
  }

  /** Stops accepting connections, then waits (bounded) for in-flight requests to finish. */
  async close(graceMs: number): Promise<void> {
    this.closing = true;
    if (this.listenSocket) uws.us_listen_socket_close(this.listenSocket);
    this.listenSocket = null;
    if (this.inFlight === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, graceMs);
      this.idleWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  get activeRequests(): number {
    return this.inFlight;
  }
}
