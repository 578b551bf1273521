// ORGANIZATION by shape (src/pii/detectors/organization-shapes.ts): acronyms, institutions by their head
// noun and quoted names after a noun of an organization's kind; what each rule leaves alone; how the model's
// spans and the rules' meet; and that a default account (no `organization` setting) runs none of it.
import { describe, expect, it } from 'vitest';
import { findEntities } from '../../src/pii/anonymize.js';
import { detectCandidates } from '../../src/pii/detectors/index.js';
import { isOrganizationHead } from '../../src/pii/detectors/organization-shapes.js';
import { SETTING_TO_ENTITIES, DEFAULT_ENABLED_TYPES, type Candidate, type EntityType } from '../../src/pii/types.js';

const ORG = new Set<EntityType>(['ORGANIZATION']);

/** The texts of the shape rules' candidates. */
function shapes(text: string): string[] {
  return detectCandidates(text, ORG)
    .filter((c) => c.source === 'acronym' || c.source === 'institution')
    .map((c) => text.slice(c.start, c.end));
}

/** Accepted entities as [type, text]. */
function found(text: string, enabled: ReadonlySet<EntityType>, extra?: Candidate[]): Array<[string, string]> {
  return findEntities(text, enabled, extra).map((e) => [e.type, text.slice(e.start, e.end)]);
}

/** A model candidate over the first occurrence of `span`. */
function ner(text: string, type: EntityType, span: string, score = 0.9): Candidate {
  const start = text.indexOf(span);
  return { type, start, end: start + span.length, score, source: 'ner' };
}

describe('acronyms', () => {
  it('finds acronyms, with single lower-case letters and an inflection after a hyphen or apostrophe', () => {
    expect(shapes('Władze WSZiA i UMCS podpisały porozumienie z SKKT.')).toEqual(['WSZiA', 'UMCS', 'SKKT']);
    expect(shapes('Nie chciał mieć nic wspólnego z ONR\'em, a potem z LOT-u odszedł do PZU-Życie.'))
      .toEqual(["ONR'em", 'LOT-u', 'PZU-Życie']);
    expect(shapes('Patronat FIFe nad polską federacją; czy KrK ich nie utwierdza?')).toEqual(['FIFe', 'KrK']);
  });

  it('leaves roman numerals, countries, units, currencies and generic acronyms', () => {
    expect(shapes('Po II wojnie światowej, w XIV wieku i za Jana Pawła II.')).toEqual([]);
    expect(shapes('Zapłaciłem 100 PLN, czyli ok. 25 EUR, a w USA i ZSRR było inaczej.')).toEqual([]);
    expect(shapes('Mam PDF i DVD, wyślę SMS, a o 10 CET zadzwonię przez VPN.')).toEqual([]);
  });

  it('leaves identifier names, offices everyone deals with, legal acts and technology names', () => {
    expect(shapes('Podaj NIP i PESEL, a ZUS-u i NFZ nie ruszaj; kod jest na AWS, zgodnie z RODO.')).toEqual([]);
  });

  it('takes the acronyms of the other public bodies', () => {
    expect(shapes('Raport NIK trafił do IPN, a szczyt NATO i władze UE go omówią.')).toEqual(['NIK', 'IPN', 'NATO', 'UE']);
  });

  it('leaves ALL CAPS sentences, runs of capitals, capitalised words and emphasis', () => {
    expect(shapes('SKKT ZAPRASZA NA RAJD.')).toEqual([]);
    expect(shapes('Uwaga: JEŚLI CZUJESZ SIĘ źle, zadzwoń.')).toEqual([]);
    expect(shapes('Dostaliśmy nowy numer KOTA, a z MOICH pieniędzy NIE zapłacą.')).toEqual([]);
  });

  it('leaves acronyms inside identifiers, paths, addresses and model numbers', () => {
    expect(shapes('Zobacz www.SKKT.pl, plik /etc/SKKT, adres skkt@SKKT.pl, API_KEY i złącze AGP 8X.')).toEqual([]);
    expect(shapes('Samolot F-16 i karta VDC-300.')).toEqual([]);
  });
});

