// A twelfth held-out set of made-up real-world Polish texts, written on 2026-11-29 blind and frozen: no rule, filter
// or model was written from it, and its author read neither the detection code, nor the probe tests, nor the other
// held-out texts (only the format of holdout.ts and holdout-7.ts). Same format and scoring as holdout.ts
// (`npx tsx eval/real-world/run.ts --set 12`). When it has been used to choose anything, it is spent for that class
// of leak: say so here and write a new set.
// Spent so far: every kind of leak it showed after the fourteenth round (the fifteenth round was written from those
// kinds with made-up examples, 2026-11-29): it is no longer a held-out figure.
//
// Values are what a new account's default settings must keep from the provider. Street addresses, postal codes,
// dates of birth and IP addresses also occur, but they are off by default: they sit in `optIn` and run.ts does not
// score them. Company hotlines and office numbers are not personal and are not scored. Identifiers have valid
// checksums (PESEL, NIP, REGON, NRB/IBAN with a valid sort code, Luhn, ID card, Polish passport; computed by a
// throwaway script), also where OCR noise has changed a character. All people and numbers are invented.

import type { HoldoutText } from './holdout.js';

/** A held-out text, with the values of types that are off by default (not scored by run.ts). */
export interface Holdout12Text extends HoldoutText { optIn?: string[] }

