// Cohere Chat v2 (POST {base}/v2/chat) ⇄ OpenAI chat completions.
import type {
  ChatCompletion, ChatCompletionChunk, ChatMessage, ChatRequest, FinishReason, ToolCall, Usage,
} from '../../types/openai.js';
import type { Adapter, ModelInfo, SseEvent, StreamTranslator, UpstreamCall } from '../types.js';
import { UpstreamProtocolError } from '../types.js';
import { contentText } from '../../wire/content.js';
import { isObject, makeUsage, num, parseJson } from '../../wire/json.js';
import { cohereChatCall } from '../wire.js';
import {
  ChunkFactory, UpstreamRequestError, assistantMessage, completionOf, contentParts, extractErrorMessage,
  requestedMaxTokens, stopList,
} from './common.js';

function userContent(msg: ChatMessage): string | Array<Record<string, unknown>> {
  if (typeof msg.content === 'string') return msg.content;
  const out: Array<Record<string, unknown>> = [];
  for (const part of contentParts(msg.content)) {
    if (part.type === 'text') out.push({ type: 'text', text: (part as { text: string }).text });
    else if (part.type === 'image_url') out.push({ type: 'image_url', image_url: (part as Record<string, unknown>).image_url });
  }
  return out;
}

function toMessage(msg: ChatMessage): Record<string, unknown> {
  switch (msg.role) {
    case 'system':
    case 'developer':
      return { role: 'system', content: contentText(msg.content) };
    case 'user':
      return { role: 'user', content: userContent(msg) };
    case 'assistant': {
      const out: Record<string, unknown> = { role: 'assistant' };
      const text = contentText(msg.content);
      if (msg.tool_calls && msg.tool_calls.length > 0) {
        out.tool_calls = msg.tool_calls.map((tc) => ({
          id: tc.id, type: 'function', function: { name: tc.function.name, arguments: tc.function.arguments },
        }));
        // Cohere keeps the model's reasoning before a tool call in tool_plan, not in content.
        if (text) out.tool_plan = text;
      } else {
        out.content = text;
      }
      return out;
    }
    case 'tool':
      if (!msg.tool_call_id) throw new UpstreamRequestError('tool message without tool_call_id');
      return { role: 'tool', tool_call_id: msg.tool_call_id, content: contentText(msg.content) };
    default:
      throw new UpstreamRequestError(`unsupported message role "${String(msg.role)}"`);
  }
}

function buildRequest(request: ChatRequest, model: ModelInfo, apiKey: string, baseUrl: string, stream: boolean): UpstreamCall {
  const body: Record<string, unknown> = {
    model: model.upstreamModel,
    messages: request.messages.map(toMessage),
  };
  if (request.tools && request.tools.length > 0) {
    body.tools = request.tools.map((t) => ({
      type: 'function',
      function: {
        name: t.function.name,
        ...(t.function.description ? { description: t.function.description } : {}),
        parameters: t.function.parameters ?? { type: 'object', properties: {} },
      },
    }));
  }
  // Cohere v2 knows only REQUIRED and NONE; 'auto' is its default, a named function has no equivalent.
  if (request.tool_choice === 'required') body.tool_choice = 'REQUIRED';
  else if (request.tool_choice === 'none') body.tool_choice = 'NONE';
  else if (isObject(request.tool_choice)) body.tool_choice = 'REQUIRED';
  const max = requestedMaxTokens(request);
  if (max != null) body.max_tokens = max;
  const stop = stopList(request.stop);
  if (stop) body.stop_sequences = stop;
  if (request.temperature != null) body.temperature = request.temperature;
  if (request.top_p != null) body.p = request.top_p;
  if (request.frequency_penalty != null) body.frequency_penalty = request.frequency_penalty;
  if (request.presence_penalty != null) body.presence_penalty = request.presence_penalty;
  if (typeof request.seed === 'number') body.seed = request.seed;
  const format = request.response_format;
  if (isObject(format)) {
    if (format.type === 'json_object') body.response_format = { type: 'json_object' };
    else if (format.type === 'json_schema' && isObject(format.json_schema)) {
      body.response_format = { type: 'json_object', json_schema: format.json_schema.schema };
    }
  }
  if (stream) body.stream = true;
  return cohereChatCall(baseUrl, apiKey, body, stream);
}

/** Cohere finish reasons; ERROR means the generation failed and is reported as a protocol error. */
export function cohereFinishReason(reason: unknown): FinishReason {
  switch (reason) {
    case 'COMPLETE':
    case 'STOP_SEQUENCE':
      return 'stop';
    case 'MAX_TOKENS': return 'length';
    case 'TOOL_CALL': return 'tool_calls';
    case 'ERROR_TOXIC': return 'content_filter';
    case 'ERROR':
    case 'TIMEOUT':
      throw new UpstreamProtocolError(`upstream generation failed (finish_reason ${reason})`);
    default: return reason == null ? null : 'stop';
  }
}

