// Request bodies: a valid-looking body per endpoint, then mutated (fields dropped, duplicated,
// retyped, replaced by hostile text, huge numbers or deep nesting), or a raw body that is not JSON at all.
import { PERMISSIONS } from '../../src/auth/keys.js';
import { PII_SETTING_TYPES } from '../../src/pii/types.js';
import { allModels } from '../../src/providers/catalogue.js';
import { PROVIDERS } from '../../src/providers/types.js';
import type { Rng } from './prng.js';
import {
  CANARIES, NON_JSON_TOKENS, ODD_NUMBERS, ODD_NUMBER_LITERALS, anyValue, deepJsonText, deepValue, freeText,
} from './values.js';

export type BodyKind = 'chat' | 'key' | 'provider-key' | 'settings';
type Json = Record<string, unknown>;

const subset = <T>(rng: Rng, items: readonly T[]): T[] => items.filter(() => rng.chance(0.5));
const maybe = (rng: Rng, p: number, obj: Json, key: string, value: () => unknown) => {
  if (rng.chance(p)) obj[key] = value();
};

function chatMessage(rng: Rng, mark: string, last: boolean): Json {
  const role = last ? 'user' : rng.pick(['system', 'developer', 'user', 'assistant', 'tool']);
  const m: Json = { role, content: freeText(rng, mark) };
  if (rng.chance(0.2)) {
    m.content = [
      { type: 'text', text: freeText(rng, mark) },
      ...(rng.chance(0.5) ? [{ type: 'image_url', image_url: { url: `https://example.pl/${mark}.png` } }] : []),
    ];
  }
  if (role === 'tool') m.tool_call_id = `call_${mark}`;
  if (role === 'assistant' && rng.chance(0.3)) {
    m.tool_calls = [{ id: `call_${mark}`, type: 'function', function: { name: 'lookup', arguments: JSON.stringify({ q: freeText(rng, mark) }) } }];
  }
  maybe(rng, 0.1, m, 'name', () => freeText(rng, mark));
  return m;
}

function chatBody(rng: Rng, mark: string): Json {
  const n = rng.int(1, 3);
  const body: Json = {
    model: rng.pick(allModels()).id,
    messages: Array.from({ length: n }, (_, i) => chatMessage(rng, mark, i === n - 1)),
  };
  if (rng.chance(0.4)) {
    body.stream = true;
    maybe(rng, 0.5, body, 'stream_options', () => ({ include_usage: rng.chance(0.5) }));
  }
  maybe(rng, 0.3, body, 'max_tokens', () => rng.int(1, 64));
  maybe(rng, 0.2, body, 'temperature', () => rng.next() * 2);
  maybe(rng, 0.1, body, 'top_p', () => rng.next());
  maybe(rng, 0.1, body, 'stop', () => [freeText(rng, mark)]);
  maybe(rng, 0.1, body, 'n', () => rng.int(1, 8));
  maybe(rng, 0.1, body, 'user', () => freeText(rng, mark));
  maybe(rng, 0.1, body, 'metadata', () => ({ note: freeText(rng, mark) }));
  maybe(rng, 0.1, body, 'tools', () => [{ type: 'function', function: { name: 'lookup', description: freeText(rng, mark), parameters: { type: 'object' } } }]);
  return body;
}

const keyBody = (rng: Rng, mark: string): Json => {
  const b: Json = { name: freeText(rng, mark) };
  maybe(rng, 0.6, b, 'permissions', () => subset(rng, PERMISSIONS));
  maybe(rng, 0.4, b, 'kind', () => rng.pick(['live', 'test']));
  return b;
};

const providerKeyBody = (rng: Rng, mark: string): Json => {
  const b: Json = {
    provider: rng.pick(PROVIDERS),
    api_key: rng.pick([`sk-${rng.chars(rng.int(5, 60), 'abcdefXYZ0123456789-_')}`, `sk-${CANARIES[2]}${mark}`, freeText(rng, mark)]),
  };
  maybe(rng, 0.6, b, 'name', () => freeText(rng, mark));
  return b;
};

const settingsBody = (rng: Rng): Json => {
  const b: Json = {};
  maybe(rng, 0.5, b, 'enabled', () => rng.chance(0.7));
  maybe(rng, 0.5, b, 'enabled_types', () => subset(rng, PII_SETTING_TYPES));
  maybe(rng, 0.4, b, 'art9_detection', () => rng.chance(0.5));
  maybe(rng, 0.4, b, 'art9_action', () => rng.pick(['flag', 'block', 'ignore']));
  return b;
};

