// The shipped declension table (lexicon.tsv.gz, built by scripts/build-lexicon.ts): first names, surnames
// and places with their singular forms (plural-only places: plural) in the seven cases. Loaded once per process, on first use or at
// start-up (loadLexicon), never per request.
//
// Kept compact, since every PII worker and the main thread hold one, and V8 grows a heap's limit with what
// is live in it: the rows stay UTF-8 bytes, decoded when asked for, and each index (lowercase form or
// lemma → readings) is two typed arrays sorted by the key's hash, searched by bisection. No string or map
// per form lives on the heap; a hash match is confirmed against the decoded row.

import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { CASES, type Gender, type GrammaticalCase, type NameKind, type Paradigm } from './types.js';

export interface LexiconEntry {
  lemma: string;
  kind: NameKind;
  gender: Gender;
  paradigm: Paradigm;
}

export interface FormEntry {
  entry: LexiconEntry;
  /** The cases the form stands for in this entry, in CASES order. */
  cases: GrammaticalCase[];
}

const KINDS: readonly NameKind[] = ['first', 'surname', 'place'];
const GENDERS: readonly Gender[] = ['m', 'f', 'n', 'p'];
/** A reading packs its row and a bit per case: row * CASE_SLOTS + mask. */
const CASE_SLOTS = 1 << CASES.length;
const TAB = 9;
const NEWLINE = 10;
const HASH = 35; // '#': a comment line

/** `<n><suffix>`: drop n characters (one digit) from the lemma's end, append suffix. */
function decodeForm(lemma: string, encoded: string): string {
  const drop = encoded.charCodeAt(0) - 48;
  if (!(drop >= 0 && drop <= 9)) throw new Error('morph lexicon: bad form encoding');
  return lemma.slice(0, lemma.length - drop) + encoded.slice(1);
}

function decodeRow(row: string): LexiconEntry {
  const [lemma, kind, gender, slots] = row.split('\t');
  const encodedSlots = slots?.split('|');
  if (!lemma || !KINDS.includes(kind as NameKind) || !GENDERS.includes(gender as Gender) || encodedSlots?.length !== CASES.length) {
    throw new Error('morph lexicon: malformed row');
  }
  const paradigm = encodedSlots.map((slot) => (slot ? slot.split(',').map((f) => decodeForm(lemma, f)) : []));
  return { lemma, kind: kind as NameKind, gender: gender as Gender, paradigm };
}

/** A row's kind and gender as one small number, so that rowOf can test them without decoding the row. */
function kindGenderCode(kind: NameKind, gender: Gender): number {
  return KINDS.indexOf(kind) * GENDERS.length + GENDERS.indexOf(gender);
}

/** FNV-1a over UTF-16 code units: the key of both indexes. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * Hash → values, sorted by hash and then value (so that the values of one key keep the order they were
 * added in when that order is ascending, as rows are). Lookups may return values of another key with the
 * same hash: callers check each against the row.
 */
class HashIndex {
  private readonly hashes: Uint32Array;
  private readonly values: Uint32Array;

  constructor(hashes: readonly number[], values: readonly number[]) {
    const order = new Uint32Array(hashes.length);
    for (let i = 0; i < order.length; i++) order[i] = i;
    order.sort((a, b) => hashes[a] - hashes[b] || values[a] - values[b]);
    this.hashes = new Uint32Array(order.length);
    this.values = new Uint32Array(order.length);
    for (let i = 0; i < order.length; i++) {
      this.hashes[i] = hashes[order[i]];
      this.values[i] = values[order[i]];
    }
  }

  /** The first position holding `hash`; from there on, positions hold it while hashAt(i) === hash. */
  first(hash: number): number {
    let lo = 0;
    let hi = this.hashes.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.hashes[mid] < hash) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  hashAt(i: number): number {
    return i < this.hashes.length ? this.hashes[i] : -1;
  }

  valueAt(i: number): number {
    return this.values[i];
  }
}

export class Lexicon {
  /** The table's UTF-8 text; row i spans rowStart[i] to rowStart[i + 1] - 1 (its newline). */
  private readonly text: Buffer;
  private readonly rowStart: Uint32Array;
  /** Per row, kindGenderCode of its kind and gender. */
  private readonly kindGender: Uint8Array;
  /** Lowercased form → packed readings. */
  private readonly byForm: HashIndex;
  /** Lowercased lemma → rows. */
  private readonly byLemma: HashIndex;

