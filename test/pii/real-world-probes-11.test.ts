// Round 11 of made-up real-world texts through the whole detection path (same harness as
// real-world-probes.test.ts): a surname that is a common word after a lowercase "pan"/"pani" ("pan sobota"),
// maiden names ("z d. Kurowska", "z domu Wrona"), a form's value on the line under its label, bilingual labels
// ("Nazwisko/Surname:"), abbreviated labels of referrals ("Pac.:", "Lek. kier.:") and a surname with an initial
// there, a CRM's account manager ("Opiekun: a.fornal"), handles after a chat platform's bracketed prefix ("[Twitch]
// nick:"), on a Discord author line and as a forum signature, a quoted value of a platform key in a config
// ("github: \"mbielski\""), Indian given names and the Ukrainian dative of names in -na ("Iryni"). Clean texts hold
// the look-alikes: "z domu" meaning from home, "z Domu Dziecka", "z d. 12.03", titles and adverbs after "pan",
// agenda lines with a time, a signed board, labels over a sentence, medicine after "Lek.:", replies after a role label.
import { describe, expect, it } from 'vitest';
import { findEntities } from '../../src/pii/anonymize.js';
import { readsAsName } from '../../src/pii/detectors/label-leaders.js';
import { isLexiconSurnameNominative } from '../../src/pii/names/lexicon-surnames.js';
import { DEFAULT_ENABLED_TYPES, SETTING_TO_ENTITIES, type Candidate } from '../../src/pii/types.js';
import { describeRealWorldProbes } from './real-world-probe-suite.js';

/** [text, values that must not reach the provider]. */
const PROBES: Array<[string, string[]]> = [
  // a surname that is a common word after a lowercase honorific
  ['dzwonił pan sobota od rolet, oddzwoń do niego', ['sobota']],
  ['zostaw klucze u pani grabiec na parterze', ['grabiec']],
  ['pan zawada mówi że paczka już jest', ['zawada']],
  // maiden names
  ['Halina Pietrzyk z d. Kurowska, ur. 1952 w Kielcach', ['Kurowska']],
  ['Imię i nazwisko matki: Bożena Lis z d. Sroka', ['Sroka']],
  ['moja babcia z domu kowalczyk pochodziła z Lublina', ['kowalczyk']],
  ['Teresa Mazur primo voto Wrona', ['Wrona']],
  // a value on the line under its label; bilingual labels
  ['Nazwisko/Surname:\nMELNYK\nObywatelstwo/Nationality:\nUKR', ['MELNYK']],
  ['Imię/First name:\nOLENA\nNazwisko/Last name:\nTKACHUK', ['OLENA', 'TKACHUK']],
  ['Nazwisko:\nGrzybowska\nData przyjęcia: 2025-03-01', ['Grzybowska']],
  // abbreviated labels of referrals and orders
  ['SKIEROWANIE\nPac.: DRAB Helena, ur. 1944\nLek. kier.: Kwaśny T.', ['DRAB', 'Helena', 'Kwaśny']],
  ['Lek. prow.: Zawada M.\nOddział: wewnętrzny', ['Zawada']],
  // a CRM's account manager
  ['Kontakt #20931\nUwagi: prosi o fakturę\nOpiekun: k.wrobel', ['k.wrobel']],
  // handles after a chat platform's prefix, on a Discord author line, as a forum signature
  ['[Twitch] zosia_gra_w_simsy: hej wszystkim\n[YT] KotekZielony: świetny odcinek', ['zosia_gra_w_simsy', 'KotekZielony']],
  ['NocnyMarek_PL — dzisiaj o 21:12\nktoś gra dziś w ranked?', ['NocnyMarek_PL']],
  ['Borsuk77 — wczoraj o 18:03\nwrzucam zdjęcia z meetupu', ['Borsuk77']],
  ['polecam tego mechanika, naprawił w dwa dni\n~ frankowy_wojtek', ['frankowy_wojtek']],
  ['dzięki za pomoc, działa!\n-- stary_grzybiarz', ['stary_grzybiarz']],
  // a quoted value of a platform key in a config
  ['oncall:\n  - name: primary\n    github: "mbielski"\n    slack: "@rkumar"', ['mbielski', 'rkumar']],
  // Indian given names; the Ukrainian dative of names in -na
  ['Od poniedziałku do zespołu dołącza Priya, a Rahul przechodzi do działu danych.', ['Priya', 'Rahul']],
  ['Siddharth przesłał raport, Ananya go sprawdzi.', ['Siddharth', 'Ananya']],
  ['Oksani przekaż klucze, wróci o 17.', ['Oksani']],
  // a referrer's handle of common words, a quoted nickname after "niejaki", a common-word first name before a
  // double-barrelled surname in capitals, a family in "-a" in the plural
  ['Rejestracja\nKod polecającego: stary_lis\n[✓] Akceptuję regulamin', ['stary_lis']],
  ['Czy zna pan niejakiego „Kreta” z Pragi?', ['Kreta']],
  ['KARTA: pacjentka RÓŻA NOWAK-ZIELIŃSKA, ur. 1990', ['RÓŻA', 'NOWAK-ZIELIŃSKA']],
  ['paczkę zostawiłem u Państwa Wronów z trójki', ['Wronów']],
  // a guest's, resident's or customer's name after that role's label, its surname a common word
  ['MIESZKANIEC: ZENON SZCZUPAK, LOKAL 7', ['ZENON', 'SZCZUPAK']],
  ['Gość: Marek Kot, pokój 4', ['Marek', 'Kot']],
];

