// Values of form fields by their label, however the form is written (docs/pii-detection.md §6.1): labels in
// any case and without diacritics ("Nazwisko:", "NAZWISKO:", "imie:"), numbered ("3. Nazwisko:", "b) Imię:"),
// with a dotted leader ("Nazwisko ......: "), several on one line ("IMIĘ: HALINA NAZWISKO: GĄSIOR"), and
// values capitalised, in capitals or in lower case. The label says what the value is:
// - a person's name (imię i nazwisko, nazwisko, imię, imiona, osoba kontaktowa, wnioskodawca, …) → PERSON;
// - a place (miejscowość, miasto, miejsce urodzenia/zamieszkania, poczta, gmina, powiat, województwo) → LOCATION;
// - a company (nazwa firmy, firma, pracodawca, zakład pracy, nazwa działalności) → ORGANIZATION, whole.
// A value is one to three words (six for a company) ending the field: at a line's end, a comma, semicolon,
// bar or bracket, a sentence's end or the next label. Placeholders ("brak", "nie dotyczy", "wpisz") and
// lowercase function words are not values. The labels are read in the folded text, so the scan is one
// regex pass; texts without a colon are not scanned.
import type { ScanText } from '../context.js';
import { isDictionaryWord } from '../dictionary-words.js';
import { fold } from '../fold.js';
import { isFirstNameAnyCase } from '../names/dictionary.js';
import { looksLikeSurname } from '../names/surnames.js';
import { isNotPersonWord } from '../ner-noise.js';
import type { Candidate, EntityType } from '../types.js';
import { labelSeparators, leaderEnd, opensLine, readsAsName } from './label-leaders.js';
import { alreadyFound } from './types.js';

export const FIELD_SCORE = 0.65;

type FieldKind = 'person' | 'place' | 'company';

/**
 * People's roles in documents (insurance, court, medical, HR, invoices, minutes), folded: "Ubezpieczający: GÓRNY
 * ROBERT", "Protokołował: Eugeniusz Wróblewski". Some are also speaker labels ("Pacjent: Dobrze."), so their
 * value is taken only when it reads as a name (label-leaders.ts readsAsName).
 */
const ROLE_LABELS: readonly string[] = [
  'ubezpieczony', 'ubezpieczona', 'ubezpieczajacy', 'ubezpieczajaca', 'poszkodowany', 'poszkodowana', 'sprawca', 'pozwany',
  'pozwana', 'powod', 'powodka', 'oskarzony', 'oskarzona', 'pokrzywdzony', 'pokrzywdzona', 'swiadek', 'zglaszajacy',
  'zglaszajaca', 'pacjent', 'pacjentka', 'pracownik', 'pracownica', 'kierowca', 'odbiorca', 'nadawca', 'wystawil',
  'wystawila', 'odebral', 'odebrala', 'protokolowal', 'protokolowala', 'protokolant', 'protokolantka', 'sporzadzil',
  'sporzadzila', 'zatwierdzil', 'zatwierdzila', 'sprawdzil', 'sprawdzila', 'przelozony', 'przelozona', 'kierownik',
  'lekarz prowadzacy', 'lekarz kierujacy', 'spadkodawca', 'zmarly', 'zmarla', 'uczen', 'uczennica', 'kupujacy',
  'sprzedajacy', 'zleceniodawca', 'koordynator', 'koordynatorka', 'opiekun', 'opiekunka', 'organizator', 'organizatorka',
  'zastepca', 'prowadzacy', 'prowadzaca', 'autor', 'autorka', 'passenger', 'employee', 'patient', 'beneficiary',
  'gosc', 'klient', 'klientka', 'mieszkaniec', 'mieszkanka', 'lokator', 'lokatorka', 'rezerwujacy', 'rezerwujaca',
  'zamawiajacy', 'zamawiajaca', 'kontakt', 'guest', 'customer', 'client', 'pasazer', 'pasazerka', 'podrozny', 'podrozna',
  'uczestnik', 'uczestniczka', 'zawodnik', 'zawodniczka', 'najemca', 'wynajmujacy', 'wynajmujaca', 'wlasciciel',
  'wlascicielka', 'dluznik', 'dluzniczka', 'wierzyciel', 'poreczyciel', 'pelnomocnik', 'kandydat', 'kandydatka',
  'cudzoziemiec', 'cudzoziemka', 'obcokrajowiec', 'obcokrajowka', 'sluchacz', 'sluchaczka', 'student', 'studentka',
  // abbreviated, as referrals and orders write them ("Pac.: GRABARCZYK Jan", "Lek. kier.: Kwaśny T."), dots left out
  'pac', 'pacj', 'lek kier', 'lek prow', 'lek zlec', 'lekarz kier', 'lekarz zlec', 'ubezp', 'poszk',
  'beneficiary name', 'account holder', 'reporter', 'assignee',
];
const IS_ROLE_LABEL: ReadonlySet<string> = new Set(ROLE_LABELS);

