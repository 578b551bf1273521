// Realistic Polish chat prompts for the benchmark, a new one for every request: a user message of
// about 0.6 KB full of personal data (names in several grammatical cases, PESEL, NIP, IBAN, ID card,
// phones, e-mail, street address), built from varied sentence templates. The identifiers carry valid
// check digits, so the gateway's validators accept them as real ones.
//
// Prompt i of seed s is a pure function of (s, i): a run is reproducible, and distinct indices give
// distinct texts (the case number is the index), so no detection cache can answer a repeated text.
import { isValidIdCard, isValidNip, isValidPesel, isValidPolishIban } from '../../src/pii/checksums.js';

/** The system prompt every realistic request starts with (the same text each time, as in real use). */
export const REALISTIC_SYSTEM_PROMPT = 'Jesteś asystentem kancelarii obsługującej klientów indywidualnych. Odpowiadaj po polsku, rzeczowo i uprzejmie.';

export interface GeneratedPrompt {
  /** The user message. */
  text: string;
  /** Identifiers that must never reach the upstream when PII detection is on (PESEL, IBAN, e-mail, ID card,
   * NIP: the ones with a checksum or an unambiguous shape), exactly as written in `text`. */
  secrets: string[];
  /** The phone numbers as written (reported by the sanity step, not part of the leak check). */
  phones: string[];
  /** The person's full name as written (nominative), for the name checks of the sanity step. */
  fullName: string;
}

// ---- a seeded PRNG ---------------------------------------------------------------------------------

/** mulberry32: tiny, fast, good enough to pick words; seeded per prompt from (seed, index). */
function mulberry32(a: number): () => number {
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function mix(seed: number, index: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  return (h ^ (h >>> 15)) | 0;
}

class Pick {
  constructor(private readonly rnd: () => number) {}
  int(min: number, max: number): number {
    return min + Math.floor(this.rnd() * (max - min + 1));
  }
  one<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.rnd() * xs.length)];
  }
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
  chance(p: number): boolean {
    return this.rnd() < p;
  }
}

// ---- people ----------------------------------------------------------------------------------------

/** Forms: nominative, genitive, dative, instrumental. */
type Forms = readonly [string, string, string, string];

const MALE_FIRST: readonly Forms[] = [
  ['Jan', 'Jana', 'Janowi', 'Janem'], ['Piotr', 'Piotra', 'Piotrowi', 'Piotrem'],
  ['Krzysztof', 'Krzysztofa', 'Krzysztofowi', 'Krzysztofem'], ['Andrzej', 'Andrzeja', 'Andrzejowi', 'Andrzejem'],
  ['Tomasz', 'Tomasza', 'Tomaszowi', 'Tomaszem'], ['Paweł', 'Pawła', 'Pawłowi', 'Pawłem'],
  ['Michał', 'Michała', 'Michałowi', 'Michałem'], ['Marcin', 'Marcina', 'Marcinowi', 'Marcinem'],
  ['Grzegorz', 'Grzegorza', 'Grzegorzowi', 'Grzegorzem'], ['Łukasz', 'Łukasza', 'Łukaszowi', 'Łukaszem'],
  ['Adam', 'Adama', 'Adamowi', 'Adamem'], ['Marek', 'Marka', 'Markowi', 'Markiem'],
  ['Mateusz', 'Mateusza', 'Mateuszowi', 'Mateuszem'], ['Wojciech', 'Wojciecha', 'Wojciechowi', 'Wojciechem'],
  ['Kamil', 'Kamila', 'Kamilowi', 'Kamilem'], ['Jakub', 'Jakuba', 'Jakubowi', 'Jakubem'],
  ['Rafał', 'Rafała', 'Rafałowi', 'Rafałem'], ['Dariusz', 'Dariusza', 'Dariuszowi', 'Dariuszem'],
  ['Stanisław', 'Stanisława', 'Stanisławowi', 'Stanisławem'], ['Zbigniew', 'Zbigniewa', 'Zbigniewowi', 'Zbigniewem'],
  ['Jerzy', 'Jerzego', 'Jerzemu', 'Jerzym'], ['Tadeusz', 'Tadeusza', 'Tadeuszowi', 'Tadeuszem'],
  ['Bartosz', 'Bartosza', 'Bartoszowi', 'Bartoszem'], ['Szymon', 'Szymona', 'Szymonowi', 'Szymonem'],
  ['Maciej', 'Macieja', 'Maciejowi', 'Maciejem'], ['Sebastian', 'Sebastiana', 'Sebastianowi', 'Sebastianem'],
  ['Robert', 'Roberta', 'Robertowi', 'Robertem'], ['Dawid', 'Dawida', 'Dawidowi', 'Dawidem'],
];

