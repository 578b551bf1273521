// The PII seam of the chat path: a chat request in → its anonymized copy for the provider + mapping
// out. The copy is assembled from the schema below (request-walk.ts): every string in it is
// anonymized text, a closed-set value, a checked identifier or attachment, or a digest; fields the
// schema does not name keep working with their strings anonymized. Detection runs in the worker pool;
// this module only walks the request and writes the results back.
import { hash } from 'node:crypto';
import { attachEntityForms, ENTITY_FORMS, SETTING_TO_ENTITIES, type Art9Category, type EntityForms, type EntityType, type Mapping } from '../pii/types.js';
import type { PiiSettings } from '../store/pii-settings.js';
import type { ChatRequest } from '../types/openai.js';
import { resolveModel } from '../providers/catalogue.js';
import { ApiError } from '../server/errors.js';
import { PiiQueueFullError } from '../pii/pool.js';
import type { ReplacementOptions, WorkerResult } from '../pii/pool-types.js';
import {
  arr, attachment, byType, closed, closedBy, digest, either, identifier, jsonSchema, jsonString, kept, obj, participant, partText, RequestWalk, text, textParts, url,
} from './request-walk.js';

/** What the chat path needs of the PII worker pool (src/pii/pool.ts implements it). */
export interface PiiEngine {
  anonymize(
    texts: string[],
    entities: ReadonlySet<EntityType>,
    art9: boolean,
    replacement?: ReplacementOptions,
  ): Promise<{
    texts: string[]; mapping: Mapping; counts: Partial<Record<EntityType, number>>; art9: Art9Category[];
    durationMs: number; nerMs?: number; cachedTexts?: number;
    /** Linked persons and places, sent beside the mapping by the worker (a symbol key does not cross threads). */
    entityForms?: Record<string, EntityForms>;
  }>;
}

/** Put in front of the messages whenever PII detection is on, so the model keeps the tags intact. */
export const PII_SYSTEM_INSTRUCTION =
  'Some personal data in this conversation was replaced by placeholder tags such as <PERSON_1>, <PESEL_1> or ' +
  '<EMAIL_ADDRESS_1>. Keep every such tag exactly as written (same brackets, capitals, underscore and number) ' +
  'wherever you refer to that value, also inside tool-call arguments. Do not invent new tags.';

const KEEP_TAGS =
  'Keep every such tag exactly as written (same brackets, capitals, underscore and number) wherever you refer to ' +
  'that value, also inside tool-call arguments. Do not invent new tags.';

/**
 * The instruction for one anonymized request (docs/pii-replacement.md): tag mode gives the usual one,
 * with each linked person tag's grammatical gender when the account asked for the hint; pseudonym mode
 * says nothing of names (they read as ordinary names) and speaks of tags only when some values were
 * tagged, naming those tags. Null when there is nothing to say.
 */
export function piiInstruction(scan: { mapping: Mapping }, settings: PiiSettings): string | null {
  if (settings.replacement !== 'pseudonyms') {
    const linked = settings.tag_gender_hint ? scan.mapping[ENTITY_FORMS] : undefined;
    const genders = Object.entries(linked ?? {}).filter(([tag, e]) => tag.startsWith('<PERSON_') && e.kind === 'person' && e.gender !== 'n');
    if (genders.length === 0) return PII_SYSTEM_INSTRUCTION;
    const list = genders.map(([tag, e]) => `${tag} ${e.gender === 'f' ? 'feminine' : 'masculine'}`).join(', ');
    return `${PII_SYSTEM_INSTRUCTION} Grammatical gender of the person tags (make verbs and adjectives agree): ${list}.`;
  }
  const tags = Object.keys(scan.mapping).filter((k) => k.startsWith('<'));
  if (tags.length === 0) return null;
  const examples = tags.slice(0, 3).join(', ');
  return `Some values in this conversation were replaced by placeholder tags (${examples}${tags.length > 3 ? ', …' : ''}). ${KEEP_TAGS}`;
}

export interface AnonymizedRequest {
  request: ChatRequest;
  mapping: Mapping;
  /** Detected entity occurrences per entity type. */
  counts: Partial<Record<EntityType, number>>;
  art9: Art9Category[];
  durationMs: number;
  nerMs?: number;
  /** Non-empty texts sent to detection, and how many of them the detection cache answered. */
  scannedTexts?: number;
  cachedTexts?: number;
}

