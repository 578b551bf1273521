// The model catalogue: the 25 public model ids of the spec, their provider, upstream name,
// context window, default output budget and list prices.
//
// Naming: OpenAI models are public under their bare name (`gpt-4o`); `openai/gpt-4o` resolves to the
// same entry. ModelInfo.id is always the canonical form (bare for OpenAI, `provider/name` otherwise),
// so usage, metrics and costs are keyed `gpt-4o` whichever form the client sent.
//
// Prices are USD per million tokens, ESTIMATES of public list prices (early 2026); several of these
// model names are newer than any published price sheet, so treat them as defaults and override them
// with a JSON file (applyPriceOverrides) where accuracy matters.
//
// defaultMaxTokens is what an adapter sends when the client gives no max_tokens and the upstream
// requires one (Anthropic). It is deliberately moderate (not the model's maximum) so that a
// non-streaming request without max_tokens cannot run for many minutes.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { badRequest } from '../server/errors.js';
import type { ModelInfo, ProviderName } from './types.js';

const K = 1_000;
const M = 1_000_000;

type Row = [id: string, provider: ProviderName, upstreamModel: string, contextWindow: number,
  defaultMaxTokens: number, inputPricePerM: number, outputPricePerM: number];

const ROWS: Row[] = [
  ['gpt-5.4', 'openai', 'gpt-5.4', 256 * K, 16_384, 1.25, 10],
  ['gpt-5.4-mini', 'openai', 'gpt-5.4-mini', 256 * K, 16_384, 0.25, 2],
  ['gpt-4o', 'openai', 'gpt-4o', 128 * K, 16_384, 2.5, 10],
  ['gpt-5.4-nano', 'openai', 'gpt-5.4-nano', 256 * K, 16_384, 0.05, 0.4],
  ['o1', 'openai', 'o1', 200 * K, 32_768, 15, 60],
  ['o1-mini', 'openai', 'o1-mini', 128 * K, 32_768, 1.1, 4.4],
  ['anthropic/claude-4.6-opus', 'anthropic', 'claude-opus-4-6', 1 * M, 8_192, 5, 25],
  ['anthropic/claude-4.6-sonnet', 'anthropic', 'claude-sonnet-4-6', 1 * M, 8_192, 3, 15],
  ['anthropic/claude-4.6-haiku', 'anthropic', 'claude-haiku-4-6', 1 * M, 8_192, 1, 5],
  ['google/gemini-3.1-pro', 'google', 'gemini-3.1-pro', 2 * M, 8_192, 2, 12],
  ['google/gemini-2.5-pro', 'google', 'gemini-2.5-pro', 1 * M, 8_192, 1.25, 10],
  ['google/gemini-2.5-flash', 'google', 'gemini-2.5-flash', 1 * M, 8_192, 0.3, 2.5],
  ['google/gemini-2.5-flash-lite', 'google', 'gemini-2.5-flash-lite', 1 * M, 8_192, 0.1, 0.4],
  ['mistral/mistral-large-3', 'mistral', 'mistral-large-latest', 128 * K, 8_192, 0.5, 1.5],
  ['mistral/mistral-small-4', 'mistral', 'mistral-small-latest', 128 * K, 8_192, 0.1, 0.3],
  ['mistral/pixtral-large', 'mistral', 'pixtral-large-latest', 128 * K, 8_192, 2, 6],
  ['groq/llama-4-scout', 'groq', 'meta-llama/llama-4-scout-17b-16e-instruct', 128 * K, 8_192, 0.11, 0.34],
  ['groq/llama-4-maverick', 'groq', 'meta-llama/llama-4-maverick-17b-128e-instruct', 128 * K, 8_192, 0.2, 0.6],
  ['groq/deepseek-v3', 'groq', 'deepseek-v3', 64 * K, 8_192, 0.75, 0.99],
  ['deepseek/deepseek-v3.2', 'deepseek', 'deepseek-chat', 128 * K, 8_192, 0.28, 0.42],
  ['deepseek/deepseek-reasoner', 'deepseek', 'deepseek-reasoner', 128 * K, 32_768, 0.28, 0.42],
  ['cohere/command-a', 'cohere', 'command-a-03-2025', 256 * K, 8_192, 2.5, 10],
  ['cohere/command-r-plus', 'cohere', 'command-r-plus-08-2024', 128 * K, 4_096, 2.5, 10],
  ['xai/grok-4', 'xai', 'grok-4', 256 * K, 16_384, 3, 15],
  ['perplexity/pplx-70b-online', 'perplexity', 'pplx-70b-online', 128 * K, 4_096, 1, 1],
];

