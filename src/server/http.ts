// uWS plumbing only: routing, body reading with a limit, JSON replies, SSE writes with backpressure,
// abort handling and error replies. Nothing here knows about accounts, keys or providers.
import { randomUUID } from 'node:crypto';
import uws from 'uWebSockets.js';
import { ApiError, gatewayErrorJson, type ErrorBodyWriter } from './errors.js';
import type { RequestLogEntry } from '../log.js';

type HttpResponse = uws.HttpResponse;
type HttpRequest = uws.HttpRequest;

const STATUS_TEXT: Record<number, string> = {
  200: '200 OK', 201: '201 Created', 204: '204 No Content', 400: '400 Bad Request', 401: '401 Unauthorized',
  403: '403 Forbidden', 404: '404 Not Found', 405: '405 Method Not Allowed', 413: '413 Payload Too Large',
  424: '424 Failed Dependency', 429: '429 Too Many Requests', 500: '500 Internal Server Error', 502: '502 Bad Gateway',
  503: '503 Service Unavailable', 504: '504 Gateway Timeout',
};
const statusLine = (s: number) => STATUS_TEXT[s] ?? `${s} Status`;
/** uWS listen option: fail instead of sharing a port another socket is bound to (SO_REUSEPORT). */
const LIBUS_LISTEN_EXCLUSIVE_PORT = 1;

/** Request headers copied out of uWS (its request object is only valid during the first callback). */
const COPIED_HEADERS: ReadonlySet<string> = new Set([
  'authorization', 'content-type', 'content-length', 'x-show-raw-prompt', 'x-request-id', 'user-agent',
  // The web console: its session cookie, the CSRF check (Origin, Sec-Fetch-Site against Host), its test mode.
  'cookie', 'origin', 'sec-fetch-site', 'host', 'x-console-mode',
  // Anthropic clients (POST /v1/messages) send the key as x-api-key; version and beta go on to Claude.
  'x-api-key', 'anthropic-version', 'anthropic-beta',
]);
/** What body() gives once jsonBody() has taken the body (a handler error: the client gets a 500). */
const BODY_ALREADY_READ: Promise<Buffer> = Promise.reject(new Error('the request body was already read'));
BODY_ALREADY_READ.catch(() => {});
const INTERNAL_ERROR_BODY = JSON.stringify(new ApiError('internal_error', 'internal server error').toBody());
const NO_HANDLERS: ReadonlyArray<() => void> = Object.freeze([]);

/** The method names the 405 message may repeat (uWS dispatches only these, but never echo anything else). */
const KNOWN_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'CONNECT', 'TRACE']);

export interface ServerHooks {
  /** Called once per request when its response has been fully sent or the client went away. */
  onFinish?(ctx: RequestContext): void;
  /** Unexpected failure (not an ApiError): log it, the client gets a 500. `ctx` is null when the failure
   * came before the request context existed. */
  onUnexpectedError?(ctx: RequestContext | null, err: unknown): void;
  /** A failure that is not an ApiError but has a known answer (a store outage → 503), or null. */
  knownError?(err: unknown): ApiError | null;
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
  /** The client went away. */
  aborted = false;
  /** Set when the server cut the request at shutdown (not a client abort): the client is still there and
   * a stream should end with this error as an event, then [DONE]. */
  cut: ApiError | null = null;
  finished = false;
  /** The handler's promise settled (the server waits for both this and `finished` at shutdown). */
  handlerDone = false;
  /** Why the request is refused before any handler runs (ambiguous framing, a malformed path parameter). */
  readonly refusal: ApiError | null;
  /** Filled by later layers for the request log (typed: only the log line's known fields). */
  readonly log: Partial<RequestLogEntry> = {};
  /** How this request's error answers are written: a route whose clients expect another format sets it. */
  errorJson: ErrorBodyWriter = gatewayErrorJson;
  /** Let go of once written (a stream's context lives for minutes). */
  private responseHeaders: Array<[string, string]> | null = null;
  /** Copied on each add, so that the array is the handlers' size: a stream holds a few for its life, and an
   * array grown by push() keeps room for 17. */
  private abortHandlers: ReadonlyArray<() => void> = NO_HANDLERS;
  private bodyPromise: Promise<Buffer> | null = null;
  private drainWaiter: (() => void) | null = null;
  private streaming = false;
  /** Headers of a started stream, until its first write sends them (startStream). */
  private streamHead: Record<string, string> | null = null;
  /** Stream body written but not yet handed to uWS, and whether a flush is scheduled (write). */
  private pendingBody = '';
  private flushScheduled = false;
  /** uWS refused more of the stream: the next write waits for the socket to drain. */
  private backedUp = false;
  private remoteAddress: string | null = null;
  /** Close the connection after the answer (its framing cannot be trusted). */
  private closeAfter = false;

