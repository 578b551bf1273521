// Two rules find their words from a rare literal (a married-name suffix, " do ") and read the word back, instead of
// a pattern tried at every word start. These tests compare them with that pattern, which states what they match,
// on listed and random texts.
import { describe, expect, it } from 'vitest';
import { ScanText } from '../../src/pii/context.js';
import { isDictionaryWord } from '../../src/pii/dictionary-words.js';
import { detectMarriedNameForms, marriedNameStem } from '../../src/pii/detectors/married-name-forms.js';
import { detectAddressees } from '../../src/pii/detectors/subject-names.js';
import type { Candidate } from '../../src/pii/types.js';
import { randomTexts } from './fixtures/random-texts.js';

const LOWER_FORM_RE = /(?<![\p{L}\p{N}_@.-])\p{Ll}{3,}(?:owa|owej|ową|owo|ówna|ówny|ównie|ówną|ówno)(?![\p{L}\p{N}_@-])/gu;

function lowerFormsByPattern(text: string): string[] {
  const found: string[] = [];
  LOWER_FORM_RE.lastIndex = 0;
  for (let m = LOWER_FORM_RE.exec(text); m; m = LOWER_FORM_RE.exec(text)) {
    const w = m[0];
    if (marriedNameStem(w[0]!.toUpperCase() + w.slice(1)) && !isDictionaryWord(w)) found.push(`${m.index}-${m.index + w.length}`);
  }
  return found;
}

function lowerFormsFound(text: string): string[] {
  const out: Candidate[] = [];
  detectMarriedNameForms(new ScanText(text), out);
  return out.filter((c) => /^\p{Ll}/u.test(text.slice(c.start, c.end))).map((c) => `${c.start}-${c.end}`);
}

describe('lower-case married and maiden name forms, read back from the suffix', () => {
  it('match what the word pattern matches', () => {
    const listed = ['kowalczykowa nie przyszła', 'u nowakowej i z pawlakówną', 'ala@nowakowa.pl', 'xnowakowaY',
      'nowakowa-', 'nowakowa1', 'krakowa. lipowa', 'NOWAKOWA', 'kowa', '.nowakowa', '𝒶𝒶𝒶owa', 'pani kowalska i nowakowa'];
    const random = randomTexts(['owa', 'ówna', 'owej', 'nowak', 'kowalczyk', 'pawlak', ' ', ' ', '.', '-', '@', '_', '1', 'A',
      'ą', 'ę', '𝒶', 'w', 'n', 'o'], 20000);
    for (const t of [...listed, ...random]) expect(lowerFormsFound(t), t).toEqual(lowerFormsByPattern(t));
    expect(lowerFormsFound('kowalczykowa nie przyszła')).toEqual(['0-12']);
  });
});

const ADDRESSEE_RE = /(?<![\p{L}\p{N}_])(\p{L}{4,14}) (?:do (\p{Lu}\p{Ll}{2,})|DO (\p{Lu}{4,}))(?![\p{L}\p{N}_@'’-])/gu;

/** The places the word pattern puts a name after a call or message verb (before the rule's other checks). */
function addresseeSlotsByPattern(text: string): string[] {
  const slots: string[] = [];
  ADDRESSEE_RE.lastIndex = 0;
  for (let m = ADDRESSEE_RE.exec(text); m; m = ADDRESSEE_RE.exec(text)) {
    const written = m[2] ?? m[3]!;
    ADDRESSEE_RE.lastIndex = m.index + m[0].length - written.length;
    slots.push(`${m.index + m[0].length - written.length}-${m.index + m[0].length}`);
  }
  return slots;
}

describe('addressees, read back from " do "', () => {
  it('are found only where the word pattern puts a name, and the listed ones are found', () => {
    const random = randomTexts(['Oddzwoń', 'zadzwoń', 'ZADZWOŃ', 'napisz', 'Dzwoniła', ' ', ' do ', ' DO ', 'Siobhan', 'SIOBHAN',
      'Kwame', '1', '_', '@', '-', '𝒶', 'Ń', '\n', '.', 'Londynu'], 20000, 11);
    for (const t of random) {
      const out: Candidate[] = [];
      detectAddressees(new ScanText(t), out);
      const slots = new Set(addresseeSlotsByPattern(t));
      for (const c of out) expect(slots.has(`${c.start}-${c.end}`), t).toBe(true);
    }
    const out: Candidate[] = [];
    const text = 'Oddzwoń do Siobhan, a potem zadzwoń do Kwame. ZADZWOŃ DO OKSANY';
    detectAddressees(new ScanText(text), out);
    expect(out.map((c) => text.slice(c.start, c.end))).toEqual(['Siobhan', 'Kwame', 'OKSANY']);
  });
});
