// POST /v1/messages (and /v1/messages/count_tokens): the Anthropic Messages API surface of the chat
// pipeline, for every catalogue model: Claude natively (the body as written, to Anthropic's
// /v1/messages), every other provider translated. The service key is accepted as `x-api-key` (what
// Anthropic clients send) as well as `Authorization: Bearer`; `anthropic-version` is accepted and not
// needed (forwarded to Anthropic with `anthropic-beta` when well-formed). Errors are answered in
// Anthropic's format, with the same statuses as elsewhere.
import { runChat } from '../chat/pipeline.js';
import { requestChars } from '../chat/validate.js';
import { requireModel } from '../providers/catalogue.js';
import { estimateTokens } from '../providers/mock-provider.js';
import { anthropicNative } from '../chat/native/anthropic.js';
import { anthropicSurface } from '../chat/surfaces/anthropic-messages.js';
import { toChatRequest, validateMessagesRequest } from '../chat/surfaces/anthropic-request.js';
import { anthropicErrorJson } from '../server/errors.js';
import type { RequestContext, RouteDef } from '../server/http.js';
import type { Services } from '../services.js';
import { authorize } from './guard.js';

export function messagesRoutes(s: Services): RouteDef[] {
  return [
    {
      method: 'POST',
      pattern: '/v1/messages',
      handler: async (ctx) => {
        ctx.errorJson = anthropicErrorJson;
        acceptApiKeyHeader(ctx);
        const principal = await authorize(ctx, s, 'chat:write');
        const request = validateMessagesRequest(await ctx.jsonBody(), s.config.jsonMaxDepth);
        const native = anthropicNative(request, { version: ctx.headers['anthropic-version'], beta: ctx.headers['anthropic-beta'] });
        // Returned, not awaited: this frame would keep the client's request for the life of a stream.
        return runChat(ctx, s, principal, toChatRequest(request), anthropicSurface(request.model), native);
      },
    },
    {
      // Claude Code asks for token counts; the gateway estimates them (4 characters a token, as the
      // mock provider does) rather than sending the unanonymized text to a provider to count.
      method: 'POST',
      pattern: '/v1/messages/count_tokens',
      handler: async (ctx) => {
        ctx.errorJson = anthropicErrorJson;
        acceptApiKeyHeader(ctx);
        await authorize(ctx, s, 'chat:write');
        const request = toChatRequest(validateMessagesRequest(await ctx.jsonBody(), s.config.jsonMaxDepth, true));
        requireModel(request.model);
        ctx.json(200, { input_tokens: estimateTokens(requestChars(request)) });
      },
    },
  ];
}

/** Anthropic clients send the key as `x-api-key`; a Bearer header, when present, wins. */
function acceptApiKeyHeader(ctx: RequestContext): void {
  const key = ctx.headers['x-api-key'];
  if (key && !ctx.headers.authorization) ctx.headers.authorization = `Bearer ${key}`;
}