  constructor(
    private readonly res: HttpResponse,
    req: HttpRequest,
    route: string,
    paramNames: readonly string[],
    private readonly server: HttpServer,
  ) {
    // First, so that whatever fails below, uWS knows the response is handled asynchronously.
    res.onAborted(() => {
      this.aborted = true;
      this.releaseWaiters();
      this.markFinished();
    });
    this.method = req.getMethod().toUpperCase();
    this.path = req.getUrl();
    this.rawQuery = req.getQuery() ?? '';
    this.route = route;
    const framing = this.copyHeaders(req);
    this.params = [];
    let badParam: string | null = null;
    for (let i = 0; i < paramNames.length; i++) {
      const value = decodeParam(req.getParameter(i) ?? '');
      if (value === null) badParam ??= paramNames[i];
      this.params.push(value ?? '');
    }
    const incomingId = this.headers['x-request-id'];
    this.requestId = incomingId && /^[\w.-]{1,64}$/.test(incomingId) ? incomingId : randomUUID();
    this.closeAfter = framing !== null;
    this.refusal = framing
      ? new ApiError('bad_request', framing)
      : badParam
        ? new ApiError('bad_request', `path parameter ${badParam} is not valid`)
        : null;
  }

  /**
   * Copies the headers this gateway reads (the first of repeated ones, as uWS's getHeader does) and
   * checks the body framing: repeated differing Content-Length or repeated Transfer-Encoding headers
   * are read one way here and maybe another by a proxy in front (request smuggling). Returns the
   * refusal message, or null.
   */
  private copyHeaders(req: HttpRequest): string | null {
    let length: string | undefined;
    let lengthConflict = false;
    let encodings = 0;
    req.forEach((name, value) => {
      if (name === 'content-length') {
        if (length !== undefined && length !== value) lengthConflict = true;
        length ??= value;
      } else if (name === 'transfer-encoding') {
        encodings++;
      }
      if (value && COPIED_HEADERS.has(name) && !(name in this.headers)) this.headers[name] = value;
    });
    if (lengthConflict) return 'Content-Length: given more than once with different values';
    if (length !== undefined && !/^\d+$/.test(length)) return 'Content-Length: not a valid length';
    if (encodings > 1) return 'Transfer-Encoding: given more than once';
    if (encodings && length !== undefined) return 'Transfer-Encoding and Content-Length: give only one';
    return null;
  }

  get query(): URLSearchParams {
    return new URLSearchParams(this.rawQuery);
  }

  /** Runs `fn` when the client disconnects before the response is complete, or the server cuts the
   * request at shutdown (`cut` tells the two apart). */
  onAbort(fn: () => void): void {
    if (this.aborted || this.cut) this.server.guarded(this, fn);
    else this.abortHandlers = this.abortHandlers.concat(fn);
  }

  /**
   * Shutdown past the grace period: a request not yet streaming gets `reason` as its answer; a stream is
   * left to its handler, which ends it with `reason` as an error event. Abort handlers run either way,
   * so upstream calls stop.
   */
  cutOff(reason: ApiError): void {
    if (this.finished || this.cut) return;
    this.cut = reason;
    if (!this.streaming) this.error(reason);
    this.releaseWaiters();
  }

