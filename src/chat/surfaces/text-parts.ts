// Text blocks that a request translation turns into one string (an assistant turn, a tool result).
import type { ContentPart } from '../../types/openai.js';

/**
 * The text parts of `parts`, one per line. Never glued together: two blocks that each hold a
 * PESEL would otherwise become one longer number that detection no longer reads as one, and a
 * value split over two blocks would be joined into clear text after each half was scanned.
 */
export function joinedText(parts: readonly ContentPart[]): string {
  const texts: string[] = [];
  for (const p of parts) if (p.type === 'text' && typeof p.text === 'string') texts.push(p.text);
  return texts.join('\n');
}
