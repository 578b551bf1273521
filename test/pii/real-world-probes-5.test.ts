// Round 5 of made-up real-world texts through the whole detection path (same harness as
// real-world-probes.test.ts): populations and genres rounds 1–4 did not cover — Ukrainian, Belarusian,
// Vietnamese, Georgian, English and German names inside Polish sentences (with Polish case endings),
// double-barrelled surnames and -owa/-ówna forms, names in lowercase or without diacritics, marketplace and
// rental messages, school and parish notices, obituaries, wedding invitations, police notes, timestamped
// meeting transcripts, speech-to-text voicemails, forwarded e-mail headers, signatures with titles,
// tab-separated spreadsheets, and identifiers in odd formats (dots, slashes, brackets, lowercase "pl").
// Identifiers have valid checksums (eval/pii/values.ts generators). Clean texts (no person, no identifier;
// holidays, brands, streets and places named after people) come back untouched.
import { describeRealWorldProbes } from './real-world-probe-suite.js';

/** [text, values that must not reach the provider]. */
const PROBES: Array<[string, string[]]> = [
  // foreign residents: immigration, HR, landlords
  ['Zatrudniamy od poniedziałku Ołeksandra Kowalenkę na magazynie, umowę podpisał wczoraj. Karta pobytu w trakcie.', ['Ołeksandra', 'Kowalenkę']],
  ['Pani Iryna Szewczenko złożyła wniosek o zezwolenie na pobyt czasowy; proszę o kontakt z Iryną w sprawie brakującego zaświadczenia.', ['Iryna', 'Szewczenko', 'Iryną']],
  ['Najemca: Dmytro Bondarenko, paszport ukraiński FO7524368, tel. +380 67 123 45 67. Kaucja wpłacona.', ['Bondarenko', 'FO7524368', '67 123 45 67']],
  ['rozmawiałam z Natalią Tkaczenko z kadr, mówi że Wołodymyr Hrycenko nie przyszedł dziś na zmianę', ['Tkaczenko', 'Hrycenko', 'Wołodymyr']],
  ['Do urzędu wojewódzkiego: pełnomocnictwo dla Andrija Melnyka do odbioru decyzji w imieniu Oksany Melnyk.', ['Andrija', 'Melnyka', 'Oksany', 'Melnyk']],
  ['Siarhiej Łukaszenka (obywatel Białorusi) pracuje u nas od 2022, jego żona Wolha też szuka pracy.', ['Siarhiej', 'Łukaszenka', 'Wolha']],
  ['Pracownik: Nguyen Van Anh, stanowisko: kucharz. Zastępstwo: Tran Thi Mai.', ['Nguyen', 'Tran', 'Thi Mai']],
  ['Umówiłam się z panem Nguyenem na odbiór kluczy, a pani Pham zostawi umowę w skrzynce.', ['Nguyenem', 'Pham']],
  ['Giorgi Beridze i Nino Kapanadze zostali zgłoszeni do ubezpieczenia od 1 marca.', ['Beridze', 'Kapanadze', 'Giorgi', 'Nino']],
  ['Spotkanie z Johnem Smithem przełożone na czwartek, Emily Parker z Londynu dołączy zdalnie.', ['Smithem', 'Parker', 'Johnem', 'Emily']],
  ['Klient Hans Müller z Monachium reklamuje przesyłkę, proszę oddzwonić do pana Müllera jeszcze dziś.', ['Müller', 'Müllera']],
  ['Ołena Kowalczuk-Bojko, PESEL 57041831386, obywatelstwo ukraińskie, nr karty pobytu RR8172451.', ['Ołena', 'Kowalczuk', 'Bojko', '57041831386', 'RR8172451']],
  ['Przekaż Taras-owi że wypłata będzie w piątek. Taras Petrenko ma jeszcze 3 dni urlopu.', ['Petrenko']],
  // double-barrelled, -owa / -ówna, particles
  ['Dyrektor szkoły pani Anna Nowak-Jeziorańska przyjmuje rodziców we wtorki; proszę zgłaszać się do pani Kowalskiej-Wąs w sekretariacie.', ['Nowak-Jeziorańska', 'Kowalskiej-Wąs']],
  ['Z tego co pamiętam, stara Pawlakowa z drugiego piętra mieszkała tam z córką, Pawlakówną, do 1995 roku.', ['Pawlakowa', 'Pawlakówną']],
  ['Ewelina de Virion-Sadowska oraz Karol von Brandt podpisali protokół odbioru.', ['Virion', 'Sadowska', 'Brandt']],
  ['Laudację wygłosi prof. dr hab. inż. Wiesława Ostaszewska-Kruk, a podziękowania mec. Adam Gruszecki.', ['Ostaszewska', 'Kruk', 'Gruszecki']],
  // lowercase / no diacritics / vocatives
  ['rozmawialem z pania jadwiga zielinska i powiedziala ze nie ma czasu', ['jadwiga', 'zielinska']],
  ['dzwonil pan grzegorz bartczak w sprawie faktury, oddzwonic po 15', ['bartczak']],
  ['Panie Zbigniewie, przesyłam poprawioną ofertę. Pani Bogusławo, dziękuję za szybką odpowiedź.', ['Zbigniewie', 'Bogusławo']],
  ['kochana babciu stasiu, wszystkiego najlepszego! wnuczka zuzia sobieraj', ['sobieraj']],
  ['wczoraj u szwagra byl ten cały marek lesniewski co sprzedaje auta', ['lesniewski']],
  // customer support, marketplaces, rentals
  ['Zgłoszenie #48213\nKlient: Bożena Pietrasik\nOpis: nie działa internet od soboty, proszę o kontakt pod nr 601.234.567', ['Pietrasik', '601234567']],
  ['Sprzedam rower dziecięcy 20", stan bdb. Odbiór osobisty Gniezno, pytać o Marka 600 700 812. Bez wysyłki.', ['600 700 812']],
  ['Dzień dobry, czy kurtka aktualna? Mogę odebrać jutro, Wiktoria, tel (+48) 512-334-909', ['512334909']],
  ['Do wynajęcia kawalerka 28m2, Kraków Bronowice, 2300 zł + media. Kontakt: Pan Zdzisław, 0048 694 222 018 (po 17)', ['694 222 018']],
  ['hej, kupiłam od Ciebie buty na vinted, nick kasia_xx_92, jeszcze nie doszły – Katarzyna Wołoszyn', ['kasia_xx_92', 'Wołoszyn']],
  ['Przelew za allegro proszę na konto pl 61 1140 3895 0890 3790 4033 2046, tytułem: nr aukcji', ['1140 3895 0890 3790 4033 2046']],
  // school and parish
  ['Librus – wiadomość od: Milena Gawrońska (wychowawca)\nSzanowni Państwo, proszę o zwrot zgód na wycieczkę do piątku. Uczeń Oliwer Kaczorek nie oddał jeszcze karty.', ['Gawrońska', 'Kaczorek']],
  ['[Grupa 2c rodzice] Mama Leny: czy ktoś wie czy jutro jest wf?\n[Grupa 2c rodzice] Agnieszka Mroczek: tak, pani Wilczek mówiła że tak', ['Mroczek', 'Wilczek']],
  ['Intencje mszalne: 7:00 + Józef Kulesza w 1. rocznicę śmierci, 18:00 + Stefania i Władysław Bartosik.', ['Kulesza', 'Bartosik']],
  ['W minionym tygodniu sakrament chrztu przyjął Antoni Żebrowski, a związek małżeński zawarli Dawid Kulik i Paula Szafran.', ['Żebrowski', 'Kulik', 'Szafran']],
  // sports clubs, obituaries, weddings, police
  ['Skład na sobotę (trampkarze): Kacper Wrzosek, Igor Maj, Szymon Bieniek, Antek Pyrka, bramkarz Fabian Rak.', ['Wrzosek', 'Maj', 'Bieniek', 'Pyrka', 'Rak']],
  ['Z głębokim żalem zawiadamiamy, że dnia 12 listopada 2024 r. zmarł nasz ukochany Mąż i Ojciec ś.p. Tadeusz Wiśniewski, przeżywszy lat 81. Msza żałobna odbędzie się…', ['Wiśniewski']],
  ['Wyrazy głębokiego współczucia Koledze Rafałowi Dudkowi z powodu śmierci Matki składają pracownicy działu IT.', ['Rafałowi', 'Dudkowi']],
  ['Mamy zaszczyt zaprosić na uroczystość zawarcia związku małżeńskiego naszych dzieci Moniki i Łukasza, która odbędzie się 14 czerwca. Rodzice: Halina i Jerzy Olszewscy', ['Olszewscy']],
  ['Notatka służbowa: o godz. 22:40 patrol zatrzymał Krystiana M. (lat 24), który legitymował się dowodem osobistym nr KBT984427. Świadek zdarzenia: Renata Filipek.', ['KBT984427', 'Filipek']],
  // meeting transcripts, voicemail STT, forwarded e-mail, signatures
  ['[00:12:31] Kowalczyk: dobra to przechodzimy do budżetu\n[00:12:40] Iwona Kamińska: mam pytanie do slajdu trzeciego\n[00:13:02] Kowalczyk: śmiało', ['Kowalczyk', 'Kamińska']],
  ['halo tu agencja pracy oddzwońcie proszę na numer siedemset dwadzieścia jeden dziewięćset dziewięćdziesiąt siedem dwieście trzydzieści jeden dziękuję', ['siedemset dwadzieścia jeden dziewięćset dziewięćdziesiąt siedem']],
  ['Od: Robert Ziółkowski <r.ziolkowski@budpol.com.pl>\nWysłano: czwartek, 14 listopada 2024 08:02\nDo: Sylwia Borowiec\nTemat: PD: harmonogram', ['Ziółkowski', 'r.ziolkowski@budpol.com.pl', 'Borowiec']],
  ['Z wyrazami szacunku\ndr hab. inż. Kornel Sadłowski, prof. PW\nWydział Mechaniczny\ntel. (22) 234 71 90', ['Sadłowski', '234 71 90']],
  ['lek. med. Aleksandra Chudzik\nspecjalista chorób wewnętrznych\nNPWZ 2345678', ['Chudzik']],
  // spreadsheets pasted as TSV
  ['Imię\tNazwisko\tTelefon\tE-mail\nOlga\tMarchewka\t692 001 334\tolga.m@o2.pl\nYurii\tSavchuk\t+48 731 220 119\tyurii.sav@gmail.com', ['Marchewka', '692 001 334', 'olga.m@o2.pl', 'Savchuk', '731 220 119', 'yurii.sav@gmail.com']],
  ['L.p.\tPracownik\tPESEL\n1\tKozieł Marta\t70020557316\n2\tHoncharenko Vitalii\t92121791693', ['Kozieł', '70020557316', 'Honcharenko', '92121791693']],
  // identifiers in odd formats
  ['PESEL: 010.242.305.09.4 (tak mi wpisali w systemie)', ['01242305094']],
  ['mój pesel to 06252032378 a telefon +48(603)112-987', ['06252032378', '603112987']],
  ['NIP sprzedawcy: PL 866-933-70-94, REGON 972259001', ['8669337094', '972259001']],
  ['Proszę o zwrot na rachunek pl10105084984554802498612828 (Santander).', ['10105084984554802498612828']],
  ['nr konta: PL94 10208402 5682 5509 5830 2156', ['94102084025682550958302156']],
  ['Karta: 4447-7709-7126-7696, ważna do 11/27, płatność odrzucona', ['4447770971267696']],
  ['pisz na gmail: tomek (kropka) zawadzki (małpa) gmail com', ['zawadzki']],
  ['adres to a_pawlowska[at]interia[dot]pl, proszę nie wpisywać do CC', ['a_pawlowska']],
  ['Prawo jazdy nr 28215/90/2334, kat. B, wydane przez Starostę Powiatowego', ['28215/90/2334']],
  ['discord: DarkWolf#4421, steam: xXgrzesiek_1999Xx — gramy dziś o 20?', ['DarkWolf#4421', 'xXgrzesiek_1999Xx']],
  ['tel do pani Uli: 48 22 651 22 10 wew. 14', ['651 22 10']],
  // A second set, written after the rules above to see whether they carry over to other names and shapes;
  // 26 of its 40 values leaked at e91f6da (main before these rules).
  ['Zgłaszam zmianę danych: pracownica Switłana Kowałenko od 1.12 zmienia nazwisko na Nowak.', ['Switłana', 'Kowałenko']],
  ['dzwoniła pani Hałyna z agencji, pytała o Mykołę, czy może jutro przyjść na nocną zmianę', ['Hałyna', 'Mykołę']],
  ['Wynajmę pokój, najemca: Jurij Sawczuk, tel. +48 (731) 220 119, kaucja 1000 zł', ['Sawczuk', '731 220 119']],
  ['Karta pobytu dla Daryny Ostapenko gotowa do odbioru w pok. 14.', ['Daryny', 'Ostapenko']],
  ['Wczoraj Serhij Kuźmenko i Andrij Łysenko skończyli kurs na wózki widłowe.', ['Kuźmenko', 'Łysenko', 'Serhij', 'Andrij']],
  ['Na liście: Hoang Van Minh, Le Thi Hoa, Bui Van Tuan.', ['Hoang', 'Hoa', 'Tuan']],
  ['Odbiór zamówienia: p. Huynh, stoisko 12 w hali B.', ['Huynh']],
  ['Pani Tamar Beridze i pan Nikoloz Gelashvili przyszli po zaświadczenia.', ['Beridze', 'Gelashvili', 'Tamar', 'Nikoloz']],
  ['Rozmawiałem z Dieterem Schmidtem o dostawie, Sabine Wagner wyśle umowę.', ['Dieterem', 'Schmidtem', 'Wagner', 'Sabine']],
  ['u Kowalczykowej byłam w piątek, jej córka Kowalczykówna wyjechała do Anglii', ['Kowalczykowej', 'Kowalczykówna']],
  ['Zaproszenie: Maria della Rovere i Jan van Dijk, sala 3.', ['Rovere', 'Dijk']],
  ['Zapraszamy na ślub Oksany i Tarasa Melnyczuków, kościół św. Anny, godz. 15.', ['Oksany', 'Melnyczuków']],
  ['Do: Wołodymyr Bojczuk <v.boichuk@gmail.com>\nTemat: umowa zlecenie', ['Bojczuk', 'v.boichuk@gmail.com']],
  ['kontakt ola (kropka) sadowska [at] onet pl', ['sadowska']],
  ['telefon do Ireny +48 (600) 555 101 po 16', ['600 555 101']],
  ['Świadek: Natalija Hrycak, lat 34, obywatelka Ukrainy.', ['Natalija', 'Hrycak']],
  ['Dear Ms. Nguyen,\nyour appointment at the voivodeship office is confirmed.', ['Nguyen']],
  ['Grafik: pon – Wiktorija, wt – Ołeh, śr – Kateryna.', ['Wiktorija', 'Ołeh', 'Kateryna']],
  // A third set (other cases and shapes of the same populations, written after the second set's rules).
  ['rozmawialam wczoraj z iryna szewczenko z ksiegowosci', ['iryna', 'szewczenko']],
  ['Panie Ołeksandrze, proszę przynieść paszport. Iryno, dziękuję za pomoc!', ['Ołeksandrze', 'Iryno']],
  ['NAZWISKO: SZEWCZENKO\nIMIĘ: IRYNA\nOBYWATELSTWO: UKRAIŃSKIE', ['SZEWCZENKO', 'IRYNA']],
  ['Proszę przesłać fakturę panu Müllerowi i pani Schneider do wiadomości.', ['Müllerowi', 'Schneider']],
  ['dzwonil pan nguyen w sprawie lokalu na bazarze', ['nguyen']],
  ['WYKAZ OSÓB: 1. NGUYEN VAN HUNG 2. TRAN THI LAN', ['NGUYEN', 'HUNG', 'TRAN', 'LAN']],
  ['[00:03:14] Ołeksandr: słychać mnie?\n[00:03:20] Iryna S.: tak, słychać', ['Ołeksandr', 'Iryna']],
  ['Z wyrazami współczucia dla rodziny ś.p. Mychajła Hrycenki', ['Mychajła', 'Hrycenki']],
  ['Imię\tNazwisko\tNr paszportu\nOksana\tLevchenko\tKW0839981\nDenys\tMoroz\tSA0391049', ['Levchenko', 'KW0839981', 'Moroz', 'SA0391049']],
  ['Wyrazy współczucia Pani Marii Jabłońskiej-Kurek z powodu śmierci Męża składa Zarząd.', ['Jabłońskiej', 'Kurek']],
  ['mój nick na discordzie to ZlotyKot#1234 a na steamie kot_z_mazur', ['ZlotyKot#1234', 'kot_z_mazur']],
  ['konto PL26-1160-6889-6392-6347-4156-0400', ['26116068896392634741560400']],
  ['nip: pl4794837090', ['4794837090']],
  ['Kontakt: tel. 603.112.987 / e-mail: b.wozniak@o2.pl', ['603112987', 'b.wozniak@o2.pl']],
  // A fourth set (headers, forms in capitals, signatures, rental and HR lists): 8 of its 22 values leaked at e91f6da,
  // 1 with the rules above (an unlisted first name after "Pani", then an unlisted surname), 0 with the honorific
  // second-name rule.
  ['Od: Nguyen Thi Thu <thu.nguyen@pho-bar.pl>\nWysłano: piątek, 6 grudnia 2024 11:20\nDo: Biuro Rachunkowe', ['Nguyen', 'Thu', 'thu.nguyen@pho-bar.pl']],
  ['Pacjent: KOWALENKO OŁEKSANDR, ur. 1987, obywatelstwo UA', ['KOWALENKO', 'OŁEKSANDR']],
  ['WNIOSKODAWCA: IRYNA SZEWCZENKO\nADRES: UL. POLNA 3, 20-001 LUBLIN', ['IRYNA', 'SZEWCZENKO']],
  ['Pozdrawiam serdecznie\nmgr Oksana Hnatiuk\nKoordynatorka ds. rekrutacji', ['Oksana', 'Hnatiuk']],
  ['[14:02] Giorgi: będę za 10 min\n[14:03] Tamuna: ok czekam', ['Giorgi', 'Tamuna']],
  ['Najemcy: Pan Ihor Tkaczuk oraz Pani Liudmyla Tkachuk, zam. obecnie w Rzeszowie.', ['Tkaczuk', 'Tkachuk', 'Liudmyla']],
  ['Bardzo dziękujemy Wołodymyrowi i Switłanie za pomoc przy przeprowadzce!', ['Wołodymyrowi', 'Switłanie']],
  ['ogłoszenie: sprzątanie mieszkań, pani Hałyna, 731-220-119, Bemowo i Wola', ['Hałyna', '731-220-119']],
  ['Lp.\tImię i nazwisko\tObywatelstwo\n1.\tMaksym Poliszczuk\tUkraina\n2.\tAliaksandra Karpovich\tBiałoruś', ['Poliszczuk', 'Aliaksandra', 'Karpovich']],
  ['Od poniedziałku na recepcji będzie Pani Gulnara Abdullaeva', ['Abdullaeva']],
];