  private releaseWaiters(): void {
    const w = this.drainWaiter;
    this.drainWaiter = null;
    if (w) this.server.guarded(this, w);
    const handlers = this.abortHandlers;
    this.abortHandlers = NO_HANDLERS;
    for (const fn of handlers) this.server.guarded(this, fn);
  }

  setHeader(name: string, value: string): void {
    (this.responseHeaders ??= []).push([name, value]);
  }

  /** The peer's IP address as text ('' once the client has gone); read only when needed. */
  get clientAddress(): string {
    if (this.remoteAddress === null) {
      this.remoteAddress = this.aborted ? '' : Buffer.from(this.res.getRemoteAddressAsText()).toString();
    }
    return this.remoteAddress;
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
      // uWS keeps the data handler, and the context the abort handler, for as long as the request lives (a
      // stream's minutes): they hold the collector, which lets go of the body once it is complete.
      const collector = new BodyCollector(limit, resolve, reject);
      this.res.onData((chunk, isLast) => collector.add(chunk, isLast));
      this.onAbort(() => collector.fail(new ApiError('bad_request', 'client closed the connection')));
    });
    this.bodyPromise.catch(() => {});
  }

  body(): Promise<Buffer> {
    if (!this.bodyPromise) this.startBody(this.server.bodyLimit);
    return this.bodyPromise!;
  }

  /**
   * Parses the body as a JSON object; 400 naming the problem otherwise. The body is read once: the bytes are
   * let go here (a streamed answer keeps its request context for its whole life), so a second read fails.
   */
  async jsonBody(): Promise<Record<string, unknown>> {
    const raw = await this.body();
    this.bodyPromise = BODY_ALREADY_READ;
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
    // After a 413 the rest of the body may still be in flight, after a framing refusal its end is unknown:
    // close rather than parse what follows as a request.
    const closeConnection = this.server.closing || status === 413 || this.closeAfter;
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
    const known = err instanceof ApiError ? err : this.server.hooks.knownError?.(err) ?? null;
    const apiError = known ?? new ApiError('internal_error', 'internal server error');
    if (!known) this.server.report(this, err);
    this.log.error_type = apiError.type;
    this.send(apiError.status, this.errorJson(apiError), 'application/json', apiError.headers);
  }

  /**
   * Starts an SSE response. Its status and headers go out with the first body write (or the end), in
   * one system call: written here, uWS would send them at once when the cork ends, a second send per
   * stream (seen with strace: 251 bytes of headers, then the body).
   */
  startStream(status: number, headers: Record<string, string>): void {
    if (this.aborted || this.finished) return;
    this.status = status;
    this.streaming = true;
    this.res.onWritable(() => {
      this.backedUp = false;
      const w = this.drainWaiter;
      this.drainWaiter = null;
      if (w) this.server.guarded(this, w);
      return true;
    });
    this.streamHead = headers;
  }

  /** Inside a cork: the stream's status and headers, if they have not been written yet. */
  private writeStreamHead(): void {
    const headers = this.streamHead;
    if (!headers) return;
    this.streamHead = null;
    this.res.writeStatus(statusLine(this.status));
    this.writeCommonHeaders();
    for (const k in headers) this.res.writeHeader(k, headers[k]);
  }

  /** The connection is closed after this answer (its framing could not be trusted). */
  get closesConnection(): boolean {
    return this.closeAfter;
  }

  get isStreaming(): boolean {
    return this.streaming;
  }

  /**
   * Writes a chunk of the streaming body. It goes out at the end of this event-loop turn, so a stream
   * whose end follows in the same turn (the upstream's last read held its end too) sends both in one
   * write. Resolves at once while the socket keeps up; once uWS has refused more, the next write waits
   * for it to drain, so a slow client makes the gateway read the upstream slower instead of buffering.
   */
  write(chunk: string): Promise<void> | undefined {
    if (this.aborted || this.finished) return undefined;
    this.pendingBody += chunk;
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      this.server.flushSoon(this);
    }
    if (!this.backedUp) return undefined;
    return new Promise<void>((resolve) => {
      this.drainWaiter = resolve;
    });
  }

  /** Hands the stream body written this turn to uWS (HttpServer.flushSoon calls it). */
  flushBody(): void {
    this.flushScheduled = false;
    if (this.aborted || this.finished || this.pendingBody === '') return;
    const body = this.pendingBody;
    this.pendingBody = '';
    let ok = true;
    this.res.cork(() => {
      this.writeStreamHead();
      ok = this.res.write(body);
    });
    if (!ok) this.backedUp = true;
  }

  /** Ends a streaming response, writing what is still pending and `tail` (the last events) in one write. */
  endStream(tail?: string): void {
    if (this.aborted || this.finished) return;
    const body = this.pendingBody + (tail ?? '');
    this.pendingBody = '';
    // No closeConnection here: uWS would add a Connection header after the chunked body started.
    this.res.cork(() => {
      this.writeStreamHead();
      this.res.end(body);
    });
    this.markFinished();
  }

  /** Last resort when even an error answer failed: a bare 500 and a closed connection (a stream is cut short). */
  abandon(): void {
    if (this.aborted || this.finished) return;
    if (this.streaming) {
      try {
        this.res.close();
      } catch {
        // already gone
      }
    } else {
      lastResort(this.res);
    }
    this.markFinished();
  }

  private writeCommonHeaders(): void {
    this.res.writeHeader('X-Request-Id', this.requestId);
    const headers = this.responseHeaders;
    this.responseHeaders = null;
    if (headers) for (const [k, v] of headers) this.res.writeHeader(k, v);
  }

  private markFinished(): void {
    if (this.finished) return;
    this.finished = true;
    this.server.requestFinished(this);
  }
}

