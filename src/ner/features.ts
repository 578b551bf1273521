// Token → model input ids. Mirrors training/ner/featurize.py rule for rule; the tables (word and char
// vocabularies, shape names, gazetteer forms, tag names) come from models/ner/vocab.json written by the training run.
// Words, gazetteer forms and letters are read case- and diacritic-folded ("KOWALSKI", "kowalski" and
// "Kowalski" share a word id and the char-CNN's letters); the case and the diacritics stay visible through the
// shape class and each char's channel, so the model still sees them where they help.

export interface NerTables {
  words: string[];
  chars: string[];
  shapes: string[];
  tags: string[];
  maxChars: number;
  pad: number;
  unk: number;
  /** A char id is base letter index × charChannels + channel (charChannel); absent in the as-written model's
   * tables (features-as-written.ts). */
  charChannels?: number;
  /** Folded inflected first-name forms (training/ner/first-names.json); absent in older tables. */
  firstNames?: string[];
  /** Folded surname forms (training/ner/surnames.json); absent in older tables. */
  surnames?: string[];
  /** Folded locality and country forms (training/ner/localities.json); absent in older tables. */
  localities?: string[];
}

/** Shape-class suffix marking a token whose lowercase form is a known first name (featurize.FIRSTNAME_SUFFIX). */
export const FIRSTNAME_SUFFIX = '+firstname';
/** Shape-class suffix for a known surname form (featurize.SURNAME_SUFFIX); always after +firstname. */
export const SURNAME_SUFFIX = '+surname';
/** Shape-class suffix for a known locality/country form (featurize.LOCALITY_SUFFIX); always last. */
export const LOCALITY_SUFFIX = '+locality';

/** Lower-case Polish letters with a diacritic → their base letter. */
const POLISH_BASE: Readonly<Record<string, string>> = { ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z' };
/** The same per code unit (0 = kept), below U+0180 where all of them lie. */
const BASE_UNIT = new Uint16Array(0x180);
for (const [from, to] of Object.entries(POLISH_BASE)) BASE_UNIT[from.charCodeAt(0)] = to.charCodeAt(0);

/** Lowercase, then Polish diacritics → base letter ("Łódź" → "lodz"; featurize.fold). */
export function fold(tok: string): string {
  return plainAscii(tok, false) ? tok : mapUnits(tok.toLowerCase(), false);
}

/** The fold, then ASCII digits → '0' (same as featurize.word_key). */
export function wordKey(tok: string): string {
  return plainAscii(tok, true) ? tok : mapUnits(tok.toLowerCase(), true);
}

/** `low` with Polish diacritics → base letter and, with `digits`, ASCII digits → '0': one pass, no copy when nothing changes. */
function mapUnits(low: string, digits: boolean): string {
  let out = '', copied = 0;
  for (let i = 0; i < low.length; i++) {
    const c = low.charCodeAt(i);
    const to = c < 0x180 ? (digits && c > 48 && c <= 57 ? 48 : BASE_UNIT[c]!) : 0;
    if (to === 0) continue;
    out += low.slice(copied, i) + String.fromCharCode(to);
    copied = i + 1;
  }
  return copied === 0 ? low : out + low.slice(copied);
}

/**
 * Whether `s` is all ASCII with no capital (and, with `noDigits`, no digit): then the fold and the word
 * key are `s` itself. Most tokens are such words; they skip the case mapping and the regex passes, which
 * the name-free check (name-free.ts) pays several times per token.
 */
export function plainAscii(s: string, noDigits: boolean): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 128 || (c >= 65 && c <= 90) || (noDigits && c >= 48 && c <= 57)) return false;
  }
  return true;
}

/** A code point's base letter: lowercase (kept as is when lowercasing lengthens it), Polish diacritics folded. */
export function charBase(c: string): string {
  const low = c.toLowerCase();
  return Array.from(low).length === 1 ? fold(low) : c;
}

