// X-Anonymization-Info: base64 of one JSON object holding two views of a request (README, "Quick
// start"): the raw_prompt/pii_warnings debug view and the entities_found/mapping summary. Never an
// original value: the mapping shows masked values (first character + ***). Kept under 8 KiB by
// shortening the long fields and adding "truncated": true. The console's "Sent to provider" view
// gets the same object with a far larger cap as an SSE comment in the stream (see pipeline.ts).
import { maskMapping } from '../pii/mask.js';
import type { Art9Category, EntityType, Mapping } from '../pii/types.js';
import type { ChatMessage } from '../types/openai.js';

const MAX_HEADER_BYTES = 8 * 1024;
/** The console's copy travels in the response body, where no proxy limits its size. */
export const CONSOLE_INFO_BYTES = 256 * 1024;

export interface AnonymizationInfoInput {
  anonymizedMessages: ChatMessage[];
  mapping: Mapping;
  counts: Partial<Record<EntityType, number>>;
  art9: Art9Category[];
  rawLlmResponse?: string;
}

function rawPrompt(messages: ChatMessage[]): string {
  return messages
    .map((m) => {
      const text =
        typeof m.content === 'string'
          ? m.content
          : Array.isArray(m.content)
            ? m.content.map((p) => (p.type === 'text' ? (p as { text: string }).text : `[${p.type}]`)).join(' ')
            : '';
      return `${m.role}: ${text}`;
    })
    .join('\n');
}

export function buildAnonymizationInfo(input: AnonymizationInfoInput, maxBytes = MAX_HEADER_BYTES): string {
  const entityTypes = Object.keys(input.counts).filter((t) => (input.counts[t as EntityType] ?? 0) > 0).sort();
  const mapping = maskMapping(input.mapping);
  const info: Record<string, unknown> = {
    raw_prompt: rawPrompt(input.anonymizedMessages),
    pii_warnings: { art9_detected: input.art9.length > 0, types_found: input.art9 },
    anonymized_messages: input.anonymizedMessages,
    ...(input.rawLlmResponse !== undefined ? { raw_llm_response: input.rawLlmResponse } : {}),
    entities_found: Object.values(input.counts).reduce((a, b) => a + (b ?? 0), 0),
    entity_types: entityTypes,
    mapping,
  };
  let encoded = encode(info);
  if (encoded.length <= maxBytes) return encoded;
  // Too big: drop the bulky copies first, then shorten the prompt until it fits.
  info.truncated = true;
  info.anonymized_messages = [];
  if (typeof info.raw_llm_response === 'string') info.raw_llm_response = (info.raw_llm_response as string).slice(0, 512);
  let budget = Math.floor(maxBytes / 2);
  const fullPrompt = info.raw_prompt as string;
  for (;;) {
    info.raw_prompt = fullPrompt.slice(0, budget);
    encoded = encode(info);
    if (encoded.length <= maxBytes || budget === 0) break;
    budget = Math.floor(budget / 2);
  }
  if (encoded.length > maxBytes) {
    // A huge mapping: keep the count and types, drop the per-tag listing.
    info.mapping = {};
    encoded = encode(info);
  }
  return encoded;
}

function encode(obj: unknown): string {
  return Buffer.from(JSON.stringify(obj), 'utf8').toString('base64');
}
