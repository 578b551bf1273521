// A real HTTP server speaking all four upstream wire formats, for tests and benchmarks.
//   any path ending /chat/completions           → OpenAI-compatible
//   any path ending /responses                  → OpenAI Responses
//   /v1/messages                                → Anthropic Messages
//   /v1beta/models/{model}:generateContent      → Gemini; :streamGenerateContent?alt=sse streams
//   /v2/chat                                    → Cohere Chat v2
// The default answer echoes the last user message ("Echo: ..."), so PII tags can be followed end to end.
// Control endpoints for out-of-process use: PUT /__mock/behavior (JSON body = MockBehavior, replaces it),
// GET /__mock/requests (recorded requests as JSON), POST /__mock/reset.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type WireFormat = 'openai' | 'responses' | 'anthropic' | 'google' | 'cohere';

export interface MockBehavior {
  /** Fixed answer text (instead of echoing the last user message). */
  reply?: string;
  /** Answer with one tool call instead of text. `arguments` may be a JSON string or an object. */
  toolCall?: { name: string; arguments: string | Record<string, unknown> };
  /** Answer with N deterministic words (benchmarks). */
  replyTokens?: number;
  /** Delay before the response headers. */
  latencyMs?: number;
  /** Split the answer text into this many stream chunks ... */
  chunks?: number;
  /** ... or into chunks of this many words (default 1). */
  tokensPerChunk?: number;
  /** Delay between stream events. */
  chunkDelayMs?: number;
  /** Answer with this HTTP error; body defaults to the format's error shape carrying `message`. */
  error?: { status: number; message?: string; body?: unknown; retryAfter?: string };
  /** Behaviour per provider key (the key the request carries, in any format's header or query): merged
   * over the rest, so one account's keys can be refused, rate-limited or good. */
  byKey?: Record<string, MockBehavior>;
  /** Accept the request and never answer. */
  hang?: boolean;
  /** Replace stream event k (0-based) with invalid JSON. */
  malformedAt?: number;
  /** Destroy the socket after k stream events were written. */
  disconnectAt?: number;
  /** Stop sending (but keep the connection open) after k stream events. */
  stallAt?: number;
  /** Leave out the format's end marker ([DONE], message_stop, message-end; Gemini's finishReason). */
  omitEnd?: boolean;
  /** OpenAI format only: also answer `reasoning_content` ("Reasoning: " + the answer text), streamed
   * before the answer, as DeepSeek's and xAI's reasoning models do. */
  reasoning?: boolean;
  /** Anthropic format only: a thinking block ("Thinking: " + the answer text, with a signature) before the answer. */
  thinking?: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON body (the raw string when it is not JSON). */
  body: any;
  /** The body as received (UTF-8), for checks that must see every byte the gateway sent. */
  raw: string;
  receivedAt: number;
  /** True when the client closed the connection before the response ended. */
  aborted: boolean;
  /** Client-side port of the connection: equal ports mean a reused keep-alive connection. */
  remotePort: number;
}

export interface MockUpstreamOptions extends MockBehavior {
  /** Port to listen on (default: any free port). */
  port?: number;
  /** Record requests (default true; benchmarks turn it off). */
  record?: boolean;
}

