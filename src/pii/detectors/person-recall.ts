// PERSON rules beyond the capitalised first-name dictionary (person.ts), for how people really write:
// - a signature: a name alone after a closing ("Pozdrawiam, Nowak", "Podpisano: Kowalska", a "--"
//   line, "Dzięki!\nMarta", "Best,\nAoife", "Cheers, Niamh O'Brien") up to the end of its line or a role
//   after "|" or a dash; any capitalised word that is not a common signature word ("Zespół", "Dział",
//   "Customer Service") counts, since surnames are open-ended;
// - lowercase chat: a first name in lower case followed by a surname ("jan kowalski", "anna
//   Nowak"): the second word must be capitalised or look like a surname (a listed surname or a
//   surname ending), and first-name forms that are common lowercase words ("maja", "ani") are skipped;
// - a first name with one typo followed by a surname-like word ("Pitor Kowalski");
// - a name-field label ("Nazwisko:", "Imię i nazwisko:", "Wnioskodawca:", "Od:") or "nazywam się",
//   "a nazwisko" followed by capitalised words up to the end of the line or a comma;
// - in a company-name field ("Nazwa firmy: Usługi Remontowe Król"), the words that look like a
//   surname or a first name: a sole trader's business name is the owner's name;
// - names with look-alike digits ("M4teusz K4miński", "Danie1"), read as letters for the check only;
// - a lower-case surname after a lower-case honorific ("pan kowalski"), or a word no dictionary has ("pan mahmoud");
// - a lower-case listed surname in a surname's shape alone, after a preposition, a verb people do or opening a
//   sentence ("gadałem z kowalczykiem", "u wiśniewskiej", "kamiński się spóźnił", "przyszedł kaczmarczyk"); one that
//   is also an adjective only after such a verb and before the clause goes on ("dzwonił wiśniewski, pytał").
import { classAt, classBefore, hashUnits, LETTER, LOWER, nextCapitalPair, nextRun, skipClass, unitsOf, UPPER, WORD, type Run, type Span } from '../char-class.js';
import type { ScanText } from '../context.js';
import { isDictionaryWord, isDictionaryWordAnyDiacritics } from '../dictionary-words.js';
import { isRoleWord } from '../label-words.js';
import { fold } from '../fold.js';
import { firstNameDictionary, isFirstNameAnyCase, withoutDiacritics } from '../names/dictionary.js';
import { isNearFirstName } from '../names/fuzzy.js';
import { isCommonNameForm } from '../names/common-name-forms.js';
import { isKnownSurname, isSurnameShaped, looksLikeSurname } from '../names/surnames.js';
import { isLexiconSurnameNominative } from '../names/lexicon-surnames.js';
import { marriedNameStem } from './married-name-forms.js';
import { isPersonVerbWord } from '../person-verbs.js';
import { mayBeUnlistedName } from './subject-names.js';
import surnames from '../names/surnames.json' with { type: 'json' };
import type { Candidate } from '../types.js';
import { isNonNounWord } from '../names/non-nouns.js';

export const SIGNATURE_SCORE = 0.6;
export const LOWERCASE_PAIR_SCORE = 0.5;
export const TYPO_PAIR_SCORE = 0.45;

const NAME = String.raw`\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?`;
/** A signature's surname: a word, with an Irish, Scottish or Romance prefix ("O'Brien", "McCarthy", "Ó Súilleabháin",
 * "de Souza") allowed in front. */
const SIGNATURE_SURNAME = String.raw`(?:(?:Ó|Ní|Nic|Mac|Mc|Ua|de|van|von|da|di|del|della|dos|du|le|van der|von der|van den) )?(?:\p{Lu}['’])?(?:Mc|Mac)?${NAME}`;
/** English closings that are ordinary words too ("Best practices", "Thanks to …"): a comma or the line's end must follow. */
const ENGLISH_CLOSING = String.raw`(?:[Bb]est(?: wishes)?|[Tt]hanks(?: again| a lot| so much)?|[Tt]hank you|[Mm]any thanks|[Aa]ll the best|[Ww]arm(?:est)? regards|[Ss]incerely|[Yy]ours(?: sincerely| truly)?|[Tt]ake care|[Cc]heers)(?=[ \t]*[,!]?[ \t]*(?:,|\r?\n))`;
/** A closing, then the name (an optional initial and one or two words) alone up to the line end, up to a role
 * after "|" or a dash ("Declan Murphy | Senior Engineer"), or before a short bracket ending the line ("Świątek (lokal 7)"). */
export const SIGNATURE_RE = new RegExp(
  String.raw`(?:(?<![\p{L}])(?:(?:[Ss]erdecznie |[Ss]erdeczne |[Łł]ącz[eę] |[Cc]iepło |[Gg]orąco )?[Pp]ozdr(?:awiam|awiamy|owienia|o)(?: serdecznie| ciepło| gorąco)?|[Zz] (?:serdecznymi |najlepszymi )?pozdrowieniami|[Zz] poważaniem|[Zz] wyrazami szacunku|[Dd]zięk(?:uję|ujemy|i)(?: bardzo| serdecznie| wielkie| z góry)?|[Pp]odpisan[oyaei]|[Pp]odpis|[Bb]est regards|[Kk]ind regards|[Rr]egards|${ENGLISH_CLOSING}|[Dd]o usłyszenia|[Dd]o zobaczenia|[Ss]zacunek)|(?:^|\n)--)[ \t]*[,:.!]?[ \t]*(?:\r?\n[ \t]*)?((?:\p{Lu}\. ?)?${NAME}(?: ${SIGNATURE_SURNAME})?)[ \t]*[.!]?[ \t]*(?=\r?\n|$|[ \t]*\|[ \t]|[ \t]+[-–—][ \t]|[ \t]+\([^()\n]{1,30}\)[ \t]*(?:\r?\n|$))`,
  'gu',
);
/** SIGNATURE_RE tried at one position. */
const SIGNATURE_AT_RE = new RegExp(SIGNATURE_RE.source, 'uy');
/**
 * A literal every closing holds ("ozdr" of "Pozdrawiam", "egards", "--"), at most CLOSING_ANCHOR_REACH units after the
 * closing's start ("Z serdecznymi pozdrowieniami" holds "ozdr" 15 in): SIGNATURE_RE is tried only that far before one,
 * instead of at every position of the text.
 */
