// The official clients as their users write them: provider-native model ids (what Claude Code, the
// Anthropic SDK, Google's and Mistral's SDKs send), and errors each client can read in its own surface's
// format, with the same statuses on every surface.
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startChatFixture, type ChatFixture } from '../helpers/chat.js';

const PROMPT = 'Napisz do Jana Kowalskiego, PESEL 44051401359.';

let f: ChatFixture;
beforeAll(async () => {
  f = await startChatFixture();
});
afterAll(async () => {
  await f?.close();
});
afterEach(() => {
  f.mock.reset();
});

const anthropic = (key = f.acct.liveKey) => new Anthropic({ apiKey: key, baseURL: f.gw.url, maxRetries: 0, timeout: 20_000 });
/** The model the mock upstream was asked for last, and where. */
const lastUpstream = () => {
  const r = f.mock.requests.at(-1)!;
  return { path: r.path, model: r.body?.model as string | undefined };
};

async function caught(p: Promise<unknown>): Promise<any> {
  try {
    await p;
  } catch (err) {
    return err;
  }
  throw new Error('the call succeeded');
}

describe('provider-native model ids', () => {
  it('Anthropic SDK with claude-sonnet-4-6: natively to Anthropic under that id, the answer restored', async () => {
    const message = await anthropic().messages.create({ model: 'claude-sonnet-4-6', max_tokens: 100, messages: [{ role: 'user', content: PROMPT }] });
    expect(message.content[0]).toMatchObject({ type: 'text', text: `Echo: ${PROMPT}` });
    expect(lastUpstream()).toEqual({ path: '/v1/messages', model: 'claude-sonnet-4-6' });
    expect(JSON.stringify(f.mock.requests.at(-1)!.body)).not.toContain('44051401359');
  });

  it('a dated snapshot goes upstream as that snapshot, streamed too, never as the undated alias', async () => {
    const stream = anthropic().messages.stream({ model: 'claude-opus-4-6-20260201', max_tokens: 100, messages: [{ role: 'user', content: PROMPT }] });
    const message = await stream.finalMessage();
    expect(message.content[0]).toMatchObject({ type: 'text', text: `Echo: ${PROMPT}` });
    expect(lastUpstream()).toEqual({ path: '/v1/messages', model: 'claude-opus-4-6-20260201' });

    const answer = await f.client().responses.create({ model: 'gpt-4o-2024-08-06', input: PROMPT });
    expect(answer.output_text).toBe(`Echo: ${PROMPT}`);
    expect(lastUpstream()).toEqual({ path: '/openai/v1/responses', model: 'gpt-4o-2024-08-06' });
  });

  it('OpenAI SDK with Google\'s and Mistral\'s own ids, on Chat Completions and across surfaces', async () => {
    const gemini = await f.client().chat.completions.create({ model: 'gemini-2.5-flash', messages: [{ role: 'user', content: PROMPT }] });
    expect(gemini.choices[0].message.content).toBe(`Echo: ${PROMPT}`);
    expect(lastUpstream().path).toBe('/v1beta/models/gemini-2.5-flash:generateContent');

    const mistral = await anthropic().messages.create({ model: 'mistral-large-latest', max_tokens: 100, messages: [{ role: 'user', content: PROMPT }] });
    expect(mistral.content[0]).toMatchObject({ type: 'text', text: `Echo: ${PROMPT}` });
    expect(lastUpstream()).toEqual({ path: '/mistral/v1/chat/completions', model: 'mistral-large-latest' });
  });

  it('both SDKs list the provider-native ids under /v1/models', async () => {
    const viaAnthropic: string[] = [];
    for await (const m of anthropic().models.list()) viaAnthropic.push(m.id);
    expect(viaAnthropic).toEqual(expect.arrayContaining(['claude-sonnet-4-6', 'claude-opus-4-6', 'anthropic/claude-4.6-sonnet']));
    const viaOpenAI = (await f.client().models.list()).data.map((m) => m.id);
    expect(viaOpenAI).toEqual(expect.arrayContaining(['gemini-2.5-flash', 'mistral-large-latest', 'gpt-4o']));
    expect(await anthropic().models.retrieve('claude-opus-4-6-20260201')).toMatchObject({ id: 'claude-opus-4-6-20260201', type: 'model' });
  });

  it('an id that maps to nothing is a 400 on every surface, saying how to choose a model, never routed elsewhere', async () => {
    const unknown = 'claude-haiku-9-0-20291231';
    const before = f.mock.requests.length;
    const onMessages = await caught(anthropic().messages.create({ model: unknown, max_tokens: 10, messages: [{ role: 'user', content: 'x' }] }));
    expect(onMessages).toBeInstanceOf(Anthropic.BadRequestError);
    expect(onMessages.error).toMatchObject({ type: 'error', error: { type: 'invalid_request_error', message: expect.stringMatching(/GET \/v1\/models.*ANTHROPIC_MODEL/) } });
    expect(onMessages.message).not.toContain(unknown);
    const onChat = await caught(f.client().chat.completions.create({ model: unknown, messages: [{ role: 'user', content: 'x' }] }));
    expect(onChat).toBeInstanceOf(OpenAI.BadRequestError);
    expect(onChat.error).toMatchObject({ type: 'bad_request', code: 400, message: expect.stringContaining('ANTHROPIC_MODEL') });
    const onResponses = await caught(f.client().responses.create({ model: unknown, input: 'x' }));
    expect(onResponses).toBeInstanceOf(OpenAI.BadRequestError);
    expect(onResponses.status).toBe(400);
    expect(f.mock.requests.length).toBe(before);
  });
});

