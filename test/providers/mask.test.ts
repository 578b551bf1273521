// Key-like tokens are masked in text that leaves the gateway or goes to the logs; the rest stays.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.js';
import { maskSecrets } from '../../src/secrets/mask-secrets.js';

/** A deterministic random-looking string of `n` characters from `alphabet`. */
function body(n: number, seed: number, alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'): string {
  let out = '';
  let x = seed;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out += alphabet[x % alphabet.length];
  }
  return out;
}

// One key in the documented format of each provider, plus the gateway's own.
const KEYS: Record<string, string> = {
  openai: `sk-proj-${body(48, 1)}_${body(60, 2)}`,
  'openai legacy': `sk-${body(48, 3)}`,
  'openai half-masked': `sk-proj-${'*'.repeat(40)}${body(4, 4)}`,
  anthropic: `sk-ant-api03-${body(86, 5)}-${body(6, 6)}AA`,
  google: `AIzaSy${body(33, 7)}`,
  mistral: body(32, 8),
  groq: `gsk_${body(52, 9)}`,
  deepseek: `sk-${body(32, 10, '0123456789abcdef')}`,
  cohere: body(40, 11),
  xai: `xai-${body(80, 12)}`,
  perplexity: `pplx-${body(48, 13)}`,
  'gateway live': `vpx_live_${body(24, 14)}`,
  'gateway test': `vpx_test_${body(24, 15)}`,
};

describe('maskSecrets', () => {
  it.each(Object.entries(KEYS))('masks a %s key and keeps the rest of the message', (_, key) => {
    const text = `Incorrect API key provided: ${key}. You can find your API key at https://platform.openai.com/account/api-keys.`;
    const out = maskSecrets(text);
    expect(out).not.toContain(key);
    expect(out).not.toContain(key.slice(-12));
    expect(out).toContain('[REDACTED]');
    expect(out).toMatch(/^Incorrect API key provided: \S*\[REDACTED\]\. You can find your API key at https:\/\/platform\.openai\.com\/account\/api-keys\.$/);
  });

  it('keeps the public prefix of a known format', () => {
    expect(maskSecrets(`key ${KEYS.openai} refused`)).toBe('key sk-proj-[REDACTED] refused');
    expect(maskSecrets(`key ${KEYS.anthropic}`)).toBe('key sk-ant-api03-[REDACTED]');
    expect(maskSecrets(`"${KEYS['gateway live']}"`)).toBe('"vpx_live_[REDACTED]"');
  });

  it('masks bearer tokens, keys in URL queries and secrets the caller names', () => {
    expect(maskSecrets('got header Authorization: Bearer abc.def-123')).toBe('got header Authorization: Bearer [REDACTED]');
    expect(maskSecrets('GET /v1beta/models?alt=sse&key=short-secret&x=1')).toBe('GET /v1beta/models?alt=sse&key=[REDACTED]&x=1');
    expect(maskSecrets('the key pk-openai-secret-1 is wrong', ['pk-openai-secret-1'])).toBe('the key [REDACTED] is wrong');
  });

  it('leaves ordinary upstream messages alone', () => {
    for (const text of [
      'The model `gpt-4o-mini-2024-07-18` does not exist or you do not have access to it.',
      "This model's maximum context length is 128000 tokens. However, your messages resulted in 130412 tokens.",
      'models/gemini-2.5-flash is not found for API version v1beta, or is not supported for generateContent.',
      'Rate limit reached for claude-sonnet-4-5-20250929 in organization org-AbCdEf123 on tokens per min (TPM).',
      'request 123e4567-e89b-12d3-a456-426614174000 failed: task-force overloaded_error',
      'Invalid value for messages[0].content: expected a string',
      'supercalifragilisticexpialidocious_and_more_words',
    ]) {
      expect(maskSecrets(text)).toBe(text);
    }
  });
});

describe('logger', () => {
  it('masks keys in logged messages, objects and errors', () => {
    const lines: string[] = [];
    const log = createLogger({
      level: 'info',
      destination: new Writable({ write(chunk, _e, cb) { lines.push(String(chunk)); cb(); } }),
    });
    const key = KEYS.openai;
    log.error({ err: new Error(`Incorrect API key provided: ${key}`), detail: { note: `sent ${KEYS.groq}` } }, `upstream said ${KEYS.xai}`);
    log.warn(`plain message with ${KEYS.cohere}`);
    expect(lines).toHaveLength(2);
    const all = lines.join('\n');
    for (const k of [key, KEYS.groq, KEYS.xai, KEYS.cohere]) expect(all).not.toContain(k);
    const first = JSON.parse(lines[0]);
    expect(first.err.message).toBe('Incorrect API key provided: sk-proj-[REDACTED]');
    expect(first.detail.note).toBe('sent gsk_[REDACTED]');
    expect(first.msg).toBe('upstream said xai-[REDACTED]');
    expect(JSON.parse(lines[1]).msg).toBe('plain message with [REDACTED]');
  });
});
