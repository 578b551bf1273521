// What a client sees when the provider refuses: the stored key refused (401/403) is a 424 naming the
// provider key's id, a provider 429 stays a 429 with its Retry-After, and a key the provider quotes
// back never reaches the client or the logs.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import OpenAI from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { providerEnv } from '../helpers/chat.js';
import { api, startTestGateway, type TestAccount, type TestGateway } from '../helpers/gateway.js';

/** Realistic keys of four formats (OpenAI project, Anthropic, Gemini, Mistral's prefix-less one). */
const KEYS = {
  openai: 'sk-proj-Q7vLm2XkP9sRt4WbN8cYd1FhJ6gKz3aE5uVo0iTnB_yMq2LrS8xCw4Dp7HjG1eZk',
  anthropic: 'sk-ant-api03-Xy7Bq2Lm9Pk4Rt8Wn1Cv6Zd3Fh5Gj0Ks2Ma7Nb4Qc9Ud1Ve6Wf3Xg8Yh5Zi2Aj-Bk7ClAA',
  google: 'AIzaSyD4kL9mQ2rT7vX1bN6cF8hJ3pW5sZ0gY2a',
  mistral: 'Zq4Rt8Vb2Nm6Kc1Xs9Lw3Jd7Hf5Gp0Ty',
};
type Provider = keyof typeof KEYS;
const MODEL: Record<Provider, string> = {
  openai: 'gpt-4o',
  anthropic: 'anthropic/claude-4.6-sonnet',
  google: 'google/gemini-2.5-flash',
  mistral: 'mistral/mistral-small-4',
};

/** What the upstream answers next: status, headers and a body (a string is sent as is). */
interface Reply { status: number; headers?: Record<string, string>; body: unknown }
let reply: Reply;
let hits = 0;
let upstream: Server;
let gw: TestGateway;
let acct: TestAccount;
const keyId: Partial<Record<Provider, string>> = {};

beforeAll(async () => {
  upstream = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      hits++;
      const body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(body);
    });
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  gw = await startTestGateway({ env: providerEnv(url) });
  acct = await gw.account('enterprise');
  for (const p of Object.keys(KEYS) as Provider[]) {
    const r = await api(gw.url, acct.liveKey)('POST', '/v1/provider-keys', { provider: p, api_key: KEYS[p] });
    expect(r.status).toBe(201);
    keyId[p] = r.json.id;
  }
});
afterAll(async () => {
  await gw?.close();
  await new Promise<void>((r) => upstream.close(() => r()));
});
beforeEach(() => {
  hits = 0;
});

/** The openai client with its default retries, so a wrongly retryable answer shows up as extra hits. */
const client = (maxRetries = 2) => new OpenAI({ apiKey: acct.liveKey, baseURL: `${gw.url}/v1`, maxRetries, timeout: 20_000 });
const ask = (provider: Provider, stream = false, maxRetries = 2) =>
  client(maxRetries).chat.completions.create({ model: MODEL[provider], messages: [{ role: 'user', content: 'hi' }], stream });

async function failure(p: Promise<unknown>): Promise<InstanceType<typeof OpenAI.APIError>> {
  try {
    await p;
  } catch (err) {
    if (err instanceof OpenAI.APIError) return err;
    throw err;
  }
  throw new Error('the request succeeded');
}

/** OpenAI's own 401 body when it is sent a wrong key: it quotes the key. */
const openAi401 = (key: string) => ({
  error: {
    message: `Incorrect API key provided: ${key}. You can find your API key at https://platform.openai.com/account/api-keys.`,
    type: 'invalid_request_error',
    param: null,
    code: 'invalid_api_key',
  },
});

