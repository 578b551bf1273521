// Markdown rendering of benchmark results. Pure functions of the result objects, so the JSON file and
// the markdown file always tell the same story.
import { VARIANT_LABEL, type GatewayBenchResult, type Measured, type ScenarioGroup, type Variant } from './types.js';
import type { MachineInfo } from './machine.js';

const f = (n: number | null | undefined, digits = 2): string => (n === null || n === undefined || Number.isNaN(n) ? '–' : n.toFixed(digits));
const signed = (n: number, digits = 2): string => `${n >= 0 ? '+' : '−'}${Math.abs(n).toFixed(digits)}`;
const rps = (n: number): string => Math.round(n).toLocaleString('en-US');

function table(header: string[], rows: string[][]): string {
  const align = header.map((_, i) => (i === 0 ? '---' : '---:'));
  return [header, align, ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
}

export function renderGatewayMarkdown(r: GatewayBenchResult): string {
  const out: string[] = [];
  const s = r.setup;
  out.push('### Gateway vs direct-to-mock');
  out.push('');
  out.push(
    `Each run: ${s.durationS} s of closed-loop load (autocannon, keep-alive, 1 request in flight per connection) ` +
      `after ${s.warmupS} s of unrecorded warm-up. Request: \`${s.model}\`, system + Polish user prompt with personal data ` +
      `(${s.promptChars} chars). Answer: ${s.replyWords} words, streamed in ${s.replyChunks} SSE chunks (\`stream_options.include_usage\`). ` +
      `Gateway: ${s.gatewayBuild}; database: ${s.database}. PII on: ${s.piiTypes}. PII worker threads: ${s.piiPoolThreads}; detection cache: ${s.piiCache}. Gateway log level: ${s.logLevel}.` +
      (s.nerSkippedBecause ? ` PII+NER scenarios skipped: ${s.nerSkippedBecause}.` : '') +
      (s.quick ? ' **Quick mode: short runs, for smoke tests only.**' : ''),
  );
  out.push('');
  out.push('Latency = request sent → last byte of the response (for streams: the whole stream). "added" = gateway − direct. ' +
    '"do-nothing proxy" (bench/lib/bare-proxy.ts): uWS in, the gateway\'s upstream client out, bytes passed through untouched — ' +
    'no auth, parsing, PII, usage, metrics or logs: the floor under any proxy built on this stack on this machine.');
  out.push('');
  const rows: string[][] = [];
  for (const g of r.groups) {
    for (const [label, m] of measuredTargets(g, s.variants)) {
      if (label === 'direct') continue;
      rows.push([
        `${g.stream ? 'stream' : 'non-stream'} · ${label}`,
        String(g.connections),
        rps(g.direct.rps),
        rps(m.rps),
        `${((m.rps / g.direct.rps) * 100).toFixed(0)}%`,
        f(g.direct.latencyMs.p50),
        f(g.direct.latencyMs.p99),
        f(m.latencyMs.p50),
        f(m.latencyMs.p99),
        signed(m.latencyMs.p50 - g.direct.latencyMs.p50),
        signed(m.latencyMs.p99 - g.direct.latencyMs.p99),
      ]);
    }
  }
  out.push(
    table(
      ['Scenario', 'Conns', 'req/s direct', 'req/s', 'of direct', 'p50 direct ms', 'p99 direct ms', 'p50 ms', 'p99 ms', 'added p50 ms', 'added p99 ms'],
      rows,
    ),
  );
  out.push('');

  const errorRows = r.groups.flatMap((g) =>
    measuredTargets(g, s.variants)
      .filter(([, m]) => m.non2xx > 0 || m.errors > 0 || m.timeouts > 0)
      .map(([label, m]) => `${g.name} · ${label}: ${m.non2xx} non-2xx, ${m.errors} errors, ${m.timeouts} timeouts`),
  );
  out.push(errorRows.length ? `**Failed requests:** ${errorRows.join('; ')}.` : 'Every request of every run answered 2xx.');
  out.push('');

  if (r.targets.length) {
    out.push('#### Targets');
    out.push('');
    out.push(table(['Target', 'Measured', 'Result'], r.targets.map((t) => [t.target, t.measured, t.pass ? 'PASS' : '**MISS**'])));
    out.push('');
  }

  const ttfbEntries = Object.entries(r.ttfb);
  if (ttfbEntries.length) {
    const direct = r.ttfb.direct;
    out.push('#### Streaming: time to first byte (one connection, sequential requests, nothing else running against the target)');
    out.push('');
    out.push(
      table(
        ['Target', 'Requests', 'headers p50 ms', 'first byte p50 ms', 'first byte p99 ms', 'whole stream p50 ms', 'added first byte p50 ms'],
        ttfbEntries.map(([k, t]) => [
          k === 'direct' ? 'direct (mock upstream)' : `gateway, ${VARIANT_LABEL[k as Variant]}`,
          String(t.requests),
          f(t.headersMs.p50),
          f(t.firstByteMs.p50),
          f(t.firstByteMs.p99),
          f(t.totalMs.p50),
          k === 'direct' || !direct ? '' : signed(t.firstByteMs.p50 - direct.firstByteMs.p50),
        ]),
      ),
    );
    out.push('');
  }

  out.push("#### Where the CPU went (cores' worth of CPU during each measured run: 1.00 = one core busy all the time)");
  out.push('');
  const cpuRows: string[][] = [];
  for (const g of r.groups) {
    for (const [label, m] of measuredTargets(g, s.variants)) {
      cpuRows.push([`${g.name} · ${label}`, f(m.cpu.gateway), f(m.cpu.mock), f(m.cpu.loadGenerator), f(m.cpu.postgres), f(m.cpu.irqSteal), f(m.cpu.other), f(m.cpu.idle)]);
    }
  }
  out.push(table(['Run', 'gateway (or proxy)', 'mock upstream', 'autocannon', 'PostgreSQL', 'irq + steal', 'other processes', 'idle'], cpuRows));
  out.push('');
  out.push(
    '"gateway" includes its PII worker threads. "PostgreSQL" is every postgres process on the machine (the gateway\'s batched ' +
      'usage/audit writes, and other users\' queries when the server is shared). "irq + steal": interrupts and softirqs (the ' +
      'kernel\'s loopback packet processing) and hypervisor steal, charged to no process. "other processes" is everything else in the same window.',
  );
  out.push('');

  const sanity = Object.entries(r.sanity).filter(([v]) => v !== 'pii-off');
  if (sanity.length) {
    out.push(
      'Sanity check before the runs (one request per gateway with `X-Show-Raw-Prompt: true`): ' +
        sanity.map(([v, x]) => `${VARIANT_LABEL[v as Variant]} found ${x.entities} entities (${x.types.join(', ')}), tags in the streamed answer restored: ${x.restored ? 'yes' : 'NO'}`).join('; ') +
        '. The known identifiers (PESEL, NIP, IBAN, e-mail) did not reach the upstream prompt.',
    );
    out.push('');
  }
  return out.join('\n');
}

/** Every measured target of one scenario group, labelled: direct, the do-nothing proxy, each gateway variant. */
function measuredTargets(g: ScenarioGroup, variants: readonly Variant[]): Array<readonly [string, Measured]> {
  const out: Array<readonly [string, Measured]> = [['direct', g.direct]];
  if (g.bare) out.push(['do-nothing proxy', g.bare]);
  for (const v of variants) {
    const m = g.gateway[v];
    if (m) out.push([`gateway, ${VARIANT_LABEL[v]}`, m]);
  }
  return out;
}

export function renderMachine(m: MachineInfo, date: Date): string {
  return [
    `- Date: ${date.toISOString()}`,
    `- Machine: ${m.cores} cores, ${m.cpuModel} (${m.cpuFeatures}), ${m.memoryGiB} GiB RAM, ${m.platform}`,
    `- Node: ${m.node}`,
    `- Load average at start (1/5/15 min): ${m.loadAtStart.join(' / ')}`,
    ...(m.nice ? [`- Niceness of the benchmark processes: ${m.nice} (other jobs were running; see "Where the CPU went")`] : []),
  ].join('\n');
}

/** Any object from a teammate's benchmark: nested objects become rows of a key/value table. */
export function renderObject(obj: unknown): string {
  const rows: string[][] = [];
  const walk = (v: unknown, key: string) => {
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
      for (const [k, x] of Object.entries(v)) walk(x, key ? `${key}.${k}` : k);
    } else {
      rows.push([key || '(value)', Array.isArray(v) ? v.join(', ') : String(v)]);
    }
  };
  walk(obj, '');
  return rows.length ? table(['Metric', 'Value'], rows) : '(no figures returned)';
}
