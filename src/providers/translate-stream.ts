// Upstream byte stream → batches of OpenAI chunks, one batch per network read.
// Batching per read (instead of per event) lets the route restore tags and write once per read.
// A plain text event of an OpenAI-format stream's frame goes into the batch as it came (a FramedEvent,
// content-frame.ts): a writer of the same format writes it from the frame without a chunk ever being built.
import type { StreamItem } from './content-frame.js';
import { SseParser } from './sse.js';
import type { SseEvent, StreamTranslator } from './types.js';

/**
 * Yields the chunks (and framed events) produced by each upstream read (empty reads are skipped), then finish()'s chunks.
 * Errors: UpstreamTimeoutError / UpstreamConnectionError / UpstreamAbortedError from `body` when it
 * is UpstreamResponse.chunks(), UpstreamProtocolError from the translator (malformed or premature end) or from the parser
 * (UpstreamEventTooLargeError: one event past maxEventBytes). return() (leaving a loop early) and a
 * translation error close `body`.
 */
export function translateStream(
  body: AsyncIterable<Uint8Array>, translator: StreamTranslator, maxEventBytes?: number,
): AsyncIterableIterator<StreamItem[]> {
  return new TranslatedStream(body[Symbol.asyncIterator](), translator, new SseParser(maxEventBytes));
}

/**
 * An iterator rather than an async generator: a stream waits for its next read for most of its life, and a
 * generator suspended there keeps its last read and its last batch among its registers; each next() here is
 * a new call, whose frame holds nothing from the read before. Nor is next() an async function: one suspended
 * at its await would keep its frame and the await's promises while the stream waits, where a callback on the
 * read's promise is all that waits here.
 */
class TranslatedStream implements AsyncIterableIterator<StreamItem[]> {
  private ended = false;

  constructor(
    private readonly reads: AsyncIterator<Uint8Array>,
    private readonly translator: StreamTranslator,
    private readonly parser: SseParser,
  ) {}

  [Symbol.asyncIterator](): this {
    return this;
  }

  next(): Promise<IteratorResult<StreamItem[], undefined>> {
    if (this.ended) return Promise.resolve({ done: true, value: undefined });
    return this.reads.next().then(this.onRead);
  }

  /** Made once: a callback made per read would live as long as the wait for it, often long enough to be promoted. */
  private readonly onRead = (read: IteratorResult<Uint8Array>) => this.translated(read);

  /** One read's batch; an empty one (nothing complete in the read) reads on. */
  private translated(read: IteratorResult<Uint8Array>): IteratorResult<StreamItem[], undefined> | Promise<IteratorResult<StreamItem[], undefined>> {
    let out: StreamItem[];
    try {
      out = read.done ? this.finish() : translateRead(this.parser, this.translator, read.value);
    } catch (err) {
      return this.close().then(() => { throw err; });
    }
    return out.length > 0 ? { done: false, value: out } : this.next();
  }

  async return(): Promise<IteratorResult<StreamItem[], undefined>> {
    await this.close();
    return { done: true, value: undefined };
  }

  /** The body ended: what the parser and the translator still hold. */
  private finish(): StreamItem[] {
    this.ended = true;
    const tail = this.parser.end().flatMap((e) => translateEvent(this.translator, e));
    const last = this.translator.finish();
    return tail.length === 0 ? last : tail.concat(last);
  }

  private async close(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    await this.reads.return?.();
  }
}

/** One read's chunks. A function of its own, so that the read's events (and the text their data is cut from)
 * are not kept in the suspended generator while a stream waits for its next read. */
function translateRead(parser: SseParser, translator: StreamTranslator, bytes: Uint8Array): StreamItem[] {
  const events = parser.push(bytes);
  if (events.length === 0) return events as [];
  return events.length === 1 ? translateEvent(translator, events[0]!) : events.flatMap((e) => translateEvent(translator, e));
}

/** One event: as a framed event when the translator takes it so, else its chunks. */
function translateEvent(translator: StreamTranslator, event: SseEvent): StreamItem[] {
  const framed = translator.framed?.(event);
  return framed ? [framed] : translator.push(event);
}
