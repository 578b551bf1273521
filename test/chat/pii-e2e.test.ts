// PII end to end through the gateway, for every provider's wire format, streaming and not: no original
// value reaches the upstream, the client gets every original back, and neither the logs nor the
// database contain any of them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROVIDERS } from '../../src/providers/types.js';
import { api } from '../helpers/gateway.js';
import { collectStream, MODEL_OF, startChatFixture, type ChatFixture } from '../helpers/chat.js';

/** Values the default settings must catch (names, pesel, nip, iban, phone, email, credit card). */
const PII = {
  person: 'Jan Kowalski',
  pesel: '44051401359',
  nip: '8567346215',
  iban: 'PL61109010140000071219812874',
  phone: '+48 601 234 567',
  email: 'jan.kowalski@example.pl',
  card: '4111 1111 1111 1111',
};
const PROMPT =
  `Dzień dobry, nazywam się ${PII.person}, mój PESEL to ${PII.pesel}, NIP firmy ${PII.nip}. ` +
  `Proszę o przelew na konto ${PII.iban}. Telefon: ${PII.phone}, e-mail: ${PII.email}. ` +
  `Karta: ${PII.card}.`;
const ORIGINALS = Object.values(PII);

let f: ChatFixture;
beforeAll(async () => {
  f = await startChatFixture();
});
afterAll(async () => f?.close());
beforeEach(() => f.mock.reset());

function upstreamText(): string {
  return JSON.stringify(f.mock.requests.map((r) => r.body));
}

describe.each(PROVIDERS.map((p) => [p]))('%s', (provider) => {
  const model = MODEL_OF[provider];

  it('non-streaming: upstream sees tags only, the client gets the originals back', async () => {
    const res = await f.client().chat.completions.create({ model, messages: [{ role: 'user', content: PROMPT }] });
    const sent = upstreamText();
    for (const v of ORIGINALS) expect(sent, v).not.toContain(v);
    for (const tag of ['<PERSON_1>', '<PESEL_1>', '<NIP_1>', '<IBAN_CODE_1>', '<PHONE_NUMBER_1>', '<EMAIL_ADDRESS_1>', '<CREDIT_CARD_1>']) {
      expect(sent).toContain(tag);
    }
    // The instruction to keep tags is in front.
    expect(sent).toContain('placeholder tags');
    expect(res.choices[0].message.content).toBe(`Echo: ${PROMPT}`);
  });

  it('streaming: tags split across chunks are restored', async () => {
    f.mock.set({ chunks: 40 }); // pieces of a few characters: tags are cut everywhere
    const out = await collectStream(await f.client().chat.completions.create({ model, stream: true, messages: [{ role: 'user', content: PROMPT }] }));
    for (const v of ORIGINALS) expect(upstreamText()).not.toContain(v);
    expect(out.content).toBe(`Echo: ${PROMPT}`);
    // No chunk carries a tag or part of a known tag's name.
    for (const c of out.chunks) expect(c.choices[0]?.delta.content ?? '').not.toMatch(/<[A-Z_]+_\d+>/);
  });
});

describe('one person in two grammatical cases', () => {
  const prompt = 'Jan Kowalski prosi o kontakt. Proszę oddzwonić do Jana Kowalskiego jutro.';

  it.each([false, true])('stream %s: upstream sees one tag; the echo comes back with each form in its case', async (stream) => {
    if (stream) f.mock.set({ chunks: 30 });
    const messages = [{ role: 'user' as const, content: prompt }];
    const content = stream
      ? (await collectStream(await f.client().chat.completions.create({ model: MODEL_OF.openai, stream: true, messages }))).content
      : (await f.client().chat.completions.create({ model: MODEL_OF.openai, messages })).choices[0].message.content;
    const sent = upstreamText();
    expect(sent).toContain('<PERSON_1> prosi o kontakt. Proszę oddzwonić do <PERSON_1> jutro.');
    expect(sent).not.toContain('Kowalsk');
    // "<PERSON_1> prosi": no case decided, the nominative; "do <PERSON_1>": the genitive.
    expect(content).toBe(`Echo: ${prompt}`);
  });
});

