// Token → model input ids. Mirrors training/ner/featurize.py rule for rule; the tables (word and char
// vocabularies, shape names, gazetteer forms, tag names) come from models/ner/vocab.json written by the training run.

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
  /** Lowercased surname forms (training/ner/surnames.json); absent in older tables. */
  surnames?: string[];
  /** Lowercased locality and country forms (training/ner/localities.json); absent in older tables. */
  localities?: string[];
}

/** Shape-class suffix marking a token whose lowercase form is a known first name (featurize.FIRSTNAME_SUFFIX). */
export const FIRSTNAME_SUFFIX = '+firstname';
/** Shape-class suffix for a known surname form (featurize.SURNAME_SUFFIX); always after +firstname. */
export const SURNAME_SUFFIX = '+surname';
/** Shape-class suffix for a known locality/country form (featurize.LOCALITY_SUFFIX); always last. */
export const LOCALITY_SUFFIX = '+locality';

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
  private readonly surnames: ReadonlySet<string>;
  private readonly localities: ReadonlySet<string>;
  readonly maxChars: number;

  constructor(readonly tables: NerTables) {
    this.wordIndex = new Map(tables.words.map((w, i) => [w, i]));
    this.charIndex = new Map(tables.chars.map((c, i) => [c, i]));
    this.shapeIndex = new Map(tables.shapes.map((s, i) => [s, i]));
    this.firstNames = new Set(tables.firstNames ?? []);
    this.surnames = new Set(tables.surnames ?? []);
    this.localities = new Set(tables.localities ?? []);
    this.maxChars = tables.maxChars;
  }

  /** Whether a lowercase word form is a gazetteer name: a first name, surname or locality. */
  isNameForm(lowercase: string): boolean {
    return this.firstNames.has(lowercase) || this.surnames.has(lowercase) || this.localities.has(lowercase);
  }

  wordId(tok: string): number {
    return this.wordIndex.get(wordKey(tok)) ?? this.tables.unk;
  }

  /**
   * Shape class folded with the gazetteer flags, suffixes in the fixed order +firstname, +surname, +locality
   * ("capitalized+surname+locality"), as in featurize.shape_name. Tables without a list never set its flag.
   */
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
