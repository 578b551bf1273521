// Art. 9 GDPR special categories: a keyword scan that only flags (never replaces) text.
//
// Matching: the text is folded (lower case, no Polish diacritics) and split into words. An entry
// is a sequence of word patterns that must match consecutive words:
//   "cukrzyc"          – prefix: matches cukrzyca, cukrzycę, cukrzycy, cukrzycowy …
//   "=rak"             – whole word only (short stems whose prefix would hit other words)
//   "zwiazk zawodow"   – two consecutive words with these prefixes ("związku zawodowego")
// Exclusions (category null) win when they match a longer prefix of the same word:
// "bibli" (Bible) → RELIGION, but "bibliotek" (library) → nothing. Prefix stems are at least
// 4 characters (tested); shorter ones are written as whole words. Acronyms (HIV, DNA, PiS) are
// matched case-sensitively on the original words.
import { fold, foldText } from './fold.js';
import type { Art9Category } from './types.js';

type Cat = Art9Category | null;

const H: Cat = 'SENSITIVE_HEALTH';
const R: Cat = 'SENSITIVE_RELIGION';
const P: Cat = 'SENSITIVE_POLITICAL';
const U: Cat = 'SENSITIVE_UNION';
const O: Cat = 'SENSITIVE_ORIENTATION';
const E: Cat = 'SENSITIVE_ETHNIC';
const G: Cat = 'SENSITIVE_GENETIC';
const B: Cat = 'SENSITIVE_BIOMETRIC';
const NONE: Cat = null;

