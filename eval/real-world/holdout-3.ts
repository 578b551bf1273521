// A third held-out set of made-up real-world Polish texts, written on 2026-11-28 before the session's rule
// changes and frozen: nothing was tuned on it while it was unseen. Same format and scoring as holdout.ts
// (`npx tsx eval/real-world/run.ts --set 3`). When it has been used to choose anything, it is spent for that
// class of leak: say so here and write a new set. Spent so far for one class: an account number after an account word
// written in capitals ("KONTO 03 1020 …", whose "TO" was read as a country prefix).
//
// Identifiers have valid checksums (eval/pii/values.ts generators, seed 20261129).

import type { HoldoutText } from './holdout.js';

export const HOLDOUT_3: HoldoutText[] = [
  // chat and messengers: lowercase, no diacritics, typos, diminutives
  { genre: 'chat', text: 'hej, tu basia z trzeciego pietra, czy ktos widzial naszego kota?', values: [['first', 'basia']] },
  { genre: 'chat', text: 'przekaz prosze wojtkowi ze klucze sa u sasiadki', values: [['first', 'wojtkowi']] },
  { genre: 'chat', text: 'a ta nowa z marketingu to jak sie nazywa? chyba paulina jakas tam, kaminska?', values: [['first', 'paulina'], ['surname', 'kaminska']] },
  { genre: 'chat', text: 'szwagier (darek) pozyczyl mi przyczepke, oddam w niedziele', values: [['first', 'darek']] },
  { genre: 'chat', text: 'moj numer sie zmienil, teraz 727 847 512, zapisz sobie. Ola', values: [['id', '727 847 512'], ['first', 'Ola']] },
  { genre: 'chat', text: 'Siema, jestem Dawid, gram na discordzie jako xDawidos99, dodaj mnie', values: [['first', 'Dawid'], ['handle', 'xDawidos99']] },
  { genre: 'chat', text: 'mamo, pani dyrektor kwiatkowska prosi o kontakt w sprawie wycieczki', values: [['surname', 'kwiatkowska']] },
  { genre: 'chat', text: 'byłam dziś u lekarza, dr Zawadzki przepisał mi antybiotyk', values: [['surname', 'Zawadzki']] },
  { genre: 'chat', text: 'sorki ze dopiero teraz, krzysiu mial goraczke cala noc', values: [['first', 'krzysiu']] },
  { genre: 'chat', text: 'PRZELEJ MI NA KONTO 03 1020 9549 3803 6173 2044 2555 TO ODDAM CI W PIATEK', values: [['id', '03 1020 9549 3803 6173 2044 2555']] },
  { genre: 'chat', text: 'zadzwon do pana henryka od kominow, on ma numer 601978553', values: [['first', 'henryka'], ['id', '601978553']] },
  { genre: 'chat', text: 'gratulacje dla agnieszki i michala z okazji slubu!!! 💍', values: [['first', 'agnieszki'], ['first', 'michala']] },
  // marketplace, ads, notices
  { genre: 'ad', text: 'Sprzedam wózek dziecięcy, stan bdb. Dzwonić po 17: 794 942 769, Magda', values: [['id', '794 942 769'], ['first', 'Magda']] },
  { genre: 'ad', text: 'Wynajmę pokój studentce. Kontakt: p. Genowefa Rutkowska, tel. 690 627 272', values: [['first', 'Genowefa'], ['surname', 'Rutkowska'], ['id', '690 627 272']] },
  { genre: 'ad', text: 'ZGUBIONO PORTFEL Z DOKUMENTAMI NA NAZWISKO MROZEK TOMASZ, UCZCIWEGO ZNALAZCE PROSZE O KONTAKT', values: [['surname', 'MROZEK'], ['first', 'TOMASZ']] },
  { genre: 'ad', text: 'Z głębokim żalem zawiadamiamy, że zmarł śp. Kazimierz Dudek, przeżywszy lat 84.', values: [['first', 'Kazimierz'], ['surname', 'Dudek']] },
  { genre: 'ad', text: 'Intencja mszy: za śp. Stanisławę i Józefa Pietrzyków w rocznicę śmierci', values: [['first', 'Stanisławę'], ['surname', 'Pietrzyków']] },
  // transcripts: calls, meetings, speech to text
  { genre: 'transcript', text: 'konsultant: w czym moge pomoc\nklient: tu bozena malinowska mam problem z faktura', values: [['first', 'bozena'], ['surname', 'malinowska']] },
  { genre: 'transcript', text: '[00:14:02] Przewodnicząca: Oddaję głos panu Ryszardowi Kołodziejowi.', values: [['first', 'Ryszardowi'], ['surname', 'Kołodziejowi']] },
  { genre: 'transcript', text: 'nagranie poczty glosowej: dzien dobry z tej strony edyta sowa prosze o oddzwonienie', values: [['first', 'edyta'], ['surname', 'sowa']] },
  { genre: 'transcript', text: 'klient podal numer dowodu b p f zero szesc dwa jeden osiem szesc', values: [['id', 'b p f zero szesc dwa jeden osiem szesc']] },
  { genre: 'transcript', text: 'Sędzia: Proszę wezwać świadka Huberta Lisa.\nProtokolant: Świadek stawił się.', values: [['first', 'Huberta'], ['surname', 'Lisa']] },
  { genre: 'transcript', text: 'Kowalczykowa: ja tylko chciałam powiedzieć, że woda znowu cieknie', values: [['surname', 'Kowalczykowa']] },
  // forms, applications, records
  { genre: 'form', text: 'Imię i nazwisko: Ireneusz Ciesielski\nAdres e-mail: i.ciesielski@onet.pl\nTelefon: +48 727 205 069', values: [['surname', 'Ciesielski'], ['id', 'i.ciesielski@onet.pl'], ['id', '+48 727 205 069']] },
  { genre: 'form', text: '1. Nazwisko ........ Jaworska\n2. Imię (imiona) ........ Teresa Anna\n3. PESEL ........ 50062486663', values: [['surname', 'Jaworska'], ['first', 'Teresa'], ['id', '50062486663']] },
  { genre: 'form', text: 'nazwisko rodowe matki: GÓRECKA, imię ojca: ZDZISŁAW', values: [['surname', 'GÓRECKA'], ['first', 'ZDZISŁAW']] },
  { genre: 'form', text: 'Pracownik: Leszek Bąk, nr dowodu osobistego ISJ485972, stanowisko: magazynier', values: [['surname', 'Bąk'], ['id', 'ISJ485972']] },
  { genre: 'form', text: 'Zleceniobiorca: Natalia Szczepańska, PESEL 04232648380, rachunek: PL22 1020 0044 7373 1815 4595 4504', values: [['surname', 'Szczepańska'], ['id', '04232648380'], ['id', 'PL22 1020 0044 7373 1815 4595 4504']] },
  { genre: 'form', text: 'dane do faktury: firma ogrodnicza "Zielony Zakątek" Bartosz Urban, NIP 195-43-12-881', values: [['surname', 'Urban'], ['id', '195-43-12-881']] },
  { genre: 'form', text: 'WNIOSKODAWCA: KRYSTYNA BORKOWSKA\nPESEL: 83021904063\nNR PASZPORTU: AZ8256316', values: [['surname', 'BORKOWSKA'], ['id', '83021904063'], ['id', 'AZ8256316']] },
  { genre: 'form', text: 'Opiekun prawny dziecka: ojciec Waldemar Kurek, kontakt 601 978 553', values: [['surname', 'Kurek'], ['id', '601 978 553']] },
  // e-mail and business correspondence
  { genre: 'email', text: 'Dzień dobry Pani Elżbieto,\nprzesyłam umowę do podpisu.\nPozdrawiam\nAdrian Makowski\nDział Sprzedaży', values: [['first', 'Elżbieto'], ['surname', 'Makowski']] },
  { genre: 'email', text: '---------- Forwarded message ---------\nFrom: Sebastian Górski <sebastian.gorski@interia.pl>\nSubject: Re: oferta', values: [['surname', 'Górski'], ['id', 'sebastian.gorski@interia.pl']] },
  { genre: 'email', text: 'Szanowni Państwo, w zastępstwie za p. Kalinowską sprawę prowadzi obecnie p. Przybylski.', values: [['surname', 'Kalinowską'], ['surname', 'Przybylski']] },
  { genre: 'email', text: 'Z poważaniem\nmec. Lucyna Wróblewska-Kot\nKancelaria Radcy Prawnego', values: [['surname', 'Wróblewska']] },
  { genre: 'email', text: 'Proszę o zwrot kosztów na rachunek 87102083756822559035080675 (właściciel: Roman Chmiel).', values: [['id', '87102083756822559035080675'], ['surname', 'Chmiel']] },
  // work tools, code, data
  { genre: 'data', text: 'Jan Sadowski,jan.sadowski@example.pl,+48601978553,Warszawa', values: [['surname', 'Sadowski'], ['id', 'jan.sadowski@example.pl'], ['id', '+48601978553']] },
  { genre: 'data', text: '{"klient": {"imie": "Wiktoria", "nazwisko": "Kubacka", "pesel": "79080529356"}}', values: [['surname', 'Kubacka'], ['id', '79080529356']] },
  { genre: 'data', text: 'Assigned to: Patryk Zalewski\nReporter: Dominika Sobczak\nStatus: In Progress', values: [['surname', 'Zalewski'], ['surname', 'Sobczak']] },
  { genre: 'data', text: 'commit 3f9a1c2\nAuthor: Kacper Majewski <kacper.majewski@firma.dev>\n\n    fix: walidacja formularza', values: [['surname', 'Majewski'], ['id', 'kacper.majewski@firma.dev']] },
  { genre: 'data', text: 'Lp.\tNazwisko i imię\tKlasa\n1\tNowicki Filip\t4a\n2\tOstrowska Maja\t4a', values: [['surname', 'Nowicki'], ['surname', 'Ostrowska']] },
  { genre: 'data', text: 'karta: 4948-6769-7681-4388, wazna do 09/27, posiadacz MARIUSZ KRAWCZYK', values: [['id', '4948-6769-7681-4388'], ['surname', 'KRAWCZYK']] },
  // ALL CAPS documents
  { genre: 'caps', text: 'NINIEJSZYM UPOWAŻNIAM PANIĄ DANUTĘ WALCZAK DO ODBIORU MOJEJ KORESPONDENCJI.', values: [['first', 'DANUTĘ'], ['surname', 'WALCZAK']] },
  { genre: 'caps', text: 'OŚWIADCZENIE\nJA, NIŻEJ PODPISANY JERZY ZAWADA, OŚWIADCZAM, ŻE NIE POSIADAM ZALEGŁOŚCI.', values: [['first', 'JERZY'], ['surname', 'ZAWADA']] },
  { genre: 'caps', text: 'SPRAWA Z POWÓDZTWA ELIZY MARCINIAK PRZECIWKO PAWŁOWI GÓRALOWI O ZAPŁATĘ', values: [['surname', 'MARCINIAK'], ['surname', 'GÓRALOWI']] },
  // news and narrative, mixed case
  { genre: 'news', text: 'Wójt gminy Zbigniew Pawlak zapowiedział remont drogi do Nowej Wsi.', values: [['first', 'Zbigniew'], ['surname', 'Pawlak']] },
  { genre: 'news', text: 'Policja szuka 17-letniego Oskara Kaczmarka, który wyszedł z domu w sobotę.', values: [['first', 'Oskara'], ['surname', 'Kaczmarka']] },
  { genre: 'news', text: 'Bramkę na 2:1 zdobył w 88. minucie Szymański, asystował mu Ryba.', values: [['surname', 'Szymański'], ['surname', 'Ryba']] },
  { genre: 'news', text: 'Jak relacjonuje sąsiadka, pani Irena (nazwisko do wiadomości redakcji), huk był słychać z daleka.', values: [['first', 'Irena']] },
  { genre: 'news', text: 'Ukraińska pielęgniarka Olena Bondarenko od pięciu lat pracuje w szpitalu w Lublinie.', values: [['first', 'Olena'], ['surname', 'Bondarenko']] },
  // lowercase retellings and forum posts
  { genre: 'forum', text: 'mialam kiedys wychowawczynie, pania nowakowska, i ona zawsze mowila ze matma to podstawa', values: [['surname', 'nowakowska']] },
  { genre: 'forum', text: 'polecam mechanika z zabrza, pan ziolkowski, uczciwy i tani', values: [['surname', 'ziolkowski']] },
  { genre: 'forum', text: 'nie polecam dentysty marka wisniewskiego, bolalo jak cholera', values: [['first', 'marka'], ['surname', 'wisniewskiego']] },
  { genre: 'forum', text: 'co sadzicie o wywiadzie z andrzejem duda? ja mysle ze slabo wypadl', values: [['first', 'andrzejem'], ['surname', 'duda']] },
  // English and mixed
  { genre: 'mixed', text: 'Please forward the invoice to Grażyna Lis (grazyna.lis@biuro-lis.pl) by Friday.', values: [['surname', 'Lis'], ['id', 'grazyna.lis@biuro-lis.pl']] },
  { genre: 'mixed', text: 'Meeting notes: attendees Weronika Duda, Tomasz Kozieł; action item for Tomasz.', values: [['surname', 'Duda'], ['surname', 'Kozieł']] },
  { genre: 'mixed', text: 'Hi, my name is Piotr, my PESEL is 80112280637 and my card number 4036736735391442.', values: [['first', 'Piotr'], ['id', '80112280637'], ['id', '4036736735391442']] },
  // identifiers in odd shapes
  { genre: 'ids', text: 'nip firmy: pl 339-056-83-06, regon 978204194', values: [['id', 'pl 339-056-83-06'], ['id', '978204194']] },
  { genre: 'ids', text: 'Numer konta: PL 37 1160 4629 9799 3062 2837 6204 (mBank)', values: [['id', 'PL 37 1160 4629 9799 3062 2837 6204']] },
  { genre: 'ids', text: 'mój pesel to 761 027 692 74 — przepraszam, 76082769274', values: [['id', '76082769274']] },
  { genre: 'ids', text: 'e-mail: monika[kropka]zajac[at]gmail[kropka]com', values: [['id', 'monika[kropka]zajac[at]gmail[kropka]com']] },
];