/** Folded labels by what their value is. Longer labels first where one starts another. */
const LABELS: Record<FieldKind, readonly string[]> = {
  person: [
    'imie i nazwisko', 'imiona i nazwisko', 'nazwisko i imie', 'nazwisko i imiona', 'nazwisko rodowe', 'nazwisko panienskie',
    'nazwisko', 'drugie imie', 'imie ojca', 'imie matki', 'imiona rodzicow', 'imiona', 'imie', 'dane osoby', 'osoba kontaktowa',
    'osoba do kontaktu', 'wnioskodawca', 'wnioskodawczyni', 'pelnomocnik', 'opiekun prawny', 'wlasciciel', 'wlascicielka',
    'najemca', 'wynajmujacy', 'zleceniobiorca', 'dluznik', 'wierzyciel', 'podpis', 'adresat', 'dane pacjenta', 'dane ucznia',
    'first name', 'last name', 'full name', 'surname', 'firstname', 'lastname', 'given names', 'given name', 'family name',
    'forename', 'forenames',
    ...ROLE_LABELS,
  ],
  place: [
    'miejscowosc', 'miasto', 'miejsce urodzenia', 'miejsce zamieszkania', 'miejsce pracy', 'poczta', 'gmina', 'powiat',
    'wojewodztwo', 'dzielnica', 'wies',
  ],
  company: [
    'nazwa firmy', 'nazwa pracodawcy', 'nazwa zakladu pracy', 'zaklad pracy', 'nazwa dzialalnosci', 'nazwa przedsiebiorstwa',
    'nazwa sprzedawcy', 'nazwa nabywcy', 'pracodawca', 'firma', 'przedsiebiorca', 'sprzedawca', 'nabywca', 'kontrahent', 'wykonawca',
  ],
};

const KIND_OF = new Map<string, FieldKind>();
for (const [kind, labels] of Object.entries(LABELS) as Array<[FieldKind, readonly string[]]>) for (const l of labels) KIND_OF.set(l, kind);

