// Unicode character classes as the detectors' regexes see them (u flag: by code point), read from a
// table instead of running a regex per match. Hand-written word scanners use it where a regex exec
// per word costs more than the match itself (tens of words per text, a match array and a string
// each); they must find exactly what their regex finds, and the tests compare them on random text.

/** \p{Lu} */
export const UPPER = 1;
/** \p{Ll} */
export const LOWER = 2;
/** \p{L} */
export const LETTER = 4;
/** \p{N} */
export const NUMBER = 8;
/** "_" */
export const UNDERSCORE = 16;
/** [\p{L}\p{N}_]: a word character of the detectors' "standing alone" lookarounds. */
export const WORD = LETTER | NUMBER | UNDERSCORE;
/** The code point is a surrogate pair: two UTF-16 units. */
export const PAIR = 32;
const KNOWN = 128;

const UPPER_RE = /\p{Lu}/u;
const LOWER_RE = /\p{Ll}/u;
const LETTER_RE = /\p{L}/u;
const NUMBER_RE = /\p{N}/u;

/** Classes of the BMP code units, filled on first sight (0 = not yet known). */
const TABLE = new Uint8Array(0x10000);
/** Astral code points seen (few texts have any); bounded, so odd input cannot grow it without end. */
const ASTRAL = new Map<number, number>();
const MAX_ASTRAL = 4096;

function classify(s: string): number {
  return (UPPER_RE.test(s) ? UPPER : 0) | (LOWER_RE.test(s) ? LOWER : 0) | (LETTER_RE.test(s) ? LETTER : 0)
    | (NUMBER_RE.test(s) ? NUMBER : 0) | (s === '_' ? UNDERSCORE : 0) | KNOWN;
}

function astralClass(cp: number): number {
  let k = ASTRAL.get(cp);
  if (k !== undefined) return k;
  k = classify(String.fromCodePoint(cp)) | PAIR;
  if (ASTRAL.size < MAX_ASTRAL) ASTRAL.set(cp, k);
  return k;
}

/**
 * Classes of the code point starting at `i` (0 past the end; a lone surrogate has none). PAIR is
 * set when it takes two units.
 */
export function classAt(text: string, i: number): number {
  // The common case first, small enough for the scanners that call this per unit to take in: a unit outside
  // the surrogates whose class is known. Past the end, charCodeAt is NaN and fails both tests.
  const c = text.charCodeAt(i);
  if (c < 0xd800 || c > 0xdfff) {
    const k = TABLE[c]!;
    if (k !== 0) return k;
  }
  return classAtSlow(text, i);
}

function classAtSlow(text: string, i: number): number {
  if (i >= text.length) return 0;
  const c = text.charCodeAt(i);
  if (c < 0xd800 || c > 0xdfff) {
    const k = TABLE[c];
    return k !== 0 ? k : (TABLE[c] = classify(text[i]));
  }
  if (c <= 0xdbff && i + 1 < text.length) {
    const d = text.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return astralClass((c - 0xd800) * 0x400 + (d - 0xdc00) + 0x10000);
  }
  return KNOWN;
}

/** Classes of one UTF-16 unit read alone (a surrogate, half of a pair or not, has none). */
export function unitClass(code: number): number {
  if (code >= 0xd800 && code <= 0xdfff) return KNOWN;
  const k = TABLE[code];
  return k !== 0 ? k : (TABLE[code] = classify(String.fromCharCode(code)));
}

/** Classes of the code point that ends at `i` (what a one-character lookbehind reads); 0 at the start. */
export function classBefore(text: string, i: number): number {
  if (i <= 0) return 0;
  const c = text.charCodeAt(i - 1);
  if (c >= 0xdc00 && c <= 0xdfff && i >= 2) {
    const h = text.charCodeAt(i - 2);
    if (h >= 0xd800 && h <= 0xdbff) return classAt(text, i - 2);
  }
  return c >= 0xd800 && c <= 0xdbff ? KNOWN : classAt(text, i - 1);
}

/** Units taken by a code point of classes `k`. */
export function unitsOf(k: number): number {
  return k & PAIR ? 2 : 1;
}

/** End of the run of code points of class `cls` starting at `i` (`i` when there is none). */
export function skipClass(text: string, i: number, cls: number): number {
  for (;;) {
    const k = classAt(text, i);
    if (!(k & cls)) return i;
    i += unitsOf(k);
  }
}

/** A match of a scanner below: [start, end), overwritten by the next call. */
export interface Span { start: number; end: number }

/**
 * The next capitalised word at or after `from`, as the regex
 * `(?<![\p{L}\p{N}_])\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?(?![\p{L}\p{N}_])` with the g and u flags finds it
 * ("Anna", "Nowak-Wiśniewska"): written into `out`; false when there is none.
 */
export function nextCapitalised(text: string, from: number, out: Span): boolean {
  for (let p = from; p < text.length;) {
    const k = classAt(text, p);
    if (k & UPPER && !(classBefore(text, p) & WORD)) {
      const e = lowerRunAfter(text, p, k);
      if (e > 0) {
        // "-Capitalised" standing alone extends the word; otherwise the word itself must stand alone
        // (a "-" after it does).
        if (text.charCodeAt(e) === 45) {
          const k2 = classAt(text, e + 1);
          const e2 = k2 & UPPER ? lowerRunAfter(text, e + 1, k2) : 0;
          if (e2 > 0 && !(classAt(text, e2) & WORD)) { out.start = p; out.end = e2; return true; }
        }
        if (!(classAt(text, e) & WORD)) { out.start = p; out.end = e; return true; }
      }
    }
    p += unitsOf(k);
  }
  return false;
}