/** Texts with nothing of a default type in them: what they may lose to tags is counted. */
export const HOLDOUT_3_CLEAN: string[] = [
  'ile gramow maki dac na 1 kg sliwek do ciasta drozdzowego?',
  'Wyjaśnij różnicę między umową o dzieło a umową zleceniem.',
  'UWAGA! W PIĄTEK PRZERWA W DOSTAWIE WODY OD 8:00 DO 14:00.',
  'czy na andrzejki mozna lac wosk przez klucz czy lepiej przez sito?',
  'Przetłumacz na angielski: "Dziękuję za szybką odpowiedź i miłego dnia".',
  'Napisz życzenia na Dzień Matki, krótkie i ciepłe.',
  'jaki kolor pasuje do szarej kanapy, musztardowy czy butelkowa zieleń?',
  'Podaj przepis na pierogi ruskie dla 4 osób.',
  'docker compose up -d && docker logs -f api | grep ERROR',
  'Czy Wisła jest dłuższa od Odry? Podaj długości obu rzek.',
  'ZAPRASZAMY NA FESTYN RODZINNY W NIEDZIELĘ O 15:00 NA BOISKU SZKOLNYM',
  'Mam gorączkę 38,5 od dwóch dni, kiedy iść do lekarza?',
  'Opisz zasady gry w brydża w pięciu zdaniach.',
  'różnica miedzy mrozem a szronem, bo dzieciak pyta',
  'Stwórz tabelę: miesiąc, przychód, koszty, zysk — dla I kwartału.',
];