  /** Parses the table (text or its UTF-8 bytes); throws on a malformed row. */
  constructor(table: string | Buffer) {
    const text = typeof table === 'string' ? Buffer.from(table, 'utf8') : table;
    const starts: number[] = [];
    const formHashes: number[] = [];
    const formReadings: number[] = [];
    const lemmaHashes: number[] = [];
    const kindGender: number[] = [];
    const masks = new Map<string, number>();
    for (let start = 0; start < text.length; ) {
      let end = text.indexOf(NEWLINE, start);
      if (end < 0) end = text.length;
      if (end > start && text[start] !== HASH) {
        const row = starts.length;
        const entry = decodeRow(text.toString('utf8', start, end));
        starts.push(start);
        kindGender.push(kindGenderCode(entry.kind, entry.gender));
        lemmaHashes.push(hashOf(entry.lemma.toLowerCase()));
        // One reading per distinct form of the row, with a bit for every case it fills.
        masks.clear();
        entry.paradigm.forEach((forms, i) => {
          for (const form of forms) {
            const lower = form.toLowerCase();
            masks.set(lower, (masks.get(lower) ?? 0) | (1 << i));
          }
        });
        for (const [form, mask] of masks) {
          formHashes.push(hashOf(form));
          formReadings.push(row * CASE_SLOTS + mask);
        }
      }
      start = end + 1;
    }
    this.text = text;
    this.rowStart = Uint32Array.from(starts);
    this.kindGender = Uint8Array.from(kindGender);
    this.byForm = new HashIndex(formHashes, formReadings);
    this.byLemma = new HashIndex(lemmaHashes, starts.map((_, row) => row));
  }

  /** Number of rows. */
  get size(): number {
    return this.rowStart.length;
  }

  /** Row `i`, decoded (rows are few per request: decoding on demand keeps the table small). */
  entry(i: number): LexiconEntry {
    const start = this.rowStart[i];
    let end = this.text.indexOf(NEWLINE, start);
    if (end < 0) end = this.text.length;
    return decodeRow(this.text.toString('utf8', start, end));
  }

  /** The rows a form (any letter case) belongs to, with its cases in each. */
  readingsOf(form: string): FormEntry[] {
    const lower = form.toLowerCase();
    const hash = hashOf(lower);
    const found: FormEntry[] = [];
    for (let i = this.byForm.first(hash); this.byForm.hashAt(i) === hash; i++) {
      const packed = this.byForm.valueAt(i);
      const mask = packed % CASE_SLOTS;
      const entry = this.entry((packed - mask) / CASE_SLOTS);
      // The mask's first case holds the form itself unless this is another form with the same hash.
      const slot = 31 - Math.clz32(mask & -mask);
      if (!entry.paradigm[slot].some((f) => f.toLowerCase() === lower)) continue;
      found.push({ entry, cases: CASES.filter((_, c) => mask & (1 << c)) });
    }
    return found;
  }

  /** The rows of a lemma (any letter case): one per kind and gender. */
  entriesOf(lemma: string): LexiconEntry[] {
    const lower = lemma.toLowerCase();
    const hash = hashOf(lower);
    const found: LexiconEntry[] = [];
    for (let i = this.byLemma.first(hash); this.byLemma.hashAt(i) === hash; i++) {
      const row = this.byLemma.valueAt(i);
      if (this.lemmaIs(row, lower)) found.push(this.entry(row));
    }
    return found;
  }

  /** Whether a lemma has a row of this kind and gender, without decoding its forms. */
  has(lemma: string, kind: NameKind, gender: Gender): boolean {
    return this.rowOf(lemma, kind, gender) !== undefined;
  }

  /** The row of a lemma of this kind and gender (first names: a lower row is a more frequent name). */
  rowOf(lemma: string, kind: NameKind, gender: Gender): number | undefined {
    // Linking asks this for every reading of every name it links: no row is decoded unless its lemma is not ASCII.
    const lower = lemma.toLowerCase();
    const hash = hashOf(lower);
    const code = kindGenderCode(kind, gender);
    for (let i = this.byLemma.first(hash); this.byLemma.hashAt(i) === hash; i++) {
      const row = this.byLemma.valueAt(i);
      if (this.kindGender[row] === code && this.lemmaIs(row, lower)) return row;
    }
    return undefined;
  }

  /** Whether row `row`'s lemma, lowercased, is `lower`. */
  private lemmaIs(row: number, lower: string): boolean {
    const start = this.rowStart[row];
    const end = this.text.indexOf(TAB, start);
    // ASCII lemmas (most) compare byte by byte; others are decoded.
    for (let i = start; i < end; i++) {
      if (this.text[i] >= 0x80) return this.text.toString('utf8', start, end).toLowerCase() === lower;
    }
    if (end - start !== lower.length) return false;
    for (let i = start; i < end; i++) {
      const byte = this.text[i];
      if ((byte >= 65 && byte <= 90 ? byte + 32 : byte) !== lower.charCodeAt(i - start)) return false;
    }
    return true;
  }
}

let lexicon: Lexicon | undefined;

/** The shipped lexicon, read and indexed on the first call. */
export function loadLexicon(): Lexicon {
  lexicon ??= new Lexicon(gunzipSync(readFileSync(new URL('./lexicon.tsv.gz', import.meta.url))));
  return lexicon;
}
