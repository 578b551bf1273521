// Where does the gateway spend its CPU? Runs ONE scenario of bench/gateway.ts with the gateway under
// `node --cpu-prof`, then summarises the V8 profiles (main thread and PII workers): self time by file
// and by function, and inclusive time of the functions on the request path.
//
//   npx tsx bench/lib/profile.ts                      # non-stream, PII off, 50 connections, 10 s
//   PROFILE_STREAM=1 PROFILE_PII=regex npx tsx bench/lib/profile.ts
//   PROFILE_PII=off|regex|ner|defaults  PROFILE_CONNECTIONS=50  PROFILE_DURATION=10  PROFILE_DIR=/tmp/prof (kept)
//   PROFILE_TSX=1 (profile src/main.ts under tsx instead of the compiled build)
//   PROFILE_CPU_PROF=0 (no V8 profiler: only the CPU per request by thread, undistorted by sampling)
//   PROFILE_WARMUP=2 (seconds of unrecorded load first; a fresh gateway still compiles its hot functions for
//   ~20 s of realistic traffic, so use 20 or more for the steady state's CPU per request)
//   PROFILE_GC=1 (node --trace-gc-nvp: bytes allocated and promoted and scavenge time per request, by isolate)
//   PROFILE_PROMPT=fixed|realistic|short (default fixed: bench/gateway.ts's prompt; realistic and short are
//   bench/realistic.ts's prompts, a new user message in every request)
import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PII_SETTING_TYPES } from '../../src/pii/types.js';
import { chatBody, replyText } from '../gateway.js';
import { REALISTIC_SYSTEM_PROMPT, realisticPrompt, shortPrompt } from './polish-prompts.js';
import { buildGateway } from './build.js';
import { prepareDatabase, serverReachable } from './database.js';
import { runLoad } from './load.js';
import { gcPerIsolate } from './gc-trace.js';
import { CpuMeter } from './machine.js';
import { BENCH_PII_CACHE_ENTRIES, REPO_ROOT, startGatewayProcess, startMockProcess } from './processes.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const where = (url: string): string => {
  if (!url) return '(native)';
  const p = url.replace(/^file:\/\//, '');
  const nm = p.lastIndexOf('node_modules/');
  if (nm >= 0) return p.slice(nm + 'node_modules/'.length).split('/').slice(0, p.slice(nm + 13).startsWith('@') ? 2 : 1).join('/') + ' (dep)';
  if (p.startsWith('node:')) return p;
  // The compiled build lives in bench/results/tmp/dist: name its files as the sources they come from.
  return path.relative(REPO_ROOT, p).replace(/^bench\/results\/tmp\/dist\//, '');
};

export interface ProfileSummary {
  thread: string;
  totalMs: number;
  byFile: [string, number][];
  bySelf: [string, number][];
  byInclusive: [string, number][];
  /** Inclusive time of the project's own functions (src/, workers/). */
  ownInclusive: [string, number][];
}

/** Functions that wait rather than work (piscina parks idle workers in Atomics.wait). */
const WAITING = new Set(['(idle)', 'atomicsWaitLoop']);

/**
 * Self/inclusive time per file and function. `window` (CLOCK_MONOTONIC µs, the clock V8's profiler uses
 * on Linux, shared by all processes) keeps only the samples taken during the measured run.
 */
export function summarize(profile: CpuProfile, thread: string, window?: [number, number], top = 25): ProfileSummary {
  const byId = new Map<number, ProfileNode>();
  const parent = new Map<number, number>();
  for (const n of profile.nodes) {
    byId.set(n.id, n);
    for (const c of n.children ?? []) parent.set(c, n.id);
  }
  const label = (n: ProfileNode) => {
    const f = n.callFrame;
    const file = where(f.url);
    // Line numbers are left out: under tsx they are positions in the transformed code.
    return `${file}:${f.functionName || '(anonymous)'}`;
  };
  const self = new Map<string, number>();
  const files = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    if (window && (t < window[0] || t > window[1])) continue;
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    const node = byId.get(profile.samples[i]);
    if (!node) continue;
    const fn = node.callFrame.functionName;
    if (WAITING.has(fn)) continue;
    total += dt;
    self.set(label(node), (self.get(label(node)) ?? 0) + dt);
    const file = fn.startsWith('(') ? fn : where(node.callFrame.url);
    files.set(file, (files.get(file) ?? 0) + dt);
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const n = byId.get(id)!;
      if (!n.callFrame.url) continue;
      const l = label(n);
      if (seen.has(l)) continue;
      seen.add(l);
      inclusive.set(l, (inclusive.get(l) ?? 0) + dt);
    }
  }
  const sorted = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, top).map(([k, v]) => [k, Math.round(v)] as [string, number]);
  const own = new Map([...inclusive].filter(([k]) => k.startsWith('src/') || k.startsWith('workers/')));
  return { thread, totalMs: Math.round(total), byFile: sorted(files), bySelf: sorted(self), byInclusive: sorted(inclusive), ownInclusive: sorted(own) };
}

