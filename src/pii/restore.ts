// Restoration of original values in the model's answer. Tag mode: substitution of tags that are in the
// request's mapping (anything else that merely looks like a tag stays as it is); a linked person or
// place is put back in the case the words before its tag ask for (entity-forms.ts), every other tag
// gets its original value.
// Pseudonym mode (docs/pii-replacement.md#pseudonym-mode) adds word keys to the same mapping: a
// pseudonym's word form ("Nowakiem") → the original's word in the same case ("Kowalskim"), and stem
// keys ("Nowak…") → the original's lemma for any other word that begins with the stem, so that no
// form of a pseudonym reaches the client, whatever the model made of it. Only words written as names
// (capital first letter) are read as pseudonym forms.
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

/** A mapping key ending in this character is a stem: every word beginning with it is a pseudonym form. */
export const STEM_MARK = '…';

const TAG_KEY = /^<[A-Z_]+_\d+>$/;

/** Whether a mapping key is a tag (`<PERSON_1>`) rather than a pseudonym word or stem. */
export function isTagKey(key: string): boolean {
  return TAG_KEY.test(key);
}

/** The word keys of a mapping, lower-cased, ready for lookups. */
interface WordPlan {
  /** Lower-cased pseudonym word form → the original word. */
  words: Map<string, string>;
  /** Lower-cased stems → the original lemma, longest stem first. */
  stems: Array<[string, string]>;
  /** Every prefix (1..length) of every lower-cased form and stem: what a word still being streamed may become. */
  prefixes: Set<string>;
}

const plans = new WeakMap<Mapping, WordPlan | null>();

/** The mapping's pseudonym words, compiled once per mapping object; null when it holds tags only. */
function wordPlan(mapping: Mapping): WordPlan | null {
  let plan = plans.get(mapping);
  if (plan !== undefined) return plan;
  plan = null;
  for (const key of Object.keys(mapping)) {
    if (key.startsWith('<')) continue;
    plan ??= { words: new Map(), stems: [], prefixes: new Set() };
    const stem = key.endsWith(STEM_MARK);
    const lower = (stem ? key.slice(0, -STEM_MARK.length) : key).toLowerCase();
    if (!lower) continue;
    if (stem) plan.stems.push([lower, mapping[key]]);
    else plan.words.set(lower, mapping[key]);
    for (let i = 1; i <= lower.length; i++) plan.prefixes.add(lower.slice(0, i));
  }
  plan?.stems.sort((a, b) => b[0].length - a[0].length);
  plans.set(mapping, plan);
  return plan;
}

/** Whether the mapping holds pseudonym words (restoring then reads every word, not only tags). */
export function restoresWords(mapping: Mapping): boolean {
  return wordPlan(mapping) !== null;
}

/** Letters (and combining marks) make a word; a pseudonym form is matched as a whole word. */
const LETTER = /[\p{L}\p{M}]/u;
const WORD_OR_TAG = /<[A-Z_]+_\d+>|(?<![\p{L}\p{M}])[\p{L}\p{M}]+/gu;
const WORD = /(?<![\p{L}\p{M}])[\p{L}\p{M}]+/gu;

/**
 * Whether a word is written as a name: its first letter is a capital. Only such words are read as
 * pseudonym forms, so an ordinary word that a form happens to spell ("wilk", "róży") stays as it is.
 */
function writtenAsName(word: string): boolean {
  const first = String.fromCodePoint(word.codePointAt(0)!);
  return first !== first.toLowerCase();
}

/** The original for one answer word, or undefined when the word is no pseudonym form. */
function originalOfWord(word: string, plan: WordPlan): string | undefined {
  if (!writtenAsName(word)) return undefined;
  const lower = word.toLowerCase();
  const exact = plan.words.get(lower);
  if (exact !== undefined) return exact;
  for (const [stem, lemma] of plan.stems) if (lower.startsWith(stem)) return lemma;
  return undefined;
}

/** `value` written in the letter case of `like`: ALL CAPS stays all caps. */
function inLetterCaseOf(like: string, value: string): string {
  if (like.length > 1 && like === like.toUpperCase()) return value.toUpperCase();
  return value;
}

