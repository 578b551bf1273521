// Anthropic Messages API (POST {base}/v1/messages) ⇄ OpenAI chat completions.
import type {
  ChatCompletion, ChatCompletionChunk, ChatMessage, ChatRequest, FinishReason, ToolCall, Usage,
} from '../../types/openai.js';
import type { Adapter, ModelInfo, SseEvent, StreamTranslator, UpstreamCall } from '../types.js';
import { UpstreamProtocolError } from '../types.js';
import { contentText } from '../../wire/content.js';
import { isObject, makeUsage, num, parseJson } from '../../wire/json.js';
import { anthropicPromptTokens, messagesCall } from '../wire.js';
import {
  ChunkFactory, UpstreamRequestError, assistantMessage, completionOf, contentParts, extractErrorMessage,
  parseArguments, parseDataUrl, requestedMaxTokens, stopList,
} from './common.js';

type Block = Record<string, unknown>;
interface AnthropicMessage { role: 'user' | 'assistant'; content: Block[] }

function imageBlock(part: Record<string, unknown>): Block {
  const image = part.image_url;
  const url = typeof image === 'string' ? image : isObject(image) && typeof image.url === 'string' ? image.url : '';
  const data = parseDataUrl(url);
  if (data) return { type: 'image', source: { type: 'base64', media_type: data.mediaType, data: data.data } };
  if (!url) throw new UpstreamRequestError('image_url part without a url');
  return { type: 'image', source: { type: 'url', url } };
}

function userBlocks(msg: ChatMessage): Block[] {
  const out: Block[] = [];
  for (const part of contentParts(msg.content)) {
    if (part.type === 'text') out.push({ type: 'text', text: (part as { text: string }).text });
    else if (part.type === 'image_url') out.push(imageBlock(part as Record<string, unknown>));
    // Other part types (audio, files) have no Anthropic equivalent here and are dropped.
  }
  return out;
}

function assistantBlocks(msg: ChatMessage): Block[] {
  const out: Block[] = [];
  const text = contentText(msg.content);
  if (text) out.push({ type: 'text', text });
  for (const tc of msg.tool_calls ?? []) {
    out.push({ type: 'tool_use', id: tc.id, name: tc.function.name, input: parseArguments(tc.function.arguments) });
  }
  return out;
}

function toolResultBlock(msg: ChatMessage): Block {
  if (!msg.tool_call_id) throw new UpstreamRequestError('tool message without tool_call_id');
  return { type: 'tool_result', tool_use_id: msg.tool_call_id, content: contentText(msg.content) };
}

/** Append blocks, merging into the previous message when the role repeats (Anthropic alternates roles). */
function pushMessage(list: AnthropicMessage[], role: 'user' | 'assistant', blocks: Block[]): void {
  if (blocks.length === 0) return;
  const last = list[list.length - 1];
  if (last && last.role === role) last.content.push(...blocks);
  else list.push({ role, content: blocks });
}

function toolChoice(choice: unknown, parallel: unknown): Block | undefined {
  let out: Block | undefined;
  if (choice === 'auto') out = { type: 'auto' };
  else if (choice === 'none') out = { type: 'none' };
  else if (choice === 'required') out = { type: 'any' };
  else if (isObject(choice) && isObject(choice.function) && typeof choice.function.name === 'string') {
    out = { type: 'tool', name: choice.function.name };
  }
  if (parallel === false) out = { ...(out ?? { type: 'auto' }), disable_parallel_tool_use: true };
  return out;
}

function buildRequest(request: ChatRequest, model: ModelInfo, apiKey: string, baseUrl: string, stream: boolean): UpstreamCall {
  const system: string[] = [];
  const messages: AnthropicMessage[] = [];
  for (const msg of request.messages) {
    switch (msg.role) {
      case 'system':
      case 'developer': {
        const text = contentText(msg.content);
        if (text) system.push(text);
        break;
      }
      case 'user': pushMessage(messages, 'user', userBlocks(msg)); break;
      case 'assistant': pushMessage(messages, 'assistant', assistantBlocks(msg)); break;
      // Tool results travel in a user turn; consecutive ones merge into that one turn.
      case 'tool': pushMessage(messages, 'user', [toolResultBlock(msg)]); break;
      default: throw new UpstreamRequestError(`unsupported message role "${String(msg.role)}"`);
    }
  }
  const body: Record<string, unknown> = {
    model: model.upstreamModel,
    max_tokens: requestedMaxTokens(request) ?? model.defaultMaxTokens,
    messages,
  };
  if (system.length > 0) body.system = system.join('\n\n');
  if (request.temperature !== undefined && request.temperature !== null) {
    // OpenAI's range is 0..2, Anthropic's 0..1.
    body.temperature = Math.min(1, request.temperature);
  }
  if (request.top_p !== undefined && request.top_p !== null) body.top_p = request.top_p;
  const stop = stopList(request.stop);
  if (stop) body.stop_sequences = stop;
  if (request.tools && request.tools.length > 0) {
    body.tools = request.tools.map((t) => ({
      name: t.function.name,
      ...(t.function.description ? { description: t.function.description } : {}),
      input_schema: t.function.parameters ?? { type: 'object', properties: {} },
    }));
  }
  const choice = toolChoice(request.tool_choice, request.parallel_tool_calls);
  if (choice) body.tool_choice = choice;
  if (typeof request.user === 'string') body.metadata = { user_id: request.user };
  if (stream) body.stream = true;
  // frequency_penalty / presence_penalty have no Anthropic equivalent and are dropped.
  return messagesCall(baseUrl, apiKey, body, stream);
}

