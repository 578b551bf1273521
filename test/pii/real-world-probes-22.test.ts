// Round 22, written from the kinds of leak the twentieth held-out set showed (made-up examples; the set is now spent
// for these kinds), through the whole detection path (same harness as real-world-probes.test.ts): lines typed with a
// space after every character ("N a z w i s k o :  S I K O R A"), single digits split by en dashes, an ID card's
// series and number given apart, a surname before a lone first name in a list item, in brackets or after a label, the
// surname after "nazywa się <first name>" and before "się nazywa", a word after a first name that a pronoun says was
// someone ("kurę! tego z liceum"), a nickname in quotes between first name and surname, a family after "rodziny",
// CamelCase gamer tags with a number after "_", a login no dictionary knows after "użytkownik", a first name and the
// surname's initial as a login, a lower-case common-word surname's other case forms, the first item of a labelled
// list of people, a listed surname that is a noun capitalised after a preposition that takes a person ("z Kowalem i
// Zającem", "Z Baranem nie ma co gadać"). Clean texts: the same shapes without a person.
import { describe, expect, it } from 'vitest';
import { findEntities } from '../../src/pii/anonymize.js';
import { detectionView } from '../../src/pii/detection-view.js';
import { introducedSurnames } from '../../src/pii/introduced-surnames.js';
import { DEFAULT_ENABLED_TYPES, SETTING_TO_ENTITIES } from '../../src/pii/types.js';
import { describeRealWorldProbes } from './real-world-probe-suite.js';

/** [text, values that must not reach the provider]. */
const PROBES: Array<[string, string[]]> = [
  ['I m i ę :  M A R T A\nN a z w i s k o :  K O Z A\nP E S E L :  8 2 0 7 1 5 0 1 2 3 7', ['M A R T A', 'K O Z A', '8 2 0 7 1 5 0 1 2 3 7']],
  ['Zapisuję się na kurs, tel. 5 0 1 – 2 2 3 – 4 4 5', ['5 0 1 – 2 2 3 – 4 4 5']],
  ['W załączniku skan dowodu osobistego: seria ABK, numer 212 345.', ['ABK', '212 345']],
  ['Obecni:\n1. Anna Nowak ✓\n2. Zięba Marta ✓\n3. Sikora Tomasz (L4)', ['Zięba']],
  ['Rezerwacja hotelu: WRONA Paweł, pokój 12, dwie noce', ['WRONA']],
  ['system nie wpuszcza mnie (Kos Magdalena, gr. 2), ktoś wie czemu?', ['Kos']],
  ['nie smiej sie ale on sie nazywa pawel karp 🐟', ['karp']],
  ['Ten hydraulik, Wierzbicki się nazywa, bierze 200 zł za godzinę.', ['Wierzbicki']],
  ['wiesz kogo spotkalam na dworcu? adama kure! tego z technikum', ['kure']],
  ['Opiekun grupy: Ewa „Iskra” Sowa, tel. 601 222 333', ['Sowa']],
  ['Msza w intencji zmarłych z rodziny Wróblów', ['Wróblów']],
  ['wczoraj wbil DzikiKoziol_07 na serwer i od razu ban', ['DzikiKoziol_07']],
  ['Ticket #881: użytkownik tkrawc nie ma dostępu do VPN', ['tkrawc']],
  ['Nowe konto: adamw (Adam Wiśniewski), dostęp od poniedziałku', ['adamw']],
  ['adam kruk znowu nie oddal kasy, krukowi juz nic nie pozycze', ['krukowi']],
  ['Skład: Jan Nowak, Piotr Kos, Adam Wrona. Rezerwa: Szpak, Marek Lis.', ['Szpak']],
  ['Narada z Kowalem i Zającem przesunięta na piątek.', ['Kowalem', 'Zającem']],
  ['Z Baranem nie ma co gadać, lepiej idź prosto do Wilka.', ['Baranem', 'Wilka']],
];

