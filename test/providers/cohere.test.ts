import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cohereAdapter as adapter } from '../../src/providers/adapters/cohere.js';
import { adapterFor } from '../../src/providers/adapters/index.js';
import { resolveModel } from '../../src/providers/catalogue.js';
import { closeUpstreamPools } from '../../src/providers/upstream-client.js';
import { UpstreamProtocolError } from '../../src/providers/types.js';
import type { SseEvent } from '../../src/providers/types.js';
import { startMockUpstream } from '../mocks/upstream.js';
import type { MockUpstream } from '../mocks/upstream.js';
import { PNG_DATA_URL, fullRequest } from './fixtures.js';
import { checkConventions, completeVia, streamVia, streamedText, streamedToolCalls } from './helpers.js';

const model = resolveModel('cohere/command-a')!;
let up: MockUpstream;
beforeAll(async () => { up = await startMockUpstream(); });
afterAll(async () => { await up.close(); await closeUpstreamPools(); });
beforeEach(() => up.reset());

const build = (req = fullRequest(model.id), stream = false) => adapter.buildRequest(req, model, 'co-secret', 'https://api.cohere.com', stream);

describe('Cohere adapter: request', () => {
  it('is the adapter for cohere', () => expect(adapterFor('cohere')).toBe(adapter));

  it('POSTs /v2/chat with Bearer auth', () => {
    const call = build();
    expect(call.url).toBe('https://api.cohere.com/v2/chat');
    expect(call.headers.authorization).toBe('Bearer co-secret');
  });

  it('translates every field', () => {
    const body = JSON.parse(build().body);
    expect(body.model).toBe('command-a-03-2025');
    expect(body.max_tokens).toBe(123);
    expect(body.stop_sequences).toEqual(['END', 'STOP']);
    expect(body.temperature).toBe(0.4);
    expect(body.p).toBe(0.9);
    expect(body.top_p).toBeUndefined();
    expect(body.frequency_penalty).toBe(0.5);
    expect(body.presence_penalty).toBe(-0.25);
    expect(body.seed).toBe(7);
    expect(body.stream).toBeUndefined();
    expect(body.custom_vendor_field).toBeUndefined();
    expect(body.tool_choice).toBe('REQUIRED');
    expect(body.tools).toEqual([
      { type: 'function', function: { name: 'get_weather', description: 'Weather by city', parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] } } },
      { type: 'function', function: { name: 'get_time', parameters: { type: 'object', properties: {} } } },
    ]);
    expect(body.messages).toEqual([
      { role: 'system', content: 'Keep <TAG_n> placeholders.' },
      { role: 'system', content: 'Be brief.' },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'Weather for <PERSON_1>?' },
          { type: 'image_url', image_url: { url: PNG_DATA_URL } },
          { type: 'image_url', image_url: { url: 'https://example.com/cat.webp' } },
        ],
      },
      {
        role: 'assistant',
        tool_plan: 'Checking.',
        tool_calls: [
          { id: 'call_a', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Kraków"}' } },
          { id: 'call_b', type: 'function', function: { name: 'get_time', arguments: '{}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'call_a', content: '{"temp":21}' },
      { role: 'tool', tool_call_id: 'call_b', content: '12:00' },
      { role: 'user', content: 'Thanks <PERSON_1>' },
    ]);
  });

  it('tool_choice and stream', () => {
    const base = { model: model.id, messages: [{ role: 'user' as const, content: 'hi' }] };
    expect(JSON.parse(build({ ...base, tool_choice: 'none' }).body).tool_choice).toBe('NONE');
    expect(JSON.parse(build({ ...base, tool_choice: 'auto' }).body).tool_choice).toBeUndefined();
    expect(JSON.parse(build(base, true).body).stream).toBe(true);
    expect(JSON.parse(build({ ...base, messages: [{ role: 'assistant', content: 'plain' }] }).body).messages).toEqual([{ role: 'assistant', content: 'plain' }]);
  });
});

