// Markdown for the realistic-traffic comparison (bench/realistic.ts): a pure function of the result,
// so the JSON and the markdown tell the same story.
import { REALISTIC_TARGET_LABEL, type RealisticBenchResult, type RealisticTarget } from './types.js';

const f = (n: number | null | undefined, digits = 2): string => (n === null || n === undefined || Number.isNaN(n) ? '–' : n.toFixed(digits));
const rps = (n: number): string => Math.round(n).toLocaleString('en-US');
const ratio = (a: number | undefined, b: number | undefined): string => (a && b ? `${(a / b).toFixed(2)}×` : '–');

function table(header: string[], rows: string[][]): string {
  const align = header.map((_, i) => (i === 0 ? '---' : '---:'));
  return [header, align, ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
}

const TARGETS: readonly RealisticTarget[] = ['direct', 'proxy', 'portkey', 'gateway'];

export function renderRealisticMarkdown(r: RealisticBenchResult): string {
  const s = r.setup;
  const out: string[] = [];
  out.push('### Realistic traffic: gateway (defaults) vs Portkey');
  out.push('');
  out.push(
    (s.prewarmS > 0 ? `Before the first scenario each target gets ${s.prewarmS} s of unrecorded load, the scenarios' requests mixed (a freshly started gateway ran at about half its steady speed for its first ~30 s of load). ` : '') +
    `Each target takes ${s.rounds} turn(s) per scenario, the four in turn (order reversed every other round) so that the machine's drift ` +
      `hits them alike; a turn is ${s.warmupS} s of unrecorded warm-up, then ${s.durationS} s of closed-loop load, ${s.connections} connections. ` +
      'A target\'s figures are its turns together: requests over the summed seconds, percentiles over every response. ' +
      'Realistic prompt: a fixed system prompt and a generated Polish user message full of personal data (names in several cases, ' +
      'PESEL, NIP, IBAN, ID card, phones, e-mail, address; valid check digits), **new in every request**; short prompt: ~60 characters, ' +
      `no personal data, new in every request. Prompt generator seed ${s.seed}. Answer: ${s.replyWords} words, streamed in ${s.replyChunks} SSE chunks. ` +
      `Gateway: ${s.gatewayBuild}; ${s.gatewaySettings}; database: ${s.database}. Portkey: ${s.portkey}.` +
      (s.quick ? ' **Quick mode: short runs, for smoke tests only.**' : ''),
  );
  out.push('');
  const rows: string[][] = [];
  for (const sc of r.scenarios) {
    for (const t of TARGETS) {
      const m = sc.runs[t];
      if (!m) continue;
      rows.push([
        `${sc.name} · ${REALISTIC_TARGET_LABEL[t]}`,
        String(sc.meanPromptChars),
        rps(m.rps),
        ratio(m.rps, sc.runs.direct?.rps),
        f(m.latencyMs.p50),
        f(m.latencyMs.p99),
        (m.roundsRps ?? []).map(rps).join(' / '),
        t === 'gateway' ? ratio(m.rps, sc.runs.portkey?.rps) : '',
        t === 'gateway' ? ratio(m.rps, sc.runs.proxy?.rps) : '',
      ]);
    }
  }
  out.push(table(['Scenario · target', 'prompt chars', 'req/s', 'of direct', 'p50 ms', 'p99 ms', 'req/s by turn', 'gateway / Portkey', 'gateway / proxy'], rows));
  out.push('');
  const failed = r.scenarios.flatMap((sc) =>
    TARGETS.filter((t) => {
      const m = sc.runs[t];
      return m && (m.non2xx > 0 || m.errors > 0 || m.timeouts > 0);
    }).map((t) => `${sc.name} · ${t}: ${sc.runs[t]!.non2xx} non-2xx, ${sc.runs[t]!.errors} errors, ${sc.runs[t]!.timeouts} timeouts`),
  );
  out.push(failed.length ? `**Failed requests:** ${failed.join('; ')}.` : 'Every request of every run answered 2xx.');
  out.push('');

  if (r.targets.length) {
    out.push('#### Targets');
    out.push('');
    out.push(table(['Target', 'Measured', 'Result'], r.targets.map((t) => [t.target, t.measured, t.pass ? 'PASS' : '**MISS**'])));
    out.push('');
  }

  out.push("#### Where the CPU went (cores' worth of CPU during each measured run: 1.00 = one core busy all the time)");
  out.push('');
  const cpuRows: string[][] = [];
  for (const sc of r.scenarios) {
    for (const t of TARGETS) {
      const m = sc.runs[t];
      if (!m) continue;
      const c = m.cpu;
      cpuRows.push([`${sc.name} · ${REALISTIC_TARGET_LABEL[t]}`, f(c.gateway), f(c.mock), f(c.loadGenerator), f(c.postgres), f(c.irqSteal), f(c.other), f(c.idle)]);
    }
  }
  out.push(table(['Run', 'target process', 'mock upstream', 'autocannon', 'PostgreSQL', 'irq + steal', 'other processes', 'idle'], cpuRows));
  out.push('');
  out.push('"target process" is the proxy, Portkey or the gateway (with its PII worker threads); none for direct. ' +
    '"idle" is capacity no one used while the connections had requests waiting.');
  out.push('');

  const ev = r.scenarios.filter((sc) => sc.gateway);
  if (ev.length) {
    out.push('#### The gateway really did the work (its own metrics and the mock\'s records, warm-up included)');
    out.push('');
    out.push(table(
      ['Scenario', 'requests', 'NER runs', 'cache hits', 'cache misses', 'upstream requests searched', 'identifiers generated', 'found upstream'],
      ev.map((sc) => {
        const e = sc.gateway!;
        return [sc.name, String(e.requests), String(e.nerRuns ?? '–'), String(e.cacheHits ?? '–'), String(e.cacheMisses ?? '–'),
          String(e.upstreamRequestsChecked), String(e.identifiersSent), String(e.identifiersLeaked)];
      }),
    ));
    out.push('');
    out.push('Cache hits are the system prompt (the same text in every request); the user message is new every time, so it is a miss ' +
      'and is scanned (regex + NER). "found upstream": generated identifiers found, in any spacing, in the prompts the mock upstream received.');
    out.push('');
  }

  const q = r.sanity;
  out.push(
    `Sanity check before the runs: ${q.requests} new realistic prompts through the gateway with \`X-Show-Raw-Prompt: true\` — ` +
      `${q.meanEntities} entities per prompt (${q.entityTypes.join(', ')}); generated identifiers left in the forwarded prompt: ${q.identifiersVisible}; ` +
      `the person's full name left visible: ${q.namesVisible} of ${q.requests}; phone numbers left visible: ${q.phonesVisible} of ${q.phonesSent}; ` +
      `NER inferences: ${q.nerRuns ?? '–'}. Tags in a streamed answer restored: ${q.streamRestored ? 'yes' : 'NO'}. ` +
      `Portkey returned the mock's answer, streamed and not, and the mock received the prompts as sent: ${q.portkeyReachesMock ? 'yes' : 'NO'}.`,
  );
  out.push('');
  return out.join('\n');
}
