// The hand-written word scanners (char-class.ts) must find exactly what the regexes they replace find,
// on any text: compared on random strings made of the characters where they could differ (capitals
// and lower case in and beyond ASCII, astral letters, lone surrogates, digits, "_", "-", spaces).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classAt, classBefore, hashUnits, HYPHEN_JOINS, HYPHEN_OR_APOSTROPHE_JOINS, LETTER, LOWER, nextCapitalised, nextCapitalPair, nextRun, nextWord, NUMBER, PAIR, unitClass, UPPER, WORD, type Run, type Span } from '../../src/pii/char-class.js';
import { ContextClasses, ContextWords, isWordChar, ScanText, stemPositions } from '../../src/pii/context.js';
import { isNoisyWord } from '../../src/pii/detectors/person-recall.js';
import { fold } from '../../src/pii/fold.js';

const PIECES = [
  'A', 'a', 'Ż', 'ż', 'ł', 'Ł', 'É', 'ß', 'Σ', 'ς', 'ǅ', 'ʰ', 'Ⅸ', '𝐀', '𝐚', '𐐀', '𐐨', '\uD835', '\uDC00', '1', '3', '٣',
  '_', '-', ' ', '.', '\n', '@', 'Anna', 'Nowak', 'kowalski', 'Maria-Józefa', 'ab', 'Mi3loch',
];
const text = fc.array(fc.constantFrom(...PIECES), { maxLength: 24 }).map((a) => a.join(''));

function regexMatches(re: RegExp, t: string): string[] {
  const out: string[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(t); m; m = re.exec(t)) out.push(`${m.index}-${m.index + m[0].length}`);
  return out;
}

describe('character classes', () => {
  it('agree with the Unicode property escapes, by code point', () => {
    fc.assert(fc.property(text, (t) => {
      for (let i = 0; i < t.length; i++) {
        const cp = t.codePointAt(i)!;
        const s = String.fromCodePoint(cp);
        const lone = cp >= 0xd800 && cp <= 0xdfff;
        const k = classAt(t, i);
        expect(!!(k & UPPER)).toBe(!lone && /\p{Lu}/u.test(s));
        expect(!!(k & LOWER)).toBe(!lone && /\p{Ll}/u.test(s));
        expect(!!(k & LETTER)).toBe(!lone && /\p{L}/u.test(s));
        expect(!!(k & NUMBER)).toBe(!lone && /\p{N}/u.test(s));
        expect(!!(k & WORD)).toBe(!lone && /[\p{L}\p{N}_]/u.test(s));
        expect(!!(k & PAIR)).toBe(cp > 0xffff);
        if (cp > 0xffff) i++;
      }
    }), { numRuns: 300 });
  });

  const BEHIND_WORD = /(?<=[\p{L}\p{N}_])/uy;
  it('read the code point before a position as a lookbehind does', () => {
    fc.assert(fc.property(text, (t) => {
      for (let i = 0; i <= t.length; i++) {
        if (i > 0 && i < t.length && /[\uD800-\uDBFF]/.test(t[i - 1]) && /[\uDC00-\uDFFF]/.test(t[i])) continue; // inside a pair
        BEHIND_WORD.lastIndex = i;
        expect(!!(classBefore(t, i) & WORD)).toBe(BEHIND_WORD.test(t));
      }
    }), { numRuns: 300 });
  });
});

describe('nextCapitalised', () => {
  const RE = /(?<![\p{L}\p{N}_])\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?(?![\p{L}\p{N}_])/gu;
  const scan = (t: string): string[] => {
    const out: string[] = [];
    const m: Span = { start: 0, end: 0 };
    for (let at = 0; nextCapitalised(t, at, m); at = m.end) out.push(`${m.start}-${m.end}`);
    return out;
  };

  it('finds what the capitalised-word regex finds', () => {
    fc.assert(fc.property(text, (t) => { expect(scan(t)).toEqual(regexMatches(RE, t)); }), { numRuns: 3000 });
  });

  it('on examples', () => {
    expect(scan('Anna Nowak-Wiśniewska, jan Kowalski2 i Maria-józefa')).toEqual(['0-4', '5-21', '39-44']);
    expect(scan('xAnna 𝐀bc Ab-Cd-Ef')).toEqual(['6-10', '11-16', '17-19']); // 𝐀 is a capital (two units)
  });
});

