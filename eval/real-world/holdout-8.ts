// An eighth held-out set of made-up real-world Polish texts, written on 2026-11-28 and frozen: no rule, filter or
// model was written from it, and its author read neither the detection code, nor the probe tests, nor the other
// held-out texts. Same format and scoring as holdout.ts (`npx tsx eval/real-world/run.ts --set 8`). When it has
// been used to choose anything, it is spent for that class of leak: say so here and write a new set.
// Spent so far: every kind of leak it showed after the tenth round (the eleventh round was written from those kinds
// with made-up examples, 2026-11-28): it is no longer a held-out figure.
//
// Values are what a new account's default settings must keep from the provider. Street addresses, postal codes,
// dates of birth, places of birth and IP addresses also occur, but they are off by default: they sit in `optIn`
// and run.ts does not score them. Company hotlines, office numbers, historical figures, saints and patrons of
// streets or schools are not personal and are not scored; nicknames that are plain words and pets' names are not
// scored either. Identifiers have valid checksums (PESEL, NIP, REGON, NRB/IBAN with a valid sort code, Luhn, ID
// card, Polish passport; computed by a throwaway script), also where OCR noise has changed a character; the
// Ukrainian passport has no check digit. All people and numbers are invented.

import type { HoldoutText } from './holdout.js';

/** A held-out text, with the values of types that are off by default (not scored by run.ts). */
export interface Holdout8Text extends HoldoutText { optIn?: string[] }

