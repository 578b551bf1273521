// The PII evaluation set (eval/pii): the scorer on a hand-made example, and the committed data is
// exactly what the generator produces, with valid check digits where it says so.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { generateSplit, splitPath, toJsonl } from '../../eval/pii/generate.js';
import { restorationCases, runRestoration } from '../../eval/pii/pseudonym-restoration.js';
import { evalSettings, loadSplit, runAll } from '../../eval/pii/run.js';
import { applyTags } from '../../src/pii/anonymize.js';
import { cleanTagLimit, entitiesFromForwarded, measures, score, spanOutcome, type RecordResult } from '../../eval/pii/score.js';
import type { EvalRecord } from '../../eval/pii/types.js';
import {
  isValidIban, isValidIdCard, isValidLuhn, isValidNip, isValidNrb, isValidPassport, isValidPesel, isValidRegon,
} from '../../src/pii/checksums.js';
import { PiiPool } from '../../src/pii/pool.js';

const rec = (id: string, text: string, spans: EvalRecord['spans'] = []): EvalRecord => ({ id, genre: 'chat', template: 't', text, spans });

describe('eval/pii scorer', () => {
  const records = [
    rec('r1', 'Jan Kowalski, tel. 601 234 567', [
      { start: 0, end: 12, category: 'PERSON', kind: 'full_name', wellFormed: true },
      { start: 19, end: 30, category: 'PHONE', kind: 'phone_spaced', wellFormed: true },
    ]),
    rec('r2', 'Róża zakwitła.'),
    rec('r3', 'Pozdrawiam, Nowak', [{ start: 12, end: 17, category: 'PERSON', kind: 'surname_alone', wellFormed: true }]),
  ];
  const forwarded = ['<PERSON_1>, tel. 601 <PHONE_NUMBER_1>', '<PERSON_2> zakwitła.', 'Pozdrawiam, Nowak'];
  const mapping = { '<PERSON_1>': 'Jan Kowalski', '<PHONE_NUMBER_1>': '234 567', '<PERSON_2>': 'Róża' };
  const results: RecordResult[] = records.map((r, i) => ({ forwarded: forwarded[i], entities: entitiesFromForwarded(r.text, forwarded[i], mapping) }));
  results[2].restored = 'Pozdrawiam, Nowak';
  results[1].restored = 'Róża zakwitła';

  it('recovers replaced entities from the forwarded text and the mapping', () => {
    expect(results[0].entities).toEqual([{ type: 'PERSON', tag: '<PERSON_1>', start: 0, end: 12 }, { type: 'PHONE_NUMBER', tag: '<PHONE_NUMBER_1>', start: 23, end: 30 }]);
    // A tag the user wrote (not in the mapping) is text, not an entity.
    expect(entitiesFromForwarded('see <PERSON_9> and Ola', 'see <PERSON_9> and <PERSON_1>', { '<PERSON_1>': 'Ola' }))
      .toEqual([{ type: 'PERSON', tag: '<PERSON_1>', start: 19, end: 22 }]);
    expect(() => entitiesFromForwarded('abc', '<X_1>', { '<X_1>': 'zzz' })).toThrow(/line up/);
    // A linked tag stands for whichever of its forms is at that place.
    const text = 'Jan Kowalski dzwonił. Oddzwoń do Jana Kowalskiego.';
    const linked = applyTags([text], [[{ type: 'PERSON', start: 0, end: 12 }, { type: 'PERSON', start: 33, end: 49 }]]);
    expect(entitiesFromForwarded(text, linked.texts[0], linked.mapping)).toEqual([
      { type: 'PERSON', tag: '<PERSON_1>', start: 0, end: 12 }, { type: 'PERSON', tag: '<PERSON_1>', start: 33, end: 49 },
    ]);
  });

  it('counts found, partial and missed spans, leaks, clean-line tags and PERSON precision', () => {
    const s = score(records, results);
    expect(s.byCategory.PERSON).toMatchObject({ total: 2, found: 1, partial: 0, missed: 1, recall: 0.5 });
    expect(s.byCategory.PHONE).toMatchObject({ total: 1, found: 0, partial: 1, missed: 0 });
    expect(s.personNames.recall).toBe(0.5);
    expect(s.byGenre).toEqual({ chat: { total: 3, found: 1, partial: 1, missed: 1, recall: 1 / 3 } });
    expect(s.wellFormedLeaks).toEqual({ leaked: 1, total: 1, verbatim: 0 });
    expect(s.cleanTags).toEqual({ total: 1, byType: { PERSON: 1 } });
    expect(s.personTags).toEqual({ people: 1, total: 2, precision: 0.5 });
    expect(s.misses.map((m) => `${m.id}:${m.outcome}`)).toEqual(['r1:partial', 'r3:missed']);
    expect(s.restoration).toEqual({ exact: 1, total: 2 });
    expect(s.falsePositives).toEqual([{ id: 'r2', type: 'PERSON', value: 'Róża', clean: true }]);
    const rows = measures(s);
    expect(rows[0]).toMatchObject({ value: '1 of 1', pass: false });
    expect(rows[4]).toMatchObject({ value: '1', pass: false });
    expect(rows.find((r) => r.measure.startsWith('recall EMAIL'))?.pass).toBeNull();
  });

  it('ignores spaces and punctuation when deciding coverage', () => {
    const text = 'tel. (+48) 601 234 567';
    const span = { start: 5, end: text.length };
    expect(spanOutcome(text, span, [{ type: 'PHONE_NUMBER', start: 6, end: text.length }])).toBe('found');
    expect(spanOutcome(text, span, [{ type: 'PHONE_NUMBER', start: 11, end: text.length }])).toBe('partial');
    expect(spanOutcome(text, span, [])).toBe('missed');
  });

  it('scales the goal for tags on clean lines from 2 per 41', () => {
    expect(cleanTagLimit(41)).toBe(2);
    expect(cleanTagLimit(76)).toBe(3);
  });
});

