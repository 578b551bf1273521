// ORGANIZATION by shape, for the names the NER model has not seen (docs/pii-detection.md §6.4). The rules
// read text written with case (a sentence in ALL CAPS or all lowercase gives them nothing to go by); the
// religious orders alone match in any case.
// - An acronym: a word of 2–6 capitals, single lower-case letters allowed between or after them ("UOKiK",
//   "KrK", "FIFe"), with an inflection or a second part after a hyphen or apostrophe ("ZUS-u", "PZU-Życie",
//   "ONR'em"), in a sentence that has lower-case words. Not: identifier names, department, technical and
//   format acronyms, technology names and the offices and legal acts forwarded anyway (ner-noise.ts), roman
//   numerals, countries, units, currencies and common abbreviations (below), function words and dictionary words
//   typed in capitals, a run of capitalised words (a heading or shouting), a word glued to a path, a domain, a
//   code or a number.
// - An institution by its head noun: a capitalised form of a noun that names a kind of institution
//   ("Instytut", "Zakładzie", "Fundacji", "Muzeum"), with a capitalised adjective before it ("Skarżyskie
//   Muzeum", "Bankowy Fundusz"), followed by capitalised words joined by "i", "im.", "ds.", "na rzecz", "nr 5"
//   ("Zakład Badań Ssaków PAN", "Szkoła Podstawowa nr 5 im. Jana Pawła II"), a quoted name ("Federacja „Felis
//   Polonia”"), and a place after "w", "we" or "na" at the end ("… Kotów Rasowych w Polsce"). The noun alone
//   counts mid-sentence ("Statut Spółdzielni mówi"), where the capital marks an institution the text
//   names; at a sentence's start it needs a capitalised word after it ("Muzeum jest zamknięte" is no name).
//   The offices forwarded anyway stay out (isForwardedBodyName), and so does every "Urząd". A first name and a
//   capitalised word after the name's words are a person of it ("… Muzeum Sztuki Jan Nowak"), not after
//   "im." or "św." (a patron's name). The noun of an assembly or a board ("Rada", "Zarząd", "Komisja",
//   "Zgromadzenie", "Liga", "Kongres") counts only with words of its name ("Rada Nadzorcza", "Walnego
//   Zgromadzenia Akcjonariuszy"), never alone.
// - A quoted name after a lower-case noun of an organization's kind ("koncernu paliwowego „Orlen”"), a person
//   of one, a newspaper's column or a verb that quotes the press ("dziennikarza „Angory”", "jak podaje „Rz”").
// - A capitalised name after such a noun, or the noun and an adjective ("firmy Amway", "firma samochodowa Renault").
// - A team after a match or a game "z" ("meczu ze Stalą Wega Ostrów").
// - Religious orders in lower case ("benedyktynów", "elżbietanki"); names in English word order ("Creative Labs").
import { isDictionaryWord } from '../dictionary-words.js';
import { firstNameDictionary } from '../names/dictionary.js';
import { fold } from '../fold.js';
import { isNotNameAcronym, isForwardedBodyName, isTechName } from '../ner-noise.js';
import type { Candidate } from '../types.js';
import type { ScanText } from '../context.js';
import { classAt, classBefore, LETTER, LOWER, NUMBER, skipClass, type Span, unitsOf, UPPER, WORD } from '../char-class.js';
import { sentenceEndRegExp } from '../sentence-end.js';

/** Below the model's usual confidence: where its span and one of these cross, its span wins. */
export const ACRONYM_SCORE = 0.5;
export const INSTITUTION_SCORE = 0.5;

// ---------------------------------------------------------------------------------------------------
// Acronyms

/** A capitalised word with its hyphen or apostrophe part (nextAcronymWord); the shape of the word is checked in code. */
export interface AcronymWord { start: number; wordEnd: number; end: number }

/**
 * The next capitalised word with its hyphen or apostrophe part at or after `from`, as the regex
 * `(?<![\p{L}\p{N}_@.\/\\:#&+-])(\p{Lu}[\p{L}]{1,8})(?:([-'’])(\p{L}{1,12}))?(?![\p{L}\p{N}_@]|[-'’.\/\\:]?[\p{L}\p{N}]|[-'’]\p{N})`
 * with the g and u flags finds it: the word is [start, wordEnd), the part after the separator [wordEnd + 1, end)
 * when end > wordEnd. Read by character classes: a text has tens of capitalised words, and a regex match
 * (an array and strings) for each cost more than the test that rules most of them out.
 */
export function nextAcronymWord(text: string, from: number, out: AcronymWord): boolean {
  for (let p = from; p < text.length;) {
    const k = classAt(text, p);
    if (k & UPPER && !(classBefore(text, p) & WORD) && !ACRONYM_BLOCKED_BEFORE.has(text.charCodeAt(p - 1)) && acronymWordAt(text, p, k, out)) return true;
    p += unitsOf(k);
  }
  return false;
}
const ACRONYM_BLOCKED_BEFORE: ReadonlySet<number> = new Set([...'@./\\:#&+-'].map((ch) => ch.charCodeAt(0)));

/** nextAcronymWord's match at the capital `p` (classes `k`). Greedy letter runs: a shorter one leaves a letter next, which no branch allows. */
function acronymWordAt(text: string, p: number, k: number, out: AcronymWord): boolean {
  const wordEnd = letterRunEnd(text, p + unitsOf(k));
  if (runLetters < 1 || runLetters > 8) return false;
  const sep = text.charCodeAt(wordEnd);
  if (sep === 45 || sep === 39 || sep === 0x2019) {
    const partEnd = letterRunEnd(text, wordEnd + 1);
    if (runLetters >= 1) {
      // Without the part, the separator would have a letter after it, which the lookahead forbids.
      if (runLetters > 12 || !standsAloneAfterAcronym(text, partEnd)) return false;
      out.start = p; out.wordEnd = wordEnd; out.end = partEnd;
      return true;
    }
  }
  if (!standsAloneAfterAcronym(text, wordEnd)) return false;
  out.start = p; out.wordEnd = out.end = wordEnd;
  return true;
}

/** Code points in the run letterRunEnd read last. */
let runLetters = 0;
/** End of the letters from `i` (their number in runLetters). */
function letterRunEnd(text: string, i: number): number {
  let n = 0;
  for (let c = classAt(text, i); c & LETTER; c = classAt(text, i)) { i += unitsOf(c); n++; }
  runLetters = n;
  return i;
}

/** ACRONYM's lookahead at `x`: `(?![\p{L}\p{N}_@]|[-'’.\/\\:]?[\p{L}\p{N}]|[-'’]\p{N})`. */
function standsAloneAfterAcronym(text: string, x: number): boolean {
  const c = text.charCodeAt(x);
  if (classAt(text, x) & WORD || c === 64) return false;
  return !(ACRONYM_JOINERS_AFTER.has(c) && classAt(text, x + 1) & (LETTER | NUMBER));
}
const ACRONYM_JOINERS_AFTER: ReadonlySet<number> = new Set([...'-\'’./\\:'].map((ch) => ch.charCodeAt(0)));
const ROMAN_RE = /^(?=[MDCLXVI])M{0,3}(?:C[MD]|D?C{0,3})(?:X[CL]|L?X{0,3})(?:I[XV]|V?I{0,3})$/;

