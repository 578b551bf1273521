// Round 7 of made-up real-world texts through the whole detection path (same harness as
// real-world-probes.test.ts): classes seen to leak on unseen text — a foreign first name opening a sentence
// (Irish, Ukrainian, Portuguese, Turkish, Indian, West African names the first-name list may not hold), a
// name under an e-mail closing ("Best,\nAoife", "Pozdrawiam\nKasia", "Dzięki, M. Zielińska"), a surname
// alone in lowercase chat opening a sentence or after a verb (with -owa/-ska/-cki forms), landline numbers
// with the area code in brackets, after a slash or with odd spacing, e-mail addresses spelled out
// ("jan kropka kowalski małpa gmail kropka com"), and the same in ALL CAPS, SMS, transcripts and news. Of the first
// set's 96 values 43 leaked at main (5c06658) with the rules alone, 27 with the NER model too (PROBE_NER=1); with the
// rules of this round 2 (2 texts, now under KNOWN_GAPS).
// Identifiers have valid checksums (eval/pii/values.ts generators). Clean texts (tech words, brands, months,
// greetings, team signatures, role labels) come back untouched.
import { describeRealWorldProbes } from './real-world-probe-suite.js';

/** [text, values that must not reach the provider]. */
const PROBES: Array<[string, string[]]> = [
  // a foreign first name opening a sentence
  ['Siobhan odpisała wczoraj, że umowa jest ok, ale chce zmienić termin.', ['Siobhan']],
  ['Oksana dzwoniła dwa razy, oddzwoń do niej po 16.', ['Oksana']],
  ['Thiago przyjdzie jutro na rozmowę o 10, przygotuj salę.', ['Thiago']],
  ['Aoife wrote back about the contract, she is fine with Friday.', ['Aoife']],
  ['Mehmet nie odbiera, może ktoś ma jego drugi numer?', ['Mehmet']],
  ['Yuki przesłała poprawki do tłumaczenia.', ['Yuki']],
  ['Ingrid zajmuje się fakturami od marca, pytaj ją.', ['Ingrid']],
  ['Rajesh i Priya z zespołu z Bangalore dołączą o 11.', ['Rajesh', 'Priya']],
  ['Svetlana wysłała CV, ma 5 lat doświadczenia w logistyce.', ['Svetlana']],
  ['Kwame powiedział, że paczka dotarła uszkodzona.', ['Kwame']],
  ['Ahmad pyta, czy może dostać zaliczkę.', ['Ahmad']],
  ['Saoirse and Declan are joining the call from Dublin.', ['Saoirse', 'Declan']],
  ['Zeynep jest na zwolnieniu do piątku.', ['Zeynep']],
  ['Nikolai przyjechał wczoraj, mieszka u nas tymczasowo.', ['Nikolai']],
  ['Lucía mówi, że przelew poszedł w poniedziałek.', ['Lucía']],
  ['Wiadomość dla recepcji: Chidi czeka na dole z dostawą.', ['Chidi']],
  // a name under an e-mail closing
  ['Thanks for the update, I will check the numbers tomorrow.\n\nBest,\nAoife', ['Aoife']],
  ["Sounds good, see you Monday.\nCheers, Niamh O'Brien", ['Niamh', 'Brien']],
  ['Przesyłam skan umowy w załączniku.\n\nPozdrawiam\nKasia', ['Kasia']],
  ['Dzięki za szybką odpowiedź!\nDzięki, M. Zielińska', ['Zielińska']],
  ['Będę o 9.\nPozdrawiam serdecznie,\nGosia Wrona', ['Gosia', 'Wrona']],
  ['Please find the invoice attached.\nKind regards,\nSiobhan Kelly\nAccounts Payable', ['Siobhan', 'Kelly']],
  ['ok, dzięki\nPozdro\nBartek', ['Bartek']],
  ['Zgoda, podpisuję.\nZ poważaniem\nT. Grabowski', ['Grabowski']],
  ['Let me know if anything is missing.\nThanks,\nOluwaseun', ['Oluwaseun']],
  ['Regards,\nDeclan Murphy | Senior Engineer', ['Declan', 'Murphy']],
  ['Pozdrawiam\nk. nowicka', ['nowicka']],
  ['Miłego dnia\nIrek', ['Irek']],
  ['Cheers,\nTadhg', ['Tadhg']],
  ['Dzięki wielkie,\nOksana', ['Oksana']],
  ['Best regards\nRuairí Ó Súilleabháin', ['Ruairí', 'Súilleabháin']],
  // a lowercase surname alone in chat
  ['kowalczykowa nie przyszła dzisiaj do pracy, znowu', ['kowalczykowa']],
  ['dzwonił wiśniewski, pytał o fakturę', ['wiśniewski']],
  ['nowakowa znowu narzeka na hałas z góry', ['nowakowa']],
  ['zielinski mowi ze nie da rady przed piatkiem', ['zielinski']],
  ['pisała jabłońska, że zebranie przesunięte', ['jabłońska']],
  ['wczoraj przyszedł kaczmarczyk i zabrał wiertarkę', ['kaczmarczyk']],
  ['lewandowska ma klucze do magazynu', ['lewandowska']],
  ['wojcik z ksiegowosci pytal o delegacje', ['wojcik']],
  ['szymańskiej nie było na zebraniu', ['szymańskiej']],
  ['malinowski znowu spóźniony, trzeci raz w tym tygodniu', ['malinowski']],
  ['powiedz górskiej żeby oddzwoniła', ['górskiej']],
  ['piotrowska i sikorski idą z nami na obiad', ['piotrowska', 'sikorski']],
  ['pytał o ciebie zawadzki, ten z serwisu', ['zawadzki']],
  ['dzwoniła pawlakowa że nie będzie jej jutro', ['pawlakowa']],
  // landline numbers
  ['Rejestracja przychodni: (81) 589 82 55, czynne 8-18.', ['589 82 55']],
  ['zadzwon na 22 628-14-50 to jest sekretariat', ['628-14-50']],
  ['tel.stacj. 71/344 21 09, kom. nie odbieram', ['344 21 09']],
  ['Biuro: +48 (12) 4213344', ['4213344']],
  ['nr do kancelarii 0-58 341 22 90', ['341 22 90']],
  ['oddzwon na stacjonarny 42 6312244 po 15', ['6312244']],
  ['tel/fax (0-91) 433-21-87', ['433-21-87']],
  ['Informacja: 61-852-44-10 wew. 203', ['852-44-10']],
  ['numer (032)2567788 nieaktualny, nowy 32 256 77 90', ['2567788', '256 77 90']],
  ['Tel. 89 527 3301', ['527 3301']],
  ['tel. dom. (22)811-22-33 po 18', ['811-22-33']],
  ['sekretariat 12/634-55-21', ['634-55-21']],
  // e-mail addresses spelled out
  ['pisz na jan kropka kowalski małpa gmail kropka com', ['kowalski']],
  ['mail: anna_nowak at wp dot pl', ['anna_nowak']],
  ['Mój adres: Marta kropka Sowa małpa onet kropka pl', ['Sowa']],
  ['adres e-mail to piotr.malek małpa interia.pl', ['piotr.malek']],
  ['k.zawisza at o2 dot pl — tam wyślij skany', ['k.zawisza']],
  ['napisz do mnie: ewa kropka lisiecka malpa gmail kropka com', ['lisiecka']],
  ['JAN KROPKA NOWICKI MAŁPA WP KROPKA PL', ['NOWICKI']],
  ['email: tomasz podkreślnik kasprzak małpa gmail kropka com', ['kasprzak']],
  ['maila mam zofia.bak(małpa)poczta.fm', ['zofia.bak']],
  ['Write to me at siobhan dot kelly at gmail dot com', ['kelly']],
  // SMS, ALL CAPS, transcripts, news
  ['Pani Grazyna prosze o kontakt 505 606 707 pozdr Lukasz z serwisu', ['505 606 707']],
  ['UWAGA: PAN ZBIGNIEW KOWALCZYK PROSI O PILNY KONTAKT', ['KOWALCZYK']],
  ['Rozmówca 1: no to dzwoniłem do tej pani, brzozowska się nazywa\nRozmówca 2: i co?', ['brzozowska']],
  ['Wiadomość: Oddzwoń do Siobhan, nr 0 22 834 12 77.', ['Siobhan', '834 12 77']],
  ['Sprawę prowadzi asp. Dorota Kłos z komendy w Tczewie.', ['Kłos']],
  ['hej tu oksana z 3 pietra, mozesz przeniesc auto?', ['oksana']],
  ['pan mahmoud przyjdzie o 14 po klucze', ['mahmoud']],
  ['pozdrowienia od siobhan i liama', ['siobhan', 'liama']],
  ['Dr Chinwe Okafor will present the results.', ['Chinwe', 'Okafor']],
  ['Ksiądz proboszcz dziękuje pani Genowefie Ptak za kwiaty.', ['Ptak']],
  ['OKSANA DZWONIŁA, ODDZWOŃ NA 602 118 334', ['OKSANA', '602 118 334']],
  ['Agent: z kim rozmawiam?\nKlient: tu thiago pereira, mam problem z kartą', ['thiago', 'pereira']],
  // A second set, written after the rules for the set above, with other names and shapes: 23 of its 32 values
  // leaked at main (5c06658), 3 with these rules (2 texts, now under KNOWN_GAPS).
  ['Bongani dzwonił rano, prosi o oddzwonienie.', ['Bongani']],
  ['Maëlle wysłała poprawioną wersję prezentacji.', ['Maëlle']],
  ['Tomasz i Ayumi przyjadą w piątek.', ['Ayumi']],
  ['Efua napisała do mnie na WhatsAppie.', ['Efua']],
  ['Kind regards,\nPádraig Ó Ceallaigh\nProcurement', ['Pádraig', 'Ceallaigh']],
  ['Many thanks,\nIfeoma', ['Ifeoma']],
  ['Thanks!\nBest,\nRory McAllister', ['Rory', 'McAllister']],
  ['wczoraj dzwonił nowakowski, że spóźni się', ['nowakowski']],
  ['mówiła kamińska, że faktura poszła', ['kamińska']],
  ['zapytaj wróblewskiego o klucze', ['wróblewskiego']],
  ['tel. stacjonarny: 58/ 301 22 33', ['301 22 33']],
  ['Sekretariat szkoły 22 8112233', ['8112233']],
  ['dzwoń na (0-22) 811 22 33 albo 0 22 811-22-34', ['811 22 33', '811-22-34']],
  ['adres: piotr kropka nowicki małpa onet kropka pl', ['nowicki']],
  ['mail: k_wojcik at interia dot pl', ['k_wojcik']],
  ['pan oluwaseun prosi o kontakt', ['oluwaseun']],
  ['tu bongani z recepcji, oddzwoń', ['bongani']],
  ['Wiadomość od: Tendai Moyo', ['Tendai', 'Moyo']],
  ['Amara i Kofi są na urlopie do 15.', ['Amara', 'Kofi']],
  ['Ngozi nie odpisuje od tygodnia.', ['Ngozi']],
  ['Cheers,\nFinn', ['Finn']],
  ['Napisz do Bongani, ona wie.', ['Bongani']],
  ['ZADZWOŃ DO SIOBHAN, 601 202 303', ['SIOBHAN', '601 202 303']],
];

