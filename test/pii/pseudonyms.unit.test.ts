// Pseudonym mode, forwarding side: people become realistic pseudonyms of the same sex, declined like
// each original mention, never a word of the request; identifiers and unreadable names keep tags; the
// forwarded text restores to the original exactly.
import { describe, expect, it } from 'vitest';
import { anonymizeTexts, applyPseudonyms } from '../../src/pii/anonymize.js';
import { analyzeForm, CASES, declineForm } from '../../src/pii/morph/index.js';
import { nameOfDiminutive } from '../../src/pii/names/diminutive-names.js';
import { restoreText } from '../../src/pii/restore.js';
import { ENTITY_TYPES, type Mapping } from '../../src/pii/types.js';

const ALL = new Set(ENTITY_TYPES);

/** A seeded generator, so every run draws the same pseudonyms for the same seed. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

function pseudonymize(text: string, seed = 1) {
  const r = anonymizeTexts([text], ALL, { pseudonyms: { random: seeded(seed) } });
  return { forwarded: r.texts[0], mapping: r.mapping };
}

/** Mapping key of the pseudonym form that restores to `original` (one word). */
function pseudonymOf(mapping: Mapping, original: string): string {
  const key = Object.keys(mapping).find((k) => !k.startsWith('<') && !k.endsWith('…') && mapping[k] === original);
  if (!key) throw new Error(`no pseudonym for ${original}`);
  return key;
}

