// The PII seam of the chat path: messages in → anonymized messages + mapping out. Detection runs in
// the worker pool; this module only gathers the texts of a request and writes the results back.
import { hash } from 'node:crypto';
import { SETTING_TO_ENTITIES, type Art9Category, type EntityType, type Mapping } from '../pii/types.js';
import type { PiiSettings } from '../store/pii-settings.js';
import type { ChatMessage, ChatRequest } from '../types/openai.js';
import { ApiError } from '../server/errors.js';
import { PiiQueueFullError } from '../pii/pool.js';
import type { WorkerResult } from '../pii/pool-types.js';

/** What the chat path needs of the PII worker pool (src/pii/pool.ts implements it). */
export interface PiiEngine {
  anonymize(
    texts: string[],
    entities: ReadonlySet<EntityType>,
    art9: boolean,
  ): Promise<{
    texts: string[]; mapping: Mapping; counts: Partial<Record<EntityType, number>>; art9: Art9Category[];
    durationMs: number; nerMs?: number; cachedTexts?: number;
  }>;
}

/** Put in front of the messages whenever PII detection is on, so the model keeps the tags intact. */
export const PII_SYSTEM_INSTRUCTION =
  'Some personal data in this conversation was replaced by placeholder tags such as <PERSON_1>, <PESEL_1> or ' +
  '<EMAIL_ADDRESS_1>. Keep every such tag exactly as written (same brackets, capitals, underscore and number) ' +
  'wherever you refer to that value, also inside tool-call arguments. Do not invent new tags.';

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

/** Where each gathered text lives, so results can be written back into a copy of the request. */
type Slot = (msg: ChatMessage, text: string) => void;

/**
 * Request fields that name the end user for the provider's abuse tracking (OpenAI `user` and
 * `safety_identifier`; the Anthropic adapter sends `user` as metadata.user_id). Clients often put an
 * e-mail address or a name there; providers ask for an opaque id. With PII detection on they are
 * forwarded as a digest: the same user keeps the same id, the value itself never leaves.
 */
const END_USER_FIELDS = ['user', 'safety_identifier'] as const;

/** `prefix` + 32 hex characters of a SHA-256 digest of `value` in its own domain: stable, never the value. */
function opaqueId(prefix: string, domain: string, value: string): string {
  return prefix + hash('sha256', `pii-gateway ${domain}\u0000${value}`, 'hex').slice(0, 32);
}

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

function withEndUserPseudonymized(request: ChatRequest): ChatRequest {
  if (!END_USER_FIELDS.some((f) => typeof request[f] === 'string')) return request;
  const out: ChatRequest = { ...request };
  for (const f of END_USER_FIELDS) if (typeof out[f] === 'string') out[f] = pseudonymizeEndUser(out[f]);
  return out;
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
    result = await pool.anonymize(texts, entities, art9);
  } catch (err) {
    // The pool refuses work past its queue limit: the gateway is saturated, the client should retry.
    if (err instanceof PiiQueueFullError) {
      throw new ApiError('rate_limit_exceeded', 'the gateway is at capacity (PII detection queue full); retry shortly', { 'Retry-After': '1' });
    }
    throw err;
  }
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

export async function anonymizeRequest(request: ChatRequest, settings: PiiSettings, pool: PiiEngine): Promise<AnonymizedRequest> {
  if (!settings.enabled) return { request, mapping: {}, counts: {}, art9: [], durationMs: 0 };
  const texts: string[] = [];
  const slots: Array<{ message: number; write: Slot }> = [];
  request.messages.forEach((m, i) => {
    if (typeof m.content === 'string') {
      texts.push(m.content);
      slots.push({ message: i, write: (msg, t) => (msg.content = t) });
    } else if (Array.isArray(m.content)) {
      m.content.forEach((part, p) => {
        if (part.type === 'text' && typeof part.text === 'string') {
          texts.push(part.text);
          slots.push({ message: i, write: (msg, t) => ((msg.content as Array<{ text?: string }>)[p].text = t) });
        }
      });
    }
    m.tool_calls?.forEach((call, c) => {
      texts.push(call.function.arguments);
      slots.push({ message: i, write: (msg, t) => (msg.tool_calls![c].function.arguments = t) });
    });
    if (typeof m.name === 'string' && m.name) {
      const spaced = m.name.replace(/[_-]+/g, ' ');
      texts.push(spaced);
      slots.push({ message: i, write: (msg, t) => { if (t !== spaced) msg.name = pseudonymizeParticipant(m.name!); } });
    }
  });
  // OpenAI's predicted outputs: text the answer is expected to repeat (a document being edited), so
  // it carries the same personal data as the messages. Its texts follow the messages' in `texts`.
  const prediction = predictionTexts(request.prediction);
  for (const t of prediction?.texts ?? []) texts.push(t);

  const result = await scanTexts(texts, settings, pool);
  if (!result) return { request: withEndUserPseudonymized(request), mapping: {}, counts: {}, art9: [], durationMs: 0 };
  // Copy only what changes: messages (and their parts/tool calls) that carry anonymized text.
  const messages = request.messages.map((m) => ({
    ...m,
    content: Array.isArray(m.content) ? m.content.map((p) => ({ ...p })) : m.content,
    tool_calls: m.tool_calls?.map((c) => ({ ...c, function: { ...c.function } })),
  })) as ChatMessage[];
  for (const m of messages) if (m.tool_calls === undefined) delete m.tool_calls;
  slots.forEach((slot, k) => slot.write(messages[slot.message], result.texts[k]));
  const withInstruction: ChatMessage[] = [{ role: 'system', content: PII_SYSTEM_INSTRUCTION }, ...messages];
  const out: ChatRequest = { ...withEndUserPseudonymized(request), messages: withInstruction };
  if (prediction) out.prediction = prediction.rebuild(result.texts.slice(slots.length));
  const { texts: _texts, ...scan } = result;
  return { request: out, ...scan };
}

/** The texts of `prediction.content` (a string or text parts), and how to put anonymized ones back. */
function predictionTexts(prediction: unknown): { texts: string[]; rebuild: (texts: string[]) => unknown } | null {
  if (!prediction || typeof prediction !== 'object') return null;
  const p = prediction as { content?: unknown };
  if (typeof p.content === 'string') {
    return { texts: [p.content], rebuild: ([t]) => ({ ...p, content: t }) };
  }
  if (Array.isArray(p.content)) {
    const parts = p.content as Array<{ type?: unknown; text?: unknown }>;
    const texts = parts.filter((x) => x?.type === 'text' && typeof x.text === 'string').map((x) => x.text as string);
    if (texts.length === 0) return null;
    return {
      texts,
      rebuild: (anonymized) => {
        let k = 0;
        return { ...p, content: parts.map((x) => (x?.type === 'text' && typeof x.text === 'string' ? { ...x, text: anonymized[k++] } : x)) };
      },
    };
  }
  return null;
}
