import type { Candidate } from '../types.js';
import { classBefore, LETTER } from '../char-class.js';
import type { ScanText } from '../context.js';

/** A detector appends its candidates for one text to `out` (no allocation of a result array). */
export type Detector = (scan: ScanText, out: Candidate[]) => void;

/** Lookbehind/lookahead that make a number "stand alone": not glued to letters, digits, "+" or a
 *  digit group continued by a separator (so "12-345" inside "612-345-678" is not a postal code).
 *  A number follows every *_START: its leading (?=\d) lets the engine reject a position on its first
 *  character; a regex opening with a lookbehind otherwise runs it at every position of the text. */
export const NUM_START = String.raw`(?=\d)(?<![\p{L}\p{N}_+]|\d[.,\/-])`;
export const NUM_END = String.raw`(?![\p{L}\p{N}_]|[.,\/-]\d)`;
/** An ASCII word matched in any case (the detectors' regexes have no "i" flag: it would slow them). */
function caseless(word: string): string {
  return word.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);
}

/**
 * Lookbehind: one of `labels` glued to the number that follows, with nothing or "_" between
 * ("PESEL44051401359", "nr_44051401359", "tel601234567"). The letters before the number are then a
 * label, not the end of a word or a code, so the number still stands alone.
 */
export function labelGlued(labels: readonly string[]): string {
  // "(?<=[A-Za-z_])" first: one character rules out most positions before the alternation is tried.
  return String.raw`(?<=[A-Za-z_])(?<=(?<![\p{L}\p{N}])(?:${labels.map(caseless).join('|')})_?)`;
}

/** Labels that may be glued to an identifier its checksum vouches for. */
export const IDENTIFIER_LABELS: readonly string[] = ['pesel', 'nip', 'nr', 'numer', 'id', 'iban', 'nrb', 'konto', 'konta', 'rachunek'];
const IDENTIFIER_LABEL_BEFORE = new RegExp(`${labelGlued(IDENTIFIER_LABELS)}$`, 'u');

/** Whether one of IDENTIFIER_LABELS is glued to the number starting at `start` (for checks in code). */
export function identifierLabelBefore(text: string, start: number): boolean {
  return IDENTIFIER_LABEL_BEFORE.test(text.slice(Math.max(0, start - 10), start));
}

/**
 * For a number its checksum vouches for: a ",", "/", "-" or "_" between it and another number or a
 * word is a separator (CSV "45091177561,63022633276", "…/…", file names "umowa_44051401359.pdf"), not
 * a decimal or a digit group; "." still is. A letter before it is checked in code (`noWordBefore`):
 * a letter class in this lookbehind would be tried at every position of the text (~3× the regex's cost).
 */
/**
 * Lower-case words glued to a number that are not a document series ("nr1234567", "tel123456", "fv1234567",
 * "pln123456"): a lookahead for the ID card and passport patterns, whose series in lower case is read glued only.
 */
export const LOWER_SERIES_STOP = String.raw`(?:nr|no|id|tel|kom|kod|pin|nip|fv|fa|zam|ul|lok|str|pln|eur|usd|gbp|chf|tys|mln|sms|nrb)\d`;
export const LISTED_START = String.raw`(?=\d)(?<![\p{N}+]|\d\.)`;
export const LISTED_END = String.raw`(?![\p{L}\p{N}]|\.\d)`;

/** A match of LISTED_START: no letter before it, or a label glued to it ("PESEL44051401359", "nr_…"). */
export function noWordBefore(text: string, start: number): boolean {
  return (classBefore(text, start) & LETTER) === 0 || identifierLabelBefore(text, start);
}

/** Whether [start, end) touches another number through ",", "/" or "-" (what LISTED_* let through). */
export function gluedToNumber(text: string, start: number, end: number): boolean {
  const before = start >= 2 ? text.charCodeAt(start - 2) : 0;
  const after = end + 1 < text.length ? text.charCodeAt(end + 1) : 0;
  return (isListGlue(text.charCodeAt(start - 1)) && before >= 48 && before <= 57) ||
    (isListGlue(text.charCodeAt(end)) && after >= 48 && after <= 57);
}
const isListGlue = (c: number) => c === 44 || c === 47 || c === 45; // , / -

/** The same for digit groups that may be separated by spaces (phones, cards, account numbers). */
export const GROUPED_START = String.raw`(?<![\p{L}\p{N}_+]|\d[ .,\/-]?)`;
export const GROUPED_END = String.raw`(?![\p{L}\p{N}_]|[ .,\/-]?\d)`;

/** Raise a base score when a context word is present, never above 1. */
export function withContext(base: number, boosted: number, hasContext: boolean): number {
  return hasContext ? Math.min(1, boosted) : base;
}

/** Digits of a matched string (drops spaces, hyphens and a "PL" prefix). */
export function digitsOnly(s: string): string {
  return s.replace(/\D/g, '');
}

/** Whether `out` already holds a candidate of this type over exactly this span (a stricter rule found it). */
export function alreadyFound(out: readonly Candidate[], type: Candidate['type'], start: number, end: number): boolean {
  for (let i = out.length - 1; i >= 0; i--) {
    const c = out[i];
    if (c.type === type && c.start === start && c.end === end) return true;
  }
  return false;
}
