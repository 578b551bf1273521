// Made-up real-world Polish texts (chat without case or diacritics, ALL CAPS forms, numbered form fields,
// e-mails with signatures, call transcripts, news, CVs, invoices, medical and HR notes) through the whole
// detection path (the worker pool with the NER model, anonymizeRequest) with a new account's default
// settings: each value listed with a text must not reach the provider, in any case, with or without its
// spaces, dashes, dots and brackets. Identifiers have valid checksums (eval/pii/values.ts generators).
// Addresses and dates of birth are off by default and so are not listed; clean lines must come back
// untouched. Known gaps, not asserted: a surname that is a common word, alone, spelled out before its full
// name comes ("Ż-A-K, Żak, Zbigniew Żak").
import { describeRealWorldProbes } from './real-world-probe-suite.js';

/** [text, values that must not reach the provider]. */
const PROBES: Array<[string, string[]]> = [
  // chat
  ['hej tu marek wisniewski, moj pesel 81042722473 a tel 601 234 567', ['marek wisniewski', '81042722473', '601 234 567']],
  ['siema, zadzwon do kasi nowakowskiej pod 0048 512-345-678 😊', ['nowakowskiej', '512-345-678']],
  ['pls przelej na konto 04 1090 5245 1853 5152 5404 2374 dzieki!!', ['04 1090 5245 1853 5152 5404 2374']],
  ['moj mail to tomek.zielinski88@gmail.com pisz smialo', ['tomek.zielinski88@gmail.com']],
  ['ok to jutro o 10, numer do mnie (22) 654 32 10 albo kom 698123456', ['654 32 10', '698123456']],
  ['jestem pawel krawczyk z krakowa i potrzebuje pomocy z umowa', ['krawczyk']],
  ['nr dowodu UAG647247 i pesel 69082193772, sprawdzisz?', ['UAG647247', '69082193772']],
  ['mój login na forum to @kubus_puchatek77, napisz tam', ['kubus_puchatek77']],
  ['wyslij to do agnieszki lewandowskiej prosze 🙏', ['lewandowskiej']],
  ['konto PL37116010337190148934293869 na firme, nip 628-877-17-86', ['PL37116010337190148934293869', '628-877-17-86']],
  ['halo, tu grzegorz brzęczyszczykiewicz, dzwonie w sprawie reklamacji', ['brzęczyszczykiewicz']],
  ['mam na imie zofia a nazwisko dąbrowska, tel +48 501 987 654', ['dąbrowska', '501 987 654']],
  ['nip firmy 9299037198 regon 478892040', ['9299037198', '478892040']],
  ['paszport FT7361733 wazny do 2030', ['FT7361733']],
  ['karta 4196-2643-6662-6628 nie przechodzi', ['4196-2643-6662-6628']],
  ['dzwonil jakis pan kaczmarek, oddzwon na 733-444-555', ['kaczmarek', '733-444-555']],
  ['telefon: +48 (12) 345 67 89 wew. 12', ['345 67 89']],
  ['numer 0 22 628 40 51 jest nieaktualny', ['628 40 51']],
  // ALL CAPS
  ['IMIĘ I NAZWISKO: ANDRZEJ KOWALCZYK, PESEL 99031821207', ['KOWALCZYK', '99031821207']],
  ['WNIOSKODAWCA: MAŁGORZATA WÓJCIK-SZYMAŃSKA, UL. LIPOWA 12/4, 00-950 WARSZAWA', ['WÓJCIK', 'SZYMAŃSKA']],
  ['PROSZĘ O KONTAKT Z PANEM TADEUSZEM MAZUREM POD NUMEREM 600 700 800', ['MAZUREM', '600 700 800']],
  ['NR KONTA: PL26 1050 1023 7412 4586 4074 3169', ['PL26 1050 1023 7412 4586 4074 3169']],
  ['E-MAIL: BOZENA.KRAWCZYK@WP.PL', ['BOZENA.KRAWCZYK@WP.PL']],
  // form fields
  ['Imię: Krzysztof\nNazwisko: Pietrzak\nPESEL: 57031349343\nTel.: 604 555 121', ['Krzysztof', 'Pietrzak', '57031349343', '604 555 121']],
  ['1. Imię i nazwisko: Ewa Jabłońska\n2. Adres: ul. Kwiatowa 7 m. 3, 62-020 Swarzędz\n3. Telefon: 789-012-345', ['Jabłońska', '789-012-345']],
  ['Nazwisko: Szulc  Imię: Roman  Nr dowodu: FZD218589', ['Szulc', 'Roman', 'FZD218589']],
  ['Adres: os. Słoneczne 14/22, 31-950 Kraków', []],
  ['Tel. kom.: 0048 698 765 432\nE-mail: r.szulc@onet.pl', ['698 765 432', 'r.szulc@onet.pl']],
  ['Nazwisko rodowe matki: Górecka', ['Górecka']],
  ['Data urodzenia: 14.03.1981, miejsce urodzenia: Łódź, PESEL 57110338075', ['57110338075']],
  ['Numer rachunku: 17109025698728502702517874', ['17109025698728502702517874']],
  ['Seria i numer dowodu osobistego: AUX 571321', ['AUX 571321']],
  ['Nr paszportu: AZ1639439', ['AZ1639439']],
  ['Imie: Jerzy Nazwisko: Olszewski Telefon: 501-201-301', ['Jerzy', 'Olszewski', '501-201-301']],
  ['Osoba do kontaktu: mgr inż. Beata Kurek, tel. (58) 301 22 33', ['Kurek', '301 22 33']],
  // emails with signatures
  ['Dzień dobry,\nw załączeniu przesyłam fakturę.\n\nPozdrawiam\nMonika Sikora\nSpecjalista ds. kadr\ntel. 22 111 22 33\nm.sikora@firma.com.pl', ['Sikora', '111 22 33', 'm.sikora@firma.com.pl']],
  ['Szanowny Panie Dyrektorze,\nuprzejmie proszę o urlop.\nZ poważaniem\nJan Baran', ['Baran']],
  ['Cześć Piotrek,\ndzięki za info.\n--\nMichał Wróbel | Sales Manager | +48 605 111 222', ['Wróbel', '605 111 222']],
  ['Witam,\nproszę o kontakt z p. Zającem w sprawie umowy.\nPozdr.\nKamila', ['Zającem']],
  ['Re: spotkanie\nOd: Łukasz Michalski <lukasz.michalski@example.pl>\nDo: zespol@example.pl', ['Michalski', 'lukasz.michalski@example.pl']],
  // call transcripts
  ['Konsultant: Dzień dobry, w czym mogę pomóc?\nKlient: Nazywam się Henryk Walczak, dzwonię w sprawie faktury.\nKonsultant: Poproszę PESEL.\nKlient: 06221447679', ['Walczak', '06221447679']],
  ['[00:01] Anna Kozłowska: dzień dobry\n[00:03] Agent: proszę podać numer klienta', ['Kozłowska']],
  ['Agent: proszę przeliterować nazwisko\nKlient: Ż-A-K, Żak, Zbigniew Żak', ['Zbigniew Żak']],
  ['KLIENT: mój numer to sześćset jeden... dobra, 601 300 400', ['601 300 400']],
  ['Rozmówca (Wiesław Kubiak): chciałem zgłosić szkodę', ['Kubiak']],
  ['Operator: czy rozmawiam z panią Jadwigą Kamińską?\nKlientka: tak, to ja', ['Kamińską']],
  // news
  ['Prezes spółki Tomasz Adamczyk zapowiedział w poniedziałek restrukturyzację.', ['Adamczyk']],
  ['Wczoraj w Gdyni policjanci zatrzymali 34-letniego Damiana K. oraz Roberta Nowickiego.', ['Nowickiego']],
  ['Jak powiedziała nam dr hab. Elżbieta Pawłowska z Uniwersytetu Warszawskiego, wyniki są obiecujące.', ['Pawłowska']],
  ['Minister Sławomir Dudek spotkał się z wojewodą Ireneuszem Sobczakiem.', ['Dudek', 'Sobczakiem']],
  // CV
  ['CURRICULUM VITAE\nKarolina Ostrowska\nur. 12.05.1992\ntel. 666 777 888\nkarolina.ostrowska@gmail.com\nul. Polna 5, 05-500 Piaseczno', ['Ostrowska', '666 777 888', 'karolina.ostrowska@gmail.com']],
  ['Doświadczenie: 2018–2022 asystentka Zarządu (przełożony: Marek Jankowski)', ['Jankowski']],
  ['LinkedIn: linkedin.com/in/karolina-ostrowska-123\nGitHub: github.com/kostrowska', ['karolina-ostrowska-123', 'kostrowska']],
  ['Referencje: prof. Stanisław Wieczorek, wieczorek@uw.edu.pl', ['Wieczorek', 'wieczorek@uw.edu.pl']],
  // invoices
  ['FAKTURA VAT nr 12/2024\nNabywca: Jan Kowalski, ul. Długa 3, 80-831 Gdańsk, NIP 136-71-46-413\nRachunek: PL38116035660765225876852763', ['Kowalski', '136-71-46-413', 'PL38116035660765225876852763']],
  ['Sprzedawca: PHU Bogdan Mróz, NIP: PL8917967640, REGON: 587431797', ['Mróz', '8917967640', '587431797']],
  ['Płatność przelewem na nr 87 1240 0964 8229 0388 7550 2519, termin 14 dni', ['87 1240 0964 8229 0388 7550 2519']],
  ['Odbiorca: Halina Czarnecka, tel 0048500600700', ['Czarnecka', '500600700']],
  ['Nr rach. 44102094780293120694863356 (mBank)', ['44102094780293120694863356']],
  // medical
  ['Pacjent: Zdzisław Kowalewski, lat 67, PESEL 81042722473, skierowany na RTG klatki.', ['Kowalewski', '81042722473']],
  ['Pacjentka Irena Mazur zgłosiła się z bólem brzucha. Wywiad: matka – cukrzyca.', ['Mazur']],
  ['Lekarz prowadzący: lek. med. Artur Sadowski', ['Sadowski']],
  ['pacjentka lat 45 (b. Nowakowska) przyjęta na oddział, kontakt do córki 512 000 111', ['Nowakowska', '512 000 111']],
  // HR
  ['Pracownik Dariusz Zalewski otrzymał upomnienie za spóźnienia.', ['Zalewski']],
  ['Umowa o pracę zawarta z Panią Natalią Głowacką na stanowisko księgowej.', ['Głowacką']],
  ['Oceniający: kier. działu Rafał Borkowski; oceniany: Sebastian Lis', ['Borkowski', 'Lis']],
  ['Wniosek urlopowy – Justyna Majewska, 5 dni, zastępstwo: Oskar Rutkowski', ['Majewska', 'Oskar', 'Rutkowski']],
  ['Grafik dyżurów:\nponiedziałek: Oskar Nowak\nwtorek: Róża Kamińska', ['Oskar', 'Nowak', 'Róża', 'Kamińska']],
  // more chat / no diacritics / typos
  ['czesc jestem lukasz dabrowski mieszkam na ul. zielonej 15 w poznaniu', ['dabrowski']],
  ['kontakt: wojtek.szymanski@o2.pl / 502 333 444', ['wojtek.szymanski@o2.pl', '502 333 444']],
  ['moj numer konta to PL 56 1140 5286 2157 7053 9534 3653', ['1140 5286 2157 7053 9534 3653']],
  ['iban PL75114035367523584782992461 prosze', ['PL75114035367523584782992461']],
  ['zadzwon na +48 22 123 45 67 lub +48-600-100-200', ['123 45 67', '600-100-200']],
  ['nr tel 48 601 222 333', ['601 222 333']],
  ['pesel 9903182 1207', ['9903182 1207']],
  ['tel: 601.222.334', ['601.222.334']],
  ['rejestracja auta WX 12345, kierowca Piotr Lasota', ['Lasota']],
  ['nick na discordzie: Kruk#1234, na insta @ania.kwiatkowska_', ['ania.kwiatkowska_']],
  ['skype: jan.nowak.1985', ['jan.nowak.1985']],
  ['umow mnie z dr Katarzyną Wilk na wtorek', ['Wilk']],
  ['MOJ PESEL TO 57031349343 A DOWOD LNW138316', ['57031349343', 'LNW138316']],
  ['tel 500 600 70O (literowka) i e-mail ola.b@interia.pl', ['ola.b@interia.pl']],
  ['adres: Aleje Jerozolimskie 123A lok. 45, 02-017 Warszawa', []],
  ['dane do wysylki: Barbara Stępień, ul. Mickiewicza 10/2, 40-001 Katowice, tel. 601-601-601', ['Stępień', '601-601-601']],
  ['nadawca: beata kowalczyk, 32-050 skawina, ul. krakowska 22', ['kowalczyk']],
  ['Pan Mieczysław Grabowski (ur. 1950) zmarł', ['Grabowski']],
  ['Proszę przekazać Pani Teresie Jaworskiej, że dokumenty są gotowe.', ['Jaworskiej']],
  ['Dowód: ILH 358224, PESEL 57110338075', ['ILH 358224', '57110338075']],
  ['login: bkowal1978, hasło wysłane SMSem', ['bkowal1978']],
  ['Użytkownik jkowalski zgłosił błąd', ['jkowalski']],
];

/** Texts with no personal data of a default type: nothing in them may be replaced. */
const CLEAN: string[] = [
  'prosze o podsumowanie umowy najmu w punktach, max 5 zdan',
  'PROSZĘ O PRZYGOTOWANIE ODPOWIEDZI NA REKLAMACJĘ W TERMINIE 14 DNI.',
  'Faktura nr 12/2024 na kwotę 1 230,00 zł, termin płatności 14 dni.',
  'Budynek A, p. Parter, sala 12; szczegóły: patrz p. Załącznik 3.',
  'Imię psa i rasa nie są wymagane. Nazwisko i imię wpisz drukowanymi literami.',
  'zobacz https://github.com/features/actions i dokumentację na https://www.facebook.com/groups/',
  'Godzina 12:30, proporcje 3:1, wersja 2.4.1, kod pocztowy pominięty.',
  'jak masz na imię? bo nie pamiętam, nazywam się tak samo jak ty',
  'Pacjent zgłosił ból głowy od 3 dni, zalecono paracetamol 500 mg.',
  'Spotkanie zespołu w poniedziałek o 10:00 w sali konferencyjnej.',
];

describeRealWorldProbes('real-world probes, round 1', { probes: PROBES, clean: CLEAN });
