// POST /v1/responses: the OpenAI Responses API surface of the chat pipeline, stateless, for every
// catalogue model (each provider's adapter translates).
import { runChat } from '../chat/pipeline.js';
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
        await runChat(ctx, s, principal, toChatRequest(request), responsesSurface(request));
      },
    },
  ];
}
