// The normalized view of a text that detection reads. Copy-pasted text hides values from detectors
// that read plain characters: a zero-width space inside a PESEL, full-width or Arabic-Indic digits,
// a no-break space inside a phone number, "e" + a combining accent instead of "é". The view is the
// text in NFKC with format characters (zero-width spaces and joiners, soft hyphens, BOMs, ...)
// removed, every decimal digit read as its ASCII digit, and Cyrillic and Greek letters drawn like a
// Latin one ("Jаn Kоwalski" with Cyrillic а and о, "44О51401359" with a Cyrillic О) read as that
// Latin letter where they stand in a Latin word or among digits: a word in Cyrillic or Greek script
// is left as it is. Offsets found in the view are mapped back
// to the original, so the forwarded text keeps every original character except the replaced values,
// and the value a tag stands for is the original's (restored as the client wrote it).
//
// Most texts need none of this: one scan for a character outside the plain set (ASCII, Polish and
// other Latin-1 letters, dashes and quotes) answers null without allocating.

import { repairMojibake } from './mojibake.js';
import { repairOcrCapitals } from './ocr-capitals.js';

/**
 * Characters that no step of the view changes: ASCII text, the Latin-1 and Latin Extended-A letters
 * NFKC keeps, and the dashes and „quotes” Polish text is full of. Anything else — a combining mark
 * too, which NFKC may compose with the letter before it — sends the text to the full check. The set
 * stops here because a wider class (• or € added) makes this scan much slower; such text takes the
 * full check, which finds nothing to change.
 */
const PLAIN = '\\t\\n\\r\\x20-\\x7e\\xa1-\\xa7\\xa9\\xab\\xac\\xae\\xb0\\xb1\\xb6\\xb7\\xbb\\xbf-\\u0131\\u0134-\\u013e\\u0141-\\u0148\\u014a-\\u017e\\u2013\\u2014\\u2018-\\u201e';
const NOT_PLAIN = new RegExp(`[^${PLAIN}]`);
/** A stretch the view may change: a plain letter with combining marks after it, or any other code point with its marks. */
const CLUSTER = new RegExp(`[${PLAIN}]\\p{M}+|[^${PLAIN}]\\p{M}*`, 'gu');
/** Format characters and other default-ignorable code points: invisible, dropped from the view. */
const INVISIBLE = /[\p{Cf}\p{DI}]/gu;
/** Decimal digits other than ASCII's (after NFKC: Arabic-Indic, Devanagari, Thai, ...). */
const OTHER_DIGIT = /(?![0-9])\p{Nd}/gu;
const IS_DIGIT = /^\p{Nd}$/u;

/** Cyrillic and Greek letters that common fonts draw like a Latin letter, and that letter. */
const LATIN_OF: ReadonlyMap<string, string> = new Map(Object.entries({
  // Cyrillic
  а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', у: 'y', х: 'x', і: 'i', ј: 'j', ѕ: 's', ԁ: 'd', ԛ: 'q', ԝ: 'w', һ: 'h', ӏ: 'l',
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', І: 'I', Ј: 'J', Ѕ: 'S', Ԛ: 'Q', Ԝ: 'W', Ү: 'Y',
  // Greek
  ο: 'o', ν: 'v', ι: 'i', ρ: 'p', α: 'a', υ: 'u', κ: 'k',
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
}));
const LOOKALIKE_LETTER = new RegExp(`[${[...LATIN_OF.keys()].join('')}]`);
const WORD_CHAR = /[\p{L}\p{M}]/u;
const LATIN_LETTER = /\p{Script=Latin}/u;
const MARK = /\p{M}/u;
/** Next to a word made only of look-alikes, what makes it part of a number or an address ("44О5", "jаn@"). */
const NUMBER_OR_ADDRESS = /[0-9@._]/;

/** One changed stretch: view [viewStart, viewEnd) stands for original [origStart, origEnd). */
interface Replacement { viewStart: number; viewEnd: number; origStart: number; origEnd: number }

export class DetectionView {
  /** Ordered by position; between two of them the view and the original agree character for character. */
  private readonly replacements: readonly Replacement[];

  constructor(readonly text: string, replacements: readonly Replacement[]) {
    this.replacements = replacements;
  }

