// A tenth held-out set of made-up real-world Polish texts, written on 2026-11-29 blind and frozen: no rule, filter
// or model was written from it, and its author read neither the detection code, nor the probe tests, nor the other
// held-out texts (only the format of holdout.ts and holdout-7.ts). Same format and scoring as holdout.ts
// (`npx tsx eval/real-world/run.ts --set 10`). When it has been used to choose anything, it is spent for that class
// of leak: say so here and write a new set.
// Spent so far: every kind of leak it showed after the twelfth round (the thirteenth round was written from those
// kinds with made-up examples, 2026-11-29): it is no longer a held-out figure.
//
// Values are what a new account's default settings must keep from the provider. Street addresses, postal codes,
// dates of birth and IP addresses also occur, but they are off by default: they sit in `optIn` and run.ts does not
// score them. Company hotlines are not personal and are not scored. Identifiers have valid checksums (PESEL, NIP,
// REGON, NRB/IBAN with a valid sort code, Luhn, ID card, Polish passport; computed by a throwaway script), also
// where OCR noise has changed a character (O for 0); the Ukrainian passport has no check digit. All people and
// numbers are invented.

import type { HoldoutText } from './holdout.js';

/** A held-out text, with the values of types that are off by default (not scored by run.ts). */
export interface Holdout10Text extends HoldoutText { optIn?: string[] }

