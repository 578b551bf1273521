// The OpenAI Chat Completions surface of the pipeline: completions go out as they are; streamed
// chunks as `data:` events, the usage-only chunk only when the client asked for it
// (stream_options.include_usage), a failure as an error event, then [DONE].
import { encodeSse, SSE_DONE } from '../../server/sse.js';
import type { ChatCompletionChunk } from '../../types/openai.js';
import type { StreamEncoder, Surface } from '../exchange.js';

export const chatCompletionsSurface: Surface = {
  body: (completion) => completion,
  encoder: (request) => new ChunkEncoder(request.stream_options?.include_usage === true),
};

class ChunkEncoder implements StreamEncoder {
  constructor(private readonly includeUsage: boolean) {}

  chunks(chunks: ChatCompletionChunk[]): string {
    let out = '';
    for (const chunk of chunks) {
      if (chunk.choices.length === 0) {
        if (chunk.usage && this.includeUsage) out += encodeSse(JSON.stringify(chunk));
        continue;
      }
      if (!this.includeUsage && chunk.usage !== undefined) delete chunk.usage;
      out += encodeSse(JSON.stringify(chunk));
    }
    return out;
  }

  end(failure: { type: string; message: string; status: number } | null): string {
    const error = failure ? encodeSse(JSON.stringify({ error: { type: failure.type, message: failure.message, code: failure.status } })) : '';
    return error + SSE_DONE;
  }
}
