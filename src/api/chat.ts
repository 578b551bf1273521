// The chat surfaces — POST /v1/chat/completions (OpenAI Chat Completions, here), POST /v1/messages
// (Anthropic Messages, messages.ts) and POST /v1/responses (OpenAI Responses, responses.ts), all on the
// one chat pipeline — and the model catalogue, GET /v1/models.
import { chatCompletionsSurface } from '../chat/surfaces/chat-completions.js';
import { runChat } from '../chat/pipeline.js';
import { validateChatRequest } from '../chat/validate.js';
import { listModelsJson } from '../providers/catalogue.js';
import type { RouteDef } from '../server/http.js';
import type { Services } from '../services.js';
import { authorize } from './guard.js';
import { messagesRoutes } from './messages.js';
import { responsesRoutes } from './responses.js';

export function chatRoutes(s: Services): RouteDef[] {
  return [
    {
      method: 'GET',
      pattern: '/v1/models',
      handler: async (ctx) => {
        await authorize(ctx, s, null);
        ctx.send(200, listModelsJson(), 'application/json');
      },
    },
    {
      method: 'POST',
      pattern: '/v1/chat/completions',
      handler: async (ctx) => {
        const principal = await authorize(ctx, s, 'chat:write');
        const request = validateChatRequest(await ctx.jsonBody(), s.config.jsonMaxDepth);
        await runChat(ctx, s, principal, request, chatCompletionsSurface);
      },
    },
    ...messagesRoutes(s),
    ...responsesRoutes(s),
  ];
}
