// A seventeenth held-out set of made-up real-world Polish texts, written on 2026-11-29 blind and frozen: no rule,
// filter or model was written from it, and its author read only the format of holdout.ts and holdout-7.ts, run.ts
// and forward.ts: neither the detection code, nor the probe tests, nor the docs, nor the other held-out texts. Same
// format and scoring as holdout.ts (`npx tsx eval/real-world/run.ts --set 17`). Do not fix detection against these
// texts: a leak found here is reported, and a fix is tested on texts of its own. When this set has been used to
// choose anything, it is spent for that class of leak: say so here and write a new set.
//
// Values are what a new account's default settings must keep from the provider: first names (`first`, in the form
// the text uses), surnames (`surname`), identifiers (`id`: PESEL, NIP, REGON, NRB/IBAN, private phone numbers, ID
// cards, passports, card numbers, e-mail addresses) and handles (`handle`: nicknames, logins, social handles).
// Street addresses, postal codes, dates of birth, places, vehicle plates and IP addresses also occur, but they are
// off by default: they sit in `optIn` and run.ts does not score them. Company hotlines and office numbers are not
// personal and are not scored. Identifiers have valid checksums (PESEL, NIP, REGON, NRB/IBAN with a valid sort
// code, Luhn, ID card, Polish passport; computed by a throwaway script with its own seed), also where OCR noise has
// changed a character; the Ukrainian passport has no check digit. All people and numbers are invented.
// Spent so far: every kind of leak it showed after the eighteenth round (the nineteenth round was written from those
// kinds with made-up examples, 2026-11-29): it is no longer a held-out figure.

import type { HoldoutText } from './holdout.js';

/** A held-out text, with the values of types that are off by default (not scored by run.ts). */
export interface Holdout17Text extends HoldoutText { optIn?: string[] }

