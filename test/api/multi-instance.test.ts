// Two gateway instances on one PostgreSQL: revocation through A is seen by B's very next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, dropSchema, startTestGateway, uniqueSchema, type TestGateway } from '../helpers/gateway.js';

describe('two instances on one PostgreSQL', () => {
  const schema = uniqueSchema('multi');
  let a: TestGateway;
  let b: TestGateway;
  beforeAll(async () => {
    // Started together: migrations must not race (advisory lock).
    [a, b] = await Promise.all([startTestGateway({ schema }), startTestGateway({ schema })]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await dropSchema(schema);
  });

  it('revoking through A gives 401 on B at once, repeatedly', async () => {
    const acct = await a.account('business');
    for (let round = 0; round < 10; round++) {
      const created = await api(a.url, acct.liveKey)('POST', '/v1/keys', { name: `victim ${round}` });
      const victim = created.json.api_key as string;
      // B authenticates (and caches) the key.
      for (let i = 0; i < 3; i++) expect((await api(b.url, victim)('GET', '/v1/settings/pii')).status).toBe(200);
      const del = await api(a.url, acct.liveKey)('DELETE', `/v1/keys/${created.json.id}`);
      expect(del.status).toBe(200);
      const next = await api(b.url, victim)('GET', '/v1/settings/pii');
      expect(next.status).toBe(401);
      expect(next.json.error.type).toBe('authentication_error');
    }
  });

  it('a plan change reaches the other instance', async () => {
    const acct = await a.account('business');
    expect((await api(b.url, acct.liveKey)('GET', '/v1/keys')).status).toBe(200);
    await b.services.db.sql`UPDATE accounts SET plan = 'free' WHERE id = ${acct.accountId}`;
    await a.services.auth.invalidateAccount(acct.accountId);
    expect((await api(b.url, acct.liveKey)('GET', '/v1/keys')).status).toBe(403);
  });
});
