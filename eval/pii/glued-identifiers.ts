// Identifiers glued to each other, as in CSV rows and tables: rows of 2–4 values taken from the
// benchmark's generated prompts (PESEL, NIP, IBAN, ID card, e-mail; phones) joined by one separator,
// and how many values keep 3 or more letters or digits in clear after detection with the default types.
//
//   npx tsx eval/pii/glued-identifiers.ts            every separator below
//   npx tsx eval/pii/glued-identifiers.ts ','        one separator (JSON escapes allowed: '\n')
//   npx tsx eval/pii/glued-identifiers.ts --labels   one value per sentence, a label glued to it
//                                                    ("PESEL44051401359", "tel_601234567") or in a file name
import { findEntities } from '../../src/pii/anonymize.js';
import { DEFAULT_ENABLED_TYPES, SETTING_TO_ENTITIES, type EntityType } from '../../src/pii/types.js';
import { realisticPrompt } from '../../bench/lib/polish-prompts.js';

const ROWS = 3000;
const SEPARATORS = [', ', '; ', '\n', ' / ', '|', ' ', ',', '/', '-', ' - '];
const enabled: ReadonlySet<EntityType> = new Set(DEFAULT_ENABLED_TYPES.flatMap((s) => SETTING_TO_ENTITIES[s]));

function kindOf(v: string): string {
  if (v.includes('@')) return 'e-mail';
  if (/^[A-Z]{3}/.test(v)) return 'ID card';
  if (/^\d{11}$/.test(v)) return 'PESEL';
  if (/^\d{3}-\d{3}-\d{2}-\d{2}$|^\d{10}$|^\d{3}-\d{2}-\d{2}-\d{3}$/.test(v)) return 'NIP';
  if (/^PL|^\d{2} \d{4}|^\d{26}$/.test(v)) return 'IBAN';
  return 'phone';
}

/** Per kind: values, and values with ≥ 3 letters or digits left in clear. */
function probe(separator: string): Map<string, [number, number]> {
  let seed = 5;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T,>(a: readonly T[]) => a[Math.floor(rnd() * a.length)]!;
  const stats = new Map<string, [number, number]>();
  for (let i = 0; i < ROWS; i++) {
    let text = pick(['', 'dane: ', 'Dane klienta: ']);
    const spans: Array<[number, number, string]> = [];
    for (let k = 0, n = 2 + Math.floor(rnd() * 3); k < n; k++) {
      const p = realisticPrompt(3, Math.floor(rnd() * 5000));
      const v = rnd() < 0.7 ? pick(p.secrets) : pick(p.phones);
      if (k) text += separator;
      spans.push([text.length, text.length + v.length, v]);
      text += v;
    }
    text += pick(['', '.', ' dzięki']);
    const covered = new Uint8Array(text.length);
    for (const e of findEntities(text, enabled)) covered.fill(1, e.start, e.end);
    for (const [a, b, v] of spans) {
      let left = 0;
      for (let j = a; j < b; j++) if (!covered[j] && /[\p{L}\p{N}]/u.test(text[j]!)) left++;
      const s = stats.get(kindOf(v)) ?? [0, 0];
      s[0]++;
      if (left >= 3) s[1]++;
      stats.set(kindOf(v), s);
    }
  }
  return stats;
}

/** A label glued to the value, or the value inside a file name: how each kind is written in such forms. */
const LABELS: Record<string, string> = { PESEL: 'PESEL', NIP: 'NIP', IBAN: 'konto', 'ID card': 'dowód_', 'e-mail': 'mail_', phone: 'tel' };
const FORMS: Record<string, (v: string, kind: string) => string> = {
  'label glued': (v, kind) => `${LABELS[kind]}${v}`,
  'label_': (v, kind) => `${LABELS[kind]!.replace(/_$/, '')}_${v}`,
  'nr glued': (v) => `nr${v}`,
  'file name': (v) => `skan_${v}.pdf`,
  'file name, value first': (v) => `${v}_umowa.pdf`,
};

/** Per kind: values written in `form` inside a sentence, and values with ≥ 3 letters or digits left in clear. */
function probeForm(form: (v: string, kind: string) => string): Map<string, [number, number]> {
  let seed = 7;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T,>(a: readonly T[]) => a[Math.floor(rnd() * a.length)]!;
  const stats = new Map<string, [number, number]>();
  for (let i = 0; i < ROWS; i++) {
    const p = realisticPrompt(3, Math.floor(rnd() * 5000));
    const v = rnd() < 0.7 ? pick(p.secrets) : pick(p.phones);
    const piece = form(v, kindOf(v));
    const before = pick(['W załączniku ', 'Dane: ', 'Proszę sprawdzić ']);
    const text = `${before}${piece}${pick(['', '.', ' dzięki'])}`;
    const a = before.length + piece.indexOf(v), b = a + v.length;
    const covered = new Uint8Array(text.length);
    for (const e of findEntities(text, enabled)) covered.fill(1, e.start, e.end);
    let left = 0;
    for (let j = a; j < b; j++) if (!covered[j] && /[\p{L}\p{N}]/u.test(text[j]!)) left++;
    const s = stats.get(kindOf(v)) ?? [0, 0];
    s[0]++;
    if (left >= 3) s[1]++;
    stats.set(kindOf(v), s);
  }
  return stats;
}

const kinds = ['PESEL', 'NIP', 'IBAN', 'ID card', 'e-mail', 'phone'];
const row = (name: string, stats: Map<string, [number, number]>) =>
  `| ${name} | ${kinds.map((k) => { const [n, l] = stats.get(k) ?? [0, 0]; return `${l} / ${n}`; }).join(' | ')} |`;

if (process.argv[2] === '--labels') {
  console.log(`| form | ${kinds.join(' | ')} |\n|---|${kinds.map(() => '---:').join('|')}|`);
  for (const [name, form] of Object.entries(FORMS)) console.log(row(name, probeForm(form)));
  console.log('\nValues with 3 or more letters or digits left in clear / values, per kind. Labels: ' +
    Object.entries(LABELS).map(([k, l]) => `${k} "${l}"`).join(', ') + '.');
  process.exit(0);
}

const chosen = process.argv[2] !== undefined ? [JSON.parse(`"${process.argv[2]}"`) as string] : SEPARATORS;
console.log(`| separator | ${kinds.join(' | ')} |\n|---|${kinds.map(() => '---:').join('|')}|`);
for (const sep of chosen) console.log(row(JSON.stringify(sep), probe(sep)));
console.log('\nValues with 3 or more letters or digits left in clear / values, per kind.');