/** Realistic texts with no person and no identifier of a default type. */
const CLEAN: string[] = [
  'O g ł o s z e n i e :  z e b r a n i e  w  p i ą t e k',
  'Firma się nazywa Okna-Bud i robi okna.',
  'kupiłam córce sukienkę, tej od mamy nie chciała',
  'użytkownik zgłasza błąd, użytkownik musi zmienić hasło',
  'the user clicks the button',
  'Nowy GalaxyNote20 w promocji.',
  'Mecz z Górnikiem, potem spotkanie z Krakowem i spacer przy Kowalskiej.',
  'W lesie widzieliśmy wilka, a z zającem bawiły się dzieci.',
  'Negocjacje ze Szwedami i rozmowa ze Szwedem z zarządu przełożone.',
];

describeRealWorldProbes('real-world probes, round 22 (letter-spaced lines, series and number apart, surnames before first names, introductions, appositions, quoted nicknames, families, gamer tags, logins, lower-case case forms, labelled lists)', { probes: PROBES, clean: CLEAN });

const ENABLED = new Set(DEFAULT_ENABLED_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s]));
const found = (text: string): string[] => findEntities(text, ENABLED).map((e) => `${e.type}:${text.slice(e.start, e.end)}`);
const person = (text: string, word: string) => {
  const start = text.indexOf(word);
  return { type: 'PERSON' as const, start, end: start + word.length };
};

describe('round 22: what each rule takes and leaves', () => {
  it('only whole lines with a space after every character are closed up, mapped back to the original', () => {
    const t = 'Dane:\nN a z w i s k o :  K O Z A\nkoniec';
    const view = detectionView(t)!;
    expect(view.text).toBe('Dane:\nNazwisko:  KOZA\nkoniec');
    const start = view.text.indexOf('KOZA');
    expect(view.toOriginal([{ start, end: start + 4 }]).map((s) => t.slice(s.start, s.end))).toEqual(['K O Z A']);
    expect(detectionView('Nazywam się Szwed, S Z W E D, jak Szwecja.')).toBeNull();
  });
  it('a series and a number apart need a valid check digit and a document word', () => {
    expect(found('dowód osobisty: seria ABK, numer 212 346').some((f) => f.startsWith('PL_ID_CARD'))).toBe(false);
    expect(found('seria ABK, numer 212 345 biletu').some((f) => f.startsWith('PL_ID_CARD'))).toBe(false);
  });
  it('"nazywa się" takes the word after a first name only when it is a noun', () => {
    const t = 'nazywa sie marek i mieszka w gdyni';
    expect(introducedSurnames(t, [person(t, 'marek')])).toEqual([]);
  });
  it('a pronoun after a comma says nothing: only "?" or "!" before it', () => {
    const t = 'pawla kure, tego z liceum';
    expect(introducedSurnames(t, [person(t, 'pawla')])).toEqual([]);
    const u = 'pawla kure! tego z liceum';
    expect(introducedSurnames(u, [person(u, 'pawla')]).map((c) => u.slice(c.start, c.end))).toEqual(['kure']);
  });
  it('a lower-case surname\'s own form stays a word; a title-case sentence\'s start too', () => {
    expect(found('adam kruk ma kruka w klatce, a kruk to ptak')).not.toContain('PERSON:kruk to');
    expect(found('Adam Wilk przyszedł. Wilk to drapieżnik.')).not.toContain('PERSON:Wilk to');
  });
  it('a surname that is a noun: capitalised, in an oblique case, after a preposition, not its own form or a street', () => {
    expect(found('Był tam Zając i Sowa.').some((f) => f === 'PERSON:Zając')).toBe(false);
    expect(found('mieszkam przy Kowalskiej, obok Lisa').filter((f) => f.includes('Kowalskiej'))).toEqual([]);
    expect(found('Uciekł. Z Baranem w tle.')).toContain('PERSON:Baranem');
    expect(found('Zdjęcie Z Baranem w tle')).not.toContain('PERSON:Baranem');
  });
  it('a labelled list\'s first item needs a person before it and after it', () => {
    expect(found('Rezerwa: Szpak, Marek Lis.')).not.toContain('PERSON:Szpak');
  });
});
