// One fuzz case = method, request target, headers and body for one endpoint (or an unknown path),
// generated from (seed, index) alone so any failure can be replayed with FUZZ_SEED and FUZZ_ONLY.
import { makeBody, type BodyKind } from './bodies.js';
import { Rng } from './prng.js';
import { CANARIES, METHODS, dateValue, freeText, marker, pathSegment, pct } from './values.js';

export type AccountRole = 'chat' | 'mgmt' | 'upstream';
/** Keys of three business accounts: `chat` for most routes and chats with the built-in mock (it never
 * holds a provider key), `mgmt` for provider-key management, `upstream` for chats through the
 * adapters to the mock upstream (it holds a key for every provider). */
export type Keys = Record<AccountRole, { live: string; test: string }>;

export interface FuzzCase {
  index: number;
  /** The endpoint the case was built from (its pattern), for grouping failures. */
  route: string;
  method: string;
  /** Request target: path and query, possibly with non-ASCII characters. */
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Needs the raw-socket client (bytes undici refuses to send). */
  raw: boolean;
  /** Per-case marker put into free text alongside the canaries. */
  mark: string;
  /** What was done to the case (mutations), for the failure report. */
  notes: string[];
  /** The client gives up after this many ms (mid-body, mid-stream): only the process must survive. */
  abortAfterMs?: number;
}

type Focus = 'body' | 'path' | 'query' | 'headers' | 'method' | 'abort' | 'all';

interface RouteSpec {
  method: string;
  path: string;
  weight: number;
  account?: AccountRole;
  body?: BodyKind;
  query?: boolean;
}

const ROUTES: RouteSpec[] = [
  { method: 'GET', path: '/v1/health', weight: 1 },
  { method: 'GET', path: '/v1/models', weight: 1 },
  { method: 'POST', path: '/v1/chat/completions', weight: 3, body: 'chat' },
  { method: 'GET', path: '/v1/keys', weight: 1 },
  { method: 'POST', path: '/v1/keys', weight: 2, body: 'key' },
  { method: 'DELETE', path: '/v1/keys/:id', weight: 2 },
  { method: 'GET', path: '/v1/provider-keys', weight: 1, account: 'mgmt' },
  { method: 'POST', path: '/v1/provider-keys', weight: 2, account: 'mgmt', body: 'provider-key' },
  { method: 'DELETE', path: '/v1/provider-keys/:id', weight: 2, account: 'mgmt' },
  { method: 'GET', path: '/v1/usage/summary', weight: 2, query: true },
  { method: 'GET', path: '/v1/usage/daily', weight: 2, query: true },
  { method: 'GET', path: '/v1/settings/pii', weight: 1 },
  { method: 'PATCH', path: '/v1/settings/pii', weight: 2, body: 'settings' },
  { method: 'GET', path: '/v1/unknown', weight: 2 },
];

