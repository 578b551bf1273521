// Builds src/pii/names/surname-forms.txt: the inflected forms of people's surnames (and rarer first names)
// that are nothing else — no common Polish word, no place, no nationality — folded (lower case, no Polish
// diacritics), one a line. The PERSON rule for text without case (src/pii/detectors/caseless-names.ts) reads
// such a word alone as a name: in "rozmawiałem z tuwimem" or "SPOTKANIE Z MODIGLIANIM" nothing else says so.
//
//   npx tsx scripts/build-surname-forms.ts [polimorf-proper-names.tsv.xz]
//
// Sources (nothing is downloaded; the runtime reads only the output):
// - PoliMorf (Morfologik Polish dictionary 2.0, BSD-2-Clause, Marcin Miłkowski): every inflected form of its
//   proper nouns, `form<TAB>lemma<TAB>tags`, tags `pos:number:case:gender` joined by "+". A person's name is a
//   lemma with masculine-personal (m1) forms, or a feminine lemma -ska/-cka/-dzka whose -ski/-cki/-dzki
//   lemma is one.
// - The Polish hunspell dictionary (sjp.pl, Debian hunspell-pl; Apache-2.0 among its licences), expanded with
//   hunspell-tools' `unmunch`: its lower-case forms are the common words ("król", "wilk", "kowalski" the
//   adjective), which a surname spelled the same way needs more than itself to be read as a name; its
//   capitalised forms find nationalities (below).
// - training/ner/localities.json (Polish localities and countries): a surname that is also a place's name or
//   part of one is left out.
// - src/pii/names first names: found by the first-name rules, which treat common-word names with care.
//
// A folded form is kept when every reading of every form folding to it is a singular or plural noun of a
// person's name (m1, or f of a feminine surname), at least one is singular and not a vocative, it has four
// letters or more, and it is none of the above. Nationalities and inhabitants (Polak, Niemiec, Rosjanin,
// Francuz) are m1 proper nouns too; one is recognised by its feminine counterpart in either dictionary
// (Polka, Niemka, Rosjanka, Francuzka).

import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fold } from '../src/pii/fold.js';
import { firstNameDictionary } from '../src/pii/names/dictionary.js';
import surnames from '../src/pii/names/surnames.json' with { type: 'json' };

const DEFAULT_POLIMORF = fileURLToPath(new URL('../../shared/data/morph/polimorf-proper-names.tsv.xz', import.meta.url));
const LOCALITIES = fileURLToPath(new URL('../training/ner/localities.json', import.meta.url));
const OUT = fileURLToPath(new URL('../src/pii/names/surname-forms.txt', import.meta.url));
const COMMON_OUT = fileURLToPath(new URL('../src/pii/names/common-name-forms.txt', import.meta.url));
const HUNSPELL = '/usr/share/hunspell/pl_PL';


/** Names of God and of the scriptures' persons that are not a user's name. */
const NOT_A_PERSON = new Set(['Chrystus', 'Jezus', 'Bóg', 'Mesjasz', 'Zbawiciel', 'Stwórca', 'Szatan', 'Lucyfer']);

/** Nationality / inhabitant noun endings → the feminine noun's ending (Amerykanin → Amerykanka). */
const FEMININE_OF: ReadonlyArray<readonly [string, string]> = [
  ['anin', 'anka'], ['ianin', 'ianka'], ['iec', 'ka'], ['ec', 'ka'], ['ńczyk', 'nka'], ['czyk', 'ka'],
  ['ak', 'ka'], ['ak', 'aczka'], ['in', 'inka'], ['', 'ka'], ['', 'ynka'], ['ch', 'szka'], ['k', 'czynka'],
];

interface Reading { lemma: string; pos: string; number: string; kase: string; gender: string }

