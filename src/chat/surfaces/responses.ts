// The OpenAI Responses surface of the pipeline: restored completions written as Response objects,
// restored chunks as the `response.*` event sequence (created, in_progress, output_item.added,
// content_part.added, output_text.delta/done, function_call_arguments.delta/done, content_part.done,
// output_item.done, completed — or `error`). Every event carries a sequence_number.
import type { ApiError } from '../../server/errors.js';
import { encodeSse } from '../../server/sse.js';
import type { ChatCompletion, ChatCompletionChunk, FinishReason, Usage } from '../../types/openai.js';
import type { StreamEncoder, Surface } from '../exchange.js';
import type { ResponsesRequest } from './responses-request.js';

type Item = Record<string, unknown>;

const idOf = (completionId: string) => completionId.replace(/^chatcmpl-/, '');

function usageOf(u: Usage | null | undefined) {
  const input = u?.prompt_tokens ?? 0;
  const output = u?.completion_tokens ?? 0;
  return {
    input_tokens: input, input_tokens_details: { cached_tokens: 0 },
    output_tokens: output, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: input + output,
  };
}

const textPart = (text: string) => ({ type: 'output_text', text, annotations: [] });
const messageItem = (id: string, text: string, status: string) => ({ type: 'message', id: `msg_${id}`, status, role: 'assistant', content: [textPart(text)] });
const callItem = (id: string, callId: string, name: string, args: string, status: string) =>
  ({ type: 'function_call', id: `fc_${id}`, call_id: callId, name, arguments: args, status });

/** The Response object around `output`: what the client asked echoed back, the rest fixed. */
function envelope(req: ResponsesRequest, id: string, createdAt: number, output: Item[], finish: FinishReason | 'in_progress', usage: Usage | null) {
  const done = finish !== 'in_progress';
  const incomplete = finish === 'length' || finish === 'content_filter';
  return {
    id: `resp_${id}`, object: 'response', created_at: createdAt,
    status: !done ? 'in_progress' : incomplete ? 'incomplete' : 'completed',
    error: null,
    incomplete_details: incomplete ? { reason: finish === 'length' ? 'max_output_tokens' : 'content_filter' } : null,
    instructions: req.instructions ?? null,
    max_output_tokens: req.max_output_tokens ?? null,
    model: req.model,
    output,
    parallel_tool_calls: req.parallel_tool_calls ?? true,
    previous_response_id: null,
    store: false,
    temperature: req.temperature ?? null,
    text: { format: { type: 'text' } },
    tool_choice: req.tool_choice ?? 'auto',
    tools: req.tools ?? [],
    top_p: req.top_p ?? null,
    usage: done ? usageOf(usage) : null,
    metadata: req.metadata ?? {},
  };
}

export function responsesSurface(req: ResponsesRequest): Surface {
  return {
    body: (c) => toResponse(req, c),
    encoder: () => new ResponseEventEncoder(req),
  };
}

function toResponse(req: ResponsesRequest, c: ChatCompletion) {
  const id = idOf(c.id);
  const choice = c.choices[0];
  const output: Item[] = [];
  if (choice?.message.content) output.push(messageItem(id, choice.message.content, 'completed'));
  (choice?.message.tool_calls ?? []).forEach((tc, i) => output.push(callItem(`${id}_${i}`, tc.id, tc.function.name, tc.function.arguments, 'completed')));
  return { ...envelope(req, id, c.created, output, choice?.finish_reason ?? 'stop', c.usage), output_text: choice?.message.content ?? '' };
}

/** An output item being streamed: the message (text) or one function call. */
interface OpenItem { index: number; kind: 'text' | 'call'; call?: number; item: Item; text: string }

class ResponseEventEncoder implements StreamEncoder {
  private seq = 0;
  private id = '';
  private createdAt = 0;
  private open: OpenItem | null = null;
  private readonly done: Item[] = [];
  private finish: FinishReason = null;
  private usage: Usage | null = null;

  constructor(private readonly req: ResponsesRequest) {}

  chunks(chunks: ChatCompletionChunk[]): string {
    let out = '';
    for (const chunk of chunks) {
      out += this.start(chunk.id, chunk.created);
      if (chunk.usage) this.usage = chunk.usage;
      const choice = chunk.choices.find((c) => c.index === 0);
      if (!choice) continue;
      const d = choice.delta;
      if (typeof d.content === 'string' && d.content) {
        if (this.open?.kind !== 'text') out += this.openItem('text', messageItem(this.id, '', 'in_progress'));
        const o = this.open!;
        o.text += d.content;
        out += this.event('response.output_text.delta', { item_id: o.item.id, output_index: o.index, content_index: 0, delta: d.content, logprobs: [] });
      }
      for (const tc of d.tool_calls ?? []) {
        if (this.open?.kind !== 'call' || this.open.call !== tc.index) {
          out += this.openItem('call', callItem(`${this.id}_${tc.index}`, tc.id ?? `call_${tc.index}`, tc.function?.name ?? '', '', 'in_progress'), tc.index);
        }
        const args = tc.function?.arguments;
        if (args) {
          this.open!.text += args;
          out += this.event('response.function_call_arguments.delta', { item_id: this.open!.item.id, output_index: this.open!.index, delta: args });
        }
      }
      if (choice.finish_reason) {
        this.finish = choice.finish_reason;
        out += this.closeItem();
      }
    }
    return out;
  }

  end(failure: ApiError | null): string {
    let out = this.start(`chatcmpl-${Date.now()}`, Math.floor(Date.now() / 1000));
    if (failure) return out + this.event('error', { code: failure.type, message: failure.message, param: null });
    out += this.closeItem();
    const response = envelope(this.req, this.id, this.createdAt, this.done, this.finish ?? 'stop', this.usage);
    return out + this.event(response.status === 'incomplete' ? 'response.incomplete' : 'response.completed', { response });
  }

  private event(type: string, body: Record<string, unknown>): string {
    return encodeSse(JSON.stringify({ type, sequence_number: this.seq++, ...body }), type);
  }

  private start(chunkId: string, created: number): string {
    if (this.id) return '';
    this.id = idOf(chunkId);
    this.createdAt = created;
    const response = envelope(this.req, this.id, created, [], 'in_progress', null);
    return this.event('response.created', { response }) + this.event('response.in_progress', { response });
  }

  private openItem(kind: 'text' | 'call', item: Item, call?: number): string {
    let out = this.closeItem();
    const index = this.done.length;
    this.open = { index, kind, call, item, text: '' };
    if (kind === 'text') {
      out += this.event('response.output_item.added', { output_index: index, item: { ...item, content: [] } });
      out += this.event('response.content_part.added', { item_id: item.id, output_index: index, content_index: 0, part: textPart('') });
    } else {
      out += this.event('response.output_item.added', { output_index: index, item });
    }
    return out;
  }

  private closeItem(): string {
    const o = this.open;
    if (!o) return '';
    this.open = null;
    let out = '';
    let item: Item;
    if (o.kind === 'text') {
      out += this.event('response.output_text.done', { item_id: o.item.id, output_index: o.index, content_index: 0, text: o.text, logprobs: [] });
      out += this.event('response.content_part.done', { item_id: o.item.id, output_index: o.index, content_index: 0, part: textPart(o.text) });
      item = { ...o.item, status: 'completed', content: [textPart(o.text)] };
    } else {
      out += this.event('response.function_call_arguments.done', { item_id: o.item.id, output_index: o.index, arguments: o.text });
      item = { ...o.item, status: 'completed', arguments: o.text };
    }
    this.done.push(item);
    return out + this.event('response.output_item.done', { output_index: o.index, item });
  }
}