/** Decodes a path parameter; null when its percent-encoding is malformed or it holds control characters
 * (no id has them, and NUL must never reach PostgreSQL, which rejects it in text). */
function decodeParam(raw: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return /[\u0000-\u001f\u007f-\u009f]/.test(value) ? null : value;
}

/** The answer when nothing else can be trusted: a bare 500 on a connection that is then closed. */
function lastResort(res: HttpResponse): void {
  try {
    res.cork(() => {
      res.writeStatus(statusLine(500));
      res.writeHeader('Content-Type', 'application/json');
      res.end(INTERNAL_ERROR_BODY, true);
    });
  } catch {
    try {
      res.close();
    } catch {
      // already gone
    }
  }
}

/** A request body as uWS hands it over, piece by piece, up to a limit. */
class BodyCollector {
  private parts: Buffer[] = [];
  private size = 0;
  private settle: { resolve(body: Buffer): void; reject(err: unknown): void } | null;

  constructor(private readonly limit: number, resolve: (body: Buffer) => void, reject: (err: unknown) => void) {
    this.settle = { resolve, reject };
  }

  add(chunk: ArrayBuffer, isLast: boolean): void {
    if (!this.settle) return;
    // A throw here would reach uWS and end the process: fail this body instead.
    try {
      this.size += chunk.byteLength;
      if (this.size > this.limit) return this.fail(tooLarge(this.limit));
      // The ArrayBuffer is only valid during this callback: copy it (once: Buffer.from of an
      // ArrayBuffer shares its memory).
      this.parts.push(Buffer.from(chunk.slice(0)));
      if (!isLast) return;
      const body = this.parts.length === 1 ? this.parts[0]! : Buffer.concat(this.parts, this.size);
      const { resolve } = this.settle;
      this.done();
      resolve(body);
    } catch (err) {
      this.fail(err);
    }
  }

  fail(err: unknown): void {
    if (!this.settle) return;
    const { reject } = this.settle;
    this.done();
    reject(err);
  }

