// Splits raw text into NKJP-like tokens with UTF-16 offsets, and groups them into sentences.
//
// NKJP segmentation (what the model was trained on): words and numbers are tokens, every punctuation
// character is its own token, decimal numbers ("1,5", "10.000") stay whole, and apostrophe-inflected
// foreign names ("Blake'a") stay whole. Hyphenated words are split ("Kowalska", "-", "Nowak"), which is
// NKJP's majority convention. Mirrored by TOKEN_RE in training/ner/featurize.py.
import { classAt, LETTER, NUMBER, PAIR } from '../pii/char-class.js';

export interface Token {
  text: string;
  /** UTF-16 offset of the first code unit (inclusive). */
  start: number;
  /** UTF-16 offset after the last code unit (exclusive). */
  end: number;
}

/**
 * The token grammar, the reference for `tokenize` (which must find exactly these tokens; a test compares
 * the two on random text) and for training/ner/featurize.py's copy.
 */
export const TOKEN_RE = /[0-9]+(?:[.,][0-9]+)*(?![\p{L}\p{N}])|[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*|\S/gu;

// tokenize() scans by hand: a regex exec per token (a match array, then the token string) cost several
// times the scan, over every token of every message (`npx tsx bench/ner.ts`).
const LETTER_OR_NUMBER = LETTER | NUMBER;
const isDigit = (c: number) => c >= 48 && c <= 57;
const isApostrophe = (c: number) => c === 39 || c === 0x2019;

/** JavaScript's \s: the units \S does not match (all in the BMP). */
function isSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 0xa0) return false;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029
    || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** Units taken by the code point at i: 2 for a surrogate pair, else 1. */
const width = (cls: number) => (cls & PAIR ? 2 : 1);

/** End of the number alternative at i (a digit): the longest [0-9]+(?:[.,][0-9]+)* not followed by a letter or number, or -1. */
function numberEnd(text: string, i: number): number {
  let j = i;
  while (isDigit(text.charCodeAt(j))) j++;
  let end = classAt(text, j) & LETTER_OR_NUMBER ? -1 : j;
  while ((text.charCodeAt(j) === 46 || text.charCodeAt(j) === 44) && isDigit(text.charCodeAt(j + 1))) {
    j += 2;
    while (isDigit(text.charCodeAt(j))) j++;
    if (!(classAt(text, j) & LETTER_OR_NUMBER)) end = j;
  }
  return end;
}

/** End of the word alternative at i: [\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*, or -1. */
function wordEnd(text: string, i: number): number {
  let cls = classAt(text, i);
  if (!(cls & LETTER_OR_NUMBER)) return -1;
  let j = i;
  for (;;) {
    do { j += width(cls); cls = classAt(text, j); } while (cls & LETTER_OR_NUMBER);
    if (!isApostrophe(text.charCodeAt(j))) return j;
    cls = classAt(text, j + 1);
    if (!(cls & LETTER_OR_NUMBER)) return j;
    j++;
  }
}

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < text.length;) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) { i++; continue; }
    let end = isDigit(c) ? numberEnd(text, i) : -1;
    if (end < 0) end = wordEnd(text, i);
    if (end < 0) end = i + width(classAt(text, i)); // \S: one code point
    out.push({ text: text.slice(i, end), start: i, end });
    i = end;
  }
  return out;
}

const SENTENCE_END = new Set(['.', '!', '?', '…']);
// A full stop after these is an abbreviation, not a sentence end ("ul. Długa", "dr. Nowak").
const ABBREVIATIONS = new Set([
  'ul', 'al', 'pl', 'os', 'dr', 'prof', 'mgr', 'inż', 'hab', 'im', 'św', 'gen', 'płk', 'ks', 'np', 'tj',
  'tzw', 'ok', 'nr', 'tel', 'p', 'pan', 'sp', 'z', 'o', 'woj', 'pow', 'gm', 'r', 'ur', 'red', 'ppłk', 'mjr',
  'kpt', 'por', 'sierż', 'abp', 'bp', 'o.o', 'lek', 'med', 'doc', 'jw', 'wg', 'zob', 'tys', 'mln', 'mld',
]);

function isLowerStart(s: string): boolean {
  const c = String.fromCodePoint(s.codePointAt(0)!);
  return c.toUpperCase() !== c;
}

/** A single capital letter: with a full stop it is a name's initial ("J. Kowalski"); a lone digit is not. */
function isInitial(s: string): boolean {
  return s.length === 1 && s.toLowerCase() !== s;
}

/**
 * Groups tokens into sentences: [startIndex, endIndex) pairs over `tokens`. A sentence ends at a line
 * break, or after sentence-final punctuation unless the next word starts lowercase or the full stop
 * closes a known abbreviation / a single initial ("J. Kowalski"), not after a lone digit ("nr 7. Proszę").
 */
export function splitSentences(text: string, tokens: readonly Token[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let begin = 0;
  for (let i = 0; i < tokens.length; i++) {
    const next = tokens[i + 1];
    if (next === undefined) break;
    let cut = false;
    // Any line break between two tokens ends the sentence (lists, headers, chat formatting).
    for (let k = tokens[i]!.end; k < next.start; k++) {
      const ch = text.charCodeAt(k);
      if (ch === 10 || ch === 13) { cut = true; break; }
    }
    const t = tokens[i]!.text;
    if (!cut && SENTENCE_END.has(t) && !SENTENCE_END.has(next.text) && !isLowerStart(next.text)) {
      const prev = i > 0 ? tokens[i - 1] : undefined;
      const abbreviation = t === '.' && prev !== undefined && prev.end === tokens[i]!.start &&
        (ABBREVIATIONS.has(prev.text.toLowerCase()) || isInitial(prev.text));
      cut = !abbreviation;
    }
    if (cut) { out.push([begin, i + 1]); begin = i + 1; }
  }
  if (begin < tokens.length) out.push([begin, tokens.length]);
  return out;
}