describe('Cohere adapter: responses', () => {
  it('parses content, tool calls, finish reasons and usage (tokens over billed_units)', () => {
    const res = adapter.parseResponse({
      id: 'x', finish_reason: 'TOOL_CALL',
      message: { role: 'assistant', tool_plan: 'plan', tool_calls: [{ id: 't1', type: 'function', function: { name: 'f', arguments: '{"a":1}' } }] },
      usage: { billed_units: { input_tokens: 3, output_tokens: 2 }, tokens: { input_tokens: 30, output_tokens: 20 } },
    }, model, 'r');
    expect(res.choices[0]).toEqual({ index: 0, message: { role: 'assistant', content: null, tool_calls: [{ id: 't1', type: 'function', function: { name: 'f', arguments: '{"a":1}' } }] }, finish_reason: 'tool_calls' });
    expect(res.usage).toEqual({ prompt_tokens: 30, completion_tokens: 20, total_tokens: 50 });
    const billed = adapter.parseResponse({ finish_reason: 'COMPLETE', message: { content: [{ type: 'text', text: 'hi' }] }, usage: { billed_units: { input_tokens: 3, output_tokens: 2 } } }, model, 'r');
    expect(billed.usage).toEqual({ prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 });
  });

  it.each([['COMPLETE', 'stop'], ['STOP_SEQUENCE', 'stop'], ['MAX_TOKENS', 'length'], ['TOOL_CALL', 'tool_calls'], ['ERROR_TOXIC', 'content_filter']])(
    'finish_reason %s → %s', (reason, expected) => {
      expect(adapter.parseResponse({ finish_reason: reason, message: { content: [{ type: 'text', text: 'x' }] } }, model, 'r').choices[0].finish_reason).toBe(expected);
    });

  it('finish_reason ERROR is an upstream failure', () => {
    expect(() => adapter.parseResponse({ finish_reason: 'ERROR', message: { content: [] } }, model, 'r')).toThrow(UpstreamProtocolError);
  });

  it('round-trips text over HTTP, streaming and not', async () => {
    const ask = { model: model.id, messages: [{ role: 'user' as const, content: 'Hi <EMAIL_ADDRESS_1>' }] };
    const res = await completeVia(up, adapter, model, ask);
    expect(res.choices[0].message.content).toBe('Echo: Hi <EMAIL_ADDRESS_1>');
    expect(res.choices[0].finish_reason).toBe('stop');
    expect(up.requests[0].path).toBe('/v2/chat');
    expect(up.requests[0].headers.authorization).toBe('Bearer test-key');
    up.set({ chunks: 4 });
    const { chunks, translator } = await streamVia(up, adapter, model, { ...ask, stream: true });
    checkConventions(chunks, model.id);
    expect(streamedText(chunks)).toBe('Echo: Hi <EMAIL_ADDRESS_1>');
    expect(translator.usage).toEqual(res.usage);
  });

  it('round-trips a tool call over HTTP, streaming and not', async () => {
    up.set({ toolCall: { name: 'lookup', arguments: { q: '<PERSON_1>' } } });
    const ask = { model: model.id, messages: [{ role: 'user' as const, content: 'find' }] };
    const res = await completeVia(up, adapter, model, ask);
    expect(res.choices[0].message.tool_calls).toEqual([{ id: 'call_mock_1', type: 'function', function: { name: 'lookup', arguments: '{"q":"<PERSON_1>"}' } }]);
    const { chunks } = await streamVia(up, adapter, model, { ...ask, stream: true });
    checkConventions(chunks, model.id);
    expect(streamedToolCalls(chunks)).toEqual([{ id: 'call_mock_1', name: 'lookup', arguments: '{"q":"<PERSON_1>"}' }]);
    expect(chunks.find((c) => c.choices[0]?.finish_reason)!.choices[0].finish_reason).toBe('tool_calls');
    expect(streamedText(chunks)).toBe(''); // tool_plan is not content
  });
});

describe('Cohere stream translator details', () => {
  const ev = (type: string, data: object = {}): SseEvent => ({ event: type, data: JSON.stringify({ type, ...data }) });

  it('message-end with ERROR throws; without message-end finish() throws', () => {
    const tr = adapter.createStreamTranslator(model, 'r');
    tr.push(ev('message-start', { id: 'x' }));
    tr.push(ev('content-delta', { index: 0, delta: { message: { content: { text: 'a' } } } }));
    expect(() => tr.finish()).toThrow(/message-end/);
    expect(() => tr.push(ev('message-end', { delta: { finish_reason: 'ERROR' } }))).toThrow(UpstreamProtocolError);
  });

  it('uses the event name when data has no type', () => {
    const tr = adapter.createStreamTranslator(model, 'r');
    const out = tr.push({ event: 'content-delta', data: '{"index":0,"delta":{"message":{"content":{"text":"z"}}}}' });
    expect(streamedText(out)).toBe('z');
  });

  it('stream without message-end over HTTP cannot finish', async () => {
    up.set({ omitEnd: true });
    const err = await streamVia(up, adapter, model, { model: model.id, messages: [{ role: 'user', content: 'x' }], stream: true }).catch((e) => e);
    expect(err).toBeInstanceOf(UpstreamProtocolError);
  });
});

describe('Cohere errorMessage', () => {
  it.each([
    [400, '{"id":"abc","message":"invalid request: model not found"}', 'invalid request: model not found'],
    [401, '{"message":"invalid api token"}', 'invalid api token'],
    [500, '', 'HTTP 500 Internal Server Error'],
  ])('%i %s', (status, body, expected) => expect(adapter.errorMessage(status, body)).toBe(expected));

  it('reads the mock upstream\'s Cohere-format error', async () => {
    up.set({ error: { status: 422, message: 'too many tokens' } });
    const err = await completeVia(up, adapter, model, { model: model.id, messages: [{ role: 'user', content: 'x' }] }).catch((e) => e);
    expect(err).toMatchObject({ status: 422, detail: 'too many tokens' }); // the provider client applied errorMessage
  });
});
