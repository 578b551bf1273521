// Sends a fuzz case and reports what came back, or that nothing did: undici for ordinary requests,
// a raw socket for bytes undici will not send (non-ASCII paths and header values).
import net from 'node:net';
import { Pool } from 'undici';
import type { FuzzCase } from './cases.js';

export interface Reply { status: number; headers: Record<string, string>; body: Buffer }
export type Outcome = { ok: true; reply: Reply } | { ok: false; error: string; aborted?: boolean };

export class Sender {
  private readonly pool: Pool;
  private readonly url: URL;

  constructor(base: string, private readonly timeoutMs = 15_000, connections = 8) {
    this.url = new URL(base);
    this.pool = new Pool(this.url.origin, { connections, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
  }

  send(c: FuzzCase): Promise<Outcome> {
    return c.raw ? rawSend(this.url, c, this.timeoutMs) : this.viaUndici(c);
  }

  private async viaUndici(c: FuzzCase): Promise<Outcome> {
    const signal = c.abortAfterMs === undefined ? undefined : AbortSignal.timeout(c.abortAfterMs);
    try {
      const r = await this.pool.request({ path: c.target, method: c.method, headers: c.headers, body: c.body, signal });
      const body = Buffer.from(await r.body.arrayBuffer());
      return { ok: true, reply: { status: r.statusCode, headers: flatHeaders(r.headers), body } };
    } catch (err) {
      const e = err as { code?: string; name?: string; message?: string };
      return { ok: false, error: `${e.code ?? e.name}: ${e.message}`, aborted: signal?.aborted };
    }
  }

  /** `force` after a crash: requests still queued on dead sockets are dropped, not awaited. */
  close(force = false): Promise<void> {
    return force ? this.pool.destroy() : this.pool.close();
  }
}

function flatHeaders(h: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h)) if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}

/** One request on its own connection (`Connection: close`), bytes exactly as generated. */
function rawSend(url: URL, c: FuzzCase, timeoutMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const sock = net.connect(Number(url.port), url.hostname);
    let received = Buffer.alloc(0);
    let done = false;
    const finish = (o: Outcome) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      sock.destroy();
      resolve(o);
    };
    const timer = setTimeout(() => finish({ ok: false, error: 'timeout: no complete response' }), timeoutMs);
    if (c.abortAfterMs !== undefined) setTimeout(() => finish({ ok: false, error: 'aborted by the client', aborted: true }), c.abortAfterMs);
    const settleOnClose = (why: string) => {
      const reply = parseResponse(received, c.method === 'HEAD', true);
      finish(reply ? { ok: true, reply } : { ok: false, error: `${why} without a complete response` });
    };
    sock.on('connect', () => {
      const lines = [`${c.method} ${c.target} HTTP/1.1`, `Host: ${url.host}`];
      for (const [k, v] of Object.entries(c.headers)) lines.push(`${k}: ${v}`);
      if (c.body) lines.push(`Content-Length: ${c.body.length}`);
      lines.push('Connection: close', '', '');
      sock.write(Buffer.concat([Buffer.from(lines.join('\r\n'), 'utf8'), c.body ?? Buffer.alloc(0)]));
    });
    sock.on('data', (d: Buffer) => {
      received = Buffer.concat([received, d]);
      const reply = parseResponse(received, c.method === 'HEAD', false);
      if (reply) finish({ ok: true, reply });
    });
    sock.on('end', () => settleOnClose('connection closed'));
    sock.on('close', () => settleOnClose('connection closed'));
    sock.on('error', (e: NodeJS.ErrnoException) => settleOnClose(`socket error ${e.code ?? e.message}`));
  });
}

/** A complete HTTP/1.1 response from `buf`, or undefined while more bytes are needed. */
export function parseResponse(buf: Buffer, head: boolean, closed: boolean): Reply | undefined {
  const end = buf.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine, ...lines] = buf.subarray(0, end).toString('latin1').split('\r\n');
  const m = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
  if (!m) return undefined;
  const status = Number(m[1]);
  const headers: Record<string, string> = {};
  for (const l of lines) {
    const i = l.indexOf(':');
    if (i > 0) headers[l.slice(0, i).trim().toLowerCase()] = l.slice(i + 1).trim();
  }
  const rest = buf.subarray(end + 4);
  if (head || status === 204 || status === 304) return { status, headers, body: Buffer.alloc(0) };
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
    const body = dechunk(rest);
    return body ? { status, headers, body } : undefined;
  }
  if (headers['content-length'] !== undefined) {
    const n = Number(headers['content-length']);
    return rest.length >= n ? { status, headers, body: rest.subarray(0, n) } : undefined;
  }
  return closed ? { status, headers, body: rest } : undefined;
}

function dechunk(buf: Buffer): Buffer | undefined {
  const parts: Buffer[] = [];
  let pos = 0;
  for (;;) {
    const eol = buf.indexOf('\r\n', pos);
    if (eol < 0) return undefined;
    const size = parseInt(buf.subarray(pos, eol).toString('latin1'), 16);
    if (Number.isNaN(size)) return undefined;
    if (size === 0) return Buffer.concat(parts);
    if (buf.length < eol + 2 + size + 2) return undefined;
    parts.push(buf.subarray(eol + 2, eol + 2 + size));
    pos = eol + 2 + size + 2;
  }
}
