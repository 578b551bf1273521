// Anonymization of all texts of one request with one shared mapping. Pure and synchronous: it runs
// inside the PII worker, never on the main thread.
import { dropNamesInCode } from './code-names.js';
import { detectionView } from './detection-view.js';
import { detectCandidates } from './detectors/index.js';
import { nameEchoes } from './name-echoes.js';
import { cleanNerCandidate } from './ner-noise.js';
import { unitePersons } from './person-union.js';
import { resolveCandidates } from './resolve.js';
import { TAG_RE, type Candidate, type EntityType, type Mapping } from './types.js';

export { detectArt9 } from './art9.js';
export { detectCandidates };

export interface AnonymizeResult {
  /** The texts with every accepted match replaced by its tag. */
  texts: string[];
  /** tag → original value, for every tag used. */
  mapping: Mapping;
  /** Detected entity occurrences per type (every replaced occurrence counts). */
  counts: Partial<Record<EntityType, number>>;
}

export interface AnonymizeOptions {
  /** Extra candidates per text (same index as `texts`), e.g. from the NER model. */
  extraCandidates?: readonly (readonly Candidate[] | undefined)[];
}


/** Tags the user already wrote, so numbering avoids them. */
function collectExistingTags(texts: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (const t of texts) {
    if (t.indexOf('<') < 0) continue;
    TAG_RE.lastIndex = 0;
    for (let m = TAG_RE.exec(t); m; m = TAG_RE.exec(t)) found.add(m[0]);
  }
  return found;
}

/** An accepted match: a span of one text and its entity type (no value: offsets only). */
export interface Entity {
  type: EntityType;
  start: number;
  end: number;
}

/**
 * Detection and resolution for one text: the enabled rule-based detectors plus `extra` candidates
 * (the NER model's), merged and resolved as docs/pii-detection.md §4 says. Returns the accepted matches ordered
 * by position, never overlapping. Depends only on the text, the enabled types and `extra`, so its
 * result can be cached per text (detection-cache.ts).
 */
export function findEntities(text: string, enabled: ReadonlySet<EntityType>, extra?: readonly Candidate[]): Entity[] {
  // Detection reads the normalized view (detection-view.ts); `extra` spans are on that view too.
  const view = detectionView(text);
  if (!view) return resolveEntities(text, enabled, detectCandidates(text, enabled), extra);
  return view.toOriginal(resolveEntities(view.text, enabled, detectCandidates(view.text, enabled), extra));
}

/**
 * findEntities() from the rule detectors' `candidates` (detectCandidates of the same text and types),
 * which the caller ran first: the PII worker masks their identifiers for the NER model before it runs.
 * Takes ownership of `candidates`.
 */
export function resolveEntities(text: string, enabled: ReadonlySet<EntityType>, candidates: Candidate[], extra?: readonly Candidate[]): Entity[] {
  if (extra) {
    const addresses = candidates.filter((c) => c.type === 'PL_ADDRESS');
    const usernames = candidates.filter((c) => c.type === 'USERNAME');
    for (const raw of extra) {
      if (!enabled.has(raw.type)) continue;
      const c = cleanNerCandidate(raw, text);
      if (!c) continue;
      // A street address found by the rules is more complete than the model's LOCATION inside it
      // (which would win on score and leave the house and flat numbers in clear), or its PERSON
      // ("al. Jana Pawła II 1 lok. 11").
      if ((c.type === 'LOCATION' || c.type === 'PERSON') && addresses.some((a) => a.start < c.end && c.start < a.end)) continue;
      // A name inside a username ("artur" in "artur.k") is part of the handle: the whole handle goes.
      if (usernames.some((u) => u.start <= c.start && c.end <= u.end)) continue;
      candidates.push(c);
    }
  }
  if (candidates.length === 0) return [];
  const accepted = resolveCandidates(unitePersons(dropNamesInCode(text, candidates), text), text);
  // Where a found name comes back on its own ("Jan Kowalski … kowalskiemu"), it is replaced there too.
  const echoes = enabled.has('PERSON') ? nameEchoes(text, accepted) : [];
  const entities = echoes.length === 0 ? accepted : accepted.concat(echoes).sort((a, b) => a.start - b.start);
  return entities.map((c) => ({ type: c.type, start: c.start, end: c.end }));
}

/**
 * Replaces the entities of every text with tags `<TYPE_n>`, with one mapping for all texts: the same
 * original value gets the same tag everywhere; n counts per entity type from 1 and skips numbers whose
 * tag already appears literally in any input text.
 */
export function applyTags(texts: readonly string[], entities: readonly (readonly Entity[])[]): AnonymizeResult {
  const existingTags = collectExistingTags(texts);
  const tagOfValue = new Map<string, string>();
  const nextNumber = new Map<EntityType, number>();
  const mapping: Mapping = {};
  const counts: Partial<Record<EntityType, number>> = {};

  const tagFor = (type: EntityType, value: string): string => {
    const known = tagOfValue.get(value);
    if (known) return known;
    let n = nextNumber.get(type) ?? 1;
    let tag = `<${type}_${n}>`;
    while (existingTags.has(tag)) tag = `<${type}_${++n}>`;
    nextNumber.set(type, n + 1);
    tagOfValue.set(value, tag);
    mapping[tag] = value;
    return tag;
  };

  const out = new Array<string>(texts.length);
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i];
    const accepted = entities[i] ?? [];
    if (accepted.length === 0) { out[i] = text; continue; }
    // Accepted matches come ordered by position and never overlap, so building the result left
    // to right gives the same text as replacing from the end.
    let result = '';
    let pos = 0;
    for (const c of accepted) {
      result += text.slice(pos, c.start) + tagFor(c.type, text.slice(c.start, c.end));
      pos = c.end;
      counts[c.type] = (counts[c.type] ?? 0) + 1;
    }
    out[i] = result + text.slice(pos);
  }
  return { texts: out, mapping, counts };
}

/** Detects the enabled entity types in every text and replaces them with tags (see applyTags). */
export function anonymizeTexts(
  texts: readonly string[],
  enabled: ReadonlySet<EntityType>,
  opts: AnonymizeOptions = {},
): AnonymizeResult {
  return applyTags(texts, texts.map((t, i) => (t ? findEntities(t, enabled, opts.extraCandidates?.[i]) : [])));
}
