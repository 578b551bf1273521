// Plain text events of an OpenAI-format stream are built from the stream's frame instead of parsed, and
// written from the frame instead of stringified (src/providers/content-frame.ts). What reaches the client
// must be exactly what the ordinary parse → restore → stringify path writes, for any text (tags split
// across events included), any frame, and events that only look like the frame.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translatedExchange } from '../../src/chat/exchange.js';
import { chatCompletionsSurface } from '../../src/chat/surfaces/chat-completions.js';
import { adapterFor } from '../../src/providers/adapters/index.js';
import { openAiCompatibleAdapter } from '../../src/providers/adapters/openai-compatible.js';
import { ContentFrame, FramedEvent, type StreamItem } from '../../src/providers/content-frame.js';
import { attachEntityForms, type Mapping } from '../../src/pii/types.js';
import { translateStream } from '../../src/providers/translate-stream.js';
import type { ModelInfo } from '../../src/providers/types.js';
import type { ChatCompletionChunk, ChatRequest } from '../../src/types/openai.js';

const MODEL = { id: 'gpt-4o', provider: 'openai', upstreamModel: 'gpt-4o-2024-08-06' } as ModelInfo;
const REQUEST = { model: 'gpt-4o', messages: [{ role: 'user', content: 'x' }], stream: true } as ChatRequest;
const MAPPING = { '<PERSON_1>': 'Anna "Ż" Nowak', '<PERSON_12>': 'Jan\\Kowalski', '<EMAIL_ADDRESS_1>': 'a@b.pl' };
/** A linked person (restored in the case the words before its tag ask for) and pseudonym words (restored
 * word by word, held back while a word may still become one): the restorer reads every content before them. */
const LINKED: Mapping = { '<PERSON_1>': 'Jan Nowak', '<EMAIL_ADDRESS_1>': 'a@b.pl' };
attachEntityForms(LINKED, { '<PERSON_1>': { kind: 'person', gender: 'm', first: 'Jan', surname: 'Nowak', lemma: 'Jan Nowak', forms: [{ form: 'Jan Nowak', cases: ['nom'] }] } });
const PSEUDONYMS: Mapping = { '<EMAIL_ADDRESS_1>': 'a@b.pl', Kowalskim: 'Nowakiem', 'Kowalsk…': 'Nowak' };
const MAPPINGS: Array<Mapping | null> = [null, MAPPING, LINKED, PSEUDONYMS];

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

/** What the client receives: the events through the translator, the restoring writer and the encoder.
 * `framed`: events written from the frame; `events`: framed events the stream carried (not made into chunks). */
async function client(
  datas: string[], mapping: Mapping | null, reads = 3, opts: { frameless?: boolean } = {},
): Promise<{ text: string; framed: number; events: number }> {
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
  let events = 0;
  const surface = {
    ...chatCompletionsSurface,
    encoder: (r: ChatRequest) => {
      const e = chatCompletionsSurface.encoder(r);
      const own = e.framed!.bind(e);
      // frameless: an encoder of another surface's kind, which writes chunks only.
      e.framed = opts.frameless ? undefined : (c) => { framed++; return own(c); };
      return e;
    },
  };
  const stream = await translatedExchange(REQUEST, surface).stream(provider as never, {} as never);
  const writer = stream.writer(mapping);
  let text = '';
  for await (const batch of stream.batches as AsyncIterable<StreamItem[]>) {
    events += batch.filter((item) => item instanceof FramedEvent).length;
    text += writer.encode(batch).text;
  }
  return { text: text + writer.end(null), framed, events };
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
  fc.constantFrom('<PERSON_1>', '<PERSON_12>', '<PERS', 'ON_1> i ', '<', '>', '<EMAIL_ADDRESS_1>', 'a\nb "c" \\d', 'zażółć', '\u2028', '\u0000',
    'z panem ', 'Kowal', 'skim', ' Kowalskim.', 'Ą\u0105', '"', '\\', '😀'),
);

