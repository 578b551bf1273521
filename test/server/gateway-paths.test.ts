// The reproductions against a real gateway: malformed percent-encoding in a path (which used
// to throw outside any handler and end the process), control characters in ids, and 404s that used
// to repeat the path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestGateway, type TestAccount, type TestGateway } from '../helpers/gateway.js';

let gw: TestGateway;
let acct: TestAccount;
beforeAll(async () => {
  gw = await startTestGateway();
  acct = await gw.account('business');
});
afterAll(async () => gw?.close());

const invalidId = { type: 'bad_request', message: 'path parameter id is not valid', code: 400 };

describe('path parameters', () => {
  it.each([
    ['DELETE', '/v1/provider-keys/%ZZ'],
    ['DELETE', '/v1/keys/%E0%A4%A'],
    ['DELETE', '/v1/keys/key_%00'],
  ])('%s %s without a key → 400, and the gateway keeps serving', async (method, path) => {
    const r = await api(gw.url)(method, path);
    expect(r.status).toBe(400);
    expect(r.json.error).toEqual(invalidId);
    expect((await api(gw.url)('GET', '/v1/health')).status).toBe(200);
  });

  it.each(['key_%00abc', 'key_%0D%0Aabc', 'pk_%7F'])('a control character in an id (%s) → 400 before any database query', async (id) => {
    const r = await api(gw.url, acct.liveKey)('DELETE', `/v1/keys/${id}`);
    expect(r.status).toBe(400);
    expect(r.json.error).toEqual(invalidId);
  });

  it('a GET on a DELETE-only path with a malformed id is a 405, not a crash', async () => {
    const r = await api(gw.url, acct.liveKey)('GET', '/v1/keys/%E0%A4%A');
    expect(r.status).toBe(405);
    expect(r.text).not.toContain('%E0');
  });
});

describe('unknown routes', () => {
  it('404 does not repeat the path', async () => {
    const r = await api(gw.url, acct.liveKey)('GET', '/v1/jan.kowalski@example.pl');
    expect(r.status).toBe(404);
    expect(r.json.error).toEqual({ type: 'not_found', message: expect.any(String), code: 404 });
    expect(r.text).not.toContain('kowalski');
    expect(gw.logLines.join('\n')).not.toContain('kowalski');
  });
});
