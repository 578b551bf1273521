// The one chat pipeline behind every API surface: admit → anonymize → provider → restore → account.
// A surface (Chat Completions, Messages, Responses) validates its own body into an OpenAI
// ChatRequest and says how a restored answer is written (Surface); a surface whose model's provider
// speaks the surface's own format also hands a NativeCall, and the request then goes there natively.
// What depends on the wire format is an Exchange (exchange.ts); everything between is here.
import { buildAnonymizationInfo, CONSOLE_INFO_BYTES } from './anonymization-info.js';
import type { AnonymizedRequest, PiiEngine } from './anonymize-request.js';
import { UsageAccount } from './accounting.js';
import { translatedExchange, type AnswerStream, type Exchange, type StreamWriter, type Surface } from './exchange.js';
import type { NativeCall } from './native/call.js';
import { nativeExchange } from './native/exchange.js';
import type { InFlightChats, KeyChats } from './in-flight.js';
import { ChatTelemetry } from './telemetry.js';
import type { Config } from '../config.js';
import type { PlanRules } from '../limits/plan-rules.js';
import type { Mapping } from '../pii/types.js';
import { requireModel } from '../providers/catalogue.js';
import { CancelToken } from '../providers/cancel.js';
import { mockProvider } from '../providers/mock-provider.js';
import { isConsolePrincipal } from '../auth/console-session.js';
import { FailoverProvider, type FailoverEvents, type FailoverReason } from '../providers/key-failover.js';
import { UpstreamProvider, type Provider } from '../providers/provider-client.js';
import type { ModelInfo } from '../providers/types.js';
import { ClientClosedError, clientError, failureClass, type UsedKey } from '../providers/upstream-errors.js';
import { ApiError, badRequest } from '../server/errors.js';
import type { RequestContext } from '../server/http.js';
import { SSE_HEADERS } from '../server/sse.js';
import type { AccountCache } from '../store/account-cache.js';
import type { KeyPrincipal } from '../store/api-keys.js';
import type { AuditEvent } from '../store/audit.js';
import type { Batcher } from '../store/batcher.js';
import type { UsageRecord } from '../store/usage.js';
import type { ChatRequest } from '../types/openai.js';

/** The request's tag → value mapping lives here (memory only, 60 s TTL) and restoration reads it from here. */
export interface MappingHome {
  set(requestId: string, mapping: Mapping): void;
  get(requestId: string): Mapping | undefined;
  touch(requestId: string): void;
  delete(requestId: string): void;
}

/** The narrow set of services the pipeline uses (Services satisfies it). */
export interface ChatDeps {
  config: Pick<Config, 'upstream' | 'providerBaseUrls'>;
  accounts: Pick<AccountCache, 'providerKeys' | 'settings'>;
  planRules: Pick<PlanRules, 'checkModel' | 'checkChars' | 'admit'>;
  piiPool: PiiEngine;
  mappings: MappingHome;
  /** Ends the request when its key is revoked. */
  chats: Pick<InFlightChats, 'track' | 'untrack'>;
  batches: { audit: Batcher<AuditEvent>; usage: Batcher<UsageRecord> };
}

/** One admitted request on its way through the pipeline. */
interface Turn {
  ctx: RequestContext;
  deps: ChatDeps;
  model: ModelInfo;
  provider: Provider;
  exchange: Exchange;
  anon: AnonymizedRequest;
  telemetry: ChatTelemetry;
  account: UsageAccount;
  /** The client asked for a stream. */
  streamed: boolean;
  showRaw: boolean;
  /** The console's playground asked: the whole anonymization info goes into the stream as well. */
  consoleView: boolean;
  /** Where the request is tracked for revocation (InFlightChats); untracked when the turn ends. */
  tracked: KeyChats | null;
}

/**
 * `request` is the surface's request in OpenAI form (plan checks, and the translated path); `native`,
 * when given, is taken instead when the model's provider speaks it and a stored key answers (the
 * built-in mock answers through translation). A handler should return this promise rather than await it:
 * its suspended frame would keep the client's request for as long as a stream lasts.
 */
export async function runChat(
  ctx: RequestContext, deps: ChatDeps, principal: KeyPrincipal, request: ChatRequest, surface: Surface, native?: NativeCall,
): Promise<void> {
  const tracked = deps.chats.track(ctx);
  // Not awaited here: the answer (a stream's minutes) runs in frames that hold the turn, not the request.
  // Untracked at the turn's end (endTurn), or here when it was not admitted: no promise per request waits
  // for the whole answer only to untrack it.
  return admitTurn(ctx, deps, principal, request, surface, native).then(
    (turn) => {
      turn.tracked = tracked;
      return answerTurn(turn);
    },
    (err: unknown) => {
      deps.chats.untrack(ctx, tracked);
      throw err;
    },
  );
}

