// POST /v1/messages with the official @anthropic-ai/sdk: a native provider (Claude) and translated
// ones, streaming and not, text and tools. No original value reaches the upstream, every value comes
// back (also split across stream events), usage is recorded.
import Anthropic from '@anthropic-ai/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../helpers/gateway.js';
import { MODEL_OF, startChatFixture, type ChatFixture } from '../helpers/chat.js';

const PII = { person: 'Jan Kowalski', pesel: '44051401359', phone: '+48 601 234 567', email: 'jan.kowalski@example.pl' };
const PROMPT = `Nazywam się ${PII.person}, PESEL ${PII.pesel}, telefon ${PII.phone}, e-mail ${PII.email}.`;
const ORIGINALS = Object.values(PII);

let f: ChatFixture;
beforeAll(async () => {
  f = await startChatFixture();
});
afterAll(async () => f?.close());
beforeEach(() => f.mock.reset());

const client = (key = f.acct.liveKey) => new Anthropic({ apiKey: key, baseURL: f.gw.url, maxRetries: 0, timeout: 20_000 });
const upstreamText = () => JSON.stringify(f.mock.requests.map((r) => r.body));
const textOf = (m: Anthropic.Message) => m.content.map((b) => (b.type === 'text' ? b.text : '')).join('');

describe.each([['anthropic'], ['openai'], ['google']] as const)('%s model', (provider) => {
  const model = MODEL_OF[provider];

  it('messages.create: tags upstream, originals back, Anthropic message shape', async () => {
    const m = await client().messages.create({ model, max_tokens: 200, system: `Klient: ${PII.person}.`, messages: [{ role: 'user', content: PROMPT }] });
    for (const v of ORIGINALS) expect(upstreamText(), v).not.toContain(v);
    expect(upstreamText()).toContain('<PESEL_1>');
    expect(m.type).toBe('message');
    expect(m.role).toBe('assistant');
    expect(m.model).toBe(model);
    expect(textOf(m)).toBe(`Echo: ${PROMPT}`);
    expect(m.stop_reason).toBe('end_turn');
    expect(m.usage.output_tokens).toBeGreaterThan(0);
  });

  it('messages.stream: the Anthropic event sequence, tags split across events restored', async () => {
    f.mock.set({ chunks: 30 });
    const stream = client().messages.stream({ model, max_tokens: 200, messages: [{ role: 'user', content: [{ type: 'text', text: PROMPT }] }] });
    const types: string[] = [];
    let text = '';
    for await (const e of stream) {
      types.push(e.type);
      if (e.type === 'content_block_delta' && e.delta.type === 'text_delta') {
        expect(e.delta.text).not.toMatch(/<[A-Z_]+_\d+>/);
        text += e.delta.text;
      }
    }
    const final = await stream.finalMessage();
    for (const v of ORIGINALS) expect(upstreamText(), v).not.toContain(v);
    expect(text).toBe(`Echo: ${PROMPT}`);
    expect(textOf(final)).toBe(`Echo: ${PROMPT}`);
    expect(types.slice(0, 3)).toEqual(['message_start', 'content_block_start', 'content_block_delta']);
    expect(types.slice(-3)).toEqual(['content_block_stop', 'message_delta', 'message_stop']);
    expect(final.stop_reason).toBe('end_turn');
    expect(final.usage.output_tokens).toBeGreaterThan(0);
  });

  it('one person in two cases: one tag upstream; streamed and not, each form comes back in its case', async () => {
    const prompt = 'Jan Kowalski prosi o kontakt. Proszę oddzwonić do Jana Kowalskiego jutro.';
    const m = await client().messages.create({ model, max_tokens: 200, messages: [{ role: 'user', content: prompt }] });
    expect(upstreamText()).toContain('<PERSON_1> prosi o kontakt. Proszę oddzwonić do <PERSON_1> jutro.');
    expect(textOf(m)).toBe(`Echo: ${prompt}`);
    f.mock.set({ chunks: 30 });
    const final = await client().messages.stream({ model, max_tokens: 200, messages: [{ role: 'user', content: prompt }] }).finalMessage();
    expect(upstreamText()).not.toContain('Kowalsk');
    expect(textOf(final)).toBe(`Echo: ${prompt}`);
  });

  it('tools: tool input anonymized upstream, tool_use input restored (streaming and not)', async () => {
    f.mock.set({ toolCall: { name: 'send_sms', arguments: '{"to":"<PHONE_NUMBER_1>","text":"Dzień dobry <PERSON_1>"}' } });
    const params = {
      model, max_tokens: 200,
      tools: [{ name: 'send_sms', description: 'SMS', input_schema: { type: 'object' as const, properties: { to: { type: 'string' } } } }],
      messages: [
        { role: 'user' as const, content: `Wyślij SMS do ${PII.person}, ${PII.phone}.` },
        { role: 'assistant' as const, content: [{ type: 'tool_use' as const, id: 'toolu_1', name: 'lookup', input: { pesel: PII.pesel } }] },
        { role: 'user' as const, content: [{ type: 'tool_result' as const, tool_use_id: 'toolu_1', content: `E-mail: ${PII.email}` }] },
      ],
    };
    const m = await client().messages.create(params);
    for (const v of ORIGINALS) expect(upstreamText(), v).not.toContain(v);
    const use = m.content.find((b) => b.type === 'tool_use') as Anthropic.ToolUseBlock;
    expect(m.stop_reason).toBe('tool_use');
    expect(use.input).toEqual({ to: PII.phone, text: `Dzień dobry ${PII.person}` });

    f.mock.reset();
    f.mock.set({ toolCall: { name: 'send_sms', arguments: '{"to":"<PHONE_NUMBER_1>","text":"Dzień dobry <PERSON_1>"}' }, chunks: 12 });
    const final = await client().messages.stream(params).finalMessage();
    for (const v of ORIGINALS) expect(upstreamText(), v).not.toContain(v);
    const streamed = final.content.find((b) => b.type === 'tool_use') as Anthropic.ToolUseBlock;
    expect(streamed.name).toBe('send_sms');
    expect(streamed.input).toEqual({ to: PII.phone, text: `Dzień dobry ${PII.person}` });
    expect(final.stop_reason).toBe('tool_use');
  });
});

