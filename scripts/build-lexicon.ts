// Builds src/pii/morph/lexicon.tsv.gz, the declension table of Polish proper names the gateway ships:
// first names, surnames and places, each with its singular forms in the seven cases (a place named in the
// plural only, Katowice or Tychy, with its plural forms). The runtime never
// reads the sources; it loads only this table.
//
//   npx tsx scripts/build-lexicon.ts [polimorf-proper-names.tsv.xz] [pesel-first-names.csv]
//
// Sources (needs the `xz` command):
// - every inflected form of the proper nouns in the Morfologik Polish dictionary 2.0 (PoliMorf), lines
//   `form<TAB>lemma<TAB>tags`, tags like `subst:sg:gen:m1` joined by `+`;
// - the PESEL registry's first-name statistics `NAME,SEX,COUNT`, which tell first names from the rest.
//
// PoliMorf has no "first name / surname / place" tag, so the kind is decided here (docs/pii-replacement.md,
// "Declension lexicon"):
// - a masculine-personal (m1) or feminine (f) lemma that at least FIRST_NAME_MIN_COUNT people of that sex
//   carry as a first name, or a listed diminutive, is a first name;
// - any other m1 lemma is a surname (inhabitant nouns ending in -anin are dropped);
// - an f lemma is a surname when it pairs with a masculine surname: the same lemma is m1 too (Adamek,
//   Zaręba), or -ska/-cka/-dzka declined as an adjective beside an m1 -ski/-cki/-dzki, or -owa/-ówna
//   beside its m1 stem;
//   otherwise (Warszawa, Szwecja, Wisła) it is a place;
// - masculine inanimate (m3) lemmas are places of gender m, neuter ones (n1, n2) places of gender n;
// - plural-only (p2, p3) lemmas are places of "gender" p, their plural forms in the case slots: Katowice,
//   w Katowicach; Tychy, z Tychów. Plural-only persons (p1: Niemcy, the nation) are left out.
// Lemmas without a lowercase letter (acronyms) and animal names (m2) are left out.
//
// Output: comment lines starting with `#`, then one row per (lemma, kind, gender):
//   lemma<TAB>kind<TAB>gender<TAB>nom|gen|dat|acc|inst|loc|voc
// each case slot a comma-separated list of forms (empty when PoliMorf has none), each form written as
// `<n><suffix>`: drop n characters from the end of the lemma, then append suffix (Kowalski, "1ego" →
// Kowalskiego). First names come first, most frequent first (pseudonyms take them in this order), then
// surnames and places in code-point order, so the output is the same on every run.

import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { FEMALE_DIMINUTIVES, MALE_DIMINUTIVES } from '../src/pii/names/diminutives.js';

const DEFAULT_POLIMORF = fileURLToPath(new URL('../../shared/data/morph/polimorf-proper-names.tsv.xz', import.meta.url));
const DEFAULT_PESEL = fileURLToPath(new URL('../../shared/data/names/pesel-first-names.csv', import.meta.url));
const OUT = fileURLToPath(new URL('../src/pii/morph/lexicon.tsv.gz', import.meta.url));

/** Below this many bearers a PESEL "first name" is mostly a word (Wisła, Arka, Indiana) given to a few. */
const FIRST_NAME_MIN_COUNT = 20;

const CASES = ['nom', 'gen', 'dat', 'acc', 'inst', 'loc', 'voc'] as const;
type Kind = 'first' | 'surname' | 'place';
type Gender = 'm' | 'f' | 'n' | 'p';
const KIND_ORDER: Record<Kind, number> = { first: 0, surname: 1, place: 2 };

/** PoliMorf gender tag → the morph module's gender (m2, animals, and p1, plural-only persons, are not kept). */
const GENDER_OF_TAG: Record<string, Gender | undefined> = { m1: 'm', m3: 'm', f: 'f', n1: 'n', n2: 'n', p: 'p' };

/** lemma → PoliMorf gender tag (p2 and p3 both as p) → case → forms, singular nouns and plural-only ones, in file order. */
type Paradigms = Map<string, Map<string, Map<string, string[]>>>;

