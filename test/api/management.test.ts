// Every management endpoint over real HTTP, against the PostgreSQL server and the embedded database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PII_SETTING_TYPES } from '../../src/pii/types.js';
import { api, startTestGateway, type DbMode, type TestAccount, type TestGateway } from '../helpers/gateway.js';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

describe.each<DbMode>(['server', 'embedded'])('management API (%s database)', (mode) => {
  let gw: TestGateway;
  let acct: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    gw = await startTestGateway({ mode });
    acct = await gw.account('business');
    other = await gw.account('business');
  });
  afterAll(async () => gw?.close());

  const errorOf = (r: { status: number; json: any }, status: number, type: string) => {
    expect(r.status).toBe(status);
    expect(r.json).toEqual({ error: { type, message: expect.any(String), code: status } });
    return r.json.error.message as string;
  };

  describe('health and routing', () => {
    it('GET /v1/health needs no key', async () => {
      const r = await api(gw.url)('GET', '/v1/health');
      expect(r.status).toBe(200);
      expect(r.json).toEqual({ status: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+/), detectors: { rules: true, ner: false } });
      expect(r.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    });
    it('unknown route is 404, wrong method 405', async () => {
      errorOf(await api(gw.url, acct.liveKey)('GET', '/v1/nothing'), 404, 'not_found');
      const r = await api(gw.url, acct.liveKey)('PUT', '/v1/keys', {});
      expect(errorOf(r, 405, 'method_not_allowed')).toContain('PUT');
      expect(r.headers.get('allow')).toContain('POST');
    });
    it('echoes a well-formed X-Request-Id', async () => {
      const r = await api(gw.url)('GET', '/v1/health', undefined, { 'x-request-id': 'abc-123' });
      expect(r.headers.get('x-request-id')).toBe('abc-123');
    });
  });

  describe('authentication', () => {
    it.each([
      ['missing header', undefined],
      ['not bearer', 'Basic abc'],
      ['malformed key', 'Bearer vpx_live_short'],
      ['unknown key', 'Bearer vpx_live_AAAAAAAAAAAAAAAAAAAAAAAA'],
      ['wrong prefix', 'Bearer sk_live_AAAAAAAAAAAAAAAAAAAAAAAA'],
    ])('%s → 401', async (_name, header) => {
      const r = await api(gw.url)('GET', '/v1/keys', undefined, header ? { authorization: header } : {});
      errorOf(r, 401, 'authentication_error');
      expect(r.headers.get('x-ratelimit-limit')).toBeNull();
    });

    it('authenticated responses carry rate-limit headers', async () => {
      const r = await api(gw.url, acct.liveKey)('GET', '/v1/keys');
      expect(r.status).toBe(200);
      expect(Number(r.headers.get('x-ratelimit-limit'))).toBe(600);
      expect(Number(r.headers.get('x-ratelimit-remaining'))).toBeLessThan(600);
      const reset = Number(r.headers.get('x-ratelimit-reset'));
      expect(reset).toBeGreaterThan(Date.now() / 1000);
      expect(reset).toBeLessThanOrEqual(Date.now() / 1000 + 60);
    });

    it('a key without the permission gets 403 on every guarded endpoint', async () => {
      const chatOnly = await gw.key(acct.accountId, 'live', ['chat:write']);
      const call = api(gw.url, chatOnly);
      for (const [method, path] of [
        ['GET', '/v1/keys'],
        ['POST', '/v1/keys'],
        ['DELETE', '/v1/keys/key_x'],
        ['GET', '/v1/provider-keys'],
        ['POST', '/v1/provider-keys'],
        ['DELETE', '/v1/provider-keys/pk_x'],
        ['GET', '/v1/settings/pii'],
        ['PATCH', '/v1/settings/pii'],
        ['GET', '/v1/usage/summary'],
        ['GET', '/v1/usage/daily'],
      ]) {
        const r = await call(method, path, method === 'POST' || method === 'PATCH' ? {} : undefined);
        expect(errorOf(r, 403, 'forbidden'), `${method} ${path}`).toMatch(/permission/);
        expect(r.headers.get('x-ratelimit-limit')).not.toBeNull();
      }
    });

    it('live keys on free and solo plans have no API access; test keys do', async () => {
      for (const plan of ['free', 'solo'] as const) {
        const a = await gw.account(plan);
        expect(errorOf(await api(gw.url, a.liveKey)('GET', '/v1/keys'), 403, 'forbidden')).toContain(plan);
        expect((await api(gw.url, a.testKey)('GET', '/v1/keys')).status).toBe(200);
      }
    });

    it('the per-minute limit answers 429 with Retry-After', async () => {
      const a = await gw.account('free');
      const call = api(gw.url, a.testKey); // test keys: 20 per minute
      let last;
      for (let i = 0; i < 20; i++) {
        last = await call('GET', '/v1/settings/pii');
        expect(last.status).toBe(200);
      }
      expect(last!.headers.get('x-ratelimit-remaining')).toBe('0');
      const r = await call('GET', '/v1/settings/pii');
      errorOf(r, 429, 'rate_limit_exceeded');
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(r.headers.get('x-ratelimit-limit')).toBe('20');
    });
  });

  describe('/v1/keys', () => {
    it('creates a key with all permissions by default, shown once', async () => {
      const r = await api(gw.url, acct.liveKey)('POST', '/v1/keys', { name: 'ci' });
      expect(r.status).toBe(201);
      expect(Object.keys(r.json).sort()).toEqual(['api_key', 'created_at', 'id', 'name', 'permissions']);
      expect(r.json.name).toBe('ci');
      expect(r.json.api_key).toMatch(/^vpx_live_[0-9A-Za-z]{24}$/);
      expect(r.json.permissions).toEqual(['chat:write', 'usage:read', 'keys:manage', 'settings:manage']);
      expect(r.json.created_at).toMatch(ISO);
      // The new key works.
      expect((await api(gw.url, r.json.api_key)('GET', '/v1/keys')).status).toBe(200);
      const list = await api(gw.url, acct.liveKey)('GET', '/v1/keys');
      const listed = list.json.keys.find((k: any) => k.id === r.json.id);
      expect(Object.keys(listed).sort()).toEqual(['created_at', 'id', 'key_prefix', 'last_used_at', 'name', 'permissions']);
      expect(listed.key_prefix).toBe(r.json.api_key.slice(0, 13) + '...');
      expect(listed.last_used_at).toMatch(ISO);
      expect(list.text).not.toContain(r.json.api_key);
    });

    it('creates a key with chosen permissions and kind', async () => {
      const r = await api(gw.url, acct.liveKey)('POST', '/v1/keys', { name: 'reader', permissions: ['usage:read'], kind: 'test' });
      expect(r.status).toBe(201);
      expect(r.json.permissions).toEqual(['usage:read']);
      expect(r.json.api_key).toMatch(/^vpx_test_/);
      errorOf(await api(gw.url, r.json.api_key)('GET', '/v1/keys'), 403, 'forbidden');
      expect((await api(gw.url, r.json.api_key)('GET', '/v1/usage/summary')).status).toBe(200);
    });

    it('never lists another account\'s keys and never lists revoked ones', async () => {
      const mine = await api(gw.url, acct.liveKey)('GET', '/v1/keys');
      const theirs = await api(gw.url, other.liveKey)('GET', '/v1/keys');
      const ids = new Set(mine.json.keys.map((k: any) => k.id));
      for (const k of theirs.json.keys) expect(ids.has(k.id)).toBe(false);
    });

    it.each([
      [{}, 'name'],
      [{ name: '' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 42 }, 'name'],
      [{ name: 'x', permissions: ['admin'] }, 'permissions[0]'],
      [{ name: 'x', permissions: 'chat:write' }, 'permissions'],
      [{ name: 'x', permissions: [] }, 'permissions'],
      [{ name: 'x', extra: 1 }, 'unknown field'],
      [{ name: 'x', kind: 'prod' }, 'kind'],
    ])('bad body %j → 400 naming %s', async (body, field) => {
      expect(errorOf(await api(gw.url, acct.liveKey)('POST', '/v1/keys', body), 400, 'bad_request')).toContain(field);
    });

    it('cannot grant permissions the caller lacks, and a test key cannot mint live keys', async () => {
      const manager = await gw.key(acct.accountId, 'live', ['keys:manage']);
      const r = await api(gw.url, manager)('POST', '/v1/keys', { name: 'x', permissions: ['chat:write'] });
      expect(errorOf(r, 403, 'forbidden')).toContain('chat:write');
      const ok = await api(gw.url, manager)('POST', '/v1/keys', { name: 'x', permissions: ['keys:manage'] });
      expect(ok.status).toBe(201);
      errorOf(await api(gw.url, acct.testKey)('POST', '/v1/keys', { name: 'x', kind: 'live' }), 403, 'forbidden');
    });

    it('revokes a key immediately; unknown and foreign ids are 404', async () => {
      const created = await api(gw.url, acct.liveKey)('POST', '/v1/keys', { name: 'temp' });
      const temp = created.json.api_key as string;
      expect((await api(gw.url, temp)('GET', '/v1/keys')).status).toBe(200); // now cached
      const del = await api(gw.url, acct.liveKey)('DELETE', `/v1/keys/${created.json.id}`);
      expect(del.status).toBe(200);
      expect(del.json).toEqual({ id: created.json.id, deleted: true });
      errorOf(await api(gw.url, temp)('GET', '/v1/keys'), 401, 'authentication_error');
      errorOf(await api(gw.url, acct.liveKey)('DELETE', `/v1/keys/${created.json.id}`), 404, 'not_found');
      errorOf(await api(gw.url, acct.liveKey)('DELETE', '/v1/keys/key_doesnotexist'), 404, 'not_found');
      const theirs = (await api(gw.url, other.liveKey)('GET', '/v1/keys')).json.keys[0].id;
      errorOf(await api(gw.url, acct.liveKey)('DELETE', `/v1/keys/${theirs}`), 404, 'not_found');
      expect((await api(gw.url, other.liveKey)('GET', '/v1/keys')).status).toBe(200);
    });
  });

  describe('/v1/provider-keys', () => {
    it('stores, lists masked and deletes with audit events', async () => {
      const secret = 'sk-ant-secret-value-9876WXYZ';
      const r = await api(gw.url, acct.liveKey)('POST', '/v1/provider-keys', { provider: 'anthropic', api_key: secret, name: 'main' });
      expect(r.status).toBe(201);
      expect(Object.keys(r.json).sort()).toEqual(['created_at', 'id', 'key_suffix', 'name', 'provider']);
      expect(r.json).toMatchObject({ provider: 'anthropic', name: 'main', key_suffix: '...WXYZ' });
      expect(r.json.created_at).toMatch(ISO);
      const list = await api(gw.url, acct.liveKey)('GET', '/v1/provider-keys');
      expect(list.json.provider_keys).toContainEqual(r.json);
      expect(list.text).not.toContain(secret);
      // Another account sees none of it and cannot delete it.
      expect((await api(gw.url, other.liveKey)('GET', '/v1/provider-keys')).json.provider_keys).toEqual([]);
      errorOf(await api(gw.url, other.liveKey)('DELETE', `/v1/provider-keys/${r.json.id}`), 404, 'not_found');
      const del = await api(gw.url, acct.liveKey)('DELETE', `/v1/provider-keys/${r.json.id}`);
      expect(del.json).toEqual({ id: r.json.id, deleted: true });
      errorOf(await api(gw.url, acct.liveKey)('DELETE', `/v1/provider-keys/${r.json.id}`), 404, 'not_found');
      const audit = await gw.services.db.sql<{ action: string; target_id: string }[]>`
        SELECT action, target_id FROM audit_events WHERE account_id = ${acct.accountId} AND target_id = ${r.json.id} ORDER BY id`;
      expect(audit.map((a) => a.action)).toEqual(['provider_key.create', 'provider_key.delete']);
    });

    it('name is optional (null)', async () => {
      const r = await api(gw.url, acct.liveKey)('POST', '/v1/provider-keys', { provider: 'openai', api_key: 'sk-proj-abcdefgh1234' });
      expect(r.status).toBe(201);
      expect(r.json.name).toBeNull();
      expect(r.json.key_suffix).toBe('...1234');
    });

    it.each([
      [{ api_key: 'sk-1234567890' }, 'provider'],
      [{ provider: 'openrouter', api_key: 'sk-1234567890' }, 'provider'],
      [{ provider: 'openai' }, 'api_key'],
      [{ provider: 'openai', api_key: '' }, 'api_key'],
      [{ provider: 'openai', api_key: 123456789 }, 'api_key'],
      [{ provider: 'openai', api_key: 'sk-1234567890', name: '' }, 'name'],
      [{ provider: 'openai', api_key: 'sk-1234567890', secret: true }, 'unknown field'],
    ])('bad body %j → 400 naming %s', async (body, field) => {
      const r = await api(gw.url, acct.liveKey)('POST', '/v1/provider-keys', body);
      const message = errorOf(r, 400, 'bad_request');
      expect(message).toContain(field);
      expect(message).not.toContain('sk-1234567890');
    });
  });

  describe('/v1/settings/pii', () => {
    it('defaults follow the product design', async () => {
      const a = await gw.account('business');
      const r = await api(gw.url, a.liveKey)('GET', '/v1/settings/pii');
      expect(r.json).toEqual({
        enabled: true,
        enabled_types: ['names', 'email', 'phone', 'pesel', 'nip', 'iban', 'credit_card', 'regon', 'id_card', 'passport', 'driving_license', 'username'],
        art9_detection: true,
        art9_action: 'flag',
        replacement: 'tags',
        tag_gender_hint: false,
      });
    });

    it('PATCH switches the replacement mode and the tag gender hint', async () => {
      const a = await gw.account('business');
      const call = api(gw.url, a.liveKey);
      const r = await call('PATCH', '/v1/settings/pii', { replacement: 'pseudonyms', tag_gender_hint: true });
      expect(r.json).toMatchObject({ replacement: 'pseudonyms', tag_gender_hint: true, art9_action: 'flag' });
      expect((await call('GET', '/v1/settings/pii')).json).toMatchObject({ replacement: 'pseudonyms', tag_gender_hint: true });
      expect((await call('PATCH', '/v1/settings/pii', { replacement: 'tags' })).json).toMatchObject({ replacement: 'tags', tag_gender_hint: true });
    });

    it('PATCH is partial and returns updated_at', async () => {
      const a = await gw.account('business');
      const call = api(gw.url, a.liveKey);
      const r1 = await call('PATCH', '/v1/settings/pii', { art9_action: 'block' });
      expect(r1.status).toBe(200);
      expect(r1.json).toMatchObject({ enabled: true, art9_detection: true, art9_action: 'block' });
      expect(r1.json.enabled_types).toContain('pesel');
      expect(r1.json.updated_at).toMatch(ISO);
      const r2 = await call('PATCH', '/v1/settings/pii', { enabled_types: ['address', 'names', 'names'], enabled: false });
      expect(r2.json).toMatchObject({ enabled: false, enabled_types: ['names', 'address'], art9_action: 'block' });
      expect(Date.parse(r2.json.updated_at)).toBeGreaterThanOrEqual(Date.parse(r1.json.updated_at));
      const all = await call('PATCH', '/v1/settings/pii', { enabled_types: [...PII_SETTING_TYPES] });
      expect(all.json.enabled_types).toEqual([...PII_SETTING_TYPES]);
      expect((await call('GET', '/v1/settings/pii')).json).toEqual({
        enabled: false,
        enabled_types: [...PII_SETTING_TYPES],
        art9_detection: true,
        art9_action: 'block',
        replacement: 'tags',
        tag_gender_hint: false,
      });
      // Another account is untouched.
      expect((await api(gw.url, other.liveKey)('GET', '/v1/settings/pii')).json.art9_action).toBe('flag');
    });

    it.each([
      [{ enabled_types: ['names', 'shoe_size'] }, 'enabled_types[1]'],
      [{ enabled_types: 'names' }, 'enabled_types'],
      [{ art9_action: 'delete' }, 'art9_action'],
      [{ enabled: 'yes' }, 'enabled'],
      [{ art9_detection: 1 }, 'art9_detection'],
      [{ replacement: 'nicknames' }, 'replacement'],
      [{ replacement: 1 }, 'replacement'],
      [{ tag_gender_hint: 'on' }, 'tag_gender_hint'],
      [{ colour: 'red' }, 'unknown field'],
    ])('bad body %j → 400 naming %s', async (body, value) => {
      expect(errorOf(await api(gw.url, acct.liveKey)('PATCH', '/v1/settings/pii', body), 400, 'bad_request')).toContain(value);
    });
  });

  describe('bodies', () => {
    const call = () => api(gw.url, acct.liveKey);
    it('invalid JSON → 400', async () => {
      expect(errorOf(await call()('POST', '/v1/keys', '{"name": '), 400, 'bad_request')).toMatch(/JSON/);
    });
    it.each([['[1,2]'], ['"text"'], ['null'], ['42']])('non-object JSON %s → 400', async (body) => {
      expect(errorOf(await call()('POST', '/v1/keys', body), 400, 'bad_request')).toMatch(/object/);
    });
    it('empty body → 400', async () => {
      expect(errorOf(await call()('POST', '/v1/keys', ''), 400, 'bad_request')).toMatch(/empty/);
    });
    it('2 MiB body → 413', async () => {
      const big = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });
      errorOf(await call()('POST', '/v1/keys', big), 413, 'payload_too_large');
      // The server is still fine afterwards.
      expect((await call()('GET', '/v1/keys')).status).toBe(200);
    });
  });

  describe('/v1/usage', () => {
    it('validates dates', async () => {
      const call = api(gw.url, acct.liveKey);
      for (const q of ['start_date=2026-13-01', 'end_date=2026-02-30', 'start_date=yesterday', 'start_date=2026-1-1', 'start_date=2026-05-02&end_date=2026-05-01', 'from=2026-01-01']) {
        errorOf(await call('GET', `/v1/usage/summary?${q}`), 400, 'bad_request');
        errorOf(await call('GET', `/v1/usage/daily?${q}`), 400, 'bad_request');
      }
    });
    it('defaults to the last 30 days and returns zeros for a new account', async () => {
      const a = await gw.account('business');
      const r = await api(gw.url, a.liveKey)('GET', '/v1/usage/summary');
      const today = new Date().toISOString().slice(0, 10);
      const start = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
      expect(r.json).toEqual({
        period: { start, end: today },
        total_requests: 0,
        total_tokens: 0,
        prompt_tokens: 0,
        completion_tokens: 0,
        estimated_cost_usd: 0,
        by_model: {},
        pii_detections: { total: 0, by_type: {} },
      });
      expect((await api(gw.url, a.liveKey)('GET', '/v1/usage/daily?start_date=2026-01-01&end_date=2026-01-31')).json).toEqual({ daily: [] });
    });
  });
});
