// Provider keys are sealed: the plaintext appears nowhere in the database; tampering is detected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { open, seal } from '../../src/secrets/seal.js';
import { parseMasterKey, loadOrCreateMasterKey } from '../../src/secrets/master-key.js';
import { mkdtempSync, statSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { api, startTestGateway, type TestGateway } from '../helpers/gateway.js';

describe('sealing', () => {
  const key = parseMasterKey('ab'.repeat(32));
  it('round-trips and binds to account and key id', () => {
    const s = seal(key, 'sk-secret', 'acct_1', 'pk_1');
    expect(open(key, s, 'acct_1', 'pk_1')).toBe('sk-secret');
    expect(() => open(key, s, 'acct_2', 'pk_1')).toThrow();
    expect(() => open(key, s, 'acct_1', 'pk_2')).toThrow();
    const tampered = Buffer.from(s);
    tampered[14] ^= 1;
    expect(() => open(key, tampered, 'acct_1', 'pk_1')).toThrow();
    expect(() => open(parseMasterKey('cd'.repeat(32)), s, 'acct_1', 'pk_1')).toThrow();
  });
  it('uses a fresh IV each time', () => {
    expect(seal(key, 'x', 'a', 'b').equals(seal(key, 'x', 'a', 'b'))).toBe(false);
  });
  it('master key: hex or base64 of 32 bytes; anything else is refused with the variable named', () => {
    expect(parseMasterKey(Buffer.alloc(32, 7).toString('base64')).length).toBe(32);
    expect(() => parseMasterKey('short')).toThrow(/GATEWAY_MASTER_KEY/);
  });
  it('dev master key is generated once with mode 0600', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mk-'));
    const k1 = loadOrCreateMasterKey(undefined, dir);
    const k2 = loadOrCreateMasterKey(undefined, dir);
    expect(k1.equals(k2)).toBe(true);
    expect(statSync(path.join(dir, 'master.key')).mode & 0o777).toBe(0o600);
    expect(readFileSync(path.join(dir, 'master.key'), 'utf8').trim()).toBe(k1.toString('hex'));
  });
});

describe('no plaintext provider key in the database', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway();
  });
  afterAll(async () => gw?.close());

  it('dumps every table and finds neither the key nor its hex/base64 forms', async () => {
    const acct = await gw.account('business');
    const secret = 'sk-live-PLAINTEXT-provider-key-0042';
    const created = await api(gw.url, acct.liveKey)('POST', '/v1/provider-keys', { provider: 'openai', api_key: secret, name: 'prod' });
    expect(created.status).toBe(201);
    await api(gw.url, acct.liveKey)('DELETE', `/v1/provider-keys/${created.json.id}`);
    await api(gw.url, acct.liveKey)('POST', '/v1/provider-keys', { provider: 'openai', api_key: secret });
    const sql = gw.services.db.sql;
    const tables = await sql<{ table_name: string }[]>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = ${gw.schema!} AND table_type = 'BASE TABLE'`;
    expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(['provider_keys', 'audit_events', 'api_keys']));
    let dump = '';
    for (const { table_name } of tables) {
      const rows = await sql.unsafe(`SELECT * FROM "${table_name}"`);
      dump += JSON.stringify(rows, (_k, v) => (v && v.type === 'Buffer' ? Buffer.from(v.data).toString('latin1') : v));
      for (const r of rows) for (const v of Object.values(r)) if (Buffer.isBuffer(v)) dump += v.toString('latin1') + v.toString('hex');
    }
    expect(dump.length).toBeGreaterThan(100);
    for (const form of [secret, Buffer.from(secret).toString('hex'), Buffer.from(secret).toString('base64'), 'PLAINTEXT']) {
      expect(dump).not.toContain(form);
    }
    // Service keys are hashed too.
    expect(dump).not.toContain(acct.liveKey);
    expect(dump).toContain('...0042');
  });
});
