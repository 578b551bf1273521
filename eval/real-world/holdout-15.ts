// A fifteenth held-out set of made-up real-world Polish texts, written on 2026-11-29 blind and frozen: no rule,
// filter or model was written from it, and its author read only the format of holdout.ts and holdout-7.ts, run.ts
// and forward.ts: neither the detection code, nor the probe tests, nor the docs, nor the other held-out texts. Same
// format and scoring as holdout.ts (`npx tsx eval/real-world/run.ts --set 15`). Do not fix detection against these
// texts: a leak found here is reported, and a fix is tested on texts of its own. When this set has been used to
// choose anything, it is spent for that class of leak: say so here and write a new set.
//
// Values are what a new account's default settings must keep from the provider. Street addresses, postal codes,
// dates of birth, places of birth, vehicle plates and IP addresses also occur, but they are off by default: they
// sit in `optIn` and run.ts does not score them. Company hotlines, office numbers and extensions are not personal
// and are not scored. Identifiers have valid checksums (PESEL, NIP, REGON, NRB/IBAN with a valid sort code, Luhn,
// ID card, Polish passport; computed by a throwaway script, seed 20261129), also where OCR noise has changed a
// character; the Ukrainian passports have no check digit. All people, nicks and numbers are invented.
// Spent so far: every kind of leak it showed after the sixteenth round (the seventeenth round was written from those
// kinds with made-up examples, 2026-11-29): it is no longer a held-out figure. Its first 19 texts were also seen
// whole, by mistake, before that round was written.


import type { HoldoutText } from './holdout.js';

/** A held-out text, with the values of types that are off by default (not scored by run.ts). */
export interface Holdout15Text extends HoldoutText { optIn?: string[] }