function restoreWords(text: string, plan: WordPlan, escape: (v: string) => string): string {
  return text.replace(WORD, (word) => {
    const original = originalOfWord(word, plan);
    return original === undefined ? word : escape(inLetterCaseOf(word, original));
  });
}

const asIs = (v: string) => v;

/** JSON string-escapes a value for insertion between the quotes of a JSON string. */
function jsonEscape(value: string): string {
  return JSON.stringify(value).slice(1, -1);
}

function restoreWith(text: string, mapping: Mapping, escape: (v: string) => string, before: string): string {
  const plan = wordPlan(mapping);
  if (!plan) {
    if (text.indexOf('<') < 0) return text; // most chunks carry no tag at all
    return text.replace(TAG_RE, (tag, offset: number) => (Object.hasOwn(mapping, tag) ? escape(valueOf(tag, mapping, text, offset, before)) : tag));
  }
  return text.replace(WORD_OR_TAG, (match, offset: number) => {
    if (match.charCodeAt(0) === 60 /* < */) {
      if (Object.hasOwn(mapping, match)) return escape(valueOf(match, mapping, text, offset, before));
      // Not a tag of this request: its letters are words like any other (as a stream sees them).
      return '<' + restoreWords(match.slice(1), plan, escape);
    }
    const original = originalOfWord(match, plan);
    return original === undefined ? match : escape(inLetterCaseOf(match, original));
  });
}

/**
 * Replaces every tag present in `mapping` (and every pseudonym form) by its original value, in one pass.
 * `before`: the text that preceded `text` in the same answer (streaming), read for the case of a linked
 * tag at its start.
 */
export function restoreText(text: string, mapping: Mapping, before = ''): string {
  return restoreWith(text, mapping, asIs, before);
}

/**
 * Like restoreText, for text that is the inside of a JSON string (tool-call `arguments` are JSON
 * text): values are inserted JSON-escaped, so a value with a quote or a backslash keeps the JSON valid.
 */
export function restoreJsonString(text: string, mapping: Mapping, before = ''): string {
  return restoreWith(text, mapping, jsonEscape, before);
}

/** Whether the UTF-16 unit before `end` ends a letter (a surrogate pair counts as one character). */
function endsWithLetter(text: string, end = text.length): boolean {
  return letterStartBefore(text, end) < end;
}

/** Start of the run of letters that ends at `end` (`end` itself when the character before is no letter). */
function letterStartBefore(text: string, end: number): number {
  let i = end;
  while (i > 0) {
    const low = text.charCodeAt(i - 1);
    const pair = low >= 0xdc00 && low <= 0xdfff && i > 1;
    const ch = pair ? text.slice(i - 2, i) : text[i - 1];
    if (!LETTER.test(ch)) break;
    i -= ch.length;
  }
  return i;
}

