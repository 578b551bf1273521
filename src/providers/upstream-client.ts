// HTTP client for upstream providers: undici with shared keep-alive pools and typed failures.
//
// One Agent per connect-timeout value (normally exactly one for the process) keeps a connection pool
// per origin; pipelining is 1 because a streamed LLM answer occupies its connection for its whole life.
// Failures are mapped to three types the chat route can turn into 504/502 replies:
//   UpstreamTimeoutError  phase 'connect' | 'first-byte' (no response headers in time) | 'idle' (body stalled)
//   UpstreamConnectionError  refused, reset, DNS, TLS, socket closed mid-body
//   UpstreamAbortedError  the caller's signal fired (client went away); the socket is closed.
import { Agent, errors as undiciErrors, util as undiciUtil } from 'undici';
import type { Dispatcher } from 'undici';
import { UpstreamProtocolError, type UpstreamCall } from './types.js';
import type { CancelSignal } from './cancel.js';

export type UpstreamTimeoutPhase = 'connect' | 'first-byte' | 'idle';

export class UpstreamTimeoutError extends Error {
  constructor(readonly phase: UpstreamTimeoutPhase, readonly timeoutMs: number, origin: string) {
    super(phase === 'idle'
      ? `upstream ${origin} sent nothing for ${timeoutMs} ms mid-response`
      : phase === 'connect'
        ? `upstream ${origin} connect timeout after ${timeoutMs} ms`
        : `upstream ${origin} did not answer within ${timeoutMs} ms`);
    this.name = 'UpstreamTimeoutError';
  }
}

export class UpstreamConnectionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UpstreamConnectionError';
  }
}

export class UpstreamAbortedError extends Error {
  constructor(origin: string) {
    super(`upstream request to ${origin} aborted`);
    this.name = 'UpstreamAbortedError';
  }
}

export interface UpstreamOptions {
  /** Cancels the request; closes the upstream connection when it is in flight. */
  signal?: CancelSignal;
  /** TCP/TLS connect. Default 10 s. */
  connectTimeoutMs?: number;
  /** From sending the request to complete response headers. Non-streaming answers arrive only when
   * generation is done, so the caller should pass a generous value for them. Default 120 s. */
  firstByteTimeoutMs?: number;
  /** Longest silence between body chunks (also before the first one). Default 60 s. */
  idleTimeoutMs?: number;
  /** Largest body text() reads (a non-streamed answer). Default 16 MiB. */
  maxBodyBytes?: number;
  /** Largest single event of a streamed answer, for the SSE parser that reads it (see SseParser). Default 8 MiB. */
  maxEventBytes?: number;
}

export interface UpstreamResponse {
  status: number;
  /** Response headers, names lower-cased (parsed on first access). */
  readonly headers: Record<string, string | string[] | undefined>;
  /** The body as an async iterable of Buffers, errors mapped to the Upstream*Error types. Read it once.
   * Leaving the loop early (break) closes the connection, as dispose() does. */
  chunks(): AsyncIterable<Buffer>;
  /** Read the whole body as text (at most maxBytes, by default the call's maxBodyBytes; more → UpstreamProtocolError). */
  text(maxBytes?: number): Promise<string>;
  /** The call's cap on one streamed event (UpstreamOptions.maxEventBytes), for whoever parses the body. */
  readonly maxEventBytes: number;
  /** Release the connection without reading the rest (closes it if the body is unfinished). */
  dispose(): void;
}

const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;
const DEFAULT_FIRST_BYTE_TIMEOUT_MS = 120_000;
const DEFAULT_IDLE_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024 * 1024;
export const DEFAULT_MAX_EVENT_BYTES = 8 * 1024 * 1024;

const agents = new Map<number, Agent>();