/** CPU seconds of the process's main thread (tid = pid) and of all its other threads together. */
function threadCpu(pid: number): { main: number; others: number; user: number; system: number; switches: number; byThread: Map<string, number> } {
  const byThread = new Map<string, number>();
  let main = 0;
  let others = 0;
  let user = 0;
  let system = 0;
  let switches = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const secs = (Number(fields[11]) + Number(fields[12])) / 100;
      user += Number(fields[11]) / 100;
      system += Number(fields[12]) / 100;
      const status = readFileSync(`/proc/${pid}/task/${tid}/status`, 'utf8');
      for (const m of status.matchAll(/^(?:non)?voluntary_ctxt_switches:\s+(\d+)/gm)) switches += Number(m[1]);
      if (Number(tid) === pid) main += secs;
      else others += secs;
      // Every thread is called "node": the event loop is the one with tid = pid, the others go by tid.
      const name = Number(tid) === pid ? 'event loop' : `thread ${tid}`;
      byThread.set(name, (byThread.get(name) ?? 0) + secs);
    } catch {
      // thread ended
    }
  }
  return { main, others, user, system, switches, byThread };
}

/** A new body per request for PROFILE_PROMPT=realistic|short; undefined for the fixed prompt. */
function nextBodyFor(prompt: string, stream: boolean): (() => string) | undefined {
  if (prompt === 'fixed') return undefined;
  if (prompt !== 'realistic' && prompt !== 'short') throw new Error(`PROFILE_PROMPT: expected fixed, realistic or short, got ${JSON.stringify(prompt)}`);
  let i = 0;
  return () => {
    const messages = prompt === 'realistic'
      ? [{ role: 'system', content: REALISTIC_SYSTEM_PROMPT }, { role: 'user', content: realisticPrompt(12, i++).text }]
      : [{ role: 'user', content: shortPrompt(12, i++) }];
    return JSON.stringify({ model: 'gpt-4o', messages, ...(stream ? { stream: true, stream_options: { include_usage: true } } : {}) });
  };
}

/** GC per request on each isolate (the event loop's and each PII worker's), from the gateway's log. */
function printGcPerRequest(log: string, requests: number): void {
  const per = (x: number) => x / Math.max(1, requests);
  console.log(`\nGC per request (${requests} requests incl. warm-up, --trace-gc-nvp; the first isolate is the event loop's):`);
  for (const [isolate, s] of gcPerIsolate(log)) {
    console.log(`  ${isolate}: allocated ${(per(s.allocatedBytes) / 1024).toFixed(1)} KB, promoted ${(per(s.promotedBytes) / 1024).toFixed(2)} KB; ` +
      `${s.scavenges} scavenges: ${(per(s.scavengePauseMs) * 1000).toFixed(1)} µs paused + ${(per(s.scavengeHelpersMs) * 1000).toFixed(1)} µs on helper threads; ` +
      `${s.markCompacts} mark-compacts: ${(per(s.markCompactPauseMs) * 1000).toFixed(1)} µs paused`);
  }
}

