// Plain text chunks of an OpenAI-format stream without a JSON.parse each. Most events of a streamed answer
// are the same JSON around a different `content` string: `{"id":"…",…,"choices":[{"index":0,"delta":
// {"content":"…"},"finish_reason":null}]}`. Once one such event has been parsed, the text before and after
// its content literal is the stream's frame; a later event that is the frame around another canonical JSON
// string literal is that chunk with that content, built from a template instead of parsed (JSON.parse was
// the largest cost of the streaming chain; `npx tsx bench/stream-chain.ts`). Such an event goes on as a FramedEvent
// with its literal, not made into a chunk, so that a writer of the same format writes it from a precomputed frame
// instead of building and stringifying a chunk. A last field that is a string is a
// second hole (OpenAI's `obfuscation`, random in every event). Anything else, e.g. another field that changes
// from event to event, takes the ordinary path: the result is the same either way.
import type { ChatCompletionChunk } from '../types/openai.js';

/** A plain text event of a frame as an encoder writes it (FramedEvent, or one with its content restored). */
export interface FramedContent {
  frame: ContentFrame;
  /** The content as the canonical JSON string literal (JSON.stringify(content)). */
  literal: string;
  content: string;
  /** The literal of the frame's last field (ContentFrame.lastField), or null when the frame has none. */
  last: string | null;
}

/**
 * An upstream event that is its stream's frame around another content, not parsed and not yet a chunk: the
 * same-format fast path. A writer whose encoder writes frames (chat/exchange.ts) writes it from the frame, with
 * the content restored, without ever building the chunk; any other reader asks for chunk().
 */
export class FramedEvent implements FramedContent {
  constructor(
    readonly frame: ContentFrame,
    readonly literal: string,
    readonly content: string,
    readonly last: string | null,
    private readonly lastValue: string | null,
  ) {}

  /** The chunk the event stands for (what the translator's push() returns for it). */
  chunk(): ChatCompletionChunk {
    return this.frame.chunk(this.content, this.lastValue);
  }

  /** The same event with another content (restored text), its literal as JSON.stringify writes it. */
  withContent(content: string): FramedContent {
    return { frame: this.frame, literal: JSON.stringify(content), content, last: this.last };
  }
}

/** What a stream's batches hold: chunks, and plain text events of an OpenAI-format stream not made into chunks. */
export type StreamItem = ChatCompletionChunk | FramedEvent;

/** The chunk an item stands for. */
export function itemChunk(item: StreamItem): ChatCompletionChunk {
  return item instanceof FramedEvent ? item.chunk() : item;
}

const CONTENT_KEY = '"content":';
/** Frames a stream may learn, and misses in a row after which it stops matching (see ContentFrames). */
const MAX_LEARNED = 2;
const MAX_MISSES = 3;
/** A JSON string literal with no escapes and no control characters: canonical as it is. (Event text comes from
 * a UTF-8 decoder, which never yields a lone surrogate, the one other thing JSON.stringify escapes.) */
const PLAIN_LITERAL = /^"[^"\\\u0000-\u001f]*"$/;

type Primitive = string | number | boolean | null;

const isPrimitive = (v: unknown): v is Primitive =>
  v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** `literal` as a string when it is a JSON string literal exactly as JSON.stringify writes it; else null. */
function canonicalString(literal: string): string | null {
  if (PLAIN_LITERAL.test(literal)) return literal.slice(1, -1);
  if (literal.length < 2 || literal.charCodeAt(0) !== 34) return null;
  try {
    const v: unknown = JSON.parse(literal);
    return typeof v === 'string' && JSON.stringify(v) === literal ? v : null;
  } catch {
    return null;
  }
}

/**
 * An event's JSON with holes: the content literal, and — when the chunk's last field is a string, such as
 * OpenAI's `obfuscation`, a random string in every event — that field's literal too, the rest verbatim.
 */
export class ContentFrame {
  private constructor(
    private readonly prefix: string,
    /** From the content literal's end: to the end of the JSON, or to the last field's literal (`…,"K":`). */
    private readonly middle: string,
    /** The last field whose value is a hole, or null (then `middle` runs to the end of the JSON). */
    readonly lastField: string | null,
    /** The normalised chunk's fields with `choices` (and the choice's `delta`) as placeholders, in their order. */
    private readonly top: Record<string, unknown>,
    private readonly choice: Record<string, unknown>,
  ) {}

