// GET /v1/openapi.json: an OpenAPI 3.1 document of every /v1 endpoint. Request bodies come from the
// zod schemas that validate them (z.toJSONSchema), so the document cannot drift from what is checked;
// test/chat/openapi.test.ts compares its operations with the router's table.
import { z } from 'zod';
import { chatRequestSchema } from '../chat/validate.js';
import { countTokensRequestSchema, messagesRequestSchema } from '../chat/surfaces/anthropic-request.js';
import { responsesRequestSchema } from '../chat/surfaces/responses-request.js';
import type { Permission } from '../auth/keys.js';
import type { RouteDef } from '../server/http.js';
import { VERSION } from '../version.js';
import { createKeyBody } from './keys.js';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from './pagination.js';
import { createBody as createProviderKeyBody } from './provider-keys.js';
import { patchBody as piiSettingsBody } from './settings.js';

interface Operation {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** OpenAPI path (`{id}`), the router's pattern with `:id`. */
  path: string;
  summary: string;
  /** null: any valid key; 'none': no key. */
  permission: Permission | null | 'none';
  body?: z.ZodType;
  /** Query parameters (all optional). */
  query?: readonly string[];
  stream?: boolean;
  /** The route answers errors in Anthropic's format instead of the gateway's. */
  anthropicErrors?: boolean;
}

export const OPERATIONS: readonly Operation[] = [
  { method: 'POST', path: '/v1/chat/completions', summary: 'OpenAI Chat Completions (stream: true for SSE)', permission: 'chat:write', body: chatRequestSchema, stream: true },
  { method: 'POST', path: '/v1/messages', summary: 'Anthropic Messages (key as x-api-key or Bearer; stream: true for Anthropic events); Claude natively, other models translated', permission: 'chat:write', body: messagesRequestSchema, stream: true, anthropicErrors: true },
  { method: 'POST', path: '/v1/messages/count_tokens', summary: 'Anthropic token count, estimated (4 characters a token); nothing is sent to a provider', permission: 'chat:write', body: countTokensRequestSchema, anthropicErrors: true },
  { method: 'POST', path: '/v1/responses', summary: 'OpenAI Responses, stateless (stream: true for response.* events); OpenAI models natively (store: false), others translated', permission: 'chat:write', body: responsesRequestSchema, stream: true },
  { method: 'GET', path: '/v1/models', summary: 'The accepted model ids: the catalogue, then the providers\' own ids and operator aliases (OpenAI and Anthropic list fields)', permission: null },
  { method: 'GET', path: '/v1/models/{id}', summary: 'One accepted model id (a provider-prefixed id as one encoded segment)', permission: null },
  { method: 'GET', path: '/v1/models/{provider}/{name}', summary: 'One accepted model id by provider-prefixed id', permission: null },
  { method: 'POST', path: '/v1/keys', summary: 'Create a service API key (shown once)', permission: 'keys:manage', body: createKeyBody },
  { method: 'GET', path: '/v1/keys', summary: 'List service API keys, oldest first, a page at a time (a test key sees test keys only)', permission: 'keys:manage', query: ['limit', 'after'] },
  { method: 'DELETE', path: '/v1/keys/{id}', summary: 'Revoke a service API key', permission: 'keys:manage' },
  { method: 'POST', path: '/v1/provider-keys', summary: "Store a provider key (sealed)", permission: 'keys:manage', body: createProviderKeyBody },
  { method: 'GET', path: '/v1/provider-keys', summary: "List the account's provider keys (masked), oldest first, a page at a time", permission: 'keys:manage', query: ['limit', 'after'] },
  { method: 'DELETE', path: '/v1/provider-keys/{id}', summary: 'Delete a provider key', permission: 'keys:manage' },
  { method: 'GET', path: '/v1/settings/pii', summary: 'PII detection settings', permission: 'settings:manage' },
  { method: 'PATCH', path: '/v1/settings/pii', summary: 'Change PII detection settings', permission: 'settings:manage', body: piiSettingsBody },
  { method: 'GET', path: '/v1/usage/summary', summary: 'Usage and estimated cost (start_date, end_date)', permission: 'usage:read' },
  { method: 'GET', path: '/v1/usage/daily', summary: 'Usage per day (start_date, end_date)', permission: 'usage:read' },
  { method: 'GET', path: '/v1/health', summary: 'Liveness and active detectors', permission: 'none' },
  { method: 'GET', path: '/v1/openapi.json', summary: 'This document', permission: 'none' },
];

const QUERY_SCHEMA: Record<string, Record<string, unknown>> = {
  limit: { type: 'integer', minimum: 1, maximum: PAGE_LIMIT_MAX, default: PAGE_LIMIT_DEFAULT },
  after: { type: 'string', description: 'the last_id of the previous page' },
};

const ERROR = {
  type: 'object',
  properties: { error: { type: 'object', properties: { type: { type: 'string' }, message: { type: 'string' }, code: { type: 'integer' } }, required: ['type', 'message', 'code'] } },
};
const ANTHROPIC_ERROR = {
  type: 'object',
  properties: {
    type: { const: 'error' },
    error: { type: 'object', properties: { type: { type: 'string' }, message: { type: 'string' } }, required: ['type', 'message'] },
  },
};

function operation(op: Operation): Record<string, unknown> {
  const params = [
    ...[...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } })),
    ...(op.query ?? []).map((name) => ({ name, in: 'query', required: false, schema: QUERY_SCHEMA[name] ?? { type: 'string' } })),
  ];
  const ok: Record<string, unknown> = { 'application/json': { schema: { type: 'object' } } };
  if (op.stream) ok['text/event-stream'] = { schema: { type: 'string' } };
  return {
    summary: op.summary,
    ...(op.permission === 'none' ? { security: [] } : {}),
    ...(op.permission && op.permission !== 'none' ? { 'x-permission': op.permission } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: z.toJSONSchema(op.body, { io: 'input', unrepresentable: 'any' }) } } } } : {}),
    responses: { 200: { description: 'OK', content: ok }, default: { description: 'Error', content: { 'application/json': { schema: op.anthropicErrors ? ANTHROPIC_ERROR : ERROR } } } },
  };
}

let documentJson: string | null = null;

/** Built on first use (z.toJSONSchema walks every schema once), then served as is. */
export function openApiJson(): string {
  if (documentJson) return documentJson;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) (paths[op.path] ??= {})[op.method.toLowerCase()] = operation(op);
  return (documentJson = JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'PII gateway', version: VERSION, description: 'A PII-safe LLM gateway: Polish personal data is replaced by tags before the provider and restored in the answer.' },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        apiKeyHeader: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'POST /v1/messages only' },
      },
    },
    security: [{ bearer: [] }],
    paths,
  }));
}

export const openApiRoutes: RouteDef[] = [
  { method: 'GET', pattern: '/v1/openapi.json', handler: async (ctx) => ctx.send(200, openApiJson(), 'application/json') },
];
