// PERSON from the first-name dictionary.
//
// Rules (documented decisions):
// - Only capitalised words ("Anna", "Annę"); all-caps text ("ANNA NOWAK") is left to the NER model.
// - 0.7 with a person context word (pan/pani/klient/pacjent/imię/nazwisko and inflections, family
//   and title words) among the few words before the name, else 0.4.
// - A capitalised word right after a first name (one space) is taken as the surname and included
//   in the span ("Jan Kowalski", "Annę Nowak-Wiśniewską"). Consecutive first names are separate
//   candidates that the resolver's adjacent-PERSON merge joins ("Jan Maria Rokita").
// - Names in street, saint and patron names are not persons: a run of capitalised words after
//   "ul.", "al.", "pl.", "os.", "św.", "im." is skipped ("ul. Jana Pawła II", "im. Marii Curie").
//   So are names right after a number ("3 Maja", "1 Maja").
// - Names that are also common words (see dictionary.ts) need a context word when they start a
//   sentence; NEEDS_CONTEXT forms need one everywhere.
// - A surname introduced by an honorific or title ("pani Nowak", "dr Kowalski") is a PERSON (0.6)
//   even though it is not a first name.
// - A plant name read as a plant ("bukiet … Róża") is not a person without a context word, nor a holiday read
//   as the day ("Boże Narodzenie i Sylwester").
// - Signatures, lowercase chat names and mistyped first names: person-recall.ts; a surname after an initial
//   ("J. Kaczor"): initial-names.ts; form fields by label in any case: form-fields.ts; names used as speaker
//   labels ("HALINA:", "SenatorJanKowalski:"): speaker-labels.ts; Vietnamese names ("Nguyen Van Anh"):
//   vietnamese-names.ts; wives' and daughters' forms of a surname ("Pawlakowa", "Pawlakówna"): married-name-forms.ts;
//   a maiden surname ("z d. Kurowska", "z domu Wrona"): maiden-names.ts;
//   a name no list has as the subject of a verb people do ("Siobhan odpisała"): subject-names.ts.
import { classBefore, LETTER, NUMBER, unitClass, unitsOf, WORD } from '../char-class.js';
import { ContextWords, type ScanText } from '../context.js';
import { isDictionaryWord } from '../dictionary-words.js';
import { fold } from '../fold.js';
import { firstNameDictionary } from '../names/dictionary.js';
import { readsAsPlaceAfterPreposition } from '../names/first-name-places.js';
import { isHolidayReading } from '../names/holidays.js';
import { loadLexicon } from '../morph/index.js';
import { isPlantReading } from '../names/plants.js';
import { isLexiconSurnameNominative } from '../names/lexicon-surnames.js';
import { isKnownSurname, looksLikeSurname } from '../names/surnames.js';
import { isInstitutionWord, isInstitutionWordAt } from '../institution-words.js';
import type { Candidate } from '../types.js';
import { detectCaselessFirstNames } from './caseless-first-names.js';
import { detectCaselessNames } from './caseless-names.js';
import { detectCaselessPairs } from './caseless-pairs.js';
import { detectDocumentNames } from './document-names.js';
import { detectFields } from './form-fields.js';
import { detectNameAnswers } from './name-answers.js';
import { detectNameColumns } from './name-columns.js';
import { detectInitialNames } from './initial-names.js';
import { isInvertedListName, NOT_FOLLOWING_SURNAME } from './list-item-names.js';
import { detectMaidenNames } from './maiden-names.js';
import { detectMarriedNameForms, marriedNameStem } from './married-name-forms.js';
import { detectPersonRecall } from './person-recall.js';
import { detectSpeakerNames } from './speaker-labels.js';
import { detectAddressees, detectIntroductions, detectJoinedNames, detectSubjectNames } from './subject-names.js';
import { detectVietnameseNames } from './vietnamese-names.js';
import type { Detector } from './types.js';

export const PERSON_SCORE = 0.4;
export const PERSON_SCORE_CONTEXT = 0.7;
export const PERSON_SCORE_HONORIFIC = 0.6;

