// The linking set: short texts in which 1–3 people and 0–2 places each appear in 2–5 forms (full name in
// any case, first name, its diminutive or surname alone, "pan/pani" + surname; a city of one or two words,
// or plural, in the nominative, genitive or locative), and answers that put a case-governing word before each entity. Scored: the share of an
// entity's mentions under its one tag, merges of distinct entities under one tag (must be none), and
// answers restored word for word in the right case. Generated in memory from a fixed seed; dev and test
// share no name, city or sentence.
//
// The forms come from this evaluation's own declension (names.ts: first names, diminutives and surnames,
// stems that change given by hand) and city list (places.ts), not from the gateway's lexicon and rules.
import { femaleFirst, maleFirst, surname, DEV_NAMES, TEST_NAMES, type Forms, type NamePool } from './names.js';
import { DEV_CITIES, TEST_CITIES, type City } from './places.js';
import { Rng } from './rng.js';
import type { Split } from './types.js';

type PersonCase = keyof Forms;
type PlaceCase = 'nom' | 'gen' | 'loc';

export interface LinkingMention {
  start: number;
  end: number;
  type: 'PERSON' | 'LOCATION';
  /** Index of the entity in the record's `entities`. */
  entity: number;
  shape: 'full' | 'first' | 'diminutive' | 'surname' | 'honorific' | 'place';
}

export interface LinkingAnswer {
  type: 'PERSON' | 'LOCATION';
  /** The answer with `{n}` where entity n's tag goes. */
  template: string;
  /** The answer with the originals in the case its words ask for. */
  expected: string;
}

export interface LinkingRecord {
  id: string;
  text: string;
  entities: { type: 'PERSON' | 'LOCATION'; name: string }[];
  mentions: LinkingMention[];
  answers: LinkingAnswer[];
}

interface Phrasing {
  /** Sentences per case, `{}` where the mention goes. */
  person: Record<PersonCase, readonly string[]>;
  place: Record<PlaceCase, readonly string[]>;
  /** Answers: a governing word before the entity and the case it asks for. */
  personAnswers: readonly { template: string; case: PersonCase | 'nom-title' }[];
  placeAnswers: readonly { template: string; case: PlaceCase }[];
}

const DEV_PHRASING: Phrasing = {
  person: {
    nom: ['{} prosi o kontakt.', '{} ma spotkanie o dziesiątej.', 'W sprawie faktury pisze {}.'],
    gen: ['Proszę oddzwonić do {}.', 'Nie ma dziś {} w biurze.', 'To jest list od {}.'],
    dat: ['Przekaż {} dokumenty.', 'Wyślij {} umowę do podpisu.'],
    acc: ['Widziałem wczoraj {}.', 'Proszę zaprosić {} na zebranie.'],
    inst: ['Rozmawiałem z {} o terminie.', 'Spotkam się z {} jutro.'],
  },
  place: {
    nom: ['{} to duże miasto.', 'Wybrane miasto: {}.'],
    gen: ['Jutro jadę do {}.', 'Wracam z {} w piątek.'],
    loc: ['Biuro jest w {}.', 'Mieszkam w {} od lat.'],
  },
  personAnswers: [
    { template: 'Klucze zostawię u {0}.', case: 'gen' },
    { template: 'Dokumenty wyślę do {0}.', case: 'gen' },
    { template: 'Dzięki {0} sprawa jest załatwiona.', case: 'dat' },
    { template: 'Szanowna Pani {0},', case: 'nom-title' },
  ],
  placeAnswers: [
    { template: 'Spotkanie odbędzie się w {0}.', case: 'loc' },
    { template: 'Pociąg do {0} odjeżdża o ósmej.', case: 'gen' },
  ],
};

