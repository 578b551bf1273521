// The admin command against the PostgreSQL server (in its own schema).
import { afterAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../src/admin.js';
import { api, dropSchema, startTestGateway, TEST_DATABASE_URL, uniqueSchema } from './helpers/gateway.js';

describe('npm run admin', () => {
  const schema = uniqueSchema('admin');
  const env = { DATABASE_URL: TEST_DATABASE_URL, NODE_ENV: 'test' };
  afterAll(() => dropSchema(schema));
  const run = async (...args: string[]) => {
    const out: string[] = [];
    await runAdmin([...args, '--schema', schema], (l) => out.push(l), env);
    return out;
  };

  it('creates accounts and keys that work against a gateway', async () => {
    const created = await run('account', 'create', '--name', 'Acme', '--plan', 'business');
    const accountId = /account (acct_\S+)/.exec(created[0])![1];
    const liveKey = /live key: (vpx_live_\S+)/.exec(created[1])![1];
    expect((await run('account', 'list')).join('\n')).toContain(`${accountId}\tbusiness\tAcme`);
    const keyOut = await run('key', 'create', '--account', accountId, '--test', '--permissions', 'usage:read');
    const testKey = /test key: (vpx_test_\S+)/.exec(keyOut[1])![1];

    const gw = await startTestGateway({ schema });
    try {
      expect((await api(gw.url, liveKey)('GET', '/v1/keys')).status).toBe(200);
      expect((await api(gw.url, testKey)('GET', '/v1/usage/daily')).status).toBe(200);
      expect((await api(gw.url, testKey)('GET', '/v1/keys')).status).toBe(403);
      await run('account', 'set-plan', '--account', accountId, '--plan', 'solo');
      // The running gateway hears about the plan change through NOTIFY.
      await new Promise((r) => setTimeout(r, 200));
      expect((await api(gw.url, liveKey)('GET', '/v1/keys')).status).toBe(403);
    } finally {
      await gw.close();
    }
  });

  it.each([
    [['account', 'create', '--name', 'x', '--plan', 'gold'], /--plan/],
    [['account', 'create', '--plan', 'free'], /--name/],
    [['key', 'create', '--account', 'acct_nope'], /no account/],
    [['frobnicate'], /unknown command/],
  ])('%j fails with a clear message', async (args, message) => {
    await expect(run(...args)).rejects.toThrow(message);
  });
});