describe('content frames', () => {
  it('the client gets exactly what the parse-everything path writes, for any text, tags split anywhere and any frame', async () => {
    let framedTotal = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 12 }), fc.constantFrom(...SHAPES), fc.constantFrom(...MAPPINGS), fc.integer({ min: 1, max: 6 }),
        fc.option(fc.array(fc.string(), { minLength: 1 })),
        async (pieces, shape, mapping, reads, obfuscation) => {
          // OpenAI's last field, a different string in every event.
          const vary = (i: number): Extras => (obfuscation ? { obfuscation: obfuscation[i % obfuscation.length]! } : {});
          const datas = events(pieces, shape, vary);
          const fast = await client(datas, mapping, reads);
          const slow = await client(unframeable(datas), mapping, reads);
          expect(slow.framed).toBe(0);
          expect(oneClock(fast.text)).toBe(oneClock(slow.text));
          // Every framed event was written from the frame, restored or not: none was made into a chunk.
          expect(fast.framed).toBe(fast.events);
          // A surface whose encoder writes chunks only gets them made into chunks: the same bytes.
          expect(oneClock((await client(datas, mapping, reads, { frameless: true })).text)).toBe(oneClock(fast.text));
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

describe('same-format fast path', () => {
  const base = { id: 'chatcmpl-up', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'gpt-4o-2024-08-06', system_fingerprint: 'fp_1' };
  const ev = (delta: object, finish: string | null = null, extra: object = {}) =>
    JSON.stringify({ ...base, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }], ...extra });

  /** What each event becomes in the stream's batches: F (a framed event, the fast path) or C (a chunk). */
  async function kinds(datas: string[]): Promise<string> {
    async function* body() {
      for (const d of datas) yield Buffer.from(`data: ${d}\n\n`);
    }
    let out = '';
    for await (const batch of translateStream(body(), openAiCompatibleAdapter.createStreamTranslator(MODEL, 'req-1'))) {
      out += batch.map((item) => (item instanceof FramedEvent ? 'F' : 'C')).join('');
    }
    return out;
  }

  it('takes plain text events of the frame; every other event is parsed and translated as before', async () => {
    const datas = [
      ev({ role: 'assistant', content: '' }), // the first chunk: the gateway adds the role when it is missing
      ev({ content: 'Dzień' }), // parsed: the frame is learned from it
      ev({ content: ' dobry' }),
      ev({ content: ' "cytat" \\ \n' }), // escapes as JSON.stringify writes them
      ev({ content: 'ą' }).replace('ą', '\\u0105'), // an escape JSON.stringify would not write: parsed
      ev({ content: ' <PERSON_1>' }),
      ev({ tool_calls: [{ index: 0, id: 'c1', type: 'function', function: { name: 'f', arguments: '{}' } }] }),
      ev({ content: 'x' }, null, { usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } }), // usage the gateway accounts for
      ev({ content: 'y' }, 'stop'),
      ev({ content: 'z' }).replace('"logprobs":null', '"logprobs":{"content":[]}'),
      JSON.stringify({ ...base, choices: [], usage: { prompt_tokens: 1, completion_tokens: 2, total_tokens: 3 } }),
      '[DONE]',
    ];
    expect(await kinds(datas)).toBe('CCFFCFCCCCC');
    const mapping = { '<PERSON_1>': 'Anna Nowak' };
    const fast = await client(datas, mapping, datas.length);
    expect(oneClock(fast.text)).toBe(oneClock((await client(unframeable(datas), mapping, datas.length)).text));
    expect(fast.text).toContain('"delta":{"content":" Anna Nowak"}');
    expect(fast.text).toContain('"delta":{"content":"ą"}');
    expect(fast.text).toContain(`"delta":{"content":${JSON.stringify(' "cytat" \\ \n')}}`);
  });

  it('an event that only looks like the frame (another id or model, a finish) is parsed', async () => {
    const datas = [ev({ role: 'assistant', content: '' }), ev({ content: 'a' }), ev({ content: 'b' })];
    const other = [ev({ content: 'c' }).replace('chatcmpl-up', 'chatcmpl-other'), ev({ content: 'd' }).replace('gpt-4o-2024-08-06', 'gpt-4o-mini'), ev({ content: 'e' }, 'length')];
    expect(await kinds([...datas, ...other, '[DONE]'])).toBe('CCFCCC');
  });

  it('a stream of another wire format never has framed events', async () => {
    expect(openAiCompatibleAdapter.createStreamTranslator(MODEL, 'r').framed).toBeTypeOf('function');
    for (const provider of ['anthropic', 'google', 'cohere'] as const) {
      expect(adapterFor(provider).createStreamTranslator({ ...MODEL, provider }, 'r').framed).toBeUndefined();
    }
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
    expect(frame!.matchEvent(plain('two "2"\n', { system_fingerprint: 'fp' }))).toMatchObject({ literal: '"two \\"2\\"\\n"', content: 'two "2"\n' });
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
    expect(frame!.matchEvent(withLast('two', 'zZ9x'))).toMatchObject({ literal: '"two"', last: '"zZ9x"' });
    const head = withLast('two', '').slice(0, -3);
    for (const last of ['"x","y":"z"', '"\\u0041"', 'x"', '"x', '1']) expect(frame!.match(head + last + '}'), last).toBeNull();
    expect(frame!.match(withLast('two', 'x') + ' ')).toBeNull();
    expect(frame!.match(withLast('a","finish_reason":null},{"index":1', 'x'))).not.toBeNull(); // a content with quotes is one literal
  });

  it('template: the encoded chunk cut where the literals go, so any chunk of the frame is head + literal + middle + last + end', () => {
    const withLast = (content: string, last: string) => plain(content).slice(0, -1) + `,"obfuscation":${JSON.stringify(last)}}`;
    const frame = learnFrom(withLast('one', 'q')).frame!;
    const cut = frame.template((c) => JSON.stringify(c))!;
    const event = frame.matchEvent(withLast('two "quoted"', 'zZ9x'))!;
    const { literal, last } = event;
    expect(cut.head + literal + cut.middle + last + cut.end).toBe(JSON.stringify(event.chunk()));
    // An encoding that repeats the content cannot be cut.
    expect(frame.template((c) => JSON.stringify(c) + JSON.stringify(c))).toBeNull();
  });
});