const CLOSING_ANCHOR_RE = /ozdr|oważ|zacun|zięk|odpis|egards|[Bb]est|hank|ncerely|ours|care|heers|usłysz|zobacz|--/g;
const CLOSING_ANCHOR_REACH = 15;

/** Capitalised words that sign for a group or are not a name (folded). */
const NOT_SIGNATURE_WORDS: ReadonlySet<string> = new Set([
  'zespol', 'zespolu', 'dzial', 'dzialu', 'team', 'biuro', 'biura', 'obsluga', 'obslugi', 'redakcja', 'administracja',
  'administrator', 'firma', 'sklep', 'support', 'ekipa', 'wsparcie', 'zarzad', 'sekretariat', 'recepcja', 'klient',
  'klienci', 'wszystkim', 'wszystkich', 'serdecznie', 'pozdrawiam', 'pozdrowienia', 'dziekuje', 'dzieki', 'prosze',
  'z', 'pan', 'pani', 'panstwo', 'dyrekcja', 'kierownictwo', 'organizatorzy', 'rodzina', 'ja', 'my', 'tak', 'nie',
  'ok', 'okej', 'super', 'milego', 'dnia', 'wieczoru', 'weekendu', 'ps', 'mail', 'tel', 'telefon', 'wlasciciel',
  'panstwu', 'wam', 'ci', 'cie', 'tobie', 'ciebie', 'was', 'bardzo', 'bogu', 'kancelaria', 'hurtownia', 'apteka',
  'przychodnia', 'szkola', 'urzad', 'spolka', 'fundacja', 'stowarzyszenie', 'agencja', 'studio', 'salon', 'warsztat',
  'serwis', 'centrum', 'grupa', 'hotel', 'restauracja', 'bank', 'marketing', 'marketingu', 'sprzedaz', 'sprzedazy',
  'ksiegowosc', 'ksiegowosci', 'kadry', 'kadr', 'rekrutacja', 'rekrutacji', 'logistyka', 'magazyn', 'reklamacje',
  'brak', 'nieznany', 'nieznana', 'nieznane', 'anonim', 'anonimowy', 'anonimowa', 'dotyczy', 'wpisz', 'puste',
  'przyklad', 'uzupelnij', 'nd',
  // English sign-offs of a desk or a team ("Customer Service", "Accounts Payable", "The HR Team")
  'the', 'your', 'our', 'all', 'everyone', 'customer', 'customers', 'service', 'services', 'accounts', 'account', 'payable',
  'receivable', 'sales', 'hr', 'it', 'helpdesk', 'desk', 'office', 'management', 'department', 'staff', 'admin', 'finance',
  'billing', 'operations', 'legal', 'recruitment', 'payroll', 'reception', 'help', 'center', 'centre', 'care', 'relations',
  'board', 'committee', 'company', 'inc', 'ltd', 'llc', 'gmbh', 'group', 'corp', 'notifications', 'newsletter', 'info',
  'contact', 'press', 'media', 'engineering', 'product', 'development', 'security', 'technical', 'logistics',
  'procurement', 'purchasing', 'shipping', 'quality', 'again', 'advance', 'guys', 'folks', 'family', 'friends', 'good',
  'luck', 'see', 'you', 'soon', 'later', 'love', 'hugs',
]);

/** Honorifics and titles: one letter away from a first-name form ("Panie" ~ "Janie"), never one. */
const NOT_FIRST_NAME: ReadonlySet<string> = new Set([
  'panie', 'panem', 'panią', 'panowie', 'państwo', 'państwa', 'pozdrawiam', 'doktor', 'doktorze', 'profesor',
  'mecenas', 'dyrektor', 'prezes', 'minister', 'ksiądz', 'siostra', 'siostry', 'brata', 'kolega', 'koleżanka',
  'sąsiad', 'sąsiadka', 'szanowny', 'szanowna', 'drogi', 'droga', 'witam', 'dzień',
  // Holy figures ("Matka Boska Częstochowska"): no person's data.
  'matka', 'matki', 'matce', 'matkę', 'matką', 'matko', 'boska', 'boskiej', 'boską', 'boża', 'bożej', 'bożą',
]);

/**
 * Lower-case words that are also first-name forms and common in ordinary text: "mają" (they have),
 * "ani" (neither), "idzie" (goes), "pola" (fields), "marka" (brand), "taras" (terrace). Counted in
 * NKJP (forms seen lower case at least twice), plus the dictionary's ambiguous forms.
 */
const LOWERCASE_COMMON: ReadonlySet<string> = new Set([
  'mają', 'ani', 'nadzieję', 'maja', 'idzie', 'nadziei', 'idą', 'pola', 'idę', 'nadzieją', 'nadzieja', 'marek',
  'taras', 'tarasie', 'róży', 'wita', 'marzenie', 'marka', 'polo', 'dusi', 'max', 'jagoda', 'misia', 'tarasem',
  'laury', 'mili', 'maks', 'wiki', 'natkę', 'lilia', 'różą', 'mię', 'luki', 'dance', 'mai', 'mają', 'róża', 'różę',
  'wiara', 'wiary', 'kalina', 'roma', 'lew', 'wit', 'danie', 'dana', 'dany', 'lila', 'mila', 'luka', 'arka', 'wice',
  'bogu', 'kuba', 'mark', 'frank', 'will', 'rose', 'sylwester', 'sylwestra', 'marki', 'mieszka', 'mieszko', 'ida',
  'wiktoria', 'victoria', 'gracja', 'oskar', 'oskara', 'oscar', 'jordan', 'milan', 'pola', 'mario', 'lecha',
]);

// A cheap test on the raw text before the field patterns (many texts have no label at all); the closings,
// honorifics and introductions are looked for from their own literals (signatureMatches, lowerHonorificMatches,
// nextLowerIntroduction).
const FIELD_HINT_RE = /:|nazyw|azwisk/;

