// Plain text events of an OpenAI-format stream are built from the stream's frame instead of parsed, and
// written from the frame instead of stringified (src/providers/content-frame.ts). What reaches the client
// must be exactly what the ordinary parse → restore → stringify path writes, for any text (tags split
// across events included), any frame, and events that only look like the frame.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translatedExchange } from '../../src/chat/exchange.js';
import { chatCompletionsSurface } from '../../src/chat/surfaces/chat-completions.js';
import { openAiCompatibleAdapter } from '../../src/providers/adapters/openai-compatible.js';
import { ContentFrame, framedContent } from '../../src/providers/content-frame.js';
import { translateStream } from '../../src/providers/translate-stream.js';
import type { ModelInfo } from '../../src/providers/types.js';
import type { ChatCompletionChunk, ChatRequest } from '../../src/types/openai.js';

const MODEL = { id: 'gpt-4o', provider: 'openai', upstreamModel: 'gpt-4o-2024-08-06' } as ModelInfo;
const REQUEST = { model: 'gpt-4o', messages: [{ role: 'user', content: 'x' }], stream: true } as ChatRequest;
const MAPPING = { '<PERSON_1>': 'Anna "Ż" Nowak', '<PERSON_12>': 'Jan\\Kowalski', '<EMAIL_ADDRESS_1>': 'a@b.pl' };

type Extras = Record<string, string | number | boolean | null>;
interface Shape { top: Extras; choice: Extras; tail: Extras }

const SHAPES: Shape[] = [
  { top: {}, choice: {}, tail: {} }, // the bench's mock
  { top: { service_tier: 'default', system_fingerprint: 'fp_44709d6fcb' }, choice: { logprobs: null }, tail: {} },
  { top: { system_fingerprint: 'fp_1' }, choice: {}, tail: { x_note: 'same every time' } },
];

/** The upstream's events: a role chunk, one text chunk per piece, a finish chunk, usage, [DONE]. */
function events(pieces: string[], shape: Shape, vary: (i: number) => Extras = () => ({})): string[] {
  const base = { id: 'chatcmpl-up', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'gpt-4o-2024-08-06', ...shape.top };
  const ev = (i: number, delta: unknown, finish: string | null) =>
    JSON.stringify({ ...base, choices: [{ index: 0, delta, ...shape.choice, finish_reason: finish }], ...shape.tail, ...vary(i) });
  return [
    ev(0, { role: 'assistant', content: '' }, null),
    ...pieces.map((p, i) => ev(i + 1, { content: p }, null)),
    ev(pieces.length + 1, {}, 'stop'),
    JSON.stringify({ ...base, choices: [], usage: { prompt_tokens: 3, completion_tokens: 4, total_tokens: 7 } }),
    '[DONE]',
  ];
}

/** No two events share a frame: the same JSON with a different amount of space after its first brace. */
const unframeable = (datas: string[]) => datas.map((d, i) => (d.startsWith('{') ? `{${' '.repeat(i + 1)}${d.slice(1)}` : d));

/** What the client receives: the events through the translator, the restoring writer and the encoder. */
async function client(datas: string[], mapping: Record<string, string> | null, reads = 3): Promise<{ text: string; framed: number }> {
  // Reads cut the bytes anywhere, inside a UTF-8 sequence too, as a socket does.
  const wire = Buffer.from(datas.map((d) => `data: ${d}\n\n`).join(''));
  const step = Math.max(1, Math.ceil(wire.length / reads));
  async function* body() {
    for (let i = 0; i < wire.length; i += step) yield wire.subarray(i, i + step);
  }
  const provider = {
    stream: async () => Object.assign(translateStream(body(), openAiCompatibleAdapter.createStreamTranslator(MODEL, 'req-1')), { dispose() {} }),
  };
  let framed = 0;
  const surface = {
    ...chatCompletionsSurface,
    encoder: (r: ChatRequest) => {
      const e = chatCompletionsSurface.encoder(r);
      const own = e.framed!.bind(e);
      e.framed = (c) => { framed++; return own(c); };
      return e;
    },
  };
  const stream = await translatedExchange(REQUEST, surface).stream(provider as never, {} as never);
  const writer = stream.writer(mapping);
  let text = '';
  for await (const batch of stream.batches as AsyncIterable<ChatCompletionChunk[]>) text += writer.encode(batch).text;
  return { text: text + writer.end(null), framed };
}

