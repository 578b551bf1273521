// A thirteenth held-out set of made-up real-world Polish texts, written on 2026-11-29 blind and frozen: no rule,
// filter or model was written from it, and its author read only the format of holdout.ts and holdout-7.ts (their
// headers and first texts), run.ts and forward.ts: neither the detection code, nor the tests, nor the docs, nor the
// other held-out texts. Same format and scoring as holdout.ts (`npx tsx eval/real-world/run.ts --set 13`). When it
// has been used to choose anything, it is spent for that class of leak: say so here and write a new set.
//
// Values are what a new account's default settings must keep from the provider. Street addresses, postal codes,
// dates of birth and IP addresses also occur, but they are off by default: they sit in `optIn` and run.ts does not
// score them. Company hotlines and office numbers are not personal and are not scored. Identifiers have valid
// checksums (PESEL, NIP, REGON, NRB/IBAN with a valid sort code, Luhn, ID card, Polish passport; computed by a
// throwaway script), also where OCR noise has changed a character (O for 0, l or I for 1, S for 5); the Ukrainian
// passport has no check digit. All people and numbers are invented.
// Spent so far: every kind of leak it showed after the fifteenth round (the sixteenth round was written from those
// kinds with made-up examples, 2026-11-29): it is no longer a held-out figure.

import type { HoldoutText } from './holdout.js';

/** A held-out text, with the values of types that are off by default (not scored by run.ts). */
export interface Holdout13Text extends HoldoutText { optIn?: string[] }

