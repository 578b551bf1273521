import { describe, expect, it } from 'vitest';
import { generateLinkingSplit, scoreLinking, type LinkingRecord } from '../../eval/pii/linking.js';
import { runLinkingOnGoldSpans } from '../../eval/pii/run.js';

describe('eval/pii linking set', () => {
  const dev = generateLinkingSplit('dev');
  const test = generateLinkingSplit('test');

  it('is the same on every run, with mentions at their values, and dev and test share no person or sentence', () => {
    expect(generateLinkingSplit('dev')).toEqual(dev);
    for (const rec of [...dev, ...test]) {
      for (const m of rec.mentions) expect(rec.text.slice(m.start, m.end)).toMatch(/^\p{Lu}[\p{L}-]+(?: \p{Lu}[\p{L}-]+)?$/u);
      const perEntity = rec.entities.map((_, e) => rec.mentions.filter((m) => m.entity === e).length);
      for (const n of perEntity) expect(n).toBeGreaterThanOrEqual(2);
      for (const n of perEntity) expect(n).toBeLessThanOrEqual(5);
    }
    const names = (recs: LinkingRecord[]) => new Set(recs.flatMap((r) => r.entities.map((e) => e.name)));
    const devNames = names(dev);
    expect([...names(test)].filter((n) => devNames.has(n))).toEqual([]);
    const sentences = (recs: LinkingRecord[]) => new Set(recs.flatMap((r) => r.answers.map((a) => a.template.replace(/\{\d+\}/, '{}'))));
    const devSentences = sentences(dev);
    expect([...sentences(test)].filter((s) => devSentences.has(s))).toEqual([]);
  });

  it('scores mentions under one tag, merges and exact answers', () => {
    const rec: LinkingRecord = {
      id: 'x', text: 'Jan Kowalski. Jana. Anna Nowak. Nowak.',
      entities: [{ type: 'PERSON', name: 'Jan Kowalski' }, { type: 'PERSON', name: 'Anna Nowak' }],
      mentions: [
        { start: 0, end: 12, type: 'PERSON', entity: 0, shape: 'full' }, { start: 14, end: 18, type: 'PERSON', entity: 0, shape: 'first' },
        { start: 20, end: 30, type: 'PERSON', entity: 1, shape: 'full' }, { start: 32, end: 37, type: 'PERSON', entity: 1, shape: 'surname' },
      ],
      answers: [{ type: 'PERSON', template: 'Do {0}.', expected: 'Do Jana Kowalskiego.' }],
    };
    const s = scoreLinking([rec], [{ mentionTags: ['<PERSON_1>', '<PERSON_1>', '<PERSON_2>', '<PERSON_1>'], restored: ['Do Jana Kowalskiego.'] }]);
    expect(s.persons).toMatchObject({ mentions: 4, underOneTag: 3, merges: 1 });
    expect(s.missesByShape).toEqual({ surname: 1 });
    expect(s.answers.PERSON).toMatchObject({ total: 1, exact: 1 });
  });

  it('linking on the gold spans of the dev split meets its goals', () => {
    const s = scoreLinking(dev, runLinkingOnGoldSpans(dev));
    expect(s.persons.merges).toBe(0);
    expect(s.places.merges).toBe(0);
    expect(s.persons.share).toBeGreaterThanOrEqual(0.95);
    expect(s.answers.PERSON.share).toBeGreaterThanOrEqual(0.95);
  });
});
