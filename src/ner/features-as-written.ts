// Token → model input ids for the as-written model (models/ner/as-written/, trained on text as edited, before
// the typed copies): words and gazetteer forms are read lowercased, letters as written — no diacritic fold and
// no case channel. Mirrors training/ner/featurize.py as it was at commit 1d52500; its tables have no
// charChannels. The case-robust model's featurizer is features.ts.

import { FIRSTNAME_SUFFIX, LOCALITY_SUFFIX, SURNAME_SUFFIX, shapeName, type NerTables, type TokenFeaturizer } from './features.js';

/** Lowercase, then ASCII digits → '0' (featurize.word_key at 1d52500). */
export function asWrittenWordKey(tok: string): string {
  return tok.toLowerCase().replace(/[0-9]/g, '0');
}

export class AsWrittenFeaturizer implements TokenFeaturizer {
  private readonly wordIndex: Map<string, number>;
  private readonly charIndex: Map<string, number>;
  private readonly shapeIndex: Map<string, number>;
  private readonly firstNames: ReadonlySet<string>;
  private readonly surnames: ReadonlySet<string>;
  private readonly localities: ReadonlySet<string>;
  readonly maxChars: number;

  constructor(readonly tables: NerTables) {
    if (tables.charChannels !== undefined) throw new Error('NER tables with charChannels belong to the case-folded featurizer (features.ts)');
    this.wordIndex = new Map(tables.words.map((w, i) => [w, i]));
    this.charIndex = new Map(tables.chars.map((c, i) => [c, i]));
    this.shapeIndex = new Map(tables.shapes.map((s, i) => [s, i]));
    this.firstNames = new Set(tables.firstNames ?? []);
    this.surnames = new Set(tables.surnames ?? []);
    this.localities = new Set(tables.localities ?? []);
    this.maxChars = tables.maxChars;
  }

  wordKey(tok: string): string {
    return asWrittenWordKey(tok);
  }

  /** Whether a word, lowercased, is a gazetteer name: a first name, surname or locality (diacritics as written). */
  isNameForm(word: string): boolean {
    const low = word.toLowerCase();
    return this.firstNames.has(low) || this.surnames.has(low) || this.localities.has(low);
  }

  wordId(tok: string): number {
    return this.wordIndex.get(asWrittenWordKey(tok)) ?? this.tables.unk;
  }

  /** Shape class with the gazetteer flags (+firstname, +surname, +locality, in that order) of the lowercased token. */
  shapeId(tok: string): number {
    const low = tok.toLowerCase();
    let name = shapeName(tok);
    if (this.firstNames.has(low)) name += FIRSTNAME_SUFFIX;
    if (this.surnames.has(low)) name += SURNAME_SUFFIX;
    if (this.localities.has(low)) name += LOCALITY_SUFFIX;
    return this.shapeIndex.get(name)!;
  }

  /** Writes maxChars char ids (zero padded) into out[offset..]; long words keep first and last halves. */
  writeCharIds(tok: string, out: Int32Array, offset: number): void {
    const cps = Array.from(tok);
    const max = this.maxChars, half = max >> 1;
    const clipped = cps.length <= max ? cps : cps.slice(0, half).concat(cps.slice(cps.length - half));
    for (let j = 0; j < max; j++) {
      out[offset + j] = j < clipped.length ? (this.charIndex.get(clipped[j]!) ?? this.tables.unk) : this.tables.pad;
    }
  }
}