describe('pseudonym mode: forwarding', () => {
  it('one person in two cases gets one pseudonym, declined like each mention', () => {
    const text = 'Jan Kowalski prosi o kontakt. Proszę oddzwonić do Jana Kowalskiego jutro.';
    for (let seed = 1; seed <= 20; seed++) {
      const { forwarded, mapping } = pseudonymize(text, seed);
      for (const w of ['Jan', 'Jana', 'Kowalski', 'Kowalskiego']) expect(forwarded.split(/[\s.,]+/)).not.toContain(w);
      const first = pseudonymOf(mapping, 'Jan');
      const surname = pseudonymOf(mapping, 'Kowalski');
      expect(analyzeForm(first).some((r) => r.kind === 'first' && r.gender === 'm')).toBe(true);
      expect(forwarded).toBe(
        `${first} ${surname} prosi o kontakt. Proszę oddzwonić do ${declineForm(first, 'first', 'm', 'gen')} ${declineForm(surname, 'surname', 'm', 'gen')} jutro.`,
      );
      expect(restoreText(forwarded, mapping)).toBe(text);
      expect(forwarded).not.toContain('<PERSON');
    }
  });

  it('a woman gets a woman\'s pseudonym; a bare surname after "panią" links to her, in the instrumental', () => {
    const text = 'Anna Nowak pisała wczoraj. Spotkałem się z panią Nowak w biurze.';
    const { forwarded, mapping } = pseudonymize(text, 7);
    const first = pseudonymOf(mapping, 'Anna');
    expect(analyzeForm(first).some((r) => r.kind === 'first' && r.gender === 'f')).toBe(true);
    const surnameNom = forwarded.split(' ')[1];
    expect(forwarded).toContain(`z panią ${declineForm(surnameNom, 'surname', 'f', 'inst')} w biurze`);
    expect(restoreText(forwarded, mapping)).toBe(text);
  });

  it('an answer using the pseudonym in each of the seven cases restores to the original in that case', () => {
    const text = 'Proszę o pismo w sprawie Katarzyny Wiśniewskiej i Tomasza Lewandowskiego.';
    for (let seed = 1; seed <= 10; seed++) {
      const { mapping } = pseudonymize(text, seed);
      for (const [first, surname, gender] of [['Katarzyna', 'Wiśniewska', 'f'], ['Tomasz', 'Lewandowski', 'm']] as const) {
        const pFirst = pseudonymOf(mapping, first);
        const pSurname = pseudonymOf(mapping, surname);
        for (const c of CASES) {
          const answer = `— ${declineForm(pFirst, 'first', gender, c)} ${declineForm(pSurname, 'surname', gender, c)}, pan(i) ${declineForm(pSurname, 'surname', gender, c)}.`;
          const want = `— ${declineForm(first, 'first', gender, c)} ${declineForm(surname, 'surname', gender, c)}, pan(i) ${declineForm(surname, 'surname', gender, c)}.`;
          expect(restoreText(answer, mapping), `${seed} ${c}`).toBe(want);
        }
      }
    }
  });

  it('a full name with two readings takes the one its other mentions share, else the known surname', () => {
    // "Aleksandra Lewandowska" could be the genitive of a man "Aleksander Lewandowsk" by the surname rules.
    for (const text of ['Aleksandra Lewandowska prosi o kontakt. Proszę oddzwonić do Aleksandry Lewandowskiej.', 'Aleksandra Lewandowska prosi o kontakt.']) {
      const { forwarded, mapping } = pseudonymize(text, 3);
      const first = pseudonymOf(mapping, 'Aleksandra');
      expect(analyzeForm(first).some((r) => r.kind === 'first' && r.gender === 'f' && r.lemma === first)).toBe(true);
      expect(Object.values(mapping)).not.toContain('Aleksander');
      expect(restoreText(forwarded, mapping)).toBe(text);
    }
  });

  it('pseudonyms never spell a word of the request', () => {
    // The request mentions many common names; none may come back as a pseudonym.
    const text = 'Jan Kowalski, Piotr Nowak, Krzysztof Wiśniewski, Tomasz Wójcik, Andrzej Kamiński i Paweł Lewandowski przyszli.';
    for (let seed = 1; seed <= 20; seed++) {
      const { forwarded, mapping } = pseudonymize(text, seed);
      const requestWords = new Set(text.toLowerCase().match(/\p{L}+/gu));
      for (const key of Object.keys(mapping)) {
        if (key.startsWith('<')) continue;
        expect(requestWords.has(key.replace('…', '').toLowerCase()), key).toBe(false);
      }
      expect(restoreText(forwarded, mapping)).toBe(text);
    }
  });

  it('places: every form of one place becomes one other place of the same gender, in the same case', () => {
    const text = 'Mieszkam w Gdańsku, a pracuję w Warszawie; z Gdańska jadę godzinę do Warszawy.';
    const spans = [...text.matchAll(/Gdańsk\p{L}*|Warszaw\p{L}*/gu)].map((m) => ({ type: 'LOCATION' as const, start: m.index!, end: m.index! + m[0].length }));
    for (let seed = 1; seed <= 5; seed++) {
      const r = applyPseudonyms([text], [spans], { random: seeded(seed) });
      const forwarded = r.texts[0];
      expect(forwarded).not.toMatch(/Gdańsk|Warszaw/);
      const gdansk = pseudonymOf(r.mapping, 'Gdańsku');
      const place = analyzeForm(gdansk).find((x) => x.kind === 'place' && x.gender === 'm' && x.cases.includes('loc'))!;
      expect(forwarded).toContain(`w ${gdansk},`);
      expect(forwarded).toContain(`z ${declineForm(place.lemma, 'place', 'm', 'gen')} jadę`);
      expect(restoreText(forwarded, r.mapping)).toBe(text);
    }
  });

  it('a diminutive of a linked person becomes the pseudonym\'s diminutive in the same case, and restores to the one the user wrote', () => {
    const text = 'Katarzyna Nowak dzwoniła. Rozmawiałem z Kasią wczoraj, Kasia oddzwoni.';
    const spans = [...text.matchAll(/Katarzyna Nowak|Kasi\p{L}*/gu)].map((m) => ({ type: 'PERSON' as const, start: m.index!, end: m.index! + m[0].length }));
    for (let seed = 1; seed <= 10; seed++) {
      const r = applyPseudonyms([text], [spans], { random: seeded(seed) });
      const forwarded = r.texts[0];
      expect(forwarded).not.toMatch(/Kasi|Katarzyn|Nowak/);
      const first = pseudonymOf(r.mapping, 'Katarzyna');
      const diminutive = pseudonymOf(r.mapping, 'Kasia');
      // The pseudonym's diminutive stands for the pseudonym's first name, as Kasia for Katarzyna.
      expect(nameOfDiminutive(diminutive, 'f'), `${seed}`).toBe(first);
      expect(forwarded).toContain(`z ${declineForm(diminutive, 'first', 'f', 'inst')} wczoraj, ${diminutive} oddzwoni`);
      expect(restoreText(forwarded, r.mapping)).toBe(text);
    }
  });

  it('a diminutive two people could be gets a pseudonym of its own', () => {
    const text = 'Katarzyna Nowak i Katarzyna Wójcik przyszły. Kasia oddzwoni.';
    const spans = [...text.matchAll(/Katarzyna \p{L}+|Kasia/gu)].map((m) => ({ type: 'PERSON' as const, start: m.index!, end: m.index! + m[0].length }));
    const r = applyPseudonyms([text], [spans], { random: seeded(2) });
    const written = r.texts[0].match(/\. (\p{L}+) oddzwoni/u)![1];
    expect(r.mapping[written]).toBe('Kasia');
    expect([pseudonymOf(r.mapping, 'Katarzyna')]).not.toContain(written);
    expect(restoreText(r.texts[0], r.mapping)).toBe(text);
  });

  it('places of several words and plural-only places get one pseudonym per place, in each mention\'s case', () => {
    const text = 'Jadę z Zielonej Góry do Katowic. W Zielonej Górze pada, w Katowicach nie.';
    const spans = [...text.matchAll(/Zielonej \p{L}+|Katowic\p{L}*/gu)].map((m) => ({ type: 'LOCATION' as const, start: m.index!, end: m.index! + m[0].length }));
    for (let seed = 1; seed <= 5; seed++) {
      const r = applyPseudonyms([text], [spans], { random: seeded(seed) });
      const forwarded = r.texts[0];
      expect(forwarded).not.toMatch(/Zielon|Katowic|<LOCATION/);
      const gora = pseudonymOf(r.mapping, 'Zielonej Górze');
      const katowice = pseudonymOf(r.mapping, 'Katowicach');
      expect(analyzeForm(gora).some((x) => x.kind === 'place' && x.gender === 'f')).toBe(true);
      expect(analyzeForm(katowice).some((x) => x.kind === 'place' && x.gender === 'p')).toBe(true);
      expect(r.mapping[pseudonymOf(r.mapping, 'Zielonej Góry')]).toBe('Zielonej Góry');
      expect(restoreText(forwarded, r.mapping)).toBe(text);
    }
  });

  it('identifiers stay tags; the mapping holds them beside the pseudonym forms', () => {
    const text = 'Jan Kowalski, PESEL 44051401359, e-mail jan.kowalski@example.com.';
    const { forwarded, mapping } = pseudonymize(text);
    expect(forwarded).toMatch(/PESEL <PESEL_1>, e-mail <EMAIL_ADDRESS_1>\.$/);
    expect(mapping['<PESEL_1>']).toBe('44051401359');
    expect(restoreText(forwarded, mapping)).toBe(text);
  });

  it('a name the lexicon cannot read keeps its tag', () => {
    const text = 'Skontaktuj się z Xqwertz Brzmkt.';
    const { forwarded, mapping } = pseudonymize(text);
    if (Object.keys(mapping).some((k) => k.startsWith('<PERSON_'))) {
      expect(forwarded).toContain('<PERSON_1>');
      expect(restoreText(forwarded, mapping)).toBe(text);
    } else {
      expect(forwarded).toBe(text); // not detected as a person at all
    }
  });
});
