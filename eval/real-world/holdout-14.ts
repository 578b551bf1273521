// A fourteenth held-out set of made-up real-world Polish texts, written on 2026-11-29 blind and frozen: no rule,
// filter or model was written from it, and its author read only the format of holdout.ts and holdout-7.ts, run.ts
// and forward.ts: neither the detection code, nor the probe tests, nor the docs, nor the other held-out texts. Same
// format and scoring as holdout.ts (`npx tsx eval/real-world/run.ts --set 14`). When it has been used to choose
// anything, it is spent for that class of leak: say so here and write a new set.
//
// Values are what a new account's default settings must keep from the provider. Street addresses, postal codes,
// dates of birth, places of birth and IP addresses also occur, but they are off by default: they sit in `optIn`
// and run.ts does not score them. Company hotlines and office numbers are not personal and are not scored.
// Identifiers have valid checksums (PESEL, NIP, REGON, NRB/IBAN with a valid sort code, Luhn, ID card, Polish
// passport; computed by a throwaway script), also where OCR noise has changed a character; the Ukrainian and
// Vietnamese passports have no check digit. All people and numbers are invented.
// Spent so far: every kind of leak it showed after the sixteenth round (the seventeenth round was written from those
// kinds with made-up examples, 2026-11-29): it is no longer a held-out figure.


import type { HoldoutText } from './holdout.js';

/** A held-out text, with the values of types that are off by default (not scored by run.ts). */
export interface Holdout14Text extends HoldoutText { optIn?: string[] }

