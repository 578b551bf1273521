// Round 3 of made-up real-world Polish texts through the whole detection path (same harness as rounds 1
// and 2), in conversational styles they did not cover: chat, messenger and SMS lines, ASR-like call
// transcripts (no punctuation, all lowercase, numbers read digit by digit), support tickets and comments,
// typed without Polish diacritics, in lowercase or shouted in capitals. New here: first names alone in every
// grammatical case and as diminutives ("u kasi", "powiedz markowi", "z tomkiem", "panie zbyszku"),
// self-introductions with a first name only ("tu jasiek", "z tej strony ..."), family members named ("moja
// corka zosia"), lowercase surnames after a naming word, identifiers typed digit by digit after their keyword,
// names inside casual addresses. Identifiers have valid checksums (eval/pii/values.ts generators); addresses
// are off by default and so are not listed. Clean lines (words that are also names: "wiosna", "roza",
// "maj", "nadzieja", "pola") must come back untouched.
import { describeRealWorldProbes } from './real-world-probe-suite.js';

/** [text, values that must not reach the provider]. */
const PROBES: Array<[string, string[]]> = [
  // self-introductions with a first name only, lowercase, no diacritics, caps
  ['z tej strony grazyna pietrzak, dzwonie w sprawie zamowienia', ['grazyna', 'pietrzak']],
  ['tu jasiek, oddzwon jak mozesz', ['jasiek']],
  ['mam na imie malgosia i mam pytanie o dostawe', ['malgosia']],
  ['jestem zbyszek, sasiad z gory, zalewa mnie woda', ['zbyszek']],
  ['czesc tu krzysiek z serwisu, pralka juz naprawiona', ['krzysiek']],
  ['siema jestem dorota i szukam mieszkania na wynajem', ['dorota']],
  ['JESTEM HENRYK I CHCE ZLOZYC SKARGE NA KIEROWCE', ['HENRYK']],
  ['HALO TU WIESIEK, GDZIE JEST MOJA PACZKA???', ['WIESIEK']],
  ['z tej strony bogumila, prosze o kontakt', ['bogumila']],
  // first names alone, inflected, lowercase
  ['bylam wczoraj u kasi i pilysmy kawe', ['kasi']],
  ['znam dorote od przedszkola', ['dorote']],
  ['ide do kina z tomkiem i jego siostra', ['tomkiem']],
  ['rozmawialismy wczoraj o jance, bardzo sie zmienila', ['jance']],
  ['panie zbyszku, kiedy bedzie gotowe auto?', ['zbyszku']],
  ['pani grazynko prosze podpisac odbior', ['grazynko']],
  ['przekaz pozdrowienia dla krzysia', ['krzysia']],
  ['daj znac wojtkowi ze faktura przyszla', ['wojtkowi']],
  ['spotkalam sie z agnieszka w galerii', ['agnieszka']],
  ['zapytaj michala czy ma klucze', ['michala']],
  ['ja i magda bedziemy o 8', ['magda']],
  ['gratulacje dla bartka z okazji slubu', ['bartka']],
  // family members and people named by their role
  ['moja corka zosia ma goraczke od wczoraj, co robic', ['zosia']],
  ['moj maz rysiek pracuje na zmiany', ['rysiek']],
  ['syn kuba ma 7 lat i nie chce czytac', ['kuba']],
  ['tesciowa halina znowu przyjezdza na swieta', ['halina']],
  ['moj brat lukasz szuka pracy w it', ['lukasz']],
  ['corka mojej siostry weronika zdaje w tym roku mature', ['weronika']],
  ['jutro jade do babci heli na wies', ['heli']],
  ['pani kasia z piekarni na rogu jest przemila polecam', ['kasia']],
  ['swietna obsluga, pan mariusz doradzil super telewizor', ['mariusz']],
  ['tak to ja pani jolanta z ksiegowosci', ['jolanta']],
  ['ticket #4412: klientka wanda z lodzi zglasza brak zwrotu', ['wanda']],
  // lowercase surnames after a naming word
  ['kierownik nazywa sie sobczak i jest niemily', ['sobczak']],
  ['byl u nas pan hubert z firmy, nazwisko chyba ostrowski', ['hubert', 'ostrowski']],
  ['zglaszam reklamacje, nazwisko: kalinowska', ['kalinowska']],
  ['na drzwiach bylo nazwisko jarosz, ale nikt nie otworzyl', ['jarosz']],
  ['sasiadka pani zdunek skarzy sie na halas', ['zdunek']],
  ['lekarz prowadzacy to dr wieczorek z trzeciego pietra', ['wieczorek']],
  // ASR-like call transcripts, digits read one by one
  ['dzien dobry ja dzwonie w sprawie mojej mamy ona sie nazywa teresa kowalewska i ma pesel 5 2 0 1 0 5 0 9 0 1 1', ['kowalewska', '52010509011']],
  ['moj numer telefonu to 6 0 1 2 3 4 5 6 7 prosze oddzwonic', ['601234567']],
  ['nip firmy to 2 1 4 8 8 4 2 6 5 6 dziekuje', ['2148842656']],
  ['regon 2 9 1 7 0 9 8 4 0 i to wszystko', ['291709840']],
  ['numer dowodu r r w 4 5 2 8 3 4 prosze sprawdzic', ['rrw452834']],
  ['no wiec tak nazywam sie wieslaw nowicki mieszkam w radomiu', ['nowicki']],
  ['halo halo slychac mnie tu stefan dzwonie z budowy', ['stefan']],
  ['prosze zapisac pesel osiem cztery zero siedem dwa dwa piec dwa piec piec szesc dziekuje', ['osiem cztery zero siedem dwa dwa piec dwa piec piec szesc']],
  ['MOJ TELEFON TO SZESC ZERO JEDEN DWA TRZY CZTERY PIEC SZESC SIEDEM', ['SZESC ZERO JEDEN DWA TRZY CZTERY PIEC SZESC SIEDEM']],
  ['numer karty 4 9 9 7 1 1 6 4 9 7 9 0 7 6 1 9 data waznosci dwanascie dwadziescia siedem', ['4997116497907619']],
  // identifiers after their keyword, typed casually
  ['pesel: 83-05-08-15-132', ['83-05-08-15-132']],
  ['PESEL 9804 1121 363 !!!', ['9804 1121 363']],
  ['iban pl 98 1140 6574 9141 4462 8984 5748', ['98 1140 6574 9141 4462 8984 5748']],
  ['paszport hj 171 32 33', ['hj 171 32 33']],
  ['prawo jazdy nr 24678/72/3992', ['24678/72/3992']],
  ['MOJ PESEL 62060759250 I NIE MAM ZAMIARU GO PODAWAC DRUGI RAZ', ['62060759250']],
  ['sms: oddzwon na 7 9 1 2 2 2 3 3 3 jak najszybciej', ['791222333']],
  // names in casual addresses
  ['mieszkam na mickiewicza 5 m 3 w krakowie, nazywam sie ela borowska', ['borowska']],
  ['wysylka: ul dluga 12/4 gdansk, odbiera pan leszek', ['leszek']],
  ['paczke zostawcie u sasiadki pani basi pod 7', ['basi']],
  // ALL CAPS shouting
  ['DLACZEGO NIKT NIE ODDZWANIA??? CZEKAM OD TYGODNIA!!! JOANNA KRUPA', ['KRUPA']],
  ['POWIEDZCIE TEMU WASZEMU KONSULTANTOWI ADAMOWI ZE JEST NIEKOMPETENTNY', ['ADAMOWI']],
  // typos
  // chat
  ['zgloszenie: uzytkowniczka marzena (dzial kadr) nie moze sie zalogowac', ['marzena']],
  // a first name that is also a dictionary word, after a verb or preposition only: running text writes these
  // forms as names (names-in-practice.txt)
  ['powiedz markowi ze jutro nie przyjde', ['markowi']],
  ['dzwonilam do jadzi ale nie odbiera', ['jadzi']],
  ['widzialem sie z jackiem, mowi ze szef jest wsciekly', ['jackiem']],
  ['KAZ PAWLOWI ODDAC MI PIENIADZE', ['PAWLOWI']],
  // obfuscated e-mail addresses
  ['pisz na jan.kowalski at gmail kropka com', ['jan.kowalski']],
  ['maila mam marta.wrobel(at)wp.pl', ['marta.wrobel']],
  ['adres e-mail: kuba_nowak [malpa] onet.pl', ['kuba_nowak']],
];

