// The normalized view detection reads (src/pii/detection-view.ts): what it folds, that plain text needs
// no view, that offsets found in the view map back onto the original's characters, and that values
// hidden by copy-paste characters are found and replaced whole (the forwarded text keeps the rest).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anonymizeTexts } from '../../src/pii/anonymize.js';
import { detectionView } from '../../src/pii/detection-view.js';
import type { EntityType } from '../../src/pii/types.js';

const ZWSP = '\u200b';
const fullWidth = (s: string) => s.replace(/[0-9]/g, (d) => String.fromCharCode(0xff10 + Number(d)));
const PESEL = '44051401359';
const ALL: ReadonlySet<EntityType> = new Set(['PERSON', 'PESEL', 'EMAIL_ADDRESS', 'PHONE_NUMBER', 'NIP', 'IBAN_CODE']);

/** The view of a whole text as a reference: NFKC, invisibles dropped, decimal digits as ASCII. */
function reference(text: string): string {
  return text.normalize('NFKC').replace(/[\p{Cf}\p{DI}]/gu, '').replace(/\p{Nd}/gu, (d) => {
    let first = d.codePointAt(0)!;
    const cp = first;
    while (/\p{Nd}/u.test(String.fromCodePoint(first - 1))) first--;
    return String((cp - first) % 10);
  });
}

describe('detectionView', () => {
  it('is null for plain text: ASCII, Polish letters, typographic punctuation, and other text NFKC keeps', () => {
    for (const t of ['', 'Dzień dobry, Zażółć gęślą jaźń – „cytat” — 12,50 €', 'PESEL 44051401359', 'Привет мир', 'emoji 😀 ok']) {
      expect(detectionView(t)).toBeNull();
    }
  });

  it('drops zero-width and other format characters; the span maps back over them', () => {
    const text = `PESEL 4405${ZWSP}1401359\u00ad.`;
    const view = detectionView(text)!;
    expect(view.text).toBe(`PESEL ${PESEL}.`);
    const [span] = view.toOriginal([{ start: 6, end: 17 }]);
    expect(text.slice(span.start, span.end)).toBe(`4405${ZWSP}1401359`);
  });

  it('folds full-width, mathematical and Arabic-Indic digits and a no-break space to ASCII', () => {
    const text = `tel.\u00a0${fullWidth('600')} 𝟕𝟎𝟎 ٨٠٠`;
    const view = detectionView(text)!;
    expect(view.text).toBe('tel. 600 700 800');
    const [span] = view.toOriginal([{ start: 5, end: 16 }]);
    expect(text.slice(span.start, span.end)).toBe(`${fullWidth('600')} 𝟕𝟎𝟎 ٨٠٠`);
  });

  it('composes a letter with its combining accent; a span inside the pair covers both', () => {
    const text = 'Zo\u0301fia';
    const view = detectionView(text)!;
    expect(view.text).toBe('Zófia');
    expect(view.toOriginal([{ start: 1, end: 2 }])[0]).toEqual({ start: 1, end: 3 });
    expect(view.toOriginal([{ start: 0, end: 5 }])[0]).toEqual({ start: 0, end: text.length });
  });

  it('a span inside one expanded character maps to the whole character; a span that would overlap the one before it is dropped', () => {
    const text = 'a\u2474b'; // ⑴ → "(1)"
    const view = detectionView(text)!;
    expect(view.text).toBe('a(1)b');
    expect(view.toOriginal([{ start: 1, end: 2 }, { start: 2, end: 3 }, { start: 4, end: 5 }])).toEqual([{ start: 1, end: 2 }, { start: 2, end: 3 }]);
  });

  it('reads Cyrillic and Greek look-alike letters in a Latin word or among digits as Latin; a Cyrillic or Greek word stays', () => {
    const cyr = (s: string) => s.replace(/a/g, '\u0430').replace(/o/g, '\u043e').replace(/O/g, '\u041e');
    const text = `Klient J${cyr('a')}n K${cyr('o')}walski, PESEL 44${cyr('O')}51401359, ${cyr('Io')}annis`;
    const view = detectionView(text)!;
    expect(view.text).toBe('Klient Jan Kowalski, PESEL 44O51401359, Ioannis');
    expect(view.text).toHaveLength(text.length);
    for (const t of ['Иван Петров, Москва', 'Ελένη Παπαδοπούλου', 'α = 0,5 и β']) {
      const v = detectionView(t);
      expect(v === null ? t : v.text).toBe(t.normalize('NFKC'));
    }
  });

  it('a name and a PESEL written with look-alike letters are replaced; the tag restores them as written', () => {
    const name = 'J\u0430n K\u043ewalski';
    const pesel = '44\u041e51401359';
    const r = anonymizeTexts([`Klient ${name}, PESEL ${pesel}.`], ALL);
    expect(r.texts).toEqual(['Klient <PERSON_1>, PESEL <PESEL_1>.']);
    expect(r.mapping).toEqual({ '<PERSON_1>': name, '<PESEL_1>': pesel });
  });

  it('agrees with the whole-text reference, and every view span maps onto original text whose view contains it', () => {
    const pieces = ['a', 'Ż', ' ', '4', '0', ZWSP, '\u200d', '\ufeff', '\u00ad', '\u00a0', '\u0301', '\uff14', '\uff10', '𝟓', '٣', '५', 'ﬁ', '…', '①', '😀', '\ufe0f', 'Σ'];
    const text = fc.array(fc.constantFrom(...pieces), { maxLength: 30 }).map((a) => a.join(''));
    fc.assert(fc.property(text, fc.nat(), fc.nat(), (t, x, y) => {
      const view = detectionView(t);
      if (!view) { expect(reference(t)).toBe(t); return; }
      expect(view.text).toBe(reference(t));
      const n = view.text.length;
      const s = n === 0 ? 0 : x % n;
      const e = s + (n === 0 ? 0 : (y % (n - s)) + 1);
      if (e <= s) return;
      const os = view.originalStart(s);
      const oe = view.originalEnd(e);
      expect(os).toBeLessThan(oe);
      expect(reference(t.slice(os, oe))).toContain(view.text.slice(s, e));
    }), { seed: 32, numRuns: 500 });
  });
});

describe('detection on the view', () => {
  const cases: Array<[string, string, string]> = [
    ['zero-width space inside a PESEL', `Mój PESEL to 4405${ZWSP}1401359.`, `4405${ZWSP}1401359`],
    ['full-width PESEL', `Mój PESEL to ${fullWidth(PESEL)}.`, fullWidth(PESEL)],
    ['full-width at sign in an e-mail', 'Pisz na jan.kowalski＠example.com', 'jan.kowalski＠example.com'],
    ['soft hyphen inside a surname', 'Pacjent Jan Kowal\u00adski zgłosił się.', 'Jan Kowal\u00adski'],
  ];
  it.each(cases)('%s: found, and the original characters are replaced and restored', (_name, text, value) => {
    const { texts, mapping } = anonymizeTexts([text], ALL);
    expect(texts[0]).not.toContain(value);
    expect(Object.values(mapping)).toContain(value);
    // Everything but the value is forwarded as written.
    const tag = Object.keys(mapping).find((k) => mapping[k] === value)!;
    expect(texts[0].replace(tag, value)).toBe(text);
  });
});
