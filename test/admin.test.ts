// The admin command against the PostgreSQL server (in its own schema), and beside an embedded gateway.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

  it('--help prints the usage and exits 0, touching no database', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/admin.ts', '--help'], {
      env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('usage: npm run admin');
    expect(r.stdout).toContain('account create');
    expect(r.stderr).not.toMatch(/error/i);
  });

  it('an unknown option is a usage error, not a stack trace', async () => {
    await expect(run('account', 'list', '--nmae', 'x')).rejects.toThrow(/unknown option/i);
  });
});

describe('npm run admin beside an embedded gateway', () => {
  it('refuses while the gateway holds the data folder, and works once it stopped', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gw-admin-'));
    const env = { NODE_ENV: 'test', GATEWAY_DATA_DIR: dataDir };
    const out: string[] = [];
    try {
      const gw = await startTestGateway({ mode: 'embedded', dataDir });
      try {
        await expect(runAdmin(['account', 'create', '--name', 'Lost', '--plan', 'solo'], (l) => out.push(l), env)).rejects.toThrow(
          /data folder .* is in use .*Stop the gateway first, or use a PostgreSQL server \(DATABASE_URL\)/,
        );
        expect(out).toEqual([]); // no account, no key printed
        // A second embedded gateway on the same folder refuses too.
        await expect(startTestGateway({ mode: 'embedded', dataDir })).rejects.toThrow(/is in use/);
      } finally {
        await gw.close();
      }
      expect(existsSync(path.join(dataDir, 'gateway.lock'))).toBe(false);
      await runAdmin(['account', 'create', '--name', 'Kept', '--plan', 'solo'], (l) => out.push(l), env);
      await runAdmin(['account', 'list'], (l) => out.push(l), env);
      expect(out.join('\n')).toMatch(/\tsolo\tKept\t/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
