// Words that label a line rather than name a person: the roles of speakers in dialogues, transcripts
// and chat logs ("Konsultant:", "PACJENT:", "Doradca klienta:") and the headings of notes and forms
// ("Pytanie:", "Uwaga:"). A label made only of such words is no one's name; any other label may be one
// ("HALINA:", "Brzęczek:"), so the lists are positive: what is not on them is not dropped
// (docs/pii-detection.md §5.1). Compared folded (lower case, no diacritics), by stem.
import { fold } from './fold.js';

/** Folded stems of role nouns, feminine and inflected forms included by the stem. */
const ROLE_STEMS: readonly string[] = [
  // service and support
  'konsultant', 'klient', 'doradc', 'doradczyni', 'recepcj', 'recepcjonist', 'operator', 'agent', 'asystent',
  'obsług', 'infolini', 'helpdesk', 'support', 'serwis', 'serwisant', 'sprzedawc', 'sprzedawczyni', 'kasjer',
  'kupując', 'sprzedając', 'kurier', 'dyspozytor', 'dyzurn', 'sekretariat', 'sekretar', 'biuro', 'dzial', 'kadry',
  'ksiegow', 'dziekanat', 'rekruter', 'kandydat', 'pracownik', 'pracownic', 'pracodawc', 'kierownik', 'kierowniczk',
  'szef', 'prezes', 'dyrektor', 'manager', 'menedzer', 'koordynator', 'specjalist', 'technik', 'informatyk',
  'mechanik', 'hydraulik', 'elektryk', 'kierowc', 'magazynier', 'portier', 'sprzataczk', 'ochroniarz', 'konserwator', 'administrator', 'admin', 'moderator', 'uzytkownik', 'user',
  'bot', 'chatbot', 'czatbot', 'system', 'assistant', 'customer', '=ai', '=gpt', '=model', '=human',
  // health, law, public life, media
  'pacjent', 'lekarz', 'lekark', 'doktor', 'pielegniar', 'ratownik', 'farmaceut', 'terapeut', 'psycholog',
  'rejestracj', 'sedzi', '=sad', '=sadu', 'prokurator', 'obronc', 'adwokat', 'mecenas', 'radc', 'swiadek', 'oskarzon',
  'powod', 'pozwan', 'protokolant', 'przewodniczac', 'marszal', 'posel', 'poslank', 'senator', 'minister',
  'premier', 'prezydent', 'burmistrz', 'wojt', 'radn', 'policjant', 'funkcjonariusz', 'straznik', 'strazak',
  'zolnierz', 'prowadzac', 'dziennikarz', 'dziennikark', 'redaktor', 'reporter', 'lektor', 'narrator', 'spiker',
  'komentator', 'ekspert', 'gosc', 'widz', 'sluchacz', 'rozmowc', 'respondent', 'ankieter', 'badacz', 'mowc',
  'uczestni', 'uczen', 'uczennic', 'student', 'nauczyciel', 'wykladowc', 'profesor', 'promotor', 'trener',
  'instruktor', 'opiekun', 'wychowawc', 'tlumacz', 'autor', 'wszyscy', 'chor', 'tlum', 'glos', 'publicznosc',
  // people without a name
  '=ja', '=ty', '=on', '=ona', '=my', '=wy', '=oni', '=one', 'mama', 'tata', '=syn', 'corka', '=brat', 'siostr', 'babci',
  'babk', 'dziadek', 'dziadk', 'zona', '=maz', '=meza', '=mezem', '=mezowi', 'sasiad', 'kolega', 'koleg', 'kolezank', 'znajom', 'chlopak',
  'dziewczyn', 'dziecko', 'mezczyzn', 'kobiet', '=pan', '=pani', '=panie', '=pana', '=panu', 'nieznajom', 'anonim', 'osoba', 'ktos', 'rodzic',
  'wlasciciel', 'najemc', 'wynajmujac', 'sprzedajac', 'zamawiajac', 'wykonawc', 'zleceniodawc', 'zleceniobiorc',
];