describe('institutions by their head noun', () => {
  it('takes the head noun in any case with the capitalised words and genitives after it', () => {
    expect(shapes('W nocy biolodzy z Zakładu Badań Ssaków PAN obserwowali watahę.')).toEqual(['Zakładu Badań Ssaków PAN']);
    expect(shapes('Należy do Stowarzyszenia Hodowców Kotów Rasowych w Polsce od lat.'))
      .toEqual(['Stowarzyszenia Hodowców Kotów Rasowych w Polsce']);
    expect(shapes('Uczy się w Szkole Podstawowej nr 5 im. Jana Pawła II od września.'))
      .toEqual(['Szkole Podstawowej nr 5 im. Jana Pawła II']);
  });

  it('ends the name before a person of it, not inside a patron\'s name', () => {
    expect(shapes('Odpowie minister-szef Urzędu Rady Ministrów Michał Strąk, potem dyrektor Muzeum Sztuki Jan Nowak.'))
      .toEqual(['Rady Ministrów', 'Muzeum Sztuki']);
    expect(shapes('Studiuje na Uniwersytecie im. Adama Mickiewicza w Poznaniu i w Fundacji Anny Dymnej.'))
      .toEqual(['Uniwersytecie im. Adama Mickiewicza w Poznaniu', 'Fundacji Anny Dymnej']);
    const text = 'Odpowie minister-szef Urzędu Rady Ministrów Michał Strąk.';
    expect(found(text, new Set<EntityType>(['ORGANIZATION', 'PERSON']), [ner(text, 'ORGANIZATION', 'Urzędu Rady Ministrów', 1), ner(text, 'PERSON', 'Michał Strąk', 0.99)]))
      .toEqual([['ORGANIZATION', 'Urzędu Rady Ministrów'], ['PERSON', 'Michał Strąk']]);
  });

  it('takes a quoted name and a capitalised adjective before the head', () => {
    expect(shapes('Od lat Federacja „Felis Polonia” współpracuje z nami.')).toEqual(['Federacja „Felis Polonia”']);
    expect(shapes('Skarżyskie Muzeum Orła Białego to perełka, a Bankowy Fundusz Gwarancyjny płaci.'))
      .toEqual(['Skarżyskie Muzeum Orła Białego', 'Bankowy Fundusz Gwarancyjny']);
  });

  it('takes the head alone mid-sentence, not at a sentence start with nothing capitalised after it', () => {
    expect(shapes('Statut Spółdzielni mówi, że zarząd wybiera się co roku.')).toEqual(['Spółdzielni']);
    expect(shapes('Muzeum jest zamknięte w poniedziałki.')).toEqual([]);
  });

  it('takes an assembly\'s or a board\'s noun only with words of its name, never alone', () => {
    expect(shapes('Złożył wniosek do Walnego Zgromadzenia Akcjonariuszy, a potem do Rady Nadzorczej spółki.'))
      .toEqual(['Walnego Zgromadzenia Akcjonariuszy', 'Rady Nadzorczej']);
    expect(shapes('Państwa podlegały Lidze Narodów, a Wielka Rada obradowała.')).toEqual(['Lidze Narodów', 'Wielka Rada']);
    expect(shapes('Rada zebrała się wczoraj. Posiedzenie Rady i Zarządu odbędzie się w maju.')).toEqual([]);
    expect(shapes('Projekt przyjęła Rada Ministrów, a Komisja Europejska go oceni.')).toEqual(['Rada Ministrów', 'Komisja Europejska']);
  });

  it('takes no adverb or determiner before the head for an adjective', () => {
    expect(shapes('Następnie Teatr Polski zamknięto. Każda Fundacja Rozwoju składa sprawozdanie.'))
      .toEqual(['Teatr Polski', 'Fundacja Rozwoju']);
  });

  it('ends the name at a sentence end, a lower-case word glued by a hyphen, and a place not in the locative', () => {
    expect(shapes('Studiował na Uniwersytecie Jagiellońskim. Potem wyjechał.')).toEqual(['Uniwersytecie Jagiellońskim']);
    expect(shapes('Głos zabrał szef Muzeum Ziemi Drohobyckiej-poinformował rzecznik.')).toEqual(['Muzeum Ziemi Drohobyckiej']);
    expect(shapes('Przekształcono Komitet Strajkowy w Komisję Zakładową.')).toEqual(['Komitet Strajkowy', 'Komisję Zakładową']);
  });

  it('leaves a common noun with only a place after it to the place', () => {
    expect(shapes('Oddział w Katowicach jest zamknięty. Pracuję w Muzeum w Gdańsku.')).toEqual([]);
    const text = 'Oddział w Wodzisławiu Śląskim jest zamknięty.';
    expect(found(text, new Set<EntityType>(['ORGANIZATION', 'LOCATION']), [ner(text, 'LOCATION', 'Wodzisławiu Śląskim')]))
      .toEqual([['LOCATION', 'Wodzisławiu Śląskim']]);
    // with a name of its own the place stays part of it
    expect(shapes('Pracuję w Zakładzie Badania Ssaków w Białowieży od roku.')).toEqual(['Zakładzie Badania Ssaków w Białowieży']);
  });

  it('leaves public bodies, offices and states', () => {
    expect(shapes('Pismo wysłał Urząd Skarbowy, a Urząd Miasta milczy.')).toEqual([]);
    expect(shapes('Wezwał go Zakład Ubezpieczeń Społecznych i Narodowy Fundusz Zdrowia.')).toEqual([]);
    expect(shapes('Potem Związek Radziecki upadł, a w Centrum Handlowym Reduta otwarto kino.')).toEqual([]);
  });

  it('takes a quoted name after a lower-case noun of an organization\'s kind, not after any noun', () => {
    expect(shapes('Szef koncernu paliwowego "Orlen" został zatrzymany.')).toEqual(['"Orlen"']);
    expect(shapes('Obejrzał film "Pan Tadeusz" i książkę "Lalka".')).toEqual([]);
  });
});