export interface MockUpstream {
  url: string;
  port: number;
  requests: RecordedRequest[];
  /** Replace the behaviour (the start options are the base it is merged over). */
  set(behavior: MockBehavior): void;
  /** Back to the start options; forget recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

const WORDS = ['lorem', 'ipsum', 'dolor', 'sit', 'amet', 'consectetur', 'adipiscing', 'elit', 'sed', 'do',
  'eiusmod', 'tempor', 'incididunt', 'ut', 'labore', 'et', 'dolore', 'magna', 'aliqua', 'enim'];

function benchText(n: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(WORDS[i % WORDS.length]);
  return out.join(' ');
}

const estimateTokens = (text: string): number => Math.ceil(text.length / 4);

function formatOf(path: string): WireFormat | undefined {
  const p = path.split('?')[0];
  if (p.endsWith('/chat/completions')) return 'openai';
  if (p.endsWith('/responses')) return 'responses';
  if (p.endsWith('/v1/messages')) return 'anthropic';
  if (/\/v1beta\/models\/[^/]+:(stream)?[gG]enerateContent$/.test(p)) return 'google';
  if (p.endsWith('/v2/chat')) return 'cohere';
  return undefined;
}

// ---- what the request asked -----------------------------------------------------------------------

function partsText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  let s = '';
  for (const p of content) {
    if (p && typeof p === 'object') {
      if (typeof (p as any).text === 'string') s += (p as any).text;
    }
  }
  return s;
}

/** Last user text and total prompt text of a request in any of the four formats. */
function readPrompt(format: WireFormat, body: any): { lastUser: string; promptChars: number } {
  let lastUser = '';
  let promptChars = 0;
  if (format === 'responses') return readResponsesPrompt(body);
  if (format === 'google') {
    for (const c of body?.contents ?? []) {
      const t = partsText(c?.parts);
      promptChars += t.length;
      if (c?.role === 'user' && t) lastUser = t;
    }
    promptChars += partsText(body?.systemInstruction?.parts).length;
  } else {
    for (const m of body?.messages ?? []) {
      const t = partsText(m?.content);
      promptChars += t.length;
      if (m?.role === 'user' && t) lastUser = t;
    }
    if (format === 'anthropic') promptChars += typeof body?.system === 'string' ? body.system.length : partsText(body?.system).length;
  }
  return { lastUser, promptChars };
}

/** Responses input: a string, or items (messages with string or part content, function call outputs). */
function readResponsesPrompt(body: any): { lastUser: string; promptChars: number } {
  let promptChars = typeof body?.instructions === 'string' ? body.instructions.length : 0;
  if (typeof body?.input === 'string') return { lastUser: body.input, promptChars: promptChars + body.input.length };
  let lastUser = '';
  for (const it of Array.isArray(body?.input) ? body.input : []) {
    const t = partsText(it?.content ?? it?.output ?? it?.arguments);
    promptChars += t.length;
    if (it?.role === 'user' && t) lastUser = t;
  }
  return { lastUser, promptChars };
}

function wantsStream(format: WireFormat, path: string, body: any): boolean {
  if (format === 'google') return path.includes(':streamGenerateContent');
  return body?.stream === true;
}

/** Split text into stream pieces, keeping every character (words keep their following space). */
function splitText(text: string, b: MockBehavior): string[] {
  if (text.length === 0) return [''];
  if (b.chunks && b.chunks > 0) {
    const n = Math.min(b.chunks, text.length);
    const size = Math.ceil(text.length / n);
    const out: string[] = [];
    for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
    return out;
  }
  const per = Math.max(1, b.tokensPerChunk ?? 1);
  const words = text.match(/\S+\s*|\s+/g) ?? [text];
  const out: string[] = [];
  for (let i = 0; i < words.length; i += per) out.push(words.slice(i, i + per).join(''));
  return out;
}

// ---- per-format answers ----------------------------------------------------------------------------

interface Answer {
  model: string;
  text: string;
  toolCall?: { id: string; name: string; arguments: string };
  promptTokens: number;
  completionTokens: number;
  includeUsage: boolean;
}

const sse = (data: unknown, event?: string): string =>
  `${event ? `event: ${event}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;

function openaiEvents(a: Answer, pieces: string[], b: MockBehavior): string[] {
  const base = { id: 'chatcmpl-mock', object: 'chat.completion.chunk', created: 1_700_000_000, model: a.model };
  const ev: string[] = [];
  const chunk = (delta: unknown, finish: string | null) => sse({ ...base, choices: [{ index: 0, delta, finish_reason: finish }] });
  ev.push(chunk({ role: 'assistant', content: '' }, null));
  if (a.toolCall) {
    ev.push(chunk({ tool_calls: [{ index: 0, id: a.toolCall.id, type: 'function', function: { name: a.toolCall.name, arguments: '' } }] }, null));
    for (const p of splitText(a.toolCall.arguments, { ...b, chunks: b.chunks ?? 3 })) {
      ev.push(chunk({ tool_calls: [{ index: 0, function: { arguments: p } }] }, null));
    }
    ev.push(chunk({}, 'tool_calls'));
  } else {
    if (b.reasoning) for (const p of splitText(`Reasoning: ${a.text}`, b)) ev.push(chunk({ reasoning_content: p }, null));
    for (const p of pieces) ev.push(chunk({ content: p }, null));
    ev.push(chunk({}, 'stop'));
  }
  if (a.includeUsage) {
    ev.push(sse({ ...base, choices: [], usage: { prompt_tokens: a.promptTokens, completion_tokens: a.completionTokens, total_tokens: a.promptTokens + a.completionTokens } }));
  }
  if (!b.omitEnd) ev.push('data: [DONE]\n\n');
  return ev;
}

function openaiJson(a: Answer, b: MockBehavior): unknown {
  return {
    id: 'chatcmpl-mock', object: 'chat.completion', created: 1_700_000_000, model: a.model,
    choices: [{
      index: 0,
      message: a.toolCall
        ? { role: 'assistant', content: null, tool_calls: [{ id: a.toolCall.id, type: 'function', function: { name: a.toolCall.name, arguments: a.toolCall.arguments } }] }
        : { role: 'assistant', content: a.text, ...(b.reasoning ? { reasoning_content: `Reasoning: ${a.text}` } : {}) },
      finish_reason: a.toolCall ? 'tool_calls' : 'stop',
    }],
    usage: { prompt_tokens: a.promptTokens, completion_tokens: a.completionTokens, total_tokens: a.promptTokens + a.completionTokens },
  };
}

function anthropicEvents(a: Answer, pieces: string[], b: MockBehavior): string[] {
  const ev: string[] = [];
  const e = (type: string, data: Record<string, unknown>) => sse({ type, ...data }, type);
  ev.push(e('message_start', { message: { id: 'msg_mock', type: 'message', role: 'assistant', model: a.model, content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: a.promptTokens, output_tokens: 1 } } }));
  if (a.toolCall) {
    ev.push(e('content_block_start', { index: 0, content_block: { type: 'tool_use', id: a.toolCall.id, name: a.toolCall.name, input: {} } }));
    for (const p of splitText(a.toolCall.arguments, { ...b, chunks: b.chunks ?? 3 })) {
      ev.push(e('content_block_delta', { index: 0, delta: { type: 'input_json_delta', partial_json: p } }));
    }
  } else {
    let index = 0;
    if (b.thinking) {
      ev.push(e('content_block_start', { index, content_block: { type: 'thinking', thinking: '', signature: '' } }));
      for (const p of splitText(`Thinking: ${a.text}`, b)) ev.push(e('content_block_delta', { index, delta: { type: 'thinking_delta', thinking: p } }));
      ev.push(e('content_block_delta', { index, delta: { type: 'signature_delta', signature: 'c2lnbmF0dXJl' } }));
      ev.push(e('content_block_stop', { index: index++ }));
    }
    ev.push(e('content_block_start', { index, content_block: { type: 'text', text: '' } }));
    ev.push(e('ping', {}));
    for (const p of pieces) ev.push(e('content_block_delta', { index, delta: { type: 'text_delta', text: p } }));
  }
  ev.push(e('content_block_stop', { index: a.toolCall || !b.thinking ? 0 : 1 }));
  ev.push(e('message_delta', { delta: { stop_reason: a.toolCall ? 'tool_use' : 'end_turn', stop_sequence: null }, usage: { output_tokens: a.completionTokens } }));
  if (!b.omitEnd) ev.push(e('message_stop', {}));
  return ev;
}