/** Countries and states written as acronyms: places, not organizations. */
const PLACE_ACRONYMS: ReadonlySet<string> = new Set([
  'USA', 'UK', 'RP', 'PRL', 'ZSRR', 'NRD', 'RFN', 'RPA', 'CSRS', 'CSSR', 'ČSRS', 'ČSSR', 'KRLD', 'ChRL', 'ZEA', 'UAE',
  'WB', 'NY', 'DC', 'USRR', 'BRD', 'DDR',
]);

/** Units, currencies, time zones, formats, medical and everyday abbreviations, legal forms, label words. */
const COMMON_ACRONYMS: ReadonlySet<string> = new Set([
  'PLN', 'USD', 'EUR', 'GBP', 'CHF', 'JPY', 'UAH', 'RUB', 'CZK', 'SEK', 'NOK', 'DKK', 'HUF', 'CAD', 'AUD', 'CNY', 'BTC',
  'ZŁ', 'GR', 'KM', 'KW', 'MW', 'KB', 'MB', 'GB', 'TB', 'MHz', 'GHz', 'CM', 'MM', 'KG', 'HP',
  'CET', 'CEST', 'GMT', 'UTC', 'AM', 'PM', 'BC', 'AD', 'PS', 'PPS', 'NB', 'BTW', 'VIP', 'SOS', 'PKB', 'ROI', 'IQ',
  'DNA', 'RNA', 'HIV', 'AIDS', 'SARS', 'COVID', 'BMI', 'EKG', 'USG', 'RTG', 'MRI', 'CT', 'ADHD', 'OCD',
  'CD', 'DVD', 'VHS', 'LCD', 'LED', 'OLED', 'HD', 'RTV', 'AGD', 'WWW', 'CPU', 'GPU', 'RAM', 'ROM', 'SSD', 'HDD',
  'BIOS', 'SATA', 'ATA', 'IDE', 'SCSI', 'DMA', 'IP', 'TCP', 'UDP', 'FTP', 'SSH', 'SSL', 'TLS', 'RGB', 'CMYK', 'JPEG',
  'JPG', 'PNG', 'GIF', 'MPEG', 'AVI', 'DOC', 'DOCX', 'XLS', 'XLSX', 'PPT', 'ZIP', 'RAR', 'TXT', 'GSM', 'LTE', 'WAP',
  'ISDN', 'ADSL', 'MIME', 'AGP', 'PCI', 'HDMI', 'VGA', 'DVI', 'NFC', 'RFID', 'QR', 'IMHO', 'ASAP', 'FYI', 'LOL', 'BSE',
  'FCE', 'CAE', 'CPE', 'TOEFL', 'IELTS', 'MBA', 'PhD', 'ME', 'MŚ', 'MP', 'IO', 'OR', 'AND', 'XOR',
  'OS', 'AC', 'RS', 'WC', 'CV', 'ID', 'PR', 'NN', 'XXL', 'XL', 'SA', 'SKA', 'SJ', 'NR', 'TEL', 'UL', 'AL', 'PL', 'EN',
  'DE', 'FR', 'ES', 'IT', 'RU', 'UA', 'CVV', 'CVC', 'FAX', 'PKT', 'UST', 'ART', 'STR', 'GODZ', 'TYS', 'MLN', 'MLD',
]);

/** Function words and pronouns, typed in capitals for emphasis ("z MOICH pieniędzy", "NIE wolno"). */
const EMPHASIS_WORDS: ReadonlySet<string> = new Set([
  'A', 'I', 'O', 'U', 'W', 'Z', 'NA', 'DO', 'OD', 'ZA', 'PO', 'ZE', 'WE', 'KU', 'BO', 'TO', 'TA', 'TE', 'TEN', 'TU',
  'TAM', 'JA', 'TY', 'ON', 'ONA', 'ONO', 'ONI', 'ONE', 'MY', 'WY', 'MI', 'CI', 'GO', 'MU', 'JEJ', 'ICH', 'IM', 'NAS',
  'WAS', 'NAM', 'WAM', 'MNIE', 'CIEBIE', 'SIĘ', 'SIE', 'NIE', 'TAK', 'JAK', 'ALE', 'CO', 'KTO', 'GDY', 'GDZIE',
  'CZY', 'JUŻ', 'JUZ', 'TEŻ', 'TEZ', 'ANI', 'LUB', 'ORAZ', 'BEZ', 'DLA', 'PRZY', 'PRZED', 'NAD', 'POD', 'MOJE',
  'MOJA', 'MÓJ', 'MOJ', 'MOICH', 'TWOJE', 'TWÓJ', 'NASZ', 'WASZ', 'JEST', 'SĄ', 'SA', 'BYŁ', 'BYL', 'BYĆ', 'BYC', 'MAM',
  'MA', 'MAJĄ', 'TYLKO', 'BARDZO', 'ZAWSZE', 'NIGDY', 'WSZYSTKO', 'NIC', 'EJ', 'OJ', 'AJ', 'HEJ', 'HA', 'HE', 'OK',
  'JEŚLI', 'JESLI', 'ŻE', 'ZE', 'ABY', 'ŻEBY', 'ZEBY', 'SAM', 'SAMA', 'SAMO', 'TEN', 'TYM', 'TEJ', 'TYCH', 'WAM', 'ŻE',
]);

const ALL_UPPER_WORD_RE = /^\p{Lu}{2,}$/u;
const NUMBER_AFTER_RE = /^ \d/;
const LOWER_WORD_RE = /^\p{Ll}+$/u;

/** Whether `word` has the shape of an acronym: 2–6 capitals, never two lower-case letters in a row. */
function acronymShape(word: string): boolean {
  // Most capitalised words ("Anna", "Kowalski") have two plain lower-case letters after their capital: ruled
  // out here without reading the word by characters.
  if (isPlainLower(word.charCodeAt(1)) && isPlainLower(word.charCodeAt(2))) return false;
  let upper = 0;
  let lowerRun = 0;
  for (const ch of word) {
    if (ch !== ch.toLowerCase()) { upper++; lowerRun = 0; continue; }
    if (++lowerRun > 1) return false;
  }
  // "FIFe": a trailing lower-case letter needs three capitals before it ("Ab", "MHz" are no acronyms).
  if (lowerRun === 1 && upper < 3) return false;
  return upper >= 2 && upper <= 6;
}

/** A lower-case ASCII or Polish letter: one toLowerCase() leaves as it is. */
function isPlainLower(c: number): boolean {
  return (c >= 97 && c <= 122) || PLAIN_LOWER_POLISH.has(c);
}
const PLAIN_LOWER_POLISH: ReadonlySet<number> = new Set([...'ąćęłńóśźż'].map((ch) => ch.charCodeAt(0)));

function isExcludedAcronym(word: string): boolean {
  return ROMAN_RE.test(word) || PLACE_ACRONYMS.has(word) || COMMON_ACRONYMS.has(word) || EMPHASIS_WORDS.has(word)
    || isNotNameAcronym(word) || isForwardedBodyName(word, [word]) || isTechName([word]);
}

/** Where a sentence may end (sentence-end.ts). */
const SENTENCE_END_RE = sentenceEndRegExp();

