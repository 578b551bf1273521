// A second held-out set of made-up real-world Polish texts, written on 2026-11-27 before the session's
// rule changes and frozen: nothing was tuned on it while it was unseen. Same format and scoring as
// holdout.ts (`npx tsx eval/real-world/run.ts --set 2`). When it has been used to choose anything, it is
// spent for that class of leak: say so here and write a new set. Spent so far for one class: a listed surname
// right after a lower-case first name ("kuba wrobel"; the rule was written after this set and holdout.ts showed it).
//
// Identifiers have valid checksums (eval/pii/values.ts generators, seed 20261128).

import type { HoldoutText } from './holdout.js';

export const HOLDOUT_2: HoldoutText[] = [
  // chat: lowercase, no diacritics, inflected first names, diminutives
  { genre: 'chat', text: 'wczoraj bylam u gosi i jej meza, pawel ma nowa prace w banku', values: [['first', 'gosi'], ['first', 'pawel']] },
  { genre: 'chat', text: 'powiedz jarkowi ze jutro nie przyjde, niech sie nie gniewa', values: [['first', 'jarkowi']] },
  { genre: 'chat', text: 'ej widziales co napisal tomek zielinski na grupie? masakra', values: [['first', 'tomek'], ['surname', 'zielinski']] },
  { genre: 'chat', text: 'moja tesciowa halina jest w szpitalu w radomiu, trzymajcie kciuki', values: [['first', 'halina']] },
  { genre: 'chat', text: 'daj znac czy kupujemy prezent dla pani iwony z ksiegowosci', values: [['first', 'iwony']] },
  { genre: 'chat', text: 'kurde zapomnialem jak sie nazywa ten facet od szkolenia... chyba lesniak? albo lesniewski', values: [['surname', 'lesniak'], ['surname', 'lesniewski']] },
  { genre: 'chat', text: 'mam na imie weronika i szukam pracy jako kelnerka, tel 693 361 153', values: [['first', 'weronika'], ['id', '693 361 153']] },
  { genre: 'chat', text: 'ZADZWON DO MNIE PILNIE!!! 691 788 679 - KRZYSIEK', values: [['id', '691 788 679'], ['first', 'KRZYSIEK']] },
  { genre: 'chat', text: 'to ja, ania nowicka z liceum, pamietasz mnie jeszcze?', values: [['first', 'ania'], ['surname', 'nowicka']] },
  { genre: 'chat', text: 'bylismy z mariuszem i jego dziewczyna na weselu u kuzynki', values: [['first', 'mariuszem']] },
  { genre: 'chat', text: 'odbierze paczke moj syn, kuba wrobel, ma dowod RBL074585', values: [['first', 'kuba'], ['surname', 'wrobel'], ['id', 'RBL074585']] },
  { genre: 'chat', text: 'Sprzedam rower, kontakt: Łukasz, 0048 733 924 836, odbiór Wrocław Krzyki', values: [['first', 'Łukasz'], ['id', '0048 733 924 836']] },
  // transcripts (ASR-like, call center)
  { genre: 'transcript', text: 'dzien dobry nazywam sie grzegorz michalski dzwonie w sprawie reklamacji pralki', values: [['first', 'grzegorz'], ['surname', 'michalski']] },
  { genre: 'transcript', text: 'agent: poprosze pesel\nklient: zero cztery dwa trzy... 04231054784\nagent: dziekuje pani oliwio', values: [['id', '04231054784'], ['first', 'oliwio']] },
  { genre: 'transcript', text: 'PACJENT: Boli mnie od wtorku.\nLEKARZ: A pani Kozłowska brała coś przeciwbólowego?', values: [['surname', 'Kozłowska']] },
  { genre: 'transcript', text: 'no wiec pan sroka powiedzial ze to nie jego sprawa i trzasnal drzwiami', values: [['surname', 'sroka']] },
  { genre: 'transcript', text: 'Moderator: Głos ma pan radny Bogusław Tomczyk.\nTomczyk: Dziękuję, panie przewodniczący.', values: [['first', 'Bogusław'], ['surname', 'Tomczyk']] },
  { genre: 'transcript', text: '00:01:12 Rozmówca B: a numer konta to 14 1050 4149 1693 0652 6407 6441', values: [['id', '14 1050 4149 1693 0652 6407 6441']] },
  // forms and documents
  { genre: 'form', text: 'NAZWISKO: GRABOWSKA\nIMIONA: EWELINA MARIA\nDATA URODZENIA: 18.10.1985\nPESEL: 74031701706', values: [['surname', 'GRABOWSKA'], ['first', 'EWELINA'], ['id', '74031701706']] },
  { genre: 'form', text: 'Wnioskodawca ........ Franciszek Pawlikowski ........ (imię i nazwisko)', values: [['first', 'Franciszek'], ['surname', 'Pawlikowski']] },
  { genre: 'form', text: 'Sprzedawca: Usługi Remontowe Dariusz Wolski, NIP 994-739-67-86, ul. Lipowa 4, 26-600 Radom', values: [['surname', 'Wolski'], ['id', '994-739-67-86']] },
  { genre: 'form', text: 'Nabywca: Hanna Czarnecka, ul. Kręta 17/2, 80-180 Gdańsk', values: [['surname', 'Czarnecka']] },
  { genre: 'form', text: 'Osoba do kontaktu w nagłych wypadkach: mąż - Leon Sikora, tel. 81 605 86 40', values: [['surname', 'Sikora'], ['id', '81 605 86 40']] },
  { genre: 'form', text: 'Dane ucznia: Zuzanna Mikołajczyk, klasa 3b\nRodzic/opiekun: Violetta Mikołajczyk', values: [['first', 'Zuzanna'], ['surname', 'Mikołajczyk']] },
  { genre: 'form', text: 'REGON: 606729025; KRS: 0000123456; reprezentowana przez: Wit Nowosielski - Prokurent', values: [['id', '606729025'], ['surname', 'Nowosielski']] },
  { genre: 'form', text: 'Ubezpieczony: SZYMAŃSKI ADAM, nr polisy 7744-22, nr rachunku PL60116082925270318937090579', values: [['surname', 'SZYMAŃSKI'], ['id', 'PL60116082925270318937090579']] },
  // e-mail, messenger, team tools
  { genre: 'email', text: 'Od: Renata Baran\nWysłano: poniedziałek, 3 marca 2025 09:14\nDo: Zespół HR\nTemat: L4', values: [['surname', 'Baran']] },
  { genre: 'email', text: 'W dniu 12.02.2025 o 10:31, Mateusz Wilk <m.wilk@firma-budowlana.pl> pisze:\n> Przesyłam kosztorys.', values: [['surname', 'Wilk'], ['id', 'm.wilk@firma-budowlana.pl']] },
  { genre: 'email', text: 'Dzięki Kasiu! Przekaż proszę Bartkowi, że faktura poszła.\n--\nMarta Jabłońska | Office Manager | +48 661 108 592', values: [['first', 'Kasiu'], ['first', 'Bartkowi'], ['surname', 'Jabłońska'], ['id', '+48 661 108 592']] },
  { genre: 'email', text: '[09:12] Piotr Adamczyk: kto bierze review?\n[09:13] Kinga Szulc: ja wezmę po obiedzie', values: [['surname', 'Adamczyk'], ['surname', 'Szulc']] },
  { genre: 'email', text: '@ewa.mazur możesz zerknąć na PR? @dkrol już zatwierdził', values: [['handle', 'ewa.mazur'], ['handle', 'dkrol']] },
  // code, logs, data
  { genre: 'data', text: "INSERT INTO klienci (imie, nazwisko, pesel) VALUES ('Bożena', 'Kaczmarczyk', '69041899170');", values: [['surname', 'Kaczmarczyk'], ['id', '69041899170']] },
  { genre: 'data', text: '2025-03-01T10:22:11Z WARN login failed user=jan.pietrzak@wp.pl ip=10.0.0.4', values: [['id', 'jan.pietrzak@wp.pl']] },
  { genre: 'data', text: 'author: Kamila Dąbrowska\nreviewers:\n  - Radosław Kania\n  - Olaf Stasiak', values: [['surname', 'Dąbrowska'], ['surname', 'Kania'], ['surname', 'Stasiak']] },
  { genre: 'data', text: '| Imię | Nazwisko | Pokój |\n|---|---|---|\n| Edward | Chojnacki | 204 |\n| Lidia | Pająk | 118 |', values: [['surname', 'Chojnacki'], ['surname', 'Pająk']] },
  { genre: 'data', text: 'const user = { firstName: "Arkadiusz", lastName: "Wawrzyniak", phone: "(+48) 512 753 507" };', values: [['surname', 'Wawrzyniak'], ['id', '(+48) 512 753 507']] },
  // ALL CAPS and OCR
  { genre: 'caps', text: 'POZWANY: ANDRZEJ KOWALCZYK ZAM. W ŁODZI PRZY UL. PIOTRKOWSKIEJ 88', values: [['surname', 'KOWALCZYK']] },
  { genre: 'caps', text: 'ŚWIADEK ZEZNAŁ, ŻE WIDZIAŁ OSKARŻONEGO MARCINA WRÓBLEWSKIEGO PRZED SKLEPEM.', values: [['surname', 'WRÓBLEWSKIEGO']] },
  { genre: 'caps', text: 'ZASWIADCZENIE\nSTWIERDZA SIE, ZE PAN ROMAN LEWANDOWICZ UR. 3.05.1959 JEST ZATRUDNIONY', values: [['surname', 'LEWANDOWICZ']] },
  { genre: 'caps', text: 'SPRZEDAM MIESZKANIE - KONTAKT TEL 693361153 PAN ZBYSZEK', values: [['id', '693361153'], ['first', 'ZBYSZEK']] },
  // news and narrative
  { genre: 'news', text: 'Prezes klubu Wojciech Ostrowski nie skomentował decyzji trenera Janusza Kępy.', values: [['surname', 'Ostrowski'], ['surname', 'Kępy']] },
  { genre: 'news', text: 'Mieszkanka Kalisza, 54-letnia Aldona S., padła ofiarą oszustwa "na wnuczka".', values: [['first', 'Aldona']] },
  { genre: 'news', text: 'Nagrodę odebrała dr hab. Teresa Gołębiowska-Nowak z Uniwersytetu Łódzkiego.', values: [['surname', 'Gołębiowska'], ['surname', 'Nowak']] },
  { genre: 'news', text: 'Z Tadeuszem Mroczkiem rozmawiała Izabela Pawłowska.', values: [['surname', 'Mroczkiem'], ['surname', 'Pawłowska']] },
  // notes: HR, medical, CRM
  { genre: 'note', text: 'Rozmowa z p. Felicją Domagałą - zainteresowana ofertą, oddzwonić w piątek', values: [['first', 'Felicją'], ['surname', 'Domagałą']] },
  { genre: 'note', text: 'pacjent lat 45 (Stefan Gałecki), nadcisnienie, skierowanie do kardiologa', values: [['surname', 'Gałecki']] },
  { genre: 'note', text: 'Do zwolnienia: Marzena Żak (umowa do 31.03), Konrad Wieczorek (okres próbny)', values: [['surname', 'Żak'], ['surname', 'Wieczorek']] },
  { genre: 'note', text: 'przelew od p. Rudnickiej 54 1050 3543 9786 8593 8667 1924 - zaksiegowac', values: [['surname', 'Rudnickiej'], ['id', '54 1050 3543 9786 8593 8667 1924']] },
  { genre: 'note', text: 'karta kredytowa klienta 4689 1213 5961 6103 zablokowana na prosbe wlasciciela', values: [['id', '4689 1213 5961 6103']] },
  // no diacritics, typos
  { genre: 'nodiac', text: 'Szanowny Panie Mikolaju, w zalaczeniu umowa dla Pana Wojcika do podpisu.', values: [['first', 'Mikolaju'], ['surname', 'Wojcika']] },
  { genre: 'nodiac', text: 'Kierownik budowy: Slawomir Lukasiewicz, nr uprawnien 123/2004', values: [['first', 'Slawomir'], ['surname', 'Lukasiewicz']] },
  { genre: 'nodiac', text: 'prosze o zwrot na konto PL11 1050 2202 2526 0149 6143 5391, wlasciciel Jozef Debski', values: [['id', 'PL11 1050 2202 2526 0149 6143 5391'], ['surname', 'Debski']] },
  { genre: 'nodiac', text: 'Jolanata Kubiak i Wiesalw Kubiak zapraszaja na 25. rocznice slubu', values: [['first', 'Jolanata'], ['surname', 'Kubiak'], ['first', 'Wiesalw']] },
  // English / mixed
  { genre: 'mixed', text: 'Hi team, please add Bartłomiej Szymczak (bartek.szymczak@gmail.com) to the channel.', values: [['surname', 'Szymczak'], ['id', 'bartek.szymczak@gmail.com']] },
  { genre: 'mixed', text: 'Candidate: Aleksander Wróbel, Senior Java Dev, based in Poznań, passport DS0109814', values: [['surname', 'Wróbel'], ['id', 'DS0109814']] },
  { genre: 'mixed', text: 'Customer complaint from mrs. Jadwiga Olszewska regarding invoice 2025/03/118', values: [['first', 'Jadwiga'], ['surname', 'Olszewska']] },
];

