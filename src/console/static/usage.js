// Usage: daily requests, tokens and PII detections as charts (uPlot) over a chosen period, the
// period's totals and cost, PII detections by type, and the plan's quota with what is left.
import { useEffect, useRef, useState } from 'preact/hooks';
import uPlot from 'uplot';
import { Alert, api, fmtUsd, html } from './ui.js';

const DAY = 86_400_000;
const day = (t) => new Date(t).toISOString().slice(0, 10);

/** Columns for the charts, one point per day of the period (days without usage are 0). */
function series(daily, start, end) {
  const byDate = new Map(daily.map((d) => [d.date, d]));
  const types = [...new Set(daily.flatMap((d) => Object.keys(d.pii_by_type ?? {})))].sort();
  const cols = { x: [], requests: [], tokens: [], cost: [], types, byType: types.map(() => []) };
  for (let t = Date.parse(start); t <= Date.parse(end); t += DAY) {
    const d = byDate.get(day(t));
    cols.x.push(t / 1000);
    cols.requests.push(d?.requests ?? 0);
    cols.tokens.push(d?.tokens ?? 0);
    cols.cost.push(d?.estimated_cost_usd ?? 0);
    types.forEach((type, i) => cols.byType[i].push(d?.pii_by_type?.[type] ?? 0));
  }
  return cols;
}

const PALETTE = ['#2563eb', '#d97706', '#059669', '#db2777', '#7c3aed', '#0891b2', '#65a30d', '#dc2626', '#4b5563'];

function Chart({ title, data, names, colors, format }) {
  const box = useRef(null);
  useEffect(() => {
    const width = Math.max(280, box.current.clientWidth);
    const plot = new uPlot(
      {
        title,
        width,
        height: 220,
        series: [{}, ...names.map((label, i) => ({ label, stroke: colors[i], width: 2, points: { show: true } }))],
        axes: [{}, { size: format ? 84 : 60, ...(format ? { values: (_, ticks) => ticks.map(format) } : {}) }],
        scales: { x: { time: true } },
      },
      data,
      box.current,
    );
    return () => plot.destroy();
  }, [data]);
  return html`<figure class="chart" ref=${box} aria-label=${title}></figure>`;
}

export function Usage({ session, reload }) {
  const today = day(Date.now());
  const [start, setStart] = useState(day(Date.now() - 29 * DAY));
  const [end, setEnd] = useState(today);
  const [data, setData] = useState(null);
  const [error, setError] = useState('');
  useEffect(() => {
    setError('');
    const q = `start_date=${start}&end_date=${end}`;
    Promise.all([api('GET', `/v1/usage/daily?${q}`), api('GET', `/v1/usage/summary?${q}`)]).then(
      ([d, s]) => setData({ cols: series(d.daily, start, end), summary: s }),
      (e) => setError(e.message),
    );
    reload(); // the quota shown below is the session's, fetched again
  }, [start, end]);
  const preset = (days) => {
    setEnd(today);
    setStart(day(Date.now() - (days - 1) * DAY));
  };
  const q = session.quota;
  return html`<div class="stack">
    <div class="panel row period">
      <label>From <input type="date" value=${start} max=${end} onChange=${(e) => e.target.value && setStart(e.target.value)} /></label>
      <label>To <input type="date" value=${end} min=${start} max=${today} onChange=${(e) => e.target.value && setEnd(e.target.value)} /></label>
      <button type="button" class="secondary" onClick=${() => preset(7)}>7 days</button>
      <button type="button" class="secondary" onClick=${() => preset(30)}>30 days</button>
      <button type="button" class="secondary" onClick=${() => preset(90)}>90 days</button>
    </div>
    <p class="panel quota">
      Plan <strong>${session.plan}</strong>:
      ${q.limit != null
        ? html` <strong>${q.left}</strong> of ${q.limit} requests left this ${q.period}`
        : ' no request quota'}; at most ${q.per_minute} requests a minute.
    </p>
    <${Alert} message=${error} />
    ${data &&
    html`
      <dl class="panel totals">
        <dt>Requests</dt><dd>${data.summary.total_requests}</dd>
        <dt>Tokens</dt><dd>${data.summary.total_tokens}</dd>
        <dt>Estimated cost</dt><dd>${fmtUsd(data.summary.estimated_cost_usd)}</dd>
        <dt>PII detections</dt><dd>${data.summary.pii_detections.total}</dd>
      </dl>
      <div class="charts">
        <${Chart} title="Requests per day" data=${[data.cols.x, data.cols.requests]} names=${['Requests']} colors=${[PALETTE[0]]} />
        <${Chart} title="Tokens per day" data=${[data.cols.x, data.cols.tokens]} names=${['Tokens']} colors=${[PALETTE[2]]} />
        <${Chart} title="Estimated cost per day (USD)" data=${[data.cols.x, data.cols.cost]} names=${['Cost']} colors=${[PALETTE[1]]} format=${(v) => `$${v.toPrecision(2)}`} />
        ${data.cols.types.length
          ? html`<${Chart} title="PII detections per day, by type" data=${[data.cols.x, ...data.cols.byType]} names=${data.cols.types} colors=${data.cols.types.map((_, i) => PALETTE[i % PALETTE.length])} />`
          : html`<p class="panel muted">No personal data detected in this period.</p>`}
      </div>
      <table>
        <caption>PII detections by type</caption>
        <thead><tr><th>Type</th><th>Detections</th></tr></thead>
        <tbody>${Object.entries(data.summary.pii_detections.by_type).map(([t, n]) => html`<tr><td>${t}</td><td>${n}</td></tr>`)}</tbody>
      </table>`}
  </div>`;
}
