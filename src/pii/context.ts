// Context words: a detector's score is raised when one of its context words appears shortly
// before the value. Words are compared case- and diacritic-insensitively (via fold) and by stem,
// so inflected Polish forms match ("numerem PESEL", "NIP-u", "klientki", "zadzwoń").

import { hashRange, hashUnits, isAsciiDigit, LETTER, nextCapitalised, NUMBER, unitClass, type Span } from './char-class.js';
import { fold, foldText } from './fold.js';
import { normalizeAfterKeywords, normalizeLookalikes } from './lookalike.js';

/**
 * Text being scanned, with its folded form computed once and shared by all detectors. `text` is
 * the detection view: look-alike letters inside numbers read as digits (lookalike.ts), same
 * length and offsets as `original`, which is what gets replaced.
 */
export class ScanText {
  private foldedCache: string | undefined;
  private digitsCache: DigitStats | undefined;
  private capitalisedCache: number[] | undefined;
  /** The form fields of the text (detectors/form-fields.ts), found once for every detector that reads them. */
  formFields: unknown;
  /** Whether the text may hold a Vietnamese name (detectors/vietnamese-names.ts), tested once for both Vietnamese rules. */
  vietnameseHint: boolean | undefined;
  /** Whether the text names a gaming or social platform (detectors/username.ts mentionsPlatform), tested once for the handle rules. */
  platformHint: boolean | undefined;
  readonly text: string;
  constructor(readonly original: string) {
    this.text = normalizeAfterKeywords(normalizeLookalikes(original));
  }
  get folded(): string {
    return (this.foldedCache ??= foldText(this.text));
  }
  /** The ASCII digits of `text`: a number detector whose every match needs more skips its regex. */
  get digits(): DigitStats {
    return (this.digitsCache ??= digitStats(this.text));
  }
  /** The capitalised words of `text` as char-class.ts nextCapitalised reads them, in order: [start0, end0, start1, end1, …]. */
  get capitalisedWords(): readonly number[] {
    return (this.capitalisedCache ??= capitalisedWords(this.text));
  }
}

export interface DigitStats {
  /** ASCII digits in all. */
  count: number;
  /** The longest run of consecutive ASCII digits. */
  longestRun: number;
  /** Each run of consecutive ASCII digits as its start and end, in order: [start0, end0, start1, end1, …]. */
  runs: number[];
}

const CAPITALISED: Span = { start: 0, end: 0 };
function capitalisedWords(text: string): number[] {
  const words: number[] = [];
  for (let at = 0; nextCapitalised(text, at, CAPITALISED); at = CAPITALISED.end) words.push(CAPITALISED.start, CAPITALISED.end);
  return words;
}

function digitStats(text: string): DigitStats {
  let count = 0;
  let run = 0;
  let longestRun = 0;
  const runs: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      count++;
      if (run === 0) runs.push(i);
      if (++run > longestRun) longestRun = run;
    } else {
      if (run > 0) runs.push(i);
      run = 0;
    }
  }
  if (run > 0) runs.push(text.length);
  return { count, longestRun, runs };
}

/**
 * The matches of the sticky regex `value` that start `ahead` units before a run of at least `minRun` ASCII
 * digits (each distance of `ahead` tried, largest first), in order, none overlapping the one before. For a
 * series of letters glued or one space before the digits ("ABC123456", "AB 1234567"), whose digits
 * therefore start a run, this is what a global search of the whole text finds, with a few tries per long
 * run of digits instead of a try at every letter. `opens`: whether a match may begin with a unit, asked before a
 * try ahead of a run (most such units are letters or spaces no match begins with, and a regex call costs more).
 * `runFits`: false for a run no match can be tried before (its length or the unit after it rules every match out),
 * so the regex is not run there; it must hold for every run a match can start before.
 */
export function matchesBeforeDigitRuns(
  scan: ScanText, value: RegExp, minRun: number, ahead: readonly number[], opens: (unit: number) => boolean = anyUnit,
  runFits: (text: string, start: number, end: number) => boolean = anyRun,
): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  const runs = scan.digits.runs;
  let searchedTo = 0;
  for (let r = 0; r < runs.length; r += 2) {
    if (runs[r + 1]! - runs[r]! < minRun || !runFits(scan.text, runs[r]!, runs[r + 1]!)) continue;
    for (const units of ahead) {
      const at = runs[r]! - units;
      if (at < searchedTo || (units > 0 && !opens(scan.text.charCodeAt(at)))) continue;
      value.lastIndex = at;
      const m = value.exec(scan.text);
      if (m) { found.push(m); searchedTo = at + m[0].length; break; }
    }
  }
  return found;
}
const anyUnit = (): boolean => true;
const anyRun = (): boolean => true;
/** [A-Za-z], for matchesBeforeDigitRuns: a series of letters before the digits. */
export const isAsciiLetter = (unit: number): boolean => (unit >= 65 && unit <= 90) || (unit >= 97 && unit <= 122);

