// Provider-key failover: a refused key, a rate-limited key and a good key stored in any order — every
// request is answered, streaming or not, and the failed keys are named (by id) in the log line and the
// audit trail; with only rate-limited keys the client gets 429 with the provider's Retry-After.
import Anthropic from '@anthropic-ai/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetKeyCooldowns } from '../../src/providers/key-failover.js';
import { api } from '../helpers/gateway.js';
import { collectStream, startChatFixture, type ChatFixture } from '../helpers/chat.js';

const REFUSED = 'sk-openai-refused-1111';
const LIMITED = 'sk-openai-limited-2222';
const GOOD = 'sk-openai-good-3333';
const PERMUTATIONS = [
  [REFUSED, LIMITED, GOOD], [REFUSED, GOOD, LIMITED], [LIMITED, REFUSED, GOOD],
  [LIMITED, GOOD, REFUSED], [GOOD, REFUSED, LIMITED], [GOOD, LIMITED, REFUSED],
];

let f: ChatFixture;
beforeAll(async () => {
  f = await startChatFixture();
});
afterAll(async () => f?.close());
beforeEach(() => {
  f.mock.reset();
  resetKeyCooldowns();
  f.mock.set({
    byKey: {
      [REFUSED]: { error: { status: 401, message: 'invalid x-api-key' } },
      [LIMITED]: { error: { status: 429, message: 'slow down', retryAfter: '7' } },
      'sk-openai-limited-4444': { error: { status: 429, message: 'slow down', retryAfter: '7' } },
    },
  });
});

/** An account holding `keys` for OpenAI (or `provider`), stored in this order (the newest is tried first). */
async function accountWith(keys: string[], provider = 'openai') {
  const a = await f.gw.account('enterprise');
  const ids: Record<string, string> = {};
  for (const k of keys) {
    const r = await api(f.gw.url, a.liveKey)('POST', '/v1/provider-keys', { provider, api_key: k });
    expect(r.status).toBe(201);
    ids[k] = r.json.id;
  }
  return { ...a, ids };
}

const sentKeys = () => f.mock.requests.map((r) => String(r.headers.authorization).replace('Bearer ', ''));

describe('provider-key failover', () => {
  it.each(PERMUTATIONS.map((p) => [p.map((k) => k.split('-')[2]).join(', '), p]))('stored as %s: answered, streaming and not', async (_, keys) => {
    const a = await accountWith(keys as string[]);
    const client = f.client(a.liveKey);
    const res = await client.chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'Cześć' }] });
    expect(res.choices[0].message.content).toBe('Echo: Cześć');
    const out = await collectStream(await client.chat.completions.create({ model: 'gpt-4o', stream: true, messages: [{ role: 'user', content: 'Hej' }] }));
    expect(out.content).toBe('Echo: Hej');
    // Never past the good key; a key that failed once is tried after the good one next time.
    const sent = sentKeys();
    expect(sent.filter((k) => k === GOOD)).toHaveLength(2);
    const newestFirst = [...(keys as string[])].reverse();
    expect(sent.slice(0, newestFirst.indexOf(GOOD) + 1)).toEqual(newestFirst.slice(0, newestFirst.indexOf(GOOD) + 1));
    expect(sent[sent.length - 1]).toBe(GOOD);
    expect(sent.length).toBe(newestFirst.indexOf(GOOD) + 2);
  });

  it('names the failed keys by id in the log line and the audit trail, never the secret', async () => {
    const a = await accountWith([GOOD, LIMITED, REFUSED]);
    await f.client(a.liveKey).chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'Cześć' }] });
    await new Promise((r) => setTimeout(r, 200)); // the audit batch flushes every 50 ms in tests
    const line = f.gw.logLines.map((l) => JSON.parse(l)).findLast((l) => l.route === '/v1/chat/completions' && l.account_id === a.accountId);
    expect(line.failed_key_ids).toEqual([a.ids[REFUSED], a.ids[LIMITED]]);
    expect(line.status).toBe(200);
    expect(line.wire).toBe('translated'); // chat completions are OpenAI's own format, handled as the base
    const rows = await f.gw.services.db.sql`SELECT action, target_id, detail FROM audit_events WHERE account_id = ${a.accountId} AND action LIKE 'provider_key.%'`;
    const failovers = rows.filter((r: any) => r.action === 'provider_key.failover').map((r: any) => [r.target_id, r.detail.reason]);
    expect(failovers).toEqual(expect.arrayContaining([[a.ids[REFUSED], 'refused'], [a.ids[LIMITED], 'rate_limited']]));
    expect(JSON.stringify(rows)).not.toContain(REFUSED);
    expect(f.gw.logLines.join('\n')).not.toContain(REFUSED);
  });

  it('only rate-limited keys: 429 with the provider\'s Retry-After, streaming and not', async () => {
    const a = await accountWith([LIMITED, 'sk-openai-limited-4444']);
    const call = (stream: boolean) => api(f.gw.url, a.liveKey)('POST', '/v1/chat/completions', { model: 'gpt-4o', stream, messages: [{ role: 'user', content: 'x' }] });
    for (const stream of [false, true]) {
      const r = await call(stream);
      expect(r.status).toBe(429);
      expect(r.headers.get('retry-after')).toBe('7');
      expect(r.json.error.type).toBe('rate_limit_exceeded');
    }
    expect(f.mock.requests).toHaveLength(4);
  });

  it('a refused key alone is still 424 naming it', async () => {
    const a = await accountWith([REFUSED]);
    const r = await api(f.gw.url, a.liveKey)('POST', '/v1/chat/completions', { model: 'gpt-4o', messages: [{ role: 'user', content: 'x' }] });
    expect(r.status).toBe(424);
    expect(r.json.error.message).toContain(a.ids[REFUSED]);
    expect(r.text).not.toContain(REFUSED);
  });
});

