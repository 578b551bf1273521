// Restoration of original values in the model's answer: substitution of tags that are in the
// request's mapping (anything else that merely looks like a tag stays as it is). A linked person or
// place is put back in the case the words before its tag ask for (entity-forms.ts); every other tag
// gets its original value.
import { restoredForm } from './entity-forms.js';
import { ENTITY_FORMS, TAG_RE, type Mapping } from './types.js';

/** How much text before a tag the case rule reads: the two words before it, with room to spare. */
export const CONTEXT_CHARS = 40;

/** The value a tag at `offset` of `text` is restored to; `before` is the text that came before `text`. */
function valueOf(tag: string, mapping: Mapping, text: string, offset: number, before: string): string {
  const entity = mapping[ENTITY_FORMS]?.[tag];
  if (!entity) return mapping[tag];
  const preceding = offset >= CONTEXT_CHARS ? text.slice(offset - CONTEXT_CHARS, offset) : (before + text.slice(0, offset)).slice(-CONTEXT_CHARS);
  return restoredForm(entity, preceding);
}

/**
 * Replaces every tag present in `mapping` by its original value, in one pass. `before`: the text that
 * preceded `text` in the same answer (streaming), read for the case of a linked tag at its start.
 */
export function restoreText(text: string, mapping: Mapping, before = ''): string {
  if (text.indexOf('<') < 0) return text; // most chunks carry no tag at all
  return text.replace(TAG_RE, (tag, offset: number) => (Object.hasOwn(mapping, tag) ? valueOf(tag, mapping, text, offset, before) : tag));
}

/** JSON string-escapes a value for insertion between the quotes of a JSON string. */
function jsonEscape(value: string): string {
  return JSON.stringify(value).slice(1, -1);
}

/**
 * Like restoreText, for text that is the inside of a JSON string (tool-call `arguments` are JSON
 * text): values are inserted JSON-escaped, so a value with a quote or a backslash keeps the JSON valid.
 */
export function restoreJsonString(text: string, mapping: Mapping, before = ''): string {
  if (text.indexOf('<') < 0) return text;
  return text.replace(TAG_RE, (tag, offset: number) => (Object.hasOwn(mapping, tag) ? jsonEscape(valueOf(tag, mapping, text, offset, before)) : tag));
}

/**
 * Streaming restoration. Text is emitted as soon as it arrives; only a suffix that could still
 * become a tag of the mapping ("<", "<PER", "<PERSON_1" while "<PERSON_1>" or "<PERSON_12>"
 * exists) is held back until the next chunk or flush(). The held part is shorter than the longest
 * tag, so the first token is delayed by at most that. Output chunks are cut only right before a
 * "<", so well-formed UTF-16 input chunks give well-formed output chunks.
 *
 * Invariant: concatenating push() results and flush() equals restoreText(all input, mapping). For that,
 * with linked tags in the mapping, the restorer keeps the last CONTEXT_CHARS of the input it released:
 * the words before a tag that arrives in a later chunk.
 */
export class TagRestorer {
  private pending = '';
  /** The end of the input already released, when the mapping has linked tags (else always ''). */
  private context = '';
  private readonly readsContext: boolean;
  private readonly restore: (text: string, mapping: Mapping, before: string) => string;
  private readonly maxTagLength: number;
  /** Every proper prefix of every tag in the mapping ("<", "<P", …, "<PERSON_1"). */
  private readonly tagPrefixes = new Set<string>();

  constructor(private readonly mapping: Mapping, opts: { json?: boolean } = {}) {
    this.restore = opts.json ? restoreJsonString : restoreText;
    let max = 0;
    for (const tag of Object.keys(mapping)) {
      if (tag.length > max) max = tag.length;
      for (let i = 1; i < tag.length; i++) this.tagPrefixes.add(tag.slice(0, i));
    }
    this.maxTagLength = max;
    this.readsContext = mapping[ENTITY_FORMS] !== undefined;
  }

  /** Length of the longest tag: the held-back text is always shorter than this. */
  get longestTag(): number {
    return this.maxTagLength;
  }

  /** The text currently held back (for tests and metrics). */
  get buffered(): string {
    return this.pending;
  }

  push(chunk: string): string {
    if (this.maxTagLength === 0) return chunk; // empty mapping: nothing to restore, nothing to hold
    let text: string;
    if (this.pending === '') {
      if (chunk.indexOf('<') < 0) return this.release(chunk); // fast path: no tag can start in this chunk
      text = chunk;
    } else {
      text = this.pending + chunk;
    }
    // Only a suffix that starts at the last "<" can be an unfinished tag: tags contain no "<".
    const lt = text.lastIndexOf('<');
    const tail = text.length - lt;
    if (tail < this.maxTagLength && this.tagPrefixes.has(text.slice(lt))) {
      this.pending = text.slice(lt);
      return lt === 0 ? '' : this.restoreReleased(text.slice(0, lt));
    }
    this.pending = '';
    return this.restoreReleased(text);
  }

  /** Emits whatever is held back (an unfinished tag prefix is returned verbatim). */
  flush(): string {
    const rest = this.pending;
    this.pending = '';
    return this.release(rest);
  }

  /** Restores `text`, the input that follows what was released so far, and releases it. */
  private restoreReleased(text: string): string {
    const out = this.restore(text, this.mapping, this.context);
    this.release(text);
    return out;
  }

  /** Records `text` as released input (the context of a later tag); returns it unchanged. */
  private release(text: string): string {
    if (this.readsContext && text) this.context = (this.context + text).slice(-CONTEXT_CHARS);
    return text;
  }
}