/** How far back context is looked for: at most this many words and this many characters. */
export const CONTEXT_WORDS_BEFORE = 5;
export const CONTEXT_CHARS_BEFORE = 60;

/**
 * A set of context words. Entries are folded prefixes ("podatk" matches "podatkowej");
 * an entry starting with "=" must match the whole word ("=tel" matches "tel" / "tel." but not
 * "telewizor"), for short words whose prefix would match unrelated words.
 */
export class ContextWords {
  private readonly exact = new Set<string>();
  /** hashRange of the exact words: a word whose hash is none of these is not cut out to be looked up. */
  private readonly exactHashes = new Set<number>();
  /** Prefixes grouped by their first character, so a word is compared only with a few of them. */
  private readonly prefixesByFirstChar = new Map<string, string[]>();

  constructor(entries: readonly string[]) {
    for (const e of entries) {
      const f = fold(e.startsWith('=') ? e.slice(1) : e);
      if (!f) throw new Error('ContextWords: empty entry');
      if (e.startsWith('=')) { this.exact.add(f); this.exactHashes.add(hashUnits(f)); continue; }
      const group = this.prefixesByFirstChar.get(f[0]);
      if (group) group.push(f); else this.prefixesByFirstChar.set(f[0], [f]);
    }
  }

  matchesWord(foldedWord: string): boolean {
    return this.matchesAt(foldedWord, 0, foldedWord.length);
  }

  /** matchesWord(folded.slice(from, to)), without cutting the word out unless it may be an exact one. */
  matchesAt(folded: string, from: number, to: number): boolean {
    if (this.exact.size > 0 && this.exactHashes.has(hashRange(folded, from, to)) && this.exact.has(folded.slice(from, to))) return true;
    const group = this.prefixesByFirstChar.get(folded[from]);
    if (group) for (const p of group) if (p.length <= to - from && folded.startsWith(p, from)) return true;
    return false;
  }

  /** Whether a context word occurs among the last few words before `start`. */
  before(scan: ScanText, start: number, maxWords = CONTEXT_WORDS_BEFORE, maxChars = CONTEXT_CHARS_BEFORE): boolean {
    const folded = scan.folded;
    for (let at = start, n = 0; n < maxWords && previousWordIn(folded, at, start - maxChars); n++) {
      if (this.matchesAt(folded, wordFrom, wordTo)) return true;
      at = wordFrom;
    }
    return false;
  }

  /** Whether a context word occurs among the first few words after `end`. */
  after(scan: ScanText, end: number, maxWords = CONTEXT_WORDS_BEFORE, maxChars = CONTEXT_CHARS_BEFORE): boolean {
    const folded = scan.folded;
    const limit = Math.min(folded.length, end + maxChars);
    let words = 0;
    let i = end;
    while (i < limit && words < maxWords) {
      while (i < limit && !isWordChar(folded.charCodeAt(i))) i++;
      if (i >= limit) break;
      const from = i;
      while (i < folded.length && isWordChar(folded.charCodeAt(i))) i++;
      words++;
      if (this.matchesAt(folded, from, i)) return true;
    }
    return false;
  }
}

/** Bounds of the word previousWordIn found last. */
let wordFrom = 0;
let wordTo = 0;

/**
 * The nearest word ending at or before `at` whose last character is at or after `limit` (a word may
 * start before it), in wordFrom/wordTo; false when there is none.
 */
function previousWordIn(folded: string, at: number, limit: number): boolean {
  if (limit < 0) limit = 0;
  let i = at - 1;
  while (i >= limit && !isWordChar(folded.charCodeAt(i))) i--;
  if (i < limit) return false;
  wordTo = i + 1;
  while (i >= 0 && isWordChar(folded.charCodeAt(i))) i--;
  wordFrom = i + 1;
  return true;
}

/**
 * Competing sets of context words: the one whose word is nearest before a value decides. So in
 * "numer zamówienia 601 234 567" the order word wins over "numer", while "mój numer: 601 234 567"
 * is a phone. Classes are tried in the given order for each word.
 */
