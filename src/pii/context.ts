// Context words: a detector's score is raised when one of its context words appears shortly
// before the value. Words are compared case- and diacritic-insensitively (via fold) and by stem,
// so inflected Polish forms match ("numerem PESEL", "NIP-u", "klientki", "zadzwoń").

import { fold } from './fold.js';

/** Text being scanned, with its folded form computed once and shared by all detectors. */
export class ScanText {
  private foldedCache: string | undefined;
  constructor(readonly text: string) {}
  get folded(): string {
    return (this.foldedCache ??= fold(this.text));
  }
}

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
  /** Prefixes grouped by their first character, so a word is compared only with a few of them. */
  private readonly prefixesByFirstChar = new Map<string, string[]>();

  constructor(entries: readonly string[]) {
    for (const e of entries) {
      const f = fold(e.startsWith('=') ? e.slice(1) : e);
      if (!f) throw new Error('ContextWords: empty entry');
      if (e.startsWith('=')) { this.exact.add(f); continue; }
      const group = this.prefixesByFirstChar.get(f[0]);
      if (group) group.push(f); else this.prefixesByFirstChar.set(f[0], [f]);
    }
  }

  matchesWord(foldedWord: string): boolean {
    if (this.exact.has(foldedWord)) return true;
    const group = this.prefixesByFirstChar.get(foldedWord[0]);
    if (group) for (const p of group) if (foldedWord.startsWith(p)) return true;
    return false;
  }

  /** Whether a context word occurs among the last few words before `start`. */
  before(scan: ScanText, start: number): boolean {
    const folded = scan.folded;
    let words = 0;
    let i = start - 1;
    const limit = Math.max(0, start - CONTEXT_CHARS_BEFORE);
    while (i >= limit && words < CONTEXT_WORDS_BEFORE) {
      // Skip non-word characters backwards.
      while (i >= limit && !isWordChar(folded.charCodeAt(i))) i--;
      if (i < limit) break;
      const end = i + 1;
      while (i >= 0 && isWordChar(folded.charCodeAt(i))) i--;
      words++;
      if (this.matchesWord(folded.slice(i + 1, end))) return true;
    }
    return false;
  }
}

/** Word characters for context scanning: ASCII letters/digits and any non-ASCII letter (after folding). */
export function isWordChar(code: number): boolean {
  if (code >= 97 && code <= 122) return true; // a-z
  if (code >= 48 && code <= 57) return true; // 0-9
  if (code >= 65 && code <= 90) return true; // A-Z (not produced by fold, but cheap)
  return code > 127 && NON_ASCII_WORD.test(String.fromCharCode(code));
}

// Letters and digits beyond ASCII (Cyrillic, accented Latin); surrogate halves count as non-word.
const NON_ASCII_WORD = /[\p{L}\p{N}]/u;