/** Everything before the provider is called: model, plan, provider keys, admission and anonymization. */
async function admitTurn(
  ctx: RequestContext, deps: ChatDeps, principal: KeyPrincipal, request: ChatRequest, surface: Surface, native?: NativeCall,
): Promise<Turn> {
  const telemetry = new ChatTelemetry(ctx);
  const model = requireModel(request.model);
  const streamed = request.stream === true;
  telemetry.model(model, streamed);
  deps.planRules.checkModel(principal.plan, model);
  const provider = await providerFor(deps, principal, model, telemetry);
  const goesNative = native !== undefined && native.provider === model.provider && provider.native !== undefined;
  telemetry.wire(goesNative);
  // The exchange assembles the body for the provider; every text in it counts toward the plan's limit.
  const exchange = goesNative ? nativeExchange(native, model) : translatedExchange(request, surface);
  deps.planRules.checkChars(principal.plan, exchange.chars);
  await deps.planRules.admit(principal.accountId, principal.plan, ctx);
  const anon = await anonymize(ctx, deps, principal, exchange, telemetry);
  const showRaw = (ctx.headers['x-show-raw-prompt'] ?? '').toLowerCase() === 'true';
  return {
    ctx, deps, model, provider, exchange, anon, telemetry, streamed,
    account: new UsageAccount(deps.batches.usage, principal.accountId, model, provider, anon.counts, telemetry),
    showRaw,
    consoleView: showRaw && isConsolePrincipal(principal),
    tracked: null,
  };
}

/**
 * Not an async function awaiting the answer: its frame, suspended for a stream's whole life, would cost the
 * stream a generator and its registers; the two callbacks share one small context.
 */
function answerTurn(turn: Turn): Promise<void> {
  return (turn.streamed ? streamAnswer(turn) : completeAnswer(turn)).then(
    () => endTurn(turn),
    (err: unknown) => {
      endTurn(turn);
      throw err;
    },
  );
}

function endTurn(turn: Turn): void {
  try {
    turn.deps.mappings.delete(turn.ctx.requestId);
    turn.account.record(null);
  } finally {
    turn.deps.chats.untrack(turn.ctx, turn.tracked);
  }
}

/**
 * The account's stored keys for the model's provider, newest first, behind failover; without one, a
 * test key gets the built-in mock. Free and Solo test keys (and the console's test mode) always get the
 * mock: those plans reach providers only through a console session. Every key sent and every key set
 * aside is in the audit trail.
 */
async function providerFor(deps: ChatDeps, principal: KeyPrincipal, model: ModelInfo, telemetry: ChatTelemetry): Promise<Provider> {
  const mockOnly = principal.kind === 'test' && (principal.plan === 'free' || principal.plan === 'solo' || isConsolePrincipal(principal));
  if (mockOnly) return mockProvider;
  const keys = await deps.accounts.providerKeys(principal.accountId, model.provider);
  if (keys.length === 0) {
    if (principal.kind === 'test') return mockProvider;
    throw badRequest(`no provider key stored for ${model.provider}; add one with POST /v1/provider-keys`);
  }
  const { upstream, providerBaseUrls } = deps.config;
  const providers = keys.map((k) => new UpstreamProvider(model.provider, k, providerBaseUrls[model.provider], upstream));
  return new FailoverProvider(model.provider, providers, new KeyAudit(deps, principal, model, telemetry), upstream.firstByteTimeoutMs);
}

/** Every key sent and every key set aside, into the audit trail (a class: a stream keeps it for its life). */
class KeyAudit implements FailoverEvents {
  constructor(
    private readonly deps: ChatDeps,
    private readonly principal: KeyPrincipal,
    private readonly model: ModelInfo,
    private readonly telemetry: ChatTelemetry,
  ) {}

  tried(key: UsedKey): void {
    this.audit('provider_key.use', key.id, {});
  }

  failed(key: UsedKey, reason: FailoverReason, status: number | null): void {
    this.telemetry.keyFailed(this.model.provider, key.id, reason);
    this.audit('provider_key.failover', key.id, { reason, ...(status ? { status } : {}) });
  }

  private audit(action: string, keyId: string, detail: Record<string, string | number>): void {
    const { principal, model } = this;
    this.deps.batches.audit.add({
      accountId: principal.accountId, actorKeyId: principal.keyId, action, targetId: keyId,
      detail: { provider: model.provider, model: model.id, ...detail }, at: new Date(),
    });
  }
}