describe('/v1/messages requests', () => {
  it('accepts the key as Authorization: Bearer too; refuses a bad key with 401', async () => {
    const body = { model: 'gpt-4o', max_tokens: 50, messages: [{ role: 'user', content: 'Cześć' }] };
    const ok = await api(f.gw.url, f.acct.liveKey)('POST', '/v1/messages', body, { 'anthropic-version': '2023-06-01' });
    expect(ok.status).toBe(200);
    expect(ok.json.content[0].text).toBe('Echo: Cześć');
    const bad = await api(f.gw.url)('POST', '/v1/messages', body, { 'x-api-key': 'vpx_live_nope' });
    expect(bad.status).toBe(401);
  });

  it('a bad body gets a 400 naming the field, never echoing values', async () => {
    const call = (body: unknown) => api(f.gw.url, f.acct.liveKey)('POST', '/v1/messages', body);
    const noMax = await call({ model: 'gpt-4o', messages: [{ role: 'user', content: 'x' }] });
    expect(noMax.status).toBe(400);
    expect(noMax.json.error.message).toMatch(/^max_tokens: /);
    const badRole = await call({ model: 'gpt-4o', max_tokens: 5, messages: [{ role: 'Kowalski', content: 'x' }] });
    expect(badRole.status).toBe(400);
    expect(badRole.json.error.message).toBe('messages[0].role: unknown role; allowed: user, assistant');
    const badBlock = await call({ model: 'gpt-4o', max_tokens: 5, messages: [{ role: 'user', content: [{ type: 'Kowalski' }] }] });
    expect(badBlock.status).toBe(400);
    expect(badBlock.json.error.message).not.toContain('Kowalski');
    const unknownModel = await call({ model: 'Kowalski', max_tokens: 5, messages: [{ role: 'user', content: 'x' }] });
    expect(unknownModel.status).toBe(400);
    expect(unknownModel.json.error.message).not.toContain('Kowalski');
  });

  it('messages.countTokens: an estimate, nothing sent upstream; a bad body is a 400', async () => {
    const n = await client().messages.countTokens({ model: 'anthropic/claude-4.6-sonnet', system: 'x'.repeat(40), messages: [{ role: 'user', content: 'y'.repeat(40) }] });
    expect(n.input_tokens).toBe(20);
    expect(f.mock.requests).toHaveLength(0);
    const bad = await api(f.gw.url, f.acct.liveKey)('POST', '/v1/messages/count_tokens', { model: 'gpt-4o', messages: [] });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toMatch(/^messages: /);
  });

  it('usage is recorded for the account like a chat completion', async () => {
    const a = await f.gw.account('enterprise');
    await api(f.gw.url, a.liveKey)('POST', '/v1/provider-keys', { provider: 'openai', api_key: 'sk-openai-usage-9999' });
    const m = await client(a.liveKey).messages.create({ model: 'gpt-4o', max_tokens: 50, messages: [{ role: 'user', content: PROMPT }] });
    await client(a.liveKey).messages.stream({ model: 'gpt-4o', max_tokens: 50, messages: [{ role: 'user', content: PROMPT }] }).finalMessage();
    await new Promise((r) => setTimeout(r, 200)); // the usage batch flushes every 50 ms in tests
    const summary = (await api(f.gw.url, a.liveKey)('GET', '/v1/usage/summary')).json;
    expect(summary.total_requests).toBe(2);
    expect(summary.prompt_tokens).toBe(2 * m.usage.input_tokens);
    expect(summary.completion_tokens).toBe(2 * m.usage.output_tokens);
  });
});