/** The sentences of a text that hold a lower-case letter, as [start, end) pairs. */
function casedSentences(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let start = 0;
  const add = (end: number) => {
    if (LOWER_RE.test(text.slice(start, end))) out.push([start, end]);
  };
  SENTENCE_END_RE.lastIndex = 0;
  for (let m = SENTENCE_END_RE.exec(text); m; m = SENTENCE_END_RE.exec(text)) {
    add(m.index);
    start = m.index + m[0].length;
  }
  add(text.length);
  return out;
}
const LOWER_RE = /\p{Ll}/u;

function inCasedSentence(sentences: ReadonlyArray<[number, number]>, pos: number): boolean {
  let lo = 0;
  let hi = sentences.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sentences[mid]![1] <= pos) lo = mid + 1;
    else hi = mid;
  }
  return lo < sentences.length && sentences[lo]![0] <= pos;
}

/** An ALL CAPS word of two or more letters right before or after [start, end), one space away. */
function capitalsNextTo(text: string, start: number, end: number): boolean {
  const before = /(?:^|[^\p{L}\p{N}])(\p{L}+) $/u.exec(text.slice(Math.max(0, start - 30), start));
  if (before && ALL_UPPER_WORD_RE.test(before[1]!)) return true;
  const after = /^ (\p{L}+)(?![\p{L}\p{N}])/u.exec(text.slice(end, end + 30));
  return after !== null && ALL_UPPER_WORD_RE.test(after[1]!);
}

export function detectAcronyms(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  let sentences: Array<[number, number]> | undefined;
  const found: AcronymWord = { start: 0, wordEnd: 0, end: 0 };
  for (let from = 0; nextAcronymWord(text, from, found); from = found.end) {
    // acronymShape's first test, before the word is cut out: most capitalised words fail it.
    if (found.wordEnd - found.start >= 3 && isPlainLower(text.charCodeAt(found.start + 1)) && isPlainLower(text.charCodeAt(found.start + 2))) continue;
    const word = text.slice(found.start, found.wordEnd);
    if (!acronymShape(word) || isExcludedAcronym(word)) continue;
    const suffix = found.end > found.wordEnd ? text.slice(found.wordEnd + 1, found.end) : undefined;
    // A word typed in capitals ("KOTA", "OSOBY"), not an acronym, unless it is inflected after a hyphen as
    // only an acronym is ("LOT-u"); two-letter dictionary forms are mostly abbreviations.
    if (word.length >= 3 && ALL_UPPER_WORD_RE.test(word) && !(suffix !== undefined && LOWER_WORD_RE.test(suffix)) && isDictionaryWord(word)) continue;
    // A second part in capitals makes a compound of codes ("CD-ROM" is caught above by "CD"; "SLD-PSL" stays).
    if (suffix !== undefined && ALL_UPPER_WORD_RE.test(suffix) && isExcludedAcronym(suffix)) continue;
    const start = found.start;
    const end = found.end;
    // A model, a formula or an address number follows ("AGP 8X", "CH 2", "ulicy PKWN 114").
    if (NUMBER_AFTER_RE.test(text.slice(end, end + 3))) continue;
    sentences ??= casedSentences(text);
    if (!inCasedSentence(sentences, start)) continue;
    // In a run of capitalised words the capitals are a heading's or a shout's, not an acronym's; two
    // acronyms side by side ("KC PZPR") are both left to the model.
    if (capitalsNextTo(text, start, end)) continue;
    out.push({ type: 'ORGANIZATION', start, end, score: ACRONYM_SCORE, source: 'acronym' });
  }
}

// ---------------------------------------------------------------------------------------------------
// Institutions by their head noun

/** Folded singular forms (and the plural of nouns that name in the plural) of nouns that name a kind of institution. */
const HEAD_FORMS: ReadonlySet<string> = new Set([
  'instytut', 'instytutu', 'instytutowi', 'instytutem', 'instytucie',
  'zaklad', 'zakladu', 'zakladowi', 'zakladem', 'zakladzie', 'zaklady', 'zakladow', 'zakladom', 'zakladami', 'zakladach',
  'stowarzyszenie', 'stowarzyszenia', 'stowarzyszeniu', 'stowarzyszeniem',
  'fundacja', 'fundacji', 'fundacje',
  'spoldzielnia', 'spoldzielni', 'spoldzielnie',
  'federacja', 'federacji', 'federacje',
  'zwiazek', 'zwiazku', 'zwiazkowi', 'zwiazkiem',
  'komitet', 'komitetu', 'komitetowi', 'komitetem', 'komitecie',
  'muzeum', 'centrum', 'laboratorium', 'liceum', 'gimnazjum', 'technikum', 'konserwatorium', 'obserwatorium',
  'teatr', 'teatru', 'teatrowi', 'teatrem', 'teatrze',
  'partia', 'partii', 'partie',
  'bank', 'banku', 'bankowi', 'bankiem',
  'uniwersytet', 'uniwersytetu', 'uniwersytetowi', 'uniwersytetem', 'uniwersytecie',
  'akademia', 'akademii', 'akademie',
  'politechnika', 'politechniki', 'politechnice', 'politechnike',
  'szkola', 'szkoly', 'szkole',
  'przedszkole', 'przedszkola', 'przedszkolu', 'przedszkolem',
  'klub', 'klubu', 'klubowi', 'klubem', 'klubie',
  'towarzystwo', 'towarzystwa', 'towarzystwu', 'towarzystwem', 'towarzystwie',
  'agencja', 'agencji', 'agencje',
  'fundusz', 'funduszu', 'funduszowi', 'funduszem',
  'urzad', 'urzedu', 'urzedowi', 'urzedem', 'urzedzie',
  'szpital', 'szpitala', 'szpitalowi', 'szpitalem', 'szpitalu',
  'klinika', 'kliniki', 'klinice', 'klinike',
  'wydawnictwo', 'wydawnictwa', 'wydawnictwu', 'wydawnictwem', 'wydawnictwie',
  'fabryka', 'fabryki', 'fabryce', 'fabryke',
  'stocznia', 'stoczni', 'stocznie',
  'kopalnia', 'kopalni', 'kopalnie',
  'biblioteka', 'biblioteki', 'bibliotece', 'biblioteke',
  'galeria', 'galerii', 'galerie',
  'filharmonia', 'filharmonii', 'filharmonie',
  'orkiestra', 'orkiestry', 'orkiestrze', 'orkiestre',
  'stronnictwo', 'stronnictwa', 'stronnictwu', 'stronnictwem', 'stronnictwie',
  'zrzeszenie', 'zrzeszenia', 'zrzeszeniu', 'zrzeszeniem',
  'osrodek', 'osrodka', 'osrodkowi', 'osrodkiem', 'osrodku',
  'przedsiebiorstwo', 'przedsiebiorstwa', 'przedsiebiorstwu', 'przedsiebiorstwem', 'przedsiebiorstwie',
  'konfederacja', 'konfederacji', 'konfederacje',
  'sojusz', 'sojuszu', 'sojuszowi', 'sojuszem',
  'organizacja', 'organizacji', 'organizacje',
  'kancelaria', 'kancelarii', 'kancelarie',
  'biuro', 'biura', 'biuru', 'biurem', 'biurze',
  'oddzial', 'oddzialu', 'oddzialowi', 'oddzialem', 'oddziale',
]);

