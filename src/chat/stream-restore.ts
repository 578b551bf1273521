// Puts original values back into a stream of OpenAI chunks: one TagRestorer per choice for content
// and one per (choice, tool call) for arguments (JSON-escaped). A restorer holds back at most a
// partial tag; what it holds is flushed before the choice's finish chunk.
import { TagRestorer } from '../pii/restore.js';
import type { Mapping } from '../pii/types.js';
import type { ChatCompletion, ChatCompletionChunk } from '../types/openai.js';
import { restoreJsonString, restoreText } from '../pii/restore.js';

export class StreamRestorer {
  private readonly content = new Map<number, TagRestorer>();
  private readonly args = new Map<string, TagRestorer>();
  private template: ChatCompletionChunk | null = null;

  constructor(private readonly mapping: Mapping) {}

  /** Restores one chunk in place; may return an extra chunk (flushed text) before a finish chunk. */
  process(chunk: ChatCompletionChunk): ChatCompletionChunk[] {
    this.template ??= chunk;
    let out: ChatCompletionChunk[] | null = null;
    for (const choice of chunk.choices) {
      const d = choice.delta;
      if (typeof d.content === 'string' && d.content) {
        d.content = this.contentRestorer(choice.index).push(d.content);
      }
      if (d.tool_calls) {
        for (const tc of d.tool_calls) {
          if (tc.function?.arguments) tc.function.arguments = this.argsRestorer(choice.index, tc.index).push(tc.function.arguments);
        }
      }
      if (choice.finish_reason) {
        const flushed = this.flushChoice(choice.index);
        if (flushed) (out ??= []).push(flushed);
      }
    }
    if (!out) return [chunk];
    out.push(chunk);
    return out;
  }

  /** End of stream: anything still held back (a stream that never sent a finish reason). */
  finish(): ChatCompletionChunk[] {
    const out: ChatCompletionChunk[] = [];
    const indexes = new Set([...this.content.keys(), ...[...this.args.keys()].map((k) => Number(k.split(':')[0]))]);
    for (const i of indexes) {
      const c = this.flushChoice(i);
      if (c) out.push(c);
    }
    return out;
  }

  private flushChoice(index: number): ChatCompletionChunk | null {
    const content = this.content.get(index)?.flush() ?? '';
    this.content.delete(index);
    const toolCalls: Array<{ index: number; function: { arguments: string } }> = [];
    for (const [key, r] of this.args) {
      const [c, t] = key.split(':').map(Number);
      if (c !== index) continue;
      const rest = r.flush();
      if (rest) toolCalls.push({ index: t, function: { arguments: rest } });
      this.args.delete(key);
    }
    if (!content && toolCalls.length === 0) return null;
    const t = this.template!;
    return {
      id: t.id,
      object: 'chat.completion.chunk',
      created: t.created,
      model: t.model,
      choices: [{ index, delta: { ...(content ? { content } : {}), ...(toolCalls.length ? { tool_calls: toolCalls } : {}) }, finish_reason: null }],
    };
  }

  private contentRestorer(index: number): TagRestorer {
    let r = this.content.get(index);
    if (!r) this.content.set(index, (r = new TagRestorer(this.mapping)));
    return r;
  }

  private argsRestorer(choice: number, tool: number): TagRestorer {
    const key = `${choice}:${tool}`;
    let r = this.args.get(key);
    if (!r) this.args.set(key, (r = new TagRestorer(this.mapping, { json: true })));
    return r;
  }
}

/** Non-streaming: restores every choice's content and tool-call arguments in place. */
export function restoreCompletion(completion: ChatCompletion, mapping: Mapping): void {
  for (const choice of completion.choices) {
    const m = choice.message;
    if (typeof m.content === 'string') m.content = restoreText(m.content, mapping);
    for (const tc of m.tool_calls ?? []) tc.function.arguments = restoreJsonString(tc.function.arguments, mapping);
  }
}