/** `usage.tokens` (actual) preferred over `usage.billed_units`. */
function readUsage(u: unknown): Usage | null {
  if (!isObject(u)) return null;
  const t = isObject(u.tokens) ? u.tokens : isObject(u.billed_units) ? u.billed_units : null;
  if (!t) return null;
  return makeUsage(num(t.input_tokens), num(t.output_tokens));
}

function parseResponse(body: unknown, model: ModelInfo, requestId: string): ChatCompletion {
  if (!isObject(body) || !isObject(body.message)) {
    throw new UpstreamProtocolError('upstream response has no message');
  }
  const msg = body.message;
  let text = '';
  if (Array.isArray(msg.content)) {
    for (const c of msg.content) if (isObject(c) && c.type === 'text' && typeof c.text === 'string') text += c.text;
  } else if (typeof msg.content === 'string') {
    text = msg.content;
  }
  const toolCalls: ToolCall[] = [];
  if (Array.isArray(msg.tool_calls)) {
    for (const tc of msg.tool_calls) {
      if (!isObject(tc) || !isObject(tc.function)) continue;
      toolCalls.push({
        id: String(tc.id), type: 'function',
        function: { name: String(tc.function.name), arguments: typeof tc.function.arguments === 'string' ? tc.function.arguments : JSON.stringify(tc.function.arguments ?? {}) },
      });
    }
  }
  return completionOf(model.id, requestId,
    [{ index: 0, message: assistantMessage(text, toolCalls), finish_reason: cohereFinishReason(body.finish_reason) ?? 'stop' }],
    readUsage(body.usage) ?? makeUsage(0, 0));
}

/** delta.message of a stream event, or {}. */
function deltaMessage(json: Record<string, unknown>): Record<string, unknown> {
  return isObject(json.delta) && isObject(json.delta.message) ? json.delta.message : {};
}

class CohereStreamTranslator implements StreamTranslator {
  done = false;
  usage: Usage | null = null;
  private readonly chunks: ChunkFactory;
  private started = false;
  /** Cohere's tool-call index → OpenAI tool_calls index. */
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
      case 'message-start':
        return this.start();
      case 'content-start':
      case 'content-delta': {
        const out = this.start();
        const content = deltaMessage(json).content;
        if (isObject(content) && typeof content.text === 'string' && content.text) out.push(this.chunks.content(content.text));
        return out;
      }
      case 'tool-call-start': {
        const out = this.start();
        const tc = deltaMessage(json).tool_calls;
        if (!isObject(tc)) throw new UpstreamProtocolError('upstream tool-call-start without tool_calls');
        const index = this.nextTool++;
        this.toolIndex.set(num(json.index), index);
        const fn = isObject(tc.function) ? tc.function : {};
        out.push(this.chunks.toolCall({
          index, id: String(tc.id), type: 'function',
          function: { name: String(fn.name), arguments: typeof fn.arguments === 'string' ? fn.arguments : '' },
        }));
        return out;
      }
      case 'tool-call-delta': {
        const tc = deltaMessage(json).tool_calls;
        const fn = isObject(tc) && isObject(tc.function) ? tc.function : {};
        const index = this.toolIndex.get(num(json.index));
        if (index === undefined) throw new UpstreamProtocolError('upstream sent arguments for an unknown tool call');
        return typeof fn.arguments === 'string' && fn.arguments
          ? [this.chunks.toolCall({ index, function: { arguments: fn.arguments } })]
          : [];
      }
      case 'message-end': {
        const delta = isObject(json.delta) ? json.delta : {};
        const out = this.start();
        const reason = cohereFinishReason(delta.finish_reason) ?? 'stop';
        out.push(this.chunks.finish(reason));
        this.usage = readUsage(delta.usage) ?? makeUsage(0, 0);
        out.push(this.chunks.usage(this.usage));
        this.done = true;
        return out;
      }
      default:
        // content-end, tool-plan-delta (reasoning before a tool call), tool-call-end, citation-*: nothing to send.
        return [];
    }
  }

  private start(): ChatCompletionChunk[] {
    if (this.started) return [];
    this.started = true;
    return [this.chunks.role()];
  }

  finish(): ChatCompletionChunk[] {
    if (!this.done) throw new UpstreamProtocolError('upstream stream ended before message-end');
    return [];
  }
}

function errorMessage(status: number, bodyText: string): string {
  return extractErrorMessage(status, bodyText, (json) => {
    if (!isObject(json)) return undefined;
    if (typeof json.message === 'string') return json.message;
    const e = json.error;
    if (isObject(e) && typeof e.message === 'string') return e.message;
    return typeof e === 'string' ? e : undefined;
  });
}

export const cohereAdapter: Adapter = {
  buildRequest,
  parseResponse,
  createStreamTranslator: (model, requestId) => new CohereStreamTranslator(model, requestId),
  errorMessage,
};
