// An eleventh held-out set of made-up real-world Polish texts, written on 2026-11-29 blind and frozen: no rule,
// filter or model was written from it, and its author read neither the detection code, nor the probe tests, nor
// the other held-out texts (only the format of holdout.ts and holdout-7.ts). Same format and scoring as
// holdout.ts (`npx tsx eval/real-world/run.ts --set 11`). When it has been used to choose anything, it is spent
// for that class of leak: say so here and write a new set.
// Spent so far: every kind of leak it showed after the thirteenth round (the fourteenth round was written from those
// kinds with made-up examples, 2026-11-29): it is no longer a held-out figure.
//
// Values are what a new account's default settings must keep from the provider. Street addresses, postal codes,
// dates of birth and IP addresses also occur, but they are off by default: they sit in `optIn` and run.ts does
// not score them. Company hotlines and office numbers are not personal and are not scored. Identifiers have valid
// checksums (PESEL, NIP, REGON, NRB/IBAN with a valid sort code, Luhn, ID card, Polish passport, PWZ; computed by
// a throwaway script), also where OCR noise has changed a character; Ukrainian and Belarusian passports have no
// check digit. All people and numbers are invented.

import type { HoldoutText } from './holdout.js';

/** A held-out text, with the values of types that are off by default (not scored by run.ts). */
export interface Holdout11Text extends HoldoutText { optIn?: string[] }

