import { describe, expect, it } from 'vitest';
import { mockCompletion, mockPieces, mockStream } from '../../src/providers/mock-provider.js';
import { resolveModel } from '../../src/providers/catalogue.js';
import type { ChatCompletionChunk, ChatRequest } from '../../src/types/openai.js';
import { checkConventions, streamedText } from './helpers.js';

const model = resolveModel('google/gemini-2.5-flash-lite')!;
const request: ChatRequest = {
  model: model.id,
  messages: [
    { role: 'system', content: 'Keep tags.' },
    { role: 'user', content: 'first' },
    { role: 'assistant', content: 'ok' },
    { role: 'user', content: [{ type: 'text', text: 'Call <PERSON_1> at ' }, { type: 'text', text: '<PHONE_NUMBER_1> 🙂 please' }] },
  ],
};

async function collect(req: ChatRequest): Promise<ChatCompletionChunk[]> {
  const out: ChatCompletionChunk[] = [];
  for await (const c of mockStream(req, model, 'req1')) out.push(c);
  return out;
}

describe('mock provider', () => {
  it('answers deterministically with the last user text, tags intact', () => {
    const a = mockCompletion(request, model, 'req1');
    const b = mockCompletion(request, model, 'req1');
    expect(a.choices[0].message.content).toBe('Mock response to: Call <PERSON_1> at <PHONE_NUMBER_1> 🙂 please');
    expect(b.choices[0].message.content).toBe(a.choices[0].message.content);
    expect(a.id).toBe('chatcmpl-req1');
    expect(a.model).toBe('google/gemini-2.5-flash-lite');
    expect(a.object).toBe('chat.completion');
    expect(a.choices[0].finish_reason).toBe('stop');
    const promptChars = 'Keep tags.'.length + 'first'.length + 'ok'.length + 'Call <PERSON_1> at <PHONE_NUMBER_1> 🙂 please'.length;
    const answerChars = a.choices[0].message.content!.length;
    expect(a.usage).toEqual({
      prompt_tokens: Math.ceil(promptChars / 4),
      completion_tokens: Math.ceil(answerChars / 4),
      total_tokens: Math.ceil(promptChars / 4) + Math.ceil(answerChars / 4),
    });
  });

  it('streams small chunks that reassemble to the same text, splitting inside tags', async () => {
    const chunks = await collect(request);
    checkConventions(chunks, model.id);
    const full = mockCompletion(request, model, 'req1');
    expect(streamedText(chunks)).toBe(full.choices[0].message.content);
    const pieces = chunks.map((c) => c.choices[0]?.delta.content).filter((x): x is string => !!x);
    expect(pieces.length).toBeGreaterThan(8);
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThanOrEqual(8);
    expect(pieces.some((p) => p.includes('<') && !p.includes('>'))).toBe(true); // a tag was split
    expect(chunks.at(-1)!.usage).toEqual(full.usage);
    expect(chunks.find((c) => c.choices[0]?.finish_reason)!.choices[0].finish_reason).toBe('stop');
  });

  it('never splits a surrogate pair', () => {
    const text = '🙂'.repeat(20) + 'a🙂b';
    for (const p of mockPieces(text)) {
      expect(p.length).toBeGreaterThan(0);
      const last = p.charCodeAt(p.length - 1);
      expect(last >= 0xd800 && last <= 0xdbff).toBe(false);
    }
    expect(mockPieces(text).join('')).toBe(text);
  });

  it('cuts the answer at max_tokens with finish_reason length', async () => {
    const req = { ...request, max_tokens: 3 };
    const a = mockCompletion(req, model, 'req1');
    expect(a.choices[0].message.content).toBe('Mock respons'); // 3 tokens × 4 chars
    expect(a.choices[0].finish_reason).toBe('length');
    expect(a.usage.completion_tokens).toBe(3);
    const chunks = await collect({ ...request, max_completion_tokens: 3 });
    expect(streamedText(chunks)).toBe('Mock respons');
    expect(chunks.find((c) => c.choices[0]?.finish_reason)!.choices[0].finish_reason).toBe('length');
  });

  it('answers an empty prompt', () => {
    const a = mockCompletion({ model: model.id, messages: [] }, model, 'x');
    expect(a.choices[0].message.content).toBe('Mock response to: ');
    expect(a.usage.prompt_tokens).toBe(0);
  });
});
