// A numbered or bulleted list of people names more of them than the rules and the model find: "1. Bao Tran
// 2. Zuzanna Mróz 3. Arjun Patel 4. Filip Kos" with Zuzanna Mróz and Filip Kos found. Where two or more items of
// one list are each exactly a person found, every other item of two or three capitalised words is a person too,
// however foreign its words, a Vietnamese family name that is also a Polish word too ("Tran" is fish oil): a school's, a team's or a shift's list names
// people item by item. Not an item with a role, heading or institution word ("Dyrektor Szkoły", "Sala
// Gimnastyczna"), and not a list with fewer than two found people.
import { isHeadingWord, isRoleWord } from './label-words.js';
import { isInstitutionWord } from './institution-words.js';
import { isDictionaryWord } from './dictionary-words.js';
import { loadLexicon } from './morph/index.js';
import { isFirstNameAnyCase } from './names/dictionary.js';
import { isKnownSurname } from './names/surnames.js';
import { entityAt, overlapping } from './ordered-entities.js';
import { DISTINCT_FAMILY, OTHER_FAMILY } from './detectors/vietnamese-names.js';
import type { Candidate } from './types.js';

/** Vietnamese family names, lower case: a name word in a list though also a Polish word ("Tran", "Mai"). */
const VIETNAMESE_FAMILY: ReadonlySet<string> = new Set([...DISTINCT_FAMILY, ...OTHER_FAMILY].map((n) => n.toLowerCase()));

export const NUMBERED_LIST_MATE_SCORE = 0.5;

/** A list marker: a number with "." or ")" or a bullet, at a line's start or after a space (inline lists). */
const MARKER_RE = /(?:^|[\s:])((?:\d{1,3}[.)]|[-•*–])[ \t]+)/gm;
/** An item of two or three capitalised words (or words in capitals), the whole item. */
const MARKER_HINT_RE = /\d[.)] |[-•*–] /g;
const NAME_ITEM_RE = /^(\p{Lu}[\p{L}'-]*)(?: (\p{Lu}[\p{L}'-]*)){1,2}$/u;
const WORD_RE = /\p{L}[\p{L}'-]*/gu;

type Accepted = { type: string; start: number; end: number };

/** PERSON candidates for the unfound items of lists of people (see above); `accepted` ordered, not overlapping. */
export function numberedListMates(text: string, accepted: readonly Accepted[]): Candidate[] {
  // Cheap test first: a list has at least three markers.
  if ((text.match(MARKER_HINT_RE)?.length ?? 0) < 3) return [];
  const items = listItems(text);
  if (items.length < 3) return [];
  const out: Candidate[] = [];
  // Items of one list follow each other with nothing but the markers between: grouped by the line they start on,
  // or, on separate lines, by adjacent lines.
  let group: Array<{ start: number; end: number }> = [];
  const flush = () => {
    const people = group.filter((it) => { const e = entityAt(accepted as Candidate[], it.start, 'start'); return e?.type === 'PERSON' && e.end === it.end; }).length;
    if (people >= 2) for (const it of group) if (isNameItem(text, it, accepted)) uncoveredRuns(text, it, accepted, out);
    group = [];
  };
  for (let i = 0; i < items.length; i++) {
    const it = items[i]!;
    if (group.length > 0 && !followsOn(text, group[group.length - 1]!.end, it.markerStart)) flush();
    group.push(it);
  }
  flush();
  return out;
}

interface Item { markerStart: number; start: number; end: number }

/** Each list item: from after its marker to the next marker or the line's end, trimmed. */
function listItems(text: string): Item[] {
  const markers: Array<[number, number]> = [];
  MARKER_RE.lastIndex = 0;
  for (let m = MARKER_RE.exec(text); m; m = MARKER_RE.exec(text)) {
    const end = m.index + m[0].length;
    markers.push([end - m[1]!.length, end]);
    MARKER_RE.lastIndex = end;
  }
  const items: Item[] = [];
  for (let i = 0; i < markers.length; i++) {
    const [markerStart, start] = markers[i]!;
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    if (i + 1 < markers.length && markers[i + 1]![0] < end) end = markers[i + 1]![0];
    while (end > start && /[\s,;.]/.test(text[end - 1]!)) end--;
    if (end > start) items.push({ markerStart, start, end });
  }
  return items;
}

/** Whether the next item's marker follows the previous item with only spaces, or one line break, between. */
function followsOn(text: string, end: number, markerStart: number): boolean {
  const between = text.slice(end, markerStart);
  return /^[\s,;.]*$/.test(between) && (between.match(/\n/g)?.length ?? 0) <= 1;
}

/** Whether an item reads as a name: two or three capitalised words, each a name's or no word of the dictionary
 * ("Bao Tran", "Arjun Patel"; not "Sala Gimnastyczna", "Otwarcie Sesji"), and no entity but a person in it. */
function isNameItem(text: string, item: { start: number; end: number }, accepted: readonly Accepted[]): boolean {
  const s = text.slice(item.start, item.end);
  if (!NAME_ITEM_RE.test(s) || overlapping(accepted, item.start, item.end).some((e) => e.type !== 'PERSON' || (e.start === item.start && e.end === item.end))) return false;
  for (const w of s.match(WORD_RE) ?? []) {
    if (w.length < 2 || isRoleWord(w) || isHeadingWord(w) || isInstitutionWord(w)) return false;
    if (isDictionaryWord(w) && !isFirstNameAnyCase(w) && !isKnownSurname(w) && !VIETNAMESE_FAMILY.has(w.toLowerCase()) &&
      !loadLexicon().readingsOf(w).some((r) => r.entry.kind === 'surname')) return false;
  }
  return true;
}

/** PERSON candidates for the stretches of an item that no accepted span covers ("Rohan" before a found "Mehta"). */
function uncoveredRuns(text: string, item: { start: number; end: number }, accepted: readonly Accepted[], out: Candidate[]): void {
  let from = item.start;
  const inside = overlapping(accepted, item.start, item.end);
  for (const e of [...inside, { start: item.end, end: item.end }]) {
    let start = from, end = e.start;
    while (start < end && text[start] === ' ') start++;
    while (end > start && text[end - 1] === ' ') end--;
    if (end > start) out.push({ type: 'PERSON', start, end, score: NUMBERED_LIST_MATE_SCORE, source: 'numbered-list' });
    from = e.end;
  }
}
