// Spans the NER model tags that are never personal data, dropped (or trimmed) before they compete
// with the rules. Replacing them costs no safety but blurs prompts ("Odpowiadaj <LOCATION_1>",
// "<PERSON_1>: Dzień dobry") and the model's answers. Each rule names a class, not examples, and no rule
// drops a span that holds a person's name (docs/pii-detection.md §5):
// - LOCATION: language adverbs ("po polsku") and a lowercase relational adjective alone ("na angielski",
//   "funta angielskiego", src/ner/relational-adjective.ts): NKJP, the training corpus, tags words derived
//   from place names. After "województwo", "powiat" or "gmina" the adjective names the unit and stays
//   ("w powiecie tatrzańskim").
// - any type: code and identifiers ("HTTP_PROXY", "TypeScript", "limit &&", "SUM(" in SQL), technology
//   names, brands and platforms ("Kubernetesie", "na Facebooku", "iPhonem"), which the model reads as
//   foreign proper names, unless a first name and a surname stand with them ("z Markiem Javą"); and
//   department acronyms ("HR", "IT").
// - PERSON: dialogue and transcript speaker labels that are roles, not names ("Konsultant:", "PACJENT:",
//   "… zapytał. Doradca:"), by a positive list of role nouns (label-words.ts): a label that is not on it
//   may be a name ("HALINA:", "Brzęczek:") and stays; headings and lettered items ("Formularz
//   Zgłoszeniowy", "B. Zwyczaje"); spans made only of interjections, greetings and mail words ("Boże",
//   "Siemka", "P.S. Mail"), which are also trimmed off the edges of a longer span ("Pozdrawiam Jan
//   Kowalski" → "Jan Kowalski"); a name that is also a plant read as the plant ("bukiet … Róża", names/plants.ts).
// - PERSON or LOCATION: holidays ("w Wigilię", "na Boże Narodzenie", "Andrzejki").
// - any type: names of identifiers alone ("NIP", "PESEL").
// - ORGANIZATION: offices everyone deals with by law, legal acts, taxes, registries and generic department
//   acronyms ("ZUS", "Urząd Skarbowy", "RODO", "HR"): naming one says nothing about the writer or whom they work
//   with. Other public bodies ("Sejm", "Ministerstwo Zdrowia", "NATO") are organizations like companies: a
//   client, an employer or a counterparty, replaced where the account enables `organization`.
// The lists are narrow on purpose: a false positive only blurs a prompt, a dropped real name leaks.
import { isCommonWordFirstName } from './detectors/caseless-names.js';
import { classAt, LOWER, unitClass, unitsOf, UPPER } from './char-class.js';
import { isWordChar } from './context.js';
import { isDictionaryWord } from './dictionary-words.js';
import { fold } from './fold.js';
import { isHeadingWord, isRoleLabel, isRoleWord } from './label-words.js';
import { firstNameDictionary, isFirstNameAnyCase } from './names/dictionary.js';
import { readsAsPlaceAfterPreposition } from './names/first-name-places.js';
import { isPlantReading } from './names/plants.js';
import { looksLikeSurname } from './names/surnames.js';
import type { Candidate } from './types.js';
import { isRelationalAdjective } from '../ner/relational-adjective.js';

/** Identifier names, never a name of any type: the acronym alone is the whole span. */
const IDENTIFIER_ACRONYMS: ReadonlySet<string> = new Set([
  'NIP', 'PESEL', 'REGON', 'KRS', 'IBAN', 'BIC', 'SWIFT', 'NRB', 'VAT', 'PKD', 'EAN', 'ISBN', 'ISSN', 'PIN', 'PUK',
]);

/**
 * Acronyms forwarded whatever types an account enables: offices everyone deals with by law (tax, social
 * insurance, health fund, statistics, town offices; naming one says nothing about whom the writer works
 * with, and a prompt about contributions or taxes needs it), legal acts and taxes, and public registries
 * and e-services, which are no organizations at all.
 */
const FORWARDED_ACRONYMS: ReadonlySet<string> = new Set([
  // offices
  'ZUS', 'KRUS', 'US', 'NFZ', 'GUS', 'KAS', 'IAS', 'UKS', 'UODO', 'GIODO', 'UOKiK', 'UPRP', 'UKE', 'URE', 'UM', 'UG',
  'UMiG', 'PFRON', 'Sanepid', 'SANEPID', 'GIS',
  // registries and e-services
  'CEIDG', 'PUE', 'ePUAP', 'KSeF', 'JPK', 'BIK', 'KRD', 'BIG',
  // legal acts and taxes
  'RODO', 'GDPR', 'KC', 'KP', 'KPC', 'KPA', 'KK', 'KSH', 'PIT', 'CIT', 'Ordynacja',
]);

