// The console's shell: sign-in, the navigation and a hash router over the pages.
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { Alert, api, html } from './ui.js';
import { Playground } from './playground.js';
import { Keys } from './keys.js';
import { ProviderKeys } from './provider-keys.js';
import { Usage } from './usage.js';
import { PiiSettings } from './pii-settings.js';

const PAGES = [
  ['playground', 'Playground', Playground],
  ['keys', 'Keys', Keys],
  ['provider-keys', 'Provider keys', ProviderKeys],
  ['usage', 'Usage', Usage],
  ['pii', 'PII settings', PiiSettings],
];

const currentPage = () => location.hash.replace(/^#\/?/, '') || 'playground';

function SignIn({ config, onSignedIn }) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e, path) => {
    e.preventDefault();
    const form = e.target.closest('form');
    setBusy(true);
    setError('');
    try {
      await api('POST', path, { email: form.email.value, password: form.password.value });
      onSignedIn();
    } catch (err) {
      setError(err.message);
    } finally {
      setBusy(false);
    }
  };
  return html`<main class="signin">
    <h1>PII gateway</h1>
    <form onSubmit=${(e) => submit(e, '/console/api/sign-in')}>
      <label>E-mail <input name="email" type="email" autocomplete="username" required /></label>
      <label>Password <input name="password" type="password" autocomplete="current-password" required /></label>
      <${Alert} message=${error} />
      <button type="submit" disabled=${busy}>Sign in</button>
      ${config?.signup &&
      html`<button type="button" class="secondary" disabled=${busy} onClick=${(e) => submit(e, '/console/api/sign-up')}>Create a Free account</button>`}
    </form>
  </main>`;
}

function Shell({ session, config, onSignOut, reload }) {
  const [page, setPage] = useState(currentPage());
  useEffect(() => {
    const on = () => setPage(currentPage());
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  const entry = PAGES.find(([id]) => id === page) ?? PAGES[0];
  const Page = entry[2];
  return html`<div class="shell">
    <header>
      <span class="brand">PII gateway</span>
      <nav aria-label="Console">
        ${PAGES.map(([id, label]) => html`<a href="#/${id}" aria-current=${id === entry[0] ? 'page' : undefined}>${label}</a>`)}
      </nav>
      <span class="who">${session.email} · plan ${session.plan}</span>
      <button type="button" class="secondary" onClick=${onSignOut}>Sign out</button>
    </header>
    <main>
      <h1>${entry[1]}</h1>
      ${/* The playground stays mounted, so a conversation survives a look at another page. */ ''}
      <div hidden=${entry[0] !== 'playground'}><${Playground} session=${session} reload=${reload} /></div>
      ${entry[0] !== 'playground' && html`<${Page} session=${session} config=${config} reload=${reload} />`}
    </main>
  </div>`;
}

function App() {
  const [session, setSession] = useState(undefined);
  const [config, setConfig] = useState(null);
  const load = () =>
    api('GET', '/console/api/session').then((s) => setSession(s.signed_in ? s : null), () => setSession(null));
  useEffect(() => {
    api('GET', '/console/api/config').then(setConfig, () => setConfig({ signup: false }));
    load();
    const out = () => setSession(null);
    window.addEventListener('console:signed-out', out);
    return () => window.removeEventListener('console:signed-out', out);
  }, []);
  const signOut = async () => {
    await api('POST', '/console/api/sign-out').catch(() => {});
    setSession(null);
  };
  if (session === undefined || !config) return html`<p class="loading">Loading…</p>`;
  if (!session) return html`<${SignIn} config=${config} onSignedIn=${load} />`;
  return html`<${Shell} session=${session} config=${config} onSignOut=${signOut} reload=${load} />`;
}

render(html`<${App} />`, document.getElementById('app'));
