// Nothing reaches a provider unscanned, as a property: a seeded generator builds requests for each
// surface (Chat Completions, Messages, Responses) × provider family (OpenAI-compatible, Anthropic,
// Gemini, Cohere; Claude on /v1/messages and GPT on /v1/responses go natively) × streaming or not,
// and puts a canary — a valid PESEL, an e-mail address, a first name and surname, and the PESEL with a
// zero-width space or in full-width digits — into any string position the surface's schema allows
// (on Chat Completions also cut into two text parts of one message):
// texts, tool and schema descriptions, identifiers, stop sequences, reasoning, attachments, end-user
// ids, and unknown fields (their keys and values) at every depth. The recording mock upstream must
// never receive a canary in any form: not in the raw bytes, not in any string of the parsed body,
// not after NFKC with invisible characters removed. A request is either answered (200) — and the
// answer, which echoes the tagged last user message, has the canary restored — or refused with 400
// before anything was sent (an identifier with personal data in it, an attachment that is not one).
//
// `npm test` runs a few requests per combination, seeded. A longer hunt, by hand:
//   CANARY_RUNS=200 CANARY_SEED=7 npx vitest run test/chat/nothing-unscanned.test.ts
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChatFixture, type ChatFixture } from '../helpers/chat.js';
import type { RecordedRequest } from '../mocks/upstream.js';

const RUNS = Number(process.env.CANARY_RUNS ?? 3);
const SEED = Number(process.env.CANARY_SEED ?? 32);

const PESEL = '44051401359';
const EMAIL = 'jan.kowalski@example.com';
const NAME = 'Jan Kowalski';
const fullWidth = (s: string) => s.replace(/[0-9]/g, (d) => String.fromCharCode(0xff10 + Number(d)));
const CANARIES = [PESEL, EMAIL, NAME, `4405\u200b1401359`, fullWidth(PESEL), `${PESEL.slice(0, 6)}\u2060${PESEL.slice(6)}`];

/** What must never be found upstream, in the normalized text: the PESEL's digits, the address, the surname. */
const FORBIDDEN = [PESEL, EMAIL, 'kowalski'];
const normalize = (s: string) => s.normalize('NFKC').replace(/[\p{Cf}\p{DI}]/gu, '').toLowerCase();

function leaks(rec: RecordedRequest): string[] {
  const seen: string[] = [rec.raw, rec.path, ...Object.values(rec.headers).flat().map(String)];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') seen.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) { seen.push(k); walk(x); }
  };
  walk(rec.body);
  const found = new Set<string>();
  for (const s of seen) {
    const n = normalize(s);
    for (const f of FORBIDDEN) if (s.toLowerCase().includes(f) || n.includes(f)) found.add(f);
  }
  return [...found];
}

// ---- generators ------------------------------------------------------------------------------------