export function detectPersonRecall(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  detectSignatures(text, out);
  const surnameRuns: number[] = [];
  detectLowercasePairs(text, out, surnameRuns);
  detectTypoPairs(text, out);
  if (FIELD_HINT_RE.test(text)) {
    detectNameFields(text, out);
    detectCompanyNameOwners(text, out);
    if (text.includes('nazwisk')) detectLowercaseNameOn(text, out);
  }
  detectNoisyNames(text, out, scan.digits.runs);
  detectLowercaseHonorifics(text, out);
  detectLowercaseIntroductions(text, out);
  detectLowercaseSurnamesAlone(text, out, surnameRuns);
}

export const LOWERCASE_SURNAME_SCORE = 0.5;
/** Folded prepositions that take a person ("z kowalskim", "u nowakowej", "dla wiśniewskiej"). */
const PERSON_PREPOSITIONS: ReadonlySet<string> = new Set(['z', 'ze', 'u', 'do', 'dla', 'od', 'przez', 'przy', 'o', 'po', 'za', 'wg']);
const PREVIOUS_WORD_RE = /(?:^|[^\p{L}\p{N}_])(\p{Ll}{1,5}) $/u;
const SENTENCE_OPENING_RE = /(?:^|[.!?\n][ \t]*)$/;
const HOUSE_NUMBER_AFTER_RE = /^ ?\d/;
// The verb, and what it asks about between it and the subject ("pytał o ciebie zawadzki").
const VERB_BEFORE_RE = /(?:^|[^\p{L}\p{N}_])(\p{Ll}{3,14})(?: o (?:ciebie|tobie|was|pana|panią|pania|nią|nia|niego|to|mnie))? $/u;
/** Whether the word before `start` is a verb people do or an addressing imperative ("dzwonił", "powiedz"). */
function afterPersonVerb(text: string, start: number): boolean {
  const m = VERB_BEFORE_RE.exec(text.slice(Math.max(0, start - 28), start));
  return m !== null && isPersonVerbWord(m[1]!);
}
/** What may follow a name but not an adjective: the clause's end, or a conjunction, particle or preposition. */
const CLAUSE_GOES_ON_RE = /^(?:[ \t]*(?:$|[,.;:!?\n)])| (?:że|ze|i|a|ale|bo|nie|się|sie|też|tez|już|juz|w|o|z|ze|do|na|żeby|zeby|czy)(?![\p{L}]))/u;

/**
 * A lower-case word that is a listed surname form in a surname's shape (-ski/-cka/-wicz/-czyk/-niak…)
 * and no common word, after a preposition or opening a sentence. Shape and listing together keep
 * adjectives out ("z polskim", "u krakowskiej" are no listed surnames; "górski" is a common word).
 * `runs`: the lower-case runs whose hash is a listed form's (start, end), collected by detectLowercasePairs.
 */
function detectLowercaseSurnamesAlone(text: string, out: Candidate[], runs: readonly number[]): void {
  for (let r = 0; r < runs.length; r += 2) {
    const start = runs[r]!, end = runs[r + 1]!;
    if (isWordGlue(text, start - 1, true) || isWordGlue(text, end)) continue;
    const word = text.slice(start, end);
    if (!isSurnameShaped(word) || !isKnownSurname(word)) continue;
    const before = text.slice(Math.max(0, start - 8), start);
    if (isCommonNameForm(word)) {
      // A surname that is also an adjective ("kowalski", "górskiej") is the surname right after a verb people
      // do, with no noun after it for the adjective: "dzwonił wiśniewski, pytał", "powiedz górskiej żeby".
      if (!afterPersonVerb(text, start) || !CLAUSE_GOES_ON_RE.test(text.slice(end, end + 8))) continue;
    } else {
      const prep = PREVIOUS_WORD_RE.exec(before);
      if (!(prep && PERSON_PREPOSITIONS.has(fold(prep[1]!))) && !SENTENCE_OPENING_RE.test(before) && !afterPersonVerb(text, start)) continue;
    }
    if (HOUSE_NUMBER_AFTER_RE.test(text.slice(end, end + 3))) continue; // a street: "przy kamińskiej 5"
    out.push({ type: 'PERSON', start, end, score: LOWERCASE_SURNAME_SCORE, source: 'lowercase-surname' });
  }
}

// "pan kowalski dzwonił", "u pani nowakowej": an honorific in lower case before a lower-case word that
// is a surname (a listed one of 5+ letters, or a surname ending). The capitalised case is person.ts's.
// pan|pana|panu|panem|panie|pani|panią|pania (typed without diacritics)|prof, dr|doktor, mecenas: grouped by
// first letter, with "not after a letter, digit or _" checked right after it (as person.ts HONORIFIC_RE), so
// the scan tries only those letters.
export const LOWER_HONORIFIC_RE = /(?:p(?<![\p{L}\p{N}_].)(?:an|ana|anu|anem|anie|ani|anią|ania|rof)|d(?<![\p{L}\p{N}_].)(?:r|oktor)|m(?<![\p{L}\p{N}_].)ecenas)\.? (\p{Ll}{5,}(?:-\p{Ll}+)?)(?![\p{L}\p{N}_@])/gu;

/**
 * A foreign name the lists lack ("pan mahmoud"): no dictionary word even with Polish letters put back, in any part,
 * right after the honorific (not across a sentence's end: "słucham pana. pełnomocnik").
 */
function isUnlistedName(word: string, match: string): boolean {
  // A first name is caseless-first-names.ts's to find.
  if (match.includes('.') || isRoleWord(word) || NOT_SIGNATURE_WORDS.has(fold(word)) || isFirstNameAnyCase(word)) return false;
  return word.split('-').every((part) => !isDictionaryWordAnyDiacritics(part));
}

/** A surname that is also a common word, in the nominative, after "pan"/"pani" or a title ("pan sobota", "pani
 * grabiec", "dr jaworek", "mecenas kowal"). */
