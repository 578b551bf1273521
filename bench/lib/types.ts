// Result shapes of the gateway benchmark, shared by bench/gateway.ts, the report and bench/run.ts.
import type { DatabaseKind } from './database.js';
import type { LoadResult, TtfbResult } from './load.js';
import type { CpuUse } from './machine.js';

export type Variant = 'pii-off' | 'pii-regex' | 'pii-ner';
export const VARIANT_LABEL: Record<Variant, string> = { 'pii-off': 'PII off', 'pii-regex': 'PII on (regex)', 'pii-ner': 'PII on (regex+NER)' };

export interface Measured extends LoadResult {
  cpu: CpuUse;
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
