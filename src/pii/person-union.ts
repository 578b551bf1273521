// Overlapping PERSON candidates from different detectors are one person seen twice: the model finds
// "szymańskim" where a rule finds "karolem szymańskim", the dictionary "Mateusz" where the model
// finds "Mateusz P10trowski". Greedy resolution would keep the higher-scored part and leave the rest
// of the name in clear, so overlapping PERSON candidates are replaced by their union (highest score).
// Only overlaps: PERSON spans that merely touch are the resolver's adjacent-merge rule.
// Likewise a place or organization the model finds strictly inside a longer PERSON span ("karolem
// szymańskim" with "szymańskim" read as a place) gives way, so the whole name gets one tag; and two
// names or two places joined by a bare hyphen ("Kędzierzyna" "-" "Koźla", "Kowalska" "-" "Nowak", which
// the model's tokenizer splits) become one span.
// A PERSON span of one word the NER model found is first extended over the next word when it is capitalised ("Anna" +
// "Kowalskaa") or looks like a surname in any case ("jan" + "kowalsky"), and over the word before when it is
// a first name or one typo away from one ("Jna" + "Kowalski"), so a name the model or a rule found in part
// is replaced whole. A PERSON span inside a company name found by its legal form gives way to it, so the
// company is replaced whole (docs/pii-detection.md §7).
import { isRoleWord } from './label-words.js';
import { isFirstNameAnyCase } from './names/dictionary.js';
import { isNearFirstName } from './names/fuzzy.js';
import { looksLikeSurname } from './names/surnames.js';
import { isNotPersonWord } from './ner-noise.js';
import type { Candidate } from './types.js';

