// What every response must satisfy: it arrives, it is not a 5xx, an error is exactly
// {error: {type, message, code}} with code = status, and no error carries a client value.
import type { FuzzCase } from './cases.js';
import type { Outcome } from './send.js';
import { CANARIES } from './values.js';

export interface Finding {
  /** Failure class: the same defect gives the same class across cases. */
  cls: string;
  detail: string;
  /** A known limit the test lets pass (still reported): see checkOutcome. */
  tolerated?: boolean;
}

/** The gateway's default BODY_LIMIT_BYTES. */
const BODY_LIMIT = 1024 * 1024;

/** Stable class text: canaries, quoted values and numbers blanked out. */
export function normalize(message: string, mark: string): string {
  let s = message;
  for (const c of [...CANARIES, mark]) s = s.replace(new RegExp(c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), '<client value>');
  return s
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\d+/g, '#')
    .slice(0, 140);
}

function errorShape(status: number, body: Buffer, contentType: string | undefined): { problem?: string; message?: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return { problem: `error body is not JSON (content-type ${contentType ?? 'none'})` };
  }
  const p = parsed as { error?: Record<string, unknown> };
  const e = p?.error;
  const ok =
    p && typeof p === 'object' && Object.keys(p).join() === 'error' && e && typeof e === 'object' &&
    Object.keys(e).sort().join() === 'code,message,type' && typeof e.type === 'string' && typeof e.message === 'string' &&
    e.code === status;
  if (!ok) return { problem: 'error body is not exactly {error:{type,message,code}} with code = status' };
  if (!/^application\/json/.test(contentType ?? '')) return { problem: 'error content-type is not application/json', message: e.message as string };
  return { message: e.message as string };
}

export function checkOutcome(c: FuzzCase, o: Outcome): Finding[] {
  const where = `${c.method} ${c.route}`;
  if (!o.ok && o.aborted) return []; // the client gave up on purpose: only the process must survive
  if (!o.ok) {
    // A body the gateway does not read (over the limit; any body of a GET or DELETE): it answers and
    // closes (413, or the client asked for Connection: close) while the client may still be writing,
    // and the client can see EPIPE/ECONNRESET instead of the answer (no lingering close).
    const size = c.body?.length ?? 0;
    const unread = size > BODY_LIMIT || (size > 0 && !['POST', 'PATCH', 'PUT'].includes(c.method));
    const cls = `no response${unread ? ' to a body the gateway does not read' : ''}: ${o.error.replace(/\d+/g, '#').slice(0, 80)}`;
    return [{ cls, detail: o.error, tolerated: unread }];
  }
  const { status, headers, body } = o.reply;
  const out: Finding[] = [];
  if (status >= 500) {
    const text = body.toString('utf8');
    let message = text;
    try {
      message = String(JSON.parse(text)?.error?.message ?? text);
    } catch {}
    out.push({ cls: `${status} on ${where}: ${normalize(message, c.mark)}`, detail: text.slice(0, 300) });
  }
  if (status >= 400 && c.method !== 'HEAD') {
    const { problem, message } = errorShape(status, body, headers['content-type']);
    if (problem) out.push({ cls: `${status} ${problem}`, detail: body.toString('utf8').slice(0, 300) });
    const text = body.toString('utf8').toLowerCase();
    const echoed = [...CANARIES, c.mark].filter((v) => text.includes(v.toLowerCase()));
    if (echoed.length) {
      // Grouped by the message's first words ("no route for", "model: unknown model"): one class per message kind.
      const kind = normalize(message ?? text, c.mark).split(' ').slice(0, 3).join(' ');
      out.push({ cls: `echo in ${status} on ${where}: "${kind} …"`, detail: `echoed ${echoed.join(', ')}: ${(message ?? text).slice(0, 300)}` });
    }
  } else if (status < 400 && /json/.test(headers['content-type'] ?? '') && c.method !== 'HEAD') {
    try {
      JSON.parse(body.toString('utf8'));
    } catch {
      out.push({ cls: `${status} with invalid JSON body on ${where}`, detail: body.toString('utf8').slice(0, 300) });
    }
  }
  return out;
}
