// A message's text in one string. Shared by the adapters that send a message as one string
// (Anthropic's system prompt, Gemini's and Cohere's turns), the scan of a message's text parts as one
// text (src/chat/joined-parts.ts), and the request translations of /v1/messages and /v1/responses.
import type { ChatMessage, ContentPart } from '../types/openai.js';

/**
 * Text of a message content: a string, or its text parts one after another, as written (OpenAI reads
 * the text parts of a message as one text); null → ''.
 */
export function contentText(content: ChatMessage['content']): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  let out = '';
  for (const part of content) if (part.type === 'text' && typeof part.text === 'string') out += part.text;
  return out;
}

/**
 * The text blocks a request translation turns into one string (an assistant turn, a tool result). Two
 * blocks that meet without whitespace get a newline between them rather than being glued together:
 * blocks are separate pieces, and two that each hold a PESEL would otherwise become one longer number
 * that detection does not read as one.
 */
export function joinedText(parts: readonly ContentPart[]): string {
  let out = '';
  for (const p of parts) {
    if (p.type !== 'text' || typeof p.text !== 'string' || p.text === '') continue;
    if (out !== '' && !/\s$/.test(out) && !/^\s/.test(p.text)) out += '\n';
    out += p.text;
  }
  return out;
}
