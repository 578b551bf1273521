// A fifth held-out set of made-up real-world Polish texts, written on 2026-11-28 and frozen: no rule, filter or
// model was written from it, and its author read neither the detection rules, nor the probe tests, nor the
// other held-out texts. Same format and scoring as holdout.ts (`npx tsx eval/real-world/run.ts --set 5`). When
// it has been used to choose anything, it is spent for that class of leak: say so here and write a new set.
// Spent so far: nothing.
//
// Values are what a new account's default settings must keep from the provider. Street addresses, postal
// codes, dates of birth, licence plates, IP addresses and places of birth also occur, as real texts carry
// them, but they are off by default: they sit in `optIn` and run.ts does not score them.
// Identifiers have valid checksums (PESEL, NIP, REGON, NRB/IBAN, Luhn, ID card, Polish passport; computed by a
// throwaway script and checked with src/pii/checksums.ts); driving licences and the Ukrainian passport have no
// check digit. All people and numbers are invented.

import type { HoldoutText } from './holdout.js';

/** A held-out text, with the values of types that are off by default (not scored by run.ts). */
export interface Holdout5Text extends HoldoutText { optIn?: string[] }

export const HOLDOUT_5: Holdout5Text[] = [
  // chat and messengers: lowercase, no diacritics, typos, emoji, diminutives, every case
  { genre: 'chat', text: 'ej a ty masz numer do grzeska wojtasika? musze mu oddac wiertarke', values: [['first', 'grzeska'], ['surname', 'wojtasika']] },
  { genre: 'chat', text: 'byłam dziś u dr zielińskiej, mówi że nic poważnego 🙏', values: [['surname', 'zielińskiej']] },
  { genre: 'chat', text: 'pozdrowienia od cioci haliny i wujka staszka!! 🎄🎄', values: [['first', 'haliny'], ['first', 'staszka']] },
  { genre: 'chat', text: 'moj nick na forum to kasztan_1984 a na insta jestem @ola.pietrzak.art 📸', values: [['handle', 'kasztan_1984'], ['handle', 'ola.pietrzak.art']] },
  { genre: 'chat', text: 'sorki ze nie odpisuje, mam zepsuty tel, piszcie na maila k.domagala@wp.pl', values: [['id', 'k.domagala@wp.pl']] },
  { genre: 'chat', text: 'kto bierze dyzur w sobote? bo michalina i pan jedrzejczak maja wolne', values: [['first', 'michalina'], ['surname', 'jedrzejczak']] },
  { genre: 'chat', text: 'przelej mi za pizze na 88105014455326580090312232 albo blikiem na 604 118 392', values: [['id', '88105014455326580090312232'], ['id', '604 118 392']] },
  { genre: 'chat', text: 'umowilam sie z oliwerem i jego siostra zuzia na rolki w niedziele', values: [['first', 'oliwerem'], ['first', 'zuzia']] },
  { genre: 'chat', text: 'dziekujemy pani renacie za cierpliwosc 💐 najlepsza wychowawczyni ever', values: [['first', 'renacie']] },
  { genre: 'chat', text: 'spotkalem wczoraj krzyśka nowakowskeigo na stacji, pozdrawia cie', values: [['first', 'krzyśka'], ['surname', 'nowakowskeigo']] },
  { genre: 'chat', text: 'wpisz mi pesel 87031489226 i siostry 92110203105, dzieki kochana ❤️', values: [['id', '87031489226'], ['id', '92110203105']] },
  { genre: 'chat', text: 'zamowilam buty i chyba podalam zly numer karty 4988 3278 3029 3135 , co teraz??', values: [['id', '4988 3278 3029 3135']] },

  // ALL CAPS forms and legal headers
  { genre: 'caps', text: 'WNIOSEK O WYDANIE ZAŚWIADCZENIA\nWNIOSKODAWCA: BOGUSŁAWA KRZEMIŃSKA-WÓJCIK\nPESEL: 58013006463\nADRES: UL. LIPOWA 14/3, 26-600 RADOM', values: [['first', 'BOGUSŁAWA'], ['surname', 'KRZEMIŃSKA'], ['surname', 'WÓJCIK'], ['id', '58013006463']], optIn: ['UL. LIPOWA 14/3', '26-600'] },
  { genre: 'caps', text: 'SĄD REJONOWY W KIELCACH\nSYGN. AKT I C 412/26\nPOWÓD: TADEUSZ GRABOWIECKI\nPOZWANY: DARIUSZ MAZUREK', values: [['first', 'TADEUSZ'], ['surname', 'GRABOWIECKI'], ['first', 'DARIUSZ'], ['surname', 'MAZUREK']] },
  { genre: 'caps', text: 'OŚWIADCZENIE. JA, NIŻEJ PODPISANA JOLANTA ORZECHOWSKA, LEGITYMUJĄCA SIĘ DOWODEM OSOBISTYM NR YGQ387743, OŚWIADCZAM, ŻE ZAPOZNAŁAM SIĘ Z REGULAMINEM.', values: [['first', 'JOLANTA'], ['surname', 'ORZECHOWSKA'], ['id', 'YGQ387743']] },
  { genre: 'caps', text: 'PEŁNOMOCNICTWO. UDZIELAM PEŁNOMOCNICTWA PANU ARKADIUSZOWI BIELECKIEMU, PESEL 69051725452, DO ODBIORU PRZESYŁKI W MOIM IMIENIU.', values: [['first', 'ARKADIUSZOWI'], ['surname', 'BIELECKIEMU'], ['id', '69051725452']] },
  { genre: 'caps', text: 'FAKTURA VAT NR 14/11/2026\nSPRZEDAWCA: USŁUGI REMONTOWE ZBIGNIEW KUCHARCZYK, NIP 684-212-82-06, REGON 874037147', values: [['first', 'ZBIGNIEW'], ['surname', 'KUCHARCZYK'], ['id', '684-212-82-06'], ['id', '874037147']] },

  // form fields: labelled, numbered, tabular
  { genre: 'form', text: 'Imię i nazwisko: Wiesława Chmielewska\nNr telefonu: 512 907 334\nE-mail: wchmielewska58@onet.pl\nUwagi: proszę dzwonić po 16', values: [['first', 'Wiesława'], ['surname', 'Chmielewska'], ['id', '512 907 334'], ['id', 'wchmielewska58@onet.pl']] },
  { genre: 'form', text: '1. Nazwisko: Bąkowski\n2. Imiona: Ryszard Henryk\n3. PESEL: 48101107596\n4. Seria i nr dowodu osobistego: ZAE 394380', values: [['surname', 'Bąkowski'], ['first', 'Ryszard'], ['first', 'Henryk'], ['id', '48101107596'], ['id', 'ZAE 394380']] },
  { genre: 'form', text: 'Lp. | Nazwisko i imię | Nr legitymacji | Telefon\n1 | Sikorska Amelia | 27/2024 | 698 221 045\n2 | Dudek Filip | 31/2024 | 783 540 912', values: [['surname', 'Sikorska'], ['first', 'Amelia'], ['id', '698 221 045'], ['surname', 'Dudek'], ['first', 'Filip'], ['id', '783 540 912']] },
  { genre: 'form', text: 'Dane kierowcy: Piotr Lewandowicz, nr prawa jazdy 04127/15/1465, kat. B, nr rej. pojazdu: KR 7G342', values: [['first', 'Piotr'], ['surname', 'Lewandowicz'], ['id', '04127/15/1465']], optIn: ['KR 7G342'] },
  { genre: 'form', text: 'Właściciel rachunku: Edyta Kamińska-Rybak\nNr rachunku: 54 1020 2892 7925 5090 6807 4516\nTytuł: czynsz 12/2026', values: [['first', 'Edyta'], ['surname', 'Kamińska'], ['surname', 'Rybak'], ['id', '54 1020 2892 7925 5090 6807 4516']] },
  { genre: 'form', text: 'Nazwa: Przedszkole Niepubliczne „Słoneczko” Izabela Grzyb\nREGON: 11390987558220\nNIP: 2242727333', values: [['first', 'Izabela'], ['surname', 'Grzyb'], ['id', '11390987558220'], ['id', '2242727333']] },
  { genre: 'form', text: 'Pasażer 1: SKIBA/MONIKA MRS, paszport KR9653590\nPasażer 2: SKIBA/ANTONI MSTR, dowód osobisty', values: [['surname', 'SKIBA'], ['first', 'MONIKA'], ['id', 'KR9653590'], ['first', 'ANTONI']] },

  // transcripts: call centre, meetings, speaker labels as names and as roles
  { genre: 'transcript', text: 'Konsultant: Dzień dobry, w czym mogę pomóc?\nKlient: Dzień dobry, nazywam się Teresa Ulatowska, chciałam zablokować kartę.\nKonsultant: Poproszę numer PESEL.\nKlient: 75080958507.', values: [['first', 'Teresa'], ['surname', 'Ulatowska'], ['id', '75080958507']] },
  { genre: 'transcript', text: 'Sobieraj: Proponuję przesunąć wdrożenie na styczeń.\nMarkiewicz: Zgoda, ale najpierw testy z klientem.\nSobieraj: Łukasz, zanotujesz?\nŁukasz: Jasne.', values: [['surname', 'Sobieraj'], ['surname', 'Markiewicz'], ['first', 'Łukasz']] },
  { genre: 'transcript', text: 'Obecni: Halina Wrona (przewodnicząca), Jerzy Bednarczyk, Stefania Malinowska. Głos zabrał pan Bednarczyk, który zgłosił przeciek dachu nad lokalem pani Malinowskiej.', values: [['first', 'Halina'], ['surname', 'Wrona'], ['first', 'Jerzy'], ['surname', 'Bednarczyk'], ['first', 'Stefania'], ['surname', 'Malinowska'], ['surname', 'Malinowskiej']] },
  { genre: 'transcript', text: 'Dyspozytor: Numer zgłoszenia proszę.\nKierowca: Tu Mariusz z trasy na Gdańsk, auto WGM 4521K, dzwonię z 530 112 984.\nDyspozytor: Przyjąłem, panie Mariuszu.', values: [['first', 'Mariusz'], ['id', '530 112 984']], optIn: ['WGM 4521K'] },
  { genre: 'transcript', text: '[00:02:14] Rekruter: Proszę opowiedzieć o sobie.\n[00:02:19] Kandydatka (Natalia Gawryś): Od pięciu lat pracuję jako księgowa w Toruniu.', values: [['first', 'Natalia'], ['surname', 'Gawryś']] },
  { genre: 'transcript', text: 'Lekarz: Pani Bożeno, wyniki są w normie.\nPacjentka: Dziękuję, panie doktorze. A czy mąż, Zdzisław, też może się zapisać?', values: [['first', 'Bożeno'], ['first', 'Zdzisław']] },

  // e-mails with signatures, Polish and English closings
  { genre: 'email', text: 'Dzień dobry,\nw załączeniu przesyłam podpisaną umowę.\n\nZ poważaniem\nAgnieszka Zawadzka-Pręgowska\nSpecjalista ds. kadr\ntel. 22 654 18 90 wew. 214\na.zawadzka@budmax-serwis.pl', values: [['first', 'Agnieszka'], ['surname', 'Zawadzka'], ['surname', 'Pręgowska'], ['id', '22 654 18 90'], ['id', 'a.zawadzka@budmax-serwis.pl']] },
  { genre: 'email', text: 'Hi Tomasz,\nthanks for the quick call today. Please send the invoice to Kinga as well.\n\nBest regards,\nDaniel Okafor\nDelivery Manager', values: [['first', 'Tomasz'], ['first', 'Kinga'], ['first', 'Daniel'], ['surname', 'Okafor']] },
  { genre: 'email', text: 'Cześć Igo,\nprzypominam o jutrzejszym spotkaniu z panią Lewicką o 10:00.\nPozdrawiam\nJacek', values: [['first', 'Igo'], ['surname', 'Lewicką'], ['first', 'Jacek']] },
  { genre: 'email', text: 'Dear Mr. Wiśniewski,\nplease find attached the work permit documents for Mr. Andrij Melnyk (PESEL 83072864655), who starts on Monday.\n\nKind regards,\nMagdalena Szulc\nHR Business Partner', values: [['surname', 'Wiśniewski'], ['first', 'Andrij'], ['surname', 'Melnyk'], ['id', '83072864655'], ['first', 'Magdalena'], ['surname', 'Szulc']] },
  { genre: 'email', text: 'Witam,\nproszę o kontakt z moim synem Kacprem w sprawie odbioru auta, jego numer 795 204 661.\nDziękuję, Elżbieta Michalak', values: [['first', 'Kacprem'], ['id', '795 204 661'], ['first', 'Elżbieta'], ['surname', 'Michalak']] },
  { genre: 'email', text: 'Dzień dobry, proszę o zwrot nadpłaty na rachunek PL 76 1240 1037 5108 6520 5432 8739.\nPozdrawiam serdecznie\nSylwia Kotecka', values: [['id', 'PL 76 1240 1037 5108 6520 5432 8739'], ['first', 'Sylwia'], ['surname', 'Kotecka']] },

  // SMS and notifications
  { genre: 'sms', text: 'Twoja paczka od nadawcy MARTA GÓRECKA czeka w automacie WAW21M. Kod odbioru: 482913', values: [['first', 'MARTA'], ['surname', 'GÓRECKA']] },
  { genre: 'sms', text: 'Mamo to ja Julek, pisze z telefonu kolegi, zadzwon na 722 480 153 pilnie', values: [['first', 'Julek'], ['id', '722 480 153']] },
  { genre: 'sms', text: 'Przypominamy o wizycie u dr n. med. Karoliny Strzeleckiej 02.12 godz. 9:30. Odwolanie: 58 345 21 70', values: [['first', 'Karoliny'], ['surname', 'Strzeleckiej'], ['id', '58 345 21 70']] },
  { genre: 'sms', text: 'Otrzymano przelew 250,00 PLN od KAMIL ZAJĄCZKOWSKI, tytul: zwrot za bilety. Saldo: 1 204,55 PLN', values: [['first', 'KAMIL'], ['surname', 'ZAJĄCZKOWSKI']] },

  // news and local news
  { genre: 'news', text: 'Policja poszukuje 34-letniego Rafała Kozieła, który w czwartek wyszedł z domu przy ul. Słowackiego i nie wrócił.', values: [['first', 'Rafała'], ['surname', 'Kozieła']] },
  { genre: 'news', text: 'Sołtys Kazimierz Bartnik i koło gospodyń z Wólki zapraszają na dożynki. Zgłoszenia stoisk u pani Wandy, tel. 668 903 217.', values: [['first', 'Kazimierz'], ['surname', 'Bartnik'], ['first', 'Wandy'], ['id', '668 903 217']] },
  { genre: 'news', text: 'Uczennica II LO Zofia Jędrzejewska zdobyła złoty medal na olimpiadzie matematycznej. Gratulujemy także jej nauczycielowi, Pawłowi Krajewskiemu.', values: [['first', 'Zofia'], ['surname', 'Jędrzejewska'], ['first', 'Pawłowi'], ['surname', 'Krajewskiemu']] },

  // obituaries and announcements
  { genre: 'notice', text: 'Z głębokim żalem zawiadamiamy, że zmarł nasz ukochany Mąż, Ojciec i Dziadek śp. Czesław Rogalski, lat 81. Msza żałobna w kościele pw. św. Jadwigi. Pogrążeni w smutku: żona Leokadia, córki i wnuki', values: [['first', 'Czesław'], ['surname', 'Rogalski'], ['first', 'Leokadia']] },
  { genre: 'notice', text: 'Wyrazy głębokiego współczucia Koleżance Danucie Pilarskiej z powodu śmierci Mamy składają pracownicy Działu Księgowości', values: [['first', 'Danucie'], ['surname', 'Pilarskiej']] },
  { genre: 'notice', text: 'Zaginął pies rasy beagle, wabi się Borys. Znalazcę prosimy o kontakt: Anna, 881 250 719. Nagroda!', values: [['first', 'Anna'], ['id', '881 250 719']] },

  // code, config, CSV, JSON, logs
  { genre: 'data', text: 'id;imie;nazwisko;email;telefon\n101;Bartłomiej;Wasilewski;bwasilewski@gmail.com;+48501223947\n102;Nikola;Żak;nikola.zak@interia.pl;693004218', values: [['first', 'Bartłomiej'], ['surname', 'Wasilewski'], ['id', 'bwasilewski@gmail.com'], ['id', '+48501223947'], ['first', 'Nikola'], ['surname', 'Żak'], ['id', 'nikola.zak@interia.pl'], ['id', '693004218']] },
  { genre: 'data', text: '{"customer": {"firstName": "Weronika", "lastName": "Kołodziej", "pesel": "03262170023", "iban": "PL16194010760421583968675044"}}', values: [['first', 'Weronika'], ['surname', 'Kołodziej'], ['id', '03262170023'], ['id', 'PL16194010760421583968675044']] },
  { genre: 'data', text: '2026-11-27T14:03:11Z WARN auth: failed login for user=jkrawczyk85 from 83.12.44.201 (attempt 3)', values: [['handle', 'jkrawczyk85']], optIn: ['83.12.44.201'] },
  { genre: 'data', text: 'ADMIN_EMAIL=lukasz.borowiec@softhub.pl\nADMIN_NAME="Łukasz Borowiec"\nSMTP_HOST=smtp.softhub.pl', values: [['id', 'lukasz.borowiec@softhub.pl'], ['first', 'Łukasz'], ['surname', 'Borowiec']] },
  { genre: 'data', text: "INSERT INTO klienci (imie, nazwisko, nip) VALUES ('Hubert', 'Jasiński', '8634256802');", values: [['first', 'Hubert'], ['surname', 'Jasiński'], ['id', '8634256802']] },
  { genre: 'data', text: 'payment failed card=5342575354518026 holder="ANDRZEJ KUBIAK" reason=insufficient_funds', values: [['id', '5342575354518026'], ['first', 'ANDRZEJ'], ['surname', 'KUBIAK']] },
  { genre: 'data', text: 'kontakt:\n  osoba: mgr inż. Sebastian Wilk\n  telefon: "+48 789 654 120"\n  regon: 421429450', values: [['first', 'Sebastian'], ['surname', 'Wilk'], ['id', '+48 789 654 120'], ['id', '421429450']] },

  // support tickets
  { genre: 'support', text: 'Zgłoszenie #48213\nKlient: Grzegorz Pakuła\nLogin: gpakula_77\nOpis: Nie mogę się zalogować od wczoraj, system pokazuje błąd 403. Proszę o reset hasła.', values: [['first', 'Grzegorz'], ['surname', 'Pakuła'], ['handle', 'gpakula_77']] },
  { genre: 'support', text: 'Ticket #9921 – refund request. Customer Aleksandra Nguyen gave the full card number 5161373151492308 on the call, identity checked against ID card JKT 876966.', values: [['first', 'Aleksandra'], ['surname', 'Nguyen'], ['id', '5161373151492308'], ['id', 'JKT 876966']] },
  { genre: 'support', text: 'Dzień dobry, kupiłem u Państwa pralkę, nr zamówienia 2026/11/4471. Reklamację składam jako Jan Maria Ptaszyński, nr klienta 00451. Proszę o kontakt mailowy: jm.ptaszynski@o2.pl', values: [['first', 'Jan'], ['first', 'Maria'], ['surname', 'Ptaszyński'], ['id', 'jm.ptaszynski@o2.pl']] },
  { genre: 'support', text: 'zgłaszam użytkownika xXmateusz2009Xx, wyzywa ludzi na czacie od tygodnia', values: [['handle', 'xXmateusz2009Xx']] },
  { genre: 'support', text: 'Konto w systemie: ewa.dobrowolska (uprawnienia: odczyt). Hasło tymczasowe wysłano SMS-em na 509 662 318.', values: [['handle', 'ewa.dobrowolska'], ['id', '509 662 318']] },

  // CV fragments
  { genre: 'cv', text: 'CURRICULUM VITAE\nImię i nazwisko: Patrycja Sowińska\nData urodzenia: 14.03.1987\nTelefon: 604 551 280\nLinkedIn: linkedin.com/in/patrycja-sowinska-mkt\nDoświadczenie: 2019–2026 specjalistka ds. marketingu', values: [['first', 'Patrycja'], ['surname', 'Sowińska'], ['id', '604 551 280'], ['handle', 'patrycja-sowinska-mkt']], optIn: ['14.03.1987'] },
  { genre: 'cv', text: 'Referencje: dr hab. Mikołaj Wierzbicki, prof. UW (promotor), e-mail: m.wierzbicki@uw.edu.pl', values: [['first', 'Mikołaj'], ['surname', 'Wierzbicki'], ['id', 'm.wierzbicki@uw.edu.pl']] },
  { genre: 'cv', text: 'Umiejętności: prawo jazdy kat. B i C (nr 00873/12/0264), angielski C1. GitHub: github.com/kuba-mroz', values: [['id', '00873/12/0264'], ['handle', 'kuba-mroz']] },

  // foreign names of people living in Poland
  { genre: 'foreign', text: 'Pani Nguyễn Thị Lan prowadzi bar wietnamski przy Marszałkowskiej od 2004 roku. Jej syn, Nguyen Van Minh, skończył informatykę na PW.', values: [['surname', 'Nguyễn'], ['first', 'Lan'], ['surname', 'Nguyen'], ['first', 'Minh']] },
  { genre: 'foreign', text: 'Zatrudniamy od grudnia Ołeksandra Kowalenkę i Irynę Bondarenko (karty pobytu w trakcie). Proszę przygotować umowy.', values: [['first', 'Ołeksandra'], ['surname', 'Kowalenkę'], ['first', 'Irynę'], ['surname', 'Bondarenko']] },
  { genre: 'foreign', text: 'Cudzoziemiec: Dmytro Hnatiuk, paszport ukraiński FE 472918, nadany PESEL 90122457332', values: [['first', 'Dmytro'], ['surname', 'Hnatiuk'], ['id', 'FE 472918'], ['id', '90122457332']] },
  { genre: 'foreign', text: 'polecam fryzjerke, nazywa sie pham thu trang, ma salon na woli, numer 577 304 812', values: [['surname', 'pham'], ['first', 'trang'], ['id', '577 304 812']] },
  { genre: 'foreign', text: 'Aliaksandr Labanok (Białoruś) – kierowca kat. C+E, tel. +48 731 226 904, dostępny od zaraz', values: [['first', 'Aliaksandr'], ['surname', 'Labanok'], ['id', '+48 731 226 904']] },
  { genre: 'foreign', text: 'Proszę obciążyć kartę American Express 3718 396958 76963, posiadacz: Leszek Marczak, karta wydana w USA.', values: [['id', '3718 396958 76963'], ['first', 'Leszek'], ['surname', 'Marczak']] },
];

