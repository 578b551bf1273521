// Markdown of the many-streams bench (bench/streams.ts): a pure function of its result object.
import { didNotComplete, STREAMS_TARGET_LABEL, STREAMS_TARGETS, type StreamsBenchResult, type StreamsLevelResult, type StreamsRun } from './streams-types.js';

const f = (n: number | null | undefined, digits = 1): string => (n === null || n === undefined || Number.isNaN(n) ? '–' : n.toFixed(digits));

function table(header: string[], rows: string[][]): string {
  const align = header.map((_, i) => (i === 0 ? '---' : '---:'));
  return [header, align, ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
}

function levelTitle(l: StreamsLevelResult): string {
  return `${l.streams.toLocaleString('en-US')} streams, an event every ${l.intervalMs} ms, ${l.events} per answer (${((l.intervalMs * l.events) / 1000).toFixed(1)} s)`;
}

function failures(r: StreamsRun): string {
  return r.non2xx || r.errors || r.incomplete ? `**${r.non2xx} / ${r.errors} / ${r.incomplete}**` : '0';
}

function levelTables(l: StreamsLevelResult): string {
  const direct = l.runs.direct;
  const proxy = l.runs.proxy;
  const rows: string[][] = [];
  const cpuRows: string[][] = [];
  for (const t of STREAMS_TARGETS) {
    const r = l.runs[t];
    if (!r) continue;
    const overDirect = (a: number, b: number | undefined) => (b === undefined ? '' : ` (+${f(a - b)})`);
    const label = r.gaveUp ? `${STREAMS_TARGET_LABEL[t]} — **did not complete: ${didNotComplete(r.gaveUp)}** (figures partial †)` : STREAMS_TARGET_LABEL[t];
    const row = [
      `${f(r.ttftMs.p50)}${t === 'direct' ? '' : overDirect(r.ttftMs.p50, direct?.ttftMs.p50)}`,
      `${f(r.ttftMs.p99)}${t === 'direct' ? '' : overDirect(r.ttftMs.p99, direct?.ttftMs.p99)}`,
      f(r.eventDelayMs.p99),
      String(r.eventDelayMs.over10ms),
      Math.round(r.events / r.windowS).toLocaleString('en-US'),
      f(r.cpuPerEventUs),
      r.cpuPerEventUs !== null && proxy?.cpuPerEventUs ? `${(r.cpuPerEventUs / proxy.cpuPerEventUs).toFixed(2)}×` : '–',
      r.rss ? `${f(r.rss.idleMiB, 0)} → ${f(r.rss.duringMiB, 0)}` : '–',
      r.rss ? f(r.rss.perStreamKiB) : '–',
      r.probes.healthMs ? f(r.probes.healthMs.p99) + (r.probes.healthFailures ? ` (${r.probes.healthFailures} failed)` : '') : '–',
      f(r.probes.newChatTtftMs.p99) + (r.probes.newChatFailures ? ` (${r.probes.newChatFailures} failed)` : ''),
      failures(r),
    ];
    // A given-up target's figures are what its clients got before the bench gave up: every one is marked.
    rows.push([label, ...row.map((cell) => (r.gaveUp ? `${cell} †` : cell))]);
    const c = r.cpu;
    cpuRows.push([
      r.gaveUp ? `${STREAMS_TARGET_LABEL[t]} †` : STREAMS_TARGET_LABEL[t], f(c.gateway, 2),
      r.runQueue ? `${f(r.runQueue.mainRanMs, 0)} / ${f(r.runQueue.mainWaitedMs, 0)}` : '–',
      r.runQueue ? `${f(r.runQueue.othersRanMs, 0)} / ${f(r.runQueue.othersWaitedMs, 0)}` : '–',
      `${f(c.mock, 2)} (${f(r.upstreamPerEventUs)} µs/event)`,
      `${f(c.loadGenerator, 2)} (${f(r.loadGeneratorPerEventUs)} µs/event)`, f(c.postgres, 2), f(c.irqSteal, 2), f(c.other, 2), f(c.idle, 2),
    ]);
  }
  const gaveUp = STREAMS_TARGETS.filter((t) => l.runs[t]?.gaveUp);
  const note = gaveUp.length
    ? `\n\n† ${gaveUp.map((t) => STREAMS_TARGET_LABEL[t]).join(', ')}: not every stream had completed an answer and ended within the turn's budget ` +
      '(ramp, warm-up, window, one answer and the margin); the bench gave up, killed the target and moved on. Its figures are partial.'
    : '';
  return [
    `#### ${levelTitle(l)}`,
    '',
    table(
      ['Target', 'TTFT p50 ms', 'TTFT p99 ms', 'event delay p99 ms', 'events > 10 ms late', 'events/s', 'CPU µs per event', '× proxy',
        'RSS MiB idle → open', 'KiB per stream', 'health p99 ms', 'new chat TTFT p99 ms', 'non-2xx / failed / unfinished'],
      rows,
    ) + note,
    '',
    'Where the CPU went (cores; 1.00 = one core busy):',
    '',
    table(['Run', 'target (all threads)', 'event loop ran / waited for a CPU, ms/s', 'other threads ran / waited, ms/s', 'paced upstream', 'load generator', 'PostgreSQL', 'irq + steal', 'other processes', 'idle'], cpuRows),
  ].join('\n');
}

export function renderStreamsMarkdown(r: StreamsBenchResult): string {
  const s = r.setup;
  const out: string[] = [];
  out.push(
    `Closed-loop streams, each sending its next request when its answer has ended; a realistic Polish prompt (~0.7 KB, personal data) new in every request (seed ${s.seed}). ` +
      `Upstream: bench/lib/paced-upstream.ts, OpenAI's wire format (${s.shape === 'openai' ? 'with its `obfuscation` field' : 'constant fields'}), one word per event, ` +
      `the role and first word at once, then one event per interval, then the finish, usage and [DONE] events. Per target: connections opened over ${s.rampS}, ` +
      `${s.warmupS} s of warm-up, ${s.windowS} s measured${s.rounds > 1 ? ` (${s.rounds} rounds, summed)` : ''}; each target first got ${s.prewarmS} s of unrecorded streams. ` +
      `During the window: GET /v1/health every ${s.healthEveryMs} ms (gateways) and a new chat on a new connection every ${s.newChatEveryMs} ms. ` +
      `Gateway: ${s.gatewayBuild}; ${s.gatewaySettings}; database ${s.database}.` + (s.quick ? ' **Quick mode: short runs, for smoke tests only.**' : ''),
  );
  out.push('');
  out.push('TTFT = request written → first event received (in brackets: over direct). Event delay = gap between two events of one answer beyond the upstream\'s interval. ' +
    'CPU per event = the target process\'s CPU time (all threads) / events received by the clients. KiB per stream = (resident memory during the window − idle before it) / streams.');
  out.push('');
  out.push(`Sanity: the answer carries the tags ${r.sanity.tags.map((t) => `\`${t}\``).join(', ') || '(none)'}; ` +
    `the gateway (defaults) restored them: ${r.sanity.restored ? 'yes' : '**no**'}; with PII off they passed through: ${r.sanity.passedThroughWithPiiOff ? 'yes' : 'no'}.`);
  out.push('');
  for (const l of r.levels) {
    out.push(levelTables(l));
    out.push('');
  }
  if (r.targets.length) {
    out.push(table(['Target', 'Measured', ''], r.targets.map((t) => [t.target, t.measured, t.pass ? 'PASS' : '**MISS**'])));
  }
  return out.join('\n');
}