/**
 * Known gaps, not asserted: an unlisted foreign name as the complement of a noun mid-sentence, with no verb,
 * honorific or listed name next to it ("po podaniu Thiago"); one typed in lower case with nothing but where the
 * person is from ("aoife z irlandii"); a wife's "-owa" form of a surname that is also a common noun ("dudkowa" from
 * Dudek = hoopoe); two unlisted names joined only to each other ("od Ayumi i Kenjiego").
 */
const KNOWN_GAPS: string[] = [
  'Bramkę na 2:1 zdobył Mateusz Wdowiak po podaniu Thiago.',
  'wczoraj byla u nas aoife z irlandii, super dziewczyna',
  'przyszła dudkowa z dzieckiem',
  'Pozdrowienia od Ayumi i Kenjiego',
];

/** Realistic texts with no person and no identifier of a default type. */
const CLEAN: string[] = [
  'Swift i Kotlin to języki do aplikacji mobilnych, a backend piszemy w Rust.',
  'Kafka i RabbitMQ obsługują kolejki, a konfiguracja siedzi w Spring Boot.',
  'Best regards from the whole team, see you in March!',
  'Pozdrawiam serdecznie i życzę miłego weekendu.',
  'Dzięki, wszystko działa.',
  'Marzec, kwiecień i maj to najlepsze miesiące na remont.',
  'Styczeń był mroźny, a Luty jeszcze gorszy.',
  'Kierownik zmiany, Koordynator i Magazynier mają dziś szkolenie.',
  'Klient: firma budowlana\nStatus: w realizacji',
  'Wymiary szafy: 80 x 180 x 60 cm, waga 42 kg.',
  'Na pizzę Margherita i Hawajską zapraszamy od 12 do 22.',
  'Adidas, Nike i Puma mają wyprzedaż w Galerii Mokotów.',
  'Wiosna przyszła wcześnie, Kraków i Zakopane pełne turystów.',
  'Dzień dobry wszystkim, zaczynamy spotkanie.',
  'Klient: Dzień dobry\nKonsultant: W czym mogę pomóc?',
  'Deploy na produkcję po code review, testy w Jest i Playwright.',
  'Zamów przez Glovo albo Uber Eats, dostawa do 30 minut.',
  'Oracle, Salesforce i Zendesk podniosły ceny licencji.',
  'Thanks for the quick reply.\n\nBest,\nThe Support Team',
  'Przesyłam raport.\nPozdrawiam\nDział Kadr',
  'Cheers, the Marketing Team',
  'kropka nad i, małpa w zoo i lis w lesie',
  'Tel. alarmowy 112, pogotowie 999, straż 998.',
  'Kurs Java i Scala od podstaw, zapisy do 15 maja.',
  'Jira, Confluence i Bitbucket to narzędzia Atlassiana.',
  'Regards,\nCustomer Service',
  'Pozdrawiam\nZespół IT',
  'Kind regards,\nAccounts Payable',
  'Faktura 12/634/2024 z dnia 3 maja, termin płatności 14 dni.',
  'Wynik 2:1, frekwencja 12 345 widzów, kolejny mecz w sobotę.',
  'Grafana, Prometheus i Loki zbierają metryki z klastra.',
  'nowa wersja Angulara i Reacta wyszła w tym tygodniu',
  'Python, Ruby i Go mają dobre biblioteki do tego.',
  'Thanks,\nAdmin',
  'Dzwonił do Krakowa w sprawie przesyłki.',
  'Z tej strony jest lepszy widok na góry.',
  'Tu jest wszystko, czego potrzebujesz.',
  'Best regards,\nZespół Sprzedaży',
  'Google i Apple przyjdą na konferencję z nowymi telefonami.',
  'Netflix wysłał powiadomienie o płatności.',
  'W Paryżu pisałem pracę magisterską.',
  'pani psycholog zaleca odpoczynek, a pan hydraulik przyjdzie jutro',
];

describeRealWorldProbes('real-world probes, round 7 (foreign first names, signatures, chat surnames, landlines, spelled e-mails)', { probes: PROBES, knownGaps: KNOWN_GAPS, clean: CLEAN });
