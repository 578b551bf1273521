// The OpenAI Chat Completions surface of the pipeline: completions go out as they are; streamed
// chunks as `data:` events, the usage-only chunk only when the client asked for it
// (stream_options.include_usage), a failure as an error event, then [DONE].
import type { ContentFrame, FramedContent } from '../../providers/content-frame.js';
import { encodeSse, SSE_DONE } from '../../server/sse.js';
import type { ChatCompletionChunk } from '../../types/openai.js';
import type { StreamEncoder, Surface } from '../exchange.js';

export const chatCompletionsSurface: Surface = {
  body: (completion) => completion,
  encoder: (request) => new ChunkEncoder(request.stream_options?.include_usage === true),
};

class ChunkEncoder implements StreamEncoder {
  private readonly content = new ContentEvents();
  /** The event text of the last frame seen, cut where its content (and last field) literals go. */
  private frameText: { frame: ContentFrame; head: string; middle: string; end: string } | null = null;
  constructor(private readonly includeUsage: boolean) {}

  /** chunks([chunk]) for a chunk built from a frame: its frame's text around its literals. */
  framed({ frame, literal, content, last }: FramedContent): string {
    let f = this.frameText;
    if (f?.frame !== frame) {
      // The frame's chunk encoded as chunks() would, cut where its values go: the same for any values.
      const cut = frame.template((chunk) => this.chunks([chunk]));
      if (!cut) return this.chunks([frame.chunk(content, last === null ? null : JSON.parse(last) as string)]);
      f = this.frameText = { frame, ...cut };
    }
    return last === null ? f.head + literal + f.end : f.head + literal + f.middle + last + f.end;
  }

  chunks(chunks: ChatCompletionChunk[]): string {
    let out = '';
    for (const chunk of chunks) {
      if (chunk.choices.length === 0) {
        if (chunk.usage && this.includeUsage) out += encodeSse(JSON.stringify(chunk));
        continue;
      }
      if (!this.includeUsage && chunk.usage !== undefined) delete chunk.usage;
      out += this.content.event(chunk) ?? encodeSse(JSON.stringify(chunk));
    }
    return out;
  }

  end(failure: { type: string; message: string; status: number } | null): string {
    const error = failure ? encodeSse(JSON.stringify({ error: { type: failure.type, message: failure.message, code: failure.status } })) : '';
    return error + SSE_DONE;
  }
}

const CHUNK_KEYS = ['id', 'object', 'created', 'model', 'choices'];
const CHOICE_KEYS = ['index', 'delta', 'finish_reason'];

/** Whether `o`'s own enumerable keys are exactly `keys`, in that order (JSON.stringify's order). */
function hasKeys(o: object, keys: readonly string[]): boolean {
  let i = 0;
  for (const k in o) if (k !== keys[i++]) return false;
  return i === keys.length;
}

/**
 * The `data:` event of a plain text chunk — one choice whose delta is only `content`, nothing else set —
 * written from a per-stream template around JSON.stringify(content) instead of stringifying the whole
 * chunk: byte-identical (test/chat/content-events.test.ts), ~4× cheaper per chunk, and a streamed answer
 * is mostly such chunks. Anything else: null (the caller stringifies the chunk).
 */
export class ContentEvents {
  private head = '';
  private key: { id: string; created: number; model: string; index: number } | null = null;

  event(chunk: ChatCompletionChunk): string | null {
    if (chunk.choices.length !== 1 || chunk.object !== 'chat.completion.chunk') return null;
    const choice = chunk.choices[0]!;
    const delta = choice.delta;
    if (choice.finish_reason !== null || typeof delta.content !== 'string') return null;
    if (!hasKeys(chunk, CHUNK_KEYS) || !hasKeys(choice, CHOICE_KEYS) || !hasKeys(delta, ['content'])) return null;
    const k = this.key;
    if (!k || k.id !== chunk.id || k.created !== chunk.created || k.model !== chunk.model || k.index !== choice.index) {
      this.key = { id: chunk.id, created: chunk.created, model: chunk.model, index: choice.index };
      this.head = `data: {"id":${JSON.stringify(chunk.id)},"object":"chat.completion.chunk","created":${JSON.stringify(chunk.created)},` +
        `"model":${JSON.stringify(chunk.model)},"choices":[{"index":${JSON.stringify(choice.index)},"delta":{"content":`;
    }
    return `${this.head}${JSON.stringify(delta.content)}},"finish_reason":null}]}\n\n`;
  }
}
