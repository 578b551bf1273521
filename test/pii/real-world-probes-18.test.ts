// Round 18, written from the kinds of leak the sixteenth held-out set showed (made-up examples; the set is now spent),
// through the whole detection path (same harness as real-world-probes.test.ts): diminutives built from any first
// name ("natalki", "mariolce", "pawełkowi"), a title's abbreviation before a surname ("Kol. Wierzbicki", "Kol.
// Radomir Kruk"), "o nazwisku" and its kin, a surname in capitals before a first name in a record ("KOZA Anna |
// …"), an IRC log whose lines open with "<nick>", "nick w Fortnite to X", a handle after a closing formula
// ("Pozdro, kasia_85"), "pan"/"pani" and a common noun before "jak przyjdzie", a name spelled right after it
// ("Kura, k-u-r-a"). Clean texts: the same shapes without a person.
import { describe, expect, it } from 'vitest';
import { findEntities } from '../../src/pii/anonymize.js';
import { productiveDiminutives } from '../../src/pii/names/diminutives.js';
import { DEFAULT_ENABLED_TYPES, SETTING_TO_ENTITIES } from '../../src/pii/types.js';
import { describeRealWorldProbes } from './real-world-probe-suite.js';

/** [text, values that must not reach the provider]. */
const PROBES: Array<[string, string[]]> = [
  ['a ten nowy chlopak natalki to jakis informatyk, a mariolce nic nie mow', ['natalki', 'mariolce']],
  ['Ad 4. Kol. Wierzbicki zgłosił wniosek o zakup laptopa. Kol. Radomir Kruk był przeciw.', ['Wierzbicki', 'Radomir', 'Kruk']],
  ['Zgłasza kradzież roweru. Podejrzewa sąsiada o nazwisku Łoś.', ['Łoś']],
  ['Lista płac (wyciąg)\nKOZA Anna | 5 100,00\nŁABĘDŹ Ewa | 4 870,00', ['KOZA', 'ŁABĘDŹ']],
  ['SOWA Ewa, kl. IV b – zwolniona z zajęć wychowania fizycznego', ['SOWA']],
  ['<Szary_Wilk> kto jest adminem?\n<bambus2137> ja, wbij na kanał', ['Szary_Wilk', 'bambus2137']],
  ['Mój nick w Fortnite to PanKotlet, dodaj mnie!', ['PanKotlet']],
  ['Polecam tego dentystę, długie kolejki. Pozdro, kasia_85', ['kasia_85']],
  ['daj to panu rybie jak przyjdzie, on wie o co chodzi', ['rybie']],
  ['Klient: nazywam się Joanna Kura, k-u-r-a.', ['Kura']],
];

/** Realistic texts with no person and no identifier of a default type. */
const CLEAN: string[] = [
  'UWAGA: zebranie jutro, a PILNE sprawy załatwimy w piątek',
  '<b> pogrubione </b>\n<i> kursywa </i>',
  'Zmieniła nazwisko na panieńskie, a potem występowała pod nazwiskiem panieńskim.',
  'Kol. redakcyjne spotkanie o 10:00, sala B.',
  'daj to panu jak przyjdzie',
];

describeRealWorldProbes('real-world probes, round 18 (diminutives, abbreviated titles, "o nazwisku", capitals surname-first, bare IRC logs, closing-formula handles)', { probes: PROBES, clean: CLEAN });

const ENABLED = new Set(DEFAULT_ENABLED_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s]));
const found = (text: string): string[] => findEntities(text, ENABLED).map((e) => `${e.type}:${text.slice(e.start, e.end)}`);

describe('round 18: what each rule takes and leaves', () => {
  it('builds "-ek" and "-ka" diminutives, not where the "-ka" form is a word or Polish builds it otherwise', () => {
    const words = new Set(['marka']);
    const d = productiveDiminutives(['Marcin', 'Jacek'], ['Natalia', 'Maria', 'Anna', 'Mariola'], (w) => words.has(w), new Set());
    expect(d.male).toEqual(['Marcinek']);
    expect(d.female).toEqual(['Natalka', 'Mariolka']);
  });
  it('a surname in capitals before a first name only where the line opens with it and the name ends a field', () => {
    expect(found('KOZA Anna | 5 100,00')).toContain('PERSON:KOZA');
    expect(found('Na łące KOZA Anna pasła się')).not.toContain('PERSON:KOZA');
    expect(found('DYREKTOR Anna, proszę o podpis')).not.toContain('PERSON:DYREKTOR');
  });
  it('"<nick>" without a timestamp only when two lines or more open so', () => {
    expect(found('<Szary_Wilk> kto jest adminem?')).toEqual([]);
    expect(found('<b> tekst\n<i> tekst')).toEqual([]);
  });
  it('a name spelled with hyphens where nothing speaks of spelling only right after the name', () => {
    expect(found('nazywam się Joanna Kura, k-u-r-a')).toContain('PERSON:k-u-r-a');
    expect(found('nazwa produktu: k-u-r-a')).toEqual([]);
  });
  it('"o nazwisku" takes a surname, not which name it is', () => {
    expect(found('sąsiad o nazwisku Łoś')).toEqual(['PERSON:Łoś']);
    expect(found('występowała pod nazwiskiem panieńskim')).toEqual([]);
  });
});