  /** The original offset where the view's character at `v` starts (`v` may be the view's length). */
  originalStart(v: number): number {
    const r = this.lastAtOrBefore(v);
    if (!r) return v;
    return v < r.viewEnd ? r.origStart : v + (r.origEnd - r.viewEnd);
  }

  /** The original offset just past the view's character at `v - 1` (the end of a span ending at `v`). */
  originalEnd(v: number): number {
    if (v <= 0) return 0;
    const r = this.lastAtOrBefore(v - 1);
    if (!r) return v;
    return v - 1 < r.viewEnd ? r.origEnd : v + (r.origEnd - r.viewEnd);
  }

  /**
   * Spans found in the view, mapped onto the original in place (ordered and non-overlapping in, the
   * same out: a span that would overlap the one before it, both inside one changed stretch, is dropped).
   */
  toOriginal<T extends { start: number; end: number }>(spans: T[]): T[] {
    let kept = 0;
    let prevEnd = 0;
    for (const s of spans) {
      const start = Math.max(this.originalStart(s.start), prevEnd);
      const end = this.originalEnd(s.end);
      if (start >= end) continue;
      s.start = start;
      s.end = end;
      prevEnd = end;
      spans[kept++] = s;
    }
    spans.length = kept;
    return spans;
  }

  /** The last replacement starting at or before view offset `v` (binary search). */
  private lastAtOrBefore(v: number): Replacement | undefined {
    const list = this.replacements;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (list[mid].viewStart <= v) lo = mid + 1;
      else hi = mid;
    }
    return lo > 0 ? list[lo - 1] : undefined;
  }
}

/** The view detection reads for `text`; null when it would be the text itself (the common case). */
export function detectionView(original: string): DetectionView | null {
  // Letters broken by a wrong code page are repaired first, in place (mojibake.ts): the offsets stay.
  const mended = repairMojibake(original);
  // And capitals misread by OCR ("lRENA", "KR0L"), also in place.
  const ocr = repairOcrCapitals(mended ?? original);
  const repaired = ocr ?? mended;
  const text = repaired ?? original;
  const spaced = letterSpacedLines(text);
  const unchanged = spaced ?? (repaired === null ? null : new DetectionView(text, []));
  if (!NOT_PLAIN.test(text)) return unchanged;
  const lookalikes = LOOKALIKE_LETTER.test(text) ? new LatinWords(text) : null;
  if (!lookalikes && alreadyNormal(text)) return unchanged;
  const replacements: Replacement[] = [];
  let view = '';
  let copied = 0;
  CLUSTER.lastIndex = 0;
  for (let m = CLUSTER.exec(text); m; m = CLUSTER.exec(text)) {
    const original = m[0];
    let normalized = normalizeCluster(original);
    const latin = lookalikes && LATIN_OF.get(normalized);
    if (latin && lookalikes.readsLatin(m.index)) normalized = latin;
    if (normalized === original) continue;
    const origStart = m.index;
    view += text.slice(copied, origStart);
    const viewStart = view.length;
    view += normalized;
    copied = origStart + original.length;
    replacements.push({ viewStart, viewEnd: view.length, origStart, origEnd: copied });
  }
  if (replacements.length === 0) return unchanged;
  return new DetectionView(view + text.slice(copied), replacements);
}

/**
 * Lines typed with a space after every character, as text copied from some PDFs and forms comes ("I m i ę :  Ł U C J
 * A", words split by two spaces or more): the view reads each such word closed up ("Imię:", "ŁUCJA"), so a label,
 * a name and a PESEL read as usual. Only whole lines of four characters or more so spaced: a name spelled out in a
 * sentence ("Szwed, S Z W E D, jak …") stays as written. Null when no line is.
 */
