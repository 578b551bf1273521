import { describe, expect, it } from 'vitest';
import {
  allModels, applyPriceOverrides, estimateCostUsd, listModels, listModelsJson, resolveModel,
} from '../../src/providers/catalogue.js';
import { PROVIDERS } from '../../src/providers/types.js';

// The spec's table, verbatim: [provider, public id, context window].
const SPEC: Array<[string, string, number]> = [
  ['openai', 'gpt-5.4', 256_000], ['openai', 'gpt-5.4-mini', 256_000], ['openai', 'gpt-4o', 128_000],
  ['openai', 'gpt-5.4-nano', 256_000], ['openai', 'o1', 200_000], ['openai', 'o1-mini', 128_000],
  ['anthropic', 'anthropic/claude-4.6-opus', 1_000_000], ['anthropic', 'anthropic/claude-4.6-sonnet', 1_000_000],
  ['anthropic', 'anthropic/claude-4.6-haiku', 1_000_000], ['google', 'google/gemini-3.1-pro', 2_000_000],
  ['google', 'google/gemini-2.5-pro', 1_000_000], ['google', 'google/gemini-2.5-flash', 1_000_000],
  ['google', 'google/gemini-2.5-flash-lite', 1_000_000], ['mistral', 'mistral/mistral-large-3', 128_000],
  ['mistral', 'mistral/mistral-small-4', 128_000], ['mistral', 'mistral/pixtral-large', 128_000],
  ['groq', 'groq/llama-4-scout', 128_000], ['groq', 'groq/llama-4-maverick', 128_000],
  ['groq', 'groq/deepseek-v3', 64_000], ['deepseek', 'deepseek/deepseek-v3.2', 128_000],
  ['deepseek', 'deepseek/deepseek-reasoner', 128_000], ['cohere', 'cohere/command-a', 256_000],
  ['cohere', 'cohere/command-r-plus', 128_000], ['xai', 'xai/grok-4', 256_000],
  ['perplexity', 'perplexity/pplx-70b-online', 128_000],
];

describe('catalogue', () => {
  it('holds exactly the 25 models of the spec with provider and context window', () => {
    expect(allModels()).toHaveLength(25);
    for (const [provider, id, ctx] of SPEC) {
      const m = resolveModel(id);
      expect(m, id).toBeDefined();
      expect(m!.id).toBe(id);
      expect(m!.provider).toBe(provider);
      expect(m!.contextWindow).toBe(ctx);
      expect(m!.upstreamModel.length).toBeGreaterThan(0);
      expect(m!.defaultMaxTokens).toBeGreaterThan(0);
      expect(m!.inputPricePerM).toBeGreaterThan(0);
      expect(m!.outputPricePerM).toBeGreaterThanOrEqual(m!.inputPricePerM);
    }
    expect(new Set(allModels().map((m) => m.provider))).toEqual(new Set(PROVIDERS));
  });

  it('resolves openai/<name> to the same canonical bare entry', () => {
    expect(resolveModel('openai/gpt-4o')).toBe(resolveModel('gpt-4o'));
    expect(resolveModel('openai/o1')!.id).toBe('o1');
  });

  it('accepts bare names only for OpenAI and rejects unknown names', () => {
    expect(resolveModel('claude-4.6-opus')).toBeUndefined();
    expect(resolveModel('gemini-2.5-pro')).toBeUndefined();
    expect(resolveModel('anthropic/gpt-4o')).toBeUndefined();
    expect(resolveModel('openai/claude-4.6-opus')).toBeUndefined();
    expect(resolveModel('gpt-4')).toBeUndefined();
    expect(resolveModel('')).toBeUndefined();
    expect(resolveModel('GPT-4O')).toBeUndefined();
  });

  it('lists models in OpenAI list format', () => {
    const list = listModels();
    expect(list.object).toBe('list');
    expect(list.data).toHaveLength(25);
    expect(list.data.map((d) => d.id)).toEqual(SPEC.map((s) => s[1]));
    for (const d of list.data) {
      expect(d.object).toBe('model');
      expect(Number.isInteger(d.created)).toBe(true);
      expect(PROVIDERS).toContain(d.owned_by);
    }
    expect(JSON.parse(listModelsJson())).toEqual(list);
  });

  it('estimates cost from per-million prices, by entry or by any name', () => {
    const m = resolveModel('gpt-4o')!;
    const expected = (1000 * m.inputPricePerM + 500 * m.outputPricePerM) / 1e6;
    expect(estimateCostUsd(m, 1000, 500)).toBeCloseTo(expected, 12);
    expect(estimateCostUsd('openai/gpt-4o', 1000, 500)).toBeCloseTo(expected, 12);
    expect(estimateCostUsd('no-such-model', 1000, 500)).toBe(0);
    expect(estimateCostUsd(m, 0, 0)).toBe(0);
  });

  describe('price overrides', () => {
    it('applies valid overrides under any spelling', () => {
      const m = resolveModel('gpt-4o')!;
      const c = resolveModel('cohere/command-a')!;
      const before = [m.inputPricePerM, m.outputPricePerM, c.inputPricePerM, c.outputPricePerM];
      try {
        expect(applyPriceOverrides({ 'openai/gpt-4o': { input: 1, output: 2 }, 'cohere/command-a': { input: 0, output: 3.5 } })).toBe(2);
        expect(m.inputPricePerM).toBe(1);
        expect(m.outputPricePerM).toBe(2);
        expect(estimateCostUsd('gpt-4o', 1_000_000, 1_000_000)).toBe(3);
        expect(c.inputPricePerM).toBe(0);
      } finally {
        applyPriceOverrides({ 'gpt-4o': { input: before[0], output: before[1] }, 'cohere/command-a': { input: before[2], output: before[3] } });
      }
    });

    it('rejects an unknown model by name and changes nothing', () => {
      const m = resolveModel('gpt-4o')!;
      const price = m.inputPricePerM;
      expect(() => applyPriceOverrides({ 'gpt-4o': { input: 9, output: 9 }, 'acme/llm': { input: 1, output: 1 } }))
        .toThrow(/unknown model "acme\/llm"/);
      expect(m.inputPricePerM).toBe(price);
    });

    it.each([
      [{ 'gpt-4o': { input: -1, output: 1 } }, /gpt-4o\.input/],
      [{ 'gpt-4o': { input: '1', output: 1 } }, /gpt-4o\.input/],
      [{ 'gpt-4o': { input: 1 } }, /gpt-4o\.output/],
      [{ 'gpt-4o': { input: 1, output: 1, extra: 1 } }, /gpt-4o/],
      [[1, 2], /root|expected/i],
      [null, /price overrides/],
    ])('rejects bad entry %j naming it', (bad, pattern) => {
      expect(() => applyPriceOverrides(bad)).toThrow(pattern);
    });
  });
});
