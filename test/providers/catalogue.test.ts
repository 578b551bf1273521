import { describe, expect, it } from 'vitest';
import { afterEach } from 'vitest';
import {
  allModels, applyPriceOverrides, estimateCostUsd, listModels, listModelsJson, modelEntry, requireModel, resolveModel, setModelAliases,
} from '../../src/providers/catalogue.js';
import { PROVIDERS } from '../../src/providers/types.js';

// The catalogue's public ids: [provider, public id, context window].
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
  it('holds exactly the 25 public models with provider and context window', () => {
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

  it('rejects names that are neither a catalogue id nor a provider\'s own id', () => {
    expect(resolveModel('claude-4.6-opus')).toBeUndefined();
    expect(resolveModel('anthropic/gpt-4o')).toBeUndefined();
    expect(resolveModel('openai/claude-4.6-opus')).toBeUndefined();
    expect(resolveModel('gpt-4')).toBeUndefined();
    expect(resolveModel('')).toBeUndefined();
    expect(resolveModel('GPT-4O')).toBeUndefined();
  });

  it('lists the catalogue ids, then the providers\' own ids, in OpenAI and Anthropic list form', () => {
    const list = listModels();
    expect(list.object).toBe('list');
    expect(list.data.slice(0, 25).map((d) => d.id)).toEqual(SPEC.map((s) => s[1]));
    const native = list.data.slice(25).map((d) => d.id);
    expect(native).toEqual(expect.arrayContaining(['claude-sonnet-4-6', 'claude-opus-4-6', 'gemini-2.5-flash', 'mistral-large-latest', 'deepseek-chat']));
    for (const id of native) expect(resolveModel(id)!.upstreamModel).toBe(id);
    expect(list).toMatchObject({ has_more: false, first_id: 'gpt-5.4', last_id: list.data.at(-1)!.id });
    expect(list.data.find((d) => d.id === 'claude-sonnet-4-6')).toMatchObject({ type: 'model', owned_by: 'anthropic', display_name: 'claude-sonnet-4-6 (anthropic/claude-4.6-sonnet)' });
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

  describe('provider-native ids', () => {
    afterEach(() => setModelAliases([]));

    it('accepts each entry under its provider\'s own id, bare and behind the provider\'s name', () => {
      for (const m of allModels()) {
        expect(resolveModel(m.upstreamModel), m.upstreamModel).toBe(m);
        expect(resolveModel(`${m.provider}/${m.upstreamModel}`), m.upstreamModel).toBe(m);
      }
      expect(resolveModel('claude-sonnet-4-6')!.id).toBe('anthropic/claude-4.6-sonnet');
      expect(resolveModel('gemini-2.5-flash')!.id).toBe('google/gemini-2.5-flash');
      expect(resolveModel('mistral-large-latest')!.id).toBe('mistral/mistral-large-3');
    });

    it('a dated snapshot resolves to its entry and goes upstream as the snapshot, never as the alias', () => {
      const opus = resolveModel('claude-opus-4-6-20260201')!;
      expect(opus.id).toBe('anthropic/claude-4.6-opus');
      expect(opus.upstreamModel).toBe('claude-opus-4-6-20260201');
      expect(resolveModel('anthropic/claude-opus-4-6-20260201')!.upstreamModel).toBe('claude-opus-4-6-20260201');
      const gpt = resolveModel('gpt-4o-2024-08-06')!;
      expect(gpt.id).toBe('gpt-4o');
      expect(gpt.upstreamModel).toBe('gpt-4o-2024-08-06');
      expect(resolveModel('claude-sonnet-4-6')!.upstreamModel).toBe('claude-sonnet-4-6'); // the catalogue entry is untouched
      expect(modelEntry('claude-opus-4-6-20260201')).toMatchObject({ id: 'claude-opus-4-6-20260201', owned_by: 'anthropic' });
    });

    it('refuses what only looks like a snapshot: another model, another provider\'s date form, no real date', () => {
      for (const id of [
        'claude-opus-4-5-20260201', // a version the catalogue does not have
        'claude-opus-4-6-2026-02-01', // OpenAI's date form on a Claude id
        'gpt-4o-20240806', // Anthropic's date form on an OpenAI id
        'claude-opus-4-6-20261399', // no such date
        'openai/claude-opus-4-6-20260201', // the wrong provider's name
        'gemini-2.5-flash-20250601', // providers without dated snapshots here
        'claude-4.6-opus-20260201', // the catalogue's own spelling is not a provider id
      ]) expect(resolveModel(id), id).toBeUndefined();
    });

    it('an unknown id gets a 400 that says how to choose a model and does not repeat the id', () => {
      expect(() => requireModel('claude-3-5-haiku-Kowalski')).toThrow(/GET \/v1\/models.*ANTHROPIC_MODEL.*MODEL_ALIASES/);
      try {
        requireModel('claude-3-5-haiku-Kowalski');
      } catch (err) {
        expect((err as Error).message).not.toContain('Kowalski');
        expect((err as { status: number }).status).toBe(400);
      }
    });

    it('operator aliases map other ids to catalogue entries, are listed, and may not rename a catalogue id', () => {
      setModelAliases([['claude-3-5-haiku-20241022', 'anthropic/claude-4.6-haiku'], ['company-default', 'gpt-4o-2024-08-06']]);
      expect(resolveModel('claude-3-5-haiku-20241022')!.id).toBe('anthropic/claude-4.6-haiku');
      expect(resolveModel('company-default')!.upstreamModel).toBe('gpt-4o-2024-08-06');
      expect(listModels().data.map((d) => d.id)).toEqual(expect.arrayContaining(['claude-3-5-haiku-20241022', 'company-default']));
      expect(JSON.parse(listModelsJson()).data.map((d: { id: string }) => d.id)).toContain('company-default');
      expect(() => setModelAliases([['gpt-4o', 'anthropic/claude-4.6-opus']])).toThrow(/entry 1 would rename/);
      expect(() => setModelAliases([['x', 'y'], ['mine', 'no-such-model']])).toThrow(/entry 1 maps to a model that is not in the catalogue/);
      // A refused set leaves the aliases as they were.
      expect(resolveModel('company-default')).toBeDefined();
      setModelAliases([]);
      expect(resolveModel('company-default')).toBeUndefined();
      expect(JSON.parse(listModelsJson()).data.map((d: { id: string }) => d.id)).not.toContain('company-default');
    });
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
