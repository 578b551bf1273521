// A ninth held-out set of made-up real-world Polish texts, written on 2026-11-28 and frozen: no rule, filter or
// model was written from it, and its author read neither the detection code, nor the probe tests, nor the other
// held-out texts (only the head of holdout.ts and holdout-7.ts for the format). Same format and scoring as
// holdout.ts (`npx tsx eval/real-world/run.ts --set 9`). When it has been used to choose anything, it is spent
// for that class of leak: say so here and write a new set.
// Spent so far: every kind of leak it showed after the eleventh round (the twelfth round's second part was written
// from those kinds with made-up examples, 2026-11-29): it is no longer a held-out figure.
//
// Values are what a new account's default settings must keep from the provider. Street addresses, postal codes,
// dates of birth, places of birth and IP addresses also occur, but they are off by default: they sit in `optIn`
// and run.ts does not score them. Company hotlines and office numbers are not personal and are not scored.
// Identifiers have valid checksums (PESEL, NIP, REGON, NRB/IBAN with a valid sort code, Luhn, ID card, Polish
// passport; computed by a throwaway script), also where OCR noise has changed a character; the Philippine
// passport has no check digit. All people and numbers are invented.

import type { HoldoutText } from './holdout.js';

/** A held-out text, with the values of types that are off by default (not scored by run.ts). */
export interface Holdout9Text extends HoldoutText { optIn?: string[] }

