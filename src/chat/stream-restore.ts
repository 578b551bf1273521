// Puts original values back into a stream of OpenAI chunks: one TagRestorer per (choice, text field)
// for the answer's text fields and one per (choice, tool call) for arguments (JSON-escaped). A restorer
// holds back at most a partial tag; what it holds is flushed before the choice's finish chunk.
import { TagRestorer } from '../pii/restore.js';
import type { Mapping } from '../pii/types.js';
import type { ChatCompletion, ChatCompletionChunk } from '../types/openai.js';
import { restoreJsonString, restoreText } from '../pii/restore.js';

/**
 * The text fields of an assistant message or delta that may repeat tags: the answer itself, the
 * reasoning that DeepSeek and xAI (`reasoning_content`) and Groq (`reasoning`) stream beside it, and
 * OpenAI's `refusal`. Other providers' adapters map their text into `content`.
 */
export const TEXT_FIELDS = ['content', 'reasoning_content', 'reasoning', 'refusal'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type TextFields = Partial<Record<TextField, unknown>>;

export class StreamRestorer {
  /** Key: `${choice}:${field}`. */
  private readonly text = new Map<string, TagRestorer>();
  /** Made with the first tool call's arguments (most answers have none; a stream keeps it for its life). */
  private args: Map<string, TagRestorer> | null = null;
  /** What a flushed chunk is built with, from the first chunk (not the chunk: a stream keeps this for its life). */
  private template: Pick<ChatCompletionChunk, 'id' | 'created' | 'model'> | null = null;
  /** The restorer of the last (choice, text field) asked for: nearly every event is the same one's content,
   * and this spares building its key and looking it up per event. */
  private hot: TagRestorer | null = null;
  private hotIndex = -1;
  private hotField: TextField | null = null;

  constructor(private readonly mapping: Mapping) {}

  /** Restores one chunk in place; may return an extra chunk (flushed text) before a finish chunk. */
  process(chunk: ChatCompletionChunk): ChatCompletionChunk[] {
    this.template ??= { id: chunk.id, created: chunk.created, model: chunk.model };
    let out: ChatCompletionChunk[] | null = null;
    for (const choice of chunk.choices) {
      const d = choice.delta as typeof choice.delta & TextFields;
      for (const field of TEXT_FIELDS) {
        const v = d[field];
        if (typeof v === 'string' && v) d[field] = this.textRestorer(choice.index, field).push(v);
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

  /**
   * One choice's text field of a chunk that does not go through process() (a framed event: content only, no
   * finish reason), restored as process() would restore it; null until a chunk has gone through process()
   * (its id, created and model are what a flushed chunk is built with).
   */
  restoreText(index: number, field: TextField, text: string): string | null {
    if (!this.template) return null;
    return text ? this.textRestorer(index, field).push(text) : text;
  }

  /** End of stream: anything still held back (a stream that never sent a finish reason). */
  finish(): ChatCompletionChunk[] {
    const out: ChatCompletionChunk[] = [];
    const indexes = new Set([...this.text.keys(), ...(this.args?.keys() ?? [])].map((k) => Number(k.split(':')[0])));
    for (const i of indexes) {
      const c = this.flushChoice(i);
      if (c) out.push(c);
    }
    return out;
  }

  private flushChoice(index: number): ChatCompletionChunk | null {
    if (this.hotIndex === index) this.hot = null; // its restorers go: a later event of the choice starts anew
    const delta: Record<string, unknown> = {};
    let any = false;
    for (const field of TEXT_FIELDS) {
      const key = `${index}:${field}`;
      const r = this.text.get(key);
      if (!r) continue;
      const rest = r.flush();
      this.text.delete(key);
      if (rest) { delta[field] = rest; any = true; }
    }
    const toolCalls: Array<{ index: number; function: { arguments: string } }> = [];
    for (const [key, r] of this.args ?? []) {
      const [c, t] = key.split(':').map(Number);
      if (c !== index) continue;
      const rest = r.flush();
      if (rest) toolCalls.push({ index: t, function: { arguments: rest } });
      this.args!.delete(key);
    }
    if (toolCalls.length) { delta.tool_calls = toolCalls; any = true; }
    if (!any) return null;
    const t = this.template!;
    return {
      id: t.id,
      object: 'chat.completion.chunk',
      created: t.created,
      model: t.model,
      choices: [{ index, delta: delta as ChatCompletionChunk['choices'][number]['delta'], finish_reason: null }],
    };
  }

  private textRestorer(index: number, field: TextField): TagRestorer {
    if (this.hot !== null && this.hotIndex === index && this.hotField === field) return this.hot;
    const key = `${index}:${field}`;
    let r = this.text.get(key);
    if (!r) this.text.set(key, (r = new TagRestorer(this.mapping)));
    this.hot = r;
    this.hotIndex = index;
    this.hotField = field;
    return r;
  }

  private argsRestorer(choice: number, tool: number): TagRestorer {
    const key = `${choice}:${tool}`;
    this.args ??= new Map();
    let r = this.args.get(key);
    if (!r) this.args.set(key, (r = new TagRestorer(this.mapping, { json: true })));
    return r;
  }
}

/** Non-streaming: restores every choice's content and tool-call arguments in place. */
export function restoreCompletion(completion: ChatCompletion, mapping: Mapping): void {
  for (const choice of completion.choices) {
    const m = choice.message as typeof choice.message & TextFields;
    for (const field of TEXT_FIELDS) {
      const v = m[field];
      if (typeof v === 'string') m[field] = restoreText(v, mapping);
    }
    for (const tc of m.tool_calls ?? []) tc.function.arguments = restoreJsonString(tc.function.arguments, mapping);
  }
}
