// Helpers shared by the wire-format adapters: OpenAI chunk building, content parts and error-message
// fallbacks. Reading JSON is src/wire/json.ts, a message's text in one string src/wire/content.ts, URLs
// and headers src/providers/wire.ts.
import { STATUS_CODES } from 'node:http';
import type {
  ChatCompletion, ChatCompletionChunk, ChatMessage, ChunkToolCallDelta, ContentPart, FinishReason, ToolCall, Usage,
} from '../../types/openai.js';
import { maskSecrets } from '../../secrets/mask-secrets.js';
import { isObject } from '../../wire/json.js';

/** Builds the OpenAI chunks of one response: fixed id/created/model, chunk conventions in one place. */
export class ChunkFactory {
  readonly id: string;
  readonly created: number;
  constructor(readonly model: string, requestId: string) {
    this.id = `chatcmpl-${requestId}`;
    this.created = Math.floor(Date.now() / 1000);
  }

  private chunk(index: number, delta: ChatCompletionChunk['choices'][0]['delta'], finish: FinishReason): ChatCompletionChunk {
    return {
      id: this.id, object: 'chat.completion.chunk', created: this.created, model: this.model,
      choices: [{ index, delta, finish_reason: finish }],
    };
  }

  /** The first chunk of a choice: `{role:'assistant', content:''}`. */
  role(index = 0): ChatCompletionChunk {
    return this.chunk(index, { role: 'assistant', content: '' }, null);
  }

  content(text: string, index = 0): ChatCompletionChunk {
    return this.chunk(index, { content: text }, null);
  }

  toolCall(delta: ChunkToolCallDelta, index = 0): ChatCompletionChunk {
    return this.chunk(index, { tool_calls: [delta] }, null);
  }

  finish(reason: FinishReason, index = 0): ChatCompletionChunk {
    return this.chunk(index, {}, reason);
  }

  usage(usage: Usage): ChatCompletionChunk {
    return { id: this.id, object: 'chat.completion.chunk', created: this.created, model: this.model, choices: [], usage };
  }
}

/** A translated completion: the gateway's id for the request, created now, the public model id. */
export function completionOf(modelId: string, requestId: string, choices: ChatCompletion['choices'], usage: Usage): ChatCompletion {
  return { id: `chatcmpl-${requestId}`, object: 'chat.completion', created: Math.floor(Date.now() / 1000), model: modelId, choices, usage };
}

/** An assistant message: the text, and the tool calls when there are any (then empty text is null). */
export function assistantMessage(text: string, toolCalls: readonly ToolCall[]): ChatCompletion['choices'][number]['message'] {
  return toolCalls.length > 0 ? { role: 'assistant', content: text || null, tool_calls: [...toolCalls] } : { role: 'assistant', content: text };
}

/** Content as a part array (a string becomes one text part). */
export function contentParts(content: ChatMessage['content']): ContentPart[] {
  if (typeof content === 'string') return content.length > 0 ? [{ type: 'text', text: content }] : [];
  return Array.isArray(content) ? content : [];
}

export function stopList(stop: unknown): string[] | undefined {
  if (typeof stop === 'string') return [stop];
  if (Array.isArray(stop) && stop.length > 0) return stop.filter((s): s is string => typeof s === 'string');
  return undefined;
}

/** The client's output budget: max_completion_tokens wins over the legacy max_tokens. */
export function requestedMaxTokens(req: { max_tokens?: number; max_completion_tokens?: number }): number | undefined {
  return req.max_completion_tokens ?? req.max_tokens ?? undefined;
}

/** Parse `data:<mime>;base64,<data>` URLs. */
export function parseDataUrl(url: string): { mediaType: string; data: string } | undefined {
  const m = /^data:([^;,]+);base64,(.*)$/s.exec(url);
  return m ? { mediaType: m[1], data: m[2] } : undefined;
}

const MAX_ERROR_TEXT = 300;

export function truncate(text: string, max = MAX_ERROR_TEXT): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}

/** Last-resort upstream error message: status text plus the start of the body, never huge. */
export function fallbackErrorMessage(status: number, bodyText: string): string {
  const statusText = STATUS_CODES[status] ?? 'error';
  const body = maskSecrets(bodyText.trim());
  return body ? `HTTP ${status} ${statusText}: ${truncate(body)}` : `HTTP ${status} ${statusText}`;
}

/** Tries JSON, then `pick` for the message; falls back to status + truncated body. Key-like tokens
 * are masked: providers quote the key they were sent in their 401s. */
export function extractErrorMessage(status: number, bodyText: string, pick: (json: unknown) => unknown): string {
  let json: unknown;
  try {
    json = JSON.parse(bodyText);
  } catch {
    return fallbackErrorMessage(status, bodyText);
  }
  const msg = pick(json);
  // Masked before truncating: a key cut in half would no longer look like one.
  if (typeof msg === 'string' && msg.length > 0) return truncate(maskSecrets(msg));
  return fallbackErrorMessage(status, bodyText);
}

/** Parse tool-call arguments into an object for APIs that want objects (Anthropic, Gemini). */
export function parseArguments(args: string | undefined): Record<string, unknown> {
  if (!args) return {};
  try {
    const v = JSON.parse(args);
    return isObject(v) ? v : { value: v };
  } catch {
    throw new UpstreamRequestError(`tool call arguments are not valid JSON`);
  }
}

/** The request cannot be expressed in the upstream's format (the route should answer 400). */
export class UpstreamRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UpstreamRequestError';
  }
}
