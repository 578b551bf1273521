// The playground: a chat through the same /v1/chat/completions pipeline as the API (the session as
// credential), streamed, and beside the answer what the provider received — the anonymized messages
// exactly as forwarded (from the X-Anonymization-Info the gateway adds on request: for a console session
// whole, as an SSE comment at the start of the stream; the 8 KiB header only as a fallback), the entity
// types found, Art. 9 warnings, tokens and the estimated cost.
import { useEffect, useRef, useState } from 'preact/hooks';
import { Alert, api, fmtUsd, html, readJson, Tagged } from './ui.js';

/** Decodes X-Anonymization-Info (base64 of UTF-8 JSON). */
function decodeInfo(header) {
  if (!header) return null;
  const bytes = Uint8Array.from(atob(header), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** Distinct tags per entity type, from the tag names alone (the masked values are never shown). */
function entitiesByType(info) {
  const counts = {};
  for (const tag of Object.keys(info?.mapping ?? {})) {
    const type = tag.replace(/^<|>$/g, '').replace(/_\d+$/, '');
    counts[type] = (counts[type] ?? 0) + 1;
  }
  return counts;
}

const INFO_COMMENT = ': x-anonymization-info ';

/** Reads an SSE body, calling onEvent with each parsed JSON event until [DONE], and onInfo with the
 * anonymization info comment. */
async function readSse(res, onEvent, onInfo) {
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      for (const line of event.split('\n')) {
        if (line.startsWith(INFO_COMMENT)) onInfo(line.slice(INFO_COMMENT.length));
        if (!line.startsWith('data: ')) continue;
        const data = line.slice(6);
        if (data === '[DONE]') return;
        onEvent(JSON.parse(data));
      }
    }
  }
}

function SentToProvider({ info, usage, model }) {
  const counts = entitiesByType(info);
  const cost = usage && model && !usage.mock ? (usage.prompt_tokens * model.input_usd_per_m + usage.completion_tokens * model.output_usd_per_m) / 1e6 : 0;
  return html`<section aria-label="Sent to provider" class="panel sent">
    <h2>Sent to provider</h2>
    ${!info && html`<p class="muted">Send a message to see what the provider receives.</p>`}
    ${info &&
    html`
      ${info.truncated && html`<p class="muted">Long conversation: only the start of the prompt is shown.</p>`}
      <ol class="messages">
        ${(info.anonymized_messages?.length ? info.anonymized_messages : [{ role: 'prompt', content: info.raw_prompt }]).map(
          (m) => html`<li><span class="role">${m.role}</span><pre><${Tagged} text=${typeof m.content === 'string' ? m.content : JSON.stringify(m.content)} /></pre></li>`,
        )}
      </ol>
      <h3>Entities found</h3>
      ${Object.keys(counts).length
        ? html`<ul class="entities">${Object.entries(counts).map(([t, n]) => html`<li><mark class="tag">${t}</mark> × ${n}</li>`)}</ul>`
        : html`<p class="muted">None: the prompt went out unchanged.</p>`}
      ${info.pii_warnings?.art9_detected &&
      html`<p class="warning" role="status">Art. 9 (special category) data: ${info.pii_warnings.types_found.join(', ')}</p>`}`}
    ${usage &&
    html`<dl class="usage">
      <dt>Prompt tokens</dt><dd>${usage.prompt_tokens}</dd>
      <dt>Completion tokens</dt><dd>${usage.completion_tokens}</dd>
      <dt>Estimated cost</dt><dd>${usage.mock ? '$0 (mock provider)' : fmtUsd(cost)}</dd>
    </dl>`}
  </section>`;
}