async function anonymize(
  ctx: RequestContext, deps: ChatDeps, principal: KeyPrincipal, exchange: Exchange, telemetry: ChatTelemetry,
): Promise<AnonymizedRequest> {
  const settings = await deps.accounts.settings(principal.accountId);
  const anon = await exchange.anonymize(settings, deps.piiPool);
  telemetry.pii(anon);
  if (anon.art9.length && settings.art9_action === 'block') {
    telemetry.art9Blocked();
    throw badRequest(`request blocked: sensitive data categories (GDPR Art. 9) found: ${anon.art9.join(', ')}`);
  }
  if (hasTags(anon.mapping)) {
    deps.mappings.set(ctx.requestId, anon.mapping);
    ctx.onAbort(() => deps.mappings.delete(ctx.requestId));
  }
  return anon;
}

function hasTags(mapping: Mapping): boolean {
  for (const _ in mapping) return true;
  return false;
}

/** The mapping restoration uses, read from its home; gone only when the answer outlived the TTL. */
function mappingOf(turn: Turn): Mapping {
  if (!hasTags(turn.anon.mapping)) return turn.anon.mapping;
  const mapping = turn.deps.mappings.get(turn.ctx.requestId);
  if (!mapping) throw new ApiError('provider_timeout', 'the answer came after the request\'s PII mapping expired (60 s); retry');
  return mapping;
}

function providerCall(turn: Turn) {
  const cancel = new CancelToken();
  turn.ctx.onAbort(() => cancel.abort());
  turn.telemetry.providerCalled();
  return { model: turn.model, requestId: turn.ctx.requestId, signal: cancel };
}

function anonymizationInfo(turn: Turn, mapping: Mapping, rawLlmResponse?: string, maxBytes?: number): string {
  const { anon } = turn;
  return buildAnonymizationInfo({ anonymizedMessages: anon.request.messages, mapping, counts: anon.counts, art9: anon.art9, rawLlmResponse }, maxBytes);
}

/** For the console: an SSE comment (ignored by SSE clients) with the info a header cannot carry whole. */
function consoleInfoComment(turn: Turn, mapping: Mapping): string {
  return `: x-anonymization-info ${anonymizationInfo(turn, mapping, undefined, CONSOLE_INFO_BYTES)}\n\n`;
}

function fail(turn: Turn, err: unknown): ApiError {
  return clientError(err, turn.model.provider, turn.provider.key, turn.ctx.aborted);
}

// ---------------------------------------------------------------------------------------------

async function completeAnswer(turn: Turn): Promise<void> {
  const { ctx, provider, telemetry } = turn;
  let answer;
  try {
    answer = await turn.exchange.complete(provider, providerCall(turn));
  } catch (err) {
    telemetry.providerDone(provider, failureClass(err), false);
    throw fail(turn, err);
  }
  telemetry.providerDone(provider, '2xx', true);
  const mapping = mappingOf(turn);
  const raw = turn.showRaw ? answer.rawText() : undefined;
  const body = answer.body(mapping);
  if (turn.showRaw) ctx.setHeader('X-Anonymization-Info', anonymizationInfo(turn, mapping, raw));
  turn.account.record(answer.usage);
  ctx.json(200, body);
  telemetry.answered(false);
}

/**
 * Up to the first batch; the rest runs in callbacks on the pump (streamEnded), so that no async frame of this
 * function stays suspended for the stream's life with its registers (the stream, the writer, the headers).
 */
async function streamAnswer(turn: Turn): Promise<void> {
  const { ctx, provider, telemetry } = turn;
  let stream;
  try {
    stream = await turn.exchange.stream(provider, providerCall(turn));
  } catch (err) {
    telemetry.providerDone(provider, failureClass(err), false);
    throw fail(turn, err);
  }
  telemetry.resume();
  const mapping = mappingOf(turn);
  const tagged = hasTags(mapping);
  const writer = stream.writer(tagged ? mapping : null);
  const headers: Record<string, string> = { ...SSE_HEADERS };
  if (turn.showRaw) headers['X-Anonymization-Info'] = anonymizationInfo(turn, mapping);
  ctx.startStream(200, headers);
  if (turn.consoleView) await ctx.write(consoleInfoComment(turn, mapping));
  // The request went out and whatever showed it has been written: the stream's long life keeps none of it.
  turn.exchange.release();
  turn.anon.request = RELEASED_REQUEST;
  telemetry.streamStarted();
  return pumpStream(turn, stream, writer, tagged);
}

