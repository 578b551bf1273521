// Round 15, written from the kinds of leak the twelfth held-out set showed (made-up examples; the set is now spent),
// through the whole detection path (same harness as real-world-probes.test.ts): handles in gamers' lists, after a
// platform's name and a space, in a streaming site's link and after an account's word with no colon; OCR misreadings
// of "1" for "Ł"/"L", "5" for "S", "0" inside a mixed-case word and letters inside a phone's digits; a name's label
// alone on its line over its value; a form dictated in lower case; "Z DOMU" in capitals; a common noun as a surname in
// a slot only a surname fills (after "pan"/"pani" and a first name, in a declaration after "ja,", before a
// filiation); a phone after a word about another number in an earlier sentence, and under a CSV's phone column; a
// family firm named after a town that is also a surname. Clean texts: code fields, product codes, roles after a name,
// an institution in capitals after "z domu", a heading over an instruction.
import { describe, expect, it } from 'vitest';
import { findEntities } from '../../src/pii/anonymize.js';
import { repairOcrCapitals } from '../../src/pii/ocr-capitals.js';
import { DEFAULT_ENABLED_TYPES, SETTING_TO_ENTITIES } from '../../src/pii/types.js';
import { describeRealWorldProbes } from './real-world-probe-suite.js';

/** [text, values that must not reach the provider]. */
const PROBES: Array<[string, string[]]> = [
  // handles: a gamers' list, a platform's name and a space, a streaming link, an account's word without a colon
  ['ekipa na turniej: xXsowaXx, borsuk_pl, Dzik88 i MartaGG. gramy w piątek', ['xXsowaXx', 'borsuk_pl', 'Dzik88', 'MartaGG']],
  ['szukam ludzi do rankedów, piszcie na discordzie: lisek_99 albo steam pierog_pl', ['lisek_99', 'pierog_pl']],
  ['oglądajcie mnie na twitch.tv/kawka_gra i kick.com/kawka_gra', ['kawka_gra']],
  ['Zgłoszenie: konto mwrona zablokowane po trzech błędnych hasłach', ['mwrona']],
  // OCR: "1" for "Ł", "5" for "S", "0" in a mixed-case word, letters among a phone's digits
  ['Nazwisko / Surname\nWR0NA\nImiona / Given names\nMIROS1AW', ['WR0NA', 'MIROS1AW']],
  ['Z1eceniodawca: 5tanisław Kr0l, PE5EL 85050865407', ['5tanisław', 'Kr0l', '85050865407']],
  ['Wnioskodawca: Maria Dudek\nte1. 6O2 118 905', ['Maria', 'Dudek', '6O2 118 905']],
  // a name's label alone on its line
  ['NAZWISKO\nKOZA\nIMIĘ\nHALINA', ['KOZA', 'HALINA']],
  // a form dictated in lower case
  ['zapisz dane imie zofia nazwisko mróz telefon później', ['zofia', 'mróz']],
  // "Z DOMU" in capitals
  ['ZGŁASZAM ZMIANĘ NAZWISKA: ANNA LIS (Z DOMU SOWA)', ['ANNA', 'LIS', 'SOWA']],
  // a common noun as a surname after "pan"/"pani" and a first name, in a declaration, before a filiation
  ['dzwonił pan tadeusz kruk z hurtowni, oddzwonić jutro', ['tadeusz', 'kruk']],
  ['JA, ROMAN ZIMA, LEGITYMUJĄCY SIĘ DOWODEM OSOBISTYM', ['ROMAN', 'ZIMA']],
  ['zatrzymano: Kasza Piotr, s. Henryka, lat 34', ['Kasza', 'Piotr']],
  // a phone after a word about another number in an earlier sentence; a CSV's phone column
  ['Kto podpisał umowę?\nOdpowiedź: pani Ewa Nowak, 601 442 908.', ['601 442 908']],
  ['imie;nazwisko;pesel;telefon\nJan;Lis;85050865407;512847300', ['512847300']],
  ['imie,nazwisko,pesel,telefon\nJan,Lis,85050865407,512847300', ['512847300']],
  // a family firm named after a town that is also a listed surname
  ['Umowa z firmą Kowal i Synowie sp. z o.o.', ['Kowal']],
];

/** Realistic texts with no person and no identifier of a default type. */
const CLEAN: string[] = [
  'Kolumny tabeli: user_id, created_at i email_addr; zespół gra w piłkę w piątki.',
  'Na streamie porównanie: model XR500, ZX10R i CBR600RR, gramy od 20.',
  'Dzieci z DOMU DZIECKA pojechały na wycieczkę.',
  'Imię\nWpisz swoje imię drukowanymi literami.',
  'konto bankowe zablokowane, konto premium aktywne, steam promocja trwa',
  'Faktura nr 512345678 z dnia 3 marca, numer polisy 784 302 611.',
];

describeRealWorldProbes('real-world probes, round 15 (handle lists, OCR digits, labels over values, dictated forms, surname slots, phone columns)', { probes: PROBES, clean: CLEAN });

const ENABLED = new Set(DEFAULT_ENABLED_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s]));
const spans = (text: string): string[] => findEntities(text, ENABLED).map((e) => text.slice(e.start, e.end));

describe('round 15: what each rule takes and leaves', () => {
  it('after "pan"/"pani" and a first name, a noun is the surname; a word of time, a verb, a role or kin is not', () => {
    expect(spans('pan marek kura')).toEqual(['marek kura']);
    expect(spans('pani ola dzisiaj nie przyjdzie')).toEqual(['ola']);
    expect(spans('pan marek powiedział')).toEqual(['marek']);
    expect(spans('pani ewa kierowniczka')).toEqual(['ewa']);
    expect(spans('pani ola sąsiadka')).toEqual(['ola']);
  });
  it('a dictated pair needs a first name after "imię"', () => {
    expect(spans('imie anna nazwisko zima')).toEqual(['anna', 'zima']);
    expect(spans('podaj imię i nazwisko klienta')).toEqual([]);
    expect(spans('imie ola nazwisko po mamie')).toEqual(['ola']);
  });
  it('a list of handles needs one with "_" and a gaming or social word', () => {
    expect(spans('team: kruk_lol, Sowa99 i BasiaPL')).toEqual(['kruk_lol', 'Sowa99', 'BasiaPL']);
    expect(spans('modele: XR500, ZX10R i CBR600RR')).toEqual([]);
    expect(spans('kolumny: user_id, created_at i email_addr')).toEqual([]);
  });
  it('OCR: a "1" in capitals is read as the letter that makes a name, letters between digits as digits', () => {
    expect(repairOcrCapitals('WIES1AW KOZ1OŁ PE5EL')).toBe('WIESŁAW KOZIOŁ PESEL');
    expect(repairOcrCapitals('te1. 5O9 249 552')).toBe('tel. 509 249 552');
    expect(repairOcrCapitals('5ylwester Kr0l')).toBe('Sylwester Krol');
    expect(repairOcrCapitals('model X1O, plik')).toBeNull();
  });
  it('a word about another number vetoes a phone in its own sentence only, and the label line before a colon is its sentence', () => {
    expect(spans('Nr zamówienia:\n512345678')).toEqual([]);
    expect(spans('Numer polisy to 784 302 611.')).toEqual([]);
  });
});
