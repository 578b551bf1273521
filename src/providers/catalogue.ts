// The model catalogue: 25 public model ids, their provider, upstream name, context window, default
// output budget and list prices.
//
// Naming: each entry has a canonical id (bare for OpenAI: `gpt-4o`; `provider/name` otherwise), so usage,
// metrics and costs are keyed the same whichever spelling the client sent. Clients that speak a
// provider's own API send that provider's ids, so an entry is also accepted as:
//   - `openai/gpt-4o` for OpenAI entries;
//   - its provider's own id (`claude-sonnet-4-6`, `gemini-2.5-flash`, `mistral-large-latest`), bare or
//     behind the provider's name (`anthropic/claude-sonnet-4-6`);
//   - a dated snapshot of that id, Anthropic's `claude-opus-4-6-20260201` or OpenAI's
//     `gpt-4o-2024-08-06`: the snapshot id itself goes upstream, never the undated alias, so a client
//     pinned to a version gets that version;
//   - an operator's alias (MODEL_ALIASES), installed at start-up.
// Anything else is refused with a 400 that says how to choose a model.
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

/** Every fixed spelling → its entry: canonical ids, `openai/` forms, provider-native ids bare and prefixed. */
const BY_NAME = new Map<string, ModelInfo>();
/** The provider-native ids accepted bare, in catalogue order (listed by GET /v1/models). */
const NATIVE_IDS: Array<[string, ModelInfo]> = [];
for (const m of MODELS) {
  BY_NAME.set(m.id, m);
  if (m.provider === 'openai') BY_NAME.set(`openai/${m.id}`, m);
}
for (const m of MODELS) {
  // A native id another entry also uses, or one that is another entry's public id, would be ambiguous:
  // it stays out (none of today's catalogue is).
  const shared = MODELS.some((o) => o !== m && (o.upstreamModel === m.upstreamModel || o.id === m.upstreamModel));
  if (shared) continue;
  if (!BY_NAME.has(m.upstreamModel)) {
    BY_NAME.set(m.upstreamModel, m);
    NATIVE_IDS.push([m.upstreamModel, m]);
  }
  BY_NAME.set(`${m.provider}/${m.upstreamModel}`, m);
}

/** Dated snapshot suffixes, per provider: Anthropic `-20260201`, OpenAI `-2024-08-06`. */
const SNAPSHOT: Partial<Record<ProviderName, RegExp>> = {
  anthropic: /^(.+)-(\d{4})(\d{2})(\d{2})$/,
  openai: /^(.+)-(\d{4})-(\d{2})-(\d{2})$/,
};
/** Snapshot entries already made (bounded: clients send few distinct snapshots). */
const snapshots = new Map<string, ModelInfo>();
const MAX_SNAPSHOTS = 256;

/** `claude-opus-4-6-20260201` → the claude-opus-4-6 entry with that snapshot as its upstream name. */
function resolveSnapshot(name: string): ModelInfo | undefined {
  const cached = snapshots.get(name);
  if (cached) return cached;
  const slash = name.indexOf('/');
  const prefix = slash > 0 ? name.slice(0, slash) : undefined;
  const id = slash > 0 ? name.slice(slash + 1) : name;
  for (const provider of Object.keys(SNAPSHOT) as ProviderName[]) {
    if (prefix !== undefined && prefix !== provider) continue;
    const match = SNAPSHOT[provider]!.exec(id);
    if (!match || !isDate(Number(match[2]), Number(match[3]), Number(match[4]))) continue;
    const base = BY_NAME.get(`${provider}/${match[1]}`);
    if (!base || base.provider !== provider || base.upstreamModel !== match[1]) continue;
    const entry: ModelInfo = { ...base, upstreamModel: id };
    if (snapshots.size < MAX_SNAPSHOTS) snapshots.set(name, entry);
    return entry;
  }
  return undefined;
}