export const HOLDOUT_15: Holdout15Text[] = [
  // chat / messenger: lowercase, no diacritics, typos, diminutives, every grammatical case
  { genre: 'chat', text: 'siema, widziales sie z jackiem? mowil ze krzysiek bednarz sprzedaje passata, dzwon do niego 605 318 927', values: [['first', 'jackiem'], ['first', 'krzysiek'], ['surname', 'bednarz'], ['id', '605 318 927']] },
  { genre: 'chat', text: 'kochanie kupisz po drodze mleko? i zadzwon do babci haliny bo sie martwi ze nie odbierasz 😘', values: [['first', 'haliny']] },
  { genre: 'chat', text: 'nie uwierzysz, mariolka z ksiegowosci wychodzi za tego kowalczyka z IT xD', values: [['first', 'mariolka'], ['surname', 'kowalczyka']] },
  { genre: 'chat', text: 'daj mi nr do pana wilka od hydrauliki, tego co nam robil lazienke w zeszlym roku', values: [['surname', 'wilka']] },
  { genre: 'chat', text: 'olu a wiesz ze sebastian mroz sie rozwodzi?? tylko nikomu nie mow bo mi glupio', values: [['first', 'olu'], ['first', 'sebastian'], ['surname', 'mroz']] },
  { genre: 'chat', text: 'bylam wczoraj na kawie z magda i jej mezem, gadalysmy o tobie i o pawle, pozdrawiaja cie', values: [['first', 'magda'], ['first', 'pawle']] },
  { genre: 'chat', text: 'przekaz dominikowi ze jutro nie ma treningu bo trener sikora jest chory', values: [['first', 'dominikowi'], ['surname', 'sikora']] },
  { genre: 'chat', text: 'nie ma jeszcze wyplaty od olega a sasha bondarenko pyta kiedy bedzie grafik na grudzien', values: [['first', 'olega'], ['first', 'sasha'], ['surname', 'bondarenko']] },
  { genre: 'chat', text: 'wiktoria mi pisala ze jej pesel to 03260123108 i pyta czy moze sie sama zarejestrowac do lekarza', values: [['first', 'wiktoria'], ['id', '03260123108']] },
  { genre: 'chat', text: 'ten nowy kierownik to jakis sowa, marek sowa chyba, znasz go?', values: [['first', 'marek'], ['surname', 'sowa']] },
  { genre: 'chat', text: 'hej przepraszam ze tak pisze ale czy to ty jestes ta justyna z liceum w pucku? ja jestem agata nowakowska teraz zielinska 🙈', values: [['first', 'justyna'], ['first', 'agata'], ['surname', 'nowakowska'], ['surname', 'zielinska']] },
  { genre: 'chat', text: 'wez mi przypomnij jak ma na imie ta corka ciotki basi... ksenia? kseniaa!! no wlasnie', values: [['first', 'basi'], ['first', 'ksenia']] },
  { genre: 'chat', text: 'jutro przychodzi pani zima na sprzatanie, zostaw jej klucze pod wycieraczka, a pan kura od gazu bedzie w srode', values: [['surname', 'zima'], ['surname', 'kura']] },
  { genre: 'chat', text: 'zapisalem nas do dentysty, do doktora baka na 16, pamietaj zeby nie jesc przed', values: [['surname', 'baka']] },
  { genre: 'chat', text: 'paczka od pani wrony przyszla, ta z 5 pietra, mam ja oddac czy zostawic u ciebie?', values: [['surname', 'wrony']] },
  { genre: 'chat', text: 'masz tu moja karte 4263 0279 2631 6982 wazna do 08/28, zamow te bilety na sylwestra, dzieki igusia <3', values: [['id', '4263 0279 2631 6982'], ['first', 'igusia']] },
  { genre: 'chat', text: 'znasz moze Olafa? poznalam go na tinderze, nazywa sie Olaf Brzeziński, chce sprawdzic czy nie sciemnia', values: [['first', 'Olafa'], ['first', 'Olaf'], ['surname', 'Brzeziński']] },
  { genre: 'chat', text: 'znalazlam go na fb: facebook.com/rafal.szymczak.754 – to ten sam co ci wisi kase?', values: [['handle', 'rafal.szymczak.754']] },
  { genre: 'chat', text: 'Pani Natalko, czynsz za grudzień proszę przelać jak zawsze na PL33 1140 9999 2829 2143 5260 1723, pozdrawiam Lech', values: [['first', 'Natalko'], ['id', 'PL33 1140 9999 2829 2143 5260 1723'], ['first', 'Lech']] },
  { genre: 'chat', text: 'wystaw fakture na firme zony, dane: Usługi Fryzjerskie Monika Zawisza, nip 891 963 56 75, adres ten sam co zawsze', values: [['first', 'Monika'], ['surname', 'Zawisza'], ['id', '891 963 56 75']] },
  { genre: 'chat', text: 'hi ate, please send the 500 zl to my account PL80 1054 2129 8088 5807 6472 3799, salamat po! – Joy Santos', values: [['id', 'PL80 1054 2129 8088 5807 6472 3799'], ['first', 'Joy'], ['surname', 'Santos']] },
  { genre: 'chat', text: 'Do babci dzwoń na stacjonarny (12) 644 87 31, komórki i tak nie odbiera', values: [['id', '(12) 644 87 31']] },

  // voice-to-text: no punctuation, numbers as dictated
  { genre: 'voice', text: 'wiadomosc od jadwiga pietrzak prosze oddzwonic na 601 244 839 chodzi o wizyte meza henryka pietrzaka w piatek o dziesiatej', values: [['first', 'jadwiga'], ['surname', 'pietrzak'], ['id', '601 244 839'], ['first', 'henryka'], ['surname', 'pietrzaka']] },
  { genre: 'voice', text: 'notatka glosowa zadzwonic do pani zofii kaczmarek z przedszkola w sprawie zapisu zuzi pesel zuzi 16300365806 i przyniesc zaswiadczenie', values: [['first', 'zofii'], ['surname', 'kaczmarek'], ['first', 'zuzi'], ['id', '16300365806']] },
  { genre: 'voice', text: 'ok google wyslij wiadomosc do tomasz grabowski tresc bede za dziesiec minut czekaj pod zabka', values: [['first', 'tomasz'], ['surname', 'grabowski']] },
  { genre: 'voice', text: 'prosze zapisac moj adres mailowy marta kropka lewandowska malpa wp kropka pl i numer telefonu potem podam', values: [['first', 'marta'], ['surname', 'lewandowska']] },
  { genre: 'voice', text: 'spotkanie z klientem pan adam jasinski firma jasbud nip 3148726206 chce wycene dachu na przyszly tydzien oddzwonic po czternastej', values: [['first', 'adam'], ['surname', 'jasinski'], ['id', '3148726206']] },
  { genre: 'voice', text: 'dzwonie w sprawie reklamacji moje dane to lukasz borowiec pesel 83041714354 numer zamowienia mam na mailu', values: [['first', 'lukasz'], ['surname', 'borowiec'], ['id', '83041714354']] },

  // SMS
  { genre: 'sms', text: 'Przypominamy o wizycie Pani Bożeny Adamczyk u dr. Nowickiego 12.12 godz. 9:30. Odwołanie wizyty: 22 351 00 00. Przychodnia Zdrowie', values: [['first', 'Bożeny'], ['surname', 'Adamczyk'], ['surname', 'Nowickiego']] },
  { genre: 'sms', text: 'Mamo to ja Kamil, mam nowy numer 739 402 118 bo tamten zgubilem. Wyslij prosze 800 zl na konto 35 1751 3386 7571 8108 5674 6267, pilne!!', values: [['first', 'Kamil'], ['id', '739 402 118'], ['id', '35 1751 3386 7571 8108 5674 6267']] },
  { genre: 'sms', text: 'DPD: paczka dla STANISLAW WROBLEWSKI czeka w automacie przy ul. Kościuszki 8. Kod odbioru: 448213', values: [['first', 'STANISLAW'], ['surname', 'WROBLEWSKI']], optIn: ['ul. Kościuszki 8'] },
  { genre: 'sms', text: 'Tu Renia, od jutra pisz na ten nr. Stary 698 221 537 juz nieaktualny. Pozdro dla Tadka', values: [['first', 'Renia'], ['id', '698 221 537'], ['first', 'Tadka']] },
  { genre: 'sms', text: 'Pani Lidio, wyniki są do odbioru w gabinecie dr Żurawskiej, pon.-pt. 8-15. Rejestracja', values: [['first', 'Lidio'], ['surname', 'Żurawskiej']] },
  { genre: 'sms', text: 'Twoj numer PESEL 94050324265 zostal zastrzezony. Aby cofnac zastrzezenie, potwierdz dane w ciagu 24h', values: [['id', '94050324265']] },

  // group chats with timestamps and speaker names
  { genre: 'groupchat', text: '[19:02] Ewelina: kto bierze ciasto na piątek?\n[19:03] Rysiek Kania: ja mogę sernik\n[19:05] Ewelina: super, a Bartek i Gośka?\n[19:06] gosia_m: ja sałatkę 🥗', values: [['first', 'Ewelina'], ['first', 'Rysiek'], ['surname', 'Kania'], ['first', 'Bartek'], ['first', 'Gośka'], ['handle', 'gosia_m']] },
  { genre: 'groupchat', text: '28.11.2026, 21:14 - Irek Zięba: Panowie jutro gramy o 20 na Orliku\n28.11.2026, 21:15 - +48 512 903 447: będę, ale spóźniony\n28.11.2026, 21:17 - Łukasz D.: kto ma piłkę? Zięba weź swoją', values: [['first', 'Irek'], ['surname', 'Zięba'], ['id', '+48 512 903 447'], ['first', 'Łukasz']] },
  { genre: 'groupchat', text: 'Anna Szulc 10:42\nczy ktoś ma dostęp do skrzynki p. Ryszarda?\nPiotr Gajewski 10:44\nRyszard Mazur jest na L4 do piątku, pisz do Eli', values: [['first', 'Anna'], ['surname', 'Szulc'], ['first', 'Ryszarda'], ['first', 'Piotr'], ['surname', 'Gajewski'], ['first', 'Ryszard'], ['surname', 'Mazur'], ['first', 'Eli']] },
  { genre: 'groupchat', text: 'Grupa Rodzice 3B 🏫\nMama Igi: czy ktoś wie, czy pani Przybylska będzie jutro?\nTata Frania: Przybylska na zwolnieniu, zastępstwo ma p. Kos\nAsia (mama Leny): dzięki!', values: [['first', 'Igi'], ['surname', 'Przybylska'], ['first', 'Frania'], ['surname', 'Kos'], ['first', 'Asia'], ['first', 'Leny']] },

  // e-mails: forwarded headers, signatures, replies
  { genre: 'email', text: 'Od: Beata Zalewska <b.zalewska@kancelaria-bzp.pl>\nWysłano: czwartek, 27 listopada 2026 14:05\nDo: Marcin Urban <marcin.urban84@gmail.com>\nDW: sekretariat@kancelaria-bzp.pl\nTemat: RE: umowa najmu\n\nPanie Marcinie, w załączeniu poprawiona umowa.', values: [['first', 'Beata'], ['surname', 'Zalewska'], ['id', 'b.zalewska@kancelaria-bzp.pl'], ['first', 'Marcin'], ['surname', 'Urban'], ['id', 'marcin.urban84@gmail.com'], ['first', 'Marcinie']] },
  { genre: 'email', text: 'Dzień dobry,\nprzesyłam fakturę korygującą zgodnie z wczorajszą rozmową.\n\nZ poważaniem\nKatarzyna Wójcik-Baran\nSpecjalista ds. rozliczeń\nkom. 662 118 094\nBudmax Sp. z o.o. | tel. 61 855 20 00', values: [['first', 'Katarzyna'], ['surname', 'Wójcik'], ['surname', 'Baran'], ['id', '662 118 094']] },
  { genre: 'email', text: 'Hi Tom,\nplease find attached the CV of our candidate, Mr Nguyen Van Long (PESEL 92101970292). He has been living in Wrocław since 2015.\nBest regards,\nAgnieszka', values: [['first', 'Tom'], ['surname', 'Nguyen'], ['first', 'Long'], ['id', '92101970292'], ['first', 'Agnieszka']] },
  { genre: 'email', text: 'W dniu 27.11.2026 o 14:05 Grzegorz Lis <grzegorz.lis@onet.pl> napisał:\n> Czy mogę odebrać klucze w sobotę?\n\nTak, zostawię je u sąsiadki, pani Wiesi z parteru.', values: [['first', 'Grzegorz'], ['surname', 'Lis'], ['id', 'grzegorz.lis@onet.pl'], ['first', 'Wiesi']] },
  { genre: 'email', text: 'Szanowni Państwo,\nproszę o zmianę numeru konta do wypłaty wynagrodzenia na: 42 1246 1233 9457 6613 9526 1973.\nDominika Sadowska-Nowak\nDział logistyki, nr ewid. 4471', values: [['id', '42 1246 1233 9457 6613 9526 1973'], ['first', 'Dominika'], ['surname', 'Sadowska'], ['surname', 'Nowak']] },
  { genre: 'email', text: 'Od: Kowalewski Artur\nDo: Szymańska Ewa; Jabłoński Krzysztof; recepcja\nTemat: grafik dyżurów – grudzień\n\nEwo, Krzysztofie – proszę o uwagi do piątku. A.K.', values: [['surname', 'Kowalewski'], ['first', 'Artur'], ['surname', 'Szymańska'], ['first', 'Ewa'], ['surname', 'Jabłoński'], ['first', 'Krzysztof'], ['first', 'Ewo'], ['first', 'Krzysztofie']] },
  { genre: 'email', text: 'Dzień dobry, piszę w sprawie syna Bohdana Hnatiuka z klasy 4b. Bohdan był chory od poniedziałku, proszę usprawiedliwić nieobecność.\nIryna Hnatiuk, tel. 880 412 557', values: [['first', 'Bohdana'], ['surname', 'Hnatiuka'], ['first', 'Bohdan'], ['first', 'Iryna'], ['surname', 'Hnatiuk'], ['id', '880 412 557']] },
  { genre: 'email', text: 'Rezerwacja 7781-PL, pasażerowie:\n1) PAWLIK/ROKSANA MRS  paszport WH4657043\n2) PAWLIK/ADRIAN MR  paszport OP7109460\nKontakt do zamawiającej: r.pawlik@gmail.com', values: [['surname', 'PAWLIK'], ['first', 'ROKSANA'], ['id', 'WH4657043'], ['first', 'ADRIAN'], ['id', 'OP7109460'], ['id', 'r.pawlik@gmail.com']] },

  // forms: labels above values, bilingual, pipes, dotted leaders, OCR look-alikes
  { genre: 'form', text: 'IMIĘ (IMIONA)\nJANUSZ ANTONI\nNAZWISKO\nDĄBROWSKI\nNR PESEL\n62110213590\nADRES ZAMIESZKANIA\nUL. KOPERNIKA 14/3, 87-100 TORUŃ', values: [['first', 'JANUSZ'], ['first', 'ANTONI'], ['surname', 'DĄBROWSKI'], ['id', '62110213590']], optIn: ['UL. KOPERNIKA 14/3', '87-100'] },
  { genre: 'form', text: 'Imię / First name: Oksana\nNazwisko / Surname: Kovalenko\nNr paszportu / Passport No.: FX482913\nObywatelstwo / Citizenship: Ukraina\nData urodzenia / Date of birth: 14.03.1991', values: [['first', 'Oksana'], ['surname', 'Kovalenko'], ['id', 'FX482913']], optIn: ['14.03.1991'] },
  { genre: 'form', text: 'WNIOSEK O KARTĘ PARKINGOWĄ\nNAZWISK0: KRAWCZYK\nIMIĘ: M0NIKA\nPESEL: 9O02118O485\nNR REJ.: WI 4827K', values: [['surname', 'KRAWCZYK'], ['first', 'M0NIKA'], ['id', '9O02118O485']], optIn: ['WI 4827K'] },
  { genre: 'form', text: 'Zgłaszający: Wojciech Kamiński | PESEL: 75013029858 | dowód: ELB590848 | tel.: 501-377-920', values: [['first', 'Wojciech'], ['surname', 'Kamiński'], ['id', '75013029858'], ['id', 'ELB590848'], ['id', '501-377-920']] },
  { genre: 'form', text: 'Nazwa odbiorcy: Teresa i Zbigniew Kołodziej\nRachunek odbiorcy: PL56 2490 5752 4226 9344 8292 2664\nTytuł: zwrot kaucji – lokal 12', values: [['first', 'Teresa'], ['first', 'Zbigniew'], ['surname', 'Kołodziej'], ['id', 'PL56 2490 5752 4226 9344 8292 2664']] },
  { genre: 'form', text: 'KARTA REJESTRACYJNA UCZESTNIKA\nNazwisko: Beridze\nImię: Nino\nNarodowość: gruzińska\nTelefon: 570 882 413\nE-mail: nino.beridze@outlook.com', values: [['surname', 'Beridze'], ['first', 'Nino'], ['id', '570 882 413'], ['id', 'nino.beridze@outlook.com']] },
  { genre: 'form', text: 'imię i nazwisko: kasprzak dariusz\nnr dowodu: fpm 366650\nnr konta: 08 1023 4226 1884 8435 0018 6669', values: [['surname', 'kasprzak'], ['first', 'dariusz'], ['id', 'fpm 366650'], ['id', '08 1023 4226 1884 8435 0018 6669']] },
  { genre: 'form', text: 'KWESTIONARIUSZ OSOBOWY DLA PRACOWNIKA\n1. Imię (imiona) i nazwisko ....Agnieszka Maria Pawłowska....\n2. Imiona rodziców ....Jan, Krystyna....\n3. Data urodzenia ....21.03.1973....\n4. Numer PESEL ....73032116940....\n5. Nr rachunku ....PL11 1144 5519 3496 6579 1115 5997....', values: [['first', 'Agnieszka'], ['first', 'Maria'], ['surname', 'Pawłowska'], ['first', 'Jan'], ['first', 'Krystyna'], ['id', '73032116940'], ['id', 'PL11 1144 5519 3496 6579 1115 5997']], optIn: ['21.03.1973'] },
  { genre: 'form', text: 'RZECZPOSPOLITA POLSKA / REPUBLIC OF POLAND\nDOWÓD OSOBISTY / IDENTITY CARD\nNAZWISKO / SURNAME\nJAKUBOWSKA\nIMIONA / GIVEN NAMES\nMAŁGORZATA ANNA\nNUMER DOWODU / ID CARD NUMBER\nBYE 182747\nNUMER PESEL / PERSONAL NUMBER\n86l2O53O5O8', values: [['surname', 'JAKUBOWSKA'], ['first', 'MAŁGORZATA'], ['first', 'ANNA'], ['id', 'BYE 182747'], ['id', '86l2O53O5O8']] },
  { genre: 'form', text: 'UMOWA KUPNA-SPRZEDAŻY SAMOCHODU\nSprzedający: Henryk Sobiech, dowód osobisty IHU 970193\nKupujący: Arkadiusz Lipa, dowód osobisty ADB120272\nPojazd: Skoda Octavia, nr rej. KR 7H204', values: [['first', 'Henryk'], ['surname', 'Sobiech'], ['id', 'IHU 970193'], ['first', 'Arkadiusz'], ['surname', 'Lipa'], ['id', 'ADB120272']], optIn: ['KR 7H204'] },
  { genre: 'form', text: 'Wpis CEIDG: Szymon Kulesza, firma: KULESZA TRANSPORT, NIP: 8428243196, REGON: 237118590, status: aktywny', values: [['first', 'Szymon'], ['surname', 'Kulesza'], ['id', '8428243196'], ['id', '237118590']] },
  { genre: 'form', text: 'Licencja zawodnika nr 0457/26\nNikodem Czapla, ur. 27.11.2005\nPESEL 05312776979\nklub: KS Wisłoka Dębica', values: [['first', 'Nikodem'], ['surname', 'Czapla'], ['id', '05312776979']], optIn: ['27.11.2005'] },

  // ALL CAPS statements and protocols
  { genre: 'caps', text: 'OŚWIADCZENIE\nJA, NIŻEJ PODPISANA HALINA GRZELAK, ZAM. W RADOMIU, OŚWIADCZAM, ŻE MÓJ SYN PRZEMYSŁAW GRZELAK NIE POSIADA ŻADNYCH ZALEGŁOŚCI.', values: [['first', 'HALINA'], ['surname', 'GRZELAK'], ['first', 'PRZEMYSŁAW']] },
  { genre: 'caps', text: 'PROTOKÓŁ ODBIORU LOKALU: NAJEMCA – VIKTORIIA SHEVCHUK, NR PASZPORTU EK 734102, STAN LICZNIKA 04312', values: [['first', 'VIKTORIIA'], ['surname', 'SHEVCHUK'], ['id', 'EK 734102']] },
  { genre: 'caps', text: 'UPOWAŻNIENIE DO ODBIORU DZIECKA: BABCIA – DANUTA ŁUKASIEWICZ (DOWÓD ZIF999485), DZIADEK – JERZY ŁUKASIEWICZ', values: [['first', 'DANUTA'], ['surname', 'ŁUKASIEWICZ'], ['id', 'ZIF999485'], ['first', 'JERZY']] },
  { genre: 'caps', text: 'P0KWIT0WANIE\nOtrzymałem od Pani Jadwigi Rogalskiej kwotę 2000 zł tytułem zaliczki za remont łazienki.\nWykonawca: Leszek Bator, NIP 452-036-87-83', values: [['first', 'Jadwigi'], ['surname', 'Rogalskiej'], ['first', 'Leszek'], ['surname', 'Bator'], ['id', '452-036-87-83']] },

  // call-centre, helpdesk and interview transcripts
  { genre: 'call', text: 'Konsultant: Dzień dobry, infolinia Energa, w czym mogę pomóc?\nKlient: Dzień dobry, nazywam się Henryk Maj, chciałem zgłosić awarię.\nKonsultant: Poproszę PESEL.\nKlient: 55081648573.\nKonsultant: Dziękuję, panie Henryku.', values: [['first', 'Henryk'], ['surname', 'Maj'], ['id', '55081648573'], ['first', 'Henryku']] },
  { genre: 'call', text: 'AGENT: proszę przeliterować nazwisko\nROZMÓWCA: Chrząszcz. Ch jak Chełm, r, z, ą...\nAGENT: dziękuję, a imię?\nROZMÓWCA: Bogumiła. Telefon kontaktowy 884 120 376.', values: [['surname', 'Chrząszcz'], ['first', 'Bogumiła'], ['id', '884 120 376']] },
  { genre: 'call', text: 'Klient: nie mogę się zalogować, mój login to jpawlowska_77\nKonsultant (Marek): Pani Joanno, wysłałem link resetu hasła na adres j.pawlowska77@interia.pl', values: [['handle', 'jpawlowska_77'], ['first', 'Marek'], ['first', 'Joanno'], ['id', 'j.pawlowska77@interia.pl']] },
  { genre: 'call', text: 'Rozmowa 2026/11/3391, szkoda komunikacyjna. Zgłaszająca: Vo Thi Hoa, tel. 727 315 884, nr polisy 920044813771. Pani Hoa prosi o kontakt po 16.', values: [['surname', 'Vo'], ['first', 'Hoa'], ['id', '727 315 884']] },
  { genre: 'call', text: 'Zgłoszenie #40417\nUżytkownik: tkaczmarczyk (Teodor Kaczmarczyk, Dział Płac)\nOpis: po zmianie hasła nie działa VPN, tel. wew. 2214', values: [['handle', 'tkaczmarczyk'], ['first', 'Teodor'], ['surname', 'Kaczmarczyk']] },
  { genre: 'interview', text: 'WYWIAD 7 (transkrypcja)\nBADACZKA: Jak długo pani tu pracuje?\nR: Od 2009, jeszcze za starego szefa, pana Zimnego. Potem przyszła Lucyna Hajduk i wszystko się zmieniło.\nBADACZKA: A pani Hajduk nadal tu jest?', values: [['surname', 'Zimnego'], ['first', 'Lucyna'], ['surname', 'Hajduk']] },
  { genre: 'interview', text: 'PROWADZĄCY: Moim gościem jest dziś Rajesh Kumar, programista z Bangalore, który od pięciu lat mieszka w Gdańsku.\nRAJESH: Dzięki, Michał. Tak, przyjechałem tu z żoną Priyą i dwójką dzieci.', values: [['first', 'Rajesh'], ['surname', 'Kumar'], ['first', 'Michał'], ['first', 'Priyą']] },
  { genre: 'interview', text: 'REKRUTERKA: Proszę się przedstawić.\nKANDYDAT: Nazywam się Paweł Jaśkowiak, mam 34 lata, ostatnio pracowałem w magazynie pod Poznaniem u kierownika Bieleckiego.\nREKRUTERKA: Dlaczego pan odszedł?', values: [['first', 'Paweł'], ['surname', 'Jaśkowiak'], ['surname', 'Bieleckiego']] },

  // court, bailiff and police records
  { genre: 'court', text: 'Sygn. akt II K 412/26\nWYROK W IMIENIU RZECZYPOSPOLITEJ POLSKIEJ\n... oskarżonego Mateusza Kubiaka, syna Andrzeja i Ewy z d. Marczak, ur. 25 sierpnia 1997 r. w Kielcach, PESEL 97082512631', values: [['first', 'Mateusza'], ['surname', 'Kubiaka'], ['first', 'Andrzeja'], ['first', 'Ewy'], ['surname', 'Marczak'], ['id', '97082512631']], optIn: ['25 sierpnia 1997', 'Kielcach'] },
  { genre: 'court', text: 'Na rozprawę stawili się: powódka Renata Żak osobiście z pełnomocnikiem adw. Piotrem Cichoniem; pozwany Zdzisław Bąk nie stawił się, zawiadomiony prawidłowo.', values: [['first', 'Renata'], ['surname', 'Żak'], ['first', 'Piotrem'], ['surname', 'Cichoniem'], ['first', 'Zdzisław'], ['surname', 'Bąk']] },
  { genre: 'court', text: 'postanawia: stwierdzić, że spadek po Józefie Kalecie, zmarłym 3 marca 2025 r., ostatnio stale zamieszkałym w Nowym Sączu, na podstawie ustawy nabyli: żona Stanisława Kaleta i syn Wiesław Kaleta, po 1/2 części', values: [['first', 'Józefie'], ['surname', 'Kalecie'], ['first', 'Stanisława'], ['surname', 'Kaleta'], ['first', 'Wiesław']] },
  { genre: 'court', text: 'Komornik Sądowy przy Sądzie Rejonowym w Tarnowie Rafał Sęk zawiadamia dłużnika Grzegorza Koniecznego (PESEL 81101005037) o zajęciu wierzytelności z rachunku nr 07 1243 9535 7631 7659 2727 7592.', values: [['first', 'Rafał'], ['surname', 'Sęk'], ['first', 'Grzegorza'], ['surname', 'Koniecznego'], ['id', '81101005037'], ['id', '07 1243 9535 7631 7659 2727 7592']] },
  { genre: 'police', text: 'NOTATKA URZĘDOWA\nW dniu 26.11.2026 r. o godz. 23:40 w Lublinie przy ul. Narutowicza 5 wylegitymowano mężczyznę, który podał się za Kamila Szewczyka (PESEL 01211522617).', values: [['first', 'Kamila'], ['surname', 'Szewczyka'], ['id', '01211522617']], optIn: ['ul. Narutowicza 5'] },
  { genre: 'police', text: 'Zgłaszający: Fatih Yılmaz, obywatel Turcji, tel. 793 005 218. Skradziono rower marki Kross, nr ramy WC1234567. Świadek zdarzenia: Barbara Nowicka.', values: [['first', 'Fatih'], ['surname', 'Yılmaz'], ['id', '793 005 218'], ['first', 'Barbara'], ['surname', 'Nowicka']] },
  { genre: 'police', text: 'Protokół przesłuchania świadka: Sylwia Mróz-Dąbek, ur. 09.09.1979, PESEL 79090957567, zam. Łódź; pouczona o odpowiedzialności karnej za składanie fałszywych zeznań.', values: [['first', 'Sylwia'], ['surname', 'Mróz'], ['surname', 'Dąbek'], ['id', '79090957567']], optIn: ['09.09.1979'] },
  { genre: 'police', text: 'Zgłaszająca Marianna Dudziak podała, że w dniu 20.11 z jej karty 5107 5367 5005 4821 pobrano bez jej wiedzy 2400 zł.', values: [['first', 'Marianna'], ['surname', 'Dudziak'], ['id', '5107 5367 5005 4821']] },

  // parish records
  { genre: 'parish', text: 'Z ksiąg parafii pw. św. Wojciecha: w niedzielę 30 listopada sakrament chrztu przyjmą Antoni Wrona, syn Pawła i Sylwii, oraz Hanna Mucha, córka Krzysztofa i Eweliny.', values: [['first', 'Antoni'], ['surname', 'Wrona'], ['first', 'Pawła'], ['first', 'Sylwii'], ['first', 'Hanna'], ['surname', 'Mucha'], ['first', 'Krzysztofa'], ['first', 'Eweliny']] },
  { genre: 'parish', text: 'Do sakramentu małżeństwa przystępują: kawaler Mikołaj Kruk z parafii tutejszej i panna Weronika Kasza z parafii Matki Bożej Częstochowskiej w Kłodzku. Zapowiedź druga.', values: [['first', 'Mikołaj'], ['surname', 'Kruk'], ['first', 'Weronika'], ['surname', 'Kasza']] },
  { genre: 'parish', text: 'Intencje: pon. 7:00 – † Genowefa i Władysław Sroka w rocznicę śmierci; 18:00 – o zdrowie dla Ireny w 80. urodziny; wt. 7:00 – † Tadeusz Pies od sąsiadów.', values: [['first', 'Genowefa'], ['first', 'Władysław'], ['surname', 'Sroka'], ['first', 'Ireny'], ['first', 'Tadeusz'], ['surname', 'Pies']] },

  // school e-register
  { genre: 'school', text: 'Wiadomość od: Pietrzykowska Elżbieta (nauczyciel)\nDo: rodzice ucznia Oskar Banaś (kl. 6a)\nTemat: uwaga\nOskar nie oddał pracy domowej z matematyki trzeci raz z rzędu. Proszę o kontakt.', values: [['surname', 'Pietrzykowska'], ['first', 'Elżbieta'], ['first', 'Oskar'], ['surname', 'Banaś']] },
  { genre: 'school', text: 'Frekwencja – klasa 2c, 27.11\n1. Adamiak Zuzanna – ob\n2. Bąk Tymon – nb (usp.)\n3. Chmiel Ignacy – sp\n4. Dudek-Wilk Laura – ob', values: [['surname', 'Adamiak'], ['first', 'Zuzanna'], ['surname', 'Bąk'], ['first', 'Tymon'], ['surname', 'Chmiel'], ['first', 'Ignacy'], ['surname', 'Dudek'], ['surname', 'Wilk'], ['first', 'Laura']] },
  { genre: 'school', text: 'Zeszyt korespondencji: Proszę o zwolnienie córki Amelii z lekcji wf w dniu 2.12 z powodu wizyty u ortodonty. Z poważaniem, Iwona Kędzierska', values: [['first', 'Amelii'], ['first', 'Iwona'], ['surname', 'Kędzierska']] },

  // medical
  { genre: 'medical', text: 'SKIEROWANIE DO PORADNI NEUROLOGICZNEJ\nPacjent: Ryszard Gołębiowski\nPESEL: 66051332675\nRozpoznanie: G43.0 Migrena bez aury\nLekarz kierujący: lek. med. Iwona Stępień', values: [['first', 'Ryszard'], ['surname', 'Gołębiowski'], ['id', '66051332675'], ['first', 'Iwona'], ['surname', 'Stępień']] },
  { genre: 'medical', text: 'raport pielęgniarski sala 4: p. zalewski (łóżko 2) – gorączka 38,2, podano pyralginę; pani irena kowal – bez zmian, córka dzwoniła z nr 508 441 290, prosi o telefon od lekarza', values: [['surname', 'zalewski'], ['first', 'irena'], ['surname', 'kowal'], ['id', '508 441 290']] },
  { genre: 'medical', text: 'Twoja e-recepta: kod 4821. Pacjent: Maciej Baran, PESEL 88072837395. Realizacja w aptece po podaniu kodu i numeru PESEL.', values: [['first', 'Maciej'], ['surname', 'Baran'], ['id', '88072837395']] },
  { genre: 'medical', text: 'KARTA INFORMACYJNA LECZENIA SZPITALNEGO\nImię i nazwisko: Grażyna Wilczek  PESEL: 58031441448\nOddział Chorób Wewnętrznych, lekarz prowadzący: dr n. med. Aleksander Fiedorowicz\nZalecenia: kontrola w POZ za 7 dni.', values: [['first', 'Grażyna'], ['surname', 'Wilczek'], ['id', '58031441448'], ['first', 'Aleksander'], ['surname', 'Fiedorowicz']] },
  { genre: 'medical', text: 'Skierowanie na badanie: RTG klatki piersiowej\nPacjent: Wanda Cieślik\nPESEL: 4912241208l\nLekarz: podpis nieczytelny', values: [['first', 'Wanda'], ['surname', 'Cieślik'], ['id', '4912241208l']] },
  { genre: 'medical', text: 'Zlecenie na zabiegi fizjoterapeutyczne (10 x laser, 10 x pole magnetyczne): pacjentka Ludmiła Szafran, PESEL 68040435082, rozpoznanie M54.5', values: [['first', 'Ludmiła'], ['surname', 'Szafran'], ['id', '68040435082']] },

  // ads: real estate, cars, rooms, lost pets
  { genre: 'ad', text: 'Sprzedam mieszkanie 3-pokojowe, 58 m², Bemowo, ul. Powstańców Śląskich. Bez pośredników! Kontakt: Jolanta, 602 557 013 (po 17). Cena 820 000 zł do negocjacji.', values: [['first', 'Jolanta'], ['id', '602 557 013']] },
  { genre: 'ad', text: 'Sprzedam Opla Astrę 2014, 1.6 benzyna, przebieg 148 tys., pierwszy właściciel w kraju. Pytania: Sebastian Górecki, sebagor@o2.pl, tel. 530-118-742', values: [['first', 'Sebastian'], ['surname', 'Górecki'], ['id', 'sebagor@o2.pl'], ['id', '530-118-742']] },
  { genre: 'ad', text: 'Pokój do wynajęcia dla studentki, Kraków Bronowice, 1400 zł + media. Właściciel: Aliaksandr Sidarenka (mówię po polsku), Telegram: @sasha_sid_krk', values: [['first', 'Aliaksandr'], ['surname', 'Sidarenka'], ['handle', 'sasha_sid_krk']] },
  { genre: 'ad', text: 'ZAGINĄŁ PIES – owczarek niemiecki, wabi się Bruno. Znalazcę prosimy o kontakt: Daria 781 004 629 lub Kuba 512 660 301. Nagroda!', values: [['first', 'Daria'], ['id', '781 004 629'], ['first', 'Kuba'], ['id', '512 660 301']] },

  // CVs and job applications
  { genre: 'cv', text: 'CURRICULUM VITAE\nImię i nazwisko: Natalia Oleksiak\nData urodzenia: 03.05.1994\nTelefon: +48 697 310 552\nE-mail: natalia.oleksiak@gmail.com\nLinkedIn: linkedin.com/in/natalia-oleksiak-hr\nDoświadczenie: 2019–2026 specjalista ds. kadr, Grupa Żywiec S.A.', values: [['first', 'Natalia'], ['surname', 'Oleksiak'], ['id', '+48 697 310 552'], ['id', 'natalia.oleksiak@gmail.com'], ['handle', 'natalia-oleksiak-hr']], optIn: ['03.05.1994'] },
  { genre: 'cv', text: 'Szanowni Państwo,\nw odpowiedzi na ogłoszenie nr 55/2026 przesyłam swoją kandydaturę na stanowisko magazyniera. Mam uprawnienia UDT na wózki widłowe.\nZ wyrazami szacunku\nDawid Kurek\nul. Mickiewicza 12, 43-300 Bielsko-Biała\n691 774 203', values: [['first', 'Dawid'], ['surname', 'Kurek'], ['id', '691 774 203']], optIn: ['ul. Mickiewicza 12', '43-300'] },
  { genre: 'cv', text: 'CV – Maria Luz Dela Cruz\nNarodowość: filipińska\nDoświadczenie: opiekunka osób starszych (Warszawa, rodzina Państwa Wiśniewskich, 2022–2026)\nReferencje: pani Ewa Wiśniewska, 600 217 845\nWhatsApp: +63 917 555 0142', values: [['first', 'Maria'], ['first', 'Luz'], ['surname', 'Dela Cruz'], ['surname', 'Wiśniewskich'], ['first', 'Ewa'], ['surname', 'Wiśniewska'], ['id', '600 217 845'], ['id', '+63 917 555 0142']] },

  // notices: funeral, wedding, anniversary, invitations
  { genre: 'notice', text: 'Z głębokim żalem zawiadamiamy, że w dniu 24 listopada 2026 r. zmarł w wieku 84 lat śp. Edward Grabarczyk, kochany Mąż, Ojciec i Dziadek. Msza pogrzebowa odbędzie się w kościele pw. Najświętszego Serca Pana Jezusa. Pogrążeni w smutku: żona Leokadia, córki Ela i Beata z rodzinami.', values: [['first', 'Edward'], ['surname', 'Grabarczyk'], ['first', 'Leokadia'], ['first', 'Ela'], ['first', 'Beata']] },
  { genre: 'notice', text: 'Z radością zawiadamiamy, że 13 czerwca 2027 r. ślub biorą Aleksandra Zając i Filip Nowacki-Zima. Przyjęcie weselne w Dworku pod Lipami. Prosimy o potwierdzenie do 1 maja: Ola 609 452 180.', values: [['first', 'Aleksandra'], ['surname', 'Zając'], ['first', 'Filip'], ['surname', 'Nowacki'], ['surname', 'Zima'], ['first', 'Ola'], ['id', '609 452 180']] },
  { genre: 'notice', text: 'Kochanym Rodzicom, Krystynie i Bogdanowi Mrozom, z okazji 50. rocznicy ślubu najserdeczniejsze życzenia składają dzieci i wnuki', values: [['first', 'Krystynie'], ['first', 'Bogdanowi'], ['surname', 'Mrozom']] },
  { genre: 'notice', text: 'Zapraszamy na 7. urodziny Stasia! Sobota, 6 grudnia, Fikolandia, godz. 15. Potwierdzenie u mamy Stasia – Marty (515 042 398)', values: [['first', 'Stasia'], ['first', 'Marty'], ['id', '515 042 398']] },
  { genre: 'notice', text: 'Wesołych Świąt dla Państwa Nowickich i małej Tosi! Pozdrowienia od Wiesia i Krysi', values: [['surname', 'Nowickich'], ['first', 'Tosi'], ['first', 'Wiesia'], ['first', 'Krysi']] },
  { genre: 'notice', text: 'Protokół z zebrania Wspólnoty Mieszkaniowej „Słoneczna” z dnia 25.11.2026\nObecni: Halina Kurzawa (przewodnicząca), Sławek Bartnik, p. Gienia z lokalu 7\nUchwała nr 4/2026 przyjęta 12 głosami.', values: [['first', 'Halina'], ['surname', 'Kurzawa'], ['first', 'Sławek'], ['surname', 'Bartnik'], ['first', 'Gienia']] },
  { genre: 'notice', text: 'Wyniki biegu na 5 km (kat. M40):\n1. Grzegorz Pająk 19:41\n2. Robert Kasprowicz 20:03\n3. Jan Wolny 20:17', values: [['first', 'Grzegorz'], ['surname', 'Pająk'], ['first', 'Robert'], ['surname', 'Kasprowicz'], ['first', 'Jan'], ['surname', 'Wolny']] },

  // social media: handles, profile links, "mój nick to"
  { genre: 'social', text: 'nowy post na insta 📸 zapraszam na mój profil instagram.com/ola.kwiatek_art i oznaczcie @maja.lis.photo bo to ona robiła zdjęcia!!', values: [['handle', 'ola.kwiatek_art'], ['handle', 'maja.lis.photo']] },
  { genre: 'social', text: 'ktoś wie kto to @kubus.gamer2011 z tiktoka? podobno chodzi do naszej szkoły i ma na imię Jakub', values: [['handle', 'kubus.gamer2011'], ['first', 'Jakub']] },
  { genre: 'social', text: 'Uwaga sąsiedzi! Pan z rudym psem (Zenek chyba?) znowu zostawia kupy pod blokiem przy Zielnej 4. Jak ktoś go zna, niech mu przekaże.', values: [['first', 'Zenek']], optIn: ['Zielnej 4'] },
  { genre: 'social', text: 'RT @jarek_tomczyk_: Dzięki @ania_bielska za dzisiejszy live! Wszystkie materiały na twitch.tv/ProfesorHistorii_PL 👏', values: [['handle', 'jarek_tomczyk_'], ['handle', 'ania_bielska'], ['handle', 'ProfesorHistorii_PL']] },
  { genre: 'social', text: 'mój nick to zlotaRybka_85, na fejsie jestem jako Monika Rybak, dodajcie mnie do grupy', values: [['handle', 'zlotaRybka_85'], ['first', 'Monika'], ['surname', 'Rybak']] },
  { genre: 'social', text: 'u/PolishPierogiLover napisał: "mój szwagier Witek Domański pracuje w tym urzędzie i mówi, że..." – przestań podawać nazwiska ludzi na forum', values: [['handle', 'PolishPierogiLover'], ['first', 'Witek'], ['surname', 'Domański']] },
  { genre: 'social', text: 'Hej, jestem Kinga, 29 lat, z Poznania 🌸 lubię góry i psy. Napisz na snapa: kinga_gory94', values: [['first', 'Kinga'], ['handle', 'kinga_gory94']] },

  // gaming: discord, steam, twitch, lol, minecraft
  { genre: 'gaming', text: 'dodajcie mnie na dc: kr0lik_szalony albo po staremu kr0lik#4471, gramy o 21 w cs2', values: [['handle', 'kr0lik_szalony'], ['handle', 'kr0lik#4471']] },
  { genre: 'gaming', text: 'zgłaszam gracza steamcommunity.com/id/xXxMroczny_RycerzxXx – cheatuje w każdym meczu, nick w grze MroczniakPL', values: [['handle', 'xXxMroczny_RycerzxXx'], ['handle', 'MroczniakPL']] },
  { genre: 'gaming', text: 'kanał twitch.tv/wiedzmin_zosia – streamuje codziennie od 18, moderatorzy: @panPapryk, @Lotta__, @bociek77', values: [['handle', 'wiedzmin_zosia'], ['handle', 'panPapryk'], ['handle', 'Lotta__'], ['handle', 'bociek77']] },
  { genre: 'gaming', text: 'Skład klanu [WILKI] na turniej:\n1. Szczupak_PL (kapitan)\n2. nocna_zmora\n3. Bartosz Kurowski – rezerwa\n4. tyson1410', values: [['handle', 'Szczupak_PL'], ['handle', 'nocna_zmora'], ['first', 'Bartosz'], ['surname', 'Kurowski'], ['handle', 'tyson1410']] },
  { genre: 'gaming', text: '[Server] Gracz Smerf_Maruda dołączył do gry\n[Server] <Smerf_Maruda> siema, ktoś wie gdzie jest baza adi_kox?\n[Server] Gracz Adi_Kox opuścił grę', values: [['handle', 'Smerf_Maruda'], ['handle', 'adi_kox']] },
  { genre: 'gaming', text: 'mój nick w lolu to Wściekły Ogórek#EUNE, dodaj mnie to pogramy arama wieczorem', values: [['handle', 'Wściekły Ogórek']] },
  { genre: 'gaming', text: 'Do supportu: odzyskanie konta. Login: Gromowladny95, właściciel konta Damian Olejnik, PESEL 95123108270 (jeśli potrzebne do weryfikacji)', values: [['handle', 'Gromowladny95'], ['first', 'Damian'], ['surname', 'Olejnik'], ['id', '95123108270']] },

  // reviews signed with nicks
  { genre: 'review', text: '★★★★★ Pani Dorota z recepcji przemiła, a dr Sławomir Kołek naprawdę zna się na rzeczy. Polecam! – mruczek1988', values: [['first', 'Dorota'], ['first', 'Sławomir'], ['surname', 'Kołek'], ['handle', 'mruczek1988']] },
  { genre: 'review', text: 'Recenzja od: beata_w_podrozy (Polska) ★ 3/5 — Pokój czysty, ale właściciel, pan Ziemowit, kazał płacić gotówką i nie wystawił paragonu.', values: [['handle', 'beata_w_podrozy'], ['first', 'Ziemowit']] },
  { genre: 'review', text: 'Negatyw. Sprzedawca nie odpisuje, zamówienie 88213/2026 nie doszło, kurier pan Marian twierdzi że zostawił u sąsiada. – Kupujący: stary_kaczor', values: [['first', 'Marian'], ['handle', 'stary_kaczor']] },

  // CSV / spreadsheet pastes, invoices
  { genre: 'csv', text: 'lp;imie;nazwisko;pesel;telefon\n1;Kacper;Olszewski;14270732611;\n2;Lena;Olszewska;12222931460;604 330 218\n3;Szymon;Jaworek;10292094218;', values: [['first', 'Kacper'], ['surname', 'Olszewski'], ['id', '14270732611'], ['first', 'Lena'], ['surname', 'Olszewska'], ['id', '12222931460'], ['id', '604 330 218'], ['first', 'Szymon'], ['surname', 'Jaworek'], ['id', '10292094218']] },
  { genre: 'csv', text: 'Nazwisko\tImię\tNr konta\tKwota\nMazurek\tPatrycja\t94 1164 5557 6087 9463 3167 3185\t450,00\nKrupa\tRoman\t26 1027 6848 3027 1234 3386 6113\t450,00', values: [['surname', 'Mazurek'], ['first', 'Patrycja'], ['id', '94 1164 5557 6087 9463 3167 3185'], ['surname', 'Krupa'], ['first', 'Roman'], ['id', '26 1027 6848 3027 1234 3386 6113']] },
  { genre: 'csv', text: 'first_name,last_name,email,card_last4\n"Tymoteusz","Wawrzyniak","tymek.w@protonmail.com",2252\n"Emilia","Sokół","emi.sokol@wp.pl",9861', values: [['first', 'Tymoteusz'], ['surname', 'Wawrzyniak'], ['id', 'tymek.w@protonmail.com'], ['first', 'Emilia'], ['surname', 'Sokół'], ['id', 'emi.sokol@wp.pl']] },
  { genre: 'csv', text: 'FAKTURA VAT nr FV/2026/11/0457\nSprzedawca: Pracownia Krawiecka Elżbieta Nowak-Kos, NIP 2649013540\nNabywca: Tadeusz Gajda, ul. Sienkiewicza 3, 34-500 Zakopane\nDo zapłaty: 380,00 zł', values: [['first', 'Elżbieta'], ['surname', 'Nowak'], ['surname', 'Kos'], ['id', '2649013540'], ['first', 'Tadeusz'], ['surname', 'Gajda']], optIn: ['ul. Sienkiewicza 3', '34-500'] },

  // JSON, logs, git
  { genre: 'log', text: 'ERROR 2026-11-28T22:14:07Z payment failed {"user":{"id":88213,"login":"marzena.kot","name":"Marzena Kot","card":"5389 5441 3163 3445"},"reason":"3DS timeout"}', values: [['handle', 'marzena.kot'], ['first', 'Marzena'], ['surname', 'Kot'], ['id', '5389 5441 3163 3445']] },
  { genre: 'log', text: '192.168.14.22 - anka_dziedzic [28/Nov/2026:09:12:44 +0100] "POST /api/login HTTP/1.1" 401 - user=anka_dziedzic reason=bad_password', values: [['handle', 'anka_dziedzic']], optIn: ['192.168.14.22'] },
  { genre: 'log', text: '[{"imie":"Halszka","nazwisko":"Wierzbicka","pesel":"99030829329","nick":"halszka_w"},{"imie":"Igor","nazwisko":"Petrenko","pesel":null,"nick":"igorP_ua"}]', values: [['first', 'Halszka'], ['surname', 'Wierzbicka'], ['id', '99030829329'], ['handle', 'halszka_w'], ['first', 'Igor'], ['surname', 'Petrenko'], ['handle', 'igorP_ua']] },
  { genre: 'log', text: 'commit 3f9a2c1e\nAuthor: Przemek Kozłowski <p.kozlowski@softhouse.pl>\nDate:   Fri Nov 28 17:02:11 2026 +0100\n\n    fix: nie wysyłaj maili do usuniętych userów (zgłosiła Gabi)', values: [['first', 'Przemek'], ['surname', 'Kozłowski'], ['id', 'p.kozlowski@softhouse.pl'], ['first', 'Gabi']] },

  // foreign names living in Poland
  { genre: 'foreign', text: 'Pani Trang Nguyen prowadzi bar „Sajgon” na Wólczańskiej, jej syn Minh chodzi z moim do klasy', values: [['first', 'Trang'], ['surname', 'Nguyen'], ['first', 'Minh']] },
  { genre: 'foreign', text: 'Dzwoniła Tamar Kapanadze z agencji pracy, pytała o Giorgiego – ma mu przedłużyć umowę. Jej numer: 573 209 661', values: [['first', 'Tamar'], ['surname', 'Kapanadze'], ['first', 'Giorgiego'], ['id', '573 209 661']] },
  { genre: 'foreign', text: 'Na spotkaniu byli: Priya Sharma (Infosys), Arjun Mehta, Tomasz Lewicki i ja. Arjun obiecał przesłać prezentację do piątku.', values: [['first', 'Priya'], ['surname', 'Sharma'], ['first', 'Arjun'], ['surname', 'Mehta'], ['first', 'Tomasz'], ['surname', 'Lewicki']] },
  { genre: 'foreign', text: 'Мой телефон 512 338 904, меня зовут Алена Шапошникова. Szukam pracy jako sprzątaczka, Warszawa Praga.', values: [['id', '512 338 904'], ['first', 'Алена'], ['surname', 'Шапошникова']] },
  { genre: 'foreign', text: 'Szef z kebaba na rogu, Mehmet Öztürk, powiedział że jak znajdę jego kuzyna Emre to mam dać znać na insta @emre.ozturk.61', values: [['first', 'Mehmet'], ['surname', 'Öztürk'], ['first', 'Emre'], ['handle', 'emre.ozturk.61']] },
];

