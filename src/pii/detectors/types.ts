import type { Candidate } from '../types.js';
import type { ScanText } from '../context.js';

/** A detector appends its candidates for one text to `out` (no allocation of a result array). */
export type Detector = (scan: ScanText, out: Candidate[]) => void;

/** Lookbehind/lookahead that make a number "stand alone": not glued to letters, digits, "+" or a
 *  digit group continued by a separator (so "12-345" inside "612-345-678" is not a postal code). */
export const NUM_START = String.raw`(?<![\p{L}\p{N}_+]|\d[.,\/-])`;
export const NUM_END = String.raw`(?![\p{L}\p{N}_]|[.,\/-]\d)`;
/** For a number its checksum vouches for: a ",", "/" or "-" between it and another number is a list
 *  separator (CSV "45091177561,63022633276", "…/…"), not a decimal or a digit group; "." still is. */
export const LISTED_START = String.raw`(?<![\p{L}\p{N}_+]|\d\.)`;
export const LISTED_END = String.raw`(?![\p{L}\p{N}_]|\.\d)`;

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
