// HTTP client for upstream providers: undici with shared keep-alive pools and typed failures.
//
// One Agent per connect-timeout value (normally exactly one for the process) keeps a connection pool
// per origin; pipelining is 1 because a streamed LLM answer occupies its connection for its whole life.
// Failures are mapped to three types the chat route can turn into 504/502 replies:
//   UpstreamTimeoutError  phase 'connect' | 'first-byte' (no response headers in time) | 'idle' (body stalled)
//   UpstreamConnectionError  refused, reset, DNS, TLS, socket closed mid-body
//   UpstreamAbortedError  the caller's signal fired (client went away); the socket is closed.
import { Agent, errors as undiciErrors, request } from 'undici';
import type { Dispatcher } from 'undici';
import type { UpstreamCall } from './types.js';

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
  signal?: AbortSignal;
  /** TCP/TLS connect. Default 10 s. */
  connectTimeoutMs?: number;
  /** From sending the request to complete response headers. Non-streaming answers arrive only when
   * generation is done, so the caller should pass a generous value for them. Default 120 s. */
  firstByteTimeoutMs?: number;
  /** Longest silence between body chunks (also before the first one). Default 60 s. */
  idleTimeoutMs?: number;
}

export interface UpstreamResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The undici body (async-iterable of Buffers). Iterating it directly gives raw undici errors;
   * use chunks()/text() to get the typed ones. Destroy or consume it, or the connection is not reused. */
  body: Dispatcher.ResponseData['body'];
  /** The body as an async iterable of Buffers with errors mapped to the Upstream*Error types. */
  chunks(): AsyncIterable<Buffer>;
  /** Read the whole body as text (at most maxBytes; more → UpstreamConnectionError). */
  text(maxBytes?: number): Promise<string>;
  /** Release the connection without reading the rest (closes it if the body is unfinished). */
  dispose(): void;
}

const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;
const DEFAULT_FIRST_BYTE_TIMEOUT_MS = 120_000;
const DEFAULT_IDLE_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_BODY_BYTES = 16 * 1024 * 1024;

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

function originOf(url: string): string {
  // Only scheme + host go into error messages: paths may carry model names, never keys, but keep it short.
  try {
    return new URL(url).host;
  } catch {
    return 'upstream';
  }
}

/** Map any error thrown by undici (or the abort signal) to one of the typed upstream errors. */
export function toUpstreamError(err: unknown, ctx: {
  origin: string; signal?: AbortSignal; connectTimeoutMs: number; firstByteTimeoutMs: number; idleTimeoutMs: number;
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
export async function sendUpstream(call: UpstreamCall, opts: UpstreamOptions = {}): Promise<UpstreamResponse> {
  const ctx = {
    origin: originOf(call.url),
    signal: opts.signal,
    connectTimeoutMs: opts.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    firstByteTimeoutMs: opts.firstByteTimeoutMs ?? DEFAULT_FIRST_BYTE_TIMEOUT_MS,
    idleTimeoutMs: opts.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS,
  };
  if (opts.signal?.aborted) throw new UpstreamAbortedError(ctx.origin);
  let res: Dispatcher.ResponseData;
  try {
    res = await request(call.url, {
      method: call.method,
      headers: call.headers,
      body: call.body,
      signal: opts.signal,
      dispatcher: agentFor(ctx.connectTimeoutMs),
      headersTimeout: ctx.firstByteTimeoutMs,
      bodyTimeout: ctx.idleTimeoutMs,
    });
  } catch (err) {
    throw toUpstreamError(err, ctx);
  }
  const body = res.body;
  return {
    status: res.statusCode,
    headers: res.headers,
    body,
    chunks: () => mappedChunks(body, ctx),
    text: (maxBytes = DEFAULT_MAX_BODY_BYTES) => readText(body, maxBytes, ctx),
    dispose: () => {
      if (!body.destroyed) body.destroy();
    },
  };
}

type Ctx = Parameters<typeof toUpstreamError>[1];

async function* mappedChunks(body: AsyncIterable<Buffer>, ctx: Ctx): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of body) yield chunk;
  } catch (err) {
    throw toUpstreamError(err, ctx);
  }
}

async function readText(body: Dispatcher.ResponseData['body'], maxBytes: number, ctx: Ctx): Promise<string> {
  const parts: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        body.destroy();
        throw new UpstreamConnectionError(`upstream ${ctx.origin} response larger than ${maxBytes} bytes`);
      }
      parts.push(chunk);
    }
  } catch (err) {
    throw toUpstreamError(err, ctx);
  }
  return parts.length === 1 ? parts[0].toString('utf8') : Buffer.concat(parts, size).toString('utf8');
}
