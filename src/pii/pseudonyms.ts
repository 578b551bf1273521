// Pseudonym mode (docs/pii-replacement.md#pseudonym-mode): each person is forwarded as a realistic Polish
// pseudonym of the same sex, each place as another place of the same gender, written in the case of each
// original mention. The mapping gets one key per pseudonym form (→ the original's form in that case) and
// one stem key (→ the original's lemma), which restore.ts reads. A mention whose words the lexicon cannot
// read (a foreign name, an unknown town) keeps a tag, as does every identifier.
import { analyzeForm, CASES, declineForm, loadLexicon, pseudonymCandidates, type Gender, type GrammaticalCase, type NameKind } from './morph/index.js';
import { casesBeforeTag } from './case-context.js';
import { linkMentions, type Linking } from './linking.js';
import { declinePlaceName, type PlacePart } from './morph/place-names.js';
import { diminutivesOf, nameOfDiminutive } from './names/diminutive-names.js';
import { STEM_MARK } from './restore.js';
import type { EntityForms, EntityType, Mapping } from './types.js';

/** An accepted match of one text (the Entity of anonymize.ts). */
interface Span {
  type: EntityType;
  start: number;
  end: number;
}

/** One word of a mention: a first name, a surname, a place, or an initial ("J."). */
interface Slot {
  start: number;
  end: number;
  kind: NameKind | 'initial';
  lemma: string;
}

/** One way of reading a mention: its words' kinds and lemmas, the sex/gender and the cases they share. */
interface Reading {
  gender: Gender;
  slots: Slot[];
  cases: GrammaticalCase[];
  first?: string;
  surname?: string;
  place?: string;
}

/** The people and places of a request, each with the pseudonym lemmas chosen for it. */
interface Referent {
  gender: Gender;
  /** Original lemmas per kind, and the pseudonym lemma chosen per kind. */
  original: Partial<Record<NameKind, string>>;
  /** Per kind, the request's own form of the original in each case it used (capitalised words only). */
  seen?: Partial<Record<NameKind, Map<GrammaticalCase, string>>>;
  pseudonym: Partial<Record<NameKind, string>>;
  /** A place of several words: how each word declines (its pseudonym is a place of one word). */
  parts?: PlacePart[];
  /** Diminutives the request used for the first name (lower case → its lemma and the pseudonym's diminutive). */
  diminutives?: Map<string, { lemma: string; pseudonym?: string }>;
}

const WORD = /[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)*/gu;
const NOT_LETTERS = /[^\p{L}\p{M}]+/u;
/** Between the words of a name only spaces and the dot of an initial. */
const NAME_GAP = /^[\s.]*$/u;

function intersect(a: readonly GrammaticalCase[], b: readonly GrammaticalCase[]): GrammaticalCase[] {
  return a.filter((c) => b.includes(c));
}

/** Every reading of a person mention: ≤ 1 first name, ≤ 1 surname (initials allowed), one sex, a shared case. */
function personReadings(value: string): Reading[] {
  const words = [...value.matchAll(WORD)].map((m) => ({ text: m[0], start: m.index!, end: m.index! + m[0].length }));
  if (words.length === 0 || words.length > 3) return [];
  for (let i = 0; i <= words.length; i++) {
    const gap = value.slice(i === 0 ? 0 : words[i - 1].end, i === words.length ? value.length : words[i].start);
    if (!NAME_GAP.test(gap)) return [];
  }
  const options = words.map((w) =>
    w.text.length === 1
      ? [{ kind: 'initial' as const, lemma: w.text, gender: undefined, cases: [...CASES] }]
      : analyzeForm(w.text).filter((r) => (r.kind === 'first' || r.kind === 'surname') && r.gender !== 'n'),
  );
  const out: Reading[] = [];
  const walk = (i: number, gender: Gender | undefined, slots: Slot[], cases: GrammaticalCase[]) => {
    if (cases.length === 0) return;
    if (i === words.length) {
      const first = slots.find((s) => s.kind === 'first')?.lemma;
      const surname = slots.find((s) => s.kind === 'surname')?.lemma;
      if (!first && !surname) return;
      out.push({ gender: gender ?? 'm', slots, cases, first, surname });
      return;
    }
    for (const r of options[i]) {
      if (r.gender && gender && r.gender !== gender) continue;
      if (r.kind !== 'initial' && slots.some((s) => s.kind === r.kind)) continue;
      walk(i + 1, r.gender ?? gender, [...slots, { start: words[i].start, end: words[i].end, kind: r.kind, lemma: r.lemma }], intersect(cases, r.cases));
    }
  };
  walk(0, undefined, [], [...CASES]);
  // Both a first name and a surname read first; then masculine before feminine (the order analyzeForm gives).
  return out.sort((a, b) => Number(!!b.first && !!b.surname) - Number(!!a.first && !!a.surname));
}

