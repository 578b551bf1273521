// Text blocks that a request translation turns into one string (an assistant turn, a tool result).
import type { ContentPart } from '../../types/openai.js';

/**
 * The text parts of `parts` in one string. Two blocks that meet without whitespace get a newline
 * between them rather than being glued together: two blocks that each hold a PESEL would otherwise
 * become one longer number that detection does not read as one, and a value split over two blocks
 * would become whole again after each half was scanned.
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
