// PERSON: a surname that is also a common word, typed without a capital, where the sentence can only mean a person:
// the one told something ("przekaż kozłowi, że szef go szuka", "powiedz wróblowi") or talked with ("gadałem z
// kowalem, mówi że…", "rozmawiałam z sową"). In chat such surnames read as words everywhere else ("baran", "kozioł",
// "sowa"); after a verb of telling (dative) or of talking (with "z", instrumental) they are the person. The word
// must be that case of a surname PoliMorf lists; a role or family noun there ("powiedz szefowi", "z mamą") is no
// surname PoliMorf has. Also the one called or written to ("pisz do zimy albo do kosa", "zadzwoń do róży"; see
// findCalled). Capitalised words are the other rules' and the model's.
import type { ScanText } from '../context.js';
import { analyzeForm, loadLexicon } from '../morph/index.js';
import { isRoleWord } from '../label-words.js';
import type { GrammaticalCase } from '../morph/index.js';
import { fold } from '../fold.js';
import type { Candidate } from '../types.js';

export const ADDRESSEE_SURNAME_SCORE = 0.5;

/** A verb of telling (imperative or past, folded), then a word: its addressee in the dative. */
const TELLING_RE = /(?:przekaz|powiedz|napisz|przypomnij|odpisz|daj znac|dajcie znac|przekazcie|powiedzcie|napiszcie|przekazalem|przekazalam|powiedzialem|powiedzialam|napisalem|napisalam|obiecalem|obiecalam|zglosilem|zglosilam) (\p{L}{3,})(?![\p{L}\p{N}_])/gu;
/** A verb of talking (folded), "z"/"ze", then a word: the one talked with, in the instrumental. */
const TALKING_RE = /(?:gadalem|gadalam|gadalismy|gadam|rozmawialem|rozmawialam|rozmawialismy|rozmawiam|pisalem|pisalam|pisze|pisalismy|dzwonilem|dzwonilam|umowilem sie|umowilam sie|zgadalem sie|zgadalam sie|spotkalem sie|spotkalam sie|widzialem sie|widzialam sie) ze? (\p{L}{3,})(?![\p{L}\p{N}_])/gu;

/** A verb of calling or writing (folded), "do", then a word: the one called or written to, in the genitive. */
const CALLING_RE = /(?:zadzwon|dzwon|dzwonilem|dzwonilam|zadzwoncie|pisz|napisz|piszcie|napiszcie|pisalem|pisalam|odezwij sie|zglos sie|wyslij|przeslij|podeslij|odpisz) do (\p{L}{3,})(?![\p{L}\p{N}_])/gu;

export function detectAddresseeSurnames(scan: ScanText, out: Candidate[]): void {
  find(scan, TELLING_RE, 'dat', out);
  find(scan, TALKING_RE, 'inst', out);
  if (scan.folded.includes(' do ')) findCalled(scan, out);
}

/**
 * "pisz do zimy albo do kosa", "zadzwoń do róży": after a verb of calling or writing and "do", a lower-case word in
 * the genitive that reads as a surname's or a first name's (the surname rules' readings included, so "zimy" of
 * Zima) is whom, unless its lemma is one of the nouns people call or write to as such (ADDRESSABLE_NOUNS: "do
 * firmy", "do mamy", "do lekarza"). A second "albo/i do …" after it is read the same.
 */
function findCalled(scan: ScanText, out: Candidate[]): void {
  const folded = scan.folded;
  const re = CALLING_RE;
  re.lastIndex = 0;
  for (let m = re.exec(folded); m; m = re.exec(folded)) {
    if (m.index > 0 && WORD_CHAR_RE.test(folded[m.index - 1]!)) continue;
    let end = m.index + m[0].length;
    calledOne(scan, end - m[1]!.length, end, out);
    for (let more = OR_TO_RE.exec(folded.slice(end, end + 40)); more; more = OR_TO_RE.exec(folded.slice(end, end + 40))) {
      const start = end + more[0].length - more[1]!.length;
      end += more[0].length;
      calledOne(scan, start, end, out);
    }
  }
}
const OR_TO_RE = /^,? (?:albo|lub|i|czy|ewentualnie) do (\p{L}{3,})(?![\p{L}\p{N}_])/u;

function calledOne(scan: ScanText, start: number, end: number, out: Candidate[]): void {
  const word = scan.text.slice(start, end);
  if (word !== word.toLowerCase() || PRONOUNS.has(fold(word))) return;
  const readings = analyzeForm(word);
  // "do" governs the genitive: a place only in that case ("do krakowa"), not "kozy" of the village Kozy.
  if (readings.some((r) => r.kind === 'place' && r.cases.includes('gen')) || isRoleWord(word)) return;
  if (!readings.some((r) => (r.kind === 'surname' || r.kind === 'first') && r.cases.includes('gen'))) return;
  if (readings.some((r) => ADDRESSABLE_NOUNS.has(fold(r.lemma)))) return; // any reading of one ("lekarza": Lekarz, Lekarza)
  if (out.some((c) => c.type === 'PERSON' && c.start <= start && end <= c.end)) return;
  out.push({ type: 'PERSON', start, end, score: ADDRESSEE_SURNAME_SCORE, source: 'addressee-surname' });
}

/** Pronouns and determiners after "do" (folded), which the surname rules read as surnames ("Nich"). */
const PRONOUNS: ReadonlySet<string> = new Set([
  'nich', 'niego', 'niej', 'ciebie', 'mnie', 'nas', 'was', 'siebie', 'tego', 'tej', 'tych', 'kogo', 'kogos', 'wszystkich',
  'kazdego', 'kazdej', 'jednego', 'jednej', 'innych', 'innego', 'swojego', 'swojej', 'mojego', 'mojej', 'twojego', 'jego',
  'jej', 'ich', 'pana', 'pani', 'panstwa', 'ktorego', 'ktorej', 'reszty', 'obu', 'dwoch',
]);

