// Result shapes of the many-streams bench (bench/streams.ts), shared with its report and bench/run.ts.
import type { LatencyStats } from './load.js';
import type { CpuUse } from './machine.js';
import type { RunQueueUse } from './run-queue.js';
import type { DelayStats } from './stream-load.js';
import type { TargetCheck } from './types.js';

/** What every level is sent to: the upstream itself, the do-nothing proxy, Portkey, the gateway twice. */
export type StreamsTarget = 'direct' | 'proxy' | 'portkey' | 'gateway' | 'gateway-pii-off';
export const STREAMS_TARGETS: readonly StreamsTarget[] = ['direct', 'proxy', 'portkey', 'gateway', 'gateway-pii-off'];
export const STREAMS_TARGET_LABEL: Record<StreamsTarget, string> = {
  direct: 'direct (paced upstream)',
  proxy: 'do-nothing proxy',
  portkey: 'Portkey gateway',
  gateway: 'gateway (defaults)',
  'gateway-pii-off': 'gateway (PII off)',
};

/** One load level: C streams, the upstream writing every `intervalMs`, `events` content events per answer. */
export interface StreamsLevel {
  streams: number;
  intervalMs: number;
  events: number;
}

/** A turn given up: `streamsDone` of `streams` had completed an answer and had none open `seconds` after the ramp began. */
export interface StreamsGaveUp {
  streamsDone: number;
  streams: number;
  seconds: number;
}

/** "N of M streams in T s": how far a given-up turn got. */
export function didNotComplete(g: StreamsGaveUp): string {
  return `${g.streamsDone.toLocaleString('en-US')} of ${g.streams.toLocaleString('en-US')} streams in ${g.seconds} s`;
}

export interface StreamsRun {
  /** The target did not complete its streams within the turn's budget and was killed: every other figure is partial. */
  gaveUp?: StreamsGaveUp;
  /** Seconds of the measured window (summed over rounds). */
  windowS: number;
  /** Answers completed in the window (200, ended with [DONE]). */
  completed: number;
  /** SSE events the clients received in the window. */
  events: number;
  ttftMs: LatencyStats;
  eventDelayMs: DelayStats;
  /** Whole runs (ramp, warm-up, window, drain): answers that were not 200; connections that failed mid-answer or
   * answers cut short; answers still open after the drain. */
  non2xx: number;
  errors: number;
  incomplete: number;
  cpu: CpuUse;
  /** The target's threads, ms per second of the window: on a CPU, and runnable but waiting for one (event loop; all others). */
  runQueue: RunQueueUse | null;
  /** The target process's CPU (all threads) per event received by the clients, µs; null for direct. */
  cpuPerEventUs: number | null;
  /** The upstream's and the load generator's CPU per event, µs (what the bench itself costs). */
  upstreamPerEventUs: number | null;
  loadGeneratorPerEventUs: number;
  /** Resident memory of the target process: idle before the run, the median during the window, MiB; the growth per open stream, KiB. */
  rss: { idleMiB: number; duringMiB: number; perStreamKiB: number } | null;
  /** Probes during the window: GET /v1/health (gateways only) and new chats on new connections. */
  probes: {
    healthMs: LatencyStats | null;
    healthFailures: number;
    newChatTtftMs: LatencyStats;
    newChatFailures: number;
  };
}

export interface StreamsLevelResult extends StreamsLevel {
  runs: Partial<Record<StreamsTarget, StreamsRun>>;
}

export interface StreamsBenchResult {
  setup: {
    database: string;
    gatewayBuild: string;
    gatewaySettings: string;
    shape: 'openai' | 'frame';
    rampS: string;
    warmupS: number;
    windowS: number;
    rounds: number;
    prewarmS: number;
    /** Seconds a turn may run past its ramp, warm-up, window and one answer before its target is given up. */
    marginS: number;
    seed: number;
    healthEveryMs: number;
    newChatEveryMs: number;
    quick: boolean;
  };
  sanity: {
    /** Tags of the gateway's anonymized prompts put into the upstream's answer. */
    tags: string[];
    /** A streamed answer through the gateway (defaults) came back with those tags replaced; PII off left them. */
    restored: boolean;
    passedThroughWithPiiOff: boolean;
  };
  levels: StreamsLevelResult[];
  targets: TargetCheck[];
}