function anthropicJson(a: Answer, b: MockBehavior): unknown {
  const thinking = b.thinking ? [{ type: 'thinking', thinking: `Thinking: ${a.text}`, signature: 'c2lnbmF0dXJl' }] : [];
  return {
    id: 'msg_mock', type: 'message', role: 'assistant', model: a.model,
    content: a.toolCall
      ? [{ type: 'tool_use', id: a.toolCall.id, name: a.toolCall.name, input: JSON.parse(a.toolCall.arguments) }]
      : [...thinking, { type: 'text', text: a.text }],
    stop_reason: a.toolCall ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: a.promptTokens, output_tokens: a.completionTokens },
  };
}

function responsesUsage(a: Answer) {
  return {
    input_tokens: a.promptTokens, input_tokens_details: { cached_tokens: 0 },
    output_tokens: a.completionTokens, output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: a.promptTokens + a.completionTokens,
  };
}

/** The Response object as OpenAI sends it (the request's settings echoed). */
function responseObject(a: Answer, body: any, output: unknown[], done: boolean) {
  return {
    id: 'resp_mock', object: 'response', created_at: 1_700_000_000, status: done ? 'completed' : 'in_progress',
    error: null, incomplete_details: null, instructions: body?.instructions ?? null,
    max_output_tokens: body?.max_output_tokens ?? null, model: a.model, output,
    parallel_tool_calls: body?.parallel_tool_calls ?? true, previous_response_id: null,
    reasoning: body?.reasoning ?? { effort: null, summary: null }, store: body?.store ?? true,
    temperature: body?.temperature ?? 1, text: body?.text ?? { format: { type: 'text' } },
    tool_choice: body?.tool_choice ?? 'auto', tools: body?.tools ?? [], top_p: body?.top_p ?? 1,
    truncation: body?.truncation ?? 'disabled', usage: done ? responsesUsage(a) : null,
    user: body?.user ?? null, metadata: body?.metadata ?? {},
  };
}

