// Lookups in a text's accepted entities, ordered by start and not overlapping (the output of resolution), for
// the rules that read the entities around a position after resolution (organization-lists.ts, person-list-mates.ts).
import type { Candidate } from './types.js';

/** The entity that starts at `pos` or ends at `end`, by binary search over the ordered `accepted`. */
export function entityAt(accepted: readonly Candidate[], pos: number, key: 'start' | 'end'): Candidate | undefined {
  let lo = 0, hi = accepted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (accepted[mid]![key] < pos) lo = mid + 1; else hi = mid;
  }
  const c = accepted[lo];
  return c !== undefined && c[key] === pos ? c : undefined;
}

/** Whether an entity of the ordered, non-overlapping `accepted` overlaps [start, end). */
export function covered(accepted: readonly { start: number; end: number }[], start: number, end: number): boolean {
  let lo = 0, hi = accepted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (accepted[mid]!.end <= start) lo = mid + 1; else hi = mid;
  }
  return lo < accepted.length && accepted[lo]!.start < end;
}