// Capitalised words ("Anna", "Nowak-Wiśniewska") standing alone: ScanText.capitalisedWords (char-class.ts
// nextCapitalised), the regex (?<![\p{L}\p{N}_])\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?(?![\p{L}\p{N}_]) without a regex
// exec per word, read once for person.ts and married-name-forms.ts.
// A surname may carry look-alike digits ("Anna Mi3loch", "Jacek Jasińsk1"): at most two, after a
// capital and a lower-case letter.
const SURNAME_RE = /\p{Lu}(?:\p{Ll}[\p{Ll}013457]*(?:-\p{Lu}\p{Ll}+)?|\p{Lu}+)(?![\p{L}\p{N}_])/uy;
const TOO_MANY_DIGITS_RE = /\d.*\d.*\d/;

const PAN_FORMS = ['pan', 'pana', 'panu', 'panem', 'panie', 'pani', 'panią', 'panowie', 'panów', 'panom',
  'paniami', 'panami', 'paniach', 'panach', 'państwo', 'państwa', 'państwu', 'państwem'];
const CONTEXT = new ContextWords([
  ...PAN_FORMS.map((w) => '=' + w),
  'klient', 'pacjent', '=imię', '=imienia', '=imieniem', '=imieniu', '=imiona', 'nazwisk',
  '=syn', '=syna', '=synem', '=synowi', '=synu', '=synowie', 'córk', 'córec', 'żona', 'żony', 'żonie', 'żonę',
  'żoną', '=mąż', '=męża', '=mężem', '=mężowi', '=mężu', 'brat', 'siostr', 'koleg', 'koleżank', 'znajom',
  'przyjaciel', 'przyjaciół', 'wnuk', 'wnucz', 'dziad', 'babci', 'babcia', '=mama', '=mamy', '=mamie',
  '=mamę', '=mamą', '=mamo', '=tata', '=taty', '=tacie', '=tatę', '=tatą', '=tato', '=ojciec', '=ojca',
  '=ojcu', '=ojcem', 'matk', 'dziecko', 'dziecka', 'szef', 'kierownik', 'pracownik', 'pracownic', '=dr',
  '=prof', '=mgr', '=inż', 'doktor', 'mecenas', 'sąsiad', 'narzeczon', 'partner', 'uczeń', 'ucznia',
  'uczennic', 'podpisan', 'wnioskodawc', 'właściciel', 'najemc', 'kupując', 'sprzedając', 'dłużnik',
  'wierzyciel',
]);

// "pani Nowak", "dr Kowalski", "prof. Wiśniewska", "mec. Zieliński", "p. Zającem" (abbreviated pan/pani).
// Not "państwo": before a capitalised word it is usually the state ("Państwo Polskie").
const HONORIFIC_FORMS = PAN_FORMS.filter((w) => !w.startsWith('państw'));
// The honorifics grouped by first letter ("pan…"/"prof.", "dr", "mgr"/"mec.", "inż."), with "not after a
// letter, digit or _" checked right after that letter: the same matches as the check before it, but the
// scan tries only positions holding one of those letters instead of a lookbehind at every position.
const NOT_AFTER_WORD = String.raw`(?<![\p{L}\p{N}_].)`;
if (!HONORIFIC_FORMS.every((w) => w.startsWith('p'))) throw new Error('person.ts: honorific forms must start with "p"');
export const HONORIFIC_RE = new RegExp(
  `(?:[Pp]${NOT_AFTER_WORD}(?:${HONORIFIC_FORMS.map((w) => w.slice(1)).join('|')}|rof\\.|\\.)|[Dd]${NOT_AFTER_WORD}r\\.?|m${NOT_AFTER_WORD}(?:gr|ec\\.)|i${NOT_AFTER_WORD}nż\\.) (\\p{Lu}\\p{Ll}+(?:-\\p{Lu}\\p{Ll}+)?)(?![\\p{L}\\p{N}_])`,
  'gu',
);
/** HONORIFIC_RE tried at one position: the start of the word before a capitalised word (honorificStart). */
const HONORIFIC_AT_RE = new RegExp(HONORIFIC_RE.source, 'uy');
/**
 * Where an honorific before the capitalised word at `start` would start (the word before its space, a dot after it
 * allowed: "pani Nowak", "dr. Nowak"), or -1 when that word starts with no honorific's letter. Every match of
 * HONORIFIC_RE starts so before its surname, which stands alone after one space, as nextCapitalised finds it.
 */
