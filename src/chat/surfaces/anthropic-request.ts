// Anthropic Messages API requests (POST /v1/messages) → the pipeline's OpenAI ChatRequest.
// Validated with zod (errors name the field, never echo a value), then translated: `system` becomes
// a system message, text blocks text parts, images image_url parts, `tool_use` blocks tool calls
// (input as a JSON string, so the anonymizer sees every value), `tool_result` blocks tool messages.
import { z } from 'zod';
import { checkDepth, parseWith } from '../../server/validation.js';
import { badRequest } from '../../server/errors.js';
import type { ChatMessage, ChatRequest, ContentPart, ToolCall } from '../../types/openai.js';
import { joinedText } from '../../wire/content.js';
import { functionTool } from './tools.js';

const text = z.looseObject({ type: z.literal('text'), text: z.string({ error: 'expected string' }) });
const image = z.looseObject({
  type: z.literal('image'),
  source: z.looseObject({ type: z.enum(['base64', 'url'], { error: 'allowed: base64, url' }) }),
});
const toolUse = z.looseObject({
  type: z.literal('tool_use'),
  id: z.string({ error: 'expected string' }).min(1, 'must not be empty'),
  name: z.string({ error: 'expected string' }).min(1, 'must not be empty'),
  input: z.record(z.string(), z.unknown(), { error: 'expected an object' }),
});
const toolResult = z.looseObject({
  type: z.literal('tool_result'),
  tool_use_id: z.string({ error: 'expected string' }).min(1, 'must not be empty'),
  content: z.union([z.string(), z.array(z.union([text, image], { error: 'expected text or image blocks' }))], {
    error: 'expected string or array of blocks',
  }).optional(),
  is_error: z.boolean({ error: 'expected a boolean' }).optional(),
});
/** Thinking blocks of an earlier answer: forwarded to Claude (natively), not to other providers. */
const thinking = z.looseObject({ type: z.enum(['thinking', 'redacted_thinking']) });
/** Documents: plain text and content sources are text everywhere; a PDF (base64) becomes a file part
 * when translated; url and file sources reach Claude only. */
const document = z.looseObject({
  type: z.literal('document'),
  source: z.looseObject({ type: z.enum(['base64', 'text', 'content', 'url', 'file'], { error: 'allowed: base64, text, content, url, file' }) }),
  title: z.string({ error: 'expected string' }).nullable().optional(),
  context: z.string({ error: 'expected string' }).nullable().optional(),
});
/** Blocks of Anthropic's server-side tools (web search, web fetch, code execution, MCP) in an earlier
 * answer: forwarded to Claude as given (tool inputs and MCP results anonymized), not to other providers. */
const serverTool = z.looseObject({
  type: z.enum(['server_tool_use', 'mcp_tool_use', 'mcp_tool_result', 'web_search_tool_result', 'web_fetch_tool_result',
    'code_execution_tool_result', 'bash_code_execution_tool_result', 'text_editor_code_execution_tool_result', 'container_upload']),
});
const BLOCK_TYPES = ['text', 'image', 'document', 'tool_use', 'tool_result', 'thinking', 'redacted_thinking', 'server_tool_use',
  'mcp_tool_use', 'mcp_tool_result', 'web_search_tool_result', 'web_fetch_tool_result', 'code_execution_tool_result',
  'bash_code_execution_tool_result', 'text_editor_code_execution_tool_result', 'container_upload'];
const block = z.discriminatedUnion('type', [text, image, document, toolUse, toolResult, thinking, serverTool], {
  error: `expected a content block; allowed types: ${BLOCK_TYPES.join(', ')}`,
});

const message = z.looseObject({
  role: z.enum(['user', 'assistant'], { error: 'unknown role; allowed: user, assistant' }),
  content: z.union([z.string(), z.array(block)], { error: 'expected string or array of content blocks' }),
});

const tool = z.looseObject({
  name: z.string({ error: 'expected string' }).min(1, 'must not be empty'),
  description: z.string({ error: 'expected string' }).optional(),
  input_schema: z.record(z.string(), z.unknown(), { error: 'expected a JSON schema object' }).optional(),
});

const toolChoice = z.looseObject({
  type: z.enum(['auto', 'any', 'tool', 'none'], { error: 'allowed: auto, any, tool, none' }),
  name: z.string({ error: 'expected string' }).optional(),
  disable_parallel_tool_use: z.boolean({ error: 'expected a boolean' }).optional(),
});

export const messagesRequestSchema = z.looseObject({
  model: z.string({ error: 'required string' }).min(1, 'must not be empty'),
  max_tokens: z.number({ error: 'required integer' }).int('expected an integer').positive('must be positive'),
  messages: z.array(message, { error: 'required array of messages' }).min(1, 'must contain at least one message'),
  system: z.union([z.string(), z.array(text)], { error: 'expected string or array of text blocks' }).optional(),
  stream: z.boolean({ error: 'expected a boolean' }).optional(),
  temperature: z.number({ error: 'expected a number' }).min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1').optional(),
  top_p: z.number({ error: 'expected a number' }).min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1').optional(),
  top_k: z.number({ error: 'expected an integer' }).int('expected an integer').nonnegative('must not be negative').optional(),
  stop_sequences: z.array(z.string({ error: 'expected string' }), { error: 'expected an array of strings' }).optional(),
  tools: z.array(tool, { error: 'expected an array of tools' }).optional(),
  tool_choice: toolChoice.optional(),
  metadata: z.looseObject({ user_id: z.string({ error: 'expected string' }).nullable().optional() }).optional(),
});
export type MessagesRequest = z.infer<typeof messagesRequestSchema>;

