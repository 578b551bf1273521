// Round 3 of made-up real-world texts through the whole detection path (same harness as
// real-world-probes.test.ts): structured and document text users paste into a prompt, which rounds 1 and 2
// did not cover — e-mail threads (headers, quoted replies, "W dniu … napisał(a):", signatures), Slack, Teams
// and Discord logs, git logs and code (authors, Signed-off-by, comments, string literals, SQL rows,
// YAML/JSON/XML, .env), semicolon CSV, markdown tables, application logs with user fields, OCR'd scanned
// forms and letters (ALL CAPS, broken diacritics, dotted leaders, numbered boxes), invoices, court,
// insurance, medical and HR documents, CVs, meeting minutes and English documents about Polish people.
// Identifiers have valid checksums (eval/pii/values.ts generators). Addresses, dates of birth and plates are
// off by default and so are not listed. Clean documents may lose at most TAG_BUDGET words to tags.
import { describeRealWorldProbes } from './real-world-probe-suite.js';

/** [text, values that must not reach the provider]. */
const PROBES: Array<[string, string[]]> = [
  // e-mail threads
  ['Od: Wiesława Górniak <w.gorniak@spedmar.pl>\nWysłano: wtorek, 4 czerwca 2024 09:12\nDo: Bartłomiej Sroka\nDW: Hanna Cieślak; Ludwik Pająk\nTemat: RE: reklamacja 441/24',
    ['Górniak', 'w.gorniak@spedmar.pl', 'Sroka', 'Cieślak', 'Pająk']],
  ['> W dniu 03.06.2024 o 17:40 Roksana Bielecka napisała:\n> Proszę o przesłanie protokołu.\n\nW załączeniu protokół.', ['Bielecka']],
  ['Dnia 2024-05-12, 08:15, Teodor Kwaśniewski <teo.kwasniewski@gmail.com> napisał(a):\n> czy faktura już poszła?', ['Kwaśniewski', 'teo.kwasniewski@gmail.com']],
  ['On Tue, 14 May 2024 at 10:02, Aurelia Dziedzic <aurelia.dziedzic@firma.pl> wrote:\n> Could you send the draft?', ['Dziedzic', 'aurelia.dziedzic@firma.pl']],
  ['-----Original Message-----\nFrom: Kacper Wilczyński\nSent: Friday, May 10, 2024 3:14 PM\nTo: Oliwia Kamińska-Ruta\nCc: Remigiusz Baran\nSubject: budżet Q3',
    ['Wilczyński', 'Kamińska', 'Ruta', 'Baran']],
  ['Pozdrawiam\nJustyna Przybylska\nStarszy Specjalista ds. Zakupów\nLogistra Sp. z o.o.\nul. Magazynowa 4, 62-080 Tarnowo Podgórne\nT: +48 61 222 33 44 | M: 607 808 909',
    ['Przybylska', '222 33 44', '607 808 909']],
  ['Dzięki!\n\nBest regards / Z poważaniem\nFilip Jaworek | Key Account Manager\nmob. +48 512 341 765\nfilip.jaworek@transpol.com.pl', ['Jaworek', '512 341 765', 'filip.jaworek@transpol.com.pl']],
  ['Wiadomość przekazana dalej\nOd: Celina Majewska\nData: 5 czerwca 2024\nTemat: Wniosek urlopowy\nDo: kadry@zaklad.pl', ['Majewska']],
  // Slack / Teams / Discord logs
  ['[10:32] anna nowacka: wrzuciłam raport na drive\n[10:33] marcin gajewski: dzięki, zerknę po lunchu', ['nowacka', 'gajewski']],
  ['Oskar Wójtowicz  10:32 AM\nczy ktoś ma dostęp do panelu?\nIlona Baranowska  10:35 AM\n@Oskar Wójtowicz już ci nadałam', ['Wójtowicz', 'Baranowska']],
  ['[wczoraj 21:14] Zbyszek_Grabarz: kto gra dziś?\n[wczoraj 21:15] kamilos: ja po 22', ['Grabarz']],
  ['@jkaczmarczyk możesz zrobić review? cc @m.sobczyk', ['jkaczmarczyk', 'm.sobczyk']],
  ['Leokadia Stępniak (Gość) dołączyła do spotkania\nLeokadia Stępniak: słychać mnie?', ['Stępniak']],
  ['#dział-kadr\nRadosław Ziemba: pani Helena Pasternak z księgowości prosi o zestawienie', ['Ziemba', 'Pasternak']],
  ['Teams | Tomasz Kuźniar wysłał(a) wiadomość: spotkanie przeniesione na 14:00', ['Kuźniar']],
  // git logs and code
  ['commit 3f9a2c1e\nAuthor: Wojciech Pilarski <wojciech.pilarski@softline.pl>\nDate:   Mon Jun 3 14:22:10 2024 +0200\n\n    fix: walidacja NIP w formularzu', ['Pilarski', 'wojciech.pilarski@softline.pl']],
  ['Signed-off-by: Grzegorz Łukaszewicz <g.lukaszewicz@kernel-dev.pl>\nReviewed-by: Izabela Chmiel <izabela.chmiel@example.org>', ['Łukaszewicz', 'g.lukaszewicz@kernel-dev.pl', 'Chmiel', 'izabela.chmiel@example.org']],
  ['// TODO(Damian Kurowski): usunąć po migracji\nconst admin = "Bogdan Lipiński";', ['Kurowski', 'Lipiński']],
  ["INSERT INTO klienci (imie, nazwisko, pesel, telefon) VALUES ('Wanda', 'Szostak', '57110338075', '698 221 330');", ['Szostak', '57110338075', '698 221 330']],
  ["INSERT INTO users VALUES (17, 'Lucjan', 'Borkowski', 'lucjan.b@poczta.fm', '81042722473');", ['Borkowski', 'lucjan.b@poczta.fm', '81042722473']],
  ['owner:\n  name: Sylwester Pawlak\n  email: s.pawlak@infra.pl\n  phone: "+48 601 909 212"', ['Pawlak', 's.pawlak@infra.pl', '601 909 212']],
  ['{"customer": {"firstName": "Ksenia", "lastName": "Wawrzyniak", "iban": "PL72114074124586407431698335"}}', ['Wawrzyniak', 'PL72114074124586407431698335']],
  ['<osoba><imie>Edmund</imie><nazwisko>Rogalski</nazwisko><pesel>69082193772</pesel></osoba>', ['Rogalski', '69082193772']],
  ['ADMIN_NAME=Jolanta Wierzbicka\nADMIN_EMAIL=jolanta.wierzbicka@dom.pl\nSMS_NOTIFY=+48509112233', ['Wierzbicka', 'jolanta.wierzbicka@dom.pl', '509112233']],
  ['git blame: (Marianna Dobosz 2023-11-02 14:01:33 +0100 42)     return total;', ['Dobosz']],
  // CSV with semicolons, markdown tables, logs
  ['Lp;Nazwisko i imię;PESEL;Stanowisko\n1;Kołodziej Bożena;03291887781;księgowa\n2;Nowicki Arkadiusz;06221447679;magazynier', ['Kołodziej', '03291887781', 'Nowicki', '06221447679']],
  ['| Imię i nazwisko | Telefon | Rola |\n|---|---|---|\n| Paulina Szczepaniak | 693 404 505 | PM |\n| Witold Kasprzak | 604 111 098 | dev |', ['Szczepaniak', '693 404 505', 'Kasprzak', '604 111 098']],
  ['2024-06-03T10:22:14Z INFO login ok user=Hubert.Sadowski@corp.pl ip=10.0.0.7\n2024-06-03T10:22:15Z WARN user="Irena Fijałkowska" failed 2FA', ['Hubert.Sadowski@corp.pl', 'Fijałkowska']],
  ['klient_id,imie,nazwisko,miasto\n1042,Genowefa,Wrzesień,Kielce\n1043,Albert,Kołakowski,Radom', ['Wrzesień', 'Kołakowski']],
  ['name: "Stefan Marczewski", role: "reviewer", phone: "733 123 456"', ['Marczewski', '733 123 456']],
  // OCR'd scanned forms and letters
  ['NAZWISKO I IMIĘ ........ KACZMAREK ZDZISŁAWA\nADRES ZAMIESZKANIA ....... UL. OGRODOWA 7, 58-100 ŚWIDNICA\nPESEL ....... 03232637112', ['KACZMAREK', 'ZDZISŁAWA', '03232637112']],
  ['Imię ........ Jan\nNazwisko ........ Kobylański\nData i miejsce urodzenia ....... 12.04.1961 Sanok', ['Kobylański']],
  ['1. NAZWISKO  WALCZYK\n2. IMIĘ (IMIONA)  TERESA MARIA\n3. PESEL  57031349343', ['WALCZYK', 'TERESA', '57031349343']],
  ['WNIOSEK O WYDANIE ZAŚWIADCZENIA\nWNIOSKODAWCA: BRONISŁAW ŻMUDA\nZAM. 34-400 NOWY TARG, UL. KRAKOWSKA 18', ['ŻMUDA']],
  ['Imiê i nazwisko: Ma³gorzata Wêgrzyn\nMiejscowo¶æ: Bia³ystok', ['Ma³gorzata', 'Wêgrzyn']],
  ['Dane ubezpieczonego: Lech Wawrzyniak, PESEL 81042722473, nr polisy PZ/2024/118', ['Wawrzyniak', '81042722473']],
  ['Ja, niżej podpisany ROMAN KOWALEWICZ, legitymujący się dowodem osobistym nr RGS179206, oświadczam, że…', ['KOWALEWICZ', 'RGS179206']],
  // invoices
  ['Sprzedawca:\nUsługi Remontowe Ryszard Kiełbasa\nNIP 178-48-91-790\n\nNabywca:\nEmilia Szulc\nul. Różana 3, 05-120 Legionowo', ['Kiełbasa', '178-48-91-790', 'Szulc']],
  ['NABYWCA: Zakład Fryzjerski „Loki” Anna Mądra, NIP: 764-803-67-19\nKonto: PL69 1050 7523 5847 8299 2461 4352', ['Mądra', '764-803-67-19', 'PL69 1050 7523 5847 8299 2461 4352']],
  ['Wystawił: Marzena Kubiak\nOdebrał: Tadeusz Kot\nForma płatności: przelew 14 dni, 16 1020 9036 7868 8114 6426 9802', ['Kubiak', 'Kot', '16 1020 9036 7868 8114 6426 9802']],
  ['Faktura nr FV/06/2024\nOdbiorca: Gabinet Stomatologiczny lek. dent. Beata Rutkowska\nREGON 509717729', ['Rutkowska', '509717729']],
  // court, insurance, medical, HR
  ['Sygn. akt I C 512/24\nPOZWANY: Jarosław Ćwik, zam. w Lublinie\nŚWIADEK: Urszula Pawełczyk', ['Ćwik', 'Pawełczyk']],
  ['Sąd Rejonowy w Tarnowie po rozpoznaniu sprawy z powództwa Heleny Drozd przeciwko Kazimierzowi Tomczykowi o zapłatę', ['Drozd', 'Tomczykowi']],
  ['Zgłoszenie szkody nr 2024/55/1\nUbezpieczony: Maciej Gierczak\nPoszkodowany: Edyta Skrzypczak, tel. 695 330 220', ['Gierczak', 'Skrzypczak', '695 330 220']],
  ['KARTA INFORMACYJNA LECZENIA SZPITALNEGO\nPacjent: ADAMIAK WIESŁAW\nPESEL: 57110338075\nLekarz kierujący: lek. Michalina Orzeł', ['ADAMIAK', '57110338075', 'Orzeł']],
  ['Rozpoznanie: J18.9. Chora (Stanisława Rybka, l. 78) wypisana w stanie dobrym do domu.', ['Rybka']],
  ['Lista pracowników do szkolenia BHP:\n1. Kowalczuk Renata – magazyn\n2. Jasiński Ignacy – produkcja\n3. Pająk Waldemar – utrzymanie ruchu', ['Kowalczuk', 'Jasiński', 'Pająk']],
  ['Świadectwo pracy\nStwierdza się, że Pan Dominik Szewc, ur. 3.03.1985, był zatrudniony w okresie…', ['Szewc']],
  ['Pracownik: Gabriela Nowosielska | Dział: Logistyka | Przełożony: Cezary Matuszak', ['Nowosielska', 'Matuszak']],
  ['Ocena okresowa – pracownik: Bartosz Wilk, oceniający: Agnieszka Lis', ['Wilk', 'Lis']],
  // CVs
  ['DOŚWIADCZENIE ZAWODOWE\n2019–2024 Kierownik zmiany, Polmark sp. z o.o.\nKONTAKT\nKlaudia Zawada | klaudia.zawada@outlook.com | +48 786 123 321', ['Zawada', 'klaudia.zawada@outlook.com', '786 123 321']],
  ['Dane osobowe:\nImię i nazwisko: Norbert Jabłoński\nTelefon: 572 112 908\nE-mail: n.jablonski@wp.pl', ['Jabłoński', '572 112 908', 'n.jablonski@wp.pl']],
  ['Referencje udzieli: dr inż. Lucyna Kopeć, tel. 608 771 662', ['Kopeć', '608 771 662']],
  // meeting minutes
  ['Protokół z zebrania Wspólnoty Mieszkaniowej\nObecni: Roman Sikorski, Danuta Gołębiowska, Ryszard Cichy\nProtokołował: Eugeniusz Wróblewski', ['Sikorski', 'Gołębiowska', 'Cichy', 'Wróblewski']],
  ['Notatka ze spotkania 12.06\nUczestnicy: A. Krawiec, M. Zbroja, P. Lewandowski\nNieobecni: K. Kołek (urlop)', ['Krawiec', 'Zbroja', 'Lewandowski', 'Kołek']],
  ['Zadania:\n- [ ] przygotować ofertę (odp. Tamara Milczarek, do 20.06)\n- [x] wysłać umowę (odp. Ireneusz Sowa)', ['Milczarek', 'Sowa']],
  ['Przewodniczący zebrania Władysław Kmieć otworzył posiedzenie; na sekretarza wybrano Elżbietę Zając.', ['Kmieć', 'Zając']],
  // English documents about Polish people
  ['Dear Ms. Wiśniewska,\nthank you for your application. Your interview with Mr. Przemysław Kałuża is scheduled for Monday.', ['Wiśniewska', 'Kałuża']],
  ['Passenger: MR JERZY SZCZYGIEL\nBooking ref: XK7P2Q\nPassport: FO8106440', ['SZCZYGIEL', 'FO8106440']],
  ['The contract was signed by Mariusz Pieczonka on behalf of the company and witnessed by Dorota Pyrek.', ['Pieczonka', 'Pyrek']],
  ['Attendees: Joanna Krzemińska (Warsaw), Leszek Bąk (Gdańsk), John Miller (London)', ['Krzemińska', 'Bąk', 'Miller']],
  ['Beneficiary name: Wojciech Czajka\nIBAN: PL35 1050 2157 7053 9534 3653 6252\nBIC: INGBPLPW', ['Czajka', 'PL35 1050 2157 7053 9534 3653 6252']],
  // A second set, written after the rules above to see whether they carry over; 11 of its 63 values leaked
  // then (quoted surname-first display names, a name after a date, IRC nicks, XML attributes, markdown tables,
  // a colon followed by a leader, a wide gap before a name with a surname no list has, role labels).
  ['Od: "Kalinowska Marta" <marta.kalinowska@szkola.edu.pl>\nDo: "Rodzice klasy 3b"\nTemat: wycieczka', ['Kalinowska', 'marta.kalinowska@szkola.edu.pl']],
  ['W dniu pon., 3 cze 2024 o 12:01 Bogumiła Ptak <bptak@onet.pl> napisał(a):\n> w załączniku skan', ['Ptak', 'bptak@onet.pl']],
  ['> > Dnia 01.02.2024 Czesław Mucha napisał:\n> > nie zgadzam się', ['Mucha']],
  ['Z poważaniem,\nadw. Ksawery Dziubek\nKancelaria Adwokacka\ntel. 12 633 21 90', ['Dziubek', '633 21 90']],
  ['[09:01] <ola_pieczka> hej\n[09:02] <t_sikora> siema', ['ola_pieczka', 't_sikora']],
  ['Wiesław Gąska — Dzisiaj o 18:42\nktoś idzie na mecz?', ['Gąska']],
  ['@Bożena Kruczek proszę o akceptację wniosku', ['Kruczek']],
  ['Author: kpietrzyk <krystian.pietrzyk@dev.pl>\nCo-authored-by: Lena Sowińska <lena.s@dev.pl>', ['krystian.pietrzyk@dev.pl', 'Sowińska', 'lena.s@dev.pl']],
  ['# Maintainer: Adrian Koza <adrian.koza@mail.pl>', ['Koza', 'adrian.koza@mail.pl']],
  ["UPDATE pracownicy SET nazwisko = 'Błaszczyk', imie = 'Roman' WHERE id = 7;", ['Błaszczyk']],
  ["INSERT INTO pacjenci (pesel, nazwisko, imie) VALUES ('03291887781', 'Wrona', 'Halina'), ('06221447679', 'Kruk', 'Adam');", ['03291887781', 'Wrona', '06221447679', 'Kruk']],
  ['contact:\n  first_name: Grażyna\n  last_name: Sęk\n  mobile: 698 300 111', ['Sęk', '698 300 111']],
  ['<Kontakt nazwisko="Zielonka" imie="Piotr" telefon="600 200 300"/>', ['Zielonka', '600 200 300']],
  ['nazwisko;imię;nr dowodu\nKoziełł;Tamara;URD919122', ['Koziełł', 'URD919122']],
  ['| Lp. | Nazwisko | Imię | PESEL |\n|---|---|---|---|\n| 1 | Gil | Alicja | 57031349343 |', ['Gil', 'Alicja', '57031349343']],
  ['NAZWISKO: ....... SZPAK ....... IMIĘ: ....... HENRYK', ['SZPAK', 'HENRYK']],
  ['Nazwisko ……… Rybarczyk\nImiona ……… Kinga Ewa\nImię ojca ……… Stanisław', ['Rybarczyk', 'Kinga']],
  ['4. Nazwisko i imię    BUGAJ KAZIMIERZ\n5. Numer PESEL    69082193772', ['BUGAJ', 'KAZIMIERZ', '69082193772']],
  ['ZGŁASZAJĄCY: STEFANIA MIKA, TEL. 601 005 007', ['MIKA', '601 005 007']],
  ['Œwiadek: Zdzis³aw Pyzik, zam. £ód¼', ['Pyzik']],
  ['Nabywca: Jadwiga Sroczyńska\nSprzedawca: FHU „Bąbel” Marek Żurek, NIP 641-65-06-921', ['Sroczyńska', 'Żurek', '641-65-06-921']],
  ['Pozwana: Laura Kosmala\nPełnomocnik pozwanej: r.pr. Olaf Mrówka', ['Kosmala', 'Mrówka']],
  ['Ubezpieczający: GÓRNY ROBERT\nPojazd: Skoda Octavia', ['GÓRNY']],
  ['Pacjentka (Iwona Szczur, 54 l.) skarży się na bóle głowy od tygodnia.', ['Szczur']],
  ['Skład komisji: Edward Kwiek – przewodniczący, Wanda Biel, Lucjan Fryc', ['Kwiek', 'Biel', 'Fryc']],
  ['Obecni: p. Grzyb, p. Lech, p. Wójcik\nProtokolant: Julia Słoma', ['Grzyb', 'Lech', 'Wójcik', 'Słoma']],
  ['Dear Mrs Kaczmarczyk-Bury,\nplease find attached the invoice.', ['Kaczmarczyk', 'Bury']],
  ['Mr. Olgierd Sosna (CFO) and Ms. Daria Mazurkiewicz (CEO) approved the budget.', ['Sosna', 'Mazurkiewicz']],
  ['EMPLOYEE: NOWICKA BEATA, ID 4412, DEPT. FINANCE', ['NOWICKA', 'BEATA']],
  ['Kontakt: Zuzanna Węglarz | zuzanna.weglarz@gmail.com | linkedin.com/in/zuzanna-weglarz', ['Węglarz', 'zuzanna.weglarz@gmail.com', 'zuzanna-weglarz']],
  // A third set, written after the second set's rules: 1 of its 36 values leaked then (a role label,
  // "Koordynator:", before a common-word first name and a surname no list has).
  ['Umowa najmu zawarta w dniu 1.07.2024 r. pomiędzy:\nTeresą Zawiszą, PESEL 57031349343, zwaną dalej Wynajmującym,\na\nKamilem Ostrowskim, zwanym dalej Najemcą.', ['Zawiszą', '57031349343', 'Ostrowskim']],
  ['Ja, Eryk Podgórski, upoważniam Panią Różę Grzelak do odbioru przesyłki.', ['Podgórski', 'Grzelak']],
  ['Reporter: Agata Chmielarz\nAssignee: Norbert Pluta\nLabels: backend, bug', ['Chmielarz', 'Pluta']],
  ['Spotkanie: Przegląd sprintu\nOrganizator: Dawid Nowaczyk\nUczestnicy: Ewa Socha; Marek Duda; Igor Wąsik', ['Nowaczyk', 'Socha', 'Duda', 'Wąsik']],
  ['Rp.\nAmotaks 1 g, 2 x dziennie\nDla: Halina Kukla, lat 71\nWystawił: lek. Jerzy Bednarz', ['Kukla', 'Bednarz']],
  ['ŚWIADECTWO UKOŃCZENIA SZKOŁY PODSTAWOWEJ\nOLIWIA MARIA SZCZEPAŃCZYK\nurodzona 3 maja 2010 r. w Kutnie', ['SZCZEPAŃCZYK']],
  ['{"level":"info","msg":"order created","customer_name":"Marcin Dobrowolski","customer_phone":"+48 603 700 801"}', ['Dobrowolski', '603 700 801']],
  ['"ID","Imię i nazwisko","E-mail"\n"17","Paweł Kurzawa","p.kurzawa@firma.pl"\n"18","Alina Rosół","alina.rosol@firma.pl"', ['Kurzawa', 'p.kurzawa@firma.pl', 'Rosół', 'alina.rosol@firma.pl']],
  ['Wezwanie na rozprawę\nDo: Pan Henryk Łata\nSprawa z powództwa Gminy Kłodzko przeciwko Henrykowi Łacie', ['Łata', 'Łacie']],
  ['Sprawę prowadzi: insp. Barbara Gołąb, pok. 12, tel. 74 865 12 34', ['Gołąb', '865 12 34']],
  ['Zleceniodawca: Fundacja „Uśmiech”\nKoordynator: Wiktoria Pyka\nOpiekun praktyk: dr Ernest Kapusta', ['Pyka', 'Kapusta']],
  ['Mr Tomasz Wróbel-Nowak, Flat 4, 12 High Street, London — your visa application has been received.', ['Wróbel', 'Nowak']],
  ['PODPIS PRACOWNIKA: .................... (Leon Frankowski)', ['Frankowski']],
  ['kierownik: Mirosław Gąsiorek\nzastępca: Luiza Chrobak', ['Gąsiorek', 'Chrobak']],
  ['- Sroka Jan (ur. 1961) – właściciel\n- Sroka Maria (ur. 1964) – współwłaścicielka', ['Sroka']],
  ['Call with Bartłomiej Orzechowski re: SLA; next steps owned by Dominika Wilk.', ['Orzechowski', 'Wilk']],
  ['Zgłaszający: ANDRZEJ PTASZEK\nTreść: awaria oświetlenia na klatce B', ['PTASZEK']],
  ['SMS 12:04 od Kasia Rybińska: będę o 15', ['Rybińska']],
];