const outputText = (text: string) => ({ type: 'output_text', text, annotations: [], logprobs: [] });
const messageOut = (text: string, status: string) => ({ id: 'msg_mock', type: 'message', status, role: 'assistant', content: [outputText(text)] });
const callOut = (c: NonNullable<Answer['toolCall']>, args: string, status: string) =>
  ({ id: 'fc_mock', type: 'function_call', status, arguments: args, call_id: c.id, name: c.name });

function responsesJson(a: Answer, _b: MockBehavior, body?: any): unknown {
  return responseObject(a, body, [a.toolCall ? callOut(a.toolCall, a.toolCall.arguments, 'completed') : messageOut(a.text, 'completed')], true);
}

function responsesEvents(a: Answer, pieces: string[], b: MockBehavior, body?: any): string[] {
  const ev: string[] = [];
  let seq = 0;
  const e = (type: string, data: Record<string, unknown>) => sse({ type, sequence_number: seq++, ...data }, type);
  ev.push(e('response.created', { response: responseObject(a, body, [], false) }));
  ev.push(e('response.in_progress', { response: responseObject(a, body, [], false) }));
  let item: unknown;
  if (a.toolCall) {
    const place = { item_id: 'fc_mock', output_index: 0 };
    ev.push(e('response.output_item.added', { output_index: 0, item: callOut(a.toolCall, '', 'in_progress') }));
    for (const p of splitText(a.toolCall.arguments, { ...b, chunks: b.chunks ?? 3 })) ev.push(e('response.function_call_arguments.delta', { ...place, delta: p }));
    ev.push(e('response.function_call_arguments.done', { ...place, name: a.toolCall.name, arguments: a.toolCall.arguments }));
    item = callOut(a.toolCall, a.toolCall.arguments, 'completed');
  } else {
    const place = { item_id: 'msg_mock', output_index: 0, content_index: 0 };
    ev.push(e('response.output_item.added', { output_index: 0, item: { ...messageOut(a.text, 'in_progress'), content: [] } }));
    ev.push(e('response.content_part.added', { ...place, part: outputText('') }));
    for (const p of pieces) ev.push(e('response.output_text.delta', { ...place, delta: p, logprobs: [] }));
    ev.push(e('response.output_text.done', { ...place, text: a.text, logprobs: [] }));
    ev.push(e('response.content_part.done', { ...place, part: outputText(a.text) }));
    item = messageOut(a.text, 'completed');
  }
  ev.push(e('response.output_item.done', { output_index: 0, item }));
  if (!b.omitEnd) ev.push(e('response.completed', { response: responseObject(a, body, [item], true) }));
  return ev;
}

