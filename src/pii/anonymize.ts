// Anonymization of all texts of one request with one shared mapping. Pure and synchronous: it runs
// inside the PII worker, never on the main thread.
import { dropNamesInCode } from './code-names.js';
import { dropSoftwareNames } from './software-names.js';
import { detectionView } from './detection-view.js';
import { detectCandidates } from './detectors/index.js';
import { extendCaselessFirstNames, nameEchoes } from './name-echoes.js';
import { locationEchoes } from './location-echoes.js';
import { organizationEchoes } from './organization-echoes.js';
import { organizationListItems } from './organization-lists.js';
import { personListMates } from './person-list-mates.js';
import { dropProductNames } from './product-tables.js';
import { dropStreetCornerNames } from './street-corners.js';
import { firmNameEchoes } from './firm-name-echoes.js';
import { spelledEchoes } from './spelled-echoes.js';
import { dropPetNames } from './pet-names.js';
import { dropNameDayNames } from './name-days.js';
import { introducedSurnames } from './introduced-surnames.js';
import { handleListMates, handleStems, nameLogins, speakerMates, widenToHandles } from './handle-echoes.js';
import { capsSurnamesFirst } from './caps-surnames-first.js';
import { surnameFamilyForms, widenDoubleBarrelled } from './surname-family-forms.js';
import { numberedListMates } from './numbered-list-mates.js';
import { keyedListMates } from './keyed-list-mates.js';
import { cleanNerCandidate } from './ner-noise.js';
import { unitePersons } from './person-union.js';
import { linkMentions, type Mention } from './linking.js';
import { choosePseudonyms, type PseudonymOptions } from './pseudonyms.js';
import { resolveCandidates } from './resolve.js';
import { attachEntityForms, TAG_RE, type Candidate, type EntityForms, type EntityType, type Mapping } from './types.js';

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
  /** Pseudonyms instead of tags for people and places (docs/pii-replacement.md#pseudonym-mode). */
  pseudonyms?: PseudonymOptions | boolean;
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
  const accepted = extendCaselessFirstNames(text, resolveCandidates(unitePersons(dropNameDayNames(text, dropPetNames(text, dropStreetCornerNames(text, dropProductNames(text, dropSoftwareNames(text, dropNamesInCode(text, candidates)))))), text), text));
  // Where a found name comes back on its own ("Jan Kowalski … kowalskiemu"), it is replaced there too.
  let echoes = enabled.has('PERSON') ? nameEchoes(text, accepted) : [];
  // Accepted entities and the echoes so far, in order: what the next echo rule must not cover again.
  const withEchoes = () => (echoes.length === 0 ? accepted : accepted.concat(echoes).sort((a, b) => a.start - b.start));
  const addEchoes = (found: Candidate[]): void => { if (found.length > 0) echoes = echoes.concat(found); };
  if (enabled.has('PERSON')) {
    // Each rule sees what the rules before it added.
    addEchoes(personListMates(text, withEchoes())); // first names the model missed in a list ("Marek Zieliński, Ania i Kuba Nowak")
    addEchoes(numberedListMates(text, withEchoes())); // the other items of a numbered list ("1. Bao Tran 2. Zuzanna Mróz")
    addEchoes(keyedListMates(text, withEchoes())); // the other values of a roster ("pon. — Wróbel, wt. — Sobota A.")
    addEchoes(firmNameEchoes(text, withEchoes())); // a name's word inside a firm's name ("PHU „SOWA-TRANS” Marek Sowa")
    addEchoes(capsSurnamesFirst(text, withEchoes())); // a surname in capitals before a first name in a record ("CZAPLA Anna | …")
    addEchoes(surnameFamilyForms(text, withEchoes())); // a found surname's family, wife and daughter ("u Wilków", "Kowalowa")
    addEchoes(spelledEchoes(text, withEchoes())); // a found name's spelling, a found spelling's name ("Wit. W-I-T.")
    addEchoes(introducedSurnames(text, withEchoes())); // "nazywa się Paweł ryba", "Szczepaniak się nazywa"
  }
  // So is a place's in text typed in one case ("w gdansku … gdansk").
  if (enabled.has('LOCATION')) {
    addEchoes(locationEchoes(text, withEchoes()));
  }
  // So is an organization's ("firmy Amway … Amway sprawdza").
  if (enabled.has('ORGANIZATION')) {
    addEchoes(organizationEchoes(text, withEchoes()));
    // And the other items of a list of organizations ("Novell, Xerox, Telekomunikacja Polska SA").
    addEchoes(organizationListItems(text, withEchoes()));
  }
  // A login made of a found person's name ("Marek Wróbel" … "mwrobel"), a handle the model read a name inside
  // ("Kaczor_Donald"), the other items of a list that holds a handle (handle-echoes.ts).
  if (enabled.has('USERNAME') && enabled.has('PERSON')) addEchoes(nameLogins(text, withEchoes()));
  // A found handle's stem on its own ("SzczupakPL" … "Szczupak").
  if (enabled.has('USERNAME')) {
    addEchoes(handleStems(text, withEchoes()));
    addEchoes(speakerMates(text, withEchoes())); // the other speakers of a log of handles ("nocnamarek: …")
  }
  // The other half of a double-barrelled surname ("Ptak-Nowicka" where "Nowicka" was found).
  let entities = enabled.has('PERSON') ? widenDoubleBarrelled(text, withEchoes()) : withEchoes();
  if (enabled.has('USERNAME')) {
    entities = widenToHandles(text, entities);
    const mates = handleListMates(text, entities);
    if (mates.length > 0) entities = entities.concat(mates).sort((a, b) => a.start - b.start);
  }
  return entities.map((c) => ({ type: c.type, start: c.start, end: c.end }));
}