const FEMALE_FIRST: readonly Forms[] = [
  ['Anna', 'Anny', 'Annie', 'Anną'], ['Maria', 'Marii', 'Marii', 'Marią'],
  ['Katarzyna', 'Katarzyny', 'Katarzynie', 'Katarzyną'], ['Małgorzata', 'Małgorzaty', 'Małgorzacie', 'Małgorzatą'],
  ['Agnieszka', 'Agnieszki', 'Agnieszce', 'Agnieszką'], ['Barbara', 'Barbary', 'Barbarze', 'Barbarą'],
  ['Ewa', 'Ewy', 'Ewie', 'Ewą'], ['Krystyna', 'Krystyny', 'Krystynie', 'Krystyną'],
  ['Elżbieta', 'Elżbiety', 'Elżbiecie', 'Elżbietą'], ['Zofia', 'Zofii', 'Zofii', 'Zofią'],
  ['Joanna', 'Joanny', 'Joannie', 'Joanną'], ['Magdalena', 'Magdaleny', 'Magdalenie', 'Magdaleną'],
  ['Monika', 'Moniki', 'Monice', 'Moniką'], ['Aleksandra', 'Aleksandry', 'Aleksandrze', 'Aleksandrą'],
  ['Natalia', 'Natalii', 'Natalii', 'Natalią'], ['Dorota', 'Doroty', 'Dorocie', 'Dorotą'],
  ['Beata', 'Beaty', 'Beacie', 'Beatą'], ['Jolanta', 'Jolanty', 'Jolancie', 'Jolantą'],
  ['Teresa', 'Teresy', 'Teresie', 'Teresą'], ['Karolina', 'Karoliny', 'Karolinie', 'Karoliną'],
  ['Justyna', 'Justyny', 'Justynie', 'Justyną'], ['Marta', 'Marty', 'Marcie', 'Martą'],
  ['Iwona', 'Iwony', 'Iwonie', 'Iwoną'], ['Paulina', 'Pauliny', 'Paulinie', 'Pauliną'],
];

