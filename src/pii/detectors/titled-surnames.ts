// PERSON: a surname right after an office, rank or title ("pani radna Sobota", "Radna Sobota: dziękuję", "prezes
// Wróbel zapowiedział", "sędzia Mróz", "kolega Kasza"). A title names whom the next capitalised word is, so a
// surname that is also a common word or a weekday ("Sobota", "Kasza", "Mróz") reads as one there, and so after a title's
// abbreviation ("Kol. Stefańczyk", "mec. Kruk"; there a first name no list has may come first: "Kol. Bożydar Pyka"). The word must
// stand alone (no capitalised word after it: "Prezes Rady Ministrów", "Dyrektor Szkoły Podstawowej" are offices and
// bodies), read as a surname (a listed surname, a surname's shape, a surname form PoliMorf lists, or a wife's form
// of one) and be no first name (the dictionary pass has those), title, institution or role word. In lower case
// ("mecenasa kędziory", "doktora sikory", "trener kwiatek") the title and the word are both typed in lower case and
// the word reads as a surname or is in no dictionary, and is no word mostly other than a noun ("trener powiedział").
import { classAt, LETTER } from '../char-class.js';
import type { ScanText } from '../context.js';
import { isDictionaryWord } from '../dictionary-words.js';
import { isInstitutionWord } from '../institution-words.js';
import { isRoleWord } from '../label-words.js';
import { loadLexicon } from '../morph/index.js';
import { firstNameDictionary } from '../names/dictionary.js';
import { isNonNounWord } from '../names/non-nouns.js';
import { isKnownSurname, looksLikeSurname } from '../names/surnames.js';
import type { Candidate } from '../types.js';
import { marriedNameStem } from './married-name-forms.js';
import { isNotSurname } from './person.js';

export const TITLED_SURNAME_SCORE = 0.55;

/** Folded forms of offices, ranks and titles that stand before a surname. */
export const TITLES: ReadonlySet<string> = new Set([
  'radny', 'radnego', 'radnemu', 'radnym', 'radna', 'radnej', 'posel', 'posla', 'poslowi', 'poslem', 'poslanka',
  'poslanki', 'poslance', 'poslanke', 'senator', 'senatora', 'senatorowi', 'senatorem', 'senatorka', 'senatorki',
  'prezes', 'prezesa', 'prezesowi', 'prezesem', 'prezeska', 'prezeski', 'dyrektor', 'dyrektora', 'dyrektorowi',
  'dyrektorem', 'dyrektorka', 'dyrektorki', 'kierownik', 'kierownika', 'kierownikowi', 'kierownikiem', 'kierowniczka',
  'kierowniczki', 'mecenas', 'mecenasa', 'mecenasowi', 'mecenasem', 'sedzia', 'sedziego', 'sedziemu', 'sedzie',
  'prokurator', 'prokuratora', 'prokuratorem', 'prokuratorka', 'komisarz', 'komisarza', 'nadkomisarz', 'inspektor',
  'inspektora', 'aspirant', 'aspiranta', 'sierzant', 'sierzanta', 'kapral', 'kaprala', 'porucznik', 'porucznika',
  'kapitan', 'kapitana', 'major', 'majora', 'pulkownik', 'pulkownika', 'general', 'generala', 'soltys', 'soltysa',
  'soltyska', 'wojt', 'wojta', 'burmistrz', 'burmistrza', 'starosta', 'starosty', 'minister', 'ministra', 'ministrem',
  'profesor', 'profesora', 'profesorem', 'profesorka', 'doktor', 'doktora', 'doktorem', 'doktorka', 'trener',
  'trenera', 'trenerem', 'trenerka', 'trenerki', 'komornik', 'komornika', 'notariusz', 'notariusza', 'ksiadz',
  'ksiedza', 'ksiedzu', 'wychowawca', 'wychowawcy', 'wychowawczyni', 'kolega', 'kolegi', 'koledze', 'kolege',
  'kolezanka', 'kolezanki', 'kolezance', 'kolezanke', 'redaktor', 'redaktora', 'radca', 'radcy', 'zastepca',
  'zastepcy', 'przewodniczacy', 'przewodniczacego', 'przewodniczaca', 'przewodniczacej', 'skarbnik', 'sekretarz',
]);

/** Folded abbreviations of titles, before a dot ("Kol. Stefańczyk", "mec. Kruk", "płk Sowa" is TITLES' with no dot). */
const TITLE_ABBREVIATIONS: ReadonlySet<string> = new Set([
  'kol', 'red', 'mec', 'prok', 'insp', 'kpt', 'por', 'ppor', 'mjr', 'plk', 'ppłk', 'pplk', 'gen', 'sierz', 'asp', 'kom',
  'nadkom', 'dyr', 'kier', 'przew', 'ks', 'dh', 'dhna', 'ob', 'mł', 'ml', 'st', 'post', 'sedz',
]);

