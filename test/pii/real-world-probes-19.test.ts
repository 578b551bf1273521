// Round 19, written from the kinds of leak the seventeenth held-out set showed (made-up examples; the set is now
// spent), through the whole detection path (same harness as real-world-probes.test.ts): handles glued in CamelCase
// with a name among their parts ("SzybkiTomasz"), an @handle of more than two dotted parts ("@foto.ania.nowakowska"),
// an account's name in capitals with "_" ("NOWICKI_P"), a login of an initial, a dot and a surname ("t.zielinska"),
// a handle's usual tail ("kotlet_official"), a dotted speaker of a timed chat log ("[21:03] tomi.xd:"), a quoted
// nickname after "na niego mówią", "aka", "vel", "ksywka", a name after "śp." or a word of kin in capitals or
// capitalised ("UPOWAŻNIAM SYNA MARKA KURĘ"), the answer to "Nazwisko pacjenta?" with a spelling hint, a listed
// surname that is a word before a verb of calling or writing ("Kowal napisał"), "streamuje jako …", a handle after
// "na faceicie" or ending in a year of birth, an ID card with a look-alike after its keyword and series ("KTR3009Z2"),
// "Pasażer:" and other roles before a surname-first name, a signature before a short bracket ("Świątek (lokal nr 7)").
// Clean texts: the same shapes without a person.
import { describe, expect, it } from 'vitest';
import { findEntities } from '../../src/pii/anonymize.js';
import { DEFAULT_ENABLED_TYPES, SETTING_TO_ENTITIES } from '../../src/pii/types.js';
import { describeRealWorldProbes } from './real-world-probe-suite.js';

/** [text, values that must not reach the provider]. */
const PROBES: Array<[string, string[]]> = [
  ['kto to jest ten SzybkiTomasz?? caly mecz afk, zglos go', ['SzybkiTomasz']],
  ['Na YT kanał TomekGotuje, a na IG MarekNowakFoto — zapraszam!', ['TomekGotuje', 'MarekNowakFoto']],
  ['Zdjęcia: @foto.ania.nowakowska | Makijaż: @studio_glam', ['foto.ania.nowakowska']],
  ['Zgłoszenie: użytkownik AD NOWICKI_P nie może się zalogować; konta a.wrobel i t.zielinska zablokowane.', ['NOWICKI_P', 'a.wrobel', 't.zielinska']],
  ['kiedys streamowal jako kotlet_official, teraz nie wiem', ['kotlet_official']],
  ['[21:03] tomi.xd: gramy dzisiaj?\n[21:04] Maro_77: ja moge', ['tomi.xd', 'Maro_77']],
  ['Świadek: ten chłopak, co na niego mówią „Rudy”, stał pod sklepem.', ['Rudy']],
  ['Tomasz Wrona aka „Kruk”, Klub Miłośników Fiata', ['Kruk']],
  ['Jan Kos vel "Kosa" też tam był, ksywka „Długi” to jego brat.', ['Kosa', 'Długi']],
  ['ŚP. JAN ZIMA, ŻYŁ LAT 80. POGRZEB W SOBOTĘ.', ['ZIMA']],
  ['UPOWAŻNIAM SYNA MARKA KURĘ DO ODBIORU MOJEJ EMERYTURY.', ['MARKA', 'KURĘ']],
  ['Upoważniam córkę Annę Sowę do odbioru dokumentów.', ['Sowę']],
  ['Rejestracja: Nazwisko pacjenta?\nPacjent: Głąbała, przez ą.\nRejestracja: Imię?\nPacjent: Zofia.', ['Głąbała', 'Zofia']],
  ['Kowal napisał maila do szefa, że się spóźni.', ['Kowal']],
  ['zglosilem go, nick na faceicie prostyjanusz_1977', ['prostyjanusz_1977']],
  ['NUMER DOWODU/CARD NUMBER: KTR3009Z2', ['KTR3009Z2']],
  ['Nr paszportu: ZS1234567\nPasażer: Grabarczyk Anna', ['Grabarczyk', 'Anna']],
  ['Proszę o zwrot kaucji. Z góry dziękuję, Świątek (lokal nr 7)', ['Świątek']],
];