function isCommonWordSurname(word: string, match: string): boolean {
  if (!/^(?:pan[ i]|dr\.? |doktor |mecenas |prof\.? )/.test(match) || isRoleWord(word) || isFirstNameAnyCase(word)) return false;
  // A wife's or daughter's form of a surname that is a word ("pani kowalowa", "pani wróblowej"), typed lower case.
  return isLexiconSurnameNominative(word) || (/^pani/.test(match) && marriedNameStem(word, true) !== undefined);
}

const LOWER_HONORIFIC_AT_RE = new RegExp(LOWER_HONORIFIC_RE.source, 'uy');
/** The words every match of LOWER_HONORIFIC_RE starts with: the pattern is tried only where one is. */
const LOWER_HONORIFIC_START_RE = /pan|prof|d(?:r|oktor)|mecenas/g;

/** The matches of LOWER_HONORIFIC_RE in `text`, as a global search finds them. */
export function lowerHonorificMatches(text: string): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  for (let m = nextMatchAtStarts(text, LOWER_HONORIFIC_START_RE, LOWER_HONORIFIC_AT_RE, 0); m;
    m = nextMatchAtStarts(text, LOWER_HONORIFIC_START_RE, LOWER_HONORIFIC_AT_RE, m.index + m[0].length)) found.push(m);
  return found;
}

/**
 * The first match of the sticky `re` at or after `from`, tried only where the global `starts` (what every match of
 * `re` begins with) matches: as a global search with `re` finds it.
 */
function nextMatchAtStarts(text: string, starts: RegExp, re: RegExp, from: number): RegExpExecArray | null {
  starts.lastIndex = from;
  for (let a = starts.exec(text); a; a = starts.exec(text)) {
    re.lastIndex = a.index;
    const m = re.exec(text);
    if (m) return m;
    starts.lastIndex = a.index + 1;
  }
  return null;
}

function detectLowercaseHonorifics(text: string, out: Candidate[]): void {
  for (const m of lowerHonorificMatches(text)) {
    const surname = m[1];
    if (!looksLikeSurname(surname) && !isUnlistedName(surname, m[0]) && !isCommonWordSurname(surname, m[0])) continue;
    const start = m.index + m[0].length - surname.length;
    out.push({ type: 'PERSON', start, end: start + surname.length, score: LOWERCASE_PAIR_SCORE, source: 'lowercase-honorific' });
  }
}

/** The words every match of LOWER_INTRO_RE starts with: the pattern is tried only where one is. */
const LOWER_INTRO_START_RE = /nazyw|nazwisk|na imi/g;
// "nazywam sie jan kowalski", "mam na imie zofia a nazwisko dąbrowska": words that introduce one's own name,
// then lower-case words, a hedge between allowed ("nazwisko chyba ostrowski"). Each must be a first-name form or look like a surname; the name ends at the first
// word that is neither ("zofia a …"), so a reply ("nazywam się tak samo") is none.
export const LOWER_INTRO_RE = /(?<![\p{L}])(?:nazyw(?:am|a|asz) si[eę]|nazwisk(?:o|iem)(?: to| mam| ma)?|na imi[eę](?: mam| ma| to)?)(?: chyba| raczej)?[ \t]+(\p{Ll}+(?:-\p{Ll}+)?(?: \p{Ll}+(?:-\p{Ll}+)?){0,2})/gu;

const LOWER_INTRO_AT_RE = new RegExp(LOWER_INTRO_RE.source, 'uy');

/** The first match of LOWER_INTRO_RE at or after `from`, as a global search from there finds it. */
export function nextLowerIntroduction(text: string, from: number): RegExpExecArray | null {
  return nextMatchAtStarts(text, LOWER_INTRO_START_RE, LOWER_INTRO_AT_RE, from);
}

function detectLowercaseIntroductions(text: string, out: Candidate[]): void {
  for (let m = nextLowerIntroduction(text, 0); m; ) {
    const start = m.index + m[0].length - m[1].length;
    let end = start;
    for (const w of m[1].split(' ')) {
      // Not which name it is ("pod nazwiskiem panieńskim": an adjective looks like a wife's surname).
      if (NOT_SIGNATURE_WORDS.has(fold(w)) || NOT_NAME_ON.has(fold(w)) || !(isFirstNameAnyCase(w) || looksLikeSurname(w))) break;
      end = (end === start ? start : end + 1) + w.length;
    }
    if (end > start) out.push({ type: 'PERSON', start, end, score: NAME_FIELD_SCORE, source: 'lowercase-introduction' });
    m = nextLowerIntroduction(text, end); // the words after the name may introduce another ("zofia a nazwisko dąbrowska")
  }
}

export const NAME_FIELD_SCORE = 0.6;
/** A capitalised word, possibly with look-alike digits inside ("Rutkowsk1", "Lew4ndowska"). */
const FIELD_WORD = String.raw`\p{Lu}[\p{Ll}013457]*\p{Ll}[\p{Ll}013457]*(?:-\p{Lu}[\p{Ll}013457]+)?`;
// Labels of fields that hold a person's name, at the start of a line; and phrases that introduce one.
// After a strong label any capitalised words are the name; after a weak one (mail headers, parties
// that may be a firm) at least one word must look like a name ("Do: Księgowość" is a department).
const STRONG_LABEL = String.raw`[Ii]mi[eę] i nazwisko|[Nn]azwisko i imi[eę]|[Nn]azwisko(?: rodowe)?|[Ii]mi[eęo]na?|[Ii]mi[eę] (?:ojca|matki)|[Ww]nioskodawc(?:a|zyni)|[Oo]soba kontaktowa|[Pp]ełnomocnik|[Oo]piekun(?:ka)?|[Dd]łużnik|[Ww]ierzyciel`;
const WEAK_LABEL = String.raw`[Ww]łaściciel(?:ka)?|[Oo]dbiorca|[Nn]adawca|[Zz]leceniodawca|[Zz]leceniobiorca|[Nn]ajemca|[Ww]ynajmując[ya]|[Kk]upując[ya]|[Ss]przedając[ya]|[Pp]odpis|[Aa]utor(?:ka)?|[Pp]rzedstawiciel|[Oo]d|[Dd]o|DW|[Ff]rom|[Tt]o`;
export const NAME_FIELD_RE = new RegExp(
  String.raw`(?:(?:^|\n)[ \t*•-]*(?:(${STRONG_LABEL})|(?:[Ww]iadomość |[Mm]essage )?(?:${WEAK_LABEL}))[ \t]*:|(?<![\p{L}])((?:[Nn]azywam|[Nn]azywa|[Nn]azywasz) się|nazwisk(?:o|iem)(?: to)?))[ \t]*((?:\p{Lu}\. ?)?${FIELD_WORD}(?: ${FIELD_WORD}){0,2})(?=[ \t]*(?:$|[\r\n,;(<]|\.(?:\s|$)))`,
  'gu',
);

