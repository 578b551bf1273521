import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyTags, type Entity } from '../../src/pii/anonymize.js';
import { casesBeforeTag } from '../../src/pii/case-context.js';
import { TagRestorer, restoreJsonString, restoreText } from '../../src/pii/restore.js';
import type { EntityType, Mapping } from '../../src/pii/types.js';

/** The mapping applyTags makes for `text` with these spans (found by value, in order). */
function mappingOf(text: string, values: [EntityType, string][]): Mapping {
  const entities: Entity[] = [];
  let from = 0;
  for (const [type, value] of values) {
    const start = text.indexOf(value, from);
    if (start < 0) throw new Error(`no ${value}`);
    entities.push({ type, start, end: start + value.length });
    from = start + value.length;
  }
  return applyTags([text], [entities]).mapping;
}

// Jan Kowalski seen in two forms; Anna Kowalska seen once, in the genitive; Gdańsk in three.
const MAPPING = mappingOf(
  'Jan Kowalski prosi o kontakt. Proszę oddzwonić do Jana Kowalskiego. List od Anny Kowalskiej. Gdańsk, w Gdańsku, z Gdańska.',
  [['PERSON', 'Jan Kowalski'], ['PERSON', 'Jana Kowalskiego'], ['PERSON', 'Anny Kowalskiej'], ['LOCATION', 'Gdańsk'], ['LOCATION', 'Gdańsku'], ['LOCATION', 'Gdańska']],
);

describe('casesBeforeTag', () => {
  it('reads the case a preposition governs', () => {
    expect(casesBeforeTag('Proszę oddzwonić do ', 'person')).toEqual(['gen']);
    expect(casesBeforeTag('Dziękuję dzięki ', 'person')).toEqual(['dat']);
    expect(casesBeforeTag('Rozmawiałem przy ', 'person')).toEqual(['loc']);
    expect(casesBeforeTag('Mieszka w ', 'place')).toEqual(['loc']);
    expect(casesBeforeTag('Wierzę w ', 'person')).toEqual(['loc', 'acc']);
    expect(casesBeforeTag('Rozmawiałem z ', 'person')).toEqual(['gen', 'inst']);
  });

  it('reads honorifics, with the preposition before them', () => {
    expect(casesBeforeTag('Proszę przekazać panu ', 'person')).toEqual(['dat']);
    expect(casesBeforeTag('Rozmawiałem z panem ', 'person')).toEqual(['inst']);
    expect(casesBeforeTag('List do pani ', 'person')).toEqual(['gen']);
    expect(casesBeforeTag('Mówiliśmy o pani ', 'person')).toEqual(['loc']);
    expect(casesBeforeTag('Szanowna Pani ', 'person')).toEqual(['nom']);
    expect(casesBeforeTag('Szanowny Panie ', 'person')).toEqual(['voc']);
    expect(casesBeforeTag('Dzień dobry,\nPani ', 'person')).toEqual(['nom']);
    expect(casesBeforeTag('Powiedz pani ', 'person')).toBeUndefined();
  });

  it('says nothing without a governing word standing alone right before the tag', () => {
    expect(casesBeforeTag('', 'person')).toBeUndefined();
    expect(casesBeforeTag('Proszę oddzwonić do', 'person')).toBeUndefined(); // no space: "do<PERSON_1>"
    expect(casesBeforeTag('Kontakt: ', 'person')).toBeUndefined();
    expect(casesBeforeTag('adres e-mail do ', 'person')).toEqual(['gen']);
    expect(casesBeforeTag('x-do ', 'person')).toBeUndefined();
  });
});