function isDate(year: number, month: number, day: number): boolean {
  return year >= 2020 && year <= 2099 && month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

/** Operator aliases (MODEL_ALIASES): another id → a catalogue entry. */
let aliases = new Map<string, ModelInfo>();

/**
 * The operator's aliases (alias → any accepted spelling of a catalogue model) as a map. Throws naming the
 * entry by position (the ids are operator text; a message never needs them) when a target is unknown or an
 * alias would rename an id the catalogue already accepts.
 */
export function buildModelAliases(pairs: ReadonlyArray<readonly [alias: string, target: string]>): Map<string, ModelInfo> {
  const built = new Map<string, ModelInfo>();
  pairs.forEach(([alias, target], i) => {
    const model = BY_NAME.get(target) ?? resolveSnapshot(target);
    if (!model) throw new Error(`entry ${i + 1} maps to a model that is not in the catalogue (see GET /v1/models)`);
    if (BY_NAME.has(alias) || resolveSnapshot(alias)) throw new Error(`entry ${i + 1} would rename a model the catalogue already accepts`);
    built.set(alias, model);
  });
  return built;
}

/** Installs the operator's aliases (MODEL_ALIASES), replacing earlier ones; throws as buildModelAliases. */
export function setModelAliases(pairs: ReadonlyArray<readonly [alias: string, target: string]>): void {
  aliases = buildModelAliases(pairs);
  modelListJson = null;
}

/** Resolve a client-supplied model name; undefined when no catalogue entry answers to it. */
export function resolveModel(name: string): ModelInfo | undefined {
  return BY_NAME.get(name) ?? aliases.get(name) ?? resolveSnapshot(name);
}

/** Why an id was refused, and how to choose one; the id itself is the client's text and is not repeated. */
export const UNKNOWN_MODEL_MESSAGE =
  'model: unknown model; GET /v1/models lists the ids this gateway accepts (Claude Code: set ANTHROPIC_MODEL to one of them; an operator can map other ids with MODEL_ALIASES)';

/** The catalogue model a request names, or the 400 every chat surface gives for an unknown one. */
export function requireModel(name: string): ModelInfo {
  const model = resolveModel(name);
  if (!model) throw badRequest(UNKNOWN_MODEL_MESSAGE);
  return model;
}

/** All catalogue entries (canonical ids, catalogue order). Entries are shared: do not mutate. */
export function allModels(): readonly ModelInfo[] {
  return MODELS;
}

/** Fixed `created` for the model list (2025-01-01T00:00:00Z): the catalogue has no real dates. */
const CATALOGUE_CREATED = 1_735_689_600;
const CATALOGUE_CREATED_AT = new Date(CATALOGUE_CREATED * 1000).toISOString();

/**
 * One listed id, in OpenAI's shape (`object`, `created`, `owned_by`) and Anthropic's (`type`,
 * `display_name`, `created_at`) at once, so both families of SDKs read the list.
 */
export interface ModelListEntry {
  id: string; object: 'model'; created: number; owned_by: string;
  type: 'model'; display_name: string; created_at: string;
}
export interface ModelList { object: 'list'; data: ModelListEntry[]; has_more: false; first_id: string | null; last_id: string | null }

const listEntry = (id: string, m: ModelInfo): ModelListEntry => ({
  id, object: 'model', created: CATALOGUE_CREATED, owned_by: m.provider,
  type: 'model', display_name: id === m.id ? m.id : `${id} (${m.id})`, created_at: CATALOGUE_CREATED_AT,
});

/** `GET /v1/models`: the catalogue ids, then the provider-native ids and the operator's aliases. */
export function listModels(): ModelList {
  const data = [
    ...MODELS.map((m) => listEntry(m.id, m)),
    ...NATIVE_IDS.map(([id, m]) => listEntry(id, m)),
    ...[...aliases].map(([id, m]) => listEntry(id, m)),
  ];
  return { object: 'list', data, has_more: false, first_id: data[0]?.id ?? null, last_id: data.at(-1)?.id ?? null };
}

/** `GET /v1/models/{id}`: the entry of any accepted id (a snapshot is listed under its own id), or undefined. */
export function modelEntry(name: string): ModelListEntry | undefined {
  const m = resolveModel(name);
  return m && listEntry(name, m);
}

let modelListJson: string | null = null;

/** The list, serialized once per set of aliases (prices are not part of it). */
export function listModelsJson(): string {
  modelListJson ??= JSON.stringify(listModels());
  return modelListJson;
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
  // Entries are shared objects, so everyone holding a ModelInfo sees the new price; snapshot entries are
  // copies, made again on their next use.
  for (const [model, price] of changes) {
    (model as { inputPricePerM: number }).inputPricePerM = price.input;
    (model as { outputPricePerM: number }).outputPricePerM = price.output;
  }
  snapshots.clear();
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
  const m = typeof model === 'string' ? resolveModel(model) : model;
  if (!m) return 0;
  return (promptTokens * m.inputPricePerM + completionTokens * m.outputPricePerM) / M;
}