/** End of the lower-case letters after the capital at `p` (classes `k`), or 0 when there are none. */
function lowerRunAfter(text: string, p: number, k: number): number {
  const from = p + unitsOf(k);
  const e = skipClass(text, from, LOWER);
  return e > from ? e : 0;
}

/** A run found by nextRun, with the hash (hashUnits) of its UTF-16 units. */
export interface Run extends Span { hash: number }

/**
 * The next run of at least `min` code points of class `cls` at or after `from`, as the regex
 * `[cls]{min,}` with the g and u flags finds it (for LOWER and 3: "\p{Ll}{3,}"): written into `out`
 * with its hash; false when there is none.
 */
export function nextRun(text: string, from: number, cls: number, min: number, out: Run): boolean {
  // classAt inlined for the units outside the surrogates (nearly all): this loop reads every unit of a text.
  const n = text.length;
  for (let i = from; i < n;) {
    let c = text.charCodeAt(i);
    let k = c >= 0xd800 && c <= 0xdfff ? classAt(text, i) : unitClass(c);
    if (!(k & cls)) { i += unitsOf(k); continue; }
    const start = i;
    let count = 0;
    let hash = 0;
    for (;;) {
      hash = hashUnit(hash, c);
      if (k & PAIR) hash = hashUnit(hash, text.charCodeAt(i + 1));
      i += unitsOf(k);
      count++;
      if (i >= n) break;
      c = text.charCodeAt(i);
      k = c >= 0xd800 && c <= 0xdfff ? classAt(text, i) : unitClass(c);
      if (!(k & cls)) break;
    }
    if (count >= min) { out.start = start; out.end = i; out.hash = hash; return true; }
  }
  return false;
}

function hashUnit(hash: number, unit: number): number {
  return (Math.imul(hash, 31) + unit) | 0;
}

/** The hash nextRun gives a run that is exactly `s`: a set of them tells most other words apart without cutting them out. */
export function hashUnits(s: string): number {
  return hashRange(s, 0, s.length);
}

/** hashUnits of text[from, to), without cutting it out. */
export function hashRange(text: string, from: number, to: number): number {
  let hash = 0;
  for (let i = from; i < to; i++) hash = hashUnit(hash, text.charCodeAt(i));
  return hash;
}

/**
 * The next capitalised word of 5+ letters, a space and a capital at or after `from`, as the regex
 * `\p{Lu}\p{Ll}{4,} \p{Lu}` with the g and u flags finds it: written into `out`; false when there is none.
 */
export function nextCapitalPair(text: string, from: number, out: Span): boolean {
  for (let p = from; p < text.length;) {
    const k = classAt(text, p);
    if (k & UPPER) {
      let i = p + unitsOf(k);
      let letters = 0;
      for (let k2 = classAt(text, i); k2 & LOWER; k2 = classAt(text, i)) { i += unitsOf(k2); letters++; }
      const next = letters >= 4 && text.charCodeAt(i) === 32 ? classAt(text, i + 1) : 0;
      if (next & UPPER) { out.start = p; out.end = i + 1 + unitsOf(next); return true; }
    }
    p += unitsOf(k);
  }
  return false;
}

/** "-" */
export const HYPHEN_JOINS = 0;
/** "-", "'" or "’" */
export const HYPHEN_OR_APOSTROPHE_JOINS = 1;

/**
 * The next word at or after `from`, as the regex `\p{L}+(?:-\p{L}+)*` (HYPHEN_JOINS) or
 * `\p{L}+(?:[-'’]\p{L}+)*` (HYPHEN_OR_APOSTROPHE_JOINS) with the g and u flags finds it ("Nowak-Wiśniewska",
 * "o'neill"): written into `out`; false when there is none.
 */
export function nextWord(text: string, from: number, joins: typeof HYPHEN_JOINS | typeof HYPHEN_OR_APOSTROPHE_JOINS, out: Span): boolean {
  for (let p = from; p < text.length;) {
    const k = classAt(text, p);
    if (!(k & LETTER)) { p += unitsOf(k); continue; }
    let e = skipClass(text, p + unitsOf(k), LETTER);
    for (;;) {
      const c = text.charCodeAt(e);
      if (!(c === 45 || (joins === HYPHEN_OR_APOSTROPHE_JOINS && (c === 39 || c === 0x2019)))) break;
      const k2 = classAt(text, e + 1);
      if (!(k2 & LETTER)) break;
      e = skipClass(text, e + 1 + unitsOf(k2), LETTER);
    }
    out.start = p;
    out.end = e;
    return true;
  }
  return false;
}

/**
 * A set of hashes (hashUnits, nextRun's) with one bit per value of their low 20 bits in front: most hashes asked about
 * are ruled out by one array read, before the Set lookup, which costs more for a hash outside the small-integer range.
 */
export class HashFilter {
  private readonly bits = new Uint32Array(1 << 15);
  private readonly hashes: ReadonlySet<number>;
  constructor(hashes: Iterable<number>) {
    this.hashes = new Set(hashes);
    for (const h of this.hashes) this.bits[(h & 0xfffff) >>> 5] |= 1 << (h & 31);
  }
  has(h: number): boolean {
    return (this.bits[(h & 0xfffff) >>> 5]! & (1 << (h & 31))) !== 0 && this.hashes.has(h);
  }
}

/** Whether a UTF-16 unit is an ASCII digit 0–9. */
export function isAsciiDigit(unit: number): boolean {
  return unit >= 48 && unit <= 57;
}

/** Whether a UTF-16 unit of a folded text is a word unit there: [a-z0-9_]. */
export function isFoldedWordUnit(unit: number): boolean {
  return (unit >= 97 && unit <= 122) || isAsciiDigit(unit) || unit === 95;
}