/** Folded stems of headings that open a line of notes, forms and Q&A ("Pytanie:", "Uwaga:", "Krok 2:"). */
const HEADING_STEMS: readonly string[] = [
  'pytani', 'odpowied', 'uwag', 'notatk', 'notka', 'podsumowani', 'wniosek', 'wnioski', '=cel', '=celu', 'zadani', 'krok',
  'punkt', 'przyklad', 'opis', 'temat', 'tytul', 'status', 'wynik', 'komentarz', 'opini', 'zrodl', 'data', 'godzin',
  'miejsc', 'termin', 'problem', 'rozwiazani', 'propozycj', 'pomysl', 'plan', 'agenda', 'efekt', 'rezultat',
  'ocena', 'pytanie', 'zalacznik', 'wazne', 'info', 'informacj', 'legenda', 'kontekst', 'instrukcj', 'polecenie',
  'prompt', 'input', 'output', 'question', 'answer', '=note', 'summary', 'example', '=q', '=a', '=p', '=o', '=ps', '=edit',
  'formularz', 'ankiet', 'kwestionariusz', 'sekcj', 'czesc', 'rozdzial', 'dane', 'zgloszeni', 'oswiadczeni',
  'zgod', 'umow', 'protokol', 'raport', 'regulamin', 'tabel', 'lista', 'spis', 'wstep', 'zakonczeni', 'dodatek',
  // the field labels of bilingual forms ("Nazwisko/Surname:", "Imię/First name:")
  'nazwisk', '=imie', '=imiona', 'obywatelstw', '=surname', '=name', '=last', '=first', '=given', '=family', 'nationality',
  'citizenship',
  // English headings of notes and mail ("Meeting notes:", "Action items:")
  '=meeting', '=notes', '=minutes', '=action', '=items', '=update', '=recap', '=subject', '=attachment',
];

/** Stems grouped by first letter, and the words ("=…") that must match whole. */
interface Stems { byFirst: ReadonlyMap<string, readonly string[]>; exact: ReadonlySet<string> }

function stems(list: readonly string[]): Stems {
  const byFirst = new Map<string, string[]>();
  const exact = new Set<string>();
  for (const s of list) {
    if (s.startsWith('=')) { exact.add(s.slice(1)); continue; }
    const g = byFirst.get(s[0]!);
    if (g) g.push(s); else byFirst.set(s[0]!, [s]);
  }
  return { byFirst, exact };
}
const ROLES = stems(ROLE_STEMS);
const HEADINGS = stems(HEADING_STEMS);

/**
 * Whether a folded word is one of the exact words, or a stem plus at most 4 more letters ("klientka",
 * "konsultantce"). Short words that begin names take no ending ("=cel", not "Celina"; "=maz", not "Mazur").
 */
function stemmed(f: string, set: Stems): boolean {
  if (set.exact.has(f)) return true;
  const g = set.byFirst.get(f[0]!);
  if (g) for (const s of g) if (f.startsWith(s) && f.length - s.length <= 4) return true;
  return false;
}

/** Numbers and single letters that tell speakers of one role apart ("Klient 2", "Rozmówca A", "(K)"). */
const MARKER_RE = /^(?:\d{1,3}|\p{L}|[ivx]{1,4})$/u;

/**
 * Whether every word of `label` is a role noun, a heading, a number or a one-letter marker, and at least
 * one is a role noun or a heading: "Konsultant", "KLIENTKA 2", "Pani doktor", "Pytanie 3".
 */
export function isRoleLabel(label: string): boolean {
  let named = false;
  for (const w of label.split(LABEL_SEPARATORS)) {
    if (w.length === 0) continue;
    const f = fold(w);
    if (stemmed(f, ROLES) || stemmed(f, HEADINGS)) named = true;
    else if (!MARKER_RE.test(f)) return false;
  }
  return named;
}
const LABEL_SEPARATORS = /[\s()[\].,/-]+/;

/** Whether a folded word is a role noun or heading (one word of a label). */
export function isRoleWord(word: string): boolean {
  const f = fold(word);
  return stemmed(f, ROLES) || stemmed(f, HEADINGS);
}

/** Whether a word is a heading noun or adjective ("Formularz", "Zgłoszeniowy", "Pytanie"). */
export function isHeadingWord(word: string): boolean {
  return stemmed(fold(word), HEADINGS);
}
