// What goes upstream, field by field, for the cases a hostile client reported and the rules the
// property test (nothing-unscanned.test.ts) does not spell out: identifiers are forwarded as written
// or refused, attachments are checked, unknown fields keep working with their strings anonymized,
// text hidden by copy-paste characters is found, answers are restored, and the Free plan's character
// limit counts every text sent upstream. Official clients where the surface has one.
import Anthropic from '@anthropic-ai/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startChatFixture, collectStream, type ChatFixture } from '../helpers/chat.js';
import { api } from '../helpers/gateway.js';

const PESEL = '44051401359';
const NAME = 'Jan Kowalski';
const ZWSP_PESEL = `4405\u200b1401359`;
const FULL_WIDTH_PESEL = PESEL.replace(/[0-9]/g, (d) => String.fromCharCode(0xff10 + Number(d)));
const CLIENT = `Klient ${NAME} PESEL ${PESEL}`;

let f: ChatFixture;
beforeAll(async () => {
  f = await startChatFixture({ env: { RATE_LIMIT_TEST: '1000', RATE_LIMIT_ENTERPRISE: '1000' } });
});
afterAll(async () => f?.close());
beforeEach(() => f.mock.reset());

/** The last request the mock upstream received, raw, normalized the way detection reads text. */
function lastRaw(): string {
  const rec = f.mock.requests.at(-1);
  if (!rec) throw new Error('nothing reached the upstream');
  return rec.raw.normalize('NFKC').replace(/[\p{Cf}\p{DI}]/gu, '');
}
const expectClean = (raw: string) => {
  expect(raw).not.toContain(PESEL);
  expect(raw).not.toContain('Kowalski');
};
const anthropic = () => new Anthropic({ apiKey: f.acct.liveKey, baseURL: f.gw.url, maxRetries: 0, timeout: 20_000 });
const post = (path: string, body: unknown, key = f.acct.liveKey) => api(f.gw.url, key)('POST', path, body);

