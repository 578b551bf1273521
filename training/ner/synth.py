"""Synthetic chat, form and transcript sentences, tagged, for the text the news corpora lack: numbered form
fields (`2. Nazwisko: Kowalska`), signatures (`Z poważaniem, Nowak`), names as speaker labels (`HALINA: …`)
and chat lines with names, as positives; one-line transcripts whose speaker labels are roles (`Doradca:`,
`Pacjent:`), form headings and greetings, as negatives.

The names come from the training data only: surnames are the PoliMorf lemmas of the non-first tokens of
PERSON spans in the training documents, places the PoliMorf lemmas of one-token LOCATION spans there that
the locality gazetteer lists; first names are the PESEL registry's most common ones. PoliMorf gives the
inflected form each slot asks for (`{S:inst}` → "Kowalskim"). Seeded: the same seed gives the same sentences.
"""
import csv
import lzma
import os
import random
import re

import featurize as F

CASES = ('nom', 'gen', 'dat', 'acc', 'inst', 'loc', 'voc')
SLOT_RE = re.compile(r'\{([A-Z]+2?)(?::([a-z]+))?\}')
GENDER_RE = re.compile(r'\{g:([^|}]*)\|([^}]*)\}')

# Slots: F first name, S surname, N first name + surname, C place (locality), R a role label, O an
# organization written with its legal form. ":case" picks the inflected form (default nominative);
# {g:masculine|feminine} picks by the person's gender. Lines with a second person use F2/S2/N2.
POSITIVE = [
    'cześć, tu {N}', 'hej, z tej strony {F}', 'siema, jestem {F} z {C:gen}', 'dzień dobry, nazywam się {N}',
    'mam na imię {F}, a na nazwisko {S}', 'Imię: {F} Nazwisko: {S}', 'Imię i nazwisko: {N}',
    '1. Imię: {F} 2. Nazwisko: {S} 3. Miejscowość: {C}', 'Nazwisko: {S} Imię: {F} Miejscowość: {C}',
    '4. Nazwisko i imię: {S} {F}', 'Wnioskodawca: {N}, zam. {C}', 'Zgłaszający: {S} {F}',
    'Imię: {F}\tNazwisko: {S}\tMiejscowość: {C}', 'Dane kontaktowe: {N}, {C}', 'Osoba kontaktowa: {N}',
    'Z poważaniem, {S}', 'Z poważaniem {N}', 'Pozdrawiam, {F}', 'pozdrawiam serdecznie {N}', 'Łączę pozdrowienia, {F} {S}',
    '{FU}: dzień dobry, chciał{g:em|am} zapytać o termin.', '{SU}: proszę usiąść.', '{F}: no to do jutra!',
    '{S}: nie zgadzam się z tym wnioskiem.', '{N}: dziękuję za głos.',
    'rozmawiał{g:em|am} wczoraj z {N:inst} o umowie', 'przekaż {N:dat}, że spotkanie jest jutro',
    'dzwonił{g:|a} {g:pan|pani} {S} w sprawie faktury', '{g:pan|pani} {S} prosi o kontakt', 'czy {N} już odpisał{g:|a}?',
    '{g:mój brat|moja siostra}, {N}, mieszka w {C:loc}', 'umówił{g:em|am} się z {F:inst} na piątek',
    'dzięki {F:voc}!', 'Nadawca: {N}; Odbiorca: {N2}', 'spotkanie z {N:inst} i {N2:inst} przełożone',
    'Klient: nazywam się {N}. Konsultant: dziękuję, {g:panie|pani} {S:voc}.',
    'Doradca: z kim rozmawiam? Klient: {N}, z {C:gen}.', 'wyślij to do {N:gen}, {g:on|ona} czeka',
    'podpisano: {N}', 'Sporządził{g:|a}: {N}', 'znajomy {F:gen} z pracy, {N2}, też przyjdzie',
    'Kierownik: {N}, Zastępca: {N2}', 'zaproszenie dla {N:gen} i {N2:gen}',
    'pracuję w {O:loc} od dwóch lat', 'umowę podpisał{g:em|am} z firmą {O}', 'Pracodawca: {O}',
]
NEGATIVE = [
    '{R}: dzień dobry, w czym mogę pomóc? {R2}: chciał{g:bym|abym} zmienić taryfę. {R}: oczywiście.',
    '{R}: boli mnie głowa od rana. {R2}: od kiedy dokładnie?', '{R}: proszę chwilę poczekać. {R2}: dobrze, dziękuję.',
    '{R}: witam, mam pytanie. {R2}: słucham, w czym mogę pomóc?', '{R}: tak. {R2}: rozumiem, a co dalej?',
    'Formularz Zgłoszeniowy', 'A. Dane osobowe', 'B. Zwyczaje żywieniowe', 'C. Informacje dodatkowe',
    'Ankieta Satysfakcji Klienta', 'Siemka, co tam?', 'Witajcie wszyscy!', 'Hej, jak leci?', 'Elo, jest ktoś?',
    'HR: proszę o uzupełnienie ankiety do piątku.', '1. Imię: 2. Nazwisko: 3. Data urodzenia:',
    'Imię i nazwisko: ____________', 'Podpis: ............', 'Tak, Nie, Nie wiem',
    '{R}: Witam. {R2}: Tak. {R}: Dziękuję.', 'Punkt 1. Zakres prac. Punkt 2. Termin.',
]
ROLES = ['Doradca', 'Klient', 'Klientka', 'Konsultant', 'Konsultantka', 'Pacjent', 'Pacjentka', 'Lekarz', 'Lekarka',
         'Recepcja', 'Rejestracja', 'Użytkownik', 'Asystent', 'Agent', 'Operator', 'Rozmówca', 'Prowadzący', 'Moderator',
         'Sprzedawca', 'Kupujący', 'Sędzia', 'Świadek', 'Pielęgniarka', 'Kierowca', 'Pasażer', 'Nauczyciel', 'Uczeń',
         'Student', 'Pracownik', 'Kierownik', 'Dyspozytor', 'Zgłaszający', 'Bot', 'Mama', 'Tata', 'Babcia', 'Ja', 'Ty']