describe('a capitalised name after a noun of an organization\'s kind', () => {
  it('takes the name after the noun, or after the noun and an adjective, up to the sentence\'s end', () => {
    expect(shapes('Dystrybutorzy firmy Amway nie podpisali umowy.')).toEqual(['Amway']);
    expect(shapes('Francuska firma samochodowa Renault zawarła umowy, a olsztyńska firma Ekoenergiz inwestuje.'))
      .toEqual(['Renault', 'Ekoenergiz']);
    expect(shapes('Przemawiał w imieniu klubu Unii Pracy. Następnym mówcą będzie poseł.')).toEqual(['Unii Pracy']);
    expect(shapes('Był tam przedstawiciel firmy Steen & Strom oraz inwestorzy; wygrał z drużyną Polonia Marklowice.'))
      .toEqual(['Steen & Strom', 'Polonia Marklowice']);
  });

  it('leaves a group\'s letter, a syndrome, a verb after the noun, public bodies and technologies', () => {
    expect(shapes('W grupie A nie ma miasta, a dziecko z zespołem Downa chodzi do szkoły.')).toEqual([]);
    expect(shapes('Amerykańskie banki udzieliły Francji pożyczek.')).toEqual([]);
    expect(shapes('Pracuję w zakładzie ZUS i oglądam to w serwisie YouTube.')).toEqual([]);
  });
});

describe('religious orders', () => {
  it('takes an order named in the plural in lower case, of men or of women', () => {
    expect(shapes('Założył klasztor benedyktynów, a potem oddał go dominikanom.')).toEqual(['benedyktynów', 'dominikanom']);
    expect(shapes('Zmarł w szpitalu elżbietanek; reguły trzymają się serwici i jezuici.')).toEqual(['elżbietanek', 'serwici', 'jezuici']);
  });

  it('leaves a member of an order, an adjective and words that only begin like an order', () => {
    expect(shapes('Ten dominikanin zbudował kościół dominikański w stylu jezuickim.')).toEqual([]);
  });
});

describe('names in English word order', () => {
  it('takes capitalised words before a kind word, and "of" with capitalised words after it', () => {
    expect(shapes('Lot odwołały British Airways, a certyfikat dostał Creative Labs.'))
      .toEqual(['British Airways', 'Creative Labs']);
    expect(shapes('Wydało to Massachusetts Institute of Technology Press w 1990 roku.'))
      .toEqual(['Massachusetts Institute of Technology Press']);
  });

  it('leaves the kind word alone and Polish words before it', () => {
    expect(shapes('Twoje Media piszą bzdury. Group nie odpowiada.')).toEqual([]);
  });
});

describe('quoted names after a person of an organization, a newspaper\'s column or a reporting verb', () => {
  it('takes the quoted name', () => {
    expect(shapes('Rozmawiał z dziennikarzem "Angory" o tym.')).toEqual(['"Angory"']);
    expect(shapes('Jak podaje „Rzeczpospolita”, urząd zaczyna egzekucję.')).toEqual(['„Rzeczpospolita”']);
    expect(shapes('Lem pisał w felietonie w "Tygodniku Powszechnym" o tym.')).toEqual(['"Tygodniku Powszechnym"']);
  });

  it('leaves a quoted title after other words, and such a person before a name without quotes', () => {
    expect(shapes('Autor "Lalki" pisał też felietony, a czytał je prezes Nowak.')).toEqual([]);
  });
});

