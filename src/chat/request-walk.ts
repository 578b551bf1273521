// The body that goes upstream, assembled only from an explicit schema. A schema is built from the
// nodes below; walking a client's body with it makes a copy in which every string is one of:
//   - text: sent to PII detection (with the request's other texts, in one pool task) and written
//     back anonymized;
//   - a value from a closed set (a role, an enum option, a catalogue model id): kept when it is one,
//     read as text when it is not;
//   - an identifier the model must echo exactly (a tool name, a call id, a schema property name, an
//     object key): it cannot carry a tag, so it is scanned and, when personal data is found in it,
//     the request is refused (400 naming the field) rather than forwarded;
//   - an attachment (base64 of a declared image, PDF or audio type): checked to be what it claims,
//     not read;
//   - an end-user id: forwarded as a digest when detection is on;
//   - or dropped, where the schema leaves it out.
// Fields a schema does not name are walked with `any`: every string inside them at any depth is
// text and every object key an identifier, so new provider parameters keep working and nothing in
// them is forwarded as it came. Numbers, booleans and null are kept everywhere.
//
// The walk also counts the characters of every scanned string: what the plan's character limit
// counts. A walk happens once per request; the client's body is not modified.
import type { EntityType, Mapping } from '../pii/types.js';
import { badRequest } from '../server/errors.js';
import { attachmentError, checkAttachment, checkDataUrl } from './attachments.js';
import { combineParts } from './joined-parts.js';

/** Writes the copy of `value` into `out[key]` (or nothing: dropped). `parent` is the object `value` came from. */
export type Node = (value: unknown, out: Container, key: string | number, w: RequestWalk, parent: Record<string, unknown> | null) => void;
type Container = Record<string | number, unknown>;

/** A scanned identifier: refused when detection changes any of its forms. */
interface Identifier { path: string; texts: number[] }

/** The text parts of one content array (see joined-parts.ts): their slots, the copied array, the glued text's index. */
interface PartGroup { slots: number[]; list: unknown[]; joined: number }

/** The scan's tags and counts, for the parts of a message scanned glued as well as one by one. */
export interface ScanOutcome { mapping: Mapping; counts?: Partial<Record<EntityType, number>> }

/**
 * One walk over one request body: the copy, the texts to scan (in order) and where each goes back.
 * `texts` holds text slots first in walk order, interleaved with identifier forms; `apply` writes the
 * anonymized texts back and refuses the request when an identifier carried personal data.
 */
export class RequestWalk {
  readonly texts: string[] = [];
  /** Characters of every scanned string (texts and identifiers): what the plan's limit counts. */
  chars = 0;
  /** Slot k: texts[slotText[k]] is written to slotOut[k][slotKey[k]] when detection changed it. */
  private readonly slotOut: Container[] = [];
  private readonly slotKey: Array<string | number> = [];
  private readonly slotText: number[] = [];
  private identifiers: Identifier[] | null = null;
  /** Each identifier is scanned once per request (property names repeat in `required`, ids in tool results). */
  private identifierIndex: Map<string, Identifier> | null = null;
  private digests: Array<() => void> | null = null;
  private afterApply: Array<() => void> | null = null;
  private groups: PartGroup[] | null = null;
  /** Slots of the content array being walked, while `textParts` walks one. */
  private openParts: number[] | null = null;
  /** The path being walked: known field names and indexes; null for a field the schema does not know. */
  private readonly path: Array<string | number | null> = [];

  /** The walked copy. */
  readonly body: unknown;

  constructor(schema: Node, value: unknown) {
    const holder: Container = {};
    schema(value, holder, 'body', this, null);
    this.body = holder.body;
  }

  text(s: string, out: Container, key: string | number): void {
    put(out, key, s);
    if (s.length === 0) return;
    this.chars += s.length;
    this.slotOut.push(out);
    this.slotKey.push(key);
    this.slotText.push(this.texts.length);
    this.texts.push(s);
  }

  /** A text part of the content array being walked (`textParts`): also scanned glued to the others. */
  partText(s: string, out: Container, key: string | number): void {
    if (s.length > 0 && this.openParts) this.openParts.push(this.slotOut.length);
    this.text(s, out, key);
  }

  /** Walks a content array with `walk`; with two text parts or more, their glued text is scanned too. */
  parts(walk: () => unknown[]): void {
    const outer = this.openParts;
    const slots: number[] = (this.openParts = []);
    let list: unknown[];
    try {
      list = walk();
    } finally {
      this.openParts = outer;
    }
    if (slots.length < 2) return;
    let joined = '';
    for (const k of slots) joined += this.texts[this.slotText[k]];
    // Not counted in `chars`: the parts were.
    (this.groups ??= []).push({ slots, list, joined: this.texts.length });
    this.texts.push(joined);
  }

