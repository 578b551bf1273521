// How one admitted request is anonymized, sent, restored and written — the part of the pipeline that
// depends on the wire format. Translated: the request in OpenAI form through Provider.complete() /
// stream() and a Surface that writes the surface's format. Native (chat/native/exchange.ts): the
// surface's own format to a provider that speaks it. The pipeline (pipeline.ts) runs either the same way.
import { anonymizeRequest, walkChatRequest, type AnonymizedRequest, type PiiEngine } from './anonymize-request.js';
import { restoreCompletion, StreamRestorer } from './stream-restore.js';
import type { Mapping } from '../pii/types.js';
import { FramedEvent, type FramedContent, type StreamItem } from '../providers/content-frame.js';
import type { ChunkStream, Provider, ProviderCall } from '../providers/provider-client.js';
import type { ApiError } from '../server/errors.js';
import type { PiiSettings } from '../store/pii-settings.js';
import type { ChatCompletion, ChatCompletionChunk, ChatRequest, Usage } from '../types/openai.js';
import type { RequestWalk } from './request-walk.js';

/** How one API surface writes restored answers. */
export interface Surface {
  /** The JSON body of a non-streaming answer. */
  body(completion: ChatCompletion): unknown;
  /** A fresh stream encoder for this request. */
  encoder(request: ChatRequest): StreamEncoder;
}

export interface StreamEncoder {
  /** Wire text for a batch of restored chunks ('' when nothing is to be sent); usage-only chunks included. */
  chunks(chunks: ChatCompletionChunk[]): string;
  /**
   * Wire text of a plain text chunk built from a frame (providers/content-frame.ts) that needs no
   * restoring, the same as chunks([chunk]); an encoder without it gets such chunks through chunks().
   */
  framed?(content: FramedContent): string;
  /** The stream's last text: an error event when it failed, then the terminator. */
  end(failure: ApiError | null): string;
}

/** The call without its request: the exchange adds the request in its own format. */
export type CallBase = Omit<ProviderCall, 'request'>;

export interface Exchange {
  /** Characters of every text the request sends upstream (the plan's character limit counts these). */
  readonly chars: number;
  /** Anonymizes the request's texts with one mapping; `request` of the result is the OpenAI form shown in X-Anonymization-Info. */
  anonymize(settings: PiiSettings, pool: PiiEngine): Promise<AnonymizedRequest>;
  complete(provider: Provider, call: CallBase): Promise<Answer>;
  /** Resolves once the provider accepted the call. */
  stream(provider: Provider, call: CallBase): Promise<AnswerStream>;
  /**
   * Lets go of the request and its anonymized copy (a stream lives for minutes; the upstream has the request
   * once stream() resolved). Nothing but the answer's writer may be used after.
   */
  release(): void;
}

/** A non-streaming answer, not yet restored. */
export interface Answer {
  usage: Usage | null;
  /** The answer's text as the provider wrote it, for X-Anonymization-Info. */
  rawText(): string;
  /** Restores in place; the client's JSON body. */
  body(mapping: Mapping): unknown;
}

/** A streamed answer: one batch per upstream read; the writer restores and encodes batches. */
export interface AnswerStream<B = unknown> {
  batches: AsyncIterable<B>;
  dispose(): void;
  writer(mapping: Mapping | null): StreamWriter<B>;
}

export interface StreamWriter<B> {
  /** Wire text of one batch, restored; `token`: the batch carried answer text or tool input. */
  encode(batch: B): { text: string; token: boolean };
  /** Usage reported so far. */
  readonly usage: Usage | null;
  /** What is still held back, then the error event (failure) or the terminator. */
  end(failure: ApiError | null): string;
}

/** The translated path: OpenAI form to every provider's adapter (and the built-in mock). */
export function translatedExchange(request: ChatRequest, surface: Surface): Exchange {
  return new TranslatedExchange(request, surface);
}

/**
 * A class rather than an object of closures: a stream keeps its exchange for its whole life, and closures
 * made per request (with their context) cost it more than one object's fields.
 */
