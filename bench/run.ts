// `npm run bench`: every benchmark in one go — gateway vs direct-to-mock (streaming and not, PII off /
// regex / regex+NER), realistic traffic vs Portkey (bench/realistic.ts), many long streams at once
// (bench/streams.ts), then the PII engine (bench/pii.ts) and NER (bench/ner.ts) micro-benchmarks when
// those files exist. Writes bench/results/latest.{md,json} plus a timestamped copy of each and prints
// the markdown. Options: see bench/README.md (BENCH_QUICK=1 for a smoke run).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { optionsFromEnv, runGatewayBench, type GatewayBenchResult } from './gateway.js';
import { machineInfo, type MachineInfo } from './lib/machine.js';
import { renderRealisticMarkdown } from './lib/realistic-report.js';
import { renderGatewayMarkdown, renderMachine, renderObject } from './lib/report.js';
import { REALISTIC_KEYS, realisticOptionsFromEnv, realisticSelected, runRealisticBench, type RealisticBenchResult } from './realistic.js';
import { renderStreamsMarkdown } from './lib/streams-report.js';
import { runStreamsBench, streamsOptionsFromEnv, streamsSelected, type StreamsBenchResult } from './streams.js';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const RESULTS_DIR = path.join(BENCH_DIR, 'results');

interface Section<T> {
  status: 'ok' | 'skipped' | 'failed';
  reason?: string;
  seconds?: number;
  result?: T;
}

interface BenchReport {
  date: string;
  machine: MachineInfo;
  /** 1/5/15-minute load averages when the last benchmark finished. */
  loadAtEnd: number[];
  command: string;
  gateway: Section<GatewayBenchResult>;
  realistic: Section<RealisticBenchResult>;
  streams: Section<StreamsBenchResult>;
  pii: Section<object>;
  ner: Section<object>;
}

const log = (line: string) => process.stderr.write(`${line}\n`);

async function timed<T>(fn: () => Promise<T>): Promise<Section<T>> {
  const t0 = performance.now();
  try {
    const result = await fn();
    return { status: 'ok', seconds: Math.round((performance.now() - t0) / 100) / 10, result };
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    log(`failed: ${reason}`);
    return { status: 'failed', reason, seconds: Math.round((performance.now() - t0) / 100) / 10 };
  }
}

/** Runs `export <fnName>(): Promise<object>` of bench/<file> when that file exists. */
async function optionalBench(file: string, fnName: string): Promise<Section<object>> {
  const full = path.join(BENCH_DIR, file);
  if (!existsSync(full)) {
    log(`bench/${file} not found: scenario skipped`);
    return { status: 'skipped', reason: `bench/${file} not found` };
  }
  log(`running bench/${file} (${fnName}) ...`);
  return timed(async () => {
    const mod = (await import(pathToFileURL(full).href)) as Record<string, unknown>;
    const fn = mod[fnName];
    if (typeof fn !== 'function') throw new Error(`bench/${file} does not export ${fnName}()`);
    return (await (fn as () => Promise<object>)()) ?? {};
  });
}

function sectionMarkdown(title: string, s: Section<object>, render: (r: object) => string): string {
  const head = `## ${title}\n\n`;
  if (s.status === 'skipped') return `${head}Skipped: ${s.reason}.\n`;
  if (s.status === 'failed') return `${head}**Failed** after ${s.seconds} s: ${s.reason}\n`;
  return `${head}${render(s.result!)}\n\n(${s.seconds} s)\n`;
}

