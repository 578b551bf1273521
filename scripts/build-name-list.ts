// Builds src/pii/names/first-names.json from the PESEL registry's first-name statistics.
// The runtime never reads the CSV: it ships only this compact list of frequent names.
//
//   npx tsx scripts/build-name-list.ts [path/to/pesel-first-names.csv] [minCount]
//
// A name is kept when at least MIN_COUNT living people carry it as a first name: frequent enough
// to matter, rare exotic spellings left out (they would mostly add false positives).

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DEFAULT_CSV = fileURLToPath(new URL('../../shared/data/names/pesel-first-names.csv', import.meta.url));
const OUT = fileURLToPath(new URL('../src/pii/names/first-names.json', import.meta.url));
const DEFAULT_MIN_COUNT = 1000;

/** "ŁUKASZ" → "Łukasz", "ANNA-MARIA" → "Anna-Maria". */
function capitalise(upper: string): string {
  return upper
    .toLowerCase()
    .split('-')
    .map((p) => (p ? p[0].toUpperCase() + p.slice(1) : p))
    .join('-');
}

function main(): void {
  const csvPath = process.argv[2] ?? DEFAULT_CSV;
  const minCount = Number(process.argv[3] ?? DEFAULT_MIN_COUNT);
  if (!Number.isFinite(minCount) || minCount < 1) throw new Error(`minCount must be a positive number, got ${process.argv[3]}`);

  const male: string[] = [];
  const female: string[] = [];
  const lines = readFileSync(csvPath, 'utf8').split(/\r?\n/);
  for (const [i, line] of lines.entries()) {
    if (!line.trim() || /^NAME,/i.test(line)) continue;
    const [name, sex, countText] = line.split(',');
    const count = Number(countText);
    if (!name || !sex || !Number.isFinite(count)) throw new Error(`${csvPath}:${i + 1}: expected NAME,SEX,COUNT`);
    // Only single-word alphabetic names: the detector matches one capitalised word at a time.
    if (count < minCount || !/^\p{Lu}+$/u.test(name)) continue;
    if (sex === 'MĘŻCZYZNA') male.push(capitalise(name));
    else if (sex === 'KOBIETA') female.push(capitalise(name));
    else throw new Error(`${csvPath}:${i + 1}: unknown sex value`);
  }
  const json = {
    source: 'PESEL registry first-name statistics (Polish open data), names/pesel-first-names.csv',
    minCount,
    male,
    female,
  };
  writeFileSync(OUT, JSON.stringify(json, null, 0).replace(/,"/g, ',\n"') + '\n');
  console.log(`wrote ${OUT}: ${male.length} male, ${female.length} female (count >= ${minCount})`);
}

main();
