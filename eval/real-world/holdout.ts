// A held-out set of made-up real-world Polish texts, written once and frozen: no rule, filter or model was
// tuned on it while it was unseen. It measures how the whole detection path generalizes to writing it has
// never seen (chat, forms, transcripts, e-mails, news, notes; every case and spelling). Do not fix detection against
// these texts: a leak found here is reported, and a fix is tested on texts of its own. When this set has
// been used to choose anything, it is spent: write a new one. Spent so far for four classes of leak: a
// surname after an initial, "pania" before a surname, a listed surname after a lower-case first name and
// single digits in groups split by " - " (rules written after this set showed them).
//
// Each text lists the values a new account's default settings must keep from the provider, by kind:
// `surname`, `first` (a first name), `id` (identifiers, phone numbers, e-mails), `handle` (logins).
// Identifiers have valid checksums (eval/pii/values.ts generators, seed 20261127).

export type ValueKind = 'surname' | 'first' | 'id' | 'handle';
export interface HoldoutText { genre: string; text: string; values: Array<[ValueKind, string]> }

export const HOLDOUT: HoldoutText[] = [
  // chat: lowercase, no diacritics, typos, emoji
  { genre: 'chat', text: 'siema, mowi sie ze bartosz kalinowski odchodzi z firmy, wiesz cos?', values: [['first', 'bartosz'], ['surname', 'kalinowski']] },
  { genre: 'chat', text: 'gadalam wczoraj z pania jankowska i kazala oddzwonic', values: [['surname', 'jankowska']] },
  { genre: 'chat', text: 'przeslij mi pesel taty bo musze wypelnic wniosek: 54041375706', values: [['id', '54041375706']] },
  { genre: 'chat', text: 'a moze zapytamy dorote wysocka? ona sie zna na podatkach', values: [['first', 'dorote'], ['surname', 'wysocka']] },
  { genre: 'chat', text: 'nr konta do zwrotu za bilety PL55124023207068716727181373 (adrian sobczak)', values: [['id', 'PL55124023207068716727181373'], ['surname', 'sobczak']] },
  { genre: 'chat', text: 'hej! jestem natalia, pisze w sprawie ogloszenia, moj numer 510-716-486 😊', values: [['first', 'natalia'], ['id', '510-716-486']] },
  { genre: 'chat', text: 'u mnie na discordzie jestem jako mrozny_wilk92, zagadaj', values: [['handle', 'mrozny_wilk92']] },
  { genre: 'chat', text: 'kto prowadzi ta sprawe? chyba mecenas ostrowski z kancelarii na rynku', values: [['surname', 'ostrowski']] },
  { genre: 'chat', text: 'wysylam dane szwagra: Rafał Cieślak, 80032091315, tel +48 781 150 801', values: [['surname', 'Cieślak'], ['id', '80032091315'], ['id', '+48 781 150 801']] },
  { genre: 'chat', text: 'sorki ze pisze tak pozno, tu krystyna zawadzka z 3 pietra', values: [['first', 'krystyna'], ['surname', 'zawadzka']] },
  { genre: 'chat', text: 'Mój brat Szymon Głowacki ma problem z kartą 4977-6215-0183-2541, zablokujecie?', values: [['surname', 'Głowacki'], ['id', '4977-6215-0183-2541']] },
  { genre: 'chat', text: 'pomożesz napisać życzenia dla babci Stefanii? kończy 90 lat', values: [['first', 'Stefanii']] },
  // ALL CAPS forms and letters
  { genre: 'caps', text: 'DANE KLIENTA: ZDZISŁAW PAWLAK, PESEL: 58022120974, TEL. (32) 883 39 27', values: [['surname', 'PAWLAK'], ['id', '58022120974'], ['id', '(32) 883 39 27']] },
  { genre: 'caps', text: 'ODBIORCA PRZESYŁKI: IRENA MICHALAK UL. POLNA 3 GNIEZNO', values: [['first', 'IRENA'], ['surname', 'MICHALAK']] },
  { genre: 'caps', text: 'UPOWAŻNIAM PANA MARIUSZA SADOWSKIEGO DO ODBIORU MOICH DOKUMENTÓW', values: [['surname', 'SADOWSKIEGO']] },
  { genre: 'caps', text: 'NUMER DOWODU OSOBISTEGO: AWM774660 WYDANY PRZEZ PREZYDENTA MIASTA', values: [['id', 'AWM774660']] },
  { genre: 'caps', text: 'W IMIENIU SPÓŁKI PODPISUJE PREZES ZARZĄDU WALDEMAR CHMIELEWSKI', values: [['surname', 'CHMIELEWSKI']] },
  { genre: 'caps', text: 'SKARGA NA DZIAŁANIE PRACOWNIKA (HALINA BORKOWSKA, POKÓJ 12)', values: [['surname', 'BORKOWSKA']] },
  // form fields
  { genre: 'form', text: 'Imię: Grażyna\nNazwisko: Kwiatkowska-Lis\nNIP: 7409217808', values: [['first', 'Grażyna'], ['surname', 'Kwiatkowska'], ['surname', 'Lis'], ['id', '7409217808']] },
  { genre: 'form', text: 'Nazwisko i imię: Bielecki Konrad; PESEL 76011106756; nr paszportu OS0480095', values: [['surname', 'Bielecki'], ['first', 'Konrad'], ['id', '76011106756'], ['id', 'OS0480095']] },
  { genre: 'form', text: '3) Imię ojca: Eugeniusz\n4) Imię matki: Teresa\n5) Nazwisko rodowe: Pietrzyk', values: [['first', 'Eugeniusz'], ['first', 'Teresa'], ['surname', 'Pietrzyk']] },
  { genre: 'form', text: 'Zgłaszający: Kacper Wilczek | e-mail: k.wilczek@poczta.fm | tel.: +48721492954', values: [['surname', 'Wilczek'], ['id', 'k.wilczek@poczta.fm'], ['id', '+48721492954']] },
  { genre: 'form', text: 'Właściciel pojazdu - Marianna Kubacka, nr rej. WGM 55TP', values: [['surname', 'Kubacka']] },
  { genre: 'form', text: 'imie i nazwisko: lucyna borowiec\nnr tel: 721997231\nuwagi: brak', values: [['first', 'lucyna'], ['surname', 'borowiec'], ['id', '721997231']] },
  { genre: 'form', text: 'Nr rachunku bankowego do zwrotu nadpłaty: PL83 2490 8453 9616 5356 0007 1124', values: [['id', 'PL83 2490 8453 9616 5356 0007 1124']] },
  { genre: 'form', text: 'Pracodawca: REGON 167210067, NIP 118-09-67-571; osoba odpowiedzialna: Henryka Dudek', values: [['id', '167210067'], ['id', '118-09-67-571'], ['surname', 'Dudek']] },
  // e-mails and signatures
  { genre: 'email', text: 'Szanowna Pani,\nw odpowiedzi na pismo z dnia 3 marca informuję, że wniosek został rozpatrzony.\nZ wyrazami szacunku\nTadeusz Wróblewski\nKierownik Działu Obsługi', values: [['surname', 'Wróblewski']] },
  { genre: 'email', text: 'Od: Beata Sowa <beata.sowa@inbox.lv>\nTemat: zaległa faktura\n\nDzień dobry, proszę o pilną wpłatę.', values: [['surname', 'Sowa'], ['id', 'beata.sowa@inbox.lv']] },
  { genre: 'email', text: 'Cześć Olu,\nprzesyłam numer do hydraulika: 730 623 445, pan nazywa się Wiśniak.\nBuziaki, Ewka', values: [['id', '730 623 445'], ['surname', 'Wiśniak']] },
  { genre: 'email', text: 'Pozdrawiam serdecznie\ndr inż. Aleksandra Mazurkiewicz\nKatedra Mechaniki', values: [['surname', 'Mazurkiewicz']] },
  { genre: 'email', text: 'W zastępstwie za p. Jaworskiego sprawę prowadzi teraz pani Olga Stępień.', values: [['surname', 'Jaworskiego'], ['surname', 'Stępień']] },
  // transcripts
  { genre: 'transcript', text: 'Konsultantka: czy mogę prosić o imię i nazwisko?\nKlient: Dariusz Kołodziej.\nKonsultantka: dziękuję, panie Dariuszu.', values: [['first', 'Dariusz'], ['surname', 'Kołodziej']] },
  { genre: 'transcript', text: 'rozmówca 1: no i wtedy przyszedł ten sąsiad, urbański, i zaczął krzyczeć\nrozmówca 2: pan urbański z parteru?', values: [['surname', 'urbański']] },
  { genre: 'transcript', text: 'ZENON: Ja to widziałem na własne oczy.\nPROKURATOR: Proszę kontynuować.', values: [['first', 'ZENON']] },
  { genre: 'transcript', text: '[12:04] Doradca: poproszę numer karty\n[12:05] Klientka: 5396 0439 0379 4163, na nazwisko Rutkowska', values: [['id', '5396 0439 0379 4163'], ['surname', 'Rutkowska']] },
  { genre: 'transcript', text: 'Sędzia: Świadek Mirosław Gajewski, proszę podejść. Świadek: Tak, Wysoki Sądzie.', values: [['surname', 'Gajewski']] },
  // news
  { genre: 'news', text: 'Burmistrz Przemysław Sikorski zapowiedział remont dworca do końca roku.', values: [['surname', 'Sikorski']] },
  { genre: 'news', text: 'Jak poinformowała rzeczniczka policji asp. Edyta Laskowska, kierowca był trzeźwy.', values: [['surname', 'Laskowska']] },
  { genre: 'news', text: 'Zwycięzcą turnieju został 17-letni Oskar Maciejewski z Opola, który pokonał w finale Igora Kubiaka.', values: [['surname', 'Maciejewski'], ['surname', 'Kubiaka']] },
  { genre: 'news', text: 'Według Leszka Domańskiego, eksperta rynku pracy, płace wzrosną o 6 proc.', values: [['surname', 'Domańskiego']] },
  // notes: HR, medical, CRM, tables
  { genre: 'note', text: 'Pacjentka Wanda Szczepańska, lat 67, PESEL 54041375706, zgłasza duszność od tygodnia.', values: [['surname', 'Szczepańska'], ['id', '54041375706']] },
  { genre: 'note', text: 'Notatka ze spotkania: obecni - J. Kaczor, M. Lipińska, R. Zięba', values: [['surname', 'Kaczor'], ['surname', 'Lipińska'], ['surname', 'Zięba']] },
  { genre: 'note', text: 'imie;nazwisko;telefon\nJolanta;Mróz;510716486\nArtur;Baranowski;781408324', values: [['surname', 'Mróz'], ['surname', 'Baranowski'], ['id', '510716486'], ['id', '781408324']] },
  { genre: 'note', text: '{"imie": "wojciech", "nazwisko": "pawłowski", "pesel": "61012415914"}', values: [['first', 'wojciech'], ['surname', 'pawłowski'], ['id', '61012415914']] },
  { genre: 'note', text: '- Sebastian Kurek (backend)\n- Patrycja Wojciechowska (QA)\n- Dominik Szewczyk (PM)', values: [['surname', 'Kurek'], ['surname', 'Wojciechowska'], ['surname', 'Szewczyk']] },
  { genre: 'note', text: 'Klient prosi o kontakt po 16. Osoba kontaktowa: Czesław Majewski, login w systemie: cmajewski_77', values: [['surname', 'Majewski'], ['handle', 'cmajewski_77']] },
  { genre: 'note', text: 'Urlop wypoczynkowy: Kamil Duda 12-16.08, zastępstwo Roksana Malinowska', values: [['surname', 'Duda'], ['surname', 'Malinowska']] },
  { genre: 'note', text: 'paszport JY2174898, dowód IHF 015910 - oba do skanu', values: [['id', 'JY2174898'], ['id', 'IHF 015910']] },
  // look-alikes and spacing in identifiers
  { genre: 'noisy', text: 'pesel 92I21418671 (przepisany z ksero)', values: [['id', '92I21418671']] },
  { genre: 'noisy', text: 'NIP: 489 845 48 24, REGON 355-856-594', values: [['id', '489 845 48 24'], ['id', '355-856-594']] },
  { genre: 'noisy', text: 'konto: 28 1090 5030 4282 5470 5067 3017 tytulem: czynsz', values: [['id', '28 1090 5030 4282 5470 5067 3017']] },
  { genre: 'noisy', text: 'tel. kom. 7 2 1 - 9 9 7 - 2 3 1', values: [['id', '7 2 1 - 9 9 7 - 2 3 1']] },
  // English mixed in
  { genre: 'mixed', text: 'Please forward this to Michał Zalewski from accounting, jego mail to michal.zalewski@kontoria.pl', values: [['surname', 'Zalewski'], ['id', 'michal.zalewski@kontoria.pl']] },
  { genre: 'mixed', text: 'Meeting notes: Agata Witkowska agreed to sign, Robert Lis will send the NDA.', values: [['surname', 'Witkowska'], ['surname', 'Lis']] },
  // vocatives and diminutives
  { genre: 'vocative', text: 'Panie Stanisławie, dziękuję za pomoc. Pozdrawiam, Kowalewska', values: [['first', 'Stanisławie'], ['surname', 'Kowalewska']] },
  { genre: 'vocative', text: 'Zosiu, przypomnij Jackowi Krajewskiemu o zebraniu w czwartek', values: [['first', 'Zosiu'], ['surname', 'Krajewskiemu']] },
  { genre: 'vocative', text: 'Droga Pani Bożeno, serdecznie zapraszamy na jubileusz.', values: [['first', 'Bożeno']] },
];

