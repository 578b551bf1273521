// Overlapping PERSON candidates from different detectors are one person seen twice: the model finds
// "szymańskim" where a rule finds "karolem szymańskim", the dictionary "Mateusz" where the model
// finds "Mateusz P10trowski". Greedy resolution would keep the higher-scored part and leave the rest
// of the name in clear, so overlapping PERSON candidates are replaced by their union (highest score).
// Only overlaps: PERSON spans that merely touch are the resolver's adjacent-merge rule.
// Likewise a place or organization the model finds strictly inside a longer PERSON span ("karolem
// szymańskim" with "szymańskim" read as a place) gives way, so the whole name gets one tag; and two
// names or two places joined by a bare hyphen ("Kędzierzyna" "-" "Koźla", "Kowalska" "-" "Nowak", which
// the model's tokenizer splits) become one span.
import type { Candidate } from './types.js';

/** PERSON spans united (see above), LOCATION/ORGANIZATION spans strictly inside one dropped, hyphens joined. */
export function unitePersons(candidates: Candidate[], text: string): Candidate[] {
  const united = joinHyphenated(uniteOverlappingPersons(candidates), text);
  const persons = united.filter((c) => c.type === 'PERSON');
  if (persons.length === 0) return united;
  return united.filter((c) => (c.type !== 'LOCATION' && c.type !== 'ORGANIZATION')
    || !persons.some((p) => p.start <= c.start && c.end <= p.end && p.end - p.start > c.end - c.start));
}

function uniteOverlappingPersons(candidates: Candidate[]): Candidate[] {
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

/** PERSON or LOCATION spans of one type with only "-" between them, joined into one. */
function joinHyphenated(candidates: Candidate[], text: string): Candidate[] {
  let joined: Candidate[] | undefined;
  for (const a of candidates) {
    if ((a.type !== 'PERSON' && a.type !== 'LOCATION') || text[a.end] !== '-') continue;
    const b = candidates.find((c) => c.type === a.type && c.start === a.end + 1);
    if (!b) continue;
    joined ??= candidates.slice();
    joined.push({ type: a.type, start: a.start, end: b.end, score: Math.max(a.score, b.score), source: 'hyphen' });
  }
  return joined ?? candidates;
}
