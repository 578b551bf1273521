// Load generation: autocannon with a fixed number of keep-alive connections, each sending the next
// request as soon as the previous response has fully arrived (closed loop). Latency percentiles are
// computed here from every response time autocannon reports (floating-point milliseconds), because
// autocannon's own histogram rounds to whole milliseconds — too coarse for a 1 ms overhead target.
import autocannon, { type RequestParams } from 'autocannon';
import { request as httpRequest, Agent } from 'node:http';

export interface LoadSpec {
  url: string;
  headers: Record<string, string>;
  body: string;
  connections: number;
  durationS: number;
  /** A new body for every request (replaces `body`, which then only has to be a valid example). */
  nextBody?: () => string;
}

export interface LatencyStats {
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
}

export interface LoadResult {
  connections: number;
  durationS: number;
  /** Completed 2xx responses. */
  requests: number;
  /** 2xx responses per second of the measured window. */
  rps: number;
  /** Response time in ms: request written → last byte of the response (the whole stream). */
  latencyMs: LatencyStats;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Response bytes per second (headers + body). */
  bytesPerS: number;
}

export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export function latencyStats(samples: Float64Array): LatencyStats {
  const sorted = samples.slice().sort();
  let sum = 0;
  for (let i = 0; i < sorted.length; i++) sum += sorted[i];
  const r = (n: number) => Math.round(n * 1000) / 1000;
  return {
    p50: r(percentile(sorted, 50)),
    p90: r(percentile(sorted, 90)),
    p99: r(percentile(sorted, 99)),
    max: r(sorted.length ? sorted[sorted.length - 1] : NaN),
    mean: r(sorted.length ? sum / sorted.length : NaN),
  };
}

/** Growable Float64Array: no boxing of 100k+ samples per run. */
export class Samples {
  private buf: Float64Array;
  length = 0;
  constructor(initialCapacity = 1 << 16) {
    this.buf = new Float64Array(initialCapacity);
  }
  push(v: number): void {
    if (this.length === this.buf.length) {
      const bigger = new Float64Array(this.buf.length * 2);
      bigger.set(this.buf);
      this.buf = bigger;
    }
    this.buf[this.length++] = v;
  }
  values(): Float64Array {
    return this.buf.subarray(0, this.length);
  }
}

/** One closed-loop load run. Rejects when autocannon itself fails; non-2xx answers are counted. */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return (await runLoadSampled(spec)).result;
}

/** A load run and its 2xx response times (ms), so that several runs can be combined (combineLoads). */
export interface SampledLoad {
  result: LoadResult;
  samples: Float64Array;
}

/**
 * Several runs of one target as one result: requests and bytes over the summed windows, latency
 * percentiles over every response of every run (not an average of per-run percentiles).
 */
export function combineLoads(parts: readonly SampledLoad[]): LoadResult {
  if (parts.length === 0) throw new Error('combineLoads: no runs');
  const durationS = parts.reduce((a, p) => a + p.result.durationS, 0);
  const all = new Float64Array(parts.reduce((a, p) => a + p.samples.length, 0));
  let at = 0;
  for (const p of parts) {
    all.set(p.samples, at);
    at += p.samples.length;
  }
  const sum = (field: 'non2xx' | 'errors' | 'timeouts') => parts.reduce((a, p) => a + p.result[field], 0);
  const bytes = parts.reduce((a, p) => a + p.result.bytesPerS * p.result.durationS, 0);
  return {
    connections: parts[0].result.connections,
    durationS,
    requests: all.length,
    rps: Math.round((all.length / durationS) * 10) / 10,
    latencyMs: latencyStats(all),
    non2xx: sum('non2xx'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    bytesPerS: Math.round(bytes / durationS),
  };
}

export function runLoadSampled(spec: LoadSpec): Promise<SampledLoad> {
  const samples = new Samples();
  let bytes = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: spec.url,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...spec.headers },
        body: spec.body,
        // autocannon calls setupRequest before every request it sends when the request list has one.
        ...(spec.nextBody ? { requests: [{ setupRequest: (req: RequestParams) => ({ ...req, body: spec.nextBody!() }) }] } : {}),
        connections: spec.connections,
        pipelining: 1,
        duration: spec.durationS,
        timeout: 30,
      },
      (err, result) => {
        if (err) return reject(err);
        const rps = samples.length / result.duration;
        const values = samples.values();
        resolve({
          result: {
            connections: spec.connections,
            durationS: result.duration,
            requests: samples.length,
            rps: Math.round(rps * 10) / 10,
            latencyMs: latencyStats(values),
            non2xx: result.non2xx,
            errors: result.errors,
            timeouts: result.timeouts,
            bytesPerS: Math.round(bytes / result.duration),
          },
          samples: values,
        });
      },
    );
    instance.on('response', (_client: unknown, status: number, resBytes: number, responseTimeMs: number) => {
      if (status >= 200 && status < 300) {
        samples.push(responseTimeMs);
        bytes += resBytes;
      }
    });
  });
}

export interface TtfbResult {
  requests: number;
  /** Request written → response headers. */
  headersMs: LatencyStats;
  /** Request written → first body bytes (the first SSE event). */
  firstByteMs: LatencyStats;
  /** Request written → end of the stream. */
  totalMs: LatencyStats;
}

/**
 * Time to first byte of a streamed answer, on one keep-alive connection with nothing else running
 * against the target (autocannon reports only whole-response times). Sequential requests.
 */
export async function probeTtfb(spec: Omit<LoadSpec, 'connections'> & { requests: number }): Promise<TtfbResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL(spec.url);
  const headers = new Float64Array(spec.requests);
  const first = new Float64Array(spec.requests);
  const total = new Float64Array(spec.requests);
  const body = Buffer.from(spec.body);
  try {
    for (let i = 0; i < spec.requests; i++) {
      await new Promise<void>((resolve, reject) => {
        const t0 = performance.now();
        const req = httpRequest(
          {
            agent,
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-length': body.length, ...spec.headers },
          },
          (res) => {
            headers[i] = performance.now() - t0;
            if (res.statusCode !== 200) {
              res.resume();
              return reject(new Error(`TTFB probe: ${spec.url} answered HTTP ${res.statusCode}`));
            }
            let seen = false;
            res.on('data', () => {
              if (!seen) {
                seen = true;
                first[i] = performance.now() - t0;
              }
            });
            res.on('end', () => {
              total[i] = performance.now() - t0;
              resolve();
            });
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    }
  } finally {
    agent.destroy();
  }
  return { requests: spec.requests, headersMs: latencyStats(headers), firstByteMs: latencyStats(first), totalMs: latencyStats(total) };
}
