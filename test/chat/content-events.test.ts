// Streamed text chunks are written from a template (ContentEvents) instead of JSON.stringify of the
// whole chunk: the bytes must be exactly what JSON.stringify writes, for any text, id and model, and
// anything that is not a plain text chunk must be left to JSON.stringify.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ContentEvents } from '../../src/chat/surfaces/chat-completions.js';
import { encodeSse } from '../../src/server/sse.js';
import type { ChatCompletionChunk } from '../../src/types/openai.js';

const chunk = (id: string, model: string, created: number, index: number, content: string): ChatCompletionChunk => ({
  id, object: 'chat.completion.chunk', created, model, choices: [{ index, delta: { content }, finish_reason: null }],
});

describe('ContentEvents', () => {
  it('writes exactly the bytes of JSON.stringify, for any text, id and model, across changes', () => {
    const events = new ContentEvents();
    fc.assert(
      fc.property(
        fc.string(), fc.constantFrom('chatcmpl-1', 'chatcmpl-"2"', 'chatcmpl-ż\u2028'), fc.constantFrom('gpt-4o', 'mód\\el'),
        fc.integer({ min: 0, max: 2 ** 31 }), fc.nat(3), fc.string({ unit: 'binary' }),
        (text, id, model, created, index, more) => {
          for (const c of [chunk(id, model, created, index, text), chunk(id, model, created, index, more + '\n"\r\u0000\ud800')]) {
            expect(events.event(c)).toBe(encodeSse(JSON.stringify(c)));
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('leaves every other chunk to JSON.stringify', () => {
    const events = new ContentEvents();
    const base = chunk('chatcmpl-1', 'gpt-4o', 1, 0, 'x');
    const others: ChatCompletionChunk[] = [
      { ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] },
      { ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] },
      { ...base, choices: [{ index: 0, delta: { content: null }, finish_reason: null }] },
      { ...base, choices: [{ index: 0, delta: { content: 'x' }, finish_reason: 'length' }] },
      { ...base, usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } },
      { ...base, usage: undefined },
      { ...base, choices: [...base.choices, { index: 1, delta: { content: 'y' }, finish_reason: null }] },
      { model: base.model, id: base.id, object: base.object, created: base.created, choices: base.choices }, // other key order
      { ...base, system_fingerprint: 'fp' } as ChatCompletionChunk,
    ];
    for (const c of others) expect(events.event(c)).toBeNull();
  });
});
