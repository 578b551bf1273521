// Detection time on long texts of one repeated unit ("1 ", "\t", ". ", "Nazwisko: " …): the inputs that
// turn a regex or a scan quadratic. A PII worker stalled on one such message holds every request queued
// behind it. Each unit is timed at 20 KB and 40 KB with every PII type enabled; a linear detector takes
// about twice as long on the longer text, a quadratic one four times.
//
//   npx tsx bench/input-stalls.ts              # the built-in units, slowest first
//   npx tsx bench/input-stalls.ts '1 ' '\t'    # given units (backslash escapes \t \n \r are read)
import { detectCandidates } from '../src/pii/anonymize.js';
import { PII_SETTING_TYPES, SETTING_TO_ENTITIES, type EntityType } from '../src/pii/types.js';

const UNITS = [
  '1 ', '1-', '1.', '1,', '1/', '12-', '12 ', '1234 ', 'PL1 ', 'PL12 ', 'a ', 'A ', 'Ab ', 'AB ', 'ab. ', 'Jan ',
  'Jan Kowalski ', 'jan kowalski ', 'JAN KOWALSKI ', 'Nazwisko: ', 'Imię: Jan ', '@', '@a ', 'a@b ', '. ', '!', '?',
  '…', ' ', '\t', '\n', '\r\n', '- ', '* ', '"', "'", '(', ')', '[', '<', '> ', '| ', ';', ',', ':', 'ul. ',
  'ul. A ', 'pan ', 'Pan ', 'pani ', 'tel ', 'tel. 1 ', 'pesel ', 'nip 1 ', 'konto 1 ', '12-345 ', '12-345 A ',
  'Sp. z o.o. ', 'S.A. ', 'ABC ', 'private ', 'x_', 'Ola_K ', 'Ola92 ', 'a_b, ', 'pan sowa ', 'trener kwiatek ', 'NAZWISKO\n',
  'imie anna nazwisko zima ', 'Kura Jan, s. Adama ',
];
const SIZES = [20_000, 40_000];

const all: ReadonlySet<EntityType> = new Set(PII_SETTING_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s]));
const unescape = (s: string): string => s.replace(/\\([tnr])/g, (_, c: string) => ({ t: '\t', n: '\n', r: '\r' })[c]!);
const units = process.argv.length > 2 ? process.argv.slice(2).map(unescape) : UNITS;

function msFor(unit: string, size: number): number {
  const text = unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
  const t = performance.now();
  detectCandidates(text, all);
  return performance.now() - t;
}

detectCandidates('Jan Kowalski, PESEL 44051401359, konto PL61109010140000071219812874, ul. Polna 3, 00-001 Warszawa', all);
const rows = units.map((unit) => {
  const [small, large] = SIZES.map((size) => msFor(unit, size)) as [number, number];
  return { unit, small, large, growth: large / Math.max(small, 1) };
}).sort((a, b) => b.large - a.large);

console.log(`detection of every PII type on one unit repeated to ${SIZES.map((s) => `${s / 1000} KB`).join(' and ')}, slowest first:`);
for (const r of rows) {
  console.log(`  ${JSON.stringify(r.unit).padEnd(16)} ${r.small.toFixed(0).padStart(6)} ms ${r.large.toFixed(0).padStart(6)} ms  ×${r.growth.toFixed(1)}`);
}