/** Top-level fields accepted and not forwarded (no OpenAI equivalent, or the gateway decides them). */
const IGNORED_FIELDS = ['thinking', 'service_tier', 'container', 'mcp_servers', 'context_management'];

/** POST /v1/messages/count_tokens takes the same body without `max_tokens`. */
export const countTokensRequestSchema = messagesRequestSchema.omit({ max_tokens: true, stream: true });

export function validateMessagesRequest(body: Record<string, unknown>, maxDepth: number, forCount = false): MessagesRequest {
  checkDepth(body, maxDepth, [...Object.keys(messagesRequestSchema.shape), ...IGNORED_FIELDS]);
  const req = forCount ? { ...parseWith(countTokensRequestSchema, body), max_tokens: 1 } : parseWith(messagesRequestSchema, body);
  if (req.tool_choice?.type === 'tool' && !req.tool_choice.name) throw badRequest('tool_choice.name: required when type is tool');
  return req;
}

type Block = z.infer<typeof block>;

function imagePart(source: Record<string, unknown>): ContentPart {
  const url = source.type === 'base64' ? `data:${String(source.media_type)};base64,${String(source.data)}` : String(source.url);
  return { type: 'image_url', image_url: { url } };
}

function parts(blocks: Array<z.infer<typeof text> | z.infer<typeof image>>): ContentPart[] {
  return blocks.map((b) => (b.type === 'text' ? { type: 'text', text: b.text } : imagePart(b.source)));
}

/** A document as an OpenAI content part: its text, or a PDF as a file part; null when it has no OpenAI form. */
function documentPart(d: z.infer<typeof document>): ContentPart | null {
  const src = d.source as Record<string, unknown>;
  if (src.type === 'text' && typeof src.data === 'string') return { type: 'text', text: src.data };
  if (src.type === 'content') {
    const c = src.content;
    const t = typeof c === 'string' ? c : Array.isArray(c) ? c.map((b) => (typeof b?.text === 'string' ? b.text : '')).join('\n') : '';
    return { type: 'text', text: t };
  }
  if (src.type === 'base64' && typeof src.data === 'string') {
    return { type: 'file', file: { filename: d.title || 'document.pdf', file_data: `data:${String(src.media_type)};base64,${src.data}` } };
  }
  return null;
}

/** One Anthropic message → one or more OpenAI messages (tool results become tool messages, first). */
function toChatMessages(role: 'user' | 'assistant', content: string | Block[]): ChatMessage[] {
  if (typeof content === 'string') return [{ role, content }];
  const out: ChatMessage[] = [];
  const body: ContentPart[] = [];
  const calls: ToolCall[] = [];
  for (const b of content) {
    if (b.type === 'text') body.push({ type: 'text', text: b.text });
    else if (b.type === 'image') body.push(imagePart(b.source));
    else if (b.type === 'document') {
      const part = documentPart(b);
      if (part) body.push(part);
    } else if (b.type === 'tool_use') calls.push({ id: b.id, type: 'function', function: { name: b.name, arguments: JSON.stringify(b.input) } });
    else if (b.type === 'tool_result') {
      const c = b.content ?? '';
      out.push({ role: 'tool', tool_call_id: b.tool_use_id, content: typeof c === 'string' ? c : parts(c) });
    }
  }
  if (role === 'assistant') {
    if (body.length || calls.length) {
      const textOnly = body.every((p) => p.type === 'text');
      out.push({
        role,
        content: body.length === 0 ? null : textOnly ? joinedText(body) : body,
        ...(calls.length ? { tool_calls: calls } : {}),
      });
    }
  } else if (body.length) {
    out.push({ role, content: body });
  }
  return out;
}

export function toChatRequest(req: MessagesRequest): ChatRequest {
  const messages: ChatMessage[] = [];
  if (req.system !== undefined) {
    const system = typeof req.system === 'string' ? req.system : req.system.map((b) => b.text).join('\n\n');
    if (system) messages.push({ role: 'system', content: system });
  }
  for (const m of req.messages) messages.push(...toChatMessages(m.role, m.content as string | Block[]));
  const out: ChatRequest = { model: req.model, messages, max_tokens: req.max_tokens };
  if (req.stream) {
    out.stream = true;
    out.stream_options = { include_usage: true };
  }
  if (req.temperature !== undefined) out.temperature = req.temperature;
  if (req.top_p !== undefined) out.top_p = req.top_p;
  if (req.stop_sequences?.length) out.stop = req.stop_sequences;
  if (req.tools?.length) {
    out.tools = req.tools.map((t) => functionTool(t.name, t.description, t.input_schema));
  }
  const choice = req.tool_choice;
  if (choice) {
    out.tool_choice = choice.type === 'any' ? 'required' : choice.type === 'tool' ? { type: 'function', function: { name: choice.name } } : choice.type;
    if (choice.disable_parallel_tool_use) out.parallel_tool_calls = false;
  }
  if (typeof req.metadata?.user_id === 'string') out.user = req.metadata.user_id;
  return out;
}