/**
 * Known gaps, not asserted: OCR that reads a letter as a digit inside words ("NAZWISK0", "JAR0SLAW",
 * "GRABOWSKl": a digit among capitals is as often a product or part code, so no general rule reads it as a
 * letter), and a scanned grid whose values lost their columns ("|1| Nazwisko |2| Imię" over "|MAZUREK| |ALDONA|":
 * the cells no longer line up with their labels).
 */
const KNOWN_GAPS: string[] = [
  'NAZWISK0: GRABOWSKl  IMIE: JAR0SLAW  PESEL: 99031821207',
  '|1| Nazwisko |2| Imię |3| PESEL\n|MAZUREK| |ALDONA| |69082193772|',
];

/** Realistic documents with no personal data of a default type: at most TAG_BUDGET values may be tagged. */
const CLEAN: string[] = [
  '| Produkt | Cena netto | VAT |\n|---|---|---|\n| Kabel HDMI 2m | 29,99 zł | 23% |\n| Zasilacz 65W | 119,00 zł | 23% |',
  'server:\n  port: 8080\n  host: 0.0.0.0\nlogging:\n  level: info\ndatabase:\n  pool_size: 20',
  'const userName = req.body.userName;\nif (!firstName || !lastName) throw new Error("missing name");',
  'SELECT imie, nazwisko, pesel FROM klienci WHERE miasto = ? ORDER BY nazwisko;',
  'ROZDZIAŁ III\nPRAWA I OBOWIĄZKI STRON\n§ 5. WYNAGRODZENIE',
  'Strony zgodnie oświadczają, że w sprawach nieuregulowanych niniejszą umową zastosowanie mają przepisy Kodeksu cywilnego.',
  'NAZWISKO I IMIĘ ........................\nADRES ZAMIESZKANIA ........................\nPODPIS ........................',
  'Temat: Harmonogram wdrożenia\nW załączeniu przesyłam harmonogram. Proszę o uwagi do piątku.\nPozdrawiam\nZespół Wsparcia',
  'commit 9b1e77a\nAuthor: dependabot[bot]\n\n    chore(deps): bump lodash from 4.17.20 to 4.17.21',
  'DATABASE_URL=postgres://localhost:5432/app\nREDIS_URL=redis://localhost:6379\nLOG_LEVEL=debug',
  'Porządek obrad:\n1. Otwarcie zebrania.\n2. Wybór przewodniczącego.\n3. Sprawozdanie zarządu.\n4. Wolne wnioski.',
  'id;kategoria;ilosc;cena\n1;Długopis;100;1,20\n2;Zszywacz;5;18,50\n3;Papier A4;20;22,00',
  'Kowalska Wola, Wiśniowa Góra i Dąbrowa to nazwy miejscowości w naszym regionie.',
  'Pole „Nazwisko” jest wymagane. Wpisz imię i nazwisko tak jak w dowodzie osobistym.',
  '2024-06-03T10:22:14Z INFO request served path=/api/v1/orders status=200 duration_ms=41',
  'Rozpoznanie: nadciśnienie tętnicze. Zalecenia: kontrola ciśnienia, dieta niskosodowa, kontrola za 3 miesiące.',
  'Mr. Clean, MS Excel i MS Teams to nazwy produktów, a nie osób.',
  'Obecni: wszyscy członkowie zarządu.\nNieobecni: brak.',
  'Lp.   Nazwa   Ilość   Cena\n1.   Młotek   2   35,00',
  "INSERT INTO produkty (nazwa, cena) VALUES ('Młotek', 35.00);",
  'NAZWISKO   STANOWISKO   DZIAŁ   TELEFON WEWN.',
  '@Override\npublic String getUserName() { return userName; }',
  'W dniu 12.03.2024 r. Zarząd podjął uchwałę nr 5/2024.',
  'Cena: 1 200 zł ± 5%, temperatura 20 °C, powierzchnia 10 m².',
  'Umowa zawarta pomiędzy Wynajmującym a Najemcą obowiązuje od 1 lipca.',
  'Reporter: bot\nAssignee: unassigned\nLabels: frontend',
  'PODPIS PRACOWNIKA: ....................  DATA: ..........',
  'Mr. Bean i Mrs. Doubtfire to filmy, a MS Paint to program.',
  'Uczestnicy: 14 osób z działu sprzedaży i 3 z marketingu.',
  '{"level":"warn","msg":"retry","attempt":3,"service":"billing"}',
];
const TAG_BUDGET = 2;

describeRealWorldProbes('real-world probes, round 3 (documents and structured text)', { probes: PROBES, knownGaps: KNOWN_GAPS, clean: CLEAN, tagBudget: TAG_BUDGET });
