// A list of organizations names more of them than the model or the rules find: "stoiska przygotowały: Novell,
// Xerox, Telekomunikacja Polska SA, Action, Epson" with Xerox and Telekomunikacja found. Where items joined by
// ", ", " i ", " oraz " or " lub " hold two or more accepted ORGANIZATION spans and more of them than spans of
// other types (the model reads a brand as a place now and then), each other item of one to three capitalised
// words is an ORGANIZATION too, when its first word is no first name, no kind of institution and, at a
// sentence's start, no word of the language. A list with as many people or places as organizations is a list
// of something else ("Kowalski, Nowak, PZU i Orlen"); an item in lower case, a number or a longer phrase ends it.
import { atSentenceStart, isOrganizationHead, isOrganizationKindNoun } from './detectors/organization-shapes.js';
import { isDictionaryWord } from './dictionary-words.js';
import { isFirstNameAnyCase } from './names/dictionary.js';
import type { Candidate } from './types.js';
import { covered, entityAt } from './ordered-entities.js';

export const ORGANIZATION_LIST_SCORE = 0.45;

/** A separator of list items, right at the position given (sticky). */
const SEPARATOR_RE = /(?:, | i | oraz | lub )/y;
/** One to three capitalised words right at the position given (sticky), each ending at a word boundary. */
const NAME_RUN_RE = /\p{Lu}[\p{L}\p{N}&'’-]*(?: \p{Lu}[\p{L}\p{N}&'’-]*){0,2}(?![\p{L}\p{N}&'’-])/uy;
/** A separator ending right at the end of the text given. */
const SEPARATOR_BEFORE_RE = /(?:, | i | oraz | lub )$/;

interface Item { start: number; end: number; entity?: Candidate }

/**
 * Whether a run of capitalised words at `start` may be an organization's name on its own: its first word no first
 * name or kind of institution, nor, at a sentence's start, where any word is capitalised, a word of the language.
 */
function mayName(text: string, start: number, run: string): boolean {
  const first = run.split(' ')[0]!;
  return first.length >= 2 && !isFirstNameAnyCase(first) && !isOrganizationHead(first) && !isOrganizationKindNoun(first)
    && !(atSentenceStart(text, start) && isDictionaryWord(first));
}

/**
 * ORGANIZATION candidates for the unfound items of lists of organizations (see the header). `accepted` is
 * ordered by position and does not overlap.
 */
export function organizationListItems(text: string, accepted: readonly Candidate[]): Candidate[] {
  const orgs = accepted.filter((c) => c.type === 'ORGANIZATION');
  if (orgs.length < 2) return [];
  const out: Candidate[] = [];
  let scannedTo = -1;
  for (const org of orgs) {
    if (org.start < scannedTo) continue;
    const items: Item[] = [{ start: org.start, end: org.end, entity: org }];
    // Leftwards: items that end right before a separator before the first item.
    for (let first = items[0]!; ;) {
      const sep = SEPARATOR_BEFORE_RE.exec(text.slice(Math.max(0, first.start - 6), first.start));
      if (!sep) break;
      const end = first.start - sep[0].length;
      const item = itemEndingAt(text, accepted, end);
      if (!item) break;
      items.unshift(item);
      first = item;
    }
    // Rightwards: items that start right after a separator after the last item.
    for (let last = items[items.length - 1]!; ;) {
      SEPARATOR_RE.lastIndex = last.end;
      const sep = SEPARATOR_RE.exec(text);
      if (!sep) break;
      const item = itemStartingAt(text, accepted, last.end + sep[0].length);
      if (!item) break;
      items.push(item);
      last = item;
    }
    scannedTo = items[items.length - 1]!.end;
    const found = items.filter((i) => i.entity);
    const orgCount = found.filter((i) => i.entity!.type === 'ORGANIZATION').length;
    if (orgCount < 2 || orgCount <= found.length - orgCount) continue;
    for (const i of items) {
      if (!i.entity) out.push({ type: 'ORGANIZATION', start: i.start, end: i.end, score: ORGANIZATION_LIST_SCORE, source: 'list' });
    }
  }
  return out;
}

/** The list item starting at `pos`: an accepted entity, or capitalised words no entity covers that may name an organization. */
function itemStartingAt(text: string, accepted: readonly Candidate[], pos: number): Item | undefined {
  const entity = entityAt(accepted, pos, 'start');
  if (entity) return { start: entity.start, end: entity.end, entity };
  NAME_RUN_RE.lastIndex = pos;
  const run = NAME_RUN_RE.exec(text);
  if (!run || !mayName(text, pos, run[0]) || covered(accepted, pos, pos + run[0].length)) return undefined;
  return { start: pos, end: pos + run[0].length };
}

/** The list item ending at `end`: an accepted entity, or one to three capitalised words no entity covers. */
function itemEndingAt(text: string, accepted: readonly Candidate[], end: number): Item | undefined {
  const entity = entityAt(accepted, end, 'end');
  if (entity) return { start: entity.start, end: entity.end, entity };
  const m = /(?:^|[^\p{L}\p{N}&'’-])(\p{Lu}[\p{L}\p{N}&'’-]*(?: \p{Lu}[\p{L}\p{N}&'’-]*){0,2})$/u.exec(text.slice(Math.max(0, end - 60), end));
  if (!m) return undefined;
  // The longest run of the last words that may be a name: "Wczoraj Novell" is "Novell".
  const words = m[1]!.split(' ');
  for (let k = words.length; k >= 1; k--) {
    const run = words.slice(-k).join(' ');
    const start = end - run.length;
    if (!mayName(text, start, run)) continue;
    return covered(accepted, start, end) ? undefined : { start, end };
  }
  return undefined;
}