/** Where a lower-case title may start (folded text; the whole word is then looked up in TITLES). */
const LOWER_TITLE_RE = /mecenas|doktor|trener|prezes|dyrektor|kierowni|profesor|sedzi|ksiedz|ksiadz|radn|posl|komornik|notariusz|wychowawc|redaktor|soltys|wojt|burmistrz|sierzant|komisarz|aspirant|prokurator/g;

const VOWEL_RE = /[aeiouyąęó]/;

export function detectTitledSurnames(scan: ScanText, out: Candidate[]): void {
  detectCapitalised(scan, out);
  detectLowerCase(scan, out);
}

function detectLowerCase(scan: ScanText, out: Candidate[]): void {
  const text = scan.text, folded = scan.folded, re = LOWER_TITLE_RE;
  const forms = firstNameDictionary().forms;
  re.lastIndex = 0;
  for (let m = re.exec(folded); m; m = re.exec(folded)) {
    const t = m.index;
    if (t > 0 && classAt(folded, t - 1) & LETTER) continue;
    let titleEnd = t + m[0].length;
    while (titleEnd < folded.length && classAt(folded, titleEnd) & LETTER) titleEnd++;
    re.lastIndex = titleEnd;
    if (text.charCodeAt(titleEnd) !== 32 || text[t] !== folded[t] || !TITLES.has(folded.slice(t, titleEnd))) continue;
    const start = titleEnd + 1;
    let end = start;
    while (end < text.length && classAt(text, end) & LETTER) end++;
    const word = text.slice(start, end);
    if (word.length < 3 || word !== word.toLowerCase() || /[\p{N}_@.\/-]/u.test(text[end] ?? '')) continue;
    const capitalised = word[0]!.toUpperCase() + word.slice(1);
    if (forms.has(capitalised) || isNotSurname(capitalised) || isInstitutionWord(word) || isRoleWord(word) || isNonNounWord(word)) continue;
    // A word no dictionary has must look like one: a vowel and four letters ("prezesa zmg" is an acronym).
    if (readsAsSurname(capitalised) ? false : isDictionaryWord(word) || word.length < 4 || !VOWEL_RE.test(word)) continue;
    if (out.some((c) => c.type === 'PERSON' && c.start <= start && end <= c.end)) continue;
    out.push({ type: 'PERSON', start, end, score: TITLED_SURNAME_SCORE, source: 'titled-surname' });
  }
}

function detectCapitalised(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  const folded = scan.folded;
  const words = scan.capitalisedWords;
  const forms = firstNameDictionary().forms;
  for (let w = 0; w < words.length; w += 2) {
    const start = words[w]!;
    const end = words[w + 1]!;
    if (text.charCodeAt(start - 1) !== 32) continue;
    // The title: the word right before, one space between, or its abbreviation with a dot ("Kol. Stefańczyk").
    const dotted = text.charCodeAt(start - 2) === 46;
    const titleEnd = dotted ? start - 2 : start - 1;
    let t = titleEnd;
    while (t > 0 && classAt(folded, t - 1) & LETTER) t--;
    if (dotted ? !TITLE_ABBREVIATIONS.has(folded.slice(t, titleEnd)) : titleEnd - t < 4 || !TITLES.has(folded.slice(t, titleEnd))) continue;
    if (t > 0 && !/[\s(„"'—–-]/.test(text[t - 1]!)) continue; // inside a handle or a number
    // Alone: the next word is not capitalised ("Prezes Rady Ministrów"); after an abbreviation, a first name no list
    // has and a surname may follow it ("Kol. Bożydar Pyka").
    let nameEnd = end;
    if (w + 2 < words.length && words[w + 2] === end + 1 && text.charCodeAt(end) === 32) {
      const next = text.slice(words[w + 2]!, words[w + 3]!);
      if (!dotted || isDictionaryWord(text.slice(start, end)) || isInstitutionWord(next) || !readsAsSurname(next)) continue;
      nameEnd = words[w + 3]!;
    }
    const word = text.slice(start, end);
    if (forms.has(word) || isNotSurname(word) || isInstitutionWord(word) || isRoleWord(word)) continue;
    if ((nameEnd === end && !readsAsSurname(word)) || out.some((c) => c.start === start && c.type === 'PERSON')) continue; // "Pani Profesor Nowak" is person.ts's
    out.push({ type: 'PERSON', start, end: nameEnd, score: TITLED_SURNAME_SCORE, source: 'titled-surname' });
  }
}

/** A listed or surname-shaped word, a surname form PoliMorf has (any case: "prezesa Sobotę"), or a wife's form of one. */
export function readsAsSurname(word: string): boolean {
  if (isKnownSurname(word) || looksLikeSurname(word) || marriedNameStem(word, true) !== undefined) return true;
  return loadLexicon().readingsOf(word).some((r) => r.entry.kind === 'surname');
}