/** Text before a span that linking reads for an honorific ("pani Nowak"): a couple of words. */
const BEFORE_CHARS = 16;

/**
 * Linking keys of the PERSON and LOCATION spans of all texts, in text and position order (linking.ts):
 * mentions of one person or place get one key. Undefined for every other span.
 */
function linkKeys(
  texts: readonly string[], entities: readonly (readonly Entity[])[], skip?: (i: number, j: number) => boolean,
): { keys: (string | undefined)[][]; forms: Map<string, EntityForms> } {
  const mentions: Mention[] = [];
  const where: [number, number][] = [];
  entities.forEach((spans, i) => {
    spans?.forEach((e, j) => {
      if (e.type !== 'PERSON' && e.type !== 'LOCATION') return;
      if (skip?.(i, j)) return; // written as a pseudonym: no tag to link
      const text = texts[i];
      mentions.push({ type: e.type, value: text.slice(e.start, e.end), before: text.slice(Math.max(0, e.start - BEFORE_CHARS), e.start) });
      where.push([i, j]);
    });
  });
  const keys: (string | undefined)[][] = entities.map(() => []);
  if (!mentions.length) return { keys, forms: new Map() };
  const linking = linkMentions(mentions);
  where.forEach(([i, j], m) => (keys[i][j] = linking.keys[m]));
  return { keys, forms: linking.entities };
}

/**
 * Replaces the entities of every text with tags `<TYPE_n>`, with one mapping for all texts: the same
 * original value gets the same tag everywhere, and so do the linked mentions of one person or place
 * (linking.ts); n counts per entity type from 1 and skips numbers whose tag already appears literally
 * in any input text. A linked tag's value is the one form the request used, or the nominative when it
 * used several; its EntityForms go under ENTITY_FORMS.
 */
export function applyTags(
  texts: readonly string[],
  entities: readonly (readonly Entity[])[],
  /** Text to write instead of a tag for entity `k` of text `i` (pseudonym mode), or undefined for its tag. */
  substitute?: (i: number, k: number) => string | undefined,
): AnonymizeResult {
  const existingTags = collectExistingTags(texts);
  const tagOfValue = new Map<string, string>();
  const nextNumber = new Map<EntityType, number>();
  const mapping: Mapping = {};
  const counts: Partial<Record<EntityType, number>> = {};
  const linked = linkKeys(texts, entities, substitute && ((i, j) => substitute(i, j) !== undefined));
  const formsOfTag: Record<string, EntityForms> = {};

  // `key`: a linking key, or the value itself; linking keys start with a character no value does.
  const tagFor = (type: EntityType, key: string, value: string): string => {
    const known = tagOfValue.get(key);
    if (known) return known;
    let n = nextNumber.get(type) ?? 1;
    let tag = `<${type}_${n}>`;
    while (existingTags.has(tag)) tag = `<${type}_${++n}>`;
    nextNumber.set(type, n + 1);
    tagOfValue.set(key, tag);
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
    accepted.forEach((c, j) => {
      const value = text.slice(c.start, c.end);
      const pseudonym = substitute?.(i, j);
      if (pseudonym !== undefined) {
        result += text.slice(pos, c.start) + pseudonym;
      } else {
        const linkKey = linked.keys[i][j];
        const tag = tagFor(c.type, linkKey === undefined ? value : `\u0000${linkKey}`, value);
        const forms = linkKey === undefined ? undefined : linked.forms.get(linkKey);
        if (forms) formsOfTag[tag] = forms;
        result += text.slice(pos, c.start) + tag;
      }
      pos = c.end;
      counts[c.type] = (counts[c.type] ?? 0) + 1;
    });
    out[i] = result + text.slice(pos);
  }
  const linkedTags = Object.keys(formsOfTag);
  if (linkedTags.length) {
    for (const tag of linkedTags) {
      const entity = formsOfTag[tag];
      mapping[tag] = entity.forms.length === 1 ? entity.forms[0].form : entity.lemma;
    }
    attachEntityForms(mapping, formsOfTag);
  }
  return { texts: out, mapping, counts };
}

/**
 * Pseudonym mode: like applyTags, but people and places the lexicon can decline are written as
 * pseudonyms in the case of each mention (pseudonyms.ts); the mapping holds their forms beside the tags.
 */
export function applyPseudonyms(texts: readonly string[], entities: readonly (readonly Entity[])[], opts?: PseudonymOptions): AnonymizeResult {
  const { replacements, mapping } = choosePseudonyms(texts, entities, opts);
  const result = applyTags(texts, entities, (i, k) => replacements[i][k]);
  Object.assign(result.mapping, mapping);
  return result;
}

/** Detects the enabled entity types in every text and replaces them with tags (see applyTags). */
export function anonymizeTexts(
  texts: readonly string[],
  enabled: ReadonlySet<EntityType>,
  opts: AnonymizeOptions = {},
): AnonymizeResult {
  const entities = texts.map((t, i) => (t ? findEntities(t, enabled, opts.extraCandidates?.[i]) : []));
  if (opts.pseudonyms) return applyPseudonyms(texts, entities, opts.pseudonyms === true ? {} : opts.pseudonyms);
  return applyTags(texts, entities);
}