describe('nextRun', () => {
  const scan = (t: string, cls: number, min: number): string[] => {
    const out: string[] = [];
    const m: Run = { start: 0, end: 0, hash: 0 };
    for (let at = 0; nextRun(t, at, cls, min, m); at = m.end) {
      expect(m.hash).toBe(hashUnits(t.slice(m.start, m.end)));
      out.push(`${m.start}-${m.end}`);
    }
    return out;
  };

  it('finds what \\p{Ll}{3,} and [\\p{L}\\p{N}_]+ find', () => {
    fc.assert(fc.property(text, (t) => {
      expect(scan(t, LOWER, 3)).toEqual(regexMatches(/\p{Ll}{3,}/gu, t));
      expect(scan(t, WORD, 1)).toEqual(regexMatches(/[\p{L}\p{N}_]+/gu, t));
    }), { numRuns: 3000 });
  });

  it('with isNoisyWord, finds what the noisy-name regex finds', () => {
    const RE = /(?<![\p{L}\p{N}_])\p{Lu}[\p{Ll}013457]*[013457][\p{Ll}013457]*(?![\p{L}\p{N}_])/gu;
    const noisy = (t: string) => scan(t, WORD, 1).filter((s) => { const [a, b] = s.split('-').map(Number); return isNoisyWord(t, a, b); });
    fc.assert(fc.property(text, (t) => { expect(noisy(t)).toEqual(regexMatches(RE, t)); }), { numRuns: 3000 });
    expect(noisy('Agn13szka M4teusz A4 x1 Ż0ł7')).toEqual(['0-9', '10-17', '18-20', '24-28']);
  });
});

