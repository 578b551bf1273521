// detectMany (one model pass over the windows of many texts) against detect (one text at a time), the
// call packing of the tagger, and the confidence shortcut for sentences without entities.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NER_MODEL_DIR, loadNerModel, type NerModel } from '../../src/ner/index.js';
import { NerTagger, packCalls } from '../../src/ner/tagger.js';
import type { Candidate } from '../../src/pii/types.js';

const filler = 'To jest zwykłe zdanie bez żadnych nazw własnych, które ma tylko wydłużyć tekst. ';
const TEXTS = [
  'Wczoraj Jan Kowalski spotkał się z Anną Nowak w Krakowie.',
  '',
  '   \n  ',
  'Proszę o przesłanie faktury do końca tygodnia.',
  '🙂 '.repeat(3) + filler.repeat(30) + 'Widziałem Annę Nowak na dworcu w Gdańsku. ' + filler.repeat(10),
  // One sentence of 300+ tokens: several overlapping windows.
  `Przekaż dokumenty ${Array.from({ length: 300 }, (_, i) => (i === 150 ? 'Janowi Kowalskiemu' : 'oraz')).join(' ')} dzisiaj`,
  'Ministerstwo Zdrowia wydało nowe zalecenia.\nMam konto w PKO Bank Polski od 2015 roku.',
  'Wczoraj Jan Kowalski spotkał się z Anną Nowak w Krakowie.',
];

function same(got: Candidate[], want: Candidate[]) {
  expect(got.map(({ score: _, ...c }) => c)).toEqual(want.map(({ score: _, ...c }) => c));
  // int8 LSTM: activations are quantized per run, so other texts in the pass move scores slightly (up to ~7e-4;
  // the same bound as the parity test's batched-vs-alone check).
  got.forEach((c, i) => expect(Math.abs(c.score - want[i]!.score)).toBeLessThan(1e-3));
}

describe('NerModel.detectMany', () => {
  let model: NerModel;
  beforeAll(async () => { model = await loadNerModel(); });
  afterAll(async () => { await model.close(); });

  it('gives every text the candidates detect gives it alone, in order', async () => {
    const many = await model.detectMany(TEXTS);
    expect(many).toHaveLength(TEXTS.length);
    for (let i = 0; i < TEXTS.length; i++) same(many[i]!, await model.detect(TEXTS[i]!));
    expect(many[0]!.length).toBe(3);
    expect(many[1]).toEqual([]);
    expect(many[2]).toEqual([]);
    expect(many[5]!.filter((c) => c.type === 'PERSON').map((c) => TEXTS[5]!.slice(c.start, c.end))).toEqual(['Janowi Kowalskiemu']);
  });

  it('does not depend on which texts share the pass', async () => {
    const forward = await model.detectMany(TEXTS);
    const backward = (await model.detectMany([...TEXTS].reverse())).reverse();
    forward.forEach((c, i) => same(c, backward[i]!));
    expect(await model.detectMany([])).toEqual([]);
  });

  it('rejects anything but an array of strings, naming the argument', async () => {
    await expect(model.detectMany(['ok', 5 as unknown as string])).rejects.toThrow(/texts must be an array of strings/);
    await expect(model.detectMany('Anna' as unknown as string[])).rejects.toThrow(/texts must be an array of strings/);
  });

  it('rejects use after close', async () => {
    const m = await loadNerModel();
    await m.close();
    await expect(m.detectMany(['Anna'])).rejects.toThrow(/closed/);
  });
});

describe('NerTagger call packing and confidence', () => {
  let tagger: NerTagger;
  beforeAll(async () => { tagger = await NerTagger.load(DEFAULT_NER_MODEL_DIR); });
  afterAll(async () => { await tagger.close(); });

  it('packCalls covers the sorted sequences once, in order, within the position cap', () => {
    const lengths = [1, 1, 2, 3, 5, 8, 8, 9, 20, 21, 40, 128, 128, 128, 3000];
    const calls = packCalls(lengths);
    expect(calls[0]![0]).toBe(0);
    expect(calls.at(-1)![1]).toBe(lengths.length);
    calls.forEach(([from, to], i) => {
      expect(to).toBeGreaterThan(from);
      if (i > 0) expect(from).toBe(calls[i - 1]![1]);
      if (to - from > 1) expect(lengths[to - 1]! * (to - from)).toBeLessThanOrEqual(2048);
    });
    // Equal lengths share a call; a very short and a very long sequence do not.
    expect(calls.some(([f, t]) => f <= 11 && t >= 14)).toBe(true);
    expect(calls.some(([f, t]) => f <= 0 && t >= 12)).toBe(false);
    expect(packCalls([])).toEqual([]);
  });

  it("confidence 'entities' leaves tags alone and computes marginals exactly where a path has an entity", async () => {
    const seqs = [['Proszę', 'o', 'fakturę', '.'], ['Widziałem', 'Annę', 'Nowak', 'w', 'Gdańsku', '.'], [], ['dobrze']];
    const all = await tagger.tag(seqs);
    const some = await tagger.tag(seqs, { confidence: 'entities' });
    const o = tagger.tags.indexOf('O');
    seqs.forEach((_, i) => {
      expect(Array.from(some[i]!.tagIds)).toEqual(Array.from(all[i]!.tagIds));
      const hasEntity = Array.from(all[i]!.tagIds).some((q) => q !== o);
      const want = hasEntity ? Array.from(all[i]!.tagProbs) : all[i]!.tagProbs.map(() => 0);
      Array.from(some[i]!.tagProbs).forEach((p, j) => expect(p).toBeCloseTo(want[j]!, 6));
    });
    expect(Array.from(all[1]!.tagIds).some((q) => q !== o)).toBe(true);
    expect(Array.from(all[0]!.tagIds).every((q) => q === o)).toBe(true);
  });
});