/** The most words a label has ("imie i nazwisko", "nazwa zakladu pracy", "nazwisko i imiona"). */
const MAX_LABEL_WORDS = 3;
/** Between a label and its colon: a parenthesis ("(imiona)"), a key's closing quote ('"last_name":'), a dotted leader, spaces. */
const LABEL_TAIL_RE = /\.?(?:[ \t]*\([^)\n]{0,30}\))?["']?[ \t]*(?:[._…]{2,}[ \t]*)?$/;

/**
 * The label ending right before the colon at `colon` in the folded text: its last one to three words
 * looked up whole (longest first), so "imie i nazwisko" is read before "nazwisko"; with where it starts.
 */
function labelBefore(folded: string, colon: number): { kind: FieldKind; start: number; role?: boolean } | undefined {
  const tail = LABEL_TAIL_RE.exec(folded.slice(Math.max(0, colon - 40), colon));
  let end = colon - (tail ? tail[0].length : 0);
  const starts: number[] = [];
  let i = end;
  for (let w = 0; w < MAX_LABEL_WORDS + 1; w++) {
    while (i > 0 && isLabelChar(folded.charCodeAt(i - 1))) i--;
    if (i === end || (i > 0 && isDigit(folded.charCodeAt(i - 1)))) break;
    starts.push(i);
    if (i === 0 || (folded[i - 1] !== ' ' && folded[i - 1] !== '_')) break; // "last_name" as "last name"
    end = i - 1;
    if (end > 0 && folded[end - 1] === '.') end--; // an abbreviation's dot: "lek. kier."
    i = end;
  }
  const to = colon - (tail ? tail[0].length : 0);
  for (let k = Math.min(starts.length, MAX_LABEL_WORDS) - 1; k >= 0; k--) {
    let label = folded.slice(starts[k]!, to);
    if (label.includes('_')) label = label.replace(UNDERSCORE_RE, ' ');
    if (label.includes('.')) label = label.replace(DOT_RE, '');
    const kind = KIND_OF.get(label);
    if (kind) return { kind, start: otherHalfStart(folded, starts[k]!), role: IS_ROLE_LABEL.has(label) };
  }
  // A name label narrowed by whose name it is, in the genitive ("nazwisko rodowe matki", "imię dziecka",
  // "imie i nazwisko klienta"): the label without that last word.
  if (starts.length >= 2 && GENITIVE_RE.test(folded.slice(starts[0]!, to))) {
    for (let k = Math.min(starts.length - 1, MAX_LABEL_WORDS); k >= 1; k--) {
      const label = folded.slice(starts[k]!, starts[0]! - 1);
      if (KIND_OF.get(label) === 'person' && NAME_LABEL_RE.test(label)) return { kind: 'person', start: starts[k]! };
    }
  }
  // Or by where the name is written ("nazwisko na karcie", "imię w paszporcie", "nazwisko do faktury"): the label
  // before the preposition.
  if (starts.length >= 3 && NARROWING_PREPOSITIONS.has(folded.slice(starts[1]!, starts[0]! - 1))) {
    for (let k = Math.min(starts.length - 1, MAX_LABEL_WORDS + 1); k >= 2; k--) {
      const label = folded.slice(starts[k]!, starts[1]! - 1);
      if (KIND_OF.get(label) === 'person' && NAME_LABEL_RE.test(label)) return { kind: 'person', start: starts[k]! };
    }
  }
  return undefined;
}
const NARROWING_PREPOSITIONS: ReadonlySet<string> = new Set(['na', 'w', 'we', 'do', 'z', 'ze', 'dla']);
/** A folded noun in the genitive singular ("matki", "ojca", "klienta", "najemcy"). */
const GENITIVE_RE = /^[a-z]{2,}[aiy]$/;
/** Labels that hold a name whoever's it is (not "wlasciciel", "podpis"). */
const NAME_LABEL_RE = /^(?:imie|imiona|nazwisko|drugie imie)/;
const isLabelChar = (c: number): boolean => c >= 97 && c <= 122;

/** The start of a bilingual label whose other half ends at `start` ("imie/" of "Imię/Name", "nazwisko / " of
 * "Nazwisko / Surname"): the label's words, so a value before it ends there. */
function otherHalfStart(folded: string, start: number): number {
  let i = start;
  while (i > 0 && folded.charCodeAt(i - 1) === 32) i--;
  if (i === 0 || folded[i - 1] !== '/') return start;
  i--;
  while (i > 0 && folded.charCodeAt(i - 1) === 32) i--;
  const end = i;
  while (i > 0 && isLabelChar(folded.charCodeAt(i - 1))) i--;
  return i < end ? i : start;
}
const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const UNDERSCORE_RE = /_/g;
const DOT_RE = /\./g;

/** A word of a value: capitalised, in capitals or lower case, hyphenated parts, an initial; quotes and "&" for companies. */
const VALUE_WORD_RE = /\p{Lu}\.|[\p{L}][\p{L}'’]*(?:-[\p{L}][\p{L}'’]*)*\.?|&|„|"|”/uy;
const GAP_RE = /[ \t]+/y;
/** What may end a value: the line's or text's end, punctuation that closes a field, a sentence's end. */
const VALUE_END_RE = /[ \t]*(?:$|[\r\n,;|(<}]|\.(?:\s|$)|[ \t]-[ \t]|[._…]{3})/y;

/** Words that fill an empty field or are no name or place (folded). */
const PLACEHOLDERS: ReadonlySet<string> = new Set([
  'brak', 'nie', 'dotyczy', 'nd', 'wpisz', 'uzupelnij', 'podaj', 'tutaj', 'tu', 'puste', 'nieznany', 'nieznana', 'nieznane',
  'anonim', 'anonimowy', 'anonimowa', 'jak', 'w', 'na', 'z', 'do', 'i', 'oraz', 'lub', 'to', 'jest', 'sa', 'mam', 'moje', 'moj',
  'moja', 'twoje', 'twoj', 'twoja', 'pana', 'pani', 'prosze', 'wymagane', 'opcjonalnie', 'dowolne', 'np', 'itp', 'tak', 'ok',
  'imie', 'nazwisko', 'miejscowosc', 'miasto', 'firma', 'patrz', 'jw', 'jak wyzej', 'x', 'xxx', 'test',
]);

