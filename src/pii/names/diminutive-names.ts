// Which first name a diminutive stands for ("Kasia" → Katarzyna), from diminutive-names.tsv (built by
// scripts/build-diminutives.ts). Only diminutives that clearly stand for one name are listed.

import { readFileSync } from 'node:fs';

const FILE = new URL('./diminutive-names.tsv', import.meta.url);

interface Tables {
  /** "f\tkasia" → "Katarzyna". */
  name: Map<string, string>;
  /** "f\tkatarzyna" → ["Kasia", "Kaśka"], in the file's order. */
  diminutives: Map<string, string[]>;
}

let tables: Tables | undefined;

function load(): Tables {
  if (tables) return tables;
  const name = new Map<string, string>();
  const diminutives = new Map<string, string[]>();
  for (const line of readFileSync(FILE, 'utf8').split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [diminutive, sex, first] = line.split('\t');
    if (!diminutive || (sex !== 'm' && sex !== 'f') || !first) throw new Error('diminutive-names.tsv: malformed row');
    name.set(`${sex}\t${diminutive.toLowerCase()}`, first);
    const key = `${sex}\t${first.toLowerCase()}`;
    diminutives.set(key, [...(diminutives.get(key) ?? []), diminutive]);
  }
  return (tables = { name, diminutives });
}

/** The first name a diminutive lemma stands for, for a person of this sex; undefined when none is clear. */
export function nameOfDiminutive(diminutive: string, sex: string): string | undefined {
  return load().name.get(`${sex}\t${diminutive.toLowerCase()}`);
}

/** The diminutives listed for a first name (its lemma), for a person of this sex. */
export function diminutivesOf(first: string, sex: string): readonly string[] {
  return load().diminutives.get(`${sex}\t${first.toLowerCase()}`) ?? [];
}