export const HOLDOUT_10: Holdout10Text[] = [
  // chat / messenger: lowercase, no diacritics, typos, slang, emoji, diminutives
  { genre: 'chat', text: 'ej a wiesz ze z kubą sową sie juz nie gadamy? 🙄 od wakacji cisza', values: [['first', 'kubą'], ['surname', 'sową']] },
  { genre: 'chat', text: 'oddaj gosi ładowarke bo mi suszy glowe od rana xd', values: [['first', 'gosi']] },
  { genre: 'chat', text: 'mam od wiki kase za bilety, jutro przelewam na 63 1246 3989 9074 2320 8565 2361', values: [['first', 'wiki'], ['id', '63 1246 3989 9074 2320 8565 2361']] },
  { genre: 'chat', text: 'pan baran z parteru znowu trzepie dywan o 6 rano 😤😤', values: [['surname', 'baran']] },
  { genre: 'chat', text: 'siema tu bartek grzyb, kolega mareczka, moj nr 603 118 492 jakbys mial wolny pokoj', values: [['first', 'bartek'], ['surname', 'grzyb'], ['first', 'mareczka'], ['id', '603 118 492']] },
  { genre: 'chat', text: 'widzialas co olka krolowa wrzucila na insta? hahaha', values: [['first', 'olka'], ['surname', 'krolowa']] },
  { genre: 'chat', text: 'u kowalskich dzis grill, bierzemy karkowke i zosie?', values: [['surname', 'kowalskich'], ['first', 'zosie']] },
  { genre: 'chat', text: 'dzwonilam do dymitra bondarenki ale nie odbiera, masz moze jego maila? chyba dima.bondarenko@gmail.com', values: [['first', 'dymitra'], ['surname', 'bondarenki'], ['id', 'dima.bondarenko@gmail.com']] },
  { genre: 'chat', text: 'kochanie przypomnij tosiowi ze ma trening o 17, a ja odbieram franka od babci', values: [['first', 'tosiowi'], ['first', 'franka']] },
  { genre: 'chat', text: 'ziomek podeslij pesel do umowy na mieszkanie, ten co mi dales ma 10 cyfr 😂 ok juz mam: 99071730510', values: [['id', '99071730510']] },
  { genre: 'chat', text: 'no i zajac znowu nie przyszedl na zmiane, kierownik wsciekly', values: [['surname', 'zajac']] },
  { genre: 'chat', text: 'Wronowie sprzedają dom, słyszałaś? Ewka Wron mówiła że za 900 tys.', values: [['surname', 'Wronowie'], ['first', 'Ewka'], ['surname', 'Wron']] },
  { genre: 'chat', text: 'daj numer do tej fryzjerki, Natalki Sobczyk... 515-220-874? dzięki!!', values: [['first', 'Natalki'], ['surname', 'Sobczyk'], ['id', '515-220-874']] },
  { genre: 'chat', text: 'wczoraj bylem u mroza na urodzinach, jego zona robi najlepszy sernik', values: [['surname', 'mroza']] },
  { genre: 'chat', text: 'tu nguyen van minh z kuchni, jutro nie moge przyjsc bo syn chory, zastapi mnie hoang', values: [['surname', 'nguyen'], ['first', 'minh'], ['first', 'hoang']] },
  // ALL CAPS forms and official letters
  { genre: 'caps', text: 'WNIOSKODAWCA: HALINA KASZA, PESEL 58063059183', values: [['first', 'HALINA'], ['surname', 'KASZA'], ['id', '58063059183']] },
  { genre: 'caps', text: 'ZAWIADAMIAM, ŻE PAN STANISŁAW KRÓL NIE STAWIŁ SIĘ NA WEZWANIE W DNIU 12.10.2026', values: [['first', 'STANISŁAW'], ['surname', 'KRÓL']] },
  { genre: 'caps', text: 'PRZEKAZUJĘ SPRAWĘ PANI MARZENIE WRÓBEL-DUDZIE DO DALSZEGO PROWADZENIA', values: [['first', 'MARZENIE'], ['surname', 'WRÓBEL'], ['surname', 'DUDZIE']] },
  { genre: 'caps', text: 'FAKTURA VAT NR 114/2026 NABYWCA: PHU MRÓZ-POL ZBIGNIEW MRÓZ NIP 3933226025', values: [['surname', 'MRÓZ'], ['first', 'ZBIGNIEW'], ['id', '3933226025']] },
  { genre: 'caps', text: 'ŚWIADEK: OLEKSANDR KOVALENKO, PASZPORT UKRAINY FH 204417, TEL. 796 551 302', values: [['first', 'OLEKSANDR'], ['surname', 'KOVALENKO'], ['id', 'FH 204417'], ['id', '796 551 302']] },
  { genre: 'caps', text: 'DLA: RODZINA SOBOTÓW, UL. KRZYWA 4/2, 62-030 LUBOŃ', values: [['surname', 'SOBOTÓW']], optIn: ['UL. KRZYWA 4/2', '62-030'] },
  { genre: 'caps', text: 'OŚWIADCZAM, ŻE JESTEM JEDYNYM SPADKOBIERCĄ PO ZMARŁYM TADEUSZU BARANIE', values: [['first', 'TADEUSZU'], ['surname', 'BARANIE']] },
  { genre: 'caps', text: 'NR RACHUNKU DO ZWROTU: PL30 1022 9323 8389 1963 5678 1528 WŁAŚCICIEL: GRAŻYNA ZAJĄC', values: [['id', 'PL30 1022 9323 8389 1963 5678 1528'], ['first', 'GRAŻYNA'], ['surname', 'ZAJĄC']] },
  { genre: 'caps', text: 'WEZWANIE DO ZAPŁATY — DŁUŻNIK: KAROL SOWA, DOWÓD OSOBISTY JML182922', values: [['first', 'KAROL'], ['surname', 'SOWA'], ['id', 'JML182922']] },
  { genre: 'caps', text: 'ZGŁASZAJĄCY SZKODĘ: RAJESH KUMAR SHARMA, E-MAIL RKSHARMA@OUTLOOK.COM', values: [['first', 'RAJESH'], ['surname', 'SHARMA'], ['id', 'RKSHARMA@OUTLOOK.COM']] },
  // form fields: labels then values, values on the next line, numbered fields, bilingual labels
  { genre: 'form', text: 'Imię / First name:\nJustyna\nNazwisko / Surname:\nGrzyb\nPESEL:\n92110251344', values: [['first', 'Justyna'], ['surname', 'Grzyb'], ['id', '92110251344']] },
  { genre: 'form', text: '1. Nazwisko: Sobota\n2. Imiona: Witold Józef\n3. Nazwisko rodowe matki: Kasza', values: [['surname', 'Sobota'], ['first', 'Witold'], ['first', 'Józef'], ['surname', 'Kasza']] },
  { genre: 'form', text: 'Name, Vorname / Nazwisko, imię: Schneider, Lukas\nGeburtsdatum / Data urodzenia: 03.02.1988\nTelefon: +49 151 2270 4418', values: [['surname', 'Schneider'], ['first', 'Lukas'], ['id', '+49 151 2270 4418']], optIn: ['03.02.1988'] },
  { genre: 'form', text: 'Osoba do kontaktu: Kowal Irena, tel. 665 083 219, e-mail: irena.kowal@wp.pl', values: [['surname', 'Kowal'], ['first', 'Irena'], ['id', '665 083 219'], ['id', 'irena.kowal@wp.pl']] },
  { genre: 'form', text: 'NIP: 4107696940\nREGON: 516490134\nWłaściciel: Piotr Wróbel\nNazwa: Wróbel Transport Sp. z o.o.', values: [['id', '4107696940'], ['id', '516490134'], ['first', 'Piotr'], ['surname', 'Wróbel']] },
  { genre: 'form', text: 'Nazwisko panieńskie: Baran\nNazwisko obecne: Lis-Gajewska\nImię: Dorota', values: [['surname', 'Baran'], ['surname', 'Lis'], ['surname', 'Gajewska'], ['first', 'Dorota']] },
  { genre: 'form', text: 'Nr karty: 4761 2394 5766 1390  Ważna do: 08/29  Posiadacz: Michał Król', values: [['id', '4761 2394 5766 1390'], ['first', 'Michał'], ['surname', 'Król']] },
  { genre: 'form', text: 'Pacjent: Mróz Stefania\nPESEL: 75090829824\nAdres: ul. Ogrodowa 11, 34-400 Nowy Targ', values: [['surname', 'Mróz'], ['first', 'Stefania'], ['id', '75090829824']], optIn: ['ul. Ogrodowa 11', '34-400'] },
  { genre: 'form', text: '5) Imię i nazwisko opiekuna prawnego: Yuliia Tkachenko\n6) Nr paszportu: TF6339537\n7) Telefon: 573 904 126', values: [['first', 'Yuliia'], ['surname', 'Tkachenko'], ['id', 'TF6339537'], ['id', '573 904 126']] },
  { genre: 'form', text: 'Imię i nazwisko\nAnna Maria Zając-Sowa\nSeria i nr dowodu\nRQM176843', values: [['first', 'Anna'], ['first', 'Maria'], ['surname', 'Zając'], ['surname', 'Sowa'], ['id', 'RQM176843']] },
  { genre: 'form', text: 'Login: k.sobota88 | Hasło: ******** | Adres e-mail: kamil.sobota88@interia.pl', values: [['handle', 'k.sobota88'], ['id', 'kamil.sobota88@interia.pl']] },
  // call-centre and meeting transcripts
  { genre: 'transcript', text: 'Konsultant: Dzień dobry, z kim rozmawiam?\nKlient: Leszek Kasza.\nKonsultant: Poproszę PESEL.\nKlient: 64122455775.', values: [['first', 'Leszek'], ['surname', 'Kasza'], ['id', '64122455775']] },
  { genre: 'transcript', text: 'Agnieszka: dobra, to kto bierze raport?\nPaweł: ja mogę, ale Wróbel musi mi dać dane do piątku.\nAgnieszka: Tomek, słyszysz?', values: [['first', 'Agnieszka'], ['first', 'Paweł'], ['surname', 'Wróbel'], ['first', 'Tomek']] },
  { genre: 'transcript', text: '[00:03:12] Rozmówca: no więc nazywam się Mróz, Celina Mróz, przez „ó” kreskowane\n[00:03:20] Agent: dziękuję pani Celino', values: [['surname', 'Mróz'], ['first', 'Celina'], ['first', 'Celino']] },
  { genre: 'transcript', text: 'Prezes: Proszę pana Sowę o przedstawienie wyników.\nSowa: Dziękuję. Kwartał zamknęliśmy na plusie, głównie dzięki zespołowi pani Grzybowej.', values: [['surname', 'Sowę'], ['surname', 'Sowa'], ['surname', 'Grzybowej']] },
  { genre: 'transcript', text: 'Klient: numer karty to 5526 1973 4555 6086, a na nazwisko Iwona Baran\nAgent: a kod z tyłu proszę nie podawać', values: [['id', '5526 1973 4555 6086'], ['first', 'Iwona'], ['surname', 'Baran']] },
  { genre: 'transcript', text: 'Moderator: głos ma pani radna Sobota.\nRadna Sobota: dziękuję, chciałam zapytać o remont przy szkole.\nMieszkaniec (Józef Kowal): ja też w tej sprawie!', values: [['surname', 'Sobota'], ['first', 'Józef'], ['surname', 'Kowal']] },
  { genre: 'transcript', text: 'Dyspozytor: co się stało?\nZgłaszający: sąsiad, pan Zenek Grzyb, leży na klatce, nie oddycha chyba\nDyspozytor: proszę podać swój numer\nZgłaszający: 721 448 903', values: [['first', 'Zenek'], ['surname', 'Grzyb'], ['id', '721 448 903']] },
  { genre: 'transcript', text: 'Hanna Müller: Könnten wir auf Polnisch? ok, dziękuję.\nTłumacz: pani Müller pyta o termin dostawy dla Herr Wagnera.', values: [['first', 'Hanna'], ['surname', 'Müller'], ['surname', 'Wagnera']] },
  { genre: 'transcript', text: 'Agent: Podaje pan numer rachunku?\nKlient: 41 1050 3386 6496 1829 8858 7338, właściciel Arkadiusz Zając', values: [['id', '41 1050 3386 6496 1829 8858 7338'], ['first', 'Arkadiusz'], ['surname', 'Zając']] },
  // e-mails with greetings and signatures
  { genre: 'email', text: 'Szanowna Pani Kasiu,\nprzesyłam umowę do podpisu.\nPozdrawiam serdecznie\nRobert Sowa\nDział Kadr', values: [['first', 'Kasiu'], ['first', 'Robert'], ['surname', 'Sowa']] },
  { genre: 'email', text: 'Dzień dobry Panie Marku,\nw załączeniu faktura. NIP nabywcy: 2994203147.\n--\nAneta Wróbel-Kos\ntel. 502 661 730\naneta.wrobelkos@firma-kos.pl', values: [['first', 'Marku'], ['id', '2994203147'], ['first', 'Aneta'], ['surname', 'Wróbel'], ['surname', 'Kos'], ['id', '502 661 730'], ['id', 'aneta.wrobelkos@firma-kos.pl']] },
  { genre: 'email', text: 'Hej Olu, czy możesz przekazać Jankowi Mrozowi, że spotkanie przenosimy na czwartek? Dzięki, Ilona', values: [['first', 'Olu'], ['first', 'Jankowi'], ['surname', 'Mrozowi'], ['first', 'Ilona']] },
  { genre: 'email', text: 'Dear Mr. Thompson,\nW nawiązaniu do rozmowy z panem Królem przesyłam ofertę.\nBest regards,\nEmily Clarke', values: [['surname', 'Thompson'], ['surname', 'Królem'], ['first', 'Emily'], ['surname', 'Clarke']] },
  { genre: 'email', text: 'Witam, proszę o zwrot kaucji na konto 57 1093 3422 2188 4843 5001 8666. Z poważaniem, Wiesława Kaszowa (najemca lokalu nr 8)', values: [['id', '57 1093 3422 2188 4843 5001 8666'], ['first', 'Wiesława'], ['surname', 'Kaszowa']] },
  { genre: 'email', text: 'Cześć Pawle,\nSiarhei Navumau z Mińska pyta o staż, CV w załączniku. Jego mail: s.navumau@tut.by\nKrzysiek', values: [['first', 'Pawle'], ['first', 'Siarhei'], ['surname', 'Navumau'], ['id', 's.navumau@tut.by'], ['first', 'Krzysiek']] },
  { genre: 'email', text: 'Szanowni Państwo,\ndziękujemy Państwu Nowakom za udział w ankiecie.\nZespół Biura Obsługi', values: [['surname', 'Nowakom']] },
  // forum / stream / game chat with handles
  { genre: 'forum', text: 'Odp: @sowa_nocna99 no nie wiem, ja mam ten sam router i dziala', values: [['handle', 'sowa_nocna99']] },
  { genre: 'forum', text: '[stream] xKrolPolnocyx: gg ez\n[stream] baranek_2k: ban dla tego typa', values: [['handle', 'xKrolPolnocyx'], ['handle', 'baranek_2k']] },
  { genre: 'forum', text: 'Użytkownik mroz_adam napisał: sprzedam kosiarke, kontakt priv albo 698 220 517', values: [['handle', 'mroz_adam'], ['id', '698 220 517']] },
  { genre: 'forum', text: 'LFG raid dzis 20:00, pisac do Grzybiarz_PL albo do Oskara na discordzie (oskar.wrobel#4471)', values: [['handle', 'Grzybiarz_PL'], ['first', 'Oskara'], ['handle', 'oskar.wrobel#4471']] },
  { genre: 'forum', text: 'ktos zna kaszanka_z_cebulka? oszukal mnie na allegro, prawdziwe nazwisko Damian Kasprzyk', values: [['handle', 'kaszanka_z_cebulka'], ['first', 'Damian'], ['surname', 'Kasprzyk']] },
  { genre: 'forum', text: 'dzieki @ZajacTomasz za poradnik!! a @wiki_sobota sorry za spam', values: [['handle', 'ZajacTomasz'], ['handle', 'wiki_sobota']] },
  { genre: 'forum', text: 'Re: wymiana walut — pisałem do niejakiego Vikrama Patela z grupy, numer +48 884 102 653, polecam', values: [['first', 'Vikrama'], ['surname', 'Patela'], ['id', '+48 884 102 653']] },
  // HR and medical notes
  { genre: 'hr', text: 'Notatka: p. Bożena Kowal (księgowość) wnioskuje o urlop wychowawczy od 1 stycznia. Zastępstwo: p. Sobota.', values: [['first', 'Bożena'], ['surname', 'Kowal'], ['surname', 'Sobota']] },
  { genre: 'hr', text: 'Ocena okresowa — pracownik: Dariusz Zając, przełożony: Monika Grzyb. Ocena: dobra.', values: [['first', 'Dariusz'], ['surname', 'Zając'], ['first', 'Monika'], ['surname', 'Grzyb']] },
  { genre: 'hr', text: 'Zatrudniamy od poniedziałku Thu Trang Phạm (PESEL 95030970263), stanowisko magazynierka', values: [['first', 'Thu Trang'], ['surname', 'Phạm'], ['id', '95030970263']] },
  { genre: 'medical', text: 'Pacjentka Zofia Baran, lat 45, PESEL 81012743569 — skarży się na bóle w klatce piersiowej od 3 dni.', values: [['first', 'Zofia'], ['surname', 'Baran'], ['id', '81012743569']] },
  { genre: 'medical', text: 'Skierowanie do poradni kardiologicznej dla p. Mroza Henryka, ur. 14.03.1987, PESEL 87031441417', values: [['surname', 'Mroza'], ['first', 'Henryka'], ['id', '87031441417']], optIn: ['14.03.1987'] },
  { genre: 'medical', text: 'wizyta kontrolna: mała Lenka Sowa (PESEL 11250557103), mama zgłasza kaszel, temp. 38,2', values: [['first', 'Lenka'], ['surname', 'Sowa'], ['id', '11250557103']] },
  { genre: 'hr', text: 'Lista płac 11/2026:\nKról Agata — 6 200 zł\nWróbel Jan — 5 800 zł\nBaran Krystian — 5 100 zł', values: [['surname', 'Król'], ['first', 'Agata'], ['surname', 'Wróbel'], ['first', 'Jan'], ['surname', 'Baran'], ['first', 'Krystian']] },
  { genre: 'medical', text: 'Epikryza: chory Kasza Edward przyjęty z powodu zaostrzenia POChP. Wypisany w stanie dobrym pod opiekę żony, Marianny Kaszy.', values: [['surname', 'Kasza'], ['first', 'Edward'], ['first', 'Marianny'], ['surname', 'Kaszy']] },
  // school / parish / housing-community notices
  { genre: 'notice', text: 'Wspólnota Mieszkaniowa Słoneczna 5 informuje: klucze do pralni są u pani Sowy (m. 14) lub u pana Grzyba (m. 3).', values: [['surname', 'Sowy'], ['surname', 'Grzyba']] },
  { genre: 'notice', text: 'Wychowawczyni klasy 3b, pani Beata Mróz, zaprasza rodziców na zebranie w środę o 17:30.', values: [['first', 'Beata'], ['surname', 'Mróz']] },
  { genre: 'notice', text: 'Intencje mszalne: godz. 18:00 — za śp. Władysława Sobotę w 5. rocznicę śmierci, od żony i dzieci.', values: [['first', 'Władysława'], ['surname', 'Sobotę']] },
  { genre: 'notice', text: 'Gratulujemy uczniom: Kacprowi Zającowi (I miejsce) i Mai Baran (wyróżnienie) w konkursie matematycznym!', values: [['first', 'Kacprowi'], ['surname', 'Zającowi'], ['first', 'Mai'], ['surname', 'Baran']] },
  { genre: 'notice', text: 'Zarząd wspólnoty: przewodniczący Ryszard Wróbel, tel. 600 312 845; skarbnik Elżbieta Kasza.', values: [['first', 'Ryszard'], ['surname', 'Wróbel'], ['id', '600 312 845'], ['first', 'Elżbieta'], ['surname', 'Kasza']] },
  { genre: 'notice', text: 'Zapowiedzi przedślubne: Mateusz Kowal, kawaler z parafii tutejszej, i Weronika Król, panna z parafii św. Jana.', values: [['first', 'Mateusz'], ['surname', 'Kowal'], ['first', 'Weronika'], ['surname', 'Król']] },
  // OCR-scanned documents with look-alike characters
  { genre: 'ocr', text: 'DOWOD 0SOBISTY NR BHS912343 NAZWISK0 ZAJAC IMIE K0NRAD', values: [['id', 'BHS912343'], ['surname', 'ZAJAC'], ['first', 'K0NRAD']] },
  { genre: 'ocr', text: 'Nazw1sko: Gr2yb lmię: Wies1aw PESEL: 7OO42139857', values: [['surname', 'Gr2yb'], ['first', 'Wies1aw'], ['id', '7OO42139857']] },
  { genre: 'ocr', text: 'Rachunek: PL 8O 1169 4210 28O8 8580 7647 2379 Odbiorca: J0ANNA S0WA', values: [['id', 'PL 8O 1169 4210 28O8 8580 7647 2379'], ['first', 'J0ANNA'], ['surname', 'S0WA']] },
  { genre: 'ocr', text: 'NIP 5O21694329 |  Firma: PPHU BARAN-ROL  |  wł. Ireneusz Bar an', values: [['id', '5O21694329'], ['first', 'Ireneusz'], ['surname', 'BARAN']] },
  { genre: 'ocr', text: 'Paszport nr QI8176592 Nazwisko/Surname MR0Z Imiona/Given names ALICJA', values: [['id', 'QI8176592'], ['surname', 'MR0Z'], ['first', 'ALICJA']] },
  { genre: 'ocr', text: 'Pracodawca: Krol i Syn s.c., REG0N 542667492, Pracownik: Sebastian Kr0l', values: [['surname', 'Krol'], ['id', '542667492'], ['first', 'Sebastian'], ['surname', 'Kr0l']] },
  // news snippets
  { genre: 'news', text: 'Policja zatrzymała 34-letniego Mariusza W., a poszukuje jego wspólnika, Rafała Baranowskiego z Tczewa.', values: [['first', 'Mariusza'], ['first', 'Rafała'], ['surname', 'Baranowskiego']] },
  { genre: 'news', text: 'Burmistrz Hanna Sobota-Kwiek odebrała nagrodę z rąk ministra. — To zasługa mieszkańców — mówiła Sobota-Kwiek.', values: [['first', 'Hanna'], ['surname', 'Sobota'], ['surname', 'Kwiek']] },
  { genre: 'news', text: 'W wypadku na DK7 ranny został kierowca, 52-letni Grzegorz Mróz. Pasażerka, jego córka Julia, nie odniosła obrażeń.', values: [['first', 'Grzegorz'], ['surname', 'Mróz'], ['first', 'Julia']] },
  { genre: 'news', text: 'Bramkarz Lecha Poznań Filip Zając przedłużył kontrakt, jak poinformował rzecznik klubu Adam Kasza.', values: [['first', 'Filip'], ['surname', 'Zając'], ['first', 'Adam'], ['surname', 'Kasza']] },
  { genre: 'news', text: 'Sąd skazał Ołenę Szewczenko na grzywnę; jej obrońca, mec. Tadeusz Wróbel, zapowiada apelację.', values: [['first', 'Ołenę'], ['surname', 'Szewczenko'], ['first', 'Tadeusz'], ['surname', 'Wróbel']] },
  // lists of guests / residents / employees
  { genre: 'list', text: 'Lista gości (stolik 4): Sowowie z dziećmi, Krystyna i Jerzy Grzybowie, wujek Heniek', values: [['surname', 'Sowowie'], ['first', 'Krystyna'], ['first', 'Jerzy'], ['surname', 'Grzybowie'], ['first', 'Heniek']] },
  { genre: 'list', text: 'Mieszkańcy klatki B:\n1 — Zającowie\n2 — Nguyen Thi Lan\n3 — Barbara Kowal\n4 — pustostan', values: [['surname', 'Zającowie'], ['surname', 'Nguyen'], ['first', 'Lan'], ['first', 'Barbara'], ['surname', 'Kowal']] },
  { genre: 'list', text: 'Dyżury w grudniu: pon. — Wróbel, wt. — Sobota A., śr. — Mróz, czw. — Kasza, pt. — Król', values: [['surname', 'Wróbel'], ['surname', 'Sobota'], ['surname', 'Mróz'], ['surname', 'Kasza'], ['surname', 'Król']] },
  { genre: 'list', text: 'Obecni: Ewelina Baran, Wojciech Sowa, Priya Iyer, Anatolij Hrycenko; nieobecni: Piotr Zając (L4)', values: [['first', 'Ewelina'], ['surname', 'Baran'], ['first', 'Wojciech'], ['surname', 'Sowa'], ['first', 'Priya'], ['surname', 'Iyer'], ['first', 'Anatolij'], ['surname', 'Hrycenko'], ['first', 'Piotr'], ['surname', 'Zając']] },
  { genre: 'list', text: 'Kontakty awaryjne:\n- mama (Renata Mróz) 697 514 208\n- sąsiad Grzyb 784 330 116', values: [['first', 'Renata'], ['surname', 'Mróz'], ['id', '697 514 208'], ['surname', 'Grzyb'], ['id', '784 330 116']] },
  // mixed: identifiers in running text
  { genre: 'chat', text: 'prosze o zwrot na karte 4794 6331 6731 8518, nazwisko na karcie: Krol Mikolaj', values: [['id', '4794 6331 6731 8518'], ['surname', 'Krol'], ['first', 'Mikolaj']] },
  { genre: 'email', text: 'W załączeniu skan dowodu (JWS461130) i paszportu (CL0352601) pana Ignacego Sowy. Proszę o potwierdzenie.', values: [['id', 'JWS461130'], ['id', 'CL0352601'], ['first', 'Ignacego'], ['surname', 'Sowy']] },
  { genre: 'form', text: 'Dane dziecka: Szymon Kasza, PESEL 06281104921 (uwaga: dziewczynka, błąd w systemie — właściwie Szymona)', values: [['first', 'Szymon'], ['surname', 'Kasza'], ['id', '06281104921'], ['first', 'Szymona']] },
  { genre: 'transcript', text: 'Rekruterka: proszę opowiedzieć o sobie.\nKandydat (Daniel O\'Connor): jestem z Dublina, mieszkam w Krakowie od 3 lat, tel. 533 817 640.', values: [['first', 'Daniel'], ['surname', "O'Connor"], ['id', '533 817 640']] },
  { genre: 'caps', text: 'POSIADACZ RACHUNKU: WSPÓLNOTA; PEŁNOMOCNIK: JANUSZ SOBOTA, PESEL 83120182476, NR RACH. 74 1750 9761 8701 4374 2676 0297', values: [['first', 'JANUSZ'], ['surname', 'SOBOTA'], ['id', '83120182476'], ['id', '74 1750 9761 8701 4374 2676 0297']] },
  { genre: 'hr', text: 'Umowa zlecenie: Zleceniobiorca Marek Grzyb-Nowicki, NIP 6765800820, konto 70 2498 4555 1349 6657 9111 5599', values: [['first', 'Marek'], ['surname', 'Grzyb'], ['surname', 'Nowicki'], ['id', '6765800820'], ['id', '70 2498 4555 1349 6657 9111 5599']] },
];