describe('reasoning text (DeepSeek / xAI reasoning_content)', () => {
  // The openai client types do not know reasoning_content; it is read as the extra field it is.
  type WithReasoning = { reasoning_content?: string };

  it('non-streaming: tags in reasoning_content are restored like the answer', async () => {
    f.mock.set({ reasoning: true });
    const res = await f.client().chat.completions.create({ model: MODEL_OF.deepseek, messages: [{ role: 'user', content: PROMPT }] });
    for (const v of ORIGINALS) expect(upstreamText()).not.toContain(v);
    expect(res.choices[0].message.content).toBe(`Echo: ${PROMPT}`);
    expect((res.choices[0].message as WithReasoning).reasoning_content).toBe(`Reasoning: Echo: ${PROMPT}`);
  });

  it('streaming: reasoning deltas split inside tags are restored, separately from the content', async () => {
    f.mock.set({ reasoning: true, chunks: 50 });
    const stream = await f.client().chat.completions.create({ model: MODEL_OF.deepseek, stream: true, messages: [{ role: 'user', content: PROMPT }] });
    let reasoning = '';
    let content = '';
    for await (const c of stream) {
      const d = c.choices[0]?.delta as (WithReasoning & { content?: string | null }) | undefined;
      expect(d?.reasoning_content ?? '').not.toMatch(/<[A-Z_]+_\d+>/);
      reasoning += d?.reasoning_content ?? '';
      content += d?.content ?? '';
    }
    expect(reasoning).toBe(`Reasoning: Echo: ${PROMPT}`);
    expect(content).toBe(`Echo: ${PROMPT}`);
  });
});

describe('predicted output', () => {
  it('prediction.content reaches the upstream anonymized', async () => {
    await f.client().chat.completions.create({
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'Popraw literówki w piśmie.' }],
      prediction: { type: 'content', content: `Szanowny Panie, ${PII.person}, PESEL ${PII.pesel}.` },
    });
    const body = f.mock.requests[0].body;
    expect(upstreamText()).not.toContain(PII.pesel);
    expect(body.prediction.content).toBe('Szanowny Panie, <PERSON_1>, PESEL <PESEL_1>.');
  });
});

describe('end-user identifiers', () => {
  it.each([['gpt-4o'], ['anthropic/claude-4.6-sonnet']])('%s: `user` reaches the upstream as an opaque id, never the e-mail', async (model) => {
    await f.client().chat.completions.create({ model, user: PII.email, messages: [{ role: 'user', content: 'Cześć' }] });
    const body = f.mock.requests[0].body;
    expect(upstreamText()).not.toContain(PII.email);
    const forwarded = model === 'gpt-4o' ? body.user : body.metadata.user_id;
    expect(forwarded).toMatch(/^u_[0-9a-f]{32}$/);
  });

  it('a participant `name` with a person in it reaches the upstream as an opaque id', async () => {
    await f.client().chat.completions.create({
      model: 'gpt-4o',
      messages: [{ role: 'user', name: 'Jan_Kowalski', content: 'Cześć' }, { role: 'user', name: 'support_team', content: 'Witam' }],
    });
    expect(upstreamText()).not.toContain('Kowalski');
    const [, first, second] = f.mock.requests[0].body.messages as Array<{ name?: string }>;
    expect(first.name).toMatch(/^p_[0-9a-f]{32}$/);
    expect(second.name).toBe('support_team');
  });
});

