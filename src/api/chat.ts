// POST /v1/chat/completions: authenticate, check plan, anonymize, forward to the provider picked by
// `model` (or the built-in mock for test keys), restore the answer — streaming or not — and record
// usage. GET /v1/models lists the catalogue.
import { anonymizeRequest, type AnonymizedRequest } from '../chat/anonymize-request.js';
import { buildAnonymizationInfo } from '../chat/anonymization-info.js';
import { restoreCompletion, StreamRestorer } from '../chat/stream-restore.js';
import { messageChars, validateChatRequest } from '../chat/validate.js';
import {
  activeStreams,
  anonymizationDurationSeconds,
  nerDurationSeconds,
  piiCacheTextsTotal,
  art9BlockedTotal,
  art9FlagsTotal,
  costUsdTotal,
  gatewayOverheadSeconds,
  piiEntitiesTotal,
  statusClass,
  tokensTotal,
  upstreamDurationSeconds,
  upstreamRequestsTotal,
  upstreamTtftSeconds,
} from '../metrics/metrics.js';
import { ENTITY_TO_SETTING, type EntityType } from '../pii/types.js';
import { UpstreamRequestError, adapterFor } from '../providers/adapters/index.js';
import { estimateCostUsd, listModelsJson, resolveModel } from '../providers/catalogue.js';
import { mockCompletion, mockStream } from '../providers/mock-provider.js';
import { encodeSse, SSE_DONE } from '../providers/sse.js';
import { translateStream } from '../providers/translate-stream.js';
import { upstreamStatusError, type UsedKey } from '../providers/upstream-errors.js';
import { UpstreamProtocolError, type ModelInfo } from '../providers/types.js';
import {
  sendUpstream,
  UpstreamAbortedError,
  UpstreamTimeoutError,
  type UpstreamResponse,
} from '../providers/upstream-client.js';
import { maskSecrets, redactKnown } from '../secrets/mask-secrets.js';
import { ApiError, badRequest } from '../server/errors.js';
import type { RequestContext, RouteDef } from '../server/http.js';
import type { Services } from '../services.js';
import type { KeyPrincipal } from '../store/api-keys.js';
import type { ChatCompletion, ChatCompletionChunk, ChatRequest, Usage } from '../types/openai.js';
import { authorize } from './guard.js';
import { utcDay } from './validation.js';