/**
 * Entity types an account's settings enable. The account cache hands out one settings object per
 * account until the settings change (a change replaces the object), so the set is computed once per
 * settings object rather than on every request; callers must not modify it.
 */
const entitiesBySettings = new WeakMap<PiiSettings, ReadonlySet<EntityType>>();

export function enabledEntities(settings: PiiSettings): ReadonlySet<EntityType> {
  let out = entitiesBySettings.get(settings);
  if (!out) {
    const set = new Set<EntityType>();
    if (settings.enabled) for (const t of settings.enabled_types) for (const e of SETTING_TO_ENTITIES[t] ?? []) set.add(e);
    entitiesBySettings.set(settings, (out = set));
  }
  return out;
}

/** `prefix` + 32 hex characters of a SHA-256 digest of `value` in its own domain: stable, never the value. */
function opaqueId(prefix: string, domain: string, value: string): string {
  return prefix + hash('sha256', `pii-gateway ${domain}\u0000${value}`, 'hex').slice(0, 32);
}

/**
 * Request fields that name the end user for the provider's abuse tracking and caching (OpenAI `user`,
 * `safety_identifier`, `prompt_cache_key`; Anthropic's `metadata.user_id`). Clients often put an e-mail
 * address or a name there; providers ask for an opaque id. With PII detection on they are forwarded as
 * a digest: the same user keeps the same id, the value itself never leaves.
 */
export function pseudonymizeEndUser(value: string): string {
  return opaqueId('u_', 'end user', value);
}

/**
 * A message's `name` (the participant, e.g. "Jan_Kowalski") cannot carry a tag: providers accept only
 * [A-Za-z0-9_-] there. It is scanned like text (underscores and hyphens read as spaces) and, when
 * personal data is found in it, forwarded as a digest: the same participant keeps the same name.
 */
export function pseudonymizeParticipant(name: string): string {
  return opaqueId('p_', 'participant', name);
}

/** The outcome of one detection pass over a request's texts (in the order they were given). */
export interface TextScan extends Omit<WorkerResult, 'cachedTexts'> {
  /** Non-empty texts sent to detection, and how many of them the detection cache answered. */
  scannedTexts: number;
  cachedTexts: number;
}

/**
 * Sends a request's texts to the PII pool in one task; null when the account's settings detect
 * nothing (detection off, or no entity type and no Art. 9 check). Every surface, translated or
 * native, anonymizes through here, so one request gets one mapping.
 */
export async function scanTexts(texts: string[], settings: PiiSettings, pool: PiiEngine): Promise<TextScan | null> {
  if (!settings.enabled) return null;
  const entities = enabledEntities(settings);
  const art9 = settings.art9_detection && settings.art9_action !== 'ignore';
  if (entities.size === 0 && !art9) return null;
  let result;
  try {
    result = await pool.anonymize(texts, entities, art9, { pseudonyms: settings.replacement === 'pseudonyms' });
  } catch (err) {
    // The pool refuses work past its queue limit: the gateway is saturated, the client should retry.
    if (err instanceof PiiQueueFullError) {
      throw new ApiError('rate_limit_exceeded', 'the gateway is at capacity (PII detection queue full); retry shortly', { 'Retry-After': '1' });
    }
    throw err;
  }
  // Restoring finds the linked entities inside the mapping.
  if (result.entityForms) attachEntityForms(result.mapping, result.entityForms);
  return {
    texts: result.texts,
    mapping: result.mapping,
    counts: result.counts,
    art9: result.art9,
    durationMs: result.durationMs,
    nerMs: result.nerMs,
    scannedTexts: texts.filter((t) => t.length > 0).length,
    cachedTexts: result.cachedTexts ?? 0,
  };
}

/** The walk of a chat request (request-walk.ts): its copy for the provider and every text in it. */
export function walkChatRequest(request: ChatRequest): RequestWalk {
  return new RequestWalk(CHAT_REQUEST, request);
}

/**
 * The request anonymized for the provider: `walk` (of `request`, made by walkChatRequest) is scanned in
 * one pool task and written back, end-user ids become digests, and the tag instruction goes in front.
 */