function agentFor(connectTimeoutMs: number): Agent {
  let agent = agents.get(connectTimeoutMs);
  if (!agent) {
    agent = new Agent({
      connect: { timeout: connectTimeoutMs },
      pipelining: 1,
      keepAliveTimeout: 30_000,
      keepAliveMaxTimeout: 120_000,
      // Timeouts are set per request; these are only fallbacks.
      headersTimeout: DEFAULT_FIRST_BYTE_TIMEOUT_MS,
      bodyTimeout: DEFAULT_IDLE_TIMEOUT_MS,
    });
    agents.set(connectTimeoutMs, agent);
  }
  return agent;
}

/** Close all pooled upstream connections (graceful shutdown, end of tests). */
export async function closeUpstreamPools(): Promise<void> {
  const all = [...agents.values()];
  agents.clear();
  await Promise.all(all.map((a) => a.close().catch(() => a.destroy())));
}

interface ParsedUrl { origin: string; path: string; host: string }

/** Parsed upstream URLs: a few per provider and model, the same for every request. */
const parsedUrls = new Map<string, ParsedUrl>();
const MAX_PARSED_URLS = 1024;

/**
 * The URL's origin, path and host, one object per distinct URL: undici keeps a request's origin and path
 * for as long as its answer streams, and strings made per request would be kept once per open stream.
 */
function parsedUrl(url: string): ParsedUrl {
  let parsed = parsedUrls.get(url);
  if (!parsed) {
    const u = new URL(url);
    parsed = { origin: u.origin, path: u.pathname + u.search, host: u.host };
    if (parsedUrls.size >= MAX_PARSED_URLS) parsedUrls.clear();
    parsedUrls.set(url, parsed);
  }
  return parsed;
}

function originOf(url: string): string {
  // Only scheme + host go into error messages: paths may carry model names, never keys, but keep it short.
  try {
    return parsedUrl(url).host;
  } catch {
    return 'upstream';
  }
}

/** Map any error thrown by undici (or the abort signal) to one of the typed upstream errors. */
export function toUpstreamError(err: unknown, ctx: {
  origin: string; signal?: CancelSignal; connectTimeoutMs: number; firstByteTimeoutMs: number; idleTimeoutMs: number;
}): Error {
  if (err instanceof UpstreamTimeoutError || err instanceof UpstreamConnectionError || err instanceof UpstreamAbortedError) {
    return err;
  }
  if (ctx.signal?.aborted) return new UpstreamAbortedError(ctx.origin);
  const code = (err as { code?: string } | null)?.code;
  if (err instanceof undiciErrors.ConnectTimeoutError || code === 'UND_ERR_CONNECT_TIMEOUT') {
    return new UpstreamTimeoutError('connect', ctx.connectTimeoutMs, ctx.origin);
  }
  if (err instanceof undiciErrors.HeadersTimeoutError || code === 'UND_ERR_HEADERS_TIMEOUT') {
    return new UpstreamTimeoutError('first-byte', ctx.firstByteTimeoutMs, ctx.origin);
  }
  if (err instanceof undiciErrors.BodyTimeoutError || code === 'UND_ERR_BODY_TIMEOUT') {
    return new UpstreamTimeoutError('idle', ctx.idleTimeoutMs, ctx.origin);
  }
  if (err instanceof undiciErrors.RequestAbortedError || (err as Error | null)?.name === 'AbortError') {
    return new UpstreamAbortedError(ctx.origin);
  }
  const detail = code ?? (err as Error | null)?.message ?? String(err);
  return new UpstreamConnectionError(`upstream ${ctx.origin} connection failed: ${detail}`, { cause: err });
}

