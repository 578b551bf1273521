// NER spans that are never personal data (language adverbs as LOCATION, identifier names as
// ORGANIZATION) are dropped; real places, organizations and lower-case names are kept.
import { describe, expect, it } from 'vitest';
import { findEntities } from '../../src/pii/anonymize.js';
import { isNerNoise } from '../../src/pii/ner-noise.js';
import type { Candidate, EntityType } from '../../src/pii/types.js';

const ALL = new Set<EntityType>(['PERSON', 'LOCATION', 'ORGANIZATION', 'NIP']);

/** NER candidates for the given substrings of `text`, as the model would report them. */
function ner(text: string, spans: Array<[EntityType, string]>): Candidate[] {
  return spans.map(([type, s]) => {
    const start = text.indexOf(s);
    if (start < 0) throw new Error(`${s} not in text`);
    return { type, start, end: start + s.length, score: 0.9, source: 'ner' };
  });
}

describe('isNerNoise', () => {
  /** `[type, text, span]`: the span is the first occurrence of `span` in `text`. */
  const check = (type: string, text: string, span: string) => {
    const start = text.indexOf(span);
    return isNerNoise(type, text, start, start + span.length);
  };
  it.each([
    ['LOCATION', 'Odpowiadaj po polsku.', 'polsku'], ['LOCATION', 'Odpowiadaj po polsku.', 'po polsku'],
    ['LOCATION', 'Po angielsku, proszę.', 'angielsku'], ['LOCATION', 'mówi po niemiecku', 'niemiecku'],
    ['LOCATION', 'gwara: po śląsku', 'śląsku'], ['ORGANIZATION', 'Podaj NIP.', 'NIP'],
    ['ORGANIZATION', 'REGON firmy', 'REGON'], ['ORGANIZATION', 'numer PESEL', 'PESEL'],
    ['PERSON', 'Jan Nowak (PESEL: 44051401359)', 'PESEL'], ['LOCATION', 'podaj NIP', 'NIP'],
    ['LOCATION', 'Przetłumacz na angielski.', 'angielski'], ['LOCATION', 'kurs funta angielskiego', 'angielskiego'],
    ['LOCATION', 'niemieccy klienci', 'niemieccy'], ['LOCATION', 'rynek polsko-niemiecki', 'polsko'],
    ['LOCATION', 'rynek polsko-niemiecki', 'polsko-niemiecki'], ['LOCATION', 'w polskiej firmie', 'polskiej'],
  ])('%s in "%s": %s is noise', (type, text, span) => expect(check(type, text, span)).toBe(true));

  it.each([
    ['LOCATION', 'Mieszkam w Polsce, po Polsku', 'Polsku'], ['LOCATION', 'w Krakowie', 'Krakowie'],
    ['LOCATION', 'mieszkam w płocku', 'płocku'], ['LOCATION', 'w Gdańsku', 'Gdańsku'],
    ['ORGANIZATION', 'umowa z Kowalski Budownictwo', 'Kowalski Budownictwo'], ['ORGANIZATION', 'konto w PKO Bank Polski', 'PKO Bank Polski'],
    ['ORGANIZATION', 'NIPy firm', 'NIPy'], ['PERSON', 'po polsku', 'polsku'],
    ['LOCATION', 'Polski rynek', 'Polski'], ['LOCATION', 'w Polsko-Niemieckiej Izbie', 'Polsko'],
    ['LOCATION', 'w województwie mazowieckim', 'województwie mazowieckim'], ['LOCATION', 'mieszkam w krakowie', 'krakowie'],
    ['LOCATION', 'jadę do gdańsk', 'gdańsk'], ['LOCATION', 'w polsce', 'polsce'], ['PERSON', 'pan angielski', 'angielski'],
  ])('%s in "%s": %s is kept', (type, text, span) => expect(check(type, text, span)).toBe(false));
});