const TEST_PHRASING: Phrasing = {
  person: {
    nom: ['{} zgłasza reklamację.', 'Wniosek złożył(a) {}.', 'Na spotkanie przyjdzie {}.'],
    gen: ['Czekamy na odpowiedź od {}.', 'Paczka dla {} leży w recepcji.', 'Brakuje podpisu {}.'],
    dat: ['Podziękuj {} za pomoc.', 'Wystaw {} fakturę.'],
    acc: ['Poproś {} o podpis.', 'Znam {} od lat.'],
    inst: ['Umówiłem się z {} na wtorek.', 'Porozmawiaj z {} przed zebraniem.'],
  },
  place: {
    nom: ['Siedziba: {}.', '{} leży niedaleko.'],
    gen: ['Przeprowadzam się do {}.', 'Dojazd z {} trwa godzinę.'],
    loc: ['Oddział w {} jest zamknięty.', 'Pracuję w {} od roku.'],
  },
  personAnswers: [
    { template: 'Zostawiłem wiadomość dla {0}.', case: 'gen' },
    { template: 'Nie ma jeszcze odpowiedzi od {0}.', case: 'gen' },
    { template: 'Wyślij podziękowania, dzięki {0} zdążyliśmy.', case: 'dat' },
    { template: 'Szanowna Pani {0}, dziękujemy.', case: 'nom-title' },
  ],
  placeAnswers: [
    { template: 'Dostawa w {0} jest bezpłatna.', case: 'loc' },
    { template: 'Najbliższy autobus do {0} jest o dziewiątej.', case: 'gen' },
  ],
};

const SPLITS: Record<Split, { seed: number; names: NamePool; cities: readonly City[]; phrasing: Phrasing }> = {
  dev: { seed: 34_001, names: DEV_NAMES, cities: DEV_CITIES, phrasing: DEV_PHRASING },
  test: { seed: 34_002, names: TEST_NAMES, cities: TEST_CITIES, phrasing: TEST_PHRASING },
};

const RECORDS_PER_SPLIT = 200;

const HONORIFIC: Record<'m' | 'f', Record<PersonCase, string>> = {
  m: { nom: 'pan', gen: 'pana', dat: 'panu', acc: 'pana', inst: 'panem' },
  f: { nom: 'pani', gen: 'pani', dat: 'pani', acc: 'panią', inst: 'panią' },
};

interface GenPerson {
  female: boolean;
  first: Forms;
  last: Forms;
  /** The diminutive the text may call the person by. */
  diminutive?: Forms;
}

/** A sentence with one mention: its text and where the mention is in it. */
function place(template: string, value: string, prefix = ''): { text: string; at: number; len: number } {
  const i = template.indexOf('{}');
  const filled = prefix + value;
  let text = template.slice(0, i) + filled + template.slice(i + 2);
  // A sentence that starts with the mention starts with a capital anyway (names are capitalised).
  if (i === 0 && prefix) text = text[0].toUpperCase() + text.slice(1);
  return { text, at: i + prefix.length, len: value.length };
}

/** Forms the sentences use for a person: the female dative of first names is irregular, so it is left out. */
function personCases(p: GenPerson): PersonCase[] {
  return p.female ? ['nom', 'gen', 'acc', 'inst'] : ['nom', 'gen', 'dat', 'acc', 'inst'];
}