/**
 * Other public bodies (Polish, EU and international): organizations like any other where the account enables
 * `organization` (a ministry or a court is a client, an employer or a counterparty as much as a firm is).
 */
const PUBLIC_BODY_ACRONYMS: ReadonlySet<string> = new Set([
  'NBP', 'KNF', 'PIP', 'MF', 'MZ', 'MSWiA', 'MSZ', 'MON', 'MEN', 'MEiN', 'ABW', 'CBA', 'CBŚ', 'SN', 'NSA', 'WSA', 'TK',
  'TSUE', 'ETPC', 'KE', 'PE', 'UE', 'EU', 'ONZ', 'NATO', 'WHO', 'ARiMR', 'GDDKiA', 'PKW', 'IPN', 'NIK', 'RPO',
]);

/** Departments, roles and generic technical acronyms: never a name of any type ("napisz do HR"). */
const GENERIC_ACRONYMS: ReadonlySet<string> = new Set([
  'HR', 'IT', 'PR', 'BHP', 'QA', 'R&D', 'CEO', 'CFO', 'CTO', 'COO', 'B2B', 'B2C', 'SaaS', 'API', 'CRM', 'ERP',
  'FAQ', 'PDF', 'URL', 'SMS', 'MMS', 'NDA', 'KPI', 'OKR', 'SLA', 'AI', 'ML', 'LLM', 'IoT', 'VPN', 'DNS', 'HTTP',
  'HTTPS', 'SQL', 'JSON', 'XML', 'CSV', 'UI', 'UX', 'OCR', 'GPS', 'USB', 'PC', 'TV', 'SEO', 'DM', 'OK', 'WiFi', 'Wi-Fi',
]);

/** An identifier's name ("NIP"), a department or a generic technical acronym ("HR", "API"): never a name. */
export function isNotNameAcronym(word: string): boolean {
  return IDENTIFIER_ACRONYMS.has(word) || GENERIC_ACRONYMS.has(word);
}

/**
 * Folded starts of the full names of the offices forwarded whatever types are enabled ("Zakład Ubezpieczeń
 * Społecznych"), and the chamber's salutation ("Wysoka Izbo!"), a form of address like "Panie Marszałku".
 */
const FORWARDED_PREFIXES: readonly string[] = [
  'zaklad ubezpieczen spolecznych', 'zakladu ubezpieczen spolecznych', 'urzad skarbow', 'urzedu skarbow',
  'urzedzie skarbow', 'urzad ochrony danych', 'narodow fundusz zdrowia', 'narodowy fundusz zdrowia',
  'narodowego funduszu zdrowia', 'krajowa administracja skarbowa', 'krajowej administracji skarbowej',
  'glowny urzad statystyczny', 'glownego urzedu statystycznego', 'wysoka izbo',
];

/** Folded starts of the full names of the other public bodies ("Sejm", "Ministerstwo Zdrowia", "Unii Europejskiej"). */
const PUBLIC_BODY_PREFIXES: readonly string[] = [
  'ministerstw', 'minister ', 'sejm', 'senat', 'unia europejsk', 'unii europejsk', 'komisja europejsk',
  'komisji europejsk', 'parlament europejsk', 'rada ministrow', 'rady ministrow', 'trybunal konstytucyjn',
  'sad najwyzsz', 'naczelny sad administracyjn', 'rzecznik praw obywatelskich', 'panstwowa inspekcja pracy',
  'panstwowej inspekcji pracy', 'wysoka izb', 'wysokiej izb',
];

const FORWARDED_BY_FIRST = byFirstChar(FORWARDED_PREFIXES);
const PUBLIC_BODIES_BY_FIRST = byFirstChar([...FORWARDED_PREFIXES, ...PUBLIC_BODY_PREFIXES]);

/**
 * Technology names (folded stems): languages, platforms, tools, services. A word is one when it is
 * a stem plus at most a Polish case ending ("Kubernetesie", "Dockera", "Pythonem").
 */