describe('findEntities with NER candidates', () => {
  it('drops noise spans and keeps real ones', () => {
    const text = 'Odpowiadaj po polsku. Firma Budmax z Płocku podała NIP 8567346215, a ZUS potwierdził.';
    const found = findEntities(text, ALL, ner(text, [['LOCATION', 'polsku'], ['ORGANIZATION', 'Budmax'], ['LOCATION', 'Płocku'], ['ORGANIZATION', 'NIP'], ['ORGANIZATION', 'ZUS']]));
    expect(found.map((e) => [e.type, text.slice(e.start, e.end)])).toEqual([
      ['ORGANIZATION', 'Budmax'], ['LOCATION', 'Płocku'], ['NIP', '8567346215'],
    ]);
  });
});

describe('NER noise: code, technology, labels, interjections, institutions', () => {
  /** The NER candidates that survive, as [type, text] pairs. */
  const kept = (text: string, spans: Array<[EntityType, string]>) =>
    findEntities(text, new Set<EntityType>(['PERSON', 'LOCATION', 'ORGANIZATION']), ner(text, spans))
      .map((e) => [e.type, text.slice(e.start, e.end)]);

  it('drops dialogue labels that are roles, keeps labels that are names', () => {
    const text = 'Chatbot: Dzień dobry.\nKlient: Hej.\n**Księgowa:** Proszę.\n[10:32] Konsultantka: Już.\nAnna: Dzięki.\nNowak: Tak.\nMieloch Zbigniew: Nie.\nJ. Wrzos: Ok.';
    expect(kept(text, [['PERSON', 'Chatbot'], ['PERSON', 'Klient'], ['PERSON', 'Księgowa'], ['PERSON', 'Konsultantka'],
      ['PERSON', 'Anna'], ['PERSON', 'Nowak'], ['PERSON', 'Mieloch Zbigniew'], ['PERSON', 'J. Wrzos']])).toEqual([
      ['PERSON', 'Anna'], ['PERSON', 'Nowak'], ['PERSON', 'Mieloch Zbigniew'], ['PERSON', 'J. Wrzos'],
    ]);
  });
  it('a role word mid-line, not before a colon, is judged as usual', () => {
    expect(kept('Rozmawiałem ze Studentem wczoraj.', [['PERSON', 'Studentem']])).toEqual([['PERSON', 'Studentem']]);
  });
  it('drops interjections and mail words, trims them off a longer span', () => {
    const text = 'Boże, jak miło. P.S. Mail wyślę jutro. Pozdrawiam Jan Kowalski';
    expect(kept(text, [['PERSON', 'Boże'], ['PERSON', 'P.S. Mail'], ['PERSON', 'Pozdrawiam Jan Kowalski']]))
      .toEqual([['PERSON', 'Jan Kowalski']]);
  });
  it('drops identifiers and technology names of any type', () => {
    const text = 'Ustaw HTTP_PROXY i MOCK_ERROR_500, potem TypeScript na Kubernetesie, a getUser w Dockerze.';
    expect(kept(text, [['PERSON', 'HTTP'], ['PERSON', 'MOCK_ERROR_500'], ['LOCATION', 'TypeScript'],
      ['LOCATION', 'Kubernetesie'], ['PERSON', 'getUser'], ['ORGANIZATION', 'Dockerze']])).toEqual([]);
  });
  it('keeps names written as identifiers or logins', () => {
    const text = 'Plik CV_Jan_Kowalski.pdf od JanKowalski i ANNA_NOWAK.';
    expect(kept(text, [['PERSON', 'Jan'], ['PERSON', 'JanKowalski'], ['PERSON', 'ANNA']]))
      .toEqual([['PERSON', 'Jan'], ['PERSON', 'JanKowalski'], ['PERSON', 'ANNA']]);
  });
  it('drops SQL words, calls and shell operators', () => {
    const text = 'SELECT SUM(kwota), COUNT(*) FROM faktury; test $limit && echo ok';
    expect(kept(text, [['ORGANIZATION', 'SELECT'], ['ORGANIZATION', 'SUM'], ['ORGANIZATION', 'COUNT'], ['ORGANIZATION', 'limit &&']])).toEqual([]);
  });
  it('drops offices everyone deals with, legal acts, registries and departments; keeps companies and located offices', () => {
    const text = 'Wyślij do ZUS, US i CEIDG, zgodnie z RODO, przez HR. Zakład Ubezpieczeń Społecznych odpisał. Urząd Skarbowy w Płocku też. Umowa z Budmax Sp. z o.o.';
    expect(kept(text, [['ORGANIZATION', 'ZUS'], ['ORGANIZATION', 'US'], ['ORGANIZATION', 'CEIDG'], ['ORGANIZATION', 'RODO'],
      ['ORGANIZATION', 'HR'], ['ORGANIZATION', 'Zakład Ubezpieczeń Społecznych'], ['ORGANIZATION', 'Urząd Skarbowy w Płocku'],
      ['ORGANIZATION', 'Budmax Sp. z o.o.']])).toEqual([
      ['ORGANIZATION', 'Urząd Skarbowy w Płocku'], ['ORGANIZATION', 'Budmax Sp. z o.o.'],
    ]);
    expect(kept('NFZ refunduje część kosztów, a Narodowy Fundusz Zdrowia i KRUS płacą. Panie Marszałku! Wysoka Izbo!',
      [['ORGANIZATION', 'NFZ'], ['ORGANIZATION', 'Narodowy Fundusz Zdrowia'], ['ORGANIZATION', 'KRUS'], ['ORGANIZATION', 'Wysoka Izbo']])).toEqual([]);
    // an acronym's case ending is the same office; another body's stays an organization
    expect(kept('Pismo z ZUS-u trafiło do NIK-u.', [['ORGANIZATION', 'ZUS-u'], ['ORGANIZATION', 'NIK-u']])).toEqual([['ORGANIZATION', 'NIK-u']]);
  });
  it('keeps the other public bodies as organizations: parliament, ministries, courts, EU and international bodies', () => {
    const text = 'Sejm przyjął ustawę, Senat ją poprawił, a Ministerstwo Zdrowia, NIK i IPN milczą. Unii Europejskiej i NATO to nie dotyczy; Sąd Najwyższy orzekł przed Wysoką Izbą.';
    const spans: Array<[EntityType, string]> = [['ORGANIZATION', 'Sejm'], ['ORGANIZATION', 'Senat'], ['ORGANIZATION', 'Ministerstwo Zdrowia'],
      ['ORGANIZATION', 'NIK'], ['ORGANIZATION', 'IPN'], ['ORGANIZATION', 'Unii Europejskiej'], ['ORGANIZATION', 'NATO'],
      ['ORGANIZATION', 'Sąd Najwyższy'], ['ORGANIZATION', 'Wysoką Izbą']];
    expect(kept(text, spans)).toEqual(spans);
  });
  it('reads Róża as the flower near flower words, as a person otherwise', () => {
    expect(kept('Kupiłem bukiet, Róża była piękna.', [['PERSON', 'Róża']])).toEqual([]);
    expect(kept('Posadziłam róże. Róża pnąca rośnie.', [['PERSON', 'Róża']])).toEqual([]);
    expect(kept('Róża przyszła na spotkanie.', [['PERSON', 'Róża']])).toEqual([['PERSON', 'Róża']]);
    expect(kept('Bukiet dała mi Róża Nowak.', [['PERSON', 'Róża Nowak']])).toEqual([['PERSON', 'Róża Nowak']]);
  });
});

