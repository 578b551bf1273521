// A fourth held-out set of made-up real-world Polish texts, written on 2026-11-28 before the session's rule
// changes and frozen: no rule, filter or model was written from it, and its author read none of the other
// held-out texts. Same format and scoring as holdout.ts (`npx tsx eval/real-world/run.ts --set 4`). When it has
// been used to choose anything, it is spent for that class of leak: say so here and write a new set.
// Spent so far: nothing.
//
// Values are what a new account's default settings must keep from the provider. Street addresses, postal
// codes, dates of birth, licence plates and company names also occur, as real texts carry them, but they are
// off by default: they sit in `optIn` and run.ts does not score them.
// Identifiers have valid checksums (eval/pii/values.ts generators, seed 20261130).

import type { HoldoutText } from './holdout.js';

/** A held-out text, with the values of types that are off by default (not scored by run.ts). */
export interface Holdout4Text extends HoldoutText { optIn?: string[] }

export const HOLDOUT_4: Holdout4Text[] = [
  // chat and messengers: lowercase, no diacritics, inflected and diminutive names, emoji
  { genre: 'chat', text: 'dzieki tomkowi za pomoc przy przeprowadzce, bez niego bym nie dal rady', values: [['first', 'tomkowi']] },
  { genre: 'chat', text: 'widzialas sie juz z gosia nowicka? podobno wraca z londynu na swieta', values: [['first', 'gosia'], ['surname', 'nowicka']] },
  { genre: 'chat', text: 'kasiu, wyslij mi prosze maila do tego hydraulika, chyba mietek.sroka@o2.pl', values: [['first', 'kasiu'], ['id', 'mietek.sroka@o2.pl']] },
  { genre: 'chat', text: 'no i ten grzesiek wawrzyniak znowu nie przyszedl na trening lol', values: [['first', 'grzesiek'], ['surname', 'wawrzyniak']] },
  { genre: 'chat', text: 'ktos ma kontakt do ireny? jej stary numer 794 546 947 nie dziala', values: [['first', 'ireny'], ['id', '794 546 947']] },
  { genre: 'chat', text: 'moj nick na steamie to kruk_z_podlasia, wbijaj wieczorem na cs', values: [['handle', 'kruk_z_podlasia']] },
  { genre: 'chat', text: 'byla u nas wczoraj pani maliszewska z opieki, ta w czerwonym plaszczu', values: [['surname', 'maliszewska']] },
  { genre: 'chat', text: 'zapytaj sie jacka zielinskiego czy ma jeszcze te felgi do passata', values: [['first', 'jacka'], ['surname', 'zielinskiego']] },
  { genre: 'chat', text: 'wczoraj bylam na kawie z renata i jej mezem, fajni ludzie', values: [['first', 'renata']] },
  { genre: 'chat', text: 'bednarkowa z parteru znowu wystawila smieci na klatke', values: [['surname', 'bednarkowa']] },
  { genre: 'chat', text: 'dzięki Ci Brajanie za pomoc z rowerem!! 🚲', values: [['first', 'Brajanie']] },
  { genre: 'chat', text: 'Dżesika i Kewin przyjdą na urodziny o 16, kupiłam już tort', values: [['first', 'Dżesika'], ['first', 'Kewin']] },
  { genre: 'chat', text: 'przemek jest teraz na budowie w wiedniu, ma austriacki numer +43 699 2572757', values: [['first', 'przemek'], ['id', '+43 699 2572757']] },
  { genre: 'chat', text: 'zaplacilam karta 5320 8237 9068 1222 i dalej pokazuje ze nieoplacone, co robic?', values: [['id', '5320 8237 9068 1222']] },
  { genre: 'chat', text: 'przelej na 14 1140 6738 6064 0676 1484 5964 tytulem "wesele" 💍', values: [['id', '14 1140 6738 6064 0676 1484 5964']] },
  { genre: 'chat', text: 'do wizy potrzebuje nr paszportu mamy, to xk5484071, wazny do 2029', values: [['id', 'xk5484071']] },
  { genre: 'chat', text: 'zaobserwuj mnie na insta @ania.podrozuje_ i na tiktoku tez tak samo', values: [['handle', 'ania.podrozuje_']] },
  { genre: 'chat', text: 'na reddicie pisze jako u/zielony_kalafior, tam wrzucilem zdjecia', values: [['handle', 'zielony_kalafior']] },
  // SMS and notices
  { genre: 'sms', text: 'Dzien dobry, tu Zdzislaw Pietrusiak, kurier DPD. Paczka bedzie jutro 10-12. Tel 600-915-343', values: [['first', 'Zdzislaw'], ['surname', 'Pietrusiak'], ['id', '600-915-343']] },
  { genre: 'sms', text: 'Mamo oddzwon na 0048 784 424 791 bo tu w Niemczech mam inna karte. Ignacy', values: [['id', '0048 784 424 791'], ['first', 'Ignacy']] },
  { genre: 'sms', text: 'Przypominamy o wizycie u dr. Ewy Szczepaniak-Lis 03.12 godz. 9:40. Rejestracja (81) 589 82 55', values: [['first', 'Ewy'], ['surname', 'Szczepaniak-Lis'], ['id', '(81) 589 82 55']] },
  { genre: 'sms', text: 'PANI HALINO, CZY MOZE PANI JUTRO PRZYJSC NA 8? SZEF', values: [['first', 'HALINO']] },
  { genre: 'sms', text: 'Login do panelu: t.wilczynski, hasło wyślę SMSem. Tadeusz', values: [['handle', 't.wilczynski'], ['first', 'Tadeusz']] },
  // customer-support transcripts
  { genre: 'support', text: 'Konsultant: Dzień dobry, w czym mogę pomóc?\nKlient: Dzwonię w sprawie faktury, nazywam się Leokadia Wróblewska, NIP firmy 718-454-27-65.\nKonsultant: Dziękuję, pani Leokadio, już sprawdzam.', values: [['first', 'Leokadia'], ['surname', 'Wróblewska'], ['id', '718-454-27-65'], ['first', 'Leokadio']] },
  { genre: 'support', text: '[10:42] agent: prosze podac numer zamowienia i email\n[10:43] klient: zam 88213, email bartek.kosmala92@gmail.com\n[10:43] agent: dziekuje panie bartku, juz widze', values: [['id', 'bartek.kosmala92@gmail.com'], ['first', 'bartku']] },
  { genre: 'support', text: 'AGENT: Czy mogę prosić o PESEL do weryfikacji?\nKLIENT: siedem dwa zero osiem jeden zero dwa cztery jeden dziewięć sześć\nAGENT: Dziękuję, pan Hieronim Czapla, zgadza się?\nKLIENT: Tak.', values: [['id', 'siedem dwa zero osiem jeden zero dwa cztery jeden dziewięć sześć'], ['first', 'Hieronim'], ['surname', 'Czapla']] },
  // e-mails with signatures
  { genre: 'email', text: 'Szanowna Pani Doroto,\n\nw załączeniu przesyłam umowę najmu lokalu przy ul. Kasztanowej 14/3, 60-480 Poznań. Proszę o podpis i odesłanie skanu.\n\nZ poważaniem\nRadosław Mikołajczyk\nBiuro Nieruchomości Kamienica s.c.\nr.mikolajczyk@kamienica-nieruchomosci.pl', values: [['first', 'Doroto'], ['first', 'Radosław'], ['surname', 'Mikołajczyk'], ['id', 'r.mikolajczyk@kamienica-nieruchomosci.pl']], optIn: ['Kasztanowej 14/3', '60-480'] },
  { genre: 'email', text: 'Hi Tomasz,\n\nthanks for the call yesterday. As discussed, please send the signed NDA to our Warsaw office. Our legal counsel (jakub.zielonka@brightlane.io) will countersign.\n\nBest,\nSiobhan O\'Reilly\nBrightlane Analytics Ltd.', values: [['first', 'Tomasz'], ['id', 'jakub.zielonka@brightlane.io'], ['first', 'Siobhan'], ['surname', 'O\'Reilly']], optIn: ['Brightlane Analytics Ltd.'] },
  { genre: 'email', text: 'Dzień dobry,\nreklamuję buty zamówione 12.11 (zamówienie nr 4471-2290). Zwrot proszę na konto 52 1160 3536 6765 6855 5884 7920.\nPozdrawiam, Bożena Kuc-Ostrowska', values: [['id', '52 1160 3536 6765 6855 5884 7920'], ['first', 'Bożena'], ['surname', 'Kuc-Ostrowska']] },
  // CVs
  { genre: 'cv', text: 'CURRICULUM VITAE\nImię i nazwisko: Julian Bąkowski\nData urodzenia: 14.03.1987\nAdres: ul. Rzemieślnicza 7, 30-363 Kraków\nTelefon: 880 637 723\nE-mail: julian.bakowski@interia.pl\nLinkedIn: linkedin.com/in/julianbakowski\nDoświadczenie: 2019–2024 Senior Java Developer, Comarch S.A.', values: [['first', 'Julian'], ['surname', 'Bąkowski'], ['id', '880 637 723'], ['id', 'julian.bakowski@interia.pl'], ['handle', 'julianbakowski']], optIn: ['14.03.1987', 'Rzemieślnicza 7', '30-363'] },
  { genre: 'cv', text: 'O mnie: nazywam się Weronika Hajduk, mam 29 lat i od 5 lat pracuję jako księgowa. GitHub: whajduk-dev.', values: [['first', 'Weronika'], ['surname', 'Hajduk'], ['handle', 'whajduk-dev']] },
  // medical, insurance
  { genre: 'medical', text: 'SKIEROWANIE DO PORADNI KARDIOLOGICZNEJ\nPacjent: KRZYSZTOF MUSIAŁ\nPESEL: 58080235977\nAdres: OS. ZWYCIĘSTWA 12 M. 40, 61-643 POZNAŃ\nRozpoznanie: I10 Nadciśnienie tętnicze samoistne', values: [['first', 'KRZYSZTOF'], ['surname', 'MUSIAŁ'], ['id', '58080235977']], optIn: ['OS. ZWYCIĘSTWA 12 M. 40', '61-643'] },
  { genre: 'medical', text: 'Pani Janina Fijałkowska (ur. 5 maja 1949) zgłosiła się z dolegliwościami bólowymi. Córka pacjentki prosi o informację o wynikach pod nr tel. 602-723-747.', values: [['first', 'Janina'], ['surname', 'Fijałkowska'], ['id', '602-723-747']], optIn: ['5 maja 1949'] },
  { genre: 'insurance', text: 'POLISA NR 9002314477\nUBEZPIECZONY: GRZEGORZ ŁAPIŃSKI, PESEL 74012582155\nPOJAZD: SKODA OCTAVIA, NR REJ. WPI 4K772', values: [['first', 'GRZEGORZ'], ['surname', 'ŁAPIŃSKI'], ['id', '74012582155']], optIn: ['WPI 4K772'] },
  { genre: 'insurance', text: 'Zgłaszam szkodę komunikacyjną. Sprawca kolizji, pan Ołeksandr Hrycenko, nie miał przy sobie dowodu, podał tylko numer telefonu +48607431527. Ja jechałam prawidłowo swoim pasem.', values: [['first', 'Ołeksandr'], ['surname', 'Hrycenko'], ['id', '+48607431527']] },
  // court and official letters
  { genre: 'court', text: 'Sygn. akt I C 1184/25\nWYROK\nW IMIENIU RZECZYPOSPOLITEJ POLSKIEJ\nSąd Rejonowy w Olsztynie I Wydział Cywilny po rozpoznaniu sprawy z powództwa Feliksa Adamczewskiego przeciwko Teresie Grabowskiej o zapłatę zasądza od pozwanej na rzecz powoda kwotę 12 400 zł.', values: [['first', 'Feliksa'], ['surname', 'Adamczewskiego'], ['first', 'Teresie'], ['surname', 'Grabowskiej']] },
  { genre: 'court', text: 'Pełnomocnik powódki wniósł o przesłuchanie świadka Zenona Pawlaka zam. ul. Lipowa 3, 11-041 Olsztyn. Dowód osobisty świadka: EWX314087.', values: [['first', 'Zenona'], ['surname', 'Pawlaka'], ['id', 'EWX314087']], optIn: ['Lipowa 3', '11-041'] },
  { genre: 'court', text: 'Panie Mecenasie, przesyłam skan dowodu syna: seria i numer TXH 877162, PESEL 03310206773. Proszę o potwierdzenie odbioru.', values: [['id', 'TXH 877162'], ['id', '03310206773']] },
  { genre: 'letter', text: 'SZANOWNY PANIE ZBIGNIEWIE,\nUPRZEJMIE PRZYPOMINAMY O ZALEGŁOŚCI W KWOCIE 1 250,00 ZŁ. WPŁATY PROSIMY DOKONAĆ NA RACHUNEK 94102064470567321036560476.\nDZIAŁ WINDYKACJI', values: [['first', 'ZBIGNIEWIE'], ['id', '94102064470567321036560476']] },
  { genre: 'letter', text: 'Firma Usługi Remontowe Jarosław Dembiński, NIP 3855076390, REGON 746912120, ul. Wiejska 9, 05-800 Pruszków, prosi o uregulowanie faktury w terminie 7 dni.', values: [['first', 'Jarosław'], ['surname', 'Dembiński'], ['id', '3855076390'], ['id', '746912120']], optIn: ['Wiejska 9', '05-800'] },
  { genre: 'letter', text: 'Witam, piszę w imieniu mojej babci, Apolonii Szymańczyk (PESEL 79061451425 – tak jest w systemie, choć to chyba błąd), która nie dostała zwrotu nadpłaty.', values: [['first', 'Apolonii'], ['surname', 'Szymańczyk'], ['id', '79061451425']] },
  // forms in capitals
  { genre: 'form', text: 'WNIOSEK O WYDANIE DOWODU OSOBISTEGO\nNAZWISKO: PRZYBYLSKA\nIMIONA: ZOFIA\nPESEL: 87031446245\nNR POPRZEDNIEGO DOWODU: HPJ990610\nE-MAIL: Z.PRZYBYLSKA@GMAIL.COM', values: [['surname', 'PRZYBYLSKA'], ['first', 'ZOFIA'], ['id', '87031446245'], ['id', 'HPJ990610'], ['id', 'Z.PRZYBYLSKA@GMAIL.COM']] },
  { genre: 'form', text: 'OŚWIADCZENIE\nJA, NIŻEJ PODPISANY ADAM CHOJNACKI, LEGITYMUJĄCY SIĘ PASZPORTEM NR EO7895546, OŚWIADCZAM, ŻE ZAPOZNAŁEM SIĘ Z REGULAMINEM.', values: [['first', 'ADAM'], ['surname', 'CHOJNACKI'], ['id', 'EO7895546']] },
  { genre: 'form', text: 'Numer prawa jazdy: 07834/80/7189, kategoria B, wydane przez Starostę Powiatowego w Łowiczu. Właściciel: Ryszard Kubacki.', values: [['id', '07834/80/7189'], ['first', 'Ryszard'], ['surname', 'Kubacki']] },
  { genre: 'form', text: 'Rezerwacja na lot do Lizbony: pasażer Olga Sadowska-Binder, nr paszportu UK0367949, data ur. 22/09/1991, tel. kontaktowy +44 7417 946783', values: [['first', 'Olga'], ['surname', 'Sadowska-Binder'], ['id', 'UK0367949'], ['id', '+44 7417 946783']], optIn: ['22/09/1991'] },
  // news and minutes
  { genre: 'news', text: 'Jak poinformował rzecznik komendy, 34-letni Patryk W. został zatrzymany w Gnieźnie. Wcześniej policjanci rozmawiali z jego partnerką, Sandrą Kołodziej, która wezwała pomoc.', values: [['first', 'Patryk'], ['first', 'Sandrą'], ['surname', 'Kołodziej']] },
  { genre: 'news', text: 'Wójt gminy Stare Pole, Bogusław Jędrzejczak, zapowiedział, że nowa hala sportowa zostanie otwarta w marcu. Nie zgadzają się z tym radni opozycji, którzy z Jędrzejczakiem spierają się od miesięcy.', values: [['first', 'Bogusław'], ['surname', 'Jędrzejczak']] },
  { genre: 'notes', text: 'Na stażu mamy w tym roku Johna Smitha z Manchesteru, będzie siedział w open space przy oknie.', values: [['first', 'Johna'], ['surname', 'Smitha']] },
  { genre: 'notes', text: 'Kierownik zmiany Dariusz Ptak poprosił, żeby grafik wysłać Edwardowi do piątku.', values: [['first', 'Dariusz'], ['surname', 'Ptak'], ['first', 'Edwardowi']] },
  { genre: 'notes', text: 'Protokół z zebrania wspólnoty: obecni p. Kazimierz Bielecki (lok. 4), właściciel lok. 7 nieobecny. Zarządca: Admin-Dom sp.j.', values: [['first', 'Kazimierz'], ['surname', 'Bielecki']], optIn: ['Admin-Dom sp.j.'] },
  // pasted spreadsheets, JSON, code
  { genre: 'table', text: 'imie\tnazwisko\tpesel\nAnatol\tSzewczyk\t89111219899\nRegina\tMłynarczyk\t87010472843', values: [['first', 'Anatol'], ['surname', 'Szewczyk'], ['id', '89111219899'], ['first', 'Regina'], ['surname', 'Młynarczyk'], ['id', '87010472843']] },
  { genre: 'table', text: 'lp;kontrahent;NIP;REGON;konto\n1;"PPHU Marbud Marian Gołąb";938-839-16-59;340413300;PL22 1160 6597 3421 5223 6551 9150\n2;"Ekotrans sp. z o.o.";PL4936111412;;', values: [['first', 'Marian'], ['surname', 'Gołąb'], ['id', '938-839-16-59'], ['id', '340413300'], ['id', 'PL22 1160 6597 3421 5223 6551 9150'], ['id', 'PL4936111412']], optIn: ['Ekotrans sp. z o.o.'] },
  { genre: 'table', text: 'Nazwisko,Imię,Email,Login\nKowalewicz,Barbara,b.kowalewicz@wp.pl,bkowal', values: [['surname', 'Kowalewicz'], ['first', 'Barbara'], ['id', 'b.kowalewicz@wp.pl'], ['handle', 'bkowal']] },
  { genre: 'json', text: '{"customer":{"firstName":"Wiesława","lastName":"Cichoń","pesel":"66082846563","phone":"+48 517 446 578","address":{"street":"ul. Nadbrzeżna 21","zip":"87-100","city":"Toruń"}},"orderId":"ZAM/2025/11/0412"}', values: [['first', 'Wiesława'], ['surname', 'Cichoń'], ['id', '66082846563'], ['id', '+48 517 446 578']], optIn: ['Nadbrzeżna 21', '87-100'] },
  { genre: 'json', text: '{"user": "m_kaczmarczyk", "email": "monika.kaczmarczyk@outlook.com", "iban": "PL09114041564297472531333343", "role": "admin", "active": true}', values: [['handle', 'm_kaczmarczyk'], ['id', 'monika.kaczmarczyk@outlook.com'], ['id', 'PL09114041564297472531333343']] },
  { genre: 'code', text: '// TODO(pkrawczyk): remove hardcoded test user before release\nconst testUser = { name: "Lucjan Bartoszek", pesel: "96011734173" };', values: [['handle', 'pkrawczyk'], ['first', 'Lucjan'], ['surname', 'Bartoszek'], ['id', '96011734173']] },
  { genre: 'code', text: '# autor: Dominika Żak <d.zak@uni.wroc.pl>\ndef parse_invoice(path):\n    with open(path) as f:\n        return f.read()', values: [['first', 'Dominika'], ['surname', 'Żak'], ['id', 'd.zak@uni.wroc.pl']] },
  // mixed Polish and English requests
  { genre: 'mixed', text: 'can you rewrite this more formally? "hej Seba, wysylam Ci dane do faktury: Kuźnia Smaku Sebastian Rogalski, NIP 746-179-54-61, ul. Polna 2, Września"', values: [['first', 'Seba'], ['first', 'Sebastian'], ['surname', 'Rogalski'], ['id', '746-179-54-61']], optIn: ['Polna 2'] },
  { genre: 'mixed', text: 'Please translate to English: "Uprzejmie informuję, że Pan Wacław Dziedzic nie jest już pracownikiem naszej spółki. Wszelkie sprawy proszę kierować do Pani Ilony Szafrańskiej."', values: [['first', 'Wacław'], ['surname', 'Dziedzic'], ['first', 'Ilony'], ['surname', 'Szafrańskiej']] },
  // voice transcripts: fillers, numbers and addresses as words
  { genre: 'voice', text: 'no dzień dobry dzwonię bo mój syn kacper on ma numer pięćset trzydzieści pięć sto siedemdziesiąt sześć czterysta sześćdziesiąt osiem i od rana nie odbiera', values: [['first', 'kacper'], ['id', 'pięćset trzydzieści pięć sto siedemdziesiąt sześć czterysta sześćdziesiąt osiem']] },
  { genre: 'voice', text: 'yyy nazywam się yyy Stefania Gołębiowska, gołębiowska przez o z kreską, tak, i chciałam zgłosić awarię', values: [['first', 'Stefania'], ['surname', 'Gołębiowska']] },
  { genre: 'voice', text: 'proszę zapisać email ela kropka zawada małpa wp kropka pl, ela zawada', values: [['first', 'ela'], ['surname', 'zawada']] },
];