const TECH_STEMS: readonly string[] = [
  'typescript', 'javascript', 'java', 'kotlin', 'python', 'golang', 'rust', 'scala', 'ruby', 'php', 'perl',
  'haskell', 'elixir', 'erlang', 'clojure', 'fortran', 'cobol', 'kubernetes', 'docker', 'podman', 'helm',
  'terraform', 'ansible', 'jenkins', 'gitlab', 'github', 'bitbucket', 'jira', 'confluence', 'slack', 'postgres',
  'postgresql', 'mysql', 'mariadb', 'mongodb', 'redis', 'kafka', 'rabbitmq', 'nginx', 'apache', 'linux', 'ubuntu',
  'debian', 'windows', 'macos', 'android', 'react', 'angular', 'svelte', 'nextjs', 'nuxt', 'django', 'flask',
  'fastapi', 'laravel', 'symfony', 'webpack', 'vite', 'vitest', 'jest', 'junit', 'maven', 'gradle', 'npm',
  'yarn', 'bash', 'powershell', 'vscode', 'intellij', 'xcode', 'excel', 'outlook', 'sharepoint', 'chatgpt',
  'openai', 'copilot', 'figma', 'notion', 'trello', 'graphql', 'grafana', 'prometheus', 'elasticsearch',
  'kibana', 'openshift', 'heroku', 'vercel', 'netlify', 'cloudflare', 'supabase', 'firebase', 'selenium',
  'playwright', 'cypress', 'azure', 'aws', 'kubectl', 'json', 'yaml', 'html', 'css', 'sql', 'nodejs', 'deno',
  // platforms, services and devices people name in chat ("na Facebooku", "iPhonem"; stems drop a final
  // "e" so "iphon" + "em" reads "iPhonem")
  'facebook', 'instagram', 'tiktok', 'youtube', 'twitter', 'whatsapp', 'messenger', 'telegram', 'snapchat',
  'linkedin', 'discord', 'twitch', 'reddit', 'pinterest', 'spotify', 'netflix', 'tidal', 'google', 'gmail',
  'iphon', 'ipad', 'macbook', 'airpods', 'bluetooth', 'wifi', 'samsung', 'xiaomi', 'huawei', 'allegro', 'olx',
  'vinted', 'amazon', 'ebay', 'paypal', 'revolut', 'uber', 'glovo', 'zoom', 'skyp', 'teams', 'chrome', 'firefox',
];
const TECH_BY_FIRST = byFirstChar(TECH_STEMS);
const CASE_ENDINGS: ReadonlySet<string> = new Set([
  '', 'a', 'u', 'ie', 'e', 'ze', 'cie', 'em', 'om', 'owi', 'y', 'ach', 'ami', 'ów', 'ow', 'ę', 'ą', 'i', "'a", "'u", "'em", "'ie", "'owi",
]);

/**
 * Words that are never a person on their own (folded, dots removed): interjections, greetings,
 * closings, mail and letter words, honorifics without a name.
 */
const NOT_PERSON_WORDS: ReadonlySet<string> = new Set([
  'boze', 'boga', 'bogu', 'jezu', 'jezus', 'jezusie', 'jezusa', 'chryste', 'matko', 'maryjo', 'rany', 'kurcze',
  'kurde', 'cholera', 'hej', 'halo', 'czesc', 'siema', 'siemka', 'witam', 'witaj', 'witajcie', 'dzieki',
  'dziekuje', 'dziekujemy', 'ojej', 'ups', 'super', 'okej', 'ok', 'pozdrawiam', 'pozdrowienia', 'serdecznie',
  'szanowny', 'szanowna', 'szanowni', 'szanowne', 'drogi', 'droga', 'drodzy', 'ps', 'pps', 'mail', 'maila',
  'mailem', 'mailu', 'email', 'e-mail', 'tel', 'telefon', 'temat', 're', 'fwd', 'odp', 'dw', 'od', 'do', 'zalacznik',
  'uwaga', 'notatka', 'dzien', 'dobry', 'dobranoc', 'prosze', 'przepraszam', 'gratulacje', 'brawo', 'niestety',
  'oczywiscie', 'tak', 'nie', 'pan', 'pani', 'panie', 'panu', 'pana', 'panstwo', 'panstwa', 'siemanko', 'siemano',
  'siemandero', 'elo', 'hejka', 'hejo', 'heja', 'hejcia', 'witajta', 'witojcie', 'serwus', 'czolem', 'yo', 'hello',
  'hi', 'hey', 'pozdro', 'pzdr', 'nara', 'narka', 'papa', 'buziaki', 'caluski', 'thx', 'sorki', 'sorka', 'sory',
  'sorry', 'kochani', 'kochana', 'kochany', 'slonce', 'sloneczko', 'skarbie', 'kotku', 'misiu', 'dobrywieczor',
  'wieczor', 'ranek', 'dzieki', 'dziekowac',
  // English closings and greetings of business mail ("Thanks, Agnieszka")
  'thanks', 'thank', 'regards', 'cheers', 'sincerely', 'dear', 'greetings', 'bye',
  // English months and weekdays that are no one's name ("the invoice for October"; not April, May, June, August)
  'january', 'february', 'september', 'october', 'november', 'december', 'monday', 'tuesday', 'wednesday', 'thursday',
  'friday', 'saturday', 'sunday',
]);