LEGAL_FORMS = ['S.A.', 'Sp. z o.o.', 'sp. z o.o.', 'Sp. j.', 'Sp. k.']
ORG_STEMS = ['Bud', 'Trans', 'Pol', 'Agro', 'Med', 'Tech', 'Eko', 'Stal', 'Drew', 'Inter', 'Mar', 'Net']
ORG_TAILS = ['ex', 'pol', 'mex', 'bud', 'trans', 'med', 'soft', 'land', 'plast', 'gaz', 'kom', 'tex']


def _read_polimorf(path):
    """lemma → {(case, gender): form} of singular nouns; form → set of lemmas."""
    forms, lemmas = {}, {}
    with lzma.open(path, 'rt', encoding='utf-8') as f:
        for line in f:
            form, lemma, tags = line.rstrip('\n').split('\t')
            for tag in tags.split('+'):
                parts = tag.split(':')
                if len(parts) == 4 and parts[0] == 'subst' and parts[1] == 'sg' and parts[2] in CASES:
                    forms.setdefault(lemma, {}).setdefault((parts[2], parts[3]), form)
                    lemmas.setdefault(form, set()).add(lemma)
    return forms, lemmas


def _first_names(path, n):
    by_sex = {'m1': [], 'f': []}
    with open(path, encoding='utf-8') as f:
        for name, sex, _ in csv.reader(f):
            g = 'm1' if sex.startswith('M') else 'f'
            if len(by_sex[g]) < n:
                by_sex[g].append(name.capitalize())
    return by_sex