export async function anonymizeRequest(
  request: ChatRequest, settings: PiiSettings, pool: PiiEngine, walk: RequestWalk = walkChatRequest(request),
): Promise<AnonymizedRequest> {
  const out = walk.body as ChatRequest;
  if (!settings.enabled) return { request: out, mapping: {}, counts: {}, art9: [], durationMs: 0 };
  const result = await scanTexts(walk.texts, settings, pool);
  walk.protect();
  if (!result) return { request: out, mapping: {}, counts: {}, art9: [], durationMs: 0 };
  walk.apply(result.texts, result);
  const instruction = piiInstruction(result, settings);
  if (instruction) out.messages = [{ role: 'system', content: instruction }, ...out.messages];
  const { texts: _texts, ...scan } = result;
  return { request: out, ...scan };
}

// ---- what a chat request may carry ---------------------------------------------------------------
// Every field OpenAI's Chat Completions API and the OpenAI-compatible providers document; fields not
// named here are forwarded with their strings anonymized and their keys checked (`any`).

const ROLES = ['system', 'developer', 'user', 'assistant', 'tool', 'function'];
const IMAGE_DETAIL = ['auto', 'low', 'high'];

const imageUrl = either({ string: url, object: obj({ url, detail: closed(IMAGE_DETAIL) }) });

const PART = byType({
  text: obj({ type: closed(['text']), text: partText }),
  image_url: obj({ type: closed(['image_url']), image_url: imageUrl }),
  input_audio: obj({ type: closed(['input_audio']), input_audio: obj({ data: attachment('format'), format: closed(['wav', 'mp3']) }) }),
  file: obj({ type: closed(['file']), file: obj({ file_data: url, file_id: identifier, filename: text }) }),
  refusal: obj({ type: closed(['refusal']), refusal: text }),
});
// Adapters that send a message as one string glue its text parts (contentText): they are scanned glued too.
const content = either({ string: text, array: textParts(PART) });

const functionCall = obj({ name: identifier, arguments: jsonString });
const toolCall = obj({ id: identifier, type: closed(['function']), function: functionCall });

const MESSAGE = obj({
  role: closed(ROLES),
  content,
  name: participant(pseudonymizeParticipant),
  tool_calls: arr(toolCall),
  tool_call_id: identifier,
  function_call: functionCall,
  // Reasoning of an earlier answer (DeepSeek, xAI: reasoning_content; Groq, OpenRouter: reasoning):
  // the gateway restores it into answers, so a client sending its history back sends personal data.
  reasoning_content: text,
  reasoning: text,
  refusal: text,
  audio: obj({ id: identifier }),
  prefix: kept,
});

const functionTool = obj({ name: identifier, description: text, parameters: jsonSchema, strict: kept });

const CHAT_REQUEST = obj({
  model: closedBy((id) => resolveModel(id) !== undefined),
  messages: arr(MESSAGE),
  stream: kept,
  stream_options: obj({ include_usage: kept }),
  temperature: kept,
  top_p: kept,
  max_tokens: kept,
  max_completion_tokens: kept,
  n: kept,
  seed: kept,
  frequency_penalty: kept,
  presence_penalty: kept,
  logprobs: kept,
  top_logprobs: kept,
  parallel_tool_calls: kept,
  store: kept,
  stop: either({ string: text, array: arr(text) }),
  tools: arr(obj({ type: closed(['function']), function: functionTool })),
  tool_choice: either({
    string: closed(['auto', 'none', 'required']),
    object: obj({ type: closed(['function', 'allowed_tools']), function: obj({ name: identifier }) }),
  }),
  functions: arr(functionTool),
  function_call: either({ string: closed(['auto', 'none']), object: obj({ name: identifier }) }),
  response_format: obj({
    type: closed(['text', 'json_object', 'json_schema']),
    json_schema: obj({ name: identifier, description: text, schema: jsonSchema, strict: kept }),
  }),
  // OpenAI's predicted output: text the answer is expected to repeat (a document being edited).
  prediction: obj({ type: closed(['content']), content }),
  metadata: obj({}),
  logit_bias: obj({}),
  user: digest(pseudonymizeEndUser),
  safety_identifier: digest(pseudonymizeEndUser),
  prompt_cache_key: digest(pseudonymizeEndUser),
  reasoning_effort: closed(['none', 'minimal', 'low', 'medium', 'high', 'xhigh']),
  verbosity: closed(['low', 'medium', 'high']),
  service_tier: closed(['auto', 'default', 'flex', 'scale', 'priority']),
  modalities: arr(closed(['text', 'audio'])),
});