const VALID: Record<BodyKind, (rng: Rng, mark: string) => Json> = {
  chat: chatBody,
  key: keyBody,
  'provider-key': providerKeyBody,
  settings: settingsBody,
};

/** Every (container, key) position in a JSON tree, the root's own fields included. */
function slots(root: unknown): Array<[Json | unknown[], string | number]> {
  const out: Array<[Json | unknown[], string | number]> = [];
  const walk = (v: unknown, depth: number) => {
    if (depth > 8 || v === null || typeof v !== 'object') return;
    const keys = Array.isArray(v) ? v.map((_, i) => i) : Object.keys(v);
    for (const k of keys) {
      out.push([v as Json, k]);
      walk((v as Json)[k as string], depth + 1);
    }
  };
  walk(root, 0);
  return out;
}

/** Sets an own property even for `__proto__` (plain assignment would change the prototype). */
const setOwn = (obj: object, key: string | number, value: unknown) =>
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });

/** Placeholders replaced after JSON.stringify: raw number literals and thousands-deep nesting. */
interface Splices { texts: string[] }
const splice = (sp: Splices, text: string): string => `\u0001SPLICE${sp.texts.push(text) - 1}\u0001`;

function mutateValue(rng: Rng, mark: string, root: Json, sp: Splices, notes: string[]): void {
  const all = slots(root);
  const op = rng.weighted<string>([
    [3, 'drop'], [3, 'retype'], [3, 'text'], [2, 'number'], [1, 'literal'], [2, 'deep'], [1, 'wrap'], [1, 'toArray'], [3, 'addField'],
  ]);
  const target = all.length && op !== 'addField' ? rng.pick(all) : undefined;
  notes.push(target ? `${op}@${String(target[1])}` : op);
  if (!target) {
    setOwn(root, rng.pick([...CANARIES, mark, '__proto__', 'constructor', 'model', 'name']), anyValue(rng, mark));
    return;
  }
  const [parent, key] = target;
  const cur = (parent as Json)[key as string];
  switch (op) {
    case 'drop':
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key as string];
      return;
    case 'retype':
      return void setOwn(parent, key, anyValue(rng, mark));
    case 'text':
      return void setOwn(parent, key, freeText(rng, mark));
    case 'number':
      return void setOwn(parent, key, rng.pick(ODD_NUMBERS));
    case 'literal':
      return void setOwn(parent, key, splice(sp, rng.pick([...ODD_NUMBER_LITERALS, ...NON_JSON_TOKENS])));
    case 'deep':
      return void setOwn(parent, key, rng.chance(0.3) ? deepValue(rng, rng.size(500)) : splice(sp, deepJsonText(rng, deepDepth(rng))));
    case 'wrap':
      return void setOwn(parent, key, rng.chance(0.5) ? [cur] : { value: cur });
    default:
      return void setOwn(parent, key, cur && typeof cur === 'object' ? Object.entries(cur) : [cur]);
  }
}

function serialize(value: unknown, sp: Splices): string {
  let text = JSON.stringify(value);
  text = text.replace(/"\\u0001SPLICE(\d+)\\u0001"/g, (_, i: string) => sp.texts[Number(i)]);
  return text;
}

/** Text-level damage: duplicate keys, truncation, trailing garbage, BOM, raw NUL, bad UTF-8, UTF-16. */
function mutateText(rng: Rng, mark: string, text: string, notes: string[]): Buffer {
  const op = rng.pick(['dupKey', 'truncate', 'garbage', 'bom', 'rawNul', 'badUtf8', 'utf16', 'quotes', 'trailingComma']);
  notes.push(`text:${op}`);
  const key = /^\{"([^"]+)"/.exec(text)?.[1] ?? 'model';
  switch (op) {
    case 'dupKey':
      return Buffer.from(text.replace(/^\{/, `{${JSON.stringify(key)}:${JSON.stringify(rng.pick([...CANARIES, mark]))},`));
    case 'truncate':
      return Buffer.from(text.slice(0, rng.int(0, text.length - 1)));
    case 'garbage':
      return Buffer.from(text + rng.pick(['}', ']]', ',', ' x', '\u0000', `${CANARIES[1]}`, '{}']));
    case 'bom':
      return Buffer.from(`\ufeff${text}`);
    case 'rawNul': {
      const at = rng.int(0, text.length);
      return Buffer.from(`${text.slice(0, at)}\u0000${text.slice(at)}`);
    }
    case 'badUtf8': {
      const buf = Buffer.from(text);
      const bad = rng.pick([[0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe0, 0xa4], [0x80]]);
      const at = rng.int(0, buf.length);
      return Buffer.concat([buf.subarray(0, at), Buffer.from(bad), buf.subarray(at)]);
    }
    case 'utf16':
      return Buffer.from(text, 'utf16le');
    case 'quotes':
      return Buffer.from(text.replaceAll('"', "'"));
    default:
      return Buffer.from(text.replace(/\}$/, ',}'));
  }
}

