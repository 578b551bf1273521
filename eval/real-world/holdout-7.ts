// A seventh held-out set of made-up real-world Polish texts, written on 2026-11-28 and frozen: no rule, filter or
// model was written from it, and its author read neither the detection code, nor the probe tests, nor the other
// held-out texts. Same format and scoring as holdout.ts (`npx tsx eval/real-world/run.ts --set 7`). When it has
// been used to choose anything, it is spent for that class of leak: say so here and write a new set.
// Spent so far: every kind of leak it showed (the tenth and eleventh rounds were written from those kinds with
// made-up examples, 2026-11-28): it is no longer a held-out figure.
//
// Values are what a new account's default settings must keep from the provider. Street addresses, postal codes,
// dates of birth, places of birth and IP addresses also occur, but they are off by default: they sit in `optIn`
// and run.ts does not score them. Company hotlines and office numbers are not personal and are not scored.
// Identifiers have valid checksums (PESEL, NIP, REGON, NRB/IBAN with a valid sort code, Luhn, ID card, Polish
// passport; computed by a throwaway script), also where OCR noise has changed a character; the Ukrainian passport
// has no check digit. All people and numbers are invented.

import type { HoldoutText } from './holdout.js';

/** A held-out text, with the values of types that are off by default (not scored by run.ts). */
export interface Holdout7Text extends HoldoutText { optIn?: string[] }

