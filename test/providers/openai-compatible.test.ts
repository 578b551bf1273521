import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openAiCompatibleAdapter as adapter } from '../../src/providers/adapters/openai-compatible.js';
import { adapterFor } from '../../src/providers/adapters/index.js';
import { resolveModel } from '../../src/providers/catalogue.js';
import { closeUpstreamPools } from '../../src/providers/upstream-client.js';
import { UpstreamProtocolError } from '../../src/providers/types.js';
import { startMockUpstream } from '../mocks/upstream.js';
import type { MockUpstream } from '../mocks/upstream.js';
import { fullRequest } from './fixtures.js';
import { checkConventions, completeVia, streamVia, streamedText, streamedToolCalls } from './helpers.js';

const gpt = resolveModel('gpt-4o')!;
const groq = resolveModel('groq/llama-4-scout')!;
const mistral = resolveModel('mistral/mistral-large-3')!;

let up: MockUpstream;
beforeAll(async () => { up = await startMockUpstream(); });
afterAll(async () => { await up.close(); await closeUpstreamPools(); });
beforeEach(() => up.reset());

describe('OpenAI-compatible adapter: request', () => {
  it('serves the six OpenAI-format providers', () => {
    for (const p of ['openai', 'groq', 'deepseek', 'mistral', 'xai', 'perplexity'] as const) expect(adapterFor(p)).toBe(adapter);
  });

  it('appends /chat/completions, sends Bearer auth and the upstream model name', () => {
    const call = adapter.buildRequest(fullRequest('groq/llama-4-scout'), groq, 'gsk_secret', 'https://api.groq.com/openai/v1', false);
    expect(call.url).toBe('https://api.groq.com/openai/v1/chat/completions');
    expect(call.method).toBe('POST');
    expect(call.headers.authorization).toBe('Bearer gsk_secret');
    expect(call.headers['content-type']).toBe('application/json');
    const body = JSON.parse(call.body);
    expect(body.model).toBe('meta-llama/llama-4-scout-17b-16e-instruct');
  });

  it('passes every other field through untouched, unknown ones included', () => {
    const req = fullRequest('groq/llama-4-scout');
    const body = JSON.parse(adapter.buildRequest(req, groq, 'k', 'http://x/v1', false).body);
    const { model: _m, messages: _msgs, ...rest } = body;
    const { model: _m2, messages: _msgs2, ...expected } = req;
    expect(rest).toEqual(expected);
    expect(body.custom_vendor_field).toEqual({ keep: true });
    expect(body.tools).toEqual(req.tools);
    expect(body.stream).toBeUndefined();
  });

  it('maps developer → system for non-OpenAI providers only, without touching the caller\'s messages', () => {
    const req = fullRequest('x');
    const groqBody = JSON.parse(adapter.buildRequest(req, groq, 'k', 'http://x/v1', false).body);
    expect(groqBody.messages[1]).toEqual({ role: 'system', content: 'Be brief.' });
    expect(groqBody.messages.slice(2)).toEqual(req.messages.slice(2));
    expect(req.messages[1].role).toBe('developer');
    const gptBody = JSON.parse(adapter.buildRequest(req, gpt, 'k', 'http://x/v1', false).body);
    expect(gptBody.messages).toEqual(req.messages);
  });

  it('sends max_completion_tokens to OpenAI (o-series/GPT-5 reject max_tokens), keeps max_tokens elsewhere', () => {
    const gptBody = JSON.parse(adapter.buildRequest(fullRequest('gpt-4o'), gpt, 'k', 'http://x/v1', false).body);
    expect(gptBody.max_tokens).toBeUndefined();
    expect(gptBody.max_completion_tokens).toBe(123);
    const both = JSON.parse(adapter.buildRequest({ ...fullRequest('gpt-4o'), max_completion_tokens: 50 }, gpt, 'k', 'http://x/v1', false).body);
    expect(both.max_completion_tokens).toBe(50);
    expect(JSON.parse(adapter.buildRequest(fullRequest('x'), groq, 'k', 'http://x/v1', false).body).max_tokens).toBe(123);
  });

  it('streaming always asks for usage, keeping the client\'s other stream_options', () => {
    const body = JSON.parse(adapter.buildRequest({ ...fullRequest('gpt-4o'), stream: true, stream_options: { include_usage: false, other: 1 } as never }, gpt, 'k', 'http://x/v1', true).body);
    expect(body.stream).toBe(true);
    expect(body.stream_options).toEqual({ include_usage: true, other: 1 });
    const plain = JSON.parse(adapter.buildRequest(fullRequest('gpt-4o'), gpt, 'k', 'http://x/v1', true).body);
    expect(plain.stream_options).toEqual({ include_usage: true });
    // Mistral reports usage by itself and rejects unknown fields.
    const m = JSON.parse(adapter.buildRequest({ ...fullRequest('x'), stream_options: { include_usage: true } }, mistral, 'k', 'http://x/v1', true).body);
    expect(m.stream).toBe(true);
    expect(m.stream_options).toBeUndefined();
  });

  it('a non-streaming call drops stream_options and forces stream false', () => {
    const body = JSON.parse(adapter.buildRequest({ ...fullRequest('gpt-4o'), stream: true, stream_options: { include_usage: true } }, gpt, 'k', 'http://x/v1', false).body);
    expect(body.stream).toBe(false);
    expect(body.stream_options).toBeUndefined();
  });

  it('perplexity base URL has no version segment', () => {
    const pplx = resolveModel('perplexity/pplx-70b-online')!;
    expect(adapter.buildRequest(fullRequest('x'), pplx, 'k', 'https://api.perplexity.ai', false).url).toBe('https://api.perplexity.ai/chat/completions');
  });
});

