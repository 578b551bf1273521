// Scoring of the anonymizer's output against the gold spans. Pure functions: no I/O, no pool.
//
// A gold span is FOUND when every letter and digit in it lies inside a replaced entity (of any type:
// what matters is that the value does not reach the provider); PARTIAL when some but not all do;
// MISSED when none do. Spaces and punctuation are ignored, so "Zielonej Górze" tagged as two
// entities, or "(+48) 601 234 567" tagged without its opening parenthesis, is found.
import { ENTITY_FORMS, type Mapping } from '../../src/pii/types.js';
import { CATEGORIES, type Category, type EvalRecord, type GoldSpan } from './types.js';

/** An entity the anonymizer replaced: its type and where it was in the original text. */
export interface FoundEntity {
  type: string;
  /** The tag that replaced it (absent where only offsets are known). */
  tag?: string;
  start: number;
  end: number;
}

export interface RecordResult {
  /** What would reach the provider. */
  forwarded: string;
  entities: FoundEntity[];
  /** The forwarded text restored from the mapping, as the gateway restores an answer that echoes it. */
  restored?: string;
}

const TAG_RE = /<([A-Z_]+)_\d+>/g;

/**
 * The replaced entities of one text, recovered from the forwarded text and the mapping: every tag of
 * the mapping in the forwarded text stands for its value at that place of the original. Tags the user
 * wrote never appear in the mapping (the anonymizer numbers around them), so this is unambiguous. A
 * linked tag (one person or place in several forms) stands for whichever of its forms is there.
 */
export function entitiesFromForwarded(original: string, forwarded: string, mapping: Mapping): FoundEntity[] {
  const out: FoundEntity[] = [];
  let from = 0; // position in forwarded
  let at = 0; // the same position in original
  TAG_RE.lastIndex = 0;
  for (let m = TAG_RE.exec(forwarded); m; m = TAG_RE.exec(forwarded)) {
    if (mapping[m[0]] === undefined) continue;
    at += m.index - from;
    const candidates = mapping[ENTITY_FORMS]?.[m[0]]?.forms.map((f) => f.form) ?? [mapping[m[0]]];
    // The longest form that is there: "Jana" is also the start of "Jana Kowalskiego".
    const value = candidates.filter((v) => original.startsWith(v, at)).sort((a, b) => b.length - a.length)[0];
    if (value === undefined) throw new Error('forwarded text does not line up with the original');
    out.push({ type: m[1], tag: m[0], start: at, end: at + value.length });
    at += value.length;
    from = m.index + m[0].length;
  }
  return out;
}

export type Outcome = 'found' | 'partial' | 'missed';

const SIGNIFICANT = /[\p{L}\p{N}]/u;

export function spanOutcome(text: string, span: Pick<GoldSpan, 'start' | 'end'>, entities: readonly FoundEntity[]): Outcome {
  let total = 0, covered = 0;
  for (let i = span.start; i < span.end; i++) {
    if (!SIGNIFICANT.test(text[i])) continue;
    total++;
    if (entities.some((e) => e.start <= i && i < e.end)) covered++;
  }
  return covered === total ? 'found' : covered === 0 ? 'missed' : 'partial';
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }): boolean => a.start < b.end && b.start < a.end;

export interface Tally {
  total: number;
  found: number;
  partial: number;
  missed: number;
  recall: number;
}

function tally(outcomes: readonly Outcome[]): Tally {
  const found = outcomes.filter((o) => o === 'found').length;
  const partial = outcomes.filter((o) => o === 'partial').length;
  return { total: outcomes.length, found, partial, missed: outcomes.length - found - partial, recall: outcomes.length ? found / outcomes.length : 1 };
}

/** A gold span that was not fully replaced, or an entity that covers no gold span (for --verbose). */
export interface Miss { id: string; category: Category; kind: string; wellFormed: boolean; outcome: Outcome; value: string }
export interface FalsePositive { id: string; type: string; value: string; clean: boolean }

/** Categories whose well-formed values are "identifiers" for the leak count (the table's first row). */
export const LEAK_CATEGORIES: readonly Category[] = ['IDENTIFIER', 'PHONE', 'EMAIL'];

export interface Score {
  records: number;
  cleanRecords: number;
  spans: number;
  byCategory: Record<Category, Tally>;
  byKind: Record<string, Tally>;
  /** All gold spans per genre (chat, email, form, …). */
  byGenre: Record<string, Tally>;
  /** Well-formed IDENTIFIER/PHONE/EMAIL values not fully replaced, of all of them. */
  wellFormedLeaks: { leaked: number; total: number; verbatim: number };
  /** PERSON spans that are a full name or a surname alone (first names alone not counted). */
  personNames: Tally;
  /** Entities replaced on PII-free records, and per entity type. */
  cleanTags: { total: number; byType: Record<string, number> };
  /** PERSON entities overlapping a gold PERSON span, of all PERSON entities. */
  personTags: { people: number; total: number; precision: number };
  /** Entities on records with PII that overlap no gold span, per type. */
  spuriousTags: Record<string, number>;
  /** Records whose restored text equals the original, of those with a restored text. */
  restoration: { exact: number; total: number };
  misses: Miss[];
  falsePositives: FalsePositive[];
}

