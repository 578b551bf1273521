// Round 2 of made-up real-world Polish texts through the whole detection path (same harness as
// real-world-probes.test.ts), in styles round 1 did not cover: surnames alone in inflected lowercase chat,
// unpunctuated speech transcripts, ALL CAPS court letters, e-mail headers, titled signatures, lists,
// TSV/CSV rows, JSON-ish form dumps, SMS, vocatives and diminutives, hyphenated surnames, English inside
// Polish chat, typos, identifiers typed with spaces, dashes, dots and look-alike letters. Identifiers have
// valid checksums (eval/pii/values.ts generators). Addresses, dates of birth and plates are off by default
// and so are not listed. Clean lines may lose at most TAG_BUDGET words to tags.
import { describeRealWorldProbes } from './real-world-probe-suite.js';

/** [text, values that must not reach the provider]. */
const PROBES: Array<[string, string[]]> = [
  // surnames alone in lowercase chat, inflected
  ['daj znac kowalczykowi ze spotkanie przesuniete', ['kowalczykowi']],
  ['szef kazal przekazac raport zielinskiemu do piatku', ['zielinskiemu']],
  ['widziales sie z jankowska? mowila cos o premii', ['jankowska']],
  ['pani szymanska z kadr prosi o zwolnienie lekarskie', ['szymanska']],
  ['kaminski znowu sie spoznil, trzeci raz w tym tygodniu', ['kaminski']],
  ['umowilem sie z panem lewandowskim na 15', ['lewandowskim']],
  // unpunctuated speech transcripts
  ['dzien dobry nazywam sie roman pietrzykowski dzwonie bo mam problem z fakturą', ['pietrzykowski']],
  ['no i wtedy pani bozena kwiatkowska powiedziala ze nie przyjmie reklamacji', ['kwiatkowska']],
  ['tak tak to ja henryka sobolewska mieszkam tu od lat', ['sobolewska']],
  ['eee moje nazwisko to gorski przez o kreskowane gorski tadeusz', ['gorski tadeusz']],
  ['prosze zapisac numer telefonu szescset dwa trzy cztery piec szesc siedem osiem dziewiec czyli 602 345 678', ['602 345 678']],
  ['mowi marianna zawadzka z urzedu gminy w sprawie decyzji', ['zawadzka']],
  // ALL CAPS legal letters and court headers
  ['POWÓD: JAN KOWALSKI ZAM. UL. SZKOLNA 4 M. 2, 00-123 WARSZAWA\nPOZWANY: ADAM NOWAK ZAM. UL. LEŚNA 8, 30-001 KRAKÓW', ['KOWALSKI', 'NOWAK']],
  ['SĄD REJONOWY DLA WARSZAWY-MOKOTOWA\nWNIOSKODAWCZYNI: KRYSTYNA MALINOWSKA\nUCZESTNIK: PIOTR MALINOWSKI', ['MALINOWSKA', 'MALINOWSKI']],
  ['PEŁNOMOCNIK POWODA: ADW. MAREK OLSZEWSKI, KANCELARIA ADWOKACKA', ['OLSZEWSKI']],
  ['OSKARŻONY STANISŁAW KOZIOŁ S. JANA I MARII, PESEL 03232637112', ['KOZIOŁ', '03232637112']],
  ['DŁUŻNIK: GRAŻYNA WŁODARCZYK, PESEL: 03291887781, WIERZYCIEL: BANK S.A.', ['WŁODARCZYK', '03291887781']],
  ['UPOWAŻNIAM PANA KRZYSZTOFA DUDĘ DO ODBIORU MOICH DOKUMENTÓW', ['DUDĘ']],
  // addresses without diacritics (names only; addresses are off by default)
  ['adres do wysylki: ewelina szczepanska os. slowackiego 12 m. 4 lodz', ['szczepanska']],
  ['odbior: al. niepodleglosci 200 kl. B m. 15, zenon pawlak', ['pawlak']],
  ['paczka dla p. jolanty maciejewskiej ul. dluga 5/7 gdansk', ['maciejewskiej']],
  // identifiers typed with spaces, dashes, dots, look-alikes
  ['pesel: 810 427 224 73', ['810 427 224 73']],
  ['moj pesel to 6908-2193-772', ['6908-2193-772']],
  ['PESEL 99.03.18.21207', ['99.03.18.21207']],
  ['pesel 57O31349343 (chyba z literowka)', ['57O31349343']],
  ['tel 6O1 2l2 343', ['6O1 2l2 343']],
  ['zadzwon 509.876.543 po 17', ['509.876.543']],
  ['numer: +48-22-555-66-77', ['555-66-77']],
  ['57110338075 to moj pesel', ['57110338075']],
  ['konto PL39 1050-1118-1205-0070-9314-2224', ['1050-1118-1205-0070-9314-2224']],
  ['rachunek 96 1090 1084 4563 1425 0971 7726 tytul: czynsz', ['96 1090 1084 4563 1425 0971 7726']],
  ['dowod cfo 519109', ['cfo 519109']],
  ['dowód osobisty nr CPY-148633', ['CPY-148633']],
  ['paszport nr sx 2029312', ['sx 2029312']],
  ['nip: 764 803 67 19', ['764 803 67 19']],
  ['regon 920-448-748', ['920-448-748']],
  ['karta 4269 8024 7247 9291 exp 12/27', ['4269 8024 7247 9291']],
  // typos in names
  ['Pozdrawiam, Katarzna Michalak', ['Michalak']],
  // hyphenated surnames
  ['Pani Agata Nowak-Jeziorańska przesłała wniosek.', ['Nowak', 'Jeziorańska']],
  ['spotkanie z anna kowalska-mazur jutro o 9', ['kowalska-mazur']],
  ['Wyrok w sprawie z powództwa Ewy Zielińskiej-Bąk', ['Zielińskiej-Bąk']],
  // English inside Polish chat
  ['meeting with John Smith i Pawłem Kołodziejem przesunięty na jutro', ['Smith', 'Kołodziejem']],
  ['can you cc Magda Grabowska? ona ogarnia fakturki', ['Grabowska']],
  ['my name is Bartosz Sikorski, I need help z umową najmu', ['Sikorski']],
  // diminutives and vocatives
  ['Kasiu, prześlij mi proszę numer do Zdzisia Kalinowskiego', ['Kalinowskiego']],
  ['Panie Tomaszu Wróblewski, uprzejmie przypominam o terminie', ['Wróblewski']],
  ['Pani Jadziu, czy Pani Marczak już wróciła z urlopu?', ['Marczak']],
  ['siema Kubuś, tu Mateusz Czerwiński z 3b', ['Czerwiński']],
  // e-mail headers
  ['Od: Dorota Kubacka <d.kubacka@urzad.gov.pl>\nDo: Tomasz Rybak <t.rybak@firma.pl>\nDW: Iwona Lisowska\nTemat: wniosek', ['Kubacka', 'd.kubacka@urzad.gov.pl', 'Rybak', 't.rybak@firma.pl', 'Lisowska']],
  ['From: Paweł Jasiński\nSent: Monday\nTo: Kamil Żuraw\nSubject: RE: oferta', ['Jasiński', 'Żuraw']],
  ['W dniu 12.03.2024 o 10:15 Adrian Mikołajczyk <adrian.m@wp.pl> napisał:', ['Mikołajczyk', 'adrian.m@wp.pl']],
  // signatures with titles
  ['Z wyrazami szacunku\ndr hab. inż. Leszek Wasilewski, prof. PW\nKatedra Mechaniki', ['Wasilewski']],
  ['--\nmgr inż. Renata Kaczorowska\nKierownik Projektu\nkom. 608 222 111', ['Kaczorowska', '608 222 111']],
  ['Pozdrawiam serdecznie\nlek. dent. Jacek Ziółkowski', ['Ziółkowski']],
  // bulleted lists of employees
  ['Lista obecności:\n- Kowalczyk Anna\n- Wrona Piotr\n- Szewczyk Marta', ['Kowalczyk', 'Wrona', 'Szewczyk']],
  ['Zespół:\n• Bogusław Stachowiak – kierownik\n• Edyta Urbańska – księgowa', ['Stachowiak', 'Urbańska']],
  ['1) Sowa Jerzy\n2) Piątek Halina\n3) Kurek Damian', ['Sowa', 'Piątek', 'Kurek']],
  // TSV / CSV
  ['imie\tnazwisko\tpesel\nAnna\tWalczak\t03232637112', ['Walczak', '03232637112']],
  ['nazwisko;imie;telefon\nGórski;Marek;601222333\nLis;Ewa;502111444', ['Górski', '601222333', 'Lis', '502111444']],
  ['"Jakub","Pawlikowski","jakub.pawlikowski@gmail.com"', ['Pawlikowski', 'jakub.pawlikowski@gmail.com']],
  // JSON-ish form dumps
  ['{"imie":"anna","nazwisko":"kwiatkowska","pesel":"99031821207"}', ['kwiatkowska', '99031821207']],
  ["{'first_name': 'Marek', 'last_name': 'Dziedzic', 'phone': '+48 600 123 456'}", ['Dziedzic', '600 123 456']],
  ['name=Wojciech Krupa&email=w.krupa@o2.pl&tel=698111222', ['Krupa', 'w.krupa@o2.pl', '698111222']],
  // SMS
  ['SMS od 605443221: Czesc tu Ola Banasiak, oddzwon pls', ['605443221', 'Banasiak']],
  ['Kurier: paczka dla ZBIGNIEW SZCZEPANIAK bedzie dzis 14-16', ['SZCZEPANIAK']],
  ['mamo to ja monika nowy numer 512 909 808 zapisz', ['512 909 808']],
  // dates of birth with names
  ['Jan Kowalczyk, ur. 03.04.1975 w Radomiu', ['Kowalczyk']],
  ['urodzona 12 maja 1990 r. Marta Jasińska, córka Tadeusza', ['Jasińska']],
  ['Data ur.: 1988-11-02  Imię i nazwisko: Patryk Wesołowski', ['Wesołowski']],
  // handles in gaming / social contexts
  ['dodaj mnie na steamie: xXdarkslayer_pl99Xx', ['xXdarkslayer_pl99Xx']],
  ['moj tiktok @kasia.mazur.official', ['kasia.mazur.official']],
  ['nick w lolu: KrzysiekPro2005, graj ze mna', ['KrzysiekPro2005']],
  ['twitter.com/piotrwojcik_pl i ig: p.wojcik.foto', ['piotrwojcik_pl', 'p.wojcik.foto']],
  // more chat, forms and transcripts
  ['ok dzieki, to przelej na 69 1140 3653 6252 4518 5351 5254 i daj znac', ['69 1140 3653 6252 4518 5351 5254']],
  ['DANE KLIENTA: ELŻBIETA GRZELAK-NOWICKA, TEL. 609 800 700, DOWÓD ECS 809036', ['GRZELAK', 'NOWICKA', '609 800 700', 'ECS 809036']],
  ['hi, this is Aleksandra Pietrzak from the Warsaw office, pisze w sprawie faktury', ['Pietrzak']],
  ['Agent: pesel poproszę\nKlient: zero trzy dwa dwa... 03222637112? nie, 03232637112', ['03232637112']],
  ['Zgłaszający: Sebastian Kruk, nr tel.: 511-222-333, e-mail: s.kruk@gmail.com', ['Kruk', '511-222-333', 's.kruk@gmail.com']],
  ['Szanowna Pani Profesor Wiśniewska,\nuprzejmie proszę o przesunięcie terminu egzaminu.', ['Wiśniewska']],
  ['ja i wiktor zalewski bedziemy o 18 pod galeria', ['zalewski']],
  // a lower-case surname alone that is also a dictionary word, which running text writes as a name
  // (names-in-practice.txt)
  ['wczoraj gadalem z nowakiem o tej umowie i nic nie wie', ['nowakiem']],
  ['bylam u wisniewskiej po klucze ale jej nie bylo', ['wisniewskiej']],
  ['Karta nr 4858 9534 3582 2460 zastrzeżona w dniu 3.02', ['4858 9534 3582 2460']],
];