/** Adjectival surnames, by stem: Kowal|ski → Kowalskiego / Kowalska → Kowalskiej. */
const ADJ_SURNAME_STEMS = [
  'Kowal', 'Wiśniew', 'Kamiń', 'Lewandow', 'Zieliń', 'Szymań', 'Dąbrow', 'Kozłow', 'Jankow', 'Piotrow',
  'Grabow', 'Nowakow', 'Pawłow', 'Michal', 'Jabłoń', 'Majew', 'Olszew', 'Jawor', 'Malinow', 'Witkow',
  'Rutkow', 'Ostrow', 'Tomaszew', 'Wróblew', 'Zalew', 'Jakubow', 'Jasiń', 'Sadow', 'Chmielew', 'Borkow',
  'Sokołow', 'Urbań', 'Maciejew', 'Szczepań', 'Kuchar', 'Kalinow', 'Wasilew', 'Czerwiń', 'Zakrzew', 'Krajew',
];
/** -cki / -dzki surnames, by stem: Czarne|cki, Zawa|dzki. */
const CKI_SURNAMES: readonly [string, 'cki' | 'dzki'][] = [
  ['Czarne', 'cki'], ['Sawi', 'cki'], ['Wyso', 'cki'], ['Głowa', 'cki'], ['Zawa', 'dzki'], ['Gro', 'dzki'],
];
/** Noun surnames: [nominative, genitive, dative, instrumental] of a man; a woman's form does not change. */
const NOUN_SURNAMES: readonly Forms[] = [
  ['Nowak', 'Nowaka', 'Nowakowi', 'Nowakiem'], ['Wójcik', 'Wójcika', 'Wójcikowi', 'Wójcikiem'],
  ['Kowalczyk', 'Kowalczyka', 'Kowalczykowi', 'Kowalczykiem'], ['Woźniak', 'Woźniaka', 'Woźniakowi', 'Woźniakiem'],
  ['Mazur', 'Mazura', 'Mazurowi', 'Mazurem'], ['Krawczyk', 'Krawczyka', 'Krawczykowi', 'Krawczykiem'],
  ['Adamczyk', 'Adamczyka', 'Adamczykowi', 'Adamczykiem'], ['Dudek', 'Dudka', 'Dudkowi', 'Dudkiem'],
  ['Zając', 'Zająca', 'Zającowi', 'Zającem'], ['Wieczorek', 'Wieczorka', 'Wieczorkowi', 'Wieczorkiem'],
  ['Król', 'Króla', 'Królowi', 'Królem'], ['Wróbel', 'Wróbla', 'Wróblowi', 'Wróblem'],
  ['Pawlak', 'Pawlaka', 'Pawlakowi', 'Pawlakiem'], ['Walczak', 'Walczaka', 'Walczakowi', 'Walczakiem'],
  ['Stępień', 'Stępnia', 'Stępniowi', 'Stępniem'], ['Sikora', 'Sikory', 'Sikorze', 'Sikorą'],
  ['Baran', 'Barana', 'Baranowi', 'Baranem'], ['Szewczyk', 'Szewczyka', 'Szewczykowi', 'Szewczykiem'],
  ['Pietrzak', 'Pietrzaka', 'Pietrzakowi', 'Pietrzakiem'], ['Marciniak', 'Marciniaka', 'Marciniakowi', 'Marciniakiem'],
  ['Kubiak', 'Kubiaka', 'Kubiakowi', 'Kubiakiem'], ['Wilk', 'Wilka', 'Wilkowi', 'Wilkiem'],
  ['Lis', 'Lisa', 'Lisowi', 'Lisem'], ['Kołodziej', 'Kołodzieja', 'Kołodziejowi', 'Kołodziejem'],
];

interface Person {
  female: boolean;
  first: Forms;
  last: Forms;
}

function surname(p: Pick, female: boolean): Forms {
  const kind = p.int(0, 9);
  if (kind < 5) {
    const s = p.one(ADJ_SURNAME_STEMS);
    return female ? [`${s}ska`, `${s}skiej`, `${s}skiej`, `${s}ską`] : [`${s}ski`, `${s}skiego`, `${s}skiemu`, `${s}skim`];
  }
  if (kind < 6) {
    const [s, suf] = p.one(CKI_SURNAMES);
    const f = suf === 'cki' ? 'ck' : 'dzk';
    return female ? [`${s}${f}a`, `${s}${f}iej`, `${s}${f}iej`, `${s}${f}ą`] : [`${s}${f}i`, `${s}${f}iego`, `${s}${f}iemu`, `${s}${f}im`];
  }
  const n = p.one(NOUN_SURNAMES);
  // Sikora is a noun ending in -a: it declines for both sexes; consonant-final ones do not for women.
  return female && !n[0].endsWith('a') ? [n[0], n[0], n[0], n[0]] : n;
}

function person(p: Pick, female = p.chance(0.5)): Person {
  return { female, first: p.one(female ? FEMALE_FIRST : MALE_FIRST), last: surname(p, female) };
}

const CASE = { nom: 0, gen: 1, dat: 2, inst: 3 } as const;
const full = (x: Person, c: keyof typeof CASE) => `${x.first[CASE[c]]} ${x.last[CASE[c]]}`;

