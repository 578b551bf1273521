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