/** Holidays and feasts (folded starts), which the model reads as places or people ("w Wigilię"). */
const HOLIDAY_PREFIXES: readonly string[] = [
  'wigili', 'wielkanoc', 'wielkiej nocy', 'boze narodzeni', 'bozego narodzenia', 'nowy rok', 'nowego roku',
  'andrzejk', 'zaduszk', 'trzech krol', 'wszystkich swietych', 'majowk', 'dzien matki', 'dnia matki',
  'dzien ojca', 'dnia ojca', 'dzien dziecka', 'dnia dziecka', 'walentynk', 'tlusty czwartek', 'boze cialo',
  'bozego ciala', 'zielone swiatki', 'zielonych swiatek',
];

/**
 * Whether a span is a holiday's name: it starts with one, or after the word for the holidays ("Święta Bożego
 * Narodzenia"), or it is the start of one that the text goes on with ("Bożego" of "Bożego Narodzenia": the model
 * often reads one word of a feast's name).
 */
function isHoliday(span: string, text: string, start: number): boolean {
  const f = fold(span);
  if (startsWithAny(f, HOLIDAYS_BY_FIRST)) return true;
  if (HOLIDAYS_WORD_RE.test(f) && startsWithAny(f.replace(HOLIDAYS_WORD_RE, ''), HOLIDAYS_BY_FIRST)) return true;
  const group = HOLIDAYS_BY_FIRST.get(f[0]!);
  if (!group || !group.some((h) => h.length > f.length && h.startsWith(f))) return false;
  return startsWithAny(fold(text.slice(start, Math.min(text.length, start + span.length + 24))), HOLIDAYS_BY_FIRST);
}
const HOLIDAYS_WORD_RE = /^swi(?:e|a)t[a-z]* /;

/** Strings grouped by their first character, so a word is compared only with those that can start it. */
function byFirstChar(list: readonly string[]): ReadonlyMap<string, readonly string[]> {
  const groups = new Map<string, string[]>();
  for (const s of list) {
    const group = groups.get(s[0]);
    if (group) group.push(s); else groups.set(s[0], [s]);
  }
  return groups;
}

/** Whether `f` starts with one of the grouped prefixes. */
function startsWithAny(f: string, groups: ReadonlyMap<string, readonly string[]>): boolean {
  const group = groups.get(f[0]);
  if (group) for (const p of group) if (f.startsWith(p)) return true;
  return false;
}
const HOLIDAYS_BY_FIRST = byFirstChar(HOLIDAY_PREFIXES);