export const HOLDOUT_11: Holdout11Text[] = [
  // chat / messenger: lowercase, no diacritics, diminutives, names that are also common words
  { genre: 'chat', text: 'gadalam dzis z baska wilk, mowi ze wojtek lezy w szpitalu na bielanach i nikt go nie odwiedza', values: [['first', 'baska'], ['surname', 'wilk'], ['first', 'wojtek']] },
  { genre: 'chat', text: 'u kowalczykow na imieninach byl ten jej brat jarek, ten co ma warsztat pod lasem', values: [['surname', 'kowalczykow'], ['first', 'jarek']] },
  { genre: 'chat', text: 'ej a ten nowy z ksiegowosci to marcin sowa? bo dyrektorka kazala mu dac dostep do systemu', values: [['first', 'marcin'], ['surname', 'sowa']] },
  { genre: 'chat', text: 'mamo dzwonila ciocia halinka, pyta czy przyjedziecie z bogusiem na swieta. jej nowy numer 797 204 518', values: [['first', 'halinka'], ['first', 'bogusiem'], ['id', '797 204 518']] },
  { genre: 'chat', text: 'nie ma mnie do 15, w razie czego pisz do zimy albo do kosa, oni wiedza o co chodzi z tym przetargiem', values: [['surname', 'zimy'], ['surname', 'kosa']] },
  { genre: 'chat', text: 'sluchaj wiesiek baran znowu nie zaplacil czynszu, trzeba bedzie do niego isc. mieszka na gorczewskiej 14', values: [['first', 'wiesiek'], ['surname', 'baran']], optIn: ['gorczewskiej 14'] },
  { genre: 'chat', text: 'hej tu ola z pilatesu :) mozesz mi podeslac maila do trenerki? chyba to byl a.mroz@onet.pl czy jakos tak', values: [['first', 'ola'], ['id', 'a.mroz@onet.pl']] },
  { genre: 'chat', text: 'zapisz sobie: karta do zwrotu 5280 7179 1417 0609, na nazwisko kwiatek, imie ewelina', values: [['id', '5280 7179 1417 0609'], ['surname', 'kwiatek'], ['first', 'ewelina']] },
  { genre: 'chat', text: 'zadzwon do rozy, ona ma klucze od piwnicy. ja bede dopiero wieczorem', values: [['first', 'rozy']] },
  { genre: 'chat', text: 'mam na fakture dac nip z kreskami? 193-192-58-64 to moj, a firma na bogusław lewicki', values: [['id', '193-192-58-64'], ['first', 'bogusław'], ['surname', 'lewicki']] },
  { genre: 'chat', text: 'lista na urodziny: zuzia, antek, lenka wrobel, franek od mazurow, maja z przedszkola', values: [['first', 'zuzia'], ['first', 'antek'], ['first', 'lenka'], ['surname', 'wrobel'], ['first', 'franek'], ['surname', 'mazurow'], ['first', 'maja']] },
  { genre: 'chat', text: 'ktos gra dzis w cs? dolaczcie do mnie, steam: baranek_z_gor, discord: wilczur#4410', values: [['handle', 'baranek_z_gor'], ['handle', 'wilczur#4410']] },

  // SMS and voicemail
  { genre: 'sms', text: 'Dzien dobry, tu Rozalia Sobota, mama Frania z 2b. Franek dzis nie bedzie, goraczka. Pozdrawiam', values: [['first', 'Rozalia'], ['surname', 'Sobota'], ['first', 'Frania'], ['first', 'Franek']] },
  { genre: 'sms', text: 'Panie Zdzisławie, przypominam o wizycie jutro o 9:30. Proszę zabrać wyniki. Gabinet dr Lisowskiej', values: [['first', 'Zdzisławie'], ['surname', 'Lisowskiej']] },
  { genre: 'sms', text: 'Twoja paczka od NATALIA WOŹNIAK-ZIMA jest w drodze. Kod odbioru 448201. Infolinia 22 577 55 55', values: [['first', 'NATALIA'], ['surname', 'WOŹNIAK'], ['surname', 'ZIMA']] },
  { genre: 'sms', text: 'Mama: kup chleb i zadzwoń do pana Kowala w sprawie pieca, 515 330 962, on czeka', values: [['surname', 'Kowala'], ['id', '515 330 962']] },
  { genre: 'sms', text: 'BLIK na numer 608 221 745 (Hubert) za bilety na koncert, 2x 189 zł', values: [['id', '608 221 745'], ['first', 'Hubert']] },
  { genre: 'voicemail', text: 'wiadomosc glosowa od 512 448 903 dzien dobry mowi tadeusz wrona dzwonie w sprawie ogloszenia o kosiarce prosze oddzwonic', values: [['id', '512 448 903'], ['first', 'tadeusz'], ['surname', 'wrona']] },

  // ALL CAPS letters and legal documents
  { genre: 'caps', text: 'WEZWANIE DO ZAPŁATY\nDŁUŻNIK: BOGUSŁAW MRÓZ, PESEL 62110287618\nKWOTA: 4 812,00 ZŁ\nRACHUNEK WIERZYCIELA: 55 1054 4442 9553 4226 5692 9489', values: [['first', 'BOGUSŁAW'], ['surname', 'MRÓZ'], ['id', '62110287618'], ['id', '55 1054 4442 9553 4226 5692 9489']] },
  { genre: 'caps', text: 'SZANOWNA PANI KRYSTYNO,\nW ODPOWIEDZI NA PISMO PANI KRYSTYNY WILCZYŃSKIEJ Z DNIA 3.11.2026 INFORMUJEMY, ŻE WNIOSEK ZOSTAŁ ROZPATRZONY POZYTYWNIE.', values: [['first', 'KRYSTYNO'], ['first', 'KRYSTYNY'], ['surname', 'WILCZYŃSKIEJ']] },
  { genre: 'caps', text: 'POSTANOWIENIE\nSĄD REJONOWY W KIELCACH PO ROZPOZNANIU SPRAWY Z WNIOSKU ANDRZEJA ZIĘBY PRZY UCZESTNICTWIE TERESY KOS O PODZIAŁ MAJĄTKU WSPÓLNEGO', values: [['first', 'ANDRZEJA'], ['surname', 'ZIĘBY'], ['first', 'TERESY'], ['surname', 'KOS']] },
  { genre: 'caps', text: 'UPOWAŻNIENIE\nJA, NIŻEJ PODPISANA HANNA DĄBROWSKA-SOWA, LEGITYMUJĄCA SIĘ DOWODEM OSOBISTYM RKG750032, UPOWAŻNIAM SYNA PIOTRA DO ODBIORU MOJEJ EMERYTURY.', values: [['first', 'HANNA'], ['surname', 'DĄBROWSKA'], ['surname', 'SOWA'], ['id', 'RKG750032'], ['first', 'PIOTRA']] },
  { genre: 'caps', text: 'DANE DO REZERWACJI LOTU: TOMASZEWSKA JOANNA, PASZPORT ZX2058405, WAŻNY DO 2031. DZIECKO: TOMASZEWSKI IGOR, PASZPORT ZH7148682', values: [['surname', 'TOMASZEWSKA'], ['first', 'JOANNA'], ['id', 'ZX2058405'], ['surname', 'TOMASZEWSKI'], ['first', 'IGOR'], ['id', 'ZH7148682']] },

  // forms: labels, numbered fields, label and value on separate lines, bilingual labels, JSON, CSV
  { genre: 'form', text: 'Imię / First name:\nOleksandr\nNazwisko / Surname:\nHoncharenko\nNr paszportu / Passport no.: FH 118832\nPESEL: 93030348396', values: [['first', 'Oleksandr'], ['surname', 'Honcharenko'], ['id', 'FH 118832'], ['id', '93030348396']] },
  { genre: 'form', text: '1. Nazwisko: Nguyễn\n2. Imiona: Thị Lan\n3. Data urodzenia: 12.04.1991\n4. Obywatelstwo: wietnamskie\n5. Telefon: 0048 512 603 117', values: [['surname', 'Nguyễn'], ['first', 'Lan'], ['id', '0048 512 603 117']], optIn: ['12.04.1991'] },
  { genre: 'form', text: 'Wniosek o kartę biblioteczną\nImię i nazwisko: Maciej Zając\nE-mail: maciek.zajac88@wp.pl\nTel.: 604-118-392\nPodpis: M. Zając', values: [['first', 'Maciej'], ['surname', 'Zając'], ['id', 'maciek.zajac88@wp.pl'], ['id', '604-118-392']] },
  { genre: 'form', text: 'FORMULARZ ZGŁOSZENIOWY\n\n(1) Nazwisko\nWróblewska\n(2) Imię\nAgnieszka\n(3) PESEL\n87031428425\n(4) Adres zamieszkania\nul. Zielona 8/3, 05-400 Otwock\n(5) Nr rachunku do zwrotu\n48114402661366388817261544', values: [['surname', 'Wróblewska'], ['first', 'Agnieszka'], ['id', '87031428425'], ['id', '48114402661366388817261544']], optIn: ['ul. Zielona 8/3', '05-400'] },
  { genre: 'form', text: 'Dane kontaktowe rodzica / Parent contact:\nMother: Priya Sharma-Nowak, tel. +48 730 412 895\nFather: Tomasz Nowak, tomasz.nowak@gmail.com', values: [['first', 'Priya'], ['surname', 'Sharma'], ['surname', 'Nowak'], ['id', '+48 730 412 895'], ['first', 'Tomasz'], ['id', 'tomasz.nowak@gmail.com']] },
  { genre: 'form', text: 'Zgłoszenie szkody nr 2026/11/00417\nPoszkodowany: Giorgi Beridze\nNr dowodu osobistego: ZAQ596609\nOpis: w dniu 20.11 samochód marki Skoda zaparkowany przy ul. Kościuszki został uszkodzony przez spadającą gałąź.', values: [['first', 'Giorgi'], ['surname', 'Beridze'], ['id', 'ZAQ596609']] },
  { genre: 'form', text: 'Wniosek 800+: dziecko Nikola Ostrowska, PESEL 15221483921; wnioskodawca: matka Sylwia Ostrowska, PESEL 88040489447, rachunek 82116079331555761744662275', values: [['first', 'Nikola'], ['surname', 'Ostrowska'], ['id', '15221483921'], ['first', 'Sylwia'], ['id', '88040489447'], ['id', '82116079331555761744662275']] },
  { genre: 'form', text: '{"imie": "Oliwia", "nazwisko": "Sikora", "pesel": "01263060325", "telefon": "+48501229874"}', values: [['first', 'Oliwia'], ['surname', 'Sikora'], ['id', '01263060325'], ['id', '+48501229874']] },
  { genre: 'form', text: 'id;imie;nazwisko;email\n17;Roksana;Zięba;r.zieba@gmail.com\n18;Łukasz;Kos;l.k1988@o2.pl', values: [['first', 'Roksana'], ['surname', 'Zięba'], ['id', 'r.zieba@gmail.com'], ['first', 'Łukasz'], ['surname', 'Kos'], ['id', 'l.k1988@o2.pl']] },
  { genre: 'form', text: 'Dane osoby: Alicja Nowak z d. Sroczyńska, imię ojca: Stefan, imię matki: Genowefa', values: [['first', 'Alicja'], ['surname', 'Nowak'], ['surname', 'Sroczyńska'], ['first', 'Stefan'], ['first', 'Genowefa']] },
  { genre: 'form', text: 'Kontakty awaryjne: mama +48-606-771-309, tata 0048 (71) 344 20 19 dom, babcia Krysia 695.403.218', values: [['id', '+48-606-771-309'], ['id', '0048 (71) 344 20 19'], ['first', 'Krysia'], ['id', '695.403.218']] },
  { genre: 'form', text: 'Wynajmujący: Piotr Sobótka, PESEL 69012519959, dowód osobisty AAE 508319\nNajemca: Mariia Tkachenko, paszport ukraiński FE 702541', values: [['first', 'Piotr'], ['surname', 'Sobótka'], ['id', '69012519959'], ['id', 'AAE 508319'], ['first', 'Mariia'], ['surname', 'Tkachenko'], ['id', 'FE 702541']] },

  // transcripts: speaker names as labels, role labels that are not values, one-line exports
  { genre: 'transcript', text: 'Lekarz: Jak się pan dziś czuje?\nPacjent: Gorzej, w nocy znowu bolało.\nLekarz: Czy żona, pani Elżbieta, podawała leki?\nPacjent: Tak, Ela wszystkiego pilnuje.', values: [['first', 'Elżbieta'], ['first', 'Ela']] },
  { genre: 'transcript', text: 'Agnieszka: no to kto robi prezentację?\nKuba: ja mogę, ale Sebastian obiecał slajdy\nAgnieszka: Sebek zawsze obiecuje xd\nKuba: to pisz do niego, sebastian.gorski@firma.pl', values: [['first', 'Agnieszka'], ['first', 'Kuba'], ['first', 'Sebastian'], ['first', 'Sebek'], ['id', 'sebastian.gorski@firma.pl']] },
  { genre: 'transcript', text: '[00:01:12] Konsultantka Iwona: Dzień dobry, w czym mogę pomóc? [00:01:15] Klient: Dzwonię w sprawie faktury, nazywam się Ryszard Gołąb, NIP 3569337324. [00:01:25] Konsultantka: Dziękuję, proszę chwilę poczekać.', values: [['first', 'Iwona'], ['first', 'Ryszard'], ['surname', 'Gołąb'], ['id', '3569337324']] },
  { genre: 'transcript', text: 'Przewodnicząca: Proszę podać imię i nazwisko.\nŚwiadek: Stanisław Kwiatek.\nPrzewodnicząca: Czy jest pan spokrewniony z oskarżonym?\nŚwiadek: Nie, znam Grzesia Bartnika tylko z widzenia, z osiedla.', values: [['first', 'Stanisław'], ['surname', 'Kwiatek'], ['first', 'Grzesia'], ['surname', 'Bartnika']] },
  { genre: 'transcript', text: '10:42 Kamil Dudek: wrzuciłem raport na sharepoint 10:43 Monika W.: dzięki, @kd_analityka zerknę po lunchu 10:45 Kamil Dudek: ok', values: [['first', 'Kamil'], ['surname', 'Dudek'], ['first', 'Monika'], ['handle', 'kd_analityka']] },
  { genre: 'transcript', text: 'AGENT: poproszę PESEL. KLIENT: 85 09 09 918 61. AGENT: a imię i nazwisko? KLIENT: Paulina Jeleń, przez eń na końcu.', values: [['id', '85 09 09 918 61'], ['first', 'Paulina'], ['surname', 'Jeleń']] },
  { genre: 'transcript', text: 'Doradca: czy rozmawiam z panią Renatą Zimą? Klientka: tak, to ja. Doradca: dzwonię w sprawie polisy OC, numer 784 302 611 jest aktualny? Klientka: tak.', values: [['first', 'Renatą'], ['surname', 'Zimą'], ['id', '784 302 611']] },

  // e-mails: signatures, greetings, closings
  { genre: 'email', text: 'Dzień dobry,\nw załączniku przesyłam poprawioną umowę.\n\nPozdrawiam serdecznie\nJustyna Mróz-Pawlak\nSpecjalista ds. kadr\ntel. kom. 661 230 448\nj.mroz-pawlak@kadry-serwis.pl', values: [['first', 'Justyna'], ['surname', 'Mróz'], ['surname', 'Pawlak'], ['id', '661 230 448'], ['id', 'j.mroz-pawlak@kadry-serwis.pl']] },
  { genre: 'email', text: 'Cześć Gosiu,\ndziękuję za szybką odpowiedź! Przekaż proszę Mateuszowi, że spotkanie przesuwamy na czwartek.\nBuziaki,\nIza', values: [['first', 'Gosiu'], ['first', 'Mateuszowi'], ['first', 'Iza']] },
  { genre: 'email', text: 'Hi Anna,\nplease find attached the invoice for October.\nBest regards / Z poważaniem\nRavi Krishnan\nKrishnan IT Consulting\nNIP: 9069492964 | +48 695 210 337', values: [['first', 'Anna'], ['first', 'Ravi'], ['surname', 'Krishnan'], ['id', '9069492964'], ['id', '+48 695 210 337']] },
  { genre: 'email', text: 'Pani Bożeno,\nbardzo dziękuję za pomoc przy przeprowadzce taty. Bez Pani i pana Kazimierza nie dalibyśmy rady.\nZ wyrazami szacunku\nE. Szczepańska', values: [['first', 'Bożeno'], ['first', 'Kazimierza'], ['surname', 'Szczepańska']] },
  { genre: 'email', text: 'Konto do przelewu: Maria Róża Kwiatkowska, IBAN PL59160777153873215282334254, BIC PPABPLPK. Proszę w tytule wpisać numer zamówienia.', values: [['first', 'Maria'], ['first', 'Róża'], ['surname', 'Kwiatkowska'], ['id', 'PL59160777153873215282334254']] },
  { genre: 'email', text: 'commit 3f2a9c1\nAuthor: Michał Grabowski <michal.grabowski@softhouse.pl>\nDate: Fri Nov 27 14:02:11 2026 +0100\n\n    fix: walidacja NIP w formularzu', values: [['first', 'Michał'], ['surname', 'Grabowski'], ['id', 'michal.grabowski@softhouse.pl']] },
  { genre: 'email', text: 'Panie Mirku, przepraszam za spóźnienie, autobus nie przyjechał. Gienek Sowa (magazyn)', values: [['first', 'Mirku'], ['first', 'Gienek'], ['surname', 'Sowa']] },

  // CRM and helpdesk notes
  { genre: 'crm', text: 'Ticket #88213 | Zgłaszający: p. Leszek Baranowski (login: lbaran77) | Opis: nie może się zalogować po zmianie hasła, prosi o kontakt pod 32 274 18 09 po 16:00', values: [['first', 'Leszek'], ['surname', 'Baranowski'], ['handle', 'lbaran77'], ['id', '32 274 18 09']] },
  { genre: 'crm', text: 'notatka z rozmowy 28.11: klientka (Wiesława Sroka, nr klienta 4471902) reklamuje pralke, dwa razy przyjezdzal serwisant - p. Romek. Oddzwonic, preferuje maila: wieslawa.sroka@interia.pl', values: [['first', 'Wiesława'], ['surname', 'Sroka'], ['first', 'Romek'], ['id', 'wieslawa.sroka@interia.pl']] },
  { genre: 'crm', text: 'CRM > Kontakt > Edytuj\nImię: Dawid\nNazwisko: Kaczmarek\nFirma: Kaczmarek Transport\nStanowisko: właściciel\nKomórka: 880-412-903\nUwagi: woli kontakt przez syna (Oskar, 737 015 284)', values: [['first', 'Dawid'], ['surname', 'Kaczmarek'], ['id', '880-412-903'], ['first', 'Oskar'], ['id', '737 015 284']] },
  { genre: 'crm', text: 'Caller: Olena Kovalchuk, room 214. Issue: drukarka nie drukuje. Login AD: o.kowalczuk. Assigned to: Patryk.', values: [['first', 'Olena'], ['surname', 'Kovalchuk'], ['handle', 'o.kowalczuk'], ['first', 'Patryk']] },
  { genre: 'crm', text: 'Proszę zastrzec kartę 4411 0536 2187 2385, właściciel: Grzegorz Sobczyk, ostatnia transakcja w Żabce na Mokotowie', values: [['id', '4411 0536 2187 2385'], ['first', 'Grzegorz'], ['surname', 'Sobczyk']] },
  { genre: 'crm', text: 'Spotkanie: przegląd kwartalny | Uczestnicy: R. Mazurkiewicz, K. Lis, anna.pietrzak@bud-pol.com.pl | Sala Wisła, 3 piętro', values: [['surname', 'Mazurkiewicz'], ['surname', 'Lis'], ['id', 'anna.pietrzak@bud-pol.com.pl']] },

  // invoices and receipts: firm names that carry the owner's name
  { genre: 'invoice', text: 'FAKTURA VAT nr FV/2026/11/0312\nSprzedawca: PHU "WILCZEK" Marek Wilczek\nul. Leśna 2, 32-300 Olkusz\nNIP 5694719664\nNabywca: Anna Sowińska\nKonto: PL 87 1056 1146 2161 6732 7298 1432', values: [['first', 'Marek'], ['surname', 'Wilczek'], ['id', '5694719664'], ['first', 'Anna'], ['surname', 'Sowińska'], ['id', 'PL 87 1056 1146 2161 6732 7298 1432']], optIn: ['ul. Leśna 2', '32-300'] },
  { genre: 'invoice', text: 'Rachunek nr 14/2026\nWystawca: PPUH Bednarz i Syn s.c. Józef Bednarz, Paweł Bednarz\nREGON 683048265, NIP 5381380403\nTermin płatności: 14 dni', values: [['surname', 'Bednarz'], ['first', 'Józef'], ['first', 'Paweł'], ['id', '683048265'], ['id', '5381380403']] },
  { genre: 'invoice', text: 'Zapłacono przelewem na rachunek Zakład Stolarski Kos Roman, 73124246877625577267788484, tytułem: stół dębowy, zam. 77/B', values: [['surname', 'Kos'], ['first', 'Roman'], ['id', '73124246877625577267788484']] },
  { genre: 'invoice', text: 'Paragon / sprzedawca: "SAJGON" Hoang Van Duc, ul. Wolska 12, Warszawa, NIP 1494164567. Zupa pho 2x 29,00', values: [['surname', 'Hoang'], ['first', 'Duc'], ['id', '1494164567']], optIn: ['ul. Wolska 12'] },
  { genre: 'invoice', text: 'Wystawiam fakturę na: Auto-Serwis Zima & Syn, Kazimierz Zima, NIP 2245007102. Odbierze pan Kazik osobiście.', values: [['surname', 'Zima'], ['first', 'Kazimierz'], ['id', '2245007102'], ['first', 'Kazik']] },
  { genre: 'invoice', text: 'Działalność gospodarcza: Usługi Remontowe Artur Kowalewski, REGON 422475966, NIP 7794831692, tel. 790 115 630', values: [['first', 'Artur'], ['surname', 'Kowalewski'], ['id', '422475966'], ['id', '7794831692'], ['id', '790 115 630']] },
  { genre: 'invoice', text: 'Przelew: odbiorca Zdzisław Nowakowski, rach. 70 1057 4524 1030 0391 0392 7066, tytuł: czynsz 12/2026 pokój Kasi', values: [['first', 'Zdzisław'], ['surname', 'Nowakowski'], ['id', '70 1057 4524 1030 0391 0392 7066'], ['first', 'Kasi']] },

  // forums and social media: nicks, logins, @mentions
  { genre: 'forum', text: 'Re: problem z kotłem gazowym\nNapisany przez: hydraulik_zbyszek » 27 lis 2026, 21:14\nMiałem to samo, pisz na priv albo dzwoń 501 774 206, jestem z Rzeszowa', values: [['handle', 'hydraulik_zbyszek'], ['id', '501 774 206']] },
  { genre: 'social', text: 'znajdziesz mnie na insta jako @kasia.zima.art, tam wrzucam wszystkie obrazy 🎨', values: [['handle', 'kasia.zima.art']] },
  { genre: 'social', text: 'Dzięki @Pawel_Lis93 i @magda.k za polecenie, fryzjerka super! 💇‍♀️', values: [['handle', 'Pawel_Lis93'], ['handle', 'magda.k']] },
  { genre: 'social', text: 'Post od Tamara Lewandowska-Gruszka: Szukam opiekunki dla mamy na Ursynowie, pon-pt 8-16. Kontakt: 698 330 419 lub tamara.lg@o2.pl', values: [['first', 'Tamara'], ['surname', 'Lewandowska'], ['surname', 'Gruszka'], ['id', '698 330 419'], ['id', 'tamara.lg@o2.pl']] },
  { genre: 'forum', text: 'Witam, jestem nowy na forum. Nick mówi wszystko - frankowicz_z_koszalina. Na imię mam Kamil, mam 34 lata i od miesiąca walczę z bankiem', values: [['handle', 'frankowicz_z_koszalina'], ['first', 'Kamil']] },
  { genre: 'forum', text: 'Login: bsobota\nHasło: ******\nNie pamiętasz loginu? Skontaktuj się z administratorem.', values: [['handle', 'bsobota']] },
  { genre: 'social', text: 'Gratulacje dla Ireny Mazur z Olsztyna, która w wieku 71 lat ukończyła swój pierwszy maraton! 👏 #biegamy', values: [['first', 'Ireny'], ['surname', 'Mazur']] },
  { genre: 'forum', text: 'Komentarz użytkownika wiktor.baran: kupiłem u nich rower w 2024, serwis beznadziejny', values: [['handle', 'wiktor.baran']] },
  { genre: 'forum', text: 'Reported by @jkwiecien-dev: aplikacja się wysypuje przy imporcie CSV. cc @m.rogalski', values: [['handle', 'jkwiecien-dev'], ['handle', 'm.rogalski']] },
  { genre: 'social', text: 'Hej, jestem Bogna, 29 l., z Torunia. Pisz śmiało na snapie: biegaczka_torun', values: [['first', 'Bogna'], ['handle', 'biegaczka_torun']] },
  { genre: 'classified', text: 'Sprzedam mieszkanie 3 pok., Bemowo, bez pośredników. Dzwonić po 17: 535 601 228, pan Wiesław', values: [['id', '535 601 228'], ['first', 'Wiesław']] },
  { genre: 'classified', text: 'Oddam kotka w dobre ręce 🐈 kontakt Ala 600900110 lub mail kotki.bemowo@vp.pl', values: [['first', 'Ala'], ['id', '600900110'], ['id', 'kotki.bemowo@vp.pl']] },

  // news-style
  { genre: 'news', text: 'Policjanci z komendy w Płocku zatrzymali 34-letniego Artura K., podejrzanego o kradzież katalizatorów. Mężczyzna usłyszał już zarzuty.', values: [['first', 'Artura']] },
  { genre: 'news', text: 'Nagrodę im. Ireny Sendlerowej otrzymała w tym roku Weronika Szulc, wolontariuszka z hospicjum w Lublinie.', values: [['first', 'Weronika'], ['surname', 'Szulc']] },
  { genre: 'news', text: 'Wypadek na DK 94. Kierowca audi, 52-letni Zbigniew W., trafił do szpitala. Pasażerka, jego żona Danuta, nie odniosła obrażeń — relacjonuje mł. asp. Kinga Rogalska z KPP w Olkuszu.', values: [['first', 'Zbigniew'], ['first', 'Danuta'], ['first', 'Kinga'], ['surname', 'Rogalska']] },
  { genre: 'news', text: 'Z głębokim żalem zawiadamiamy, że 25 listopada 2026 r. zmarł śp. Bolesław Cichy, ukochany mąż, ojciec i dziadek. Pogrążona w smutku żona Aniela z rodziną', values: [['first', 'Bolesław'], ['surname', 'Cichy'], ['first', 'Aniela']] },
  { genre: 'news', text: 'Z radością zapraszamy na ślub Karoliny Mróz i Dominika Gila, który odbędzie się 12 czerwca 2027 r. w kościele pw. św. Józefa', values: [['first', 'Karoliny'], ['surname', 'Mróz'], ['first', 'Dominika'], ['surname', 'Gila']] },

  // OCR noise: 0 for O, l for 1, B for 8, rn for m
  { genre: 'ocr', text: 'SKAN: Zaświadczenie\nNiniejszym zaświadcza się, że Pani MAŁGORZATA W0JCIK (PESEL 7805218940B) jest zatrudniona na czas nieokreślony.', values: [['first', 'MAŁGORZATA'], ['surname', 'W0JCIK'], ['id', '7805218940B']] },
  { genre: 'ocr', text: 'DOWÓD OSOBISTY / IDENTITY CARD\nNAZWISKO / SURNAME\nJAB1OŃSKI\nIMIONA / GIVEN NAMES\nKRZYSZT0F ADAM\nNR DOWODU / CARD NO.\nEXB 587491\nPESEL 62ll0287618', values: [['surname', 'JAB1OŃSKI'], ['first', 'KRZYSZT0F'], ['first', 'ADAM'], ['id', 'EXB 587491'], ['id', '62ll0287618']] },
  { genre: 'ocr', text: 'Nabywca: Janina Ch0dkiewicz\nNIP: 3O22657795\nSposób zapłaty: przelew', values: [['first', 'Janina'], ['surname', 'Ch0dkiewicz'], ['id', '3O22657795']] },
  { genre: 'ocr', text: 'Szan0wny Panie Michale,\nw nawiązaniu do rozrnowy z dnia 4.11 przesyłam ofertę.\nBartosz Pietrzyk, tel. 5O1 338 227', values: [['first', 'Michale'], ['first', 'Bartosz'], ['surname', 'Pietrzyk'], ['id', '5O1 338 227']] },

  // foreign names living in Poland, in Polish inflection
  { genre: 'foreign', text: 'Spotkałam się wczoraj z Tarasem Bondarenką i jego żoną Iryną, są od roku w Gdańsku i szukają mieszkania', values: [['first', 'Tarasem'], ['surname', 'Bondarenką'], ['first', 'Iryną']] },
  { genre: 'foreign', text: 'Przekażcie Rajeshowi Kumarowi, że jego karta pobytu jest do odbioru w urzędzie wojewódzkim, pokój 112.', values: [['first', 'Rajeshowi'], ['surname', 'Kumarowi']] },
  { genre: 'foreign', text: 'W zeszłym tygodniu u Phamów urodziła się córeczka, dali jej na imię Zosia, żeby było łatwiej w przedszkolu', values: [['surname', 'Phamów'], ['first', 'Zosia']] },
  { genre: 'foreign', text: 'Nino Kapanadze-Wiśniewska prowadzi zajęcia z tańca gruzińskiego w domu kultury, zapisy u pani Nino pod numerem 576 208 113', values: [['first', 'Nino'], ['surname', 'Kapanadze'], ['surname', 'Wiśniewska'], ['id', '576 208 113']] },
  { genre: 'foreign', text: 'Do kadr: proszę przygotować aneks do umowy dla Siarhieja Dubrouskiego (paszport białoruski MP4419027) oraz dla jego żony Wolhi.', values: [['first', 'Siarhieja'], ['surname', 'Dubrouskiego'], ['id', 'MP4419027'], ['first', 'Wolhi']] },
  { genre: 'foreign', text: 'Dr Anjali Mehta-Kowalska przyjmuje w środy, rejestracja w recepcji na parterze', values: [['first', 'Anjali'], ['surname', 'Mehta'], ['surname', 'Kowalska']] },

  // medical, HR, school, legal
  { genre: 'medical', text: 'Skierowanie do poradni kardiologicznej\nPacjent: Zenon Baran, PESEL 54093004119\nRozpoznanie: I10\nLekarz kierujący: lek. med. Urszula Nowicka-Kos, nr PWZ 2718346', values: [['first', 'Zenon'], ['surname', 'Baran'], ['id', '54093004119'], ['first', 'Urszula'], ['surname', 'Nowicka'], ['surname', 'Kos'], ['id', '2718346']] },
  { genre: 'medical', text: 'Karta informacyjna: pacjentka lat 83, przywieziona przez córkę (p. Jadwiga Kwiecień, tel. 604 559 182). Pacjentka podaje, że mieszka sama przy ul. Reymonta.', values: [['first', 'Jadwiga'], ['surname', 'Kwiecień'], ['id', '604 559 182']], optIn: ['ul. Reymonta'] },
  { genre: 'hr', text: 'Świadectwo pracy\n1. Stwierdza się, że Pan Jan Wiśniewski, syn Henryka, urodzony 05.12.1990, PESEL 90120560139, był zatrudniony w pełnym wymiarze czasu pracy.', values: [['first', 'Jan'], ['surname', 'Wiśniewski'], ['first', 'Henryka'], ['id', '90120560139']], optIn: ['05.12.1990'] },
  { genre: 'hr', text: 'Lista obecności – szkolenie BHP 27.11\n1. Adamczyk Ewa ....... podpis\n2. Zima Bartłomiej ....... podpis\n3. Kwiatkowski-Mróz Leon ....... nieobecny\n4. Sowa Teresa ....... podpis', values: [['surname', 'Adamczyk'], ['first', 'Ewa'], ['surname', 'Zima'], ['first', 'Bartłomiej'], ['surname', 'Kwiatkowski'], ['surname', 'Mróz'], ['first', 'Leon'], ['surname', 'Sowa'], ['first', 'Teresa']] },
  { genre: 'hr', text: 'Komisja w składzie: J. Kowalczyk (przew.), M.K. Bielawska, dr hab. T. Wróbel', values: [['surname', 'Kowalczyk'], ['surname', 'Bielawska'], ['surname', 'Wróbel']] },
  { genre: 'school', text: 'Dziennik: uwaga dla ucznia Szymona Lisa (kl. 6b) – przeszkadzał na lekcji historii, rozmawiał o Mieszku I zamiast słuchać. Wych. A. Górecka', values: [['first', 'Szymona'], ['surname', 'Lisa'], ['surname', 'Górecka']] },
  { genre: 'school', text: 'Pani Wychowawczyni, Ignaś był wczoraj chory, proszę o usprawiedliwienie. Z poważaniem, Marta Kozłowska-Wilk', values: [['first', 'Ignaś'], ['first', 'Marta'], ['surname', 'Kozłowska'], ['surname', 'Wilk']] },
  { genre: 'school', text: 'Drogi pamiętniku, dziś Kuba z 3c powiedział Oli, że mu się podobam!!! A Ola powiedziała o tym Weronice...', values: [['first', 'Kuba'], ['first', 'Oli'], ['first', 'Ola'], ['first', 'Weronice']] },
  { genre: 'legal', text: 'Pełnomocnictwo\nJa, Eugeniusz Kwiatkowski, legitymujący się dowodem osobistym nr ACZ612679, udzielam pełnomocnictwa adw. Monice Kruk do reprezentowania mnie przed Sądem Okręgowym w Poznaniu.', values: [['first', 'Eugeniusz'], ['surname', 'Kwiatkowski'], ['id', 'ACZ612679'], ['first', 'Monice'], ['surname', 'Kruk']] },
  { genre: 'legal', text: 'Sz. P. Dariusz Kowal\nul. Spacerowa 9\n85-012 Bydgoszcz\n\nDotyczy: sprawy o sygn. akt I C 1882/26', values: [['first', 'Dariusz'], ['surname', 'Kowal']], optIn: ['ul. Spacerowa 9', '85-012'] },
];

