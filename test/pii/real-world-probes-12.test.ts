// Round 12 of made-up real-world texts through the whole detection path (same harness as
// real-world-probes.test.ts): families named in the nominative plural where a place has the same form ("Wronowie")
// or the plural is also an adjective's ("Kowalscy (3 os.)" on a guest list), a boy's name that is also a feminine
// noun after a masculine demonstrative ("ten kuba z 3b"). Clean texts hold the look-alikes: a sports club named by
// a first name and its city ("Lech Poznań"), a district that is a first name's locative ("na Kazimierzu"), a
// village's locative after "w", an adjective in the plural at a sentence's start, "ten sylwester". Also: a surname that
// is a common word before a first name as a whole list item in capitals or lower case ("1. BĄK ANDRZEJ"), the answer to
// a question for the name on the same line ("A nazwisko? Wrona."), a phone after "TEL" near "osobisty", the model's
// PERSON on a feast ("Bożego Narodzenia"), and a surname that is a common word in lower case where only a person is
// meant: a colleague by department ("baranowa z księgowości"), one told something ("przekaż kozłowi, że…"), one talked
// with ("gadałem z kowalem").
import { describe, expect, it } from 'vitest';
import { findEntities } from '../../src/pii/anonymize.js';
import { DEFAULT_ENABLED_TYPES, SETTING_TO_ENTITIES, type Candidate } from '../../src/pii/types.js';
import { describeRealWorldProbes } from './real-world-probe-suite.js';

/** [text, values that must not reach the provider]. */
const PROBES: Array<[string, string[]]> = [
  // families in the nominative plural
  ['Na weselu byli też Wronowie i Sowowie z Radomia.', ['Wronowie', 'Sowowie']],
  ['LISTA GOŚCI: Kowalscy (3 os.), Nowakowie (2 os.), Wiśniewscy (4 os.)', ['Kowalscy', 'Nowakowie', 'Wiśniewscy']],
  ['Wczoraj przyszli do nas Zielińscy z dziećmi.', ['Zielińscy']],
  // a boy's name that is also a feminine noun, after a masculine demonstrative
  ['ten kuba z 3b znowu mi zabral pilke', ['kuba']],
  ['powiedz temu kubie ze jutro nie ma treningu', ['kubie']],
  // a surname that is a common word before a first name, as a whole list item, in every case style
  ['LISTA OBECNOŚCI\n1. BĄK ANDRZEJ\n2. CHMIEL TERESA\n3. GÓRA JOLANTA', ['BĄK', 'CHMIEL', 'GÓRA']],
  ['Dyżury:\n- Kasza Hanna\n- Sowa Piotr', ['Kasza', 'Sowa']],
  ['obecni:\n1) baran zofia\n2) kura halina', ['baran', 'kura']],
  // a common-word surname in lower case where only a person is meant: a colleague by department, one told something,
  // one talked with
  ['baranowa z księgowości pyta o faktury', ['baranowa']],
  ['SOWA Z KADR DZWONIŁ, A WRÓBEL Z IT NIE', ['SOWA', 'WRÓBEL']],
  ['przekaż kozłowi że szef go szuka, powiedz wróblowi że jutro wolne', ['kozłowi', 'wróblowi']],
  ['gadałem z kowalem, mówi że brama będzie w piątek', ['kowalem']],
  // the answer to a question for the name on the same line
  ['Jak się nazywa pani córka? Julia. A nazwisko? Wrona, tak jak ja.', ['Julia', 'Wrona']],
  ['Jak pani na nazwisko? Sobota, jak dzień tygodnia.', ['Sobota']],
];

/** Realistic texts with no person and no identifier of a default type. */
const CLEAN: string[] = [
  'Lech Poznań wygrał z Legią 2:1, a kibice świętowali na Kazimierzu.',
  'Wczoraj Lech Poznań przegrał u siebie, w sobotę gra Śląsk Wrocław.',
  'Mieszkam w Wronowie od lat, a o Wronowie mało kto słyszał.',
  'Polscy kibice przyjechali autokarami.',
  'ten sylwester byl najlepszy, a ten oskar za film zasluzony',
  'ta kuba to piekny kraj, ten dom jest duzy',
  'PLAN DNIA\n1. WIZYTA KONTROLNA\n2. ZAKUPY\n- Dzień Babci w przedszkolu',
  'ZAKUPY:\n1. MLEKO 2L\n2. CHLEB RAZOWY',
  'Jak się pan nazywa? Proszę powiedzieć. A nazwisko? Nie pamiętam.',
  'Nazwisko? Tak, podam zaraz.',
  'kierownik z magazynu i ktoś z kadr, pani z recepcji też; kawa z biura jest okropna',
  'dostałem maila z działu IT, faktura z księgowości przyszła',
  'rozmawiałem z bratem, z klientem, z piekarzem i z polską ambasadą; gadałem z ziomkiem',
  'powiedz szefowi i mamie, przekaż pozdrowienia, napisz wujkowi, rozmawiałem z bankiem',
];

describeRealWorldProbes('real-world probes, round 12 (family plurals, masculine demonstratives, clubs and districts)', { probes: PROBES, clean: CLEAN });

const ENABLED = new Set(DEFAULT_ENABLED_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s]));
const spans = (text: string): string[] => findEntities(text, ENABLED).map((e) => text.slice(e.start, e.end));

describe('round 12 rules: what each span covers', () => {
  it('a family in the nominative plural is the one word', () => {
    expect(spans('Przyjechali Wronowie.')).toEqual(['Wronowie']);
  });
  it('a first name after "w"/"na" that is a place\'s locative is the place; after another word it is the person', () => {
    expect(spans('byliśmy na Kazimierzu')).toEqual([]);
    expect(spans('Rozmawiałem z Kazimierzem, polegam na Kazimierzu.')).toEqual(['Kazimierzem', 'Kazimierzu']);
  });
  it('a phone number after "TEL" near a document word is a phone, not a document', () => {
    const text = 'ODBIÓR OSOBISTY: ELŻBIETA SOWA, TEL 512 900 331';
    expect(findEntities(text, ENABLED).map((e) => `${e.type}[${text.slice(e.start, e.end)}]`)).toEqual(['PERSON[ELŻBIETA SOWA]', 'PHONE_NUMBER[512 900 331]']);
  });
  it('a list item "SURNAME FIRSTNAME" in capitals is one name', () => {
    expect(spans('1. BĄK ANDRZEJ\n2. X')).toEqual(['BĄK ANDRZEJ']);
  });
  it("the model's PERSON on one word of a feast's name is dropped, on a person's name kept", () => {
    const text = 'Święta Bożego Narodzenia spędzimy u Bożeny Narodzkiej.';
    const at = (w: string): Candidate => ({ type: 'PERSON', start: text.indexOf(w), end: text.indexOf(w) + w.length, score: 0.9, source: 'ner' });
    expect(findEntities(text, ENABLED, [at('Bożego'), at('Bożeny Narodzkiej')]).map((e) => text.slice(e.start, e.end))).toEqual(['Bożeny Narodzkiej']);
  });
  it('a first name before a city is a club, a first name before a surname a person', () => {
    expect(spans('Kibicuję, odkąd Lech Poznań zdobył mistrzostwo.')).toEqual([]);
    expect(spans('Kibicuję, odkąd Lech Kowalski zdobył mistrzostwo.')).toEqual(['Lech Kowalski']);
  });
});