export function renderReport(r: BenchReport): string {
  return [
    '# Benchmark results',
    '',
    renderMachine(r.machine, new Date(r.date)),
    `- Load average at the end (1/5/15 min): ${r.loadAtEnd.join(' / ')}`,
    `- Command: \`${r.command}\``,
    '- Method and how to read the tables: [bench/README.md](../README.md)',
    '',
    sectionMarkdown('Gateway', r.gateway as Section<object>, (g) => renderGatewayMarkdown(g as GatewayBenchResult)),
    sectionMarkdown('Realistic traffic vs Portkey (bench/realistic.ts)', r.realistic as Section<object>, (x) => renderRealisticMarkdown(x as RealisticBenchResult)),
    sectionMarkdown('Many streams at once (bench/streams.ts)', r.streams as Section<object>, (x) => renderStreamsMarkdown(x as StreamsBenchResult)),
    sectionMarkdown('PII engine (bench/pii.ts)', r.pii, renderObject),
    sectionMarkdown('NER model (bench/ner.ts)', r.ner, renderObject),
  ].join('\n');
}

function commandLine(nice: number): string {
  const vars = Object.entries(process.env)
    .filter(([k, v]) => v && (k.startsWith('BENCH_') || ['PII_POOL_THREADS', 'LOG_LEVEL', 'TEST_DATABASE_URL'].includes(k)))
    .map(([k, v]) => `${k}=${k === 'TEST_DATABASE_URL' ? new URL(v!).host : v}`);
  return [...vars, ...(nice ? [`nice -n ${nice}`] : []), 'npm run bench'].join(' ');
}

async function main(): Promise<void> {
  let options;
  let realisticOptions;
  let streamsOptions;
  try {
    options = optionsFromEnv();
    realisticOptions = realisticOptionsFromEnv();
    streamsOptions = streamsOptionsFromEnv();
  } catch (err) {
    log(err instanceof Error ? err.message : String(err));
    process.exit(2);
  }
  const date = new Date();
  const machine = machineInfo();
  log(`benchmarks on ${machine.cores} cores (${machine.cpuModel}; ${machine.cpuFeatures}), node ${machine.node}, load ${machine.loadAtStart.join(' ')}`);

  // BENCH_ONLY naming only realistic scenarios (`realistic`, `short`, ...) or `streams` leaves out the gateway scenarios.
  const otherKey = (k: string) => k === 'realistic' || k === 'streams' || (REALISTIC_KEYS as readonly string[]).includes(k);
  const notSelected = { status: 'skipped', reason: 'not selected by BENCH_ONLY' } as const;
  const gateway = !options.only || options.only.some((k) => !otherKey(k)) ? await timed(() => runGatewayBench(options)) : notSelected;
  const realistic = realisticSelected(options.only) ? await timed(() => runRealisticBench(realisticOptions)) : notSelected;
  const streams = streamsSelected(options.only) ? await timed(() => runStreamsBench(streamsOptions)) : notSelected;
  // Micro-benchmarks after the gateway processes are gone: they get the cores to themselves.
  const pii = await optionalBench('pii.ts', 'runPiiBench');
  const ner = await optionalBench('ner.ts', 'runNerBench');

  const loadAtEnd = loadavg().map((x) => Math.round(x * 100) / 100);
  const report: BenchReport = { date: date.toISOString(), machine, loadAtEnd, command: commandLine(machine.nice), gateway, realistic, streams, pii, ner };
  const markdown = renderReport(report);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = date.toISOString().replace(/[:]/g, '-').replace(/\..*$/, 'Z');
  const suffix = options.quick ? '-quick' : '';
  const json = JSON.stringify(report, null, 2) + '\n';
  writeFileSync(path.join(RESULTS_DIR, `latest${suffix}.md`), markdown);
  writeFileSync(path.join(RESULTS_DIR, `latest${suffix}.json`), json);
  writeFileSync(path.join(RESULTS_DIR, `${stamp}${suffix}.md`), markdown);
  writeFileSync(path.join(RESULTS_DIR, `${stamp}${suffix}.json`), json);
  process.stdout.write(markdown + '\n');
  log(`written: bench/results/latest${suffix}.{md,json} and bench/results/${stamp}${suffix}.{md,json}`);
  if ([gateway, realistic, streams, pii, ner].some((s) => s.status === 'failed')) process.exitCode = 1;
}

await main();
