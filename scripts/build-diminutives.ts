// Builds src/pii/names/diminutive-names.tsv: which first name each shipped diminutive (names/diminutives.ts)
// stands for, where that is clear ("Kasia" → Katarzyna). Linking reads it to give "Kasia" the tag of the one
// Katarzyna in a request; the runtime never reads the sources.
//
//   npx tsx scripts/build-diminutives.ts [pesel-first-names.csv]
//
// The rule: a diminutive stands for the most common first name of its sex (PESEL registry, at least
// MIN_COUNT bearers, a first name of the declension lexicon) among those that share the diminutive's longest
// beginning any of them shares, two letters at least — Kasia → "Ka…" → Katarzyna, Antek → "Ant…" → Antoni, Zosia → "Zo…" → Zofia — when that name has at least
// DOMINANCE times the bearers of the runner-up. Otherwise there is no row: "Aga" (Agnieszka or Agata),
// "Bartek" (Bartosz or Bartłomiej) and "Ola" (Oliwia? Olga? in fact Aleksandra) are left unlinked. A
// diminutive that many people bear as their registered name (Marta, Mariola) is a name, not a diminutive.
// The rule cannot see diminutives formed from the middle of a name or with a changed vowel; IRREGULAR lists
// the common ones, and overrides the rule where the beginning misleads (Jurek is Jerzy, not Julian; Ania is
// Anna, not Aniela) or is shared by two common names (Jaś: Jan or Jakub by the letters, Jan in use).
//
// Output: comment lines, then `diminutive<TAB>m|f<TAB>first name`, sorted.

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadLexicon } from '../src/pii/morph/index.js';
import { FEMALE_DIMINUTIVES, MALE_DIMINUTIVES } from '../src/pii/names/diminutives.js';

const DEFAULT_PESEL = fileURLToPath(new URL('../../shared/data/names/pesel-first-names.csv', import.meta.url));
const OUT = fileURLToPath(new URL('../src/pii/names/diminutive-names.tsv', import.meta.url));

/** Bearers a first name needs to be a candidate (the shipped first-name list's own threshold). */
const MIN_COUNT = 1000;
/** How many times more bearers the chosen name needs than the next one with a matching beginning. */
const DOMINANCE = 3;
/** A diminutive registered as the first name of this many people is a name of its own. */
const OWN_NAME_COUNT = 20_000;

/** Diminutives whose name does not begin like them, or whose beginning points to another name. */
const IRREGULAR: Record<'m' | 'f', Record<string, string>> = {
  m: {
    Jaś: 'Jan', Jasiek: 'Jan', Janek: 'Jan', Arek: 'Arkadiusz', Kuba: 'Jakub', Kubuś: 'Jakub', Jurek: 'Jerzy', Jędrek: 'Andrzej', Zbyszek: 'Zbigniew', Zbysiek: 'Zbigniew',
    Olek: 'Aleksander', Oluś: 'Aleksander', Gienek: 'Eugeniusz', Lolek: 'Karol', Józek: 'Józef', Maniek: 'Marian',
    Tolek: 'Anatol', Mundek: 'Edmund', Lucek: 'Lucjan', Wicek: 'Wincenty', Gutek: 'Augustyn', Seba: 'Sebastian',
  },
  f: {
    Ania: 'Anna', Gosia: 'Małgorzata', Gośka: 'Małgorzata', Asia: 'Joanna', Aśka: 'Joanna', Ola: 'Aleksandra', Olka: 'Aleksandra',
    Ula: 'Urszula', Madzia: 'Magdalena', Jadzia: 'Jadwiga', Jadźka: 'Jadwiga', Ziuta: 'Józefa', Józia: 'Józefa',
    Lodzia: 'Leokadia', Mańka: 'Maria', Marysia: 'Maria', Maryśka: 'Maria', Renia: 'Renata', Dusia: 'Urszula',
    Tosia: 'Antonina', Tola: 'Antonina', Zuzia: 'Zuzanna', Zuza: 'Zuzanna', Gienia: 'Eugenia', Genia: 'Eugenia',
    Władzia: 'Władysława', Kazia: 'Kazimiera', Stefcia: 'Stefania', Misia: 'Michalina', Wika: 'Wiktoria', Wikusia: 'Wiktoria',
  },
};

function readCounts(path: string): Record<'m' | 'f', Map<string, number>> {
  const out = { m: new Map<string, number>(), f: new Map<string, number>() };
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
    const [name, sex, count] = line.split(',');
    const table = sex === 'MĘŻCZYZNA' ? out.m : sex === 'KOBIETA' ? out.f : undefined;
    if (table && name) table.set(name, Math.max(Number(count), table.get(name) ?? 0));
  }
  return out;
}

function titleCase(upper: string): string {
  return upper.charAt(0) + upper.slice(1).toLowerCase();
}

function main(): void {
  const counts = readCounts(process.argv[2] ?? DEFAULT_PESEL);
  const lexicon = loadLexicon();
  const rows: string[] = [];
  for (const [sex, list] of [['m', MALE_DIMINUTIVES], ['f', FEMALE_DIMINUTIVES]] as const) {
    const names = [...counts[sex]]
      .filter(([name, n]) => n >= MIN_COUNT && lexicon.has(titleCase(name), 'first', sex))
      .map(([name, n]) => ({ name: titleCase(name), n }));
    for (const diminutive of new Set(list)) {
      if (!lexicon.has(diminutive, 'first', sex)) continue; // no paradigm: its forms could not be read
      let name: string | undefined = IRREGULAR[sex][diminutive];
      if (name === undefined) {
        if ((counts[sex].get(diminutive.toUpperCase()) ?? 0) >= OWN_NAME_COUNT) continue;
        const lower = diminutive.toLowerCase();
        let matching: typeof names = [];
        for (let k = lower.length - 1; k >= 2 && !matching.length; k--) {
          matching = names.filter((c) => c.name !== diminutive && c.name.toLowerCase().startsWith(lower.slice(0, k)));
        }
        matching.sort((a, b) => b.n - a.n);
        if (!matching.length || (matching[1] && matching[0].n < DOMINANCE * matching[1].n)) continue;
        name = matching[0].name;
      }
      if (!lexicon.has(name, 'first', sex)) throw new Error(`${name}: not a first name of the lexicon`);
      rows.push(`${diminutive}\t${sex}\t${name}`);
    }
  }
  rows.sort();
  const header = [
    '# Diminutive → first name, where the diminutive clearly stands for one name.',
    '# Generated by scripts/build-diminutives.ts from src/pii/names/diminutives.ts and the PESEL first-name statistics.',
  ];
  writeFileSync(OUT, [...header, ...rows].join('\n') + '\n');
  console.log(`wrote ${OUT}: ${rows.length} rows`);
}

main();