/** Realistic texts with no person and no identifier of a default type. */
const CLEAN: string[] = [
  'wyszłam z domu wcześnie, bo padało',
  'dzieci z Domu Dziecka pojechały na wycieczkę',
  'w nawiązaniu do pisma z d. 12.03.2025 przesyłam dokumenty',
  'pan major przyszedł na apel, pani tutaj nie ma',
  'pani bardzo dziękuję, pan młody już tańczy',
  'pani doktor przyjmuje od 8, pan kierownik jest na urlopie',
  'Zebranie — dzisiaj o 17:00 w sali 3\nProszę o punktualność.\n-- Zarząd',
  'Podaj imię i nazwisko:\nDziękuję za zgłoszenie.',
  'Miejscowość:\nproszę wpisać miasto',
  'Lek.: Apap 500 mg, 2x dziennie',
  'Sala: Blok C.',
  '[12:01] Klient: dzień dobry\n[12:02] Konsultant: w czym mogę pomóc?',
  'Teams: "spotkanie" o 10, Agent: tak, Opiekun: brak',
  'server:\n  github: "true"\n  retries: 3',
  'Konto: aktywne, Polecający: brak',
  'niejaki „sukces” tej reformy to same koszty',
  'od Czechów kupiliśmy piwo, do Lisów jedziemy autobusem',
  'Klient: Dzień dobry, dzwonię w sprawie faktury.\nKonsultant: Słucham.\nGość: Dobrze, dziękuję.',
  'Kontakt: Biuro Obsługi Klienta',
];

describeRealWorldProbes('real-world probes, round 11 (honorific + common-word surname, maiden names, next-line and abbreviated labels, chat prefixes, signatures, foreign given names)', { probes: PROBES, clean: CLEAN });

const ENABLED = new Set(DEFAULT_ENABLED_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s]));

describe('round 11 rules: what each span covers', () => {
  it('a maiden name is the surname alone', () => {
    const text = 'Zofia Marczak z d. Kurowska';
    expect(findEntities(text, ENABLED).map((e) => text.slice(e.start, e.end))).toContain('Kurowska');
  });
  it('a value on the next line is that line, not the label', () => {
    const text = 'Nazwisko:\nHONCHARENKO';
    expect(findEntities(text, ENABLED).map((e) => `${e.type}[${text.slice(e.start, e.end)}]`)).toEqual(['PERSON[HONCHARENKO]']);
  });
  it("the model's PERSON on a bilingual form's label word is dropped", () => {
    const text = 'Nazwisko/Surname:\nHONCHARENKO';
    const surname = text.indexOf('Surname');
    const ner: Candidate[] = [{ type: 'PERSON', start: surname, end: surname + 'Surname'.length, score: 0.9, source: 'ner' }];
    expect(findEntities(text, ENABLED, ner).map((e) => text.slice(e.start, e.end))).toEqual(['HONCHARENKO']);
  });
  it("the model's PERSON on an English closing is dropped, the name after it kept", () => {
    const text = 'Thanks, Agnieszka';
    const ner: Candidate[] = [{ type: 'PERSON', start: 0, end: 6, score: 0.9, source: 'ner' }];
    expect(findEntities(text, ENABLED, ner).map((e) => text.slice(e.start, e.end))).toEqual(['Agnieszka']);
  });
  it('a surname with an initial reads as a name; a word with a letter after "Sala:" is a role value only with a capital', () => {
    expect(readsAsName('Kwaśny T.')).toBe(true);
    expect(readsAsName('J. Zawada')).toBe(true);
    expect(readsAsName('T.')).toBe(false);
    expect(readsAsName('bardzo dobrze')).toBe(false);
  });
  it('common-word surnames after "pan": nominative surnames, not adverbs or titles', () => {
    for (const w of ['sobota', 'grabiec', 'zawada']) expect(isLexiconSurnameNominative(w), w).toBe(true);
    for (const w of ['tutaj', 'tylko', 'nadal', 'major', 'hrabina', 'sobocie']) expect(isLexiconSurnameNominative(w), w).toBe(false);
  });
});