export function generateLinkingSplit(split: Split): LinkingRecord[] {
  const { seed, names, cities, phrasing } = SPLITS[split];
  const rng = new Rng(seed);
  const records: LinkingRecord[] = [];
  for (let r = 0; r < RECORDS_PER_SPLIT; r++) {
    const people: GenPerson[] = [];
    const nPeople = rng.int(1, 3);
    const usedFirst = new Set<string>();
    const usedLast = new Set<string>();
    while (people.length < nPeople) {
      const female = rng.chance(0.5);
      const first = rng.pick(female ? names.female : names.male);
      // Spouses: now and then a second person shares the first one's surname, of the other sex.
      const couple = people.length === 1 && people[0].female !== female && rng.chance(0.3);
      const lastEntry = couple ? [...usedLast][0] : rng.pick(names.surnames);
      if (usedFirst.has(first) || (!couple && usedLast.has(lastEntry))) continue;
      usedFirst.add(first);
      usedLast.add(lastEntry);
      const last = surname(lastEntry);
      const diminutive = names.diminutives[first];
      people.push({
        female, first: female ? femaleFirst(first) : maleFirst(first), last: female ? last.female : last.male,
        diminutive: diminutive === undefined ? undefined : female ? femaleFirst(diminutive) : maleFirst(diminutive),
      });
    }
    const nPlaces = rng.int(0, 2);
    const places: City[] = [];
    while (places.length < nPlaces) {
      const c = rng.pick(cities);
      if (!places.includes(c)) places.push(c);
    }

    // Each entity's mentions: a full name (or the city) first, then 1–4 more forms.
    type Planned = { entity: number; sentence: string; value: string; prefix: string; shape: LinkingMention['shape'] };
    const intro: Planned[] = [];
    const more: Planned[] = [];
    people.forEach((p, e) => {
      const cases = personCases(p);
      const c0 = rng.pick(cases);
      intro.push({ entity: e, sentence: rng.pick(phrasing.person[c0]), value: `${p.first[c0]} ${p.last[c0]}`, prefix: '', shape: 'full' });
      const extra = rng.int(1, 4);
      for (let k = 0; k < extra; k++) {
        const c = rng.pick(cases);
        const shapes = ['full', 'first', 'surname', 'honorific', ...(p.diminutive ? ['diminutive' as const] : [])] as const;
        const shape = rng.pick(shapes);
        const value = shape === 'full' ? `${p.first[c]} ${p.last[c]}` : shape === 'first' ? p.first[c] : shape === 'diminutive' ? p.diminutive![c] : p.last[c];
        const prefix = shape === 'honorific' ? `${HONORIFIC[p.female ? 'f' : 'm'][c]} ` : '';
        more.push({ entity: e, sentence: rng.pick(phrasing.person[c]), value, prefix, shape });
      }
    });
    places.forEach((c, k) => {
      const e = people.length + k;
      const forms: Record<PlaceCase, string> = { nom: c.nom, gen: c.gen, loc: c.loc.replace(/^we? /, '') };
      const mentions = rng.int(2, 4);
      for (let m = 0; m < mentions; m++) {
        const pc = rng.pick(['nom', 'gen', 'loc'] as const);
        (m === 0 ? intro : more).push({ entity: e, sentence: rng.pick(phrasing.place[pc]), value: forms[pc], prefix: '', shape: 'place' });
      }
    });
    // The later mentions in a random order.
    for (let i = more.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [more[i], more[j]] = [more[j], more[i]];
    }

    let text = '';
    const mentions: LinkingMention[] = [];
    for (const p of [...intro, ...more]) {
      const s = place(p.sentence, p.value, p.prefix);
      if (text) text += ' ';
      mentions.push({
        start: text.length + s.at, end: text.length + s.at + s.len,
        type: p.entity < people.length ? 'PERSON' : 'LOCATION', entity: p.entity, shape: p.shape,
      });
      text += s.text;
    }

    const answers: LinkingAnswer[] = [];
    people.forEach((p, e) => {
      for (const a of phrasing.personAnswers) {
        if (a.case === 'nom-title' && !p.female) continue; // "Szanowna Pani" addresses women
        if (a.case === 'dat' && p.female) continue;
        const c: PersonCase = a.case === 'nom-title' ? 'nom' : a.case;
        answers.push({ type: 'PERSON', template: a.template.replace('{0}', `{${e}}`), expected: a.template.replace('{0}', `${p.first[c]} ${p.last[c]}`) });
      }
    });
    places.forEach((c, k) => {
      const forms: Record<PlaceCase, string> = { nom: c.nom, gen: c.gen, loc: c.loc.replace(/^we? /, '') };
      for (const a of phrasing.placeAnswers) {
        answers.push({ type: 'LOCATION', template: a.template.replace('{0}', `{${people.length + k}}`), expected: a.template.replace('{0}', forms[a.case]) });
      }
    });

    records.push({
      id: `${split}-link-${String(r + 1).padStart(3, '0')}`,
      text,
      entities: [
        ...people.map((p) => ({ type: 'PERSON' as const, name: `${p.first.nom} ${p.last.nom}` })),
        ...places.map((c) => ({ type: 'LOCATION' as const, name: c.nom })),
      ],
      mentions,
      answers,
    });
  }
  return records;
}

