// Round 21, written from the kinds of leak the nineteenth held-out set showed (made-up examples; the set is now
// spent for these kinds), through the whole detection path (same harness as real-world-probes.test.ts): a phone whose
// sentence ended before a word about a parcel or an invoice ("… pod 7. W razie pytań 787 …"), "info" and "w razie
// pytań" before a phone, identifiers read out in pairs and groups of number words (a PESEL, an account number), an ID
// card's letters spelled before its digits in words, nine digit words read out in threes, a signature in capitals
// ("Z POWAŻANIEM, MARTA ŁABĘDŹ"), a common-word surname after "dr"/"mecenas" in lower case, an @mention beside
// another found one, "na tiktoku jestem <handle>", CamelCase handles with a birth year and "…PL" handles with their
// stem alone, the other speakers of a log of handles, a name next to its spelling ("Wit. W-I-T."), short forms'
// diminutives ("Izka"). Clean texts: the same shapes without a person.
import { describe, expect, it } from 'vitest';
import { findEntities } from '../../src/pii/anonymize.js';
import { spelledEchoes } from '../../src/pii/spelled-echoes.js';
import { handleStems, speakerMates } from '../../src/pii/handle-echoes.js';
import { DEFAULT_ENABLED_TYPES, SETTING_TO_ENTITIES } from '../../src/pii/types.js';
import { describeRealWorldProbes } from './real-world-probe-suite.js';

/** [text, values that must not reach the provider]. */
const PROBES: Array<[string, string[]]> = [
  ['paczka czeka u sąsiada pod 12. W razie pytań 692 410 733', ['692 410 733']],
  ['Sprzedam rower, stan dobry, faktura VAT, info 534 118 906', ['534 118 906']],
  ['KONSULTANT: Poproszę numer PESEL.\nKLIENT: Osiemdziesiąt dwa, zero siedem, piętnaście, zero jeden, dwadzieścia trzy, siedem.', ['Osiemdziesiąt dwa, zero siedem, piętnaście, zero jeden, dwadzieścia trzy, siedem']],
  ['numer konta podaję: sześćdziesiąt trzy, dwanaście czterdzieści, dziesięć trzydzieści siedem, zero zero zero zero, zero zero zero zero, dwanaście trzydzieści cztery, pięćdziesiąt sześć siedemdziesiąt osiem', ['sześćdziesiąt trzy, dwanaście czterdzieści']],
  ['czyli numer dowodu osobistego to D W R dwa osiem zero cztery jeden siedem, tak?', ['D W R dwa osiem zero cztery jeden siedem']],
  ['zapisz sobie: sześć zero jeden, dwa dwa dwa, trzy trzy trzy', ['sześć zero jeden, dwa dwa dwa, trzy trzy trzy']],
  ['PROSZĘ O WYDANIE ZAŚWIADCZENIA.\nZ POWAŻANIEM, HALINA KRUK', ['HALINA', 'KRUK']],
  ['skierowala nas dr jaworek, a potem mecenas sowa oddzwonil', ['jaworek', 'sowa']],
  ['@kasia_gotuje mega tort! @ewa.k.88 zobacz', ['@ewa.k.88']],
  ['na tiktoku jestem tomek.robi.meble, wbijajcie', ['tomek.robi.meble']],
  ['Raid od DziadekGracz58, dzięki za 30 widzów!', ['DziadekGracz58']],
  ['ten "Okoń" z gildii to na serwerze OkońPL', ['Okoń', 'OkońPL']],
  ['kropek_77: ktos ma bana?\nola_k: ja nie\nszybkibolid: ja mam\nkropek_77: czemu', ['szybkibolid']],
  ['AGENT: A imię?\nKLIENT: Lech. L-E-C-H.', ['L-E-C-H']],
  ['oddaj za bilety jak mozesz - izka', ['izka']],
];

