// A sixth held-out set of made-up real-world Polish texts, written on 2026-11-28 and frozen: no rule, filter or
// model was written from it, and its author read neither the detection code, nor the probe tests, nor the other
// held-out texts. Same format and scoring as holdout.ts (`npx tsx eval/real-world/run.ts --set 6`). When it has
// been used to choose anything, it is spent for that class of leak: say so here and write a new set.
// Spent so far: nothing.
//
// Values are what a new account's default settings must keep from the provider. Street addresses, postal codes,
// dates of birth, places of birth and IP addresses also occur, but they are off by default: they sit in `optIn`
// and run.ts does not score them. Company hotlines and office numbers are not personal and are not scored.
// Identifiers have valid checksums (PESEL, NIP, REGON, NRB/IBAN with a valid sort code, Luhn, ID card, Polish
// passport; computed by a throwaway script); the Vietnamese and Ukrainian passports and the driving licence have
// no check digit. All people and numbers are invented.

import type { HoldoutText } from './holdout.js';

/** A held-out text, with the values of types that are off by default (not scored by run.ts). */
export interface Holdout6Text extends HoldoutText { optIn?: string[] }

export const HOLDOUT_6: Holdout6Text[] = [
  // chat: lowercase, no diacritics, typos, names in every case
  { genre: 'chat', text: 'siema, wpadniesz jutro z kasia? tomek dzwonil ze ma bilety na lecha w sobote', values: [['first', 'kasia'], ['first', 'tomek']] },
  { genre: 'chat', text: 'bylem wczoraj u tomka bartosiewicza, kupil nowe auto xd jakbys chcial to jego nr 697 204 318', values: [['first', 'tomka'], ['surname', 'bartosiewicza'], ['id', '697 204 318']] },
  { genre: 'chat', text: 'przelejcie na wesele na 44 1020 4160 6713 4148 4638 1508, odbiorca julia wróbel-kasprzak, w tytule "prezent" 💍', values: [['id', '44 1020 4160 6713 4148 4638 1508'], ['first', 'julia'], ['surname', 'wróbel'], ['surname', 'kasprzak']] },
  { genre: 'chat', text: 'ktos wie czy pan zdzisiek z 3 pietra jeszcze mieszka? nie widzialam go od miesiaca', values: [['first', 'zdzisiek']] },
  { genre: 'chat', text: 'nie moge znalezc maila od pana nguyena, pisal z van.duc.nguyen@gmail.com czy z firmowego?', values: [['surname', 'nguyena'], ['id', 'van.duc.nguyen@gmail.com']] },
  { genre: 'chat', text: 'wez zadzwon do oli kubiak bo ja nie mam juz srodkow na koncie, 0048 512 330 871', values: [['first', 'oli'], ['surname', 'kubiak'], ['id', '0048 512 330 871']] },
  { genre: 'chat', text: 'jutro zastepstwo za pania malgozate szczepanska, sala 14, nie zapomnijcie zeszytow', values: [['first', 'malgozate'], ['surname', 'szczepanska']] },
  { genre: 'chat', text: 'kto ma kontakt do hydraulika co robil u wieslawow? chyba grzegorz pawlak albo pawlik, nie pamietam', values: [['first', 'wieslawow'], ['first', 'grzegorz'], ['surname', 'pawlak'], ['surname', 'pawlik']] },

  // family messenger chat: diacritics, emoji, vocative/instrumental/genitive
  { genre: 'family', text: 'Mamo, odbierzesz Zosię ze szkoły? Ja jestem u Tomka do 18 🙏', values: [['first', 'Zosię'], ['first', 'Tomka']] },
  { genre: 'family', text: 'Babcia Grażyna pyta czy przyjedziecie na święta z Kubą i Natalką 🎄🎄', values: [['first', 'Grażyna'], ['first', 'Kubą'], ['first', 'Natalką']] },
  { genre: 'family', text: 'Dla pani Grażyny Wilczyńskiej kupiłyśmy kwiaty, składamy się po 20 zł, BLIK na 603 881 207 (Ewelina)', values: [['first', 'Grażyny'], ['surname', 'Wilczyńskiej'], ['id', '603 881 207'], ['first', 'Ewelina']] },
  { genre: 'family', text: 'Wujek Heniek dzwonił, że Mariolka urodziła!!! 3450g, dali jej na imię Lena ❤️❤️', values: [['first', 'Heniek'], ['first', 'Mariolka'], ['first', 'Lena']] },
  { genre: 'family', text: 'tato ten twój pesel do skarbówki to 49100182111? bo w programie wyskakuje błąd', values: [['id', '49100182111']] },
  { genre: 'family', text: 'Ciocia Bożenka przesyła zdjęcia z Zakopanego 😍 jak coś to jej nowy numer +48 788-410-262', values: [['first', 'Bożenka'], ['id', '+48 788-410-262']] },
  { genre: 'family', text: 'Kochani, obiad u Kowalczyków w niedzielę o 14, Staś przywiezie Olę z Piaseczna', values: [['surname', 'Kowalczyków'], ['first', 'Staś'], ['first', 'Olę']] },
  { genre: 'family', text: 'Marcin weź się ogarnij i oddaj bratu konsolę, Igor płacze od rana 😤', values: [['first', 'Marcin'], ['first', 'Igor']] },

  // ALL CAPS forms
  { genre: 'caps', text: 'DEKLARACJA CZŁONKOWSKA\nIMIĘ I NAZWISKO: HALINA BEATA OSTROWSKA\nPESEL: 58073041046\nTEL. 601 45 22 09\nE-MAIL: HALINA.OSTROWSKA58@ONET.PL', values: [['first', 'HALINA'], ['first', 'BEATA'], ['surname', 'OSTROWSKA'], ['id', '58073041046'], ['id', '601 45 22 09'], ['id', 'HALINA.OSTROWSKA58@ONET.PL']] },
  { genre: 'caps', text: 'ZGŁOSZENIE SZKODY NR 2026/11/04471\nPOSZKODOWANY: ŁUKASZ MICHNIEWICZ\nNR DOWODU: ABK004360\nRACHUNEK DO WYPŁATY: PL49 1140 5744 4468 5649 7013 0126', values: [['first', 'ŁUKASZ'], ['surname', 'MICHNIEWICZ'], ['id', 'ABK004360'], ['id', 'PL49 1140 5744 4468 5649 7013 0126']] },
  { genre: 'caps', text: 'UPOWAŻNIENIE\nUPOWAŻNIAM PANIĄ KRYSTYNĘ ŻAK DO ODBIORU MOJEGO WYNAGRODZENIA ZA MIESIĄC LISTOPAD.\nPODPIS: STANISŁAW ŻAK', values: [['first', 'KRYSTYNĘ'], ['surname', 'ŻAK'], ['first', 'STANISŁAW']] },
  { genre: 'caps', text: 'PROTOKÓŁ ODBIORU ROBÓT\nWYKONAWCA: PHU "DREWBUD" ROMAN KACZMARSKI, NIP 758-096-49-87\nZAMAWIAJĄCY: WSPÓLNOTA MIESZKANIOWA UL. SŁONECZNA 8, 05-500 PIASECZNO', values: [['first', 'ROMAN'], ['surname', 'KACZMARSKI'], ['id', '758-096-49-87']], optIn: ['UL. SŁONECZNA 8', '05-500'] },
  { genre: 'caps', text: 'DANE KIEROWCY: NGUYEN THI HOA, PASZPORT WIETNAMSKI C4418207, PRAWO JAZDY NR 04512/19/1465', values: [['surname', 'NGUYEN'], ['first', 'HOA'], ['id', 'C4418207'], ['id', '04512/19/1465']] },
  { genre: 'caps', text: 'WNIOSEK URLOPOWY\nPRACOWNIK: OKSANA HRYTSENKO (UA), NR PASZPORTU FX 482915\nDZIAŁ: MAGAZYN WYSOKIEGO SKŁADOWANIA\nPRZEŁOŻONY: MGR INŻ. PIOTR DĄBEK', values: [['first', 'OKSANA'], ['surname', 'HRYTSENKO'], ['id', 'FX 482915'], ['first', 'PIOTR'], ['surname', 'DĄBEK']] },

  // speech transcripts with speaker labels
  { genre: 'transcript', text: 'KONSULTANT: Dzień dobry, w czym mogę pomóc?\nKLIENT: Dzień dobry, nazywam się Wiesław Jarząbek, dzwonię w sprawie faktury.\nKONSULTANT: Poproszę numer PESEL.\nKLIENT: Siedem sześć zero dziewięć... dobra, 76090919252.', values: [['first', 'Wiesław'], ['surname', 'Jarząbek'], ['id', '76090919252']] },
  { genre: 'transcript', text: '[00:03:12] Anna K.: no i wtedy Sebastian powiedział, że nie podpisze\n[00:03:20] Moderator: Sebastian Leśniak z zakupów?\n[00:03:22] Anna K.: tak, on. I jeszcze Rafał mu przytaknął.', values: [['first', 'Anna'], ['first', 'Sebastian'], ['surname', 'Leśniak'], ['first', 'Rafał']] },
  { genre: 'transcript', text: 'Nagranie z infolinii 14.11:\n- Pani mówi, że jest z Ukrainy, nazywa się Olena Kovalchuk, numer telefonu osiemset... 884 017 552.\n- Adres e-mail podała: OlenaKov@ukr.net', values: [['first', 'Olena'], ['surname', 'Kovalchuk'], ['id', '884 017 552'], ['id', 'OlenaKov@ukr.net']] },
  { genre: 'transcript', text: 'Prowadzący (Kamil): Zaczynamy. Ola, możesz podsumować?\nAleksandra Zięba: Jasne. Klient z Gdyni, pan Przybylski, chce rabatu 15%.\nKamil: Przybylskiemu dajemy max 10.', values: [['first', 'Kamil'], ['first', 'Ola'], ['first', 'Aleksandra'], ['surname', 'Zięba'], ['surname', 'Przybylski'], ['surname', 'Przybylskiemu']] },
  { genre: 'transcript', text: 'SPEAKER_1: dzwonię bo syn, Mateusz Wierzbicki, pesel 03221402435, nie dostał legitymacji\nSPEAKER_2: rozumiem, a pani jest matką?\nSPEAKER_1: tak, Dorota Wierzbicka', values: [['first', 'Mateusz'], ['surname', 'Wierzbicki'], ['id', '03221402435'], ['first', 'Dorota'], ['surname', 'Wierzbicka']] },
  { genre: 'transcript', text: 'Prowadzący: A teraz mamy na linii pana Józefa z Radomia. Dzień dobry, panie Józefie!\nSłuchacz: Dzień dobry, Józef Kaczor, dzwonię bo od trzech lat czekamy na remont drogi.', values: [['first', 'Józefa'], ['first', 'Józefie'], ['first', 'Józef'], ['surname', 'Kaczor']] },

  // customer-service tickets
  { genre: 'ticket', text: 'Ticket #48213 | Priorytet: wysoki\nKlient zgłasza brak dostępu do konta. Login: mkrawczyk_88, e-mail M.Krawczyk@Interia.pl. Prosi o kontakt pod 22 654 31 09 po 16.', values: [['handle', 'mkrawczyk_88'], ['id', 'M.Krawczyk@Interia.pl'], ['id', '22 654 31 09']] },
  { genre: 'ticket', text: 'klient (pan Rajesh Sharma) twierdzi ze kurier zostawil paczke u sasiada, nr zamowienia ZAM-2026-118834, tel kom 733 902 118', values: [['first', 'Rajesh'], ['surname', 'Sharma'], ['id', '733 902 118']] },
  { genre: 'ticket', text: 'Zgłoszenie reklamacyjne. Reklamujący: Ahmed Al-Sayed, zam. Wrocław, ul. Legnicka 55/12. Zwrot na konto 22 1090 1391 6410 5745 3061 1916. Kontakt: ahmed.alsayed@outlook.com', values: [['first', 'Ahmed'], ['surname', 'Al-Sayed'], ['id', '22 1090 1391 6410 5745 3061 1916'], ['id', 'ahmed.alsayed@outlook.com']], optIn: ['ul. Legnicka 55/12'] },
  { genre: 'ticket', text: 'Użytkownik @pixelwiedzma zgłasza, że ktoś podszywa się pod nią na discordzie jako pixel_wiedzma_real. Prawdziwe dane zgłaszającej: Weronika Sroka.', values: [['handle', 'pixelwiedzma'], ['handle', 'pixel_wiedzma_real'], ['first', 'Weronika'], ['surname', 'Sroka']] },
  { genre: 'ticket', text: 'Dzień dobry, proszę o zmianę numeru telefonu w koncie z 501-220-334 na 666 080 919. Numer klienta 0041873. Pozdrawiam, Zenon Bąk', values: [['id', '501-220-334'], ['id', '666 080 919'], ['first', 'Zenon'], ['surname', 'Bąk']] },
  { genre: 'ticket', text: 'RE: problem z fakturą\nW załączniku skan dowodu p. Nowickiej (CFW205183) — proszę nie przesyłać dalej. Konto firmy: PL 30 1050 1403 4992 4930 3231 7219', values: [['surname', 'Nowickiej'], ['id', 'CFW205183'], ['id', 'PL 30 1050 1403 4992 4930 3231 7219']] },
  { genre: 'ticket', text: 'Klient nie może się zarejestrować, formularz odrzuca numer +48503221867. Imię: Xuan, nazwisko: Tran. Login, który chciał: xuantran.pl', values: [['id', '+48503221867'], ['first', 'Xuan'], ['surname', 'Tran'], ['handle', 'xuantran.pl']] },
  { genre: 'ticket', text: 'zapłaciłam kartą 4742 0888 7610 1171 i dalej nie ma przelewu, pomożecie? imie i nazwisko na karcie: JOANNA PIEC', values: [['id', '4742 0888 7610 1171'], ['first', 'JOANNA'], ['surname', 'PIEC']] },

  // HR notes
  { genre: 'hr', text: 'Notatka HR: rozmowa z p. Jarosławem Michalakiem ws. spóźnień. Pracownik tłumaczy się opieką nad ojcem. Ustalono okres próbny do 31.01. Świadek: Iwona Tkaczyk (kadry).', values: [['first', 'Jarosławem'], ['surname', 'Michalakiem'], ['first', 'Iwona'], ['surname', 'Tkaczyk']] },
  { genre: 'hr', text: 'Onboarding – nowe osoby od 1.12:\n• Mykola Shevchuk – magazyn, PESEL 88012755877\n• Thu Trang Pham – księgowość, PESEL 95061858086\n• Karolina Bieniek – HR', values: [['first', 'Mykola'], ['surname', 'Shevchuk'], ['id', '88012755877'], ['first', 'Thu'], ['first', 'Trang'], ['surname', 'Pham'], ['id', '95061858086'], ['first', 'Karolina'], ['surname', 'Bieniek']] },
  { genre: 'hr', text: 'Ocena roczna – Szymon Adamczewski\nMocne strony: komunikacja z klientem (pochwała od pani Urszuli z firmy Bartex).\nDo poprawy: terminowość raportów. Przełożona: K. Górecka', values: [['first', 'Szymon'], ['surname', 'Adamczewski'], ['first', 'Urszuli'], ['surname', 'Górecka']] },
  { genre: 'hr', text: 'Świadectwo pracy do wydania: Sylwia Marchewka-Dudek, ur. 12.03.1984, PESEL 84031215707, zatrudniona od 2019 na stanowisku specjalisty ds. płac.', values: [['first', 'Sylwia'], ['surname', 'Marchewka'], ['surname', 'Dudek'], ['id', '84031215707']], optIn: ['12.03.1984'] },
  { genre: 'hr', text: 'Uprzejmie informuję, że uczeń Filip Ostrowski z klasy 3b nie był obecny na zajęciach w dniach 17–21.11. Prosimy rodziców o kontakt z wychowawczynią, p. Moniką Cichoń.', values: [['first', 'Filip'], ['surname', 'Ostrowski'], ['first', 'Moniką'], ['surname', 'Cichoń']] },

  // CSV / JSON snippets
  { genre: 'data', text: 'lista płac listopad (fragment)\nImię;Nazwisko;Konto\nDamian;Olszewski;70116083217576464474867806\nPatrycja;Jasińska;56102089667163994856256849', values: [['first', 'Damian'], ['surname', 'Olszewski'], ['id', '70116083217576464474867806'], ['first', 'Patrycja'], ['surname', 'Jasińska'], ['id', '56102089667163994856256849']] },
  { genre: 'data', text: '{"invoice_id":"FV/2026/11/0932","buyer":{"name":"Kinga Pawłowska","nip":"6198395612","email":"kinga@pawlowska-design.pl"},"amount":1845.5,"currency":"PLN"}', values: [['first', 'Kinga'], ['surname', 'Pawłowska'], ['id', '6198395612'], ['id', 'kinga@pawlowska-design.pl']] },
  { genre: 'data', text: 'id,first_name,last_name,phone,login\n1041,Bartłomiej,Kozieł,+48 600 212 873,bkoziel\n1042,Iryna,Melnyk,(+48) 573-118-440,iryna.m', values: [['first', 'Bartłomiej'], ['surname', 'Kozieł'], ['id', '+48 600 212 873'], ['handle', 'bkoziel'], ['first', 'Iryna'], ['surname', 'Melnyk'], ['id', '(+48) 573-118-440'], ['handle', 'iryna.m']] },

  // medical notes
  { genre: 'medical', text: 'Pacjentka: Renata Głowacka, PESEL 69122487368. Wizyta kontrolna u dr. Pietrasa, zalecono kontynuację leczenia. Kontakt do rodziny: syn Adrian, 509 441 736.', values: [['first', 'Renata'], ['surname', 'Głowacka'], ['id', '69122487368'], ['surname', 'Pietrasa'], ['first', 'Adrian'], ['id', '509 441 736']] },
  { genre: 'medical', text: 'Dzień dobry, chciałabym przełożyć wizytę córki (Amelia Sadowska, 11250353266) z wtorku na czwartek do dr Kowalewskiej, pediatra.', values: [['first', 'Amelia'], ['surname', 'Sadowska'], ['id', '11250353266'], ['surname', 'Kowalewskiej']] },
  { genre: 'medical', text: 'Skierowanie na RTG klatki piersiowej, pacjent Bogdan Wrona l. 63, PESEL 63022842210, lekarz kierujący: lek. med. Aneta Brzozowska-Lis', values: [['first', 'Bogdan'], ['surname', 'Wrona'], ['id', '63022842210'], ['first', 'Aneta'], ['surname', 'Brzozowska'], ['surname', 'Lis']] },
  { genre: 'medical', text: 'Przypomnienie SMS: Pani Halino, wizyta u dr Zawadzkiego jutro 9:40, gabinet 12. Odwołanie wizyty: 22 100 44 55', values: [['first', 'Halino'], ['surname', 'Zawadzkiego']] },
  { genre: 'medical', text: 'Wywiad: pacjent Phan Van Long (obywatel Wietnamu), tłumaczem była żona, pani Linh. Tel. do żony: +48 579 203 664.', values: [['surname', 'Phan'], ['first', 'Long'], ['first', 'Linh'], ['id', '+48 579 203 664']] },

  // invoices and official documents
  { genre: 'invoice', text: 'Faktura VAT 118/2026\nSprzedawca: Anna Cieślak Pracownia Ceramiki "Glina", NIP 797-506-23-98, REGON 932481297\nNabywca: Kancelaria Notarialna Rogowski i Wspólnicy s.c.\nTermin płatności: 14 dni, przelew na 81 1870 4163 3743 9896 7414 0927', values: [['first', 'Anna'], ['surname', 'Cieślak'], ['id', '797-506-23-98'], ['id', '932481297'], ['surname', 'Rogowski'], ['id', '81 1870 4163 3743 9896 7414 0927']] },
  { genre: 'invoice', text: 'proforma dla p. Mariusza Lewandowskiego (JDG), NIP 4522475129, kwota 3 200,00 zł brutto, konto Pekao 05 1240 4373 6947 4280 7873 4081', values: [['first', 'Mariusza'], ['surname', 'Lewandowskiego'], ['id', '4522475129'], ['id', '05 1240 4373 6947 4280 7873 4081']] },
  { genre: 'invoice', text: 'Rachunek nr 7/11/2026 (umowa o dzieło)\nWykonawca: Tomasz Gąsior, PESEL 73030335538, zam. 30-418 Kraków, ul. Zakopiańska 62/4\nNr rachunku: 73109041169912341025546525\nUS: Kraków-Podgórze', values: [['first', 'Tomasz'], ['surname', 'Gąsior'], ['id', '73030335538'], ['id', '73109041169912341025546525']], optIn: ['30-418', 'ul. Zakopiańska 62/4'] },
  { genre: 'invoice', text: 'Dane do faktury: Usługi Transportowe Krzysztof Pietrzyk, NIP: 651 808 99 29, REGON: 884404744. Fakturę proszę wysłać na pietrzyk.transport@gmail.com', values: [['first', 'Krzysztof'], ['surname', 'Pietrzyk'], ['id', '651 808 99 29'], ['id', '884404744'], ['id', 'pietrzyk.transport@gmail.com']] },
  { genre: 'invoice', text: 'Sygn. akt II K 1187/25. Oskarżony Kamil Dziedzic, syn Wojciecha i Teresy, ur. 1999 w Lublinie, PESEL 99091594916.', values: [['first', 'Kamil'], ['surname', 'Dziedzic'], ['first', 'Wojciecha'], ['first', 'Teresy'], ['id', '99091594916']], optIn: ['Lublinie'] },
  { genre: 'invoice', text: 'Umowa najmu pokoju. Najemczyni: Ewa Czarnecka, dowód DTN391633, PESEL 00323156600. Wynajmujący: Grzegorz Lis, tel 514-220-019.', values: [['first', 'Ewa'], ['surname', 'Czarnecka'], ['id', 'DTN391633'], ['id', '00323156600'], ['first', 'Grzegorz'], ['surname', 'Lis'], ['id', '514-220-019']] },
  { genre: 'invoice', text: 'do wniosku 800+ wpisuję: matka Paulina Rogalska 81040546082, dziecko Szymon Rogalski 19282204934. dobrze?', values: [['first', 'Paulina'], ['surname', 'Rogalska'], ['id', '81040546082'], ['first', 'Szymon'], ['surname', 'Rogalski'], ['id', '19282204934']] },

  // English-Polish business mail
  { genre: 'mail', text: 'Hi Kasia,\nczy możesz podesłać mi contract draft do piątku? Legal (Michał Rutkowski) wants to review it before we send it to the client.\nThanks!\nJ.', values: [['first', 'Kasia'], ['first', 'Michał'], ['surname', 'Rutkowski']] },
  { genre: 'mail', text: 'Dear Priya, thanks for the call. Jak ustaliliśmy, onboarding for Mr. Venkataraman starts Monday. His Polish phone: 790 551 203, email s.venkataraman@contoso-partner.com. Best, Wojtek', values: [['first', 'Priya'], ['surname', 'Venkataraman'], ['id', '790 551 203'], ['id', 's.venkataraman@contoso-partner.com'], ['first', 'Wojtek']] },
  { genre: 'mail', text: 'FYI – w CC dodałem Agnieszkę Plutę z finance, ona ogarnia refundy. Jej login w Jirze: apluta, a na Slacku szukaj po prostu Agi.', values: [['first', 'Agnieszkę'], ['surname', 'Plutę'], ['handle', 'apluta'], ['first', 'Agi']] },
  { genre: 'mail', text: 'Subject: Re: Re: offer\nHello Mr. Al-Khatib,\nw załączeniu oferta. Proszę o potwierdzenie danych do umowy: Omar Al-Khatib, passport no. EJ1470676?\nPozdrawiam serdecznie\nBeata Kołodziej\nSenior Account Manager | b.kolodziej@nordtrans.pl | tel. 605 118 940', values: [['surname', 'Al-Khatib'], ['first', 'Omar'], ['id', 'EJ1470676'], ['first', 'Beata'], ['surname', 'Kołodziej'], ['id', 'b.kolodziej@nordtrans.pl'], ['id', '605 118 940']] },
  { genre: 'mail', text: 'Cześć Marto, przekazuję kontakt do pana Ireneusza (elektryk) – 502 33 91 07. Mówi, że zna Cię z osiedla. Pozdrawiam, Halszka', values: [['first', 'Marto'], ['first', 'Ireneusza'], ['id', '502 33 91 07'], ['first', 'Halszka']] },
  { genre: 'mail', text: 'Witam, jestem nowym opiekunem klienta po p. Jędrzeju Kubackim, który od grudnia przechodzi do oddziału w Poznaniu. Proszę kierować korespondencję na mój adres: Filip.Sobczak@PolbudPartner.com.pl', values: [['first', 'Jędrzeju'], ['surname', 'Kubackim'], ['id', 'Filip.Sobczak@PolbudPartner.com.pl']] },
  { genre: 'mail', text: 'Invoice reminder — Dear Mr. Dąbrowski, our records show invoice INV-4471 (PLN 12 300) remains unpaid. Please transfer to IBAN PL78 2490 3992 4854 9519 0902 9812 or contact Paweł from accounting.', values: [['surname', 'Dąbrowski'], ['id', 'PL78 2490 3992 4854 9519 0902 9812'], ['first', 'Paweł']] },

  // signatures
  { genre: 'signature', text: '--\nz poważaniem\nmgr Elżbieta Kruszewska\nKierownik Działu Sprzedaży\nPPHU Kruszewski Sp. J.\nkom. +48 698 030 412 | e.kruszewska@kruszewski.com.pl', values: [['first', 'Elżbieta'], ['surname', 'Kruszewska'], ['id', '+48 698 030 412'], ['id', 'e.kruszewska@kruszewski.com.pl']] },
  { genre: 'signature', text: 'Pozdrawiam / Best regards\nKonrad Wiśniewski-Baran\nIT Support | wew. 4471\nMS Teams: konrad.wb', values: [['first', 'Konrad'], ['surname', 'Wiśniewski'], ['surname', 'Baran'], ['handle', 'konrad.wb']] },
  { genre: 'signature', text: 'Wysłane z iPhone\n\n--\nDr hab. Łucja Mrozek-Tarnowska, prof. UW\nInstytut Socjologii, pok. 108', values: [['first', 'Łucja'], ['surname', 'Mrozek'], ['surname', 'Tarnowska']] },

  // social, logins, classifieds
  { genre: 'social', text: 'kto gra dzis wieczorem? ja, kuba (kubson_77) i ten nowy xXdarkwolfXx, brakuje jeszcze jednego do squadu', values: [['first', 'kuba'], ['handle', 'kubson_77'], ['handle', 'xXdarkwolfXx']] },
  { genre: 'social', text: 'Komentarz pod postem: "@marta.gorska.foto super zdjęcia! Polecam też @fotobyjan_krk, robił nam sesję ślubną"', values: [['handle', 'marta.gorska.foto'], ['handle', 'fotobyjan_krk']] },
  { genre: 'social', text: 'Logi: 2026-11-27 23:14:02 FAILED LOGIN user=bsikora from 83.12.44.190; 23:14:09 FAILED LOGIN user=barbara.s; 23:14:30 OK user=basia_s1', values: [['handle', 'bsikora'], ['handle', 'barbara.s'], ['handle', 'basia_s1']], optIn: ['83.12.44.190'] },
  { genre: 'social', text: 'na allegro kupilem opony od goscia o nicku tanie_opony_zenek, okazalo sie ze to ten Zenek Marczak spod Tarnowa lol', values: [['handle', 'tanie_opony_zenek'], ['first', 'Zenek'], ['surname', 'Marczak']] },
  { genre: 'social', text: 'Sprzedam Golfa IV 1.9 TDI, stan dobry, bezwypadkowy. Kontakt: Marek, 600 900 114 lub marek.golf1998@o2.pl', values: [['first', 'Marek'], ['id', '600 900 114'], ['id', 'marek.golf1998@o2.pl']] },
  { genre: 'social', text: 'Sprawca kolizji: Vitalii Bondarenko, tel. 0048 731 002 559, polisa nr 920011834455. Poszkodowana: Teresa Mazur (pasażerka: wnuczka Hania).', values: [['first', 'Vitalii'], ['surname', 'Bondarenko'], ['id', '0048 731 002 559'], ['first', 'Teresa'], ['surname', 'Mazur'], ['first', 'Hania']] },
];

