import { describe, expect, it } from 'vitest';
import { inForm, loadSplit, WRITING_FORMS } from '../../eval/pii/run.js';

describe('pii:eval --form', () => {
  const records = loadSplit('dev').slice(0, 200);

  it.each(WRITING_FORMS.filter((f) => f !== 'as-written'))('%s keeps every gold span on the same value, rewritten', (form) => {
    const rewritten = inForm(records, form);
    expect(rewritten.some((r, i) => r.text !== records[i]!.text)).toBe(true);
    rewritten.forEach((r, i) => {
      for (const span of r.spans) {
        const before = records[i]!.text.slice(span.start, span.end), after = r.text.slice(span.start, span.end);
        if (form === 'lowercase') expect(after).toBe(before.toLowerCase());
        if (form === 'caps') expect(after).toBe(before.toUpperCase());
        if (form === 'no-diacritics') expect(after).not.toMatch(/[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/);
      }
    });
  });

  it('as written is the record itself', () => {
    expect(inForm(records, 'as-written').map((r) => r.text)).toEqual(records.map((r) => r.text));
  });
});