/** Realistic texts with no person and no identifier of a default type. */
const CLEAN: string[] = [
  'PowerPoint, YouTube i JavaScript to narzędzia, a WordPress ma nową wersję.',
  'Z j.polskiego mamy dwie godziny, a z j.angielskiego jedną.',
  'plik raport_final.pdf i ustawienie config_pl oraz stała API_V2 i PL_2024',
  'Rejestracja: Nazwisko pacjenta?\nPacjent: Tak, już mówię.',
  'Lis przebiegł przez drogę, a telefon dzwonił całą noc.',
  'Upoważniam syna do odbioru dokumentów.',
  'mówią na to „mus”, a niektórzy „konieczność”',
  'Arkusze tabela_2024 i zestawienie_2023 są w folderze.',
  'Numer dowodu rejestracyjnego: DR 12345, seria AB.',
];

describeRealWorldProbes('real-world probes, round 19 (CamelCase and dotted handles, capitals accounts, initial logins, quoted nicknames, kin slots, named answers, talking surnames)', { probes: PROBES, clean: CLEAN });

const ENABLED = new Set(DEFAULT_ENABLED_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s]));
const found = (text: string): string[] => findEntities(text, ENABLED).map((e) => `${e.type}:${text.slice(e.start, e.end)}`);

describe('round 19: what each rule takes and leaves', () => {
  it('a CamelCase word is a handle only with a first name or a listed surname of four letters or more among its parts', () => {
    expect(found('napisz do ProstyJanusz na priv')).toContain('USERNAME:ProstyJanusz');
    expect(found('otwórz PowerPoint albo WordPress')).toEqual([]);
    expect(found('gra w SuperMax i MaxPower')).toEqual([]);
  });
  it('an @handle of three parts needs a first name followed by a surname among them', () => {
    expect(found('Zdjęcia: @foto.kaja.lewandowska')).toContain('USERNAME:@foto.kaja.lewandowska');
    expect(found('Zdjęcia: @foto.studio.krakow')).toEqual([]);
  });
  it('"_" in capitals only after a listed surname or first name', () => {
    expect(found('konto NOWICKI_P zablokowane')).toContain('USERNAME:NOWICKI_P');
    expect(found('zmienna API_KEY i stała MAX_SIZE')).toEqual([]);
  });
  it('an initial login needs a surname that is no word', () => {
    // Either as a login or as an initialled name: the span is what must go.
    expect(found('konta a.wrobel i t.zielinska zablokowane').map((f) => f.slice(f.indexOf(':') + 1))).toEqual(['a.wrobel', 't.zielinska']);
    expect(found('ocena z j.polski i j.niemiecki')).toEqual([]);
  });
  it('a dotted chat speaker only after a line\'s time', () => {
    expect(found('[22:15] pati.xo: siema')).toContain('USERNAME:pati.xo');
    expect(found('Zob. str.: 12, tab. 3')).toEqual([]);
  });
  it('a kin word and a first name vouch for the next word only capitalised or in capitals', () => {
    expect(found('upoważniam syna marka kurę')).not.toContain('PERSON:kurę');
    expect(found('Upoważniam syna Marka do odbioru')).not.toContain('PERSON:do');
  });
  it('a listed surname that is a word is a person before a verb of calling or writing only', () => {
    expect(found('Sowa pohukiwała w nocy.')).toEqual([]);
    expect(found('Sowa dzwoniła dwa razy.')).toContain('PERSON:Sowa');
  });
});

describe('round 19: a look-alike after a document keyword', () => {
  it('is read only after the series, so a series ending in a look-alike letter stays as written', () => {
    expect(found('Legitymuję się dowodem osobistym NRI978390.')).toContain('PL_ID_CARD:NRI978390');
    expect(found('NUMER DOWODU/CARD NUMBER: KTR3009Z2')).toContain('PL_ID_CARD:KTR3009Z2');
  });
});