class NameBank:
    def __init__(self, train_sentences, data_dir, first_names_per_sex=400):
        shared = os.path.dirname(os.path.abspath(data_dir))
        self.forms, lemmas_of = _read_polimorf(os.path.join(shared, 'morph', 'polimorf-proper-names.tsv.xz'))
        self.first = _first_names(os.path.join(shared, 'names', 'pesel-first-names.csv'), first_names_per_sex)
        first_set = {n for names in self.first.values() for n in names}
        surnames, places = set(), set()
        for toks, tags in train_sentences:
            for i, (tok, tag) in enumerate(zip(toks, tags)):
                if tag == 'I-PERSON' and tags[i - 1] in ('B-PERSON', 'I-PERSON'):
                    surnames.update(l for l in lemmas_of.get(tok, ()) if l not in first_set)
                elif tag == 'B-LOCATION' and (i + 1 == len(tags) or tags[i + 1] != 'I-LOCATION'):
                    # Only a place seen in its own (nominative) form: a form of several lemmas is ambiguous.
                    if tok in lemmas_of.get(tok, ()) and F.fold(tok) in F._LOCALITY_SET:
                        places.add(tok)
        self.surnames = {g: sorted(l for l in surnames if (('nom', g) in self.forms.get(l, {})))
                         for g in ('m1', 'f')}
        # A woman's surname that is not an adjective stays uninflected ("z Anną Nowak").
        self.surnames['f_plain'] = sorted(l for l in self.surnames['m1'] if not l.endswith(('i', 'y')))
        self.places = sorted(l for l in places if any(k[0] == 'nom' for k in self.forms.get(l, {})))

    def inflect(self, lemma, case, gender=None):
        table = self.forms.get(lemma, {})
        if gender and (case, gender) in table:
            return table[(case, gender)]
        return next((f for (c, _), f in table.items() if c == case), lemma)

    def person(self, rng):
        gender = rng.choice(('m1', 'f'))
        first = rng.choice(self.first[gender])
        if gender == 'f' and (not self.surnames['f'] or rng.random() < 0.3):
            surname, plain = rng.choice(self.surnames['f_plain']), True
        else:
            surname, plain = rng.choice(self.surnames[gender]), False
        return {'gender': gender, 'first': first, 'surname': surname, 'plain': plain}

    def organization(self, rng):
        name = rng.choice(ORG_STEMS) + rng.choice(ORG_TAILS)
        if rng.random() < 0.3:
            name = 'PPUH ' + name
        return name + ' ' + rng.choice(LEGAL_FORMS)


def _fill(template, bank, rng):
    """(tokens, tags) of one filled template."""
    people = [bank.person(rng), bank.person(rng)]
    roles = rng.sample(ROLES, 2)
    place = rng.choice(bank.places)
    org = bank.organization(rng)
    toks, tags = [], []

    def emit(text, typ):
        words = F.TOKEN_RE.findall(text)
        toks.extend(words)
        tags.extend(['O'] * len(words) if typ is None else ['B-' + typ] + ['I-' + typ] * (len(words) - 1))

    template = GENDER_RE.sub(lambda m: m.group(1) if people[0]['gender'] == 'm1' else m.group(2), template)
    pos = 0
    for m in SLOT_RE.finditer(template):
        emit(template[pos:m.start()], None)
        pos = m.end()
        slot, case = m.group(1), m.group(2) or 'nom'
        p = people[1] if slot.endswith('2') else people[0]
        slot = slot.rstrip('2')
        first = bank.inflect(p['first'], case, p['gender'])
        surname = p['surname'] if p['plain'] else bank.inflect(p['surname'], case, p['gender'])
        if slot == 'F':
            emit(first, 'PERSON')
        elif slot == 'FU':
            emit(first.upper(), 'PERSON')
        elif slot == 'S':
            emit(surname, 'PERSON')
        elif slot == 'SU':
            emit(surname.upper(), 'PERSON')
        elif slot == 'N':
            emit(first + ' ' + surname, 'PERSON')
        elif slot == 'C':
            emit(bank.inflect(place, case), 'LOCATION')
        elif slot == 'R':
            emit(roles[1] if m.group(1).endswith('2') else roles[0], None)
        elif slot == 'O':
            emit(org, 'ORGANIZATION')
    emit(template[pos:], None)
    return toks, tags


def sentences(bank, n, seed, negative_share=0.3):
    """n synthetic (tokens, tags) sentences, a negative_share of them without entities."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        pool = NEGATIVE if rng.random() < negative_share else POSITIVE
        out.append(_fill(rng.choice(pool), bank, rng))
    return out