export const HOLDOUT_7: Holdout7Text[] = [
  // chat / messenger: lowercase, no diacritics, typos, slang, emoji
  { genre: 'chat', text: 'kasiu dzieki za wczoraj!! 😘 daj znac jak dojechalas', values: [['first', 'kasiu']] },
  { genre: 'chat', text: 'tomek wrobel dzwonil?? mowil ze odda kase w piatek, jego nr 692 058 313 jakbys chcial go pogonic', values: [['surname', 'wrobel'], ['id', '692 058 313']] },
  { genre: 'chat', text: 'ej masz jeszcze numer do gosi? tej co sprzedawala rower na olx... chyba 884994305 ale nie jestem pewna', values: [['first', 'gosi'], ['id', '884994305']] },
  { genre: 'chat', text: 'siemka, przelej mi te 150 zl na 51 1020 7956 9846 5728 7131 8468 bo blik mi nie dziala xd', values: [['id', '51 1020 7956 9846 5728 7131 8468']] },
  { genre: 'chat', text: 'byłam dziś u Mrozów, pani Mrozowa kazała cię pozdrowić 🙂 i pyta czy Zbyszkowi przeszło kolano', values: [['surname', 'Mrozów'], ['surname', 'Mrozowa'], ['first', 'Zbyszkowi']] },
  { genre: 'chat', text: 'sluchaj oksana melnyk z naszej zmiany pyta czy mozesz ja zastapic w sobote, pisz do niej 780-405-679', values: [['surname', 'melnyk'], ['id', '780-405-679']] },
  { genre: 'chat', text: 'wez powiedz szymkowi ze rachunek za prad przyszedl 🙄 a od wiki jeszcze nie mam kasy za netflixa', values: [['first', 'szymkowi'], ['first', 'wiki']] },
  { genre: 'chat', text: 'ok to jutro 10:00 pod biedronka, bede z mlodym. jakby co dzwon 783460012 albo pisz na fb (Adaś Kruk)', values: [['id', '783460012'], ['surname', 'Kruk']] },
  { genre: 'chat', text: 'haha no i pan zajac znowu zaparkowal na moim miejscu!!! wiesz w ktorej klatce mieszka? chyba Lipowa 7 m 12', values: [['surname', 'zajac']], optIn: ['Lipowa 7 m 12'] },
  { genre: 'chat', text: 'michal mowi ze jego nowy nr to 795 083 120, stary 537-569-301 juz nie dziala. a masz maila do pani grabiec od angielskiego?', values: [['first', 'michal'], ['id', '795 083 120'], ['id', '537-569-301'], ['surname', 'grabiec']] },
  { genre: 'chat', text: 'Mamo, to numer do pana Kaczmarka od pieca: 576 241 526. A do cioci Bożenki masz? Chciała przepis na sernik', values: [['surname', 'Kaczmarka'], ['id', '576 241 526'], ['first', 'Bożenki']] },
  { genre: 'chat', text: 'dzieki pani Ewelinie za pomoc z papierami, jutro zaniose jej ciasto 🍰 a tobie tez cos zostawie', values: [['first', 'Ewelinie']] },

  // forms: labels, numbered fields, CSV / JSON rows, ALL CAPS
  { genre: 'form', text: 'IMIĘ: MAŁGORZATA\nNAZWISKO: SOWA-KRAJEWSKA\nPESEL: 72090708706\nTEL. KONTAKTOWY: 661 423 826\nE-MAIL: M.SOWAKRAJEWSKA@GMAIL.COM\nNR DOWODU: HGF492333\nADRES: UL. DŁUGA 14/3, 31-147 KRAKÓW', values: [['surname', 'SOWA-KRAJEWSKA'], ['id', '72090708706'], ['id', '661 423 826'], ['id', 'M.SOWAKRAJEWSKA@GMAIL.COM'], ['id', 'HGF492333']], optIn: ['UL. DŁUGA 14/3', '31-147'] },
  { genre: 'form', text: 'lp;imie;nazwisko;nip;email\n1;Jan;Kowal;7817921365;jan.kowal@onet.pl\n2;Dmytro;Hnatiuk;4543800994;d.hnatiuk@gmail.com\n3;Thi Mai;Vũ;4530527823;mai.vu@o2.pl', values: [['surname', 'Vũ'], ['id', '4530527823'], ['id', 'mai.vu@o2.pl'], ['surname', 'Kowal'], ['id', '7817921365'], ['id', 'jan.kowal@onet.pl'], ['surname', 'Hnatiuk'], ['id', '4543800994'], ['id', 'd.hnatiuk@gmail.com']] },
  { genre: 'form', text: '{"imie":"Hương","nazwisko":"Trần","telefon":"+48730134292","email":"huong.tran88@wp.pl","pesel":"90122773069","kraj":"VN","zgoda_marketing":false}', values: [['surname', 'Trần'], ['id', '+48730134292'], ['id', 'huong.tran88@wp.pl'], ['id', '90122773069']] },
  { genre: 'form', text: '1. Nazwisko i imię wnioskodawcy: Beridze Giorgi\n2. Obywatelstwo: gruzińskie\n3. Nr rachunku do zwrotu: PL 13 1758 8371 0125 1749 8066 8190\n4. Data urodzenia: 14.03.1991\n5. Miejsce urodzenia: Kutaisi\n6. Telefon: +48 722 305 849\n7. E-mail: giorgi.beridze@yahoo.com', values: [['surname', 'Beridze'], ['id', 'PL 13 1758 8371 0125 1749 8066 8190'], ['id', '+48 722 305 849'], ['id', 'giorgi.beridze@yahoo.com']], optIn: ['14.03.1991', 'Kutaisi'] },
  { genre: 'form', text: 'ZGŁOSZENIE SZKODY NR 2026/11/4471\nPOSZKODOWANY: WIESŁAW ZAJĄC, PESEL 54061916314, E-MAIL: W.ZAJAC54@INTERIA.PL\nNR POLISY: 908877123\nSPRAWCA: KAROLINA WILK-NOWICKA, TEL. 664970169\nPOJAZD SPRAWCY: SKODA OCTAVIA', values: [['surname', 'ZAJĄC'], ['id', '54061916314'], ['id', 'W.ZAJAC54@INTERIA.PL'], ['surname', 'WILK-NOWICKA'], ['id', '664970169']] },
  { genre: 'form', text: 'Formularz zwrotu towaru\nImię i nazwisko: Rahul Srinivasan\nE-mail: rahul.srini@outlook.com\nNr zamówienia: 100045821\nNr konta: 06 1053 9291 2321 0816 2410 2637\nPowód zwrotu: [x] rozmiar [ ] wada', values: [['surname', 'Srinivasan'], ['id', 'rahul.srini@outlook.com'], ['id', '06 1053 9291 2321 0816 2410 2637']] },
  { genre: 'form', text: 'Rejestracja konta\nLogin: sowka_gosia\nHasło: ********\nTelefon: 574-052-662\nE-mail: malgosia.sowka@o2.pl\nKod pocztowy: 80-288\nKod polecającego: dziki_kon\n[✓] Akceptuję regulamin', values: [['handle', 'sowka_gosia'], ['id', '574-052-662'], ['id', 'malgosia.sowka@o2.pl'], ['handle', 'dziki_kon']], optIn: ['80-288'] },
  { genre: 'form', text: 'Firma: Usługi Hydrauliczne Jan Nowak\nNIP: 157-434-48-63\nREGON: 621967081\nWłaściciel: Jan Nowak, tel. 726 884 589\nRachunek: 04 1098 4004 7952 1779 6030 4404', values: [['surname', 'Nowak'], ['id', '157-434-48-63'], ['id', '621967081'], ['id', '726 884 589'], ['id', '04 1098 4004 7952 1779 6030 4404']] },
  { genre: 'form', text: 'klasa 3b – lista obecności 27.11\nBaran Zuzanna\tob.\nKos Mikołaj\tnb.\nLis-Górecka Amelia\tob.\nPham Minh Anh\tsp.', values: [['surname', 'Baran'], ['surname', 'Kos'], ['surname', 'Lis-Górecka'], ['surname', 'Pham']] },
  { genre: 'form', text: 'DANE WSPÓŁKREDYTOBIORCY\nNAZWISKO: ADAMCZYK\nIMIONA: PIOTR PAWEŁ\nPESEL: 74012288617\nSERIA I NR DOWODU: EXF 166601\nPRACODAWCA: PKP INTERCITY S.A.\nDOCHÓD NETTO: 6 400 ZŁ', values: [['surname', 'ADAMCZYK'], ['id', '74012288617'], ['id', 'EXF 166601']] },
  { genre: 'form', text: 'Lista gości: Państwo Nowakowie (2 os.), Wróblowie z dziećmi (4 os.), ciocia Hela, wujek Staszek, Kowalscy (3 os.) – razem 11', values: [['surname', 'Nowakowie'], ['surname', 'Wróblowie'], ['first', 'Hela'], ['first', 'Staszek'], ['surname', 'Kowalscy']] },

  // e-mails and signatures
  { genre: 'email', text: 'Dzień dobry Pani Agnieszko,\n\nw załączeniu przesyłam fakturę. Proszę o kontakt z Panem Lisem w sprawie terminu montażu.\n\nPozdrawiam serdecznie\nBeata Gołąb\nSpecjalista ds. Obsługi Klienta\ntel. 507 217 768\nb.golab@okna-serwis.pl\nInfolinia: 801 300 300', values: [['first', 'Agnieszko'], ['surname', 'Lisem'], ['surname', 'Gołąb'], ['id', '507 217 768'], ['id', 'b.golab@okna-serwis.pl']] },
  { genre: 'email', text: 'Szanowny Panie Mecenasie,\nw nawiązaniu do rozmowy z p. Kamińską przesyłam skan pełnomocnictwa. PESEL mocodawcy: 81080963278. Zwrot kosztów proszę kierować na rachunek 69 1244 7947 1220 4865 6144 2304.\n\nZ wyrazami szacunku\nadw. Tadeusz Wróblewski', values: [['surname', 'Kamińską'], ['id', '81080963278'], ['id', '69 1244 7947 1220 4865 6144 2304'], ['surname', 'Wróblewski']] },
  { genre: 'email', text: '> W dniu 27.11.2026 o 18:04 Nino Kapanadze <nino.kapanadze@gmail.com> napisał(a):\n> Czy mogę przyjść w poniedziałek?\n\nTak, zapraszam na 9:00. Proszę zabrać kartę pobytu.\n--\nDr n. med. Ewa Sikora-Bąk', values: [['surname', 'Kapanadze'], ['id', 'nino.kapanadze@gmail.com'], ['surname', 'Sikora-Bąk']] },
  { genre: 'email', text: 'hej marcin,\nprzesylam dane do umowy: marta kowalczyk, pesel 93090476662, nip 7211729492, konto 27 1750 2830 0617 1423 8359 2615\ndzieki, m.', values: [['first', 'marcin'], ['surname', 'kowalczyk'], ['id', '93090476662'], ['id', '7211729492'], ['id', '27 1750 2830 0617 1423 8359 2615']] },
  { genre: 'email', text: 'Z poważaniem\n\nŁUKASZ MRÓZ\nKierownik Działu Sprzedaży\nPHU „MRÓZ-POL” Łukasz Mróz\nul. Przemysłowa 8, 62-080 Tarnowo Podgórne\nkom. +48 797 366 338\nlukasz.mroz@mrozpol.com.pl\nNIP 499-233-72-12', values: [['surname', 'Mróz'], ['id', '+48 797 366 338'], ['id', 'lukasz.mroz@mrozpol.com.pl'], ['id', '499-233-72-12']], optIn: ['ul. Przemysłowa 8', '62-080'] },
  { genre: 'email', text: 'Automatyczna odpowiedź: jestem na urlopie do 8 grudnia. W pilnych sprawach proszę kontaktować się z Krzysztofem Baranem (krzysztof.baran@kancelaria-lex.pl, 535 396 798).', values: [['surname', 'Baranem'], ['id', 'krzysztof.baran@kancelaria-lex.pl'], ['id', '535 396 798']] },
  { genre: 'email', text: 'Szanowna Pani,\ndziękujemy za przesłanie CV. Rozmowa z p. Dominiką Kos-Zielińską z działu HR odbędzie się online, link wyślemy na adres priya.r@protonmail.com.\nZespół Rekrutacji', values: [['surname', 'Kos-Zielińską'], ['id', 'priya.r@protonmail.com']] },
  { genre: 'email', text: 'Od: Wiktoria Zawadzka-Lee <wzlee@gmail.com>\nDo: biuro@spoldzielnia-zacisze.pl\nTemat: nadpłata czynszu\n\nProszę o zwrot nadpłaty na konto 16 1543 9961 9856 4897 3697 9898 (właścicielka: moja mama, Danuta Zawadzka, PESEL 55021055445).', values: [['surname', 'Zawadzka-Lee'], ['id', 'wzlee@gmail.com'], ['id', '16 1543 9961 9856 4897 3697 9898'], ['surname', 'Zawadzka'], ['id', '55021055445']] },
  { genre: 'email', text: 'Temat: RE: RE: klucze do mieszkania\n\nPani Jadwigo, klucze zostawiłem u sąsiadów, Państwa Sowów spod szóstki. Gdyby ich nie było, proszę dzwonić do mnie: 604 456 242.\nArek', values: [['first', 'Jadwigo'], ['surname', 'Sowów'], ['id', '604 456 242'], ['first', 'Arek']] },

  // call, court and meeting transcripts
  { genre: 'transcript', text: 'KONSULTANT: Dzień dobry, w czym mogę pomóc?\nKLIENT: Dzień dobry, nazywam się Henryk Wróbel, dzwonię w sprawie zablokowanej karty.\nKONSULTANT: Poproszę numer PESEL.\nKLIENT: Już podaję: 56050525954. A karta to 4014 8198 7796 5037.\nKONSULTANT: Dziękuję, panie Henryku, weryfikacja przebiegła pomyślnie.', values: [['surname', 'Wróbel'], ['id', '56050525954'], ['id', '4014 8198 7796 5037']] },
  { genre: 'transcript', text: 'Protokół rozprawy\nPrzewodnicząca: SSR Anna Gołębiowska\nPowód: Tadeusz Kot, stawił się osobiście, z pełnomocnikiem r.pr. Markiem Sójką\nPozwana: Zofia Kotowa, nie stawiła się\nŚwiadek Irena Majewska zeznała: „Widziałam pana Kota pod blokiem około 22.”', values: [['surname', 'Gołębiowska'], ['surname', 'Kot'], ['surname', 'Sójką'], ['surname', 'Kotowa'], ['surname', 'Majewska']] },
  { genre: 'transcript', text: '[00:01:12] Moderator: Witam wszystkich, zaczynamy.\n[00:01:20] Nguyễn Văn Thành: Dzień dobry, przepraszam za spóźnienie.\n[00:01:31] Moderator: Nie ma sprawy, proszę o wyniki.\n[00:02:05] Ola: podeślę slajdy wszystkim na ola.pietrzak@firma-abc.pl', values: [['surname', 'Nguyễn'], ['first', 'Ola'], ['id', 'ola.pietrzak@firma-abc.pl']] },
  { genre: 'transcript', text: 'P: Proszę podać dane.\nO: Bondarenko Taras, obywatel Ukrainy, paszport FT 482913.\nP: Adres w Polsce?\nO: Wrocław, ul. Legnicka 55 m. 12.\nP: Zna pan niejakiego „Szczura”?\nO: Znam, to Mariusz, nazwiska nie znam.', values: [['surname', 'Bondarenko'], ['id', 'FT 482913'], ['handle', 'Szczura'], ['first', 'Mariusz']], optIn: ['ul. Legnicka 55 m. 12'] },
  { genre: 'transcript', text: 'PROWADZĄCA: Moim gościem jest dziś Bartek, który prowadzi kanał o wędkarstwie.\nGOŚĆ: Cześć! Na YouTube jestem jako @BartekNadWoda, zapraszam.\nPROWADZĄCA: A gdzie cię złapać w sprawie współpracy?\nGOŚĆ: Najlepiej mail, bartek.szczepaniak@interia.pl.', values: [['first', 'Bartek'], ['handle', '@BartekNadWoda'], ['id', 'bartek.szczepaniak@interia.pl']] },
  { genre: 'transcript', text: 'Jakub Lis: słychać mnie?\nMichalina Dąbrowska-Kruk: tak, ale masz echo\nJakub Lis: ok, to szybko – Zielińscy chcą przesunąć termin odbioru\nMichalina Dąbrowska-Kruk: to zadzwoń do pana Zielińskiego, ma nowy numer 729 539 779', values: [['surname', 'Lis'], ['surname', 'Dąbrowska-Kruk'], ['surname', 'Zielińscy'], ['surname', 'Zielińskiego'], ['id', '729 539 779']] },
  { genre: 'transcript', text: 'Lekarz: Pani Gienia, tak? A pełne imię?\nPacjentka: Eugenia. Eugenia Sowińska.\nLekarz: PESEL?\nPacjentka: 55101492504\nLekarz: Kto będzie odbierał wyniki?\nPacjentka: Córka, Renata, numer 660 748 706.', values: [['surname', 'Sowińska'], ['id', '55101492504'], ['first', 'Renata'], ['id', '660 748 706']] },
  { genre: 'transcript', text: 'AGENT: Jak się pan nazywa?\nKLIENT: Chmiel. Ce-ha-em-i-e-el. Wojciech Chmiel.\nAGENT: A adres e-mail?\nKLIENT: wojtek małpa chmiel kropka pl, czyli wojtek@chmiel.pl\nAGENT: I numer klienta?\nKLIENT: 100 200 311, ten z umowy.', values: [['surname', 'Chmiel'], ['id', 'wojtek@chmiel.pl']] },
  { genre: 'transcript', text: 'SĘDZIA: Czy świadek zna oskarżonego?\nŚWIADEK: Tak, to mój szwagier, Rysiek.\nSĘDZIA: Proszę mówić pełnym nazwiskiem.\nŚWIADEK: Ryszard Pawlaczyk. Mówiliśmy na niego Pawlak, od zawsze.', values: [['surname', 'Pawlaczyk'], ['surname', 'Pawlak']] },

  // news and press
  { genre: 'news', text: 'Policja z Radomia poszukuje 34-letniego Dawida K., podejrzanego o kradzież rozbójniczą. Mężczyzna może posługiwać się pseudonimem „Kaban”. Informacje można przekazywać pod numerem 47 701 22 22 lub 112.', values: [['first', 'Dawida'], ['handle', 'Kaban']] },
  { genre: 'news', text: 'Nagrodę im. Wisławy Szymborskiej w kategorii debiut otrzymała w tym roku Joanna Mróz-Wójcik z Gdańska. – To dla mnie ogromne zaskoczenie – mówiła laureatka. Statuetkę wręczał prezes fundacji Stanisław Kruczek.', values: [['surname', 'Mróz-Wójcik'], ['surname', 'Kruczek']] },
  { genre: 'news', text: 'Wypadek na DK7 pod Jędrzejowem. Kierująca oplem 52-letnia mieszkanka gminy Sobków, Halina Wróblewska-Nowak, trafiła do szpitala. Jej pasażer, 19-letni wnuk Kacper, wyszedł z wypadku bez obrażeń.', values: [['surname', 'Wróblewska-Nowak'], ['first', 'Kacper']] },
  { genre: 'news', text: 'Z głębokim żalem zawiadamiamy, że 24 listopada 2026 r. zmarł nasz ukochany Mąż, Tata i Dziadek ŚP. Zdzisław Kowal, przeżywszy lat 81. Msza żałobna w kościele pw. św. Józefa w Kielcach. Pogrążona w smutku Rodzina Kowalów', values: [['surname', 'Kowal']] },
  { genre: 'news', text: 'Hattrick Oskara Lisa dał Wiśle zwycięstwo 3:1. – Kibice nas ponieśli – mówił po meczu napastnik. Trener gości Rafał Kozioł przyznał, że jego drużyna „zagrała bez serca”.', values: [['surname', 'Lisa'], ['surname', 'Kozioł']] },
  { genre: 'news', text: 'Sąd Okręgowy w Poznaniu skazał Piotra S. i Adama Nowickiego-Barana na kary pozbawienia wolności. Obrońca Nowickiego, mec. Iwona Kalisz, zapowiedziała apelację.', values: [['first', 'Piotra'], ['surname', 'Nowickiego-Barana'], ['surname', 'Nowickiego'], ['surname', 'Kalisz']] },
  { genre: 'news', text: 'Restauracja „Masala House” w Opolu ma nowego właściciela. Ajay Kumar Reddy, który mieszka w Polsce od 2014 roku, mówi: – Polacy coraz chętniej jedzą ostro. Jego żona Lakshmi prowadzi w lokalu kurs gotowania.', values: [['surname', 'Reddy'], ['first', 'Lakshmi']] },
  { genre: 'news', text: 'Oszuści znów podszywają się pod wnuczka. 83-letnia pani Stanisława z Bełchatowa straciła 40 tys. zł. Policja apeluje: nie podawajcie przez telefon numeru PESEL ani kodów BLIK.', values: [['first', 'Stanisława']] },
  { genre: 'news', text: 'Mieszkańcy os. Podwawelskiego protestowali przeciw wycince. – Te drzewa sadził jeszcze mój dziadek – mówiła przewodnicząca rady osiedla Bożena Szewczyk-Kos. Urzędnicy obiecali spotkanie w grudniu.', values: [['surname', 'Szewczyk-Kos']] },
  { genre: 'news', text: 'KOMUNIKAT PRASOWY. Rzecznik prasowy Urzędu Miasta, Konrad Sowa, poinformował, że remont wiaduktu potrwa do marca. Kontakt dla mediów: biuro.prasowe@um-przyklad.pl, tel. 22 443 12 00.', values: [['surname', 'Sowa']] },

  // HR, medical and CRM notes
  { genre: 'notes', text: 'Notatka służbowa. Pracownik Grzegorz Zając (nr ewid. 00417) zgłosił się do kadr z prośbą o zmianę rachunku do wypłat na 95 2490 2634 0824 2696 4609 1254. Tel. pracownika: 667 912 095. Przyjęła: M. Baranowska.', values: [['surname', 'Zając'], ['id', '95 2490 2634 0824 2696 4609 1254'], ['id', '667 912 095'], ['surname', 'Baranowska']] },
  { genre: 'notes', text: 'Pacjent lat 69, Wiesław Mrozek, PESEL 57062114415, przyjęty z powodu duszności. W wywiadzie: nadciśnienie, cukrzyca t. 2. Zalecono konsultację kardiologiczną u dr Pawłowskiej. Informacje o stanie zdrowia: syn, tel. 532 658 175.', values: [['surname', 'Mrozek'], ['id', '57062114415'], ['surname', 'Pawłowskiej'], ['id', '532 658 175']] },
  { genre: 'notes', text: 'Klient: Transport Ciężarowy Leszek Lis (JDG, NIP 5302756832) | osoba kontaktowa: Paulina Gil, tel. 736 501 896, leszek.lis.transport@gmail.com | status: oferta wysłana | uwaga: nie dzwonić przed 10', values: [['surname', 'Lis'], ['id', '5302756832'], ['surname', 'Gil'], ['id', '736 501 896'], ['id', 'leszek.lis.transport@gmail.com']] },
  { genre: 'notes', text: 'Ocena okresowa: pani Oksana (magazyn, zmiana B) – bardzo dobra praca, proponuję przedłużenie umowy. Pani Natalii z recepcji przekazać, żeby przygotowała aneks.', values: [['first', 'Oksana'], ['first', 'Natalii']] },
  { genre: 'notes', text: 'wizyta kontrolna – pacjentka (Jagoda, 16 l.) przyszła z mamą. mama prosi o kontakt sms 794268598, nie mailowo. kolejna wizyta za 3 tyg.', values: [['first', 'Jagoda'], ['id', '794268598']] },
  { genre: 'notes', text: 'Sala 4: p. Wróblowa – gorączka 38,2, podano paracetamol.\nSala 5: p. Zenon Gawron – bez zmian.\nSala 6: wolne łóżko, przyjęcie z SOR ok. 22:00 (pani Tran, tłumacz potrzebny).', values: [['surname', 'Wróblowa'], ['surname', 'Gawron'], ['surname', 'Tran']] },
  { genre: 'notes', text: 'Dłużnik: Sebastian Kaczmarczyk, PESEL 83050836870, dowód osobisty ADE819557, zadłużenie 4 380,12 zł. Kontakt nieudany 3x (tel. 734 670 096, s.kaczmarczyk83@o2.pl). Adres do korespondencji: Osiedle Słoneczne 12/40, 26-600 Radom.', values: [['surname', 'Kaczmarczyk'], ['id', '83050836870'], ['id', 'ADE819557'], ['id', '734 670 096'], ['id', 's.kaczmarczyk83@o2.pl']], optIn: ['Osiedle Słoneczne 12/40', '26-600'] },
  { genre: 'notes', text: 'Pacjent: pies Burek (owczarek niemiecki, 7 lat). Właścicielka: Teresa Wilczyńska, tel. 690 093 215. Uwaga: Burek gryzie przy szczepieniu, kaganiec!', values: [['surname', 'Wilczyńska'], ['id', '690 093 215']] },
  { genre: 'notes', text: 'Rekrutacja – do 2. etapu:\n1) Tetiana Shevchuk (UA) – tetiana.shevchuk@ukr.net\n2) Nguyen Duc Anh – ndanh.dev@gmail.com, GitHub: ducanh-dev\n3) Siddharth Iyer – +48 668 028 123\nOdrzuceni: reszta (feedback wysłany)', values: [['surname', 'Shevchuk'], ['id', 'tetiana.shevchuk@ukr.net'], ['surname', 'Nguyen'], ['id', 'ndanh.dev@gmail.com'], ['handle', 'ducanh-dev'], ['surname', 'Iyer'], ['id', '+48 668 028 123']] },
  { genre: 'notes', text: 'KARTA INFORMACYJNA: pacjentka MAJA KRÓL-SZYMAŃSKA, ur. 03.05.2001 w Płocku, PESEL 01250317429 – do weryfikacji, podano też tel. opiekuna prawnego (ojciec) 501 129 583.', values: [['surname', 'KRÓL-SZYMAŃSKA'], ['id', '01250317429'], ['id', '501 129 583']], optIn: ['03.05.2001', 'Płocku'] },

  // gaming, social and forum posts with handles
  { genre: 'social', text: 'gg wp, kto gra jutro rankedy? dodajcie mnie: xXMrozikXx#4821 😎', values: [['handle', 'xXMrozikXx#4821']] },
  { genre: 'social', text: 'Re: Problem z kotłem Viessmann\n\nCytat z: hydraulik_z_lodzi\n> wymień czujnik ciągu\n\nDzięki, pomogło! Jakby ktoś szukał fachowca z Łodzi to polecam pana Kowalczyka, numer dam na priv.', values: [['handle', 'hydraulik_z_lodzi'], ['surname', 'Kowalczyka']] },
  { genre: 'social', text: 'Serdeczne gratulacje dla @AniaWilczek_ za obronę doktoratu! 🎓 @tomek.baran i @kuba_sz, wy następni 😉 #nauka #UJ', values: [['handle', '@AniaWilczek_'], ['handle', '@tomek.baran'], ['handle', '@kuba_sz']] },
  { genre: 'social', text: 'Uwaga sąsiedzi! Zaginął kot, rudy, wabi się Filemon. Kto widział – proszę o kontakt: Jola, 787 406 183. Okolice bloku 15 na Stokach.', values: [['first', 'Jola'], ['id', '787 406 183']] },
  { genre: 'social', text: '[mod] Sowa_Nocna: zbanowany gracz PolskiSniper2007 (powód: cheaty). odwołania przez ticket, nie na pw. zgłosił: ktos_tam_77', values: [['handle', 'ktos_tam_77'], ['handle', 'Sowa_Nocna'], ['handle', 'PolskiSniper2007']] },
  { genre: 'social', text: 'steam: zdzichu_z_gdyni | discord: zdzichu#0420 | psn: Zdzichu_PL — dodawajcie, gram wieczorami w cs i fife', values: [['handle', 'zdzichu_z_gdyni'], ['handle', 'zdzichu#0420'], ['handle', 'Zdzichu_PL']] },
  { genre: 'social', text: 'Odp: Polecacie dentystę w Lublinie?\nautor: Marzenka_84\nJa chodzę do dr Wróblewskiej na Narutowicza, rejestracja 81 532 11 11 (przychodnia). Nie polecam za to tej z Lipowej, pani Sowy – wyrwała mi nie ten ząb.', values: [['handle', 'Marzenka_84'], ['surname', 'Wróblewskiej'], ['surname', 'Sowy']] },
  { genre: 'social', text: 'u/jestem_z_mazur pisze: mój sąsiad pan Tomasz W. puszcza disco polo o 2 w nocy, co robić? TL;DR: straż miejska czy dzielnicowy?', values: [['handle', 'jestem_z_mazur'], ['first', 'Tomasz']] },
  { genre: 'social', text: 'nowy post od @gosia.wrobel.makeup ✨ z kodem GOSIA15 macie -15% na całą stronę!!', values: [['handle', '@gosia.wrobel.makeup']] },
  { genre: 'social', text: 'wiktor_gamer99: siema!!\nkubaplayz: elo elo\nwiktor_gamer99: kiedy collab z Majką? 👀\nkubaplayz: moze w grudniu', values: [['handle', 'wiktor_gamer99'], ['handle', 'kubaplayz'], ['first', 'Majką']] },

  // mixed Polish-English
  { genre: 'mixed', text: 'Hi team, quick update: spotkanie z klientem przesunięte na czwartek. Please cc Magda Stępień-Hall on everything, jej nowy mail to magda.stepien@northgate.co.uk.', values: [['surname', 'Stępień-Hall'], ['id', 'magda.stepien@northgate.co.uk']] },
  { genre: 'mixed', text: '@channel FYI Dmytro jest OOO do piątku, w razie czego ping @kasia.lewandowska albo dzwońcie na +48 738 090 352', values: [['first', 'Dmytro'], ['handle', '@kasia.lewandowska'], ['id', '+48 738 090 352']] },
  { genre: 'mixed', text: 'Booking confirmed ✅ Guest: Priya Raghunathan, 2 adults, check-in 12 Dec. Płatność kartą 4278 5357 5076 6679 – w razie zmian prosimy o kontakt: priya.raghu@gmail.com', values: [['surname', 'Raghunathan'], ['id', '4278 5357 5076 6679'], ['id', 'priya.raghu@gmail.com']] },
  { genre: 'mixed', text: 'Nasz CTO, Arjun Mehta, ex-Google, zbudował MVP w 3 tygodnie. Founder: Wojtek Gołąbek (LinkedIn: linkedin.com/in/wojtekgolabek).', values: [['surname', 'Mehta'], ['surname', 'Gołąbek'], ['handle', 'wojtekgolabek']] },
  { genre: 'mixed', text: 'Ticket #88213 – user jnowicka nie może się zalogować do VPN. Reset hasła done, temp pass wysłany SMS-em na 881 080 223. Assigned to: P. Kozłowski', values: [['handle', 'jnowicka'], ['id', '881 080 223'], ['surname', 'Kozłowski']] },
  { genre: 'mixed', text: "hey! I'm Nino 🇬🇪 living in Warsaw since 2020, uczę się polskiego 😅 insta: nino.travels.pl", values: [['first', 'Nino'], ['handle', 'nino.travels.pl']] },
  { genre: 'mixed', text: 'Please issue the invoice to: Nguyen Thi Lan, JDG "Lan Nails", NIP 8834655079, tel. +48 794 446 826, e-mail lan.nails.krakow@gmail.com. Dziękuję!', values: [['surname', 'Nguyen'], ['id', '8834655079'], ['id', '+48 794 446 826'], ['id', 'lan.nails.krakow@gmail.com']] },
  { genre: 'mixed', text: 'Reminder: standup jutro 9:30. @Ola can you sprawdzić PR od @m.zajac? Jak nie zdążysz, Piotrek go weźmie.', values: [['handle', '@Ola'], ['handle', '@m.zajac'], ['first', 'Piotrek']] },
  { genre: 'mixed', text: 'Dear Ms Kowalewska, twoja karta 4544 2829 4881 8090 została zablokowana for security reasons. Please call us back – zespół bezpieczeństwa.', values: [['surname', 'Kowalewska'], ['id', '4544 2829 4881 8090']] },
  { genre: 'mixed', text: '// TODO(mkaczor): remove hardcoded test PESEL 00321088460 before release, ask Tymek about the fixture', values: [['handle', 'mkaczor'], ['id', '00321088460'], ['first', 'Tymek']] },

  // OCR and noisy identifiers: look-alike characters, spaces, dashes
  { genre: 'ocr', text: 'WNIOSEK O ZASIŁEK\nPESEL: 7OO42413 5O4\nNazwisko: Kołodziej-Bąk\nTel.: 69l 766 635', values: [['id', '7OO42413 5O4'], ['surname', 'Kołodziej-Bąk'], ['id', '69l 766 635']] },
  { genre: 'ocr', text: 'KL|ENT: MAR|AN KRUK\nNR RACHUNKU: PL21 1021 15O4 0898 O743 6377 8840\nODDZIAŁ 1 W TORUNIU', values: [['surname', 'KRUK'], ['id', 'PL21 1021 15O4 0898 O743 6377 8840']] },
  { genre: 'ocr', text: 'DOWÓD OSOBISTY / IDENTITY CARD\nNAZWISKO / SURNAME\nGRABOWSKA\nIMIONA / GIVEN NAMES\nALICJA MARIA\nNUMER DOKUMENTU GEB 232549\nPESEL 6 1 0 4 1 4 0 1 9 0 4', values: [['surname', 'GRABOWSKA'], ['id', 'GEB 232549'], ['id', '6 1 0 4 1 4 0 1 9 0 4']] },
  { genre: 'ocr', text: 'PARAGON FISKALNY\nNIP NABYWCY 375 5O1 O2 91\nSUMA PLN 84,97\nKASJER: Zuzia  KASA 03', values: [['id', '375 5O1 O2 91'], ['first', 'Zuzia']] },
  { genre: 'ocr', text: 'Paszport nr: PR 6O78320 Nazwisko: WIŚNIEWSKA-DUDA lmię: JOANNA Data wydania: 02.1O.2024', values: [['id', 'PR 6O78320'], ['surname', 'WIŚNIEWSKA-DUDA']] },
  { genre: 'ocr', text: 'PRZELEW PRZYCH. OD: STEFAN MR0Z UL. POLNA 3 TYT.: CZYNSZ 11/2026\n12 1055 9260 7888 9308 2140 8593', values: [['surname', 'MR0Z'], ['id', '12 1055 9260 7888 9308 2140 8593']], optIn: ['UL. POLNA 3'] },
  { genre: 'ocr', text: 'Nr paszportu: KK486OO97  obywatelstwo: POLSKIE\nNAZWISKO: SZCZEPAN|AK\nKarta płatn.: 5149-9337-6491-392O', values: [['id', 'KK486OO97'], ['surname', 'SZCZEPAN|AK'], ['id', '5149-9337-6491-392O']] },
  { genre: 'ocr', text: 'FAKTURA VAT nr 17/11/2026\nSPRZEDAWCA: ZAKŁAD STOLARSKI ROMAN BUK\nNIP: 468-246-78-3l\nNABYWCA: Gminny Ośrodek Kultury', values: [['surname', 'BUK'], ['id', '468-246-78-3l']] },
  { genre: 'ocr', text: 'kontakt: tel.kom. +48 664-86-38-51 , e-mail: r.kowalski.1970@wp.p l\nREGON 459251130 66292', values: [['id', '+48 664-86-38-51'], ['id', 'r.kowalski.1970@wp.p l'], ['id', '459251130 66292']] },
];