/** Texts with no personal data at all; nothing in them should change. */
export const HOLDOUT_15_CLEAN: string[] = [
  'Drogi Kliencie, Twoja rata 312,50 zł została zaksięgowana. W razie pytań zadzwoń na infolinię 801 300 800. Twój Bank',
  'Na obiad była kasza gryczana z sosem grzybowym, a na deser kisiel. Zima w tym roku przyszła wcześnie, mróz w nocy sięgał minus dwunastu.',
  'W parku widzieliśmy sowę, dwie wrony i dzięcioła; kos siedział na płocie, a w trawie brzęczał bąk.',
  'Kowal podkuwał konia na jarmarku w Sandomierzu, a baran z pobliskiej zagrody patrzył na to z zaciekawieniem. Pies sąsiada szczekał na kury.',
  'Spotkajmy się przy pomniku Mikołaja Kopernika na Krakowskim Przedmieściu, potem idziemy na Nowy Świat i do Łazienek.',
  'Lektury na ferie: „Pan Tadeusz” Adama Mickiewicza, „Lalka” Bolesława Prusa i „Quo vadis” Henryka Sienkiewicza. Do tego film „Pianista” Romana Polańskiego.',
  'Tramwaj nr 17 jedzie z placu Narutowicza przez ul. Piłsudskiego, Jana Pawła II i aleję Solidarności do Dworca Wschodniego.',
  'W wigilię św. Andrzeja robimy andrzejki: lanie wosku, wróżby i tańce. Potem Barbórka 4 grudnia i Mikołajki 6 grudnia.',
  'Zamówienie: kabel HDMI 2.1 (kod SKU: HX-2210-BK), ładowarka Samsung EP-TA800, etui Spigen ACS04315. Łącznie 249,97 zł.',
  'Faktura nr 1234567890 z dnia 14.11 została opłacona; numer referencyjny 98765432109 nie jest wymagany przy reklamacji.',
  'def get_user_name(user_id):\n    row = db.fetch_one("SELECT first_name, last_name FROM users WHERE id = %s", user_id)\n    return f"{row.first_name} {row.last_name}"',
  'Prognoza: w Zakopanem i na Kasprowym Wierchu śnieg, w Gdańsku i Sopocie deszcz. Od piątku ochłodzenie, w nocy mróz do -8°C.',
  'Legia Warszawa pokonała Wisłę Kraków 2:1, a Lech Poznań zremisował z Górnikiem Zabrze. Kolejny mecz na Stadionie Śląskim.',
  'Infolinia Allegro: 22 574 77 77, pogotowie gazowe 992, Żabka Nano otwarta 24/7 przy Rondzie Dmowskiego.',
  'Pierogi ruskie: ziemniaki, twaróg, cebula, pieprz. Ciasto rozwałkować, wykrawać szklanką, gotować 3 minuty od wypłynięcia.',
  'Nie chwal dnia przed zachodem słońca, a wilk syty i owca cała. Gdzie kucharek sześć, tam nie ma co jeść.',
  'W weekend obejrzałam „Wiedźmina”, potem „Kogla-mogla” i „Seksmisję”. Czytam teraz „Chłopów” Reymonta, tom o jesieni.',
  '2026-11-28 10:14:02 INFO  scheduler: job=rotate_logs status=ok duration_ms=412\n2026-11-28 10:14:03 WARN  cache_manager: hit_ratio=0.42 below threshold',
  'Wesołych Świąt Bożego Narodzenia i szczęśliwego Nowego Roku! Niech Święty Mikołaj przyniesie dużo prezentów, a Trzej Królowie zdrowie.',
  'Jedziemy przez Józefów, Marki, Zielonkę i Karczew, a potem do Pruszkowa. W Markach jak zwykle korek.',
  'Parafia pw. św. Stanisława Kostki zaprasza na rekolekcje adwentowe. Msze roratnie codziennie o 6:30, spowiedź przed każdą Mszą.',
  'w sobotę kupiłem sowę z porcelany, figurkę barana i wronę z gliny na kiermaszu, do tego słoik miodu i kaszę jaglaną',
  'W zoo w Opolu urodził się mały lis, a w wolierze zamieszkały dwie sroki i kruk. Karmienie fok o 11:00.',
  'Zainstaluj pakiet przez npm install lodash, a potem uruchom skrypt build_prod.sh. Zmienna DATABASE_URL musi wskazywać na serwer testowy.',
  'W 1410 roku pod Grunwaldem Władysław Jagiełło pokonał Krzyżaków, a w 1683 Jan III Sobieski zwyciężył pod Wiedniem.',
  'Pytanie 7: Kto napisał „Ferdydurke”? a) Gombrowicz b) Witkacy c) Schulz. Odpowiedź: a.',
  'Nowy adres biura: al. Jerozolimskie 65/79, wejście od ulicy Chałubińskiego, obok apteki Dbam o Zdrowie.',
];
