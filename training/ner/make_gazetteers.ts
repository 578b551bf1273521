// Writes training/ner/surnames.json and training/ner/localities.json: lowercased surface forms (base forms
// plus common inflected forms made by the simple suffix rules below) of Polish surnames and of Polish
// localities + country names. train.py copies both lists into models/ner/vocab.json ("surnames",
// "localities"), so the Python featurizer and src/ner/features.ts test membership against the same tables.
//
// The source packages are NOT project dependencies; install them into a scratch directory and pass it:
//
//   D=$(mktemp -d) && (cd $D && npm init -y && npm install @faker-js/faker@10.6.0 polskie-miejscowosci@1.0.2)
//   npx tsx training/ner/make_gazetteers.ts $D
//
// Sources (versions the shipped lists were generated from):
// - @faker-js/faker 10.6.0 (MIT): Polish locale, person.last_name.generic (712 common surnames, masculine
//   forms) and location.country (194 country names in Polish).
// - polskie-miejscowosci 1.0.2 (LICENSE file: CC0 1.0 Universal; package.json says "CC-BY-1.0"): 43,989
//   Polish towns and villages from the PRNG register (30,702 distinct names).
//
// Rules (deliberately simple; over-generation is accepted, the list is only a feature):
// - Surnames: -ski/-cki/-dzki and other adjectival -i/-y surnames get the masculine, feminine and plural
//   adjective forms (Kowalski → kowalskiego, kowalskiemu, kowalskim, kowalska, kowalskiej, kowalską,
//   kowalscy, kowalskich, kowalskimi); -a surnames the feminine noun forms (-y/-i, -ie, -ę, -ą, -o);
//   consonant-final ones the masculine noun forms +a, +owi, +em (+iem after k/g), +u, +owie, +ów, +ami with
//   a mobile e dropped (-ek → -ka, -ec → -ca; the form keeping the e is generated too) and soft ń/ś/ć/ź
//   written as ni/si/ci/zi before a vowel (Banaś → banasia).
// - Localities: every single-word name and every word of a multi-word name (split at spaces and hyphens),
//   except generic modifiers — words that appear in ≥ 10 distinct multi-word names and are not themselves a
//   single-word locality (duży, kościelny, kolonia, …; not applied to country names) — and words shorter than
//   3 letters. Single-word names
//   and the first word of multi-word names are also declined: -ów → -owa/-owie/-owem; -ice/-yce/-ce →
//   -ic/-yc/-c, -icach, -icami; other -y/-i plurals → -ach, -ami, -ów; -a → -y or -i, -ę, -ą, locative
//   -ie with the usual consonant alternation (Warszawa → warszawie, Odra → odrze); -o/-e → -a, -u, -em, -ie;
//   consonant-final → +a, +u, +em, locative +ie with alternation (Lublin → lublinie, Sopot → sopocie) and
//   after w/m/b/p/f also +iu (Wrocław → wrocławiu),
//   mobile e in -ek/-ec (Borek → borku). Country names get the same rules.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const depsDir = process.argv[2];
if (!depsDir) {
  console.error('usage: npx tsx training/ner/make_gazetteers.ts <dir with node_modules/@faker-js/faker and polskie-miejscowosci>');
  process.exit(2);
}
const req = createRequire(join(depsDir, 'package.json'));
const fakerPkg = req('@faker-js/faker/package.json') as { version: string };
const placesPkg = req('polskie-miejscowosci/package.json') as { version: string };
const { pl } = (await import(pathToFileURL(req.resolve('@faker-js/faker')).href)) as {
  pl: { person: { last_name: { generic: string[] } }; location: { country: string[] } };
};
const places = req('polskie-miejscowosci') as { Name: string; Type: string }[];