/** [category, entry]. Written with Polish letters for the reader; folded when compiled. */
const STEMS: ReadonlyArray<readonly [Cat, string]> = [
  // --- health ---
  ...words(H, `cukrzyc nowotw =rak =raka =raku =rakiem onkolog chemioterap radioterap przerzut białaczk
    chłoniak czerniak mięsak =guz =guza =guzem =guzy =guzów depresj depresyj schizofren psychoz psychiatr
    psychoterap psycholog terapeut ciąż ciężarn =poród =porodu porodow poronien poroni astm astmaty
    padaczk epileps epilepty alergi alergik uczulen chorob =chory =chora =chore =chorego =chorej =choremu
    =chorym =chorzy =chorych choruj zachorow zachoruj leczeni leczon leczył leczyć leczę lecząc lecznicz
    szpital hospitaliz diagnoz zdiagnozow =lek =leku =leki =leków =lekiem lekarz lekarstw lekarsk recept
    =zawał =zawału =zawałem =zawałowi zawałow =udar =udaru =udarem =udary nadciśnien niewydoln zapaleni
    alzheimer parkinson demencj otępien autyzm autysty anoreksj bulimi uzależnien alkoholizm alkoholik
    narkoman narkomani odwyk niepełnospraw inwalid =l4 covid koronawirus =grypa =grypy =grypę =grypą
    gruźlic żółtaczk =kiła =kiły =kiłę rzeżączk chlamydi opryszcz nerwic =lęki =lęków lękow bipolar
    dwubiegunow samobój okaleczan insulin metformin antydepres antybiotyk dializ przeszczep transplant
    amputac =proteza =protezy =protezę ślepot niewidom niesłysz niedosłysz kardiolog neurolog ginekolog
    urolog dermatolog endokrynolog pediatr okulist stomatolog dentyst rehabilit fizjoterap ortoped pacjent
    objaw =ból =bólu =bóle =bólem =bólów gorączk migren otyłoś tarczyc hashimoto niedoczynn nadczynn
    cholesterol krwawien wymiot biegunk zakażen infekcj szczepien szczepion morfologi tomograf mammograf
    biopsj cytolog endoskop kolonoskop gastroskop hospicj sanatori przychodni karetk menopauz menstruac
    miesiączk impotencj erekcj bezpłodn niepłodn trądzik łuszczyc atopow reumat stwardnien kontuzj
    wstrząśnien`),
  ...phrases(H, ['badan krwi', 'wynik badan', 'zaburzeni psychiczn', 'zaburzeni odzywian', 'zaburzeni lekow',
    'mysli samobojcz', '=rak piersi', '=rak pluc', '=rak prostaty', 'zwolnieni lekarsk', '=in =vitro',
    'operacj serc', 'wizyt lekarsk', 'choroba serca', 'grupa krwi', 'grupy krwi', 'stan zdrowia', 'stanu zdrowia',
    'stanie zdrowia', 'historia chorob', 'dokumentacj medyczn', 'rezonans magnetyczn', 'rezonansu magnetyczn',
    'hiv pozytywn', 'wirus hiv', 'zlamanie nogi', 'zlamanie reki', 'zlamana noga', 'zlamana reka']),
  // Exclusions: words that start like a health stem but are something else.
  ...words(NONE, `rakiet rakow przerzutk receptor receptur objawien objawił objawia`),

  // --- religion ---
  ...words(R, `katolik katolick katolicyzm prawosław protestan luteran ewangelick kalwin muzułman islam
    islamsk meczet =żyd =żyda =żydem =żydzi =żydów =żydowi żydówk judaizm judaist synagog buddyzm buddyst
    buddyjsk hinduizm hinduist ateist ateizm agnosty kościoł kościel kościół parafi =msza =mszy =mszę
    =mszą =msze modlitw =modlę =modli modlił modlić modląc spowiedź spowiedz spowiada =komunia =komunii
    =komunię =komunią bierzm =chrzest =chrztu =chrzcie ochrzcz sakrament wyznani religi religijn wierząc
    niewierząc duchown zakonn zakonnic biskup papież papiesk rabin =imam pastor ramadan =koran koranu
    =biblii =biblia =biblię biblijn talmud cerkiew cerkw chrześcija scjentolog mormon =sikh sikhizm wyznaw
    apostazj apostat pielgrzym teolog seminarzyst =ksiądz =księdza =księdzu =księża =księży kapłan =bóg =boga
    =bogu =bogiem =allah =allaha ewangeli adwent zielonoświątk baptyst metodyst anglikan świątyni świątyn
    jehow`),
  ...phrases(R, ['swiadk jehow', 'swiadkow jehow', 'swiadkiem jehow', 'poglad religijn', 'przekonan religijn']),
  ...words(NONE, `pastoraln`),
  ...phrases(NONE, ['wyznanie milosci', 'wyznania milosci', 'wyznaniu milosci']),

  // --- political opinions ---
  ...words(P, `partyjn lewic prawicow prawic konserwatyw konserwatyst konserwatyzm socjalist socjaldemokrat
    komunist faszyst nacjonalist narodowcy narodowc anarchist =wyborca =wyborcy =wyborców =wyborcą
    =wyborcom =wyborcami elektorat konfederac lewak prawak
    populist opozycjonist`),
  ...phrases(P, ['parti polityczn', 'partia polityczna', 'czlonek parti', 'czlonkiem parti', 'czlonkini parti',
    'poglad polityczn', 'przekonan polityczn', 'sympati polityczn', 'sympatyk parti', 'platform obywatelsk',
    'prawo =i sprawiedliwosc', 'prawa =i sprawiedliwosci', 'polska 2050', 'trzeci drog', 'nowa lewica', 'nowej lewicy',
    'koalicj obywatelsk', 'ruch narodow', '=glosuje =na', '=glosowal =na', '=glosowala =na', '=glosowalem =na',
    '=glosowalam =na', '=zaglosuje =na', '=zaglosowal =na', '=zaglosowalam =na', '=zaglosowalem =na']),
  ...words(NONE, `prawicz lewick`),

  // --- trade union membership ---
  ...words(U, `związkowiec związkowc związkowcz =opzz =znp strajkow strajkując =strajk =strajku =strajki
    =strajków =strajkiem`),
  ...phrases(U, ['zwiazek zawodow', 'zwiazku zawodow', 'zwiazkow zawodow', 'zwiazki zawodow', 'zwiazkiem zawodow',
    'zwiazkach zawodow', 'dzialacz zwiazkow', 'dzialaczk zwiazkow', 'czlonek zwiazku', 'czlonkiem zwiazku',
    'czlonkini zwiazku', 'skladk zwiazkow', 'organizacj zwiazkow', 'przewodnicz zwiazku', 'forum zwiazkow',
    'zwiazku nauczyciel', 'zwiazek nauczyciel']),

  // --- sexual orientation ---
  ...words(O, `=gej =geja =gejem =geje =gejów =gejowi =gejom gejowsk gejostw lesbij homoseksual biseksual
    heteroseksual transpłc transseksual transgender aseksual panseksual homofob niebinarn =queer =lgbt
    =lgbtq =lgbtqia =gay =lesbian tranzycj`),
  ...phrases(O, ['orientacj seksualn', 'orientacji seksualn', 'tej samej plci', 'zwiazek partnersk',
    'zwiazku partnersk', 'osoba =trans', 'osoby =trans', 'coming out', 'wyjsc =z szafy', 'wyszedl =z szafy',
    'wyszla =z szafy', 'tozsamosc plciow', 'tozsamosci plciow', 'korekt plci']),

  // --- racial or ethnic origin ---
  ...words(E, `romsk cygan cygańsk etniczn rasizm rasist
    narodowoś ukrainiec ukrainką ukrainka ukrainki ukraińc białorusin białorusink wietnamczyk wietnamk
    czeczen łemk kaszub ślązak ślązacz murzyn czarnoskór afroamerykan azjat kurdyjsk ormian żydowsk antysemit`),
  ...phrases(E, ['pochodzen etniczn', 'pochodzeni etniczn', 'pochodzen rasow', 'pochodzeni rasow', 'mniejszos narodow',
    'mniejszos etniczn', 'kolor skory', 'koloru skory', 'dyskryminacj rasow', 'pochodzenia romskiego',
    'pochodzenia ukrainskiego', 'pochodzenia zydowsk', 'pochodzenia wietnamsk', 'pochodzenia arabsk']),

  // --- genetic data ---
  ...words(G, `genetycz genetyk genom mutacj =brca =brca1 =brca2 =genu =geny =genów =genem kariotyp chromosom
    =allel allele genotyp fenotyp sekwencjonow mukowiscydoz hemofili dziedziczn`),
  ...phrases(G, ['test dna', 'testu dna', 'testy dna', 'badanie dna', 'badania dna', 'badaniu dna', 'probka dna',
    'probki dna', 'kod genetyczn', 'zespol downa', 'zespolu downa', 'zespolem downa', 'material genetyczn',
    'test =na ojcostwo', 'testu =na ojcostwo', 'badanie =na ojcostwo']),

  // --- biometric data ---
  ...words(B, `biometr tęczówk =odcisk =odcisku =odciski =odcisków =odciskiem papilarn daktyloskop`),
  ...phrases(B, ['odcisk palc', 'odcisku palc', 'odciski palc', 'odciskow palc', 'odciskiem palc', 'odciskami palc',
    'rozpoznawan twarz', 'rozpoznawani twarz', 'skan twarz', 'skanu twarz', 'skanem twarz', 'skanowani twarz',
    'geometri twarz', 'geometri dloni', 'skan teczowk', 'skan siatkowk', 'skanu siatkowk', 'siatkowki oka',
    '=face =id', '=touch =id', 'wzor glosu', 'wzorca glosu', 'wzorzec glosu', 'rozpoznawani glosu',
    'odcisk glosu', 'podpis biometr', 'identyfikacj biometr', 'naczyn krwionosnych dloni']),
];