/**
 * Known gaps, not asserted: a misspelt first name before a lower-case surname ("z panem tomaszme
 * wojciechowskim", "z krzystofem baranem": the surname is no name by itself, "baran" a common word).
 * They need the model to read lower-case context (retraining on lower-cased text).
 */
const KNOWN_GAPS: string[] = [
  'prosze o kontakt z panem tomaszme wojciechowskim',
  'rozmawiałam z krzystofem baranem w sprawie grafiku',
];

/** Texts with no personal data of a default type: at most TAG_BUDGET values may be tagged, all else untouched. */
const CLEAN: string[] = [
  'kupilem nowy telefon samsung galaxy s23 i iphone 15 pro, ktory lepszy?',
  'Kowal wykuł podkowę, a młynarz zmielił mąkę.',
  'Zrobiłem na obiad pierogi ruskie i barszcz biały.',
  'W maju i czerwcu biuro pracuje krócej, w lipcu normalnie.',
  'krakowska kiełbasa i warszawska starówka to klasyka',
  'PROSZĘ O ZESTAWIENIE KOSZTÓW ZA IV KWARTAŁ 2024 R. W PODZIALE NA DZIAŁY.',
  'mam zamówienie nr 4587-221-09 i kod rabatowy WIOSNA2024',
  'zmień wersję node na 20.11.1 i odpal npm run build',
  'Lis przebiegł przez drogę, a sowa siedziała na gałęzi.',
  'ustawa z dnia 26 czerwca 1974 r. Kodeks pracy (Dz.U. 2023 poz. 1465)',
  'Spotkanie rady nadzorczej w Poznaniu, potem kolacja w Gdańsku.',
  'cena 1299 zł brutto, dostawa 2-3 dni robocze, gwarancja 24 mies.',
  'Przepis: 2 szklanki mąki, 3 jajka, szczypta soli, 250 ml mleka.',
  'proszę przetłumacz na angielski: Dziękujemy za zgłoszenie, odpowiemy wkrótce.',
];
const TAG_BUDGET = 2;

describeRealWorldProbes('real-world probes, round 2', { probes: PROBES, knownGaps: KNOWN_GAPS, clean: CLEAN, tagBudget: TAG_BUDGET });