const SOFT = new Set(['ń', 'ś', 'ć', 'ź']);
const SOFT_PLAIN: Record<string, string> = { 'ń': 'n', 'ś': 's', 'ć': 'c', 'ź': 'z' };
// Locative/dative -e with consonant alternation (hard stems): longest match first.
const LOC_ALTERNATION: [string, string][] = [
  ['st', 'ście'], ['sł', 'śle'], ['zd', 'ździe'], ['ch', 'sze'],
  ['r', 'rze'], ['t', 'cie'], ['d', 'dzie'], ['s', 'sie'], ['z', 'zie'], ['n', 'nie'], ['w', 'wie'],
  ['b', 'bie'], ['p', 'pie'], ['m', 'mie'], ['f', 'fie'], ['ł', 'le'], ['k', 'ce'], ['g', 'dze'],
];
// Stems after which the feminine genitive is -y rather than -i, and the dative/locative is -y too.
const HARDENED = ['cz', 'sz', 'rz', 'ż', 'c', 'dz'];

const endsAny = (w: string, xs: readonly string[]) => xs.some((x) => w.endsWith(x));
const isVowel = (c: string) => 'aąeęioóuy'.includes(c);

function locAlternation(stem: string): string | undefined {
  for (const [from, to] of LOC_ALTERNATION) if (stem.endsWith(from)) return stem.slice(0, -from.length) + to;
  return undefined;
}

/** Consonant-final masculine noun (surname or place): stem before vowel endings, handling ń/ś/ć/ź and mobile e. */
function consonantStems(w: string): string[] {
  const last = w.slice(-1);
  if (SOFT.has(last)) return [w.slice(0, -1) + SOFT_PLAIN[last] + 'i'];
  const stems = [w];
  if (w.length > 4 && (w.endsWith('ek') || w.endsWith('ec'))) stems.push(w.slice(0, -2) + w.slice(-1));
  return stems;
}

function adjectiveForms(w: string): string[] {
  // w ends in -i or -y (masculine adjective): kowalski, czarny
  const stem = w.slice(0, -1);
  const i = w.slice(-1); // 'i' after k/g, else 'y'
  const forms = [w, stem + i + 'ego', stem + i + 'emu', stem + i + 'm', stem + 'a', stem + i + 'ej', stem + 'ą',
    stem + i + 'ch', stem + i + 'mi'];
  if (w.endsWith('ski')) forms.push(w.slice(0, -3) + 'scy');
  else if (w.endsWith('dzki')) forms.push(w.slice(0, -4) + 'dzcy');
  else if (w.endsWith('cki')) forms.push(w.slice(0, -3) + 'ccy');
  else if (w.endsWith('ny')) forms.push(w.slice(0, -2) + 'ni');
  return forms;
}

function feminineNounForms(w: string): string[] {
  // w ends in -a
  const stem = w.slice(0, -1);
  const forms = [w, stem + 'ę', stem + 'ą', stem + 'o'];
  if (stem.endsWith('i')) forms.push(stem); // gdynia → gdyni
  else if (stem.endsWith('j') || stem.endsWith('l')) forms.push(stem + 'i');
  else if (stem.endsWith('k') || stem.endsWith('g')) { forms.push(stem + 'i'); forms.push(locAlternation(stem)!); }
  else if (endsAny(stem, HARDENED)) forms.push(stem + 'y');
  else {
    forms.push(stem + 'y');
    const loc = locAlternation(stem);
    if (loc) forms.push(loc);
  }
  return forms;
}

function masculineNounForms(w: string, place: boolean): string[] {
  const forms = [w];
  for (const s of consonantStems(w)) {
    const kg = s.endsWith('k') || s.endsWith('g');
    forms.push(s + 'a', s + 'u', kg ? s + 'iem' : s + 'em');
    if (place) {
      const loc = SOFT.has(w.slice(-1)) || endsAny(s, [...HARDENED, 'j', 'l', 'k', 'g', 'ch']) ? undefined : locAlternation(s);
      if (loc) forms.push(loc);
      if (endsAny(s, ['w', 'm', 'b', 'p', 'f'])) forms.push(s + 'iu'); // wrocławiu, radomiu
    } else {
      forms.push(s + 'owi', s + 'owie', s + 'ów', s + 'ami');
    }
  }
  return forms;
}

