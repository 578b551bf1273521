// Reading a provider's JSON: parsing with a protocol error, the object test and number fallback every
// reader uses, and the usage object they build. Shared by the adapters (src/providers/adapters/) and the
// native paths (src/chat/native/), which read the same bodies.
import { UpstreamProtocolError } from '../providers/types.js';
import type { Usage } from '../types/openai.js';

/** Parse one upstream JSON payload; malformed → UpstreamProtocolError (never echoing the payload). */
export function parseJson(data: string, what: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    throw new UpstreamProtocolError(`upstream sent malformed JSON in ${what} (${data.length} bytes)`);
  }
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A finite number, or 0 (token counts a provider left out). */
export function num(v: unknown): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
}

export function makeUsage(prompt: number, completion: number, total?: number): Usage {
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: total ?? prompt + completion };
}
