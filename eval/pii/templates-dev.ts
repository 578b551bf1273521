// Templates of the dev split. The test split (templates-test.ts) has other families and phrasings.
import { L, lines, type Ctx, type Template } from './build.js';
import * as V from './values.js';

const t = (id: string, genre: Template['genre'], make: (c: Ctx) => ReturnType<typeof L>): Template => ({ id: `dev.${id}`, genre, make });

export const DEV_TEMPLATES: readonly Template[] = [
  // ---- chat: lowercase, typos, no punctuation ----
  t('chat.phone-numer', 'chat', (c) => L`hej, mój nr to ${V.phone(c.rng, c.rng.pick(V.LOCAL_PHONE_STYLES))} dzwon po 17`),
  t('chat.phone-kontakt', 'chat', (c) => L`kontakt ${V.phone(c.rng)} albo pisz na priv`),
  t('chat.sms', 'chat', (c) => L`wyslij sms na ${V.phone(c.rng, c.rng.pick(['plain', 'dashed', 'intl_plain'] as const))} jak bedziesz pod blokiem`),
  t('chat.lower-name', 'chat', (c) => { const p = c.person(); return L`wczoraj gadałem z ${c.lower(c.name(p, 'inst'))}, mówi że się spóźni`; }),
  t('chat.typo-name', 'chat', (c) => { const p = c.person(); return L`pzdr od ${c.nameTypo(p, 'gen')}, jutro oddzwoni`; }),
  t('chat.city', 'chat', (c) => L`jestem teraz ${c.inCity()} i jade do ${c.cityPiece(c.city().gen)} wieczorem`),
  t('chat.nick', 'chat', (c) => { const p = c.person(); return L`mój nick na forum to ${V.username(c.rng, p.first.nom, p.last.nom)}, dodaj mnie`; }),
  t('chat.handle', 'chat', (c) => { const p = c.person(); return L`oznacz mnie na insta ${V.handle(c.rng, p.first.nom, p.last.nom)} pls`; }),
  t('chat.whatsapp', 'chat', (c) => L`napisz na whatsapp ${V.phone(c.rng, c.rng.pick(['intl_spaced', 'foreign', 'intl_paren'] as const))}`),
  t('chat.konto', 'chat', (c) => L`przelej mi kase na konto ${c.rng.chance(0.5) ? V.accountNumber(c.rng, c.rng.chance(0.5)) : V.shortAccount(c.rng)} dzieki`),
  t('chat.nr', 'chat', (c) => L`nr ${V.phone(c.rng, c.rng.pick(['spaced', 'plain', 'intl_spaced'] as const))} dzwoń po 16 albo daj znać na messengerze`),
  t('chat.lower-surname', 'chat', (c) => { const p = c.person(); const q = c.person(); return L`${c.lower(c.name(p))} i ${c.name(q)} byli dzis na zajeciach`; }),

  // ---- e-mails with greetings and signatures ----
  t('email.signature-surname', 'email', (c) => { const p = c.person(); return lines(
    L`Dzień dobry,`, L`przesyłam w załączniku skan umowy. Proszę o kontakt pod numerem ${V.phone(c.rng)}.`,
    L`Pozdrawiam, ${c.surname(p)}`); }),
  t('email.signature-full', 'email', (c) => { const p = c.person(); return lines(
    L`Szanowni Państwo,`, L`w nawiązaniu do rozmowy telefonicznej przesyłam dane do faktury: NIP ${V.nip(c.rng, c.rng.chance(0.8))}.`,
    L`Z poważaniem`, L`${c.name(p)}`, L`${V.phone(c.rng)}`, L`${V.email(c.rng, p.first.nom, p.last.nom)}`); }),
  t('email.podpisano', 'email', (c) => { const p = c.person(); return lines(
    L`Oświadczam, że zapoznałem się z regulaminem i akceptuję jego warunki.`, L`Podpisano: ${c.rng.chance(0.5) ? c.name(p) : c.surname(p)}`); }),
  t('email.reply-address', 'email', (c) => { const p = c.person(); return lines(
    L`Cześć ${c.first(p, 'nom')},`, L`paczkę proszę wysłać na adres ${c.street(c.rng.pick(['normal', 'normal', 'typo'] as const))}, ${c.postalCode()} ${c.cityPiece(c.city().nom)}.`,
    L`Dziękuję i pozdrawiam`, L`${c.name(c.person())}`); }),
  t('email.iban', 'email', (c) => { const p = c.person(); return lines(
    L`Dzień dobry,`, L`proszę o zwrot na rachunek ${c.rng.chance(0.6) ? V.iban(c.rng) : V.accountNumber(c.rng)} (właściciel: ${c.name(p)}).`,
    L`${c.rng.pick(['P.S. Faktura korygująca w załączniku.', 'P.S. Proszę o szybką odpowiedź.', 'P.S. Oryginały wyślę pocztą.', 'Z góry dziękuję.'])}`); }),
  t('email.dob', 'email', (c) => { const p = c.person(); return lines(
    L`Zgłaszam ${c.name(p, 'acc')}, ur. ${V.dateOfBirth(c.rng)}, na kurs pierwszej pomocy.`, L`Pozdrawiam serdecznie`); }),

  // ---- forms ----
  t('form.basic', 'form', (c) => { const p = c.person(); return lines(
    L`Imię i nazwisko: ${c.name(p)}`, L`PESEL: ${V.pesel(c.rng, c.rng.chance(0.8))}`, L`Telefon: ${V.phone(c.rng)}`); }),
  t('form.address', 'form', (c) => lines(
    L`Adres zamieszkania: ${c.street(c.rng.pick(['normal', 'typo'] as const))}`, L`Miejscowość: ${c.cityPiece(c.city().nom)}`,
    L`E-mail: ${(() => { const p = c.person(); return V.email(c.rng, p.first.nom, p.last.nom); })()}`)),
  t('form.company', 'form', (c) => lines(
    L`Nazwa firmy: Usługi Remontowe ${c.surname(c.person())}`, L`NIP: ${V.nip(c.rng)}`, L`REGON: ${V.regon(c.rng, c.rng.chance(0.8))}`)),
  t('form.id-card', 'form', (c) => lines(
    L`Nazwisko: ${c.surname(c.person())}`, L`Seria i numer dowodu: ${V.idCard(c.rng, c.rng.chance(0.6))}`, L`Data urodzenia: ${V.dateOfBirth(c.rng)}`)),
  t('form.document', 'form', (c) => L`Numer dokumentu: ${c.rng.chance(0.5) ? V.nonStandardDocument(c.rng) : V.passport(c.rng)} (paszport lub dowód)`),
  t('form.licence', 'form', (c) => L`Prawo jazdy nr ${V.drivingLicence(c.rng)}, kategoria B`),
  t('form.card', 'form', (c) => L`Numer karty: ${V.creditCard(c.rng)}, ważna do 09/28`),

  // ---- dialogues with speaker labels ----
  t('dialogue.consultant', 'dialogue', (c) => { const p = c.person(); return lines(
    L`Konsultant: Dzień dobry, w czym mogę pomóc?`, L`Klient: Nazywam się ${c.name(p)}, dzwonię w sprawie reklamacji.`,
    L`Konsultant: Poproszę numer telefonu.`, L`Klient: ${V.phone(c.rng, c.rng.pick(V.ALL_PHONE_STYLES))}`); }),
  t('dialogue.chatbot', 'dialogue', (c) => { const p = c.person(); return lines(
    L`Chatbot: Podaj proszę adres e-mail powiązany z kontem.`, L`Użytkownik: ${V.email(c.rng, p.first.nom, p.last.nom)}`,
    L`Chatbot: Dziękuję, wysłałem link.`); }),
  t('dialogue.student', 'dialogue', (c) => { const p = c.person(); return lines(
    L`Student: Mój numer legitymacji to ${V.studentCard(c.rng)}, a nazwisko ${c.surname(p)}.`,
    L`Dziekanat: Dobrze, sprawdzę w systemie.`); }),
  t('dialogue.accountant', 'dialogue', (c) => lines(
    L`Księgowa: Proszę podać PESEL pracownika.`, L`Kadry: ${V.pesel(c.rng)}`, L`Księgowa: A numer konta?`,
    L`Kadry: ${V.accountNumber(c.rng, c.rng.chance(0.7))}`)),
  t('dialogue.login', 'dialogue', (c) => { const p = c.person(); return lines(
    L`Konsultant: Jaki jest login do panelu?`, L`Klient: login ${V.username(c.rng, p.first.nom, p.last.nom)}, mieszkam ${c.inCity()}.`); }),

  t('dialogue.bot-dob', 'dialogue', (c) => { const p = c.person(); return lines(
    L`Chatbot: Podaj proszę datę urodzenia osoby ubezpieczonej.`, L`Klient: ${c.name(p)}, urodzon${p.female ? 'a' : 'y'} ${V.dateOfBirth(c.rng)}`); }),

  // ---- code: identifiers are not names, structured ids inside code are ----
  t('code.env', 'code', (c) => L`${c.rng.pick(['Ustaw zmienną `HTTP_PROXY` i uruchom testy z `MOCK_ERROR_500=1`.',
    'Jeśli `NODE_ENV` nie jest ustawione, `API_TIMEOUT_MS` ma wartość domyślną.', 'Dodaj `RETRY_LIMIT=3` do pliku `.env`.',
    'W CI zmienna `MOCK_ERROR_500` włącza błędy serwera, a `HTTP_PROXY` kieruje ruch przez bramkę.',
    'Funkcja `parseInvoice` zwraca `null`, gdy brakuje pola `TOTAL_AMOUNT`.', 'Stała `MAX_RETRIES` jest w `src/config.ts`.'])}`),
  t('code.sql', 'code', (c) => L`\`\`\`sql\n${c.rng.pick(['SELECT klient_id, SUM(kwota) FROM platnosci GROUP BY klient_id;',
    'SELECT COUNT(*), MAX(data_zamowienia) FROM zamowienia WHERE status = \'NOWE\';', 'UPDATE faktury SET suma = SUM(pozycje.kwota) WHERE id = 42;'])}\n\`\`\``),
  t('code.shell', 'code', (c) => L`\`\`\`sh\n${c.rng.pick(['ulimit -n 4096 && npm run build && limit && echo OK', 'kubectl get pods -n prod | grep Error && exit 1',
    'docker compose up -d redis && sleep 2 && npm test'])}\n\`\`\``),
  t('code.fixture-email', 'code', (c) => { const p = c.person(); return L`\`\`\`ts\nconst user = { email: '${V.email(c.rng, p.first.nom, p.last.nom)}', role: 'ADMIN' };\n\`\`\``; }),
  t('code.fixture-pesel', 'code', (c) => L`W teście \`expect(isValid('${V.pesel(c.rng)}')).toBe(true)\` PESEL jest prawdziwy, trzeba go podmienić.`),
  t('code.json-phone', 'code', (c) => L`{"kontakt": {"tel": "${V.phone(c.rng, c.rng.pick(['intl_plain', 'plain'] as const))}", "typ": "MOBILE"}}`),

  // ---- noisy, OCR-like ----
  t('noisy.phone', 'noisy', (c) => L`tel. kom. ${V.withLookalikes(c.rng, V.phone(c.rng, c.rng.pick(V.LOCAL_PHONE_STYLES)))}`),
  t('noisy.pesel', 'noisy', (c) => L`PESEL:${V.withLookalikes(c.rng, V.pesel(c.rng))} (skan)`),
  t('noisy.name', 'noisy', (c) => { const p = c.person(); return L`Wnioskodawca: ${V.withLookalikes(c.rng, c.name(p))}`; }),
  t('noisy.nospace', 'noisy', (c) => L`Adres:${c.street('nospace')}, tel.${V.phone(c.rng, 'plain')}`),
  t('noisy.dowod', 'noisy', (c) => L`nr dowodu ${c.rng.chance(0.5) ? V.withLookalikes(c.rng, V.idCard(c.rng)) : V.nonStandardDocument(c.rng)}`),

  // ---- PII-free ----
  t('clean.tech', 'clean', (c) => L`${c.rng.pick(['Przepisałem serwis na TypeScript i wdrożyłem go na Kubernetesie.',
    'W Kubernetesie ustawiłem limity pamięci, a TypeScript pilnuje typów.', 'Czy Node 20 wspiera fetch bez flag?',
    'Po migracji do Postgresa zapytania są dwa razy szybsze.', 'Kolejka w Redisie rośnie, gdy worker nie nadąża.',
    'React Query ładnie cache\'uje odpowiedzi z API.', 'Wystarczy jeden pod z Nginxem przed aplikacją.', 'GraphQL w tym projekcie to przesada, REST wystarczy.',
    'Vitest uruchamia testy szybciej niż Jest.', 'Na Kubernetesie mamy autoskalowanie do pięciu replik.', 'Webpack buduje paczkę w 40 sekund.'])}`),
  t('clean.institutions', 'clean', (c) => L`${c.rng.pick(['Deklarację do ZUS wysyłam przez PUE, a zgodność z RODO sprawdza dział HR.',
    'Wpis w CEIDG jest bezpłatny, a US przyjmuje zeznania do końca kwietnia.', 'Zgodnie z RODO administratorem danych jest pracodawca.',
    'Dział HR prosi o zaświadczenie z ZUS do piątku.', 'Czy jednoosobowa działalność z CEIDG płaci składki do ZUS od razu?',
    'Inspektor ochrony danych odpowiada za zgodność z RODO.', 'PIT-37 można złożyć przez e-Urząd Skarbowy.', 'NFZ refunduje część kosztów leczenia.'])}`),
  t('clean.barcode', 'clean', (c) => L`${c.rng.pick(['Kod kreskowy produktu: 5901234123457.', 'EAN 5900000000017 nie pasuje do tego towaru.',
    'Na opakowaniu jest kod 5906660000008, zeskanuj go.', 'Zamówienie nr 48213 zawiera 3 sztuki, EAN 5901234123457.',
    'Skaner nie czyta kodu 5901234560002 na folii.', 'Na fakturze brakuje kodu EAN 5909990071188.'])}`),
  t('clean.dates', 'clean', (c) => L`${c.rng.pick(['Wysyłka zamówienia nastąpi 12.03.2026.', 'Promocja kończy się 30 listopada 2026 r.',
    'Termin dostawy: 2026-01-15.', 'Oferta ważna do 31.12.2026.', 'Paczka nadana 04.11.2026, doręczenie w ciągu 2 dni.',
    'Spotkanie przesunięto na 17.02.2026, godz. 14:00.', 'Rabat 20% do 15 stycznia 2026.', 'Faktura z terminem płatności 2026-03-31.'])}`),
  t('clean.words', 'clean', (c) => L`${c.rng.pick(['Róża w ogrodzie zakwitła dopiero w lipcu.', 'Boże, ale dzisiaj korki!',
    'P.S. Nie zapomnij o spotkaniu o 10.', 'Mail z potwierdzeniem przyszedł rano.', 'Kupiłam trzy róże i bukiet tulipanów.',
    'Dzięki Bogu, że w końcu piątek.', 'Matko, ile tych maili.',
    'Kawa z automatu znowu jest zimna.', 'Wiosną posadzimy w ogrodzie róże i lawendę.'])}`),
  // ---- transcripts: one-line with role labels, names as speaker labels, chatbot logs ----
  t('transcript.one-line', 'transcript', (c) => { const p = c.person(); return L`Konsultant: Dzień dobry, infolinia. Klient: Dzień dobry, mówi ${c.name(p)}. Konsultant: Proszę o PESEL. Klient: ${V.pesel(c.rng)}.`; }),
  t('transcript.name-labels', 'transcript', (c) => { const p = c.person(), q = c.person(); return lines(
    L`${c.upper(c.first(p))}: Słyszałaś, że ${c.surname(c.person())} odchodzi z firmy?`, L`${c.upper(c.first(q))}: Nie, kto ci powiedział?`,
    L`${c.upper(c.first(p))}: Szef na zebraniu.`); }),
  t('transcript.surname-labels', 'transcript', (c) => { const p = c.person(), q = c.person(); return lines(
    L`${{ ...c.surname(p), kind: 'surname_label' }}: Proszę o spokój na sali.`, L`${{ ...c.upper(c.surname(q)), kind: 'surname_label' }}: Wnoszę o przerwę.`); }),
  t('transcript.roles-only', 'transcript', (c) => L`${c.rng.pick(['Doradca: Czy mogę w czymś pomóc? Pacjent: Tak, boli mnie ząb. Recepcja: Zapraszam jutro o 10.',
    'OPERATOR: Numer alarmowy, słucham. ZGŁASZAJĄCY: Na skrzyżowaniu jest wypadek. OPERATOR: Czy ktoś jest ranny?',
    'Prowadzący: Witam w programie. Gość: Dziękuję za zaproszenie. Prowadzący: Zacznijmy od pytania o budżet.',
    'Użytkownik: Witam, mam problem z logowaniem.\nAsystent: Chętnie pomogę. Co się dzieje?\nUżytkownik: Tak, nie działa hasło.'])}`),
  t('transcript.chatbot-address', 'transcript', (c) => lines(
    L`Użytkownik: Witam, chcę zmienić adres dostawy.`, L`Asystent: Jasne, podaj proszę nowy adres.`, L`Użytkownik: ${c.street()}, ${c.postalCode()} ${c.cityPiece(c.city().nom)}`)),
  t('transcript.glued', 'transcript', (c) => { const p = c.person(); return L`${c.rng.pick(['Poseł', 'Senator', 'Radny'])}${c.gluedName(p)}: Panie Marszałku, Wysoka Izbo, projekt jest zły.`; }),

  // ---- signatures and closing formulas ----
  t('signature.surname', 'signature', (c) => { const p = c.person(); return lines(L`Dziękuję za szybką odpowiedź i przesłane dokumenty.`, L`Z poważaniem, ${c.surname(p)}`); }),
  t('signature.caps', 'signature', (c) => { const p = c.person(); return lines(L`W załączeniu przesyłam podpisany aneks.`, L`Pozdrawiam serdecznie`, L`${c.upper(c.name(p))}`); }),
  t('signature.dash-title', 'signature', (c) => { const p = c.person(); return lines(L`Spotkanie przenosimy na czwartek.`, L`--`, L`${c.name(p)}`, L`Kierownik działu sprzedaży`, L`tel. ${V.phone(c.rng)}`); }),
  t('signature.regards', 'signature', (c) => { const p = c.person(); return lines(L`Dzięki za info, odezwę się jutro.`, L`Do usłyszenia!`, L`${c.first(p)} ${c.surname(p)}`); }),
  t('signature.plain', 'signature', (c) => { const p = c.person(); return lines(L`Prosze o potwierdzenie odbioru.`, L`Pozdrawiam`, L`${c.plain(c.name(p))}`); }),

  // ---- forms with numbered fields and labels in any case ----
  t('numbered_form.basic', 'numbered_form', (c) => { const p = c.person(); return lines(
    L`1. Imię: ${c.first(p)}`, L`2. Nazwisko: ${c.surname(p)}`, L`3. Miejscowość: ${c.cityPiece(c.city().nom)}`, L`4. PESEL: ${V.pesel(c.rng)}`); }),
  t('numbered_form.caps-one-line', 'numbered_form', (c) => { const p = c.person(); return L`IMIĘ: ${c.upper(c.first(p))} NAZWISKO: ${c.upper(c.surname(p))} MIEJSCOWOŚĆ: ${c.upper(c.cityPiece(c.city().nom))}`; }),
  t('numbered_form.lower', 'numbered_form', (c) => { const p = c.person(); return lines(
    L`imie: ${c.lower(c.plain(c.first(p)))}`, L`nazwisko: ${c.lower(c.plain(c.surname(p)))}`, L`telefon: ${V.phone(c.rng, 'plain')}`); }),
  t('numbered_form.survey', 'numbered_form', (c) => { const p = c.person(); return lines(
    L`Formularz Zgłoszeniowy`, L`A. Dane osobowe`, L`a) Nazwisko i imię: ${c.nameReversed(p)}`, L`b) Miejsce zamieszkania: ${c.cityPiece(c.city().nom)}`,
    L`B. Zwyczaje żywieniowe`, L`c) Czy jesz mięso? tak`); }),
  t('numbered_form.company', 'numbered_form', (c) => { const p = c.person(); return lines(
    L`Nazwa firmy: ${c.company(`${p.last.nom} ${c.rng.pick(['Sp. z o.o.', 'S.A.', 'sp. j.'])}`)}`, L`NIP: ${V.nip(c.rng)}`); }),
  t('numbered_form.identifiers', 'numbered_form', (c) => lines(
    L`5) PESEL ${V.withOneLookalike(c.rng, V.pesel(c.rng))}`, L`6) Nr dowodu: ${V.idCard(c.rng)}`)),
  t('numbered_form.clean', 'numbered_form', (c) => L`${c.rng.pick(['Ankieta satysfakcji\nA. Ocena obsługi\nB. Uwagi końcowe',
    '1. Imię: (wpisz)\n2. Nazwisko: (wpisz)\n3. Miejscowość: (wpisz)', 'Sekcja B. Doświadczenie zawodowe\nPytanie 3: Ile lat pracujesz w branży?'])}`),

  // ---- chat without diacritics ----
  t('plain_chat.intro', 'plain_chat', (c) => { const p = c.person(); return L`czesc, tu ${c.lower(c.plain(c.name(p)))} z ${c.lower(c.plain(c.cityPiece(c.city().gen)))}, dzwonie w sprawie zamowienia`; }),
  t('plain_chat.capitalised', 'plain_chat', (c) => { const p = c.person(); return L`witajcie, zglaszam ${c.plain(c.name(p))} do konkursu, ma 12 lat`; }),
  t('plain_chat.handles', 'plain_chat', (c) => { const p = c.person(); return L`hej, moj nick to ${V.username(c.rng, p.first.nom, p.last.nom)}, a na tiktoku jestem jako ${V.username(c.rng, p.first.nom, p.last.nom)}`; }),
  t('plain_chat.ids', 'plain_chat', (c) => L`siemka, pesel ${V.withOneLookalike(c.rng, V.pesel(c.rng))} a tel ${V.phone(c.rng, 'spaced')}`),
  t('plain_chat.clean', 'plain_chat', (c) => L`${c.rng.pick(['siemka! macie jakies info o promocji na spotify? pisalem na facebooku',
    'elo, ktos gra dzis wieczorem? wbijam o 20', 'hejka, dzieki za pomoc wczoraj, wszystko dziala', 'Witajcie! Jak tam weekend? U mnie deszcz caly czas'])}`),
];