export const HOLDOUT_13: Holdout13Text[] = [
  // chat / messenger: lowercase, no diacritics, typos, diminutives, every case
  { genre: 'chat', text: 'elo, widzialas co napisala justynka? podobno z tym swoim mateuszem juz nie sa razem 🙈', values: [['first', 'justynka'], ['first', 'mateuszem']] },
  { genre: 'chat', text: 'dzwonila jakas pani z przychodni ze doktor pieczonka przesunal wizyte na czwartek, jakby co to jego komorka 667 210 984', values: [['surname', 'pieczonka'], ['id', '667 210 984']] },
  { genre: 'chat', text: 'kochanie kup mleko i powiedz antkowi i zuzi zeby nie grali do nocy!! a jak bedziesz u tesciowej to oddaj jej te sloiki', values: [['first', 'antkowi'], ['first', 'zuzi']] },
  { genre: 'chat', text: 'słuchaj ten Wiktor od Pawłowskich to jest ten sam co robił nam łazienkę?', values: [['first', 'Wiktor'], ['surname', 'Pawłowskich']] },
  { genre: 'chat', text: 'no to przelewam ci 340zł, podaj jeszcze raz nr konta bo mam stary... ok mam: 38116718880089539056123896 odbiorca Weronika Szulc-Domańska', values: [['id', '38116718880089539056123896'], ['first', 'Weronika'], ['surname', 'Szulc'], ['surname', 'Domańska']] },
  { genre: 'chat', text: 'wiesz gdzie jest ta kancelaria mecenasa kędziory? mam tam isc z papierami po dziadku henryku', values: [['surname', 'kędziory'], ['first', 'henryku']] },
  { genre: 'chat', text: 'hej tu ola z grupy 3B, moge prosic o numer do pani lewandowskiej? dzieki!! mój to 502 331 876', values: [['first', 'ola'], ['surname', 'lewandowskiej'], ['id', '502 331 876']] },
  { genre: 'chat', text: 'jacus, mareczek i kubuś przyjdą o 18, a grzesiek dojedzie później bo ma dyżur', values: [['first', 'jacus'], ['first', 'mareczek'], ['first', 'kubuś'], ['first', 'grzesiek']] },
  { genre: 'chat', text: 'pozdrów ode mnie panią Wiesię i pana Tadeusza, dawno ich nie widziałam na działkach', values: [['first', 'Wiesię'], ['first', 'Tadeusza']] },
  { genre: 'chat', text: 'ej a ten nowy z IT to jak sie nazywa? chyba Dominik Wróblewski, na teamsach ma login d.wroblewski', values: [['first', 'Dominik'], ['surname', 'Wróblewski'], ['handle', 'd.wroblewski']] },
  { genre: 'chat', text: 'wyslij cv do mojej kuzynki małgosi na malgorzata.nowicka84@wp.pl, napisz ze od ciotki bozeny', values: [['first', 'małgosi'], ['id', 'malgorzata.nowicka84@wp.pl'], ['first', 'bozeny']] },
  { genre: 'chat', text: 'ten mechanik co ci polecalam to pan Zięba, ul. Kolejowa 14, dzwon 784 019 552 po 16', values: [['surname', 'Zięba'], ['id', '784 019 552']], optIn: ['ul. Kolejowa 14'] },
  { genre: 'chat', text: 'mamo nie zapomnij ze w sobote imieniny wujka zenka a w niedziele urodziny kuzynki patrycji', values: [['first', 'zenka'], ['first', 'patrycji']] },
  { genre: 'chat', text: 'Dawid pisał że jego PESEL to 90070720034, wpisz go do formularza za niego bo on jest w trasie', values: [['first', 'Dawid'], ['id', '90070720034']] },
  { genre: 'chat', text: 'panie zbyszku, klucze zostawilam u pani basi pod wycieraczka nie ma 😅', values: [['first', 'zbyszku'], ['first', 'basi']] },
  { genre: 'chat', text: 'zamow mi te bilety na swoja karte bo moja wygasla... albo dobra masz moja nowa 4199 4850 8402 5663 exp 08/29, na nazwisko tez potrzebujesz? piotrowicz', values: [['id', '4199 4850 8402 5663'], ['surname', 'piotrowicz']] },
  { genre: 'chat', text: 'a na fakture daj NIP 631 107 34 58, firma jest na szwagra, Artur Olszak', values: [['id', '631 107 34 58'], ['first', 'Artur'], ['surname', 'Olszak']] },
  { genre: 'chat', text: 'zgubilam dowod 😭 numer byl chyba cwp872073, co mam robic? jestem iga wrzesniewska z 4 pietra', values: [['id', 'cwp872073'], ['first', 'iga'], ['surname', 'wrzesniewska']] },

  // voice-to-text: no punctuation, numbers as dictated
  { genre: 'voice', text: 'napisz do pani bożeny kaczmarczyk że spotkanie przenosimy na wtorek i poproś o numer konta do faktury', values: [['first', 'bożeny'], ['surname', 'kaczmarczyk']] },
  { genre: 'voice', text: 'zadzwoń do marka zająca pod numer 603 884 120 i powiedz że auto jest gotowe do odbioru', values: [['first', 'marka'], ['surname', 'zająca'], ['id', '603 884 120']] },
  { genre: 'voice', text: 'przypomnij mi jutro o dziewiątej żeby oddzwonić do doktora sikory w sprawie wyników mamy haliny', values: [['surname', 'sikory'], ['first', 'haliny']] },
  { genre: 'voice', text: 'wyślij sms do krzyśka treść będę za dziesięć minut stoję w korku na wisłostradzie', values: [['first', 'krzyśka']] },
  { genre: 'voice', text: 'notatka kupić prezent dla oliwii i szymona na komunię dwudziestego maja zapytać ewelinę czy składamy się razem', values: [['first', 'oliwii'], ['first', 'szymona'], ['first', 'ewelinę']] },
  { genre: 'voice', text: 'wpisz pesel babci 48020530107 kropka nazwisko panieńskie gołąbek imię leokadia', values: [['id', '48020530107'], ['surname', 'gołąbek'], ['first', 'leokadia']] },
  { genre: 'voice', text: 'ok google wyślij do ireny wiadomość mój nowy numer to 798 120 556 zapisz go', values: [['first', 'ireny'], ['id', '798 120 556']] },

  // group chats with timestamps
  { genre: 'group', text: '[18:02] Ania K.: kto bierze dzieci w piątek?\n[18:03] Bartek: ja mogę, ale tylko Julkę i Stasia\n[18:05] Ania K.: super, to ja odbiorę Igę od Nowaczyków', values: [['first', 'Ania'], ['first', 'Bartek'], ['first', 'Julkę'], ['first', 'Stasia'], ['first', 'Igę'], ['surname', 'Nowaczyków']] },
  { genre: 'group', text: '12.11.2026, 21:14 - Renata Wójcik: Słuchajcie, pani Florczak z rady rodziców prosi o składkę\n12.11.2026, 21:16 - Piotr Gawron: Ile? Na jakie konto?\n12.11.2026, 21:17 - Renata Wójcik: 50 zł, konto 17 1020 2528 5415 5904 1446 6749', values: [['first', 'Renata'], ['surname', 'Wójcik'], ['surname', 'Florczak'], ['first', 'Piotr'], ['surname', 'Gawron'], ['id', '17 1020 2528 5415 5904 1446 6749']] },
  { genre: 'group', text: 'kacper_the_great — dzisiaj o 20:41\nktos gra dzis?\nmiłosz — dzisiaj o 20:43\nja + @zielona_zabka ale dopiero o 22', values: [['handle', 'kacper_the_great'], ['first', 'miłosz'], ['handle', 'zielona_zabka']] },
  { genre: 'group', text: '[09:15] Sobczyńska, Aleksandra\nMoże ktoś przejąć tickety Pana Ryszarda? Jest na L4 do piątku.\n[09:17] Nguyen Van Long\nBiorę. Ryszard ma w kalendarzu też spotkanie z klientem Brzozowskim', values: [['surname', 'Sobczyńska'], ['first', 'Aleksandra'], ['first', 'Ryszarda'], ['surname', 'Nguyen'], ['first', 'Van Long'], ['first', 'Ryszard'], ['surname', 'Brzozowskim']] },
  { genre: 'group', text: 'Mama: Michałek dzwonił z Londynu, mówi że przyleci 23go\nTata: a Sandra z nim?\nMama: nie, Sandra zostaje z dziećmi u Grabowskich', values: [['first', 'Michałek'], ['first', 'Sandra'], ['surname', 'Grabowskich']] },

  // e-mails with signatures, reply chains
  { genre: 'email', text: 'Dzień dobry,\nw załączeniu przesyłam fakturę korygującą.\n\nZ poważaniem\nKatarzyna Młynarczyk\nSpecjalista ds. rozliczeń\nBud-Mar Sp. z o.o.\ntel. kom. 698 440 217\nk.mlynarczyk@bud-mar.pl', values: [['first', 'Katarzyna'], ['surname', 'Młynarczyk'], ['id', '698 440 217'], ['id', 'k.mlynarczyk@bud-mar.pl']] },
  { genre: 'email', text: 'Szanowny Panie Doktorze,\nzwracam się z uprzejmą prośbą o przesunięcie terminu obrony mojego syna, Filipa Adamczyka, który od tygodnia leży w szpitalu.\nŁączę wyrazy szacunku\nDorota Adamczyk', values: [['first', 'Filipa'], ['surname', 'Adamczyka'], ['first', 'Dorota'], ['surname', 'Adamczyk']] },
  { genre: 'email', text: 'Hi Marta,\nplease find attached the contract for Mr. Oleksandr Bondarenko (PESEL 83062179875), starting 1 December.\n\nBest,\nKuba Wieczorek | HR Business Partner | +48 512 907 336', values: [['first', 'Marta'], ['first', 'Oleksandr'], ['surname', 'Bondarenko'], ['id', '83062179875'], ['first', 'Kuba'], ['surname', 'Wieczorek'], ['id', '+48 512 907 336']] },
  { genre: 'email', text: 'Pani Zofio, dokumenty wysłałem wczoraj kurierem.\nJerzy Kurek\n\n> W dniu 3 grudnia 2026 o 10:12 Zofia Baran <zofia.baran@onet.pl> napisała:\n> Panie Jerzy, czy dokumenty już są?', values: [['first', 'Zofio'], ['first', 'Jerzy'], ['surname', 'Kurek'], ['first', 'Zofia'], ['surname', 'Baran'], ['id', 'zofia.baran@onet.pl']] },
  { genre: 'email', text: 'Temat: Zwolnienie lekarskie – Lis\n\nDzień dobry Pani Edyto, przesyłam e-ZLA dla Pawła Lisa za okres 24.11–05.12.\nPozdrawiam, Agnieszka z kadr', values: [['surname', 'Lis'], ['first', 'Edyto'], ['first', 'Pawła'], ['surname', 'Lisa'], ['first', 'Agnieszka']] },
  { genre: 'email', text: 'Od: Tomasz Jabłoński <tjablonski@gmail.com>\nDo: rekrutacja@firma.pl\nTemat: CV – Tomasz Jabłoński\n\nW załączniku CV. Numer telefonu: 791 336 042.', values: [['first', 'Tomasz'], ['surname', 'Jabłoński'], ['id', 'tjablonski@gmail.com'], ['id', '791 336 042']] },
  { genre: 'email', text: 'Dzień dobry Panie Stanisławie,\nczynsz za listopad przelałam na konto PL87 1143 3008 8052 5460 9614 3865, tak jak w umowie.\nPozdrawiam serdecznie\nNatalia Kowalczuk-Berg', values: [['first', 'Stanisławie'], ['id', 'PL87 1143 3008 8052 5460 9614 3865'], ['first', 'Natalia'], ['surname', 'Kowalczuk'], ['surname', 'Berg']] },
  { genre: 'email', text: 'Pani Genowefo, w nawiązaniu do rozmowy potwierdzam wizytę technika we wtorek. W razie pytań prosimy o kontakt z infolinią 801 100 200.\n--\nMariusz Stępień\nDział Obsługi Klienta', values: [['first', 'Genowefo'], ['first', 'Mariusz'], ['surname', 'Stępień']] },
  { genre: 'email', text: 'Proszę obciążyć moją kartę 2413 2247 9873 8483 kwotą zaliczki za turnus.\nZ wyrazami szacunku\nCelina Adamska-Rybak', values: [['id', '2413 2247 9873 8483'], ['first', 'Celina'], ['surname', 'Adamska'], ['surname', 'Rybak']] },

  // forms: labels, one-line forms, bilingual
  { genre: 'form', text: 'Imię: Jadwiga\nDrugie imię: Maria\nNazwisko: Pietraszek\nPESEL: 53111937466\nNr dowodu: CHR470779\nAdres: ul. Kościuszki 8/3, 33-100 Tarnów', values: [['first', 'Jadwiga'], ['first', 'Maria'], ['surname', 'Pietraszek'], ['id', '53111937466'], ['id', 'CHR470779']], optIn: ['ul. Kościuszki 8/3', '33-100'] },
  { genre: 'form', text: 'Wnioskodawca: Kozioł Artur, ur. 14.03.1987, PESEL 87031441172, tel. 604-118-930, e-mail: artur.koziol@interia.pl', values: [['surname', 'Kozioł'], ['first', 'Artur'], ['id', '87031441172'], ['id', '604-118-930'], ['id', 'artur.koziol@interia.pl']], optIn: ['14.03.1987'] },
  { genre: 'form', text: 'First name / Imię: Tetiana\nSurname / Nazwisko: Kovalchuk\nDate of birth / Data urodzenia: 1992-11-02\nPESEL: 92110215780\nPhone / Telefon: +48 731 602 459', values: [['first', 'Tetiana'], ['surname', 'Kovalchuk'], ['id', '92110215780'], ['id', '+48 731 602 459']], optIn: ['1992-11-02'] },
  { genre: 'form', text: 'Name of the employee / Imię i nazwisko pracownika: Rajesh Kumar Pillai\nTax ID / NIP: 5276424357\nBank account / Rachunek: PL50 2496 3013 9956 9592 4309 1806', values: [['first', 'Rajesh'], ['first', 'Kumar'], ['surname', 'Pillai'], ['id', '5276424357'], ['id', 'PL50 2496 3013 9956 9592 4309 1806']] },
  { genre: 'form', text: 'Rodzic/opiekun prawny Daria Pawlikowska\nDziecko Nikodem Pawlikowski kl. 2b\nKontakt 695 220 471', values: [['first', 'Daria'], ['surname', 'Pawlikowska'], ['first', 'Nikodem'], ['surname', 'Pawlikowski'], ['id', '695 220 471']] },
  { genre: 'form', text: 'Poszkodowany (imię, nazwisko): Leszek Sowa\nSprawca: Dariusz Bąk, tel. 888 301 764\nŚwiadek: Helena Kos', values: [['first', 'Leszek'], ['surname', 'Sowa'], ['first', 'Dariusz'], ['surname', 'Bąk'], ['id', '888 301 764'], ['first', 'Helena'], ['surname', 'Kos']] },
  { genre: 'form', text: 'Najemca: Szymon Bielawski, seria i nr dowodu DEX 989572, tel. 881 902 443', values: [['first', 'Szymon'], ['surname', 'Bielawski'], ['id', 'DEX 989572'], ['id', '881 902 443']] },
  { genre: 'form', text: 'Tytuł przelewu: Opłata za przedszkole – Antoni Wysocki gr. Motylki\nNadawca: Kamila Wysocka\nRachunek nadawcy: 52 1753 3182 1325 6700 9572 5627', values: [['first', 'Antoni'], ['surname', 'Wysocki'], ['first', 'Kamila'], ['surname', 'Wysocka'], ['id', '52 1753 3182 1325 6700 9572 5627']] },
  { genre: 'form', text: 'Faktura VAT nr FV/112/2026\nSprzedawca: Usługi Remontowe Mirosław Kusz, NIP 586-637-20-64, REGON 393166411\nNabywca: Fundacja „Zielony Dom”', values: [['first', 'Mirosław'], ['surname', 'Kusz'], ['id', '586-637-20-64'], ['id', '393166411']] },

  // ALL CAPS forms and notices
  { genre: 'caps', text: 'NAZWISKO: WOJCIECHOWSKA-KRÓL\nIMIONA: EWA HALINA\nNR PASZPORTU: EK4893851\nOBYWATELSTWO: POLSKIE', values: [['surname', 'WOJCIECHOWSKA'], ['surname', 'KRÓL'], ['first', 'EWA'], ['first', 'HALINA'], ['id', 'EK4893851']] },
  { genre: 'caps', text: 'ZAŚWIADCZA SIĘ, ŻE PAN GRZEGORZ MAZUREK, PESEL 64091180476, JEST ZATRUDNIONY W NASZEJ FIRMIE NA STANOWISKU KIEROWCY', values: [['first', 'GRZEGORZ'], ['surname', 'MAZUREK'], ['id', '64091180476']] },
  { genre: 'caps', text: 'PILNE!!! ZAGINĄŁ PIES RASY BEAGLE, WŁAŚCICIEL: ROMAN CZAJKA TEL 609 774 318', values: [['first', 'ROMAN'], ['surname', 'CZAJKA'], ['id', '609 774 318']] },
  { genre: 'caps', text: 'OŚWIADCZENIE: JA, NIŻEJ PODPISANA ALICJA ŚWIĘTEK, LEGITYMUJĄCA SIĘ DOWODEM OSOBISTYM NR AZN506896, OŚWIADCZAM, ŻE...', values: [['first', 'ALICJA'], ['surname', 'ŚWIĘTEK'], ['id', 'AZN506896']] },
  { genre: 'caps', text: 'KARTA PRZEKAZANIA: ODBIÓR OSOBISTY — BOGUSŁAW I TERESA MRÓZ', values: [['first', 'BOGUSŁAW'], ['first', 'TERESA'], ['surname', 'MRÓZ']] },
  { genre: 'caps', text: 'DO RĄK WŁASNYCH: MGR INŻ. WITOLD PRZYBYŁA', values: [['first', 'WITOLD'], ['surname', 'PRZYBYŁA']] },
  { genre: 'caps', text: 'KARTA NR: 5460 8406 2843 4038   POSIADACZ: JANINA BORUCKA   WAŻNA DO: 11/28', values: [['id', '5460 8406 2843 4038'], ['first', 'JANINA'], ['surname', 'BORUCKA']] },

  // OCR noise: look-alike characters (the underlying identifiers are valid)
  { genre: 'ocr', text: 'Irnię i nazwisko: Krzysztof Ma1inowski\nPESEL: 7lO5l6O3337\nNr dowodu: ABK38O732', values: [['first', 'Krzysztof'], ['surname', 'Ma1inowski'], ['id', '7lO5l6O3337'], ['id', 'ABK38O732']] },
  { genre: 'ocr', text: 'NIP: 779-92-O1-53O\nNazwa: F.H.U. "JANTAR" Wies1aw Dudek', values: [['id', '779-92-O1-53O'], ['first', 'Wies1aw'], ['surname', 'Dudek']] },
  { genre: 'ocr', text: 'Pacjent: B0żena Zaręba   ur. 1975-01-30\nPESEL 75O13O85265\nLekarz prowadzący: lek. med. J. Ko1odziej', values: [['first', 'B0żena'], ['surname', 'Zaręba'], ['id', '75O13O85265'], ['surname', 'Ko1odziej']], optIn: ['1975-01-30'] },
  { genre: 'ocr', text: 'Nr rachunku: PL19 1O54 7472 1347 4S00 O812 3267\nPosiadacz: Stefan G0recki', values: [['id', 'PL19 1O54 7472 1347 4S00 O812 3267'], ['first', 'Stefan'], ['surname', 'G0recki']] },
  { genre: 'ocr', text: 'Nazwisko:Czerwiński Imię:Hubert  Nr paszp.:ZS9lO2O23', values: [['surname', 'Czerwiński'], ['first', 'Hubert'], ['id', 'ZS9lO2O23']] },
  { genre: 'ocr', text: 'Przedsiębiorca: Jo1anta Maj\nNIP 894 75O 11 36   REG0N 62l535O68', values: [['first', 'Jo1anta'], ['surname', 'Maj'], ['id', '894 75O 11 36'], ['id', '62l535O68']] },

  // call-centre and emergency transcripts
  { genre: 'callcentre', text: 'Konsultant: Dzień dobry, infolinia banku, w czym mogę pomóc?\nKlient: Dzień dobry, nazywam się Zbigniew Ptak, chciałem zastrzec kartę.\nKonsultant: Poproszę numer PESEL.\nKlient: 58072342094.\nKonsultant: Dziękuję panie Zbigniewie, karta kończąca się na 4038 zostanie zastrzeżona.', values: [['first', 'Zbigniew'], ['surname', 'Ptak'], ['id', '58072342094'], ['first', 'Zbigniewie']] },
  { genre: 'callcentre', text: '[AGENT] numer zamówienia proszę\n[KLIENT] 2026/11/48812\n[AGENT] na kogo jest zamówienie\n[KLIENT] na żonę, Iwona Szymczak, ale dzwonię ja, Robert\n[AGENT] a mail podany przy zamówieniu?\n[KLIENT] iwonka.sz@o2.pl', values: [['first', 'Iwona'], ['surname', 'Szymczak'], ['first', 'Robert'], ['id', 'iwonka.sz@o2.pl']] },
  { genre: 'callcentre', text: 'K. Wilczyńska: ja tylko chciałam zapytać o fakturę\nOperator (Sebastian): rozumiem, poproszę NIP firmy\nK. Wilczyńska: 951 601 40 99', values: [['surname', 'Wilczyńska'], ['first', 'Sebastian'], ['id', '951 601 40 99']] },
  { genre: 'callcentre', text: 'Klient: nazwisko Gwóźdź, G jak Genowefa, W jak Wanda, Ó kreskowane, Ź, D jak Dorota, Ź\nKonsultant: a imię?\nKlient: Lucjan. Numer kontaktowy 513 072 886', values: [['surname', 'Gwóźdź'], ['first', 'Lucjan'], ['id', '513 072 886']] },
  { genre: 'callcentre', text: 'Dyspozytor: co się stało?\nZgłaszający: sąsiad, pan Wiesław Kołodziejczyk, leży na klatce, nie rusza się\nDyspozytor: pana imię i nazwisko?\nZgłaszający: Marcin Pająk, mieszkam obok, Długa 17', values: [['first', 'Wiesław'], ['surname', 'Kołodziejczyk'], ['first', 'Marcin'], ['surname', 'Pająk']], optIn: ['Długa 17'] },

  // interviews
  { genre: 'interview', text: 'Rozmowa rekrutacyjna 28.11, kandydatka: Paulina Jędrzejewska.\nP: Proszę opowiedzieć o poprzedniej pracy.\nPJ: Pracowałam u pana Olszewskiego w hurtowni, moją przełożoną była pani Renata, bardzo wymagająca.', values: [['first', 'Paulina'], ['surname', 'Jędrzejewska'], ['surname', 'Olszewskiego'], ['first', 'Renata']] },
  { genre: 'interview', text: 'R3 (kobieta, 67 l.): no i wtedy przyszła do mnie ta Halinka od Cieślaków i mówi, że Heniek już nie wróci z tego Niemca', values: [['first', 'Halinka'], ['surname', 'Cieślaków'], ['first', 'Heniek']] },

  // social media: handles, nicknames, quotes
  { genre: 'social', text: 'Wielkie dzięki dla @kasia.gotuje za przepis 🙏 a Wy śledźcie też @pan_od_chleba, warto!', values: [['handle', 'kasia.gotuje'], ['handle', 'pan_od_chleba']] },
  { genre: 'social', text: 'jestem Tymek, mój nick to bialy_kruk_1989, dodajcie mnie na steamie', values: [['first', 'Tymek'], ['handle', 'bialy_kruk_1989']] },
  { genre: 'social', text: 'na insta jako ola.z.lodzi, na tiktoku @olka_tanczy 💃', values: [['handle', 'ola.z.lodzi'], ['handle', 'olka_tanczy']] },
  { genre: 'social', text: 'Cytat: Napisane przez Mariusz_K73\n> a ja polecam mechanika z Bielan, pan Gacek, robi tanio\nDzięki Mariusz, dzwoniłem, faktycznie ok.', values: [['handle', 'Mariusz_K73'], ['surname', 'Gacek'], ['first', 'Mariusz']] },
  { genre: 'social', text: 'Szukamy właściciela! Kotka znaleziona na Ursynowie, kontakt: Joanna 602 947 155 lub priv. Udostępnij! #kot #zaginiony', values: [['first', 'Joanna'], ['id', '602 947 155']] },
  { genre: 'social', text: 'gratulacje dla naszej @AnnaMajewskaPL za nagrodę! 🎉 Anna, zasłużyłaś jak nikt', values: [['handle', 'AnnaMajewskaPL'], ['first', 'Anna']] },
  { genre: 'social', text: 'zgłaszam usera **xXdarkWolfXx** (prawdziwe imię Damian, sam się przyznał), spamuje na #ogólny', values: [['handle', 'xXdarkWolfXx'], ['first', 'Damian']] },
  { genre: 'social', text: 'Z radością ogłaszam, że dołączyłam do zespołu! Dziękuję Piotrowi Sadowskiemu i Magdzie Lewickiej za rekomendację. linkedin.com/in/karolina-bednarz-7b21', values: [['first', 'Piotrowi'], ['surname', 'Sadowskiemu'], ['first', 'Magdzie'], ['surname', 'Lewickiej'], ['handle', 'karolina-bednarz-7b21']] },
  { genre: 'social', text: 'u/polski_wedkarz napisał: mój szwagier Wojtek Karp łowi tylko na Zalewie Zegrzyńskim, nigdzie indziej', values: [['handle', 'polski_wedkarz'], ['first', 'Wojtek'], ['surname', 'Karp']] },
  { genre: 'social', text: 'Uwaga oszust! Podaje się za hydraulika, Rafał Koziełł, NIP 676-209-58-93, numer 571 406 229 — nie płaćcie z góry!', values: [['first', 'Rafał'], ['surname', 'Koziełł'], ['id', '676-209-58-93'], ['id', '571 406 229']] },

  // classified ads
  { genre: 'ad', text: 'Sprzedam kosiarkę spalinową, mało używana. 450 zł. Tel. 533-208-417 Ryszard, Końskie', values: [['id', '533-208-417'], ['first', 'Ryszard']] },
  { genre: 'ad', text: 'ODDAM W DOBRE RĘCE kocięta, kontakt p. Bożena Wilk 512 660 093 (po 17)', values: [['first', 'Bożena'], ['surname', 'Wilk'], ['id', '512 660 093']] },
  { genre: 'ad', text: 'Korepetycje z matematyki – mgr Ewelina Grzyb, dojazd do ucznia, kontakt: grzyb.matma@gmail.com', values: [['first', 'Ewelina'], ['surname', 'Grzyb'], ['id', 'grzyb.matma@gmail.com']] },
  { genre: 'ad', text: 'Wynajmę pokój studentce, ul. Słowackiego 21, Lublin. Dzwonić: pani Lodzia 694 005 822', values: [['first', 'Lodzia'], ['id', '694 005 822']], optIn: ['ul. Słowackiego 21'] },
  { genre: 'ad', text: 'Kupię mieszkanie za gotówkę bez pośredników, Tadek, 797 442 106, WhatsApp też', values: [['first', 'Tadek'], ['id', '797 442 106']] },

  // HR notes
  { genre: 'hr', text: 'Notatka służbowa: w dniu 27.11 pracownik Andrzej Słowik spóźnił się 40 min. Rozmowę przeprowadziła kierowniczka zmiany p. Danuta Mazur.', values: [['first', 'Andrzej'], ['surname', 'Słowik'], ['first', 'Danuta'], ['surname', 'Mazur']] },
  { genre: 'hr', text: 'Umowa zlecenie nr 14/2026 – zleceniobiorca: Yuliia Shevchenko, paszport ukraiński FE482913, PESEL 99100430202, rachunek 09 1934 3826 1714 8966 8734 2634', values: [['first', 'Yuliia'], ['surname', 'Shevchenko'], ['id', 'FE482913'], ['id', '99100430202'], ['id', '09 1934 3826 1714 8966 8734 2634']] },

  // school
  { genre: 'school', text: 'Uwaga dla ucznia: Oskar Nowacki (kl. 6a) – przeszkadzał na lekcji, rzucał gumką w Lenę. Proszę o podpis rodzica. wych. J. Leśniak', values: [['first', 'Oskar'], ['surname', 'Nowacki'], ['first', 'Lenę'], ['surname', 'Leśniak']] },
  { genre: 'school', text: 'Wyniki konkursu ortograficznego: I miejsce – Zuzanna Ostrowska (4b), II – Franek Lipiński (4a), III – Hanna Nguyen (4b)', values: [['first', 'Zuzanna'], ['surname', 'Ostrowska'], ['first', 'Franek'], ['surname', 'Lipiński'], ['first', 'Hanna'], ['surname', 'Nguyen']] },
  { genre: 'school', text: 'Szanowni Państwo, proszę o pilny kontakt w sprawie Amelki. Pozdrawiam, Beata Kruczek, wychowawczyni', values: [['first', 'Amelki'], ['first', 'Beata'], ['surname', 'Kruczek']] },

  // medical
  { genre: 'medical', text: 'Pacjentka lat 54, Elżbieta Rogalska, zgłasza ból w klatce piersiowej od 2 dni. Skierowanie do kardiologa dr. Marka Banasia. Kontakt z córką: 516 883 290', values: [['first', 'Elżbieta'], ['surname', 'Rogalska'], ['first', 'Marka'], ['surname', 'Banasia'], ['id', '516 883 290']] },
  { genre: 'medical', text: 'Wypis: pacjent Igor Fijałkowski, PESEL 15212213214, lat 11, przyjęty z powodu zapalenia wyrostka. Opiekun: ojciec, Radosław Fijałkowski', values: [['first', 'Igor'], ['surname', 'Fijałkowski'], ['id', '15212213214'], ['first', 'Radosław']] },
  { genre: 'medical', text: 'Rp. Amoksiklav 1g, 2x1\nDla: Teodora Pluta, ur. 09.09.2009\nPESEL: 09290955681\nWystawił: lek. Kamil Orzeł', values: [['first', 'Teodora'], ['surname', 'Pluta'], ['id', '09290955681'], ['first', 'Kamil'], ['surname', 'Orzeł']], optIn: ['09.09.2009'] },

  // news snippets
  { genre: 'news', text: 'Policjanci z Radomia zatrzymali 34-letniego Sławomira K., podejrzanego o kradzież. Zatrzymany usłyszał zarzuty. Sprawą zajmuje się prokurator Izabela Szczepańska.', values: [['first', 'Sławomira'], ['first', 'Izabela'], ['surname', 'Szczepańska']] },
  { genre: 'news', text: 'Nagrodę im. Wisławy Szymborskiej dla debiutu otrzymała w tym roku Maja Rutkowska z Gdyni.', values: [['first', 'Maja'], ['surname', 'Rutkowska']] },
  { genre: 'news', text: 'Wójt gminy Lipnica, Henryk Bednarczyk, przekazał strażakom nowy wóz. Obecny był też komendant powiatowy st. bryg. Adam Wąsik.', values: [['first', 'Henryk'], ['surname', 'Bednarczyk'], ['first', 'Adam'], ['surname', 'Wąsik']] },

  // lists and rosters
  { genre: 'list', text: 'Grafik dyżurów grudzień:\npn – Ola S.\nwt – Konrad\nśr – p. Marzena Dąbek\nczw – Łukasz W.\npt – Gabi & Bartosz', values: [['first', 'Ola'], ['first', 'Konrad'], ['first', 'Marzena'], ['surname', 'Dąbek'], ['first', 'Łukasz'], ['first', 'Gabi'], ['first', 'Bartosz']] },
  { genre: 'list', text: 'Skład na sobotę: Kowalik – Nowak, Sikorski, Grabarczyk – Wieczorek, Baran (k), Mróz – Zima, Lis', values: [['surname', 'Kowalik'], ['surname', 'Nowak'], ['surname', 'Sikorski'], ['surname', 'Grabarczyk'], ['surname', 'Wieczorek'], ['surname', 'Baran'], ['surname', 'Mróz'], ['surname', 'Zima'], ['surname', 'Lis']] },
  { genre: 'list', text: 'Stół 4: ciocia Jola z wujkiem Heniem, Agata i Przemek Sroka, babcia Wanda', values: [['first', 'Jola'], ['first', 'Heniem'], ['first', 'Agata'], ['first', 'Przemek'], ['surname', 'Sroka'], ['first', 'Wanda']] },
  { genre: 'list', text: 'Kontakty:\nAda Wiśniewska;+48601223344;ada.wisniewska@gmail.com\nMikołaj Bury;+48724051119;\nSara Olejnik;505 114 702;sara.o@tlen.pl', values: [['first', 'Ada'], ['surname', 'Wiśniewska'], ['id', '+48601223344'], ['id', 'ada.wisniewska@gmail.com'], ['first', 'Mikołaj'], ['surname', 'Bury'], ['id', '+48724051119'], ['first', 'Sara'], ['surname', 'Olejnik'], ['id', '505 114 702'], ['id', 'sara.o@tlen.pl']] },
  { genre: 'list', text: 'Lista obecności szkolenie BHP: 1. Kamiński Jan 2. Pawlak Urszula 3. Nowicki Kamil 4. Zielińska-Szewc Monika', values: [['surname', 'Kamiński'], ['first', 'Jan'], ['surname', 'Pawlak'], ['first', 'Urszula'], ['surname', 'Nowicki'], ['first', 'Kamil'], ['surname', 'Zielińska'], ['surname', 'Szewc'], ['first', 'Monika']] },
  { genre: 'list', text: 'Goście pok. 214: Marek Zalewski (dow. BTM058544), Justyna Zalewska (dow. FKL573719), wymeldowanie 30.11', values: [['first', 'Marek'], ['surname', 'Zalewski'], ['id', 'BTM058544'], ['first', 'Justyna'], ['surname', 'Zalewska'], ['id', 'FKL573719']] },
  { genre: 'list', text: 'pani z biura podróży prosi o dane do biletów: Oliwer Tomczak, paszport ER6470880, ważny do 2031, i drugi: Laura Tomczak EN3771674', values: [['first', 'Oliwer'], ['surname', 'Tomczak'], ['id', 'ER6470880'], ['first', 'Laura'], ['id', 'EN3771674']] },

  // foreign names living in Poland
  { genre: 'foreign', text: 'Pani Thi Huong Tran prowadzi bar na rogu, jej mąż Quang ma warsztat. Dzieci chodzą do szkoły z moją Kingą.', values: [['first', 'Thi Huong'], ['surname', 'Tran'], ['first', 'Quang'], ['first', 'Kingą']] },
  { genre: 'foreign', text: 'Nowy kucharz, Giorgi Beridze, zaczyna od poniedziałku; jego żona Nino pyta o pracę na zmywaku. Tel. do Giorgiego: 579 203 318', values: [['first', 'Giorgi'], ['surname', 'Beridze'], ['first', 'Nino'], ['first', 'Giorgiego'], ['id', '579 203 318']] },
  { genre: 'foreign', text: 'Dzwoniłam do Andrija Tkaczenki w sprawie mieszkania, mówi że Swietłana się wyprowadza z końcem miesiąca', values: [['first', 'Andrija'], ['surname', 'Tkaczenki'], ['first', 'Swietłana']] },
  { genre: 'foreign', text: 'Team lead: Priya Venkataraman; backend: Arjun Mehta, Paweł Duda; QA: Zofia Rak', values: [['first', 'Priya'], ['surname', 'Venkataraman'], ['first', 'Arjun'], ['surname', 'Mehta'], ['first', 'Paweł'], ['surname', 'Duda'], ['first', 'Zofia'], ['surname', 'Rak']] },
  { genre: 'foreign', text: 'Kebab u Mehmeta: pan Mehmet Yılmaz przyjmuje zamówienia pod 730 441 285, na fakturę NIP 8137363228', values: [['first', 'Mehmeta'], ['first', 'Mehmet'], ['surname', 'Yılmaz'], ['id', '730 441 285'], ['id', '8137363228']] },

  // surnames that are common words, in lower case
  { genre: 'lowercase', text: 'wczoraj byl u nas pan kot z administracji i mowil ze pani kura z parteru skarzy sie na halas', values: [['surname', 'kot'], ['surname', 'kura']] },
  { genre: 'lowercase', text: 'umowilem sie z panem zimą na wtorek, a z panią wroną na środę, oboje chcą wycenę dachu', values: [['surname', 'zimą'], ['surname', 'wroną']] },
  { genre: 'lowercase', text: 'w kolejce do lekarza siedziala pani sowa i pan baran, oboje z naszego bloku, a rejestratorka pani mroz ich poganiala', values: [['surname', 'sowa'], ['surname', 'baran'], ['surname', 'mroz']] },
  { genre: 'lowercase', text: 'trener kwiatek powiedział że krawiec i kowal grają w pierwszym składzie a reszta na ławce', values: [['surname', 'kwiatek'], ['surname', 'krawiec'], ['surname', 'kowal']] },
];

