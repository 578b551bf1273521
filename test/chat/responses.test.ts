// POST /v1/responses with the official openai client (responses.create, streaming, function calls)
// for OpenAI and a translated provider: no original value reaches the upstream, every value comes
// back, usage is recorded; stored state is refused with a 400 that says why.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../helpers/gateway.js';
import { MODEL_OF, startChatFixture, type ChatFixture } from '../helpers/chat.js';

const PII = { person: 'Jan Kowalski', pesel: '44051401359', phone: '+48 601 234 567', email: 'jan.kowalski@example.pl' };
const PROMPT = `Nazywam się ${PII.person}, PESEL ${PII.pesel}, telefon ${PII.phone}, e-mail ${PII.email}.`;
const ORIGINALS = Object.values(PII);
const TOOL_ARGS = '{"to":"<PHONE_NUMBER_1>","text":"Dzień dobry <PERSON_1>"}';

let f: ChatFixture;
beforeAll(async () => {
  f = await startChatFixture();
});
afterAll(async () => f?.close());
beforeEach(() => f.mock.reset());

const upstreamText = () => JSON.stringify(f.mock.requests.map((r) => r.body));

describe.each([['openai'], ['anthropic']] as const)('%s model', (provider) => {
  const model = MODEL_OF[provider];

  it('responses.create: string input and instructions; tags upstream, originals back', async () => {
    const r = await f.client().responses.create({ model, instructions: `Klient: ${PII.person}.`, input: PROMPT });
    for (const v of ORIGINALS) expect(upstreamText(), v).not.toContain(v);
    expect(upstreamText()).toContain('<PESEL_1>');
    expect(r.object).toBe('response');
    expect(r.status).toBe('completed');
    expect(r.output_text).toBe(`Echo: ${PROMPT}`);
    expect(r.usage!.output_tokens).toBeGreaterThan(0);
    expect(r.usage!.total_tokens).toBe(r.usage!.input_tokens + r.usage!.output_tokens);
  });

  it('streaming: the response.* event sequence, text split inside tags restored', async () => {
    f.mock.set({ chunks: 30 });
    const stream = await f.client().responses.create({ model, stream: true, input: [{ role: 'user', content: [{ type: 'input_text', text: PROMPT }] }] });
    const types: string[] = [];
    let text = '';
    let completed: any = null;
    for await (const e of stream) {
      types.push(e.type);
      if (e.type === 'response.output_text.delta') {
        expect(e.delta).not.toMatch(/<[A-Z_]+_\d+>/);
        text += e.delta;
      }
      if (e.type === 'response.completed') completed = e.response;
    }
    for (const v of ORIGINALS) expect(upstreamText(), v).not.toContain(v);
    expect(text).toBe(`Echo: ${PROMPT}`);
    expect(types.slice(0, 4)).toEqual(['response.created', 'response.in_progress', 'response.output_item.added', 'response.content_part.added']);
    expect(types.slice(-5)).toEqual(['response.output_text.delta', 'response.output_text.done', 'response.content_part.done', 'response.output_item.done', 'response.completed']);
    expect(completed.output[0].content[0].text).toBe(`Echo: ${PROMPT}`);
    expect(completed.usage.output_tokens).toBeGreaterThan(0);
  });

  it('one person in two cases: one tag upstream; the deltas and the completed response give each form its case', async () => {
    const prompt = 'Jan Kowalski prosi o kontakt. Proszę oddzwonić do Jana Kowalskiego jutro.';
    f.mock.set({ chunks: 30 });
    const stream = await f.client().responses.create({ model, stream: true, input: prompt });
    let text = '';
    let completed: any = null;
    for await (const e of stream) {
      if (e.type === 'response.output_text.delta') text += e.delta;
      if (e.type === 'response.completed') completed = e.response;
    }
    expect(upstreamText()).toContain('<PERSON_1> prosi o kontakt. Proszę oddzwonić do <PERSON_1> jutro.');
    expect(text).toBe(`Echo: ${prompt}`);
    expect(completed.output[0].content[0].text).toBe(`Echo: ${prompt}`);
  });

  it('function calls: call arguments and outputs anonymized upstream, returned arguments restored (streaming and not)', async () => {
    f.mock.set({ toolCall: { name: 'send_sms', arguments: TOOL_ARGS } });
    const params = {
      model,
      tools: [{ type: 'function' as const, name: 'send_sms', parameters: { type: 'object', properties: { to: { type: 'string' } } }, strict: false }],
      input: [
        { role: 'user' as const, content: `Wyślij SMS do ${PII.person}, ${PII.phone}.` },
        { type: 'function_call' as const, call_id: 'call_1', name: 'lookup', arguments: JSON.stringify({ pesel: PII.pesel }) },
        { type: 'function_call_output' as const, call_id: 'call_1', output: `E-mail: ${PII.email}` },
      ],
    };
    const r = await f.client().responses.create(params);
    for (const v of ORIGINALS) expect(upstreamText(), v).not.toContain(v);
    const call = r.output.find((o) => o.type === 'function_call') as any;
    expect(call.name).toBe('send_sms');
    expect(JSON.parse(call.arguments)).toEqual({ to: PII.phone, text: `Dzień dobry ${PII.person}` });

    f.mock.reset();
    f.mock.set({ toolCall: { name: 'send_sms', arguments: TOOL_ARGS }, chunks: 12 });
    const final = await f.client().responses.stream(params).finalResponse();
    for (const v of ORIGINALS) expect(upstreamText(), v).not.toContain(v);
    const streamed = final.output.find((o) => o.type === 'function_call') as any;
    expect(JSON.parse(streamed.arguments)).toEqual({ to: PII.phone, text: `Dzień dobry ${PII.person}` });
  });
});