export const HOLDOUT_12: Holdout12Text[] = [
  // chat / messenger: lowercase, no diacritics, typos, diminutives, inflected names
  { genre: 'chat', text: 'hej pamietasz tego goscia od ubezpieczen? jarek sowa. dal mi numer 668 868 689 i prosil zeby oddzwonic po 16', values: [['first', 'jarek'], ['surname', 'sowa'], ['id', '668 868 689']] },
  { genre: 'chat', text: 'gadałam wczoraj z baśką, mówi że u kowalczyków znowu awantura o płot 🙄', values: [['first', 'baśką'], ['surname', 'kowalczyków']] },
  { genre: 'chat', text: 'zbieramy na prezent dla zbyszka, wplaty na 74116017001859137500405846 do piatku, w tytule wpiszcie "zbyszek 50"', values: [['first', 'zbyszka'], ['first', 'zbyszek'], ['id', '74116017001859137500405846']] },
  { genre: 'chat', text: 'ta nowa z ksiegowosci to ola koziol, siedzi przy oknie. maila jej nie mam ale wewnetrzny 214', values: [['first', 'ola'], ['surname', 'koziol']] },
  { genre: 'chat', text: 'mama pyta czy wpadniecie do cioci Heli w niedziele, wujek Staszek robi grilla', values: [['first', 'Heli'], ['first', 'Staszek']] },
  { genre: 'chat', text: 'sory ze tak pozno. kurier zostawil paczke u pana barana z parteru, odbierz jak wrocisz', values: [['surname', 'barana']] },
  { genre: 'chat', text: 'Przelej proszę za obóz Kuby: PL 08 1140 9188 8907 4232 0856 5236, odbiorca Marta Wróbel-Sikora', values: [['first', 'Kuby'], ['id', 'PL 08 1140 9188 8907 4232 0856 5236'], ['first', 'Marta'], ['surname', 'Wróbel'], ['surname', 'Sikora']] },
  { genre: 'chat', text: 'wiesz ze mariusz kot dostal awans? ten sam co rozbil sluzbowe auto xd', values: [['first', 'mariusz'], ['surname', 'kot']] },
  { genre: 'chat', text: 'kochanie podaj mi swoj pesel do pitu, moj mam: 85050865407. a dzieciakow dobrze przepisalam? hania 12290330169, franek 19241615674', values: [['id', '85050865407'], ['first', 'hania'], ['id', '12290330169'], ['first', 'franek'], ['id', '19241615674']] },
  { genre: 'chat', text: 'dzien dobry tu Dima z budowy, szef mowil ze mam pisac do pana Wilka w sprawie wyplaty. moj numer +48 665 668 597', values: [['first', 'Dima'], ['surname', 'Wilka'], ['id', '+48 665 668 597']] },
  { genre: 'chat', text: 'pamiętasz Nguyễn Thị Lan? ta z bistro na rogu. pyta czy potrzebujesz kogoś do sprzątania, jej syn Minh ma numer 731-719-450', values: [['surname', 'Nguyễn'], ['first', 'Lan'], ['first', 'Minh'], ['id', '731-719-450']] },
  { genre: 'chat', text: 'zaplacisz za mnie? karta kuzyna bartka 4739 2631 6989 1417 wazna do 08/28, cvv dam na priv', values: [['first', 'bartka'], ['id', '4739 2631 6989 1417']] },
  { genre: 'chat', text: 'byłam u Nino Kapanadze, tej Gruzinki od chaczapuri, robi catering na wesele Darka i Moniki', values: [['first', 'Nino'], ['surname', 'Kapanadze'], ['first', 'Darka'], ['first', 'Moniki']] },
  // voice-to-text: no punctuation
  { genre: 'voice', text: 'napisz do pani sikorskiej ze jutro nie przyjde bo mam wizyte u lekarza i ze zadzwonie do niej na numer 506 416 514 po poludniu', values: [['surname', 'sikorskiej'], ['id', '506 416 514']] },
  { genre: 'voice', text: 'przypomnij mi zeby zadzwonic do tomka głowackiego w sprawie samochodu i zeby przelac stowe kamilowi na blika 693 567 740', values: [['first', 'tomka'], ['surname', 'głowackiego'], ['first', 'kamilowi'], ['id', '693 567 740']] },
  { genre: 'voice', text: 'notatka glosowa spotkanie z klientem pan zbigniew kura firma kura transport nip 3474507746 chce oferte na trzy naczepy do konca miesiaca', values: [['first', 'zbigniew'], ['surname', 'kura'], ['id', '3474507746']] },
  { genre: 'voice', text: 'wyslij smsa do agnieszki pajak ze odbiore dzieci ze szkoly o pietnastej i ze krzys ma dzisiaj trening', values: [['first', 'agnieszki'], ['surname', 'pajak'], ['first', 'krzys']] },
  { genre: 'voice', text: 'dyktuje dane do formularza imie halina nazwisko zima pesel 58040185445 seria i numer dowodu ASA329419 kropka koniec', values: [['first', 'halina'], ['surname', 'zima'], ['id', '58040185445'], ['id', 'ASA329419']] },
  // WhatsApp-style group chats with timestamps
  { genre: 'group', text: '[18:02] Ewa Lis: kto jutro zawozi dzieci na basen?\n[18:04] Paweł: ja mogę rano, Igor i Zosia będą gotowi o 7:30?\n[18:05] Ewa Lis: Zosia tak, za młodego nie ręczę 😅', values: [['first', 'Ewa'], ['surname', 'Lis'], ['first', 'Paweł'], ['first', 'Igor'], ['first', 'Zosia']] },
  { genre: 'group', text: '[07:41] Mama: Dzieci, pamiętajcie że w sobotę imieniny babci Jadzi!\n[07:55] Kasia Dudek: będę z Michałem koło 15\n[08:10] Tata: Kasiu, weź nowy numer do wujka Romka: 0048 501 732 085', values: [['first', 'Jadzi'], ['first', 'Kasia'], ['surname', 'Dudek'], ['first', 'Michałem'], ['first', 'Kasiu'], ['first', 'Romka'], ['id', '0048 501 732 085']] },
  { genre: 'group', text: '[9:12] Oleksandr Bondarenko: Dzień dobry, jestem dziś chory, L4 wyślę po południu\n[9:15] kierownik Sobota: ok Sasza, zdrowiej. Grześ przejmie twoją zmianę\n[9:16] Grzegorz Ryba: 👍', values: [['first', 'Oleksandr'], ['surname', 'Bondarenko'], ['surname', 'Sobota'], ['first', 'Sasza'], ['first', 'Grześ'], ['first', 'Grzegorz'], ['surname', 'Ryba']] },
  { genre: 'group', text: '[21:03] Lokal 14: Czy ktoś wie czyj jest czerwony golf na miejscu dla niepełnosprawnych?\n[21:07] Renata Kos (m. 7): To chyba tego nowego, pana Żuka z trzeciego piętra\n[21:09] Lokal 14: dzięki, zgłoszę do administracji', values: [['first', 'Renata'], ['surname', 'Kos'], ['surname', 'Żuka']] },
  // ALL CAPS and legal letters
  { genre: 'caps', text: 'WEZWANIE DO ZAPŁATY\nSZANOWNY PANIE KAZIMIERZU MRÓZ, W IMIENIU WIERZYCIELA LESZKA BĄKA WZYWAMY DO ZAPŁATY KWOTY 4 218,50 ZŁ NA RACHUNEK 90 1050 3218 3422 1884 8435 0018 W TERMINIE 7 DNI.', values: [['first', 'KAZIMIERZU'], ['surname', 'MRÓZ'], ['first', 'LESZKA'], ['surname', 'BĄKA'], ['id', '90 1050 3218 3422 1884 8435 0018']] },
  { genre: 'caps', text: 'PEŁNOMOCNICTWO\nJA, NIŻEJ PODPISANA DANUTA KACZMAREK, PESEL 61022091740, UPOWAŻNIAM SYNA PIOTRA KACZMARKA DO ODBIORU MOJEJ EMERYTURY W URZĘDZIE POCZTOWYM.', values: [['first', 'DANUTA'], ['surname', 'KACZMAREK'], ['id', '61022091740'], ['first', 'PIOTRA'], ['surname', 'KACZMARKA']] },
  { genre: 'caps', text: 'SĄD REJONOWY DLA KRAKOWA-PODGÓRZA, SYGN. AKT I C 1184/26. POWÓD: ANDRZEJ KRUK. POZWANY: MIROSŁAW GOŁĄB-NOWICKI. O ZAPŁATĘ.', values: [['first', 'ANDRZEJ'], ['surname', 'KRUK'], ['first', 'MIROSŁAW'], ['surname', 'GOŁĄB'], ['surname', 'NOWICKI']] },
  { genre: 'caps', text: 'OŚWIADCZENIE\nOŚWIADCZAM, ŻE JA, STEFAN PIES, LEGITYMUJĄCY SIĘ DOWODEM OSOBISTYM AVH018896, JESTEM JEDYNYM WŁAŚCICIELEM POJAZDU MARKI FIAT.', values: [['first', 'STEFAN'], ['surname', 'PIES'], ['id', 'AVH018896']] },
  { genre: 'caps', text: 'ZAWIADOMIENIE O ZMIANIE DANYCH: EWELINA SOWIŃSKA (Z DOMU KOZA), NOWY NUMER TELEFONU 604 424 536', values: [['first', 'EWELINA'], ['surname', 'SOWIŃSKA'], ['surname', 'KOZA'], ['id', '604 424 536']] },
  // form fields: labels, numbered fields, label and value on separate lines, bilingual, tables, CSV
  { genre: 'form', text: 'Imię / First name: Tetiana\nNazwisko / Surname: Kovalenko\nPESEL (jeśli nadano / if assigned): 92072036340\nTelefon / Phone: +48 502 982 849', values: [['first', 'Tetiana'], ['surname', 'Kovalenko'], ['id', '92072036340'], ['id', '+48 502 982 849']] },
  { genre: 'form', text: '| Lp. | Imię i nazwisko | Telefon | E-mail |\n|---|---|---|---|\n| 1 | Wojciech Baran | 698 635 464 | wojtek77@onet.pl |\n| 2 | Irena Kowal | 665-263-191 | irenka.k@wp.pl |', values: [['first', 'Wojciech'], ['surname', 'Baran'], ['id', '698 635 464'], ['id', 'wojtek77@onet.pl'], ['first', 'Irena'], ['surname', 'Kowal'], ['id', '665-263-191'], ['id', 'irenka.k@wp.pl']] },
  { genre: 'form', text: 'imie,nazwisko,pesel,telefon\nLucyna,Cieślak,63011210644,881513023\nRyszard,Kot,52070334376,535747284', values: [['first', 'Lucyna'], ['surname', 'Cieślak'], ['id', '63011210644'], ['id', '881513023'], ['first', 'Ryszard'], ['surname', 'Kot'], ['id', '52070334376'], ['id', '535747284']] },
  { genre: 'form', text: 'Nazwisko\nGłowacka\nImiona\nMagdalena Joanna\nNumer PESEL\n75100206483\nAdres do korespondencji\nul. Różana 4/2, 20-538 Lublin', values: [['surname', 'Głowacka'], ['first', 'Magdalena'], ['first', 'Joanna'], ['id', '75100206483']], optIn: ['ul. Różana 4/2', '20-538'] },
  { genre: 'form', text: '1. Nazwisko: SZCZYGIEŁ\n2. Imię (imiona): JÓZEF\n3. Data urodzenia: 23.12.1967\n4. PESEL: 67122303758\n5. Adres zamieszkania: ul. Słowackiego 14/3, 33-100 Tarnów', values: [['surname', 'SZCZYGIEŁ'], ['first', 'JÓZEF'], ['id', '67122303758']], optIn: ['23.12.1967', 'ul. Słowackiego 14/3', '33-100'] },
  { genre: 'form', text: 'Employee / Pracownik: Rahul Sharma\nPESEL: 95100127498\nBank account / Nr rachunku: PL92116061706942128088580764\nE-mail: rs.krk95@gmail.com', values: [['first', 'Rahul'], ['surname', 'Sharma'], ['id', '95100127498'], ['id', 'PL92116061706942128088580764'], ['id', 'rs.krk95@gmail.com']] },
  { genre: 'form', text: 'Formularz zgłoszeniowy — Bieg Niepodległości\nImię: Przemek\nNazwisko: Nowicki\nKlub: KS Orzeł Kraków\nTelefon ICE: 697 452 559 (żona Iwona)', values: [['first', 'Przemek'], ['surname', 'Nowicki'], ['id', '697 452 559'], ['first', 'Iwona']] },
  { genre: 'form', text: 'Rejestracja gościa / Guest registration\nName: Aylin Demir-Kowalczyk\nDokument / ID: dowód osobisty AMT933318\nPokój / Room: 214', values: [['first', 'Aylin'], ['surname', 'Demir'], ['surname', 'Kowalczyk'], ['id', 'AMT933318']] },
  // transcripts: role labels are not values, names as labels are
  { genre: 'transcript', text: 'Lekarz: Dzień dobry, proszę usiąść. Jak się pan nazywa?\nPacjent: Kazimierz Wróbel.\nLekarz: PESEL poproszę.\nPacjent: 50041119816.\nLekarz: Co pana sprowadza?\nPacjent: Kolano, od tygodnia.', values: [['first', 'Kazimierz'], ['surname', 'Wróbel'], ['id', '50041119816']] },
  { genre: 'transcript', text: 'Agnieszka: Halo, dzień dobry, Agnieszka Lis z biura rachunkowego. Czy rozmawiam z panem Dudkiem?\nRoman Dudek: Tak, słucham.\nAgnieszka: Dzwonię w sprawie faktury dla firmy DUDEK-BUD, potrzebuję NIP.\nRoman Dudek: 431-163-29-22.', values: [['first', 'Agnieszka'], ['surname', 'Lis'], ['surname', 'Dudkiem'], ['first', 'Roman'], ['surname', 'Dudek'], ['id', '431-163-29-22']] },
  { genre: 'transcript', text: 'Rekruter: Proszę się przedstawić.\nKandydatka: Nazywam się Olena Shevchuk, od trzech lat mieszkam w Rzeszowie.\nRekruter: Kto może dać referencje?\nKandydatka: Moja kierowniczka, pani Kinga Mazur, 884 181 567.', values: [['first', 'Olena'], ['surname', 'Shevchuk'], ['first', 'Kinga'], ['surname', 'Mazur'], ['id', '884 181 567']] },
  { genre: 'transcript', text: 'Funkcjonariusz: Proszę podać dane.\nŚwiadek: Bogdan Kozioł, syn Jana, dowód AWH972155.\nFunkcjonariusz: Co pan widział?\nŚwiadek: Sąsiad, Tadeusz Gil, wybiegł z klatki i wsiadł do srebrnej skody.', values: [['first', 'Bogdan'], ['surname', 'Kozioł'], ['first', 'Jana'], ['id', 'AWH972155'], ['first', 'Tadeusz'], ['surname', 'Gil']] },
  { genre: 'transcript', text: 'Konsultant: Infolinia, w czym mogę pomóc?\nKlientka: Chciałam zastrzec kartę, nazywam się Grażyna Cieślak.\nKonsultant: Poproszę numer PESEL.\nKlientka: 66040447182. Karta 5513 5624 9866 9496.', values: [['first', 'Grażyna'], ['surname', 'Cieślak'], ['id', '66040447182'], ['id', '5513 5624 9866 9496']] },
  // meeting minutes
  { genre: 'minutes', text: 'Notatka ze spotkania projektowego 27.11\nUczestnicy: A. Sikora, M. Nowicka, T. Żuk; klient: p. Grażyna Ptak (Meble Ptak sp. j.)\nZadania: AS – makiety do 4.12; MN – wycena; TŻ – kontakt z klientem w sprawie próbek', values: [['surname', 'Sikora'], ['surname', 'Nowicka'], ['surname', 'Żuk'], ['first', 'Grażyna'], ['surname', 'Ptak']] },
  { genre: 'minutes', text: 'Zebranie wspólnoty mieszkaniowej ul. Kwiatowa 8: uchwała nr 3/2026 przyjęta. Przeciw głosowali Zenon Gołąb (lok. 2) i Teresa Dudek (lok. 11). Zarządca: Admin-Dom, infolinia 22 646 11 20.', values: [['first', 'Zenon'], ['surname', 'Gołąb'], ['first', 'Teresa'], ['surname', 'Dudek']], optIn: ['ul. Kwiatowa 8'] },
  { genre: 'minutes', text: 'Posiedzenie zarządu spółki Kowal i Synowie sp. z o.o. Obecni: Henryk Kowal (prezes), Dariusz Kowal (wiceprezes). Prezes przedstawił wyniki za III kwartał.', values: [['first', 'Henryk'], ['surname', 'Kowal'], ['first', 'Dariusz']] },
  // e-mails: signatures, closings, out-of-office
  { genre: 'email', text: 'W załączeniu przesyłam zaświadczenie.\n\nPozdrawiam serdecznie\nMałgorzata Kaczmarek\nSpecjalista ds. kadr\ntel. 723 452 867\nmalgosia.k@hurtowniaolimp.pl', values: [['first', 'Małgorzata'], ['surname', 'Kaczmarek'], ['id', '723 452 867'], ['id', 'malgosia.k@hurtowniaolimp.pl']] },
  { genre: 'email', text: 'Dzięki, poprawię do jutra.\nKrzysiek\n--\nKrzysztof Bąk | Senior Developer\nmob. +48 728 284 945 | skype: krzychu.dev', values: [['first', 'Krzysiek'], ['first', 'Krzysztof'], ['surname', 'Bąk'], ['id', '+48 728 284 945'], ['handle', 'krzychu.dev']] },
  { genre: 'email', text: 'Thank you for the documents.\nBest regards / Z poważaniem\nVo Thi Hoa\nAccountant | Księgowa\nfaktury@rachunki-szybko.pl', values: [['surname', 'Vo'], ['first', 'Hoa']] },
  { genre: 'email', text: 'Cześć Kuba,\nprzesyłam dane Kasi do umowy zlecenia: Katarzyna Gołąb, PESEL 88041922309, konto 17 1750 7633 9463 3167 3185 1338, ur. 19.04.1988.\nDzięki, Ola', values: [['first', 'Kuba'], ['first', 'Kasi'], ['first', 'Katarzyna'], ['surname', 'Gołąb'], ['id', '88041922309'], ['id', '17 1750 7633 9463 3167 3185 1338'], ['first', 'Ola']], optIn: ['19.04.1988'] },
  { genre: 'email', text: 'Jestem na urlopie do 8.12. W pilnych sprawach proszę kontaktować się z Pawłem Głowackim: pawel.glowacki@kancelaria-gw.pl, tel. 729 620 418.', values: [['first', 'Pawłem'], ['surname', 'Głowackim'], ['id', 'pawel.glowacki@kancelaria-gw.pl'], ['id', '729 620 418']] },
  // CRM / helpdesk tickets
  { genre: 'helpdesk', text: 'Zgłoszenie #48213 | Klientka: Wiesława Koza | tel. 601 660 031 | Problem: brak internetu od 3 dni, technik Marcin ma przyjechać w czwartek', values: [['first', 'Wiesława'], ['surname', 'Koza'], ['id', '601 660 031'], ['first', 'Marcin']] },
  { genre: 'helpdesk', text: 'Ticket INC-0099231\nReporter: jan.kowalczyk (login AD)\nAffected user: Beata Pająk-Wróbel\nOpis: użytkowniczka nie może się zalogować, konto bpajak zablokowane po 5 próbach', values: [['handle', 'jan.kowalczyk'], ['first', 'Beata'], ['surname', 'Pająk'], ['surname', 'Wróbel'], ['handle', 'bpajak']] },
  { genre: 'helpdesk', text: 'Notatka CRM: dzwonił syn klientki Haliny Lis (nr klienta 00451289). Prosi o zmianę numeru kontaktowego na 788 068 487 i korespondencję na halina.1950@interia.pl', values: [['first', 'Haliny'], ['surname', 'Lis'], ['id', '788 068 487'], ['id', 'halina.1950@interia.pl']] },
  { genre: 'helpdesk', text: 'Reklamacja nr RK/2026/11/337. Klientka Natalia Kowalczyk-Zima zwraca kurtkę, zwrot środków na kartę **** 8823 lub na konto 60116098651115599761239457.', values: [['first', 'Natalia'], ['surname', 'Kowalczyk'], ['surname', 'Zima'], ['id', '60116098651115599761239457']] },
  { genre: 'helpdesk', text: 'Zamówienie 2026/11/04417, dostawa do paczkomatu KRA12M, odbiorca: Dawid Zięba, tel. 661231442, e-mail d.zieba91@o2.pl', values: [['first', 'Dawid'], ['surname', 'Zięba'], ['id', '661231442'], ['id', 'd.zieba91@o2.pl']] },
  { genre: 'helpdesk', text: 'Klient VIP: pan Sobczyk Ireneusz, preferuje kontakt na prywatny numer (+48) 697 397 719, nie dzwonić przed 10. Handlowiec: Ksenia', values: [['surname', 'Sobczyk'], ['first', 'Ireneusz'], ['id', '(+48) 697 397 719'], ['first', 'Ksenia']] },
  // invoices and contracts
  { genre: 'invoice', text: 'FAKTURA VAT nr FV/112/2026\nSprzedawca: Usługi Remontowe Marian Sobota, NIP 2923180999, REGON 583453508\nNabywca: Wspólnota Mieszkaniowa Słoneczna 5\nKonto: 62 1870 6369 1829 8858 7333 8823', values: [['first', 'Marian'], ['surname', 'Sobota'], ['id', '2923180999'], ['id', '583453508'], ['id', '62 1870 6369 1829 8858 7333 8823']] },
  { genre: 'invoice', text: 'Rachunek do umowy o dzieło nr 7/2026\nWykonawca: Agata Wróblewska, PESEL 67031875168, nr rachunku: PL97116071646029784551349665\nZamawiający: Fundacja Dobre Miejsce', values: [['first', 'Agata'], ['surname', 'Wróblewska'], ['id', '67031875168'], ['id', 'PL97116071646029784551349665']] },
  { genre: 'invoice', text: 'PROFORMA 14/11\nFHU "KRUK-POL" Jerzy Kruk\nNIP 747-903-65-32, REGON 286224261\nTermin płatności: 14 dni', values: [['surname', 'Kruk'], ['first', 'Jerzy'], ['id', '747-903-65-32'], ['id', '286224261']] },
  { genre: 'invoice', text: 'Faktura nr 3/11/2026\nSprzedawca: Giorgi Beridze Usługi Budowlane, NIP 7445763986\nNabywca: Tomasz Pies, ul. Leśna 12, 05-500 Piaseczno', values: [['first', 'Giorgi'], ['surname', 'Beridze'], ['id', '7445763986'], ['first', 'Tomasz'], ['surname', 'Pies']], optIn: ['ul. Leśna 12', '05-500'] },
  { genre: 'invoice', text: 'Umowa zlecenia nr 22/2026. Zleceniodawca: Studio Fryzur Aneta Szewczyk, NIP 1352176649. Zleceniobiorca: Rohan Mehta, PESEL 68082719991, paszport BG9058289.', values: [['first', 'Aneta'], ['surname', 'Szewczyk'], ['id', '1352176649'], ['first', 'Rohan'], ['surname', 'Mehta'], ['id', '68082719991'], ['id', 'BG9058289']] },
  // job applications and CVs
  { genre: 'cv', text: 'CURRICULUM VITAE\nWeronika Kos\ntel.: 601 376 880\ne-mail: w.k.hr.praca@gmail.com\nLinkedIn: linkedin.com/in/wk-hr-krakow\nDoświadczenie: od 2021 specjalistka HR w firmie logistycznej', values: [['first', 'Weronika'], ['surname', 'Kos'], ['id', '601 376 880'], ['id', 'w.k.hr.praca@gmail.com'], ['handle', 'wk-hr-krakow']] },
  { genre: 'cv', text: 'Szanowni Państwo, w odpowiedzi na ogłoszenie na stanowisko magazyniera przesyłam CV. Nazywam się Arjun Nair, mam uprawnienia UDT. Kontakt: 793674427', values: [['first', 'Arjun'], ['surname', 'Nair'], ['id', '793674427']] },
  { genre: 'cv', text: 'popraw mi CV, ta czesc wyglada slabo: "Dane osobowe: Mikołaj Dudek-Sowa, ur. 27.08.1985, PESEL 85082769993, tel 511831728, github: mikodev85"', values: [['first', 'Mikołaj'], ['surname', 'Dudek'], ['surname', 'Sowa'], ['id', '85082769993'], ['id', '511831728'], ['handle', 'mikodev85']], optIn: ['27.08.1985'] },
  { genre: 'cv', text: 'Dzień dobry, nazywam się Maria Cristina Reyes, od 2022 roku pracuję w Polsce jako opiekunka. Moja poprzednia pracodawczyni, pani Dorota Gołębiowska, może to potwierdzić.', values: [['first', 'Maria'], ['first', 'Cristina'], ['surname', 'Reyes'], ['first', 'Dorota'], ['surname', 'Gołębiowska']] },
  // rental ads and replies
  { genre: 'rental', text: 'Wynajmę kawalerkę 28 m2, Kraków Prądnik Czerwony, 2300 zł + media. Bez pośredników! Kontakt: Sylwia, 728 712 424 (najlepiej SMS)', values: [['first', 'Sylwia'], ['id', '728 712 424']] },
  { genre: 'rental', text: 'Szukam pokoju od stycznia, jestem studentką UMK, niepaląca, bez zwierząt. Pisać na messengerze (Kinga Sowińska) albo tel 881 683 575', values: [['first', 'Kinga'], ['surname', 'Sowińska'], ['id', '881 683 575']] },
  { genre: 'rental', text: 'POKÓJ DO WYNAJĘCIA DLA PANI, GDAŃSK WRZESZCZ, 1200 ZŁ. DZWONIĆ WIECZOREM DO PANA TADKA 781861984', values: [['first', 'TADKA'], ['id', '781861984']] },
  { genre: 'rental', text: 'Protokół zdawczo-odbiorczy mieszkania przy ul. Długiej 5/12. Najemca: Tran Van Hieu, tel. 511-199-857. Stan liczników: woda 112,4 m3.', values: [['surname', 'Tran'], ['first', 'Hieu'], ['id', '511-199-857']], optIn: ['ul. Długiej 5/12'] },
  // school messages to parents
  { genre: 'school', text: 'Librus – Wiadomość\nOd: Kowalczyk Agnieszka (wychowawca)\nTemat: wycieczka 4b\nProszę o wpłaty do 5.12 na konto skarbnika klasowego p. Wójcik: 35 1050 3407 0999 2829 2143 5260. Zgód nie oddali jeszcze Oliwer Kot i Maja Sikora.', values: [['surname', 'Kowalczyk'], ['first', 'Agnieszka'], ['surname', 'Wójcik'], ['id', '35 1050 3407 0999 2829 2143 5260'], ['first', 'Oliwer'], ['surname', 'Kot'], ['first', 'Maja'], ['surname', 'Sikora']] },
  { genre: 'school', text: 'Dzień dobry pani Ilono, Antek był wczoraj chory, proszę o usprawiedliwienie nieobecności. Z poważaniem, Karolina Wilk-Baran', values: [['first', 'Ilono'], ['first', 'Antek'], ['first', 'Karolina'], ['surname', 'Wilk'], ['surname', 'Baran']] },
  { genre: 'school', text: 'Szanowni Rodzice, w piątek 6.12 zapraszamy na Mikołajki. Przebrania koordynuje pani Wróblowa z Rady Rodziców (kontakt: rr.sp3.przebrania@gmail.com lub 731 693 934).', values: [['surname', 'Wróblowa'], ['id', 'rr.sp3.przebrania@gmail.com'], ['id', '731 693 934']] },
  // parish notices
  { genre: 'parish', text: 'Zapowiedzi przedślubne: Kamil Kot, kawaler z parafii tutejszej, i Aleksandra Zając, panna z parafii św. Jadwigi w Krakowie. Zapowiedź pierwsza.', values: [['first', 'Kamil'], ['surname', 'Kot'], ['first', 'Aleksandra'], ['surname', 'Zając']] },
  { genre: 'parish', text: 'Do Pana odszedł śp. Władysław Kura, lat 84. Pogrzeb w czwartek o 11:00. Polecajmy go w modlitwie.', values: [['first', 'Władysław'], ['surname', 'Kura']] },
  { genre: 'parish', text: 'Intencje mszalne: pon. 7:00 za śp. Stanisławę i Józefa Sikorów; wt. 18:00 o zdrowie dla Ireny z okazji 70. urodzin, od dzieci', values: [['first', 'Stanisławę'], ['first', 'Józefa'], ['surname', 'Sikorów'], ['first', 'Ireny']] },
  { genre: 'parish', text: 'W sprawie chrztu prosimy kontaktować się z ks. Adamem Szczygłem w kancelarii parafialnej (tel. 12 633 40 51, czynna wt.–pt.).', values: [['first', 'Adamem'], ['surname', 'Szczygłem']] },
  // police and court style reports
  { genre: 'police', text: 'NOTATKA URZĘDOWA\nW dniu 28.11.2026 o godz. 23:40 ujawniono nietrzeźwego kierującego: Bąk Sławomir, s. Henryka, PESEL 70032691455, legitymujący się dowodem osobistym ABD698182.', values: [['surname', 'Bąk'], ['first', 'Sławomir'], ['first', 'Henryka'], ['id', '70032691455'], ['id', 'ABD698182']] },
  { genre: 'police', text: 'Postanowienie o umorzeniu dochodzenia w sprawie kradzieży roweru marki Kross na szkodę Emilii Kruk-Wilczyńskiej, z uwagi na niewykrycie sprawcy.', values: [['first', 'Emilii'], ['surname', 'Kruk'], ['surname', 'Wilczyńskiej']] },
  { genre: 'police', text: 'Sąd Rejonowy w Nowym Sączu po rozpoznaniu sprawy Mirosława Kosa, syna Edwarda i Genowefy z domu Lis, oskarżonego o czyn z art. 278 § 1 kk', values: [['first', 'Mirosława'], ['surname', 'Kosa'], ['first', 'Edwarda'], ['first', 'Genowefy'], ['surname', 'Lis']] },
  { genre: 'police', text: 'ZAGINIONY: Kacper Wróbel, lat 15, ostatnio widziany w piątek przy dworcu PKP. Wszelkie informacje proszę kierować do matki, Iwony Wróbel, 780 463 221', values: [['first', 'Kacper'], ['surname', 'Wróbel'], ['first', 'Iwony'], ['id', '780 463 221']] },
  { genre: 'police', text: 'Komornik Sądowy zawiadamia dłużnika Patryka Nowickiego (PESEL 79072154472) o zajęciu rachunku bankowego nr 28116029383799761701437426.', values: [['first', 'Patryka'], ['surname', 'Nowickiego'], ['id', '79072154472'], ['id', '28116029383799761701437426']] },
  // forums, social media, gamers: handles
  { genre: 'social', text: 'szukam ekipy do cs2, faceit lvl 7, mikrofon jest. pisac na discordzie: wilczek_zz albo steam kotlet_pl', values: [['handle', 'wilczek_zz'], ['handle', 'kotlet_pl']] },
  { genre: 'social', text: 'Re: Polecacie mechanika w Lublinie?\n> bogus_1975 napisał: byłem u Bronka na Zemborzyckiej\nPotwierdzam, pan Bronisław Kwiatek to uczciwy gość, dał mi nawet prywatny numer 694 208 431', values: [['handle', 'bogus_1975'], ['first', 'Bronka'], ['first', 'Bronisław'], ['surname', 'Kwiatek'], ['id', '694 208 431']] },
  { genre: 'social', text: '@ania_sowa dzięki za polecenie fryzjerki! a @marcinwilk84 sprawdzi w poniedziałek czy mają wolne terminy 😉', values: [['handle', 'ania_sowa'], ['handle', 'marcinwilk84']] },
  { genre: 'social', text: 'oznaczcie @justynka.kozlowska bo ona szukała dokładnie takiej sukienki na wesele!!', values: [['handle', 'justynka.kozlowska']] },
  { genre: 'social', text: 'Dzięki wszystkim za pomoc przy przeprowadzce.\n--\nPozdrawiam, Zbyszek (na forum jako zbych_z_mazur)', values: [['first', 'Zbyszek'], ['handle', 'zbych_z_mazur']] },
  { genre: 'social', text: 'GG WP! nasz team: xXmrozikXx, kruk_lol, Szczygiel99 i BasiaPL. wbijajcie na twitcha twitch.tv/kruk_lol', values: [['handle', 'xXmrozikXx'], ['handle', 'kruk_lol'], ['handle', 'Szczygiel99'], ['handle', 'BasiaPL']] },
  { genre: 'social', text: 'u/grazynka_z_bloku pisała że sąsiad, niejaki Zbigniew Cieślak z Bemowa, sprzedaje kosiarkę, ktoś coś?', values: [['handle', 'grazynka_z_bloku'], ['first', 'Zbigniew'], ['surname', 'Cieślak']] },
  { genre: 'social', text: 'Dzień dobry, czy kurtka aktualna? Jestem Svitlana, mogę odebrać jutro. Mój login na OLX to sveta_lviv_pl', values: [['first', 'Svitlana'], ['handle', 'sveta_lviv_pl']] },
  // OCR noise: 0 for O, 1 for l/I, 5 for S
  { genre: 'ocr', text: 'Nazwisko / Surname\nKOZ1OŁ\nImiona / Given names\nWIES1AW\nNumer dokumentu AHU778702\nPESEL 5806O959431', values: [['surname', 'KOZ1OŁ'], ['first', 'WIES1AW'], ['id', 'AHU778702'], ['id', '5806O959431']] },
  { genre: 'ocr', text: 'Sprzedawca: PPHU Zen0n Pająk\nN1P: 4715O36592\nKont0: PL71 1750 5466 7181 O856 7462 6705', values: [['first', 'Zen0n'], ['surname', 'Pająk'], ['id', '4715O36592'], ['id', 'PL71 1750 5466 7181 O856 7462 6705']] },
  { genre: 'ocr', text: 'Z1eceniobiorca: 5ylwester Kr0l, PE5EL 6O080829393, zam. w Radomiu', values: [['first', '5ylwester'], ['surname', 'Kr0l'], ['id', '6O080829393']] },
  { genre: 'ocr', text: 'Wnioskodawca: lreneusz Gołąb\nte1. 5O9 249 552\nPodpis: ...............', values: [['first', 'lreneusz'], ['surname', 'Gołąb'], ['id', '5O9 249 552']] },
  // prompts to an AI assistant at work and at home
  { genre: 'assistant', text: 'Napisz mi maila do pani Sobolewskiej z HR, że Paweł Kot z mojego zespołu od 1 grudnia przechodzi na pół etatu. Ton formalny.', values: [['surname', 'Sobolewskiej'], ['first', 'Paweł'], ['surname', 'Kot']] },
  { genre: 'assistant', text: 'Przetłumacz na angielski: "Szanowny Panie Iyer, potwierdzamy rezerwację stolika dla Pana i Pani Priyi na 12 grudnia."', values: [['surname', 'Iyer'], ['first', 'Priyi']] },
  { genre: 'assistant', text: 'Ułóż krótkie życzenia imieninowe dla szefowej, pani Genowefy Szczygieł, od całego działu sprzedaży.', values: [['first', 'Genowefy'], ['surname', 'Szczygieł']] },
  { genre: 'assistant', text: 'Pomóż mi odpisać Oksanie Hrytsenko, która pyta, czy może mnie wpisać jako osobę kontaktową. Moje dane: Marta Bąk, 694 873 254.', values: [['first', 'Oksanie'], ['surname', 'Hrytsenko'], ['first', 'Marta'], ['surname', 'Bąk'], ['id', '694 873 254']] },
  { genre: 'assistant', text: 'Mam excela z klientami, wiersz wygląda tak: "12;Nowicki;Lech;l.n.biuro@wp.pl;667642393;PL". Napisz formułę, która wyciągnie domenę z maila.', values: [['surname', 'Nowicki'], ['first', 'Lech'], ['id', 'l.n.biuro@wp.pl'], ['id', '667642393']] },
  { genre: 'assistant', text: 'Wygeneruj pismo reklamacyjne do operatora. Moje dane: Roksana Szewczyk, PESEL 84102181188, numer telefonu 781 812 893, nr klienta 1.20456781.', values: [['first', 'Roksana'], ['surname', 'Szewczyk'], ['id', '84102181188'], ['id', '781 812 893']] },
  { genre: 'assistant', text: 'Dziś na zmianie Siarhiej Navumenka i pan Yılmaz z Turcji. Napisz grafik i dopisz, że trzeba przeszkolić Mehmeta z wózka widłowego.', values: [['first', 'Siarhiej'], ['surname', 'Navumenka'], ['surname', 'Yılmaz'], ['first', 'Mehmeta']] },
  { genre: 'assistant', text: 'sprawdz czy dobrze przepisalem dane do wniosku o 800+: matka Sabina Kozłowska, dziecko Nikola Kozłowska pesel 16262734188, konto 03105071447592800744500695', values: [['first', 'Sabina'], ['surname', 'Kozłowska'], ['first', 'Nikola'], ['id', '16262734188'], ['id', '03105071447592800744500695']] },
  // travel bookings
  { genre: 'travel', text: 'Rezerwacja PNR X7K2LQ\nPasażer 1: KOT/MARCIN MR, paszport FU7249599\nPasażer 2: KOT/ALICJA MRS, paszport UV1955874\nKontakt: +48 880 130 522', values: [['surname', 'KOT'], ['first', 'MARCIN'], ['id', 'FU7249599'], ['first', 'ALICJA'], ['id', 'UV1955874'], ['id', '+48 880 130 522']] },
];

