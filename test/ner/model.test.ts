// The shipped model (models/ner) on hand-picked Polish sentences, through the public API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { AS_WRITTEN_DIR, DEFAULT_NER_MODEL_DIR, loadNerModel, nerModelAvailable, type NerModel } from '../../src/ner/index.js';

function found(text: string, cands: Array<{ type: string; start: number; end: number }>) {
  return cands.map((c) => `${c.type}:${text.slice(c.start, c.end)}`);
}

describe('NER model', () => {
  let model: NerModel;
  beforeAll(async () => { model = await loadNerModel(); });
  afterAll(async () => { await model.close(); });

  it('is available at the default location and rejects a missing directory clearly', async () => {
    expect(DEFAULT_NER_MODEL_DIR.endsWith('/models/ner')).toBe(true);
    expect(nerModelAvailable()).toBe(true);
    expect(nerModelAvailable('/nonexistent/dir')).toBe(false);
    await expect(loadNerModel('/nonexistent/dir')).rejects.toThrow(/NER model not found/);
  });

  const cases: Array<[string, string[]]> = [
    ['Przekaż dokumenty Janowi Kowalskiemu do poniedziałku.', ['PERSON:Janowi Kowalskiemu']],
    ['Widziałem Annę Nowak na dworcu w Gdańsku.', ['PERSON:Annę Nowak', 'LOCATION:Gdańsku']],
    ['Wczoraj Jan Kowalski spotkał się z Anną Nowak w Krakowie.', ['PERSON:Jan Kowalski', 'PERSON:Anną Nowak', 'LOCATION:Krakowie']],
    ['Jutro jadę do Gdańska, a potem do Warszawy.', ['LOCATION:Gdańska', 'LOCATION:Warszawy']],
    ['Ministerstwo Zdrowia wydało nowe zalecenia.', ['ORGANIZATION:Ministerstwo Zdrowia']],
    ['Mam konto w PKO Bank Polski od 2015 roku.', ['ORGANIZATION:PKO Bank Polski']],
  ];
  for (const [text, expected] of cases) {
    it(`tags: ${text}`, async () => {
      const cands = await model.detect(text);
      expect(found(text, cands)).toEqual(expected);
      for (const c of cands) {
        expect(c.source).toBe('ner');
        expect(c.score).toBeGreaterThanOrEqual(0.5);
        expect(c.score).toBeLessThanOrEqual(1);
      }
    });
  }

  // Names however people type them: these sentences go to the case-robust model (writing-form.ts), which reads
  // letters case- and diacritic-folded and was trained on lowercase, ALL CAPS, undiacritized and mistyped copies
  // and on chat and form lines.
  const typed: Array<[string, string[]]> = [
    ['wczoraj jan kowalski spotkał się z anną nowak w krakowie.', ['PERSON:jan kowalski', 'PERSON:anną nowak', 'LOCATION:krakowie']],
    ['WCZORAJ JAN KOWALSKI SPOTKAŁ SIĘ Z ANNĄ NOWAK W KRAKOWIE.', ['PERSON:JAN KOWALSKI', 'PERSON:ANNĄ NOWAK', 'LOCATION:KRAKOWIE']],
    ['cześć, tu marek brzęczyszczykiewicz z gdańska', ['PERSON:marek brzęczyszczykiewicz', 'LOCATION:gdańska']],
    ['przekaz dokumenty janowi kowalskiemu do poniedzialku', ['PERSON:janowi kowalskiemu']],
    ['Imię: Halina Nazwisko: Wrzos Miejscowość: Łódź', ['PERSON:Halina', 'PERSON:Wrzos', 'LOCATION:Łódź']],
  ];
  for (const [text, expected] of typed) {
    it(`tags as typed: ${text}`, async () => {
      expect(found(text, await model.detect(text))).toEqual(expected);
    });
  }

  it('keeps a name the robust model found with a spread-out marginal (scores down to 0.3)', async () => {
    // No diacritic: the case-robust model reads it (writing-form.ts).
    const text = 'Co wieczor odbiera Lucie ze szkoly.';
    const cands = await model.detect(text);
    expect(found(text, cands)).toEqual(['PERSON:Lucie']);
    expect(cands[0]!.score).toBeLessThan(0.45);
  });

  it('reads a sentence written the ordinary way with the as-written model and its bar (0.45)', async () => {
    // The robust model scores "Lucię" 0.38 here; the as-written model, which reads this sentence, 0.69.
    const text = 'Co wieczór odbiera Lucię ze szkoły.';
    const cands = await model.detect(text);
    expect(found(text, cands)).toEqual(['PERSON:Lucię']);
    expect(cands[0]!.score).toBeGreaterThan(0.6);
    // The as-written model scores "Spencera" 0.40: under its bar.
    expect(await model.detect('Rada nadzorcza odwołała Spencera z zarządu.')).toEqual([]);
  });

  it('loads both models: the as-written one when models/ner/as-written is there', async () => {
    expect(nerModelAvailable(join(DEFAULT_NER_MODEL_DIR, AS_WRITTEN_DIR))).toBe(true);
    // A folder without as-written/ (here the as-written model's own) loads one model that reads every sentence.
    const single = await loadNerModel(join(DEFAULT_NER_MODEL_DIR, AS_WRITTEN_DIR));
    try {
      const text = 'Co wieczór odbiera Lucię ze szkoły.';
      expect(found(text, await single.detect(text))).toEqual(['PERSON:Lucię']);
    } finally {
      await single.close();
    }
  });

  it('tags no speaker label of a one-line transcript that is a role', async () => {
    expect(await model.detect('Doradca: dzień dobry, w czym mogę pomóc? Klient: chciałbym zmienić taryfę.')).toEqual([]);
  });

  it('finds nothing in text without names', async () => {
    expect(await model.detect('Proszę o przesłanie faktury do końca tygodnia.')).toEqual([]);
    expect(await model.detect('')).toEqual([]);
  });

  it('keeps offsets right in long multi-sentence text (windows) and with a prefix before the names', async () => {
    const filler = 'To jest zwykłe zdanie bez żadnych nazw własnych, które ma tylko wydłużyć tekst. ';
    const text = '🙂 '.repeat(3) + filler.repeat(40) + 'Wczoraj Jan Kowalski spotkał się z Anną Nowak w Krakowie. ' + filler.repeat(40);
    const cands = await model.detect(text);
    expect(found(text, cands)).toEqual(['PERSON:Jan Kowalski', 'PERSON:Anną Nowak', 'LOCATION:Krakowie']);
  });

  it('handles one very long sentence (split into overlapping windows) without losing or duplicating names', async () => {
    const words = Array.from({ length: 300 }, (_, i) => (i === 150 ? 'Janowi Kowalskiemu' : 'oraz'));
    const text = `Przekaż dokumenty ${words.join(' ')} dzisiaj`;
    const cands = await model.detect(text);
    expect(found(text, cands).filter((c) => c.startsWith('PERSON'))).toEqual(['PERSON:Janowi Kowalskiemu']);
  });

  it('finds an organization named in common words in a lowercase sentence, unless organizations are not asked for', async () => {
    // The truecased copy reads "unii pracy" as common words; the sentence read as written finds the party.
    const text = 'pan poseł andrzej aumiller zabrał głos w imieniu klubu unii pracy.';
    expect(found(text, (await model.detectMany([text], undefined, [true]))[0]!))
      .toEqual(['PERSON:andrzej aumiller', 'ORGANIZATION:unii pracy']);
    expect(found(text, (await model.detectMany([text], undefined, [false]))[0]!)).toEqual(['PERSON:andrzej aumiller']);
    await expect(model.detectMany([text], undefined, [])).rejects.toThrow(/one flag per text/);
  });

  it('reads an ALL CAPS sentence once more in lower case for organizations, unless they are not asked for', async () => {
    const text = 'PAN POSEŁ ANDRZEJ AUMILLER ZABRAŁ GŁOS W IMIENIU KLUBU UNII PRACY.';
    expect(found(text, (await model.detectMany([text], undefined, [true]))[0]!))
      .toEqual(['PERSON:ANDRZEJ AUMILLER', 'ORGANIZATION:UNII PRACY']);
    expect(found(text, (await model.detectMany([text], undefined, [false]))[0]!)).toEqual(['PERSON:ANDRZEJ AUMILLER']);
  });

  it('rejects use after close', async () => {
    const m = await loadNerModel();
    await m.close();
    await expect(m.detect('Anna')).rejects.toThrow(/closed/);
  });
});