/**
 * Known gaps, not asserted: a speech-to-text voicemail in lowercase whose surname is also a common noun
 * ("mariusz jabłonka": jabłonka = apple tree; nothing tells the surname from the noun without case); a family
 * named in the plural by an unlisted foreign surname ("Smithowie": "-owie" plurals in capitals are as often
 * nationalities, "Szwedowie", "Belgowie"); a double-barrelled surname in lowercase after "pani" whose parts are
 * not both listed (lowercase prose is left to the caseless rules).
 */
const KNOWN_GAPS: string[] = [
  'Przekazałem dokumenty Johnowi, a Smithowie przyjadą w sobotę.',
  'pani kowalska-wąs przyjdzie o 10',
  'dzień dobry tu mariusz jabłonka dzwonię w sprawie ogłoszenia proszę o kontakt mój numer to sześćset dwa sto trzy czterysta pięćdziesiąt sześć dziękuję',
];

/** Realistic texts with no person and no identifier of a default type. */
const CLEAN: string[] = [
  'Na Andrzejki robimy wróżby z wosku, a w Wszystkich Świętych idziemy na cmentarz.',
  'Sklep przy ulicy Jana Pawła II jest czynny od poniedziałku do soboty.',
  'Mieszkam na Kościuszki 12, obok apteki, a parking jest na Mickiewicza.',
  'Promocja: iPhone 15 Pro, Samsung Galaxy S24 i Xiaomi 14 w ratach 0%.',
  'Odbiór osobisty w Gnieźnie lub wysyłka InPost, cena do negocjacji.',
  'Zebranie rodziców klasy 2c odbędzie się w czwartek o 17:30 w sali 14.',
  'Msza święta w intencji parafian w niedzielę o 10:00, nabożeństwo majowe codziennie o 18:00.',
  'Trening juniorów przeniesiony z wtorku na środę, zbiórka na boisku przy hali.',
  'Do wynajęcia mieszkanie 2-pokojowe, 48 m2, 2 piętro, balkon, blisko tramwaju.',
  'Zamówienie nr 2024/11/0831 zostało wysłane kurierem DPD, numer przesyłki w zakładce Moje zamówienia.',
  'Dzień Matki, Dzień Ojca i Mikołajki to dobre okazje na prezent.',
  'Kupiłem kawę Jacobs, herbatę Lipton i czekoladę Milka w Lidlu.',
  'W styczniu i lutym obowiązują ferie zimowe, a w lipcu i sierpniu wakacje.',
  'Obywatele Ukrainy mogą złożyć wniosek o numer PESEL w dowolnym urzędzie gminy.',
  'Zakład pogrzebowy oferuje kompleksową organizację pogrzebu i transport zmarłych.',
  'Zapraszamy na wesele w stylu boho, sala weselna nad jeziorem, menu wegetariańskie.',
  '[00:00:05] Prowadzący: witam wszystkich\n[00:00:09] Uczestnik 2: dzień dobry',
  'Szkoła Podstawowa nr 5 im. Marii Konopnickiej ogłasza nabór do klas pierwszych.',
  'Turniej odbędzie się na stadionie im. Kazimierza Górskiego w Płocku.',
  'Data\tKwota\tKategoria\n2024-11-02\t45,90\tspożywcze\n2024-11-03\t120,00\tpaliwo',
  'Zgłoszenie #48214: drukarka na drugim piętrze nie drukuje w kolorze.',
  'dzien dobry, czy paczka juz wyslana? pozdrawiam',
  'Bitwa pod Grunwaldem, Pokój toruński i Unia lubelska to tematy na sprawdzian.',
  'Kursy walut: EUR 4,32, USD 4,05, UAH 0,10.',
  'Wigilia, Boże Narodzenie i Sylwester w tym roku wypadają w środku tygodnia.',
  'Plany na weekend: Andrzejki w piątek, a Sylwester i Nowy Rok w górach.',
  'Kupiłam ketchup Heinz, majonez Kielecki i musztardę Roleski.',
  'Cienko pokrojone warzywa podsmażamy na maśle.',
  'Zupa Grzybowa i Pomidorowa w cenie obiadu, na deser Szarlotka.',
  'Mieszkamy na Lipowej, a teściowie przy Ogrodowej w Tarnowie.',
  'Tran z dorsza podaje się dzieciom od września do kwietnia.',
  'Do Wrocławia jedziemy pociągiem Intercity o 7:15.',
  'Nowa Huta i Stare Miasto to dzielnice Krakowa.',
  'Piosenka Sanah i Podsiadło z tego lata była wszędzie.',
  'Sprzedam sukienkę komunijną, rozmiar 146, odbiór Piaseczno.',
  'Droga Krzyżowa w piątki o 17:00, Gorzkie Żale w niedziele po sumie.',
  'Kurs języka ukraińskiego dla początkujących: poziom A1, zajęcia w soboty.',
  'Pho, banh mi i sajgonki to popularne dania kuchni wietnamskiej.',
  'Chaczapuri i chinkali zamówiliśmy w gruzińskiej restauracji na Mokotowie.',
];
describeRealWorldProbes('real-world probes, round 5 (foreign names, inflections, notices, odd formats)', { probes: PROBES, knownGaps: KNOWN_GAPS, clean: CLEAN });