describe('errors in each surface\'s own format, same statuses', () => {
  it('401: Anthropic\'s authentication_error on /v1/messages, the OpenAI-style body on the other two', async () => {
    const bad = 'vpx_live_notAKeyThatExists000000';
    const m = await caught(anthropic(bad).messages.create({ model: 'claude-sonnet-4-6', max_tokens: 10, messages: [{ role: 'user', content: 'x' }] }));
    expect(m).toBeInstanceOf(Anthropic.AuthenticationError);
    expect(m.status).toBe(401);
    expect(m.error).toEqual({ type: 'error', error: { type: 'authentication_error', message: expect.any(String) } });
    const c = await caught(f.client(bad).chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'x' }] }));
    expect(c).toBeInstanceOf(OpenAI.AuthenticationError);
    expect(c.error).toEqual({ type: 'authentication_error', message: expect.any(String), code: 401 });
    const r = await caught(f.client(bad).responses.create({ model: 'gpt-4o', input: 'x' }));
    expect(r).toBeInstanceOf(OpenAI.AuthenticationError);
    expect(r.error).toEqual({ type: 'authentication_error', message: expect.any(String), code: 401 });
  });

  it('403 without chat:write: permission_error on /v1/messages, count_tokens included', async () => {
    const readOnly = await f.gw.key(f.acct.accountId, 'live', ['usage:read']);
    const m = await caught(anthropic(readOnly).messages.create({ model: 'claude-sonnet-4-6', max_tokens: 10, messages: [{ role: 'user', content: 'x' }] }));
    expect(m).toBeInstanceOf(Anthropic.PermissionDeniedError);
    expect(m.error.error.type).toBe('permission_error');
    const count = await caught(anthropic(readOnly).messages.countTokens({ model: 'claude-sonnet-4-6', messages: [{ role: 'user', content: 'x' }] }));
    expect(count).toBeInstanceOf(Anthropic.PermissionDeniedError);
    const c = await caught(f.client(readOnly).responses.create({ model: 'gpt-4o', input: 'x' }));
    expect(c).toBeInstanceOf(OpenAI.PermissionDeniedError);
    expect(c.error.type).toBe('forbidden');
  });

  it('the provider\'s 429 keeps its status and Retry-After; on /v1/messages it is a rate_limit_error', async () => {
    f.mock.set({ error: { status: 429, message: 'slow down', retryAfter: '7' } });
    const m = await caught(anthropic().messages.create({ model: 'claude-sonnet-4-6', max_tokens: 10, messages: [{ role: 'user', content: 'x' }] }));
    expect(m).toBeInstanceOf(Anthropic.RateLimitError);
    expect(m.headers.get('retry-after')).toBe('7');
    expect(m.error.error.type).toBe('rate_limit_error');
    const r = await caught(f.client().responses.create({ model: 'gpt-4o', input: 'x' }));
    expect(r).toBeInstanceOf(OpenAI.RateLimitError);
    expect(r.error.type).toBe('rate_limit_exceeded');
  });

  it('a stream that fails midway ends with the surface\'s own error event', async () => {
    f.mock.set({ omitEnd: true });
    const stream = anthropic().messages.stream({ model: 'claude-sonnet-4-6', max_tokens: 100, messages: [{ role: 'user', content: PROMPT }] });
    const failed = await caught(stream.finalMessage());
    expect(failed).toBeInstanceOf(Anthropic.APIError);
    expect(failed.error).toMatchObject({ type: 'error', error: { type: 'api_error' } });

    const events: Array<{ type: string; code?: string }> = [];
    for await (const e of await f.client().responses.create({ model: 'google/gemini-2.5-flash', input: PROMPT, stream: true })) events.push(e as never);
    expect(events.at(-1)).toMatchObject({ type: 'error', code: 'provider_error' });
  });

  it('the OpenAPI document gives /v1/messages Anthropic\'s error body and the other routes the gateway\'s', async () => {
    const doc = (await (await fetch(`${f.gw.url}/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, any>> };
    const errorSchema = (path: string) => doc.paths[path].post.responses.default.content['application/json'].schema;
    expect(errorSchema('/v1/messages').properties.type).toEqual({ const: 'error' });
    expect(errorSchema('/v1/messages/count_tokens').properties.type).toEqual({ const: 'error' });
    expect(errorSchema('/v1/responses').properties.error.required).toEqual(['type', 'message', 'code']);
  });
});