export function honorificStart(text: string, start: number): number {
  if (text.charCodeAt(start - 1) !== 32) return -1;
  let q = text.charCodeAt(start - 2) === 46 ? start - 2 : start - 1;
  for (let k = classBefore(text, q); k & WORD; k = classBefore(text, q)) q -= unitsOf(k);
  const c = text.charCodeAt(q);
  return c === 80 || c === 112 || c === 68 || c === 100 || c === 109 || c === 105 ? q : -1; // P p D d m i
}
/** The honorificStart of the capitalised words of the text detectPerson reads, in order. */
const HONORIFIC_STARTS: number[] = [];

/**
 * Capitalised words after an honorific that are titles, offices or God, not surnames
 * ("Panie Senatorze", "Pani Dyrektor", "Pan Bóg", "Pan Zastępów"): folded prefixes.
 */
const NOT_SURNAME_PREFIXES = [
  'bog', 'boz', 'jezus', 'zastepow', 'prezes', 'prezyden', 'premier', 'minist', 'wicemin', 'wicepre', 'wicedyr',
  'dyrektor', 'doktor', 'profesor', 'mecenas', 'kierowni', 'redaktor', 'sedzi', 'posel', 'posl', 'senator',
  'marszal', 'burmistrz', 'wojt', 'starost', 'wojewod', 'inzynier', 'magister', 'komendant', 'komisarz',
  'inspektor', 'prokurator', 'wladz', 'kapitan', 'general', 'pulkowni', 'major', 'porucznik', 'sierzant',
  'ksiadz', 'ksieze', 'biskup', 'kardynal', 'papiez', 'rektor', 'dziekan', 'przewodnicz', 'hrabi', 'hrabia',
  'baron', 'ksiaz', 'krol', 'cesarz', 'maz', 'mez', 'ojciec', 'ojcze', 'kolego', 'kolezank', 'sasiad', 'doktorze',
  'hab', 'inz', 'med', 'nauk', 'niepodleg', 'tadeusz', // "Pan Tadeusz" is a book title
];
/** Whether a capitalised word after an honorific or title is a title, office or God's name, not a surname. */
export function isNotSurname(word: string): boolean {
  const f = fold(word);
  return f.length <= 1 || NOT_SURNAME_PREFIXES.some((p) => f.startsWith(p));
}

/** Words before a run of capitalised words that make it a street/saint/patron name. */
const NAME_IN_PLACE_MARKERS = new Set([
  'ul', 'ulica', 'ulicy', 'ulice', 'ulica', 'ulicą', 'al', 'aleja', 'alei', 'aleje', 'pl', 'plac', 'placu',
  'placem', 'os', 'osiedle', 'osiedla', 'osiedlu', 'św', 'święty', 'świętego', 'świętej', 'święta',
  'świętym', 'im', 'imienia', 'bł', 'błogosławionego', 'rondo', 'ronda', 'rondzie', 'most', 'mostu',
  'szkoła', 'szkole', 'szkoły', 'parafia', 'parafii', 'kościół', 'kościoła', 'bazylika', 'gen', 'kard', 'abp',
].map(fold));


/** Whether the word starting at `start` begins a sentence (text start, or after . ! ? … or a newline). */
function atSentenceStart(text: string, start: number): boolean {
  for (let i = start - 1; i >= 0; i--) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return true; // newline: list items and headings start afresh
    if (c === 32 || c === 9 || c === 0xa0) continue;
    const ch = text[i];
    if (ch === '"' || ch === '„' || ch === '“' || ch === '”' || ch === '(' || ch === '«' || ch === '\'' || ch === '-' || ch === '–' || ch === '*' || ch === '•') continue;
    return ch === '.' || ch === '!' || ch === '?' || ch === '…' || ch === ':';
  }
  return true;
}

