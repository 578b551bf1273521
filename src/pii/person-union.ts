// Overlapping PERSON candidates from different detectors are one person seen twice: the model finds
// "szymańskim" where a rule finds "karolem szymańskim", the dictionary "Mateusz" where the model
// finds "Mateusz P10trowski". Greedy resolution would keep the higher-scored part and leave the rest
// of the name in clear, so overlapping PERSON candidates are replaced by their union (highest score).
// Only overlaps: PERSON spans that merely touch are the resolver's adjacent-merge rule.
// Likewise a place or organization the model finds strictly inside a longer PERSON span ("karolem
// szymańskim" with "szymańskim" read as a place) gives way, so the whole name gets one tag.
import type { Candidate } from './types.js';

/** PERSON spans united (see above), and LOCATION/ORGANIZATION spans strictly inside one dropped. */
export function unitePersons(candidates: Candidate[]): Candidate[] {
  const united = uniteOverlappingPersons(candidates);
  const persons = united.filter((c) => c.type === 'PERSON');
  if (persons.length === 0) return united;
  return united.filter((c) => (c.type !== 'LOCATION' && c.type !== 'ORGANIZATION')
    || !persons.some((p) => p.start <= c.start && c.end <= p.end && p.end - p.start > c.end - c.start));
}

export function uniteOverlappingPersons(candidates: Candidate[]): Candidate[] {
  const persons = candidates.filter((c) => c.type === 'PERSON');
  if (persons.length < 2) return candidates;
  persons.sort((a, b) => a.start - b.start || b.end - a.end);
  const united: Candidate[] = [];
  let cur = persons[0];
  let changed = false;
  for (let i = 1; i < persons.length; i++) {
    const c = persons[i];
    if (c.start < cur.end) {
      if (c.end > cur.end || c.score > cur.score) {
        cur = { type: 'PERSON', start: cur.start, end: Math.max(cur.end, c.end), score: Math.max(cur.score, c.score), source: 'united' };
      }
      changed = true;
    } else {
      united.push(cur);
      cur = c;
    }
  }
  united.push(cur);
  if (!changed) return candidates;
  return candidates.filter((c) => c.type !== 'PERSON').concat(united);
}