/** Readings of a one-word place ("Gdańsku" → Gdańsk, m, loc). */
function placeReadings(value: string): Reading[] {
  const m = /^[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)*$/u.exec(value);
  if (!m) return [];
  return analyzeForm(value)
    .filter((r) => r.kind === 'place')
    .map((r) => ({ gender: r.gender, slots: [{ start: 0, end: value.length, kind: 'place' as const, lemma: r.lemma }], cases: r.cases, place: r.lemma }));
}

/** The seven forms of a lemma (undefined where the lexicon and the rules know none). */
function paradigmOf(lemma: string, kind: NameKind, gender: Gender): (string | undefined)[] {
  return CASES.map((c) => declineForm(lemma, kind, gender, c));
}

/** Which cases share a form ("0120456": gen = acc …): two paradigms with equal shapes restore exactly. */
function shape(forms: readonly (string | undefined)[]): string {
  const lower = forms.map((f) => f?.toLowerCase());
  return lower.map((f) => (f === undefined ? '?' : String(lower.indexOf(f)))).join('');
}

/** Whether every pair of cases the pseudonym writes alike is written alike by the original too. */
function restoresExactly(pseudo: string, original: string): boolean {
  for (let i = 0; i < pseudo.length; i++) if (pseudo[i] !== String(i) && original[i] !== original[Number(pseudo[i])]) return false;
  return true;
}

function commonPrefix(forms: readonly string[]): string {
  let p = forms[0].toLowerCase();
  for (const f of forms) while (!f.toLowerCase().startsWith(p)) p = p.slice(0, -1);
  return p;
}

/** Stems shorter than this are not used: a three-letter stem ("Ann") begins too many ordinary words. */
const MIN_STEM = 4;
/** How far into a candidate list the random start may fall: names among the common ones; places anywhere (their list is not by frequency). */
const COMMON: Record<NameKind, number> = { first: 60, surname: 300, place: Infinity };
/** Candidates tried per pseudonym before the best one seen is taken. */
const TRIES = 300;

/** A candidate's paradigm, lower-cased forms, stem and shape. */
interface Candidate {
  forms: string[];
  lower: string[];
  stem: string;
  shape: string;
}

/**
 * Candidates seen so far, per kind, sex and lemma (null: a case is missing). The lists are fixed, and a
 * request looks at a few hundred entries at most, so declining each once per process is enough.
 */
const candidates = new Map<string, Candidate | null>();

function candidate(lemma: string, kind: NameKind, gender: Gender): Candidate | null {
  const key = `${kind}\t${gender}\t${lemma}`;
  let c = candidates.get(key);
  if (c === undefined) {
    const forms = paradigmOf(lemma, kind, gender);
    c = forms.some((f) => f === undefined)
      ? null
      : { forms: forms as string[], lower: (forms as string[]).map((f) => f.toLowerCase()), stem: commonPrefix(forms as string[]), shape: shape(forms) };
    candidates.set(key, c);
  }
  return c;
}

/** Which words a request holds, to keep pseudonyms out of it: the pseudonym must be new to the model. */
class RequestWords {
  private sortedWords: string[] | undefined;
  private readonly set = new Set<string>();

  constructor(texts: readonly string[]) {
    for (const t of texts) for (const w of t.toLowerCase().split(NOT_LETTERS)) if (w) this.set.add(w);
  }

