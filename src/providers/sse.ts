// Incremental Server-Sent Events parser (WHATWG event-stream rules) for upstream streams; the
// gateway's own SSE framing is src/server/sse.ts.
// Bytes may arrive split anywhere: inside a line, inside a UTF-8 sequence, between '\r' and '\n'.
import { UpstreamProtocolError, type SseEvent } from './types.js';

/** One upstream event (or one line without its end) grew past the parser's cap; what it held is dropped. */
export class UpstreamEventTooLargeError extends UpstreamProtocolError {
  constructor(readonly maxChars: number) {
    super(`upstream event larger than ${maxChars} bytes`);
    this.name = 'UpstreamEventTooLargeError';
  }
}

/**
 * Feed it the upstream body chunk by chunk; it returns the events completed by each chunk.
 * Handles `\n`, `\r\n` and `\r` line ends, multi-line `data:` (joined with '\n'), `event:`,
 * comments (`:` lines) and a leading BOM. `id:` and `retry:` are accepted and ignored.
 *
 * What one event holds (its data so far plus an unterminated line) is capped at `maxEventChars` characters
 * of decoded text — one per byte for the ASCII JSON providers send, fewer for other UTF-8: past it the
 * parser drops what it held and throws UpstreamEventTooLargeError, on this push and every later one, so a
 * huge event or a line that never ends costs at most the cap, not the process's memory.
 */
export class SseParser {
  /** The bytes of a UTF-8 sequence the last push ended inside (at most 3), until the rest arrives. */
  private carry: Uint8Array | null = null;
  /** Nothing decoded yet: a BOM may still come first. */
  private atStart = true;
  /** Text of the current, not yet terminated line. */
  private partial = '';
  /** The previous chunk ended with '\r': a '\n' starting the next chunk belongs to that line end. */
  private skipLeadingLf = false;
  private data = '';
  private hasData = false;
  private eventName: string | undefined = undefined;
  private failed = false;

  constructor(private readonly maxEventChars = Number.POSITIVE_INFINITY) {}

  /** Characters the parser holds now (the current event's data and unterminated line). */
  get heldChars(): number {
    return this.partial.length + this.data.length;
  }

  push(bytes: Uint8Array): SseEvent[] {
    let input = bytes;
    if (this.carry) {
      input = new Uint8Array(this.carry.length + bytes.length);
      input.set(this.carry);
      input.set(bytes, this.carry.length);
      this.carry = null;
    }
    const complete = completeUtf8Length(input);
    // A copy: the carried bytes must not keep the whole read alive.
    if (complete < input.length) this.carry = input.slice(complete);
    return this.pushText(this.decode(input.subarray(0, complete)));
  }