  identifier(s: string, isKey: boolean): void {
    if (s.length === 0) return;
    this.chars += s.length;
    const index = (this.identifierIndex ??= new Map());
    if (index.has(s)) return;
    const id: Identifier = { path: this.where(isKey ? 'an object key' : 'an identifier'), texts: [this.texts.length] };
    this.texts.push(s);
    // Detectors read words: "lookup_44051401359" and "jan-kowalski" are read with their separators as spaces too.
    const spaced = s.replace(/[_-]+/g, ' ');
    if (spaced !== s) {
      id.texts.push(this.texts.length);
      this.texts.push(spaced);
    }
    index.set(s, id);
    (this.identifiers ??= []).push(id);
  }

  /** Runs when detection is on (end-user ids become digests). */
  onProtect(write: () => void): void {
    (this.digests ??= []).push(write);
  }

  /** Runs after the anonymized texts were written back. */
  onAnonymized(then: () => void): void {
    (this.afterApply ??= []).push(then);
  }

  enter(segment: string | number | null): void {
    this.path.push(segment);
  }

  leave(): void {
    this.path.pop();
  }

  /** The field being walked, named as far as the schema knows it: the client's own key names are never repeated. */
  where(what: string): string {
    let out = '';
    for (const s of this.path) {
      if (s === null) break;
      out += typeof s === 'number' ? `[${s}]` : out ? `.${s}` : s;
    }
    return out ? `${out}: ${what}` : `request body: ${what}`;
  }

  /**
   * Writes the anonymized texts (same order as `texts`) into the copy; 400 when an identifier carried
   * personal data (the message names the field and the entity type, never the value). `scan` is the
   * same scan's mapping and counts: the parts of a message are cut again from their two scans.
   */
  apply(anonymized: readonly string[], scan: ScanOutcome = { mapping: {} }): void {
    if (this.identifiers) {
      for (const id of this.identifiers) {
        for (const i of id.texts) {
          if (anonymized[i] === this.texts[i]) continue;
          const type = /<([A-Z_]+?)_\d+>/.exec(anonymized[i])?.[1] ?? 'personal data';
          throw badRequest(`${id.path} carries personal data (${type}); identifiers are forwarded as written and cannot be anonymized, rename it`);
        }
      }
    }
    for (let k = 0; k < this.slotOut.length; k++) {
      const t = anonymized[this.slotText[k]];
      if (t !== this.texts[this.slotText[k]]) this.slotOut[k][this.slotKey[k]] = t;
    }
    if (this.groups) for (const g of this.groups) this.recut(g, anonymized, scan);
    if (this.afterApply) for (const then of this.afterApply) then();
  }

  private recut(g: PartGroup, anonymized: readonly string[], scan: ScanOutcome): void {
    const parts = g.slots.map((k) => this.texts[this.slotText[k]]);
    const scanned = g.slots.map((k) => anonymized[this.slotText[k]]);
    const cut = combineParts(parts, scanned, anonymized[g.joined], { ...scan, texts: this.texts });
    if (!cut) return;
    g.slots.forEach((k, i) => {
      const part = this.slotOut[k];
      if (cut[i] !== '') part[this.slotKey[k]] = cut[i];
      // A part whose whole text belongs to a tag in the part before it would go out empty, which
      // some providers refuse: it is left out.
      else if (g.list.includes(part)) g.list.splice(g.list.indexOf(part), 1);
    });
  }

  /** Detection is on: end-user ids become digests. */
  protect(): void {
    if (this.digests) for (const d of this.digests) d();
  }
}

// ---- nodes -------------------------------------------------------------------------------------

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `out[key] = v`, also for a key named "__proto__" (a JSON body may have one; it must stay a plain field). */
function put(out: Container, key: string | number, v: unknown): void {
  if (key === '__proto__') Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
  else out[key] = v;
}

/** Anything: strings are text, object keys identifiers, at any depth. */
export const any: Node = (v, out, key, w) => {
  if (typeof v === 'string') return w.text(v, out, key);
  if (v === null || typeof v !== 'object') return put(out, key, v);
  if (Array.isArray(v)) {
    const copy: unknown[] = [];
    put(out, key, copy);
    for (let i = 0; i < v.length; i++) {
      w.enter(i);
      any(v[i], copy as unknown as Container, i, w, null);
      w.leave();
    }
    return;
  }
  const copy: Container = {};
  put(out, key, copy);
  w.enter(null);
  for (const k of Object.keys(v)) {
    w.identifier(k, true);
    any((v as Record<string, unknown>)[k], copy, k, w, v as Record<string, unknown>);
  }
  w.leave();
};