/** PERSON spans extended and united (see above), LOCATION/ORGANIZATION spans strictly inside one dropped, hyphens joined. */
export function unitePersons(candidates: Candidate[], text: string): Candidate[] {
  const united = joinHyphenated(uniteOverlappingPersons(extendPersons(insideCompanies(candidates), text)), text);
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

const WORD_AFTER_RE = /^ (\p{L}+(?:-\p{L}+)*)(?![\p{L}\p{N}_@]|\.\p{L})/u;
const WORD_BEFORE_RE = /(?<![\p{L}\p{N}_@.])(\p{L}+) $/u;
const ONE_WORD_RE = /^\p{L}+(?:-\p{L}+)*$/u;
const CAPITALISED_RE = /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?$/u;
const UPPER_START_RE = /^\p{Lu}/u;
/** Words that follow a name but are no part of it (folded): months, weekdays, conjunctions. */
const NOT_NAME_AFTER: ReadonlySet<string> = new Set([
  'stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'wrzesnia', 'pazdziernika',
  'listopada', 'grudnia', 'poniedzialek', 'wtorek', 'sroda', 'czwartek', 'piatek', 'sobota', 'niedziela', 'i', 'oraz',
  'lub', 'albo', 'czy', 'ale', 'a', 'w', 'we', 'z', 'ze', 'na', 'do', 'od', 'po', 'pesel', 'nip', 'tel', 'ul', 'nr',
]);

/** One-word PERSON spans extended over an adjacent word that continues the name (see the header). */
function extendPersons(candidates: Candidate[], text: string): Candidate[] {
  let out: Candidate[] | undefined;
  candidates.forEach((c, i) => {
    if (c.type !== 'PERSON' || c.source !== 'ner') return; // the rules' spans end where their pattern does
    const span = text.slice(c.start, c.end);
    if (!ONE_WORD_RE.test(span)) return;
    let { start, end } = c;
    const after = WORD_AFTER_RE.exec(text.slice(end, end + 40));
    if (after && continuesName(span, after[1]!) && !takenByOther(candidates, end + 1, end + 1 + after[1]!.length)) end += 1 + after[1]!.length;
    const before = WORD_BEFORE_RE.exec(text.slice(Math.max(0, start - 40), start));
    if (before && startsName(span, before[1]!) && !takenByOther(candidates, start - 1 - before[1]!.length, start - 1)) start -= 1 + before[1]!.length;
    if (start === c.start && end === c.end) return;
    out ??= candidates.slice();
    out[i] = { ...c, start, end, source: 'extended' };
  });
  return out ?? candidates;
}

/** The word after a one-word name is its surname: capitalised after a capitalised name, or surname-like. */
function continuesName(name: string, word: string): boolean {
  if (NOT_NAME_AFTER.has(word.toLowerCase()) || isRoleWord(word) || isNotPersonWord(word)) return false;
  if (CAPITALISED_RE.test(name)) return CAPITALISED_RE.test(word) || looksLikeSurname(word);
  return looksLikeSurname(word) && !isFirstNameAnyCase(word);
}

/** The word before a one-word name (a surname) is its first name, maybe mistyped, written in the same case style. */
function startsName(name: string, word: string): boolean {
  if (word.length < 3 || isRoleWord(word) || isNotPersonWord(word) || NOT_NAME_AFTER.has(word.toLowerCase())) return false;
  if (UPPER_START_RE.test(name) !== UPPER_START_RE.test(word)) return false;
  return isFirstNameAnyCase(word) || isNearFirstName(word);
}

/**
 * Without the PERSON spans inside a company name found by its legal form or a company field ("Kowalski" in
 * "Kowalski sp. j."): the company is replaced whole, the owner's name with it.
 */
function insideCompanies(candidates: Candidate[]): Candidate[] {
  const companies = candidates.filter((c) => c.type === 'ORGANIZATION' && (c.source === 'legal-form' || c.source === 'form-field'));
  const institutions = candidates.filter((c) => c.type === 'ORGANIZATION' && (c.source === 'institution' || c.source === 'acronym'));
  if (companies.length === 0 && institutions.length === 0) return candidates;
  const inside = (c: Candidate, o: Candidate) => o.start <= c.start && c.end <= o.end && o.end - o.start > c.end - c.start;
  return candidates.filter((c) => {
    if (!NAME_TYPES.has(c.type)) return true;
    // A person inside a company's or an institution's name ("Uniwersytet Mikołaja Kopernika"), and a place or
    // another organization inside an institution's or an inflected acronym's ("… w Polsce", "Klubie SLD",
    // "PZU" of "PZU-Życie"), go with the whole name.
    if (c.type === 'PERSON' && companies.some((o) => inside(c, o))) return false;
    if (institutions.some((o) => o !== c && inside(c, o))) return false;
    // An acronym or an institution inside a longer name the model or a rule found is part of that name, unless
    // that name loses to a company's name it crosses or holds.
    if (c.source === 'acronym' || c.source === 'institution') return !candidates.some((o) => NAME_TYPES.has(o.type) && inside(c, o) && !loses(o, candidates));
    return true;
  });
}
const NAME_TYPES: ReadonlySet<string> = new Set(['PERSON', 'LOCATION', 'ORGANIZATION']);

/**
 * Whether `o` loses resolution for certain: a company's name found by its legal form or a field, scored higher,
 * crosses it or lies inside it ("Bank of America Polska S.A." in the model's "Bank of America Polska S.A. przez
 * Santander Consumer Bank", which would otherwise take "Santander Consumer Bank" down with it).
 */
function loses(o: Candidate, candidates: readonly Candidate[]): boolean {
  return candidates.some((p) => p !== o && p.score > o.score && p.start < o.end && o.start < p.end
    && (p.source === 'legal-form' || p.source === 'form-field') && !(p.start <= o.start && o.end <= p.end));
}

/** Whether a candidate of another type overlaps [start, end) (the word is a place or a number, not a surname). */
function takenByOther(candidates: readonly Candidate[], start: number, end: number): boolean {
  return candidates.some((c) => c.type !== 'PERSON' && c.start < end && start < c.end);
}