const ENGLISH_LABEL_RE = /(?:^|\n)[ \t*•-]*(?:[Mm]essage )?(?:[Ff]rom|[Tt]o)[ \t]*:/;

/** NAME_FIELD_RE tried at one position: a match starts the text, at a newline or at "nazyw…"/"nazwisk…", and is
 * tried only there. */
const NAME_FIELD_AT_RE = new RegExp(NAME_FIELD_RE.source, 'uy');
const NAMING_WORD_RE = /[Nn]azyw|nazwisk/g;

/** The matches of NAME_FIELD_RE in `text`, as a global search finds them. */
export function nameFieldMatches(text: string): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  const re = NAME_FIELD_AT_RE, words = NAMING_WORD_RE;
  words.lastIndex = 0;
  let line = 0, word = words.exec(text)?.index ?? -1; // the next line start and naming word not yet tried
  while (line >= 0 || word >= 0) {
    const at = line < 0 ? word : word < 0 ? line : Math.min(line, word);
    re.lastIndex = at;
    const m = re.exec(text);
    if (m) found.push(m);
    const from = m ? at + m[0].length : at + 1;
    if (line >= 0 && line < from) line = text.indexOf('\n', from);
    if (word >= 0 && word < from) {
      words.lastIndex = from;
      word = words.exec(text)?.index ?? -1;
    }
  }
  return found;
}

/** "na nazwisko", "o nazwisku", "z nazwiskiem", "pod nazwiskiem" and a surname in lower case or capitalised, as a
 * booking's or a card's name is written, or a person named in a report ("sąsiada o nazwisku Łoś"). */
const LOWER_NAME_ON_RE = /(?<![\p{L}])(?:na nazwisko|o nazwisku|z nazwiskiem|pod nazwiskiem)[ \t]+(\p{L}\p{Ll}{2,}(?:-\p{L}\p{Ll}{2,})?)(?![\p{L}\p{N}_@]|\.[\p{L}\p{N}])/gu;
/** What "na nazwisko" names that is no surname: whose ("męża", "firmy") or which ("panieńskie"). */
const NOT_NAME_ON: ReadonlySet<string> = new Set([
  'meza', 'zony', 'ojca', 'matki', 'mamy', 'taty', 'firmy', 'dziecka', 'syna', 'corki', 'panienskie', 'rodowe', 'obecne',
  'swoje', 'moje', 'twoje', 'jego', 'jej', 'ich', 'kogo', 'ktore', 'klienta', 'wlasciciela', 'posiadacza', 'pracodawcy',
  // after "o nazwisku", "z nazwiskiem", "pod nazwiskiem": which name
  'panienskim', 'rodowym', 'obecnym', 'nowym', 'starym', 'tym', 'takim', 'innym', 'swoim', 'moim', 'twoim', 'zmienionym',
  'fikcyjnym', 'prawdziwym', 'nieznanym', 'jakims', 'jakim', 'podobnym', 'polskim', 'obcym', 'dziwnym',
]);

/** "karta na nazwisko kwiatek", "rezerwacja na nazwisko wrona-lis": the lower-case word after "na nazwisko". */
function detectLowercaseNameOn(text: string, out: Candidate[]): void {
  LOWER_NAME_ON_RE.lastIndex = 0;
  for (let m = LOWER_NAME_ON_RE.exec(text); m; m = LOWER_NAME_ON_RE.exec(text)) {
    const word = m[1]!;
    if (NOT_NAME_ON.has(fold(word)) || isRoleWord(word) || isNonNounWord(word.toLowerCase())) continue;
    const start = m.index + m[0].length - word.length;
    out.push({ type: 'PERSON', start, end: start + word.length, score: NAME_FIELD_SCORE, source: 'field' });
  }
}

function detectNameFields(text: string, out: Candidate[]): void {
  const forms = firstNameDictionary().forms;
  for (const m of nameFieldMatches(text)) {
    const name = m[3];
    const parts = name.split(/[ .]+/).filter((w) => w.length > 1);
    if (parts.some((w) => NOT_SIGNATURE_WORDS.has(fold(w)))) continue;
    const strong = m[1] !== undefined || m[2] !== undefined;
    // After a weak label one word must look like a name, or, after a Polish label, two or more words be ones no list
    // has ("Od: Tendai Moyo"; an English header's "From: Weekly Digest" holds English words no Polish dictionary has).
    if (!strong && !parts.some((w) => readNoisy(w).some((r) => forms.has(r) || looksLikeSurname(r))) &&
      !(parts.length >= 2 && !ENGLISH_LABEL_RE.test(m[0]) && parts.every(mayBeUnlistedName))) continue;
    const start = m.index + m[0].length - name.length;
    out.push({ type: 'PERSON', start, end: start + name.length, score: NAME_FIELD_SCORE, source: 'field' });
  }
}

export const COMPANY_FIELD_RE = /(?:^|\n)[ \t*•-]*(?:[Nn]azwa firmy|[Ff]irma|[Nn]azwa działalności|[Pp]rzedsiębiorca|[Ss]przedawca|[Ww]ykonawca)[ \t]*:[ \t]*([^\n]{1,120})/gu;
/** COMPANY_FIELD_RE tried at one position: a match starts the text or at a newline, and is tried only there. */
const COMPANY_FIELD_AT_RE = new RegExp(COMPANY_FIELD_RE.source, 'uy');