describe('the provider refuses the stored key', () => {
  it.each([false, true])('OpenAI 401 quoting the key (stream %s) → 424 naming the key id, key masked, not retried', async (stream) => {
    reply = { status: 401, body: openAi401(KEYS.openai) };
    const err = await failure(ask('openai', stream));
    expect(err.status).toBe(424);
    expect(err).not.toBeInstanceOf(OpenAI.InternalServerError);
    expect(hits).toBe(1); // the SDK does not retry a 424
    const e = (err.error ?? {}) as { type?: string; message?: string };
    expect(e.type).toBe('provider_auth_error');
    expect(e.message).toContain(`openai refused the stored provider key ${keyId.openai}`);
    expect(e.message).toContain('replace it with POST /v1/provider-keys');
    expect(e.message).toContain('Incorrect API key provided: sk-proj-[REDACTED]. You can find your API key at');
    expect(JSON.stringify(err.error)).not.toContain(KEYS.openai.slice(8));
  });

  it('Anthropic 403 → 424 naming the key id', async () => {
    reply = {
      status: 403,
      body: { type: 'error', error: { type: 'permission_error', message: `key ${KEYS.anthropic} may not use this model` } },
    };
    const err = await failure(ask('anthropic'));
    expect(err.status).toBe(424);
    expect(hits).toBe(1);
    const message = (err.error as { message: string }).message;
    expect(message).toContain(`anthropic refused the stored provider key ${keyId.anthropic}`);
    expect(message).toContain('sk-ant-api03-[REDACTED] may not use this model');
    expect(message).not.toContain(KEYS.anthropic.slice(13));
  });

  it('a prefix-less key (Mistral) quoted back is masked too', async () => {
    reply = { status: 401, body: { message: `Unauthorized: key ${KEYS.mistral} is not valid` } };
    const err = await failure(ask('mistral'));
    expect(err.status).toBe(424);
    expect((err.error as { message: string }).message).toContain('Unauthorized: key [REDACTED] is not valid');
  });
});

describe('provider rate limit', () => {
  it('a provider 429 → 429 rate_limit_exceeded with the provider Retry-After', async () => {
    reply = {
      status: 429,
      headers: { 'retry-after': '17' },
      body: { error: { message: 'Rate limit reached for gpt-4o on tokens per min (TPM): Limit 30000, Used 30000.', type: 'tokens', code: 'rate_limit_exceeded' } },
    };
    const err = await failure(ask('openai', false, 0));
    expect(err).toBeInstanceOf(OpenAI.RateLimitError);
    expect(err.status).toBe(429);
    expect(err.headers?.get('retry-after')).toBe('17');
    const e = err.error as { type: string; message: string };
    expect(e.type).toBe('rate_limit_exceeded');
    expect(e.message).toContain('openai rate limit');
    expect(e.message).toContain('Rate limit reached for gpt-4o on tokens per min');
    const s = await failure(ask('openai', true, 0));
    expect(s.status).toBe(429);
    expect(s.headers?.get('retry-after')).toBe('17');
  });

  it('a Retry-After that is not a delay or a date is not passed on', async () => {
    reply = { status: 429, headers: { 'retry-after': 'soon\u00e9' }, body: { error: { message: 'slow down' } } };
    const err = await failure(ask('openai', false, 0));
    expect(err.status).toBe(429);
    expect(err.headers?.get('retry-after')).toBeNull();
  });
});

describe('keys quoted in other upstream errors', () => {
  it('a Gemini 400 quoting the key → 502 with the key masked', async () => {
    reply = { status: 400, body: { error: { code: 400, message: `API key not valid: ${KEYS.google}. Please pass a valid API key.`, status: 'INVALID_ARGUMENT' } } };
    const err = await failure(ask('google', false, 0));
    expect(err.status).toBe(502);
    const message = (err.error as { message: string }).message;
    expect(message).toContain('API key not valid: AIza[REDACTED]. Please pass a valid API key.');
    expect(message).not.toContain(KEYS.google.slice(4));
  });

  it('an error event in the middle of a stream → the SSE error event has the key masked', async () => {
    const chunk = { id: 'c', object: 'chat.completion.chunk', created: 1, model: 'gpt-4o', choices: [{ index: 0, delta: { content: 'Hel' }, finish_reason: null }] };
    reply = {
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
      body: `data: ${JSON.stringify(chunk)}\n\ndata: ${JSON.stringify(openAi401(KEYS.openai))}\n\n`,
    };
    const res = await fetch(`${gw.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${acct.liveKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }], stream: true }),
    });
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text).toContain('"error"');
    expect(text).toContain('Incorrect API key provided: sk-proj-[REDACTED]');
    expect(text).not.toContain(KEYS.openai.slice(8));
  });

  it('no log line carries a key', () => {
    const all = gw.logLines.join('\n');
    expect(all.length).toBeGreaterThan(0);
    for (const key of Object.values(KEYS)) expect(all).not.toContain(key.slice(-16));
  });
});
