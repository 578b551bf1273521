// Linking within a request (docs/pii-replacement.md, "Linking"): the mentions of one person — full name
// in any case, first name (or a diminutive of it) or surname alone, after "pan"/"pani" — and the
// inflected forms of one place (one word, or several: "w Zielonej Górze") get one key, so they get one
// tag. Keys come from lemmas (morph/), never from the surface string: "Jan Kowalski" and "Jana
// Kowalskiego" are (Jan, Kowalski, m). Distinct people never share a key; a mention that could be either
// of two people keeps a tag of its own.
import { analyzeForm, firstNameRank, isLexiconName, type FormReading, type Gender, type GrammaticalCase } from './morph/index.js';
import { analyzePlaceName, type PlacePart } from './morph/place-names.js';
import { nameOfDiminutive } from './names/diminutive-names.js';
import type { EntityForms } from './types.js';

export interface Mention {
  type: 'PERSON' | 'LOCATION';
  /** The original text of the span. */
  value: string;
  /** Text right before the span (a few words), for an honorific that tells the person's sex. */
  before: string;
}

export interface Linking {
  /**
   * Per mention: the key of its entity; a key of its own for a mention that could name either of two
   * people (no EntityForms then); undefined when it is not linked (tagged by its value, as before).
   */
  keys: (string | undefined)[];
  /** Key → what is known of the entity. */
  entities: Map<string, EntityForms>;
}