describe('eval/pii data', () => {
  const splits = { dev: generateSplit('dev'), test: generateSplit('test') };

  it('the committed JSONL files are what the generator produces', () => {
    for (const split of ['dev', 'test'] as const) {
      expect(readFileSync(splitPath(split), 'utf8') === toJsonl(splits[split]), `${split}.jsonl differs: run npx tsx eval/pii/generate.ts`).toBe(true);
    }
  });

  it('dev and test share no template; each has 60–140 PII-free records', () => {
    const templates = (rs: EvalRecord[]) => new Set(rs.map((r) => r.template.replace(/^(dev|test)\./, '')));
    const dev = templates(splits.dev);
    expect([...templates(splits.test)].filter((t) => dev.has(t))).toEqual([]);
    expect(new Set(splits.dev.map((r) => r.template)).size).toBeGreaterThan(30);
    for (const rs of Object.values(splits)) {
      const clean = rs.filter((r) => r.spans.length === 0).length;
      expect(clean).toBeGreaterThanOrEqual(60);
      expect(clean).toBeLessThanOrEqual(140);
    }
  });

  it('gold spans are trimmed values, and check digits are valid exactly where the data says so', () => {
    const checks: Record<string, (v: string) => boolean> = {
      pesel: isValidPesel, nip: (v) => isValidNip(v.replace(/^PL|-/g, '')), regon: isValidRegon,
      iban: (v) => isValidIban(v.replace(/ /g, '')), account_26: (v) => isValidNrb(v.replace(/ /g, '')),
      id_card: (v) => isValidIdCard(v.replace(/ /g, '')), passport: isValidPassport, card: (v) => isValidLuhn(v.replace(/[ -]/g, '')),
    };
    let checked = 0;
    for (const r of [...splits.dev, ...splits.test]) {
      for (const s of r.spans) {
        const value = r.text.slice(s.start, s.end);
        expect(value.trim()).toBe(value);
        expect(value.length).toBeGreaterThan(0);
        const base = s.kind.replace(/_bad_checksum$/, '');
        if (!checks[base] || s.kind.endsWith('_noisy')) continue;
        expect(checks[base](value), `${r.id} ${s.kind} ${value}`).toBe(!s.kind.endsWith('_bad_checksum'));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });
});

describe('eval/pii through the real anonymizer', () => {
  const pool = new PiiPool({ threads: 1, cacheEntries: 0 });
  afterAll(() => pool.close());

  it('lines entities up with the forwarded text, restores every record, and finds well-formed PESELs', async () => {
    const records = loadSplit('dev').filter((r) => r.template === 'dev.form.basic' || r.genre === 'clean').slice(0, 30);
    const results = await runAll(records, evalSettings('all'), pool);
    const s = score(records, results);
    expect(s.restoration).toEqual({ exact: records.length, total: records.length });
    const pesel = s.byKind.pesel;
    expect(pesel.total).toBeGreaterThan(3);
    expect(pesel.found).toBe(pesel.total);
  });
});

describe('eval/pii pseudonym restoration set', () => {
  const pool = new PiiPool({ threads: 1, cacheEntries: 0 });
  afterAll(() => pool.close());

  it('dev and test share no prompt; a few dev people restore exactly, no pseudonym reaches the client', async () => {
    const dev = restorationCases('dev', 40).cases.map((c) => c.prompt.replace(/\p{Lu}\p{Ll}+/gu, 'X'));
    const test = restorationCases('test', 40).cases.map((c) => c.prompt.replace(/\p{Lu}\p{Ll}+/gu, 'X'));
    expect(dev.filter((p) => test.includes(p))).toEqual([]);
    const s = await runRestoration('dev', evalSettings('all'), pool, 6);
    expect(s.people).toBe(s.prompts + 2); // every third prompt names two people
    expect(s.pseudonymized).toBe(s.people);
    expect(s.mentions).toBe(s.people * 27);
    expect(s.exact).toBe(s.mentions);
    expect(s.pseudonymsReachingClient).toBe(0);
    expect(s.originalsUpstream).toBe(0);
    expect(s.streamEqual).toBe(s.prompts);
  });
});
