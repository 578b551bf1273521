// Round 16, written from the kinds of leak the thirteenth held-out set showed (made-up examples; the set is now spent),
// through the whole detection path (same harness as real-world-probes.test.ts): a lower-case surname after a
// lower-case title ("mecenasa kędziory") or after "pan"/"pani" alone ("pani sowa z parteru"), a list's last first
// name running on into the sentence ("powiedz kubie i zuzi żeby…"), a handle in markdown's bold after "usera", a
// phone right after "pod" in a sentence about orders; and, from probes of my own, a nickname by its shape in prose
// ("Kotek_88", "bartek2007"). Clean texts: titles, roles and words after "pan"/"pani", a
// verb after "użytkownik", amounts after "pod", code identifiers, files and product codes.
import { describe, expect, it } from 'vitest';
import { findEntities } from '../../src/pii/anonymize.js';
import { DEFAULT_ENABLED_TYPES, SETTING_TO_ENTITIES } from '../../src/pii/types.js';
import { describeRealWorldProbes } from './real-world-probe-suite.js';

/** [text, values that must not reach the provider]. */
const PROBES: Array<[string, string[]]> = [
  // a lower-case surname after a lower-case title
  ['muszę iść do kancelarii mecenasa wróbla z tymi papierami', ['wróbla']],
  ['zapisz mnie do doktora sikory na czwartek', ['sikory']],
  // after "pan"/"pani" alone, in lower case
  ['na zebraniu pani sowa z trzeciego piętra znowu się kłóciła z panem mrozem', ['sowa', 'mrozem']],
  // a list's last first name running on into the sentence
  ['przekaż kubie i zuzi żeby wrócili przed dziewiątą', ['kubie', 'zuzi']],
  // a handle in markdown's bold after "usera"
  ['proszę zbanować usera **MrocznyWilk** za spam', ['MrocznyWilk']],
  // a nickname by its shape in prose: a name or word joined by "_", a name with digits
  ['pisz na priv do Kotek_88, a jak nie odpisze to do bartek2007', ['Kotek_88', 'bartek2007']],
  ['wczoraj na rankedach zabił mnie szybki_bill i wyszedł z gry', ['szybki_bill']],
  // a phone right after "pod" where orders are taken
  ['Pizzeria u Gienka: zamówienia pod 604 223 918, dowóz gratis', ['604 223 918']],
];

/** Realistic texts with no person and no identifier of a default type. */
const CLEAN: string[] = [
  'pani doktor kazała przyjść jutro, a pan kierowca czekał przed blokiem',
  'trener powiedział, że doktor zalecił odpoczynek, a prezes firmy się zgodził',
  'Zgłoszenie: użytkownik zgłasza, że kod aktywacyjny nie działa.',
  'Zamówienia pod 100 zł nie mają darmowej dostawy.',
  'Kolumny user_id, created_at i max_tokens; plik raport_2024.pdf; model Galaxy23, pokoj12, ABC123.',
];

describeRealWorldProbes('real-world probes, round 16 (lower-case titles and honorifics, a list run on, bold handles, "pod" phones)', { probes: PROBES, clean: CLEAN });

const ENABLED = new Set(DEFAULT_ENABLED_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s]));
const spans = (text: string): string[] => findEntities(text, ENABLED).map((e) => text.slice(e.start, e.end));

describe('round 16: what each rule takes and leaves', () => {
  it('after a lower-case title, a surname or a word no dictionary has; not a verb or a dictionary noun', () => {
    expect(spans('trener kwiatek powiedział')).toEqual(['kwiatek']);
    expect(spans('trener powiedział, doktor nauk')).toEqual([]);
  });
  it('after "pan"/"pani" alone, a surname; not a title, a role, a pronoun or a word of the house', () => {
    expect(spans('siedziała pani sowa')).toEqual(['sowa']);
    expect(spans('pani doktor, pani domu, pan młody, pani z okienka, pan prezes, pani jest')).toEqual([]);
  });
  it('a nickname by its shape stands in prose: a token that is the whole text is an identifier', () => {
    expect(spans('zabił mnie szybki_bill')).toEqual(['szybki_bill']);
    expect(spans('web_search')).toEqual([]);
    expect(spans('szybki_bill')).toEqual([]);
  });
  it('a list runs on into the sentence only with a first name that is no common word', () => {
    expect(spans('Marek Zieliński i ala ma kota')).toEqual(['Marek Zieliński']);
    expect(spans('Jan Nowak i róża kwitnie')).toEqual(['Jan Nowak']);
  });
});