// No personal data, but brands, public bodies, product codes, street- and place-like words, capitalised common words.
export const HOLDOUT_6_CLEAN: string[] = [
  'Zamówienie ZAM-2026-44190 zostało nadane w InPost, paczkomat WAW123M przy Alejach Jerozolimskich. Numer przesyłki: 620012345678901234567890.',
  'Urząd Skarbowy Warszawa-Mokotów przypomina o terminie złożenia PIT-37 do 30 kwietnia. Formularze są dostępne w e-Urzędzie Skarbowym.',
  'Na spotkaniu zarządu omówiono wyniki Orlenu, PKO BP i Allegro za III kwartał; Biedronka i Lidl obniżyły ceny masła.',
  'Proszę o zamówienie 40 m kabla YDYp 3x2,5 oraz 12 szt. puszek Kopos KPR 68, dostawa na budowę przy Rondzie Daszyńskiego.',
  'Pociąg IC 5310 "Wawel" z Krakowa Głównego do Gdyni Głównej jest opóźniony o 35 minut. Przepraszamy za utrudnienia.',
  'mam pytanie o kredyt hipoteczny w santanderze — czy przy wkladzie 20% marza bedzie nizsza niz w mbanku?',
  'Reklamacja dotyczy produktu Philips Sonicare HX6851, nr seryjny SN-4418-220-19, zakupionego w Media Markt w Galerii Mokotów.',
  'Na Mazowszu i Podlasiu jutro przymrozki do −8°C, IMGW wydało ostrzeżenie drugiego stopnia dla powiatów łomżyńskiego i ostrołęckiego.',
  'Ministerstwo Zdrowia opublikowało nową listę leków refundowanych; Narodowy Fundusz Zdrowia obniży dopłaty od 1 stycznia.',
  'ok to w piatek o 10 w sali Orzeł, przyniescie laptopy i ladowarki, kawa bedzie',
  'Produkt: Masło Extra Łaciate 200 g, EAN 5900820000110, partia L2611-04, najlepiej spożyć przed 03.2027.',
  'sku;nazwa;cena\nKRZ-204;Krzesło Biurowe Mateo;349,00\nBIU-118;Biurko Narożne Lena;899,00\nSZF-77;Szafa Przesuwna Wiktor;1299,00',
  'Zespół Szkół Ekonomicznych w Sosnowcu ogłasza nabór na kierunek technik logistyk. Dzień otwarty: 14 marca, godz. 10:00.',
  'Hello team, the Q4 roadmap is in Confluence (space PLAT, page "Warsaw Hub Migration"). Proszę o komentarze do piątku. Thanks!',
  'Godziny otwarcia: pon–pt 8:00–18:00, sob 9:00–13:00. Infolinia 801 100 200 (opłata wg taryfy operatora).',
  'W sobotę turniej szachowy o Puchar Wójta Gminy Dobra, zapisy w Gminnym Ośrodku Kultury. Wpisowe 20 zł.',
  'Awaria serwera DB-PROD-03 o 02:14, restart usługi postgres, ticket INC0048812 zamknięty. RCA w załączniku.',
  'KRAKÓW, ŁÓDŹ, WROCŁAW I POZNAŃ – W TYCH MIASTACH OTWIERAMY NOWE PUNKTY ODBIORU ORLEN PACZKA W GRUDNIU.',
  'Lot LO 3921 z Lotniska Chopina do Rzeszowa odwołany z powodu mgły; pasażerowie otrzymają voucher PLL LOT.',
  'podsumowanie: budżet marketingu 120 tys., kampania "Złota Jesień" startuje 1.10, agencja Bzik Media, kontakt przez formularz na stronie',
  'Wspólnota Mieszkaniowa Słoneczne Wzgórze informuje o przeglądzie instalacji gazowej w dniach 3–5 grudnia. Prosimy o udostępnienie lokali.',
];
