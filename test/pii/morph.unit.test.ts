import { describe, expect, it } from 'vitest';
import { CASES, analyzeForm, declineForm, pseudonymCandidates, type FormReading } from '../../src/pii/morph/index.js';
import { Lexicon, loadLexicon } from '../../src/pii/morph/lexicon.js';
import { analyzeSurnameByRule, declineSurnameByRule } from '../../src/pii/morph/surname-rules.js';

/** The reading of `form` with this lemma, kind and gender, if any. */
function reading(form: string, lemma: string, kind: FormReading['kind'], gender: FormReading['gender']): FormReading | undefined {
  return analyzeForm(form).find((r) => r.lemma === lemma && r.kind === kind && r.gender === gender);
}

describe('analyzeForm (lexicon)', () => {
  it('finds surnames, first names and places with their cases', () => {
    expect(reading('Kowalskiego', 'Kowalski', 'surname', 'm')?.cases).toEqual(['gen', 'acc']);
    expect(reading('Kowalskiej', 'Kowalska', 'surname', 'f')?.cases).toEqual(['gen', 'dat', 'loc']);
    expect(reading('Jana', 'Jan', 'first', 'm')?.cases).toEqual(['gen', 'acc']);
    expect(reading('Annie', 'Anna', 'first', 'f')?.cases).toEqual(['dat', 'loc']);
    expect(reading('Gdańsku', 'Gdańsk', 'place', 'm')?.cases).toEqual(['loc', 'voc']);
    expect(reading('Warszawą', 'Warszawa', 'place', 'f')?.cases).toEqual(['inst']);
  });

  it('puts the lexicon reading first and does not read an inflected form as a lemma', () => {
    expect(analyzeForm('Kowalskiego')[0]).toEqual({ lemma: 'Kowalski', kind: 'surname', gender: 'm', cases: ['gen', 'acc'] });
    expect(analyzeForm('Jana')[0].lemma).toBe('Jan');
    // No rule invents a surname "Kowalskiej" or "Nowakiem" in the nominative.
    expect(analyzeForm('Kowalskiej').map((r) => r.lemma)).toEqual(['Kowalska']);
    expect(analyzeForm('Nowakiem').map((r) => r.lemma)).toEqual(['Nowak']);
  });

  it('matches case-insensitively and returns the dictionary spelling', () => {
    expect(reading('KOWALSKIEGO', 'Kowalski', 'surname', 'm')?.cases).toEqual(['gen', 'acc']);
    expect(reading('gdańska', 'Gdańsk', 'place', 'm')?.cases).toEqual(['gen']);
    expect(analyzeForm('  ')).toEqual([]);
  });

  it('tells places from people: Polska is a place, Kowalska a surname', () => {
    expect(analyzeForm('Polsce').some((r) => r.lemma === 'Polska' && r.kind === 'place')).toBe(true);
    expect(analyzeForm('Polsce').some((r) => r.lemma === 'Polska' && r.kind === 'surname' && r.cases.includes('nom'))).toBe(false);
  });

  it('reads a woman with a consonant-final surname in every case', () => {
    expect(reading('Nowak', 'Nowak', 'surname', 'f')?.cases).toEqual([...CASES]);
    expect(reading('Nowak', 'Nowak', 'surname', 'm')?.cases).toEqual(['nom']);
  });
});

describe('analyzeForm (regular-surname rules)', () => {
  it('reads an invented -ski/-ska surname', () => {
    expect(analyzeForm('Brzęczykowskiego')).toEqual([{ lemma: 'Brzęczykowski', kind: 'surname', gender: 'm', cases: ['gen', 'acc'] }]);
    expect(analyzeForm('Brzęczykowskiej')).toEqual([{ lemma: 'Brzęczykowska', kind: 'surname', gender: 'f', cases: ['gen', 'dat', 'loc'] }]);
    expect(reading('Brzęczykowskim', 'Brzęczykowski', 'surname', 'm')?.cases).toEqual(['inst', 'loc']);
  });

  it('reads consonant-final, -a and -o surnames', () => {
    expect(reading('Pstrągowiczowi', 'Pstrągowicz', 'surname', 'm')?.cases).toEqual(['dat']);
    expect(reading('Zwędziaka', 'Zwędziak', 'surname', 'm')?.cases).toEqual(['gen', 'acc']);
    expect(reading('Kurdybie', 'Kurdyba', 'surname', 'f')?.cases).toEqual(['dat', 'loc']);
    expect(reading('Kurdybą', 'Kurdyba', 'surname', 'm')?.cases).toEqual(['inst']);
    expect(reading('Wolniejko', 'Wolniejko', 'surname', 'm')?.cases).toEqual(['nom', 'voc']);
    expect(declineForm('Wolniejko', 'surname', 'm', 'dat')).toBe('Wolniejce');
    // -a and -o surnames share their oblique forms: the far more common -a reading is the one given.
    expect(analyzeForm('Wolniejce').map((r) => r.lemma)).toEqual(['Wolniejka', 'Wolniejka']);
  });

  it('reads double-barrelled surnames part by part', () => {
    expect(analyzeForm('Wiśniewską-Nowak')).toEqual([{ lemma: 'Wiśniewska-Nowak', kind: 'surname', gender: 'f', cases: ['acc', 'inst'] }]);
  });

  it('gives no paradigm to stems that change (mobile e, ó/ą alternation)', () => {
    expect(declineSurnameByRule('hałek', 'm')).toBeUndefined();
    expect(declineSurnameByRule('kupiec', 'm')).toBeUndefined();
    expect(declineSurnameByRule('mróz', 'm')).toBeUndefined();
    expect(analyzeSurnameByRule('hałka').some((r) => r.lemma === 'hałek')).toBe(false);
  });
});