describe('across messages, tools and settings', () => {
  it('one mapping per request: the same value gets the same tag in every message', async () => {
    await f.client().chat.completions.create({
      model: 'gpt-4o',
      messages: [
        { role: 'system', content: `Klient: ${PII.person}.` },
        { role: 'user', content: `Czy ${PII.person} ma PESEL ${PII.pesel}? Drugi PESEL: 02070803628.` },
      ],
    });
    const msgs = f.mock.requests[0].body.messages;
    expect(msgs[1].content).toContain('<PERSON_1>');
    expect(msgs[2].content).toContain('<PERSON_1>');
    expect(msgs[2].content).toContain('<PESEL_1>');
    expect(msgs[2].content).toContain('<PESEL_2>');
  });

  it('tool-call arguments and tool messages are anonymized; tags in returned arguments are restored JSON-escaped', async () => {
    f.mock.set({ toolCall: { name: 'send_sms', arguments: '{"to":"<PHONE_NUMBER_1>","text":"Dzień dobry <PERSON_1>"}' } });
    const res = await f.client().chat.completions.create({
      model: 'anthropic/claude-4.6-sonnet',
      tools: [{ type: 'function', function: { name: 'send_sms', parameters: { type: 'object' } } }],
      messages: [
        { role: 'user', content: `Wyślij SMS do ${PII.person} na ${PII.phone}` },
        { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'lookup', arguments: `{"pesel":"${PII.pesel}"}` } }] },
        { role: 'tool', tool_call_id: 'c1', content: `Adres e-mail: ${PII.email}` },
      ],
    });
    const sent = upstreamText();
    for (const v of [PII.person, PII.phone, PII.pesel, PII.email]) expect(sent).not.toContain(v);
    const args = JSON.parse((res.choices[0].message.tool_calls![0] as { function: { arguments: string } }).function.arguments);
    expect(args).toEqual({ to: PII.phone, text: `Dzień dobry ${PII.person}` });
  });

  it('a value that needs JSON escaping survives tool-call restoration', async () => {
    // A name followed by a quote-bearing e-mail local part cannot occur, but a backslash in a restored
    // value must still be escaped: use a mapping with the address detector on a value with a slash.
    const a = await f.gw.account('enterprise');
    await api(f.gw.url, a.liveKey)('POST', '/v1/provider-keys', { provider: 'openai', api_key: 'sk-openai-esc-1234' });
    await api(f.gw.url, a.liveKey)('PATCH', '/v1/settings/pii', { enabled_types: ['address'] });
    f.mock.set({ toolCall: { name: 'ship', arguments: '{"address":"<PL_ADDRESS_1>"}' } });
    const res = await f.client(a.liveKey).chat.completions.create({
      model: 'gpt-4o',
      tools: [{ type: 'function', function: { name: 'ship', parameters: { type: 'object' } } }],
      messages: [{ role: 'user', content: 'Adres zamieszkania: ul. Długa 5/12, proszę wysłać paczkę.' }],
    });
    const args = JSON.parse((res.choices[0].message.tool_calls![0] as { function: { arguments: string } }).function.arguments);
    expect(args.address).toContain('Długa 5');
    expect(upstreamText()).not.toContain('Długa 5');
  });

  it('only enabled types are detected; enabled:false forwards the text untouched without the instruction', async () => {
    const a = await f.gw.account('enterprise');
    await api(f.gw.url, a.liveKey)('POST', '/v1/provider-keys', { provider: 'openai', api_key: 'sk-openai-set-1234' });
    await api(f.gw.url, a.liveKey)('PATCH', '/v1/settings/pii', { enabled_types: ['pesel'] });
    await f.client(a.liveKey).chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: PROMPT }] });
    let sent = upstreamText();
    expect(sent).not.toContain(PII.pesel);
    expect(sent).toContain(PII.email);
    expect(sent).toContain(PII.nip);
    f.mock.reset();
    await api(f.gw.url, a.liveKey)('PATCH', '/v1/settings/pii', { enabled: false, art9_detection: false });
    await f.client(a.liveKey).chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: PROMPT }] });
    sent = upstreamText();
    expect(f.mock.requests[0].body.messages).toEqual([{ role: 'user', content: PROMPT }]);
    expect(sent).not.toContain('placeholder tags');
  });

  it('Art. 9: flag reports, block forwards nothing, ignore does not scan', async () => {
    const a = await f.gw.account('enterprise');
    const call = api(f.gw.url, a.liveKey);
    await call('POST', '/v1/provider-keys', { provider: 'openai', api_key: 'sk-openai-art9-1234' });
    const body = { model: 'gpt-4o', messages: [{ role: 'user', content: 'Pacjent choruje na cukrzycę i jest członkiem związku zawodowego.' }] };
    const flagged = await call('POST', '/v1/chat/completions', body, { 'x-show-raw-prompt': 'true' });
    expect(flagged.status).toBe(200);
    const info = JSON.parse(Buffer.from(flagged.headers.get('x-anonymization-info')!, 'base64').toString('utf8'));
    expect(info.pii_warnings.art9_detected).toBe(true);
    expect(info.pii_warnings.types_found).toEqual(expect.arrayContaining(['SENSITIVE_HEALTH', 'SENSITIVE_UNION']));
    expect(f.mock.requests).toHaveLength(1);

    await call('PATCH', '/v1/settings/pii', { art9_action: 'block' });
    f.mock.reset();
    const blocked = await call('POST', '/v1/chat/completions', body);
    expect(blocked.status).toBe(400);
    expect(blocked.json.error.message).toContain('SENSITIVE_HEALTH');
    expect(f.mock.requests).toHaveLength(0);
    const blockedStream = await call('POST', '/v1/chat/completions', { ...body, stream: true });
    expect(blockedStream.status).toBe(400);
    expect(f.mock.requests).toHaveLength(0);

    await call('PATCH', '/v1/settings/pii', { art9_action: 'ignore' });
    const ignored = await call('POST', '/v1/chat/completions', body, { 'x-show-raw-prompt': 'true' });
    expect(ignored.status).toBe(200);
    const info2 = JSON.parse(Buffer.from(ignored.headers.get('x-anonymization-info')!, 'base64').toString('utf8'));
    expect(info2.pii_warnings).toEqual({ art9_detected: false, types_found: [] });
  });
});