describe('a team after a match or a game "z"', () => {
  it('takes up to three capitalised words after "meczu … ze", "zagra … z", "przegrali z"', () => {
    expect(shapes('W ostatnim meczu kolejki ze Stalą Wega Ostrów wygrali, a Polonia zagra w środę z Iłżanką Kazanów.'))
      .toEqual(['Stalą Wega Ostrów', 'Iłżanką Kazanów']);
  });

  it('leaves a match with no capitalised name after "z", and "z" after other words', () => {
    expect(shapes('Po meczu z kolegami poszliśmy do domu. Rozmawiałem z Legią.')).toEqual([]);
  });
});

describe('words that head an organization\'s name (the cue for the model\'s lowercase reading)', () => {
  it('knows heads of institutions, companies, parties and assemblies in any case form', () => {
    expect(['unii', 'sojuszu', 'klubu', 'uniwersytetu', 'radia', 'Komisji', 'spółki', 'kancelarii'].every(isOrganizationHead)).toBe(true);
  });
  it('leaves other words', () => {
    expect(['wczoraj', 'kowalski', 'pracy', 'dom', 'jest', 'urzędu', 'pismo'].some(isOrganizationHead)).toBe(false);
  });
});

describe('the shapes among the other findings', () => {
  const withOrg = new Set<EntityType>(['PERSON', 'LOCATION', 'ORGANIZATION']);

  it('a model span inside an institution gives way to it, the institution inside a longer model span too', () => {
    const text = 'Należy do Stowarzyszenia Hodowców Kotów Rasowych w Polsce od lat.';
    expect(found(text, withOrg, [ner(text, 'LOCATION', 'Polsce'), ner(text, 'ORGANIZATION', 'Hodowców Kotów')]))
      .toEqual([['ORGANIZATION', 'Stowarzyszenia Hodowców Kotów Rasowych w Polsce']]);
    const longer = 'Sondaż zrobił Instytut Badania Opinii, Rynku i Konsumpcji GfK Polonia wczoraj.';
    expect(found(longer, withOrg, [ner(longer, 'ORGANIZATION', 'Instytut Badania Opinii, Rynku i Konsumpcji GfK Polonia', 0.45)]))
      .toEqual([['ORGANIZATION', 'Instytut Badania Opinii, Rynku i Konsumpcji GfK Polonia']]);
  });

  it('a longer model span that a company\'s legal-form name beats does not take the institution inside it down', () => {
    const text = 'Klientów przejął Bank of America Polska S.A. przez Santander Consumer Bank w maju.';
    const span = 'Bank of America Polska S.A. przez Santander Consumer Bank';
    expect(found(text, withOrg, [ner(text, 'ORGANIZATION', span, 0.61)]))
      .toEqual([['ORGANIZATION', 'Bank of America Polska S.A.'], ['ORGANIZATION', 'Santander Consumer Bank']]);
    // Without a company's name to beat it, the model's span stays whole and holds the institution.
    const whole = 'Klientów przejął Bank of America Polska przez Santander Consumer Bank w maju.';
    expect(found(whole, withOrg, [ner(whole, 'ORGANIZATION', 'Bank of America Polska przez Santander Consumer Bank', 0.61)]))
      .toEqual([['ORGANIZATION', 'Bank of America Polska przez Santander Consumer Bank']]);
  });

  it('a person inside an institution\'s name is replaced with it', () => {
    const text = 'Studiuje na Uniwersytecie Mikołaja Kopernika w Toruniu.';
    expect(found(text, withOrg, [ner(text, 'PERSON', 'Mikołaja Kopernika'), ner(text, 'LOCATION', 'Toruniu')]))
      .toEqual([['ORGANIZATION', 'Uniwersytecie Mikołaja Kopernika w Toruniu']]);
  });

  it('the model\'s place on the same acronym wins', () => {
    const text = 'Delegacja z RPA i NRF przyjechała.';
    expect(found(text, withOrg, [ner(text, 'LOCATION', 'NRF')])).toEqual([['LOCATION', 'NRF']]);
  });

  it('runs only when the account enables organization', () => {
    const text = 'Władze WSZiA i Zakład Badań Ssaków PAN podpisały porozumienie.';
    const defaults = new Set<EntityType>(DEFAULT_ENABLED_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s]));
    expect(defaults.has('ORGANIZATION')).toBe(false);
    expect(detectCandidates(text, defaults).filter((c) => c.type === 'ORGANIZATION')).toEqual([]);
    expect(shapes(text)).toEqual(['WSZiA', 'Zakład Badań Ssaków PAN']);
  });
});
