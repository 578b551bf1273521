// A function tool in chat form, as both request translators (Messages, Responses) write one.
import type { ChatRequest } from '../../types/openai.js';

type ChatTool = NonNullable<ChatRequest['tools']>[number];

/** Parameters default to an empty object schema: chat providers require one. */
export function functionTool(name: string, description?: string | null, parameters?: Record<string, unknown> | null): ChatTool {
  return {
    type: 'function',
    function: { name, ...(description ? { description } : {}), parameters: parameters ?? { type: 'object', properties: {} } },
  };
}
