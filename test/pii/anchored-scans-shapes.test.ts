// Scans that read words by character classes (char-class.ts) instead of a regex match per word. Each test
// compares one with the pattern it replaced, which states what it matches, on listed and random texts.
import { describe, expect, it } from 'vitest';
import { mayBeHead, nextAcronymWord, nextHeadWord, type AcronymWord } from '../../src/pii/detectors/organization-shapes.js';
import type { Span } from '../../src/pii/char-class.js';
import { mayOpenMention, nextTrailer } from '../../src/pii/detectors/structured-logins.js';
import * as lookalike from '../../src/pii/lookalike.js';
import * as before from './fixtures/lookalike-before.js';
import { matchesAfter, ScanText } from '../../src/pii/context.js';
import { detectDateOfBirth } from '../../src/pii/detectors/date-of-birth.js';
import { detectDateOfBirth as detectDateOfBirthBefore } from './fixtures/date-of-birth-before.js';
import type { Candidate } from '../../src/pii/types.js';
import { randomTexts } from './fixtures/random-texts.js';

const WORD_PIECES = ['A', 'B', 'Ż', 'Ł', 'a', 'b', 'ż', 'ł', 'ab', 'ABC', 'Kra', 'ZUS', 'UOKiK', 'Fundacji', 'Bank', 'Rada',
  'Zakład', 'abcdefgh', 'ABCDEFGHIJ', ' ', ' ', ' ', '-', "'", '’', '.', '/', '\\', ':', '#', '&', '+', '@', '_', '1', '12',
  '\n', ',', '𝒜', '𝒶', '\ud835', 'ǅ', 'ᾈ'];

