// Handles that the rules and the model find only in part, or not at all, once the entities around them are known:
// - a name inside a handle ("Kaczor_Donald", "pixelowy_lis" with "Donald" or "pixelowy" read as a person): the
//   whole token joined by "_" is the handle, so no part of it stays in clear (widenToHandles);
// - the other items of a list in which one item is a found handle ("1. xKamilosx 2. Bartek_99 3. p1otr_k",
//   "Skład: Bartek_99, zielonyjez, Kasia"): a one-token item that no dictionary knows, or that has a handle's
//   shape, is a handle there too (handleListMates);
// - a login made of a found person's name ("Marek Wróbel" … "mwrobel", "marek.wrobel", "wrobel_m"): it names
//   that person wherever it stands (nameLogins);
// - a found handle's stem on its own ("SzczupakPL" … "ten \"Szczupak\" z gildii", "Kotek88" … "Kotek"): the nick
//   without its tag or number, capitalised as in the handle (handleStems);
// - the other speakers of a chat log whose speakers are found handles ("kropek: …\nola_k: …\nnocnamarek: …"): a
//   one-token label at a line's start is a handle there too (speakerMates).
import { isDictionaryWord } from './dictionary-words.js';
import { isSystemAccount } from './detectors/system-accounts.js';
import { isRoleWord } from './label-words.js';
import { fold, foldText } from './fold.js';
import { covered, overlapping } from './ordered-entities.js';
import type { Candidate, EntityType } from './types.js';

export const HANDLE_ECHO_SCORE = 0.5;

type Accepted = { type: EntityType; start: number; end: number; score?: number; source?: string };

const isTokenUnit = (c: string | undefined): boolean => c !== undefined && /[\p{L}\p{N}_]/u.test(c);

/**
 * `accepted` with each PERSON or USERNAME span that is part of a longer token joined by "_" widened to that token
 * and typed USERNAME (spans the token then holds are merged into it). Ordered, not overlapping, as given.
 */
export function widenToHandles<T extends Accepted>(text: string, accepted: readonly T[]): T[] {
  if (text.indexOf('_') < 0) return accepted as T[];
  let out: T[] | undefined;
  for (let i = 0; i < accepted.length; i++) {
    const e = accepted[i]!;
    if (e.type !== 'PERSON' && e.type !== 'USERNAME') continue;
    if (!isTokenUnit(text[e.start - 1]) && !isTokenUnit(text[e.end])) continue;
    let start = e.start, end = e.end;
    while (isTokenUnit(text[start - 1])) start--;
    while (isTokenUnit(text[end])) end++;
    if (text.slice(start, end).indexOf('_') < 0) continue;
    // Only people and handles may be merged into the token: an identifier inside it keeps its own tag.
    const inside = overlapping(out ?? accepted, start, end);
    if (inside.some((c) => c.type !== 'PERSON' && c.type !== 'USERNAME')) continue;
    out ??= accepted.slice();
    const first = out.indexOf(inside[0]!);
    out.splice(first, inside.length, { ...e, type: 'USERNAME', start, end });
    i = Math.max(i, accepted.indexOf(inside.at(-1) as T)); // go on after the last span merged
  }
  return out ?? (accepted as T[]);
}