describe('the same PII contract on every surface', () => {
  const BODIES: Record<string, unknown> = {
    '/v1/chat/completions': { model: 'gpt-4o', messages: [{ role: 'user', content: PROMPT }] },
    '/v1/messages': { model: 'gpt-4o', max_tokens: 100, messages: [{ role: 'user', content: PROMPT }] },
    '/v1/responses': { model: 'gpt-4o', input: PROMPT },
  };
  it.each(Object.keys(BODIES).flatMap((path) => [[path, false], [path, true]] as const))(
    '%s (stream %s): X-Anonymization-Info shows tags and masked values, never an original',
    async (path, stream) => {
      const res = await api(f.gw.url, f.acct.liveKey)('POST', path, { ...(BODIES[path] as object), stream }, { 'x-show-raw-prompt': 'true' });
      expect(res.status).toBe(200);
      const info = JSON.parse(Buffer.from(res.headers.get('x-anonymization-info')!, 'base64').toString('utf8'));
      expect(info.raw_prompt).toContain('<PESEL_1>');
      expect(info.entity_types).toEqual(expect.arrayContaining(['PERSON', 'PESEL']));
      const header = JSON.stringify(info);
      for (const v of ORIGINALS) expect(header, v).not.toContain(v);
      for (const v of ORIGINALS) expect(res.text, v).toContain(v);
    },
  );
});


