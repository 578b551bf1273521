// Token → model input ids for the as-written model (models/ner/as-written/, trained on text as edited, before
// the typed copies): words and gazetteer forms are read lowercased, letters as written — no diacritic fold and
// no case channel. Mirrors training/ner/featurize.py as it was at commit 1d52500; its tables have no
// charChannels. The case-robust model's featurizer is features.ts.

import { TableFeaturizer, type NerTables } from './features.js';

/** Lowercase, then ASCII digits → '0' (featurize.word_key at 1d52500). */
export function asWrittenWordKey(tok: string): string {
  return tok.toLowerCase().replace(/[0-9]/g, '0');
}

export class AsWrittenFeaturizer extends TableFeaturizer {
  constructor(tables: NerTables) {
    if (tables.charChannels !== undefined) throw new Error('NER tables with charChannels belong to the case-folded featurizer (features.ts)');
    super(tables);
  }

  wordKey(tok: string): string {
    return asWrittenWordKey(tok);
  }

  /** Gazetteer forms are lowercased, diacritics as written. */
  protected nameKey(tok: string): string {
    return tok.toLowerCase();
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
