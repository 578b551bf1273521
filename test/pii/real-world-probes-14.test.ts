// Round 14, written from the kinds of leak the eleventh held-out set showed (made-up examples; the set is now spent),
// through the whole detection path (same harness as real-world-probes.test.ts): lower-case surnames and first names
// after a verb of calling or writing and "do" ("pisz do zimy albo do kosa", "zadzwoń do róży"), a lower-case surname
// after "na nazwisko", a double-barrelled surname in capitals whose second part is a word ("WOŹNIAK-ZIMA"), list items
// before a dotted leader, a firm's owner surname-first after what the firm does ("Zakład Stolarski Kos Roman"), a
// forum's "Napisany przez:", a first name and an initial as a mention ("@magda.k"), "who_z_where" nicknames, a phone
// after "numer" past a comma from a policy's word, the diminutive "Sebek". Clean texts: a blackbird in a cased
// sentence, Saint Nicholas, an English month, pronouns and institutions after "do".
import { describe, expect, it } from 'vitest';
import { findEntities } from '../../src/pii/anonymize.js';
import { DEFAULT_ENABLED_TYPES, SETTING_TO_ENTITIES } from '../../src/pii/types.js';
import { describeRealWorldProbes } from './real-world-probe-suite.js';

/** [text, values that must not reach the provider]. */
const PROBES: Array<[string, string[]]> = [
  // after a verb of calling or writing and "do"
  ['jutro mnie nie ma, dzwon do wrony albo do kozy, one wiedza wszystko', ['wrony', 'kozy']],
  ['napisz do baranka ze jutro nie przyjde', ['baranka']],
  // after "na nazwisko"
  ['rezerwacja stolika na nazwisko sowa, godz 19', ['sowa']],
  // a double-barrelled surname in capitals whose second part is a word
  ['Paczka od KAROLINA NOWICKA-ZIMA czeka w paczkomacie.', ['KAROLINA', 'NOWICKA', 'ZIMA']],
  // list items before a dotted leader
  ['Lista obecności\n1. Wrona Halina ....... podpis\n2. Koza Marek ....... podpis', ['Wrona', 'Halina', 'Koza', 'Marek']],
  // a firm's owner surname-first after what the firm does
  ['Przelew na rachunek: Zakład Ślusarski Lis Roman, tytułem: brama', ['Lis', 'Roman']],
  // a forum's author line, a mention of a first name and an initial, a who_z_where nickname
  ['Napisany przez: wedkarz_mazur » 12 lis 2026\nMam to samo.', ['wedkarz_mazur']],
  ['dzieki @ola.w za link!', ['ola.w']],
  ['mój nick mówi wszystko: sasiad_z_gorki', ['sasiad_z_gorki']],
  // a phone after "numer" past a comma from a policy's word
  ['dzwonię w sprawie polisy, numer 605 211 437 jest nadal aktualny?', ['605 211 437']],
  // the diminutive "Sebek"
  ['Ola: Sebek znowu się spóźnia', ['Sebek']],
];

/** Realistic texts with no person and no identifier of a default type. */
const CLEAN: string[] = [
  'Rano w ogrodzie kos śpiewał na płocie, a wrona siedziała na dachu.',
  'Czy święty Mikołaj przyjdzie do przedszkola w piątek?',
  'Zadzwoń do firmy i do apteki, potem napisz do szkoły, a do nich wyślij maila.',
  'Faktura nr 512345678 z dnia 3 marca, numer polisy 784 302 611.',
];

describeRealWorldProbes('real-world probes, round 14 (calling and writing to, na nazwisko, double-barrelled capitals, leaders, firm owners, forum authors)', { probes: PROBES, clean: CLEAN });

const ENABLED = new Set(DEFAULT_ENABLED_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s]));
const spans = (text: string): string[] => findEntities(text, ENABLED).map((e) => text.slice(e.start, e.end));

describe('round 14: what each span covers', () => {
  it('one called or written to is the word after "do", also the next after "albo do"', () => {
    expect(spans('pisz do zimy albo do kosa')).toEqual(['zimy', 'kosa']);
    expect(spans('pisz do firmy albo do mamy')).toEqual([]);
  });
  it('a double-barrelled surname in capitals is taken whole, a patron after an institution not at all', () => {
    expect(spans('od KAROLINA NOWICKA-ZIMA')).toEqual(['KAROLINA NOWICKA-ZIMA']);
    expect(spans('SZPITAL MARII SKŁODOWSKIEJ-CURIE')).toEqual([]);
  });
});