  private get sorted(): string[] {
    return (this.sortedWords ??= [...this.set].sort());
  }

  has(word: string): boolean {
    return this.set.has(word.toLowerCase());
  }

  /** Whether some word of the request begins with `prefix` (lower case). */
  hasWordStartingWith(prefix: string): boolean {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.sorted[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.sorted.length && this.sorted[lo].startsWith(prefix);
  }
}

export interface PseudonymOptions {
  /** Random source for choosing pseudonyms (tests and the evaluation fix it; default Math.random). */
  random?: () => number;
}

/** Chooses pseudonyms and builds the mapping's word keys for one request. */
class PseudonymWriter {
  readonly mapping: Mapping = {};
  private readonly used = new Set<string>();
  private readonly usedStems: string[] = [];
  private readonly random: () => number;

  constructor(private readonly words: RequestWords, opts: PseudonymOptions) {
    this.random = opts.random ?? Math.random;
  }

  /**
   * A pseudonym lemma for `original`, its forms added to the mapping; undefined when no candidate fits.
   * `forms`: the original's forms where the lexicon has no paradigm of its own (a place of several words).
   * `accept`: a further test a candidate must pass (a first name that has a diminutive).
   */
  choose(
    original: string, kind: NameKind, gender: Gender, seen?: ReadonlyMap<GrammaticalCase, string>,
    forms?: readonly (string | undefined)[], accept?: (lemma: string) => boolean,
  ): string | undefined {
    const list = pseudonymCandidates(kind, gender);
    if (list.length === 0) return undefined;
    // The request's own spelling of a case wins over the lexicon's ("Stępnia" where it says "Stępienia").
    const originalForms = (forms ?? paradigmOf(original, kind, gender)).map((f, i) => seen?.get(CASES[i]) ?? f);
    const originalShape = shape(originalForms);
    let best: { lemma: string; forms: string[]; score: number } | undefined;
    // Start among the common names (lists come most common first) so that pseudonyms read as ordinary.
    const offset = Math.floor(this.random() * Math.min(list.length, COMMON[kind]));
    let tries = Math.min(TRIES, list.length);
    for (let k = 0; k < tries; k++) {
      const lemma = list[(offset + k) % list.length];
      if (lemma.toLowerCase() === original.toLowerCase()) continue;
      const c = candidate(lemma, kind, gender);
      if (!c || !this.free(c)) continue;
      if (accept && !accept(lemma)) continue;
      // Without a stem key only the seven forms are caught ("Ewa" has none: "Ewka" would pass): the
      // candidates with one come first.
      const score = (c.shape === originalShape ? 0 : restoresExactly(c.shape, originalShape) ? 1 : 2) + (c.stem.length < MIN_STEM ? 0.5 : 0);
      if (!best || score < best.score) {
        best = { lemma, forms: c.forms, score };
        // One that restores exactly is found: a few more tries for an equal shape, which an indeclinable
        // original ("Anna Nowak") never has among the candidates.
        if (score < 2) tries = Math.min(tries, k + 1 + (score === 1 && originalShape === '0000000' ? 0 : 16));
      }
      if (score === 0) break;
    }
    if (!best) return undefined;
    this.record(best.forms, originalForms, original);
    return best.lemma;
  }

  /** Whether a candidate can be used: none of its forms or its stem is a word of the request or taken. */
  private free(c: Candidate): boolean {
    if (c.lower.some((f) => this.used.has(f) || this.words.has(f))) return false;
    const { stem } = c;
    if (stem.length >= MIN_STEM && (this.words.hasWordStartingWith(stem) || this.usedStems.some((s) => s.startsWith(stem) || stem.startsWith(s)))) return false;
    return !c.lower.some((f) => this.usedStems.some((s) => f.startsWith(s)));
  }

  /**
   * A diminutive of the pseudonym's first name (names/diminutive-names.ts) that stands for the original's
   * diminutive, its forms mapped to the original diminutive's forms; undefined when none is free.
   */
  chooseDiminutive(pseudonymFirst: string, original: string, gender: Gender): string | undefined {
    const originalForms = paradigmOf(original, 'first', gender);
    for (const lemma of diminutivesOf(pseudonymFirst, gender)) {
      const c = candidate(lemma, 'first', gender);
      if (!c || !this.free(c)) continue;
      this.record(c.forms, originalForms, original);
      return lemma;
    }
    return undefined;
  }