/**
 * Streaming restoration. Text is emitted as soon as it arrives; only a suffix that could still
 * become a tag of the mapping ("<", "<PER", "<PERSON_1" while "<PERSON_1>" or "<PERSON_12>"
 * exists) is held back until the next chunk or flush(); in pseudonym mode also a trailing word that
 * could still become (or already is) a pseudonym form, until the next character says where the word
 * ends ("Nowak" might be "Nowakiem"). A held tag is shorter than the longest tag, so the first token
 * is delayed by at most that. Output chunks are cut only right before a "<" or a letter that starts a
 * word, so well-formed UTF-16 input chunks give well-formed output chunks.
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
  private readonly escape: (v: string) => string;
  private readonly maxTagLength: number;
  /** The mapping's tags. A few per request: a held suffix is checked against each (a stream lives for
   * minutes, and a set of every tag's prefixes cost it kilobytes). */
  private readonly tags: string[];
  private readonly plan: WordPlan | null;
  /** The text emitted so far ends with a letter: a word at the start of the next text continues it. */
  private inWord = false;

  constructor(private readonly mapping: Mapping, opts: { json?: boolean } = {}) {
    this.escape = opts.json ? jsonEscape : asIs;
    this.plan = wordPlan(mapping);
    // filter(): an array of the tags' size (one grown by push() keeps room for 17).
    this.tags = Object.keys(mapping).filter((tag) => tag.startsWith('<'));
    let max = 0;
    for (const tag of this.tags) if (tag.length > max) max = tag.length;
    this.maxTagLength = max;
    this.readsContext = mapping[ENTITY_FORMS] !== undefined;
  }

  /** Length of the longest tag: a held-back tag prefix is always shorter than this. */
  get longestTag(): number {
    return this.maxTagLength;
  }

  /** The text currently held back (for tests and metrics). */
  get buffered(): string {
    return this.pending;
  }

  /** Whether `chunk`, pushed now, would come out unchanged and whole (nothing held, nothing to restore). */
  passesUnchanged(chunk: string): boolean {
    if (this.pending !== '' || this.plan) return false;
    return this.maxTagLength === 0 || chunk.indexOf('<') < 0;
  }

  push(chunk: string): string {
    if (this.plan) return this.pushWords(chunk);
    if (this.maxTagLength === 0) return chunk; // empty mapping: nothing to restore, nothing to hold
    let text: string;
    if (this.pending === '') {
      if (chunk.indexOf('<') < 0) return this.release(chunk); // fast path: no tag can start in this chunk
      text = chunk;
    } else {
      text = this.pending + chunk;
    }
    const hold = this.tagHold(text);
    this.pending = text.slice(hold);
    return hold === 0 ? '' : this.restore(text.slice(0, hold));
  }

  /** Emits whatever is held back: an unfinished tag prefix verbatim, a finished word restored. */
  flush(): string {
    const rest = this.pending;
    this.pending = '';
    return this.plan ? this.emitWords(rest) : this.release(rest);
  }

  /** Records `text` as released input (the context of a later tag); returns it unchanged. */
  private release(text: string): string {
    if (this.readsContext && text) this.context = (this.context + text).slice(-CONTEXT_CHARS);
    return text;
  }

  /** Where an unfinished tag of the mapping starts in `text` (text.length when none does). */
  private tagHold(text: string): number {
    // Only a suffix that starts at the last "<" can be an unfinished tag: tags contain no "<".
    const lt = text.lastIndexOf('<');
    if (lt >= 0 && text.length - lt < this.maxTagLength && this.isTagPrefix(text, lt)) return lt;
    return text.length;
  }

  /** Whether text[from..] is a proper prefix of one of the mapping's tags ("<", "<P", …, "<PERSON_1"). */
  private isTagPrefix(text: string, from: number): boolean {
    const suffix = from === 0 ? text : text.slice(from);
    for (const tag of this.tags) {
      if (tag.length > suffix.length && tag.startsWith(suffix)) return true;
    }
    return false;
  }

  private pushWords(chunk: string): string {
    const text = this.pending + chunk;
    let hold = this.tagHold(text);
    const start = letterStartBefore(text, text.length);
    // A trailing word that continues one already emitted is no pseudonym form (its start was none).
    if (start < text.length && start < hold && !(start === 0 && this.inWord)) {
      const word = text.slice(start);
      if (writtenAsName(word) && (this.plan!.prefixes.has(word.toLowerCase()) || originalOfWord(word, this.plan!) !== undefined)) hold = start;
    }
    this.pending = text.slice(hold);
    return this.emitWords(text.slice(0, hold));
  }

  /** Restores `text`, which follows what was emitted before, and notes whether it ends inside a word. */
  private emitWords(text: string): string {
    if (text === '') return '';
    let lead = '';
    let rest = text;
    if (this.inWord) {
      // The letters at the start continue the last emitted word: they stay as they are.
      const m = /^[\p{L}\p{M}]+/u.exec(text);
      if (m) { lead = m[0]; rest = text.slice(lead.length); }
    }
    this.inWord = endsWithLetter(text);
    if (lead) this.release(lead);
    return lead + this.restore(rest);
  }

  /** Restores `text`, the input that follows what was released so far, and releases it. */
  private restore(text: string): string {
    const out = restoreWith(text, this.mapping, this.escape, this.context);
    this.release(text);
    return out;
  }
}
