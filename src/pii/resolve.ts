// Overlap resolution (docs/pii-detection.md §4):
// 1. adjacent PERSON matches separated by at most 2 whitespace characters are merged
//    (span = start of the first … end of the second, score = the higher one);
// 2. greedy: by descending score (ties: longer first, then earlier first), a match is accepted
//    only if it overlaps no accepted match.
// (3. replacing from the end is anonymize.ts's job; it receives the accepted matches by position.)
// Then one more step (acceptRemainders): digits of a rejected candidate that no
// accepted match covers are accepted on their own, so a partial overlap cannot leave them in clear.
import type { Candidate } from './types.js';

const MAX_PERSON_GAP = 2;

function isWhitespaceGap(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    // ASCII whitespace, NBSP and the Unicode space separators commonly seen in pasted text.
    if (!(c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || (c >= 0x2000 && c <= 0x200a) || c === 0x202f || c === 0x3000)) return false;
  }
  return true;
}

/**
 * Merges chains of PERSON candidates ("Jan" + "Maria" + "Rokita"). Every span that ends right
 * before a candidate (gap 0–2 whitespace characters) is extended by it; a candidate that extends
 * no span starts a new one. Overlapping PERSON candidates from different sources (dictionary and
 * NER) each keep their own chain, so the greedy step can still prefer the stronger one.
 */
export function mergeAdjacentPersons(candidates: readonly Candidate[], text: string): Candidate[] {
  const others: Candidate[] = [];
  const persons: Candidate[] = [];
  for (const c of candidates) (c.type === 'PERSON' ? persons : others).push(c);
  if (persons.length < 2) return candidates.slice();
  persons.sort((a, b) => a.start - b.start || b.end - a.end);

  const done: Candidate[] = [];
  let open: Candidate[] = []; // spans that may still be extended (end ≥ current start − gap)
  for (const c of persons) {
    const stillOpen: Candidate[] = [];
    let extended = false;
    for (const s of open) {
      if (s.end < c.start - MAX_PERSON_GAP) { done.push(s); continue; }
      if (s.end <= c.start && isWhitespaceGap(text, s.end, c.start)) {
        stillOpen.push({ type: 'PERSON', start: s.start, end: c.end, score: Math.max(s.score, c.score), source: 'merged' });
        extended = true;
      } else {
        stillOpen.push(s);
      }
    }
    if (!extended) stillOpen.push(c);
    open = stillOpen;
  }
  for (const s of open) done.push(s);
  return others.concat(done);
}

/** Greedy overlap resolution; returns the accepted candidates ordered by start. */
export function resolveOverlaps(candidates: readonly Candidate[]): Candidate[] {
  const ranked = candidates.slice().sort(
    (a, b) => b.score - a.score || (b.end - b.start) - (a.end - a.start) || a.start - b.start,
  );
  const accepted: Candidate[] = []; // kept sorted by start, non-overlapping
  for (const c of ranked) {
    // First accepted span starting at or after c.start.
    let lo = 0;
    let hi = accepted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (accepted[mid].start < c.start) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0 && accepted[lo - 1].end > c.start) continue;
    if (lo < accepted.length && accepted[lo].start < c.end) continue;
    accepted.splice(lo, 0, c);
  }
  return accepted;
}

/** Fewest digits an uncovered stretch of a rejected candidate needs to be accepted on its own. */
const MIN_REMAINDER_DIGITS = 3;
/** Types whose letters identify too (an address's local part, a handle): their remainders need no digits. */
const HANDLE_TYPES = new Set<string>(['EMAIL_ADDRESS', 'USERNAME']);

/**
 * Beyond rule 2, which only says a match overlapping an accepted one is not accepted: the
 * part of it that no accepted match covers would stay in clear. In "+48 474 559 123-jan@example.com"
 * the e-mail (its local part may hold digits and "-") takes the phone's last group and the phone is
 * rejected, leaving "+48 474 559" readable. So each stretch of a rejected candidate outside every
 * accepted match, trimmed to letters and digits at its ends, is accepted with the candidate's type when
 * it holds at least MIN_REMAINDER_DIGITS digits, or, for an e-mail address or a username, 3 characters
 * (a rejected name's remainder stays: the model's and the dictionaries' name spans often overlap).
 * Rejected candidates are taken by descending score, each stretch checked against what is accepted so far.
 */
export function acceptRemainders(candidates: readonly Candidate[], accepted: Candidate[], text: string): Candidate[] {
  const kept = new Set(accepted);
  const rejected = candidates.filter((c) => !kept.has(c)).sort((a, b) => b.score - a.score || a.start - b.start);
  let out = accepted;
  for (const r of rejected) {
    for (const [from, to] of uncovered(r.start, r.end, out)) {
      const span = trimToWord(text, from, to);
      if (span && (countDigits(text, span[0], span[1]) >= MIN_REMAINDER_DIGITS || (HANDLE_TYPES.has(r.type) && span[1] - span[0] >= 3))) {
        out = insertByStart(out, { type: r.type, start: span[0], end: span[1], score: r.score, source: 'remainder' });
      }
    }
  }
  return out;
}

/** The stretches of [start, end) that no span of `sorted` (by start, non-overlapping) covers. */
function uncovered(start: number, end: number, sorted: readonly Candidate[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let at = start;
  for (const a of sorted) {
    if (a.end <= at) continue;
    if (a.start >= end) break;
    if (a.start > at) out.push([at, a.start]);
    at = Math.max(at, a.end);
  }
  if (at < end) out.push([at, end]);
  return out;
}

const isWordChar = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c >= 0xc0;

/** [from, to) without the separators at its ends ("+" kept: it belongs to a phone number), or null. */
function trimToWord(text: string, from: number, to: number): [number, number] | null {
  while (from < to && !isWordChar(text.charCodeAt(from)) && text[from] !== '+') from++;
  while (to > from && !isWordChar(text.charCodeAt(to - 1))) to--;
  return from < to ? [from, to] : null;
}

function countDigits(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) n++;
  return n;
}

function insertByStart(sorted: Candidate[], c: Candidate): Candidate[] {
  let i = 0;
  while (i < sorted.length && sorted[i].start < c.start) i++;
  sorted.splice(i, 0, c);
  return sorted;
}

/**
 * Merge, then resolve, then accept the identifier remainders of rejected candidates. Candidates with
 * an empty or out-of-range span are dropped first.
 */
export function resolveCandidates(candidates: readonly Candidate[], text: string): Candidate[] {
  const valid = candidates.filter(
    (c) => Number.isInteger(c.start) && Number.isInteger(c.end) && c.start >= 0 && c.end <= text.length
      && c.start < c.end && Number.isFinite(c.score),
  );
  const merged = mergeAdjacentPersons(valid, text);
  const accepted = resolveOverlaps(merged);
  return accepted.length === merged.length ? accepted : acceptRemainders(merged, accepted, text);
}