/** Mostly a few thousand levels, sometimes a few hundred thousand (near the body limit). */
const deepDepth = (rng: Rng) => (rng.chance(0.8) ? rng.int(50, 5000) : rng.int(50_000, 150_000));

/** Bodies that are not a JSON object: bytes, other JSON types, deep nesting, forms, huge. */
function rawBody(rng: Rng, mark: string, notes: string[]): Buffer {
  const op = rng.weighted<string>([
    [2, 'bytes'], [1, 'empty'], [2, 'nonObject'], [2, 'deep'], [1, 'form'], [1, 'whitespace'], [1, 'tooLarge'], [1, 'token'],
  ]);
  notes.push(`raw:${op}`);
  switch (op) {
    case 'bytes':
      return rng.bytes(rng.size(5000));
    case 'empty':
      return Buffer.alloc(0);
    case 'nonObject':
      return Buffer.from(JSON.stringify(rng.pick<unknown>([[], [{}], 1, 'x', null, true, CANARIES[0], [CANARIES[1]]])));
    case 'deep':
      return Buffer.from(deepJsonText(rng, deepDepth(rng)));
    case 'form':
      return Buffer.from(`name=${encodeURIComponent(CANARIES[1])}&model=${mark}&x=%ZZ`);
    case 'whitespace':
      return Buffer.from(' \n\t\r'.repeat(rng.size(20000)) + '{}');
    case 'tooLarge':
      return Buffer.from(`{"name":"${'a'.repeat(1_100_000)}"}`);
    default:
      return Buffer.from(rng.pick(NON_JSON_TOKENS));
  }
}

/** Deep nesting where a chat body passes it on to the provider untouched (metadata, tool schemas,
 * content parts): valid otherwise, so it reaches the adapters instead of a 400 on another field. */
function deepPassthrough(rng: Rng, body: Json, sp: Splices, notes: string[]): void {
  const deep = splice(sp, deepJsonText(rng, deepDepth(rng)));
  const where = rng.pick(['metadata', 'tools', 'part', 'response_format']);
  notes.push(`deep:${where}`);
  if (where === 'tools') body.tools = [{ type: 'function', function: { name: 'f', parameters: deep } }];
  else if (where === 'part') (body.messages as Json[]).at(-1)!.content = [{ type: 'text', text: 'x' }, { type: 'input_audio', input_audio: deep }];
  else body[where] = deep;
}

/** A body for `kind` (undefined: an endpoint without a body, which sometimes gets one anyway).
 * `damage` false: the valid-looking body as is, so another part of the case is what gets tested. */
export function makeBody(rng: Rng, mark: string, kind: BodyKind | undefined, damage: boolean, notes: string[]): Buffer | undefined {
  if (!kind) return damage && rng.chance(0.3) ? rawBody(rng, mark, notes) : undefined;
  const value = VALID[kind](rng, mark);
  if (!damage) return Buffer.from(JSON.stringify(value));
  if (rng.chance(0.2)) return rawBody(rng, mark, notes);
  const sp: Splices = { texts: [] };
  if (kind === 'chat' && rng.chance(0.3)) {
    deepPassthrough(rng, value, sp, notes);
    return Buffer.from(serialize(value, sp));
  }
  const mutations = rng.weighted([[4, 1], [2, 2], [1, 4]] as const);
  for (let i = 0; i < mutations; i++) mutateValue(rng, mark, value, sp, notes);
  const text = serialize(value, sp);
  return rng.chance(0.15) ? mutateText(rng, mark, text, notes) : Buffer.from(text);
}
