// OpenAI Responses API requests (POST /v1/responses) → the pipeline's OpenAI ChatRequest. The gateway
// keeps no conversation state: `previous_response_id`, `store: true` and `conversation` are refused
// with a 400 that says why. Input: a string, or items — messages (string or input_text/input_image/
// output_text parts), function_call and function_call_output; reasoning items are accepted and dropped.
import { z } from 'zod';
import { checkDepth, parseWith } from '../../server/validation.js';
import { badRequest } from '../../server/errors.js';
import type { ChatMessage, ChatRequest, ContentPart, ToolCall } from '../../types/openai.js';
import { joinedText } from '../../wire/content.js';
import { functionTool as chatFunctionTool } from './tools.js';

const str = z.string({ error: 'expected string' });
const textPart = z.looseObject({ type: z.enum(['input_text', 'output_text']), text: str });
const imagePart = z.looseObject({ type: z.literal('input_image'), image_url: str.optional(), file_id: str.optional() });
const filePart = z.looseObject({ type: z.literal('input_file') });
const part = z.discriminatedUnion('type', [textPart, imagePart, filePart], {
  error: 'expected a content part; allowed types: input_text, input_image, input_file, output_text',
});

const messageItem = z.looseObject({
  type: z.literal('message').optional(),
  role: z.enum(['user', 'assistant', 'system', 'developer'], { error: 'unknown role; allowed: user, assistant, system, developer' }),
  content: z.union([str, z.array(part)], { error: 'expected string or array of content parts' }),
});
const functionCall = z.looseObject({
  type: z.literal('function_call'),
  call_id: str.min(1, 'must not be empty'),
  name: str.min(1, 'must not be empty'),
  arguments: z.string({ error: 'expected a JSON string' }),
});
const functionOutput = z.looseObject({
  type: z.literal('function_call_output'),
  call_id: str.min(1, 'must not be empty'),
  output: z.union([str, z.array(part)], { error: 'expected string or array of content parts' }),
});
const reasoning = z.looseObject({ type: z.literal('reasoning') });
const ITEM_TYPES = 'message, function_call, function_call_output, reasoning';
const item = z.union([messageItem, functionCall, functionOutput, reasoning], { error: `expected an input item; allowed types: ${ITEM_TYPES}` });

const functionTool = z.looseObject({
  type: z.literal('function', { error: 'only function tools are supported' }),
  name: str.min(1, 'must not be empty'),
  description: str.nullable().optional(),
  parameters: z.record(z.string(), z.unknown(), { error: 'expected a JSON schema object' }).nullable().optional(),
});

const unit = (max: number) => z.number({ error: 'expected a number' }).min(0, `must be between 0 and ${max}`).max(max, `must be between 0 and ${max}`);

