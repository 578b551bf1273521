// Built-in mock provider: answers `vpx_test_` keys whose account has no key for the model's provider.
// Deterministic: the answer is "Mock response to: <last user text>" (placeholder tags kept intact, so
// anonymization is visible end to end). Token counts are estimated as ceil(chars / 4).
import type { ChatCompletion, ChatCompletionChunk, ChatRequest, FinishReason, Usage } from '../types/openai.js';
import { makeUsage } from '../wire/json.js';
import { contentText } from '../wire/content.js';
import { ChunkFactory, completionOf, requestedMaxTokens } from './adapters/common.js';
import type { Provider } from './provider-client.js';
import type { ModelInfo } from './types.js';

const PREFIX = 'Mock response to: ';
/** Stream piece sizes in characters, cycled: small and uneven so tags get split mid-way. */
const PIECE_SIZES = [3, 5, 2, 7, 4, 6];

export const estimateTokens = (chars: number): number => Math.ceil(chars / 4);

interface MockAnswer { text: string; finish: FinishReason; usage: Usage }

function answer(request: ChatRequest): MockAnswer {
  let promptChars = 0;
  let lastUser = '';
  for (const m of request.messages) {
    const text = contentText(m.content);
    promptChars += text.length;
    if (m.role === 'user') lastUser = text;
  }
  let text = PREFIX + lastUser;
  let finish: FinishReason = 'stop';
  const max = requestedMaxTokens(request);
  if (max != null && max >= 0 && estimateTokens(text.length) > max) {
    text = safeSlice(text, max * 4);
    finish = 'length';
  }
  return { text, finish, usage: makeUsage(estimateTokens(promptChars), estimateTokens(text.length)) };
}

/** Cut at `end` without splitting a UTF-16 surrogate pair. */
function safeSlice(text: string, end: number): string {
  if (end >= text.length) return text;
  const code = text.charCodeAt(end - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? end - 1 : end);
}

/** Split into small pieces (PIECE_SIZES cycled), never inside a surrogate pair. */
export function mockPieces(text: string): string[] {
  const pieces: string[] = [];
  let pos = 0;
  let i = 0;
  while (pos < text.length) {
    let end = Math.min(text.length, pos + PIECE_SIZES[i++ % PIECE_SIZES.length]);
    const code = text.charCodeAt(end - 1);
    if (end < text.length && code >= 0xd800 && code <= 0xdbff) end++;
    pieces.push(text.slice(pos, end));
    pos = end;
  }
  return pieces;
}

export function mockCompletion(request: ChatRequest, model: ModelInfo, requestId: string): ChatCompletion {
  const a = answer(request);
  return completionOf(model.id, requestId, [{ index: 0, message: { role: 'assistant', content: a.text }, finish_reason: a.finish }], a.usage);
}

/** Role chunk, small content chunks, finish chunk, then a usage-only chunk (the route decides whether to send it). */
export async function* mockStream(request: ChatRequest, model: ModelInfo, requestId: string): AsyncGenerator<ChatCompletionChunk> {
  const a = answer(request);
  const chunks = new ChunkFactory(model.id, requestId);
  yield chunks.role();
  for (const piece of mockPieces(a.text)) yield chunks.content(piece);
  yield chunks.finish(a.finish);
  yield chunks.usage(a.usage);
}

/** The mock as one more provider: same contract as an upstream, no network, no cost. */
export const mockProvider: Provider = {
  label: 'mock',
  upstream: false,
  key: null,
  complete: async (call) => mockCompletion(call.request, call.model, call.requestId),
  stream: async (call) => {
    const chunks = mockStream(call.request, call.model, call.requestId);
    // One chunk per batch: the mock's small pieces reach the client one by one, as before.
    async function* batches() {
      for await (const c of chunks) yield [c];
    }
    const it = batches();
    return { [Symbol.asyncIterator]: () => it, dispose: () => void it.return(undefined) };
  },
};
