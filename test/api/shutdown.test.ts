// Shutdown with requests that outlive SHUTDOWN_GRACE_MS: gateway.close() (what SIGTERM runs) cuts
// them — streams get an error event and [DONE], other requests a 503 — and their usage is recorded
// and flushed before the database closes, so a restart on the same data counts every one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { providerEnv, providerKeyFor } from '../helpers/chat.js';
import { api, dropSchema, startTestGateway, uniqueSchema, type DbMode, type TestGateway } from '../helpers/gateway.js';
import { startMockUpstream } from '../mocks/upstream.js';

const STREAMS = 4;

/** Opens a streaming chat; `first` resolves with the first body bytes, `all` with the whole text. */
function openStream(gw: TestGateway, key: string) {
  let gotFirst!: () => void;
  const first = new Promise<void>((resolve) => (gotFirst = resolve));
  const all = (async () => {
    const res = await fetch(`${gw.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'gpt-4o', stream: true, messages: [{ role: 'user', content: 'a long answer, please' }] }),
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      gotFirst();
    }
    return text;
  })();
  all.catch(() => gotFirst());
  return { first, all };
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  expect(check()).toBe(true);
}

describe.each<DbMode>(['server', 'embedded'])('shutdown with requests longer than the grace (%s database)', (mode) => {
  it('cuts them cleanly and keeps their usage across a restart', async () => {
    // ~4 s streams against a 300 ms grace; a second upstream never answers.
    const slow = await startMockUpstream({ replyTokens: 200, chunkDelayMs: 20 });
    const hung = await startMockUpstream({ hang: true });
    const schema = mode === 'server' ? uniqueSchema('shutdown') : undefined;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gw-shutdown-'));
    const env = { ...providerEnv(slow.url), PROVIDER_MISTRAL_BASE_URL: `${hung.url}/mistral/v1`, SHUTDOWN_GRACE_MS: '300' };
    let again: TestGateway | undefined;
    try {
      const gw = await startTestGateway({ mode, schema, dataDir, env });
      const acct = await gw.account('enterprise');
      for (const provider of ['openai', 'mistral'] as const) {
        const r = await api(gw.url, acct.liveKey)('POST', '/v1/provider-keys', { provider, api_key: providerKeyFor(provider) });
        expect(r.status).toBe(201);
      }

      const streams = Array.from({ length: STREAMS }, () => openStream(gw, acct.liveKey));
      await Promise.all(streams.map((s) => s.first));
      const waiting = api(gw.url, acct.liveKey)('POST', '/v1/chat/completions', {
        model: 'mistral/mistral-small-4',
        messages: [{ role: 'user', content: 'never answered' }],
      });
      await until(() => hung.requests.length === 1);

      await gw.close();

      for (const text of await Promise.all(streams.map((s) => s.all))) {
        const events = text.trim().split('\n\n');
        expect(events.at(-1)).toBe('data: [DONE]');
        const error = JSON.parse(events.at(-2)!.slice('data: '.length));
        expect(error).toEqual({ error: { type: 'service_unavailable', message: expect.stringContaining('shutting down'), code: 503 } });
        expect(events.length).toBeGreaterThan(3); // some content came before the cut
      }
      const cut = await waiting;
      expect(cut.status).toBe(503);
      expect(cut.json.error).toEqual({ type: 'service_unavailable', message: expect.stringContaining('shutting down'), code: 503 });
      await until(() => hung.requests[0].aborted);
      expect(gw.logLines.join('\n')).not.toContain('batch flush failed');

      again = await startTestGateway({ mode, schema, dataDir, env });
      const usage = await api(again.url, acct.liveKey)('GET', '/v1/usage/summary');
      expect(usage.status).toBe(200);
      expect(usage.json.total_requests).toBe(STREAMS + 1);
      expect(usage.json.by_model['gpt-4o'].requests).toBe(STREAMS);
      expect(usage.json.by_model['mistral/mistral-small-4'].requests).toBe(1);
    } finally {
      await again?.close();
      if (schema) await dropSchema(schema);
      rmSync(dataDir, { recursive: true, force: true });
      await slow.close();
      await hung.close();
    }
  });
});