describe('overlapping person spans', () => {
  it('a rule name containing a NER place or a shorter NER name gets one tag', () => {
    const text = 'wczoraj gadałem z karolem szymańskim, mówi że się spóźni';
    expect(findEntities(text, ALL, ner(text, [['LOCATION', 'szymańskim']])).map((e) => [e.type, text.slice(e.start, e.end)]))
      .toEqual([['PERSON', 'karolem szymańskim']]);
    const t2 = 'Wnioskodawca: Mateusz P10trowski';
    expect(findEntities(t2, ALL, ner(t2, [['PERSON', 'Mateusz']])).map((e) => t2.slice(e.start, e.end))).toEqual(['Mateusz P10trowski']);
  });
  it('what is left of a trimmed span must look like a name', () => {
    const text = 'Dzień dobry.\nP.S. Faktura korygująca w załączniku.';
    expect(findEntities(text, ALL, ner(text, [['PERSON', 'P.S. Faktura']]))).toEqual([]);
  });
  it('a street named after a person stays one address', () => {
    const text = 'Adres zamieszkania: al. Jana Pawła II 1 lok. 11';
    const found = findEntities(text, new Set<EntityType>(['PERSON', 'PL_ADDRESS']), ner(text, [['PERSON', 'al. Jana Pawła II']]));
    expect(found.map((e) => [e.type, text.slice(e.start, e.end)])).toEqual([['PL_ADDRESS', 'al. Jana Pawła II 1 lok. 11']]);
  });
});

