// The shipped declension table (lexicon.tsv.gz, built by scripts/build-lexicon.ts): first names, surnames
// and places with their singular forms in the seven cases. Loaded once per process, on first use or at
// worker start-up (loadLexicon), never per request.

import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { CASES, type Gender, type GrammaticalCase, type NameKind, type Paradigm } from './types.js';

export interface LexiconEntry {
  lemma: string;
  kind: NameKind;
  gender: Gender;
  paradigm: Paradigm;
}

export interface Lexicon {
  /** In file order: first names most frequent first, then surnames and places. */
  entries: readonly LexiconEntry[];
  /** Lowercased form → the entries it is a form of, with the cases it stands for. */
  byForm: ReadonlyMap<string, readonly { entry: LexiconEntry; cases: GrammaticalCase[] }[]>;
  /** Lowercased lemma → its entries (one per kind and gender). */
  byLemma: ReadonlyMap<string, readonly LexiconEntry[]>;
}

const KINDS: ReadonlySet<string> = new Set<NameKind>(['first', 'surname', 'place']);
const GENDERS: ReadonlySet<string> = new Set<Gender>(['m', 'f', 'n']);

/** `<n><suffix>`: drop n characters (one digit) from the lemma's end, append suffix. */
function decodeForm(lemma: string, encoded: string): string {
  const drop = encoded.charCodeAt(0) - 48;
  if (!(drop >= 0 && drop <= 9)) throw new Error(`morph lexicon: bad form encoding for ${lemma}`);
  return lemma.slice(0, lemma.length - drop) + encoded.slice(1);
}

/** Parses the table's text (exported for tests of the format). */
export function parseLexicon(text: string): Lexicon {
  const entries: LexiconEntry[] = [];
  const byForm = new Map<string, { entry: LexiconEntry; cases: GrammaticalCase[] }[]>();
  const byLemma = new Map<string, LexiconEntry[]>();
  for (const line of text.split('\n')) {
    if (!line || line.charCodeAt(0) === 35 /* # */) continue;
    const [lemma, kind, gender, slots] = line.split('\t');
    const encodedSlots = slots?.split('|');
    if (!lemma || !KINDS.has(kind) || !GENDERS.has(gender) || encodedSlots?.length !== CASES.length) {
      throw new Error('morph lexicon: malformed row');
    }
    const paradigm = encodedSlots.map((slot) => (slot ? slot.split(',').map((f) => decodeForm(lemma, f)) : []));
    const entry: LexiconEntry = { lemma, kind: kind as NameKind, gender: gender as Gender, paradigm };
    entries.push(entry);
    const key = lemma.toLowerCase();
    const sameLemma = byLemma.get(key);
    if (sameLemma) sameLemma.push(entry);
    else byLemma.set(key, [entry]);
    // One reading per distinct form of this entry, with every case it fills.
    for (let i = 0; i < paradigm.length; i++) {
      for (const form of paradigm[i]) {
        const lower = form.toLowerCase();
        let readings = byForm.get(lower);
        if (!readings) byForm.set(lower, (readings = []));
        let reading = readings.length ? readings[readings.length - 1] : undefined;
        if (reading?.entry !== entry) {
          reading = { entry, cases: [] };
          readings.push(reading);
        }
        if (!reading.cases.includes(CASES[i])) reading.cases.push(CASES[i]);
      }
    }
  }
  return { entries, byForm, byLemma };
}

let lexicon: Lexicon | undefined;

/** The shipped lexicon, read and indexed on the first call. */
export function loadLexicon(): Lexicon {
  lexicon ??= parseLexicon(gunzipSync(readFileSync(new URL('./lexicon.tsv.gz', import.meta.url))).toString('utf8'));
  return lexicon;
}
