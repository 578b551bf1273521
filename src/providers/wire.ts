// Each provider's wire details in one place: the default base URL, the path of each API the gateway
// calls, and the auth and version headers. The adapters (src/providers/adapters/) and the native paths
// (src/chat/native/) build their upstream calls here, so that a provider's URL or headers change in one
// spot (docs/architecture.md, "Adding a provider").
import { num } from '../wire/json.js';
import type { ProviderName, UpstreamCall } from './types.js';

/** Where each provider is called unless PROVIDER_<NAME>_BASE_URL says otherwise. */
export const DEFAULT_PROVIDER_BASE_URLS: Readonly<Record<ProviderName, string>> = {
  openai: 'https://api.openai.com/v1',
  anthropic: 'https://api.anthropic.com',
  google: 'https://generativelanguage.googleapis.com',
  mistral: 'https://api.mistral.ai/v1',
  groq: 'https://api.groq.com/openai/v1',
  deepseek: 'https://api.deepseek.com/v1',
  cohere: 'https://api.cohere.com',
  xai: 'https://api.x.ai/v1',
  perplexity: 'https://api.perplexity.ai',
};

/** `{base}{path}` without a doubled slash. */
export function joinUrl(base: string, path: string): string {
  return base.endsWith('/') ? base.slice(0, -1) + path : base + path;
}

/** A JSON POST that asks for SSE when streaming. */
function jsonPost(url: string, auth: Record<string, string>, body: unknown, stream: boolean): UpstreamCall {
  return {
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: stream ? 'text/event-stream' : 'application/json', ...auth },
    body: JSON.stringify(body),
  };
}

const bearer = (apiKey: string) => ({ authorization: `Bearer ${apiKey}` });

// ---- OpenAI and the providers that speak its Chat Completions format ------------------------------
// (groq, deepseek, mistral, xai, perplexity: their base URLs above include the version segment)

/** POST {base}/chat/completions. */
export function chatCompletionsCall(baseUrl: string, apiKey: string, body: unknown, stream: boolean): UpstreamCall {
  return jsonPost(joinUrl(baseUrl, '/chat/completions'), bearer(apiKey), body, stream);
}

/** POST {base}/responses: OpenAI's Responses API (the native path of /v1/responses). */
export function responsesCall(baseUrl: string, apiKey: string, body: unknown, stream: boolean): UpstreamCall {
  return jsonPost(joinUrl(baseUrl, '/responses'), bearer(apiKey), body, stream);
}

// ---- Anthropic ---------------------------------------------------------------------------------------

/** The API version sent when the client names none (or names one that is not a date). */
export const ANTHROPIC_VERSION = '2023-06-01';

/** Client headers forwarded to Anthropic when well-formed (beta features are switched on by header). */
export interface AnthropicHeaders { version?: string; beta?: string }

const validVersion = (v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);
const validBeta = (v: string | undefined): v is string => v !== undefined && /^[a-z0-9-]+(\s*,\s*[a-z0-9-]+)*$/i.test(v) && v.length <= 512;

/** POST {base}/v1/messages with the key as x-api-key and the client's version and beta headers when well-formed. */
export function messagesCall(baseUrl: string, apiKey: string, body: unknown, stream: boolean, client: AnthropicHeaders = {}): UpstreamCall {
  return jsonPost(joinUrl(baseUrl, '/v1/messages'), {
    'x-api-key': apiKey,
    'anthropic-version': validVersion(client.version) ?? ANTHROPIC_VERSION,
    ...(validBeta(client.beta) ? { 'anthropic-beta': client.beta } : {}),
  }, body, stream);
}

/** Prompt tokens of an Anthropic usage object: input tokens, cache writes and reads all count as prompt. */
export function anthropicPromptTokens(u: Record<string, unknown>): number {
  return num(u.input_tokens) + num(u.cache_creation_input_tokens) + num(u.cache_read_input_tokens);
}

// ---- Google Gemini -----------------------------------------------------------------------------------

/** POST {base}/v1beta/models/{model}:generateContent, or :streamGenerateContent?alt=sse, with the key as x-goog-api-key. */
export function generateContentCall(baseUrl: string, apiKey: string, upstreamModel: string, body: unknown, stream: boolean): UpstreamCall {
  const model = encodeURIComponent(upstreamModel);
  const path = stream ? `/v1beta/models/${model}:streamGenerateContent?alt=sse` : `/v1beta/models/${model}:generateContent`;
  return jsonPost(joinUrl(baseUrl, path), { 'x-goog-api-key': apiKey }, body, stream);
}

// ---- Cohere ------------------------------------------------------------------------------------------

/** POST {base}/v2/chat. */
export function cohereChatCall(baseUrl: string, apiKey: string, body: unknown, stream: boolean): UpstreamCall {
  return jsonPost(joinUrl(baseUrl, '/v2/chat'), bearer(apiKey), body, stream);
}