describe('Claude natively: the Messages body goes to Anthropic as written', () => {
  const model = MODEL_OF.anthropic;
  const upstream = () => f.mock.requests[f.mock.requests.length - 1];
  const params = {
    model, max_tokens: 2048, top_k: 40, service_tier: 'auto' as const,
    thinking: { type: 'enabled' as const, budget_tokens: 1024 },
    metadata: { user_id: PII.email },
    system: [{ type: 'text' as const, text: `Klient: ${PII.person}.`, cache_control: { type: 'ephemeral' as const } }],
    tools: [{ name: 'lookup', description: 'Find a client', input_schema: { type: 'object' as const, properties: { q: { type: 'string' } } }, cache_control: { type: 'ephemeral' as const } }],
    messages: [{ role: 'user' as const, content: [{ type: 'text' as const, text: PROMPT, cache_control: { type: 'ephemeral' as const, ttl: '1h' as const } }] }],
  };

  it('messages.create: fields without an OpenAI equivalent forwarded unchanged, texts anonymized, thinking and text restored', async () => {
    f.mock.set({ thinking: true });
    const m = await client().messages.create(params, { headers: { 'anthropic-beta': 'extended-cache-ttl-2025-04-11' } });
    const req = upstream();
    expect(req.path).toBe('/v1/messages');
    expect(req.headers['anthropic-beta']).toBe('extended-cache-ttl-2025-04-11');
    expect(req.body.model).toBe('claude-sonnet-4-6');
    expect(req.body.thinking).toEqual(params.thinking);
    expect(req.body.top_k).toBe(40);
    expect(req.body.service_tier).toBe('auto');
    expect(req.body.tools).toEqual(params.tools);
    expect(req.body.messages[0].content[0].cache_control).toEqual({ type: 'ephemeral', ttl: '1h' });
    // The tag instruction goes in front, as its own block: the client's cached system block stays as it was (anonymized).
    expect(req.body.system[0].text).toMatch(/^Some personal data in this conversation was replaced/);
    expect(req.body.system[1]).toEqual({ type: 'text', text: 'Klient: <PERSON_1>.', cache_control: { type: 'ephemeral' } });
    expect(req.body.metadata.user_id).toMatch(/^u_[0-9a-f]{32}$/);
    for (const v of ORIGINALS) expect(upstreamText(), v).not.toContain(v);
    expect(m.model).toBe(model);
    expect(m.content.map((b) => b.type)).toEqual(['thinking', 'text']);
    expect((m.content[0] as Anthropic.ThinkingBlock).thinking).toBe(`Thinking: Echo: ${PROMPT}`);
    expect((m.content[0] as Anthropic.ThinkingBlock).signature).toBe('c2lnbmF0dXJl');
    expect(textOf(m)).toBe(`Echo: ${PROMPT}`);
    expect(m.usage.input_tokens).toBeGreaterThan(0);
  });

  it('messages.stream: events passed through, text and thinking deltas restored although tags are split across events', async () => {
    f.mock.set({ thinking: true, chunks: 40 });
    const stream = client().messages.stream(params);
    const types: string[] = [];
    let thinking = '';
    let text = '';
    for await (const e of stream) {
      types.push(e.type);
      if (e.type === 'content_block_delta' && e.delta.type === 'thinking_delta') thinking += e.delta.thinking;
      if (e.type === 'content_block_delta' && e.delta.type === 'text_delta') text += e.delta.text;
      if (e.type === 'content_block_delta') expect(JSON.stringify(e.delta)).not.toMatch(/<[A-Z_]+_\d+>/);
    }
    const final = await stream.finalMessage();
    expect(upstream().body.stream).toBe(true);
    expect(upstream().body.thinking).toEqual(params.thinking);
    for (const v of ORIGINALS) expect(upstreamText(), v).not.toContain(v);
    expect(thinking).toBe(`Thinking: Echo: ${PROMPT}`);
    expect(text).toBe(`Echo: ${PROMPT}`);
    expect(final.content.map((b) => b.type)).toEqual(['thinking', 'text']);
    expect((final.content[0] as Anthropic.ThinkingBlock).signature).toBe('c2lnbmF0dXJl');
    expect(types[0]).toBe('message_start');
    expect(types.slice(-3)).toEqual(['content_block_stop', 'message_delta', 'message_stop']);
    expect(final.model).toBe(model);
    expect(final.usage.output_tokens).toBeGreaterThan(0);
  });

  it('tool_use input: string values anonymized at any depth upstream; returned tool input restored, streamed in small pieces too', async () => {
    const args = { client: { name: '<PERSON_1>', ids: ['<PESEL_1>', 7] }, note: 'tel. <PHONE_NUMBER_1>' };
    const expected = { client: { name: PII.person, ids: [PII.pesel, 7] }, note: `tel. ${PII.phone}` };
    const body = {
      model, max_tokens: 200,
      tools: [{ name: 'save', input_schema: { type: 'object' as const } }],
      messages: [
        { role: 'user' as const, content: PROMPT },
        { role: 'assistant' as const, content: [{ type: 'tool_use' as const, id: 'toolu_1', name: 'save', input: { client: { name: PII.person, ids: [PII.pesel] } } }] },
        { role: 'user' as const, content: [{ type: 'tool_result' as const, tool_use_id: 'toolu_1', content: [{ type: 'text' as const, text: `Zapisano ${PII.email}` }] }] },
      ],
    };
    f.mock.set({ toolCall: { name: 'save', arguments: args } });
    const m = await client().messages.create(body);
    const sent = upstream().body.messages;
    expect(sent[1].content[0].input).toEqual({ client: { name: '<PERSON_1>', ids: ['<PESEL_1>'] } });
    expect(sent[2].content[0].content[0].text).toBe('Zapisano <EMAIL_ADDRESS_1>');
    for (const v of ORIGINALS) expect(upstreamText(), v).not.toContain(v);
    expect((m.content[0] as Anthropic.ToolUseBlock).input).toEqual(expected);

    f.mock.set({ toolCall: { name: 'save', arguments: args }, chunks: 25 });
    const final = await client().messages.stream(body).finalMessage();
    expect((final.content[0] as Anthropic.ToolUseBlock).input).toEqual(expected);
    expect(final.stop_reason).toBe('tool_use');
  });

  it('usage from message_start / message_delta is recorded, streaming and not', async () => {
    const a = await f.gw.account('enterprise');
    await api(f.gw.url, a.liveKey)('POST', '/v1/provider-keys', { provider: 'anthropic', api_key: 'sk-ant-usage-5555' });
    const body = { model, max_tokens: 50, messages: [{ role: 'user' as const, content: PROMPT }] };
    const m = await client(a.liveKey).messages.create(body);
    await client(a.liveKey).messages.stream(body).finalMessage();
    expect(f.mock.requests.map((r) => r.path)).toEqual(['/v1/messages', '/v1/messages']);
    await new Promise((r) => setTimeout(r, 200)); // the usage batch flushes every 50 ms in tests
    const summary = (await api(f.gw.url, a.liveKey)('GET', '/v1/usage/summary')).json;
    expect(summary.total_requests).toBe(2);
    expect(summary.prompt_tokens).toBe(2 * m.usage.input_tokens);
    expect(summary.completion_tokens).toBe(2 * m.usage.output_tokens);
  });

  it('a stream the upstream ends early ends with an error event; an upstream error status keeps its meaning', async () => {
    f.mock.set({ omitEnd: true });
    const res = await api(f.gw.url, f.acct.liveKey)('POST', '/v1/messages', { model, max_tokens: 50, stream: true, messages: [{ role: 'user', content: PROMPT }] });
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/event: error\ndata: \{"type":"error","error":\{"type":"api_error"/); // Anthropic's type for a provider failure
    expect(res.text).not.toContain('event: message_stop');
    for (const v of [PII.pesel, PII.email]) expect(res.text).toContain(v); // the text before the end was restored

    f.mock.set({ error: { status: 429, message: 'slow down', retryAfter: '3' } });
    const limited = await api(f.gw.url, f.acct.liveKey)('POST', '/v1/messages', { model, max_tokens: 50, messages: [{ role: 'user', content: 'x' }] });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3');
    expect(limited.json).toMatchObject({ type: 'error', error: { type: 'rate_limit_error' } });
  });

  it('a test key without a stored Anthropic key gets the built-in mock, through translation', async () => {
    const a = await f.gw.account('business');
    const m = await client(a.testKey).messages.create({ model, max_tokens: 200, thinking: { type: 'enabled', budget_tokens: 1024 }, messages: [{ role: 'user', content: PROMPT }] });
    expect(f.mock.requests).toHaveLength(0);
    expect(m.type).toBe('message');
    expect(textOf(m)).toBe(`Mock response to: ${PROMPT}`);
  });
});

describe('X-Anonymization-Info on the native paths', () => {
  it.each([false, true])('Claude on /v1/messages (stream %s): tags and masked values, never an original', async (stream) => {
    const body = { model: MODEL_OF.anthropic, max_tokens: 100, stream, messages: [{ role: 'user', content: PROMPT }] };
    const res = await api(f.gw.url, f.acct.liveKey)('POST', '/v1/messages', body, { 'x-show-raw-prompt': 'true' });
    expect(res.status).toBe(200);
    expect(f.mock.requests[0].path).toBe('/v1/messages');
    const info = JSON.parse(Buffer.from(res.headers.get('x-anonymization-info')!, 'base64').toString('utf8'));
    expect(info.raw_prompt).toContain('<PESEL_1>');
    if (!stream) expect(info.raw_llm_response).toContain('<PESEL_1>');
    for (const v of ORIGINALS) expect(JSON.stringify(info), v).not.toContain(v);
    for (const v of ORIGINALS) expect(res.text, v).toContain(v);
  });
});

describe('document blocks', () => {
  const PDF = Buffer.from('%PDF-1.4 test').toString('base64');
  const content = [
    { type: 'document' as const, title: `Umowa ${PII.person}`, context: `PESEL ${PII.pesel}`, source: { type: 'text' as const, media_type: 'text/plain' as const, data: `Umowa z ${PII.email}` } },
    { type: 'document' as const, source: { type: 'base64' as const, media_type: 'application/pdf' as const, data: PDF }, cache_control: { type: 'ephemeral' as const } },
    { type: 'text' as const, text: 'Streść.' },
  ];

  it('Claude: document text, title and context anonymized, the PDF and cache_control forwarded as given', async () => {
    await client().messages.create({ model: MODEL_OF.anthropic, max_tokens: 100, messages: [{ role: 'user', content }] });
    const sent = f.mock.requests[0].body.messages[0].content;
    expect(sent[0]).toEqual({ ...content[0], title: 'Umowa <PERSON_1>', context: 'PESEL <PESEL_1>', source: { ...content[0].source, data: 'Umowa z <EMAIL_ADDRESS_1>' } });
    expect(sent[1]).toEqual(content[1]);
    for (const v of ORIGINALS) expect(upstreamText(), v).not.toContain(v);
  });

  it('translated: a text document becomes anonymized text, a PDF a file part', async () => {
    await client().messages.create({ model: 'gpt-4o', max_tokens: 100, messages: [{ role: 'user', content }] });
    const sent = f.mock.requests[0].body.messages.at(-1).content;
    expect(sent[0]).toEqual({ type: 'text', text: 'Umowa z <EMAIL_ADDRESS_1>' });
    expect(sent[1]).toEqual({ type: 'file', file: { filename: 'document.pdf', file_data: `data:application/pdf;base64,${PDF}` } });
    expect(upstreamText()).not.toContain(PII.email);
  });
});

describe('server tool blocks of an earlier answer', () => {
  const history = [
    { role: 'user', content: `Szukaj ${PII.person}` },
    {
      role: 'assistant', content: [
        { type: 'server_tool_use', id: 'srvtoolu_1', name: 'web_search', input: { query: `${PII.person} ${PII.email}` } },
        { type: 'web_search_tool_result', tool_use_id: 'srvtoolu_1', content: [{ type: 'web_search_result', url: 'https://example.pl', title: 'Example', encrypted_content: 'ZW5j' }] },
        { type: 'text', text: 'Nic nie znalazłem.' },
      ],
    },
    { role: 'user', content: 'Dziękuję.' },
  ];

  it('go to Claude with the tool input anonymized and the results as given; other models get the text', async () => {
    const body = { model: MODEL_OF.anthropic, max_tokens: 100, tools: [{ type: 'web_search_20250305', name: 'web_search' }], messages: history };
    const res = await api(f.gw.url, f.acct.liveKey)('POST', '/v1/messages', body);
    expect(res.status).toBe(200);
    const sent = f.mock.requests[0].body;
    expect(sent.tools).toEqual(body.tools);
    expect(sent.messages[1].content[0].input.query).toBe('<PERSON_1> <EMAIL_ADDRESS_1>');
    expect(sent.messages[1].content[1]).toEqual(history[1].content[1]);
    for (const v of ORIGINALS) expect(upstreamText(), v).not.toContain(v);

    f.mock.reset();
    const translated = await api(f.gw.url, f.acct.liveKey)('POST', '/v1/messages', { model: 'gpt-4o', max_tokens: 100, messages: history });
    expect(translated.status).toBe(200);
    expect(f.mock.requests[0].body.messages.map((m: any) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
  });
});
