// Token → model input ids. Mirrors training/ner/featurize.py rule for rule; the tables (word and char
// vocabularies, shape names, first-name forms, tag names) come from models/ner/vocab.json written by the training run.

export interface NerTables {
  words: string[];
  chars: string[];
  shapes: string[];
  tags: string[];
  maxChars: number;
  pad: number;
  unk: number;
  /** Lowercased inflected first-name forms (training/ner/first-names.json); absent in older tables. */
  firstNames?: string[];
}

/** Shape-class suffix marking a token whose lowercase form is a known first name (featurize.FIRSTNAME_SUFFIX). */
export const FIRSTNAME_SUFFIX = '+firstname';

/** Lowercase, then ASCII digits → '0' (same as featurize.word_key). */
export function wordKey(tok: string): string {
  return tok.toLowerCase().replace(/[0-9]/g, '0');
}

/** Shape class index into tables.shapes; case is tested via lower/upper round trips, as in Python. */
export function shapeName(tok: string): string {
  let up = 0, low = 0, dig = 0, other = 0;
  let first = true, firstUpper = false;
  for (const c of tok) {
    if (c >= '0' && c <= '9') dig++;
    else if (c.toLowerCase() !== c) { up++; if (first) firstUpper = true; }
    else if (c.toUpperCase() !== c) low++;
    else other++;
    first = false;
  }
  const letters = up + low;
  if (letters === 0 && dig === 0) return other > 0 ? 'punct' : 'other';
  if (letters === 0) return 'digits';
  if (dig > 0) return 'alnum';
  if (up === 0) return 'lower';
  if (low === 0) return up > 1 ? 'allcaps' : 'capitalized';
  if (firstUpper && up === 1) return 'capitalized';
  return 'mixedcaps';
}

/** Precomputed lookups so featurizing a token is a few Map hits. */
export class Featurizer {
  private readonly wordIndex: Map<string, number>;
  private readonly charIndex: Map<string, number>;
  private readonly shapeIndex: Map<string, number>;
  private readonly firstNames: ReadonlySet<string>;
  readonly maxChars: number;

  constructor(readonly tables: NerTables) {
    this.wordIndex = new Map(tables.words.map((w, i) => [w, i]));
    this.charIndex = new Map(tables.chars.map((c, i) => [c, i]));
    this.shapeIndex = new Map(tables.shapes.map((s, i) => [s, i]));
    this.firstNames = new Set(tables.firstNames ?? []);
    this.maxChars = tables.maxChars;
  }

  wordId(tok: string): number {
    return this.wordIndex.get(wordKey(tok)) ?? this.tables.unk;
  }

  /** Shape class, folded with the first-name gazetteer flag ("capitalized+firstname"), as in featurize.shape_id. */
  shapeId(tok: string): number {
    const base = shapeName(tok);
    return this.shapeIndex.get(this.firstNames.has(tok.toLowerCase()) ? base + FIRSTNAME_SUFFIX : base)!;
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
