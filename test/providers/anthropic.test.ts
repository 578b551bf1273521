import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { anthropicAdapter as adapter } from '../../src/providers/adapters/anthropic.js';
import { UpstreamRequestError, adapterFor } from '../../src/providers/adapters/index.js';
import { resolveModel } from '../../src/providers/catalogue.js';
import { closeUpstreamPools } from '../../src/providers/upstream-client.js';
import { UpstreamProtocolError } from '../../src/providers/types.js';
import type { SseEvent } from '../../src/providers/types.js';
import { startMockUpstream } from '../mocks/upstream.js';
import type { MockUpstream } from '../mocks/upstream.js';
import { fullRequest } from './fixtures.js';
import { checkConventions, completeVia, streamVia, streamedText, streamedToolCalls } from './helpers.js';

const model = resolveModel('anthropic/claude-4.6-sonnet')!;
let up: MockUpstream;
beforeAll(async () => { up = await startMockUpstream(); });
afterAll(async () => { await up.close(); await closeUpstreamPools(); });
beforeEach(() => up.reset());

const build = (req = fullRequest(model.id), stream = false) => adapter.buildRequest(req, model, 'sk-ant-secret', 'https://api.anthropic.com', stream);

describe('Anthropic adapter: request', () => {
  it('is the adapter for anthropic', () => expect(adapterFor('anthropic')).toBe(adapter));

  it('POSTs /v1/messages with x-api-key and anthropic-version', () => {
    const call = build();
    expect(call.url).toBe('https://api.anthropic.com/v1/messages');
    expect(call.headers['x-api-key']).toBe('sk-ant-secret');
    expect(call.headers['anthropic-version']).toBe('2023-06-01');
    expect(call.headers.authorization).toBeUndefined();
  });

  it('translates every field', () => {
    const body = JSON.parse(build().body);
    expect(body.model).toBe('claude-sonnet-4-6');
    expect(body.system).toBe('Keep <TAG_n> placeholders.\n\nBe brief.');
    expect(body.max_tokens).toBe(123);
    expect(body.temperature).toBe(0.4);
    expect(body.top_p).toBe(0.9);
    expect(body.stop_sequences).toEqual(['END', 'STOP']);
    expect(body.stream).toBeUndefined();
    expect(body.frequency_penalty).toBeUndefined();
    expect(body.presence_penalty).toBeUndefined();
    expect(body.custom_vendor_field).toBeUndefined();
    expect(body.tools).toEqual([
      { name: 'get_weather', description: 'Weather by city', input_schema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] } },
      { name: 'get_time', input_schema: { type: 'object', properties: {} } },
    ]);
    expect(body.tool_choice).toEqual({ type: 'tool', name: 'get_weather' });
    expect(body.messages).toEqual([
      {
        role: 'user',
        content: [
          { type: 'text', text: 'Weather for <PERSON_1>?' },
          { type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'iVBORw0KGgo=' } },
          { type: 'image', source: { type: 'url', url: 'https://example.com/cat.webp' } },
        ],
      },
      {
        role: 'assistant',
        content: [
          { type: 'text', text: 'Checking.' },
          { type: 'tool_use', id: 'call_a', name: 'get_weather', input: { city: 'Kraków' } },
          { type: 'tool_use', id: 'call_b', name: 'get_time', input: {} },
        ],
      },
      {
        // Both tool results and the next user text share one user turn.
        role: 'user',
        content: [
          { type: 'tool_result', tool_use_id: 'call_a', content: '{"temp":21}' },
          { type: 'tool_result', tool_use_id: 'call_b', content: '12:00' },
          { type: 'text', text: 'Thanks <PERSON_1>' },
        ],
      },
    ]);
  });

  it('defaults max_tokens from the catalogue, prefers max_completion_tokens, sets stream', () => {
    const req = { model: model.id, messages: [{ role: 'user' as const, content: 'hi' }] };
    expect(JSON.parse(build(req).body).max_tokens).toBe(model.defaultMaxTokens);
    expect(JSON.parse(build({ ...req, max_tokens: 5, max_completion_tokens: 9 }).body).max_tokens).toBe(9);
    const s = JSON.parse(build(req, true).body);
    expect(s.stream).toBe(true);
    expect(s.system).toBeUndefined();
  });

  it('maps stop string, tool_choice variants, parallel_tool_calls and clamps temperature', () => {
    const base = { model: model.id, messages: [{ role: 'user' as const, content: 'hi' }] };
    const b = (extra: object) => JSON.parse(build({ ...base, ...extra }).body);
    expect(b({ stop: 'X' }).stop_sequences).toEqual(['X']);
    expect(b({ tool_choice: 'auto' }).tool_choice).toEqual({ type: 'auto' });
    expect(b({ tool_choice: 'none' }).tool_choice).toEqual({ type: 'none' });
    expect(b({ tool_choice: 'required' }).tool_choice).toEqual({ type: 'any' });
    expect(b({ tool_choice: 'required', parallel_tool_calls: false }).tool_choice).toEqual({ type: 'any', disable_parallel_tool_use: true });
    expect(b({}).tool_choice).toBeUndefined();
    expect(b({ temperature: 1.8 }).temperature).toBe(1);
    expect(b({ temperature: 0 }).temperature).toBe(0);
  });

  it('rejects tool-call arguments that are not JSON with a clear error', () => {
    const req = {
      model: model.id,
      messages: [{ role: 'assistant' as const, content: null, tool_calls: [{ id: 'c', type: 'function' as const, function: { name: 'f', arguments: '{oops' } }] }],
    };
    expect(() => build(req)).toThrow(UpstreamRequestError);
    expect(() => build(req)).toThrow(/arguments are not valid JSON/);
  });
});