export function Playground({ session, reload }) {
  const [model, setModel] = useState(session.models[0]?.id ?? '');
  const [testMode, setTestMode] = useState(false);
  const [system, setSystem] = useState('');
  const [temperature, setTemperature] = useState('0.7');
  const [maxTokens, setMaxTokens] = useState('512');
  const [turns, setTurns] = useState([]);
  const [streaming, setStreaming] = useState(false);
  const [error, setError] = useState('');
  const [info, setInfo] = useState(null);
  const [usage, setUsage] = useState(null);
  const message = useRef(null);

  // Without any stored provider key, start in test mode (answers from the built-in mock provider).
  useEffect(() => {
    api('GET', '/v1/provider-keys?limit=1').then((r) => setTestMode(r.provider_keys.length === 0), () => {});
  }, []);

  const send = async (e) => {
    e.preventDefault();
    const text = message.current.value.trim();
    if (!text || streaming) return;
    const history = [...turns, { role: 'user', content: text }];
    const messages = [...(system.trim() ? [{ role: 'system', content: system }] : []), ...history];
    setTurns([...history, { role: 'assistant', content: '' }]);
    setError('');
    setStreaming(true);
    message.current.value = '';
    let answer = '';
    try {
      const res = await fetch('/v1/chat/completions', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', 'X-Show-Raw-Prompt': 'true', ...(testMode ? { 'X-Console-Mode': 'test' } : {}) },
        body: JSON.stringify({
          model,
          messages,
          stream: true,
          stream_options: { include_usage: true },
          temperature: Number(temperature),
          max_tokens: Number(maxTokens),
        }),
      });
      if (!res.ok) await readJson(res);
      setInfo(decodeInfo(res.headers.get('X-Anonymization-Info')));
      await readSse(res, (event) => {
        if (event.error) throw new Error(event.error.message);
        if (event.usage) setUsage({ ...event.usage, mock: testMode });
        const delta = event.choices?.[0]?.delta?.content;
        if (delta) {
          answer += delta;
          setTurns([...history, { role: 'assistant', content: answer }]);
        }
      }, (info) => setInfo(decodeInfo(info)));
    } catch (err) {
      setError(err.message);
      if (!answer) setTurns(history.slice(0, -1)); // the question stays in the field to try again
      if (!answer) message.current.value = text;
    } finally {
      setStreaming(false);
      reload(); // the quota left
    }
  };

  const current = session.models.find((m) => m.id === model);
  return html`<div class="playground">
    <form class="panel settings" onSubmit=${send}>
      <label>Model
        <select name="model" value=${model} onChange=${(e) => setModel(e.target.value)}>
          ${session.models.map((m) => html`<option value=${m.id}>${m.id}</option>`)}
        </select>
      </label>
      <label class="check"><input type="checkbox" checked=${testMode} onChange=${(e) => setTestMode(e.target.checked)} /> Test mode (answers from the built-in mock provider)</label>
      <label>System prompt <textarea rows="2" value=${system} onInput=${(e) => setSystem(e.target.value)}></textarea></label>
      <div class="row">
        <label>Temperature <input type="number" min="0" max="2" step="0.1" value=${temperature} onInput=${(e) => setTemperature(e.target.value)} /></label>
        <label>Max tokens <input type="number" min="1" max="32000" step="1" value=${maxTokens} onInput=${(e) => setMaxTokens(e.target.value)} /></label>
      </div>
      ${session.quota?.limit != null && html`<p class="muted">${session.quota.left} of ${session.quota.limit} requests left this ${session.quota.period}.</p>`}
      <label>Message <textarea ref=${message} rows="4" name="message" placeholder="e.g. Jan Kowalski, PESEL 44051401359, asks about his invoice"
        onKeyDown=${(e) => e.key === 'Enter' && (e.ctrlKey || e.metaKey) && send(e)}></textarea></label>
      <${Alert} message=${error} />
      <div class="row">
        <button type="submit" disabled=${streaming}>${streaming ? 'Sending…' : 'Send'}</button>
        <button type="button" class="secondary" disabled=${streaming} onClick=${() => (setTurns([]), setInfo(null), setUsage(null), setError(''))}>New chat</button>
      </div>
    </form>
    <section aria-label="Answer" class="panel answer" aria-live="polite" aria-busy=${streaming}>
      <h2>Conversation</h2>
      ${turns.length === 0 && html`<p class="muted">Your conversation appears here, with personal data restored.</p>`}
      ${turns.map((t) => html`<div class=${`turn ${t.role}`}><span class="role">${t.role === 'user' ? 'You' : 'Assistant'}</span><p>${t.content}</p></div>`)}
    </section>
    <${SentToProvider} info=${info} usage=${usage} model=${current} />
  </div>`;
}
