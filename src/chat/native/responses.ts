// OpenAI models on POST /v1/responses, natively: the client's Responses body goes to OpenAI's
// /v1/responses through the Responses schema below (input items, instructions, function tools,
// reasoning, text.format, include, truncation, ... kept), with `store: false` forced (the gateway keeps
// nothing, and neither should the provider), `metadata` kept back (it only labels stored responses),
// every text anonymized — instructions, input text, message parts, function_call arguments,
// function_call_output, reasoning, tool descriptions and parameter schemas, unknown fields' strings —
// identifiers (tool names, call ids) and attachments checked, and user / safety_identifier /
// prompt_cache_key pseudonymized. The answer is restored in
// output_text, refusals, reasoning text and function_call arguments; a stream is passed through with
// the text and argument deltas restored per (output_index, content_index), the held-back rest sent as
// one more delta before each `.done`, and sequence numbers kept consecutive. With a JSON text.format
// the output text is JSON, so values go into it JSON-escaped (as into function-call arguments).
import { pseudonymizeEndUser } from '../anonymize-request.js';
import { restoreJsonString, TagRestorer } from '../../pii/restore.js';
import type { Mapping } from '../../pii/types.js';
import { responsesCall } from '../../providers/wire.js';
import { isObject, makeUsage, num } from '../../wire/json.js';
import { UpstreamProtocolError, type ModelInfo, type SseEvent } from '../../providers/types.js';
import type { ApiError } from '../../server/errors.js';
import { encodeSse } from '../../server/sse.js';
import type { Usage } from '../../types/openai.js';
import { toChatRequest, type ResponsesRequest } from '../surfaces/responses-request.js';
import { resolveModel } from '../../providers/catalogue.js';
import {
  arr, byType, closed, closedBy, digest, drop, either, identifier, jsonSchema, jsonString, kept, obj, RequestWalk, text, url,
} from '../request-walk.js';
import { EventRestorer, restoreDeep, type Body, type NativeAnswer, type NativeCall } from './call.js';

export function responsesNative(request: ResponsesRequest): NativeCall {
  return {
    provider: 'openai',
    walk: () => new RequestWalk(RESPONSES_REQUEST, request),
    instruct,
    display: (body) => toChatRequest(body as ResponsesRequest),
    upstream: (body, model, apiKey, baseUrl) => responsesCall(baseUrl, apiKey, { ...body, model: model.upstreamModel, store: false }, request.stream === true),
    answer: (json, model) => answer(json, new Envelope(request, model)),
    events: (mapping, model) => new ResponseEvents(mapping, new Envelope(request, model)),
  };
}

// ---- what a Responses request may carry -------------------------------------------------------------
// Every input item, content part and field OpenAI documents; fields not named here are forwarded with
// their strings anonymized and their keys checked (`any`). `metadata` is kept back (it only labels
// stored responses) and `store: false` is forced when the request is sent.

const PART = byType({
  input_text: obj({ type: closed(['input_text']), text }),
  output_text: obj({ type: closed(['output_text']), text }),
  summary_text: obj({ type: closed(['summary_text']), text }),
  reasoning_text: obj({ type: closed(['reasoning_text']), text }),
  refusal: obj({ type: closed(['refusal']), refusal: text }),
  input_image: obj({ type: closed(['input_image']), image_url: url, file_id: identifier, detail: closed(['auto', 'low', 'high']) }),
  input_file: obj({ type: closed(['input_file']), file_data: url, file_id: identifier, file_url: url, filename: text }),
});
const content = either({ string: text, array: arr(PART) });
const STATUS = closed(['in_progress', 'completed', 'incomplete']);

const message = obj({
  type: closed(['message']), id: identifier, role: closed(['user', 'assistant', 'system', 'developer']), status: STATUS, content,
});
const ITEM = byType({
  message,
  function_call: obj({ type: closed(['function_call']), id: identifier, call_id: identifier, name: identifier, arguments: jsonString, status: STATUS }),
  function_call_output: obj({ type: closed(['function_call_output']), id: identifier, call_id: identifier, output: content, status: STATUS }),
  // An earlier answer's reasoning: its summary and text carry the conversation's personal data; the
  // encrypted content is the provider's opaque token, scanned like any other string.
  reasoning: obj({ type: closed(['reasoning']), id: identifier, summary: arr(PART), content: arr(PART), encrypted_content: text, status: STATUS }),
  item_reference: obj({ type: closed(['item_reference']), id: identifier }),
}, message); // a message may leave out its type

const functionTool = obj({ type: closed(['function']), name: identifier, description: text, parameters: jsonSchema, strict: kept });