const HONORIFIC_GENDER: ReadonlyMap<string, Gender> = new Map([
  ['pan', 'm'], ['pana', 'm'], ['panu', 'm'], ['panem', 'm'], ['panie', 'm'], ['pani', 'f'], ['panią', 'f'],
]);
const HONORIFIC_BEFORE = /(?:^|[^\p{L}])(pan|pana|panu|panem|panie|pani|panią)\s+$/iu;
const NAME_WORD = /^\p{L}[\p{L}'-]*$/u;

/** One reading of a person mention: which name parts, sex and cases. */
interface PersonReading {
  first?: string;
  surname?: string;
  gender: Gender;
  cases: GrammaticalCase[];
}

type PersonMention =
  | { shape: 'full'; reading: PersonReading }
  | { shape: 'single'; word: string; readings: FormReading[] }
  | { shape: 'unknown' };

function intersect(a: readonly GrammaticalCase[], b: readonly GrammaticalCase[]): GrammaticalCase[] {
  return a.filter((c) => b.includes(c));
}

/**
 * Whether the lexicon vouches for a reading: it lists the name, or, for a surname, lists it for the other
 * sex (Kałuża the man makes Kałuża the woman likelier than a surname "Kałuż" nobody lists).
 */
function backed(r: FormReading): boolean {
  if (isLexiconName(r.lemma, r.kind, r.gender)) return true;
  return r.kind === 'surname' && r.gender !== 'n' && isLexiconName(r.lemma, 'surname', r.gender === 'm' ? 'f' : 'm');
}

/** The readings whose lemma, kind and sex are all the same, merged; undefined when they disagree. */
function single(readings: readonly PersonReading[]): PersonReading | undefined {
  if (!readings.length) return undefined;
  const [r] = readings;
  if (!readings.every((o) => o.first === r.first && o.surname === r.surname && o.gender === r.gender)) return undefined;
  return { ...r, cases: [...new Set(readings.flatMap((o) => o.cases))] };
}

/**
 * "Jan Kowalski", "Jana Kowalskiego", "Kowalski Jan": a first name and a surname of the same sex in a
 * common case. Readings the lexicon backs in both words win over rule-only ones; if the best still
 * disagree (which person, which sex), the mention is not read.
 */
function readFullName(a: string, b: string, gender: Gender | undefined): PersonReading | undefined {
  for (const [firstWord, surnameWord] of [[a, b], [b, a]]) {
    const firsts = analyzeForm(firstWord).filter((r) => r.kind === 'first' && (!gender || r.gender === gender));
    if (!firsts.length) continue;
    const surnames = analyzeForm(surnameWord).filter((r) => r.kind === 'surname');
    const scored: { reading: PersonReading; score: number }[] = [];
    // Each reading's backing looked up once, not once per pair it is in (lexicon look-ups).
    const surnameBacked = new Int8Array(surnames.length).fill(-1);
    for (const f of firsts) {
      let firstBacked = -1;
      for (let k = 0; k < surnames.length; k++) {
        const s = surnames[k]!;
        if (s.gender !== f.gender) continue;
        const cases = intersect(f.cases, s.cases);
        if (cases.length) {
          if (firstBacked < 0) firstBacked = Number(backed(f));
          if (surnameBacked[k]! < 0) surnameBacked[k] = Number(backed(s));
          scored.push({ reading: { first: f.lemma, surname: s.lemma, gender: f.gender, cases }, score: firstBacked + surnameBacked[k]! });
        }
      }
    }
    if (!scored.length) continue;
    const bestScore = Math.max(...scored.map((s) => s.score));
    let best = scored.filter((s) => s.score === bestScore).map((s) => s.reading);
    // Szyszki: Szyszka or Szyszko, both listed, the same in every oblique case; -a surnames are far more common.
    best = best.filter((r) => !(r.surname?.endsWith('o') && best.some((o) => o.gender === r.gender && o.first === r.first && o.surname === r.surname!.slice(0, -1) + 'a')));
    // "Roberta Wójcika": Robert (genitive) or a woman called Roberta? The far more common first name wins.
    const rank = (r: PersonReading) => firstNameRank(r.first!, r.gender);
    const top = Math.min(...best.map(rank));
    return single(best.filter((r) => rank(r) === top));
  }
  return undefined;
}

function readPerson(mention: Mention): PersonMention {
  let words = mention.value.trim().split(/\s+/u);
  let gender = HONORIFIC_GENDER.get(HONORIFIC_BEFORE.exec(mention.before)?.[1].toLowerCase() ?? '');
  // A span that starts with the honorific ("Pani Anna Nowak").
  while (words.length > 1 && HONORIFIC_GENDER.has(words[0].toLowerCase())) {
    gender = HONORIFIC_GENDER.get(words[0].toLowerCase());
    words = words.slice(1);
  }
  // Initials, titles, digits and three-part names are left as they are: their declension is not certain.
  if (!words.every((w) => NAME_WORD.test(w))) return { shape: 'unknown' };
  if (words.length === 2) {
    const reading = readFullName(words[0], words[1], gender);
    return reading ? { shape: 'full', reading } : { shape: 'unknown' };
  }
  if (words.length === 1) {
    // A word nothing reads ("Jaworek") is still compared, as a word, with the names linking could not read.
    const readings = analyzeForm(words[0]).filter((r) => r.kind !== 'place' && (!gender || r.gender === gender));
    return { shape: 'single', word: words[0].toLowerCase(), readings };
  }
  return { shape: 'unknown' };
}

/** One place a place mention may name. */
interface PlaceReading {
  lemma: string;
  gender: Gender;
  cases: GrammaticalCase[];
  /** Names of several words: how each word declines. */
  parts?: PlacePart[];
}

/**
 * The places a place mention may name: a one-word name the lexicon knows (Gdańsku, Katowicach), or a
 * name of several words read word by word (w Zielonej Górze, Bielsku-Białej; morph/place-names.ts).
 * Readings of one place are merged; several places mean the words alone do not decide.
 */
function readPlace(value: string): PlaceReading[] {
  const word = value.trim();
  if (/[\s-]/u.test(word)) return analyzePlaceName(word);
  if (!NAME_WORD.test(word)) return [];
  const byPlace = new Map<string, PlaceReading>();
  for (const r of analyzeForm(word)) {
    if (r.kind !== 'place') continue;
    const key = `${r.lemma}\t${r.gender}`;
    const had = byPlace.get(key);
    if (had) had.cases = [...new Set([...had.cases, ...r.cases])];
    else byPlace.set(key, { lemma: r.lemma, gender: r.gender, cases: r.cases });
  }
  return [...byPlace.values()];
}

function placeKey(r: PlaceReading): string {
  return `place\t${r.gender}\t${r.lemma.toLowerCase()}`;
}

function personKey(r: PersonReading): string {
  return `person\t${r.gender}\t${r.first?.toLowerCase() ?? ''}\t${r.surname?.toLowerCase() ?? ''}`;
}

/**
 * Does this one-word reading name a part of the person behind `key`? A diminutive names the first name it
 * stands for ("Kasią" → Katarzyna; names/diminutive-names.ts).
 */
function namesPart(r: FormReading, entity: EntityForms): boolean {
  if (r.gender !== entity.gender) return false;
  const lemma = r.lemma.toLowerCase();
  if (r.kind !== 'first') return entity.surname?.toLowerCase() === lemma;
  const first = entity.first?.toLowerCase();
  return first !== undefined && (first === lemma || nameOfDiminutive(lemma, r.gender)?.toLowerCase() === first);
}

/** `lemma` in the letter case the request wrote the name in (ALL CAPS, lowercase, or as spelled). */
function styled(lemma: string, model: string): string {
  if (model.length > 1 && model === model.toUpperCase() && model !== model.toLowerCase()) return lemma.toUpperCase();
  if (model === model.toLowerCase()) return lemma.toLowerCase();
  return lemma;
}

function addForm(entity: EntityForms, form: string, cases: readonly GrammaticalCase[]): void {
  const seen = entity.forms.find((f) => f.form === form);
  if (seen) {
    for (const c of cases) if (!seen.cases.includes(c)) seen.cases.push(c);
  } else entity.forms.push({ form, cases: [...cases] });
}

function newPerson(r: PersonReading, form: string): EntityForms {
  const first = r.first === undefined ? undefined : styled(r.first, form);
  const surname = r.surname === undefined ? undefined : styled(r.surname, form);
  const lemma = [first, surname].filter((p) => p !== undefined).join(' ');
  return { kind: 'person', gender: r.gender, first, surname, lemma, forms: [] };
}

/** Links the PERSON and LOCATION mentions of one request (all its texts, in order). */
export function linkMentions(mentions: readonly Mention[]): Linking {
  const keys: (string | undefined)[] = new Array(mentions.length).fill(undefined);
  const entities = new Map<string, EntityForms>();
  const people = mentions.map((m) => (m.type === 'PERSON' ? readPerson(m) : undefined));

  // Full names first: they define the people that one-word mentions may refer to.
  people.forEach((p, i) => {
    if (p?.shape !== 'full') return;
    const key = personKey(p.reading);
    let entity = entities.get(key);
    if (!entity) entities.set(key, (entity = newPerson(p.reading, mentions[i].value)));
    addForm(entity, mentions[i].value, p.reading.cases);
    keys[i] = key;
  });
  const fullNames = [...entities.entries()];
  // Person mentions linking could not read ("Dominicem Kowalikiem", "Jan Jaworek", "J. Kowalski") may be
  // someone a one-word mention names: each such person (told apart by the first word) counts as one more
  // person the word could mean, when one of its words or their readings is the word's.
  const unread = unreadPeople(mentions, people);
  const unreadMatches = (p: Extract<PersonMention, { shape: 'single' }>, named: readonly EntityForms[]) => {
    let n = 0;
    for (const [person, keys] of unread) {
      if (named.some((e) => e.first?.toLowerCase() === person)) continue; // the same person, read elsewhere
      if (keys.has(`word\t${p.word}`) || p.readings.some((r) => readingKeys(r).some((k) => keys.has(k)))) n++;
    }
    return n;
  };

  // A first name or surname alone: the one person it names, else a person known by that word alone.
  const undecided: number[] = [];
  people.forEach((p, i) => {
    if (p?.shape !== 'single') return;
    const matches = new Set(fullNames.filter(([, e]) => p.readings.some((r) => namesPart(r, e))).map(([k]) => k));
    if (matches.size + unreadMatches(p, [...matches].map((k) => entities.get(k)!)) > 1) {
      keys[i] = `either\t${i}`; // two people could be meant: a tag of its own, shared with neither
      return;
    }
    if (matches.size === 1) {
      const [key] = matches;
      const entity = entities.get(key)!;
      addForm(entity, mentions[i].value, p.readings.filter((r) => namesPart(r, entity)).flatMap((r) => r.cases));
      keys[i] = key;
      return;
    }
    const lexical = p.readings.filter(backed);
    let sure = single((lexical.length ? lexical : p.readings).map((r) => toPersonReading(r)));
    // "Nowak" alone: the lexicon knows the man, the rules the woman (who keeps "Nowak" in every case).
    if (sure && p.readings.some((r) => toPersonReading(r).gender !== sure!.gender && sameName(toPersonReading(r), sure!))) sure = undefined;
    if (!sure) {
      undecided.push(i);
      return;
    }
    const key = personKey(sure);
    let entity = entities.get(key);
    if (!entity) entities.set(key, (entity = newPerson(sure, mentions[i].value)));
    addForm(entity, mentions[i].value, sure.cases);
    keys[i] = key;
  });
  // A word with several readings ("Jana": Jan or Jana) joins the one person any of them names.
  for (const i of undecided) {
    const p = people[i] as Extract<PersonMention, { shape: 'single' }>;
    const matches = [...entities.entries()].filter(([k, e]) => k.startsWith('person\t') && p.readings.some((r) => namesPart(r, e)));
    const candidates = matches.length + unreadMatches(p, matches.map(([, e]) => e));
    if (candidates > 1) keys[i] = `either\t${i}`;
    if (candidates !== 1 || matches.length !== 1) continue;
    const [[key, entity]] = matches;
    addForm(entity, mentions[i].value, p.readings.filter((r) => namesPart(r, entity)).flatMap((r) => r.cases));
    keys[i] = key;
  }

  // Places the words name for certain first; then a mention the words leave open ("Bielsku-Białej":
  // Bielsk or Bielsko) joins the one of its places another mention named.
  const places = mentions.map((m) => (m.type === 'LOCATION' ? readPlace(m.value) : []));
  const linkPlace = (i: number, r: PlaceReading) => {
    const key = placeKey(r);
    let entity = entities.get(key);
    if (!entity) {
      const place = styled(r.lemma, mentions[i].value);
      entities.set(key, (entity = { kind: 'place', gender: r.gender, place, lemma: place, forms: [] }));
      if (r.parts) entity.parts = r.parts;
    }
    addForm(entity, mentions[i].value, r.cases);
    keys[i] = key;
  };
  places.forEach((readings, i) => {
    if (readings.length === 1) linkPlace(i, readings[0]);
  });
  places.forEach((readings, i) => {
    if (readings.length < 2) return;
    const named = readings.filter((r) => entities.has(placeKey(r)));
    if (named.length === 1) linkPlace(i, named[0]);
  });
  return { keys, entities };
}

function readingKey(r: FormReading): string {
  return `${r.kind}\t${r.gender}\t${r.lemma.toLowerCase()}`;
}

/** The reading's key, and for a diminutive also the key of the first name it stands for. */
function readingKeys(r: FormReading): string[] {
  const name = r.kind === 'first' ? nameOfDiminutive(r.lemma, r.gender) : undefined;
  return name === undefined ? [readingKey(r)] : [readingKey(r), readingKey({ ...r, lemma: name })];
}

/**
 * The people behind person mentions of several words that linking could not read: first word (its
 * first-name lemma when it has one) → every word of their mentions and those words' name readings.
 */
function unreadPeople(mentions: readonly Mention[], people: readonly (PersonMention | undefined)[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  people.forEach((p, i) => {
    if (p?.shape !== 'unknown') return;
    const words = mentions[i].value.split(/[^\p{L}-]+/u).filter(Boolean);
    if (words.length < 2) return;
    const person = analyzeForm(words[0]).find((r) => r.kind === 'first')?.lemma.toLowerCase() ?? words[0].toLowerCase();
    let keys = out.get(person);
    if (!keys) out.set(person, (keys = new Set()));
    for (const word of words) {
      keys.add(`word\t${word.toLowerCase()}`);
      for (const r of analyzeForm(word)) if (r.kind !== 'place') keys.add(readingKey(r));
    }
  });
  return out;
}

function sameName(a: PersonReading, b: PersonReading): boolean {
  return a.first?.toLowerCase() === b.first?.toLowerCase() && a.surname?.toLowerCase() === b.surname?.toLowerCase();
}

function toPersonReading(r: FormReading): PersonReading {
  return r.kind === 'first'
    ? { first: r.lemma, gender: r.gender, cases: r.cases }
    : { surname: r.lemma, gender: r.gender, cases: r.cases };
}