async function main(): Promise<void> {
  const stream = process.env.PROFILE_STREAM === '1';
  const nextBody = nextBodyFor(process.env.PROFILE_PROMPT ?? 'fixed', stream);
  const pii = process.env.PROFILE_PII ?? 'off';
  if (!['off', 'regex', 'ner', 'defaults'].includes(pii)) throw new Error(`PROFILE_PII: expected off, regex, ner or defaults, got ${JSON.stringify(pii)}`);
  const connections = Number(process.env.PROFILE_CONNECTIONS ?? 50);
  const durationS = Number(process.env.PROFILE_DURATION ?? 10);
  const dir = process.env.PROFILE_DIR ?? mkdtempSync(path.join(tmpdir(), 'gw-prof-'));
  mkdirSync(dir, { recursive: true });

  const dbKind = (await serverReachable()) ? 'postgresql' : 'embedded';
  const mock = await startMockProcess({ reply: replyText([]), chunks: 20 });
  const db = await prepareDatabase(dbKind, 'prof');
  // PROFILE_CPU_PROF=0: thread CPU only, without the V8 profiler (which costs the threads it samples).
  if (process.env.PROFILE_CPU_PROF !== '0') {
    process.env.BENCH_GATEWAY_NODE_OPTIONS = `--cpu-prof --cpu-prof-dir=${dir} ${process.env.BENCH_GATEWAY_NODE_OPTIONS ?? ''}`;
  }
  if (process.env.PROFILE_GC === '1') {
    process.env.BENCH_GATEWAY_NODE_OPTIONS = `--trace-gc-nvp ${process.env.BENCH_GATEWAY_NODE_OPTIONS ?? ''}`;
  }
  // PROFILE_TSX=1 profiles `src/main.ts` under tsx instead of the compiled build.
  const mainJs = process.env.PROFILE_TSX === '1' ? undefined : buildGateway().mainJs;
  const gw = await startGatewayProcess(
    { ...db.env, PROVIDER_OPENAI_BASE_URL: `${mock.url}/openai/v1`, PII_NER: String(pii === 'ner' || pii === 'defaults'), LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', RATE_LIMIT_ENTERPRISE: '1000000000', PII_CACHE_ENTRIES: BENCH_PII_CACHE_ENTRIES },
    path.join(dir, 'gateway.log'),
    mainJs,
  );
  let window: [number, number] | undefined;
  let requestsServed = 0;
  try {
    const h = { authorization: `Bearer ${db.liveKey}`, 'content-type': 'application/json' };
    let r = await fetch(`${gw.url}/v1/provider-keys`, { method: 'POST', headers: h, body: JSON.stringify({ provider: 'openai', api_key: 'sk-bench-not-a-real-key' }) });
    if (r.status !== 201) throw new Error(`provider key: ${r.status}`);
    // As in bench/gateway.ts: PII on = every entity type; `defaults` keeps a new account's settings.
    if (pii !== 'defaults') {
      const settings = pii === 'off' ? { enabled: false } : { enabled: true, enabled_types: [...PII_SETTING_TYPES] };
      r = await fetch(`${gw.url}/v1/settings/pii`, { method: 'PATCH', headers: h, body: JSON.stringify(settings) });
      if (r.status !== 200) throw new Error(`settings: ${r.status}`);
    }
    const spec = { url: `${gw.url}/v1/chat/completions`, headers: { authorization: h.authorization }, body: chatBody(stream), connections, durationS, nextBody };
    const warmUp = await runLoad({ ...spec, durationS: Number(process.env.PROFILE_WARMUP ?? 2) });
    const meter = new CpuMeter({ gateway: gw.pid, mock: mock.pid });
    const threads0 = threadCpu(gw.pid);
    const from = Number(process.hrtime.bigint() / 1000n);
    const res = await runLoad(spec);
    window = [from, Number(process.hrtime.bigint() / 1000n)];
    const threads1 = threadCpu(gw.pid);
    const cpu = meter.stop();
    const perReqUs = cpu.gateway !== null ? (cpu.gateway / res.rps) * 1e6 : NaN;
    const us = (s: number) => ((s / res.requests) * 1e6).toFixed(0);
    console.log(`scenario: ${stream ? 'stream' : 'non-stream'}, PII ${pii}, ${connections} conn, ${durationS} s; ${res.rps} req/s, p50 ${res.latencyMs.p50} ms, p99 ${res.latencyMs.p99} ms`);
    console.log(`cpu (cores): gateway ${cpu.gateway}, mock ${cpu.mock}, autocannon ${cpu.loadGenerator}, postgres ${cpu.postgres}, other ${cpu.other}; gateway CPU per request ≈ ${perReqUs.toFixed(0)} µs` +
      ` (main thread ${us(threads1.main - threads0.main)} µs, other threads — PII workers, GC helpers, libuv pool — ${us(threads1.others - threads0.others)} µs;` +
      ` user ${us(threads1.user - threads0.user)} µs, kernel ${us(threads1.system - threads0.system)} µs;` +
      ` ${((threads1.switches - threads0.switches) / res.requests).toFixed(1)} context switches per request)`);
    const names = [...threads1.byThread].map(([name, s]) => [name, s - (threads0.byThread.get(name) ?? 0)] as const).filter(([, s]) => s > 0);
    console.log(`by thread (µs per request; the PII workers are the busiest after the event loop, V8's GC and compiler helpers next): ${names.sort((a, b) => b[1] - a[1]).map(([n, s]) => `${n} ${us(s)}`).join(', ')}`);
    requestsServed = warmUp.requests + res.requests;
  } finally {
    await gw.stop();
    await mock.stop();
    await db.dispose();
  }
  if (process.env.PROFILE_GC === '1') printGcPerRequest(readFileSync(path.join(dir, 'gateway.log'), 'utf8'), requestsServed);
  // Only the samples of the measured run count (not start-up or warm-up).
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')).sort()) {
    const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
    const s = summarize(profile, file, window);
    if (s.totalMs < 100) continue; // idle thread
    console.log(`\n=== ${file}: ${s.totalMs} ms on CPU (excluding idle) ===`);
    console.log('-- self time by file --');
    for (const [k, v] of s.byFile) console.log(`${String(v).padStart(7)} ms ${((v / s.totalMs) * 100).toFixed(1).padStart(5)}%  ${k}`);
    console.log('-- self time by function --');
    for (const [k, v] of s.bySelf) console.log(`${String(v).padStart(7)} ms ${((v / s.totalMs) * 100).toFixed(1).padStart(5)}%  ${k}`);
    console.log('-- inclusive time by function --');
    for (const [k, v] of s.byInclusive) console.log(`${String(v).padStart(7)} ms ${((v / s.totalMs) * 100).toFixed(1).padStart(5)}%  ${k}`);
    console.log('-- inclusive time, project functions --');
    for (const [k, v] of s.ownInclusive) console.log(`${String(v).padStart(7)} ms ${((v / s.totalMs) * 100).toFixed(1).padStart(5)}%  ${k}`);
  }
  console.log(`\nprofiles: ${dir}`);
}

await main();