const WORDS = ['Dzień dobry', 'proszę o pomoc', 'faktura', 'umowa najmu', 'podsumuj', 'ok', 'zamówienie nr 12'];
const canary = fc.constantFrom(...CANARIES);
/** Any text: mostly a canary in some context, sometimes harmless. */
const str = fc.oneof(
  { weight: 3, arbitrary: canary.chain((c) => fc.constantFrom(c, `Klient ${c} prosi o kontakt.`, `Dane: ${c}`, `${c}, ${c}`)) },
  { weight: 1, arbitrary: fc.constantFrom(...WORDS) },
);
/** Identifiers (tool names, call ids, property names): rarely a canary, so most requests are answered. */
const ident = fc.oneof(
  { weight: 50, arbitrary: fc.constantFrom('get_weather', 'lookup', 'call_abc123', 'toolu_01A', 'city', 'amount') },
  { weight: 1, arbitrary: canary.chain((c) => fc.constantFrom(c, `lookup_${c}`)) },
);
const PNG = 'iVBORw0KGgoAAAANSUhEUg==';
const PDF = 'JVBERi0xLjQgdGVzdA==';
const WAV = 'UklGRiQAAABXQVZFZm10IA==';
/** Base64 attachment data: rarely a canary (then refused). */
const imageData = fc.oneof({ weight: 15, arbitrary: fc.constant(PNG) }, { weight: 1, arbitrary: canary });
const imageUrl = fc.oneof(
  fc.constant(`data:image/png;base64,${PNG}`),
  str.map((s) => `https://example.com/img?q=${s}`),
  imageData.map((d) => `data:image/png;base64,${d}`),
);
/** Unknown fields at every depth: canaries in keys and values. */
const unknownKey = fc.oneof({ weight: 24, arbitrary: fc.constantFrom('x_note', 'extra', 'vendor_opts', 'tags') }, { weight: 1, arbitrary: canary });
const { tree: unknownValue } = fc.letrec((tie) => ({
  tree: fc.oneof({ depthSize: 'small', withCrossShrink: true }, str, fc.integer(), fc.boolean(), fc.array(tie('tree'), { maxLength: 3 }), fc.dictionary(unknownKey, tie('tree'), { maxKeys: 3 })),
}));
const unknownFields = fc.dictionary(unknownKey, unknownValue, { maxKeys: 2 });
/** An object with some of `fields` (each present or not) and maybe unknown fields. */
function some(required: Record<string, fc.Arbitrary<unknown>>, optional: Record<string, fc.Arbitrary<unknown>>, unknown = true) {
  return fc.record({
    required: fc.record(required),
    optional: fc.record(optional, { requiredKeys: [] }),
    unknown: unknown ? fc.option(unknownFields, { nil: undefined, freq: 3 }) : fc.constant(undefined),
  }).map(({ required: r, optional: o, unknown: u }) => ({ ...(u ?? {}), ...o, ...r }));
}
const schema = fc.record({ key: ident, description: str, value: str }).map(({ key, description, value }) => ({
  type: 'object', description, properties: { [key]: { type: 'string', description, enum: [value, 'inne'], examples: [value] } }, required: [key],
}));
const args = fc.record({ key: ident, value: str }).map(({ key, value }) => ({ [key]: value }));
const LAST_USER = `Mój PESEL to ${PESEL}, proszę o odpowiedź.`;

// Chat Completions.
const chatPart = fc.oneof(
  some({ type: fc.constant('text'), text: str }, {}),
  some({ type: fc.constant('image_url'), image_url: some({ url: imageUrl }, { detail: fc.constantFrom('auto', 'low') }) }, {}),
  some({ type: fc.constant('file'), file: some({ filename: str, file_data: fc.constant(`data:application/pdf;base64,${PDF}`) }, {}) }, {}),
  some({ type: fc.constant('input_audio'), input_audio: fc.record({ data: fc.oneof({ weight: 15, arbitrary: fc.constant(WAV) }, { weight: 1, arbitrary: canary }), format: fc.constant('wav') }) }, {}),
);
/** A canary in context cut into two text parts at any point: adapters that send one string glue them. */
const splitText = fc.tuple(canary.chain((c) => fc.constantFrom(c, `Klient ${c} prosi o kontakt.`, `Dane: ${c}`)), fc.nat())
  .map(([t, at]) => [{ type: 'text', text: t.slice(0, 1 + (at % (t.length - 1))) }, { type: 'text', text: t.slice(1 + (at % (t.length - 1))) }]);