describe('the reported leaks', () => {
  it('reasoning_content of an earlier answer, unknown message and top-level fields, stop, tool and parameter descriptions', async () => {
    const answer = await f.client().chat.completions.create({
      model: 'deepseek/deepseek-v3.2',
      messages: [
        { role: 'user', content: 'hej' },
        { role: 'assistant', content: 'ok', reasoning_content: `Użytkownik to ${CLIENT}.` } as never,
        { role: 'user', content: `Mój PESEL to ${PESEL}`, x_note: `PESEL ${PESEL}` } as never,
      ],
      stop: [PESEL],
      tools: [{ type: 'function', function: { name: 'lookup', description: CLIENT, parameters: { type: 'object', properties: { who: { type: 'string', description: CLIENT } } } } }],
      x_custom: { note: CLIENT, list: [`PESEL ${PESEL}`] },
    } as never);
    const raw = lastRaw();
    expectClean(raw);
    // Forwarded, anonymized: the unknown fields still arrive (new provider parameters keep working).
    const body = f.mock.requests.at(-1)!.body;
    expect(body.x_custom.note).toMatch(/^Klient <PERSON_1> PESEL <PESEL_1>$/);
    expect(body.messages.at(-1).x_note).toBe('PESEL <PESEL_1>');
    expect(body.stop).toEqual(['<PESEL_1>']);
    expect(body.tools[0].function.description).toBe('Klient <PERSON_1> PESEL <PESEL_1>');
    expect(body.messages.find((m: { role: string }) => m.role === 'assistant').reasoning_content).toContain('<PESEL_1>');
    // The echoed answer is restored as usual.
    expect((answer as { choices: Array<{ message: { content: string } }> }).choices[0].message.content).toContain(PESEL);
  });

  it('/v1/messages: tool descriptions and input schemas, natively and translated', async () => {
    const tools = [{ name: 'lookup', description: CLIENT, input_schema: { type: 'object' as const, properties: { who: { type: 'string', description: CLIENT } } } }];
    for (const model of ['anthropic/claude-4.6-sonnet', 'google/gemini-2.5-flash']) {
      const answer = await anthropic().messages.create({ model, max_tokens: 50, tools, messages: [{ role: 'user', content: `PESEL ${PESEL}` }] });
      expectClean(lastRaw());
      expect(JSON.stringify(answer.content)).toContain(PESEL);
    }
  });

  it('/v1/responses: function tools, natively and translated', async () => {
    for (const model of ['gpt-4o', 'cohere/command-a']) {
      const res = await post('/v1/responses', {
        model, input: `PESEL ${PESEL}`,
        tools: [{ type: 'function', name: 'lookup', description: CLIENT, parameters: { type: 'object', properties: { who: { type: 'string', description: CLIENT } } } }],
      });
      expect(res.status).toBe(200);
      expectClean(lastRaw());
      expect(res.text).toContain(PESEL);
      // Natively the Response repeats the request's tools: the client gets its own back.
      if (model === 'gpt-4o') expect(res.json.tools[0].description).toBe(CLIENT);
    }
  });

  it('/v1/messages translated: two text blocks of one turn are not glued into one number', async () => {
    for (const model of ['google/gemini-2.5-flash', 'cohere/command-a', 'deepseek/deepseek-v3.2']) {
      await anthropic().messages.create({
        model, max_tokens: 20,
        messages: [
          { role: 'user', content: 'hej' },
          { role: 'assistant', content: [{ type: 'text', text: PESEL }, { type: 'text', text: PESEL }] },
          { role: 'user', content: 'dalej' },
        ],
      });
      expectClean(lastRaw());
    }
  });

  it('/v1/chat/completions: a PESEL, an e-mail and a name split over two text parts of a message never reach the upstream', async () => {
    const split = (a: string, b: string) => [{ type: 'text' as const, text: a }, { type: 'text' as const, text: b }];
    // The adapters of Claude, Gemini and Command glue the parts of system, assistant and tool messages
    // into one string; OpenAI-compatible upstreams get the parts as they are.
    for (const model of ['anthropic/claude-4.6-sonnet', 'google/gemini-2.5-flash', 'cohere/command-a', 'deepseek/deepseek-v3.2']) {
      const answer = await f.client().chat.completions.create({
        model,
        messages: [
          { role: 'system', content: split('Klient Jan Kowal', 'ski, PESEL 4405') },
          { role: 'user', content: split('Mój PESEL to 4405', '1401359, pisz na jan.kowal') },
          { role: 'assistant', content: split('Zapisałem: jan.kowalski@exa', 'mple.com') } as never,
          { role: 'user', content: split('PESEL 4405', '1401359') },
        ],
      });
      const raw = lastRaw();
      expectClean(raw);
      expect(raw).not.toContain('jan.kowalski@example.com');
      expect(raw).not.toContain('1401359');
      // The echoed answer, from the last user message glued, is restored.
      expect(answer.choices[0].message.content).toContain(`PESEL ${PESEL}`);
    }
  });

  it.each([['a zero-width space inside', ZWSP_PESEL], ['full-width digits', FULL_WIDTH_PESEL], ['a Cyrillic О for a zero', '44\u041e51401359']])('a PESEL with %s is found; the rest of the text is forwarded as written', async (_name, pesel) => {
    for (const stream of [false, true]) {
      const client = f.client();
      const params = { model: 'gpt-4o', messages: [{ role: 'user' as const, content: `Mój PESEL: ${pesel}.` }] };
      const text = stream
        ? (await collectStream(await client.chat.completions.create({ ...params, stream: true }))).content
        : (await client.chat.completions.create(params)).choices[0].message.content;
      const sent = f.mock.requests.at(-1)!.body.messages.at(-1).content;
      expect(sent).toBe('Mój PESEL: <PESEL_1>.');
      expect(lastRaw()).not.toContain(PESEL);
      // Restored as the client wrote it.
      expect(text).toContain(pesel);
    }
  });
});

