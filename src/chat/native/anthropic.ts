// Claude on POST /v1/messages, natively: the client's Messages body goes to Anthropic's /v1/messages
// through the Messages schema below (cache_control, thinking, top_k, metadata, service_tier, tools,
// images, documents ... kept), with every text anonymized — system, text blocks, thinking, tool_use
// input values at any depth, tool_result text, document text, title and context, tool descriptions and
// input schemas, stop sequences, unknown fields' strings — identifiers (tool names, ids, input keys)
// and attachments checked, and metadata.user_id pseudonymized. The
// answer is restored in every text block, thinking block and tool_use input; a stream is passed
// through event by event with text_delta, thinking_delta and input_json_delta restored per content
// block (JSON-escaped inside input JSON).
import { pseudonymizeEndUser } from '../anonymize-request.js';
import { TagRestorer } from '../../pii/restore.js';
import type { Mapping } from '../../pii/types.js';
import { anthropicPromptTokens, messagesCall, type AnthropicHeaders } from '../../providers/wire.js';
import { isObject, makeUsage, num } from '../../wire/json.js';
import { UpstreamProtocolError, type ModelInfo, type SseEvent } from '../../providers/types.js';
import { anthropicErrorType, type ApiError } from '../../server/errors.js';
import { encodeSse } from '../../server/sse.js';
import type { Usage } from '../../types/openai.js';
import { toChatRequest, type MessagesRequest } from '../surfaces/anthropic-request.js';
import { resolveModel } from '../../providers/catalogue.js';
import {
  any, arr, attachment, byType, closed, closedBy, digest, either, identifier, jsonSchema, kept, obj, RequestWalk, text, url, type Node,
} from '../request-walk.js';
import { EventRestorer, restoreDeep, type Body, type NativeAnswer, type NativeCall } from './call.js';

export function anthropicNative(request: MessagesRequest, headers: AnthropicHeaders): NativeCall {
  return {
    provider: 'anthropic',
    walk: () => new RequestWalk(MESSAGES_REQUEST, request),
    instruct,
    display: (body) => toChatRequest(body as MessagesRequest),
    upstream: (body, model, apiKey, baseUrl) => messagesCall(baseUrl, apiKey, { ...body, model: model.upstreamModel }, request.stream === true, headers),
    answer,
    events: (mapping, model) => new MessageEvents(mapping, model),
  };
}

// ---- what a Messages request may carry ------------------------------------------------------------
// Every block type and field Anthropic documents; fields not named here are forwarded with their
// strings anonymized and their keys checked (`any`).

const cacheControl = obj({ type: closed(['ephemeral']), ttl: closed(['5m', '1h']) });
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

const imageSource = byType({
  base64: obj({ type: closed(['base64']), media_type: closed(IMAGE_TYPES), data: attachment('media_type') }),
  url: obj({ type: closed(['url']), url }),
  file: obj({ type: closed(['file']), file_id: identifier }),
});

/** Blocks of a message, a system prompt, a tool result or a document's content; `block` refers to itself. */
const block: Node = (v, out, key, w, parent) => BLOCK(v, out, key, w, parent);
const blocks = arr(block);
const blockContent = either({ string: text, array: blocks });

const documentSource = byType({
  base64: obj({ type: closed(['base64']), media_type: closed(['application/pdf']), data: attachment('media_type') }),
  text: obj({ type: closed(['text']), media_type: closed(['text/plain']), data: text }),
  content: obj({ type: closed(['content']), content: blockContent }),
  url: obj({ type: closed(['url']), url }),
  file: obj({ type: closed(['file']), file_id: identifier }),
});

/** A tool call of an earlier answer: its input's keys are argument names (identifiers), its values text. */
const toolUse = (type: string) => obj({
  type: closed([type]), id: identifier, name: identifier, server_name: identifier, input: any, cache_control: cacheControl,
});
const toolResult = (type: string) => obj({
  type: closed([type]), tool_use_id: identifier, content: blockContent, is_error: kept, cache_control: cacheControl,
});

const BLOCK = byType({
  text: obj({ type: closed(['text']), text, cache_control: cacheControl }),
  image: obj({ type: closed(['image']), source: imageSource, cache_control: cacheControl }),
  document: obj({
    type: closed(['document']), source: documentSource, title: text, context: text,
    citations: obj({ enabled: kept }), cache_control: cacheControl,
  }),
  // An earlier answer's thinking carries the conversation's personal data; its signature is the
  // provider's opaque token, scanned like any other string.
  thinking: obj({ type: closed(['thinking']), thinking: text, signature: text }),
  redacted_thinking: obj({ type: closed(['redacted_thinking']), data: text }),
  tool_use: toolUse('tool_use'),
  server_tool_use: toolUse('server_tool_use'),
  mcp_tool_use: toolUse('mcp_tool_use'),
  tool_result: toolResult('tool_result'),
  mcp_tool_result: toolResult('mcp_tool_result'),
});

const tool = obj({ type: text, name: identifier, description: text, input_schema: jsonSchema, cache_control: cacheControl });

