// OpenAI Chat Completions wire format: openai, groq, deepseek, mistral, xai, perplexity.
// The request passes through (unknown fields untouched) with a few provider-specific fixes; the
// response and stream are normalised to the gateway's conventions (id, model, created, usage chunk).
import type {
  ChatCompletion, ChatCompletionChunk, ChatMessage, ChatRequest, Usage,
} from '../../types/openai.js';
import type { Adapter, ModelInfo, ProviderName, SseEvent, StreamTranslator, UpstreamCall } from '../types.js';
import { UpstreamProtocolError } from '../types.js';
import { ContentFrames, type FramedEvent } from '../content-frame.js';
import { isObject, makeUsage, num, parseJson } from '../../wire/json.js';
import { chatCompletionsCall } from '../wire.js';
import { extractErrorMessage } from './common.js';

/** Providers that always report usage in the stream and reject (or ignore) `stream_options`. */
const USAGE_WITHOUT_STREAM_OPTIONS: ReadonlySet<ProviderName> = new Set(['mistral', 'perplexity']);

function buildRequest(request: ChatRequest, model: ModelInfo, apiKey: string, baseUrl: string, stream: boolean): UpstreamCall {
  const body: Record<string, unknown> = { ...request, model: model.upstreamModel };
  if (stream) {
    body.stream = true;
    if (USAGE_WITHOUT_STREAM_OPTIONS.has(model.provider)) delete body.stream_options;
    // Always ask for usage so the gateway can record it; the route decides whether the client sees it.
    else body.stream_options = { ...(isObject(request.stream_options) ? request.stream_options : {}), include_usage: true };
  } else {
    if (body.stream !== undefined) body.stream = false;
    delete body.stream_options; // only valid with stream: true
  }
  if (model.provider === 'openai') {
    // o-series and GPT-5 models reject the legacy max_tokens; max_completion_tokens works for all.
    if (body.max_tokens !== undefined && body.max_tokens !== null) {
      if (body.max_completion_tokens === undefined) body.max_completion_tokens = body.max_tokens;
      delete body.max_tokens;
    }
  } else if (request.messages.some((m) => m.role === 'developer')) {
    // `developer` is OpenAI-only; the others know it as `system`.
    body.messages = request.messages.map((m): ChatMessage => (m.role === 'developer' ? { ...m, role: 'system' } : m));
  }
  return chatCompletionsCall(baseUrl, apiKey, body, stream);
}

function readUsage(u: unknown): Usage | null {
  if (!isObject(u)) return null;
  const prompt = num(u.prompt_tokens);
  const completion = num(u.completion_tokens);
  return makeUsage(prompt, completion, typeof u.total_tokens === 'number' ? u.total_tokens : undefined);
}

function upstreamError(json: Record<string, unknown>): string | undefined {
  const e = json.error;
  if (isObject(e) && typeof e.message === 'string') return e.message;
  if (typeof e === 'string') return e;
  return undefined;
}

function parseResponse(body: unknown, model: ModelInfo, requestId: string): ChatCompletion {
  if (!isObject(body) || !Array.isArray(body.choices)) {
    const msg = isObject(body) ? upstreamError(body) : undefined;
    throw new UpstreamProtocolError(msg ? `upstream error: ${msg}` : 'upstream response has no choices array');
  }
  const out = {
    ...body,
    id: `chatcmpl-${requestId}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: model.id,
    usage: readUsage(body.usage) ?? makeUsage(0, 0),
  } as ChatCompletion;
  return out;
}

class OpenAiStreamTranslator implements StreamTranslator {
  done = false;
  usage: Usage | null = null;
  private readonly id: string;
  private readonly created = Math.floor(Date.now() / 1000);
  private started = false;
  private finished = false;
  private usageSent = false;
  /** Plain text events after the first: built from the stream's frame without a parse (content-frame.ts). */
  private readonly frames = new ContentFrames();

  constructor(private readonly model: ModelInfo, requestId: string) {
    this.id = `chatcmpl-${requestId}`;
  }

  framed(event: SseEvent): FramedEvent | null {
    return this.done ? null : this.frames.matchEvent(event.data);
  }

  push(event: SseEvent): ChatCompletionChunk[] {
    const data = event.data;
    if (data === '[DONE]') {
      this.done = true;
      return this.pendingUsage();
    }
    if (this.done) return [];
    const framed = this.frames.match(data);
    if (framed) return [framed];
    const json = parseJson(data, 'stream event');
    if (!isObject(json)) throw new UpstreamProtocolError('upstream stream event is not a JSON object');
    const choices = json.choices;
    if (!Array.isArray(choices)) {
      const msg = upstreamError(json);
      throw new UpstreamProtocolError(msg ? `upstream error: ${msg}` : 'upstream stream event has no choices array');
    }
    // Normalise identity fields; everything else (logprobs, system_fingerprint, ...) passes through.
    const chunk = json as unknown as ChatCompletionChunk;
    chunk.id = this.id;
    chunk.created = this.created;
    chunk.model = this.model.id;
    // Groq reports usage in x_groq.usage on the last chunk when it ignores stream_options.
    const usage = json.usage != null ? readUsage(json.usage)
      : isObject(json.x_groq) && json.x_groq.usage != null ? readUsage(json.x_groq.usage) : null;
    if (usage) this.usage = usage; // some providers repeat cumulative usage on every chunk
    if (choices.length === 0) {
      if (!usage) return [];
      chunk.usage = usage; // the clean three-field form
      this.usageSent = true;
      return [chunk];
    }
    if (chunk.usage !== undefined) delete chunk.usage; // usage travels only in the usage-only chunk
    if (!this.started) {
      this.started = true;
      const delta = choices[0]?.delta;
      if (isObject(delta) && delta.role === undefined) delta.role = 'assistant';
    } else if (!usage) {
      // A frame is learned only from a chunk this method did not change beyond the identity fields.
      this.frames.learn(data, chunk);
    }
    for (const c of choices) if (isObject(c) && c.finish_reason) this.finished = true;
    return [chunk];
  }

  /** Usage seen only on content chunks (mistral, perplexity): emit it as the usage-only chunk at the end. */
  private pendingUsage(): ChatCompletionChunk[] {
    if (this.usageSent || !this.usage) return [];
    this.usageSent = true;
    return [{ id: this.id, object: 'chat.completion.chunk', created: this.created, model: this.model.id, choices: [], usage: this.usage }];
  }

  finish(): ChatCompletionChunk[] {
    // Some compatible servers close without [DONE]; a finish_reason already seen means the answer is complete.
    if (!this.done && !this.finished) throw new UpstreamProtocolError('upstream stream ended before the response was complete');
    this.done = true;
    return this.pendingUsage();
  }
}

function errorMessage(status: number, bodyText: string): string {
  return extractErrorMessage(status, bodyText, (json) => {
    const first = Array.isArray(json) ? json[0] : json;
    if (!isObject(first)) return undefined;
    const e = upstreamError(first);
    if (e) return e;
    if (typeof first.message === 'string') return first.message; // mistral, some proxies
    if (typeof first.detail === 'string') return first.detail; // FastAPI-style servers
    if (Array.isArray(first.detail) && isObject(first.detail[0]) && typeof first.detail[0].msg === 'string') {
      return first.detail[0].msg; // mistral 422 validation errors
    }
    return undefined;
  });
}

export const openAiCompatibleAdapter: Adapter = {
  buildRequest,
  parseResponse,
  createStreamTranslator: (model, requestId) => new OpenAiStreamTranslator(model, requestId),
  errorMessage,
};