/** A code point's channel: 1 + case (0 none, 1 lower, 2 upper) + 3 when it carries a Polish diacritic. */
export function charChannel(c: string): number {
  const low = c.toLowerCase();
  const kase = low !== c ? 2 : c.toUpperCase() !== c ? 1 : 0;
  const marked = Array.from(low).length === 1 && POLISH_BASE[low] !== undefined;
  return 1 + kase + (marked ? 3 : 0);
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

/** What the tagger and the token-vector cache need of a featurizer: one per model (this one, features-as-written.ts). */
export interface TokenFeaturizer {
  readonly maxChars: number;
  /** The key the word vocabulary and name-free.json's common words are written in. */
  wordKey(tok: string): string;
  /** Whether a word is one of the model's gazetteer forms (a first name, surname or locality). */
  isNameForm(word: string): boolean;
  wordId(tok: string): number;
  shapeId(tok: string): number;
  writeCharIds(tok: string, out: Int32Array, offset: number): void;
}

// Bound on the char id cache (a text full of emoji or another script must not grow it without limit).
const CHAR_ID_CACHE = 4096;

/**
 * What both models' featurizers share: the tables' lookups, and gazetteer flags read on a key of the token
 * (`nameKey`: folded here, lowercased for the as-written model). Featurizing a token is a few Map hits.
 */
export abstract class TableFeaturizer implements TokenFeaturizer {
  protected readonly wordIndex: Map<string, number>;
  protected readonly charIndex: Map<string, number>;
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

  abstract wordKey(tok: string): string;
  /** The key the gazetteer lists are written in. */
  protected abstract nameKey(tok: string): string;
  abstract writeCharIds(tok: string, out: Int32Array, offset: number): void;

  /** Whether a word is one of the model's gazetteer forms: a first name, surname or locality. */
  isNameForm(word: string): boolean {
    const key = this.nameKey(word);
    return this.firstNames.has(key) || this.surnames.has(key) || this.localities.has(key);
  }

  wordId(tok: string): number {
    return this.wordIndex.get(this.wordKey(tok)) ?? this.tables.unk;
  }

  /**
   * Shape class folded with the gazetteer flags, suffixes in the fixed order +firstname, +surname, +locality
   * ("capitalized+surname+locality"), as in featurize.shape_name. Tables without a list never set its flag.
   */
  shapeId(tok: string): number {
    const key = this.nameKey(tok);
    let name = shapeName(tok);
    if (this.firstNames.has(key)) name += FIRSTNAME_SUFFIX;
    if (this.surnames.has(key)) name += SURNAME_SUFFIX;
    if (this.localities.has(key)) name += LOCALITY_SUFFIX;
    return this.shapeIndex.get(name)!;
  }
}

/** The case-robust model's featurizer: words and gazetteer forms folded, letters as base letter + case/diacritic channel. */
export class Featurizer extends TableFeaturizer {
  /** Each code point's char id, once computed: text uses a few hundred distinct characters. */
  private readonly charIds = new Map<string, number>();

  constructor(tables: NerTables) {
    if (!Number.isInteger(tables.charChannels) || tables.charChannels! < 1) {
      throw new Error('NER tables lack charChannels: an as-written model\'s vocab.json (read by features-as-written.ts)');
    }
    super(tables);
  }

  wordKey(tok: string): string {
    return wordKey(tok);
  }

  protected nameKey(tok: string): string {
    return fold(tok);
  }

  /**
   * Writes maxChars char ids (zero padded) into out[offset..]: base letter index × charChannels + channel.
   * Long words keep their first and last halves.
   */
  writeCharIds(tok: string, out: Int32Array, offset: number): void {
    const cps = Array.from(tok);
    const max = this.maxChars, half = max >> 1, channels = this.tables.charChannels!;
    const clipped = cps.length <= max ? cps : cps.slice(0, half).concat(cps.slice(cps.length - half));
    for (let j = 0; j < max; j++) {
      if (j >= clipped.length) { out[offset + j] = this.tables.pad; continue; }
      const c = clipped[j]!;
      let id = this.charIds.get(c);
      if (id === undefined) {
        id = (this.charIndex.get(charBase(c)) ?? this.tables.unk) * channels + charChannel(c);
        if (this.charIds.size >= CHAR_ID_CACHE) this.charIds.clear();
        this.charIds.set(c, id);
      }
      out[offset + j] = id;
    }
  }
}
