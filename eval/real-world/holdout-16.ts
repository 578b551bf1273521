// A sixteenth held-out set of made-up real-world Polish texts, written on 2026-11-29 blind and frozen: no rule,
// filter or model was written from it, and its author read only the format of holdout.ts and holdout-7.ts, run.ts
// and forward.ts: neither the detection code, nor the probe tests, nor the docs, nor the other held-out texts. Same
// format and scoring as holdout.ts (`npx tsx eval/real-world/run.ts --set 16`). Do not fix detection against these
// texts: a leak found here is reported, and a fix is tested on texts of its own. When this set has been used to
// choose anything, it is spent for that class of leak: say so here and write a new set.
//
// Values are what a new account's default settings must keep from the provider: `first` (a first name or its
// diminutive, in whatever case and spelling it appears), `surname` (each part of a double-barrelled surname on
// its own), `id` (PESEL, NIP, REGON, NRB/IBAN, card numbers, ID card and passport numbers, private phone numbers,
// e-mail addresses) and `handle` (nicknames, logins, social handles). Street addresses, postal codes, dates of
// birth, places, vehicle plates and IP addresses also occur, but they are off by default: they sit in `optIn` and
// run.ts does not score them. Company hotlines and office numbers are not personal and are not scored.
// Identifiers have valid checksums (PESEL, NIP, REGON, NRB/IBAN with a valid sort code, Luhn, ID card, Polish
// passport; computed by a throwaway script, seed 16291129), also where OCR noise has changed a character; the
// Ukrainian, Turkish and Vietnamese passports have no check digit. All people and numbers are invented.
// Spent so far: every kind of leak it showed after the seventeenth round (the eighteenth round was written from those
// kinds with made-up examples, 2026-11-29): it is no longer a held-out figure.


import type { HoldoutText } from './holdout.js';

/** A held-out text, with the values of types that are off by default (not scored by run.ts). */
export interface Holdout16Text extends HoldoutText { optIn?: string[] }