export const HOLDOUT_9: Holdout9Text[] = [
  // chat / messenger
  { genre: 'chat', text: 'kaśka pisala ze grzesiu znowu zgubil klucze 🙈 masz jego nr? chyba 606 381 274', values: [['first', 'kaśka'], ['first', 'grzesiu'], ['id', '606 381 274']] },
  { genre: 'chat', text: 'ej bylas u kowalow na grillu? pani kowalowa pytala o ciebie xd', values: [['surname', 'kowalow'], ['surname', 'kowalowa']] },
  { genre: 'chat', text: 'siema tu marek baran, przelej za pizze na 79 1020 3886 5350 5432 4636 5601 pls', values: [['first', 'marek'], ['surname', 'baran'], ['id', '79 1020 3886 5350 5432 4636 5601']] },
  { genre: 'chat', text: 'widzialas jak wiktorka z mlodszym sobota tanczyli na weselu?? 😂😂', values: [['first', 'wiktorka'], ['surname', 'sobota']] },
  { genre: 'chat', text: 'przypomnij mi pesel mamy bo lekarz chce: 58020954388', values: [['id', '58020954388']] },
  { genre: 'chat', text: 'dzwonila jakas pani zajac z przedszkola, oddzwon do niej 512-447-902', values: [['surname', 'zajac'], ['id', '512-447-902']] },
  { genre: 'chat', text: 'olus kochanie kup mleko i chleb, tata', values: [['first', 'olus']] },
  { genre: 'chat', text: 'nie wiem czy pamietasz ale to ten Kruk od Justynki, ten co ma warsztat na Grochowie', values: [['surname', 'Kruk'], ['first', 'Justynki']] },
  { genre: 'chat', text: 'jutro zmiana z nguyen thi lan i oleh bondarenko, wiec ja wolne 🎉', values: [['surname', 'nguyen'], ['first', 'lan'], ['first', 'oleh'], ['surname', 'bondarenko']] },
  { genre: 'chat', text: 'hej tu Seba (Sebastian Wilk), numer zmienilem na 733 190 465, zapisz sb', values: [['first', 'Seba'], ['surname', 'Wilk'], ['id', '733 190 465']] },
  { genre: 'chat', text: 'gratulacje dla Zosi i Kuby!! 💍 wesele u Zającow w sierpniu?', values: [['first', 'Zosi'], ['first', 'Kuby'], ['surname', 'Zającow']] },
  { genre: 'chat', text: 'moj insta to @mrozna_ania_91 a snap ania.mroz, wpadaj', values: [['handle', 'mrozna_ania_91'], ['handle', 'ania.mroz']] },
  // voice-call transcripts
  { genre: 'transcript', text: 'Konsultant: Dzień dobry, w czym mogę pomóc?\nKlient: Dzień dobry, nazywam się Halina Mróz, dzwonię w sprawie faktury.\nKonsultant: Poproszę numer PESEL.\nKlient: 62031433123.', values: [['first', 'Halina'], ['surname', 'Mróz'], ['id', '62031433123']] },
  { genre: 'transcript', text: 'Teresa: Jurek, słyszysz mnie?\nJerzy: Słyszę, mów.\nTeresa: Dzwoniła Ewelina Kos, mówi, że Kosiowie nie przyjadą.', values: [['first', 'Teresa'], ['first', 'Jurek'], ['first', 'Jerzy'], ['first', 'Ewelina'], ['surname', 'Kos'], ['surname', 'Kosiowie']] },
  { genre: 'transcript', text: '[00:02:14] AGENT: czy rozmawiam z panem Tomaszem Kowalem?\n[00:02:17] KLIENT: tak, to ja\n[00:02:20] AGENT: dla weryfikacji poproszę numer dowodu\n[00:02:31] KLIENT: P T Z 4 3 2 8 6 0', values: [['first', 'Tomaszem'], ['surname', 'Kowalem'], ['id', 'P T Z 4 3 2 8 6 0']] },
  { genre: 'transcript', text: 'Dyspozytor: Jak się pan nazywa?\nZgłaszający: Rustam Beridze, jestem sąsiadem pani Lewandowskiej, ona leży na podłodze.\nDyspozytor: Numer telefonu do pana?\nZgłaszający: 572 811 306', values: [['first', 'Rustam'], ['surname', 'Beridze'], ['surname', 'Lewandowskiej'], ['id', '572 811 306']] },
  { genre: 'transcript', text: 'Lekarz: Pani Agnieszko, wyniki są dobre.\nPacjentka: A czy mąż, Piotr, też może odebrać swoje?\nLekarz: Pan Dudek musi przyjść osobiście.', values: [['first', 'Agnieszko'], ['first', 'Piotr'], ['surname', 'Dudek']] },
  { genre: 'transcript', text: 'Mariusz Sikorski: no to kończymy, Kasia prześle notatkę\nKatarzyna Wójcik-Baran: jasne, wyślę też do Grzegorza', values: [['first', 'Mariusz'], ['surname', 'Sikorski'], ['first', 'Kasia'], ['first', 'Katarzyna'], ['surname', 'Wójcik'], ['surname', 'Baran'], ['first', 'Grzegorza']] },
  // ALL CAPS forms
  { genre: 'caps', text: 'WNIOSKODAWCA: KRZYSZTOF ZAJĄC, PESEL 75070723539, ADRES: UL. LIPOWA 14/3, 30-001 KRAKÓW', values: [['first', 'KRZYSZTOF'], ['surname', 'ZAJĄC'], ['id', '75070723539']], optIn: ['UL. LIPOWA 14/3', '30-001'] },
  { genre: 'caps', text: 'PEŁNOMOCNICTWO DLA PANI BOŻENY SOBOTY DO REPREZENTOWANIA MNIE PRZED URZĘDEM SKARBOWYM', values: [['first', 'BOŻENY'], ['surname', 'SOBOTY']] },
  { genre: 'caps', text: 'DŁUŻNIK: PRZEDSIĘBIORSTWO HANDLOWE "WILK" STANISŁAW WILK, NIP 1232761612, REGON 666581202', values: [['surname', 'WILK'], ['first', 'STANISŁAW'], ['id', '1232761612'], ['id', '666581202']] },
  { genre: 'caps', text: 'ZGŁOSZENIE SZKODY NR 2026/11/4471 — POSZKODOWANY: ANDRIJ KOVALENKO, TEL. 690 224 518', values: [['first', 'ANDRIJ'], ['surname', 'KOVALENKO'], ['id', '690 224 518']] },
  { genre: 'caps', text: 'OŚWIADCZAM, ŻE JA, NIŻEJ PODPISANA JADWIGA KRUK-NOWICKA, NR DOWODU GHX442916, ZRZEKAM SIĘ SPADKU', values: [['first', 'JADWIGA'], ['surname', 'KRUK'], ['surname', 'NOWICKA'], ['id', 'GHX442916']] },
  { genre: 'caps', text: 'ODBIÓR OSOBISTY: WALDEMAR MROZEK / PASZPORT VS5316932', values: [['first', 'WALDEMAR'], ['surname', 'MROZEK'], ['id', 'VS5316932']] },
  // OCR
  { genre: 'ocr', text: 'Nazw1sko: Ba1cerzak\nImię: Wies1awa\nPESEL: 67O9O12O845\nSeria i nr dowodu: AVAO3224O', values: [['surname', 'Ba1cerzak'], ['first', 'Wies1awa'], ['id', '67O9O12O845'], ['id', 'AVAO3224O']] },
  { genre: 'ocr', text: 'ZAŚWlADCZENlE O ZATRUDNlENlU\nZaświadcza się, że Pan Dariusz Góra| (PESEL 0531O747232) zatrudniony jest ... NIP pracodawcy: 2464906S27', values: [['first', 'Dariusz'], ['surname', 'Góra'], ['id', '0531O747232']] },
  { genre: 'ocr', text: 'Rachunek odbiorcy: PL64 1140 5135 83O8 4287 3467 8899\nOdbiorca: Elżbieta Kozieł', values: [['id', 'PL64 1140 5135 83O8 4287 3467 8899'], ['first', 'Elżbieta'], ['surname', 'Kozieł']] },
  { genre: 'ocr', text: 'PACJENT: lRENA SZCZEPAŃSKA   PESEL 88O8O2I3228', values: [['first', 'lRENA'], ['surname', 'SZCZEPAŃSKA'], ['id', '88O8O2I3228']] },
  { genre: 'ocr', text: 'Wystawca: Apteka "Pod Orłem" s.c.  Nabywca: Jan Ma1inowski, ul. Ogrodowa 5, NIP: 6356303745', values: [['first', 'Jan'], ['surname', 'Ma1inowski'], ['id', '6356303745']], optIn: ['ul. Ogrodowa 5'] },
  // e-mail
  { genre: 'email', text: 'Dzień dobry Pani Moniko,\n\nprzesyłam umowę do podpisu. Proszę o odesłanie skanu do piątku.\n\nZ wyrazami szacunku\nRobert Zięba\nSpecjalista ds. Kadr\ntel. 601 557 903\nr.zieba@hr-serwis.pl', values: [['first', 'Moniko'], ['first', 'Robert'], ['surname', 'Zięba'], ['id', '601 557 903'], ['id', 'r.zieba@hr-serwis.pl']] },
  { genre: 'email', text: 'Hi Ewa,\nthanks for the update. Could you ask Mr Nowakowski to sign the NDA?\nBest, Rajesh Iyer\n\n> W dniu 27.11.2026 Ewa Chmiel napisała:\n> Pan Nowakowski wraca w poniedziałek.', values: [['first', 'Ewa'], ['surname', 'Nowakowski'], ['first', 'Rajesh'], ['surname', 'Iyer'], ['surname', 'Chmiel']] },
  { genre: 'email', text: 'Szanowny Panie Mecenasie,\nw załączeniu pismo w sprawie p. Wróblewskiej. Proszę o kontakt z jej córką, Martą, pod adresem marta.wroblewska83@gmail.com.\nAnna Lis', values: [['surname', 'Wróblewskiej'], ['first', 'Martą'], ['id', 'marta.wroblewska83@gmail.com'], ['first', 'Anna'], ['surname', 'Lis']] },
  { genre: 'email', text: 'Temat: zwrot nadpłaty\nProszę o zwrot na konto 15 1050 7870 4301 4190 0645 8994, właściciel: Bogdan Sowa.\nPozdrawiam, B. Sowa', values: [['id', '15 1050 7870 4301 4190 0645 8994'], ['first', 'Bogdan'], ['surname', 'Sowa']] },
  { genre: 'email', text: 'Cześć Mai,\nprzekazuję Ci kontakt do pana Huynh Van Duc, który robi tłumaczenia: +48 789 334 120.\nPozdr. Ola', values: [['first', 'Mai'], ['surname', 'Huynh'], ['first', 'Duc'], ['id', '+48 789 334 120'], ['first', 'Ola']] },
  // HR / CV
  { genre: 'hr', text: 'CV — Natalia Gołąb\nDoświadczenie: 2019–2024 asystentka prof. Malinowskiej (UJ)\nKontakt: natalia.golab@o2.pl, 698 120 447', values: [['first', 'Natalia'], ['surname', 'Gołąb'], ['surname', 'Malinowskiej'], ['id', 'natalia.golab@o2.pl'], ['id', '698 120 447']] },
  { genre: 'hr', text: 'Notatka z rozmowy: kandydat Giorgi Kapanadze, ref. od Pawła Borka. Oczekiwania 9 000 zł netto.', values: [['first', 'Giorgi'], ['surname', 'Kapanadze'], ['first', 'Pawła'], ['surname', 'Borka']] },
  { genre: 'hr', text: 'Wypowiedzenie: pracownik Mehmet Yılmaz (nr ewid. 0442), PESEL 87042609653, ostatni dzień pracy 31.12.2026', values: [['first', 'Mehmet'], ['surname', 'Yılmaz'], ['id', '87042609653']] },
  { genre: 'hr', text: 'Referencje: z Anetą Jeleń współpracowałem 4 lata; polecam. Jacek Szpak, kierownik zmiany', values: [['first', 'Anetą'], ['surname', 'Jeleń'], ['first', 'Jacek'], ['surname', 'Szpak']] },
  { genre: 'hr', text: 'Umowa zlecenie — zleceniobiorca: Maria Cristina Santos (obywatelstwo filipińskie), nr paszportu P4421980A, konto PL18249033707150984095642290', values: [['first', 'Maria'], ['first', 'Cristina'], ['surname', 'Santos'], ['id', 'P4421980A'], ['id', 'PL18249033707150984095642290']] },
  // medical
  { genre: 'medical', text: 'SKIEROWANIE do poradni kardiologicznej\nPacjent: Zbigniew Baran, ur. 16.10.1955, PESEL 55101643191\nRozpoznanie: I10\nLekarz kierujący: lek. Małgorzata Pstrąg', values: [['first', 'Zbigniew'], ['surname', 'Baran'], ['id', '55101643191'], ['first', 'Małgorzata'], ['surname', 'Pstrąg']], optIn: ['16.10.1955'] },
  { genre: 'medical', text: 'Konsultacja: dr Wilczek prosi o wypis pacjentki Krawczyk przed obchodem', values: [['surname', 'Wilczek'], ['surname', 'Krawczyk']] },
  { genre: 'medical', text: 'Recepta wystawiona dla: Liliana Bogdanowicz, PESEL 93021641206; kontakt do opiekuna: syn Maciej 605 700 218', values: [['first', 'Liliana'], ['surname', 'Bogdanowicz'], ['id', '93021641206'], ['first', 'Maciej'], ['id', '605 700 218']] },
  { genre: 'medical', text: 'Pani Ludmiła Sierhijenko zgłasza ból brzucha od 3 dni. Z wywiadu: matka chorowała na cukrzycę.', values: [['first', 'Ludmiła'], ['surname', 'Sierhijenko']] },
  // school
  { genre: 'school', text: 'Szanowni Państwo, przypominam o zebraniu. Proszę rodziców Antosia Wróbla i Leny Kruk o pozostanie po zebraniu. Wychowawczyni, Beata Głuszek', values: [['first', 'Antosia'], ['surname', 'Wróbla'], ['first', 'Leny'], ['surname', 'Kruk'], ['first', 'Beata'], ['surname', 'Głuszek']] },
  { genre: 'school', text: 'Usprawiedliwiam nieobecność syna Igora Mazura w dniach 24–26.11 z powodu choroby. Anna Mazur', values: [['first', 'Igora'], ['surname', 'Mazura'], ['first', 'Anna'], ['surname', 'Mazur']] },
  { genre: 'school', text: 'Lista uczniów na wycieczkę: 1. Bao Tran 2. Zuzanna Mróz 3. Arjun Patel 4. Filip Kos', values: [['first', 'Bao'], ['surname', 'Tran'], ['first', 'Zuzanna'], ['surname', 'Mróz'], ['first', 'Arjun'], ['surname', 'Patel'], ['first', 'Filip'], ['surname', 'Kos']] },
  { genre: 'school', text: 'pani Wiśniewska z 3b prosi zeby Julkowi nie dawac orzechow, ma alergie. PESEL do karty: 17240907497', values: [['surname', 'Wiśniewska'], ['first', 'Julkowi'], ['id', '17240907497']] },
  // court / police
  { genre: 'legal', text: 'Sygn. akt II K 412/26. Oskarżony Dawid Sokół, syn Romana, PESEL 04301196990, obrońca: mec. Zalewski.', values: [['first', 'Dawid'], ['surname', 'Sokół'], ['first', 'Romana'], ['id', '04301196990'], ['surname', 'Zalewski']] },
  { genre: 'legal', text: 'Notatka służbowa: sierż. Kaczmarek wylegitymował Aliaksandra Hrynkiewicza (paszport ES3324288) na ul. Wolskiej.', values: [['surname', 'Kaczmarek'], ['first', 'Aliaksandra'], ['surname', 'Hrynkiewicza'], ['id', 'ES3324288']], optIn: ['ul. Wolskiej'] },
  { genre: 'legal', text: 'Świadek Grażyna Wilk zeznała, że widziała oskarżonego z niejakim "Czarnym", tj. Rafałem Czarneckim.', values: [['first', 'Grażyna'], ['surname', 'Wilk'], ['handle', 'Czarnym'], ['first', 'Rafałem'], ['surname', 'Czarneckim']] },
  { genre: 'legal', text: 'Sąd postanawia ustanowić kuratorem małoletniej Oliwii Kozak jej ciotkę, Renatę Kozak-Wierzbicką.', values: [['first', 'Oliwii'], ['surname', 'Kozak'], ['first', 'Renatę'], ['surname', 'Wierzbicką']] },
  { genre: 'legal', text: 'Ks. Sroka potwierdza, że ślub Państwa Kowalczyków odbył się 14.06.2025 w parafii św. Jadwigi.', values: [['surname', 'Sroka'], ['surname', 'Kowalczyków']] },
  // real estate / marketplace
  { genre: 'ad', text: 'Sprzedam mieszkanie 48 m², 3 piętro, blisko metra. Kontakt: Pan Henryk 668 303 911 (bez pośredników)', values: [['first', 'Henryk'], ['id', '668 303 911']] },
  { genre: 'ad', text: 'Wynajmę pokój studentce, ul. Słowackiego 12/4. Dzwonić do p. Krystyny Orzeł: 504 661 270', values: [['first', 'Krystyny'], ['surname', 'Orzeł'], ['id', '504 661 270']], optIn: ['ul. Słowackiego 12/4'] },
  { genre: 'ad', text: 'iPhone 13 128GB stan idealny, odbiór Mokotów lub wysyłka. pisać na olx albo whatsapp 791 004 385, Kamil', values: [['id', '791 004 385'], ['first', 'Kamil']] },
  { genre: 'ad', text: 'Oddam kotka w dobre ręce 🐱 Mailowo: dorota.jastrzab@wp.pl — Dorota', values: [['id', 'dorota.jastrzab@wp.pl'], ['first', 'Dorota']] },
  { genre: 'ad', text: 'SPRZEDAM GOLFA IV 1.9 TDI, 2003, CENA 6500 DO NEGOCJACJI. TEL 601-883-274 WOJTEK', values: [['id', '601-883-274'], ['first', 'WOJTEK']] },
  // forum
  { genre: 'forum', text: 'Odpowiedź do @kotek_z_pragi: mój mąż (Grzegorz) miał to samo, pomógł dr Sobczyk z Bielan.', values: [['handle', 'kotek_z_pragi'], ['first', 'Grzegorz'], ['surname', 'Sobczyk']] },
  { genre: 'forum', text: 'user: MrozuPL | dołączył: 2019 | posty: 1 204\nMa ktoś kontakt do Szymona Lisa? Podobno zna się na instalacjach.', values: [['handle', 'MrozuPL'], ['first', 'Szymona'], ['surname', 'Lisa']] },
  { genre: 'forum', text: 'Cytat (baranek77): "ten Zając z Ursusa to oszust, nie płaćcie mu z góry"', values: [['handle', 'baranek77'], ['surname', 'Zając']] },
  { genre: 'forum', text: 'Polecam fryzjerkę Oksanę Petrenko, Salon Bella, umawiać się przez insta @oksana.hair.waw', values: [['first', 'Oksanę'], ['surname', 'Petrenko'], ['handle', 'oksana.hair.waw']] },
  // support tickets
  { genre: 'ticket', text: 'Ticket #58211\nKlient: Paweł Gąsior (login: pgasior88)\nProblem: nie działa logowanie od wczoraj. Prosi o kontakt pod 531 992 047.', values: [['first', 'Paweł'], ['surname', 'Gąsior'], ['handle', 'pgasior88'], ['id', '531 992 047']] },
  { genre: 'ticket', text: 'Zgłoszenie reklamacyjne: karta 5342 1278 0361 3972 zablokowana po transakcji w Lidlu. Posiadacz: Irena Żuk.', values: [['id', '5342 1278 0361 3972'], ['first', 'Irena'], ['surname', 'Żuk']] },
  { genre: 'ticket', text: 'Agent note: customer Tran Thi Hoa called again, wants invoice on NIP 6586257026 (firma Hoa Nails). Escalate to Kamila.', values: [['surname', 'Tran'], ['first', 'Hoa'], ['id', '6586257026'], ['first', 'Kamila']] },
  { genre: 'ticket', text: 'Zmiana danych konta: stare nazwisko Kos, nowe Kos-Adamczyk (Beata). Dokument: NRC129356', values: [['surname', 'Kos'], ['surname', 'Adamczyk'], ['first', 'Beata'], ['id', 'NRC129356']] },
  // structured data
  { genre: 'data', text: '{"id": 1042, "firstName": "Wojciech", "lastName": "Kruk", "pesel": "91090359613", "phone": "+48 604 221 873"}', values: [['first', 'Wojciech'], ['surname', 'Kruk'], ['id', '91090359613'], ['id', '+48 604 221 873']] },
  { genre: 'data', text: 'imie;nazwisko;nip;email\nLucyna;Baran;8569296119;lucyna.baran@firma.pl\nTaras;Shevchuk;2212422623;t.shevchuk@gmail.com', values: [['first', 'Lucyna'], ['surname', 'Baran'], ['id', '8569296119'], ['id', 'lucyna.baran@firma.pl'], ['first', 'Taras'], ['surname', 'Shevchuk'], ['id', '2212422623'], ['id', 't.shevchuk@gmail.com']] },
  { genre: 'data', text: 'employee:\n  name: Priya Sharma\n  manager: Jan Mróz\n  iban: PL12116040620058384270633172\n  login: psharma', values: [['first', 'Priya'], ['surname', 'Sharma'], ['first', 'Jan'], ['surname', 'Mróz'], ['id', 'PL12116040620058384270633172'], ['handle', 'psharma']] },
  { genre: 'data', text: '2026-11-27T14:03:11Z INFO auth: login ok user=kwilk_admin ip=10.0.4.17 name="Krzysztof Wilk"', values: [['handle', 'kwilk_admin'], ['first', 'Krzysztof'], ['surname', 'Wilk']], optIn: ['10.0.4.17'] },
  { genre: 'data', text: 'WARN payment failed card=4086253999250560 holder=ALEKSANDRA GIL order=88120', values: [['id', '4086253999250560'], ['first', 'ALEKSANDRA'], ['surname', 'GIL']] },
  { genre: 'data', text: '| Nr | Nazwisko i imię | REGON |\n| 1 | Sikora Leszek | 473434150 |\n| 2 | Dziedzic Amelia | 264717644 |', values: [['surname', 'Sikora'], ['first', 'Leszek'], ['id', '473434150'], ['surname', 'Dziedzic'], ['first', 'Amelia'], ['id', '264717644']] },
  // mixed English-Polish
  { genre: 'mixed', text: 'Hey, can you check why Łukasz Pająk still has no access? His badge is JFV162008, he starts Monday w dziale IT.', values: [['first', 'Łukasz'], ['surname', 'Pająk'], ['id', 'JFV162008']] },
  { genre: 'mixed', text: 'Meeting notes: Agata z finansów + Vikram Nair (Bangalore). Action: Agata sends NIP 9785218409 do Vikrama.', values: [['first', 'Agata'], ['first', 'Vikram'], ['surname', 'Nair'], ['id', '9785218409'], ['first', 'Vikrama']] },
  { genre: 'mixed', text: 'pls call pani Lisowska ASAP, her number is 0048 516 230 884, she is waiting od rana', values: [['surname', 'Lisowska'], ['id', '0048 516 230 884']] },
  // vocative, cases, titles
  { genre: 'letter', text: 'Kochana Babciu Genowefo! Dziękujemy za paczkę. Całujemy, Staś i Helenka', values: [['first', 'Genowefo'], ['first', 'Staś'], ['first', 'Helenka']] },
  { genre: 'letter', text: 'Drogi Panie Profesorze Wróbel, z przykrością informuję, że nie zdążę z pracą. Z poważaniem, Kinga Jaworska', values: [['surname', 'Wróbel'], ['first', 'Kinga'], ['surname', 'Jaworska']] },
  { genre: 'letter', text: 'Składam podziękowania dla prof. Bociana i dr. Gila za opiekę nad moim ojcem, Tadeuszem Kurkiem.', values: [['surname', 'Bociana'], ['surname', 'Gila'], ['first', 'Tadeuszem'], ['surname', 'Kurkiem']] },
  { genre: 'letter', text: 'Z Michałem Zającem i jego żoną Emilią spotkałam się u Kruków. O Emilii mogę mówić tylko dobrze.', values: [['first', 'Michałem'], ['surname', 'Zającem'], ['first', 'Emilią'], ['surname', 'Kruków'], ['first', 'Emilii']] },
  { genre: 'letter', text: 'Kowalscy i Nowakowie zapraszają na rodzinny piknik. Potwierdzenia u Krysi: 698 003 512', values: [['surname', 'Kowalscy'], ['surname', 'Nowakowie'], ['first', 'Krysi'], ['id', '698 003 512']] },
  // news / notes
  { genre: 'note', text: 'Zadzwonić do Sobczaków ws. działki. Pan Sobczak chce 120 tys., pani Sobczakowa mniej.', values: [['surname', 'Sobczaków'], ['surname', 'Sobczak'], ['surname', 'Sobczakowa']] },
  { genre: 'note', text: 'Dorota "Dora" Wieczorek — klucze do biura, kod alarmu zna tylko ona i Bartek', values: [['first', 'Dorota'], ['first', 'Dora'], ['surname', 'Wieczorek'], ['first', 'Bartek']] },
  { genre: 'note', text: 'przelew dla Nino Gelashvili — PL24187027944518382581122281, tytuł: czynsz 12/2026', values: [['first', 'Nino'], ['surname', 'Gelashvili'], ['id', 'PL24187027944518382581122281']] },
  { genre: 'note', text: 'Rezerwacja: Jose Reyes + 1, paszport UC7338366, pokój 214, płaci kartą 4912 2754 5909 6043', values: [['first', 'Jose'], ['surname', 'Reyes'], ['id', 'UC7338366'], ['id', '4912 2754 5909 6043']] },
  { genre: 'note', text: 'Karta wędkarska: Edward Szczupak, nr leg. 44/2019, PESEL 48050240416 (wnuk, Kacper Szczupak)', values: [['first', 'Edward'], ['surname', 'Szczupak'], ['id', '48050240416'], ['first', 'Kacper']] },
  { genre: 'note', text: 'Spotkanie z Iryną Tkachuk i jej mężem Vasylem w sprawie meldunku na Pradze.', values: [['first', 'Iryną'], ['surname', 'Tkachuk'], ['first', 'Vasylem']] },
  { genre: 'note', text: 'Faktura dla: Hanna Dąb, NIP 6990536658, konto 04 1240 1981 1662 4752 2766 8254', values: [['first', 'Hanna'], ['surname', 'Dąb'], ['id', '6990536658'], ['id', '04 1240 1981 1662 4752 2766 8254']] },
  { genre: 'note', text: 'Pilnie: Wit Lis zostawił dokumenty (dowód ESW715823) w recepcji.', values: [['first', 'Wit'], ['surname', 'Lis'], ['id', 'ESW715823']] },
  { genre: 'note', text: 'zapisać Maćka i Ksawerego Kruszewskich na basen, płaci ich mama, pani Wiesława', values: [['first', 'Maćka'], ['first', 'Ksawerego'], ['surname', 'Kruszewskich'], ['first', 'Wiesława']] },
  { genre: 'note', text: 'Odwołać wizytę p. Kosa (wt 9:00) — dzwonił z nr 502 771 648', values: [['surname', 'Kosa'], ['id', '502 771 648']] },
  { genre: 'note', text: 'Gość: Hoang Minh Tuan, karta 5220 4844 1761 0523, paszport TU0134595', values: [['surname', 'Hoang'], ['first', 'Tuan'], ['id', '5220 4844 1761 0523'], ['id', 'TU0134595']] },
];