/**
 * Known gaps, not asserted (they need the model to read lower-case context, or a rule with too many common
 * words in its way):
 * - a first name alone whose form is also a dictionary word and that the training text never shows, after a
 *   verb or preposition only ("napisal seba"); the forms it writes as names are found ("powiedz markowi",
 *   names-in-practice.txt), and after a self-introduction, honorific or family/role noun all are;
 * - a misspelt first name alone ("krzystof"), and a misspelt first name before a surname that is also a
 *   relational adjective ("grzegosz brzozowski": Brzozów); the typo rule needs a surname-like word after it.
 */
const KNOWN_GAPS: string[] = [
  'lol widziales co napisal seba? xD',
  'dzieki za pomoc krzystof!',
  'grzegosz brzozowski sie nie odzywa od tygodnia',
];

/** Texts with no personal data of a default type: nothing in them may be replaced. */
const CLEAN: string[] = [
  'wiosna w tym roku przyszla wczesnie',
  'roza w ogrodzie zakwitla na czerwono',
  'w marcu jedziemy w gory, zima byla dluga',
  'kupilem wegiel z bogdanki na zime',
  'spotkajmy sie pod wawelem o 12',
  'maj to najladniejszy miesiac, wiesz?',
  'nadzieja umiera ostatnia jak mowi przyslowie',
  'pola pod miastem zalalo po deszczu',
  'ida na spacer z psem, wroca za godzine',
  'jagody w lesie juz dojrzaly, idziemy zbierac',
  'ZAMKNIJCIE WRESZCIE TE DRZWI BO WIEJE!!!',
  'wiara czyni cuda, ale ja wole plan',
  'kupilam lilie i roze na rynku za 30 zl',
  'lew to krol zwierzat, a sowa jest madra',
  'w sylwestra idziemy na impreze do klubu',
  'nr zamowienia 1 2 3 4 5 6 prosze o status',
  'kod do drzwi 4 3 2 1, pietro 3',
  'jestem zmeczony i ide spac',
  'tu jest za zimno, zamknij okno',
  'mam na imie tak samo jak ty, serio',
  'ile marek samochodow jezdzi po polsce?',
  'dzieci maja wakacje od konca czerwca',
  'mamy nadzieje ze pogoda dopisze',
  // common words that are also names' forms, which running text writes in lower case
  'kot spi na kanapie a lis biega po lesie',
  'kowal podkul konia, a mazur wrocil nad jezioro',
  'baran i koza pasa sie na lace',
];

describeRealWorldProbes('real-world probes, round 3 (conversational)', { probes: PROBES, knownGaps: KNOWN_GAPS, clean: CLEAN });