function readParadigms(path: string): Paradigms {
  const text = execFileSync('xz', ['-dc', path], { maxBuffer: 1 << 28, encoding: 'utf8' });
  const paradigms: Paradigms = new Map();
  for (const [i, line] of text.split('\n').entries()) {
    if (!line) continue;
    const [form, lemma, tags] = line.split('\t');
    if (!form || !lemma || !tags) throw new Error(`${path}:${i + 1}: expected form<TAB>lemma<TAB>tags`);
    if (!/\p{Ll}/u.test(lemma) || !/^\p{Lu}[\p{L}'-]*$/u.test(lemma)) continue;
    for (const tag of tags.split('+')) {
      const [pos, number, grammaticalCase, tagGender] = tag.split(':');
      const pluralOnly = tagGender === 'p2' || tagGender === 'p3';
      const gender = pluralOnly ? 'p' : tagGender;
      if (pos !== 'subst' || number !== (pluralOnly ? 'pl' : 'sg') || !GENDER_OF_TAG[gender]) continue;
      if (!(CASES as readonly string[]).includes(grammaticalCase)) continue;
      let byGender = paradigms.get(lemma);
      if (!byGender) paradigms.set(lemma, (byGender = new Map()));
      let byCase = byGender.get(gender);
      if (!byCase) byGender.set(gender, (byCase = new Map()));
      const forms = byCase.get(grammaticalCase) ?? [];
      if (!forms.includes(form)) forms.push(form);
      byCase.set(grammaticalCase, forms);
    }
  }
  return paradigms;
}

/** "ANNA" → count of women named Anna, per sex. */
function readFirstNameCounts(path: string): { male: Map<string, number>; female: Map<string, number> } {
  const male = new Map<string, number>();
  const female = new Map<string, number>();
  for (const [i, line] of readFileSync(path, 'utf8').split(/\r?\n/).entries()) {
    if (!line.trim() || /^NAME,/i.test(line)) continue;
    const [name, sex, countText] = line.split(',');
    const count = Number(countText);
    if (!name || !sex || !Number.isFinite(count)) throw new Error(`${path}:${i + 1}: expected NAME,SEX,COUNT`);
    const table = sex === 'MĘŻCZYZNA' ? male : sex === 'KOBIETA' ? female : undefined;
    if (!table) throw new Error(`${path}:${i + 1}: unknown sex value`);
    table.set(name, Math.max(count, table.get(name) ?? 0));
  }
  return { male, female };
}

/** `form` relative to `lemma`: how many characters to drop from the lemma's end, then what to append. */
function encodeForm(lemma: string, form: string): string {
  let common = 0;
  while (common < lemma.length && common < form.length && lemma[common] === form[common]) common++;
  return `${lemma.length - common}${form.slice(common)}`;
}

interface Row {
  lemma: string;
  kind: Kind;
  gender: Gender;
  /** PESEL bearers, first names only (orders them). */
  count: number;
  forms: Map<string, string[]>;
}

function classify(paradigms: Paradigms, counts: ReturnType<typeof readFirstNameCounts>): Row[] {
  const maleDiminutives = new Set(MALE_DIMINUTIVES);
  const femaleDiminutives = new Set(FEMALE_DIMINUTIVES);
  const isM1 = (lemma: string) => paradigms.get(lemma)?.has('m1') ?? false;
  const rows: Row[] = [];
  for (const [lemma, byGender] of paradigms) {
    const upper = lemma.toUpperCase();
    for (const [tag, forms] of byGender) {
      const gender = GENDER_OF_TAG[tag]!;
      let kind: Kind | undefined;
      let count = 0;
      if (tag === 'm1') {
        count = counts.male.get(upper) ?? 0;
        if (count >= FIRST_NAME_MIN_COUNT || maleDiminutives.has(lemma)) kind = 'first';
        else if (!lemma.endsWith('anin')) kind = 'surname';
      } else if (tag === 'f') {
        count = counts.female.get(upper) ?? 0;
        if (count >= FIRST_NAME_MIN_COUNT || femaleDiminutives.has(lemma)) kind = 'first';
        else if (isFemaleSurname(lemma, forms, isM1)) kind = 'surname';
        else if (!(lemma.endsWith('anka') && isM1(lemma.slice(0, -2) + 'in'))) kind = 'place';
      } else {
        kind = 'place';
      }
      if (kind) rows.push({ lemma, kind, gender, count: kind === 'first' ? count : 0, forms });
    }
  }
  rows.sort(
    (a, b) =>
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      b.count - a.count ||
      (a.lemma < b.lemma ? -1 : a.lemma > b.lemma ? 1 : 0) ||
      (a.gender < b.gender ? -1 : a.gender > b.gender ? 1 : 0),
  );
  return rows;
}

/**
 * A feminine lemma that pairs with a masculine surname (Adamek/Adamek, Kowalska/Kowalski, Zającowa/Zając).
 * An -ska lemma must also decline like an adjective: Polska (dative Polsce) is a place, not Polski's wife.
 */
function isFemaleSurname(lemma: string, forms: Map<string, string[]>, isM1: (lemma: string) => boolean): boolean {
  if (isM1(lemma)) return true;
  if (/(?:sk|ck|dzk)a$/.test(lemma)) {
    return isM1(lemma.slice(0, -1) + 'i') && (forms.get('dat') ?? []).includes(lemma.slice(0, -1) + 'iej');
  }
  if (lemma.endsWith('owa')) return isM1(lemma.slice(0, -3));
  if (lemma.endsWith('ówna')) return isM1(lemma.slice(0, -4));
  return false;
}

function main(): void {
  const polimorf = process.argv[2] ?? DEFAULT_POLIMORF;
  const pesel = process.argv[3] ?? DEFAULT_PESEL;
  const rows = classify(readParadigms(polimorf), readFirstNameCounts(pesel));
  const lines = [
    '# Polish proper names: singular forms (plural-only places: plural) in the cases nom|gen|dat|acc|inst|loc|voc.',
    '# Forms from the Morfologik Polish dictionary 2.0 (PoliMorf), BSD-2-Clause, Marcin Miłkowski;',
    '# first names told apart by the PESEL registry first-name statistics (Polish open data).',
    '# Generated by scripts/build-lexicon.ts; row format and encoding are described there.',
  ];
  const tally: Record<string, number> = {};
  for (const row of rows) {
    const slots = CASES.map((c) => (row.forms.get(c) ?? []).map((f) => encodeForm(row.lemma, f)).join(','));
    lines.push(`${row.lemma}\t${row.kind}\t${row.gender}\t${slots.join('|')}`);
    tally[`${row.kind}/${row.gender}`] = (tally[`${row.kind}/${row.gender}`] ?? 0) + 1;
  }
  const gz = gzipSync(Buffer.from(lines.join('\n') + '\n', 'utf8'), { level: 9 });
  writeFileSync(OUT, gz);
  console.log(`wrote ${OUT}: ${rows.length} rows, ${gz.length} bytes`, tally);
}

main();