/** A text field; anything but a string is walked as `any`. */
export const text: Node = (v, out, key, w, parent) => (typeof v === 'string' ? w.text(v, out, key) : any(v, out, key, w, parent));

/**
 * JSON held in a string (tool-call arguments): scanned whole as text, so values keep their context;
 * the keys of its objects, argument names the model echoes from the tool's schema, are identifiers.
 */
export const jsonString: Node = (v, out, key, w, parent) => {
  if (typeof v !== 'string') return any(v, out, key, w, parent);
  w.text(v, out, key);
  if (v.indexOf(':') < 0) return; // no object key in it
  let parsed: unknown;
  try {
    parsed = JSON.parse(v);
  } catch {
    return; // not JSON: text like any other
  }
  w.enter(null);
  jsonKeys(parsed, w);
  w.leave();
};

function jsonKeys(v: unknown, w: RequestWalk): void {
  if (v === null || typeof v !== 'object') return;
  if (Array.isArray(v)) {
    for (const x of v) jsonKeys(x, w);
    return;
  }
  for (const k of Object.keys(v)) {
    w.identifier(k, true);
    jsonKeys((v as Record<string, unknown>)[k], w);
  }
}

/** Numbers, booleans and null as they are; a string here is text. */
export const kept: Node = text;

/** A value of a closed set, kept; any other string is text. */
export function closed(values: readonly string[]): Node {
  const set = new Set(values);
  return closedBy((s) => set.has(s));
}

/** Like `closed`, with the set given as a test (the model catalogue). */
export function closedBy(isMember: (s: string) => boolean): Node {
  return (v, out, key, w, parent) => (typeof v === 'string' && isMember(v) ? put(out, key, v) : text(v, out, key, w, parent));
}

/** An identifier (tool name, call id): forwarded as written, refused when personal data is found in it. */
export const identifier: Node = (v, out, key, w, parent) => {
  if (typeof v !== 'string') return any(v, out, key, w, parent);
  w.identifier(v, false);
  put(out, key, v);
};

/** Left out of the copy. */
export const drop: Node = () => {};

/** An end-user id: forwarded as `digest(value)` when detection is on, as it is when it is off. */
export function digest(of: (s: string) => string): Node {
  return (v, out, key, w, parent) => {
    if (typeof v !== 'string') return any(v, out, key, w, parent);
    put(out, key, v);
    w.onProtect(() => (out[key] = of(v)));
  };
}

/** A message's participant `name`: scanned like text, forwarded as written or (personal data in it) as `digest(value)`. */
export function participant(of: (s: string) => string): Node {
  return (v, out, key, w, parent) => {
    if (typeof v !== 'string' || v.length === 0) return any(v, out, key, w, parent);
    // Read with underscores and hyphens as spaces ("Jan_Kowalski"); the slot gets the scanned form
    // back, so a changed one is recognisable and replaced below.
    const spaced = v.replace(/[_-]+/g, ' ');
    const holder: Container = {};
    w.text(spaced, holder, 0);
    put(out, key, v);
    w.onAnonymized(() => { if (holder[0] !== spaced) out[key] = of(v); });
  };
}

/** An object with the given fields; fields it does not name are walked with `rest` (default `any`). */
export function obj(fields: Readonly<Record<string, Node>>, rest: Node = any): Node {
  const known = new Map(Object.entries(fields));
  return (v, out, key, w, parent) => {
    if (!isRecord(v)) return any(v, out, key, w, parent);
    const copy: Container = {};
    put(out, key, copy);
    for (const k of Object.keys(v)) {
      const node = known.get(k);
      if (node) {
        w.enter(k);
        node(v[k], copy, k, w, v);
      } else {
        w.enter(null);
        if (rest === any) w.identifier(k, true);
        rest(v[k], copy, k, w, v);
      }
      w.leave();
    }
  };
}

/** An array of `item`; an item the schema drops leaves no hole. */
export function arr(item: Node): Node {
  return (v, out, key, w, parent) => {
    if (!Array.isArray(v)) return any(v, out, key, w, parent);
    const copy: unknown[] = [];
    put(out, key, copy);
    for (let i = 0; i < v.length; i++) {
      w.enter(i);
      item(v[i], copy as unknown as Container, copy.length, w, null);
      w.leave();
    }
  };
}

/**
 * A message's content parts: an array of `item`, in which the strings walked with `partText` (the text
 * of its text parts) are also scanned glued together, as an adapter that sends the message as one
 * string glues them (contentText), so that a value split over two parts is seen whole (joined-parts.ts).
 */
