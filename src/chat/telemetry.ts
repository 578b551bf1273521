// Per-request telemetry of the chat pipeline: one object per request collects timings (gateway time,
// upstream latency, time to first token), PII counts and tokens, and turns them into the Prometheus
// metrics and the typed request-log fields. The pipeline reports events; only this module knows
// metric names and labels.
import type { AnonymizedRequest } from './anonymize-request.js';
import {
  activeStreams,
  anonymizationDurationSeconds,
  art9BlockedTotal,
  art9FlagsTotal,
  costUsdTotal,
  gatewayOverheadSeconds,
  nerDurationSeconds,
  piiCacheTextsTotal,
  piiEntitiesTotal,
  providerKeyFailoversTotal,
  tokensTotal,
  upstreamDurationSeconds,
  upstreamRequestsTotal,
  upstreamTtftSeconds,
} from '../metrics/metrics.js';
import type { Provider } from '../providers/provider-client.js';
import type { ModelInfo } from '../providers/types.js';
import type { RequestLogEntry } from '../log.js';

/** What telemetry needs of the request: its route label, start time and log fields. */
export interface TelemetryTarget {
  readonly route: string;
  readonly startedAt: number;
  readonly log: Partial<RequestLogEntry>;
}

export class ChatTelemetry {
  /** Time spent inside the gateway: spans from resume() to pause(), the first one from the request's start. */
  private gatewayMs = 0;
  private gatewaySince: number;
  private upstreamStartedAt = 0;
  private firstTokenAt = 0;
  private streaming = false;

  constructor(private readonly target: TelemetryTarget) {
    this.gatewaySince = target.startedAt;
  }

  wire(native: boolean): void {
    this.target.log.wire = native ? 'native' : 'translated';
  }

  model(model: ModelInfo, stream: boolean): void {
    this.target.log.model = model.id;
    this.target.log.provider = model.provider;
    this.target.log.stream = stream;
  }

  pii(anon: AnonymizedRequest): void {
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
      piiEntitiesTotal.inc({ type }, n);
    }
    for (const c of anon.art9) art9FlagsTotal.inc({ category: c });
    this.target.log.entity_counts = counts;
    if (anon.art9.length) this.target.log.art9_categories = anon.art9;
  }

  art9Blocked(): void {
    art9BlockedTotal.inc();
  }

  /** Gateway work resumes (an answer or a stream batch arrived). */
  resume(): void {
    if (!this.gatewaySince) this.gatewaySince = performance.now();
  }

  /** Gateway work pauses (waiting for the provider or for the client to drain). */
  pause(): void {
    if (!this.gatewaySince) return;
    this.gatewayMs += performance.now() - this.gatewaySince;
    this.gatewaySince = 0;
  }

  /** The provider is being asked now. */
  providerCalled(): void {
    this.pause();
    this.upstreamStartedAt = performance.now();
  }

  streamStarted(): void {
    this.streaming = true;
    activeStreams.inc();
  }

  /** A chunk with content or a tool call arrived (only the first counts). */
  token(): void {
    if (!this.firstTokenAt) this.firstTokenAt = performance.now();
  }

  /**
   * The provider call ended: `outcome` is '2xx' or the failure class, null when no upstream request
   * was made (the request could not be expressed). `timed`: the call's duration is observed (a
   * finished answer or stream, not a refusal).
   */
  providerDone(provider: Provider, outcome: string | null, timed: boolean): void {
    this.resume();
    if (this.streaming) activeStreams.dec();
    if (!provider.upstream || outcome === null) return;
    const label = provider.label;
    upstreamRequestsTotal.inc({ provider: label, status_class: outcome });
    if (!timed) return;
    const end = performance.now();
    upstreamDurationSeconds.observe({ provider: label }, (end - this.upstreamStartedAt) / 1000);
    this.target.log.upstream_latency_ms = end - this.upstreamStartedAt;
    if (this.firstTokenAt) {
      upstreamTtftSeconds.observe({ provider: label }, (this.firstTokenAt - this.upstreamStartedAt) / 1000);
      this.target.log.ttft_ms = this.firstTokenAt - this.upstreamStartedAt;
    }
  }

  tokens(provider: Provider, model: ModelInfo, prompt: number, completion: number, costUsd: number): void {
    this.target.log.prompt_tokens = prompt;
    this.target.log.completion_tokens = completion;
    if (prompt) tokensTotal.inc({ provider: provider.label, model: model.id, kind: 'prompt' }, prompt);
    if (completion) tokensTotal.inc({ provider: provider.label, model: model.id, kind: 'completion' }, completion);
    if (costUsd) costUsdTotal.inc({ provider: provider.label, model: model.id }, costUsd);
  }

  /** A stored key failed before the answer started; the next one is tried. */
  keyFailed(provider: string, keyId: string, reason: string): void {
    providerKeyFailoversTotal.inc({ provider, reason });
    (this.target.log.failed_key_ids ??= []).push(keyId);
  }

  error(type: string): void {
    this.target.log.error_type = type;
  }

  /** The answer is out: observes the gateway's own share of the request's time. */
  answered(stream: boolean): void {
    this.pause();
    gatewayOverheadSeconds.observe({ route: this.target.route, stream: stream ? 'true' : 'false' }, this.gatewayMs / 1000);
  }
}