export const HOLDOUT_8: Holdout8Text[] = [
  // chat / messenger: lowercase, no diacritics, typos, slang, emoji
  { genre: 'chat', text: 'elo, madzia mowila ze jutro nie ma lekcji z wozniakiem bo chory 🤒', values: [['first', 'madzia'], ['surname', 'wozniakiem']] },
  { genre: 'chat', text: 'ty a ten janusz od kowalczykow co pozyczal przyczepke to oddal w koncu? bo pawel pyta', values: [['first', 'janusz'], ['surname', 'kowalczykow'], ['first', 'pawel']] },
  { genre: 'chat', text: 'sorry ze tak pozno odp 😅 numer do hydraulika: pan sobota 605 118 294, mowi ze bedzie w pon', values: [['surname', 'sobota'], ['id', '605 118 294']] },
  { genre: 'chat', text: 'kupilam od natalii bondarenko te buty z vinted ale rozmiar nie ten 😭 oddam komus 38', values: [['first', 'natalii'], ['surname', 'bondarenko']] },
  { genre: 'chat', text: 'heja, przelej mi za pizze na 46 1026 2841 3085 0196 5253 1930, marcin zaplacil juz', values: [['id', '46 1026 2841 3085 0196 5253 1930'], ['first', 'marcin']] },
  { genre: 'chat', text: 'wczoraj na imprezie u zanety wisniewskiej byl ten jej nowy, jakis dawid chyba, mega spoko typ', values: [['first', 'zanety'], ['surname', 'wisniewskiej'], ['first', 'dawid']] },
  { genre: 'chat', text: 'nie zapomnij ze babcia helenka ma imieniny w sobote!!! kup kwiaty 💐', values: [['first', 'helenka']] },
  { genre: 'chat', text: 'ziomek, grzesiek mroz wrzucil zdjecia z wesela na drive, haslo ci wysle na priv', values: [['first', 'grzesiek'], ['surname', 'mroz']] },
  { genre: 'chat', text: 'mamo to jest numer do pani doktor lis-nowickiej 22 651 40 18, dzwon od 8', values: [['surname', 'lis'], ['surname', 'nowickiej'], ['id', '22 651 40 18']] },
  { genre: 'chat', text: 'ok kocham cie, buziaki dla oskarka i zuzi ❤️❤️', values: [['first', 'oskarka'], ['first', 'zuzi']] },
  { genre: 'chat', text: 'mati wyslij mi skan dowodu bo w biurze chca, wiem ze masz seria tvz447695 ale potrzebuja zdjecie', values: [['first', 'mati'], ['id', 'tvz447695']] },
  { genre: 'chat', text: 'siostra pyta czy mozesz odebrac paczke na nazwisko Dąbrowska-Kamińska, kod odbioru ma ona', values: [['surname', 'Dąbrowska'], ['surname', 'Kamińska']] },
  { genre: 'chat', text: 'zgubilem portfel 😩 dowod YIM700975, karta visa koncowka 2842, prawko... do banku juz dzwonilem. jakby ktos znalazl w okolicach rynku to Łukasz, 503 817 226', values: [['id', 'YIM700975'], ['first', 'Łukasz'], ['id', '503 817 226']] },
  // SMS
  { genre: 'sms', text: 'Dzien dobry, tu Wieslaw Pietruszka, dzwonilem w sprawie ogloszenia o mieszkaniu. Prosze o kontakt 698 403 227.', values: [['surname', 'Pietruszka'], ['id', '698 403 227']] },
  { genre: 'sms', text: 'Przypominamy o wizycie u dr Agnieszki Zięby jutro o 9:40, gabinet nr 14. Odwołanie wizyty: 58 342 11 09. Przychodnia Zdrowie', values: [['first', 'Agnieszki'], ['surname', 'Zięby']] },
  // ALL CAPS forms and letters
  { genre: 'caps', text: 'OŚWIADCZENIE\nJA, NIŻEJ PODPISANY TADEUSZ KOWAL, PESEL 44051714950, OŚWIADCZAM, ŻE NIE POSIADAM ZALEGŁOŚCI WOBEC SPÓŁDZIELNI.', values: [['surname', 'KOWAL'], ['id', '44051714950']] },
  { genre: 'caps', text: 'ZGŁOSZENIE SZKODY NR 2026/11/0456 — POSZKODOWANA: BOŻENA WILK, TEL. 507 221 983, SPRAWCA: NIEUSTALONY', values: [['surname', 'WILK'], ['id', '507 221 983']] },
  { genre: 'caps', text: 'PROSZĘ O WYDANIE ZAŚWIADCZENIA DLA SYNA KACPRA GOŁĘBIOWSKIEGO UR. 14.03.2009 W ŁOMŻY', values: [['first', 'KACPRA'], ['surname', 'GOŁĘBIOWSKIEGO']], optIn: ['14.03.2009', 'ŁOMŻY'] },
  { genre: 'caps', text: 'PEŁNOMOCNIK: ADW. ROMUALD ZAJĄCZKOWSKI, KANCELARIA ADWOKACKA, NIP 1764143292', values: [['surname', 'ZAJĄCZKOWSKI'], ['id', '1764143292']] },
  // online forms
  { genre: 'form', text: 'Imię i nazwisko: Oleksandr Tkachenko\nObywatelstwo: ukraińskie\nNr paszportu: FE 482913\nTelefon: +48 731 650 204', values: [['first', 'Oleksandr'], ['surname', 'Tkachenko'], ['id', 'FE 482913'], ['id', '+48 731 650 204']] },
  { genre: 'form', text: 'Nazwisko: Nguyen\nImiona: Thi Lan\nData urodzenia: 03.07.1988\nMiejsce urodzenia: Hanoi\nPESEL: 88070382842', values: [['surname', 'Nguyen'], ['first', 'Thi'], ['first', 'Lan'], ['id', '88070382842']], optIn: ['03.07.1988', 'Hanoi'] },
  { genre: 'form', text: 'Formularz zgłoszeniowy — półkolonie 2026\nUczestnik: Zosia Kaczmarek (lat 9)\nOpiekun prawny: Monika Kaczmarek, tel. 604-318-552\nAlergie: orzechy', values: [['first', 'Zosia'], ['surname', 'Kaczmarek'], ['id', '604-318-552']] },
  { genre: 'form', text: 'Dane do faktury: Usługi Remontowe Jerzy Baran, ul. Kasztanowa 17, 62-020 Swarzędz, NIP 130-080-62-74', values: [['surname', 'Baran'], ['id', '130-080-62-74']], optIn: ['ul. Kasztanowa 17', '62-020'] },
  { genre: 'form', text: 'Wniosek o wydanie paszportu dla małoletniego\nImię: Oliwia\nNazwisko: Majchrzak\nPESEL: 11312887681\nPoprzedni paszport: FT5273148\nImię i nazwisko matki: Izabela Majchrzak z d. Kurowska', values: [['surname', 'Majchrzak'], ['id', '11312887681'], ['id', 'FT5273148'], ['surname', 'Kurowska']] },
  { genre: 'form', text: 'Zgłoszenie do przychodni — nowy pacjent\nsyn: Tymon Piasecki\nur. 22.07.2017\nPESEL 17272201639\nopiekun: Marta Piasecka, m.piaseck83@gmail.com', values: [['first', 'Tymon'], ['surname', 'Piasecki'], ['id', '17272201639'], ['surname', 'Piasecka'], ['id', 'm.piaseck83@gmail.com']], optIn: ['22.07.2017'] },
  // scanned documents / OCR output
  { genre: 'ocr', text: 'RZECZP0SP0LITA P0LSKA / REPUBLIC 0F P0LAND\nDOWÓD OSOBISTY / IDENTITY CARD\nNazwisko / Surname\nCHRZANOWSKA\nImiona / Given names\nEWEL1NA MARIA\nNumer PESEL / Personal number\n8108O633520\nNumer dowodu / Card number\nXXJ 505074', values: [['surname', 'CHRZANOWSKA'], ['first', 'EWEL1NA'], ['first', 'MARIA'], ['id', '8108O633520'], ['id', 'XXJ 505074']] },
  { genre: 'ocr', text: 'FAKTURA VAT nr FV/112/2026\nSprzedawca: PHU "DREW-BUD" Stanisław Kołodziej\nNIP: 47547O2389\nNabywca: Alicja Gajewska\nul. Leśna 4/2\n87-1OO Toruń', values: [['surname', 'Kołodziej'], ['id', '47547O2389'], ['surname', 'Gajewska']], optIn: ['ul. Leśna 4/2', '87-1OO'] },
  { genre: 'ocr', text: 'WYCI4G Z RACHUNKU BANK0WEG0 za okres 01.1O.2026 - 31.1O.2026\nPosiadacz:\nlRENEUSZ SROKA\nNr rachunku:\n30 1053 7822 6889 5269 1440 3934\nSaldo końcowe: 2 118,40 PLN', values: [['first', 'lRENEUSZ'], ['surname', 'SROKA'], ['id', '30 1053 7822 6889 5269 1440 3934']] },
  { genre: 'ocr', text: 'KARTA INFORMACYJNA LECZENIA SZPITALNEGO\nPacjent: Sikorski Bogdan    PESEL: 52 100 493 093\nAdres: Os. Piastowskie 21/7, 61-148 Poznań\nLekarz prowadzący: lek. med. Hanna Ferenc', values: [['surname', 'Sikorski'], ['id', '52 100 493 093'], ['surname', 'Ferenc']], optIn: ['Os. Piastowskie 21/7', '61-148'] },
  { genre: 'ocr', text: 'Imię/Name:\nDMYTRO\nNazwisko/Surname:\nHONCHARENKO\nObywatelstwo/Nationality:\nUKR\nPESEL:\n90O71840197', values: [['first', 'DMYTRO'], ['surname', 'HONCHARENKO'], ['id', '90O71840197']] },
  // e-mails with greetings and signatures
  { genre: 'email', text: 'Dzień dobry Pani Renato,\n\nw załączeniu przesyłam umowę do podpisu. Proszę o odesłanie skanu do piątku.\n\nZ poważaniem\nŁukasz Brzeziński\nSpecjalista ds. Kadr\nlukasz.brzezinski@termaplast.pl\ntel. 509 447 120', values: [['first', 'Renato'], ['first', 'Łukasz'], ['surname', 'Brzeziński'], ['id', 'lukasz.brzezinski@termaplast.pl'], ['id', '509 447 120']] },
  { genre: 'email', text: 'Hi Mark,\nquick update: Pani Jadwiga Stępień from accounting confirmed the transfer. Her PESEL for the contract is 49040933305. Could you loop in Rohan Mehta?\nCheers, Ola', values: [['first', 'Mark'], ['surname', 'Stępień'], ['id', '49040933305'], ['first', 'Rohan'], ['surname', 'Mehta'], ['first', 'Ola']] },
  { genre: 'email', text: 'Szanowny Panie Mecenasie,\nw imieniu mojej matki, pani Genowefy, zwracam się z prośbą o informację w sprawie o sygn. akt I C 1234/25. Matka nie słyszy, dlatego proszę o kontakt mailowy: g.lewandowska44@wp.pl\nKrzysztof Lewandowski', values: [['first', 'Genowefy'], ['id', 'g.lewandowska44@wp.pl'], ['surname', 'Lewandowski']] },
  { genre: 'email', text: 'Cześć Wojtek!\nDzięki za polecenie — rozmawiałem już z tym Twoim kolegą, Igorem Pawłowskim. Ogarnie nam stronę. Podeślesz mi jeszcze numer do Sandry?\nPozdro\nBartek', values: [['first', 'Wojtek'], ['first', 'Igorem'], ['surname', 'Pawłowskim'], ['first', 'Sandry'], ['first', 'Bartek']] },
  { genre: 'email', text: 'Sehr geehrter Herr Becker,\nanbei die Rechnung. Bei Fragen wenden Sie sich bitte an Frau Ewa Ptak (ep@polbud.com.pl).\nMit freundlichen Grüßen\nRyszard Kania\nPolBud Sp. z o.o.', values: [['surname', 'Becker'], ['first', 'Ewa'], ['surname', 'Ptak'], ['id', 'ep@polbud.com.pl'], ['surname', 'Kania']] },
  // call-centre and court transcripts
  { genre: 'transcript', text: 'KONSULTANT: Dzień dobry, w czym mogę pomóc?\nKLIENT: Dzień dobry, nazywam się Paweł Jabłoński, chciałem zastrzec kartę.\nKONSULTANT: Poproszę numer PESEL.\nKLIENT: Siedem trzy jeden jeden... dobra, podam cyframi: 73111906716.\nKONSULTANT: Dziękuję, panie Pawle.', values: [['first', 'Paweł'], ['surname', 'Jabłoński'], ['id', '73111906716'], ['first', 'Pawle']] },
  { genre: 'transcript', text: 'Przewodnicząca: Proszę podać imię, nazwisko i wiek.\nŚwiadek: Marzena Kos, lat 47.\nPrzewodnicząca: Czy jest pani spokrewniona z oskarżonym?\nŚwiadek: Nie, Dariusza Pilcha znam tylko z widzenia, z klatki.', values: [['surname', 'Kos'], ['first', 'Dariusza'], ['surname', 'Pilcha']] },
  { genre: 'transcript', text: '[00:01:12] Agent (Ewa): ...proszę podać numer telefonu do kontaktu.\n[00:01:19] Klient: osiemset... nie, sorry. 667 210 458.\n[00:01:25] Agent (Ewa): Zapisuję. Na kogo ma być umowa?\n[00:01:28] Klient: Na żonę, Aleksandrę Mazur-Pękalę.', values: [['first', 'Ewa'], ['id', '667 210 458'], ['first', 'Aleksandrę'], ['surname', 'Mazur'], ['surname', 'Pękalę']] },
  // forums, social media, gaming and stream chat
  { genre: 'forum', text: 'Re: Kredyt frankowy — opinie o kancelarii\nPolecam mec. Ostaszewską, prowadziła sprawę mojego teścia (Zenon Majewski, zgodził się żebym napisał). Wygrali w I instancji.\n~ kredytowy_tata', values: [['surname', 'Ostaszewską'], ['surname', 'Majewski'], ['handle', 'kredytowy_tata']] },
  { genre: 'forum', text: 'Hej dziewczyny, szukam położnej środowiskowej na Ursynowie, ktoś miał panią Beatę Woźnicką? Podobno super. Piszcie na monika.rosa85@gmail.com', values: [['first', 'Beatę'], ['surname', 'Woźnicką'], ['id', 'monika.rosa85@gmail.com']] },
  { genre: 'social', text: 'Wszystkiego najlepszego dla najlepszej teściowej na świecie! 🎂🥳 @Danuta Grabowska 100 lat!!! #urodziny #rodzinka', values: [['surname', 'Grabowska']] },
  { genre: 'social', text: '@pawel_zielinski_pl a może najpierw sprawdź fakty zanim zaczniesz obrażać ludzi? Pani Szewczyk z MOPS-u robi co może.', values: [['handle', 'pawel_zielinski_pl'], ['surname', 'Szewczyk']] },
  { genre: 'social', text: 'Zaginął pies! Rudy kundelek, wabi się Borys. Ostatnio widziany przy Biedronce na Długiej. Właściciel: Piotr Jaworek, tel. 790 116 305. Proszę o udostępnienie 🙏', values: [['surname', 'Jaworek'], ['id', '790 116 305']] },
  { genre: 'social', text: 'Gratulacje dla naszej Pani Dyrektor mgr Marii Chełmińskiej z okazji 30-lecia pracy! 🌷 Szkoła Podstawowa nr 3 im. Adama Mickiewicza', values: [['first', 'Marii'], ['surname', 'Chełmińskiej']] },
  { genre: 'social', text: 'YT komentarz: @KamilGrzelak_official brawo Kamilek!!! pozdrowienia z Tarnowa od Julki i Bartka 💪', values: [['handle', 'KamilGrzelak_official'], ['first', 'Kamilek'], ['first', 'Julki'], ['first', 'Bartka']] },
  { genre: 'gaming', text: '[Twitch] xXKrolMrozuXx: gg wp\n[Twitch] ola_gra_w_lola: @xXKrolMrozuXx ty to jestes ten kuba z 3b?\n[Twitch] xXKrolMrozuXx: nie, ja jestem szymon xd', values: [['handle', 'xXKrolMrozuXx'], ['handle', 'ola_gra_w_lola'], ['first', 'kuba'], ['first', 'szymon']] },
  { genre: 'gaming', text: 'DarkSoul_PL — dzisiaj o 21:12\nkto gra ranked? wbijajcie na kanał, @Wiktoria.Kmiec i @bananowy_ziom też zapraszam\nmój steam: soulreaper_1999', values: [['handle', 'DarkSoul_PL'], ['handle', 'Wiktoria.Kmiec'], ['handle', 'bananowy_ziom'], ['handle', 'soulreaper_1999']] },
  { genre: 'gaming', text: 'GG: nick "PolskiKozak88" — ktoś zna? ciągle teamkilluje, reportujcie. też jakiś Bartosz_Weiss z klanu [ZBK]', values: [['handle', 'PolskiKozak88'], ['handle', 'Bartosz_Weiss']] },
  // news items
  { genre: 'news', text: 'Policjanci z Komendy Powiatowej w Wołominie zatrzymali 34-letniego Rafała K., podejrzanego o kradzież katalizatorów. Pokrzywdzony, pan Henryk Wójtowicz, odzyskał część mienia.', values: [['first', 'Rafała'], ['surname', 'Wójtowicz']] },
  { genre: 'news', text: 'W niedzielę w parafii pw. św. Wojciecha odbyło się pożegnanie ks. Zbigniewa Olszewskiego, który po 18 latach przechodzi do Gniezna. Parafianie dziękowali też siostrze Teresie Bąk.', values: [['first', 'Zbigniewa'], ['surname', 'Olszewskiego'], ['first', 'Teresie'], ['surname', 'Bąk']] },
  // classified ads
  { genre: 'ad', text: 'SPRZEDAM Opla Astrę 2011, 1.6 benzyna, 182 tys. km, zadbany. Cena 15 900 zł do negocjacji. Dzwonić po 16: 693 557 840, Grzegorz. Gorzów Wlkp.', values: [['id', '693 557 840'], ['first', 'Grzegorz']] },
  { genre: 'ad', text: 'Korepetycje z matematyki — mgr Iwona Adamiak, 20 lat doświadczenia. Tel. 517 063 219, e-mail: korki.matma.tarnow@onet.pl', values: [['surname', 'Adamiak'], ['id', '517 063 219'], ['id', 'korki.matma.tarnow@onet.pl']] },
  { genre: 'ad', text: 'Firma "Kwiaciarnia u Jadzi" Jadwiga Kruczek, REGON 549823370, tel. kom. 796-224-380. Wieńce, wiązanki, dowóz gratis!', values: [['first', 'Jadzi'], ['surname', 'Kruczek'], ['id', '549823370'], ['id', '796-224-380']] },
  // school, parish and community notices
  { genre: 'notice', text: 'OGŁOSZENIA PARAFIALNE\nW minionym tygodniu odeszli do Pana: śp. Władysław Kur, lat 82, i śp. Stanisława Domańska, lat 91. Wieczny odpoczynek racz im dać, Panie.', values: [['surname', 'Kur'], ['surname', 'Domańska']] },
  { genre: 'notice', text: 'Szanowni Rodzice! Zebranie klasy 2c odbędzie się we wtorek o 17:30 w sali 104. Wychowawczyni: Pani Joanna Czerwińska. Skarbnik: tata Filipa, p. Michał Urban, nr konta 69 1091 4346 6317 5168 4244 6937.', values: [['surname', 'Czerwińska'], ['first', 'Filipa'], ['surname', 'Urban'], ['id', '69 1091 4346 6317 5168 4244 6937']] },
  { genre: 'notice', text: 'Wspólnota Mieszkaniowa "Zielone Tarasy" informuje: od 1 grudnia administratorem budynku jest pan Marek Gąsior (tel. 600 982 341). Awarie miejskie zgłaszać pod nr 19 115.', values: [['surname', 'Gąsior'], ['id', '600 982 341']] },
  // bank transfers and invoices
  { genre: 'transfer', text: 'Tytuł przelewu: czynsz 11/2026 lok. 8\nOdbiorca: Elżbieta Maciejewska\nRachunek odbiorcy: PL17 1145 7495 0448 7450 5493 0247\nKwota: 1 850,00 PLN', values: [['surname', 'Maciejewska'], ['id', 'PL17 1145 7495 0448 7450 5493 0247']] },
  { genre: 'invoice', text: 'Rachunek nr 7/2026\nWystawca: Karolina Fijałkowska – tłumacz przysięgły języka niemieckiego\nNIP 8647598924, REGON 505259193\nNabywca: Müller Logistik GmbH, Hamburg\nDo zapłaty: 1 230,00 zł na rachunek 10 1245 9865 7565 2586 7029 3042', values: [['surname', 'Fijałkowska'], ['id', '8647598924'], ['id', '505259193'], ['id', '10 1245 9865 7565 2586 7029 3042']] },
  { genre: 'bank', text: 'Bank informuje Pana Edwarda Kubackiego, że na rachunku nr 77 1758 4777 3154 5570 3839 2995 powstało saldo debetowe w wysokości 1 204,18 zł. Prosimy o spłatę w terminie 14 dni.', values: [['first', 'Edwarda'], ['surname', 'Kubackiego'], ['id', '77 1758 4777 3154 5570 3839 2995']] },
  { genre: 'bank', text: 'WEZWANIE DO ZAPŁATY\nDłużnik: Sebastian Kurek\nPESEL: 89100293378\nZadłużenie: 3 412,55 zł\nWierzyciel: FinCap Sp. z o.o.\nW razie pytań: infolinia 22 203 44 00 (pn-pt 8-18)', values: [['surname', 'Kurek'], ['id', '89100293378']] },
  { genre: 'bank', text: 'Reklamacja nr RK-2211: klientka Sylwia Borowiec, karta 5485-2218-2530-3683, transakcja z 24.11 na kwotę 389 zł nie została przez nią rozpoznana.', values: [['surname', 'Borowiec'], ['id', '5485-2218-2530-3683']] },
  { genre: 'gov', text: 'Urząd Skarbowy Warszawa-Mokotów\nDotyczy: zwrot nadpłaty PIT-37 za 2025\nPodatnik: Agnieszka Jędrzejczyk-Nowak\nPESEL: 83100265607\nRachunek do zwrotu: 33 1025 8150 3715 9459 1435 4569', values: [['surname', 'Jędrzejczyk'], ['surname', 'Nowak'], ['id', '83100265607'], ['id', '33 1025 8150 3715 9459 1435 4569']] },
  // CSV / JSON / YAML / SQL / log pastes
  { genre: 'data', text: 'id;imie;nazwisko;pesel;telefon\n101;Patryk;Szymański;00241724251;721 440 915\n102;Julia;Nowicka-Bąk;07232297820;', values: [['surname', 'Szymański'], ['id', '00241724251'], ['id', '721 440 915'], ['surname', 'Nowicka'], ['surname', 'Bąk'], ['id', '07232297820']] },
  { genre: 'data', text: '{"customer":{"firstName":"Weronika","lastName":"Pawlik","email":"wpaw91@interia.pl","iban":"PL23116626971050852620833876","card":"4453 4770 6664 7821"},"status":"PENDING"}', values: [['first', 'Weronika'], ['surname', 'Pawlik'], ['id', 'wpaw91@interia.pl'], ['id', 'PL23116626971050852620833876'], ['id', '4453 4770 6664 7821']] },
  { genre: 'data', text: 'contacts:\n  - name: Hubert Nowak\n    role: on-call\n    phone: "+48 602 118 947"\n  - name: Priya Raghunathan\n    role: backup\n    slack: "@praghu"\n', values: [['surname', 'Nowak'], ['id', '+48 602 118 947'], ['first', 'Priya'], ['surname', 'Raghunathan'], ['handle', 'praghu']] },
  { genre: 'data', text: "INSERT INTO pacjenci (imie, nazwisko, pesel, nr_tel) VALUES ('Leszek', 'Kapusta', '59031036876', '694102558');", values: [['surname', 'Kapusta'], ['id', '59031036876'], ['id', '694102558']] },
  { genre: 'log', text: '2026-11-27T08:14:22Z WARN auth: failed login for user=jwitkowska from 83.24.171.9 (attempt 3/5)\n2026-11-27T08:14:40Z INFO auth: password reset requested, email=joanna.witkowska@medicus-lodz.pl', values: [['handle', 'jwitkowska'], ['id', 'joanna.witkowska@medicus-lodz.pl']], optIn: ['83.24.171.9'] },
  { genre: 'log', text: 'Error: Validation failed for customer {"nip":"7006133208","regon":"890986339","contact":"Dominik Wrona"}\n    at OrderService.create (order.ts:112)', values: [['id', '7006133208'], ['id', '890986339'], ['surname', 'Wrona']] },
  // medical, HR and CRM notes
  { genre: 'medical', text: 'Wywiad: pacjentka lat 67, zgłasza bóle w klatce piersiowej od 3 dni. Skierowana przez lek. rodz. dr. Sławomira Knapa. Córka (Agata, tel. 663 019 842) prosi o informowanie o stanie zdrowia.', values: [['first', 'Sławomira'], ['surname', 'Knapa'], ['first', 'Agata'], ['id', '663 019 842']] },
  { genre: 'medical', text: 'ZLECENIE: RTG klp PA\nPac.: GRABARCZYK Wiesława, ur. 1951\nPESEL 51050151604\nLek. kier.: Kwaśny T.', values: [['surname', 'GRABARCZYK'], ['first', 'Wiesława'], ['id', '51050151604'], ['surname', 'Kwaśny']] },
  { genre: 'hr', text: 'Notatka HR 2026-11-20: pracownik Mateusz Ciesielski (nr ewid. 00412) złożył wypowiedzenie. Rozmowa wyjściowa z p. Dorotą Rogalską z działu płac w pn. Do rozliczenia ekwiwalent za 6 dni urlopu.', values: [['surname', 'Ciesielski'], ['first', 'Dorotą'], ['surname', 'Rogalską']] },
  { genre: 'crm', text: 'CRM > Kontakt #44810\nKlient: Anil Venkataraman (pref. j. angielski)\nUwagi: dzwonił 3x ws. reklamacji pralki, żona Sunita odbiera od 15:00. Oddzwonić: 579 334 106\nOpiekun: a.fornal', values: [['first', 'Anil'], ['surname', 'Venkataraman'], ['first', 'Sunita'], ['id', '579 334 106'], ['handle', 'a.fornal']] },
  // court, notary
  { genre: 'court', text: 'Sąd Rejonowy dla Krakowa-Podgórza w Krakowie, II Wydział Cywilny, zawiadamia, że w sprawie z powództwa Romana Stolarza przeciwko Jolancie Kuc o podział majątku wspólnego rozprawa odbędzie się dnia 15 stycznia 2027 r.', values: [['first', 'Romana'], ['surname', 'Stolarza'], ['first', 'Jolancie'], ['surname', 'Kuc']] },
  { genre: 'notary', text: 'Repertorium A nr 4512/2026\nAKT NOTARIALNY\nDnia dwudziestego piątego listopada dwa tysiące dwudziestego szóstego roku przed notariuszem Ireną Sowińską stawili się: Bogusław Żak, legitymujący się dowodem osobistym LSW589737, PESEL 43052818977, oraz jego żona Krystyna Żak.', values: [['first', 'Ireną'], ['surname', 'Sowińską'], ['surname', 'Żak'], ['id', 'LSW589737'], ['id', '43052818977']] },
  // mixed Polish-English
  { genre: 'mixed', text: 'btw the invoice from Marek Kaczor ma zły NIP, powinien być 794-407-12-78 a nie to co wpisali. Can you fix it before EOD?', values: [['surname', 'Kaczor'], ['id', '794-407-12-78']] },
  { genre: 'mixed', text: 'hej team, jutro standup prowadzi @kasia.dudek bo ja mam wizytę u lekarza. jakby coś pilnego to Tomasz Żmuda ma dostęp do proda 🙏', values: [['handle', 'kasia.dudek'], ['surname', 'Żmuda']] },
  // foreign residents' names in Polish text
  { genre: 'foreign', text: 'Nasz nowy sąsiad, pan Nguyễn Văn Hùng, prowadzi bar na rogu. Jego syn Minh chodzi z Antosiem do jednej klasy.', values: [['surname', 'Nguyễn'], ['first', 'Hùng'], ['first', 'Minh'], ['first', 'Antosiem']] },
  { genre: 'foreign', text: 'Umówiłam się z Jürgenem Schneiderem na piątek, przyjedzie z żoną Heike.', values: [['first', 'Jürgenem'], ['surname', 'Schneiderem'], ['first', 'Heike']] },
  { genre: 'foreign', text: 'Pani Fatima Al-Haddad (obywatelstwo polskie) prosi o przesunięcie terminu rozmowy kwalifikacyjnej. Numer paszportu podała w CV: PW5306414.', values: [['first', 'Fatima'], ['surname', 'Al-Haddad'], ['id', 'PW5306414']] },
  { genre: 'foreign', text: 'Ola, to jest Ahmed Yusuf z Sudanu, ten od tłumaczeń z arabskiego. Mieszka u Kowalewskich na Pradze, da się go złapać pod 571 029 663.', values: [['first', 'Ola'], ['first', 'Ahmed'], ['surname', 'Yusuf'], ['surname', 'Kowalewskich'], ['id', '571 029 663']] },
  { genre: 'foreign', text: 'Dzwoniła Iryna Savchenko, ta pani od sprzątania — w tym tygodniu zamiast niej przyjdzie jej siostra Halyna. Iryni zapłać za dwa tygodnie z góry.', values: [['first', 'Iryna'], ['surname', 'Savchenko'], ['first', 'Halyna'], ['first', 'Iryni']] },
  { genre: 'foreign', text: 'Szukam dobrego nauczyciela polskiego dla męża: Oliver Hughes, Brytyjczyk, mieszka w Gdyni od roku. Kontakt: olly.h.gdynia@gmail.com', values: [['first', 'Oliver'], ['surname', 'Hughes'], ['id', 'olly.h.gdynia@gmail.com']] },
  { genre: 'foreign', text: 'Kierowniczka zmiany: Trần Thị Mai. W razie nieobecności zastępuje ją Phạm Quốc Bảo.', values: [['surname', 'Trần'], ['first', 'Mai'], ['surname', 'Phạm'], ['first', 'Bảo']] },
  // inflection, diminutives, vocatives, family forms, surnames that are common words
  { genre: 'family', text: 'Ciociu Basiu, dziękujemy za paczkę! Jasio był zachwycony klockami, a Marysia od razu założyła sweterek. Całusy od Wiśniewskich z Opola 😘', values: [['first', 'Basiu'], ['first', 'Jasio'], ['first', 'Marysia'], ['surname', 'Wiśniewskich']] },
  { genre: 'family', text: 'Wczoraj rozmawiałem z Bożeną i Zdzisławem Jakubowskimi o działce. Opowiadali o synu, Stefanie, że wyjechał do Norwegii.', values: [['first', 'Bożeną'], ['first', 'Zdzisławem'], ['surname', 'Jakubowskimi'], ['first', 'Stefanie']] },
  { genre: 'family', text: 'Państwo Koziołowie zaprosili nas na chrzciny Leny. Chrzestnym będzie brat pani Koziołowej, Artur.', values: [['surname', 'Koziołowie'], ['first', 'Leny'], ['surname', 'Koziołowej'], ['first', 'Artur']] },
  { genre: 'family', text: 'Przekaż proszę Grażynie Kamińskiej, że jej syn Norbert zostawił u nas kurtkę. Przypomnij też temu łobuzowi, żeby oddzwonił do Jarka.', values: [['first', 'Grażynie'], ['surname', 'Kamińskiej'], ['first', 'Norbert'], ['first', 'Jarka']] },
  { genre: 'family', text: 'Nie ma dziś pana Mrówki ani pani Sikory, więc zastępstwo z fizyki bierze pan Wróbel.', values: [['surname', 'Mrówki'], ['surname', 'Sikory'], ['surname', 'Wróbel']] },
  { genre: 'family', text: 'na osiedlu wszyscy mówią na niego "Grubas", ale naprawdę to Przemek Lewicki z czwórki. jak go spotkasz to powiedz, że Szczurek go szuka', values: [['first', 'Przemek'], ['surname', 'Lewicki']] },
  { genre: 'letter', text: 'Kochana Wnusiu! Piszę do Ciebie z sanatorium w Ciechocinku. Poznałam tu miłą panią, nazywa się Leokadia Frąckowiak, jest z Kalisza. Dziadek Czesiu się nudzi.\nBabcia Hela', values: [['surname', 'Frąckowiak'], ['first', 'Czesiu'], ['first', 'Hela']] },
];