describe('identifier shapes are not names', () => {
  const check = (type: string, text: string, span: string) => {
    const start = text.indexOf(span);
    return isNerNoise(type, text, start, start + span.length);
  };
  it.each([
    ['PERSON', 'Spotkanie z Martin MacGuiness', 'Martin MacGuiness'], ['ORGANIZATION', 'posłowie SdRP głosowali', 'SdRP'],
    ['ORGANIZATION', 'rząd PiS', 'PiS'], ['ORGANIZATION', 'w RTL7 mówili', 'RTL7'], ['ORGANIZATION', 'członek NOT', 'NOT'],
  ])('%s in "%s": %s is kept', (type, text, span) => expect(check(type, text, span)).toBe(false));
  it.each([
    ['PERSON', 'błąd ERROR500 w logu', 'ERROR500'], ['PERSON', 'zmienna userName', 'userName'],
    ['LOCATION', 'kod w JavaScript', 'JavaScript'],
  ])('%s in "%s": %s is noise', (type, text, span) => expect(check(type, text, span)).toBe(true));
});

describe('hyphenated names and places', () => {
  it('two spans of one type joined by a bare hyphen get one tag', () => {
    const text = 'Jadę do Kędzierzyna-Koźla z Anną Kowalską-Nowak.';
    const found = findEntities(text, ALL, ner(text, [['LOCATION', 'Kędzierzyna'], ['LOCATION', 'Koźla'], ['PERSON', 'Anną Kowalską'], ['PERSON', 'Nowak']]));
    expect(found.map((e) => [e.type, text.slice(e.start, e.end)])).toEqual([['LOCATION', 'Kędzierzyna-Koźla'], ['PERSON', 'Anną Kowalską-Nowak']]);
  });
});

describe('holidays', () => {
  it('are neither places nor people; a town is still a place', () => {
    const text = 'W Wigilię jedziemy do Mikołajek, a na Boże Narodzenie do Ełku.';
    const found = findEntities(text, ALL, ner(text, [['LOCATION', 'Wigilię'], ['LOCATION', 'Mikołajek'], ['PERSON', 'Boże Narodzenie'], ['LOCATION', 'Ełku']]));
    expect(found.map((e) => text.slice(e.start, e.end))).toEqual(['Mikołajek', 'Ełku']);
  });
});