const MODELS: readonly ModelInfo[] = ROWS.map(
  ([id, provider, upstreamModel, contextWindow, defaultMaxTokens, inputPricePerM, outputPricePerM]) => ({
    id, provider, upstreamModel, contextWindow, defaultMaxTokens, inputPricePerM, outputPricePerM,
  }),
);

/** Every accepted spelling → its entry. Bare names exist for OpenAI models only. */
const BY_NAME = new Map<string, ModelInfo>();
for (const m of MODELS) {
  BY_NAME.set(m.id, m);
  if (m.provider === 'openai') BY_NAME.set(`openai/${m.id}`, m);
}

/** Resolve a client-supplied model name; undefined when it is not in the catalogue. */
export function resolveModel(name: string): ModelInfo | undefined {
  return BY_NAME.get(name);
}

/** The catalogue model a request names, or the 400 every chat surface gives for an unknown one. */
export function requireModel(name: string): ModelInfo {
  const model = BY_NAME.get(name);
  if (!model) throw badRequest('model: unknown model; see GET /v1/models');
  return model;
}

/** All catalogue entries (canonical ids, spec order). Entries are shared: do not mutate. */
export function allModels(): readonly ModelInfo[] {
  return MODELS;
}

/** Fixed `created` for the model list (2025-01-01T00:00:00Z): the catalogue has no real dates. */
const CATALOGUE_CREATED = 1_735_689_600;

export interface ModelListEntry { id: string; object: 'model'; created: number; owned_by: string }
export interface ModelList { object: 'list'; data: ModelListEntry[] }

const MODEL_LIST: ModelList = {
  object: 'list',
  data: MODELS.map((m) => ({ id: m.id, object: 'model', created: CATALOGUE_CREATED, owned_by: m.provider })),
};
const MODEL_LIST_JSON = JSON.stringify(MODEL_LIST);

/** `GET /v1/models` body in OpenAI's list format. */
export function listModels(): ModelList {
  return MODEL_LIST;
}

/** `GET /v1/models/{id}`: one entry of the list (any accepted spelling of its id), or undefined. */
export function modelEntry(name: string): ModelListEntry | undefined {
  const m = resolveModel(name);
  return m && MODEL_LIST.data.find((e) => e.id === m.id);
}

/** The same list, pre-serialized (it never changes: prices are not part of it). */
export function listModelsJson(): string {
  return MODEL_LIST_JSON;
}

const priceSchema = z.object({
  input: z.number().finite().nonnegative(),
  output: z.number().finite().nonnegative(),
}).strict();
const overridesSchema = z.record(z.string(), priceSchema);

/**
 * Override prices from a parsed JSON object `{ "<model id>": { "input": n, "output": n } }`
 * (USD per million tokens). Keys may use any accepted spelling (`gpt-4o`, `openai/gpt-4o`).
 * Validates everything before changing anything; throws an Error naming the bad entry.
 * Returns the number of models changed.
 */
export function applyPriceOverrides(overrides: unknown): number {
  const parsed = overridesSchema.safeParse(overrides);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.length ? issue.path.map(String).join('.') : '(root)';
    throw new Error(`price overrides: ${where}: ${issue.message}`);
  }
  const changes: Array<[ModelInfo, { input: number; output: number }]> = [];
  for (const [name, price] of Object.entries(parsed.data)) {
    const model = BY_NAME.get(name);
    if (!model) throw new Error(`price overrides: unknown model "${name}"`);
    changes.push([model, price]);
  }
  // Entries are shared objects, so everyone holding a ModelInfo sees the new price.
  for (const [model, price] of changes) {
    (model as { inputPricePerM: number }).inputPricePerM = price.input;
    (model as { outputPricePerM: number }).outputPricePerM = price.output;
  }
  return changes.length;
}

/** Read a JSON price-override file and apply it (errors name the file). */
export function applyPriceOverridesFile(path: string): number {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new Error(`price overrides file ${path}: ${(err as Error).message}`);
  }
  try {
    return applyPriceOverrides(json);
  } catch (err) {
    throw new Error(`${path}: ${(err as Error).message}`);
  }
}

/** Estimated cost in USD of one request. `model` is a ModelInfo or any accepted model name (unknown → 0). */
export function estimateCostUsd(model: ModelInfo | string, promptTokens: number, completionTokens: number): number {
  const m = typeof model === 'string' ? BY_NAME.get(model) : model;
  if (!m) return 0;
  return (promptTokens * m.inputPricePerM + completionTokens * m.outputPricePerM) / M;
}