function googleUsage(a: Answer) {
  return { promptTokenCount: a.promptTokens, candidatesTokenCount: a.completionTokens, totalTokenCount: a.promptTokens + a.completionTokens };
}

function googleEvents(a: Answer, pieces: string[], b: MockBehavior): string[] {
  const finish = b.omitEnd ? {} : { finishReason: 'STOP' };
  if (a.toolCall) {
    return [sse({
      candidates: [{ content: { role: 'model', parts: [{ functionCall: { name: a.toolCall.name, args: JSON.parse(a.toolCall.arguments) } }] }, ...finish, index: 0 }],
      usageMetadata: googleUsage(a), modelVersion: a.model,
    })];
  }
  const ev: string[] = [];
  // Gemini reports cumulative usage on every chunk; the last one carries finishReason.
  pieces.forEach((p, i) => {
    const last = i === pieces.length - 1;
    ev.push(sse({
      candidates: [{ content: { role: 'model', parts: [{ text: p }] }, ...(last ? finish : {}), index: 0 }],
      usageMetadata: last ? googleUsage(a) : { promptTokenCount: a.promptTokens, totalTokenCount: a.promptTokens },
      modelVersion: a.model,
    }));
  });
  return ev;
}

function googleJson(a: Answer): unknown {
  const parts = a.toolCall
    ? [{ functionCall: { name: a.toolCall.name, args: JSON.parse(a.toolCall.arguments) } }]
    : [{ text: a.text }];
  return { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }], usageMetadata: googleUsage(a), modelVersion: a.model };
}

function cohereUsage(a: Answer) {
  return {
    billed_units: { input_tokens: a.promptTokens, output_tokens: a.completionTokens },
    tokens: { input_tokens: a.promptTokens, output_tokens: a.completionTokens },
  };
}

function cohereEvents(a: Answer, pieces: string[], b: MockBehavior): string[] {
  const ev: string[] = [];
  const e = (type: string, data: Record<string, unknown>) => sse({ type, ...data }, type);
  ev.push(e('message-start', { id: 'cohere-mock', delta: { message: { role: 'assistant', content: [], tool_plan: '', tool_calls: [], citations: [] } } }));
  if (a.toolCall) {
    ev.push(e('tool-plan-delta', { delta: { message: { tool_plan: 'I will call a tool.' } } }));
    ev.push(e('tool-call-start', { index: 0, delta: { message: { tool_calls: { id: a.toolCall.id, type: 'function', function: { name: a.toolCall.name, arguments: '' } } } } }));
    for (const p of splitText(a.toolCall.arguments, { ...b, chunks: b.chunks ?? 3 })) {
      ev.push(e('tool-call-delta', { index: 0, delta: { message: { tool_calls: { function: { arguments: p } } } } }));
    }
    ev.push(e('tool-call-end', { index: 0 }));
  } else {
    ev.push(e('content-start', { index: 0, delta: { message: { content: { type: 'text', text: '' } } } }));
    for (const p of pieces) ev.push(e('content-delta', { index: 0, delta: { message: { content: { text: p } } } }));
    ev.push(e('content-end', { index: 0 }));
  }
  if (!b.omitEnd) ev.push(e('message-end', { delta: { finish_reason: a.toolCall ? 'TOOL_CALL' : 'COMPLETE', usage: cohereUsage(a) } }));
  return ev;
}