function surnameForms(w: string): string[] {
  if (w.endsWith('i') || (w.endsWith('y') && w.length > 3)) return adjectiveForms(w);
  if (w.endsWith('a')) return feminineNounForms(w);
  if (isVowel(w.slice(-1))) return [w];
  return masculineNounForms(w, false);
}

function placeForms(w: string): string[] {
  if (w.endsWith('ów')) {
    const s = w.slice(0, -2) + 'ow';
    return [w, s + 'a', s + 'ie', s + 'em', s + 'owi'];
  }
  if (endsAny(w, ['ice', 'yce', 'ce'])) {
    const s = w.slice(0, -1);
    return [w, s, s + 'ach', s + 'ami', s + 'om'];
  }
  if (w.endsWith('y') || (w.endsWith('i') && !w.endsWith('ii'))) {
    const s = w.slice(0, -1);
    return [w, s + 'ach', s + 'ami', s + 'ów', s + 'om'];
  }
  if (w.endsWith('a')) return feminineNounForms(w);
  if (w.endsWith('o') || w.endsWith('e')) {
    const s = w.slice(0, -1);
    const forms = [w, s + 'a', s + 'u', s + 'em'];
    const loc = endsAny(s, ['k', 'g', 'ch', ...HARDENED, 'j', 'l', 'i']) ? undefined : locAlternation(s);
    if (loc) forms.push(loc);
    return forms;
  }
  if (isVowel(w.slice(-1))) return [w];
  return masculineNounForms(w, true);
}

const lower = (s: string) => s.toLocaleLowerCase('pl');
const words = (name: string) => lower(name).split(/[\s-]+/).filter((x) => x.length > 0);

// ---- surnames ----
const surnameSet = new Set<string>();
for (const s of pl.person.last_name.generic) for (const f of surnameForms(lower(s))) surnameSet.add(f);
const surnames = [...surnameSet].sort();

// ---- localities + countries ----
const names = [...new Set(places.map((p) => p.Name))];
const single = new Set(names.filter((n) => words(n).length === 1).map((n) => words(n)[0]!));
const inMulti = new Map<string, number>();
for (const n of names) {
  const ws = words(n);
  if (ws.length > 1) for (const w of new Set(ws)) inMulti.set(w, (inMulti.get(w) ?? 0) + 1);
}
const generic = (w: string) => !single.has(w) && (inMulti.get(w) ?? 0) >= 10;
const locSet = new Set<string>();
const addPlace = (name: string, country = false) => {
  const ws = words(name);
  ws.forEach((w, i) => {
    if (w.length < 3 || !/^\p{L}+$/u.test(w) || (!country && generic(w))) return;
    for (const f of i === 0 ? placeForms(w) : [w]) if (f.length >= 3) locSet.add(f);
  });
};
for (const n of names) addPlace(n);
for (const c of pl.location.country) addPlace(c, true);
const localities = [...locSet].sort();

const here = import.meta.dirname;
const write = (file: string, source: string, forms: string[]) => {
  writeFileSync(join(here, file), JSON.stringify({ source, forms }) + '\n');
  console.log(`wrote ${forms.length} forms to ${join(here, file)}`);
};
write('surnames.json',
  `@faker-js/faker ${fakerPkg.version} (MIT), pl person.last_name.generic (${pl.person.last_name.generic.length} surnames) ` +
  'with inflected forms by the rules in make_gazetteers.ts, lowercased', surnames);
write('localities.json',
  `polskie-miejscowosci ${placesPkg.version} (CC0 1.0; ${names.length} distinct names of ${places.length} localities, PRNG) ` +
  `+ @faker-js/faker ${fakerPkg.version} (MIT) pl location.country (${pl.location.country.length}); words of the names ` +
  'minus generic modifiers, first words with inflected forms by the rules in make_gazetteers.ts, lowercased', localities);