/** Texts with no personal data at all: each should reach the provider unchanged. */
export const HOLDOUT_10_CLEAN: string[] = [
  'Lech Poznań wygrał z Wisłą Kraków 2:1, a Górnik Zabrze zremisował z Rakowem Częstochowa.',
  'Mieszkam na Ursynowie, pracuję na Mokotowie, a w weekendy jeżdżę na Kazimierz.',
  'Na rogu Piłsudskiego i Mickiewicza otworzyli nową piekarnię, polecam drożdżówki.',
  'W sobotę idziemy na kaszę z grzybami do baru mlecznego, a w niedzielę na mróz i sanki.',
  'Wróbel ćwierkał na parapecie, a sowa pohukiwała całą noc w lesie.',
  'Parafia pw. św. Stanisława Kostki zaprasza na odpust 18 września.',
  'Kierownik zmiany prosi, aby magazynier i kierowca zgłosili się do recepcji po nowe identyfikatory.',
  'Kupiłam Żubrówkę, Ptasie Mleczko Wedla i dwa Kinder Bueno na imprezę.',
  'Zamek Królewski na Wawelu i Kościół Mariacki to największe atrakcje Krakowa.',
  'Urząd Skarbowy Kraków-Krowodrza czynny jest od poniedziałku do piątku w godz. 8–16.',
  'Pociąg IC „Baran” z Zakopanego jest opóźniony o 40 minut, a TLK „Kasprowy” kursuje planowo.',
  'Zając wielkanocny przyniósł dzieciom czekoladowe jajka, a baranek z cukru stał na stole.',
  'Centrum Zdrowia Dziecka i Szpital Praski mają nowe numery rejestracji, sprawdź na stronie.',
  'Jagiellonia Białystok podpisała kontrakt ze sponsorem, Cracovia szuka nowego trenera.',
  'Na Bielanach i na Bemowie jutro przerwa w dostawie wody od 9 do 14.',
  'kto ostatni wychodzi z biura ten gasi swiatlo i zamyka okna, dzieki!! 🙏',
  'Skoda Octavia, Toyota Corolla i Opel Astra to najczęściej kupowane auta używane w Polsce.',
  'Pani kierownik dziekanatu przypomina: legitymacje studenckie do przedłużenia do 31 października.',
  'Sobota to najlepszy dzień na targ na Kleparzu, bo jest największy wybór warzyw.',
  'Ulica Grunwaldzka będzie zamknięta od placu Kościuszki do Alei Zwycięstwa z powodu maratonu.',
  'Lekarz rodzinny, pielęgniarka środowiskowa i położna przyjmują w przychodni na parterze.',
  'Zamówiłem Mroźny Poranek w Costa Coffee, a koleżanka wzięła Króla Lwa na Disney+.',
];
