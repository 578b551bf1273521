// Event-loop CPU of the streaming chain per streamed answer, in-process: upstream SSE bytes → SseParser →
// the OpenAI-format translator → the restoring writer → the Chat Completions encoder, as the gateway runs it
// (no sockets). Shapes (BENCH_STREAM_SHAPE):
//   mock     the bench's mock upstream: 200 words in 20 chunks, no extra fields (the default)
//   frame    one word per chunk with constant extra fields (system_fingerprint, service_tier, logprobs): how
//            Groq, DeepSeek, Mistral, xAI and most OpenAI-compatible servers stream
//   openai   the same plus OpenAI's `obfuscation` field, a random string in every event
//
//   npx tsx bench/stream-chain.ts            BENCH_STREAM_SHAPE=frame BENCH_STREAMS=500 npx tsx bench/stream-chain.ts
import { translatedExchange } from '../src/chat/exchange.js';
import { chatCompletionsSurface } from '../src/chat/surfaces/chat-completions.js';
import { openAiCompatibleAdapter } from '../src/providers/adapters/openai-compatible.js';
import type { Provider } from '../src/providers/provider-client.js';
import { translateStream } from '../src/providers/translate-stream.js';
import type { ModelInfo } from '../src/providers/types.js';
import type { ChatCompletionChunk, ChatRequest } from '../src/types/openai.js';
import { replyText } from './gateway.js';

const SHAPE = process.env.BENCH_STREAM_SHAPE ?? 'mock';
if (!['mock', 'frame', 'openai'].includes(SHAPE)) throw new Error(`BENCH_STREAM_SHAPE: expected mock, frame or openai, got ${JSON.stringify(SHAPE)}`);
const STREAMS = Number(process.env.BENCH_STREAMS ?? (SHAPE === 'mock' ? 4000 : 500));
// Socket reads a whole answer arrives in: 3 from a local upstream at once; BENCH_STREAM_READS=event: one read
// per event, as a paced upstream (a model generating tokens) sends them.
const PER_EVENT = process.env.BENCH_STREAM_READS === 'event';
const READS = PER_EVENT ? 0 : Number(process.env.BENCH_STREAM_READS ?? 3);

// BENCH_STREAM_PII=off: no mapping (the tags stay in the answer, nothing is restored).
const RESTORE = process.env.BENCH_STREAM_PII !== 'off';
const MAPPING = { '<PERSON_1>': 'Paweł Piotrowski', '<PESEL_1>': '77100288414', '<EMAIL_ADDRESS_1>': 'p@example.pl', '<PHONE_NUMBER_1>': '+48 695 984 027' };
const text = replyText(Object.keys(MAPPING));
const pieces = SHAPE === 'mock' ? text.match(new RegExp(`[^]{1,${Math.ceil(text.length / 20)}}`, 'g'))! : text.match(/\S+\s*|\s+/g)!;
const extras = SHAPE === 'mock' ? {} : { service_tier: 'default', system_fingerprint: 'fp_44709d6fcb' };
const base = { id: 'chatcmpl-B9MBs8CjcvOU2jLn4n570S5qMJKcT', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'gpt-4o-2024-08-06', ...extras };
const obfuscation = () => (SHAPE === 'openai' ? { obfuscation: Math.random().toString(36).slice(2, 2 + Math.floor(Math.random() * 8)) } : {});
const event = (delta: unknown, finish: string | null) =>
  `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, ...(SHAPE === 'mock' ? {} : { logprobs: null }), finish_reason: finish }], ...obfuscation() })}\n\n`;
const events = [
  event({ role: 'assistant', content: '' }, null), ...pieces.map((p) => event({ content: p }, null)), event({}, 'stop'),
  `data: ${JSON.stringify({ ...base, choices: [], usage: { prompt_tokens: 300, completion_tokens: 260, total_tokens: 560 } })}\n\n`,
  'data: [DONE]\n\n',
].map((e) => Buffer.from(e));
const wire = Buffer.concat(events);

const MODEL = { id: 'gpt-4o', provider: 'openai', upstreamModel: 'gpt-4o-2024-08-06' } as ModelInfo;
const REQUEST = { model: 'gpt-4o', messages: [{ role: 'user', content: 'x' }], stream: true } as ChatRequest;

async function* body(): AsyncGenerator<Buffer> {
  if (PER_EVENT) {
    yield* events;
    return;
  }
  const step = Math.ceil(wire.length / READS);
  for (let i = 0; i < wire.length; i += step) yield wire.subarray(i, i + step);
}

async function oneAnswer(): Promise<string> {
  const provider = { stream: async () => Object.assign(translateStream(body(), openAiCompatibleAdapter.createStreamTranslator(MODEL, 'req')), { dispose() {} }) };
  const stream = await translatedExchange(REQUEST, chatCompletionsSurface).stream(provider as unknown as Provider, {} as never);
  const writer = stream.writer(RESTORE ? MAPPING : null);
  let out = '';
  for await (const batch of stream.batches as AsyncIterable<ChatCompletionChunk[]>) out += writer.encode(batch).text;
  return out + writer.end(null);
}

const sample = await oneAnswer();
if (RESTORE && (!sample.includes('Paweł Piotrowski') || sample.includes('<PERSON_1>'))) throw new Error('the answer was not restored');
console.log(`${SHAPE}: ${pieces.length + 4} events in ${PER_EVENT ? 'as many' : READS} reads per answer, ${STREAMS} answers per turn`);
for (let turn = 0; turn < 5; turn++) {
  const start = process.cpuUsage();
  for (let i = 0; i < STREAMS; i++) await oneAnswer();
  const used = process.cpuUsage(start);
  console.log(`  turn ${turn + 1}: ${((used.user + used.system) / STREAMS).toFixed(1)} µs of CPU per answer`);
}