/** Texts with no personal data at all: the forwarded text must not change. */
export const HOLDOUT_12_CLEAN: string[] = [
  'Legia Warszawa przegrała z Lechem Poznań 1:2, a Wisła Kraków awansowała do ekstraklasy.',
  'Spotkajmy się na rogu Mickiewicza i Kościuszki, obok apteki przy alei Jana Pawła II.',
  'Jadę do Józefowa, potem przez Stalową Wolę do Tomaszowa Mazowieckiego, a wieczorem jestem w Bronowicach.',
  'w sobote rano byl mróz, minus osiem, a w niedziele zima w koncu odpuscila',
  'Widziałam dziś wilka w lesie koło Zakopanego, a lis przebiegł przez drogę. Sowa pohukiwała całą noc.',
  'Na lekcji historii omawialiśmy Mikołaja Kopernika, Marię Skłodowską-Curie i Józefa Piłsudskiego. Zadanie domowe: notatka o Janie III Sobieskim.',
  'Polecam „Lalkę” Prusa i „Pana Tadeusza”, a z filmów „Kogel-mogel” i „Misia” Barei.',
  'Dzisiaj imieniny Andrzeja, a 6 grudnia Mikołajki. W Wigilię dzielimy się opłatkiem.',
  'Infolinia banku: 800 302 302, czynna całą dobę. Reklamacje przez formularz na stronie.',
  'Zamówienie nr 100482736150 zostało wysłane. Numer przesyłki: 6209123456789012345678.',
  'Faktura FV/2026/11/0042, kod produktu SKU-88213-XL, partia LOT 2026-118, ilość 40 szt.',
  'Lekarz: Jak się pani dziś czuje?\nPacjentka: Lepiej, ale nadal kaszlę w nocy.\nLekarz: Proszę brać syrop trzy razy dziennie.',
  'Kupiłam w Biedronce kawę Jacobs, a w Rossmannie krem Ziaja i szampon Barwa.',
  'kruk i wróbel siedziały na płocie, a kot sąsiadów próbował je złapać',
  'Mecz Cracovii z Górnikiem Zabrze przełożony, Raków Częstochowa gra w piątek o 20:30.',
  'Wysiądź na przystanku Plac Wilsona, potem tramwaj 17 na Dworzec Gdański, przesiadka przy Rondzie Dmowskiego.',
  'Serial „Ojciec Mateusz” ma już ponad 400 odcinków, a „Ranczo” wraca na antenę w marcu.',
  'Proszę o wycenę: 12 paczek paneli, kolor dąb sonoma, kod 8542-D, dostawa w 50. tygodniu.',
  'Zebranie zarządu: Prezes przedstawił wyniki, Skarbnik raport finansowy, a Sekretarz odczytał protokół z poprzedniego posiedzenia.',
  'Na Dzień Babci i Dziadka dzieci przygotowały występ, a w maju będzie Dzień Matki.',
  'Pieczemy baranka na Wielkanoc, w sobotę święcimy koszyczek, a na Wigilię jest ryba po grecku.',
  'Numer zgłoszenia serwisowego: SRV-2026-004512. Numer seryjny urządzenia: 5CD1234XYZ. Model: T14 gen 3.',
  'Biuro obsługi klienta operatora: 510 100 100, dzwoniłem dwa razy i nikt nie odbiera.',
  'Trasa rowerowa: Kościerzyna, Zbójno, Kozłówka i Bogdaniec, razem około 60 km.',
  'Gdzie w Krakowie jest najbliższy paczkomat? Szukam też Żabki przy Pawiej, bo kończy mi się mleko.',
];