/** The stream with its `created` (the gateway's clock, the same in every chunk of a stream) set to 0, so two
 * streams compare across a second boundary. */
function oneClock(text: string): string {
  const clocks = new Set(text.match(/"created":\d+/g));
  expect(clocks.size).toBeLessThanOrEqual(1);
  return text.replace(/"created":\d+/g, '"created":0');
}

const piece = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('<PERSON_1>', '<PERSON_12>', '<PERS', 'ON_1> i ', '<', '>', '<EMAIL_ADDRESS_1>', 'a\nb "c" \\d', 'zażółć', '\u2028', '\u0000'),
);

describe('content frames', () => {
  it('the client gets exactly what the parse-everything path writes, for any text, tags split anywhere and any frame', async () => {
    let framedTotal = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 12 }), fc.constantFrom(...SHAPES), fc.boolean(), fc.integer({ min: 1, max: 6 }),
        fc.option(fc.array(fc.string(), { minLength: 1 })),
        async (pieces, shape, restore, reads, obfuscation) => {
          // OpenAI's last field, a different string in every event.
          const vary = (i: number): Extras => (obfuscation ? { obfuscation: obfuscation[i % obfuscation.length]! } : {});
          const datas = events(pieces, shape, vary);
          const mapping = restore ? MAPPING : null;
          const fast = await client(datas, mapping, reads);
          const slow = await client(unframeable(datas), mapping, reads);
          expect(slow.framed).toBe(0);
          expect(oneClock(fast.text)).toBe(oneClock(slow.text));
          framedTotal += fast.framed;
        }),
      { numRuns: 300 },
    );
    expect(framedTotal).toBeGreaterThan(300); // the fast path really ran
  });

  it('restores a tag split across framed events', async () => {
    const out = await client(events(['Dzień dobry, ', 'pani <PERS', 'ON_1>, wysłałem ', 'na <EMAIL_ADDRESS_1>.', ' Pozdrawiam'], SHAPES[1]!), MAPPING);
    expect(out.framed).toBeGreaterThan(0);
    expect(out.text).toContain(JSON.stringify('pani ').slice(0, -1));
    expect(out.text).not.toContain('PERS');
    const contents = out.text.split('\n\n').filter((l) => l.startsWith('data: {')).map((l) => JSON.parse(l.slice(6)))
      .flatMap((c: ChatCompletionChunk) => c.choices.map((ch) => ch.delta.content ?? '')).join('');
    expect(contents).toBe('Dzień dobry, pani Anna "Ż" Nowak, wysłałem na a@b.pl. Pozdrawiam');
  });

  it('OpenAI\'s events, with a random last field (obfuscation) in each, are framed too, and keep their own', async () => {
    const vary = (i: number) => ({ obfuscation: 'x'.repeat(i % 7) + (i % 3 ? '' : '"\\') });
    const datas = events(['a', 'b <PERSON_1>', ' c', 'd', 'e', 'f', 'g', 'h'], SHAPES[1]!, vary);
    const fast = await client(datas, MAPPING);
    expect(fast.framed).toBeGreaterThan(3);
    expect(oneClock(fast.text)).toBe(oneClock((await client(unframeable(datas), MAPPING)).text));
    expect(fast.text).toContain('"obfuscation":"xxxx"}');
    expect(fast.text).toContain('"obfuscation":"xxx\\"\\\\"}');
  });
});

