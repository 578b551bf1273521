import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { DEFAULT_PROVIDER_BASE_URLS } from '../src/providers/wire.js';

describe('config', () => {
  it('defaults match the README', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, host: '0.0.0.0', metricsPort: 9464, databaseUrl: undefined, dataDir: './data', bodyLimitBytes: 1048576 });
    expect(c.rateLimits).toEqual({ test: 20, free: 10, solo: 30, business: 600, enterprise: 3000 });
    expect(c.providerBaseUrls).toEqual(DEFAULT_PROVIDER_BASE_URLS);
    expect(c.piiWorkerNice).toBe(5);
  });
  it('reads provider base URLs and strips a trailing slash', () => {
    expect(loadConfig({ PROVIDER_ANTHROPIC_BASE_URL: 'http://127.0.0.1:9999/' }).providerBaseUrls.anthropic).toBe('http://127.0.0.1:9999');
  });
  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PROVIDER_OPENAI_BASE_URL: 'not a url' }, 'PROVIDER_OPENAI_BASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y' }, 'GATEWAY_MASTER_KEY'],
    [{ PII_NER: 'maybe' }, 'PII_NER'],
    [{ PII_WORKER_NICE: '20' }, 'PII_WORKER_NICE'],
    [{ PII_WORKER_NICE: '-1' }, 'PII_WORKER_NICE'],
  ])('a bad value %j stops start-up naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });

  const problems = (env: Record<string, string>, opts?: Parameters<typeof loadConfig>[1]): string => {
    try {
      loadConfig(env, opts);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as Error).message;
    }
    throw new Error('loadConfig accepted the environment');
  };

  it('names every bad variable in one error', () => {
    const message = problems({ PORT: 'eighty', LOG_LEVEL: 'loud', PROVIDER_OPENAI_BASE_URL: 'ftp://x', GATEWAY_MASTER_KEY: 'short', PII_NER: 'maybe' });
    for (const name of ['PORT', 'LOG_LEVEL', 'PROVIDER_OPENAI_BASE_URL', 'GATEWAY_MASTER_KEY', 'PII_NER']) expect(message).toContain(name);
  });
  it('a bad LOG_LEVEL is a ConfigError listing the allowed values, without echoing the value', () => {
    const message = problems({ LOG_LEVEL: 'verbose-xyz' });
    expect(message).toMatch(/LOG_LEVEL/);
    expect(message).toContain('debug');
    expect(message).not.toContain('verbose-xyz');
  });
  it('a malformed GATEWAY_MASTER_KEY is rejected by loadConfig itself', () => {
    expect(problems({ GATEWAY_MASTER_KEY: 'ab'.repeat(20) })).toMatch(/GATEWAY_MASTER_KEY: .*32 bytes/);
    expect(loadConfig({ GATEWAY_MASTER_KEY: 'ab'.repeat(32) }).masterKey).toBe('ab'.repeat(32));
    expect(loadConfig({ GATEWAY_MASTER_KEY: Buffer.alloc(32, 7).toString('base64') }).masterKey).toBeDefined();
  });
  it('provider base URLs must be http(s)', () => {
    expect(problems({ PROVIDER_OPENAI_BASE_URL: 'ftp://x', PROVIDER_MISTRAL_BASE_URL: 'file:///etc' })).toMatch(
      /PROVIDER_OPENAI_BASE_URL: .*http[\s\S]*PROVIDER_MISTRAL_BASE_URL: .*http/,
    );
    expect(loadConfig({ PROVIDER_OPENAI_BASE_URL: 'HTTPS://example.com/v1' }).providerBaseUrls.openai).toBe('HTTPS://example.com/v1');
  });
  it('production names every missing variable at once', () => {
    const message = problems({ NODE_ENV: 'production' });
    expect(message).toContain('GATEWAY_MASTER_KEY');
    expect(message).toContain('DATABASE_URL');
  });
  it('a database server requires GATEWAY_MASTER_KEY (instances must share it), except for the admin command', () => {
    expect(problems({ DATABASE_URL: 'postgres://x/y' })).toMatch(/GATEWAY_MASTER_KEY: required when DATABASE_URL is set/);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', GATEWAY_MASTER_KEY: '11'.repeat(32) }).databaseUrl).toBe('postgres://x/y');
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }, { masterKeyRequired: false }).databaseUrl).toBe('postgres://x/y');
  });
  it('the NER model folder can be configured; by default it is models/ner of the checkout', () => {
    expect(loadConfig({}).nerModelDir).toMatch(/models[\\/]ner$/);
    expect(loadConfig({ PII_NER_MODEL_DIR: '/tmp/elsewhere' }).nerModelDir).toBe('/tmp/elsewhere');
  });
});
