// Round 8 of made-up real-world texts through the whole detection path (same harness as
// real-world-probes.test.ts): classes seen to leak on unseen text — a traveller's name as booking systems write it
// ("NOWACKA/JOANNA MRS", "Kowalczyk/Anna Mrs", lists of passengers, names no list has), a first name after a family
// or relation noun in a form the first-name list lacks ("z synem Kacprem", "dziadek Zdzisiu", lower-case chat), a
// Vietnamese name typed in lower case with its given names ("nguyen thu trang", "le thi hoa"), and a bare login after
// an account label that does not say "login" ("Konto w systemie: ewa.dobrowolska", "Account: t.nowak"). Of the set's
// values most leaked at main (24b6fa9) with the rules alone; with this round's rules none (KNOWN_GAPS aside).
// Clean texts hold the look-alikes: pairs of codes with a slash ("TCP/IP", "PLN/EUR", "WRO/WAW", "S/N"), a
// relation noun before a common word ("syn Boży", "córka Właściciela", "synem marnotrawnym"), Polish words after a
// Vietnamese family name, and account states and numbers after "Konto:".
import { describe, expect, it } from 'vitest';
import { findEntities } from '../../src/pii/anonymize.js';
import { DEFAULT_ENABLED_TYPES, SETTING_TO_ENTITIES } from '../../src/pii/types.js';
import { describeRealWorldProbes } from './real-world-probe-suite.js';

/** [text, values that must not reach the provider]. */
const PROBES: Array<[string, string[]]> = [
  // booking names
  ['PAX: NOWACKA/JOANNA MRS, seat 14C', ['NOWACKA', 'JOANNA']],
  ['1. WRZOSEK/PIOTR MR\n2. WRZOSEK/ZUZANNA MISS\n3. WRZOSEK/TYMON CHD\n4. WRZOSEK/ALA INF', ['WRZOSEK', 'PIOTR', 'ZUZANNA', 'TYMON', 'ALA']],
  ['Rezerwacja 6XK2LP: Kowalczyk/Anna Mrs, Kowalczyk/Bartosz Mr', ['Kowalczyk', 'Anna', 'Bartosz']],
  ['Pasażer: ZIELIŃSKI/TOMASZ, lot LO 379 WAW-FRA', ['ZIELIŃSKI', 'TOMASZ']],
  ['Bilet wystawiony na OKONKWO/CHIDI EMEKA MR, klasa ekonomiczna', ['OKONKWO', 'CHIDI', 'EMEKA']],
  ['Proszę zmienić nazwisko w rezerwacji z GRZYB/MARTA MS na GRZYB-LIPSKA/MARTA MS', ['GRZYB', 'MARTA', 'LIPSKA']],
  ['NAME: SZCZEPAŃSKI/KRZYSZTOF\nFLIGHT: LH1347', ['SZCZEPAŃSKI', 'KRZYSZTOF']],
  ['Passengers: Nguyen/Lan Ms and Dubois/Pierre Mr, both on the 7:40 to Lyon.', ['Lan', 'Dubois', 'Pierre']],
  ['W systemie widnieje PAWLAK/EWELINA MRS zamiast PAWLAK/EWA MRS, proszę o korektę.', ['PAWLAK', 'EWELINA']],
  ['Karta pokładowa: MAJEWSKA/WIKTORIA', ['MAJEWSKA', 'WIKTORIA']],
  // a first name after a family or relation noun
  ['Byłam z moim synem Kacprem u ortopedy, ma płaskostopie.', ['Kacprem']],
  ['Kupiłam to dla teściowej Bożenki na imieniny.', ['Bożenki']],
  ['Dziadek Zdzisiu nie odbiera telefonu od rana.', ['Zdzisiu']],
  ['Mój szwagier Zenuś pomoże przy przeprowadzce.', ['Zenuś']],
  ['Wczoraj byliśmy z mężem Arjunem na kolacji u jego rodziców.', ['Arjunem']],
  ['z moim synem kacprem jutro nie przyjdziemy', ['kacprem']],
  ['babcia zdzisia prosi o oddzwonienie', ['zdzisia']],
  ['Zostawiłam klucze u kolegi Mietka, odbierz je po 17.', ['Mietka']],
  ['Pani Nowak zapisała córeczkę Lucię na basen.', ['Lucię', 'Nowak']],
  ['(syn Kacprem) jedzie z nami na obóz', ['Kacprem']],
  ['Mąż Ahmed odbierze dokumenty, bo ja jestem w pracy.', ['Ahmed']],
  ['Przyjechał wujek Gienio z Radomia.', ['Gienio']],
  ['Z SYNEM KACPREM BĘDZIEMY O 9', ['KACPREM']],
  // Vietnamese names in lower case and in capitals
  ['nguyen thu trang nie przyszla dzis do pracy', ['nguyen', 'thu', 'trang']],
  ['dzwonil pham van duc w sprawie faktury', ['pham', 'duc']],
  ['le thi hoa zostawila paczke na recepcji', ['hoa']],
  ['PHAM VAN DUC ODBIERZE ZAMÓWIENIE', ['PHAM', 'DUC']],
  ['umowe podpisze tran thi mai jutro', ['tran', 'mai']],
  ['hoang minh tuan czeka na dole', ['hoang', 'minh', 'tuan']],
  // a bare login after an account label
  ['Konto w systemie: ewa.dobrowolska, ostatnie logowanie 12.03.', ['ewa.dobrowolska']],
  ['Konto: j.kowalczyk\nRola: księgowa', ['j.kowalczyk']],
  ['Użytkownik systemu: anna_w', ['anna_w']],
  ['Account: t.nowak (disabled after 3 failed logins)', ['t.nowak']],
  ['ID użytkownika: mkowalski', ['mkowalski']],
  ['Nazwa konta: piotr_zielinski92', ['piotr_zielinski92']],
  ['KONTO DOMENOWE: M.WISNIEWSKA', ['M.WISNIEWSKA']],
  ['Proszę odblokować konto: k.lewandowski, hasło wygasło wczoraj.', ['k.lewandowski']],
  ['Konto: PL61 1090 1014 0000 0712 1981 2874', ['1090 1014 0000 0712 1981 2874']],
];

