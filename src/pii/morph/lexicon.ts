// The shipped declension table (lexicon.tsv.gz, built by scripts/build-lexicon.ts): first names, surnames
// and places with their singular forms (plural-only places: plural) in the seven cases. Loaded once per process, on first use or at
// start-up (loadLexicon), never per request.
//
// Kept compact, since every PII worker and the main thread hold one: the rows stay text and are decoded
// when asked for; the index from a form to its rows holds one number per reading (row and cases packed).

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

const KINDS: ReadonlySet<string> = new Set<NameKind>(['first', 'surname', 'place']);
const GENDERS: ReadonlySet<string> = new Set<Gender>(['m', 'f', 'n', 'p']);
/** A reading packs its row and a bit per case: row * CASE_SLOTS + mask. */
const CASE_SLOTS = 1 << CASES.length;

/** `<n><suffix>`: drop n characters (one digit) from the lemma's end, append suffix. */
function decodeForm(lemma: string, encoded: string): string {
  const drop = encoded.charCodeAt(0) - 48;
  if (!(drop >= 0 && drop <= 9)) throw new Error('morph lexicon: bad form encoding');
  return lemma.slice(0, lemma.length - drop) + encoded.slice(1);
}

function decodeRow(row: string): LexiconEntry {
  const [lemma, kind, gender, slots] = row.split('\t');
  const encodedSlots = slots?.split('|');
  if (!lemma || !KINDS.has(kind) || !GENDERS.has(gender) || encodedSlots?.length !== CASES.length) {
    throw new Error('morph lexicon: malformed row');
  }
  const paradigm = encodedSlots.map((slot) => (slot ? slot.split(',').map((f) => decodeForm(lemma, f)) : []));
  return { lemma, kind: kind as NameKind, gender: gender as Gender, paradigm };
}

function push(index: Map<string, number | number[]>, key: string, value: number): void {
  const had = index.get(key);
  if (had === undefined) index.set(key, value);
  else if (typeof had === 'number') index.set(key, [had, value]);
  else had.push(value);
}

function all(found: number | number[] | undefined): readonly number[] {
  return found === undefined ? [] : typeof found === 'number' ? [found] : found;
}

/** `\t<kind>\t<gender>\t`, the start of a row's fields after its lemma, per kind and gender. */
const ROW_PREFIX: Partial<Record<NameKind, Partial<Record<Gender, string>>>> = {};

export class Lexicon {
  private readonly rows: string[] = [];
  /** Lowercased form → packed readings. */
  private readonly byForm = new Map<string, number | number[]>();
  /** Lowercased lemma → rows. */
  private readonly byLemma = new Map<string, number | number[]>();

  /** Parses the table's text; throws on a malformed row. */
  constructor(text: string) {
    for (const line of text.split('\n')) {
      if (!line || line.charCodeAt(0) === 35 /* # */) continue;
      const row = this.rows.length;
      const entry = decodeRow(line);
      this.rows.push(line);
      push(this.byLemma, entry.lemma.toLowerCase(), row);
      // One reading per distinct form of the row, with a bit for every case it fills.
      const masks = new Map<string, number>();
      entry.paradigm.forEach((forms, i) => {
        for (const form of forms) {
          const lower = form.toLowerCase();
          masks.set(lower, (masks.get(lower) ?? 0) | (1 << i));
        }
      });
      for (const [form, mask] of masks) push(this.byForm, form, row * CASE_SLOTS + mask);
    }
  }

  /** Number of rows. */
  get size(): number {
    return this.rows.length;
  }

  /** Row `i`, decoded (rows are few per request: decoding on demand keeps the table small). */
  entry(i: number): LexiconEntry {
    return decodeRow(this.rows[i]);
  }

  /** The rows a form (any letter case) belongs to, with its cases in each. */
  readingsOf(form: string): FormEntry[] {
    return all(this.byForm.get(form.toLowerCase())).map((packed) => {
      const mask = packed % CASE_SLOTS;
      return { entry: this.entry((packed - mask) / CASE_SLOTS), cases: CASES.filter((_, i) => mask & (1 << i)) };
    });
  }

  /** The rows of a lemma (any letter case): one per kind and gender. */
  entriesOf(lemma: string): LexiconEntry[] {
    return all(this.byLemma.get(lemma.toLowerCase())).map((i) => this.entry(i));
  }

  /** Whether a lemma has a row of this kind and gender, without decoding its forms. */
  has(lemma: string, kind: NameKind, gender: Gender): boolean {
    return this.rowOf(lemma, kind, gender) !== undefined;
  }

  /** The row of a lemma of this kind and gender (first names: a lower row is a more frequent name). */
  rowOf(lemma: string, kind: NameKind, gender: Gender): number | undefined {
    const rows = this.byLemma.get(lemma.toLowerCase());
    if (rows === undefined) return undefined;
    // Linking asks this for every reading of every name it links: no array, closure or prefix string per call.
    const prefix = (ROW_PREFIX[kind] ??= {})[gender] ??= `\t${kind}\t${gender}\t`;
    if (typeof rows === 'number') return this.rowIs(rows, prefix) ? rows : undefined;
    for (const i of rows) if (this.rowIs(i, prefix)) return i;
    return undefined;
  }

  private rowIs(i: number, prefix: string): boolean {
    const row = this.rows[i];
    return row.startsWith(prefix, row.indexOf('\t'));
  }
}

let lexicon: Lexicon | undefined;

/** The shipped lexicon, read and indexed on the first call. */
export function loadLexicon(): Lexicon {
  lexicon ??= new Lexicon(gunzipSync(readFileSync(new URL('./lexicon.tsv.gz', import.meta.url))).toString('utf8'));
  return lexicon;
}