export const responsesRequestSchema = z.looseObject({
  model: z.string({ error: 'required string' }).min(1, 'must not be empty'),
  input: z.union([str, z.array(item).min(1, 'must contain at least one item')], { error: 'required: a string or an array of input items' }),
  instructions: str.nullable().optional(),
  stream: z.boolean({ error: 'expected a boolean' }).nullable().optional(),
  max_output_tokens: z.number({ error: 'expected an integer' }).int('expected an integer').positive('must be positive').nullable().optional(),
  temperature: unit(2).nullable().optional(),
  top_p: unit(1).nullable().optional(),
  tools: z.array(functionTool, { error: 'expected an array of tools' }).optional(),
  tool_choice: z.union([z.enum(['auto', 'none', 'required']), z.looseObject({ type: z.literal('function'), name: str })], {
    error: 'allowed: auto, none, required, or {type: "function", name}',
  }).optional(),
  parallel_tool_calls: z.boolean({ error: 'expected a boolean' }).nullable().optional(),
  previous_response_id: str.nullable().optional(),
  store: z.boolean({ error: 'expected a boolean' }).nullable().optional(),
  user: str.optional(),
  safety_identifier: str.optional(),
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type ResponsesRequest = z.infer<typeof responsesRequestSchema>;

/** Accepted and not forwarded: they change nothing the gateway can honour across providers. */
const IGNORED_FIELDS = ['text', 'reasoning', 'truncation', 'include', 'service_tier', 'background', 'prompt_cache_key', 'top_logprobs', 'conversation'];

export function validateResponsesRequest(body: Record<string, unknown>, maxDepth: number): ResponsesRequest {
  checkDepth(body, maxDepth, [...Object.keys(responsesRequestSchema.shape), ...IGNORED_FIELDS]);
  const req = parseWith(responsesRequestSchema, body);
  // Stateless by design: a stored conversation would keep personal data past the request.
  if (req.previous_response_id) throw badRequest('previous_response_id: not supported; the gateway stores no responses (send the whole conversation in input)');
  if (req.store === true) throw badRequest('store: true is not supported; the gateway stores no responses (omit store or set it to false)');
  if (body.conversation != null) throw badRequest('conversation: not supported; the gateway stores no conversations (send the whole conversation in input)');
  if (body.background === true) throw badRequest('background: true is not supported; responses are answered while the request is open');
  return req;
}

type Part = z.infer<typeof part>;

function toParts(parts: Part[]): ContentPart[] {
  const out: ContentPart[] = [];
  for (const p of parts) {
    if (p.type === 'input_text' || p.type === 'output_text') out.push({ type: 'text', text: p.text });
    else if (p.type === 'input_image' && p.image_url) out.push({ type: 'image_url', image_url: { url: p.image_url } });
    // input_file and image file ids refer to OpenAI's file store: not forwarded.
  }
  return out;
}

const textOnly = (parts: ContentPart[]) => parts.every((p) => p.type === 'text');

export function toChatRequest(req: ResponsesRequest): ChatRequest {
  const messages: ChatMessage[] = [];
  if (req.instructions) messages.push({ role: 'system', content: req.instructions });
  if (typeof req.input === 'string') messages.push({ role: 'user', content: req.input });
  else {
    for (const it of req.input as Array<Record<string, unknown>>) {
      if (it.type === 'function_call') {
        const call: ToolCall = { id: String(it.call_id), type: 'function', function: { name: String(it.name), arguments: String(it.arguments) } };
        const last = messages[messages.length - 1];
        // Consecutive calls belong to one assistant turn, as Chat Completions expects.
        if (last?.role === 'assistant' && last.tool_calls) last.tool_calls.push(call);
        else messages.push({ role: 'assistant', content: null, tool_calls: [call] });
      } else if (it.type === 'function_call_output') {
        const output = it.output as string | Part[];
        messages.push({ role: 'tool', tool_call_id: String(it.call_id), content: typeof output === 'string' ? output : joinedText(toParts(output)) });
      } else if (it.type !== 'reasoning') {
        const m = it as z.infer<typeof messageItem>;
        const parts = typeof m.content === 'string' ? null : toParts(m.content);
        const content = parts === null ? (m.content as string) : m.role !== 'user' || textOnly(parts) ? joinedText(parts) : parts;
        messages.push({ role: m.role, content });
      }
    }
  }
  const out: ChatRequest = { model: req.model, messages };
  if (req.stream) {
    out.stream = true;
    out.stream_options = { include_usage: true };
  }
  if (req.max_output_tokens != null) out.max_tokens = req.max_output_tokens;
  if (req.temperature != null) out.temperature = req.temperature;
  if (req.top_p != null) out.top_p = req.top_p;
  if (req.tools?.length) {
    out.tools = req.tools.map((t) => chatFunctionTool(t.name, t.description, t.parameters));
  }
  const choice = req.tool_choice;
  if (choice) out.tool_choice = typeof choice === 'string' ? choice : { type: 'function', function: { name: choice.name } };
  if (req.parallel_tool_calls === false) out.parallel_tool_calls = false;
  if (req.user) out.user = req.user;
  if (req.safety_identifier) out.safety_identifier = req.safety_identifier;
  return out;
}
