// The native stream restorers on their own: upstream SSE events in, the client's wire text out, with
// a mapping whose values need JSON escaping and tags split at every position.
import { describe, expect, it } from 'vitest';
import { anthropicNative } from '../../src/chat/native/anthropic.js';
import { responsesNative } from '../../src/chat/native/responses.js';
import type { MessagesRequest } from '../../src/chat/surfaces/anthropic-request.js';
import type { ResponsesRequest } from '../../src/chat/surfaces/responses-request.js';
import { resolveModel } from '../../src/providers/catalogue.js';
import { SseParser } from '../../src/providers/sse.js';

const MAPPING = { '<PERSON_1>': 'Jan "Janek" Kowalski\\N', '<PESEL_1>': '44051401359' };
const sse = (type: string, data: Record<string, unknown>) => ({ event: type, data: JSON.stringify({ type, ...data }) });
const parse = (text: string) => new SseParser().pushText(text).map((e) => JSON.parse(e.data));

/** `text` cut into pieces of `size` characters. */
function pieces(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

describe('Anthropic events', () => {
  const model = resolveModel('anthropic/claude-4.6-sonnet')!;
  const call = anthropicNative({ model: model.id, max_tokens: 10, messages: [], stream: true } as MessagesRequest, {});

  it.each([1, 2, 3, 5, 7])('text, thinking and tool input restored with pieces of %i characters; JSON-escaped in tool input', (size) => {
    const events = call.events(MAPPING, model);
    const text = 'Pan <PERSON_1>, PESEL <PESEL_1>.';
    const json = '{"who":"<PERSON_1>","id":"<PESEL_1>"}';
    const upstream = [
      sse('message_start', { message: { model: 'claude-sonnet-4-6', usage: { input_tokens: 10, cache_read_input_tokens: 5, output_tokens: 1 } } }),
      sse('content_block_start', { index: 0, content_block: { type: 'thinking', thinking: '' } }),
      ...pieces(text, size).map((p) => sse('content_block_delta', { index: 0, delta: { type: 'thinking_delta', thinking: p } })),
      sse('content_block_stop', { index: 0 }),
      sse('content_block_start', { index: 1, content_block: { type: 'text', text: '' } }),
      ...pieces(text, size).map((p) => sse('content_block_delta', { index: 1, delta: { type: 'text_delta', text: p } })),
      sse('content_block_stop', { index: 1 }),
      sse('content_block_start', { index: 2, content_block: { type: 'tool_use', id: 't', name: 'f', input: {} } }),
      ...pieces(json, size).map((p) => sse('content_block_delta', { index: 2, delta: { type: 'input_json_delta', partial_json: p } })),
      sse('content_block_stop', { index: 2 }),
      sse('message_delta', { delta: { stop_reason: 'tool_use' }, usage: { output_tokens: 42 } }),
      sse('message_stop', {}),
    ];
    const out = parse(upstream.map((e) => events.push([e]).text).join('') + events.end(null));
    const joined = (index: number, field: string) => out.filter((e) => e.type === 'content_block_delta' && e.index === index).map((e) => e.delta[field]).join('');
    const restored = `Pan ${MAPPING['<PERSON_1>']}, PESEL ${MAPPING['<PESEL_1>']}.`;
    expect(joined(0, 'thinking')).toBe(restored);
    expect(joined(1, 'text')).toBe(restored);
    expect(JSON.parse(joined(2, 'partial_json'))).toEqual({ who: MAPPING['<PERSON_1>'], id: MAPPING['<PESEL_1>'] });
    // Every delta comes before its block's stop; the model is the public id; usage counts cache reads.
    const stopAt = (index: number) => out.findIndex((e) => e.type === 'content_block_stop' && e.index === index);
    expect(out.findLastIndex((e) => e.type === 'content_block_delta' && e.index === 1)).toBeLessThan(stopAt(1));
    expect(out[0].message.model).toBe(model.id);
    expect(events.usage).toEqual({ prompt_tokens: 15, completion_tokens: 42, total_tokens: 57 });
    expect(events.complete).toBe(true);
  });

  it('citations of an anonymized document come back with the values', () => {
    const events = call.events(MAPPING, model);
    const citation = { type: 'char_location', cited_text: 'PESEL <PESEL_1>', document_index: 0, document_title: 'Umowa <PERSON_1>' };
    const [out] = parse(events.push([sse('content_block_delta', { index: 0, delta: { type: 'citations_delta', citation } })]).text);
    expect(out.delta.citation).toEqual({ ...citation, cited_text: `PESEL ${MAPPING['<PESEL_1>']}`, document_title: `Umowa ${MAPPING['<PERSON_1>']}` });
  });

  it('an upstream error event stops the stream; held text comes out before the gateway error event', () => {
    const events = call.events(MAPPING, model);
    events.push([sse('content_block_delta', { index: 0, delta: { type: 'text_delta', text: 'Pan <PERS' } })]);
    events.push([sse('error', { error: { type: 'overloaded_error', message: 'Overloaded' } })]);
    expect(events.failed).toBe('Overloaded');
    const tail = parse(events.end({ type: 'provider_error', message: 'x', status: 502 } as never));
    expect(tail.map((e) => e.type)).toEqual(['content_block_delta', 'error']);
    expect(tail[0].delta.text).toBe('<PERS');
  });
});

describe('Responses events', () => {
  const model = resolveModel('gpt-4o')!;
  const request = { model: 'gpt-4o', input: 'x', stream: true, text: { format: { type: 'json_object' } } } as unknown as ResponsesRequest;

  it.each([1, 2, 4, 6])('JSON output text and arguments restored JSON-escaped with pieces of %i; sequence numbers consecutive', (size) => {
    const events = responsesNative(request).events(MAPPING, model);
    const json = '{"who":"<PERSON_1>","id":"<PESEL_1>"}';
    let seq = 0;
    const e = (type: string, data: Record<string, unknown>) => sse(type, { sequence_number: seq++, ...data });
    const at = { item_id: 'm', output_index: 0, content_index: 0 };
    const upstream = [
      e('response.created', { response: { model: 'gpt-4o-2024', output: [], instructions: 'PII instruction' } }),
      ...pieces(json, size).map((p) => e('response.output_text.delta', { ...at, delta: p, logprobs: [] })),
      e('response.output_text.done', { ...at, text: json }),
      ...pieces(json, size).map((p) => e('response.function_call_arguments.delta', { item_id: 'f', output_index: 1, delta: p })),
      e('response.function_call_arguments.done', { item_id: 'f', output_index: 1, arguments: json }),
      e('response.completed', {
        response: {
          model: 'gpt-4o-2024', instructions: 'PII instruction', usage: { input_tokens: 3, output_tokens: 4 },
          output: [{ type: 'message', content: [{ type: 'output_text', text: json }] }, { type: 'function_call', arguments: json }],
        },
      }),
    ];
    const out = parse(upstream.map((ev) => events.push([ev]).text).join('') + events.end(null));
    const expected = { who: MAPPING['<PERSON_1>'], id: MAPPING['<PESEL_1>'] };
    const deltas = (type: string) => out.filter((x) => x.type === type).map((x) => x.delta).join('');
    expect(JSON.parse(deltas('response.output_text.delta'))).toEqual(expected);
    expect(JSON.parse(deltas('response.function_call_arguments.delta'))).toEqual(expected);
    expect(JSON.parse(out.find((x) => x.type === 'response.output_text.done').text)).toEqual(expected);
    expect(JSON.parse(out.find((x) => x.type === 'response.function_call_arguments.done').arguments)).toEqual(expected);
    const done = out.at(-1);
    expect(JSON.parse(done.response.output[0].content[0].text)).toEqual(expected);
    expect(JSON.parse(done.response.output[1].arguments)).toEqual(expected);
    expect(done.response.instructions).toBeNull();
    expect(done.response.model).toBe('gpt-4o');
    expect(out.map((x) => x.sequence_number)).toEqual(out.map((_, i) => i));
    expect(events.usage).toEqual({ prompt_tokens: 3, completion_tokens: 4, total_tokens: 7 });
  });
});