describe('Anthropic adapter: responses', () => {
  it('parses text, tool_use, stop reasons and usage including cache tokens', () => {
    const res = adapter.parseResponse({
      id: 'msg_1', type: 'message', role: 'assistant',
      content: [{ type: 'thinking', thinking: 'hmm' }, { type: 'text', text: 'Let me ' }, { type: 'text', text: 'check.' }, { type: 'tool_use', id: 'toolu_1', name: 'f', input: { a: [1] } }],
      stop_reason: 'tool_use',
      usage: { input_tokens: 10, cache_read_input_tokens: 5, cache_creation_input_tokens: 2, output_tokens: 7 },
    }, model, 'r');
    expect(res).toMatchObject({ id: 'chatcmpl-r', model: 'anthropic/claude-4.6-sonnet', object: 'chat.completion' });
    expect(res.choices[0]).toEqual({
      index: 0,
      message: { role: 'assistant', content: 'Let me check.', tool_calls: [{ id: 'toolu_1', type: 'function', function: { name: 'f', arguments: '{"a":[1]}' } }] },
      finish_reason: 'tool_calls',
    });
    expect(res.usage).toEqual({ prompt_tokens: 17, completion_tokens: 7, total_tokens: 24 });
  });

  it.each([['end_turn', 'stop'], ['stop_sequence', 'stop'], ['max_tokens', 'length'], ['tool_use', 'tool_calls'], ['refusal', 'content_filter']])(
    'stop_reason %s → %s', (reason, expected) => {
      const res = adapter.parseResponse({ content: [{ type: 'text', text: 'x' }], stop_reason: reason, usage: { input_tokens: 1, output_tokens: 1 } }, model, 'r');
      expect(res.choices[0].finish_reason).toBe(expected);
    });

  it('rejects a body without content', () => {
    expect(() => adapter.parseResponse({ type: 'error' }, model, 'r')).toThrow(UpstreamProtocolError);
  });

  it('round-trips text over HTTP, streaming and not', async () => {
    const ask = { model: model.id, messages: [{ role: 'system' as const, content: 'S' }, { role: 'user' as const, content: 'Hi <PERSON_1>' }] };
    const res = await completeVia(up, adapter, model, ask);
    expect(res.choices[0].message.content).toBe('Echo: Hi <PERSON_1>');
    expect(res.choices[0].finish_reason).toBe('stop');
    expect(up.requests[0].path).toBe('/v1/messages');
    expect(up.requests[0].headers['x-api-key']).toBe('test-key');
    expect(up.requests[0].body.system).toBe('S');

    up.set({ chunks: 5 });
    const { chunks, translator } = await streamVia(up, adapter, model, { ...ask, stream: true });
    checkConventions(chunks, model.id);
    expect(streamedText(chunks)).toBe('Echo: Hi <PERSON_1>');
    expect(chunks.find((c) => c.choices[0]?.finish_reason)!.choices[0].finish_reason).toBe('stop');
    expect(translator.done).toBe(true);
    expect(translator.usage!.prompt_tokens).toBe(res.usage.prompt_tokens);
    expect(translator.usage!.completion_tokens).toBe(res.usage.completion_tokens);
  });

  it('round-trips a tool call over HTTP, streaming and not', async () => {
    up.set({ toolCall: { name: 'lookup', arguments: { q: '<PERSON_1>' } } });
    const ask = { model: model.id, messages: [{ role: 'user' as const, content: 'find' }] };
    const res = await completeVia(up, adapter, model, ask);
    expect(res.choices[0].message.tool_calls).toEqual([{ id: 'call_mock_1', type: 'function', function: { name: 'lookup', arguments: '{"q":"<PERSON_1>"}' } }]);
    expect(res.choices[0].finish_reason).toBe('tool_calls');
    const { chunks } = await streamVia(up, adapter, model, { ...ask, stream: true });
    checkConventions(chunks, model.id);
    expect(streamedToolCalls(chunks)).toEqual([{ id: 'call_mock_1', name: 'lookup', arguments: '{"q":"<PERSON_1>"}' }]);
    expect(chunks.find((c) => c.choices[0]?.finish_reason)!.choices[0].finish_reason).toBe('tool_calls');
  });
});

