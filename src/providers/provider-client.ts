// One interface for everything that answers a chat request: a provider reached over HTTP with a stored
// key, or the built-in mock. complete() and stream() hide the wire adapter, the transport and the
// stream translation; callers see OpenAI completions and chunk batches, and typed failures:
//   UpstreamRequestError    the request cannot be expressed in the provider's format (→ 400)
//   UpstreamStatusError     the provider answered with status >= 400
//   UpstreamTimeoutError / UpstreamConnectionError / UpstreamAbortedError  transport (upstream-client.ts)
//   UpstreamProtocolError   the answer was malformed or ended early
// native() is the pass-through door: the caller builds the request in the provider's own format
// (src/chat/native/) and reads the answer itself; status and transport failures are typed the same.
import type { ChatCompletion, ChatRequest } from '../types/openai.js';
import type { StreamItem } from './content-frame.js';
import { redactKnown } from '../secrets/mask-secrets.js';
import { adapterFor } from './adapters/index.js';
import { translateStream } from './translate-stream.js';
import { UpstreamProtocolError, type Adapter, type ModelInfo, type ProviderName, type UpstreamCall } from './types.js';
import type { CancelSignal } from './cancel.js';
import { sendUpstream, type UpstreamOptions, type UpstreamResponse } from './upstream-client.js';
import { UpstreamStatusError, type UsedKey } from './upstream-errors.js';

/** One call: the (already anonymized) request, its catalogue model, and a signal that cancels it. */
export interface ProviderCall {
  request: ChatRequest;
  model: ModelInfo;
  requestId: string;
  signal?: CancelSignal;
}

/** The answer of a streamed call: one batch of OpenAI chunks per upstream read (a plain text event of an
 * OpenAI-format stream as a FramedEvent: itemChunk() makes it a chunk). */
export interface ChunkStream extends AsyncIterable<StreamItem[]> {
  /** Stop reading and release the connection (the caller left the loop for good). */
  dispose(): void;
}

/** A request in the provider's own wire format; `build` gets the key and base URL of the try. */
export interface NativeProviderCall {
  build(apiKey: string, baseUrl: string): UpstreamCall;
  signal?: CancelSignal;
}

export interface Provider {
  /** Metrics label: the provider's name, or `mock`. */
  readonly label: ProviderName | 'mock';
  /** Reached over the network: upstream metrics and cost apply (false for the mock). */
  readonly upstream: boolean;
  /** The stored key it sends, when it sends one (named in errors by id, masked out of upstream text). */
  readonly key: UsedKey | null;
  complete(call: ProviderCall): Promise<ChatCompletion>;
  /** Resolves once the provider accepted the call (2xx headers); the chunks follow. */
  stream(call: ProviderCall): Promise<ChunkStream>;
  /** Native pass-through (absent on the mock): resolves once the provider accepted (2xx headers). */
  native?(call: NativeProviderCall): Promise<UpstreamResponse>;
}

/** A stream's batches and its response (a class: a stream keeps it for its life, closures cost more). */
class UpstreamChunkStream implements ChunkStream {
  constructor(private readonly batches: AsyncIterableIterator<StreamItem[]>, private readonly res: UpstreamResponse) {}

  [Symbol.asyncIterator](): AsyncIterator<StreamItem[]> {
    return this.batches;
  }

  dispose(): void {
    this.res.dispose();
  }
}

/** Per-call timeouts and size caps (config.upstream). */
export type Timeouts = Required<Pick<UpstreamOptions, 'connectTimeoutMs' | 'firstByteTimeoutMs' | 'idleTimeoutMs' | 'maxBodyBytes' | 'maxEventBytes'>>;

/** A provider reached over HTTP with one of the account's stored keys. */
export class UpstreamProvider implements Provider {
  readonly upstream = true;
  readonly label: ProviderName;
  private readonly adapter: Adapter;

  constructor(provider: ProviderName, readonly key: UsedKey, private readonly baseUrl: string, private readonly timeouts: Timeouts) {
    this.label = provider;
    this.adapter = adapterFor(provider);
  }

  async complete(call: ProviderCall): Promise<ChatCompletion> {
    const res = await this.send(call, false);
    let body: unknown;
    try {
      body = JSON.parse(await res.text());
    } catch (err) {
      if (err instanceof SyntaxError) throw new UpstreamProtocolError(err.message);
      throw err;
    }
    return this.adapter.parseResponse(body, call.model, call.requestId);
  }

  async stream(call: ProviderCall): Promise<ChunkStream> {
    const res = await this.send(call, true);
    const translator = this.adapter.createStreamTranslator(call.model, call.requestId);
    return new UpstreamChunkStream(translateStream(res.chunks(), translator, res.maxEventBytes), res);
  }

  native(call: NativeProviderCall): Promise<UpstreamResponse> {
    return this.sendHttp(call.build(this.key.apiKey, this.baseUrl), call.signal);
  }

  private send(call: ProviderCall, stream: boolean): Promise<UpstreamResponse> {
    return this.sendHttp(this.adapter.buildRequest(call.request, call.model, this.key.apiKey, this.baseUrl, stream), call.signal);
  }

  /** Sends the call; a status >= 400 becomes an UpstreamStatusError carrying the provider's message. */
  private async sendHttp(http: UpstreamCall, signal: CancelSignal | undefined): Promise<UpstreamResponse> {
    const res = await sendUpstream(http, { signal, ...this.timeouts });
    if (res.status < 400) return res;
    let text = '';
    try {
      text = await res.text(64 * 1024);
    } catch {
      // the status is what matters; the body is only for the message
    }
    const detail = this.adapter.errorMessage(res.status, redactKnown(text, [this.key.apiKey]));
    throw new UpstreamStatusError(this.label, res.status, detail, res.headers['retry-after']);
  }
}