export const HOLDOUT_14: Holdout14Text[] = [
  // chat / messenger: lowercase, no diacritics, typos, diminutives, every grammatical case
  { genre: 'chat', text: 'ej widzial ktos mateusza? od rana nie odbiera, dzwonilam 3 razy na 783 607 135', values: [['first', 'mateusza'], ['id', '783 607 135']] },
  { genre: 'chat', text: 'pozdrow ode mnie agnieszke i jej meza, tego wysokiego, jak mu bylo... chyba darek', values: [['first', 'agnieszke'], ['first', 'darek']] },
  { genre: 'chat', text: 'jutro ide z madzią wilk i jej siostrą do kina, wilk mowi ze ma wejsciowki xd', values: [['first', 'madzią'], ['surname', 'wilk']] },
  { genre: 'chat', text: 'słuchaj, krzysiek baran znowu nie oddał kluczy, napisz do niego bo ja już nie mam siły 🙄 jego nr: 452243493', values: [['first', 'krzysiek'], ['surname', 'baran'], ['id', '452243493']] },
  { genre: 'chat', text: 'siostra pyta czy znasz jakiegos hydraulika, ona ma tylko numer do pana zimy ale on juz nie robi', values: [['surname', 'zimy']] },
  { genre: 'chat', text: 'wiki kaminskiej mama pisala ze mala ma ospe, wiec w piatek na wycieczke nie jedzie', values: [['first', 'wiki'], ['surname', 'kaminskiej']] },
  { genre: 'chat', text: 'kochanie kup mleko i odbierz paczke na moje nazwisko (szczepańska), kod odbioru 4471', values: [['surname', 'szczepańska']] },
  { genre: 'chat', text: 'przelej mi za pizze na 76 2490 2269 9378 5704 9610 5299 albo blikiem na 725884322, pozdro od łukasza', values: [['id', '76 2490 2269 9378 5704 9610 5299'], ['id', '725884322'], ['first', 'łukasza']] },
  { genre: 'chat', text: 'stary, wczoraj na imprezie u bartka poznalem taka karolinke, ma insta @karolcia.wnuk_ , dasz wiare ze ona zna twoja siostre', values: [['first', 'bartka'], ['first', 'karolinke'], ['handle', 'karolcia.wnuk_']] },
  { genre: 'chat', text: 'Dzięki Pani Haniu za pomoc przy przeprowadzce! Przekażę mężowi, żeby oddzwonił do Pani w sprawie szafy.', values: [['first', 'Haniu']] },
  { genre: 'chat', text: 'ziom, u kogo mam odebrać tę konsolę? u gabrysia czy u jego brata oskara?', values: [['first', 'gabrysia'], ['first', 'oskara']] },
  { genre: 'chat', text: 'no i ten bąk z księgowości znowu zgubił moje faktury, mówię ci, bąkowi to się w ogóle nie chce pracować', values: [['surname', 'bąk'], ['surname', 'bąkowi']] },
  { genre: 'chat', text: 'rozmawialysmy wczoraj o tomku szewczyku i o jego nowej pracy w niemczech, podobno dobrze placa', values: [['first', 'tomku'], ['surname', 'szewczyku']] },
  { genre: 'chat', text: 'mamo to mój nowy numer 533 352 528, stary oddałam Kubie, zapisz!! ❤️ Nikola', values: [['id', '533 352 528'], ['first', 'Kubie'], ['first', 'Nikola']] },
  { genre: 'chat', text: 'dawid nie odpisuje, napisz mu na messengerze albo na snapie (dawidoo_2k) bo on tam tylko siedzi', values: [['first', 'dawid'], ['handle', 'dawidoo_2k']] },
  { genre: 'chat', text: 'siema tu filip z allegro, kupiłem od ciebie słuchawki, login kupujacego f_jaworski_93, kiedy wysylka?', values: [['first', 'filip'], ['handle', 'f_jaworski_93']] },
  { genre: 'chat', text: 'idziemy w sobote do zielińskich na grilla, wez te krzesla od sasiadow', values: [['surname', 'zielińskich']] },
  { genre: 'chat', text: 'o której jutro wizyta u dr. Pająka? bo nie pamiętam a Jagoda pyta', values: [['surname', 'Pająka'], ['first', 'Jagoda']] },
  { genre: 'chat', text: 'no i wyobraz sobie ze ta cala pani kura-wisniewska zglosila nas do spoldzielni za halas', values: [['surname', 'kura'], ['surname', 'wisniewska']] },
  { genre: 'chat', text: 'dzwonił pan sokół z banku, mówił że przelew nie przeszedł, oddzwoń do niego 696815601', values: [['surname', 'sokół'], ['id', '696815601']] },
  { genre: 'chat', text: 'rozmawiałam dziś z wilkiem, tym od angielskiego, mówi że jasiek ma zagrożenie', values: [['surname', 'wilkiem'], ['first', 'jasiek']] },
  { genre: 'chat', text: 'panią gołąb z 14 trzeba przeprosić za ten hałas w sobotę', values: [['surname', 'gołąb']] },
  { genre: 'chat', text: 'Moje konto w banku to 47 1030 3065 3144 3189 9572 9804, a nr karty 4497 9089 0825 2238 – wiem że nie powinnam ale potrzebuję pomocy z wnioskiem, Honorata', values: [['id', '47 1030 3065 3144 3189 9572 9804'], ['id', '4497 9089 0825 2238'], ['first', 'Honorata']] },
  // voice-to-text: no punctuation, no capitals
  { genre: 'voice', text: 'napisz do pani renaty sowy ze jutro nie bede bo mam wizyte u lekarza i zeby przelozyla spotkanie na czwartek', values: [['first', 'renaty'], ['surname', 'sowy']] },
  { genre: 'voice', text: 'dobra to zapisz sobie numer do mojego szwagra 502 413 547 a ma na imie robert nowicki tylko mu nie mow ze ode mnie', values: [['id', '502 413 547'], ['first', 'robert'], ['surname', 'nowicki']] },
  { genre: 'voice', text: 'wyslij wiadomosc do mamy jestem juz w pociagu wiktor odbierze mnie z dworca', values: [['first', 'wiktor']] },
  { genre: 'voice', text: 'zanotuj spotkanie z panem jackiem wojciechowskim w poniedzialek o dziesiatej jego pesel do umowy 87031467518', values: [['first', 'jackiem'], ['surname', 'wojciechowskim'], ['id', '87031467518']] },
  { genre: 'voice', text: 'przypomnij mi zadzwonic do doktor zofii lewandowskiej-kruk w sprawie wynikow numer 730 962 184', values: [['first', 'zofii'], ['surname', 'lewandowskiej'], ['surname', 'kruk'], ['id', '730 962 184']] },
  { genre: 'voice', text: 'ok google wyslij smsa do oli mroz tresc bede za dziesiec minut', values: [['first', 'oli'], ['surname', 'mroz']] },
  { genre: 'voice', text: 'notatka glosowa kupic prezent dla tesciowej halina lubi storczyki i zadzwonic do jej brata zenka w sprawie auta', values: [['first', 'halina'], ['first', 'zenka']] },
  { genre: 'voice', text: 'halo halo tu babcia jak sie wysyla zdjecie do wnusi karinki bo mi sie nie chce wyslac', values: [['first', 'karinki']] },
  // group chats with timestamps
  { genre: 'group', text: '[18:02] Ania K.: kto bierze sobotę?\n[18:03] Piotrek: ja nie mogę, mam wesele u kuzyna\n[18:05] Ania K.: @Bożena_Sz może ty?\n[18:07] Bożena Szulc: ok biorę, ale niech Marcin odda mi niedzielę', values: [['first', 'Ania'], ['first', 'Piotrek'], ['handle', 'Bożena_Sz'], ['first', 'Bożena'], ['surname', 'Szulc'], ['first', 'Marcin']] },
  { genre: 'group', text: '12:41 - Tata: Zuzia, odbierzesz Franka z przedszkola?\n12:44 - Zuzanna: tak, ale jaki jest kod do furtki?\n12:45 - Tata: 1234#, a jak coś to dzwoń do pani Eli, 880 422 147', values: [['first', 'Zuzia'], ['first', 'Franka'], ['first', 'Zuzanna'], ['first', 'Eli'], ['id', '880 422 147']] },
  { genre: 'group', text: '29.11.2026, 21:15 - Grzegorz Pawłowski: Panowie, składka na prezent dla trenera 50 zł\n29.11.2026, 21:16 - Kuba Lis: wysłałem na twoje konto\n29.11.2026, 21:20 - Grzegorz Pawłowski: Kuba dzięki, Seba, Dawid - czekam 😉', values: [['first', 'Grzegorz'], ['surname', 'Pawłowski'], ['first', 'Kuba'], ['surname', 'Lis'], ['first', 'Seba'], ['first', 'Dawid']] },
  { genre: 'group', text: '[wczoraj 23:11] xXdominikXx: kto gra ranked?\n[wczoraj 23:12] nowaczek_pl: ja, dawaj na kanał 2\n[wczoraj 23:15] xXdominikXx: ok, zapraszam też mikiego', values: [['handle', 'xXdominikXx'], ['handle', 'nowaczek_pl'], ['first', 'mikiego']] },
  // e-mails with signatures
  { genre: 'email', text: 'Dzień dobry,\nw załączeniu przesyłam podpisaną umowę. Proszę o kontakt w razie pytań.\n\nZ poważaniem\nMałgorzata Szymańska-Wróbel\nSpecjalista ds. kadr\ntel. kom. 799 024 059\nm.szymanska@transbud-opole.pl', values: [['first', 'Małgorzata'], ['surname', 'Szymańska'], ['surname', 'Wróbel'], ['id', '799 024 059'], ['id', 'm.szymanska@transbud-opole.pl']] },
  { genre: 'email', text: 'Szanowny Panie Tomaszu,\n\ndziękuję za szybką odpowiedź. Numer rachunku do zwrotu kaucji: PL22 1140 5627 2527 0955 8364 4849 (właściciel: Weronika Dąbrowska).\n\nPozdrawiam serdecznie\nW. Dąbrowska', values: [['first', 'Tomaszu'], ['id', 'PL22 1140 5627 2527 0955 8364 4849'], ['first', 'Weronika'], ['surname', 'Dąbrowska']] },
  { genre: 'email', text: 'Cześć Kamil,\nprzesyłam dane nowego podwykonawcy do systemu:\nFirma: Usługi Remontowe Andrzej Kaczmarczyk\nNIP 779-013-16-15\nREGON 975849482\nKonto: 75 1050 3162 5889 2331 2777 2698\nDzięki!\nOla', values: [['first', 'Kamil'], ['first', 'Andrzej'], ['surname', 'Kaczmarczyk'], ['id', '779-013-16-15'], ['id', '975849482'], ['id', '75 1050 3162 5889 2331 2777 2698'], ['first', 'Ola']] },
  { genre: 'email', text: 'Hello Mrs. Jabłońska,\nmy name is Arjun Mehta, I started at your office on Monday. My PESEL is 99011567837 and my bank account is PL60105064950610471433107564.\nBest regards,\nArjun', values: [['surname', 'Jabłońska'], ['first', 'Arjun'], ['surname', 'Mehta'], ['id', '99011567837'], ['id', 'PL60105064950610471433107564']] },
  { genre: 'email', text: '---------- Forwarded message ---------\nOd: Stanisław Gąsior <stasiek.gasior61@wp.pl>\nDate: sob., 28 lis 2026 o 19:02\nSubject: działka\nTo: <biuro@geodeta-nowysacz.pl>\n\nPanie Romanie, w załączniku mapka działki, proszę o wycenę podziału.', values: [['first', 'Stanisław'], ['surname', 'Gąsior'], ['id', 'stasiek.gasior61@wp.pl'], ['first', 'Romanie']] },
  { genre: 'email', text: 'Temat: reklamacja zamówienia 2026/11/4478\n\nWitam, zamówiłam czajnik, przyszedł zbity. Proszę o zwrot na kartę 5384 2884 3297 1667.\nBarbara Lis-Kowalewska\nPS mój numer klienta to 44781', values: [['id', '5384 2884 3297 1667'], ['first', 'Barbara'], ['surname', 'Lis'], ['surname', 'Kowalewska']] },
  { genre: 'email', text: 'Dzień dobry,\nw odpowiedzi na ogłoszenie przesyłam CV. Jestem absolwentką SGH, obecnie pracuję w Deloitte.\nZ wyrazami szacunku\nPaulina Jóźwiak\nlinkedin.com/in/paulina-jozwiak-finanse\n662 688 807', values: [['first', 'Paulina'], ['surname', 'Jóźwiak'], ['handle', 'paulina-jozwiak-finanse'], ['id', '662 688 807']] },
  { genre: 'email', text: 'Jestem na urlopie do 6.12. W pilnych sprawach proszę kontaktować się z Panią Sylwią Kołodziej (s.kolodziej@budimex-projekt.pl, 795 217 643).', values: [['first', 'Sylwią'], ['surname', 'Kołodziej'], ['id', 's.kolodziej@budimex-projekt.pl'], ['id', '795 217 643']] },
  // forms: labels above values, inverted order, bilingual, checkboxes, ALL CAPS
  { genre: 'form', text: 'Imię\nJoanna\nNazwisko\nPiekarska\nPESEL\n92110207208\nTelefon\n575 963 518', values: [['first', 'Joanna'], ['surname', 'Piekarska'], ['id', '92110207208'], ['id', '575 963 518']] },
  { genre: 'form', text: 'Name / Imię: Oleksandr\nSurname / Nazwisko: Tkachenko\nPassport No. / Nr paszportu: FE 482913\nPhone / Telefon: +48 789 962 600\nAddress / Adres: ul. Grochowska 214/7, 04-357 Warszawa', values: [['first', 'Oleksandr'], ['surname', 'Tkachenko'], ['id', 'FE 482913'], ['id', '+48 789 962 600']], optIn: ['ul. Grochowska 214/7', '04-357'] },
  { genre: 'form', text: 'Zgłaszający: [x] rodzic [ ] opiekun prawny\nImię i nazwisko rodzica: Dorota Król-Zielińska\nImię i nazwisko dziecka: Lena Król\nPESEL dziecka: 19240216326', values: [['first', 'Dorota'], ['surname', 'Król'], ['surname', 'Zielińska'], ['first', 'Lena'], ['id', '19240216326']] },
  { genre: 'form', text: 'Lp. 3; Nazwisko, imię: Duda Marianna; Nr dowodu: ZBI 711502; Nr telefonu: 729-085-338', values: [['surname', 'Duda'], ['first', 'Marianna'], ['id', 'ZBI 711502'], ['id', '729-085-338']] },
  { genre: 'form', text: 'Imię (imiona): Thi Lan\nNazwisko: Nguyen\nObywatelstwo: wietnamskie\nNr paszportu: C4827316\nData urodzenia: 03.08.1990', values: [['first', 'Thi'], ['first', 'Lan'], ['surname', 'Nguyen'], ['id', 'C4827316']], optIn: ['03.08.1990'] },
  { genre: 'form', text: 'Imię i nazwisko: Kseniia Hnatiuk\nE-mail: kseniia.hn@gmail.com\nTelefon: 510 106 946\nUwagi do zamówienia: proszę dzwonić przed dostawą', values: [['first', 'Kseniia'], ['surname', 'Hnatiuk'], ['id', 'kseniia.hn@gmail.com'], ['id', '510 106 946']] },
  { genre: 'form', text: 'BEGIN:VCARD\nVERSION:3.0\nFN:Dariusz Kubiak\nTEL;TYPE=CELL:+48 721 873 715\nEMAIL:darek.kubiak@o2.pl\nEND:VCARD', values: [['first', 'Dariusz'], ['surname', 'Kubiak'], ['id', '+48 721 873 715'], ['id', 'darek.kubiak@o2.pl']] },
  { genre: 'caps', text: 'WNIOSEK O WYDANIE KARTY PARKINGOWEJ\nNAZWISKO: KOWAL\nIMIONA: JERZY ADAM\nPESEL: 58063030416\nNR REJ. POJAZDU: KR 4H771', values: [['surname', 'KOWAL'], ['first', 'JERZY'], ['first', 'ADAM'], ['id', '58063030416']] },
  { genre: 'caps', text: 'ODDAM KOTKI W DOBRE RĘCE!!! DZWONIĆ DO PANI HALINY GRABOWSKIEJ TEL 889641044', values: [['first', 'HALINY'], ['surname', 'GRABOWSKIEJ'], ['id', '889641044']] },
  { genre: 'caps', text: 'ZWOLNIENIE LEKARSKIE – PRACOWNIK: SZYMON BIAŁEK, PESEL 90060695452, OKRES 24.11–05.12.2026', values: [['first', 'SZYMON'], ['surname', 'BIAŁEK'], ['id', '90060695452']] },
  // OCR noise: look-alike characters, boxes, scans of documents
  { genre: 'ocr', text: 'NAZWISK0: MAZUREK\nlMIONA: Beata\nPESEL: 75O1O936O45\nNr dowodu: AKl306157', values: [['surname', 'MAZUREK'], ['first', 'Beata'], ['id', '75O1O936O45'], ['id', 'AKl306157']] },
  { genre: 'ocr', text: 'Dane pacjenta:  Wiśniewsk1 Henryk   ur. 25.O4.1969\nPESEL 69O42599475   tel. 6O1 O19 472', values: [['surname', 'Wiśniewsk1'], ['first', 'Henryk'], ['id', '69O42599475'], ['id', '6O1 O19 472']], optIn: ['25.O4.1969'] },
  { genre: 'ocr', text: 'RZECZPOSPOLITA POLSKA / REPUBLIC OF POLAND\nDOWÓD OSOBISTY / IDENTITY CARD\nNAZWISKO / SURNAME\nSOWIŃSKA\nIMIONA / GIVEN NAMES\nKLAUDIA MARIA\nNUMER DOWODU / ID NUMBER JT0 139494\nNUMER PESEL / PERSONAL NUMBER 83070783303', values: [['surname', 'SOWIŃSKA'], ['first', 'KLAUDIA'], ['first', 'MARIA'], ['id', 'JT0 139494'], ['id', '83070783303']] },
  { genre: 'ocr', text: 'Pesel: 880B08077l9 Nazw: Czarnecki lmię: Artur', values: [['id', '880B08077l9'], ['surname', 'Czarnecki'], ['first', 'Artur']] },
  { genre: 'ocr', text: 'Wypełnić drukowanymi literami.\nNazwisko: [GRZELAK]\nImię: [TADEUSZ]\nPESEL: |8|0|1|2|1|2|8|0|5|7|8|', values: [['surname', 'GRZELAK'], ['first', 'TADEUSZ'], ['id', '8|0|1|2|1|2|8|0|5|7|8']] },
  { genre: 'ocr', text: 'FAKTURA VAT nr 118/11/2026\nNabywca: Usługi Transportowe Lucjan Bieniek\nNIP: 9519752337\nKonto: PL 15 1870 5199 7080 6340 2065 9531', values: [['first', 'Lucjan'], ['surname', 'Bieniek'], ['id', '9519752337'], ['id', 'PL 15 1870 5199 7080 6340 2065 9531']] },
  // call-centre, interview, police and recruitment transcripts with speaker labels
  { genre: 'transcript', text: 'Konsultant: W czym mogę pomóc?\nKlient: Dzień dobry, nazywam się Wiesław Pietrzak, dzwonię w sprawie faktury.\nKonsultant: Poproszę PESEL do weryfikacji.\nKlient: 64 09 19 82 412.\nKonsultant: Dziękuję, panie Wiesławie.', values: [['first', 'Wiesław'], ['surname', 'Pietrzak'], ['id', '64 09 19 82 412'], ['first', 'Wiesławie']] },
  { genre: 'transcript', text: 'B: A jak pani trafiła do fundacji?\nR: Przez koleżankę, Edytę Sikorę, ona tam wtedy była koordynatorką.\nB: Czy pani Sikora nadal tam pracuje?\nR: Nie, teraz prowadzi ją Marzena, nazwiska nie pamiętam.', values: [['first', 'Edytę'], ['surname', 'Sikorę'], ['surname', 'Sikora'], ['first', 'Marzena']] },
  { genre: 'transcript', text: 'PROTOKÓŁ PRZESŁUCHANIA ŚWIADKA\nŚwiadek: Kacper Jasiński, ur. 15.01.1999\nPytanie: Czy zna pan osobę o pseudonimie „Szczur”?\nOdpowiedź: Tak, to Damian Olszewski, mieszka na Widzewie.', values: [['first', 'Kacper'], ['surname', 'Jasiński'], ['first', 'Damian'], ['surname', 'Olszewski']], optIn: ['15.01.1999'] },
  { genre: 'transcript', text: 'Agent: Proszę przeliterować nazwisko.\nKlientka: Ch-ę-c-i-ń-s-k-a. Chęcińska. Imię Felicja.\nAgent: A numer kontaktowy?\nKlientka: pięćset trzydzieści, dwieście osiemdziesiąt trzy, czterysta dwadzieścia jeden. Czyli 530 283 421.', values: [['surname', 'Chęcińska'], ['first', 'Felicja'], ['id', '530 283 421']] },
  { genre: 'transcript', text: 'Transkrypcja rozmowy rekrutacyjnej\nRekruterka (Marta Głąb): Proszę opowiedzieć o sobie.\nKandydat (Bartłomiej Ryś): Pracowałem cztery lata w logistyce.\nGłąb: A dlaczego odchodzi pan z obecnej firmy?\nRyś: Szukam rozwoju.', values: [['first', 'Marta'], ['surname', 'Głąb'], ['first', 'Bartłomiej'], ['surname', 'Ryś']] },
  // social media and gaming: handles, profile links, nick lists
  { genre: 'social', text: 'kto gra dzis w cs? mój nick na steamie to SzalonyKapusta, dodajcie', values: [['handle', 'SzalonyKapusta']] },
  { genre: 'social', text: 'Obserwujcie mnie na tiktoku: @ola.gotuje.zdrowo 🥗 i na insta instagram.com/ola_gotuje', values: [['handle', 'ola.gotuje.zdrowo'], ['handle', 'ola_gotuje']] },
  { genre: 'social', text: 'streamuje od 20:00 na twitch.tv/bartekgrazpolski, wbijajcie!!', values: [['handle', 'bartekgrazpolski']] },
  { genre: 'social', text: 'Szukam ekipy do Valoranta, ranga plat, discord: kubus#4471 albo pisz na priv do @kuba.wisniewski', values: [['handle', 'kubus#4471'], ['handle', 'kuba.wisniewski']] },
  { genre: 'social', text: 'Gratulacje dla zwycięzców turnieju: 1. xPatrykosx 2. Lodowa_Wrozka 3. m1chal_k! Nagrody wyślemy na priv.', values: [['handle', 'xPatrykosx'], ['handle', 'Lodowa_Wrozka'], ['handle', 'm1chal_k']] },
  { genre: 'social', text: 'profil gracza: https://steamcommunity.com/id/grubyzenek1987/ — oszust, nie handlujcie z nim!!', values: [['handle', 'grubyzenek1987']] },
  { genre: 'social', text: 'Na facebooku znajdziecie mnie jako Jolanta Wieczorek (facebook.com/jola.wieczorek.98), zapraszam do grupy sprzedam/kupię Radom', values: [['first', 'Jolanta'], ['surname', 'Wieczorek'], ['handle', 'jola.wieczorek.98']] },
  { genre: 'social', text: 'RT @dziennik_kasi: dziś rocznica śmierci mojej babci Leokadii 🕯️ tęsknię', values: [['handle', 'dziennik_kasi'], ['first', 'Leokadii']] },
  { genre: 'social', text: 'hej moj login na forum to wedkarz_z_mazur, a mail do kontaktu jacek.plywak@interia.pl', values: [['handle', 'wedkarz_z_mazur'], ['id', 'jacek.plywak@interia.pl']] },
  { genre: 'social', text: 'GG WP! szczególnie dla naszego supporta, Wojtka (ingame: WojoWojownik). Następny scrim w piątek z drużyną Kamila.', values: [['first', 'Wojtka'], ['handle', 'WojoWojownik'], ['first', 'Kamila']] },
  { genre: 'social', text: 'mój nick to "PaniDoktor_Ewa" na lichess, zagrajmy partyjkę', values: [['handle', 'PaniDoktor_Ewa']] },
  { genre: 'social', text: 'Zgłoszenie: użytkownik @Mateo_Kruczek44 obraża innych graczy na czacie. Ban?', values: [['handle', 'Mateo_Kruczek44']] },
  { genre: 'social', text: 'Skład na sobotni raid: Gandalfik, zlotarybka, Tomasz Bąkowski (TomBak), krwawyMarian. Zbiórka 19:30 na TS.', values: [['handle', 'Gandalfik'], ['handle', 'zlotarybka'], ['first', 'Tomasz'], ['surname', 'Bąkowski'], ['handle', 'TomBak'], ['handle', 'krwawyMarian']] },
  { genre: 'social', text: 'pozdro dla ekipy z klasy 3c, szczególnie dla Natki Zawiszy i Igi 😂😂 kanał: youtube.com/@igaiwiktor', values: [['first', 'Natki'], ['surname', 'Zawiszy'], ['first', 'Igi'], ['handle', 'igaiwiktor']] },
  { genre: 'social', text: 'kontakt tylko przez telegram: t.me/sprzedam_felge_17 lub sms 451900755 (Sebastian)', values: [['handle', 'sprzedam_felge_17'], ['id', '451900755'], ['first', 'Sebastian']] },
  { genre: 'social', text: 'Wygrała @marysia_k_2009! Mario, napisz do nas na priv z adresem do wysyłki 🎁', values: [['handle', 'marysia_k_2009'], ['first', 'Mario']] },
  { genre: 'social', text: 'ziomki wbijajcie na kick.com/mlodyzbyszek, gram dzis gothica do rana', values: [['handle', 'mlodyzbyszek']] },
  { genre: 'social', text: 'Klan Zjednoczone Pierogi rekrutuje! Zgłoszenia na discordzie do Pierogowy_Admin, pytać o Rafiego', values: [['handle', 'Pierogowy_Admin'], ['first', 'Rafiego']] },
  { genre: 'social', text: 'Kto zna tego typa? Ukradł mi rower pod Żabką na Kazimierza Wielkiego. Na OLX wystawia jako "Marek_z_Bielan", numer 661 921 937', values: [['handle', 'Marek_z_Bielan'], ['id', '661 921 937']], optIn: ['Kazimierza Wielkiego'] },
  { genre: 'social', text: 'chat: @LenaGra gdzie kupiłaś tę myszkę? | @sir_bigos pozdro z Wrocławia | @Ptysiowa_Mama witamy!', values: [['handle', 'LenaGra'], ['handle', 'sir_bigos'], ['handle', 'Ptysiowa_Mama']] },
  // classified ads
  { genre: 'ad', text: 'Sprzedam wózek dziecięcy 3w1, stan bdb, 600 zł. Odbiór Gdańsk Oliwa. Kontakt: Patrycja, 662 542 840 (po 17).', values: [['first', 'Patrycja'], ['id', '662 542 840']] },
  { genre: 'ad', text: 'Korepetycje z matematyki, student UJ, 60 zł/h. Michał, tel. 732-515-181, mail: michal.korki.krk@gmail.com', values: [['first', 'Michał'], ['id', '732-515-181'], ['id', 'michal.korki.krk@gmail.com']] },
  { genre: 'ad', text: 'Zamienię mieszkanie komunalne 2 pok. na mniejsze. Dzwonić wieczorem 450 375 076, pytać o p. Sowę lub córkę Julię', values: [['id', '450 375 076'], ['surname', 'Sowę'], ['first', 'Julię']] },
  { genre: 'ad', text: 'Cześć, jestem Priya, pracuję w Krakowie w IT. Szukam pokoju od grudnia, mój WhatsApp +91 98450 12345 albo polski numer 727 584 265.', values: [['first', 'Priya'], ['id', '+91 98450 12345'], ['id', '727 584 265']] },
  // HR, school, medical, police, court and social-work notes
  { genre: 'note', text: 'Notatka HR: p. Anita Walczak (nr ewid. 2231) złożyła wypowiedzenie; ostatni dzień pracy 31.12. Świadectwo pracy wysłać na adres: ul. Bohaterów Westerplatte 5/3, 66-400 Gorzów Wlkp. Konto do wypłaty ekwiwalentu: 92 2490 0324 3345 1827 9099 8978', values: [['first', 'Anita'], ['surname', 'Walczak'], ['id', '92 2490 0324 3345 1827 9099 8978']], optIn: ['ul. Bohaterów Westerplatte 5/3', '66-400'] },
  { genre: 'note', text: 'Uwaga do dziennika: Oliwer Krawczyk (kl. 5a) przeszkadzał na lekcji, rzucał w Antosia Michalskiego gumkami. Proszę rodziców o kontakt.', values: [['first', 'Oliwer'], ['surname', 'Krawczyk'], ['first', 'Antosia'], ['surname', 'Michalskiego']] },
  { genre: 'note', text: 'Skierowanie do poradni kardiologicznej\nPacjent: ZBIGNIEW KUREK\nPESEL: 45101033630\nRozpoznanie: I10\nLekarz kierujący: lek. Agata Wrona-Bielecka', values: [['first', 'ZBIGNIEW'], ['surname', 'KUREK'], ['id', '45101033630'], ['first', 'Agata'], ['surname', 'Wrona'], ['surname', 'Bielecka']] },
  { genre: 'note', text: 'lekarz prowadzący dr n. med. Paweł Rutkowski pacjentka Genowefa Mazur lat 71 przyjęta z powodu duszności PESEL 55021428140', values: [['first', 'Paweł'], ['surname', 'Rutkowski'], ['first', 'Genowefa'], ['surname', 'Mazur'], ['id', '55021428140']] },
  { genre: 'note', text: 'Sygn. akt I C 412/26. Sąd Rejonowy w Kielcach w składzie: SSR Beata Chmiel, po rozpoznaniu sprawy z powództwa Ryszarda Nowaka przeciwko Elżbiecie Nowak o zapłatę, orzeka:', values: [['first', 'Beata'], ['surname', 'Chmiel'], ['first', 'Ryszarda'], ['surname', 'Nowaka'], ['first', 'Elżbiecie'], ['surname', 'Nowak']] },
  { genre: 'note', text: 'Notatka służbowa: w dniu 27.11 o godz. 22:40 interweniowano wobec Adriana W. (lat 23), który zakłócał spokój. Legitymowano również Dominikę Sadowską, dow. osob. PSR668846.', values: [['first', 'Adriana'], ['first', 'Dominikę'], ['surname', 'Sadowską'], ['id', 'PSR668846']] },
  { genre: 'note', text: 'Wywiad środowiskowy: rodzina Kaczmarków, 5 osób. Matka, Iwona, bezrobotna; ojciec, Sławomir, pracuje dorywczo. Najmłodszy syn, Tymek, ma orzeczenie o niepełnosprawności.', values: [['surname', 'Kaczmarków'], ['first', 'Iwona'], ['first', 'Sławomir'], ['first', 'Tymek']] },
  { genre: 'note', text: 'Upoważniam do odbioru mojego dziecka Zosi Cieślik następujące osoby: babcia Krystyna Cieślik, dow. os. STE124132; sąsiadka Teresa Wójcik, tel. 886 310 661.', values: [['first', 'Zosi'], ['surname', 'Cieślik'], ['first', 'Krystyna'], ['id', 'STE124132'], ['first', 'Teresa'], ['surname', 'Wójcik'], ['id', '886 310 661']] },
  { genre: 'note', text: 'Rezerwacja lotu WAW–IST dla: Pani Iwona Skiba, paszport RA7212920, oraz syn Oskar Skiba, paszport HS 2436390.', values: [['first', 'Iwona'], ['surname', 'Skiba'], ['id', 'RA7212920'], ['first', 'Oskar'], ['id', 'HS 2436390']] },
  { genre: 'note', text: 'Właściciel lokalu, pan Mehmet Öztürk, prosi o fakturę na firmę: NIP 8136111482.', values: [['first', 'Mehmet'], ['surname', 'Öztürk'], ['id', '8136111482']] },
  { genre: 'note', text: 'Pan Aliaksandr Hryb (obywatel Białorusi) zgłosił się w sprawie przedłużenia zezwolenia na pobyt. Prosi o kontakt z tłumaczką, panią Wolhą.', values: [['first', 'Aliaksandr'], ['surname', 'Hryb'], ['first', 'Wolhą']] },
  { genre: 'note', text: 'Zamówienie odbierze pani Trần Thị Hương, tel. 695 037 818', values: [['surname', 'Trần'], ['first', 'Thị'], ['first', 'Hương'], ['id', '695 037 818']] },
  // news snippets
  { genre: 'news', text: 'Policja z Sandomierza poszukuje 16-letniej Oliwii Szczepaniak, która w środę wyszła ze szkoły i nie wróciła do domu. Ktokolwiek widział, proszony jest o kontakt z numerem 47 815 22 00.', values: [['first', 'Oliwii'], ['surname', 'Szczepaniak']] },
  { genre: 'news', text: 'W finale turnieju w Opolu Hubert Kos pokonał Karola Wieczorka 6:4, 7:5. Kos w nagrodę otrzymał czek na 5 tys. zł.', values: [['first', 'Hubert'], ['surname', 'Kos'], ['first', 'Karola'], ['surname', 'Wieczorka']] },
  { genre: 'news', text: 'Wójt gminy Lipno Andrzej Mikołajczyk zapowiedział, że nie będzie startował w kolejnych wyborach.', values: [['first', 'Andrzej'], ['surname', 'Mikołajczyk']] },
  { genre: 'news', text: 'Gruziński kierowca Giorgi Beridze, zatrzymany na A4 pod Legnicą, miał 2,1 promila. Jego pasażer, obywatel Turcji Emre Yılmaz, uciekł z miejsca zdarzenia.', values: [['first', 'Giorgi'], ['surname', 'Beridze'], ['first', 'Emre'], ['surname', 'Yılmaz']] },
  { genre: 'news', text: 'Gratulacje dla Pana Ignacego Wrzoska z okazji 100. urodzin! Życzy Rada Osiedla', values: [['first', 'Ignacego'], ['surname', 'Wrzoska']] },
  // foreign names living in Poland, in chat
  { genre: 'foreign', text: 'nowa sąsiadka z ukrainy, ołena bondarenko, strasznie miła! jej mąż taras robi u nas na budowie', values: [['first', 'ołena'], ['surname', 'bondarenko'], ['first', 'taras']] },
  { genre: 'foreign', text: 'nino, przekaż proszę levanowi że jutro nie ma treningu', values: [['first', 'nino'], ['first', 'levanowi']] },
  // lists, rosters, CSV and spreadsheet pastes
  { genre: 'csv', text: 'imie,nazwisko,pesel,telefon\nAleksandra,Górecka,96022906484,519628838\nIgor,Walczyk,01300173533,575886791\nNina,Kapanadze,,506879999', values: [['first', 'Aleksandra'], ['surname', 'Górecka'], ['id', '96022906484'], ['id', '519628838'], ['first', 'Igor'], ['surname', 'Walczyk'], ['id', '01300173533'], ['id', '575886791'], ['first', 'Nina'], ['surname', 'Kapanadze'], ['id', '506879999']] },
  { genre: 'csv', text: 'Lp.\tNazwisko\tImię\tKlasa\n1\tAdamczyk\tFilip\t3b\n2\tBaran\tZofia\t3b\n3\tPies\tMaksymilian\t3b\n4\tSzewczenko\tSofiia\t3b', values: [['surname', 'Adamczyk'], ['first', 'Filip'], ['surname', 'Baran'], ['first', 'Zofia'], ['surname', 'Pies'], ['first', 'Maksymilian'], ['surname', 'Szewczenko'], ['first', 'Sofiia']] },
  { genre: 'csv', text: 'Data;Kontrahent;Rachunek;Kwota\n2026-11-02;JAN PIOTROWSKI;63124093236032483359473876;-250,00\n2026-11-05;Fundacja Mam Dom;;-50,00\n2026-11-10;KAROLINA ŻAK;18124005776068311028336470;1200,00', values: [['first', 'JAN'], ['surname', 'PIOTROWSKI'], ['id', '63124093236032483359473876'], ['first', 'KAROLINA'], ['surname', 'ŻAK'], ['id', '18124005776068311028336470']] },
  { genre: 'list', text: 'Lista obecności – szkolenie BHP 28.11:\n1. Jankowski Rafał – obecny\n2. Mróz-Kowalczyk Ewelina – obecna\n3. Rahul Sharma – nieobecny (L4)\n4. Zając Mirosław – obecny', values: [['surname', 'Jankowski'], ['first', 'Rafał'], ['surname', 'Mróz'], ['surname', 'Kowalczyk'], ['first', 'Ewelina'], ['first', 'Rahul'], ['surname', 'Sharma'], ['surname', 'Zając'], ['first', 'Mirosław']] },
  { genre: 'list', text: '| Dyżur | Osoba | Telefon |\n|---|---|---|\n| pon | Wit Sobczyk | 883 821 733 |\n| wt | Irena Kos | 796 264 003 |\n| śr | dr Pham Minh Tuan | 722 782 589 |', values: [['first', 'Wit'], ['surname', 'Sobczyk'], ['id', '883 821 733'], ['first', 'Irena'], ['surname', 'Kos'], ['id', '796 264 003'], ['surname', 'Pham'], ['first', 'Minh'], ['first', 'Tuan'], ['id', '722 782 589']] },
];

