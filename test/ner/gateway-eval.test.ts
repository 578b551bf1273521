import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  FORMS, gatewayEntityTypes, inPiiView, readNkjpDocuments, replacedEntities, runGatewayEval, runningText, scoreForm,
  type NkjpSentence,
} from '../../src/ner/gateway-eval.js';
import { nerModelAvailable } from '../../src/ner/index.js';

const dir = mkdtempSync(join(tmpdir(), 'gateway-eval-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** An NKJP-format file (orth lemma tag label) of `docs` documents, xz-compressed as the real one is. */
function nkjpFile(docs: Array<Array<Array<[string, string]>>>): string {
  const lines = ['-DOCSTART CONFIG FEATURES orth base ctag'];
  docs.forEach((doc, i) => {
    lines.push(`-DOCSTART FILE ./doc-${i}`);
    for (const sentence of doc) {
      for (const [orth, label] of sentence) lines.push(`${orth}\t${orth.toLowerCase()}\tsubst\t${label}`);
      lines.push('');
    }
  });
  const path = join(dir, `nkjp-${docs.length}.iob`);
  writeFileSync(path, lines.join('\n') + '\n');
  execFileSync('xz', ['-kf', path]);
  return `${path}.xz`;
}

const SENTENCE: Array<[string, string]> = [
  ['Wczoraj', 'O'], ['Jan', 'B-persName#B-persName-forename'], ['Kowalski', 'I-persName#B-persName-surname'],
  ['pojechał', 'O'], ['do', 'O'], ['Bielska', 'B-placeName'], ['-', 'I-placeName'], ['Białej', 'I-placeName'],
  ['(', 'O'], ['"', 'O'], ['na', 'O'], ['chwilę', 'O'], ['"', 'O'], [')', 'O'], [',', 'O'], ['modląc', 'O'],
  ['się', 'O'], ['do', 'O'], ['Boga', 'B-persName'], ['w', 'O'], ['języku', 'O'],
  ['angielskim', 'B-placeName'], ['.', 'O'],
];

describe('gateway-path NER evaluation', () => {
  it('reads the split of documents with their outer entities (i % 10 == remainder)', () => {
    const other: Array<[string, string]> = [['Ala', 'B-persName'], ['.', 'O']];
    const docs = Array.from({ length: 12 }, (_, i) => (i === 0 ? [SENTENCE, other] : i === 5 ? [other] : [[['Nic', 'O'] as [string, string]]]));
    const file = nkjpFile(docs);
    const test = readNkjpDocuments(file, 0);
    expect(test).toHaveLength(2); // documents 0 and 10
    expect(test[0]).toHaveLength(2);
    expect(test[0]![0]!.entities).toEqual([
      { type: 'PERSON', start: 1, end: 3 }, { type: 'LOCATION', start: 5, end: 8 }, { type: 'PERSON', start: 18, end: 19 },
      { type: 'LOCATION', start: 21, end: 22 },
    ]);
    expect(readNkjpDocuments(file, 5)).toEqual([[{ tokens: ['Ala', '.'], entities: [{ type: 'PERSON', start: 0, end: 1 }] }]]);
  });

  it('rebuilds running text with gold offsets that point at the entity tokens', () => {
    const sentence: NkjpSentence = {
      tokens: SENTENCE.map(([t]) => t),
      entities: [{ type: 'PERSON', start: 1, end: 3 }, { type: 'LOCATION', start: 5, end: 8 }, { type: 'PERSON', start: 18, end: 19 }, { type: 'LOCATION', start: 21, end: 22 }],
    };
    const { text, gold } = runningText([sentence, { tokens: ['Tak', '.'], entities: [] }]);
    expect(text).toBe('Wczoraj Jan Kowalski pojechał do Bielska-Białej ("na chwilę"), modląc się do Boga w języku angielskim. Tak.');
    expect(gold.map((g) => [g.type, text.slice(g.start, g.end), g.inView])).toEqual([
      ['PERSON', 'Jan Kowalski', true], ['LOCATION', 'Bielska-Białej', true], ['PERSON', 'Boga', false], ['LOCATION', 'angielskim', false],
    ]);
  });

  it('leaves names of God and lowercase relational adjectives out of the PII view, and nothing else', () => {
    /** Whether `span`, the first occurrence in `text`, is in the view. */
    const view = (text: string, span = text) => inPiiView(text, text.indexOf(span), text.indexOf(span) + span.length);
    for (const s of ['Bóg', 'Boga', 'Pan Bóg', 'Jezus Chrystus', 'Chrystusa', 'Duch Święty', 'Allah', 'polskiego', 'polsko-niemieckiej']) {
      expect(view(s), s).toBe(false);
    }
    expect(view('stosunki polsko-rosyjskie', 'polsko')).toBe(false);
    expect(view('mówi po angielsku', 'angielsku')).toBe(false);
    for (const s of ['Bogdan', 'Bogusław Nowak', 'Jezusek Kowalski', 'Polska', 'Polskiego Radia', 'Pan Kowalski', 'Kraków', 'Świętego Krzyża']) {
      expect(view(s), s).toBe(true);
    }
    expect(view('starosta powiatu białostockiego', 'białostockiego')).toBe(true);
    expect(view('w województwie lubelskim', 'lubelskim')).toBe(true);
    expect(view('Bielsko-Biała', 'Bielsko')).toBe(true);
  });

  it('transforms each form of writing without moving an offset', () => {
    const text = 'Zażółć gęślą jaźń, Łódź i Straße İzmir.';
    expect(FORMS['as written']!(text)).toBe(text);
    expect(FORMS.lowercase!(text)).toBe('zażółć gęślą jaźń, łódź i straße İzmir.'.replace('İ', 'İ'));
    expect(FORMS['ALL CAPS']!(text)).toBe('ZAŻÓŁĆ GĘŚLĄ JAŹŃ, ŁÓDŹ I STRAßE İZMIR.');
    expect(FORMS['no diacritics']!(text)).toBe('Zazolc gesla jazn, Lodz i Straße Izmir.');
    for (const f of Object.values(FORMS)) expect(f(text)).toHaveLength(text.length);
  });

  it('recovers replaced entities from the anonymized text and its mapping', () => {
    const original = 'Jan Kowalski z <PERSON_1> mieszka w Łodzi.';
    const anonymized = '<PERSON_2> z <PERSON_1> mieszka w <LOCATION_1>.';
    expect(replacedEntities(original, anonymized, { '<PERSON_2>': 'Jan Kowalski', '<LOCATION_1>': 'Łodzi' })).toEqual([
      { type: 'PERSON', start: 0, end: 12 }, { type: 'LOCATION', start: 36, end: 41 },
    ]);
    expect(() => replacedEntities(original, anonymized, { '<PERSON_2>': 'Anna Nowak' })).toThrow(/line up/);
  });
  it('recovers every form of a linked tag, whose mapping holds one form', () => {
    const original = 'Jan Kowalski prosi o kontakt. Proszę oddzwonić do Jana Kowalskiego jutro.';
    const anonymized = '<PERSON_1> prosi o kontakt. Proszę oddzwonić do <PERSON_1> jutro.';
    expect(replacedEntities(original, anonymized, { '<PERSON_1>': 'Jan Kowalski' })).toEqual([
      { type: 'PERSON', start: 0, end: 12 }, { type: 'PERSON', start: 50, end: 66 },
    ]);
  });

  it('scores recall over letters hidden by any tag, precision by type, and ignores spans out of the view', () => {
    const doc = runningText([{
      tokens: ['Jan', 'Kowalski', 'z', 'Banku', 'Śląskiego', 'w', 'Katowicach', 'chwali', 'Boga', '.'],
      entities: [{ type: 'PERSON', start: 0, end: 2 }, { type: 'ORGANIZATION', start: 3, end: 5 }, { type: 'LOCATION', start: 6, end: 7 }, { type: 'PERSON', start: 8, end: 9 }],
    }]);
    const at = (s: string, type: string) => ({ type, start: doc.text.indexOf(s), end: doc.text.indexOf(s) + s.length });
    const s = scoreForm([doc], [[
      at('Jan', 'PERSON'), // part of a name: partial, but a right PERSON tag
      at('Banku Śląskiego', 'LOCATION'), // hidden (any type counts for recall), a wrong LOCATION tag
      at('Katowicach', 'LOCATION'),
      at('Boga', 'PERSON'), // out of the view: not counted
      at('chwali', 'PERSON'), // on no gold span
      at('z', 'PHONE_NUMBER'), // not a name type: no precision row
    ]]);
    expect(s.PERSON).toMatchObject({ gold: 1, hidden: 0, partial: 1, tags: 2, correct: 1, recall: 0, precision: 0.5 });
    expect(s.ORGANIZATION).toMatchObject({ gold: 1, hidden: 1, tags: 0, recall: 1, precision: 1 });
    expect(s.LOCATION).toMatchObject({ gold: 1, hidden: 1, tags: 2, correct: 1, precision: 0.5 });
  });

  it('marks public bodies among the ORGANIZATION gold and scores recall without them separately', () => {
    const doc = runningText([{
      tokens: ['Posłowie', 'Sejmu', 'i', 'ZUS', 'kontra', 'Amway', 'oraz', 'Bank', 'Śląski', '.'],
      entities: [[1, 2], [3, 4], [5, 6], [7, 9]].map(([start, end]) => ({ type: 'ORGANIZATION' as const, start: start!, end: end! })),
    }]);
    expect(doc.gold.map((g) => [doc.text.slice(g.start, g.end), g.publicBody === true])).toEqual([
      ['Sejmu', true], ['ZUS', true], ['Amway', false], ['Bank Śląski', false],
    ]);
    const at = (v: string) => ({ type: 'ORGANIZATION', start: doc.text.indexOf(v), end: doc.text.indexOf(v) + v.length });
    const s = scoreForm([doc], [[at('Amway')]]);
    expect(s.ORGANIZATION).toMatchObject({ gold: 4, hidden: 1, publicBodies: 2, publicBodiesHidden: 0, recall: 0.25, recallPrivate: 0.5 });
    const withBody = scoreForm([doc], [[at('Sejmu'), at('Amway')]]);
    expect(withBody.ORGANIZATION).toMatchObject({ hidden: 2, publicBodiesHidden: 1, recall: 0.5, recallPrivate: 0.5 });
  });

  it('asks for the PII settings of a new account plus the NER types', () => {
    const types = gatewayEntityTypes();
    for (const t of ['PERSON', 'LOCATION', 'ORGANIZATION', 'PL_ADDRESS', 'PESEL', 'USERNAME', 'EMAIL_ADDRESS']) expect(types.has(t as never), t).toBe(true);
    for (const t of ['PL_POSTAL_CODE', 'DATE_OF_BIRTH', 'PL_VEHICLE_PLATE', 'KRS']) expect(types.has(t as never), t).toBe(false);
  });

  it.skipIf(!nerModelAvailable())('runs documents through the PII worker pool with the NER model and scores every form', async () => {
    const file = nkjpFile([[SENTENCE, [['Anna', 'B-persName'], ['Nowak', 'I-persName'], ['mieszka', 'O'], ['w', 'O'], ['Krakowie', 'B-placeName'], ['.', 'O']]]]);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const results = await runGatewayEval({ dataPath: file, remainder: 0 });
      expect(Object.keys(results)).toEqual(Object.keys(FORMS));
      const written = results['as written']!;
      expect(written.PERSON.gold).toBe(2);
      expect(written.PERSON.hidden).toBe(2); // "Jan Kowalski" and "Anna Nowak"
      expect(written.LOCATION.gold).toBe(2);
      expect(written.LOCATION.hidden).toBe(2);
    } finally {
      log.mockRestore();
    }
  }, 120_000); // a worker pool that loads the model in each thread, on a loaded machine
});