const MAX_WORDS: Record<FieldKind, number> = { person: 3, place: 3, company: 6 };

export interface Field { kind: FieldKind; start: number; end: number }

/** The labelled values of the text, found once per text and shared by the PERSON, LOCATION and ORGANIZATION detectors. */
export function formFields(scan: ScanText): Field[] {
  if (scan.formFields) return scan.formFields as Field[];
  const fields: Field[] = [];
  scan.formFields = fields;
  const text = scan.text;
  let colon = text.indexOf(':');
  const separators = labelSeparators(text);
  if (colon < 0 && separators.length === 0) return fields;
  const folded = scan.folded;
  // strict: a role's label or a gap of spaces, whose value is taken only when it reads as a name.
  const labels: Array<{ kind: FieldKind; start: number; end: number; strict?: boolean }> = [];
  for (; colon >= 0; colon = text.indexOf(':', colon + 1)) {
    const label = labelBefore(folded, colon);
    if (label) labels.push({ kind: label.kind, start: label.start, end: leaderEnd(text, colon + 1), strict: label.role });
  }
  if (separators.length > 0) {
    const taken = new Set(labels.map((l) => l.start)); // "Nazwisko ......: Jan" is the colon's label
    for (const sep of separators) {
      const label = labelBefore(folded, sep.labelEnd);
      if (label && (!sep.lineStart || opensLine(text, label.start)) && !taken.has(label.start)) {
        taken.add(label.start);
        labels.push({ kind: label.kind, start: label.start, end: sep.valueStart, strict: sep.strict || label.role });
      }
    }
    labels.sort((a, b) => a.start - b.start);
  }
  labels.forEach((label, i) => {
    const next = labels[i + 1]?.start ?? text.length; // the next label's words end this value
    let value = readValue(text, folded, label.end, next, label.kind);
    const strict = label.strict;
    if (!value && label.kind !== 'company') {
      // A printed or bilingual form puts the value on the line under its label ("Nazwisko/Surname:\nHONCHARENKO"):
      // a whole line, read strictly (see readsAsNameOnItsLine; a place in capitals or capitalised).
      const from = nextLineStart(text, label.end);
      if (from > 0 && from < next) {
        value = readValue(text, folded, from, next, label.kind);
        if (value && !endsLine(text, value[1])) value = undefined;
        if (value && label.kind === 'place' && !CAPITALISED_WORDS_RE.test(text.slice(value[0], value[1]))) value = undefined;
        if (value && label.kind === 'person' && !readsAsNameOnItsLine(text.slice(value[0], value[1]))) value = undefined;
      }
    }
    // After a gap of spaces (no colon, no leader) only a name that reads as one: a table's header row
    // ("Nazwisko  Stanowisko  Dział") has the same shape; so has a reply after a role that is also a speaker label.
    if (value && strict && (label.kind !== 'person' || !readsAsName(text.slice(value[0], value[1])))) return;
    if (value) fields.push({ kind: label.kind, start: value[0], end: value[1] });
  });
  return fields;
}

/** The start of the line right after a label ending at `from`, when nothing but spaces follows the label; else -1. */
function nextLineStart(text: string, from: number): number {
  let at = from;
  while (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9) at++;
  if (text.charCodeAt(at) === 13) at++;
  if (text.charCodeAt(at) !== 10) return -1;
  at++;
  while (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9) at++;
  return at < text.length ? at : -1;
}

/** Whether only spaces stand between `at` and the line's end. */
function endsLine(text: string, at: number): boolean {
  while (text.charCodeAt(at) === 32 || text.charCodeAt(at) === 9) at++;
  return at >= text.length || text.charCodeAt(at) === 10 || text.charCodeAt(at) === 13;
}
/** A person's value on its own line: it reads as a name, or every word is capitalised or in capitals and no
 *  dictionary word ("MELNYK", "Tkachuk"; not "Dziękuję", "Brak danych"). */
function readsAsNameOnItsLine(value: string): boolean {
  if (readsAsName(value)) return true;
  return CAPITALISED_WORDS_RE.test(value) && value.split(/[ \t]+/).every((w) => !isDictionaryWord(w.toLowerCase()));
}
const CAPITALISED_WORDS_RE = /^\p{Lu}[\p{L}.'’-]*(?:[ \t]+\p{Lu}[\p{L}.'’-]*)*$/u;