/** Texts with no personal data: traps for over-masking. */
export const HOLDOUT_9_CLEAN: string[] = [
  'Legia przegrała z Wisłą 1:2, a Lech Poznań remis z Rakowem. Kibice z Mokotowa byli wściekli.',
  'Promocja: Żubr 4-pak za 12,99 zł w Biedronce do niedzieli 30.11.2026.',
  'Szkoła Podstawowa nr 12 im. Marii Konopnickiej przy ul. Jana Pawła II zaprasza na dzień otwarty.',
  'Dzień dobry! Proszę o informację, czy sklep jest czynny w Wigilię.',
  'Kod produktu: AB-4471-PL, wariant XL, kolor Czarny. Dostawa w 2–3 dni robocze.',
  'Infolinia PKO BP: 800 302 302 (czynna całą dobę). Infolinia ZUS: 22 560 16 00.',
  'Mikołaj Kopernik urodził się w Toruniu w 1473 roku; jego dzieło zmieniło astronomię.',
  'Kierownik zmiany prosi, by Magazynier i Kierowca zgłosili się do Dyrektora o 8:00.',
  'Zamówiłem Krakowską suchą i Poznańskie rogale marcińskie, wszystko na Mikołajki.',
  'Spotkajmy się na Placu Wilsona albo przy Rondzie Dmowskiego, jak wolisz.',
  'Sobota i Niedziela — Mróz do minus 12 stopni, uwaga na oblodzenie na Zakopiance.',
  'Kos, Wilk i Zając to zwierzęta, które łatwo spotkać w Puszczy Kampinoskiej.',
  'Faktura VAT nr FV/2026/11/0042 na kwotę 1 230,00 zł brutto, termin płatności 14 dni.',
  'Cracovia gra w piątek o 20:30, bilety od 35 zł na stronie klubu.',
  'Wesołych Świąt i Szczęśliwego Nowego Roku życzy Zarząd Wspólnoty Mieszkaniowej!',
  'Pociąg IC 3510 "Kasprowy" z Warszawy Centralnej do Zakopanego ma 20 minut opóźnienia.',
  'Na Ochocie i Woli otwarto nowe paczkomaty InPost; Allegro Smart działa bez zmian.',
  'Witam serdecznie, Szanowni Państwo, zapraszamy na Wigilię firmową w Hotelu Bristol.',
  'Aleja Solidarności będzie zamknięta dla ruchu od 1 do 3 grudnia z powodu remontu.',
  'Prezes, Wiceprezes i Główna Księgowa podpisali sprawozdanie za rok 2025.',
  'Pomnik Józefa Piłsudskiego stoi przed Belwederem od 1998 roku.',
  'Szukam przepisu na pierogi ruskie po lubelsku i barszcz czerwony na Wigilię.',
];