describe('/v1/responses requests', () => {
  it('stored state is refused with a 400 naming the reason', async () => {
    const call = (body: unknown) => api(f.gw.url, f.acct.liveKey)('POST', '/v1/responses', body);
    const prev = await call({ model: 'gpt-4o', input: 'x', previous_response_id: 'resp_1' });
    expect(prev.status).toBe(400);
    expect(prev.json.error.message).toMatch(/^previous_response_id: not supported; the gateway stores no responses/);
    const store = await call({ model: 'gpt-4o', input: 'x', store: true });
    expect(store.status).toBe(400);
    expect(store.json.error.message).toMatch(/^store: true is not supported/);
    expect((await call({ model: 'gpt-4o', input: 'x', store: false })).status).toBe(200);
    expect(f.mock.requests).toHaveLength(1);
  });

  it('a bad body gets a 400 naming the field, never echoing values', async () => {
    const call = (body: unknown) => api(f.gw.url, f.acct.liveKey)('POST', '/v1/responses', body);
    const noInput = await call({ model: 'gpt-4o' });
    expect(noInput.status).toBe(400);
    expect(noInput.json.error.message).toMatch(/^input: /);
    const badItem = await call({ model: 'gpt-4o', input: [{ type: 'Kowalski' }] });
    expect(badItem.status).toBe(400);
    expect(badItem.json.error.message).not.toContain('Kowalski');
    const badTool = await call({ model: 'gpt-4o', input: 'x', tools: [{ type: 'web_search' }] });
    expect(badTool.status).toBe(400);
    expect(badTool.json.error.message).toMatch(/^tools\[0\]\.type: only function tools are supported/);
  });

  it('usage is recorded like a chat completion', async () => {
    const a = await f.gw.account('enterprise');
    await api(f.gw.url, a.liveKey)('POST', '/v1/provider-keys', { provider: 'openai', api_key: 'sk-openai-usage-7777' });
    const client = f.client(a.liveKey);
    const r = await client.responses.create({ model: 'gpt-4o', input: PROMPT });
    await client.responses.stream({ model: 'gpt-4o', input: PROMPT }).finalResponse();
    await new Promise((res) => setTimeout(res, 200)); // the usage batch flushes every 50 ms in tests
    const summary = (await api(f.gw.url, a.liveKey)('GET', '/v1/usage/summary')).json;
    expect(summary.total_requests).toBe(2);
    expect(summary.prompt_tokens).toBe(2 * r.usage!.input_tokens);
  });
});

