// The official openai client against the gateway, for a model of each of the nine providers,
// streaming and not, with a mock upstream that speaks each provider's wire format.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROVIDERS, type ProviderName } from '../../src/providers/types.js';
import { collectStream, MODEL_OF, NATIVE, providerKeyFor, startChatFixture, type ChatFixture } from '../helpers/chat.js';
import { api } from '../helpers/gateway.js';

let f: ChatFixture;
beforeAll(async () => {
  f = await startChatFixture();
});
afterAll(async () => f?.close());
beforeEach(() => f.mock.reset());

const EXPECTED_PATH: Record<ProviderName, RegExp> = {
  openai: /^\/openai\/v1\/chat\/completions$/,
  groq: /^\/groq\/v1\/chat\/completions$/,
  deepseek: /^\/deepseek\/v1\/chat\/completions$/,
  mistral: /^\/mistral\/v1\/chat\/completions$/,
  xai: /^\/xai\/v1\/chat\/completions$/,
  perplexity: /^\/perplexity\/v1\/chat\/completions$/,
  anthropic: /^\/v1\/messages$/,
  google: /^\/v1beta\/models\/[^/]+:(generateContent|streamGenerateContent\?alt=sse)$/,
  cohere: /^\/v2\/chat$/,
};

function upstreamKeyHeader(p: ProviderName, headers: Record<string, unknown>): unknown {
  if (p === 'anthropic') return headers['x-api-key'];
  if (p === 'google') return headers['x-goog-api-key'];
  return headers.authorization;
}

describe.each(PROVIDERS.map((p) => [p]))('%s', (provider) => {
  const model = MODEL_OF[provider];

  it('non-streaming: answer, usage and upstream call', async () => {
    const res = await f.client().chat.completions.create({
      model,
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Say hello to the team' },
      ],
      temperature: 0.2,
      max_tokens: 50,
    });
    expect(res.object).toBe('chat.completion');
    expect(res.id).toMatch(/^chatcmpl-/);
    expect(res.model).toBe(model);
    expect(typeof res.created).toBe('number');
    expect(res.choices).toHaveLength(1);
    expect(res.choices[0]).toMatchObject({ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: 'Echo: Say hello to the team' } });
    expect(res.usage!.prompt_tokens).toBeGreaterThan(0);
    expect(res.usage!.completion_tokens).toBe(Math.ceil('Echo: Say hello to the team'.length / 4));
    expect(res.usage!.total_tokens).toBe(res.usage!.prompt_tokens + res.usage!.completion_tokens);

    expect(f.mock.requests).toHaveLength(1);
    const up = f.mock.requests[0];
    expect(up.path).toMatch(EXPECTED_PATH[provider]);
    const keyHeader = upstreamKeyHeader(provider, up.headers);
    expect(String(keyHeader)).toContain(providerKeyFor(provider));
    // The account's own key is never sent upstream.
    expect(JSON.stringify(up.headers)).not.toContain(f.acct.liveKey);
  });

  it('streaming: chunks reassemble, usage only when asked, [DONE] ends it', async () => {
    const plain = await collectStream(
      await f.client().chat.completions.create({ model, stream: true, messages: [{ role: 'user', content: 'Stream three words please' }] }),
    );
    expect(plain.content).toBe('Echo: Stream three words please');
    expect(plain.finish).toBe('stop');
    expect(plain.usage).toBeNull();
    expect(plain.chunks.length).toBeGreaterThan(3);
    for (const c of plain.chunks) {
      expect(c.object).toBe('chat.completion.chunk');
      expect(c.model).toBe(model);
    }
    const withUsage = await collectStream(
      await f.client().chat.completions.create({
        model,
        stream: true,
        stream_options: { include_usage: true },
        messages: [{ role: 'user', content: 'Count tokens' }],
      }),
    );
    expect(withUsage.content).toBe('Echo: Count tokens');
    expect(withUsage.usage).toMatchObject({ completion_tokens: Math.ceil('Echo: Count tokens'.length / 4) });
    expect(withUsage.chunks.at(-1)!.choices).toEqual([]);
  });

  it('tool calls come back in OpenAI form, streaming and not', async () => {
    f.mock.set({ toolCall: { name: 'get_weather', arguments: { city: 'Kraków', unit: 'celsius' } } });
    const tools = [
      {
        type: 'function' as const,
        function: { name: 'get_weather', description: 'Weather for a city', parameters: { type: 'object', properties: { city: { type: 'string' } } } },
      },
    ];
    const res = await f.client().chat.completions.create({ model, tools, messages: [{ role: 'user', content: 'Weather in Kraków?' }] });
    expect(res.choices[0].finish_reason).toBe('tool_calls');
    const call = res.choices[0].message.tool_calls![0] as { id: string; type: string; function: { name: string; arguments: string } };
    expect(call.type).toBe('function');
    expect(call.id).toBeTruthy();
    expect(call.function.name).toBe('get_weather');
    expect(JSON.parse(call.function.arguments)).toEqual({ city: 'Kraków', unit: 'celsius' });
    const streamed = await collectStream(
      await f.client().chat.completions.create({ model, tools, stream: true, messages: [{ role: 'user', content: 'Weather in Kraków?' }] }),
    );
    expect(streamed.finish).toBe('tool_calls');
    expect(streamed.toolArgs[0].name).toBe('get_weather');
    expect(JSON.parse(streamed.toolArgs[0].arguments)).toEqual({ city: 'Kraków', unit: 'celsius' });
    // The tools reached the upstream in its own format.
    const body = f.mock.requests[0].body;
    const sent = JSON.stringify(body);
    expect(sent).toContain('get_weather');
    if (provider === 'anthropic') expect(body.tools[0].input_schema).toBeDefined();
    if (provider === 'google') expect(body.tools[0].functionDeclarations[0].name).toBe('get_weather');
    if (!NATIVE.has(provider)) expect(body.tools).toEqual(tools);
  });
});

