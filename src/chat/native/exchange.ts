// The native exchange: a NativeCall (per format) plugged into the pipeline. Anonymization uses the
// same detection pass as the translated path (scanTexts: one pool task, one mapping); the request goes
// through Provider.native(), so stored-key failover, timeouts and typed upstream errors are the same.
import { piiInstruction, scanTexts, type AnonymizedRequest, type PiiEngine } from '../anonymize-request.js';
import type { Exchange, StreamWriter } from '../exchange.js';
import type { Mapping } from '../../pii/types.js';
import { parseJson } from '../../wire/json.js';
import type { Provider } from '../../providers/provider-client.js';
import type { CancelSignal } from '../../providers/cancel.js';
import { SseParser } from '../../providers/sse.js';
import { UpstreamProtocolError, type ModelInfo, type SseEvent } from '../../providers/types.js';
import type { ApiError } from '../../server/errors.js';
import type { PiiSettings } from '../../store/pii-settings.js';
import type { Usage } from '../../types/openai.js';
import type { RequestWalk } from '../request-walk.js';
import type { Body, NativeCall, NativeEvents } from './call.js';

export function nativeExchange(nativeCall: NativeCall, model: ModelInfo): Exchange {
  // Let go of by release(): the call holds the client's request (a stream lives for minutes).
  let call: NativeCall | null = nativeCall;
  let walk: RequestWalk | null = nativeCall.walk();
  let body: Body | null = null;
  const released = () => new Error('the exchange was released');
  const send = (provider: Provider, signal: CancelSignal | undefined) => {
    if (!call) throw released();
    if (!provider.native || !body) throw new Error('native exchange without a native provider or an anonymized body');
    const c = call;
    const anonymized = body;
    return provider.native({ signal, build: (apiKey, baseUrl) => c.upstream(anonymized, model, apiKey, baseUrl) });
  };
  return {
    chars: walk.chars,
    async anonymize(settings, pool) {
      if (!call || !walk) throw released();
      const out = await anonymizeNative(call, walk, settings, pool);
      body = out.body;
      return out.anon;
    },
    async complete(provider, base) {
      const res = await send(provider, base.signal);
      if (!call) throw released();
      const answer = call.answer(parseJson(await res.text(), 'response body'), model);
      return { usage: answer.usage, rawText: answer.rawText, body: answer.restore };
    },
    async stream(provider, base) {
      const res = await send(provider, base.signal);
      let events: NativeEvents | null = null;
      return {
        batches: eventBatches(res.chunks(), res.maxEventBytes, () => events),
        dispose: () => res.dispose(),
        writer: (mapping: Mapping | null) => {
          if (!call) throw released();
          const e = call.events(mapping, model);
          events = e;
          return new NativeWriter(e);
        },
      };
    },
    release() {
      call = null;
      walk = body = null;
    },
  };
}

/** A native stream's writer. A class, so `usage` is a getter on the prototype: a getter in an object literal
 * made per stream is defined through an old-generation accessor pair that keeps the stream's state alive
 * past young-generation GCs (see ExchangeResponse in src/providers/upstream-client.ts). */
class NativeWriter implements StreamWriter<SseEvent[]> {
  constructor(private readonly events: NativeEvents) {}

  encode(batch: SseEvent[]): { text: string; token: boolean } {
    return this.events.push(batch);
  }

  get usage(): Usage | null {
    return this.events.usage;
  }

  end(failure: ApiError | null): string {
    return this.events.end(failure);
  }
}

async function anonymizeNative(call: NativeCall, walk: RequestWalk, settings: PiiSettings, pool: PiiEngine): Promise<{ body: Body; anon: AnonymizedRequest }> {
  const body = walk.body as Body;
  const none = () => ({ body, anon: { request: call.display(body), mapping: {}, counts: {}, art9: [], durationMs: 0 } });
  if (!settings.enabled) return none();
  const scan = await scanTexts(walk.texts, settings, pool);
  walk.protect();
  if (!scan) return none();
  walk.apply(scan.texts, scan);
  const instruction = piiInstruction(scan, settings);
  if (instruction) call.instruct(body, instruction);
  const { texts: _texts, ...rest } = scan;
  return { body, anon: { request: call.display(body), ...rest } };
}

/**
 * Upstream SSE events, one batch per network read. After each batch the writer is asked whether the
 * upstream sent an error event; at the end, whether it said the answer was complete. An error, or
 * return() (leaving a loop early), closes `body`.
 */
function eventBatches(
  body: AsyncIterable<Uint8Array>, maxEventBytes: number, events: () => NativeEvents | null,
): AsyncIterableIterator<SseEvent[]> {
  return new EventBatches(body[Symbol.asyncIterator](), new SseParser(maxEventBytes), events);
}

const DONE: IteratorReturnResult<undefined> = Object.freeze({ done: true, value: undefined });

/**
 * An iterator rather than an async generator: a stream waits for its next read for most of its life, and a
 * generator suspended there keeps its last read and its last batch among its registers; each next() here is
 * a new call, whose frame holds nothing from the read before.
 */
class EventBatches implements AsyncIterableIterator<SseEvent[]> {
  /** reading: batches per read; tail: the body ended (its last events were handed out); ended: nothing more. */
  private state: 'reading' | 'tail' | 'ended' = 'reading';
  /** A batch was handed out: the next call first asks whether it carried an error event. */
  private handedOut = false;

  constructor(
    private readonly reads: AsyncIterator<Uint8Array>,
    private readonly parser: SseParser,
    private readonly events: () => NativeEvents | null,
  ) {}

  [Symbol.asyncIterator](): this {
    return this;
  }

  async next(): Promise<IteratorResult<SseEvent[], undefined>> {
    if (this.state === 'ended') return DONE;
    try {
      if (this.handedOut) {
        this.handedOut = false;
        const failed = this.events()?.failed;
        if (failed) throw new UpstreamProtocolError(`upstream error: ${failed}`);
      }
      if (this.state === 'reading') {
        for (;;) {
          const read = await this.reads.next();
          if (read.done) break;
          const batch = this.parser.push(read.value);
          if (batch.length > 0) return this.handOut(batch);
        }
        this.state = 'tail';
        const tail = this.parser.end();
        if (tail.length > 0) return this.handOut(tail);
      }
      this.state = 'ended';
      if (!this.events()?.complete) throw new UpstreamProtocolError('upstream stream ended before the response was complete');
      return DONE;
    } catch (err) {
      await this.close();
      throw err;
    }
  }

  async return(): Promise<IteratorResult<SseEvent[], undefined>> {
    await this.close();
    return DONE;
  }

  private handOut(batch: SseEvent[]): IteratorResult<SseEvent[], undefined> {
    this.handedOut = true;
    return { done: false, value: batch };
  }

  private async close(): Promise<void> {
    const open = this.state === 'reading';
    this.state = 'ended';
    if (open) await this.reads.return?.();
  }
}