/** Send one upstream call. Resolves once response headers arrive (any status). */
export function sendUpstream(call: UpstreamCall, opts: UpstreamOptions = {}): Promise<UpstreamResponse> {
  const ctx: Ctx = {
    origin: originOf(call.url),
    signal: opts.signal,
    connectTimeoutMs: opts.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    firstByteTimeoutMs: opts.firstByteTimeoutMs ?? DEFAULT_FIRST_BYTE_TIMEOUT_MS,
    idleTimeoutMs: opts.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS,
    maxBodyBytes: opts.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    maxEventBytes: opts.maxEventBytes ?? DEFAULT_MAX_EVENT_BYTES,
  };
  if (opts.signal?.aborted) return Promise.reject(new UpstreamAbortedError(ctx.origin));
  let url: ParsedUrl;
  try {
    url = parsedUrl(call.url);
  } catch (err) {
    return Promise.reject(toUpstreamError(err, ctx));
  }
  const exchange = new UpstreamExchange(ctx);
  try {
    agentFor(ctx.connectTimeoutMs).dispatch({
      origin: url.origin,
      path: url.path,
      method: call.method as Dispatcher.HttpMethod,
      ...sentOnce(call),
      headersTimeout: ctx.firstByteTimeoutMs,
      bodyTimeout: ctx.idleTimeoutMs,
    }, exchange);
  } catch (err) {
    exchange.onError(err as Error);
  }
  return exchange.response;
}

/**
 * The body as an iterable that lets go of it once written. undici's request keeps its `body` until the
 * response ends, a string or Buffer for the whole life of a stream: the prompt, often a whole conversation,
 * kept a second time per open stream. The length goes in the headers (else undici sends it chunked).
 */
function sentOnce(call: UpstreamCall): Pick<Dispatcher.DispatchOptions, 'headers' | 'body'> {
  if (call.body === '') return { headers: call.headers };
  const headers = { ...call.headers, 'content-length': String(Buffer.byteLength(call.body)) };
  // undici takes an iterable body (its Dispatcher docs); its types leave iterables out.
  return { headers, body: new OneShot(call.body) as unknown as Dispatcher.DispatchOptions['body'] };
}

/** Yields its text once and forgets it (a generator would keep it among its registers even once done). */
class OneShot implements IterableIterator<string> {
  constructor(private text: string | null) {}

  [Symbol.iterator](): IterableIterator<string> {
    return this;
  }

  next(): IteratorResult<string> {
    const text = this.text;
    this.text = null;
    return text === null ? { done: true, value: undefined } : { done: false, value: text };
  }
}

type Ctx = {
  origin: string; signal?: CancelSignal; connectTimeoutMs: number; firstByteTimeoutMs: number; idleTimeoutMs: number;
  maxBodyBytes: number; maxEventBytes: number;
};

/** Body pieces queued and not yet read past which undici is asked to stop reading the socket (a
 * chunked answer arrives as one piece per chunk, often dozens per socket read). */
const HIGH_WATER_PIECES = 256;

/**
 * One upstream request as an undici dispatch handler. Cheaper than undici's `request()` (no
 * AsyncResource, no Readable body and its async iterator: about half the client-side CPU per request
 * in bench measurements), while keeping what the gateway needs: headers as a promise, the body as an
 * async iterable with backpressure (undici stops reading the socket while chunks pile up unread),
 * abort from the caller's signal or by leaving the loop, and errors mapped to the Upstream*Error types.
 */
class UpstreamExchange implements Dispatcher.DispatchHandler {
  readonly response: Promise<UpstreamResponse>;
  private resolveResponse!: (r: UpstreamResponse) => void;
  private rejectResponse!: (e: Error) => void;
  private abortRequest: ((err?: Error) => void) | null = null;
  private resumeReading: (() => void) | null = null;
  private paused = false;
  private headersSeen = false;
  private queue: Buffer[] = [];
  private ended = false;
  private failure: Error | null = null;
  /** A reader waiting for the next piece (nextChunk). */
  private waitResolve: ((r: IteratorResult<Buffer, undefined>) => void) | null = null;
  private waitReject: ((err: Error) => void) | null = null;
  /** The reader got the end or the failure, or stopped. */
  private readerDone = false;
  private readonly onSignalAbort = () => this.abort();