/**
 * The value after a label ending at `from`: up to `maxWords` words, ended by VALUE_END_RE or the next label
 * at `next`. Undefined when there is none, it runs on past maxWords, or a word is a placeholder.
 */
function readValue(text: string, folded: string, from: number, next: number, kind: FieldKind): [number, number] | undefined {
  const maxWords = MAX_WORDS[kind];
  GAP_RE.lastIndex = from;
  let at = GAP_RE.test(text) ? GAP_RE.lastIndex : from;
  const quote = kind === 'person' && (text[at] === '"' || text[at] === "'") ? text[at]! : ''; // a JSON or dict value
  if (quote) at++;
  const start = at;
  let end = at, words = 0, nextLabel = false;
  for (;;) {
    if (at >= next) break;
    VALUE_WORD_RE.lastIndex = at;
    const w = VALUE_WORD_RE.exec(text);
    if (!w) break;
    const wordEnd = Math.min(at + w[0].length, next);
    const word = folded.slice(at, wordEnd).replace(TRAILING_DOT_RE, '');
    // A capitalised word right before a colon labels the next field this list does not know
    // ("Nazwisko: Olszewski Telefon: 501"): the value ends before it.
    if (words > 0 && NEXT_LABEL_RE.test(text.slice(wordEnd, wordEnd + 3)) && UPPER_START_RE.test(w[0])) { nextLabel = true; break; }
    if (PLACEHOLDERS.has(word) || ++words > maxWords) return undefined;
    if (kind === 'person' && (!isNameWord(text.slice(at, wordEnd)) || isNotPersonWord(text.slice(at, wordEnd)))) return undefined;
    end = wordEnd;
    GAP_RE.lastIndex = end;
    if (!GAP_RE.test(text)) break;
    at = GAP_RE.lastIndex;
  }
  if (words === 0) return undefined;
  // "J. Kowalski." ends the sentence: the dot of a last word longer than an initial is not the value's.
  if (text[end - 1] === '.' && end - start > 2 && !INITIAL_END_RE.test(text.slice(Math.max(start, end - 3), end))) end--;
  if (quote && text[end - 1] === quote && end - 1 > start + 1) end--; // a word takes an apostrophe: "'Dziedzic'"
  if (quote && text[end] !== quote) return undefined;
  if (!nextLabel && end < next && !ONLY_SPACE_RE.test(text.slice(end + quote.length, next))) {
    VALUE_END_RE.lastIndex = end + quote.length;
    if (!VALUE_END_RE.test(text)) return undefined;
  }
  return hasLetters(text, start, end) ? [start, trimEnd(text, start, end)] : undefined;
}
const TRAILING_DOT_RE = /\.$/;
const NEXT_LABEL_RE = /^[ \t]*:/;
const ONLY_SPACE_RE = /^[ \t]*$/;

/**
 * A word of a person field's value: capitalised or in capitals (any surname), an initial, or in lower case a
 * known first name or a surname-like word ("jan", "kowalski"), so a reply after a label is not a name.
 */
function isNameWord(word: string): boolean {
  if (UPPER_START_RE.test(word)) return true;
  const w = word.replace(TRAILING_DOT_RE, '');
  return isFirstNameAnyCase(w) || looksLikeSurname(w);
}
const UPPER_START_RE = /^\p{Lu}/u;
const INITIAL_END_RE = /(?:^|[\s.])\p{Lu}\.$/u;

function hasLetters(text: string, start: number, end: number): boolean {
  return /\p{L}{2}/u.test(text.slice(start, end));
}

function trimEnd(text: string, start: number, end: number): number {
  while (end > start && /[\s„"”&]/.test(text[end - 1]!)) end--;
  return end;
}

const TYPE_OF: Record<FieldKind, EntityType> = { person: 'PERSON', place: 'LOCATION', company: 'ORGANIZATION' };

/** Appends the labelled values of one kind as candidates of its type. */
export function detectFields(scan: ScanText, out: Candidate[], kind: FieldKind): void {
  for (const f of formFields(scan)) {
    if (f.kind !== kind || alreadyFound(out, TYPE_OF[kind], f.start, f.end)) continue;
    out.push({ type: TYPE_OF[kind], start: f.start, end: f.end, score: FIELD_SCORE, source: 'form-field' });
  }
}

/** For tests: the folded form of a label as LABELS holds it. */
export function isFieldLabel(label: string): boolean {
  return KIND_OF.has(fold(label));
}
