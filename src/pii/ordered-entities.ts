// Lookups in a text's accepted entities, ordered by start and not overlapping (the output of resolution), for
// the rules that read the entities around a position after resolution (organization-lists.ts, person-list-mates.ts, firm-name-echoes.ts, numbered-list-mates.ts).
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

/** Index of the first entity of the ordered, non-overlapping `accepted` that ends after `start`. */
function firstEndingAfter(accepted: readonly { end: number }[], start: number): number {
  let lo = 0, hi = accepted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (accepted[mid]!.end <= start) lo = mid + 1; else hi = mid;
  }
  return lo;
}

/** Whether an entity of the ordered, non-overlapping `accepted` overlaps [start, end). */
export function covered(accepted: readonly { start: number; end: number }[], start: number, end: number): boolean {
  const i = firstEndingAfter(accepted, start);
  return i < accepted.length && accepted[i]!.start < end;
}

/** The entities of the ordered, non-overlapping `accepted` that overlap [start, end). */
export function overlapping<T extends { start: number; end: number }>(accepted: readonly T[], start: number, end: number): T[] {
  const out: T[] = [];
  for (let i = firstEndingAfter(accepted, start); i < accepted.length && accepted[i]!.start < end; i++) out.push(accepted[i]!);
  return out;
}