/** Texts with no personal data that must reach the provider unchanged. */
export const HOLDOUT_8_CLEAN: string[] = [
  'Spotkajmy się na rogu ul. Jana Pawła II i al. Kościuszki, obok apteki Gemini.',
  'W sobotę idziemy na Wawel, potem obiad na Kazimierzu i spacer bulwarami nad Wisłą.',
  'Infolinia banku działa całą dobę: 801 365 365, a z zagranicy +48 22 591 88 00.',
  'Kowal podkuł konia, a wróbel przysiadł na płocie kuźni — tak zaczyna się wierszyk, który dzieci recytowały na akademii.',
  'Mickiewicz napisał „Pana Tadeusza” na emigracji w Paryżu; Słowacki był jego wielkim rywalem.',
  'Szpital Uniwersytecki im. Mikołaja Kopernika przyjmuje pacjentów na izbie przyjęć od strony ul. Kopernika.',
  'Na śniadanie polecam serek Piątnica, chleb z Biedronki i sok Kubuś marchewkowy.',
  'Lech Poznań wygrał z Legią 2:1, a Górnik Zabrze zremisował z Wisłą Kraków.',
  'W razie awarii ciepłowniczej dzwoń pod 993, a w nagłych przypadkach pod 112.',
  'Zima w tym roku przyszła wcześnie: mróz do minus 15 stopni, a na Kasprowym Wierchu leży już pół metra śniegu.',
  'Dzień Babci i Dzień Dziadka obchodzimy 21 i 22 stycznia; w przedszkolu dzieci przygotowują laurki.',
  'Na Świętego Marcina 11 listopada Poznań je rogale marcińskie, a ulicą Święty Marcin przechodzi parada.',
  'Maria Skłodowska-Curie jako pierwsza kobieta otrzymała Nagrodę Nobla, i to dwukrotnie.',
  'Zamówienie nr 4471/2026 zostało wysłane kurierem InPost do Paczkomatu KRA01M. Status przesyłki sprawdzisz w aplikacji.',
  'CREATE TABLE klienci (id SERIAL PRIMARY KEY, imie TEXT, nazwisko TEXT, pesel CHAR(11), telefon VARCHAR(15));',
  'Orlen daje 10 gr rabatu na litrze paliwa przy płatności aplikacją, promocja trwa do niedzieli.',
  'Kościół pw. Najświętszego Serca Pana Jezusa: msze w niedziele o 8:00, 10:00, 12:00 i 18:00. Kancelaria parafialna czynna we wtorki.',
  'Zając, lis i sarna to najczęstsze zwierzęta spotykane na polach pod Grudziądzem, mówi leśniczy z nadleśnictwa.',
  'Pociąg IC „Kasprowy” z Gdyni Głównej do Zakopanego odjeżdża o 21:55 z peronu 2.',
  'Bolesław Chrobry był pierwszym koronowanym królem Polski; koronacja odbyła się w 1025 roku w Gnieźnie.',
  'Ulica Marii Konopnickiej będzie zamknięta od poniedziałku do piątku z powodu wymiany wodociągu, objazd przez Plac Wolności.',
  'Kod rabatowy ZIMA2026 działa do końca miesiąca na wszystkie kosmetyki marki Ziaja.',
];