describe('ContentFrame', () => {
  const learnFrom = (data: string) => {
    const chunk = JSON.parse(data) as ChatCompletionChunk;
    chunk.id = 'chatcmpl-req';
    return { frame: ContentFrame.learn(data, chunk), chunk };
  };
  const plain = (content: string, extra: object = {}) =>
    JSON.stringify({ id: 'up', object: 'chat.completion.chunk', created: 1, model: 'm', ...extra, choices: [{ index: 0, delta: { content }, finish_reason: null }] });

  it('builds, for another content, the chunk the ordinary path would (normalised fields, same key order)', () => {
    const { frame, chunk } = learnFrom(plain('one', { system_fingerprint: 'fp' }));
    expect(frame).not.toBeNull();
    const built = frame!.match(plain('two "2"\n', { system_fingerprint: 'fp' }))!;
    expect(JSON.stringify(built)).toBe(JSON.stringify({ ...chunk, choices: [{ ...chunk.choices[0], delta: { content: 'two "2"\n' } }] }));
    expect(framedContent(built)).toMatchObject({ literal: '"two \\"2\\"\\n"', content: 'two "2"\n' });
    expect(Object.keys(built)).toEqual(Object.keys(chunk));
  });

  it('learns only from plain text chunks whose content literal can be found once', () => {
    const refused = [
      JSON.stringify({ id: 'up', choices: [{ index: 0, delta: { role: 'assistant', content: 'x' }, finish_reason: null }] }),
      JSON.stringify({ id: 'up', choices: [{ index: 0, delta: { content: 'x' }, finish_reason: 'stop' }] }),
      JSON.stringify({ id: 'up', choices: [{ index: 0, delta: { content: 'x' }, finish_reason: null }], usage: null }),
      JSON.stringify({ id: 'up', choices: [{ index: 0, delta: { content: 'x' }, finish_reason: null }, { index: 1, delta: { content: 'y' }, finish_reason: null }] }),
      JSON.stringify({ id: 'up', x_groq: { id: 'q' }, choices: [{ index: 0, delta: { content: 'x' }, finish_reason: null }] }),
      JSON.stringify({ id: 'up', choices: [{ index: 0, delta: { content: 'x' }, logprobs: { content: [] }, finish_reason: null }] }),
      plain('x', { content: 'x' }), // the literal twice
      '{"id":"up","choices":[{"index":0,"delta":{"content":"caf\\u00e9"},"finish_reason":null}]}', // not as JSON.stringify writes it
    ];
    for (const data of refused) expect(learnFrom(data).frame, data).toBeNull();
  });

  it('matches only the frame around one canonical string literal', () => {
    const { frame } = learnFrom(plain('one'));
    const [head, tail] = plain('\u0001').split('"\\u0001"') as [string, string];
    expect(frame!.match(plain('two'))).not.toBeNull();
    expect(frame!.match(`${head}""${tail}`)).not.toBeNull(); // empty text
    for (const literal of [
      '"a"},"finish_reason":null},{"index":1,"delta":{"content":"b"', // structure smuggled in
      '"caf\\u00e9"', '"a\\/b"', // valid JSON, not canonical
      '"tab\there"', '"unterminated', 'a"', '"x\\"', '42',
    ]) expect(frame!.match(head + literal + tail), literal).toBeNull();
    expect(frame!.match(plain('two').replace('"finish_reason":null', '"finish_reason":"stop"'))).toBeNull();
    expect(frame!.match(plain('two').replace('"id":"up"', '"id":"other"'))).toBeNull();
  });

  it('a frame whose last field is a string leaves that field a hole, checked like the content', () => {
    const withLast = (content: string, last: string) => plain(content).slice(0, -1) + `,"obfuscation":${JSON.stringify(last)}}`;
    const { frame } = learnFrom(withLast('one', 'Ab3'));
    expect(frame!.lastField).toBe('obfuscation');
    const built = frame!.match(withLast('two', 'zZ9x'))!;
    expect(JSON.stringify(built)).toBe(JSON.stringify({ ...JSON.parse(withLast('two', 'zZ9x')), id: 'chatcmpl-req' }));
    expect(framedContent(built)).toMatchObject({ literal: '"two"', last: '"zZ9x"' });
    const head = withLast('two', '').slice(0, -3);
    for (const last of ['"x","y":"z"', '"\\u0041"', 'x"', '"x', '1']) expect(frame!.match(head + last + '}'), last).toBeNull();
    expect(frame!.match(withLast('two', 'x') + ' ')).toBeNull();
    expect(frame!.match(withLast('a","finish_reason":null},{"index":1', 'x'))).not.toBeNull(); // a content with quotes is one literal
  });

  it('template: the encoded chunk cut where the literals go, so any chunk of the frame is head + literal + middle + last + end', () => {
    const withLast = (content: string, last: string) => plain(content).slice(0, -1) + `,"obfuscation":${JSON.stringify(last)}}`;
    const frame = learnFrom(withLast('one', 'q')).frame!;
    const cut = frame.template((c) => JSON.stringify(c))!;
    const built = frame.match(withLast('two "quoted"', 'zZ9x'))!;
    const { literal, last } = framedContent(built)!;
    expect(cut.head + literal + cut.middle + last + cut.end).toBe(JSON.stringify(built));
    // An encoding that repeats the content cannot be cut.
    expect(frame.template((c) => JSON.stringify(c) + JSON.stringify(c))).toBeNull();
  });
});