/** Texts with no personal data at all: they must reach the provider unchanged. */
export const HOLDOUT_14_CLEAN: string[] = [
  'Na obiad rosół z kury, a kowal przyjdzie w czwartek naprawić bramę, bo zawias znowu pękł.',
  'W tym roku zima przyszła wcześnie: mróz w nocy dochodził do minus 15, a rano na karmniku siedziała sowa i dwa kosy.',
  'Wilk syty i owca cała – tak skomentowano kompromis w radzie gminy. Baran, koza i pies to według GUS nadal częste zwierzęta w gospodarstwach.',
  'Spotkajmy się na rogu Mickiewicza i Piłsudskiego, obok apteki Pod Orłem, o 17:00.',
  'Imieniny obchodzą dziś Błażej i Saturnin, a jutro Andrzeja – w szkole organizujemy andrzejki z laniem wosku.',
  'Przeczytałam w końcu „Pana Tadeusza” i „Lalkę” Prusa, a teraz zaczynam „Chłopów” Reymonta.',
  'W weekend obejrzeliśmy „Kilera” i „Seksmisję”, a dzieci wolały „Reksia” i „Bolka i Lolka”.',
  'Kod produktu: KSW-2291-PL, partia 0418/26, EAN 5901234123457. Infolinia producenta: 801 100 200 (pn–pt 8–16).',
  'Numer zamówienia 48120312345 nie pasuje do żadnej faktury, a numer faktury FV/11/2026/00871 jest zdublowany.',
  'def oblicz_sume(lista_cen):\n    suma_brutto = 0\n    for cena in lista_cen:\n        suma_brutto += cena * 1.23\n    return round(suma_brutto, 2)',
  'SELECT imie, nazwisko, pesel FROM klienci WHERE data_utworzenia > \'2026-01-01\' ORDER BY nazwisko;',
  'Pociąg IC 5312 „Mickiewicz” z Krakowa do Gdyni odjedzie z peronu 3, toru 5. Opóźnienie wynosi około 20 minut.',
  'Sprzedam rower Kross Level 3.0, rozmiar ramy L, przebieg ok. 2000 km. Cena 1800 zł do negocjacji. Odbiór osobisty, Poznań Jeżyce.',
  'Zgodnie z art. 23 ust. 1 pkt 4 oraz § 12 regulaminu wniosek należy złożyć w terminie 14 dni od daty doręczenia.',
  'Ulica Jana Pawła II będzie zamknięta od 1 do 3 grudnia z powodu remontu; objazd przez al. Kościuszki i ul. Świętego Wojciecha.',
  'Kupiłem w Lidlu sok Tymbark, chipsy Lay\'s i piwo Żywiec, a w Rossmannie krem Ziaja – razem 87,40 zł.',
  'Na lekcji historii omawialiśmy Bolesława Chrobrego, Kazimierza Wielkiego i Jadwigę Andegaweńską. Sprawdzian w piątek.',
  'W szachach obrona sycylijska i gambit królowej to klasyka; w sobotę turniej w Domu Kultury „Zorza”.',
  'grupa wsparcia: kto ma przepis na pierogi z kapustą i grzybami? babcia zawsze dodawała trochę pieprzu i majeranku',
  'Wpłaty za kolonie przyjmuje Stowarzyszenie „Słoneczko”, infolinia 22 500 10 10 (pn–pt). W tytule przelewu: imię i nazwisko dziecka oraz turnus.',
  'const user_name = req.body.user_name ?? "anonymous";\nif (!is_valid_handle(user_name)) throw new Error("invalid_handle");',
  'Wigilia u nas zawsze z karpiem, barszczem i uszkami; Mikołaj przychodzi do dzieci szóstego grudnia, a Gwiazdor w Wielkopolsce dopiero w Wigilię.',
  'Tabela: Legia Warszawa 31 pkt, Lech Poznań 29 pkt, Raków Częstochowa 28 pkt, Jagiellonia Białystok 27 pkt.',
  'Faktura nr 7791234567 – uwaga, numer podobny do NIP, ale to tylko numer dokumentu w systemie SAP. Zamówienie PO-2026-55812.',
  'Szpak, gil, sikora i dzięcioł – tyle ptaków naliczyliśmy dziś przy karmniku. Wrona siedziała na kominie, a bocian dawno odleciał.',
  'Log serwera: [2026-11-29 03:14:07] WARN pool_size=8 max_retries=3 user_id=null status=503 path=/api/v1/chat',
  'Marka Wedel wprowadza nową czekoladę, a Krówki Milanowskie świętują 100-lecie. Promocja w Biedronce do niedzieli.',
];
