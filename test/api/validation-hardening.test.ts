// Hostile input against the management and chat endpoints: strings PostgreSQL cannot store, ids that
// are not ids, deeply nested JSON, out-of-range dates, empty type lists, and errors that would echo
// client values. Every case must be a clear 400/404 naming the field, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestGateway, type TestAccount, type TestGateway } from '../helpers/gateway.js';

const MAX_DEPTH = 16;

/** `{"a":{"a":...1...}}` with `levels` objects, written by hand (JSON.stringify would overflow). */
const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

describe('validation hardening', () => {
  let gw: TestGateway;
  let acct: TestAccount;
  /** Stores no provider keys, so its test key is always answered by the built-in mock. */
  let chatter: TestAccount;

  beforeAll(async () => {
    gw = await startTestGateway({ env: { JSON_MAX_DEPTH: String(MAX_DEPTH), FREE_DAILY_REQUESTS: '2' } });
    acct = await gw.account('business');
    chatter = await gw.account('business');
  });
  afterAll(async () => gw?.close());

  const badRequest = (r: { status: number; json: any; text: string }) => {
    expect(r.status, r.text).toBe(400);
    expect(r.json).toEqual({ error: { type: 'bad_request', message: expect.any(String), code: 400 } });
    return r.json.error.message as string;
  };
  const stillServing = async () => expect((await api(gw.url, acct.liveKey)('GET', '/v1/keys')).status).toBe(200);

  describe('strings PostgreSQL cannot store', () => {
    it.each([
      ['NUL in a key name', '/v1/keys', '{"name":"a\\u0000b"}', 'name'],
      ['lone surrogate in a key name', '/v1/keys', '{"name":"a\\ud800b"}', 'name'],
      ['trailing low surrogate in a key name', '/v1/keys', '{"name":"ab\\udc00"}', 'name'],
      ['control character in a key name', '/v1/keys', '{"name":"a\\u001bb"}', 'name'],
      ['NUL in a provider-key name', '/v1/provider-keys', '{"provider":"openai","api_key":"sk-12345678","name":"a\\u0000b"}', 'name'],
      ['lone surrogate in a provider-key name', '/v1/provider-keys', '{"provider":"openai","api_key":"sk-12345678","name":"x\\udbff"}', 'name'],
      ['NUL in a provider key', '/v1/provider-keys', '{"provider":"openai","api_key":"sk-1234\\u00005678"}', 'api_key'],
    ])('%s → 400 naming the field, nothing stored', async (_name, path, body, field) => {
      const message = badRequest(await api(gw.url, acct.liveKey)('POST', path, body));
      expect(message.startsWith(`${field}:`)).toBe(true);
      await stillServing();
    });

    it('a well-formed surrogate pair (emoji) in a name is fine', async () => {
      const r = await api(gw.url, acct.liveKey)('POST', '/v1/keys', { name: 'bot 🤖' });
      expect(r.status).toBe(201);
      expect(r.json.name).toBe('bot 🤖');
    });

    it.each([
      ['/v1/keys/%00'],
      ['/v1/provider-keys/%00'],
      ['/v1/keys/key_%00'],
      ['/v1/provider-keys/pk_abc%00def'],
      ['/v1/keys/pk_abcdefghijklmnop'],
      ['/v1/keys/key_k{3000}'],
    ])('DELETE %s (not an id) → 4xx, never 500', async (label) => {
      const path = label.replace('k{3000}', 'k'.repeat(3000));
      const r = await api(gw.url, acct.liveKey)('DELETE', path);
      expect([400, 404], r.text).toContain(r.status);
      await stillServing();
    });
  });

  describe('JSON nesting limit', () => {
    it('chat: metadata nested 5,000 levels and a 10,000-deep content part → 400; nothing counted', async () => {
      const free = await gw.account('free');
      const chat = (body: string) => api(gw.url, free.testKey)('POST', '/v1/chat/completions', body);
      const head = '{"model":"gpt-5.4-nano","messages":[{"role":"user","content":';
      const deepMetadata = `${head}"hi"}],"metadata":${nested(5000)}}`;
      const deepPart = `${head}[{"type":"text","text":"hi"},{"type":"image_url","image_url":${nested(10_000)}}]}]}`;
      for (const body of [deepMetadata, deepPart, deepMetadata, deepPart]) {
        const message = badRequest(await chat(body));
        expect(message).toMatch(/^(metadata|messages): /);
        expect(message).toContain(String(MAX_DEPTH));
      }
      const usage = await api(gw.url, free.testKey)('GET', '/v1/usage/summary');
      expect(usage.json.total_requests).toBe(0);
      // The free quota (2 a day here) is untouched: two requests pass, the third is over it.
      const ok = `${head}"hi"}]}`;
      expect((await chat(ok)).status).toBe(200);
      expect((await chat(ok)).status).toBe(200);
      expect((await chat(ok)).status).toBe(429);
      await stillServing();
    });

    it('the limit is exact and configurable: depth 16 passes, 17 is refused naming the field', async () => {
      const chat = (body: string) => api(gw.url, chatter.testKey)('POST', '/v1/chat/completions', body);
      // The body is level 1, so metadata may hold MAX_DEPTH - 1 levels.
      const body = (levels: number) => `{"model":"gpt-4o","messages":[{"role":"user","content":"hi"}],"metadata":${nested(levels)}}`;
      expect((await chat(body(MAX_DEPTH - 1))).status).toBe(200);
      expect(badRequest(await chat(body(MAX_DEPTH)))).toBe(`metadata: nested deeper than the limit of ${MAX_DEPTH} levels`);
    });

    it('an unknown pass-through field is not named', async () => {
      const r = await api(gw.url, chatter.testKey)('POST', '/v1/chat/completions',
        `{"model":"gpt-4o","messages":[{"role":"user","content":"hi"}],"Jan Kowalski":${nested(100)}}`);
      const message = badRequest(r);
      expect(message).not.toContain('Kowalski');
      expect(message).toContain(String(MAX_DEPTH));
    });

    it.each([
      ['POST', '/v1/keys', `{"name":${nested(5000)}}`, 'name'],
      ['POST', '/v1/provider-keys', `{"provider":"openai","api_key":"sk-12345678","name":${nested(5000)}}`, 'name'],
      ['PATCH', '/v1/settings/pii', `{"enabled_types":[${nested(5000)}]}`, 'enabled_types'],
    ])('%s %s with a 5,000-deep field → 400 naming it', async (method, path, body, field) => {
      expect(badRequest(await api(gw.url, acct.liveKey)(method, path, body))).toBe(`${field}: nested deeper than the limit of ${MAX_DEPTH} levels`);
      await stillServing();
    });
  });

  describe('usage dates', () => {
    const get = (q: string) => api(gw.url, acct.liveKey)('GET', `/v1/usage/${q}`);
    it.each([
      'end_date=0000-01-01',
      'start_date=0000-01-01',
      'end_date=1999-12-31',
      'start_date=1999-12-31&end_date=2000-01-05',
      'start_date=3000-01-01',
      'end_date=9999-12-31',
      'end_date=2026-02-30',
      'start_date=2026-01-01&start_date=2026-01-02',
    ])('%s → 400 on summary and daily', async (q) => {
      for (const route of ['summary', 'daily']) {
        const message = badRequest(await get(`${route}?${q}`));
        expect(message).toMatch(/^(start_date|end_date): /);
      }
    });

    it('the documented range is accepted; a default start never falls before it', async () => {
      const full = await get('summary?start_date=2000-01-01&end_date=2999-12-31');
      expect(full.status).toBe(200);
      expect(full.json.period).toEqual({ start: '2000-01-01', end: '2999-12-31' });
      const early = await get('summary?end_date=2000-01-10');
      expect(early.status).toBe(200);
      expect(early.json.period).toEqual({ start: '2000-01-01', end: '2000-01-10' });
      expect((await get('daily?start_date=2000-01-01&end_date=2999-12-31')).json).toEqual({ daily: [] });
    });
  });

  describe('PII settings', () => {
    it('an empty enabled_types → 400 pointing to "enabled": false; settings unchanged', async () => {
      const a = await gw.account('business');
      const call = api(gw.url, a.liveKey);
      const before = (await call('GET', '/v1/settings/pii')).json;
      for (const body of [{ enabled_types: [] }, { enabled_types: [], enabled: true }]) {
        const message = badRequest(await call('PATCH', '/v1/settings/pii', body));
        expect(message).toMatch(/^enabled_types: /);
        expect(message).toContain('"enabled": false');
      }
      expect((await call('GET', '/v1/settings/pii')).json).toEqual(before);
      const off = await call('PATCH', '/v1/settings/pii', { enabled: false });
      expect(off.json).toMatchObject({ enabled: false, enabled_types: before.enabled_types });
    });
  });

  describe('errors never echo client values', () => {
    const PII = ['Kowalski', 'jan.kowalski@example.com', '90010112345', 'Jan_Kowalski-44'];

    it.each(PII)('%s in every enum, name and query field', async (v) => {
      const live = api(gw.url, acct.liveKey);
      const test = api(gw.url, chatter.testKey);
      const cases: Array<[string, Promise<{ status: number; json: any; text: string }>, string]> = [
        ['role', test('POST', '/v1/chat/completions', { model: 'gpt-4o', messages: [{ role: v, content: 'hi' }] }), 'messages[0].role'],
        ['model', test('POST', '/v1/chat/completions', { model: v, messages: [{ role: 'user', content: 'hi' }] }), 'model'],
        ['part type', test('POST', '/v1/chat/completions', { model: 'gpt-4o', messages: [{ role: 'user', content: [{ type: 'text', text: 5, v }] }] }), 'messages[0].content'],
        ['permission', live('POST', '/v1/keys', { name: 'x', permissions: [v] }), 'permissions[0]'],
        ['kind', live('POST', '/v1/keys', { name: 'x', kind: v }), 'kind'],
        ['unknown key field', live('POST', '/v1/keys', { name: 'x', [v]: 1 }), 'unknown field'],
        ['provider', live('POST', '/v1/provider-keys', { provider: v, api_key: 'sk-12345678' }), 'provider'],
        ['unknown provider-key field', live('POST', '/v1/provider-keys', { provider: 'openai', api_key: 'sk-12345678', [v]: 1 }), 'unknown field'],
        ['PII type', live('PATCH', '/v1/settings/pii', { enabled_types: ['names', v] }), 'enabled_types[1]'],
        ['art9_action', live('PATCH', '/v1/settings/pii', { art9_action: v }), 'art9_action'],
        ['unknown settings field', live('PATCH', '/v1/settings/pii', { [v]: true }), 'unknown field'],
        ['query name', live('GET', `/v1/usage/summary?${encodeURIComponent(v)}=1`), 'query parameter'],
        ['start_date', live('GET', `/v1/usage/daily?start_date=${encodeURIComponent(v)}`), 'start_date'],
      ];
      for (const [what, pending, field] of cases) {
        const message = badRequest(await pending);
        expect(message, what).toContain(field);
        for (const p of PII) expect(message, what).not.toContain(p);
      }
    });

    it('unknown fields are refused listing the allowed ones', async () => {
      const message = badRequest(await api(gw.url, acct.liveKey)('PATCH', '/v1/settings/pii', { colour: 'red' }));
      expect(message).toBe('unknown field; allowed: enabled, enabled_types, art9_detection, art9_action, replacement, tag_gender_hint');
    });
  });
});