/** Folded lemmas of nouns people call or write to as such: institutions, desks, trades, kin, roles, groups. */
const ADDRESSABLE_NOUNS: ReadonlySet<string> = new Set([
  'firma', 'praca', 'apteka', 'mama', 'tata', 'babcia', 'dziadek', 'ciocia', 'wujek', 'brat', 'siostra', 'syn', 'corka',
  'zona', 'maz', 'szef', 'szefa', 'szefowa', 'lekarz', 'lekarza', 'lekarka', 'doktor', 'biuro', 'biura', 'biur', 'szkola',
  'urzad', 'bank', 'banek', 'sklep', 'dom', 'hotel', 'recepcja', 'sekretariat', 'serwis', 'kadry', 'ksiegowa', 'dzial',
  'klient', 'klientka', 'kierownik', 'kierowniczka', 'dyrektor', 'prezes', 'kolega', 'kolezanka', 'sasiad', 'sasiadka',
  'pani', 'pan', 'policja', 'straz', 'pogotowie', 'przychodnia', 'szpital', 'poczta', 'kurier', 'hurtownia', 'dostawca',
  'hydraulik', 'elektryk', 'mechanik', 'informatyk', 'admin', 'pomoc', 'infolinia', 'operator', 'gmina', 'administracja',
  'zarzad', 'wspolnota', 'dziekanat', 'uczelnia', 'przedszkole', 'wychowawczyni', 'nauczyciel', 'nauczycielka', 'trener',
  'fryzjer', 'fryzjerka', 'dentysta', 'weterynarz', 'notariusz', 'prawnik', 'adwokat', 'komornik', 'agent', 'agentka',
  'tesciowa', 'tesc', 'szwagier', 'kuzyn', 'kuzynka', 'chlopak', 'dziewczyna', 'narzeczony', 'narzeczona', 'partner',
  'partnerka', 'znajomy', 'znajoma', 'przyjaciel', 'przyjaciolka', 'grupa', 'zespol', 'ekipa', 'redakcja', 'urzednik',
  'ksiadz', 'parafia', 'kancelaria', 'spoldzielnia', 'zaklad', 'fabryka', 'centrala', 'filia', 'oddzial', 'siedziba',
  'ubezpieczyciel', 'wlasciciel', 'wlascicielka', 'najemca', 'sprzedawca', 'kupujacy', 'ludzie', 'wszyscy', 'nikt',
]);

/** Folded surnames that are nouns people still talk with or write to as such: trades, kin, slang, institutions
 * ("rozmawiałam z piekarzem", "napisz wujkowi", "gadałem z ziomkiem", "z bankiem": Banek's instrumental). */
const COMMON_NOUN_LEMMAS: ReadonlySet<string> = new Set([
  'kucharz', 'stolarz', 'krawiec', 'piekarz', 'rybak', 'ogrodnik', 'rolnik', 'ciesla', 'murarz', 'szewc', 'mlynarz',
  'starosta', 'biskup', 'krol', 'pan', 'dziadek', 'wujek', 'ziomek', 'bank', 'klasa', 'szkola', 'sedzia',
  'kolega', 'kumpel', 'doktor', 'mistrz', 'majster', 'soltys', 'wojt', 'ksiadz', 'kapitan', 'general', 'major', 'banek',
]);

/** A lower-case word in the instrumental right after: the word before it was its adjective. */
const INSTRUMENTAL_WORD_AFTER_RE = /^ \p{Ll}+(?:ą|em|iem|im|ym|ami)(?![\p{L}\p{N}_])/u;
const WORD_CHAR_RE = /[\p{L}\p{N}_]/u;

function find(scan: ScanText, re: RegExp, grammaticalCase: GrammaticalCase, out: Candidate[]): void {
  const folded = scan.folded;
  re.lastIndex = 0;
  for (let m = re.exec(folded); m; m = re.exec(folded)) {
    // A verb inside a longer word ("odpowiedz") is none: checked here, as a lookbehind would be at every position.
    if (m.index > 0 && WORD_CHAR_RE.test(folded[m.index - 1]!)) continue;
    addressee(scan, m.index + m[0].length - m[1]!.length, m.index + m[0].length, grammaticalCase, out);
  }
}

function addressee(scan: ScanText, start: number, end: number, grammaticalCase: GrammaticalCase, out: Candidate[]): void {
  const text = scan.text;
  const word = text.slice(start, end);
  if (word !== word.toLowerCase() && word !== word.toUpperCase()) return;
  const readings = loadLexicon().readingsOf(word);
  if (!readings.some((r) => r.entry.kind === 'surname' && r.cases.includes(grammaticalCase) && !COMMON_NOUN_LEMMAS.has(fold(r.entry.lemma)))) return;
  // An adjective before its noun in the same case ("z polską ambasadą", "z nowym kowalem"); one told something is
  // no place ("powiedz polsce").
  if (grammaticalCase === 'inst' ? INSTRUMENTAL_WORD_AFTER_RE.test(text.slice(end, end + 30)) : readings.some((r) => r.entry.kind === 'place')) return;
  if (out.some((c) => c.type === 'PERSON' && c.start <= start && end <= c.end)) return;
  out.push({ type: 'PERSON', start, end, score: ADDRESSEE_SURNAME_SCORE, source: 'addressee-surname' });
}