describe('request pass-through and translation', () => {
  it('unknown fields reach OpenAI-compatible upstreams untouched; stream_options is the gateway\'s', async () => {
    await f.client().chat.completions.create({
      model: 'openai/gpt-4o',
      messages: [{ role: 'user', content: 'hi' }],
      seed: 42,
      response_format: { type: 'json_object' },
      stream: true,
    } as never);
    const body = f.mock.requests[0].body;
    expect(body.model).toBe('gpt-4o');
    expect(body.seed).toBe(42);
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(body.stream_options).toEqual({ include_usage: true });
  });

  it('bare and openai/ names are the same model', async () => {
    const a = await f.client().chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'x' }] });
    const b = await f.client().chat.completions.create({ model: 'openai/gpt-4o', messages: [{ role: 'user', content: 'x' }] });
    expect(a.model).toBe('gpt-4o');
    expect(b.model).toBe('gpt-4o');
    expect(f.mock.requests.map((r) => r.body.model)).toEqual(['gpt-4o', 'gpt-4o']);
  });

  it('GET /v1/models lists the catalogue in OpenAI form, then the providers\' own ids', async () => {
    const list = await f.client().models.list();
    const ids = list.data.map((m) => m.id);
    expect(ids.slice(0, 25)).toEqual(expect.arrayContaining(['gpt-5.4', 'anthropic/claude-4.6-opus', 'google/gemini-3.1-pro', 'perplexity/pplx-70b-online']));
    expect(ids.slice(25)).toEqual(expect.arrayContaining(['claude-opus-4-6', 'gemini-3.1-pro']));
    for (const m of list.data) expect(m.object).toBe('model');
  });

  it('GET /v1/models/{id}: models.retrieve for plain and provider-prefixed ids; unknown → 404 without the id', async () => {
    const gpt = await f.client().models.retrieve('gpt-4o');
    expect(gpt).toMatchObject({ id: 'gpt-4o', object: 'model', owned_by: 'openai' });
    const claude = await f.client().models.retrieve('anthropic/claude-4.6-opus'); // sent as one %2F-encoded segment
    expect(claude).toMatchObject({ id: 'anthropic/claude-4.6-opus', owned_by: 'anthropic' });
    const twoSegments = await api(f.gw.url, f.acct.liveKey)('GET', '/v1/models/anthropic/claude-4.6-opus');
    expect(twoSegments.json.id).toBe('anthropic/claude-4.6-opus');
    const unknown = await api(f.gw.url, f.acct.liveKey)('GET', '/v1/models/Kowalski');
    expect(unknown.status).toBe(404);
    expect(unknown.text).not.toContain('Kowalski');
    expect((await api(f.gw.url)('GET', '/v1/models/gpt-4o')).status).toBe(401);
  });
});
