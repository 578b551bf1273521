// The Anthropic Messages surface of the pipeline: restored OpenAI completions and chunks written as
// Anthropic messages and stream events (message_start, ping, content_block_start/_delta/_stop,
// message_delta, message_stop; a failure as an `error` event).
import { anthropicErrorType, type ApiError } from '../../server/errors.js';
import { encodeSse } from '../../server/sse.js';
import type { ChatCompletion, ChatCompletionChunk, FinishReason, Usage } from '../../types/openai.js';
import type { StreamEncoder, Surface } from '../exchange.js';

type Block = Record<string, unknown>;

const STOP_REASON: Record<NonNullable<FinishReason>, string> = {
  stop: 'end_turn',
  length: 'max_tokens',
  tool_calls: 'tool_use',
  content_filter: 'refusal',
};

function stopReason(finish: FinishReason): string {
  return finish ? STOP_REASON[finish] : 'end_turn';
}

/** Tool-call arguments as the object Anthropic clients expect (a non-object answer is wrapped). */
function toolInput(args: string): unknown {
  try {
    const v = JSON.parse(args || '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? v : { value: v };
  } catch {
    return { arguments: args };
  }
}

function messageId(completionId: string): string {
  return `msg_${completionId.replace(/^chatcmpl-/, '')}`;
}

function usageOf(u: Usage | null | undefined) {
  return { input_tokens: u?.prompt_tokens ?? 0, output_tokens: u?.completion_tokens ?? 0 };
}

export function anthropicSurface(publicModel: string): Surface {
  return {
    body: (c) => toMessage(c, publicModel),
    encoder: () => new MessageEventEncoder(publicModel),
  };
}

function toMessage(c: ChatCompletion, model: string) {
  const choice = c.choices[0];
  const content: Block[] = [];
  if (choice?.message.content) content.push({ type: 'text', text: choice.message.content });
  for (const tc of choice?.message.tool_calls ?? []) {
    content.push({ type: 'tool_use', id: tc.id, name: tc.function.name, input: toolInput(tc.function.arguments) });
  }
  return {
    id: messageId(c.id),
    type: 'message',
    role: 'assistant',
    model,
    content,
    stop_reason: stopReason(choice?.finish_reason ?? 'stop'),
    stop_sequence: null,
    usage: usageOf(c.usage),
  };
}

const event = (type: string, body: Record<string, unknown>) => encodeSse(JSON.stringify({ type, ...body }), type);

/** OpenAI chunks (choice 0) → Anthropic events; one content block open at a time, as Anthropic streams them. */
class MessageEventEncoder implements StreamEncoder {
  private started = false;
  private open: { kind: 'text' } | { kind: 'tool'; call: number } | null = null;
  private nextIndex = 0;
  private finish: FinishReason = null;
  private usage: Usage | null = null;

  constructor(private readonly model: string) {}

  chunks(chunks: ChatCompletionChunk[]): string {
    let out = '';
    for (const chunk of chunks) {
      out += this.start(chunk.id);
      if (chunk.usage) this.usage = chunk.usage;
      const choice = chunk.choices.find((c) => c.index === 0);
      if (!choice) continue;
      const d = choice.delta;
      if (typeof d.content === 'string' && d.content) {
        if (this.open?.kind !== 'text') out += this.openBlock({ kind: 'text' }, { type: 'text', text: '' });
        out += event('content_block_delta', { index: this.nextIndex - 1, delta: { type: 'text_delta', text: d.content } });
      }
      for (const tc of d.tool_calls ?? []) {
        if (this.open?.kind !== 'tool' || this.open.call !== tc.index) {
          out += this.openBlock({ kind: 'tool', call: tc.index }, { type: 'tool_use', id: tc.id ?? `toolu_${tc.index}`, name: tc.function?.name ?? '', input: {} });
        }
        const args = tc.function?.arguments;
        if (args) out += event('content_block_delta', { index: this.nextIndex - 1, delta: { type: 'input_json_delta', partial_json: args } });
      }
      if (choice.finish_reason) {
        this.finish = choice.finish_reason;
        out += this.closeBlock();
      }
    }
    return out;
  }

  end(failure: ApiError | null): string {
    let out = this.start(`chatcmpl-${Date.now()}`);
    if (failure) return out + event('error', { error: { type: anthropicErrorType(failure.type), message: failure.message } });
    out += this.closeBlock();
    out += event('message_delta', {
      delta: { stop_reason: stopReason(this.finish ?? 'stop'), stop_sequence: null },
      usage: usageOf(this.usage),
    });
    return out + event('message_stop', {});
  }

  private start(id: string): string {
    if (this.started) return '';
    this.started = true;
    const message = {
      id: messageId(id), type: 'message', role: 'assistant', model: this.model, content: [],
      stop_reason: null, stop_sequence: null, usage: { input_tokens: 0, output_tokens: 0 },
    };
    return event('message_start', { message }) + event('ping', {});
  }

  private openBlock(kind: NonNullable<MessageEventEncoder['open']>, block: Block): string {
    const out = this.closeBlock();
    this.open = kind;
    return out + event('content_block_start', { index: this.nextIndex++, content_block: block });
  }

  private closeBlock(): string {
    if (!this.open) return '';
    this.open = null;
    return event('content_block_stop', { index: this.nextIndex - 1 });
  }
}
