// POST /v1/messages: the Anthropic Messages API surface of the chat pipeline, for every catalogue
// model (Claude and every other provider, translated). The service key is accepted as `x-api-key`
// (what Anthropic clients send) as well as `Authorization: Bearer`; `anthropic-version` is accepted
// and not needed.
import { runChat } from '../chat/pipeline.js';
import { anthropicSurface } from '../chat/surfaces/anthropic-messages.js';
import { toChatRequest, validateMessagesRequest } from '../chat/surfaces/anthropic-request.js';
import type { RequestContext, RouteDef } from '../server/http.js';
import type { Services } from '../services.js';
import { authorize } from './guard.js';

export function messagesRoutes(s: Services): RouteDef[] {
  return [
    {
      method: 'POST',
      pattern: '/v1/messages',
      handler: async (ctx) => {
        acceptApiKeyHeader(ctx);
        const principal = await authorize(ctx, s, 'chat:write');
        const request = validateMessagesRequest(await ctx.jsonBody(), s.config.jsonMaxDepth);
        await runChat(ctx, s, principal, toChatRequest(request), anthropicSurface(request.model));
      },
    },
  ];
}

/** Anthropic clients send the key as `x-api-key`; a Bearer header, when present, wins. */
function acceptApiKeyHeader(ctx: RequestContext): void {
  const key = ctx.headers['x-api-key'];
  if (key && !ctx.headers.authorization) ctx.headers.authorization = `Bearer ${key}`;
}
