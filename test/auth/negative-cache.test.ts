// Unknown keys stay off the database: a guessed key is looked up once, then answered from memory
// (concurrent guesses share the one lookup), and every refused authentication is counted by reason.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registry } from '../../src/metrics/metrics.js';
import { api, startTestGateway, type TestAccount, type TestGateway } from '../helpers/gateway.js';

let gw: TestGateway;
let acct: TestAccount;
let keyLookups = 0;

beforeAll(async () => {
  gw = await startTestGateway();
  acct = await gw.account('enterprise');
  // Count the statements that read api_keys: every query the gateway sends goes through db.sql.
  const db = gw.services.db;
  const real = db.sql;
  db.sql = new Proxy(real, {
    apply(target, self, args: unknown[]) {
      const strings = args[0] as readonly string[] | undefined;
      if (Array.isArray(strings) && strings.join('?').includes('FROM api_keys')) keyLookups++;
      return Reflect.apply(target as unknown as (...a: unknown[]) => unknown, self, args);
    },
  });
});
afterAll(async () => gw?.close());
beforeEach(() => {
  keyLookups = 0;
});

/** The current value of gateway_auth_failures_total{reason}. */
async function failures(reason: string): Promise<number> {
  const metric = registry.getSingleMetric('gateway_auth_failures_total');
  if (!metric) throw new Error('gateway_auth_failures_total is not registered');
  const { values } = await metric.get();
  return values.find((v) => v.labels.reason === reason)?.value ?? 0;
}

const models = (authorization?: string) =>
  fetch(`${gw.url}/v1/models`, { headers: authorization ? { authorization } : {} }).then(async (r) => ({ status: r.status, json: (await r.json()) as any }));

describe('unknown keys', () => {
  it('25 requests with the same unknown key: each a 401, one database lookup, all counted', async () => {
    const guess = 'Bearer vpx_live_Zz9Yy8Xx7Ww6Vv5Uu4Tt3Ss2';
    const before = await failures('unknown');
    const concurrent = await Promise.all(Array.from({ length: 20 }, () => models(guess)));
    const sequential = [];
    for (let i = 0; i < 5; i++) sequential.push(await models(guess));
    for (const r of [...concurrent, ...sequential]) {
      expect(r.status).toBe(401);
      expect(r.json.error.type).toBe('authentication_error');
    }
    expect(keyLookups).toBe(1);
    expect((await failures('unknown')) - before).toBe(25);
  });

  it('a valid key keeps working beside the guesses', async () => {
    const r = await models(`Bearer ${acct.liveKey}`);
    expect(r.status).toBe(200);
  });
});

describe('other refusals are counted by reason', () => {
  it('missing and malformed', async () => {
    const missing = await failures('missing');
    const malformed = await failures('malformed');
    expect((await models()).status).toBe(401);
    expect((await models('Basic abc')).status).toBe(401);
    expect((await models('Bearer not-a-gateway-key')).status).toBe(401);
    expect((await failures('missing')) - missing).toBe(1);
    expect((await failures('malformed')) - malformed).toBe(2);
    expect(keyLookups).toBe(0);
  });

  it('revoked: refused at once, counted as revoked, then answered from memory', async () => {
    const call = api(gw.url, acct.liveKey);
    const created = await call('POST', '/v1/keys', { name: 'to revoke' });
    expect(created.status).toBe(201);
    const key = `Bearer ${created.json.api_key}`;
    expect((await models(key)).status).toBe(200);
    expect((await call('DELETE', `/v1/keys/${created.json.id}`)).status).toBe(200);
    const before = await failures('revoked');
    keyLookups = 0;
    for (let i = 0; i < 3; i++) expect((await models(key)).status).toBe(401);
    expect((await failures('revoked')) - before).toBe(3);
    expect(keyLookups).toBe(1);
  });
});