describe('OpenAI models natively: the Responses body goes to OpenAI /v1/responses as written', () => {
  const upstream = () => f.mock.requests[f.mock.requests.length - 1];
  const params = {
    model: 'gpt-4o',
    instructions: `Klient: ${PII.person}.`,
    input: [{ role: 'user' as const, content: [{ type: 'input_text' as const, text: PROMPT }] }],
    reasoning: { effort: 'low' as const, summary: 'auto' as const },
    text: { format: { type: 'json_schema' as const, name: 'reply', schema: { type: 'object', properties: { a: { type: 'string' } } }, strict: false } },
    include: ['reasoning.encrypted_content' as const],
    truncation: 'auto' as const,
    max_output_tokens: 300,
    metadata: { ticket: PII.email },
    user: PII.email,
    prompt_cache_key: PII.email,
  };

  it('responses.create: native fields kept, store: false forced, metadata kept back, texts anonymized; the answer is the client\'s', async () => {
    const r = await f.client().responses.create(params);
    const req = upstream();
    expect(req.path).toBe('/openai/v1/responses');
    expect(req.body.model).toBe('gpt-4o');
    expect(req.body.store).toBe(false);
    expect(req.body.metadata).toBeUndefined();
    expect(req.body.reasoning).toEqual(params.reasoning);
    expect(req.body.text).toEqual(params.text);
    expect(req.body.include).toEqual(params.include);
    expect(req.body.truncation).toBe('auto');
    expect(req.body.max_output_tokens).toBe(300);
    expect(req.body.user).toMatch(/^u_[0-9a-f]{32}$/);
    expect(req.body.prompt_cache_key).toBe(req.body.user);
    expect(req.body.instructions).toMatch(/^Some personal data in this conversation was replaced[^]*\n\nKlient: <PERSON_1>\.$/);
    for (const v of ORIGINALS) expect(upstreamText(), v).not.toContain(v);
    expect(r.output_text).toBe(`Echo: ${PROMPT}`);
    // The Response object says what the client sent, not what went upstream.
    expect(r.instructions).toBe(params.instructions);
    expect(r.metadata).toEqual(params.metadata);
    expect(r.user).toBe(PII.email);
    expect(r.model).toBe('gpt-4o');
    expect(r.usage!.input_tokens).toBeGreaterThan(0);
  });

  it('streaming: events passed through with consecutive sequence numbers, deltas restored per part, .done and response.completed restored', async () => {
    f.mock.set({ chunks: 40 });
    const stream = await f.client().responses.create({ ...params, stream: true });
    const seqs: number[] = [];
    let text = '';
    let done = '';
    let completed: any = null;
    for await (const e of stream) {
      seqs.push(e.sequence_number);
      if (e.type === 'response.output_text.delta') {
        expect(e.delta).not.toMatch(/<[A-Z_]+_\d+>/);
        text += e.delta;
      }
      if (e.type === 'response.output_text.done') done = e.text;
      if (e.type === 'response.completed') completed = e.response;
    }
    expect(upstream().path).toBe('/openai/v1/responses');
    expect(upstream().body.stream).toBe(true);
    for (const v of ORIGINALS) expect(upstreamText(), v).not.toContain(v);
    expect(seqs).toEqual(seqs.map((_, i) => i));
    expect(text).toBe(`Echo: ${PROMPT}`);
    expect(done).toBe(`Echo: ${PROMPT}`);
    expect(completed.output[0].content[0].text).toBe(`Echo: ${PROMPT}`);
    expect(completed.instructions).toBe(params.instructions);
    expect(completed.metadata).toEqual(params.metadata);
  });

  it('function calls: streamed argument deltas restored JSON-escaped, arguments.done and the output item too', async () => {
    f.mock.set({ toolCall: { name: 'send_sms', arguments: '{"to":"<PHONE_NUMBER_1>","text":"Dzień dobry <PERSON_1>"}' }, chunks: 20 });
    const stream = await f.client().responses.create({
      model: 'gpt-4o', stream: true, input: `Wyślij SMS do ${PII.person}, ${PII.phone}.`,
      tools: [{ type: 'function', name: 'send_sms', parameters: { type: 'object' }, strict: false }],
    });
    let args = '';
    let doneArgs = '';
    let item: any = null;
    for await (const e of stream) {
      if (e.type === 'response.function_call_arguments.delta') args += e.delta;
      if (e.type === 'response.function_call_arguments.done') doneArgs = e.arguments;
      if (e.type === 'response.output_item.done') item = e.item;
    }
    const expected = { to: PII.phone, text: `Dzień dobry ${PII.person}` };
    expect(JSON.parse(args)).toEqual(expected);
    expect(JSON.parse(doneArgs)).toEqual(expected);
    expect(JSON.parse(item.arguments)).toEqual(expected);
    expect(upstream().body.tools[0].strict).toBe(false);
  });

  it('usage from response.completed is recorded; a model of another provider is translated (its own wire format upstream)', async () => {
    const a = await f.gw.account('enterprise');
    await api(f.gw.url, a.liveKey)('POST', '/v1/provider-keys', { provider: 'openai', api_key: 'sk-openai-usage-6666' });
    const client = f.client(a.liveKey);
    const r = await client.responses.create({ model: 'gpt-4o', input: PROMPT });
    await client.responses.stream({ model: 'gpt-4o', input: PROMPT }).finalResponse();
    await new Promise((res) => setTimeout(res, 200)); // the usage batch flushes every 50 ms in tests
    const summary = (await api(f.gw.url, a.liveKey)('GET', '/v1/usage/summary')).json;
    expect(summary.total_requests).toBe(2);
    expect(summary.prompt_tokens).toBe(2 * r.usage!.input_tokens);
    expect(summary.completion_tokens).toBe(2 * r.usage!.output_tokens);

    f.mock.reset();
    await f.client().responses.create({ model: MODEL_OF.mistral, input: PROMPT });
    expect(upstream().path).toBe('/mistral/v1/chat/completions');
  });

  it('a test key without a stored OpenAI key gets the built-in mock, through translation', async () => {
    const a = await f.gw.account('business');
    const r = await f.client(a.testKey).responses.create({ model: 'gpt-4o', input: PROMPT, reasoning: { effort: 'low' } });
    expect(f.mock.requests).toHaveLength(0);
    expect(r.output_text).toBe(`Mock response to: ${PROMPT}`);
  });

  it('an upstream stream cut short ends with an error event after the restored text', async () => {
    f.mock.set({ omitEnd: true });
    const res = await api(f.gw.url, f.acct.liveKey)('POST', '/v1/responses', { model: 'gpt-4o', stream: true, input: PROMPT });
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/event: error\ndata: \{"type":"error","code":"provider_error"/);
    expect(res.text).not.toContain('response.completed');
    expect(res.text).toContain(PII.pesel);
  });
});

describe('structured output natively', () => {
  it('with a JSON text.format the output text stays valid JSON with the values back (streaming and not)', async () => {
    const reply = '{"client":"<PERSON_1>","pesel":"<PESEL_1>"}';
    const body = {
      model: 'gpt-4o', input: PROMPT,
      text: { format: { type: 'json_schema' as const, name: 'client', schema: { type: 'object' }, strict: false } },
    };
    f.mock.set({ reply, chunks: 15 });
    const r = await f.client().responses.create(body);
    expect(JSON.stringify(f.mock.requests[0].body)).not.toContain(PII.pesel);
    expect(f.mock.requests[0].body.text).toEqual(body.text);
    expect(JSON.parse(r.output_text)).toEqual({ client: PII.person, pesel: PII.pesel });
    let text = '';
    for await (const e of await f.client().responses.create({ ...body, stream: true })) {
      if (e.type === 'response.output_text.delta') text += e.delta;
    }
    expect(JSON.parse(text)).toEqual({ client: PII.person, pesel: PII.pesel });
  });
});