describe('filters that keep people', () => {
  const types = new Set<EntityType>(['PERSON', 'LOCATION', 'ORGANIZATION']);
  const kept = (text: string, spans: Array<[EntityType, string]>) =>
    findEntities(text, types, ner(text, spans)).map((e) => [e.type, text.slice(e.start, e.end)]);

  it('drops role labels by the list of role nouns, in any case, also mid-line after a full stop', () => {
    const text = 'KONSULTANT: Dzień dobry. Klientka 2: Mam problem. Doradca klienta: Proszę podać numer! Pacjent: Boli. **Recepcja:** Jutro.\nPani doktor: Dobrze.';
    expect(kept(text, [['PERSON', 'KONSULTANT'], ['PERSON', 'Klientka'], ['PERSON', 'Doradca'], ['PERSON', 'Pacjent'],
      ['PERSON', 'Recepcja'], ['PERSON', 'doktor']])).toEqual([]);
  });
  it('keeps a label that is a name: first names in any case, surnames by shape or unknown, a label after a full stop', () => {
    const text = 'HALINA: Dzień dobry.\nzbigniew: Cześć.\nBrzęczek: No i co?\nGĄSIOR: Nic. Maliniak: Dobrze. Pan Kowalski: Tak.';
    expect(kept(text, [['PERSON', 'HALINA'], ['PERSON', 'zbigniew'], ['PERSON', 'Brzęczek'], ['PERSON', 'GĄSIOR'],
      ['PERSON', 'Maliniak'], ['PERSON', 'Pan Kowalski']])).toEqual([
      ['PERSON', 'HALINA'], ['PERSON', 'zbigniew'], ['PERSON', 'Brzęczek'], ['PERSON', 'GĄSIOR'], ['PERSON', 'Maliniak'], ['PERSON', 'Kowalski'],
    ]);
  });
  it('a role word that is not a label (no colon, or inside a sentence) is not judged as one', () => {
    expect(kept('Zadzwonił Pacjent Nowak.', [['PERSON', 'Pacjent Nowak']])).toEqual([['PERSON', 'Pacjent Nowak']]);
    expect(kept('Dziś rozmawiał Doradca: to ważne.', [['PERSON', 'Doradca']])).toEqual([['PERSON', 'Doradca']]);
  });
  it('a technology or public-body rule never drops a span with a first name and a surname', () => {
    const text = 'Projekt robię z Janem Rustem w Pythonie. Prezes ZUS Andrzej Domański przyszedł, KRUS obradował.';
    expect(kept(text, [['PERSON', 'Janem Rustem'], ['LOCATION', 'Pythonie'], ['ORGANIZATION', 'ZUS Andrzej Domański'], ['ORGANIZATION', 'KRUS']]))
      .toEqual([['PERSON', 'Janem Rustem'], ['ORGANIZATION', 'ZUS Andrzej Domański']]);
  });
  it('keeps administrative-unit adjectives after województwo, powiat and gmina; drops them alone', () => {
    const text = 'Mieszkam w województwie lubelskim, w powiecie tatrzańskim, w gminie wiejskiej, woj. śląskie; mówię po polsku, kupuję polskie jabłka.';
    expect(kept(text, [['LOCATION', 'lubelskim'], ['LOCATION', 'tatrzańskim'], ['LOCATION', 'wiejskiej'], ['LOCATION', 'śląskie'],
      ['LOCATION', 'polsku'], ['LOCATION', 'polskie']])).toEqual([
      ['LOCATION', 'lubelskim'], ['LOCATION', 'tatrzańskim'], ['LOCATION', 'wiejskiej'], ['LOCATION', 'śląskie'],
    ]);
  });
  it('drops greetings, headings, lettered items, HR, brands and platforms in inflected forms', () => {
    const text = 'Siemanko!\nFormularz Zgłoszeniowy\nA. Dane osobowe\nB. Zwyczaje żywieniowe\nNapisz do HR. Słucham na Spotify, piszę na Facebooku, robię iPhonem, łączę przez Bluetooth.';
    expect(kept(text, [['PERSON', 'Siemanko'], ['PERSON', 'Formularz Zgłoszeniowy'], ['PERSON', 'A.'], ['PERSON', 'B. Zwyczaje'],
      ['PERSON', 'HR'], ['LOCATION', 'Spotify'], ['LOCATION', 'Facebooku'], ['PERSON', 'iPhonem'], ['LOCATION', 'Bluetooth']])).toEqual([]);
  });
  it('keeps initials with a surname, a name after a lettered item, and people near brand words', () => {
    const text = 'J. Wrzos: Dzień dobry.\nK. Nowak\nlista:\nC. Anna Kowalska zgłasza się\nNa Facebooku pisze Kasia Tiktok.';
    expect(kept(text, [['PERSON', 'J. Wrzos'], ['PERSON', 'K. Nowak'], ['PERSON', 'C. Anna Kowalska'], ['PERSON', 'Kasia Tiktok']])).toEqual([
      ['PERSON', 'J. Wrzos'], ['PERSON', 'K. Nowak'], ['PERSON', 'C. Anna Kowalska'], ['PERSON', 'Kasia Tiktok'],
    ]);
  });
});