/** One batch per upstream read: restored and written with one write; then the stream's end (streamEnded). */
function pumpStream<B>(turn: Turn, stream: AnswerStream<B>, writer: StreamWriter<B>, tagged: boolean): Promise<void> {
  const batches = stream.batches[Symbol.asyncIterator]();
  let pumped: Promise<Step>;
  try {
    pumped = new BatchPump(turn, batches, writer, tagged).run();
  } catch (err) {
    pumped = Promise.reject(err);
  }
  return pumped.then(
    (step) => streamEnded(turn, stream, batches, writer, step, null),
    (err: unknown) => streamEnded(turn, stream, batches, writer, null, err),
  );
}

/** The pump stopped (`step`) or failed (`error`, when `step` is null): the upstream closed, usage recorded, the stream ended. */
async function streamEnded<B>(
  turn: Turn, stream: AnswerStream<B>, batches: AsyncIterator<B>, writer: StreamWriter<B>, step: Step | null, error: unknown,
): Promise<void> {
  const { ctx, provider, telemetry } = turn;
  let failure: ApiError | null = null;
  let outcome = '2xx';
  try {
    if (step === null) throw error;
    if (step === 'stopped') {
      await batches.return?.(); // as leaving a for-await loop does: the upstream is closed
      if (!ctx.aborted) {
        outcome = 'aborted';
        failure = ctx.cut; // shutdown: end with the error event and the terminator
      }
    }
  } catch (err) {
    // Stop reading the upstream (as leaving a for-await loop does); a no-op when the error came from it.
    batches.return?.().catch(() => {});
    outcome = failureClass(err) ?? 'error';
    failure = fail(turn, err);
    // Cut at shutdown (the upstream call was aborted for it): the client is still there and learns why.
    if (ctx.cut) failure = ctx.cut;
  } finally {
    if (ctx.aborted || ctx.cut) stream.dispose();
  }
  if (ctx.aborted && !failure) outcome = 'aborted';
  telemetry.providerDone(provider, outcome, true);
  turn.account.record(writer.usage);
  if (ctx.aborted) return;
  if (failure instanceof ClientClosedError) failure = null;
  if (failure) telemetry.error(failure.type);
  ctx.endStream(writer.end(failure));
  telemetry.answered(true);
}

/** How the batches ended: the answer's end, or the request ended by the client or the server. */
type Step = 'end' | 'stopped';

/**
 * Reads batches and writes them until the answer ends or the request does. Callbacks on the pending read
 * rather than a loop of awaits: a stream waits for its next upstream read for most of its life, and async
 * frames suspended there (with their promises) would be kept for as long; here only the pending read's
 * callbacks wait, and no frame holds the batch before (a suspended for-await loop kept the last one).
 */
class BatchPump<B> {
  private resolve: (step: Step) => void = () => {};
  private reject: (err: unknown) => void = () => {};

  constructor(
    private readonly turn: Turn,
    private readonly batches: AsyncIterator<B>,
    private readonly writer: StreamWriter<B>,
    private readonly tagged: boolean,
  ) {}

  run(): Promise<Step> {
    return new Promise<Step>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
      this.read();
    });
  }

  /** Made once: a callback made per read would live as long as the wait for the read, often long enough to be
   * promoted to the old generation, once per event. */
  private readonly onBatch = (next: IteratorResult<B>): void => this.written(next);
  private readonly onFailure = (err: unknown): void => this.reject(err);

  private read(): void {
    try {
      this.batches.next().then(this.onBatch, this.onFailure);
    } catch (err) {
      this.reject(err);
    }
  }

  private written(next: IteratorResult<B>): void {
    if (next.done) return this.resolve('end');
    const { ctx } = this.turn;
    if (ctx.aborted || ctx.cut) return this.resolve('stopped');
    let drained: Promise<void> | undefined;
    try {
      drained = writeBatch(this.turn, this.writer, next.value, this.tagged);
    } catch (err) {
      return this.reject(err);
    }
    // A slow client: stop reading the upstream until it catches up.
    if (drained) drained.then(() => this.read(), this.onFailure);
    else this.read();
  }
}

/**
 * One batch restored, encoded and written (a plain function: nothing of it stays in a suspended frame).
 */
function writeBatch<B>(turn: Turn, writer: StreamWriter<B>, batch: B, tagged: boolean): Promise<void> | undefined {
  const { ctx, telemetry } = turn;
  telemetry.resume();
  const { text, token } = writer.encode(batch);
  if (token) telemetry.token();
  if (tagged) turn.deps.mappings.touch(ctx.requestId);
  telemetry.pause();
  return text ? ctx.write(text) : undefined;
}

/** What a streaming turn's `anon.request` becomes once the upstream has it (nothing reads it after). */
const RELEASED_REQUEST: ChatRequest = Object.freeze({ model: '', messages: [] }) as ChatRequest;