export function anthropicFinishReason(reason: unknown): FinishReason {
  switch (reason) {
    case 'end_turn':
    case 'stop_sequence':
    case 'pause_turn':
      return 'stop';
    case 'max_tokens':
    case 'model_context_window_exceeded':
      return 'length';
    case 'tool_use': return 'tool_calls';
    case 'refusal': return 'content_filter';
    default: return reason == null ? null : 'stop';
  }
}

function parseResponse(body: unknown, model: ModelInfo, requestId: string): ChatCompletion {
  if (!isObject(body) || !Array.isArray(body.content)) {
    throw new UpstreamProtocolError('upstream response has no content array');
  }
  let text = '';
  const toolCalls: ToolCall[] = [];
  for (const block of body.content) {
    if (!isObject(block)) continue;
    if (block.type === 'text' && typeof block.text === 'string') text += block.text;
    else if (block.type === 'tool_use') {
      toolCalls.push({
        id: String(block.id), type: 'function',
        function: { name: String(block.name), arguments: JSON.stringify(block.input ?? {}) },
      });
    }
    // thinking / redacted_thinking blocks are not part of the OpenAI answer.
  }
  const u = isObject(body.usage) ? body.usage : {};
  const prompt = anthropicPromptTokens(u);
  return completionOf(model.id, requestId,
    [{ index: 0, message: assistantMessage(text, toolCalls), finish_reason: anthropicFinishReason(body.stop_reason) }],
    makeUsage(prompt, num(u.output_tokens)));
}

class AnthropicStreamTranslator implements StreamTranslator {
  done = false;
  usage: Usage | null = null;
  private readonly chunks: ChunkFactory;
  private started = false;
  private inputTokens = 0;
  private outputTokens = 0;
  /** Content-block index → OpenAI tool_calls index (only tool_use blocks get one). */
  private readonly toolIndex = new Map<number, number>();
  private nextTool = 0;

  constructor(model: ModelInfo, requestId: string) {
    this.chunks = new ChunkFactory(model.id, requestId);
  }

  push(event: SseEvent): ChatCompletionChunk[] {
    if (this.done) return [];
    const json = parseJson(event.data, 'stream event');
    if (!isObject(json)) throw new UpstreamProtocolError('upstream stream event is not a JSON object');
    const type = typeof json.type === 'string' ? json.type : event.event;
    switch (type) {
      case 'message_start': {
        const u = isObject(json.message) && isObject(json.message.usage) ? json.message.usage : {};
        this.inputTokens = anthropicPromptTokens(u);
        this.outputTokens = num(u.output_tokens);
        return this.start();
      }
      case 'content_block_start': {
        const block = json.content_block;
        const out = this.start();
        if (isObject(block) && block.type === 'tool_use') {
          const index = this.nextTool++;
          this.toolIndex.set(num(json.index), index);
          out.push(this.chunks.toolCall({
            index, id: String(block.id), type: 'function', function: { name: String(block.name), arguments: '' },
          }));
        } else if (isObject(block) && block.type === 'text' && typeof block.text === 'string' && block.text) {
          out.push(this.chunks.content(block.text));
        }
        return out;
      }
      case 'content_block_delta': {
        const delta = json.delta;
        if (!isObject(delta)) return [];
        const out = this.start();
        if (delta.type === 'text_delta' && typeof delta.text === 'string') {
          out.push(this.chunks.content(delta.text));
        } else if (delta.type === 'input_json_delta' && typeof delta.partial_json === 'string') {
          const index = this.toolIndex.get(num(json.index));
          if (index === undefined) throw new UpstreamProtocolError('upstream sent tool input for an unknown content block');
          if (delta.partial_json) out.push(this.chunks.toolCall({ index, function: { arguments: delta.partial_json } }));
        }
        // thinking_delta, signature_delta, citations_delta: not part of the OpenAI answer.
        return out;
      }
      case 'message_delta': {
        const out = this.start();
        if (isObject(json.usage)) {
          this.outputTokens = num(json.usage.output_tokens);
          // Newer API versions may also report (cumulative) input tokens here.
          if (json.usage.input_tokens !== undefined) this.inputTokens = Math.max(this.inputTokens, anthropicPromptTokens(json.usage));
        }
        const reason = isObject(json.delta) ? json.delta.stop_reason : undefined;
        if (reason) out.push(this.chunks.finish(anthropicFinishReason(reason)));
        this.usage = makeUsage(this.inputTokens, this.outputTokens);
        out.push(this.chunks.usage(this.usage));
        return out;
      }
      case 'message_stop':
        this.done = true;
        if (!this.usage) {
          this.usage = makeUsage(this.inputTokens, this.outputTokens);
          return [this.chunks.usage(this.usage)];
        }
        return [];
      case 'error': {
        const e = json.error;
        const msg = isObject(e) && typeof e.message === 'string' ? e.message : 'unknown error';
        throw new UpstreamProtocolError(`upstream error: ${msg}`);
      }
      default:
        return []; // ping, content_block_stop, future event types
    }
  }

  private start(): ChatCompletionChunk[] {
    if (this.started) return [];
    this.started = true;
    return [this.chunks.role()];
  }

  finish(): ChatCompletionChunk[] {
    if (!this.done) throw new UpstreamProtocolError('upstream stream ended before message_stop');
    return [];
  }
}

function errorMessage(status: number, bodyText: string): string {
  return extractErrorMessage(status, bodyText, (json) => {
    if (!isObject(json)) return undefined;
    const e = json.error;
    if (isObject(e) && typeof e.message === 'string') return e.message;
    return typeof json.message === 'string' ? json.message : undefined;
  });
}

export const anthropicAdapter: Adapter = {
  buildRequest,
  parseResponse,
  createStreamTranslator: (model, requestId) => new AnthropicStreamTranslator(model, requestId),
  errorMessage,
};