/** Texts with no personal data at all; nothing in them should change. */
export const HOLDOUT_7_CLEAN: string[] = [
  'Spotkanie zarządu przeniesione na wtorek. Prezes, Dyrektor Finansowy i Kierownik Projektu proszeni są o przygotowanie raportów kwartalnych.',
  'w biedronce promocja na mandarynki a w lidlu na pierniki z torunia, wziac tez zubra i tymbarka dla dzieci?',
  'Zamówienie nr 4402 1187 3390 zostało wysłane. Numer przesyłki: 6209 1133 8457 12. Kod odbioru w paczkomacie: 884213.',
  'Ulica Marszałkowska będzie zamknięta od placu Konstytucji do Ronda Dmowskiego w związku z przejściem marszu.',
  'Faktura VAT 2026/11/0387, kwota 12 450,00 zł, termin płatności 14 dni, kurs EUR 4,2731, nr zamówienia 55012.',
  'Grałem wczoraj w Wiedźmina 3 i w końcu pokonałem Eredina. Geralt z Rivii rządzi, Jaskier mniej 😂',
  'Kowal od świtu pracuje w kuźni; lis podkradł kury, a wróbel z sową siedzieli na płocie. Mróz trzymał do południa.',
  'Mróz w nocy do minus 12 stopni. Synoptycy ostrzegają przed gołoledzią na drogach w Małopolsce i na Podkarpaciu.',
  'NUMER SZAFKI: 117\nKLASA: 2C\nSALA: 204\nGODZ. 8:00–14:35\nWYCHOWAWCA: DO USTALENIA',
  'Sprzedam Opla Astrę 2011, przebieg 187 000 km, cena 14 900 zł do negocjacji. Oglądać można w weekend, auto stoi w Kaliszu.',
  'Piotrkowska to najdłuższa ulica handlowa w Łodzi, a Manufaktura mieści się w dawnej fabryce przy ulicy Ogrodowej.',
  'Pole „Imię i nazwisko” pozostaw puste, jeśli zgłoszenie jest anonimowe. Kod pocztowy i numer telefonu nie są wymagane.',
  'Święty Mikołaj przyjdzie do przedszkola 6 grudnia; Pani Dyrektor prosi rodziców o paczki do 20 zł.',
  'Infolinia banku czynna całą dobę: 801 365 365, z zagranicy +48 22 100 00 00 (opłata wg taryfy operatora).',
  'Meeting notes: Q4 roadmap, KPI review, Sprint 47 retro. Action items: update Jira board, migrate staging to eu-west-1.',
  'Wawel, Kopiec Kościuszki i Sukiennice – trasa na sobotę. Bilety kupione w aplikacji, zbiórka pod pomnikiem Mickiewicza o 10:00.',
  'Wniosek o dowód osobisty składa się w urzędzie gminy; opłata nie jest pobierana. Numer sprawy dostaniesz SMS-em.',
  'Na forum pojawił się nowy wątek: „Jaki laptop do 3000 zł?”. Moderator przypomina o regulaminie, pkt 4.2.',
  'PROMOCJA!!! RABAT -30% NA CAŁY ASORTYMENT, KOD: ZIMA2026, WAŻNY DO 31.12. DOSTAWA GRATIS OD 199 ZŁ',
  'Ustawa z dnia 10 maja 2018 r. o ochronie danych osobowych (Dz.U. 2019 poz. 1781), art. 6 ust. 1 lit. c RODO.',
  'Spółka wpisana do KRS pod numerem 0000412876, kapitał zakładowy 50 000 zł, siedziba: Poznań.',
  'hej, jutro nie ma zajec z matmy, pani od fizyki chora. dasz znac grupie? i wez ksiazke do polaka',
];