/** Realistic texts with no person and no identifier of a default type. */
const CLEAN: string[] = [
  'Zamówienie nr 784302611. Dziękujemy za zakupy w naszym sklepie.',
  'wynik: jeden dwa, dwa trzy, trzy cztery, pięć sześć',
  'Z POWAŻANIEM, ZARZĄD SPÓŁDZIELNI',
  'POZDRAWIAM, KIEROWNIK BUDOWY',
  'dr rodzinny przyjmuje od 8, a dr hab. wykłada',
  'Nowy GalaxyNote20 i PlayStation5 w promocji',
  'w kodzie @Component i @types/node',
  'Klient: dzień dobry\nKonsultant: w czym mogę pomóc?\nKlient: chodzi o fakturę',
];

describeRealWorldProbes('real-world probes, round 21 (phones past a sentence, identifiers read out in groups, caps signatures, titles in lower case, mentions, handles and their stems, spellings)', { probes: PROBES, clean: CLEAN });

const ENABLED = new Set(DEFAULT_ENABLED_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s]));
const found = (text: string): string[] => findEntities(text, ENABLED).map((e) => `${e.type}:${text.slice(e.start, e.end)}`);
const span = (text: string, word: string, type = 'PERSON' as const) => {
  const start = text.indexOf(word);
  return { type, start, end: start + word.length };
};

describe('round 21: what each rule takes and leaves', () => {
  it('a word about another number still vetoes a phone in its own sentence, and across an abbreviation\'s dot', () => {
    expect(found('Numer przesyłki 784302611, dziękujemy.')).not.toContain('PHONE_NUMBER:784302611');
    expect(found('Faktura nr. 784302611 opłacona.')).not.toContain('PHONE_NUMBER:784302611');
  });
  it('an identifier read out in groups needs its keyword and a valid checksum', () => {
    expect(found('Osiemdziesiąt dwa, zero siedem, piętnaście, zero jeden, dwadzieścia trzy, siedem.').some((f) => f.startsWith('PESEL'))).toBe(false);
    expect(found('PESEL: osiemdziesiąt dwa, zero siedem, piętnaście, zero jeden, dwadzieścia trzy, osiem.').some((f) => f.startsWith('PESEL'))).toBe(false);
  });
  it('nine digit words are a phone read out in threes or before "to numer", with a mobile prefix', () => {
    expect(found('kod: sześć zero jeden dwa dwa dwa trzy trzy trzy').some((f) => f.startsWith('PHONE'))).toBe(false);
    expect(found('kod: jeden zero jeden, dwa dwa dwa, trzy trzy trzy').some((f) => f.startsWith('PHONE'))).toBe(false);
    expect(found('sześć zero jeden dwa dwa dwa trzy trzy trzy to numer do szefa').some((f) => f.startsWith('PHONE'))).toBe(true);
  });
  it('a signature in capitals needs a first name, and no desk or role word', () => {
    expect(found('Z POWAŻANIEM, DYREKTOR SZKOŁY')).toEqual([]);
  });
  it('a title before a word in lower case: only a surname the lexicon knows', () => {
    expect(found('dr rodzinny i mecenas dzwonil')).toEqual([]);
  });
  it('a handle\'s stem only capitalised as in the handle, alone', () => {
    const t = 'OkońPL gra, a okoń to ryba, Okoniowy staw';
    expect(handleStems(t, [span(t, 'OkońPL', 'USERNAME' as 'PERSON')]).map((c) => t.slice(c.start, c.end))).toEqual([]);
  });
  it('a log\'s other speakers only beside two found handles, not roles', () => {
    const t = 'kropek_77: a\nAdmin: b\nszybkibolid: c';
    const one = [span(t, 'kropek_77', 'USERNAME' as 'PERSON')];
    expect(speakerMates(t, one)).toEqual([]);
  });
  it('a spelling and a name go together only when one of them was found as a person', () => {
    const t = 'Kod: A-B-C. Słowo abc.';
    expect(spelledEchoes(t, [])).toEqual([]);
    const u = 'Lech, L-E-C-H, i lech w piwie';
    expect(spelledEchoes(u, [span(u, 'Lech')]).map((c) => u.slice(c.start, c.end))).toEqual(['L-E-C-H']);
  });
});