  /** The choice index every chunk of this frame has. */
  get index(): number {
    return this.choice.index as number;
  }

  /**
   * The frame of `data` (an event's JSON, already parsed and normalised into `chunk`) when the chunk is plain
   * text: one choice whose delta is only a string `content`, no finish reason, no usage, every other field a
   * primitive; and the content literal sits exactly once in `data`. Checked by parsing the frame around
   * other literals once. Otherwise null.
   */
  static learn(data: string, chunk: ChatCompletionChunk): ContentFrame | null {
    if (!plainText(chunk)) return null;
    const needle = CONTENT_KEY + JSON.stringify(chunk.choices[0]!.delta.content);
    const at = data.indexOf(needle);
    if (at < 0 || data.indexOf(needle, at + 1) >= 0) return null;
    const prefix = data.slice(0, at + CONTENT_KEY.length), rest = data.slice(at + needle.length);
    const lastField = lastStringField(chunk, rest);
    const middle = lastField === null ? rest : rest.slice(0, rest.length - JSON.stringify(chunk[lastField as 'id']).length - 1);
    try {
      const probe = JSON.parse(`${prefix}"\\u0001"${middle}${lastField === null ? '' : '"\\u0002"}'}`) as Record<string, unknown> & ChatCompletionChunk;
      if (probe.choices?.[0]?.delta?.content !== '\u0001' || (lastField !== null && probe[lastField] !== '\u0002')) return null;
    } catch {
      return null;
    }
    const top: Record<string, unknown> = { ...chunk, choices: null };
    const choice: Record<string, unknown> = { ...chunk.choices[0], delta: null };
    return new ContentFrame(copied(prefix), copied(middle), lastField, top, choice);
  }

  /** The chunk `data` stands for when it is this frame around canonical string literals; else null. */
  match(data: string): ChatCompletionChunk | null {
    return this.matchEvent(data)?.chunk() ?? null;
  }

  /** `data` as a framed event when it is this frame around canonical string literals; else null. */
  matchEvent(data: string): FramedEvent | null {
    const p = this.prefix.length;
    // slice + === rather than startsWith/endsWith: several times faster in V8 for frames of ~100 characters.
    if (data.slice(0, p) !== this.prefix) return null;
    let end: number, last: string | null = null, lastValue: string | null = null;
    if (this.lastField === null) {
      end = data.length - this.middle.length;
      if (end - p < 2 || data.slice(end) !== this.middle) return null;
    } else {
      // `middle` holds `,"` (a quote after a comma), which no valid string literal holds: its first
      // occurrence ends the content literal, if the text before it is one.
      end = data.indexOf(this.middle, p + 2);
      if (end < 0 || data.charCodeAt(data.length - 1) !== 125 /* } */) return null;
      last = data.slice(end + this.middle.length, data.length - 1);
      lastValue = canonicalString(last);
      if (lastValue === null) return null;
    }
    const literal = data.slice(p, end);
    const content = canonicalString(literal);
    return content === null ? null : new FramedEvent(this, literal, content, last, lastValue);
  }

  /** A chunk of this frame with the given content and last field (fields in the learned chunk's order). */
  chunk(content: string, lastValue: string | null = null): ChatCompletionChunk {
    const c = { ...this.top } as unknown as ChatCompletionChunk & Record<string, unknown>;
    c.choices = [{ ...this.choice, delta: { content } } as unknown as ChatCompletionChunk['choices'][number]];
    if (this.lastField !== null) c[this.lastField] = lastValue;
    return c;
  }