/** The word (folded, without a trailing dot) directly before `start`, separated by spaces, or ''. */
function previousWord(scan: ScanText, start: number): { word: string; isNumber: boolean } {
  const folded = scan.folded;
  let i = start - 1;
  while (i >= 0 && folded.charCodeAt(i) === 32) i--;
  const dot = i >= 0 && folded.charCodeAt(i) === 46;
  if (dot) i--; // "ul." / "św."
  const end = i + 1;
  while (i >= 0 && unitClass(folded.charCodeAt(i)) & (LETTER | NUMBER)) i--; // a letter or digit, one unit read alone
  const word = folded.slice(i + 1, end);
  // A clock time ("o 10:15 Adrian"), a year or a date's last part ("Dnia 01.02.2024 Czesław") is no day of a
  // month or house number.
  // A number with a dot is a list item's ("1. Jan Kowalski"), not a day ("3 Maja").
  return { word, isNumber: !dot && word.length > 0 && word.length < 4 && /^\d+$/.test(word) && !(i >= 1 && /[:.\/-]/.test(folded[i]!) && /\d/.test(folded[i - 1]!)) };
}

export const detectPerson: Detector = (scan, out) => {
  const text = scan.text;
  const dict = firstNameDictionary();
  // A run is a chain of capitalised words separated by single spaces; a blocked run is one that
  // follows a street/saint marker, so none of its words is a person.
  let runEnd = -1;
  let runBlocked = false;
  let runStart = -1, lastStart = -1;
  const honorifics = HONORIFIC_STARTS;
  honorifics.length = 0;
  const words = scan.capitalisedWords;
  for (let w = 0; w < words.length; w += 2) {
    const start = words[w]!;
    const end = words[w + 1]!;
    const honorific = honorificStart(text, start);
    if (honorific >= 0) honorifics.push(honorific);
    const word = text.slice(start, end);
    const continuesRun = start === runEnd + 1 && text.charCodeAt(runEnd) === 32;
    const before = continuesRun ? lastStart : -1;
    lastStart = start;
    if (!continuesRun) runStart = start;
    let afterNumber = false;
    if (!continuesRun) {
      const prev = previousWord(scan, start);
      runBlocked = NAME_IN_PLACE_MARKERS.has(prev.word);
      afterNumber = prev.isNumber; // "3 Maja" is a date or a street; only this word is skipped
    }
    runEnd = end;
    if (runBlocked || afterNumber) continue;

    const dash = word.indexOf('-');
    const form = dict.forms.has(word) ? word : dash > 0 && dict.forms.has(word.slice(0, dash)) ? word.slice(0, dash) : '';
    if (!form) {
      // The rest of this run names the institution, or the saint ("Święty Mikołaj", "Święta Anna").
      if (isInstitutionWordAt(scan.folded, start, end) || scan.folded.startsWith('swiet', start)) runBlocked = true;
      continue;
    }
    const context = CONTEXT.before(scan, start);
    const nameEnd = surnameEnd(text, end, dict.forms);
    if (!context) {
      if (dict.needsContext.has(form)) continue;
      // A sentence's first word that is also a common word ("Oskar", "Marek") is a name before a listed surname.
      if (dict.ambiguous.has(form) && atSentenceStart(text, start) && !(nameEnd > end && isKnownSurname(text.slice(end + 1, nameEnd)))) continue;
      if (isPlantReading(text, start, end)) continue; // "bukiet … Róża była piękna"
      if (isHolidayReading(text, start, end)) continue; // "Boże Narodzenie i Sylwester"
      if (nameEnd === end && isPlaceLocative(scan, start, word)) continue; // "na Kazimierzu", "w Szczepanowie"
    }
    // A first name before a city's name is a sports club ("Lech Poznań", "Lecha Poznań"), no person.
    if (nameEnd > end && isCityName(text.slice(end + 1, nameEnd))) continue;
    const from = before === runStart && nameEnd === end && isInvertedListName(text, before, start, end) ? before : start;
    out.push({ type: 'PERSON', start: from, end: nameEnd, score: context ? PERSON_SCORE_CONTEXT : PERSON_SCORE, source: 'names' });
  }
  detectHonorificSurnames(scan, out, dict.forms, honorifics);
  detectPersonRecall(scan, out);
  detectFields(scan, out, 'person');
  detectNameColumns(scan, out);
  detectSpeakerNames(scan, out);
  detectNameAnswers(scan, out);
  detectCaselessNames(scan, out);
  detectInitialNames(scan, out, afterPlaceMarker);
  detectDocumentNames(scan, out);
  detectCaselessFirstNames(scan, out, afterPlaceOrInstitution);
  detectVietnameseNames(scan, out);
  detectMarriedNameForms(scan, out);
  detectMaidenNames(scan, out);
  detectCaselessPairs(scan, out, afterPlaceOrInstitution);
  detectSubjectNames(scan, out);
  detectAddressees(scan, out);
  detectIntroductions(scan, out);
  detectJoinedNames(scan, out);
};