describe('declineForm', () => {
  it('declines from the lexicon', () => {
    expect(declineForm('Nowak', 'surname', 'm', 'inst')).toBe('Nowakiem');
    expect(declineForm('Kowalski', 'surname', 'm', 'dat')).toBe('Kowalskiemu');
    expect(declineForm('Anna', 'first', 'f', 'acc')).toBe('Annę');
    expect(declineForm('Gdańsk', 'place', 'm', 'loc')).toBe('Gdańsku');
    expect(declineForm('Sobek', 'surname', 'm', 'gen')).toBe('Sobka'); // mobile e: known to the lexicon
  });

  it('keeps a woman’s consonant-final surname unchanged (Anny Nowak)', () => {
    expect(declineForm('Anna', 'first', 'f', 'gen')).toBe('Anny');
    expect(declineForm('Nowak', 'surname', 'f', 'gen')).toBe('Nowak');
  });

  it('declines an invented surname by rule', () => {
    expect(CASES.map((c) => declineForm('Brzęczykowski', 'surname', 'm', c))).toEqual([
      'Brzęczykowski', 'Brzęczykowskiego', 'Brzęczykowskiemu', 'Brzęczykowskiego', 'Brzęczykowskim', 'Brzęczykowskim', 'Brzęczykowski',
    ]);
    expect(CASES.map((c) => declineForm('Kurdyba', 'surname', 'f', c))).toEqual([
      'Kurdyba', 'Kurdyby', 'Kurdybie', 'Kurdybę', 'Kurdybą', 'Kurdybie', 'Kurdybo',
    ]);
    expect(declineForm('Pstrągowicz', 'surname', 'm', 'loc')).toBe('Pstrągowiczu');
    expect(declineForm('Zwędzik', 'surname', 'm', 'inst')).toBe('Zwędzikiem');
    expect(declineForm('Wiśniewska-Nowak', 'surname', 'f', 'gen')).toBe('Wiśniewskiej-Nowak');
  });

  it('keeps the letter-case style of the input', () => {
    expect(declineForm('KOWALSKI', 'surname', 'm', 'gen')).toBe('KOWALSKIEGO');
    expect(declineForm('kowalski', 'surname', 'm', 'gen')).toBe('kowalskiego');
    expect(declineForm('BRZĘCZYKOWSKA', 'surname', 'f', 'inst')).toBe('BRZĘCZYKOWSKĄ');
    expect(declineForm('gdańsk', 'place', 'm', 'gen')).toBe('gdańska');
  });

  it('says undefined where no paradigm is known', () => {
    expect(declineForm('Hałek', 'surname', 'm', 'gen')).toBeUndefined();
    expect(declineForm('Xyzzqq', 'first', 'm', 'gen')).toBeUndefined();
    expect(declineForm('Nieznanowo', 'place', 'n', 'gen')).toBeUndefined();
    expect(declineForm('', 'surname', 'm', 'gen')).toBeUndefined();
  });
});

describe('pseudonymCandidates', () => {
  it('offers frequent first names first and common surnames, per gender', () => {
    expect(pseudonymCandidates('first', 'm').slice(0, 3)).toEqual(['Piotr', 'Krzysztof', 'Tomasz']);
    expect(pseudonymCandidates('first', 'f')).toContain('Anna');
    expect(pseudonymCandidates('surname', 'f').slice(0, 700)).toContain('Kowalska');
    expect(pseudonymCandidates('place', 'm')).toContain('Gdańsk');
    expect(pseudonymCandidates('first', 'n')).toEqual([]);
  });

  it('every candidate declines in all seven cases and each form reads back to it', () => {
    for (const [kind, gender] of [['first', 'm'], ['first', 'f'], ['surname', 'm'], ['surname', 'f'], ['place', 'f']] as const) {
      for (const lemma of pseudonymCandidates(kind, gender).slice(0, 150)) {
        for (const c of CASES) {
          const form = declineForm(lemma, kind, gender, c);
          expect(form, `${lemma} ${c}`).toBeDefined();
          expect(reading(form!, lemma, kind, gender)?.cases, `${form}`).toContain(c);
        }
      }
    }
  });
});