  /**
   * This frame's chunk as `encode` writes it, cut where the content literal (and the last field's) go, so
   * an encoder can write any chunk of the frame as `head + literal + middle + last + end`. Null when the
   * encoding does not hold each literal exactly once, in order (then encode each chunk).
   */
  template(encode: (chunk: ChatCompletionChunk) => string): { head: string; middle: string; end: string } | null {
    const withLast = this.lastField !== null;
    const text = encode(this.chunk(PROBE_CONTENT, withLast ? PROBE_LAST : null));
    const once = (literal: string) => {
      const at = text.indexOf(literal);
      return at >= 0 && text.indexOf(literal, at + 1) < 0 ? at : -1;
    };
    const at = once(PROBE_LITERAL);
    if (at < 0) return null;
    // Copies, not slices: the encoder keeps these for the stream's life, and a slice would keep the whole probe text.
    const head = copied(text.slice(0, at)), after = at + PROBE_LITERAL.length;
    if (!withLast) return { head, middle: '', end: copied(text.slice(after)) };
    const lastAt = once(PROBE_LAST_LITERAL);
    if (lastAt < after) return null;
    return { head, middle: copied(text.slice(after, lastAt)), end: copied(text.slice(lastAt + PROBE_LAST_LITERAL.length)) };
  }
}

/**
 * `s` as a string of its own. A slice of the event's text keeps the whole socket read it was decoded from
 * alive (V8 slices share their parent), and a frame lives as long as its stream.
 */
function copied(s: string): string {
  return Buffer.from(s, 'utf8').toString('utf8');
}

/**
 * The chunk's last field when its value is a string that ends `rest` (the JSON after the content literal)
 * as `"K":"…"}` with `,"` before it, K not one the gateway rewrites; else null.
 */
function lastStringField(chunk: ChatCompletionChunk, rest: string): string | null {
  const keys = Object.keys(chunk), last = keys[keys.length - 1]!;
  const value = (chunk as unknown as Record<string, unknown>)[last];
  if (typeof value !== 'string' || ['id', 'object', 'model'].includes(last)) return null;
  const member = `,${JSON.stringify(last)}:${JSON.stringify(value)}}`;
  return rest.endsWith(member) && rest.length > member.length ? last : null;
}

function plainText(chunk: ChatCompletionChunk): boolean {
  if (chunk.choices.length !== 1 || 'usage' in chunk) return false;
  const choice = chunk.choices[0]!;
  if (choice.finish_reason !== null || typeof choice.index !== 'number' || typeof choice.delta?.content !== 'string') return false;
  for (const k in choice.delta) if (k !== 'content') return false;
  for (const [k, v] of Object.entries(chunk)) if (k !== 'choices' && !isPrimitive(v)) return false;
  for (const [k, v] of Object.entries(choice)) if (k !== 'delta' && !isPrimitive(v)) return false;
  return true;
}

/**
 * Per stream: learns frames from parsed plain-text events and matches later events against the last one.
 * A stream whose frames do not repeat (OpenAI adds a random `obfuscation` string to every event) stops
 * matching a frame after MAX_MISSES misses in a row and learns at most MAX_LEARNED, so it costs a few failed
 * matches, not one per event.
 */
export class ContentFrames {
  private frame: ContentFrame | null = null;
  private learned = 0;
  private misses = 0;

  /** The chunk `data` stands for, if it is the current frame around another content; else null (parse it). */
  match(data: string): ChatCompletionChunk | null {
    return this.matchEvent(data)?.chunk() ?? null;
  }

  /** `data` as an event of the current frame around another content; else null (parse it). */
  matchEvent(data: string): FramedEvent | null {
    if (!this.frame) return null;
    const event = this.frame.matchEvent(data);
    if (event) this.misses = 0;
    else if (++this.misses >= MAX_MISSES) this.frame = null;
    return event;
  }

  /** After an event was parsed the ordinary way: its frame becomes the current one if there is none and it is plain text. */
  learn(data: string, chunk: ChatCompletionChunk): void {
    if (this.frame || this.learned >= MAX_LEARNED) return;
    const frame = ContentFrame.learn(data, chunk);
    if (!frame) return;
    this.frame = frame;
    this.learned++;
    this.misses = 0;
  }
}

/** Values no answer holds (NUL and SOH characters): where their literals land in an encoded probe chunk is
 * where every content (and last field) of the frame goes. Each literal is JSON.stringify of its value. */
const PROBE_CONTENT = '\u0000\u0001frame\u0001\u0000';
const PROBE_LITERAL = JSON.stringify(PROBE_CONTENT);
const PROBE_LAST = '\u0000\u0001last\u0001\u0000';
const PROBE_LAST_LITERAL = JSON.stringify(PROBE_LAST);
