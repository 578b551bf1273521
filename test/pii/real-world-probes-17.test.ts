// Round 17, written from the kinds of leak the fourteenth and fifteenth held-out sets showed (made-up examples; both
// sets are now spent), through the whole detection path (same harness as real-world-probes.test.ts): handles after
// gamers' short platform names ("dc:"), "ingame:" and "nick w grze", in brackets after a platform, in an IRC log
// under a server's tag, with a game's region tag ("Szalony Kapeć#EUW"), as a signature at a review's end, as the
// other items of a list that holds a handle, as a login made of a person's name, and whole where a name sits inside
// ("Kaczor_Donald"); first names drawn out in chat ("kasiaaa"); a surname that is also a word coming back as a
// speaker's label; a form's boxed digits; names spelled letter by letter or after a request to spell; a lower-case
// common-word surname after "pan"/"pani" told apart as people are ("pan kura od gazu"). Clean texts: the same shapes
// without a person.
import { describe, expect, it } from 'vitest';
import { findEntities } from '../../src/pii/anonymize.js';
import { DEFAULT_ENABLED_TYPES, SETTING_TO_ENTITIES } from '../../src/pii/types.js';
import { describeRealWorldProbes } from './real-world-probe-suite.js';

/** [text, values that must not reach the provider]. */
const PROBES: Array<[string, string[]]> = [
  // gamers' platform short forms and labels
  ['dodaj mnie na dc: b0mber_ziom albo na steamie', ['b0mber_ziom']],
  ['brawa dla naszego snajpera (ingame: SzybkiBill), zagrał świetnie', ['SzybkiBill']],
  ['zgłaszam gracza, nick w grze CichyZabojca, cheatuje od tygodnia', ['CichyZabojca']],
  ['pisz do niego na snapie (kubus_2k) bo na fb nie siedzi', ['kubus_2k']],
  ['[Server] <Kaczor_Donald> ktoś ma diamenty?\n[Server] <zielony.ludek> ja mam', ['Kaczor_Donald', 'zielony.ludek']],
  ['mój nick w lolu to Szalony Kapeć#EUW, dodaj mnie wieczorem', ['Szalony Kapeć']],
  ['Polecam ten warsztat, naprawili szybko i tanio. – kotek1977', ['kotek1977']],
  // the other items of a list that holds a handle
  ['Wyniki turnieju: 1. xKamilosx 2. Bartek_99 3. p1otr_k! Gratulacje', ['xKamilosx', 'p1otr_k']],
  ['Skład na mecz: Bartek_99, zielonyjez, Kasia, Marek.', ['zielonyjez']],
  // a login made of a person's name
  ['Zgłoszenie 112\nUżytkownik: mwrobel (Marek Wróbel, księgowość)\nOpis: drukarka nie działa', ['mwrobel', 'Wróbel']],
  // a name inside a handle: the whole handle
  ['mój discord to pixelowy_lis, wbijaj wieczorem', ['pixelowy_lis']],
  // drawn-out first names
  ['kasiaaa gdzie jesteś, tomeeek też czeka', ['kasia', 'tome']],
  // a surname that is also a word, back as a speaker's label
  ['Prowadzący (Anna Mrówka): Dzień dobry.\nKandydatka (Ewa Szpak): Dzień dobry.\nSzpak: Mam pięć lat doświadczenia.', ['Szpak']],
  // a form's boxes
  ['PESEL: |9|0|0|1|0|1|1|2|3|4|9|', ['9|0|0|1|0|1|1|2|3|4|9']],
  // spelled names
  ['Proszę przeliterować nazwisko.\nKlient: K-o-z-i-o-ł. Kozioł.', ['K-o-z-i-o-ł', 'Kozioł']],
  ['AGENT: proszę przeliterować nazwisko\nROZMÓWCA: Chrabąszcz. Ch jak Chleb, r, a...', ['Chrabąszcz']],
  // a lower-case common-word surname after "pan"/"pani", told apart as people are
  ['zadzwoń do pana kury od gazu, a pani zima przyjdzie w czwartek', ['kury', 'zima']],
];