describe('restoring a linked tag in the case that fits', () => {
  it('declines the entity into the case the preposition asks for', () => {
    expect(restoreText('Proszę oddzwonić do <PERSON_1> jutro.', MAPPING)).toBe('Proszę oddzwonić do Jana Kowalskiego jutro.');
    expect(restoreText('Dzięki <PERSON_1> się udało.', MAPPING)).toBe('Dzięki Janowi Kowalskiemu się udało.');
    expect(restoreText('Przekaż panu <PERSON_1> pozdrowienia.', MAPPING)).toBe('Przekaż panu Janowi Kowalskiemu pozdrowienia.');
    expect(restoreText('Biuro jest w <LOCATION_1>.', MAPPING)).toBe('Biuro jest w Gdańsku.');
    expect(restoreText('Pociąg do <LOCATION_1>.', MAPPING)).toBe('Pociąg do Gdańska.');
  });

  it('puts the nominative after "Szanowna Pani", whatever form the request used', () => {
    expect(MAPPING['<PERSON_2>']).toBe('Anny Kowalskiej');
    expect(restoreText('Szanowna Pani <PERSON_2>,\nw odpowiedzi…', MAPPING)).toBe('Szanowna Pani Anna Kowalska,\nw odpowiedzi…');
    expect(restoreText('Dla <PERSON_2>: dokumenty.', MAPPING)).toBe('Dla Anny Kowalskiej: dokumenty.');
    expect(restoreText('Dziękuję pani <PERSON_2>.', MAPPING)).toBe('Dziękuję pani Anny Kowalskiej.'); // undecided: the one form seen
  });

  it('addresses a man with the first name in the vocative and the surname in the nominative', () => {
    expect(restoreText('Szanowny Panie <PERSON_1>,', MAPPING)).toBe('Szanowny Panie Janie Kowalski,');
    const surnameOnly = mappingOf('Pan Sobczak dzwonił. Proszę oddzwonić do Sobczaka.', [['PERSON', 'Sobczak'], ['PERSON', 'Sobczaka']]);
    expect(restoreText('Szanowny Panie <PERSON_1>,', surnameOnly)).toBe('Szanowny Panie Sobczak,');
    expect(restoreText('Dziękuję panu <PERSON_1>.', surnameOnly)).toBe('Dziękuję panu Sobczakowi.');
  });

  it('falls back to the nominative (several forms seen) or the one form seen where the case is not certain', () => {
    expect(restoreText('<PERSON_1> przyszedł.', MAPPING)).toBe('Jan Kowalski przyszedł.');
    expect(restoreText('Rozmawiałem z <PERSON_1>.', MAPPING)).toBe('Rozmawiałem z Jan Kowalski.');
    expect(restoreText('Pamiętam o <PERSON_2>.', MAPPING)).toBe('Pamiętam o Anny Kowalskiej.');
  });

  it('leaves tags without linking data as they were restored before', () => {
    const plain: Mapping = { '<PERSON_1>': 'Jana Kowalskiego' };
    expect(restoreText('Dzięki <PERSON_1> się udało.', plain)).toBe('Dzięki Jana Kowalskiego się udało.');
  });

  it('declines inside JSON text too', () => {
    const args = JSON.stringify({ note: 'Zadzwoń do <PERSON_1>' });
    expect(JSON.parse(restoreJsonString(args, MAPPING))).toEqual({ note: 'Zadzwoń do Jana Kowalskiego' });
  });
});

describe('TagRestorer with linked tags', () => {
  it('reads the words before a tag that arrives in a later chunk', () => {
    const r = new TagRestorer(MAPPING);
    const out = [r.push('Proszę oddzwonić '), r.push('do'), r.push(' <PER'), r.push('SON_1> jutro.'), r.flush()];
    expect(out.join('')).toBe('Proszę oddzwonić do Jana Kowalskiego jutro.');
  });

  it('any split of any answer gives exactly restoreText of the whole', () => {
    const piece = fc.constantFrom(
      '<PERSON_1>', '<PERSON_2>', '<LOCATION_1>', 'do ', 'dzięki ', 'w ', 'z ', 'panu ', 'Szanowna Pani ', 'pani ', 'o ', ' ', '\n',
      ', ', 'Jan', '<PER', '<', 'ąę', 'słowo ', 'x-do ',
    );
    fc.assert(fc.property(fc.array(piece, { maxLength: 30 }), fc.array(fc.nat(), { maxLength: 20 }), (pieces, cuts) => {
      const text = pieces.join('');
      const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
      const r = new TagRestorer(MAPPING);
      let prev = 0;
      let out = '';
      for (const p of points) { out += r.push(text.slice(prev, p)); prev = p; }
      out += r.push(text.slice(prev)) + r.flush();
      expect(out).toBe(restoreText(text, MAPPING));
    }), { numRuns: 1000 });
  });
});
