import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { googleAdapter as adapter } from '../../src/providers/adapters/google.js';
import { UpstreamRequestError, adapterFor } from '../../src/providers/adapters/index.js';
import { resolveModel } from '../../src/providers/catalogue.js';
import { closeUpstreamPools } from '../../src/providers/upstream-client.js';
import { UpstreamProtocolError } from '../../src/providers/types.js';
import { startMockUpstream } from '../mocks/upstream.js';
import type { MockUpstream } from '../mocks/upstream.js';
import { fullRequest } from './fixtures.js';
import { checkConventions, completeVia, streamVia, streamedText, streamedToolCalls } from './helpers.js';

const model = resolveModel('google/gemini-2.5-flash')!;
let up: MockUpstream;
beforeAll(async () => { up = await startMockUpstream(); });
afterAll(async () => { await up.close(); await closeUpstreamPools(); });
beforeEach(() => up.reset());

const BASE = 'https://generativelanguage.googleapis.com';
const build = (req = fullRequest(model.id), stream = false) => adapter.buildRequest(req, model, 'AIza-secret', BASE, stream);

describe('Gemini adapter: request', () => {
  it('is the adapter for google', () => expect(adapterFor('google')).toBe(adapter));

  it('uses generateContent / streamGenerateContent?alt=sse and x-goog-api-key', () => {
    expect(build().url).toBe(`${BASE}/v1beta/models/gemini-2.5-flash:generateContent`);
    expect(build(undefined, true).url).toBe(`${BASE}/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse`);
    expect(build().headers['x-goog-api-key']).toBe('AIza-secret');
    expect(build().url).not.toContain('secret');
  });

  it('translates every field', () => {
    const body = JSON.parse(build().body);
    expect(body.systemInstruction).toEqual({ parts: [{ text: 'Keep <TAG_n> placeholders.' }, { text: 'Be brief.' }] });
    expect(body.generationConfig).toEqual({
      temperature: 0.4, topP: 0.9, maxOutputTokens: 123, stopSequences: ['END', 'STOP'],
      presencePenalty: -0.25, frequencyPenalty: 0.5, seed: 7,
    });
    expect(body.tools).toEqual([{
      functionDeclarations: [
        { name: 'get_weather', description: 'Weather by city', parametersJsonSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] } },
        { name: 'get_time' },
      ],
    }]);
    expect(body.toolConfig).toEqual({ functionCallingConfig: { mode: 'ANY', allowedFunctionNames: ['get_weather'] } });
    expect(body.contents).toEqual([
      {
        role: 'user',
        parts: [
          { text: 'Weather for <PERSON_1>?' },
          { inlineData: { mimeType: 'image/png', data: 'iVBORw0KGgo=' } },
          { fileData: { mimeType: 'image/webp', fileUri: 'https://example.com/cat.webp' } },
        ],
      },
      {
        role: 'model',
        parts: [
          { text: 'Checking.' },
          { functionCall: { name: 'get_weather', args: { city: 'Kraków' } } },
          { functionCall: { name: 'get_time', args: {} } },
        ],
      },
      {
        role: 'user',
        parts: [
          // The function name comes from the earlier assistant tool call with that id.
          { functionResponse: { name: 'get_weather', response: { temp: 21 } } },
          { functionResponse: { name: 'get_time', response: { content: '12:00' } } },
          { text: 'Thanks <PERSON_1>' },
        ],
      },
    ]);
    expect(body.custom_vendor_field).toBeUndefined();
    expect(body.model).toBeUndefined();
  });

  it('maps tool_choice variants and response_format, omits empty config', () => {
    const base = { model: model.id, messages: [{ role: 'user' as const, content: 'hi' }] };
    const b = (extra: object) => JSON.parse(build({ ...base, ...extra }).body);
    expect(b({}).generationConfig).toBeUndefined();
    expect(b({}).systemInstruction).toBeUndefined();
    expect(b({ tool_choice: 'auto' }).toolConfig).toEqual({ functionCallingConfig: { mode: 'AUTO' } });
    expect(b({ tool_choice: 'none' }).toolConfig).toEqual({ functionCallingConfig: { mode: 'NONE' } });
    expect(b({ tool_choice: 'required' }).toolConfig).toEqual({ functionCallingConfig: { mode: 'ANY' } });
    expect(b({ stop: 'X' }).generationConfig.stopSequences).toEqual(['X']);
    expect(b({ response_format: { type: 'json_object' } }).generationConfig.responseMimeType).toBe('application/json');
    expect(b({ max_completion_tokens: 9 }).generationConfig.maxOutputTokens).toBe(9);
  });

  it('a tool message answering no known call is a clear request error', () => {
    const req = { model: model.id, messages: [{ role: 'tool' as const, tool_call_id: 'nope', content: 'x' }] };
    expect(() => build(req)).toThrow(UpstreamRequestError);
    expect(() => build(req)).toThrow(/unknown tool_call_id/);
  });
});

