// Round 24, written from the kinds of leak and of changed clean text the twenty-second held-out set showed (made-up
// examples; the set is now spent for these kinds), through the whole detection path (same harness as
// real-world-probes.test.ts): a maiden name after "nazwisko panieńskie to", a foreign name the lists lack after a
// role label ("Cudzoziemiec: …"), an @mention glued in CamelCase with a first name ("@TomekMrozPL"), a phone read out in
// groups after "pod numerem". Clean texts: a name-day calendar ("Imieniny obchodzą dziś: …").
import { describe, expect, it } from 'vitest';
import { findEntities } from '../../src/pii/anonymize.js';
import { readsAsName } from '../../src/pii/detectors/label-leaders.js';
import { DEFAULT_ENABLED_TYPES, SETTING_TO_ENTITIES } from '../../src/pii/types.js';
import { describeRealWorldProbes } from './real-world-probe-suite.js';

/** [text, values that must not reach the provider]. */
const PROBES: Array<[string, string[]]> = [
  ['Dane do wniosku: nazwisko panieńskie to Kozieł, imię ojca Jan.', ['Kozieł']],
  ['Cudzoziemka: Nodira Yusupova (Uzbekistan), cel pobytu: praca', ['Nodira', 'Yusupova']],
  ['Brawo dla @AniaBiegaPL za życiówkę! 🏃‍♀️', ['@AniaBiegaPL']],
  ['proszę dzwonić do taty, on nie czyta maili, pod numerem sześćset siedem, trzysta osiemdziesiąt trzy, czterysta trzydzieści dziewięć', ['sześćset siedem, trzysta osiemdziesiąt trzy, czterysta trzydzieści dziewięć']],
];

/** Realistic texts with no person and no identifier of a default type. */
const CLEAN: string[] = [
  'Imieniny obchodzą dziś: Andrzej, Anna i Katarzyna.',
  'Dziś imieniny obchodzi Barbara – wszystkiego najlepszego!',
  'Pacjent: Dobrze Się Czuje',
  'Gratulacje dla @PolskaReprezentacja za mecz!',
];

describeRealWorldProbes('real-world probes, round 24 (maiden names, foreign names after role labels, CamelCase mentions, grouped phones, name-day calendars)', { probes: PROBES, clean: CLEAN });

const ENABLED = new Set(DEFAULT_ENABLED_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s]));
const found = (text: string): string[] => findEntities(text, ENABLED).map((e) => `${e.type}:${text.slice(e.start, e.end)}`);

describe('round 24: what each rule takes and leaves', () => {
  it('a name-day calendar drops lone first names only where someone "obchodzi"/"obchodzą", not "obchodzimy"', () => {
    expect(found('Imieniny Kasi obchodzimy u babci w sobotę.')).toContain('PERSON:Kasi');
    expect(found('Dziś imieniny obchodzi Barbara, a jutro przyjdzie Kasia Nowak.')).toContain('PERSON:Kasia Nowak');
  });
  it('two capitalised words after a label read as a name only when no dictionary has them', () => {
    expect(readsAsName('Alesia Haurylchyk')).toBe(true);
    expect(readsAsName('Dobrze Się')).toBe(false);
  });
});