/** Texts with no personal data that a new account's defaults must leave unchanged. */
export const HOLDOUT_11_CLEAN: string[] = [
  'Lech Poznań wygrał z Wisłą Kraków 2:1, a Legia znowu straciła punkty w doliczonym czasie.',
  'Skręć w al. Mickiewicza, potem prosto aż do ronda Dmowskiego i w lewo w ul. Jana Pawła II.',
  'w lesie za domem widzielismy wilka i dwa lisy, a na dachu stodoly siedziala sowa',
  'sobota rano, mróz minus dziesięć, a zima dopiero się zaczyna',
  'Lekarz: Proszę głęboko oddychać.\nPacjent: Tak?\nLekarz: Dobrze, teraz proszę wstrzymać oddech.',
  'Infolinia banku: 801 321 123, czynna pon.–pt. 8–20. Z zagranicy prosimy dzwonić na numer centrali banku.',
  'Faktura nr FV/2026/11/00417 z dnia 28.11.2026, kod EAN produktu 5901234123457, zamówienie ZAM-884213-2026.',
  'Na lekcji historii omawialiśmy panowanie Bolesława Chrobrego i bitwę pod Grunwaldem, którą wygrał Władysław Jagiełło.',
  'Mikołaj Kopernik urodził się w Toruniu w 1473 roku — to pytanie pojawiło się na sprawdzianie z przyrody.',
  'Boże Narodzenie w tym roku wypada w piątek, Wszystkich Świętych było w niedzielę, a Andrzejki są we wtorek.',
  'Mieszkam na Ursynowie, pracuję na Woli, a w weekendy jeżdżę na Kazimierz na zapiekanki.',
  'Kupiłem w Biedronce ser Hochland i kawę Jacobs, a w Rossmannie szampon Nivea.',
  'Numer zamówienia: 4002 8922 1847 5512 — proszę go podać przy reklamacji.',
  'Kod rabatowy ZIMA2026 daje 15% zniżki na kurtki, a kod LIS-50 na czapki.',
  'AGENT: Dzień dobry, w czym mogę pomóc?\nKLIENT: Chciałem zapytać o godziny otwarcia.\nAGENT: Jesteśmy otwarci od 9 do 17.',
  'Baran to znak zodiaku od 21 marca do 19 kwietnia, a Koziorożec, Wodnik i Ryby to znaki zimowe.',
  'Kuj żelazo, póki gorące — mawiał kowal z naszej bajki, a kos śpiewał na płocie.',
  'Pociąg IC 5316 „Kasprowicz” odjeżdża z peronu 3 o 14:05, opóźnienie około 10 minut.',
  'Teatr im. Juliusza Słowackiego zaprasza na premierę „Wesela” Wyspiańskiego w sobotę 5 grudnia.',
  'Sygn. akt II K 1432/26, nr KRS 0000123456, REGON spółki podany w stopce dokumentu.',
  'Róża wiatrów pokazuje, że w listopadzie dominuje wiatr zachodni, a róże w ogrodzie już przemarzły.',
  'Czy święty Mikołaj przyniesie prezenty 6 grudnia? Dzieci z przedszkola „Misie” napisały już listy.',
  'moderator: przypominam o regulaminie forum.\nadmin: temat zamknięty, dziękujemy za dyskusję.',
  'podlej kwiatek na parapecie i wyjmij pranie, bo w sobotę ma być mróz',
];