describe('Gemini adapter: responses', () => {
  it('parses candidates, function calls (with generated ids), thoughts skipped, usage', () => {
    const res = adapter.parseResponse({
      candidates: [
        { content: { role: 'model', parts: [{ text: 'plan', thought: true }, { text: 'A' }, { functionCall: { name: 'f', args: { x: 1 } } }] }, finishReason: 'STOP', index: 0 },
        { content: { role: 'model', parts: [{ text: 'B' }] }, finishReason: 'MAX_TOKENS', index: 1 },
      ],
      usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 4, thoughtsTokenCount: 3, totalTokenCount: 17 },
    }, model, 'r');
    expect(res.model).toBe('google/gemini-2.5-flash');
    expect(res.choices).toEqual([
      { index: 0, message: { role: 'assistant', content: 'A', tool_calls: [{ id: 'call_r_0', type: 'function', function: { name: 'f', arguments: '{"x":1}' } }] }, finish_reason: 'tool_calls' },
      { index: 1, message: { role: 'assistant', content: 'B' }, finish_reason: 'length' },
    ]);
    expect(res.usage).toEqual({ prompt_tokens: 10, completion_tokens: 7, total_tokens: 17 });
  });

  it.each([['STOP', 'stop'], ['MAX_TOKENS', 'length'], ['SAFETY', 'content_filter'], ['RECITATION', 'content_filter'], ['PROHIBITED_CONTENT', 'content_filter'], ['OTHER', 'stop']])(
    'finishReason %s → %s', (reason, expected) => {
      const res = adapter.parseResponse({ candidates: [{ content: { parts: [{ text: 'x' }] }, finishReason: reason }] }, model, 'r');
      expect(res.choices[0].finish_reason).toBe(expected);
    });

  it('a blocked prompt (no candidates) is a content_filter answer; an error body throws', () => {
    const res = adapter.parseResponse({ promptFeedback: { blockReason: 'SAFETY' }, usageMetadata: { promptTokenCount: 3, totalTokenCount: 3 } }, model, 'r');
    expect(res.choices[0].finish_reason).toBe('content_filter');
    expect(res.usage.prompt_tokens).toBe(3);
    expect(() => adapter.parseResponse({ error: { code: 400, message: 'bad key' } }, model, 'r')).toThrow(/bad key/);
  });

  it('round-trips text over HTTP, streaming and not', async () => {
    const ask = { model: model.id, messages: [{ role: 'system' as const, content: 'S' }, { role: 'user' as const, content: 'Hi <PERSON_1> and <PESEL_1>' }] };
    const res = await completeVia(up, adapter, model, ask);
    expect(res.choices[0].message.content).toBe('Echo: Hi <PERSON_1> and <PESEL_1>');
    expect(up.requests[0].path).toBe('/v1beta/models/gemini-2.5-flash:generateContent');
    expect(up.requests[0].headers['x-goog-api-key']).toBe('test-key');

    up.set({ tokensPerChunk: 2 });
    const { chunks, translator } = await streamVia(up, adapter, model, { ...ask, stream: true });
    expect(up.requests[1].path).toBe('/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse');
    checkConventions(chunks, model.id);
    expect(streamedText(chunks)).toBe('Echo: Hi <PERSON_1> and <PESEL_1>');
    expect(translator.usage).toEqual(res.usage);
    expect(chunks.at(-1)!.usage).toEqual(res.usage);
  });

  it('round-trips a function call over HTTP, streaming and not', async () => {
    up.set({ toolCall: { name: 'lookup', arguments: { q: '<PERSON_1>' } } });
    const ask = { model: model.id, messages: [{ role: 'user' as const, content: 'find' }] };
    const res = await completeVia(up, adapter, model, ask);
    expect(res.choices[0].message.tool_calls).toEqual([{ id: 'call_req1_0', type: 'function', function: { name: 'lookup', arguments: '{"q":"<PERSON_1>"}' } }]);
    expect(res.choices[0].finish_reason).toBe('tool_calls');
    const { chunks } = await streamVia(up, adapter, model, { ...ask, stream: true });
    checkConventions(chunks, model.id);
    expect(streamedToolCalls(chunks)).toEqual([{ id: 'call_req1_0', name: 'lookup', arguments: '{"q":"<PERSON_1>"}' }]);
    expect(chunks.find((c) => c.choices[0]?.finish_reason)!.choices[0].finish_reason).toBe('tool_calls');
  });
});

