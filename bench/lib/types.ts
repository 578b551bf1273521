// Result shapes of the gateway benchmark, shared by bench/gateway.ts, the report and bench/run.ts.
import type { DatabaseKind } from './database.js';
import type { LoadResult, TtfbResult } from './load.js';
import type { CpuUse } from './machine.js';

export type Variant = 'pii-off' | 'pii-regex' | 'pii-ner';
export const VARIANT_LABEL: Record<Variant, string> = { 'pii-off': 'PII off', 'pii-regex': 'PII on (regex)', 'pii-ner': 'PII on (regex+NER)' };

export interface Measured extends LoadResult {
  cpu: CpuUse;
  /** When the figures sum several turns of the target (bench/realistic.ts): each turn's req/s, in order. */
  roundsRps?: number[];
}

export interface ScenarioGroup {
  /** e.g. "non-stream, 50 conn" */
  name: string;
  stream: boolean;
  connections: number;
  direct: Measured;
  /** The do-nothing proxy (bench/lib/bare-proxy.ts) in front of the same mock: the floor of any proxy here. */
  bare?: Measured;
  gateway: Partial<Record<Variant, Measured>>;
}

export interface TargetCheck {
  target: string;
  measured: string;
  pass: boolean;
}

export interface GatewayBenchResult {
  setup: {
    database: string;
    databaseKind: DatabaseKind;
    gatewayBuild: string;
    durationS: number;
    warmupS: number;
    connections: number;
    quick: boolean;
    model: string;
    replyWords: number;
    replyChunks: number;
    promptChars: number;
    piiTypes: string;
    piiPoolThreads: string;
    /** The PII detection cache of the gateways under test (BENCH_PII_CACHE). */
    piiCache: string;
    logLevel: string;
    variants: Variant[];
    nerSkippedBecause?: string;
  };
  /** What one PII-on request through each gateway found (counts and types only). */
  sanity: Partial<Record<Variant, { entities: number; types: string[]; restored: boolean }>>;
  groups: ScenarioGroup[];
  ttfb: { direct?: TtfbResult } & Partial<Record<Variant, TtfbResult>>;
  targets: TargetCheck[];
}

// ---- the realistic-traffic comparison (bench/realistic.ts) ------------------------------------------

/** What each realistic scenario is sent to: the mock itself, the do-nothing proxy, Portkey, the gateway. */
export type RealisticTarget = 'direct' | 'proxy' | 'portkey' | 'gateway';
export const REALISTIC_TARGET_LABEL: Record<RealisticTarget, string> = {
  direct: 'direct (mock upstream)',
  proxy: 'do-nothing proxy',
  portkey: 'Portkey gateway',
  gateway: 'gateway (defaults)',
};

/** What the gateway's own metrics and the mock's records say about one gateway run (warm-up included). */
export interface GatewayRunEvidence {
  /** Requests the gateway answered 2xx in the warm-up and the measured run. */
  requests: number;
  /** NER inferences counted by gateway_ner_duration_seconds_count in the same window. */
  nerRuns: number | null;
  /** gateway_pii_cache_texts_total in the same window: texts answered from the detection cache / scanned. */
  cacheHits: number | null;
  cacheMisses: number | null;
  /** Requests the mock upstream received from the gateway, all of them searched for generated identifiers. */
  upstreamRequestsChecked: number;
  /** Generated identifiers (PESEL, NIP, IBAN, e-mail, ID card) sent through the gateway in the window. */
  identifiersSent: number;
  /** Of those, how many were found in what the mock upstream received (0 = none leaked). */
  identifiersLeaked: number;
}

export interface RealisticScenario {
  key: 'realistic-non-stream' | 'realistic-stream' | 'short';
  name: string;
  stream: boolean;
  /** Mean characters of system + user message of the requests generated for this scenario. */
  meanPromptChars: number;
  runs: Partial<Record<RealisticTarget, Measured>>;
  gateway?: GatewayRunEvidence;
}

export interface RealisticBenchResult {
  setup: {
    database: string;
    gatewayBuild: string;
    gatewaySettings: string;
    portkey: string;
    /** Seconds of each measured turn. */
    durationS: number;
    /** Turns per target and scenario (their figures summed). */
    rounds: number;
    /** Seconds of mixed, unrecorded load each target got once before the first scenario. */
    prewarmS: number;
    warmupS: number;
    connections: number;
    quick: boolean;
    seed: number;
    model: string;
    replyWords: number;
    replyChunks: number;
  };
  sanity: {
    /** Requests sent with X-Show-Raw-Prompt before the runs. */
    requests: number;
    meanEntities: number;
    entityTypes: string[];
    /** Generated identifiers left in the prompt the gateway would forward (must be 0). */
    identifiersVisible: number;
    /** The person's full name (nominative) left visible, of `requests`. */
    namesVisible: number;
    phonesVisible: number;
    phonesSent: number;
    /** Tags of the streamed answer replaced by the original values. */
    streamRestored: boolean;
    /** Portkey answered the mock's text, streamed and not, and the mock received the prompt. */
    portkeyReachesMock: boolean;
    /** NER inferences the gateway counted for the sanity requests. */
    nerRuns: number | null;
  };
  scenarios: RealisticScenario[];
  targets: TargetCheck[];
}