function cohereJson(a: Answer): unknown {
  return {
    id: 'cohere-mock',
    finish_reason: a.toolCall ? 'TOOL_CALL' : 'COMPLETE',
    message: a.toolCall
      ? { role: 'assistant', tool_plan: 'I will call a tool.', tool_calls: [{ id: a.toolCall.id, type: 'function', function: { name: a.toolCall.name, arguments: a.toolCall.arguments } }] }
      : { role: 'assistant', content: [{ type: 'text', text: a.text }] },
    usage: cohereUsage(a),
  };
}

function errorBody(format: WireFormat, status: number, message: string): unknown {
  switch (format) {
    case 'openai':
    case 'responses': return { error: { message, type: 'invalid_request_error', param: null, code: null } };
    case 'anthropic': return { type: 'error', error: { type: status === 429 ? 'rate_limit_error' : 'invalid_request_error', message } };
    case 'google': return { error: { code: status, message, status: status === 429 ? 'RESOURCE_EXHAUSTED' : 'INVALID_ARGUMENT' } };
    case 'cohere': return { id: 'cohere-err', message };
  }
}

type Events = (a: Answer, pieces: string[], b: MockBehavior, body?: any) => string[];
type Json = (a: Answer, b: MockBehavior, body?: any) => unknown;
const STREAM_EVENTS: Record<WireFormat, Events> = { openai: openaiEvents, responses: responsesEvents, anthropic: anthropicEvents, google: googleEvents, cohere: cohereEvents };
const JSON_BODIES: Record<WireFormat, Json> = { openai: openaiJson, responses: responsesJson, anthropic: anthropicJson, google: googleJson, cohere: cohereJson };

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** The provider key a request carries: Bearer (OpenAI-compatible, Cohere), x-api-key (Anthropic),
 * x-goog-api-key or ?key= (Gemini). */
function keyOf(req: IncomingMessage): string {
  const h = req.headers;
  const bearer = typeof h.authorization === 'string' ? h.authorization.replace(/^Bearer /, '') : '';
  const header = (h['x-api-key'] ?? h['x-goog-api-key']) as string | undefined;
  return bearer || header || new URL(req.url ?? '/', 'http://mock').searchParams.get('key') || '';
}

// ---- server ----------------------------------------------------------------------------------------