const MESSAGES_REQUEST = obj({
  model: closedBy((id) => resolveModel(id) !== undefined),
  max_tokens: kept,
  messages: arr(obj({ role: closed(['user', 'assistant']), content: blockContent })),
  system: blockContent,
  stream: kept,
  temperature: kept,
  top_p: kept,
  top_k: kept,
  stop_sequences: arr(text),
  tools: arr(tool),
  tool_choice: obj({ type: closed(['auto', 'any', 'tool', 'none']), name: identifier, disable_parallel_tool_use: kept }),
  metadata: obj({ user_id: digest(pseudonymizeEndUser) }),
  thinking: obj({ type: closed(['enabled', 'disabled']), budget_tokens: kept }),
  service_tier: closed(['auto', 'standard_only']),
});

function instruct(body: Body, instruction: string): void {
  // In front of the client's system prompt: a constant prefix keeps the client's prompt cache usable.
  if (Array.isArray(body.system)) body.system = [{ type: 'text', text: instruction }, ...body.system];
  else body.system = body.system ? `${instruction}\n\n${body.system}` : instruction;
}

function usageOf(u: unknown): Usage | null {
  return isObject(u) ? makeUsage(anthropicPromptTokens(u), num(u.output_tokens)) : null;
}

function answer(json: unknown, model: ModelInfo): NativeAnswer {
  if (!isObject(json) || !Array.isArray(json.content)) throw new UpstreamProtocolError('upstream response has no content array');
  const content = json.content as Body[];
  return {
    usage: usageOf(json.usage),
    rawText: () => content.map((b) => (b?.type === 'text' && typeof b.text === 'string' ? b.text : '')).join(''),
    restore: (mapping) => {
      // Tool inputs are parsed objects here: their strings get values as they are (no JSON escaping).
      restoreDeep(content, mapping);
      json.model = model.id;
      return json;
    },
  };
}

/** The field of each restorable delta type. */
const DELTA_FIELD: Record<string, string> = { text_delta: 'text', thinking_delta: 'thinking', input_json_delta: 'partial_json' };

const encode = (json: Body) => encodeSse(JSON.stringify(json), json.type);

/** Anthropic stream events restored: one TagRestorer per content block, flushed before its stop. */
class MessageEvents extends EventRestorer {
  private input = 0;
  private output = 0;
  private readonly held = new Map<number, { deltaType: string; field: string; restorer: TagRestorer }>();

  constructor(private readonly mapping: Mapping | null, private readonly model: ModelInfo) {
    super();
  }

  protected one(e: SseEvent, json: Body, type: string): string {
    const raw = () => encodeSse(e.data, type);
    switch (type) {
      case 'message_start':
        if (!isObject(json.message)) return raw();
        this.count(json.message.usage);
        json.message.model = this.model.id;
        return encode(json);
      case 'content_block_start':
        if (!this.mapping || !isObject(json.content_block)) return raw();
        restoreDeep(json.content_block, this.mapping);
        return encode(json);
      case 'content_block_delta': return this.delta(json, raw);
      case 'content_block_stop': return this.flush(num(json.index)) + raw();
      case 'message_delta':
        this.count(json.usage);
        return raw();
      case 'message_stop':
        this.complete = true;
        return raw();
      case 'error': {
        const err = json.error;
        this.failed = isObject(err) && typeof err.message === 'string' ? err.message : 'unknown error';
        return '';
      }
      default: return raw(); // ping and anything newer
    }
  }

  private delta(json: Body, raw: () => string): string {
    const delta = json.delta;
    const field = isObject(delta) && typeof delta.type === 'string' ? DELTA_FIELD[delta.type] : undefined;
    if (this.mapping && isObject(delta) && delta.type === 'citations_delta' && isObject(delta.citation)) {
      restoreDeep(delta.citation, this.mapping); // cited text of an anonymized document, whole in one event
      return encode(json);
    }
    if (!field || typeof delta[field] !== 'string') return raw(); // signature_delta
    this.token = true;
    if (!this.mapping) return raw();
    const index = num(json.index);
    let h = this.held.get(index);
    if (!h) {
      h = { deltaType: delta.type, field, restorer: new TagRestorer(this.mapping, { json: field === 'partial_json' }) };
      this.held.set(index, h);
    }
    const out = h.restorer.push(delta[field]);
    if (out === '') return ''; // all of it may be the start of a tag
    delta[field] = out;
    return encode(json);
  }

  /** What the block's restorer holds, as one more delta of the block's type. */
  private flush(index: number): string {
    const h = this.held.get(index);
    if (!h) return '';
    this.held.delete(index);
    const rest = h.restorer.flush();
    return rest ? encode({ type: 'content_block_delta', index, delta: { type: h.deltaType, [h.field]: rest } }) : '';
  }

  private count(u: unknown): void {
    if (!isObject(u)) return;
    if (u.input_tokens !== undefined) this.input = Math.max(this.input, anthropicPromptTokens(u));
    if (u.output_tokens !== undefined) this.output = num(u.output_tokens);
    this.usage = makeUsage(this.input, this.output);
  }

  end(failure: ApiError | null): string {
    let out = '';
    for (const index of [...this.held.keys()]) out += this.flush(index);
    if (failure) out += encode({ type: 'error', error: { type: anthropicErrorType(failure.type), message: failure.message } });
    return out;
  }
}
