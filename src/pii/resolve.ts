// Overlap resolution, exactly as the spec's "Entity detection rules":
// 1. adjacent PERSON matches separated by at most 2 whitespace characters are merged
//    (span = start of the first … end of the second, score = the higher one);
// 2. greedy: by descending score (ties: longer first, then earlier first), a match is accepted
//    only if it overlaps no accepted match.
// (3. replacing from the end is anonymize.ts's job; it receives the accepted matches by position.)
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

/** Merge, then resolve. Candidates with an empty or out-of-range span are dropped first. */
export function resolveCandidates(candidates: readonly Candidate[], text: string): Candidate[] {
  const valid = candidates.filter(
    (c) => Number.isInteger(c.start) && Number.isInteger(c.end) && c.start >= 0 && c.end <= text.length
      && c.start < c.end && Number.isFinite(c.score),
  );
  return resolveOverlaps(mergeAdjacentPersons(valid, text));
}
