// One load-generator process of bench/scaling.ts. On a many-core machine one autocannon process (one
// event loop, which also writes every new prompt) cannot keep a fast gateway busy, so the scaling
// bench runs several of these side by side, each with its share of the connections.
//
//   node --import tsx bench/lib/load-child.ts '{"url":…,"headers":{…},"connections":25,"warmupS":1,"durationS":4,"traffic":"realistic","seed":1}'
//
// Prints `{"phase":"measuring"}` when the warm-up is over, then one JSON line: the LoadResult and the
// 2xx response times (base64 of a Float64Array), which the parent combines with combineLoads.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runLoad, runLoadSampled } from './load.js';
import { REALISTIC_SYSTEM_PROMPT, realisticPrompt, shortPrompt } from './polish-prompts.js';

export type ScalingTraffic = 'realistic' | 'realistic-stream' | 'short';

export interface LoadChildSpec {
  /** One or more targets; connections are spread over them in turn (several gateway instances). */
  urls: string[];
  headers: Record<string, string>[];
  connections: number;
  warmupS: number;
  durationS: number;
  traffic: ScalingTraffic;
  /** Seed of the prompt generator: every child gets its own, so no prompt repeats across children. */
  seed: number;
}

/** A chat request of `traffic`, its user text new for every `index`. */
export function scalingBody(traffic: ScalingTraffic, seed: number, index: number): string {
  if (traffic === 'short') {
    return JSON.stringify({ model: 'gpt-4o', messages: [{ role: 'user', content: shortPrompt(seed, index) }] });
  }
  return JSON.stringify({
    model: 'gpt-4o',
    messages: [{ role: 'system', content: REALISTIC_SYSTEM_PROMPT }, { role: 'user', content: realisticPrompt(seed, index).text }],
    ...(traffic === 'realistic-stream' ? { stream: true, stream_options: { include_usage: true } } : {}),
  });
}

async function main(spec: LoadChildSpec): Promise<void> {
  let index = 0;
  const next = () => scalingBody(spec.traffic, spec.seed, index++);
  // Each target gets an equal share of this child's connections (at least one).
  const share = Math.max(1, Math.round(spec.connections / spec.urls.length));
  const loads = (durationS: number) =>
    spec.urls.map((url, i) => ({ url, headers: spec.headers[i], connections: share, durationS, body: next(), nextBody: next }));
  if (spec.warmupS > 0) await Promise.all(loads(spec.warmupS).map((l) => runLoad(l)));
  process.stdout.write(`${JSON.stringify({ phase: 'measuring' })}\n`);
  const parts = await Promise.all(loads(spec.durationS).map((l) => runLoadSampled(l)));
  const out = parts.map((p) => ({ result: p.result, samples: Buffer.from(p.samples.buffer, p.samples.byteOffset, p.samples.byteLength).toString('base64') }));
  // Exit only once the (large) line is written: a pipe takes it in pieces.
  await new Promise<void>((resolve) => process.stdout.write(`${JSON.stringify({ phase: 'done', parts: out })}\n`, () => resolve()));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(JSON.parse(process.argv[2]) as LoadChildSpec).then(
    () => process.exit(0),
    (err: unknown) => {
      process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
      process.exit(1);
    },
  );
}