/** What the gateway did with one record: the tag over each mention (undefined: not replaced whole) and each answer restored. */
export interface LinkingResult {
  mentionTags: (string | undefined)[];
  /** Per answer: the restored text, or undefined when the entity had no tag to put in it. */
  restored: (string | undefined)[];
}

export interface LinkingScore {
  persons: { mentions: number; underOneTag: number; share: number; entities: number; merges: number };
  places: { mentions: number; underOneTag: number; share: number; entities: number; merges: number };
  /** Answers restored word for word, for persons and for places. */
  answers: Record<'PERSON' | 'LOCATION', { total: number; exact: number; share: number }>;
  /** Mentions not under their entity's tag, by shape (where linking misses). */
  missesByShape: Record<string, number>;
}

/**
 * Scores linking: an entity's tag is the one most of its mentions got; a mention counts when it got that
 * tag. A merge is a pair of distinct entities of one record that share any tag.
 */
export function scoreLinking(records: readonly LinkingRecord[], results: readonly LinkingResult[]): LinkingScore {
  const tally = { PERSON: { mentions: 0, underOneTag: 0, entities: 0, merges: 0 }, LOCATION: { mentions: 0, underOneTag: 0, entities: 0, merges: 0 } };
  const answers = { PERSON: { total: 0, exact: 0 }, LOCATION: { total: 0, exact: 0 } };
  const missesByShape: Record<string, number> = {};
  records.forEach((rec, i) => {
    const res = results[i];
    const tagsOf = rec.entities.map((_, e) => rec.mentions.map((m, k) => ({ m, tag: res.mentionTags[k] })).filter((x) => x.m.entity === e));
    tagsOf.forEach((ms, e) => {
      const t = tally[rec.entities[e].type];
      t.entities++;
      t.mentions += ms.length;
      const count = new Map<string, number>();
      for (const { tag } of ms) if (tag) count.set(tag, (count.get(tag) ?? 0) + 1);
      const best = [...count.entries()].sort((a, b) => b[1] - a[1])[0];
      for (const { m, tag } of ms) {
        if (best && tag === best[0]) t.underOneTag++;
        else missesByShape[m.shape] = (missesByShape[m.shape] ?? 0) + 1;
      }
      for (let o = e + 1; o < rec.entities.length; o++) {
        if (rec.entities[o].type !== rec.entities[e].type) continue;
        const mine = new Set(ms.map((x) => x.tag).filter(Boolean));
        if (tagsOf[o].some((x) => x.tag && mine.has(x.tag))) t.merges++;
      }
    });
    rec.answers.forEach((a, k) => {
      answers[a.type].total++;
      if (res.restored[k] === a.expected) answers[a.type].exact++;
    });
  });
  const share = (t: { mentions: number; underOneTag: number }) => (t.mentions ? t.underOneTag / t.mentions : 1);
  return {
    persons: { ...tally.PERSON, share: share(tally.PERSON) },
    places: { ...tally.LOCATION, share: share(tally.LOCATION) },
    answers: {
      PERSON: { ...answers.PERSON, share: answers.PERSON.total ? answers.PERSON.exact / answers.PERSON.total : 1 },
      LOCATION: { ...answers.LOCATION, share: answers.LOCATION.total ? answers.LOCATION.exact / answers.LOCATION.total : 1 },
    },
    missesByShape,
  };
}

/** The tag of each entity: the one most of its mentions got (undefined when none got one). */
export function entityTags(rec: LinkingRecord, mentionTags: readonly (string | undefined)[]): (string | undefined)[] {
  return rec.entities.map((_, e) => {
    const count = new Map<string, number>();
    rec.mentions.forEach((m, k) => {
      const tag = mentionTags[k];
      if (m.entity === e && tag) count.set(tag, (count.get(tag) ?? 0) + 1);
    });
    return [...count.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  });
}
