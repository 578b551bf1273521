// The part of autocannon's API the benchmarks use (the package ships no types; @types/autocannon is
// not installed and this project adds no dependencies for it).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  /** One request as autocannon builds it; `setupRequest` may return a changed copy. */
  export interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    setupRequest?: (req: RequestParams, context: Record<string, unknown>) => RequestParams | null;
  }

  interface AutocannonOptions {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    connections?: number;
    pipelining?: number;
    /** Seconds. */
    duration?: number;
    /** Requests sent in turn by every connection; a `setupRequest` runs before each one is sent. */
    requests?: RequestParams[];
    /** Request timeout in seconds. */
    timeout?: number;
    /** Responses other than 2xx leave the latency histogram (we keep our own anyway). */
    excludeErrorStats?: boolean;
  }

  interface Histogram {
    average: number; mean: number; stddev: number; min: number; max: number;
    p50: number; p90: number; p99: number; total: number; sent?: number;
  }

  interface AutocannonResult {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    duration: number;
    start: Date;
    finish: Date;
    statusCodeStats: Record<string, { count: number }>;
  }

  interface Instance extends EventEmitter {
    stop(): void;
  }

  function autocannon(opts: AutocannonOptions, cb: (err: Error | null, result: AutocannonResult) => void): Instance;
  export = autocannon;
}