  /** The resolving functions hold the promise and, once resolved, the body: both go. */
  private done(): void {
    this.settle = null;
    this.parts = [];
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

/** After the grace period, how long cut requests get to end their streams and record their usage. */
const CUT_WAIT_MS = 2_000;
const NO_PARAMS: readonly string[] = [];
const shuttingDown = () => new ApiError('service_unavailable', 'the gateway is shutting down; retry the request');

export class HttpServer {
  readonly app = uws.App();
  closing = false;
  private listenSocket: uws.us_listen_socket | null = null;
  /** Streams written to in this event-loop turn: flushed together, by one setImmediate. */
  private flushQueue: RequestContext[] = [];
  private readonly flushAll = (): void => {
    const queue = this.flushQueue;
    this.flushQueue = [];
    for (const ctx of queue) {
      try {
        ctx.flushBody();
      } catch (err) {
        this.report(ctx, err);
      }
    }
  };
  /** Requests whose response is not finished or whose handler still runs. */
  private readonly active = new Set<RequestContext>();
  private idleWaiters: Array<() => void> = [];

  constructor(
    routes: RouteDef[],
    readonly bodyLimit: number,
    readonly hooks: ServerHooks = {},
  ) {
    const byPattern = new Map<string, RouteDef[]>();
    for (const r of routes) byPattern.set(r.pattern, [...(byPattern.get(r.pattern) ?? []), r]);
    for (const [pattern, defs] of byPattern) {
      const paramNames = pattern.split('/').filter((p) => p.startsWith(':')).map((p) => p.slice(1));
      for (const def of defs) {
        this.app[UWS_METHOD[def.method]](pattern, (res, req) => this.dispatch(res, req, pattern, paramNames, def.handler));
      }
      const allowed = defs.map((d) => d.method).join(', ');
      // Known path, other method: 405 (uWS prefers method-specific handlers over `any`). The pattern is ours,
      // the method one of a fixed set; the requested path is never repeated.
      this.app.any(pattern, (res, req) =>
        this.dispatch(res, req, pattern, NO_PARAMS, (ctx) => {
          const method = KNOWN_METHODS.has(ctx.method) ? `method ${ctx.method}` : 'this method';
          ctx.error(new ApiError('method_not_allowed', `${method} is not allowed on ${pattern}; allowed: ${allowed}`, { Allow: allowed }));
        }),
      );
    }
    this.app.any('/*', (res, req) =>
      this.dispatch(res, req, 'unknown', NO_PARAMS, (ctx) =>
        ctx.error(new ApiError('not_found', 'no route for this method and path; see the API reference')),
      ),
    );
  }

  /**
   * Runs one request. Nothing thrown here may reach uWS: an exception in its callback ends the process
   * (and every stream in flight with it), so each step is guarded and the request gets a 4xx/500.
   */
  private dispatch(res: HttpResponse, req: HttpRequest, route: string, paramNames: readonly string[], handler: Handler): void {
    let ctx: RequestContext;
    try {
      ctx = new RequestContext(res, req, route, paramNames, this);
    } catch (err) {
      this.report(null, err);
      lastResort(res);
      return;
    }
    this.active.add(ctx);
    if (ctx.refusal) {
      ctx.handlerDone = true;
      const refusal = ctx.refusal;
      // A framing refusal is answered on a later turn: answered at once, uWS would go on to parse what
      // follows in the same read as the next request and dispatch it (the smuggled one); with this
      // response still pending it closes the connection instead.
      if (ctx.closesConnection) setImmediate(() => this.fail(ctx, refusal));
      else this.fail(ctx, refusal);
      return;
    }
    let result: Promise<void> | void;
    try {
      if (ctx.method === 'POST' || ctx.method === 'PATCH' || ctx.method === 'PUT') ctx.startBody(this.bodyLimit);
      result = handler(ctx);
    } catch (err) {
      this.settle(ctx, true, err);
      return;
    }
    if (result) {
      result.then(
        () => (ctx.finished ? this.settle(ctx, false) : this.settle(ctx, true, new Error(`handler for ${route} finished without a response`))),
        (err: unknown) => this.settle(ctx, true, err),
      );
    } else {
      this.settle(ctx, false);
    }
  }

  private settle(ctx: RequestContext, failed: boolean, err?: unknown): void {
    ctx.handlerDone = true;
    if (failed) this.fail(ctx, err);
    this.release(ctx);
  }

  /** ctx.error(err); if even that throws, a bare 500 (or a closed connection). */
  private fail(ctx: RequestContext, err: unknown): void {
    try {
      ctx.error(err);
    } catch (again) {
      this.report(ctx, again);
      ctx.abandon();
    }
  }

  /**
   * Flushes `ctx`'s pending stream body at the end of this event-loop turn. One immediate for every stream
   * written to in the turn, rather than one per write: with thousands of open streams that is thousands
   * fewer callbacks a second.
   */
  flushSoon(ctx: RequestContext): void {
    if (this.flushQueue.push(ctx) === 1) setImmediate(this.flushAll);
  }

  /** Runs a callback on uWS's or a timer's stack, where a throw would end the process. */
  guarded(ctx: RequestContext | null, fn: () => void): void {
    try {
      fn();
    } catch (err) {
      this.report(ctx, err);
    }
  }

  report(ctx: RequestContext | null, err: unknown): void {
    try {
      this.hooks.onUnexpectedError?.(ctx, err);
    } catch {
      // The error hook failed too; nothing of the error itself (it may carry request data).
      process.stderr.write('unexpected error in request handling; reporting it failed as well\n');
    }
  }

  requestFinished(ctx: RequestContext): void {
    this.guarded(ctx, () => this.hooks.onFinish?.(ctx));
    this.release(ctx);
  }

  private release(ctx: RequestContext): void {
    if (!ctx.finished || !ctx.handlerDone || !this.active.delete(ctx)) return;
    if (this.active.size === 0) for (const w of this.idleWaiters.splice(0)) w();
  }

  /** Binds exclusively: uWS would otherwise share a port with another process already listening on it. */
  listen(host: string, port: number): Promise<number> {
    const listen = this.app.listen as unknown as (h: string, p: number, o: number, cb: (s: uws.us_listen_socket | false) => void) => void;
    return new Promise((resolve, reject) => {
      listen.call(this.app, host, port, LIBUS_LISTEN_EXCLUSIVE_PORT, (socket) => {
        if (!socket) return reject(new Error(`cannot listen on ${host} port ${port}: the port is in use or not permitted; set PORT to a free port`));
        this.listenSocket = socket;
        resolve(uws.us_socket_local_port(socket as unknown as uws.us_socket));
      });
    });
  }

  /**
   * Stops accepting connections and waits up to `graceMs` for in-flight requests. Those still running are
   * then cut (a 503, or for a stream an error event and [DONE]) and get a short while to finish and
   * record their usage, so that the caller flushes and closes the database only after them.
   */
  async close(graceMs: number): Promise<void> {
    this.closing = true;
    if (this.listenSocket) uws.us_listen_socket_close(this.listenSocket);
    this.listenSocket = null;
    if (await this.idle(graceMs)) return;
    for (const ctx of [...this.active]) this.guarded(ctx, () => ctx.cutOff(shuttingDown()));
    if (await this.idle(CUT_WAIT_MS)) return;
    // Handlers that ignored the cut: end their responses here.
    for (const ctx of [...this.active]) this.guarded(ctx, () => ctx.abandon());
  }

  /** Resolves true once no request is active, false after `ms`. */
  private idle(ms: number): Promise<boolean> {
    if (this.active.size === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.idleWaiters = this.idleWaiters.filter((w) => w !== done);
        resolve(false);
      }, ms);
      this.idleWaiters.push(done);
    });
  }

  get activeRequests(): number {
    return this.active.size;
  }
}