export const HOLDOUT_17: Holdout17Text[] = [
  // chat / messenger: lowercase, no diacritics, typos, emoji
  { genre: 'chat', text: 'ej a widzialas ze jagoda sroka sie zareczyla?? z tym kolesiem z gdanska xd', values: [['first', 'jagoda'], ['surname', 'sroka']] },
  { genre: 'chat', text: 'mamo jaki jest pesel babci haliny? mam cos takiego 49041757966 ale nie wiem czy dobrze przepisalam', values: [['first', 'haliny'], ['id', '49041757966']] },
  { genre: 'chat', text: 'kuba kos napisal ze nie przyjdzie bo ma gorączke, powiedz trenerowi', values: [['first', 'kuba'], ['surname', 'kos']] },
  { genre: 'chat', text: 'widzialem wczoraj twojego szwagra, tego bartka muche czy jak mu tam, pijany jak bela', values: [['first', 'bartka'], ['surname', 'muche']] },
  { genre: 'chat', text: 'przelej mi za pizze na 02 1600 1462 6155 4342 0101 2127 (ola) dzieki!!', values: [['id', '02 1600 1462 6155 4342 0101 2127'], ['first', 'ola']] },
  { genre: 'chat', text: 'zapisz sobie nr do pani renaty od sprzatania 604 318 992, bierze 40 zl/h', values: [['first', 'renaty'], ['id', '604 318 992']] },
  { genre: 'chat', text: 'heh a pamietasz tego grubego wilka z podstawowki? seba wilk. teraz jest w policji', values: [['surname', 'wilka'], ['first', 'seba'], ['surname', 'wilk']] },
  { genre: 'chat', text: 'ok to zapisz: krystian domagała 692 440 518, on robi te łazienki', values: [['first', 'krystian'], ['surname', 'domagała'], ['id', '692 440 518']] },
  { genre: 'chat', text: 'aga pisze ze jej nowy chlopak to jakis Dmytro z lwowa, fajny podobno', values: [['first', 'aga'], ['first', 'Dmytro']] },
  { genre: 'chat', text: 'sluchaj przypomnij mi nazwisko tej babki z hr... ta jakas kuzniarska czy kuzniar?', values: [['surname', 'kuzniarska'], ['surname', 'kuzniar']] },
  { genre: 'chat', text: 'podaj mi numer karty to zamowie bilety... ok: 5321451554863411 exp 08/28 (na danusie)', values: [['id', '5321451554863411'], ['first', 'danusie']] },
  { genre: 'chat', text: 'zdjecie dowodu wyslalam ci na maila, numer CKW929510, wazny do 2033', values: [['id', 'CKW929510']] },
  { genre: 'chat', text: 'nip szwagra do faktury: 309 745 67 24 (firma jest na niego, tomek lesniak)', values: [['id', '309 745 67 24'], ['first', 'tomek'], ['surname', 'lesniak']] },
  { genre: 'chat', text: 'byliśmy wczoraj u Wilków na grillu, Gosia Wilk zrobiła mega sałatkę z fetą', values: [['surname', 'Wilków'], ['first', 'Gosia'], ['surname', 'Wilk']] },
  { genre: 'chat', text: 'pisz na telegramie @vitalik_krk, tam szybciej odpisuje niz na whatsappie', values: [['handle', 'vitalik_krk']] },
  { genre: 'chat', text: 'dodaj mnie na snapie: wiki_kot1 😜 i na insta tez', values: [['handle', 'wiki_kot1']] },
  { genre: 'chat', text: 'mój discord to lenka.gwiazdeczka a mail lena.gwiazda2009@gmail.com, napisz jak coś', values: [['handle', 'lenka.gwiazdeczka'], ['id', 'lena.gwiazda2009@gmail.com']] },
  // SMS
  { genre: 'sms', text: 'Dzien dobry, tu Oksana, sprzatam u Pani w czwartki. Moj nowy numer 731 845 206. Pozdrawiam', values: [['first', 'Oksana'], ['id', '731 845 206']] },
  { genre: 'sms', text: 'Przypominamy o wizycie: Wiesław Baran, 03.12 godz. 9:40, gab. 4. Odwołanie wizyty: 22 611 40 00', values: [['first', 'Wiesław'], ['surname', 'Baran']] },
  { genre: 'sms', text: 'Kochanie kup mleko i zadzwon do pana Zbyszka Kowala w sprawie pieca 518-227-640', values: [['first', 'Zbyszka'], ['surname', 'Kowala'], ['id', '518-227-640']] },
  { genre: 'sms', text: 'Babcia ma tylko stacjonarny: (12) 267 43 91, dzwońcie po 10, wcześniej śpi', values: [['id', '(12) 267 43 91']] },
  { genre: 'sms', text: 'Pani Mirko, czy mogłaby Pani jutro zostać dłużej? Dostawa przyjdzie o 19. Szef', values: [['first', 'Mirko']] },
  // ALL CAPS letters, notices, forms
  { genre: 'caps', text: 'PEŁNOMOCNICTWO\nJA, NIŻEJ PODPISANA DANUTA KURA, PESEL 55030349265, UPOWAŻNIAM SYNA PIOTRA KURĘ DO ODBIORU MOJEJ EMERYTURY.', values: [['first', 'DANUTA'], ['surname', 'KURA'], ['id', '55030349265'], ['first', 'PIOTRA'], ['surname', 'KURĘ']] },
  { genre: 'caps', text: 'WEZWANIE DO ZAPŁATY\nDŁUŻNIK: MARIANNA GÓRA-NOWICKA, NIP 3957066691\nKWOTA ZALEGŁOŚCI: 4 870,00 ZŁ', values: [['first', 'MARIANNA'], ['surname', 'GÓRA'], ['surname', 'NOWICKA'], ['id', '3957066691']] },
  { genre: 'caps', text: 'ŚP. TADEUSZ ZIMA, ŻYŁ LAT 78. POGRZEB ODBĘDZIE SIĘ W SOBOTĘ O GODZ. 11:00 W KOŚCIELE PW. ŚW. JÓZEFA. O CZYM ZAWIADAMIA POGRĄŻONA W SMUTKU RODZINA', values: [['first', 'TADEUSZ'], ['surname', 'ZIMA']] },
  { genre: 'caps', text: 'ZGŁOSZENIE SZKODY NR 55/2026 — POSZKODOWANY: KAROL SOWA, PESEL 72020867673, TEL. KOM. 507 993 124, SAMOCHÓD: SKODA FABIA, NR REJ. WZ 71820', values: [['first', 'KAROL'], ['surname', 'SOWA'], ['id', '72020867673'], ['id', '507 993 124']], optIn: ['WZ 71820'] },
  { genre: 'caps', text: 'UMOWA NAJMU LOKALU\nZAWARTA POMIĘDZY: JANINĄ KRAWCZYK, LEGITYMUJĄCĄ SIĘ DOWODEM OSOBISTYM AYH910931, ZWANĄ DALEJ WYNAJMUJĄCĄ, A WOJCIECHEM PTAKIEM, PESEL 03320135133, ZWANYM DALEJ NAJEMCĄ.', values: [['first', 'JANINĄ'], ['surname', 'KRAWCZYK'], ['id', 'AYH910931'], ['first', 'WOJCIECHEM'], ['surname', 'PTAKIEM'], ['id', '03320135133']] },
  { genre: 'caps', text: 'DANE DO REZERWACJI LOTU: KRZYSZTOF WALCZAK, PASSPORT NO. EU2336646, EXP. 2031, MIEJSCE PRZY OKNIE', values: [['first', 'KRZYSZTOF'], ['surname', 'WALCZAK'], ['id', 'EU2336646']] },
  // OCR'd scans with look-alike characters
  { genre: 'ocr', text: 'Zaświadczenie o zatrudnieniu\nNiniejszym zaświadcza się, że Pan Mar1usz Wróbel, PESEL 8l08O595370, jest zatrudniony na czas nieokreślony.', values: [['first', 'Mar1usz'], ['surname', 'Wróbel'], ['id', '8l08O595370']] },
  { genre: 'ocr', text: 'RACHUNEK BANKOWY: PL87 1O50 1445 9743 8782 5443 8941\nPosiadacz rachunku: Jolanta Pyzik', values: [['id', 'PL87 1O50 1445 9743 8782 5443 8941'], ['first', 'Jolanta'], ['surname', 'Pyzik']] },
  { genre: 'ocr', text: 'DOWÓD OSOBISTY / IDENTITY CARD\nNAZWISKO/SURNAME: KOGUT\nIMIONA/GIVEN NAMES: STANISŁAWA HELENA\nDATA URODZENIA/DATE OF BIRTH: 17.04.1949\nNUMER DOWODU/CARD NUMBER: DBK65Z775', values: [['surname', 'KOGUT'], ['first', 'STANISŁAWA'], ['first', 'HELENA'], ['id', 'DBK65Z775']], optIn: ['17.04.1949'] },
  { genre: 'ocr', text: 'Pacjent: Ryba Zdzisław   PESEL: 58O72379O9O\nRozpoznanie: J18.9 zapalenie płuc', values: [['surname', 'Ryba'], ['first', 'Zdzisław'], ['id', '58O72379O9O']] },
  { genre: 'ocr', text: 'UMOWA ZLECENIA Nr 5/2026\nZleceniobiorca: Kam1l Dudziak\nNr rachunku: 16 1940 1076 27O7 0373 2345 9080', values: [['first', 'Kam1l'], ['surname', 'Dudziak'], ['id', '16 1940 1076 27O7 0373 2345 9080']] },
  { genre: 'ocr', text: 'ŚWIADECTWO UKOŃCZENIA SZKOŁY PODSTAWOWEJ\nWERONIKA MAŁGORZATA SZCZEPAŃSKA\nurodzona 0l.l2.2003 w Piotrkowie Trybunalskim', values: [['first', 'WERONIKA'], ['first', 'MAŁGORZATA'], ['surname', 'SZCZEPAŃSKA']], optIn: ['0l.l2.2003', 'Piotrkowie Trybunalskim'] },
  { genre: 'ocr', text: 'Podatnik: Ireneusz Kołodziej\nN1P: 888-52l-28-83\nUrząd Skarbowy w Kutnie', values: [['first', 'Ireneusz'], ['surname', 'Kołodziej'], ['id', '888-52l-28-83']] },
  { genre: 'ocr', text: 'Wpis do CEIDG — Firma: Usługi Ogrodnicze Zenon Jarosz\nREGON: O8O9O5888   NIP: 4l55208737', values: [['first', 'Zenon'], ['surname', 'Jarosz'], ['id', 'O8O9O5888'], ['id', '4l55208737']] },
  { genre: 'ocr', text: 'Nr paszportu: ER1O81791 (skan nieczytelny)\nPasażer: Grabarczyk Iga', values: [['id', 'ER1O81791'], ['surname', 'Grabarczyk'], ['first', 'Iga']] },
  // form fields, bilingual labels, CSV rows
  { genre: 'form', text: 'Imię / First name: Thi Hoa\nNazwisko / Surname: Nguyen\nObywatelstwo: wietnamskie', values: [['first', 'Hoa'], ['surname', 'Nguyen']] },
  { genre: 'form', text: '1. Nazwisko: Baran-Kowalczyk\n2. Imię (imiona): Weronika Zofia\n3. PESEL: 92110279942\n4. Adres zamieszkania: ul. Spokojna 14/2, 05-800 Pruszków', values: [['surname', 'Baran'], ['surname', 'Kowalczyk'], ['first', 'Weronika'], ['first', 'Zofia'], ['id', '92110279942']], optIn: ['ul. Spokojna 14/2', '05-800 Pruszków'] },
  { genre: 'form', text: 'Wniosek o wydanie karty parkingowej\nWnioskodawca: Kruk Edward\nNr dowodu: CAX988853\nTel. kontaktowy: 691 402 587', values: [['surname', 'Kruk'], ['first', 'Edward'], ['id', 'CAX988853'], ['id', '691 402 587']] },
  { genre: 'form', text: 'lp;nazwisko;imie;pesel;tel\n1;Mróz;Aleksandra;95022756709;600 128 443\n2;Koza;Bogumił;70101941834;', values: [['surname', 'Mróz'], ['first', 'Aleksandra'], ['id', '95022756709'], ['id', '600 128 443'], ['surname', 'Koza'], ['first', 'Bogumił'], ['id', '70101941834']] },
  { genre: 'form', text: 'Formularz zgłoszeniowy / Application form\nFirst name / Imię: Hanna\nLast name / Nazwisko: Jaworska-Kwiek\nDate of birth / Data urodzenia: 15.06.1990\nPESEL: 90061514947', values: [['first', 'Hanna'], ['surname', 'Jaworska'], ['surname', 'Kwiek'], ['id', '90061514947']], optIn: ['15.06.1990'] },
  { genre: 'form', text: 'Zgłoszenie na półkolonie\nDziecko: Bartek Zawada, PESEL 16262165315\nOpiekun: Daria Zawada, tel. 504 662 913', values: [['first', 'Bartek'], ['surname', 'Zawada'], ['id', '16262165315'], ['first', 'Daria'], ['id', '504 662 913']] },
  { genre: 'form', text: 'Legitymacja szkolna nr 112/2024\nuczennica: Nikola Baranek\nPESEL: 11250911608', values: [['first', 'Nikola'], ['surname', 'Baranek'], ['id', '11250911608']] },
  { genre: 'form', text: 'Gość / Guest: Piotrowicz Lech\nDokument / ID: DEN082543\nE-mail: lech.piotrowicz@onet.pl\nPokój: 214', values: [['surname', 'Piotrowicz'], ['first', 'Lech'], ['id', 'DEN082543'], ['id', 'lech.piotrowicz@onet.pl']] },
  { genre: 'form', text: 'Karta zgłoszenia do przedszkola\nOsoby upoważnione do odbioru: babcia Urszula Malinowska (dowód ZZC083827), dziadek Jerzy', values: [['first', 'Urszula'], ['surname', 'Malinowska'], ['id', 'ZZC083827'], ['first', 'Jerzy']] },
  // call centre transcripts
  { genre: 'callcentre', text: 'Konsultant: Dzień dobry, w czym mogę pomóc?\nKlient: Dzień dobry, nazywam się Lucyna Sroczyńska, dzwonię w sprawie faktury.\nKonsultant: Poproszę numer PESEL.\nKlient: 76013050503.', values: [['first', 'Lucyna'], ['surname', 'Sroczyńska'], ['id', '76013050503']] },
  { genre: 'callcentre', text: 'AGENT: Czy rozmawiam z panem Grzegorzem Mazurem?\nKLIENT: Tak, to ja.\nAGENT: Na jaki adres e-mail wysłać umowę?\nKLIENT: grzesiek.mazur77@o2.pl', values: [['first', 'Grzegorzem'], ['surname', 'Mazurem'], ['id', 'grzesiek.mazur77@o2.pl']] },
  { genre: 'callcentre', text: 'Dzwoniłam na infolinię 801 100 100 i pani Aneta (tak się przedstawiła) powiedziała, że zwrot przyjdzie w 14 dni.', values: [['first', 'Aneta']] },
  { genre: 'callcentre', text: 'Konsultant: Proszę podać numer karty.\nKlient: 4330 3579 1032 8084.\nKonsultant: Dziękuję, pani Wiesławo, karta jest już zastrzeżona.', values: [['id', '4330 3579 1032 8084'], ['first', 'Wiesławo']] },
  { genre: 'callcentre', text: 'Rejestracja: Nazwisko pacjenta?\nPacjent: Fąfara, przez ą.\nRejestracja: Imię?\nPacjent: Zenobia.\nRejestracja: Telefon?\nPacjent: 798 601 225.', values: [['surname', 'Fąfara'], ['first', 'Zenobia'], ['id', '798 601 225']] },
  // medical
  { genre: 'medical', text: 'Lekarz: Jak się pani czuje po zmianie leków?\nPacjentka (Bożena Pawlik-Zając): Lepiej, tylko w nocy kaszel.\nLekarz: Przedłużę receptę. Córka, pani Ewelina, odbierze?', values: [['first', 'Bożena'], ['surname', 'Pawlik'], ['surname', 'Zając'], ['first', 'Ewelina']] },
  { genre: 'medical', text: 'Skierowanie do poradni kardiologicznej. Pacjent: Henryk Lisowski, lat 67. Rozpoznanie: I10. Lekarz kierujący: lek. med. Agnieszka Wilk-Domańska', values: [['first', 'Henryk'], ['surname', 'Lisowski'], ['first', 'Agnieszka'], ['surname', 'Wilk'], ['surname', 'Domańska']] },
  { genre: 'medical', text: 'Karta informacyjna leczenia szpitalnego\nPacjent: JEŻ ANNA, PESEL 88120819483\nLekarz prowadzący: dr n. med. Piotr Wierzba', values: [['surname', 'JEŻ'], ['first', 'ANNA'], ['id', '88120819483'], ['first', 'Piotr'], ['surname', 'Wierzba']] },
  { genre: 'medical', text: 'Recepta dla: Mikołaj Szpak (lat 9), opiekun: matka Sylwia (PESEL 00212526644), tel. 577 602 318.', values: [['first', 'Mikołaj'], ['surname', 'Szpak'], ['first', 'Sylwia'], ['id', '00212526644'], ['id', '577 602 318']] },
  { genre: 'medical', text: 'Indywidualna Praktyka Lekarska lek. dent. Marta Grudzień, NIP 1721845395 — rachunek za leczenie kanałowe', values: [['first', 'Marta'], ['surname', 'Grudzień'], ['id', '1721845395']] },
  // e-mails, signatures, subject lines
  { genre: 'email', text: 'Dzień dobry,\nw załączeniu przesyłam podpisaną umowę.\n\nZ wyrazami szacunku\nMałgorzata Kostrzewa\nSpecjalista ds. kadr\ntel. 512 004 871\nm.kostrzewa@budmex-serwis.pl', values: [['first', 'Małgorzata'], ['surname', 'Kostrzewa'], ['id', '512 004 871'], ['id', 'm.kostrzewa@budmex-serwis.pl']] },
  { genre: 'email', text: 'Ok, zrobione, przesyłam poprawioną wersję.\n\nPozdrawiam,\nPaweł\n\n--\nWysłano z iPhone\'a', values: [['first', 'Paweł']] },
  { genre: 'email', text: 'Temat: RE: Kowalewska – urlop w grudniu\n\nHej, potwierdzam urlop od 15.12. Zastępstwo: Igor.', values: [['surname', 'Kowalewska'], ['first', 'Igor']] },
  { genre: 'email', text: "Cześć Marto, dzięki za dokumenty. Fakturę proszę wysłać do mojego księgowego, Jamesa O'Connora: james.oconnor.tax@gmail.com. Pozdr., Liam", values: [['first', 'Marto'], ['first', 'Jamesa'], ['surname', "O'Connora"], ['id', 'james.oconnor.tax@gmail.com'], ['first', 'Liam']] },
  { genre: 'email', text: 'Fwd: wyniki badań – Jaworska\n\nPrzekazuję do wiadomości, proszę dopisać do karty.', values: [['surname', 'Jaworska']] },
  { genre: 'email', text: 'Od: Kamila Brzezińska <kamila.brzezinska@gmail.com>\nDo: biuro@szkolajezykowa.pl\nTemat: rezygnacja z kursu\n\nDzień dobry, rezygnuję z kursu syna, Ignacego, od stycznia.\nKamila', values: [['first', 'Kamila'], ['surname', 'Brzezińska'], ['id', 'kamila.brzezinska@gmail.com'], ['first', 'Ignacego']] },
  { genre: 'email', text: 'Proszę o zwrot kaucji na PL13175000129834000469128625. Z góry dziękuję, Świątek (lokal nr 7)', values: [['id', 'PL13175000129834000469128625'], ['surname', 'Świątek']] },
  { genre: 'email', text: 'Author: Przemysław Wąs <pwas@kodowanie.dev>\nDate: Fri Nov 27 14:02:11 2026 +0100\n\n    fix: parser dat w raporcie', values: [['first', 'Przemysław'], ['surname', 'Wąs'], ['id', 'pwas@kodowanie.dev']] },
  // meeting minutes, rosters, school, parish, sports club
  { genre: 'minutes', text: 'Protokół z zebrania wspólnoty mieszkaniowej ul. Lipowa 12, 20.11.2026\nObecni: p. Jadwiga Sowińska (przewodnicząca), p. Roman Kos, p. Tomasz Zięba (protokolant).', values: [['first', 'Jadwiga'], ['surname', 'Sowińska'], ['first', 'Roman'], ['surname', 'Kos'], ['first', 'Tomasz'], ['surname', 'Zięba']], optIn: ['ul. Lipowa 12'] },
  { genre: 'minutes', text: 'Ad. 3 – Pan Wojciechowski zgłosił przeciek na klatce B. Pani Sikora zobowiązała się wezwać hydraulika do piątku.', values: [['surname', 'Wojciechowski'], ['surname', 'Sikora']] },
  { genre: 'minutes', text: 'Notatka ze spotkania projektowego 26.11\nUczestnicy: AK (Anna Kwiatek), TP, Rafał Mikołajczyk, Ola\nAkcje: Rafał – poprawić estymacje; Anna – wysłać ofertę do klienta.', values: [['first', 'Anna'], ['surname', 'Kwiatek'], ['first', 'Rafał'], ['surname', 'Mikołajczyk'], ['first', 'Ola']] },
  { genre: 'school', text: 'Lista uczniów klasy 2b – wycieczka do Torunia\n1. Adamczyk Julia\n2. Cebula Maja\n3. Fijałkowska Lena', values: [['surname', 'Adamczyk'], ['first', 'Julia'], ['surname', 'Cebula'], ['first', 'Maja'], ['surname', 'Fijałkowska'], ['first', 'Lena']] },
  { genre: 'school', text: 'Szanowni Państwo, Zuzia Wrona zgubiła wczoraj niebieski piórnik. Jeśli ktoś go znalazł, proszę o kontakt.\nEwa Pietras, wychowawczyni', values: [['first', 'Zuzia'], ['surname', 'Wrona'], ['first', 'Ewa'], ['surname', 'Pietras']] },
  { genre: 'school', text: 'Od: Wróblewska Iwona (wychowawca)\nDo: rodzice 3a\nTemat: wycieczka\nProszę o wpłaty do piątku. Brakuje jeszcze: Olek Pawłowski i Bartuś Kmieć.', values: [['surname', 'Wróblewska'], ['first', 'Iwona'], ['first', 'Olek'], ['surname', 'Pawłowski'], ['first', 'Bartuś'], ['surname', 'Kmieć']] },
  { genre: 'parish', text: 'Intencje mszalne, niedziela 30 listopada\n7:00 – za śp. Stanisława i Genowefę Kurowskich\n9:00 – o zdrowie dla Krystiana w 18. rocznicę urodzin\n11:00 – za śp. Władysława Mroza w 1. rocznicę śmierci', values: [['first', 'Stanisława'], ['first', 'Genowefę'], ['surname', 'Kurowskich'], ['first', 'Krystiana'], ['first', 'Władysława'], ['surname', 'Mroza']] },
  { genre: 'parish', text: 'W minionym tygodniu sakrament chrztu przyjęła Amelia, córka Karoliny i Marcina Kogutów. Nowo ochrzczonej życzymy błogosławieństwa.', values: [['first', 'Amelia'], ['first', 'Karoliny'], ['first', 'Marcina'], ['surname', 'Kogutów']] },
  { genre: 'sport', text: 'Skład na sobotni mecz (juniorzy): bramka – Szymański; obrona – Kaczmarek, Lis O.; atak – Kłos, Gil.\nZbiórka 9:15 pod halą.', values: [['surname', 'Szymański'], ['surname', 'Kaczmarek'], ['surname', 'Lis'], ['surname', 'Kłos'], ['surname', 'Gil']] },
  // gaming and social media
  { genre: 'gaming', text: 'gg wp, dodajcie mnie na steamie: xXkrolik_pl99Xx, gram glownie w cs2 wieczorami', values: [['handle', 'xXkrolik_pl99Xx']] },
  { genre: 'gaming', text: 'kto gra dzis raid? ja, @bazyliszek_77, mati i kamilek. start 20:30 na discordzie', values: [['handle', 'bazyliszek_77'], ['first', 'mati'], ['first', 'kamilek']] },
  { genre: 'gaming', text: 'Na twitchu polecam streamera PanKapusta_TV, wczoraj grał z Szymkiem Pająkiem z mojej klasy 😂', values: [['handle', 'PanKapusta_TV'], ['first', 'Szymkiem'], ['surname', 'Pająkiem']] },
  { genre: 'gaming', text: 'mod tu: user Wiedzmin_z_Radomia#4412 spamuje na #ogolny, banujemy? jego alt to radomski_wiedzmin', values: [['handle', 'Wiedzmin_z_Radomia'], ['handle', 'radomski_wiedzmin']] },
  { genre: 'gaming', text: 'lol kto to jest ten ProstyJanusz?? caly mecz afk. zglosilem go, nick na faceicie prostyjanusz_1977', values: [['handle', 'ProstyJanusz'], ['handle', 'prostyjanusz_1977']] },
  { genre: 'gaming', text: 'whitelista na serwer: Kretek2011, mlody_olek, ZuzkaGamerka, BigMichu. hasel nie podawajcie nikomu', values: [['handle', 'Kretek2011'], ['handle', 'mlody_olek'], ['handle', 'ZuzkaGamerka'], ['handle', 'BigMichu']] },
  { genre: 'gaming', text: 'Sprzedam skina, kontakt steam: steamcommunity.com/id/borsuk_eryk albo discord eryk.borsuk', values: [['handle', 'borsuk_eryk'], ['handle', 'eryk.borsuk']] },
  { genre: 'gaming', text: 'mój syn ma konto na roblox: DinoMaks2015, a jego kolega Antek gra jako AntekSuperNinja', values: [['handle', 'DinoMaks2015'], ['first', 'Antek'], ['handle', 'AntekSuperNinja']] },
  { genre: 'gaming', text: 'Pozdro dla @Szumek_gra i @Lizaczek_PL z czatu!! ❤ jutro stream o 18', values: [['handle', 'Szumek_gra'], ['handle', 'Lizaczek_PL']] },
  { genre: 'social', text: 'insta: @ola.zielinska.foto | tiktok: @olka_zdjecia | współprace: ola.zielinska.foto@gmail.com', values: [['handle', 'ola.zielinska.foto'], ['handle', 'olka_zdjecia'], ['id', 'ola.zielinska.foto@gmail.com']] },
  { genre: 'social', text: '@dominika.tanczy.official ale ten taniec z Kamilem 😍😍 oznaczcie go, chyba ma konto @kamil.skacze', values: [['handle', 'dominika.tanczy.official'], ['first', 'Kamilem'], ['handle', 'kamil.skacze']] },
  { genre: 'social', text: 'Ania | 24 | Wrocław 📍 | kosmetologia 💅 | zapisy: 573 228 901 lub DM @ania.beauty.wro', values: [['first', 'Ania'], ['id', '573 228 901'], ['handle', 'ania.beauty.wro']], optIn: ['Wrocław'] },
  { genre: 'social', text: 'Gratulacje dla naszej Justyny Kaczorowskiej (linkedin.com/in/justyna-kaczorowska-hr) z okazji awansu na HR Business Partnera!', values: [['first', 'Justyny'], ['surname', 'Kaczorowskiej'], ['handle', 'justyna-kaczorowska-hr']] },
  { genre: 'social', text: 'Wg @JanuszEkonomista84 inflacja spadnie, ale jak zwykle się myli. Lepiej czytać @agata_w_liczbach', values: [['handle', 'JanuszEkonomista84'], ['handle', 'agata_w_liczbach']] },
  { genre: 'social', text: 'Zapraszam na mojego bloga o roślinach! Na IG jestem @zielony.parapet_kasi, a na YT kanał KasiaOgrodniczka', values: [['handle', 'zielony.parapet_kasi'], ['handle', 'KasiaOgrodniczka']] },
  { genre: 'social', text: 'UWAGA oszust!!! Pan podający się za Adama Rybę (profil "Adam Ryba Budowlanka") wziął zaliczkę i zniknął. Nr tel 733 015 228. Udostępniajcie!', values: [['first', 'Adama'], ['surname', 'Rybę'], ['first', 'Adam'], ['surname', 'Ryba'], ['id', '733 015 228']] },
  { genre: 'social', text: 'Zaginął pies, wabi się Bruno, czarny labrador. Właściciel: Konrad Węgrzyn, 696 227 341. Nagroda!', values: [['first', 'Konrad'], ['surname', 'Węgrzyn'], ['id', '696 227 341']] },
  { genre: 'social', text: 'Pozdrowienia od Kruków z Zakopanego! 🏔 Tata, mama, Staś i Franek', values: [['surname', 'Kruków'], ['first', 'Staś'], ['first', 'Franek']], optIn: ['Zakopanego'] },
  // forum posts
  { genre: 'gaming', text: 'ranking sezonu na serwerze: 1. Zbyszko_Wojownik 2. kotlecik_schabowy 3. NieMaMnie_PL — gratki chlopaki', values: [['handle', 'Zbyszko_Wojownik'], ['handle', 'kotlecik_schabowy'], ['handle', 'NieMaMnie_PL']] },
  { genre: 'gaming', text: '[22:14] Mroczny_Rycerz dołączył do kanału głosowego\n[22:15] pati.xo: siema\n[22:15] Mroczny_Rycerz: yo, gramy?', values: [['handle', 'Mroczny_Rycerz'], ['handle', 'pati.xo']] },
  { genre: 'gaming', text: 'kto pamieta streamy Bąbel_Gamera z 2019? teraz streamuje jako babelgamer_official ale to juz nie to samo', values: [['handle', 'Bąbel_Gamera'], ['handle', 'babelgamer_official']] },
  { genre: 'gaming', text: 'szukam kogos do duo w lolu, nick SzybkiBill, serwer EUNE, gram supportem. pisz na dc: bilu_support', values: [['handle', 'SzybkiBill'], ['handle', 'bilu_support']] },
  { genre: 'gaming', text: 'gamertag mojego brata to Kielbasa Wyborcza 7 xd dodaj go to pogracie razem w fife', values: [['handle', 'Kielbasa Wyborcza 7']] },
  { genre: 'gaming', text: '[Drużyna] Bialy_Kruk_PL: ktos ma medyka?\n[Drużyna] xXx_Dziadek_xXx: ja\n[Drużyna] kluska96: ide na B, kryjcie mnie', values: [['handle', 'Bialy_Kruk_PL'], ['handle', 'xXx_Dziadek_xXx'], ['handle', 'kluska96']] },
  { genre: 'gaming', text: 'Zbanowany: Trolololo_1999 (powód: spam, IP 83.24.117.9). Ostrzeżenie: Bezimienny_Pszczelarz (wulgaryzmy).', values: [['handle', 'Trolololo_1999'], ['handle', 'Bezimienny_Pszczelarz']], optIn: ['83.24.117.9'] },
  { genre: 'social', text: 'na ig mnie znajdziesz jako dawidek.nowaczyk_ a na tiktoku wrzucam jako dawid.robi.memy 🤙', values: [['handle', 'dawidek.nowaczyk_'], ['handle', 'dawid.robi.memy']] },
  { genre: 'social', text: 'kupiłam od zosia_robotki_1985 na allegro, super sweter! a ja sprzedaję teraz na vinted jako szafa_u_magdy', values: [['handle', 'zosia_robotki_1985'], ['handle', 'szafa_u_magdy']] },
  { genre: 'social', text: 'u/krakowski_obwarzanek ma racje, ja tez czekalem 3 miesiace na dowod. @Kasztan_z_Pragi pisal o tym samym na X', values: [['handle', 'krakowski_obwarzanek'], ['handle', 'Kasztan_z_Pragi']] },
  { genre: 'social', text: 'na tinderze przedstawił się jako Kuba, ale na insta ma @jakub_from_gdynia_ i dał mi numer 788 120 946 🙈 sprawdzicie go?', values: [['first', 'Kuba'], ['handle', 'jakub_from_gdynia_'], ['id', '788 120 946']] },
  { genre: 'social', text: '@MamaTrójki_Blog dzięki za przepis!! u mnie wyszło super 👌 pozdrawiam z Lublina', values: [['handle', 'MamaTrójki_Blog']] },
  { genre: 'social', text: 'Zdjęcia: @foto.kaja.lewandowska | Makijaż: @mua_pati_wawa | Suknia: Atelier Róża', values: [['handle', 'foto.kaja.lewandowska'], ['handle', 'mua_pati_wawa']] },
  { genre: 'chat', text: '@marek.z.it możesz zerknąć na PR? @ewelina.qa już przetestowała, brakuje tylko Twojego approve', values: [['handle', 'marek.z.it'], ['handle', 'ewelina.qa']] },
  { genre: 'forum', text: 'Zgłoszenie #4471: użytkownik AD KOWALCZYK_M nie może się zalogować do SAP; konta t.grabowska i j.kaminska zablokowane po 5 próbach. Kontakt zwrotny: t.grabowska@logis-trans.pl', values: [['handle', 'KOWALCZYK_M'], ['handle', 't.grabowska'], ['handle', 'j.kaminska'], ['id', 't.grabowska@logis-trans.pl']] },
  { genre: 'forum', text: 'Pozdrawiam,\nStefan „Stefcio” Bugaj\nmoderator działu Wędkarstwo', values: [['first', 'Stefan'], ['handle', 'Stefcio'], ['surname', 'Bugaj']] },
  { genre: 'forum', text: 'Odpowiedź użytkownika maciek_z_lodzi: Mam to samo z piecem Viessmann, serwisant pan Kubiak (Łódź, Bałuty) naprawił mi za 300 zł, tel. do niego 662 910 384', values: [['handle', 'maciek_z_lodzi'], ['surname', 'Kubiak'], ['id', '662 910 384']], optIn: ['Łódź, Bałuty'] },
  { genre: 'forum', text: 'Cytat (Gosia_88): „mój mąż Rafał twierdzi, że to wina instalatora”\nNo to niech Rafał zadzwoni do inspektora nadzoru.', values: [['handle', 'Gosia_88'], ['first', 'Rafał']] },
  { genre: 'forum', text: '--\nWojtek aka „Kaczor”, Opel Klub Polska, Astra H 1.9 CDTI', values: [['first', 'Wojtek'], ['handle', 'Kaczor']] },
  { genre: 'forum', text: 'Nie mogę się zalogować, login: b.wojtaszek, hasło resetowałem 3 razy.\nBogdan Wojtaszek, dział logistyki, wewn. 214', values: [['handle', 'b.wojtaszek'], ['first', 'Bogdan'], ['surname', 'Wojtaszek']] },
  { genre: 'forum', text: 'błąd zgłosił użytkownik github.com/mkrawczyk-dev, poprawka jest w PR #218', values: [['handle', 'mkrawczyk-dev']] },
  // job adverts, CVs, HR
  { genre: 'cv', text: 'CURRICULUM VITAE\nImię i nazwisko: Yuliia Bondarenko\nTelefon: +48 789 334 120\nE-mail: y.bondarenko.praca@wp.pl\nLinkedIn: linkedin.com/in/yuliia-b-rzeszow\nDoświadczenie: 2022–2025 kasjerka, Biedronka, Rzeszów', values: [['first', 'Yuliia'], ['surname', 'Bondarenko'], ['id', '+48 789 334 120'], ['id', 'y.bondarenko.praca@wp.pl'], ['handle', 'yuliia-b-rzeszow']] },
  { genre: 'job', text: 'Zatrudnimy magazyniera. CV prosimy przesyłać na adres rekrutacja@fhu-transbud.pl lub kontakt telefoniczny z p. Moniką Żurek, 604 771 035.', values: [['first', 'Moniką'], ['surname', 'Żurek'], ['id', '604 771 035']] },
  { genre: 'hr', text: 'Kandydat Mehmet Yılmaz – kucharz, 6 lat w Turcji, 2 w Warszawie. Rozmowa 4.12. Polski komunikatywny. Polecił go nasz kelner Burak.', values: [['first', 'Mehmet'], ['surname', 'Yılmaz'], ['first', 'Burak']] },
  { genre: 'hr', text: 'Świadectwo pracy\n1. Stwierdza się, że Pan Łukasz Rogalski, PESEL 87031443075, był zatrudniony w Hurtowni Elektrycznej „Volt” sp. z o.o. od 01.03.2019 do 30.11.2026.', values: [['first', 'Łukasz'], ['surname', 'Rogalski'], ['id', '87031443075']] },
  { genre: 'hr', text: 'Zespół, od poniedziałku dołącza do nas Oleksandr Tkachenko (junior DevOps). Jego login do VPN: otkachenko, proszę o dodanie do grupy infra. Mentor: Wiktor.', values: [['first', 'Oleksandr'], ['surname', 'Tkachenko'], ['handle', 'otkachenko'], ['first', 'Wiktor']] },
  { genre: 'hr', text: 'Delegacja zagraniczna: pracownik Filip Gawroński, paszport FA2907205, wyjazd do Hamburga 8–12.12.', values: [['first', 'Filip'], ['surname', 'Gawroński'], ['id', 'FA2907205']] },
  { genre: 'job', text: 'Kebab u Emre – właściciel Emre Demir zatrudni pomoc kuchenną, tel. 729 118 406', values: [['first', 'Emre'], ['surname', 'Demir'], ['id', '729 118 406']] },
  // court, police, legal letters
  { genre: 'court', text: 'Sygn. akt II K 412/26. Oskarżony Dariusz Kot, syn Józefa i Wandy, urodzony 12.09.1964 w Kielcach, PESEL 64091226891', values: [['first', 'Dariusz'], ['surname', 'Kot'], ['first', 'Józefa'], ['first', 'Wandy'], ['id', '64091226891']], optIn: ['12.09.1964', 'Kielcach'] },
  { genre: 'police', text: 'Notatka urzędowa. W dniu 27.11.2026 r. o godz. 22:15 na ul. Ogrodowej w Łomży zatrzymano kierującego pojazdem Opel Astra nr rej. BL 4417K, którym okazał się Kamil Sokołowski, lat 31.', values: [['first', 'Kamil'], ['surname', 'Sokołowski']], optIn: ['ul. Ogrodowej', 'BL 4417K'] },
  { genre: 'court', text: 'Sąd Rejonowy w Opolu, Wydział III Rodzinny, w sprawie z powództwa Zakrzewskiej Haliny przeciwko Zakrzewskiemu Arkadiuszowi o alimenty', values: [['surname', 'Zakrzewskiej'], ['first', 'Haliny'], ['surname', 'Zakrzewskiemu'], ['first', 'Arkadiuszowi']] },
  { genre: 'police', text: 'Świadek: Wiem tylko, że ten chłopak, co na niego mówią „Łysy”, a naprawdę nazywa się Szczepan Gajda, stał wtedy pod sklepem.', values: [['handle', 'Łysy'], ['first', 'Szczepan'], ['surname', 'Gajda']] },
  { genre: 'police', text: 'Z relacji zgłaszającej wynika, że sprawcą kradzieży roweru jest znany jej mężczyzna o pseudonimie „Śledź”, prawdopodobnie Grzegorz Sadło, zam. ul. Polna 8', values: [['handle', 'Śledź'], ['first', 'Grzegorz'], ['surname', 'Sadło']], optIn: ['ul. Polna 8'] },
  { genre: 'legal', text: 'Kancelaria Radcy Prawnego\nr.pr. Michał Sroka\n\nW imieniu mojej Mocodawczyni, Pani Aleksandry Lipińskiej, wzywam Pana do zapłaty kwoty 12 400 zł na rachunek 61 2490 0005 0192 0029 9991 8548 w terminie 7 dni.', values: [['first', 'Michał'], ['surname', 'Sroka'], ['first', 'Aleksandry'], ['surname', 'Lipińskiej'], ['id', '61 2490 0005 0192 0029 9991 8548']] },
  // real estate and classifieds
  { genre: 'classified', text: 'Sprzedam mieszkanie 3-pok., 58 m², Gdańsk Przymorze, bez pośredników. Dzwonić po 17: 509 842 117, Andrzej', values: [['id', '509 842 117'], ['first', 'Andrzej']], optIn: ['Gdańsk Przymorze'] },
  { genre: 'classified', text: 'Sprzedający: marcin_bmw_e46 • na OLX od 2019\nFelgi 17", stan dobry. Odbiór: Kutno. Pytania przez czat albo 695-204-871 (Marcin)', values: [['handle', 'marcin_bmw_e46'], ['id', '695-204-871'], ['first', 'Marcin']] },
  { genre: 'realestate', text: 'Wynajmę pokój studentce. Właścicielka: pani Teresa Czapla, Kraków, ul. Wrocławska 44. Kaucja na konto 40 1020 1026 3694 3967 3283 0341.', values: [['first', 'Teresa'], ['surname', 'Czapla'], ['id', '40 1020 1026 3694 3967 3283 0341']], optIn: ['ul. Wrocławska 44'] },
  { genre: 'realestate', text: 'Proszę o przelew czynszu na PL82 1090 1014 6343 6030 8916 7943, tytułem: czynsz 12/2026 – Sobieraj', values: [['id', 'PL82 1090 1014 6343 6030 8916 7943'], ['surname', 'Sobieraj']] },
  // complaints
  { genre: 'complaint', text: 'Reklamacja\nZamówienie nr 88411/2026\nZamawiający: Sebastian Gołąb\nZwrot proszę przelać na rachunek 59 1140 2004 2289 8889 8694 6559.\nKurier (pan Darek) rzucił paczką o ziemię!!!', values: [['first', 'Sebastian'], ['surname', 'Gołąb'], ['id', '59 1140 2004 2289 8889 8694 6559'], ['first', 'Darek']] },
  { genre: 'complaint', text: 'Zgubiłam kartę nr 4609 1153 5759 5548, właścicielka Renata Dzięcioł. Proszę o pilne zastrzeżenie!!!', values: [['id', '4609 1153 5759 5548'], ['first', 'Renata'], ['surname', 'Dzięcioł']] },
  // notes to neighbours
  { genre: 'neighbour', text: 'Do sąsiada spod 7! Panie Ryszardzie, Pana pies znowu szczekał całą noc. Proszę coś z tym zrobić. Sąsiadka z 5 (Pająk)', values: [['first', 'Ryszardzie'], ['surname', 'Pająk']] },
  // invoices, business
  { genre: 'invoice', text: 'FAKTURA VAT nr 17/11/2026\nSprzedawca: Usługi Remontowe Piotr Bocian, NIP 6488674964, REGON 549166103\nNabywca: Elżbieta Szulc, ul. Krótka 3, 87-100 Toruń\nDo zapłaty: 2 460,00 zł na rachunek 89 1240 1037 2710 0723 2985 7333', values: [['first', 'Piotr'], ['surname', 'Bocian'], ['id', '6488674964'], ['id', '549166103'], ['first', 'Elżbieta'], ['surname', 'Szulc'], ['id', '89 1240 1037 2710 0723 2985 7333']], optIn: ['ul. Krótka 3', '87-100 Toruń'] },
  { genre: 'invoice', text: 'Nabywca | NIP\nFHU „DAMIAN” Damian Kaczmarczyk | 304-987-26-89', values: [['first', 'Damian'], ['surname', 'Kaczmarczyk'], ['id', '304-987-26-89']] },
  { genre: 'invoice', text: 'Działalność gospodarcza: Wioletta Ogórek Fryzjerstwo, NIP 386-450-62-75, REGON 799401852, tel. 889 316 002', values: [['first', 'Wioletta'], ['surname', 'Ogórek'], ['id', '386-450-62-75'], ['id', '799401852'], ['id', '889 316 002']] },
  { genre: 'invoice', text: 'Gospodarstwo rolne Józef Kapusta, REGON 03409280873232, sprzedaż ziemniaków i jabłek z dostawą', values: [['first', 'Józef'], ['surname', 'Kapusta'], ['id', '03409280873232']] },
  { genre: 'invoice', text: 'Numer karty: 2221-1359-1431-7618\nPosiadacz: Julian Kmiecik\nKwota: 349,00 PLN', values: [['id', '2221-1359-1431-7618'], ['first', 'Julian'], ['surname', 'Kmiecik']] },
  // foreign names living in Poland
  { genre: 'foreign', text: 'Pani Nguyễn Thị Lan prowadzi bar „Sajgon” przy Marszałkowskiej; jej syn Minh pomaga przy kasie po szkole.', values: [['surname', 'Nguyễn'], ['first', 'Lan'], ['first', 'Minh']] },
  { genre: 'foreign', text: 'Nasz nowy szef, Herr Matthias Schröder z Monachium, prosi o raport do piątku. Jego asystentka Sabine odpowiada na maile.', values: [['first', 'Matthias'], ['surname', 'Schröder'], ['first', 'Sabine']] },
  { genre: 'foreign', text: 'Karta pobytu – wnioskodawczyni: Kovalenko Iryna, ur. 04.10.1983, PESEL 83100490148, paszport UA: FE482913', values: [['surname', 'Kovalenko'], ['first', 'Iryna'], ['id', '83100490148'], ['id', 'FE482913']], optIn: ['04.10.1983'] },
  { genre: 'foreign', text: 'Uczestnicy wyjazdu do Egiptu: 1) Nowacka Beata, paszport EK9302819; 2) Nowacki Dariusz, dowód osobisty', values: [['surname', 'Nowacka'], ['first', 'Beata'], ['id', 'EK9302819'], ['surname', 'Nowacki'], ['first', 'Dariusz']] },
  // surnames that are common words, cases, families, surname alone as subject
  { genre: 'case', text: 'Szczygieł znowu się spóźnił na zmianę, kierownik mówi, że następnym razem będzie nagana.', values: [['surname', 'Szczygieł']] },
  { genre: 'case', text: 'Zima dzwoniła rano, że nie przyjdzie, a Mróz od wczoraj jest na L4 — kto ich zastąpi na kasie?', values: [['surname', 'Zima'], ['surname', 'Mróz']] },
  { genre: 'case', text: 'Muszę pogadać z Kowalem o tej fakturze, bo Baran twierdzi, że już zapłacił.', values: [['surname', 'Kowalem'], ['surname', 'Baran']] },
  { genre: 'case', text: 'Panie Tadeuszu, dziękuję za pomoc przy przeprowadzce! Proszę przekazać pozdrowienia żonie, pani Celinie.', values: [['first', 'Tadeuszu'], ['first', 'Celinie']] },
  { genre: 'case', text: 'Daj to Jackowi Sowie, on się zajmie resztą.', values: [['first', 'Jackowi'], ['surname', 'Sowie']] },
  { genre: 'case', text: 'Rozmawiałam z Agatą Mazurkiewicz i Krzysztofem Lisem o projekcie, oboje są za.', values: [['first', 'Agatą'], ['surname', 'Mazurkiewicz'], ['first', 'Krzysztofem'], ['surname', 'Lisem']] },
  { genre: 'case', text: 'Składamy serdeczne podziękowania Państwu Nowakowskim za ufundowanie nagród w loterii fantowej.', values: [['surname', 'Nowakowskim']] },
  { genre: 'case', text: 'Droga Basiu! Wszystkiego najlepszego z okazji imienin życzą Halinka i Józek', values: [['first', 'Basiu'], ['first', 'Halinka'], ['first', 'Józek']] },
  { genre: 'case', text: 'Nie było nikogo z Majewskich ani z Dąbrowskich, przyszła tylko stara pani Ciesielska.', values: [['surname', 'Majewskich'], ['surname', 'Dąbrowskich'], ['surname', 'Ciesielska']] },
];