const SSE_HEADERS = { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache', Connection: 'keep-alive' };

/** Per-request state shared by the non-streaming and streaming paths. */
interface Exchange {
  ctx: RequestContext;
  principal: KeyPrincipal;
  model: ModelInfo;
  request: ChatRequest;
  anon: AnonymizedRequest;
  showRaw: boolean;
  /** Milliseconds spent inside the gateway (excludes waiting for the upstream). */
  gatewayMs: number;
  upstreamStartedAt: number;
  /** Every admitted request is recorded exactly once (failed ones with zero tokens). */
  usageRecorded: boolean;
  /** Answered by the built-in mock provider (test key): no cost, provider label `mock`. */
  mock: boolean;
}

export function chatRoutes(s: Services): RouteDef[] {
  return [
    {
      method: 'GET',
      pattern: '/v1/models',
      handler: async (ctx) => {
        await authorize(ctx, s, null);
        ctx.send(200, listModelsJson(), 'application/json');
      },
    },
    { method: 'POST', pattern: '/v1/chat/completions', handler: (ctx) => chat(ctx, s) },
  ];
}

async function chat(ctx: RequestContext, s: Services): Promise<void> {
  const started = ctx.startedAt;
  const principal = await authorize(ctx, s, 'chat:write');
  const request = validateChatRequest(await ctx.jsonBody(), s.config.jsonMaxDepth);
  const model = resolveModel(request.model);
  if (!model) throw badRequest('model: unknown model; see GET /v1/models');
  ctx.log.model = model.id;
  ctx.log.provider = model.provider;
  ctx.log.stream = request.stream === true;
  s.planRules.checkRequest(principal.plan, model, messageChars(request));

  const providerKey = await s.accounts.providerKey(principal.accountId, model.provider);
  const useMock = !providerKey && principal.kind === 'test';
  if (!providerKey && !useMock) {
    throw badRequest(`no provider key stored for ${model.provider}; add one with POST /v1/provider-keys`);
  }
  await s.planRules.admit(principal.accountId, principal.plan);

  const settings = await s.accounts.settings(principal.accountId);
  const anon = await anonymizeRequest(request, settings, s.piiPool);
  recordPii(ctx, anon);
  if (anon.art9.length && settings.art9_action === 'block') {
    art9BlockedTotal.inc();
    throw badRequest(`request blocked: sensitive data categories (GDPR Art. 9) found: ${anon.art9.join(', ')}`);
  }
  const hasMapping = Object.keys(anon.mapping).length > 0;
  if (hasMapping) {
    s.mappings.set(ctx.requestId, anon.mapping);
    ctx.onAbort(() => s.mappings.delete(ctx.requestId));
  }

  const ex: Exchange = {
    ctx,
    principal,
    model,
    request,
    anon,
    showRaw: (ctx.headers['x-show-raw-prompt'] ?? '').toLowerCase() === 'true',
    gatewayMs: 0,
    upstreamStartedAt: 0,
    usageRecorded: false,
    mock: useMock,
  };
  try {
    if (useMock) {
      ex.gatewayMs = performance.now() - started;
      if (request.stream) await streamMock(ex, s);
      else answerCompletion(ex, s, mockCompletion(anon.request, model, ctx.requestId));
      return;
    }
    s.batches.audit.add({
      accountId: principal.accountId,
      actorKeyId: principal.keyId,
      action: 'provider_key.use',
      targetId: providerKey!.id,
      detail: { provider: model.provider, model: model.id },
      at: new Date(),
    });
    await forward(ex, s, providerKey!);
  } finally {
    s.mappings.delete(ctx.requestId);
    if (!ex.usageRecorded) recordUsage(ex, s, null);
  }
}

/** prom-client children per entity type, bound once: a request with PII increments several. */
const piiEntityCounters = new Map<string, ReturnType<typeof piiEntitiesTotal.labels>>();
function piiEntityCounter(type: string): ReturnType<typeof piiEntitiesTotal.labels> {
  let c = piiEntityCounters.get(type);
  if (!c) piiEntityCounters.set(type, (c = piiEntitiesTotal.labels({ type })));
  return c;
}

function recordPii(ctx: RequestContext, anon: AnonymizedRequest): void {
  if (anon.durationMs) anonymizationDurationSeconds.observe(anon.durationMs / 1000);
  if (anon.nerMs) nerDurationSeconds.observe(anon.nerMs / 1000);
  if (anon.scannedTexts) {
    const hits = anon.cachedTexts ?? 0;
    if (hits) piiCacheTextsTotal.inc({ result: 'hit' }, hits);
    if (anon.scannedTexts > hits) piiCacheTextsTotal.inc({ result: 'miss' }, anon.scannedTexts - hits);
  }
  const counts: Record<string, number> = {};
  for (const [type, n] of Object.entries(anon.counts)) {
    if (!n) continue;
    counts[type] = n;
    piiEntityCounter(type).inc(n);
  }
  for (const c of anon.art9) art9FlagsTotal.inc({ category: c });
  ctx.log.entity_counts = counts;
  if (anon.art9.length) ctx.log.art9_categories = anon.art9;
}

// ---------------------------------------------------------------------------------------------
// Upstream

/** The provider key each exchange sent upstream, so its failures can mask it out of any message. */
const sentKeys = new WeakMap<Exchange, string>();

async function forward(ex: Exchange, s: Services, key: UsedKey): Promise<void> {
  const { ctx, model } = ex;
  const adapter = adapterFor(model.provider);
  const stream = ex.request.stream === true;
  sentKeys.set(ex, key.apiKey);
  let call;
  try {
    call = adapter.buildRequest(ex.anon.request, model, key.apiKey, s.config.providerBaseUrls[model.provider], stream);
  } catch (err) {
    if (err instanceof UpstreamRequestError) throw badRequest(err.message);
    throw err;
  }
  const abort = new AbortController();
  ctx.onAbort(() => abort.abort());
  ex.gatewayMs = performance.now() - ctx.startedAt;
  ex.upstreamStartedAt = performance.now();
  let res: UpstreamResponse;
  try {
    res = await sendUpstream(call, {
      signal: abort.signal,
      connectTimeoutMs: s.config.upstream.connectTimeoutMs,
      firstByteTimeoutMs: s.config.upstream.firstByteTimeoutMs,
      idleTimeoutMs: s.config.upstream.idleTimeoutMs,
    });
  } catch (err) {
    throw upstreamFailure(ex, err);
  }
  if (res.status >= 400) {
    let text = '';
    try {
      text = await res.text(64 * 1024);
    } catch {
      // the status is what matters; the body is only for the message
    }
    upstreamRequestsTotal.inc({ provider: model.provider, status_class: statusClass(res.status) });
    const detail = adapter.errorMessage(res.status, redactKnown(text, [key.apiKey]));
    throw upstreamStatusError(model.provider, res.status, detail, key, res.headers['retry-after']);
  }
  if (!stream) {
    let completion: ChatCompletion;
    try {
      completion = adapter.parseResponse(JSON.parse(await res.text()), model, ctx.requestId);
    } catch (err) {
      throw upstreamFailure(ex, err);
    }
    const t = performance.now();
    upstreamRequestsTotal.inc({ provider: model.provider, status_class: '2xx' });
    upstreamDurationSeconds.observe({ provider: model.provider }, (t - ex.upstreamStartedAt) / 1000);
    ctx.log.upstream_latency_ms = t - ex.upstreamStartedAt;
    answerCompletion(ex, s, completion, t);
    return;
  }
  await relayStream(ex, s, res);
}

/** Maps a failure talking to the upstream to the client's error (504 timeout, 502 otherwise). Upstream
 * text in it (an error event, a message inside a malformed answer) has key-like tokens masked. */
function upstreamFailure(ex: Exchange, err: unknown): ApiError {
  const provider = ex.model.provider;
  const sent = sentKeys.get(ex);
  const mask = (text: string) => maskSecrets(text, sent ? [sent] : []);
  if (err instanceof UpstreamAbortedError || ex.ctx.aborted) {
    upstreamRequestsTotal.inc({ provider, status_class: 'aborted' });
    return new ApiError('bad_request', 'client closed the connection');
  }
  if (err instanceof UpstreamTimeoutError) {
    upstreamRequestsTotal.inc({ provider, status_class: 'timeout' });
    return new ApiError('provider_timeout', `${provider}: ${err.message}`);
  }
  upstreamRequestsTotal.inc({ provider, status_class: 'error' });
  if (err instanceof SyntaxError || err instanceof UpstreamProtocolError) {
    return new ApiError('provider_error', `${provider} sent an invalid response: ${mask(err.message).slice(0, 200)}`);
  }
  return new ApiError('provider_error', `${provider}: ${mask(err instanceof Error ? err.message : String(err))}`);
}

// ---------------------------------------------------------------------------------------------
// Non-streaming answer (upstream or mock)

function answerCompletion(ex: Exchange, s: Services, completion: ChatCompletion, doneAt = performance.now()): void {
  const { ctx, anon } = ex;
  const rawLlmResponse = ex.showRaw ? completion.choices.map((c) => c.message.content ?? '').join('\n') : undefined;
  restoreCompletion(completion, anon.mapping);
  if (ex.showRaw) ctx.setHeader('X-Anonymization-Info', anonymizationInfo(ex, rawLlmResponse));
  recordUsage(ex, s, completion.usage);
  ctx.json(200, completion);
  ex.gatewayMs += performance.now() - doneAt;
  gatewayOverheadSeconds.observe({ route: ctx.route, stream: 'false' }, ex.gatewayMs / 1000);
}

function anonymizationInfo(ex: Exchange, rawLlmResponse?: string): string {
  return buildAnonymizationInfo({
    anonymizedMessages: ex.anon.request.messages,
    mapping: ex.anon.mapping,
    counts: ex.anon.counts,
    art9: ex.anon.art9,
    rawLlmResponse,
  });
}

// ---------------------------------------------------------------------------------------------
// Streaming

/** Turns OpenAI chunks into restored SSE text; shared by the upstream relay and the mock. */
class ChunkWriter {
  private readonly restorer: StreamRestorer | null;
  private readonly includeUsage: boolean;
  usage: Usage | null = null;
  firstTokenAt = 0;

  constructor(private readonly ex: Exchange, mapping: Record<string, string>) {
    this.restorer = Object.keys(mapping).length ? new StreamRestorer(mapping) : null;
    this.includeUsage = ex.request.stream_options?.include_usage === true;
  }

  /** SSE text for one chunk ('' when it is dropped). */
  encode(chunk: ChatCompletionChunk): string {
    if (chunk.usage) this.usage = chunk.usage;
    if (chunk.choices.length === 0) {
      // Usage-only chunk: always recorded, forwarded only when the client asked for it.
      return chunk.usage && this.includeUsage ? encodeSse(JSON.stringify(chunk)) : '';
    }
    if (!this.includeUsage && chunk.usage !== undefined) delete chunk.usage;
    if (!this.firstTokenAt && chunk.choices.some((c) => c.delta.content || c.delta.tool_calls)) this.firstTokenAt = performance.now();
    if (!this.restorer) return encodeSse(JSON.stringify(chunk));
    let out = '';
    for (const c of this.restorer.process(chunk)) out += encodeSse(JSON.stringify(c));
    return out;
  }

  finish(): string {
    let out = '';
    if (this.restorer) for (const c of this.restorer.finish()) out += encodeSse(JSON.stringify(c));
    return out;
  }
}

function startSse(ex: Exchange): void {
  const headers: Record<string, string> = { ...SSE_HEADERS };
  if (ex.showRaw) headers['X-Anonymization-Info'] = anonymizationInfo(ex);
  ex.ctx.startStream(200, headers);
  activeStreams.inc();
}

function errorEvent(type: string, message: string, code: number): string {
  return encodeSse(JSON.stringify({ error: { type, message, code } }));
}

async function relayStream(ex: Exchange, s: Services, res: UpstreamResponse): Promise<void> {
  const { ctx, model } = ex;
  const provider = model.provider;
  const translator = adapterFor(provider).createStreamTranslator(model, ctx.requestId);
  const writer = new ChunkWriter(ex, ex.anon.mapping);
  const hasMapping = Object.keys(ex.anon.mapping).length > 0;
  const t = performance.now();
  startSse(ex);
  ex.gatewayMs += performance.now() - t;
  let failure: ApiError | null = null;
  try {
    // One batch of chunks per upstream read: restored and written with one write.
    for await (const batch of translateStream(res.chunks(), translator)) {
      if (ctx.aborted) break;
      if (ctx.cut) {
        upstreamRequestsTotal.inc({ provider, status_class: 'aborted' });
        failure = ctx.cut;
        break;
      }
      const t0 = performance.now();
      let out = '';
      for (const chunk of batch) out += writer.encode(chunk);
      if (hasMapping) s.mappings.touch(ctx.requestId);
      ex.gatewayMs += performance.now() - t0;
      if (out) {
        const drained = ctx.write(out);
        if (drained) await drained; // slow client: stop reading the upstream until it catches up
      }
    }
  } catch (err) {
    failure = upstreamFailure(ex, err);
    // Cut at shutdown (the upstream call was aborted for it): the client is still there and learns why.
    if (ctx.cut) failure = ctx.cut;
  } finally {
    if (ctx.aborted || ctx.cut) res.dispose();
  }
  finishStream(ex, s, writer, failure, true);
}

async function streamMock(ex: Exchange, s: Services): Promise<void> {
  const { ctx } = ex;
  const writer = new ChunkWriter(ex, ex.anon.mapping);
  startSse(ex);
  let failure: ApiError | null = null;
  for await (const chunk of mockStream(ex.anon.request, ex.model, ctx.requestId)) {
    if (ctx.aborted) break;
    if (ctx.cut) {
      failure = ctx.cut; // shutdown: end with the error event and [DONE]
      break;
    }
    const out = writer.encode(chunk);
    if (out) {
      const drained = ctx.write(out);
      if (drained) await drained;
    }
  }
  finishStream(ex, s, writer, failure, false);
}

/** Records the stream's outcome and ends it with one write: held-back text, an error event if it failed, [DONE]. */
function finishStream(ex: Exchange, s: Services, writer: ChunkWriter, failure: ApiError | null, upstream: boolean): void {
  const { ctx, model } = ex;
  const provider = model.provider;
  activeStreams.dec();
  const end = performance.now();
  if (upstream) {
    if (!failure && !ctx.aborted) upstreamRequestsTotal.inc({ provider, status_class: '2xx' });
    if (ctx.aborted && !failure) upstreamRequestsTotal.inc({ provider, status_class: 'aborted' });
    upstreamDurationSeconds.observe({ provider }, (end - ex.upstreamStartedAt) / 1000);
    ctx.log.upstream_latency_ms = end - ex.upstreamStartedAt;
    if (writer.firstTokenAt) {
      upstreamTtftSeconds.observe({ provider }, (writer.firstTokenAt - ex.upstreamStartedAt) / 1000);
      ctx.log.ttft_ms = writer.firstTokenAt - ex.upstreamStartedAt;
    }
  }
  recordUsage(ex, s, writer.usage);
  if (ctx.aborted) return;
  // What the restorers still hold back comes out before the error event and [DONE].
  let tail = writer.finish();
  if (failure && !failure.message.startsWith('client closed')) {
    ctx.log.error_type = failure.type;
    tail += errorEvent(failure.type, failure.message, failure.status);
  }
  ctx.endStream(tail + SSE_DONE);
  gatewayOverheadSeconds.observe({ route: ctx.route, stream: 'true' }, ex.gatewayMs / 1000);
}

// ---------------------------------------------------------------------------------------------
// Usage

function recordUsage(ex: Exchange, s: Services, usage: Usage | null): void {
  if (ex.usageRecorded) return;
  ex.usageRecorded = true;
  const prompt = usage?.prompt_tokens ?? 0;
  const completion = usage?.completion_tokens ?? 0;
  const cost = ex.mock ? 0 : estimateCostUsd(ex.model, prompt, completion);
  const pii: Record<string, number> = {};
  for (const [type, n] of Object.entries(ex.anon.counts)) {
    if (!n) continue;
    const setting = ENTITY_TO_SETTING[type as EntityType];
    pii[setting] = (pii[setting] ?? 0) + n;
  }
  s.batches.usage.add({
    accountId: ex.principal.accountId,
    day: utcDay(),
    model: ex.model.id,
    requests: 1,
    promptTokens: prompt,
    completionTokens: completion,
    costUsd: cost,
    pii,
  });
  ex.ctx.log.prompt_tokens = prompt;
  ex.ctx.log.completion_tokens = completion;
  const provider = ex.mock ? 'mock' : ex.model.provider;
  if (prompt) tokensTotal.inc({ provider, model: ex.model.id, kind: 'prompt' }, prompt);
  if (completion) tokensTotal.inc({ provider, model: ex.model.id, kind: 'completion' }, completion);
  if (cost) costUsdTotal.inc({ provider, model: ex.model.id }, cost);
}