const RESPONSES_REQUEST = obj({
  model: closedBy((id) => resolveModel(id) !== undefined),
  input: either({ string: text, array: arr(ITEM) }),
  instructions: text,
  stream: kept,
  store: kept,
  max_output_tokens: kept,
  max_tool_calls: kept,
  temperature: kept,
  top_p: kept,
  top_logprobs: kept,
  parallel_tool_calls: kept,
  background: kept,
  tools: arr(byType({ function: functionTool })),
  tool_choice: either({
    string: closed(['auto', 'none', 'required']),
    object: obj({ type: closed(['function', 'allowed_tools', 'file_search', 'web_search_preview', 'computer_use_preview', 'code_interpreter', 'image_generation', 'mcp', 'custom']), name: identifier }),
  }),
  text: obj({
    format: obj({ type: closed(['text', 'json_object', 'json_schema']), name: identifier, description: text, schema: jsonSchema, strict: kept }),
    verbosity: closed(['low', 'medium', 'high']),
  }),
  reasoning: obj({ effort: closed(['none', 'minimal', 'low', 'medium', 'high', 'xhigh']), summary: closed(['auto', 'concise', 'detailed']) }),
  include: arr(closed([
    'reasoning.encrypted_content', 'message.output_text.logprobs', 'code_interpreter_call.outputs', 'computer_call_output.output.image_url',
    'file_search_call.results', 'message.input_image.image_url', 'web_search_call.action.sources',
  ])),
  truncation: closed(['auto', 'disabled']),
  service_tier: closed(['auto', 'default', 'flex', 'scale', 'priority']),
  metadata: drop,
  user: digest(pseudonymizeEndUser),
  safety_identifier: digest(pseudonymizeEndUser),
  prompt_cache_key: digest(pseudonymizeEndUser),
});

/** Fields that identify the end user, forwarded as digests: the answer gets the client's own values back. */
const END_USER_FIELDS = ['user', 'safety_identifier', 'prompt_cache_key'];

function instruct(body: Body, instruction: string): void {
  body.instructions = body.instructions ? `${instruction}\n\n${body.instructions}` : instruction;
}

/** Request fields a Response object repeats: the client gets its own values back (the upstream saw anonymized ones). */
const ECHOED_FIELDS = [...END_USER_FIELDS, 'tools', 'tool_choice', 'text', 'reasoning', 'truncation', 'include'];

/** Structured output: the answer text is JSON. */
function jsonText(request: ResponsesRequest): boolean {
  const format = isObject(request.text) && isObject(request.text.format) ? request.text.format.type : undefined;
  return format === 'json_schema' || format === 'json_object';
}

function usageOf(u: unknown): Usage | null {
  return isObject(u) ? makeUsage(num(u.input_tokens), num(u.output_tokens)) : null;
}

/** Puts the client's own values back into a Response object (the upstream saw anonymized or pseudonymized ones). */
class Envelope {
  readonly jsonText: boolean;

  constructor(private readonly request: ResponsesRequest, private readonly model: ModelInfo) {
    this.jsonText = jsonText(request);
  }

  restore(response: Body, mapping: Mapping | null): Body {
    if (mapping && Array.isArray(response.output)) for (const item of response.output) restoreItem(item, mapping, this.jsonText);
    if (mapping && typeof response.output_text === 'string') response.output_text = restoreOutputText(response.output_text, mapping, this.jsonText);
    response.model = this.model.id;
    response.instructions = this.request.instructions ?? null;
    response.metadata = this.request.metadata ?? {};
    for (const f of ECHOED_FIELDS) if (this.request[f] !== undefined) response[f] = this.request[f];
    return response;
  }
}

const restoreOutputText = (text: string, mapping: Mapping, json: boolean) => (json ? restoreJsonString(text, mapping) : restoreDeep(text, mapping));

/** Function-call arguments are JSON text (values go in JSON-escaped), output text too with a JSON format; other strings are text. */
function restoreItem(item: unknown, mapping: Mapping, jsonText: boolean): void {
  if (!isObject(item)) return;
  if (item.type === 'function_call' && typeof item.arguments === 'string') item.arguments = restoreJsonString(item.arguments, mapping);
  else if (item.type === 'message' && Array.isArray(item.content)) for (const part of item.content) restorePart(part, mapping, jsonText);
  else restoreDeep(item, mapping);
}

function restorePart(part: unknown, mapping: Mapping, jsonText: boolean): void {
  if (isObject(part) && part.type === 'output_text' && typeof part.text === 'string') part.text = restoreOutputText(part.text, mapping, jsonText);
  else restoreDeep(part, mapping);
}

function answer(json: unknown, envelope: Envelope): NativeAnswer {
  if (!isObject(json) || !Array.isArray(json.output)) throw new UpstreamProtocolError('upstream response has no output array');
  const output = json.output as Body[];
  return {
    usage: usageOf(json.usage),
    rawText: () => output.flatMap((it) => (it?.type === 'message' && Array.isArray(it.content) ? it.content : []))
      .map((p: Body) => (typeof p?.text === 'string' ? p.text : '')).join(''),
    restore: (mapping) => envelope.restore(json, mapping),
  };
}

