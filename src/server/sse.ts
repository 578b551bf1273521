// Server-Sent Events framing of the gateway's own streamed answers (the parser of upstream streams
// is src/providers/sse.ts).

export const SSE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache',
  Connection: 'keep-alive',
};

/** `data: <payload>\n\n`, with `event: <name>` first when given; a payload with line breaks becomes several data lines. */
export function encodeSse(data: string, event?: string): string {
  const head = event === undefined ? '' : `event: ${event}\n`;
  if (data.indexOf('\n') === -1 && data.indexOf('\r') === -1) return `${head}data: ${data}\n\n`;
  return `${head}${data.split(/\r\n|\r|\n/).map((l) => `data: ${l}\n`).join('')}\n`;
}

/** The OpenAI stream terminator. */
export const SSE_DONE = 'data: [DONE]\n\n';
