// Native pass-through: a surface whose model's provider speaks the surface's own wire format
// (Claude on /v1/messages, OpenAI models on /v1/responses) is sent there as the client wrote it, so
// fields without an OpenAI Chat Completions equivalent survive. A NativeCall is the per-format part:
// which texts the request carries, how the anonymized copy is finished, the upstream HTTP request, and
// how the answer (a JSON body or SSE events) is restored. The pipeline does everything else.
// "As the client wrote it" means through the format's schema (request-walk.ts): texts anonymized,
// identifiers and attachments checked, unknown fields forwarded with their strings anonymized.
import type { Mapping } from '../../pii/types.js';
import { restoreText } from '../../pii/restore.js';
import { isObject, parseJson } from '../../wire/json.js';
import { UpstreamProtocolError, type ModelInfo, type ProviderName, type SseEvent, type UpstreamCall } from '../../providers/types.js';
import type { ApiError } from '../../server/errors.js';
import type { ChatRequest, Usage } from '../../types/openai.js';
import type { RequestWalk } from '../request-walk.js';

export type Body = Record<string, any>;

export interface NativeCall {
  /** The provider that speaks this format; other models take the translated path. */
  readonly provider: ProviderName;
  /** The client's body walked with the format's schema: the copy for the provider and every text in it. */
  walk(): RequestWalk;
  /** On the anonymized copy: the PII instruction (piiInstruction) in front of the system prompt or instructions. */
  instruct(body: Body, instruction: string): void;
  /** The anonymized request in OpenAI form: what X-Anonymization-Info shows, as on the translated path. */
  display(body: Body): ChatRequest;
  /** The upstream HTTP request for the anonymized copy. */
  upstream(body: Body, model: ModelInfo, apiKey: string, baseUrl: string): UpstreamCall;
  /** A non-streaming answer (parsed JSON). */
  answer(json: unknown, model: ModelInfo): NativeAnswer;
  /** Restores a streamed answer event by event (mapping null: nothing to restore). */
  events(mapping: Mapping | null, model: ModelInfo): NativeEvents;
}

export interface NativeAnswer {
  usage: Usage | null;
  /** The answer's text as the provider wrote it (tags in it), for X-Anonymization-Info. */
  rawText(): string;
  /** Restores the answer in place and returns the client's body. */
  restore(mapping: Mapping): unknown;
}

export interface NativeEvents {
  /** Upstream events → the client's wire text (restored; tags split across events held back). */
  push(events: SseEvent[]): { text: string; token: boolean };
  readonly usage: Usage | null;
  /** The upstream said the answer is complete. */
  readonly complete: boolean;
  /** The upstream sent an error event (its message): the stream fails after the text before it. */
  readonly failed: string | null;
  /** What is still held back, then the error event when the stream failed. */
  end(failure: ApiError | null): string;
}

/**
 * What both native event restorers share: the loop over one upstream read (stopping at an error event)
 * and each event's JSON object and type; a subclass restores one event at a time.
 */
export abstract class EventRestorer implements NativeEvents {
  complete = false;
  failed: string | null = null;
  usage: Usage | null = null;
  /** Set by a subclass when an event carried answer text (TTFT and token telemetry). */
  protected token = false;

  push(events: SseEvent[]): { text: string; token: boolean } {
    this.token = false;
    let text = '';
    for (const e of events) {
      if (this.failed) break;
      const json = parseJson(e.data, 'stream event');
      if (!isObject(json)) throw new UpstreamProtocolError('upstream stream event is not a JSON object');
      const type = typeof json.type === 'string' ? json.type : (e.event ?? 'message');
      text += this.one(e, json, type);
    }
    return { text, token: this.token };
  }

  protected abstract one(e: SseEvent, json: Body, type: string): string;
  abstract end(failure: ApiError | null): string;
}

/** Every string inside `v` restored (objects and arrays walked in place); returns `v`. */
export function restoreDeep<T>(v: T, mapping: Mapping): T {
  if (typeof v === 'string') return restoreText(v, mapping) as T;
  if (!v || typeof v !== 'object') return v;
  for (const key of Object.keys(v)) {
    const o = v as Record<string, unknown>;
    o[key] = restoreDeep(o[key], mapping);
  }
  return v;
}
