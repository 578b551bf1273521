// Keys: the account's service API keys — create (full key shown once), list, revoke with confirmation.
import { useEffect, useState } from 'preact/hooks';
import { Alert, api, fmtDate, html, listAll } from './ui.js';

const PERMISSIONS = ['chat:write', 'usage:read', 'keys:manage', 'settings:manage'];

function NewKey({ created, onDone }) {
  const [copied, setCopied] = useState('');
  const copy = () =>
    navigator.clipboard.writeText(created.api_key).then(
      () => setCopied('Copied.'),
      () => setCopied('Copying was refused by the browser: select the key and copy it.'),
    );
  return html`<div class="panel created" role="status">
    <p><strong>Key ${created.name} created.</strong> It is shown only now; store it somewhere safe.</p>
    <p><code class="secret" aria-label="New API key">${created.api_key}</code></p>
    <button type="button" onClick=${copy}>Copy</button> <button type="button" class="secondary" onClick=${onDone}>Done</button>
    <span class="muted"> ${copied}</span>
  </div>`;
}

export function Keys({ session }) {
  const [keys, setKeys] = useState([]);
  const [error, setError] = useState('');
  const [created, setCreated] = useState(null);
  const [confirming, setConfirming] = useState(null);
  const [perms, setPerms] = useState(PERMISSIONS);
  // Free and Solo live keys have no API access: test keys are what they can use from code.
  const [kind, setKind] = useState(session.plan === 'free' || session.plan === 'solo' ? 'test' : 'live');
  const load = () => listAll('/v1/keys', 'keys').then(setKeys, (e) => setError(e.message));
  useEffect(() => void load(), []);

  const create = async (e) => {
    e.preventDefault();
    setError('');
    try {
      setCreated(await api('POST', '/v1/keys', { name: e.target.name.value, permissions: perms, kind }));
      e.target.reset();
      load();
    } catch (err) {
      setError(err.message);
    }
  };
  const revoke = async (id) => {
    setError('');
    try {
      await api('DELETE', `/v1/keys/${encodeURIComponent(id)}`);
      setConfirming(null);
      load();
    } catch (err) {
      setError(err.message);
    }
  };
  const toggle = (p) => setPerms(perms.includes(p) ? perms.filter((x) => x !== p) : [...perms, p]);

  return html`<div class="stack">
    <form class="panel" onSubmit=${create}>
      <h2>New key</h2>
      <label>Name <input name="name" required maxlength="200" /></label>
      <fieldset><legend>Permissions</legend>
        ${PERMISSIONS.map((p) => html`<label class="check"><input type="checkbox" checked=${perms.includes(p)} onChange=${() => toggle(p)} /> ${p}</label>`)}
      </fieldset>
      <label>Kind
        <select value=${kind} onChange=${(e) => setKind(e.target.value)}>
          <option value="live">live</option><option value="test">test</option>
        </select>
      </label>
      ${(session.plan === 'free' || session.plan === 'solo') &&
      html`<p class="muted">On the ${session.plan} plan, live keys have no API access and test keys answer from the mock provider; this console is how you reach real providers.</p>`}
      <button type="submit">Create key</button>
    </form>
    ${created && html`<${NewKey} created=${created} onDone=${() => setCreated(null)} />`}
    <${Alert} message=${error} />
    <table>
      <caption>Active keys</caption>
      <thead><tr><th>Name</th><th>Prefix</th><th>Permissions</th><th>Created</th><th>Last used</th><th><span class="sr-only">Actions</span></th></tr></thead>
      <tbody>
        ${keys.map(
          (k) => html`<tr>
            <td>${k.name}</td><td><code>${k.key_prefix}</code></td><td>${k.permissions.join(', ')}</td>
            <td>${fmtDate(k.created_at)}</td><td>${fmtDate(k.last_used_at)}</td>
            <td>${confirming === k.id
              ? html`<span>Revoke ${k.name}? </span><button type="button" class="danger" onClick=${() => revoke(k.id)}>Confirm revoke</button>
                  <button type="button" class="secondary" onClick=${() => setConfirming(null)}>Cancel</button>`
              : html`<button type="button" class="secondary" aria-label=${`Revoke ${k.name}`} onClick=${() => setConfirming(k.id)}>Revoke</button>`}</td>
          </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}