/** Texts with nothing of a default type in them: what they may lose to tags is counted. */
export const HOLDOUT_CLEAN: string[] = [
  'napisz mi przepis na pierogi ruskie, bez cebuli prosze',
  'PROSZĘ O WYSTAWIENIE FAKTURY KOREKTUJĄCEJ DO ZAMÓWNIENIA NR 4471/2025.',
  'Jaka jest różnica między umową zlecenia a umową o dzieło?',
  'Kowal wykuł podkowę, a stolarz zrobił stół z dębu.',
  'W maju i czerwcu biuro pracuje krócej, w lipcu wracamy do normy.',
  'Przetłumacz na angielski: "Zapraszamy na krakowski rynek i warszawską starówkę".',
  'ile kalorii ma banan? a jablko?',
  'Zamówienie: 2 x kawa latte, 1 x sernik, stolik 7.',
  'Uruchom npm install, a potem npm run build; błąd ENOENT oznacza brak pliku.',
  'Wiosna, lato, jesień, zima - cztery pory roku w wierszu dla dzieci.',
  'ODPOWIEDZ KRÓTKO: CZY MOGĘ ODLICZYĆ VAT OD SAMOCHODU FIRMOWEGO?',
  'Nasza drużyna wygrała 3:1, bramki strzelili napastnik i obrońca.',
  'Proszę o listę 10 pytań rekrutacyjnych na stanowisko księgowej.',
  'Słońce wschodzi na wschodzie, a zachodzi na zachodzie.',
  'czy kot moze jesc ser zolty? pytam bo moj kot go uwielbia',
];