// Texts with no private person's data: words that are also names or surnames, brands, places, product codes and
// company hotlines. Each must reach the provider unchanged.
export const HOLDOUT_17_CLEAN: string[] = [
  'Zima w tym roku przyszła wcześnie: mróz do minus dwunastu, a na polu widziałam lisa i dwie sroki.',
  'Infolinia banku czynna całą dobę: 800 302 302, z zagranicy +48 81 535 60 60.',
  'Kupiłem w Kruku obrączki, a w Aparcie kolczyki na rocznicę.',
  'Kod produktu: KOW-4471-B, kolor grafit, rozmiar XL. Dostępny od ręki w magazynie w Łodzi.',
  'Pociąg TLK „Karpaty” do Zakopanego odjeżdża z peronu 3, toru 5.',
  'Na obiad mamy rybę z ziemniakami i surówkę z kapusty, a na deser pączki z różą.',
  'Centrum Nauki Kopernik i Muzeum Chopina są w poniedziałki zamknięte.',
  'W sobotę jarmark na rynku w Nowym Sączu: oscypki, miód, grzaniec. Wstęp wolny.',
  'Kogut pieje o piątej, a koza i baran znowu uciekły przez dziurę w płocie.',
  'Wilk syty i owca cała — tak się skończyło zebranie zarządu.',
  'Góra Kalwaria, Biała Podlaska i Wola Kruszyńska – trasa rajdu rowerowego 2027.',
  'Promocja: czekolada Wedel 2+1, sok Tymbark 1 l za 3,99 zł, piwo Żywiec w puszce.',
  'Sprawdź status przesyłki na stronie przewoźnika, paczkomat WAW22M, kod odbioru przyjdzie SMS-em.',
  'W ogrodzie kwitnie róża, dojrzewa malina, a przy płocie rośnie kalina.',
  'Marzec był ciepły, maj deszczowy, a w listopadzie spadł pierwszy śnieg.',
  'Jan Paweł II odwiedził Wadowice w 1999 roku.',
  'Ulica Kościuszki jest zamknięta do odwołania z powodu remontu wodociągu.',
  'Apteka „Pod Orłem” czynna całą dobę, tel. 22 827 15 61.',
  'Wymień filtr kabinowy co 15 000 km; numer katalogowy MANN CU 2939.',
  'Klasa 3b wygrała szkolny konkurs wiedzy o Unii Europejskiej. Gratulujemy wszystkim uczniom!',
  'W cukierni Sowa są świeże eklery, a Biedronka i Lidl mają dziś promocję na masło.',
  'Mecz Legia – Lech zakończył się remisem 1:1, gola dla gości strzelono w 88. minucie.',
  'Przypomnienie: spotkanie rady rodziców w czwartek o 18:00, sala 104.',
  'Złota polska jesień: grzyby w lesie, kruki nad polem, a w stawie karpie i szczupaki.',
  'Kurs EUR/PLN 4,27; kod SWIFT: INGBPLPW; infolinia firmy 801 222 222.',
  'Weź z szafki ozdoby od Dziadka Mroza i postaw choinkę przy oknie.',
  'Pan Kleks to moja ulubiona książka z dzieciństwa.',
];
