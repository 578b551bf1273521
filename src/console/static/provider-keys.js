// Provider keys: the account's own keys for the providers — add, list (masked), delete.
import { useEffect, useState } from 'preact/hooks';
import { Alert, api, fmtDate, html, listAll } from './ui.js';

export function ProviderKeys({ config }) {
  const [keys, setKeys] = useState([]);
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(null);
  const load = () => listAll('/v1/provider-keys', 'provider_keys').then(setKeys, (e) => setError(e.message));
  useEffect(() => void load(), []);

  const add = async (e) => {
    e.preventDefault();
    setError('');
    const f = e.target;
    try {
      await api('POST', '/v1/provider-keys', { provider: f.provider.value, api_key: f.api_key.value, ...(f.keyname.value ? { name: f.keyname.value } : {}) });
      f.reset();
      load();
    } catch (err) {
      setError(err.message);
    }
  };
  const remove = async (id) => {
    try {
      await api('DELETE', `/v1/provider-keys/${encodeURIComponent(id)}`);
      setConfirming(null);
      load();
    } catch (err) {
      setError(err.message);
    }
  };

  return html`<div class="stack">
    <form class="panel" onSubmit=${add}>
      <h2>Add a provider key</h2>
      <p class="muted">Stored encrypted; the gateway shows only its last characters from now on.</p>
      <label>Provider <select name="provider">${config.providers.map((p) => html`<option value=${p}>${p}</option>`)}</select></label>
      <label>API key <input name="api_key" type="password" autocomplete="off" required /></label>
      <label>Label (optional) <input name="keyname" maxlength="200" /></label>
      <button type="submit">Add provider key</button>
    </form>
    <${Alert} message=${error} />
    <table>
      <caption>Stored provider keys</caption>
      <thead><tr><th>Provider</th><th>Label</th><th>Key</th><th>Added</th><th><span class="sr-only">Actions</span></th></tr></thead>
      <tbody>
        ${keys.map(
          (k) => html`<tr>
            <td>${k.provider}</td><td>${k.name ?? '—'}</td><td><code>…${k.key_suffix}</code></td><td>${fmtDate(k.created_at)}</td>
            <td>${confirming === k.id
              ? html`<button type="button" class="danger" onClick=${() => remove(k.id)}>Confirm delete</button>
                  <button type="button" class="secondary" onClick=${() => setConfirming(null)}>Cancel</button>`
              : html`<button type="button" class="secondary" aria-label=${`Delete ${k.provider} key`} onClick=${() => setConfirming(k.id)}>Delete</button>`}</td>
          </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}