const ACRONYM_RE = /(?=\p{Lu})(?<![\p{L}\p{N}_@.\/\\:#&+-])(\p{Lu}[\p{L}]{1,8})(?:([-'’])(\p{L}{1,12}))?(?![\p{L}\p{N}_@]|[-'’.\/\\:]?[\p{L}\p{N}]|[-'’]\p{N})/gu;

function acronymsByPattern(text: string): string[] {
  const found: string[] = [];
  ACRONYM_RE.lastIndex = 0;
  for (let m = ACRONYM_RE.exec(text); m; m = ACRONYM_RE.exec(text)) {
    found.push(`${m.index}-${m.index + m[1]!.length}-${m.index + m[0].length}:${m[2] ?? ''}${m[3] ?? ''}`);
  }
  return found;
}

function acronymsScanned(text: string): string[] {
  const found: string[] = [];
  const w: AcronymWord = { start: 0, wordEnd: 0, end: 0 };
  for (let from = 0; nextAcronymWord(text, from, w); from = w.end) {
    found.push(`${w.start}-${w.wordEnd}-${w.end}:${w.end > w.wordEnd ? text.slice(w.wordEnd, w.end) : ''}`);
  }
  return found;
}

const HEAD_RE = /(?=\p{Lu})(?<![\p{L}\p{N}_@.\/-])\p{Lu}\p{Ll}+(?![\p{L}\p{N}_@-])/gu;

function headsByPattern(text: string): string[] {
  const found: string[] = [];
  HEAD_RE.lastIndex = 0;
  for (let m = HEAD_RE.exec(text); m; m = HEAD_RE.exec(text)) {
    if (mayBeHead(m[0].charCodeAt(0), m[0].charCodeAt(1))) found.push(`${m.index}-${m.index + m[0].length}`);
  }
  return found;
}

function headsScanned(text: string): string[] {
  const found: string[] = [];
  const w: Span = { start: 0, end: 0 };
  for (let from = 0; nextHeadWord(text, from, w); from = w.end) found.push(`${w.start}-${w.end}`);
  return found;
}

describe('acronym-shaped words, read by character classes', () => {
  it('match what the word pattern matches', () => {
    const listed = ['ZUS-u i PZU-Życie', "ONR'em", 'UOKiK', 'KrK', 'ABCDEFGHI-abc', 'ABCDEFGHIJ', 'Ab-1', "Ab'Cd'EF", 'x.ZUS', 'ZUS.pl',
      'ZUS-', 'ZUS -', 'A-abcdefghijklm', '𝒜BC', 'BC𝒶', 'Ab’cd', '@ZUS', 'ZUS@'];
    for (const t of [...listed, ...randomTexts(WORD_PIECES, 20000)]) expect(acronymsScanned(t), t).toEqual(acronymsByPattern(t));
    expect(acronymsScanned('w ZUS-ie')).toEqual(['2-5-8:-ie']);
  });
});

describe('head nouns, read by character classes', () => {
  it('match what the word pattern matches, where the head noun test lets them', () => {
    const listed = ['Fundacja Rozwoju', 'w Banku', 'Zakładzie-', 'x.Bank', '@Rada', 'Rada@', 'Bank_', 'BaNk', 'Ǆa'];
    for (const t of [...listed, ...randomTexts(WORD_PIECES, 20000, 11)]) expect(headsScanned(t), t).toEqual(headsByPattern(t));
    expect(headsScanned('Anna z Fundacji')).toEqual(['7-15']);
  });
});

const TOKEN = String.raw`[\p{L}\p{N}_](?:[\p{L}\p{N}_.-]{0,38}[\p{L}\p{N}_])?`;
const TRAILER_RE = new RegExp(String.raw`(?:^|\n)[ \t]*(?:Author|Commit|Committer|Signed-off-by|Co-authored-by|Reviewed-by|Acked-by|Tested-by|Reported-by|Suggested-by|Helped-by):[ \t]+(${TOKEN})[ \t]*<`, 'giu');
const LINE_MENTION_RE = /(?:^|\n|[,.!?][ \t]+|(?<![\p{L}\p{N}_])(?:by|od|dla|hej|cześć|czesc|dzięki|dzieki|thanks|ok|hi|hey|cc)[ \t,]+)@([\p{Ll}\p{N}_](?:[\p{L}\p{N}_.]{0,28}[\p{L}\p{N}_])?)(?=[,:]?[ \t]+\p{L}|,|[ \t]*[!?]|[ \t]*$)/gmu;

describe('git trailers, tried at line starts only', () => {
  it('match what the global pattern matches', () => {
    const pieces = ['\n', '\n', ' ', '\t', 'Author:', 'co-authored-by:', 'SIGNED-OFF-BY:', 'Commit', ':', ' kasia92 ', 'jan.k', '<', '<a@b.pl>',
      'x', '\r', '𝒶', '.', '-'];
    const listed = ['Author: jnowak <j@x.pl>', 'x\nAuthor: a <\nCommit: bb <', 'Author: a <Author: b <', '\nauthor:\tq.q<'];
    for (const t of [...listed, ...randomTexts(pieces, 20000, 13)]) {
      const byPattern: string[] = [];
      TRAILER_RE.lastIndex = 0;
      for (let m = TRAILER_RE.exec(t); m; m = TRAILER_RE.exec(t)) byPattern.push(`${m.index}:${m[0]}:${m[1]}`);
      const scanned: string[] = [];
      for (let m = nextTrailer(t, 0); m; m = nextTrailer(t, m.index + m[0].length)) scanned.push(`${m.index}:${m[0]}:${m[1]}`);
      expect(scanned, JSON.stringify(t)).toEqual(byPattern);
    }
  });
});

describe('line mentions, looked for only after an "@" that may open one', () => {
  it('are never in a text the test rules out', () => {
    const pieces = ['@', '@ola_k', 'ola', ' ', '\n', '\r', '\t', ',', '.', '!', 'by ', 'hej', 'x@y.pl', 'A', '1', '𝒶', '\u2028', ' sprawdzisz'];
    for (const t of ['@wilczek sprawdzisz PR?', 'by @wilczek in #42', 'pisz na a@b.pl', ...randomTexts(pieces, 20000, 17)]) {
      LINE_MENTION_RE.lastIndex = 0;
      if (LINE_MENTION_RE.test(t)) expect(mayOpenMention(t), JSON.stringify(t)).toBe(true);
    }
    expect(mayOpenMention('pisz na a@b.pl')).toBe(false);
  });
});

describe('look-alike reading, with character tests read by code', () => {
  it('reads every text as the regex-based version did', () => {
    const pieces = ['PESEL ', 'NIP:', 'nip', 'tel. ', 'konto ', 'PL', 'PESEL', '850412075', '8504l207S81', '85041207581', '526-O25-O2-74',
      'TYZ4l4005', 'tyz', 'kbl158800', '12 1320 6246 8876 0482 7968 9290', '4O', 'l2', 'S8', 'o 12', ' ', ' ', '-', '1', '7', 'O',
      'o', 'I', 'l', 'S', 's', 'B', 'b', 'Z', 'g', 'q', '|', 'x', 'ą', '\n', '@', '𝒶', 'AB ', 'abc '];
    const listed = ['PESEL 85041Z07581', 'NIP:526-O25-O2-74', 'PESEL85041207S81', 'TYZ4l4005', '6O4 594 393', '44O51401359'];
    for (const t of [...listed, ...randomTexts(pieces, 20000, 23)]) {
      expect(lookalike.readAnyCase(t), t).toBe(before.readAnyCase(t));
      expect(lookalike.normalizeLookalikes(t), t).toBe(before.normalizeLookalikes(t));
      expect(lookalike.normalizeAfterKeywords(t), t).toBe(before.normalizeAfterKeywords(t));
    }
    expect(lookalike.normalizeAfterKeywords('PESEL 85041Z07581')).toBe('PESEL 85041207581');
  });
});

describe('dates, tried only where a run of digits starts', () => {
  it('are what the global patterns found (test/pii/fixtures/date-of-birth-before.ts)', () => {
    const pieces = ['12', '1', '03', '1985', '2024', '19850', '.', '.', '/', '-', '-', ' ', ' marca ', ' MARCA ', ' maja ', 'a', '²', '_',
      '\n', 'ur. ', 'faktura ', 'do ', '2001-02-03', '1.2.1990', '12 marca 1985', '𝒶', ' o 10:30'];
    let dates = 0;
    for (const t of ['ur. 12.03.1985', 'ur. 1985-03-12', 'ur. 12 marca 1985 r.', '112.03.1985', ...randomTexts(pieces, 20000, 29)]) {
      const out: Candidate[] = [];
      detectDateOfBirth(new ScanText(t), out);
      const old: Candidate[] = [];
      detectDateOfBirthBefore(new ScanText(t), old);
      expect(out, t).toEqual(old);
      dates += out.length;
    }
    expect(dates).toBeGreaterThan(1000);
  });
});

describe('document numbers, tried only at word starts with a digit near', () => {
  // document-context.ts's VALUE_RE: every match has a digit at most four units after its start.
  const VALUE_RE = new RegExp(
    String.raw`(?<![\p{L}\p{N}_+\/]|\d[.,-])(?:(?![Nn][Rr][ -]?\d|[Nn][Oo][ -]?\d|[Ii][Dd][ -]?\d)(?:[A-Z]{1,3}[ -]?|[a-z]{2,3} ?)\d{5,8}|(?:[A-Z]{1,3}|(?!(?:nr|no|id|to|ma|ze|na|od|do|mam|nas|moj) )[a-z]{2,3}) \d{2,4}(?: \d{2,4}){1,3}|\d{4}(?:[ -]\d{4}){1,3}|\d{2,5}\/\d{2,5}\/\d{2,7}|\d{6,12})(?![\p{L}\p{N}_]|[.,\/-]\d)`,
    'uy',
  );
  it('are what every word start tried gives', () => {
    const pieces = ['ABC', 'AB', 'abc', 'ab', 'nr', 'to', ' ', ' ', '-', '/', '123', '12345', '123456', '1234', '12', '.', ',', 'dowód ', 'x', '\n', '𝒶', '+'];
    let found = 0;
    for (const t of randomTexts(pieces, 20000, 37)) {
      for (const [from, window] of [[0, 80], [3, 20], [5, 200]] as const) {
        const all = matchesAfter(t, VALUE_RE, from, window).map((m) => `${m.index}:${m[0]}`);
        expect(matchesAfter(t, VALUE_RE, from, window, 4).map((m) => `${m.index}:${m[0]}`), t).toEqual(all);
        found += all.length;
      }
    }
    expect(found).toBeGreaterThan(10000);
  });
});