class TranslatedExchange implements Exchange {
  readonly chars: number;
  private walk: RequestWalk | null;
  private original: ChatRequest | null;
  private anonymized: ChatRequest | null;

  constructor(request: ChatRequest, private readonly surface: Surface) {
    this.walk = walkChatRequest(request);
    this.chars = this.walk.chars;
    this.original = this.anonymized = request;
  }

  async anonymize(settings: PiiSettings, pool: PiiEngine): Promise<AnonymizedRequest> {
    if (!this.original || !this.walk) throw released();
    const anon = await anonymizeRequest(this.original, settings, pool, this.walk);
    this.anonymized = anon.request;
    return anon;
  }

  async complete(provider: Provider, call: CallBase): Promise<Answer> {
    if (!this.anonymized) throw released();
    const c = await provider.complete({ ...call, request: this.anonymized });
    const { surface } = this;
    return {
      usage: c.usage,
      rawText: () => c.choices.map((ch) => ch.message.content ?? '').join('\n'),
      body: (mapping) => {
        restoreCompletion(c, mapping);
        return surface.body(c);
      },
    };
  }

  async stream(provider: Provider, call: CallBase): Promise<AnswerStream> {
    if (!this.anonymized) throw released();
    const s = await provider.stream({ ...call, request: this.anonymized });
    return new TranslatedAnswer(s, this.surface.encoder(this.anonymized));
  }

  release(): void {
    this.walk = this.original = this.anonymized = null;
  }
}

const released = () => new Error('the exchange was released');

/** A translated stream's batches and writer (a class: no closures kept for the stream's life). */
class TranslatedAnswer implements AnswerStream<StreamItem[]> {
  constructor(readonly batches: ChunkStream, private readonly encoder: StreamEncoder) {}

  dispose(): void {
    this.batches.dispose();
  }

  writer(mapping: Mapping | null): StreamWriter<StreamItem[]> {
    return new ChunkWriter(mapping, this.encoder);
  }
}

/** Restored OpenAI chunks through the surface's encoder. */
class ChunkWriter implements StreamWriter<StreamItem[]> {
  usage: Usage | null = null;
  private readonly restorer: StreamRestorer | null;

  constructor(mapping: Mapping | null, private readonly encoder: StreamEncoder) {
    this.restorer = mapping ? new StreamRestorer(mapping) : null;
  }

  encode(batch: StreamItem[]): { text: string; token: boolean } {
    let out: ChatCompletionChunk[] = [];
    let text = '';
    let token = false;
    for (const item of batch) {
      let chunk: ChatCompletionChunk;
      if (item instanceof FramedEvent) {
        const framed = this.encoder.framed ? this.restored(item) : null;
        if (framed) {
          // In order: what came before it goes out first.
          if (out.length > 0) { text += this.encoder.chunks(out); out = []; }
          text += this.encoder.framed!(framed);
          if (item.content) token = true;
          continue;
        }
        chunk = item.chunk();
      } else {
        chunk = item;
      }
      if (chunk.usage) this.usage = chunk.usage;
      if (chunk.choices.length === 0) {
        out.push(chunk);
        continue;
      }
      if (chunk.choices.some((c) => c.delta.content || c.delta.tool_calls)) token = true;
      if (this.restorer) out.push(...this.restorer.process(chunk));
      else out.push(chunk);
    }
    return { text: text + this.encoder.chunks(out), token };
  }

  /**
   * A framed event with its content restored (the restorer reads every content, as process() would), to be
   * written from its frame: the bytes of its chunk restored and encoded, without the chunk. Null before the
   * restorer has seen a chunk (the event then takes the ordinary path).
   */
  private restored(event: FramedEvent): FramedContent | null {
    if (!this.restorer) return event;
    const content = this.restorer.restoreText(event.frame.index, 'content', event.content);
    if (content === null) return null;
    return content === event.content ? event : event.withContent(content);
  }

  end(failure: ApiError | null): string {
    // What the restorer still holds back comes out before the error event and the terminator.
    const tail = this.restorer ? this.encoder.chunks(this.restorer.finish()) : '';
    return tail + this.encoder.end(failure);
  }
}