describe('X-Anonymization-Info', () => {
  it('carries both shapes of the spec and never an original value', async () => {
    const r = await api(f.gw.url, f.acct.liveKey)('POST', '/v1/chat/completions', { model: 'gpt-4o', messages: [{ role: 'user', content: PROMPT }] }, { 'x-show-raw-prompt': 'true' });
    expect(r.status).toBe(200);
    const raw = r.headers.get('x-anonymization-info')!;
    const info = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
    expect(Object.keys(info).sort()).toEqual(
      ['anonymized_messages', 'entities_found', 'entity_types', 'mapping', 'pii_warnings', 'raw_llm_response', 'raw_prompt'].sort(),
    );
    expect(info.raw_prompt).toContain('<PESEL_1>');
    expect(info.raw_llm_response).toContain('<PESEL_1>');
    expect(info.entities_found).toBeGreaterThanOrEqual(7);
    expect(info.entity_types).toEqual(expect.arrayContaining(['PERSON', 'PESEL', 'NIP', 'IBAN_CODE', 'PHONE_NUMBER', 'EMAIL_ADDRESS', 'CREDIT_CARD']));
    expect(info.mapping['<PESEL_1>']).toBe('4***');
    const decoded = JSON.stringify(info);
    for (const v of ORIGINALS) expect(decoded).not.toContain(v);
    // The body is unchanged by the header.
    expect(r.json.choices[0].message.content).toBe(`Echo: ${PROMPT}`);
    // Without the header there is no info.
    const plain = await api(f.gw.url, f.acct.liveKey)('POST', '/v1/chat/completions', { model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }] });
    expect(plain.headers.get('x-anonymization-info')).toBeNull();
  });

  it('stays under 8 KiB for huge prompts and says it was truncated', async () => {
    const big = Array.from({ length: 300 }, (_, i) => `Klient nr ${i}: ${PII.email.replace('jan', `jan${i}`)}`).join('\n');
    const r = await api(f.gw.url, f.acct.liveKey)('POST', '/v1/chat/completions', { model: 'gpt-4o', stream: true, messages: [{ role: 'user', content: big }] }, { 'x-show-raw-prompt': 'true' });
    expect(r.status).toBe(200);
    const raw = r.headers.get('x-anonymization-info')!;
    expect(raw.length).toBeLessThanOrEqual(8192);
    const info = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
    expect(info.truncated).toBe(true);
    expect(info.entities_found).toBe(300);
  });
});

describe('no PII at rest or in logs', () => {
  it('usage counts detections by setting name; the database and the logs hold no original value', async () => {
    const a = await f.gw.account('enterprise');
    for (const p of ['openai', 'anthropic', 'google', 'cohere']) {
      await api(f.gw.url, a.liveKey)('POST', '/v1/provider-keys', { provider: p, api_key: `sk-${p}-logs-1234` });
    }
    const client = f.client(a.liveKey);
    for (const model of ['gpt-4o', 'anthropic/claude-4.6-opus', 'google/gemini-2.5-pro', 'cohere/command-a']) {
      await client.chat.completions.create({ model, messages: [{ role: 'user', content: PROMPT }] });
      await collectStream(await client.chat.completions.create({ model, stream: true, messages: [{ role: 'user', content: PROMPT }] }));
    }
    // An upstream error and a validation error with PII in the request.
    f.mock.set({ error: { status: 500, message: 'boom' } });
    await api(f.gw.url, a.liveKey)('POST', '/v1/chat/completions', { model: 'gpt-4o', messages: [{ role: 'user', content: PROMPT }] });
    const errors = [
      await api(f.gw.url, a.liveKey)('POST', '/v1/chat/completions', { model: PII.email, messages: [{ role: 'user', content: PROMPT }] }),
      await api(f.gw.url, a.liveKey)('POST', '/v1/chat/completions', { model: 'gpt-4o', temperature: 9, messages: [{ role: 'user', content: PROMPT }] }),
      await api(f.gw.url, a.liveKey)('POST', '/v1/chat/completions', { model: 'gpt-4o', messages: [{ role: PII.person, content: PROMPT }] }),
    ];
    for (const e of errors) {
      expect(e.status).toBe(400);
      for (const v of ORIGINALS) expect(e.text, 'error messages never echo personal data').not.toContain(v);
    }

    const summary = (await api(f.gw.url, a.liveKey)('GET', '/v1/usage/summary')).json;
    expect(summary.pii_detections.by_type).toMatchObject({ names: 9, pesel: 9, nip: 9, iban: 9, phone: 9, email: 9, credit_card: 9 });
    expect(summary.pii_detections.total).toBe(63);

    await f.gw.services.batches.audit.flush();
    const sql = f.gw.services.db.sql;
    const tables = await sql<{ table_name: string }[]>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = ${f.gw.schema!} AND table_type = 'BASE TABLE'`;
    let dump = '';
    for (const { table_name } of tables) dump += JSON.stringify(await sql.unsafe(`SELECT * FROM "${table_name}"`));
    const logs = f.gw.logLines.join('\n');
    expect(logs).toContain('"route":"/v1/chat/completions"');
    for (const v of ORIGINALS) {
      expect(dump, v).not.toContain(v);
      expect(logs, v).not.toContain(v);
    }
    // Log lines carry entity counts by type, never values.
    expect(logs).toContain('"PESEL":1');
  });
});
