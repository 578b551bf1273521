// The contract between the chat route and one upstream wire format.
// One adapter object per wire format; per-request state lives in the StreamTranslator it creates.
import type { ChatCompletion, ChatCompletionChunk, ChatRequest, Usage } from '../types/openai.js';
import type { FramedEvent } from './content-frame.js';

export type ProviderName =
  | 'openai' | 'anthropic' | 'google' | 'mistral' | 'groq'
  | 'deepseek' | 'cohere' | 'xai' | 'perplexity';

export const PROVIDERS: readonly ProviderName[] = [
  'openai', 'anthropic', 'google', 'mistral', 'groq', 'deepseek', 'cohere', 'xai', 'perplexity',
];

export interface ModelInfo {
  /** Public identifier as clients send it, e.g. `anthropic/claude-4.6-opus` or `gpt-4o`. */
  id: string;
  provider: ProviderName;
  /** Name sent to the upstream API. */
  upstreamModel: string;
  contextWindow: number;
  /** Default max output tokens (needed by APIs that require max_tokens, e.g. Anthropic). */
  defaultMaxTokens: number;
  /** USD per million tokens. */
  inputPricePerM: number;
  outputPricePerM: number;
}

export interface UpstreamCall {
  /** Absolute URL. */
  url: string;
  method: 'POST';
  headers: Record<string, string>;
  body: string;
}

/** One SSE event as parsed off the upstream byte stream. */
export interface SseEvent { event?: string; data: string }

/** Translates one upstream stream into OpenAI chunks. Created per request. */
export interface StreamTranslator {
  /** Feed one upstream SSE event; returns zero or more OpenAI chunks (usage-only chunk allowed). Throws UpstreamProtocolError on malformed data. */
  push(event: SseEvent): ChatCompletionChunk[];
  /**
   * The same-format fast path, where the translator has one: the event as a plain text event of the stream's
   * frame (content-frame.ts), neither parsed nor made into a chunk; null when it is anything else (push() it).
   * Taking it in place of push() changes nothing else: such an event carries no usage, no finish, no error.
   */
  framed?(event: SseEvent): FramedEvent | null;
  /** True once the upstream signalled the end of the stream (e.g. message_stop, [DONE]). */
  readonly done: boolean;
  /** Usage reported so far (may be filled from several events). */
  readonly usage: Usage | null;
  /**
   * The upstream body ended. Returns any final chunks (e.g. Gemini, whose stream has no end marker).
   * Throws UpstreamProtocolError when the stream ended before the upstream said it was complete.
   */
  finish(): ChatCompletionChunk[];
}

export interface Adapter {
  /** Build the upstream HTTP request. `request.model` is already resolved to the public id; use `model.upstreamModel`. */
  buildRequest(request: ChatRequest, model: ModelInfo, apiKey: string, baseUrl: string, stream: boolean): UpstreamCall;
  /** Translate a non-streaming upstream JSON body into an OpenAI chat completion (model = public id). */
  parseResponse(body: unknown, model: ModelInfo, requestId: string): ChatCompletion;
  /** Start translating a streaming response. */
  createStreamTranslator(model: ModelInfo, requestId: string): StreamTranslator;
  /** Extract a human-readable message from an upstream error body (status >= 400). */
  errorMessage(status: number, bodyText: string): string;
}

export class UpstreamProtocolError extends Error {}