function hunspellForms(): string[] {
  const bytes = execFileSync('unmunch', [`${HUNSPELL}.dic`, `${HUNSPELL}.aff`], { maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'] });
  const encoding = /^SET\s+(\S+)/m.exec(readFileSync(`${HUNSPELL}.aff`, 'latin1'))?.[1] ?? 'UTF-8';
  return new TextDecoder(encoding.toLowerCase()).decode(bytes).split('\n').filter((w) => w.length > 0);
}

function main(): void {
  const source = process.argv[2] ?? DEFAULT_POLIMORF;
  const tsv = execFileSync('xz', ['-dc', source], { maxBuffer: 1 << 30, encoding: 'utf8' });
  const byKey = new Map<string, Reading[]>();
  const genders = new Map<string, Set<string>>();
  for (const line of tsv.split('\n')) {
    if (!line) continue;
    const [form, lemma, tags] = line.split('\t');
    if (!form || !lemma || !tags) throw new Error(`PoliMorf: expected form<TAB>lemma<TAB>tags, got ${JSON.stringify(line)}`);
    const key = fold(form);
    let list = byKey.get(key);
    if (!list) byKey.set(key, (list = []));
    for (const tag of tags.split('+')) {
      const [pos = '', number = '', kase = '', gender = ''] = tag.split(':');
      const g = gender.split('.')[0]!;
      list.push({ lemma, pos, number, kase, gender: g });
      let set = genders.get(lemma);
      if (!set) genders.set(lemma, (set = new Set()));
      set.add(g);
    }
  }
  const hunspell = hunspellForms();
  const capitalised = new Set(hunspell.filter((w) => w !== w.toLowerCase()));
  const commonWords = new Set(hunspell.filter((w) => w === w.toLowerCase()).map(fold));
  const feminineLemmas = new Set([...genders].filter(([, g]) => g.has('f')).map(([l]) => l));
  const isMasculinePerson = (lemma: string) => genders.get(lemma)?.has('m1') === true;
  const nationality = (lemma: string) => FEMININE_OF.some(([end, fem]) => {
    if (!lemma.endsWith(end)) return false;
    const partner = lemma.slice(0, lemma.length - end.length) + fem;
    return partner !== lemma && (feminineLemmas.has(partner) || capitalised.has(partner));
  });
  const personLemma = new Map<string, 'm' | 'f' | null>();
  const kindOf = (lemma: string): 'm' | 'f' | null => {
    let kind = personLemma.get(lemma);
    if (kind !== undefined) return kind;
    kind = null;
    if (NOT_A_PERSON.has(lemma)) kind = null;
    else if (isMasculinePerson(lemma)) kind = nationality(lemma) ? null : 'm';
    else {
      const m = /^(.*)(sk|ck|dzk)a$/u.exec(lemma);
      if (m && isMasculinePerson(`${m[1]}${m[2]}i`)) kind = 'f';
    }
    personLemma.set(lemma, kind);
    return kind;
  };
  const localities = new Set((JSON.parse(readFileSync(LOCALITIES, 'utf8')) as { forms: string[] }).forms.map(fold));
  const firstNames = new Set([...firstNameDictionary().forms.keys()].map(fold));

  const kept: string[] = [];
  let alone = 0;
  for (const [key, readings] of byKey) {
    if (key.length < 3 || !/^\p{Ll}+(?:['’-]\p{Ll}+)?$/u.test(key) || commonWords.has(key)) continue;
    const personReading = (r: Reading) => {
      const kind = kindOf(r.lemma);
      return (r.pos === 'subst' || r.pos === 'depr') && kind !== null && r.gender === (kind === 'm' ? 'm1' : 'f');
    };
    const singular = readings.some((r) => r.number === 'sg' && r.kase !== 'voc' && personReading(r));
    if (!singular) continue;
    // A name by itself: every reading a person's, and no first name or place spelled the same.
    if (key.length >= 4 && readings.every(personReading) && !localities.has(key) && !firstNames.has(key)) {
      kept.push(key);
      alone++;
    } else if (!firstNames.has(key) && !readings.some((r) => localities.has(fold(r.lemma)))) {
      kept.push(`~${key}`); // only next to another name word; not a form of a place's name ("polsce")
    }
  }
  kept.sort((a, b) => (a.replace('~', '') < b.replace('~', '') ? -1 : 1));
  writeFileSync(OUT, kept.join('\n') + '\n');
  console.log(`${alone} forms that are a name alone, ${kept.length - alone} only next to another name → ${OUT}`);

  // The shipped first names' and listed surnames' forms that are also common words ("marka", "baran",
  // "marszałek"): a name written in one of them is not looked for again elsewhere (name-echoes.ts).
  const common = [...new Set([...firstNames, ...surnames.forms.map(fold)])].filter((f) => commonWords.has(f)).sort();
  writeFileSync(COMMON_OUT, common.join('\n') + '\n');
  console.log(`${common.length} first-name and surname forms that are common words → ${COMMON_OUT}`);
}

main();