/** The matches of COMPANY_FIELD_RE in `text`, as a global search finds them. */
export function companyFieldMatches(text: string): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  const re = COMPANY_FIELD_AT_RE;
  for (let at = 0; at >= 0 && at < text.length;) {
    re.lastIndex = at;
    const m = re.exec(text);
    if (m) found.push(m);
    at = text.indexOf('\n', m ? at + m[0].length : at + 1);
  }
  return found;
}
const CAP_WORD_RE = /\p{Lu}(?<![\p{L}\p{N}_]\p{Lu})\p{Ll}+(?:-\p{Lu}\p{Ll}+)?(?![\p{L}\p{N}_])/gu; // word start checked after the capital

function detectCompanyNameOwners(text: string, out: Candidate[]): void {
  const forms = firstNameDictionary().forms;
  for (const m of companyFieldMatches(text)) {
    const value = m[1];
    const offset = m.index + m[0].length - value.length;
    CAP_WORD_RE.lastIndex = 0;
    for (let w = CAP_WORD_RE.exec(value); w; w = CAP_WORD_RE.exec(value)) {
      if (!forms.has(w[0]) && !looksLikeSurname(w[0])) continue;
      const start = offset + w.index;
      out.push({ type: 'PERSON', start, end: start + w[0].length, score: NAME_FIELD_SCORE, source: 'company-owner' });
    }
  }
}

/**
 * Whether the word text[start, end) is a capitalised word with a look-alike digit inside or at its end
 * ("Danie1", "M4teusz", "Agn13szka"): "\p{Lu}[\p{Ll}013457]*[013457][\p{Ll}013457]*" as a whole. Over
 * the whole words of a text it finds what that pattern between (?<![\p{L}\p{N}_]) and (?![\p{L}\p{N}_])
 * finds (exported for the test that compares them).
 */
export function isNoisyWord(text: string, start: number, end: number): boolean {
  let k = classAt(text, start);
  if (!(k & UPPER)) return false;
  let digit = false;
  for (let i = start + unitsOf(k); i < end; i += unitsOf(k)) {
    k = classAt(text, i);
    const c = text.charCodeAt(i);
    if (c === 48 || c === 49 || c === 51 || c === 52 || c === 53 || c === 55) digit = true;
    else if (!(k & LOWER)) return false;
  }
  return digit;
}
const NEXT_FIELD_WORD_RE = new RegExp(String.raw`^ (${FIELD_WORD})(?![\p{L}\p{N}_])`, 'u');
/**
 * Whether a look-alike digit right after a letter ("\p{L}[013457]") starts the run of ASCII digits at `at`: every
 * noisy word holds one, and such a digit always starts a run (a letter is before it), so only run starts are read.
 */
function isNoisyHint(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  return (c === 48 || c === 49 || c === 51 || c === 52 || c === 53 || c === 55) && (classBefore(text, at) & LETTER) !== 0;
}
const LETTER_OF: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' };

/** Reading of a noisy word with digits as letters; "1" is tried as "i" and as "l". */
function readNoisy(word: string): string[] {
  const i = word.replace(/[013457]/g, (d) => LETTER_OF[d]);
  const l = word.replace(/[013457]/g, (d) => (d === '1' ? 'l' : LETTER_OF[d]));
  return i === l ? [i] : [i, l];
}

/** `digitRuns`: the runs of ASCII digits of `text` (ScanText.digits.runs). */
function detectNoisyNames(text: string, out: Candidate[], digitRuns: readonly number[]): void {
  const forms = firstNameDictionary().forms;
  // Noisy words are whole words (runs of letters, digits and "_") with a hint in them: the word around
  // each hint is checked against isNoisyWord, each word once.
  for (let r = 0, searchedTo = 0; r < digitRuns.length; r += 2) {
    const at = digitRuns[r]!;
    if (at < searchedTo || !isNoisyHint(text, at)) continue;
    let start = at;
    for (let k = classBefore(text, start); k & WORD; k = classBefore(text, start)) start -= unitsOf(k);
    const wordEnd = skipClass(text, at, WORD);
    searchedTo = wordEnd;
    if (!isNoisyWord(text, start, wordEnd)) continue;
    const word = text.slice(start, wordEnd);
    const letters = word.replace(/[013457]/g, '').length;
    if (letters < 3 || letters < word.length - 2) continue; // mostly letters: not a code like "A4" or "B12"
    const readings = readNoisy(word);
    const firstName = readings.some((r) => forms.has(r));
    // A noisy word that is neither is still a surname right before a first name ("Mi3loch Anna").
    if (!firstName && !readings.some(looksLikeSurname) && !forms.has(NEXT_FIELD_WORD_RE.exec(text.slice(start + word.length, start + word.length + 40))?.[1] ?? '')) continue;
    let end = start + word.length;
    if (firstName) {
      // The surname after a noisy first name ("Agn13szka Pawłowska"), itself clean or noisy.
      const next = NEXT_FIELD_WORD_RE.exec(text.slice(end, end + 40));
      if (next && readNoisy(next[1]).some(looksLikeSurname)) end += 1 + next[1].length;
    }
    out.push({ type: 'PERSON', start, end, score: LOWERCASE_PAIR_SCORE, source: 'noisy' });
  }
}

/**
 * The matches of SIGNATURE_RE in `text`, as a global search finds them: tried at each position up to
 * CLOSING_ANCHOR_REACH before an anchor, in order, each once, and not inside a match found.
 */
export function signatureMatches(text: string): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  const anchors = CLOSING_ANCHOR_RE, re = SIGNATURE_AT_RE;
  anchors.lastIndex = 0;
  let tried = 0; // positions before this one are tried or inside a match
  for (let a = anchors.exec(text); a; a = anchors.exec(text)) {
    // The next anchor is looked for from the next unit: one may start inside this one.
    anchors.lastIndex = a.index + 1;
    for (let at = Math.max(tried, a.index - CLOSING_ANCHOR_REACH); at <= a.index; tried = at) {
      re.lastIndex = at;
      const m = re.exec(text);
      if (m) found.push(m);
      at += m ? m[0].length : 1;
    }
  }
  return found;
}