/**
 * Acronyms and words that are sensitive only when capitalised (the Roma people vs ROM memory, the
 * union "Solidarność" vs solidarity), matched case-sensitively on whole words of the original text.
 */
const ACRONYMS: ReadonlyArray<readonly [Cat, string]> = [
  [H, 'HIV'], [H, 'AIDS'], [H, 'ADHD'], [H, 'OCD'], [H, 'PTSD'], [H, 'COVID'], [H, 'RTG'], [H, 'USG'], [H, 'EKG'],
  [H, 'EEG'], [H, 'SOR'], [H, 'OIOM'], [H, 'MRI'], [H, 'HPV'], [H, 'WZW'], [H, 'ALS'],
  [G, 'DNA'], [G, 'RNA'], [G, 'BRCA'], [G, 'BRCA1'], [G, 'BRCA2'],
  [P, 'PiS'], [P, 'PSL'], [P, 'SLD'], [P, 'KKP'], [P, 'PZPR'],
  [U, 'OPZZ'], [U, 'ZNP'], [U, 'NSZZ'], [U, 'Solidarność'], [U, 'Solidarności'], [U, 'Solidarnością'],
  [O, 'LGBT'], [O, 'LGBTQ'], [O, 'LGBTQIA'], [O, 'LGBT+'], [O, 'LGBTQ+'],
  ...['Rom', 'Romów', 'Romowie', 'Romami', 'Romom', 'Romka', 'Romki', 'Romce', 'Arab', 'Araba', 'Arabem', 'Arabowie',
    'Arabów', 'Arabka', 'Arabki', 'Kurd', 'Kurdowie', 'Kurdów', 'Kurdyjka'].map((w) => [E, w] as const),
];