describe('Anthropic stream translator details', () => {
  const ev = (type: string, data: object = {}): SseEvent => ({ event: type, data: JSON.stringify({ type, ...data }) });

  it('numbers tool calls among tool_use blocks only, after a text block', () => {
    const tr = adapter.createStreamTranslator(model, 'r');
    const out = [
      ev('message_start', { message: { usage: { input_tokens: 9, output_tokens: 1 } } }),
      ev('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
      ev('content_block_delta', { index: 0, delta: { type: 'text_delta', text: 'ok' } }),
      ev('content_block_stop', { index: 0 }),
      ev('content_block_start', { index: 1, content_block: { type: 'tool_use', id: 't1', name: 'a', input: {} } }),
      ev('content_block_delta', { index: 1, delta: { type: 'input_json_delta', partial_json: '{"x":' } }),
      ev('content_block_start', { index: 2, content_block: { type: 'tool_use', id: 't2', name: 'b', input: {} } }),
      ev('content_block_delta', { index: 2, delta: { type: 'input_json_delta', partial_json: '{}' } }),
      ev('content_block_delta', { index: 1, delta: { type: 'input_json_delta', partial_json: '1}' } }),
      ev('ping'),
      ev('message_delta', { delta: { stop_reason: 'tool_use' }, usage: { output_tokens: 12 } }),
      ev('message_stop'),
    ].flatMap((e) => tr.push(e));
    expect(out[0].choices[0].delta).toEqual({ role: 'assistant', content: '' });
    expect(streamedToolCalls(out)).toEqual([{ id: 't1', name: 'a', arguments: '{"x":1}' }, { id: 't2', name: 'b', arguments: '{}' }]);
    expect(streamedText(out)).toBe('ok');
    expect(tr.usage).toEqual({ prompt_tokens: 9, completion_tokens: 12, total_tokens: 21 });
    expect(out.at(-1)).toMatchObject({ choices: [], usage: { total_tokens: 21 } });
    expect(tr.done).toBe(true);
    expect(tr.finish()).toEqual([]);
  });

  it('an error event throws with its message', () => {
    const tr = adapter.createStreamTranslator(model, 'r');
    tr.push(ev('message_start', { message: { usage: { input_tokens: 1 } } }));
    expect(() => tr.push(ev('error', { error: { type: 'overloaded_error', message: 'Overloaded' } }))).toThrow(/Overloaded/);
  });

  it('malformed JSON throws UpstreamProtocolError', () => {
    expect(() => adapter.createStreamTranslator(model, 'r').push({ event: 'message_start', data: '{nope' })).toThrow(UpstreamProtocolError);
  });

  it('a stream without message_stop cannot finish', () => {
    const tr = adapter.createStreamTranslator(model, 'r');
    tr.push(ev('message_start', { message: { usage: { input_tokens: 1 } } }));
    expect(() => tr.finish()).toThrow(UpstreamProtocolError);
  });
});

describe('Anthropic errorMessage', () => {
  it.each([
    [400, '{"type":"error","error":{"type":"invalid_request_error","message":"max_tokens: too large"}}', 'max_tokens: too large'],
    [529, '{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}', 'Overloaded'],
    [500, 'oops', 'HTTP 500 Internal Server Error: oops'],
  ])('%i %s', (status, body, expected) => expect(adapter.errorMessage(status, body)).toBe(expected));

  it('reads the mock upstream\'s Anthropic-format error', async () => {
    up.set({ error: { status: 429, message: 'rate limited' } });
    const err = await completeVia(up, adapter, model, { model: model.id, messages: [{ role: 'user', content: 'x' }] }).catch((e) => e);
    expect(err).toMatchObject({ status: 429, detail: 'rate limited' }); // the provider client applied errorMessage
  });
});
