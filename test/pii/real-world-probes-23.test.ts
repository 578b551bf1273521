// Round 23, written from the kinds of leak and of changed clean text the twenty-first held-out set showed (made-up
// examples; the set is now spent for these kinds), through the whole detection path (same harness as
// real-world-probes.test.ts): number words grouped by commas ("sześćset sześćdziesiąt, zero sześćdziesiąt pięć, …") and
// a phone after "plus czterdzieści osiem", a Windows domain account ("DOMENA\jkowal2"), a login with a tag after
// "użytkownika" ("pnowicki-dev"), a family after "Państwo" whose surname is a trade ("Państwo Kowalowie") and the
// next families of a list ("rodzinom Nowaków, Lisów i Pająków"), a list of lines "Surname First ✓", the one greeted
// ("siema kuba,"), someone pointed at by class, subject or department ("ten lis z 3b"). Clean texts: pets' names ("pies
// Burek"), the same shapes without a person.
import { describe, expect, it } from 'vitest';
import { findEntities } from '../../src/pii/anonymize.js';
import { dropPetNames } from '../../src/pii/pet-names.js';
import { DEFAULT_ENABLED_TYPES, SETTING_TO_ENTITIES } from '../../src/pii/types.js';
import { describeRealWorldProbes } from './real-world-probe-suite.js';

/** [text, values that must not reach the provider]. */
const PROBES: Array<[string, string[]]> = [
  ['sąsiadka podała telefon: sześćset sześćdziesiąt, zero sześćdziesiąt pięć, pięćset osiemnaście', ['sześćset sześćdziesiąt, zero sześćdziesiąt pięć, pięćset osiemnaście']],
  ['zapisuj: plus czterdzieści osiem, pięć trzy cztery, cztery trzy cztery, dwa jeden jeden', ['pięć trzy cztery, cztery trzy cztery, dwa jeden jeden']],
  ['Proszę odblokować konto FIRMA\\mzielinski7, dzięki.', ['mzielinski7']],
  ['Błąd zgłoszony przez użytkownika pnowicki-dev w piątek.', ['pnowicki-dev']],
  ['Zaległości w opłatach: mieszkanie 7 (Państwo Kowalowie).', ['Kowalowie']],
  ['Dziękujemy za sprzątanie rodzinom Nowaków, Lisów i Pająków.', ['Lisów', 'Pająków']],
  ['Obecność:\nKowal Marek ✓\nAnna Nowak ✓\nZima Ewa – nieobecna', ['Kowal', 'Zima']],
  ['siema kuba, widziales to?', ['kuba']],
  ['wiesz ze ten lis z 3b to syn sasiadki?', ['lis']],
  ['pamietasz jak ta jagoda z biologii nas oblala?', ['jagoda']],
];

/** Realistic texts with no person and no identifier of a default type. */
const CLEAN: string[] = [
  'nasz pies Burek znowu uciekł, a kot Filemon śpi na kaloryferze',
  'u Polaków, Czechów i Słowaków jest inaczej',
  'hej wszystkim, dobra robota!',
  'ta kawa z automatu jest okropna, a ten kot z sąsiedztwa znowu miauczy',
  'Ścieżka C:\\Users\\Public i NT AUTHORITY\\system',
];

describeRealWorldProbes('real-world probes, round 23 (grouped number words, domain accounts, tagged logins, families, unmarked lists, greetings, people by class or department, pets)', { probes: PROBES, clean: CLEAN });

const ENABLED = new Set(DEFAULT_ENABLED_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s]));
const found = (text: string): string[] => findEntities(text, ENABLED).map((e) => `${e.type}:${text.slice(e.start, e.end)}`);

describe('round 23: what each rule takes and leaves', () => {
  it('a pet\'s noun drops only the single word right after it', () => {
    const t = 'pies Burek i pies sąsiada Jana Nowaka';
    const candidates = [
      { type: 'PERSON' as const, start: 5, end: 10, score: 0.9, source: 'ner' },
      { type: 'PERSON' as const, start: t.indexOf('Jana'), end: t.length, score: 0.9, source: 'ner' },
    ];
    expect(dropPetNames(t, candidates).map((c) => t.slice(c.start, c.end))).toEqual(['Jana Nowaka']);
  });
  it('an unmarked list line needs a list of lines and a mark after the name', () => {
    expect(found('Dziś Anna ✓ a jutro Piotr')).not.toContain('PERSON:Dziś');
    expect(found('Obecność:\nKowal Marek\nAnna Nowak')).not.toContain('PERSON:Kowal');
  });
  it('the one greeted must be a first-name form before the vocative\'s punctuation', () => {
    expect(found('hej ludzie, siema wszyscy!')).toEqual([]);
    expect(found('siema kuba co tam')).not.toContain('PERSON:kuba');
  });
  it('a grouped reading without a phone word or "plus 48" is no phone', () => {
    expect(found('wynik: sześćset sześćdziesiąt, zero sześćdziesiąt pięć, pięćset osiemnaście').some((f) => f.startsWith('PHONE'))).toBe(false);
  });
});
