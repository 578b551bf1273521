// Upstream byte stream → batches of OpenAI chunks, one batch per network read.
// Batching per read (instead of per event) lets the route restore tags and write once per read.
import type { ChatCompletionChunk } from '../types/openai.js';
import { SseParser } from './sse.js';
import type { StreamTranslator } from './types.js';

/**
 * Yields the chunks produced by each upstream read (empty reads are skipped), then finish()'s chunks.
 * Errors: UpstreamTimeoutError / UpstreamConnectionError / UpstreamAbortedError from `body` when it
 * is UpstreamResponse.chunks(), UpstreamProtocolError from the translator (malformed or premature end) or from the parser
 * (UpstreamEventTooLargeError: one event past maxEventBytes).
 */
export async function* translateStream(
  body: AsyncIterable<Uint8Array>, translator: StreamTranslator, maxEventBytes?: number,
): AsyncGenerator<ChatCompletionChunk[]> {
  const parser = new SseParser(maxEventBytes);
  for await (const bytes of body) {
    const out = translateRead(parser, translator, bytes);
    if (out.length > 0) yield out;
  }
  const tail = parser.end().flatMap((e) => translator.push(e));
  const last = translator.finish();
  if (tail.length + last.length > 0) yield tail.length === 0 ? last : tail.concat(last);
}

/** One read's chunks. A function of its own, so that the read's events (and the text their data is cut from)
 * are not kept in the suspended generator while a stream waits for its next read. */
function translateRead(parser: SseParser, translator: StreamTranslator, bytes: Uint8Array): ChatCompletionChunk[] {
  const events = parser.push(bytes);
  if (events.length === 0) return events as [];
  return events.length === 1 ? translator.push(events[0]!) : events.flatMap((e) => translator.push(e));
}