/** Folded prepositions of a place's locative ("w Kazimierzu", "na Kazimierzu"). */
const PLACE_LOCATIVE_PREPOSITIONS: ReadonlySet<string> = new Set(['w', 'we', 'na']);

/** Whether a first-name form right after "w"/"na" is a place there ("na Kazimierzu", "na Kazimierz": first-name-places.ts). */
function isPlaceLocative(scan: ScanText, start: number, word: string): boolean {
  return PLACE_LOCATIVE_PREPOSITIONS.has(previousWord(scan, start).word) && readsAsPlaceAfterPreposition(word);
}

/** Whether a capitalised word is a place's nominative that no surname shares ("Poznań", "Zabrze", not "Lublin" if listed). */
function isCityName(word: string): boolean {
  if (isKnownSurname(word)) return false;
  const readings = loadLexicon().readingsOf(word);
  return readings.some((r) => r.entry.kind === 'place' && r.cases.includes('nom')) && !readings.some((r) => r.entry.kind !== 'place');
}

/** Whether the word before `start` makes what follows a street's, saint's or patron's name ("ul.", "im."). */
function afterPlaceMarker(scan: ScanText, start: number): boolean {
  return NAME_IN_PLACE_MARKERS.has(previousWord(scan, start).word);
}

/** afterPlaceMarker, or the word before `start` heads an institution's name, whose patron follows ("SZPITAL MARII"). */
function afterPlaceOrInstitution(scan: ScanText, start: number): boolean {
  const before = previousWord(scan, start).word;
  return NAME_IN_PLACE_MARKERS.has(before) || isInstitutionWord(before);
}


/**
 * A nobiliary particle between a first name and the surname ("Ewelina de Virion", "Karl von Brandt", "Anna van
 * der Berg"). Not "da" ("Ania da Ci znać": will give) nor "la"/"le".
 */
const PARTICLE_RE = /(?:de|von|van|di|del|della|dos|du|van der|von der|van den) (?=\p{Lu}\p{Ll}{2})/uy;

/** End of a surname directly after a first name ending at `end`, or `end` when there is none. */
function surnameEnd(text: string, end: number, forms: ReadonlyMap<string, unknown>): number {
  if (text.charCodeAt(end) !== 32) return end;
  PARTICLE_RE.lastIndex = end + 1;
  const particle = PARTICLE_RE.exec(text);
  SURNAME_RE.lastIndex = end + 1 + (particle ? particle[0].length : 0);
  const m = SURNAME_RE.exec(text);
  if (!m) return end;
  const surname = m[0];
  if (forms.has(surname) || NOT_FOLLOWING_SURNAME.has(fold(surname))) return end;
  if (surname.length < 2 || TOO_MANY_DIGITS_RE.test(surname)) return end;
  return SURNAME_RE.lastIndex;
}