/** Streamed deltas that carry text: the restorer's key, JSON or not, and the event that closes them. */
const DELTAS: Record<string, { key: (e: Body) => string; json?: boolean; done: string; field: string }> = {
  'response.output_text.delta': { key: (e) => `t${e.output_index}:${e.content_index}`, done: 'response.output_text.done', field: 'text' },
  'response.refusal.delta': { key: (e) => `t${e.output_index}:${e.content_index}`, done: 'response.refusal.done', field: 'refusal' },
  'response.reasoning_text.delta': { key: (e) => `r${e.output_index}:${e.content_index}`, done: 'response.reasoning_text.done', field: 'text' },
  'response.reasoning_summary_text.delta': { key: (e) => `s${e.output_index}:${e.summary_index}`, done: 'response.reasoning_summary_text.done', field: 'text' },
  'response.function_call_arguments.delta': { key: (e) => `f${e.output_index}`, json: true, done: 'response.function_call_arguments.done', field: 'arguments' },
};
const DELTA_OF_DONE = new Map(Object.entries(DELTAS).map(([delta, d]) => [d.done, delta]));
/** Events whose `response` is the whole Response object; the last three end the stream. */
const RESPONSE_EVENTS = new Set(['response.created', 'response.in_progress', 'response.queued', 'response.completed', 'response.incomplete', 'response.failed']);
const FINAL = new Set(['response.completed', 'response.incomplete', 'response.failed']);
/** Fields that name where a delta belongs (copied into a flushed delta). */
const PLACE = ['item_id', 'output_index', 'content_index', 'summary_index'];

class ResponseEvents extends EventRestorer {
  private seq = 0;
  private readonly held = new Map<string, { type: string; place: Body; restorer: TagRestorer }>();

  private readonly jsonText: boolean;

  constructor(private readonly mapping: Mapping | null, private readonly envelope: Envelope) {
    super();
    this.jsonText = envelope.jsonText;
  }

  /** Whether a delta type's text is JSON. */
  private isJson(type: string): boolean {
    return DELTAS[type].json === true || (this.jsonText && type === 'response.output_text.delta');
  }

  protected one(e: SseEvent, json: Body, type: string): string {
    if (type === 'error') {
      this.failed = typeof json.message === 'string' ? json.message : 'unknown error';
      return '';
    }
    if (DELTAS[type]) return this.delta(type, json);
    let out = '';
    const deltaType = DELTA_OF_DONE.get(type);
    if (deltaType) {
      out += this.flush(DELTAS[deltaType].key(json));
      const field = DELTAS[deltaType].field;
      if (this.mapping && typeof json[field] === 'string') {
        json[field] = this.isJson(deltaType) ? restoreJsonString(json[field], this.mapping) : restoreDeep(json[field], this.mapping);
      }
    } else if (RESPONSE_EVENTS.has(type) && isObject(json.response)) {
      this.envelope.restore(json.response, this.mapping);
      if (FINAL.has(type)) {
        this.complete = true;
        this.usage = usageOf(json.response.usage) ?? this.usage;
      }
    } else if (this.mapping) {
      if (isObject(json.item)) restoreItem(json.item, this.mapping, this.jsonText);
      if (isObject(json.part)) restorePart(json.part, this.mapping, this.jsonText);
      if (isObject(json.annotation)) restoreDeep(json.annotation, this.mapping);
    }
    return out + this.send(json, e.data);
  }

  private delta(type: string, json: Body): string {
    if (typeof json.delta !== 'string') return this.send(json);
    this.token = true;
    if (!this.mapping) return this.send(json);
    const d = DELTAS[type];
    const key = d.key(json);
    let h = this.held.get(key);
    if (!h) {
      const place: Body = {};
      for (const f of PLACE) if (json[f] !== undefined) place[f] = json[f];
      h = { type, place, restorer: new TagRestorer(this.mapping, { json: this.isJson(type) }) };
      this.held.set(key, h);
    }
    const out = h.restorer.push(json.delta);
    if (out === '') return ''; // all of it may be the start of a tag
    json.delta = out;
    return this.send(json);
  }

  /** What a restorer holds, as one more delta just before its `.done`. */
  private flush(key: string): string {
    const h = this.held.get(key);
    if (!h) return '';
    this.held.delete(key);
    const rest = h.restorer.flush();
    if (!rest) return '';
    const extra = h.type === 'response.output_text.delta' ? { logprobs: [] } : {};
    return this.send({ type: h.type, ...h.place, delta: rest, ...extra });
  }

  /** Sequence numbers stay consecutive although the gateway drops and adds deltas. */
  private send(json: Body, raw?: string): string {
    const seq = this.seq++;
    if (raw !== undefined && json.sequence_number === seq && !this.mapping && !RESPONSE_EVENTS.has(json.type)) return encodeSse(raw, json.type);
    json.sequence_number = seq;
    return encodeSse(JSON.stringify(json), json.type);
  }

  end(failure: ApiError | null): string {
    let out = '';
    for (const key of [...this.held.keys()]) out += this.flush(key);
    if (failure) out += this.send({ type: 'error', code: failure.type, message: failure.message, param: null });
    return out;
  }
}