export class ContextClasses<K extends string> {
  private readonly classes: Array<[K, ContextWords]>;
  constructor(classes: Record<K, readonly string[]>) {
    this.classes = (Object.keys(classes) as K[]).map((k) => [k, new ContextWords(classes[k])]);
  }

  /** The class of the nearest context word before `start`, or undefined when none is in reach. */
  nearest(scan: ScanText, start: number, maxWords = CONTEXT_WORDS_BEFORE, maxChars = CONTEXT_CHARS_BEFORE): K | undefined {
    const folded = scan.folded;
    for (let at = start, n = 0; n < maxWords && previousWordIn(folded, at, start - maxChars); n++) {
      for (const [k, words] of this.classes) if (words.matchesAt(folded, wordFrom, wordTo)) return k;
      at = wordFrom;
    }
    return undefined;
  }
}

/** Word characters for context scanning: ASCII letters/digits and any non-ASCII letter (after folding). */
export function isWordChar(code: number): boolean {
  if (code >= 97 && code <= 122) return true; // a-z
  if (code >= 48 && code <= 57) return true; // 0-9
  if (code >= 65 && code <= 90) return true; // A-Z (not produced by fold, but cheap)
  // Letters and digits beyond ASCII (Cyrillic, accented Latin); surrogate halves count as non-word.
  return code > 127 && (unitClass(code) & (LETTER | NUMBER)) !== 0;
}

/**
 * Where any of the folded `stems` occurs in the folded text, as [index, length], ordered by index.
 * A detector looks for values only in the window after these, not over the whole text. What indexOf
 * per stem finds (each occurrence from the end of that stem's previous one), found by one regex pass
 * when no stem is a prefix of another (one stem at most can start at an index).
 */
export function stemPositions(scan: ScanText, stems: readonly string[]): Array<[number, number]> {
  const folded = scan.folded;
  const search = stemSearch(stems);
  const found: Array<[number, number]> = [];
  if (!search) {
    for (const stem of stems) {
      for (let i = folded.indexOf(stem); i >= 0; i = folded.indexOf(stem, i + stem.length)) found.push([i, stem.length]);
    }
    return found.sort((a, b) => a[0] - b[0]);
  }
  const { re, indexOf } = search;
  const nextFrom = new Array<number>(stems.length).fill(0);
  re.lastIndex = 0;
  for (let m = re.exec(folded); m; m = re.exec(folded)) {
    const k = indexOf.get(m[0])!;
    if (m.index >= nextFrom[k]) { found.push([m.index, m[0].length]); nextFrom[k] = m.index + m[0].length; }
    re.lastIndex = m.index + 1; // another stem may start inside this one
  }
  return found;
}

interface StemSearch { re: RegExp; indexOf: ReadonlyMap<string, number> }
const stemSearches = new WeakMap<readonly string[], StemSearch | null>();

/** The alternation of `stems` (built once per list), or null when one is a prefix of another. */
function stemSearch(stems: readonly string[]): StemSearch | null {
  let search = stemSearches.get(stems);
  if (search !== undefined) return search;
  const prefixFree = stems.every((a, i) => a.length > 0 && stems.every((b, j) => i === j || !b.startsWith(a)));
  search = prefixFree
    ? { re: new RegExp(stems.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g'), indexOf: new Map(stems.map((s, k) => [s, k])) }
    : null;
  stemSearches.set(stems, search);
  return search;
}

/**
 * Matches of the sticky regex `value` that start at a word start within `window` characters after
 * `from`. The regex runs over the whole text, so its lookbehind and lookahead see the real
 * neighbours, but only a few positions are tried. `digitWithin`: when every match of `value` has an ASCII
 * digit at most this many units after its start, the word starts with none so near are not tried.
 */
export function matchesAfter(text: string, value: RegExp, from: number, window: number, digitWithin = -1): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  const limit = Math.min(text.length, from + window);
  let nextDigit = -1; // the first ASCII digit at or after the position tried, or past the reach of the last one
  for (let i = from; i < limit; i++) {
    if (i > 0 && isWordChar(text.charCodeAt(i - 1))) continue;
    if (digitWithin >= 0) {
      if (nextDigit < i) {
        const reach = Math.min(text.length, limit + digitWithin);
        for (nextDigit = i; nextDigit < reach && !isAsciiDigit(text.charCodeAt(nextDigit)); nextDigit++);
        if (nextDigit === reach) nextDigit = limit + digitWithin + 1;
      }
      if (nextDigit > i + digitWithin) continue;
    }
    value.lastIndex = i;
    const m = value.exec(text);
    if (m) { found.push(m); i = m.index + m[0].length - 1; }
  }
  return found;
}