  /** Mapping keys: each pseudonym form → the original's form in that case (its lemma where cases clash). */
  private record(forms: readonly string[], originalForms: readonly (string | undefined)[], originalLemma: string): void {
    const target = new Map<string, string>();
    forms.forEach((form, i) => {
      const want = originalForms[i] ?? originalLemma;
      const had = target.get(form);
      target.set(form, had === undefined || had === want ? want : originalLemma);
    });
    for (const [form, original] of target) {
      this.mapping[form] = original;
      this.used.add(form.toLowerCase());
    }
    const stem = commonPrefix(forms);
    if (stem.length >= MIN_STEM) {
      this.mapping[forms[0].slice(0, stem.length) + STEM_MARK] = originalLemma;
      this.usedStems.push(stem);
    }
  }
}

/** `form` in the letter case of `like` (ALL CAPS, lower case, or as the lexicon spells it). */
function inLetterCaseOf(like: string, form: string): string {
  if (like.length > 1 && like === like.toUpperCase() && like !== like.toLowerCase()) return form.toUpperCase();
  if (like === like.toLowerCase()) return form.toLowerCase();
  return form;
}

interface Mention {
  type: 'PERSON' | 'LOCATION';
  text: number;
  span: Span;
  value: string;
  /** The text just before the mention: a title or preposition there narrows the readings. */
  before: string;
  readings: Reading[];
  referent?: Referent;
  reading?: Reading;
}

/** `lemma` as the lexicon spells it (linking keeps the request's letter case: "JAN", "kowalski"). */
function dictionarySpelling(lemma: string, kind: NameKind, gender: Gender): string {
  const entry = loadLexicon().entriesOf(lemma).find((e) => e.kind === kind && e.gender === gender);
  return entry?.lemma ?? lemma.toLowerCase().replace(/(^|-)(\p{Ll})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

function sameLemma(a: string | undefined, b: string | undefined): boolean {
  return a?.toLowerCase() === b?.toLowerCase();
}

/** Whether a reading of a mention reads it as (part of) this linked person or place. */
function fitsEntity(r: Reading, e: EntityForms): boolean {
  if (e.kind === 'place') return r.place !== undefined && sameLemma(r.place, e.place) && r.gender === e.gender;
  if (r.place !== undefined || r.gender !== e.gender) return false;
  const firstFits = r.first === undefined || sameLemma(r.first, e.first) || sameLemma(nameOfDiminutive(r.first, r.gender), e.first);
  return firstFits && (r.surname === undefined || sameLemma(r.surname, e.surname));
}

/**
 * Groups the request's person and place mentions into referents, one per entity that linking.ts found
 * (one source of truth for which mentions are one person or place), and picks each mention's reading.
 * A mention linking could not read ("J. Kowalski") joins the entity its own reading names, or stands alone.
 */
function groupMentions(mentions: Mention[], linking: Linking): Referent[] {
  const referents: Referent[] = [];
  const byKey = new Map<string, Referent>();
  const referentFor = (key: string, make: () => Referent): Referent => {
    let r = byKey.get(key);
    if (!r) {
      r = make();
      byKey.set(key, r);
      referents.push(r);
    }
    return r;
  };
  mentions.forEach((m, i) => {
    const key = linking.keys[i];
    const entity = key === undefined ? undefined : linking.entities.get(key);
    if (entity && key !== undefined) {
      if (entity.parts) {
        // A place of several words: one slot over the whole mention, in the cases linking read it in.
        const cases = entity.forms.find((f) => f.form === m.value)?.cases ?? [];
        if (!cases.length || entity.place === undefined) return;
        m.reading = { gender: entity.gender, slots: [{ start: 0, end: m.value.length, kind: 'place', lemma: entity.place }], cases, place: entity.place };
      } else {
        const fitting = m.readings.filter((r) => fitsEntity(r, entity));
        m.reading = fitting.find((r) => r.first !== undefined && r.surname !== undefined) ?? fitting[0];
      }
      if (!m.reading) return;
      m.referent = referentFor(key, () => ({
        gender: entity.gender,
        original: entity.kind === 'place'
          ? { place: entity.parts ? entity.place : dictionarySpelling(entity.place!, 'place', entity.gender) }
          : {
              first: entity.first === undefined ? undefined : dictionarySpelling(entity.first, 'first', entity.gender),
              surname: entity.surname === undefined ? undefined : dictionarySpelling(entity.surname, 'surname', entity.gender),
            },
        parts: entity.parts,
        pseudonym: {},
      }));
      return;
    }
    // Not linked (initials, a mention two people could be): its best reading, under the key linking
    // gives that name, so "J. Kowalski" meets a linked "Kowalski" alone.
    const r = m.readings.find((x) => x.first !== undefined && x.surname !== undefined) ?? m.readings[0];
    if (!r) return;
    m.reading = r;
    const own = r.place !== undefined
      ? `place\t${r.gender}\t${r.place.toLowerCase()}`
      : `person\t${r.gender}\t${r.first?.toLowerCase() ?? ''}\t${r.surname?.toLowerCase() ?? ''}`;
    m.referent = referentFor(key ?? own, () => ({ gender: r.gender, original: r.place !== undefined ? { place: r.place } : { first: r.first, surname: r.surname }, pseudonym: {} }));
  });
  return referents;
}

const TITLES: Record<string, Gender> = { pan: 'm', pana: 'm', panu: 'm', panem: 'm', panie: 'm', pani: 'f', panią: 'f' };
const WORD_BEFORE = /([\p{L}\p{M}]+)\s+$/u;

/** The cases the title or preposition before a mention allows (case-context.ts), if it says anything. */
function casesBefore(before: string, reading: Reading): readonly GrammaticalCase[] | undefined {
  return casesBeforeTag(before, reading.place !== undefined ? 'place' : 'person');
}

/** Readings that agree with the title before the mention ("panią Nowak": a woman) and fit its case, first. */
function inContextFirst(readings: Reading[], before: string): Reading[] {
  if (readings.length < 2) return readings;
  const m = WORD_BEFORE.exec(before);
  const title = m?.[1].toLowerCase();
  const sex = title !== undefined && Object.hasOwn(TITLES, title) ? TITLES[title] : undefined;
  const score = (r: Reading) => {
    const allowed = casesBefore(before, r);
    return (sex && r.gender !== sex ? 2 : 0) + (allowed && intersect(r.cases, allowed).length === 0 ? 1 : 0);
  };
  return readings.map((r, i) => ({ r, i, s: score(r) })).sort((a, b) => a.s - b.s || a.i - b.i).map((x) => x.r);
}

/** The mention's case: of those its words allow, one the words before it ask for ("do pani Nowak" → gen). */
function caseInContext(reading: Reading, before: string): GrammaticalCase {
  const allowed = casesBefore(before, reading);
  const narrowed = allowed ? intersect(reading.cases, allowed) : [];
  return (narrowed.length ? narrowed : reading.cases)[0];
}

/** Records the request's own spelling of each word of a mention, for the cases the mention can be. */
function noteSeenForms(referent: Referent, reading: Reading, value: string): void {
  for (const slot of reading.slots) {
    if (slot.kind === 'initial') continue;
    if (slot.kind === 'first' && !sameLemma(slot.lemma, referent.original.first)) {
      // "Kasią" for Katarzyna: a form of the diminutive, not of the first name.
      (referent.diminutives ??= new Map()).set(slot.lemma.toLowerCase(), { lemma: slot.lemma });
      continue;
    }
    const word = value.slice(slot.start, slot.end);
    // Capitalised as a name ("Stępnia"), not ALL CAPS or lower case: those are styles, not spellings.
    if (word[0] === word[0].toLowerCase() || (word.length > 1 && word === word.toUpperCase())) continue;
    const seen = ((referent.seen ??= {})[slot.kind] ??= new Map());
    for (const c of reading.cases) if (!seen.has(c)) seen.set(c, word);
  }
}

/** The pseudonym text of one mention, in its case and letter case; undefined when a word has no pseudonym. */
function writeMention(m: Mention): string | undefined {
  const { reading, referent, value } = m;
  if (!reading || !referent) return undefined;
  const grammaticalCase = caseInContext(reading, m.before);
  let out = '';
  let pos = 0;
  for (const slot of reading.slots) {
    const word = value.slice(slot.start, slot.end);
    let replacement: string | undefined;
    if (slot.kind === 'initial') {
      const first = referent.pseudonym.first ?? referent.pseudonym.surname;
      replacement = first ? inLetterCaseOf(word === word.toLowerCase() ? 'x' : 'X', first[0]) : undefined;
    } else {
      // A diminutive is written as the pseudonym's diminutive, or as its first name where it has none.
      const diminutive = slot.kind === 'first' ? referent.diminutives?.get(slot.lemma.toLowerCase())?.pseudonym : undefined;
      const lemma = diminutive ?? referent.pseudonym[slot.kind];
      const form = lemma && candidate(lemma, slot.kind, referent.gender)?.forms[CASES.indexOf(grammaticalCase)];
      replacement = form ? inLetterCaseOf(word, form) : undefined;
    }
    if (replacement === undefined) return undefined;
    out += value.slice(pos, slot.start) + replacement;
    pos = slot.end;
  }
  return out + value.slice(pos);
}

/**
 * For one request's texts and their accepted entities (ordered, non-overlapping): the pseudonym text of
 * each PERSON and LOCATION entity that can have one (undefined for the rest, which keep tags), and the
 * mapping's word keys.
 */
export function choosePseudonyms(
  texts: readonly string[], entities: readonly (readonly Span[])[], opts: PseudonymOptions = {},
): { replacements: (string | undefined)[][]; mapping: Mapping } {
  const mentions: Mention[] = [];
  entities.forEach((spans, text) => {
    for (const span of spans) {
      if (span.type !== 'PERSON' && span.type !== 'LOCATION') continue;
      const value = texts[text].slice(span.start, span.end);
      const before = texts[text].slice(Math.max(0, span.start - 32), span.start);
      const readings = inContextFirst(span.type === 'PERSON' ? personReadings(value) : placeReadings(value), before);
      mentions.push({ type: span.type, text, span, value, before, readings });
    }
  });
  const replacements = entities.map((spans) => new Array<string | undefined>(spans.length));
  if (mentions.length === 0) return { replacements, mapping: {} };
  const referents = groupMentions(mentions, linkMentions(mentions));
  for (const m of mentions) if (m.reading && m.referent) noteSeenForms(m.referent, m.reading, m.value);
  const writer = new PseudonymWriter(new RequestWords(texts), opts);
  for (const r of referents) {
    for (const kind of ['first', 'surname', 'place'] as const) {
      const original = r.original[kind];
      if (original === undefined) continue;
      const forms = kind === 'place' && r.parts ? CASES.map((c) => declinePlaceName(original, r.parts!, c)) : undefined;
      // A person called by a diminutive gets a first name that has one, where any is free.
      const hasDiminutive = (lemma: string) => diminutivesOf(lemma, r.gender).some((d) => candidate(d, 'first', r.gender));
      if (kind === 'first' && r.diminutives) r.pseudonym.first = writer.choose(original, kind, r.gender, r.seen?.first, undefined, hasDiminutive);
      r.pseudonym[kind] ??= writer.choose(original, kind, r.gender, r.seen?.[kind], forms);
    }
    const first = r.pseudonym.first;
    if (first) for (const d of r.diminutives?.values() ?? []) d.pseudonym = writer.chooseDiminutive(first, d.lemma, r.gender);
  }
  const index = new Map<Span, number>();
  entities.forEach((spans) => spans.forEach((s, i) => index.set(s, i)));
  for (const m of mentions) replacements[m.text][index.get(m.span)!] = writeMention(m);
  return { replacements, mapping: writer.mapping };
}
