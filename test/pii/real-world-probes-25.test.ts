// Round 25, written from the kinds of leak the twenty-third held-out set showed (made-up examples; the set is now spent
// for these kinds), through the whole detection path (same harness as real-world-probes.test.ts): a mobile right after
// a name and a comma in a sentence with a word about another number ("Zgłoszenia: Anna Nowak, 571 539 112"), a gamer's
// nick framed by x's ("xXBaranXx"), a listed surname's form after a lower-case first name in lower-case writing.
import { describe, expect, it } from 'vitest';
import { findEntities } from '../../src/pii/anonymize.js';
import { DEFAULT_ENABLED_TYPES, SETTING_TO_ENTITIES } from '../../src/pii/types.js';
import { describeRealWorldProbes } from './real-world-probe-suite.js';

/** [text, values that must not reach the provider]. */
const PROBES: Array<[string, string[]]> = [
  ['Szukam korepetytora z fizyki. Zgłoszenia: Anna Nowak, 571 539 112', ['571 539 112']],
  ['Sprawy pilne: kierownik Jan Kowal, 574 207 388', ['574 207 388']],
  ['gralem wczoraj z xXKrukXx w csa, slaby', ['xXKrukXx']],
];

/** Realistic texts with no person and no identifier of a default type. */
const CLEAN: string[] = [
  'Faktura nr 571539112 za sprawy bieżące, opłacona.',
  'xXx to film akcji, a XXL to rozmiar.',
];

describeRealWorldProbes('real-world probes, round 25 (contact lines, framed nicks, lower-case pairs)', { probes: PROBES, clean: CLEAN });

const ENABLED = new Set(DEFAULT_ENABLED_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s]));
const found = (text: string): string[] => findEntities(text, ENABLED).map((e) => `${e.type}:${text.slice(e.start, e.end)}`);

describe('round 25: what each rule takes and leaves', () => {
  it('a word about another number still vetoes a mobile that no name and comma come before', () => {
    expect(found('Zgłoszenie serwisowe 571 539 112 przyjęte.').some((f) => f.startsWith('PHONE'))).toBe(false);
  });
  it('a lower-case pair takes a listed surname only, not a common word', () => {
    expect(found('pisalam z ania wczoraj')).not.toContain('PERSON:wczoraj');
  });
});
