// PERSON: a colleague named by the surname alone and the department they work in, as office chat writes it
// ("baranowa z księgowości pyta o faktury", "SOWA Z KADR", "kozioł z kadr"): a surname typed without a
// capital is a common word anywhere else ("baran", "sowa", "kozioł"), but "<word> z <department>" names whom.
// The word must be a surname's nominative that PoliMorf lists, a listed surname, or a wife's or daughter's form of
// one ("baranowa"); not a role or person noun ("kierownik z magazynu", "ktoś z kadr", "pani z recepcji").
import type { ScanText } from '../context.js';
import { fold } from '../fold.js';
import { isRoleWord } from '../label-words.js';
import { isLexiconSurnameNominative } from '../names/lexicon-surnames.js';
import { isKnownSurname } from '../names/surnames.js';
import type { Candidate } from '../types.js';
import { marriedNameStem } from './married-name-forms.js';

export const WORKPLACE_NAME_SCORE = 0.55;

/** A word, then "z"/"ze" and a department that people staff, not a place goods come from ("kawa z biura", "węgiel z
 * magazynu"): folded text. */
const WORKPLACE_RE = / ze? (?:ksiegowosci|kadr|hr|it|dzialu|recepcji|sekretariatu|marketingu|sprzedazy|zarzadu|administracji|serwisu|logistyki|zaopatrzenia|informatyki|rejestracji|portierni|dziekanatu|zakupow|finansow|plac|helpdesku|supportu|obslugi klienta)(?![\p{L}\p{N}_])/gu;

/** A letter of the folded text, and what may not stand right before the word (a handle's, address's or number's). */
const LETTER_RE = /\p{L}/u;
const NOT_BEFORE_RE = /[\p{N}_@.-]/u;

/** Folded words before "z <department>" that name no one: pronouns, person and role nouns. */
const NOT_A_NAME: ReadonlySet<string> = new Set([
  'ktos', 'nikt', 'ktokolwiek', 'kazdy', 'wszyscy', 'pan', 'pani', 'panem', 'pania', 'panu', 'pana', 'kolega', 'kolezanka',
  'koledzy', 'kolezanki', 'szef', 'szefowa', 'szefem', 'szefowej', 'ludzie', 'osoba', 'osoby', 'facet', 'typ', 'gosc',
  'dziewczyna', 'chlopak', 'kierownik', 'kierowniczka', 'dyrektor', 'kadrowa', 'ksiegowa', 'informatyk', 'magazynier',
  'ten', 'ta', 'tamten', 'tamta', 'ci', 'te', 'on', 'ona', 'oni', 'one', 'mail', 'maila', 'telefon', 'pismo', 'raport',
  'dokumenty', 'faktury', 'faktura', 'paczka', 'list', 'wiadomosc', 'info', 'pytanie', 'zgoda', 'odpowiedz', 'prosba',
  'tylko', 'jeszcze', 'nowy', 'nowa', 'stary', 'stara', 'mloda', 'mlody', 'jedna', 'jeden', 'dwoch', 'dwie',
]);

export function detectWorkplaceNames(scan: ScanText, out: Candidate[]): void {
  const folded = scan.folded;
  if (!folded.includes(' z')) return;
  const text = scan.text;
  const re = WORKPLACE_RE;
  re.lastIndex = 0;
  for (let m = re.exec(folded); m; m = re.exec(folded)) {
    // The word before " z <department>": found from the match back, so the scan tries only the spaces before a "z".
    const end = m.index;
    let start = end;
    while (start > 0 && LETTER_RE.test(folded[start - 1]!)) start--;
    if (end - start < 3 || (start > 0 && NOT_BEFORE_RE.test(folded[start - 1]!))) continue;
    const word = text.slice(start, end);
    // A capitalised word is the other rules' and the model's; this reads the words whose case says nothing.
    if (word !== word.toLowerCase() && word !== word.toUpperCase()) continue;
    const f = folded.slice(start, end);
    if (NOT_A_NAME.has(f) || isRoleWord(word)) continue;
    const lower = word.toLowerCase();
    if (!(isLexiconSurnameNominative(lower) || isKnownSurname(lower) || marriedNameStem(lower, true))) continue;
    if (out.some((c) => c.type === 'PERSON' && c.start <= start && end <= c.end)) continue;
    out.push({ type: 'PERSON', start, end, score: WORKPLACE_NAME_SCORE, source: 'workplace-names' });
  }
}