/** Texts with nothing of a default type in them: what they may lose to tags is counted. */
export const HOLDOUT_2_CLEAN: string[] = [
  'jak zrobic zakwas na zurek? babcia zawsze robila, a ja nie umiem',
  'ROZPORZĄDZENIE W SPRAWIE BEZPIECZEŃSTWA I HIGIENY PRACY - STRESZCZENIE',
  'czy w grudniu warto jechac do zakopanego czy lepiej w lutym?',
  'Napisz wiersz o jesieni, liściach i deszczu, dla klasy drugiej.',
  'Ustaw w konfiguracji timeout na 30 s i retries na 3, potem zrestartuj usługę.',
  'Róża, tulipan i stokrotka - które kwiaty posadzić w cieniu?',
  'SELECT id, created_at FROM orders WHERE status = \'paid\' ORDER BY created_at DESC;',
  'Porównaj kredyt ze stałą i zmienną stopą procentową w trzech punktach.',
  'ten film byl nudny, za to muzyka super, polecam soundtrack',
  'Ile kosztuje bilet miesięczny na komunikację miejską w dużym mieście?',
  'Zrób mi plan treningowy: poniedziałek nogi, środa plecy, piątek klatka.',
  'KOMUNIKAT: W DNIU 15 MAJA BIURO BĘDZIE NIECZYNNE Z POWODU INWENTARYZACJI.',
  'wez mi wytlumacz co to jest inflacja bazowa, prostymi slowami',
  'Opisz krótko historię Wawelu i Sukiennic dla turystów.',
  'Mam 3 jabłka i 2 gruszki, ile owoców mam razem?',
];