describe('Lexicon', () => {
  it('decodes forms relative to the lemma and indexes them by lowercase form and lemma', () => {
    const lexicon = new Lexicon('# comment\nKowalski\tsurname\tm\t0|0ego|0emu|0ego|0m|0m|0\nŁódź\tplace\tf\t0|3odzi|3odzi|0|3odzią|3odzi|3odzi\n');
    expect(lexicon.size).toBe(2);
    expect(lexicon.entry(1).paradigm[1]).toEqual(['Łodzi']);
    expect(lexicon.readingsOf('ŁODZI')).toEqual([{ entry: lexicon.entry(1), cases: ['gen', 'dat', 'loc', 'voc'] }]);
    expect(lexicon.readingsOf('Kowalskim')[0].cases).toEqual(['inst', 'loc']);
    expect(lexicon.entriesOf('kowalski')[0].paradigm[4]).toEqual(['Kowalskim']);
    expect(lexicon.has('Łódź', 'place', 'f')).toBe(true);
    expect(lexicon.has('Łódź', 'surname', 'f')).toBe(false);
    expect(lexicon.readingsOf('Kowalskich')).toEqual([]);
  });

  it('tells apart keys whose hashes collide (the index is searched by hash and checked against the row)', () => {
    // "yaczfa" and "glbppa" have the same 32-bit FNV-1a hash, and so do "yaczpa" and "glbpfa".
    const lexicon = new Lexicon('Yaczfa\tfirst\tf\t0|1y|1ie|1ę|1ą|1ie|1o\nGlbppa\tsurname\tf\t0|1y|1ie|1ę|1ą|1ie|1o\nGlbpfa\tplace\tf\t0|0|0|0|0|0|0\n');
    expect(lexicon.readingsOf('GLBPPA').map((r) => [r.entry.lemma, r.cases])).toEqual([['Glbppa', ['nom']]]);
    expect(lexicon.readingsOf('yaczfa').map((r) => r.entry.lemma)).toEqual(['Yaczfa']);
    expect(lexicon.readingsOf('yaczpa')).toEqual([]);
    expect(lexicon.entriesOf('glbppa').map((e) => e.lemma)).toEqual(['Glbppa']);
    expect(lexicon.entriesOf('Yaczpa')).toEqual([]);
    expect(lexicon.rowOf('Yaczfa', 'first', 'f')).toBe(0);
    expect(lexicon.rowOf('Glbppa', 'first', 'f')).toBeUndefined();
    expect(lexicon.has('Glbppa', 'surname', 'f')).toBe(true);
    expect(lexicon.has('Yaczfa', 'surname', 'f')).toBe(false);
  });

  it('answers for the shipped table what a plain index of its decoded rows answers', () => {
    const lexicon = loadLexicon();
    const byForm = new Map<string, { row: number; cases: string[] }[]>();
    const byLemma = new Map<string, number[]>();
    const add = <T>(map: Map<string, T[]>, key: string, value: T) => map.set(key, [...(map.get(key) ?? []), value]);
    for (let row = 0; row < lexicon.size; row++) {
      const { lemma, paradigm } = lexicon.entry(row);
      add(byLemma, lemma.toLowerCase(), row);
      const cases = new Map<string, string[]>();
      paradigm.forEach((forms, i) => {
        for (const form of new Set(forms.map((f) => f.toLowerCase()))) cases.set(form, [...(cases.get(form) ?? []), CASES[i]]);
      });
      for (const [form, c] of cases) add(byForm, form, { row, cases: c });
    }
    const sample = [...byForm.keys()].filter((_, i) => i % 7 === 0);
    for (const form of [...sample, ...sample.map((f) => f.toUpperCase()), ...sample.map((f) => `${f}x`)]) {
      const expected = (byForm.get(form.toLowerCase()) ?? []).map(({ row, cases }) => ({ entry: lexicon.entry(row), cases }));
      expect(lexicon.readingsOf(form), form).toEqual(expected);
    }
    for (const [lemma, rows] of [...byLemma].filter((_, i) => i % 3 === 0)) {
      expect(lexicon.entriesOf(lemma.toUpperCase()), lemma).toEqual(rows.map((row) => lexicon.entry(row)));
      for (const row of rows) {
        const { kind, gender } = lexicon.entry(row);
        expect(lexicon.rowOf(lemma, kind, gender), lemma).toBe(rows.find((r) => lexicon.entry(r).kind === kind && lexicon.entry(r).gender === gender));
      }
    }
  });

  it('rejects a malformed row', () => {
    expect(() => new Lexicon('Kowalski\tsurname\tm\t0|0ego\n')).toThrow(/malformed/);
    expect(() => new Lexicon('Kowalski\tnickname\tm\t0|0|0|0|0|0|0\n')).toThrow(/malformed/);
  });
});