function detectSignatures(text: string, out: Candidate[]): void {
  for (const m of signatureMatches(text)) {
    const name = m[1];
    const parts = name.split(/[ .]+/).filter((w) => w.length > 1);
    if (parts.length === 0 || parts.some((w) => NOT_SIGNATURE_WORDS.has(fold(w)))) continue;
    const start = m.index + m[0].lastIndexOf(name);
    out.push({ type: 'PERSON', start, end: start + name.length, score: SIGNATURE_SCORE, source: 'signature' });
  }
  if (text.indexOf('OWAŻANIEM') >= 0 || text.indexOf('OZDRAWIAM') >= 0 || text.indexOf('ZACUNKU') >= 0 || text.indexOf('ODPISANO') >= 0) {
    detectCapsSignatures(text, out);
  }
}

/**
 * A letter typed in capitals signs in capitals: "Z POWAŻANIEM, MARTA ŁABĘDŹ". The name is taken whole when one of
 * its one or two words is a first name and neither is a word that signs for a desk ("ZARZĄD", "ZESPÓŁ") or a role
 * ("KIEROWNIK BUDOWY"); a surname there is often a word of the language ("ŁABĘDŹ", "KOWAL").
 */
const CAPS_SIGNATURE_RE = /(?:Z POWAŻANIEM|Z WYRAZAMI SZACUNKU|POZDRAWIAM(?: SERDECZNIE)?|PODPISANO)[ \t]*[,:.!]?[ \t]*(?:\r?\n[ \t]*)?(\p{Lu}{2,}(?:-\p{Lu}{2,})?(?: \p{Lu}{2,}(?:-\p{Lu}{2,})?)?)[ \t]*[.!]?[ \t]*(?=\r?\n|$)/gu;

function detectCapsSignatures(text: string, out: Candidate[]): void {
  CAPS_SIGNATURE_RE.lastIndex = 0;
  for (let m = CAPS_SIGNATURE_RE.exec(text); m; m = CAPS_SIGNATURE_RE.exec(text)) {
    const name = m[1]!;
    const words = name.split(' ');
    if (!words.some((w) => isFirstNameAnyCase(w))) continue;
    if (words.some((w) => NOT_SIGNATURE_WORDS.has(fold(w)) || NOT_FIRST_NAME.has(w.toLowerCase()) || isRoleWord(fold(w)))) continue;
    const start = m.index + m[0].lastIndexOf(name);
    out.push({ type: 'PERSON', start, end: start + name.length, score: SIGNATURE_SCORE, source: 'signature' });
  }
}

let lowercaseForms: ReadonlySet<string> | undefined;

/** First-name forms in lower case, without the common words (built once per thread). */
function lowercaseFirstNames(): ReadonlySet<string> {
  if (lowercaseForms) return lowercaseForms;
  const set = new Set<string>();
  const common = new Set([...LOWERCASE_COMMON].map(withoutDiacritics));
  for (const f of firstNameDictionary().forms.keys()) {
    const l = f.toLowerCase();
    if (!LOWERCASE_COMMON.has(l) && !common.has(l)) set.add(l);
  }
  return (lowercaseForms = set);
}

let commonForms: ReadonlySet<string> | undefined;
/** The lower-case first-name forms that lowercaseFirstNames leaves out as common words ("marek", "ani"). */
function commonLowercaseFirstNames(): ReadonlySet<string> {
  if (commonForms) return commonForms;
  const lower = lowercaseFirstNames();
  const set = new Set<string>();
  for (const f of firstNameDictionary().forms.keys()) {
    const l = f.toLowerCase();
    if (!lower.has(l)) set.add(l);
  }
  return (commonForms = set);
}

/**
 * Letter, digit, "_", "@", or before a word "." (a word glued to it is part of a login, an address or
 * a file name; a dot after a word ends a sentence).
 */
function isWordGlue(text: string, i: number, before = false): boolean {
  if (i < 0 || i >= text.length) return false;
  const c = text.charCodeAt(i);
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 64 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || (before && c === 46);
  return LETTER_RE.test(text[i]);
}
const LETTER_RE = /[\p{L}\p{N}]/u;
const NEXT_WORD_RE = /^ (\p{L}\p{Ll}+(?:-\p{L}\p{Ll}+)?)(?![\p{L}\p{N}_@])/u;

/**
 * Lower-case first names before a surname ("anna kowalska"). The same pass over the lower-case runs also collects,
 * into `surnameRuns` (start, end, in order), the whole runs detectLowercaseSurnamesAlone looks at (a listed surname
 * form by the hash), so the text is read once for both.
 */
function detectLowercasePairs(text: string, out: Candidate[], surnameRuns: number[]): void {
  const lower = lowercaseFirstNames();
  const hashes = lowercaseNameHashes();
  lowercaseSurnameHashes(); // fills LOWERCASE_SURNAME_BITS, which collectSurnameRun reads first
  const forms = firstNameDictionary().forms;
  // Runs of 3+ lower-case letters ("\p{Ll}{3,}"); a run whose hash is no name's is not one (most
  // words), so only the few others are cut out and looked up.
  const m = LOWER_RUN;
  const bits = LOWERCASE_NAME_BITS;
  for (let at = 0; nextRun(text, at, LOWER, 3, m); at = m.end) {
    // A run that starts where a pair's surname ended, inside a longer run, is not one of the surnames' whole runs.
    if (!(m.start === at && at > 0 && classBefore(text, at) & LOWER)) collectSurnameRun(text, m, surnameRuns);
    if (!(bits[(m.hash & HASH_BIT_MASK) >>> 5]! & (1 << (m.hash & 31))) || !hashes.has(m.hash)) continue;
    const word = text.slice(m.start, m.end);
    const end = m.end;
    const common = !lower.has(word);
    if ((common && !commonLowercaseFirstNames().has(word)) || isWordGlue(text, m.start - 1, true) || isWordGlue(text, end)) continue;
    const next = NEXT_WORD_RE.exec(text.slice(end, end + 40));
    if (!next) continue;
    const surname = next[1];
    const capitalised = /^\p{Lu}/u.test(surname);
    // A double surname counts when both parts look like one ("kowalska-mazur").
    if (!surname.split('-').every(looksLikeSurname) && !(capitalised && surname.length >= 3)) continue;
    // A first-name form that is also a common word ("marek", "ani") is one only before a listed surname in
    // the nominative ("marek wisniewski"); "ile marek samochodów", "ani polski ani angielski" stay words.
    if (common && !(isKnownSurname(surname) && NOMINATIVE_SURNAME_RE.test(surname))) continue;
    if (forms.has(surname[0].toUpperCase() + surname.slice(1))) continue; // two first names: "anna maria" is left alone
    out.push({ type: 'PERSON', start: m.start, end: end + 1 + surname.length, score: LOWERCASE_PAIR_SCORE, source: 'lowercase' });
    // The search for pairs goes on after the surname; the surnames' whole runs that start before it are collected here.
    const resume = end + 1 + surname.length;
    const run = SKIPPED_RUN;
    for (let from = end; nextRun(text, from, LOWER, 1, run) && run.start < resume; from = run.end) collectSurnameRun(text, run, surnameRuns);
    m.end = resume;
  }
}
const SKIPPED_RUN: Run = { start: 0, end: 0, hash: 0 };