/** A title after an honorific, then a surname ("Pani Profesor Wiśniewska", "Panie Dyrektorze Nowak"): a known or
 * surname-shaped word, so an office's complement ("Pan Prezes Zarządu") stays out. */
const TITLED_SURNAME_RE = /\.? (\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)(?![\p{L}\p{N}_])/uy;
function titledSurname(text: string, at: number, forms: ReadonlyMap<string, unknown>, out: Candidate[]): void {
  TITLED_SURNAME_RE.lastIndex = at;
  const m = TITLED_SURNAME_RE.exec(text);
  if (!m) return;
  const surname = m[1]!;
  if (forms.has(surname) || isNotSurname(surname) || !looksLikeSurname(surname) || isInstitutionWord(surname)) return;
  const start = at + m[0].length - surname.length;
  out.push({ type: 'PERSON', start, end: start + surname.length, score: PERSON_SCORE_HONORIFIC, source: 'honorific' });
}

/**
 * After an honorific, a first name no list has is read as the surname ("Pani Gulnara Abdullaeva"): a second
 * capitalised word right after it that is surname-like (Polish or foreign endings) or no dictionary word belongs
 * to the same name; a common word ("Pani Nowak Warszawa …" in a title-cased line) does not.
 */
const SECOND_NAME_RE = / (\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)(?![\p{L}\p{N}_])/uy;
function secondNameEnd(text: string, end: number): number {
  SECOND_NAME_RE.lastIndex = end;
  const m = SECOND_NAME_RE.exec(text);
  if (!m) return end;
  const word = m[1]!;
  if (isNotSurname(word) || isInstitutionWord(word) || NOT_FOLLOWING_SURNAME.has(fold(word))) return end;
  return looksLikeSurname(word) || FOREIGN_SURNAME_ENDING_RE.test(word) || !isDictionaryWord(word) ? SECOND_NAME_RE.lastIndex : end;
}
/** Endings of Central Asian, Russian, Georgian, Armenian and Ukrainian surnames ("Abdullaeva", "Beridze", "Hnatiuk"). */
const FOREIGN_SURNAME_ENDING_RE = /\p{Ll}{2}(?:ova|eva|ov|ev|ovich|evich|shvili|szwili|dze|yan|ian|jan|enko|iuk|yuk|czuk|chuk)$/u;

/**
 * The matches of HONORIFIC_RE, as a global search finds them (the search going on from where each is read), tried at
 * `starts` (honorificStart of the text's capitalised words, in order) only.
 */
function detectHonorificSurnames(scan: ScanText, out: Candidate[], forms: ReadonlyMap<string, unknown>, starts: readonly number[]): void {
  const text = scan.text;
  const re = HONORIFIC_AT_RE;
  let from = 0;
  for (const q of starts) {
    if (q < from) continue;
    re.lastIndex = q;
    const m = re.exec(text);
    if (!m) continue;
    from = re.lastIndex;
    const surname = m[1];
    if (isNotSurname(surname)) {
      titledSurname(text, m.index + m[0].length, forms, out);
      continue;
    }
    // First names after an honorific are already reported by the dictionary pass (with context).
    if (forms.has(surname) || forms.has(surname.split('-')[0])) continue;
    // "p." is also a floor or a point ("II p. Parter", "p. Wstęp"): after it the word must look like a surname.
    // A married form of a surname that is also a word counts there too ("p. Wróblowa", "p. Zającowa"), and so does a
    // surname's nominative PoliMorf lists ("p. Sobota", "p. Kwiatek").
    if (m[0][1] === '.' && !looksLikeSurname(surname) && !marriedNameStem(surname, true) && !isLexiconSurnameNominative(surname.toLowerCase())) continue;
    const start = m.index + m[0].length - surname.length;
    out.push({ type: 'PERSON', start, end: secondNameEnd(text, start + surname.length), score: PERSON_SCORE_HONORIFIC, source: 'honorific' });
    from = start; // the surname may itself be followed by another honorific-introduced name
  }
}