/** Texts with nothing of a default type in them: what they may lose to tags is counted. */
export const HOLDOUT_4_CLEAN: string[] = [
  'jak skonfigurowac nginx jako reverse proxy przed node.js, wywala 502 bad gateway',
  'Porównaj proszę Skodę Octavię i Toyotę Corollę pod względem spalania w mieście.',
  'Ministerstwo Finansów opublikowało nowy wzór deklaracji PIT-37; termin złożenia to 30 kwietnia.',
  'czy warszawskie metro jezdzi w sylwestra cala noc? a krakowskie tramwaje?',
  'Napisz mi funkcję w TypeScript, która parsuje daty w formacie ISO 8601 i zwraca obiekt Date.',
  'ZUS podnosi od stycznia minimalną składkę zdrowotną – ile wyniesie dla JDG na ryczałcie?',
  'mam macbooka pro m3 i docker desktop zjada 8 gb ramu, jak to ograniczyc?',
  'Przepis na sernik wiedeński: 1 kg twarogu, 6 jajek, 200 g cukru, piec 60 min w 170 stopniach.',
  'The Kubernetes pod keeps crashing with OOMKilled, limits are set to 512Mi, requests 256Mi.',
  'Jaka jest różnica między Allegro Smart a Amazon Prime w Polsce?',
  'W Biedronce i Lidlu promocja na masło do niedzieli, 2 za 9,99 zł.',
  'Urząd Skarbowy Warszawa-Śródmieście przyjmuje w pokoju 112 od 8:00 do 15:30.',
  'git rebase -i HEAD~3 a potem git push --force-with-lease, czy to bezpieczne na main?',
  'Ile kosztuje bilet PKP Intercity z Gdańska do Zakopanego w drugiej klasie?',
  'Jak odmieniać nazwy państw: Wielka Brytania, Nowa Zelandia, Republika Południowej Afryki?',
  'Sprawdź zapytanie: SELECT id, created_at FROM orders WHERE status = \'PAID\' LIMIT 100;',
  'jaka roznica miedzy kawa arabika a robusta i czy lavazza to dobra marka',
  'PROSZĘ O PRZYGOTOWANIE HARMONOGRAMU PRAC NA GRUDZIEŃ DLA DZIAŁU KSIĘGOWOŚCI.',
];
