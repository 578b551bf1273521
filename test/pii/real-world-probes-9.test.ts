// Round 9 of made-up real-world texts through the whole detection path (same harness as
// real-world-probes.test.ts): classes seen to leak on unseen text — a family named by its plural surname after a
// preposition ("u Kowalczyków", "od Wiśniewskich"), a chat writer's name after "ja," or "tu" ("ja, kuba,
// potwierdzam"), a Vietnamese name written given names first ("Thi Lan Nguyen"), a sole trader's name inside the
// firm's name ("Usługi Remontowe Jan Kowal", "Firma Handlowa ZIĘBA"), and logins after a workplace or gaming
// platform ("MS Teams: jkowalski", "Steam - darkwolf1987") or in gaming chat ("gg wp xXSniperXx"). First names the
// model misses in a list of people are read after resolution (person-list-mates.ts) and tested on spans below.
// Clean texts hold the look-alikes: peoples and common nouns in the plural after a preposition, "ja,"/"tu" before
// ordinary words, firm names of places and adjectives, ordinary words after a platform's name, and a catalogue of
// furniture named like people.
import { describe, expect, it } from 'vitest';
import { findEntities } from '../../src/pii/anonymize.js';
import { personListMates } from '../../src/pii/person-list-mates.js';
import { DEFAULT_ENABLED_TYPES, SETTING_TO_ENTITIES } from '../../src/pii/types.js';
import type { Candidate } from '../../src/pii/types.js';
import { describeRealWorldProbes } from './real-world-probe-suite.js';

/** [text, values that must not reach the provider]. */
const PROBES: Array<[string, string[]]> = [
  // a family's plural surname
  ['Byłam wczoraj u Kowalczyków na grillu, było super.', ['Kowalczyków']],
  ['impreza u nowaków w sobotę, wpadasz?', ['nowaków']],
  ['Dostałam paczkę od Wiśniewskich z Kanady.', ['Wiśniewskich']],
  ['Z Kowalskimi jedziemy nad morze w lipcu.', ['Kowalskimi']],
  ['Nowakowie przyjechali wczoraj wieczorem.', ['Nowakowie']],
  ['jedziemy do kaczmarków na święta', ['kaczmarków']],
  ['U NOWAKÓW BYŁO GŁOŚNO DO RANA', ['NOWAKÓW']],
  ['Święta spędzamy u Kaczmarków, a sylwestra u Wróblów.', ['Kaczmarków', 'Wróblów']],
  ['u zielinskich wszystko ok?', ['zielinskich']],
  // a chat writer's own name
  ['ja, kuba, wrzucam raport do folderu', ['kuba']],
  ['ja, mati, potwierdzam obecność', ['mati']],
  ['hej tu zosia, mam pytanie o grafik', ['zosia']],
  ['cześć, tu Kuba z IT, zresetuję ci hasło', ['Kuba']],
  ['siema tutaj ola! oddzwonię później', ['ola']],
  // Vietnamese given names first
  ['Thi Lan Nguyen przyjdzie jutro po odbiór.', ['Thi', 'Lan', 'Nguyen']],
  ['Van Hung Tran zadzwonił rano w sprawie umowy.', ['Van', 'Hung', 'Tran']],
  ['Umówiona jest Thi Huong Pham na 10:00.', ['Thi', 'Huong', 'Pham']],
  ['Duc Anh Nguyen nie przyszedł na zmianę.', ['Duc', 'Anh', 'Nguyen']],
  ['ZGŁOSZENIE: THI MAI LE, POKÓJ 4', ['THI', 'MAI', 'LE']],
  // the owner's name in a sole trader's firm
  ['Faktura od Usługi Remontowe Jan Kowal, termin 14 dni.', ['Jan Kowal']],
  ['PHU Nowak Zbigniew, ul. Polna 3', ['Nowak', 'Zbigniew']],
  ['Firma Transportowa KOWALCZYK wystawiła fakturę.', ['KOWALCZYK']],
  ['Firma Handlowa ZIĘBA, Radom', ['ZIĘBA']],
  ['Usługi Ogólnobudowlane Sowa Marek', ['Sowa', 'Marek']],
  ['Zakład Stolarski WRÓBEL Tomasz zaprasza.', ['WRÓBEL', 'Tomasz']],
  ['Zakład Fryzjerski Beata Wróbel zaprasza.', ['Beata', 'Wróbel']],
  // logins after a platform, handles in gaming chat
  ['MS Teams: jkowalski', ['jkowalski']],
  ['Teams: anowak, pokój 204', ['anowak']],
  ['Steam - darkwolf1987', ['darkwolf1987']],
  ['Slack: @jan.k', ['jan.k']],
  ['Skype: live:kowalski.jan', ['kowalski.jan']],
  ['Xbox Live: MrKowal88', ['MrKowal88']],
  ['Battle.net: Wilk#2231', ['Wilk#2231']],
  ['gg wp xXSniperXx', ['xXSniperXx']],
  ['gg ez noob_master69', ['noob_master69']],
  ['GG WP ProGamer2000', ['ProGamer2000']],
];

