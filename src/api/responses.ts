// POST /v1/responses: the OpenAI Responses API surface of the chat pipeline, stateless, for every
// catalogue model: OpenAI's natively (the body as written, to OpenAI's /v1/responses, store: false),
// every other provider translated by its adapter.
import { runChat } from '../chat/pipeline.js';
import { responsesNative } from '../chat/native/responses.js';
import { responsesSurface } from '../chat/surfaces/responses.js';
import { toChatRequest, validateResponsesRequest } from '../chat/surfaces/responses-request.js';
import type { RouteDef } from '../server/http.js';
import type { Services } from '../services.js';
import { authorize } from './guard.js';

export function responsesRoutes(s: Services): RouteDef[] {
  return [
    {
      method: 'POST',
      pattern: '/v1/responses',
      handler: async (ctx) => {
        const principal = await authorize(ctx, s, 'chat:write');
        const request = validateResponsesRequest(await ctx.jsonBody(), s.config.jsonMaxDepth);
        // Returned, not awaited: this frame would keep the client's request for the life of a stream.
        return runChat(ctx, s, principal, toChatRequest(request), responsesSurface(request), responsesNative(request));
      },
    },
  ];
}
