// PERSON: a name used as a speaker label in dialogues, scripts and transcripts (docs/pii-detection.md §6.2):
// "HALINA: …", "zbigniew: …", "Kowalska-Nowak: …", "J. Wrzos: …", "Poseł Jan Nowak: …", glued
// "SenatorJanKowalski: …", at a line's start (after bullets or a timestamp) or mid-line after a sentence's
// end ("… To wszystko. Nowak: Dziękuję."). Every word of the label must be a first name in any case, a
// listed or surname-shaped surname, an initial (then any capitalised word after it is the surname), or a
// title before them ("Poseł", "Dr"); a role label
// ("Konsultant:", "Klient 2:") is not a name (label-words.ts). The span is the name, without the title.
import { classBefore, LETTER, unitsOf } from '../char-class.js';
import { isRoleLabel, isRoleWord } from '../label-words.js';
import { isFirstNameAnyCase } from '../names/dictionary.js';
import { looksLikeSurname } from '../names/surnames.js';
import type { ScanText } from '../context.js';
import type { Candidate } from '../types.js';

export const SPEAKER_NAME_SCORE = 0.6;

/** Longest label looked at before a colon. */
const MAX_LABEL = 48;
/** Before a label on its line: bullets, quote marks, emphasis, a timestamp ("[10:32]", "10:32"). */
const LINE_PREFIX_RE = /^[\s*>•–-]*(?:\[[^\]\n]*\]\s*|\d{1,2}:\d{2}(?::\d{2})?\s*(?:[-–]\s*)?)?[*_]*$/;
/** The label's words: letters with hyphens, initials. */
const LABEL_RE = /(?:\p{L}+(?:-\p{L}+)*\.?[ \t]){0,3}\p{L}+(?:[-_]\p{L}+)*[*_]*$/u;
const INITIAL_RE = /^\p{Lu}\.$/u;
const CAPITALISED_RE = /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?$/u;
const CAMEL_SPLIT_RE = /(?<=\p{Ll})(?=\p{Lu})/u;
const UPPER_START_RE = /^\p{Lu}/u;
const INITIAL_BEFORE_RE = /(?:^|[^\p{L}])\p{Lu}\. ?$/u;
const WORD_BEFORE_RE = /\p{L}+$/u;

export function detectSpeakerNames(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  // The start of the colon's line, carried forward as the colons are read in order (not searched back each time).
  let lineStart = 0, nextNewline = text.indexOf('\n');
  for (let colon = text.indexOf(':'); colon >= 0; colon = text.indexOf(':', colon + 1)) {
    const next = text.charCodeAt(colon + 1);
    if (!(next === 32 || next === 9 || next === 10 || next === 13 || Number.isNaN(next))) continue; // "http://", "10:30"
    // Most colons follow a word that is no name ("PESEL:", "tel.:", "Adres:"): the last word decides first.
    if (!lastWordMayName(text, colon)) continue;
    while (nextNewline >= 0 && nextNewline < colon) {
      lineStart = nextNewline + 1;
      nextNewline = text.indexOf('\n', lineStart);
    }
    const from = Math.max(lineStart, colon - MAX_LABEL);
    const m = LABEL_RE.exec(text.slice(from, colon));
    if (!m) continue;
    // The label starts at a line's start or after a sentence's end: the longest such run of its words.
    let labelStart = from + m.index;
    while (labelStart < colon && !labelOpens(text, lineStart, labelStart)) {
      const space = text.indexOf(' ', labelStart);
      labelStart = space < 0 || space >= colon ? colon : space + 1;
    }
    if (labelStart >= colon) continue;
    const span = nameInLabel(text, labelStart, colon);
    if (span) out.push({ type: 'PERSON', start: span[0], end: span[1], score: SPEAKER_NAME_SCORE, source: 'speaker' });
  }
}