const chatContent = fc.oneof(str, fc.array(chatPart, { minLength: 1, maxLength: 3 }), splitText);
const chatToolCall = fc.record({ id: ident, name: ident, args }).map(({ id, name, args: a }) => ({ id, type: 'function', function: { name, arguments: JSON.stringify(a) } }));
const chatTurn = fc.oneof(
  some({ role: fc.constantFrom('system', 'developer'), content: chatContent }, { name: str }),
  some({ role: fc.constant('user'), content: chatContent }, { name: str }),
  fc.tuple(some({ role: fc.constant('assistant'), content: fc.oneof(str, fc.constant(null)) }, { reasoning_content: str, refusal: str, tool_calls: fc.array(chatToolCall, { minLength: 1, maxLength: 2 }) }), str)
    .map(([m, result]) => {
      const msg = { ...m } as Record<string, any>;
      if (msg.content === null && !msg.tool_calls) msg.content = 'ok';
      // Each call gets its result, as every provider requires.
      return [msg, ...((msg.tool_calls ?? []) as Array<{ id: string }>).map((c) => ({ role: 'tool', tool_call_id: c.id, content: result }))];
    }),
);
const chatTool = fc.record({ name: ident, description: str, parameters: schema }).map((f) => ({ type: 'function', function: f }));
const chatBody = some(
  { messages: fc.array(chatTurn, { maxLength: 3 }).map((turns) => [...turns.flat(), { role: 'user', content: LAST_USER }]) },
  {
    stop: fc.oneof(str, fc.array(str, { minLength: 1, maxLength: 3 })),
    tools: fc.array(chatTool, { minLength: 1, maxLength: 2 }),
    response_format: schema.chain((s) => fc.record({ name: ident, description: str }).map((j) => ({ type: 'json_schema', json_schema: { ...j, schema: s } }))),
    prediction: chatContent.map((content) => ({ type: 'content', content })),
    metadata: fc.dictionary(fc.constantFrom('customer', 'case'), str, { maxKeys: 2 }),
    user: str,
    reasoning_effort: fc.oneof(fc.constant('low'), str),
    temperature: fc.double({ min: 0, max: 1, noNaN: true }),
  },
);

// Anthropic Messages.
const text = some({ type: fc.constant('text'), text: str }, { cache_control: fc.constant({ type: 'ephemeral' }) });
const image = some({ type: fc.constant('image'), source: fc.record({ type: fc.constant('base64'), media_type: fc.constant('image/png'), data: imageData }) }, {});
const doc = some({
  type: fc.constant('document'),
  source: fc.oneof(
    fc.record({ type: fc.constant('text'), media_type: fc.constant('text/plain'), data: str }),
    fc.record({ type: fc.constant('content'), content: fc.oneof(str, fc.array(text, { minLength: 1, maxLength: 2 })) }),
    fc.record({ type: fc.constant('base64'), media_type: fc.constant('application/pdf'), data: fc.constant(PDF) }),
  ),
}, { title: str, context: str });
const userBlocks = fc.array(fc.oneof(text, image, doc), { minLength: 1, maxLength: 3 });
const toolUse = fc.record({ id: ident, name: ident, input: args }).map((b) => ({ type: 'tool_use', ...b }));
const thinking = fc.oneof(
  fc.record({ thinking: str, signature: str }).map((b) => ({ type: 'thinking', ...b })),
  str.map((data) => ({ type: 'redacted_thinking', data })),
);
const messagesTurns = fc.oneof(
  fc.record({ role: fc.constant('user'), content: fc.oneof(str, userBlocks) }).map((m) => [m]),
  fc.tuple(fc.array(fc.oneof(text, thinking), { maxLength: 2 }), toolUse, fc.oneof(str, fc.array(text, { minLength: 1, maxLength: 2 })))
    .map(([before, use, result]) => [
      { role: 'assistant', content: [...before, use] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: use.id, content: result }] },
    ]),
);
const messagesBody = some(
  {
    max_tokens: fc.constant(100),
    messages: fc.array(messagesTurns, { maxLength: 2 }).map((turns) => [...turns.flat(), { role: 'user', content: LAST_USER }]),
  },
  {
    system: fc.oneof(str, fc.array(text, { minLength: 1, maxLength: 2 })),
    stop_sequences: fc.array(str, { minLength: 1, maxLength: 2 }),
    tools: fc.array(fc.record({ name: ident, description: str, input_schema: schema }), { minLength: 1, maxLength: 2 }),
    metadata: fc.record({ user_id: str }),
    service_tier: fc.oneof(fc.constant('auto'), str),
    tool_choice: fc.oneof(fc.constant({ type: 'auto' }), ident.map((name) => ({ type: 'tool', name }))),
  },
);

