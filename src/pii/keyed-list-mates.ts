// A keyed list of people names more of them than the rules and the model find: a duty roster, a seating plan or a
// flat list of a staircase ("pon. — Wróbel, wt. — Sobota A., śr. — Mróz", "1 — Zającowie\n2 — Nowak") with one of
// its people found. Items are a short key (a weekday, a number, an hour, a letter), a dash and a value, joined by
// "," or ";" (the first after a colon) on one line or standing one per line; in a list of three or more items where one value is exactly a
// person found, every other value of one or two capitalised words, an initial after them allowed, that each read
// as a name (a first name in any case, a listed, lexicon or surname-shaped surname, or no dictionary word) is a
// person too; where two read so, any other capitalised value is. A value with a role, heading or institution word ("Basen", "Dyrektor", "Szkoła") stays as it is.
import { isDictionaryWord } from './dictionary-words.js';
import { isInstitutionWord } from './institution-words.js';
import { isHeadingWord, isRoleWord } from './label-words.js';
import { loadLexicon } from './morph/index.js';
import { isFirstNameAnyCase } from './names/dictionary.js';
import { isKnownSurname, looksLikeSurname } from './names/surnames.js';
import { covered, overlapping } from './ordered-entities.js';
import type { Candidate } from './types.js';

export const KEYED_LIST_MATE_SCORE = 0.5;

type Accepted = { type: string; start: number; end: number };

/** One item: its key at a line's start or after "," / ";", a dash, then the value up to the next separator. */
const ITEM_RE = /(?:^|[,;:][ \t]*)[ \t]*([\p{L}\d][\p{L}\d.:]{0,7})[ \t]+[—–-][ \t]+([^,;\n]{1,40}?)[ \t]*(?=[,;]|$)/gmu;
const INITIAL_AFTER_RE = / \p{Lu}\.$/u;
/** A value that may be a name: one or two capitalised words, then an optional initial. */
const NAME_VALUE_RE = /^(\p{Lu}[\p{Ll}'-]+|\p{Lu}{2,})(?: (\p{Lu}[\p{Ll}'-]+|\p{Lu}{2,}))?(?: \p{Lu}\.)?\.?$/u;

interface Item { line: number; start: number; end: number }

/** PERSON candidates for the unfound values of keyed lists of people (see above); `accepted` ordered, not overlapping. */
export function keyedListMates(text: string, accepted: readonly Accepted[]): Candidate[] {
  if (!text.includes(' — ') && !text.includes(' – ') && !text.includes(' - ')) return [];
  const items: Item[] = [];
  let line = 0, nextBreak = text.indexOf('\n');
  ITEM_RE.lastIndex = 0;
  for (let m = ITEM_RE.exec(text); m; m = ITEM_RE.exec(text)) {
    const end = m.index + m[0].length;
    const start = end - m[2]!.length;
    while (nextBreak >= 0 && nextBreak < start) { line++; nextBreak = text.indexOf('\n', nextBreak + 1); }
    items.push({ line, start, end });
  }
  if (items.length < 3) return [];
  const out: Candidate[] = [];
  let group: Item[] = [];
  const flush = () => {
    const found = group.filter((it) => isFoundPerson(accepted, it)).length;
    if (group.length >= 3 && found > 0) {
      // A value the finders took only in part ("Kozioł B." with the initial found) still names its person.
      const partly = group.filter((it) => !isFoundPerson(accepted, it) && covered(accepted, it.start, it.end)).length;
      const open = group.filter((it) => !covered(accepted, it.start, it.end) || !isFoundPerson(accepted, it));
      const spans = open.map((it) => nameSpan(text, it, false));
      const people = found + partly + spans.filter(Boolean).length;
      open.forEach((it, i) => {
        const span = spans[i] ?? (people >= 2 ? nameSpan(text, it, true) : undefined);
        if (span && !covered(accepted, span[0], span[1])) out.push({ type: 'PERSON', start: span[0], end: span[1], score: KEYED_LIST_MATE_SCORE, source: 'keyed-list' });
      });
    }
    group = [];
  };
  const perLine = new Map<number, number>();
  for (const it of items) perLine.set(it.line, (perLine.get(it.line) ?? 0) + 1);
  for (const it of items) {
    const last = group[group.length - 1];
    // One list: items on one line, or one item per line on consecutive lines.
    if (last && !(it.line === last.line || (it.line === last.line + 1 && perLine.get(last.line) === 1))) flush();
    group.push(it);
  }
  flush();
  return out;
}

/** Whether a PERSON found covers the item's value from its start (an initial after it may stay out). */
function isFoundPerson(accepted: readonly Accepted[], it: Item): boolean {
  const e = overlapping(accepted, it.start, it.end)[0];
  return e !== undefined && e.type === 'PERSON' && e.start === it.start && e.end <= it.end;
}

/**
 * The name in the item's value, its initial left out, or undefined when the value does not read as a name; in a list
 * of people, any capitalised word that is no role, heading or institution word reads as one ("Kasza").
 */
function nameSpan(text: string, it: Item, listOfPeople: boolean): [number, number] | undefined {
  const value = text.slice(it.start, it.end);
  const m = NAME_VALUE_RE.exec(value);
  if (!m) return undefined;
  const words = [m[1]!, m[2]].filter((w): w is string => w !== undefined);
  // A word with an initial after it reads as a surname ("Zima A."), as a name column's does.
  const initial = INITIAL_AFTER_RE.test(value);
  if (!words.every((w) => (listOfPeople || initial ? !isNonNameWord(w) : readsAsName(w)))) return undefined;
  return [it.start, it.start + (m[2] ? m[1]!.length + 1 + m[2].length : m[1]!.length)];
}

function isNonNameWord(word: string): boolean {
  return isRoleWord(word) || isHeadingWord(word) || isInstitutionWord(word);
}

function readsAsName(word: string): boolean {
  if (isNonNameWord(word)) return false;
  if (isFirstNameAnyCase(word) || isKnownSurname(word) || looksLikeSurname(word) || !isDictionaryWord(word)) return true;
  return loadLexicon().readingsOf(word).some((r) => r.entry.kind === 'surname' || r.entry.kind === 'first');
}
