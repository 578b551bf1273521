// Chat request validation (zod): the OpenAI fields and ranges the gateway checks, the roles and content
// forms it accepts (docs/architecture.md, "Chat Completions").
// Unknown fields are accepted: they reach OpenAI-compatible upstreams with every string in them
// anonymized and their keys checked (anonymize-request.ts; docs/request-scanning.md).
import { z } from 'zod';
import type { ChatRequest } from '../types/openai.js';
import { checkDepth, parseWith } from '../server/validation.js';
import { badRequest } from '../server/errors.js';
import { walkChatRequest } from './anonymize-request.js';

const ROLES = ['system', 'developer', 'user', 'assistant', 'tool'] as const;

const textPart = z.looseObject({ type: z.literal('text'), text: z.string({ error: 'expected string' }) });
const otherPart = z.looseObject({
  type: z.string({ error: 'expected a content part type' }).refine((t) => t !== 'text', 'text parts need a text string'),
});
const contentPart = z.union([textPart, otherPart], { error: 'expected a content part object with a type' });

const toolCall = z.looseObject({
  id: z.string({ error: 'expected string' }).min(1, 'must not be empty'),
  type: z.literal('function', { error: 'expected "function"' }),
  function: z.looseObject({
    name: z.string({ error: 'expected string' }).min(1, 'must not be empty'),
    arguments: z.string({ error: 'expected a JSON string' }),
  }),
});

const message = z
  .looseObject({
    role: z.enum(ROLES, { error: `unknown role; allowed: ${ROLES.join(', ')}` }),
    content: z
      .union([z.string(), z.array(contentPart), z.null()], { error: 'expected string, array of content parts or null' })
      .optional(),
    name: z.string({ error: 'expected string' }).optional(),
    tool_calls: z.array(toolCall, { error: 'expected an array of tool calls' }).optional(),
    tool_call_id: z.string({ error: 'expected string' }).optional(),
  })
  .superRefine((m, ctx) => {
    const hasToolCalls = (m.tool_calls?.length ?? 0) > 0;
    if ((m.content === undefined || m.content === null) && !(m.role === 'assistant' && hasToolCalls)) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: 'required (null only for assistant messages with tool_calls)' });
    }
    if (m.role === 'tool' && !m.tool_call_id) ctx.addIssue({ code: 'custom', path: ['tool_call_id'], message: 'required for tool messages' });
    if (m.tool_calls && m.role !== 'assistant') ctx.addIssue({ code: 'custom', path: ['tool_calls'], message: 'only assistant messages have tool_calls' });
  });

const range = (min: number, max: number) =>
  z.number({ error: 'expected a number' }).min(min, `must be between ${min} and ${max}`).max(max, `must be between ${min} and ${max}`);
const positiveInt = z.number({ error: 'expected an integer' }).int('expected an integer').positive('must be positive');

export const chatRequestSchema = z.looseObject({
  model: z.string({ error: 'required string' }).min(1, 'must not be empty'),
  messages: z.array(message, { error: 'required array of messages' }).min(1, 'must contain at least one message'),
  temperature: range(0, 2).optional(),
  top_p: range(0, 1).optional(),
  max_tokens: positiveInt.optional(),
  max_completion_tokens: positiveInt.optional(),
  stream: z.boolean({ error: 'expected a boolean' }).optional(),
  stream_options: z.looseObject({ include_usage: z.boolean({ error: 'expected a boolean' }).optional() }).nullable().optional(),
  stop: z
    .union([z.string(), z.array(z.string()).max(4, 'at most 4 stop sequences'), z.null()], { error: 'expected string or array of strings' })
    .optional(),
  frequency_penalty: range(-2, 2).optional(),
  presence_penalty: range(-2, 2).optional(),
  n: z.number({ error: 'expected an integer' }).int('expected an integer').min(1, 'must be at least 1').max(8, 'at most 8').optional(),
  tools: z
    .array(
      z.looseObject({
        type: z.literal('function', { error: 'expected "function"' }),
        function: z.looseObject({ name: z.string({ error: 'expected string' }).min(1, 'must not be empty') }),
      }),
      { error: 'expected an array of tools' },
    )
    .optional(),
});

/** OpenAI request fields the gateway passes through unchecked; an error may name these (other keys are the client's text). */
const PASS_THROUGH_FIELDS = [
  'metadata', 'user', 'seed', 'response_format', 'tool_choice', 'parallel_tool_calls', 'logit_bias', 'logprobs',
  'top_logprobs', 'store', 'service_tier', 'modalities', 'audio', 'prediction', 'reasoning_effort',
  'web_search_options', 'functions', 'function_call', 'safety_identifier', 'prompt_cache_key', 'verbosity',
];
const KNOWN_FIELDS = [...Object.keys(chatRequestSchema.shape), ...PASS_THROUGH_FIELDS];

/** Validates a parsed chat body; `maxDepth` caps its nesting (checked first, before anything walks it). */
export function validateChatRequest(body: Record<string, unknown>, maxDepth: number): ChatRequest {
  checkDepth(body, maxDepth, KNOWN_FIELDS);
  const req = parseWith(chatRequestSchema, body) as ChatRequest;
  if (req.stream_options && !req.stream) throw badRequest('stream_options: only allowed when stream is true');
  return req;
}

/**
 * Characters of every text the request sends to a provider — message text and reasoning, tool-call
 * arguments and results, tool and schema descriptions, identifiers, stop sequences, predicted output,
 * the strings of unknown fields — as the walk that anonymizes them counts (anonymize-request.ts). The
 * Free plan's character limit and token estimates count these; roles, enum options and attachments
 * do not count.
 */
export function requestChars(req: ChatRequest): number {
  return walkChatRequest(req).chars;
}