/** Realistic texts with no person and no identifier of a default type. */
const CLEAN: string[] = [
  'Spotkanie u Polaków i Czechów odbędzie się w Pradze.',
  'W domach u wilków i lisów jest ciasno, mówi leśniczy.',
  'Zespół złożony z Niemców i Austriaków wygrał, rozmowa ze Szwedami o cenach trwa.',
  'Ministerstwo do Spraw Kombatantów wydało komunikat.',
  'Mamy dużo do zrobienia z kolegami i dla przyjaciół.',
  'Wrócili do Lisów, do naszej wsi pod Radomiem.',
  'Mamy wspólną granicę z Węgrami, rozmowy z Ukraińcami i Armenami trwają.',
  'mieszkal we Wloszczowie, potem w Mragowie',
  'ja, jednak, uważam inaczej',
  'ja, oczywiście, się zgadzam',
  'tu jest fajnie, wracamy za rok',
  'Sklep Żabka jest otwarty do 23.',
  'Firma Handlowa Polska ogłosiła przetarg.',
  'Usługi Remontowe Kraków, tanio i szybko.',
  'Firma Transportowa ma nowe auta.',
  'Usługi Budowlane i Remontowe, wyceny gratis.',
  'Zakład Pogrzebowy Hades, całodobowo.',
  'Teams: spotkanie o 10 w sali B',
  'Steam - promocja na gry do niedzieli',
  'Zoom: https://zoom.us/j/123456',
  'Slack: kanał #general',
  'Jira: PROJ-123 do poprawy',
  'Teams - zaktualizowano aplikację',
  'Epic Games: darmowe gry co tydzień',
  'wp.pl to portal, rip mój internet',
  'nazwa;cena;kolor\nStefan;499;biały\nBilly;299;dąb\nIngrid;1299;szary',
  'Nazwa produktu | Cena | Wymiary\nStefan | 199 zł | 45x50\nIngrid | 899 zł | 120x60',
];

describeRealWorldProbes('real-world probes, round 9 (family plurals, chat self-names, Vietnamese given-first, firm owners, platform logins)', { probes: PROBES, clean: CLEAN });

/** The spans the rules find in a text with a new account's default types, as "TYPE[value]". */
function spans(text: string): string[] {
  const enabled = new Set(DEFAULT_ENABLED_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s]));
  return findEntities(text, enabled).map((e) => `${e.type}[${text.slice(e.start, e.end)}]`);
}

/** The list mates personListMates adds when the model found `found` in `text`. */
function mates(text: string, found: string[]): string[] {
  const accepted: Candidate[] = found.map((n) => ({ type: 'PERSON', start: text.indexOf(n), end: text.indexOf(n) + n.length, score: 0.9, source: 'ner' }));
  return personListMates(text, accepted).map((c) => text.slice(c.start, c.end));
}

describe('round 9 rules: what each span covers', () => {
  it('a first name the model missed in a list of people joins it', () => {
    expect(mates('Byli Marek Zieliński, Ania i Kuba Nowak', ['Marek Zieliński', 'Kuba Nowak'])).toEqual(['Ania']);
    expect(mates('na spotkaniu: Tomasz Wrona, kuba, Iza Mróz', ['Tomasz Wrona', 'Iza Mróz'])).toEqual(['kuba']);
    expect(mates('Spotkali się Ania i Jan Kowalski.', ['Jan Kowalski'])).toEqual(['Ania']);
    expect(mates('Przyszli Jan Kowalski i Ola Lis.', ['Jan Kowalski'])).toEqual(['Ola Lis']);
    expect(mates('kto przyjdzie: MAJA, OLA, KUBA', ['OLA', 'KUBA'])).toEqual(['MAJA']);
  });
  it('a word after a person that is no list item, or a name that is a word next to one person, stays', () => {
    expect(mates('Marek Zieliński i ala ma kota', ['Marek Zieliński'])).toEqual([]);
    expect(mates('Jan Kowalski i maja wakacje', ['Jan Kowalski'])).toEqual([]);
    expect(mates('Jan Kowalski, ale Anna Nowak nie', ['Jan Kowalski', 'Anna Nowak'])).toEqual([]);
    expect(mates('Jan Kowalski oraz kierownik', ['Jan Kowalski'])).toEqual([]);
    expect(mates('Zgłosił Jan Kowalski, a marek nie wrócił', ['Jan Kowalski'])).toEqual([]);
    expect(mates('obraz św. św. Anny i Joachima z ok. 1640', ['Joachima'])).toEqual([]);
  });
  it('a Vietnamese name written given names first is one span', () => {
    expect(spans('Thi Lan Nguyen przyjdzie')).toEqual(['PERSON[Thi Lan Nguyen]']);
    expect(spans('Van Hung Tran zadzwonił')).toEqual(['PERSON[Van Hung Tran]']);
    expect(spans('Long Do nie wiem')).toEqual([]);
    expect(spans('Le Monde pisze o tym')).toEqual([]);
  });
  it('the owner in a firm name: first name and surname in either order', () => {
    expect(spans('PHU Nowak Zbigniew')).toEqual(['PERSON[Nowak Zbigniew]']);
    expect(spans('Zakład Stolarski WRÓBEL Tomasz')).toEqual(['PERSON[WRÓBEL Tomasz]']);
    expect(spans('Firma Handlowa Polska')).toEqual([]);
  });
  it('a platform login is the whole handle, a Skype id with its prefix', () => {
    expect(spans('Skype: live:kowalski.jan')).toEqual(['USERNAME[live:kowalski.jan]']);
    expect(spans('gg wp xXSniperXx')).toEqual(['USERNAME[xXSniperXx]']);
    expect(spans('gg wp Marek')).toEqual(['PERSON[Marek]']);
  });
  it('a family plural is one word after a preposition', () => {
    expect(spans('byłam u Kowalczyków')).toEqual(['PERSON[Kowalczyków]']);
    expect(spans('spotkanie u Polaków')).toEqual([]);
    expect(spans('od Polskich Kolei Państwowych')).toEqual([]);
  });
});