export const HOLDOUT_16: Holdout16Text[] = [
  // chat / messenger: lowercase, no diacritics, typos, slang, emoji
  { genre: 'chat', text: 'ej a ta nowa z ksiegowosci to jak sie nazywa? chyba weronika sowa czy jakos tak, ma biurko przy oknie', values: [['first', 'weronika'], ['surname', 'sowa']] },
  { genre: 'chat', text: 'marcinkowi powiedz ze bez kasy nie przychodzi 😂😂 a dla kuby i olka mam juz bilety', values: [['first', 'marcinkowi'], ['first', 'kuby'], ['first', 'olka']] },
  { genre: 'chat', text: 'wyslalam ci wszystkie zdjecia na maila, adres to k.zimowska88@gmail.com tak? bo cos nie dochodzi', values: [['id', 'k.zimowska88@gmail.com']] },
  { genre: 'chat', text: 'jutro obiad u babci heli o 14, przywiez prosze ten sernik od pani baranowej', values: [['first', 'heli'], ['surname', 'baranowej']] },
  { genre: 'chat', text: 'pozycz 200 zl do pierwszego, oddam w pon. moje konto w pko 65 1020 5893 5741 4863 4867 5789', values: [['id', '65 1020 5893 5741 4863 4867 5789']] },
  { genre: 'chat', text: 'sory ze nie odbieralem, dzwon na nowy nr 691 760 795 bo stary padl razem z telefonem xd - krzysiek', values: [['id', '691 760 795'], ['first', 'krzysiek']] },
  { genre: 'chat', text: 'widzialas co wrzucila justyna mroz na grupe osiedla?? masakra jakas', values: [['first', 'justyna'], ['surname', 'mroz']] },
  { genre: 'chat', text: 'nie ma mnie do piatku, w razie czego pisz do wojtka kosa, on ma klucze od magazynu', values: [['first', 'wojtka'], ['surname', 'kosa']] },
  { genre: 'chat', text: 'ok to zapisuje cie: ola krol, 7b, rozmiar koszulki M', values: [['first', 'ola'], ['surname', 'krol']] },
  { genre: 'chat', text: 'kochanie kup mleko i zadzwon do mamy bo pytala o pesel zosi do przedszkola, to 19240436081', values: [['first', 'zosi'], ['id', '19240436081']] },
  { genre: 'chat', text: 'siem, mam problem z tym ziomkiem co ci mowilem, damian lopata czy lopatka, dalej nie oddal mi gry', values: [['first', 'damian'], ['surname', 'lopata'], ['surname', 'lopatka']] },
  { genre: 'chat', text: 'zapytaj sie ewki czy ma numer do tej fryzjerki, chyba pani kasia grzelak', values: [['first', 'ewki'], ['first', 'kasia'], ['surname', 'grzelak']] },
  { genre: 'chat', text: 'Ewuniu, idziesz z Jackiem i Martą na te urodziny? Bo ja z Przemkiem chyba nie zdążymy', values: [['first', 'Ewuniu'], ['first', 'Jackiem'], ['first', 'Martą'], ['first', 'Przemkiem']] },
  { genre: 'chat', text: 'daj to panu rybie jak przyjdzie, on wie o co chodzi', values: [['surname', 'rybie']] },
  { genre: 'chat', text: 'pani nowak-jezierska z kadr mowi ze urlop mi sie nie nalezy 🙄 serio', values: [['surname', 'nowak'], ['surname', 'jezierska']] },
  { genre: 'chat', text: 'pryvit, ce Mykola, moj polskij nomer 694 081 324, napyszy jak bude robota na budowi', values: [['first', 'Mykola'], ['id', '694 081 324']] },
  { genre: 'chat', text: 'mój mail to zbyszek.mroz1961@gmail.com a do żony beata_m@op.pl, wyślij na oba', values: [['id', 'zbyszek.mroz1961@gmail.com'], ['id', 'beata_m@op.pl']] },

  // SMS
  { genre: 'sms', text: 'Dzien dobry, tu Lesiak hydraulik, bede ok 16. Prosze zostawic otwarte drzwi do piwnicy. 570 547 077', values: [['surname', 'Lesiak'], ['id', '570 547 077']] },
  { genre: 'sms', text: 'Przypominamy o wizycie p. Teodora Wilka u dr Nowaczyk 12.12 godz 9:30. Potwierdz odpowiadajac TAK', values: [['first', 'Teodora'], ['surname', 'Wilka'], ['surname', 'Nowaczyk']] },
  { genre: 'sms', text: 'Paczka dla ANNA KUREK czeka w Paczkomacie WAW12M. Kod odbioru: 448120', values: [['first', 'ANNA'], ['surname', 'KUREK']] },
  { genre: 'sms', text: 'Babciu dojechalam, wszystko ok, buziaki! Kinga', values: [['first', 'Kinga']] },
  { genre: 'sms', text: 'Pan Lech? Tu Fabian z serwisu, telefon gotowy do odbioru, naprawa 180 zl', values: [['first', 'Lech'], ['first', 'Fabian']] },
  { genre: 'sms', text: 'Panie Krzysztofie, czynsz za grudzień proszę przelać na nowe konto: 41 1320 6242 0105 5124 7376 2978. Pozdrawiam, Wiśniewska', values: [['first', 'Krzysztofie'], ['id', '41 1320 6242 0105 5124 7376 2978'], ['surname', 'Wiśniewska']] },

  // ALL CAPS letters, statements, legal
  { genre: 'caps', text: 'OŚWIADCZAM, ŻE JA, NIŻEJ PODPISANA HALINA ZIĘBA-ROGALSKA, PESEL 56072397281, NIE ZALEGAM Z OPŁATAMI CZYNSZU.', values: [['first', 'HALINA'], ['surname', 'ZIĘBA'], ['surname', 'ROGALSKA'], ['id', '56072397281']] },
  { genre: 'caps', text: 'WEZWANIE DO ZAPŁATY\nDŁUŻNIK: GÓRECKI TADEUSZ\nWIERZYCIEL: MAŁGORZATA LIS\nKWOTA: 4 312,50 ZŁ\nRACHUNEK WIERZYCIELA: 81 1160 8839 8654 4258 2111 5986', values: [['surname', 'GÓRECKI'], ['first', 'TADEUSZ'], ['first', 'MAŁGORZATA'], ['surname', 'LIS'], ['id', '81 1160 8839 8654 4258 2111 5986']] },
  { genre: 'caps', text: 'PEŁNOMOCNICTWO\nUDZIELAM PEŁNOMOCNICTWA MOJEMU SYNOWI, ŁUKASZOWI KOWALOWI, LEGITYMUJĄCEMU SIĘ DOWODEM OSOBISTYM NR YFC079874, DO REPREZENTOWANIA MNIE PRZED ZUS.', values: [['first', 'ŁUKASZOWI'], ['surname', 'KOWALOWI'], ['id', 'YFC079874']] },
  { genre: 'caps', text: 'W SPRAWIE Z POWÓDZTWA JADWIGI KRUPY PRZECIWKO MARKOWI SZPAKOWI O ZAPŁATĘ KWOTY 12 000 ZŁ SĄD POSTANOWIŁ ODROCZYĆ ROZPRAWĘ.', values: [['first', 'JADWIGI'], ['surname', 'KRUPY'], ['first', 'MARKOWI'], ['surname', 'SZPAKOWI']] },
  { genre: 'caps', text: 'PILNE!!! ZAGINĄŁ 15-LETNI KACPER MALINOWSKI Z RADOMIA, OSTATNIO WIDZIANY W CZERWONEJ KURTCE. KONTAKT Z RODZINĄ: 602 341 189', values: [['first', 'KACPER'], ['surname', 'MALINOWSKI'], ['id', '602 341 189']], optIn: ['RADOMIA'] },
  { genre: 'caps', text: 'PRZELEW PRZYCHODZĄCY OD: ALIAKSANDR KARPOVICH\nTYTUŁEM: CZYNSZ GRUDZIEŃ 2026 LOKAL 4', values: [['first', 'ALIAKSANDR'], ['surname', 'KARPOVICH']] },

  // form fields, numbered fields, bilingual labels
  { genre: 'form', text: 'Imię / First name: Olena\nNazwisko / Surname: Bondarenko\nNr paszportu / Passport No.: FT 482913\nObywatelstwo / Citizenship: ukraińskie', values: [['first', 'Olena'], ['surname', 'Bondarenko'], ['id', 'FT 482913']] },
  { genre: 'form', text: '1. Nazwisko: WRÓBEL\n2. Imiona: Stanisław Józef\n3. PESEL: 49013084555\n4. Data urodzenia: 30.01.1949', values: [['surname', 'WRÓBEL'], ['first', 'Stanisław'], ['first', 'Józef'], ['id', '49013084555']], optIn: ['30.01.1949'] },
  { genre: 'form', text: 'Dane wnioskodawcy\nimię i nazwisko ......Renata Pająk..........\nnr tel. ......505 207 355......\nadres e-mail ......renatapajak@wp.pl.....', values: [['first', 'Renata'], ['surname', 'Pająk'], ['id', '505 207 355'], ['id', 'renatapajak@wp.pl']] },
  { genre: 'form', text: 'Rodzic/opiekun prawny: Marta Gil\nDziecko: Antoni Gil, ur. 21.10.2015, PESEL 15302140093\nGrupa: Biedronki', values: [['first', 'Marta'], ['surname', 'Gil'], ['first', 'Antoni'], ['id', '15302140093']], optIn: ['21.10.2015'] },
  { genre: 'form', text: 'Zleceniodawca: Usługi Remontowe Paweł Kozioł, NIP 9442891182\nZleceniobiorca: Dariusz Mika\nPrzedmiot umowy: malowanie klatki schodowej', values: [['first', 'Paweł'], ['surname', 'Kozioł'], ['id', '9442891182'], ['first', 'Dariusz'], ['surname', 'Mika']] },
  { genre: 'form', text: 'Wniosek o kartę pobytu / Application for a residence card\n1. Nazwisko (Surname): NGUYEN\n2. Imię (Given name): MINH\n3. Data urodzenia (Date of birth): 12.03.1988\n4. Nr paszportu (Passport No.): C4512387', values: [['surname', 'NGUYEN'], ['first', 'MINH'], ['id', 'C4512387']], optIn: ['12.03.1988'] },
  { genre: 'form', text: 'Seria i nr dowodu: PXS 350404\nImię i nazwisko: Ksawery Lipa\nWydany przez: Prezydent m.st. Warszawy', values: [['id', 'PXS 350404'], ['first', 'Ksawery'], ['surname', 'Lipa']] },
  { genre: 'form', text: 'Proszę o wydanie duplikatu legitymacji studenckiej.\nImię i nazwisko: Zuzanna Jaskółka\nPESEL: 01322496786\nKierunek: Architektura, rok II', values: [['first', 'Zuzanna'], ['surname', 'Jaskółka'], ['id', '01322496786']] },
  { genre: 'form', text: 'Dane do umowy najmu:\nNajemca: Arkadiusz Bąk\nDowód osobisty: ZDG025144\nNIP: 8237481766\nTelefon: 729 041 790', values: [['first', 'Arkadiusz'], ['surname', 'Bąk'], ['id', 'ZDG025144'], ['id', '8237481766'], ['id', '729 041 790']] },

  // scanned / OCR'd documents with look-alike characters
  { genre: 'ocr', text: 'ZAŚWIADCZENIE O ZAROBKACH\nPani: EWEL1NA KAMlNSKA\nPESEL: 87O3l467709\nZatrudniona od: O1.O3.2O15 na czas nieokreślony', values: [['first', 'EWEL1NA'], ['surname', 'KAMlNSKA'], ['id', '87O3l467709']] },
  { genre: 'ocr', text: 'FAKTURA VAT nr 12/11/2026\nNabywca: Jan Wolny Usługi Transportowe\nNIP: 61l-549-53-87\nTermin płatności: 14 dni', values: [['first', 'Jan'], ['surname', 'Wolny'], ['id', '61l-549-53-87']] },
  { genre: 'ocr', text: 'UMOWA NAJMU LOKALU MIESZKALNEGO\nWynajmujący: Grzegorz Baran\nCzynsz płatny na rachunek: PL28 1750 47O4 9644 0037 128O 4856', values: [['first', 'Grzegorz'], ['surname', 'Baran'], ['id', 'PL28 1750 47O4 9644 0037 128O 4856']] },
  { genre: 'ocr', text: 'DOWÓD OSOBISTY / IDENTITY CARD\nNAZWISKO / SURNAME\nSZCZEPAŃSKA\nIMIONA / GIVEN NAMES\nMAJA\nNUMER DOWODU / CARD NUMBER\nLFG8l2869', values: [['surname', 'SZCZEPAŃSKA'], ['first', 'MAJA'], ['id', 'LFG8l2869']] },
  { genre: 'ocr', text: 'Wyciąg z rachunku (skan)\nnr karty 4OO2 9421 O4O4 1382\nwłaściciel: T. Bielawski\nobciążenie: 1 249,00 PLN', values: [['id', '4OO2 9421 O4O4 1382'], ['surname', 'Bielawski']] },
  { genre: 'ocr', text: 'Pan/i ....Rornan Cichoń.... zam. ul. Kolejowa 5, 34-100 Wadowice, PESEL 6811l12O57O', values: [['first', 'Rornan'], ['surname', 'Cichoń'], ['id', '6811l12O57O']], optIn: ['ul. Kolejowa 5', '34-100 Wadowice'] },

  // call-centre transcripts with speaker labels
  { genre: 'callcentre', text: 'Konsultant: Dzień dobry, w czym mogę pomóc?\nKlient: Dzwonię w sprawie faktury, nazywam się Zbigniew Kura, k-u-r-a.\nKonsultant: Poproszę jeszcze PESEL.\nKlient: 58080802298.', values: [['first', 'Zbigniew'], ['surname', 'Kura'], ['id', '58080802298']] },
  { genre: 'callcentre', text: '[AGENT] Czy rozmawiam z panią Bożeną?\n[KLIENT] Tak, Bożena Lewandowska-Kot.\n[AGENT] Dziękuję, pani Bożeno, widzę zgłoszenie na numer 881 707 810.', values: [['first', 'Bożeną'], ['first', 'Bożena'], ['surname', 'Lewandowska'], ['surname', 'Kot'], ['first', 'Bożeno'], ['id', '881 707 810']] },
  { genre: 'callcentre', text: 'A: proszę podać numer karty\nB: dobra, przeczytam: 4525 1103 9510 9999\nA: i imię i nazwisko posiadacza?\nB: Igor Tran, tran jak olej', values: [['id', '4525 1103 9510 9999'], ['first', 'Igor'], ['surname', 'Tran']] },
  { genre: 'callcentre', text: 'Rejestracja: Przychodnia Zdrowie, słucham.\nPacjent: Dzień dobry, chciałem zapisać córkę, Lenę Sowińską, do pediatry.\nRejestracja: PESEL dziecka?\nPacjent: 11291792244', values: [['first', 'Lenę'], ['surname', 'Sowińską'], ['id', '11291792244']] },
  { genre: 'callcentre', text: 'Operator: Numer klienta?\nRozmówca: Nie pamiętam, ale mam PESEL, 92110200836, Maciej Stróż.\nOperator: Dziękuję panie Macieju, już widzę.', values: [['id', '92110200836'], ['first', 'Maciej'], ['surname', 'Stróż'], ['first', 'Macieju']] },

  // medical: transcripts, discharge notes, certificates, prescriptions
  { genre: 'medical', text: 'KARTA INFORMACYJNA LECZENIA SZPITALNEGO\nPacjentka: Nguyễn Thị Lan, PESEL 90070721882\nRozpoznanie: J18.9 Zapalenie płuc\nLekarz prowadzący: lek. med. Tomasz Wichura', values: [['surname', 'Nguyễn'], ['first', 'Lan'], ['id', '90070721882'], ['first', 'Tomasz'], ['surname', 'Wichura']] },
  { genre: 'medical', text: 'Zaświadczenie lekarskie\nZaświadczam, że Pan Kamil Żuraw był badany w dniu 27.11.2026 i nie stwierdzam przeciwwskazań do uprawiania sportu.\nlek. Agnieszka Cebula, pediatra', values: [['first', 'Kamil'], ['surname', 'Żuraw'], ['first', 'Agnieszka'], ['surname', 'Cebula']] },
  { genre: 'medical', text: 'raport pielęgniarski: pani Genowefa z sali 4 znowu nie zjadła śniadania, córka (pani Iwona) dzwoniła pod 606024972, prosi o telefon od lekarza', values: [['first', 'Genowefa'], ['first', 'Iwona'], ['id', '606024972']] },
  { genre: 'medical', text: 'Wywiad: 67-letnia pacjentka (Krystyna Jarząbek) zgłasza ból w klatce piersiowej od 2 godz. Mąż pacjentki, Józef, podaje nr kontaktowy 600 158 064.', values: [['first', 'Krystyna'], ['surname', 'Jarząbek'], ['first', 'Józef'], ['id', '600 158 064']] },
  { genre: 'medical', text: 'Rp.\nWioletta Rak, PESEL 65042864542\nAmoksiklav 1 g, 2 x 1 tabl.\nlek. Przemysław Kwiatek', values: [['first', 'Wioletta'], ['surname', 'Rak'], ['id', '65042864542'], ['first', 'Przemysław'], ['surname', 'Kwiatek']] },

  // e-mails: subject lines, signatures, closing formulas
  { genre: 'email', text: 'Temat: Re: oferta\n\nDziękuję, do usłyszenia.\n\nPozdrawiam\nKonrad\n--\nKonrad Jeż\nSpecjalista ds. sprzedaży\ntel. kom. 726 199 121\nk.jez@poczta.onet.pl', values: [['first', 'Konrad'], ['surname', 'Jeż'], ['id', '726 199 121'], ['id', 'k.jez@poczta.onet.pl']] },
  { genre: 'email', text: 'Szanowni Państwo,\nw załączeniu przesyłam podpisany aneks do umowy.\n\nZ poważaniem\nBłażejewski', values: [['surname', 'Błażejewski']] },
  { genre: 'email', text: 'Temat: Urlop - Piotrowicz Anna 22.12-2.01\n\nW załączeniu wniosek. Zastępstwo: Sylwia', values: [['surname', 'Piotrowicz'], ['first', 'Anna'], ['first', 'Sylwia']] },
  { genre: 'email', text: 'Cześć Wszystkim,\nod poniedziałku naszym zespołem kieruje – Dominika Wilk.\nProszę kierować sprawy na dominika.wilk@frodo-logistics.pl', values: [['first', 'Dominika'], ['surname', 'Wilk'], ['id', 'dominika.wilk@frodo-logistics.pl']] },
  { genre: 'email', text: 'Temat: FW: Kamila Bąkowska – zaległa faktura', values: [['first', 'Kamila'], ['surname', 'Bąkowska']] },
  { genre: 'email', text: 'RE: spotkanie z p. Szewczykiem przesunięte na czwartek, sala 204', values: [['surname', 'Szewczykiem']] },
  { genre: 'email', text: 'Od: "Grabarczyk, Leszek" <leszek.grabarczyk@mailbox.org>\nDo: zarzad@spoldzielnia-orla.pl\nTemat: wymiana wodomierza', values: [['surname', 'Grabarczyk'], ['first', 'Leszek'], ['id', 'leszek.grabarczyk@mailbox.org']] },
  { genre: 'email', text: 'Hi Tom, could you add Wiktoria Zając to the Slack channel? Her work email is wiktoria.zajac@brightsoft.io. Thanks, Ewa', values: [['first', 'Tom'], ['first', 'Wiktoria'], ['surname', 'Zając'], ['id', 'wiktoria.zajac@brightsoft.io'], ['first', 'Ewa']] },
  { genre: 'email', text: 'Hallo Frau Schmidt,\nwie besprochen schicke ich Ihnen die Unterlagen von Herrn Kühn.\nPozdrawiam serdecznie,\nLidka', values: [['surname', 'Schmidt'], ['surname', 'Kühn'], ['first', 'Lidka']] },

  // meeting minutes, rosters, duty lists, CSV and tables
  { genre: 'minutes', text: 'Protokół z zebrania wspólnoty mieszkaniowej ul. Słoneczna 14\nObecni: A. Mróz (m. 2), K. Kowalczyk-Zając (m. 5), p. Wiesław Sikora (m. 9)\nUchwała nr 3/2026 została przyjęta jednogłośnie.', values: [['surname', 'Mróz'], ['surname', 'Kowalczyk'], ['surname', 'Zając'], ['first', 'Wiesław'], ['surname', 'Sikora']], optIn: ['ul. Słoneczna 14'] },
  { genre: 'minutes', text: 'Lista dyżurów świątecznych:\n24.12 – Kowal\n25.12 – Nowicka / Brzózka\n26.12 – Olek P.\n31.12 – Zima', values: [['surname', 'Kowal'], ['surname', 'Nowicka'], ['surname', 'Brzózka'], ['first', 'Olek'], ['surname', 'Zima']] },
  { genre: 'minutes', text: 'Ad 4. Kol. Stefańczyk zgłosił wniosek o zakup nowego projektora. Kol. Bożydar Pyka był przeciw. Głosowanie przełożono. Protokołowała: Ilona', values: [['surname', 'Stefańczyk'], ['first', 'Bożydar'], ['surname', 'Pyka'], ['first', 'Ilona']] },
  { genre: 'csv', text: 'imie;nazwisko;email;telefon\nJoanna;Słowik;j.slowik@interia.pl;798335409\nRoman;Gołąb;romangolab@o2.pl;782453921', values: [['first', 'Joanna'], ['surname', 'Słowik'], ['id', 'j.slowik@interia.pl'], ['id', '798335409'], ['first', 'Roman'], ['surname', 'Gołąb'], ['id', 'romangolab@o2.pl'], ['id', '782453921']] },
  { genre: 'csv', text: '| Lp. | Zawodnik | Rocznik | Klub |\n| 1 | Szymański Oskar | 2011 | UKS Orlik |\n| 2 | Bąk Filip | 2011 | UKS Orlik |\n| 3 | Wójcik Nikola | 2012 | MKS Start |', values: [['surname', 'Szymański'], ['first', 'Oskar'], ['surname', 'Bąk'], ['first', 'Filip'], ['surname', 'Wójcik'], ['first', 'Nikola']] },
  { genre: 'csv', text: 'Lista płac 11/2026 (wyciąg)\nCZAPLA MARIUSZ | 6 100,00 | 27 1320 6284 9056 9515 9009 7887\nŁABĘDŹ ZOFIA | 4 870,00 | 83 2490 5941 4272 0044 8712 7076', values: [['surname', 'CZAPLA'], ['first', 'MARIUSZ'], ['id', '27 1320 6284 9056 9515 9009 7887'], ['surname', 'ŁABĘDŹ'], ['first', 'ZOFIA'], ['id', '83 2490 5941 4272 0044 8712 7076']] },
  { genre: 'csv', text: 'Lista obecności – szkolenie BHP 28.11\n1. Marcinkiewicz Julia ............ podpis\n2. Pham Thu Trang ........ podpis\n3. O\'Connor Liam ......... podpis', values: [['surname', 'Marcinkiewicz'], ['first', 'Julia'], ['surname', 'Pham'], ['first', 'Trang'], ['surname', 'O\'Connor'], ['first', 'Liam']] },
  { genre: 'csv', text: 'nr;pasazer;paszport\n1;KORNELIA STASIAK;KI8403845\n2;OLGIERD STASIAK;PP9436194\n3;IGA WALENTYNOWICZ;IN0811180', values: [['first', 'KORNELIA'], ['surname', 'STASIAK'], ['id', 'KI8403845'], ['first', 'OLGIERD'], ['id', 'PP9436194'], ['first', 'IGA'], ['surname', 'WALENTYNOWICZ'], ['id', 'IN0811180']] },

  // school, parish, sports club
  { genre: 'parish', text: 'Ogłoszenia parafialne: W tym tygodniu pożegnaliśmy śp. Czesławę Gawron, lat 87. Msza w intencji zmarłej w piątek o 18:00. Za sprzątanie kościoła dziękujemy rodzinom Kaczmarków i Bieleckich.', values: [['first', 'Czesławę'], ['surname', 'Gawron'], ['surname', 'Kaczmarków'], ['surname', 'Bieleckich']] },
  { genre: 'parish', text: 'Dziękujemy Państwu Nowakom oraz panu Edmundowi z ul. Leśnej za przekazanie darów na festyn parafialny.', values: [['surname', 'Nowakom'], ['first', 'Edmundowi']], optIn: ['ul. Leśnej'] },
  { genre: 'school', text: 'Drodzy Rodzice klasy 2c, zbiórka na prezent dla pani Ireny (wychowawczyni) – 30 zł na konto skarbnika, p. Moniki Czajki: 38 1160 7858 7680 2742 2217 7555', values: [['first', 'Ireny'], ['first', 'Moniki'], ['surname', 'Czajki'], ['id', '38 1160 7858 7680 2742 2217 7555']] },
  { genre: 'school', text: 'Wyniki konkursu recytatorskiego: I miejsce – Amelia Kos (kl. 3a), II miejsce – Hanna Sęk (kl. 3b), wyróżnienie – Stanisław Pszczoła (kl. 1a).', values: [['first', 'Amelia'], ['surname', 'Kos'], ['first', 'Hanna'], ['surname', 'Sęk'], ['first', 'Stanisław'], ['surname', 'Pszczoła']] },
  { genre: 'school', text: 'Wiadomość z e-dziennika\nOd: Barbara Mazur (wychowawca)\nDo: Rodzice ucznia Tymoteusz Kaczor\nTymek był dziś nieobecny na 3 lekcjach bez usprawiedliwienia.', values: [['first', 'Barbara'], ['surname', 'Mazur'], ['first', 'Tymoteusz'], ['surname', 'Kaczor'], ['first', 'Tymek']] },
  { genre: 'school', text: 'SOWA Edyta, kl. IV b – zwolniona z zajęć wychowania fizycznego do końca semestru.', values: [['surname', 'SOWA'], ['first', 'Edyta']] },
  { genre: 'school', text: 'Droga Pani Jadwigo, dziękujemy za trzydzieści lat pracy w naszej szkole! Uczniowie i nauczyciele', values: [['first', 'Jadwigo']] },
  { genre: 'sports', text: 'Skład na sobotni mecz (juniorzy): Kozłowski – Lis, Dudek, Pawlik, Kruk – Bartek, Kuba S., Mikołaj – Wiśnia, Krawczyk. Rezerwa: Zięba.', values: [['surname', 'Kozłowski'], ['surname', 'Lis'], ['surname', 'Dudek'], ['surname', 'Pawlik'], ['surname', 'Kruk'], ['first', 'Bartek'], ['first', 'Kuba'], ['first', 'Mikołaj'], ['surname', 'Wiśnia'], ['surname', 'Krawczyk'], ['surname', 'Zięba']] },
  { genre: 'sports', text: 'KS Wisła Nowa Wieś – składki za listopad nieopłacone: Kurek M., Sobczak T., Pietrzak-Wrona A. Prosimy o wpłatę do 10.12.', values: [['surname', 'Kurek'], ['surname', 'Sobczak'], ['surname', 'Pietrzak'], ['surname', 'Wrona']] },

  // gaming, social media, handles
  { genre: 'gaming', text: 'gg wp, jak ktos chce grac ranked to dodawajcie mnie na steamie: xX_Kruczek_Xx albo na dc kruczek#4417', values: [['handle', 'xX_Kruczek_Xx'], ['handle', 'kruczek#4417']] },
  { genre: 'gaming', text: 'mój nick na twitchu to zimna_kawa_pl, wbijajcie dziś o 20 na stream 🎮', values: [['handle', 'zimna_kawa_pl']] },
  { genre: 'gaming', text: 'zgłaszam gracza o nicku Dzik_z_Bagna za wyzwiska na czacie ogólnym, screen w załączniku', values: [['handle', 'Dzik_z_Bagna']] },
  { genre: 'gaming', text: 'LF2M raid 20:00, pisać do Grubego Mietka na dc (login: gruby.mietek) albo do mnie, nick Szarlotka', values: [['first', 'Mietka'], ['handle', 'gruby.mietek'], ['handle', 'Szarlotka']] },
  { genre: 'gaming', text: '<Mroczny_Rycerz> kto jest adminem serwera?\n<leniwiec2137> ja, wbij na kanał glosowy, moje prawdziwe imie to Oliwer btw', values: [['handle', 'Mroczny_Rycerz'], ['handle', 'leniwiec2137'], ['first', 'Oliwer']] },
  { genre: 'gaming', text: 'steam: kopalnia_memow | epic: KopalniaMemow | psn: k0palnia_m3mow — dodawajcie', values: [['handle', 'kopalnia_memow'], ['handle', 'KopalniaMemow'], ['handle', 'k0palnia_m3mow']] },
  { genre: 'gaming', text: 'Mój nick w LoLu to PanPierożek, dodaj mnie! A na fb jestem jako Kuba Strzelec', values: [['handle', 'PanPierożek'], ['first', 'Kuba'], ['surname', 'Strzelec']] },
  { genre: 'social', text: 'Obserwujcie mnie na insta @ania.w.podrozy i na tiktoku @aniawpodrozy_official 💖 nowe rolki co środę', values: [['handle', '@ania.w.podrozy'], ['handle', '@aniawpodrozy_official']] },
  { genre: 'social', text: 'Twitter: @PiotrekZKrakowa_ znowu trolluje pod moim postem, zgłoście go proszę', values: [['handle', '@PiotrekZKrakowa_']] },
  { genre: 'social', text: 'ktos na reddicie (u/polski_emigrant_NL) pisze ze zna pana Hermanowicza z Goudy 😂 maly ten swiat', values: [['handle', 'polski_emigrant_NL'], ['surname', 'Hermanowicza']] },
  { genre: 'social', text: 'szukam dziewczyny z tiktoka, nick @julka.tanczy.2008, ma filmik z wesela w Zakopanem, wie ktos jak sie nazywa naprawde?', values: [['handle', '@julka.tanczy.2008']] },
  { genre: 'social', text: '@kasia_grabowska_art piękne te prace!! gdzie można kupić? 😍', values: [['handle', '@kasia_grabowska_art']] },

  // job adverts, CVs, applications
  { genre: 'cv', text: 'CV\nMagdalena Orzeł\nul. Kasztanowa 8/3, 62-020 Swarzędz\ntel. 693 484 237 | m.orzel.hr@gmail.com\nlinkedin.com/in/magdalena-orzel-hr', values: [['first', 'Magdalena'], ['surname', 'Orzeł'], ['id', '693 484 237'], ['id', 'm.orzel.hr@gmail.com'], ['handle', 'magdalena-orzel-hr']], optIn: ['ul. Kasztanowa 8/3', '62-020 Swarzędz'] },
  { genre: 'job', text: 'Zatrudnię kierowcę kat. C+E, trasy krajowe, weekendy wolne. Kontakt: Henryk Szczygieł, 696 213 636 (po 17:00)', values: [['first', 'Henryk'], ['surname', 'Szczygieł'], ['id', '696 213 636']] },
  { genre: 'job', text: 'Dzień dobry, w odpowiedzi na ogłoszenie przesyłam CV. Nazywam się Ireneusz Kaczmarczyk i mam 12 lat doświadczenia jako elektryk. Tel. 519-755-737', values: [['first', 'Ireneusz'], ['surname', 'Kaczmarczyk'], ['id', '519-755-737']] },

  // court and police
  { genre: 'police', text: 'NOTATKA URZĘDOWA\nW dniu 28.11.2026 r. o godz. 22:40 na ul. Długiej zatrzymano do kontroli pojazd marki Opel Astra nr rej. WPR 5K21, kierowany przez Sebastiana Gąsiora (PESEL 86053061333). Badanie alkomatem wykazało 0,52 mg/l.', values: [['first', 'Sebastiana'], ['surname', 'Gąsiora'], ['id', '86053061333']], optIn: ['WPR 5K21', 'ul. Długiej'] },
  { genre: 'police', text: 'Zgłaszający: Bogdan Kwiecień (ur. 1958), zam. Gniezno, ul. Lipowa 12. Zgłasza kradzież roweru marki Romet sprzed bloku. Podejrzewa sąsiada o nazwisku Łoś.', values: [['first', 'Bogdan'], ['surname', 'Kwiecień'], ['surname', 'Łoś']], optIn: ['Gniezno', 'ul. Lipowa 12'] },
  { genre: 'court', text: 'Sygn. akt II K 417/26\nWYROK W IMIENIU RZECZYPOSPOLITEJ POLSKIEJ\nSąd Rejonowy po rozpoznaniu sprawy oskarżonego Dawida Mateusza Sobieraja, syna Krzysztofa i Elżbiety z d. Zawada, oskarżonego o czyn z art. 278 § 1 k.k.', values: [['first', 'Dawida'], ['first', 'Mateusza'], ['surname', 'Sobieraja'], ['first', 'Krzysztofa'], ['first', 'Elżbiety'], ['surname', 'Zawada']] },
  { genre: 'court', text: 'Pokrzywdzony: Yusuf Demir, obywatel Turcji, legitymujący się paszportem nr U27419063, tel. 531 037 176', values: [['first', 'Yusuf'], ['surname', 'Demir'], ['id', 'U27419063'], ['id', '531 037 176']] },
  { genre: 'legal', text: 'Kancelaria Adwokacka adw. Roksana Dzięcioł\n\nSz. P. Henryk Kołodziej\n\nWEZWANIE PRZEDSĄDOWE\nDziałając w imieniu mojej Mocodawczyni, Pani Felicji Grzyb, wzywam Pana do zapłaty kwoty 8 400 zł.', values: [['first', 'Roksana'], ['surname', 'Dzięcioł'], ['first', 'Henryk'], ['surname', 'Kołodziej'], ['first', 'Felicji'], ['surname', 'Grzyb']] },

  // real estate and classifieds
  { genre: 'classified', text: 'Sprzedam mieszkanie 3 pok., 58 m2, Mokotów. Bez pośredników! Dzwonić: 788-535-819, pani Ela', values: [['id', '788-535-819'], ['first', 'Ela']] },
  { genre: 'classified', text: 'Wynajmę pokój studentce, Kraków-Bronowice, 1100 zł + media. Właściciel: Mirosław Dąb, mirek.dab@vp.pl', values: [['first', 'Mirosław'], ['surname', 'Dąb'], ['id', 'mirek.dab@vp.pl']] },
  { genre: 'classified', text: 'Firma Usługowa „Złota Rączka” Edward Czerwiński, REGON 470841959, drobne naprawy, tel. 604 829 554', values: [['first', 'Edward'], ['surname', 'Czerwiński'], ['id', '470841959'], ['id', '604 829 554']] },

  // customer complaints
  { genre: 'complaint', text: 'Reklamacja\nZamówienie nr 2026/11/88412. Kupujący: Wojciech Kowal-Gajewski. Otrzymałem uszkodzony towar. Proszę o zwrot na konto 06 1020 3479 4330 3445 6899 4412.', values: [['first', 'Wojciech'], ['surname', 'Kowal'], ['surname', 'Gajewski'], ['id', '06 1020 3479 4330 3445 6899 4412']] },
  { genre: 'complaint', text: 'Jestem bardzo niezadowolona z obsługi pani Kasprzak w oddziale przy Marszałkowskiej. Nie chciała przyjąć mojego wniosku! Irena Lipiec, klientka od 20 lat.', values: [['surname', 'Kasprzak'], ['first', 'Irena'], ['surname', 'Lipiec']] },
  { genre: 'complaint', text: 'Piszę w imieniu mojej mamy, Danuty Miś, która nie może sama korzystać z komputera. Jej nr klienta to 0045781, a PESEL 44090119620.', values: [['first', 'Danuty'], ['surname', 'Miś'], ['id', '44090119620']] },
  { genre: 'complaint', text: 'Płatność odrzucona dla karty 5152-0656-2372-0164 (posiadacz: MAREK KOS), proszę o wyjaśnienie, środki są na koncie', values: [['id', '5152-0656-2372-0164'], ['first', 'MAREK'], ['surname', 'KOS']] },

  // forum posts
  { genre: 'forum', text: 'Re: Polecacie ortodontę w Gdyni?\nJa chodziłam do dr Bernadetty Koguciak na Świętojańskiej, bardzo polecam, tylko długie kolejki. Pozdro, agusia_85', values: [['first', 'Bernadetty'], ['surname', 'Koguciak'], ['handle', 'agusia_85']] },
  { genre: 'forum', text: 'Uwaga na oszusta!!! Facet podaje się za Michała Stępnia, telefon 666 055 437, bierze zaliczkę na remont i znika. Konto, na które wpłacałam: 92 1140 8309 4815 4293 9748 3156', values: [['first', 'Michała'], ['surname', 'Stępnia'], ['id', '666 055 437'], ['id', '92 1140 8309 4815 4293 9748 3156']] },
  { genre: 'forum', text: 'Kiedyś sąsiadowaliśmy z Wróblami, fajna rodzina, pan Wróbel zawsze naprawiał nam rowery za darmo.', values: [['surname', 'Wróblami'], ['surname', 'Wróbel']] },

  // notes to neighbours
  { genre: 'neighbour', text: 'Do sąsiada z mieszkania 12 (pan Góra?) – proszę nie trzepać dywanów na balkonie w niedzielę rano. Sąsiedzi z 11', values: [['surname', 'Góra']] },
  { genre: 'neighbour', text: 'Pani Halinko, paczka dla Pani jest u mnie. Wiesiek spod 7', values: [['first', 'Halinko'], ['first', 'Wiesiek']] },
  { genre: 'neighbour', text: 'U Kowalczyków był wczoraj taki hałas, że policja przyjechała dwa razy. Rozmawiałam z panią Sikorską i z panem Lisem, oboje chcą pisać do administracji.', values: [['surname', 'Kowalczyków'], ['surname', 'Sikorską'], ['surname', 'Lisem']] },

  // invoices, bills
  { genre: 'invoice', text: 'FAKTURA nr FV/2026/11/019\nSprzedawca: Studio Fryzur Małgorzata Lisowska, NIP 498-490-26-14, REGON 171223411\nNabywca: Piotr Kruk', values: [['first', 'Małgorzata'], ['surname', 'Lisowska'], ['id', '498-490-26-14'], ['id', '171223411'], ['first', 'Piotr'], ['surname', 'Kruk']] },
  { genre: 'invoice', text: 'Rachunek nr 7/2026 za korepetycje z matematyki. Wystawił: Jakub Wierzba, ul. Ogrodowa 2, 05-500 Piaseczno, PESEL 97062577571. Kwota: 480 zł.', values: [['first', 'Jakub'], ['surname', 'Wierzba'], ['id', '97062577571']], optIn: ['ul. Ogrodowa 2', '05-500 Piaseczno'] },
  { genre: 'invoice', text: 'Faktura dla: Dr n. med. Agata Woźniak-Mąka, Gabinet Stomatologiczny, NIP 1263615567', values: [['first', 'Agata'], ['surname', 'Woźniak'], ['surname', 'Mąka'], ['id', '1263615567']] },
  { genre: 'invoice', text: 'Bitte überweisen Sie die Kaution auf mein Konto: DE56 1007 0000 4707 3186 33, Kontoinhaber: Lukas Becker', values: [['id', 'DE56 1007 0000 4707 3186 33'], ['first', 'Lukas'], ['surname', 'Becker']] },

  // HR documents
  { genre: 'hr', text: 'Umowa o pracę zawarta w dniu 1.12.2026 r. pomiędzy MEBLEX Sp. z o.o. a Panią Oksaną Kovalenko, PESEL 94030857048, na stanowisku operatora maszyn.', values: [['first', 'Oksaną'], ['surname', 'Kovalenko'], ['id', '94030857048']] },
  { genre: 'hr', text: 'Ocena okresowa – pracownik: Hoang Van Duc, stanowisko magazynier, przełożony: Sławomir Ptak. Ocena: bardzo dobra.', values: [['surname', 'Hoang'], ['first', 'Duc'], ['first', 'Sławomir'], ['surname', 'Ptak']] },
  { genre: 'hr', text: 'Świadectwo pracy\n1. Stwierdza się, że Pan Grzegorz Olejnik, ur. 05.12.1978 r., PESEL 78120501833, był zatrudniony w pełnym wymiarze czasu pracy.', values: [['first', 'Grzegorz'], ['surname', 'Olejnik'], ['id', '78120501833']], optIn: ['05.12.1978'] },
  { genre: 'hr', text: 'Na zmianie nocnej w piątek: Rajesh Kumar, Priya Nair i Dawid Lisek. Kierownik zmiany: Orest Hnatyshyn, tel. 572 452 538', values: [['first', 'Rajesh'], ['surname', 'Kumar'], ['first', 'Priya'], ['surname', 'Nair'], ['first', 'Dawid'], ['surname', 'Lisek'], ['first', 'Orest'], ['surname', 'Hnatyshyn'], ['id', '572 452 538']] },
  { genre: 'hr', text: 'pani Ludmyła Hnatiuk prosi o zaświadczenie o zatrudnieniu po polsku i ukraińsku, jej nr paszportu FE 019284', values: [['first', 'Ludmyła'], ['surname', 'Hnatiuk'], ['id', 'FE 019284']] },
  { genre: 'hr', text: 'Nowy kierowca w bazie: Giorgi Beridze (Gruzja), dowód tymczasowy brak, PESEL 83081925899, tel. 539 578 584', values: [['first', 'Giorgi'], ['surname', 'Beridze'], ['id', '83081925899'], ['id', '539 578 584']] },

  // foreign scripts and mixed languages
  { genre: 'foreign', text: 'Добрий день! Мене звати Тарас Шевчук, я працюю в Польщі на складі. Мій номер телефону 531 884 977.', values: [['first', 'Тарас'], ['surname', 'Шевчук'], ['id', '531 884 977']] },
  { genre: 'foreign', text: 'Здравствуйте, пишу по поводу квартиры. Меня зовут Алина Морозова, мой e-mail alina.morozova93@ukr.net', values: [['first', 'Алина'], ['surname', 'Морозова'], ['id', 'alina.morozova93@ukr.net']] },

  // more identifiers in everyday writing
  { genre: 'chat', text: 'Numer karty: 5381 1202 3663 0343, ważna do 09/28 — zapłać tym za hotel, Paulina', values: [['id', '5381 1202 3663 0343'], ['first', 'Paulina']] },
  { genre: 'chat', text: 'paszport mojej żony to CD2245695, mój BG0787982, lot 14.12 do Hurghady, możesz wpisać?', values: [['id', 'CD2245695'], ['id', 'BG0787982']] },
  { genre: 'chat', text: 'dowod teściowej SOO536776, a jej pesel 60022955564, tylko nie zgub tej kartki', values: [['id', 'SOO536776'], ['id', '60022955564']] },
  { genre: 'chat', text: 'Olgierdzie, przelew z karty 4859 3016 6961 4816 nie przeszedł, wyślij mi z innej', values: [['first', 'Olgierdzie'], ['id', '4859 3016 6961 4816']] },

  // misc: announcements, obituaries, invitations
  { genre: 'notice', text: 'Z głębokim żalem zawiadamiamy, że dnia 25.11.2026 r. zmarł nasz ukochany Mąż, Tata i Dziadek ś.p. Eugeniusz Sokół, przeżywszy lat 82. Pogrążeni w smutku: żona Irena, córki Beata i Agata z rodzinami.', values: [['first', 'Eugeniusz'], ['surname', 'Sokół'], ['first', 'Irena'], ['first', 'Beata'], ['first', 'Agata']] },
  { genre: 'notice', text: 'Kto znalazł portfel z dowodem na nazwisko Jerzy Cielecki (dowód IUL312137) proszę o zwrot, nagroda! tel. 797 220 416', values: [['first', 'Jerzy'], ['surname', 'Cielecki'], ['id', 'IUL312137'], ['id', '797 220 416']] },
  { genre: 'notice', text: 'Spółdzielnia informuje: lokal nr 8 – zaległość p. Stanisławy Mądry wynosi 1 240 zł; lokal nr 9 – p. Czarnecki, brak zaległości.', values: [['first', 'Stanisławy'], ['surname', 'Mądry'], ['surname', 'Czarnecki']] },
  { genre: 'notice', text: 'Wolontariusze na zbiórkę żywności: Wojtek (sobota rano), Agnieszka B. (sobota po południu), pan Zdzisiu z Koła Emerytów (niedziela).', values: [['first', 'Wojtek'], ['first', 'Agnieszka'], ['first', 'Zdzisiu']] },
  { genre: 'email', text: 'Dzień dobry,\nprzesyłam dane do przelewu za warsztaty: Tamara Żak, 53 1750 7486 6768 9092 5498 7465, tytułem: warsztaty ceramiczne.\nTamara', values: [['first', 'Tamara'], ['surname', 'Żak'], ['id', '53 1750 7486 6768 9092 5498 7465']] },
  { genre: 'email', text: 'Proszę o fakturę na: F.H.U. Wiktor Borsuk, NIP 3771469920, REGON 277125511, ul. Polna 17, 21-040 Świdnik', values: [['first', 'Wiktor'], ['surname', 'Borsuk'], ['id', '3771469920'], ['id', '277125511']], optIn: ['ul. Polna 17', '21-040 Świdnik'] },
  { genre: 'chat', text: 'Mama Natana napisała, że Natan nie przyjdzie dziś na trening, bo ma gorączkę. Trenerze, czy Oskarowi też przekazać?', values: [['first', 'Natana'], ['first', 'Natan'], ['first', 'Oskarowi']] },
  { genre: 'form', text: 'Osoba upoważniona do odbioru dziecka: Alicja Szpak (babcia), dowód osobisty BMR883182, tel. 733 558 789', values: [['first', 'Alicja'], ['surname', 'Szpak'], ['id', 'BMR883182'], ['id', '733 558 789']] },
  { genre: 'callcentre', text: 'Klientka: ...tak, a na fakturze ma być moje imię, Ksenia, i nazwisko po mężu, Baranowska.\nKonsultant: Rozumiem, pani Ksenio, poprawię to.', values: [['first', 'Ksenia'], ['surname', 'Baranowska'], ['first', 'Ksenio']] },
  { genre: 'medical', text: 'Skierowanie do poradni kardiologicznej\nPacjent: Leszczyński Waldemar, PESEL 75011558730\nRozpoznanie: I10', values: [['surname', 'Leszczyński'], ['first', 'Waldemar'], ['id', '75011558730']] },
  { genre: 'chat', text: 'a ten nowy chlopak natalki to niejaki patryk mazurek, jakby co ma na insta @patrykmzrk', values: [['first', 'natalki'], ['first', 'patryk'], ['surname', 'mazurek'], ['handle', '@patrykmzrk']] },
  { genre: 'forum', text: 'Poszukuję kontaktu do Elwiry Skowron, chodziłyśmy razem do liceum w Pile w latach 90. Jej brat Rysiek też mile widziany :)', values: [['first', 'Elwiry'], ['surname', 'Skowron'], ['first', 'Rysiek']], optIn: ['Pile'] },
  { genre: 'caps', text: 'ODBIORCA: PAN HIEU DANG, TEL. 787 112 903\nUWAGI: DZWONIĆ PRZED DOSTAWĄ', values: [['first', 'HIEU'], ['surname', 'DANG'], ['id', '787 112 903']] },
];

