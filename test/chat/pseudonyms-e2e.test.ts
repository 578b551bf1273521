// Pseudonym mode end to end (docs/pii-replacement.md#pseudonym-mode), against the recording mock
// upstream that echoes the forwarded prompt: the upstream sees realistic pseudonyms declined like the
// originals and never an original value; the client gets every original back in its own case, on chat
// completions, messages and responses, streamed (split everywhere) and not; X-Anonymization-Info shows the
// pseudonyms, never the originals.
import Anthropic from '@anthropic-ai/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../helpers/gateway.js';
import { collectStream, MODEL_OF, startChatFixture, type ChatFixture } from '../helpers/chat.js';

const PROMPT =
  'Jan Kowalski prosi o kontakt. Proszę oddzwonić do Jana Kowalskiego jutro, a potem porozmawiać z Janem Kowalskim ' +
  'o umowie. Anna Nowak napisała do pani Nowak z działu kadr list w sprawie Anny Nowak. PESEL 44051401359.';
const ORIGINAL_WORDS = ['Jan', 'Jana', 'Janem', 'Kowalski', 'Kowalskiego', 'Kowalskim', 'Anna', 'Anny', 'Nowak', '44051401359'];

let f: ChatFixture;
beforeAll(async () => {
  f = await startChatFixture();
  const r = await api(f.gw.url, f.acct.liveKey)('PATCH', '/v1/settings/pii', { replacement: 'pseudonyms' });
  expect(r.json.replacement).toBe('pseudonyms');
});
afterAll(async () => f?.close());
beforeEach(() => f.mock.reset());

/** Every string the upstream received, as words. */
function upstreamWords(): Set<string> {
  return new Set(JSON.stringify(f.mock.requests.map((r) => r.body)).match(/[\p{L}\p{N}]+/gu));
}

function expectNoOriginalUpstream(): void {
  const words = upstreamWords();
  for (const w of ORIGINAL_WORDS) expect(words.has(w), w).toBe(false);
  expect(JSON.stringify(f.mock.requests.map((r) => r.body))).toContain('<PESEL_1>'); // the identifier went as a tag
}

describe('chat completions (openai client)', () => {
  it.each([['gpt-4o'], [MODEL_OF.mistral]])('%s, non-streaming: pseudonyms upstream, originals back in their case', async (model) => {
    const res = await f.client().chat.completions.create({ model, messages: [{ role: 'user', content: PROMPT }] });
    expectNoOriginalUpstream();
    const sent = JSON.stringify(f.mock.requests[0].body);
    expect(sent).not.toContain('<PERSON_');
    expect(sent).not.toContain('placeholder tags such as <PERSON_1>');
    expect(res.choices[0].message.content).toBe(`Echo: ${PROMPT}`);
  });

  it('streaming in pieces of a few characters: every split pseudonym form is restored', async () => {
    f.mock.set({ chunks: 60 });
    const out = await collectStream(await f.client().chat.completions.create({ model: 'gpt-4o', stream: true, messages: [{ role: 'user', content: PROMPT }] }));
    expectNoOriginalUpstream();
    expect(out.content).toBe(`Echo: ${PROMPT}`);
  });

  it('X-Anonymization-Info shows the pseudonyms that were sent, never an original', async () => {
    const r = await api(f.gw.url, f.acct.liveKey)('POST', '/v1/chat/completions', { model: 'gpt-4o', messages: [{ role: 'user', content: PROMPT }] }, { 'x-show-raw-prompt': 'true' });
    expect(r.status).toBe(200);
    const info = JSON.parse(Buffer.from(r.headers.get('x-anonymization-info')!, 'base64').toString('utf8'));
    const sent = f.mock.requests[0].body as { messages: Array<{ role: string; content: string }> };
    const forwarded = sent.messages.at(-1)!.content;
    expect(info.raw_prompt).toContain(forwarded);
    const pseudonymKeys = Object.keys(info.mapping).filter((k) => !k.startsWith('<'));
    expect(pseudonymKeys.length).toBeGreaterThan(4);
    // Every name the provider saw is listed (with a masked original), e.g. both "Jana"-like forms.
    const sentNames = forwarded.match(/\p{Lu}\p{Ll}+/gu)!.filter((w) => !['Echo', 'Proszę', 'PESEL'].includes(w));
    for (const w of sentNames) expect(pseudonymKeys, w).toContain(w);
    const json = JSON.stringify(info);
    for (const w of ['Kowalski', 'Kowalskiego', 'Nowak', '44051401359']) expect(json).not.toContain(w);
  });
});

describe('messages (anthropic client)', () => {
  const client = () => new Anthropic({ apiKey: f.acct.liveKey, baseURL: f.gw.url, maxRetries: 0, timeout: 20_000 });
  it.each([['anthropic'], ['openai']] as const)('%s model: create and stream', async (provider) => {
    const model = MODEL_OF[provider];
    const m = await client().messages.create({ model, max_tokens: 300, messages: [{ role: 'user', content: PROMPT }] });
    expectNoOriginalUpstream();
    expect(m.content.map((b) => (b.type === 'text' ? b.text : '')).join('')).toBe(`Echo: ${PROMPT}`);
    f.mock.reset();
    f.mock.set({ chunks: 45 });
    const stream = client().messages.stream({ model, max_tokens: 300, messages: [{ role: 'user', content: PROMPT }] });
    let text = '';
    for await (const e of stream) if (e.type === 'content_block_delta' && e.delta.type === 'text_delta') text += e.delta.text;
    expectNoOriginalUpstream();
    expect(text).toBe(`Echo: ${PROMPT}`);
  });
});

describe('responses (openai client)', () => {
  it.each([['gpt-4o'], [MODEL_OF.anthropic]])('%s: create and stream', async (model) => {
    const r = await f.client().responses.create({ model, input: PROMPT });
    expectNoOriginalUpstream();
    expect(r.output_text).toBe(`Echo: ${PROMPT}`);
    f.mock.reset();
    f.mock.set({ chunks: 45 });
    const stream = await f.client().responses.create({ model, input: PROMPT, stream: true });
    let text = '';
    for await (const e of stream) if (e.type === 'response.output_text.delta') text += e.delta;
    expectNoOriginalUpstream();
    expect(text).toBe(`Echo: ${PROMPT}`);
  });
});

describe('tag mode with the gender hint', () => {
  it('tags go upstream with each linked person tag\'s grammatical gender in the instruction', async () => {
    const call = api(f.gw.url, f.acct.liveKey);
    expect((await call('PATCH', '/v1/settings/pii', { replacement: 'tags', tag_gender_hint: true })).status).toBe(200);
    try {
      const res = await f.client().chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: PROMPT }] });
      const sent = f.mock.requests[0].body as { messages: Array<{ role: string; content: string }> };
      expect(sent.messages[0].role).toBe('system');
      expect(sent.messages[0].content).toMatch(/<PERSON_1> masculine, <PERSON_2> feminine/);
      expectNoOriginalUpstream();
      expect(res.choices[0].message.content).toContain('PESEL 44051401359');
    } finally {
      await call('PATCH', '/v1/settings/pii', { replacement: 'pseudonyms', tag_gender_hint: false });
    }
  });
});