/** Whether the word right before the colon (emphasis skipped) can end a name: a name, an initial's word, or glued capitals. */
function lastWordMayName(text: string, colon: number): boolean {
  let end = colon;
  while (end > 0 && (text[end - 1] === '*' || text[end - 1] === '_' || text[end - 1] === ' ')) end--;
  let start = end;
  while (start > 0 && (classBefore(text, start) & LETTER || text[start - 1] === '-')) start -= unitsOf(classBefore(text, start));
  if (end - start < 2) return false;
  const word = text.slice(start, end);
  // In lower case only a first name: "na angielski:" ends an instruction, not a surname label.
  if (!UPPER_START_RE.test(word)) return isFirstNameAnyCase(word);
  return isFirstNameAnyCase(word) || looksLikeSurname(word) || CAMEL_SPLIT_RE.test(word) ||
    (CAPITALISED_RE.test(word) && (INITIAL_BEFORE_RE.test(text.slice(Math.max(0, start - 4), start)) || firstNameBefore(text, start)));
}

/** Whether a capitalised first name ends one space or "_" before `start` ("Zbyszek_Grabarz:", "Anna Zbroja:"). */
function firstNameBefore(text: string, start: number): boolean {
  if (text[start - 1] !== '_' && text[start - 1] !== ' ') return false;
  const m = WORD_BEFORE_RE.exec(text.slice(Math.max(0, start - 24), start - 1));
  return m !== null && CAPITALISED_RE.test(m[0]) && isFirstNameAnyCase(m[0]);
}

/** Whether a label may start at `at`: only bullets, emphasis or a timestamp before it on its line, or a sentence's end. */
function labelOpens(text: string, lineStart: number, at: number): boolean {
  return LINE_PREFIX_RE.test(text.slice(lineStart, at)) || afterSentenceEnd(text, lineStart, at);
}

/**
 * Mid-line, a label follows a sentence's end: text[lineStart, at) ends in [.!?…], closing quotes or brackets, blanks,
 * emphasis. Read backwards from `at` (a pattern anchored at the end would be tried from every position of the line).
 */
function afterSentenceEnd(text: string, lineStart: number, at: number): boolean {
  let i = at;
  while (i > lineStart && (text[i - 1] === '*' || text[i - 1] === '_')) i--;
  const blanksEnd = i;
  while (i > lineStart && (text[i - 1] === ' ' || text[i - 1] === '\t')) i--;
  if (i === blanksEnd) return false;
  while (i > lineStart && CLOSING.includes(text[i - 1]!)) i--;
  return i > lineStart && SENTENCE_MARKS.includes(text[i - 1]!);
}
const CLOSING = '"”\'»)]';
const SENTENCE_MARKS = '.!?…';

/** The name in the label text[start, colon) (see the header), or undefined when the label is not one. */
function nameInLabel(text: string, start: number, colon: number): [number, number] | undefined {
  let end = colon;
  while (end > start && (text[end - 1] === '*' || text[end - 1] === '_' || text[end - 1] === ' ')) end--;
  const label = text.slice(start, end);
  if (isRoleLabel(label)) return undefined;
  // Words with their offsets; one glued word is split at its inner capitals ("SenatorJanKowalski").
  const words: Array<[string, number]> = [];
  for (const w of label.matchAll(/\S+/g)) words.push([w[0], start + w.index]);
  if (words.length === 1 && label.includes('_')) { // a chat handle made of a name: "Zbyszek_Grabarz"
    words.length = 0;
    let at = start;
    for (const part of label.split('_')) { words.push([part, at]); at += part.length + 1; }
  } else if (words.length === 1 && CAMEL_SPLIT_RE.test(label)) {
    words.length = 0;
    let at = start;
    for (const part of label.split(CAMEL_SPLIT_RE)) { words.push([part, at]); at += part.length; }
  }
  let first = 0;
  while (first < words.length - 1 && isRoleWord(words[first]![0].replace(/\.$/, ''))) first++; // "Poseł", "Dr."
  let named = false, initial = false;
  for (let i = first; i < words.length; i++) {
    const w = words[i]![0];
    if (INITIAL_RE.test(w)) { initial = true; continue; }
    // After an initial or a first name any capitalised word is the surname ("J. Wrzos", "Zbyszek Grabarz").
    const afterName = initial || (i > first && isFirstNameAnyCase(words[i - 1]![0]) && !isRoleWord(w));
    if (!isFirstNameAnyCase(w) && !looksLikeSurname(w) && !(afterName && CAPITALISED_RE.test(w))) return undefined;
    named = true;
  }
  return named ? [words[first]![1], end] : undefined;
}
