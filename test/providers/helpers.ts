// Shared by the provider tests: run an adapter against the mock upstream over real HTTP, through the
// product's own provider client (the same complete()/stream() the chat pipeline calls).
import type { ChatCompletion, ChatCompletionChunk, ChatRequest } from '../../src/types/openai.js';
import { adapterFor } from '../../src/providers/adapters/index.js';
import { itemChunk } from '../../src/providers/content-frame.js';
import { UpstreamProvider } from '../../src/providers/provider-client.js';
import type { Adapter, ModelInfo } from '../../src/providers/types.js';
import { DEFAULT_MAX_BODY_BYTES, DEFAULT_MAX_EVENT_BYTES, type UpstreamOptions } from '../../src/providers/upstream-client.js';
import type { MockUpstream } from '../mocks/upstream.js';

/** OpenAI-compatible providers are configured with the version in the base URL; the native ones are hosts. */
export function baseUrlFor(up: MockUpstream, model: ModelInfo): string {
  return ['anthropic', 'google', 'cohere'].includes(model.provider) ? up.url : `${up.url}/v1`;
}

function providerFor(up: MockUpstream, adapter: Adapter, model: ModelInfo, opts: UpstreamOptions = {}): UpstreamProvider {
  if (adapterFor(model.provider) !== adapter) throw new Error(`${model.provider} is not served by the adapter under test`);
  return new UpstreamProvider(model.provider, { id: 'pk_test', apiKey: 'test-key' }, baseUrlFor(up, model), {
    connectTimeoutMs: opts.connectTimeoutMs ?? 10_000,
    firstByteTimeoutMs: opts.firstByteTimeoutMs ?? 120_000,
    idleTimeoutMs: opts.idleTimeoutMs ?? 60_000,
    maxBodyBytes: opts.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    maxEventBytes: opts.maxEventBytes ?? DEFAULT_MAX_EVENT_BYTES,
  });
}

/** Streams through the provider client; `translator` reports what the stream said of itself: it ended
 * as the upstream announced (else stream() throws) and the usage it reported. */
export async function streamVia(up: MockUpstream, adapter: Adapter, model: ModelInfo, request: ChatRequest, opts: UpstreamOptions = {}) {
  const stream = await providerFor(up, adapter, model, opts).stream({ request, model, requestId: 'req1', signal: opts.signal });
  const chunks: ChatCompletionChunk[] = [];
  for await (const batch of stream) {
    if (batch.length === 0) throw new Error('the provider stream yielded an empty batch');
    chunks.push(...batch.map(itemChunk));
  }
  const usage = chunks.find((c) => c.usage)?.usage ?? null;
  return { chunks, translator: { done: true, usage } };
}

export async function completeVia(up: MockUpstream, adapter: Adapter, model: ModelInfo, request: ChatRequest): Promise<ChatCompletion> {
  return providerFor(up, adapter, model).complete({ request, model, requestId: 'req1' });
}

/** Concatenated content of choice 0. */
export function streamedText(chunks: ChatCompletionChunk[]): string {
  let s = '';
  for (const c of chunks) {
    const content = c.choices[0]?.delta.content;
    if (typeof content === 'string') s += content;
  }
  return s;
}

/** Reassemble streamed tool calls by index. */
export function streamedToolCalls(chunks: ChatCompletionChunk[]) {
  const calls: Array<{ id?: string; name?: string; arguments: string }> = [];
  for (const c of chunks) {
    for (const d of c.choices[0]?.delta.tool_calls ?? []) {
      const call = (calls[d.index] ??= { arguments: '' });
      if (d.id) call.id = d.id;
      if (d.function?.name) call.name = d.function.name;
      if (d.function?.arguments) call.arguments += d.function.arguments;
    }
  }
  return calls;
}

/** Checks every translator's common chunk conventions; returns the finish reasons seen. */
export function checkConventions(chunks: ChatCompletionChunk[], modelId: string): void {
  const first = chunks[0];
  if (!first || first.choices[0]?.delta.role !== 'assistant' || first.choices[0]?.delta.content !== '') {
    throw new Error(`first chunk is not the role chunk: ${JSON.stringify(first)}`);
  }
  const created = first.created;
  for (const c of chunks) {
    if (c.id !== 'chatcmpl-req1' || c.model !== modelId || c.created !== created || c.object !== 'chat.completion.chunk') {
      throw new Error(`chunk identity wrong: ${JSON.stringify(c)}`);
    }
  }
  const finishes = chunks.filter((c) => c.choices.some((ch) => ch.finish_reason));
  if (finishes.length !== 1) throw new Error(`expected exactly one finish chunk, got ${finishes.length}`);
  const usage = chunks.filter((c) => c.usage);
  if (usage.length !== 1 || usage[0].choices.length !== 0 || chunks[chunks.length - 1] !== usage[0]) {
    throw new Error('expected exactly one usage-only chunk, last');
  }
}
