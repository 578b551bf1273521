// The identifiers the NER model reads as one token (src/pii/ner-masks.ts): what of them is not replaced in
// the end must hold no letter, or the model would have missed a name it never read. Checked with the real
// model over realistic prompts and the evaluation records, and with the rules alone over generated runs
// of identifiers (where a phone number glued to an e-mail address by "-" loses its last group to the
// address and the rest stays in clear: digits, which the model would not have tagged either).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadNerModel, nerModelAvailable, type MaskSpan, type NerModel } from '../../src/ner/index.js';
import { detectCandidates, resolveEntities, type Entity } from '../../src/pii/anonymize.js';
import { nerMasks } from '../../src/pii/ner-masks.js';
import { DEFAULT_ENABLED_TYPES, ENTITY_TYPES, SETTING_TO_ENTITIES, type EntityType } from '../../src/pii/types.js';
import { realisticPrompt } from '../../bench/lib/polish-prompts.js';

const ALL: ReadonlySet<EntityType> = new Set(ENTITY_TYPES);
const DEFAULTS: ReadonlySet<EntityType> = new Set(DEFAULT_ENABLED_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s]));

/** The parts of masked spans left in clear that hold a letter (accepted: sorted, not overlapping). */
function lettersLeft(text: string, masks: readonly MaskSpan[], accepted: readonly Entity[]): string[] {
  const left: string[] = [];
  for (const m of masks) {
    let at = m.start;
    for (const e of accepted) {
      if (e.end <= at || e.start >= m.end) continue;
      if (e.start > at) left.push(text.slice(at, e.start));
      at = Math.max(at, e.end);
    }
    if (at < m.end) left.push(text.slice(at, m.end));
  }
  return left.filter((part) => /\p{L}/u.test(part));
}

describe('masked identifiers', () => {
  it('are the identifier findings only', () => {
    const text = 'Jan Nowak, PESEL 44051401359, tel. +48 601 234 567, e-mail jan.nowak@example.pl, ul. Długa 5, 00-950 Warszawa.';
    const masked = nerMasks(detectCandidates(text, ALL)).map((m) => text.slice(m.start, m.end));
    expect(masked).toEqual(expect.arrayContaining(['44051401359', '+48 601 234 567', 'jan.nowak@example.pl', '00-950']));
    expect(masked.some((m) => m.includes('Nowak,') || m.includes('Długa'))).toBe(false);
  });

  it('generated runs of identifiers: no letter of a masked span is left in clear', () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T,>(a: readonly T[]) => a[Math.floor(rnd() * a.length)]!;
    const digits = (n: number) => Array.from({ length: n }, () => Math.floor(rnd() * 10)).join('');
    const pieces = [
      () => digits(pick([2, 3, 4, 6, 9, 10, 11])), () => `${digits(2)}-${digits(3)}`,
      () => `${digits(3)}-${digits(3)}-${digits(2)}-${digits(2)}`, () => `PL${digits(2)} ${digits(4)} ${digits(4)}`,
      () => `+48 ${digits(3)} ${digits(3)} ${digits(3)}`, () => `(${digits(2)}) ${digits(3)} ${digits(2)} ${digits(2)}`,
      () => `anna.kowalska${digits(2)}@example.pl`, () => pick(['Jan', 'Anna', 'ABC', 'tel.', 'nr', 'konto', 'PESEL', 'NIP', 'ul.', 'Długa']),
    ];
    for (let i = 0; i < 3000; i++) {
      const text = Array.from({ length: 2 + Math.floor(rnd() * 5) }, () => pick(pieces)()).join(pick([' ', ', ', '-', ' / ']));
      for (const enabled of [ALL, DEFAULTS]) {
        const rules = detectCandidates(text, enabled);
        const masks = nerMasks(rules);
        expect(lettersLeft(text, masks, resolveEntities(text, enabled, rules, [])), text).toEqual([]);
      }
    }
  });
});

describe.skipIf(!nerModelAvailable())('masked identifiers with the NER model', () => {
  let model: NerModel;
  beforeAll(async () => { model = await loadNerModel(); });
  afterAll(async () => { await model.close(); });

  const check = async (texts: readonly string[], enabled: ReadonlySet<EntityType>) => {
    const rules = texts.map((t) => detectCandidates(t, enabled));
    const masks = rules.map(nerMasks);
    const ner = await model.detectMany(texts, masks);
    texts.forEach((text, i) => {
      expect(lettersLeft(text, masks[i]!, resolveEntities(text, enabled, rules[i]!, ner[i])), text).toEqual([]);
    });
    return masks.reduce((n, m) => n + m.length, 0);
  };

  it('realistic prompts: no letter of a masked span is left in clear', async () => {
    const texts = Array.from({ length: 200 }, (_, i) => realisticPrompt(91, i).text);
    expect(await check(texts, DEFAULTS)).toBeGreaterThan(800);
    await check(texts, ALL);
  });

  it('the evaluation records: no letter of a masked span is left in clear', async () => {
    for (const split of ['dev', 'test']) {
      const texts = readFileSync(new URL(`../../eval/pii/${split}.jsonl`, import.meta.url), 'utf8')
        .split('\n').filter(Boolean).map((l) => (JSON.parse(l) as { text: string }).text);
      expect(await check(texts, ALL)).toBeGreaterThan(300);
    }
  });
});