describe('Gemini stream translator details', () => {
  it('finish() emits the usage chunk; the stream has no end marker', () => {
    const tr = adapter.createStreamTranslator(model, 'r');
    tr.push({ data: JSON.stringify({ candidates: [{ content: { parts: [{ text: 'a' }] }, index: 0 }], usageMetadata: { promptTokenCount: 2, totalTokenCount: 2 } }) });
    expect(tr.done).toBe(false);
    tr.push({ data: JSON.stringify({ candidates: [{ content: { parts: [{ text: 'b' }] }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: 2, candidatesTokenCount: 2, totalTokenCount: 4 } }) });
    expect(tr.done).toBe(true);
    const fin = tr.finish();
    expect(fin).toHaveLength(1);
    expect(fin[0]).toMatchObject({ choices: [], usage: { prompt_tokens: 2, completion_tokens: 2, total_tokens: 4 } });
  });

  it('a body that ends before any finishReason cannot finish', async () => {
    up.set({ omitEnd: true });
    const err = await streamVia(up, adapter, model, { model: model.id, messages: [{ role: 'user', content: 'x' }], stream: true }).catch((e) => e);
    expect(err).toBeInstanceOf(UpstreamProtocolError);
    expect(err.message).toMatch(/finishReason/);
  });

  it('a blocked prompt in a stream ends as content_filter', () => {
    const tr = adapter.createStreamTranslator(model, 'r');
    expect(tr.push({ data: JSON.stringify({ promptFeedback: { blockReason: 'SAFETY' } }) })).toEqual([]);
    const fin = tr.finish();
    expect(fin.map((c) => (c.choices.length ? c.choices[0].finish_reason : 'usage'))).toEqual([null, 'content_filter', 'usage']);
  });

  it('an error payload in the stream throws with its message', () => {
    const tr = adapter.createStreamTranslator(model, 'r');
    expect(() => tr.push({ data: '{"error":{"code":500,"message":"Internal","status":"INTERNAL"}}' })).toThrow(/Internal/);
  });

  it('malformed event mid-stream over HTTP → UpstreamProtocolError', async () => {
    up.set({ malformedAt: 1 });
    const err = await streamVia(up, adapter, model, { model: model.id, messages: [{ role: 'user', content: 'a b c' }], stream: true }).catch((e) => e);
    expect(err).toBeInstanceOf(UpstreamProtocolError);
  });
});

describe('Gemini errorMessage', () => {
  it.each([
    [400, '{"error":{"code":400,"message":"API key not valid.","status":"INVALID_ARGUMENT"}}', 'API key not valid.'],
    [429, '[{"error":{"code":429,"message":"Quota exceeded","status":"RESOURCE_EXHAUSTED"}}]', 'Quota exceeded'],
    [503, 'Service Unavailable', 'HTTP 503 Service Unavailable: Service Unavailable'],
  ])('%i %s', (status, body, expected) => expect(adapter.errorMessage(status, body)).toBe(expected));

  it('reads the mock upstream\'s Gemini-format error', async () => {
    up.set({ error: { status: 400, message: 'User location is not supported' } });
    const err = await completeVia(up, adapter, model, { model: model.id, messages: [{ role: 'user', content: 'x' }] }).catch((e) => e);
    expect(err).toMatchObject({ status: 400, detail: 'User location is not supported' }); // the provider client applied errorMessage
  });
});