export function score(records: readonly EvalRecord[], results: readonly RecordResult[]): Score {
  if (records.length !== results.length) throw new Error('score: one result per record expected');
  const outcomes = new Map<Category, Outcome[]>(CATEGORIES.map((c) => [c, []]));
  const kinds = new Map<string, Outcome[]>();
  const genres = new Map<string, Outcome[]>();
  const names: Outcome[] = [];
  const misses: Miss[] = [];
  const falsePositives: FalsePositive[] = [];
  const wellFormedLeaks = { leaked: 0, total: 0, verbatim: 0 };
  const cleanTags = { total: 0, byType: {} as Record<string, number> };
  const personTags = { people: 0, total: 0, precision: 1 };
  const spuriousTags: Record<string, number> = {};
  const restoration = { exact: 0, total: 0 };
  let spans = 0;

  records.forEach((rec, i) => {
    const { entities, forwarded, restored } = results[i];
    if (restored !== undefined) {
      restoration.total++;
      if (restored === rec.text) restoration.exact++;
    }
    for (const s of rec.spans) {
      spans++;
      const o = spanOutcome(rec.text, s, entities);
      outcomes.get(s.category)!.push(o);
      if (!kinds.has(s.kind)) kinds.set(s.kind, []);
      kinds.get(s.kind)!.push(o);
      if (!genres.has(rec.genre)) genres.set(rec.genre, []);
      genres.get(rec.genre)!.push(o);
      if (s.category === 'PERSON' && !s.kind.startsWith('first_name')) names.push(o);
      const value = rec.text.slice(s.start, s.end);
      if (s.wellFormed && LEAK_CATEGORIES.includes(s.category)) {
        wellFormedLeaks.total++;
        if (o !== 'found') wellFormedLeaks.leaked++;
        if (forwarded.includes(value)) wellFormedLeaks.verbatim++;
      }
      if (o !== 'found') misses.push({ id: rec.id, category: s.category, kind: s.kind, wellFormed: s.wellFormed, outcome: o, value });
    }
    const clean = rec.spans.length === 0;
    for (const e of entities) {
      const gold = rec.spans.filter((s) => overlaps(s, e));
      if (e.type === 'PERSON') {
        personTags.total++;
        if (gold.some((s) => s.category === 'PERSON')) personTags.people++;
      }
      if (clean) {
        cleanTags.total++;
        cleanTags.byType[e.type] = (cleanTags.byType[e.type] ?? 0) + 1;
      } else if (gold.length === 0) {
        spuriousTags[e.type] = (spuriousTags[e.type] ?? 0) + 1;
      }
      if (gold.length === 0 || (e.type === 'PERSON' && !gold.some((s) => s.category === 'PERSON'))) {
        falsePositives.push({ id: rec.id, type: e.type, value: rec.text.slice(e.start, e.end), clean });
      }
    }
  });
  personTags.precision = personTags.total ? personTags.people / personTags.total : 1;

  return {
    records: records.length,
    cleanRecords: records.filter((r) => r.spans.length === 0).length,
    spans,
    byCategory: Object.fromEntries(CATEGORIES.map((c) => [c, tally(outcomes.get(c)!)])) as Record<Category, Tally>,
    byKind: Object.fromEntries([...kinds.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, o]) => [k, tally(o)])),
    byGenre: Object.fromEntries([...genres.entries()].map(([g, o]) => [g, tally(o)])),
    wellFormedLeaks,
    personNames: tally(names),
    cleanTags,
    personTags,
    spuriousTags,
    restoration,
    misses,
    falsePositives,
  };
}

// ---- the goals table ----------------------------------------------------------------------------

export interface Measure {
  measure: string;
  value: string;
  goal: string;
  pass: boolean | null;
}

/** The goal for tags on clean text is ≤ 2 per 41 lines, scaled to this set's clean records. */
export function cleanTagLimit(cleanRecords: number): number {
  return Math.floor((2 * cleanRecords) / 41);
}

const f2 = (x: number): string => x.toFixed(2);

export function measures(s: Score): Measure[] {
  const limit = cleanTagLimit(s.cleanRecords);
  const goals: Partial<Record<Category, number>> = { PERSON: 0.95, IDENTIFIER: 0.9, ADDRESS: 0.9 };
  const rows: Measure[] = [
    { measure: 'well-formed identifiers reaching the provider', value: `${s.wellFormedLeaks.leaked} of ${s.wellFormedLeaks.total}`, goal: '0', pass: s.wellFormedLeaks.leaked === 0 },
    { measure: 'first name + surname recall', value: f2(s.personNames.recall), goal: '≥ 0.95', pass: s.personNames.recall >= 0.95 },
    { measure: 'identifier recall incl. noisy values and document numbers', value: f2(s.byCategory.IDENTIFIER.recall), goal: '≥ 0.90', pass: s.byCategory.IDENTIFIER.recall >= 0.9 },
    { measure: 'city + street address recall', value: f2(s.byCategory.ADDRESS.recall), goal: '≥ 0.90', pass: s.byCategory.ADDRESS.recall >= 0.9 },
    { measure: `tags on ${s.cleanRecords} PII-free lines`, value: String(s.cleanTags.total), goal: `≤ ${limit} (2 per 41)`, pass: s.cleanTags.total <= limit },
    { measure: 'share of PERSON tags that are people', value: f2(s.personTags.precision), goal: '≥ 0.90', pass: s.personTags.precision >= 0.9 },
  ];
  for (const c of CATEGORIES) {
    const t = s.byCategory[c];
    const goal = goals[c];
    rows.push({
      measure: `recall ${c} (${t.found}/${t.total}, partial ${t.partial})`, value: f2(t.recall),
      goal: goal === undefined ? '—' : `≥ ${goal.toFixed(2)}`, pass: goal === undefined ? null : t.recall >= goal,
    });
  }
  return rows;
}

/** A Markdown table of the measures (what the CLI prints and the README shows). */
export function formatTable(rows: readonly Measure[]): string {
  const out = ['| measure | now | goal | |', '|---|---:|---:|---|'];
  for (const r of rows) out.push(`| ${r.measure} | ${r.value} | ${r.goal} | ${r.pass === null ? '' : r.pass ? 'PASS' : 'MISS'} |`);
  return out.join('\n');
}