/** Texts with nothing of a default type in them: what they must keep unchanged. */
export const HOLDOUT_5_CLEAN: string[] = [
  'Spotkanie zespołu przeniesione na czwartek, sala Jowisz na 3. piętrze.',
  'IMIĘ I NAZWISKO: ______________  PESEL: ___________  PODPIS: ______________',
  'Konsultant: Dzień dobry, w czym mogę pomóc?\nKlient: Chciałem zapytać o status zamówienia.\nKonsultant: Proszę chwilę poczekać.',
  'npm ERR! peer dep missing: react@^18.2.0, required by next@14.1.0',
  'Kupiłam w Rossmannie krem Ziaja i szampon Barwa, a w Pepco ramkę na zdjęcia.',
  'Pociąg TLK Chełmianin do Lublina odjedzie z toru 4 przy peronie 2 z opóźnieniem 40 minut.',
  'ROZDZIAŁ III. POSTANOWIENIA KOŃCOWE',
  'Przewodniczący: Otwieram posiedzenie.\nSekretarz: Stwierdzam kworum.\nPrzewodniczący: Przechodzimy do punktu drugiego.',
  'docker compose up -d --build && kubectl rollout status deployment/api-gateway',
  'W Dolinie Chochołowskiej zakwitły krokusy, a na Kasprowym Wierchu wciąż leży śnieg.',
  'Pole „Nazwisko rodowe” wypełniają tylko osoby, które zmieniły nazwisko po ślubie.',
  'Zamówienie nr 2026/11/0087, kwota 1 249,99 zł, termin dostawy 3–5 dni roboczych.',
  'Mazowiecka Spółka Gazownictwa ogłasza przetarg na modernizację sieci w Wiśniowej Górze.',
  'Wniosek złożony przez Wnioskodawcę podlega rozpatrzeniu przez Organ w terminie 30 dni od dnia doręczenia.',
  'Zastal Zielona Góra wygrał z Legią 88:81 po dogrywce, Śląsk przegrał w Sopocie.',
  'Kierownik zmiany: proszę zamknąć magazyn B.\nMagazynier: zrobione, klucze są w dyżurce.',
  "error TS2345: Argument of type 'string' is not assignable to parameter of type 'number'.",
  'Dzień Matki, Dzień Ojca i Walentynki to najlepsze okresy sprzedaży dla kwiaciarni.',
  'Żabka i Stokrotka wydłużają godziny otwarcia przed świętami, Poczta Polska też.',
  'Nr konta: ____ ____ ____ ____ ____ ____ ____   Tytuł przelewu: składka członkowska',
];
