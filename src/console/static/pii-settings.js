// PII settings: detection on/off, a toggle per type (defaults marked), Art. 9 detection and action,
// how names are replaced (tags or pseudonyms) and the tag gender hint.
import { useEffect, useState } from 'preact/hooks';
import { Alert, api, html } from './ui.js';

const ART9_ACTIONS = { flag: 'flag (forward, report the categories)', block: 'block (refuse the request)', ignore: 'ignore' };
const REPLACEMENTS = { tags: 'tags (<PERSON_1>)', pseudonyms: 'pseudonyms (realistic Polish names, declined)' };

export function PiiSettings({ config }) {
  const [settings, setSettings] = useState(null);
  const [error, setError] = useState('');
  const [saved, setSaved] = useState('');
  useEffect(() => {
    api('GET', '/v1/settings/pii').then(setSettings, (e) => setError(e.message));
  }, []);
  if (!settings) return html`<${Alert} message=${error} />`;

  const set = (patch) => {
    setSaved('');
    setSettings({ ...settings, ...patch });
  };
  const toggle = (t) =>
    set({ enabled_types: settings.enabled_types.includes(t) ? settings.enabled_types.filter((x) => x !== t) : [...settings.enabled_types, t] });
  const save = async (e) => {
    e.preventDefault();
    setError('');
    try {
      const { enabled, enabled_types, art9_detection, art9_action, replacement, tag_gender_hint } = settings;
      setSettings(await api('PATCH', '/v1/settings/pii', { enabled, enabled_types, art9_detection, art9_action, replacement, tag_gender_hint }));
      setSaved('Settings saved.');
    } catch (err) {
      setError(err.message);
    }
  };

  return html`<form class="panel stack" onSubmit=${save}>
    <label class="check"><input type="checkbox" checked=${settings.enabled} onChange=${(e) => set({ enabled: e.target.checked })} /> PII detection on</label>
    <fieldset class="types"><legend>Types to anonymize</legend>
      ${config.pii_types.map(
        (t) => html`<label class="check"><input type="checkbox" name=${t} checked=${settings.enabled_types.includes(t)} onChange=${() => toggle(t)} />
          ${t}${config.pii_default_types.includes(t) ? html` <span class="muted">(default)</span>` : ''}</label>`,
      )}
    </fieldset>
    <label class="check"><input type="checkbox" checked=${settings.art9_detection} onChange=${(e) => set({ art9_detection: e.target.checked })} /> Detect Art. 9 (special category) data</label>
    <label>Art. 9 action
      <select value=${settings.art9_action} onChange=${(e) => set({ art9_action: e.target.value })}>
        ${Object.entries(ART9_ACTIONS).map(([v, label]) => html`<option value=${v}>${label}</option>`)}
      </select>
    </label>
    <label>Names sent to the provider as
      <select value=${settings.replacement} onChange=${(e) => set({ replacement: e.target.value })}>
        ${Object.entries(REPLACEMENTS).map(([v, label]) => html`<option value=${v}>${label}</option>`)}
      </select>
    </label>
    <label class="check"><input type="checkbox" checked=${settings.tag_gender_hint} disabled=${settings.replacement !== 'tags'}
      onChange=${(e) => set({ tag_gender_hint: e.target.checked })} /> Tell the model each name tag's grammatical gender (tag mode)</label>
    <${Alert} message=${error} />
    <div class="row"><button type="submit">Save settings</button><span role="status">${saved}</span></div>
  </form>`;
}