/**
 * Known gaps, not asserted: a given name typed in lower case after a relation noun when it is no listed form, not
 * one typo from one and has no diminutive's ending ("z mężem arjunem"); a lower-case Vietnamese given name that is
 * also a common Polish word ("nguyen nam": us).
 */
const KNOWN_GAPS: string[] = [
  'wczoraj bylam z mezem arjunem w kinie',
  'nguyen nam pomoze przy inwentaryzacji',
];

/** Realistic texts with no person and no identifier of a default type. */
const CLEAN: string[] = [
  'Konfiguracja TCP/IP jest w panelu, a kursy PLN/EUR aktualizujemy codziennie.',
  'Prędkość maksymalna 120 km/h, test A/B zakończony, trasa WRO/WAW odwołana.',
  'Pole S/N na tabliczce znamionowej, odpowiedź Y/N w formularzu.',
  'Włącz tryb ON/OFF i sprawdź wejście/wyjście na module I/O.',
  'Usługi B2B/B2C oraz raporty Q1/Q2 są w folderze /home/raporty.',
  'Syn Boży narodził się w Betlejem, jak mówi Ewangelia.',
  'Córka Właściciela kamienicy nie ma tu nic do rzeczy, chodzi o umowę.',
  'Wrócił jak syn marnotrawny, z synem marnotrawnym nikt się nie kłócił.',
  'Rozmawiałam z córką właścicielki sklepu o godzinach otwarcia.',
  'Brat bliźniak przyszedł z mężem razem na zebranie.',
  'Przyszła z mężem Ministra na galę, o czym pisały gazety.',
  'mąż stanu powinien myśleć o następnych pokoleniach',
  'Konto: aktywne',
  'Konto w systemie: zablokowane',
  'Account: premium, renewal on 1 March',
  'Użytkownik: Witam, mam pytanie o fakturę.',
  'Konto: osobiste, bez opłat za przelewy.',
  'Stan konta: 1200 zł, saldo dostępne.',
];

describeRealWorldProbes('real-world probes, round 8 (booking names, relation nouns, lower-case Vietnamese names, account labels)', { probes: PROBES, knownGaps: KNOWN_GAPS, clean: CLEAN });

/** The spans the rules find in a text with a new account's default types, as "TYPE[value]". */
function spans(text: string): string[] {
  const enabled = new Set(DEFAULT_ENABLED_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s]));
  return findEntities(text, enabled).map((e) => `${e.type}[${text.slice(e.start, e.end)}]`);
}

describe('round 8 rules: what each span covers', () => {
  it('a booking name is one span from the surname to the last given name, the title left out', () => {
    expect(spans('1. WRZOSEK/PIOTR MR')).toEqual(['PERSON[WRZOSEK/PIOTR]']);
    expect(spans('OKONKWO/CHIDI EMEKA MR')).toEqual(['PERSON[OKONKWO/CHIDI EMEKA]']);
    expect(spans('Rezerwacja: GRZYBOWSKA/ALICJA MS, GRZYBOWSKI/MAREK MR')).toEqual(['PERSON[GRZYBOWSKA/ALICJA]', 'PERSON[GRZYBOWSKI/MAREK]']);
  });
  it('a slash between codes, units or words is no name', () => {
    for (const text of ['TCP/IP', 'PLN/EUR', 'km/h', 'A/B test', 'WRO/WAW', 'S/N', 'Y/N', 'ON/OFF', 'I/O', 'Pan/Pani', 'TAK/NIE', 'https://example.com/ANNA MR']) {
      expect(spans(text)).toEqual([]);
    }
  });
  it('the words after a lower-case Vietnamese family name that are Polish stay out of its span', () => {
    expect(spans('nguyen ma racje')).toEqual(['PERSON[nguyen]']);
    expect(spans('pham to zrobi')).toEqual(['PERSON[pham]']);
    expect(spans('nguyen thu trang ma racje')).toEqual(['PERSON[nguyen thu trang]']);
    expect(spans('le thi hoa')).toEqual(['PERSON[le thi hoa]']);
    expect(spans('le thi nie wiem')).toEqual([]);
  });
  it('a relation noun takes the name after it, not a common word or the next sentence', () => {
    expect(spans('z moim synem Kacprem')).toEqual(['PERSON[Kacprem]']);
    expect(spans('To mój syn. Tofikiem nazywam psa.')).toEqual([]);
    expect(spans('z synem Nowym')).toEqual([]);
    expect(spans('z mężem wczoraj')).toEqual([]);
    expect(spans('z synem xd')).toEqual([]);
    expect(spans('mamy Windows i Linuxa')).toEqual([]);
  });
  it('an account label takes a login, not a state, an IBAN or a name in words', () => {
    expect(spans('Konto: j.kowalczyk')).toEqual(['USERNAME[j.kowalczyk]']);
    expect(spans('Konto: aktywne')).toEqual([]);
    expect(spans('Konto: PL61 1090 1014 0000 0712 1981 2874')).toEqual(['IBAN_CODE[PL61 1090 1014 0000 0712 1981 2874]']);
    expect(spans('Konto e-mail: jan.kowalski@example.com')).toEqual(['EMAIL_ADDRESS[jan.kowalski@example.com]']);
  });
});