/** A lower-case adverb of language or manner after "po": "po polsku", "po niemiecku", "po śląsku". */
const LANGUAGE_ADVERB_RE = /^\p{Ll}+(?:sku|cku|dzku)$/u;
const PO_BEFORE_RE = /(?:^|[^\p{L}])[Pp]o $/u;
/** The rest of a hyphenated lowercase compound after a span ("-niemiecki" after "polsko"). */
const HYPHENATED_REST_RE = /^(?:-\p{Ll}+)+/u;
/** Characters of code that no name contains ("limit &&", "$HOME", "a=b"). */
const CODE_SYNTAX_RE = /&&|\|\||[$={}<>;[\]\\`|]/;
/** Before a dialogue label on its line: bullets, quote marks, a timestamp ("[10:32]", "10:32"). */
const LABEL_PREFIX_RE = /^[\s*>•–-]*(?:\[[^\]\n]*\]\s*|\d{1,2}:\d{2}(?::\d{2})?\s*)?$/;

/** Whether the NER span text[start, end) of `type` is noise (see above). */
export function isNerNoise(type: string, text: string, start: number, end: number): boolean {
  const span = text.slice(start, end);
  const ws = words(span); // split once for the checks below
  if (CODE_SYNTAX_RE.test(span) || isIdentifier(text, start, end)) return true;
  if (isTechName(ws) && !holdsPerson(ws)) return true;
  // "PESEL" alone names a number, "HR" a department: not a person or a place
  if (IDENTIFIER_ACRONYMS.has(span) || GENERIC_ACRONYMS.has(span)) return true;
  if (type === 'ORGANIZATION') return isNotOrganization(text, span, end, ws) && !holdsPerson(ws);
  if (isHoliday(span, text, start)) return true;
  if (type === 'LOCATION') {
    if (afterAdministrativeUnit(text, start)) return false; // "w powiecie tatrzańskim"
    // "na angielski", "kurs funta angielskiego", "polsko" of "polsko-niemiecki"
    if (isRelationalAdjective(span + (HYPHENATED_REST_RE.exec(text.slice(end, end + 40))?.[0] ?? ''))) return true;
    const word = span.startsWith('po ') ? span.slice(3) : span;
    return LANGUAGE_ADVERB_RE.test(word) && (word !== span || PO_BEFORE_RE.test(text.slice(Math.max(0, start - 4), start)));
  }
  if (type === 'PERSON') {
    return ws.every(isNotPersonWord) || isRoleSpeaker(text, start, end) || isHeading(text, start, end, ws) ||
      isPlantReading(text, start, end) || (ws.length === 1 && isPlaceAfterPreposition(text, start, span)) ||
      SAINT_BEFORE_RE.test(text.slice(Math.max(0, start - 12), start)) || (ws.length === 1 && isLowerWordInCasedSentence(text, start, end, span));
  }
  return false;
}

/** A saint's title right before ("święty Mikołaj", "św. Antoni"): a saint, not a person of the text. */
const SAINT_BEFORE_RE = /(?:^|[^\p{L}])(?:[Śś]wi[ęe]t(?:y|ego|emu|ym|a|ej|ą)|[Śś]w\.) $/u;

/**
 * A lower-case word of the language read alone as a person in a sentence written with capitals ("…, a kos śpiewał na
 * płocie"): where the writer capitalises, a name is capitalised. A first name typed in lower case stays the model's.
 */
function isLowerWordInCasedSentence(text: string, start: number, end: number, span: string): boolean {
  if (span !== span.toLowerCase() || isFirstNameAnyCase(span) || !isDictionaryWord(span)) return false;
  let from = start;
  while (from > 0 && !/[.!?\n]/.test(text[from - 1]!)) from--;
  let to = end;
  while (to < text.length && !/[.!?\n]/.test(text[to]!)) to++;
  return /^\s*\p{Lu}\p{Ll}/u.test(text.slice(from, to));
}

const PLACE_PREPOSITION_BEFORE_RE = /(?:^|[^\p{L}])(?:w|we|na|W|We|Na) $/u;

/** A first name's form after "w"/"na" that is a place there (names/first-name-places.ts: "na Kazimierzu", "na Kazimierz"). */
function isPlaceAfterPreposition(text: string, start: number, word: string): boolean {
  return PLACE_PREPOSITION_BEFORE_RE.test(text.slice(Math.max(0, start - 4), start)) && isFirstNameAnyCase(word) && readsAsPlaceAfterPreposition(word);
}

/** "województwo", "powiat", "gmina" in any case form, or "woj."/"pow.", right before `start`. */
const ADMINISTRATIVE_UNIT_BEFORE_RE = /(?:^|[^\p{L}])(?:wojew[oó]dztw\p{Ll}*|woj\.|powiat\p{Ll}*|powie[cć]\p{Ll}*|pow\.|gmin\p{Ll}*)\s+$/iu;

function afterAdministrativeUnit(text: string, start: number): boolean {
  return ADMINISTRATIVE_UNIT_BEFORE_RE.test(text.slice(Math.max(0, start - 16), start));
}

/**
 * Whether the words hold a person: a first name (in any case) followed by a surname-like or capitalised
 * word ("Andrzej Domański" in "Minister Finansów Andrzej Domański", "Markiem Javą"). Such a span is kept
 * whole whatever else it holds.
 */
function holdsPerson(ws: readonly string[]): boolean {
  for (let i = 0; i + 1 < ws.length; i++) {
    if (!isFirstNameAnyCase(ws[i]!.replace(TRAILING_PUNCTUATION_RE, ''))) continue;
    const next = ws[i + 1]!.replace(TRAILING_PUNCTUATION_RE, '');
    if (looksLikeSurname(next) || (CAPITAL_START_RE.test(next) && !isRoleWord(next))) return true;
  }
  return false;
}

/**
 * The NER candidate as it should compete with the rules: trimmed of interjection and greeting
 * words at its edges (PERSON), or null when it is noise.
 */
export function cleanNerCandidate(c: Candidate, text: string): Candidate | null {
  let { start, end } = c;
  if (c.type === 'PERSON') [start, end] = trimNotPersonWords(text, start, end);
  if (start >= end || isNerNoise(c.type, text, start, end)) return null;
  // A first name that is also a common word ("róża", "MAJA"), alone, typed without case: nothing says it is
  // a name rather than the word (docs/pii-detection.md §5).
  if (c.type === 'PERSON' && isCommonWordFirstName(text.slice(start, end))) return null;
  if (start === c.start && end === c.end) return c;
  // The model took a greeting for part of a name; what is left must itself look like a name
  // ("P.S. Faktura" → "Faktura" is not one, "Pozdrawiam Jan Kowalski" → "Jan Kowalski" is).
  return looksLikeName(text.slice(start, end)) ? { ...c, start, end } : null;
}

/** Two or more capitalised words, or one that is a first name, a surname or an initial. */
function looksLikeName(span: string): boolean {
  const ws = words(span);
  if (ws.length >= 2) return ws.every((w) => CAPITAL_START_RE.test(w));
  const w = ws[0] ?? '';
  return firstNameDictionary().forms.has(w) || looksLikeSurname(w);
}

function words(span: string): string[] {
  return span.split(SPACES_RE).filter((w) => w.length > 0);
}

// Patterns of the helpers here, compiled once (a literal in a function body is a new object per call).
const SPACES_RE = /\s+/;
const CAPITAL_START_RE = /^\p{Lu}/u;
const WORD_PUNCTUATION_RE = /[.,!:]/g;
const TRAILING_PUNCTUATION_RE = /[.,!?:;]+$/;
const NON_WORD_RUN_RE = /[^\p{L}\p{N}_]+/u;
const LOWER_LOWER_UPPER_RE = /\p{Ll}{2}\p{Lu}/u;
const NAME_PREFIX_CAPITAL_RE = /^(?:Mc|Mac|De|Di|Da|La|Le|Van|Von)\p{Lu}/u;
const CAMEL_SPLIT_RE = /(?<=\p{Ll})(?=\p{Lu})/u;
const TWO_DIGITS_RE = /\d\D*\d/;
const LOWER_RE = /\p{Ll}/u;
const UPPER_RE = /\p{Lu}/u;
const ALL_UPPER_RE = /^\p{Lu}+$/u;
const W_OR_WE_RE = / we? /;
const INITIAL_RE = /^\p{Lu}\.$/u;
const ACRONYM_ENDING_RE = /[-'’]\p{Ll}{1,3}$/u;

/** An interjection, greeting, closing or mail word (see NOT_PERSON_WORDS), never a name on its own. */
export function isNotPersonWord(word: string): boolean {
  return NOT_PERSON_WORDS.has(fold(word).replace(WORD_PUNCTUATION_RE, ''));
}

/** Drops leading and trailing NOT_PERSON_WORDS (and the punctuation after them) from a span. */
function trimNotPersonWords(text: string, start: number, end: number): [number, number] {
  const re = /[^\s,]+/g;
  const span = text.slice(start, end);
  const parts: Array<[number, number]> = [];
  for (let m = re.exec(span); m; m = re.exec(span)) parts.push([start + m.index, start + m.index + m[0].length]);
  let a = 0;
  let b = parts.length;
  while (a < b && isNotPersonWord(text.slice(parts[a][0], parts[a][1]))) a++;
  while (b > a && isNotPersonWord(text.slice(parts[b - 1][0], parts[b - 1][1]))) b--;
  if (a === 0 && b === parts.length) return [start, end];
  if (a >= b) return [start, start];
  return [parts[a][0], parts[b - 1][1]];
}

/**
 * A word run the span lies in that is a code identifier: with underscores ("HTTP_PROXY",
 * "MOCK_ERROR_500"), camelCase ("TypeScript", "getUser"), or upper-case letters with digits
 * ("ERROR500"). A file or participant name made of a first name and more ("Jan_Kowalski") is a name.
 */
function isIdentifier(text: string, start: number, end: number): boolean {
  let s = start;
  let e = end;
  while (s > 0 && isIdentChar(text.charCodeAt(s - 1))) s--;
  while (e < text.length && isIdentChar(text.charCodeAt(e))) e++;
  // Each kind of identifier word needs "_", a lower-case pair before a capital or two digits in the run
  // (the first two never cross a word gap): most spans have none, and are not split.
  if (!mayHoldIdentifier(text, s, e)) return false;
  return text.slice(s, e).split(NON_WORD_RUN_RE).some(isIdentifierWord);
}

/** Whether text[s, e) holds "_", two ASCII digits or a capital after two lower-case letters (\p{Ll}{2}\p{Lu}). */
function mayHoldIdentifier(text: string, s: number, e: number): boolean {
  let digits = 0;
  let lowers = 0; // lower-case letters right before i
  for (let i = s; i < e;) {
    const c = text.charCodeAt(i);
    if (c === 95) return true;
    if (c >= 48 && c <= 57 && ++digits >= 2) return true;
    const k = i + 1 < e ? classAt(text, i) : unitClass(c); // a pair cut by the end is a lone unit
    if (k & UPPER && lowers >= 2) return true;
    lowers = k & LOWER ? lowers + 1 : 0;
    i += unitsOf(k);
  }
  return false;
}

function isIdentifierWord(token: string): boolean {
  const forms = firstNameDictionary().forms;
  if (token.includes('_')) {
    return !token.split('_').some((p) => p.length > 1 && (forms.has(p[0] + p.slice(1).toLowerCase()) || looksLikeSurname(p)));
  }
  // camelCase needs two lower-case letters before a capital: Polish acronyms mix in single ones
  // ("SdRP", "PiS", "MSzT", "UOKiK") and are names of organizations, not code.
  if (LOWER_LOWER_UPPER_RE.test(token) && !NAME_PREFIX_CAPITAL_RE.test(token)) {
    // "JanKowalski" (a login) is a name written together; "TypeScript", "getUser" are not.
    return !token.split(CAMEL_SPLIT_RE).some((p) => forms.has(p) || looksLikeSurname(p));
  }
  // Upper case with two or more digits ("ERROR500"); "RTL7" is a name.
  return TWO_DIGITS_RE.test(token) && !LOWER_RE.test(token) && UPPER_RE.test(token);
}

const isIdentChar = (code: number): boolean => code === 95 || isWordChar(code);

/** Whether one of the words is a technology name, brand or platform in a case form ("Dockera", "AWS"). */
export function isTechName(ws: readonly string[]): boolean {
  return ws.some((w) => {
    const f = fold(w.replace(TRAILING_PUNCTUATION_RE, ''));
    const stems = TECH_BY_FIRST.get(f[0]);
    if (stems) for (const stem of stems) if (f.startsWith(stem) && CASE_ENDINGS.has(f.slice(stem.length))) return true;
    return false;
  });
}

function isNotOrganization(text: string, span: string, end: number, ws: readonly string[]): boolean {
  // SQL words count only as a call ("SUM(") here; a query line is code (code-names.ts), and "NOT"
  // alone is also an organization's acronym.
  if (ALL_UPPER_RE.test(span) && text[end] === '(') return true;
  return isForwardedBodyName(span, ws);
}

/**
 * Whether an organization's name is a public institution, a legal act or a tax ("ZUS", "Sejm", "Unii
 * Europejskiej", "RODO"). The evaluation leaves these out of one of its ORGANIZATION figures; the gateway
 * forwards only the part isForwardedBodyName names.
 */
export function isPublicBodyName(span: string, ws: readonly string[] = words(span)): boolean {
  const publicAcronym = (w: string) => FORWARDED_ACRONYMS.has(w) || PUBLIC_BODY_ACRONYMS.has(w);
  return namedBy(span, ws, publicAcronym, PUBLIC_BODIES_BY_FIRST);
}

/**
 * Whether an organization's name is one the gateway forwards whatever types are enabled: an office everyone
 * deals with by law, a legal act, a tax or a registry ("ZUS", "Urząd Skarbowy", "RODO"; FORWARDED_ACRONYMS).
 */
export function isForwardedBodyName(span: string, ws: readonly string[] = words(span)): boolean {
  return namedBy(span, ws, (w) => FORWARDED_ACRONYMS.has(w), FORWARDED_BY_FIRST);
}

function namedBy(span: string, ws: readonly string[], acronym: (w: string) => boolean, prefixes: ReadonlyMap<string, readonly string[]>): boolean {
  // An acronym's case ending after a hyphen or apostrophe is the same body ("ZUS-u", "NIK-iem").
  const bare = (w: string) => acronym(w) || acronym(w.replace(ACRONYM_ENDING_RE, ''));
  if (bare(span) || ws.every(bare)) return true;
  const f = fold(span);
  // "Urząd Skarbowy w Płocku" names a place as well: left as it is.
  return !W_OR_WE_RE.test(f) && startsWithAny(f, prefixes);
}

/** Between a label's end and its colon: markdown emphasis, a closing bracket, spaces. */
const LABEL_TAIL_RE = /^[*)\] \t]*:/;
/** Mid-line, a label follows the end of the previous speaker's sentence ("… numer. Doradca: …"). */
const SENTENCE_END_BEFORE_RE = /[.!?…]["”'»)\]]*[ \t]+[*]*$/;

/**
 * A speaker label that is a role ("Konsultant:", "KLIENTKA 2:", "**Doradca klienta:**"): the words from the
 * label's start (a line start, or mid-line after a sentence's end) to its colon are role nouns and markers
 * (label-words.ts), and the span lies among them. A label that is not on the list may be a name and stays.
 */
function isRoleSpeaker(text: string, start: number, end: number): boolean {
  const lineEnd = text.indexOf('\n', end);
  const rest = text.slice(end, Math.min(lineEnd < 0 ? text.length : lineEnd, end + 40));
  const colon = rest.indexOf(':');
  if (colon < 0 || !LABEL_TAIL_RE.test(rest.slice(0, colon + 1).replace(WORD_RUN_RE, ''))) return false;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const before = text.slice(lineStart, start);
  let labelStart = start;
  // The label may begin with role words before the span ("Pani doktor:" with "doktor" tagged).
  const m = LABEL_OPENING_RE.exec(before);
  if (m) labelStart = lineStart + m.index + m[1]!.length;
  const prefix = text.slice(lineStart, labelStart);
  if (!LABEL_PREFIX_RE.test(prefix) && !SENTENCE_END_BEFORE_RE.test(prefix)) return false;
  return isRoleLabel(text.slice(labelStart, end + colon).replace(EMPHASIS_RE, ''));
}
/** The words of a label that may stand before the span: at most three, after a line's start or a sentence's end. */
const LABEL_OPENING_RE = /(^[\s*>•–-]*(?:\[[^\]\n]*\]\s*|\d{1,2}:\d{2}(?::\d{2})?\s*)?|[.!?…]["”'»)\]]*[ \t]+[*]*)((?:\p{L}+ ){1,3})$/u;
const WORD_RUN_RE = /[\p{L}\p{N}]+/gu;
const EMPHASIS_RE = /[*_]/g;

/** A lettered or numbered item at a line's start ("B. Zwyczaje żywieniowe", "A) Dane"). */
const LETTERED_ITEM_RE = /^\p{Lu}[.)]$/u;

/**
 * A heading, not a person: every word a heading noun or adjective ("Formularz Zgłoszeniowy"), or a lettered
 * item at a line's start ("A.", "B. Zwyczaje żywieniowe", "C) Dane"): the letter alone, or followed by
 * heading words, or by words that hold no first name or surname and go on in lower case. "J. Wrzos:" and
 * "K. Nowak" stay names.
 */
function isHeading(text: string, start: number, end: number, ws: readonly string[]): boolean {
  if (ws.every((w) => isHeadingWord(w.replace(TRAILING_PUNCTUATION_RE, '')))) return true;
  if (!LETTERED_ITEM_RE.test(ws[0] ?? '')) return false;
  if (!LABEL_PREFIX_RE.test(text.slice(text.lastIndexOf('\n', start - 1) + 1, start))) return false;
  const rest = ws.slice(1);
  if (rest.every((w) => isHeadingWord(w))) return true;
  if (rest.some((w) => isFirstNameAnyCase(w) || looksLikeSurname(w) || INITIAL_RE.test(w))) return false;
  return LOWERCASE_WORD_NEXT_RE.test(text.slice(end, end + 3));
}
const LOWERCASE_WORD_NEXT_RE = /^ \p{Ll}/u;
