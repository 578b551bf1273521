// The capitalised words read once per text (ScanText.capitalisedWords), which person.ts and married-name-forms.ts share,
// and married-name-forms.ts passing over words without the "w" of its suffixes: compared with the pattern the words
// stand for and with the detector's old per-word loop, on listed and random texts.
import { describe, expect, it } from 'vitest';
import { nextCapitalised, type Span } from '../../src/pii/char-class.js';
import { ScanText } from '../../src/pii/context.js';
import { detectMarriedNameForms, marriedNameStem } from '../../src/pii/detectors/married-name-forms.js';
import { isInstitutionWord, isInstitutionWordAt } from '../../src/pii/institution-words.js';
import { isHeadWordAt, nextHeadWord } from '../../src/pii/detectors/organization-shapes.js';
import type { Candidate } from '../../src/pii/types.js';
import { randomTexts } from './fixtures/random-texts.js';

const CAPITALISED_RE = /(?<![\p{L}\p{N}_])\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?(?![\p{L}\p{N}_])/gu;

/** The capitalised-word loop married-name-forms.ts ran before it read ScanText.capitalisedWords. */
function oldCapitalisedMarriedForms(text: string): Candidate[] {
  const out: Candidate[] = [];
  const w: Span = { start: 0, end: 0 };
  for (let at = 0; nextCapitalised(text, at, w); at = w.end) {
    const word = text.slice(w.start, w.end);
    if (word.includes('-') || !marriedNameStem(word)) continue;
    out.push({ type: 'PERSON', start: w.start, end: w.end, score: 0.5, source: 'married-name-forms' });
  }
  return out;
}

const PIECES = [
  'Nowakowa', 'Pawlakówna', 'Kowalczykówną', 'Gajkowa', 'Wróblowa', 'Nowakowej', 'Nowakową', 'Nowakowo', 'Nowakównie',
  'Lipowa', 'Krakowa', 'Główna', 'Nowak-Kowalska', 'Nowak-Wiśniewskowa', 'NOWAKOWA', 'nowakowa', 'u nowakowej', 'Ówna',
  'Anna', 'Żaneta', 'Kowalski', 'X', 'Ab', 'w', 'W', 'ow', 'ówn', ' ', ' ', ' ', '-', '_', '1', '.', ',', '\n', '@',
  '𝐀', '𝐚', 'Ǆ', 'ǅ', 'Σ', 'ς', 'İ', 'ı', 'K', 'Ab1', 'x', 'a', 'Tuwimowa', 'Mickiewiczówna', 'Owa', 'Woj', 'Ww',
  'Bank', 'Fundacja', 'Fundacji', 'Rada', 'Rady', 'Zakład', '@', '/', '.', "'", 'x.', 'Bank-Rada', 'Uniwersytet', 'Uniwersytetu', 'Szkoła', 'Szkole', 'Nagroda', 'Ulica', 'Świętego', 'Σας', 'Σα', 'İstanbul', 'Ünal', 'ẞa', 'Ǉu',
];

describe('capitalised words read once per text', () => {
  it('are what the pattern finds, in order', () => {
    for (const text of randomTexts(PIECES, 20000, 11)) {
      const expected = [...text.matchAll(CAPITALISED_RE)].flatMap((m) => [m.index, m.index + m[0].length]);
      expect(new ScanText(text).capitalisedWords, text).toEqual(expected);
    }
  });
});

describe('married and maiden name forms from the shared capitalised words', () => {
  it('are what the per-word loop found', () => {
    const listed = ['Rozmawiałem z Nowakową i Pawlakówną.', 'Gajkowa przyszła', 'ul. Lipowa 5', 'Nowak-Kowalska', 'Ówna Owa Ww'];
    for (const text of [...listed, ...randomTexts(PIECES, 20000, 12)]) {
      const out: Candidate[] = [];
      detectMarriedNameForms(new ScanText(text), out);
      const capitalised = out.filter((c) => /^\p{Lu}/u.test(text[c.start]!));
      expect(capitalised, text).toEqual(oldCapitalisedMarriedForms(new ScanText(text).text));
    }
  });

  it('finds a married form and passes over a place name (the test can fail)', () => {
    const text = 'Wczoraj była u mnie Nowakowa, mieszka przy ul. Lipowa.';
    const out: Candidate[] = [];
    detectMarriedNameForms(new ScanText(text), out);
    expect(out.map((c) => text.slice(c.start, c.end))).toEqual(['Nowakowa']);
  });
});

describe('institution words read from the folded text', () => {
  it('are what isInstitutionWord reads from each capitalised word', () => {
    let institutions = 0;
    for (const text of randomTexts(PIECES, 20000, 13)) {
      const scan = new ScanText(text);
      const words = scan.capitalisedWords;
      for (let w = 0; w < words.length; w += 2) {
        const expected = isInstitutionWord(scan.text.slice(words[w]!, words[w + 1]!));
        if (expected) institutions++;
        expect(isInstitutionWordAt(scan.folded, words[w]!, words[w + 1]!), scan.text).toBe(expected);
      }
    }
    expect(institutions).toBeGreaterThan(100);
  });
});

describe('head nouns among the capitalised words read once per text', () => {
  it('are what nextHeadWord finds', () => {
    let heads = 0;
    for (const text of ['Fundacja Rozwoju', 'w Banku', 'Zakładzie-', 'x.Bank', '@Rada', 'Rada@', 'Bank-Rada', ...randomTexts(PIECES, 20000, 14)]) {
      const scan = new ScanText(text);
      const scanned: number[] = [];
      const w: Span = { start: 0, end: 0 };
      for (let from = 0; nextHeadWord(scan.text, from, w); from = w.end) scanned.push(w.start, w.end);
      const words = scan.capitalisedWords;
      const filtered: number[] = [];
      for (let i = 0; i < words.length; i += 2) if (isHeadWordAt(scan.text, words[i]!, words[i + 1]!)) filtered.push(words[i]!, words[i + 1]!);
      expect(filtered, text).toEqual(scanned);
      heads += scanned.length / 2;
    }
    expect(heads).toBeGreaterThan(1000);
  });
});
