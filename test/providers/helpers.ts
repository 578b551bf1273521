// Shared by the provider tests: run an adapter against the mock upstream over real HTTP.
import type { ChatCompletion, ChatCompletionChunk, ChatRequest } from '../../src/types/openai.js';
import type { Adapter, ModelInfo } from '../../src/providers/types.js';
import { sendUpstream } from '../../src/providers/upstream-client.js';
import type { UpstreamOptions } from '../../src/providers/upstream-client.js';
import { translateStream } from '../../src/providers/translate-stream.js';
import type { MockUpstream } from '../mocks/upstream.js';

/** OpenAI-compatible providers are configured with the version in the base URL; the native ones are hosts. */
export function baseUrlFor(up: MockUpstream, model: ModelInfo): string {
  return ['anthropic', 'google', 'cohere'].includes(model.provider) ? up.url : `${up.url}/v1`;
}

export async function streamVia(up: MockUpstream, adapter: Adapter, model: ModelInfo, request: ChatRequest, opts: UpstreamOptions = {}) {
  const res = await sendUpstream(adapter.buildRequest(request, model, 'test-key', baseUrlFor(up, model), true), opts);
  if (res.status !== 200) throw new Error(`status ${res.status}: ${await res.text()}`);
  const translator = adapter.createStreamTranslator(model, 'req1');
  const chunks: ChatCompletionChunk[] = [];
  for await (const batch of translateStream(res.chunks(), translator)) {
    if (batch.length === 0) throw new Error('translateStream yielded an empty batch');
    chunks.push(...batch);
  }
  return { chunks, translator };
}

export async function completeVia(up: MockUpstream, adapter: Adapter, model: ModelInfo, request: ChatRequest): Promise<ChatCompletion> {
  const res = await sendUpstream(adapter.buildRequest(request, model, 'test-key', baseUrlFor(up, model), false));
  const text = await res.text();
  if (res.status !== 200) throw new Error(`status ${res.status}: ${text}`);
  return adapter.parseResponse(JSON.parse(text), model, 'req1');
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
