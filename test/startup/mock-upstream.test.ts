// `npm run mock` and the README's recipe: the settings it prints are valid gateway configuration, and a
// gateway started with them sends a stored provider key's requests to the mock, anonymized, in each
// provider's own wire format.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { PROVIDERS } from '../../src/providers/types.js';
import { startTestGateway, type TestGateway } from '../helpers/gateway.js';

const SCRIPT = 'scripts/mock-upstream.ts';

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const settingsOf = (text: string): Record<string, string> =>
  Object.fromEntries(text.split('\n').map((l) => l.trim()).filter((l) => l.startsWith('PROVIDER_')).map((l) => l.split('=', 2) as [string, string]));

describe('npm run mock -- --env', () => {
  it('prints a base URL for every provider, on MOCK_PORT, that the gateway accepts', async () => {
    const r = await run(['--env'], { MOCK_PORT: '18123' });
    expect(r.code).toBe(0);
    const settings = settingsOf(r.stdout);
    expect(Object.keys(settings).sort()).toEqual(PROVIDERS.map((p) => `PROVIDER_${p.toUpperCase()}_BASE_URL`).sort());
    for (const url of Object.values(settings)) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:18123(\/[a-z]+\/v1)?$/);
    const config = loadConfig({ ...settings });
    expect(config.providerBaseUrls.anthropic).toBe('http://127.0.0.1:18123');
    expect(config.providerBaseUrls.openai).toBe('http://127.0.0.1:18123/openai/v1');
  });

  it('refuses a MOCK_PORT that is not a port, without a stack trace', async () => {
    const r = await run(['--env'], { MOCK_PORT: 'eighty' });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('MOCK_PORT');
    expect(r.stderr).not.toMatch(/^\s+at /m);
  });
});

describe('npm run mock: the recipe end to end', () => {
  let mock: ChildProcess;
  let mockUrl: string;
  let settings: Record<string, string>;
  let gw: TestGateway;

  beforeAll(async () => {
    mock = spawn(process.execPath, ['--import', 'tsx', SCRIPT], { env: { ...process.env, MOCK_PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
    const banner = await new Promise<string>((resolve, reject) => {
      let out = '';
      mock.stdout!.on('data', (d) => {
        out += d;
        if (out.includes('What it received')) resolve(out);
      });
      mock.on('exit', (code) => reject(new Error(`mock exited with ${code}`)));
    });
    mockUrl = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(banner)![1];
    settings = settingsOf(banner);
    gw = await startTestGateway({ env: settings });
  });

  afterAll(async () => {
    await gw?.close();
    mock?.kill('SIGTERM');
  });

  it('a stored provider key sends Claude natively to the mock, anonymized, and the answer comes back restored', async () => {
    const { liveKey } = await gw.account('business');
    const stored = await fetch(`${gw.url}/v1/provider-keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${liveKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'anthropic', api_key: 'mock-anthropic-key', name: 'mock' }),
    });
    expect(stored.status).toBe(201);
    const prompt = 'Wyślij umowę do Jana Kowalskiego, jan.kowalski@example.com.';
    const res = await fetch(`${gw.url}/v1/messages`, {
      method: 'POST',
      headers: { 'x-api-key': liveKey, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'anthropic/claude-4.6-sonnet', max_tokens: 100, messages: [{ role: 'user', content: prompt }] }),
    });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { content: Array<{ text: string }> };
    expect(answer.content[0].text).toBe(`Echo: ${prompt}`);

    const received = (await (await fetch(`${mockUrl}/__mock/requests`)).json()) as Array<{ path: string; headers: Record<string, string>; body: unknown }>;
    const last = received.at(-1)!;
    expect(last.path).toBe('/v1/messages');
    expect(last.headers['x-api-key']).toBe('mock-anthropic-key');
    const sent = JSON.stringify(last.body);
    expect(sent).toContain('<PERSON_1>');
    expect(sent).toContain('<EMAIL_ADDRESS_1>');
    expect(sent).not.toContain('Kowalski');
    expect(sent).not.toContain('jan.kowalski@example.com');
  });
});