// OpenAI Responses.
const inputPart = fc.oneof(
  some({ type: fc.constant('input_text'), text: str }, {}),
  some({ type: fc.constant('input_image'), image_url: imageUrl }, { detail: fc.constant('auto') }),
  some({ type: fc.constant('input_file'), filename: str, file_data: fc.constant(`data:application/pdf;base64,${PDF}`) }, {}),
);
const responsesItems = fc.oneof(
  some({ role: fc.constantFrom('user', 'system', 'developer'), content: fc.oneof(str, fc.array(inputPart, { minLength: 1, maxLength: 2 })) }, { type: fc.constant('message') }).map((m) => [m]),
  fc.record({ call_id: ident, name: ident, args, output: str }).map(({ call_id, name, args: a, output }) => [
    { type: 'function_call', call_id, name, arguments: JSON.stringify(a) },
    { type: 'function_call_output', call_id, output },
  ]),
  fc.record({ summary: str, encrypted_content: str }).map(({ summary, encrypted_content }) => [
    { type: 'reasoning', summary: [{ type: 'summary_text', text: summary }], encrypted_content },
  ]),
);
const responsesBody = some(
  { input: fc.array(responsesItems, { maxLength: 2 }).map((items) => [...items.flat(), { role: 'user', content: LAST_USER }]) },
  {
    instructions: str,
    tools: fc.array(fc.record({ type: fc.constant('function'), name: ident, description: str, parameters: schema }), { minLength: 1, maxLength: 2 }),
    text: schema.chain((s) => ident.map((name) => ({ format: { type: 'json_schema', name, schema: s } }))),
    metadata: fc.dictionary(fc.constantFrom('customer'), str, { maxKeys: 1 }),
    user: str,
    prompt_cache_key: str,
    tool_choice: fc.oneof(fc.constant('auto'), ident.map((name) => ({ type: 'function', name }))),
  },
);

// ---- the property ------------------------------------------------------------------------------------

const SURFACES = [
  { name: 'chat completions', path: '/v1/chat/completions', body: chatBody },
  { name: 'messages', path: '/v1/messages', body: messagesBody },
  { name: 'responses', path: '/v1/responses', body: responsesBody },
] as const;
/** One model per provider family (OpenAI-compatible twice: OpenAI itself, and DeepSeek with reasoning). */
const MODELS = ['gpt-4o', 'deepseek/deepseek-v3.2', 'anthropic/claude-4.6-sonnet', 'google/gemini-2.5-flash', 'cohere/command-a'];

let fx: ChatFixture;
beforeAll(async () => {
  fx = await startChatFixture();
});
afterAll(async () => {
  await fx?.close();
});

async function send(path: string, body: unknown): Promise<{ status: number; text: string }> {
  const res = await fetch(fx.gw.url + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${fx.acct.liveKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

describe.each(SURFACES)('$name: no canary reaches the provider', (surface) => {
  for (const model of MODELS) {
    for (const stream of [false, true]) {
      it(`${model}${stream ? ', streaming' : ''}`, async () => {
        await fc.assert(fc.asyncProperty(surface.body, async (generated) => {
          const body = { ...generated, model, stream };
          const before = fx.mock.requests.length;
          const res = await send(surface.path, body);
          const sent = fx.mock.requests.slice(before);
          for (const rec of sent) expect(leaks(rec), `upstream ${rec.path} received a canary`).toEqual([]);
          if (res.status === 400) {
            // Refused before anything was sent, with a message that repeats no value.
            expect(sent).toEqual([]);
            for (const f of FORBIDDEN) expect(normalize(res.text)).not.toContain(f);
            return;
          }
          expect(res.status, res.text.slice(0, 300)).toBe(200);
          expect(sent.length).toBeGreaterThan(0);
          // The answer echoes the tagged last user message: restored, the PESEL is back.
          expect(res.text).toContain(PESEL);
          expect(res.text).not.toMatch(/<PESEL_\d+>/);
        }), { seed: SEED + MODELS.indexOf(model) * 2 + Number(stream), numRuns: RUNS });
      });
    }
  }
});
