// Plan rules, per-minute limits with their headers, and exact usage/cost figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateCostUsd, resolveModel } from '../../src/providers/catalogue.js';
import { api } from '../helpers/gateway.js';
import { startChatFixture, type ChatFixture } from '../helpers/chat.js';

let f: ChatFixture;
beforeAll(async () => {
  f = await startChatFixture({
    env: { FREE_DAILY_REQUESTS: '4', BUSINESS_MONTHLY_REQUESTS: '5', RATE_LIMIT_ENTERPRISE: '1000', RATE_LIMIT_TEST: '1000' },
  });
});
afterAll(async () => f?.close());

const chat = (key: string, body: unknown) => api(f.gw.url, key)('POST', '/v1/chat/completions', body);
const msg = (content: string) => [{ role: 'user', content }];

describe('plans', () => {
  it('free: only the two free models (403), 3000 characters (400), a daily quota (429)', async () => {
    const a = await f.gw.account('free');
    const live = await chat(a.liveKey, { model: 'gpt-5.4-nano', messages: msg('hi') });
    expect(live.status).toBe(403);
    expect(live.json.error.message).toContain('free');

    const other = await chat(a.testKey, { model: 'gpt-4o', messages: msg('hi') });
    expect(other.status).toBe(403);
    expect(other.json.error.type).toBe('forbidden');
    expect(other.json.error.message).toContain('gpt-5.4-nano');

    const long = await chat(a.testKey, { model: 'gpt-5.4-nano', messages: [{ role: 'system', content: 'x'.repeat(1000) }, ...msg('y'.repeat(2001))] });
    expect(long.status).toBe(400);
    expect(long.json.error.message).toContain('3000');
    const exact = await chat(a.testKey, { model: 'gpt-5.4-nano', messages: [{ role: 'system', content: 'x'.repeat(1000) }, ...msg('y'.repeat(2000))] });
    expect(exact.status).toBe(200);

    for (let i = 0; i < 3; i++) expect((await chat(a.testKey, { model: 'google/gemini-2.5-flash-lite', messages: msg(`n${i}`) })).status).toBe(200);
    const over = await chat(a.testKey, { model: 'gpt-5.4-nano', messages: msg('one too many') });
    expect(over.status).toBe(429);
    expect(over.json.error.type).toBe('rate_limit_exceeded');
    expect(over.json.error.message).toMatch(/day/);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.headers.get('x-ratelimit-limit')).not.toBeNull();
  });

  it('business: a monthly quota (429), seeded from recorded usage', async () => {
    const a = await f.gw.account('business');
    for (const p of ['openai']) await api(f.gw.url, a.liveKey)('POST', '/v1/provider-keys', { provider: p, api_key: 'sk-business-1234' });
    for (let i = 0; i < 5; i++) expect((await chat(a.liveKey, { model: 'gpt-4o', messages: msg(`m${i}`) })).status).toBe(200);
    const over = await chat(a.liveKey, { model: 'gpt-4o', messages: msg('too many') });
    expect(over.status).toBe(429);
    expect(over.json.error.message).toMatch(/month/);
  });

  it('per-minute limits count chat requests and answer 429 with Retry-After', async () => {
    const g = await startChatFixture({ env: { RATE_LIMIT_TEST: '3' } });
    try {
      const a = await g.gw.account('business');
      const remaining: string[] = [];
      for (let i = 0; i < 3; i++) {
        const r = await api(g.gw.url, a.testKey)('POST', '/v1/chat/completions', { model: 'gpt-4o', messages: msg('hi') });
        expect(r.status).toBe(200);
        remaining.push(r.headers.get('x-ratelimit-remaining')!);
      }
      expect(remaining).toEqual(['2', '1', '0']);
      const r = await api(g.gw.url, a.testKey)('POST', '/v1/chat/completions', { model: 'gpt-4o', messages: msg('hi') });
      expect(r.status).toBe(429);
      expect(r.json.error.type).toBe('rate_limit_exceeded');
      expect(r.headers.get('x-ratelimit-limit')).toBe('3');
      expect(r.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    } finally {
      await g.close();
    }
  });
});

