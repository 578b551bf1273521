// Shared bits of the console's pages: the html tag, calls to the gateway (same origin, the session
// cookie as credential), and small formatting helpers.
import { h } from 'preact';
import htm from 'htm';

export const html = htm.bind(h);

export class ApiFailure extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** Calls the gateway; throws ApiFailure with the gateway's own error message. A 401 means the session ended. */
export async function api(method, path, body, headers = {}) {
  const res = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: { ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return readJson(res);
}

/** Every entry of a paginated listing (`field` holds a page's entries): follows has_more/last_id. */
export async function listAll(path, field) {
  const all = [];
  for (let after = null; ; ) {
    const page = await api('GET', `${path}?limit=100${after ? `&after=${encodeURIComponent(after)}` : ''}`);
    all.push(...page[field]);
    if (!page.has_more || !page.last_id) return all;
    after = page.last_id;
  }
}

export async function readJson(res) {
  const text = await res.text();
  let data = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    if (res.status === 401 && !res.url.endsWith('/console/api/sign-in')) window.dispatchEvent(new Event('console:signed-out'));
    throw new ApiFailure(res.status, data?.error?.message ?? `the gateway answered HTTP ${res.status}`);
  }
  return data;
}

export const fmtDate = (iso) => (iso ? new Date(iso).toISOString().slice(0, 16).replace('T', ' ') + ' UTC' : '—');
export const fmtUsd = (n) => `$${(n ?? 0).toFixed(n && n < 0.01 ? 6 : 4)}`;

/** Text with anonymization tags (<PERSON_1>) wrapped in <mark>. */
export function Tagged({ text }) {
  const parts = String(text ?? '').split(/(<[A-Z][A-Z0-9_]*_\d+>)/);
  return html`${parts.map((p, i) => (i % 2 ? html`<mark class="tag">${p}</mark>` : p))}`;
}

export function Alert({ message }) {
  return message ? html`<p role="alert" class="alert">${message}</p>` : null;
}
