// Templates of the test split: other template families and phrasings than templates-dev.ts, other
// names, cities and streets (names.ts, places.ts) and another seed. Never tuned on.
import { L, lines, type Ctx, type Template } from './build.js';
import * as V from './values.js';

const t = (id: string, genre: Template['genre'], make: (c: Ctx) => ReturnType<typeof L>): Template => ({ id: `test.${id}`, genre, make });

export const TEST_TEMPLATES: readonly Template[] = [
  // ---- chat ----
  t('chat.zadzwon', 'chat', (c) => L`zadzwoń do mnie ${V.phone(c.rng, c.rng.pick(V.LOCAL_PHONE_STYLES))} bo nie odpisuje na msg`),
  t('chat.komorka', 'chat', (c) => L`komórka ${V.phone(c.rng)}, stacjonarny nieaktualny`),
  t('chat.pod-numerem', 'chat', (c) => L`jestem pod numerem ${V.phone(c.rng, c.rng.pick(['plain', 'spaced', 'intl_plain', 'landline'] as const))} do 20`),
  t('chat.lower-full', 'chat', (c) => { const p = c.person(); return L`ok to ${c.lower(c.name(p))} ogarnie temat, pisz do niej/niego`; }),
  t('chat.typo-dat', 'chat', (c) => { const p = c.person(); return L`przekaz ${c.nameTypo(p, 'dat')} ze spotkanie przesuniete`; }),
  t('chat.przeprowadzka', 'chat', (c) => L`przeprowadzamy sie ${c.fromCity()} do ${c.cityPiece(c.city().gen)} od marca`),
  t('chat.uzytkownik', 'chat', (c) => { const p = c.person(); return L`użytkownik ${V.username(c.rng, p.first.nom, p.last.nom)} znowu spamuje na grupie`; }),
  t('chat.twitter', 'chat', (c) => { const p = c.person(); return L`widziales co napisal ${V.handle(c.rng, p.first.nom, p.last.nom)} na twitterze?`; }),
  t('chat.foreign', 'chat', (c) => L`jak cos to jestem w niemczech, numer ${V.phone(c.rng, 'foreign')}`),
  t('chat.przelew', 'chat', (c) => L`zrob przelew na ${c.rng.chance(0.5) ? V.accountNumber(c.rng, c.rng.chance(0.4)) : V.shortAccount(c.rng)} tytulem bilety`),
  t('chat.nr-konta', 'chat', (c) => L`nr konta ${c.rng.chance(0.5) ? V.accountNumber(c.rng, c.rng.chance(0.5)) : V.iban(c.rng, c.rng.chance(0.5))} bo stary zamknalem`),
  t('chat.two-people', 'chat', (c) => { const p = c.person(), q = c.person(); return L`${c.name(p)} z ${c.lower(c.name(q, 'inst'))} wygrali turniej`; }),
  t('chat.mail', 'chat', (c) => { const p = c.person(); return L`mail ${V.email(c.rng, p.first.nom, p.last.nom)} jakby co`; }),

  // ---- e-mails ----
  t('email.sig-phone', 'email', (c) => { const p = c.person(); return lines(
    L`Cześć,`, L`w załączeniu poprawiona wersja prezentacji.`, L`--`, L`${c.name(p)}`, L`${V.phone(c.rng)}`); }),
  t('email.best-regards', 'email', (c) => { const p = c.person(); return lines(
    L`Dzień dobry Pani,`, L`uprzejmie proszę o aktualizację danych w systemie, nowy numer konta: ${V.accountNumber(c.rng)}.`,
    L`Łączę pozdrowienia,`, L`${c.surname(p)}`); }),
  t('email.complaint', 'email', (c) => { const p = c.person(); return lines(
    L`${p.female ? 'Szanowna Pani' : 'Szanowny Panie'} ${c.surname(p, 'nom')},`, L`reklamowany towar odeślę kurierem ${c.fromCity()}. Mój telefon: ${V.phone(c.rng)}.`,
    L`Pozdrawiam,`, L`${c.name(c.person())}`); }),
  t('email.urodzony', 'email', (c) => { const p = c.person(); return lines(
    L`W imieniu ${p.female ? 'córki' : 'syna'}, ${c.name(p, 'gen')}, ${p.female ? 'urodzonej' : 'urodzonego'} ${V.dateOfBirth(c.rng)}, składam wniosek o duplikat legitymacji.`,
    L`Podpisano: ${c.name(c.person())}`); }),
  t('email.passport', 'email', (c) => { const p = c.person(); return lines(
    L`Dzień dobry,`, L`do rezerwacji podaję numer paszportu ${V.passport(c.rng, c.rng.chance(0.7))} oraz PESEL ${V.pesel(c.rng)}.`,
    L`Z wyrazami szacunku`, L`${c.name(p)}, ${c.street()}, ${c.postalCode()} ${c.cityPiece(c.city().nom)}`); }),
  t('email.invoice', 'email', (c) => lines(
    L`Faktura VAT dla: ${c.name(c.person())}`, L`NIP nabywcy: ${V.nip(c.rng, c.rng.chance(0.7))}`, L`P.S. Proszę o potwierdzenie odbioru.`)),

  // ---- forms ----
  t('form.wniosek', 'form', (c) => { const p = c.person(); return lines(
    L`WNIOSEK`, L`Nazwisko i imię: ${c.nameReversed(p)}`, L`Numer PESEL: ${V.pesel(c.rng, c.rng.chance(0.75))}`,
    L`Data urodzenia: ${V.dateOfBirth(c.rng)}`); }),
  t('form.kontakt', 'form', (c) => { const p = c.person(); return lines(
    L`Osoba do kontaktu: ${c.name(p)}`, L`Nr tel.: ${V.phone(c.rng, c.rng.pick(V.ALL_PHONE_STYLES))}`, L`Adres e-mail: ${V.email(c.rng, p.first.nom, p.last.nom)}`); }),
  t('form.adres', 'form', (c) => lines(
    L`Adres do korespondencji: ${c.street(c.rng.pick(['normal', 'typo'] as const))}, ${c.postalCode()} ${c.cityPiece(c.city().nom)}`)),
  t('form.dokument', 'form', (c) => L`Rodzaj dokumentu: dowód osobisty, nr dowodu ${V.idCard(c.rng, c.rng.chance(0.5))}`),
  t('form.legitymacja', 'form', (c) => L`Legitymacja studencka nr ${V.studentCard(c.rng)}, wydział prawa`),
  t('form.prawo-jazdy', 'form', (c) => L`Numer prawa jazdy: ${c.rng.chance(0.6) ? V.drivingLicence(c.rng) : V.nonStandardDocument(c.rng)}`),
  t('form.firma', 'form', (c) => lines(L`Właściciel: ${c.name(c.person())}`, L`REGON ${V.regon(c.rng)}, NIP ${V.nip(c.rng)}`)),
  t('form.platnosc', 'form', (c) => L`Płatność kartą ${V.creditCard(c.rng)} lub przelewem na IBAN ${V.iban(c.rng)}`),

  // ---- dialogues ----
  t('dialogue.bank', 'dialogue', (c) => { const p = c.person(); return lines(
    L`Konsultant: Proszę podać imię i nazwisko.`, L`Klient: ${c.name(p)}.`, L`Konsultant: I numer rachunku?`,
    L`Klient: ${c.rng.chance(0.5) ? V.accountNumber(c.rng, c.rng.chance(0.5)) : V.shortAccount(c.rng)}`); }),
  t('dialogue.bot-phone', 'dialogue', (c) => lines(
    L`Chatbot: Na jaki numer wysłać kod SMS?`, L`Klient: ${V.phone(c.rng, c.rng.pick(V.ALL_PHONE_STYLES))}`, L`Chatbot: Kod został wysłany.`)),
  t('dialogue.student-doc', 'dialogue', (c) => { const p = c.person(); return lines(
    L`Student: Dzień dobry, jestem ${c.name(p)}, ${p.female ? 'zgubiłam' : 'zgubiłem'} legitymację.`, L`Dziekanat: Proszę podać numer dokumentu tożsamości.`,
    L`Student: ${c.rng.chance(0.5) ? V.idCard(c.rng) : V.passport(c.rng)}`); }),
  t('dialogue.ksiegowa', 'dialogue', (c) => { const p = c.person(); return lines(
    L`Księgowa: Dla kogo wystawić fakturę?`, L`Klient: Dla ${c.name(p, 'gen')}, NIP ${V.nip(c.rng)}.`, L`Księgowa: Dziękuję.`); }),
  t('dialogue.addr', 'dialogue', (c) => lines(
    L`Kurier: Pod jaki adres mam dowieźć?`, L`Klient: ${c.street(c.rng.pick(['normal', 'typo', 'typo'] as const))}, ${c.inCity()}.`)),
  t('dialogue.nick', 'dialogue', (c) => { const p = c.person(); return lines(
    L`Moderator: Kto założył ten wątek?`, L`Admin: nick ${V.username(c.rng, p.first.nom, p.last.nom)}, zarejestrowany wczoraj.`); }),

  // ---- code ----
  t('code.config', 'code', (c) => L`${c.rng.pick(['W `config.ts` brakuje `DATABASE_URL`, więc serwis startuje z `SQLITE_FALLBACK`.',
    'Flaga `FEATURE_NEW_CHECKOUT` jest wyłączona, a `LOG_LEVEL=debug` zalewa logi.', 'Klasa `UserRepository` ma metodę `findByEmail`.',
    'Endpoint `GET /api/users/:id` zwraca `404`, gdy `USER_NOT_FOUND`.', 'Zmienna `REDIS_URL` musi wskazywać na port 6379.'])}`),
  t('code.sql-report', 'code', (c) => L`\`\`\`sql\n${c.rng.pick(['SELECT miasto, SUM(obrot) AS suma FROM sprzedaz GROUP BY miasto ORDER BY suma DESC LIMIT 10;',
    'SELECT AVG(wiek) FROM pacjenci WHERE oddzial = 3;'])}\n\`\`\``),
  t('code.bash', 'code', (c) => L`\`\`\`bash\n${c.rng.pick(['set -e; ulimit -c 0 && limit && ./deploy.sh staging', 'git pull --rebase && npm ci && npm run lint'])}\n\`\`\``),
  t('code.seed-pesel', 'code', (c) => { const p = c.person(); return L`\`\`\`python\nklient = Klient(nazwisko="${c.surname(p)}", pesel="${V.pesel(c.rng)}")\n\`\`\``; }),
  t('code.inline-email', 'code', (c) => { const p = c.person(); return L`Zamień w teście \`sendTo('${V.email(c.rng, p.first.nom, p.last.nom)}')\` na adres testowy.`; }),
  t('code.yaml-iban', 'code', (c) => L`\`\`\`yaml\nplatnosci:\n  konto: "${V.iban(c.rng)}"\n  waluta: PLN\n\`\`\``),

  // ---- noisy ----
  t('noisy.tel', 'noisy', (c) => L`Tel:${V.withLookalikes(c.rng, V.phone(c.rng, c.rng.pick(['spaced', 'plain', 'intl_spaced'] as const)))}`),
  t('noisy.nip', 'noisy', (c) => L`NIP ${V.withLookalikes(c.rng, V.nip(c.rng))} (odczyt OCR)`),
  t('noisy.nazwisko', 'noisy', (c) => { const p = c.person(); return L`Pan/i ${V.withLookalikes(c.rng, c.name(p))} zgłosił/a szkodę`; }),
  t('noisy.paszport', 'noisy', (c) => L`paszport ${c.rng.chance(0.5) ? V.withLookalikes(c.rng, V.passport(c.rng)) : V.nonStandardDocument(c.rng)}`),
  t('noisy.adres', 'noisy', (c) => L`zam.${c.street('nospace')} ${c.cityPiece(c.city().nom)}`),

  // ---- PII-free ----
  t('clean.devops', 'clean', (c) => L`${c.rng.pick(['Helm chart dla Kubernetesa generuje nam trzy repliki.', 'Migracja z JavaScriptu na TypeScript zajęła dwa sprinty.',
    'W TypeScripcie typ unknown jest bezpieczniejszy niż any.', 'Grafana pokazuje skoki opóźnień co godzinę.',
    'Kubernetes restartuje pod, gdy liveness probe nie odpowiada.', 'Deploy na staging przeszedł bez błędów.', 'Terraform tworzy klaster w trzech strefach.',
    'Prometheus zbiera metryki co 15 sekund.', 'W Rust borrow checker pilnuje pamięci.', 'Nasz frontend stoi na Next.js.'])}`),
  t('clean.urzedy', 'clean', (c) => L`${c.rng.pick(['Zaświadczenie o niezaleganiu wydaje US, a o składkach ZUS.', 'Szkolenie z RODO dla działu HR odbędzie się w czwartek.',
    'Zmiana danych w CEIDG nic nie kosztuje.', 'ZUS wypłaca zasiłek do 10. dnia miesiąca.', 'Dział HR nie przechowuje kopii dokumentów zgodnie z RODO.',
    'Wniosek do ZUS o zwrot nadpłaty trwa miesiąc.', 'KRS i CEIDG to dwa różne rejestry.', 'Urząd skarbowy (US) wysłał wezwanie do firmy.'])}`),
  t('clean.sklep', 'clean', (c) => L`${c.rng.pick(['Produkt o kodzie EAN 5901234123457 jest niedostępny.', 'Kod kreskowy 5907069000015 widnieje na etykiecie.',
    'Zamówiono 2 sztuki, kod towaru 5901234123457.', 'Cena spadła z 129,99 zł do 99,99 zł.', 'EAN-13 5901234123457 przypisano do nowej wersji.',
    'Kod 5900512300108 jest na kartonie zbiorczym.'])}`),
  t('clean.terminy', 'clean', (c) => L`${c.rng.pick(['Przesyłka zostanie dostarczona do 15.01.2026.', 'Oferta obowiązuje od 1 do 14 lutego 2026 r.',
    'Data wysyłki: 2026-02-03.', 'Zwroty przyjmujemy do 30 dni od daty zakupu, czyli do 20.12.2026.',
    'Webinar odbędzie się 9 marca 2026 r. o 18:00.', 'Kurier odbierze paczkę 2026-04-07.', 'Promocja trwa do 28.02.2026.'])}`),
  t('clean.slowa', 'clean', (c) => L`${c.rng.pick(['Ta róża ma piękny zapach.', 'O Boże, zapomniałem parasola.', 'P.S. Pamiętaj o kluczach.',
    'Mail do działu obsługi nie wrócił.', 'Róża pustyni potrzebuje mało wody.', 'Jezu, ale upał.', 'Rany, znowu pada.', 'Herbata z róży jest słodka.',
    'P.S. W lodówce jest ciasto.'])}`),
  // ---- transcripts ----
  t('transcript.bank-one-line', 'transcript', (c) => { const p = c.person(); return L`Doradca: Bank, w czym mogę pomóc? Klientka: Nazywam się ${c.name(p)}, chcę zablokować kartę. Doradca: Poproszę numer telefonu. Klientka: ${V.phone(c.rng, 'spaced')}.`; }),
  t('transcript.play', 'transcript', (c) => { const p = c.person(), q = c.person(); return lines(
    L`${c.upper(c.first(p))}: Gdzie byłeś wczoraj wieczorem?`, L`${c.upper(c.first(q))}: U ${c.surname(c.person(), 'gen')}, graliśmy w karty.`); }),
  t('transcript.court', 'transcript', (c) => { const p = c.person(), q = c.person(); return lines(
    L`Sędzia: Proszę wstać.`, L`${{ ...c.upper(c.surname(p)), kind: 'surname_label' }}: Nie przyznaję się do winy.`, L`${{ ...c.surname(q), kind: 'surname_label' }}: Sprzeciw!`); }),
  t('transcript.roles', 'transcript', (c) => L`${c.rng.pick(['Rejestracja: Przychodnia, słucham. Pacjentka: Chciałam się zapisać do okulisty. Rejestracja: Najbliższy termin jest w piątek.',
    'KIEROWCA: Gdzie jedziemy? PASAŻER: Na dworzec główny. KIEROWCA: Będzie korek.', 'Moderator: Witamy na czacie. Uczestnik 3: Czy nagranie będzie dostępne? Moderator: Tak.',
    'User: Hello, potrzebuję pomocy.\nBot: Jasne, o co chodzi?\nUser: Nie mogę zapłacić kartą.'])}`),
  t('transcript.bot-name', 'transcript', (c) => { const p = c.person(); return lines(
    L`Bot: Jak masz na imię?`, L`Użytkownik: Jestem ${c.name(p)}, mam pytanie o fakturę.`); }),
  t('transcript.glued-title', 'transcript', (c) => { const p = c.person(); return L`${c.rng.pick(['Posłanka', 'Minister', 'Dr'])}${c.gluedName(p)}: Dziękuję za głos, odpowiem krótko.`; }),

  // ---- signatures ----
  t('signature.nowak', 'signature', (c) => { const p = c.person(); return lines(L`Proszę o przesłanie faktury korygującej do piątku.`, L`Z wyrazami szacunku,`, L`${c.surname(p)}`); }),
  t('signature.upper', 'signature', (c) => { const p = c.person(); return lines(L`Potwierdzam rezerwację sali na 12 osób.`, L`Łączę pozdrowienia`, L`${c.upper(c.name(p))}`); }),
  t('signature.thanks', 'signature', (c) => { const p = c.person(); return lines(L`Dzięki wielkie za pomoc przy przeprowadzce!`, L`${c.first(p)} ${c.surname(p)}`); }),
  t('signature.footer', 'signature', (c) => { const p = c.person(); return lines(L`Dokumenty są gotowe do odbioru.`, L`Pozdrawiam,`, L`${c.name(p)} | Specjalista ds. kadr | ${V.phone(c.rng)}`); }),
  t('signature.no-diacritics', 'signature', (c) => { const p = c.person(); return lines(L`Dziekuje i pozdrawiam`, L`${c.plain(c.name(p))}`); }),

  // ---- forms ----
  t('numbered_form.wniosek', 'numbered_form', (c) => { const p = c.person(); return lines(
    L`1) Nazwisko: ${c.surname(p)}`, L`2) Imię (imiona): ${c.first(p)}`, L`3) Miasto: ${c.cityPiece(c.city().nom)}`, L`4) Telefon kontaktowy: ${V.phone(c.rng)}`); }),
  t('numbered_form.caps', 'numbered_form', (c) => { const p = c.person(); return lines(
    L`NAZWISKO ........: ${c.upper(c.surname(p))}`, L`IMIĘ ........: ${c.upper(c.first(p))}`, L`MIEJSCE URODZENIA: ${c.upper(c.cityPiece(c.city().nom))}`); }),
  t('numbered_form.lower-line', 'numbered_form', (c) => { const p = c.person(); return L`imię: ${c.lower(c.first(p))}, nazwisko: ${c.lower(c.surname(p))}, miejscowość: ${c.lower(c.cityPiece(c.city().nom))}`; }),
  t('numbered_form.kwestionariusz', 'numbered_form', (c) => { const p = c.person(); return lines(
    L`KWESTIONARIUSZ OSOBOWY`, L`Część I. Dane podstawowe`, L`1. Imię i nazwisko: ${c.name(p)}`, L`2. Miejsce zamieszkania: ${c.cityPiece(c.city().nom)}`,
    L`Część II. Wykształcenie`); }),
  t('numbered_form.firma', 'numbered_form', (c) => { const p = c.person(); return lines(
    L`Pracodawca: ${c.company(`${c.rng.pick(['PPUH', 'FHU', 'P.H.U.'])} ${p.last.nom}`)}`, L`REGON: ${V.regon(c.rng)}`); }),
  t('numbered_form.ids', 'numbered_form', (c) => lines(L`7. Numer PESEL: ${V.withOneLookalike(c.rng, V.pesel(c.rng))}`, L`8. NIP: ${V.nip(c.rng)}`)),
  t('numbered_form.empty', 'numbered_form', (c) => L`${c.rng.pick(['Formularz reklamacyjny\nA. Opis wady\nB. Oczekiwania klienta',
    'Imię: ……………\nNazwisko: ……………\nPodpis: ……………', 'Rozdział 2. Dane techniczne\nPunkt 4: Wymiary urządzenia'])}`),

  // ---- chat without diacritics ----
  t('plain_chat.nazywam', 'plain_chat', (c) => { const p = c.person(); return L`dzien dobry, nazywam sie ${c.lower(c.plain(c.name(p)))} i mieszkam w ${c.lower(c.plain(c.cityPiece(c.city().loc.split(' ').slice(1).join(' '))))}`; }),
  t('plain_chat.caps-name', 'plain_chat', (c) => { const p = c.person(); return L`prosze przekazac ${c.plain(c.name(p, 'dat'))} ze paczka czeka`; }),
  t('plain_chat.social', 'plain_chat', (c) => { const p = c.person(); return L`znajdziesz mnie na instagramie jako ${V.username(c.rng, p.first.nom, p.last.nom)} albo login: ${V.username(c.rng, p.first.nom, p.last.nom)}`; }),
  t('plain_chat.pesel-nip', 'plain_chat', (c) => L`nr pesel ${V.withOneLookalike(c.rng, V.pesel(c.rng))}, nip ${V.nip(c.rng)}`),
  t('plain_chat.free', 'plain_chat', (c) => L`${c.rng.pick(['siema, widzieliscie nowy odcinek na netflixie? pisze na messengerze',
    'hejo, ktos ma ladowarke do iphone? zostawilem w biurze', 'Siemanko! Co tam slychac?', 'dzieki wszystkim za dzis, do jutra'])}`),
];