  constructor(private readonly ctx: Ctx) {
    this.response = new Promise<UpstreamResponse>((resolve, reject) => {
      this.resolveResponse = resolve;
      this.rejectResponse = reject;
    });
    ctx.signal?.addEventListener('abort', this.onSignalAbort, { once: true });
  }

  // ---- undici handler (called by the dispatcher) ----

  onConnect(abort: (err?: Error) => void): void {
    this.abortRequest = abort;
    if (this.ctx.signal?.aborted) abort(new undiciErrors.RequestAbortedError());
  }

  onHeaders(statusCode: number, rawHeaders: Buffer[] | string[] | null, resume: () => void): boolean {
    if (statusCode < 200) return true; // informational (100 Continue): the real response follows
    this.headersSeen = true;
    this.resumeReading = resume;
    this.resolveResponse(new ExchangeResponse(statusCode, headerText(rawHeaders), this));
    // Settled: the resolving functions (and their context) need not live as long as the stream.
    this.resolveResponse = this.rejectResponse = settledAlready;
    return true;
  }

  onData(chunk: Buffer): boolean {
    this.queue.push(chunk);
    this.notify();
    if (this.queue.length >= HIGH_WATER_PIECES) {
      this.paused = true;
      return false;
    }
    return true;
  }

  onComplete(): void {
    this.ended = true;
    this.cleanup();
    this.notify();
  }

  onError(err: Error): void {
    const mapped = toUpstreamError(err, this.ctx);
    this.cleanup();
    if (!this.headersSeen) {
      this.rejectResponse(mapped);
      return;
    }
    this.failure = mapped;
    this.notify();
  }

  // ---- the response side (called by the gateway) ----

  /** Yields everything that arrived since the last step as one Buffer: a chunked answer whose events
   * came in one socket read is one chunk here, so the gateway restores and writes it once. An iterator
   * rather than an async generator: a stream waits here for most of its life, and a suspended generator
   * keeps its frame, its request queue and their promises for as long. Leaving early (return(), or the
   * consumer threw) closes the connection: the rest of the body is not wanted. */
  chunks(): AsyncIterableIterator<Buffer> {
    return new BodyChunks(this);
  }

  /** The next piece of the body (BodyChunks.next): one promise per wait, settled by notify(). */
  nextChunk(): Promise<IteratorResult<Buffer, undefined>> {
    const now = this.readerDone ? DONE : this.settled();
    if (now === null) return new Promise((resolve, reject) => { this.waitResolve = resolve; this.waitReject = reject; });
    return now instanceof Error ? Promise.reject(now) : Promise.resolve(now);
  }

  /** Ends the reading (BodyChunks.return, or the reader's end): the rest of the body is not wanted. */
  stopReading(): void {
    this.readerDone = true;
    this.abort();
  }

  /** What the reader gets now: a piece, the end, the failure; null while there is nothing yet. */
  private settled(): IteratorResult<Buffer, undefined> | Error | null {
    if (this.queue.length > 0) return { done: false, value: this.take() };
    if (this.failure) {
      this.readerDone = true;
      return this.failure;
    }
    if (this.ended) {
      this.readerDone = true;
      return DONE;
    }
    return null;
  }

  /** What arrived, as one Buffer (a method: the pieces are not kept in the suspended generator). */
  private take(): Buffer {
    const parts = this.queue;
    this.queue = [];
    if (this.paused) {
      this.paused = false;
      this.resumeReading?.();
    }
    return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
  }

  get maxEventBytes(): number {
    return this.ctx.maxEventBytes;
  }

  async text(maxBytes = this.ctx.maxBodyBytes): Promise<string> {
    const parts: Buffer[] = [];
    let size = 0;
    for await (const chunk of this.chunks()) {
      size += chunk.length;
      if (size > maxBytes) {
        // Leaving the loop closes the connection: the rest of the body is never read.
        throw new UpstreamProtocolError(`upstream ${this.ctx.origin} response larger than ${maxBytes} bytes`);
      }
      parts.push(chunk);
    }
    return parts.length === 1 ? parts[0]!.toString('utf8') : Buffer.concat(parts, size).toString('utf8');
  }