// ---- identifiers with valid check digits -----------------------------------------------------------

const PESEL_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];

function pesel(p: Pick, female: boolean): string {
  const year = p.int(1940, 2006);
  const month = p.int(1, 12) + (year >= 2000 ? 20 : 0);
  const day = p.int(1, 28);
  const serial = p.digits(3) + String(p.int(0, 4) * 2 + (female ? 0 : 1));
  const ten = `${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${serial}`;
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += Number(ten[i]) * PESEL_WEIGHTS[i];
  return ten + String((10 - (sum % 10)) % 10);
}

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

function nip(p: Pick): string {
  for (;;) {
    const nine = String(p.int(101, 999)) + p.digits(6);
    let sum = 0;
    for (let i = 0; i < 9; i++) sum += Number(nine[i]) * NIP_WEIGHTS[i];
    if (sum % 11 !== 10) return nine + String(sum % 11);
  }
}

function mod97(digits: string): number {
  let r = 0;
  for (let i = 0; i < digits.length; i++) r = (r * 10 + digits.charCodeAt(i) - 48) % 97;
  return r;
}

/** Sort codes of Polish banks (first 4 digits of the 8-digit bank number). */
const BANKS = ['1020', '1090', '1140', '1050', '1240', '1160', '2490', '1750', '1870', '1320'];

/** A Polish IBAN, compact: PL + 2 check digits + 8-digit bank number + 16-digit account. */
function iban(p: Pick): string {
  const bban = p.one(BANKS) + p.digits(4) + p.digits(16);
  // PL = 25 21; check = 98 − (BBAN + "252100") mod 97.
  const check = 98 - mod97(bban + '252100');
  return `PL${String(check).padStart(2, '0')}${bban}`;
}

const ID_WEIGHTS = [7, 3, 1, 9, 7, 3, 1, 7, 3];

/** Polish ID card AAA999999; the 4th character is the check digit (weight 9 ≡ −1 mod 10). */
function idCard(p: Pick): string {
  const letters = String.fromCharCode(p.int(65, 90), p.int(65, 90), p.int(65, 90));
  const rest = p.digits(5);
  let sum = 0;
  for (let i = 0; i < 3; i++) sum += (letters.charCodeAt(i) - 55) * ID_WEIGHTS[i];
  for (let i = 0; i < 5; i++) sum += Number(rest[i]) * ID_WEIGHTS[i + 4];
  return `${letters}${sum % 10}${rest}`;
}

// ---- how they are written --------------------------------------------------------------------------

function group(s: string, sizes: readonly number[], sep: string): string {
  const out: string[] = [];
  let at = 0;
  for (const n of sizes) {
    out.push(s.slice(at, at + n));
    at += n;
  }
  if (at < s.length) out.push(s.slice(at));
  return out.join(sep);
}

function writtenNip(p: Pick, n: string): string {
  return p.one([n, group(n, [3, 3, 2, 2], '-'), group(n, [3, 2, 2, 3], '-')]);
}

function writtenIban(p: Pick, i: string): string {
  const spaced = group(i, [4, 4, 4, 4, 4, 4, 4], ' ');
  return p.one([i, spaced, spaced.slice(2).trimStart()]); // PL61 1090 ... / 61 1090 ... (NRB)
}

const MOBILE_PREFIXES = ['501', '502', '504', '509', '512', '530', '535', '570', '601', '602', '604', '605', '660', '664', '691', '695', '720', '728', '780', '787', '795', '880', '884'];
const AREA_CODES = ['12', '22', '32', '42', '58', '61', '71', '81', '91'];

function phone(p: Pick): string {
  const m = p.one(MOBILE_PREFIXES) + p.digits(6);
  switch (p.int(0, 5)) {
    case 0: return `+48 ${group(m, [3, 3, 3], ' ')}`;
    case 1: return group(m, [3, 3, 3], ' ');
    case 2: return group(m, [3, 3, 3], '-');
    case 3: return `+48${m}`;
    case 4: return m;
    default: return `(${p.one(AREA_CODES)}) ${p.digits(3)} ${p.digits(2)} ${p.digits(2)}`;
  }
}