/** An inline or line-started list marker: "1. ", "2) " after a line's start or a space. */
const NUMBER_MARKER_RE = /(?:^|[ \t:])(\d{1,2}[.)])[ \t]+/gm;
/** A handle's shape: a digit, "_", or a capital after a lower-case letter ("xKamilosx", "p1otr_k"). */
const HANDLE_SHAPE_RE = /[\d_]|\p{Ll}\p{Lu}/u;
/** One token, then what may close an item: a bracket's remark, a dash's remark, punctuation. */
const TOKEN_ITEM_RE = /^@?([\p{L}\p{N}_][\p{L}\p{N}_.-]{1,28}[\p{L}\p{N}_])(?=[ \t]*(?:$|[(–—!?.,;:-]))/u;

/**
 * USERNAME candidates for the items of lists that hold a found handle (see the header). `accepted` is ordered and
 * does not overlap.
 */
export function handleListMates(text: string, accepted: readonly Accepted[]): Candidate[] {
  if (!accepted.some((e) => e.type === 'USERNAME')) return [];
  const out: Candidate[] = [];
  for (const items of lists(text)) {
    if (!items.some((it) => accepted.some((e) => e.type === 'USERNAME' && e.start === it.start))) continue;
    for (const it of items) {
      const m = TOKEN_ITEM_RE.exec(text.slice(it.start, it.end));
      if (!m) continue;
      const start = it.start + m[0].indexOf(m[1]!), end = start + m[1]!.length;
      if (covered(accepted, start, end)) continue;
      const token = m[1]!;
      if (!HANDLE_SHAPE_RE.test(token) && (isDictionaryWord(token) || !/^\p{Ll}+$/u.test(token))) continue;
      out.push({ type: 'USERNAME', start, end, score: HANDLE_ECHO_SCORE, source: 'handle-list' });
    }
  }
  return out;
}

/** The lists of a text as their items' spans: numbered items (on one line or on lines in a row), and the items
 * after a colon separated by commas on one line. */
function lists(text: string): Array<Array<{ start: number; end: number }>> {
  const found: Array<Array<{ start: number; end: number }>> = [];
  // Numbered: items run from one marker to the next, or to the line's end; a list ends at a line with no marker.
  const markers: Array<{ at: number; item: number; lineStart: boolean }> = [];
  NUMBER_MARKER_RE.lastIndex = 0;
  for (let m = NUMBER_MARKER_RE.exec(text); m; m = NUMBER_MARKER_RE.exec(text)) {
    const at = m.index + m[0].indexOf(m[1]!);
    const lineStart = text.lastIndexOf('\n', at - 1) + 1;
    markers.push({ at, item: m.index + m[0].length, lineStart: text.slice(lineStart, at).trim() === '' });
  }
  let list: Array<{ start: number; end: number }> = [];
  for (let k = 0; k < markers.length; k++) {
    const item = markers[k]!.item, next = markers[k + 1];
    const n = text.indexOf('\n', item);
    const lineEnd = n < 0 ? text.length : n;
    const sameLine = next !== undefined && next.at < lineEnd;
    list.push({ start: item, end: sameLine ? next.at : lineEnd });
    const continues = sameLine || (next !== undefined && next.lineStart && next.at === lineEnd + 1);
    if (!continues) { if (list.length >= 2) found.push(list); list = []; }
  }
  // After a colon: "Skład na mecz: a, b, c".
  for (let colon = text.indexOf(':'); colon >= 0; colon = text.indexOf(':', colon + 1)) {
    const n = text.indexOf('\n', colon);
    const lineEnd = n < 0 ? text.length : n;
    const items: Array<{ start: number; end: number }> = [];
    let at = colon + 1;
    for (;;) {
      while (text[at] === ' ' || text[at] === '\t') at++;
      let end = at;
      while (end < lineEnd && text[end] !== ',' && text[end] !== ';') end++;
      if (end > at) items.push({ start: at, end });
      if (end >= lineEnd) break;
      at = end + 1;
    }
    if (items.length >= 3) found.push(items);
  }
  return found;
}

/** Logins made of a first name's and a surname's letters: "mwrobel", "marek.wrobel", "wrobel_m", "marekw". */
function loginsOf(first: string, surname: string): string[] {
  const f = first[0]!;
  const s = surname[0]!;
  return [f + surname, first + surname, `${first}.${surname}`, `${first}_${surname}`, `${f}.${surname}`, `${f}_${surname}`,
    surname + f, `${surname}.${first}`, `${surname}_${first}`, `${surname}.${f}`, `${surname}_${f}`,
    // a first name and the surname's initial ("maciejr", "maciej.r"), five letters or more as every login here
    first + s, `${first}.${s}`, `${first}_${s}`];
}
const TWO_WORDS_RE = /^(\p{L}{2,})[ ]+(\p{L}{3,})$/u;
const isLoginUnit = (c: string | undefined): boolean => c !== undefined && /[\p{L}\p{N}_@]/u.test(c);
/** A folded login's unit: a-z, 0-9, "_" or ".". */
const isLoginCode = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 46;

/**
 * USERNAME candidates for the tokens that are logins made of a found person's first name and surname (see the
 * header). `accepted` is ordered and does not overlap.
 */
export function nameLogins(text: string, accepted: readonly Accepted[]): Candidate[] {
  let logins: Set<string> | undefined;
  let folded: string | undefined;
  for (const e of accepted) {
    if (e.type !== 'PERSON') continue;
    const m = TWO_WORDS_RE.exec(text.slice(e.start, e.end));
    if (!m) continue;
    // Every login holds the surname: most texts hold it only where an entity (the person, an e-mail) covers it.
    const surname = fold(m[2]!);
    folded ??= foldText(text);
    if (folded.length !== text.length) return [];
    const first = fold(m[1]!);
    let elsewhere = false;
    for (let p = folded.indexOf(surname); p >= 0 && !elsewhere; p = folded.indexOf(surname, p + 1)) elsewhere = !covered(accepted, p, p + surname.length);
    // A first name with the surname's initial ("maciejr") holds the first name whole.
    for (let p = first.length >= 4 ? folded.indexOf(first) : -1; p >= 0 && !elsewhere; p = folded.indexOf(first, p + 1)) elsewhere = !covered(accepted, p, p + first.length);
    if (!elsewhere) continue;
    // Five letters or more: a shorter one ("Ewa Lis" … "elis") may be any word.
    for (const l of loginsOf(first, surname)) if (l.length >= 5) (logins ??= new Set()).add(l);
  }
  if (!logins || !folded) return [];
  // One pass over the folded text's runs of login characters (same offsets as the text where fold() keeps them):
  // a run that is one of the logins, not part of an e-mail or a longer word.
  const out: Candidate[] = [];
  for (let p = 0; p < folded.length;) {
    if (!isLoginCode(folded.charCodeAt(p))) { p++; continue; }
    let end = p + 1;
    while (end < folded.length && isLoginCode(folded.charCodeAt(end))) end++;
    const runEnd = end;
    while (end > p && folded.charCodeAt(end - 1) === 46) end--; // a sentence's full stop
    if (end - p >= 5 && logins.has(folded.slice(p, end)) && !isLoginUnit(text[p - 1]) && !isLoginUnit(text[runEnd]) && !covered(accepted, p, end)) {
      out.push({ type: 'USERNAME', start: p, end, score: HANDLE_ECHO_SCORE, source: 'name-login' });
    }
    p = runEnd;
  }
  return out;
}

/** A handle made of a capitalised stem and a tag or a number: "SzczupakPL", "Kotek88", "Wilk_PL", "Borsuk_2001". */
const STEMMED_HANDLE_RE = /^(\p{Lu}\p{Ll}{3,})(?:_?(?:PL|TV|YT)|_?\d{2,4})$/u;

/**
 * USERNAME candidates where a found handle's stem stands alone (see the header): the same capitalised word, not
 * inside a longer token. `accepted` is ordered and does not overlap.
 */
export function handleStems(text: string, accepted: readonly Accepted[]): Candidate[] {
  let out: Candidate[] | undefined;
  for (const e of accepted) {
    if (e.type !== 'USERNAME') continue;
    const m = STEMMED_HANDLE_RE.exec(text.slice(e.start, e.end));
    if (!m) continue;
    const stem = m[1]!;
    for (let p = text.indexOf(stem); p >= 0; p = text.indexOf(stem, p + 1)) {
      const end = p + stem.length;
      if (isTokenUnit(text[p - 1]) || isTokenUnit(text[end]) || covered(accepted, p, end)) continue;
      if (out?.some((c) => c.start === p)) continue;
      (out ??= []).push({ type: 'USERNAME', start: p, end, score: HANDLE_ECHO_SCORE, source: 'handle-stem' });
    }
  }
  return out ?? [];
}

/** A one-token speaker label at a line's start: "nocnamarek: …", "[21:04] ola_k: …". */
const SPEAKER_LINE_RE = /(?:^|\n)[ \t]*(?:\[?\d{1,2}:\d{2}(?::\d{2})?\]?[ \t]+)?([\p{L}\p{N}_.]{3,24}):[ \t]/gu;

/**
 * USERNAME candidates for the speakers of a chat log whose other speakers are found handles (see the header): two
 * labelled lines at least must be handles, and a label that names a role or a system account ("Admin:", "Bot:")
 * stays. `accepted` is ordered and does not overlap.
 */
export function speakerMates(text: string, accepted: readonly Accepted[]): Candidate[] {
  if (text.indexOf('\n') < 0) return [];
  const labels: Array<{ start: number; end: number }> = [];
  SPEAKER_LINE_RE.lastIndex = 0;
  for (let m = SPEAKER_LINE_RE.exec(text); m; m = SPEAKER_LINE_RE.exec(text)) {
    const end = m.index + m[0].lastIndexOf(':');
    labels.push({ start: end - m[1]!.length, end });
  }
  if (labels.length < 3) return [];
  const isHandle = (l: { start: number; end: number }): boolean =>
    accepted.some((e) => e.type === 'USERNAME' && e.start === l.start && e.end === l.end);
  const handles = labels.filter(isHandle);
  if (handles.length < 2) return [];
  const out: Candidate[] = [];
  for (const l of labels) {
    if (isHandle(l) || overlapping(accepted, l.start, l.end).length > 0) continue;
    const label = text.slice(l.start, l.end);
    if (/^\d/.test(label) || isRoleWord(label) || isSystemAccount(fold(label))) continue;
    out.push({ type: 'USERNAME', start: l.start, end: l.end, score: HANDLE_ECHO_SCORE, source: 'speaker-mate' });
  }
  return out;
}
