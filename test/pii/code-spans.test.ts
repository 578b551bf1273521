// Code in prompts: where it is (fences, inline code, code lines), and which name spans inside it are
// dropped (identifiers, keywords, expressions) or kept (strings, comments, data rows); structured
// identifiers inside code are still found.
import { describe, expect, it } from 'vitest';
import { findEntities } from '../../src/pii/anonymize.js';
import { findCodeRegions, inCodeText, isCodeLine, regionAt } from '../../src/pii/code-spans.js';
import type { Candidate, EntityType } from '../../src/pii/types.js';

const ALL = new Set<EntityType>(['PERSON', 'LOCATION', 'ORGANIZATION', 'PESEL', 'EMAIL_ADDRESS', 'IBAN_CODE']);

function ner(text: string, spans: Array<[EntityType, string]>): Candidate[] {
  return spans.map(([type, s]) => {
    const start = text.indexOf(s);
    if (start < 0) throw new Error(`${s} not in text`);
    return { type, start, end: start + s.length, score: 0.9, source: 'ner' };
  });
}
const found = (text: string, spans: Array<[EntityType, string]> = []) =>
  findEntities(text, ALL, ner(text, spans)).map((e) => [e.type, text.slice(e.start, e.end)]);
const regionTexts = (text: string) => {
  const r = findCodeRegions(text);
  const out: string[] = [];
  for (let i = 0; i < r.length; i += 2) out.push(text.slice(r[i], r[i + 1]));
  return out;
};

describe('findCodeRegions', () => {
  it('finds fenced blocks (closed or not) and inline code', () => {
    const text = 'Zobacz:\n```ts\nconst a = 1\n```\nAle `HTTP_PROXY` też.\n~~~\nniedomknięty';
    expect(regionTexts(text)).toEqual(['```ts\nconst a = 1\n```', '`HTTP_PROXY`', '~~~\nniedomknięty']);
  });
  it('finds code lines outside fences by two or more signals', () => {
    expect(isCodeLine('SELECT SUM(amount) FROM orders WHERE id = 5;')).toBe(true);
    expect(isCodeLine('if [ $count -gt $limit ] && echo ok; then exit 1; fi')).toBe(true);
    expect(isCodeLine('export HTTP_PROXY=http://proxy:3128')).toBe(true);
    expect(isCodeLine('Spotkanie (wtorek) z Janem Kowalskim; potem obiad.')).toBe(false);
    expect(isCodeLine('Klient: mam pytanie o fakturę nr 12/2024')).toBe(false);
    expect(isCodeLine('Pozdrawiam, Anna -- dział kadr')).toBe(false);
  });
  it('skips prose cheaply', () => {
    expect(findCodeRegions('Dzień dobry, nazywam się Jan Kowalski.')).toEqual([]);
  });
  it('tells strings and comments from code', () => {
    const text = '```\nx = "Jan Kowalski" # Anna Nowak\ny = Router()\n```';
    const r = findCodeRegions(text);
    const at = (s: string) => inCodeText(text, r[regionAt(r, text.indexOf(s))], text.indexOf(s));
    expect([at('Jan'), at('Anna'), at('Router'), at('x =')]).toEqual([true, true, false, false]);
  });
});

describe('names inside code', () => {
  it('drops identifiers, types and expressions; keeps names in strings and comments', () => {
    const text = '```ts\nconst user = new Person("Anna Nowak");\nthrow new Error(\'x\'); // autor: Jan Kowalski\nconfig.Warszawa = Region.Europe;\n```';
    expect(found(text, [['PERSON', 'Person'], ['PERSON', 'Anna Nowak'], ['LOCATION', 'Error'], ['PERSON', 'Jan Kowalski'],
      ['LOCATION', 'Warszawa'], ['LOCATION', 'Europe']])).toEqual([['PERSON', 'Anna Nowak'], ['PERSON', 'Jan Kowalski']]);
  });
  it('keeps names in pasted data rows', () => {
    const text = '```csv\nimie,nazwisko,miasto\nJan,Kowalski,Kraków\n```';
    expect(found(text, [['PERSON', 'Kowalski'], ['LOCATION', 'Kraków']])).toEqual([['PERSON', 'Jan'], ['PERSON', 'Kowalski'], ['LOCATION', 'Kraków']]);
  });
  it('drops lower-case and upper-case words of a code line', () => {
    const text = 'if [ $count -gt $limit ] && echo OK; then exit 1; fi';
    expect(found(text, [['ORGANIZATION', 'limit'], ['ORGANIZATION', 'OK']])).toEqual([]);
  });
  it('inline code: identifiers dropped, the prose around it judged as usual', () => {
    const text = 'Ustaw `Max` i `DEBUG` jak mówił Jan Kowalski.';
    expect(found(text, [['PERSON', 'Max'], ['ORGANIZATION', 'DEBUG'], ['PERSON', 'Jan Kowalski']])).toEqual([['PERSON', 'Jan Kowalski']]);
  });
  it('still finds e-mail, PESEL and IBAN inside code', () => {
    const text = "```sql\nINSERT INTO klienci VALUES ('jan.kowalski@firma.pl', '44051401359', 'PL61109010140000071219812874');\n```";
    expect(found(text).map(([t]) => t)).toEqual(['EMAIL_ADDRESS', 'PESEL', 'IBAN_CODE']);
  });
});