/** Heads of assemblies and boards ("Rada Nadzorcza", "Zarząd Główny", "Walne Zgromadzenie"): named only with more words. */
const ASSEMBLY_HEADS: ReadonlySet<string> = new Set([
  'rada', 'rady', 'radzie', 'rade', 'zarzad', 'zarzadu', 'zarzadowi', 'zarzadem', 'zarzadzie',
  'komisja', 'komisji', 'komisje', 'zgromadzenie', 'zgromadzenia', 'zgromadzeniu', 'zgromadzeniem',
  'liga', 'ligi', 'lidze', 'lige', 'kongres', 'kongresu', 'kongresie',
]);

/** Whether the words after an assembly's noun hold one of its name's own, not another assembly ("Rady i Zarządu"). */
function ownNameWords(after: string): boolean {
  return after.split(/[^\p{L}\p{N}]+/u).some((w) => /^\p{Lu}/u.test(w) && !ASSEMBLY_HEADS.has(fold(w)));
}

/** "Związek Radziecki" is a state, "Centrum Handlowe", "Galeria Handlowa" a building: places. */
const COUNTRY_RE = /^(?:zwiaz\p{L}* (?:radzieck|sowieck)|(?:centrum|galeri\p{L}*) handlow)/u;

/** An office ("Urząd Miasta", "Urzędzie Skarbowym") is one everyone deals with, forwarded whatever follows. */
const PUBLIC_HEADS: ReadonlySet<string> = new Set(['urzad', 'urzedu', 'urzedowi', 'urzedem', 'urzedzie']);

/** Capitalised words that end like adjectives but open a sentence as pronouns or determiners ("Każda Fundacja"). */
const DETERMINERS: ReadonlySet<string> = new Set([
  'ten', 'ta', 'to', 'te', 'tego', 'tej', 'temu', 'tym', 'tych', 'ta', 'tamta', 'tamten', 'tamto', 'kazdy', 'kazda',
  'kazde', 'kazdego', 'kazdej', 'kazdym', 'zaden', 'zadna', 'zadne', 'zadnego', 'zadnej', 'jaki', 'jaka', 'jakie',
  'jakis', 'jakas', 'ktory', 'ktora', 'ktore', 'ktorego', 'ktorej', 'ktorym', 'nasz', 'nasza', 'nasze', 'naszego',
  'naszej', 'naszym', 'wasz', 'wasza', 'wasze', 'waszego', 'waszej', 'moj', 'moja', 'moje', 'mojego', 'mojej', 'twoj',
  'twoja', 'twoje', 'jego', 'jej', 'ich', 'cala', 'caly', 'cale', 'calej', 'inna', 'inny', 'inne', 'innej', 'sam',
  'sama', 'samo', 'ktorakolwiek', 'ow', 'owa', 'owe', 'taka', 'taki', 'takie', 'kolejna', 'kolejny', 'kolejne',
  'dana', 'dany', 'dane', 'wszelka', 'wszelkie', 'pierwsza', 'pierwszy', 'drugi', 'druga', 'ostatni', 'ostatnia',
]);

/** Adverbs and conjunctions that open a sentence and end like adjectives ("Następnie", "Wtedy", "Zawsze"). */
const ADVERBS: ReadonlySet<string> = new Set([
  'nastepnie', 'wczesniej', 'pozniej', 'dalej', 'wtedy', 'zawsze', 'obecnie', 'niedawno', 'dzisiaj', 'takze',
  'rowniez', 'ponadto', 'dlatego', 'oczywiscie', 'wreszcie', 'podobnie', 'zwlaszcza', 'szczegolnie', 'glownie',
  'tutaj', 'czesto', 'rzadko', 'wlasnie', 'nagle', 'szybko', 'wkrotce', 'ostatnio', 'najpierw', 'ponownie',
  'jednoczesnie', 'natomiast', 'zreszta', 'raczej', 'chyba', 'moze', 'wiele', 'kilka', 'ile', 'tyle', 'gdzie',
  'kiedy', 'dopiero', 'jeszcze', 'wlasciwie', 'faktycznie', 'rzeczywiscie', 'niestety', 'jedynie', 'wszystkie',
  'wszyscy', 'wszystkich', 'niektore', 'niektorzy', 'niektorych', 'obie', 'oba', 'obu', 'jakie', 'czyje', 'ktorzy',
]);

/** A capitalised adjective: its ending ("Skarżyskie", "Bankowy", "Polskiego", "Wyższej"). */
const ADJECTIVE_RE = /^\p{Lu}\p{Ll}+(?:y|i|a|e|ego|ej|emu|ym|im|ą|ych|ich)$/u;
/** A capitalised word of a name, an acronym or a number in it ("Badań", "PAN", "Jana", "II", "Curie-Skłodowskiej"). */
const NAME_WORD_RE = /^(?:\p{Lu}[\p{L}\p{N}'’]*(?:-\p{Lu}[\p{L}\p{N}'’]*)*|\p{Lu}(?:\.\p{Lu})+)$/u;

/**
 * The next capitalised word at or after `from` that may be a head noun, as the regex
 * `(?<![\p{L}\p{N}_@.\/-])\p{Lu}\p{Ll}+(?![\p{L}\p{N}_@-])` with the g and u flags finds it, skipping
 * those mayBeHead rules out (a regex match and a string for every capitalised word cost more than that test).
 */
export function nextHeadWord(text: string, from: number, out: Span): boolean {
  for (let p = from; p < text.length;) {
    const k = classAt(text, p);
    if (k & UPPER && !(classBefore(text, p) & WORD) && !HEAD_BLOCKED_BEFORE.has(text.charCodeAt(p - 1))) {
      const lowerFrom = p + unitsOf(k);
      const e = skipClass(text, lowerFrom, LOWER);
      // Greedy: a shorter run of lower-case letters leaves one next, which the lookahead forbids.
      if (e > lowerFrom && !(classAt(text, e) & WORD) && !HEAD_BLOCKED_AFTER.has(text.charCodeAt(e))) {
        if (mayBeHead(text.charCodeAt(p), text.charCodeAt(p + 1))) { out.start = p; out.end = e; return true; }
        p = e;
        continue;
      }
    }
    p += unitsOf(k);
  }
  return false;
}
const HEAD_BLOCKED_BEFORE: ReadonlySet<number> = new Set([...'@./-'].map((ch) => ch.charCodeAt(0)));
const HEAD_BLOCKED_AFTER: ReadonlySet<number> = new Set([...'@-'].map((ch) => ch.charCodeAt(0)));

/**
 * Whether the capitalised word text[start, end) (ScanText.capitalisedWords, char-class.ts nextCapitalised) is one
 * nextHeadWord finds: no hyphenated pair, not after "@./-", not before "@" or "-", and mayBeHead. Every head word is
 * such a word, so the capitalised words read once per text stand for a scan of their own.
 */
export function isHeadWordAt(text: string, start: number, end: number): boolean {
  if (HEAD_BLOCKED_BEFORE.has(text.charCodeAt(start - 1)) || HEAD_BLOCKED_AFTER.has(text.charCodeAt(end))) return false;
  for (let i = start + 1; i < end; i++) if (text.charCodeAt(i) === 45) return false;
  return mayBeHead(text.charCodeAt(start), text.charCodeAt(start + 1));
}