describe('nextWord', () => {
  const scan = (t: string, joins: typeof HYPHEN_JOINS | typeof HYPHEN_OR_APOSTROPHE_JOINS): string[] => {
    const out: string[] = [];
    const m: Span = { start: 0, end: 0 };
    for (let at = 0; nextWord(t, at, joins, m); at = m.end) out.push(`${m.start}-${m.end}`);
    return out;
  };
  const joined = fc.array(fc.constantFrom(...PIECES, "'", '’', "o'neill", 'Curie-'), { maxLength: 24 }).map((a) => a.join(''));

  it('finds what the word regexes of the name echoes and caseless names find', () => {
    fc.assert(fc.property(joined, (t) => {
      expect(scan(t, HYPHEN_JOINS)).toEqual(regexMatches(/\p{L}+(?:-\p{L}+)*/gu, t));
      expect(scan(t, HYPHEN_OR_APOSTROPHE_JOINS)).toEqual(regexMatches(/\p{L}+(?:[-'’]\p{L}+)*/gu, t));
    }), { numRuns: 3000 });
  });

  it('on examples', () => {
    expect(scan("jan o'neill, Skłodowska-Curie- 𝐀b", HYPHEN_OR_APOSTROPHE_JOINS)).toEqual(['0-3', '4-11', '13-29', '31-34']);
    expect(scan("jan o'neill", HYPHEN_JOINS)).toEqual(['0-3', '4-5', '6-11']);
  });
});

describe('nextCapitalPair', () => {
  it('finds what \\p{Lu}\\p{Ll}{4,} \\p{Lu} finds, searching on from the second capital', () => {
    const RE = /\p{Lu}\p{Ll}{4,} \p{Lu}/gu;
    const viaRegex = (t: string): string[] => {
      const out: string[] = [];
      RE.lastIndex = 0;
      for (let m = RE.exec(t); m; m = RE.exec(t)) { out.push(`${m.index}-${m.index + m[0].length}`); RE.lastIndex = m.index + m[0].length - 1; }
      return out;
    };
    const scan = (t: string): string[] => {
      const out: string[] = [];
      const m: Span = { start: 0, end: 0 };
      for (let at = 0; nextCapitalPair(t, at, m); at = m.end - 1) out.push(`${m.start}-${m.end}`);
      return out;
    };
    const words = fc.array(fc.constantFrom(...PIECES, 'Pitor', 'Kowalski', 'Ab', 'Źdźbło', 'Abcde 𝐀'), { maxLength: 16 }).map((a) => a.join(' '));
    fc.assert(fc.property(fc.oneof(text, words), (t) => { expect(scan(t)).toEqual(viaRegex(t)); }), { numRuns: 3000 });
  });
});

describe('the table-based helpers, over every UTF-16 unit', () => {
  it('isWordChar is ASCII letters and digits or a non-ASCII letter or digit read alone', () => {
    for (let code = 0; code < 0x10000; code++) {
      const ref = /[A-Za-z0-9]/.test(String.fromCharCode(code)) || (code > 127 && /[\p{L}\p{N}]/u.test(String.fromCharCode(code)));
      if (isWordChar(code) !== ref) expect([code, isWordChar(code)]).toEqual([code, ref]);
    }
  });

  it('unitClass reads one unit as a one-character string is read', () => {
    for (let code = 0; code < 0x10000; code++) {
      const s = String.fromCharCode(code);
      const got = [!!(unitClass(code) & WORD), !!(unitClass(code) & (LETTER | NUMBER))];
      const ref = [/[\p{L}\p{N}_]/u.test(s), /[\p{L}\p{N}]/u.test(s)];
      if (got[0] !== ref[0] || got[1] !== ref[1]) expect([code, ...got]).toEqual([code, ...ref]);
    }
  });
});

describe('fold', () => {
  const BASE: Record<string, string> = { ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z' };
  /** The definition: lower case (per character when that changes the length), Polish letters without diacritics. */
  const reference = (t: string): string => {
    let lower = t.toLowerCase();
    if (lower.length !== t.length) lower = [...t].map((c) => (c.toLowerCase().length === 1 ? c.toLowerCase() : c)).join('');
    return lower.replace(/[ąćęłńóśźż]/g, (c) => BASE[c]);
  };

  it('matches its definition', () => {
    const piece = fc.oneof(fc.constantFrom(...PIECES, 'ZAŻÓŁĆ', 'gęślą', 'jaźń', 'İ', 'Σ', 'ÓŁ', 'ó', 'ż'), fc.string({ maxLength: 4 }));
    fc.assert(fc.property(fc.array(piece, { maxLength: 12 }).map((a) => a.join('')), (t) => { expect(fold(t)).toBe(reference(t)); }), { numRuns: 3000 });
    expect(fold('Zażółć Gęślą JAŹŃ')).toBe('zazolc gesla jazn');
  });

  it('matches its definition on text below U+0180, which it may return as it is', () => {
    const latin = fc.string({ unit: fc.integer({ min: 0, max: 0x17f }).map((c) => String.fromCharCode(c)), maxLength: 12 });
    fc.assert(fc.property(latin, (t) => { expect(fold(t)).toBe(reference(t)); }), { numRuns: 3000 });
    expect(fold('kowalski')).toBe('kowalski');
    expect(fold('kowalskİ')).toBe(reference('kowalskİ'));
  });
});

describe('stemPositions', () => {
  /** The definition: per stem, indexOf from the end of its previous occurrence; all ordered by index. */
  const reference = (folded: string, stems: readonly string[]): Array<[number, number]> => {
    const found: Array<[number, number]> = [];
    for (const stem of stems) for (let i = folded.indexOf(stem); i >= 0; i = folded.indexOf(stem, i + stem.length)) found.push([i, stem.length]);
    return found.sort((a, b) => a[0] - b[0]);
  };
  const lists: ReadonlyArray<readonly string[]> = [
    ['dowod', 'osobist', 'dokument', 'tozsamosc', 'seria', 'serii', 'albumu'], // overlapping, prefix-free
    ['ab', 'aba', 'b'], // "ab" is a prefix of "aba": the per-stem search
    ['aa', 'a.a'],
  ];
  it('finds what indexOf per stem finds', () => {
    const piece = fc.constantFrom('dowod', 'dowodowod', 'dokument', 'osobistozsamosc', 'seria', 'serii', 'albumu', 'ab', 'aba', 'b', 'a', 'aa', 'a.a', ' ', 'x', 'ó', '𝐚');
    fc.assert(fc.property(fc.array(piece, { maxLength: 12 }).map((a) => a.join('')), (t) => {
      const scan = new ScanText(t);
      for (const stems of lists) expect(stemPositions(scan, stems)).toEqual(reference(scan.folded, stems));
    }), { numRuns: 2000 });
  });
});

describe('context words before a position', () => {
  /** The definition: the folded words before `start` (nearest first, at most maxWords within maxChars), cut out and matched. */
  const wordsBefore = (folded: string, start: number, maxWords: number, maxChars: number): string[] => {
    const out: string[] = [];
    const limit = Math.max(0, start - maxChars);
    for (let i = start - 1; i >= limit && out.length < maxWords;) {
      while (i >= limit && !isWordChar(folded.charCodeAt(i))) i--;
      if (i < limit) break;
      const end = i + 1;
      while (i >= 0 && isWordChar(folded.charCodeAt(i))) i--;
      out.push(folded.slice(i + 1, end));
    }
    return out;
  };
  /** The definition of a match: an "=" entry is the whole word, any other a prefix (entries already folded). */
  const matches = (entries: readonly string[], w: string) => entries.some((e) => (e.startsWith('=') ? w === e.slice(1) : w.startsWith(e)));
  const WORDS = ['=tel', 'telefon', '=nr', 'pesel', 'numer', '=z'];
  const PHONE = ['=tel', 'telefon'];
  const OTHER = ['=numer', 'faktur'];
  const words = new ContextWords(WORDS);
  const classes = new ContextClasses({ phone: PHONE, other: OTHER });

  it('match as the words cut out would', () => {
    const piece = fc.constantFrom('tel', 'Tel.', 'telefonu', 'nr', 'numer', 'numerem', 'faktura', 'PESEL', 'Ż', ' ', ': ', '-', '1', 'x', 'ó', '𝐚', '\n');
    fc.assert(fc.property(fc.array(piece, { maxLength: 14 }).map((a) => a.join('')), fc.nat(), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 40 }), (t, at, maxWords, maxChars) => {
      const scan = new ScanText(t);
      const start = at % (t.length + 1);
      const before = wordsBefore(scan.folded, start, maxWords, maxChars);
      expect(words.before(scan, start, maxWords, maxChars)).toBe(before.some((w) => matches(WORDS, w)));
      const nearest = before.map((w) => (matches(PHONE, w) ? 'phone' : matches(OTHER, w) ? 'other' : undefined)).find((k) => k !== undefined);
      expect(classes.nearest(scan, start, maxWords, maxChars)).toBe(nearest);
    }), { numRuns: 3000 });
  });
});
