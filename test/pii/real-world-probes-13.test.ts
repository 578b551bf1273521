// Round 13, written from the kinds of leak the tenth held-out set showed (made-up examples; the set is now spent),
// through the whole detection path (same harness as real-world-probes.test.ts): a surname after an office or title
// ("radna Sobota", "p. Kwiatek"), the other values of a keyed roster ("pon. — Wróbel, wt. — Kasza"), a surname-first
// line of a list without bullets ("Król Agata — 6 200 zł"), OCR misreadings in labels and lower-case words
// ("NAZWISK0", "Nazw1sko", "lmię", "Gr2yb"), a bilingual label with no colon ("Nazwisko/Surname MRÓZ"), firm names
// that hold the owner's surname ("PPHU BARAN-ROL", "Krol i Syn"), handles after a contact word and camel-cased
// name mentions, a name label narrowed by where the name is written ("nazwisko na karcie:"), a wife's form after a
// lower-case first name ("ola sowina"). Clean texts hold the look-alikes: street corners, districts named like
// people, "Ulica Grunwaldzka", code constants after "do".
import { describe, expect, it } from 'vitest';
import { findEntities } from '../../src/pii/anonymize.js';
import { repairOcrCapitals } from '../../src/pii/ocr-capitals.js';
import { DEFAULT_ENABLED_TYPES, SETTING_TO_ENTITIES } from '../../src/pii/types.js';
import { describeRealWorldProbes } from './real-world-probe-suite.js';

/** [text, values that must not reach the provider]. */
const PROBES: Array<[string, string[]]> = [
  // a surname after an office, a rank or a title
  ['Przewodniczący: udzielam głosu, pan radny Kwiatek.\nRadny Kwiatek: dziękuję bardzo.', ['Kwiatek']],
  ['Sprawę prowadzi sędzia Mróz, protokołuje sekretarz Kozioł.', ['Mróz', 'Kozioł']],
  ['W zastępstwie: p. Kwiatek (pokój 12).', ['Kwiatek']],
  // the other values of a keyed roster
  ['Grafik: pon. — Jan Nowak, wt. — Kozioł B., śr. — Zima, czw. — Kasza', ['Kozioł', 'Zima', 'Kasza']],
  ['Sprzątanie klatki:\n1 — Wrona\n2 — Anna Kowalczyk\n3 — Koza', ['Wrona', 'Koza']],
  // a surname-first line of a list without bullets
  ['Premie za listopad:\nSowa Halina — 800 zł\nKowalczyk Piotr — 650 zł', ['Sowa', 'Halina']],
  // OCR misreadings in a label and in lower-case words
  ['NAZWISK0 KOZIOŁ IMIE MAREK', ['KOZIOŁ']],
  ['Nazw1sko: Ko2ioł lmię: Bogus1aw', ['Ko2ioł', 'Bogus1aw']],
  // a bilingual label with no colon
  ['Nazwisko/Surname ZIMA Imiona/Given names TERESA', ['ZIMA', 'TERESA']],
  // firm names that hold the owner's surname
  ['Sprzedawca: PPHU KOZA-TRANS, Jan Koza', ['KOZA']],
  ['Pracodawca: Wrona i Synowie sp.j., Gniezno', ['Wrona']],
  // handles after a contact word, camel-cased name mentions
  ['kto zna stary_wilk_z_lasu? pisac do Kozak_PL na priv', ['stary_wilk_z_lasu', 'Kozak_PL']],
  ['wielkie dzieki @KowalczykPiotr za pomoc', ['KowalczykPiotr']],
  // a name label narrowed by where the name is written
  ['imię i nazwisko na fakturze: Zima Grzegorz', ['Zima', 'Grzegorz']],
  // a wife's form of a surname that is a word, after a lower-case first name
  ['widzialas co ola sowina dzis wrzucila?', ['sowina']],
];

/** Realistic texts with no person and no identifier of a default type. */
const CLEAN: string[] = [
  'Nowa kawiarnia jest na rogu Piłsudskiego i Mickiewicza, obok banku.',
  'Na skrzyżowaniu Jana Pawła II z Wojska Polskiego stoi nowa sygnalizacja.',
  'W sobotę jedziemy na Kazimierz, a w niedzielę na Kleparz.',
  'Ulica Grunwaldzka i Aleja Zwycięstwa będą zamknięte w niedzielę.',
  'przenieś stałą do MAX_RETRIES i dodaj kolumnę do user_data',
  'Plan dnia: 8:00 — Otwarcie, 9:00 — Wykład, 10:00 — Przerwa kawowa',
  'kierownik powiedział, że FHU AUTO-SERWIS zamknie warsztat w grudniu',
];

describeRealWorldProbes('real-world probes, round 13 (titles, rosters, list lines, OCR labels, bilingual labels, firm owners, contact handles)', { probes: PROBES, clean: CLEAN });

const ENABLED = new Set(DEFAULT_ENABLED_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s]));
const spans = (text: string): string[] => findEntities(text, ENABLED).map((e) => text.slice(e.start, e.end));

describe('round 13: what each span covers', () => {
  it('OCR misreadings are repaired in place where the repair makes a word, and only there', () => {
    expect(repairOcrCapitals('NAZWISK0 0SOBISTY')).toBe('NAZWISKO OSOBISTY');
    expect(repairOcrCapitals('Nazw1sko: Gr2yb lmię: Wies1aw')).toBe('Nazwisko: Grzyb Imię: Wieslaw'); // the name as typed without diacritics
    expect(repairOcrCapitals('model m3, h2o, log2txt, lwy w zoo')).toBeNull();
  });
  it('a title names only the surname after it, not an office\'s body', () => {
    expect(spans('Głos ma radna Sobota.')).toEqual(['Sobota']);
    expect(spans('Prezes Rady Ministrów przyjechał.')).toEqual([]);
  });
  it('a roster takes its people, not an agenda\'s items', () => {
    expect(spans('Dyżur: pon. — Jan Wrona, wt. — Zima A., śr. — Kasza')).toEqual(['Jan Wrona', 'Zima', 'Kasza']);
    expect(spans('Plan: pon. — Jan Wrona, wt. — Basen, śr. — Joga')).toEqual(['Jan Wrona']);
  });
  it('a firm holds its owner\'s surname, not its trade', () => {
    expect(spans('FHU SOWA-POL')).toEqual(['SOWA']);
  });
});