function pathFor(rng: Rng, route: RouteSpec, mark: string, damage: boolean, notes: string[]): string {
  const p = route.path.replace(':id', () => pathSegment(rng, mark));
  if (route.path === '/v1/unknown') return rng.pick([`/v1/${pathSegment(rng, mark)}`, `/${pathSegment(rng, mark)}`, `/v1/${pathSegment(rng, mark)}/${pathSegment(rng, mark)}`]);
  if (!damage) return p;
  const op = rng.pick(['extra', 'upper', 'slash', 'double', 'v2', 'root', 'v1', 'nul', 'pct', 'encoded']);
  notes.push(`path:${op}`);
  switch (op) {
    case 'extra':
      return `${p}/${pathSegment(rng, mark)}`;
    case 'upper':
      return p.toUpperCase();
    case 'slash':
      return `${p}/`;
    case 'double':
      return p.replaceAll('/', '//');
    case 'v2':
      return p.replace('/v1', '/v2');
    case 'root':
      return '/';
    case 'v1':
      return rng.pick(['/v1', '/v1/']);
    case 'nul':
      return `${p}%00`;
    case 'pct':
      return `${p}${rng.pick(['%ZZ', '%', '%E0%A4%A', '%2F..%2F'])}`;
    default:
      return p.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`);
  }
}

/** Query for the usage routes: start_date/end_date (repeated, malformed, bad dates) and strangers. */
function usageQuery(rng: Rng, mark: string, damage: boolean): string {
  if (!damage) return rng.pick(['', 'start_date=2026-11-01&end_date=2026-11-30', 'end_date=2026-11-30']);
  if (rng.chance(0.5)) {
    // Both dates (either may be odd), so an odd one is not hidden behind another parameter's 400.
    const parts = (['start_date', 'end_date'] as const)
      .filter(() => rng.chance(0.8))
      .map((name) => `${name}=${pct(rng.chance(0.6) ? dateValue(rng, mark) : rng.pick(['2026-11-01', '2026-11-30']))}`);
    return parts.join('&');
  }
  const parts: string[] = [];
  for (let i = rng.int(0, 4); i > 0; i--) {
    const name = rng.weighted<string>([
      [6, 'start_date'], [6, 'end_date'], [1, rng.pick([...CANARIES, mark])], [1, 'START_DATE'], [1, 'start_date[]'], [1, ''], [1, 'start%5Fdate'],
    ]);
    const value = dateValue(rng, mark);
    if (rng.chance(0.05)) parts.push(name);
    else parts.push(`${name}=${rng.chance(0.5) ? pct(value) : value}`);
  }
  return parts.join(rng.pick(['&', '&', '&&', ';']));
}

function otherQuery(rng: Rng, mark: string): string {
  return rng.pick([
    // Free text cut short: uWS resets connections past ~128 KB of request head.
    `q=${pct(freeText(rng, mark).slice(0, 2000))}`, `${CANARIES[1]}=${CANARIES[2]}`, 'a=%ZZ', '%', '&&&', '=', `x=${mark}&x=${mark}`,
    `model=żółć`, `limit=${'9'.repeat(400)}`,
  ]);
}

function authHeader(rng: Rng, key: string, mark: string): string | undefined {
  const canary = rng.pick([...CANARIES, mark]);
  return rng.weighted<string | undefined>([
    [8, `Bearer ${key}`], [1, undefined], [1, 'Bearer'], [1, 'Bearer '], [1, `bearer ${key}`], [1, `Bearer  ${key}`],
    [1, `Basic ${Buffer.from(`${canary}:x`).toString('base64')}`], [1, `Bearer ${canary}`], [1, `Bearer ${key}x`],
    [1, `Bearer ${key.slice(0, -1)}`], [1, `Bearer vpx_live_${'A'.repeat(24)}`], [1, `Bearer ${key} ${key}`],
    [1, `Bearer vpx_test_${canary}`], [1, key], [1, `Bearer ${'x'.repeat(rng.size(20_000))}`], [1, `Bearer ${key}ż`],
    [1, `Bearer\t${key}`], [1, `Bearer ${key.toUpperCase()}`],
  ]);
}

const CONTENT_TYPES = [
  'application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x', 'application/json; charset=utf-16', 'APPLICATION/JSON', 'application/jsonp', CANARIES[1], 'żółć',
];

/** The key a case authenticates with: chats go to the built-in mock (chat account's test key), through
 * the adapters (upstream account) or to the "no provider key" 400 (chat account's live key). */
function keyFor(rng: Rng, route: RouteSpec, keys: Keys): string {
  if (route.body === 'chat') return rng.weighted([[9, keys.chat.test], [6, keys.upstream.live], [3, keys.upstream.test], [2, keys.chat.live]]);
  const acct = keys[route.account ?? 'chat'];
  return rng.weighted([[3, acct.live], [1, acct.test]]);
}

function headersFor(rng: Rng, route: RouteSpec, keys: Keys, hasBody: boolean, damage: boolean, mark: string): Record<string, string> {
  const h: Record<string, string> = {};
  const key = keyFor(rng, route, keys);
  const auth = damage ? authHeader(rng, key, mark) : `Bearer ${key}`;
  if (auth !== undefined) h.authorization = auth;
  if (hasBody) {
    const ct = damage ? rng.weighted<string | undefined>([[4, 'application/json'], [1, undefined], [3, rng.pick(CONTENT_TYPES)]]) : 'application/json';
    if (ct !== undefined) h['content-type'] = ct;
  }
  if (!damage) return h;
  if (rng.chance(0.05)) h['x-request-id'] = rng.pick([...CANARIES, mark, 'a'.repeat(100), '../../etc/passwd', 'żółć']);
  if (rng.chance(0.05)) h['x-show-raw-prompt'] = rng.pick(['true', 'TRUE', '1', 'yes', CANARIES[1]]);
  if (rng.chance(0.03)) h.accept = rng.pick(['text/event-stream', '*/*', CANARIES[0]]);
  if (rng.chance(0.03)) h['x-note'] = rng.pick([`${CANARIES[1]} żółć`, '\u202eKowalski', mark]);
  return h;
}

/** Characters undici sends as given: anything else goes over the raw-socket client. */
const isPlain = (s: string, min: number) => [...s].every((c) => c.charCodeAt(0) >= min && c.charCodeAt(0) <= 0x7e);

export function makeCase(seed: number, index: number, keys: Keys): FuzzCase {
  const rng = Rng.forCase(seed, index);
  const mark = marker(rng);
  const notes: string[] = [];
  const route = rng.weighted(ROUTES.map((r) => [r.weight, r] as const));
  // Mostly one part of the request is damaged and the rest is valid, so the damage reaches the code
  // behind the other checks; sometimes everything at once.
  const focus = rng.weighted<Focus>([[40, 'body'], [12, 'path'], [12, 'query'], [12, 'headers'], [6, 'method'], [6, 'abort'], [12, 'all']]);
  const hit = (part: Focus) => focus === part || focus === 'all';
  const method = hit('method') && rng.chance(0.5) ? rng.pick(METHODS) : route.method;
  if (method !== route.method) notes.push(`method:${method}`);
  let target = pathFor(rng, route, mark, hit('path'), notes);
  if (route.query) target += `?${usageQuery(rng, mark, hit('query'))}`;
  else if (hit('query')) target += `?${otherQuery(rng, mark)}`;
  // Controls, spaces and '#' would break the request line itself (HTTP framing, not the gateway).
  target = target.replace(/[\x00-\x20\x7f#]/g, (ch) => pct(ch));
  const body = method === 'HEAD' ? undefined : makeBody(rng, mark, method === route.method ? route.body : undefined, hit('body'), notes);
  const headers = headersFor(rng, route, keys, body !== undefined, hit('headers'), mark);
  const raw = rng.chance(0.05) || !isPlain(target, 0x21) || Object.values(headers).some((v) => !isPlain(v, 0x20));
  const abortAfterMs = hit('abort') && rng.chance(0.5) ? rng.int(0, 40) : undefined;
  if (abortAfterMs !== undefined) notes.push(`abort:${abortAfterMs}ms`);
  return { index, route: route.path, method, target, headers, body, raw, mark, notes, abortAfterMs };
}