export async function startMockUpstream(opts: MockUpstreamOptions = {}): Promise<MockUpstream> {
  const { port: wantedPort, record = true, ...initial } = opts;
  let behavior: MockBehavior = { ...initial };
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  // Serialized stream events per (format, answer, chunking): benchmarks repeat the same request.
  const eventCache = new Map<string, string[]>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: any = raw;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch { /* keep the raw text */ }
      handle(req, res, body, raw).catch((err) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(`mock upstream failure: ${(err as Error).message}`);
      });
    });
  });
  server.keepAliveTimeout = 30_000;
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.setNoDelay(true);
    s.on('close', () => sockets.delete(s));
  });

  async function handle(req: IncomingMessage, res: ServerResponse, body: any, raw: string): Promise<void> {
    const path = req.url ?? '/';
    if (path.startsWith('/__mock/')) return control(req, res, path, body);
    // A set() during this request does not change it halfway.
    const b: MockBehavior = behavior.byKey ? { ...behavior, ...behavior.byKey[keyOf(req)] } : behavior;
    const rec: RecordedRequest = { method: req.method ?? '', path, headers: req.headers, body, raw, receivedAt: Date.now(), aborted: false, remotePort: req.socket.remotePort ?? 0 };
    if (record) requests.push(rec);
    res.on('close', () => {
      if (!res.writableFinished) rec.aborted = true;
    });
    const format = formatOf(path);
    if (!format || req.method !== 'POST') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `mock upstream: no route for ${req.method} ${path}` } }));
      return;
    }
    if (b.hang) return; // never answer; the socket stays open until the client gives up
    if (b.latencyMs) await sleep(b.latencyMs);
    if (res.destroyed) return;
    if (b.error) {
      const payload = b.error.body !== undefined ? b.error.body : errorBody(format, b.error.status, b.error.message ?? 'mock upstream error');
      const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
      res.writeHead(b.error.status, {
        'content-type': typeof payload === 'string' ? 'text/plain' : 'application/json',
        ...(b.error.retryAfter ? { 'retry-after': b.error.retryAfter } : {}),
      });
      res.end(text);
      return;
    }

    const { lastUser, promptChars } = readPrompt(format, body);
    const model = format === 'google'
      ? decodeURIComponent(path.split('?')[0].split('/models/')[1].split(':')[0])
      : String(body?.model ?? 'mock-model');
    const text = b.reply ?? (b.replyTokens ? benchText(b.replyTokens) : `Echo: ${lastUser}`);
    const toolCall = b.toolCall
      ? {
        id: 'call_mock_1', name: b.toolCall.name,
        arguments: typeof b.toolCall.arguments === 'string' ? b.toolCall.arguments : JSON.stringify(b.toolCall.arguments),
      }
      : undefined;
    const answer: Answer = {
      model, text, toolCall,
      promptTokens: Math.max(1, Math.ceil(promptChars / 4)),
      completionTokens: estimateTokens(toolCall ? toolCall.arguments : text),
      // Mistral and Perplexity report usage in their streams unasked (a path segment names them,
      // as the tests' base URLs do); OpenAI and the rest only with stream_options.include_usage.
      includeUsage: format !== 'openai' || body?.stream_options?.include_usage === true || /\/(mistral|perplexity)\//.test(path),
    };

    if (!wantsStream(format, path, body)) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(JSON_BODIES[format](answer, b, body)));
      return;
    }

    // Responses echo the request's settings in their events: not cached.
    const key = format === 'responses' ? null
      : `${format}\u0000${model}\u0000${text}\u0000${toolCall?.name}\u0000${toolCall?.arguments}\u0000${answer.promptTokens}\u0000${answer.includeUsage}\u0000${b.chunks}\u0000${b.tokensPerChunk}\u0000${b.omitEnd}\u0000${b.thinking}`;
    let events = key === null ? undefined : eventCache.get(key);
    if (!events) {
      events = STREAM_EVENTS[format](answer, splitText(text, b), b, body);
      if (key !== null) {
        if (eventCache.size > 256) eventCache.clear();
        eventCache.set(key, events);
      }
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    for (let i = 0; i < events.length; i++) {
      if (res.destroyed) return;
      if (b.disconnectAt === i) {
        res.socket?.destroySoon(); // after the events already written are flushed
        return;
      }
      if (b.stallAt === i) return; // keep the connection open, send nothing more
      if (b.chunkDelayMs && i > 0) await sleep(b.chunkDelayMs);
      res.write(b.malformedAt === i ? 'data: {"this is": not json\n\n' : events[i]);
    }
    if (b.disconnectAt === events.length) {
      res.socket?.destroySoon();
      return;
    }
    res.end();
  }

  function control(req: IncomingMessage, res: ServerResponse, path: string, body: any): void {
    if (path === '/__mock/behavior' && req.method === 'PUT') {
      behavior = { ...initial, ...(body ?? {}) };
      res.writeHead(204).end();
    } else if (path === '/__mock/requests' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(requests));
    } else if (path === '/__mock/reset' && req.method === 'POST') {
      behavior = { ...initial };
      requests.length = 0;
      res.writeHead(204).end();
    } else {
      res.writeHead(404).end();
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(wantedPort ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    set(b: MockBehavior) {
      behavior = { ...initial, ...b };
    },
    reset() {
      behavior = { ...initial };
      requests.length = 0;
    },
    close() {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