describe('usage and cost', () => {
  it('summary and daily are exact after a known set of requests', async () => {
    const a = await f.gw.account('enterprise');
    for (const p of ['openai', 'anthropic']) await api(f.gw.url, a.liveKey)('POST', '/v1/provider-keys', { provider: p, api_key: `sk-${p}-usage-1234` });
    f.mock.reset();
    const answers = [];
    answers.push((await chat(a.liveKey, { model: 'gpt-4o', messages: msg('first question') })).json);
    answers.push((await chat(a.liveKey, { model: 'openai/gpt-4o', messages: msg('second, longer question here') })).json);
    answers.push((await chat(a.liveKey, { model: 'anthropic/claude-4.6-opus', messages: msg('third') })).json);
    // A streamed one: usage recorded even though the client did not ask for it.
    const streamed = await fetch(`${f.gw.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${a.liveKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'anthropic/claude-4.6-opus', stream: true, messages: msg('fourth, streamed') }),
    });
    const streamText = await streamed.text();
    expect(streamText).not.toContain('"usage"');
    // Usage as the upstream reported it for the streamed answer (the mock's rule), via a non-streaming twin.
    const twin = (await chat(a.liveKey, { model: 'anthropic/claude-4.6-opus', messages: msg('fourth, streamed') })).json;

    const byModel: Record<string, { requests: number; prompt: number; completion: number }> = {};
    for (const [model, u] of [
      ['gpt-4o', answers[0].usage],
      ['gpt-4o', answers[1].usage],
      ['anthropic/claude-4.6-opus', answers[2].usage],
      ['anthropic/claude-4.6-opus', twin.usage],
      ['anthropic/claude-4.6-opus', twin.usage],
    ] as const) {
      const e = (byModel[model] ??= { requests: 0, prompt: 0, completion: 0 });
      e.requests++;
      e.prompt += u.prompt_tokens;
      e.completion += u.completion_tokens;
    }
    const prompt = Object.values(byModel).reduce((s, e) => s + e.prompt, 0);
    const completion = Object.values(byModel).reduce((s, e) => s + e.completion, 0);
    const cost = Object.entries(byModel).reduce((s, [m, e]) => s + estimateCostUsd(resolveModel(m)!, e.prompt, e.completion), 0);
    expect(cost).toBeGreaterThan(0);

    const summary = (await api(f.gw.url, a.liveKey)('GET', '/v1/usage/summary')).json;
    expect(summary.total_requests).toBe(5);
    expect(summary.prompt_tokens).toBe(prompt);
    expect(summary.completion_tokens).toBe(completion);
    expect(summary.total_tokens).toBe(prompt + completion);
    expect(summary.estimated_cost_usd).toBe(Math.round(cost * 1e6) / 1e6);
    expect(summary.by_model).toEqual({
      'gpt-4o': { requests: 2, tokens: byModel['gpt-4o'].prompt + byModel['gpt-4o'].completion },
      'anthropic/claude-4.6-opus': { requests: 3, tokens: byModel['anthropic/claude-4.6-opus'].prompt + byModel['anthropic/claude-4.6-opus'].completion },
    });
    const today = new Date().toISOString().slice(0, 10);
    const daily = (await api(f.gw.url, a.liveKey)('GET', `/v1/usage/daily?start_date=${today}&end_date=${today}`)).json.daily;
    expect(daily).toEqual([
      {
        date: today,
        requests: 5,
        tokens: prompt + completion,
        prompt_tokens: prompt,
        completion_tokens: completion,
        estimated_cost_usd: summary.estimated_cost_usd,
        pii_detections: summary.pii_detections.total,
        pii_by_type: summary.pii_detections.by_type,
      },
    ]);
    // A period without traffic is empty.
    const past = (await api(f.gw.url, a.liveKey)('GET', '/v1/usage/summary?start_date=2020-01-01&end_date=2020-01-31')).json;
    expect(past.total_requests).toBe(0);
    expect(past.period).toEqual({ start: '2020-01-01', end: '2020-01-31' });
  });
});