describe('identifiers', () => {
  const tool = (name: string, property = 'who') => ({
    type: 'function' as const, function: { name, description: 'Szuka klienta', parameters: { type: 'object', properties: { [property]: { type: 'string' } }, required: [property] } },
  });

  it('tool names and property names without personal data are forwarded as written; the answer\'s call keeps its name, its arguments are restored', async () => {
    f.mock.set({ toolCall: { name: 'find_client', arguments: '{"who":"<PERSON_1>","pesel":"<PESEL_1>"}' } });
    const messages = [{ role: 'user' as const, content: `Znajdź klienta ${NAME}, PESEL ${PESEL}` }];
    for (const model of ['gpt-4o', 'anthropic/claude-4.6-sonnet', 'google/gemini-2.5-flash', 'cohere/command-a']) {
      const done = await f.client().chat.completions.create({ model, messages, tools: [tool('find_client')] });
      const sent = JSON.stringify(f.mock.requests.at(-1)!.body);
      expect(sent).toContain('find_client');
      expect(sent).toContain('"who"');
      const call = done.choices[0].message.tool_calls![0] as { function: { name: string; arguments: string } };
      expect(call.function.name).toBe('find_client');
      expect(JSON.parse(call.function.arguments)).toEqual({ who: NAME, pesel: PESEL });
      const streamed = await collectStream(await f.client().chat.completions.create({ model, messages, tools: [tool('find_client')], stream: true }));
      expect(streamed.toolArgs[0].name).toBe('find_client');
      expect(JSON.parse(streamed.toolArgs[0].arguments)).toEqual({ who: NAME, pesel: PESEL });
    }
  });

  it.each([
    ['a tool name', { tools: [tool(`lookup_${PESEL}`)] }, 'tools[0].function.name'],
    ['a schema property name', { tools: [tool('lookup', 'Jan_Kowalski')] }, 'tools[0].function.parameters.properties'],
    ['a tool call id', {
      messages: [
        { role: 'assistant', content: null, tool_calls: [{ id: `call_${PESEL}`, type: 'function', function: { name: 'lookup', arguments: '{}' } }] },
        { role: 'tool', tool_call_id: `call_${PESEL}`, content: 'brak' },
        { role: 'user', content: 'dalej' },
      ],
    }, 'messages[0].tool_calls[0].id'],
    ['a key of earlier tool-call arguments', {
      messages: [
        { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'lookup', arguments: '{"lookup_Jan Kowalski":1}' } }] },
        { role: 'tool', tool_call_id: 'c1', content: 'brak' },
        { role: 'user', content: 'dalej' },
      ],
    }, 'messages[0].tool_calls[0].function.arguments'],
    ['an unknown field\'s key', { metadata: { [NAME]: 'vip' } }, 'metadata'],
  ])('personal data in %s: 400 naming the field, nothing sent, no value repeated', async (_what, extra, field) => {
    const res = await post('/v1/chat/completions', { model: 'gpt-4o', messages: [{ role: 'user', content: 'hej' }], ...extra });
    expect(res.status).toBe(400);
    expect(res.json.error.message.startsWith(`${field}: `)).toBe(true);
    expect(res.json.error.message).not.toContain(PESEL);
    expect(res.json.error.message).not.toContain('Kowalski');
    expect(f.mock.requests).toEqual([]);
  });

  it('a participant name with personal data is forwarded as a digest instead', async () => {
    const res = await post('/v1/chat/completions', { model: 'gpt-4o', messages: [{ role: 'user', name: 'Jan_Kowalski', content: 'hej' }] });
    expect(res.status).toBe(200);
    expect(f.mock.requests.at(-1)!.body.messages.at(-1).name).toMatch(/^p_[0-9a-f]{32}$/);
  });
});

