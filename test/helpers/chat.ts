// A gateway wired to one mock upstream for all nine providers, plus an account holding a provider
// key for each, and the official openai client pointed at the gateway.
import OpenAI from 'openai';
import { PROVIDERS, type ProviderName } from '../../src/providers/types.js';
import { startMockUpstream, type MockUpstream } from '../mocks/upstream.js';
import { api, startTestGateway, type DbMode, type TestAccount, type TestGateway } from './gateway.js';

/** One model of each provider. */
export const MODEL_OF: Record<ProviderName, string> = {
  openai: 'gpt-4o',
  anthropic: 'anthropic/claude-4.6-sonnet',
  google: 'google/gemini-2.5-flash',
  mistral: 'mistral/mistral-small-4',
  groq: 'groq/llama-4-scout',
  deepseek: 'deepseek/deepseek-v3.2',
  cohere: 'cohere/command-a',
  xai: 'xai/grok-4',
  perplexity: 'perplexity/pplx-70b-online',
};

export const NATIVE: ReadonlySet<ProviderName> = new Set(['anthropic', 'google', 'cohere']);

export function providerKeyFor(p: ProviderName): string {
  return `pk-${p}-secret-ABCD${p.length}`;
}

export function providerEnv(mockUrl: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const p of PROVIDERS) env[`PROVIDER_${p.toUpperCase()}_BASE_URL`] = NATIVE.has(p) ? mockUrl : `${mockUrl}/${p}/v1`;
  return env;
}

export interface ChatFixture {
  mock: MockUpstream;
  gw: TestGateway;
  acct: TestAccount;
  client(key?: string): OpenAI;
  close(): Promise<void>;
}

export async function startChatFixture(opts: { mode?: DbMode; env?: Record<string, string>; plan?: 'business' | 'enterprise' } = {}): Promise<ChatFixture> {
  const mock = await startMockUpstream();
  const gw = await startTestGateway({ mode: opts.mode, env: { ...providerEnv(mock.url), ...opts.env } });
  const acct = await gw.account(opts.plan ?? 'enterprise');
  for (const p of PROVIDERS) {
    const r = await api(gw.url, acct.liveKey)('POST', '/v1/provider-keys', { provider: p, api_key: providerKeyFor(p) });
    if (r.status !== 201) throw new Error(`provider key: ${r.text}`);
  }
  return {
    mock,
    gw,
    acct,
    client: (key = acct.liveKey) => new OpenAI({ apiKey: key, baseURL: `${gw.url}/v1`, maxRetries: 0, timeout: 20_000 }),
    async close() {
      await gw.close();
      await mock.close();
    },
  };
}

/** Collects a streamed answer from the openai client. */
export async function collectStream(stream: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>) {
  const chunks: OpenAI.Chat.Completions.ChatCompletionChunk[] = [];
  let content = '';
  const toolArgs: Record<number, { id?: string; name?: string; arguments: string }> = {};
  let finish: string | null = null;
  for await (const c of stream) {
    chunks.push(c);
    for (const ch of c.choices) {
      if (ch.delta.content) content += ch.delta.content;
      for (const tc of ch.delta.tool_calls ?? []) {
        const t = (toolArgs[tc.index] ??= { arguments: '' });
        if (tc.id) t.id = tc.id;
        if (tc.function?.name) t.name = tc.function.name;
        if (tc.function?.arguments) t.arguments += tc.function.arguments;
      }
      if (ch.finish_reason) finish = ch.finish_reason;
    }
  }
  return { chunks, content, toolArgs, finish, usage: chunks.find((c) => c.usage)?.usage ?? null };
}