describe('native calls fail over the same way', () => {
  it('/v1/responses to OpenAI: a refused and a rate-limited key, then the good one; streaming and not', async () => {
    const a = await accountWith([GOOD, LIMITED, REFUSED]);
    const client = f.client(a.liveKey);
    const r = await client.responses.create({ model: 'gpt-4o', input: 'Cześć' });
    expect(r.output_text).toBe('Echo: Cześć');
    const final = await client.responses.stream({ model: 'gpt-4o', input: 'Hej' }).finalResponse();
    expect(final.output_text).toBe('Echo: Hej');
    expect(f.mock.requests.every((q) => q.path === '/openai/v1/responses')).toBe(true);
    // Newest first: refused, limited, good; the next request starts with the good key (the others cool down).
    expect(sentKeys()).toEqual([REFUSED, LIMITED, GOOD, GOOD]);
  });

  it('/v1/messages to Anthropic: the refused key is set aside, named by id, never by its secret', async () => {
    const refused = 'sk-ant-refused-8888';
    const good = 'sk-ant-good-9999';
    f.mock.set({ byKey: { [refused]: { error: { status: 401, message: 'invalid x-api-key' } } } });
    const a = await accountWith([good, refused], 'anthropic');
    const client = new Anthropic({ apiKey: a.liveKey, baseURL: f.gw.url, maxRetries: 0, timeout: 20_000 });
    const body = { model: 'anthropic/claude-4.6-sonnet', max_tokens: 50, messages: [{ role: 'user' as const, content: 'Cześć' }] };
    const m = await client.messages.create(body);
    expect(m.content[0]).toMatchObject({ type: 'text', text: 'Echo: Cześć' });
    resetKeyCooldowns();
    const final = await client.messages.stream(body).finalMessage();
    expect(final.content[0]).toMatchObject({ type: 'text', text: 'Echo: Cześć' });
    expect(f.mock.requests.map((q) => [q.path, q.headers['x-api-key']])).toEqual([
      ['/v1/messages', refused], ['/v1/messages', good], ['/v1/messages', refused], ['/v1/messages', good],
    ]);
    const line = f.gw.logLines.map((l) => JSON.parse(l)).findLast((l) => l.route === '/v1/messages' && l.account_id === a.accountId);
    expect(line.failed_key_ids).toEqual([a.ids[refused]]);
    expect(line.wire).toBe('native'); // Claude on the Messages surface goes as written
    expect(f.gw.logLines.join('\n')).not.toContain(refused);
  });
});
