import { describe, expect, it } from 'vitest';
import { DEFAULT_PROVIDER_BASE_URLS, loadConfig } from '../src/config.js';

describe('config', () => {
  it('defaults match the README', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, host: '0.0.0.0', metricsPort: 9464, databaseUrl: undefined, dataDir: './data', bodyLimitBytes: 1048576 });
    expect(c.rateLimits).toEqual({ test: 20, free: 10, solo: 30, business: 600, enterprise: 3000 });
    expect(c.providerBaseUrls).toEqual(DEFAULT_PROVIDER_BASE_URLS);
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
  ])('a bad value %j stops start-up naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });
});