  /** Decodes with the shared decoder; a BOM is dropped only where the stream starts. */
  private decode(bytes: Uint8Array): string {
    if (bytes.length === 0) return '';
    let text = UTF8.decode(bytes);
    if (this.atStart) {
      this.atStart = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    return text;
  }

  /** Same as push for already-decoded text (tests, string sources). */
  pushText(text: string): SseEvent[] {
    if (this.failed) throw new UpstreamEventTooLargeError(this.maxEventChars);
    if (text.length === 0) return [];
    const one = this.oneEvent(text);
    if (one !== null) return [{ data: one }];
    const out: SseEvent[] = [];
    let pos = 0;
    if (this.skipLeadingLf) {
      this.skipLeadingLf = false;
      if (text.charCodeAt(0) === 10) pos = 1;
    }
    // Cache of the next '\r' position so text without any '\r' is scanned once, not once per line.
    let cr = text.indexOf('\r', pos);
    while (pos < text.length) {
      let lf = text.indexOf('\n', pos);
      if (cr !== -1 && cr < pos) cr = text.indexOf('\r', pos);
      let end: number;
      let next: number;
      if (cr !== -1 && (lf === -1 || cr < lf)) {
        end = cr;
        if (cr + 1 < text.length) {
          next = text.charCodeAt(cr + 1) === 10 ? cr + 2 : cr + 1;
        } else {
          next = cr + 1;
          this.skipLeadingLf = true;
        }
      } else if (lf !== -1) {
        end = lf;
        next = lf + 1;
      } else {
        if (this.partial.length + this.data.length + text.length - pos > this.maxEventChars) this.tooLarge();
        this.partial += pos === 0 ? text : text.slice(pos);
        return out;
      }
      let line = text.slice(pos, end);
      if (this.partial.length > 0) {
        line = this.partial + line;
        this.partial = '';
      }
      this.processLine(line, out);
      pos = next;
    }
    return out;
  }

  /**
   * The data of `text` when it is exactly one whole `data: …` event of one line, nothing held from before:
   * what a streaming upstream sends per read while it generates, taken without the line-by-line walk. Null
   * for anything else (the walk then gives the same result).
   */
  private oneEvent(text: string): string | null {
    const n = text.length;
    if (this.partial !== '' || this.hasData || this.skipLeadingLf || this.eventName !== undefined) return null;
    if (n < 8 || n - 8 > this.maxEventChars || text.charCodeAt(n - 1) !== 10 || text.charCodeAt(n - 2) !== 10) return null;
    if (!text.startsWith('data: ') || text.indexOf('\n') !== n - 2 || text.indexOf('\r') >= 0) return null;
    return text.slice(6, n - 2);
  }

  /**
   * The body ended. A final event not followed by a blank line is still delivered when its lines were
   * complete (some servers omit the last blank line); an unterminated last line is discarded.
   */
  end(): SseEvent[] {
    if (this.failed) throw new UpstreamEventTooLargeError(this.maxEventChars);
    const out: SseEvent[] = [];
    const carried = this.carry;
    this.carry = null;
    // An unfinished sequence at the very end: replaced by U+FFFD, as a streaming decoder's flush does.
    const tail = carried ? this.decode(carried) : '';
    if (tail.length > 0) this.pushText(tail).forEach((e) => out.push(e));
    this.partial = '';
    this.skipLeadingLf = false;
    this.dispatch(out);
    return out;
  }

  private processLine(line: string, out: SseEvent[]): void {
    if (line.length === 0) {
      this.dispatch(out);
      return;
    }
    const first = line.charCodeAt(0);
    if (first === 58 /* ':' */) return; // comment, e.g. keep-alive
    const colon = line.indexOf(':');
    let field: string;
    let value: string;
    if (colon === -1) {
      field = line;
      value = '';
    } else {
      field = line.slice(0, colon);
      // One optional space after the colon is not part of the value.
      value = line.charCodeAt(colon + 1) === 32 ? line.slice(colon + 2) : line.slice(colon + 1);
    }
    if (field === 'data') {
      if (this.data.length + value.length > this.maxEventChars) this.tooLarge();
      if (this.hasData) this.data += '\n' + value;
      else {
        this.data = value;
        this.hasData = true;
      }
    } else if (field === 'event') {
      this.eventName = value;
    }
    // id, retry and unknown fields are ignored.
  }

  /** Drops everything held and fails this push and every later one. */
  private tooLarge(): never {
    this.failed = true;
    this.partial = '';
    this.data = '';
    this.hasData = false;
    this.eventName = undefined;
    throw new UpstreamEventTooLargeError(this.maxEventChars);
  }

  private dispatch(out: SseEvent[]): void {
    if (this.hasData) {
      out.push(this.eventName === undefined ? { data: this.data } : { event: this.eventName, data: this.data });
    }
    // Per the standard an event without data is not dispatched; its name is dropped too.
    this.data = '';
    this.hasData = false;
    this.eventName = undefined;
  }
}

/**
 * One decoder for every stream, never in streaming mode: a decoder per stream (which keeps an unfinished
 * sequence itself) holds an ICU converter, about a kilobyte of native memory for the life of the stream.
 * The BOM is left in (ignoreBOM), since each push is decoded on its own: the parser drops it at the start.
 */
const UTF8 = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * How many bytes of `bytes` end with a whole UTF-8 sequence: the length, less a lead byte and the
 * continuation bytes after it when they are fewer than the lead byte announces. Malformed bytes count as
 * whole (the decoder replaces them).
 */
export function completeUtf8Length(bytes: Uint8Array): number {
  const n = bytes.length;
  for (let back = 1; back <= 3 && back <= n; back++) {
    const b = bytes[n - back]!;
    if ((b & 0xc0) === 0x80) continue; // a continuation byte: its lead is further back
    const needed = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return back < needed ? n - back : n;
  }
  return n;
}

/** Iterate the SSE events of a byte stream (e.g. an undici body). */
export async function* sseEvents(body: AsyncIterable<Uint8Array>, maxEventChars?: number): AsyncGenerator<SseEvent> {
  const parser = new SseParser(maxEventChars);
  for await (const chunk of body) {
    const events = parser.push(chunk);
    for (let i = 0; i < events.length; i++) yield events[i];
  }
  const last = parser.end();
  for (let i = 0; i < last.length; i++) yield last[i];
}