function words(cat: Cat, list: string): Array<readonly [Cat, string]> {
  return list.split(/\s+/).filter(Boolean).map((w) => [cat, w] as const);
}
function phrases(cat: Cat, list: readonly string[]): Array<readonly [Cat, string]> {
  return list.map((p) => [cat, p] as const);
}

/**
 * One word of an entry. `strict`: an exact entry written without Polish diacritics must also be
 * written without them in the text ("=rak" matches "rak", "raka", but not "rąk" = hands), while
 * entries written with diacritics also match text typed without them ("=ból" matches "bol").
 */
interface WordPattern { text: string; exact: boolean; strict: boolean }
interface Entry { category: Cat; words: WordPattern[]; /** how specific: length of the first pattern */ rank: number }

interface CompiledStems {
  /** first three folded characters of the first word (prefixKey) → entries starting there */
  byPrefix: Map<number, Entry[]>;
  acronyms: Map<string, Cat>;
  entryCount: number;
}

const INDEX_LEN = 3;

/**
 * The first INDEX_LEN units of folded[from, to) as one number (three 16-bit units fit a double exactly), so
 * the lookup per word needs no string: shorter words are keyed by the units they have.
 */
function prefixKey(folded: string, from: number, to: number): number {
  const n = Math.min(to - from, INDEX_LEN);
  let key = n;
  for (let i = 0; i < n; i++) key = key * 0x10000 + folded.charCodeAt(from + i);
  return key;
}

function compile(): CompiledStems {
  const byPrefix = new Map<number, Entry[]>();
  let entryCount = 0;
  for (const [category, raw] of STEMS) {
    const patterns: WordPattern[] = raw.trim().split(/\s+/).map((w) => {
      const exact = w.startsWith('=');
      const word = exact ? w.slice(1) : w;
      const text = fold(word);
      return { text, exact, strict: exact && text === word.toLowerCase() };
    });
    const key = prefixKey(patterns[0].text, 0, patterns[0].text.length);
    const entry: Entry = { category, words: patterns, rank: patterns[0].text.length + (patterns[0].exact ? 100 : 0) };
    const list = byPrefix.get(key);
    if (list) list.push(entry); else byPrefix.set(key, [entry]);
    entryCount++;
  }
  return { byPrefix, acronyms: new Map(ACRONYMS.map(([c, a]) => [a, c])), entryCount };
}

let compiled: CompiledStems | undefined;
function stems(): CompiledStems {
  return (compiled ??= compile());
}

/** Number of stems/phrases per category (for tests and docs). */
export function art9StemCounts(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [c] of STEMS) counts[c ?? 'EXCLUSION'] = (counts[c ?? 'EXCLUSION'] ?? 0) + 1;
  for (const [c] of ACRONYMS) counts[c ?? 'EXCLUSION'] = (counts[c ?? 'EXCLUSION'] ?? 0) + 1;
  return counts;
}

/** The entries with their category, for the stem-length invariant test. */
export function art9Entries(): Array<{ category: Cat; words: WordPattern[] }> {
  return [...stems().byPrefix.values()].flat().map((e) => ({ category: e.category, words: e.words }));
}

