// Wire-format adapter per provider: six providers speak OpenAI's format, three have native adapters.
import type { Adapter, ProviderName } from '../types.js';
import { anthropicAdapter } from './anthropic.js';
import { cohereAdapter } from './cohere.js';
import { googleAdapter } from './google.js';
import { openAiCompatibleAdapter } from './openai-compatible.js';

const ADAPTERS: Readonly<Record<ProviderName, Adapter>> = {
  openai: openAiCompatibleAdapter,
  groq: openAiCompatibleAdapter,
  deepseek: openAiCompatibleAdapter,
  mistral: openAiCompatibleAdapter,
  xai: openAiCompatibleAdapter,
  perplexity: openAiCompatibleAdapter,
  anthropic: anthropicAdapter,
  google: googleAdapter,
  cohere: cohereAdapter,
};

export function adapterFor(provider: ProviderName): Adapter {
  const adapter = ADAPTERS[provider];
  if (!adapter) throw new Error(`no adapter for provider "${String(provider)}"`);
  return adapter;
}

export { anthropicAdapter, cohereAdapter, googleAdapter, openAiCompatibleAdapter };
/** Thrown by buildRequest when the client's request cannot be expressed upstream (answer 400). */
export { UpstreamRequestError } from './common.js';