interface Word { start: number; end: number; text: string }

/** The words after `pos` up to the sentence's end: runs of letters, digits and inner hyphens or apostrophes, with the gap before each. */
function wordsAfter(text: string, pos: number, max: number): Array<Word & { gap: string }> {
  const re = /([^\p{L}\p{N}]*)([\p{L}\p{N}]+(?:[-'’.][\p{L}\p{N}]+)*\.?)/uy;
  const out: Array<Word & { gap: string }> = [];
  re.lastIndex = pos;
  for (let m = re.exec(text); m && out.length < max; m = re.exec(text)) {
    const start = m.index + m[1]!.length;
    out.push({ gap: m[1]!, start, end: start + m[2]!.length, text: m[2]! });
  }
  return out;
}

/** Lower-case words inside a name, each to be followed by a capitalised word ("Towarzystwo Opieki nad Zwierzętami", "Bank of America"). */
const CONNECTORS: ReadonlySet<string> = new Set([
  'i', 'oraz', 'im.', 'imienia', 'św.', 'ds.', 'dla', 'przy', 'nad', 'pod', 'bez', 'przeciw', 'of', 'for', 'and', 'de',
  'der', 'des', 'du', 'di', 'la', 'von',
]);
/** Before a place at the name's end: "w Polsce", "we Wrocławiu", "na Białorusi". */
const PLACE_PREPOSITIONS: ReadonlySet<string> = new Set(['w', 'we', 'na']);
const ACCUSATIVE_END_RE = /[ąę]$/u;
const NUMBER_MARKERS: ReadonlySet<string> = new Set(['nr', 'numer']);
/** Before a patron's name, which belongs to the institution's. */
const PATRON_MARKERS: ReadonlySet<string> = new Set(['im.', 'imienia', 'św.']);
const QUOTE_OPEN = new Set(['„', '"', '«', '“']);
const QUOTE_CLOSE_RE = /["”«»“]|’’|''/;
/** A name word glued by a hyphen to a lower-case word ("Drohobyckiej-poinformował"): the name ends at the hyphen. */
const GLUED_LOWER_RE = /^(\p{Lu}[\p{L}'’]*)-\p{Ll}/u;

/** Whether [start) is a sentence's first word (after . ! ? … : or a line break, or at the text's start). */
export function atSentenceStart(text: string, start: number): boolean {
  for (let i = start - 1; i >= 0; i--) {
    const ch = text[i]!;
    if (ch === '\n') return true;
    if (' \t"„“”«»(\'-–—*•'.includes(ch)) continue;
    return '.!?…:'.includes(ch);
  }
  return true;
}

/** The end of the name after a head noun ending at `end`, or `end` when nothing capitalised follows. */
function nameEnd(text: string, end: number): number {
  const ws = wordsAfter(text, end, 16);
  const bare = (w: Word | undefined) => (w === undefined ? '' : w.text.endsWith('.') ? w.text.slice(0, -1) : w.text);
  const nameWordAt = (j: number) => ws[j] !== undefined && ws[j]!.gap === ' ' && NAME_WORD_RE.test(bare(ws[j]));
  let last = end;
  let patron = false; // after "im." or "św.": the words are the patron's name
  for (let i = 0; i < ws.length;) {
    const w = ws[i]!;
    if (w.gap !== ' ') {
      // A quoted name („Felis Polonia”): it runs to the closing quote on the same line.
      if (w.gap.length !== 2 || w.gap[0] !== ' ' || !QUOTE_OPEN.has(w.gap[1]!)) break;
      const close = text.slice(w.start, w.start + 80).search(QUOTE_CLOSE_RE);
      if (close <= 0 || text.slice(w.start, w.start + close).includes('\n')) break;
      last = w.start + close + (text.startsWith('’’', w.start + close) || text.startsWith("''", w.start + close) ? 2 : 1);
      while (i < ws.length && ws[i]!.start < last) i++;
      continue;
    }
    if (nameWordAt(i)) {
      // A first name and a capitalised word after the name are a person of it ("szef Urzędu Rady Ministrów
      // Michał Strąk"), unless a patron's "im." or "św." comes before them ("Szkoła im. Jana Pawła II").
      if (!patron && i > 0 && firstNameDictionary().forms.has(bare(w)) && nameWordAt(i + 1)) break;
      last = w.start + bare(w).length;
      if (w.text.endsWith('.')) break; // a sentence's end, or an abbreviation that closes the name
      i++;
      continue;
    }
    const glued = GLUED_LOWER_RE.exec(w.text);
    if (glued) { last = w.start + glued[1]!.length; break; }
    if (NUMBER_MARKERS.has(w.text) && ws[i + 1]?.gap === ' ' && /^\d+$/.test(ws[i + 1]!.text)) { last = ws[i + 1]!.end; i += 2; continue; }
    if (w.text === 'na' && ws[i + 1]?.text === 'rzecz' && nameWordAt(i + 2)) { i += 2; continue; }
    if (CONNECTORS.has(w.text) && nameWordAt(i + 1)) { patron ||= PATRON_MARKERS.has(w.text); i++; continue; }
    if (PLACE_PREPOSITIONS.has(w.text)) {
      // A place closes the name: up to three capitalised words after "w", "we" or "na".
      // Its first word in the locative ("w Polsce", "we Wronkach"), not the accusative ("w Międzyzakładową Komisję").
      if (ACCUSATIVE_END_RE.test(bare(ws[i + 1]))) break;
      for (let j = i + 1; j <= i + 3 && nameWordAt(j); j++) {
        last = ws[j]!.start + bare(ws[j]).length;
        if (ws[j]!.text.endsWith('.')) break;
      }
    }
    break;
  }
  return last;
}

/** The start of the adjectives (at most two) right before a head noun at `start`, or `start`. */
function adjectivesStart(text: string, start: number): number {
  let s = start;
  for (let k = 0; k < 2; k++) {
    const m = /(?:^|[^\p{L}\p{N}])(\p{L}+) $/u.exec(text.slice(Math.max(0, s - 40), s));
    if (!m) break;
    const word = m[1]!;
    if (!ADJECTIVE_RE.test(word) && !ROMAN_RE.test(word)) break;
    if (DETERMINERS.has(fold(word)) || ADVERBS.has(fold(word))) break;
    s -= word.length + 1;
  }
  return s;
}

/** The first two folded units of every HEAD_FORMS and ASSEMBLY_HEADS word, as (first << 16) | second. */
const HEAD_OPENINGS: ReadonlySet<number> = new Set([...HEAD_FORMS, ...ASSEMBLY_HEADS].map((w) => (w.charCodeAt(0) << 16) | w.charCodeAt(1)));

/** Whether a capitalised word may fold to a head noun by its first two units: most words are ruled out without
 * being folded whole. A unit that does not fold to one unit alone leaves the word to the full test. */
export function mayBeHead(first: number, second: number): boolean {
  const a = foldedUnit(first), b = foldedUnit(second);
  return a < 0 || b < 0 || HEAD_OPENINGS.has((a << 16) | b);
}

/** Per UTF-16 unit: 1 + what fold() makes of it alone when that is one unit, -1 when not (or a surrogate), 0 not yet known. */
const FOLDED_UNITS = new Int32Array(0x10000);
function foldedUnit(c: number): number {
  let k = FOLDED_UNITS[c]!;
  if (k === 0) {
    const f = c >= 0xd800 && c <= 0xdfff ? '' : fold(String.fromCharCode(c));
    k = FOLDED_UNITS[c] = f.length === 1 ? 1 + f.charCodeAt(0) : -1;
  }
  return k > 0 ? k - 1 : -1;
}

export function detectInstitutions(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  const words = scan.capitalisedWords;
  // The search goes on after the head word, or after the name an institution was found to take up.
  let from = 0;
  for (let w = 0; w < words.length; w += 2) {
    const headStart = words[w]!;
    const headEnd = words[w + 1]!;
    if (headStart < from || !isHeadWordAt(text, headStart, headEnd)) continue;
    const word = text.slice(headStart, headEnd);
    const head = fold(word);
    const assembly = ASSEMBLY_HEADS.has(head);
    if ((!HEAD_FORMS.has(head) && !assembly) || PUBLIC_HEADS.has(head)) continue;
    const start = adjectivesStart(text, headStart);
    const end = nameEnd(text, headEnd);
    // An assembly's noun alone ("Rada", "Zarządu") is as often the common noun capitalised: only with more words;
    // a sentence's first word before it may be a noun as well as an adjective ("Posiedzenie Rady").
    if (start === headStart && end === headEnd && atSentenceStart(text, headStart)) continue;
    if (assembly && !ownNameWords(text.slice(headEnd, end)) && (start === headStart || atSentenceStart(text, start))) continue;
    const span = text.slice(start, end);
    const named = span.replace(/ (?:w|we|na) [^]*$/u, '');
    // "Oddział w Katowicach", "muzeum w Gdańsku": a common noun and a place; the place stays a LOCATION.
    if (named === word && end > headEnd) continue;
    if (isForwardedBodyName(named) || COUNTRY_RE.test(fold(named))) continue;
    out.push({ type: 'ORGANIZATION', start, end, score: INSTITUTION_SCORE, source: 'institution' });
    from = Math.max(headEnd, end);
  }
}

// ---------------------------------------------------------------------------------------------------
// A quoted name after a lower-case noun of an organization's kind ("koncernu paliwowego „Orlen”")

/** Folded stems of nouns that name a kind of organization, a medium or a band; a case ending follows. */
const KIND_STEMS: readonly string[] = [
  'firm', 'spolk', 'spolc', 'koncern', 'druzyn', 'formacj', 'ugrupowani', 'przedsiebiorstw', 'zaklad', 'sklep', 'hurtowni', 'bank', 'fundacj',
  'stowarzyszeni', 'klub', 'zespol', 'grup', 'kwartet', 'kapel', 'orkiestr', 'chor', 'teatr', 'kabaret',
  'wydawnictw', 'czasopism', 'tygodnik', 'dziennik', 'miesiecznik', 'gazet', 'pism', 'magazyn', 'radi',
  'telewizj', 'stacj', 'schronisk', 'szkol', 'przedszkol', 'spoldzielni', 'agencj', 'biur', 'kancelari', 'parti',
  'organizacj', 'federacj', 'zwiazk', 'zwiazek', 'operator', 'portal', 'serwis', 'hurtowni', 'drukarni', 'fabryk',
  'lunapark', 'klinik', 'przychodni', 'szpital', 'galeri', 'muze', 'kin', 'restauracj', 'kawiarni', 'hotel',
];
/** Case endings of those nouns (folded): "koncernu", "czasopisma", "firmie", "zespołem", "tygodnikach". */
const KIND_ENDINGS: ReadonlySet<string> = new Set([
  '', 'a', 'u', 'i', 'y', 'e', 'ie', 'em', 'om', 'owi', 'ach', 'ami', 'ow', 'o', 'um', 'ze', 'ce', 'ow', 'ek',
]);
const KIND_BY_FIRST = new Map<string, string[]>();
for (const stem of KIND_STEMS) {
  const group = KIND_BY_FIRST.get(stem[0]!);
  if (group) group.push(stem); else KIND_BY_FIRST.set(stem[0]!, [stem]);
}

function isKindNoun(word: string, byFirst: ReadonlyMap<string, string[]> = KIND_BY_FIRST): boolean {
  const f = fold(word);
  const group = byFirst.get(f[0]!);
  if (group) for (const stem of group) if (f.startsWith(stem) && KIND_ENDINGS.has(f.slice(stem.length))) return true;
  return false;
}

/** The kind stems by first letter, with more stems added (the kind nouns' map is left as it is). */
function kindStemsWith(stems: readonly string[]): Map<string, string[]> {
  const byFirst = new Map<string, string[]>(KIND_BY_FIRST);
  for (const stem of stems) byFirst.set(stem[0]!, [...(byFirst.get(stem[0]!) ?? []), stem]);
  return byFirst;
}

/** Whether a word (any case) is a noun of an organization's kind ("firma", "spółki", "klubu"). */
export function isOrganizationKindNoun(word: string): boolean {
  return isKindNoun(word);
}

/**
 * Before a quoted name only: a person of an organization, a newspaper's pages and columns, a brand's goods
 * ("dziennikarza „Angory”", "pracownicy „Tormięsu”", "w felietonie w „Tygodniku Powszechnym”", "okulary
 * „Versace”"). Before a capitalised name without quotes these name a person's employer or boss ("prezesa
 * Nowaka"), so they count only before quotes.
 */
const QUOTE_KIND_STEMS: readonly string[] = [
  'dziennikarz', 'dziennikark', 'redaktor', 'redakcj', 'reporter', 'publicyst', 'felieton', 'lam', 'wydawc',
  'pracownik', 'pracownic', 'prezes', 'dyrektor', 'rzecznik', 'rzeczniczk', 'wlasciciel', 'zalozyciel', 'czlonk',
  'czlonek', 'przedstawiciel', 'zawodnik', 'zawodnicz', 'pilkarz', 'trener', 'sponsor', 'kolekcj', 'okular',
  'marek', 'mark', 'produkt', 'patronat',
];
const QUOTE_KIND_BY_FIRST = kindStemsWith(QUOTE_KIND_STEMS);
/** Verbs that quote a newspaper or an agency ("jak podaje „Rzeczpospolita”"): folded, as written. */
const REPORTING_VERBS: ReadonlySet<string> = new Set([
  'podaje', 'podal', 'podala', 'podaly', 'informuje', 'poinformowal', 'poinformowala', 'donosi', 'donosil', 'donosila',
  'ustalil', 'ustalila', 'ustalily',
]);
const isQuoteKind = (w: string): boolean => REPORTING_VERBS.has(fold(w)) || isKindNoun(w, QUOTE_KIND_BY_FIRST);

/** A quoted name that opens with a capital, on one line; the kind noun and up to two lower-case words before it. */
const QUOTED_NAME_RE = /(?<![\p{L}\p{N}])(\p{Ll}+)((?: \p{Ll}+){0,2}) [„"«“](\p{Lu}[^"”»“\n]{0,58}?)["”»“]/gu;

export function detectQuotedNames(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  if (!QUOTE_HINT_RE.test(text)) return;
  QUOTED_NAME_RE.lastIndex = 0;
  for (let m = QUOTED_NAME_RE.exec(text); m; m = QUOTED_NAME_RE.exec(text)) {
    // The kind noun may stand before the adjectives ("kwartet wokalny „…”") or right before the quote.
    const words = [m[1]!, ...m[2]!.trim().split(' ').filter((w) => w.length > 0)];
    if (!words.some(isQuoteKind)) { QUOTED_NAME_RE.lastIndex = m.index + m[1]!.length; continue; }
    const start = m.index + m[0].length - m[3]!.length - 2;
    const name = m[3]!;
    if (isForwardedBodyName(name)) continue;
    out.push({ type: 'ORGANIZATION', start, end: m.index + m[0].length, score: INSTITUTION_SCORE, source: 'institution' });
  }
}
const QUOTE_HINT_RE = /[„"«“]/;

// ---------------------------------------------------------------------------------------------------
// A capitalised name after a lower-case noun of an organization's kind ("firmy Amway", "klubu Widzew",
// "olsztyńska firma Ekoenergiz", "firma samochodowa Renault")

/** A space before a capital: where a name may follow a lower-case word (a literal first, so the scan is cheap). */
const SPACE_CAPITAL_RE = / \p{Lu}/gu;
/** An adjective after the kind noun ("firma samochodowa", "firmy budowlanej"): its suffix and ending. */
const ADJECTIVE_AFTER_RE = /^\p{Ll}{2,}(?:ow|sk|ck|dzk|n|cz|w)(?:[aeyią]|ie|ej|ego|emu|ym|ych|ymi|im|ich|imi)$/u;
/** A word of the name: capitalised, with digits, "&", "@", inner dots and hyphens ("Art B", "J@zz", "Al-Dżazira", "AMIL"). */
const KIND_NAME_WORD_RE = /^\p{Lu}[\p{L}\p{N}@&'’]*(?:[-.]\p{L}[\p{L}\p{N}@&'’]*)*$/u;
/** Eponyms of medical syndromes after "zespół" ("zespołu Downa"): a condition, not a band. */
const SYNDROME_RE = /^(?:down|asperger|tourett|turner|klinefelter|rett|cushing|marfan|sjogren|reye|prader|guillain|korsakow|munchausen|sudeck|conn|crouzon|lesch|angelman|williams|peutz|ehlers|raynaud|stevens)/u;

/**
 * The end of a name of up to `max` capitalised words starting at `pos` (joined by spaces or " & "), or `pos`.
 * A word ending in a dot ends the sentence and the name, the dot left out, unless it is an initial ("Art B.").
 */
function kindNameEnd(text: string, pos: number, max = 4): number {
  const ws = wordsAfter(text, pos, max + 2);
  let last = pos;
  for (let i = 0, n = 0; i < ws.length && n < max; i++) {
    const w = ws[i]!;
    if (i > 0 && w.gap !== ' ' && w.gap !== ' & ') break;
    if (i === 0 && w.gap !== '') break;
    const bare = w.text.endsWith('.') ? w.text.slice(0, -1) : w.text;
    if (!KIND_NAME_WORD_RE.test(bare)) break;
    last = w.start + bare.length;
    n++;
    if (w.text.endsWith('.')) break;
  }
  return last;
}

function isLowerAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c >= 97 && c <= 122) return true;
  if (c < 0xc0) return false;
  const ch = text[i]!;
  return ch !== ch.toUpperCase() && ch === ch.toLowerCase();
}

/** The lower-case word that ends at `end` (a whole word: not glued to a letter, digit, "_", "@", "." or "-"), or undefined. */
function lowerWordBefore(text: string, end: number): string | undefined {
  let i = end;
  while (i > 0 && end - i < 24 && isLowerAt(text, i - 1)) i--;
  if (i === end || (i > 0 && /[\p{L}\p{N}_@.-]/u.test(text[i - 1]!))) return undefined;
  return text.slice(i, end);
}

export function detectKindNames(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  let after = 0;
  SPACE_CAPITAL_RE.lastIndex = 0;
  for (let m = SPACE_CAPITAL_RE.exec(text); m; m = SPACE_CAPITAL_RE.exec(text)) {
    const start = m.index + 1;
    if (start < after) continue;
    // "w firmie Amway": the noun right before the name; "firma samochodowa Renault": the noun, then an adjective.
    const last = lowerWordBefore(text, m.index);
    if (last === undefined) continue;
    let noun: string | undefined = last;
    if (last.length < 3 || !isKindNoun(last)) {
      noun = ADJECTIVE_AFTER_RE.test(last) && text[m.index - last.length - 1] === ' ' ? lowerWordBefore(text, m.index - last.length - 1) : undefined;
      if (noun === undefined || noun.length < 3 || !isKindNoun(noun)) continue;
    }
    const end = kindNameEnd(text, start);
    const name = text.slice(start, end);
    // One letter is a group's label ("w grupie A"); a syndrome, a public body or a technology is no company.
    if (end - start < 2 || ROMAN_RE.test(name)) continue;
    if (fold(noun).startsWith('zespol') && SYNDROME_RE.test(fold(name))) continue;
    if (isForwardedBodyName(name) || isTechName(name.split(' '))) continue;
    out.push({ type: 'ORGANIZATION', start, end, score: INSTITUTION_SCORE, source: 'institution' });
    after = end;
  }
}

// ---------------------------------------------------------------------------------------------------
// Religious orders, named in the plural in lower case ("u dominikanów", "klasztor benedyktynów", "elżbietanki")

/**
 * Folded stems of the orders: [stem, nominative plural of the men's order or '' where the stem names only a
 * women's order]. The oblique plural is the stem + "ów", "om", "ami", "ach"; a women's order, where there is
 * one, the stem + "ki", "ek", "kom", "kami", "kach" ("dominikanki", "elżbietanek"). Not orders whose name is
 * also a first name or a common word ("marianie", "paulini", "bernardyni", "pijarzy", "krzyżacy").
 */
const ORDERS: ReadonlyArray<readonly [string, string]> = [
  ['dominikan', 'dominikanie'], ['franciszkan', 'franciszkanie'], ['augustian', 'augustianie'], ['norbertan', 'norbertanie'],
  ['salezjan', 'salezjanie'], ['bazylian', 'bazylianie'], ['sercan', 'sercanie'], ['benedyktyn', 'benedyktyni'],
  ['pallotyn', 'pallotyni'], ['albertyn', 'albertyni'], ['saletyn', 'saletyni'], ['kapucyn', 'kapucyni'],
  ['cysters', 'cystersi'], ['jezuit', 'jezuici'], ['karmelit', 'karmelici'], ['serwit', 'serwici'], ['werbist', 'werbisci'],
  ['redemptoryst', 'redemptorysci'], ['trapist', 'trapisci'], ['michalit', 'michalici'], ['joannit', 'joannici'],
  ['orionist', 'orionisci'], ['bonifratr', 'bonifratrzy'], ['templariusz', 'templariusze'], ['kamedul', 'kameduli'],
  ['zmartwychwstanc', 'zmartwychwstancy'], ['karmelitan', ''], ['elzbietan', ''], ['urszulan', ''], ['nazaretan', ''],
  ['felicjan', ''], ['klarys', ''], ['szaryt', ''], ['boromeusz', ''],
];
const ORDER_FORMS: ReadonlySet<string> = new Set(ORDERS.flatMap(([stem, men]) => [
  ...(men ? [men, ...['ow', 'om', 'ami', 'ach'].map((e) => stem + e)] : []),
  ...['ki', 'ek', 'kom', 'kami', 'kach'].map((e) => stem + e),
]));
/** The stems and the nominatives whose stem changes ("jezuit" → "jezuici"), then the rest of the word. */
// On the folded text, where Polish letters are ASCII: "\b" and no Unicode mode keep the scan cheap.
const ORDER_RE = new RegExp(String.raw`\b(?:${ORDERS.flatMap(([stem, men]) => (men && !men.startsWith(stem) ? [stem, men] : [stem])).join('|')})[a-z]*\b`, 'g');

export function detectReligiousOrders(scan: ScanText, out: Candidate[]): void {
  const folded = scan.folded;
  ORDER_RE.lastIndex = 0;
  for (let m = ORDER_RE.exec(folded); m; m = ORDER_RE.exec(folded)) {
    if (!ORDER_FORMS.has(m[0])) continue;
    out.push({ type: 'ORGANIZATION', start: m.index, end: m.index + m[0].length, score: INSTITUTION_SCORE, source: 'institution' });
  }
}

// ---------------------------------------------------------------------------------------------------
// Names in English word order, the kind last ("Santander Consumer Bank", "Creative Labs", "Associated Press",
// "Meow TV", "Massachusetts Institute of Technology Press")

/** The kind words that end an English name; titles' words ("News", "Times", "Games") are left out. */
const ENGLISH_HEAD_RE = /(?<![\p{L}\p{N}'’-])(?:Bank|Press|Labs?|Group|Institute|University|College|Company|Corporation|Corp\.|Inc\.|Ltd\.?|LLC|GmbH|Holdings?|Media|TV|Records|Studios?|Software|Systems|Airlines|Airways|Motors|Foundation|Club|Entertainment|Technologies|Solutions|Partners|Capital|Network|Pictures|Films|Publishing|Consulting|Services|Industries|Association|Society|Agency|Brothers)(?:['’]\p{Ll}{1,3})?(?![\p{L}\p{N}'’-])/gu;
const ENGLISH_WORD_RE = /^\p{Lu}[\p{L}\p{N}&'’.-]*$/u;
const ENGLISH_CONNECTORS: ReadonlySet<string> = new Set(['of', 'and', 'for', '&', 'the']);

export function detectEnglishNames(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  ENGLISH_HEAD_RE.lastIndex = 0;
  for (let m = ENGLISH_HEAD_RE.exec(text); m; m = ENGLISH_HEAD_RE.exec(text)) {
    // Back over up to five capitalised words, "of", "and", "for", "&" or "the" between them, on one line.
    let start = m.index;
    for (let k = 0; k < 6; k++) {
      const before = /(?:^|[ \t])(\S+) $/u.exec(text.slice(Math.max(0, start - 40), start));
      if (!before) break;
      const word = before[1]!;
      if (ENGLISH_WORD_RE.test(word) && !word.endsWith('.')) { start -= word.length + 1; continue; }
      if (!ENGLISH_CONNECTORS.has(word)) break;
      const next = /(?:^|[ \t])(\S+) $/u.exec(text.slice(Math.max(0, start - word.length - 42), start - word.length - 1));
      if (!next || !ENGLISH_WORD_RE.test(next[1]!)) break;
      start -= word.length + 1;
    }
    // A Polish word before the kind opens the sentence or the phrase ("Mój Bank", "Wczoraj Creative Labs"): not the name's.
    for (let first = /^\S+/u.exec(text.slice(start, m.index))?.[0]; first !== undefined && start < m.index;
      first = /^\S+/u.exec(text.slice(start, m.index))?.[0]) {
      if (!ENGLISH_CONNECTORS.has(first) && !isDictionaryWord(first)) break;
      start += first.length + 1;
    }
    if (start >= m.index) continue; // the kind word alone ("Bank", "Club") is no name
    // On over "of" and capitalised words: "University of Illinois", "Institute of Technology Press".
    let end = m.index + m[0].length;
    const of = /^ of((?: \p{Lu}[\p{L}\p{N}&'’-]*){1,4})/u.exec(text.slice(end, end + 80));
    if (of) end += 3 + of[1]!.length;
    const name = text.slice(start, end);
    if (isForwardedBodyName(name) || isTechName(name.split(' '))) continue;
    out.push({ type: 'ORGANIZATION', start, end, score: INSTITUTION_SCORE, source: 'institution' });
    ENGLISH_HEAD_RE.lastIndex = Math.max(ENGLISH_HEAD_RE.lastIndex, end);
  }
}

// ---------------------------------------------------------------------------------------------------
// A team after a match or a game "z" ("meczu ze Stalą Wega Ostrów", "zagra w środę z Iłżanką Kazanów")

const OPPONENT_RE = /(?<![\p{L}\p{N}])(?:mecz|meczu|meczem|meczach|meczów|zagra\p{Ll}*|wygra\p{Ll}*|przegra\p{Ll}*|zremisowa\p{Ll}*)(?: \p{Ll}+){0,2} ze? (?=\p{Lu})/gu;

export function detectOpponents(scan: ScanText, out: Candidate[]): void {
  const text = scan.text;
  OPPONENT_RE.lastIndex = 0;
  for (let m = OPPONENT_RE.exec(text); m; m = OPPONENT_RE.exec(text)) {
    const start = m.index + m[0].length;
    const end = kindNameEnd(text, start, 3);
    const name = text.slice(start, end);
    if (end - start < 2 || isForwardedBodyName(name) || isTechName(name.split(' '))) continue;
    out.push({ type: 'ORGANIZATION', start, end, score: INSTITUTION_SCORE, source: 'institution' });
  }
}

// ---------------------------------------------------------------------------------------------------
// Words that head an organization's name in lower case, for the NER model's second reading of a lowercase
// sentence (src/ner/index.ts): "unii pracy", "sojuszu lewicy", "uniwersytetu wrocławskiego", "radia zet".

/** Folded stems of heads of parties, assemblies and movements, past the institutions and kinds above. */
const NAME_HEAD_STEMS: readonly string[] = ['uni', 'sojusz', 'komisj', 'rad', 'sad', 'izb', 'ministerstw', 'zarzad', 'ruch', 'front', 'lig', 'kongres', 'parlament', 'senat', 'sejm', 'kosciol', 'kosciel', 'zakon', 'zgromadzeni', 'trybunal', 'inspekcj', 'policj', 'straz', 'armi', 'wojsk', 'dyrekcj', 'kuri', 'prezydium', 'kolo', 'kola', 'kole'];
const NAME_HEAD_BY_FIRST = kindStemsWith(NAME_HEAD_STEMS);

/**
 * Whether a word (any case) may head an organization's name: a kind of institution, company, party or assembly.
 * Not an office (forwarded anyway) nor "pismo" (in a prompt mostly a letter).
 */
export function isOrganizationHead(word: string): boolean {
  const f = fold(word);
  if (PUBLIC_HEADS.has(f) || f.startsWith('pism')) return false;
  return HEAD_FORMS.has(f) || isKindNoun(word, NAME_HEAD_BY_FIRST);
}