describe('attachments', () => {
  const PNG = 'iVBORw0KGgoAAAANSUhEUg==';
  it('base64 of the declared type is forwarded unread; anything else is refused, naming the field', async () => {
    const image = (data: string) => ({ role: 'user' as const, content: [{ type: 'image' as const, source: { type: 'base64' as const, media_type: 'image/png' as const, data } }, { type: 'text' as const, text: 'co to?' }] });
    await anthropic().messages.create({ model: 'anthropic/claude-4.6-sonnet', max_tokens: 20, messages: [image(PNG)] });
    expect(f.mock.requests.at(-1)!.body.messages[0].content[0].source.data).toBe(PNG);
    const refused = await post('/v1/messages', { model: 'anthropic/claude-4.6-sonnet', max_tokens: 20, messages: [image(PESEL)] });
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toMatch(/^messages\[0\]\.content\[0\]\.source\.data: expected base64 data/);
    const dataUrl = await post('/v1/chat/completions', { model: 'gpt-4o', messages: [{ role: 'user', content: [{ type: 'image_url', image_url: { url: `data:image/jpeg;base64,${Buffer.from(CLIENT).toString('base64')}` } }] }] });
    expect(dataUrl.status).toBe(400);
    expect(dataUrl.json.error.message).toMatch(/^messages\[0\]\.content\[0\]\.image_url\.url: expected base64 data/);
    expect(f.mock.requests).toHaveLength(1);
  });

  it('an image URL is text: personal data in it is replaced', async () => {
    await post('/v1/chat/completions', { model: 'gpt-4o', messages: [{ role: 'user', content: [{ type: 'image_url', image_url: { url: `https://example.com/scan?pesel=${PESEL}` } }] }] });
    expect(f.mock.requests.at(-1)!.body.messages.at(-1).content[0].image_url.url).toBe('https://example.com/scan?pesel=<PESEL_1>');
  });
});

describe('the Free plan counts every text sent upstream', () => {
  const LIMIT = 3000;
  const long = 'x'.repeat(LIMIT - 10);
  const cases: Array<[string, string, unknown]> = [
    ['a tool description', '/v1/chat/completions', { messages: [{ role: 'user', content: 'hej' }], tools: [{ type: 'function', function: { name: 'f', description: long, parameters: { type: 'object' } } }] }],
    ['earlier tool-call arguments', '/v1/chat/completions', {
      messages: [
        { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'f', arguments: JSON.stringify({ a: long }) } }] },
        { role: 'tool', tool_call_id: 'c1', content: 'ok' }, { role: 'user', content: 'hej' },
      ],
    }],
    ['an unknown field', '/v1/chat/completions', { messages: [{ role: 'user', content: 'hej' }], x_context: { notes: [long] } }],
    ['predicted output', '/v1/chat/completions', { messages: [{ role: 'user', content: 'hej' }], prediction: { type: 'content', content: long } }],
    ['Anthropic tool_use input', '/v1/messages', {
      max_tokens: 10,
      messages: [
        { role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'f', input: { a: long } }] },
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: 'ok' }, { type: 'text', text: 'hej' }] },
      ],
    }],
  ];
  it.each(cases)('%s counts: past the limit with a short message → 400', async (_what, path, body) => {
    const a = await f.gw.account('free');
    const res = await post(path, { model: 'gpt-5.4-nano', ...(body as object), messages: [...(body as { messages: unknown[] }).messages, { role: 'user', content: 'y'.repeat(20) }] }, a.testKey);
    expect(res.status).toBe(400);
    expect(res.json.error.message).toContain(String(LIMIT));
    // Without the long text the same request is within the limit.
    const short = JSON.parse(JSON.stringify(body).replaceAll(long, 'krótko'));
    const ok = await post(path, { model: 'gpt-5.4-nano', ...short }, a.testKey);
    expect(ok.status).toBe(200);
  });

  it('count_tokens estimates from the same texts', async () => {
    const base = { model: 'anthropic/claude-4.6-sonnet', messages: [{ role: 'user', content: 'hej' }] };
    const plain = await post('/v1/messages/count_tokens', base);
    const withTool = await post('/v1/messages/count_tokens', { ...base, tools: [{ name: 'f', description: 'x'.repeat(400), input_schema: { type: 'object' } }] });
    expect(withTool.json.input_tokens - plain.json.input_tokens).toBeGreaterThanOrEqual(100);
  });
});