describe('OpenAI-compatible adapter: responses over HTTP', () => {
  const ask = { model: 'gpt-4o', messages: [{ role: 'user' as const, content: 'Hi <PERSON_1>, call <PHONE_NUMBER_1>' }] };

  it('non-streaming text: id/model normalised, usage kept', async () => {
    const res = await completeVia(up, adapter, gpt, ask);
    expect(res.id).toBe('chatcmpl-req1');
    expect(res.model).toBe('gpt-4o');
    expect(res.object).toBe('chat.completion');
    expect(res.choices[0].message.content).toBe('Echo: Hi <PERSON_1>, call <PHONE_NUMBER_1>');
    expect(res.choices[0].finish_reason).toBe('stop');
    expect(res.usage.total_tokens).toBe(res.usage.prompt_tokens + res.usage.completion_tokens);
    expect(up.requests[0].path).toBe('/v1/chat/completions');
    expect(up.requests[0].body.model).toBe('gpt-4o');
  });

  it('streaming text: conventions hold and the text reassembles', async () => {
    up.set({ chunks: 7 });
    const { chunks, translator } = await streamVia(up, adapter, gpt, { ...ask, stream: true });
    checkConventions(chunks, 'gpt-4o');
    expect(streamedText(chunks)).toBe('Echo: Hi <PERSON_1>, call <PHONE_NUMBER_1>');
    expect(translator.done).toBe(true);
    expect(translator.usage).toEqual(chunks.at(-1)!.usage);
    expect(up.requests[0].body.stream_options).toEqual({ include_usage: true });
  });

  it('tool calls, streaming and not', async () => {
    up.set({ toolCall: { name: 'get_weather', arguments: { city: 'Kraków' } } });
    const res = await completeVia(up, adapter, gpt, ask);
    expect(res.choices[0].finish_reason).toBe('tool_calls');
    expect(res.choices[0].message.tool_calls).toEqual([{ id: 'call_mock_1', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Kraków"}' } }]);
    const { chunks } = await streamVia(up, adapter, gpt, { ...ask, stream: true });
    checkConventions(chunks, 'gpt-4o');
    expect(streamedToolCalls(chunks)).toEqual([{ id: 'call_mock_1', name: 'get_weather', arguments: '{"city":"Kraków"}' }]);
  });
});

describe('OpenAI-compatible stream translator details', () => {
  const chunk = (choices: unknown[], usage?: unknown) => ({ data: JSON.stringify({ id: 'up', object: 'chat.completion.chunk', created: 1, model: 'up-model', choices, ...(usage !== undefined ? { usage } : {}) }) });

  it('moves usage riding on content chunks (mistral, perplexity) into one usage-only chunk at the end', () => {
    const tr = adapter.createStreamTranslator(mistral, 'r');
    const u1 = { prompt_tokens: 5, completion_tokens: 1, total_tokens: 6 };
    const u2 = { prompt_tokens: 5, completion_tokens: 3, total_tokens: 8 };
    const out = [
      ...tr.push(chunk([{ index: 0, delta: { content: 'a' }, finish_reason: null }], u1)),
      ...tr.push(chunk([{ index: 0, delta: { content: 'b' }, finish_reason: 'stop' }], u2)),
      ...tr.push({ data: '[DONE]' }),
    ];
    expect(out).toHaveLength(3);
    expect(out[0].choices[0].delta.role).toBe('assistant');
    expect(out[0].usage).toBeUndefined();
    expect(out[1].usage).toBeUndefined();
    expect(out[2]).toMatchObject({ choices: [], usage: u2, model: 'mistral/mistral-large-3', id: 'chatcmpl-r' });
    expect(tr.finish()).toEqual([]);
  });

  it('reads Groq\'s x_groq.usage', () => {
    const tr = adapter.createStreamTranslator(groq, 'r');
    tr.push({ data: JSON.stringify({ id: 'x', choices: [{ index: 0, delta: { content: 'a' }, finish_reason: 'stop' }], x_groq: { usage: { prompt_tokens: 4, completion_tokens: 1, total_tokens: 5 } } }) });
    expect(tr.push({ data: '[DONE]' })).toMatchObject([{ choices: [], usage: { prompt_tokens: 4, completion_tokens: 1, total_tokens: 5 } }]);
  });

  it('accepts a close without [DONE] after a finish_reason, but not before', () => {
    const tr = adapter.createStreamTranslator(gpt, 'r');
    tr.push(chunk([{ index: 0, delta: { role: 'assistant', content: 'x' }, finish_reason: null }]));
    expect(() => tr.finish()).toThrow(UpstreamProtocolError);
    const tr2 = adapter.createStreamTranslator(gpt, 'r');
    tr2.push(chunk([{ index: 0, delta: { content: 'x' }, finish_reason: 'length' }], { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 }));
    expect(tr2.finish()).toMatchObject([{ choices: [], usage: { total_tokens: 2 } }]);
  });

  it('an error object mid-stream is a protocol error carrying its message', () => {
    const tr = adapter.createStreamTranslator(gpt, 'r');
    expect(() => tr.push({ data: '{"error":{"message":"overloaded"}}' })).toThrow(/overloaded/);
  });

  it('rejects a response without choices', () => {
    expect(() => adapter.parseResponse({ error: { message: 'bad' } }, gpt, 'r')).toThrow(/bad/);
    expect(() => adapter.parseResponse('nope', gpt, 'r')).toThrow(UpstreamProtocolError);
  });
});

describe('OpenAI-compatible errorMessage', () => {
  it.each([
    [400, '{"error":{"message":"Invalid model","type":"invalid_request_error"}}', 'Invalid model'],
    [401, '{"message":"Unauthorized"}', 'Unauthorized'],
    [422, '{"detail":[{"loc":["body","x"],"msg":"Extra inputs are not permitted"}]}', 'Extra inputs are not permitted'],
    [404, '{"detail":"Not Found"}', 'Not Found'],
    [502, '<html>bad gateway</html>', 'HTTP 502 Bad Gateway: <html>bad gateway</html>'],
    [500, '', 'HTTP 500 Internal Server Error'],
  ])('%i %s', (status, body, expected) => {
    expect(adapter.errorMessage(status, body)).toBe(expected);
  });

  it('truncates a huge body', () => {
    const msg = adapter.errorMessage(500, 'x'.repeat(100_000));
    expect(msg.length).toBeLessThan(400);
  });

  it('reads the error the mock upstream sends over HTTP', async () => {
    up.set({ error: { status: 400, message: 'context length exceeded' } });
    const err = await completeVia(up, adapter, gpt, { model: 'gpt-4o', messages: [{ role: 'user', content: 'x' }] }).catch((e) => e);
    expect(err).toMatchObject({ status: 400, detail: 'context length exceeded' }); // the provider client applied errorMessage
  });
});