  /** Closes the connection unless the body is complete or already failed (dispose(), leaving early, the signal). */
  abort(): void {
    if (this.ended || this.failure) return;
    // Before onConnect the dispatcher has not started: onConnect sees the aborted signal. Without a
    // signal (dispose() before connect is impossible: dispose needs the headers) nothing is pending.
    this.abortRequest?.(new undiciErrors.RequestAbortedError());
  }

  /**
   * Settles a waiting reader a microtask later: undici hands a socket read's pieces in one go, and they all
   * go to the reader as one Buffer.
   */
  private notify(): void {
    const resolve = this.waitResolve, reject = this.waitReject;
    if (!resolve || !reject) return;
    this.waitResolve = this.waitReject = null;
    queueMicrotask(() => {
      const now = this.settled();
      if (now === null) {
        this.waitResolve = resolve;
        this.waitReject = reject;
      } else if (now instanceof Error) reject(now);
      else resolve(now);
    });
  }

  private cleanup(): void {
    this.ctx.signal?.removeEventListener('abort', this.onSignalAbort);
  }
}

/** What an exchange's response resolvers become once the response is settled. */
const settledAlready = (): void => {};

const DONE: IteratorResult<Buffer, undefined> = Object.freeze({ done: true, value: undefined });

/** UpstreamExchange.chunks(): one reader of the body. */
class BodyChunks implements AsyncIterableIterator<Buffer> {
  constructor(private readonly exchange: UpstreamExchange) {}

  [Symbol.asyncIterator](): this {
    return this;
  }

  next(): Promise<IteratorResult<Buffer, undefined>> {
    return this.exchange.nextChunk();
  }

  return(): Promise<IteratorResult<Buffer, undefined>> {
    this.exchange.stopReading();
    return Promise.resolve(DONE);
  }
}

/**
 * undici hands the header names and values as views into the socket read that carried them, which often
 * holds the first events too: kept as they are, they would keep that whole read alive for as long as a
 * stream lasts. Copied into one string, names and values one a line (neither can hold a line break), since
 * a stream keeps them for its life and its headers are read only when it fails.
 */
function headerText(raw: Buffer[] | string[] | null): string {
  if (!raw) return '';
  // join() makes one flat string: the pieces are not kept.
  return raw.map((h) => (typeof h === 'string' ? h : h.toString('latin1'))).join('\n');
}

/**
 * The response side of an exchange. A class, so that `headers` is a getter on the prototype: a getter in an
 * object literal made per response is defined through an accessor pair that V8 allocates in the old
 * generation, and from there it kept the whole exchange — closures, buffers, undici's request — alive
 * through every young-generation GC until a full one (`node --trace-gc-nvp` shows the bytes promoted
 * per upstream call).
 */
class ExchangeResponse implements UpstreamResponse {
  private parsed: Record<string, string | string[] | undefined> | undefined;

  constructor(
    readonly status: number,
    /** Names and values, one a line (headerText). */
    private readonly rawHeaders: string,
    private readonly exchange: UpstreamExchange,
  ) {}

  get headers(): Record<string, string | string[] | undefined> {
    return (this.parsed ??= undiciUtil.parseHeaders(this.rawHeaders === '' ? [] : this.rawHeaders.split('\n')));
  }

  chunks(): AsyncIterable<Buffer> {
    return this.exchange.chunks();
  }

  text(maxBytes?: number): Promise<string> {
    return this.exchange.text(maxBytes);
  }

  get maxEventBytes(): number {
    return this.exchange.maxEventBytes;
  }

  dispose(): void {
    this.exchange.abort();
  }
}