export const HOLDOUT_16_CLEAN: string[] = [
  'Na zimę kupiłam nowe opony, bo mróz w tym roku przyszedł wcześniej niż zwykle.',
  'W ogrodzie zamieszkała sowa, a pod dachem gniazdo uwiły wróble.',
  'Przepis na rosół: 1 kura, 2 marchewki, pietruszka, kawałek selera, liść laurowy i ziele angielskie.',
  'Infolinia banku: 801 300 800, czynna od poniedziałku do piątku w godz. 8-20.',
  'Kod produktu: WX-4471-PL, partia 2026/11, data ważności 03.2028.',
  'Lis przebiegł przez drogę tuż przed maską, na szczęście zdążyłem zahamować.',
  'Baran to pierwszy znak zodiaku, a Wodnik jedenasty.',
  'Spotkanie zespołu przeniesione na czwartek 10:00, sala konferencyjna B, proszę przygotować raporty kwartalne.',
  'Aleje Jerozolimskie będą zamknięte w weekend z powodu remontu torowiska.',
  'Kupiłem używanego Opla Corsę, spalanie 5,2 l na setkę, polecam.',
  'Dzisiaj w Biedronce promocja na masło: 4,99 zł za kostkę, limit 4 sztuki na paragon.',
  'Wiśnie w tym roku obrodziły, zrobimy konfitury i nalewkę.',
  'Temperatura w nocy spadnie do minus 12 stopni, synoptycy ostrzegają przed gołoledzią.',
  'Router restartuje się co godzinę, model AX3000, firmware 1.2.7 – co robić?',
  'hej, masz moze ladowarke usb-c? moja padla a mam jeszcze 3 godziny pociagiem',
  'Wilk syty i owca cała – tak bym podsumował ten kompromis.',
  'Gołąbki z kaszą i grzybami: kapusta włoska, kasza gryczana, suszone borowiki, cebula.',
  'Kos śpiewa o świcie najgłośniej ze wszystkich ptaków w parku.',
  'Wisła wygrała 2:1 z Legią, zwycięską bramkę strzelono w 89. minucie.',
  'Przypominamy, że od 1 stycznia zmienia się stawka podatku od nieruchomości.',
  'Kurs walut: EUR 4,28, USD 3,95, CHF 4,51 (kupno).',
  'Pogotowie ratunkowe 999, straż pożarna 998, policja 997, numer alarmowy 112.',
  'ma ktos notatki z wykladu z makro? bylem chory w czwartek',
  'Róże, lilie i malwy najlepiej rosną w słonecznym miejscu, osłoniętym od wiatru.',
  'Sprzedam kanapę IKEA KIVIK, stan dobry, odbiór osobisty, cena do negocjacji.',
  'Zima stulecia w 1979 roku sparaliżowała cały kraj na kilka tygodni.',
  'Król Lew to ulubiona bajka mojego syna, oglądamy ją co weekend.',
];