/** Adds a whole lower-case run to `runs` when it may be a lower-case surname form alone: five letters or more
 * ("\p{Ll}{5,}") and a listed form's hash. */
function collectSurnameRun(text: string, run: Run, runs: number[]): void {
  const h = run.hash;
  if (run.end - run.start < 5 || !(LOWERCASE_SURNAME_BITS[(h & HASH_BIT_MASK) >>> 5]! & (1 << (h & 31))) || !lowercaseSurnameHashSet!.has(h)) return;
  let letters = 0;
  for (let i = run.start; i < run.end; i++) if (!isLowSurrogate(text.charCodeAt(i))) letters++;
  if (letters >= 5) runs.push(run.start, run.end);
}
function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}
const LOWER_RUN: Run = { start: 0, end: 0, hash: 0 };

let lowercaseHashes: ReadonlySet<number> | undefined;

/** hashUnits of the lower-case first names, common words among them included (built once per thread), with LOWERCASE_NAME_BITS. */
function lowercaseNameHashes(): ReadonlySet<number> {
  if (lowercaseHashes) return lowercaseHashes;
  lowercaseHashes = new Set([...lowercaseFirstNames(), ...commonLowercaseFirstNames()].map(hashUnits));
  for (const h of lowercaseHashes) LOWERCASE_NAME_BITS[(h & HASH_BIT_MASK) >>> 5] |= 1 << (h & 31);
  return lowercaseHashes;
}
let lowercaseSurnameHashSet: ReadonlySet<number> | undefined;
/** Hashes (hashUnits) of the listed surname forms in lower case, with and without diacritics, in a surname's shape. */
function lowercaseSurnameHashes(): ReadonlySet<number> {
  if (lowercaseSurnameHashSet) return lowercaseSurnameHashSet;
  const forms = surnames.forms.map((f) => f.toLowerCase()).filter((f) => f.length >= 5 && isSurnameShaped(f));
  lowercaseSurnameHashSet = new Set([...forms, ...forms.map(withoutDiacritics)].map(hashUnits));
  for (const h of lowercaseSurnameHashSet) LOWERCASE_SURNAME_BITS[(h & HASH_BIT_MASK) >>> 5] |= 1 << (h & 31);
  return lowercaseSurnameHashSet;
}
const LOWERCASE_SURNAME_BITS = new Uint32Array(1 << 15);

/** One bit per value of a hash's low 20 bits, set for those of lowercaseNameHashes: most runs are ruled out by
 * one array read before the Set lookup, which costs more for a hash outside the small-integer range. */
const LOWERCASE_NAME_BITS = new Uint32Array(1 << 15);
const HASH_BIT_MASK = (1 << 20) - 1;

/**
 * The surname of a pair with a mistyped first name: a listed surname in any case, or a surname ending
 * in the nominative. Inflected adjectives after a noun are place and institution names far more often
 * ("Armii Radzieckiej", "Piotrkowa Trybunalskiego", "Rynku Staromiejskim").
 */
function isTypoPairSurname(word: string): boolean {
  return isKnownSurname(word) || (isSurnameShaped(word) && NOMINATIVE_SURNAME_RE.test(word));
}
const NOMINATIVE_SURNAME_RE = /(?:[sc]ki|[sc]ka|dzki|dzka|wicz|czyk|czak|niak|czuk)$/u;

/** Matches of \p{Lu}\p{Ll}{4,} \p{Lu} (char-class.ts nextCapitalPair). */
const CAP_PAIR: Span = { start: 0, end: 0 };
const SURNAME_AT_RE = new RegExp(NAME, 'uy');

function detectTypoPairs(text: string, out: Candidate[]): void {
  const forms = firstNameDictionary().forms;
  const m = CAP_PAIR;
  // The surname may start the next pair: the search goes on from it.
  for (let at = 0; nextCapitalPair(text, at, m); at = m.end - 1) {
    const start = m.start;
    const firstEnd = m.end - 2;
    if (isWordGlue(text, start - 1, true)) continue;
    const first = text.slice(start, firstEnd);
    // Exact first names are the dictionary's; the pair must end in a surname-like word.
    // A word of the language is no mistyped name ("Ulica Grunwaldzka", "Szkoła Podstawowa").
    if (forms.has(first) || NOT_FIRST_NAME.has(first.toLowerCase()) || isDictionaryWord(first)) continue;
    SURNAME_AT_RE.lastIndex = firstEnd + 1;
    const s = SURNAME_AT_RE.exec(text);
    if (!s || isWordGlue(text, firstEnd + 1 + s[0].length)) continue;
    const surname = s[0];
    if (!isTypoPairSurname(surname) || forms.has(surname) || !isNearFirstName(first)) continue;
    out.push({ type: 'PERSON', start, end: firstEnd + 1 + surname.length, score: TYPO_PAIR_SCORE, source: 'typo' });
  }
}
