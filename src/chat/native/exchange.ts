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
 * upstream sent an error event; at the end, whether it said the answer was complete.
 */
async function* eventBatches(
  body: AsyncIterable<Uint8Array>, maxEventBytes: number, events: () => NativeEvents | null,
): AsyncGenerator<SseEvent[]> {
  const parser = new SseParser(maxEventBytes);
  const check = () => {
    const failed = events()?.failed;
    if (failed) throw new UpstreamProtocolError(`upstream error: ${failed}`);
  };
  for await (const bytes of body) {
    const batch = parser.push(bytes);
    if (batch.length === 0) continue;
    yield batch;
    check();
  }
  const tail = parser.end();
  if (tail.length) {
    yield tail;
    check();
  }
  if (!events()?.complete) throw new UpstreamProtocolError('upstream stream ended before the response was complete');
}
