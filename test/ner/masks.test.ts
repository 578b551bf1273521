// Masked spans (src/ner/index.ts, MaskSpan): identifiers the rules found are read by the model as one
// placeholder token, never tagged, and the names around them keep their offsets; an identifier of one
// token is read blanked (blankIdentifier).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankIdentifier, blankNumber, loadNerModel, type MaskSpan, type NerModel } from '../../src/ner/index.js';
import { shapeName, wordKey } from '../../src/ner/features.js';
import type { Candidate } from '../../src/pii/types.js';

const spanOf = (text: string, part: string): MaskSpan => {
  const start = text.indexOf(part);
  if (start < 0) throw new Error(`test text lacks ${part}`);
  return { start, end: start + part.length };
};
const found = (text: string, cs: Candidate[]) => cs.map((c) => `${c.type}:${text.slice(c.start, c.end)}`);
const overlaps = (c: Candidate, m: MaskSpan) => c.start < m.end && m.start < c.end;

describe('NER with masked spans', () => {
  let model: NerModel;
  beforeAll(async () => { model = await loadNerModel(); });
  afterAll(async () => { await model.close(); });

  it('finds the names around masked identifiers at their own offsets, and nothing inside a mask', async () => {
    const text = 'Pan Jan Kowalski (jan.kowalski@example.pl, tel. +48 601 234 567, konto PL61 1090 1014 0000 0712 1981 2874) ' +
      'mieszka w Gdańsku, a Anna Nowak w Krakowie.';
    const masks = [spanOf(text, 'jan.kowalski@example.pl'), spanOf(text, '+48 601 234 567'), spanOf(text, 'PL61 1090 1014 0000 0712 1981 2874')];
    const [got] = await model.detectMany([text], [masks]);
    expect(found(text, got!)).toEqual(expect.arrayContaining(['PERSON:Jan Kowalski', 'PERSON:Anna Nowak', 'LOCATION:Gdańsku', 'LOCATION:Krakowie']));
    for (const c of got!) for (const m of masks) expect(overlaps(c, m)).toBe(false);
  });

  it('never tags a masked span, whatever it holds', async () => {
    const text = 'Wczoraj spotkałem Annę Nowak w Krakowie.';
    const [plain] = await model.detectMany([text]);
    expect(found(text, plain!)).toContain('PERSON:Annę Nowak');
    const mask = spanOf(text, 'Annę Nowak');
    const [masked] = await model.detectMany([text], [[mask]]);
    expect(masked!.some((c) => overlaps(c, mask))).toBe(false);
    expect(found(text, masked!)).toContain('LOCATION:Krakowie');
  });

  it('a mask that cuts through a token or covers none changes nothing', async () => {
    const text = 'Dokumenty wysłała Anna Nowak z Gdyni, numer 44051401359.';
    const [plain] = await model.detectMany([text]);
    const cut = spanOf(text, 'nna Nowak'); // starts inside "Anna"
    const between = { start: text.indexOf(' z ') + 1, end: text.indexOf(' z ') + 1 };
    const [got] = await model.detectMany([text], [[cut, between]]);
    expect(found(text, got!)).toEqual(found(text, plain!));
  });

  it('reads a one-token identifier blanked: texts that differ only in it are tagged alike', async () => {
    const texts = ['Anna Nowak z Gdyni, PESEL 44051401359, dowód ABC123456.', 'Anna Nowak z Gdyni, PESEL 90090515836, dowód XYZ987654.'];
    const masks = texts.map((t) => [spanOf(t, t.slice(26, 37)), spanOf(t, t.slice(45, 54))]);
    const [a, b] = await model.detectMany(texts, masks);
    expect(found(texts[0]!, a!)).toEqual(expect.arrayContaining(['PERSON:Anna Nowak', 'LOCATION:Gdyni']));
    expect(a!.map((c) => [c.type, c.start, c.end, c.score.toFixed(6)])).toEqual(b!.map((c) => [c.type, c.start, c.end, c.score.toFixed(6)]));
  });

  it('blanks an identifier keeping its length, word id, shape and punctuation', () => {
    for (const id of ['44051401359', 'ABC123456', 'PL61109010140000071219812874', 'abc-12/3x']) {
      const blank = blankIdentifier(id);
      expect(blank).toHaveLength(id.length);
      expect(shapeName(blank)).toBe(shapeName(id));
      expect(blank.replace(/[0-9a-zA-Z]/g, '')).toBe(id.replace(/[0-9a-zA-Z]/g, ''));
      if (/^[0-9]+$/.test(id)) expect(wordKey(blank)).toBe(wordKey(id));
    }
    expect(blankIdentifier('44051401359')).toBe(blankIdentifier('90090515836'));
    expect(blankIdentifier('44051401359')).not.toMatch(/^(.)\1+$/); // varied characters, as real numbers have
  });

  it('reads every number blanked, mask or not: texts that differ only in numbers are tagged alike', async () => {
    const texts = ['Jan Kowalski z Poznania zapłacił 1.234,56 zł w 2024 roku, zamówienie 77.', 'Jan Kowalski z Poznania zapłacił 9.876,01 zł w 1999 roku, zamówienie 31.'];
    const [a, b] = await model.detectMany(texts);
    expect(found(texts[0]!, a!)).toEqual(expect.arrayContaining(['PERSON:Jan Kowalski', 'LOCATION:Poznania']));
    expect(a!.map((c) => [c.type, c.start, c.end, c.score.toFixed(6)])).toEqual(b!.map((c) => [c.type, c.start, c.end, c.score.toFixed(6)]));
  });

  it('blanks numbers only: digits with dots and commas, nothing with a letter', () => {
    expect(blankNumber('2024')).toBe(blankIdentifier('2024'));
    expect(blankNumber('1.234,56')).toBe(blankIdentifier('1.234,56'));
    expect(blankNumber('1.234,56')).toMatch(/^\d\.\d{3},\d{2}$/);
    for (const t of ['12a', 'A1', 'Kowalski', '-', '1-2']) expect(blankNumber(t)).toBe(t);
  });

  it('wants one list of spans per text', async () => {
    await expect(model.detectMany(['Anna', 'Jan'], [[]])).rejects.toThrow(/masks must be an array with one list of spans per text/);
  });
});