export function textParts(item: Node): Node {
  const list = arr(item);
  return (v, out, key, w, parent) => {
    if (!Array.isArray(v)) return any(v, out, key, w, parent);
    w.parts(() => {
      list(v, out, key, w, parent);
      return out[key] as unknown[];
    });
  };
}

/** The text of a text part inside `textParts`; elsewhere the same as `text`. */
export const partText: Node = (v, out, key, w, parent) => (typeof v === 'string' ? w.partText(v, out, key) : any(v, out, key, w, parent));

/** An object told apart by its `type` (or another field): the case's node, `otherwise` for others. */
export function byType(cases: Readonly<Record<string, Node>>, otherwise: Node = any, field = 'type'): Node {
  const known = new Map(Object.entries(cases));
  return (v, out, key, w, parent) => {
    const t = isRecord(v) ? v[field] : undefined;
    const node = (typeof t === 'string' && known.get(t)) || otherwise;
    node(v, out, key, w, parent);
  };
}

/** By the JSON kind of the value: a string, an array or an object; anything else as `any`. */
export function either(kinds: { string?: Node; array?: Node; object?: Node }): Node {
  return (v, out, key, w, parent) => {
    const node = typeof v === 'string' ? kinds.string : Array.isArray(v) ? kinds.array : isRecord(v) ? kinds.object : undefined;
    (node ?? any)(v, out, key, w, parent);
  };
}

/** Base64 data of the media type named by the parent's `typeField` (or fixed `mediaType`); 400 when it is not. */
export function attachment(typeField: string, mediaType?: (t: unknown) => string | undefined): Node {
  return (v, out, key, w, parent) => {
    const declared = mediaType ? mediaType(parent?.[typeField]) : parent?.[typeField];
    if (typeof v !== 'string' || typeof declared !== 'string' || !checkAttachment(v, declared)) throw badRequest(w.where(attachmentError));
    put(out, key, v);
  };
}

/** A URL: a data: URL is an attachment (checked, not read); any other URL is text. */
export const url: Node = (v, out, key, w, parent) => {
  if (typeof v === 'string' && v.startsWith('data:')) {
    if (!checkDataUrl(v)) throw badRequest(w.where(attachmentError));
    return put(out, key, v);
  }
  text(v, out, key, w, parent);
};

// ---- JSON Schema --------------------------------------------------------------------------------

const SCHEMA_TYPES = ['object', 'array', 'string', 'number', 'integer', 'boolean', 'null'];
const SCHEMA_FORMATS = ['date-time', 'date', 'time', 'duration', 'email', 'hostname', 'ipv4', 'ipv6', 'uri', 'uuid', 'regex'];

/**
 * A JSON Schema (tool parameters, structured output): property names and `required` entries are
 * identifiers (the model echoes them as argument keys), keyword values from closed sets and numbers
 * are kept, descriptions, titles, enums, defaults, examples and patterns are text; keywords not named
 * here are walked as `any` (their names checked as identifiers).
 */
export const jsonSchema: Node = (v, out, key, w, parent) => schemaNode(v, out, key, w, parent);

const subschemas: Node = (v, out, key, w, parent) => {
  if (!isRecord(v)) return any(v, out, key, w, parent);
  const copy: Container = {};
  put(out, key, copy);
  w.enter(null);
  for (const k of Object.keys(v)) {
    w.identifier(k, true);
    jsonSchema(v[k], copy, k, w, v);
  }
  w.leave();
};

const schemaNode: Node = obj({
  type: either({ string: closed(SCHEMA_TYPES), array: arr(closed(SCHEMA_TYPES)) }),
  format: closed(SCHEMA_FORMATS),
  properties: subschemas,
  patternProperties: subschemas,
  $defs: subschemas,
  definitions: subschemas,
  dependentSchemas: subschemas,
  items: jsonSchema,
  additionalProperties: jsonSchema,
  unevaluatedProperties: jsonSchema,
  propertyNames: jsonSchema,
  contains: jsonSchema,
  not: jsonSchema,
  if: jsonSchema,
  then: jsonSchema,
  else: jsonSchema,
  anyOf: arr(jsonSchema),
  oneOf: arr(jsonSchema),
  allOf: arr(jsonSchema),
  prefixItems: arr(jsonSchema),
  required: arr(identifier),
  $ref: identifier,
  description: text,
  title: text,
  enum: any,
  const: any,
  default: any,
  examples: any,
  pattern: text,
  minimum: kept, maximum: kept, exclusiveMinimum: kept, exclusiveMaximum: kept, multipleOf: kept,
  minLength: kept, maxLength: kept, minItems: kept, maxItems: kept, uniqueItems: kept,
  minProperties: kept, maxProperties: kept, nullable: kept, strict: kept,
});