/** Texts with no personal data at all (words that look like names, brands, patrons, hotlines, bad checksums). */
export const HOLDOUT_13_CLEAN: string[] = [
  'Zima w tym roku przyszła wcześnie, mróz ścisnął już w listopadzie, a na zamarzniętym stawie siedział tylko jeden kos.',
  'Na wigilię będzie karp w galarecie i sernik. Baran z rożna zostawiamy na Wielkanoc.',
  'Zebranie rady osiedla odbędzie się w szkole przy ul. Marii Konopnickiej, wejście od alei Jana Pawła II.',
  'Infolinia PKP Intercity: 703 200 200, czynna całą dobę. Reklamacje można składać też przez formularz na stronie.',
  'Faktura nr 2026/11/0457, NIP sprzedawcy 1234567890 — system zgłosił błąd, bo numer nie przechodzi walidacji.',
  'Kod produktu: WLK-2210-SOWA, kolor: mróz arktyczny, rozmiar XL. Dostępny w drogeriach Rossmann i Hebe.',
  'W sobotę wspomnienie św. Stanisława Kostki, a w niedzielę Andrzejki — lejemy wosk przez klucz.',
  'Wilk syty i owca cała — tak rzecznik spółki podsumował wczorajsze negocjacje ze związkami.',
  'Pociąg IC 5310 „Kossak” z Gdyni do Krakowa ma 25 minut opóźnienia; w Warszawie Centralnej zmiana peronu na 4.',
  'Lista zakupów: mleko, kasza, gołąbki, kapusta, groszek, sól, cukier, 2x masło, grzyby suszone',
  'Zamek w Malborku, Wieliczka, Zakopane i Kazimierz Dolny — to nasze cztery propozycje na majówkę.',
  'W grudniu zapraszamy na kiermasz świąteczny, a 6 stycznia na orszak Trzech Króli. Wstęp wolny.',
  'Nr rachunku do wpłat: 12 3456 7890 1234 5678 9012 3456 (przykładowy, nie używać w przelewach)',
  'Przypominamy: infolinia NFZ to 800 190 590, a numer alarmowy 112.',
  'Sowa mądra głowa, a kruk krukowi oka nie wykole — przysłowia na jutrzejszą kartkówkę z polskiego.',
  'Promocja w Biedronce: kabanosy Krakus, piwo Żywiec i Tyskie, mydło Biały Jeleń za 3,99.',
  'Po meczu Legii z Lechem kibice przeszli Aleją Solidarności aż pod Pałac Kultury.',
  'Ticket #48213: użytkownik zgłasza, że kod aktywacyjny AX7-99Q-K2P nie działa w aplikacji mobilnej.',
  'pada od rana, rzeka wezbrała, a na łąkach stoi woda po kolana — strażacy z OSP Dąbrowa pompują piwnice',
  'Róża, lilia i bratek — kwiaty na rabatę przy kościele św. Floriana. Podlewać co drugi dzień.',
  'PESEL dziecka wpisuje się w polu 3a, NIP pracodawcy w polu 7, a numer rachunku w polu 12 — tak wypełnia się PIT-2.',
  'W kwietniu przymrozki, w maju burze, w czerwcu upał — tak wygląda prognoza długoterminowa IMGW.',
  'Każdy jest kowalem swojego losu — powtarzała nasza wychowawczyni na zakończenie roku szkolnego.',
  'Zamówienie #PL-77812-B zostało wysłane. Śledź paczkę pod numerem 6200 1234 5678 9 w aplikacji InPost.',
  'Biuro obsługi klienta Orange: 510 100 100 (z komórki), czynne od poniedziałku do piątku w godz. 8–20.',
  'Nasz nowy ekspres Bosch robi kawę jak z włoskiej kawiarni, ale wersja od Siemensa jest cichsza.',
];