function letterSpacedLines(text: string): DetectionView | null {
  let replacements: Replacement[] | undefined;
  let view = '';
  let copied = 0;
  for (let lineStart = 0; lineStart < text.length;) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    if (lineEnd - lineStart >= 7 && text.charCodeAt(lineStart + 1) === 32 && isLetterSpaced(text, lineStart, lineEnd)) {
      // Each word (single characters split by single spaces) becomes one replacement.
      for (let w = lineStart; w < lineEnd;) {
        while (w < lineEnd && (text.charCodeAt(w) === 32 || text.charCodeAt(w) === 9 || text.charCodeAt(w) === 13)) w++;
        if (w >= lineEnd) break;
        let end = w + 1;
        while (end + 1 < lineEnd && text.charCodeAt(end) === 32 && !isBlank(text.charCodeAt(end + 1))) end += 2;
        if (end - w > 1) {
          view += text.slice(copied, w);
          const viewStart = view.length;
          for (let i = w; i < end; i += 2) view += text[i];
          (replacements ??= []).push({ viewStart, viewEnd: view.length, origStart: w, origEnd: end });
          copied = end;
        }
        w = end;
      }
    }
    lineStart = lineEnd + 1;
  }
  return replacements ? new DetectionView(view + text.slice(copied), replacements) : null;
}

const isBlank = (c: number): boolean => c === 32 || c === 9 || c === 13 || c === 10 || Number.isNaN(c);

/** Whether every word of the line [start, end) is single characters split by single spaces, four of them at least. */
function isLetterSpaced(text: string, start: number, end: number): boolean {
  let chars = 0;
  for (let i = start; i < end;) {
    const c = text.charCodeAt(i);
    if (isBlank(c)) { i++; continue; }
    // A character: the next must be a blank (or the line's end), and a lone space must be followed by a character.
    if (i + 1 < end && !isBlank(text.charCodeAt(i + 1))) return false;
    chars++;
    i++;
  }
  return chars >= 4;
}

/** Whether a look-alike letter stands in a Latin word or among digits; decided once per word. */
class LatinWords {
  private wordEnd = -1;
  private latin = false;
  constructor(private readonly text: string) {}

  readsLatin(at: number): boolean {
    if (at >= this.wordEnd) this.decide(at);
    return this.latin;
  }

  /** The word (letters and marks) around `at`: Latin when it has a Latin letter, or is all look-alikes next to a digit, `@`, `.` or `_`. */
  private decide(at: number): void {
    const t = this.text;
    let start = at;
    while (start > 0 && WORD_CHAR.test(t[start - 1])) start--;
    let end = at + 1;
    while (end < t.length && WORD_CHAR.test(t[end])) end++;
    this.wordEnd = end;
    let onlyLookalikes = true;
    for (let i = start; i < end; i++) {
      const c = t[i];
      if (LATIN_LETTER.test(c)) {
        this.latin = true;
        return;
      }
      if (!LATIN_OF.has(c) && !MARK.test(c)) onlyLookalikes = false;
    }
    this.latin = onlyLookalikes && ((start > 0 && NUMBER_OR_ADDRESS.test(t[start - 1])) || (end < t.length && NUMBER_OR_ADDRESS.test(t[end])));
  }
}

/** Text beyond the plain set that no step changes (Cyrillic, emoji without joiners): checked whole, once. */
function alreadyNormal(text: string): boolean {
  INVISIBLE.lastIndex = 0;
  OTHER_DIGIT.lastIndex = 0;
  return !INVISIBLE.test(text) && !OTHER_DIGIT.test(text) && text.normalize('NFKC') === text;
}

function normalizeCluster(cluster: string): string {
  let out = cluster.normalize('NFKC');
  INVISIBLE.lastIndex = 0;
  if (INVISIBLE.test(out)) out = out.replace(INVISIBLE, '');
  OTHER_DIGIT.lastIndex = 0;
  if (OTHER_DIGIT.test(out)) out = out.replace(OTHER_DIGIT, asciiDigit);
  return out;
}

const digitCache = new Map<number, string>();

/**
 * The ASCII digit of a decimal digit. Unicode encodes every decimal digit set as ten consecutive
 * code points from 0 to 9, and the sets that touch one another start at a zero; so the digit's value
 * is its distance from the start of its run of digits, modulo ten.
 */
function asciiDigit(d: string): string {
  const cp = d.codePointAt(0)!;
  let known = digitCache.get(cp);
  if (known === undefined) {
    let first = cp;
    while (first > 0 && IS_DIGIT.test(String.fromCodePoint(first - 1))) first--;
    known = String((cp - first) % 10);
    if (digitCache.size < 1024) digitCache.set(cp, known);
  }
  return known;
}