const ASCII: Record<string, string> = { ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z' };
const ascii = (s: string) => s.toLowerCase().replace(/[ąćęłńóśźż]/g, (c) => ASCII[c]);
const MAIL_DOMAINS = ['example.pl', 'example.com', 'poczta.example.pl', 'mail.example.org', 'firma.example.pl', 'kancelaria.example.pl'];

function email(p: Pick, x: Person): string {
  const f = ascii(x.first[0]);
  const l = ascii(x.last[0]);
  const local = p.one([`${f}.${l}`, `${f[0]}.${l}`, `${f}${l}${p.int(1, 99)}`, `${l}.${f}`, `${f}_${l}`, `${l}${p.int(60, 99)}`]);
  return `${local}@${p.one(MAIL_DOMAINS)}`;
}

interface City {
  name: string;
  /** Locative: "w Krakowie". */
  loc: string;
  postal: readonly string[];
}

const CITIES: readonly City[] = [
  { name: 'Warszawa', loc: 'Warszawie', postal: ['00', '01', '02', '03', '04'] },
  { name: 'Kraków', loc: 'Krakowie', postal: ['30', '31'] },
  { name: 'Łódź', loc: 'Łodzi', postal: ['90', '91', '93'] },
  { name: 'Wrocław', loc: 'Wrocławiu', postal: ['50', '51', '53', '54'] },
  { name: 'Poznań', loc: 'Poznaniu', postal: ['60', '61'] },
  { name: 'Gdańsk', loc: 'Gdańsku', postal: ['80'] },
  { name: 'Szczecin', loc: 'Szczecinie', postal: ['70', '71'] },
  { name: 'Bydgoszcz', loc: 'Bydgoszczy', postal: ['85'] },
  { name: 'Lublin', loc: 'Lublinie', postal: ['20'] },
  { name: 'Białystok', loc: 'Białymstoku', postal: ['15'] },
  { name: 'Katowice', loc: 'Katowicach', postal: ['40'] },
  { name: 'Gdynia', loc: 'Gdyni', postal: ['81'] },
  { name: 'Częstochowa', loc: 'Częstochowie', postal: ['42'] },
  { name: 'Radom', loc: 'Radomiu', postal: ['26'] },
  { name: 'Toruń', loc: 'Toruniu', postal: ['87'] },
  { name: 'Kielce', loc: 'Kielcach', postal: ['25'] },
  { name: 'Rzeszów', loc: 'Rzeszowie', postal: ['35'] },
  { name: 'Olsztyn', loc: 'Olsztynie', postal: ['10'] },
  { name: 'Opole', loc: 'Opolu', postal: ['45'] },
  { name: 'Zielona Góra', loc: 'Zielonej Górze', postal: ['65'] },
];

const STREETS = [
  'ul. Marszałkowska', 'ul. Długa', 'ul. Polna', 'ul. Leśna', 'ul. Słoneczna', 'ul. Krótka', 'ul. Szkolna', 'ul. Ogrodowa',
  'ul. Lipowa', 'ul. Brzozowa', 'ul. Kwiatowa', 'ul. Mickiewicza', 'ul. Kościuszki', 'ul. Sienkiewicza', 'ul. Piłsudskiego',
  'ul. Jana Pawła II', 'ul. 3 Maja', 'ul. Wrocławska', 'ul. Grunwaldzka', 'ul. Kolejowa', 'ul. Słowackiego', 'al. Niepodległości',
  'al. Jerozolimskie', 'os. Tysiąclecia', 'ul. Żeromskiego', 'ul. Reymonta', 'ul. Konopnickiej', 'pl. Wolności',
];

function address(p: Pick, city: City): string {
  const n = String(p.int(1, 180)) + (p.chance(0.15) ? p.one(['A', 'B', 'C']) : '');
  const flat = p.chance(0.6) ? p.one([` m. ${p.int(1, 120)}`, `/${p.int(1, 120)}`, ` lok. ${p.int(1, 40)}`]) : '';
  const postal = `${p.one(city.postal)}-${p.digits(3)}`;
  return `${p.one(STREETS)} ${n}${flat}, ${postal} ${city.name}`;
}

// ---- the text --------------------------------------------------------------------------------------

interface Facts {
  me: Person;
  other: Person;
  third: Person;
  city: City;
  pesel: string;
  nip: string;
  iban: string;
  idCard: string;
  phone: string;
  phone2: string;
  email: string;
  address: string;
  caseNo: string;
}

const GREETINGS = ['Dzień dobry,', 'Szanowni Państwo,', 'Witam,', 'Dzień dobry Państwu,'];

const INTRO: readonly ((f: Facts) => string)[] = [
  (f) => `nazywam się ${full(f.me, 'nom')}, PESEL ${f.pesel}.`,
  (f) => `piszę w imieniu własnym: ${full(f.me, 'nom')}, nr PESEL ${f.pesel}, dowód osobisty ${f.idCard}.`,
  (f) => `jestem ${f.me.female ? 'klientką' : 'klientem'} Państwa kancelarii, ${full(f.me, 'nom')} (PESEL: ${f.pesel}).`,
  (f) => `zwracam się jako ${full(f.me, 'nom')}, legitymując się dowodem ${f.idCard} i numerem PESEL ${f.pesel}.`,
];

const REQUEST: readonly ((f: Facts) => string)[] = [
  (f) => `Proszę przygotować pismo do urzędu skarbowego w ${f.city.loc} w sprawie zwrotu nadpłaty podatku dla mojej działalności (NIP ${f.nip}).`,
  (f) => `Potrzebuję reklamacji do banku w sprawie przelewu z rachunku ${f.iban}, który nie dotarł do odbiorcy (sprawa nr ${f.caseNo}).`,
  (f) => `Proszę o projekt wypowiedzenia umowy najmu lokalu, którą ${f.me.female ? 'zawarłam' : 'zawarłem'} z ${full(f.other, 'inst')}; moja firma ma NIP ${f.nip}.`,
  (f) => `Chodzi o zgłoszenie szkody do ubezpieczyciela po zalaniu mieszkania w ${f.city.loc}, zgłoszenie nr ${f.caseNo}.`,
  (f) => `Proszę napisać odwołanie od decyzji w sprawie ${f.caseNo}, dotyczącej mojej firmy o numerze NIP ${f.nip}.`,
];

const MONEY: readonly ((f: Facts) => string)[] = [
  (f) => `Pieniądze proszę przelać na rachunek ${f.iban}.`,
  (f) => `Zwrot należy przekazać na konto ${f.iban} prowadzone na moje nazwisko.`,
  (f) => `Numer mojego rachunku bankowego: ${f.iban}.`,
];

const CONTACT: readonly ((f: Facts) => string)[] = [
  (f) => `W razie pytań proszę dzwonić pod numer ${f.phone} albo pisać na adres ${f.email}.`,
  (f) => `Kontakt: tel. ${f.phone}, e-mail ${f.email}; wieczorem także ${f.phone2}.`,
  (f) => `Najlepiej kontaktować się mailowo (${f.email}), a w pilnych sprawach telefonicznie: ${f.phone}.`,
];

const POST: readonly ((f: Facts) => string)[] = [
  (f) => `Adres do korespondencji: ${f.address}.`,
  (f) => `Mieszkam pod adresem ${f.address} i tam proszę kierować pisma.`,
  (f) => `Korespondencję proszę wysyłać na adres ${f.address}.`,
];

const OTHERS: readonly ((f: Facts) => string)[] = [
  (f) => `Pełnomocnikiem w tej sprawie jest ${f.other.female ? 'moja żona' : 'mój mąż'}, ${full(f.other, 'nom')}, a dokumenty przygotowała pani ${full(f.third, 'nom')} z biura rachunkowego w ${f.city.loc}.`,
  (f) => `Dokumenty ${f.me.female ? 'przekazałam' : 'przekazałem'} już ${full(f.other, 'dat')}, a kopię dostała również ${full(f.third, 'nom')}.`,
  (f) => `W sprawie występuje także ${full(f.other, 'nom')}; proszę nie kontaktować się z ${full(f.third, 'inst')} bez mojej zgody.`,
  (f) => `Upoważniam ${full(f.other, 'gen')} do odbioru korespondencji; ${f.other.female ? 'jej' : 'jego'} telefon to ${f.phone2}.`,
];

const CLOSING = ['Pismo powinno być uprzejme i krótkie.', 'Proszę o zwięzłą odpowiedź w punktach.', 'Z góry dziękuję za pomoc.', 'Proszę zachować formalny ton.'];

/** The user message of realistic prompt `index` of `seed`: about 0.6 KB, new for every index. */
export function realisticPrompt(seed: number, index: number): GeneratedPrompt {
  const p = new Pick(mulberry32(mix(seed, index)));
  const me = person(p);
  const city = p.one(CITIES);
  const f: Facts = {
    me,
    other: person(p, !me.female),
    third: person(p, true),
    city,
    pesel: pesel(p, me.female),
    nip: writtenNip(p, nip(p)),
    iban: writtenIban(p, iban(p)),
    idCard: idCard(p),
    phone: phone(p),
    phone2: phone(p),
    email: email(p, me),
    address: address(p, city),
    caseNo: `${p.one(['KS', 'RW', 'ZG', 'SP'])}/${p.int(2023, 2026)}/${index}`,
  };
  const text = [
    p.one(GREETINGS), p.one(INTRO)(f), p.one(REQUEST)(f), p.one(MONEY)(f), p.one(CONTACT)(f),
    p.one(POST)(f), p.one(OTHERS)(f), p.one(CLOSING),
  ].join(' ');
  const secrets = [f.pesel, f.iban, f.email, f.idCard, f.nip].filter((s) => text.includes(s));
  const phones = [f.phone, f.phone2].filter((s) => text.includes(s));
  return { text, secrets, phones, fullName: full(me, 'nom') };
}

const SHORT: readonly ((p: Pick, n: number) => string)[] = [
  (p, n) => `Streść w dwóch zdaniach notatkę nr ${n} o ${p.one(['umowie', 'fakturze', 'reklamacji', 'spotkaniu'])}.`,
  (p, n) => `Przetłumacz na angielski: „Zamówienie ${n} wyślemy ${p.one(['jutro', 'w piątek', 'za tydzień'])}”.`,
  (p, n) => `Zaproponuj tytuł maila o terminie ${p.one(['spotkania', 'płatności', 'dostawy'])} (wątek ${n}).`,
  (p, n) => `Popraw interpunkcję: wątek ${n} ${p.one(['ale', 'więc', 'bo'])} termin minął wczoraj`,
];

/** A short user message (about 60 characters, no personal data), new for every index. */
export function shortPrompt(seed: number, index: number): string {
  const p = new Pick(mulberry32(mix(seed ^ 0x51f15e, index)));
  return p.one(SHORT)(p, index);
}

/** Self-check of the generator: every identifier it writes passes the gateway's own validators. */
export function checkGeneratedIdentifiers(seed: number, count: number): void {
  for (let i = 0; i < count; i++) {
    const p = new Pick(mulberry32(mix(seed, i)));
    const female = p.chance(0.5);
    const checks: [string, boolean][] = [
      ['PESEL', isValidPesel(pesel(p, female))],
      ['NIP', isValidNip(nip(p))],
      ['IBAN', isValidPolishIban(iban(p))],
      ['ID card', isValidIdCard(idCard(p))],
    ];
    const bad = checks.find(([, ok]) => !ok);
    if (bad) throw new Error(`prompt generator: an invalid ${bad[0]} was generated (seed ${seed}, index ${i})`);
  }
}