/** Realistic texts with no person and no identifier of a default type. */
const CLEAN: string[] = [
  'Kod w C# i F# kompiluje się szybciej, zob. issue#1234 na liście.',
  'Szpak siedział na płocie, a wróbel na dachu.',
  'Proszę przeliterować słowo „pół-na-pół” w dyktandzie.',
  'Cena – 150 zł. Odbiór osobisty – Redakcja',
  'Lista zakupów: 1. mleko 2. chleb 3. masło',
  'pan bóg wie najlepiej, a pani domu z uśmiechem podała obiad',
  'nieee no taaak, dobraaa',
];

describeRealWorldProbes('real-world probes, round 17 (gamers\' handles, handle lists, name logins, drawn-out names, label echoes, boxes, spelling, pan/pani)', { probes: PROBES, clean: CLEAN });

const ENABLED = new Set(DEFAULT_ENABLED_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s]));
const found = (text: string): string[] => findEntities(text, ENABLED).map((e) => `${e.type}:${text.slice(e.start, e.end)}`);

describe('round 17: what each rule takes and leaves', () => {
  it('a platform short form counts only before a colon', () => {
    expect(found('na dc: kot_z_mazur')).toContain('USERNAME:kot_z_mazur');
    expect(found('prąd dc jest stały, yt też')).toEqual([]);
  });
  it('a region tag after a name only in talk of games; "#1234" after a word is no tagged name', () => {
    expect(found('gram w lola, nick Wilk99#EUNE')).toContain('USERNAME:Wilk99#EUNE');
    expect(found('Szalony Kapeć#EUW')).toEqual([]);
  });
  it('a signature at the text\'s end needs a handle\'s shape', () => {
    expect(found('Świetna obsługa! – mruczek1988')).toEqual(['USERNAME:mruczek1988']);
    expect(found('Świetna obsługa! – Redakcja')).toEqual([]);
  });
  it('list mates of a handle: a one-token item no dictionary knows or shaped like a handle; not a word', () => {
    expect(found('Skład: Bartek_99, zielonyjez, chleb')).toEqual(['USERNAME:Bartek_99', 'USERNAME:zielonyjez']);
    expect(found('Skład: Bartek, zielonyjez, chleb')).not.toContain('USERNAME:zielonyjez');
  });
  it('a login of a person\'s name in any of the usual shapes, only beside that person', () => {
    expect(found('Anna Nowak (login: a.nowak) i jej stary login nowak_a')).toEqual(
      expect.arrayContaining(['USERNAME:a.nowak', 'USERNAME:nowak_a']));
    expect(found('login anowak')).not.toContain('PERSON:anowak');
  });
  it('a name inside an underscore token widens to the whole token as a handle', () => {
    const f = found('[Server] gracz Kaczor_Donald dołączył');
    expect(f.some((x) => x.includes('Donald') && !x.includes('Kaczor'))).toBe(false);
  });
  it('a drawn-out word is a name only when it reads back as a first name and is no word', () => {
    expect(found('olaaa!')).toEqual(['PERSON:olaaa']);
    expect(found('siemaaa, nieee')).toEqual([]);
  });
  it('a common-word surname echoes as a label or mid-sentence, not at a sentence\'s start', () => {
    expect(found('Rozmawiałam z Ewą Szpak. Potem odpowiedział Szpak.').filter((x) => x.endsWith(':Szpak'))).toHaveLength(1);
    expect(found('Rozmawiałam z Ewą Szpak. Szpak siedział na płocie.').filter((x) => x.endsWith(':Szpak'))).toHaveLength(0);
  });
  it('boxed digits are an identifier only with their keyword and a valid checksum', () => {
    expect(found('PESEL [9][0][0][1][0][1][1][2][3][4][9]')).toHaveLength(1);
    expect(found('kod |9|0|0|1|0|1|1|2|3|4|9|')).toEqual([]);
    expect(found('PESEL |9|0|0|1|0|1|1|2|3|4|5|')).toEqual([]);
  });
  it('after "pan"/"pani", a common noun is a surname only when told apart or doing what people do', () => {
    expect(found('pan kura od gazu')).toEqual(['PERSON:kura']);
    expect(found('pani zima przyszła')).toEqual(['PERSON:zima']);
    expect(found('pani zima jest mroźna, pan domu śpi')).toEqual([]);
  });
});