// Words of the folded text: ASCII letters/digits, "+", and non-ASCII letters. General punctuation
// (U+2000–U+2BFF: quotes, dashes) and surrogates (emoji) separate words. Faster than \p{L}; read by hand
// (isWordUnit), as the regex [a-z0-9+\u00C0-\u1FFF\u2C00-\uD7FF\uE000-\uFFFF]+ would, without a match
// array and a string per word: most words start with no entry and are never cut out.
function isWordUnit(c: number): boolean {
  if (c < 0xc0) return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 43;
  return c <= 0x1fff || (c >= 0x2c00 && c <= 0xd7ff) || c >= 0xe000;
}

/** A keyword right after a street-type word is a street name ("ul. Żydowska"), not a mention. */
const STREET_MARKERS = new Set(['ul', 'ulica', 'ulicy', 'ulice', 'al', 'aleja', 'alei', 'pl', 'plac', 'placu', 'os', 'osiedle', 'osiedlu']);

/** Whether the folded word [from, to) matches p, but for p.strict's diacritics check (the caller's). */
function wordMatches(p: WordPattern, folded: string, from: number, to: number): boolean {
  const length = to - from;
  return (p.exact ? length === p.text.length : length >= p.text.length) && folded.startsWith(p.text, from);
}

/** Sorted unique Art. 9 categories mentioned in any of the texts. */
export function detectArt9(texts: readonly string[]): Art9Category[] {
  const found = new Set<Art9Category>();
  for (const text of texts) scanArt9(text, (category) => { found.add(category); });
  return [...found].sort();
}

/**
 * Every keyword hit with the word that triggered it — for evaluating and tuning the stem list
 * offline. Returns user text: never log it.
 */
export function explainArt9(text: string): Array<{ category: Art9Category; word: string }> {
  const hits: Array<{ category: Art9Category; word: string }> = [];
  scanArt9(text, (category, start, end) => { hits.push({ category, word: text.slice(start, end) }); });
  return hits;
}

function scanArt9(text: string, onHit: (category: Art9Category, start: number, end: number) => void): void {
  if (!text) return;
  const { byPrefix, acronyms } = stems();
  const folded = foldText(text); // the folded copy the detectors and name echoes of this text read
  let lower: string | undefined; // computed only when a strict exact pattern needs it
  const starts: number[] = [];
  const ends: number[] = [];
  for (let i = 0; i < folded.length; i++) {
    if (!isWordUnit(folded.charCodeAt(i))) continue;
    starts.push(i);
    while (i + 1 < folded.length && isWordUnit(folded.charCodeAt(i + 1))) i++;
    ends.push(i + 1);
  }
  // A word written with Polish letters: its folded form differs from its lower-case form.
  const hasDiacritics = (j: number) => {
    lower ??= text.toLowerCase();
    return lower.slice(starts[j], ends[j]) !== folded.slice(starts[j], ends[j]);
  };
  for (let i = 0; i < starts.length; i++) {
    // Acronyms all start with an ASCII capital: only then is the original word looked at.
    const first = text.charCodeAt(starts[i]);
    if (first >= 65 && first <= 90) {
      const acronym = acronyms.get(text.slice(starts[i], ends[i]));
      if (acronym) { onHit(acronym, starts[i], ends[i]); continue; }
    }
    const candidates = byPrefix.get(prefixKey(folded, starts[i], ends[i]));
    if (!candidates) continue;
    if (i > 0 && STREET_MARKERS.has(folded.slice(starts[i - 1], ends[i - 1]))) continue;
    // The most specific matching entry decides (so exclusions beat shorter stems).
    let best: Entry | undefined;
    for (const e of candidates) {
      if (i + e.words.length > starts.length) continue;
      let ok = true;
      for (let k = 0; k < e.words.length && ok; k++) {
        const p = e.words[k], j = i + k;
        ok = wordMatches(p, folded, starts[j], ends[j]) && !(p.strict && hasDiacritics(j));
      }
      if (!ok) continue;
      if (!best || e.words.length > best.words.length || (e.words.length === best.words.length && e.rank > best.rank)) best = e;
    }
    if (best?.category) onHit(best.category, starts[i], ends[i + best.words.length - 1]);
  }
}
