// The chat surfaces — POST /v1/chat/completions (OpenAI Chat Completions, here), POST /v1/messages
// (Anthropic Messages, messages.ts) and POST /v1/responses (OpenAI Responses, responses.ts), all on the
// one chat pipeline — the model catalogue, GET /v1/models and /v1/models/{id}, and the API reference, GET /v1/openapi.json.
import { chatCompletionsSurface } from '../chat/surfaces/chat-completions.js';
import { runChat } from '../chat/pipeline.js';
import { validateChatRequest } from '../chat/validate.js';
import { listModelsJson, modelEntry } from '../providers/catalogue.js';
import { notFound } from '../server/errors.js';
import type { RequestContext, RouteDef } from '../server/http.js';
import type { Services } from '../services.js';
import { authorize } from './guard.js';
import { messagesRoutes } from './messages.js';
import { openApiRoutes } from './openapi.js';
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
    // Ids with a provider prefix arrive as one encoded segment (the SDKs encode '/') or as two.
    { method: 'GET', pattern: '/v1/models/:id', handler: (ctx) => retrieveModel(ctx, s, ctx.params[0]) },
    { method: 'GET', pattern: '/v1/models/:provider/:name', handler: (ctx) => retrieveModel(ctx, s, `${ctx.params[0]}/${ctx.params[1]}`) },
    {
      method: 'POST',
      pattern: '/v1/chat/completions',
      handler: async (ctx) => {
        const principal = await authorize(ctx, s, 'chat:write');
        const request = validateChatRequest(await ctx.jsonBody(), s.config.jsonMaxDepth);
        // Returned, not awaited: this frame would keep the client's request for the life of a stream.
        return runChat(ctx, s, principal, request, chatCompletionsSurface);
      },
    },
    ...messagesRoutes(s),
    ...responsesRoutes(s),
    ...openApiRoutes,
  ];
}

async function retrieveModel(ctx: RequestContext, s: Services, id: string): Promise<void> {
  await authorize(ctx, s, null);
  const entry = modelEntry(id);
  if (!entry) throw notFound('model'); // the id is not repeated: it is the client's text
  ctx.json(200, entry);
}
